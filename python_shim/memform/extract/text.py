"""Splitting text into candidate boundaries: parts, sentences and first-person clauses, as
exact spans of the source text so evidence is always a substring of it.

Only the user's own voice is offered: a clause touching text the user quotes (see foreign_regions)
is someone else's words, not the user speaking about themselves."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache

from memform.extract.lexicon import CORRECTION_MARKERS, LANGUAGES
from memform.extract.patterns import caseless_pattern, lazy_regex

# What a case-blind match also takes for an ASCII letter, and lower() leaves as it is or turns into two letters: the
# dotted and the dotless I, the long s. (The Kelvin sign, the only other, lowers to a "k".)
_CASE_FOLDS = str.maketrans("\u0130\u0131\u017f", "iis")


def caseless(text: str) -> str:
    """The text lowercased so that a lowercase ASCII word is in it wherever a case-blind pattern finds that word in
    the text. A case-sensitive search of it has a first letter to look for, where a case-blind search of the text
    tries every alternative at every position: the cheap look for the words a costly case-blind pattern holds."""
    return text.lower() if text.isascii() else text.translate(_CASE_FOLDS).lower()


# The characters of English text by how often they are written, the commonest first (the space, letters, the commonest
# marks); any other character is rarer than all of these.
_BY_FREQUENCY = " etaoinsrhldcumwfgypbvk.,'jxqz"


def rewritten(text: str, replacements: Iterable[tuple[int, int, str, Sequence[int]]]) -> tuple[str, list[int]] | None:
    """The text with each (start, end, new, places) put in for text[start:end], in order, and where each of the new
    text's characters is in the text (places for a replacement's own, one more for its end); None for none made. A
    rule that reads a text rewritten (a word autocorrect put in, a note to self in the second person) cites its
    evidence as written by these places."""
    pieces: list[str] = []
    at: list[int] = []
    last = 0
    for start, end, new, places in replacements:
        pieces.append(text[last:start])
        at.extend(range(last, start))
        pieces.append(new)
        at.extend(places)
        last = end
    if not pieces:
        return None
    pieces.append(text[last:])
    at.extend(range(last, len(text) + 1))
    return "".join(pieces), at


def _rarity(char: str) -> int:
    at = _BY_FREQUENCY.find(char)
    return len(_BY_FREQUENCY) if at < 0 else at


def rarest_first(words: Sequence[str]) -> str:
    """A pattern that finds something in a text wherever any of the words is in it (for a test of whether any is there:
    where it matches differs from where the word begins). Each word is looked for from its rarest character, and what
    comes before that is looked behind for: a search tries the pattern only at the characters its branches open on,
    and "pass" and " code" opened on "p" and " " (a space and common letters: half of all positions), where "p" and
    "c" (one in eight) are tried here. The words that a character leads share a branch, as in alternatives."""
    groups: dict[str, list[str]] = {}
    for word in words:
        if not word:
            raise ValueError("an empty word is in every text")
        at = max(range(len(word)), key=lambda i: _rarity(word[i]))  # (the first of the rarest)
        groups.setdefault(word[at], []).append((f"(?<={re.escape(word[:at + 1])})" if at else "")
                                               + re.escape(word[at + 1:]))
    return "|".join(re.escape(lead) + ("(?:" + "|".join(rests) + ")" if rests != [""] else "")
                    for lead, rests in groups.items())


# Pictographs and faces, with the joiners and variation selectors that build them.
EMOJI = "[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B50\u2B55\uFE0F\u200D]"
# A run of spaces is scanned once, from where it begins: "\s+-\s+" or "\s*;\s*" retried at every space of a run of
# 10,000 scanned the rest of it each time (seconds per message). Whether they match depends only on what follows
# the run, so they begin only at its start ((?<!\s)); the one match that may end inside a run, at its newlines,
# goes on with their test itself and then to its last newline, so that the sentences between (all blank) and the
# one after (from the same place) are as they were.
# A period after a title or an abbreviation ("Mt. Rainier", "Dr. Lee") does not end a sentence.
# A stop, the first of its branches. (A branch added below is one sentences() must rule out before it reads a text
# with SENTENCE_STOP alone.)
_NOT_AFTER_A_TITLE = r"(?<!\b(?:Mt|Mr|Ms|Dr|St|Jr|Sr|vs|Ft|mt|mr|ms|dr|st|jr|sr)\.)(?<!\b(?:Mrs|mrs|Sgt|Col|Gen)\.)"
_SENTENCE_STOP = r"(?<=[.!?])" + _NOT_AFTER_A_TITLE + r"[\"')\]]*\s+"
# The chat tags a sentence ends at ("... fr its the only good part of my day").
_SENTENCE_TAGS = ("fr", "lol", "lmao", "lmfao", "ngl", "tbh", "istg")
_SENTENCE_END = (
    _SENTENCE_STOP + r"|\n(?:\n*+[^\S\n]\s*+-\s+|\s*+;\s*|\s*\n)?"
    # chat ends a sentence with an emoji instead of a stop: "we got a cat \U0001f605 How do I ...?" (the question is
    # the second sentence's); only before a capital or a new subject, so an emoji inside a clause keeps it whole
    # (or before the subjectless chat that opens a new one: "got a Kindle 🎉 gonna read on my commute", "an ADA now 🎉
    # cancelled my WeWork membership", "my inbox is on fire 🔥 help me write a reply")
    r"|(?<=" + EMOJI + r")\s+(?=[A-Z]|(?:i|i'm|im|i've|ive|my|we|what|how|why|where|when|who|can|could|should|any|"
    r"gonna|gotta|wanna|idk|ngl|tbh|pls|plz|no|just|finally|also|anyway|btw|help|cancell?ed|canceled|sold|"
    r"bought|passed)\b"
    # or before a question opened on its verb: "birthday was on tuesday 🙈 is that too late to start?"
    r"|(?:is|are|was|do|does|did|will|would)\s+(?:that|this|it|there|i|you|we|they)\b)"
    # chat runs on past a tag that ends its thought: "i play bass in the jazz band fr its the only good part of my day"
    r"|(?<!\s)\s++(?i:" + "|".join(_SENTENCE_TAGS) + r")\s++(?=(?i:i|i'm|im|i've|ive|its|it's|my|this|that|he|she|they|"
    r"we|and|but|so)\b)"
    r"|(?<!\s)\s*+;\s*|;\s*|(?<!\s)\s++-\s++"  # last: the dashed pattern puts its correction lookahead on it
)
# Each pattern searched at every position of a message or a clause opens with a lookahead for the characters its
# branches begin with (every match begins with one of them): at any other position one test fails it, where each
# branch took a test of its own (half the time of the search).
SENTENCE_END = lazy_regex(r"(?=[\s\"')\];])(?:" + _SENTENCE_END + ")")
# SENTENCE_END in a text where none of its other branches can match (see sentences): the same matches, a third of
# the time (SENTENCE_END tries each branch at every space). Group 1 is _SENTENCE_STOP's match: the stop before it is
# matched too, so that the search looks for one of three characters, where the lookbehind _SENTENCE_STOP opens on was
# tried at every position (half the time again). No match of either ends on a stop (it ends on a space), so the one
# taken here never holds the stop the next one needs.
SENTENCE_STOP_LED = lazy_regex(r"[.!?]" + _NOT_AFTER_A_TITLE + r"([\"')\]]*\s+)")
# Those chat tags, between spaces: SENTENCE_END's branch that ends a sentence at one cannot match without.
SENTENCE_TAGS_SPACED = lazy_regex(rarest_first([f" {tag} " for tag in _SENTENCE_TAGS]))
# An en or em dash sets off another thought too: "pottery classes — my first bowl is wonky"; a correction stays with
# what it takes back ("I'm 34 — wait, no, 35", "- sorry"). A dash outside Latin-1 slows every split, so the pattern
# with dashes is for the texts that have one.
CORRECTION_AHEAD = r"(?!\s*(?i:" + "|".join(CORRECTION_MARKERS) + r")\b)"
SENTENCE_END_DASHED = lazy_regex(r"(?=[\s\"')\];\u2014])(?:"
                                 + _SENTENCE_END + CORRECTION_AHEAD  # (the lookahead is the spaced hyphen's)
                                 + r"|(?<!\s)\s++\u2013\s++" + CORRECTION_AHEAD
                                 + r"|(?<!\s)\s*+\u2014\s*+" + CORRECTION_AHEAD + ")")
# A new first-person clause inside a sentence: "..., and I ...", "... but we decided ...", or a language put before
# its subject: "I speak English, but German I am only beginner".
# Its branches that begin with spaces begin only where a run of spaces does ((?<!\s)): no match ends inside a
# run, and whether one matches depends only on what follows the run, so a retry at each of its spaces (rescanning
# the rest of it: seconds on a run of 10,000) always failed.
# When or where a clause holds, said before its "I": what may open the user's next clause after a comma.
_WHEN_OR_WHERE_FRONTED = (r"(?:on (?:the )?weekends|on (?:my )?days off|at (?:home|work|night)|by (?:day|night)|"
                          r"in my (?:free|spare|down) time|after (?:work|school|class)|these days|most days|"
                          r"on the side|for fun|in the (?:evenings|mornings)|in real life|irl)")
# The breaks that open on a comma, each as it goes on after the comma.
_AFTER_A_COMMA = (
    # (not "a cat, my sister's", nor a list of who is with the user: "between me, my wife, and my boyfriend")
    r"(?!(?<=\bme,)\s+my\s+[\w-]+,?\s+(?:and|&)\s+my\s)\s+(?=(?:i|i'm|i've|im|ive|my)\s)(?!my\s+[\w-]+(?:'s|s'|\u2019s)\s*(?:[,.;:)!?]|$))",
    r"\s*(?:and|but|(so|while|though|although|because|since)|plus)\s+(?=my\s)",
    # a name and the user, as one subject: "We bought a house, and Jess and I got married", "scratch that, Dev and I
    # broke up"
    # (not after words that quote someone: "I hate when people say, Jess and I are vegan")
    r"(?<!\bsay,)(?<!\bsays,)(?<!\bsaid,)(?<!\bsaying,)(?<!\bwrote,)(?<!\basked,)(?<!\bgoes,)"
    r"\s*(?:(?:and|but|plus)\s+)?(?=(?-i:[A-Z])[a-z]+\s+(?:and|&)\s+i\s)",
    # what to remember, after a request about something else: "don't store my password, but do remember that I ..."
    r"\s*(?:but|and)\s+(?=(?:(?:please|do|also|just)\s+)*remember\s+that\s+(?:i|i'm|i've|my)\s)",
    # when or where the next clause holds, put before the user speaks again: "I'm a nurse, on weekends I paint",
    # "I'm an accountant, by night I DJ" (kept in that clause, whose rules read past it:
    # deterministic.learner_english.FRONTED_WHEN)
    # and the present after the past: "I used to be a nurse, now I'm a teacher", "I used to live in Boston, now Denver"
    r"\s*(?:(?:and|but|plus)\s+)?(?=" + _WHEN_OR_WHERE_FRONTED + r"\s*,?\s+(?:i|i'm|i've|im|ive)\s"
    r"|(?:now|nowadays)\s+(?:i|i'm|i've|im|ive|my|(?-i:[A-Z])))",
)
# The words that open a clause "its" or "theyre" may be the subject of ("i moved because its cheaper", "i think its a
# scam"): no break after them. A lookbehind per length, as one with alternatives of different lengths is refused.
_OPENERS = ("and", "but", "so", "bc", "cuz", "coz", "cos", "cause", "because", "since", "if", "when", "that", "think",
            "guess", "hope", "know", "feel", "mean", "said", "says", "say", "like", "as", "though", "tho", "while",
            "until", "unless", "where", "what", "how", "why", "whether", "bet", "sure", "wish", "thought", "heard",
            "is", "was", "sure", "than", "or", "until", "once", "after", "before", "whenever", "idk", "dunno", "swear",
            "realized", "realised", "noticed", "seems", "seemed", "figured", "told", "tell", "believe", "hoping",
            "even", "now", "yeah", "yes", "no", "ok", "okay", "lol", "then", "which", "who", "bcs", "bcuz", "coz",
            "thinks", "knows", "swears", "claims", "believes", "pretends", "acts", "insists", "feels", "hopes",
            "sure", "says", "forgot", "forget", "remember", "pretend", "and", "when")
_NOT_AFTER_A_SUBORDINATOR = "".join(
    r"(?<!\b(?:" + "|".join(sorted(w for w in set(_OPENERS) if len(w) == n)) + r")\s)"
    for n in sorted({len(w) for w in _OPENERS}))
# The breaks that open on a run of spaces (one that begins there: see above), each as it goes on after the run.
_AFTER_SPACES = (
    # a dash before the user speaks of themselves: "no explanations please \u2014 I've been writing Rust for years"
    r"[\u2013\u2014]\s+(?=(?:i|i'm|i've|im|ive)\s)",
    # a relative's own doing, joined on without a comma: "I work nights and my girlfriend works days", "I love hiking
    # and my husband loves fishing" (what the relative does is no part of the user's clause)
    r"and\s+(?=my\s+(?:wife|husband|partner|girlfriend|boyfriend|gf|bf|fianc[eé]e?|son|daughter|mom|mum|"
    r"mother|dad|father|brother|sister)\s+(?:works|worked|is|was|loves|likes|hates|has|plays|wants|keeps|lives|"
    r"drives|teaches|runs|prefers|does)\b)",
    # the user's other machine, said of itself: "I run Arch on my laptop and my work machine is an M2 MacBook Pro"
    r"and\s+(?=my\s+(?:(?:work|main|personal|home|old|new|gaming|school)\s+)?(?:laptop|phone|machine|computer|desktop|"
    r"tablet|pc|workstation|car|truck|bike)\s+(?:is|runs)\s)",
    r"\.\.+\s*",
    # "also" before the user speaks again, as a dictated message runs on: "...we do a lot of fish also I'm allergic
    # to shellfish" ("I also" is the word order of one clause)
    r"also\s+(?=(?:i|i'm|i've|im|ive)\s)",
    # chat's run-on with no stop, where a new first-person clause plainly starts: after a clause closed on "anymore"
    # or "ago" ("i dont work at target anymore i quit last week"); "its" before what the thing is like ("... in
    # columbus its a studio"; "its" before a noun is the possessive: "the dog chased its tail"); a child's or a
    # pet's age or kind said next ("i have twin boys theyre 4 and i ...", "my dog shes a heeler"). Not after a word
    # that opens the clause it begins ("because its so cold", "i think its a scam": _NOT_AFTER_A_SUBORDINATOR).
    # (each looks ahead first, then behind: the same test at one place, failed at once where most runs of spaces go on)
    r"(?=(?:i|i'm|im|i've|ive)\s)(?:(?<=\banymore\s)|(?<=\bany more\s)|(?<=\bago\s))",
    r"(?=(?:its|it's)\s+(?:a|an|so|really|pretty|super|kinda|very|too|way|only|just|"
    r"literally|honestly|actually|tiny|small|huge|big|cheap|expensive|great|nice|awful|terrible)\s)"
    + _NOT_AFTER_A_SUBORDINATOR,
    r"(?=(?:theyre|they're|shes|she's|hes|he's)\s+(?:(?:(?:only|almost|both|just|nearly|"
    r"about|like|turning)\s+)?\d{1,2}\b(?!\s*(?:%|percent|min|mins|minutes|hours?|hrs?|days?|weeks?|miles?|"
    r"mph|lbs?|pounds?|kg|dollars?|bucks|k\b|am\b|pm\b|:))"
    # or what she or he is, said next: "i have a rescue dog shes a blue heeler" ("they're a nightmare" may be things)
    r"|(?<=s\s)an?\s))" + _NOT_AFTER_A_SUBORDINATOR,
)
_SPACES_BEGUN = r"(?<!\s)\s++"
# A conjunction, after a comma or spaces, before the user (or a language, or a time word) opens the next clause.
_CONJOINED = (
    # (a reason in chat's spelling too: "taking hunter ed online bc I'm 28", "cuz I'm vegan")
    r"(?:,\s*|" + _SPACES_BEGUN + r")(?:and|but|(so|while|though|although|because|since|(?-i:bc)|cuz|coz)|plus)\s+"
    r"(?:(?:um+|uh+|erm|oh|like|yeah|lately|recently|nowadays|now|honestly|actually|fr|for real|seriously|tbh|ngl)"
    r"\s+)*"  # "jk but fr i switched to an iphone": the chat's "for real" before the user speaks
    r"(?=(?:i|i'm|i've|im|ive|we)\b"
    r"|(?:" + "|".join(sorted(LANGUAGES)) + r")\s+(?:i|i'm)\b"
    # a time word that opens the user's next clause, kept in it (it is said of that clause only): "I'm an ICU nurse at
    # Mercy and tonight my patient coded"
    r"|(?:today|tonight|yesterday|last night|this (?:morning|afternoon|evening))\s+(?:i|i'm|i've|im|ive|my)\s)"
)
# The other two: two periods, and a colon before the user speaks of themselves ("One note for the charts: I'm
# colorblind").
_TWO_PERIODS, _COLON_BEFORE_THE_USER = r"\.\.+\s*", r":\s+(?=(?:i|i'm|i've|my)\s)"
# _CONJOINED first; the rest put together by the character they open on (a comma, spaces), so that where a comma is
# found only the branches that open on one are tried (a seventh less time than the plain alternation of every branch
# in turn). Branches that open on one character are tried in the order they were written in, and no two that open
# on different ones can match at one place: the same matches as that plain alternation (see
# test_extract_clause_break_dispatch).
CLAUSE_BREAK = lazy_regex(
    r"(?=[,\s.:])"  # what its branches begin with (see SENTENCE_END)
    r"(?:" + _CONJOINED + r"|,(?:" + "|".join(_AFTER_A_COMMA) + r")|" + _SPACES_BEGUN + r"(?:" + "|".join(_AFTER_SPACES)
    + r")|" + _TWO_PERIODS + "|" + _COLON_BEFORE_THE_USER + ")",
    re.IGNORECASE,
)
# What every CLAUSE_BREAK holds, with the word each of its branches goes on to (a conjunction alone, or a comma alone,
# let through three sentences in ten, and one in three of those has a break). Searched in the caseless sentence, each
# branch opens on a character of the first class, so a search has a first character to look for and no case to fold:
# - after a comma, what its branches go on to: "i" (i'm, i've, im, ive), "my", a conjunction, a time or place fronted
#   (on, at, by, in, after, these, most, for, irl, now), or a name then "& i" (a name then "and i" is the branch below);
# - after a space, a conjunction and what _CONJOINED needs next (the user, "we", a filler, a time word, a language)
#   or "my" (the relative's or the machine's own clause), "also" before the user, "its", "theyre" and the rest;
# - "more" or "ago" and one space before "i"; a dash, a colon or a space after it; two periods.
# (test_extract_clause_break_hint_s20h4 checks that it finds something wherever CLAUSE_BREAK does.)
_BREAK_CONJUNCTIONS = r"and|but|so|while|though|although|because|since|bc|cuz|coz|plus"
CLAUSE_BREAK_HINT = lazy_regex(
    r"[,:\u2013\u2014.\s](?:"
    r"(?<=,)\s*(?:i|my\s|(?:" + _BREAK_CONJUNCTIONS + r")\s|on\s|at\s|by\s|in\s|after\s|these\s|most\s|for\s|irl|now"
    r"|[a-z]+\s+&\s+i\s)"
    r"|(?:" + _BREAK_CONJUNCTIONS + r")\s+(?:i|we|my\s|um|uh|erm|oh|like|yeah|lately|recently|now|honestly|actually|"
    r"fr|for real|seriously|tbh|ngl|today|tonight|yesterday|last night|this |" + "|".join(sorted(LANGUAGES)) + ")"
    r"|also\s+i|(?:its|it's|theyre|they're|shes|she's|hes|he's)\s|(?<=more\s)i|(?<=ago\s)i"
    r"|(?<=[:\u2013\u2014])\s|(?<=\.)\.)")
ONE_OFF = lazy_regex(r"\b(?:this time|just this once|for now|right now|at the moment|today|tonight)\b", re.IGNORECASE)
_SUPPOSING = (r"if|suppose|supposing|imagine|pretend|whether|unless|hypothetically|wish|"
              r"for (?:the sake of )?argument'?s sake|for the sake of (?:the )?argument|(?:worst|best)[- ]case"
              r"(?: scenario)?|devil'?s advocate")
# What opens a supposition whose clauses joined on by "and" are supposed with it (not "would" and its kin, which say
# nothing of the clause after the "and": "I could eat pizza daily and I have a cat").
SUPPOSITION = lazy_regex(r"\b(?:" + _SUPPOSING + r")\b", re.IGNORECASE)
# What makes the main clause a supposition, so that its reason is supposed too: "What if I can't come because I
# have covid?" ("could you" asks, it supposes nothing).
# "since" before an age is when something began, as a learner says it ("playing it since I'm 8", "since I am 12
# years old." are since the user was 8, 12), where the sentence ends on it: no reason, and no age the user is now
# ("since I'm 80 now", "since I'm only 23 there's time" are reasons)
SINCE_AGED = lazy_regex(r"\s*(?:i'm|i am|im)\s+\d{1,2}(?:\s+(?:years?|yrs?)(?:\s+old)?)?\s*(?:[.!]|$)", re.IGNORECASE)
SUPPOSED = lazy_regex(r"\b(?:" + _SUPPOSING + r")\b|\b(?:would|could|might)\b(?!\s+(?:you|u)\b)", re.IGNORECASE)
SPEECH_BEFORE_COLON = lazy_regex(r"\b(?:said|says|say|saying|told|tells|tell|wrote|writes|write|asked|asks|texted|"
                                 r"replied|yelled|posted|tweeted|goes|went|quote|quoted|quoting|read|reads|line|lines)\b",
                                 re.IGNORECASE)
# "my husband and I", "Jess and I", "her mom and I": one subject; "My fiancé is Nigerian and I'm Scottish" has a verb
# before the "and": two clauses. A name alone before it opens its clause (the rules read what the pair does as the
# user's).
COMPOUND_SUBJECT = lazy_regex(r"\s*(?:(?:my|our)(?:\s+(?!(?:is|are|was|were|has|have|had|'s)\b)[\w'-]+){1,3}"
                              r"|(?:her|his|their)\s+(?:mom|mother|mum|dad|father)|(?-i:[A-Z])[a-z]+"
                              r"|the\s+(?:wife|husband|hubby|missus|missis))\s*",
                              re.IGNORECASE)
# A relative after "and", just before the "and I" that makes the pair one subject: "... and my husband" of "I'm married
# and my husband and I have 2 children", "... and her husband" of "my sister is married and her husband and I are
# close".
PAIR_OPENED_BEFORE = lazy_regex(r"\s+and\s+((?:my|our)(?:\s+(?!(?:is|are|was|were|has|have|had|'s|and)\b)[\w'-]+)"
                                r"{1,3}|(?:her|his|their)\s+(?:husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?"
                                r"|mom|mother|mum|dad|father|son|daughter|kids?))\s*$", re.IGNORECASE)
AND_I_NEXT = lazy_regex(r"\s*i(?:'(?:ve|m|d|ll))?\b", re.IGNORECASE)
# Filler words that open a clause (a case-blind pattern), and the letters they begin with.
_FILLER_OPENINGS = "abcdfghjlmnopqrstuwy"
_LEADING_FILLER_WORDS = (
    # ("no cap" before "no": a tag of sincerity, "tbh no cap i love horror movies", not an answer)
    # (and Hinglish's: "haan, we are Jain family only", "accha", "arre")
    r"(?:(?:yes|yeah|yea|yep|yup|no cap|no|nope|nah|oh|ohh|ah|aw|aww|well|haha\w*|hah|lol|lmao|wow|ok|okay|sure|hi|"
    r"haan|haanji|accha|acha|arre|"
    r"hello|hey|actually|honestly|frankly|also|and|but|so|um+|uh+|hmm+|right|true|same|cool|nice|great|awesome|absolutely|"
    r"definitely|of course|thanks|thank you|me too|personally|anyway|anyways|btw|by the way|funny enough|"
    r"as for me|for me|myself|(?:quick |big |small |good |bad |some |an? )?(?:update|news)|fyi|fun fact|"
    r"side note|jk|j/k|just kidding|just joking|these days|nowadays|lately|now|"
    # the aside that opens what the user tells of themselves: "Funny thing is I've been vegan for 6 years myself"
    r"(?:(?:the )?funny thing is|(?:the )?thing is|truth is|the truth is|(?:the )?irony is)"
    r"(?=[\s,]+(?:i|i'm|im|i've|ive|my)\b)|"
    # a sentence adverb or chat's aside before the user speaks: "Luckily I work from home", "lowkey im lactose
    # intolerant", "turns out I'm not allergic"
    r"luckily|fortunately|unfortunately|thankfully|sadly|basically|turns out|turned out|lowkey|low key|highkey|ngl|tbh|"
    r"deadass|bro|"
    # the listener addressed before the user speaks: "Sir I'm an able seaman", "Bhai main ...", "Mate, I'm a sparky"
    r"(?:sir|ma'am|maam|madam|mate|dude|guys|bhai|yaar)(?=[\s,!.]+(?:i|i'm|im|my|we)\b)|"
    # a second thought that opens the user's clause: "wait actually im 31", "wait, I'm a nurse"
    r"wait(?=[\s,!.]+(?:actually|i|i'm|im|my)\b)|"
    # what the user learned of themselves, its "I" left out: "Found out I'm allergic to nickel"
    r"(?:just |recently |finally )?found out(?: that)?(?=\s+(?:i'm|im|i am|i have|i've)\b)|"
    r"like(?=\s+(?:i|i'm|im|my|we)\b))\b[\s,!.:-]*)+"
)
# Matched in the caseless text (see caseless_pattern: the same matches, each word a literal to compare, not a letter
# folded at each step), after a look at the letter the words begin with (see SENTENCE_END): an "I", which most clauses
# begin with, fails at once. (A third of the time of the case-blind match of the text.)
LEADING_FILLER = lazy_regex(f"(?=[{_FILLER_OPENINGS}])" + caseless_pattern(_LEADING_FILLER_WORDS))

# -- whose voice ------------------------------------------------------------------------------------
# Quotation marks: straight double quotes pair up in order; one right after a digit or letter does not
# open a quotation (an inch mark, "a 27" monitor"; a typo, 'I"ll'), but closes an open one. Curly ones
# say which side they are.
QUOTE_MARK = lazy_regex(r'["\u201c\u201d]')
# A single-quoted quotation, told apart from apostrophes: it opens after a space, a bracket or a colon on
# a letter (not "'n'", "'em", "'cause"), may hold contractions ("'I'm done'"), and closes after a word
# or a stop before a space or punctuation; plural possessives ("my kids' school") never open one.
SINGLE_QUOTED = lazy_regex(
    r"(?:^|(?<=[\s(\[:]))'(?!(?:cause|cos|em|til|till|bout|round|n|s|tis|twas)\b)(?=[A-Za-z])"
    r"(?:[^'\n]|(?<=\w)'(?=\w))+?(?<=[\w.!?,])'(?=[\s.,!?;:)\]]|$)"
    r"|\u2018(?:[^\u2019\n]|(?<=\w)\u2019(?=\w))+?\u2019(?!\w)",
    re.MULTILINE,
)
# Quotation marks of other scripts, which pair unambiguously: guillemets (« », either way round, and single) and corner
# brackets (「 」, 『 』). Unclosed, a quotation runs to the end of its paragraph.
OTHER_QUOTED = lazy_regex("\u00ab[^\u00bb\n]*\u00bb?|\u00bb[^\u00ab\n]*\u00ab|\u2039[^\u203a\n]*\u203a?|"
                          "\u300c[^\u300d]*\u300d?|\u300e[^\u300f]*\u300f?")
# What SINGLE_QUOTED cannot match without: an apostrophe at a line's start or after a space, a bracket or a colon,
# before a letter; or a left single quote. Each branch opens on the quote, so the search looks for those two characters
# alone, and what is before one is looked behind at once found.
OPENING_SINGLE_QUOTE = lazy_regex(r"'(?=[A-Za-z])(?:(?<=^')|(?<=[\s(\[:]'))|\u2018", re.MULTILINE)
PARAGRAPH_BREAK = lazy_regex(r"\n[ \t]*\n")
# What makes quoted words speech rather than a name or title ("The Office", 'Rex'): a person speaking
# or a sentence's worth of words.
SPEAKER = lazy_regex(r"\b(?:i|i'm|i've|i'd|i'll|im|ive|me|my|mine|we|we're|our|us|you|your)\b|[.!?;]\W*.",
                     re.IGNORECASE)
# Quoted words that are a clause with its subject left out, which the user's own would be read as ("Love sci-fi",
# "Quit vaping", "Been vegan since 2019"): speech, whoever said it; a title's next word is capitalized ("Love
# Actually", "Quit Smoking").
SUBJECT_LEFT_OUT = lazy_regex(r"(?:love|loved|hate|hated|adore|adored|can't stand|cant stand|quit|been|gave up|"
                              r"switched|started|stopped|training|moved|retired|bought|cancell?ed)"
                              r" (?-i:[a-z0-9$])", re.IGNORECASE)
# A clause said after one whose subject is left out, giving it to someone else: "(Quit vaping,) my sister did",
# "(Carpenter by trade,) my dad was" (not "my husband does too": the user's and theirs).
ELLIDED_FOR_OTHER = lazy_regex(r"\s*(?:but |and |though )?(?:(?:my|his|her|our|their) (?:[\w'-]+ ){0,2}?[\w'-]+|"
                               r"(?-i:[A-Z])[\w'-]*) (?:is|was|does|did|has|had|do|have|are|were)[\s.!]*",
                               re.IGNORECASE)
# A clause that names its subject, the user: "I ...", "I'm ...", "My ...", "We ..." (see ELLIDED_FOR_OTHER).
OWN_OPENING = lazy_regex(r"(?:i|i'm|im|i've|ive|i'd|my|we|we're|our)\b", re.IGNORECASE)
# A pasted e-mail: quoted lines ("> ..."), or a header line, a reply attribution or a forward marker,
# after which the rest of the message is the e-mail until the user speaks again (RETURN_TO_USER).
QUOTE_LINE = lazy_regex(r"^[ \t]*>.*$", re.MULTILINE)
MAIL_START = lazy_regex(
    r"^(?:(?:From|Sent|Subject|Date)[ \t]*:[ \t]*\S|On [^\n]{5,160} wrote:[ \t]*$"
    r"|-{2,}[ \t]*(?:Original|Forwarded) [Mm]essage[ \t]*-{2,})",
    re.MULTILINE,
)
# A paragraph in which the user turns back to speak for themselves after pasted text.
RETURN_TO_USER = lazy_regex(
    r"[ \t]*(?:[-*][ \t]+)?(?:(?:for|some|more|a bit of|quick) (?:context|background)|context|background|about me"
    r"|for reference|for the record|to be clear)\b"
    r"|[^\n]*\b(?:(?:the|this|that) (?:e-?mail|message|thread|text|letter|story|chapter|doc|document|post|draft)"
    r" (?:above|below)|above (?:e-?mail|message|thread|text|letter|story|chapter))\b",
    re.IGNORECASE,
)
# Someone else's text, named as theirs: "my brother's dating profile", "my friend's photo".
_OTHERS_NAMED_TEXT = (
    r"\b(?:friend|buddy|brother|sister|mom|mum|mother|dad|father|wife|husband|partner|boss|coworker|co-worker|"
    r"colleague|client|son|daughter|cousin|aunt|uncle|roommate|flatmate|girlfriend|boyfriend|fianc[eé]e?|ex|neighbou?r|"
    r"student|kid)(?:'s|\u2019s)\s+(?:[\w-]+\s+){0,2}?(?:profile|bio|post|caption|message|text|e-?mail|letter|essay|"
    r"resume|résumé|cv|draft|statement|tweet|story|photo|pic|picture|speech|toast|application|cover letter|"
    r"voice ?mail|memo|recording|transcript|dm|sms)s?\b"
)
# A lead-in to pasted text: to paste, forward or quote it, to rework it (translate, proofread, rewrite,
# summarize, fix its grammar, continue it, reply to it), or "here's the email/story/...:". It ends in a
# colon (the text follows on its line or below), or stands on its own line above the text, naming it.
LEAD_IN = lazy_regex(
    r"\b(?:past(?:e|ed|ing)|copy[- ]?pasted|copied|forwarded|fwd|quoting)\b"
    r"|\b(?:translat\w*|proof-?read\w*|re-?writ\w*|rewrote|reword\w*|rephras\w*|paraphras\w*|summari[sz]\w*"
    r"|condens\w*|shorten\w*|edit|editing|polish\w*|critique|tl;?dr)\b"
    r"|\b(?:continue|finish|extend)\b[^:\n]{0,120}\b(?:this|it|story|chapter|scene|poem|text|draft|essay|script|voice)\b"
    r"|\b(?:fix|correct|check|improve)\b[^:\n]{0,120}\b(?:grammar|spelling|typos?|punctuation|wording|tone|english|flow)\b"
    r"|\b(?:reply|respond)(?:ing)? to\b"
    r"|\b(?:write|draft|compose)\b[^:\n]{0,120}\b(?:first[- ]person|in my voice|as me|as if|from the perspective"
    r"|in the voice)\b"
    r"|\b(?:here(?:'s|\u2019s| is| are)|below (?:is|are)|this is|these are|the following|attached)\b[^:\n]{0,120}?"
    r"(?<!\bmy )(?<!\bour )\b(?:e-?mails?|mail|messages?|thread|texts?|letter|notes?|posts?|comments?|reviews?"
    r"|story|chapter|scene|poem|draft|script|transcript|article|excerpt|passage|paragraph|quote|bio|doc|document"
    r"|reply|response|dm|chat|conversation|tweet|speech|lyrics|dialogue|monologue|listing|description"
    r"|announcement|memo|sms|caption)\b"
    # made-up text: "Sample input:", "Test data for my app:", "Example user message:", "Placeholder text:"
    r"|\b(?:sample|example|test|dummy|fake|placeholder|mock|synthetic|lorem)\s+(?:user\s+|customer\s+)?(?:input|data|"
    r"text|message|prompt|output|bio|profile|entry|entries|response|copy|record|row|persona|review)s?\b"
    # text the user announces as untrue before it: "i have to text you something fake lol so:", "here's a made-up
    # one:", "some fake facts about me:"
    r"|\b(?:something|smth|sth|stuff|some ?thing|a (?:thing|message|text|line|story|answer)|a few things|things)\s+"
    r"(?:(?:totally|completely|kinda|kind of|so|very|really|100%)\s+)?(?:fake|made[- ]up|untrue|false|fictional|"
    r"not true)\b"
    r"|\b(?:fake|made[- ]up|untrue|false|fictional) (?:stuff|things|facts?|info|information|details?|answers?|"
    r"statements?|claims?|lines?|story|stories)\b"
    # someone else's text, named as theirs: "Rate my brother's dating profile", "Caption for my friend's photo:",
    # "My friend wrote this:"
    r"|" + _OTHERS_NAMED_TEXT +
    r"|\b(?:friend|buddy|brother|sister|mom|mum|mother|dad|father|wife|husband|partner|boss|coworker|colleague|client|"
    r"son|daughter|cousin|roommate|girlfriend|boyfriend|ex|neighbou?r) (?:wrote|sent|posted|texted|shared)"
    r"(?: me)? (?:this|these|the following)\b"
    # news or words of someone named: "Sarah's update:", "Tom's latest post:"
    r"|\b(?!(?:today|tonight|yesterday|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|"
    r"weekend|month|year|life|work|dad|mom|here|there|it|that|what|who|let|he|she|this|where|how|one)(?:'s|\u2019s))"
    r"(?-i:[A-Z])[a-z]+(?:'s|\u2019s) (?!(?:my|our|your|the|a|an|his|her|their|this|that)\b)(?:[\w-]+ )?"
    r"(?:update|news|latest|story|status|message|text|post|bio|profile|"
    r"caption|tweet|e-?mail|letter|note|dm|reply|answer)s?\b"
    # a message or a recording from someone: "Text from my sister:", "Voicemail from Dad:", "My mom left a voicemail:",
    # "My sister texted me:", "Here's what my landlord emailed me:" (not the user's own: "I texted my boss:")
    r"|\b(?:texts?|messages?|voice ?mails?|voice (?:memos?|notes?|messages?)|memos?|dms?|e-?mails?|letters?|sms|"
    r"whatsapps?|recordings?|transcripts?|cards?|postcards?)\s+from\s+(?!me\b|myself\b|us\b)"
    r"|(?<!\bi )(?<!\bwe )\b(?:left|sent)(?: me| us)? (?:a|an|this|the) (?:[\w-]+ )?(?:voice ?mail|message|text|dm|"
    r"voice (?:memo|note|message)|memo)\b"
    r"|(?<!\bi )(?<!\bwe )\b(?:texted|e-?mailed|messaged|dm'?e?d|wrote|sent|voice ?mailed|whatsapped)(?: to)? (?:me|us)"
    r"(?: (?:this|that|today|yesterday|earlier|just now|last night|this morning))?\W*$"
    # words set for telling or singing, under their label: "Here's a joke:", "Tell me a joke that starts:", "Lyrics:",
    # "Tonight's karaoke song:", "Screenshot:", "Our daily prayer:" (not "No joke:", "Jokes aside:", "Song recs:",
    # "Prayer request:")
    r"|(?<!\bno )(?<!\bnot a )(?<!\bnot )\b(?:jokes?|riddles?|puns?|limericks?|punchlines?|one-?liners?|"
    r"pick-?up lines?|songs?|lyrics?|raps?|verses?|hymns?|psalms?|prayers?|poems?|haikus?|memes?|screenshots?|"
    r"screen ?caps?|affirmations?|mantras?)\b(?! aside| apart|'s on| (?:recs?|recommendations?|requests?|"
    r"suggestions?|ideas?|picks?|choices?|list|playlist|group|circle|chain|time|warriors?)\b)(?=(?:\W+(?!for\b|with\b)[\w'-]+){0,4}\W*$)",
    re.IGNORECASE,
)
# A lead-in that says the text below is the user's own draft, to be polished before they send it ("Please
# proofread", "can you make this less rambly? it's to my old college roommate", "help me tighten this up before I send
# it"): its "I" is the user's, as in any of their messages. Not when the text is someone else's, to be answered,
# summarized or judged ("help me write a reply to this", "is this a scam?", "summarize this email from the care home").
OWN_DRAFT = lazy_regex(
    r"\b(?:tighten\w*|rambl\w*|(?:before|so) (?-i:I) (?:send|post|submit)|"
    r"(?-i:I) (?:wrote|drafted|(?:have|'ve) written)|"
    r"my (?:own )?(?:draft|e-?mail|letter|message|note|cover letter|(?:dating )?(?:bio|profile))\b(?!\s*(?:for|of) )|"
    r"how (?:it|this|i) comes? across|"
    r"(?:sound|make (?:it|this))\b[^\n]{0,30}?\b(?:warmer|better|nicer|friendlier|kinder|more|less|shorter|clearer|"
    r"professional|polite|formal))",
    re.IGNORECASE,
)
# A rework that says less of whose the text is ("proofread pls:"): the user's own only for a letter they will send.
REWORK = lazy_regex(r"\b(?:proof-?read\w*|polish\w*|(?:fix|check|improve|clean up)\b[^\n]{0,40}?\b(?:grammar|"
                    r"spelling|typos?|wording|tone|flow))", re.IGNORECASE)
_SOMEONE = (r"(?:friend|sister|brother|mom|mum|dad|mother|father|son|daughter|wife|husband|partner|boss|colleague|"
            r"co-?worker|client|student|kid|child|cousin|aunt|uncle|grandma|grandpa|roommate|neighbou?r|manager|"
            r"employee|intern|girlfriend|boyfriend|gf|bf|team(?:mate)?|teacher|landlord|tenant)s?")
OTHERS_TEXT = lazy_regex(
    r"\b(?:from (?:my|the|a|an|this|his|her|their|our|some|(?-i:[A-Z]))|repl(?:y|ies|ying)(?! (?:for|from) me)|"
    r"respond\w*|answer\w*|summar\w*|scam\w*|legit|phish\w*|spam|real or|fake|got this|"
    r"(?:received|got) (?:this|an?|the)|"
    r"sent (?:me|us)|forward\w*|fwd|(?:his|her|their|someone's|somebody's|[a-z]+'s) (?:e-?mail|letter|message|draft|"
    r"essay|note|text|post)|(?<!\bI )(?:wrote|writes|sent|drafted|typed) (?:this|it|me)|"
    # someone the text is written for or by: "this cover letter for my sister", "my coworker drafted it"
    r"(?:for|on behalf of|by) (?:my|a|an|his|her|their|our) (?:[\w-]+ )?" + _SOMEONE + r"|"
    r"(?:my|his|her|their|our) (?:[\w-]+ )?" + _SOMEONE + r" (?:wrote|drafted|sent|typed|asked|is sending|"
    r"wants to send))\b",
    re.IGNORECASE,
)


def own_draft(lead: str, letter: bool = True) -> bool:
    """Whether the words before a pasted text say it is the user's own, to be reworked (see OWN_DRAFT); a bare
    "proofread" only of a letter (one opening on a salutation)."""
    return _Drafts(lead).own(len(lead), letter)


class _Drafts:
    """Where a message first says its text is the user's own draft, and first that it is someone else's: searched
    once per message, so asking of each lead-in in it (a message of many colons) costs no rescan of what precedes."""

    def __init__(self, source: str) -> None:
        self._source = source

    @cached_property
    def _own(self) -> int | None:
        m = OWN_DRAFT.search(self._source)
        return m.end() if m else None

    @cached_property
    def _rework(self) -> int | None:
        m = REWORK.search(self._source)
        return m.end() if m else None

    @cached_property
    def _others(self) -> int | None:
        m = OTHERS_TEXT.search(self._source)
        return m.end() if m else None

    def own(self, end: int, letter: bool) -> bool:
        """own_draft of source[:end]."""
        said = (self._own is not None and self._own <= end) or (
            letter and self._rework is not None and self._rework <= end)
        return said and (self._others is None or self._others > end)


# A letter pasted after the user's own words: a paragraph opening on a salutation ("Hi there,", "Dear Valued
# Customer,") runs to the user's own voice again. It is someone else's unless the words before it say the user wrote it.
SALUTATION = lazy_regex(r"(?:\n[ \t]*\n|\n-{3,}[ \t]*\n)[ \t]*((?:hi|hey|hello|dear|good (?:morning|afternoon|evening)|"
                        r"greetings)\b[^\n]{0,60})\n", re.IGNORECASE)
# A lead-in that gives context before the paste: what its colon opens is the user's own word, the paste comes later
# ("quick context before I paste: the team decided ... I'm in Neovim").
CONTEXT_FIRST = lazy_regex(r"\b(?:context|background)\b[^:\n]{0,40}\b(?:before|first)\b", re.IGNORECASE)
NAMES_THE_TEXT = lazy_regex(r"\b(?:this|these|the following|below)\b", re.IGNORECASE)
# A colon ending a lead-in: followed by a space or the line's end (not a time, not a link).
LEAD_COLON = lazy_regex(r":(?=[ \t]+\S|[ \t]*(?:\n|$))")
# A lead-in line without a colon, above a blank line or the text itself ("Can you fix the grammar in this?").
LEAD_LINE = lazy_regex(r"^[^\n]*[^\s.!:;,][ \t]*\n", re.MULTILINE)
# A rework asked for with a dash before its text, on its own line's start: "Translate to Spanish - I live in Ohio".
REWORK_DASH = lazy_regex(r"^[ \t]*(?:(?:can|could|would) you |please |pls |plz )?(?:translate|proof-?read|re-?write|"
                         r"reword|rephrase|paraphrase|summari[sz]e|polish|shorten|condense|edit|correct)\b"
                         r"[^\n.!?:\-\u2013\u2014]{0,60}?[ \t]+(?:--?|\u2013|\u2014)[ \t]+(?=\S)",
                         re.IGNORECASE | re.MULTILINE)
# A request about someone else's text, as a sentence of its own above it and a blank line: "Rate my brother's dating
# profile.\n\nHi! I'm Tom, ..." (a lead-in line that ends on no stop is LEAD_LINE's).
OTHERS_TEXT_ABOVE = lazy_regex(
    r"^[ \t]*(?:(?:can|could|would|will) you |please |pls |plz )?(?:rate|review|check|read|critique|roast|grade|judge|"
    r"improve|fix|edit|rewrite|proofread|look (?:at|over)|thoughts on|what do you think (?:of|about)|"
    r"here(?:'s|\u2019s| is)|this is|below is)\b[^\n]{0,80}?" + _OTHERS_NAMED_TEXT + r"[^\n]*[.?!][ \t]*\n[ \t]*\n",
    re.IGNORECASE | re.MULTILINE)
SENTENCE_START = lazy_regex(r"[.!?\n][^.!?\n]*$")
# After a lead-in's colon: the first thing on the rest of its line, if any; and whether quoted lines come next.
TEXT_ON_THE_LINE = lazy_regex(r"[^\S\n]*(\S)")
QUOTED_NEXT = lazy_regex(r"\s*>")


class _Paragraphs:
    """Where each paragraph of a message ends, and which ones the user opens in their own voice again,
    found once per message: looked up per quotation or lead-in, a scan each would cost the square of
    the length on a long message full of them. Found at the first look-up: most messages have nothing
    to look one up for."""

    def __init__(self, source: str) -> None:
        self._source = source
        self._length = len(source)

    @cached_property
    def _gaps(self) -> list[re.Match[str]]:
        return list(PARAGRAPH_BREAK.finditer(self._source))

    @cached_property
    def _ends(self) -> list[int]:
        return [gap.start() for gap in self._gaps]

    @cached_property
    def _returns(self) -> list[int]:
        return [gap.start() for gap in self._gaps if RETURN_TO_USER.match(self._source, gap.end())]

    def end(self, start: int) -> int:
        """The end of the paragraph that start is in."""
        return self._next(self._ends, start)

    def own_voice_again(self, start: int) -> int:
        """Where the user speaks for themselves again after pasted text that begins at start: the first
        later paragraph opening with RETURN_TO_USER, else the end of the message."""
        return self._next(self._returns, start)

    def _next(self, positions: list[int], start: int) -> int:
        index = bisect_left(positions, start)
        return positions[index] if index < len(positions) else self._length


def _lead_ins(source: str, paragraphs: _Paragraphs) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    drafts = _Drafts(source)
    for colon in LEAD_COLON.finditer(source):
        before = SENTENCE_START.search(source, max(0, colon.start() - 300), colon.start())
        lead = source[before.start() + 1 if before else max(0, colon.start() - 300):colon.start()]
        if not LEAD_IN.search(lead) or CONTEXT_FIRST.search(lead) or drafts.own(
            colon.start(), SALUTATION.match(source, colon.end()) is not None
        ):
            continue
        start = colon.end()
        same_line = TEXT_ON_THE_LINE.match(source, start)
        if same_line:  # the text follows on the lead-in's own line: to the end of its paragraph
            if same_line.group(1) in "\"\u201c\u2018'":
                continue  # a quotation: it ends where its closing mark is
            out.append((start, paragraphs.end(start)))
        elif not QUOTED_NEXT.match(source, start):  # quoted lines are already someone else's
            out.append((start, paragraphs.own_voice_again(start)))
    if "\n" in source:
        out += [(above.end(), paragraphs.own_voice_again(above.end()))
                for above in OTHERS_TEXT_ABOVE.finditer(source)]
    for line in LEAD_LINE.finditer(source):
        text = line.group()
        if LEAD_IN.search(text) and NAMES_THE_TEXT.search(text) and not QUOTED_NEXT.match(source, line.end()) and (
            not drafts.own(line.end(), SALUTATION.match(source, line.end() - 1) is not None)
        ):
            out.append((line.end(), paragraphs.own_voice_again(line.end())))
    return out


# A prayer: a paragraph addressed to God as a prayer is ("Dear Lord,", "Heavenly Father,", "Father God,", "Dear
# Jesus,"), or any address to God ("Lord,", "God,") closed by "Amen". Its words are set ones, said to God, not told to
# us: what they confess or ask is no fact of the user's ("Lord, I'm tired. I have three kids." is the user's own).
PRAYER_ADDRESS = lazy_regex(r"(?:^|(?<=\n))[ \t]*(?:dear (?:(?:heavenly|almighty|gracious|loving|precious|holy) )*"
                            r"(?:lord|god|jesus|father|savior|saviour|allah|mother mary|holy spirit|lord jesus)"
                            r"|(?:(?:our|almighty|gracious|loving) )?heavenly father|father god|lord jesus|almighty god"
                            r"|our father)\b(?=\s*[,!\n])",
                            re.IGNORECASE)
ANY_ADDRESS_TO_GOD = lazy_regex(r"(?:^|(?<=\n))[ \t]*(?:(?:dear|oh|o|our|my) )*(?:lord|god|jesus|father|allah)\b"
                                r"(?=\s*[,!\n])", re.IGNORECASE)
AMEN = lazy_regex(r"\bamen\b(?! to\b)[.!]*", re.IGNORECASE)


def _prayers(source: str, paragraphs: _Paragraphs) -> list[tuple[int, int]]:
    """Prayers in a message (see PRAYER_ADDRESS): from the address to its "Amen", else to its paragraph's end."""
    out: list[tuple[int, int]] = []
    for paragraph_start in [0, *(gap.end() for gap in PARAGRAPH_BREAK.finditer(source))]:
        end = paragraphs.end(paragraph_start)
        amen = AMEN.search(source, paragraph_start, end)
        if PRAYER_ADDRESS.match(source, paragraph_start, end):
            out.append((paragraph_start, amen.end() if amen else end))
        elif amen and ANY_ADDRESS_TO_GOD.match(source, paragraph_start, end):
            out.append((paragraph_start, amen.end()))
    return out


