"""Splitting text into candidate boundaries: parts, sentences and first-person clauses, as
exact spans of the source text so evidence is always a substring of it."""

from __future__ import annotations

import re
from dataclasses import dataclass

# A period after a title or an abbreviation ("Mt. Rainier", "Dr. Lee") does not end a sentence.
SENTENCE_END = re.compile(
    r"(?<=[.!?])(?<!\b(?:Mt|Mr|Ms|Dr|St|Jr|Sr|vs|Ft|mt|mr|ms|dr|st|jr|sr)\.)(?<!\b(?:Mrs|mrs|Sgt|Col|Gen)\.)"
    r"[\"')\]]*\s+|\n+|\s+-\s+|\s*;\s*"
)
# A new first-person clause inside a sentence: "..., and I ...", "... but we decided ...".
CLAUSE_BREAK = re.compile(
    r"(?:,\s*|\s+)(?:and|but|(so|while|though|although|because|since)|plus)\s+(?=(?:i|i'm|i've|im|ive|we)\b)"
    r"|,\s+(?=(?:i|i'm|i've|im|ive|my)\s)"
    r"|,\s*(?:and|but|(so|while|though|although|because|since)|plus)\s+(?=my\s)"
    r"|\s*\.\.+\s*",
    re.IGNORECASE,
)
COMPOUND_SUBJECT = re.compile(r"\s*(?:my|our)(?:\s+[\w'-]+){1,3}\s*", re.IGNORECASE)
LEADING_FILLER = re.compile(
    r"(?:(?:yes|yeah|yea|yep|yup|no|nope|nah|oh|ohh|ah|aw|aww|well|haha\w*|hah|lol|lmao|wow|ok|okay|sure|hi|hello|"
    r"hey|actually|honestly|also|and|but|so|um+|uh+|hmm+|right|true|same|cool|nice|great|awesome|absolutely|"
    r"definitely|of course|thanks|thank you|me too|personally|anyway|anyways|btw|by the way|funny enough|"
    r"as for me|for me|myself|(?:quick |big |small |good |bad |some |an? )?(?:update|news)|fyi|fun fact|"
    r"side note|these days|nowadays|lately|now)\b[\s,!.:-]*)+",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    text: str
    ends_question: bool
    # Introduced by "because", "so", "since"...: a reason or aside, not a statement in its own right.
    subordinate: bool = False


def _trimmed(source: str, start: int, end: int) -> tuple[int, int]:
    while start < end and (source[start].isspace() or source[start] in ",;:-\"'("):
        start += 1
    while end > start and (source[end - 1].isspace() or source[end - 1] in ".!?,;:\"')"):
        end -= 1
    return start, end


def sentences(source: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for match in SENTENCE_END.finditer(source):
        spans.append((start, match.start()))
        start = match.end()
    spans.append((start, len(source)))
    return [(s, e) for s, e in spans if source[s:e].strip()]


def clauses(source: str) -> list[Span]:
    """First-person clause candidates of a text, leading filler words removed."""
    out: list[Span] = []
    for s_start, s_end in sentences(source):
        sentence = source[s_start:s_end]
        question = sentence.rstrip().endswith("?") or "?" in sentence
        pieces, start, subordinate = [], 0, False
        for match in CLAUSE_BREAK.finditer(sentence):
            if COMPOUND_SUBJECT.fullmatch(sentence, start, match.start()) and match.group().strip().lower() == "and":
                continue  # "my husband and I ..." is one subject, not two clauses
            pieces.append((start, match.start(), subordinate))
            start, subordinate = match.end(), bool(match.group(1) or match.group(2))
        pieces.append((start, len(sentence), subordinate))
        # A reason or aside stays part of the clause it explains, and is also offered on its own (for retractions).
        merged: list[tuple[int, int, bool]] = []
        for piece in pieces:
            if piece[2] and merged:
                head = next(i for i in range(len(merged) - 1, -1, -1) if not merged[i][2] or i == 0)
                merged[head] = (merged[head][0], piece[1], merged[head][2])
            merged.append(piece)
        for p_start, p_end, p_subordinate in merged:
            a, b = _trimmed(source, s_start + p_start, s_start + p_end)
            filler = LEADING_FILLER.match(source, a, b)
            if filler:
                a, b = _trimmed(source, filler.end(), b)
            if b - a >= 4:
                out.append(Span(a, b, source[a:b], question, p_subordinate))
    return out
