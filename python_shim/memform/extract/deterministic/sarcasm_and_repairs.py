"""Sarcasm, repairs and what is said of another: spans that are not the user's sincere claim, and a claim put right
in the next breath.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence

from memform.extract import lexicon as lx
from memform.extract.patterns import caseless_pattern, lazy_regex
from memform.extract.text import ForeignRegions, Span, caseless, clauses, foreign_regions, rarest_first, rewritten
from memform.models import MemoryCandidate

CAPITALIZED = lazy_regex(r"\b[A-Z][a-z]+\b")
STATE_OF_MIND = lazy_regex(r"\b(?:" + "|".join(lx.STATE_PHRASES) + r")\b")


# Sarcasm says the opposite of its words: "Yeah right, never use emojis", "I love Mondays, said no one ever".
# A sarcastic lead governs the rest of its sentence; "said no one ever" anywhere, the whole message.
SARCASTIC_LEAD = lazy_regex(r"\b(?:yeah|yea|ya|yah)\s*,?\s*right\b(?!\s*(?:now|away|here|there)\b)|\bas if\b"
                            # exasperation before what the user says they love: "Oh GREAT, I just LOVE being on hold"
                            r"|\boh,? (?:great|brilliant|wonderful|fantastic|lovely|joy|perfect|goody|super|"
                            r"marvell?ous|fabulous|fun)\s*,"
                            # "Oh sure, I'm a card-carrying communist because I want sick leave" (a sincere answer
                            # says "sure, I'm a nurse" or "oh yes")
                            r"|\boh,? sure\s*,", re.IGNORECASE)
# More sarcastic leads, each with a word its hint (SARCASTIC_MORE_HINT) looks for first: "Riiight, I'm a nurse.",
# "Right, and I live on Mars.", "Sure Jan, I'm vegan."
SARCASTIC_LEAD_MORE = lazy_regex(r"\bri{2,}ght\b|(?:^|(?<=[.!?]\s))right\s*,?\s*and\b|\bsure,? jan\b",
                                 re.IGNORECASE)
SARCASTIC_MORE_HINT = lazy_regex(r"iigh|right,? and|sure,? jan")
# Each branch opens on its first character, what must come before that looked behind for ("\bsaid" as "s(?<=\bs)aid"):
# searched in the caseless text (SAID_NO_ONE_CASELESS), a branch that opens on \b has no first character for the search
# to look for, and was tried at every position.
SAID_NO_ONE = lazy_regex(r"s(?<=\bs)aid no ?(?:one|body)\b"
                         # exasperation that turns the rest of the message over: "Oh brilliant, another Monday."
                         r"|o(?<=\bo)h,? (?:brilliant|great|wonderful|fantastic|lovely|joy|perfect|goody|super|"
                         r"marvellous|marvelous|fabulous),? (?:another|more)\b"
                         # a sarcasm tag: "I love Mondays /s"
                         r"|/(?<!\S/)s\b(?!/)", re.IGNORECASE)
SAID_NO_ONE_CASELESS = lazy_regex(caseless_pattern(SAID_NO_ONE.pattern))
# An eye-roll or an upside-down face closing a claim takes it back as a "Not." does: "I adore my commute 🙃".
EYE_ROLL = lazy_regex("[\U0001f644\U0001f643]")
SENTENCE_STOP = lazy_regex(r"[.!?\n;]")


def said_no_one(text: str) -> bool:
    """SAID_NO_ONE.search(text), after a look for what it holds ("d no", "oh ", "oh," or "/s") in the caseless text,
    where a case-blind match's folds are already made (a long s after the slash is "/s" there, as SAID_NO_ONE
    reads it): a case-blind search of a whole message costs four times as much. The search is
    SAID_NO_ONE_CASELESS's, in the caseless text: the same matches, with letters to look for."""
    low = caseless(text)
    return ("d no" in low or "oh " in low or "oh," in low or "/s" in low) and (
        SAID_NO_ONE_CASELESS.search(low) is not None)