def _letters(source: str, paragraphs: _Paragraphs) -> list[tuple[int, int]]:
    """Letters pasted after the user's words that are not the user's own draft (see SALUTATION)."""
    out: list[tuple[int, int]] = []
    for letter in SALUTATION.finditer(source):
        if not source[:letter.start()].strip():
            continue  # a message opening on "Hi," greets the assistant
        if own_draft(source[:letter.start()]):
            break  # the user's own letter: its "I" is the user
        out.append((letter.start(1), paragraphs.own_voice_again(letter.start(1))))
        break
    return out



# Code: a fenced block (``` or ~~~, unclosed to the end), an inline `span`, or an indented block (four
# spaces or a tab, after a blank line or more code; an indented bullet is a nested list item, not code).
FENCE = lazy_regex(r"^[ \t]*(```|~~~)[^\n]*(?:\n.*?^[ \t]*\1[^\n]*$|.*\Z)", re.MULTILINE | re.DOTALL)
INLINE_CODE = lazy_regex(r"`[^`\n]+`")
INDENTED = lazy_regex(r"(?:\t|    )[ \t]*(?![-*+\u2022][ \t]|\d+[.)][ \t])\S")
# Writing for someone else: what a requested letter, post or message is to say ("write a cover letter
# saying I ...") runs to the end of its sentence. It may be true, but it is worded for its reader, not
# said to us; precision first, the user's own sentences around it still count.
TO_BE_WRITTEN = lazy_regex(
    r"\b(?:write|draft|compose|type up|put together|generate|create)\b[^.!?\n]{0,120}?"
    r"\b(?:saying|that says|to say|stating|that states|explaining|mentioning|announcing|claiming)\b[^.!?\n]*",
    re.IGNORECASE,
)
# Its verbs, searched in the lowercased text: one search, not a test per verb.
_TO_BE_WRITTEN_VERBS = ("writ", "draft", "compos", "type up", "put together", "generat", "creat")
TO_BE_WRITTEN_VERB = lazy_regex(rarest_first(_TO_BE_WRITTEN_VERBS))
# Role-play: from the invitation on ("let's role-play", a sentence opening "Pretend ...", "Act as my
# interviewer"), the user speaks in character, to the end of the message or until they turn back
# (RETURN_TO_USER). Role-play as a hobby ("I'm into roleplaying"), "I pretend to be" and "I act as
# treasurer" are the user's own.
ROLE_PLAY = lazy_regex(
    r"(?:^[ \t]*|(?<=[.!?:])[ \t]+|\b(?:let's|lets|let us|can we|could we|shall we|we'll|you|please|now)[ \t]+"
    r"(?:do[ \t]+(?:a|some)[ \t]+)?)"
    r"(?:role-?play|roleplay|pretend|act as|play the (?:role|part) of|stay in character"
    # a game or a story played together is one too: "Let's play D&D", "Start a text adventure game for me", "Let's
    # write a story together"
    r"|(?:play|start|begin) (?:a |an |some |the |another )?(?:text[- ]based |interactive )?(?:text adventure|"
    r"adventure game|d&d|dnd|dungeons (?:and|&) dragons|tabletop rpg|rpg)"
    r"|(?:write|tell|make up) (?:a |the |our )?(?:story|tale|fic) together|co-?write a story)\b",
    re.IGNORECASE | re.MULTILINE,
)
# Roles cast for a game: "You're a barista and I'm a customer." From there on the user is in character.
CASTING = lazy_regex(r"\byou(?:'re|\u2019re| are) (?:a|an|the|my) [^.!?\n]{1,60}? and "
                     r"i(?:'m|\u2019m| am|'ll be| will be) (?:a|an|the|your)\b", re.IGNORECASE)
# Out of character again: what the user says after this is their own. Not "back to reality" as a thing the character
# speaks of ("Back to reality for my knight is hard").
ROLE_PLAY_ENDS = lazy_regex(r"\b(?:out of character|break(?:ing)? character|ooc|(?:stop|end|quit|exit|drop)(?: of)? "
                            r"(?:the |this |our )?(?:role-?play|roleplay|game|scenario|act)|game over|"
                            r"back to (?:normal|reality)(?!\s+(?:for (?:my|his|her|their|the|our|your)|is|was|feels?|"
                            r"seems?|hits?|will|would|isn't|wasn't)\b))\b", re.IGNORECASE)


# A word aside in brackets inside a role-play, "(OOC: I'm a nurse in real life)", "[out of character - brb]": the
# user's own voice for its length, after which the role-play goes on. Its words are the group. A marker with no
# words in its brackets, "[OOC] gotta go", steps out of the role-play (ROLE_PLAY_ENDS).
OOC_ASIDE = lazy_regex(r"[(\[][ \t]*(?:ooc|out[ -]of[ -]character)\b[ \t]*[:,\-\u2013\u2014]?[ \t]*([^()\[\]\n]+)[)\]]",
                       re.IGNORECASE)


def ooc_asides(source: str) -> list[tuple[int, int]]:
    """The words of each out-of-character aside in the message (see OOC_ASIDE), as spans."""
    if "(" not in source and "[" not in source:
        return []
    low = source.lower()
    if "ooc" not in low and "character" not in low:
        return []
    return [m.span(1) for m in OOC_ASIDE.finditer(source)]