# A sarcastic tag after a claim, its own sentence or after a dash, an ellipsis or a comma: "I love Mondays. Not.",
# "I just love meetings... not", "NOT!" ("not running", "Not really", "or not" are no tag).
NOT_TAG = lazy_regex(r"(?<=[.!,\u2026\u2013\u2014-])\s*not(?:\s*[.!\u2026]+(?=\s|$)|\s*$|[ \t]*\n)", re.IGNORECASE)
# A message that is only the tag, sent after the claim: it takes back the message before it.
NOT_TAG_ALONE = lazy_regex(r"[\s.\u2026\u2013\u2014-]*not[\s.!\u2026]*", re.IGNORECASE)
# What stands between a claim and its tag, and what ends the sentence before the claim.
TAG_GAP = frozenset(" \t.!,\u2026\u2013\u2014-")
CLAIM_STOP = lazy_regex(r"[.!?\n\u2026]")


def _claim_end(text: str, at: int) -> int:
    """Where the claim before `at` ends: the stops, dashes and spaces between it and a tag left out."""
    while at > 0 and text[at - 1] in TAG_GAP:
        at -= 1
    return at


def _sentence_start(stops: list[int], end: int) -> int:
    """Where the sentence ending at `end` starts: after the last stop before it (`stops`, the stops' ends, in order)."""
    i = bisect_left(stops, end) - 1
    return stops[i] if i >= 0 else 0


def _not_tagged(text: str) -> list[tuple[int, int]]:
    """The claims a sarcastic "Not." (or an eye-roll, EYE_ROLL) after them takes back: the start of the sentence the
    tag follows and where the claim before the tag ends ("Great, another Monday. I just love meetings... not": the
    meetings). The stops are found once, so a message of many tags costs its length, not its square."""
    out: list[tuple[int, int]] = []
    stops: list[int] | None = None
    tags = list(NOT_TAG.finditer(text))
    if "\U0001f644" in text or "\U0001f643" in text:
        tags = sorted(tags + list(EYE_ROLL.finditer(text)), key=lambda tag: tag.start())
    for tag in tags:
        if stops is None:
            stops = [stop.end() for stop in CLAIM_STOP.finditer(text)]
        claim_end = _claim_end(text, tag.start())
        out.append((_sentence_start(stops, claim_end), claim_end))
    return out


# "me" as British, Irish and Australian speech says "my", before a relative, a pet or what is the user's own: "a
# present for me brother", "split from me fella", "on me own" (not "call me mum", "me and the missus").
DIALECT_MY = lazy_regex(r"\b[Mm]e(?= (?:(?:old|little|big|younger|older|eldest|youngest|poor|dear) )?(?:brother|"
                        r"brothers|bro|sister|sisters|sis|mum|mam|mammy|mom|da|dad|nan|nana|nanna|gran|granny|grandad|"
                        r"grandma|grandpa|missus|missis|fella|fellah|husband|hubby|wife|partner|kids|son|sons|daughter|"
                        r"daughters|boyfriend|girlfriend|cousin|cousins|auntie|aunt|uncle|nephew|niece|parents|folks|"
                        r"dog|cat|own)\b)")
# What comes before such a "me" when it is the object still: "call me mum", "called me Mum".
CALLED_ME = lazy_regex(r"\bcall(?:s|ed|ing)? $", re.IGNORECASE)


def _dialect_my(text: str) -> str:
    """The text with the dialect's possessive "me" said as "my" (the same length, so every offset holds): after a
    word or opening a sentence, never after "call"."""
    if " me " not in text and "Me " not in text:
        return text

    def mine(m: re.Match[str]) -> str:
        at = m.start()
        if at and not (at >= 2 and text[at - 1] == " " and (text[at - 2].isalnum() or text[at - 2] in ".!?")):
            return m.group()
        if at and CALLED_ME.search(text, max(0, at - 8), at):
            return m.group()
        return "my" if m.group() == "me" else "My"

    return DIALECT_MY.sub(mine, text)


def _evidence_as_said(candidate: MemoryCandidate, read: Sequence[str], said: Sequence[str]) -> MemoryCandidate:
    """The candidate with its evidence in the words the user wrote, where the rules read a text otherwise (of the same
    length, offset for offset: _dialect_my)."""
    evidence = candidate.evidence
    if not evidence or any(evidence in text for text in said):
        return candidate
    for text, original in zip(read, said, strict=True):
        if (at := text.find(evidence)) >= 0:
            return candidate.model_copy(update={"evidence": original[at:at + len(evidence)]})
    return candidate


def _tag_alone(texts: Sequence[str]) -> bool:
    """Whether a message is a sarcastic tag and nothing else ("Not.", "NOT!!", "...not")."""
    return len(texts) == 1 and len(texts[0]) <= 16 and NOT_TAG_ALONE.fullmatch(texts[0]) is not None


def _ends_on(candidate: MemoryCandidate, texts: Sequence[str]) -> bool:
    """Whether a candidate's evidence is in the sentence a message's last text part ends on."""
    if not texts or candidate.evidence is None:
        return False
    text = texts[-1]
    claim_end = _claim_end(text, len(text))
    start = _sentence_start([stop.end() for stop in CLAIM_STOP.finditer(text, 0, claim_end)], claim_end)
    return text.find(candidate.evidence, start) >= 0


def _sarcastic_spans(text: str, tags: bool = True) -> list[tuple[int, int]]:
    """Where a clause starts in the scope of a sarcastic lead (from the lead to the end of its sentence), and, with
    `tags`, the sentences a sarcastic tag closes (see _not_tagged)."""
    low = text.lower()
    tagged = _not_tagged(text) if tags and ("not" in low or "\U0001f644" in text or "\U0001f643" in text) else []
    more = ("iigh" in low or "jan" in low or "right" in low) and SARCASTIC_MORE_HINT.search(low) is not None
    if "right" not in low and "as if" not in low and "oh " not in low and "oh," not in low and not more:
        return tagged
    out: list[tuple[int, int]] = []
    end = -1  # the end of the sentence the previous lead is in: leads of one sentence share it
    leads = list(SARCASTIC_LEAD.finditer(text))
    if more:
        leads = sorted(leads + list(SARCASTIC_LEAD_MORE.finditer(text)), key=lambda lead: lead.end())
    for lead in leads:
        if lead.end() > end:
            stop = SENTENCE_STOP.search(text, lead.end())
            end = stop.start() if stop else len(text)
        out.append((lead.end(), end))
    return sorted(out + tagged) if tagged else out


# A repair said as a sentence of its own, after the claim it repairs: "I'm 34. Sorry, 35.", "I drive a Civic. Wait,
# no, an Accord.", "I have a sister. I mean a brother." Between the claim and the new value: stops, a marker.
_BETWEEN = r"[\s,.!:;\u2026\u2013\u2014-]*+"
# The words that take a value back, and those that may follow them ("wait, no, I mean ..."); REPAIR_HINTS, one of
# which each holds, is the cheap look before either pattern.
_REPAIR_MARKERS = r"sorry|oops|whoops|wait|no wait|correction|my bad|i mean|i meant|actually,? no"
_REPAIR_MORE = r"no|i mean|i meant|make that|rather"
REPAIR_HINTS = ("sorry", "wait", "oops", "mean", "correct", "actually", "make that", "my bad")
# Whether any of them is in a (caseless) text: one search, not a test per hint.
REPAIR_HINT = lazy_regex(rarest_first(REPAIR_HINTS))
REPAIR_AFTER = lazy_regex(_BETWEEN + r"(?:(?:actually|oh|um+|uh+|well|no)\b" + _BETWEEN + r")*?(?:" + _REPAIR_MARKERS
                          + r"|make that)\b" + _BETWEEN + r"(?:(?:" + _REPAIR_MORE + r")\b" + _BETWEEN + r")*",
                          re.IGNORECASE)