def _without_asides(source: str) -> str:
    """The message with its out-of-character asides taken out: what is said in character or steps out of it."""
    return OOC_ASIDE.sub(" ", source)


# A step out of the role-play said the other way round: "don't break character", "no out of character stuff", "I'm
# not going to stop the game".
END_DENIED = lazy_regex(r"\b(?:don'?t|do not|never|no|not|won'?t|will not|without|can'?t|cannot)(?:\s+[\w']+){0,3}\s+$",
                        re.IGNORECASE)


def steps_out_of_character(source: str) -> bool:
    """Whether the message ends a role-play (ROLE_PLAY_ENDS), not in a denial of it ("don't break character") nor in
    an out-of-character aside: an aside, "(ooc: keep it PG)", is a word from the user in passing, and the role-play
    goes on after it."""
    if ROLE_PLAY_ENDS.search(source) is None:
        return False
    said = _without_asides(source) if ooc_asides(source) else source
    return any(END_DENIED.search(said, max(0, end.start() - 40), end.start()) is None
               for end in ROLE_PLAY_ENDS.finditer(said))


def _outside_asides(regions: list[tuple[int, int]], source: str) -> list[tuple[int, int]]:
    """Role-play regions less the out-of-character asides inside them: those are the user's own words."""
    asides = ooc_asides(source)
    if not asides:
        return regions
    out: list[tuple[int, int]] = []
    for start, end in regions:
        for aside_start, aside_end in asides:
            if start <= aside_start and aside_end <= end:
                out.append((start, aside_start))
                start = aside_end
        out.append((start, end))
    return [(start, end) for start, end in out if start < end]