def _own_clauses(text: str) -> list[Span]:
    """The clauses of a text, less those a sarcastic lead before them in their sentence says the opposite of, and
    the claim a sarcastic tag after it takes back (the clause that ends where the tag's sentence ends, and the one
    it is the reason or aside of: "I have a dog and I love Mondays... not" keeps the dog). Both lists are in order,
    so one walk over them, whatever the number of leads."""
    out = clauses(text)
    if leads := _sarcastic_spans(text, tags=False):
        sarcastic = iter(leads)
        scope = next(sarcastic)
        kept = []
        for span in out:
            while scope is not None and scope[1] < span.start:
                scope = next(sarcastic, None)
            if scope is None or span.start < scope[0]:
                kept.append(span)
        out = kept
    if ("not" in text or "NOT" in text or "Not" in text or "\U0001f644" in text or "\U0001f643" in text) and (
            tagged := _not_tagged(text)):
        # each clause against the tags whose claims end inside it (both in order: one bisection a clause)
        ends = [end for _, end in tagged]
        out = [span for span in out
               if not any(tagged[i][0] <= span.start for i in range(bisect_right(ends, span.start),
                                                                     bisect_right(ends, span.end)))]
    if ("say" in text or "told" in text or "tell" in text) and REPORTS_ON_USER.search(text):
        out = _reported_on(text, out)
    if "?" in text and (topics := [m for q in _question_marks(text)
                                   if (m := KIN_TOPIC.search(text, max(0, q - 60), q + 1))
                                   and m.group(1).lower() in TOPIC_KIN]):
        out = _about_the_topic(text, out, topics)
    if ("diagnos" in text or "positive" in text or "told" in text) and (
            undone := [(max(text.rfind(stop, 0, m.start()) for stop in ".!?\n") + 1, m.end())
                       for m in DIAGNOSIS_UNDONE.finditer(text)]):
        # "I was diagnosed with ADHD but it was a false alarm": no condition, nor the rest of that sentence
        out = [span for span in out if not any(start <= span.start < end for start, end in undone)]
    if ("was" in text or "had" in text or "used to" in text) and (past := list(CORRECTED_INTO_THE_PAST.finditer(text))):
        # "I'm a nurse, well, was": the claim just before holds no longer; what it was is no lasting word of now
        ends = [m.start() for m in past]
        out = [span for span in out if not any(span.start < end <= span.end + 3 for end in ends)
               or WAS_INSTEAD.match(span.text)]  # (a job said then put into the past: Rules.corrected reads it)
    if "(" in text and (asides := [m for m in BRACKETED_OWN.finditer(text) if not any(
            span.start <= m.start(1) and m.end(1) <= span.end and span.text.startswith(m.group(1)) for span in out)]):
        # "I coach judo at a club in Lyon (I live in Villeurbanne) so ...": the user's own clause in brackets is one
        # of its own, read as if said alone (the clause around it keeps it as said)
        # (not inside what the user quotes or plays: "Pretend you're a pirate. (I live in Ohio) Arr")
        regions = ForeignRegions(found) if (found := foreign_regions(text)) else None
        out = sorted(out + [Span(m.start(1), m.end(1), m.group(1), False) for m in asides
                            if not (regions and regions.touch(m.start(), m.end()))], key=lambda s: s.start)
    return _said_of_another(text, out)


# A first-person clause of the user's in brackets, stated: "(I live in Villeurbanne)", "(I'm a nurse btw)" (not one
# that asks, "(am I right?)", nor what follows an "OOC:" tag, which role-play reads).
BRACKETED_OWN = lazy_regex(r"\((I(?:'m| am| live| work| have|'ve| own)\b[^()?\n]{2,80}?)[.!]?\)")
# A diagnosis undone in its own sentence: "... but it turned out to be a misdiagnosis", "... but it was a false alarm".
DIAGNOSIS_UNDONE = lazy_regex(r"\b(?:misdiagnos\w*|false (?:alarm|positive)|turned out (?:to be )?(?:nothing|fine|"
                              r"wrong)|(?:was|got) ruled out)\b", re.IGNORECASE)
# A claim corrected into the past right after it: "I'm a nurse, well, was", "I live in Denver, or used to", "I have a
# dog, or had", "I'm a nurse. Or at least I was".
CORRECTED_INTO_THE_PAST = lazy_regex(r"[,.;\u2013\u2014-]\s*(?:(?:well|or|at least|um+|uh+|ok|okay)[,.]?\s+)+"
                                     r"(?:i\s+)?(?:was|had|did|used to)(?:\s+(?:lol|haha|actually|anyway))?\s*"
                                     # the end of the sentence, or a comma before what comes of it ("well, was, I
                                     # retired in June")
                                     r"(?=[.!?\n]|,\s|$)", re.IGNORECASE)
# A diet put right after "well": "I'm vegetarian, well pescatarian now", "im vegan, well, plant-based" (not "I'm
# vegan, well mostly", which says how much).
_DIET_WORDS = "|".join(sorted(lx.DIETS, key=len, reverse=True))
DIET_PUT_RIGHT = lazy_regex(r"(?:i'm|i am|im) (?:" + _DIET_WORDS + r")\s*,\s*well,?\s+(?:more like\s+|technically\s+)?("
                            + _DIET_WORDS + r")(?:\s+(?:now|these days|actually))?$", re.IGNORECASE)
# A hedge that only rounds a number says nothing of the claim beside it: "I'm pastor of a small congregation, maybe 80
# on a good Sunday", "probably 20 patients a day" (not "maybe I'm a nurse", "probably moving").
APPROXIMATING_HEDGES = frozenset(("maybe", "probably"))
APPROXIMATING_HEDGE = lazy_regex(r"\b(?:maybe|probably)\b")
NUMBER_APPROXIMATED = lazy_regex(r" (?:like |about |around |~)?\d")
# Which hand the user writes with, said as what they are: "I'm left-handed", "I'm right handed", "a left-hander" (not
# "left-handed compliments", "a left-handed bow" the user wants: the clause ends after it; "I am a lefty" reads as a
# view too, so only with "-handed" or "-hander"; a lefty is LEFTY_SAID's).
HANDED = lazy_regex(r"(?:a )?(?:(?:very|fully|strongly|naturally|totally) )?(left|right)[- ]?hand(?:ed|er)\b"
                    r"(?! (?!(?:so|and|but|too|though|btw|lol|which|because|since|as well)\b)\w)", re.IGNORECASE)
# "Lefty" said of oneself is a hand or a view: "I'm a lefty so scissors are hard" is the hand, "I'm a lefty and vote
# Labour" the view; "a southpaw" is the hand always. Said alone it is neither for sure (nothing is read), and what the
# message says beside it tells which: a thing done by hand (LEFTY_HAND_CUE) or politics (LEFTY_VIEW_CUE), not both.
LEFTY_SAID = lazy_regex(r"(?:an? )?(?:(?:total|real|proud|natural|born|true|big|huge|fellow|complete|full|natural-born|"
                        r"lifelong|life-long) )?(lefty|lefties|leftie|southpaw|righty|righties|rightie)\b"
                        # (and one who does a thing with it: "a lefty guitarist", "a southpaw boxer")
                        r"(?: (?!(?:so|and|but|too|though|btw|lol|which|because|since|myself|here)\b)[a-z]+"
                        r"(?:er|or|ist|ian)\b)?"
                        r"(?! (?!(?:so|and|but|too|though|btw|lol|which|because|since|as well|myself|here)\b)\w)",
                        re.IGNORECASE)