@lru_cache(maxsize=64)
def _role_play(source: str) -> tuple[tuple[int, int], ...]:
    """Where a role-play begins in the message (ROLE_PLAY, CASTING) and runs to. Kept for the messages read last:
    spoken_in_character asks it of every message of a batch before the batch's clauses are read, and
    foreign_regions asks it again of each (the same answer: both read it from the message alone)."""
    low = source.lower()
    starts: list[int] = []
    if "play" in low or "pretend" in low or "act as" in low or "adventure" in low or "together" in low or (
            "write a story" in low):
        starts.extend(m.start() for m in ROLE_PLAY.finditer(source))
    if "you're" in low or "you are" in low or "you\u2019re" in low:  # what CASTING cannot match without
        starts.extend(m.start() for m in CASTING.finditer(source))
    if not starts:
        return ()
    paragraphs = _Paragraphs(source)
    return tuple((start, paragraphs.own_voice_again(start)) for start in starts)


# A pasted chat log: a line opened by its speaker, "Mom: I have diabetes", "[10:42] Sarah: I'm pregnant!!", "Sarah
# (10:42): ...", and WhatsApp's exports, whose stamp has the date first ("[12/05, 21:14] Ana R: I'm pregnant",
# "[2/14/25, 7:02 PM] Kayla: ...", "04/09/24, 10:02 - Amma: ..."). The speaker's words are theirs; the user's own
# lines are "Me:" or "I:".
SPEAKER_LINE = lazy_regex(
    r"^[ \t]*(?P<stamp>[\[(]?(?:\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?,?[ \t]+)?"
    r"\d{1,2}:\d{2}(?::\d{2})?[ \t]*(?:[ap]\.?m\.?)?[\])]?[ \t]*(?:[-\u2013][ \t]*)?)?"
    r"(?P<who>(?:my[ \t]+)?[A-Za-z][\w.'\u2019-]*(?:[ \t][A-Z][\w.'\u2019-]*)?)[ \t]*"
    r"(?P<after>[\[(]\d{1,2}:\d{2}(?::\d{2})?[ \t]*(?:[ap]\.?m\.?)?[\])])?[ \t]*:[ \t]+(?=\S)",
    re.MULTILINE | re.IGNORECASE,
)
# Who speaks in a chat log by a kin word or a role, whatever else the message holds.
SPEAKER_KIN = frozenset("""mom mum mother dad father sister brother sis bro wife husband hubby partner boyfriend
girlfriend bf gf fiance fiancee grandma grandpa nana granny son daughter aunt uncle cousin boss manager coworker
colleague friend bestie roommate flatmate neighbor neighbour landlord teacher coach client customer ex""".split())
# Labels that open a line of the user's own note or form, never a speaker: "Update: I moved", "Name: Lena".
NOT_A_SPEAKER = frozenset("""me i myself note notes nb update updates edit context background question questions answer
answers q a summary tldr fyi btw ps important also re subject reminder status bio about goal goals problem issue
error output input result results step steps example todo task tasks name age job work role location home pets pet
kids family languages language os diet allergies hobbies hometown email phone address title company employer
education school degree skills experience interests likes dislikes favorites favourites preferences prefs info
details profile stats setup plan plans idea ideas tip tips warning warnings source sources quote caption user
assistant ai bot chatgpt system human response reply draft version option options pros cons mood today yesterday
tomorrow morning evening night monday tuesday wednesday thursday friday saturday sunday""".split())
FIRST_PERSON_OPENING = lazy_regex(r"(?:i|i'm|im|i've|ive|i'll|i'd|my|we|we're|hey|hi|hello|omg|guess what)\b",
                                  re.IGNORECASE)


# Direct speech without quotation marks, from its quotative to the end of its sentence: "He goes, I'm a nurse and I
# live in Ohio", "the guy at the bar was like I'm a pilot", "She said, I have two kids", "As my grandma used to say,
# I have diabetes but ..." (not "I was like", the user's own; "said I'm ..." without the comma is reported speech,
# which the clause reading has).
UNQUOTED_SPEECH = lazy_regex(
    r"\b(?!i\b)(?:he|she|they|(?-i:[A-Z])[a-z]+|(?:my|the|his|her|their|our|this|that|a|some) (?:[\w-]+ ){0,4}?[\w-]+)"
    r" (?:just |then |always |kept |keeps )?(?:(?:goes|went|was like|is like|were like|'s like|\u2019s like)[,:]?"
    r"|(?:says|said|told me|tells me|texted|wrote|yelled|replied)[,:])\s+(?=(?:i|i'm|i've|im|ive|my)\b)"
    r"|\bas (?!i\b|we\b)(?:my |the |his |her |our |their )?(?:[\w-]+ ){0,2}?"
    r"(?:used to |would |always |likes to |loved to )?says?,\s+(?=(?:i|i'm|i've|im|ive|my)\b)",
    re.IGNORECASE,
)
SENTENCE_BOUNDARY = lazy_regex(r"[.!?\n]")
# The quotative itself, searched in the lowercased text where what follows it is in it (see _unquoted_speech): most
# texts have none, and UNQUOTED_SPEECH tries a speaker at every word.
# Each of its verbs is a branch of its own that opens on the verb's first letter (the punctuation after it put in each),
# so that a search looks for those letters alone: verbs grouped under one branch were tried at every position (twice
# as long).
QUOTATIVE = lazy_regex(r"(?:goes[,:]?|went[,:]?|like[,:]?|says[,:]|said[,:]|told me[,:]|tells me[,:]|texted[,:]|"
                       r"wrote[,:]|yelled[,:]|replied[,:]|say[,:])\s+(?:i|i'm|i've|im|ive|my)\b")


def _may_quote(low: str) -> bool:
    """Whether a lowercased text may hold direct speech without quotation marks (see UNQUOTED_SPEECH)."""
    return ("like i" in low or "like my" in low or ", i" in low or ": i" in low or ", my" in low or ": my" in low
            or "goes i" in low or "went i" in low) and QUOTATIVE.search(low) is not None


def _unquoted_speech(source: str) -> list[tuple[int, int]]:
    """Direct speech said without quotation marks (see UNQUOTED_SPEECH), to the end of its sentence."""
    out = []
    for m in UNQUOTED_SPEECH.finditer(source):
        stop = SENTENCE_BOUNDARY.search(source, m.end())
        out.append((m.end(), stop.start() if stop else len(source)))
    return out


def _chat_log(source: str) -> list[tuple[int, int]]:
    """The lines of a pasted chat log that others speak (see SPEAKER_LINE): each line whose speaker is named with a
    time or a kin word, and, in a log (a speaker who speaks twice, or the user's own "Me:" lines), every line a name
    opens; a form's labels ("Occupation:", "Emergency contact:") each open one line."""
    found = list(SPEAKER_LINE.finditer(source))
    speakers = [m.group("who").lower().removeprefix("my").strip() for m in found]
    lines = [m for m, who in zip(found, speakers, strict=True) if who not in NOT_A_SPEAKER]
    if not lines:
        return []
    others = [who for who in speakers if who not in NOT_A_SPEAKER]
    log = any(FIRST_PERSON_OPENING.match(source, m.end()) for m in lines) and (
        len(set(others)) < len(others) or "me" in speakers or "i" in speakers)
    out = []
    for m in lines:
        who = m.group("who").lower().removeprefix("my").strip()
        if m.group("stamp") or m.group("after") or who in SPEAKER_KIN or (
                log and m.group("who")[0].isupper() and " " not in who):
            end = source.find("\n", m.end())
            out.append((m.end(), len(source) if end < 0 else end))
    return out


def in_character_after(source: str) -> bool:
    """Whether the message leaves the user in a role-play: one it starts or casts runs on to its end, so
    the user's next messages are in character too until they step out of it (ROLE_PLAY_ENDS)."""
    plays = _role_play(source)
    return bool(plays) and any(end == len(source) for _, end in plays) and not steps_out_of_character(source)


def _code(source: str) -> list[tuple[int, int]]:
    out = [(m.start(), m.end()) for m in FENCE.finditer(source)]
    out.extend((m.start(), m.end()) for m in INLINE_CODE.finditer(source))
    if "\n    " in source or "\n\t" in source:
        at, previous_blank, in_code = 0, True, False
        for line in source.split("\n"):
            end = at + len(line)
            in_code = bool(INDENTED.match(line)) and (previous_blank or in_code)
            if in_code:
                out.append((at, end))
            previous_blank, at = not line.strip(), end + 1
    return out


def _speech(words: str) -> bool:
    words = words.replace("\u2019", "'")
    return bool(SPEAKER.search(words)) or len(words.split()) >= 5 or bool(
        words[:1].isalpha() and SUBJECT_LEFT_OUT.match(words))


def _quotations(source: str, paragraphs: _Paragraphs) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    opened = None
    for mark in QUOTE_MARK.finditer(source) if '"' in source or "\u201c" in source or "\u201d" in source else ():
        at, char = mark.start(), mark.group()
        if opened is not None and paragraphs.end(opened) < at:
            out.append((opened, paragraphs.end(opened)))  # unclosed: to the end of its paragraph
            opened = None
        if opened is None:
            if char == "\u201d" or (char == '"' and at and source[at - 1].isalnum()):
                continue  # a closing mark, an inch mark, a typo ('I"ll')
            opened = at
        elif char != "\u201c":
            if _speech(source[opened + 1:at]):
                out.append((opened, at + 1))
            opened = None
    if opened is not None:
        out.append((opened, paragraphs.end(opened)))
    if "\u00ab" in source or "\u00bb" in source or "\u2039" in source or "\u300c" in source or "\u300e" in source:
        out.extend((m.start(), min(m.end(), paragraphs.end(m.start()))) for m in OTHER_QUOTED.finditer(source)
                   if _speech(m.group()[1:].rstrip("\u00bb\u00ab\u203a\u300d\u300f")))
    if OPENING_SINGLE_QUOTE.search(source):  # most apostrophes open nothing: skip the costly search
        out.extend((m.start(), m.end()) for m in SINGLE_QUOTED.finditer(source)
                   if _speech(source[m.start() + 1:m.end() - 1]) and len(m.group().split()) > 1)
    return out


def foreign_regions(source: str) -> list[tuple[int, int]]:
    """Stretches of a user's message that are not the user speaking: what they quote. Sorted spans."""
    regions = []
    paragraphs = _Paragraphs(source)
    if ('"' in source or "\u201c" in source or "'" in source or "\u2018" in source or "\u00ab" in source
            or "\u00bb" in source or "\u2039" in source or "\u300c" in source or "\u300e" in source):
        regions.extend(_quotations(source, paragraphs))
    low = source.lower()
    if TO_BE_WRITTEN_VERB.search(low):
        regions.extend((m.start(), m.end()) for m in TO_BE_WRITTEN.finditer(source))
    if role_play := _role_play(source):
        regions.extend(_outside_asides(list(role_play), source))
    if "`" in source or "~~~" in source or "\n    " in source or "\n\t" in source:
        regions.extend(_code(source))
    if ">" in source:
        regions.extend((m.start(), m.end()) for m in QUOTE_LINE.finditer(source))
    if ":" in source and SPEAKER_LINE.search(source):
        regions.extend(_chat_log(source))
    if _may_quote(low):
        regions.extend(_unquoted_speech(source))
    if ("lord" in low or "god" in low or "jesus" in low or "father" in low or "allah" in low or "savio" in low
            or "mary" in low or "spirit" in low):
        regions.extend(_prayers(source, paragraphs))
    if "-" in source or "\u2013" in source or "\u2014" in source:
        regions.extend((dash.end(), paragraphs.end(dash.end())) for dash in REWORK_DASH.finditer(source))
    if ":" in source or "--" in source or "\n" in source:
        regions.extend(_lead_ins(source, paragraphs))
        if "\n\n" in source or "\n-" in source or "\n \n" in source:
            regions.extend(_letters(source, paragraphs))
        mail = MAIL_START.search(source)
        if mail:
            regions.append((mail.start(), paragraphs.own_voice_again(mail.start())))
    return sorted(regions)


class ForeignRegions:
    """A message's foreign regions merged into disjoint stretches, so whether a clause touches one is a
    binary search, not a scan of every region (a long message can hold thousands of quoted lines)."""

    @classmethod
    def of(cls, source: str) -> ForeignRegions:
        return cls(foreign_regions(source))

    def __init__(self, regions: list[tuple[int, int]]) -> None:
        self._starts: list[int] = []
        self._ends: list[int] = []
        for start, end in regions:  # sorted by start
            if self._ends and start <= self._ends[-1]:
                self._ends[-1] = max(self._ends[-1], end)
            else:
                self._starts.append(start)
                self._ends.append(end)

    def touch(self, start: int, end: int) -> bool:
        index = bisect_left(self._starts, end) - 1
        return index >= 0 and self._ends[index] > start


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    text: str
    ends_question: bool
    # Introduced by "because", "so", "since"...: a reason or aside, not a statement in its own right.
    subordinate: bool = False
    # Introduced by "because" or "since", in a sentence that supposes nothing: the reason the user gives, for a
    # request or a question too ("Can you suggest a dessert without dairy since I'm lactose intolerant?"). Whether
    # it states a fact of its own (present tense, not "since I was a kid") is the extractor's to judge.
    reason: bool = False
    # Its sentence says it holds for this once ("Please answer in Spanish this time, my friend is reading over my
    # shoulder"): what someone is doing in it is the moment's.
    moment: bool = False

    def __init__(self, start: int, end: int, text: str, ends_question: bool, subordinate: bool = False,
                 reason: bool = False, moment: bool = False) -> None:
        # The fields set in one update of the instance's dict: the generated __init__ of a frozen dataclass sets each
        # through object.__setattr__, and a message's clauses made that a hundredth of the extractor's time. Still
        # frozen (assignment raises) and compared, hashed and replaced as before; test_extract_spans checks that this
        # takes the fields, in order and with their defaults, that the dataclass declares.
        self.__dict__.update(start=start, end=end, text=text, ends_question=ends_question, subordinate=subordinate,
                             reason=reason, moment=moment)


def _trimmed(source: str, start: int, end: int) -> tuple[int, int]:
    while start < end and (source[start].isspace() or source[start] in ",;:-\"'(*\u2022"):  # "* I'm vegan": an item
        start += 1
    while end > start and (source[end - 1].isspace() or source[end - 1] in ".!?,;:\"')"):
        end -= 1
    return start, end


# A lead-in to a list numbered on one line whose items are not the user's own news: someone's words ("Things my ex
# said:"), someone's list ("His list:", "My sister's profile:"), or what is to be done ("To do:", "Goals for 2025:").
# Its items are read together, as the lead-in's words, not each as a sentence of the user's.
LISTED_NOT_OWN = lazy_regex(
    r"(?:\b(?:said|says|say|told|tells|wrote|writes|texted|replied|posted|tweeted|his|her|their|to[- ]?do|goals?|"
    r"resolutions?|plans?|bucket ?list|wish ?list)\b|\b\w+'s [^:]{0,30}?)[^:]{0,40}:\s*$", re.IGNORECASE)
# An item's number in a list run together on one line: "1) I moved to Wellington 2) new job starts 1 March",
# "1. cancelled Netflix 2. sold the keyboard". Only numbers that count up from 1 are items (see _enumerated).
ENUMERATOR = lazy_regex(r"(?<!\S)(\d{1,2})[.)](?=\s)")


def _enumerated(source: str) -> list[tuple[int, int]]:
    """The stretches of a text that lists its items by number on one line ("1) ... 2) ... 3) ..."): what comes before
    the first and each item without its number; none unless at least two numbers count up from 1 (a "2." alone, "I'm
    29. ..." list nothing)."""
    marks: list[re.Match[str]] = []
    for mark in ENUMERATOR.finditer(source):
        if int(mark.group(1)) == len(marks) + 1:
            marks.append(mark)
    if len(marks) < 2:
        return []
    out, start = [], 0
    for mark in marks:
        out.append((start, mark.start()))
        start = mark.end()
    out.append((start, len(source)))
    return [(s, e) for s, e in out if source[s:e].strip()]