LEFTY_HAND_CUE = lazy_regex(
    r"\b(?:scissors|writ(?:e|es|ing|ten)|handwriting|pens?|pencils?|ink|smudg\w*|notebooks?|spiral|guitar\w*|bass\w*|"
    r"ukulele|violin\w*|cell(?:o|ist)|frets?|mouse|bat|bats|batting|batter|pitch(?:er|ing)?|throw(?:s|er|ing)?|golf\w*|"
    r"clubs|bows?|bowler|"
    r"archery|hands?|handed|knit\w*|crochet\w*|tutorials?|mirrored|backwards|can openers?|desks?|stance|boxing|box|"
    r"boxer|tennis|racket|racquet|gloves?|mitt|catcher|chopsticks|knives|knife|elbow|dominant|tattoo\w*|sew\w*|"
    r"needles?|calligraphy|brush(?:es)?|draw(?:s|ing)?|paint(?:s|ing)?|eat(?:s|ing)?|spoon|fork)\b")
LEFTY_VIEW_CUE = lazy_regex(
    r"\b(?:politic\w*|vot(?:e|es|ed|ing|er)|elections?|socialis\w*|liberals?|capitalis\w*|progressives?|"
    r"left[- ]wing|leftist|unions?|protest\w*|conservatives?|republicans?|democrats?|labour|tor(?:y|ies)|"
    r"economics?|polic(?:y|ies)|government|activis\w*|marx\w*|right[- ]wing|woke|party|parties|views?|"
    r"taxes|billionaires?|communis\w*)\b")
# A job or a kind said of the user, then put into the past: "I'm a teacher, well, was" is "I was a teacher".
WAS_INSTEAD = lazy_regex(r"(?:i'm|i am|im) (an? [\w' -]{2,40}?)\s*[,.;\u2013\u2014-]\s*(?:(?:well|or|at least|um+|uh+)"
                         r"[,.]?\s+)+(?:i\s+)?was\s*[.!]*$", re.IGNORECASE)

# Someone of the user's, named by who they are to them: "my dad", "our neighbor", "my little brother".
_THEIR_KIN = r"(?:my|our) (?:[\w-]+ )?(?:" + "|".join(sorted(lx.FAMILY, key=len, reverse=True)) + r")\b"
# A claim hedged or given to another in what is said right after it, to the end of that sentence: "Love sci-fi. Or
# so my wife says", "I'm a morning person. Or so I tell myself", "I'm vegan. Well, my wife is." (not "Well, my wife
# is too", "My wife says I'm obsessed"). The claim's sentence is no fact of the user's.
HEDGED_OR_GIVEN_AFTER = lazy_regex(
    # (or with no stop before it, as chat runs it on: "I quit smoking or so I tell myself")
    r"(?:[,.!;\u2026\u2013\u2014-]\s*|\s+(?=or so\s))"
    r"(?:or so (?:(?:i|i'm|i am|i've been|i have been) (?:tell myself|keep telling myself|(?:was )?told|"
    r"like to think|hear|heard|hope|thought|think|claim)|(?:(?:my|our|his|her|their) "
    r"(?:[\w-]+ )?[\w-]+|they|people|"
    r"everyone|everybody|he|she|(?-i:[A-Z])[a-z]+) (?:says|say|said|claims|claim|thinks|think|tells me|tell me|told "
    r"me|keeps telling me|keep telling me|insists)|it (?:seems|would seem)|they say|i'm told)"
    r"|well,?\s+(?:actually,?\s+)?" + _THEIR_KIN + r" (?:is|does|did|was|has|do|are|were)(?:,? not me)?)"
    r"\s*(?=[.!,;\n]|$)", re.IGNORECASE)