def sentences(source: str) -> list[tuple[int, int]]:
    if (("1)" in source and "2)" in source) or ("1. " in source and "2. " in source)) and (
            items := _enumerated(source)):
        if ":" in source[:items[0][1]] and LISTED_NOT_OWN.search(source, 0, items[0][1]):
            # after someone's words, someone's list or a to-do, the items are one sentence with their lead-in's
            lead = sentences(source[:items[0][1]])
            return [*lead[:-1], (lead[-1][0] if lead else 0, len(source))]
        # each item of a list numbered on one line is read as a sentence of its own (its stops too)
        return [(a + s, a + e) for s, e in items for a, b in ((s, e),) for s, e in sentences(source[a:b])]
    out, start = [], 0
    ends = SENTENCE_END_DASHED if "\u2014" in source or "\u2013" in source or " - " in source else SENTENCE_END
    if ends is SENTENCE_END and ";" not in source and source.isascii() and source.isprintable() and (
            not SENTENCE_TAGS_SPACED.search(low := source.lower())):
        # Only its stop can match: no line break, emoji or semicolon, no space but " " (the other ASCII spaces are
        # not printable) and so no " - " (read above); and, in ASCII, a chat tag is one in the lowercased text.
        # Each sentence but the last holds the stop that ends it, so none of them is blank.
        for match in SENTENCE_STOP_LED.finditer(source):
            out.append((start, match.start(1)))
            start = match.end()
        if source[start:].strip():
            out.append((start, len(source)))
        dictated = _dictation_hinted(source, low)  # (an ASCII text's caseless text is its lowercased one)
    else:
        spans = []
        for match in ends.finditer(source):
            spans.append((start, match.start()))
            start = match.end()
        spans.append((start, len(source)))
        out = [(s, e) for s, e in spans if source[s:e].strip()]
        dictated = _dictation_hinted(source, caseless(source))
    if dictated:
        out = [piece for s, e in out for piece in _dictated(source, s, e)]
    return out


# -- dictation --------------------------------------------------------------------------------------
# A voice transcript runs its sentences together with no stops, only spoken fillers between them: "um so yeah i
# live in portland and like every morning before work i go running you know it's kind of my thing so um can you
# find me a podcast". Read as one sentence, the request at its end (or a "you know") makes all of it a request.
# A stretch with no punctuation at all, long enough and with a filler in it, is broken where the speaker starts
# again: at a filler ("um", "uh", a "you know" said to nobody), at "and like" / "so like", and before an "I" (or
# "he's", "she's") that opens a new clause, i.e. one no word before it takes as its own ("if i", "the one i",
# "think i'm"). A supposition keeps what follows it ("if i moved to denver um would i need a car").
HESITATIONS = r"um+|uh+|uhm+|erm+"  # spoken fillers, as a pattern's alternatives
DICTATION_HINT = lazy_regex(r"\b(?:" + HESITATIONS + r"|you know)\b", re.IGNORECASE)
DICTATED_PUNCTUATION = lazy_regex(r"[,;:()\"\u2013\u2014\u201c\u201d]|[.!?]\S|\s-\s")
# Read word by word, once: a regular expression over a run of fillers ("um um um ...") that could be shared out
# between its parts every way would take the cube of the run's length.
HESITATION = lazy_regex(HESITATIONS)
FILLERS = frozenset("yeah okay ok like so".split())
CONJUNCTIONS = frozenset("and but so or".split())
# "you know" said to nobody: not asked ("do you know"), nor with its object ("you know what i mean", "you know him").
NOT_BEFORE_YOU_KNOW = frozenset("do did don't dont if as you i would we they".split())
KNOWN_OBJECT = frozenset("what how why where who whether if that about anyone anybody any him her them me it".split())
# What opens a clause of its own after a hesitation; before anything else it is a pause inside one ("i speak um
# portuguese", "remind me uh tomorrow").
OPENERS = frozenset(
    """i i'm i've i'd i'll im ive my we we're he he's she she's they they're it's there's that's can could would will
    what what's how where when why who is are do does please remind set tell find give show help let let's maybe
    anyway""".split()
)
SUBJECTS = frozenset("i i'm i've im ive he's she's".split())
WORD_TOKEN = lazy_regex(r"\S+")
# What takes an "I" after it as part of its own clause: a conjunction, a relative head, a verb of saying or
# thinking, an auxiliary ("would i", "can i"), a preposition ("like i said").
BINDS_NEXT = frozenset(
    """and or but so nor that what whatever when whenever if because cause cuz cos coz since than as where wherever
    how why who whom whose which whether until till unless while though although after before once then know knew
    think thought guess mean meant say says said hope wish feel felt like suppose bet swear believe realize
    realized sure glad sorry afraid even only just can could would should will shall may might must do does did
    am is are was were be been have has had let make made help see saw hear heard tell told way time times thing
    things one ones stuff place guy girl person kind sort type day night year week month""".split()
)
DETERMINERS = frozenset("the a an this that these those every any some my his her their our your each no".split())


def _dictation_hinted(text: str, low: str) -> bool:
    """DICTATION_HINT.search(text), after a look in the caseless text (`low`) for what it holds ("um", "uh", "erm" or
    "you know"): a case-blind search of a whole message that opens on a word boundary is tried at every position, and
    fifteen messages in sixteen hold none of them."""
    return ("um" in low or "uh" in low or "erm" in low or "you know" in low) and DICTATION_HINT.search(text) is not None


def _spoken_breaks(sentence: str) -> list[tuple[int, int]]:
    """Where a dictated sentence breaks, as (end of the piece before, start of the piece after): a run of fillers
    with a hesitation in it after "and", "so", "but" or before a clause's opener, "and like", or the space before
    a subject no word before it takes ("tonight i'm", not "if i", "the car i")."""
    tokens = [(m.start(), m.end(), m.group().lower().replace("\u2019", "'")) for m in WORD_TOKEN.finditer(sentence)]
    out: list[tuple[int, int]] = []
    i, piece = 1, 0  # a sentence's first word breaks nothing; piece: where the current piece's words begin
    while i < len(tokens):
        word = tokens[i][2]
        j = i + 1 if word in CONJUNCTIONS else i
        k, hesitated = j, False
        while k < len(tokens):
            token = tokens[k][2]
            if HESITATION.fullmatch(token):
                hesitated, k = True, k + 1
            elif token == "you" and k + 1 < len(tokens) and tokens[k + 1][2] == "know" and (
                    tokens[k - 1][2] not in NOT_BEFORE_YOU_KNOW) and (
                    k + 2 == len(tokens) or tokens[k + 2][2] not in KNOWN_OBJECT):
                hesitated, k = True, k + 2
            elif token in FILLERS:
                k += 1
            else:
                break
        if k > j and hesitated and (j > i or (k < len(tokens) and tokens[k][2] in OPENERS
                                              and tokens[i - 1][2] not in BINDS_NEXT)):
            # (not after a word that takes what follows: "people say um i'm a bad driver" is what they say)
            out.append((tokens[i - 1][1], tokens[k - 1][1]))
            i = piece = k
            continue
        if j > i and k > j and tokens[j][2] == "like":  # "and like every morning"
            out.append((tokens[i - 1][1], tokens[j][1]))
            i = piece = j + 1
            continue
        if word in SUBJECTS and i - piece >= 2:
            # the words before it, a pause passed over ("i think um i'm ...")
            before = [t for _, _, t in tokens[max(piece, i - 8):i] if not HESITATION.fullmatch(t) and t not in FILLERS]
            if not before or (before[-1] not in BINDS_NEXT and (len(before) < 2 or before[-2] not in DETERMINERS)):
                out.append((tokens[i - 1][1], tokens[i][0]))
                piece = i
        i = max(i + 1, k)  # a run of fillers that breaks nothing is passed whole
    return out


def _dictated(source: str, start: int, end: int) -> list[tuple[int, int]]:
    """The pieces of a sentence that is a voice transcript (see DICTATION_HINT), or the sentence whole."""
    sentence = source[start:end]
    if DICTATED_PUNCTUATION.search(sentence.rstrip(".!? ")) or len(sentence.split()) < 10 or (
            not DICTATION_HINT.search(sentence)):
        return [(start, end)]
    pieces, at = [], 0
    for before, after in _spoken_breaks(sentence):
        if SUPPOSED.search(sentence, at, before):
            break  # a supposition: what follows is supposed with it
        pieces.append((start + at, start + before))
        at = after
    pieces.append((start + at, end))
    return [(s, e) for s, e in pieces if source[s:e].strip()]


# "you know?" said last, after a comma: a spoken tag, no question ("... speaks it at home, you know?").
YOU_KNOW_TAG = lazy_regex(r",\s*(?:you know|y'know|ya know)\?[\s?!.]*$", re.IGNORECASE)
# A sentence that opens as a question (an interrogative, an auxiliary before its subject, "if"): every clause in it
# is asked or supposed.
# Both it and SUPPOSED_FROM_START are written case-blind and matched in the message's caseless text (see
# caseless_pattern: the same matches, each word a literal to compare, not a letter folded at each step).
_ASKED_FROM_START = (r"\W*(?:(?:so|and|but|ok|okay|also|hey|hi|um+|uh+|well|oh)\W+)*(?:who|whom|whose|what|"
                     r"what's|when|where|which|why|how|is|isn't|are|aren't|am|do|don't|does|doesn't|did|"
                     r"didn't|can|can't|could|couldn't|would|wouldn't|should|shouldn't|will|won't|shall|"
                     r"may|might|must|have|haven't|has|hasn't|had|if|whether|any|anyone|anybody)\b")
ASKED_FROM_START = lazy_regex(caseless_pattern(_ASKED_FROM_START))

# A sentence that opens on a supposition said as such (an arguer's, a planner's), or on a frame that is not the user's
# life now (a dream, a game, a story; next year): every clause in it is supposed. "Hypothetically, I have diabetes",
# "For the sake of argument, I'm a Republican", "In my dream I was a pilot and I lived in Paris", "In the game I'm a
# pilot and I own a boat", "Next year I'm a senior and I live in the dorms".
_SUPPOSED_FROM_START = (r"\W*(?:(?:so|and|but|ok|okay|well|now|just|like)\W+)*(?:hypothetically|theoretically|"
                        r"in theory|for (?:the sake of )?argument'?s sake|for the sake of (?:the )?argument|"
                        r"(?:worst|best)[- ]case(?: scenario)?|(?:playing|to play|i'll play|let me play) "
                        r"(?:the )?devil'?s advocate|devil'?s advocate|imagine|let'?s say|say that|"
                        r"in (?:my|the|this|our|a|that|his|her|their) (?:(?:[\w'-]+ ){0,2}?)"
                        r"(?:dreams?|nightmares?|games?|novel|book|story|stories|fic|fanfic|fan ?fiction|"
                        r"campaign|simulation|rp|role-?play|universe|headcanon|fantasy|fantasies|script|screenplay|play|movie|film|"
                        r"video|comic|manga|world ?building|alternate (?:universe|timeline)|au|sims?)"
                        r"(?=\s*,|\s+(?:i|i'm|im|i've|ive|i'd|my|we)\b)|"
                        # a game named by its title: "In Skyrim I'm a werewolf"
                        r"in (?:skyrim|minecraft|fortnite|roblox|terraria|stardew(?: valley)?|animal crossing|"
                        r"the sims(?: \d)?|wow|world of warcraft|runescape|osrs|elden ring|dark souls(?: \d)?|"
                        r"baldur'?s gate(?: \d)?|bg3|gta(?: v| 5| online)?|fallout(?: \d| new vegas)?|"
                        r"red dead(?: redemption)?(?: 2)?|rdr2|cyberpunk(?: 2077)?|mass effect|dragon age|"
                        r"ffxiv|final fantasy(?: (?:x|v|i)+| \d+)?|genshin(?: impact)?|destiny(?: 2)?|overwatch|"
                        r"valorant|rimworld|factorio|crusader kings(?: \d| iii)?|ck3|bitlife|pokemon \w+|"
                        r"zelda|hogwarts legacy|starfield|oblivion|morrowind|the witcher(?: \d)?|witcher \d)"
                        r"(?=\s*,|\s+(?:i|i'm|im|i've|ive|i'd|my|we)\b)|"
                        r"next (?:year|month|week|summer|fall|autumn|winter|spring|semester|term)|"
                        r"in (?:a|one|two|three|a few|five|ten) (?:years?|months?|decades?)(?: time)?)\b")
SUPPOSED_FROM_START = lazy_regex(caseless_pattern(_SUPPOSED_FROM_START))
# A frame of fiction or a game said after the clause it holds for, at the clause's end: "I'm a pilot in the game", "I
# own a castle in Minecraft", "I'm a werewolf in my D&D campaign", "I'm a billionaire in Monopoly", "I'm a nurse in my
# dreams". What the clause says is of the frame, as when it opens the sentence (SUPPOSED_FROM_START); a place, a field
# or real life after it frames nothing ("in the ICU", "in the Air Force", "in real life"), nor a frame's word that is
# not the phrase's last ("in the game industry", "in my book club").
TRAILING_FRAME = lazy_regex(
    r"\bin (?:(?:my|the|this|our|a|that|his|her|their) (?:[\w'&-]+ ){0,2}?(?:dreams?|nightmares?|games?|novel|book|"
    r"story|stories|fic|fanfic|fan ?fiction|campaign|simulation|rp|role-?play|universe|headcanon|fantasy|fantasies|"
    r"script|screenplay|play|movie|film|comic|manga|alternate (?:universe|timeline)|au|sims?|save(?: file)?|"
    r"playthrough|mmo|rpg|d&d|dnd)"
    r"|skyrim|minecraft|fortnite|roblox|terraria|stardew(?: valley)?|animal crossing|the sims(?: \d)?|sims(?: \d)?|"
    r"wow|world of warcraft|runescape|osrs|elden ring|dark souls(?: \d)?|baldur'?s gate(?: \d)?|bg3|"
    r"gta(?: v| 5| online)?|fallout(?: \d| new vegas)?|red dead(?: redemption)?(?: 2)?|rdr2|cyberpunk(?: 2077)?|"
    r"mass effect|dragon age|ffxiv|final fantasy(?: [xvi]+| \d+)?|genshin(?: impact)?|overwatch|rimworld|"
    r"factorio|crusader kings(?: \d| iii)?|ck3|bitlife|zelda|hogwarts legacy|starfield|oblivion|morrowind|"
    r"the witcher(?: \d)?|monopoly|the game of life|catan|d&d|dnd|dungeons (?:and|&) dragons)"
    r"(?=\s*(?:[,.;:!?)]|$)|\s+(?:lol|lmao|haha+|hah|too|though|anyway|btw|and|but)\b)",
    re.IGNORECASE)
HEDGE_OPENING = lazy_regex(r"\W*(?:i|im|i'm|i've)\s*(?:think|thought|guess|believe|suppose|reckon|assume|imagine|mean|"
                           r"hope|wonder|feel|am not sure|'m not sure|not sure|don't know|dont know|dunno|might|may|"
                           r"could|was told|heard)\b", re.IGNORECASE)


# A clause of how the user plays the game, no part of its world: "I main support in Overwatch", "I've played 2,000
# hours in Skyrim", "I'm ranked Diamond in Overwatch".
PLAYING_THE_GAME = lazy_regex(r"\W*(?:i|i'm|im|i've|ive)\s+(?:(?:mostly|mainly|usually|always|just|only|still|also|"
                              r"been|really)\s+)*(?:main|mained|maining|play|played|playing|rank|ranked|grind|"
                              r"grinded|grinding|stream|streamed|streaming|speedrun\w*|mod|modded|modding|spent|spend)\b",
                              re.IGNORECASE)


def _framed_after(sentence: str, pieces: list[tuple[int, int, bool, bool]]) -> set[int]:
    """The pieces of a sentence a frame of fiction after them holds for (see TRAILING_FRAME): the piece it ends, and
    the ones joined to it by "and" before it ("I'm a pilot and I own a boat in the game"), not past a comma or a
    "but" ("I'm a nurse, but I'm a pilot in the game")."""
    framed: set[int] = set()
    for i, (start, end, _, _) in enumerate(pieces):
        if TRAILING_FRAME.search(sentence, start, end) and not PLAYING_THE_GAME.match(sentence, start, end):
            framed.add(i)
            j = i
            while j > 0 and re.match(r"\s+(?:and|&|plus)\s", sentence[pieces[j - 1][1]:pieces[j][0]], re.I):
                j -= 1
                framed.add(j)
    return framed


# A reason put before the question it is given for: "Since I'm allergic to penicillin, what can I take?", "As a type 1
# diabetic, is it safe for me to fast?". The reason is a first-person clause (or, after "as", what the user is, asked
# about themselves: "As a nurse, what would you do?" may ask the listener to play one); the question opens on its
# wh-word or verb after the comma.
_QUESTION_OPENS = r",\s+(?=(?:so\s+)?(?:what|which|how|where|when|is|are|can|could|should|would|will|do|does|am)\b)"
FRONTED_REASON = lazy_regex(
    r"(?:since|because|given that|seeing as)\s+((?:i'm|i am|im|i have|i've got)\s[^,?;.]{3,80}?)" + _QUESTION_OPENS
    + r"|as\s+(an?\s(?!(?:kid|child|teen|teenager|student|beginner|parent|mom|mum|dad|man|woman|guy|girl|person|"
    r"result|rule|matter|side|bonus|reminder|favou?r|treat|follow[- ]up|example|aside|"
    # one only supposed: "As a hypothetical diabetic, what would I eat?"
    r"hypothetical|pretend|fictional|imaginary|theoretical|would-be)\b)[^,?;.]{3,60}?)"
    + _QUESTION_OPENS + r"(?=[^?]*?\b(?:i|me|my)\b)(?![^?]*\b(?:you|u)\b)"
    # (the question of another of theirs is theirs to be asked as: "As a type 1 diabetic, is it safe for my son to
    # fast?", "As a nurse, is it normal for my mom to sleep so much?")
    r"(?![^?]*\b(?:my|our) (?:[\w-]+ )?(?:" + _SOMEONE + r"|parents?|children|baby|babies)\b)",
    re.IGNORECASE)


def clauses(source: str) -> list[Span]:
    """First-person clause candidates of a text, leading filler words removed."""
    out: list[Span] = []
    found = foreign_regions(source)
    regions = ForeignRegions(found) if found else None  # (most messages quote no one)
    # The hint of a break is looked for in the message's caseless text, between where the sentence begins and ends: it
    # keeps the text's length (no character lowers to two: see test_caseless_keeps_every_length), and lowers each of
    # the characters the hint looks for as lowering the sentence alone would.
    low = caseless(source)
    for s_start, s_end in sentences(source):
        if source[s_start:s_start + 1] in "SsBbAaGg" and "?" in source[s_start:s_end] and (
                fronted := FRONTED_REASON.match(source, s_start, s_end)):
            # "Since I'm allergic to penicillin, what would a GP give me?": the reason the question is asked for is the
            # user's own word, as it is said after it; the question is the rest of the sentence
            group = 1 if fronted.group(1) else 2
            a, b = _trimmed(source, fronted.start(group), fronted.end(group))
            if not (regions and regions.touch(a, b)):
                out.append(Span(a, b, source[a:b], False, False, True, False))
            s_start = fronted.end()
        sentence = source[s_start:s_end]
        question = "?" in sentence
        if question and sentence.count("?") == 1 and "know?" in sentence and YOU_KNOW_TAG.search(sentence):
            question = False  # "... because half my class speaks it, you know?": a filler with a mark, asking nothing
        said = low[s_start:s_end]  # (ONE_OFF is case-blind: "Today I ...", "At the moment my ...")
        moment = ("this" in said or "now" in said or "today" in said or "tonight" in said or "moment" in said) and (
            ONE_OFF.search(sentence) is not None)
        pieces: list[tuple[int, int, bool, bool]] = []  # (start, end, subordinate, reason) of each clause
        start, subordinate, reason = 0, False, False
        supposed, searched = False, 0  # whether the sentence so far supposes; each stretch searched once
        supposing = False  # inside an "if …" that has not reached its comma: "if I'm vegan and I have a cat, …"
        for match in CLAUSE_BREAK.finditer(sentence) if CLAUSE_BREAK_HINT.search(low, s_start, s_end) else ():
            if COMPOUND_SUBJECT.fullmatch(sentence, start, match.start()) and match.group().strip().lower() == "and":
                continue  # "my husband and I ..." is one subject, not two clauses
            if match.group().strip().lower() == "and" and AND_I_NEXT.match(sentence, match.end()) and (
                    pair := PAIR_OPENED_BEFORE.search(sentence, start, match.start())) and pair.start() > start:
                # "I'm married and my husband and I have 2 children": the pair is the next clause's subject, its
                # "and" the break ("User is married", not "User is married and their husband")
                pieces.append((start, pair.start(), subordinate, reason))
                start, subordinate, reason = pair.start(1), supposing, False
                continue
            if match.group()[0] == ":" and SPEECH_BEFORE_COLON.search(sentence, start, match.start()):
                continue  # "My friend said: I love pizza" is what the friend said, not the user's own clause
            pieces.append((start, match.start(), subordinate, reason))
            conjunction = (match.group(1) or match.group(2) or "").lower()
            if not supposed:
                supposed = SUPPOSED.search(sentence, max(0, searched - 12), match.start()) is not None
                searched = match.start()
            # (SUPPOSED's words include SUPPOSITION's: a sentence that supposes nothing so far is spared the search)
            supposing = supposed and bool(supposing or SUPPOSITION.search(sentence, start, match.start())) and (
                (match.group().split(None, 1) or [""])[0].lower() in ("and", "plus"))
            start, subordinate = match.end(), bool(conjunction) or supposing
            reason = conjunction in ("because", "since", "bc", "cuz", "coz") and not supposed and not (
                conjunction == "since" and SINCE_AGED.match(sentence, match.end()) is not None)
        if not pieces:
            # The sentence is one clause (most are): nothing to merge, and it asks whatever the sentence asks (it ends
            # the sentence), supposes what the sentence opens on supposing, or is said of a frame after it.
            merged = [(0, len(sentence), False, False)]
            asks_throughout = question or SUPPOSED_FROM_START.match(low, s_start, s_end) is not None or (
                " in " in sentence and bool(_framed_after(sentence, merged)))
            framed = ()
        else:
            pieces.append((start, len(sentence), subordinate, reason))
            # A reason or aside stays part of the clause it explains, and is also offered on its own (for retractions).
            merged = []
            head = 0  # the last clause in its own right so far (or the first)
            for piece in pieces:
                if piece[2] and merged:
                    merged[head] = (merged[head][0], piece[1], merged[head][2], merged[head][3])
                elif not piece[2]:
                    head = len(merged)
                merged.append(piece)
            # A question asked after the user's own clause is the later clause's: in "I'm a nurse and I have a cat, can
            # you quiz me?" the first clause asks nothing. A sentence that opens as a question asks in all of its
            # clauses, and one that opens on a supposition (SUPPOSED_FROM_START) supposes in all of them.
            asks_throughout = (question and ASKED_FROM_START.match(low, s_start, s_end) is not None) or (
                SUPPOSED_FROM_START.match(low, s_start, s_end) is not None)
            framed = _framed_after(sentence, merged) if not asks_throughout and " in " in sentence else ()
        for i, (p_start, p_end, p_subordinate, p_reason) in enumerate(merged):
            a, b = _trimmed(source, s_start + p_start, s_start + p_end)
            # ("I'm vegan, I think, can you…?": a hedge after it is said of it, and the question goes with it)
            asked = asks_throughout or (question and ("?" in sentence[p_start:p_end] or p_end >= len(sentence) or (
                i + 1 < len(merged) and HEDGE_OPENING.match(sentence, merged[i + 1][0]) is not None)))
            asked = asked or i in framed  # "I'm a pilot in the game": said of the game
            if i + 1 < len(merged) and sentence[p_start:p_start + 1].isupper() and ELLIDED_FOR_OTHER.fullmatch(
                    sentence, merged[i + 1][0], merged[i + 1][1]) and not OWN_OPENING.match(sentence, p_start):
                continue  # "Quit vaping, my sister did", "Carpenter by trade, my dad was": the other's, not the user's
            filler = LEADING_FILLER.match(low, a, b)
            if filler:
                a, b = _trimmed(source, filler.end(), b)
            if b - a >= 4 and not (regions and regions.touch(a, b)):
                out.append(Span(a, b, source[a:b], asked, p_subordinate, p_reason, moment))
    return out