# A line without its subject that says whose it is after it: "Love sci-fi - my dad", "Hates cilantro, my wife does",
# "Big Packers fan, my brother that is", "Love sci-fi, Sam does". A bare relative is theirs only set off by a dash or
# a colon ("Love it, my friend" may be said to a friend); "Love sci-fi - my dad got me into it" and "..., my dad
# does too" say how or that the user is not alone: the user's own.
ATTRIBUTED_AFTER = lazy_regex(
    r"(?:(?:\s*[\u2013\u2014:]|\s+-|\s*--)\s*" + _THEIR_KIN + r"(?:\s+(?:does|did|is|was|has|do|that is))?"
    r"|,\s*(?:" + _THEIR_KIN + r"\s+(?:does|did|is|was|has|do|that is)|(?-i:[A-Z])[a-z]+\s+(?:does|did|that is)))"
    r"(?=\s*(?:[.!?\n]|$))", re.IGNORECASE)
# The first words a clause says its own subject with: a line opening on none of them may be said of someone else.
OWN_SUBJECT_WORDS = frozenset("i i'm im i've ive i'd i'll my we we're we've our me mine".split())
# The words such a line may end on (see ATTRIBUTED_AFTER): the cheap look before its search.
ATTRIBUTED_LAST_WORDS = lx.FAMILY | frozenset("does did is was has do".split())


def _said_of_another(text: str, spans: list[Span]) -> list[Span]:
    """The spans of a text less those whose sentence a hedge after it takes back or gives to another
    (HEDGED_OR_GIVEN_AFTER) and the subject-less lines said to be someone else's (ATTRIBUTED_AFTER)."""
    low = text.lower()
    if "or so" in low or ("well" in low and ("my " in low or "our " in low)):  # "Well, my wife is": a relative
        for hedge in HEDGED_OR_GIVEN_AFTER.finditer(text):
            claim_end = len(text[:hedge.start()].rstrip(" .!?,;\u2026\u2013\u2014-"))  # before "...", " - "
            start = max(text.rfind(stop, 0, claim_end) for stop in ".!?\n") + 1
            spans = [span for span in spans if not start <= span.start < hedge.start()]
    if "my " not in low and "our " not in low and "does" not in low and " did" not in low and "that is" not in low:
        return spans  # no one else named after a line, nor a name's "does", "did", "that is"
    kept = []
    for span in spans:
        words = span.text.split(None, 1)
        if words and words[0].lower().replace("\u2019", "'") not in OWN_SUBJECT_WORDS:
            end = stop.start() if (stop := CLAIM_STOP.search(text, span.start)) else len(text)
            last = text[max(span.start, end - 12):end].rsplit(None, 1)
            if last and last[-1].lower() in ATTRIBUTED_LAST_WORDS and ATTRIBUTED_AFTER.search(text, span.start, end):
                continue
        kept.append(span)
    return kept


# A relative or a pet put as a question of its own, then what is said of them with no subject: "My son? Obsessed with
# Minecraft, allergic to peanuts." Those clauses are theirs until the user speaks of themselves again.
KIN_TOPIC = lazy_regex(r"(?:^|(?<=[.!?\n]))[ \t]*(?:and |as for |about |re:? )?(?:my|our) (?:[\w-]+ ){0,2}?([\w-]+)\?",
                       re.IGNORECASE)


def _question_marks(text: str) -> list[int]:
    """Where a text's question marks are (KIN_TOPIC is looked for only before them: a search of the whole text tries
    it at every word)."""
    marks, at = [], text.find("?")
    while at != -1:
        if "my " in (before := caseless(text[max(0, at - 60):at])) or "our " in before:
            marks.append(at)
        at = text.find("?", at + 1)
    return marks
TOPIC_KIN = lx.FAMILY | lx.PETS
FIRST_PERSON_START = lazy_regex(r"(?:i|i'm|i've|i'd|i'll|im|ive|my|me|we|we're|we've|our)\b", re.IGNORECASE)


def _about_the_topic(text: str, spans: list[Span], topics: list[re.Match[str]]) -> list[Span]:
    """spans less the subject-dropped clauses said of a relative or a pet put as a question (see KIN_TOPIC)."""
    ends = [topic.end() for topic in topics]
    out: list[Span] = []
    for span in spans:
        after = bisect_right(ends, span.start)
        if after and (span.start - ends[after - 1] < 300) and not FIRST_PERSON_START.match(span.text) and not any(
                FIRST_PERSON_START.match(kept.text) and kept.start >= ends[after - 1] for kept in out[-3:]):
            continue
        out.append(span)
    return out


# Someone's words about the user, said without a comma: "the narrator says I live in Paris and I'm a painter". What
# they said runs on through the clauses joined to it by a bare "and"; "..., and" or "but" is the user's voice again.
REPORTS_ON_USER = lazy_regex(r"\b(?:says|said|tells me|told me|keeps telling me|insists|claims)\s+(?:that\s+)?"
                             r"(?:i|i'm|i've|im|ive|my)\b", re.IGNORECASE)
BARE_AND = lazy_regex(r"\s+and\s+")


def _reported_on(text: str, spans: list[Span]) -> list[Span]:
    """spans less the clauses that carry on someone's words about the user (see REPORTS_ON_USER)."""
    out: list[Span] = []
    reported: Span | None = None
    for span in spans:
        if reported is not None and BARE_AND.fullmatch(text, reported.end, span.start):
            reported = span
            continue
        reported = span if REPORTS_ON_USER.search(span.text) else None
        out.append(span)
    return out


# A word the phone put in, put right beside it in brackets that blame the phone: "a Subaru Outbreak (Outback!!
# stupid autocorrect)", "I'm a veterinarian (VEGETARIAN, autocorrect hates me)", "my wife (*wide, autocorrect)" (the
# bracketed word is the one meant; not brackets that only say the phone did it: "(autocorrect, sorry)").
AUTOCORRECTED = lazy_regex(r"\b([A-Za-z][\w'-]*)[ \t]*\([ \t]*(?:\*|(?:i )?meant:? )?([A-Za-z][\w'-]*)\*?"
                           r"(?=[\s!.,;:)\u2013\u2014-])[^()\n]*?\bauto[- ]?correct[^()\n]*\)", re.IGNORECASE)


def _autocorrected(text: str) -> tuple[str, list[int]] | None:
    """The text with each word autocorrect put in (AUTOCORRECTED) read as the one the user meant, and where each of
    its characters is in the text (the meant word's own, in the brackets; one more for its end); None for a text with
    none."""
    if "correct" not in text.lower():
        return None
    return rewritten(text, _meant_words(text))


def _meant_words(text: str) -> Iterator[tuple[int, int, str, range]]:
    """Each word autocorrect put in (AUTOCORRECTED), with its bracket, and the word meant in its case."""
    for m in AUTOCORRECTED.finditer(text):
        wrong, meant = m.group(1), m.group(2)
        if wrong.lower() == meant.lower() or meant.lower() in ("auto", "autocorrect", "sorry", "oops", "lol", "i"):
            continue
        if meant.isupper() and not wrong.isupper():  # "(VEGETARIAN" shouted: in the case of the word it replaces
            meant = meant.capitalize() if wrong[:1].isupper() else meant.lower()
        elif wrong[:1].isupper():
            meant = meant[:1].upper() + meant[1:]
        yield m.start(), m.end(), meant, range(m.start(2), m.start(2) + len(meant))


def _evidence_uncorrected(candidate: MemoryCandidate, read: dict[int, list[tuple[str, str, list[int]]]]
                          ) -> MemoryCandidate:
    """The candidate's evidence as the user wrote it, where it was read with autocorrect's words put right: from the
    first character's place to the last's (so a meant word cited is cited with the wrong one before it)."""
    evidence = candidate.evidence or ""
    for seq in candidate.source_seqs:
        for said, text, at in read.get(seq, ()):
            if evidence and (start := said.find(evidence)) >= 0:
                return candidate.model_copy(update={"evidence": text[min(at[start], at[start + len(evidence) - 1]):
                                                                     at[start + len(evidence) - 1] + 1]})
    return candidate
