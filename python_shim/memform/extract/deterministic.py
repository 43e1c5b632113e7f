"""The deterministic extractor: rules over first-person clauses, precision before recall.

Each clause of a user's own message may yield one candidate with a semantic subject (the
conflict key), a canonical third-person statement and the clause itself as evidence.
Questions, hypotheticals, requests, quoted or second-person talk, passing moods and
transient detail yield nothing.
"""

from __future__ import annotations

import itertools
import json
import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache, partial
from itertools import pairwise

from memform.extract import lexicon as lx
from memform.extract.patterns import alternatives, caseless_pattern, lazy_regex
from memform.extract.port import ExtractionContext, SourceEvent
from memform.extract.text import (
    EMOJI,
    FENCE,
    HESITATIONS,
    SALUTATION,
    ForeignRegions,
    Span,
    caseless,
    clauses,
    foreign_regions,
    in_character_after,
    ooc_asides,
    own_draft,
    rarest_first,
    steps_out_of_character,
)
from memform.models import BeliefType, MemoryCandidate

SCAN_CEILING = 256
WORD = lazy_regex(r"[a-z0-9][a-z0-9'+-]*")
NUMBER_WORDS = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|some|several|many|a few|lots of|a lot of)"
PREPOSITION_STOP = lazy_regex(
    r"\s(?:with|because|when|while|since|after|before|during|until|but|and then|so that|at|for|"
    r"in|on|every|each|as|than|whenever|although|though|from|about|to the|into|near|around|named|called|twice|once|"
    r"i|i'm|i've|we|you|he|she|they|by|"
    r"\d+ times|a few times|several times|many times|yesterday|yday|2day|recently|this year|this month|"
    # (and a text's "lst wk", "2 wks ago")
    r"la?st (?:week|month|year|night|summer|winter|spring|fall|time|wk|mo|yr|nite)|"
    # how often or how long ago: "softball years ago", "a few years back", "Spain a couple of times", "the old ones
    # all the time", "concerts a year", "over the years", "throughout my day"
    r"(?:(?:a|one|two|three|four|five|a few|a couple|a couple of|several|many|some|\d+) )?(?:days?|weeks?|months?|"
    r"years?|decades?|wks?|mos?|yrs?) (?:ago|back)|(?:a couple of|a couple|a number of|a bunch of|lots of|plenty of) "
    r"times|(?:all|most|some|much|half) (?:of )?the time|(?:a|per|once a|twice a) (?:day|week|month|year)|"
    # "I watch Netflix all night", "i work inside all day"
    r"all (?:day|night|week|weekend|year|morning|evening|summer)|"
    r"over the years|these days|one day|some day|someday|most days|throughout|\d+x(?: (?:a|per) (?:day|week|month))?|"
    # "like" as "such as": "seafood like shrimp", "artists like the Beatles", "games like checkers"
    r"like)\s"
)
# Where a noun phrase ends: a preposition, a conjunction, a subordinate or relative clause ("a place
# I found", "my first cat when I was six").
# Words after a noun phrase said in passing: "a nurse too", "a retired detective myself", "a nurse irl".
# When a job is held, said after it: "a leasing agent now", "a nurse these days" (the job, held now).
HELD_NOW_TAIL = lazy_regex(r"\s+(?:now|nowadays|these days|currently)\s*$", re.IGNORECASE)
# (and where a job is worked, said after it: "an HSE advisor onshore", "a medic offshore")
SAID_IN_PASSING = lazy_regex(r"(?:\s+(?:too|also|myself|irl|in real life|onshore|offshore))+\s*$", re.IGNORECASE)
NOUN_PHRASE_END = lazy_regex(
    r"\s(?:who|whose|that|which|doing|retraining|and|but|at|for|in|with|because|from|on|of|based|since|so|named|called|"
    # a likeness to someone: "an electrician just like my dad", "a nurse like my mom"
    r"(?:just |much |a lot )?like(?= (?:my|his|her|our|their|him|them)\b)|"
    r"(?:living|working|located|studying|staying|serving)(?=\s(?:in|at|with|abroad|alone|here|there|near|on|for|from|"
    # what is worked: "a realtor working mostly the Scottsdale market"
    r"mostly|mainly|primarily|remotely|the)\b)|"
    # the hours a job is worked: "a paramedic working 24/48s", "a nurse working nights", "working overnights"
    r"(?:working|doing)(?=\s(?:(?:\d+(?:/\d+)?s?|twelves|nights|overnights?|days|evenings|weekends|doubles|"
    r"full[- ]time|part[- ]time|(?:the |a )?(?:night|day|graveyard|swing|overnight|late|early) shifts?)\b))|"
    r"when|while|where|whenever|if|as|to|by|near|after|before|until|during|through|throughout|i|i'm|i've|we|you|"
    r"he|she|they|"
    # (and in a text's shorthand: "a pixel 8 lst wk", "an iPhone 15 yday", "a cat 2 wks ago")
    r"la?st (?:week|month|year|night|summer|winter|spring|fall|time|wk|mo|yr|nite)|"
    # how often, not what: "a Kawasaki Ninja 650 most weekends"
    r"(?:most|every|many|some) (?:weekends?|weekdays?|days?|nights?|mornings?|evenings?|weeks?|summers?|winters?)|"
    r"(?:a|one|two|three|a few|several|\d+) (?:days?|weeks?|months?|years?|wks?|mos?|yrs?) ago|yesterday|yday|"
    r"2day|recently|"
    # what the user is set against, not what they are: "a litigation paralegal not a partner", "a nurse rather than a
    # doctor"
    r"not|rather than|instead of|"
    # an age or a size that qualifies, not names: "two kids under 5", "a dog over 10"
    r"(?:under|over|aged|ages)(?=\s(?:\d|the age|age|one|two|three|four|five|six|seven|eight|nine|ten)))\s",
    re.IGNORECASE,
)
# Pronouns whose referent lies outside the clause.
DEICTIC = lazy_regex(r"\b(?:it|them|him|her|this|these|those|they|she|he|there)\b", re.IGNORECASE)
# A reference whose referent lies outside the clause: "I like his early stuff best", "I read that
# book", "my husband doesn't like them", "I dance with her all the time". Possessive and subject
# pronouns (his, her, their, its, he, she, they) are resolved by a person or animal named earlier
# in the clause ("my husband and his brother", "my dogs and their toys"); object pronouns, "it",
# "there", "one" standing for a thing ("kept one for me") and a demonstrative ("that book", "like that a
# lot") never are.
_POINTING_VERBS = (
    r"like|likes|love|loves|enjoy|enjoys|hate|hates|prefer|read|watch|watched|see|saw|seen|try|tried|do|did|does|"
    r"play|played|use|used|make|made|want|need|have|had|got|get|buy|bought|eat|ate|visit|visited|\w+ing|\w+ed"
)
_UNRESOLVED_THAT = (
    rf"|(?:^|\b(?:of|to|with|for|about|on|in|at|from|like|into|by|than|{_POINTING_VERBS})\s+)that\b"
    r"(?=\s*$|\s+(?!(?:i|i'm|i've|he|she|they|we|you|it|is|was|are|were|has|have|had|will|would|can|could|does|"
    r"did|do|my|our|your|his|her|their|the|a|an|much|many|often|long|far|well|\w+s|\w+ed)\b))"
)


def _unresolved(that: str) -> re.Pattern[str]:
    """UNRESOLVED, its "that" branch given (or left out, and then opening with a lookahead for the letters every other
    branch begins with: see text.SENTENCE_END)."""
    return lazy_regex(
        ("" if that else "(?=[hiomst])")
        # ("mine" the pronoun, not the pit worked: "a sparky at an iron ore mine", "the mine", "a coal mine")
        + r"(?:\b(?:it|them|him|these|those|ours|mine(?<!\ba mine)(?<!the mine)(?<!ore mine)(?<!coal mine)"
        r"(?<!gold mine)(?<!salt mine)(?<!iron mine)(?<!pper mine)(?<!open-pit mine)(?<!ground mine)(?<!zinc mine)"
        r"(?<!ium mine)(?<!mond mine)(?<!this mine)(?<!that mine)(?<!land mine)(?<!landmine))\b"
        r"|\bthere\b(?!\s*(?:is|are|was|were|'s|used)\b)"
        # "one" first, then the words before it: the lookbehinds tried at every position were a fifth of the search
        r"|\bone\b(?<!formula one)(?<!number one)(?<!day one)(?<!page one)(?<!world one)(?<!chapter one)(?<!ty one)"
        r"(?<!ty-one)"
        r"(?=\s*$|\s+(?:for|to|from|at|in|on|with|when|because|too|as|last|yet|already|now|and|but|so)\b)"
        r"|\bthis\b(?!\s+(?:year|month|summer|winter|spring|fall|autumn|season|semester|past|coming)\b)"
        + that + r"|\b(?P<anaphor>his|her|hers|their|theirs|its|he|she|they)\b)",
        re.IGNORECASE,
    )


UNRESOLVED = _unresolved(_UNRESOLVED_THAT)
# The same for a phrase without "that", which its branch cannot match without: a word of dozens tried at every word
# ("\w+ing", "\w+ed" among them) was half the search. A branch that matches nowhere changes no match of the others.
UNRESOLVED_NO_THAT = _unresolved("")
# Both, searched in the caseless phrase: the same matches in the same places (see patterns.caseless_pattern).
UNRESOLVED_CASELESS = lazy_regex(caseless_pattern(UNRESOLVED.pattern))
UNRESOLVED_NO_THAT_CASELESS = lazy_regex(caseless_pattern(UNRESOLVED_NO_THAT.pattern))
# People named by a common noun, who can be what "his", "her" or "their" refers to.
PEOPLE = frozenset(
    """people person others everyone someone somebody folks guys man woman men women boy girl boys girls students
    patients clients customers kids animals""".split()
)
# Spaces are taken whole (\s++), and from where their run begins ((?<!\s)) or after a comma: tried inside a run of
# thousands of spaces, "\s*,?\s+" split the rest of the run between its two quantifiers every way, at every space.
COORDINATE = lazy_regex(r"(?:,\s++|(?<!\s)\s++(?:,\s++)?)(?:and|or)\s+", re.IGNORECASE)
# What every COORDINATE holds, searched in the caseless text: a space, "and" or "or", a space (no lookbehind at each
# position).
COORDINATE_HINT = lazy_regex(r"\s(?:and|or)\s")


# "IT" in capitals inside a text not all in capitals: the field of work, not the pronoun.
INFORMATION_TECHNOLOGY = lazy_regex(r"(?<![\w-])IT(?![\w-])")


def unresolved(phrase: str, first_conjunct: bool = True) -> bool:
    """Whether the phrase (its first conjunct) points at something it does not itself name."""
    if first_conjunct and COORDINATE_HINT.search(caseless(phrase)):
        phrase = COORDINATE.split(phrase, 1)[0]
    if "IT" in phrase and not phrase.isupper():
        phrase = INFORMATION_TECHNOLOGY.sub("it_", phrase)  # "I work in IT": the field, no "it" pointing back
    low = caseless(phrase)  # ("that" is in it where it is in phrase.lower(): caseless folds no t, h or a)
    for match in (UNRESOLVED_CASELESS if "that" in low else UNRESOLVED_NO_THAT_CASELESS).finditer(low):
        if not match.group("anaphor"):
            return True
        before = phrase[: match.start()].split()
        named = any(
            (word := w.lower().strip(",'")) in lx.FAMILY
            or word in lx.PETS
            or word in lx.BREEDS
            or word in PEOPLE
            or _singular(word) in lx.FAMILY | lx.PETS
            or (i > 0 and w[:1].isupper() and w[1:].islower())
            for i, w in enumerate(before)
        )
        if not named:
            return True
    return False


# Each branch that begins with spaces begins only where the run begins ((?<!\s)): whether it matches depends on
# what follows the run, so a retry at every later space of a run of 10,000 scanned the rest of it each time
# (seconds per message). No match ends inside a run, so a run is only ever entered at its start.
PHRASE_END = lazy_regex(
    r"(?=[,;\s])"  # what its branches begin with (see text.SENTENCE_END)
    r"(?!(?<=\d),\d{3}(?!\d))"  # a thousands separator ends nothing: "a town of about 8,000"
    r"(?:(?<!\s)\s*+[,;]\s*|[,;]\s*|(?<!\s)\s++(?:but|because|since|so|though|although|and then|when|while|if)\s+"
    r"|(?<!\s)\s++and\s+(?=(?:he|she|they|it|we|you|i)\s))",
    re.IGNORECASE,
)


# What every PHRASE_END holds: a comma or semicolon, or a space before one of its words and a space after it, searched
# in the caseless text. Its search is a sixth of PHRASE_END's (a first character to look for, no lookbehind at each
# position, no case to fold), and three clauses in four have none. Each word is looked for from its rarest letter, the
# space before it looked behind for (as text.rarest_first does): the search stops at a comma, a semicolon or one of
# "bcsgdwf", where it stopped at every space and tried all ten words there (a fifth less time).
PHRASE_END_HINT = lazy_regex(r",|;|b(?<=\sb)(?:ut|ecause)\s|c(?<=\ssinc)e\s|s(?<=\ss)o\s"
                             r"|g(?:(?<=\sthoug)|(?<=\salthoug))h\s|d(?<=\sand)\s|w(?<=\sw)(?:hen|hile)\s|f(?<=\sif)\s")
# PHRASE_END, searched in the caseless text that PHRASE_END_HINT is (see patterns.caseless_pattern).
PHRASE_END_CASELESS = lazy_regex(caseless_pattern(PHRASE_END.pattern))


@lru_cache(maxsize=256)
def _phrase(text: str) -> str:
    """PHRASE_END.split(text)[0]: what comes before the first phrase end (it never matches empty, nor captures), found
    by one search rather than a split of the whole text. Kept for the texts read last: the rules ask it of the same
    clause again and again (one ask in three)."""
    low = caseless(text)
    if not PHRASE_END_HINT.search(low):
        return text
    end = PHRASE_END_CASELESS.search(low)
    return text if end is None else text[: end.start()]


TRANSIENT = lazy_regex(r"\b(?:" + "|".join(re.escape(marker) for marker in lx.TRANSIENT) + r")\b")
TRANSIENT_ANYCASE = lazy_regex(TRANSIENT.pattern, re.IGNORECASE)
# Its words, searched in the caseless text: one clause in forty holds one. Each is looked for from its rarest letter
# (see text.rarest_first; a sixth less time than alternatives, whose words open on "t", "l", "n", "r").
TRANSIENT_WORD = lazy_regex(rarest_first(lx.TRANSIENT))
NOWADAYS_TAIL = lazy_regex(r",?\s+(?:these days|nowadays|lately|now)$", re.IGNORECASE)
CHOICE = lazy_regex(r"(.+?)\s+(over|rather than|instead of)\s+(.+)", re.IGNORECASE)
# What begins a liked or disliked object that is not a thing: "I like how…", "I don't watch what I eat".
NOT_A_THING = lazy_regex(
    r"(?:it|that|this|those|them|these|him|her|how|when|what|the idea|having|hearing|seeing|talking|reading about|"
    # what "being" and "meeting" point to is elsewhere ("being there for you", "meeting you"), but for a way of
    # spending time ("I enjoy being active", "I love being outdoors", "I love meeting new people")
    r"being(?! (?:active|outdoors|outside|in nature|creative|on the water|by the (?:ocean|sea|water|beach))\b)|"
    r"meeting(?! (?:new )?(?:people|friends)\b)|"
    # an abstract noun alone points back ("I like the fantasy", "the thought of it"); "the fantasy genre" names one
    r"the (?:thought|fantasy|notion|concept|prospect|dream|daydream|premise)"
    r"(?=\s*$|\s*[,.;:!?)]|\s+(?:of|too|a lot|so much|very much|though|anyway|honestly)\b))\b",
    re.IGNORECASE,
)
# How often a pursuit is done, after what is done: "a couple of Saturdays a month", "two evenings a week", "most
# weekends" (not the key: "I coach soccer a couple of Saturdays a month" is soccer).
SCHEDULE_TAIL = lazy_regex(r"\s+(?:(?:(?:on|a couple of|a couple|a few|several|two|three|four|\d+|most|some|many|every|"
                           r"each|other|alternate) )+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
                           r"(?: (?:nights?|mornings?|evenings?|afternoons?))?|weekends?|"
                           r"weeknights?|mornings?|evenings?|nights?)\b(?: (?:a|per|each|every) (?:week|month|year)\b)?"
                           # the days said bare, in the plural ("I play tennis Saturdays"; "Sunday league" is a league)
                           r"|(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|weeknights)\b)"
                           r"(?=\s*$|[\s,;.!])", re.IGNORECASE)
# How often, said with a times sign: "3x a week", "4x/week", "2 x per week", "3x" with its rate cut off (not "4x4").
_TIMES_SIGN = r"\d{1,2} ?x\b"
# What begins an object phrase that says when, how often or how, not what.
ADVERBIAL = lazy_regex(
    r"(?:and|as well|too|also|a lot(?! of)|a little(?! of)|all the time|at least|at most|every\w*|each|once|twice|"
    r"\d+ times|" + _TIMES_SIGN + r"|"
    r"when\w*|while|if|often|sometimes|daily|weekly|nightly|regularly|now|still|again|alone|solo|together|outside|"
    r"inside|slow|slowly|fast|early|late|young|small|there|here|everywhere|to work|to school|professionally|"
    r"competitively|anymore|for fun|"
    # on which days, said bare: "I volunteer Saturdays", "I run weekends"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|weeknights|"
    r"(?:a |one |two |three |a few |several |\d+ )(?:days?|weeks?|months?|years?) ago|last \w+|"
    r"in (?:19|20)\d\d)\b",
    re.IGNORECASE,
)
# A start long past: not "recently".
# A life event has a lasting consequence whenever it happened: "I adopted a dog yesterday" means the
# user has a dog. For these, when is taken out of the clause, so the time word neither makes it
# transient detail nor ends up in the statement; a state ("I'm tired today") stays transient. A verb
# that is an event by itself (married, retired, adopted) lasts whatever the anchor; one whose object
# decides ("I bought a coffee this morning", "I started crying yesterday", "I joined the meeting
# yesterday") lasts only when the anchor is a week or more back, not a day's doings.
LIFE_EVENT = lazy_regex(
    r"^(?:i|we) (?:just |recently |finally |officially )*(?:adopted|graduated|retired|married|"
    r"got (?:married|engaged|divorced|promoted|hired|a (?:new )?(?:job|puppy|kitten|dog|cat))|"
    r"had (?:a|our|my) (?:(?:first|second|third|fourth|fifth|new) )?baby|"
    r"ran (?:my|a|the|our) (?:first )?(?:marathon|half[ -]marathon|5k|10k|race|triathlon)|"
    # a thing parted with or a habit given up, whenever it was: "sold my Civic last weekend", "quit smoking in May"
    r"(?:sold|gave away|got rid of|traded in|donated|rehomed|re-homed) (?:both |all (?:of )?)?(?:my|our)|quit|gave up|"
    r"broke up|split up|switched|moved off|"
    r"migrated)\b"
    # a pet gone, whenever it died: "my cat Pickles died this morning" is a cat no longer had
    r"|^my (?:(?:leopard|crested|bearded|ball|corn|guinea) )?[\w'-]+(?: (?-i:[A-Z])[\w'-]*)? (?:died|passed away)\b",
    re.IGNORECASE,
)
# A baby born to the user, and which: "had a baby girl", "had our second baby (a girl!!)", "had a baby, a boy".
BABY_HAD = lazy_regex(r"had (?:a|our|my) (?:(?:first|second|third|fourth|fifth|new) )?baby(?: (girl|boy)|"
                      r"\s*(?:\(|,|\u2014|-)\s*(?:a |our )?(?:little |baby )?(girl|boy)\b[!.]*\)?)?", re.IGNORECASE)
# A course of study at a school: "an HVAC certificate program at the community college", "a nursing degree at UCF",
# "a master's program at Leeds" (not "a pottery class at the rec center", "a program at the library").
PROGRAM_AT_SCHOOL = lazy_regex(r"(?:[\w'-]+ ){0,4}?(?:program|programme|degree|diploma|certificate|certification|"
                               r"course|apprenticeship)s? (?:[\w'-]+ ){0,3}?(?:at|with) (?:the |a |an )?"
                               r"(?:(?:local|community|junior|technical|state|online) )?(?:college|university|uni|"
                               r"school|institute|academy|polytechnic|(?-i:[A-Z]))", re.IGNORECASE)
# A school's parents' association the user sits on: "on the PTA", "on my daughter's school's PTO".
ON_THE_PTA = lazy_regex(r"(?:also |still )?on (?:the|our|my (?:\w+'s )?school's) (PTA|PTO|PTSA)\b", re.IGNORECASE)
# A doing after a job named, no part of it: "a former petroleum engineer retraining".
GERUND_AFTER = lazy_regex(r" \w+ing$")
# A bootcamp the user is in: "halfway through a UX design bootcamp", "doing a coding bootcamp", "enrolled in a data
# science boot camp" (not "a bootcamp" alone, "a fitness bootcamp", nor the army's "boot camp": a boot camp is a
# course of study only with what it teaches).
BOOTCAMP_STUDIED = lazy_regex(r"(?:(?:just |now |currently )?(?:(?:halfway|partway|midway|(?:\w+ )?(?:weeks?|months?))"
                              r" (?:through|into)|in|doing|taking|attending|enrolled in|starting|finishing) )"
                              r"(?:a|an|my|the) (?!(?:fitness|workout|exercise|gym|crossfit|weight|bridal|summer|puppy|"
                              r"dog|army|military|basic)\b)(?:[\w'+/-]+ ){1,3}?(?:bootcamp|(?:coding|programming|ux|"
                              r"design|data|web|developer|software|cybersecurity|cyber|tech|science|analytics) "
                              r"boot camp)\b"
                              r"(?! (?:class|workout|session|gym)\b)", re.IGNORECASE)
# Going back to school for a course of study: "going back to school for a nursing degree" (not "going back to school
# to pick up my son", "back to school shopping").
BACK_TO_SCHOOL = lazy_regex(r"(?:now |finally |officially )?(?:going|heading|headed) back to (?:school|college|"
                            r"university|uni)(?:$| (?:for|to (?:get|finish|study|become))\b(?! (?:my|the|a) "
                            r"(?:kids?|son|daughter|child)\b))", re.IGNORECASE)
# Sobriety kept, by how long or since when: "6 months sober", "two years sober", "sober for 3 years", "sober since
# 2019" (not "sober tonight", "sober enough to drive").
SOBER = lazy_regex(r"(?:(?:now |officially |finally |about |around )?(?:\d+|a|an|one|two|three|four|five|six|seven|"
                   r"eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|sixty|ninety|a few|several|almost|over|nearly) "
                   r"(?:(?:and a half|full) )?"
                   r"(?:days?|weeks?|months?|years?|yrs?|mos?)(?: and (?:\d+|a|one|two|three|six) (?:days?|weeks?|"
                   r"months?))? (?:sober|clean(?: and sober)?)\b|"
                   r"(?:sober|clean) (?:(?:for )?(?:almost |over |nearly |about )?(?:\d+|a|an|"
                   r"one|two|three|four|five|six|seven|eight|nine|ten|a few|several) (?:days?|weeks?|months?|years?|"
                   r"yrs?|mos?)|"
                   r"since (?:(?:19|20)\d\d|(?:january|february|march|april|may|june|july|august|september|october|"
                   r"november|december|last year)\b))\b)", re.IGNORECASE)
# Drinking given up, then how long sober, run on in one clause: "i dont drink no more sober 2 yrs in april".
NO_MORE_DRINK = lazy_regex(r"(?:don't|do not|dont|never) drink\b(?: alcohol)?(?: (?:anymore|any more|no more))?,? "
                           r"(?:(?:i'm|im|i am|been|i've been|ive been) )?", re.IGNORECASE)
# Recovery from an addiction said of oneself: "a recovering alcoholic", "a former heroin addict", "an addict in
# recovery", "in recovery" (not "in recovery from knee surgery", nor "a recovering perfectionist").
IN_RECOVERY = lazy_regex(
    r"(?:(?:just |still |now )?(?:a |an )?(?:recovering|former|ex-?) ?(?:alcoholic|(?:(?:drug|heroin|opioid|opiate|"
    r"meth|crack|cocaine|gambling|sex|porn) )?addict)|(?:an? )?(?:alcoholic|(?:drug |gambling )?addict) in recovery|"
    r"(?:still |now )?in recovery(?: from (?:alcohol(?:ism)?|drinking|drugs|gambling|opioids|opiates|heroin|meth|"
    r"cocaine|(?:an? )?(?:drug |alcohol |gambling |opioid )?addiction))?)"
    r"(?=\s*$|\s*[,;.!\u2014\u2013-]|\s+(?:and|but|so|since|for|myself|now|too|these days)\b)", re.IGNORECASE)
# Meetings of a fellowship of recovery gone to now: "I go to AA", "been going to Gamblers Anonymous for a year",
# "I attend NA meetings", "still going to 12-step meetings" (initials only in capitals, before meetings or a stop).
FELLOWSHIP_MEETINGS = lazy_regex(
    r"(?:been |still |now |regularly )*(?:go|goes|going|attend|attends|attending) (?:to )?"
    r"(?:an? |my |the |local |weekly |daily )*"
    r"(?:(?:alcoholics|narcotics|gamblers|cocaine|crystal meth|marijuana|heroin) anonymous\b|"
    r"(?-i:AA|NA|GA|CA)(?= meetings?\b|\s*$|\s*[,;.!]|\s+(?:for|every|since|and|twice|once)\b)|"
    r"(?:12|twelve)[- ]step (?:meetings?|groups?|program)\b|smart recovery (?:meetings?|groups?)\b)", re.IGNORECASE)
# An age put before a relative: "8-year-old", "two year old", "18-month-old".
AGED = lazy_regex(r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
                  r"fifteen|sixteen|seventeen|eighteen)[- ](?:years?|months?|weeks?)[- ]old\b")
SOBER_NOW = lazy_regex(r"(?:i'm|i am|im) " + SOBER.pattern + r"$", re.IGNORECASE)
WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thurs fri sat "
                     "sun".split())
# A year of school: "a junior at Ohio State", "a sophomore in college", "a first-year at UCL majoring in…" (a
# first-year student alone is a student, no school named).
CLASS_YEAR = lazy_regex(r"(?:a |an )?(?:(?:college|university|uni|high school|undergrad) )?(freshman|sophomore|junior|"
                        r"senior|(?:first|second|third|fourth|final)[- ]year)(?: (?:student|undergrad|undergraduate))?"
                        r" (?:(at) (?:the )?(?-i:[A-Z])|(in) (?:college|university|uni|high school|grad school)\b|"
                        r"(majoring)\b)", re.IGNORECASE)
# A school by its name: "Ohio State", "the University of Michigan", "Georgia Tech", "UCLA" (not "Google").
SCHOOL_NAMED = lazy_regex(r"\b(?:University|College|State|School|Institute|Tech|Academy|Polytechnic|U|"
                          r"(?-i:UC[A-Z]*|[A-Z]*U))\b")
# Schooling under way: "in year 3 of my PhD", "in my second year of a master's", "doing a PhD", "working on my
# master's", "majoring in nursing", "a nursing major at UCF", "enrolled at Georgia Tech" (not "enrolled in a pottery
# class", not "an Army major").
STUDYING_FOR = lazy_regex(r"(?:currently |now |still )?(?:(in (?:year \d+|(?:my|the|our) (?:first|second|third|"
                          r"fourth|fifth|sixth|final|last|\d+(?:st|nd|rd|th)) year) of |"
                          r"(?:doing|pursuing|working on|finishing|completing|starting|studying for) )|"
                          r"majoring in |(?:a |an )(?!(?:army|navy|marine|military|air force|retired)\b)"
                          r"(?:[\w-]+ ){1,3}major(?: at| in)?(?= |$)|"
                          r"enrolled (?:at|in) (?:the |a )?(?:(?-i:[A-Z])|(?:community |junior )?college\b|"
                          r"university\b|grad school\b|(?:a |an )?(?:[\w-]+ ){0,3}(?:degree|diploma) program\b))",
                          re.IGNORECASE)
# (a school's before it, and how it is taught: "Georgia Tech's online master's")
DEGREE_STUDIED = lazy_regex(r"(?:a |an |my |the |our |(?-i:[A-Z])[\w.&-]*(?: (?-i:[A-Z])[\w.&-]*){0,3}'s )?"
                            r"(?:(?:online|part-time|part time|evening|weekend|executive|accelerated|remote) )?"
                            r"(?:(?:master|bachelor|associate)(?:'s|s|\u2019s)?|"
                            r"ph\.?d\.?|doctorate|mba|(?:[\w'-]+ )?degree|"
                            # the other graduate degrees by their letters: "my MFA in poetry", "an MSW", "my JD"
                            r"(?-i:MFA|MSW|MPH|MPA|MSc|MEd|M\.Ed\.?|MSN|DNP|JD|EdD|LLM))(?: degree| program)?"
                            r"(?= in | at | from | program\b|\s*[,.;!]|\s*$)", re.IGNORECASE)
# A certificate or diploma studied for, in a field: "a certificate in instructional design" (not "a gift certificate").
CERTIFICATE_STUDIED = lazy_regex(r"(?:a |an |my |the )?(?!gift\b)(?:[\w-]+ ){0,2}(?:certificate|diploma|certification)"
                                 r"(?: program| course)?(?= in | at | from |\s*[,.;!]|\s*$)", re.IGNORECASE)
OBJECT_DECIDES = lazy_regex(
    r"^(?:i|we) (?:just |recently |finally |officially )*(?:bought|purchased|moved|relocated|started|began|joined|"
    r"signed up|enrolled|became)\b",
    re.IGNORECASE,
)
_ANCHOR_NUMBER = (
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of|several|\d+)"
)
WHEN_IT_HAPPENED = lazy_regex(
    r",?\s*\b(?:yesterday|today|this (?:morning|afternoon|evening|week|weekend|month|year|spring|summer|fall|"
    r"winter)|last (?:night|week|weekend|month|year|spring|summer|fall|autumn|winter|friday|saturday|sunday|monday|"
    rf"tuesday|wednesday|thursday)|(?:(?:about|around|roughly|almost|nearly|over|like) )?{_ANCHOR_NUMBER} "
    r"(?:days?|weeks?|months?|years?|wks?|mos?|yrs?) ago|"
    # and in a text's shorthand: "lst wk", "yday", "2day"
    r"earlier this (?:week|month|year)|last (?:wk|mo|yr)|lst (?:wk|week|nite|night|mo|month|yr|year|weekend)|yday|"
    r"2day)\b,?",
    re.IGNORECASE,
)
DAY_ANCHOR = lazy_regex(
    r"\b(?:yesterday|today|tonight|this (?:morning|afternoon|evening|weekend)|last night|(?:a|one|two|three|a few|"
    r"a couple of|\d) days? ago)\b",
    re.IGNORECASE,
)
YEARS_AGO = lazy_regex(r"\byears? ago\b", re.IGNORECASE)


def _named(word: str) -> bool:
    """A capitalized word inside a clause is (part of) a name; shouting ("TODAY") is not."""
    return word[:1].isupper() and not word.isupper()


def undated(text: str, low: str | None = None) -> tuple[str, str]:
    """The clause without its time anchors, and the anchors taken out. A capitalized time word
    inside the clause is part of a name ("a cat named Today", "the Today Show"), not when. low: the text
    lowercased, where the caller has it already."""
    low = text.lower() if low is None else low
    if not ("this " in low or "last " in low or "today" in low or "yesterday" in low or " ago" in low
            or "lst " in low or "yday" in low or "2day" in low):
        return text, ""  # no anchor can match without one of these: most clauses skip the search
    removed: list[str] = []

    def cut(match: re.Match[str]) -> str:
        word = match.group().strip(" ,")
        if match.start() > 0 and _named(word):
            return match.group()
        removed.append(word)
        if match.start() == 0 or match.end() == len(text):
            return ""
        # The comma after it still ends the clause: "I adopted a dog last week, so cute" is a dog.
        return ", " if match.group().endswith(",") else " "

    kept = WHEN_IT_HAPPENED.sub(cut, text)
    if not removed:
        return text, ""
    return WHITESPACE.sub(" ", kept).strip(" ,"), " ".join(removed)


# A period of the user's life now past: "in college", "as a kid", "growing up", "when I was younger".
LIFE_PERIOD = lazy_regex(
    r"\b(?:in (?:high school|college|university|grad school|middle school|grade school|school)|as a (?:kid|child|"
    r"teen|teenager|boy|girl)|growing up|when (?:i|I) was (?:younger|young|little|a kid|a child|a teen(?:ager)?|"
    r"in (?:high school|college|school))"
    # a decade of one's life: "through my twenties", "in my 30s"
    r"|(?:in|through|throughout|during) my (?:teens|twenties|thirties|forties|fifties|20s|30s|40s|50s))\b",
    re.IGNORECASE,
)
LONG_AGO = lazy_regex(
    r"\b(?:ago|when (?:i|I) was|as a (?:kid|child|teen|teenager|boy|girl)|growing up|back in|in (?:19|20)\d\d|"
    r"in (?:high school|college|grade school|middle school|elementary))\b",
    re.IGNORECASE,
)
# A retraction naming only the kind of thing ("my car") means the one such thing we know of.
GENERIC_THINGS = frozenset(
    {
        "car",
        "truck",
        "bike",
        "bicycle",
        "motorcycle",
        "van",
        "vehicle",
        "phone",
        "laptop",
        "computer",
        "tablet",
        "watch",
        "camera",
        "console",
        "boat",
    }
)
# What a generic word names, by the words of the makes and models that are one: "my bike" is no Tesla, "my phone" no
# MacBook. A word missing here names what no other generic word's list claims ("car" a Civic, "computer" a ThinkPad).
GENERIC_KINDS: dict[str, frozenset[str]] = {
    "truck": frozenset("truck pickup f150 f250 f350 silverado ram tacoma tundra sierra frontier colorado titan "
                       "gladiator ridgeline maverick cybertruck hilux".split()),
    "motorcycle": frozenset("motorcycle motorbike harley ducati triumph kawasaki ktm ninja vespa scooter moped "
                            "sportster softail goldwing".split()),
    "bicycle": frozenset("bicycle bike ebike trek specialized cannondale brompton giant bianchi".split()),
    "van": frozenset("van minivan sienna odyssey sprinter transit pacifica promaster".split()),
    "boat": frozenset("boat yacht sailboat kayak canoe catalina bayliner pontoon dinghy".split()),
    "phone": frozenset("phone iphone pixel galaxy android oneplus smartphone".split()),
    "laptop": frozenset("laptop macbook thinkpad xps chromebook notebook zenbook spectre".split()),
    "tablet": frozenset("tablet ipad kindle".split()),
    "watch": frozenset("watch garmin fitbit smartwatch coros suunto".split()),
    "console": frozenset("console ps5 ps4 playstation xbox switch deck".split()),
    "camera": frozenset("camera canon nikon fujifilm fuji gopro leica".split()),
}
GENERIC_KINDS["bike"] = GENERIC_KINDS["bicycle"] | GENERIC_KINDS["motorcycle"]
GENERIC_KINDS["motorbike"] = GENERIC_KINDS["motorcycle"]
# The generic words that name any one of their kind's things but those another generic word claims.
_GENERIC_ANY = {
    "car": ("truck", "motorcycle", "bicycle", "boat"),
    "vehicle": (),
    "computer": ("phone", "tablet", "watch", "console", "camera"),
}


def _of_the_kind(generic: str, subject: str) -> bool:
    """Whether a generic word ("bike", "phone") may name the one thing of its kind the user has (see GENERIC_KINDS)."""
    parts = subject.split(":", 1)[-1].split("_")
    words = {*parts, *map("".join, pairwise(parts))}  # "f_150" is an F150
    if generic in _GENERIC_ANY:
        return not any(words & GENERIC_KINDS[other] for other in _GENERIC_ANY[generic])
    return bool(words & GENERIC_KINDS.get(generic, frozenset((generic,))))


COORDINATION = lazy_regex(
    r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s+as well as\s+)(?=(?:a|an|my|two|three|four|\d+|some|one)\s)",
    re.IGNORECASE,
)
# Common preference domains keep one stable subject, so a changed preference supersedes.
STABLE_DOMAINS = (
    (
        lazy_regex(
            r"\b(?:concise|short|brief|detailed|long|verbose|terse)\b.*\b(?:answers?|responses?|replies|"
            r"explanations?)\b|\b(?:answers?|responses?|replies|explanations?)\b.*\b(?:concise|short|brief|"
            r"detailed|long|verbose|terse)\b|\bbullet[- ]?points?\b"
            r"|\b(?:simple|plain|easy|basic|simplified)\s+(?:english|words|language|terms|vocabulary|sentences)\b"
            # the shape of an answer: "step-by-step instructions", "checklists for me", "answers as a numbered list"
            r"|\bstep[- ]by[- ]step (?:instructions?|steps|guides?|answers?|explanations?|walkthroughs?|breakdowns?)\b"
            r"|\bchecklists?\b(?=.{0,30}\bfor me\b)|\b(?:give|send|write|make) me (?:a )?checklists?\b"
            r"|\b(?:answers?|responses?|replies|explanations?|instructions)\b"
            r".{0,30}\b(?:as|in) (?:an? )?(?:checklists?|numbered (?:lists?|steps))\b",
            re.I,
        ),
        "preference:answer_style",
    ),
    (lazy_regex(r"\b(?:dark|light)\s+(?:mode|theme)\b", re.I), "preference:theme"),
    (
        # and the width said as one word: "2-space indent", "four-space indentation"
        lazy_regex(r"\b(?:tabs|spaces)\b.*\bindent|\bindent\w*\b.*\b(?:tabs|spaces)\b|^(?:tabs|spaces)\b"
                   r"|\b(?:[248]|two|four|eight)[- ]space (?:indent|tab)", re.I),
        "preference:indentation",
    ),
    (lazy_regex(r"\b(?:metric|imperial)\b", re.I), "preference:units"),
    # one system of units, one key: a temperature scale is as much the user's units as metric is
    (lazy_regex(r"\b(?:celsius|fahrenheit)\b", re.I), "preference:units"),
    (lazy_regex(r"\b(?:window|aisle|middle)\s+seats?\b", re.I), "preference:seat"),
    (lazy_regex(r"\b(?:emojis?|emoticons?)\b", re.I), "preference:emoji"),
)


# Messages carrying a secret or an instruction to the agent propose nothing at all; the
# database's gates are the authority, this keeps such text out of proposals in the first place.
# Matched against the lowercased message (see unsafe_message): a case-blind search of this alternation at
# every position was a tenth of the extractor's time.
UNSAFE_MESSAGE = lazy_regex(
    r"\b(?:password|passwd|passphrase|pin code|api[ _-]?key|access[ _-]?token|secret[ _-]?key|private key|ssn)\b"
    r"|\b(?:sk|pk|rk)[-_][a-z0-9_-]{12,}|\bakia[0-9a-z]{16}\b|\bgh[pousr]_[a-z0-9]{20,}|-----begin"
    r"|\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+)?(?:the\s+|your\s+)?(?:previous|prior|above|earlier|"
    r"system|original)\s+(?:instructions|prompts?|messages|rules)"
    r"|\b(?:system|developer)\s+prompt\b|\byou\s+are\s+now\b|<\|?(?:im_start|im_end|system)"
    r"|(?:\d[ -]?){13,19}"
)


# What each branch of UNSAFE_MESSAGE cannot match without: most messages hold none of it, and a substring test is a
# fraction of the search (which was a twentieth of the extractor's time). A card number needs 13 digits.
UNSAFE_HINTS = ("pass", "pin code", "api", "access", "secret", "private key", "ssn", "sk-", "sk_", "pk-", "pk_", "rk-",
                "rk_", "akia", "_", "-----begin", "ignore", "disregard", "forget", "override", "prompt", "<",
                # SECRET_GIVEN's
                "pw", "pin ", "pin:", "pin=", " code", "phrase", "mnemonic", "routing", "account n", "social s",
                "social i")
# Whether any hint is in a text: one search, not a test per hint, from each hint's rarest character.
UNSAFE_HINT = lazy_regex(rarest_first(UNSAFE_HINTS))
# The digits a card number is written in, counted by one search (a translation that dropped them looked each character
# up in a table: a fiftieth of the extractor's time).
ASCII_DIGIT = lazy_regex(r"[0-9]")


# A secret given in prose under a name of its own: "my wifi pw is sunflower22", "My PIN is 4821", "my door code is
# 4455", "My seed phrase is abandon ability ...", "my routing number is 021000021", "My 2FA backup codes are ...".
SECRET_GIVEN = lazy_regex(
    r"\b(?:pw|pwd|pin|passcode|(?:door|gate|alarm|lock|garage|entry|security|unlock|safe|locker) code|"
    r"(?:seed|recovery|mnemonic|secret) phrase|mnemonic|(?:2fa|two[- ]factor|backup|recovery)(?: backup| recovery)? "
    r"codes?|routing number|(?:bank )?account (?:number|no\.?|#)|social (?:security|insurance) (?:number|no\.?|#)|"
    r"passport (?:number|no\.?|#))(?:\s+(?:is|are|was|=)\b|\s*[:=])"
)
# A value given to a secret's field, the field named in code's way: "DB_PASSWORD=hunter2", in code also
# "api_key: abc" (in prose "Secret: I'm vegan" is a way of speaking).
SECRET_ASSIGNED = lazy_regex(r"(?:password|passwd|passphrase|secret|token|api_?key)\w*[\"']?[ \t]*=[ \t]*[^\s=]")
SECRET_IN_CODE = lazy_regex(r"(?:password|passwd|passphrase|secret|token|api_?key)\w*[\"']?[ \t]*[:=][ \t]*[^\s:=]")
# In pasted code or a log, a secret's field named without a value is no secret: "FATAL: password authentication
# failed for user" (a value given to it is, by SECRET_ASSIGNED or by its shape).
NAMED_FIELD = lazy_regex(r"\b(?:password|passwd|passphrase|pin code|api[ _-]?key|access[ _-]?token|secret[ _-]?key|"
                         r"private key|ssn)\b")


# A secret's field named where no secret is given: a password manager, a reset or a policy, and a request never to keep
# one ("Please don't store my password anywhere (it lives in my password manager)"). As the database's own gate, which
# wants a field given its value, these leave the message the user's; "my password is ..." never does.
NO_SECRET_GIVEN = lazy_regex(r"\b(?:password|passphrase|pin code)s? (?:managers?|resets?|polic(?:y|ies)|requirements?|"
                             r"rules|hints?|strength|changes?|expir\w+)\b"
                             r"|\b(?:don't|do not|dont|never|please don't|won't|will not) (?:ever )?(?:store|save|keep|"
                             r"remember|log|record|write down|ask (?:me )?for|need|share|memori[sz]e) (?:my |any |the |"
                             r"your )?(?:password|passphrase|pin code|api[ _-]?key|ssn)s?\b"
                             r"(?=\s*(?:$|[.,;!?)(]|(?:anywhere|anymore|please|again|in|on|for|or|and|but)\b))")


def unsafe_message(text: str) -> bool:
    """A secret or an instruction to the agent anywhere in the message: nothing is formed from any of it."""
    low = text.lower()
    # ("you are now" needs all three words: "now" and "you" alone are in one message in sixteen)
    if not (UNSAFE_HINT.search(low) or ("now" in low and "you" in low and "are" in low)
            or len(ASCII_DIGIT.findall(low)) >= 13):
        return False
    if SECRET_ASSIGNED.search(low) or SECRET_GIVEN.search(low):
        return True
    if "```" in low or "~~~" in low:
        if any(SECRET_IN_CODE.search(code.group()) for code in FENCE.finditer(low)):
            return True
        low = FENCE.sub(lambda code: NAMED_FIELD.sub(" ", code.group()), low)
    if ("manager" in low or "reset" in low or "polic" in low or "require" in low or "rule" in low or "hint" in low
            or "strength" in low or "change" in low or "expir" in low or "n't" in low or "not" in low
            or "never" in low):
        low = NO_SECRET_GIVEN.sub(" ", low)
    return UNSAFE_MESSAGE.search(low) is not None


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


def _joined_repairs(text: str, spans: list[Span]) -> list[Span]:
    """The spans of a text, each repair said as a sentence of its own joined to the claim before it, so that the
    repaired claim is read as one (Rules.corrected) and nothing forms of the claim alone. Only when the new value
    replaces one the claim holds: "I'm 34. Sorry, long day." keeps the age."""
    if len(spans) < 2 or not REPAIR_HINT.search(caseless(text)):
        return spans
    out = [spans[0]]
    for span in spans[1:]:
        before = out[-1]
        if (not before.ends_question and (marker := REPAIR_AFTER.match(text, before.end, span.end))
                and marker.end() <= span.end and (fix := REPAIRED_VALUE.fullmatch(text, marker.end(), span.end))
                and _replaced(before.text, fix.group(1))):
            out[-1] = replace(before, end=span.end, text=text[before.start:span.end])
        else:
            out.append(span)
    return out


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


@dataclass(frozen=True)
class Proposal:
    belief_type: BeliefType
    subject: str
    statement: str
    polarity: str = "assert"
    sensitivity: str = "normal"
    confidence: float = 0.6
    portability: str | None = None

    def __post_init__(self) -> None:
        if not CLEAN_SUBJECT.fullmatch(self.subject):
            object.__setattr__(self, "subject", clean_subject(self.subject))
        if self.subject in SINGULAR_CONDITIONS:
            object.__setattr__(self, "subject", SINGULAR_CONDITIONS[self.subject])
        if "fantasy_" in self.subject and (game := FANTASY_GAME.match(self.subject)):
            # "activity:dynasty_fantasy_baseball", "activity:fantasy_football_league": the game, however it is played
            object.__setattr__(self, "subject", f"{self.subject.split(':', 1)[0]}:{game.group(1)}")


# A fantasy sport in a pursuit's key, in whatever format or league it is played (see Proposal).
FANTASY_GAME = lazy_regex(r"(?:activity|history|experience):(?:[a-z]+_){0,2}?(fantasy_(?:football|baseball|basketball|"
                          r"hockey|soccer|golf|premier_league))(?![a-z])")
# A condition of bouts, named in the plural ("I get migraines"), keyed as its singular is ("a migraine"): one key
# however it is said (a condition that is a set of things, "allergies", keeps its plural)
SINGULAR_CONDITIONS = {f"health:{word}s": f"health:{word}" for word in ("migraine", "headache", "seizure")}


# A key is a kind and slugs, each lowercase words of letters and digits joined by underscores: "health:allergy:peanut".
CLEAN_SUBJECT = lazy_regex(r"[a-z]+(?:_[a-z]+)*(?::[a-z0-9]+(?:_[a-z0-9]+)*)*")
NOT_A_SLUG = lazy_regex(r"[^a-z0-9]+")


def slug_word(word: str) -> str:
    """A word as a slug: "sci-fi" is sci_fi, "aren't" arent, "C++" cpp, "Disney+" disney_plus, "-------" nothing."""
    if "+" in word:
        word = word.replace("++", "pp").replace("+", "_plus")
    return NOT_A_SLUG.sub("_", word.replace("'", "").replace("\u2019", "")).strip("_")


def clean_subject(subject: str) -> str:
    """The subject as a key: whatever a rule read ("nurse-------", "sci-fi", "x-men", "aren't") its punctuation is
    no part of it ("identity:nurse", "sci_fi", "x_men", "arent"); a slug left empty leaves no key at all ("")."""
    parts = [slug_word(part) for part in _ascii(subject).lower().split(":")]
    return ":".join(parts) if all(parts) and CLEAN_SUBJECT.fullmatch(":".join(parts)) else ""


# Rewrites every clause goes through before the rules read it (Rules.classify), compiled once.
WHITESPACE = lazy_regex(r"\s+")
REQUEST_WORD = lazy_regex(r"\b(?:i'd|i'll|id|let's|lets|please)\b")
# A plea for help run on at the end of what the user says, unpunctuated: "my dog ate chocolate please help" asks
# for help, and what it follows is still said (its case the caseless clause's).
TRAILING_PLEA = lazy_regex(r"\s+(?:please|pls|plz)\s+help(?:\s+(?:me|us))?(?:\s+(?:asap|now|fast|quick))?[\s!.]*$")
REPORTED_SPEECH = lazy_regex(r"\b(?:said|says|told me|asked me|tells me|keeps telling me|asks me)\b")
ASIDE_REQUEST = lazy_regex(r"\b(?:i'd|i'll|let's|lets|please)\b", re.IGNORECASE)
DIET_REACHED = lazy_regex(r",\s*(?:so|and|now)\s+(?:now\s+)?(?:i'm\s+|im\s+)?(" + "|".join(sorted(lx.DIETS))
                          + r")(?:\s+now|\s+only|\s+these days)?$", re.IGNORECASE)
# What names the user's own tie whoever the pronoun is: "married to him", "her main caregiver".
MARRIED_TO_PRONOUN = lazy_regex(r"\b(?:married|engaged) to (?:him|her)\b|\b(?:his|her|their) "
                                r"(?=(?:(?:main|primary|sole|only|full[- ]time) )*(?:caregiver|carer)\b)",
                                re.IGNORECASE)
IM = lazy_regex(r"^(?:im|Im|IM|I m|i m)\b")  # "I m": the apostrophe dropped, the word split
IVE = lazy_regex(r"^(?:ive|Ive|I ve|i ve)\b")
EMPHATIC_DO = lazy_regex(r"^(i) do (?=(?:really |also |still )?(?:love|like|enjoy|have|own|play|work|live)\b)",
                         re.IGNORECASE)
USE_TO = lazy_regex(r"^(i) use to\b", re.IGNORECASE)
# How every clause the rules after a self-correction read begins: its subject is the user ("I", "I'm", "im", "my")
# or their household or team ("we", "our team"). Each of those rules is anchored at the clause's start, and the
# rewrites before them keep it (they cut its end, or rewrite an "I" at its start), so a clause that begins otherwise
# forms nothing there; two in five do, and they skip own_clause's and unresolved's searches, the costliest of them.
USER_SUBJECT = lazy_regex(r"i|my|we|our", re.IGNORECASE)
ADVERB_AFTER_I = lazy_regex(r"^(i) (?:also|already|actually|honestly|genuinely|truly|definitely|totally|"
                            r"literally) "
                            r"(?=(?:have|own|prefer|like|love|enjoy|hate|live|work|speak|play|drive)\b)", re.IGNORECASE)


def _rewritten_start(pattern: re.Pattern[str], template: str, text: str) -> str:
    """pattern.sub(template, text), for a pattern anchored at the text's start: the match is looked for first, as sub
    reads a template with a group in it anew on every call, matched or not (several times the cost of the match)."""
    found = pattern.match(text)
    return text if found is None else found.expand(template) + text[found.end():]


@cache
def _pattern(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# Each pattern's match method, by its source: one lookup per call, where the cache and the method took two.
_MATCHERS: dict[str, Callable[[str], re.Match[str] | None]] = {}


def _m(pattern: str, text: str) -> re.Match[str] | None:
    # compiled once per pattern: re's own cache lookup (flags included) was an eighth of the run
    try:
        return _MATCHERS[pattern](text)
    except KeyError:
        match = _MATCHERS[pattern] = _pattern(pattern).match
        return match(text)


def _medical(nouns: list[str]) -> bool:
    """Whether a noun phrase's words name a condition: a medical head, or a qualified head, part or ligament."""
    head = nouns[-1]
    if head in lx.MEDICAL_HEADS or head.rstrip("s") in lx.MEDICAL_HEADS:
        return True
    if len(nouns) > 2 and nouns[-2] in ("left", "right"):  # "a bad left knee": the side says which one
        nouns = [*nouns[:-2], nouns[-1]]
    qualified = len(nouns) > 1 and nouns[-2] in lx.MEDICAL_QUALIFIERS
    return qualified and (head in lx.MEDICAL_AFTER_QUALIFIER or head in lx.LIGAMENTS or head in lx.BODY_PARTS)


# How a business is run, after what it is: "we run a food truck together", "I run a bakery full-time"; and what it
# sells or makes, said after it ("a little Etsy shop selling crochet amigurumi", "a bakery making sourdough").
BUSINESS_HOW = lazy_regex(r"\s(?:together|full[- ]time|part[- ]time|on the side|now|these days|out(?: of)?|"
                          r"from (?:my|our|home)|selling|making|offering|specializing|specialising)\b.*", re.IGNORECASE)


# Where something the user runs is run from, their home, in a place named: "out of my house in Asheville".
RUN_FROM_HOME = lazy_regex(r"\b(?:out of|from) (?:my|our) (?:own )?(?:house|home|apartment|flat|garage|basement|"
                           r"place) (?:here )?in ((?-i:[A-Z])[\w'.-]*(?: (?-i:[A-Z])[\w'.-]*){0,3})")


def _run_from_home(obj: str, statement: str) -> list[Proposal]:
    """The user's home, when what they run is run from their house in a place named ("a bakery out of my house in
    Asheville")."""
    if " in " not in obj or not RUN_FROM_HOME.search(obj):
        return []
    return [Proposal("user_model_attr", "location:home", statement, confidence=0.6)]


def _business(phrase: str, run: bool = False) -> bool:
    """Whether an object phrase is a business of the user's own: "a small bakery", "my own practice", "two shops".
    A studio owned may be a flat ("I own a studio in Brooklyn"); one run is a business."""
    owned = _m(r"(?:(?:my|our) own|my|our|" + NUMBER_WORDS + r") (.+)", _ascii(phrase))
    named = NOUN_PHRASE_END.split(f"{owned.group(1)} ")[0] if owned else ""
    if owned and (how := BUSINESS_HOW.search(named)):
        named = named[: how.start()]  # "a food truck together", "a bakery full-time": how it is run, not what
    nouns = _words(named)
    if owned and owned.group(1)[len(named):].lstrip().lower().startswith("of "):
        return False  # "a bar of soap", "a shop of my uncle's": the head is a measure or another's
    head = _singular(nouns[-1]) if nouns else ""
    if len(nouns) >= 2 and f"{nouns[-2]} {head}" in lx.BUSINESS_PAIRS:
        return len(nouns) <= 4  # "a food truck", "a car wash": the pair is the business (a truck alone is a vehicle)
    return len(nouns) <= 4 and ((head in lx.BUSINESSES and (run or head != "studio")) or (
        run and head in FARMS_RUN and not (len(nouns) >= 2 and nouns[-2] in NO_FARM)))


# A farm run is the user's work ("I run a small u-pick blueberry farm"); one owned may be land, a home.
FARMS_RUN = frozenset("farm ranch orchard vineyard winery creamery dairy apiary nursery".split())
# What a "farm" of no crop is: "a server farm", "a render farm", "a troll farm", "an ant farm".
NO_FARM = frozenset("server render troll bot click content link ant worm solar wind crypto mining gpu".split())


def _sensitivity(p: Proposal) -> str:
    # health keyed under any subject is still the user's health: never stored as normal
    if p.subject.startswith("health:") or HEALTH_WORDS_CASELESS.search(caseless(p.statement)):
        return "sensitive"
    # and so is an addiction or a recovery, a condition or a medication no rule keyed as health, named in the key or
    # the statement ("identity:recovering_alcoholic", "possession:year_clean", "possession:mild_heart_murmur")
    if p.sensitivity != "sensitive" and HEALTH_ALSO_NAMED.search(
            f"{p.statement.lower()} {p.subject.replace('_', ' ').replace(':', ' ')}"):
        return "sensitive"
    # and so is a faith, an orientation or a political view, whatever else the key holds ("identity:christian_mother",
    # "activity:church", "membership:labour_party", "identity:bernie_supporter")
    if p.subject.startswith(BELIEF_KINDS) and (set(p.subject.rsplit(":", 1)[-1].split("_")) & lx.BELIEF_WORDS or (
            p.subject.startswith("membership:") and "party" in p.subject)):
        return "sensitive"
    # and so is a faith or a party liked, owned or joined, by its name or by what it is held by: its god, book or
    # object, a leader, an emblem or a group ("preference:buddhism", "possession:prayer_rug", "possession:maga_hat",
    # "preference:obama", "membership:proud_boys"); what also names things of no faith ("progressive rock") is not
    if p.subject.startswith(HELD_KINDS):
        slug = p.subject.rsplit(":", 1)[-1]
        words = set(slug.split("_"))
        if words & lx.BELIEF_HELD or BELIEF_HELD_PHRASES.search(slug) or (
                p.subject.startswith(("preference:", "possession:")) and words & BELIEF_OF_THINGS_HELD):
            return "sensitive"
    if p.sensitivity == "sensitive":
        return p.sensitivity
    if p.subject.startswith(WORK_KINDS):
        low = p.statement.lower()
        if p.subject.startswith("occupation") and CLERGY_CALLING.search(low):
            return "sensitive"  # a calling in a faith says the faith ("User is a youth pastor at Grace Baptist")
        # an experience not of work is the user's life as any other key's ("User has been to Pride three times")
        return "sensitive" if p.subject.startswith("experience:") and "work" not in low and (
            SAID_OF_THE_USER_TOO.search(low)) else p.sensitivity
    # or said in the statement, whatever the key: a therapy, a debt or a fortune ("activity:therapy",
    # "vehicle:car_loan", "identity:millionaire"), a faith's place or a party's cause ("User sings in their church
    # choir", "User volunteers for the Bernie campaign"); a job named by one ("a loan officer") is a job
    low = p.statement.lower()
    if SENSITIVE_ALSO_SAID.search(low):
        return "sensitive"
    # a faith, an orientation, a record or money trouble said in a statement of another key ("User and their wife are
    # Catholic" as family:wife, "because the user is broke", "User is a felon", "User goes to Pride every year")
    if SAID_OF_THE_USER_TOO.search(low) or (("dog" in low or "animal" in low or "support" in low) and (
            (m := ASSISTANCE_ANIMAL.search(low)) and OWNED_JUST_BEFORE.search(low, max(0, m.start() - 12), m.start()))):
        return "sensitive"
    return p.sensitivity


# Keys of work, whose words may name what others' lives hold without saying anything of the user's.
WORK_KINDS = ("occupation", "experience:", "education")
# A job that is a calling in a faith, searched in a lowercased statement: it says the user's faith as plainly as
# "I'm a Methodist" does (a minister of a government, "monk fruit" or a bishop on a chessboard say none).
CLERGY_CALLING = lazy_regex(
    r"\b(?:priest(?:ess)?|pastor|rabbi|imam|chaplain|deacon(?:ess)?|vicar|reverend|(?:arch)?bishop|preacher|"
    r"missionary|nun|monk(?! ?fruit)|friar|cleric|clergy(?:man|woman)?|parson|curate|evangelist|worship leader|"
    r"(?:youth|ordained|church|lay) minister|minister (?:at|of) (?:a |the |our |my )?(?:\w+ ){0,2}(?:church|chapel|"
    r"parish|congregation))s?\b")
# What else makes a statement sensitive, searched lowercased by `_sensitivity` (see there).
# At a word's start it looks ahead for the two letters its branches begin with: at most words no branch is tried (a
# third less time; tests/test_extract_lookahead_openings.py proves it from them).
SENSITIVE_ALSO_SAID = lazy_regex(
    r"\b(?=a[act]|b[aei]|c[hlor]|de|fo|go|ha|im|ko|l[ao]|m[io]|n[aer]|o[bv]|p[als]|qu|r[ae]|s[ahuy]|t[ehor]|we)"
    r"(?:(?<!retail )therapy|therapist|counsell?ing|counsell?or|psychiatrist|psychologist|rehab|(?:aa|na) meetings?|"
    r"debts?|loans?|mortgages?|millionaire|billionaire|bankrupt(?:cy)?|foreclos\w+|overdra(?:ft|wn)|net worth|"
    r"credit score|"
    r"church|mosque|synagogue|temple|parish|congregation|sunday school|bible study|quran|koran|torah|ramadan|"
    r"sabbath|shabbat|deacon|imam|rabbi|pastor|(?:go|goes|going|went|attend\w*) to mass|"
    r"(?:bernie|sanders|trump|biden|harris|obama|clinton|labour|tory|democratic|republican|conservative party) "
    r"campaign|nra|aclu|planned parenthood|party member)\b")


# The kinds of key a faith, an orientation or a political view may be named in.
BELIEF_KINDS = ("identity:", "membership:", "activity:", "history:", "trait:")
# The kinds of key a faith or a party may be held in: as named, and liked or owned.
HELD_KINDS = (*BELIEF_KINDS, "preference:", "possession:")
# The words of a faith or a party a key of a thing liked or owned is sensitive by (see lx.BELIEF_WORDS_OF_THINGS_TOO).
BELIEF_OF_THINGS_HELD = lx.BELIEF_WORDS - lx.BELIEF_WORDS_OF_THINGS_TOO
# What of a faith or a party takes more than one word, searched in a key's slug (see lx.BELIEF_HELD): "bernie" only
# alone or with his surname ("Weekend at Bernie's", "Bernie Mac" are none), "god" only alone ("God of War" is a game).
BELIEF_HELD_PHRASES = lazy_regex(
    r"^(?:god|bernie|bernie_sanders|the_lord)$|(?:^|_)(?:prayer_(?:rug|mat|beads|book|shawl)|proud_boys|"
    r"buddha(?!_bowls?)|trump(?!_cards?)|"
    r"black_lives_matter|blm|holy_(?:bible|quran|koran|book)|book_of_mormon|star_of_david|pride_flag|rainbow_flag|"
    r"democratic_socialists|young_republicans|young_democrats|tea_party|oath_keepers|qanon)(?:_|$)")
# The clergy, whose calling says the user's faith (searched lowercased): "a priest", "a nun", "a youth pastor" (keyed
# as a job, it stays a job: see WORK_KINDS).
# A monk fruit and Thelonious Monk are none, nor a missionary position; a minister only of a church.
CLERGY = lazy_regex(
    r"\b(?:priest(?:ess)?s?|pastors?|nuns?|(?<!thelonious )monks?(?! fruit)|rabbis?|imams?|chaplains?|vicars?|"
    r"reverend|deacons?|deaconess|preachers?|clergy(?:man|woman|men|women)?|clerics?|friars?|"
    r"missionar(?:y|ies)(?! position)|(?:church|youth|ordained|baptist|methodist|lutheran) ministers?|seminarians?|"
    r"mullahs?|swamis?|lamas?|cantors?|evangelists?)\b")


def _said_after(words: tuple[str, ...], *said: str) -> str:
    """A pattern of what is said (literal, so of a fixed width) after one of the words and a space: the said first,
    the rarer, and only then a look back for the word."""
    return "(?:" + "|".join(said) + ")(?:" + "|".join(rf"(?<=\b{w} {x})" for x in said for w in words) + ")"


# What else a statement says of its user that is sensitive, whatever its key (searched lowercased; see _sensitivity):
# a faith or an orientation by name or a calling (CLERGY); an orientation in other words ("a virgin", "a drag queen",
# going to Pride); a criminal record ("a felon", "a DUI", "a parole officer"); money trouble ("broke", "paycheck to
# paycheck"). Politics by a word that names other things too ("a liberal arts degree", "progressive rock") is left to
# the belief rules. Each branch opens on a word to look for (see patterns.alternatives), what comes before it is
# looked back for.
SAID_OF_THE_USER_TOO = lazy_regex(
    r"\b(?:(?:" + alternatives(sorted(lx.BELIEF_WORDS - lx.BELIEF_WORDS_OF_THINGS_TOO
                                      - {"pray", "prayer", "praying", "worship", "bible", "church", "mass"})) + r")s?|"
    r"star of david|"
    r"virgin(?<!extra virgin)(?:ity|s)?(?! (?:islands?|atlantic|media|mobile|records|galactic|australia|trains?|money|"
    r"america|airlines?|megastore|radio|river|olive|coconut|wool|queen|bloody|mojitos?|cocktails?|drinks?|"
    r"margaritas?|pi[nñ]a coladas?|daiquiris?|sangria))|"
    r"drag(?: (?:queens?|kings?|shows?|brunch(?:es)?)|(?<=\bin drag))|(?:pride|rainbow) (?:flags?|parades?|marches|"
    r"march|month|festivals?|events?|pins?)|"
    + _said_after(("to", "at", "in", "attend", "attends", "attended", "attending", "celebrate", "celebrates",
                   "celebrated", "celebrating", "march", "marches", "marched", "marching"), "pride")
    + r"(?! and prejudice| in | of | themselves| himself| herself| myself| itself)\b|"
    + _said_after(("came", "come", "comes", "coming"), "out") + r" (?:as|to (?:my|their|his|her) (?:\w+ )?(?:parents|"
    r"family|mom|dad|mother|father|friends))\b|closeted|"
    r"felon(?:y|ies|s)?|ex-?cons?|ex-?convicts?|dui|dwi|criminal (?:record|history|past|convictions?|charges?)|"
    r"parole(?:d|(?<=\bon parole)| officers?)|probation officers?|rap sheet|served (?:time|a sentence)|"
    r"(?:jail|prison) (?:time|sentence|record)|"
    + _said_after(("was", "been", "got", "get", "getting"), "arrested", "convicted", "locked up") + "|sex offender|"
    + _said_after(("is", "am", "are", "was", "were", "be", "being", "been", "so", "too", "flat", "dead", "stone",
                   "totally", "completely", "always"), "broke") +
    r"|paycheck to paycheck|food stamps|welfare(?<=\bon welfare)|poverty(?<=\bin poverty)|poverty line)\b|"
    + CLERGY.pattern)
# An assistance animal, which says a disability: the user's when had ("User has a service dog"), not when trained or
# raised for others ("User trains guide dogs"); OWNED_JUST_BEFORE is looked for just before it.
ASSISTANCE_ANIMAL = lazy_regex(
    r"\b(?:service (?:dogs?|animals?|cats?|horses?)|guide dogs?|seeing[- ]eye dogs?|hearing dogs?|emotional support "
    r"(?:animals?|dogs?|cats?|pets?|\w+)|(?:seizure|diabetic|medical|psychiatric|mobility|autism) (?:alert |response "
    r"|assistance |service )?dogs?|assistance (?:dogs?|animals?))\b")
OWNED_JUST_BEFORE = lazy_regex(r"\b(?:has|have|had|got|gets|getting|owns?|owned|their|user's|needs?|with)"
                               r"(?: (?:an?|their|new|own|two))? $")


def _words(text: str) -> list[str]:
    return WORD.findall(text.lower())


# A clause's words that say it is addressed to the assistant (Rules.refused).
_YOU_WORDS = frozenset({"you", "your", "yours", "u", "ur", "you're", "youre", "y'all"})


IES_EXCEPTIONS = frozenset(
    {
        "movies",
        "cookies",
        "pies",
        "ties",
        "zombies",
        "rookies",
        "selfies",
        "smoothies",
        "brownies",
        "indies",
        "hippies",
        "goalies",
        "collies",
        "calories",
        "lies",
    }
)
CURLY_APOSTROPHE = "\u2019"
IRREGULAR_PAST = frozenset(
    {
        "got",
        "bought",
        "drove",
        "rode",
        "made",
        "took",
        "went",
        "grew",
        "ran",
        "won",
        "wrote",
        "sold",
        "lost",
        "found",
        "had",
        "did",
        "saw",
        "met",
        "became",
        "began",
        "knew",
        "thought",
        "taught",
        "caught",
        "brought",
        "fought",
        "felt",
        "kept",
        "left",
        "paid",
        "said",
        "sent",
        "spent",
        "told",
        "understood",
        "was",
        "were",
        "read",
        "built",
        "swam",
        "sang",
        "ate",
        "drank",
        "flew",
        "gave",
        "heard",
        "held",
        "led",
        "lit",
        "meant",
        "put",
        "quit",
        "set",
        "sat",
        "slept",
        "spoke",
        "stood",
        "struck",
        "threw",
        "wore",
        "woke",
        "broke",
        "chose",
        "drew",
        "forgot",
        "hid",
        "shot",
        "tore",
        "blew",
    }
)


KEEP_FINAL_S = frozenset(
    """series species paris tennis analysis basis crisis thesis oasis bus campus virus hummus cactus genius bonus
    status focus chorus octopus atlas texas lens physics mathematics news gas chaos christmas diabetes
    hippopotamus asparagus emacs redis jenkins kubernetes postgres macos ios drums clothes sales corrections""".split()
)


def _singular(word: str) -> str:
    if word in KEEP_FINAL_S or word.endswith(("ous", "us", "ics")):
        return word
    if word.endswith("ies") and len(word) > 4 and word not in IES_EXCEPTIONS:
        return word[:-3] + "y"
    if word.endswith(("tches", "rches", "nches", "oaches", "shes", "xes", "sses", "zzes")) and len(word) > 4:
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


def _kin(word: str) -> str:
    """A relative's key: "dad" and "father" are one person, so a later word for them lands on the same belief."""
    word = _singular(word.lower())
    return lx.KIN_KEYS.get(word, word)


def _figurative_kin(before: str, kin: str) -> bool:
    """Whether a kin word said after another word is a figure of speech, no relative (see lx.FIGURATIVE_KIN): "a work
    wife", "a fur baby", "a baby daddy" (but "a baby brother", "a house husband" are relatives)."""
    before = before.lower()
    return before in lx.FIGURATIVE_KIN or (before == "baby" and kin.lower() in lx.BABY_PARENTS)


def _aid(said: str) -> str | None:
    """The health key of an aid the user relies on ("use a wheelchair", "a hearing aid", "in a wheelchair", "a
    wheelchair user"), or None."""
    return aids[0] if (aids := _aids(said)[0]) else None


def _aids(said: str) -> tuple[list[str], int]:
    """The keys of the aids the user relies on, the first and those listed with it ("an Omnipod 5 + Dexcom G7"), and
    where the list ends in `said`."""
    if not (m := ASSISTIVE.match(said)) or not (key := _aid_key(m.group(1) or m.group(2))):
        return [], 0
    if key == "health:braces" and m.group().lower().startswith(("wear", "worn")):
        return [], 0  # braces worn may be what holds one's trousers up; had or fitted, they are on the teeth
    keys = [key]
    while more := MORE_AIDS.match(said, m.end()):
        if (key := _aid_key(more.group(1))) and key not in keys:
            keys.append(key)
        m = more
    return keys, m.end()


def _aid_key(named: str) -> str:
    if AID_MAKE.match(named):
        # "a Dexcom G7": the device, by its model
        return f"device:{slug}" if (slug := topic_slug(named, numbers=True)) else ""
    if not (slug := topic_slug(named)):
        return ""
    # "a power wheelchair" is a wheelchair; "a white cane" a cane
    slug = slug.rsplit("_", 1)[-1] if slug.endswith(("wheelchair", "cane", "walker", "denture", "dentures")) else slug
    return f"health:{AID_KINDS.get(slug, slug)}"


def _diet_sensitivity(diet: str) -> str:
    """A diet kept for a faith (halal, kosher) says the user's religion: sensitive, as their faith is."""
    return "sensitive" if diet.lower() in lx.RELIGIOUS_DIETS else "normal"


def _activity(slug: str) -> str:
    """What is taken up, not the form it comes in: "pottery classes", "piano lessons" are pottery and piano, and a
    pursuit said with its verb is its gerund ("to swim", "biking" are swimming and cycling)."""
    kind, _, form = slug.rpartition("_")
    if not kind or form not in ("class", "lesson", "course"):
        return _pursuit(slug)
    return _pursuit(re.sub(r"^(?:(?:first|new)_)+", "", kind))  # "my first French lesson" is French


def _pursuit(slug: str) -> str:
    """One key per pursuit: a verb's form ("run", "ran", "biking") is keyed as its gerund (running, cycling); any
    other key, a noun's ("guitar", "chess") or a verb's the lexicon does not list, stays as it is."""
    return lx.PURSUITS.get(slug, slug)


def _pursuit_head(slug: str, verbal: bool) -> str:
    """A key that opens on a pursuit said with its verb opens on its gerund: "to run" and "running" are running,
    "to bike to work" and "biking to work" cycling_work, "to run marathons" running_marathon. The verb's bare form
    counts only where it is a verb (`verbal`: after "to", "used to", "go for"); "I love fish" names a food, "I like
    my bike" a thing, while a gerund is the pursuit wherever it stands ("biking" is cycling)."""
    head, _, tail = slug.partition("_")
    key = lx.PURSUITS.get(head)
    if key is None or key == head or not (verbal or head.endswith("ing")):
        return key if key in QUARRY_PURSUITS and head.endswith("ing") else slug
    return key if key in QUARRY_PURSUITS else f"{key}_{tail}" if tail else key


# Where one pursuit liked ends and the next begins: a comma or an "and" before a gerund ("hiking and fishing",
# "reading, hiking, and swimming"), or, after "to", before a verb's bare form ("to read and write"); a word in "-ing"
# that names a thing is no pursuit ("hiking and spring", "a wedding").
_NO_GERUND = r"(?!(?:thing|things|something|everything|anything|nothing|morning|mornings|evening|evenings|wedding|" \
             r"weddings|king|ring|rings|spring|string|pudding|ceiling|clothing|stuffing|icing|frosting|seasoning|" \
             r"interesting|amazing|exciting|boring|relaxing|fascinating|amusing|inspiring|stunning|refreshing|" \
             r"challenging|rewarding|surprising|charming|thrilling|soothing|calming|satisfying|annoying|disgusting|" \
             r"entertaining|outstanding|upcoming|ongoing|loving|caring|uplifting|engaging|sparkling)\b)"
_PURSUIT_BREAK = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)"
PURSUIT_BREAK = lazy_regex(_PURSUIT_BREAK)
PURSUITS_IN_TURN = lazy_regex(_PURSUIT_BREAK + r"(?=" + _NO_GERUND + r"[a-z]+ing\b)", re.IGNORECASE)
# (a word in "-ing" before the thing it names is no pursuit: "a rowing machine", "swimming pools", "hiking boots")
GERUND_FIRST = lazy_regex(_NO_GERUND + r"[a-z]+ing\b(?!\s+(?:machines?|pools?|shoes|boots|rods?|poles?|rooms?|tables?|"
                          r"lots?|soda|bags?|gear|sticks?|suits?|trunks|mats?|goggles|glasses|wheels?|carts?|areas?|"
                          r"spots?|trails?|partners?|buddy|buddies|class|classes|lessons?|clubs?|teams?|groups?|"
                          r"kits?)\b)", re.IGNORECASE)
# Verbs liked in turn, said after one "to": "to read and write", "to cook, run, read poetry" (the first verb alone
# before the break).
VERBS_IN_TURN = lazy_regex(r"to [a-z]{2,12}" + _PURSUIT_BREAK + r"(?![a-z]+ing\b)[a-z]", re.IGNORECASE)


# Verbs whose last letter doubles before "-ing" ("shopping", "jogging"), among those a liking is said with.
DOUBLED_BEFORE_ING = frozenset("run swim shop stop plan jog sit get put cut hit dig chat knit skip grab drop spin trim "
                               "win set bet sip nap hug rap tap jam scan chop map plot ship trip tan spot".split())


def _gerund_first(slug: str) -> str:
    """The slug with its first word, a verb's bare form, as its gerund: "spend_time" is spending_time, "try_new_food"
    trying_new_food, "bake_bread" baking_bread."""
    verb, _, rest = slug.partition("_")
    if verb in DOUBLED_BEFORE_ING:
        verb += verb[-1] + "ing"
    elif verb.endswith("ie"):
        verb = verb[:-2] + "ying"
    elif verb.endswith("e") and len(verb) > 2 and not verb.endswith(("ee", "ye", "oe")):
        verb = verb[:-1] + "ing"
    else:
        verb += "ing"
    return f"{verb}_{rest}" if rest else verb


# Pursuits whose object is their quarry, no part of what they are: "hunt elk" is hunting, "fishing bass" fishing.
QUARRY_PURSUITS = frozenset(("hunting", "fishing", "trapping"))


def _pet(word: str) -> str:
    """A pet's key is its kind: "a corgi" or "a puppy" is a dog, so "we don't have a dog anymore" takes it back."""
    word = word.lower()
    return (lx.BREEDS.get(word) or lx.BREEDS.get(_singular(word)) or lx.YOUNG_PETS.get(word)
            or lx.YOUNG_PETS.get(_singular(word)) or _singular(word))


TIME_WORD = lazy_regex(r"(?:yesterday|today|tonight|tomorrow|last|this|recently)", re.IGNORECASE)
NAME = lazy_regex(r"\b[A-Z][a-z0-9]*[a-z][a-z0-9]*s\b")
# Nor is an acronym in capitals: "a MAPS station", "SOPS" keep theirs.
ACRONYM_S = lazy_regex(r"\b[A-Z]{2,}S\b")


def _ascii(text: str) -> str:
    """Accents folded, as the rules read words in ASCII: "café" is read as cafe, not caf."""
    return text if text.isascii() else unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


# The languages and tools a slug names: "c++" is cpp
TECH_SLUGS = frozenset(slug_word(word) for word in lx.TECH)


ALL_OF_MINE = lazy_regex(r"\b(?:my|our|the|his|her|their) (whole) |\b(entire) |\b(whole) (?=[A-Z])")
# "One" opening a name of capitalized words: "One Piece", "One Direction", "OneRepublic" aside.
NAMED_ONE = lazy_regex(r"\bOne (?=[A-Z][a-z])")
NAMED_ONE_WORD = frozenset(("one",))


def topic_slug(phrase: str, limit: int = 3, numbers: bool = False) -> str:
    """A stable key from the content words of an object phrase, up to its first modifier.

    Words that say how much or how many name nothing ("a couple of guidebooks" is keyed on the
    guidebooks); a phrase that names nothing else ("a little of everything", "a couple in the
    morning", "a lot of different kinds") has no key, rather than the key of its modifier."""
    phrase = _ascii(phrase)
    # A name is not a plural: "Postgres", "Kubernetes" keep their final s ("GPUs" do not).
    names = {w.lower() for w in NAME.findall(phrase)}
    if "S " in phrase or phrase[-1:] == "S":
        names.update(w.lower() for w in ACRONYM_S.findall(phrase))
    # A time word in a name ("Last Week Tonight", "Yesterday by the Beatles") does not end the phrase. (Each word is
    # looked at only where a time word is in the phrase at all: the phrase is ASCII, and lowered whole otherwise.)
    lowered = phrase.lower()
    if ("yesterday" in lowered or "today" in lowered or "tonight" in lowered or "tomorrow" in lowered
            or "last" in lowered or "this" in lowered or "recently" in lowered):
        lowered = re.sub(r"\S+", lambda m: m.group() if _named(m.group()) and TIME_WORD.fullmatch(m.group()) else
                         m.group().lower(), phrase)
    # "One" in a name is no count: "One Piece", "One Direction" keep it.
    kept = NAMED_ONE_WORD if "One " in phrase and NAMED_ONE.search(phrase) else frozenset()
    # All of a thing is the thing: "my whole record collection", "my entire wardrobe" (not "Whole Foods", a name, nor
    # "whole milk", a kind).
    whole = {m.group(m.lastindex or 0) for m in ALL_OF_MINE.finditer(phrase)} if (
        "whole " in phrase or "entire " in phrase) else ()
    for segment in PREPOSITION_STOP.split(f" {lowered} "):
        # (a word of _words holds no line break: "'s$" is its last two characters, and taken off by a slice)
        words = [(w[:-2] if w.endswith("'s") else w).strip("'") for w in _words(segment)
                 if (w not in lx.STOPWORDS or w in kept) and (not w.isdigit() or (numbers and len(w) <= 3))]
        content = [w if w in names else _singular(w) for w in words if (w not in lx.VAGUE or w in kept)
                   and w not in whole]
        content = [slug for w in content if w and (w not in lx.STOPWORDS or w in kept) if (slug := slug_word(w))]
        if content:
            return "_".join(content[:limit])
        if words:
            return ""
    return ""


# "simple English", "plain words": how simply to write, an answer style, not a language.
SIMPLE_WORDING = lazy_regex(r"\b(?:simple|plain|easy|basic|simplified)\s+(?:english|words|language|terms)\b", re.I)


def stable_subject(text: str) -> str | None:
    found = next((subject for pattern, subject in STABLE_DOMAINS if pattern.search(text)), None)
    return found


# A standing instruction to the assistant is a lasting preference, not a one-off request: "From now
# on, always answer in British English", "Never use emojis with me", "I'd like replies in Spanish
# going forward". It needs a marker of time that lasts; "Please book the table" stays a request.
STANDING = lazy_regex(r"\b(?:from now on|going forward|in (?:the )?future|by default|always|never|every time)\b",
                      re.IGNORECASE)
STANDING_LEAD = lazy_regex(r"^(?:(?:please|and|so|also|ok|okay)\b[\s,]*|(?:from now on|going forward|"
                           r"in (?:the )?future|by default)\b[\s,]*|for future reference\b[\s,:-]*"
                           # what it holds for: "for all my projects, always use pytest"
                           r"|(?:for|in|across) (?:all|every|each) (?:of )?(?:my |our )?(?:projects?|repos?|"
                           r"repositories|code ?bases?|code|work)(?: of mine| of ours)?\b[\s,]*)+", re.IGNORECASE)
INSTRUCTION_VERB = (
    r"(?:answer|reply|respond|write|use|give|show|explain|format|keep|send|address|include|avoid|cite|talk|speak|"
    r"assume|default to|stick to)\b"
)
# How an instruction is framed: asked of the assistant, or wished for by the user.
REQUEST_FRAME = r"(?:(?:can|could|would|will) you|you should|make sure(?: to| you)?|remember to|be sure to)"
WISH_FRAME = r"(?:i(?:'d| would) (?:like|prefer|love)|i (?:always |really |just )?(?:want|need))"
ADDRESSED_WISH = lazy_regex(WISH_FRAME + r" you\b", re.IGNORECASE)
INSTRUCTION = lazy_regex(
    r"(?:" + REQUEST_FRAME + r" )?(?:always |never |do not |don't |only |just )?" + INSTRUCTION_VERB + r".+"
    r"|" + WISH_FRAME + r"\b.+",
    re.IGNORECASE,
)
STANDING_TAIL = lazy_regex(r",?\s+(?:from now on|going forward|in (?:the )?future|by default)$", re.IGNORECASE)
INSTRUCTION_FRAME = lazy_regex(
    r"^(?:" + WISH_FRAME + r"(?: you)?(?: to)?|" + REQUEST_FRAME + r")\s+|^(?:always|never|do not|don't|only|just)\s+",
    re.IGNORECASE,
)
INSTRUCTION_LANGUAGE = lazy_regex(
    r"\b(?:in|into) (?:british |american |brazilian |european |mexican |simplified |traditional |plain )?"
    r"(?:english|spanish|french|german|portuguese|italian|dutch|japanese|chinese|korean|russian|arabic|hindi|"
    r"polish|swedish|turkish|greek|hebrew|ukrainian|czech|danish|finnish|norwegian)\b",
    re.IGNORECASE,
)
CALL_ME = lazy_regex(r"(?:(?:please|just|simply|you can|you may|feel free to),? )*(?:call me|i go by) (?!"
                     + "|".join(re.escape(m) for m in lx.TRANSIENT)
                     + r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)(?-i:[A-Z][\w'-]+)", re.IGNORECASE)
# The lasting marker must govern the instruction itself: at its head ("always answer ...", "I'd like you to
# never ...") or as a lead or tail ("from now on"), not inside what it asks for ("a poem about how I always ...").
STANDING_HEAD = lazy_regex(
    r"^(?:" + REQUEST_FRAME + r" |" + WISH_FRAME + r" (?:you )?(?:to )?)?(?:always|never|every time)\b"
    r"|^i always (?:want|need)\b",
    re.IGNORECASE,
)
# What an instruction to the assistant governs: its replies. Advice for anyone ("Always use protection",
# "Never talk to strangers") or a wish of the user's own ("I need a car that never breaks down") names none.
OUTPUT = lazy_regex(
    r"\b(?:answers|responses|replies|(?:your|each|every|the|an?) (?:answer|response|reply)|explanations?|"
    r"emojis?|emoticons?|bullet(?:s| points?)?|markdown|"
    r"code|code blocks?|snippets?|examples?|sources?|citations?|references|links?|tables?|headers?|headings?|"
    r"jargon|summar(?:y|ies)|tl;?dr|tone|units?|metric|imperial|celsius|fahrenheit|formatting|paragraphs?|"
    r"sentences?|spelling|lists|comments|docstrings?|type hints|disclaimers?|caveats?|apolog(?:y|ies|ize|ise)|"
    r"exclamation (?:marks?|points?)|swearing|profanity|slang|me|us|assume (?:that )?(?:i|i'm|my))\b",
    re.IGNORECASE,
)
# "answer in ...", "reply briefly", "respond with ...": the verb itself is about how to reply.
REPLY_MANNER = lazy_regex(r"\b(?:answer|reply|respond)\s+(?:in|with|using|like|as|\w+ly)\b",
                          re.IGNORECASE)
# "you"/"your" inside what is asked is advice to the reader ("when you cook", "your receipts"), save the
# assistant's own replies ("keep your answers short").
READER = lazy_regex(r"\byou(?:rself|'re|'ll)?\b|\byour\b(?!\s+(?:\w+\s+)?(?:answers?|responses?|replies|"
                    r"explanations?|code|examples?|sources?|citations?|summar(?:y|ies)|tone|formatting|sentences?|paragraphs?))",
                    re.IGNORECASE)
# What the assistant itself writes, named with "you" in a relative clause: "any code you write for me", "the
# answers you give me". It is the output the instruction governs, not advice to the reader.
BY_YOU = lazy_regex(r"\b(?:code|answers?|replies|responses?|examples?|snippets?|scripts?|summar(?:y|ies)|"
                    r"explanations?|messages?|emails?|docs?|comments?|tests?) (?:that )?you (?:write|give|produce|"
                    r"generate|send|show|make|draft|suggest)\b", re.IGNORECASE)
# How the assistant's answers, all of them, are to be: "can you keep your answers short", "make your replies brief".
ALL_REPLIES = lazy_regex(r"(?:(?:can|could|would|will) you (?:please )?|please )?(?:just )?(?:keep|make) (?:all )?your "
                         r"(?:answers|replies|responses) (?:(?:really|very|super|nice and|a bit|a little) )?(?:short|"
                         r"shorter|brief|briefer|concise|simple|simpler|to the point|under \d+ words|"
                         r"(?:to )?(?:one|two|three|a few|\d+) (?:sentences|lines|paragraphs)(?: max)?)\b",
                         re.IGNORECASE)
ONE_OFF_REPLY = lazy_regex(r"\b(?:this time|just this once|for now|right now|today|tonight|this (?:one|question|chat|"
                           r"conversation|thread)|here|for this)\b|\?", re.IGNORECASE)
# An evaluative aside after it is irony: "always answer with a wall of text, great".
IRONIC_TAIL = lazy_regex(r",\s*(?:great|perfect|brilliant|wonderful|lovely|awesome|fantastic|amazing|nice|cool|"
                         r"thanks(?: a lot)?|sure|right|lol|lmao|haha|jk|/s)$", re.IGNORECASE)


# "Call me Ishmael." in a message about a line, a quote or a novel cites a book; it asks nothing of the assistant.
CITATION = lazy_regex(
    r"\b(?:quot(?:e|es|ed|ing)|(?:opening|first|last|famous|best|iconic|classic|favou?rite) (?:line|lines|sentence|"
    r"words)|novels?|literature|literary|melville|(?:begins|starts|opens) (?:with|like)|how (?:\S+ ){1,3}"
    r"(?:begins|starts|opens))\b",
    re.IGNORECASE,
)


# Units named in an instruction about how to give figures: "give me all distances in kilometres".
UNIT_WORDS = lazy_regex(r"\b(?:kilomet(?:er|re)s|km|miles|met(?:er|re)s|kilograms|kg|pounds|lbs|feet)\b", re.I)
# What every standing instruction has, checked before anything else: most clauses have neither.
MAY_INSTRUCT = lazy_regex(r"\b(?:always|never|from now on|going forward|future|by default|every time|call me|go by"
                          r"|your (?:answers|replies|responses))\b", re.IGNORECASE)
# What MAY_INSTRUCT cannot match without, in the lowercased text (leaving out each i and s, which a case-blind
# match also finds in the dotted or dotless i and the long s). Each is looked for from its rarest letter (see
# text.rarest_first): "alway" from its "y", where a search for the plain alternation stopped at every "a", "f", "n"
# and "e" (a quarter less time).
_MAY_INSTRUCT_HINTS = ("alway", "never", "from now on", "forward", "future", "by default", "every t", "call me",
                       "go by", "your an", "your re")
MAY_INSTRUCT_HINT = lazy_regex(rarest_first(_MAY_INSTRUCT_HINTS))
# A learner's word order: "Please, always you explain me ..." is "Please, always explain me ..."; only after a
# request word or leading, so "you always explain too fast" (a complaint) stays what it is.
LEARNER_ORDER = lazy_regex(r"^((?:please\W+)?)(?:(always|never) you|you (always|never)) (?=" + INSTRUCTION_VERB + ")",
                           re.IGNORECASE)
INSTRUCTION_BREAK = lazy_regex(r",?\s+and\s+(?:(?:in general|generally|also|as a rule),?\s+)?"
                               r"(?=(?:always|never|don't|do not|please)\b)", re.IGNORECASE)

# A second imperative under the first's "always": "always give me metric units, and keep code at 2-space indentation".
SHARED_MARKER_BREAK = lazy_regex(r",\s+and\s+(?=" + INSTRUCTION_VERB + r")", re.IGNORECASE)
ALWAYS_LEAD = lazy_regex(r"always\s", re.IGNORECASE)  # (a "never" is not shared: "never use emojis, and use ...")


def standing_instructions(text: str) -> list[Proposal]:
    """Each lasting instruction of a clause ("always answer in English, and never use emojis" is two)."""
    text = " ".join(text.replace(CURLY_APOSTROPHE, "'").split()).rstrip(".!,;:")
    if " you " in text:
        text = LEARNER_ORDER.sub(lambda m: m.group() if m.group(3) and not m.group(1) else
                                 f"{m.group(1)}{m.group(2) or m.group(3)} ", text)
    lead = STANDING_LEAD.match(text)
    head = text[: lead.end()] if lead else ""
    parts = INSTRUCTION_BREAK.split(text[len(head):])
    found = [standing_instruction(head + parts[0])] + [standing_instruction(part) for part in parts[1:]]
    if len(parts) == 1 and ", and " in text and (marker := ALWAYS_LEAD.match(parts[0])) and (
            len(shared := SHARED_MARKER_BREAK.split(parts[0])) > 1):
        # each imperative after the first is under its "always": one instruction each, or as before
        each = [standing_instruction(head + shared[0])] + [standing_instruction(marker.group() + part)
                                                          for part in shared[1:]]
        if all(each) and len({proposal.subject for proposal in each if proposal}) == len(each):
            found = each
    return [proposal for proposal in found if proposal is not None]


def standing_instruction(text: str) -> Proposal | None:
    """The user's lasting instruction to the assistant, in their own words, keyed on what it governs."""
    if CALL_ME.fullmatch(text):
        lead = re.sub(r"^i\b", "I", text) if re.match(r"I\b", text, re.I) else text[0].lower() + text[1:]
        statement = _sentence(f"User's standing instruction: {lead}")
        return Proposal("preference", "preference:address_as", statement, confidence=0.7)
    if (general := ALL_REPLIES.match(STANDING_LEAD.sub("", text))) and not ONE_OFF_REPLY.search(text):
        # "can you keep your answers short": how every answer is to be, asked once for all of them
        instruction = STANDING_TAIL.sub("", general.group())
        return Proposal("preference", stable_subject(instruction) or "preference:answer_style",
                        _sentence(f"User's standing instruction: {instruction[0].lower() + instruction[1:]}"),
                        confidence=0.65)
    # the lasting marker belongs to the instruction itself, not to a reason after it ("Please, always ..."
    # leads with a request word and its comma)
    if not (STANDING.search(_phrase(text))
            or STANDING.search(_phrase(STANDING_LEAD.sub("", text)))):
        return None
    if IRONIC_TAIL.search(text):
        return None
    lead_marker = STANDING.search((STANDING_LEAD.match(text) or re.match("", text)).group())
    without_lead = STANDING_LEAD.sub("", text)
    instruction = STANDING_TAIL.sub("", without_lead)
    if not instruction or not INSTRUCTION.fullmatch(instruction) or unresolved(instruction):
        return None
    if not (lead_marker or instruction != without_lead or STANDING_HEAD.match(instruction)):
        return None
    framed = re.sub(r"^(?:(?:can|could|would|will) you\b|" + ADDRESSED_WISH.pattern + ")", "", instruction, flags=re.I)
    if "you " in framed:
        framed = BY_YOU.sub("", framed)  # "in any code you write for me": the assistant's own output
    if READER.search(framed):
        return None
    # what it governs is named in the instruction, not in an aside after it ("use a VPN, trust me")
    said = _phrase(instruction)
    if not (OUTPUT.search(said) or REPLY_MANNER.search(said) or INSTRUCTION_LANGUAGE.search(said)
            or stable_subject(said)  # answer style, theme, indentation, units: how the assistant writes
            or ((used := TOOL_USE.search(said)) and tool_domain(said[used.end():]))  # "always use pytest"
            or ADDRESSED_WISH.match(instruction)):
        return None
    if INSTRUCTION_LANGUAGE.search(instruction) and not SIMPLE_WORDING.search(instruction):
        subject = "preference:language"
    else:
        core = instruction
        while (stripped := INSTRUCTION_FRAME.sub("", core)) != core:
            core = stripped
        # keyed on what the instruction governs: the verb's object ("use emojis" -> emoji)
        slug = topic_slug(re.sub(r"^" + INSTRUCTION_VERB + r"\s*", "", core, flags=re.I) or core)
        if not slug:
            return None
        used = TOOL_USE.search(instruction)
        subject = stable_subject(instruction) or (used and tool_domain(instruction[used.end():])) or (
            "preference:units" if UNIT_WORDS.search(instruction) else f"preference:{slug}"
        )
    lead = instruction if re.match(r"I\b", instruction) else instruction[0].lower() + instruction[1:]
    return Proposal("preference", subject, _sentence(f"User's standing instruction: {lead}"), confidence=0.7)


FIRST_PERSON = lazy_regex(
    # ("mine" the pit worked stays: "a sparky at an iron ore mine", "a coal mine")
    r"\b(?:I am|I was|I'm|I've|I'll|I'd|I|my|me|myself|mine(?<!ore mine)(?<!coal mine)(?<!gold mine)(?<!\ba mine)"
    r"(?<!the mine)|im|ive)\b(?!')", re.IGNORECASE
)
# Only words the evidence or the statement frame holds: "I was" is "the user was", not "they were".
THIRD_PERSON = {
    "i am": "the user is",
    "i was": "the user was",
    "i'm": "the user is",
    "i've": "they've",
    "i'll": "they'll",
    "i'd": "they'd",
    "i": "they",
    "my": "their",
    "me": "them",
    "myself": "themselves",
    "mine": "theirs",
    "im": "the user is",
    "ive": "they have",
}


def third_person(rest: str) -> str:
    """'love my dogs' -> 'loves their dogs': the predicate as said of the user."""
    words = rest.split()
    out: list[str] = []
    for index, word in enumerate(words):
        if word.lower() not in lx.ADVERBS:
            out.append(_conjugate(word))
            return third_person_possessive(" ".join(out + words[index + 1 :]))
        out.append(word)
    return " ".join(out)


def third_person_possessive(rest: str) -> str:
    """'my dog and me' -> 'their dog and them', leaving the verb alone."""
    return FIRST_PERSON.sub(lambda m: THIRD_PERSON[WHITESPACE.sub(" ", caseless(m.group()))], rest)


# Verbs whose form said of the user ("User has ...") is not the regular one.
IRREGULAR_PRESENT = {
    "am": "is",
    "'m": "is",
    "have": "has",
    "'ve": "has",
    "do": "does",
    "go": "goes",
    "don't": "doesn't",
    "dont": "doesn't",
    "was": "was",
    "can": "can",
    "can't": "can't",
    "cannot": "cannot",
    "could": "could",
    "did": "did",
    "didn't": "didn't",
    "had": "had",
    "will": "will",
    "won't": "won't",
    "haven't": "hasn't",
    "havent": "hasn't",
    "never": "never",
}


def _conjugate(verb: str) -> str:
    low = verb.lower()
    if low in IRREGULAR_PRESENT:
        return IRREGULAR_PRESENT[low]
    if low.endswith("ed") or low in IRREGULAR_PAST or not low.isalpha():
        return verb
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if low.endswith("y") and len(low) > 2 and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


_FIRST_PERSON_START = r"(?:i|i'm|i've|i'd|i'll|im|ive|my|me|am|have|also|still|now|only|mostly|especially|mainly)\b"
# Where the user's own clause ends and another begins that is not part of what they say of
# themselves: a concession ("I love animals though so I'm biased"), a reason or a consequence
# that is about something else ("I like to shoot hoops, so orange balls are good with them"), a
# comment on the conversation, a run-on sentence ("I love warm weather as well, that sounds fun"). What the user
# says of themselves ("I'm retired so I love to travel") and what follows about the thing itself
# ("I have a dog, she's a labradoodle named Leah") stay.
def _trailing_clause(bc: str) -> str:
    """TRAILING_CLAUSE's source, with bc (its case-sensitive "bc", "b/c") among the words of a reason or not."""
    return (
        r"(?=[\s,])"  # what its branches begin with (see text.SENTENCE_END)
        r"(?:\s*,?\s+(?:even )?(?:though|although|albeit)\b"
        r"|(?:\s*,\s*|\s+)(?:(?:and|but|so)\s+)?(?:(?:only|just|mainly|mostly|partly)\s+)?"
        r"(?:because|cuz|coz" + bc + r")\s+"
        rf"(?!{_FIRST_PERSON_START})"
        rf"|\s*,\s*(?:and\s+)?so\s+(?!{_FIRST_PERSON_START})"
        r"|\s+so\s+(?:it|it's|that|that's|this|there|there's|they|they're|he|she|you|everything|everyone|the|"
        r"honestly|basically|obviously)\b"
        r"|\s*,\s*(?:(?:and|but)\s+)?(?:that|this|that's|there's|you|you're|what a)\b(?!\s+(?:I|my)\b)"
        # an aside on the conversation: "as I said", "like I mentioned before"
        r"|\s*,?\s+(?:as|like) (?:i|I) (?:said|mentioned|told you|say|stated|was saying)\b"
        # a run-on: "I love dogs they're the best", "I love pasta, its a staple"
        r"|\s*,\s*its\s+(?:a|an|the|so|very|really|not|been|just|also|pretty|super|too)\b"
        r"|\s*,?\s+(?:(?:and|but|or|so)\s+)?(?:it's|they're|he's|she's|that's|there's|we're|you're|it is|they are|"
        r"he is|she is)\b"
        # a comma splice on what another did or does: "I'm in Toronto btw, she moved there last year", "I have a
        # sister, she lives in Sydney"
        r"|\s*,\s*(?:he|she|they)\s+(?!(?:and|or|are|is|were|was)\b)[a-z]+(?:ed|es|s)\b)"
    )


TRAILING_CLAUSE = lazy_regex(_trailing_clause(r"|(?-i:bc|b/c)"), re.IGNORECASE)
# The same without "bc" and "b/c", searched in the caseless clause: where the clause holds neither (all but one in
# thousands), their branch matches nowhere and this finds the same matches in the same places, in two thirds of the
# time (see patterns.caseless_pattern, which a case-sensitive part of a pattern rules out).
TRAILING_CLAUSE_NO_BC_CASELESS = lazy_regex(caseless_pattern(_trailing_clause("")))
# What every TRAILING_CLAUSE holds, searched in the caseless clause: a comma with one of the words its branches after a
# comma begin with, or one of the words of the others. Three clauses in four hold none, and skip its search (each of
# its branches tried at every space; a comma alone let a third of the clauses through).
# Each of its branches opens on a character of its own, the rarest of its words (as text.rarest_first has it), and
# looks behind for what comes before: "though" from its "g", " i " from its "i". A search then tries it only at those
# characters; "\sbc\s" and "\sso\s", which opened on a space, made it try every branch at every position (a third of
# the time; test_extract_trailing_clause_hint proves it finds something wherever that alternation did).
TRAILING_CLAUSE_HINT = lazy_regex(r",\s*(?:(?:and|but)\s+)?(?:so|that|this|there|you|what a|its|(?:he|she|they)\s)"
                                  r"|g(?<=thoug)h|b(?:(?<=alb)eit|ecause|(?<=[\s,]b)c\s|/c)|z(?<=cuz|coz)"
                                  r"|s(?:(?<=\ss)o\s|(?<=it is)|(?<=he is))|i(?<=\si)\s|'(?:re|s)|y(?<=they) are")
DANGLING = lazy_regex(
    r"(?:\s*,)?\s+(?:(?:but|so|or)(?:\s+[\w']+){0,2}|and(?:\s+(?:he|she|they|it|we|you|i)(?:\s+\w+)?)?)$", re.I
)
# A state said to hold "right now": "I'm a student right now", "I'm single at the moment", "I'm learning Spanish atm"
# (the marker, not what follows it: "...right now while my wife supports us"). Searched only in a clause that holds
# one of its words (a marker of a passing moment elsewhere: "I'm tired right now" forms nothing either way).
HELD_RIGHT_NOW = lazy_regex(r",?\s+(?:right now|at the moment|atm|at present)(?=\s*$|\s*,|\s+(?:while|but|so|and|"
                            r"because|since|though)\b)", re.IGNORECASE)
# What a state held right now may be: the user's work or study, their status, a language, their age and origin said
# beside it ("I'm 24, from Utrecht, at uni at the moment"), and a home they live in ("I'm living in Leeds right now";
# "I'm in Paris right now" is where they are, no home).
LASTS_WHEN_HELD_NOW = ("occupation", "education", "relationship_status", "language:", "age", "location:origin")
# Words that end a statement without adding to it.
# A remark on the telling at the end of a clause or before its comma: "I'm a nurse, by the way", "I have a dog btw,
# his name is Rex", "I live in Oslo, just so you know", "I'm a teacher, for context", "I'm in Ohio if sales tax
# matters"; so is an insistence that it is no joke ("I quit smoking, not kidding this time", "I sold my car, no
# joke"), which takes nothing back.
# Tried only where a run of spaces or a comma begins, its spaces taken whole, so a long run of spaces is read
# once, not once per space.
DISCOURSE_TAIL = lazy_regex(
    r"(?<![\s,])(?:(?:\s*+,\s*+|\s++)(?:by the way|btw|fyi|f\.y\.i|just so you know|"
    r"if (?:that|it|[a-z]+(?: [a-z]+){0,2}) (?:matters|helps)"
    r"|lol|lmao|(?:i'm |i am )?not (?:kidding|joking)(?: (?:this time|you|lol))?|no (?:joke|kidding|lie)(?: lol)?)"
    r"|\s*+,\s*+for (?:context|reference|the record|what it's worth))(?=\s*+(?:[,;:]|$))",
    re.IGNORECASE,
)
# Whether a clause holds a remark at all, searched in its lowercased text: a case-blind search of an alternation
# at every position costs five times as much, on every clause.
DISCOURSE_WORD = lazy_regex(r"by the way|btw|fyi|f\.y\.i|just so you know|if [a-z]+(?: [a-z]+){0,2} (?:matters|helps)|"
                            r"lol|lmao|"
                            r"for (?:context|reference|the record|what it's worth)")
TRAILING_WORDS = lazy_regex(
    r"(?=[\s,])"  # what it begins with (see text.SENTENCE_END)
    r"(?:\s*,)?\s+(?:though|haha\w*|hah|lol|lmao|hehe|too|as well|also|either|anyways?)$", re.IGNORECASE
)


# An aside in brackets at a clause's end, a clause of its own: "a tree nut allergy (peanuts are fine, weirdly)", "two
# cats (they're brothers)"; not what names or counts ("two kids (son 12, daughter 9)").
BRACKETED_ASIDE = lazy_regex(r"\s*\((?=[^()]{0,80}?\b(?:is|are|was|were|isn't|aren't|wasn't|don't|doesn't|didn't)\b|"
                             r"[^()]{0,80}?'(?:s|re)\b)[^()]{1,80}\)?[\s.!]*$", re.IGNORECASE)


def own_clause(text: str) -> str:
    """The user's own clause: what follows a boundary into a clause about something else is cut."""
    if "(" in text and (aside := BRACKETED_ASIDE.search(text)) and len(text[: aside.start()].split()) >= 3:
        text = text[: aside.start()]
    low = caseless(text)
    if not TRAILING_CLAUSE_HINT.search(low):
        return text
    for match in TRAILING_CLAUSE.finditer(text) if "bc" in text or "b/c" in text else (
            TRAILING_CLAUSE_NO_BC_CASELESS.finditer(low)):
        head = text[: match.start()]
        if len(head.split()) >= 3 and head.count("(") <= head.count(")"):
            # and no fragment of a clause left behind ("my dog is a collie but he thinks [he's…]")
            return DANGLING.sub("", head)
    return text


def _sentence(text: str) -> str:
    text = " ".join(text.split()).rstrip(".!,;:")
    if "(" in text and (opened := text.rfind("(")) > text.rfind(")") and len(text[:opened].split()) >= 2:
        # an aside in brackets cut before its close is no part of the statement: "User has a severe peanut allergy
        # (carry two EpiPens" is "User has a severe peanut allergy"
        text = text[:opened].rstrip(" .!,;:")
    while (match := TRAILING_WORDS.search(text)) and len(text[: match.start()].split()) >= 2:
        text = text[: match.start()].rstrip(".!,;:")
    return text[0].upper() + text[1:] + "." if text else text


# What is ridden as a motorcycle: "I ride a Harley", "a Kawasaki Ninja", "a Yamaha" (a Yamaha ridden is no piano).
MOTORCYCLES = frozenset("motorcycle motorbike kawasaki ducati harley ktm yamaha suzuki".split())


def _whole_words(model: str, slug: str) -> bool:
    """Whether a model's words are whole words of the slug: "raspberry_pie" is no "raspberry_pi"."""
    return f"_{model}_" in f"_{slug}_"


# A tabletop game, one key however it is named: "D&D", "DnD", "5e", "Dungeons and Dragons" are one game, "GM" and
# "GMing" game mastering, "40k" Warhammer 40k, "MTG" Magic: the Gathering.
GAME_KEYS = {**dict.fromkeys(("d_d", "dnd", "dungeons_dragons", "5e", "d_d_5e", "dnd_5e"), "dungeons_and_dragons"),
             **dict.fromkeys(("gm", "gming", "gm_ing", "game_master", "game_mastering"), "game_mastering"),
             "40k": "warhammer_40k", "mtg": "magic_the_gathering", "magic_gathering": "magic_the_gathering"}
GAME_KINDS = ("activity:", "history:", "experience:", "preference:")


# An Apple chip said before the model it is in: "an M2 MacBook Pro" is the "MacBook Pro M2" another message names.
CHIP_FIRST = lazy_regex(r"device:(m[1-9](?:_pro|_max|_ultra)?)_((?:macbook|mac|imac|ipad)(?:_[a-z0-9]+)*)")


def _chip_last(p: Proposal) -> Proposal:
    """A device keyed with its chip after the model, whichever order the user named them in."""
    if p.subject.startswith("device:m") and (chip := CHIP_FIRST.fullmatch(p.subject)):
        return replace(p, subject=f"device:{chip.group(2)}_{chip.group(1)}")
    return p


def _one_game(p: Proposal) -> Proposal:
    """A pursuit or a liking of a tabletop game keyed as GAME_KEYS says, whatever the user called it."""
    kind, _, slug = p.subject.partition(":")
    if slug in GAME_KEYS and p.subject.startswith(GAME_KINDS):
        return replace(p, subject=f"{kind}:{GAME_KEYS[slug]}")
    if slug in GAMES_PLAYED and kind in ("activity", "history", "experience") and " play" in p.statement:
        # "I play Magic at my LGS": Magic played is the card game (magic done is a trick: "I do magic")
        return replace(p, subject=f"{kind}:{GAMES_PLAYED[slug]}")
    return p


# A game named short, played: "I play Magic" is Magic: The Gathering.
GAMES_PLAYED = {"magic": "magic_the_gathering"}


# A tabletop campaign run for others: "I DM a homebrew 5e campaign", "I GM for my friends every Sunday", "I run a
# Pathfinder game" ("DM" and "GM" in capitals, and a campaign run needs a game named: "I run a marketing campaign").
TABLETOP_RUN = lazy_regex(r"(?:(?-i:DM|GM)(?:s|'s|ed|'d)?|runs?|hosts?) (?:(?:a|an|our|my|the|two|three|weekly|monthly|"
                          r"biweekly|regular|long-running|homebrew|for my friends|for) )*"
                          r"(?P<what>(?:(?!(?:about|with|on|in|at|to|from|of)\b)[\w&'-]+ ){0,3}?)"
                          r"(?:campaigns?|one-shots?|games?|tables?|sessions?|adventures?)\b", re.IGNORECASE)
TABLETOP_GAME = lazy_regex(r"\b(?:(?P<dnd>d&d|dnd|dungeons (?:&|and) dragons|5e)|pathfinder(?: 2e)?|call of cthulhu|"
                           r"blades in the dark|shadowrun|starfinder|ttrpg|rpg|tabletop)(?![\w&])", re.IGNORECASE)
# Miniatures painted: "I paint minis", "painting Warhammer miniatures".
MINIS_PAINTED = lazy_regex(r"paint(?:s|ing)? (?:(?:my |our |some |a lot of |warhammer |fantasy |board ?game |tabletop "
                           r"|d&d )*)(?:minis|miniatures|mini figures|figurines)\b", re.IGNORECASE)


# Years of a skill said after a job: "with about five years of Solidity", "with 10 years of ICU experience" (not "with
# 10 years of experience", which names no skill, nor "with two years of my contract left").
JOB_WITH_YEARS = lazy_regex(r"\bwith (?:about |around |over |nearly |almost |roughly |more than )?(?:\d{1,2}|one|two|"
                            r"three|four|five|six|seven|eight|nine|ten|fifteen|twenty|a few|several) (?:years?|yrs) of "
                            r"(?!(?:experience|my|our|the|a|an|it|this|that)\b)"
                            r"((?-i:[A-Za-z])[\w#+.-]*(?: [\w#+.-]+){0,2}?)(?=\s*$|\s*[,;.]|\s+(?:and|under|at|in|on|"
                            r"behind|so|but|left|to go)\b)", re.IGNORECASE)


# A device's generation, which its key leaves out: "Gen 3", "gen 11", "(11th gen)", "2nd generation".
DEVICE_GENERATION = lazy_regex(r"\s*\(?\b(?:gen(?:eration)? ?\d{1,2}|\d{1,2}(?:st|nd|rd|th)[- ]gen(?:eration)?)\b\)?",
                               re.IGNORECASE)


# A machine named by what it is to the user, for a device's kind: "my work machine is an M2 MacBook Pro".
_OWN_KIT = {"machine": "computer", "workstation": "computer", "rig": "computer"}


def _thing_kind(slug: str) -> str | None:
    words = slug.split("_")
    if any(w in lx.DEVICES for w in words) or any(model in slug and _whole_words(model, slug)
                                                   for model in lx.DEVICE_MODELS):
        return "device"
    if (any(w in lx.VEHICLES for w in words) or any(model in slug and _whole_words(model, slug)
                                                     for model in lx.VEHICLE_MODELS)) and (
            len(words) == 1 or words[-1] not in lx.INSTRUMENTS):  # "a Yamaha keyboard": an instrument by its make
        return "vehicle"
    if len(words) > 1 and words[0] in lx.VEHICLE_MAKES_NUMBERED and any(c.isdigit() for c in words[-1]):
        return "vehicle"  # "a Catalina 30", "a Ranger Z520": a make of boat or plane by its model number
    return None


# A label that introduces what the user says of themselves: "Context: I'm the only backend developer",
# "For context, I'm the office manager", "About me, for this project:".
CONTEXT_LABEL = lazy_regex(
    r"^(?:(?:some|a bit of|a little|quick|more|little|brief)\s+)?(?:context|background|about me|note|ps|p\.s\.|"
    r"info|details|fwiw|for reference|heads up)\b(?:\s+[\w']+){0,3}\s*:\s*"
    r"|^(?:for (?:context|(?:future )?reference|the record|what it's worth)|fwiw|heads up|just so you know)\s*[,:-]\s*",
    re.IGNORECASE,
)
# The same label run on without its comma, before the user's own clause: "For context I'm a second-year apprentice".
CONTEXT_LABEL_BARE = lazy_regex(r"^(?:for context|fwiw|just so you know) (?=i(?:'m| am|'ve| have| work)? )",
                                re.IGNORECASE)
# A formal frame around what the user states: "I am writing to inform you that ...", "I wish to confirm that ...",
# "I should mention that ...", "Please note that ...", "Just wanted to let you know that ...". Its "you", its
# "wish" or "should" are the frame's, not a hedge of the fact; the fact after it is judged alone. Checking is no
# frame ("Can you confirm that I'm registered?", "I need to confirm that I'm covered").
FRAMED = lazy_regex(
    r"(?:(?:(?:i am|i'm|im) writing|i write) to (?:inform you|let you know|tell you|confirm)"
    r"|(?:i (?:just )?|just )?(?:wanted|want|wish|would like|'d like|(?-i:I)'d like) to (?:inform you|let you know|"
    r"confirm|mention|say|tell you|add|point out|note|clarify|flag|share|make (?:it )?clear)"
    r"|i (?:should|must|have to|need to|'ll|will) (?:mention|say|add|point out|note|tell you|let you know|clarify|flag)"
    r"|(?:please )?(?:note|be aware|be advised|keep in mind|bear in mind)"
    r"(?: for (?:all )?(?:future|further|later) (?:correspondence|reference|chats|conversations|replies|messages))?"
    r"|i (?:can|hereby) confirm"
    r"|let me (?:mention|say|add|tell you|point out|clarify)|you should know|i'd like you to know"
    # the user saying "remember that ..." is the explicit way of the seeds, as memory.remember is the agent's:
    # "Please remember that I'm lactose intolerant" ("remember to ..." asks for a task, "remember that time I ..."
    # recalls one)
    r"|(?:(?:please|do|also|just|and|but|can you|could you|would you)\s+)*(?:remember|don't forget|do not forget|"
    r"note down|make a note|take note)(?: that|:)(?!\s+(?:time|day|night|one time|trip)\b))"
    r"(?: with you)?,?\s+(?:that\b,?\s*)?(?=\S)",
    re.IGNORECASE,
)
# Where the part of a sentence that states a fact ends and a clause about something else begins: a request
# ("I'm a software engineer, can you help me with this bug?", "i sold my civic so you can stop the traffic
# updates", "I'm vegetarian so don't suggest the steak place"), a question with its own subject ("I swim every
# morning, what's a good breakfast?") or an aside with a subject of its own ("I live in Singapore, so 2am should
# be SGT", "a MacBook Air, which might be part of it"). The gates judge the statement before it: a hedge, a
# "you" or a question mark there is the other clause's. A hedge said of the statement itself ("I'm vegan, I
# think", "I'm vegan, though I might quit", "I might be lactose intolerant, can you ...") stays in it.
# What asks of the assistant, and what imperatives ask, after a comma or "so" ("and plan my flower beds" after a
# liking is the user's own doing).
_TAIL_ASKS = (
    r"(?:can|could|would|will|can't|won't) (?:you|u)|please|pls|plz|kindly|let me know"
    # a formal request, its subject left out: "..., and would therefore ask that ..."
    r"|(?:i )?(?:would|'d) (?:(?:therefore|also|really|kindly|thus|so) )?(?:ask|like|appreciate|be grateful|prefer)"
    r"|(?:you|u) (?:can|could|may|might want to) (?:stop|skip|drop|leave|forget|cancel|ignore|remove|quit|hold off)"
    r"|(?:don't|do not|dont) (?:suggest|recommend|book|send|give|show|ask|bother|include|use|add|put|schedule|remind|"
    r"mention|explain|bring|plan|pick|make)"
)
_TAIL_IMPERATIVE = (
    r"(?:just )?(?:stop|skip|leave|drop|keep|set|remind|tell|give|find|make|put|suggest|recommend|help|show|send|"
    r"book|add|avoid|change|switch|update|read|plan|pick|check|sort|use|go easy)\s+(?:me|my|the|a|an|it|them|this|"
    r"that|those|these|out|all|any|some|everything|anything|to|with|on)"
)
_TAIL_QUESTION = (
    r"what(?:'s|s| is| are| do| does| would| should| can| could| kind| sort| about|'re| time)|how (?:do|does|can|"
    r"should|would|much|many|long|often|about|is|are|far)|where (?:can|should|do|is|are)|when (?:should|do|is|"
    r"can)|is (?:it|there|that|this)|are (?:there|they|these|those)|do you|should i|can i|do i|am i|is my|"
    r"any (?:tips|ideas|advice|suggestions|recommendations|thoughts|good)"
    # the same asked back of the listener: "I love jazz, who is your favorite?", "..., have you heard of them?"
    r"|who(?:'s|s| is| are| was| do| does)|why (?:do|did|is|are)"
    r"|(?:have|did|are|were|will) (?:you|u)"
)
# A question asked back of the listener, run on with no stop: "I am from nyc what about you", "I love the winter what
# is your favorite season", "I like cheeseburgers do you have kids". The wh-word asks only with its verb and the
# listener after it ("I know what you mean" asks nothing); "have you" is left out ("I'm glad to have you here").
_ASKED_BACK = (
    r"(?:what|how) about (?:you|u|yours|your)\b"
    r"|(?:what|how|where|who|which|when|why)(?:'s|s)? (?:is|are|was|were|do|does|did|kind|sort|type|would|will|can)"
    r"(?: [\w']+){0,3}? (?:you|your|yours|u|ur)\b"
    r"|(?:do|did|are) (?:you|u)\b"
    # the question back cut short, run on: "I'm a nurse and you?" (its mark is the question's; a bare "you?" is
    # ASKED_BACK_BARE's, which reads the word before it)
    r"|and\s+(?:you|u|yourself|urself)\s*\?*$"
)
_TAIL_FILLER = r"(?:(?:like|yeah|okay|ok)\s+)*"
_AFTER_THE_FACT = (
    # a consequence the user hedges does not hedge its premise: "I love coffee so maybe I should try Thai iced
    # coffee", "I'm into rock music so I would love to see some concerts"
    r"(?:and\s+)?so\s+(?:maybe\s+|then\s+|probably\s+)?(?:i|we)\s+(?:would|could|might|should|may|bet|guess|think|'d)\b"
    # or an idea it leads to: "We live in Portland so I was thinking maybe a food cart crawl?", "so maybe a tofu dish?"
    r"|(?:and\s+)?so\s+(?:(?:i|we)\s+(?:was|were|am|are)|i'm|we're|im)\s+(?:thinking|wondering|hoping)\b"
    r"|(?:and\s+)?so\s+maybe\b"
    # or a plan it leads to: "I love baking so when we get together I'll bake", "so next time you visit..."
    r"|(?:and\s+)?so\s+(?:when|whenever|next time)\b"
    # or a request said as a wish for help: "I'm vegetarian btw so protein ideas would help too", "so any tips would
    # be great"
    r"|(?:and\s+)?so\s+(?:[\w'-]+\s+){1,3}(?:would|'d)\s+(?:help|be\s+(?:great|nice|helpful|appreciated|good|ideal|"
    r"lovely|amazing|awesome))\b"
    # an offer to the listener: "I have a big home library if you are interested", "I am a doctor, if you need help"
    r"|(?:so\s+)?if (?:you|u) (?:ever )?(?:need|want|wanna|are interested|'re interested|would like|'d like|like)\b"
    # a greeting's pleasantry: "I'm Sarah, nice to meet you"
    r"|(?:it's\s+|its\s+)?(?:nice|good|great|pleased|glad) (?:to )?(?:meet|chat with|talk to) (?:you|u)\b"
)
# Each branch opens on a comma or a conjunction, not on optional space, so most positions fail at once.
FACT_TAIL = lazy_regex(
    # what its branches begin with: a comma or a semicolon, or a space and the first two letters of "so", "and",
    # "but", "can", "could" or "would" (see text.SENTENCE_END); at the other spaces, most of a clause's, no branch is
    # tried (tests/test_extract_lookahead_openings.py proves it from the branches)
    r"(?=[,;]|\s(?:so|an|bu|c[ao]|wo))"
    r"(?:[,;]\s*(?:(?:and|but|so|now|then|also)\s+)?" + _TAIL_FILLER
    + r"(?:" + _TAIL_ASKS + "|" + _TAIL_IMPERATIVE + "|" + _TAIL_QUESTION + r"|does)\b"
    r"|\sso\s+" + _TAIL_FILLER + r"(?:" + _TAIL_ASKS + "|" + _TAIL_IMPERATIVE + "|" + _TAIL_QUESTION + r")\b"
    r"|\s(?:and|but)\s+" + _TAIL_FILLER + r"(?:" + _TAIL_ASKS + "|" + _TAIL_QUESTION + r")\b"
    # a doubt or a wish with its "I" left out is about what follows, not the fact: "I love to cook but doubt I could
    # make a living at it", "I love hiking but wish I had more time"
    r"|\sbut\s+(?:doubt|wonder|wish|hope|guess)\b"
    # chat and speech run the request on with no stop: "my daughter's recital is thursday at six can you put ..."
    r"|\s(?:can|could|would) (?:you|u)\b"
    # after a comma, what else ends the statement (the same run on with no comma is RUN_ON_TAIL's): a hedged
    # consequence, an offer, a pleasantry, the question back cut short ("I'm a cashier, you?")
    r"|,\s*(?:" + _AFTER_THE_FACT + r"|(?:and\s+)?(?:you|u|yours)\s*$)"
    # an aside with its own subject, after a comma: judged apart, though the statement keeps its words
    r"|(?P<aside>,\s*(?:which|(?:and |but )?(?:that|this|it|that's|it's|this is|there's)\b"
    r"|(?:and\s+)?so\s+(?!(?:on|forth|far|much|many)\b"
    # the diet a change comes to is the statement's own: "I eat fish again, so pescatarian now"
    r"|(?:now\s+)?(?:" + "|".join(sorted(lx.DIETS)) + r")\b))))",
    re.IGNORECASE,
)
# The tails chat runs on with no comma: a question back ("I am from nyc what about you"), and the above.
# The two letters after the space are those its branches begin with (a wh-word, "how", "do", "are", "and", "so", "if",
# "it's", "nice", "good", "pleased"...): at the other spaces, most of a clause's, no branch is tried (proved in
# tests/test_extract_lookahead_openings.py).
RUN_ON_TAIL = lazy_regex(r"\s(?=wh|ho|d[oi]|a[rn]|so|i[ft]|ni|g[lor]|pl)(?:" + _ASKED_BACK + "|" + _AFTER_THE_FACT
                         + r")", re.IGNORECASE)
# Both, searched in the caseless clause: the same matches in the same places, in less time (see
# patterns.caseless_pattern).
FACT_TAIL_CASELESS = lazy_regex(caseless_pattern(FACT_TAIL.pattern))
RUN_ON_TAIL_CASELESS = lazy_regex(caseless_pattern(RUN_ON_TAIL.pattern))
SECOND_WORD = lazy_regex(r"\s*\S+\s+\S")
# Spoken fillers and a word said twice: "so um i i work as a paramedic", "can you uh stop".
DISFLUENCY = lazy_regex(r"\b(?:" + HESITATIONS + r")\b,?\s*|\b(i|i'm|im|my|we|a|an|the|to|and|so)\s+(?=\1\b)",
                        re.IGNORECASE)


# What a clause holding one of them holds, lowercased: a hesitation's letters or a DISFLUENCY word said twice (the
# doubled "i" with no space before it, as a clause may open on it: "i i work as a paramedic").
def _may_be_disfluent(low: str) -> bool:
    """Whether the lowercased clause may hold a filler or a doubled word DISFLUENCY drops: substring looks, cheaper
    than the case-blind search they save on the clauses that hold neither."""
    return ("um" in low or "uh" in low or "erm" in low or "i i " in low or "the the" in low or "my my" in low
            or "i'm i'm" in low or "im im" in low or "we we" in low or " a a " in low or "an an" in low
            or "to to" in low or "and and" in low or "so so" in low)


# Chat shorthand before what is said: "omw, btw im vegetarian now", "ugh, lol im vegan". It opens on a lookahead for
# the letter its words begin with, or the two letters of one that begins with an "i" ("ikr"; see text.SENTENCE_END):
# a clause on "I", as most are, fails it at once, where each word took a case-blind test of its own.
CHATTER = lazy_regex(
    r"^(?=[" + "".join(sorted({word[0] for word in lx.CHATTER if word[0] != "i"})) + "]|"
    + "|".join(sorted({word[:2] for word in lx.CHATTER if word[0] == "i"})) + ")"
    r"(?:(?:" + "|".join(lx.CHATTER) + r")\b[\s,.!:-]*)+(?=\S)", re.IGNORECASE
)
# ... and after it, stacked or alone: "lol", "tbh no cap", "fr fr", "imo", a smiley or a run of marks ("done!!!", "a
# teacher :-)", "a nurse-------"); "with no cap" is a thing's ("a water bottle with no cap").
CHAT_TAIL = lazy_regex(r"(?:[\s,]+(?<!with )(?:" + "|".join(lx.CHAT_TAGS) + r")\b|\s*[!:;)(~][!:;)(~-]*|"
                       r"\s*[-=_*^]{2,})+\s*$", re.IGNORECASE)
CHAT_TAIL_WORDS = tuple(tag.rstrip("+*").removesuffix("\\w") for tag in lx.CHAT_TAGS)
# Whether a text's last word is one of them: one search of its end, not a test per word.
CHAT_TAIL_WORD = lazy_regex(r"\b(?:" + "|".join(lx.CHAT_TAGS) + r")\W*$")
# A request run into a statement with no stop between: "no dairy for me pls im lactose intolerant".
RUN_ON_REQUEST = lazy_regex(r"^(?:(?!\b(?:i|i'm|im)\b).)*?\b(?:pls|plz|please)\s+(?=(?:im|i'm|i am|i)\s)",
                            re.IGNORECASE)
# A first-person clause that leaves its subject out, as chat does: "got a new pixel 8", "sold my honda civic",
# "moved to denver last wk". Only verbs whose rules already stand for a lasting change, in the past tense,
# heading the sentence or a comma piece of it.
SUBJECT_DROPPED = (
    r"(?:(?:just|finally|recently|officially|also)\s+)*(?:got myself (?:a|an|new)\b|"
    r"got (?:a|an|my|our|new|married|engaged|divorced|promoted|"
    r"hired|laid off|fired|let go)\b|bought (?:a|an|my|our|new)\b|sold (?:my|our|the)\b|"
    r"moved (?:here |over |out )?(?:to|back to|into)\b|"
    r"relocated to\b|split (?:up )?(?:from|with) my\b|broke up with my\b|"
    # a habit given up: "quit vaping 3 wks ago", "gave up drinking"
    r"cancell?ed (?:my|our)\b|"
    # a job begun: "just started my first job at greggs"
    r"(?:started|began) (?:a|my) (?:(?:first|new|first real|full-time|part-time) )+job\b|"
    # work said with its hours, then where or as what: "work nights at the hospital as a security guard"
    r"work (?:nights|weekends|evenings|weekdays|(?:mon|tues|wednes|thurs|fri|satur|sun)days|"
    r"(?:night |day |early |late )?shifts?) (?:at|as)\b|"
    r"(?:quit|gave up) (?:(?!(?:thinking|trying|doing|being|playing|working)\b)[a-z]+ing|my|caffeine|alcohol|sugar|"
    r"meat|dairy|weed|nicotine|cigarettes)\b|"
    r"adopted (?:a|an|two|three|my|our)\b|retired\b|graduated\b|switched (?:over )?(?:to|from)\b|"
    r"traded in (?:my|our)\b|leased (?:a|an)\b|picked up an? (?-i:[A-Z])|own (?:a|an|two|three)\b|"
    r"quit (?:smoking|vaping|drinking|cigarettes|nicotine)\b|"
    # a sport of the user's school years: "Wrestled D1 back in college", "rowed in college"
    r"(?:wrestled|rowed|swam|boxed|fenced)(?: (?:d1|d2|d3|varsity|competitively))?(?: back)? in (?:college|high school|"
    r"uni|university)\b|"
    # a language spoken: "Still speak fluent French though", "speak conversational Spanish"
    r"(?:still )?speak (?:fluent|conversational|native|decent|basic|good|some) (?-i:[A-Z])|"
    r"gave away (?:my|our)\b|got rid of (?:my|our)\b|came (?:here |over )?from (?-i:[A-Z])|living in (?-i:[A-Z])|"
    r"came to (?-i:[A-Z])[\w'-]*"
    r"(?: (?-i:[A-Z])[\w'-]*)* from (?-i:[A-Z]))"
)
# What else the user does, its "I" left out after what they are: "I am a civil engineer and like to construct unique
# buildings", "I'm a vegan and run marathons", "I'm retired and live in Florida" (not "I'm a writer and editor", nor
# "I'm tired and want to sleep": a job or a lasting state before, a verb of a liking, a pursuit or a household after).
_DOING_AFTER_BEING = sorted({*lx.PREFERENCE_VERBS, "have", "own", "live", "work", "speak", "teach", "volunteer", "play",
                             "run", "swim", "hike", "cook", "bake", "paint", "knit", "sew", "sing", "dance", "surf",
                             "ski", "climb", "coach", "ride", "collect", "garden", "fish", "hunt", "travel", "write"})
BEING_AND_DOING = lazy_regex(
    r"(?:i'm|i am|im) (?:(?:a|an) [^,;]{1,60}?|(?:retired|married|single|divorced|engaged|widowed|vegan|vegetarian|"
    r"pescatarian))(?: and| but)(?: (?:also|really|absolutely|just|still|totally|actually))? (?=(?:"
    + "|".join(_DOING_AFTER_BEING) + r")\b)",
    re.IGNORECASE)
# Types of person one says one is: the sixteen of the MBTI, a temperament, a sleeper's chronotype, a sign of the zodiac.
TYPES_ONE_IS = frozenset([a + b + c + d for a in "ie" for b in "ns" for c in "tf" for d in "jp"] + """introvert
extrovert extravert ambivert empath hsp night_owl owl early_bird lark highly_sensitive_person aries taurus
gemini leo virgo libra scorpio sagittarius capricorn aquarius pisces""".split())
# The words DEGREE_OPENING opens on, looked up before its match.
DEGREE_WORDS = frozenset("total complete absolute huge massive big lifelong die-hard diehard proud certified hardcore "
                         "card-carrying".split())
# A type, a liking or a pursuit said bare with how much, opening a message's clause: "Total night owl, always have
# been", "Huge UFC fan, been watching every card", "Lifelong introvert." (read by Rules.kind_one_is).
DEGREE_OPENING = lazy_regex(r"(?:total|complete|absolute|huge|massive|big|lifelong|die-?hard|proud|certified|hardcore|"
                            r"card-carrying)\s+[\w' -]{2,30}?(?=\s*(?:$|[,.;!\u2014\u2013-]))", re.IGNORECASE)
# What the user is, said before what they say of themselves in its sentence: "As an introvert and a highly sensitive
# person, open offices are my nightmare", "As a nurse, I see this all the time" (not "As a kid, I ...", then, nor a
# question's, which text.FRONTED_REASON reads, nor one said of another: "As a nurse, she ...").
AS_ONE_OPENING = lazy_regex(r"as ((?!(?:an? )?(?:kid|child|teen|teenager|student|beginner|parent|result|rule|matter|"
                            r"side|bonus|reminder|favou?r|treat|example|aside|hypothetical|pretend|fictional)\b)"
                            r"an? [^,;?]{3,60}?),\s+(?!(?:which|what|how|can|could|should|would|is|are|do|does|did|"
                            r"where|when|why|who|will|am|may|might|shall)\b)(?=[^?]*\b(?:i|i'm|my|me)\b)"
                            r"(?![^?]*\b(?:you|u|he|she|they)\b)",
                            re.IGNORECASE)
AND_A = lazy_regex(r"\s+and\s+(?=an?\s)", re.IGNORECASE)
# A job said after "… here" and a coordinator: "ENFP here 🌈✨ and a kindergarten teacher".
HERE_AND_A = lazy_regex(r"(?:\s*" + EMOJI + r")*\s*,?\s*(?:and|&|\+) (an? [^,;.!?]{2,40})", re.IGNORECASE)
# A type the user is, put right against the one said before: "I'm actually an ISFJ, not INTJ", "I'm an ambivert, not an
# introvert" (read by Rules.being, types only).
BEING_NOT = lazy_regex(r"(?:i'm|i am|im) (?:actually |really |apparently )?(an? [\w-]+(?: [\w-]+)?),? not (?:an? )?"
                       r"([\w-]+(?: [\w-]+)?)$", re.IGNORECASE)
# Two pursuits kept up in one clause, the second's "I" left out: "I currently do muay thai 4x/week and run twice", "I
# play tennis and swim most mornings" (a pursuit's own verb after "and": not "I do yoga and love it").
_PURSUIT_VERBS = "|".join(sorted(form for form in lx.PURSUITS if " " not in form and not form.endswith(("ed", "ing"))
                                 and form not in ("read", "reads", "write", "writes", "draw", "bird", "birds",
                                                  "journal", "journals", "garden", "gardens", "fish", "camp", "cook",
                                                  "bake", "walk", "lift", "row", "sing", "paint", "dance")))
DOING_AND_PURSUING = lazy_regex(r"i (?:(?:currently|also|usually|still|now) )?(?:do|play|train|practice|practise) "
                                r"[^,;]{2,40}? (?P<and>and (?:also )?)(?=(?:" + _PURSUIT_VERBS + r")\b)",
                                re.IGNORECASE)
# Two things the user is, each with its article: "I'm a Scorpio and an INTJ", "I'm a nurse and a mom of two" (each read
# by Rules.being; "I'm a bit tired and a little hungry" is neither).
BEING_BOTH = lazy_regex(r"(?:i'm|i am|im) (?:also )?(an? [^,;]{1,40}?) and (?:also )?(an? [^,;]{1,40})$", re.IGNORECASE)
# The question asked back in chat shorthand ("what/how about you"), after the statement: "I'm a teacher wbu?", "I
# live in Ohio, hbu". A word must come before it.
ASKED_BACK_SHORTHAND = lazy_regex(r"(?<=\w)[\s,]+(?:wbu|hbu|wby|hby)\W*$", re.IGNORECASE)
# A question asked back with one word, after the user's statement: "I'm a nurse you?", "I have two dogs u?".
ASKED_BACK_BARE = lazy_regex(r"\s([\w'-]+)\s+(?:you|u|yourself|urself)$", re.IGNORECASE)
# The words "you" is said after as their object, not as a question back: "help you", "miss you", "like you".
YOU_TAKERS = frozenset("""help take show tell love miss thank see call text send give ask pay owe meet join visit trust
know like hate bother remind teach need want believe hear bring let make find follow hug kiss beat pick drive invite
forgive bless annoy envy understand than unlike near beside behind""".split())
DROPPED_AT_START = lazy_regex(SUBJECT_DROPPED, re.IGNORECASE)
# Where one is from, said alone, its "I'm" left out: "Originally from Melbourne." (the place ends the sentence, or the
# user's own words follow it: "originally from Kerala, now in Leeds").
ORIGIN_DROPPED = lazy_regex(r"originally from (?-i:[A-Z])[\w'.-]*(?:[ -](?-i:[A-Z])[\w'.-]*){0,3}\s*(?:$|[.!]|"
                            r",\s*(?:now|but|though|living|based|currently|I|I'm|I've)\b)", re.IGNORECASE)
DROPPED_AFTER_COMMA = lazy_regex(r",\s*(?=" + SUBJECT_DROPPED + ")", re.IGNORECASE)
# The same after "and" or "but", and a home said so: "I work for a fintech in London but live in north Wales".
# Not what "got" or "bought" after "and" runs on to ("and got a burger and fries"): a move, a home, a thing parted with.
DROPPED_AFTER_CONJ = lazy_regex(r"(?<!\s)\s++(?:and|but) (?=(?:(?:just|finally|recently|also)\s+)*(?:moved "
                                r"(?:to|back to|into)|relocated to|sold (?:my|our)|adopted (?:a|an|two|my|our)|retired|"
                                r"graduated|gave away (?:my|our)|got rid of (?:my|our)|switched (?:over )?to|"
                                r"leased (?:a|an)\b|"
                                # a thing bought after giving in to it: "I finally caved and bought a sewing machine"
                                r"(?:(?<=caved and )|(?<=splurged and )|(?<=gave in and )|(?<=broke down and ))"
                                r"bought (?:a|an|my|our|two|three)\b|"
                                r"came (?:here |over )?from (?-i:[A-Z])|"
                                r"live (?:in|near|outside) (?:a |an |the |(?:(?:north|south|east|west|northern|"
                                r"southern|eastern|western|central|upstate|rural|downtown) )?(?-i:[A-Z]))|"
                                # a job after a home: "I live in Tucson and work as a substitute teacher"
                                r"work as (?:a|an) |work (?:in|at|for) (?:the )?(?-i:[A-Z])|"
                                r"teach (?:at |in |high |middle |elementary |\d|first|second|third|"
                                r"fourth|fifth|sixth|kindergarten|preschool)))",
                                re.IGNORECASE)
# A wish or a supposition before an "and": "I want to sell my car and live in Denver" drops no subject of a fact.
WISHED_BEFORE = lazy_regex(r"\b(?:want|wants|wanna|hope|hoping|plan|planning|would|love to|like to|going to|gonna|"
                           r"might|(?-i:may)|could|should|if|dream|someday|one day)\b|'d\b"
                           # a near miss holds for the verbs joined to it: "I almost quit my job and moved to Denver"
                           r"|\b(?:almost|nearly) (?:\w+ed|quit|sold|left|lost|got|went|bought|took|made|gave|ran|"
                           r"broke|threw|fell|became|sent)\b", re.IGNORECASE)
# "12 yrs as an ER nurse", "twenty years as a teacher": a job held for years.
YEARS_AS = lazy_regex(
    r"(?:(?:been|over|almost|nearly|about|going on)\s+)*(?:\d+|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve|fifteen|twenty|thirty)\+?\s*(?:yrs?|years?)\s+as\s+(?:a|an)\s+(.+)",
    re.IGNORECASE,
)
# An aside that hedges only its relevance: "I'm on an M2 MacBook Air, if that matters".
IF_IT_MATTERS = lazy_regex(r",?\s+if (?:that|it|this) (?:matters(?: for (?:the |my |your )?[\w -]{1,40})?|"
                           # (or what it helps with: "if that helps find a local class")
                           r"helps(?: (?:you )?(?:find|pick|choose|narrow|with) [\w -]{1,40})?|is relevant|"
                           r"makes a difference|"
                           r"(?:explains|changes|affects) (?:the [\w -]{1,40}|anything|things|something))\W*$", re.I)
CHAT_AND = lazy_regex(r"\s+(?:n|&|\+)\s+.*$")
# A job held for years, said without its subject: "Java dev for about 6 years", "Been a nurse for 10 yrs".
JOB_FOR_YEARS = lazy_regex(r"(?:been (?:an? )?)?((?:[\w+#.-]+ ){0,2}[\w-]+) for (?:about |over |almost |nearly |like |"
                           r"around |going on )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                           r"fifteen|twenty|thirty|a few|several|many)\+? (?:years?|yrs?|decades?)(?: now)?"
                           r"(?=\s*(?:$|[,;]))", re.IGNORECASE)


def statement_part(text: str, question: bool, asides: bool = True) -> tuple[str, bool]:
    """The statement a clause makes, without a context label before it, fillers inside it or a request or a
    question after it; the question mark of such a sentence belongs to the request. With asides, also without
    an aside that has its own subject (what the gates judge; the statement itself keeps the aside's words)."""
    said, tail, tail_not_aside = _statement_tails(text)
    end = tail if asides else tail_not_aside
    return (said, question) if end is None else (said[:end].rstrip(), False)


@lru_cache(maxsize=256)
def _statement_tails(text: str) -> tuple[str, int | None, int | None]:
    """statement_part's reading of a clause, with asides and without: the clause without a label, a frame, chatter,
    fillers or a request before it; where the first tail after its statement begins; and where the first that is no
    aside begins (None: no tail). Each clause is read both ways (Rules.refused, then Rules.classify): the second
    reading is the first's, looked up."""
    if ("," in text or ":" in text or "-" in text) and (label := CONTEXT_LABEL.match(text)):  # what a label ends at
        text = text[label.end():]
    if text[:1] in "FfJj" and (label := CONTEXT_LABEL_BARE.match(text)):
        text = text[label.end():]
    if ("that" in text or "know" in text or "note" in text or "aware" in text) and (frame := FRAMED.match(text)):
        text = text[frame.end():]
    if chatter := CHATTER.match(text):
        text = text[chatter.end():]
    if "pl" in text.lower() and (run_on := RUN_ON_REQUEST.search(text)):  # pls, plz or please: "pl" (no folds)
        text = text[run_on.end():]
    end = text.rstrip()[-12:].lower()
    if end[-1:] in "!:;)(~-=_*^" or CHAT_TAIL_WORD.search(end):  # the search is costly; most end in neither
        text = CHAT_TAIL.sub("", text)
    asked_back = None  # where a question asked back in shorthand ends the statement: its mark is that question's
    if end[-2:] in ("bu", "by") and (back := ASKED_BACK_SHORTHAND.search(text)):
        text = asked_back = text[:back.start()]
    if " if " in text:
        text = IF_IT_MATTERS.sub("", text)
    # in any case, and a doubled word even at the clause's start: "SO UH I I LIVE IN DENVER", "THE THE hospital"
    if _may_be_disfluent(text.lower()) and (spoken := DISFLUENCY.sub("", text)):
        text = spoken
    # a tail needs a statement of two words or more before it; one walk over the clause, whatever its commas
    # three clauses in four have no boundary at all: the search is skipped (" you" is in every text that "d you" or
    # "n you", the hints for "could you" and "can you" below, is in: those need no look of their own here)
    if ("," in text or ";" in text or " so " in text or " and " in text or " but " in text or " you" in text
            or " You" in text or " u " in text or text[-2:] == " u") and (second := SECOND_WORD.match(text)):
        # the run-on tails, only where one may be; the first tail of either kind ends the statement
        low = caseless(text)
        run_on = RUN_ON_TAIL_CASELESS.search(low, second.end() - 1) if (
            " you" in text or " You" in text or " so " in text or " u " in text or text[-2:] == " u" or " if " in text
            or " nice " in text) else None
        tail = tail_not_aside = None
        if "," in text or ";" in text or " so " in text or " and " in text or " but " in text or "d you" in text or (
                "n you" in text):
            for found in FACT_TAIL_CASELESS.finditer(low, second.end() - 1):
                if run_on is not None and found.start() >= run_on.start():
                    break
                if tail is None:
                    tail = found.start()
                if found.group("aside") is None:
                    tail_not_aside = found.start()
                    break
        if run_on is not None:  # where no tail comes before it
            tail = run_on.start() if tail is None else tail
            tail_not_aside = run_on.start() if tail_not_aside is None else tail_not_aside
        if asked_back is not None:
            tail = len(text) if tail is None else tail
            tail_not_aside = len(text) if tail_not_aside is None else tail_not_aside
        return text, tail, tail_not_aside
    return (text, None, None) if asked_back is None else (text, len(text), len(text))


# -- a fact inside a request or a formal frame -----------------------------------------------------------
DIAGNOSED = lazy_regex(r"i (?:(?:just|recently|finally|only|officially) )?(?:was|got|have been|'ve been|am being) "
                       r"(?:recently |just |finally |officially )?diagnosed with (.+)", re.IGNORECASE)
# How a drink is had, no part of what is drunk: "my espresso straight", "my coffee black", "bourbon neat".
DRUNK_HOW = lazy_regex(r"(?<=\w) (?:(?:always|only|usually|mostly) )?(?:straight|black|neat|up|on the rocks|iced|hot|"
                       r"cold|plain|strong|unsweetened|with(?:out)? (?:milk|sugar|cream|ice|oat milk|honey|lemon)|"
                       r"no (?:milk|sugar|cream|ice))$", re.IGNORECASE)
# How much of it, and how often, around what is eaten or drunk: "like 4-5 Monsters a shift", "about three coffees a
# day", "two pizzas a week" are the Monsters, the coffee, the pizza (a hedge, a count and a rate key nothing).
EATEN_COUNT = lazy_regex(r"^(?:(?:like|about|around|maybe|roughly|probably|easily|at least|up to)\s+)?"
                         r"(?:\d+(?:\s*[-\u2013/]\s*\d+)?|(?:one|two|three|four|five|six|seven|eight|nine|ten|"
                         r"a couple of|a few|several)(?:\s+(?:or|to)\s+(?:two|three|four|five|six|seven|eight|nine|"
                         r"ten))?)\s+(?=\w)",
                         re.IGNORECASE)
EATEN_RATE = lazy_regex(r"\s+(?:a|an|per|each|every)\s+(?:day|night|week|month|shift|morning|evening|weekend|"
                        r"workday|meal|sitting)\b.*$", re.IGNORECASE)
# A child named by their age alone ("my 5-year-old", "my 15-year-old"), before what they do: not "my 3-year-old laptop".
AGED_CHILD = lazy_regex(r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
                        r"fifteen|sixteen|seventeen)-(?:year|yr)-old")
CHILD_DOES = frozenset("""is isn't was has had loves likes hates wants keeps just still started asked goes gets does
doesn't won't can't refuses thinks says said needs plays reads watches talks cries screams sleeps attends""".split())
# The child a single parent is with: "a single dad with a 12-year-old", "a single mom with two boys".
PARENT_WITH_CHILD = lazy_regex(r"\b(?:mom|mum|dad|mother|father|parent) (?:with|w/|w)(?P<w> )(?:an? |one |two |three |"
                               r"four |my |\d )?"
                               r"(?:(?:\d{1,2}|[a-z]+)-(?:year|yr)-olds?|(?:\d{1,2}-year-old |little |young )?"
                               r"(kids|children|child|son|sons|daughter|daughters|boys?|girls?|twins|toddlers?|teens?|"
                               r"teenagers?))\b", re.IGNORECASE)
# The language a household speaks at home: "We speak Georgian at home", "we mostly speak Hindi and Tamil together",
# "we spoke Arabic growing up" (not "we speak English at work", "we speak the same language").
HOUSEHOLD_SPEAKS = lazy_regex(r"we (?:(?:mostly|usually|only|still|always|all|both|mainly) )*(?:speak|spoke) "
                              r"(?P<languages>(?-i:[A-Z])[a-z]+(?:(?:,| and| or|,? and) (?-i:[A-Z])[a-z]+)*) "
                              r"(?:at home|together|with each other|to each other|as a family|in (?:the|our) "
                              r"(?:house|home)|with (?:the|our) (?:kids|children)|growing up)\b", re.IGNORECASE)
# An animal said to be the user's: "The bearded dragon is mine, though", "Biscuit, the beagle mix we took in back in
# March, is ours for good now" (a foster kept: not "is mine for the weekend", "is ours until Sunday").
ANIMAL_IS_MINE = lazy_regex(r"(?:(?-i:[A-Z])[\w'-]*, )?(?:the|this|that|our|my) ([a-z][\w -]{1,80}?),? (?:is|are) "
                            r"(?:now |officially |all |really |finally )*(?:mine|ours)(?:,? (?:for good|for keeps|"
                            r"permanently|officially|now|though|too|forever|anyway))*$", re.IGNORECASE)
# Where the animal's name ends and what is said of it begins: "the beagle mix we took in back in March".
ANIMAL_IS_MINE_CUT = lazy_regex(r" (?:we|i|that|who|which|you|from|since)\b", re.IGNORECASE)
# An animal rescue the user runs, by the animals it takes in: "a small nonprofit rabbit rescue", "a dog rescue" (how big
# or how it is funded is no part of it).
ANIMAL_RESCUE_RUN = lazy_regex(r"(?:a|an|my|our|the) (?:(?:small|little|tiny|local|nonprofit|non-profit|volunteer|"
                               r"volunteer-run|foster-based|home-based|all-volunteer) )*([a-z]+(?: [a-z]+)?) rescue\b"
                               r"(?! (?:mission|dog|cat|team|squad|boat|helicopter|crew)\b)", re.IGNORECASE)
# An animal kept only until it is adopted: a foster, not the user's pet ("a husky mix until she finds a home").
FOSTERED = lazy_regex(r"\buntil (?:she|he|it|they|the \w+) (?:finds?|gets?) (?:a |an |her |his |its |their )?"
                      r"(?:forever |new |permanent |good )?(?:home|family)\b", re.IGNORECASE)
# A condition the user's doing is dated by: "switched to green tea after I was diagnosed with acid reflux".
DIAGNOSED_AFTER = lazy_regex(r",?\s+(?:ever since|after|since|when|once) (i (?:was|got|have been|'ve been) "
                             r"(?:recently |just |finally |officially )?diagnosed with \S.*)", re.IGNORECASE)
# A condition had since a time or for a span: "had asthma since childhood", "had type 1 diabetes since I was 12".
CONDITION_HAD = lazy_regex(r"had ((?!(?:a|an|the|my|it|this|that|to|no|some|enough|fun|time)\b)[\w' -]{2,60}?),? "
                           r"(?:(?:ever )?since|for (?:[\w-]+ ){0,3}?(?:years?|decades?|ages|a long time)\b|"
                           r"(?:my|all my) (?:whole |entire )?life\b)", re.IGNORECASE)
# A condition of a pregnancy, named ("gestational diabetes", "postpartum depression"), and what may stand before it.
PERINATAL = lazy_regex(r"\b(?:(gestational) diabetes|(?:post-?partum|post-?natal|perinatal) depression)\b",
                       re.IGNORECASE)
AFIB = lazy_regex(r"(?:been (?:recently |just )?diagnosed with )?(?:atrial fibrillation|a-?fib)\b", re.IGNORECASE)
DIAGNOSED_WITH = lazy_regex(r"(?:been |got |was )?diagnosed with |(?:mild |severe |bad )", re.IGNORECASE)
# A career spent with one employer, named: "spent my whole career at Boeing", "spent my entire career with Siemens".
CAREER_AT = lazy_regex(r"(?:(?:spent|worked) )?(?:my (?:whole |entire )?|all of my |most of my )career (?:at|with) "
                       r"(?-i:[A-Z])", re.IGNORECASE)
# A job taken with an employer named: "I'm joining Deloitte as a senior consultant", "starting at Stripe as an SRE".
JOINING_AS = lazy_regex(r"i(?:'m| am) ((?:officially |now |finally )?(?:joining|starting at) ((?-i:[A-Z])[\w&.'-]*"
                        r"(?: (?-i:[A-Z])[\w&.'-]*){0,2}) as (?:a |an |the |their |its )?(.+))", re.IGNORECASE)
TREATED_FOR = lazy_regex(r"i(?:'m| am) ((?:currently |now |still )?(?:being treated|getting treated|in treatment|"
                         r"getting treatment) for (.+))", re.IGNORECASE)
# An injury or a condition healing: "I'm just coming back from a stress fracture", "recovering from a torn ACL".
RECOVERING_FROM = lazy_regex(r"i(?:'m| am) ((?:just |still |now |slowly )?(?:recovering|coming back|bouncing back|"
                             r"rehabbing|healing) from (?:my |a |an )?(.+))", re.IGNORECASE)
LANGUAGE_AND = lazy_regex(r"(?:\s*,\s*|\s+and\s+|\s*,\s*and\s+)(?:" + "|".join(sorted(lx.LANGUAGES)) + r")\b"
                          r"(?:(?:\s*,\s*|\s+and\s+|\s*,\s*and\s+)(?:" + "|".join(sorted(lx.LANGUAGES)) + r")\b)*",
                          re.IGNORECASE)
HAVE_MOVED = lazy_regex(r"i(?:'ve| have) ((?:just |recently |now |finally )*(?:moved|relocated) "
                        r"(?:back |over |up |down )?to (?-i:[A-Z]).+)", re.IGNORECASE)
# A pursuit taken up, said in the perfect: "I've also started running again", "I have taken up knitting".
HAVE_STARTED = lazy_regex(r"i(?:'ve| have) (?:(?:just|recently|now|finally|also|since|actually) )*"
                          r"(started|begun|taken up|picked up) (\w+ing\b.*)", re.IGNORECASE)
PAST_OF_PERFECT = {"begun": "began", "taken up": "took up"}
# "we moved from Chicago to Phoenix": where from is said before where to (a place, at most a few words)
WE_MOVED = lazy_regex(r"we(?:'ve| have)? ((?:just |recently |finally )*(?:moved|relocated) "
                      r"(?:back |over |up |down )?(?:from (?-i:[A-Z])[\w.'-]*(?: [\w.'-]+){0,3}? )?to .+)",
                      re.IGNORECASE)
WE_MOVED_INTO = lazy_regex(r"we(?:'ve| have)? ((?:just |recently |finally |then )*moved into .+)", re.IGNORECASE)
# Where one has lived up to now: "lived in Spain, near Alicante, since 2015", "in Denver for ten years" (a
# bare "I have lived in Paris" is a past experience).
LIVED_SINCE = lazy_regex(r"lived in (?-i:[A-Z])[^;.!?]*?\b(?:since\b|for (?:the (?:last|past) )?"
                         r"(?:\w+ |a few |a couple of )?(?:years?|decades?|months?)\b|"
                         r"for (?:most of|all) (?:my|our) (?:life|lives)\b|all (?:my|our) (?:life|lives)\b)",
                         re.IGNORECASE)
# Where one lives, in Indian English: "I am staying in Pune since 2015" (a stay with no length is a visit).
STAYING_SINCE = lazy_regex(r"staying in (?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*)* (?:since|for (?:the )?"
                           r"(?:last |past )?(?:\w+ )?years?)\b", re.IGNORECASE)


# -- learner English ------------------------------------------------------------------------------
_LANGUAGES = "|".join(sorted(lx.LANGUAGES))
# The lexicon's alternations the rules' patterns hold, joined once (not per clause read).
_DIETS = "|".join(sorted(lx.DIETS))
# A diet said as the second of two things the user is: "lactose intolerant and pescatarian" (not "and a vegan chef").
DIET_AND = lazy_regex(r"\band (?:also )?(?:a |an )?(" + _DIETS + r")\s*$", re.IGNORECASE)
_IDENTITIES = "|".join(lx.IDENTITIES)


def _alternatives(words: tuple[str, ...]) -> str:
    """The words as one alternation, the longest first ("roman catholic" before "catholic")."""
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))


# Faith, orientation, a political view or a party said of oneself, with what says how much before it: "a devout
# Catholic", "a proud gay man", "a lifelong Democrat", "a Labour voter", "politically conservative". (Not "a former
# Catholic" or "a lapsed Catholic", which say it is over: those are keyed as said, and sensitive still.)
BELIEF_SAID = lazy_regex(
    r"(?:(?P<article>an?) )?(?:(?:very|quite|pretty|fairly|deeply|devout|devoutly|practicing|practising|observant|"
    r"proud|proudly|lifelong|life-long|registered|staunch|committed|card-carrying|die-hard|diehard|hardcore|loyal|"
    r"longtime|long-time|lifetime|strong|firm|devoted|born-again|openly|culturally|cultural|secular|big|huge|true|"
    r"orthodox)\s+)*"
    r"(?:(?P<faith>" + _alternatives(lx.FAITHS + lx.ORIENTATIONS) + r")(?:\s+(?:woman|man|person|guy|girl|lady|mom|"
    r"mum|dad|mother|father|parent|convert|family))?"
    r"|(?P<party>" + _alternatives(lx.PARTIES) + r")\s+(?P<role>voter|supporter|member|party member|activist)"
    r"|(?P<politics>" + _alternatives(lx.POLITICS + lx.POLITICS_BARE) + r")(?:\s+(?:supporter|activist))?"
    r"|politically\s+(?P<leaning>conservative|liberal|moderate|progressive|centrist|independent|left-leaning|"
    r"right-leaning|left|right))"
    r"(?=\s*$|\s*[,;.!]|\s+(?:and|so|but|too|now|myself|here|though|tbh|btw|by (?:birth|upbringing|choice)|at heart|"
    r"through and through)\b)", re.IGNORECASE)
# A party voted for by habit: "I vote Green", "I always vote Labour", "I've always voted Democrat" (not "I voted for
# Biden", once, nor "I vote early").
VOTES = lazy_regex(r"(?:(?:always|usually|normally|generally|mostly|still|only|just|consistently|typically) )*"
                   r"(?:vote|(?<=always )voted|(?<=consistently )voted) (?:for )?(?:the )?(?P<party>"
                   + _alternatives(lx.PARTIES) + r")(?: party)?(?=\s*$|\s*[,;.!]|\s+(?:and|but|so|every time|"
                   r"in every election|at every election|always|usually|mostly|now|these days|myself|though)\b)",
                   re.IGNORECASE)
# A faith one was brought up in, after "raised" ("raised Baptist", "brought up Catholic", "raised in the Lutheran
# church"), and a leaving of it said after ("but I left the church", "but I'm not religious anymore").
RAISED = lazy_regex(r"\bI (?:was |got )?(?:raised|brought up|grew up) ", re.IGNORECASE)
RAISED_IN_FAITH = lazy_regex(r"(?:in (?:the |a )?)?(?:(?:strict|strictly|devout|devoutly|very|pretty|fairly|"
                             r"super|conservative|evangelical|orthodox) )*(" + _alternatives(lx.FAITHS)
                             + r")(?: church| faith| household| home| family)?\b", re.IGNORECASE)
LEFT_THE_FAITH = lazy_regex(r"[^.!?]{0,40}?\b(?:but|and|though)\s+(?:i\s+|i've\s+|i'm\s+|i have\s+|i am\s+)?"
                            r"(?:(?:have|had|long|since|eventually|later|just)\s+)*(?:left|walked away|drifted away|"
                            r"deconverted|quit|stopped (?:going|practicing|practising|believing)|"
                            r"(?:no longer|not)\s+(?:religious|a believer|practicing|practising|(?:a |an )?"
                            + _alternatives(lx.FAITHS) + r")(?:\s+any\s?more)?)\b", re.IGNORECASE)
# A faith converted to, by its creed or its believer ("converted to Judaism", "converted to Islam", "became Catholic" is
# BELIEF_SAID's); the key is the believer's word, as "I'm Jewish" is keyed.
FAITH_OF_CREED = {"judaism": "jewish", "islam": "muslim", "catholicism": "catholic", "buddhism": "buddhist",
                  "hinduism": "hindu", "sikhism": "sikh", "christianity": "christian", "mormonism": "mormon",
                  "orthodoxy": "orthodox", "protestantism": "protestant", "anglicanism": "anglican",
                  "lutheranism": "lutheran", "methodism": "methodist", "quakerism": "quaker", "paganism": "pagan",
                  "taoism": "taoist", "jainism": "jain", "wicca": "wiccan"}
CONVERTED_TO_FAITH = lazy_regex(r"converted to (?:(?:orthodox|reform|conservative|roman|catholic|evangelical) )?("
                                + "|".join(sorted(FAITH_OF_CREED, key=len, reverse=True)) + "|"
                                + _alternatives(lx.FAITHS) + r")\b(?!\s+(?:friends?|boyfriend|girlfriend|husband|"
                                r"wife|partner|family|in-laws))", re.IGNORECASE)
# Bodies one is elected to, before "member": "a city council member" holds a seat, as "a councilor" does.
ELECTED_BODIES = frozenset(("council", "legislature", "parliament", "assembly", "congress", "senate"))
# One who keeps up a pursuit, by the pursuit's key: "a beekeeper" keeps bees, as "a runner" runs.
HOBBYISTS = {"beekeeper": "beekeeping", "birdwatcher": "birdwatching", "birder": "birding", "knitter": "knitting",
             "quilter": "quilting", "runner": "running", "jogger": "running", "cyclist": "cycling",
             "swimmer": "swimming", "hiker": "hiking", "backpacker": "backpacking", "climber": "climbing",
             "skier": "skiing", "snowboarder": "snowboarding", "surfer": "surfing",
             "golfer": "golf", "angler": "fishing", "woodworker": "woodworking", "homebrewer": "homebrewing",
             "wrestler": "wrestling", "kitesurfer": "kitesurfing", "windsurfer": "windsurfing",
             "boulderer": "bouldering", "mountaineer": "mountaineering", "kayaker": "kayaking",
             "paddleboarder": "paddleboarding", "skateboarder": "skateboarding", "marathoner": "running",
             "bodybuilder": "bodybuilding", "powerlifter": "powerlifting", "weightlifter": "weightlifting",
             "boxer": "boxing", "kickboxer": "kickboxing", "grappler": "grappling", "fencer": "fencing",
             "rower": "rowing", "triathlete": "triathlon", "skater": "skating", "diver": "diving"}
# A switch to doing something with an object: "switched to raising pigs", "switched to working nights".
SWITCHED_TO_DOING = lazy_regex(r"(?:full[- ]time |part[- ]time )?([a-z]+ing) (?!shoes?\b|gear\b|clubs?\b)\w", re.I)
# A limb or an eye lost (not "lost my head", "my footing", "my hand at poker"): "lost my left leg below the knee".
LOST_LIMB = lazy_regex(r"(?:(?:partially|completely) )?lost (?:my |both |both of my )?(?:(left|right) )?(legs?|arms?|"
                       r"feet|foot|eyes?|fingers?|toes?|thumbs?)\b(?! (?:to (?!(?:a|an|the|my)\b)|at|in (?:a|the) "
                       r"(?:game|bet|poker))\b)", re.IGNORECASE)
# One key for one party or view, however it is called.
BELIEF_KEYS = {"jew": "jewish", "roman catholic": "catholic", "baha'i": "bahai", "bi": "bisexual",
               "non-binary": "nonbinary", "trans": "transgender", "tories": "tory", "greens": "green",
               "green party": "green", "labour party": "labour", "dems": "democrat", "democrats": "democrat",
               "democratic": "democrat", "democratic party": "democrat", "republicans": "republican",
               "republican party": "republican", "gop": "republican", "conservatives": "conservative",
               "conservative party": "conservative", "lib dem": "lib_dem", "lib dems": "lib_dem",
               "liberal democrat": "lib_dem", "liberal democrats": "lib_dem", "libertarian party": "libertarian",
               "liberals": "liberal", "liberal party": "liberal", "reform uk": "reform", "lefty": "leftist",
               "maga republican": "maga", "trumper": "maga"}
_CONDITIONS = "|".join(sorted(lx.CONDITIONS))
# When a habit happens, put before its subject: "Every day I go to my job with bicycle".
# The first words FRONTED_WHEN opens on (most clauses open otherwise, and skip it).
FRONTED_WORDS = frozenset("every each usually normally on since outside in after before irl by professionally at "
                          "for these most here out over back".split())
FRONTED_WHEN = lazy_regex(
    r"^(?:(?:every|each) (?:single )?(?:day|morning|evening|night|week|weekend|month|year|summer|winter|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)|usually|normally|on weekends|since then"
    # when the user is free: "Outside of class", "In my free time", "After work"
    r"|outside (?:of )?(?:class|school|work|uni|college)|in my (?:free|spare|down) time|after (?:work|school|class)"
    r"|on (?:my )?(?:days off|evenings|weeknights)|before (?:that|this|then)"
    # where the user is what they say: "In real life I'm a nurse", "By day I'm an accountant", "Here in Denver I
    # work as a nurse" (a named place alone, "In Skyrim I'm a werewolf", may be a game's or a story's)
    r"|in real life|irl|in rl|by (?:day|night)|by trade|professionally|at (?:work|home|night)|in my day job|"
    r"for my day job|these days|most days|on the side|for fun|in the (?:evenings|mornings)|on (?:the )?weekends"
    # what the user does for themselves: "For my own reading I'm obsessed with Ocean Vuong"
    r"|for my own (?:reading|listening|viewing|enjoyment|pleasure|part)|for (?:pleasure|myself)"
    r"|(?:here|out here|over here|back here) in (?-i:[A-Z])[\w.'-]*(?: (?-i:[A-Z])[\w.'-]*){0,2})\s*,?\s+"
    r"(?=(?:i|i'm|i've)\b)",
    re.IGNORECASE,
)
# A diet kept for one's faith is sensitive: "I am not eating pork because of my religion".
RELIGIOUS_DIET = lazy_regex(
    r"i(?:'m| am)? (?:not|don't|do not|dont|never) (?:eat|eating|drink|drinking|touch|touching) (?:any )?(.+?),?"
    r" (?:because of|for|due to) (?:my|our) (?:religion|faith|religious (?:beliefs|reasons))\b"
    r"|i(?:'m| am)? (?:not|don't|do not|dont|never) (?:eat|eating|drink|drinking) (?:any )?(.+?),?"
    r" for religious reasons\b",
    re.IGNORECASE,
)
# The present continuous for a habit: "I am watching every match since I was child" is "I watch every match".
PROGRESSIVE = lazy_regex(r"i(?:'m| am) ((not )?((?:also |still |always |usually |normally |often |currently )?)"
                         r"([a-z]+ing)\b)", re.IGNORECASE)
HABIT = lazy_regex(
    r"\b(?:every|each|always|usually|normally|regularly|daily|weekly|for (?:\w+ )?years|since (?:\d{4}|(?:\w+ )?years?|"
    r"i was|i'm|(?:a |the |my )?(?:child|kid|childhood|boy|girl|school|university|college)))\b",
    re.IGNORECASE,
)
# How much of a pursuit in a span of time, a habit too: "I'm running about 30 miles a week", "swimming 2k per day".
PER_PERIOD = lazy_regex(r"\b(?:a|per) (?:day|week|month)\b", re.IGNORECASE)
# A learner's "am" before a verb of dwelling: "I am live in Valencia", "I am living since 2019 in Porto" is read
# elsewhere; only the uncontracted "am" and a place word after it ("I'm live on Twitch" is a stream).
LEARNER_AM_LIVE = lazy_regex(r"(i) am (?=live (?:in|near|at|with|outside|close to) )", re.IGNORECASE)
# How long, put before what is had, as a learner of German or Dutch word order says it: "I have since three years a
# cat", "I have since 2019 two dogs" (the thing had needs its article or number: "I have since then ..." is none).
LEARNER_SINCE_FIRST = lazy_regex(
    r"(i (?:have|own)) (since (?:(?:19|20)\d\d|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+) "
    r"(?:years?|months?|weeks?))) ((?:a|an|one|two|three|four|\d+) [\w'-]+(?: [\w'-]+)?)(?=$|[,;.])", re.IGNORECASE)
# A job held "as" or "like" one, its article dropped: "I am working like software engineer in Munich".
WORKING_AS = lazy_regex(
    r"i(?:'m| am)? (?:also |still |now |currently )?(?:working|work|employed)"
    # how or when, before the job: "I work from home as a translator", "night shifts as an ER nurse"
    r"(?: (?:from home|remotely|remote|full[ -]time|part[ -]time|freelance|nights|weekends|evenings|"
    r"(?:night |day |late |early )?shifts?))?"
    # where, named before the job: "I am working in SBI as clerk", "I work at Infosys as developer"
    r"(?: (?:at|in|for|with) (?-i:[A-Z])[\w&.'-]*(?: (?-i:[A-Z])[\w&.'-]*){0,3})? (as|like) (?:a |an )?(.+)",
    re.IGNORECASE
)
# An employer named before the job "as" one: "at Infosys as ..." (not "in Pune as ...", a place).
EMPLOYER_BEFORE_AS = lazy_regex(r" (?:at|for|with) (?-i:[A-Z])")
PLACE_NAMED = lazy_regex(r"\bin ((?-i:[A-Z][a-z][\w'-]*)(?: (?-i:[A-Z][a-z][\w'-]*))*)(?!\s+(?:company|bank|hospital|"
                         r"GmbH|AG|Inc|Ltd|LLC|Corp|SA|group|team)\b)")
# A job got that is the user's one job now: "a new job", "a job as a nurse" (not "a second job", "two jobs").
# "my first job at Chick-fil-A", "a part-time job as a cashier": what the user does now; a first job held "at 16",
# "when I was…" or "in high school" is a time long past, not a job held now
NEW_JOB = lazy_regex(r"(?:a|an|my)\s+(?:(?:new|dream|great|good|first|first real|part[- ]time|summer|"
                     r"full[- ]time)\s+)*(?:job|career)\b", re.IGNORECASE)
JOB_LONG_AGO = lazy_regex(r"\b(?:at \d+|when|in (?:high school|college|(?:19|20)\d\d)|years? ago|back (?:then|in))\b",
                          re.I)
# A shoe size: a men's number (a women's one may be a dress size, so only with a width or a shoe), or a size
# with a shoe ("a men's 11 wide", "a size 9 shoe", "size 42 in boots"; not "a men's 32 waist", "a size 12").
_SHOE_NUMBER = r"(?:[4-9]|1[0-6]|3[5-9]|4[0-9])(?:\.5)?"
_SHOE = r"(?:shoes?|boots?|sneakers?|trainers?|heels)"
SHOE_SIZE = lazy_regex(
    rf"(?:a |an )?(?:men'?s (?:size )?{_SHOE_NUMBER}(?: (?:wide|narrow|extra wide))?"
    rf"|(?:women'?s|ladies'?) (?:size )?{_SHOE_NUMBER} (?:wide|narrow|extra wide)"
    rf"|(?:(?:men'?s|women'?s|ladies'?) )?(?:size )?{_SHOE_NUMBER}(?: (?:wide|narrow))? (?:in )?{_SHOE}"
    # a half size worn is a shoe's (a dress or jeans has none): "I wear a size 10.5"
    r"|size (?:[4-9]|1[0-6]|3[5-9]|4[0-9])\.5)",
    re.IGNORECASE,
)
# Sizes worn, each said with its garment: "a size 8 dress and a size 9 shoe", "size 32 jeans" (not "a size 12").
_GARMENT = (r"(dress|dresses|jeans|pants|trousers|shirts?|tops?|skirts?|coats?|jackets?|bras?|rings?|shoes?|boots?|"
            r"sneakers?|trainers?)")
_SIZE_WORN = rf"(?:a |an )?size (?:\d{{1,2}}(?:\.5)?|xxs|xs|s|m|l|xl|xxl|small|medium|large) {_GARMENT}"
SIZE_WORN = lazy_regex(_SIZE_WORN, re.IGNORECASE)
SIZES_WORN = lazy_regex(rf"{_SIZE_WORN}(?:(?:,\s*|,?\s+and\s+){_SIZE_WORN})*", re.IGNORECASE)
_GARMENT_KEYS = {"dresses": "dress", "jeans": "pants", "pants": "pants", "trousers": "pants", "boots": "shoe",
                 "boot": "shoe", "shoes": "shoe", "sneaker": "shoe", "sneakers": "shoe", "trainer": "shoe",
                 "trainers": "shoe"}
# A size worn said with "in" and what it is of: "a size 2 in pants", "an XS in tops", "a 34x32 in jeans", "a 42 regular
# in suit jackets", "a women's 8.5 in most sneakers" (not "a 9 in Birkenstocks", a brand; not "a 10 in math").
_SIZE_VALUE = (r"(?:(?:men'?s|women'?s|ladies'?) )?(?:size )?(?:\d{1,2}(?:\.5)?(?:x\d{2})?(?: (?:regular|long|short|"
               r"tall|petite|wide|narrow))?|xxs|xs|xl|xxl|s|m|l|small|medium|large|extra[- ](?:small|large))")
_SIZE_GARMENT = (r"(?:most |all |every |basically all )?(pants|jeans|trousers|slacks|tops?|shirts?|t-shirts?|tees|"
                 r"blouses?|sweaters?|dress(?:es)?|skirts?|suit jackets?|suits?|blazers?|sport coats?|jackets?|coats?|"
                 r"shoes?|sneakers?|boots?|heels|sandals|trainers|bras?|rings?)")
_SIZE_IN = rf"(?:a |an )?{_SIZE_VALUE} in {_SIZE_GARMENT}\b"
SIZE_IN = lazy_regex(_SIZE_IN, re.IGNORECASE)
# Two or more sizes so said, one after another: "a size 2 in pants and an XS in tops", "... but a 9 in boots".
SIZES_IN = lazy_regex(rf"{_SIZE_IN}(?:(?:,\s*|,?\s+(?:and|but|or)\s+(?:(?:go up to|go down to|wear|I'm) )?)"
                      rf"(?:{_SIZE_IN}|(?:a |an )?{_SIZE_VALUE} in [\w'-]+(?: [\w'-]+)?))*", re.IGNORECASE)
_SIZE_IN_KEYS = {"pants": "pants", "jeans": "pants", "trousers": "pants", "slacks": "pants", "shirt": "top",
                 "t-shirt": "top", "tee": "top", "blouse": "top", "sweater": "top", "suit": "suit_jacket",
                 "blazer": "suit_jacket", "sport coat": "suit_jacket", "suit jacket": "suit_jacket", "sneaker": "shoe",
                 "boot": "shoe", "heel": "shoe", "sandal": "shoe", "trainer": "shoe"}


# A size said alone, no one's identity: "a 34x32", "a 42 regular", "a size 8" (not "43", an age).
SIZE_ALONE = lazy_regex(r"(?:a |an )(?:(?:men'?s |women'?s )?size \d{1,2}(?:\.5)?|\d{2}x\d{2}|"
                        r"\d{2} (?:regular|long|short|tall|petite))", re.IGNORECASE)


def sizes_in(said: str) -> list[str]:
    """The size keys of a phrase that is sizes said with "in" and nothing else ("a size 2 in pants and an XS in tops":
    size:pants, size:top); none when it is anything more."""
    if " in " not in said or not SIZES_IN.fullmatch(said):
        return []
    garments = (g.group(1).lower() for g in SIZE_IN.finditer(said))
    return list(dict.fromkeys(f"size:{_SIZE_IN_KEYS.get(g) or _SIZE_IN_KEYS.get(_singular(g)) or _singular(g)}"
                              .replace(" ", "_") for g in garments))


# Where a size worn holds, after it: "a men's 10.5 wide in pretty much every brand", "a 9 in most shoes".
SIZE_SCOPE = lazy_regex(r"(?: (?:in|across|with|for) (?:pretty much |almost |nearly |just about |basically )?"
                        r"(?:(?:every|all|most|any) (?:brands?|shoes?|styles?|makes?|sneakers?|boots?)|everything"
                        # the brands it holds in: "in pretty much everything nike/jordan"
                        r"(?: (?:nike|jordan|adidas|vans|converse|asics|new balance|hoka|brooks|[/&, ])+)?)"
                        r"| in most brands| usually| mostly| normally| everywhere)?", re.IGNORECASE)
# A size given in answer to "what size?", with the width only a shoe has: "11.5 wide", "size 9 narrow".
SIZE_ANSWERED = lazy_regex(rf"(?:size )?{_SHOE_NUMBER} (?:wide|narrow|extra wide|extra-wide)", re.IGNORECASE)
DIGIT = lazy_regex(r"\d")
SIZE_WORD = lazy_regex(r"\b(?:size|xxs|xs|xl|xxl|small|medium|large|petite|plus)\b", re.IGNORECASE)
# A seat chosen as a habit: "I always pick an aisle seat" (not "I picked an aisle seat for tomorrow").
SEAT_HABIT = lazy_regex(r"(?:pick|choose|book|take|get|go for|ask for|request|reserve) (?:a |an |the )?"
                        r"(?:window|aisle)(?: seats?)?$", re.IGNORECASE)
# A member of a programme named by its capitalized words: "a Lufthansa Miles & More member", "a Costco member".
NAMED_MEMBER = lazy_regex(r"(?:[Aa]n? )?((?:[A-Z][\w'.+-]*|&)(?: (?:&|and|of|[A-Z][\w'.+-]*))*) [Mm]ember")
# A body named by its initials alone: "USEF", "AARP", "IEEE" (not "I", not a word in capitals said loud).
MEMBER_BODY_ACRONYM = lazy_regex(r"[A-Z]{2,6}")
MEMBER_SAID_END = lazy_regex(r"\s*$|,| (?:and|but|so|since|for|too|now|if (?:that|it) helps)\b")
# A standing in a body, not the body's name: "a Founding Member", "a Board Member", "a Lifetime Member".
MEMBER_STANDINGS = frozenset("founding board staff team family life lifetime senior junior associate full honorary "
                             "active new longtime proud paid premium gold silver platinum elite council cast crew "
                             "faculty church band club".split())
_TIERS = frozenset("gold silver platinum diamond elite premier premium titanium status card holder".split())
_LOYALTY_WORDS = frozenset("miles rewards points loyalty club honors honours prime plus".split())


def loyalty_program(name: str) -> str | None:
    """The key of the loyalty programme a name holds, or None when it names no programme (a party, a team)."""
    # "Instacart+" is Instacart Plus
    words = [w for w in _words(re.sub(r"(?<=\w)\+", " plus", name.replace("&", " and "))) if w not in _TIERS]
    named = " ".join(words)
    for phrase, key in lx.LOYALTY_PROGRAMS.items():
        if re.search(rf"(?:^| ){re.escape(phrase)}(?: |$)", named):
            return key
    return "_".join(words) if set(words) & _LOYALTY_WORDS else None


# A pursuit's world left: "out of the cosplay scene now", "pretty much out of the climbing scene".
OUT_OF_THE_SCENE = lazy_regex(r"(?:(?:pretty much|basically|totally|completely|officially|fully) )?out of the "
                              r"([\w-]+) (?:scene|hobby)(?: (?:now|for good|these days|completely))?", re.IGNORECASE)
# Loyalty programmes said with the tier held in each, after "I'm": "Marriott Bonvoy Titanium and United MileagePlus
# 1K", "Hilton Honors Diamond" (a tier or a status code last: "1K", "100K").
TIERED_PARTS = lazy_regex(r"\s*,\s*(?:and\s+)?|\s+and\s+(?=[A-Z])")
STATUS_CODE = lazy_regex(r"\d{1,3}[kK]")


def _tiered_programs(said: str) -> list[Proposal]:
    """The known loyalty programmes "I'm <programme> <tier>" names, one membership each; none when the first named
    is no programme said with its tier ("I'm Gold", "I'm United fan")."""
    found: list[Proposal] = []
    for part in TIERED_PARTS.split(_phrase(said)):
        words = part.split()
        if len(words) < 2 or not (words[-1].lower() in _TIERS or STATUS_CODE.fullmatch(words[-1])) or not all(
                w[:1].isupper() for w in words[:-1]):
            break
        if (program := loyalty_program(" ".join(words[:-1]))) not in KNOWN_PROGRAMS:
            break
        found.append(Proposal("fact", f"membership:{program}", _sentence(f"User is {part}"), confidence=0.6))
    return found


KNOWN_PROGRAMS = frozenset(lx.LOYALTY_PROGRAMS.values())
# A language spoken and how well: "a little German", "some Spanish", "fluent French".
LANGUAGE_SPOKEN = lazy_regex(
    r"((?:(?:only|a little|a little bit of|a bit of|a bit|little|some|basic|fluent|conversational|broken|rusty|native|"
    r"decent|passable|good|bad|poor|very little|enough)\s+)*(" + _LANGUAGES + r"))\b(.*)",
    re.IGNORECASE,
)
LIST_SEPARATOR = lazy_regex(r"(?<![\s,])(?:\s*+,\s*+(?:and\s++)?|\s++and\s++)", re.IGNORECASE)


def _languages_spoken(phrase: str) -> list[tuple[str, str]]:
    """(language, words as said) for the languages listed first in what the user speaks; a list ends at
    anything else ("English and my wife speaks French" is English alone)."""
    items = LIST_SEPARATOR.split(phrase)
    spoken = []
    for index, item in enumerate(items):
        found = LANGUAGE_SPOKEN.fullmatch(item)
        if not found or (found.group(3).strip() and index < len(items) - 1):
            break
        spoken.append((found.group(2).lower(), found.group(1)))
        if found.group(3).strip():
            break  # "Spanish fluently", "English at work": the list ends with its last language
    return spoken


MOTHER_TONGUE_NAMED = lazy_regex(r"(" + _LANGUAGES + r") is my ((?:native|mother|first) (?:language|tongue))\b",
                                 re.IGNORECASE)
# A language's level said with the language first: "but german I am only beginner".
LANGUAGE_FIRST = lazy_regex(
    r"(" + _LANGUAGES + r") i(?:'m| am) ((?:only |just |still |quite |a |an |very |really )*(?:beginner|"
    r"intermediate|advanced|fluent|native|conversational)\b.*)",
    re.IGNORECASE,
)
LANGUAGE_LEVEL = lazy_regex(
    r"(?:only |just |still |quite |a |an |very |really )*(?:beginner|intermediate|advanced|fluent|native speaker|"
    r"conversational|native)(?: speaker| level| learner| student)? (?:in|of|at|with) (" + _LANGUAGES + r")\b",
    re.IGNORECASE,
)
LANGUAGE_SPEAKER = lazy_regex(r"(?:not )?(?:(?:a|an|really|very|quite) )*(?:(?:native|non-native|nonnative|fluent|"
                              r"first-language|heritage) )?(" + _LANGUAGES + r") speaker\b", re.IGNORECASE)
# Diabetes and its type, a learner's spelling too: "diabete type 2", "type 1 diabetic".
DIABETES = lazy_regex(r"(?:a )?(?:type[ -]?(1|2|one|two|ii|i) )?diabet(?:es|e|ic)\b"
                      r"(?:,? type[ -]?(1|2|one|two|ii|i)\b)?", re.IGNORECASE)
DIABETES_TYPE = {"1": "1", "one": "1", "i": "1", "2": "2", "two": "2", "ii": "2"}
# To work or school by bicycle: "I go to my job with bicycle", "I commute by bike".
BIKE_COMMUTE = lazy_regex(r"(?:go|come|get|commute|travel)\b[^,;]{0,40}?\b(?:with|by|on) (?:my |the |a |an )?"
                          r"(?:bike|bicycle|push-?bike|e-?bike|cycle)\b", re.IGNORECASE)
# How much of a fan, before "fan", "supporter" or "lover": "a huge", "a die hard", "a long time".
_FAN_ADJECTIVE = "(?:" + "|".join(sorted(map(re.escape, (*lx.FAN_ADJECTIVES, *lx.FAN_ADJECTIVE_PAIRS)),
                                         key=len, reverse=True)) + ")"
FAN_ADJECTIVE_LEAD = lazy_regex(r"^(?:" + _FAN_ADJECTIVE + r"\s+)+", re.IGNORECASE)
# A fan's line with its "I'm" left out: "die-hard Packers fan here", "Huge Lakers fan", "Arsenal supporter for life"
# (a name, capitalized, and how much of a fan or a tail: "Ceiling fan" is no liking).
FAN_FRAGMENT = lazy_regex(
    r"(?:(?:a|an) )?(?P<much>(?:" + _FAN_ADJECTIVE + r"[ ,]+)*)(?!(?:no|not|the|a|an|your|my|his|her|their|our|"
    r"this|that|some|any)\b)(?P<name>(?-i:[A-Z0-9][\w'.&-]*)(?: (?-i:[A-Z][\w'.&-]*)){0,3}) (?:fan|supporter)"
    r"(?P<tail> here| too| myself| for life| through and through)?", re.IGNORECASE)
# A fan for a while: "been a Liverpool supporter my whole life", "been a huge fan of the Packers since I was a kid".
BEEN_A_FAN = lazy_regex(r"(?:always |really )?been ((?:a|an) .*?\b(?:fan|supporter)\b.*?)(?:,? (?:my (?:whole|entire) "
                        r"life|all my life|for (?:\w+ )?(?:years|decades|ever)|forever|since .+|ever since))?$",
                        re.IGNORECASE)
# A team or a sport followed, supported or rooted for: "I support Benfica", "I root for the Packers", "I follow the
# NFL" (what is named is read by _team).
FOLLOWS_NAMED = lazy_regex(r"(?:(?:always|still|really|religiously|passionately|mostly|mainly) )*(?:support|follow|"
                           r"root for|cheer for|cheer on)\s+(?:the\s+)?(.+)", re.IGNORECASE)
# A team or a sport no longer followed: "I stopped following the NFL", "I no longer support Chelsea", "I don't follow
# the Jets anymore".
STOPPED_FOLLOWING = lazy_regex(r"(?:(?:just|finally|eventually|kind of|kinda) )?(?:(?:stopped|quit) (?:following|"
                               r"supporting|rooting for|watching)|no longer (?:follow|support|root for|watch)|"
                               r"(?:don't|do not|dont) (?:follow|support|root for|watch)(?= .* (?:anymore|any more)$))"
                               r"\s+(?:the\s+)?(.+)", re.IGNORECASE)
# Why or since when, after what is said: "…after all the concussion stuff came out".
REASON_TAIL = lazy_regex(r",?\s+(?:after|because|since|when|once|due to|as soon as)\b.*", re.IGNORECASE)
# A dislike said as what one cannot bear: "I can't stand the Yankees".
CANT_STAND = lazy_regex(r"((?:really |just |honestly )?(?:can't|cannot|can not|cant) stand) "
                        r"(?!up\b|on\b|in\b|there\b|still\b)(.+)", re.IGNORECASE)
TEAM_NAME = lazy_regex(r"(?:" + "|".join(sorted(map(re.escape, lx.TEAM_NAMES), key=len, reverse=True)) + r")\b",
                       re.IGNORECASE)
# A team followed match by match: "I watch every match of Benfica", "I follow all the games of the Lakers".
FOLLOWS_TEAM = lazy_regex(r"(?:watch|follow|see) (?:every|each|all(?: the)?) (?:single )?"
                          r"(?:match|game|race|fight)(?:es|s)? of (?:the )?(.+)", re.IGNORECASE)

# -- long pasted and structured messages -------------------------------------------------------------
COLORBLIND = lazy_regex(r"(?:(?:red-green|partially|completely|totally|mildly) )?colou?r[- ]?blind(?:ness)?\b", re.I)
CONDITION_QUALIFIED = lazy_regex(
    r"(?:(?:been )?diagnosed (?:with )?|(?:diagnosed|chronic|severe|mild|clinical|generali[sz]ed|social|bad|"
    r"really bad|major|bipolar|[a-z]+-induced) )+(" + "|".join(sorted(lx.CONDITIONS)) + r")\b",
    re.IGNORECASE,
)
# Another's opinion or word of the user, after their name and a word or two: "my friend thinks I'm ...", "my
# boss assumes I ...", "my brother is convinced I'm ...", "my mom keeps saying I'm ...".
OPINION_OF_USER = lazy_regex(
    r"(?:[\w'-]+ ){1,3}?(?:(?:always|still|really|honestly|apparently|keeps|kept|is|are|was|were) ){0,2}"
    r"(?:thinks?|thought|thinking|believes?|believed|assumes?|assumed|reckons?|reckoned|says?|said|saying|claims?|"
    r"claimed|insists?|insisted|swears?|swore|figures?|figured|guesses?|guessed|convinced|sure|suspects?|"
    r"considers? me|calls? me (?:a|an|the)\b|tells? (?:people|everyone)|told (?:people|everyone))\b", re.IGNORECASE)
# What no one enjoys: a liking said for one is sarcasm ("I just love sitting in traffic", "I love waiting in line
# at the DMV"), a complaint in the words of its opposite.
ORDEAL = lazy_regex(
    r"\b(?:on hold|(?:stuck|sitting|sit|sat|caught) (?:in|on) (?:the )?(?:traffic|tarmac|gridlock)|traffic jams?|"
    r"(?:waiting|wait|standing|stand) in (?:a |the )?(?:long )?(?:line|lines|queue|queues)|"
    r"(?:doing|do|filing|file) (?:my |our |the )?tax(?:es| returns?)\b|paperwork|(?:at |to )the dmv|"
    r"being (?:stuck|ignored|stood up|left on read)|stuck on the tarmac|delayed flights?|flight delays?)\b",
    re.IGNORECASE)
# A chore liked for how or when it is done, said plainly: "doing my taxes early", "filing my tax return myself".
# Not the chore alone ("I really enjoy doing my taxes"), nor an ordeal (a wait, a queue, traffic) however it is put.
SINCERE_CHORE = lazy_regex(
    r"(?:doing|filing|getting|sorting) (?:my |our |the )?(?:tax(?:es| returns?)|paperwork)(?: done)? (?:early|"
    r"ahead of time|in advance|right away|the day (?:they|it|the forms?) (?:open|opens|come out|comes out|arrive|"
    r"arrives)|as soon as (?:i can|possible|they open|the forms? (?:arrive|come)s?)|myself|by hand|on paper|online|"
    r"in (?:january|february)|before (?:the deadline|anyone else|everyone else))",
    re.IGNORECASE)
# A distance, a count or a time after an activity verb: "about 40 miles a week", "5k", "laps three mornings".
MEASURE = lazy_regex(
    r"(?:(?:about|around|roughly|over|nearly|almost|up to|like|at least|maybe) )?"
    r"(?:(?:\d[\d,.]*|a few|several|a couple(?: of)?|" + NUMBER_WORDS + r") ?)?"
    r"(?:k|km|kms|miles?|kilomet(?:er|re)s?|laps?|lengths?|hours?|hrs?|minutes?|mins?|steps|times|"
    r"days?|mornings?|nights?|evenings?|sessions?|weeks?|weekends?|months?)\b"
    r"|" + _TIMES_SIGN, re.IGNORECASE)
# A condition named bare, up to its medical head: "sleep apnea", "chronic fatigue syndrome" (not "no disease").
# The possessive of a condition's eponym: "Crohn's disease", "Parkinson's", "Hashimoto's".
EPONYM = lazy_regex(r"'s\b")
# A condition named with its kind as a disorder keeps the qualifier ("generalized anxiety disorder" is not any
# anxiety); how bad it is, or that it was diagnosed, is no part of its name.
DISORDER_NAMED = lazy_regex(r"(?:(?:been )?diagnosed (?:with )?|(?:diagnosed|severe|mild|bad|really bad) )*(.+)",
                            re.IGNORECASE)


def _disorder_key(m: re.Match[str], rest: str) -> str:
    """The key of a qualified condition named as a disorder ("social anxiety disorder"), or "" when not one."""
    if rest[m.end():m.end() + 9].lower() != " disorder":
        return ""
    return topic_slug(DISORDER_NAMED.match(rest[:m.end()]).group(1) + " disorder", limit=5)


# A condition of two words, or one known by its initials, named bare: "I have MS", "rheumatoid arthritis", "cerebral
# palsy" (initials only in capitals and where the clause ends on them: "an MS in statistics", "MS Office" name none).
NAMED_CONDITION = lazy_regex(
    r"(?:(?:been )?diagnosed (?:with )?|(?:severe|mild|chronic|progressive|relapsing-remitting) )*"
    r"(?i:an? (?:(?:mild|slight|small|minor|benign|innocent|functional) )?(?=heart murmur))?"
    r"(?:(?i:(?P<named>multiple sclerosis|rheumatoid arthritis|psoriatic arthritis|cerebral palsy|muscular dystrophy|"
    r"spina bifida|cystic fibrosis|sickle cell (?:disease|anemia|anaemia)|heart murmur|essential tremor|"
    r"(?:obstructive |central )?sleep apnoea|(?:obstructive |central )?sleep apnea|plantar fasciitis|"
    r"hip dysplasia))\b"
    r"|(?P<initials>MS|RA|CP|ALS)(?=\s*$|\s*[,;.!]|\s+(?:and|so|but|which|since|too)\b))")
NAMED_CONDITION_KEYS = {"ms": "multiple_sclerosis", "ra": "rheumatoid_arthritis", "cp": "cerebral_palsy",
                        "als": "als", **{f"{kind}sleep apn{e}a": "sleep_apnea"
                                         for kind in ("", "obstructive ", "central ") for e in ("e", "oe")}}
BARE_CONDITION = lazy_regex(r"(?:got )?((?!(?:no|a|an|the|my|any|some|this|that)\b)"
                            r"(?:(?!(?:no|not|never|any|without)\b)[A-Za-z][\w'-]* ){0,3}?"
                            r"(?:disorder|syndrome|disease|apnea|ibs|gerd|copd|pcos|degeneration|reflux))\b",
                            re.IGNORECASE)
# Words no statement about the user's own health goes without: whatever subject a rule gave it, such a belief
# is sensitive ("User has a knee injury" keyed on anything else is still their health).
_HEALTH_NAMES = "|".join(sorted(lx.CONDITIONS | lx.MEDICAL_HEADS))
# Medical devices by name: what mentions one is about someone's health ("my dad has a pacemaker").
_DEVICE_NAMES = (r"pacemakers?|defibrillators?|inhalers?|nebuli[sz]ers?|cpap|bipap|dexcom|omnipod|insulin pumps?|"
                 r"glucose monitors?|epi-?pens?|hearing aids?|cochlear implants?|colostomy|ostomy|feeding tubes?|"
                 r"dentures?")
HEALTH_WORDS = lazy_regex(
    r"\b(?:" + _HEALTH_NAMES + "|" + _DEVICE_NAMES + r"|injur(?:ed|ies)|fractured|herniated|"
    r"diagnosed|concussion|surgery|chemo(?:therapy)?|medication|prescribed)\b", re.IGNORECASE)
# The same, searched in the caseless text (a third of the case-blind search's time; see patterns.caseless_pattern).
HEALTH_WORDS_CASELESS = lazy_regex(caseless_pattern(HEALTH_WORDS.pattern))
# What else says a belief is about health, searched in a lowercased statement and key by `_sensitivity`: an
# addiction and a recovery from one ("a recovering alcoholic", "six years clean", "in recovery", "Gamblers Anonymous"),
# conditions named by words no rule keys ("a heart murmur", "essential tremor", "dyspraxia", "autistic") and
# medications by name. A habit or a liking called an addiction ("a coffee addict", "addicted to Wordle") is none.
# At a word's start it looks ahead for the two characters its branches begin with (a digit, or "al", "an", "a "...):
# at most words no branch is tried (half the time; tests/test_extract_lookahead_openings.py proves it from them).
HEALTH_ALSO_NAMED = lazy_regex(
    r"\b(?=\d|a[ adlnrstu]|b[aiu]|c[hor]|d[iry]|e[ilprsx]|f[iloru]|g[ao]|he|i[mn]|le|m[eu]|n[ai]|o[npv]|p[or]|r[ei]|"
    r"s[ceiopstu]|t[ehrw]|ut|vy|we|zo)"
    r"(?:alcoholism|(?:an?|recovering|former|functioning|ex-?) alcoholics?|(?:recovering|former|ex-?|drug|heroin|"
    r"opioid|opiate|meth|crack|cocaine|gambling|sex|porn|an?) addicts?|(?:drug|alcohol|opioid|gambling|substance) "
    r"(?:addiction|abuse|use disorder)|addiction recovery|in recovery|sober|sobriety|relapsed?|relapses|"
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|ninety|a few|"
    r"several) (?:days?|weeks?|months?|years?|yrs?) clean|"
    r"(?:alcoholics|narcotics|gamblers|cocaine|overeaters) anonymous|"
    r"heart murmurs?|murmur|tremors?|arrhythmias?|seizures?|dyspraxia|dyspraxic|dyscalculia|dysgraphia|bipolar|"
    r"schizo\w*|narcolep\w*|autistic|diabetic|epileptic|asthmatic|dyslexic|antidepressants?|ssris?|adderall|ritalin|"
    r"vyvanse|concerta|zoloft|sertraline|prozac|fluoxetine|lexapro|escitalopram|wellbutrin|bupropion|insulin|"
    r"metformin|methadone|suboxone|naltrexone|heart condition|(?:go|goes|going|went|gone|attend\w*) to (?:aa|na)|"
    r"allerg(?:y|ies|ic)|"
    # a recovery said by its sponsor, its chip or its steps ("an AA sponsor", "my 1 year chip in AA", "12-step")
    r"(?:aa|na|12-? ?step|twelve-? ?step) (?:sponsors?|sponsees?|chips?|coins?|programs?|groups?)|sponsees?|"
    r"(?:sponsors?|chips?|coins?|medallions?|meetings?|birthday|sobriety) (?:in|from|at|for) (?:aa|na)|"
    r"(?:sobriety|recovery) (?:chips?|coins?|medallions?|birthday|date)|12-step|twelve-step|"
    # conditions named by words no lexicon of health holds ("an STD", "a UTI", "a low sperm count", "a stutter")
    r"(?:an?|their|another|recurring|bad|chronic|frequent) (?:std|sti|uti)|stds|stis|utis|sperm count|infertil\w*|"
    r"impoten\w*|erectile|stutter(?:s|ing)?|stammer(?:s|ing)?)\b")
# A prescription medicine by name (lexicon.MEDICATIONS), with its dose if said: "Ozempic 0.25mg", "metformin 500 mg".
_MEDICINE = (r"(?:" + "|".join(sorted(lx.MEDICATIONS, key=len, reverse=True))
             + r")\b(?:\s*\d+(?:\.\d+)?\s*(?:mg|mcg|ml|units?)\b)?")
_MEDICINES = _MEDICINE + r"(?:(?:,| and|,? plus| \+| &|,? as well as) " + _MEDICINE + r")*"
MEDICINE_WORD = lazy_regex(r"\b(?:" + "|".join(sorted(lx.MEDICATIONS)) + r")\b", re.IGNORECASE)
# A course of a medicine the user is on, said of it, read from after the user's "I" (acting): taken up ("started
# Ozempic", "I take metformin", "switched to Zepbound", "lost 38 lbs on Mounjaro") or given up ("came off Wegovy",
# "stopped taking sertraline"); and after "I'm" (being): "on metformin and lisinopril", "taking Lexapro", "off
# Wegovy now".
MEDICINE_COURSE = lazy_regex(
    r"(?:(?:have|had|'ve) )?(?:been )?(?:(?P<off>came off|come off|went off|gone off|got off|gotten off|"
    r"stopped(?: taking)?|quit(?: taking)?|weaned(?: myself)? off|tapered off)(?: of)?|"
    r"started(?: taking| on)?|began(?: taking)?|take|taking|on|put on|switched to|"
    r"lost (?:about |around |over |almost |nearly )?\d+(?:\.\d+)? ?(?:lbs?|pounds|kgs?|kilos)(?: so far)? on) "
    r"(?:my |the )?(?P<meds>" + _MEDICINES + r")", re.IGNORECASE)
BEING_ON_MEDICINE = lazy_regex(r"(?:(?:also|still|now|currently|completely|fully|finally|totally) )?(?:(?P<off>off)|on|"
                               r"taking) (?:my |the )?(?P<meds>"
                               + _MEDICINES + r")(?P<now> now| anymore)?", re.IGNORECASE)


# A medicine of the user's own, by what is filled of it: "(my) levothyroxine 75mcg refill", "(my) own Adderall
# prescription" (the "off" group never matches: _medicines reads it).
MY_MEDICINE_FILLED = lazy_regex(r"(?:(?:own|usual|daily|regular|current) )?(?P<meds>" + _MEDICINE + r")(?P<off>(?!))?"
                                r" (?:refills?|prescriptions?|scripts?|rx|auto-?refills?|repeat prescriptions?|"
                                r"supply|pills|tablets|capsules)\b", re.IGNORECASE)
# An adult said by age: "a grown woman of 38", "a man of 52" (not "a mother of two", "a woman of 5'4\"").
ADULT_OF_AGE = lazy_regex(r"an? (?:(?:grown|grown-up|single|married|divorced|working|retired|healthy|fit|young|"
                          r"middle-aged|mature) )*(?:woman|man|lady|guy|gal|adult|person|bloke) of (\d{2})"
                          r"(?! ?(?:kids|children|years? (?:experience|in)|'|\u2019|\d))\b", re.IGNORECASE)
# A course of a medicine the user's prescriber changed: "Doctor took me off lisinopril", "my GP put me on sertraline"
# (not "my doctor took my mom off warfarin": whose course it is is said, "me"; nor what the doctor said to do, theirs).
PRESCRIBER_CHANGED = lazy_regex(
    r"(?:my )?(?:doctor|doc|dr\.?(?: (?-i:[A-Z])[\w-]+)?|gp|physician|psychiatrist|cardiologist|endocrinologist|ob|"
    r"ob-?gyn|obgyn|gyno|nurse practitioner|np|prescriber|neurologist|rheumatologist|specialist|pcp) "
    r"(?:(?:just|finally|recently|also) )?(?:took|has taken|had taken|put|switched|started|moved|weaned|tapered) "
    r"me (?:(?P<off>off)|on|onto|to)(?: of)? (?:my |the )?(?:(?:usual|daily|regular) )?(?P<meds>" + _MEDICINES + r")",
    re.IGNORECASE)


# How a course of a medicine opens, the user's "I" said or left out: "I've lost 38 lbs on…", "Started Ozempic…" (left
# out only before a verb of the past: "Take metformin with food" is an instruction).
MEDICINE_OPENING = lazy_regex(r"(?:i(?:'ve| have) |(?=(?:(?:just|finally|recently|also) )*(?:started|began|came|went|"
                              r"got|stopped|quit|lost|switched|been|weaned|tapered)\b)|"
                              r"(?=(?:still|also) (?:on|taking) ))"
                              r"(?:(?:just|finally|recently|also|now|still) )*", re.IGNORECASE)
# The first words MEDICINE_COURSE opens on, to look for before it.
_COURSE_VERBS = frozenset("have had 've been came come went gone got gotten stopped quit weaned tapered started began "
                          "take taking on put switched lost".split())
_COURSE_PAST = frozenset("came went got gotten gone took began quit lost stopped started switched weaned tapered been "
                         "have had".split())
# The first words MEDICINE_OPENING may open on (a clause opening otherwise, most, skips it): "I've", or a past verb of
# a course with its "I" left out.
_OPENING_WORDS = _COURSE_PAST | {"i", "i've", "just", "finally", "recently", "also", "still"}


# A chess rating the user holds, on a site or over the board: "I'm about 1850 on lichess rapid", "I'm rated 1400 on
# chess.com", "my lichess rating is 2000", "my FIDE chess rating".
CHESS_RATED = lazy_regex(r"(?:i'm|i am) (?:(?:about|around|roughly|currently|now|rated|like|only|~) )*\d{3,4}(?: elo)? "
                         r"(?:on|at) (?:lichess|chess\.com|chesscom)\b|my (?:lichess|chess\.com|chesscom|fide|uscf|"
                         r"chess)(?: \w+)? rating\b", re.IGNORECASE)
# A marriage ending, the user's or the couple's: "We're getting divorced", "I'm going through a divorce", "we're
# separating" (not "my parents are getting divorced").
DIVORCING = lazy_regex(r"(?:i'm|i am|we're|we are) (?:currently |now |finally |officially )?(?:getting (?:a )?"
                       r"divorced?|going through (?:a|my|our) divorce|in the (?:middle|process) of (?:a|my|our) "
                       r"divorce|separating)\b", re.IGNORECASE)
# A degree given up before it was finished: "left my PhD program", "dropped out of my master's", "quit my MBA".
DEGREE_LEFT = lazy_regex(r"(?:just |finally |eventually )?(?:left|quit|dropped out of|withdrew from) (?:my|the|a) "
                         r"(?:(?:phd|ph\.d\.?|doctoral|doctorate|master'?s|masters|mba|bachelor'?s|undergrad(?:uate)?|"
                         r"grad(?:uate)?)(?: degree| program| programme| studies)?|grad school)(?=$|[,;.!]| (?:after|"
                         r"in|at|to|because|and|but|when|last|this|for|so|halfway|early|two|three|four|five|\d))",
                         re.IGNORECASE)
# A time spent before what it was spent in: "2000 hours in Skyrim", "about 200 hours of Elden Ring".
TIME_SPENT = lazy_regex(r"(?:(?:over|about|around|like|almost|nearly|more than|at least) )?(?:[\d,.]+\+?|a few|"
                        r"hundreds of|thousands of) ?(?:hours?|hrs?|minutes?|days?|weeks?|months?)\b"
                        r"(?: (?:in|of|on|into) (.+))?", re.IGNORECASE)
# A pursuit kept up, its "I've" left out: "Been playing Valorant competitively for 3 years", "been climbing since 2015".
BEEN_DOING = lazy_regex(r"been (?:\w+ing)\b(?! (?:to|about|on|like)\b)", re.IGNORECASE)


# The one who does a field's work where the user works, said as "the … person": "the only software person in a lab",
# "the IT guy at my company", "the resident data person" (not "a data person", which may be a liking).
FIELD_PERSON = lazy_regex(r"the (?:only |sole |lone |resident |main |de facto |designated |go-to )?(?:software|it|data|"
                          r"tech|hr|finance|marketing|sales|ops|devops|security|qa|design|accounting|legal|payroll|web|"
                          r"network|database|computer|admin) (?:person|guy|gal|girl|lady|dude|woman|man)\b",
                          re.IGNORECASE)
# A professional player, whatever is played: "a pro Street Fighter 6 player", "a professional poker player", "a
# full-time pro gamer" (not "semi-pro", "a pro at this", "pro-choice").
PRO_PLAYER = lazy_regex(r"(?:an? )?(?:(?:full-time|full time|sponsored) )?(?:pro|professional) (?:[\w'&-]+ ){0,3}?"
                        r"(?:player|gamer|athlete|golfer|cyclist|surfer|skater|skateboarder|boxer|streamer|esports "
                        r"player)\b", re.IGNORECASE)


def _medicine_course(text: str) -> list[Proposal] | None:
    """A course of a medicine opening the clause, said with "I've" or its "I" left out (classify's): "I've been on
    Zepbound since January", "Started Ozempic 0.25mg two weeks ago", "Came off Wegovy in June"."""
    first = caseless(text[: text.find(" ")]) if " " in text else ""
    if first not in _OPENING_WORDS or not (opening := MEDICINE_OPENING.match(text)) or not (
            course := MEDICINE_COURSE.match(text, opening.end())):
        return None
    done = _phrase(text[opening.end():])
    done = done[:1].lower() + done[1:]
    said = f"User has {third_person_possessive(done)}" if text[:1] in "iI" else (
        # "Still on the atorvastatin though": the user's "I'm" left out
        f"User is {third_person_possessive(done)}" if done[:3] in ("on ", "tak") else _course_said(done))
    return _medicines(course, _sentence(said))


def _course_said(done: str) -> str:
    """The course said of the user: "came off Wegovy" as said, "take metformin" in the third person."""
    return f"User {third_person_possessive(done)}" if done.split(" ", 1)[0].lower() in _COURSE_PAST else (
        f"User {third_person(done)}")


def _medicines(found: re.Match[str], statement: str) -> list[Proposal]:
    """Each medicine named in a course the user is on (or came off): their health, sensitive."""
    polarity = "retract" if found.group("off") else "assert"
    names = dict.fromkeys(m.group().lower() for m in MEDICINE_WORD.finditer(found.group("meds")))
    found = [Proposal("fact", f"health:{name}", statement, polarity, sensitivity="sensitive", confidence=0.6)
             for name in names]
    if polarity == "assert" and " for " in statement and (treated := TAKEN_FOR.search(statement)):
        # "Started Ozempic for my type 2 diabetes": the condition it is taken for is the user's too
        found.append(_diabetes(diabetes, statement) if (diabetes := DIABETES.match(treated.group(1))) else Proposal(
            "fact", f"health:{treated.group(1).lower()}", statement, sensitivity="sensitive", confidence=0.6))
    return found


# The condition a medicine of the user's is taken for, in its statement: "for their type 2 diabetes".
# (or "for type 2 diabetes", unsaid whose: the user's, as the medicine is; not what it may keep off: "for diabetes
# prevention")
TAKEN_FOR = lazy_regex(r"\bfor (?:their )?((?:type[ -]?(?:1|2|one|two|ii|i) )?diabetes|"
                       + "|".join(sorted(lx.CONDITIONS - {"allergies", "allergy", "cholesterol"})) + r")\b"
                       r"(?! (?:prevention|risk|research|studies|study|trials?|patients|awareness)\b)", re.IGNORECASE)


# A relative's health, said of them: "my son has a peanut allergy", "my mom was diagnosed with diabetes", "my dad
# had knee surgery", "my sister is allergic to shellfish". It is theirs, never the user's; only that the user has
# them is a belief, said without it. Searched in lowercased text (a case-blind search is three times slower).
RELATIVE_HEALTH = lazy_regex(
    r"\b(?:" + _HEALTH_NAMES + "|" + _DEVICE_NAMES + r"|injur(?:ed|ies|y)|fractured|herniated|"
    r"diagnosed|concussion|surger(?:y|ies)|prescribed|allerg(?:y|ies|ic)|diabetic|asthmatic|epileptic|pregnant|cancer|tumou?rs?|"
    r"strokes?|heart attacks?|dementia|alzheimer'?s|parkinson'?s|transplants?|(?:hip|knee) replacements?|"
    r"chemo|radiation|hospitali[sz]ed|in (?:the )?hospital|icu|rehab|therapy|medications?|meds|illness|sick|ill|"
    r"(?:sea|car|air)sick(?:ness)?|(?:motion|travel|altitude) sick(?:ness)?|migraines?|sober|sobriety|"
    r"(?:heart|medical|thyroid|skin|lung|liver|kidney|chronic|genetic|autoimmune|rare|serious) conditions?|"
    r"leuka?emia|lymphoma|disabilit(?:y|ies)|disabled|special needs|wheelchair|covid|flu|pneumonia|"
    r"(?:is|are|was|were|went|going|gone|legally|partially|completely|totally) (?:blind|deaf)|"
    r"(?:had|has|have|having|needs?|needed|after|from|recovering from) (?:an? |the |his |her |their |another |major |"
    r"minor |emergency |big )*operations?|"
    # an addiction or a recovery, and conditions said as what one is
    r"alcoholic|alcoholism|addicts?|addiction|relapsed|overdosed?|in recovery|(?:alcoholics|narcotics|gamblers) "
    r"anonymous|(?:goes|go|going|went) to (?:aa|na)|heart murmur|tremors?|autistic|dyslexic|dyspraxic|bipolar|"
    # conditions of two words, or said by initials, the health rule keys (see NAMED_CONDITION), the initials only had
    r"multiple sclerosis|(?:rheumatoid|psoriatic) arthritis|cerebral palsy|muscular dystrophy|spina bifida|dysplasia|"
    r"cystic fibrosis|sickle cell|essential tremor|sleep apnoea|motor neurone? disease|lou gehrig'?s|"
    r"(?:has|had|have|having|with|diagnosed with) (?:ms|als|ra|cp|mnd|copd|hiv)|"
    r"(?:an?|another|recurring|bad|chronic|frequent) (?:std|sti|uti)|stds|stis|utis|stutter|stammer)\b")
# A faith, an orientation or a political view named (searched in lowercased text; "supporter" and "voter" only with a
# party or a view, which the words hold).
BELIEF_NAMED = lazy_regex(r"\b(?:" + "|".join(sorted(lx.BELIEF_WORDS - {"supporter", "voter", "pray", "prayer", "mass",
                                                                         "temple", "worship", "church", "bible"}))
                          + r")\b")
# A partner or a relative who parted from the user: "my girlfriend ran off", "my husband walked out on us".
PARTED_FROM_USER = lazy_regex(r"\b(?:ran off|ran away|walked out|moved out|left (?:me|us|home)|cheated|dumped me|"
                              r"broke up|split up|divorced me)\b", re.IGNORECASE)
# What a relative parted with or ended: "sold", "quit", "gave up", "got rid of".
PARTED = frozenset("""sold quit stopped gave lost left dumped ditched traded ended cancelled canceled dropped abandoned
returned scrapped totaled totalled crashed wrecked""".split())
# A relative of the user's who died, said so right after them: "my wife passed two years ago", "my husband died in
# March", "my husband Tom passed away" (not "my son passed his driving test", nor "my wife's father died").
RELATIVE_DIED = lazy_regex(r"(?:(?:late|dear|beloved) )?([a-z]+)(?: (?-i:[A-Z])[a-z]+)? (?:died|passed away|passed on|"
                           r"passed(?! (?:the|his|her|my|a|an|all|their|it|out|by|me|us|over)\b))\b", re.IGNORECASE)
DIED_SPOUSES = frozenset("husband wife spouse".split())
# What says the relative is gone, or was never the user's to have now: "my late husband", "my ex", "passed away".
RELATIVE_GONE = lazy_regex(r"\b(?:late|ex|former|died|dies|passed|dead|death|funeral|lost|losing|widow(?:ed|er)?)\b",
                           re.IGNORECASE)
# What a relative had, or what took them, after the relative is named: "(lost my dad) to cancer", "with autism".
RELATIVE_CAUSE = lazy_regex(r"\s*(?:,\s*)?\b(?:to|from|of|after|with|who|which|that|due to|because)\b.*$",
                            re.IGNORECASE)
# A relative named in a statement about something else: "(User is a caregiver for) their mom".
THEIR_KIN = lazy_regex(r"\btheir (?:[\w'-]+ ){0,2}?(?:" + "|".join(sorted(lx.FAMILY - lx.ACQUAINTANCES)) + r")\b",
                       re.IGNORECASE)
# A whole kind denied ("I have no pets", "no known allergies", "no health problems"): no retraction of one belief
# named before (that is "I don't have a dog anymore", "I no longer have asthma"), and no key of its own.
BLANKET_KIND = lazy_regex(
    r"(?:(?:any|no) )?(?:(?:known|food|serious|major|chronic|real|other|underlying|mental|physical|"
    r"pre-?existing|significant|actual|current|such|particular|big) )*(?:pets?|animals?|diseases?|illness(?:es)?|"
    r"allerg(?:y|ies)|injur(?:y|ies)|hobbies|debts?|(?:health|medical) (?:problems?|issues?|conditions?)|"
    r"medical history|conditions?)\b",
    re.IGNORECASE)
# Years in a job: "I've been a high school chemistry teacher for nine years".
# Or longer than someone has been alive, or since a year: "I've been a cashier longer than she's been alive".
BEEN_A_JOB = lazy_regex(r"been (?:a |an )(.+?) (?:for (?:over |almost |nearly |about |more than )?(?:\w+|\d+) "
                        r"(?:years?|months?|decades?)\b|longer than\b|since (?:19|20)\d\d\b)", re.IGNORECASE)
# Not flying at all: how the user travels.
NO_FLYING = lazy_regex(r"(?:don't|do not|dont|never|no longer|can't|cannot|won't) fly(?: anymore| any more| at all)?$",
                       re.IGNORECASE)
# The user's own document, whose subject-less lines are about the user: a résumé, a budget, an "about me" list.
# Someone else's ("my friend's resume") is theirs.
# "About me" opens a line, after any marks or blank lines: "^\W*" began again at each line of a run of blank ones and
# scanned the rest of the run each time (seconds on thousands of them). A run of marks that holds a line start
# is now scanned once, from where the run begins (after a word or at the start), to its first newline.
OWN_DOCUMENT = lazy_regex(r"\bmy (?:(?:monthly |current |updated |latest )?(?:resume|résumé|cv|budget|expenses|"
                          r"finances))\b"
                          # a budget asked for, to be the user's: "Can you make me a budget spreadsheet template?"
                          r"|\b(?:make|build|create|set up|put together|draft|give) me a (?:(?:simple|basic|monthly|"
                          r"personal|household) )*budget\b"
                          # (not one for someone else: "make me a budget template for my clients")
                          r"(?![^.?!\n]{0,30}?\bfor (?!me\b|myself\b|my (?:family|household|wife|husband)\b|us\b)\w)"
                          r"|(?:\A|(?<=\w)[^\w\n]*+\n)\W*+(?:a (?:bit|little) |some |quick )?"
                          r"(?:context |background |info )?about me\b",
                          re.IGNORECASE | re.MULTILINE)
# A budget's line of what the user earns or pays, by its amount: "Take-home is about $4,200/mo", "rent is $1,400".
BUDGET_ITEMS = lazy_regex(r"(?:^|, |\band |; )(?:my |our )?(take[- ]home(?: pay)?|net income|income|salary|rent)"
                          r"(?: is|:| =| of) (?:about |around |roughly |~)?[$\u00a3\u20ac]\s?\d", re.IGNORECASE)
BUDGET_KEYS = {"take home": "finance:income", "take home pay": "finance:income", "net income": "finance:income",
               "income": "finance:income", "salary": "finance:salary", "rent": "finance:rent"}
# What OWN_DOCUMENT cannot match without, searched in the caseless text: hardly a message holds one. Each is looked
# for from its rarest letter (see text.rarest_first: half the time of the plain alternation, which stopped at every
# "r", "c", "e", "f" and "a").
OWN_DOCUMENT_HINTS = ("resume", "r\u00e9sum\u00e9", "cv", "budget", "expenses", "finances", "about me")
OWN_DOCUMENT_HINT = lazy_regex(rarest_first(OWN_DOCUMENT_HINTS))
# A résumé's role held now: "**Senior SRE, Shopify** (2020 to present)".
CURRENT_ROLE = lazy_regex(r"[#*\s]*([^,*\n()]{2,60}),\s*[^*\n()]{2,60}\**\s*\((?:\w+\.? )?\d{4}\s*"
                          r"(?:to|-|\u2013|\u2014|until)\s*(?:present|now|current|today)\)?", re.IGNORECASE)
DEBT_LINE = lazy_regex(r"(" + "|".join(lx.DEBTS) + r")\s*:\s*(?:about |around |~)?(?:[$£€]|\d)", re.IGNORECASE)
# Credit cards paid off, said by the card: "I paid off my last credit card", "finally paid off all my credit cards"
# (the card debt is over; "paying off my credit card" still owes it).
CARDS_PAID = lazy_regex(r"\b(?:paid|cleared) off (?:all (?:of )?|the last of |both (?:of )?)?my "
                        r"(?:last |final |remaining |two |three )?credit cards?\b(?! bill| debt)", re.IGNORECASE)
ACCOUNT_OWNED = lazy_regex(r"\bmy (roth ira|roth 401k|traditional ira|sep ira|ira|401k|403b|hsa|brokerage account)\b",
                           re.IGNORECASE)
# A debt the user owes, said by how much or how long is left of it: "I still owe $38k on the mortgage", "I still have
# about $40k in federal student loans", "I've got 22 years left on our mortgage" (not "my brother owes $5k on his").
DEBT_OWED = lazy_regex(
    r"\bi(?:'ve| have)? (?:(?:still|also|currently|now|only|just) )*(?:owe|have|got)(?: (?:about|around|roughly|"
    r"almost|nearly|over|under|like|just|only|another))? (?:[$\u00a3\u20ac] ?[\d,.]+ ?(?:k|m|grand|thousand)?|"
    r"[\d,.]+ ?(?:k|grand|thousand|dollars)|(?:\d+|a few|a couple of) (?:more )?years?)"
    r"(?: (?:left|remaining|more|to go))? (?:in|on|of) (?:the |my |our )?(?:federal |private |remaining |outstanding )?"
    r"(mortgage|student loans?|car loan|auto loan|credit card debt|personal loan|medical debt|home equity loan)\b",
    re.IGNORECASE)
# A debt the user is in, said without "owe": "carrying credit card debt", "I'm in $20k of medical debt" (not "my
# brother's credit card debt").
DEBT_CARRIED = lazy_regex(r"\bi(?:'m| am)? (?:(?:still|also|currently|now|already|just) )*(?:carrying|in|drowning in|"
                          r"buried in|stuck with|racked up|ran up|run up"
                          # still owed, an amount of it named: "I'm paying off $18k in student loans"
                          r"|paying (?:off|down)(?= (?:about |around |over |almost |nearly )?[$\u00a3\u20ac\d])) "
                          r"(?:about |around |over |almost |nearly )?"
                          r"(?:(?:[$\u00a3\u20ac] ?[\d,.]+ ?(?:k|m|grand|thousand)?|[\d,.]+ ?(?:k|grand|thousand|"
                          r"dollars)) (?:in |of )?)?(credit card debt|medical debt|student loan debt|student loans)\b",
                          re.IGNORECASE)
# A salary by its amount, of the user's clause: "out of an $85k salary", "on a $60k salary" (SALARY_OWNER says whose).
SALARY_OF = lazy_regex(r"\b(?:on|out of|from|off|with) ((?:an?|my) (?:[$\u00a3\u20ac] ?[\d,.]+ ?[kK]?|[\d,.]+ ?[kK])"
                       r"(?: (?:a year|per year|annual|yearly|gross|net|base|take-home))? salary)\b", re.IGNORECASE)
SALARY_OWNER = lazy_regex(r"\W*i(?:'m| am|'ve| have)?\s", re.IGNORECASE)
OTHER_SUBJECT = lazy_regex(r"\b(?:he|she|they|he's|she's|they're|his|her|their|my \w+ (?:is|are|makes|earns|gets))\b",
                           re.IGNORECASE)
_FANTASY = r"fantasy (?:football|baseball|basketball|hockey|soccer|golf|premier league)"
# A betting or fantasy game given up: "quit sports betting", "gave up fantasy football", "stopped gambling".
GAME_QUIT = lazy_regex(r"(?:(?:just|finally|eventually|basically|completely) )?(?:quit|gave up|stopped|have quit|"
                       r"had to (?:quit|give up)) ((?:sports |online )?betting|(?:online )?gambling|" + _FANTASY
                       + r")\b", re.IGNORECASE)


def _game_key(name: str) -> str:
    """A betting or fantasy game's key, as said: "sports betting" is sports_betting, "Fantasy Football"
    fantasy_football."""
    return "_".join(name.lower().split())


# A game the user keeps up, by what they keep for it: "my sports betting bankroll", "my dynasty fantasy baseball team".
MY_GAME_KEPT = lazy_regex(r"\bmy (?:own )?(?:[\w-]+ )??((?:sports )?betting|" + _FANTASY + r") (?:bankroll|account|app|"
                          r"league|leagues|team|teams|roster|lineup|squad|picks)\b", re.IGNORECASE)
# A fantasy league the user runs: "I've been commissioner of a 12-team PPR fantasy football league since 2011".
COMMISSIONER_OF = lazy_regex(r"\bcommissioner (?:of|for) (?:a|an|our|my|the) (?:[\w-]+ ){0,3}?(" + _FANTASY
                             + r") league\b", re.IGNORECASE)
# An income the user lives on, said after "I" or "I'm": "living on a pension", "on SSDI because of my MS", "get Social
# Security", "live on my pension" (not "on a pension plan at work", nor a Social Security number).
INCOME_SOURCE = lazy_regex(r"(?:(?:now|currently|still|mostly|just|only|basically|already) )*(?:living on|live on|get|"
                           r"receive|collect|draw|on) (?:an? |my )?(?:small |modest |military |state |teacher's |"
                           r"teachers' |monthly |full |partial )?(pension|ssdi|ssi|social security)\b(?! (?:number|"
                           r"card|plan|fund|office|scheme)\b)", re.IGNORECASE)
DEBT_OWNED = lazy_regex(r"\bmy (" + "|".join(lx.DEBTS) + r")\b", re.IGNORECASE)
# The household's home loan, which is the user's own debt: "Our mortgage is a 30-year fixed at 6.8%" (a loan of a
# business, "our SBA loan", may be the company's: the home's only).
OUR_MORTGAGE = lazy_regex(r"\bour (mortgage|home equity loan|house loan|home loan|housing loan)\b", re.IGNORECASE)
# A debt taken on: "I took out a $60k personal loan to bridge payroll", "took out a second mortgage".
TOOK_OUT_DEBT = lazy_regex(r"(?:just |finally |recently |also )?took out (?:a|an|another|my first) (?:second )?"
                           r"(?:[$\u20ac\u00a3]?\d[\d,.]*\s?k? )?(" + "|".join(lx.DEBTS) + r")\b", re.IGNORECASE)
# A debt paid off, said just before it is named: "I finally paid off all my credit card debt" (no longer owed; "I'm
# paying off my student loans" still owes it).
DEBT_PAID = lazy_regex(r"\b(?:paid|cleared|finished paying)(?: off| down| back)?"
                       r"(?: (?:all|the last|the rest)(?: of)?)? $", re.IGNORECASE)
# A degree held: "a master's in statistics from UCLA", "a PhD in physics", "a bachelor's degree in nursing" (not "a
# master's student", which is who the user is now, nor "a degree of", which is how much).
DEGREE_HELD = lazy_regex(r"(?:a |an |my |two |both )?(?:(?:master|bachelor|associate)(?:'s|s|\u2019s)?|ph\.?d\.?|"
                         r"doctorate|mba|bsc|msc|(?:[\w'-]+ )?degree)(?: degree)?(?= in | from |\s*[,.;!]|\s*$)",
                         re.IGNORECASE)
# The verbs a degree is held or earned by: "I hold a PhD in organic chemistry", "I got my master's in 2019", "I
# completed a bachelor's in nursing" (schooling, not a possession or a task's outcome).
DEGREE_VERBS = frozenset("hold earned got received completed finished obtained".split())
# What the user goes on to say of themselves after the degree, its subject left out: "…in organic chemistry and am
# preparing a grant application" is no part of the schooling.
DEGREE_TAIL = lazy_regex(r",? and (?:am|was|have|had|will|would|can|currently|now|also|then)\b.*", re.IGNORECASE)
PLACE_LINE = lazy_regex(r"(?:based|living|located) in (?-i:[A-Z][a-z])", re.IGNORECASE)
# More of the user's relatives by what is theirs: "my dad's policy", "my grandson's graduation" (singular: "my kids'"
# is said otherwise).
KIN_OWNING = frozenset("dad mom mum mother father grandson granddaughter grandma grandpa grandmother grandfather "
                       "partner girlfriend boyfriend niece nephew aunt uncle cousin".split())
# (a fiancé as its accent spells it as well: "my fiancée's family")
KIN_OWNS = lazy_regex(r"\bmy (" + "|".join(sorted(lx.KIN | KIN_OWNING)) + r"|fianc\u00e9e?)'s\b", re.IGNORECASE)
# A thing made or got for a relative's day, said of it: "it's for my grandson's graduation" (the clause's subject is
# the thing; the relative is the user's as in a clause of their own).
FOR_KINS = lazy_regex(r"(?:it's|it is|this is|these are|they're|they are|that's) (?:(?:all |just |mostly )?for|"
                      r"a (?:gift|present) for) my ", re.IGNORECASE)
# A device named by its model after "my" or "I'm on": "my iPad Pro", "I'm on an M2 MacBook Air" (the chip before the
# model is a spec, not its name).
_MODEL_WORD = r"(?:[\w-]*[A-Z][\w-]*|\d+\w*)"
DEVICE_NAMED = lazy_regex(r"(?:\bmy|^i'm on an?|^i am on an?|^i (?:play|game|code|stream) on an?) "
                          r"(?:new |old |current |cheap |little |used |refurbished )?"
                          r"(?:(?-i:[A-Z]\d+) |(?:19|20)\d\d )?"
                          # a model's size or grade in lower case is the model's too: "an iPhone 13 mini"
                          r"((?-i:" + _MODEL_WORD + r"(?: " + _MODEL_WORD + r"){0,3}(?: (?:mini|pro|max|plus|ultra|"
                          r"lite|air|se|fe|xl)\b(?!-))?))", re.IGNORECASE)
# A device of the user's by its kind, its model in brackets after it: "my phone (old Pixel 6)", "my laptop (a ThinkPad
# T480)".
KIND_THEN_MODEL = lazy_regex(r"\bmy (?:phone|laptop|tablet|computer|watch|camera|e-reader|kindle|console) \((?:an? )?"
                             r"(?:new |old |current |cheap |used |refurbished )?"
                             r"((?-i:" + _MODEL_WORD + r"(?: " + _MODEL_WORD + r"){0,3}(?: (?:mini|pro|max|plus|ultra|"
                             r"lite|air|se|fe|xl))?))\)", re.IGNORECASE)
# The device a job or a pursuit is done on, by its model, said after it: "I shoot weddings for a living on a
# Sony A7 IV".
WORKED_ON_MODEL = lazy_regex(r"\s+(?:on|with) (?:an?|my) (?:new |old |used )?(?:(?:19|20)\d\d )?"
                             r"((?-i:" + _MODEL_WORD + r"(?: " + _MODEL_WORD + r"){0,3}))", re.IGNORECASE)
# The household's car by its model: "a road trip in our 2019 Honda Odyssey" (a car only: "our" may be a team's, whose
# laptops and servers are not the user's).
# A trailer or a motorhome the user or the household travels, lives or camps in, by its kind: "we travel in our fifth
# wheel", "living out of my travel trailer" (not "our neighbor's fifth wheel", nor "a fifth wheel" wished for).
_RIG_WORDS = ("wheel", "trailer", "hauler", "motorhome", "motor home", "teardrop", "camper", "rv")
RIG_LIVED_IN = lazy_regex(r"\b(?:travel|traveling|travelling|live|living|lived|camp|camping|stay|staying|tow|towing|"
                          r"pull|pulling|out of|full[- ]?time|full[- ]?timing) (?:in |with )?(?:my|our) "
                          r"(?:new |old |used )?(?:(?:19|20)\d\d )?(fifth[ -]wheel|travel trailer|toy hauler|"
                          r"motorhome|motor home|teardrop(?: trailer)?|truck camper|camper|rv)\b(?!'s|-)",
                          re.IGNORECASE)
RIG_KEYS = {"fifth-wheel": "fifth_wheel", "motor home": "motorhome", "teardrop": "teardrop_trailer"}
OUR_MODEL = lazy_regex(r"\bour (?:new |old |current |used |trusty )?(?:(?:19|20)\d\d )?"
                       r"((?-i:" + _MODEL_WORD + r"(?: " + _MODEL_WORD + r"){0,3}))", re.IGNORECASE)


# An activity kept up since a date or for years: "been playing guitar since 2015", "been lifting 4x a week since
# january", "been writing Rust for 8 years", "played the organ every Sunday since 1974". Only verbs of a pursuit:
# "been waiting since 9am", "been sick since Monday", "been thinking about it since last week" are no experience.
# Each stretch is bounded (a long clause).
_SINCE_WHEN = (r"since (?:like |about |around |roughly )?(?:(?:19|20)\d\d|january|february|march|april|may|june|july|"
               r"august|september|october|november|december|jan|feb|sept?|oct|nov|dec|i was (?:\d+|a (?:kid|child|teen"
               r"(?:ager)?|little \w+))|(?:high )?school|college|uni(?:versity)?|"
               r"(?:the )?(?:early |mid |late |mid-)?(?:(?:19|20)?\d0'?s|seventies|eighties|nineties))\b")
_FOR_YEARS = (r"for (?:over |almost |nearly |about |around |like |some |more than )?(?:\d+|a|two|three|four|five|six|"
              r"seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|[a-z]+-odd|a few|several|many) "
              r"(?:years?|yrs?|decades?|months)\b")  # months of it too: "been playing guitar for six months"
_PURSUITS = "|".join(sorted({*"""lifting running swimming climbing cycling jogging boxing skating surfing skiing rowing
    dancing painting drawing knitting sewing gardening hiking fishing baking coding programming singing meditating
    journaling""".split(), *(form for form in lx.PURSUITS if form.endswith("ing"))}))  # and "biking", "volunteering"
KEPT_UP = lazy_regex(
    r"(?:(?:been (?:playing|writing|doing|practi[cs]ing|learning|studying|coding in|programming in|"
    # a dance by its style: "been dancing salsa for 6 years" is salsa, as "been playing guitar" is guitar
    r"dancing(?= (?:salsa|bachata|tango|ballet|tap|swing|ballroom|flamenco|zumba|kizomba|merengue|lindy hop|"
    r"hip[- ]hop|waltz|foxtrot|cha[- ]cha|samba|rumba|irish|clogging)\b))|played|"
    r"practi[cs]ed) (?:the |a |an |my |our )?(?P<object>[\w'+#-]+(?: [\w'+#-]+){0,3}?)|been (?P<doing>" + _PURSUITS
    + r"))(?P<more> [^,;.]{1,60}?)? (?:" + _SINCE_WHEN + "|" + _FOR_YEARS + ")",
    re.IGNORECASE,
)
# The words after a pursuit's first that name it with it: "reinforcement learning (research)", "graphic design" (not
# an adverb, "professionally", nor where or when: "guitar in a band", "pottery every Tuesday").
KEPT_UP_COMPOUND = lazy_regex(r" ((?!(?:in|on|at|with|for|every|each|most|since|and|but|as|to|from|by|of|about|"
                              r"around|near|all|full|part|pretty|really|very|now|again|still|too)\b)[a-z]+(?<!ly))"
                              r"(?: (research|work))?$")
# A pursuit kept on with: "I've kept running about 40 km a week" (the activity, however long).
KEPT_ON = lazy_regex(r"kept (?:up )?(?:on )?(" + _PURSUITS + r")\b", re.IGNORECASE)
# A pursuit given up, and nothing after it but when: "I quit running", "stopped swimming last year", "I've given up
# cycling", "I don't swim anymore", "I no longer go hiking". "Stopped running to catch my breath", "quit running the
# club" and "I don't run much anymore" give up no pursuit; nor does "I never swim" (never begun is not given up).
_GIVEN_UP_WHEN = (r"(?: (?:last (?:year|month|summer|winter|spring|fall|autumn)|(?:a|one|two|three|four|five|a few|"
                  r"several|\d+) (?:weeks?|months?|years?) ago|(?:years|ages|a while|a long time) ago|in (?:19|20)\d\d|"
                  r"for good|altogether|completely|entirely|after (?:my|a|an|the) \w+(?: \w+)?"
                  r"|after (?:college|school|uni|university|high school)))?")
PURSUIT_GIVEN_UP = lazy_regex(
    r"(?:(?:just|finally|eventually|basically|pretty much|kind of|kinda) )?(?:quit|stopped|gave up|given up|"
    r"had to (?:quit|give up))(?: on)? (?P<gerund>[a-z]+ing)" + _GIVEN_UP_WHEN
    + r"|(?P<no>no longer|don't|do not|dont|never) (?:really |even )?(?:go (?P<going>[a-z]+ing)|(?P<verb>[a-z]+))"
    r"(?P<anymore> anymore| any more)?" + _GIVEN_UP_WHEN, re.IGNORECASE)
# Where the user sets out from: "Home base is Denver", "my home base is Salt Lake City" (not "the home base of the
# team", "home base is where the heart is").
HOME_BASE_NAMED = lazy_regex(r"(?:my |our )?home ?base(?: is|'s|:| =) (?:in |still )?((?-i:[A-Z])[\w.'-]*(?:,? "
                       r"(?-i:[A-Z])[\w.'-]*){0,3})", re.IGNORECASE)
# Someone of the user's with the user, as one subject: "my husband and I", "my wife and me".
OTHERS_WITH_ME = lazy_regex(r"my (?:[\w'-]+ ){1,2}(?:and|&) (?:i|me)\b", re.IGNORECASE)
# A pastime named by its noun, given up: "quit CrossFit after my shoulder surgery", "gave up tennis last year".
NOUN_QUIT = lazy_regex(r"(?:(?:just|finally|eventually|basically) )?(?:quit|gave up|given up|had to (?:quit|give up))"
                       r" (?:doing |playing )?(?P<noun>[a-z]+)" + _GIVEN_UP_WHEN, re.IGNORECASE)
# A pursuit switched to and kept up: "swimming 4x a week", "running every morning" (not "biking" alone: a liking).
SWITCHED_TO_PURSUIT = lazy_regex(r"([a-z]+ing) (?:\d+ ?(?:x|times) (?:a|per|each) (?:week|wk|day|month)|"
                                 r"(?:every|each) (?:day|morning|evening|night|week|weekend)|daily|most days)\b",
                                 re.IGNORECASE)
# How long the pursuit the clause names has been kept up: "been at it about 3 yrs", "been doing it for 20 years".
AT_IT_FOR = lazy_regex(r"\bbeen (?:at it|doing (?:it|this|that)) (?:for )?"
                       r"(?:about |around |over |almost |nearly |like )?"
                       r"(?:\d+|a few|a couple(?: of)?|two|three|four|five|six|seven|eight|nine|ten|many|several) "
                       r"(?:years?|yrs?|decades?)\b", re.IGNORECASE)
# A pastime named by its noun and given up: "I don't play guitar anymore", "I don't really do yoga anymore".
NOUN_GIVEN_UP = lazy_regex(r"(?P<no>no longer|don't|do not|dont) (?:really |even )?(?:play|do) (?:the )?"
                           r"(?P<noun>[a-z]+)(?P<anymore> anymore| any more)?" + _GIVEN_UP_WHEN, re.IGNORECASE)
# Where, when, with or for whom a pursuit is done, after its verb: no object of it ("I run on coffee" is no running,
# "I cook for my family" is cooking).
PURSUIT_SETTING = lazy_regex(r"(?:on(?! (?:coffee|caffeine|fumes|adrenaline|no sleep|empty)\b)|in|at|with|for|before|"
                             r"after|during|near|by|outdoors|indoors|most)\b", re.IGNORECASE)
# The boat a water pursuit is done in, no pursuit of its own: "I sail my boat every weekend", "I sail the boat to
# Annapolis", "I kayak a sea kayak" (a boat of the user's is theirs too).
VESSEL_PURSUITS = frozenset({"sailing", "rowing", "kayaking", "canoeing", "paddling"})
VESSEL_OBJECT = lazy_regex(r"(?:it|(?:my|our|the|a|an) (?:[\w-]+ ){0,3}?(?:boat|sailboat|dinghy|yacht|catamaran|"
                           r"kayak|canoe|(?-i:[A-Z])[\w-]* \d+[a-z]?))\b", re.IGNORECASE)
# Pursuits whose verb's object is never a pursuit of its own: "I lift the boxes at work" is no activity.
VERB_ONLY_PURSUITS = frozenset({"jog", "lift", "cycle"})
# Verbs whose pursuit is their object, named by nothing else: "I play tennis" (not "I play Saturdays", "I play a lot").
OBJECT_NAMED_PURSUITS = frozenset({"play", "practice", "practise"})
# How much of a pursuit, before it: "I play a little soccer", "a bit of chess" (not "a little" alone).
LITTLE_OF = lazy_regex(r"(?:a little|a bit(?: of)?) (?=[a-z])", re.IGNORECASE)
# What follows a pursuit's past form when it was no pursuit: another verb ("ran into", "ran out of") or one thing done
# ("cooked a meal", "ran my first marathon").
PAST_NO_PURSUIT = lazy_regex(r"(?:out|off|up|down|away|back|over|into|along|around|a(?! lot| bit)|an|the|my|our|his|"
                             r"her|their|this|that|one|some|dinner|lunch|breakfast)\b", re.IGNORECASE)
# A pursuit's past form and its bare verb: "ran" is "run", "biked" "cycle" (lexicon.PURSUIT_FORMS lists the bare
# verb first).
PAST_PURSUITS = {form: forms.split()[0] for key, forms in lx.PURSUIT_FORMS.items() if key.endswith("ing")
                 for form in forms.split() if form in IRREGULAR_PAST or form.endswith("ed")}
# A list of what is eaten: "fish and chicken", "rice, beans or lentils".
EATEN_LIST = lazy_regex(r"[\w' -]+?(?:, [\w' -]+?)*,? (?:and|or|&) ", re.IGNORECASE)
# An object phrase that says where, with or for whom: "in a covers band", "for my church", "with friends".
WHERE_FIRST = lazy_regex(r"(?:in|at|on|for|with|from|near|by|to|around|under|inside|outside)\b", re.IGNORECASE)
GIVEN_UP_HINT = lazy_regex(r"(?:just |finally |eventually |basically |pretty much |kind of |kinda )?(?:quit|stopped|"
                           r"gave up|given up|had to|no longer|don't|do not|dont|never)\b", re.IGNORECASE)


# A job taken up: "started as a UX designer at a startup", "quit my old job and started as a nurse".
STARTED_AS = lazy_regex(r"(?:(?:finally |just )?(?:quit|left) (?:(?:my|the) (?:old |last )?job|"
                        r"(?-i:[A-Z])[\w&.'-]*(?: (?-i:[A-Z])[\w&.'-]*){0,3}),? and )?"
                        r"(?:just |finally |recently )?(?:started|began) (?:(?:on|last|this|in) (?-i:[A-Z])[a-z]+ |"
                        r"(?:a |my )?new (?:job|role|position) )?(?:work(?:ing)? |out |off )?as (?:a|an) (.+)",
                        re.IGNORECASE)


# A job begun, named by what it is: "started my first developer job at a fintech startup", "just started a new nursing
# role at Mercy" (not "started my job search", "started a job board").
STARTED_JOB = lazy_regex(r"(?:just |finally |recently |officially )?(?:started|began|landed|got) (?:my|a) "
                         r"(?:(?:first|new|first-ever|first real|full-time|part-time|dream) )*"
                         r"(?:([\w-]+(?: [\w-]+){0,2}?) )?"
                         r"(?:job|role|position)\b(?! (?:search|hunt|board|application|interview|offer|fair)s?\b)"
                         r"((?: (?:at|with) .+)?)", re.IGNORECASE)
# A field studied at a school, the school named or said: "history at York", "nursing at uni" (not "for my exams at the
# library", "at home").
STUDIED_AT = lazy_regex(r"(?!for\b)(?:[\w&'-]+ ){1,4}?at (?:(?-i:[A-Z])|(?:the )?(?:uni|university|college|"
                        r"sixth form|school|trade school|tech)\b)", re.IGNORECASE)
# A course taken at a school, said after being there: "at college doing Level 2 Site Carpentry", "at uni studying law",
# "at sixth form doing A levels" (a course: a level, a name, a kind of course; not "at college doing laundry").
COURSE_AT_COLLEGE = lazy_regex(r"at (?:college|uni|university|sixth form|tech|trade school) (?:studying (?!for\b)\w|"
                               r"(?:doing|taking) (?:an? )?(?:(?-i:[A-Z])|(?:level|year) \d|(?:[\w-]+ )?(?:course|"
                               r"degree|diploma|apprenticeship|certificate|qualification)s?\b))", re.IGNORECASE)
# A job begun that is the one held now, with no name of what it is: "started a new job", "my first job".
NEW_JOB_BEGUN = lazy_regex(r"\b(?:my|a) (?:(?:first|new|first-ever|first real|full-time|part-time|dream) )+job$",
                           re.IGNORECASE)
# A job named by its field: "a nursing job", "my first engineering role".
JOB_FIELDS = frozenset("nursing teaching engineering software marketing sales accounting consulting design coding "
                       "programming tech data finance banking".split())
# The employer named after a job: "at Stripe", "at a fintech startup called Ledgerly".
EMPLOYER_CALLED = lazy_regex(r"^ (?:at|with) (?:(?-i:[A-Z])|(?:a|an) (?:[\w-]+ ){1,3}?(?:called|named) (?-i:[A-Z]))")
# An employer the user has left, by its name: "I'm no longer at Deloitte", "I no longer work for Acme", "I don't work at
# Google anymore" (not "no longer at the office", nor "no longer with Verizon", a provider).
_ORG_NAME = r"(?-i:[A-Z])[\w&.'-]*(?: (?-i:[A-Z])[\w&.'-]*){0,3}"
EMPLOYER_NO_LONGER = lazy_regex(r"i ((?:no longer|don't|do not|dont) work (?:at|for) " + _ORG_NAME + r"(?: anymore|"
                                r" any more)?)$|i(?:'m| am) (no longer (?:at|employed (?:at|by)|working (?:at|for)) "
                                + _ORG_NAME + r"(?: anymore| any more)?)$", re.IGNORECASE)
# A job given up or lost: "quit my job at the bank", "left my old job", "was laid off from my teaching job" (not
# "left my job at home", a thing left somewhere; nor a job one means to quit).
JOB_LEFT = lazy_regex(r"(?:just |finally |officially |recently |actually )*(?:(?:quit|left|lost) (?:my|our) "
                      r"(?:(?:old|last|day|full[- ]time|part[- ]time|corporate|office|teaching|\w+ing) )?job"
                      r"(?! (?:application|description|offer|search|interview|listing|posting|board|fair)s?\b"
                      r"| (?:at \d|early|late|on time|for the (?:day|night|weekend))|\s*(?:early|late)\b)"
                      r"(?: (?:at|with) (?:the |a |an )?[\w&.'-]+(?: (?-i:[A-Z])[\w&.'-]*){0,2})?|"
                      r"(?:was|got) (?:laid off|fired|let go)(?: from (?:my|the|a) (?:[\w-]+ ){0,3}?job"
                      r"(?: (?:at|with) (?-i:[A-Z])[\w&.'-]*(?: (?-i:[A-Z])[\w&.'-]*){0,2})?|"
                      r" from (?-i:[A-Z])[\w&.'-]*)?)(?=$|[ ,;.!]|\s)", re.IGNORECASE)
# When a job was left that says it is not the one held now: a year, "years ago", a stage of life, a summer job, or
# left for the one held now ("to become a nurse").
LEFT_BACK_THEN = lazy_regex(r"\b(?:in|since|back in|around) (?:19|20)\d\d\b|\b(?:years|decades) ago\b|"
                            r"\b(?:in|during|after) (?:high school|college|uni|grad school|my (?:teens|twenties|20s))"
                            r"\b|"
                            r"\bas a (?:kid|teen|teenager|student)\b|\bsummer job\b|\bpaper route\b|"
                            r"\bto become (?:a|an)\b", re.IGNORECASE)
# A profession left, named by its field: "left teaching", "quit nursing", "left the classroom" (not "left law school").
PROFESSION_LEFT = lazy_regex(r"(?:just |finally |recently |officially )*(?:left|quit) (?:teaching|nursing|academia|"
                             r"the classroom|medicine|law|retail|policing|social work|accounting|journalism|"
                             r"hospitality|consulting|banking|engineering)\b(?!-| (?:school|home|class|classes|degree|"
                             r"program|course|behind|alone|for a|to (?:the|my|a)|my|his|her|their|our|your|him|them|me|"
                             r"us|kids|children)\b)", re.IGNORECASE)
# A profession left, keyed as its pursuit: "left the classroom" is teaching.
PROFESSION_FIELDS = {"the classroom": "teaching"}
# The employer named in a job left: "laid off from Meta", "quit my job at Google" (not "at the bank").
EMPLOYER_LEFT = lazy_regex(r" (?:from|at|with) (?-i:[A-Z])[\w&.'-]*", re.IGNORECASE)
# Where one is based or from, said after one's job: "a freelance illustrator based in Lisbon, originally from São
# Paulo" (a place capitalized; "from home" is how, not where).
JOB_PLACES = lazy_regex(r"(?:\s|,\s*)(?:(based|living|located) in|originally from) ((?-i:[A-Z])[\w'.-]*"
                        r"(?:[ -](?-i:[A-Z])[\w'.-]*){0,3})", re.IGNORECASE)
# What the user relies on to get about, hear or breathe, or a medical device worn, carried or implanted: health, and
# sensitive ("I use a wheelchair full-time", "I wear hearing aids", "I'm a wheelchair user", "I have a pacemaker", "I
# use an inhaler", "I'm on an Omnipod", "I've worn hearing aids since I was 40", "I wear dentures", "got my braces
# fitted"); with its article, so "cane sugar" is none. A device named by its make ("a
# Dexcom G7", "an Omnipod 5") is a device by its model, as any other is, and sensitive.
_AID_NOUNS = (r"wheelchair|cane|walker|walking stick|mobility scooter|hearing aid|cochlear implant|cpap(?: machine)?|"
              r"prosthetic (?:leg|arm|limb|foot|hand)|prosthesis|insulin pump|rollator|"
              r"pacemaker|(?:implanted |implantable )?defibrillator|inhaler|nebuli[sz]er|bipap(?: machine)?|"
              r"(?:continuous )?glucose monitor|cgm|(?:dexcom|omnipod|(?:freestyle )?libre)(?: (?-i:[A-Z]?\d{1,2}))?|"
              r"epi-?pen|(?:colostomy|ostomy|ileostomy) bag|stoma|feeding tube|catheter|denture")
_AID_PLURALS = r"hearing aids|crutches|cochlear implants|oxygen|inhalers|epi-?pens|dentures|braces"
_AID_ADJECTIVE = r"(?:(?:power|powered|manual|electric|motorized|folding|white|new|old|upper|lower|partial) )?"
_AIDS = r"(?:(?:a|an|my|one|two) " + _AID_ADJECTIVE + r"(?:" + _AID_NOUNS + r")|(?:my )?(?:" + _AID_PLURALS + r"))"
# An aid is not the first word of a compound: "a cane sugar substitute", "a walker app" (a word the sentence goes on
# with, "sometimes", "full time", "fitted", "and", is no noun of it).
_AID_COMPOUND = (r"\s+(?!(?:and|or|but|so|since|because|for|to|at|in|on|when|while|full|part|sometimes|mostly|most|"
                 r"every|all|daily|now|outside|around|anymore|again|these|this|after|before|during|with|without|too|"
                 r"as|if|which|that|who|plus|fitted|implanted|put|installed|myself|lol|everywhere|wherever|whenever|"
                 r"everyday|still|just|only|regularly|constantly|occasionally|always|nightly|overnight)\b)"
                 r"(?-i:[a-z])[a-z]+\b")
ASSISTIVE = lazy_regex(r"(?:use|wear|worn|rely on|live in|get around in|get around with|have|have got|got|in|on|"
                       r"carry)? ?"
                       r"(" + _AIDS + r")\b(?![-'])(?!" + _AID_COMPOUND + r")|(?:a )?(wheelchair|cane|cpap) user\b",
                       re.IGNORECASE)
# A business the user both owns and runs, the verbs sharing it: "I own and run a small hostel", "I co-own and manage a
# cafe".
OWN_AND_RUN = lazy_regex(r"i (?:(?:also|now|currently) )?(own|co-own|founded|started) and (run|operate|manage)"
                         r"(?= (?:a|an|my|our|the) )", re.IGNORECASE)
# An aid the user calls theirs, what it does said after it: "My upper denture clicks when I talk", "my hearing aids keep
# whistling", "my wheelchair won't fold" (not "my wheelchair ramp", "my dog walker").
MY_AID_DOES = lazy_regex(r"\bmy (" + _AID_ADJECTIVE + r"(?:" + _AID_NOUNS + r"|" + _AID_PLURALS + r"))\s+(?:keeps?|is|"
                         r"are|was|were|won't|wont|doesn't|don't|isn't|aren't|broke|needs?|hurts?|clicks?|whistles?|"
                         r"squeaks?|squeals?|rubs?|feels?|falls? out|slips?|stopped|died|ran out|runs out)\b",
                         re.IGNORECASE)
# An aid given up: "I've stopped using the walking stick", "I no longer need my cane", "I don't wear hearing aids
# anymore" (the aid named alone, the clause ended after it: not "stopped using the cane sugar", "I don't need a
# wheelchair ramp"; "don't" only with "anymore").
AID_GIVEN_UP = lazy_regex(r"(?:i|(?P<have>i've|ive|i have)) (?P<done>(?:(?:just|finally|recently|now|completely|"
                          r"officially) )*(?:(?:stopped|quit) (?:using|needing|wearing)|no longer (?:use|need|wear)|"
                          r"(?:don't|do not|dont) (?:use|need|wear)(?=.*\b(?:anymore|any more)\b))) "
                          r"(?P<aid>(?:the|my|a|an|any) " + _AID_ADJECTIVE + r"(?:" + _AID_NOUNS + r")|"
                          r"(?:my |the |any )?(?:" + _AID_PLURALS + r"))\b(?![-'])(?!" + _AID_COMPOUND + r")",
                          re.IGNORECASE)
# What may follow an aid one is "on" ("I'm on an Omnipod", "on a CGM, and …"; not "on a walker tour").
AID_ENDS = lazy_regex(r"\s*(?:$|[,;.!?()]|(?:and|but|so|since|because|for)\b)", re.IGNORECASE)
# More aids listed after the first: "on an Omnipod 5 + Dexcom G7", "a CGM and an insulin pump".
MORE_AIDS = lazy_regex(r"(?:\s*[+&,]\s*|\s+(?:and|with|plus)\s+)((?:(?:a|an|my|one|two) )?" + _AID_ADJECTIVE
                       + r"(?:" + _AID_NOUNS + r"|" + _AID_PLURALS + r"))\b(?![-'])", re.IGNORECASE)
AID_MAKE = lazy_regex(r"(?:(?:a|an|my|one|two) )?(?:dexcom|omnipod|(?:freestyle )?libre)\b", re.IGNORECASE)
# A device keyed as the kind it is, however it is called, so one that replaces another lands on the same key.
AID_KINDS = {"glucose_monitor": "cgm", "continuous_glucose_monitor": "cgm", "implanted_defibrillator": "defibrillator",
             "implantable_defibrillator": "defibrillator", "epi_pen": "epipen", "epipens": "epipen",
             "epi_pens": "epipen", "inhalers": "inhaler", "cpap_machine": "cpap", "bipap_machine": "bipap",
             # teeth worn straightened or replaced: one key however many ("my braces", "an upper denture")
             "brace": "braces", "denture": "dentures"}
AID_TAIL = lazy_regex(r"(?: (?:full[- ]time|part[- ]time|every day|daily|now|most of the time|outdoors|at home|"
                      r"at night|overnight|to sleep|"
                      r"to get around|for (?:long )?distances|since (?:\w+ )?(?:\d+|birth|my \w+)))*", re.IGNORECASE)
# A sickness the user is prone to: "I get horribly seasick", "I get migraines", "I get motion sick", "I get really bad
# motion sickness", "I suffer from motion sickness".
PRONE_TO = lazy_regex(r"(?:get|suffer from) (?:(?:really|horribly|terribly|very|so|badly|easily|quite|super|pretty|"
                      r"awfully|bad|terrible|awful|severe|horrible|chronic|frequent|occasional) )*"
                      r"(seasick|carsick|airsick|motion ?sick(?:ness)?|travel ?sick|altitude sickness|migraines|"
                      r"cluster headaches|cold sores|hay ?fever|panic attacks|nosebleeds|eczema flare-?ups)\b",
                      re.IGNORECASE)
SICKNESS = {"seasick": "seasickness", "carsick": "carsickness", "airsick": "airsickness",
            "motionsick": "motion_sickness", "motionsickness": "motion_sickness", "travelsick": "motion_sickness",
            "hayfever": "hay_fever"}
# An airline flown by habit: "I always fly United when I can", "I only fly with Delta".
AIRLINE = lazy_regex(r"fly (?:with )?((?-i:United|Delta|American(?: Airlines)?|Southwest|JetBlue|Alaska(?: Airlines)?|"
                     r"Air Canada|WestJet|British Airways|BA|Virgin(?: Atlantic| Australia)?|Lufthansa|KLM|Air France|"
                     r"Emirates|Qatar(?: Airways)?|Etihad|Singapore(?: Airlines)?|Cathay(?: Pacific)?|Qantas|Ryanair|"
                     r"easyJet|EasyJet|Wizz(?: Air)?|Turkish(?: Airlines)?|Aer Lingus|Iberia|SWISS|Swiss|SAS|Finnair|"
                     r"Norwegian|ANA|JAL|Air New Zealand|LATAM|Avianca|Aeromexico|Hawaiian(?: Airlines)?|"
                     r"Frontier|Spirit))\b(?! (?:to|into|from|over|across|around|through)\b)")
# A diet kept: "I keep kosher at home and on the road", "we keep halal".
# A diet the user keeps, named by its kind: "I'm on a low-FODMAP diet", "on a strict keto diet", "on a plant-based
# diet" ("on a diet" alone, "on a new diet", "a diet of coffee and spite" name no kind).
ON_A_DIET = lazy_regex(
    r"(?:now |currently |still |mostly )?on (?:a |an |the )?(?:strict |very |mostly |fully )?"
    r"(?!(?:new|crash|bad|good|healthy|healthier|special|proper|real|strict|strange|weird|steady|constant|"
    r"fad|different|diet|a|an|the|my)\b)((?:[a-z]+-)?[a-z]+) diet\b(?! of\b)",
    re.IGNORECASE,
)
# A membership paid for: "I pay for a Costco membership", "I'm paying for an Equinox membership" (not another's:
# "my daughter's gym membership", "a membership for my mom").
PAYS_MEMBERSHIP = lazy_regex(r"(?:still |currently |also )?(?:pay|paying) (?:for )?((?:a|an|my) (?![\w-]+'s\b)"
                             r"(?:[\w+&-]+ ){1,3}(?:membership|subscription))\b(?! (?:for|to)\b)", re.IGNORECASE)
# A device or a car the user has, said as making do with it: "I'm stuck with a 2017 Dell XPS", "stuck with my old
# Civic" (what kind the thing is decides: "stuck with my parents", "with a bad knee" are none).
STUCK_WITH = lazy_regex(r"(?:still |currently |kinda |kind of )?stuck with ((?:a|an|my|this|an old|my old) .+)",
                        re.IGNORECASE)
STUCK_THING_END = lazy_regex(r"\s+(?:running|that|which|with|from)\b", re.IGNORECASE)  # "a Dell XPS running Windows"
KEEPS_DIET = lazy_regex(r"keep (?:strictly |strict |fully )?(kosher|halal)\b", re.IGNORECASE)
# A student's school, named: "a nursing student at the University of Manchester", "a PhD student at MIT".
STUDENT_AT = lazy_regex(r"\bstudent (?:in [a-z][\w'-]*(?: [a-z][\w'-]*){0,3} )?(?:at|of) (?:the )?(?-i:[A-Z])",
                        re.IGNORECASE)
# A rank over a function of an organisation, its article dropped or not: "head of procurement", "the VP of Sales" (not
# "head of household", nor the head of a thing named with a determiner: "president of the PTA", "head of my family").
TITLE_OF = lazy_regex(r"(?:the )?(?:(?:senior|associate|assistant|deputy|acting|interim|global|regional) )?"
                      r"(?:head|director|vp|svp|evp|vice president|chief|dean|chair) of "
                      r"(?!(?:the|my|our|a|an|this|that|his|her|their|its|household|house|family|state|the house)\b)"
                      r"[a-z]", re.IGNORECASE)
# An executive's or founder's title over a company by its name, which is who the user works for: "the CTO and cofounder
# of Loomwise", "founder of Quillstack" (not "the founder of our book club", "CEO of my own life").
_EXECUTIVES = r"(?:ceo|cto|cfo|coo|cmo|cio|cpo|founder|co-?founder|founding engineer)"
EXECUTIVE_OF = lazy_regex(r"\b" + _EXECUTIVES + r"(?:\s*(?:and|&|/|,)\s*" + _EXECUTIVES + r")?\s+(?:of|at)\s+"
                          r"(?-i:[A-Z])", re.IGNORECASE)
# An executive's or founder's post given up: "I stepped down as CEO of Fernhill", "resigned as CTO" (a post of a
# club or a team is none: "stepped down as treasurer of the PTA", "as team captain").
STEPPED_DOWN = lazy_regex(r"(?:just |finally |recently |officially )*(?:stepped down|resigned|stepped away) as "
                          r"(?:the |an? )?(?:[\w-]+ ){0,2}?(" + _EXECUTIVES + r"|president|managing partner|"
                          r"managing director|owner|director|partner)"
                          r"(?:\s*(?:and|&|/)\s*" + _EXECUTIVES + r")?(?: (?:of|at) ((?-i:[A-Z])[\w&.'-]*))?"
                          r"(?=$|[ ,;.!])", re.IGNORECASE)
# A post fronted without its article before the user's own clause: "As CEO I now have to ...", "As CTO of Loomwise,
# I ..." (a role with its article is ROLE_FRONTED's).
TITLE_FRONTED = lazy_regex(r"(?:^|[.!?][ \t]+|\n[ \t]*)as (" + _EXECUTIVES + r"(?:\s*(?:and|&|/)\s*" + _EXECUTIVES
                           + r")?(?: (?:of|at) (?-i:[A-Z])[\w&.'-]*(?: (?-i:[A-Z])[\w&.'-]*){0,2})?),?[ \t]+"
                           r"(?:i|i'm|i am|i've|i have|i'll|i will|my)\b(?! (?:was|used|had|did|would|could|might)\b)",
                           re.IGNORECASE)
# Time given over to a pursuit: "devote most of my days to gardening", "dedicate my weekends to climbing".
DEVOTED_TO = lazy_regex(r"(?:devote|dedicate) (?:(?:most|much|all|a lot|some) of )?my (?:free |spare )?"
                        r"(?:time|days|weekends|evenings|mornings|afternoons|summers|retirement|life) to (\w+ing)"
                        r"(?=\s*$|[,;.!]|\s+(?:and|now|these days|full[- ]time)\b)",
                        re.IGNORECASE)
# What a letter is written about, said in it: "I write about the invoice", "regarding my account" (not a pastime of
# writing: "I write about food", "I write poetry").
LETTER_PURPOSE = lazy_regex(r"write (?:regarding|concerning|"
                            r"in (?:connection|reference|response|relation|regard) (?:to|with)|"
                            r"with (?:reference|regard|respect) to|further to|on behalf of|in support of|"
                            r"about (?:your|this|that|a recent|an? (?:issue|problem|matter|query|error|complaint)|"
                            r"(?:the|my|our) (?:invoice|account|order|matter|issue|problem|above|attached|following|"
                            r"recent|enclosed|application|position|vacancy|complaint|delay|payment|booking|"
                            r"reservation|contract|letter|email|request|refund|claim|policy|subscription)))\b",
                            re.IGNORECASE)
# The organisation a job is held at, by its name: "a backend dev at Stripe", "an auditor at Deloitte in Leeds".
JOB_AT_ORG = lazy_regex(r"\sat (?:the )?(?-i:[A-Z])[\w&'.-]*")
# The same said with "for": "a paralegal for Hendricks & Moore" (a name, capitalized, right after it).
JOB_FOR_ORG = lazy_regex(r"\sfor (?:the )?((?-i:[A-Z])[\w&'.-]*)")
# A language grown up with: "I grew up speaking Polish at home".
GREW_UP_SPEAKING = lazy_regex(r"grew up (?:speaking|with) (" + _LANGUAGES + r")\b",
                              re.IGNORECASE)
# Married for a while, and to whom: "been married to my husband Rui for four years", "been happily married since 2010".
MARRIED_FOR = lazy_regex(r"been (?:happily )?married(?: to (?:my|a|an) (wife|husband|partner|spouse)"
                         r"(?: (?-i:[A-Z])[\w'-]*)?)?,? (?:for|since)\b", re.IGNORECASE)
JOB_THERE = lazy_regex(r"(?:i'm|i am|im) an? (?:[\w-]+ ){0,3}?([\w-]+) (?:there|here)$", re.IGNORECASE)


# The editor or the system a developer works in or on: "in Neovim", "on Windows 11 with WSL2 and VS Code".
_EDITORS = (r"neovim|nvim|vim|emacs|vs ?code|visual studio code|sublime(?: text)?|intellij(?: idea)?|pycharm|webstorm|"
            r"xcode|helix|android studio")
EDITOR = lazy_regex(r"\b(?:" + _EDITORS + r")\b", re.IGNORECASE)
WORKS_IN = lazy_regex(r"(?:in|using) (?P<editor>" + _EDITORS + r")\b(?! (?:config|plugin|setup|settings|docs|code)\b)"
                      r"|on (?P<system>windows|mac ?os|os ?x|linux|ubuntu|fedora|debian|arch linux|chrome ?os|"
                      r"linux mint)(?: \d+(?:\.\d+)?)?"
                      # a macOS by its release's name: "on macOS Sonoma"
                      r"(?:(?<=os) (?:tahoe|sequoia|sonoma|ventura|monterey|big sur|catalina|mojave|high sierra))?"
                      # what follows: "on Ubuntu 22.04 on a ThinkPad", "on macOS Sonoma if that matters"
                      r"(?=$|[,;.]| (?:with|and|but|so|now|here|too|though|if|on|btw)\b)",
                      re.IGNORECASE)
# The machine a system is run on, said after it: "on Ubuntu 22.04 on a ThinkPad X1 Carbon".
SYSTEM_ON_MACHINE = lazy_regex(r"^on [\w .-]+? on (?:an?|my) (?:new |old |work |personal )?(?:(?:19|20)\d\d )?"
                               r"((?-i:" + _MODEL_WORD + r"(?: " + _MODEL_WORD + r"){0,3}))", re.IGNORECASE)
OPERATING_SYSTEMS = {"osx": "macos", "macos": "macos", "archlinux": "arch", "chromeos": "chromeos",
                     "linuxmint": "linux_mint"}
# A system named as the value of an "OS:" label: "OS: Arch btw", "OS: macOS Sonoma".
SYSTEMS_NAMED = {name: key or name for name, key in {
    **dict.fromkeys(("windows", "linux", "ubuntu", "fedora", "debian", "arch", "chromeos", "macos")),
    **OPERATING_SYSTEMS, "mac": "macos", "mint": "linux_mint"}.items()}
# The system run on the user's own machines: "I run Linux (Fedora) on all my machines", "I use macOS" (not "Linux
# servers" or "a Windows VM", which are the work's).
RUNS_SYSTEM = lazy_regex(r"(?:run|use|daily[- ]drive) (?:only |mostly |exclusively |just )?(?P<system>windows|mac ?os|"
                         # "Arch" alone by its capital only ("I run Arch on my laptop"; an arch is no system)
                         r"os ?x|linux|ubuntu|fedora|debian|arch linux|(?-i:Arch)|chrome ?os|linux mint)\b"
                         r"(?: \d+(?:\.\d+)?)?"
                         r"(?! ?(?:servers?|boxe?s?|vms?|virtual|containers?|instances?|clusters?|images?|hosts?|"
                         r"nodes?|machines?|laptops?|desktops?|partitions?|kernels?|distros?|terminals?|commands?|apps?|"
                         r"updates?|drivers?)\b)", re.IGNORECASE)

# The system the user's own machines run, said of the machine: "My workstation runs Arch", "Every computer in my house
# runs Linux Mint" (not "every computer at work", "my company's laptops").
_OWN_MACHINES = r"(?:computers?|laptops?|desktops?|pcs?|workstations?|machines?)"
OWN_MACHINE_RUNS = lazy_regex(
    r"\b(?:(?:my|our) (?:(?:own|home|main|personal|gaming|daily|new|old|current) )?" + _OWN_MACHINES
    + r"|(?:every|each|all the|all (?:of )?(?:my|our)) " + _OWN_MACHINES
    + r"(?: (?:in|at) (?:my|our) (?:house|home|household|place|apartment|flat))?)"
    r" (?:now |still |all |both )?(?:runs?|is running|are running|is on|are on) (?P<system>windows|mac ?os|os ?x|"
    r"linux mint|ubuntu|fedora|debian|arch(?: linux)?|chrome ?os|pop!?_?os|linux)\b(?: \d+(?:\.\d+)?)?"
    r"(?! ?(?:vms?|virtual|containers?|partitions?|dual)\b| (?:in|on|under|inside|via) (?:an? )?(?:vm|virtual|"
    r"virtualbox|vmware|docker|container|parallels|wsl)\b)", re.IGNORECASE)

# The same, said with the machine by its kind or make and "running": "my ThinkPad running Linux", "my old Dell running
# Ubuntu 22.04" (not "my ThinkPad running slow", nor a system in a VM).
DEVICE_RUNNING = lazy_regex(
    r"\bmy (?:(?:own|main|old|new|personal|work|home|trusty) )?(?:thinkpad|macbook|chromebook|framework|dell|lenovo|"
    r"xps|surface|" + _OWN_MACHINES[3:-1] + r")(?: (?-i:[A-Z0-9])[\w-]*){0,2} running (?P<system>windows|mac ?os|os ?x|"
    r"linux mint|ubuntu|fedora|debian|arch(?: linux)?|chrome ?os|pop!?_?os|linux)\b(?: \d+(?:\.\d+)?)?"
    r"(?! ?(?:vms?|virtual|containers?|partitions?|dual)\b| (?:in|on|under|inside|via) (?:an? )?(?:vm|virtual|"
    r"virtualbox|vmware|docker|container|parallels|wsl)\b)", re.IGNORECASE)

# Software the user runs on a machine of their own: "I run Home Assistant on a Raspberry Pi 4", "I host Plex on an
# old ThinkPad" (the machine; not "run errands on a bike", which names no device).
HOSTED_ON = lazy_regex(r"(?:run|host) (?-i:[A-Z0-9])[\w.+-]*(?: (?-i:[A-Z0-9])[\w.+-]*){0,3} "
                       r"on (?:my |our )?((?:a|an|an old|a spare|two|three) .+)", re.IGNORECASE)


# A home rented: "renting a flat in Leeds", "I rent an apartment in Montreal" (not "a car in Leeds").
RENTING = lazy_regex(r"(?:renting|rent) (?:(?:a|an|my|our|the) (?:(?:tiny|small|little|big|new|nice|shared|"
                     r"one-bed(?:room)?|two-bed(?:room)?) )*(?:flat|house|apartment|room|studio|place|cottage|"
                     # or the place alone: "I'm renting in Milwaukee for now"; a flat by its bedrooms: "a 1BR"
                     r"bungalow|home|condo|townhouse|duplex|loft|bedsit|\d ?br|\d-bed(?:room)?|"
                     r"(?:one|two|three|\d)[ -]bedroom)\b[^,;.]{0,40}?\b)?in (?-i:[A-Z])", re.IGNORECASE)
# A lease signed on a home, where it is: "I just signed a lease in Austin", "signed a lease on a studio in Queens" (not
# "a lease on a car", nor "my sister signed").
LEASE_SIGNED = lazy_regex(r"(?:just |finally |recently |officially )?signed (?:a|the|my|our) (?:new |first |\d+-month |"
                          r"one-year |year-long )?lease (?:on (?:a|an|the) (?:[\w-]+ ){0,2}(?:flat|house|apartment|"
                          r"studio|place|condo|townhouse|duplex|loft|\d ?br) )?in (?-i:[A-Z])", re.IGNORECASE)
# A people named alone: "I'm Scottish", "I'm Nigerian, so ...", not "I'm Scottish dancing tonight"; chat and learners
# write it lowercase ("i'm french and vegetarian"), but "polish" lowercase is the verb.
NATIONALITY = lazy_regex(r"(?:(?:half|originally|proudly) )?((?-i:[A-Z][a-z]+|(?!polish\b)[a-z]+))(?=\s*$|\s*[,;]|"
                         r"\s+(?:and|so|but|too|"
                         r"myself|by birth|originally)\b)", re.IGNORECASE)
# A diet taken up: "went fully vegetarian in January" (not "vegan for a week once").
WENT_DIET = lazy_regex(r"(?:also |just |finally )?went (?:fully |completely |full |totally |strictly |full-on )?("
                       + _DIETS + r")\b", re.IGNORECASE)
BRIEFLY = lazy_regex(r"\bfor (?:a|one|two|three|a few|\d+) (?:days?|weeks?|months?)\b|\bonce\b|\bbriefly\b",
                     re.IGNORECASE)
# A language named as one, capitalized, maybe after how well: "Tagalog", "also French", "a little Twi".
NAMED_LANGUAGE = lazy_regex(r"(?:(?i:also|only|some|basic|fluent|conversational|a little|a bit of|mostly|still)\s+)*"
                            r"[A-Z][a-z]+\b")
# What follows "speak" that names no language: "to my mom", "up", "my mind".
NOT_A_LANGUAGE = lazy_regex(r"(?:to|with|at|about|for|on|up|out|from|in|my|your|our|his|her|their)\b", re.IGNORECASE)
# An age reached: "I turned 35 in March" (not "turned 35 degrees", "turned the oven off").
TURNED_AGE = lazy_regex(r"(?:just |finally |recently |only just )?turned (\d{1,3})\b"
                        r"(?!\s*(?:degrees|percent|%|minutes|times|pages|(?!years\b)\w+s\b))", re.IGNORECASE)
# A thing traded in for another: "traded in my little Mini for a Skoda Octavia estate" (body style not part of it).
TRADED_FOR = lazy_regex(r"(?:just |finally )?(?:traded in|traded|swapped|part-exchanged) (my|our) (.+?) for (?:a|an) "
                        r"(.+?)(?: (?:estate|hatchback|saloon|sedan|wagon|convertible|coupe))?$", re.IGNORECASE)


# An allergy named by its allergen first: "a severe peanut allergy", "a shellfish allergy".
# (the severity may be graded: "a pretty bad cat allergy", "a really severe one")
ALLERGEN_FIRST = lazy_regex(r"(?:got )?(?P<no>no )?(?:a |an )?(?:(?:pretty|really|very|super|quite|kinda|fairly|"
                            r"extremely) )?(?:(?:severe|mild|bad|serious|life-threatening|deadly|terrible|awful|"
                            r"strong|major|minor|slight|real) )?(?P<allergen>(?!(?:no|pretty|really|very|bad|severe|"
                            r"mild|serious|terrible|awful)\b)[a-z]+(?: [a-z]+)?) allergy\b", re.IGNORECASE)
# A preferred answer style said as a preference of the user's, not a request for this once: "I should much prefer
# that you write to me in proper full sentences", "I'd prefer you answer in plain English".
PREFERS_STYLE = lazy_regex(r"i(?:'d| would| should)? (?:much |really |rather |greatly |very much )?prefer (?:that |it "
                           r"if )?you (.+)", re.IGNORECASE)
# What a relative's clause may hold that says nothing of them: an auxiliary standing for what was said elsewhere and
# its fillers ("my wife is too", "my dad does as well", "my brother that is").
ECHOED_ONLY = frozenset("""is are was were am be been does do did has have had can could will would too also as well
either that this so not though tho lol haha""".split())
# A second liking after a comma, its "I" left out: "I hate horror, love comedy", "I like the gym, love the rowing
# machine" (not "..., like Dali": an example). One that names nothing new ("I love dogs, love them") only says the
# first again: the statement ends before it.
LIKED_AFTER_COMMA = lazy_regex(r",\s*(?:and |but )?(?=(?:(?:really|also|totally|absolutely|kinda) )?(?:love|hate|adore|"
                               r"enjoy|can't stand|cant stand) (?-i:[a-zA-Z]))", re.IGNORECASE)
LIKED_AGAIN = lazy_regex(r"(?:(?:really|also|totally|absolutely|kinda) )?(?:love|hate|adore|enjoy|can't stand|"
                         r"cant stand) (?:it|them|em|'em|that|those|these|this|him|her|all of (?:it|them))"
                         r"(?: (?:so much|a lot|to death|to bits|lol|haha))?\W*$", re.IGNORECASE)
# A liking said without its subject, as chat does: "lowkey obsessed w matcha".
OBSESSED = lazy_regex(r"(?:(?:lowkey|low-key|highkey|kinda|honestly|literally|so|totally) )*(obsessed|addicted) "
                      r"(?:with|w/?|to) ", re.IGNORECASE)


# A move or an event dated by how long ago it was: "It's been six months since I moved to Montreal".
SINCE_IT_HAPPENED = lazy_regex(r"it(?:'s| has) been (?:about |almost |nearly |over |just )?(?:a|an|\w+|\d+) "
                               r"(?:days?|weeks?|months?|years?) since (.+)", re.IGNORECASE)
# A workmate's role at work, which is who they are to the user: "runs the data platform team", "is our tech lead".
WORK_ROLE = lazy_regex(r"(?:(?-i:[A-Z])[\w'-]* ){0,2}(?:runs|leads|manages|heads|owns|is in charge of) (?:the|our|my) "
                       r"(?:[\w'-]+ ){0,3}(?:team|project|group|department|platform|service|product|roadmap)s?\b"
                       r"|(?:(?-i:[A-Z])[\w'-]* ){0,2}is (?:the|our|my) (?:[\w'-]+ ){0,2}(?:lead|manager|head|director|"
                       r"owner|architect)\b", re.IGNORECASE)
# The household's own: "We have one cat", "we've got two boys", "we adopted a rabbit".
# A workplace's cars: "in the company fleet", "as a company car", "for work".
FLEET = lazy_regex(r"\b(?:fleet|company cars?|work cars?|for (?:work|the (?:company|business|shop))|rental)\b",
                   re.IGNORECASE)
HOUSEHOLD_DRIVES = lazy_regex(r"we(?:'ve| have)? (?:(?:also|just|finally|recently|now|still|both) )?(?:have|own|drive|"
                              r"got|'ve got|have got|bought|leased|share) ((?:a|an|one|two|our) .+)", re.IGNORECASE)
HOUSEHOLD = lazy_regex(r"we(?:'ve| have)? (?:(?:also|just|finally|recently) )?(have|got|adopted|own|'ve got|have got) "
                       r"(.+)",
                       re.IGNORECASE)


def _debt(name: str) -> str:
    # (a home's loan is its mortgage however it is called: "our house loan", "my home loan")
    return "finance:" + {"student loan": "student_loans", "house loan": "mortgage", "home loan": "mortgage",
                         "housing loan": "mortgage"}.get(name.lower(), name.lower().replace(" ", "_"))


# -- requests to an assistant or an agent -----------------------------------------------------------
# Who is to carry out a decision, said before it: "(that) we'll", "our firm will", "the team is going to".
DECIDER = lazy_regex(r"^(?:that )?(?:we|our (?:team|firm|company|org|organi[sz]ation|startup|group|department|office|"
                     r"practice|school|household|family)|the (?:team|firm|company|org|startup|group|department))"
                     r"(?:'ll| will| shall| are going to| is going to)\s+", re.IGNORECASE)
TOOL_CHOSEN = lazy_regex(r"(?:use|go with|switch to)\s", re.IGNORECASE)
# What the decided tool is for, said first: "(that) the lab's new training pipeline is going to use PyTorch Lightning".
DECIDED_FOR = lazy_regex(r"^(?:that )?(?:the|our|my) (?:[\w'-]+ ){0,4}?[\w'-]+(?:'ll| will| is going to| are going to|"
                         r" shall)\s+(?=(?:use|go with|switch to)\s)", re.IGNORECASE)
DECIDED_WHEN = lazy_regex(r"^(?:(?:last|this|in the last|at the last|at last) (?:sprint|quarter|retro|retrospective|"
                          r"standup|meeting|planning|week|month|year)|yesterday|today|recently|already)\s+", re.I)
DATABASES = ("postgres", "postgresql", "mysql", "mariadb", "sqlite", "mongodb", "mongo", "redis", "oracle",
             "sql server", "dynamodb", "cassandra", "cockroachdb", "snowflake", "bigquery", "clickhouse")
STACK = lazy_regex(r"(?:(?:we're|we are|our team is|our team's|our app is|our stack is) (?:on|using|running)|"
                   r"we (?:run|use)|our (?:team|app|company) (?:runs|uses)) "
                   r"((?:" + "|".join(DATABASES) + r")(?: v?\d+(?:\.\d+)*)?)\b", re.IGNORECASE)
# The database the user's (work's) system runs on, said of the system: "our system runs on MySQL 8", "and our backend
# is on Postgres" (the team's, as "we use MySQL" is).
SYSTEM_ON_DATABASE = lazy_regex(r"(?:^|\band |, )our (?:system|backend|database|db|site|platform|software|server|app|"
                                r"stack|data)s? (?:runs on|is on|is built on|uses|is running on|lives in) "
                                r"((?:" + "|".join(DATABASES) + r")(?: v?\d+(?:\.\d+)*)?)\b", re.IGNORECASE)
# Tools whose choice is one preference, so a later choice supersedes: "I always use pnpm, never npm".
TOOL_DOMAINS = (
    (frozenset("npm yarn pnpm bun".split()), "preference:package_manager"),
    (frozenset("pytest unittest nose jest vitest mocha jasmine rspec minitest junit".split()),
     "preference:test_framework"),
    # the shell and the editor one works in: "I use fish shell", "I use neovim" (as "I'm in Neovim" is)
    (frozenset("bash zsh fish nushell powershell tcsh ksh".split()), "preference:shell"),
    (frozenset("vim neovim nvim emacs vscode sublime helix nano intellij pycharm webstorm xcode".split()),
     "preference:editor"),
)


# An editor or a shell switched to is keyed on itself by the switch's own rule ("switched from VS Code to Neovim" is
# preference:neovim); only one said used ("I use neovim") is the one preference of its domain.
SWITCH_KEYED_ON_ITSELF = frozenset(("preference:shell", "preference:editor"))
_TOOLS = "|".join(sorted(t for tools, _ in TOOL_DOMAINS for t in tools))
TOOL_NAMED = lazy_regex(r"(?:only |just )?(?:" + _TOOLS + r")\b", re.I)


# Tool names that are also everyday words count beside another tool or code talk ("yarn, never npm").
AMBIGUOUS_TOOLS = frozenset("yarn bun nose jest mocha jasmine fish bash sublime helix nano".split())
TOOL_ANYWHERE = lazy_regex(r"\b(?:" + _TOOLS + r")\b", re.I)
TECH_CONTEXT = lazy_regex(r"\b(?:install|package|dependenc\w+|commands?|projects?|repos?|node|javascript|typescript|"
                          r"react|vite|tests?|code|scripts?|shell|terminal|dotfiles|prompt|editor)\b", re.I)
# What makes a "we" decision the team's: a way of working ("to deploy", "to migrate"), a tool, or a sprint.
_PROJECT_WORDS = "|".join(re.escape(t) for t in sorted(lx.TECH | {t for tools, _ in TOOL_DOMAINS for t in tools}))
PROJECT_DECISION = lazy_regex(r"^(?:last|this|in the last|at the last) (?:sprint|quarter|retro|standup|planning)\b"
                              r"|\bto (?:deploy|migrate|release|ship|roll out|upgrade|rewrite|refactor|deprecate|"
                              r"standardi[sz]e|containeri[sz]e|freeze|launch)\b|\b(?:" + _PROJECT_WORDS + r")\b",
                              re.IGNORECASE)
TOOL_USE = lazy_regex(r"\buse\s+", re.IGNORECASE)


TEAM_MOVED = lazy_regex(r"(?:we|our team|the team|our company)(?:'ve| have| has)? (?:just |finally |recently |now |"
                        r"officially )*((?:moved|migrated|switched|transitioned|went)\b.*)", re.IGNORECASE)
# The machine the user does their work on, by its model: "I do all my local dev on a MacBook Pro", "I code on a
# ThinkPad X1" (a model capitalized, as DEVICE_NAMED reads one).
WORKS_ON_DEVICE = lazy_regex(r"(?:do|work|code|develop|program|game|edit|write|build|compile|test|draw|design|run "
                             r"everything|run it all)\b[^,.;:!?\n]{0,40}? on (?:a|an|my) (?:new |old |current |"
                             r"refurbished )?((?-i:" + _MODEL_WORD + r"(?: " + _MODEL_WORD + r"){0,3}))", re.IGNORECASE)
# A tool the user would rather use, named: "I'd much rather use Linear", "I would rather work in Figma" (a day or a
# month is no tool: "I'd rather use Tuesday").
RATHER_USE = lazy_regex(r"i(?:'d| would) (?:much |really |far |honestly |personally |definitely )?rather "
                        r"(?:use|be using|work (?:in|with)|go with|stick with|stick to|code in|write in) "
                        r"(?!(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|"
                        r"may|june|july|august|september|october|november|december)\b)"
                        r"((?-i:[A-Z])[\w.+#-]*(?: (?-i:[A-Z])[\w.+#-]*)?|npm|yarn|pnpm|bun|pytest|jest|vitest)\b",
                        re.IGNORECASE)
# Where and when a team's decision was made, said before it: "In today's architecture review we decided ...", "Last
# sprint, we agreed ..." (what was decided is the team's lasting choice, however recent the meeting).
MEETING_FRONT = lazy_regex(r"(?:(?:in|at|during|after) (?:today's|yesterday's|this morning's|this week's|last week's|"
                           r"our|the|this|last) (?:[\w-]+ ){0,2}?(?:review|meeting|standup|stand-up|retro|"
                           r"retrospective|planning|sync|kickoff|all-hands|offsite|sprint)|(?:last|this) (?:sprint|"
                           r"quarter))\s*,?\s+(?=(?:we|our team)\b)", re.IGNORECASE)
# Working from one's own home, and where it is: "work out of my home office in Halifax", "working from home in Leeds".
_HOME_BASE = (r"(?:work|working|based) (?:from|out of) (?:(?:my|our|a) )?(?:(?:tiny|small|little|cozy|cosy|cramped|"
              r"shared|rented|one-bedroom|studio) )*(?:home(?: office)?|house|flat|apartment|"
              r"place|spare room|kitchen table)\b(?: (?:here )?in ((?-i:[A-Z])[\w'.-]*(?: (?-i:[A-Z])[\w'.-]*){0,3}))?")
HOME_BASE = lazy_regex(_HOME_BASE, re.IGNORECASE)
# A freelancer's job: "I freelance as a translator", "freelance full-time as a UX designer".
FREELANCES_AS = lazy_regex(r"(?:mostly |mainly )?freelance (?:(?:full[- ]time|part[- ]time|now) )?as (?:a |an )?"
                           r"([\w -]+)", re.IGNORECASE)
HOME_BASE_ANYWHERE = lazy_regex(r"\b" + _HOME_BASE, re.IGNORECASE)
# Remote for good: "I'm fully remote", "I've been fully remote for three years".
FULLY_REMOTE = lazy_regex(r"(?:been )?(?:fully|completely|100%|permanently|entirely) remote\b", re.IGNORECASE)
# "anymore" closing what is no longer so: "not into jazz anymore".
ANYMORE_TAIL = lazy_regex(r",?\s+(?:anymore|any more)$", re.IGNORECASE)
# A pursuit named by its verb's noun after "go for" or "go on": "going for runs", "to go on long hikes".
GOING_FOR = lazy_regex(r"(?:to )?go(?:ing)?(?: out)? (?:for|on) ", re.IGNORECASE)
# A liking kept up for a while: "been really into piano", "been so into bouldering lately".
BEEN_INTO = lazy_regex(r"been (?:(?:really|so|super|very|totally|completely|kind of|kinda|pretty) )*into (.+)",
                       re.IGNORECASE)
# Time spent at something, had: "about seven years of Python", "10 years of experience in marketing", "5+ years of
# hands-on AWS experience".
# A past pursuit said to be over after it: "League before but quit it", "chess but stopped", "it for years, then gave
# it up" ("before" only where the clause or a conjunct ends: "before work" is when).
PAST_LEFT = lazy_regex(r"\s+before(?=\s*(?:$|[,;]|but\b|and\b))|,?\s+(?:but|and|then|and then)\s+(?:then\s+)?(?:i\s+)?"
                       r"(?:quit|stopped|gave (?:it |them )?up|dropped (?:it|them|out))\b"
                       # "... but haven't touched it in a decade": left since
                       r"|,?\s+but\s+(?:i\s+)?(?:haven't|have not|havent|hadn't)\s+(?:touched|played|picked up)\s+"
                       r"(?:it|them)\b", re.IGNORECASE)
EARN_VERBS = frozenset("make earn gross net clear take bring pull".split())
# Streaming as a pursuit, on a platform: "stream on Twitch", "streams to YouTube" (not "stream movies").
STREAMS_ON = lazy_regex(r"streams? (?:(?:live|mostly|regularly|weekly) )?(?:on|to) (?:twitch|youtube|kick|tiktok|"
                        r"facebook gaming)\b", re.IGNORECASE)
# A job said after the age, as "I'm" says both: "34, a high school chemistry teacher", "29, an RN in Ohio".
AGE_AND_THEN = lazy_regex(r"\d{1,3}(?: years old| yrs old| year old)?,? and (?:i |i'm |i am |im )?"
                          r"(?!(?:my|our|his|her|their|he|she|they|we|you|it|this|that|the|a|an)\b)(\w.*)",
                          re.IGNORECASE)
# A marital status listed after an age: "52, married 25 years to Tom", "40, divorced, two kids".
AGE_THEN_STATUS = lazy_regex(r"\d{1,3}(?: years old| yrs old| year old)?\s*,\s*((?:(?:happily|recently|newly|just) )?"
                             r"(?:married|divorced|widowed|separated|engaged)\b[^,;.!?]*)", re.IGNORECASE)
# An allergy said after a diet, the "I'm" shared: "vegetarian and allergic to shellfish", "vegan and also allergic to
# peanuts".
DIET_THEN_ALLERGY = lazy_regex(r"(?:(?:strict|mostly|fully) )?[\w-]+ and (?:(?:also|severely|mildly|very) )?"
                               r"(allergic to .+)", re.IGNORECASE)
AGE_THEN_JOB = lazy_regex(r"\d{1,3}(?: years old| yrs old| year old)?\s*,\s*((?:a|an) .+)", re.IGNORECASE)
# Where the user is from or lives, listed after the age: "I'm 18, from Sheffield, first time travelling solo", "I'm 31,
# based in Leeds" (a place capitalized; "I'm 24, from the start" is none).
AGE_THEN_PLACE = lazy_regex(r"\d{1,3}(?: years old| yrs old| year old)?\s*,\s*(?:and )?(?:(?:originally )?from|"
                            r"(based in|living in|live in)) ((?-i:[A-Z])[\w'.-]*(?:[ -](?-i:[A-Z])[\w'.-]*){0,3})"
                            r"(?=\s*(?:$|[,.;!?(]|(?:and|but|so)\b))", re.IGNORECASE)
# When the user works, said after "work": "every evening", "most days", "evenings" (no kind of work).
# The hours a job is worked, said bare after "work": "nights", "weekends", "Saturdays", "doubles", "late shifts" (not
# "evenings", which names no work: tests/test_extract_tenth_corpus_h2.py).
_WORK_HOURS = (r"nights|weekends|weekdays|overnights|doubles|overtime|"
               r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|(?:night |day |late |early |double |split )?shifts?")
WORK_WHEN = lazy_regex(r"(?:(?:every|each|most|some|all|on|at) (?:other )?)?(?:day|night|evening|morning|afternoon|"
                       r"weekend|weekday|week|overnight)s?\b", re.IGNORECASE)
# How long something went on, after "for": "for ten years", "for like 4 months", "for the past decade" (not "for good",
# "for my school team", "for fun").
FOR_SPAN = lazy_regex(r"(?:(?:about|around|over|nearly|almost|roughly|like|more than|at least|close to|just|only) )*"
                      r"(?:(?:\d+\+?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
                      r"thirty|a few|a couple(?: of)?|several|many|some|the (?:past|last)(?: \w+)?) (?:[\w-]+ )?"
                      r"(?:years?|yrs?|months?|weeks?|decades?|seasons?)|ages|years|months|decades|a while|a long time|"
                      r"a lifetime|(?:most of|half|all) my life|my whole life|forever)\b", re.IGNORECASE)
YEARS_OF = lazy_regex(r"(?:got )?(?:(?:about|around|over|nearly|almost|roughly|like|more than|at least|close to) )?"
                      r"(?:\d+\+?|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
                      r"thirty|a few|several|many) (?:years?|yrs?|decades?)'? of (?:(?:professional|hands-on|industry|"
                      r"work|working|real-world|solid) )?(?:experience (?:in|with|doing) )?(?!(?:my|his|her|their|"
                      r"our|your|it|that|this|the)\b)(.+)", re.IGNORECASE)
# Which of the user's jobs is the one they live by: "my day job is dental hygienist", "my main job", "my full-time job"
# (a side gig beside it is no occupation; "my second job" or "my old job" is not the one).
_WHICH_JOB = r"(?:day|main|full[- ]time|regular|real|actual|normal|primary) "
# A job said as what the user's job is, "my" left out when which job is said: "Day job is product manager at Stripe".
# A car called by what it is to its driver, its "my" left out or said: "Daily driver is a 2014 Tacoma", "my project
# car is a '67 Mustang".
CAR_CALLED = {"daily driver": "car", "daily": "car", "dd": "car", "ride": "car", "whip": "car", "project car": "car",
              "weekend car": "car"}
CAR_CALLED_IS = lazy_regex(r"(?:daily driver|daily|dd|project car|weekend car) is (?:a|an) (?-i:[A-Z0-9'])",
                           re.IGNORECASE)
WHICH_JOB_IS = lazy_regex(r"(my )?((" + _WHICH_JOB + r")?job is (.+))", re.IGNORECASE)
# How a job goes, said of it: "my job is getting busy", "my work is great", "my job is so hard on my body", "my job is
# to make my family happy" (what it is is named: "my job is teaching", "my job is in sales").
JOB_JUDGED = lazy_regex(r"(?:so|very|really|pretty|super|too|quite|kind of|kinda|not|always|just|also|still|getting|"
                        r"going|killing|driving|making|keeping|taking|great|good|fine|ok|okay|alright|busy|stressful|"
                        r"boring|hard|tough|easy|fun|awesome|amazing|terrible|horrible|awful|demanding|exhausting|"
                        r"crazy|insane|nice|rewarding|tiring|draining|the best|the worst|to)\b", re.IGNORECASE)
# How good one is at what one does, said before it: "a terrible cook", "a hopeless baker" (no job held).
SKILL_WORDS = frozenset("terrible hopeless horrible awful lousy bad poor decent good great amazing excellent fantastic "
                        "wonderful amateur wannabe aspiring mediocre average".split())
# How one drives, said of a driver who drives for no pay: "a safe driver", "a new driver", "a student driver" (not "a
# bus driver", "a delivery driver").
DRIVING_MANNER = frozenset("safe careful cautious nervous anxious confident defensive aggressive reckless slow fast "
                           "new student learner novice beginner inexperienced experienced first-time teen teenage "
                           "young designated backseat sunday".split())
# What one may be good or bad at without doing it for a living ("a terrible cook"; "a good nurse" is a nurse).
# A player or maker of music, a job only when said as one ("I'm a drummer" is as often a pastime): paid for it
# ("a session drummer", "a professional cellist", "a touring bassist") or said to be ("... by trade", "for a living").
PERFORMERS = frozenset("drummer guitarist bassist pianist violinist cellist violist saxophonist trumpeter trombonist "
                       "vocalist keyboardist percussionist organist harpist composer songwriter arranger streamer "
                       "wrestler".split())
PAID_PERFORMER = frozenset("session professional pro freelance touring working orchestral studio".split())
PAID_FOR = lazy_regex(r"\b(?:by trade|for a living|professionally|full[- ]time)\b", re.IGNORECASE)
# A child the user says they are: "a 90s kid", "a proud daughter" (a child of theirs is said with "have", "my").
CHILD_HEADS = frozenset("son daughter kid child baby grandson granddaughter stepson stepdaughter grandchild".split())
# The relatives a user says they are that name someone else as theirs only by kind: "a big sister" has a sibling.
KIN_THE_USER_IS_TO_ANOTHER = ("sister", "brother", "sibling", "aunt", "uncle", "niece", "nephew", "cousin")
# Someone's, before the relative the user says they are: "a farmer's daughter", "the Joneses' son".
OTHERS_KIN = lazy_regex(r"\w(?:['\u2019]s|s['\u2019]) (?:[\w-]+ )?[\w-]+$")
AGED_JOB = lazy_regex(r"an? (\d{1,2})[- ]year[- ]old ", re.IGNORECASE)
# A liking said as the kind of person one is: "an ice cream and ice water kind of guy", "a coffee kind of girl".
KIND_OF_ONE = lazy_regex(r"an? ((?:(?!kind\b|type\b|sort\b)[\w'-]+ ){1,5}?)(?:kind|type|sort) of "
                         r"(?:guy|gal|girl|person|man|woman|lady|dude|fella|chick)\b", re.IGNORECASE)
# A person said with their age, and nothing else: "a 20 year old male", "a male 45 year old", "a 56-year-old lady".
_AGED_AS = r"(?:male|female|man|woman|lady|guy|girl|boy|dude|gal|gentleman|person|mom|mum|dad|mother|father)"
# (years said short too: "a 30 yo guy", "a 25 y/o woman", "a 40 yr old dad")
_YEARS_OLD = r"(?:[- ](?:years?|yrs?)[- ]old|\s?(?:yo|y/o|y\.o\.)(?=\s|$|,))"
AGED_PERSON = lazy_regex(r"an? (?:" + _AGED_AS + r" )?(?P<age>\d{1,2})" + _YEARS_OLD + r"(?: " + _AGED_AS + r")?",
                         re.IGNORECASE)
# ... and where they are from, a place by its name after them: "a 24 year old woman from Argentina", "a 30 yo guy from
# Lagos" (a person's "from", unlike a job's, names no employer).
AGED_PERSON_FROM = lazy_regex(AGED_PERSON.pattern + r" from (?:the )?(?P<place>(?-i:[A-Z])[\w'-]*"
                              r"(?: (?-i:[A-Z])[\w'-]*)?)(?=$|[\s,.;!?])", re.IGNORECASE)
# A job the job lexicon does not know, by its shape: a trade's ending ("a cinematographer", "a locksmith"); a generic
# head said with the work it does ("a peer recovery specialist", "a flight attendant", "a sales rep", "a content
# creator"; not "a hard worker", "a free agent"); or any agent noun said as paid for ("a freelance colorist", "a
# full-time TikTok creator", "a voice actor by trade"), never a liking, a habit or a trait ("a huge believer", "a
# full-time RVer", "a professional procrastinator" names no work).
JOB_ENDINGS = ("ographer", "ologist", "ician", "iatrist", "smith", "wright")
JOB_COMPOUND_HEADS = frozenset("specialist representative rep assistant associate coordinator administrator operator "
                               "attendant aide agent worker creator handler dispatcher installer supervisor foreman "
                               "superintendent director executive exec".split())
# Heads that are jobs only with what they serve before them: "a tour guide", "a fishing guide", "a dog walker", "a pet
# sitter" (not "a Girl Guide", a scout; "a guide for my brother"; "a power walker", "a baby sitter" is one).
TRADE_SERVED = {
    "guide": frozenset("tour tourist fishing fly hunting mountain mountaineering river rafting dive diving safari "
                       "museum trail trekking hiking climbing wilderness ski heli travel".split()),
    "walker": frozenset("dog pet".split()),
    "groomer": frozenset("dog pet horse".split()),
    "sitter": frozenset("dog pet cat house baby".split()),
}
NOT_JOB_MODIFIERS = frozenset("hard fast slow free secret double undercover sleeper smooth lone big huge little true "
                              "real best worst total complete natural born heavy light early late night-owl personal "
                              "virtual ai digital google".split())
HIRED_MODIFIERS = frozenset("freelance freelancing self-employed full-time contract contracted salaried".split())
AGENT_ENDINGS = ("er", "or", "ist", "ian", "ant", "ent")
# One who carries the mail is in work ("a mail carrier", "a rural letter carrier"); a carrier of a gene is not ("a
# BRCA carrier").
MAIL_WORDS = frozenset(("mail", "letter", "postal"))
# How much one is what one is, no part of it: "a total night owl", "a complete introvert", "a huge nerd".
IDENTITY_DEGREE = lazy_regex(r"(?<=\s)(?:total|complete|absolute|utter|huge|massive|major|giant|lifelong|die-?hard|"
                             r"hardcore|certified)\s+", re.IGNORECASE)
NOT_JOBS = frozenset("believer fan lover beginner learner member user customer subscriber supporter follower voter "
                     "procrastinator overthinker worrier perfectionist optimist pessimist realist idealist minimalist "
                     "introvert extrovert ambivert sleeper eater drinker smoker vaper traveler traveller rver nomad "
                     "caregiver volunteer parent survivor patient student resident citizen immigrant vegetarian "
                     "pescatarian christian libertarian apologist wordsmith gamer reader listener thinker dreamer "
                     "planner homeowner renter tenant owner lurker poster commenter viewer ".split())


# Hunting for a thing, no game: "hunt for deals", "hunting for vintage clothes" (not "hunting for deer").
HUNTED_FOR_NO_GAME = lazy_regex(r"\bhunt\w* for (?!(?:" + "|".join(lx.GAME_HUNTED) + r")s?\b)", re.IGNORECASE)
# A unit of a workplace, run by the one who works there: "the core facility", "the ICU", "the pharmacy".
UNITS_RUN_AT_WORK = frozenset("facility lab laboratory department unit icu nicu picu er ward clinic pharmacy kitchen "
                              "warehouse division branch practice".split())
# When or where after what is run: "the Boston marathon every year", "the trails near my house".
RUN_WHEN_OR_WHERE = lazy_regex(r"\s+(?:every|each|most|on|in|at|near|with|before|after|for)\b", re.IGNORECASE)
# Where one runs, and the races one runs: "the trails", "the seawall", "the Boston marathon", "the local 10k".
PLACES_AND_RACES_RUN = frozenset("trail trails road roads street streets track beach park loop hills canal river "
                                 "lake path paths neighborhood neighbourhood boardwalk seawall waterfront marathon "
                                 "marathons half race races 5k 10k parkrun ultra".split())
# How one travels, said bare after the verb: "I travel light".
MANNER_NOT_OBJECT = frozenset("light heavy cheap cheaply frugally".split())
# What is ridden or driven and not the user's: "the bus", "the school van", "a taxi", "the subway".
RIDDEN_NOT_OWNED = lazy_regex(r"(?:the\b|(?:a|an) (?:bus|train|tram|taxi|cab|ferry|shuttle|uber|lyft|streetcar|"
                              r"trolley)\b|(?:buses|trains|trams|taxis|cabs|ferries|shuttles|ubers|lyfts|streetcars|"
                              r"public transit|public transport|transit)\b)", re.IGNORECASE)
# A part the user plays in one event or dealing, no lasting identity: "As a guest, should I bring wine?", "I'm a
# passenger", "a customer of Chase", "a witness".
OCCASION_ROLES = frozenset("guest passenger customer client spectator bridesmaid groomsman attendee participant "
                           "visitor tourist buyer shopper caller applicant candidate witness juror bidder contestant "
                           "newcomer".split())


# A car driven now, said with "I'm": "currently driving a 2012 WRX", "still driving my old Civic" (not "driving to
# work", "driving my mom's car", which is hers).
DRIVING_NOW = lazy_regex(r"(?:(?:currently|still|now) )?driving ((?:a|an|my) (?![\w-]+'s\b).+)", re.IGNORECASE)
# What is driven and no one's own: "a rental", "a loaner", "a forklift at work", "the company car".
DRIVEN_NOT_OWNED = lazy_regex(r"\b(?:rentals?|loaners?|courtesy car|company (?:car|truck|van)|(?:at|for) work)\b",
                              re.IGNORECASE)
# A race trained for, by the sport it is run in: "my first marathon", "a 70.3 in September", "the Chicago Marathon",
# "an Ironman", "a century ride" (not "a marathon session of meetings": the race ends the phrase or a time follows).
RACE_SPORTS = {"running": frozenset(("marathon", "half", "ultra", "ultramarathon", "5k", "10k", "15k", "50k", "100k",
                                     "half marathon")),
               "triathlon": frozenset(("triathlon", "tri", "ironman", "70.3", "140.6", "sprint tri")),
               "cycling": frozenset(("century", "gran fondo", "double century"))}
# Money still owed on a thing of the user's: "I still owe $14k on my 2019 F-150", "we owe about 200k on our house".
OWED_ON_MINE = lazy_regex(r"\b(?:i|we) (?:still )?owe (?:about |around |roughly |like |over |almost |nearly )?"
                          r"(?:\$|£|€)?\d[\d,.]*\s?(?:k|grand|thousand)?(?: dollars)? on (?:my|our) "
                          r"(?P<what>(?:[\w'-]+ ){0,3}[\w'-]+)", re.IGNORECASE)
# The user's credit score said with its number: "My credit score is around 640", "my credit score's only 580".
MY_CREDIT_SCORE = lazy_regex(r"\bmy credit score(?:'s| is) (?:(?:about|around|roughly|like|only|just|currently|now|"
                             r"finally|still|sitting at|at) )*~?\d{3}\b", re.IGNORECASE)


def _debt_on(rules: Rules, what: str) -> str | None:
    """The debt owed on a thing of the user's: a car's loan, a home's mortgage; None for anything else."""
    kinds = {p.subject.partition(":")[0] for p in rules.things(f"my {what}", "User has", negative=False)}
    if "vehicle" in kinds:
        return "finance:auto_loan"
    if _head(what).lower() in ("house", "home", "condo", "townhouse", "townhome", "place", "flat", "apartment"):
        return "finance:mortgage"
    return None


# A membership the user ended or let end: "I let my NAR membership lapse", "cancelled my Costco membership", "I didn't
# renew my AAA membership" (not "my wife cancelled her membership", "should I cancel my membership?": a question is
# no clause here).
MEMBERSHIP_ENDED = lazy_regex(
    r"(?:(?:so|and|but|then) )?(?:i |i've |i have )?(?P<said>(?:(?:just|finally|recently|also|officially) )*"
    r"(?:let (?:my|our) (?P<lapsed>(?:[\w&+'-]+ ){1,3})(?:membership|subscription) (?:lapse|expire|go|run out)|"
    r"(?:cancell?ed|dropped|ended|quit|didn't renew|did not renew|stopped paying for) (?:my|our) "
    r"(?P<ended>(?:[\w&+'-]+ ){1,3})(?:membership|subscription))\b)", re.IGNORECASE)
# A programme ended, named by itself (see lexicon.LOYALTY_PROGRAMS): "I cancelled my Amazon Prime", "dropped our
# Costco".
PROGRAMME_ENDED = lazy_regex(
    r"(?:(?:so|and|but|then) )?(?:i |i've |i have )?(?P<said>(?:(?:just|finally|recently|also|officially) )*"
    r"(?:cancell?ed|dropped|didn't renew|did not renew|stopped paying for) (?:my|our) "
    r"(?P<named>[\w&'-]+(?: [\w&'-]+){0,2}?))(?= *(?:$|[,.;!?]|(?:since|because|as|and|but|so|after|last|"
    r"this|a|in|today|yesterday)\b))", re.IGNORECASE)
# Whose a thing is, said before it: "dad's gym", "my sister's Netflix", "Mom's" (not a name that ends so: "Sam's Club",
# "McDonald's").
OWNER_FIRST = lazy_regex(r"(?:(?-i:[a-z])[\w-]*|(?i:mom|mum|dad|ma|pa|grandma|grandpa|nana))['\u2019]s\b")
TRAINING_FOR_RACE = lazy_regex(r"training for (?:a |an |the |my )?", re.IGNORECASE)
RACE_TRAINED_FOR = lazy_regex(
    r"(?:(?:first|second|third|next|last|\d{1,2}(?:st|nd|rd|th)|big|local|spring|fall|autumn|summer|winter) )*"
    r"(?:(?-i:[A-Z])[\w.'-]*(?: (?-i:[A-Z])[\w.'-]*)* )?"
    r"(?P<race>half[- ]marathon|ultramarathon|marathon|ultra|half|\d{1,3}k|70\.3|140\.6|ironman|sprint tri|triathlon|"
    r"tri|double century|century|gran fondo)(?: ride| race| run)?"
    r"(?=\s*$|\s*[,(]| (?:in|on|this|next|later|at|with|and|but|so|since|because|on)\b)", re.IGNORECASE)
# How one rides or drives, said bare after the verb: a riding discipline ("dressage", "hunter/jumper", "western") or a
# gearbox ("stick", "a manual"); what follows is its detail ("mostly the 0.90m divisions", "refuse to buy ...").
RIDDEN_HOW = lazy_regex(r"(?:(?:mostly|mainly|only|just|exclusively) )?(?P<how>[a-z]+(?:[/ -][a-z]+)?)\b",
                        re.IGNORECASE)
DRIVEN_MANUAL = lazy_regex(r"(?:(?:mostly|mainly|only|just|exclusively) )?(?:a )?(?:stick(?: ?shift)?|manual"
                           r"(?: transmission)?)s?(?![\w-]| (?:car|truck|van|suv|wheelchair|mode|labor|work)s?\b)",
                           re.IGNORECASE)


def _driven_or_ridden_how(verb: str, obj: str) -> tuple[str, str] | tuple[()] | None:
    """(belief type, subject) of how the user rides or drives, said bare after the verb ("ride dressage", "drive
    stick"); () for a bare word of no thing owned ("ride hunter/jumper" no possession); None for a thing."""
    if verb == "drive":
        return ("preference", "preference:manual_transmission") if DRIVEN_MANUAL.match(obj) else None
    how = RIDDEN_HOW.match(obj)
    if not how or how.group("how").lower().split()[0] in ("a", "an", "the", "my", "our", "his", "her", "their"):
        return None
    discipline = lx.RIDING_DISCIPLINES.get(how.group("how").lower())
    if discipline is None and (first := how.group("how").lower().split()[0]) in lx.RIDING_DISCIPLINES:
        discipline = lx.RIDING_DISCIPLINES[first]
    if discipline:
        return ("user_model_attr", f"activity:{discipline}")
    return () if "/" in how.group("how") else None


def _job_shaped(nouns: list[str], rest: str) -> bool:
    """Whether "a <nouns>" names a job the lexicon does not know, by its shape (see JOB_ENDINGS)."""
    head, modifiers = nouns[-1], set(nouns[1:-1])
    if head in NOT_JOBS or head in lx.BELIEF_WORDS or modifiers & (SKILL_WORDS | NOT_JOB_MODIFIERS) or (
            not head.isalpha()):
        return False  # (a faith or a view is no job: "a Scientologist", "a Zionist")
    if head.endswith(JOB_ENDINGS) or (head in JOB_COMPOUND_HEADS and modifiers):
        return True
    if len(nouns) > 2 and nouns[-2] in TRADE_SERVED.get(head, ()):
        return True  # "a tour guide", "a dog walker", "a pet sitter": a job by what it serves
    return head.endswith(AGENT_ENDINGS) and bool(modifiers & HIRED_MODIFIERS or PAID_FOR.search(rest))
# The conditions a disability rating is for: "a 70% VA rating for PTSD and tinnitus", "rated 30% for my back".
RATED_FOR = lazy_regex(r"\b(?:\d{1,3} ?%|\d{1,3} percent) (?:va |disability |service[- ]connected )*(?:rating|rated) "
                       r"for ((?:my )?[\w-]+(?:(?:,| and|,? &) (?:my )?[\w-]+){0,4})", re.IGNORECASE)
# A job and then the user's own body: "a respiratory therapist and my left knee ..." (see the job's clause).
JOB_AND_MY = lazy_regex(r",? and my (?=(?:left |right |lower |upper |bad )?[\w-]+ (?:is|has|hurts|aches|keeps)\b)",
                        re.IGNORECASE)
# Serving now: "active duty Air Force", "an active-duty Marine", "on active duty" (not "active duty" pay or status
# asked about: the clause opens with it).
ACTIVE_DUTY = lazy_regex(r"(?:(?:currently|still) )?(?:an? |on )?active[- ]duty\b(?: (?:the )?(?:u\.?s\.? |us )?"
                         r"(?:army|navy|marines?|marine corps|air force|airman|soldier|sailor|coast guard|military|"
                         r"service ?member)\b)?(?! (?:pay|status|benefits?|orders)\b)", re.IGNORECASE)
STATIONED_AT = lazy_regex(r"(?:currently |now )?stationed (?:at|in) (?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*){0,3}",
                          re.IGNORECASE)
# Military service of the past, said of the user: "I served in the Army", "did 8 years in the Marines", "spent
# twenty years in the Air Force", "I retired from the Navy", "deployed to Iraq twice with the Army", "got out of the
# Army in 2010", "I was in the Navy" (not "joined", which is a start; not "the army of volunteers").
_BRANCH = (r"(?:the )?(?:u\.?s\.? |us )?(?:army|navy|marines|marine corps|air force|coast guard|national guard|"
           r"military|usmc|usaf|raf|royal navy|royal marines|british army|canadian armed forces)\b(?! of\b)")
# What SERVED_IN_MILITARY's verb (or the word before it) opens with, after "I ": a clause opening otherwise is spared
# the looks for a branch below.
SERVED_OPENINGS = frozenset("se di sp re de go wa en al pr on th ho".split())
SERVED_IN_MILITARY = lazy_regex(
    r"i (?:(?:also|proudly|once|then|honorably) )?"
    r"(?:served|did (?:[\w-]+ ){1,2}?(?:years?|tours?|months?|enlistments?)|spent (?:[\w-]+ ){1,2}?years?|"
    r"retired|deployed(?: to (?-i:[A-Z])\w*(?: (?-i:[A-Z])\w*)?)?(?: (?:twice|once|three times|four times))?|got out|"
    r"was(?= in )|separated|(?:was )?discharged|enlisted)"
    r"(?: (?:as an? [\w-]+(?: [\w-]+)?|twice|once|honorably))?"
    r" (?:in|with|from|of|into) " + _BRANCH, re.IGNORECASE)
# Service left after a span in a branch: "After twenty years in the Army I'm out", "after 8 years in the Navy I got
# out" (not "after two weeks in the army of volunteers").
SERVICE_THEN_OUT = lazy_regex(r"after (?:[\w-]+ ){1,2}?(?:years?|decades?|tours?) (?:in|with) " + _BRANCH
                              + r",?( i(?:'m| am| got| just got)? (?:finally |officially |now )?"
                              r"(?:out|retired|done)\b)", re.IGNORECASE)
# The branches one serves in and what is said of a veteran of them: "an Army vet", "a Marine Corps combat veteran".
MILITARY_BRANCHES = frozenset("army navy marine marines corps air force airforce coast guard national military usmc "
                              "usaf usn usa us raf guard".split())
MILITARY_QUALIFIERS = frozenset("combat disabled proud retired decorated war gulf iraq vietnam afghanistan korea "
                                "wartime infantry service-connected".split())
PLANNER_KINDS = frozenset("financial wedding event urban city town estate retirement travel party transportation"
                          .split())
# What says a resident is a doctor in training: a year of it or a specialty.
MEDICAL_RESIDENCY = frozenset("first-year second-year third-year fourth-year fifth-year pgy-1 pgy-2 pgy-3 pgy-4 pgy1 "
                              "pgy2 pgy3 pgy4 medical surgical surgery pediatrics pediatric peds psychiatry psych "
                              "anesthesia anesthesiology radiology neurology neurosurgery dermatology cardiology "
                              "obgyn ob-gyn internal medicine family emergency em im orthopedic ortho urology "
                              "pathology ophthalmology oncology chief junior senior".split())
SKILL_HEADS = frozenset("cook baker driver writer singer dancer painter artist photographer musician athlete gardener "
                        "chef".split())
# A habit of the body given up: "I quit smoking", "gave up drinking", "stopped vaping" (its health is sensitive).
QUIT_HABIT = lazy_regex(r"(?:(?:just |finally |officially )?(?:quit|gave up|stopped|kicked|packed in)) (?:the |my )?"
                        r"(smoking|cigarettes|cigs|vaping|drinking|alcohol|booze)\b", re.IGNORECASE)
# "I used to smoke (cigarettes)", "I used to vape": the habit is over, unless it came back ("…, and I started again").
USED_TO_SMOKE = lazy_regex(r"i used to (smoke|vape)(?: (?:cigarettes|cigs|a pack a day))?(?=$|[,;.]| (?:but|and|"
                           r"until|before|for|in)\b)", re.IGNORECASE)
LONG_AGO_BACK = lazy_regex(r"\b(?:again|still|relapsed|back to|picked it back)\b", re.IGNORECASE)
HABITS = {"smoking": "smoking", "cigarettes": "smoking", "cigs": "smoking", "vaping": "vaping", "drinking": "drinking",
          "alcohol": "drinking", "booze": "drinking"}
# A pastime given up: "I gave up guitar years ago", "stopped playing chess" (not "gave up on it").
GAVE_UP = lazy_regex(r"(?:(?:just |finally )?(?:quit|gave up|stopped|dropped)) (?:playing |doing |the |my )?"
                     r"([a-z]+)\b(?! (?:on|with|for|to|after|because|since|to)\b)", re.IGNORECASE)
# Smoking said of oneself: "I'm a smoker" (health, and sensitive), "I'm an ex-smoker" (no longer).
SMOKER = lazy_regex(r"(?:an? )?(?:(former|ex-|ex |non-?|reformed )|(?:heavy|light|social|daily|chain|pack-a-day) )?"
                    r"smoker\b", re.IGNORECASE)
# What follows a pastime taken up that says how often or instead of what: "swimming instead", "running three mornings a
# week", "yoga twice a week".
# ... and a clause of its own run on after "and" ("started learning the cello and my fingers really hurt", as a
# dictated message runs on with no comma).
# Lessons or classes taken, and in what: "taking piano lessons", "taking Spanish classes" ("taking lessons": in what,
# it does not say).
LESSONS_TAKEN = lazy_regex(r"taking (?:(?:private |group |weekly |some )?((?:[\w'-]+ ){0,2}?[\w'-]+) )??"
                           r"(?:lessons|classes|courses)\b", re.IGNORECASE)
AND_OWN_CLAUSE = lazy_regex(r"\s+and (?:my|our) ", re.IGNORECASE)
TAKEN_UP_TAIL = lazy_regex(r"\s+(?:instead|again|too|as well|also|lately|recently|now|full[- ]time|part[- ]time)\b.*"
                           r"|\s+and (?:my|our) .*"
                           r"|\s+(?:once|twice|\w+ times)\b.*"
                           r"|\s+(?:one|two|three|four|five|six|seven|\d+|every|each|most|some|a few) "
                           r"(?:days?|mornings?|evenings?|nights?|afternoons?|weekends?|weeks?|times?)\b.*",
                           re.IGNORECASE | re.DOTALL)
# A pursuit taken up as work, said after it: "started tutoring full time".
FULL_TIME_TAKEN = lazy_regex(r"\s+full[- ]time\b", re.IGNORECASE)
# The user and someone named, their shared turn of life: "Jordan and I broke up in January", "Sam and I got engaged".
PAIR_EVENT = lazy_regex(r"(?:(?-i:[A-Z])[\w'-]+ (?:and|&) i|we) ((?:(?:just|finally|recently|officially) )*(?:broke up|"
                        r"split up|separated|got (?:married|engaged|divorced)|divorced)\b.*)", re.IGNORECASE)
# The user and someone named, as one subject: "Jess and I got married", "Sam & I are engaged".
NAMED_PAIR = lazy_regex(r"((?-i:[A-Z])[a-z]+) (?:and|&) i (.+)", re.IGNORECASE)
# A child's parent and the user, as a pair: "Her mom and I got married", "His dad and I are engaged".
PARENT_PAIR = lazy_regex(r"((?:her|his|their) (mom|mother|mum|dad|father)) and I (.+)", re.IGNORECASE)
# A pair's parting, said of the user and a partner: "broke up last month", "split up", "separated in May".
PAIR_PARTED = lazy_regex(r"(?:(?:just|finally|recently|officially) )*(?:broke up|split up|separated|(?:got )?divorced|"
                         r"called it quits)\b(?! (?:the|a|an|it|them|that|this|these|those|my|our|his|her|their|into|"
                         r"over|about|laughing|some|all|both|each|\d+)\b)", re.IGNORECASE)
# The partner the user broke up with, named by the word for them: "broke up with my boyfriend" (not "my band").
BROKE_UP_WITH = lazy_regex(r"(?:(?:just|finally|recently|officially) )*(?:(?:broke|split) up with|split from) my "
                           r"(?:(?:long[- ]distance|long[- ]time|live-in|now[- ]ex) )?([\w-]+)\b(?!')", re.IGNORECASE)
# A marriage or an engagement the pair made or keeps: "got married", "just got engaged", "have been married for years"
# (not "were married", which may be over).
PAIR_WEDDED = lazy_regex(r"(?:(?:just|finally|recently|officially|both|now) )*(?:got|are|am|have been|'ve been)"
                         r"(?: (?:just|finally|recently|officially|now|happily))* (married|engaged)\b", re.IGNORECASE)
WEDDING_UNDONE = lazy_regex(r"\b(?:divorc|separat|split up|broke up|broke it off|called it off|annul|widow)",
                            re.IGNORECASE)
# A partner wedded is a spouse, or a fiancé engaged, unless said as one already; keyed by the word for them.
SPOUSES = frozenset(("wife", "husband", "spouse"))
PLURAL_VERBS = {"is": "are", "has": "have"}


def _wedded_as(formed: list[Proposal], event: str, kin: str = "") -> str:
    """The family key of the partner a pair's event gives the user ("got married": a spouse, "got engaged": a
    fiancé, whose gender no word says), when the event formed the user's relationship status; "" when it is none."""
    if not (wed := PAIR_WEDDED.match(event)) or WEDDING_UNDONE.search(event, wed.end()) or not any(
            p.subject == "relationship_status" and p.polarity == "assert" for p in formed):
        return ""  # "got married but then divorced": no partner now
    if kin in SPOUSES:
        return kin
    if wed.group(1).lower() == "married":
        return "spouse"
    return "fiance"  # a fiancé or a fiancée: one key, as a partner's gender is no part of it


# A move from one tool to another: "moved off MySQL to Postgres", "switched from VS Code to Neovim", "migrated from
# Jenkins to GitHub Actions". What is left and what is taken up, each a word or two.
MIGRATED = lazy_regex(r"(?:moved|migrated|switched|transitioned|went)(?: (?:over|everything|all|it|us))? "
                      r"(?:off(?: of)?|from|away from) (?P<old>[\w.+#-]+(?: [\w.+#-]+){0,2}?) "
                      r"(?:to|onto|over to|in favou?r of) "
                      r"(?P<new>[\w.+#-]+(?: (?!(?:and|or|for|last|in|on|at|with|but|so|because|since|about|a|an|the|"
                      r"now|this|to|from|after|before|over|instead|which|when|as|too|again|yesterday|today)\b)"
                      r"[\w.+#-]+)?)", re.IGNORECASE)
_SYSTEMS = lazy_regex(r"(?:windows|mac ?os|os ?x|linux mint|arch linux|linux|ubuntu|fedora|debian|chrome ?os)\b",
                      re.IGNORECASE)


def _migration(rest: str, who: str) -> list[Proposal]:
    """What a move between tools says: the database, system or tool taken up, and the database or system left (an editor
    switched to is keyed on itself, by the switch's own rule).
    Another move ("moved from Denver to Austin", "switched from tea to coffee") is no tool's."""
    if not (m := MIGRATED.match(rest)):
        return []
    old, new = (_phrase(m.group(g)).strip().lower() for g in ("old", "new"))
    moved = m.group()[0].lower() + m.group()[1:]
    said = _sentence(f"{who} {third_person(moved) if who == 'User' else moved}")
    new_db = next((d for d in DATABASES if new == d or new.startswith(f"{d} ")), None)
    if new_db:
        found = [Proposal("fact", f"database:{topic_slug(new_db)}", said, portability="local", confidence=0.6)]
        if old_db := next((d for d in DATABASES if old == d or old.startswith(f"{d} ")), None):
            found.append(Proposal("fact", f"database:{topic_slug(old_db)}", said, "retract", portability="local",
                                  confidence=0.6))
        return found
    if (system := _SYSTEMS.match(new)) and who == "User":
        name = OPERATING_SYSTEMS.get(re.sub(r"[\s-]", "", system.group().lower()), system.group().lower())
        found = [Proposal("fact", f"os:{name}", said, confidence=0.6)]
        if (left := _SYSTEMS.match(old)) and (
                was := OPERATING_SYSTEMS.get(re.sub(r"[\s-]", "", left.group().lower()), left.group().lower())) != name:
            found.append(Proposal("fact", f"os:{was}", said, "retract", confidence=0.6))  # "from Windows to macOS"
        return found
    if (subject := tool_domain(new)) and subject not in SWITCH_KEYED_ON_ITSELF:
        return [Proposal("preference", subject, said, confidence=0.6)]
    return []


def tool_domain(text: str) -> str | None:
    """The tool choice a "use ..." names first: "pnpm, never npm" (not "their yarn" in a cat's play)."""
    if not (m := TOOL_NAMED.match(text)):
        return None
    # caseless, as the case-blind match is: "bash" spelled with a long s and "vim" with a dotless i match (a
    # lowercased name missed the table and raised StopIteration out of the extractor)
    tool = caseless(m.group().split()[-1])
    if tool in AMBIGUOUS_TOOLS and not (TOOL_ANYWHERE.search(text, m.end()) or TECH_CONTEXT.search(text)):
        return None  # "I use yarn for knitting"
    return next((subject for tools, subject in TOOL_DOMAINS if tool in tools), None)


# A parent at home, its hyphens left out: "a stay at home mom" (its hyphens put back, as PARENT_WORDS has it).
STAY_AT_HOME_PARENT = lazy_regex(r"\bstay at home(?= (?:dad|daddy|father|mom|mum|mommy|mummy|mother|parent)\b)",
                                 re.IGNORECASE)
# What the user is when they say "I'm a ... dad", and the words that may come before it.
PARENTS = frozenset("dad daddy father mom mum mommy mummy mother parent".split())
PARENT_WORDS = frozenset("single divorced widowed proud new first-time working stay-at-home busy young full-time"
                         .split())


# The words the rules of Rules.acting that begin with one of several verbs look for first (see acting's opening).
LIKING_VERBS = frozenset(f"{verb}{s}" for s in ("", "s")
                         for verb in ("like", "love", "enjoy", "adore", "prefer", "hate", "dislike", "detest"))
QUIT_OPENINGS = frozenset("dropped finally gave just kicked officially packed quit stopped".split())
SHIPPED_VERBS = frozenset("fixed finished shipped deployed completed solved resolved launched released".split())


class Rules:
    """Classifies one clause (filler removed, original case) into proposals."""

    def __init__(self, known_subjects: dict[str, list[str]]):
        self.known = known_subjects
        # What a clause taken back at once ("I have a sister, sorry") said before its object: the next
        # clause's "I mean a brother" completes it instead.
        self.corrected_frame: str | None = None
        # Whether the clause read now is in a message's greeting, where "I'm Sarah" is the user introducing themselves.
        self.introducing = False

    def corrected(self, text: str) -> str | None:
        """The clause a self-correction stands for, or "" when the clause is itself taken back; None when
        neither. "I have a sister, sorry" is taken back; "I mean a brother" after it is "I have a brother"."""
        frame, self.corrected_frame = self.corrected_frame, None
        if frame and (m := SAYING_INSTEAD.fullmatch(text)):
            return _replaced(frame, m.group(1)) or ""
        if "was" in text and (was := WAS_INSTEAD.match(text)):
            return f"I was {was.group(1)}"  # "I'm a teacher, well, was": what the user was, no longer is
        if "well" in text and (diet := DIET_PUT_RIGHT.match(text)):
            return f"I'm {diet.group(1)}"  # "I'm vegetarian, well pescatarian now": the diet said last
        low = caseless(text)
        if REPAIR_HINT.search(low) and (repair := REPAIRED.search(text)):
            # the new value ends the clause, or a comma or a stop after it does ("I'm 34, no wait 35, birthday was
            # on tuesday": what follows the value is said of it, no claim of the frame's)
            value_end = VALUE_END.search(text, repair.end())
            ends = value_end.start() if value_end else len(text)
            if (fix := REPAIRED_VALUE.fullmatch(text, repair.end(), ends)) and (
                    instead := _replaced(text[:repair.start()].rstrip(), fix.group(1))):
                return instead  # "I'm 34 — sorry, 35": the value said last is the one meant
            if not APOLOGY.match(text, repair.end()):
                return ""  # "I work at Google — sorry, used to": taken back, and what is meant is not a value we read
        if ("," in text or "-" in text or "\u2013" in text or "\u2014" in text) and (m := CORRECTION_TAIL.search(text)):
            self.corrected_frame = text[: m.start()]
            return ""
        return None

    # -- gates ---------------------------------------------------------------------------

    @staticmethod
    def refused(text: str, question: bool) -> bool:
        text, question = statement_part(text, question)
        if question:
            return True  # a question still (no tail took its mark): refused, whatever the tests below would find
        low = text.lower().replace(CURLY_APOSTROPHE, "'")
        if "help" in low and (plea := TRAILING_PLEA.search(low)) and len(low[:plea.start()].split()) >= 4:
            low = low[:plea.start()]
        # A request in a trailing aside ("I'm allergic to peanuts, so please keep it in mind") does
        # not make the statement before it a request.
        # REQUEST_WORD's words all hold "i'", "id", "let" or "please" (it is case-sensitive, and the phrase is low's)
        if ("i'" in low or "id" in low or "let" in low or "please" in low) and REQUEST_WORD.search(_phrase(low)):
            return True
        words = set(WORD.findall(low))  # (low is lowercased: _words would lower it again)
        # words to "you" in a bracketed aside are the aside's ("a house in Raleigh (the one I sent you pics of)")
        said = set(WORD.findall(PARENTHETICAL.sub(" ", low))) if "(" in low else words
        if not said.isdisjoint(_YOU_WORDS):
            return True
        return Rules._not_meant(text, low, words)

    @staticmethod
    def not_meant(text: str, question: bool) -> bool:
        """A question, a hedge, someone else's words or a passing moment: not the user's lasting word."""
        if question:
            return True
        low = text.lower().replace(CURLY_APOSTROPHE, "'")
        return Rules._not_meant(text, low, set(WORD.findall(low)))

    @staticmethod
    def _not_meant(text: str, low: str, words: set[str]) -> bool:
        """not_meant of a text that asks nothing, given its lowercased text and words (refused has them already)."""
        if words & lx.HEDGES:
            return True
        if '"' in low and '"' in INCH_MARK.sub("", low):
            return True  # a quotation mark, not an inch mark ("my husband is 6'4\"")
        # the words REPORTED_SPEECH holds are looked for first: its search, opening on a word boundary, tries every
        # position of the clause
        if ("said" in low or "says" in low or "told" in low or "ask" in low or "tell" in low) and (
                REPORTED_SPEECH.search(low)):
            return True
        if not TRANSIENT_WORD.search(caseless(text)):
            return False  # no time word at all
        # A time word capitalized inside the clause is a name: "a cat named Today", "Last Week Tonight".
        spoken = text.replace(CURLY_APOSTROPHE, "'")
        return any(m.start() == 0 or not _named(m.group()) for m in TRANSIENT_ANYCASE.finditer(spoken))

    # -- entry ---------------------------------------------------------------------------

    def classify(self, text: str, long_ago: bool = False) -> list[Proposal]:
        text = " ".join(text.replace(CURLY_APOSTROPHE, "'").split()).rstrip(".!,;:")  # whitespace runs as one space
        if "fianc\u00e9" in text:
            text = text.replace("fianc\u00e9", "fiance")  # the words the rules read are unaccented ("fiancé")
        text = statement_part(text, False, asides=False)[0]
        if "at home" in text and (home_parent := STAY_AT_HOME_PARENT.search(text)):
            # "a stay at home mom" is the "stay-at-home mom" the rules read (not a stay that is at home)
            text = f"{text[:home_parent.start()]}stay-at-home{text[home_parent.end():]}"
        if text[:2].lower() in ("me", "i ") and (pair := ME_AND_MY.match(text)):
            # "me and my wife r catholic": the pair as "my wife and I" says it ("r" is their "are")
            text = f"my {pair.group(1)} and I {re.sub(r'^r(?= )', 'are', pair.group(2))}"
        if caseless(text[: text.find(" ")]).rstrip(",") in FRONTED_WORDS and (fronted := FRONTED_WHEN.match(text)):
            text = text[fronted.end():]
        if ("ddicted" in text or "bsessed" in text) and (obsessed := OBSESSED.match(text)):
            # "lowkey obsessed w matcha": the chat's own liking, its "I'm" left out
            text = f"I'm {text[obsessed.start(1):]}"
        if text[: text.find(" ")].lower() in DEGREE_WORDS and (lead := DEGREE_OPENING.match(text)) and (
                kind := self.kind_one_is(lead.group(0))) is not None:
            # "Total night owl, always have been", "Huge UFC fan, been watching every card": who the user is, its "I'm
            # a" left out
            return [kind]
        if text[:3].lower() == "as " and (one := AS_ONE_OPENING.match(text)) and (
                kinds := [kind for said in AND_A.split(one.group(1)) if (kind := self.kind_one_is(said)) is not None
                          or ((kind := self.being(_a(said))) is not None and kind.subject == "occupation")]):
            # "As an introvert and a highly sensitive person, open offices are my nightmare", "As a nurse, I see this
            # every day": what the user is, said before what they say of themselves
            return [replace(kind, statement=_sentence(f"User is {said}")) for kind, said in zip(
                kinds, AND_A.split(one.group(1)), strict=False)] if len(kinds) == len(AND_A.split(one.group(1))) else [
                kinds[0]]
        if " here" in text and (intro := JOB_HERE.match(text)):
            if _singular(intro.group("job").lower()) in lx.JOBS:
                # "type 2 diabetic trucker here", "ICU nurse here, quick question": the chat's way of saying "I'm a
                # ..."; a condition said of the one introduced is the user's too
                mods = intro.group("said")[: -len(intro.group("job"))].strip()
                health = [p for p in self.classify(f"I'm {mods}") if p.subject.startswith("health:")] if mods else []
                job = self.being(_a(intro.group("job") if health else intro.group("said")))  # without the health
                return ([job] if job is not None and job.subject == "occupation" else []) + health
            if (kind := self.kind_one_is(intro.group("said"))) is not None:
                # "ENFP here and a kindergarten teacher", "natural bodybuilder here", "introvert here": a type, a
                # pursuit or a liking the chat says so, and a job said after it ("… here and a teacher")
                after = HERE_AND_A.match(text, intro.end())
                job = self.being(after.group(1)) if after else None
                return [kind, *([replace(job, statement=_sentence(f"User is {after.group(1)}"))] if (
                    job is not None and after and job.subject == "occupation") else [])]
            if (job := self.being(_a(said := intro.group("said")))) is not None and job.subject == "occupation":
                # "Embedded engineer here, mostly STM32": a job the lexicon does not list, read as "I'm a ..." reads it
                said = said if said[:2].isupper() else said[:1].lower() + said[1:]
                return [replace(job, statement=_sentence(f"User is {_a(said)}"))]
        if ("using" in text or "need" in text or "wear" in text or " use " in text) and (
                aid_left := AID_GIVEN_UP.match(text)) and (
                key := _aid_key(aid_left.group("aid"))).startswith("health:"):
            # "I've stopped using the walking stick", "I no longer need my cane", "I don't wear hearing aids anymore":
            # an aid the user relied on is theirs no longer (not a device by its make)
            said = third_person_possessive(text[aid_left.start("done"):aid_left.end()])
            said = f"has {said}" if aid_left.group("have") else re.sub(
                r"^(no longer (?:use|need|wear))\b", r"\1s", third_person(said))
            return [self.resolved(Proposal("fact", key, _sentence(f"User {said}"), "retract",
                                           sensitivity="sensitive"))]
        if " and " in text and (both := OWN_AND_RUN.match(text)):
            # "I own and run a small hostel in Chiang Mai": read as "I run …" reads it, said in both the user's verbs
            doing = f"{third_person(both.group(1))} and {third_person(both.group(2))}"
            runs = f"User {third_person(both.group(2))} "
            return [replace(p, statement=p.statement.replace(runs, f"User {doing} ", 1))
                    for p in self.classify(f"I {both.group(2)} {text[both.end():].split(' (', 1)[0]}", long_ago)]
        if "sell" in text and text[:2] in ("I ", "i ") and (trade := SELLS_TO_TRADE.match(text)):
            # "I sell honey at the Saturday market", "I grow microgreens and sell to two restaurants": selling to a
            # market, a shop or a trade's customers is the user's work (not "I sell my old clothes on Vinted")
            # (said from "sell" on, where is where the selling is: "in my garage in Leeds" is where it is grown)
            sold = text[trade.start("sells"):].split(",", 1)[0]
            sold = sold if sold[:5].lower() == "sells" else f"sells{sold[4:]}"
            return [Proposal("user_model_attr", "occupation", _sentence("User " + third_person_possessive(sold)),
                             confidence=0.6)]
        if " by trade" in text and (intro := JOB_BY_TRADE.match(text)) and (
                _singular(intro.group("job").lower()) in lx.JOBS):
            # "Sparky by trade, 15 years in": the chat's "I'm a sparky by trade", its "I'm a" left out
            said = intro.group("said")
            said = said if said[:2].isupper() else said[:1].lower() + said[1:]
            return [Proposal("user_model_attr", "occupation", _sentence(f"User is {_a(said)} by trade"),
                             confidence=0.65)]
        if " job is " in text and (job := WHICH_JOB_IS.match(text)) and job.group(3) and not job.group(1):
            text = f"My {text[:1].lower()}{text[1:]}"  # "Day job is product manager at Stripe": its "my" left out
        if " is " in text and text[:1] in "DdPpWw" and CAR_CALLED_IS.match(text):
            text = f"My {text[:1].lower()}{text[1:]}"  # "Daily driver is a 2014 Tacoma": its "my" left out
        if "not" in text and (double := NOT_THAT_I_DONT.match(text)):
            # "It's not that I don't enjoy hiking": two negatives, the liking asserted
            text = f"I'm {double.group(2)}" if double.group(1) else f"I {double.group(2)}"
        if (" me o" in text or " me to " in text) and (changed := PRESCRIBER_CHANGED.match(text)):
            # "Doctor took me off lisinopril last month", "my GP put me on sertraline": the user's course of it, begun
            # or ended
            said = third_person_possessive(_phrase(re.sub(r"^my ", "", text, flags=re.I)))
            said = said if said[1:2].isupper() else said[:1].lower() + said[1:]  # "Doctor", not "GP"
            return _medicines(changed, _sentence(f"User's {said}"))
        if (course := _medicine_course(text)) is not None:
            return course  # "I've lost 38 lbs on Mounjaro", "Started Ozempic two weeks ago", "Came off Wegovy in June"
        if ("hess" in text or "HESS" in text) and (rated := CHESS_RATED.match(text)):
            # "I'm about 1850 on lichess rapid", "my chess.com rating is 1400": a rating held is a game played
            return [Proposal("user_model_attr", "activity:chess", _sentence(
                re.sub(r"^(?:i'm|i am)", "User is", re.sub(r"^my\b", "User's", rated.group(), flags=re.I),
                       flags=re.I)), confidence=0.55)]
        if ("ivorc" in text or "separating" in text) and (divorcing := DIVORCING.match(text)):
            # "We're getting divorced", "I'm going through a divorce": the user's marriage ending, their status now
            said = divorcing.group()
            said = re.sub(r"^i(?:'m| am) ", "User is ", said, flags=re.I) if said[:1] in "iI" else f"User: {said}"
            return [Proposal("user_model_attr", "relationship_status", _sentence(said), confidence=0.6)]
        if ("bership" in text or "bscription" in text) and (ended := MEMBERSHIP_ENDED.match(text)) and (
                what := (ended.group("lapsed") or ended.group("ended")).strip()) and not OWNER_FIRST.match(what) and (
                slug := loyalty_program(what) or topic_slug(what)):
            # "I let my NAR membership lapse", "cancelled my gym membership": the membership is over, taken back
            said = ended.group("said")
            said = _sentence("User " + third_person_possessive(said[:1].lower() + said[1:]))
            return [Proposal("fact", f"membership:{slug}", said, "retract", confidence=0.6)]
        if ("ancel" in text or "renew" in text or "dropped" in text or "paying" in text) and (
                ended := PROGRAMME_ENDED.match(text)) and (
                slug := lx.LOYALTY_PROGRAMS.get(" ".join(_words(ended.group("named"))))):
            # "I cancelled my Amazon Prime since ...": a programme named by itself, its "membership" unsaid (only one
            # the lexicon knows as a programme: "I cancelled my Netflix" names a service, "my order" nothing)
            said = ended.group("said")
            said = _sentence("User " + third_person_possessive(said[:1].lower() + said[1:]))
            return [Proposal("fact", f"membership:{slug}", said, "retract", confidence=0.6)]
        if text[:1] in "tT" and text[:13].lower() == "training for " and (race := TRAINING_FOR_RACE.match(text)) and (
                RACE_TRAINED_FOR.match(text, race.end())):
            return self.classify(f"I'm t{text[1:]}", long_ago)  # "training for my first 70.3": its "I'm" left out
        if text[:1] in "cC" and text[:18].lower() in ("currently driving ", "currently driving") and (
                DRIVING_NOW.match(text)):
            return self.classify(f"I'm c{text[1:]}", long_ago)  # "Currently driving a 2012 WRX": its "I'm" left out
        if " belt in " in (low_belt := text.lower()) and (belt := BELT_IN_ART.match(low_belt)) and (
                art := topic_slug(belt.group("art"))):
            # "JUST GOT MY BLUE BELT IN BJJ", "I'm a black belt in karate", "I hold a 2nd degree black belt in
            # taekwondo": a rank in a martial art is the art trained, no thing owned
            said = text[belt.start():belt.end()]
            said = third_person_possessive(re.sub(r"^(?:(?P<be>i'm|im|i am)|(?P<have>i've|ive))\b|^i\s+", lambda i: (
                "is" if i.group("be") else "has" if i.group("have") else ""), said, flags=re.I).strip())
            said = said if said[:3] in ("is ", "has") else third_person(said)
            return [Proposal("user_model_attr", f"activity:{DONE_KEYS.get(art, art)}", _sentence(f"User {said}"),
                             confidence=0.6)]
        if text[:4].lower() in ("love", "hate", "ador", "can'", "cant", "real") and LIKED_DROPPED.match(text):
            # "Hate twist endings, they feel cheap", "Love sci-fi": a liking, its "I" left out (not what the assistant
            # just said: "Love the plan", "Love it")
            return self.classify(f"I {text[:1].lower()}{text[1:]}", long_ago)
        if text[:4].lower() in ("fave", "favo") and _m(r"(?:favou?rites?|faves?) are (?-i:[A-Z0-9])", text):
            # "Faves are Hardcore History and 99% Invisible": the user's, its "my" left out
            return self.classify(f"My {text[:1].lower()}{text[1:]}", long_ago)
        if text[:1] in "NnFf" and (spoken := LANGUAGE_SPEAKER.fullmatch(text)) and spoken.group(1):
            # "Native English speaker.", "Fluent Spanish speaker here": its "I'm a" left out
            return self.classify(f"I'm a {text[:1].lower()}{text[1:]}", long_ago)
        if text[:11].lower() == "originally " and ORIGIN_DROPPED.match(text):
            # "Originally from Melbourne.", "originally from Kerala, now in Leeds": its "I'm" left out (not "Originally
            # from Melbourne, the band moved to London", whose subject follows)
            return self.classify(f"I'm o{text[1:]}", long_ago)
        if text[:5] in ("Been ", "been ") and (BEEN_DOING.match(text) or BEEN_A_DIET.match(text)):
            # "Been playing Valorant for 3 years": its "I've" left out
            return self.classify(f"I've b{text[1:]}", long_ago)
        if text[:1] in "iI" and " not " in text and (instead := BEING_NOT.match(text)) and (
                now := self.being(instead.group(1))) is not None and now.subject.startswith("identity:") and (
                was := self.being(_a(instead.group(2)))) is not None and was.subject.startswith("identity:") and (
                was.subject != now.subject):
            # "I'm actually an ISFJ, not INTJ": the type said now, and the one said before taken back
            return [replace(now, statement=_sentence(f"User is {instead.group(1)}")),
                    self.resolved(Proposal("user_model_attr", was.subject, _sentence(
                        f"User is {instead.group(1)}, not {instead.group(2)}"), "retract", confidence=0.6))]
        if text[:1] in "iI" and " and " in text and (two := DOING_AND_PURSUING.match(text)):
            # "I currently do muay thai 4x/week and run twice": two pursuits, the second's "I" left out
            return self.classify(text[:two.start("and")], long_ago) + self.classify(
                f"I {text[two.end('and'):]}", long_ago)
        if text[:1] in "iI" and " and a" in text and (both := BEING_BOTH.match(text)) and (
                halves := [p for said in both.group(1, 2) if (p := self.being(said)) is not None]) and len(
                halves) == 2 and halves[0].subject != halves[1].subject and all(
                p.subject in ("occupation", "education") or p.subject.startswith(("identity:", "family:kid"))
                for p in halves):
            # "I'm a Scorpio and an INTJ", "I'm a nurse and a mom of two": two things the user is, each its own
            # statement, so one can be put right alone
            return [replace(p, statement=_sentence(f"User is {third_person_possessive(said)}"))
                    for p, said in zip(halves, both.group(1, 2), strict=True)]
        if text[:1] in "iI" and (" and " in text or " but " in text) and (doing := BEING_AND_DOING.match(text)):
            # "I'm a vegan and run marathons": each the user's, as "I'm a vegan and I run marathons" says it
            head = text[: doing.end()].rstrip()
            head = head[: head.rfind(" and" if " and" in head[-14:] else " but")].rstrip()
            return self.classify(head, long_ago) + self.classify(f"I {text[doing.end():]}", long_ago)
        if text[:1] in "Ii" and ", " in text and ("love" in text or "hate" in text or "adore" in text
                                                  or "enjoy" in text or "stand" in text) and (
                (first := _words(text[:12].lower())[:1]) and first[0] in ("i", "i'm", "im", "i've", "ive")) and (
                second := LIKED_AFTER_COMMA.search(text)):
            # "I hate horror, love comedy": two likings, each its own statement ("I love dogs, love them": one)
            again = LIKED_AGAIN.match(text, second.end()) is not None
            return self.classify(text[:second.start()], long_ago) + (
                [] if again else self.classify(f"I {text[second.end():]}", long_ago))
        # "We sold the house in Dayton and moved into a condo": one event, read whole below (SOLD_HOME_AND)
        sold_and_moved = " sold " in text and SOLD_HOME_AND.match(text) is not None
        if DROPPED_AT_START.match(text) and text[:6].lower() != "living":
            # "Switched from VS Code ...": its verb, no longer first ("Living in Florida, I'm sure you..." opening a
            # sentence says where someone is, maybe not the user; after a comma, "living in Newark 3 years" is theirs)
            text = f"I {text[:1].lower()}{text[1:]}"
            # when it happened is not what it is, as for "I moved to Denver last week"
            without, anchors = undated(text)
            if anchors and (LIFE_EVENT.match(without) or (
                OBJECT_DECIDES.match(without) and not DAY_ANCHOR.search(anchors)
            )):
                text, long_ago = without, bool(YEARS_AGO.search(anchors))
        elif not sold_and_moved and (("," in text and (dropped := DROPPED_AFTER_COMMA.search(text))) or (
                (" and " in text or " but " in text) and _conj_dropped_hint(text) and (
                    dropped := DROPPED_AFTER_CONJ.search(text)))) and not (
                dropped.group()[:1] != "," and WISHED_BEFORE.search(text, 0, dropped.start())):
            # "living in Newark 3 years" leaves out "I'm", the rest "I"
            tail = f"{'I am' if text[dropped.end():][:6].lower() == 'living' else 'I'} {text[dropped.end():]}"
            if not re.match(r"(?:i|i'm|im|my)\b", text, re.I):
                return self.classify(tail, long_ago)
            if text[:3].lower() == "my " and not OTHERS_WITH_ME.match(text):
                # "My sister sold her car and moved to Denver": the sister moved, not the user
                return self.classify(text[: dropped.start()], long_ago)
            # "im doing my master's here, came from Vietnam in september": each piece is the user's
            return self.classify(text[: dropped.start()], long_ago) + self.classify(tail, long_ago)
        if text[:2] in ("I ", "i ") and text[2:4].lower() in SERVED_OPENINGS and (
                "rmy" in text or "avy" in text or "arine" in text or "ilitary" in text or "orce" in text
                or "uard" in text or "USMC" in text or "RAF" in text) and (served := SERVED_IN_MILITARY.match(text)):
            # "I did 8 years in the Army", "I retired from the Navy after 22 years", "I deployed to Iraq twice with
            # the Army": service of the past, whatever the job in it was
            said = _sentence("User " + third_person_possessive(text[2:served.end()]))
            # (retired from it, the user is retired too, as "I retired from teaching" says)
            retired = [Proposal("user_model_attr", "occupation", said, confidence=0.7)] if text[2:9].lower() == (
                "retired") else []
            return [*retired, Proposal("user_model_attr", "history:military", said, confidence=0.6)]
        if text[:6].lower() == "after " and (served := SERVICE_THEN_OUT.match(text)):
            # "After twenty years in the Army I'm out": service of the past, as "I got out of the Army" is
            return [Proposal("user_model_attr", "history:military", _sentence(
                f"User is out after {third_person_possessive(text[6:served.start(1)]).strip()}"), confidence=0.6)]
        if (ago := SINCE_IT_HAPPENED.match(text)) and (
            ago.group(1)[:2].lower() == "i " or ago.group(1)[:3].lower() == "we "
        ):
            return self.classify(ago.group(1), long_ago)  # "It's been six months since I moved to Montreal"
        if (years := YEARS_AS.fullmatch(text)) and (job := CHAT_AND.sub("", years.group(1))) and (
            _head(job) in lx.JOBS
        ):
            held = text[: years.start(1)] + job
            return [Proposal("user_model_attr", "occupation", _sentence(f"User has {held}"), confidence=0.6)]
        if " for " in text and (years := JOB_FOR_YEARS.match(text)) and _head(years.group(1)) in lx.JOBS and (
                years.group(1).split()[0].lower() not in lx.STOPWORDS):
            # "Java dev for about 6 years", "Nurse for 10 yrs": the job held, its "I've been a" left out; a language
            # or a tool the job is named by is the user's experience of it too
            job = years.group(1)
            job = job if slug_word(job.split()[0].lower()) in TECH_SLUGS else job[:1].lower() + job[1:]  # "Nurse"
            said = _sentence(f"User: {job} {text[years.end(1):years.end()].strip()}")  # in the user's words
            found = [Proposal("user_model_attr", "occupation", said, confidence=0.6)]
            found += [Proposal("user_model_attr", f"experience:{word}", said, confidence=0.6)
                      for word in _words(years.group(1))[:-1] if slug_word(word) in TECH_SLUGS]
            return found
        if ("relig" in text or "faith" in text) and (m := RELIGIOUS_DIET.match(text)):
            return [Proposal("user_model_attr", "diet", _sentence("User " + third_person(text[2:m.end()])),
                             sensitivity="sensitive", confidence=0.65)]
        if text[: text.find(" ")].lower() in lx.LANGUAGES:  # (one look for both rules on a language said first)
            if m := LANGUAGE_FIRST.match(text):
                return [Proposal("user_model_attr", f"language:{m.group(1).lower()}",
                                 _sentence(f"User's {m.group(1)}: {m.group(2)}"), confidence=0.6)]
            if m := MOTHER_TONGUE_NAMED.match(text):
                # "Tamil is my mother tongue": named before it is called one, as "my mother tongue is Tamil" names it
                return [Proposal("user_model_attr", f"language:{m.group(1).lower()}",
                                 _sentence(f"{m.group(1)} is the user's {m.group(2).lower()}"), confidence=0.6)]
        # A request in a trailing aside ("…, so please keep it in mind") is not part of what is said. Its words are
        # looked for first, in the caseless clause ("let" in "let's" and "lets"): most clauses hold none, and the
        # phrase they would come after is not worked out for them.
        if ("i'd" in (low := caseless(text)) or "i'll" in low or "let" in low or "please" in low) and (
                head := _phrase(text)) != text and ASIDE_REQUEST.search(text, len(head)):
            text = head
        if (instead := self.corrected(text)) is not None:
            if not instead:
                return []
            text = instead
        if text[:1] in "DMGPN" and (parent := PARENT_NAMED.match(text)):
            text = f"my {parent.group().lower()}{text[parent.end():]}"  # "Dad's 84 and ...": the user's own dad
        if "'s " in text and (contracted := KIN_CONTRACTED.match(text)):
            text = f"{contracted.group(1)} is {text[contracted.end():]}"  # "my dad's 84": "is", not whose
        if ("fan" in text or "upporter" in text) and (frag := FAN_FRAGMENT.fullmatch(text)) and (
            frag.group("much") or frag.group("tail")
        ):
            # "die-hard Packers fan here": a fan's line, its "I'm" left out
            said = text[: frag.start("tail")] if frag.group("tail") else text
            said = said[frag.start("much"):]
            said = said[:1].lower() + said[1:] if frag.group("much") else said  # "Huge Lakers fan"
            liking = self.being(f"a {said}")
            article = "an" if said[:1].lower() in "aeiou" else "a"
            if liking is None or not liking.subject.startswith("preference:"):
                return []
            return [replace(liking, statement=_sentence(f"User is {article} {said}"))]
        if "allergic" in text and (cleft := ALLERGY_CLEFT.match(text)):
            # "it's sulfa drugs I'm allergic to, not penicillin": the allergy meant, and the one said by mistake
            meant = [p for p in self.classify(f"I'm allergic to {cleft.group(1)}", long_ago)
                     if p.subject.startswith("health:allergy:")]
            if meant and cleft.group(2) and (slug := topic_slug(DRUG_CLASS.sub("", cleft.group(2)))):
                meant.append(self.resolved(Proposal("fact", f"health:allergy:{slug}", _sentence(
                    f"User is not allergic to {cleft.group(2)}"), "retract", sensitivity="sensitive")))
            return meant
        if "base" in text and (base := HOME_BASE_NAMED.fullmatch(text)):
            # "Home base is Denver", "my home base is Leeds": where the user lives, said as where they set out from
            return [Proposal("user_model_attr", "location:home", _sentence(f"User's home base is {base.group(1)}"),
                             confidence=0.6)]
        if (" and I " in text or " and i " in text or " & I " in text or " & i " in text) and text[:1].isupper() and (
                pair := NAMED_PAIR.match(text)):
            # "Jess and I got married", "Sam & I went hiking": what the pair does, the user does; a marriage or an
            # engagement said of the pair gives the user a spouse (a fiancé), named
            own = self.classify("I " + re.sub(r"^are\b", "am", pair.group(2), flags=re.I), long_ago)
            if _a_name(pair.group(1)) and (kin := _wedded_as(own, pair.group(2))):
                status = next(p.statement for p in own if p.subject == "relationship_status")
                verb, _, done = status[5:].partition(" ")  # "User is engaged": "User and Jess are engaged"
                said = f"User and {pair.group(1)} {PLURAL_VERBS.get(verb, verb)} {done}"
                own.append(Proposal("relationship", f"family:{kin}", said))
            return own
        if " and I " in text and text[:1].isupper() and (pair := PARENT_PAIR.match(text)):
            # "Her mom and I got married last year": a child's mother married is the user's wife (a father, their
            # husband), said by who they are to the child
            own = self.classify(f"I {pair.group(3)}", long_ago)
            parent = pair.group(2).lower()
            spouse = ("wife" if parent in ("mom", "mother", "mum") else "husband") if "married" in pair.group(3) else ""
            if kin := _wedded_as(own, pair.group(3), spouse):
                status = next(p.statement for p in own if p.subject == "relationship_status")
                verb, _, done = status[5:].partition(" ")
                own.append(Proposal("relationship", f"family:{kin}",
                                    f"User and {pair.group(1).lower()} {PLURAL_VERBS.get(verb, verb)} {done}"))
            return own
        if ("no longer" in text or "work" in text) and (gone := EMPLOYER_NO_LONGER.match(text)):
            # "I'm no longer at Deloitte", "I don't work for Acme anymore": the employer named is the user's no more
            return [Proposal("user_model_attr", "occupation:employer",
                             _sentence("User " + third_person(text[gone.start(1):]) if gone.group(1) else
                                       "User is " + text[gone.start(2):]), "retract", confidence=0.6)]
        if text[:2].lower() == "we" and (" speak" in text or " spoke" in text) and (
                m := HOUSEHOLD_SPEAKS.match(text)):
            # "We speak Georgian at home", "at home we speak Hindi and Tamil": the household's language is the user's
            return [Proposal("user_model_attr", f"language:{language}", _sentence(f"User's household {m.group()[3:]}"),
                             confidence=0.6) for language in _words(m.group("languages")) if language in lx.LANGUAGES]
        if ("mine" in text or "ours" in text) and (m := ANIMAL_IS_MINE.match(text)):
            # "The bearded dragon is mine, though", "Biscuit, the beagle mix we took in, is ours for good now": an
            # animal said to be the user's (or the household's) is their pet
            animal = ANIMAL_IS_MINE_CUT.split(m.group(1), 1)[0]
            return [p for p in self.things(f"a {animal}", "User has", negative=False) if p.subject.startswith("pet:")]
        if "income is" in text and (m := INCOME_IS.match(text)) and not (
                m.group()[:2].lower() not in ("my", "ou") and INCOME_OF_ANYONE.match(text, m.end())):
            # "household income is about $52k", "our combined income is $140k": what the user's household earns
            said = _sentence("User's "
                             + third_person_possessive(re.sub(r"^(?:my|our) ", "", m.group(), flags=re.I)))
            return [Proposal("fact", "finance:income", said, sensitivity="sensitive", confidence=0.6)]
        if not USER_SUBJECT.match(text):
            return []  # no rule below can match: see USER_SUBJECT
        if caseless(text[:2]) == "it" and not PAIR_EVENT.match(text):
            # "it", "it's", "its" open one clause in six that gets this far ("It's been a while since ..." is read
            # above), and no rule below can match one: each opens on the user's "I", "my", "we" or "our" (and a
            # pair's event on a name: "Ivy and I got married"), which test_extract_classify_gates reads off its pattern
            return []
        diet = DIET_REACHED.search(text) if "," in text else None  # (its match opens on a comma)
        if diet and re.match(r"(?:i|i'm|im)\b", text, re.I):
            # "I eat fish again, so pescatarian now": the diet it comes to is what lasts
            return [Proposal("user_model_attr", "diet", _sentence(f"User is {diet.group(1).lower()}"), confidence=0.65)]
        text = own_clause(text)
        if " now" in text and WHEREABOUTS_NOW.match(text):
            return []  # "I'm in Prague now": where the user is this moment, no home
        # "these days", "now" at the end: when it holds is the belief's own time, not what it names. (Its search tries
        # every space; a clause, its whitespace made single spaces above, that ends on none of them is passed by.)
        if caseless(text[-6:]).endswith(("days", "lately", "now")):
            text = NOWADAYS_TAIL.sub("", text)
        if (job := JOB_THERE.match(text)) and _singular(job.group(1).lower()) in lx.JOBS:
            text = text[: job.end(1)]  # "I'm a QA engineer there": the job is named; "there" only says where
        # What the clause is about must be named in it ("married to him" names the marriage). The tie is cut only
        # from a phrase that holds its words, as the caseless phrase holds "ed to h" wherever "married to him" or
        # "engaged to her" is, and "care" wherever "caregiver" or "carer" is (most clauses hold neither).
        phrase = _phrase(text)
        if "ed to h" in (low := caseless(phrase)) or "care" in low:
            phrase = MARRIED_TO_PRONOUN.sub("", phrase)
        if unresolved(phrase):
            return []
        # The rewrites of the user's "I" below each match only at a clause's start, and only on an "i" (in either
        # case, or the dotted or dotless capital a case-blind pattern takes for one): a clause opening "my", "we" or
        # "our" is passed by on one look at its first letter, not six matches.
        if caseless(text[:1]) == "i":
            text = IM.sub("I'm", text)
            text = IVE.sub("I've", text)
            # A learner's "I am live in Valencia" is "I live in Valencia" ("I'm live on Twitch", contracted, is no home)
            text = _rewritten_start(LEARNER_AM_LIVE, r"\1 ", text)
            if "since" in text and (since := LEARNER_SINCE_FIRST.match(text)):
                # A learner's word order: "I have since three years a cat" is "I have a cat since three years"
                text = f"{since.group(1)} {since.group(3)} {since.group(2)}{text[since.end():]}"
            # Emphatic "do" ("I do love hiking") says the same as the plain verb.
            text = _rewritten_start(EMPHATIC_DO, r"\1 ", text)
            # "I use to" is a common spelling of "I used to".
            text = _rewritten_start(USE_TO, r"\1 used to", text)
            # "I also have a dog", "I actually have a cat": the adverb adds nothing the rules key on.
            text = _rewritten_start(ADVERB_AFTER_I, r"\1 ", text)
        if "ork" in text and (m := WORKING_AS.match(text)) and (
            (job := _head(m.group(2))) in lx.JOBS or job in lx.TITLES
        ):
            # "I'm currently working as ..." is "I am ...": the rest after "I" is what the user is doing
            said = _sentence("User " + third_person(f"am {text[4:]}" if text[:4].lower() == "i'm " else text[2:]))
            found = [Proposal("user_model_attr", "occupation", said, confidence=0.65)]
            if _employer_named(m.group(2)) or EMPLOYER_BEFORE_AS.search(text, 0, m.start(1)):
                # "I work as an accountant at Deloitte": who for, as "I'm an accountant at Deloitte" says it
                found.append(Proposal("user_model_attr", "occupation:employer", said, confidence=0.6))
            place = PLACE_NAMED.search(m.group(2))
            if place and not ({w.lower() for w in place.group(1).split()} & (lx.TECH | lx.LANGUAGES)):
                found.append(Proposal("user_model_attr", "location:home", said, confidence=0.6))
            return found
        if "ing " in text and (m := PROGRESSIVE.match(text)) and (base := lx.ING_FORMS.get(m.group(4).lower())) and (
            HABIT.search(text, m.end()) or (base in lx.PURSUITS and PER_PERIOD.search(text, m.end()))
        ):
            # the habit keyed as its simple present says it; the statement keeps the user's own words
            plain = f"I {'do not ' if m.group(2) else ''}{m.group(3)}{base}{text[m.end():]}"
            said = _sentence("User is " + third_person_possessive(m.group(1) + text[m.end():]))
            return [replace(p, statement=said) for p in self.classify(plain, long_ago)]
        if ("joining" in text or "starting at" in text) and (m := JOINING_AS.match(text)) and (
                _head(_phrase(m.group(3))) in lx.JOBS):
            # "I'm joining Deloitte as a senior consultant on the 3rd": the job taken, and who it is with
            said = _sentence("User is " + third_person_possessive(_phrase(m.group(1))))
            return [Proposal("user_model_attr", "occupation", said, confidence=0.6),
                    Proposal("user_model_attr", "occupation:employer", said, confidence=0.6)]
        if "treat" in text and (m := TREATED_FOR.match(text)):
            # "I'm being treated for postpartum depression": the condition treated is the user's
            said = _sentence("User is " + third_person_possessive(_phrase(m.group(1))))
            return [replace(p, statement=said) for p in self.having(m.group(2)) if p.subject.startswith("health:")]
        if " from " in text and ("ecover" in text or " back " in text or "heal" in text or "rehab" in text) and (
                m := RECOVERING_FROM.match(text)):
            # "I'm just coming back from a stress fracture in my left foot": the injury healing is the user's, as
            # "I have a stress fracture" says it (a cold or the flu, passing, is none)
            said = _sentence("User is " + third_person_possessive(_phrase(m.group(1))))
            return [replace(p, statement=said) for p in self.having(_a(m.group(2)) if m.group(2)[:2].lower() not in (
                "a ", "an") else m.group(2)) if p.subject.startswith("health:")]
        if "diagnosed" in text and (m := DIAGNOSED_AFTER.search(text)) and FIRST_PERSON_CLAUSE.match(text):
            # "I switched to green tea after I was diagnosed with acid reflux": two facts, the condition (sensitive)
            # and what the user did since, which says nothing of their health without it
            return self.classify(text[:m.start()], long_ago) + self.classify(m.group(1), long_ago)
        if "diagnosed" in text and (m := DIAGNOSED.match(text)):
            # "I was diagnosed with type 2 diabetes in March": the condition, had ever since
            # the statement keeps how the user said it ("was diagnosed"), not "has been"
            said = _sentence("User " + third_person(text.split(" ", 1)[1]))
            return [replace(p, statement=said) for p in self.having(f"been diagnosed with {m.group(1)}")]
        if (" moved" in text or "relocated" in text) and (m := HAVE_MOVED.match(text)):
            return self.acting(m.group(1), long_ago)  # "I have relocated to Edinburgh" is "I relocated to ..."
        if ("started" in text or "begun" in text or " up " in text) and (m := HAVE_STARTED.match(text)) and (
                m.group(2).split()[0].lower() in lx.PURSUITS):
            # "I've started running again" is "I started running again" (a pursuit by name: "started looking for a
            # job", "started packing" are errands)
            said = _sentence("User has " + third_person_possessive(text[m.start(1):]))  # in the user's words
            return [replace(p, statement=said) for p in self.acting(
                f"{PAST_OF_PERFECT.get(m.group(1).lower(), m.group(1))} {m.group(2)}", long_ago)]
        if text[1:2] in (" ", "'") and _immigration_hint(text) and (m := IMMIGRATION_STATUS.match(_phrase(text))):
            # "I'm only PR", "I'm here on a student visa", "I just got my green card", "I passed my citizenship test":
            # the user's standing in the country, one sensitive key whatever its name, so a later one supersedes it
            said = re.sub(r"^i(?:'m| am) ", "User is ", m.group(0), flags=re.I)
            return [Proposal("user_model_attr", "identity:immigration_status",
                             _sentence(said if said[:5] == "User " else "User " + (said[2:] if said[2:6].lower() in (
                                 "came", "move") else third_person(said[2:]))),
                             sensitivity="sensitive", confidence=0.6), *_from_country(text, m.end()),
                    *_visa_sponsor(_phrase(text), m),
                    *([Proposal("user_model_attr", "location:home", _sentence(f"User is {home.group(1)}"),
                                confidence=0.6)] if "living" in text and (home := LIVING_AFTER.match(text, m.end()))
                      else [])]
        if "person" in text and (m := KIND_OF_PERSON.match(text)):
            # "I'm a tea person", "a coffee person through and through": the liking, keyed as "I like tea" is
            return [Proposal("preference", f"preference:{_singular(m.group(1).lower()).replace(' ', '_')}",
                             _sentence(f"User is {_phrase(text[m.start(1) - 2:]).strip()}"
                                       if text[m.start(1) - 2:m.start(1)].lower() == "a " else
                                       f"User is a {_phrase(text[m.start(1):])}"), confidence=0.6)]
        if " with " in text and text[:4].lower() == "i'm " and (m := WITH_PROVIDER.match(_phrase(text))) and (
                provider := lx.PROVIDERS.get(m.group(2).lower())):
            # "I'm with Verizon", "I'm not with Verizon anymore": the provider, and one left
            return [Proposal("fact", f"membership:{provider}", _sentence(f"User is {m.group(0)[4:]}"),
                             "retract" if m.group(1) else "assert", confidence=0.6)]
        if ("nymore" in text or "ny more" in text) and (m := NOT_DOING_ANYMORE.match(_phrase(text))) and (
                m.group(1).lower() in lx.PURSUITS):
            # "I'm not running anymore, the knee surgery ended that": the pursuit given up, as "I don't run anymore"
            return [Proposal("user_model_attr", f"activity:{lx.PURSUITS[m.group(1).lower()]}",
                             _sentence(f"User is not {m.group(0)[m.start(1):]}"), "retract", confidence=0.6)]
        if "live" in text and ("nymore" in text or "ny more" in text or "longer" in text) and (
                m := NO_LONGER_LIVES.match(_phrase(text))):
            # "I don't live in Denver anymore", "I no longer live in Ohio": the home said is gone
            return [Proposal("user_model_attr", "location:home", _sentence("User " + third_person(m.group(0)[2:])),
                             "retract", confidence=0.6)]
        if " in " in text and text[:4].lower() == "i'm " and (sized := sizes_in(text[4:])):
            # "I'm a 34x32 in jeans and a 42 regular in suit jackets": sizes worn, never who the user is
            return [Proposal("user_model_attr", key, _sentence(f"User is {text[4:]}"), confidence=0.6) for key in sized]
        if ("board" in text or "PT" in text or "committee" in text) and (m := ON_CIVIC_BOARD.match(text)):
            # "I'm the treasurer on our HOA board": the board sat on, keyed on what it is of
            return [Proposal("fact", f"membership:{_board_key(m.group(1))}",
                             _sentence(f"User is {third_person_possessive(m.group(0)[4:])}"), confidence=0.6)]
        if "board" in text and BOARD_OPENING.match(text) and (found := self.org_board(text)):
            return found
        if (" job " in text or " office " in text or "workplace" in text) and (m := MY_JOB_IN.match(text)):
            # "I drive 90 min each way to my job in Sacramento", "my office is in Midtown": where the user works
            return [Proposal("user_model_attr", "location:work", _sentence(
                "User " + third_person_possessive(third_person(_phrase(text)[2:])) if text[:2].lower() == "i "
                else "User's " + third_person_possessive(_phrase(text)[3:])), confidence=0.6)]
        if "library card" in text and (m := LIBRARY_CARD.match(text)) and (slug := _named_slug(m.group(1))):
            # "I read on Libby through my Multnomah County library card": the library named is one the user belongs to
            return [Proposal("fact", f"membership:{slug}_library", _sentence(
                "User " + third_person_possessive(third_person(_phrase(text)[2:]))), confidence=0.6)]
        if ("give" in text or "donate" in text) and (m := GIVES_AMOUNT.match(text)):
            # "I personally give about 10% of my income, roughly $9k a year": what the user gives away, their money
            return [Proposal("fact", "finance:charitable_giving", _sentence(
                "User " + third_person_possessive(third_person(_phrase(text)[2:]))), sensitivity="sensitive",
                confidence=0.6)]
        if "podcast" in text and (m := PODCAST_MADE.match(text)):
            # "I host a podcast about Tolkien's invented languages": making one, not listening to them
            return [Proposal("user_model_attr", "activity:podcasting", _sentence(
                f"User {m.group(1)}{m.group(2)}s {third_person_possessive(m.group()[m.end(2) + 1:])}"), confidence=0.6)]
        if "olunteer fire" in text and VOLUNTEER_FIREFIGHTER.match(text):
            # a volunteer's pursuit, no job (the day job is said apart: "on top of my day job as an electrician")
            job = DAY_JOB_AS.search(text)
            return [Proposal("user_model_attr", "activity:volunteer_firefighting",
                             _sentence(f"User is {_phrase(text[4:])}"), confidence=0.6),
                    *([Proposal("user_model_attr", "occupation",
                                _sentence("User's " + job.group(0)[3:].replace(" job as ", " job is as ", 1)),
                                confidence=0.6)] if job and _head(job.group(1)) in lx.JOBS else [])]
        if ("longer" in text or "nymore" in text or "ny more" in text) and (m := NO_LONGER_A_JOB.match(text)) and (
                _head(job := m.group("job") or m.group("was")) in lx.JOBS) and (slug := topic_slug(job)):
            # "I'm not a corrections officer anymore": the job left is history, the occupation taken back
            said = _sentence("User is " + re.sub(r"^i(?:'m| am|m) ", "", m.group(), flags=re.IGNORECASE))
            return [Proposal("user_model_attr", "occupation", said, "retract", confidence=0.6),
                    Proposal("user_model_attr", f"history:{slug}", said, confidence=0.6)]
        if ("longer" in text or "nymore" in text or "ny more" in text) and (m := NO_LONGER_EMPLOYED.match(text)):
            # "I'm no longer part of Ridgeline Roofing in any way": the employer named is no longer the user's
            left = _phrase(text)
            return [Proposal("user_model_attr", "occupation:employer", _sentence("User " + third_person(
                f"am {left[4:]}" if left[:4].lower() == "i'm " else left[2:])), "retract", confidence=0.6)]
        if ("cout" in text or "4" in text or "OTC" in text or "FFA" in text or "rownies" in text) and (
                m := IN_YOUTH_CORPS.match(text)):
            # "I'm in Scouts BSA", "I'm in Girl Scouts": a youth organization the user belongs to (no place)
            return [Proposal("fact", f"membership:{topic_slug(m.group(1).replace('-', ''))}",
                             _sentence("User is " + third_person_possessive(IM_OR_I_AM.sub("", text[:m.end()], 1))),
                             confidence=0.6)]
        if (" in " in text or "part of" in text) and (m := IN_A_GROUP.match(text)) and (
                club := topic_slug(m.group(1))) and club not in NO_MEMBERSHIP:
            # "I'm in the Tuesday night knitting group at the library": a member, keyed on the group
            return [Proposal("fact", f"membership:{club}",
                             _sentence("User is " + third_person_possessive(_phrase(IM_OR_I_AM.sub("", text, 1)))),
                             confidence=0.6)]
        if "member" in text and (m := MEMBER_OF.match(text)) and (
                club := _name_with_of(_phrase(m.group(1))) or topic_slug(_phrase(m.group(1)))) and (
                club not in NO_MEMBERSHIP):
            # "I'm a member of the YMCA": the membership, keyed on what of (a team, a family or a parliament is none)
            return [Proposal("fact", f"membership:{club}",
                             _sentence(f"User is {third_person_possessive(_phrase(m.group(0)[4:]))}"), confidence=0.6)]
        if "back home to" in text and (home := BACK_HOME.match(text)):
            # "I'm moving back home to the Philippines for good", "we moved back home to Ohio": where the user is from
            being, having, done = home.group(1), home.group(2), text[home.start(3):home.end()]
            said = _sentence("User " + ("is " + done if being else "has " + done if having else third_person(done)))
            found = [Proposal("user_model_attr", "location:origin", said, confidence=0.6)]
            if re.search(r"\b(?:moved|relocated) back\b", done, re.I):
                found.append(Proposal("user_model_attr", "location:home", said, confidence=0.6))  # and lives there now
            return found
        # ("officially" or "finally" before a role come to: "I'm officially an ADA now", "I'm finally a nurse")
        if m := _m(r"i(?:'m| am) (?:also |still |now |actually |really |currently |"
                   r"(?:officially|finally) (?=an? ))?(.+)", text):
            if ("riving" in m.group(1) or "elivering" in m.group(1) or "ashing" in m.group(1)) and (
                    gig := GIG_DRIVING.match(m.group(1))):
                # "I'm a woman driving Lyft at night in Atlanta", "I'm delivering for DoorDash": the gig is a job
                return [Proposal("user_model_attr", "occupation", _sentence(f"User is {gig.group()}"), confidence=0.6)]
            if "out of the " in m.group(1) and (out := OUT_OF_THE_SCENE.fullmatch(_phrase(m.group(1)))) and (
                    pursuit := lx.PURSUITS.get(out.group(1).lower()) or (
                        out.group(1).lower() if out.group(1).lower() in lx.SPORTS else None)):
                # "I'm out of the cosplay scene now", "out of the climbing scene for good": a pursuit given up, taken
                # back as "I quit cosplaying" is
                return [Proposal("user_model_attr", f"activity:{pursuit}", _sentence("User is " + out.group()),
                                 "retract")]
            found = _listed(self.being(m.group(1)))
            if not found and (m.group(1)[:1].isupper() and (programs := _tiered_programs(m.group(1)))):
                return programs
            if found and found[0].subject[7:] in lx.MEDICATIONS and (course := BEING_ON_MEDICINE.match(m.group(1))):
                found = _medicines(course, found[0].statement)  # "on metformin and lisinopril": each of them
            if found and found[0].subject == "occupation" and (
                    " so " in found[0].statement or "ecause" in found[0].statement) and (
                    then := JOB_SO_THEN.search(found[0].statement)) and (
                    HEALTH_WORDS_CASELESS.search(caseless(found[0].statement[then.end():]))):
                # "I'm a vet tech at an exotics clinic so I see a LOT of metabolic bone disease": what the job brings
                # is no part of it (nor its health words a health of the user's)
                found[0] = replace(found[0], statement=_sentence(found[0].statement[:then.start()]))
            if found and found[0].subject.startswith("history:") and (now := JOB_NOW.search(m.group(1))) and (
                    job := self.being(now.group(1) if now.group(1)[:2].lower() in ("a ", "an") else _a(now.group(1)))
            ) is not None and job.subject == "occupation":
                found.append(job)  # "a former petroleum engineer retraining as an electrician": the job now, too
            if found and found[0].subject == "relationship_status" and (
                    " with " in m.group(1) or " w" in m.group(1)) and (
                    kid := PARENT_WITH_CHILD.search(_phrase(m.group(1)))):
                # "I'm a single dad with a 12-year-old", "a single dad w 2 girls": the child is the user's too
                had = kid.group()[kid.end("w") - kid.start():]
                found += [p for p in self.things(had, "User has", negative=False) if p.subject.startswith("family:")
                          ] if kid.group(1) else [Proposal("relationship", "family:kid", _sentence(f"User has {had}"),
                                                           confidence=0.6)]
            if found and " and " in m.group(1) and found[0].subject != "diet" and (
                    diet := DIET_AND.search(_phrase(m.group(1)))):
                # "I'm lactose intolerant and pescatarian": the diet said second is the user's too
                found.append(Proposal("user_model_attr", "diet", _sentence(f"User is {diet.group(1).lower()}"),
                                      sensitivity=_diet_sensitivity(diet.group(1)), confidence=0.65))
            if found and found[0].subject == "diet" and " and " in m.group(1) and (
                    allergic := DIET_THEN_ALLERGY.match(m.group(1))) and (
                    allergy := self.being(allergic.group(1).split("(", 1)[0].rstrip())) is not None and (
                    allergy.subject.startswith(
                    "health:allergy:")):
                found.append(allergy)  # "I'm vegetarian and allergic to shellfish": the allergy said second, too
            if found and found[0].sensitivity == "sensitive" and found[0].belief_type == "fact" and (
                    aids := _aids(m.group(1))[0]) and found[0].subject == aids[0]:
                found += [replace(found[0], subject=aid) for aid in aids[1:]]  # "on an Omnipod 5 + Dexcom G7"
            if found and found[0].subject.startswith("os:") and (editor := EDITOR.search(_phrase(text))):
                found.append(Proposal("preference", "preference:editor", _sentence(f"User is on {editor.group()}"),
                                      confidence=0.6))
            if found and found[0].subject.startswith("os:") and " on " in m.group(1)[3:] and (
                    machine := SYSTEM_ON_MACHINE.search(m.group(1))):
                # "I'm on Ubuntu 22.04 on a ThinkPad X1 Carbon": the machine the system runs on is the user's too
                found += [p for p in _device(machine.group(1), m.group(1)[machine.end():])
                          if p.subject.startswith("device:")]
            if found and found[0].subject.startswith("language:") and (
                more := LANGUAGE_AND.search(_phrase(m.group(1)))
            ):
                # "fluent in German and French": each language is its own
                for language in _words(more.group()):
                    if language in lx.LANGUAGES and f"language:{language}" != found[0].subject:
                        found.append(replace(found[0], subject=f"language:{language}"))
            if found and found[0].subject == "age" and "," in text and (then := AGE_THEN_JOB.match(m.group(1))) and (
                    job := self.being(then.group(1))) is not None and job.subject == "occupation":
                found.append(job)  # "I'm 34, a high school chemistry teacher": the age, and the job said after it
            if found and found[0].subject == "age" and "," in text and (
                    status := AGE_THEN_STATUS.match(m.group(1))) and (
                    not (partner := _m(r".*?\b(?:to|from) (.+)", status.group(1))) or _a_person(partner.group(1))):
                # "I'm 52, married 25 years to Tom", "I'm 40, divorced, two kids": the age, and the status listed
                # after it, as "I'm married" says it (married to a person: not "to the job")
                found.append(Proposal("user_model_attr", "relationship_status",
                                      _sentence(f"User is {third_person_possessive(status.group(1))}"),
                                      confidence=0.6))
            if found and found[0].subject == "age" and "," in text and (states := AGE_THEN_STATES.match(m.group(1))):
                # "I'm 17, gay, and live in Texas", "I'm 26, single, zero obligations": the age, and each word said of
                # the user after it that is who they are (a status, a diet, an identity)
                found += [p for word in re.split(r",\s*(?:and\s+)?", states.group(1).strip(", "))
                          if (p := self.being(word)) is not None and (
                              p.subject in ("relationship_status", "diet") or p.subject.startswith("identity:"))]
            if found and found[0].subject == "age" and "," in text and (place := AGE_THEN_PLACE.match(m.group(1))):
                # "I'm 18, from Sheffield": the age, and where the user is from (or lives: "31, based in Leeds")
                said = place.group()[place.group().index(",") + 1:].strip()
                found.append(Proposal("user_model_attr", "location:home" if place.group(1) else "location:origin",
                                      _sentence(f"User is {said}"), confidence=0.6))
            if found and found[0].subject == "age" and " and " in text and (then := AGE_AND_THEN.match(m.group(1))):
                # "I'm 70 and live alone in Tucson", "I'm 37 and pregnant with my second": the age, and the user's
                # own clause after it, read as said with "I" or "I'm"
                more = self.classify(f"I {then.group(1)}", long_ago) or self.classify(f"I'm {then.group(1)}", long_ago)
                found += [p for p in more if p.subject != "age"]
            if found and found[0].subject == "occupation" and "years of " in text and (
                    years := JOB_WITH_YEARS.search(m.group(1))) and (
                    slug := topic_slug(re.sub(r"\s+experience$", "", years.group(1), flags=re.I))):
                # "a smart contract auditor at Trail of Bits with about five years of Solidity": the job, and the
                # years of a skill said with it
                found.append(Proposal("user_model_attr", f"experience:{slug}", _sentence(
                    f"User has {years.group()[5:]}"), confidence=0.6))
            if found and found[0].subject == "occupation" and ("based" in text or "from" in text or "living" in text):
                # "I'm a freelance illustrator based in Lisbon, originally from São Paulo": where the user lives and
                # where they are from, said after the job
                found += [Proposal("user_model_attr", "location:home" if place.group(1) else "location:origin",
                                   _sentence(f"User is {place.group().strip(', ')}"), confidence=0.6)
                          for place in JOB_PLACES.finditer(m.group(1))]
            if found and found[0].subject == "occupation" and "from" in text and not any(
                    p.subject == "location:origin" for p in found):
                found += _from_country(text, m.start(1))  # "an international student from Nigeria"
            if found and found[0].subject == "age" and ("from" in text or "living" in text or "based" in text):
                # "I'm a 24 year old woman from Argentina", "a 30 yo guy from Lagos living in London": a person said
                # by their age is the user, so where they are from and where they live are the user's too
                found += [Proposal("user_model_attr", "location:home" if place.group(1) else "location:origin",
                                   _sentence(f"User is {place.group().strip(', ')}"), confidence=0.6)
                          for place in JOB_PLACES.finditer(m.group(1))]
                if "from" in text and not any(p.subject == "location:origin" for p in found) and (
                        origin := AGED_PERSON_FROM.match(m.group(1))):
                    found.append(Proposal("user_model_attr", "location:origin",
                                          _sentence(f"User is from {origin.group('place')}"), confidence=0.6))
            if found and found[0].subject == "occupation" and ("-old" in text or " old " in text) and (
                    aged := AGED_JOB.match(m.group(1))):
                # "a 34-year-old software engineer": the age, and the job
                found.append(Proposal("user_model_attr", "age", _sentence(f"User is {aged.group(1)} years old"),
                                      confidence=0.6))
            if found and found[0].subject == "occupation" and "stationed" in text and (
                    post := STATIONED_AT.search(m.group(1))):
                # "active duty Air Force, stationed at Ramstein": where the user serves is where they live
                found.append(Proposal("user_model_attr", "location:home", _sentence(f"User is {post.group()}"),
                                      confidence=0.6))
            if found and found[0].subject in ("occupation", "history:military") and "rating" in text and (
                    rated := RATED_FOR.search(m.group(1))):
                # "an Army vet with a 70% VA rating for PTSD and tinnitus": the conditions rated are the user's
                found += [Proposal("fact", f"health:{word}", _sentence(f"User has a {rated.group()}"),
                                   sensitivity="sensitive", confidence=0.6)
                          for word in _words(rated.group(1)) if word in lx.CONDITIONS]
            if found and found[0].subject == "occupation" and " and my " in text and (
                    body := JOB_AND_MY.search(m.group(1))):
                # "I'm a respiratory therapist and my left knee has been wrecked since my meniscus surgery": the job
                # ends where the user's body begins, and what is said of their body is their health
                found = [replace(found[0], statement=_sentence("User is " + third_person_possessive(
                    m.group(1)[:body.start()]))), *found[1:]]
                found += [p for p in _listed(self.possessive(m.group(1)[body.end():]))
                          if p.subject.startswith("health:")]
            if found and found[0].subject == "occupation" and "student" in text and STUDENT_AT.search(
                _phrase(m.group(1))
            ):
                # "a second-year nursing student at the University of Manchester": where the user studies, too
                found.append(Proposal("user_model_attr", "education", _sentence(f"User is {_phrase(m.group(1))}"),
                                      confidence=0.6))
            elif found and found[0].subject == "occupation" and (_employer_named(m.group(1)) or ((
                    " of " in m.group(1) or " at " in m.group(1)) and EXECUTIVE_OF.search(m.group(1)))):
                # "I'm a backend dev at Stripe": who the user works for, as "I work at Stripe" says it
                found.append(Proposal("user_model_attr", "occupation:employer",
                                      _sentence(f"User is {_phrase(m.group(1))}"), confidence=0.6))
            return found
        if _m(
            r"i (?:was|used to be) (?:a |an )?(?:little |small |young )?"
            r"(?:kid|child|teen|teenager|baby|boy|girl|mess)\b",
            text,
        ):
            return []
        if m := _m(r"i (?:was|used to be) (a|an) (.+)", text):
            slug = topic_slug(NOUN_PHRASE_END.split(m.group(2))[0])
            statement = _sentence(f"User was {m.group(1)} {third_person_possessive(m.group(2))}")
            return [Proposal("user_model_attr", f"history:{slug}", statement, confidence=0.55)] if slug else []
        if ("smok" in text or "vap" in text) and (m := USED_TO_SMOKE.match(text)) and not LONG_AGO_BACK.search(
                text, m.end()):
            # "I used to smoke, quit about 6 years ago": a smoker no longer, as "I quit smoking" says
            return [Proposal("fact", f"health:{'vaping' if m.group(1).lower().startswith('vap') else 'smoking'}",
                             _sentence("User " + third_person(_phrase(text[2:]))), "retract",
                             sensitivity="sensitive", confidence=0.6)]
        if m := _m(r"i used to (.+)", text):
            statement = _sentence(f"User used to {third_person_possessive(m.group(1))}")
            if "teach" in m.group(1) and TEACHES_SCHOOL.match(m.group(1)):
                # "I used to teach high school English before I moved into instructional design at Pearson": a
                # teacher's career, over, and the work moved into after it
                said = _sentence("User used to " + third_person_possessive(TAUGHT_THEN.split(m.group(1), 1)[0]))
                return [Proposal("user_model_attr", "history:teaching", said, confidence=0.55),
                        *_moved_into_work(m.group(1))]
            if (slug := self.pursued(m.group(1))) is None:
                # what was done, its verb's gerund: "used to go biking" is cycling, "used to run marathons"
                # running_marathon, "used to have fish" fish (a verb's bare form counts where it is the verb); keyed
                # on what was done, not on a comma's afterthought ("play guitar, quit in college")
                did = _phrase(m.group(1))
                done = re.sub(r"^(?:be|have|go|do|play|live in|work)\s", "", did)
                if done[:4].lower() == "run " and _business(done[4:], run=True):
                    done = done[4:]  # "used to run a bakery": the business, no running
                slug = _pursuit_head(topic_slug(done), done == did)
            return [Proposal("user_model_attr", f"history:{slug}", statement, confidence=0.55)] if slug else []
        if m := _m(r"i(?:'ve| have) (.+)", text):
            return self.having(m.group(1))
        if m := _m(r"my ((?:[\w'-]+ ){0,2}([\w'-]+)) and i (.+)", text):
            # "My wife and I have two kids": the user shares what the pair does or has.
            head = _singular(m.group(2).lower())
            if head not in lx.FAMILY and m.group(2)[:1].isupper() and len(named := m.group(1).split()) > 1:
                head = _singular(named[-2].lower())  # "My fiancée Priya and I": the relative, then their name
            own = self.classify("I " + re.sub(r"^are\b", "am", m.group(3), flags=re.I))
            if not own and m.group(3)[:9].lower() == "are both " and BOTH_PLURAL.match(m.group(3)):
                # "My husband and I are both public school teachers": what each is, the pair's "both" aside (a
                # plural of a kind, not a state: "both retired")
                own = self.classify("I am " + m.group(3)[9:])
            if head in lx.FAMILY and (own or (head not in lx.ACQUAINTANCES and head != "family" and not unresolved(
                    _phrase(m.group(3))))):
                # a relative the user does something with is the user's, whatever they do ("My wife and I are
                # planning our anniversary trip"); a friend or a colleague only when what they do is the user's too
                statement = _sentence(f"User and their {m.group(1)} " + OURS.sub(
                    lambda w: OURS_THEIRS[w.group().lower()], third_person_possessive(m.group(3))))
                # "my fiancée and I got married": a fiancée no longer, a spouse
                kin = _wedded_as(own, m.group(3), _kin(head)) or _kin(head)
                if kin in lx.PARTNERS_PARTED and PAIR_PARTED.match(m.group(3)):
                    # "My girlfriend and I broke up last month": a girlfriend no longer
                    own.insert(0, self.resolved(Proposal("relationship", f"family:{kin}", statement, "retract")))
                    return own
                own.insert(0, Proposal("relationship", f"family:{kin}", statement))
            return own
        if ("setup" in text or "set-up" in text or " rig " in text) and (m := MY_SETUP.match(text)):
            # "my setup is a 2019 Mac mini + two Dell monitors": each device in it is the user's
            return [p for item in SETUP_ITEMS.split(_phrase(m.group(1)))
                    for p in self.things(item, "User has", negative=False) if p.subject.startswith("device:")]
        if " job is " in text and (job := WHICH_JOB_IS.match(text)) and (job.group(1) or job.group(3)):
            # "Day job is product manager at Stripe" ("my" left out, as chat does), "my job is nurse at St. Luke's":
            # the job, and who it is for when named
            found = _listed(self.possessive(job.group(2)))
            if found and found[0].subject == "occupation" and _employer_named(f" {_phrase(job.group(4))}"):
                found.append(replace(found[0], subject="occupation:employer", confidence=0.6))
            return found
        if m := _m(r"my (.+)", text):
            return _listed(self.possessive(m.group(1)))
        if text[:4].lower() == "our " and (m := OUR_CHILD.match(text)):
            # "Our daughter Nora is 6 weeks old": a child of the pair is the user's, as "my daughter" is; only the
            # relative is kept ("our" may be the household's, whose other doings are not the user's own)
            kin = self.possessive(m.group(1))
            return [kin] if kin and kin.subject.startswith(("family:", "pet:")) else []
        if (m := TEAM_MOVED.match(text)) and (moved := _migration(m.group(1), "User's team")):
            return moved  # "We moved off MySQL to Postgres last month": the team's database now, and the one left
        if (m := STACK.match(text)) and (slug := topic_slug(m.group(1))):
            # "We're on Postgres 15": the team's database
            said = text[: m.start(1)].split()[-1].lower()  # the user's own verb: "we run SQL Server", "we're on"
            verb = f"is {said}" if said in ("on", "using", "running") else said if said.endswith("s") else f"{said}s"
            return [Proposal("fact", f"database:{slug}", _sentence(f"User's team {verb} {m.group(1)}"),
                             portability="local", confidence=0.6)]
        if (m := _m(r"i (?:just |finally |now )?(decided|chose|settled on) (.+)", text)) and (
            PROJECT_DECISION.search(m.group(2))
        ):
            return self.own_decision(m.group(1), m.group(2), "User")
        if m := _m(
            r"(?:we|our team)(?:'ve| have| has)? (?:just |finally |now )?(decided|agreed|chose|settled on|"
            r"are going with|went with|will use|are using|use|standardized on|switched to) (.+)",
            text,
        ):
            if text[:2].lower() == "we" and not PROJECT_DECISION.search(m.group(2)):
                # "we" is a household as often as a team: "we went with dark green cabinets" is a purchase, no
                # team decision; a decision keys here only when it is about the work
                return []
            return _listed(self.decision(m.group(1), m.group(2)))
        if (m := _m(r"i (.+)", text)) or (m := PAIR_EVENT.match(text)):
            # "Jordan and I broke up in January", "Sam and I got married": the pair's event is the user's
            found = self.acting(m.group(1), long_ago)
            if text[:2].lower() == "we" and (kin := _wedded_as(found, m.group(1))):
                # "we got married in 2019": the user has a spouse (a fiancé, engaged), said as the marriage is
                said = next(p.statement for p in found if p.subject == "relationship_status")
                found.append(Proposal("relationship", f"family:{kin}", said))
            if found and ("been at it" in text or "been doing " in text) and AT_IT_FOR.search(text) and (
                    kept := next((p for p in found if p.subject.startswith("activity:") and p.polarity == "assert"),
                                 None)):
                # "I brew my own beer, been at it about 3 yrs": the pursuit, kept up for years, is experience too
                found.append(replace(kept, subject=f"experience:{kept.subject.split(':', 1)[1]}"))
            return found
        if "live" in text and (m := WE_LIVE.match(text)):
            # "We live on a farm", "we live in pa": where the user's household lives is where the user lives
            return [replace(p, statement=OURS.sub(lambda w: OURS_THEIRS[w.group().lower()],
                                                  p.statement.replace("User lives", "User's household lives", 1)))
                    for p in self.acting(m.group(1), long_ago) if p.subject == "location:home"]
        if (" in " in text or "stationed" in text) and (m := WE_ARE_IN.match(text)) and (
                home := self.being(m.group(1))) is not None and home.subject == "location:home":
            # "we r in el paso", "We're in El Paso": where the household is, as "I'm in Denver" says the user is
            return [replace(home, statement=_sentence(f"User's household is {home.statement[len('User is '):]}"))]
        if (" moved" in text or "relocated" in text) and (m := WE_MOVED.match(text)):
            return self.acting(m.group(1), long_ago)  # "we moved up to seattle": the user's household moved
        if " moved" in text and (m := WE_MOVED_INTO.match(text)) and MOVED_INTO_HOME.match(m.group(1)):
            return self.acting(m.group(1), long_ago)  # "we moved into a condo in Sarasota": the household's home
        if " sold " in text and (sold := SOLD_HOME_AND.match(text)):
            # "We sold our condo and bought a farmhouse outside Burlington": the home left, and what came after it
            left = sold.group(1).lower()
            said = _sentence(f"User's household sold their {left}")
            return [Proposal("fact", f"possession:{'house' if left in HOUSE_KINDS else left}", said, "retract",
                             confidence=0.6), *self.classify("We " + text[sold.end():], long_ago)]
        if ("bought" in text or "purchased" in text or "closed on" in text) and (home := BOUGHT_HOME.match(text)):
            # "We finally bought a house in Raleigh": the household's home, and where the user lives
            said = _sentence("User's household " + third_person_possessive(text[3:home.end()]).replace(
                " our ", " their "))
            kind = "house" if home.group(1).lower() in HOUSE_KINDS or "-bed" in home.group(1) else (
                home.group(1).lower())
            found = [Proposal("fact", f"possession:{kind}", said, confidence=0.6)]
            if home.group(2):
                found.append(Proposal("user_model_attr", "location:home", said, confidence=0.6))
            return found
        if (m := HOUSEHOLD.match(text)) and HOUSEHOLD_OWN.match(m.group(2)) and not KEPT_ELSEWHERE.search(m.group(2)):
            # "We have one cat", "we adopted a second cat AND a rabbit", "We have two boys": the household's pets and
            # children are the user's (its meetings and options are not: only those are kept), and none kept
            # somewhere else ("a cat in the office", "25 kids in my class")
            said = re.sub(r"\b(two|three|four|five|\d) (boy|girl)s\b", lambda b: f"{b.group(1)} "
                          f"{'sons' if b.group(2).lower() == 'boy' else 'daughters'}", m.group(2), flags=re.I)
            found = self.having(said) if m.group(1).lower() != "adopted" else self.acting(f"adopted {said}", long_ago)
            # keyed as sons or daughters, said as the user said it ("We have two boys")
            words = _sentence("User has " + third_person_possessive(m.group(2)))
            return [replace(p, statement=words) if said != m.group(2) and p.subject in HOUSEHOLD_KIN else p
                    for p in found if p.subject.startswith("pet:") or p.subject in HOUSEHOLD_KIN]
        if (m := HOUSEHOLD_DRIVES.match(text)) and not KEPT_ELSEWHERE.search(m.group(1)) and not FLEET.search(
                m.group(1)):
            # "We have a 2019 Honda Odyssey", "we drive a Subaru": the household's car is the user's
            return [p for p in self.things(m.group(1), "User has", negative=False) if p.subject.startswith("vehicle:")]
        if m := _m(r"we ((?:no longer|don't|do not|dont) (?:have|own) .+)", text):
            # "so we don't have a dog anymore": the household's pet or car is the user's, and now gone
            return [p for p in self.acting(m.group(1), long_ago) if p.polarity == "retract"]
        if (m := _m(r"we(?:'ve| have) (lived in .+)", text)) and LIVED_SINCE.match(m.group(1)):
            return self.having(m.group(1))  # "we have lived in Leeds for ten years": the household's home
        if "baby" in text and (m := _m(r"we ((?:just |finally |recently )*had (?:a|our) .+)", text)):
            # "We just had our second baby (a girl!!)": the household's child is the user's
            baby = BABY_HAD.search(m.group(1))
            born = re.sub(r"!+", "", baby.group()).replace(" our ", " their ") if baby else ""
            said = born and _sentence("User's household " + born + (")" if born.count("(") > born.count(")") else ""))
            return [replace(p, statement=said) if said else p for p in self.acting(m.group(1), long_ago)
                    if p.subject.startswith("family:")]
        if m := _m(r"we ((?:had to |just |finally )*(?:put|traded in|traded) (?:my|our) .+)", text):
            return self.acting(m.group(1), long_ago)
        return []

    # -- clause shapes -------------------------------------------------------------------

    def kind_one_is(self, said: str) -> Proposal | None:
        """What a bare noun phrase said of the user in chat ("ENFP here", "Total night owl, ...", "As an introvert,
        ...") makes them, where it is a type of person (TYPES_ONE_IS), a pursuit kept up ("natural bodybuilder") or a
        liking ("Huge UFC fan"); None for anything else ("Big mistake", "Total disaster")."""
        kind = self.being(_a(said))
        if kind is None or not (kind.subject.startswith(("activity:", "preference:")) or (
                kind.subject.startswith("identity:") and (
                    kind.subject[9:] in TYPES_ONE_IS or kind.subject[9:].rsplit("_", 1)[-1] in TYPES_ONE_IS))):
            return None
        said = said if said[:2].isupper() else said[:1].lower() + said[1:]
        return replace(kind, statement=_sentence(f"User is {_a(said)}"))

    def pursued(self, done: str, gerund: bool = False) -> str | None:
        """The pursuit a phrase opening on its verb is keyed on as an activity now, when that is the pursuit itself
        ("bike to work", "swim competitively", "cook for my family" are cycling, swimming, cooking), so its history,
        its experience and its taking up are keyed alike; with `gerund`, said as its gerund ("biking to work").
        None when it opens on no pursuit's verb, or the activity is keyed on what is done ("run marathons",
        "paint landscapes") or is none ("run a bakery" is a business)."""
        verb, _, tail = done.partition(" ")
        verb = verb.lower()
        if gerund:
            if not verb.endswith("ing") or (key := lx.PURSUITS.get(verb)) is None:
                return None
            verb = lx.PURSUIT_FORMS[key].split()[0] if key.endswith("ing") else key  # "biking" is "cycle"
            done = f"{verb} {tail}" if tail else verb
        if verb not in lx.PURSUITS or verb not in lx.ACTIVITY_VERBS:
            return None
        return next((key for p in self.acting(done) for kind, _, key in [p.subject.partition(":")]
                     if kind == "activity" and key in lx.PURSUIT_FORMS), None)

    def being(self, rest: str) -> Proposal | None:
        words = _words(rest)
        if not words:
            return None
        # what most of the forms below say, built only by the one that says it (it costs more than most tests)
        def statement() -> str:
            return _sentence("User is " + third_person_possessive(rest))
        if (rest[:3] in ("on ", "off", "tak") or rest[:4] in ("also", "stil", "now ", "curr", "comp", "full", "fina",
                                                                "tota")) and (
                course := BEING_ON_MEDICINE.match(rest)):
            # "I'm on metformin and lisinopril", "I'm taking Lexapro", "I'm off Wegovy now": the user's medicines
            # (those listed after the first are classify's)
            return _medicines(course, _sentence("User is " + third_person_possessive(_phrase(rest))))[0]
        if "driving " in rest[:19] and (driving := DRIVING_NOW.match(rest)) and not DRIVEN_NOT_OWNED.search(
                driving.group(1)) and (cars := [
                p for p in self.things(driving.group(1), "User has", negative=False)
                if p.subject.startswith(("vehicle:", "possession:"))]):
            # "I'm currently driving a 2012 WRX": the car the user drives now is theirs, as "I drive a WRX" says
            return replace(cars[0], belief_type="fact", subject=f"vehicle:{cars[0].subject.partition(':')[2]}",
                           statement=statement())
        if rest[:4].lower() == "the " and FIELD_PERSON.match(rest):
            # "the only software person in a lab of 30 biologists", "the IT guy at my company": the user's role at work
            return Proposal("user_model_attr", "occupation", _sentence("User is " + _phrase(rest)), confidence=0.6)
        if "pro" in rest[:20] and (pro := PRO_PLAYER.match(rest)):
            # "a pro Street Fighter 6 player", "a professional poker player": playing is the user's job (not
            # "semi-pro", a pastime)
            return Proposal("user_model_attr", "occupation", _sentence("User is " + _phrase(pro.group())),
                            confidence=0.6)
        if ("ension" in rest or "SSDI" in rest or "SSI" in rest or "ocial " in rest) and (
                m := INCOME_SOURCE.match(rest)):
            # "I'm living on a pension", "I'm on SSDI because of my MS": what the user lives on
            said = _sentence("User is " + third_person_possessive(m.group()))
            return Proposal("fact", f"finance:{topic_slug(m.group(1))}", said, sensitivity="sensitive", confidence=0.6)
        if "ember" in rest or DIGIT.search(rest):
            said = _phrase(rest)
            if SHOE_SIZE.fullmatch(said):
                # one size, so a new one supersedes it
                return Proposal("user_model_attr", "size:shoe", _sentence(f"User is {said}"), confidence=0.65)
            if SIZE_ALONE.fullmatch(said):
                return None  # "I'm a 34x32", "a 42 regular": a size of something unsaid, no identity

            if (m := NAMED_MEMBER.fullmatch(said)) and (program := loyalty_program(m.group(1))):
                return Proposal("fact", f"membership:{program}", _sentence(f"User is {said}"), confidence=0.6)
            if (m := NAMED_MEMBER.match(said)) and MEMBER_BODY_ACRONYM.fullmatch(m.group(1)) and (
                    m.group(1).lower() not in lx.PARTIES) and MEMBER_SAID_END.match(said, m.end()):
                # "a USEF member", "an AARP member and ...": a body named by its initials, the user a member of it
                return Proposal("fact", f"membership:{m.group(1).lower()}", _sentence(f"User is {m.group()}"),
                                confidence=0.6)
            if (m := NAMED_MEMBER.match(said)) and MEMBER_SAID_END.match(said, m.end()) and (
                    m.group(1).lower() not in lx.PARTIES) and not set(_words(m.group(1))) & MEMBER_STANDINGS and (
                    slug := topic_slug(m.group(1))) and "party" not in slug:
                # "a Trout Unlimited member", "a Sierra Club member if that helps": a body named by its name, the user
                # a member of it (not "a Founding Member", "a Board Member", a standing in one unnamed)
                return Proposal("fact", f"membership:{slug}", _sentence(f"User is {m.group()}"), confidence=0.6)
        if "not" in rest or "no longer" in rest:
            given_up = _m(r"(?:no longer (?:a |an )?(" + _DIETS + r")|not (?:a |an )?("
                          + _DIETS + r") (?:anymore|any more))\b", rest)
            if given_up:
                # "I'm not vegetarian anymore": the diet is over, whatever it was
                diet = (given_up.group(1) or given_up.group(2)).lower()
                return Proposal("user_model_attr", "diet", _sentence(f"User is {_phrase(rest)}"), "retract",
                                sensitivity=_diet_sensitivity(diet), confidence=0.65)
        if m := _m(r"(?:a |an )?(" + _DIETS + r")\b", rest):
            # "vegan on weekdays", "vegetarian except for fish": the qualifier is part of what is said
            qualified = rest[m.end(1):q.end()] if (q := QUALIFIED.match(rest, m.end(1))) else ""
            return Proposal("user_model_attr", "diet", _sentence(f"User is {m.group(1).lower()}{qualified}"),
                            confidence=0.7, sensitivity=_diet_sensitivity(m.group(1)))
        if "stuck" in rest and (m := STUCK_WITH.match(rest)) and (
                had := self.thing(STUCK_THING_END.split(_phrase(m.group(1)), maxsplit=1)[0], False,
                                  _sentence("User has " + _phrase(m.group(1))))) and (
                had.subject.startswith(("device:", "vehicle:"))):
            return had  # "I'm stuck with a 2017 Dell XPS": a device the user has, however little they like it
        if "paying" in rest and (m := PAYS_MEMBERSHIP.match(rest)) and (
                paid := self.thing(m.group(1), False, _sentence("User is " + rest[:m.end()]))) and (
                paid.subject.startswith("membership:")):
            return paid  # "I'm paying for an Equinox membership": the membership held
        if "diet" in rest and (m := ON_A_DIET.match(rest)):
            return Proposal("user_model_attr", "diet", _sentence("User is " + rest[:m.end()]), confidence=0.6,
                            sensitivity=_diet_sensitivity(m.group(1)))
        if _m(r"(?:now |happily )?(?:married|single|divorced|engaged|widowed)\b", rest):
            return Proposal("user_model_attr", "relationship_status", statement(), confidence=0.7)
        if ("separated" in rest or "widow" in rest) and WIDOWED_AS.match(rest):
            # "I'm a widower", "I'm separated now": a status, as "widowed" is (not a kind of person; a "separated"
            # that says from what is no marriage's: "separated from my group")
            return Proposal("user_model_attr", "relationship_status", statement(), confidence=0.65)
        if _m(r"(?:a |an )?(?:single|divorced|widowed) (?:dad|mom|mum|father|mother|parent)\b", rest):
            # "I'm a single dad": the user is the parent, single; not a dad of theirs
            return Proposal("user_model_attr", "relationship_status", statement(), confidence=0.65)
        if ("blind" in rest or "deaf" in rest or "Deaf" in rest or "impaired" in rest or "hearing" in rest) and (
            m := SENSE_LOST.match(rest)
        ):
            # "I'm blind and use a screen reader", "I'm legally blind", "hard of hearing": the user's health
            kept = q.end() if (q := QUALIFIED.match(rest, m.end())) else m.end()  # "blind in one eye"
            return Proposal("fact", f"health:{SENSE_KEYS[m.group(1).lower()]}", _sentence(
                "User is " + third_person_possessive(rest[:kept])), sensitivity="sensitive", confidence=0.65)
        if "doing " in rest and (m := DOING_AT_WORK.match(rest)) and not set(_words(m.group(1))) & HOW_ONE_DOES:
            # "I'm doing UX research at a health-tech startup now": the work the user does, where
            return Proposal("user_model_attr", "occupation", _sentence("User is " + third_person_possessive(
                rest[:m.end()])), confidence=0.6)
        if "'s " in rest and _m(r"(?-i:[A-Z])[a-z]+(?: and (?-i:[A-Z])[a-z]+)?'s (?:dad|mom|mum|father|mother)\b",
                                rest):
            # "I'm Theo's dad": the user has a child, named
            return Proposal("relationship", "family:kid", statement(), confidence=0.6)
        if _m(r"(?:(?:now|officially|finally|recently|newly|happily|fully) )*(?:retired|unemployed)\b", rest):
            return Proposal("user_model_attr", "occupation", statement(), confidence=0.7)
        if "care" in rest and _m(r"(?:(?:basically|now|also|the|a|an|his|her|their|my (?:[\w-]+ )?[\w-]+'s|main|"
                                 r"primary|sole|only|full[- ]time|live-in|family|unpaid) )*(?:caregiver|carer)\b",
                                 rest):
            # "I'm basically her main caregiver", "a full-time carer for my dad": who the user is to someone cared for
            return Proposal("user_model_attr", "identity:caregiver", statement(), confidence=0.6)
        if (m := BELIEF_SAID.match(rest)) and (m.group("article") or not m.group("politics") or (
                m.group("politics").lower() in lx.POLITICS_BARE)):
            # Faith, orientation and a political view or party, said of oneself: sensitive, and keyed on the word for it
            # whatever is said of how much ("a devout Catholic", "a lifelong Democrat", "a proud gay man" are catholic,
            # democrat, gay); a voter on the party and the vote ("a Labour voter" is labour_voter, as "I vote Labour")
            said = _sentence(f"User is {third_person_possessive(_phrase(rest))}")
            named = next(m.group(g) for g in ("faith", "party", "politics", "leaning") if m.group(g))
            slug = BELIEF_KEYS.get(named.lower()) or topic_slug(named) or slug_word(named.lower())
            slug = f"{slug}_voter" if (m.group("role") or "").lower() == "voter" else slug
            return Proposal("user_model_attr", f"identity:{slug}", said, sensitivity="sensitive")
        if m := _m(r"(?:(?:very|severely|slightly|a bit|mildly)\s+)?(lactose|gluten|fructose|histamine) intolerant\b",
                   rest):
            return Proposal("fact", f"health:{m.group(1).lower()}_intolerance", _sentence(
                f"User is {_phrase(rest)}"), sensitivity="sensitive")
        if _m(r"(?:(?:about|almost|nearly|over|around|just over) )?(?:\d{1,2}|[a-z]+(?:-[a-z]+)?) "
              r"(?:weeks?|wks?|months?) pregnant\b|pregnant\b", rest):
            # "I'm 28 weeks pregnant", "six months pregnant": how far along says the pregnancy too
            return Proposal("fact", "health:pregnancy", statement(), sensitivity="sensitive")
        if "diabet" in rest and (m := DIABETES.match(rest)):
            return _diabetes(m, _sentence("User is " + _phrase(rest)))
        if "blind" in rest and COLORBLIND.match(rest):
            return Proposal("fact", "health:colorblindness", _sentence("User is " + _phrase(rest)),
                            sensitivity="sensitive")
        if m := LANGUAGE_LEVEL.match(rest):
            return Proposal("user_model_attr", f"language:{m.group(1).lower()}", statement(), confidence=0.6)
        if "speaker" in rest and (m := LANGUAGE_SPEAKER.match(rest)):
            # "I'm a native English speaker", "I'm not a native English speaker": a level of the language, keyed on it
            return Proposal("user_model_attr", f"language:{m.group(1).lower()}", _sentence("User is " + rest[:m.end()]),
                            confidence=0.6)
        if (m := WORKS_IN.match(rest)) and m.group("editor"):
            # "I'm in Neovim": the editor worked in, not a place ("in Berlin")
            return Proposal("preference", "preference:editor", _sentence("User is " + _phrase(rest)),
                            confidence=0.6)
        if m and m.group("system"):
            # "I'm on Windows 11 with WSL2 and VS Code": the system the user works on (its editor said with it)
            system = OPERATING_SYSTEMS.get(re.sub(r"[\s-]", "", m.group("system").lower()), m.group("system").lower())
            return Proposal("fact", f"os:{system}", _sentence("User is " + _phrase(rest)), confidence=0.6)
        if "active" in rest and (m := ACTIVE_DUTY.match(rest)):
            # "I'm active duty Air Force", "an active-duty Marine", "on active duty": serving now is a job held
            return Proposal("user_model_attr", "occupation", _sentence("User is " + rest[:m.end()]), confidence=0.6)
        if "stationed" in rest and (m := STATIONED_AT.match(rest)):
            # "I'm stationed at Ramstein", "stationed in Okinawa for the next three years": where the user lives
            return Proposal("user_model_attr", "location:home", _sentence("User is " + rest[:m.end()]), confidence=0.6)
        if "remote" in rest and FULLY_REMOTE.match(rest):
            return Proposal("user_model_attr", "occupation:remote", statement(), confidence=0.6)
        if "smoker" in rest and (m := SMOKER.match(rest)):
            return Proposal("fact", "health:smoking", statement(), "retract" if m.group(1) else "assert",
                            sensitivity="sensitive", confidence=0.6)
        if ("wheelchair" in rest or " user" in rest or "in a" in rest or rest[:3] == "on ") and (
                aid := _aid(rest)) and (
                rest[:3] != "on " or AID_ENDS.match(rest, AID_TAIL.match(rest, _aids(rest)[1]).end())):
            # "I'm on an Omnipod", "on a CGM now" (not "on a walker tour"); those listed with it are classify's
            return Proposal("fact", aid, statement(), sensitivity="sensitive", confidence=0.6)
        if "renting" in rest and RENTING.match(rest):
            # "renting a flat in Leeds now": where the user lives (a car or a boat rented is no home)
            return Proposal("user_model_attr", "location:home", _sentence("User is " + _phrase(rest)),
                            confidence=0.6)
        if (m := NATIONALITY.match(rest)) and m.group(1).lower() in lx.NATIONALITIES:
            # "I'm Scottish": where the user is from, said by the people (not "Scottish dancing")
            return Proposal("user_model_attr", "location:origin", _sentence(f"User is {m.group(1)}"), confidence=0.6)
        if re.match(r"living in (?:[A-Z][a-z])", rest) or ("staying" in rest and STAYING_SINCE.match(rest)):
            return Proposal("user_model_attr", "location:home", statement(), confidence=0.6)
        if "allergic" in rest and (m := NO_LONGER_ALLERGIC.match(rest)) and (slug := topic_slug(_phrase(m.group(2)))):
            # "I'm not allergic to penicillin anymore", "no longer allergic to cats": that allergy is over
            return self.resolved(Proposal("fact", f"health:allergy:{slug}", _sentence(f"User is {rest[:m.end()]}"),
                                          "retract", sensitivity="sensitive"))
        if (m := CONDITION_SAID.match(rest)) and (condition := CONDITION_ADJECTIVES.get(m.group(1).lower())):
            # "I'm hypothyroid", "I'm asthmatic", "T1D": the condition, keyed as its noun is
            return Proposal("fact", f"health:{condition}", _sentence(f"User is {rest[:m.end()]}"),
                            sensitivity="sensitive", confidence=0.65)
        if m := _m(r"allergic to (.+)", rest):
            allergen = DRUG_CLASS.sub("", _phrase(m.group(1)))  # "sulfa drugs" is sulfa, as "penicillin" is itself
            return Proposal("fact", f"health:allergy:{topic_slug(allergen)}", statement(), sensitivity="sensitive")
        if "of" in rest and (m := FEAR_OF.match(rest)) and not FEARED_NOW.search(_phrase(m.group(1))) and (
            slug := topic_slug(EXAMPLES.split(_phrase(m.group(1)))[0])
        ):
            # "I'm so scared of clowns", "afraid of heights", "a bit scared of flying": a fear of a kind of thing lasts;
            # of one thing ("of the surgery", "of my exam", "of it") it is how the user feels now
            said = _sentence(f"User is {third_person_possessive(_phrase(rest))}")
            return Proposal("user_model_attr", f"fear:{slug}", said, confidence=0.6)
        if ("year" in rest or "fresh" in rest or "sophomore" in rest or "nior" in rest) and (
                m := CLASS_YEAR.match(rest)) and (
            m.group(1).lower() not in ("junior", "senior") or SCHOOL_NAMED.search(rest) or m.group(2) != "at"
            or SCHOOL_NAMED_AT.match(rest, m.start(2))  # "a junior at Lincoln High": a school by its name
        ):
            # "a junior at Ohio State majoring in nursing", "a sophomore in college": where the user is in school (a
            # junior or a senior at a firm is a rank: only at a school's name)
            return Proposal("user_model_attr", "education", statement(), confidence=0.6)
        if ("major" in rest or "enrolled" in rest or "degree" in rest or "PhD" in rest or "phd" in rest
                or "Ph.D" in rest or "master" in rest or "bachelor" in rest or "MBA" in rest or "mba" in rest
                or "doctor" in rest or "M" in rest or "JD" in rest or "EdD" in rest or "DNP" in rest) and (
                m := STUDYING_FOR.match(rest)) and (not m.group(1) or DEGREE_STUDIED.match(rest, m.end())):
            # "in year 3 of my PhD in marine biology", "doing a master's in statistics", "majoring in nursing", "a
            # nursing major at UCF", "enrolled at Georgia Tech": the user's schooling now
            return Proposal("user_model_attr", "education", statement(), confidence=0.6)
        if ("certificat" in rest or "diploma" in rest) and (m := STUDYING_FOR.match(rest)) and m.group(1) and (
                CERTIFICATE_STUDIED.match(rest, m.end())):
            # "doing a certificate in instructional design", "working on a diploma in nursing": schooling now
            return Proposal("user_model_attr", "education", statement(), confidence=0.6)
        if ("recover" in rest or "addict" in rest or "alcoholic" in rest) and (m := IN_RECOVERY.match(rest)):
            # "I'm a recovering alcoholic", "I'm in recovery", "a former meth addict": the user's sobriety, their health
            return Proposal("fact", "health:sobriety", _sentence("User is " + rest[:m.end()]), sensitivity="sensitive",
                            confidence=0.6)
        if ("PT" in rest or "pt" in rest) and (m := ON_THE_PTA.match(rest)):
            # "I'm on the PTA at my son's high school": a parents' association the user belongs to
            return Proposal("fact", f"membership:{m.group(1).lower()}", statement(), confidence=0.6)
        if rest[:3].lower() == "at " and COURSE_AT_COLLEGE.match(rest):
            # "at college doing Level 2 Site Carpentry", "at uni studying law": schooling now
            return Proposal("user_model_attr", "education", statement(), confidence=0.6)
        if ("boot" in rest or "back to" in rest) and (BOOTCAMP_STUDIED.match(rest) or BACK_TO_SCHOOL.match(rest)):
            # "halfway through a UX design bootcamp", "going back to school for a nursing degree": schooling now
            return Proposal("user_model_attr", "education", statement(), confidence=0.6)
        if ("sober" in rest or "clean" in rest) and (m := SOBER.match(rest)):
            # "I'm 6 months sober", "sober since 2019": the user's recovery, kept as their health (not "sober tonight")
            return Proposal("fact", "health:sobriety", _sentence("User is " + rest[:m.end()]), sensitivity="sensitive",
                            confidence=0.6)
        if m := _m(r"training for (?:a |an |the |my )?(.+)", rest):
            if race := RACE_TRAINED_FOR.match(_phrase(m.group(1))):
                # "training for my first marathon", "for a 70.3 in September": the sport the race is run in, as
                # "I run" would say it (which race, and which of the user's, no part of the key)
                sport = next((sport for sport, kinds in RACE_SPORTS.items()
                              if race.group("race").lower().replace("-", " ") in kinds), "running")
                return Proposal("user_model_attr", f"activity:{sport}", statement(), confidence=0.6)
            slug = topic_slug(_phrase(m.group(1)))
            return Proposal("user_model_attr", f"activity:{slug}", statement(), confidence=0.6) if slug else None
        if _m(
            r"(?:still |currently )?in (?:high school|college|school|grad school|university|middle school|"
            r"the (?:army|navy|military|air force|marines))\b",
            rest,
        ):
            return Proposal("user_model_attr", "occupation:school", statement(), confidence=0.7)
        if _m(
            r"in (?:the )?(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
            r"eleventh|twelfth) grade\b|in (?:law|med|medical|nursing|grad|graduate|art|culinary|beauty) school\b",
            rest,
        ):
            return Proposal("user_model_attr", "occupation:school", statement(), confidence=0.7)
        if re.match(r"(?:(?:up|down|out|over) )?in (?:[A-Z][a-z]+)(?: [A-Z][a-z]+)*(?:,? [A-Z][a-z]+)?$", rest):
            # "I'm in Portland", and as one says where one lives from afar: "I'm up in Portland", "down in San Diego",
            # "out in Denver these days" (a place named; "up in the attic", "down in the dumps" name none)
            return Proposal("user_model_attr", "location:home", _sentence("User is " + rest), confidence=0.6)
        if "turn" in rest and (m := TURNING_AGE.match(rest)):
            # "I'm turning 40 in March": the age the user is about to be, said as they said it
            turning = re.split(r",?\s+(?:and|but|so)\s+", _phrase(rest), maxsplit=1)[0]
            return Proposal("user_model_attr", "age", _sentence(f"User is {turning}"), confidence=0.6)
        if " of " in rest and (m := ADULT_OF_AGE.match(rest)):
            # "I'm a grown woman of 38 who still can't say no": the age, no identity
            return Proposal("user_model_attr", "age", _sentence(f"User is {m.group(1)} years old"), confidence=0.6)
        if m := AGE_IN_WORDS.match(rest):
            # "i'm thirty two", as dictation writes it
            return Proposal("user_model_attr", "age", _sentence(f"User is {m.group(1)} years old"))
        # "I'm 46 with kids", "I am 60, retiring in a few years": the age, and what the clause goes on to
        if m := _m(r"(?:only |already )?(\d{1,3})(?: years old| yrs old| year old)?"
                   r"(?:(?:\s*,(?!\s*[\d-])|\s+(?:and|with|but|so)\s+).*)?$", rest):
            return Proposal("user_model_attr", "age", _sentence(f"User is {m.group(1)} years old"))
        if _m(r"(?:originally )?from (.+)", rest):
            return Proposal("user_model_attr", "location:origin", statement(), confidence=0.7)
        if m := _m(r"(?:based|located) in (.+)", rest):
            return Proposal("user_model_attr", "location:home", statement(), confidence=0.7)
        if m := _m(r"(?:learning|studying|teaching myself|taking(?! care\b)|majoring in|doing(?= (?:" + _LANGUAGES
                   + r") on "
                   r"(?:duolingo|babbel|memrise|busuu)\b)) (.+)", rest):
            # "learning to swim" is learning swimming, "learning to read English" reading_english
            # (an aside in brackets says how far, not what: "studying Korean (around TOPIK 3)")
            slug = _pursuit_head(topic_slug(m.group(1).split(" (", 1)[0]), m.group(1)[:3].lower() == "to ")
            if slug in lx.LANGUAGES and m.group(0)[:3].lower() not in ("tak", "maj"):
                # a language learned is one of the user's languages, as "I've been learning Japanese for a year" is
                # keyed: one subject for it, however far along (a class taken, a major, is schooling)
                return Proposal("user_model_attr", f"language:{slug}", statement())
            if slug and m.group(0)[:3].lower() in ("stu", "maj") and STUDIED_AT.match(m.group(1)):
                # "studying history at York", "studying nursing at uni": a course at a school is schooling, as "a
                # history student at York" is (not "studying for my exams at the library")
                return Proposal("user_model_attr", "education", statement(), confidence=0.6)
            return Proposal("user_model_attr", f"activity:learning:{slug}", statement()) if slug else None
        if m := _m(r"(not|no longer) (?:(?:really|that|too|much|very|so|particularly|exactly|all that|that big|"
                   r"too big|big) )?(?:(?:a |an )?(?:(?:big|huge|great|real|massive) )?fan of|into) (.+)", rest):
            # "I'm not a big fan of mushrooms", "not really into comedies": a dislike, keyed like the liking it denies
            # ("I don't like mushrooms" is keyed the same), said in the user's own words; "not into jazz anymore",
            # "no longer a fan of jazz" take the liking back
            liked = ANYMORE_TAIL.sub("", _phrase(m.group(2)))
            given_up = m.group(1).lower() == "no longer" or liked != _phrase(m.group(2))
            liking = self.preference("likes", liked)
            if liking is None or liking.belief_type != "preference":
                return None  # "not a big fan of my brother": no liking of a kind, and no relative taken back
            return Proposal("preference", liking.subject, statement(), "retract" if given_up else "assert",
                            confidence=0.6)
        if (m := _m(r"(?:a |an )?(?:" + _FAN_ADJECTIVE + r" )*supporter of (?:the )?(.+)", rest)) and (
            slug := _team(m.group(1))
        ):
            # "a lifelong supporter of Celtic": a team's (a party's or a cause's is no liking of a thing)
            return Proposal("preference", f"preference:{slug}", statement(), confidence=0.65)
        if m := _m(r"(?:(?:a |an )?(?:" + _FAN_ADJECTIVE + r" )*fan of|"
                   r"a (?:total |real |huge |big )?sucker for|into|obsessed (?:with|w/?)|"
                   r"addicted to|passionate about) (.+)", rest):
            # Keyed like "I like jazz", said in the user's own words: "likes" is not in the evidence.
            liking = self.preference("likes", m.group(1))
            if liking is not None and liking.belief_type != "preference":
                return replace(liking, statement=statement())  # "obsessed with my rescue greyhound": the user's pet
            return None if liking is None else Proposal("preference", liking.subject, statement(), confidence=0.65)
        m = _m(
            r"(?:a |an )?((?:(?!of )[\w'-]+ ){0,4})(lover|fan|buff|supporter)(?: too| also| as well)?$", _phrase(rest)
        )
        if m and (m.group(2).lower() != "supporter" or _team(FAN_ADJECTIVE_LEAD.sub("", m.group(1)))):
            # "a huge coffee lover", "a jazz fan", "an Arsenal supporter": a liking, keyed like "I love coffee" or
            # "a fan of the Packers" would be, a name as written ("Packers" keeps its s); "a huge fan", "a casual
            # fan" alone name nothing, and a supporter is a team's (a party's is no liking of a thing).
            liked = FAN_ADJECTIVE_LEAD.sub("", m.group(1))
            slug = topic_slug(" ".join(w for w in liked.split() if w.lower() not in lx.FAN_ADJECTIVES))
            return Proposal("preference", f"preference:{slug}", statement(), confidence=0.6) if slug else None
        if m := _m(
            r"in (construction|finance|banking|sales|marketing|retail|healthcare|insurance|real estate|education|"
            r"law enforcement|the (?:army|navy|military|air force|marines|national guard))\b",
            rest,
        ):
            return Proposal("user_model_attr", "occupation:field", statement(), confidence=0.65)
        if _m(r"in (?:my |the )?(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth) (?:grade|year)\b", rest):
            return Proposal("user_model_attr", "occupation:school", statement(), confidence=0.65)
        if m := _m(r"in my (\d0)'?s\b", rest):
            return Proposal("user_model_attr", "age", _sentence(f"User is in their {m.group(1)}s"), confidence=0.6)
        if _m(r"(?:a |an )?(?:little|bit|tad)(?: bit)? [\w-]+(?:\s+(?:about|that|because|but|and|to|when|since|with|at|"
              r"for|now|though|sometimes|lately)\b.*)?$", rest):
            return None  # "a little disappointed", "a bit clumsy": how the user feels, said with a degree
        if _m(r"an? (?:few|couple|lot|bunch|ton|bit)\b", rest):
            return None  # "a few days short of…", "a lot more likely to…": how much, not who
        if words[0] == "the" and not {"one", "same", "designated", "best", "worst", "type", "kind"} & set(words[:4]):
            # "the only backend developer at my company", "the office manager here": a job held, by its title
            noun_phrase = NOUN_PHRASE_END.split(f"{_phrase(rest)} ")[0]
            nouns = _words(re.sub(r"\s+(?:here|now|there|too|again)\s*$", "", noun_phrase, flags=re.I))
            if 0 < len(nouns) <= 5 and _singular(nouns[-1]) in lx.JOBS:
                return Proposal("user_model_attr", "occupation", statement(), confidence=0.65)
            if 3 <= len(nouns) <= 5 and nouns[-1] in ("lead", "manager", "director", "head", "coordinator", "admin",
                                                      "administrator", "specialist", "supervisor"):
                # "the QA lead on our team", "the tech lead": a rank said with what it leads is a job held
                return Proposal("user_model_attr", "occupation", statement(), confidence=0.6)
        if " of " in rest and TITLE_OF.match(rest):
            # "the head of procurement at Larsen", "Director of Marketing", "VP of Sales": a rank over a function
            return Proposal("user_model_attr", "occupation", statement(), confidence=0.6)
        if words[0] not in ("a", "an", "the"):
            # a job with its article dropped, as learners say it: "software engineer", "teacher of history"
            nouns = _words(NOUN_PHRASE_END.split(f"{_phrase(rest)} ")[0])
            if 0 < len(nouns) <= 3 and _singular(nouns[-1]) in lx.JOBS - {"owner"} and all(
                w.isalpha() and w not in lx.STOPWORDS and w not in lx.MOODS for w in nouns
            ) and not (len(nouns) == 1 and rest[:1].isupper() and rest[1:2].islower() and NAME_ALONE.match(rest)):
                # (one capitalized word alone is a name: "I'm Dev, I've got the beagle", "I'm Cook")
                return Proposal("user_model_attr", "occupation", statement(), confidence=0.6)
        if words[0] in ("a", "an"):
            # "a nurse too", "a nurse myself", "a nurse irl": a word said in passing ends the phrase
            noun_phrase = SAID_IN_PASSING.sub("", NOUN_PHRASE_END.split(_phrase(rest))[0])
            if " " in noun_phrase and (now := HELD_NOW_TAIL.search(noun_phrase)):
                noun_phrase = noun_phrase[:now.start()]  # "a leasing agent now": the job, held now
            if " (" in noun_phrase:
                noun_phrase = noun_phrase.split(" (", 1)[0]  # "a sales rep (ag equipment, 3 states)": an aside
            nouns = _words(noun_phrase)
            head = _singular(nouns[-1]) if nouns else ""
            if ("old" in noun_phrase or "y" in noun_phrase) and (aged := AGED_PERSON.fullmatch(noun_phrase)):
                # "a 20 year old male", "a 56 year old lady", "a male 45 year old": the user's age, said of them
                return Proposal("user_model_attr", "age", _sentence(f"User is {aged.group('age')} years old"),
                                confidence=0.6)
            if head in SKILL_HEADS and len(nouns) > 2 and (nouns[1] in SKILL_WORDS or (
                    head == "driver" and nouns[1] in DRIVING_MANNER)):
                # "a terrible cook", "a hopeless baker", "a great listener": how good, not a job; "a safe driver", "a
                # new driver" ("As a new driver, what car should I buy?"): how one drives, no one who drives for pay
                return None
            if len(nouns) > 2 and nouns[1] in ("former", "retired", "ex") and " turned " in noun_phrase:
                nouns = nouns[:nouns.index("turned")]  # "a former teacher turned UX designer": the former job
                head = nouns[-1]
            if len(nouns) > 2 and nouns[1] in ("former", "retired", "ex") and (
                    head in lx.JOBS or _job_shaped(nouns[:1] + nouns[2:], "")) and (
                    slug := topic_slug(" ".join(nouns[2:]))):
                # "a former petroleum engineer", "a retired pharmacist": a job of the past, keyed as "I was a
                # pharmacist" is; the job held now, if said ("..., now a teacher"), is read on its own
                return Proposal("user_model_attr", f"history:{slug}", _sentence(f"User is {noun_phrase}"),
                                confidence=0.55)
            if len(nouns) >= 2 and (nouns[1] in ("former", "ex") or nouns[1].startswith("ex-")) and (
                    past := " ".join(nouns[2:] if nouns[1] in ("former", "ex") else [nouns[1][3:], *nouns[2:]])
            ) and (past := GERUND_AFTER.sub("", past)) and _singular(past.split()[-1]) in lx.JOBS - {"owner"} and (
                    slug := topic_slug(past)):
                # "I'm a former nurse", "an ex-teacher": a job of the past, as "I used to be a nurse" is (not the
                # job held now; nor is what the user does now, "a former petroleum engineer retraining as ...")
                return Proposal("user_model_attr", f"history:{slug}",
                                _sentence("User is " + GERUND_AFTER.sub("", noun_phrase)), confidence=0.55)
            if head in ("veteran", "vet") and (head == "veteran" or set(nouns[1:-1]) & MILITARY_BRANCHES) and (
                    not set(nouns[1:-1]) - MILITARY_BRANCHES - MILITARY_QUALIFIERS) and (
                    not rest[len(noun_phrase):].lstrip().lower().startswith("of ")):
                # "I'm a veteran", "an Army vet", "a Marine Corps veteran": service of the past, not a job held
                # ("a vet" alone is an animal doctor; "a veteran teacher", "a veteran of the tech industry" serve in
                # no military)
                return Proposal("user_model_attr", "history:military", _sentence(f"User is {noun_phrase}"),
                                confidence=0.6)
            if head == "planner" and len(nouns) > 2 and nouns[-2] in PLANNER_KINDS:
                # "a certified financial planner", "a wedding planner" (not "a big planner", "a meal planner" app)
                return Proposal("user_model_attr", "occupation", statement(), confidence=0.65)
            if head == "resident" and set(nouns[1:-1]) & MEDICAL_RESIDENCY and (
                    not rest[len(noun_phrase):].lstrip().lower().startswith("of ")):
                # "a second-year pediatrics resident", "a surgical resident": a doctor in training (not "a permanent
                # resident", "a resident of Ohio")
                return Proposal("user_model_attr", "occupation", _sentence(f"User is {noun_phrase}"), confidence=0.65)
            if head in lx.JOBS or (head == "carrier" and len(nouns) >= 2 and nouns[-2] in MAIL_WORDS) or (
                    head == "member" and len(nouns) >= 2 and (nouns[-2] in ELECTED_BODIES or (
                    " ".join(nouns[-3:-1]) in ("school board", "select board", "city commission")))):
                # a seat held is a job: "a city council member", "a school board member" (not "a gym member")
                return Proposal("user_model_attr", "occupation", statement(), confidence=0.7)
            if head == "carrier":
                return None  # "a BRCA carrier", "a cystic fibrosis carrier": a gene carried is health, said of no job
            if head in PERFORMERS and (set(nouns[:-1]) & PAID_PERFORMER or PAID_FOR.search(rest)):
                return Proposal("user_model_attr", "occupation", statement(), confidence=0.65)
            if head in PARENTS:
                # "I'm a single dad" is who the user is, not the user's father: "single" is their status, and a
                # parent has a child ("a mother of two"); "a dog mom", "a plant dad" are no parents at all.
                said_of = set(nouns[1:-1])
                if not said_of <= PARENT_WORDS:
                    return None
                if said_of & {"single", "divorced", "widowed"}:
                    return Proposal("user_model_attr", "relationship_status", statement(), confidence=0.65)
                return Proposal("relationship", "family:kid", statement(), confidence=0.6)
            if head in ("wife", "husband", "spouse"):
                # "I'm an Army wife", "a military spouse", "a husband and father": the user is married, no wife of
                # theirs
                return Proposal("user_model_attr", "relationship_status", statement(), confidence=0.6)
            if head in lx.FAMILY or head in ("mom", "dad", "grandmother", "grandfather", "parent"):
                if ("s " in noun_phrase and OTHERS_KIN.search(noun_phrase)) or head in CHILD_HEADS:
                    # "I'm a USEF member's daughter", "a pastor's kid", "a daughter of two doctors", "a 90s kid", "a
                    # proud daughter", "a kid at heart": the user is someone's child (or of an age), no child of the
                    # user's
                    return None
                kin = _kin(head)
                if kin in ("grandmother", "grandfather", "grandparent"):
                    # "I'm a grandmother of five", "a proud grandpa": the user has grandchildren, no grandparent
                    return Proposal("relationship", "family:grandchild", statement(), confidence=0.6)
                if any(word in kin for word in KIN_THE_USER_IS_TO_ANOTHER):
                    # "I'm a big sister", "a proud aunt", "a younger brother": what the user is to a relative left
                    # unnamed (a sibling, a niece or nephew), no sister or aunt of theirs
                    return None
                return Proposal("relationship", f"family:{kin}", statement())
            said = _phrase(rest).lower()
            if STATE_OF_MIND.search(said) or set(_words(said)) & lx.STATE_NOUNS:
                return None  # "a mess", "a nervous wreck", "a bundle of nerves": a mood, not who the user is
            if head == "person" and len(nouns) >= 3:
                # (a type of its own name is who the user is: "a highly sensitive person", as "an introvert" is)
                slug = topic_slug(noun_phrase)
                return Proposal("user_model_attr", f"{'identity' if slug in TYPES_ONE_IS else 'trait'}:{slug}",
                                statement())
            if head in HOBBYISTS and not set(nouns[:-1]) & PAID_PERFORMER:
                # "I'm a beekeeper with four hives", "an avid runner": one who keeps up a pursuit, keyed on it as
                # "I keep bees", "I run" would be
                return Proposal("user_model_attr", f"activity:{HOBBYISTS[head]}",
                                _sentence(f"User is {third_person_possessive(_phrase(rest))}"), confidence=0.55)
            if head and len(nouns) <= 5 and _job_shaped(nouns, rest):
                return Proposal("user_model_attr", "occupation", statement(), confidence=0.6)
            if " of " in rest and (kind := KIND_OF_ONE.match(rest)) and (
                    slug := topic_slug(COORDINATE.split(kind.group(1).strip(), 1)[0])):
                # "an ice cream and ice water kind of guy", "a sausage and mushroom kind of person": a liking, said as
                # who the user is (keyed on the first thing named)
                return Proposal("preference", f"preference:{slug}", statement(), confidence=0.55)
            if head in ("part", "product") and rest[len(noun_phrase):].lstrip().lower().startswith("of "):
                return None  # "a part of the Canadian Army", "a product of my training": no one's identity
            if head in ("junior", "senior", "freshman", "sophomore") and CLASS_YEAR.match(rest):
                return None  # "a junior at Deloitte": a rank at a firm or a year at a school not named as one
            if head in OCCASION_ROLES:
                return None  # "a guest at my cousin's wedding", "a passenger", "a first-time buyer": a part in an event
            if head and head not in lx.MOODS and len(nouns) <= 5 and not any(w.isdigit() for w in nouns):
                # (a number says a measure, no one's identity: "a 7.5 wide calf", "a women's 9", "a 36D")
                # keyed without the degree it is said with: "a total night owl" is "a night owl"
                slug = topic_slug(IDENTITY_DEGREE.sub("", noun_phrase))
                # the identity ends at its comma: "a Miles & More member, number's in my profile"
                said = _sentence(f"User is {third_person_possessive(_phrase(rest))}")
                return Proposal("user_model_attr", f"identity:{slug}", said, confidence=0.55) if slug else None
        if self.introducing and (m := SELF_NAMED.match(rest)) and _a_name(m.group(1)):
            # "Hi, I'm Sarah", "Hello. I'm leigh.", "Hi I am mandi I hate clowns": the user introducing themselves;
            # out of a greeting, a word after "I'm" is far more often how they are ("I'm stuck", "I'm proud")
            return Proposal("user_model_attr", "identity:name", _sentence(f"User's name is {m.group(1)}"),
                            confidence=0.55)
        return None

    def having(self, rest: str) -> list[Proposal]:
        if "prone" in rest and (m := PRONE_SKIN.match(rest)):
            # "I have acne-prone skin": the condition the skin is prone to, the user's
            return [Proposal("fact", f"health:{m.group(1).lower()}", _sentence("User has " + rest[:m.end()]),
                             sensitivity="sensitive", confidence=0.6)]
        if "sober" in rest and (m := SOBER.match(rest, 5 if rest[:5].lower() == "been " else 0)) and (
                rest[:5].lower() == "been "):
            # "I've been sober for two years": the user's recovery
            return [Proposal("fact", "health:sobriety", _sentence("User has " + rest[:m.end()]),
                             sensitivity="sensitive", confidence=0.6)]
        if ("clean" in rest or "sober" in rest) and (m := SOBER.match(rest, got := {"been ": 5, "got ": 4}.get(
                rest[:5].lower() if rest[:5].lower() == "been " else rest[:4].lower(), 0))):
            # "I've been clean for two years", "I've got six years clean", "I have 90 days sober": the user's recovery
            return [Proposal("fact", "health:sobriety", _sentence("User has " + rest[4 if got == 4 else 0:m.end()]),
                             sensitivity="sensitive", confidence=0.6)]
        if rest[:17].lower() == "been in recovery " and (m := IN_RECOVERY.match(rest, 5)):
            # "I've been in recovery for three years": the user's sobriety
            return [Proposal("fact", "health:sobriety", _sentence("User has " + _phrase(rest)),
                             sensitivity="sensitive", confidence=0.6)]
        if m := COIN_AMOUNT.match(rest):
            # "I have about $20k in Bitcoin", "I've got 3 ETH": a holding, the user's finances
            coin = m.group("coin").lower()
            return [Proposal("fact", f"finance:{COIN_KEYS.get(coin, coin)}", _sentence("User has " + _phrase(rest)),
                             sensitivity="sensitive", confidence=0.6)]
        if ("nonymous" in rest or "A" in rest or "step" in rest or "ecovery" in rest) and (
                m := FELLOWSHIP_MEETINGS.match(rest)) and rest[:5].lower() == "been ":
            # "I've been going to Gamblers Anonymous for about a year": in recovery, the user's health
            return [Proposal("fact", "health:sobriety", _sentence("User has " + _phrase(rest)),
                             sensitivity="sensitive", confidence=0.6)]
        if "been " in rest and (m := _m(r"been (?:doing|studying|practi[cs]ing) (" + _LANGUAGES + r")\b", rest)):
            # "ive been doing japanese on duolingo for 200 days": learning the language
            return [Proposal("user_model_attr", f"language:{m.group(1).lower()}",
                             _sentence("User has " + third_person_possessive(EMOJI_RUN.sub("", rest).strip())),
                             confidence=0.6)]
        if "ember" in rest and (m := _m(r"been ((?:an? )?[\w'.+&-]+(?: [\w'.+&-]+){0,4} [Mm]ember)\b", rest)) and (
            (named := NAMED_MEMBER.fullmatch(m.group(1))) and (program := loyalty_program(named.group(1)))
        ):
            # "I've been an Instacart+ member for two years": a member still
            return [Proposal("fact", f"membership:{program}", _sentence(f"User has been {m.group(1)}"), confidence=0.6)]
        if _m(
            r"(?:to|got to|no idea|an idea|a question|a (?:good|great|nice|fun|lovely|wonderful) (?:time|day|one)|"
            r"fun|time|a feeling|heard|a lot going on|nothing)\b",
            rest,
        ):
            return []
        if GIVEN_UP_HINT.match(rest) and (given_up := self.given_up(rest, _sentence("User has " + _phrase(rest)))):
            return given_up  # "I've given up cycling", "I have quit running"
        if ("fan" in rest or "upporter" in rest) and (m := BEEN_A_FAN.match(_phrase(rest))) and (
            (liking := self.being(m.group(1))) is not None and liking.subject.startswith("preference:")
        ):
            # "I've been a Liverpool supporter my whole life", "been a huge fan of the Packers since I was a kid"
            return [replace(liking, statement=_sentence("User has " + third_person_possessive(_phrase(rest))))]
        if "voted" in rest and (m := VOTES.match(rest)):
            # "I've always voted Labour": the party voted for, sensitive, as "I vote Labour" is
            party = m.group("party").lower()
            party = BELIEF_KEYS.get(" ".join(party.split())) or topic_slug(party)
            return [Proposal("user_model_attr", f"identity:{party}_voter", _sentence("User has " + m.group()),
                             sensitivity="sensitive", confidence=0.6)]
        if DEGREE_HELD.match(rest):
            held = DEGREE_TAIL.sub("", _phrase(rest))
            return [Proposal("user_model_attr", "education", _sentence("User has " + held), confidence=0.6)]
        if (m := _m(r"(?:just |finally |now )?(decided|chose|settled on) (.+)", rest)) and (
            PROJECT_DECISION.search(m.group(2))
        ):
            return self.own_decision(m.group(1), m.group(2), "User has")
        if m := _m(r"(?:always )?been (?:a |an )?(" + _DIETS + r")\b", rest):
            return [Proposal("user_model_attr", "diet", _sentence(f"User is {m.group(1).lower()}"), confidence=0.7)]
        if (m := BEEN_A_JOB.match(rest)) and ((head := _head(m.group(1))) in lx.JOBS or (
                head in JOB_COMPOUND_HEADS and len(_words(NOUN_PHRASE_END.split(f"{_phrase(m.group(1))} ")[0])) > 1)):
            # "been a shift supervisor at a Starbucks for 3 years": a title with what it is over is a job too
            said = _phrase(rest) if m.group().lower()[-11:] != "longer than" else m.group()[:-12]  # not than whom
            return [Proposal("user_model_attr", "occupation", _sentence("User has " + said), confidence=0.65)]
        if _m(r"been (?:living|based) (?:full[- ]time )?in (?-i:[A-Z])", rest) or LIVED_SINCE.match(rest):
            statement = _sentence("User has " + third_person_possessive(rest))
            return [Proposal("user_model_attr", "location:home", statement, confidence=0.7), *_origin_aside(rest)]
        if ("aught " in rest[:7] or "eaching " in rest[:14]) and (
                rest[:7].lower() == "taught " or rest[:14].lower() == "been teaching "):
            taught = "teach " + rest[14 if rest[:5].lower() == "been " else 7:]
            if (m := TEACHES_SCHOOL.match(taught)) and not LONG_AGO.search(rest):
                # "I've been teaching art for 20 years", "I've taught high school Spanish for nine years": a teacher's
                # job, held for years (not "taught my son to swim"), and a language taught is one the user speaks
                said = _sentence("User has " + third_person_possessive(_phrase(rest)))
                return [Proposal("user_model_attr", "occupation", said, confidence=0.65),
                        *_taught_language(m.group(), said)]
        if (m := KEPT_UP.match(rest)) and (slug := _pursuit(topic_slug(m.group("object") or m.group("doing")))):
            # "been playing guitar since 2015", "been writing Rust for 8 years": what is done, kept up, is both
            # the experience and the activity, keyed on the thing played or written, not on the verb
            said = _sentence("User has " + third_person_possessive(rest))
            if m.group("object") and (more := m.group("more")) and (compound := KEPT_UP_COMPOUND.match(more)):
                # "been doing reinforcement learning research for six years": a field of two words is one skill,
                # and research or work done in it is the user's work, no pastime
                slug = topic_slug(f"{m.group('object')} {compound.group(1)}", limit=2) or slug
                if compound.group(2):
                    return [Proposal("user_model_attr", f"experience:{slug}", said, confidence=0.6)]
            if slug in lx.LANGUAGES and rest[:14].lower() in ("been learning ", "been studying "):
                # "been learning Japanese on and off for a year": a language the user has, at some level
                return [Proposal("user_model_attr", f"language:{slug}", said, confidence=0.6)]
            kept = [Proposal("user_model_attr", f"experience:{slug}", said, confidence=0.6)]
            # a language or a tool written for years is a skill, not a pastime
            return kept if slug in TECH_SLUGS else [*kept, Proposal("user_model_attr", f"activity:{slug}", said,
                                                                  confidence=0.6)]
        if "married" in rest and (m := MARRIED_FOR.match(rest)):
            # "been married to my husband Rui for four years": married, and to whom
            said = _sentence("User has " + third_person_possessive(rest))
            found = [Proposal("user_model_attr", "relationship_status", said, confidence=0.7)]
            if m.group(1):
                found.append(Proposal("relationship", f"family:{m.group(1).lower()}", said))
            return found
        if m := KEPT_ON.match(rest):
            return [Proposal("user_model_attr", f"activity:{_pursuit(m.group(1).lower())}",
                             _sentence("User has " + rest), confidence=0.6)]
        if _m(r"been retired\b", rest):
            return [Proposal("user_model_attr", "occupation", _sentence("User has " + _phrase(rest)),
                             confidence=0.65)]  # "I have been retired since 2009"
        # "been racing for over 10 years", "been playing guitar since I was three": a lasting pursuit (not a wait)
        # (whom the user has been seeing, a therapist or a partner, is no skill)
        # (nor is where the user has been living: "been living full-time in my Sprinter for two years")
        if _m(r"been (?!(?:waiting|stuck|trying|looking|thinking|wanting|meaning|dying|wondering|hoping|seeing|"
              r"living|staying)\b)"
              # how the craft is done, in capitals, is no part of it: "been TIG welding", "been CNC machining"
              r"(?:(?-i:(?!(?:NOT|SO|ALL|JUST|REAL) )[A-Z]{2,4}) (?=\w+ing ))?"
              r"(?:\w+ing|married|together|\w+ed) .*\b(?:for (?:\w+ ){0,3}(?:years?|decades?|months?)|"
              r"since (?:i was|i've been|my (?:teens|twenties|childhood)|childhood|high school|college|\d{4}|"
              r"(?:the )?(?:early |mid |late |mid-)?(?:(?:19|20)?\d0'?s|seventies|eighties|nineties))\b)",
              rest):
            kept = re.sub(r"^been (?:(?!(?:NOT|SO|ALL|JUST|REAL) )[A-Z]{2,4} (?=\w+ing ))?", "", rest)
            if "taking" in kept and (lessons := LESSONS_TAKEN.match(kept)):
                # "been taking piano lessons since I was 8" is piano; "taking lessons" alone names no pursuit
                slug = _pursuit(topic_slug(lessons.group(1))) if lessons.group(1) else ""
                said = _sentence("User has " + third_person_possessive(rest))
                return [Proposal("user_model_attr", f"experience:{slug}", said)] if slug else []
            if OBJECTLESS_SPAN.match(kept):
                return []  # "been learning for about a year", "been working since 2019": of what, it does not say
            # "been biking to work for years" is cycling
            slug = self.pursued(kept, gerund=True) or _pursuit_head(_pursuit(topic_slug(kept)), False)
            said = _sentence("User has " + third_person_possessive(rest))
            return [Proposal("user_model_attr", f"experience:{slug}", said)] if slug else []
        if (
            m := _m(r"(?:never |also |only |just )?been to (?!it\b|them\b|that\b|this\b|one\b|there\b)(.+)", rest)
        ) and (slug := topic_slug(m.group(1))):
            return [
                Proposal(
                    "fact",
                    f"experience:{slug}",
                    _sentence("User has " + third_person_possessive(rest)),
                    confidence=0.55,
                )
            ]
        if " to do" in rest and _m(r"(?:got )?(?:(?:some|a lot of|lots of|much|more|a little|a bit of|plenty of|a ton "
                                   r"of) )?[\w-]+ to do\b", rest):
            return []  # "I have some learning to do", "I've got homework to do": what is owed, no possession
        if "into" in rest and (m := BEEN_INTO.match(rest)) and (liking := self.preference("likes", m.group(1))):
            # "I've been really into piano lately": a liking, keyed as "I'm into piano" is
            said = NOWADAYS_TAIL.sub("", re.sub(r"\s+lately$", "", rest.strip(), flags=re.I))
            return [replace(liking, statement=_sentence("User has " + third_person_possessive(said)))]
        if "of" in rest and (m := YEARS_OF.match(rest)) and (
            slug := topic_slug(re.sub(r"\s+experience$", "", _phrase(m.group(1)), flags=re.I))
        ):
            # "I've got about seven years of Python", "10 years of experience in marketing": experience of it, no years
            # owned
            said = _sentence("User has " + third_person_possessive(_phrase(rest)))
            return [Proposal("user_model_attr", f"experience:{slug}", said, confidence=0.6)]
        if _m(r"(?:got )?(?:(?:about|around|only|just|like) )?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|"
              r"ten|a few|a couple of|several) (?:years?|yrs?|months?|weeks?|days?|hours?|minutes?) "
              r"(?:of|left|to go)\b", rest):
            return []  # "two years of my loan left", "two weeks to go": a span of time, no possession
        if "remote" in rest and FULLY_REMOTE.match(rest):
            # "been fully remote for three years now, working out of my home office in Halifax": and where from
            said = _sentence("User has " + third_person_possessive(rest))
            found = [Proposal("user_model_attr", "occupation:remote", said, confidence=0.6)]
            if (home := HOME_BASE_ANYWHERE.search(rest)) and home.group(1):
                found.append(Proposal("user_model_attr", "location:home", said, confidence=0.6))
            return found
        if aids := _aids(rest)[0] or (_aids(rest[4:])[0] if rest[:4].lower() == "had " else []):
            # "I have a hearing aid", "I've got crutches", "I've had a pacemaker since 2015": health, never a possession
            return [Proposal("fact", aid, _sentence("User has " + _phrase(rest)), sensitivity="sensitive",
                             confidence=0.6) for aid in aids]
        if "career" in rest and (m := CAREER_AT.match(rest)):
            # "I've spent my whole career at Boeing": the employer, still the user's
            return [Proposal("user_model_attr", "occupation:employer", _sentence("User has " + third_person_possessive(
                _phrase(rest))), confidence=0.6)]
        if rest[:4].lower() == "had " and (had := CONDITION_HAD.match(rest)):
            # "I've had type 1 diabetes since I was 12", "had asthma for years": a condition had since, still had
            said = _sentence("User has " + third_person_possessive(_phrase(rest)))
            return [replace(p, statement=said) for p in self.having(had.group(1)) if p.subject.startswith("health:")]
        if ("gestational" in rest or "partum" in rest or "natal" in rest) and (m := PERINATAL.search(rest)) and (
                m.start() == 0 or DIAGNOSED_WITH.fullmatch(rest, 0, m.start())):
            # "gestational diabetes", "postpartum depression": a condition of a pregnancy, not the lasting one
            key = "gestational_diabetes" if m.group(1) else "postpartum_depression"
            return [Proposal("fact", f"health:{key}", _sentence("User has " + _phrase(rest)), sensitivity="sensitive")]
        if ("fib" in rest or "Fib" in rest or "FIB" in rest) and AFIB.match(rest):
            # "I have AFib", "been diagnosed with atrial fibrillation": one key, however it is named
            return [Proposal("fact", "health:atrial_fibrillation", _sentence("User has " + _phrase(rest)),
                             sensitivity="sensitive")]
        if "diagnosed" in rest and (m := CONDITION_QUALIFIED.match(rest)):
            condition = m.group(1).lower()
            if condition in ("celiac", "coeliac") and rest[m.end():m.end() + 8].lower() == " disease":
                condition += "_disease"  # keyed as "I have celiac disease" is
            condition = _disorder_key(m, rest) or condition
            return [Proposal("fact", f"health:{condition}", _sentence("User has " + _phrase(rest)),
                             sensitivity="sensitive")]
        if "diagnosed with " in rest[:25] and (diagnosed := DIAGNOSED_WITH.match(rest)) and (
                diagnosed.group()[-5:] == "with ") and (m := BARE_CONDITION.match(rest, diagnosed.end())) and (
                slug := topic_slug(EPONYM.sub("s", m.group(1)))):
            # "been diagnosed with Crohn's disease in 2019": a condition named without an article, as below
            return [Proposal("fact", f"health:{slug}", _sentence("User has " + _phrase(rest)), sensitivity="sensitive")]
        if "diagnosed" in rest and "diabet" in rest and (
            m := DIABETES.match(re.sub(r"^been diagnosed with ", "", rest))
        ):
            return _listed(_diabetes(m, _sentence("User has " + _phrase(rest))))
        if _m(r"(?:been|(?:never |already )?(?:seen|met|done|tried|heard))\b", rest):
            return []
        if m := _m(
            r"(?:never )?(?:read|watched|visited|been to|traveled to|travelled to|lived in|worked|"
            r"played|owned|ran|run|climbed|written|published|won|raised|adopted) (.+)",
            rest,
        ):
            if _m(r"(?:since|during|over the|in (?:the )?(?:past|last|\d)|for (?:[\w'-]+ ){0,3}?(?:years?|yrs|months?|"
                  r"decades?|weeks?|days?|hours?|ages|a while|a long time|ever))\b", m.group(1)):
                return []  # "I've played for about 15 years": what was played is named elsewhere; a time is no key
            if rest.startswith("never "):
                return []  # "I've never written a PRD": no experience of it, and no fact that outlasts the gap
            # keyed on what, not how or for how long: "written Go professionally for 4 years" is Go, "played 2000
            # hours in Skyrim" Skyrim (a time spent alone names nothing)
            done = m.group(1)
            if (spent := TIME_SPENT.match(done)) is not None:
                if not spent.group(1):
                    return []
                done = spent.group(1)
            done = DONE_HOW_LONG.split(done, 1)[0]
            slug = topic_slug(done) or ("go" if done.strip() == "Go" else "")
            statement = _sentence("User has " + third_person_possessive(rest))
            return [Proposal("fact", f"experience:{slug}", statement, confidence=0.55)] if slug else []
        if "diabet" in rest and (m := DIABETES.match(rest)):
            return _listed(_diabetes(m, _sentence("User has " + _phrase(rest))))
        if (m := CONDITION_SAID.match(rest)) and (condition := CONDITION_ADJECTIVES.get(m.group(1).lower())) and (
            condition.endswith("diabetes")
        ):
            # "I have T1D": type 1 diabetes by its abbreviation
            return [Proposal("fact", f"health:{condition}", _sentence("User has " + _phrase(rest)),
                             sensitivity="sensitive", confidence=0.65)]
        if "blind" in rest and COLORBLIND.match(rest):
            return [Proposal("fact", "health:colorblindness", _sentence("User has " + _phrase(rest)),
                             sensitivity="sensitive")]
        if ("MS" in rest or "RA" in rest or "CP" in rest or "ALS" in rest or "sis" in rest or "itis" in rest
                or "alsy" in rest or "trophy" in rest or "ifida" in rest or "ickle" in rest or "murmur" in rest
                or "tremor" in rest or "apn" in rest or "plasia" in rest) and (
                m := NAMED_CONDITION.match(rest)):
            # "I have MS and get fatigued easily", "rheumatoid arthritis": the condition, said up to its name
            named = m.group("named") or m.group("initials")
            slug = NAMED_CONDITION_KEYS.get(named.lower()) or "_".join(named.lower().split())
            return [Proposal("fact", f"health:{slug}", _sentence("User has " + rest[:m.end()]),
                             sensitivity="sensitive")]
        if m := CONDITION_QUALIFIED.match(rest):
            return [Proposal("fact", f"health:{_disorder_key(m, rest) or m.group(1).lower()}",
                             _sentence("User has " + _phrase(rest)), sensitivity="sensitive")]
        if ("high" in rest or "low" in rest) and (m := MEASURE_HAD.match(rest)):
            # "I have high cholesterol", "I've got low blood pressure": the reading is the condition
            return [Proposal("fact", f"health:{m.group(1).lower()}_{topic_slug(m.group(2))}",
                             _sentence("User has " + _phrase(rest)), sensitivity="sensitive")]
        if m := _m(r"(coeliac|celiac) disease\b", rest):
            said = _sentence("User has " + _phrase(rest))
            return [Proposal("fact", f"health:{m.group(1).lower()}_disease", said, sensitivity="sensitive")]
        if (m := ALLERGEN_FIRST.match(rest)) and (slug := topic_slug(m.group("allergen"))):
            # "a severe peanut allergy": keyed on the allergen, as "allergic to peanuts" is; "no shellfish allergy"
            # takes that one back
            said = _sentence("User has " + _phrase(rest))
            if m.group("no"):
                return [self.resolved(Proposal("fact", f"health:allergy:{slug}", said, "retract",
                                               sensitivity="sensitive"))]
            return [Proposal("fact", f"health:allergy:{slug}", said, sensitivity="sensitive")]
        if m := _m(r"(" + _CONDITIONS + r")\b", rest):
            return [
                # "arthritis in my hands": said of the user, in their words ("in their hands")
                Proposal("fact", f"health:{m.group(1).lower()}", _sentence("User has " + third_person_possessive(rest)),
                         sensitivity="sensitive")
            ]
        if (m := BARE_CONDITION.match(rest)) and (slug := topic_slug(EPONYM.sub("s", m.group(1)))):
            # "sleep apnea", "chronic fatigue syndrome", "Crohn's disease": a condition named without an article (an
            # eponym's "'s" kept as its "s", so "Crohn's disease" and "Crohns disease" are one key)
            said = _sentence("User has " + _phrase(rest))
            return [Proposal("fact", f"health:{slug}", said, sensitivity="sensitive")]
        if m := _m(r"(?:got |also )?(?=(?:no|" + NUMBER_WORDS + r"|my own) )(.+)", rest):
            return self.things(m.group(1), "User has", negative=False)
        bare = BRACKETED_TAIL.sub("", rest) if "(" in rest else rest  # "twin boys (5)"
        if bare.rstrip()[-1:] in "sS" and (m := BARE_KIN.match(bare)) and all(
            _singular(w) in lx.FAMILY | lx.PETS or w in lx.BREEDS or _singular(w) in CHILDREN or w in KIN_ADJECTIVES
            for w in _words(m.group(1)) if w not in ("and", "or")
        ):
            if bare != rest:
                return self.things(rest, "User has", negative=False)
            # "I have border collies", "I have twin daughters", "I have dogs and cats": kin and pets named bare, as
            # "two dogs" would be; not "dogs to walk for my neighbor", nor "plans" or "issues"
            return self.things(m.group(1), "User has", negative=False)
        return []

    def things(self, phrase: str, verb_phrase: str, negative: bool) -> list[Proposal]:
        """'an Apple Watch and a BMW X3' are two independently correctable beliefs."""
        if ("my " in phrase or "our " in phrase or "My " in phrase or "Our " in phrase) and (
                given := _given_to(phrase)) is not None:
            # "got my mom a library card", "bought my wife a Kindle", "a bike for my son": the thing is theirs, not the
            # user's; the relative is the user's, and a pet got for the user's own children lives with the user
            who, what = given
            kin = _kin(who)
            found = [Proposal("relationship", f"family:{kin}", _sentence(f"User has a {_singular(who.lower())}"))
                     ] if who.lower() in RELATIVES_GIVEN_TO else []
            if not negative and kin in ("son", "daughter", "kid", "twin"):
                found += [p for p in self.things(what, verb_phrase, negative) if p.subject.startswith("pet:")]
            return found
        if "(" in phrase and (kids := KIN_BRACKETED.match(phrase)):
            # "two kids (son 12, daughter 9)", "two cats (Miso and Pepper)": the children or pets, and which they are;
            # their ages and names are no part of a key
            said = _sentence(f"{verb_phrase} {third_person_possessive(kids.group('kids'))} ({kids.group('aged')})")
            found = [replace(p, statement=said) for p in self.things(kids.group("kids"), verb_phrase, negative)]
            if not negative and found and found[0].subject.startswith("family:"):
                which = {KIN_IN_BRACKETS.get(w.lower(), "") for w in re.findall(r"[a-z]+", kids.group("aged"), re.I)}
                found += [Proposal("relationship", f"family:{kin}", said) for kin in sorted(which - {""})
                          if f"family:{kin}" not in {p.subject for p in found}]
            return found
        out = []
        for part in COORDINATION.split(phrase):
            part = part.strip()
            if not part:
                continue
            named, comma, aside = part.partition(",")
            if not (comma and ASIDE_POINTS.search(aside) and _singular(_head(named)) in lx.FAMILY | lx.PETS):
                named = part  # else "two childrens, the older one have 8 years": the aside is about one of them
            if "(" in named:
                named = BRACKETED_TAIL.sub("", named) or named  # "two kids (see attached)": an aside, no part of a key
            is_negative = negative or bool(_m(r"no\b", part))
            proposal = self.thing(named, is_negative, _sentence(f"{verb_phrase} {third_person_possessive(part)}"),
                                  got=verb_phrase == "User got")
            if proposal is not None:
                out.append(self.resolved(proposal) if is_negative else proposal)
        return out

    def thing(self, noun_phrase: str, negative: bool, statement: str, got: bool = False) -> Proposal | None:
        if (" and " in noun_phrase or " but " in noun_phrase or "myself" in noun_phrase) and (
                own := OWN_THING_THEN.search(noun_phrase)):
            # "a Kindle Oasis myself and love it": the thing, then what the user does with it
            noun_phrase = noun_phrase[: own.start()]
            statement = _sentence(statement.rstrip(".").split(f" {own.group().strip()}", 1)[0])
        if ("coming" in noun_phrase or "arriving" in noun_phrase or " way" in noun_phrase) and (
                on_way := ON_ITS_WAY.search(noun_phrase)) and not any(
                _singular(w) in lx.FAMILY or _singular(w) in lx.PETS for w in _words(noun_phrase[:on_way.start()])):
            # "got a pair coming from a guy on ebay": on its way, not yet the user's (a baby or a puppy on the way is
            # the family's already)
            return None
        if ("listing" in noun_phrase or "lead" in noun_phrase or "gig" in noun_phrase) and (
                head_said := _words(NOUN_PHRASE_END.split(f"{noun_phrase} ")[0])[-1:]) and head_said[0] in WORK_GOT:
            return None  # "Got a listing near MacDill AFB", "got a new lead": work that came in, no thing owned
        if got and (done := GOT_DONE_TAIL.search(noun_phrase)):
            # "got my Bambu Lab P1S set up", "got my Prusa working": the thing, then what was done to it (no model)
            noun_phrase = noun_phrase[: done.start()]
        if " back " in noun_phrase and (then := THING_BACK_THEN.search(noun_phrase)):
            noun_phrase = noun_phrase[: then.start()]  # "a Peloton back in January": the Peloton, bought then
        if " not " in noun_phrase and (contrast := NOT_THAT_ONE.search(noun_phrase)):
            noun_phrase = noun_phrase[: contrast.start()]  # "3 kids not 2", "a Honda, not a Toyota": the one said first
        # "one Toyota Corolla" is a learner's "a Toyota Corolla": a number before a noun, not a pronoun
        # (a pronoun in an aside after a comma points back at the thing: "a MacBook Air, which might be part of it")
        # (a relative clause after the thing is the thing's: "a dog that sheds", "a laptop that my work gave me")
        said = noun_phrase[:rel.start()] if (" that " in noun_phrase or " which " in noun_phrase) and (
            rel := THING_RELATIVE.search(noun_phrase)) else noun_phrase
        # (a pronoun, not a word made with one: "a one-eyed cat", "a one-bedroom flat")
        if re.search(r"\b(?:them|it|those|these|one(?!-)|ones|that|him|her)\b", _learner_one(said).split(",")[0],
                     re.I):
            return None
        if "old" in noun_phrase:
            noun_phrase = AGED_BEFORE.sub("", noun_phrase, 1)  # "a 20 year old car", "a 3-year-old Subaru": a car
        determiners = re.match(
            r"^(?:(?:no|" + NUMBER_WORDS + r"|my own|my|new|brand new|(?-i:old|trusty|beloved|beat-up)|"
            # its condition, not its model: "a used Tesla Model 3", "a refurbished iPad"
            r"used|pre-owned|certified pre-owned|second-hand|secondhand|refurbished|"
            # its period, not what it is: "a 1920s house", "a '70s camper"
            r"(?:19|20|')?\d0'?s(?= \w)|"
            # its model year shortened, not its model: "my '09 Sportster" is a Sportster, as "my 2009 Sportster" is
            r"'\d\d(?= \w)|"
            # which of its kind the user has had, not what it is: "my 4th tattoo", "my first car"
            + THING_ORDINAL + r"|"
            r"(?:a |an )?(?:bunch|couple|lot|lots|ton|tons|"
            r"handful|pair|set|number|variety) of)\s+)*",
            noun_phrase,
            re.I,
        )
        fronted = determiners.group(0)
        quantity = next((w for w in _words(SHORT_MODEL_YEAR.sub("", fronted) if "'" in fronted else fronted)
                         if w not in ("a", "an", "one", "my", "own", "new", "brand", "no", "old", "trusty", "beloved",
                                      "beat", "up", "used", "pre", "owned", "certified", "second", "hand",
                                      "secondhand", "refurbished")
                         and not YEAR.fullmatch(w) and not DECADE_WORD.fullmatch(w)  # "a 2019 Mac mini" is one
                         and not ORDINAL_WORD.fullmatch(w)  # so are "my '09 Civic", "my 4th tattoo"
                         and f"'{w}" not in determiners.group(0)), None)
        noun_phrase = noun_phrase[determiners.end():]
        if quantity and quantity[:1].isdigit() and (unit := MEASURED_UNIT.match(noun_phrase)):
            noun_phrase = noun_phrase[unit.end():]  # "a 75 gallon planted tank", "a 10 foot kayak": the measure is none
        if ("older" in noun_phrase or "younger" in noun_phrase) and (than := AGED_AGAINST.search(noun_phrase)):
            noun_phrase = noun_phrase[:than.start()]  # "a brother three years older than me": a brother
        if ("ed " in noun_phrase or noun_phrase[-2:] == "ed" or "t " in noun_phrase or "k " in noun_phrase
                or "ng " in noun_phrase) and (where := PUT_SOMEWHERE.search(noun_phrase)):
            noun_phrase = noun_phrase[:where.start()]  # "a car parked outside": a car
        colour = ""
        if (painted := COLOUR_FIRST.match(noun_phrase)) and (
                painted.group("shade") or painted.group("more")
                or _thing_kind(topic_slug(noun_phrase[painted.end():], numbers=True))):
            colour, noun_phrase = painted.group().strip(), noun_phrase[painted.end():]
        nouns = _words(NOUN_PHRASE_END.split(f"{noun_phrase} ")[0])
        if not nouns or re.match(r"(?:in|on|at|for|of|from|with|to|by|but|and)\b", noun_phrase, re.I):
            return None  # "four in hip hop": how many of something named elsewhere
        if len(nouns) > 1 and nouns[-1] in WEEKDAYS:
            nouns = nouns[:-1]  # "an anatomy exam friday": an exam, on a day (and so no possession)
        # "two kids, Emma and Noah": the kind comes before the names that follow the comma.
        named = _words(noun_phrase.split(",")[0])
        if "," in noun_phrase and len(named) == 1:
            nouns = named
        if len(nouns) >= 2 and (nouns[-2] in lx.PETS or nouns[-2] in lx.BREEDS) and (
                said_last := NOUN_PHRASE_END.split(f"{noun_phrase} ")[0].split()[-1])[:1].isupper() and (
                not said_last.isupper()):
            nouns = nouns[:-1]  # "my cat Milo", "my rescue greyhound Pickles": the pet, its name after it
        head = _singular(nouns[-1])
        polarity = "retract" if negative else "assert"
        if head in CHILD_STAGES or CHILD_AGED.fullmatch(" ".join(nouns[-3:])):
            # "a toddler", "a 2 year old", "two teenagers": the user's children, named by how old they are
            return Proposal("relationship", "family:kid", statement, polarity)
        if negative and BLANKET_KIND.match(noun_phrase):
            return None  # "I have no pets", "no allergies": a whole kind denied takes back no one belief
        if (head in CHILDREN or nouns[-1] in lx.FAMILY or head in lx.FAMILY) and (
            RELATIVE_HEALTH.search(noun_phrase.lower())
        ):
            # "a son with autism", "a daughter who has diabetes": the relative's health is theirs, not said
            kin = re.match(r"(?:[\w'-]+ ){0,3}?" + re.escape(nouns[-1]) + r"\b", noun_phrase, re.I)
            if not kin:
                return None
            if negative:
                # "lost my dad to cancer": what took them is theirs too
                statement = _sentence(RELATIVE_CAUSE.sub("", statement.rstrip(".")))
            else:
                said = determiners.group(0) + kin.group(0) if determiners.group(0).strip() else _a(kin.group(0))
                statement = _sentence(f"User has {said}")
        if head in CHILDREN and (nouns[-1] != head or {"little", "baby", "twin"} & set(nouns)
                                 or quantity not in (None, "a", "an", "one")):
            # "two boys", "a little girl", "three kiddos": the user's children
            return Proposal("relationship", f"family:{CHILDREN[head]}", statement, polarity)
        if (nouns[-1] in lx.FAMILY or head in lx.FAMILY or nouns[-1] in lx.BABY_PARENTS) and len(nouns) > 1 and (
                _figurative_kin(nouns[-2], nouns[-1])):
            return None  # "a work wife", "a sugar daddy", "two fur babies": a figure of speech, no relative
        if nouns[-1] in lx.FAMILY or head in lx.FAMILY:
            return Proposal("relationship", f"family:{_kin(head)}", statement, polarity)
        if (nouns[-1] in lx.BREEDS or nouns[-1] in lx.PETS or head in lx.PETS or nouns[-1] in ("mix", "cross")) and (
                "until" in statement and FOSTERED.search(statement)):
            return None  # "I have a husky mix until she finds a home": a foster, no pet of the user's
        if nouns[-1] in lx.BREEDS and len(nouns) <= 3:
            return Proposal("relationship", f"pet:{_pet(nouns[-1])}", statement, polarity)
        if len(nouns) >= 2 and (kind := lx.PET_NAMES.get(f"{nouns[-2]}_{nouns[-1]}")) and len(nouns) <= 4:
            return Proposal("relationship", f"pet:{kind}", statement, polarity)  # "a bearded dragon", "a ball python"
        if nouns[-1] in ("mix", "mixes", "cross") and 2 <= len(nouns) <= 4 and (
                nouns[-2] in lx.BREEDS or nouns[-2] in lx.PETS):
            # "a husky mix", "a beagle cross": a dog of that breed and others
            return Proposal("relationship", f"pet:{_pet(nouns[-2])}", statement, polarity)
        if nouns[-1] in lx.PETS or head in lx.PETS:
            return Proposal("relationship", f"pet:{_pet(head)}", statement, polarity)
        if head in lx.CONDITIONS or nouns[-1] in lx.CONDITIONS:
            # (one condition, one key, however it is named: "Crohn's" is "Crohn's disease")
            return Proposal("fact", f"health:{CONDITION_KEYS.get(head, head)}", statement, polarity,
                            sensitivity="sensitive")
        if nouns[-1] in lx.CONDITIONS_HAD and not any(
                w[:1].isupper() for w in NOUN_PHRASE_END.split(f"{noun_phrase} ")[0].split()[:-1]):
            # "a stutter", "a bad UTI", "an STD"; what a name comes before is that thing's ("a Subaru WRX STI")
            return Proposal("fact", f"health:{_singular(nouns[-1])}", statement, polarity, sensitivity="sensitive")
        if head == "count" and len(nouns) > 1 and nouns[-2] in lx.MEDICAL_COUNTS:
            # "a low sperm count", "a low platelet count": a condition named by what is counted
            return Proposal("fact", f"health:{nouns[-2]}_count", statement, polarity, sensitivity="sensitive")
        if _medical(nouns) and (slug := topic_slug(NOUN_PHRASE_END.split(f"{noun_phrase} ")[0])):
            # "a herniated disc", "a torn ACL", "a thyroid condition": a condition named by its medical head, or
            # an injured part, is health, never a possession
            return Proposal("fact", f"health:{slug}", statement, polarity, sensitivity="sensitive")
        if head in ("membership", "subscription") and len(nouns) > 1 and (
                slug := topic_slug(" ".join(nouns[:-1]))):
            # "a Costco membership", "a gym membership", "my Netflix subscription": the membership, keyed on what of
            return Proposal("fact", f"membership:{slug}", statement, polarity, confidence=0.6)
        if head in ("job", "career"):
            if got and not negative and NEW_JOB.match(determiners.group(0) + noun_phrase) and not (
                "first" in noun_phrase.lower() and JOB_LONG_AGO.search(statement)
            ):
                # "I got a new job at Google": what the user does now, superseding the occupation before it;
                # a second job is one more beside it, and a job lost or counted stays about the jobs held
                return Proposal("user_model_attr", "occupation", statement, confidence=0.65)
            return Proposal("user_model_attr", "occupation:jobs", statement, polarity)
        # "a hard time sleeping" is a time, "trouble sleeping" trouble
        # ("a hard time finding kids my age": the time had, before what it is had doing)
        event = next((nouns[i - 1] for i in range(1, len(nouns)) if nouns[i].endswith("ing")), nouns[-1])
        if not negative and (head in lx.EVENTS or event in lx.EVENTS or nouns[0] in lx.EVENTS or head in lx.OCCASIONS):
            return None  # "a meeting with the lawyer", "a phone call", "a hard time sleeping", "a wedding": not owned
        if head in lx.FOR_ONE_OCCASION or nouns[-2:] == ["boarding", "pass"]:
            return None  # "a ticket to Rome", "a parking ticket", "a boarding pass": for the occasion, not kept
        if head in lx.ON_ONES_MIND or (negative and nouns[0] in lx.FACULTIES):
            return None  # "a hunch", "a second opinion", "a cold"; "lost my temper", "my train of thought"
        if head in SERVED_PEOPLE:
            return None  # "got a customer whose condenser keeps tripping", "a new client": someone served, not owned
        if (head in SERVING_PEOPLE and (head != "cleaner" or len(nouns) == 1 or nouns[-2] in CLEANERS_WHO)) or (
                nouns[-2:] in (["dog", "walker"], ["personal", "trainer"])):
            return None  # "I have a great lawyer", "I've got a good mechanic": someone who serves the user, not owned
        keyed = noun_phrase.split(" (", 1)[0]  # "a planted tank (cardinal tetras + ...)": what the aside says is not it
        if "-" in noun_phrase[:12] and (measure := MEASURE_FIRST.match(noun_phrase)):
            keyed = noun_phrase[measure.end():]  # "a 20-degree down quilt", "a 10-foot kayak": a quilt, a kayak
        # Keyed on the noun phrase itself: "a house and need to watch my spending" is a house.
        slug = topic_slug(NOUN_PHRASE_END.split(f"{keyed} ")[0])
        if not slug:
            return None
        # the kind is the head noun's too: "a Netgear Nighthawk AX12 router" is a device keyed on its model
        kind = _thing_kind(slug) or _thing_kind(_head(noun_phrase))
        if slug in AQUARIUMS:
            slug = "aquarium"  # "a 75 gallon planted tank", "a reef tank": an aquarium, whatever is kept in it
        if not kind and (model := MODEL_THEN_KIND.match(NOUN_PHRASE_END.split(f"{keyed} ")[0].rstrip())) and (
                _thing_kind(_head(model.group("kind"))) is None) and (kinds := topic_slug(model.group("kind"))):
            slug = kinds  # "a Brother CS6000i sewing machine": a thing of no device's kind, keyed on what it is
        if not kind and slug.partition("_")[0] in lx.VEHICLE_MAKES_NUMBERED:
            # "a Catalina 30": a make of boat or plane named by its number (kept in the key only below)
            kind = _thing_kind(topic_slug(NOUN_PHRASE_END.split(f"{noun_phrase.split(',')[0]} ")[0], numbers=True))
        if kind:
            # A model number is part of the model: "a pixel 8", "an iPhone 15" (not "from 2015").
            noun_phrase = noun_phrase.split(",")[0]
            if "gen" in noun_phrase.lower():  # "an Oura Ring Gen 3", "a Kindle (11th gen)": the model, any generation
                noun_phrase = DEVICE_GENERATION.sub("", noun_phrase)
            slug = _model_slug(NOUN_PHRASE_END.split(f"{noun_phrase} ")[0]) or slug
        if not negative and (owed := " ".join(_words(NOUN_PHRASE_END.split(f"{keyed} ")[0]))) in lx.DEBTS:
            # "I have a mortgage", "a personal loan", "a car loan": a debt is the user's finances (sensitive), never
            # a thing owned nor a car, as "my mortgage" is keyed
            return Proposal("fact", _debt(owed), statement, sensitivity="sensitive", confidence=0.65)
        if not kind and slug in lx.INVESTMENT_ACCOUNTS:
            # "I have a Roth IRA": an account the user holds is their finances, not a thing owned
            return Proposal("fact", f"finance:{slug}", statement, polarity, sensitivity="sensitive", confidence=0.65)
        if not kind and slug in COIN_SLUGS:
            # "I bought some Bitcoin", "I have index funds": a holding, the user's finances, not a thing owned
            return Proposal("fact", f"finance:{COIN_SLUGS[slug]}", statement, polarity, sensitivity="sensitive",
                            confidence=0.6)
        if kind and not negative:
            # One canonical statement per owned device or vehicle, whatever verb introduced it
            # ("I drive my BMW X3 to work" restates "I have a BMW X3"): a duplicate, not a change.
            core = PREPOSITION_STOP.split(f" {NOUN_PHRASE_END.split(f'{noun_phrase} ')[0].strip()} ")[0].strip()
            core = re.sub(r"\s+(?:myself|too|also|as well)$", "", core, flags=re.IGNORECASE)  # "a Ford F150 myself"
            if colour:
                core = f"{colour} {core}"  # "a white Tesla Model 3": its colour said, though no part of the key
            if condition := THING_CONDITION.search(determiners.group(0)):
                core = f"{condition.group().lower()} {core}"  # "a used Tesla Model 3": said, though no part of the key
            article = quantity or ("an" if core[:1].lower() in "aeiou" and core[:4].lower() not in ("used", "unif")
                                   else "a")
            statement = _sentence(f"User has {article} {core}")
        if kind == "device" and slug.startswith("switch") and "Switch" in noun_phrase:
            slug = f"nintendo_{slug}"  # "a Switch": the console, keyed by its maker's name too, as _device keys it
        return Proposal("fact", f"{kind or 'possession'}:{slug}", statement, polarity, confidence=0.65)

    @staticmethod
    def org_board(text: str) -> list[Proposal]:
        """A seat on an organization's board, taken or left, keyed on what the board is of; an officer of the board
        of an organization named, on the organization."""
        def said(end: int) -> str:
            return _sentence("User " + third_person_possessive(third_person(text[2:end])) if text[:2].lower() == "i "
                             else "User is " + third_person_possessive(text[4:end]))

        if m := BOARD_OFFICER_OF.match(text):
            slug = _named_slug(m.group(1))
            return [Proposal("fact", f"membership:{slug}", said(m.end()), confidence=0.6)] if slug else []
        left = LEFT_ORG_BOARD.match(text)
        if not (m := left or ON_ORG_BOARD.match(text)):
            return []
        slug = topic_slug(m.group("of").replace("-", "")) if m.group("of") else _named_slug(m.group("named"))
        return [Proposal("fact", f"membership:{slug}_board", said(m.end()), "retract" if left else "assert",
                         confidence=0.6)] if slug and slug not in NO_MEMBERSHIP else []

    def worked_once(self, how: str, what: str, statement: str) -> list[Proposal]:
        """Work said in the past, "I worked as a nurse for 10 years", "I worked at a bakery in high school", "I worked
        in retail": a former job, keyed on the job, the employer or the field, as "I was a nurse" is. A place worked
        in ("I worked in Chicago for years") is where, not what, and forms nothing."""
        # (what the work was, not what was done there or when: "a bridal shop altering dresses", "construction
        # previously")
        named = SAID_IN_PASSING.sub("", WORK_DONE_THERE.split(NOUN_PHRASE_END.split(f"{what} ")[0], 1)[0].rstrip())
        if how == "in" and not _worked_in_work(named):
            return []  # "worked in Chicago", "in the garden": a place, not a line of work
        field = FIELD_WORKED_IN.match(named) if how == "in" else None
        named = field.group() if field else named
        slug = topic_slug(named) or ("it" if INFORMATION_TECHNOLOGY.fullmatch(named.strip()) else "")
        return [Proposal("user_model_attr", f"history:{slug}", statement, confidence=0.55)] if slug else []

    def resolved(self, proposal: Proposal) -> Proposal:
        """'my watch' names the Apple Watch the user told us about, when there is exactly one."""
        kind, _, slug = proposal.subject.partition(":")
        words = slug.split("_")
        known = sorted(set(self.known.get(kind, [])))
        matches = [s for s in known if set(words) <= set(s.split(":", 1)[1].split("_"))]
        if not matches and slug in GENERIC_THINGS and len(known) == 1 and _of_the_kind(slug, known[0]):
            matches = known
        if len(matches) == 1:
            return Proposal(
                proposal.belief_type,
                matches[0],
                proposal.statement,
                proposal.polarity,
                proposal.sensitivity,
                proposal.confidence,
                proposal.portability,
            )
        return proposal

    def likings(self, verb: str, obj: str) -> list[Proposal]:
        """A liking of each pursuit said one after another: "I love hiking and fishing", "reading, hiking and
        swimming", "to cook and travel" are likings each correctable alone (what follows a pursuit's "and" that is no
        pursuit is the pursuit's: "playing kickball and basketball")."""
        if " and " in obj or "," in obj:
            if obj[:3].lower() == "to " and VERBS_IN_TURN.match(obj):
                parts = [f"to {part}" for part in PURSUIT_BREAK.split(obj[3:])]
                if any((first := part[3:].partition(" ")[0].lower()) in lx.STOPWORDS or first in lx.VAGUE
                       for part in parts[1:]):
                    parts = []  # "to dance, now that I'm out of danger", "to build and stuff": one verb, then no verb
            else:
                parts = PURSUITS_IN_TURN.split(obj) if "ing" in obj else []
                if not all(GERUND_FIRST.match(part) for part in parts):
                    parts = []  # "wine and dancing", "a good comedian, making me laugh": no pursuits in turn
            if len(parts) > 1 and all(parts):
                return [p for part in parts if (p := self.preference(verb, part)) is not None]
        return _listed(self.preference(verb, obj))

    def preference(self, verb: str, obj: str) -> Proposal | None:
        if NOT_A_THING.match(obj):
            return None
        obj = re.sub(r"\s+(?:too|also|as well|a lot|so much|very much)$", "", obj, flags=re.I)
        said_obj = obj
        if "thing" in obj and (more := ANYTHING_LIKE.search(obj)):
            obj = obj[:more.start()]  # "Ann Patchett and anything that feels like her": the one named
        if ("xture" in obj or "taste" in obj or "smell" in obj or "flavo" in obj or "consisten" in obj) and (
                sensed := SENSED_OF.fullmatch(_phrase(obj))):
            obj = sensed.group(1) or sensed.group(2)  # "tofu txture", "the smell of cilantro": the thing itself
        # What the object points back to ("riding them", "the way she sings", "his early stuff") is
        # unknown out of context, unless it is someone named before it ("my wife and her cooking").
        if unresolved(_phrase(obj), first_conjunct=False):
            return None
        if (obj[:3].lower() == "my " or obj[:4].lower() == "our ") and not WHOSE_IN_IT.search(obj) and (
                own := self.thing(_phrase(obj), False, _sentence(
                    f"User {verb} {third_person_possessive(said_obj)}"))) is not None and (
                own.subject.startswith(("pet:", "family:"))):
            # "I love my cat Milo", "obsessed with my rescue greyhound", "I adore my wife", "I love our dogs": the
            # user's own pet or relative, no liking of a kind
            return own
        # Keyed on the first thing named: "jazz, especially Coltrane" is a liking of jazz.
        slug = topic_slug(re.sub(r"^to (?:go |do |be )?", "", _phrase(obj), flags=re.I))
        if (obj[:3].lower() == "my " or obj[:4].lower() == "our ") and (pet := OWN_PET_LIKED.match(_phrase(obj))):
            slug = topic_slug(_singular(pet.group(1).lower()))  # "my rescue greyhound Pickles" is greyhound
        if not slug:
            return None
        verbal = obj[:3].lower() == "to " or ("go" in obj[:6].lower() and GOING_FOR.match(obj) is not None)
        slug = _pursuit_head(slug, verbal)  # "to run", "going for runs" are running
        if slug == "hunting" and HUNTED_FOR_NO_GAME.search(obj):
            return None  # "I love to hunt for deals", "hunting for vintage clothes": a search, no hunting
        if obj[:3].lower() == "to " and slug.partition("_")[0] == obj[3:].partition(" ")[0].lower():
            # "to spend time with my cats" is spending time, as "spending time with" is (the verb said first: "to go
            # to concerts", "to do yard work" are keyed on what is gone to or done)
            slug = _gerund_first(slug)
        subject = stable_subject(obj) or f"preference:{slug}"
        # A choice between two ("R over Python") is keyed on the pair whichever way round, so the
        # opposite choice later supersedes it instead of standing beside it.
        # "over" after a liking is a choice between bare names ("running over driving"); before a determiner
        # it is a preposition ("hang out over the weekend", "cooking over an open fire"), unless preferred.
        choice = CHOICE.fullmatch(_phrase(obj))
        if choice and choice.group(2).lower() == "over" and verb != "prefers" and re.match(
            r"(?:the|a|an|my|our|his|her|their|its|this|that|these|those|some|all)\b", choice.group(3), re.I
        ):
            choice = None
        if choice and not stable_subject(obj):
            pair = sorted(filter(None, (topic_slug(choice.group(1)), topic_slug(choice.group(3)))))
            if len(pair) == 2 and pair[0] != pair[1]:
                subject = f"preference:{pair[0]}_vs_{pair[1]}"
        return Proposal(
            "preference", subject, _sentence(f"User {verb} {third_person_possessive(said_obj)}"), confidence=0.65
        )

    def possessive(self, rest: str) -> Proposal | None:
        statement = _sentence("User's " + third_person_possessive(rest))
        if ("high" in rest or "low" in rest or "elevated" in rest) and (m := MEASURE_RUNS.match(rest)):
            # "my cholesterol's been high for a couple years": a condition, said as a reading
            level = "high" if m.group(2).lower() == "elevated" else m.group(2).lower()
            return Proposal("fact", f"health:{level}_{topic_slug(m.group(1))}", _sentence("User's " + _phrase(rest)),
                            sensitivity="sensitive", confidence=0.6)
        if m := _m(r"(?:favou?rite|fave) (.+?) (?:is|are|was) (.+)", rest):
            if kind := topic_slug(m.group(1)):
                return Proposal("preference", f"favorite:{kind}", statement, confidence=0.7)
            # "my favorite thing (to do) is shopping", "my favorite one is Mathematics": a kind that names nothing is
            # keyed on the favorite itself, unless that only points ("my favorite thing is that")
            named = re.sub(r"^(?:to |when |that )", "", _phrase(m.group(2)), flags=re.I)
            slug = "" if unresolved(named) or _m(r"(?:when|that|if|how|what)\b", m.group(2)) else topic_slug(named)
            # "my favorite thing to do is hike": what is done, its verb's gerund
            slug = _pursuit_head(slug, " to " in f" {m.group(1)} " or named != _phrase(m.group(2)))
            return Proposal("preference", f"favorite:{slug}", statement, confidence=0.6) if slug else None
        if (
            m := _m(r"(?:favou?rites?|faves?) (?:is|are|would be|has to be|have to be) (.+)", rest)
        ) and not DEICTIC.match(m.group(1)):
            # keyed on the first one named, as a liking is: "my faves are Hardcore History and Serial"
            slug = topic_slug(re.split(r",\s*|\s+(?:and|&|or|plus)\s+", _phrase(m.group(1)), maxsplit=1)[0])
            return Proposal("preference", f"favorite:{slug}", statement, confidence=0.6) if slug else None
        words = _words(rest)
        if not words:
            return None
        if (words[0] in lx.MEDICATIONS or (len(words) > 1 and words[1] in lx.MEDICATIONS)) and (
                filled := MY_MEDICINE_FILLED.match(rest)):
            # "my levothyroxine 75mcg refill is due on the 14th", "my OWN Adderall refill got rejected": a medicine
            # filled for the user is one they are on
            return _medicines(filled, statement)[0]
        if m := _m(r"(?:native|mother|first) (?:language|tongue) (?:is|are) (.+)", rest):
            spoken = [w for w in _words(_phrase(m.group(1))) if w in lx.LANGUAGES]
            return Proposal("user_model_attr", f"language:{spoken[0]}", statement) if spoken else None
        if len(words) > 1 and _figurative_kin(words[0], words[1]) and _singular(words[1]) in lx.FAMILY:
            return None  # "my baby daddy lives in Ohio", "my work wife": a figure of speech, no relative
        if len(words) > 3 and words[0] in (
            "older",
            "younger",
            "little",
            "big",
            "oldest",
            "youngest",
            "baby",
            "twin",
            "ex",
            "step",
            "best",
            "late",
        ):
            words = words[1:]
        if len(words) > 2 and words[0] == "own" and (words[1] in lx.FAMILY or _singular(words[1]) in lx.FAMILY):
            words = words[1:]  # "my own kids go to schools in the same district": the user's kids
        if len(words) > 1 and words[1] in CHILD_DOES and AGED_CHILD.fullmatch(words[0]):
            words = ["kid", *words[1:]]  # "my 5-year-old loves dinosaurs": a child of the user's, named by their age
        elif len(words) > 2 and (words[1] in lx.FAMILY or _singular(words[1]) in lx.FAMILY) and (
                AGED_CHILD.fullmatch(words[0])):
            words = words[1:]  # "my 12-year-old son plays chess": the son
        if len(words) > 2 and ("old" in words[:3] or words[0].endswith("-old")) and (
                aged := AGED.match(" ".join(words[:3]))):
            words = words[aged.group().count(" ") + 1:]  # "my 8-year-old son", "my two year old daughter": who
        if len(words) > 2 and (kind := lx.PET_NAMES.get(f"{words[0]}_{words[1]}")):
            words = [kind, *words[2:]]  # "my leopard gecko Mango hasn't eaten": a pet named by two words, its kind
        while len(words) > 3 and words[0] in PET_SAID_OF and _is_pet_word(words[1:3]):
            # "our rescue dog is asleep next to me", "my senior great dane": the pet, whatever it is said to be
            words = words[1:]
        # "my great dane snores", "my german shepherd Rex": the breed's own word, no other thing said with its first
        breed_named = len(words) > 3 and words[0] in BREED_FIRST_WORDS and words[1] in lx.BREEDS
        if breed_named:
            words = words[1:]
        first = words[0]
        if first in lx.FAMILY or _singular(first) in lx.FAMILY:
            # A relative's lasting traits, not one thing they did once ("finally sold his motorcycle", "quit
            # smoking"), nor how they feel for now ("is so relieved"), nor their diet or health, which is theirs.
            # their name is not what they do: "my coworker Dana has type 2 diabetes"
            named = {w.lower() for w in CAPITALIZED.findall(rest)}
            verb = next((w for w in words[1:6] if (w not in lx.STOPWORDS and w not in lx.ADVERBS and w not in named
                                                   and w not in OTHERS_ADVERBS) or w in ("is", "are", "has", "have")),
                        "")
            after_have = words[words.index(verb) + 1:words.index(verb) + 3] if verb in ("has", "have") else []
            if (done := next((w for w in after_have if w not in lx.ADVERBS and w not in OTHERS_ADVERBS), "")) and (
                    done.endswith("ed") or done in IRREGULAR_PAST):
                verb = done  # "my son has moved to Leeds", "has just started school": a doing, no possession
            if ("died" in rest or "passed" in rest) and (died := RELATIVE_DIED.match(rest)) and (
                    _kin(died.group(1)) in DIED_SPOUSES):
                # "my husband died in March": the user is widowed, which is their status (a relative gone is not said
                # to be had: "my dad passed away" forms nothing)
                return Proposal("user_model_attr", "relationship_status", statement, confidence=0.6)
            if len(words) < 3:
                return None
            if ECHOED_ONLY.issuperset(words[1:]):
                # "my wife is too", "my dad does", "my brother that is": what they are or do is said elsewhere, not
                # here; that the user has them is all the clause says ("User has a wife", not "User's wife is")
                if first in lx.ACQUAINTANCES or RELATIVE_GONE.search(rest):
                    return None
                return Proposal("relationship", f"family:{_kin(first)}", _sentence(f"User has {_a(first.lower())}"),
                                confidence=0.6)
            if OPINION_OF_USER.match(rest):
                # "my friend thinks I'm a programmer": what another thinks or says of the user is no fact about
                # them, and the thinking is no lasting trait of the friend's either
                return None
            if RELATIVE_HEALTH.search(rest.lower()):
                # "my son has a peanut allergy": the relative's health is theirs, never stored, not even in the
                # statement; that the user has a son is theirs, said as they would ("User has a son"). Not of one
                # who is gone ("my late husband had cancer") nor of a friend, whose health says nothing of the user.
                if first in lx.ACQUAINTANCES or RELATIVE_GONE.search(rest):
                    return None
                return Proposal("relationship", f"family:{_kin(first)}", _sentence(f"User has {_a(first.lower())}"),
                                confidence=0.6)
            if BELIEF_NAMED.search(rest.lower()):
                # "my dad is a devout Catholic", "my brother is gay", "my mom is a lifelong Republican": their faith,
                # orientation or politics is theirs, sensitive, never stored; that the user has them is the user's
                if first in lx.ACQUAINTANCES or RELATIVE_GONE.search(rest):
                    return None
                return Proposal("relationship", f"family:{_kin(first)}", _sentence(f"User has {_a(first.lower())}"),
                                confidence=0.6)
            if _immigration_hint(rest) and OTHERS_STANDING.search(rest):
                # "my mom is a permanent resident", "my wife is here on a work visa": their standing is theirs, never
                # stored, as their health is not; that the user has them is the user's
                if first in lx.ACQUAINTANCES or RELATIVE_GONE.search(rest):
                    return None
                return Proposal("relationship", f"family:{_kin(first)}", _sentence(f"User has {_a(first.lower())}"),
                                confidence=0.6)
            # What involves the user ("my dad taught me the piano", "my mom is so proud of me", "my mom moved in
            # with us") stays; a relative who is gone ("my dad passed away in my arms") is not said to be had.
            if PARTED_FROM_USER.search(rest):
                return None  # "my girlfriend ran off", "my husband walked out on us": no longer the user's
            # (only in their own clause: "my boss is a dragon and my inbox is on fire" involves the user's inbox, not
            # the boss)
            own_clause = rest.split(" ", 1)[-1]
            if " my " in own_clause or " our " in own_clause:
                own_clause = NEXT_MY_CLAUSE.split(own_clause, maxsplit=1)[0]
            involves_user = bool(USER_INVOLVED.search(own_clause)) and not RELATIVE_GONE.search(rest)
            # What a relative did once is theirs, and no trait of theirs either ("my brother-in-law built a canoe last
            # summer"): that the user has them is all it says of the user, said as they would ("User has a
            # brother-in-law"). A friend's or one gone says not even that, nor does what a relative parted with ("my
            # brother finally sold his motorcycle", "my dad quit smoking"): the shape of a retraction, kept wholly
            # away from the user's own.
            had = None if first in lx.ACQUAINTANCES or RELATIVE_GONE.search(rest) or verb in PARTED else Proposal(
                "relationship", f"family:{_kin(first)}", _sentence(f"User has {_a(first.lower())}"), confidence=0.6)
            if verb.endswith("ed") and verb not in ("married", "retired", "named", "called") and not (
                involves_user and first not in lx.ACQUAINTANCES
            ):
                return had
            if verb in IRREGULAR_PAST and verb not in ("was", "were", "had", "made", "grew", "became") and not (
                involves_user
            ):
                return had
            if (state := OTHERS_STATE.search(rest)) and (
                ((said := state.group(1).lower()) in lx.EMOTIONS and not involves_user)
                or said in lx.OTHERS_SENSITIVE or said in lx.DIETS or said in lx.CONDITIONS or said.endswith("-free")
            ):
                # a relative's diet is theirs, and that the user has them all it says of the user ("my wife is
                # pescatarian", as "my dad is diabetic"); a friend's says nothing
                return had if said in lx.DIETS and not involves_user else None
            if verb in ("has", "have", "owns", "own", "drives", "bought", "got"):
                return None  # their possessions are not the user's
            if first in lx.ACQUAINTANCES and _m(r"(?:[\w'-]+ ){1,3}(?:is|are) (?:\w+ )?\w+ing\b", rest):
                return None  # what a friend is doing now ("is planning her honeymoon and roped me in") is theirs
            if first in lx.ACQUAINTANCES and not involves_user and not _m(
                r"(?:[\w'-]+ ){1,2}(?:is|are) (?-i:[A-Z])[\w'-]*$", rest
            ) and not (first in lx.WORKMATES and WORK_ROLE.match(rest.split(" ", 1)[-1])):
                # A friend's, a boss's or a roommate's own traits and doings are theirs ("my friend Marco is Italian",
                # "my boss is obsessed with CrossFit"); who they are to the user ("my best friend is Jess") stays, and
                # so does a workmate's role at work ("my colleague Priya runs the data platform team").
                return None
            return Proposal("relationship", f"family:{_kin(first)}", statement)
        gone = _m(r"[\w'-]+(?: [A-Z]\w+)? (?:passed away|passed|died)\b", rest)
        if (first in lx.PETS or _singular(first) in lx.PETS) and gone:
            # "My dog passed away": the pet is no longer the user's
            return self.resolved(Proposal("relationship", f"pet:{_pet(first)}", statement, "retract"))
        m = _m(r"(?:(left|right) )?(\w+) (?:is|has) (?:now |finally |fully |completely |totally |all )*"
               r"(?:healed|recovered|better now|fine now|back to normal)\b", rest)
        if m and m.group(2).lower() in lx.BODY_PARTS:
            side = f"{m.group(1).lower()}_" if m.group(1) else ""
            return self.resolved(Proposal("fact", f"health:{side}{_singular(m.group(2).lower())}", statement, "retract",
                                          sensitivity="sensitive"))
        if first in lx.PETS or _singular(first) in lx.PETS or first in PET_KINDS or (first in lx.BREEDS and (
                first not in AMBIGUOUS_BREEDS or breed_named or _m(r"[\w-]+ (?-i:[A-Z])[a-z]+\b", rest))):
            # A pet's lasting traits, not one thing it did once ("my dog did awesome", "my cat jumped on her").
            verb = next((w for w in words[1:4] if w not in lx.STOPWORDS or w in ("is", "are", "has", "have", "did")),
                        "")
            if len(words) < 3 or (verb.endswith("ed") and verb not in ("named", "called")) or verb == "did":
                return None
            if first in lx.BREEDS and first not in lx.PETS:
                # "my corgi Biscuit is 9 and the vet just diagnosed him": the pet, not what the clause goes on to
                pet_said = re.split(r",?\s+(?:and|but|so)\s+", rest, maxsplit=1)[0]
                statement = _sentence("User's " + third_person_possessive(pet_said))
            return Proposal("relationship", f"pet:{_pet(first)}", statement)
        m = _m(
            r"(?:(left|right) )?(\w+) (?:hurts|aches|is sore|gets sore|is swollen|is injured|"
            r"is broken|has been hurting|keeps hurting|is killing me|"
            r"(?:is|has been) (?:wrecked|shot|messed up|acting up)|has (?:never|not) been (?:right|the same))",
            rest,
        )
        if m and m.group(2).lower() in lx.BODY_PARTS:
            side = f"{m.group(1).lower()}_" if m.group(1) else ""
            return Proposal("fact", f"health:{side}{_singular(m.group(2).lower())}", statement, sensitivity="sensitive")
        m = _m(r"(?:new |current )?(daily driver|project car|weekend car|(?:(?:work|main|home|personal|gaming|school|"
               r"primary|spare|old|everyday) )?[\w-]+) is (?:a|an) (?-i:([A-Z0-9].*))", rest)
        if m and (kind := _thing_kind(_OWN_KIT.get(word := m.group(1).lower().rsplit(" ", 1)[-1], CAR_CALLED.get(
                m.group(1).lower(), word)))):
            # "My laptop is a ThinkPad X1", "my work machine is an M2 MacBook Pro": the user owns that model, one
            # subject per model, of the model's own kind where it names one ("my daily driver is a Pixel 8": a phone)
            model = PREPOSITION_STOP.split(f" {NOUN_PHRASE_END.split(m.group(2) + ' ')[0].strip()} ")[0].strip()
            slug = topic_slug(model)
            return Proposal("fact", f"{_thing_kind(slug) or kind}:{slug}", statement, confidence=0.65) if slug else None
        if (m := _m(r"(?:" + _WHICH_JOB + r")?(?:job|work|career|profession) (?:is|are) (.+)", rest)) and (
                JOB_JUDGED.match(m.group(1))):
            return None  # "my job is getting busy and stressful", "my work is great": how it goes, not what it is
        if m := _m(r"(?:" + _WHICH_JOB + r"(?=(?:job|work|career|profession) ))?"
                   r"(job|work|career|profession|name|hobby|hobbies|passion|major|birthday|degree) (?:is|are) (.+)",
                   rest):
            kind = {
                "job": "occupation",
                "work": "occupation",
                "career": "occupation",
                "profession": "occupation",
                "name": "identity:name",
                "hobby": "activity",
                "hobbies": "activity",
                "passion": "activity",
                "major": "education",
                "birthday": "identity:birthday",
                "degree": "education",
            }[caseless(m.group(1))]
            # a job or schooling is one slot, whatever it is; a hobby is keyed on what it is
            whole = ":" in kind or kind in ("occupation", "education")
            subject = kind if whole else f"{kind}:{_pursuit(topic_slug(m.group(2)))}"
            return Proposal("user_model_attr", subject, statement, confidence=0.7)
        return None

    def own_decision(self, verb: str, rest: str, said_as: str) -> list[Proposal]:
        """ "I've decided to deploy on Fly.io": a solo worker's decision about the work, keyed as a team's is."""
        said = _sentence(f"{said_as} {verb.lower()} {rest}")
        return [replace(p, statement=said) for p in _listed(self.decision(verb, rest))]

    def decision(self, verb: str, rest: str) -> Proposal | None:
        # when it was decided is not what ("we decided last sprint to deploy only through GitHub Actions")
        decided = DECIDED_WHEN.sub("", rest)
        if " will " in decided or "'ll " in decided or " going to " in decided:
            # "that our firm will adopt Teams", "we'll use Docker Compose": what is to be done, by whom said apart
            decided = DECIDER.sub(lambda who: "to " if TOOL_CHOSEN.match(decided, who.end()) else "", decided)
            if what_for := DECIDED_FOR.match(decided):
                decided = "to " + decided[what_for.end():]  # the tool is what was decided, not what it is for
        tool = re.sub(r"^to (?:use |go with |switch to )", "", decided, flags=re.I)
        if tool != decided:
            # "to go with Kafka instead of RabbitMQ for the event bus": the tool chosen, not what it beat or is for
            tool = re.split(r"\s+(?:instead of|rather than|over|for|as|because|since)\s+", tool, maxsplit=1,
                            flags=re.I)[0]
        # a decision to do something is keyed on the doing ("to deploy only through GitHub Actions" is deploy)
        slug = topic_slug(tool[3:], limit=1) if tool[:3].lower() == "to " else topic_slug(tool)
        if not slug:
            return None
        third = {"use": "uses", "are using": "is using", "are going with": "is going with"}
        said = third.get(verb.lower(), verb.lower())
        return Proposal("fact", f"decision:{slug}", _sentence(f"User's team {said} {rest}"), portability="local")

    @staticmethod
    def given_up(rest: str, said: str) -> list[Proposal]:
        """A pursuit the user gave up, keyed as taking it up was: "I quit running" takes back "I run every morning".
        `rest` is what follows "I" (or "I've"), `said` the statement of its phrase."""
        if ("betting" in rest or "gambling" in rest or "fantasy" in rest) and (gave := GAME_QUIT.match(rest)):
            # "I quit sports betting cold turkey in January", "I gave up fantasy football": the game, given up
            return [Proposal("user_model_attr", f"activity:{_game_key(gave.group(1))}",
                             _sentence("User " + rest[:gave.end()]), "retract")]
        if (played := NOUN_GIVEN_UP.fullmatch(_phrase(rest))) and (
                (noun := played.group("noun").lower()) in lx.INSTRUMENTS or noun in lx.SPORTS or noun in DONE_NOUNS
        ) and (played.group("no").lower() == "no longer" or played.group("anymore")):
            # "I don't play guitar anymore", "I no longer do yoga": the pastime named by its noun, given up
            return [Proposal("user_model_attr", f"activity:{DONE_KEYS.get(noun, noun)}", said, "retract")]
        if (quit := NOUN_QUIT.fullmatch(_phrase(rest))) and (
                (noun := quit.group("noun").lower()) in lx.INSTRUMENTS or noun in lx.SPORTS or noun in DONE_NOUNS):
            # "I quit CrossFit after my shoulder surgery", "I gave up tennis": the pastime named by its noun, given up
            # (said without when: the surgery is no part of the pastime)
            at = said.lower().find(noun, len("User "))
            said = _sentence(said[: at + len(noun)]) if at > 0 else said
            return [Proposal("user_model_attr", f"activity:{DONE_KEYS.get(noun, noun)}", said, "retract")]
        m = PURSUIT_GIVEN_UP.fullmatch(_phrase(rest))
        if not m or (m.group("no") and m.group("no").lower() != "no longer" and not m.group("anymore")):
            return []
        pursuit = lx.PURSUITS.get((m.group("gerund") or m.group("going") or m.group("verb")).lower())
        return [Proposal("user_model_attr", f"activity:{pursuit}", said, "retract")] if pursuit else []

    def acting(self, rest: str, long_ago: bool = False) -> list[Proposal]:
        words = rest.split()
        while words and words[0].lower() in ADVERBS_BEFORE_VERB:
            words = words[1:]
        rest = " ".join(words)
        if not rest:
            return []
        # The first word as a case-blind pattern reads it (see text.caseless): most rules below are anchored on a verb
        # of their own, and a rule whose pattern cannot begin with this word is passed by on a look at it, not a match
        # (a clause read here tries a hundred rules and forms nothing from most; test_rule_gates proves each gate).
        opening = caseless(words[0])

        def said() -> str:
            # the clause said of the user, as the rules that keep its words state it: worked out by the rule that
            # forms something, not before the rules are tried, as most clauses read here form nothing
            return _sentence("User " + third_person(rest))

        if ("left" in rest or "quit" in rest or "dropped" in rest or "withdrew" in rest) and DEGREE_LEFT.match(rest):
            # "I left my PhD program after 4 years", "dropped out of my master's": schooling given up
            return [Proposal("user_model_attr", "education", said(), "retract", confidence=0.6)]
        if rest[: rest.find(" ")].lower() in _COURSE_VERBS and (course := MEDICINE_COURSE.match(rest)):
            # "started Ozempic two weeks ago", "I take metformin", "came off Wegovy in June": a medicine the user is
            # on, or no longer on
            return _medicines(course, _sentence(_course_said(_phrase(rest))))
        if rest[:7].lower() == "taught " and (taught := TAUGHT_FOR_YEARS.match(rest)):
            # "I taught high school physics for 11 years (before I started tutoring)": a teacher once, of that subject
            subject = taught.group(1).lower().replace(" ", "_")
            return [Proposal("user_model_attr", f"history:{subject}_teacher", _sentence(
                "User " + third_person_possessive(rest[:taught.end()])), confidence=0.55)]
        if " as a" in rest and (own := ON_MY_OWN_AS.match(rest)):
            # "I went out on my own as a general contractor this spring": the trade is the user's job now (its noun
            # phrase the longest run of the words after "as" that names a job: "this spring" is when)
            said_as = _phrase(own.group(1)).split()[:6]
            if any((job := self.being(" ".join(said_as[:n]))) is not None and job.subject == "occupation"
                   for n in range(len(said_as), 1, -1)):
                return [Proposal("user_model_attr", "occupation", _sentence("User " + third_person(_phrase(rest))),
                                 confidence=0.6)]
        if GIVEN_UP_HINT.match(rest) and (
            given_up := self.given_up(rest, _sentence("User " + third_person(_phrase(rest))))
        ):
            return given_up
        if ("nonymous" in rest or "A" in rest or "step" in rest or "ecovery" in rest) and (
                FELLOWSHIP_MEETINGS.match(rest)):
            # "I go to AA every Tuesday", "I attend NA meetings": in recovery, the user's health
            return [Proposal("fact", "health:sobriety", said(), sensitivity="sensitive", confidence=0.6)]
        if words[0].lower() == "write" and LETTER_PURPOSE.match(rest):
            return []  # "I write about the invoice", "I write regarding my account": what this letter is about
        if words[0].lower() == "converted" and (m := CONVERTED_TO_FAITH.match(rest)):
            # "I converted to Judaism two years ago": the user's faith now, keyed as its believer is ("jewish")
            named = m.group(1).lower()
            slug = FAITH_OF_CREED.get(named) or BELIEF_KEYS.get(named) or slug_word(named)
            return [Proposal("user_model_attr", f"identity:{slug}", _sentence("User " + rest[:m.end()]),
                             sensitivity="sensitive", confidence=0.6)]
        if words[0].lower() in DEGREE_VERBS and DEGREE_HELD.match(rest, len(words[0]) + 1):
            held = DEGREE_TAIL.sub("", _phrase(rest))
            return [Proposal("user_model_attr", "education", _sentence("User " + third_person(held)), confidence=0.6)]
        if " in " in rest and rest[:4].lower() == "wear" and (sized := sizes_in(rest[5:])):
            # "I wear a size 2 in pants and an XS in tops", "a women's 8.5 in most sneakers": each garment's size
            return [Proposal("user_model_attr", key, said(), confidence=0.6) for key in sized]
        if "wear" in rest and (m := _m(r"(?:usually |normally )?wear (.+)", rest)) and (
                (size := SHOE_SIZE.match(worn := _phrase(m.group(1)))) and SIZE_SCOPE.fullmatch(worn, size.end())):
            return [Proposal("user_model_attr", "size:shoe", said(), confidence=0.65)]
        if "size" in rest and (m := _m(r"(?:usually |normally )?wear ((?:a |an )?size\b.*)", rest)):
            # "I wear a size 8 dress and a size 9 shoe", "I wear size 32 jeans": each garment's size; a size said
            # without what it is of ("I wear a size 12") is none we can key, and no pursuit of wearing
            return [Proposal("user_model_attr", f"size:{_GARMENT_KEYS.get(g.lower(), _singular(g.lower()))}", said(),
                             confidence=0.6)
                    for g in dict.fromkeys(w.group(1) for w in SIZE_WORN.finditer(_phrase(m.group(1))))
                    ] if SIZES_WORN.fullmatch(_phrase(m.group(1))) else []
        if "wear" in rest and (m := _m(r"(?:usually |normally |always |only |mostly |also |still )?wear (.+)",
                                       rest)) and (
                not (_aid(m.group(1)) or _thing_kind(topic_slug(m.group(1), numbers=True)))):
            # "I wear a men's 32 waist", "a large": a size worn, none we can key, is no pursuit of wearing, and nor is
            # what one wears ("I wear a turban", "I wear glasses"); a device worn, "a Dexcom G7", "an Apple Watch
            # Series 9", is the user's
            return []
        if ("aisle" in rest or "window" in rest) and SEAT_HABIT.match(_phrase(rest)):
            return [Proposal("preference", "preference:seat", said(), confidence=0.6)]
        if "keep" in rest and (m := KEPT_ANIMALS.match(rest)):
            # "I keep backyard chickens": animals kept are the user's, of their kind
            kept = m.group(1).lower()
            kind = KEPT_KIND.get(kept) or lx.PET_NAMES.get(kept.replace(" ", "_")) or _singular(kept.split()[-1])
            return [Proposal("relationship", f"pet:{'gecko' if kind == 'fat tail' else kind}", said(), confidence=0.6)]
        if "walk" in rest and (m := WALKS_THE_DOG.match(rest)):
            # "I just walk the dog a lot": the household's dog, walked by the user
            walked = re.sub(r"^(?:my|our) ", "their ", m.group(1), flags=re.I)
            return [Proposal("relationship", "pet:dog", _sentence(f"User walks {walked}"), confidence=0.6)]
        if "living" in rest and (m := FOR_A_LIVING.match(_phrase(rest))) and (
                m.group(1).lower() not in IRREGULAR_PAST and not m.group(1).lower().endswith("ed")):
            # "I fix office printers for a living": what the user does for a living is their job, and the device it is
            # done on, by its model ("... for a living on a Sony A7 IV")
            on = WORKED_ON_MODEL.match(_phrase(rest), m.end()) if m.end() < len(_phrase(rest)) else None
            return [Proposal("user_model_attr", "occupation", _sentence("User " + third_person(m.group(0))),
                             confidence=0.65),
                    *(p for p in (_device(on.group(1), _phrase(rest)[on.end():], True) if on else [])
                      if p.subject.startswith("device:"))]
        if "freelance" in rest and (m := FREELANCES_AS.match(rest)) and _head(_phrase(m.group(1))) in lx.JOBS:
            # "I freelance as a translator (German to English) and work out of a tiny flat in Lisbon": the job, and
            # where the user works from home is where they live
            held = NOUN_PHRASE_END.split(f"{_phrase(m.group(1))} ")[0].strip()
            job = [Proposal("user_model_attr", "occupation",
                            _sentence("User " + third_person(rest[: m.start(1)] + held)), confidence=0.65)]
            if (home := HOME_BASE_ANYWHERE.search(rest)) and home.group(1):
                job.append(Proposal("user_model_attr", "location:home", _sentence(f"User works {home.group(0)[5:]}"
                                    if home.group(0).lower().startswith("work ") else f"User is {home.group(0)}"),
                                    confidence=0.6))
            return job
        if (m := PAID_WORK.match(rest)) and not LONG_AGO.search(rest):
            # "I clean houses", "I drive for Uber", "I wait tables": work said by what is done, as a learner or a gig
            # worker says a job
            found = [Proposal("user_model_attr", "occupation", _sentence("User " + third_person(_phrase(rest))),
                              confidence=0.6)]
            if " at " in rest and AT_BUSINESS.match(rest, m.end()):
                # "I bartend at the Hyatt Regency": who the user works for, as "a bartender at the Hyatt" says it
                found.append(replace(found[0], subject="occupation:employer"))
            return found
        if "teach" in rest and ((taught := TEACHES_SCHOOL.match(rest)) or (
                " at " in rest and (taught := TEACHES_AT_SCHOOL.match(rest)))):
            # "I teach high school chemistry", "I teach third grade": a teacher's job ("I teach my son to swim" is
            # none), and the school named ("at Lincoln Middle School") is who the user works for
            at = SCHOOL_NAMED_AT.search(rest) if " at " in rest else None
            return [Proposal("user_model_attr", "occupation", said(), confidence=0.65),
                    *_taught_language(taught.group(), said()),
                    *([Proposal("user_model_attr", "occupation:employer", said(), confidence=0.6)] if at else [])]
        if opening in ("no", "don't", "do", "dont") and _m(
                r"(?:no longer|don't|do not|dont) drive(?: anymore| any more)?$", rest) and (
            _m(r"no longer", rest) or re.search(r"anymore|any more", rest)
        ):
            # "I don't drive anymore": the one vehicle we know of is gone; none known, nothing to retract
            vehicles = sorted(set(self.known.get("vehicle", [])))
            return [Proposal("fact", vehicles[0], said(), "retract")] if len(vehicles) == 1 else []
        m = _m(r"(?:no longer|don't|do not|dont) (have|own|drive) (.+?)(?: anymore| any more)?$", rest) if (
            opening in ("no", "don't", "do", "dont")) else None
        if m and (_m(r"no longer", rest) or re.search(r"anymore|any more", rest) or m.group(1).lower() == "own"):
            verb = "no longer has" if _m(r"no longer", rest) else "does not " + m.group(1).lower()
            # what follows a comma is why or where it went ("gave it to my nephew"), not another thing
            owned = re.sub(r"\s+(?:anymore|any more)$", "", _phrase(m.group(2)), flags=re.I)
            return self.things(owned, f"User {verb}", negative=True)
        m = _m(r"(?:no longer|don't|do not|dont) (eat|drink|like|enjoy|love|prefer) (?:any )?(.+?)"
               r"(?: anymore| any more)?$", rest) if opening in ("no", "don't", "do", "dont") else None
        if m and (_m(r"no longer", rest) or re.search(r"anymore|any more", rest)):
            # A liking given up: "I don't drink coffee anymore" takes back "I love coffee", "I don't like window seats
            # anymore" the seat "I like window seats" is keyed on.
            given_up = re.sub(r"(?:^|\s+)(?:anymore|any more)$", "", _phrase(m.group(2)), flags=re.I)
            if m.group(1).lower() == "eat":  # what is eaten is the diet, as "I don't eat pork" keys it
                slug = topic_slug(given_up)
                return [Proposal("preference", f"diet:{slug}", said(), "retract")] if slug else []
            if subject := _liked(given_up, m.group(1).lower() != "drink"):
                return [Proposal("preference", subject, said(), "retract")]
            return []
        if opening in ("had", "just", "finally", "put") and (m := _m(
                r"(?:had to |just |finally )*put (?:my|our) (.+?)(?:,? (?-i:[A-Z])[\w'-]+,?)? (?:down|to sleep)\b",
                rest)):
            # a pet put down is a pet no longer had
            return [p for p in self.things(m.group(1), "User had to put down their", negative=True)
                    if p.subject.startswith("pet:")]
        if opening in ("finally", "just", "part-exchanged", "swapped", "traded") and (m := TRADED_FOR.match(rest)) and (
                new := [p for p in self.things(m.group(3), "User got", negative=False)
                        if p.subject.startswith(("vehicle:", "device:"))]):
            # "traded in my little Mini for a Skoda Octavia estate": the old one is gone, of the new one's kind
            kind = new[0].subject.split(":", 1)[0]
            old = topic_slug(re.sub(r"^(?:little|old|trusty|beloved|beat-up|battered) ", "", m.group(2), flags=re.I))
            return ([Proposal("fact", f"{kind}:{old}", said(), "retract")] if old else []) + new
        if "rent" in rest and RENTING.match(rest):
            return [Proposal("user_model_attr", "location:home", said(), confidence=0.6)]
        if "lease" in rest and LEASE_SIGNED.match(rest):
            # "I just signed a lease in Austin": where the user lives now
            return [Proposal("user_model_attr", "location:home", said(), confidence=0.6)]
        if opening in ("also", "finally", "just", "went") and (m := WENT_DIET.match(rest)) and not BRIEFLY.search(rest):
            # "I went fully vegetarian in January": the diet the user keeps since
            return [Proposal("user_model_attr", "diet", _sentence(f"User went {m.group(1).lower()}"), confidence=0.65)]
        if "lost" in rest and (m := LOST_LIMB.match(rest)):
            # "I lost my left leg below the knee in a crash": the user's body, no thing parted with
            side = f"{m.group(1).lower()}_" if m.group(1) else ""
            return [Proposal("fact", f"health:{side}{_singular(m.group(2).lower())}", said(), sensitivity="sensitive",
                             confidence=0.6)]
        # a job lost is the occupation's, read below ("I lost my job last month" is no thing lost)
        for verb, owned, named in RETRACTING if RETRACTING_START.match(rest) and not JOB_LEFT.match(rest) else ():
            if m := _m(owned, rest):
                if OTHERS_OWN.match(m.group(2)):
                    return []  # "I gave away my sister's dog": the sister's, none of the user's things is gone
                return self.things(m.group(2), f"User {verb} their", negative=True)
            if (m := _m(named, rest)) and " i " in f" {m.group(1).lower()} " and (
                    mine := THE_ONE_I_HAD.search(m.group(1))) and mine.start():
                # "Sold the Prius I was using for Uber Eats": the user's own, by what they say of it
                return self.things(m.group(1)[:mine.start()], f"User {verb} their", negative=True)
            if m := _m(named, rest):
                # "sold the Outback": only a thing we know the user had
                words = set(topic_slug(_phrase(m.group(1))).split("_")) - {""}
                known = sorted({s for kind in ("vehicle", "device", "pet", "possession")
                                for s in self.known.get(kind, [])
                                if words and words <= set(s.split(":")[-1].split("_"))})
                if len(known) != 1:
                    return []
                kind = "relationship" if known[0].startswith("pet:") else "fact"
                return [Proposal(kind, known[0], said(), "retract")]
        m = _m(r"(tore|broke|sprained|injured|hurt|dislocated|fractured|blew out) (?:the |my )?(?:[\w-]+ in my |my )?"
               r"(?:(left|right|lower|upper) )?(\w+)\b", rest) if opening in (
            "tore", "broke", "sprained", "injured", "hurt", "dislocated", "fractured", "blew") else None
        if m and not LONG_AGO.search(rest) and (
                (part := m.group(3).lower()) in lx.BODY_PARTS or part in lx.LIGAMENTS):
            # an injury to the user's body that lasts until it heals; a ligament torn is keyed as "a torn ACL" is
            side = f"{m.group(2).lower()}_" if m.group(2) else ""
            torn = "torn_" if part in lx.LIGAMENTS and m.group(1).lower() in ("tore", "blew out") else ""
            statement = said()
            if m.group(1).lower() == "hurt":  # "I hurt my back (last week)": done, as the other verbs say it
                statement = statement.replace("User hurts ", "User hurt ", 1)
            part = part if part in lx.LIGAMENTS else _singular(part)  # "achilles" is one tendon
            return [Proposal("fact", f"health:{torn}{side}{part}", statement, sensitivity="sensitive")]
        if ("stand" in rest or "STAND" in rest) and (m := CANT_STAND.match(rest)):
            # "I can't stand the Yankees": a dislike, keyed as the liking it denies
            return _listed(self.preference(m.group(1), ANYMORE_TAIL.sub("", m.group(2))))
        following = "ollow" in rest or "upport" in rest or "root" in rest or "cheer" in rest or "watch" in rest
        if following and (m := STOPPED_FOLLOWING.match(rest)) and (slug := _team(ANYMORE_TAIL.sub("", m.group(1)))):
            # "I stopped following the NFL": the team or sport followed is no longer a liking
            stopped = _sentence("User " + third_person(REASON_TAIL.sub("", _phrase(rest))))  # not why: "after all…"
            return [Proposal("preference", f"preference:{slug}", stopped, "retract", confidence=0.6)]
        if following and (m := FOLLOWS_NAMED.match(rest)) and (slug := _team(m.group(1))):
            # "I support Benfica", "I root for the Packers", "I follow football": a team or a sport followed
            return [Proposal("preference", f"preference:{slug}", said(), confidence=0.6)]
        if "vote" in rest and (m := VOTES.match(rest)):
            # "I vote Green", "I always vote Labour": the party voted for, sensitive
            party = m.group("party").lower()
            party = BELIEF_KEYS.get(" ".join(party.split())) or topic_slug(party)
            return [Proposal("user_model_attr", f"identity:{party}_voter", _sentence("User " + third_person(m.group())),
                             sensitivity="sensitive", confidence=0.6)]
        if rest.split(None, 1)[0].lower() in EARN_VERBS and (earns := EARNS.match(rest)):
            # "I make about $82k a year as a UX designer": what the user earns (sensitive), and the job if named
            found = [Proposal("fact", "finance:salary", said(), sensitivity="sensitive", confidence=0.6)]
            if (job := earns.group("job")) and _singular(_words(job)[-1]) in lx.JOBS:
                # (said without the pay, which is sensitive and the job not)
                found.append(Proposal("user_model_attr", "occupation", _sentence(f"User is {job.strip()}"),
                                      confidence=0.6))
            return found
        if ("charge" in rest or "rate" in rest) and HOURLY_RATE.match(rest):
            # "I charge $120/hour": what the user earns, sensitive
            return [Proposal("fact", "finance:hourly_rate", _sentence("User " + third_person(_phrase(rest))),
                             sensitivity="sensitive", confidence=0.6)]
        if opening in LIKING_VERBS and (m := _m(r"(like|love|enjoy|adore|prefer|hate|dislike|detest)s? (.+)", rest)):
            if m.group(1).lower() in ("like", "love", "enjoy", "adore") and ORDEAL.search(m.group(2)) and not (
                SINCERE_CHORE.fullmatch(m.group(2)) and not m.group(1).isupper()
            ):
                # "I LOVE spending my Saturday on hold with Comcast": no one likes an ordeal; sarcasm. A chore
                # liked for how or when it is done is sincere: "I love doing my taxes early".
                return []
            return self.likings(lx.PREFERENCE_VERBS[caseless(m.group(1))], m.group(2))
        if "sober" in rest and (m := NO_MORE_DRINK.match(rest)) and SOBER.match(rest, m.end()):
            # "i dont drink no more sober 2 yrs in april": the user's recovery, their health
            return [Proposal("fact", "health:sobriety", said(), sensitivity="sensitive", confidence=0.6)]
        if "drink" in rest and _m(r"(?:don't|do not|dont|never) drink(?: at all| alcohol at all)?$", rest):
            # "I don't drink", said bare: alcohol, as "I don't drink alcohol" is keyed
            return [Proposal("preference", "preference:alcohol", said(), confidence=0.6)]
        m = _m(r"(?:don't|do not|dont|never) (like|eat|drink|enjoy|watch|smoke) (.+)", rest) if opening in (
            "don't", "do", "dont", "never") else None
        if m:
            if NOT_A_THING.match(m.group(2)):
                return []  # "I don't watch what I eat" says nothing about what is eaten
            disliked = re.sub(r"\s+(?:anymore|any more)$", "", _phrase(m.group(2)), flags=re.I)
            if m.group(1).lower() == "eat":
                slug = topic_slug(disliked)
                return [Proposal("preference", f"diet:{slug}", said())] if slug else []
            # a dislike is keyed as the liking is: "I don't like window seats" is the seat, "to run" running
            subject = _liked(disliked, m.group(1).lower() in ("like", "enjoy"))
            return [Proposal("preference", subject, said())] if subject else []
        if opening == "spent" and (m := SPENT_YEARS_AS.match(rest)) and (
                (job := self.being(m.group(1))) is not None and job.subject == "occupation"):
            # "I spent years as a roustabout offshore", "spent 10 years as a nurse": a former job, as "I worked as a
            # nurse for 10 years" is
            return self.worked_once("as", m.group(1), said())
        if opening in ("go", "going", "return", "returning") and (m := BACK_TO_WORK_AS.match(rest)) and (
                (job := self.being(m.group(1))) is not None and job.subject == "occupation"):
            # "I go back to work as a paralegal in 3 weeks": the job the user holds, on leave from it
            return [replace(job, statement=said())]
        if opening in ("work", "worked") and (m := _m(r"(?:work|worked) (as|at|for|in) (.+)", rest)):
            if m.group(0)[4:6].lower() == "ed" and (not WORKED_LATELY.search(m.group(2)) or (
                    m.group(1).lower() == "in" and not _worked_in_work(m.group(2)))):
                return self.worked_once(m.group(1).lower(), m.group(2), said())
            subject = "occupation" if m.group(1).lower() == "as" else "occupation:employer"
            found = [Proposal("user_model_attr", subject, said(), confidence=0.7)]
            if subject != "occupation" and " as " in m.group(2) and (job_as := AS_A_JOB.search(m.group(2))) and (
                    job := self.being(m.group(2)[job_as.start() + 3:])) is not None and job.subject == "occupation":
                # "I work at a tiny dental office as a hygienist": the job after "as", where it comes last (not "as a
                # joke", "as a favour")
                found.append(Proposal("user_model_attr", "occupation", said(), confidence=0.6))
            if subject == "occupation" and _employer_named(m.group(2)):
                # "I worked as a barista at Starbucks": who for, as "I'm a barista at Starbucks" says it
                found.append(Proposal("user_model_attr", "occupation:employer", said(), confidence=0.6))
            return found
        if "work" in rest and (home := HOME_BASE.match(rest)):
            # "I work out of my home office in Halifax": remote, and where the user lives
            return [Proposal("user_model_attr", "occupation:remote", said(), confidence=0.6),
                    Proposal("user_model_attr", "location:home", said(), confidence=0.6)] if home.group(1) else [
                Proposal("user_model_attr", "occupation:remote", said(), confidence=0.6)]
        if "shift" in rest and CHARITY_SHIFT.match(rest):
            # "I do a Saturday morning shift at the food bank": volunteering, as "I volunteer at the food bank" is
            return [Proposal("user_model_attr", "activity:volunteering", said(), confidence=0.55)]
        if opening.startswith("work") and (m := _m(r"(?:works? out|workout)\b(?! of\b)", rest)):
            return [Proposal("user_model_attr", "activity:working_out", said(), confidence=0.55)]
        if opening == "work" and (m := _m(
            r"work (?:(part[ -]time|full[ -]time)|(from home|remotely|remote)|with|on|from|out of|(late|early|evenings|"
            + _WORK_HOURS + r"|long hours)|two|three)\b(.*)",
            rest,
        )):
            # How or where the user works, keyed on that alone: what follows ("now and barely drove it") is no
            # part of it; working from home is no job ("as a translator" after it was read as one already).
            if not (m.group(1) or m.group(2)) and (doing := WORK_WHEN_DOING.match(m.group(0))):
                # "I work nights stocking at Kroger", "work weekends waiting tables": the work done when is a job,
                # and who it is for when named
                at = AT_BUSINESS.match(m.group(0), doing.end()) if " at " in m.group(0) else None
                done = _sentence("User " + third_person(m.group(0)[:at.end() if at else doing.end()]))
                return [Proposal("user_model_attr", "occupation", done, confidence=0.6),
                        *([Proposal("user_model_attr", "occupation:employer", done, confidence=0.6)] if at else [])]
            if not (m.group(1) or m.group(2)) and (" at " in rest or " as " in rest) and (
                    job := WORK_HOURS_AT.match(m.group(0))):
                # "I work nights at the hospital as a security guard": where and as what, the hours no part of it,
                # as "I work at the hospital", "I work as a security guard" say it
                found = [Proposal("user_model_attr", "occupation:employer" if job.group(1).lower() == "at"
                                  else "occupation", said(), confidence=0.6)]
                if job.group(1).lower() == "at" and (AS_A_JOB.search(job.group(2)) or DOING_AT_PLACE.match(
                        job.group(2))):
                    # "as a security guard", "at a timber yard loading orders": the job, as what is done there
                    found.append(Proposal("user_model_attr", "occupation", said(), confidence=0.6))
                return found
            if (m.group(3) or "").lower() in ("late", "early", "evenings"):
                # "I work late at the office", "I work late most nights": staying on, or starting early, is no
                # schedule of a job, and the place after it ("the office") names none; nor is "I work evenings"
                return []
            if m.group(3):
                # "I work nights", "I work Saturdays in the lab", "I work doubles every weekend": the hours, keyed as
                # such; where or when after them is no kind of work
                return [Proposal("user_model_attr", "occupation:schedule", said(), confidence=0.6)]
            working_on = NOUN_PHRASE_END.split(f"{_phrase(m.group(4).strip())} ")[0]
            kind = "hours" if m.group(1) else "remote" if m.group(2) else (
                topic_slug(working_on) or topic_slug(m.group(4)) or "schedule")
            return [Proposal("user_model_attr", f"occupation:{kind}", said(), confidence=0.6)]
        if opening in ("also", "currently", "now", "still", "work") and (post := WORKS_A_POST.match(rest)) and (
                not LONG_AGO.search(rest)):
            # "I work the overnight front desk at a Marriott": a job, and who it is for when named
            return [Proposal("user_model_attr", "occupation", said(), confidence=0.6),
                    *([Proposal("user_model_attr", "occupation:employer", said(), confidence=0.6)]
                      if " at " in rest and AT_BUSINESS.match(rest, post.end()) else [])]
        if opening == "work" and (
                m := _m(r"work (?!it\b|that\b|this\b|(?:really |very |so )?hard\b|there\b|here\b)(.+)", rest)):
            # "I work construction", "I work the night shift", "I work a lot": how the user works; when alone ("every
            # evening", "most days") names no kind of work, nor an employer
            if WORK_WHEN.match(m.group(1)):
                return []
            slug = topic_slug(m.group(1)) or "schedule"
            return [Proposal("user_model_attr", f"occupation:{slug}", said(), confidence=0.6)]
        m = _m(r"spend ((?:[\w'-]+ ){0,6}?)(?:on|at|in|with|doing|(?=\w+ing\b))\s*(.+)", rest) if (
            opening == "spend") else None
        if m and not DEICTIC.search(m.group(1)) and not re.search(r"\bthat\b", m.group(1), re.I):
            # Where the user's time or money goes: "I spend all my paychecks on watches" is about
            # watches; what "it" or "that" is lies outside the clause. A pursuit spent time on is keyed as its
            # gerund ("biking" is cycling); a thing bought ("bikes", "fish") is no pursuit.
            slug = topic_slug(m.group(2))
            slug = _pursuit(slug) if slug.endswith("ing") else slug
            return [Proposal("user_model_attr", f"activity:{slug}", said(), confidence=0.6)] if slug else []
        if ("devote" in rest or "dedicate" in rest) and (m := DEVOTED_TO.match(rest)) and (
                slug := _pursuit(topic_slug(m.group(1)))):
            # "I now devote most of my days to gardening": a pastime the user's time goes to
            return [Proposal("user_model_attr", f"activity:{slug}", said(), confidence=0.6)]
        if opening == "went" and (m := _m(
            r"went to ((?:grad |law |med |medical |nursing |art |culinary |high )?(?:school|college|university)|"
            r"(?-i:(?:the )?(?:University|College) of [A-Z][\w'-]+(?: [A-Z][\w'-]+)*|"
            r"[A-Z][\w.'-]+(?: [A-Z][\w.'-]+)*))\b",
            rest,
        )):
            # Schooling, or a named place the user has been to; an errand "to the store" is neither.
            place = m.group(1)
            education = bool(re.search(r"school|college|university", place, re.I))
            if education:
                return [Proposal("user_model_attr", "education", said(), confidence=0.55)]
            slug = topic_slug(place)
            return [Proposal("fact", f"experience:{slug}", said(), confidence=0.55)] if slug else []
        if opening == "go" and (m := _m(
            r"go (?:to (?:the )?(school|college|university|church|the gym|gym|temple|mosque|synagogue)\b|"
            r"(\w+ing)\b)(.*)",
            rest,
        )):
            slug = _pursuit(topic_slug(m.group(1) or m.group(2)))  # "go biking" is cycling
            return [Proposal("user_model_attr", f"activity:{slug}", said(), confidence=0.6)] if slug else []
        if opening == "eat" and (
                m := _m(r"eat (?:only |strictly |mostly )?(" + _DIETS + r")\b(?: (?:foods?|meat|only)\b)?", rest)):
            # "I eat halal btw so no pork": the diet itself, said as far as it goes; a faith's diet is sensitive
            return [Proposal("user_model_attr", "diet", _sentence("User " + third_person(m.group())),
                             sensitivity=_diet_sensitivity(m.group(1)), confidence=0.65)]
        if rest[:3].lower() == "go " and (m := GOES_TO.match(rest)) and (often := OFTEN.search(m.group(1))):
            # "I go to casinos every other month", "I go to film festivals all the time": a place gone to again and
            # again is a habit; gone to once ("I go to the store", "to Denver tomorrow") it is an errand or a trip
            slug = topic_slug(re.sub(r"\s+(?:usually|normally|often|always|mostly)$", "", m.group(1)[: often.start()]))
            return [Proposal("user_model_attr", f"activity:{slug}", said(), confidence=0.6)] if slug else []
        if opening in ("eat", "drink") and (m := _m(r"(eat|drink) (?!it\b|them\b|that\b|this\b)(.+)", rest)):
            # A list of what is eaten ("I eat fish and chicken", "eggs and cheese") tells what a diet allows, no one
            # thing's key ("fish_chicken"): it forms nothing; one thing eaten or drunk is keyed on it.
            kind = "diet" if m.group(1).lower() == "eat" else "preference"
            if EATEN_LIST.match(m.group(2)):
                return []
            drunk = _phrase(m.group(2))
            if " " in drunk and (count := EATEN_COUNT.match(drunk)):
                drunk = EATEN_RATE.sub("", drunk[count.end():])  # "like 4-5 Monsters a shift": the Monsters
            if kind == "preference" and " " in drunk:
                drunk = DRUNK_HOW.sub("", drunk)  # "I drink my espresso straight": espresso, however it is had
            slug = topic_slug(drunk)
            return [Proposal("preference", f"{kind}:{slug}", said(), confidence=0.55)] if slug else []
        if opening == "take" and (m := _m(
            r"take (?:a lot of |lots of |many |several |daily |my )?"
            r"(medications?|meds|pills|supplements|vitamins|insulin|antidepressants)\b",
            rest,
        )):
            return [Proposal("fact", "health:medication", said(), sensitivity="sensitive")]
        if opening in ("have", "won", "visited") and (
                m := _m(r"(?:have )?(won|visited) (?!it\b|them\b|that\b|this\b|one\b)(.+)", rest)):
            slug = topic_slug(m.group(2))
            kind = "achievement" if m.group(1).lower() == "won" else "experience"
            return [Proposal("fact", f"{kind}:{slug}", said(), confidence=0.55)] if slug else []
        if opening == "named" and (m := _m(r"named (?:my|our) (\w+) (?!it\b|him\b|her\b|them\b)", rest)):
            head = _singular(m.group(1).lower())
            if head in lx.PETS:
                return [Proposal("relationship", f"pet:{_pet(head)}", said())]
            if head in lx.FAMILY:
                return [Proposal("relationship", f"family:{_kin(head)}", said())]
        if opening in QUIT_OPENINGS and (m := QUIT_HABIT.match(rest)) and not _m(
                r"(?:stopped|quit) (?:the |my )?drinking (?!alcohol|booze)\w", rest):
            # "I quit smoking": no longer a smoker (health, and sensitive)
            return [Proposal("fact", f"health:{HABITS[caseless(m.group(1))]}", said(), "retract",
                             sensitivity="sensitive", confidence=0.6)]
        if opening in QUIT_OPENINGS and (m := GAVE_UP.match(rest)) and (
                (given := m.group(1).lower()) in lx.INSTRUMENTS or given in lx.SPORTS) \
                and given not in lx.PURSUITS:
            # "I gave up guitar years ago": the pastime is no longer the user's (one said with its verb, "quit
            # running", is given_up's)
            return [Proposal("user_model_attr", f"activity:{given}", said(), "retract", confidence=0.6)]
        if "shoot" in rest and (m := SHOOTS_ON.match(rest)) and (
            camera := [p for p in self.things(_phrase(m.group(1)), "User shoots", negative=False)
                       if p.subject.startswith("device:")]
        ):
            # "I shoot a Fujifilm X-T4": the camera is the user's, and so is photography ("shoot a wedding" is none)
            return [*camera, Proposal("user_model_attr", "activity:photography", said(), confidence=0.55)]
        if " on " in rest and (m := WORKS_ON_DEVICE.match(rest)) and (device := _device(m.group(1), rest[m.end():])):
            return device  # "I do all my local dev on a MacBook Pro": the machine the user works on is theirs
        if ("from" in rest or "off" in rest) and (moved := _migration(rest, "User")):
            return moved  # "I switched from VS Code to Neovim": the editor the user works in now
        if rest[:1].lower() not in "ai" and (aids := _aids(rest))[0]:
            # "I use a wheelchair full-time", "I wear a Dexcom and an Omnipod": the aid is the user's health, not a
            # pastime or a possession; what the clause runs on to ("since I use a wheelchair full time the main goals
            # are…") is no part of it
            stated = _sentence("User " + third_person(rest[:AID_TAIL.match(rest, aids[1]).end()]))
            return [Proposal("fact", aid, stated, sensitivity="sensitive", confidence=0.6) for aid in aids[0]]
        if ("get " in rest or "suffer" in rest) and (m := PRONE_TO.match(rest)):
            sickness = m.group(1).lower()
            slug = SICKNESS.get(re.sub(r"[\s-]", "", sickness)) or re.sub(r"[\s-]+", "_", sickness)
            return [Proposal("fact", f"health:{slug}", said(), sensitivity="sensitive", confidence=0.6)]
        if "pay" in rest and (m := PAYS_MEMBERSHIP.match(rest)) and (
                paid := self.thing(m.group(1), False, said())) and paid.subject.startswith("membership:"):
            return [paid]  # "I pay for a Costco membership": the membership held
        if "fly" in rest and (m := AIRLINE.match(rest)):
            # "I always fly United when I can": the airline the user keeps to
            return [Proposal("preference", "preference:airline", said(), confidence=0.6)]
        if "keep" in rest and (m := KEEPS_DIET.match(rest)):
            return [Proposal("user_model_attr", "diet", said(), sensitivity=_diet_sensitivity(m.group(1)),
                             confidence=0.65)]
        if "grew up" in rest and (m := GREW_UP_SPEAKING.match(rest)):
            statement = _sentence("User " + third_person(re.split(r"\s+and\s+", _phrase(rest), maxsplit=1)[0]))
            return [Proposal("user_model_attr", f"language:{m.group(1).lower()}", statement, confidence=0.6)]
        if ("live" in rest or "share" in rest) and (m := HOME_WITH_PET.match(rest)):
            # "I share a tiny flat with a rescue greyhound called Tinta", "I live alone with my cat": a pet at home
            return [Proposal("relationship", f"pet:{_pet(m.group(1))}", said(), confidence=0.6)]
        if ("came" in rest or "moved" in rest or "immigrated" in rest) and (m := CAME_FROM.match(_phrase(rest))) and (
                _a_place(m.group("place"))) and (
                m.group("to") or m.group("here") or set(_words(m.group("place"))) & lx.COUNTRIES):
            # "I came to Germany from Syria", "moved here from Ghana 11 years ago": where the user is from (where they
            # came to is a country, or "here", not yet a home)
            return [Proposal("user_model_attr", "location:origin", _sentence("User " + m.group(0)), confidence=0.6)]
        if ("ension" in rest or "SSDI" in rest or "SSI" in rest or "ocial " in rest) and (
                m := INCOME_SOURCE.match(rest)) and not m.group().lower().startswith(("on ", "living")):
            # "I live on a pension", "I get Social Security": what the user lives on
            return [Proposal("fact", f"finance:{topic_slug(m.group(1))}", _sentence("User " + third_person(m.group())),
                             sensitivity="sensitive", confidence=0.6)]
        if "moved" in rest and MOVED_INTO_HOME.match(rest):
            # "moved into my own place in Oakland", "into a two-bedroom condo in Sarasota": the home is in the place
            return [Proposal("user_model_attr", "location:home", said(), confidence=0.65)]
        if opening in ("live", "lived", "grew", "was", "moved", "reside", "relocated") and (m := _m(
            r"(live|lived|grew up|was born|was raised|was brought up|moved|reside|relocated) "
            r"(?:in|to|at|near|on|outside|from)? ?(.+)",
            rest,
        )):
            if m.group(1).lower() in ("moved", "relocated") and _m(
                r"(?:the|a|an|my|our|his|her|their|its|it|them|this|that|these|those|some|all|everything|stuff)\b",
                rest[m.start(2):],
            ) and not _m(r"(?:moved|relocated) (?:in|to|at|near|on|outside|from)\b", rest):
                return []  # "I moved the meeting to Friday": a thing moved, not the user
            if m.group(1).lower() in ("moved", "relocated") and not _moved_to_a_place(rest):
                return []  # "I moved to Postgres", "I moved on to the next chapter": not a new home
            after = rest[m.end(1):].lstrip()
            if m.group(1).lower() in ("moved", "relocated") and (particle := MOVE_PARTICLE.match(after)):
                after = after[particle.end():]  # "moved back to Dublin": the move's end is after its particle
            if m.group(1).lower() in ("live", "lived") and LIVING_WAY.match(after):
                return []  # "I live in fear", "I live in the moment", "I live on a budget": how, not where
            if m.group(1).lower() in ("was raised", "was brought up", "grew up") and RAISED_IN_FAITH.match(after) and (
                    " in " not in after and " outside " not in after and " near " not in after):
                # "I was raised Baptist": a faith raised in is no origin, nor the faith now (_left_faith); "raised
                # Catholic in Boston" names one
                return []
            if not (WHERE.match(after) or _named(after) or set(_words(after)[:1]) & lx.PLACE_ADVERBS or (
                m.group(1).lower() == "live" and _m(r"(?:alone|with|together|by myself|on my own)\b", after)
            )):
                return []  # "I live a quiet life", "I grew up fast", "I was born blind": how, not where
            if m.group(1).lower() == "live" and (hangout := _m(r"at (?:the|my|this|that|our) (.+)", after)) and not (
                "'" in hangout.group(1).split()[0] or set(map(_singular, _words(hangout.group(1))[:3])) & lx.PLACE_NOUNS
            ):
                return []  # "I literally live at the gym", "at the office": where the time goes, not a home
            if m.group(1).lower() == "lived":
                # "I lived in Paris for two years": a home once had, as "I have lived in Paris" is; no origin
                place = topic_slug(NOUN_PHRASE_END.split(f"{_phrase(m.group(2))} ")[0])
                return [Proposal("fact", f"experience:{place}", said(), confidence=0.55)] if place else []
            current = m.group(1).lower() in ("live", "reside", "moved", "relocated")
            subject = "location:home" if current else "location:origin"
            if not topic_slug(m.group(2)):
                return []
            origin = _origin_aside(rest) if current else []
            return [Proposal("user_model_attr", subject, said(), confidence=0.7), *origin]
        if "turned" in rest and (m := TURNED_AGE.match(rest)):
            # "I just turned 18", "I turned 35 in March": the age the user has now
            return [Proposal("user_model_attr", "age", _sentence(f"User is {m.group(1)} years old"), confidence=0.6)]
        if opening == "speak" and (m := _m(r"speak (.+)", rest)):
            if spoken := _languages_spoken(m.group(1)):
                # Each language is its own belief, a hedged one too ("and a little German"): its statement keeps
                # how well, as "User speaks German." would claim more than the user did.
                return [Proposal("user_model_attr", f"language:{language}",
                                 said() if len(spoken) == 1 else _sentence(f"User speaks {words}"))
                        for language, words in spoken]
            # a language the lexicon lacks is still named as one, capitalized ("I speak Tagalog"); "I speak to my
            # mom every day", "speak up", "speak my mind" name none
            named = topic_slug(m.group(1), 1)
            if (named in lx.LANGUAGES or NAMED_LANGUAGE.match(m.group(1))) and not NOT_A_LANGUAGE.match(m.group(1)):
                return [Proposal("user_model_attr", f"language:{named}", said())]
            return []
        if opening in ("can't", "cannot", "do", "don't", "dont", "never", "no", "won't") and NO_FLYING.match(rest):
            return [Proposal("preference", "preference:travel_mode", said(), confidence=0.6)]
        if opening.startswith(("go", "come", "get", "commute", "travel")) and BIKE_COMMUTE.match(rest):
            return [Proposal("user_model_attr", "activity:cycling", said(), confidence=0.6)]
        if opening in ("follow", "see", "watch") and (m := FOLLOWS_TEAM.match(rest)) and (
                slug := topic_slug(m.group(1))):
            return [Proposal("preference", f"preference:{slug}", said(), confidence=0.6)]
        if "picked up" in rest and (m := PICKED_UP_NAMED.match(rest)) and (bought := [
            p for p in self.things(f"a {_phrase(m.group(1))}", "User picked up", negative=False)
            if p.subject.startswith(("device:", "vehicle:"))
            or set(p.subject.split(":")[-1].split("_")) & lx.INSTRUMENTS
            or (p.subject.startswith("possession:") and not set(p.subject[11:].split("_")) & lx.NOT_GOODS
                and not PICKED_UP_MODEL.match(m.group(1)))  # (a model numbered is keyed with its number, below)
        ]):
            # "just picked up a Squier Bass VI", "a used Nintendo Switch", "a Lincoln MIG welder and a two-post lift":
            # a thing bought, by its make, not a pastime (nor "a Saturday shift", "a Southern accent")
            return bought
        if "picked up" in rest and (m := PICKED_UP_NAMED.match(rest)) and (
                model := PICKED_UP_MODEL.match(m.group(1))) and (slug := topic_slug(model.group(), numbers=True)):
            # "just picked up a Miller Multimatic 220 for side jobs": a tool bought, by its make and model
            return [Proposal("fact", f"possession:{slug}", _sentence(f"User picked up {_a(model.group())}"),
                             confidence=0.6)]
        if (m := STARTED_AS.match(rest)) and _head(m.group(1)) in lx.JOBS:
            # "started as a UX designer at a startup": the job the user took up, the old one quit before it
            return [Proposal("user_model_attr", "occupation", said(), confidence=0.65)]
        if ("job" in rest or "role" in rest or "position" in rest) and (m := STARTED_JOB.match(rest)) and (
                m.group(1)) and ((job := _head(m.group(1))) in lx.JOBS or job in JOB_FIELDS):
            # "I just started my first developer job at a fintech startup called Ledgerly": the job held now, and
            # the employer when named ("at Stripe", "called Ledgerly"); "a new job" alone is read below
            found = [Proposal("user_model_attr", "occupation", said(), confidence=0.65)]
            if m.group(2) and EMPLOYER_CALLED.search(m.group(2)):
                found.append(Proposal("user_model_attr", "occupation:employer", said(), confidence=0.6))
            return found
        if rest[:3].lower() == "do " and (m := DOES_PURSUIT.match(rest)):
            # "I do yoga", "i do xc and track": a pursuit named by its noun, each one of its own
            doing = _sentence("User " + third_person(rest[:m.end()]))
            return [Proposal("user_model_attr", f"activity:{DONE_KEYS.get(key, key)}", doing, confidence=0.6)
                    for done in re.split(r",\s*(?:and\s+)?|\s+and\s+|\s*&\s*", m.group(1))
                    if (key := slug_word(done.lower().strip()).replace("-", "_"))]
        if "took out" in rest and (debt := TOOK_OUT_DEBT.match(rest)):
            # "I took out a $60k personal loan last year": the user's debt, sensitive
            return [Proposal("fact", _debt(debt.group(1)), _sentence("User " + third_person(rest[:debt.end()])),
                             sensitivity="sensitive", confidence=0.6)]
        if "passed " in rest and (exam := PASSED_TRADE_EXAM.match(rest)) and (
                trade := _words(exam.group(1))[-1]) in lx.JOBS and trade not in ("driver", "student"):
            # "I finally passed my master electrician exam": licensed in the trade, which is the user's job
            return [Proposal("user_model_attr", "occupation", said(), confidence=0.6)]
        if ("step" in rest or "resign" in rest) and (down := STEPPED_DOWN.match(rest)) and (
                down.group(2) or down.group(1).lower() not in ("president", "director", "partner", "owner")):
            # "I stepped down as CEO of Fernhill": the post is given up, and the company named is no longer the user's
            return [Proposal("user_model_attr", "occupation", said(), "retract", confidence=0.6),
                    *([Proposal("user_model_attr", "occupation:employer", said(), "retract", confidence=0.6)]
                      if down.group(2) else [])]
        if ("job" in rest or "laid" in rest or "fired" in rest or "let go" in rest) and (left := JOB_LEFT.match(rest)):
            # "I quit my job at the bank", "I was laid off from my teaching job": the job held is over (a job taken
            # up in the same breath is read above); not one left back then, or for the one held now ("I quit my job
            # in 2015", "... my summer job in high school", "... my old job at Target to become a nurse")
            if long_ago or LEFT_BACK_THEN.search(rest):
                return []
            found = [Proposal("user_model_attr", "occupation", said(), "retract", confidence=0.6)]
            if EMPLOYER_LEFT.search(left.group()):
                # "laid off from Meta", "quit my job at Google": the employer named is no longer the user's
                found.append(Proposal("user_model_attr", "occupation:employer", said(), "retract", confidence=0.6))
            return found
        if ("left " in rest or "quit " in rest) and (field := PROFESSION_LEFT.match(rest)) and (
                long_ago or YEARS_AGO.search(rest) or LEFT_BACK_THEN.search(rest)):
            # "I left nursing three years ago": a past period of the user's working life, not the job they hold now
            # (which may have come since)
            left = field.group().rsplit("left ", 1)[-1].rsplit("quit ", 1)[-1].lower()
            return [Proposal("user_model_attr", f"history:{PROFESSION_FIELDS.get(left, left.replace(' ', '_'))}",
                             _sentence("User " + third_person(_phrase(rest))), confidence=0.55)]
        if ("left " in rest or "quit " in rest) and PROFESSION_LEFT.match(rest):
            # "I left teaching in June", "I quit nursing last year": the profession named is the job given up
            return [Proposal("user_model_attr", "occupation", _sentence("User " + third_person(_phrase(rest))),
                             "retract", confidence=0.6)]
        if opening in ("just", "started", "began", "took", "picked") and (m := _m(
            r"(?:just )?(?:started|began|took up|picked up) (?:learning |playing |taking |doing |to play |"
            r"to learn )?(.+)",
            rest,
        )):
            # "I started slow", "I started a few years ago": when or how, not what; "I started crying",
            # "started to sweat", "started feeling sick": what happened to the user, not what they took up.
            if "picked up a" in rest and (article := PICKED_UP_ARTICLE.match(rest)) and not (
                    set(_words(article.group(1).lower())) & (lx.INSTRUMENTS | lx.SPORTS | set(lx.PURSUITS))):
                # "picked up a cold", "a second job", "a new hobby", "a few extra shifts": a thing caught, got or
                # bought, never a pastime taken up ("picked up a guitar" is one, by its instrument)
                return []
            begun = _m(r"(?:just )?(?:started|began) (?:to )?([\w'-]+)(?!\s+(?:into|involved|back into)\b)", rest)
            if begun and begun.group(1).lower() in lx.REACTIONS:
                return []
            if begun and begun.group(1).lower() in ("eating", "eat", "drinking", "drink"):
                # "I started eating fish again": what the user eats is their diet, not a pastime
                if _m(r"(?:just )?(?:started|began) (?:to )?eat(?:ing)? (?:meat|fish|seafood|dairy|eggs|chicken|pork|"
                      r"beef|animal products)(?: again)?$", rest):
                    return [Proposal("user_model_attr", "diet", said(), confidence=0.6)]
                return []
            if "job" in rest and (job := STARTED_JOB.match(rest)) and not job.group(1) and (
                    NEW_JOB_BEGUN.search(rest, 0, job.start(2))) and JOB_LONG_AGO.search(rest):
                return []  # "I started my first job at 16": a job long past, no pursuit taken up
            if "job" in rest and (job := STARTED_JOB.match(rest)) and not job.group(1) and (
                    NEW_JOB_BEGUN.search(rest, 0, job.start(2))) and not JOB_LONG_AGO.search(rest):
                # "I just started a new job at Tesco", "started my first job at Greggs": the job held now, as "I got a
                # new job" is, no pursuit begun ("my first job at 16" is long past, "started my job at 9" one day's)
                found = [Proposal("user_model_attr", "occupation", said(), confidence=0.65)]
                if job.group(2) and EMPLOYER_CALLED.search(job.group(2)):
                    found.append(Proposal("user_model_attr", "occupation:employer", said(), confidence=0.6))
                return found
            # what was taken up, without how often or in place of what ("swimming instead, three mornings a week")
            taken = TAKEN_UP_TAIL.sub("", taken_said := _phrase(m.group(1)))
            # "started on Monday as a volunteer", "started in January", "started with beef", "started in my class":
            # when or how, not what
            when_started = _m(r"(?:on|by|around|from|with)\b|in (?:(?-i:[A-Z0-9])|my\b|the\b|a\b)", m.group(1))
            slug = "" if ADVERBIAL.match(m.group(1)) or when_started else _activity(topic_slug(taken))
            if slug and " " in taken:
                # "started biking to work" is cycling, as "I bike to work" is
                slug = self.pursued(taken, gerund=True) or _pursuit_head(slug, False)
            if " and " in rest and (own := AND_OWN_CLAUSE.search(rest, m.start(1))):
                rest = rest[: own.start()]  # "... the cello and my fingers really hurt": that clause is not it
            started = third_person_possessive(re.sub(r"^(?:just |recently )+", "", rest, flags=re.I))
            when = "" if long_ago or LONG_AGO.search(rest) else "recently "
            if slug and "time" in taken_said and FULL_TIME_TAKEN.match(taken_said, len(taken)):
                # "I started tutoring full time": a pursuit taken up full-time is the user's work now
                return [Proposal("user_model_attr", f"activity:{slug}", _sentence(f"User {when}{started}")),
                        Proposal("user_model_attr", "occupation", _sentence(f"User {when}{started}"), confidence=0.6)]
            return [Proposal("user_model_attr", f"activity:{slug}", _sentence(f"User {when}{started}"))] if slug else []
        if opening.startswith(("got", "just", "married", "engaged", "divorced", "separated")) and (
                m := _m(r"(?:got |just got )?(married|engaged|divorced|separated)\b", rest)):
            # Married to, engaged to, divorced from, or married whom: a person ("engaged to the idea" is not).
            partner = _m(
                r"\s+(?:(?:to|from)\s+(.+)|((?:the|a|an|this|that|these|those|two|three)\s.+))", rest[m.end():]
            )
            if partner and not _a_person(partner.group(1) or partner.group(2)):
                return []
            return [Proposal("user_model_attr", "relationship_status", said(), confidence=0.7)]
        if ("up" in rest or "split from my " in rest) and _m(
                r"(?:(?:just|finally|recently) )*(?:(?:broke|split) up\b(?! (?:the|a|an|it|them|that|this|"
                r"my|our|his|her|their|into|over|about|laughing)\b)|split from my (?:(?:long[- ]distance|"
                r"long[- ]time|live-in) )?(?:girlfriend|boyfriend|partner|fianc\w*|wife|husband|spouse|fella|fellah|"
                r"missus|missis|gf|bf|hubby)\b(?!'))", rest):
            # "I broke up with my boyfriend", "we split up in January": the user's status changed (said in the past,
            # as "split" was)
            statement = _sentence("User " + third_person_possessive(rest))
            found = [Proposal("user_model_attr", "relationship_status", statement, confidence=0.65)]
            if (" with my " in rest or " from my " in rest) and (parted := BROKE_UP_WITH.match(rest)) and (
                    (kin := _kin(parted.group(1).lower())) in lx.PARTNERS_PARTED):
                # "I broke up with my girlfriend": a girlfriend no longer
                found.append(self.resolved(Proposal("relationship", f"family:{kin}", statement, "retract")))
            return found
        if opening in ("got", "promoted") and (m := _m(r"(?:got )?promoted to (?:be |become )?(?:a |an |the )?(.+)",
                                                     rest)):
            # to a job or a rank ("senior engineer", "team lead"), not to "primary" or "the front of the line"
            head = _head(m.group(1))
            return [Proposal("user_model_attr", "occupation", said(), confidence=0.65)] if (
                head in lx.JOBS or head in lx.TITLES
            ) else []
        if opening.startswith("retired") and _m(
                r"retired\b(?!\s+(?:it|them|that|this|these|those|the|a|an|my|our|his|her|their|its|some|all|one)\b)",
                rest):
            # "I retired", "retired from teaching", "retired early"; "I retired the old API" retires a thing.
            left = _m(r"retired from (.+)", rest)
            field = _words(NOUN_PHRASE_END.split(f"{_phrase(left.group(1))} ")[0]) if left else []
            if field and _singular(field[-1]) in lx.SPORTS and not any(
                (w.endswith("ing") and w not in lx.SPORTS) or w in lx.JOBS for w in field
            ):
                # A game's career ended, no job: at most that the user once played it ("retired from football";
                # "from teaching track" is still work).
                return [Proposal("user_model_attr", f"history:{_singular(field[-1])}", said(), confidence=0.55)]
            if left and _head(left.group(1)) in lx.EVENTS:
                return []  # "retired from the competition", "from the game": an event left, not work
            found = [Proposal("user_model_attr", "occupation", said(), confidence=0.65)]
            if left and (career := CAREER_LEFT.match(left.group(1))):
                # "retired from teaching middle school math", "from nursing in 2015": the career is the user's past
                found.append(Proposal("user_model_attr", f"history:{career.group(1).lower()}", said(), confidence=0.6))
            return found
        if opening == "became" and (m := _m(r"became (a|an) (.+)", rest)):
            # "I became a vegetarian" is "I'm a vegetarian" from now on; the statement keeps "became".
            proposal = self.being(f"{m.group(1)} {m.group(2)}")
            return [replace(proposal, statement=said())] if proposal else []
        if opening in ("joined", "signed", "enrolled", "registered") and (
                m := _m(r"(?:joined|signed up for|enrolled in|registered for) (?:a |an |the |my |our )?(.+)", rest)):
            # Membership: not joining people ("my friends for lunch"), an event ("the call"), or "in" the fun.
            obj = _phrase(m.group(1))
            bare = re.sub(r"(?:\s+(?:late|early|again|too|also|once|twice|first|finally))+$", "", obj, flags=re.I)
            head = _head(bare)
            if DEICTIC.match(obj) or _m(r"in\b", obj) or head in lx.FAMILY | lx.EVENTS or head in PEOPLE:
                return []
            if m.group(0)[:2].lower() in ("en", "re") and PROGRAM_AT_SCHOOL.match(obj):
                # "I just enrolled in an HVAC certificate program at the community college": schooling, not a pastime
                return [Proposal("user_model_attr", "education", said(), confidence=0.6)]
            if (" league" in obj or " team" in obj or " club" in obj or " squad" in obj or " side" in obj) and (
                    sport := JOINED_SPORT_SIDE.match(obj)):
                # "I just joined an adult rec soccer league": the sport is the pursuit, as a position played in one
                # is ("I play goalkeeper in a Sunday rec soccer league")
                return [Proposal("user_model_attr", f"activity:{sport.group(1).lower().replace(' ', '_')}",
                                 said(), confidence=0.6)]
            slug = topic_slug(obj)
            return [Proposal("user_model_attr", f"activity:{slug}", said(), confidence=0.6)] if slug else []
        if opening == "had" and (m := BABY_HAD.match(rest)) and _ends_phrase(rest[m.end():]):
            # "we just had our second baby (a girl!!)": a daughter; a baby said without which is a child (family:kid)
            child = {"girl": "daughter", "boy": "son"}.get((m.group(1) or m.group(2) or "").lower(), "kid")
            return [Proposal("relationship", f"family:{child}", said())]
        m = _m(
            r"(?:ran|completed|finished) (?:my|a|the|our) (?:first )?(marathon|half[ -]marathon|ultramarathon|"
            r"triathlon|ironman|5k|10k)",
            rest,
        ) if opening in ("ran", "completed", "finished") else None
        if m and _ends_phrase(rest[m.end():]):
            # the race itself, not "the marathon route" or "the 5k challenge at work"
            return [Proposal("fact", f"achievement:{topic_slug(m.group(1))}", said(), confidence=0.6)]
        if opening in ("have", "played", "been", "done", "practiced", "worked") and (
                m := _m(r"(?:have )?(?:played|been playing|done|been doing|practiced|worked on) (.+?) for (.+)",
                        rest)) and FOR_SPAN.match(m.group(2)):
            slug = topic_slug(m.group(1))
            if slug and rest[:7].lower() == "played " and LIFE_PERIOD.search(rest, m.start(2)):
                # "I played piano for like ten years as a kid": a pursuit of a past period of life is history, as
                # "I played piano as a kid" is
                return [Proposal("user_model_attr", f"history:{slug}", said(), confidence=0.55)]
            return [Proposal("user_model_attr", f"experience:{slug}", said())] if slug else []
        if opening in ("just", "recently", "also", "leased", "share") and (
                m := _m(r"(?:just |recently |also )?(?:leased|share) ((?:a|an) .+)", rest)) and (leased := [
                p for p in self.things(m.group(1), "User has", negative=False) if p.subject.startswith("vehicle:")]):
            # "I leased a Hyundai Ioniq 5", "my wife and I share a Forester": a car leased or shared is the user's to
            # drive (a flat leased, a room shared is no car)
            return leased
        if opening in ("own", "got", "bought", "drive", "ride", "adopted") and (
                m := _m(r"(own|got|bought|drive|ride|adopted) (?:(?<=got |ght )myself )?(.+)", rest)):
            # ("Got myself a library card", "bought myself a Kindle": got for the user, the user's)
            if m.group(1).lower() == "got" and (hurt := [p for p in self.having(m.group(2))
                                                        if p.subject.startswith("health:")]):
                # "I got whiplash in the crash", "got a concussion": a condition come by is had, never a possession
                return [replace(p, statement=said()) for p in hurt]
            if m.group(1).lower() in ("got", "bought") and not _m(
                rf"(?:{NUMBER_WORDS}|my|our|new|brand new) (?!(?:call|chance|message|text|email|letter|lot|ton|bunch|"
                # what is sent, not kept: "Got a voicemail from my mom", "I got a DM from a recruiter"
                r"voicemail|voice message|note|postcard|dm|pm|reply|response|package|parcel|notification|invite|"
                r"invitation|memo|warning|compliment|shoutout|"
                r"few|couple|bit|break|day|week|month|year|minute|hour|time)s?\b)",
                m.group(2),
            ):
                return []
            if m.group(1).lower() in ("drive", "ride") and (
                ADVERBIAL.match(m.group(2)) or MEASURE.match(m.group(2))
                or re.match(
                    r"(?:on|in|to|at|around|through|with|for|from|into|home|back|everywhere|anywhere|past|along|"
                    r"across|up|down|over|out|off)\b",
                    m.group(2),
                    re.I,
                )
            ):
                return []  # "I ride on streets", "I drive to work": how, not what
            if m.group(1).lower() in ("drive", "ride") and RIDDEN_NOT_OWNED.match(m.group(2)):
                return []  # "I ride the bus to work", "I take the train", "I drive the school van": no one's own
            if m.group(1).lower() in ("drive", "ride") and m.group(2)[:1].islower() and (
                    ridden := _driven_or_ridden_how(m.group(1).lower(), m.group(2))) is not None:
                # "I ride dressage", "I only drive stick": a discipline or a gearbox, how the user rides or drives,
                # never a thing owned (nothing when it is neither: "I ride hunter/jumper" is no possession)
                return [Proposal(ridden[0], ridden[1], said(), confidence=0.6)] if ridden else []
            if m.group(1).lower() == "own" and _business(m.group(2)):
                # "I own a small bakery": the owner of a business works at it; what they do, not what they have
                return [Proposal("user_model_attr", "occupation", said(), confidence=0.65)]
            verb = _conjugate(m.group(1).lower())
            found = self.things(m.group(2), f"User {verb}", negative=False)
            if verb == "drives" and DRIVEN_NOT_OWNED.search(m.group(2)):
                return []  # "I drive a rental", "I drive a forklift at work": driven, not the user's
            if verb == "drives":
                # "I drive a 2012 WRX": a thing driven is a vehicle, whatever the lexicon knows of its name
                found = [replace(p, belief_type="fact", subject=f"vehicle:{p.subject[11:]}")
                         if p.subject.startswith("possession:") else p for p in found]
            if verb == "rides" and any(p.subject.startswith("vehicle:") and set(p.subject[8:].split("_")) & MOTORCYCLES
                                       for p in found):
                # "I ride a Kawasaki Ninja 650 most weekends": a motorcycle ridden is a pursuit too
                found.append(Proposal("user_model_attr", "activity:motorcycling", said(), confidence=0.6))
            return found
        if opening in SHIPPED_VERBS and (m := _m(
            r"(?:fixed|finished|shipped|deployed|completed|solved|resolved|launched|released) (?:the |our |"
            r"my )?(?!(?:up|off|out)\b)(.+)",
            rest,
        )):
            slug = topic_slug(m.group(1))
            return [Proposal("fact", f"outcome:{slug}", said(), portability="local", confidence=0.55)] if slug else []
        if rest[:4].lower() in ("run ", "host") and (m := HOSTED_ON.match(rest)) and (hosts := [
                replace(p, statement=said()) for p in self.things(m.group(1), "User has", negative=False)
                if p.subject.startswith("device:")]):
            # "I run Home Assistant on a Raspberry Pi 4": the machine is the user's; what runs on it is software
            return hosts
        if rest[:4].lower() in ("run ", "use ", "dail") and (m := RUNS_SYSTEM.match(rest)):
            system = OPERATING_SYSTEMS.get(re.sub(r"[\s-]", "", m.group("system").lower()), m.group("system").lower())
            return [Proposal("fact", f"os:{system}", said(), confidence=0.6)]
        if opening == "use" and (m := _m(r"use (.+)", rest)) and (
                subject := stable_subject(m.group(1)) or tool_domain(m.group(1))):
            return [Proposal("preference", subject, said(), confidence=0.6)]
        m = _m(r"use (?:a|an) (?-i:([A-Z].*))", rest) if opening == "use" else None
        if m and "'s " not in m.group(1) and _thing_kind(topic_slug(m.group(1))):
            # "I use a MacBook Pro for work": the user has that device, like "I have a MacBook Pro".
            return self.things(re.sub(r"^use ", "", rest, flags=re.I), "User uses", negative=False)
        if words[0] in ("DM", "GM", "run", "runs", "host", "hosts", "DMs", "GMs") and (
                run := TABLETOP_RUN.match(rest)) and (
                (game := TABLETOP_GAME.search(run.group("what"))) or words[0][1:2] == "M"):
            # "I DM a homebrew 5e campaign every other Friday": D&D, the user's; "I run a Pathfinder game" or "I GM a
            # weekly campaign": game mastering (a campaign or a game run needs a game named: "a marketing campaign")
            key = "dungeons_and_dragons" if game and game.group("dnd") else "game_mastering"
            # ("DMs" is no word of the user's: "User does DM ...", as they said it)
            statement = _sentence(f"User does {third_person_possessive(rest)}") if words[0] in ("DM", "GM") else said()
            return [Proposal("user_model_attr", f"activity:{key}", statement, confidence=0.55)]
        if "aint" in rest[:6] and MINIS_PAINTED.match(rest):
            # "I just paint minis for fun": miniature painting
            return [Proposal("user_model_attr", "activity:miniature_painting", said(), confidence=0.55)]
        if "owe" in rest[:10] and (owed := OWED_ON.match(rest)):
            # "I still owe around $14k on credit cards": a debt, the user's finances
            what = owed.group(1).lower()
            key = "credit_card_debt" if what.startswith("credit") else "student_loans" if what.startswith(
                "student") else "mortgage"
            return [Proposal("fact", f"finance:{key}", said(), sensitivity="sensitive", confidence=0.6)]
        if words[0].lower() in ("fly", "flies") and (flown := FLOWN.match(rest)):
            # "I fly FPV freestyle", "I fly drones on weekends", "I fly RC planes": a craft flown for fun is the
            # user's pursuit (not "I fly to Denver", "I fly United")
            what = flown.group(1).lower()
            key = "fpv" if what == "fpv" else "rc_planes" if "plane" in what or "glider" in what or (
                "aircraft" in what) else "drones"
            return [Proposal("user_model_attr", f"activity:{key}", _sentence("User " + third_person(
                rest[:flown.end()])), confidence=0.55)]
        if words[0].lower() in ("race", "races", "compete") and (raced := RACES.match(rest)):
            # "I race triathlons, usually two 70.3s a year": the event raced, the user's pursuit
            raced_slug = topic_slug(_singular(raced.group(1).lower()))
            return [Proposal("user_model_attr", f"activity:{DONE_KEYS.get(raced_slug, raced_slug)}", said(),
                             confidence=0.55)]
        if words[0].lower() in COIN_VERBS and (held := _coins_held(rest, said())):
            # "I hold about 2 BTC on a Ledger Nano X", "I sold all my Dogecoin": the user's holdings, sensitive
            return held
        if rest[:5].lower() == "wear " and (m := _m(r"wear (?:a|an|my) (?-i:([A-Z].*))", rest)) and (
                "'s " not in m.group(1) and _thing_kind(topic_slug(m.group(1)))):
            # "I wear an Oura Ring to bed", "I wear a Garmin Forerunner 265": a wearable the user has, a device
            return self.things(rest[5:], "User wears", negative=False)
        if ("with" in rest or "switched" in rest or "on " in rest) and (m := PROVIDER_SAID.match(rest)) and (
                provider := lx.PROVIDERS.get(m.group(1).lower())):
            # "switched to Mint Mobile", "I've been on Verizon for years": the provider the user is a customer of
            return [Proposal("fact", f"membership:{provider}", said(), confidence=0.6)]
        if opening in ("recently", "just", "switched") and (
                m := _m(r"(?:recently |just )?switched (?:over )?(?:from (.+?) )?to (.+)", rest)):
            if _m(r"(?:a|an|another|some|the|one) (?:(?:new|different|better|cheaper|other) )*(?:brand|one|thing|kind|"
                  r"type|version|product|company|plan|option|model|place|provider|approach)s?\b", m.group(2)):
                return []  # "switched to a brand that works better": which one, it does not say
            if m.group(2)[:2].lower() in ("a ", "an") and (got := [
                    replace(p, statement=said()) for p in self.things(_phrase(m.group(2)), "User has", negative=False)
                    if p.subject.startswith(("device:", "vehicle:"))]):
                return got  # "switched from android to an iphone 15 pro": the device switched to is the user's now
            if (done := SWITCHED_TO_PURSUIT.match(m.group(2))) and (pursuit := lx.PURSUITS.get(done.group(1).lower())):
                # "switched to swimming 4x a week": the pursuit taken up, kept up as often as it says
                return [Proposal("user_model_attr", f"activity:{pursuit}", said(), confidence=0.6)]
            if "ing " in m.group(2) and (doing := SWITCHED_TO_DOING.match(m.group(2))) and (
                    doing.group(1).lower() not in lx.PURSUITS):
                return []  # "switched to raising pastured pigs", "to working nights": a change of work, no liking
            slug = _pursuit_head(topic_slug(_phrase(m.group(2))), False)  # "switched to biking" is cycling
            return [Proposal("preference", f"preference:{slug}", said(), confidence=0.6)] if slug else []
        if opening == "graduated" and (m := _m(r"graduated (?:from )?(.+)", rest)):
            return [Proposal("user_model_attr", "education", said(), confidence=0.65)] if topic_slug(m.group(1)) else []
        first = words[0].lower()
        if first in ("stream", "streams", "speedrun", "speedruns") and len(words) >= 2 and (
                first.startswith("speed") or STREAMS_ON.match(rest)):
            # "I stream on Twitch three nights a week", "I speedrun Celeste": a pursuit of a gamer's, keyed on its
            # gerund ("I stream movies" is watching, no pursuit)
            pursuit = "speedrunning" if first.startswith("speed") else "streaming"
            return [Proposal("user_model_attr", f"activity:{pursuit}", said(), confidence=0.55)]
        if first in PAST_PURSUITS and (period := LIFE_PERIOD.search(rest)) and not PAST_NO_PURSUIT.match(
            rest, len(words[0]) + 1
        ):
            # "I ran track in college", "I swam as a kid": a pursuit of a past period of life is the user's history,
            # keyed as "I used to run track" is ("ran into a friend", "ran a marathon" are no pursuit kept up)
            # (the level it was done at is no part of it: "wrestled D1 back in college", "rowed varsity")
            done = f"{PAST_PURSUITS[first]} {COMPETED_AT_LEVEL.sub('', rest[len(words[0]):period.start()].strip())}"
            done = done.rstrip(" ,")
            slug = self.pursued(done) or _pursuit_head(topic_slug(done), True)
            return [Proposal("user_model_attr", f"history:{slug}", said(), confidence=0.55)] if slug else []
        if "cancel" in first and (m := CANCELLED_MEMBERSHIP.match(rest)) and not OWNER_FIRST.match(m.group(1)) and (
                slug := topic_slug(m.group(1))):
            # "I cancelled my Audible membership", "canceled my Hulu subscription": the membership is over
            return [Proposal("fact", f"membership:{slug}", said(), "retract", confidence=0.6)]
        if first in ("stepped", "resigned", "retired", "left", "quit", "recently", "finally", "just") and (
                m := LEFT_CIVIC_BOARD.match(rest)):
            # "I stepped down from the library board after eight years": the board left
            return [Proposal("fact", f"membership:{_board_key(m.group(1))}", said(), "retract", confidence=0.6)]
        if "fan" in rest and (outlet := FAN_OUTLET.match(rest)) and (
                name := topic_slug(outlet.group(2), numbers=True)) and (slug := topic_slug(_phrase(outlet.group(1)))):
            # "I run a BTS fan account (about 40k followers)": the account the user keeps up, and the fandom it is for
            return [Proposal("user_model_attr", f"activity:{slug}", said(), confidence=0.55),
                    Proposal("preference", f"preference:{name}", said(), confidence=0.55)]
        if first in ("main", "mains") and (mained := MAINS.match(rest)) and (slug := topic_slug(mained.group(1))):
            # "I main Juri", "I main support in Overwatch": the character or role the user plays most, their liking
            return [Proposal("preference", f"preference:{slug}", said(), confidence=0.55)]
        if first in ("coach", "coaches", "teach", "instruct") and (paid := TAUGHT_FOR_PAY.match(rest)):
            # "I coach judo full time at a club in Lyon", "I teach yoga professionally": what is taught for pay is the
            # user's job (said to the end of where: "at a club in Lyon"), as "... for a living" is
            return [Proposal("user_model_attr", "occupation", _sentence("User " + third_person(
                _phrase(rest).split(" (", 1)[0])), confidence=0.6)] if paid else []
        if "coach" in first and COACHES_A_TEAM.match(rest):
            # "I coach my daughter's U10 soccer team": coaching, whoever's team it is
            return [Proposal("user_model_attr", "activity:coaching", said(), confidence=0.55)]
        if first in ("tutor", "tutors") and len(words) >= 2:
            # "I tutor adult ESL learners", "I tutor kids in math": tutoring, whoever or whatever is tutored
            return [Proposal("user_model_attr", "activity:tutoring", said(), confidence=0.55)]
        if first == "teach" and len(words) >= 2 and not TAUGHT_TO_SOMEONE.match(rest, 6) and not (
                TAUGHT_TO_MINE.search(rest) or FAITH_TAUGHT.match(rest, 6)):
            # "I teach piano so no hands = no income", "I teach yoga": lessons given are the user's work, no pastime of
            # their own (not "I teach my son piano", "teach myself guitar", "teach them to swim")
            return [Proposal("user_model_attr", "occupation", said(), confidence=0.6)]
        if first == "teach" and _m(r"teach (?:my|our|his|her|their) ", rest):
            return []  # "I teach my son piano": a lesson at home, no pursuit keyed on whom it is given to
        if first == "sing" and SINGS_IN_CHOIR.match(rest):
            return [Proposal("user_model_attr", "activity:choir", said(), confidence=0.55)]
        if len(words) == 1 and first in lx.ACTIVITY_VERBS and first in lx.PURSUITS and first not in IRREGULAR_PAST:
            # "I swim.", "I also run": the pursuit itself, said bare
            return [Proposal("user_model_attr", f"activity:{_pursuit(first)}", said(), confidence=0.55)]
        if first in lx.ACTIVITY_VERBS and len(words) >= 2 and not DEICTIC.fullmatch(words[1]):
            # what "it" or "them" is lies outside the clause; "I hike as well", "I run all the time"
            # say how often or how, and the activity is the verb's own
            obj = " ".join(words[1:])
            if re.match(r"(?:out|off|up|down|away|back|over|into|along|around)\b", obj, re.I):
                return []  # "I run out quickly", "I play along": another verb, not the activity
            if first in ("walk", "walks"):
                # "I walk 3 miles every morning", "I walk to work": walking, said by how far, how often or with whom
                # (not what is walked, "the dog for my neighbor", nor where past: "past a bakery")
                return [Proposal("user_model_attr", "activity:walking", said(), confidence=0.55)
                        ] if WALKED.match(obj) else []
            if (own := _m(r"my ([\w'-]+)", obj)) and own.group(1).lower() in lx.BODY_PARTS:
                return []  # "I watch my back", "I use my head": a figure of speech, not an activity
            present = (first not in IRREGULAR_PAST and not first.endswith("ed")) or (
                first == "read" and not LONG_AGO.search(obj) and not _m(r"(?:last|yesterday)\b", obj))  # "I read a lot"
            if first.lower() == "run" and _business(obj, run=True):
                # "I run a bakery", "I run my own dental practice": a business run is the user's work
                return [Proposal("user_model_attr", "occupation", said(), confidence=0.65),
                        *_run_from_home(obj, said())]
            if first.lower() == "run" and (club := _m(r"(?:the|a|an|my|our)\s+(?:[\w-]+'s\s+)?(.+)", obj)) and (
                _head(club.group(1)) in ORGANIZATIONS
            ):
                # "I run the school's robotics club": a club led, keyed on the club, not whose it is, nor who is in
                # it or where ("a book club of 8 women in my neighborhood")
                led = NOUN_PHRASE_END.split(f"{_phrase(club.group(1))} ")[0]
                return [Proposal("user_model_attr", f"activity:{topic_slug(led)}", said(), confidence=0.55)]
            if first.lower() == "run" and " rescue" in obj and (rescue := ANIMAL_RESCUE_RUN.match(obj)):
                # "I run a small nonprofit rabbit rescue out of my house": a rescue kept, keyed on its animals
                return [Proposal("user_model_attr", f"activity:{topic_slug(rescue.group(1))}_rescue", said(),
                                 confidence=0.55), *_run_from_home(obj, said())]
            # "I run about 40 miles a week", "I swim laps three mornings a week": how far or how often says how
            # much of the verb's activity, not another one; so does where, when or with whom a pursuit is done ("I
            # hike on weekends", "I run in the park", "I paint in my spare time") or what it is done with ("I lift
            # weights"). The key is the pursuit's gerund: "I run" is "I go running".
            if first.lower() in NAMED_BY_OBJECT and UNIVERSAL_OBJECT.match(obj):
                return []  # "I watch everything on my iPad": what is watched, not watching, would be the activity
            if re.match(r"(?:(?:way|far|much|a bit|a little|probably) )?too (?:much|little|many|often|long|fast|"
                        r"slow)\b", obj, re.I):
                return []  # "I always write way too much": how much, said as a fault, not a pursuit
            if present and (made := MADE_PURSUITS.get(first.lower())) is not None and not WHERE_FIRST.match(obj):
                # "I bake sourdough every weekend", "I sew my own clothes", "I knit sweaters": what is made names no
                # pursuit, the making does; a crop, a brood or a thing built ("I grow microgreens", "I raise chickens",
                # "I build keyboards") is no pursuit's name, and forms none here
                return [Proposal("user_model_attr", f"activity:{made}", said(), confidence=0.55)] if made else []
            if " of " in obj and (amount := AMOUNT_OF.match(obj)):
                # "I listen to like 15 hrs of podcasts a week", "I watch 3 hours of anime a day": how much of a thing,
                # keyed on the thing, not the hours nor how often
                obj = (amount.group(1) or "") + RATE_TAIL.sub("", obj[amount.end():])
            elif " a " in obj or " per " in obj:
                # "I read like 50 books a year": how many and how often, no part of what
                obj = RATE_TAIL.sub("", HEDGED_COUNT.sub("", obj, 1))
            pursuit = lx.PURSUITS.get(first)
            if pursuit == "hunting" and HUNTED_FOR_NO_GAME.match(f"hunt {obj}"):
                return []  # "I hunt for bargains": a search, no hunting
            if first == "run" and obj[:4].lower() == "the ":
                # "I run the mass-spec core facility", "I run the ICU": a unit run at work is the user's work; "I run
                # the front desk", "the numbers" no pursuit (a club or a business run is read above)
                unit = _head(RUN_WHEN_OR_WHERE.split(NOUN_PHRASE_END.split(f"{_phrase(obj)} ")[0], 1)[0]).lower()
                if unit in UNITS_RUN_AT_WORK:
                    return [Proposal("user_model_attr", "occupation", said(), confidence=0.6)]
                # where or which race the user runs is running: "I run the trails near my house", "the Boston
                # marathon every year"
                return [Proposal("user_model_attr", "activity:running", said(), confidence=0.55)
                        ] if unit in PLACES_AND_RACES_RUN else []
            if first == "travel" and obj.lower() in MANNER_NOT_OBJECT:
                return []  # "I travel light": how, no pursuit
            verbs_own = ADVERBIAL.match(obj) or MEASURE.match(obj) or (
                # "I volunteer walking dogs", "tutoring kids": what the volunteering is, done unpaid
                pursuit == "volunteering" and re.match(r"[a-z]+ing\b", obj) is not None) or (pursuit and (
                PURSUIT_SETTING.match(obj) or topic_slug(_phrase(obj)) in lx.PURSUIT_OBJECTS.get(pursuit, ()) or (
                    pursuit in VESSEL_PURSUITS and VESSEL_OBJECT.match(obj))))
            if present and verbs_own and not pursuit and first in OBJECT_NAMED_PURSUITS:
                # "I play Saturdays", "I practice a lot": when or how much names no game, sport or instrument played;
                # "a little soccer" names one after how much
                played = LITTLE_OF.match(obj)
                slug = topic_slug(_phrase(obj[played.end():])) if played else ""
                return [Proposal("user_model_attr", f"activity:{slug}", said(), confidence=0.55)] if slug else []
            if present and verbs_own:
                done = [Proposal("user_model_attr", f"activity:{pursuit or first}", said(), confidence=0.55)]
                if pursuit in VESSEL_PURSUITS and obj[:3].lower() in ("my ", "our") and (
                        vessel := VESSEL_OBJECT.match(obj)):
                    # "I sail our Catalina 30 most weekends": the boat sailed is the user's too
                    done += [p for p in self.things("my " + vessel.group()[3:].lstrip(), "User has", negative=False)
                             if p.subject.startswith("vehicle:")]
                return done
            # Keyed on what is done, said before a comma: where, with whom or for whom it is done ("I play in a
            # covers band most weekends") and what a comma adds ("my own beer, mostly hazy IPAs") are no pursuit;
            # nor is a tool used ("I use hand tools") one.
            slug = "" if first in VERB_ONLY_PURSUITS or first == "use" or (
                WHERE_FIRST.match(obj) and not (first == "listen" and obj[:3].lower() == "to ")) else topic_slug(
                _phrase(SCHEDULE_TAIL.sub("", obj) if ("day" in obj or "ening" in obj or "ekend" in obj
                                                       or "orning" in obj or "night" in obj) else obj))
            if slug and not present and (left := PAST_LEFT.search(obj)) and obj[:left.start()].strip():
                # "I played League before but quit it for good", "I played chess but stopped": a pursuit the past
                # tense says is over is history, keyed on what was done before it
                done = _past_pursuit(DONE_HOW_LONG.split(obj[:left.start()], 1)[0])  # not how: "competitively"
                return [Proposal("user_model_attr", f"history:{done}", said(), confidence=0.55)] if done else []
            if slug and not present and (period := PERIOD_OF_LIFE_ENDS.search(obj)):
                # "I played piano as a kid", "I collected stamps growing up": a past period of life's pursuit is
                # history, as "I ran track in college" is; not a thing done again since, or a period denied ("but
                # not in college")
                done = "" if PLAYED_AGAIN_OR_NOT.search(obj, 0, period.start()) else _past_pursuit(obj[:period.start()])
                return [Proposal("user_model_attr", f"history:{done}", said(), confidence=0.55)] if done else []
            if slug and first in ("play", "plays", "played") and (game := _game_played(obj)):
                slug = game  # "I play Tekken 8 online a lot": the game, by its title and number, not how it is played
            if present and first == "play" and (position := PLAYS_POSITION.match(obj)):
                sport = position.group(1).lower().replace(" ", "_")
                return [Proposal("user_model_attr", f"activity:{sport}", said(), confidence=0.55)]
            if slug in lx.PLAYING_POSITIONS and first in ("play", "plays", "played"):
                # "I play full forward for the Coburg Lions": a position names no sport; the team played for is the
                # user's club (a name in capitals), "reserves" or "seconds" after it one of its sides
                team = TEAM_PLAYED_FOR.search(obj) if present and first == "play" else None
                club = topic_slug(TEAM_SIDE.sub("", team.group(1))) if team else ""
                return [Proposal("fact", f"membership:{club}", said(), confidence=0.55)] if club else []
            if slug:
                # "I play Tekken 8 online, on both a Steam Deck and a PS5": the devices played on are the user's too
                played_on = _played_on(obj) if first in ("play", "game") and " on " in obj else []
                return [Proposal("user_model_attr", f"activity:{slug}", said(), confidence=0.55), *played_on]
        return []


# How a game is played, after its name: "online", "competitively", "ranked", "a lot" ("Tekken 8 online a lot").
PLAYED_HOW = lazy_regex(r"\s+(?:online|offline|competitively|casually|professionally|semi-?professionally|seriously|"
                        r"ranked|religiously|a lot|all the time|nonstop|non-stop)\b.*", re.IGNORECASE)
# A title of capitalized words, a number after it if any, ending where the game's name does: "Tekken 8", "FIFA 24",
# "Street Fighter 6", "Valorant".
TITLE_PLAYED = lazy_regex(r"(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*){0,3}(?: \d{1,4})?(?=$|[,;:.!?(]| (?:with|on|at|"
                          r"in|for|every|most|since|when|after|before|against)\b)")


# A fan account, page or club the user runs, by whom it is for: "run a BTS fan account", "I moderate a Taylor Swift fan
# forum", "started a Mitski fan page".
FAN_OUTLET = lazy_regex(r"(?:run|runs|manage|manages|moderate|moderates|admin|co-run|started|created) ((?:a|an|the|my|"
                        r"our) (?:(?:big|small|huge|popular|little|tiny) )?((?-i:[A-Z0-9])[\w'&.-]*(?: (?-i:[A-Z0-9])"
                        r"[\w'&.-]*){0,3}) (?:fan ?(?:account|page|club|site|blog|forum|server|channel|group)|fansite|"
                        r"stan account)s?\b)")
# The devices a game is played on, by their models: "on both a Steam Deck and a PS5", "on my Switch".
_PLAYED_ON_MODEL = r"((?-i:[A-Z])[\w-]*(?: (?-i:[A-Z0-9])[\w-]*){0,3})"
PLAYED_ON = lazy_regex(r"\bon (?:both |either )?(?:an? |my )" + _PLAYED_ON_MODEL + r"(?: (?:and|or|&) (?:an? |my )?"
                       + _PLAYED_ON_MODEL + ")?")
# A character or a role a player plays most, after "main": "Juri", "support" (up to where or in what: "in Overwatch").
MAINS = lazy_regex(r"mains? ((?:(?-i:[A-Z])[\w'.-]*(?: (?-i:[A-Z])[\w'.-]*){0,2})|[a-z]+)(?:$|[,;:.!?(]| (?:in|on|and|"
                   r"but|now|these|for|since|mostly)\b)")


def _played_on(obj: str) -> list[Proposal]:
    """The devices, by their models, a game is said played on (PLAYED_ON); devices only ("on a Tuesday" is none)."""
    return [p for m in PLAYED_ON.finditer(obj) for model in m.groups() if model
            for p in _device(model, "", True) if p.subject.startswith("device:")]


# What "I walk" is said with when walking is the user's pursuit: how far, how often, when or with whom ("3 miles every
# morning", "to work", "with my husband").
WALKED = lazy_regex(r"(?:\d|an? (?:mile|few|couple|lot|hour|half)|every|each|daily|most|twice|once|with|to work|"
                    r"to school|for (?:an? |\d|about|at least)|(?:several|two|three|four|five|six|ten) |"
                    r"in the (?:morning|evening)s?|at (?:night|dawn|lunch)|before|after|on weekends|everywhere|"
                    r"regularly|religiously)", re.IGNORECASE)


def _game_played(obj: str) -> str:
    """The key of a game played, said by its title before how it is played ("Tekken 8 online a lot", "Valorant
    competitively"): its title's words, its number kept, or what is played ("chess online"); "" when neither is said so
    (the pursuit's own key stands)."""
    played = PLAYED_HOW.sub("", obj)
    if played == obj and not DIGIT.search(obj[:40]):
        return ""  # no way of playing, no number: the pursuit's own key stands
    if title := TITLE_PLAYED.match(played):
        return topic_slug(title.group(), numbers=True)
    return topic_slug(played) if played != obj else ""  # "chess online": chess


def _team(named: str) -> str:
    """The key of a team or a sport a fan follows, from what follows "support", "follow", "root for" (its "the" gone):
    a team by its name, capitalized, with the city before it if said ("Benfica", "Red Sox", "Green Bay Packers"), a
    sport or a league by its word ("football", "the NFL"); "" for anything else ("my wife", "the idea", "Jesus")."""
    phrase = _phrase(named)
    first = phrase.split(" ", 1)[0]
    if first.lower() in lx.SPORTS:
        # the sport alone: "I support cycling infrastructure" is no sport followed
        return slug if (slug := topic_slug(first)) == topic_slug(phrase) else ""
    if not first[:1].isupper() and not first[:1].isdigit():
        return ""
    run = re.match(r"[A-Z0-9][\w'.&-]*(?: [A-Z][\w'.&-]*){0,3}", phrase)
    words = run.group().split() if run else []
    while words and not (words[-1].lower() in lx.TEAMS or TEAM_NAME.search(" ".join(words))):
        words.pop()  # "Benfica since I was a kid": the name, not what follows it
    return topic_slug(" ".join(words)) if words else ""


def _liked(obj: str, stable: bool) -> str:
    """The key of a liking named by an object phrase, as Rules.preference keys it, for a dislike or a liking given up
    to find: a domain of one key (`stable`: "window seats" is preference:seat), a pursuit's gerund ("to run" and
    "running" are preference:running), else what it names ("" when it names nothing)."""
    verbal = obj[:3].lower() == "to " or ("go" in obj[:6].lower() and GOING_FOR.match(obj) is not None)
    slug = topic_slug(re.sub(r"^to (?:go |do |be )?", "", obj, flags=re.I))
    if not slug:
        return ""
    return (stable and stable_subject(obj)) or f"preference:{_pursuit_head(slug, verbal)}"


def _conj_dropped_hint(text: str) -> bool:
    """Substring looks for DROPPED_AFTER_CONJ's verbs, cheaper than its search over every clause with an "and"."""
    return ("moved" in text or "relocated" in text or "sold" in text or "adopted" in text or "retired" in text
            or "graduated" in text or "gave away" in text or "got rid" in text or "came" in text or "live " in text
            or "switched" in text or "leased" in text or "work as" in text or "teach " in text or "bought" in text)


# A proper name with "of" inside it: "the League of Women Voters", "Knights of Columbus", "the Daughters of the
# American Revolution" (each word capitalized but the "of" and a "the" after it).
NAME_WITH_OF = lazy_regex(r"(?:the )?((?-i:[A-Z])[\w'&-]*(?: (?-i:[A-Z])[\w'&-]*){0,3} of (?:the )?"
                          r"(?-i:[A-Z])[\w'&-]*(?: (?-i:[A-Z])[\w'&-]*){0,3})(?=\s*$|[\s,;.!])", re.IGNORECASE)


def _named_slug(name: str) -> str:
    """The key of an organization's name, each of its words kept but "the": "Westfield Little League" is
    westfield_little_league, "Friends of the Library" friends_of_library (topic_slug would drop "little", "of")."""
    return "_".join(slug for w in name.split() if w.lower() != "the" and (slug := slug_word(_ascii(w).lower())))


def _name_with_of(phrase: str) -> str:
    """The key of a name with "of" inside it, its "of" kept ("league_of_women_voters", as topic_slug would drop it and
    what follows the name), or "" when the phrase opens on no such name."""
    if " of " not in phrase or not (m := NAME_WITH_OF.match(phrase)):
        return ""
    return "_".join(slug for w in m.group(1).split() if w.lower() != "the" and (slug := slug_word(_ascii(w).lower())))


def _from_country(text: str, start: int) -> list[Proposal]:
    """The origin a "from" after a status or a job names, when it is a country: "a refugee from Ukraine", "an
    international student from Nigeria" (not "a nurse from the agency", "a developer from Google")."""
    m = FROM_COUNTRY.search(_phrase(text), start)
    if not m or not set(_words(m.group(1))) & lx.COUNTRIES:
        return []
    return [Proposal("user_model_attr", "location:origin", _sentence(f"User is from {m.group(1)}"), confidence=0.6)]


def _ends_phrase(after: str) -> bool:
    """Whether a noun ends where `after` begins ("a baby last year", not "a baby shower", "a baby-sitting gig")."""
    after = after.rstrip(" .!?")
    return (
        not after
        or after[:1] in ",;"
        or bool(NOUN_PHRASE_END.match(f"{after} "))
        or bool(PREPOSITION_STOP.match(f"{after.lower()} "))
    )


def _head(phrase: str) -> str:
    """The head noun of a noun phrase: its last word before a preposition or clause."""
    nouns = _words(NOUN_PHRASE_END.split(f"{_phrase(phrase)} ")[0])
    return _singular(nouns[-1]) if nouns else ""


# The adverbs a clause of what the user does may open with ("no longer", "never" are the verb's own).
ADVERBS_BEFORE_VERB = lx.ADVERBS - {"no", "longer", "never"}
# A thing given up, each verb's patterns written once (not per clause): "sold my car", "sold the Outback".
RETRACTING = tuple((verb, rf"(?:just )?{verb} (?:both |all |all of |both of )?(my|our) (.+)",
                    rf"(?:just )?{verb} the (.+)") for verb in lx.RETRACT_VERBS)
# Whose the thing parted with is, when it is someone else's: "my sister's dog", "my parents' house".
OTHERS_OWN = lazy_regex(r"[\w-]+(?:'s|\u2019s|s'|s\u2019)\s", re.IGNORECASE)
# How each of them begins, in one pattern: a clause that begins otherwise (most) skips their fourteen matches.
# (all of them, or both: "rehomed both my bearded dragons", "sold all my bikes")
RETRACTING_START = lazy_regex(r"(?:just )?(?:" + "|".join(lx.RETRACT_VERBS) + r") (?:both |all |all of |both of )?"
                              r"(?:my|our|the) ", re.IGNORECASE)


# Where one lives or grew up, after the verb: "in Ohio", "right next to the park", "here in Pennsylvania".
# A way of living said like a place: "in fear", "in the moment", "in a world where ...", "on a budget", "on ramen".
LIVING_WAY = lazy_regex(
    r"(?:in|on) (?:(?:a |an |the )?(?:[\w-]+ )?(?:world|society|age|era|times)\b|a (?:bubble|dream|fantasy|fog|budget|"
    r"shoestring)|an? time|fear|hope|(?:an? |my )?(?:[\w-]+ )?(?:pension|ssdi|ssi|social security|disability|benefits|"
    r"savings|unemployment)\b|"
    r"denial|sin|harmony|peace|luxury|style|the (?:past|moment|present|now|future|shadow|fast lane)|my (?:own )?"
    r"(?:head|world|dreams)|ramen|coffee|caffeine|noodles|less|(?:very )?little)\b",
    re.IGNORECASE,
)
# A career named by its gerund, retired from: "teaching middle school math", "nursing", "farming" (not "being a
# parent", "working", "everything").
CAREER_LEFT = lazy_regex(r"(?!(?:being|working|doing|having|going|trying|playing|everything|anything|something)\b)"
                         r"([a-z]{3,}ing)\b", re.IGNORECASE)
# A size or a rating said before a thing, no part of what it is: "20-degree", "10-foot", "two-person", "25-liter".
MEASURE_FIRST = lazy_regex(r"(?:\d+(?:\.\d+)?|one|two|three|four|five|six|eight|ten|twelve|fifteen|twenty)-"
                           r"(?:degree|foot|ft|feet|inch|meter|metre|liter|litre|person|man|gallon|quart|pound|lb|horsepower|hp|"
                           r"seat|burner|cup|piece)s?\b\s+(?=[a-z])", re.IGNORECASE)
# A move into a home in a place named: "moved into my own place in Oakland", "into a two-bedroom condo in Sarasota",
# "into a new apartment near Boston" (not "moved into the city", "into a new role", "into my parents' place").
MOVED_INTO_HOME = lazy_regex(
    r"(?:(?:just|recently|finally|then|also|eventually) )*moved (?:in)?to (?:a|an|my|our|my own|our own) "
    r"(?:[\w'-]+ ){0,3}?(?:place|apartment|flat|house|home|condo|townhouse|townhome|studio|bungalow|cottage|"
    r"duplex|rental)(?: of (?:my|our) own)? (?:in|outside|near) (?-i:[A-Z])", re.IGNORECASE)
# A marriage ended by a death or a separation: "a widower", "a widow", "separated now", "separated from my wife".
WIDOWED_AS = lazy_regex(r"(?:now |recently )?(?:(?:a |an )?widow(?:er)?|separated(?: from (?:my )?(?:wife|husband|"
                        r"spouse|partner)\b| now\b)?)"
                        r"(?=$|\s*[,;.!\u2014\u2013-]|\s+(?:now|and|but|so|since|for|after)\b)", re.IGNORECASE)
WHERE = lazy_regex(
    r"(?:(?:here|there|directly|right|just|now|currently|mostly|still|up|down|out|far|way|and raised|and born)\s+)*"
    r"(?:in|to|at|near|on|outside|from|around|close to|next to|by)\b",
    re.IGNORECASE,
)
MOVED_ON = lazy_regex(r"(?:moved|relocated) (?:on|along|past|ahead|forward|(?:up|down)(?! to\b))\b", re.IGNORECASE)
# Where the move went, right after the verb, and where to from there: "from Germany to the US" ("to be
# closer to ..." after it says why).
MOVE_ENDPOINTS = lazy_regex(
    r"(?:moved|relocated)(?:\s+(?:back|here|over|out|away|up|down|all the way))*\s+(?:to|from|in|into)\s+(.+?)"
    r"(?:\s+to\s+(.+?))?(?=\s+(?:to|from)\s|$)",
    re.IGNORECASE,
)
# The particle a move takes before where it went: "moved back to Dublin", "relocated back home to Leeds".
MOVE_PARTICLE = lazy_regex(r"back(?: home)?\s+(?=to\s)", re.IGNORECASE)
PLACE_DETERMINER = lazy_regex(
    r"(?:(?:the|a|an|my|our|this|that|new|brand new|bigger|smaller|nicer|different|another|other)\s+)+", re.IGNORECASE
)
VERSIONED = lazy_regex(r"[a-z]\S*\s+v?\d+(?:\.\d+)*(?!\s*(?:years?|months?|weeks?|days?|yrs?)\b)", re.IGNORECASE)


# Where the user is from, put after where they live: "I've lived in Lisbon for five years now, originally from Cape
# Town", "I live in Oslo, originally from Lagos" (a name; "originally from the suburbs" is left to its own clause).
ORIGIN_ASIDE = lazy_regex(r",\s*(?:but |though )?(?:i'm |i am |im )?originally from "
                          r"((?-i:[A-Z])[\w'.-]*(?:[ -](?-i:[A-Z])[\w'.-]*){0,3})(?=\s*(?:[.!,;]|$))", re.IGNORECASE)
HOME_NAMED_BEFORE = lazy_regex(r"\b(?:in|to) (?-i:[A-Z])[\w'.-]*(?:[ -](?-i:[A-Z])[\w'.-]*){0,3}"
                               r"(?:\s+(?!with\b)[\w'-]+){0,4}$", re.IGNORECASE)


def _origin_aside(rest: str) -> list[Proposal]:
    """The user's origin, said in an aside after their home ("..., originally from Cape Town"), or none."""
    if "originally from" not in rest or not (m := ORIGIN_ASIDE.search(rest)) or not _a_place(m.group(1)) or not (
            HOME_NAMED_BEFORE.search(rest, 0, m.start())):
        return []  # the aside follows the home's name ("I live with Tom, originally from Lagos" is Tom's)
    return [Proposal("user_model_attr", "location:origin", _sentence(f"User is originally from {m.group(1)}"),
                     confidence=0.6)]


def _moved_to_a_place(rest: str) -> bool:
    """Whether every end of a move ("from Germany to the US") is a place, not a tool or a stage of life."""
    if MOVED_ON.match(rest):
        return False
    ends = MOVE_ENDPOINTS.match(rest)
    return not ends or all(_a_place(end) for end in ends.groups() if end)


def _a_place(phrase: str) -> bool:
    """A name that is no tool or version ("Denver", not "Postgres", "Python 3"), or a place's common noun
    ("the city", "a new apartment", not "a standing desk", "the cloud")."""
    phrase = _phrase(phrase).strip()
    determiner = PLACE_DETERMINER.match(phrase)
    named = phrase[determiner.end():] if determiner else phrase
    first = _words(named)[:1]
    if not first or first[0] in lx.TECH or VERSIONED.match(named):
        return False
    if determiner is None or _named(named.split()[0]):
        return True
    nouns = _words(NOUN_PHRASE_END.split(f"{named} ")[0])
    return any(_singular(noun) in lx.PLACE_NOUNS for noun in nouns)


def _a_person(phrase: str) -> bool:
    """Whether a noun phrase names a person: a name, someone of the user's, or a person's noun."""
    phrase = phrase.strip()
    if re.match(r"(?:my|our|him|her|them)\b|(?-i:[A-Z][a-z])(?<!The)", phrase, re.I) and not re.match(
        r"the\b", phrase, re.I
    ):
        return True
    head = _head(phrase)
    return head in lx.FAMILY or head in PEOPLE or head in lx.JOBS or head in ("guy", "lady", "sweetheart")


INCH_MARK = lazy_regex(r"(?<=\d)\"")
USER_INVOLVED = lazy_regex(r"\b(?:me|us|our|my|we|i|myself|mine)\b", re.IGNORECASE)
# Another clause of the user's own, said after one about someone: "... and my inbox is on fire", "..., but our rent is
# due".
NEXT_MY_CLAUSE = lazy_regex(r",?\s+(?:and|but|while|plus)\s+(?:my|our)\s+[\w-]+\s+(?:is|are|was|were|has|have|keeps)\b",
                            re.IGNORECASE)
# A clause taken back by the words after it, and the words that say what was meant instead.
# ("I'm 34 — wait, no": a dash before it, and a "no" after it, as well)
CORRECTION_TAIL = lazy_regex(r"\s*[,\u2013\u2014-]\s*(?:" + "|".join(lx.CORRECTION_MARKERS)
                             + r")\b(?:\s*,?\s*no\b)?[\s!.]*$", re.IGNORECASE)
SAYING_INSTEAD = lazy_regex(r"i (?:mean|meant)\s*,?\s+(?!it\b|that\b|this\b|to\b|like\b|i\b)(.+)", re.IGNORECASE)
# A value taken back and replaced in the same breath: "I'm 34 — sorry, 35", "I drive a Honda Civic — sorry, an
# Accord", "I live in Austin, wait, no, in Round Rock". The marker, then only the new value: a number, a phrase
# with its determiner or preposition, or a name ("sorry, I'm tired" replaces nothing).
REPAIRED = lazy_regex(r"(?<!\s)\s*+[,.\u2026\u2013\u2014-]++\s*+(?:" + _REPAIR_MARKERS + r")\b(?:\s*+,?+\s*+(?:"
                      + _REPAIR_MORE + r")\b)*[\s,:]*+", re.IGNORECASE)
REPAIRED_VALUE = lazy_regex(r"(\d+(?:\.\d+)?|(?:(?:in|at|to|from|for|with|as|on|a|an|the|my|our|one|two|three|four|"
                            r"five)\s+)?(?:(?:[\w'-]+\s+){0,3}(?-i:[A-Z])[\w'-]*|[\w'-]+(?:\s+[\w'-]+){0,3}))"
                            r"(?<=\w)[\s.!]*", re.IGNORECASE)
# Where a new value said after a repair ends, when more follows it: a comma, a dash or a stop.
VALUE_END = lazy_regex(r"\s*[,;:\u2013\u2014]|\s+-\s|[.!?](?:\s|$)")
# What follows "sorry" in an apology, not a correction: "I have two dogs, sorry for the rant".
APOLOGY = lazy_regex(r"(?:for|about|to|if|that|but|though|lol|haha\w*|guys|everyone|all|again|in advance|"
                     # "sorry, venting", "sorry, tangent": an apology for the telling, no value meant instead
                     r"vent\w*|rant\w*|rambl\w*|tangent|tmi|off[- ]topic|digress\w*)\b|$",
                     re.IGNORECASE)
# Makers a replaced model keeps: "a Honda Civic — sorry, an Accord" is a Honda Accord.
MAKERS = frozenset("honda toyota ford chevy chevrolet nissan mazda subaru hyundai kia volkswagen vw bmw audi mercedes "
                   "volvo lexus jeep dodge skoda peugeot renault porsche fiat apple samsung google sony dell lenovo hp "
                   "microsoft asus acer".split())
DETERMINED = lazy_regex(r"(?:a|an|the|my|our|one|two|three|four|five) ", re.IGNORECASE)
SAME_KIND = (lx.DIETS, lx.JOBS, lx.LANGUAGES, lx.PETS, lx.FAMILY)
NUMBER_WORD_VALUES = frozenset("one two three four five six seven eight nine ten eleven twelve".split())
_COUNT = r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\b"
LAST_NUMBER_WORD = lazy_regex(_COUNT + r"(?!.*" + _COUNT + ")", re.IGNORECASE)
LAST_NUMBER = lazy_regex(r"\d+(?:\.\d+)?(?!.*\d)")


def _replaced(frame: str, fix: str) -> str | None:
    """The frame with its last value of fix's kind replaced by fix: a phrase after the same preposition, one
    after a determiner, a number or a name. None when the frame has no such value."""
    low, fix = frame.lower(), fix.strip()
    cut = -1
    if first := re.match(r"(?:in|at|to|from|for|with|as|on) ", fix, re.I):
        cut = low.rfind(f" {first.group().strip().lower()} ")
    elif fix.lower() in NUMBER_WORD_VALUES and (number := LAST_NUMBER_WORD.search(frame)):
        return f"{frame[:number.start()]}{fix}{frame[number.end():]}"  # "two kids — sorry, three"
    elif fix[:1].isdigit():
        if not (number := LAST_NUMBER.search(frame)):
            return None
        if fix.replace(".", "", 1).isdigit():  # "I have 2 kids — sorry, 3": the number alone
            return f"{frame[:number.start()]}{fix}{frame[number.end():]}"
        return f"{frame[:number.start()]}{fix}"
    elif determiner := DETERMINED.match(fix):
        cut = max(low.rfind(f" {d} ") for d in ("a", "an", "the", "my", "our", "one", "two", "three", "four", "five"))
        named, model = frame[cut:].split()[1:], fix[determiner.end():]
        if cut > 0 and len(named) == 2 and named[0].lower() in MAKERS and " " not in model and (
                model[:1].isupper() and model.lower() not in MAKERS):
            # the model replaced, the maker kept: "a Honda Civic — sorry, an Accord"
            return f"{frame[:cut]} {'an' if named[0][0] in 'AEIOUaeiou' else 'a'} {named[0]} {model}"
    elif " " not in fix and any(fix.lower() in kind and low.rsplit(" ", 1)[-1] in kind for kind in SAME_KIND):
        return f"{frame.rsplit(' ', 1)[0]} {fix}"  # "I'm vegan — sorry, vegetarian": a word for one of its kind
    elif _named(fix):
        cut = max((i for i in (m.start() - 1 for m in re.finditer(r"\b(?-i:[A-Z])", frame)) if i > 1), default=-1)
    return f"{frame[:cut]} {fix}" if cut > 0 else None


# A denial denied: "It's not that I don't enjoy hiking", "Not that I'm not a dog person, but ...".
NOT_THAT_I_DONT = lazy_regex(r"(?:it(?:'s| is) not|it isn't|its not|not) that i"
                             r"(?:(?:'m| am) (not)|(?: do not| don't| dont)) "
                             r"(?!(?:think|know|mean|care|mind|want|need|have to)\b)(.+)", re.IGNORECASE)
# A mind changed about a thing: "I used to think I hated jazz, but after ... I'm completely hooked", "I used to hate
# running but now I love it", "I used to love jazz, but now I can't stand it". What the user feels now is kept.
CONVERTED = lazy_regex(
    r"\bi used to (?:(?:think|believe|say|assume|swear|be sure) (?:that )?i )?(?:hate|hated|dislike|disliked|"
    r"didn't like|did not like|couldn't stand|could not stand|wasn't into|was not into|love|loved|like|liked|adore|"
    r"adored) (?P<thing>[\w' -]{1,40}?)(?:,\s*|\s+)(?:but|and|until|then|though)\b[^.;!?]{0,120}?"
    r"\b(?:(?:i'm|i am|im|i've become|i became) (?:(?:now|completely|totally|absolutely|so|really|utterly|fully|"
    r"kind of|kinda|pretty|a) )*(?:hooked|obsessed|a convert|converted|fan|huge fan|big fan|in love with it|addicted)"
    r"|i (?:(?:really|actually|absolutely|totally) )?(?:love|like|enjoy|adore|hate|dislike|can't stand|cannot stand)"
    r" (?:it|them))\b(?:\s+now\b)?", re.IGNORECASE)
USED_TO_THINK = lazy_regex(r"\bi used to (?:think|believe|say|assume|swear)\b", re.IGNORECASE)


def _asked_after(text: str, at: int) -> bool:
    """Whether the sentence goes on from `at` to a question mark (looked for over the next 200 characters only, so
    that a text without stops is not scanned to its end from every match in it)."""
    stop = SENTENCE_STOP.search(text, at, at + 200)
    return "?" in text[at: stop.end() if stop else at + 200]


def _left_faith(text: str) -> list[tuple[Proposal, str, int]]:
    """A faith raised in and left, across the clauses that tell it: "I was raised Baptist but I left organized
    religion" takes back that the user is Baptist (raised in it alone, they may be or not: nothing)."""
    out = []
    regions = None
    for raised in RAISED.finditer(text):
        if not (faith := RAISED_IN_FAITH.match(text, raised.end())) or not (
                left := LEFT_THE_FAITH.match(text, faith.end())):
            continue
        if regions is None:
            regions = ForeignRegions.of(text)
        if _asked_after(text, left.end()) or regions.touch(raised.start(), left.end()) or (
                HEDGED_AFTER.match(text, left.end())):
            continue
        named = " ".join(faith.group(1).split())
        slug = BELIEF_KEYS.get(named.lower()) or topic_slug(named) or slug_word(named.lower())
        said = text[raised.start():left.end()]
        out.append((Proposal("user_model_attr", f"identity:{slug}", _sentence("User " + third_person(said[2:])),
                             "retract", sensitivity="sensitive", confidence=0.6), said, raised.start()))
    return out


def _converted(text: str) -> list[tuple[Proposal, str, int]]:
    """A mind changed about a thing, across the clauses that tell it (see CONVERTED)."""
    out = []
    regions = ForeignRegions.of(text)
    for m in CONVERTED.finditer(text):
        said = m.group()
        if (_asked_after(text, m.end()) or set(_words(USED_TO_THINK.sub("", said).lower())) & lx.HEDGES
                or regions.touch(m.start(), m.end()) or not (slug := topic_slug(m.group("thing")))):
            continue
        liking = _sentence("User " + third_person(said[2:]))
        out.append((Proposal("preference", f"preference:{_pursuit_head(slug, False)}", liking), said, m.start()))
    return out


# A period of life that ends what was done then: "I played piano as a kid", "... growing up, mostly jazz".
PERIOD_OF_LIFE_ENDS = lazy_regex(LIFE_PERIOD.pattern + r"(?=\s*(?:$|[,;.!]|\s(?:and|but|so)\b))", re.IGNORECASE)
PLAYED_AGAIN_OR_NOT = lazy_regex(r"\b(?:not|never|again|last|yesterday|today|ago|this)\b|n't\b", re.IGNORECASE)
MAKE_BELIEVE = frozenset("pretend house dress-up dress make-believe tag hide hide-and-seek cops robbers".split())
# A verb that needs its object, said with only how long: "learning for about a year", "working since 2019".
OBJECTLESS_SPAN = lazy_regex(r"(?:learning|studying|doing|working|practi[cs]ing|using|making|teaching|taking|"
                             r"building|training)\s+(?:for|since)\b", re.IGNORECASE)
# Where what was done ends and how or for how long it was done begins: "Go| professionally for 4 years".
DONE_HOW_LONG = lazy_regex(r"(?:^|\s+)(?:(?:(?!(?:family|italy|sicily|rally|jelly|belly|ally|bully|lily|holly|supply|"
                           r"assembly|anomaly|monopoly|reply|july|fly|butterfly|dragonfly|firefly|melancholy)\b)"
                           r"(?-i:[a-z]+ly)|full[- ]time|part[- ]time|on and off)\b|for " + FOR_SPAN.pattern + ")",
                           re.IGNORECASE)


def _employer_named(job: str) -> bool:
    """Whether a job said with where names who the user works for: "a backend dev at Stripe" (not "a nurse at
    night", "a volunteer at the shelter")."""
    if " for " in job and (at := JOB_FOR_ORG.search(_phrase(job))) and _head(job[:at.start()]) in lx.JOBS and (
            at.group(1).lower() not in lx.LANGUAGES):
        return True  # "a paralegal for Hendricks & Moore", "a driver for Uber" (not "a tutor for Spanish")
    return " at " in job and (at := JOB_AT_ORG.search(_phrase(job))) is not None and (
        _head(job[:at.start()]) in lx.JOBS or TITLE_OF.match(job) is not None)


# What says the thing parted with was the user's own, after it: "the Prius I was using for Uber Eats", "the car I
# had in college", "the bike that I bought last year".
THE_ONE_I_HAD = lazy_regex(r"\s+(?:that |which )?i (?:was using|used|drove|was driving|had|owned|bought|got|'d had|"
                           r"had been using|'ve had|have had)\b", re.IGNORECASE)
# A group the user is in, as a member: "I'm in the Tuesday night knitting group at the library", "I'm part of a
# quilting guild" (not "in a group chat", "in the group photo").
IN_A_GROUP = lazy_regex(r"i(?:'m| am) (?:also |still |now )?(?:in|part of) (?:a|an|the|my|our) (?:local )?"
                        r"((?:(?!(?:support|recovery|therapy|grief|aa|na|12-step|twelve-step|prayer|bible)\b)"
                        r"[\w'-]+ ){0,4}?(?:club|group|guild|circle|society|league))\b"
                        r"(?! (?:chat|text|photo|picture|project|call|thread|message|assignment|session|of)\b)",
                        re.IGNORECASE)
# A youth organization belonged to: "I'm in Scouts BSA", "I'm in the Girl Scouts", "I'm in 4-H", "I'm in JROTC".
IN_YOUTH_CORPS = lazy_regex(r"i(?:'m| am) (?:also |still |now )?(?:in|part of) (?:the |our |my )?"
                            r"((?:boy|girl|cub|sea|venture) scouts|scouts(?: bsa| canada)?|brownies|4-?h|ffa|jrotc|"
                            r"rotc|civil air patrol)(?=\s*$|[\s,;.!(])", re.IGNORECASE)
# Someone unnamed asking or saying something in a conjunct of their own: "... and someone asked if I'd ...".
SOMEONE_SAYING = lazy_regex(r" and (?:someone|somebody) (?:just |also )?(?:asked|asks|said|says|told|tells|wants|"
                            r"wanted|suggested|thinks|thought)\b", re.IGNORECASE)
IM_OR_I_AM = lazy_regex(r"^i(?:'m| am) (?:also |still |now )?", re.IGNORECASE)
# A thing given up without another, said of the one the message names: "I'm not replacing it", "we won't be
# replacing her", "not getting another one" (searched in the message's text).
NOT_REPLACING = lazy_regex(r"\b(?:i'm|i am|im|we're|we are|i|we) (?:not|won't|will not|am not) (?:be )?"
                           r"(?:going to |gonna )?(?:replacing|replace|getting another)"
                           r"(?: (?:it|her|him|one|that one))?+\b"
                           r"(?! (?:with|until|yet|for now|right away|immediately)\b)", re.IGNORECASE)
# What says a thing is gone, which the not replacing is of: "totaled", "paid out for", "died", "was stolen".
THING_GONE = lazy_regex(r"\b(?:totall?ed|paid (?:me )?out|payout|written off|write-off|total loss|died|broke|"
                        r"stolen|scrapped|junked|wrecked)\b", re.IGNORECASE)
# A thing's statement as the rules say it ("User has an Outback"), for saying it is not replaced.
HAS_THING = lazy_regex(r"^User (?:has|owns|drives|bought) (?:an? |their )?(.+)$")


def _left_for_now(candidate: MemoryCandidate) -> MemoryCandidate:
    """A profession said left ("left teaching in 2021") in a message that says the job held now: its history, keyed as
    one left years ago is; any other job taken back is left as it is (the job held now supersedes it)."""
    if "left " not in candidate.statement and "quit " not in candidate.statement:
        return candidate
    if not (field := PROFESSION_LEFT.search(candidate.statement)):
        return candidate
    left = field.group().rsplit("left ", 1)[-1].rsplit("quit ", 1)[-1].lower()
    return candidate.model_copy(update={"subject": f"history:{PROFESSION_FIELDS.get(left, left.replace(' ', '_'))}",
                                        "polarity": "assert", "confidence": min(candidate.confidence, 0.55)})


def _past_pursuit(done: str) -> str:
    """The key of what a past-tense pursuit did: none for a game of make-believe ("I played nurse as a kid" is no
    nursing career) or for only how it was done ("I played constantly growing up")."""
    words = _words(done)
    if not words or all(w in lx.ADVERBS or w.endswith("ly") for w in words) or (
            (head := _singular(_head(done))) in lx.JOBS or head in lx.TITLES or head in MAKE_BELIEVE):
        return ""
    # (the level it was done at is no part of it: "wrestled D1 back in college", "rowed varsity")
    return topic_slug(COMPETED_AT_LEVEL.sub("", _phrase(done)))


# The level a sport was done at, said after its verb: "D1", "varsity", "back" (in college), "competitively".
COMPETED_AT_LEVEL = lazy_regex(r"^(?:(?:d1|d2|d3|d-1|d-2|d-3|div(?:ision)? (?:1|2|3|i|ii|iii)|varsity|jv|competitively|"
                               r"semi-?pro|professionally|back)\b\s*)+", re.IGNORECASE)


# A position played in a team sport's league: "I play goalkeeper in a Sunday rec soccer league", "I play shortstop for
# my company softball team" (the sport is the pursuit; "in a fantasy football league" plays no football).
PLAYS_POSITION = lazy_regex(
    r"(?:[a-z]+ ){1,2}?(?:in|on|for) (?:a|an|the|my|our) (?:[\w'-]+ ){0,3}?(?<!fantasy )"
    r"(soccer|football|baseball|basketball|hockey|rugby|cricket|volleyball|softball|lacrosse|netball|handball|"
    r"water polo|ultimate|kickball|dodgeball) (?:league|team|club|squad|side)\b",
    re.IGNORECASE,
)
# The team a position is played for, named in capitals: "full forward for the Coburg Lions reserves".
TEAM_PLAYED_FOR = lazy_regex(r"\bfor (?:the )?((?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*){0,3}(?: (?:reserves|seconds|"
                             r"thirds|firsts|juniors|seniors|masters|veterans|vets|ones|twos))?)\b")
TEAM_SIDE = lazy_regex(r"\s+(?:reserves|seconds|thirds|firsts|juniors|seniors|masters|veterans|vets|ones|twos)$",
                       re.IGNORECASE)
# A team sport's league or side joined, its sport named: "an adult rec soccer league", "a Sunday volleyball league" (not
# "a fantasy football league").
JOINED_SPORT_SIDE = lazy_regex(
    r"(?:[\w'-]+ ){0,4}?(?<!fantasy )(soccer|football|baseball|basketball|hockey|rugby|cricket|volleyball|softball|"
    r"lacrosse|netball|handball|water polo|ultimate|kickball|dodgeball|bowling|darts|pickleball|tennis) "
    r"(?:league|team|club|squad|side)\b", re.IGNORECASE)
# A pursuit taught for pay (see Rules.acting): "coach judo full time", "teach yoga professionally", "instruct
# kickboxing full-time" (not "I coach my son's team", nor "coach part time": a side line may be no job).
TAUGHT_FOR_PAY = lazy_regex(r"(?:coach|coaches|teach|instruct) (?:[\w'-]+ ){1,3}?(?:full[- ]time|professionally)\b",
                            re.IGNORECASE)
# A team coached: "I coach my daughter's U10 soccer team", "I volunteer-coach my son's team", "coach a rec squad" (the
# pursuit is coaching; "I coach soccer", a sport named alone, stays the sport's).
COACHES_A_TEAM = lazy_regex(r"(?:volunteer[- ])?coach(?:es)? (?:my|our|a|an|the) (?:[\w'-]+ ){0,4}?(?:team|squad)\b",
                            re.IGNORECASE)
# A charity's shift done: "I do a Saturday morning shift at the St. Vincent food bank", "I work shifts at the local
# soup kitchen" (not "a shift at the hospital", the user's job; not "a shelter", which may be one too).
CHARITY_SHIFT = lazy_regex(r"(?:do|work|pull|take) (?:a |an |the |my |one |two |weekly |regular )?(?:[\w-]+ ){0,3}?"
                           r"shifts? (?:(?:a|per|each|every) (?:week|month) )?(?:at|for|with) "
                           r"(?:the |a |an |our |my )?(?:local )?(?:[\w.'-]+ ){0,3}?"
                           r"(?:food bank|food pantry|soup kitchen|animal shelter|homeless shelter)\b", re.IGNORECASE)
# A part sung in a choir: "I sing alto in a community choir" (the pursuit is the choir; "I sing in a choir" stays
# singing, tests/test_extract_eighth_corpus_b.py).
SINGS_IN_CHOIR = lazy_regex(r"sing (?:(?:alto|soprano|tenor|bass|baritone|mezzo|second|first) )+(?:in|with) "
                            r"(?:a|an|the|my|our) (?:[\w'-]+ ){0,3}?(?:choir|chorus|chorale)\b", re.IGNORECASE)
# Verbs whose activity is named by their object ("watch anime", "play chess"), and objects that name none: "I watch
# everything on my iPad" is no activity of watching.
# Pursuits whose verb, not what it makes, names them ("I bake sourdough" is baking); "" for a making that names none.
MADE_PURSUITS = {"bake": "baking", "knit": "knitting", "sew": "sewing", "quilt": "quilting", "crochet": "crochet",
                 "cook": "cooking", "grow": "", "raise": "", "build": ""}


# A pair's kind, in the plural: "are both public school teachers", "are both ER nurses".
BOTH_PLURAL = lazy_regex(r"are both (?:[\w-]+ ){0,3}[a-z]+[^s\W]s\b", re.IGNORECASE)
# "here" before the place it is: "teachers here in Vermont", "a nurse here in Ohio".
HERE_IN = lazy_regex(r" (?:here|over here|out here|up here|down here) in (?=(?-i:[A-Z]))", re.IGNORECASE)
# What the user's household earns, by its amount: "household income is about $52k", "our income is $140k" (a bare
# "income is" is anyone's).
INCOME_IS = lazy_regex(r"(?:(?:my|our) (?:(?:household|family|annual|yearly|combined|total|gross|net) )*|"
                       r"(?:household|family|combined) (?:(?:annual|yearly|total|gross|net) )*)income is "
                       r"(?:about |around |roughly |approximately |~|only |just |under |over )?[$\u00a3\u20ac]?\s?\d"
                       r"[\d,.]*\s?(?:k|K|thousand|a year|/yr|per year)?", re.IGNORECASE)
# What makes a bare "household income is $52k" anyone's: "for a family of four", "in that area", "nationally".
INCOME_OF_ANYONE = lazy_regex(r"\s*(?:for|in|across|among|nationally|on average|per)\b", re.IGNORECASE)
# Where the user's job is, said of the way there or of the job: "I drive 90 min each way to my job in Sacramento", "my
# office is in Midtown" (not "I quit my job in Denver", "got fired from my job in Ohio", "my old office in Leeds").
MY_JOB_IN = lazy_regex(r"(?:i (?:(?!quit|left|lost|hated|miss|missed)[\w'-]+ ){1,8}?(?:to|at|near) my|my) "
                       r"(?:job|office|workplace) (?:is )?(?:in|based in) (?-i:[A-Z])", re.IGNORECASE)
# Single words said of the user after their age, each between commas: "17, gay, and ...", "26, single, zero ...".
AGE_THEN_STATES = lazy_regex(r"(?:only |already )?\d{1,3}(?: years old| yrs old)?((?:,\s*(?:and\s+)?[a-z-]+"
                             r"(?=\s*(?:[,.;!]|$)))+)", re.IGNORECASE)
# A library named, whose card the user has: "(I read on Libby) through my Multnomah County library card", "I have a
# Boston Public Library card" (the name in capitals; "my library card" names none).
LIBRARY_CARD = lazy_regex(r"i (?:[\w'-]+ ){0,10}?(?:my|a) ((?-i:[A-Z])[\w'.-]*(?: (?-i:[A-Z])[\w'.-]*){0,3}?)"
                          r" library card\b", re.IGNORECASE)
# What the user gives away regularly, by its share or its amount: "I personally give about 10% of my income", "I
# donate $50 a month to the food bank" (not "I give 100% at work", "I gave $20 once").
GIVES_AMOUNT = lazy_regex(r"i (?:personally |usually |regularly |currently |also |try to )?(?:give|donate) "
                          r"(?:away )?(?:about |around |roughly |over |at least |~)?"
                          r"(?:\d{1,2}(?:\.\d)?\s?%(?= of (?:my|our) (?:income|salary|pay|earnings))|"
                          r"[$\u00a3\u20ac]\s?\d[\d,.]*\s?k?(?= (?:a|per|every|each) "
                          r"(?:month|year|week)| (?:monthly|yearly|annually)\b))", re.IGNORECASE)
# A podcast the user makes: "I host a podcast", "I co-host a weekly podcast about horror films", "I run a podcast".
PODCAST_MADE = lazy_regex(r"i ((?:(?:also|now|currently|still) )?)(host|co-?host|run|produce|record) (?:a|my|our|the) "
                          r"(?:[\w'-]+ ){0,3}?podcast\b", re.IGNORECASE)
# A membership or a subscription ended: "cancelled my Audible membership", "canceled my Hulu subscription".
CANCELLED_MEMBERSHIP = lazy_regex(r"(?:cancell?ed|cancel) (?:my|our) ((?-i:[A-Z0-9])[\w'&.+-]*(?: (?-i:[A-Z0-9])"
                                  r"[\w'&.+-]*){0,2}|[\w'&.+-]+(?: [\w'&.+-]+)?) (?:membership|subscription)s?\b",
                                  re.IGNORECASE)
# A diet kept, its "I've" left out: "been vegan since jan", "been vegetarian for years".
BEEN_A_DIET = lazy_regex(r"been (?:a |an )?(?:" + _DIETS + r")\b", re.IGNORECASE)
# A liking said with its "I" left out, of things named bare: "Hate twist endings", "Love sci-fi" (not "Love it",
# "Love the plan", "Hate to ask", "Hate when that happens", nor the doing sarcasm says so: "Love love LOVE sitting in
# traffic").
LIKED_DROPPED = lazy_regex(r"(?:really |totally |absolutely )?(?:love|hate|adore|can't stand|cant stand) "
                           r"(?!(?:to|it|its|it's|this|that|these|those|you|u|ya|ur|your|when|how|the|a|an|him|her|"
                           r"them|me|my|our|his|their|all|em|everything|anything|that|what|seeing|hearing|"
                           r"being|love|hate|[a-z]+ing)\b)(?-i:[a-zA-Z])", re.IGNORECASE)
# Someone else's, inside what the user names as theirs: "my sister's dog", "our neighbours' dog".
WHOSE_IN_IT = lazy_regex(r"\w(?:'s|\u2019s|s'|s\u2019)(?:\s|$)")
# More of the same after a thing liked: "and anything like it", "and everything that feels like her".
ANYTHING_LIKE = lazy_regex(r"\s+(?:and|or|&) (?:anything|everything|something)\b.*$", re.IGNORECASE)
# Work said with its hours, then where or as what: "work nights at the hospital", "work weekends as a lifeguard".
WORK_HOURS_AT = lazy_regex(r"work (?:evenings|" + _WORK_HOURS + r") (at|as) (.+)", re.IGNORECASE)
# The work done at a place, said after it: "at a timber yard loading orders", "at the pub pulling pints" (not what
# is done besides: "at the hospital trying to catch up").
DOING_AT_PLACE = lazy_regex(r"^(?:the |a |an )?(?:[\w&.'-]+ ){1,4}?(?!(?:making|getting|trying|going|doing|being|"
                            r"having|feeling|thinking|working|hoping|wanting|looking|sleeping|eating|missing|during|morning|"
                            r"evening|nothing|something|everything|anything)\b)[a-z]{2,}ing [a-z]+", re.IGNORECASE)
# A job named after "as": "as a security guard", "as an RN".
AS_A_JOB = lazy_regex(r"\bas (?:a|an) \w", re.IGNORECASE)
# How a thing feels, tastes or smells, liked or not, is a liking of the thing: "tofu texture", "the smell of cilantro"
# (a text's "txture" too).
SENSED_OF = lazy_regex(r"(?:the )?(?:(?:texture|txture|taste|smell|flavou?r|consistency) of (?:the )?(.+)|"
                       r"((?!(?:the|a|an|my|your|his|her|their|its|our|this|that|good|bad|great|weird|strange|nice|awful|"
                       r"fine|refined|same)\b)[\w'-]+(?: [\w'-]+)?) "
                       r"(?:texture|txture|taste|smell|flavou?r|consistency))",
                       re.IGNORECASE)
# An amount of time spent on a thing, before the thing: "(to) like 15 hrs of", "about two hours of" (the "to" of
# "listen to" kept).
AMOUNT_OF = lazy_regex(r"(to )?(?:(?:about|around|roughly|over|nearly|almost|up to|like|at least|maybe|probably) )?"
                       r"(?:\d[\d,.]*\+?|a few|several|a couple(?: of)?|" + NUMBER_WORDS + r") ?"
                       r"(?:hours?|hrs?|minutes?|mins?)(?: worth)? of ", re.IGNORECASE)
# A hedge before a count, no part of what is counted: "like 50 books", "about 20 episodes".
HEDGED_COUNT = lazy_regex(r"^(?:like|about|around|roughly|maybe|probably|nearly|almost) (?=\d)", re.IGNORECASE)
# How often, at a clause's end: "a week", "per day", "each month" ("50 books a year").
RATE_TAIL = lazy_regex(r"\s+(?:a|per|each) (?:day|week|month|year)\b(?=\s*$|[\s,;.!])", re.IGNORECASE)
NAMED_BY_OBJECT = frozenset("watch listen use wear attend speak play collect read write".split())
UNIVERSAL_OBJECT = lazy_regex(r"(?:everything|anything|it all|all of it|whatever|all sorts|stuff|things)\b",
                              re.IGNORECASE)
# Where the user is as of now, said as being in a place (not living or based there; a home is said with "live",
# "based"): "I'm in Prague now" (after "that was last week"), "I'm in Lyon right now", "I'm currently in New York now".
WHEREABOUTS_NOW = lazy_regex(r"i(?:'m| am|m) (?:currently |just )?(?:(?:up|down|out|over) )?(?:in|at) "
                             r"(?-i:[A-Z])[\w'.-]*(?:[ -](?-i:[A-Z])[\w'.-]*){0,3},?\s+(?:right )?now$", re.IGNORECASE)
# The household's dog, walked by the user as a habit: "I walk the dog every morning", "I walk our dogs a lot" (not
# "the neighbour's dog", "walk the dog for my friend", "walked the dog once").
WALKS_THE_DOG = lazy_regex(r"(?:usually |always |just |still |also |often )*walk ((?:the|my|our) (?:dogs?|pups?|puppy|"
                           r"doggos?))\b(?!'s|\s+(?:for|at|of)\b)", re.IGNORECASE)
# What the user does for a living, in the present: "I fix office printers for a living" (not "I'd love to ...", nor
# "I don't ... for a living", nor a past "I fixed ...").
FOR_A_LIVING = lazy_regex(r"(?!(?:don't|do|not|dont|never|no|didn't|used|would|could|should|might|may|want|wanna|wish|"
                          r"hope|plan|need|have|had|will|can|can't|cannot|love|like|enjoy|hate)\b)([a-z]+)\b"
                          r"(?:(?!\b(?:and|but|or|it|them|that|this)\b)[^,;]){0,80}? for a living"
                          # what it is done with may follow: "I shoot weddings for a living on a Sony A7 IV"
                          r"(?=$|\s+(?:on|with|using|out of|from|around)\b)",
                          re.IGNORECASE)
# Teaching at a school, or a school subject: "I teach high school chemistry", "I teach third grade", "I teach at a
# middle school", "I teach English in Japan".
_SCHOOL = (r"(?:(?:high|middle|elementary|primary|secondary|junior high|grade|nursery|public|private|catholic|charter|"
           r"community|language) )?(?:school|college|university|kindergarten|preschool|pre-k|uni)")
_SUBJECTS = (r"math|maths|mathematics|chemistry|physics|biology|science|history|english|spanish|french|german|italian|"
             r"chinese|mandarin|japanese|latin|art|music|pe|gym|geography|economics|calculus|algebra|geometry|"
             r"statistics|literature|computer science|coding|programming|esl|efl|social studies|special ed|"
             r"special education|nursing|law|engineering|psychology|sociology|philosophy|drama|theater|theatre")
_GRADE = (r"(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d+(?:st|nd|rd|th))"
          r" grade|grade \d+|year \d+)")
# A subject taught at a school for years, in the past: "taught high school physics for 11 years" (not "taught my son
# to swim", nor "have taught", which still does).
TAUGHT_FOR_YEARS = lazy_regex(r"taught (?:(?:" + _SCHOOL + "|" + _GRADE + r"|ap|intro|college|undergrad) )?("
                              + _SUBJECTS + r")\b(?: (?:at|in) [\w' -]{1,40}?)? for "
                              r"(?:about |over |almost |nearly |like )?"
                              r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
                              r"a few|several|many) (?:years|yrs|decades)\b", re.IGNORECASE)
TEACHES_SCHOOL = lazy_regex(
    r"(?:also |still |currently )?teach "
    r"(?:(?:at|in) (?:a |an |the |our |my )?(?:local )?" + _SCHOOL  # at a school
    + r"|(?:(?:" + _SCHOOL + "|" + _GRADE + r"|ap|intro|introductory|undergrad|undergraduate|graduate) )?"
    r"(?:" + _SUBJECTS + r")\b(?! to (?:my|our|his|her)\b)"  # a subject, not to the user's own family
    r"|" + _GRADE + r"|kindergarten|preschool|pre-k)\b",  # a class
    re.IGNORECASE)


def _taught_language(taught: str, said: str) -> list[Proposal]:
    """The language a teacher teaches, which they speak: "teach high school Spanish" (not "teach ESL"; English, the
    language of the chat itself, says nothing new)."""
    words = _words(taught)
    return [Proposal("user_model_attr", f"language:{words[-1]}", said, confidence=0.6)] if (
        words and words[-1] in lx.LANGUAGES and words[-1] != "english") else []


# Where a past job's clause ends and the work after it begins: "... before I moved into instructional design".
TAUGHT_THEN = lazy_regex(r",?\s+(?:before|until|and then|then|and now|but now|now)\s+i\s", re.IGNORECASE)
# The work moved into after a past job: "before I moved into instructional design at Pearson", "and then I switched
# to nursing" (not "moved into a new apartment", "moved into town").
MOVED_INTO_WORK = lazy_regex(r"(?:before|until|and then|then|and now|but now|now) i (?:moved|switched|transitioned|"
                             r"pivoted|went|got) (?:over )?into (?!(?:a|an|the|my|our|his|her|their|town|it|that|this|"
                             r"them|place|house|home|housing|dorms?|retirement)\b)((?-i:[a-z])[\w-]*(?: (?-i:[a-z])"
                             r"[\w-]*){0,2}?)(?: at ((?-i:[A-Z])[\w&.'-]*(?: (?-i:[A-Z])[\w&.'-]*){0,3}))?(?=$|[,;.]| "
                             r"(?:and|but|so|since|because|for|at|in|now)\b)", re.IGNORECASE)


def _moved_into_work(said: str) -> list[Proposal]:
    """The work a past job's clause says the user moved into, and its employer when named."""
    if " into " not in said or not (m := MOVED_INTO_WORK.search(said)):
        return []
    work = _sentence(f"User moved into {m.group(1)}" + (f" at {m.group(2)}" if m.group(2) else ""))
    found = [Proposal("user_model_attr", "occupation", work, confidence=0.55)]
    return [*found, Proposal("user_model_attr", "occupation:employer", work, confidence=0.55)] if m.group(2) else found


# A school by its name, where the user teaches: "at Lincoln Middle School", "at Roosevelt High", "at St. Mary's Academy"
# (not "at a middle school", "at night").
_SCHOOL_NAME = (r"(?:the )?(?-i:[A-Z])[\w'.-]*(?: (?-i:[A-Z])[\w'.-]*){0,4}?"
                r" (?-i:School|High|Middle|Elementary|Academy|College|University|Prep|Institute|Conservatory)\b")
SCHOOL_NAMED_AT = lazy_regex(r"\bat " + _SCHOOL_NAME)
TEACHES_AT_SCHOOL = lazy_regex(r"(?:also |still |currently )?teach (?:[\w-]+ ){0,4}?at " + _SCHOOL_NAME, re.IGNORECASE)
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_UNITS = "one two three four five six seven eight nine".split()
_TEENS = "thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
# An age about to be reached: "turning 40 in March", "about to turn 30" (not "turning 40 pages", "turning 90 degrees").
TURNING_AGE = lazy_regex(r"(?:about to turn|turning|going to turn|gonna turn) (\d{1,2})\b(?:$|(?=\s*(?:[,.!;]|in |on |"
                         r"next |this |soon|and |so |tomorrow|today)))", re.IGNORECASE)
# An age said in words, alone or with "years old" and what the clause goes on to: "i'm thirty two", "I'm forty-one".
AGE_IN_WORDS = lazy_regex(r"(?:only |already )?((?:" + "|".join(_TENS) + r")(?:[ -](?:"
                          + "|".join(_UNITS) + r"))?|" + "|".join(_TEENS) + r")(?: years? old| yrs old)?"
                          r"(?:(?:\s*,(?!\s*[\d-])|\s+(?:and|with|but|so)\s+).*)?$", re.IGNORECASE)

# Adverbs between a relative and their verb: "my brother finally sold".
OTHERS_ADVERBS = frozenset("finally eventually recently just already also still once again".split())
# What follows "is"/"are" said of someone else, past degree words: "is so relieved", "is pregnant again".
OTHERS_STATE = lazy_regex(
    r"\b(?:is|are|was|were|'s|has been|have been|got|gets|became)\s+(?:(?:so|very|really|super|totally|pretty|"
    r"quite|extremely|still|now|also|just|all|kinda|kind of|a bit|a little|even|finally|recently|more|less|"
    r"severely|deathly|mildly|completely|strictly)\s+)*([\w'-]+)",
    re.IGNORECASE,
)


LEARNER_ONE = lazy_regex(r"one ([\w-]+)", re.IGNORECASE)


def _learner_one(noun_phrase: str) -> str:
    """A learner's "one X" for "a X" ("one Toyota Corolla"), only before a name or a device or vehicle ("one
    laptop"): before anything else ("one we keep", "one year left") "one" may stand for a thing unnamed."""
    m = LEARNER_ONE.match(noun_phrase)
    if m and (_named(m.group(1)) or m.group(1).lower() in lx.DEVICES or m.group(1).lower() in lx.VEHICLES):
        return noun_phrase[4:]
    # "one little brother", "one dog": a count of kin or pets, as "three older sisters" is
    if m and (words := _words(NOUN_PHRASE_END.split(f"{noun_phrase} ")[0])) and len(words) <= 3 and (
        _singular(words[-1]) in lx.FAMILY | lx.PETS
    ):
        return noun_phrase[4:]
    return noun_phrase


# What one runs that is no race: a club, a group, a business.
ORGANIZATIONS = frozenset("club group team business company shop store bakery restaurant cafe studio nonprofit charity "
                          "league program programme society choir band podcast blog channel newsletter".split())
ASIDE_POINTS = lazy_regex(r"\b(?:them|it|those|these|one|ones|he|she|they|his|her|their)\b", re.IGNORECASE)


def _diabetes(m: re.Match[str], statement: str) -> Proposal:
    kind = DIABETES_TYPE.get((m.group(1) or m.group(2) or "").lower())
    return Proposal("fact", f"health:type_{kind}_diabetes" if kind else "health:diabetes", statement,
                    sensitivity="sensitive")


# A fear of a kind of thing, named bare: "clowns", "heights", "flying", not "the surgery", "my exam" or "it".
FEAR_OF = lazy_regex(
    r"(?:(?:so|really|very|quite|pretty|terribly|deathly|kind of|sort of|a (?:little|bit)(?: bit)?)\s+)?"
    r"(?:afraid|scared|terrified|frightened)\s+of\s+(?!(?:the|a|an|my|your|his|her|their|our|its|this|that|these|those|"
    r"it|him|them|me|you|us|what|how|when|where|who|whether|some|any|being|getting|going)\b)([a-z].*)$",
    re.IGNORECASE,
)
EXAMPLES = lazy_regex(r"\s+(?:especially|particularly|like|such as|including)\b", re.IGNORECASE)
# One word after "I'm", where the clause ends or goes on to something else: "I'm Sarah, nice to meet you", "I'm regina
# from minnesota", "I am mandi I hate clowns".
SELF_NAMED = lazy_regex(
    r"([A-Za-z][a-z]{1,14})(?:(?:\s*,\s*|\s+)(?:and|from|by the way|here|nice|i|i'm|im|age|aged)\b.*)?$", re.IGNORECASE
)
# What a word after "I'm" is when it is no name: a state or a kind ("I'm new", "I'm human", "I'm Canadian", "I'm
# shy"), by its ending or as one of the plain ones; a name is rarely a word of either.
NOT_A_NAME_ENDING = lazy_regex(
    r"(?:ed|ing|ful|ous|ive|able|ible|al|ic|ish|ese|less|er|est|ian|ean|man|can|gan|ban|ant|ent|y)$"
)
NOT_A_NAME = frozenset(
    """new old young tall short alone alive awake asleep late early outside inside online offline free fat thin blonde
    brunette shy single lonely human ok okay alright fine good well great bad sick ill deaf blind mute broke rich poor
    straight gay bi trans male female black white brown asian latina latino thai swiss dutch greek french german
    irish scottish welsh jewish muslim hindu sikh catholic christian mormon atheist agnostic vegan home back bored
    sure sorry glad right wrong wet dry cold warm hot it me him her them this that one down up in game proud
    awesome weird quiet fickle far near close stuck beat spent toast pumped stoked psyched sold told torn born grown
    done""".split()
)


GREETING = lazy_regex(
    r"\W*(?:hi|hello|hey|heya|hiya|howdy|greetings|good (?:morning|afternoon|evening)|morning|evening)\b", re.IGNORECASE
)
INTRODUCTION_REACH = 80


def _a_surname(word: str) -> bool:
    """A capitalized word after a first name in a form's "Name:" field, which may end like a word does ("Raman",
    "Whitfield"): any but a word of another kind ("Name: Data Engineer")."""
    low = word.lower()
    return word[:1].isupper() and not (low in NOT_A_NAME or low in lx.MOODS or low in lx.STOPWORDS or low in lx.DIETS
                                       or low in lx.JOBS or low in lx.TITLES or low in IRREGULAR_PAST)


def _a_name(word: str) -> bool:
    low = word.lower()
    if low in NOT_A_NAME or low in lx.MOODS or low in lx.STOPWORDS or low in lx.DIETS or low in lx.JOBS or (
        low in IRREGULAR_PAST
    ):
        return False
    # a capitalized name may end like a word ("Emily", "Harry"); a lowercase one must not
    return not NOT_A_NAME_ENDING.search(low) or (word[0].isupper() and low.endswith("y") and len(low) > 3
                                                  and not low.endswith(("ly", "ry", "ty")))


GOES_TO = lazy_regex(r"go (?:to|on) (?!it\b|them\b|there\b|that\b|this\b|bed\b|sleep\b|work\b|home\b|(?:my )?(?:job|"
                     r"office|class)\b|the (?:bathroom|toilet|store|shop|doctor|office)\b)(.+)", re.IGNORECASE)
OFTEN = lazy_regex(r"\s(?:every|each (?:day|week|weekend|month|year|summer|winter|spring|fall|autumn|season|morning|"
                   r"night|time)|all the time|(?:once|twice|\w+ times) (?:a|per|every)|regularly|weekly|monthly|yearly|"
                   r"annually)\b", re.IGNORECASE)
# Children named as boys and girls, and what they are as kin.
CHILDREN = {"boy": "son", "girl": "daughter", "kiddo": "kid"}
# Whom a thing may be got for, and what may follow them in "got my mom a library card" (the thing got).
RELATIVES_GIVEN_TO = lx.FAMILY - lx.ACQUAINTANCES - {"family", "in-laws", "parents", "grandparents"}
GIVEN_TO_WHOM = RELATIVES_GIVEN_TO | lx.ACQUAINTANCES | {
    "family", "in-laws", "parents", "grandparents", "teacher", "teachers", "coach", "mentor", "landlord", "client",
    "clients", "students", "nanny", "babysitter", "neighbour", "neighbours", "boys", "girls", "kiddo", "kiddos"}
# The days a thing is got for someone as a gift: "a bike for my son's birthday".
GIFT_DAYS = frozenset("birthday bday christmas xmas graduation".split())
GIVEN_THING_OPENS = frozenset(
    "a an some the one two three four his her their its another new brand".split())


def _given_to(phrase: str) -> tuple[str, str] | None:
    """Whom a thing is got for, and the thing, when the phrase says it is got for someone else: "my mom a library
    card", "my best friend a Switch" (the person first, then the thing), "a bike for my son", "for my son's birthday"
    (the thing, then "for" the person or their gift-giving day: not "for my sister's wedding", which the user goes to,
    nor "for my family", "for my commute"). None otherwise."""
    words = phrase.split()
    if words[0].lower() in ("my", "our"):
        for i in range(1, min(4, len(words) - 1)):
            if words[i].lower() in GIVEN_TO_WHOM:
                if words[i + 1].lower() in GIVEN_THING_OPENS or words[i + 1][:1].isdigit():
                    return words[i], " ".join(words[i + 1:])
                return None
    for i, word in enumerate(words[:-2]):
        if word.lower() == "for" and words[i + 1].lower() in ("my", "our") and i > 0:
            for j in range(i + 2, min(i + 5, len(words))):
                word = words[j].lower().replace(CURLY_APOSTROPHE, "'")
                if word in GIVEN_TO_WHOM - {"family"}:
                    return words[j], " ".join(words[:i])
                if word.endswith("'s") and word[:-2] in GIVEN_TO_WHOM and j + 1 < len(words) and (
                        words[j + 1].lower().strip(".,!") in GIFT_DAYS):
                    return words[j][:-2], " ".join(words[:i])
    return None
# Where a relative clause after a thing begins ("a dog that sheds a lot"): its "that" is no pronoun of the thing's
# own. Not after a word that names no thing ("some that look like strips", "five kids and that is enough", "now that
# I'm older").
THING_RELATIVE = lazy_regex(r"(?<=\w)(?<!\band)(?<!\bbut)(?<!\bor)(?<!\bso)(?<!\bnow)(?<!\bsuch)(?<!\bexcept)"
                            r"(?<!\bsome)(?<!\bany)(?<!\ball)(?<!\bboth)(?<!\bfew)(?<!\bmany)(?<!\bseveral)"
                            r"(?<!\blots)(?<!\bplenty)(?<!\bmore)(?<!\bmost)(?<!\bothers) (?:that|which) "
                            r"(?!one\b|ones\b)", re.IGNORECASE)
# The age of a thing before what it is (a child named by their age alone keeps it: "a 2 year old").
_AGE_OLD = r"(?:years?|yrs?|months?|mos?|weeks?)[ -]old"
AGED_BEFORE = lazy_regex(r"(?<![\w-])(?:\d+[ -])?" + _AGE_OLD + r"[ -](?=\w)", re.IGNORECASE)
# A child named by their stage or their age alone ("a toddler", "a 2 year old", "a 6-month-old"), read in a noun
# phrase's last words (what an age is of, "a 2 year old lab", is its last word).
CHILD_STAGES = frozenset("newborn infant toddler preschooler kindergartner kindergartener preteen tween teen teenager"
                         .split())
CHILD_AGED = lazy_regex(r"(?:(?:[\w-]+ )?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                        r"thirteen|fourteen|fifteen|sixteen|seventeen)[ -])?" + _AGE_OLD + "s?")
KIN_ADJECTIVES = frozenset("twin little older younger big baby grown adult step border german golden".split())
# A noun phrase of bare plurals and nothing after it: "border collies", "twin daughters", "dogs and cats".
BARE_KIN = lazy_regex(r"((?:[a-z-]+ ){0,3}[a-z-]+s)\s*$", re.IGNORECASE)
# The household's words in what it says of itself, as the statement says them: "… and our backyard gets no sun".
OURS = lazy_regex(r"\b(?:our|ours)\b", re.IGNORECASE)
OURS_THEIRS = {"our": "their", "ours": "theirs"}
WE_LIVE = lazy_regex(r"we (?:(?:currently|still|now|actually|all|both) )?(live (?!together\b).+)", re.IGNORECASE)
# Where a "we" keeps what is not the household's: "a cat in the office", "25 kids in my class".
KEPT_ELSEWHERE = lazy_regex(r"\b(?:in|at) (?:the |my |our |a )?(?:office|class|classroom|school|work|lab|shelter|"
                            r"clinic|store|shop|daycare|practice|ward|team)\b", re.IGNORECASE)
HOUSEHOLD_KIN = frozenset(f"family:{kin}" for kin in ("kid", "child", "son", "daughter", "twin", "baby", "grandkid",
                                                      "grandchild", "grandson", "granddaughter"))


# An allergy over: "not allergic to penicillin anymore (got delabeled)", "no longer allergic to cats".
# An allergy put right by a cleft: "it's sulfa drugs I'm allergic to, not penicillin", "it's cats that I'm allergic
# to". What it is not is a thing named, not a person ("not her": whose allergy it is, another's).
ALLERGY_CLEFT = lazy_regex(r"(?:it's|it is|its) (?!(?:my|our|his|her|their|not|him|them|me|you)\b)"
                           r"((?:[\w'-]+ ){0,2}?[\w'-]+) (?:that |which )?"
                           r"(?:i'm|i am|im) (?:actually |really )?allergic to(?:,? not (?!(?:him|her|them|me|you|my|"
                           r"his|their|our)\b)((?:[\w'-]+ ){0,2}?[\w'-]+))?$", re.IGNORECASE)
# The class a drug is named with, after its name: "sulfa drugs", "NSAID medications" (the allergy is to the drug).
DRUG_CLASS = lazy_regex(r"(?<=\w)\s+(?:drugs?|medications?|meds|antibiotics?)$", re.IGNORECASE)
NO_LONGER_ALLERGIC = lazy_regex(r"(?:(no longer) |not )(?:(?:really|actually|even) )?allergic to (.+?)"
                                r"(?(1)(?=\s*(?:[,.;!?(]|$))|\s+(?:anymore|any more|after all)\b)", re.IGNORECASE)
# A condition said as what one is: "hypothyroid", "asthmatic", "T1D"; keyed as its noun ("I have asthma").
CONDITION_ADJECTIVES = {"hypothyroid": "hypothyroidism", "hyperthyroid": "hyperthyroidism", "asthmatic": "asthma",
                        "epileptic": "epilepsy", "anemic": "anemia", "anaemic": "anemia", "dyslexic": "dyslexia",
                        "autistic": "autism", "celiac": "celiac_disease", "coeliac": "coeliac_disease",
                        "t1d": "type_1_diabetes", "t2d": "type_2_diabetes", "arthritic": "arthritis",
                        "dyspraxic": "dyspraxia", "narcoleptic": "narcolepsy",
                        # eyes that see near or far only, one key whichever word names it ("short-sighted", "myopic")
                        "short-sighted": "short_sightedness", "shortsighted": "short_sightedness",
                        "nearsighted": "short_sightedness", "near-sighted": "short_sightedness",
                        "myopic": "short_sightedness", "long-sighted": "long_sightedness",
                        "longsighted": "long_sightedness", "farsighted": "long_sightedness",
                        "far-sighted": "long_sightedness"}
CONDITION_SAID = lazy_regex(r"(?:(?:also|mildly|severely|borderline|slightly|a bit|very|really|quite|extremely) )?("
                            + "|".join(CONDITION_ADJECTIVES)
                            + r")\b(?!\s+(?:about|with|to|like|friendly|diet|food)\b|-)", re.IGNORECASE)
# What narrows a condition or a diet, said right after it, and part of what is said: "blind in one eye", "deaf in my
# left ear", "vegan on weekdays", "vegetarian except for fish", "vegan 90% of the time".
QUALIFIED = lazy_regex(r"\s+(?:in (?:one|my|the|his|her) (?:(?:left|right|good|bad) )?(?:eye|ear)|"
                       r"in both (?:eyes|ears)|on (?:weekdays|weekends|workdays|school nights)|during the week|at home|"
                       r"except (?:for )?(?:the )?[\w-]+(?:,? (?:and|or) [\w-]+)?|"
                       r"(?:about |around )?\d{1,3}\s*(?:%|percent) of the time|most of the time|"
                       r"(?:most|some) days)\b", re.IGNORECASE)
# Sight or hearing lost, said of oneself: "blind", "legally blind", "deaf", "hard of hearing" (not "blind drunk", "a
# blind spot", "colour blind", which is read as colour blindness).
SENSE_LOST = lazy_regex(r"(?:(?:legally|completely|totally|fully|partially|profoundly|mostly|almost|nearly) )?"
                        r"(blind|deaf|hard of hearing|visually impaired|hearing impaired|deafblind)\b"
                        r"(?! (?:drunk|spot|date|side|faith|trust|luck|copy|as a bat|to|about|with)\b)", re.IGNORECASE)
SENSE_KEYS = {"blind": "blindness", "deaf": "deafness", "deafblind": "deafblindness", "hard of hearing": "hearing_loss",
              "visually impaired": "visual_impairment", "hearing impaired": "hearing_loss"}
# Work done at a workplace: "doing UX research at a health-tech startup", "doing payroll for a law firm" (not "doing
# well at the company", "doing an internship"... as a job held; nor "doing my homework at the library").
DOING_AT_WORK = lazy_regex(r"(?:now |currently |still )?doing ((?:[\w-]+ ){1,3}?)(?:at|for) (?:a |an |the )?"
                           r"(?:[\w-]+ ){0,3}?(?:startup|start-up|company|firm|agency|bank|hospital|clinic|nonprofit|"
                           r"non-profit|consultancy|corporation|studio|lab)\b", re.IGNORECASE)
HOW_ONE_DOES = frozenset("well fine great good okay ok better worse badly poorly terribly amazing awesome alright so "
                         "really pretty my a an the some nothing everything something my homework".split())
# A pursuit done, named by its noun: "I do yoga", "i do xc and track" (not "I do the dishes", "I do love hiking").
_DONE = (r"yoga|pilates|crossfit|karate|judo|taekwondo|jiu[- ]jitsu|bjj|boxing|kickboxing|muay thai|ballet|gymnastics|"
         r"track|cross[- ]country|xc|triathlons?|martial arts|parkour|archery|fencing|rowing|bouldering|tai chi|zumba|"
         r"woodworking|woodwork|pottery|knitting|crochet|quilting|embroidery|calligraphy|"
         r"hiit|aerobics|calisthenics|powerlifting|weightlifting|improv")
DOES_PURSUIT = lazy_regex(r"do (?:(?:a lot of|lots of|some|a bit of|mostly|competitive|hot|aerial) )?((?:" + _DONE
                          + r")(?:(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)(?:" + _DONE + r"))*)\b(?![\w-])"
                          # "I do track my calories": a verb, with its object
                          r"(?!\s+(?:my|the|a|an|your|his|her|their|our|of|it|them|how|what|down)\b)",
                          re.IGNORECASE)
DONE_KEYS = {"xc": "cross_country", "cross_country": "cross_country", "brazilian_jiu_jitsu": "bjj",
             "triathlons": "triathlon"}
# A word said alone after "I'm", to the clause's end or a comma: "I'm Dev, I've got the beagle" (a name).
NAME_ALONE = lazy_regex(r"[\w'-]+\s*(?:$|[,.!;:])")
# The languages a translator or interpreter works between, named or by their codes: "German to English", "Spanish<>
# English", "JA→EN", "EN > DE", "French-English" (searched in the clause of the job).
LANGUAGE_CODES = {"EN": "english", "JA": "japanese", "JP": "japanese", "DE": "german", "FR": "french", "ES": "spanish",
                  "IT": "italian", "PT": "portuguese", "ZH": "chinese", "CN": "chinese", "KO": "korean", "KR": "korean",
                  "RU": "russian", "NL": "dutch", "AR": "arabic", "PL": "polish", "SV": "swedish", "TR": "turkish",
                  "UK": "ukrainian", "HI": "hindi", "VI": "vietnamese", "TL": "tagalog"}
_LANGUAGE_OR_CODE = r"(" + _LANGUAGES + r"|(?-i:" + "|".join(LANGUAGE_CODES) + r"))"
LANGUAGE_PAIR = lazy_regex(r"\b" + _LANGUAGE_OR_CODE + r"\s*(?:<>|<->|\u2194|\u2192|->|>|/|-|\s(?:to|into|and)\s)\s*"
                           + _LANGUAGE_OR_CODE + r"\b", re.IGNORECASE)
# A thing said to be on its way: "a pair coming from a guy on ebay", "a new laptop arriving Friday", "one on the way".
ON_ITS_WAY = lazy_regex(r"\s(?:coming|arriving|on (?:the|its) way)\b", re.IGNORECASE)
# Work that comes in, said as got: a listing, a lead, a gig (no thing owned).
WORK_GOT = frozenset("listing listings lead leads gig gigs".split())
# A former job said by the years it took: "spent years as a roustabout offshore", "spent 10 years as a nurse" (not
# "spent the day as a tourist": no span of working life; the job is checked by Rules.being).
SPENT_YEARS_AS = lazy_regex(r"spent (?:(?:\d+|a few|many|several|two|three|four|five|six|seven|eight|nine|ten|twenty|"
                            r"a couple of|the best part of|most of my|my) )?(?:years?|decades?) (?:working )?as "
                            r"(an? .+)", re.IGNORECASE)
# A job gone back to after leave: "go back to work as a paralegal in 3 weeks", "going back to work as a nurse".
BACK_TO_WORK_AS = lazy_regex(r"(?:go|going|return|returning) (?:back )?to work as (an? .+)", re.IGNORECASE)
# A rank in a martial art held or just earned by the user (see Rules.classify): "I'm a black belt in karate", "JUST GOT
# MY BLUE BELT IN BJJ", "finally earned my brown belt in judo" (searched lowercased; not "my son got his yellow belt in
# karate", whose clause is his, nor "a black belt in customer service", which is no art).
BELT_IN_ART = lazy_regex(r"(?P<verb>i'm|i am|im|i have|i hold|i've got|ive got|(?:i(?:'ve| have)? )?(?:(?:just|finally|"
                         r"recently|officially) )*(?:got|earned|received|was awarded|was promoted to))?\s*"
                         r"(?P<said>(?:my|a|an) (?:(?:\w+ )?(?:degree|dan|stripe) )?(?:white|yellow|orange|green|blue|"
                         r"purple|brown|red|black) belt in (?P<art>" + _DONE + r"|brazilian jiu[- ]jitsu|jiu-jitsu|"
                         r"jujitsu|aikido|kung fu|krav maga|hapkido|kendo|wrestling|capoeira|sambo)\b)")
# The pastimes named by one noun that are done, and given up ("I don't do yoga anymore", "no longer do xc"): those
# DOES_PURSUIT names in a word, and a few done but not said with "do".
DONE_NOUNS = frozenset({*(word for word in _DONE.replace("s?", "").split("|") if word.isalpha()),
                        "karaoke", "photography", "pottery"})
EMOJI_RUN = lazy_regex(r"\s*" + EMOJI + r"+")
# Home as where one comes from: "I'm moving back home to the Philippines", "we moved back home to Ohio".
BACK_HOME = lazy_regex(r"(?:i|we)(?:('re|'m| am| are)|m\b)?('ve| have)? ((?:(?:just|finally|recently|soon|now) )*"
                       r"(?:moved|moving|move|going|went|headed|heading|relocated|relocating) back home to "
                       r"(?:the )?(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*)*)", re.IGNORECASE)
# A home the household bought: "we finally bought a house in Raleigh", "we just closed on our first condo".
BOUGHT_HOME = lazy_regex(r"we(?:'ve| have)? (?:(?:just|finally|recently|officially|also) )*(?:bought|purchased|"
                         r"closed on) "
                         r"(?:a|an|our) (?:(?:first|new|little|small|big|old|own|\d{4}s|[\w]+-stor(?:e)?y|"
                         # a home by its bedrooms alone is a house: "we closed on a 3-bed in Boise"
                         r"[\w]+-bed(?:room)?) )*(house|home|condo|flat|apartment|"
                         r"[\w]+-bed(?:room)?(?= (?:in|outside|near)\b)|"
                         r"townhouse|townhome|cottage|bungalow|farmhouse)\b"
                         # what it has is no part of where it is: "a house with a garage in Fresno"
                         r"(?: with (?:a |an |(?:a )?big |(?:a )?huge )?(?:yard|garage|pool|basement|porch|view|garden|"
                         r"backyard|barn|workshop)(?= (?:in|outside|near)\b))?"
                         r"(?: (?:in|outside|near) ((?-i:[A-Z])[\w'-]*"
                         r"(?:,? (?-i:[A-Z])[\w'-]*)*))?", re.IGNORECASE)
# A home sold, then another bought or moved to: "we sold our condo and bought a farmhouse".
SOLD_HOME_AND = lazy_regex(r"we(?:'ve| have)? (?:(?:just|finally|recently) )*sold (?:our|the) (?:old )?"
                           r"(house|condo|flat|apartment|townhouse|townhome|bungalow|cottage|farmhouse)"
                           r"(?: (?:in|outside|near) (?-i:[A-Z])[\w'.-]*(?: (?-i:[A-Z])[\w'.-]*){0,2})? and "
                           r"(?=(?:(?:just|finally|then) )?(?:bought|purchased|moved|relocated)\b)", re.IGNORECASE)
# A house by its kind: "a bungalow", "a farmhouse" are houses, a condo or a flat is not.
HOUSE_KINDS = frozenset(("bungalow", "farmhouse", "cottage"))
# A parent called by the word for them, as a name, at the start of a sentence: "Dad's 84", "Mom is moving in".
PARENT_NAMED = lazy_regex(r"(?:Dad|Mom|Mum|Mama|Papa|Grandma|Grandpa|Nana)(?=(?:'s| is| has| was| lives| just| still|"
                          r" keeps| insists) )")
# A relative's "'s" that is "is": "my dad's 84", "my sister's a nurse" (not "my sister's car").
KIN_CONTRACTED = lazy_regex(r"(my (?:(?:older|younger|little|big) )?(?:" + "|".join(sorted(
    lx.FAMILY - lx.ACQUAINTANCES)) + r"))'s (?=\d|(?:an?|still|always|really|so|very|not|also|now|retired|married|"
    r"getting|going|pretty|super|such)\b)", re.IGNORECASE)


def _listed(proposal: Proposal | None) -> list[Proposal]:
    return [] if proposal is None else [proposal]


# _VISA_CLASS's classes written without a hyphen ("H1B", "F1", "E2"); with one, "-1" and the rest are looked for.
VISA_CODE_HINT = lazy_regex(r"[HLFJOE][1-4]")


def _immigration_hint(text: str) -> bool:
    """What IMMIGRATION_STATUS cannot match without: substring looks, far cheaper than a case-blind search."""
    if "PR" in text or "DACA" in text or "-1" in text or "OPT" in text or "TN" in text or "EAD" in text or (
            ("1" in text or "2" in text or "3" in text or "4" in text) and VISA_CODE_HINT.search(text)):
        return True
    low = text.lower()
    return ("visa" in low or "residen" in low or "citizen" in low or "green card" in low or "permit" in low
            or "refugee" in low or "asylum" in low or "asylee" in low or "undocumented" in low)



# Where the user lives, said right after their standing: "a green card holder living in Houston".
LIVING_AFTER = lazy_regex(r",? ((?:living|residing) in (?-i:[A-Z])[\w'.-]*(?:,? (?-i:[A-Z])[\w'.-]*){0,3})")
# Who a work visa is held with: "on an H-1B with Infosys", "on an L-1 through Deloitte" (the employer sponsoring it).
VISA_SPONSOR = lazy_regex(r" (?:with|through|at|sponsored by) ((?-i:[A-Z])[\w&.'-]*(?: (?-i:[A-Z])[\w&.'-]*){0,3})")
WORK_VISA = lazy_regex(r"\b(?-i:H-?1B|L-?1[AB]?|TN|O-?1|E-?[23])\b")


# Home named as such in the user's clause: "but home is Duluth, Minnesota", "home is still Leeds" (not "my mom's
# home is in Leeds", "a second home is", "home is where the heart is").
HOME_IS = lazy_regex(r"(?:^|,\s*|\b(?:but|and|though)\s+)(home is (?:still |really |technically )?(?:in )?"
                     r"(?-i:[A-Z])[\w'.-]*(?:,? (?-i:[A-Z])[\w'.-]*){0,3})", re.IGNORECASE)
# The user's employer by name: "my employer, Infosys,", "my employer is Deloitte" (not "my employer's", "my
# employer is great").
MY_EMPLOYER_NAMED = lazy_regex(r"\bmy (?:current |new )?employer(?:,| is| \(|:) (?!I\b)((?-i:[A-Z])[\w&.'-]*"
                               r"(?: (?-i:[A-Z])[\w&.'-]*){0,3})", re.IGNORECASE)


def _visa_sponsor(text: str, m: re.Match[str]) -> list[Proposal]:
    """The employer a work visa is held with, named right after it: "I'm on an H-1B with Infosys"."""
    if not (" with " in text or " through " in text or " at " in text or " by " in text) or not (
            sponsor := VISA_SPONSOR.match(text, m.end())) or not WORK_VISA.search(m.group()):
        return []
    said = re.sub(r"^i(?:'m| am) ", "", text[m.start():sponsor.end()], flags=re.IGNORECASE)
    return [Proposal("user_model_attr", "occupation:employer", _sentence(f"User is {said}"), confidence=0.6)]


# A visa by its class, as written ("H-1B", "H1B", "F-1", "OPT"): case-sensitive, so "an f1 car" is none.
_VISA_CLASS = r"(?-i:H-?1B|H-?4|L-?1[AB]?|F-?1|J-?1|O-?1|TN|E-?[23]|(?:STEM )?OPT|EAD)"
# What may follow a visa's class: its word, or the clause going on ("on an F1 kick" names no visa).
_VISA_END = (r"(?: visa| status)?(?=$|[,.;:!?)]| (?:now|still|and|but|so|with|since|until|through|for|at|in|"
             r"to|currently|right now)\b)")
# The user's standing in the country they live in (an "a" before "PR" or "citizen" is optional in chat).
IMMIGRATION_STATUS = lazy_regex(
    r"i(?:'m| am) (?:(?:only|now|finally|officially|still|just|already) )*(?:a |an )?(?:(?:permanent|legal|temporary) "
    r"resident|(?-i:PR)|green card holder|(?:naturali[sz]ed |(?-i:U\.?S\.?|[A-Z][a-z]+) )?citizen"
    r"(?! of the (?:world|internet))|refugee|asylum seeker|asylee|undocumented|(?-i:DACA) recipient)\b"
    r"|i(?:'m| am) (?:(?:only|now|still|currently) )*(?:here |in the (?-i:US|UK|[A-Z][a-z]+) )?on (?:a|an|my) "
    r"(?!(?:tourist|visitor|travel|transit|holiday) )(?:[\w-]+ ){0,2}visa\b"
    r"|i(?: have| 've| 've got|'ve| got| just got| finally got| received| now have) (?:a |an |my |our )?"
    r"(?:green card|work permit|work visa|student visa|residence permit|permanent residency|(?-i:PR)|citizenship|"
    r"refugee status|asylum)\b(?! (?:application|interview|appointment|renewal|test|exam|process|paperwork|form)\b)"
    r"|i (?:just |finally |officially )?(?:passed my citizenship (?:test|exam|interview)|became a (?:(?-i:U\.?S\.?|"
    r"[A-Z][a-z]+) |naturali[sz]ed )?citizen)\b"
    # a visa by its class: "I'm on an H-1B", "on OPT now", "an F-1 student", "I came here on an F-1"
    r"|i(?:'m| am) (?:(?:only|now|still|currently) )*(?:here |in the (?-i:US|UK|[A-Z][a-z]+) )?on (?:a |an |my )?"
    + _VISA_CLASS + _VISA_END +
    r"|i(?:'m| am) (?:an? )?" + _VISA_CLASS + r"(?: visa)? (?:student|holder|worker)\b"
    r"|i (?:came|moved) (?:here|over|to (?:the )?(?-i:[A-Z])[\w.]*(?: (?-i:[A-Z])\w*)?) on (?:a |an |my )?(?:"
    + _VISA_CLASS + _VISA_END + r"|(?:student|work|spousal|spouse|family|fianc[eé]e?|k-1) visa\b)",
    re.IGNORECASE,
)
# Someone else's standing in a country, said of them: "is a permanent resident", "is here on a work visa".
OTHERS_STANDING = lazy_regex(r"\b(?:is|are|was|were|'s|has|have|got|just got|became)\b[^,.;!?]{0,40}?\b(?:visas?|"
                             r"permanent residen(?:t|cy)|green cards?|citizens?|citizenship|refugees?|asylum|"
                             r"undocumented|work permits?|(?-i:PR))\b", re.IGNORECASE)
NOT_DOING_ANYMORE = lazy_regex(r"i'm not ([a-z]+ing)(?: (?:much|at all|regularly))? (?:anymore|any more)$",
                               re.IGNORECASE)
_NAMED_PLACE = r"(?:in|near) (?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*)*"
NO_LONGER_LIVES = lazy_regex(rf"i (?:no longer live {_NAMED_PLACE}$|(?:don't|do not|dont) live {_NAMED_PLACE} "
                             r"(?:anymore|any more)$)", re.IGNORECASE)
# An employer left, by its name: "I no longer work at Google", "I'm no longer part of Ridgeline Roofing", "I don't work
# for Acme anymore" (not "no longer with Mark", who may be a partner; "don't work for Acme" alone may be a contrast).
_EMPLOYER_NAME = r"(?:the )?((?-i:[A-Z])[\w&.'-]*(?:(?: &| and)? (?-i:[A-Z])[\w&.'-]*){0,3})"
NO_LONGER_EMPLOYED = lazy_regex(r"i(?:'m| am)? (?:no longer (?:work (?:at|for)|(?:employed|working) (?:at|for|by)|at|"
                                r"part of) " + _EMPLOYER_NAME + r"(?=$|[ ,;.!])|(?:don't|do not|dont) work (?:at|for) "
                                + _EMPLOYER_NAME + r"(?: [\w-]+){0,3}? (?:anymore|any more)\b)", re.IGNORECASE)
# A job the user no longer holds, said as what they no longer are: "I'm not a corrections officer anymore", "I'm no
# longer a nurse" (the job is history, and no occupation now).
NO_LONGER_A_JOB = lazy_regex(r"i(?:'m| am|m) (?:not (?:a|an) (?P<job>[\w/ -]{2,40}?) (?:anymore|any more)|no longer "
                             r"(?:a|an) (?P<was>[\w/ -]{2,40}?))(?=$|[,;.!]| (?:and|but|so|since|because)\b)",
                             re.IGNORECASE)
# A belief of the assistant's the user tells it to drop, then what it was: "forget that I live in Denver", "stop
# assuming I'm vegetarian", "don't assume I have kids", "I never said I was vegan".
CORRECTION_HINT = lazy_regex(r"forget|assum|thinking|never said|didn't say|did not say|never told|didn't tell|"
                             r"did not tell")
CORRECTED_BELIEF = lazy_regex(r"(?:(?:pls|plz|please|and|also|so|just|oh|no|ok|okay|lol)[\s,]+)*((?:(?:please )?forget "
                              r"(?:that|about the fact that)|(?:stop|quit) (?:assuming|thinking)|(?:don't|do not) "
                              r"assume|i (?:never|didn't|did not) (?:say|said|tell you|told you)|you keep assuming))"
                              r" (?:that )?(?=(?:i|i'm|im|i've|ive|my)\b)", re.IGNORECASE)
WAS_SAID = lazy_regex(r"^(?:i was|i am|i had)\b", re.IGNORECASE)
_CAPITALIZED_PLACE = r"(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*)*"
# Where the user came to is said ("to Germany", "here"), or where from is a country ("came from Ghana", not "from
# Google").
CAME_FROM = lazy_regex(r"(?:(?:first|originally|just) )?(?:(?:came|immigrated)(?P<to> (?:here|over|to (?:the )?"
                       + _CAPITALIZED_PLACE + r"|to this country))?|moved(?P<here> (?:here|over)))"
                       r"(?: (?:with my family|as a (?:kid|child|teenager)))?"
                       r" from (?:the )?(?P<place>" + _CAPITALIZED_PLACE + r")(?=$|[,.;!?]| (?!to\b))", re.IGNORECASE)
# A body's reading that is a condition when it runs high or low: "high cholesterol", "my blood pressure is high".
_MEASURES = r"(cholesterol|blood pressure|blood sugar|blood glucose|triglycerides|a1c|iron|thyroid levels?)"
MEASURE_HAD = lazy_regex(r"(?:got |also )?(?:(?:really|very|pretty|quite|a bit of|slightly|borderline) )?(high|low) "
                         + _MEASURES + r"\b", re.IGNORECASE)
MEASURE_RUNS = lazy_regex(_MEASURES + r"(?:'s| is| has| levels? (?:is|are|has|have))?(?: been)?(?: always)? "
                          r"(?:(?:really|very|pretty|quite|a bit|slightly|borderline|too|kind of|kinda) )?"
                          r"(high|low|elevated)\b", re.IGNORECASE)
# What the user's desk holds: "my setup is a 2019 Mac mini + two Dell monitors", "my rig: a Ryzen 7 and a 4070".
MY_SETUP = lazy_regex(r"my (?:(?:current|home|work|desk|office|gaming|whole) )?(?:setup|set-up|rig) "
                      r"(?:is|=|:|consists of)\s*(.+)", re.IGNORECASE)
SETUP_ITEMS = lazy_regex(r"\s*(?:\+|&|,|\band\b|\bplus\b|\bwith\b)\s*", re.IGNORECASE)
PICKED_UP_NAMED = lazy_regex(r"(?:just |finally |recently )*picked up an? (?:(?:new|used|old|cheap|second-hand|"
                             r"secondhand|(?:19|20)\d\d) )*((?-i:[A-Z])[\w-]*(?: [\w-]+)*)", re.IGNORECASE)
# What is picked up with an article, a thing got and no pastime, unless it names one: "picked up a cold".
PICKED_UP_ARTICLE = lazy_regex(r"(?:just |finally |recently )*picked up an? (.+)", re.IGNORECASE)
# A thing picked up by its make and model number, which is bought, never a pastime taken up: "a Miller Multimatic
# 220", "a Makita XPH14" (ending its noun phrase: "a Spanish 101 class" is a class).
PICKED_UP_MODEL = lazy_regex(r"(?-i:[A-Z])[\w-]*(?: (?-i:[A-Z])[\w-]*){0,2} (?:\d{2,4}[A-Za-z]{0,3}|(?-i:[A-Z]+\d+\w*))"
                             r"(?=$|[,.;:!?)]| (?:for|from|at|on|in|and|to|last|yesterday|today|off|with)\b)")
# A device or car the user corrects: "it's a Pixel 7a now, not the iPhone".
NOW_NOT_THEN = lazy_regex(r"\b(?:it's|its|it is) an? ((?-i:[A-Z]|[a-z][A-Z])[\w-]*(?: [\w-]+){0,3}?) now,? not "
                          r"(?:the|an?|my) ((?-i:[A-Z]|[a-z][A-Z])[\w-]*(?: [\w-]+){0,3}?)"
                          r"(?=\s*(?:$|[,.;!?]|anymore\b))", re.IGNORECASE)
# Someone the user names as their relative, and no more of them: "the third one was my niece" (not "my niece's",
# "my niece who ...", nor a friend or roommate, whose doings are theirs).
IS_MY_KIN = lazy_regex(r"(?:^|\b(?:that|this|she|he|it|the [\w-]+(?: one)?(?: [\w-]+){0,2}))(?:'s| is| was) my "
                       r"(niece|nephew|sister|brother|son|daughter|cousin|aunt|uncle|wife|husband|mom|mum|mother|dad|"
                       r"father|grandma|grandmother|grandpa|grandfather|stepson|stepdaughter|sister-in-law|"
                       r"brother-in-law|mother-in-law|father-in-law)(?=\s*(?:$|[,.;!?)]|and\b|but\b|not\b))",
                       re.IGNORECASE)
FROM_COUNTRY = lazy_regex(r"\bfrom (?:the )?((?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*)?)(?=$|[\s,.;!?])",
                          re.IGNORECASE)
# How much older or younger, said after whom: "a brother three years older than me", "a sister who is younger".
AGED_AGAINST = lazy_regex(r"\s+(?:(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|\d+|"
                          r"a couple of|a couple) (?:years?|yrs?|months?) )?(?:older|younger)\b", re.IGNORECASE)
# Where a thing is, said by a participle after it: "a song stuck in my head", "a car parked outside", "a kayak strapped
# to my roof" (the thing is what comes before; not "a hundred", and no short noun that ends in "ed": "a bed", "a shed").
PUT_SOMEWHERE = lazy_regex(r"(?<=\w)\s+(?:stuck|caught|lodged|left|kept|hidden|hung|(?!hundred\b|kindred\b|beloved\b|"
                           r"sacred\b)[a-z]{4,}ed)\b(?=\s+(?:in|on|at|to|under|behind|outside|inside|away|up|down|into|"
                           r"onto|over|next|by|around|somewhere|there|here|out|back)\b|\s*$)")
# A colour said before a thing, no part of what it is: "a white Tesla Model 3", "a silver Camry" (a car, by its
# model), "a red and blue helmet", "a black and white cat", "a bright yellow kayak" (colours coordinated or shaded
# name the look of one thing, never two things). A single plain colour before a thing of no vehicle's or device's
# kind stays in its key: "a black belt", "a green card", "a white cane" are things of their own.
_COLOUR = (r"(?:red|blue|green|yellow|black|white|gr[ae]y|silver|gold|pink|purple|orange|brown|beige|teal|maroon|"
           r"burgundy|turquoise|cream)")
_SHADE = r"(?:bright|dark|light|pale|deep|matte|metallic|pastel|neon|baby|hot|navy|midnight|sky|forest|jet)"
COLOUR_FIRST = lazy_regex(r"(?:(?P<shade>" + _SHADE + r")[ -])?" + _COLOUR +
                          r"(?P<more>(?:,? and |/|-| & )(?:" + _SHADE + r"[ -])?" + _COLOUR + r")*\s+(?=\w)",
                          re.IGNORECASE)
# A unit a thing is measured in, after its number and before what it is: "a 75 gallon tank", "a 10 foot kayak".
MEASURED_UNIT = lazy_regex(r"(?:gallon|gal|foot|ft|feet|inch|meter|metre|liter|litre|quart|horsepower|hp)s?\s+"
                           r"(?=[a-z])(?!of\b)", re.IGNORECASE)
# The kinds a pet named by two words is keyed on ("bearded_dragon", "gecko"): a pet's as a word of PETS is.
PET_KINDS = frozenset(lx.PET_NAMES.values())
# A tank fish or plants are kept in, by what it keeps: an aquarium (a bare "tank" may hold fuel or be a vehicle).
AQUARIUMS = frozenset(f"{kind}_{tank}" for kind in ("fish", "planted", "reef", "nano", "saltwater", "freshwater",
                                                    "community", "betta", "shrimp", "tropical", "marine")
                      for tank in ("tank", "aquarium")) | {"aquarium"}
# A thing named by its brand and model number, then what it is, all lowercase: "a Brother CS6000i sewing machine", "a
# Singer 4423 sewing machine" (the model has a digit in it; "a KitchenAid stand mixer" keeps its brand in the key).
MODEL_THEN_KIND = lazy_regex(r"(?:(?:a|an|my|our|the|new|used|old) )*(?-i:[A-Z])[\w&'-]*(?: (?-i:[A-Z])[\w&'-]*)? "
                             r"(?-i:[A-Za-z-]*\d[\w-]*) (?P<kind>(?-i:[a-z][a-z-]*)(?: (?-i:[a-z][a-z-]*)){0,2})$")
# A gig app driven or delivered for, said as the work itself: "I drive Lyft at night", "I do Uber on weekends", "a
# woman driving Lyft at night" (not "I do Uber to the airport", which is a ride taken).
_GIG_APPS = r"(?:uber(?: eats)?|lyft|doordash|door dash|instacart|grubhub|deliveroo|ubereats|postmates|shipt|bolt)\b"
GIG_DRIVING = lazy_regex(r"(?:(?:a|an) (?:[\w-]+ ){0,3}?)?(?:driving|delivering|dashing) (?:for |with )?" + _GIG_APPS
                         + r"(?! (?:to|from|home|back)\b)", re.IGNORECASE)
# Work named by what is done for pay: "I clean houses", "I drive for Uber", "I deliver for DoorDash", "I wait tables".
PAID_WORK = lazy_regex(
    r"(?:(?:also|still|mostly|mainly|now|currently) )?(?:clean (?:houses|homes|offices|apartments)|"
    r"(?:drive|deliver)s? (?:for|with) (?:uber|lyft|doordash|instacart|grubhub|deliveroo|ubereats|uber eats|amazon|"
    r"fedex|ups|bolt)\b|(?:drive|do) " + _GIG_APPS + r"(?= (?:on (?:the )?(?:weekends?|side)|at night|nights|"
    r"part[- ]time|full[- ]time|for (?:a living|work|extra \w+|money))\b|\s*$|\s*,|\s+and\b)|"
    r"drive (?:a |an )?(?:taxi|cab|forklift|school bus|bus)(?: for (?:a living|work))?$|"
    r"drive (?:a |an )?(?:truck|semi|big rig)s? for (?:a living|work)$|wait tables|tend bar|bartend|"
    r"do (?:nails|hair)(?: for a living)?$|cut hair|"
    # what is sold to businesses, which is a sales job: "I sell orthopedic implants to hospitals" (not "I sell my old
    # clothes to a thrift store", one sale)
    r"sell (?!my |our |his |her |their |it |them |some |a |an |the )(?:[\w-]+ ){1,4}?to (?:hospitals|clinics|"
    r"surgeons|doctors|dentists|dealers(?:hips)?|retailers|restaurants|schools|school districts|businesses|"
    r"companies|contractors|pharmacies|labs|universities|farms|farmers|enterprises|hospital systems|"
    r"small businesses|grocery stores|distributors|manufacturers)(?! (?:who|that|which)\b))\b", re.IGNORECASE)
# Skin prone to a condition: "acne-prone skin", "very eczema prone skin" (not "oily skin", a type).
PRONE_SKIN = lazy_regex(r"(?:(?:very|super|really|quite) )?(acne|eczema|rosacea|psoriasis)[- ]prone skin\b",
                        re.IGNORECASE)
# A post worked at a business, which is a job: "I work the overnight front desk at a Marriott", "I work the line at
# a Ford plant", "I work the register at Target" (not "I work the night shift", "work the room", "work the system").
WORKS_A_POST = lazy_regex(r"(?:also |still |currently |now )?work (?:the |a )?(?:[\w-]+ ){0,2}?(?:front desk|"
                          r"reception desk|desk|register|counter|bar|door|floor|line|grill|fryer|reception|"
                          r"drive[- ]thru|checkout|deli counter|pass|sauté station|saute station|station)\b"
                          r"(?! (?:for|with) (?:my|a|an|the|our) (?:friend|buddy|mate|neighbou?r)s?\b)", re.IGNORECASE)
# The job taken up after a past one, said after it: "a former petroleum engineer retraining as an electrician", "a
# retired nurse, now a school librarian" (not "now a grandmother": a job only, which the caller checks).
JOB_NOW = lazy_regex(r"\b(?:(?:re-?)?training (?:as|to be)|now(?: working as)?|turned) ((?:an? )?[\w -]{2,60})",
                     re.IGNORECASE)
# A business of one's own begun in a trade: "I went out on my own as a general contractor", "went freelance as a
# colorist", "hung out my shingle as an attorney" (the trade read as "I'm a ..." would read it).
ON_MY_OWN_AS = lazy_regex(r"(?:just |finally |recently |officially )?(?:went out on my own|struck out on my own|"
                          r"went (?:freelance|independent|solo)|set up shop|hung (?:out )?my (?:own )?shingle|"
                          r"started (?:my own business|out on my own)) as (an? [\w -]{2,60})", re.IGNORECASE)
# The licensing exam of a trade passed, which makes one of it: "I passed my master electrician exam", "finally passed
# my CPA exam" (not "my driver's test", "the bar exam": no trade named).
PASSED_TRADE_EXAM = lazy_regex(r"(?:just |finally |officially |recently )?passed (?:my|the) ((?:[\w-]+ ){1,3}?)"
                               r"(?:licensing |licensure |license |certification |board )?(?:exam|boards)\b",
                               re.IGNORECASE)
# People one works for or with, who are nobody's possession: "I have a client in Scottsdale", "got a customer whose
# condenser keeps tripping".
SERVED_PEOPLE = frozenset("customer client patient guest tenant caller buyer seller prospect coworker co-worker "
                          "colleague boss supervisor employee".split())
# Those whose work the user retains: "a great lawyer", "a new dentist", "a cleaner who comes weekly".
SERVING_PEOPLE = frozenset("lawyer attorney solicitor accountant bookkeeper plumber electrician contractor handyman "
                           "therapist counselor counsellor psychiatrist psychologist doctor gp dentist dermatologist "
                           "orthodontist chiropractor physio physiotherapist nutritionist dietitian nanny babysitter "
                           "housekeeper cleaner gardener landscaper realtor mechanic advisor adviser tutor barber "
                           "hairdresser stylist".split())
# A cleaner who is a person, by the word before it (not "a vacuum cleaner", "a pipe cleaner").
CLEANERS_WHO = frozenset("house office home new good great regular weekly".split())
# A business named after what is done there: "at the Hyatt Regency", "at a Marriott" (a name, capitalized).
AT_BUSINESS = lazy_regex(r"\s+at (?:the |a |an )?(?-i:[A-Z])[\w&.'-]*")
# The work done at the hours named, said after them: "work nights stocking", "work weekends waiting tables" (not
# what is done besides: "work late trying to catch up", "work nights and sleeping is hard").
WORK_WHEN_DOING = lazy_regex(r"work (?:late |long hours |(?:" + _WORK_HOURS + r") )"
                             r"(?!(?:making|getting|trying|going|doing|being|having|feeling|thinking|working|hoping|"
                             r"wanting|wishing|looking|waiting for|sleeping|eating|missing|during|morning|evening)\b)"
                             r"[a-z]+ing\b(?: (?!at\b|and\b|so\b|but\b)[a-z]+\b)?", re.IGNORECASE)
# What a job brings, said after it with its own subject: "... so they see a lot of ...", "because they ..."
JOB_SO_THEN = lazy_regex(r",?\s+(?:so|because) (?=(?:they|their|i|my|we|our|it|there)\b)")
# A job said with "here", as the chat introduces one: "type 2 diabetic trucker here", "nurse here, quick question",
# "fellow teacher here", "plumbing apprentice here 👋" (a whole clause, ended by a stop or an emoji: not "the nurse
# here is rude", "a trucker here in town told me").
JOB_HERE = lazy_regex(r"(?:just |also )?(?:a |an |another |fellow |your (?:friendly )?(?:local )?)?"
                      r"(?!(?:i|i'm|im|we|we're|the|my|our|this|that|he|she|they|you|there|for|is|are)\b)"
                      # (a language pair is one word of it: "Freelance JA→EN translator here")
                      r"(?P<said>(?:(?!(?:i|i'm|im|am|is|are|was|the)\b)[\w'\u2192<>-]+ ){0,4}?(?P<job>[a-z-]+)) here"
                      r"(?=\s*(?:$|[,.!;:\u2014-]|[\U0001F300-\U0001FAFF\u2600-\u27BF]))", re.IGNORECASE)
# What the user sells, and to whom or where, as a trade: "I sell honey and beeswax candles at the Saturday market", "I
# grow microgreens in my garage and sell to two restaurants", "I sell orthopedic implants to hospitals".
SELLS_TO_TRADE = lazy_regex(
    r"i (?:(?:also|mainly|mostly|now|still|currently) )?(?:(?!(?:would|could|should|might|want|wanna|need|hope|plan|"
    r"may|if|to)\b)[\w'-]+ (?:[\w'-]+ ){0,10}?and (?:then )?)?(?P<sells>sells?) (?!my old |our old |some of my )"
    r"(?:[\w'-]+ ){0,6}?(?:at|to|through|into|in|on) (?:the |a |an |my |our |local |two |three |four |five |several |"
    r"a few |a couple of |a bunch of )*(?:[\w'-]+ ){0,3}?(?:farmers'? markets?|markets?|stalls?|restaurants?|cafes?|"
    r"caf\u00e9s?|shops?|stores?|grocers?|delis?|hospitals?|clinics?|wholesalers?|retailers?|distributors?|"
    r"businesses|companies|festivals?|craft fairs?|fairs?|bakeries|pubs?|bars?|hotels?)\b", re.IGNORECASE)
# A job said by trade with its "I'm a" left out: "Sparky by trade, 15 years in", "Qualified plumber by trade".
JOB_BY_TRADE = lazy_regex(r"(?:a |an )?(?!(?:i|i'm|im|we|we're|the|my|our|his|her|their|he|she|they|you)\b)"
                          r"(?P<said>(?:(?!(?:i|i'm|im|am|is|are|was|the)\b)[\w'-]+ ){0,3}?(?P<job>[a-z-]+)) by trade"
                          r"(?=\s*(?:$|[,.!;:\u2014-]))", re.IGNORECASE)
# A lesson given to the user's own, said after what is taught: "I teach English to my kids".
TAUGHT_TO_MINE = lazy_regex(r"\b(?:to|for) (?:my|our) (?:own )?(?:kids|children|son|sons|daughter|daughters|family|"
                            r"grandkids|grandchildren|nieces?|nephews?|siblings?|brothers?|sisters?)\b", re.IGNORECASE)
# A faith's lesson, a pursuit of the user's, not their job (keyed, and sensitive, as the faith is): "I teach Sunday
# school", "I teach Bible study on Wednesdays".
FAITH_TAUGHT = lazy_regex(r"(?:sunday school|bible|catechism|religious|religion|torah|hebrew school|quran|sabbath)",
                          re.IGNORECASE)
# Whom a lesson is given to, named after "teach": the user's own, a pronoun, oneself (see acting).
TAUGHT_TO_SOMEONE = lazy_regex(r"(?:(?:also|still|sometimes|occasionally) )?(?:my|our|his|her|him|them|their|me|us|"
                               r"myself|ourselves|himself|herself|it|that|this|how|what|people|someone|somebody|"
                               r"anyone|everyone|others)\b", re.IGNORECASE)
# A membership said as being one: "I'm a member of the YMCA", "I'm a longtime member of my local climbing gym".
MEMBER_OF = lazy_regex(r"i'm (?:a |an )?(?:(?:paying|proud|longtime|long-time|lifetime|founding|card-carrying) )?"
                       r"member of (?:the |my |a |an |our )?(?:local )?(.+)", re.IGNORECASE)
# A civic board or parents' body sat on, named by what it is of: "our HOA board", "the library board", "the PTA" (not
# "the diving board", "on board"; a board named by no such word is none we key).
_CIVIC_BOARD = (r"(?:the |our |my |a )(?:local )?((?:hoa|homeowners'?|condo|co-?op|library|school|museum|hospital|"
                r"church|parish|zoning|planning|nonprofit|charity|foundation|alumni|tenants'?|residents'?|neighborhood|"
                r"neighbourhood|town|village) board|pta|pto|"
                # or named in capitals: "the Westfield Little League board"
                r"(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*){0,4} (?:board|committee))\b")
def _board_key(board: str) -> str:
    """The key of a board sat on: "the HOA board" by what it is of (topic_slug's), one named in capitals by its whole
    name ("Westfield Little League board", "Little" no vague word in a name)."""
    if board[:1].isupper() and board[:3] not in ("PTA", "PTO", "HOA"):
        return "_".join(re.findall(r"[a-z0-9]+", _ascii(board).lower().replace("'", "")))
    return topic_slug(board.replace("-", ""))


# Sitting on one: "I'm on the library board", "I'm the treasurer on our HOA board", "I'm on the PTA at my son's school".
ON_CIVIC_BOARD = lazy_regex(r"i'm (?:(?:the|a|an) (?:treasurer|secretary|president|vice[- ]president|chair|chairman|"
                            r"chairwoman|chairperson|co-chair|member|board member) )?(?:on|of) " + _CIVIC_BOARD,
                            re.IGNORECASE)
# Leaving one: "I stepped down from the library board", "I quit the PTA".
LEFT_CIVIC_BOARD = lazy_regex(r"(?:(?:recently |finally |just )?(?:stepped down|resigned|retired) from|(?:left|quit)) "
                              + _CIVIC_BOARD, re.IGNORECASE)
# Any other organization's board, by what it is of or by its name: "the board of our local animal shelter", "the
# Friends of the Library board", "the Westfield Little League board" (keyed, as the civic ones are, "<of>_board").
_ORG_BOARD = (r"(?:(?:the |our |my |a )?board (?:of|for|at) (?:the |our |my |a )?(?:local )?"
              r"(?P<of>(?!(?:directors|trustees|governors|review|health|education|appeals|it|them)\b)"
              r"[\w'&.-]+(?: (?!(?:and|since|as|for|where|but|because|after|this|last|now|who|which|so)\b)"
              r"[\w'&.-]+){0,5}?)(?=\s*$|\s*[(,;.!\u2014]| (?:and|since|as|for|where|but|because|after|this|last|now|"
              r"who|which|so)\b)|"
              r"(?:the |our )(?P<named>(?-i:[A-Z])[\w'&.-]*(?: (?:(?:of|for|and) (?:the )?)?(?-i:[A-Z])[\w'&.-]*){0,5})"
              r" board\b)")
# How a clause on a board sat on or left opens: "I'm", "I sit", "I serve", "I stepped down".
BOARD_OPENING = lazy_regex(r"i(?:'m| am| sit| serve|'ve| have| (?:(?:recently|finally|just) )?(?:stepped|resigned|"
                           r"retired|left|quit))\b", re.IGNORECASE)
# Sitting on one: "I sit on the board of our local animal shelter", "I'm the treasurer on the Westfield Little League
# board", "I serve on the board of the food bank".
ON_ORG_BOARD = lazy_regex(r"i(?:'m| am| sit| serve|'ve (?:sat|served|been)) (?:(?:currently|still|also|now) )?"
                          r"(?:(?:the|a|an) (?:treasurer|secretary|president|vice[- ]president|chair|chairman|"
                          r"chairwoman|chairperson|co-chair|member|board member|trustee) )?(?:on|of) " + _ORG_BOARD,
                          re.IGNORECASE)
# Leaving one: "I stepped down from the Friends of the Library board", "I'm no longer on the board of the co-op".
LEFT_ORG_BOARD = lazy_regex(r"(?:i (?:(?:recently|finally|just) )?(?:stepped down|resigned|retired) from|"
                            r"i (?:left|quit)|i'm no longer on|i am no longer on) " + _ORG_BOARD, re.IGNORECASE)
# An officer of the board of an organization named: "I'm board chair of the Riverbend Literacy Council", "a board
# member of the Rotary Club" (the organization is what the user belongs to; "president of Acme" alone is a job).
BOARD_OFFICER_OF = lazy_regex(r"i'm (?:(?:currently|still|also|now) )?(?:the |a |an )?board (?:chair|chairman|"
                              r"chairwoman|chairperson|president|treasurer|secretary|member|trustee) (?:of|at|for) "
                              r"(?:the |our )?"
                              r"((?-i:[A-Z])[\w'&.-]*(?: (?:(?:of|for|and) (?:the )?)?(?-i:[A-Z])[\w'&.-]*){0,5})",
                              re.IGNORECASE)
# Firefighting as a volunteer, on top of the user's job: "I'm a volunteer firefighter with our town's department".
VOLUNTEER_FIREFIGHTER = lazy_regex(r"i'm (?:also )?(?:a |an )?volunteer (?:firefighter|fireman|firewoman|"
                                   r"fire fighter)\b", re.IGNORECASE)
# The paid job said beside it: "on top of my day job as an electrician".
DAY_JOB_AS = lazy_regex(r"\bmy (?:day|full-time|main|regular|paid|real) job as (?:a |an )?([\w-]+(?: [\w-]+)?)",
                        re.IGNORECASE)
NO_MEMBERSHIP = frozenset("team family staff household group crew class committee parliament congress board band "
                          "community public audience cast".split())
# A freelancer's rate: "I charge $120/hour", "charge about 85 an hour".
HOURLY_RATE = lazy_regex(r"(?:usually |normally |currently |now )?charge (?:clients )?"
                         r"(?:about |around |roughly |like )?[$\u20ac\u00a3]?\s?\d[\d,.]*\s?"
                         r"(?:[$\u20ac\u00a3]|dollars|euros|pounds|usd|eur|gbp)?\s?"
                         r"(?:/\s?|an? |per )(?:hour|hr|h)\b", re.IGNORECASE)
# What the user earns: "I make about $82k a year", "I earn 4,600 dollars a month after tax", "I take home $3,200 a
# month" (an amount of money, by the year or the month; "I make 3 pies a week" is none). What follows may name the
# job it is earned as ("… as a UX designer").
EARNS = lazy_regex(r"(?:make|earn|gross|net|clear|take home|bring in|bring home|pull in) "
                   r"(?:about |around |roughly |like |over |almost |nearly |just under |just over |close to |only |"
                   r"barely )?"
                   r"(?:[$\u20ac\u00a3]\s?\d[\d,.]*\s?(?:k|grand)?|\d[\d,.]*\s?(?:k|grand|dollars|euros|pounds)) ?"
                   r"(?:a|an|per|/|each) ?(?:year|yr|month|mo)\b(?:,? (?:before|after) (?:taxes|tax))?"
                   r"(?: as (?P<job>[\w -]+))?$", re.IGNORECASE)
# A liking of a food or drink said as a kind of person: "I'm a tea person", "more of a coffee person" (a "dog person"
# or "a morning person" is a trait).
KIND_OF_PERSON = lazy_regex(r"i'm (?:(?:such|a|an|total|huge|big|real|definitely|more of|more) )*((?:(?:green|black|"
                            r"herbal|iced|red|white|craft|dark|milk|hot) )?(?:coffee|tea|wine|beer|cheese|chocolate|"
                            r"pizza|burger|pasta|rice|bread)) person\b", re.IGNORECASE)
# Work in the past tense said of this week or this shift, the job the user has: "I worked at the hospital all weekend",
# "worked in the ER last night" (a former job is said without one).
WORKED_LATELY = lazy_regex(r"\b(?:all (?:day|night|weekend|week|morning|afternoon|evening)|this (?:week|weekend|"
                           r"morning|afternoon|evening|month)|last (?:night|week|weekend|shift)|tonight|today|"
                           r"yesterday|overtime|a double|double shifts?|til|till|until (?:midnight|close|\d))\b",
                           re.IGNORECASE)


def _worked_in_work(named: str) -> bool:
    """Whether what follows "worked in" is a line of work or a business, not a place."""
    return bool(FIELD_WORKED_IN.match(named)) or _business(named)


# Lines of work named after "in", no place: "I work in Finance", "I worked in retail", "in IT", "in real estate".
FIELDS_OF_WORK = (*"""it hr pr qa ops devops ux finance accounting marketing sales engineering healthcare education
retail tech government insurance banking law medicine nursing construction hospitality logistics operations research
academia admin administration management consulting software publishing media advertising pharma biotech aerospace
defense manufacturing""".split(), "real estate")
# Where a former job's name ends and what was done in it, or when, begins.
WORK_DONE_THERE = lazy_regex(r"(?<=\w)\s+(?=\w+ing\b|(?:previously|before|once|briefly|then|there|back)\b)|,",
                             re.IGNORECASE)
# A line of work said after "worked in": "I worked in retail", "in IT for 20 years", "in the restaurant industry".
FIELD_WORKED_IN = lazy_regex(r"(?:the )?(?:(?-i:ER|ICU|NICU|PICU|OR|ED)|" + "|".join(FIELDS_OF_WORK) + r"|"
                             r"health care|customer service|food service|fast food|journalism|social work|"
                             r"public relations|human resources|property management|"
                             r"[\w-]+ (?:industry|business|field|sector))\b", re.IGNORECASE)
_PROVIDER = r"((?-i:[A-Z])[\w&-]*(?: (?:(?-i:[A-Z])[\w&-]*|mobile|fi|media|by t-mobile))?)"
# The provider itself ends the phrase: "switched to Mint Mobile", not "to Mint Mobile's family plan".
PROVIDER_SAID = lazy_regex(r"(?:(?:recently|just|finally) )*(?:switched (?:over )?(?:from [\w&' -]+? )?to|"
                           r"(?:am|'m|have been|'ve been) (?:with|on)) " + _PROVIDER + r"(?:$| (?:now|for|since)\b)",
                           re.IGNORECASE)
WITH_PROVIDER = lazy_regex(r"i'm (not |no longer )?with " + _PROVIDER + r"(?: (?:anymore|any more|now))?$",
                           re.IGNORECASE)
YEAR = lazy_regex(r"(?:19|20)\d\d")
# Which of its kind a thing is, said before it: "my 4th tattoo", "my first car" (not "a first aid kit", "a first
# edition", "a second hand": those name the thing).
THING_ORDINAL = (r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))"
                 r"(?= \w)(?! (?:aid|class|edition|place|base|hand|generation|gen|person|responder|half|round|draft|"
                 r"rate|mate|lady|language|name|grade|year|degree|floor|string|team|cousin|date|time|love|baby|"
                 # which job it is says when it was held ("my first job at 16"), read with the job
                 r"jobs?|careers?)\b)")
# A word of the determiners that is an ordinal, no quantity: "4th", "first"; nor is a model year shortened ("'09").
SHORT_MODEL_YEAR = lazy_regex(r"'\d\d\b")
ORDINAL_WORD = lazy_regex(r"\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|"
                          r"tenth")
DECADE_WORD = lazy_regex(r"(?:19|20)?\d0'?s")
THING_CONDITION = lazy_regex(r"\b(?:certified pre-owned|pre-owned|used|second-hand|secondhand|refurbished)\b", re.I)
NOT_THAT_ONE = lazy_regex(r",?\s+not\s+(?:a |an |the |my )?\S", re.IGNORECASE)
# A time the thing came back then: "a Peloton back in January", "a Kindle back when they were new".
# What a thing got was got done, after it: "got my Bambu Lab P1S set up", "got my Prusa working again".
GOT_DONE_TAIL = lazy_regex(r"\s+(?:set up|setup|up and running|working|running|fixed|repaired|installed|delivered|"
                           r"assembled|calibrated|dialed in|dialled in|tuned(?: up)?|serviced|sorted(?: out)?|"
                           r"going|printing|flashed|wired up|hooked up|connected)\b.*$", re.IGNORECASE)
THING_BACK_THEN = lazy_regex(r"\s+back\s+(?:in|when|then|home|during|around|before|on|at|over)\b.*$", re.IGNORECASE)
# Where a thing owned ends and the user's next doing begins: "a Kindle Oasis myself and love it".
OWN_THING_THEN = lazy_regex(r"\s+(?:myself|too|as well)\b(?:\s+(?:and|but)\b.*)?$|\s+(?:and|but)\s+(?=(?:i\s+)?(?:love|"
                            r"like|use|hate|adore|enjoy)s?\b)", re.IGNORECASE)
# A camera shot with: "I shoot a Fujifilm X-T4", "I mostly shoot on my Canon R6".
SHOOTS_ON = lazy_regex(r"(?:mostly |mainly |usually |still )?shoots? (?:on |with )?((?:a|an|my) .+)", re.IGNORECASE)
PARTED_WITH = lazy_regex(r"\b(?:" + "|".join(lx.RETRACT_VERBS) + r"|replaced|upgraded from|ditched|broke)\s+$",
                         re.IGNORECASE)
MY_CAPITAL = lazy_regex(r"\b[Mm]y (?:(?:new|old|current|cheap|little|used|refurbished) )?(?:(?:19|20)\d\d )?"
                        r"(?:[A-Z]|[a-z]+[A-Z])")
FIRST_PERSON_CLAUSE = lazy_regex(r"(?:i|i'm|i've|i'd|i'll|im|ive|my)\b", re.IGNORECASE)
# A clause the user or their household says: "we moved here for my husband's job" names the husband as "I" would.
# (not what "this" or "it" is, a text shown: "this is my grandpa's chart, summarize it" is no clause of the user's)
SAID_TO_BE_KINS = lazy_regex(r"(?<!\bthis)(?<!\bthat)(?<!\bit)(?<!\bhere)\s(?:is|was) m$", re.IGNORECASE)
OWN_OR_HOUSEHOLD_CLAUSE = lazy_regex(r"(?:i|i'm|i've|i'd|i'll|im|ive|my|we|we're|we've|our)\b", re.IGNORECASE)


def _a(noun: str) -> str:
    """The noun with its article, if it takes one: "an iPad Pro", "student loans", "grandchildren"."""
    if noun.lower().endswith(("s", "children", "people")):
        return noun
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def _device(model: str, after: str = "", named_alone: bool = False) -> list[Proposal]:
    """A device or car by its model; `after` is what follows the model in the clause. A make is also a company:
    a car's model must end its noun phrase ("my Mazda dealer", "my Honda service plan" name no car), and so
    must a device's when `named_alone` (said in a clause about something else: "my Kindle froze last night")."""
    slug = _model_slug(model)
    kind = (_thing_kind(slug) or _thing_kind(_head(model))) if slug else None
    if (kind == "vehicle" or named_alone) and not MODEL_ENDS.match(after):
        return []
    if kind == "device":
        if slug.startswith("switch") and model[:1] == "S":
            slug = f"nintendo_{slug}"  # "a Switch", "my Switch OLED": the console, by its maker's name too
        return [Proposal("fact", f"device:{slug}", _sentence(f"User has {_a(model)}"), confidence=0.6)]
    if kind == "vehicle":  # "my 2019 Mazda 3": the model year is skipped by the pattern, the car is keyed on its model
        return [Proposal("fact", f"vehicle:{slug}", _sentence(f"User has {_a(model)}"), confidence=0.6)]
    return []


# An edition said after a model's number, part of the model: "Mini 4 Pro", "Watch Series 9 Ultra".
MODEL_EDITIONS = frozenset("pro max ultra plus lite mini air se xl".split())


def _model_slug(model: str) -> str:
    """A model's key with its number, and the edition said after the number ("a DJI Mini 4 Pro" is dji_mini_4_pro,
    past the three words a key holds; "an iPhone 15 Pro Max" stays iphone_15_pro)."""
    slug = topic_slug(model, numbers=True)
    if slug.count("_") == 2 and slug.rsplit("_", 1)[-1].isdigit() and (
            longer := topic_slug(model, limit=4, numbers=True)).rsplit("_", 1)[-1] in MODEL_EDITIONS:
        return longer
    return slug


# Coins and funds held, by name (tickers only in capitals, and none that is also a common initialism: "SOL", "ADA",
# "DOT"), keyed as COIN_KEYS says.
_COINS = (r"(?:(?i:bitcoins?|ethereum|solana|dogecoin|cardano|litecoin|monero|polkadot|ripple|index funds)|"
          r"(?-i:BTC|ETH|DOGE|LTC|XMR|XRP))\b")
COIN_NAMED = lazy_regex(r"\b" + _COINS)
COIN_KEYS = {"bitcoins": "bitcoin", "btc": "bitcoin", "eth": "ethereum", "doge": "dogecoin", "ltc": "litecoin",
             "xmr": "monero", "ripple": "xrp", "index funds": "index_funds"}
# What the user holds it by, opening the clause: "hold about 2 BTC", "keep 5% of my net worth in crypto, mostly
# Solana", "bought some Ethereum"; or parts with it all: "sold all my Dogecoin", "cashed out of my Bitcoin".
COIN_HELD = lazy_regex(
    r"(?:(?:also |still |currently |now |mostly )?(?:hold|own|keep|hodl|bought|buy|invest|invested|have some|"
    r"have a bit of|put (?:some|most|half|all|\d+%) of my (?:savings|money|net worth|portfolio) (?:in|into))\b"
    r"|(?P<sold>sold (?:off )?(?:all|everything|the last|the rest) (?:of )?(?:my )?|sold off my |cashed out (?:of )?"
    r"(?:all )?(?:my )?|got out of (?:all )?(?:my )?)" + _COINS + ")", re.IGNORECASE)


# The same, as a noun phrase's slug names them ("some Bitcoin", "index funds"), by their keys.
COIN_SLUGS = {**{c: c for c in "bitcoin ethereum solana dogecoin cardano litecoin monero polkadot xrp".split()},
              "btc": "bitcoin", "eth": "ethereum", "doge": "dogecoin", "index_fund": "index_funds",
              "index_funds": "index_funds"}
# A debt said by what is owed on it: "I still owe around $14k on credit cards", "owe 30 grand on my student loans".
OWED_ON = lazy_regex(r"(?:still )?owe (?:about |around |roughly |nearly |almost |over |like |~)?(?:[$£€]\s?)?\d[\d,.]*"
                     r"\s?(?:k|K|grand|thousand)?(?: dollars| pounds| euros)? (?:on|in) (?:my |our )?"
                     r"(credit cards?|credit card debt|student loans?|(?:the )?mortgage)\b", re.IGNORECASE)
# A craft flown for fun: "fly FPV", "fly drones", "fly quads", "fly RC planes", "fly model aircraft".
FLOWN = lazy_regex(r"fl(?:y|ies) (?:(?:my|a|an|some|mostly|small|cheap|little) )?(fpv|drones?|quads?|quadcopters?|"
                   r"(?:rc|r/c|model) (?:planes?|gliders?|aircraft|jets|helis|helicopters))\b", re.IGNORECASE)
# Endurance events raced: "I race triathlons", "I compete in marathons" (not "I race my brother home"); and a sport
# competed in: "I compete in powerlifting in the 93s", "compete in amateur boxing" (not "compete in the market").
RACES = lazy_regex(r"(?:race|races|compete in|competes in) (?:(?:mostly|mainly|in|sprint|olympic|half|full|local|"
                   r"amateur|masters|natural|raw|equipped|regional|national) )*"
                   r"(triathlons?|duathlons?|marathons?|ultramarathons?|ultras|ironmans?|cyclocross|crits|criteriums?|"
                   r"obstacle races?|trail races?|powerlifting|weightlifting|olympic lifting|bodybuilding|strongman|"
                   r"crossfit|boxing|kickboxing|muay thai|judo|bjj|jiu[- ]jitsu|wrestling|fencing|karate|taekwondo|"
                   r"gymnastics|archery|rowing|climbing|bouldering)\b", re.IGNORECASE)
# An amount had in a coin or a fund: "about $20k in Bitcoin", "3 ETH", "a few grand in index funds".
COIN_AMOUNT = lazy_regex(r"(?:got )?(?:about |around |roughly |over |nearly |almost |like |~)?(?:(?:[$£€]\s?)?\d[\d,.]*"
                         r"\s?(?:k|grand|thousand)?(?: dollars| pounds| euros)? (?:in |of |worth of )?|a few grand in |"
                         r"a (?:little|bit|lot) of |some )(?P<coin>" + _COINS + ")")
COIN_VERBS = frozenset("also still currently now mostly hold own keep hodl bought buy invest invested have put sold "
                       "cashed got".split())


def _coins_held(rest: str, said: str) -> list[Proposal]:
    """The coins and funds the user holds, named in a clause that opens on holding them (or on selling them all,
    which takes back the one sold), each a sensitive finance key; a device they are kept on is the user's too."""
    held = COIN_HELD.match(rest)
    if not held:
        return []
    if held.group("sold"):
        named = COIN_NAMED.search(rest, held.start("sold"))
        coin = named.group().lower() if named else ""
        return [Proposal("fact", f"finance:{COIN_KEYS.get(coin, coin)}", said, "retract", sensitivity="sensitive",
                         confidence=0.6)] if coin else []
    found: list[Proposal] = []
    for named in COIN_NAMED.finditer(rest):
        coin = named.group().lower()
        key = f"finance:{COIN_KEYS.get(coin, coin)}"
        if key not in {p.subject for p in found}:
            found.append(Proposal("fact", key, said, sensitivity="sensitive", confidence=0.6))
    if found and " on " in rest and (kept := KEPT_ON_DEVICE.search(rest)):
        found += _device(kept.group(1))  # "2 BTC on a Ledger Nano X": the hardware wallet, the user's
    return found


# A device something is kept on, by its model: "on a Ledger Nano X", "on my Trezor".
KEPT_ON_DEVICE = lazy_regex(r"\bon (?:a|an|my) ((?-i:[A-Z])[\w-]*(?: (?-i:[A-Z0-9])[\w-]*){0,3})")


# A relative or a pet named in the user's own doing, not in a clause about theirs (which forms nothing, "My sister
# just sold her car"): the user with them ("me and my gf hit 3 yrs"), a child born to the user ("our son Theo was
# born in August"), or a pet the user keeps and cares for ("food for my two cats", "I live alone with only my little
# dog Pepper"; "with my dog" said in passing restates what is known, and a relative there is company, not news).
# A word before it says which one, not whether they are the user's: "my ex husband", "my late wife", "my future
# husband" are not matched.
_KIN_WORDS = ("wife|husband|partner|son|sons|daughter|daughters|brother|brothers|sister|sisters|fianc[e\u00e9]e?|"
              "girlfriend|boyfriend|gf|bf|hubby|stepson|stepdaughter|twins?|mom|mum|mother|dad|father|kids|children")
# Where the household is: "We're in El Paso", "we r in el paso" (read as "I'm in ..." is, its passing stays too).
# (or stationed: "We're stationed at JB Charleston right now", where a service family lives)
WE_ARE_IN = lazy_regex(r"we(?:'re| are| r) (?:(?:currently|now|still|based) )?(in .+|stationed (?:at|in) .+)",
                       re.IGNORECASE)
# The user and a relative as one subject, the user named first: "me and my wife are catholic", "me & my husband live
# in Austin", "I and my husband have hosted" (what the pair is, has or where it lives; "me and my mum went shopping"
# stays the mum's mention).
ME_AND_MY = lazy_regex(r"(?:me|i) (?:and|&|\+) (?:my|the(?= (?:missus|missis|wife|hubby)\b)) ((?:[\w'-]+ ){0,2}?(?:"
                       + _KIN_WORDS + r"|missus|missis))\b(?!'s) "
                       r"((?:are|r|were|have|live|lived|moved|just|both|also|still|recently)\b.+)", re.IGNORECASE)
# Breeds that are other things too ("my boxer shorts", "my Persian rug"): a pet only when named ("my boxer Rocky").
AMBIGUOUS_BREEDS = frozenset("""boxer boxers shepherd shepherds hound hounds persian siamese bengal calico tabby maltese
    newfoundland bobtail lab labs collie dane danes setter setters springer springers pyrenees himalayan
    abyssinian""".split())
# What a pet is said to be before its kind: "our rescue dog", "my senior greyhound", "my old lab Max" (not a foster,
# which is no pet of the user's).
PET_SAID_OF = frozenset("rescue rescued senior elderly adopted shelter sweet old new little big baby lazy grumpy "
                        "fat goofy".split())
# The first words of breeds named by two ("a Great Dane", "a German Shepherd"), the second in lx.BREEDS.
BREED_FIRST_WORDS = frozenset("great german australian english irish golden border jack bernese cavalier french "
                              "springer cocker rhodesian siberian alaskan italian shetland".split())


def _is_pet_word(words: list[str]) -> bool:
    """Whether the words open on a pet's kind, said with one word or two ("dog", "greyhound", "great dane")."""
    return (words[0] in lx.PETS or _singular(words[0]) in lx.PETS or words[0] in lx.BREEDS
            or words[0] in lx.YOUNG_PETS or (words[0] in BREED_FIRST_WORDS and words[1:2] != []
                                            and words[1] in lx.BREEDS))


_PET_WORDS = "|".join(sorted({*"dog dogs puppy puppies pup pups cat cats kitten kittens kitty rabbit rabbits bunny "
                               "hamster parrot tortoise turtle".split(), *lx.BREEDS}, key=lambda w: (-len(w), w)))
_WHICH_ONE = (r"(?:(?:little|big|older|younger|baby|twin|eldest|oldest|youngest|elder|two|three|four|dear|lovely|sweet|"
              r"beautiful|adorable|poor|old|wee|rescue|senior) )*")
# A relative of the user's asking or telling them to do something, opening the clause: "My daughter asked me to sew
# her prom dress", "my husband wants me to..." (what they ask is reported; that they are the user's is not).
KIN_ASKED_ME = lazy_regex(r"my " + _WHICH_ONE + r"(" + _KIN_WORDS + r"|grandson|granddaughter|grandkids|grandma|"
                          r"grandpa|niece|nephew) (?:just |finally |also |keeps? |always )?(?:asked|asks|asking|told|"
                          r"tells|begged|wants|wanted|needs|needed|convinced|talked) me (?:into |to )", re.IGNORECASE)
# Children or pets with their ages or names in brackets: "two kids (son 12, daughter 9)", "twin boys (5)", "3 kids (4,
# 7 and 10)", "two cats (Miso and Pepper)".
KIN_BRACKETED = lazy_regex(r"(?P<kids>(?:[\w'-]+ ){0,3}(?:kids?|child|children|boys?|girls?|sons?|daughters?|twins|"
                           + _PET_WORDS + r"))\s*\((?P<aged>(?:(?:sons?|daughters?|boys?|girls?|twins?|ages?|aged|and|"
                           r"yo|y/o|yrs?|years?|old|\d{1,2}|(?-i:[A-Z][a-z]+))\b[\s,&]*)+)\)?\s*$", re.IGNORECASE)
BRACKETED_TAIL = lazy_regex(r"\s*\([^()]{0,60}\)?\s*$")
KIN_IN_BRACKETS = {"son": "son", "sons": "son", "boy": "son", "boys": "son", "daughter": "daughter",
                   "daughters": "daughter", "girl": "daughter", "girls": "daughter"}
WITH_KIN = lazy_regex(r"me (?:and|n|&) my " + _WHICH_ONE + r"(" + _KIN_WORDS + r")\b(?!-)", re.IGNORECASE)
# A pet's kind or breed after "my" or "our", a breed that is another thing too only with its name ("our lab Max", not
# "our lab is shut on Fridays"; "a Great Dane", with its first word, is a dog whatever follows).
_PET_KIND = (r"(?:(?:" + "|".join(sorted(BREED_FIRST_WORDS)) + r") (?:" + "|".join(sorted(lx.BREEDS)) + r")|"
             + "|".join(word for word in _PET_WORDS.split("|") if word not in AMBIGUOUS_BREEDS)
             + r"|(?:" + "|".join(sorted(AMBIGUOUS_BREEDS)) + r")(?= (?-i:[A-Z])[a-z]+\b))")
# The user's own pet, liked: "obsessed with my rescue greyhound Pickles", "I adore our old cat": keyed on the pet's
# kind as said, not on what it is said to be or its name.
OWN_PET_LIKED = lazy_regex(r"(?:my|our) " + _WHICH_ONE + r"(" + _PET_KIND + r")(?: (?-i:[A-Z])[a-z]+)?$",
                           re.IGNORECASE)
OUR_CHILD = lazy_regex(r"our ((?:(?:little|baby|eldest|oldest|youngest|older|younger|first|second|third|new|rescue|"
                       r"senior|old|two|three) )?(?:son|daughter|sons|daughters|kids|children|twins|baby boy|baby girl|"
                       # a pet by its kind or its breed: "our rescue mutt loves the beach", "our Great Dane Moose"
                       + _PET_KIND + r")\b(?!-|'s).+)", re.IGNORECASE)
BORN_TO = lazy_regex(r"(?:my|our) (?:(?:baby|little|first|second|third) )?(son|daughter|twins|baby boy|baby girl)"
                     r"(?: (?-i:[A-Z][a-z]+))? (?:was|were) born\b", re.IGNORECASE)
PET_AFTER = lazy_regex(r"\b(?:(?:food|medicine|meds|insurance|vet|bed|beds|litter|door|flap|leash|collar|harness|crate|"
                       r"carrier|bowl|kennel|toys?|treats|groomer|sitter|walker) for|with only|with just) "
                       r"(?:both |all )?(?:my|our) " + _WHICH_ONE
                       + r"(" + _PET_WORDS + r")\b(?!-|'s)", re.IGNORECASE)
# A pet introduced by name or pronoun: "biscuit he's my beagle", "Pepper is our cat" (not "This is my dog's bowl",
# "she's my dog walker").
PET_IS_MINE = lazy_regex(r"(?:^|(?<=\s))(?P<name>he|she|(?!(?:This|That|It|Here|There|What|Which|Who|Mine)\b)"
                         r"(?-i:[A-Z])[a-z]+)"
                         r"(?:'s|\u2019s| is) (?:my|our) " + _WHICH_ONE + r"(?P<pet>" + _PET_WORDS + r")"
                         r"(?=\s*(?:$|[,.;!?\u2014\u2013-]|(?:and|but|so|who|which|named|called|he|she)\b))",
                         re.IGNORECASE)
# A relative the user looks after: "to take care of my grandma full time", "I have power of attorney for my mom",
# "my mom moved in with us" is read as the mother's own doing.
CARES_FOR = lazy_regex(r"\b(?:(?:tak(?:e|es|ing)|took) care of|look(?:s|ed|ing)? after|car(?:e|es|ed|ing) for|"
                       r"caregiver (?:for|to)|power of attorney (?:for|over)|guardian (?:of|for)|"
                       r"liv(?:e|es|ing) with|moved in with) my " + _WHICH_ONE + r"(" + _KIN_WORDS
                       + r"|grandmother|grandma|grandfather|grandpa|granny|nan)\b(?!-|'s)", re.IGNORECASE)
CARE_VERB = lazy_regex(r"(?:take|took|taking|look|looked|looking|care|cared|caring|live|lived|living|moved)\b")
# The user just before a verb: "I live with…", "I'm taking care of…", "…to take care of…".
USER_BEFORE = lazy_regex(r"(?:^|\b(?:i|i'm|im|i've|ive|to|and)\s+)(?:(?:also|still|just|now|basically|mostly|"
                         r"currently|been|am|have|finally|full[- ]time)\s+)*$", re.IGNORECASE)
# A relative the user sets themselves beside, opening the sentence: "Unlike my brother, who's a surgeon, …", "Just like
# my mom, I …" (not "I don't like my sister's boyfriend": the relative must open the clause, a comma or its end end it).
LIKE_MY_KIN = lazy_regex(r"(?:(?:just|much|a lot|a bit|kind of|totally) )?(?:un)?like my " + _WHICH_ONE + r"("
                         + _KIN_WORDS + r"|grandmother|grandma|grandfather|grandpa|parents)\b(?!-|')[^,]{0,40}(?:,|$)",
                         re.IGNORECASE)
# A relative of the user's told of in a clause of their own: "my girlfriend who has never camped", "my dad, who was a
# Ford man".
KIN_WHO = lazy_regex(r"\bmy " + _WHICH_ONE + r"(" + _KIN_WORDS + r")\b,? who(?:'s| is| was| has| had| loves| hates|"
                     r" works| lives| thinks| never| always| still| just| also| doesn't| does)\b", re.IGNORECASE)
# A relative a pursuit is kept up with: "… every morning with my husband", "with my dad most weekends".
PURSUED_WITH_KIN = lazy_regex(r"\bwith my " + _WHICH_ONE + r"(" + _KIN_WORDS + r")\b(?!-|')", re.IGNORECASE)
# A relative the user writes this message for, the user's own doing: "I'm typing this for my nan", "(typing for my mum
# as her hands are bad)", "this is Priya writing on behalf of my dad", "I'm asking for my son, he's 7" (not "typing
# this for a neighbour", "asked me to type this for him", "asking for a friend").
KIN_WRITTEN_FOR = lazy_regex(r"\b(?:typing|writing|asking|messaging|texting|posting)(?: (?:this|it|these|on here))? "
                             r"(?:for|on behalf of) my " + _WHICH_ONE + r"(" + _KIN_WORDS + r"|grandmother|grandma|"
                             r"grandfather|grandpa|granny|gran|nan|nana|nanna|grandad|granddad|grandson|granddaughter|"
                             r"parents|stepdad|stepmum|stepmom|aunt|uncle)\b(?!-|'s|\u2019s)", re.IGNORECASE)
# What may come before such a doing: the user ("I'm", "I am just"), nothing but a bracket or a greeting's comma, or the
# user named ("this is Priya", "it's Tom").
WRITER_BEFORE = lazy_regex(r"(?:^|[(\-\u2014,:]\s*|\b(?:this is|it's|it is|here's) (?-i:[A-Z])[a-z]+\s+)$",
                           re.IGNORECASE)
ASKER_BEFORE = lazy_regex(r"\b(?:i'm|im|i am|i\u2019m)\s+(?:(?:just|only|actually|really)\s+)?$", re.IGNORECASE)
KIN_ALIASES = {"gf": "girlfriend", "bf": "boyfriend", "hubby": "husband", "fianc\u00e9": "fiance",
               "fianc\u00e9e": "fiancee", "baby boy": "son", "baby girl": "daughter"}
# What the household has, named first: "one cat", "two boys", "a second cat AND a rabbit" (not "two options").
HOUSEHOLD_OWN = lazy_regex(r"(?:(?:a|an|one|two|three|four|five|\d+|a second|another|a new) )?(?:[\w-]+ )?(?:"
                           # a pet named by two words: "a Saint Bernard", "a bearded dragon", "a leopard gecko"
                           + "|".join(sorted((name.replace("_", " ") for name in lx.PET_NAMES), key=len, reverse=True))
                           + "|" + _PET_WORDS + r"|rabbits|boys|girls|sons?|daughters?|kids?|children|twins)\b",
                           re.IGNORECASE)


# Animals kept, said with "keep" and no article: "I keep backyard chickens", "we keep a few goats".
KEPT_ANIMALS = lazy_regex(r"(?:also |still )?keep (?:(?:a few|a couple of|some|two|three|four|five|six|\d+) )?"
                          r"(?:backyard |pet |rescue )?(chickens|hens|ducks|goats|rabbits|fish|pigs|sheep|horses|"
                          # exotic kinds, by their kind ("I keep african fat tails", "I keep ball pythons")
                          r"(?:african |leopard |crested |ball |corn |hognose )?(?:geckos|fat tails|pythons|snakes|"
                          r"tortoises|lizards|iguanas|axolotls|tarantulas))\b"
                          r"(?! (?:away|off|out)\b)", re.IGNORECASE)
KEPT_KIND = {"hens": "chicken", "sheep": "sheep", "fish": "fish", "pythons": "snake", "ball pythons": "snake",
             "african fat tails": "gecko", "fat tails": "gecko"}


# A pet the user lives with: "share a tiny flat with a rescue greyhound called Tinta", "live alone with my cat".
HOME_WITH_PET = lazy_regex(r"(?:live|share (?:a|an|my|our|the) (?:[\w-]+ ){0,3}?(?:flat|house|apartment|home|place|"
                           r"room|studio|condo|cottage|cabin|bungalow|townhouse))(?: alone| here| there)? with "
                           r"(?:only |just )?"
                           r"(?:a|an|my|our|two|three|four|\d+) " + _WHICH_ONE + r"(" + _PET_WORDS + r")\b(?!-|'s)",
                           re.IGNORECASE)


# A relative who sends the user what they bring ("My grandmother sent me this letter", "My sister dropped this in the
# family group chat"): the text is theirs, that they are the user's relative is the user's own word.
KIN_SENT = lazy_regex(r"my " + _WHICH_ONE + r"(" + _KIN_WORDS + r"|grandmother|grandma|grandfather|grandpa|gran|nan|"
                      r"aunt|uncle|cousin|nephew|niece)(?: (?-i:[A-Z])[\w'-]*)? (?:just |finally |also )?"
                      r"(?:sent|texted|emailed|messaged|wrote|forwarded|dropped|posted|shared|showed) "
                      r"(?:me |us )?(?:this|these|the following|a|an)\b", re.IGNORECASE)

_GRAND_KIN = "granddaughters?|grandsons?|grandkids?|grandchildren|grandchild|nieces?|nephews?"
# A relative of the user's named with their first name, opening the clause: "My granddaughter Lily turns 6 next week",
# "my son Theo starts school on Monday" (the relative is the user's whenever the clause says what they do; not "my
# son Theo's teacher", whose clause is another's).
KIN_FIRST_NAMED = lazy_regex(r"my " + _WHICH_ONE + r"(" + _KIN_WORDS + "|" + _GRAND_KIN + r") (?-i:[A-Z][a-z]+)\b"
                             r"(?!'s|-)(?= (?:just |also |still )?(?-i:[a-z]))", re.IGNORECASE)
# The household's children, counted: "our 4 kids", "our two boys", "my husband and 7 kids", "my wife and three
# children" (not "our kids club", a name).
HOUSEHOLD_KIDS = lazy_regex(r"\b(?:our|my (?:wife|husband|partner|spouse|hubby) and) (?P<many>(?:\d{1,2}|two|three|"
                            r"four|five|six|seven|eight|nine|ten) )(?:(?:little|young|teenage|grown|twin) )?"
                            r"(?P<kids>kids|children|boys|girls|sons|daughters)\b"
                            r"(?! (?:club|menu|meal|section|zone|ministry)\b)",
                            re.IGNORECASE)
# Who a relative of the user's is, said by their name or their part first: "Farah is my sister", "Amma is my mum", "the
# bride is my little sister Jess", "and she's my twin" (not "Sam is my sister-in-law's son": someone else's, nor "Tamil
# is my mother tongue", a kin word naming something else; a friend or a boss said so stays the rules' own reading).
KIN_NAMED_FIRST = lazy_regex(r"(?:^|[,;]\s*|\band\s+)(?:(?-i:[A-Z])[\w'-]*|the [a-z]+|she|he)(?: is|['\u2019]s) my "
                             + _WHICH_ONE + r"(" + _KIN_WORDS + "|" + _GRAND_KIN + r"|grandmother|grandma|grandfather|"
                             r"grandpa|aunt|uncle|cousin)\b"
                             r"(?=\s*(?:$|[^\w\s'\u2019-]|(?-i:[A-Z])|(?:and|but|so|too|who|now|though)\b))",
                             re.IGNORECASE)
# A pet the user does something with: "hiking with my dog Juno", "on the road with my two cats" (not "with my dog's
# vet", "with my dog food").
WITH_MY_PET = lazy_regex(r"\bwith my " + _WHICH_ONE + r"(" + _PET_WORDS + r")\b(?!-|'s|\u2019s| (?:food|bowl|bed|"
                         r"crate|leash|toys?|vet|walker|sitter|insurance|treats|park)\b)", re.IGNORECASE)
# A relative the user sees, visits or calls, or has custody of: "I mostly want to see my grandson", "I visit my niece
# on Sundays", "I share custody of my son with his mom".
KIN_VISITED = lazy_regex(r"\b(?:see|visit|call|babysit|facetime|video[- ]call|spend time with|pick up|"
                         # a child or a relative done for, as the user plans it: "we want to get our baby baptized",
                         # "I need to enroll my son in swim lessons"
                         r"(?:get|take|bring|enroll|register|baptize|christen|send|drop off|surprise)(?= (?:my|our) )|"
                         r"(?:speak|talk) (?:(?-i:[A-Z])[a-z]+ )?(?:with|to)|"
                         r"(?:share|have|got|get) (?:joint |full |partial |shared |primary )?custody of) (?:my|our) "
                         + _WHICH_ONE + r"(" + _KIN_WORDS + "|" + _GRAND_KIN + r"|baby)\b(?!-|'s| (?:shower|food|"
                         r"formula|monitor|stuff|clothes|gear|things)\b)", re.IGNORECASE)
# Children the user (or the household) brings up or teaches at home: "We homeschool our two kids", "we're raising our
# son bilingual", "I'm raising my daughter alone" (not "raising money for my son's school").
KIN_RAISED = lazy_regex(r"(?:i|we)(?:'re| are|'m| am)? (?:(?:also|still|now|currently|basically) )?(raising|raise|"
                        r"homeschool(?:ing)?|home-school(?:ing)?) (?:my|our) (?:(?:two|three|four|five|little|young|"
                        r"own) )*(kids|children|son|sons|daughter|daughters|twins|boys|girls|stepson|stepdaughter)\b"
                        r"(?!-|'s)", re.IGNORECASE)
# Children taught at home, said without the word: "I'm teaching my kids at home in Spanish and English", "we teach our
# two boys from home"; or a child taken out of school for it: "I'm pulling her out of public school in January to
# teach her at home" (the user's or the household's; not "my sister teaches her kids at home").
TAUGHT_AT_HOME = lazy_regex(
    r"(?:i|we)(?:'re| are|'m| am)? (?:(?:also|still|now|currently|basically|going to|gonna) )?"
    r"(?:(?:teach(?:ing)?|school(?:ing)?) (?:my|our) (?:(?:two|three|four|five|six|little|young|own) )*"
    r"(kids|children|son|sons|daughter|daughters|twins|boys|girls)\b(?!-|'s)(?: [\w-]+){0,2}? (?:at|from) home\b"
    r"|(?:pull(?:ing)?|take|taking|took|pulled) (?:him|her|them|my \w+|our \w+) out of (?:[\w-]+ )?school\b"
    r"[^.!?]{0,40}? to (?:homeschool|home-school|teach (?:him|her|them) (?:at|from) home)\b)", re.IGNORECASE)
# Homeschooling given up by the user or the household: "we stopped homeschooling this year".
HOMESCHOOL_STOPPED = lazy_regex(r"(?:i|we)(?:'ve|'re| have| are)? (?:(?:just|finally|recently|officially) )?"
                                r"(?:stopped|quit|gave up|given up|done with) (?:homeschooling|home-schooling)\b",
                                re.IGNORECASE)
# A place, then an aside that it is where the user lives: "in Portland, where we live,", "Columbus area, where we live".
PLACE_WHERE_LIVE = lazy_regex(r"(?<![\w'])((?-i:[A-Z])[\w.'-]+(?:,? (?-i:[A-Z])[\w.'-]+){0,3})(?: area)?, "
                              r"where (?:i|we) (?:currently |now |still )?(?:live|reside)\b"
                              r"(?!\s+(?:if|when|would|next)\b)", re.IGNORECASE)

# Where the user grew up, said of a place in an aside: "moving back to Halifax, where I grew up", "Tulsa, where I was
# born and raised".
PLACE_WHERE_GREW_UP = lazy_regex(r"(?<![\w'])((?-i:[A-Z])[\w.'-]+(?:,? (?-i:[A-Z])[\w.'-]+){0,3})(?: area)?, "
                                 r"where i (?:grew up|was (?:born|raised|born and raised))\b", re.IGNORECASE)


# Living in a van, the user's or the household's: "I've been living full-time in my 2019 Sprinter", "we live in our
# van"; or van life named as the user's own: "vanlife means keeping my insulin cold", "I'm doing the van life thing".
_VAN = r"(?:van|vans|sprinter|promaster|vanagon|westfalia|campervan|camper van|skoolie)"
LIVING_IN_VAN = lazy_regex(r"(?:i|we)(?:'ve| have|'re| are|'m| am)? (?:(?:also|still|now|currently) )?(?:been )?"
                           r"(?:living|live|lived) (?:(?:full[- ]time|part[- ]time) )?in (?:my|our) "
                           r"(?:(?:19|20)\d\d |[\w-]+ ){0,2}" + _VAN + r"\b(?! (?:park|lot|driveway))",
                           re.IGNORECASE)
VAN_LIFE_OWN = lazy_regex(r"(?:(?:i|we)(?:'ve| have|'re| are|'m| am)? (?:(?:been|also|still|now|currently) )*"
                          r"(?:living|doing|into|in|started|love) (?:the )?van[ -]?life\b"
                          r"|(?:^|\band |, )van[ -]?life (?:means|has meant|makes|is)\b"
                          r"(?=[^.!?]{0,60}\b(?:my|me|i|myself)\b))",
                          re.IGNORECASE)

VAN_LIFE_WORD = lazy_regex(r"van[ -]?life", re.IGNORECASE)


def _van_life(text: str, low: str) -> list[Proposal]:
    """Living in a van, or van life said of the user's own (LIVING_IN_VAN, VAN_LIFE_OWN)."""
    if (m := LIVING_IN_VAN.search(text) or VAN_LIFE_OWN.search(text)) and (
            m.start() == 0 or not OTHER_SUBJECT.search(text, 0, m.start())):
        # said in the user's words, and only those (what van life means to them is no part of it: "keeping my
        # insulin cold")
        named = VAN_LIFE_WORD.search(m.group())
        said = f"User's {named.group()}" if named else f"User: {m.group().strip(', ')}"
        return [Proposal("user_model_attr", "activity:van_life", _sentence(said), confidence=0.55)]
    return []


def _condition_aided(text: str, low: str) -> list[Proposal]:
    """The condition an aid or a medicine is for, called the user's own (AID_FOR_MY_CONDITION)."""
    if (m := AID_FOR_MY_CONDITION.search(low)) and OWN_OR_HOUSEHOLD_CLAUSE.match(text):
        condition = m.group(1)
        key = "migraine" if condition.startswith("migraine") else condition.replace(" ", "_")
        return [Proposal("fact", f"health:{key}", _sentence(f"User has {condition}"), sensitivity="sensitive",
                         confidence=0.6)]
    return []


def _homeschooled(text: str, low: str) -> list[Proposal]:
    """Children taught at home, or homeschooling given up (TAUGHT_AT_HOME, HOMESCHOOL_STOPPED)."""
    if "home" in low and (m := TAUGHT_AT_HOME.match(text)):
        # "I'm teaching my kids at home": homeschooling, the user's (or the household's) pursuit, and the children
        who = "User's household" if low[:2] == "we" else "User"
        found = [Proposal("user_model_attr", "activity:homeschooling", _sentence(f"{who}: {m.group()}"),
                          confidence=0.55)]
        if said := (m.group(1) or "").lower():
            kin = CHILDREN[_singular(said)] if said in ("boys", "girls") else _kin(said)
            found.append(Proposal("relationship", f"family:{kin}", _sentence(f"User has {_a(said)}"), confidence=0.6))
        return found
    if "school" in low and (m := HOMESCHOOL_STOPPED.match(text)):
        who = "User's household" if low[:2] == "we" else "User"
        return [Proposal("user_model_attr", "activity:homeschooling", _sentence(f"{who}: {m.group()}"), "retract",
                         confidence=0.55)]
    return []


# The words KIN_VISITED's verbs open on, one of which is in the caseless clause wherever it matches (proved from its
# pattern by test_extract_kin_visited_hint): one case-sensitive search for them, where KIN_VISITED's case-blind one
# tries each verb at every position; three clauses in four that name a relative in passing have none.
KIN_VISITED_VERBS = ("see", "visit", "call", "babysit", "facetime", "video", "spend time with", "pick up", "get",
                     "take", "bring", "enroll", "register", "baptize", "christen", "send", "drop off", "surprise",
                     "speak", "talk", "share", "have", "got")
KIN_VISITED_HINT = lazy_regex(alternatives(KIN_VISITED_VERBS))


def _named_in_passing(text: str, low: str) -> list[Proposal]:
    kin = pet = None
    if "recover" in low and (m := MY_RECOVERY.search(low)):
        # "I got into the work after my own recovery from meth": the user's sobriety, their health
        return [Proposal("fact", "health:sobriety", _sentence(f"User's {text[m.start() + 3:m.end()]}"),
                         sensitivity="sensitive", confidence=0.55)]
    if (m := MY_CONDITION.search(low)) and not (m.start() and low[m.start() - 1] in "'\u2019"):
        # "Executive dysfunction is a big part of my autism", "because of my ADHD": a lasting condition the user
        # calls theirs, their health (not a passing state: "my anxiety about the exam")
        named = m.group(1).upper() if m.group(1) in ("adhd", "ocd", "ptsd") else m.group(1)  # initials: "ADHD"
        return [Proposal("fact", f"health:{m.group(1)}", _sentence(f"User has {named}"), sensitivity="sensitive",
                         confidence=0.6)]
    if ("typing" in low or "writing" in low or "asking" in low or "messaging" in low or "texting" in low
            or "posting" in low) and (m := KIN_WRITTEN_FOR.search(text)) and (
            USER_BEFORE.search(text, 0, m.start()) or WRITER_BEFORE.search(text, 0, m.start())) and not (
            m.group()[:6].lower() == "asking" and not ASKER_BEFORE.search(text, 0, m.start())):
        # "I'm typing this for my nan", "Priya writing on behalf of my dad": the relative is the user's ("asking for my
        # dad, he…" alone is the idiom of a question about someone else, "I'm asking for my son" the user's own)
        said = m.group(1).lower()
        return [Proposal("relationship", f"family:{_kin(KIN_ALIASES.get(said, said))}", _sentence(
            f"User has {said}" if said in ("kids", "children", "twins", "parents") else f"User has {_a(said)}"),
            confidence=0.6)]
    if (m := MY_AID_DOES.search(text)) and (key := _aid_key(m.group(1))).startswith("health:"):
        # "My upper denture clicks when I talk", "my hearing aids keep whistling": an aid the user calls theirs
        return [Proposal("fact", key, _sentence(f"User has {_a(m.group(1).lower())}" if not m.group(1).endswith("s")
                                                else f"User has {m.group(1).lower()}"),
                         sensitivity="sensitive", confidence=0.6)]
    if "my " in low and (sent := KIN_SENT.match(text)):
        # keyed as a later word for them lands ("my mom" is family:mother), said in the user's word
        said = sent.group(1).lower()
        key = _kin(KIN_ALIASES.get(said, said))
        return [Proposal("relationship", f"family:{key}", _sentence(f"User has {_a(said)}"), confidence=0.6)]
    if ("rais" in low or "school" in low) and (m := KIN_RAISED.match(text)):
        # "We homeschool our two kids": the children, and homeschooling the household's pursuit
        said = m.group(2).lower()
        kin = CHILDREN[_singular(said)] if said in ("boys", "girls") else _kin(said)
        found = [Proposal("relationship", f"family:{kin}", _sentence(f"User has {_a(said)}"), confidence=0.6)]
        if "school" in m.group(1).lower():
            verb, whom = m.group(1).lower(), re.sub(r"^ (?:my|our)\b", " their", m.group()[m.end(1):], flags=re.I)
            who = "User's household" if low[:2] == "we" else "User"
            found.append(Proposal("user_model_attr", "activity:homeschooling", _sentence(
                f"{who} is {verb}{whom}" if verb.endswith("ing") else f"{who} {verb}s{whom}"), confidence=0.55))
        return found
    if ("kid" in low or "child" in low or "boys" in low or "girls" in low or "sons" in low or "ghters" in low) and (
            m := HOUSEHOLD_KIDS.search(text)):
        # "my ex has our 4 kids", "me, my husband and 7 kids": the household's children, counted, are the user's (said
        # without their number, "my wife and kids love horses", "with the kids", MSC's annotators write of what they
        # do, not that the user has them)
        said = m.group("kids").lower()
        kin = CHILDREN.get(_singular(said), _kin(said))
        return [Proposal("relationship", f"family:{kin}", _sentence(f"User has {m.group('many')}{said}"),
                         confidence=0.6)]
    if (" is my " in low or "s my " in low) and (named := {
            m.group(1).lower(): text[m.end() - len(m.group(0).split(" my ", 1)[1]):m.end()]
            for m in KIN_NAMED_FIRST.finditer(text)}):
        # each one named so ("Amma is my mum, Farah is my sister and Bilal is my brother"), said as the user says them
        # ("User has an older sister")
        return [Proposal("relationship", f"family:{_kin(KIN_ALIASES.get(kin, kin))}", _sentence(
            f"User has {said}" if kin.endswith(("s", "ren")) else f"User has {_a(said)}"), confidence=0.6)
            for kin, said in named.items()]
    if (m := KIN_FIRST_NAMED.match(text)) or (
            KIN_VISITED_HINT.search(low if text.isascii() else caseless(text)) and (m := KIN_VISITED.search(text))
            and USER_BEFORE.search(text, 0, m.start())):
        # "My granddaughter Lily turns 6 next week", "I want to see my grandson": the relative, said as the user does
        said = m.group(1).lower()
        statement = f"User has {said}" if said in ("kids", "children", "twins") or said.endswith(("s", "ren")) else (
            f"User has {_a(said)}")
        key = "grandchild" if said.startswith(("grandkid", "grandchild")) else _kin(KIN_ALIASES.get(said, said))
        return [Proposal("relationship", f"family:{key}", _sentence(statement), confidence=0.6)]
    if ("care" in low or "after" in low or "with" in low) and (m := CARES_FOR.search(text)) and (
        CARE_VERB.match(m.group()) and USER_BEFORE.search(text, 0, m.start())
    ):
        # "I live with my mom", "to take care of my grandma": in the user's own words, as they do it
        said = m.group()
        said = f"is {third_person_possessive(said)}" if said.split(" ", 1)[0].endswith("ing") else third_person(said)
        return [Proposal("relationship", f"family:{_kin(KIN_ALIASES.get(m.group(1).lower(), m.group(1)))}",
                         _sentence(f"User {said}"), confidence=0.6)]
    if " who" in low and (m := KIN_WHO.search(text)) and not (m.start() and text[m.start() - 1] in "'\u2019"):
        # "I'm going with my girlfriend who has never camped", "my brother, who's a surgeon": a relative of the user's,
        # said by what the clause tells of them
        kin = m.group(1)
    elif "like my " in low and (m := LIKE_MY_KIN.match(text)):
        # "Unlike my dad, who was a Ford man, I drive a Tacoma", "Like my mom, I hate cilantro": the relative the user
        # sets themselves beside is theirs
        kin = m.group(1)
    elif (m := WITH_KIN.match(text) or BORN_TO.match(text)) or (
        ("care" in low or "after" in low or "attorney" in low or "with" in low or "guardian" in low)
        and (m := CARES_FOR.search(text))
    ):
        kin = m.group(1)
    elif (" for " in low or "only " in low or "just " in low) and (m := PET_AFTER.search(text)):
        pet = m.group(1)
    elif "with my" in low and (m := WITH_MY_PET.search(text)) and (
            OWN_OR_HOUSEHOLD_CLAUSE.match(text) or OBSESSED.match(text)) and not (
            OTHER_SUBJECT.search(text, 0, m.start())):
        # ("obsessed with my rescue greyhound Pickles": a liking said as chat does, its "I'm" left out, is the user's)
        # "I've been living in my van for two years now with my dog Juno": the user's pet, along with them
        pet = m.group(1)
    elif ("he" in low or " is " in low) and (m := PET_IS_MINE.search(text)):
        if (name := m.group("name")) and name.lower() not in ("he", "she"):
            # "Pepper is our cat": said with its name
            return [Proposal("relationship", f"pet:{_pet(m.group('pet'))}",
                             _sentence(f"{name} is the user's {m.group('pet').lower()}"), confidence=0.6)]
        pet = m.group("pet")
    elif "'s" in low and (m := KIN_OWNS.search(text)) and (OWN_OR_HOUSEHOLD_CLAUSE.match(text) or FOR_KINS.match(text)):
        # "We're moving next month for my husband's job": a relative by what is theirs, in a clause of the user's
        # whose plans are the moment's
        kin = m.group(1)
    if kin:
        said = kin.lower()
        statement = f"User has {said}" if said in ("kids", "children", "twins") else f"User has {_a(said)}"
        return [Proposal("relationship", f"family:{_kin(KIN_ALIASES.get(said, said))}", _sentence(statement),
                         confidence=0.6)]
    if not pet:
        return []
    # keyed by its kind whatever its breed ("my lab Max" is pet:dog), said in the user's word
    return [Proposal("relationship", f"pet:{_pet(pet)}", _sentence(f"User has {_a(pet.lower())}"), confidence=0.6)]


# An operation the user had, by what was done to which part ("a hip replacement", "knee reconstruction", "ACL surgery",
# "a kidney transplant") or by its own name ("gastric sleeve surgery", "an appendectomy"); searched lowercased.
_OPERATED = (r"heart|kidney|liver|lung|cornea|corneal|spinal|spine|gallbladder|bladder|brain|bariatric|weight loss|"
             r"weight-loss|cataract|rotator cuff|wisdom tooth|wisdom teeth|jaw|sinus|"
             + "|".join(sorted(lx.BODY_PARTS | lx.LIGAMENTS, key=len, reverse=True)))
# (a spine's level said first: "an L4-L5 spinal fusion", "a C5/C6 fusion")
_PROCEDURE = (r"(?:[lcts]\d{1,2}(?:[-/][lcts]?\d{1,2})? )?"
              r"(?:(?:total|partial|double|full|major|minor|emergency|open|elective|left|right) )*(?:(?P<named>"
              + "|".join(sorted((p.replace("_", " ") for p in lx.PROCEDURES), key=len, reverse=True))
              + r")(?: surgery)?|(?P<part>" + _OPERATED + r") (?P<head>" + "|".join(sorted(lx.PROCEDURE_HEADS))
              + r"))\b(?! (?:team|surgeon|doctor|nurse|unit|ward|clinic|center|centre|list|waiting|patients?)\b)")
# Had by the user: "I had a hip replacement last year", "I'm 61 and had gastric sleeve surgery in 2019", "after my knee
# reconstruction", "recovering from ACL surgery" (not "my dad had a hip replacement", "I had my knee surgery
# cancelled" is still had, "a screen replacement" is none).
PROCEDURE_HAD = lazy_regex(r"(?:^(?:i(?:'ve| have)? |i'm [^,;]{1,40}? and )(?:(?:just|also|recently|already|since) )*"
                           r"had (?:an? )?|\b(?:since|after|from) my |^i'm (?:still |slowly )?recovering from "
                           r"(?:an? |my )?)" + _PROCEDURE)
_PROCEDURE_HINTS = ("surgery", "replace", "reconstruct", "transplant", "ectomy", "bypass", "sleeve", "lasik", "fusion",
                    "section", "lap band", "fused", "ostomy")
# The same said of the part it was done to: "Had my left knee replaced last year", "I had my hip resurfaced", "I've
# had my L4-L5 fused" (not "had my phone screen replaced", "my dad had his knee replaced").
PART_OPERATED_ON = lazy_regex(r"^(?:i(?:'ve| have)? )?(?:(?:just|also|recently|already|finally) )*had my "
                              r"(?:(?:left|right|other|bad) )?(?P<part>" + _OPERATED + r") "
                              r"(?P<done>replaced|reconstructed|fused|transplanted)\b")
_PART_DONE_HEADS = {"replaced": "replacement", "reconstructed": "reconstruction", "fused": "fusion",
                    "transplanted": "transplant"}


# A fear of doing anything at all, which is how the user feels now: "scared of eating anything", "afraid of doing
# something wrong" (not "scared of flying", a kind of thing).
FEARED_NOW = lazy_regex(r"^\w+ing (?:\w+ )?(?:anything|everything|something|stuff)\b", re.IGNORECASE)
# A condition keyed by its full name whatever short name it is said by ("I have Crohn's" is "Crohn's disease").
CONDITION_KEYS = {"crohn's": "crohns_disease", "crohns": "crohns_disease", "crohn": "crohns_disease",
                  "health:crohns": "health:crohns_disease", "health:crohn_s": "health:crohns_disease",
                  "health:crohn": "health:crohns_disease", "health:crohn_s_disease": "health:crohns_disease"}
# An organ the user had taken out (searched lowercased): "2 weeks after getting my gallbladder out", "I had my appendix
# removed", "got my tonsils taken out" (not "my dad had his gallbladder out", "had my wisdom teeth checked").
ORGAN_OUT = lazy_regex(r"\b(?:i(?:'ve| have)? )?(?:(?:just|recently|finally) )*(?:had|got|getting|having|gotten) my "
                       r"(gallbladder|appendix|tonsils|adenoids|spleen|thyroid|uterus|ovaries|ovary|wisdom teeth|"
                       r"kidney|colon) (?:out|removed|taken out)\b")


def _procedure_had(text: str, low: str) -> list[Proposal]:
    """An operation the user had (PROCEDURE_HAD), their health: keyed by its name or by what was done to which part."""
    if (" out" in low or "removed" in low) and (out := ORGAN_OUT.search(low)):
        # "after getting my gallbladder out": the organ's removal, the user's health
        said = (text if len(text) == len(low) else low)[:out.end()]
        said = f"User {third_person(said[2:])}" if said[:2] in ("I ", "i ") else (
            f"User: {third_person_possessive(said)}")
        return [Proposal("fact", f"health:{topic_slug(out.group(1))}_removal", _sentence(said),
                         sensitivity="sensitive", confidence=0.6)]
    if not any(hint in low for hint in _PROCEDURE_HINTS):
        return []
    if (done := PART_OPERATED_ON.match(low)) and (part := _singular(done.group("part"))):
        # "had my left knee replaced" is a knee replacement had, keyed as "I had a knee replacement" is
        head = _PART_DONE_HEADS[done.group("done")]
        said = (text if len(text) == len(low) else low)[low.find("had my ", done.start()) + 7:done.end()]
        return [Proposal("fact", f"health:{topic_slug(part)}_{head}", _sentence(f"User had their {said}"),
                         sensitivity="sensitive", confidence=0.6)]
    if not (m := PROCEDURE_HAD.search(low)):
        return []
    # (an operation named only as surgery on a part is keyed by the part, as the part's trouble is: "health:back")
    part, head = m.group("part"), m.group("head")
    key = m.group("named") or (part if head == "surgery" else f"{part}_{head}")
    start = m.start("named") if m.group("named") else m.start("part")
    said = (text if len(text) == len(low) else low)[start:m.end()]
    said = said if said.endswith("surgery") else _a(said)  # "User had knee surgery", "User had a hip replacement"
    return [Proposal("fact", f"health:{topic_slug(key) or key}", _sentence(f"User had {said}"),
                     sensitivity="sensitive", confidence=0.6)]


# A recovery from an addiction called the user's own in passing (searched lowercased): "after my own recovery from
# meth", "my recovery from alcoholism" (not "my recovery from surgery").
MY_RECOVERY = lazy_regex(r"\bmy (?:own )?recovery (?:from|in) (?:an? )?(?:alcohol(?:ism)?|drinking|drugs?|gambling|"
                         r"opioids?|opiates?|heroin|meth|cocaine|crack|"
                         r"(?:drug |alcohol |gambling |opioid )?addiction)\b")
# A lasting condition called the user's own in passing: "part of my autism", "my ADHD brain", "my plantar fasciitis
# is killing me", "my sciatica flared up again" (searched lowercased). (Not one a device or a medicine is for, "an
# inhaler for my asthma", which the device's own rule keys.) Its word boundary is looked behind for once an "m" is
# found, as MY_HINT's is (opening on \b, it was tried at every position: three times as long).
MY_CONDITION = lazy_regex(r"m(?<=\bm)y (autism|adhd|dyslexia|dyspraxia|dyscalculia|dysgraphia|ocd|ptsd|narcolepsy|"
                          r"tinnitus|plantar fasciitis|sciatica|arthritis|fibromyalgia|tendonitis|tendinitis|bursitis|"
                          r"gout|endometriosis|psoriasis|eczema|sleep apnea|scoliosis|vertigo)\b"
                          r"(?! (?:diagnosis|assessment|evaluation|test|screening) (?:is|was) (?:negative|pending))")


# A lasting condition an aid or a medicine is for, called the user's own (searched lowercased): "a CPAP for my sleep
# apnea", "my inhaler for my asthma", "meds for my migraines".
AID_FOR_MY_CONDITION = lazy_regex(r"\bfor my (sleep apnea|asthma|epilepsy|copd|migraines?|"
                                  r"eczema|psoriasis|rheumatoid arthritis)\b")


# A favorite named before it is called one: "Pizza is my favorite food", "call of duty is my favorite game", "Tacos
# are my favorite", after a comma too ("I like music, aerosmith is my favorite band"). What is named must be a thing
# of its own: "it", "that", "they", "mine" or "everything" point at or cover something the clause does not name.
# Only "is" and "are": "was my favorite" is a past one ("the first one was my favorite").
FAVORITE_NAMED = lazy_regex(
    r"(?:^|,\s+)(?:(?:and|but|so|oh|well)\s+)?([\w'&-]+?(?:\s+[\w'&-]+){0,5}?)(?:\s+(is|are)|('s))\s+"
    r"(?:(?:also|definitely|probably|still|always|easily|totally|by far)\s+)?(one of\s+)?my\s+"
    r"(?:(?:all[- ]time|absolute|very|most|personal|top)\s+)?(?:favou?rites?|faves?)((?:\s+[\w'-]+){0,4})$",
    re.IGNORECASE,
)
# What ends the kind of favorite: a filler ("too", "by far") or a reason or aside after it ("... since they're so
# pretty", "... as a vegan").
FAVORITE_TAIL = lazy_regex(r"\s+(?:since|because|as|when|if|but|and|so|though|although|actually|really)\b.*$"
                           r"|(?:\s+(?:too|also|as well|by far|ever|of all(?: time)?|for sure|now|lol|haha\w*))+$",
                           re.IGNORECASE)
NOT_NAMED = frozenset("it that this they those these there which what who everything anything nothing something "
                      "mine yours all both one none each either neither whatever whichever he she".split())


def _favorite_named(text: str) -> Proposal | None:
    """ "Pizza is my favorite food": the user's favorite food, keyed like "my favorite food is pizza"."""
    if not (m := FAVORITE_NAMED.search(text)):
        return None
    named, verb, one_of = m.group(1), (m.group(2) or "is").lower(), bool(m.group(4))
    what = FAVORITE_TAIL.sub("", m.group(5)).strip()
    if _words(named)[0] in NOT_NAMED or unresolved(named) or set(_words(named)) & {"your", "his", "her", "their", "i"}:
        return None
    slug = topic_slug(what) if what else ""
    if one_of:
        # one of several is a liking, not the favorite: it does not supersede "my favorite food is pizza"
        liked = topic_slug(named)
        said = _sentence(f"User's favorite {what} include {named}" if what else f"User's favorites include {named}")
        return Proposal("preference", f"preference:{liked}", said, confidence=0.6) if liked else None
    slug = slug or topic_slug(named)
    said = _sentence(f"User's favorite {what} {verb} {named}" if what else f"User's favorite: {named}")
    return Proposal("preference", f"favorite:{slug}", said, confidence=0.6) if slug else None


# The favorite the user gives right after asking the listener theirs: "What is your favorite season? Mine is winter!",
# "whats your fave cartoon mine is mickey mouse".
FAVORITE_ANSWERED = lazy_regex(
    r"\byour (?:all[- ]time )?(?:favou?rite|fave) ((?:[\w'-]+ ){0,3}[\w'-]+)\s*(?:\?\s*|\s+)(?:and\s+)?"
    r"mine (is|are|'s) ([^.!?\n,;]{1,60})",
    re.IGNORECASE,
)

SAID_AROUND = lazy_regex(r"\b(?:asked|asks|said|says|told|tells|wondered|wrote|texted)\b", re.IGNORECASE)


def _favorite_answered(text: str) -> list[tuple[Proposal, str]]:
    out = []
    regions = ForeignRegions.of(text)
    for m in FAVORITE_ANSWERED.finditer(text):
        what, verb = m.group(1), "is" if m.group(2) == "'s" else m.group(2).lower()
        answer = FAVORITE_TAIL.sub("", _phrase(m.group(3))).strip()
        words = set(_words(answer))
        around = SAID_AROUND.search(text, max(0, m.start() - 40), min(len(text), m.end() + 40))
        if not answer or unresolved(answer) or words & lx.HEDGES or "secret" in words or around or regions.touch(
            m.start(), m.end()
        ):
            continue  # "Mine is it", "Mine is probably winter", "my sister asked what is your favorite ..."
        if slug := topic_slug(what):
            said = _sentence(f"User's favorite {what} {verb} {answer}")
            out.append((Proposal("preference", f"favorite:{slug}", said, confidence=0.6), m.group()))
    return out


# An allergy said as the reason the user keeps away from a thing, its object left to the clause before: "I'd never
# own a cat — I'm way too allergic", "No shellfish for me, I'm allergic", "I can't have dairy; I'm severely allergic".
# The thing is the user's to avoid, and the allergy theirs ("my son is allergic" is his).
_ALLERGENS = "|".join(sorted({*lx.PETS, *"""peanut peanuts nut nuts shellfish shrimp prawns dairy milk egg eggs gluten
    wheat soy sesame fish bee bees wasps latex penicillin pollen strawberries""".split()}, key=lambda w: (-len(w), w)))
SUPPOSED_BEFORE = lazy_regex(r"\b(?:if|unless|whether|suppose|imagine|what if|wish|hope|pretend)\b[^.!?\n]*$",
                             re.IGNORECASE)
ALLERGIC_REASON = lazy_regex(
    r"(?:\b(?P<neg>never|not|don't|dont|do not|can't|cant|cannot|couldn't|won't|wouldn't|avoid|stay away from|"
    r"keep away from|no)\b(?:\s+[\w']+){0,3}?\s+)?(?:a |an |any |the |more )?\b(?P<thing>" + _ALLERGENS + r")\b(?!')"
    r"[^.!?\n]{0,30}?(?:(?P<reason>\s*[\u2014\u2013;:]\s*|\s+-\s+|,\s*)(?:because |since |as |cause |cuz )?"
    r"|(?:,\s*|\s+)but\s+)"
    r"i(?:'m| am|m) (?:(?:way|far|so|too|very|really|severely|extremely|deathly|super|badly|horribly|quite|"
    r"seriously) )*allergic\b(?:\s+to\s+(?:them|it|those|these)\b)?(?!\s+to\b)", re.IGNORECASE)
MASS_ALLERGENS = frozenset("shellfish dairy milk gluten wheat soy sesame fish latex penicillin pollen".split())
# A question in the rest of its sentence, or a hedge said of the clause right after it ("..., I think", "maybe").
HEDGED_AFTER = lazy_regex(r"[^.!?\n]{0,80}?\?|[\s,]*+(?:i think|i guess|i believe|i suppose|maybe|probably|perhaps|"
                          r"(?:i'm )?not sure|or something|i hope|hopefully|kind of|sort of|kidding|jk)\b",
                          re.IGNORECASE)


def _allergy_reason(text: str) -> list[tuple[Proposal, str, int]]:
    out = []
    regions = ForeignRegions.of(text)
    for m in ALLERGIC_REASON.finditer(text):
        # kept away from ("never own a cat — I'm allergic"), or wanted but for it ("I'd love a dog but I'm allergic")
        kept_away = m.group("reason") is None or m.group("neg") is not None
        if not kept_away or regions.touch(m.start(), m.end()) or HEDGED_AFTER.match(text, m.end()) or (
                SUPPOSED_BEFORE.search(text, max(0, m.start() - 30), m.start())):
            continue
        thing = m.group("thing").lower()
        if thing not in MASS_ALLERGENS and not thing.endswith("s"):
            thing = thing[:-1] + "ies" if thing.endswith("y") else thing + "s"
        said = _sentence(f"User is allergic to {thing}")
        allergy = Proposal("fact", f"health:allergy:{_singular(thing)}", said, sensitivity="sensitive")
        out.append((allergy, m.group(), m.start()))
    return out


# A language named, then called the user's own in the next breath: "Spanish, please. It's my first language", "I
# grew up with Tagalog — it's my native tongue".
LANGUAGE_POINTED = lazy_regex(
    r"\b(?P<language>" + _LANGUAGES + r")\b[^.!?\n]{0,40}?(?:[.!;,:\u2014\u2013]|\s-)\s*(?:and\s+|but\s+)?"
    r"(?:it's|it is|its|that's|that is)\s+(?:also\s+|actually\s+|still\s+)?my\s+(?P<which>first|native|mother|home)"
    r"\s+(?:language|tongue)\b(?!\s+(?:class|course|app|teacher|school|exchange|lesson|partner)\b)", re.IGNORECASE)


def _language_pointed(text: str) -> list[tuple[Proposal, str, int]]:
    out = []
    regions = ForeignRegions.of(text)
    for m in LANGUAGE_POINTED.finditer(text):
        if _asked_after(text, m.end()) or regions.touch(m.start(), m.end()) or (
                HEDGED_AFTER.match(text, m.end()) or SAID_AFTER.match(text, m.end())):
            continue
        language, which = m.group("language"), m.group("which").lower()
        said = _sentence(f"{language.capitalize()} is the user's {which} "
                         f"{'tongue' if m.group().lower().endswith('tongue') else 'language'}")
        spoken = Proposal("user_model_attr", f"language:{language.lower()}", said, confidence=0.6)
        out.append((spoken, m.group(), m.start()))
    return out


# -- a bare answer to what the assistant just asked --------------------------------------------------------------
# "To build the plan I need your age, any injuries, and what equipment you have." "41, bad left knee from an old ACL
# tear, and just a set of adjustable dumbbells in the garage." The user's reply names values without saying what
# they are; the assistant's question, just before it, says which. Only the question's frame is taken from it: what
# forms is said in the user's own words, judged as the clause it completes ("I'm 41", "I have a bad left knee ..."),
# and evidenced by them. What the question asks is found by what it names, in the order named.
ASKED_SLOTS = (
    ("age", lazy_regex(r"\byour age\b|\bhow old are you\b", re.IGNORECASE)),
    ("job", lazy_regex(r"\bwhat do you (?:currently |still )?do(?: for (?:work|a living))?\b"
                       r"|\byour (?:current )?(?:job|occupation|profession|line of work)\b", re.IGNORECASE)),
    ("injury", lazy_regex(r"\binjur(?:y|ies)\b|\b(?:health|medical) (?:conditions?|issues?|problems?)\b",
                          re.IGNORECASE)),
    ("equipment", lazy_regex(r"\b(?:equipment|gear)\b[^.?!]{0,20}\byou (?:have|own|'ve got|already have)\b"
                             r"|\byour (?:equipment|gear)\b|\b(?:equipment|gear) (?:available|on hand)\b",
                             re.IGNORECASE)),
    ("device", lazy_regex(r"\b(?:which|what) (?:phone|laptop|computer|tablet|device)\b[^.?!]{0,30}"
                          r"\b(?:are you (?:on|using)|do you (?:have|use|own)|you(?:'re| are) (?:on|using)|is yours)\b",
                          re.IGNORECASE)),
    ("vehicle", lazy_regex(r"\b(?:which|what) (?:car|vehicle)\b[^.?!]{0,30}\b(?:do you (?:have|drive|own)"
                           r"|are you driving|you drive)\b|\bwhat do you drive\b", re.IGNORECASE)),
    ("pets", lazy_regex(r"\b(?:do you have|have you got|any) (?:any )?pets\b", re.IGNORECASE)),
    # "Do you have kids or pets I should plan around?": either answers it ("dog", "two kids")
    ("kids_or_pets", lazy_regex(r"\b(?:do you have|have you got|any) (?:any )?(?:(?:kids|children) (?:or|and|/) "
                                r"(?:any )?pets|pets (?:or|and|/) (?:any )?(?:kids|children))\b", re.IGNORECASE)),
    # the shoe named, a bare number answers it ("what's your shoe size?" "11.5"); "what size?" wants a width
    ("named_shoe_size", lazy_regex(r"\bshoe size\b|\bsize (?:shoe|shoes)\b", re.IGNORECASE)),
    ("shoe_size", lazy_regex(r"\bwhat (?:shoe )?size\b|\byour (?:shoe )?size\b", re.IGNORECASE)),
    ("kids", lazy_regex(r"\bhow many (?:kids|children) do you have\b|\b(?:do you have|have you got) (?:any )?"
                        r"(?:kids|children)\b(?! (?:or|and|/) (?:any )?pets\b)", re.IGNORECASE)),
    # what the user eats: "Any dietary restrictions I should know about?" "pescatarian"
    ("diet", lazy_regex(r"\bdietary (?:restrictions?|requirements?|needs|preferences?)\b|\b(?:do you|are you on|"
                        r"do you follow) (?:a |any )?(?:special |particular )?diet\b", re.IGNORECASE)),
    # where the user lives: "Where are you based?" "Glasgow" (not where they are from, or going)
    # (not "What city are you in?": where the user is now may be a visit)
    ("home", lazy_regex(r"\bwhere (?:are you (?:based|located|living)|do you (?:live|stay)|is home)\b"
                        r"|\bwhat (?:city|town|country) (?:are you based in|do you live in)\b", re.IGNORECASE)),
    # how long the user has done what they do: "how many years have you been nursing?" "12"
    ("years_doing", lazy_regex(r"\bhow (?:many years|long) have you been (?P<doing>[a-z]+ing)\b", re.IGNORECASE)),
    # what the user practices or plays now: "what are you practicing now?" "piano"
    ("playing", lazy_regex(r"\bwhat (?:instrument )?(?:are you|do you) (?:practi[cs]ing|play(?:ing)?|learning)"
                           r"(?: now| these days| currently)?\s*\?", re.IGNORECASE)),
    # a spouse the question offers to choose: "is the gift for a husband, wife, or partner?" "husband"
    ("spouse", lazy_regex(r"\bfor (?:a |your )?(?:husband|wife|partner|boyfriend|girlfriend)(?:,? (?:or )?(?:a |your )?"
                          r"(?:husband|wife|partner|boyfriend|girlfriend)){1,3}\b", re.IGNORECASE)),
    ("reply_language", lazy_regex(r"\b(?:which|what) language\b[^.?!]{0,40}\b(?:reply|respond|answer|write|"
                                  r"talk|use)\b", re.IGNORECASE)),
)
# Where the assistant asks: a sentence with a question mark, or one that says what it needs.
ASKING = lazy_regex(r"[^.?!\n]*(?:\?|\b(?:i need|i'll need|tell me|let me know|share)\b[^.?!\n]*)", re.IGNORECASE)
# A reply that says no, or holds for this once, answers nothing lasting ("no", "just for this one, yeah").
NO_ANSWER = lazy_regex(r"^\W*(?:no|nope|nah|none|not|never|n/a)\b|\b(?:for (?:this|that) one|this once|this time|"
                       r"for now|today|tonight)\b", re.IGNORECASE)
ANSWER_LEAD = lazy_regex(r"\s*(?:(?:yes|yeah|yep|yup|sure|ok|okay|um+|uh+|just|only|and|so|well|oh)\b[\s,.!:-]*)+",
                         re.IGNORECASE)
ANSWER_ITEM = lazy_regex(r"[^,;]+")
AGE_ANSWERED = lazy_regex(r"(\d{1,2})(?:\s*(?:years old|yrs old|yo|y/o))?", re.IGNORECASE)
KIDS_ANSWERED = lazy_regex(r"\b(one|two|three|four|five|\d)\b.{0,40}?\b(boys?|girls?|sons?|daughters?)\b",
                           re.IGNORECASE)
ANSWER_KINDS = {"job": ("occupation",), "injury": ("health:",), "equipment": ("possession:", "device:", "vehicle:"),
                "device": ("device:",), "vehicle": ("vehicle:",), "pets": ("pet:",),
                "kids_or_pets": ("pet:", "family:"), "diet": ("diet",), "home": ("location:home",),
                "years_doing": ("experience:",), "playing": ("activity:",), "spouse": ("family:",)}
# The clause a bare answer completes, for a slot the reply is read through the rules with: "pescatarian" to "Any
# dietary restrictions?" is "I'm pescatarian"; "12" to "how many years have you been nursing?" is "I've been nursing
# for 12 years".
ANSWER_CLAUSES = {"diet": "I'm {}", "home": "I'm based in {}", "years_doing": "I've been {doing} for {} years",
                  "playing": "I play {}", "spouse": "my {} and I"}
# The option a bare answer picks, of those the question offers: "husband" to "a husband, wife, or partner?".
OFFERED_SPOUSES = frozenset("husband wife partner boyfriend girlfriend".split())
# A question whether the user still does what they were said to do, and what: "You mentioned guitar before — still
# playing that?", "Still playing the cello?". A "no" to it takes the pastime back.
STILL_DOING = lazy_regex(r"\bstill (?P<verb>playing|practi[cs]ing|doing|learning)(?: (?:the )?(?P<named>[a-z]+))?"
                         r"\s*\?", re.IGNORECASE)
MENTIONED_BEFORE = lazy_regex(r"\byou (?:mentioned|said|told me(?: about)?) (?:the |your )?(?P<named>[a-z]+)\b",
                              re.IGNORECASE)
SAYS_NO = lazy_regex(r"\W*(?:no|nope|nah|not anymore|not really|no longer|i quit|i stopped|quit|stopped)\b\W*$",
                     re.IGNORECASE)
# "Is English your first language?" "no. portuguese": the language the reply names instead (or the one asked, "yes").
FIRST_LANGUAGE_ASKED = lazy_regex(r"\b(?:is (?P<asked>[a-z]+) your (?:first|native|main|mother) (?:language|tongue)"
                                  r"|what(?:'s| is) your (?:first|native|mother) (?:language|tongue))\b",
                                  re.IGNORECASE)


# A question about what the user would, will or once did have is none about what they have now.
NOT_NOW_ASKED = lazy_regex(r"\b(?:plan(?:ning)? (?:to|on)|want(?:ing)? to|(?:get|getting) (?:a|an|any|some|more)|"
                           r"thinking (?:of|about)|considering|adopt|adopting|would|will|might|hoping|ever|in the past|"
                           r"previously|used to|before|if)\b", re.IGNORECASE)


# Someone the assistant asks about who is not the user: "your son's training plan", "does your client have", "for
# her". A question naming one asks about them, and so does one with no "you" in a message that names one.
OTHERS_ASKED = lazy_regex(r"\b(?:your|the|his|her|their) (?:(?:little|older|younger|elder|oldest|youngest|new) )?"
                          r"(?:son|daughter|kids?|child|children|wife|husband|partner|boyfriend|girlfriend|mom|mother|"
                          r"dad|father|parents?|brother|sister|grandma|grandmother|grandpa|grandfather|friend|client|"
                          r"patient|student|athlete|baby|toddler|teen|teenager|dog|cat|pet|team|player|guest)s?\b"
                          r"|\bfor (?:him|her|them)\b|\b(?:does|did|has|is|was) (?:he|she|they)\b", re.IGNORECASE)
YOU_ASKED = lazy_regex(r"\b(?:you|your|yours|u|ur)\b", re.IGNORECASE)


def asked_slots(asked: str) -> list[str]:
    """What the assistant's message asks the user for, in the order it asks (not what it asks of someone else)."""
    found: list[tuple[int, str]] = []
    asked = asked[-600:]
    others_named = OTHERS_ASKED.search(asked) is not None
    for question in ASKING.finditer(asked):
        if others_named and (OTHERS_ASKED.search(question.group()) or not YOU_ASKED.search(question.group())):
            continue
        not_now = NOT_NOW_ASKED.search(question.group()) is not None
        for slot, pattern in ASKED_SLOTS:
            if (not_now and slot not in ("reply_language", "shoe_size")) or slot in {s for _, s in found}:
                continue
            if m := pattern.search(question.group()):
                found.append((question.start() + m.start(), slot))
    slots = [slot for _, slot in sorted(found)]
    if "named_shoe_size" in slots or "kids_or_pets" in slots:
        # the narrower question asks it once: "what's your shoe size?" is no dress size too
        slots = [slot for slot in slots if slot not in SUBSUMED_SLOTS]
    return slots


SUBSUMED_SLOTS = frozenset(("shoe_size", "kids", "pets"))

# Where a bare reply's first sentence ends: not at a decimal point ("11.5 wide").
ANSWER_STOP = lazy_regex(r"[!?\n;]|\.(?!\d)")


def _answered(asked: str, text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """What a bare reply (no clause of its own in its first sentence) says in answer to the question before it."""
    if ("till " in asked or "language" in asked or "tongue" in asked) and (said := _answered_no(asked, text, rules)):
        return said
    slots = asked_slots(asked)
    first = ANSWER_STOP.search(text)
    reply = text[: first.start() if first else len(text)]
    if not slots or not reply.strip() or "?" in text[: first.end() if first else len(text)] or (
            NO_ANSWER.search(reply) or FIRST_PERSON_CLAUSE.match(reply.strip())
            or set(_words(reply.lower())) & lx.HEDGES):
        return []
    if "kids" in slots:  # "two, both girls, 6 and 9": how many children, and which (their ages are theirs)
        kids = KIDS_ANSWERED.search(reply)
        if not kids or re.search(r"\b(?:my|his|her|their|our|your)\b", reply, re.IGNORECASE):
            return []
        kin = CHILDREN.get(_singular(kids.group(2).lower()), _singular(kids.group(2).lower()))
        said = _sentence(f"User has {kids.group(1)} {kids.group(2)}")
        return [(Proposal("relationship", f"family:{kin}", said), reply.strip())]
    items = []
    for item in ANSWER_ITEM.finditer(reply):
        start, end = item.start(), item.end()
        if lead := ANSWER_LEAD.match(reply, start):
            start = lead.end()
        value = reply[start:end].strip()
        if value and value.lower() not in ("please", "thanks", "thank you", "ty"):
            items.append((value, reply.index(value, start)))
    if len(slots) > 1 and len(items) != len(slots):
        return []  # which value answers which question is not clear
    pairs = list(zip(slots, items, strict=False)) if len(slots) > 1 else [(slots[0], (v, at)) for v, at in items[:1]]
    out: list[tuple[Proposal, str]] = []
    for slot, (value, _) in pairs:
        if len(value.split()) > 10 or re.search(r"\b(?:my|his|her|their|our|your)\b", value, re.IGNORECASE):
            continue  # a clause, or someone else's ("for my brother")
        if slot == "named_shoe_size":
            if re.fullmatch(rf"(?:size )?{_SHOE_NUMBER}(?: (?:wide|narrow|extra wide|extra-wide))?", value, re.I):
                out.append((Proposal("user_model_attr", "size:shoe", _sentence(f"User: {value}"),
                                     confidence=0.6), value))
        elif slot in ANSWER_CLAUSES:
            out.extend((p, value) for p in _answer_clause(slot, value, asked, rules))
        elif slot == "shoe_size":
            # "11.5 wide" to "What size would you like?": a width says it is a shoe (a dress size has none)
            if SIZE_ANSWERED.fullmatch(value) or SHOE_SIZE.fullmatch(value):
                out.append((Proposal("user_model_attr", "size:shoe", _sentence(f"User is {value}"), confidence=0.6),
                            value))
        elif slot == "age":
            if (m := AGE_ANSWERED.fullmatch(value)) and 13 <= int(m.group(1)) <= 99:
                out.append((Proposal("user_model_attr", "age", _sentence(f"User is {m.group(1)} years old")), value))
        elif slot == "reply_language":
            if value.lower() in lx.LANGUAGES:
                said = _sentence(f"User prefers {value}")
                out.append((Proposal("preference", "preference:language", said, confidence=0.6), value))
        else:
            clause = f"I'm {_a(value)}" if slot == "job" else f"I have {value}" if (
                re.match(r"(?:a|an|the|one|two|three|four|\d+|some|several|a few)\b", value, re.I)
                or value.lower().endswith("s")) else f"I have {_a(value)}"
            kinds = ANSWER_KINDS[slot]
            found = [p for p in rules.classify(clause) if p.polarity == "assert" and p.subject.startswith(kinds)]
            out.extend((p, value) for p in found[:1])
    return out


def _answer_clause(slot: str, value: str, asked: str, rules: Rules) -> list[Proposal]:
    """A bare answer read as the clause it completes (ANSWER_CLAUSES), kept only of the kind the question asks."""
    doing = ""
    if slot == "years_doing":
        if not (years := re.fullmatch(r"(\d{1,2})(?:\+)?(?: (?:years?|yrs?))?", value, re.I)) or not (
                asked_doing := dict(ASKED_SLOTS)["years_doing"].search(asked)):
            return []
        if "how long" in asked_doing.group().lower() and not re.search(r"\b(?:years?|yrs?)\b", value, re.I):
            return []  # "how long have you been running?" "3": three what, it does not say
        value, doing = years.group(1), asked_doing.group("doing").lower()
    elif slot == "playing" and value.lower() not in lx.INSTRUMENTS:
        return []  # "what are you practicing now?" "piano"; a game or a language played is none of this
    elif slot == "spouse" and (value.lower() not in OFFERED_SPOUSES or not re.search(
            rf"\b{re.escape(value.lower())}\b", asked, re.IGNORECASE)):
        return []  # one of those the question offers, named alone
    elif slot == "home" and not (_named(value) and len(value.split()) <= 4):
        return []
    clause = ANSWER_CLAUSES[slot].format(value.lower() if slot == "spouse" else value, doing=doing)
    kinds = ANSWER_KINDS[slot]
    found = [p for p in rules.classify(clause) if p.polarity == "assert" and p.subject.startswith(kinds)]
    # said in the user's words: what the question supplied ("based in", "nursing for ... years") is the key's alone
    said = _sentence(f"User has {_a(value.lower())}") if slot == "spouse" else (
        _sentence(f"User: {value}") if slot in ("home", "years_doing", "playing") else None)
    return [replace(p, statement=said or p.statement, confidence=min(p.confidence, 0.6)) for p in found[:1]]


def _answered_no(asked: str, text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """A "no" to whether the user still does what they were said to do ("You mentioned guitar before — still playing
    that?" "nope"): the pastime taken back. And the answer to whether a language is the user's first ("Is English
    your first language?" "no. portuguese"): the language the reply names instead, or the one asked ("yes")."""
    reply = text.strip()
    if (still := STILL_DOING.search(asked)) and SAYS_NO.match(reply):
        named = still.group("named")
        if not named or named.lower() in ("that", "it", "this"):
            before = [m for m in MENTIONED_BEFORE.finditer(asked, 0, still.start())]
            named = before[-1].group("named") if before else None
        if named and named.lower() in lx.INSTRUMENTS | set(lx.PURSUITS):
            verb = "play" if named.lower() in lx.INSTRUMENTS else "do"
            return [(replace(p, polarity="retract", statement=_sentence(f"User: {reply}"), confidence=0.6),
                     reply) for p in rules.classify(f"I {verb} {named.lower()}")[:1]
                    if p.subject.startswith("activity:")]
    if (first := FIRST_LANGUAGE_ASKED.search(asked)) and len(reply.split()) <= 4 and "?" not in reply:
        words = _words(reply.lower())
        named = [w for w in words if w in lx.LANGUAGES]
        asked_language = (first.group("asked") or "").lower()
        if words and words[0] in ("no", "nope", "nah") and named and named[-1] != asked_language:
            language = named[-1]
        elif words and words[0] in ("yes", "yeah", "yep", "yup") and asked_language in lx.LANGUAGES and not named:
            language = asked_language
        elif not first.group("asked") and len(named) == 1 and len(words) == 1:
            language = named[0]
        else:
            return []
        return [(Proposal("user_model_attr", f"language:{language}", _sentence(f"User: {reply}"), confidence=0.6),
                 reply)]
    return []


# How well the user speaks a language, said of "my French": "My French is fluent", "my Spanish is pretty rusty". A
# level taken back in the same breath is replaced by the one said after it ("My French is fluent — okay, 'fluent'
# is generous, let's say solidly conversational"); one that says there is none names no language of theirs.
_LEVEL = (r"(?:(?:pretty|quite|very|really|solidly|fairly|still|only|somewhat|reasonably|totally|completely|nearly|"
          r"almost|near|decently|basically|getting|a bit|a little) )*(?:fluent|conversational|native|basic|"
          r"intermediate|advanced|rusty|decent|passable|elementary|(?:upper |lower )?intermediate|beginner(?: level)?|"
          r"[abc][12](?: level)?|good|solid|better)")
OWN_LANGUAGE_LEVEL = lazy_regex(
    r"\bmy (?P<language>" + _LANGUAGES + r") is (?P<level>" + _LEVEL + r")\b(?!\s+(?:at|for|in|with|when)\b)"
    r"(?:[\s,\u2014\u2013-]+(?:ok(?:ay)?|well|actually|honestly|fine|alright)?[^.!?\n]{0,50}?\b(?:let's say|let me say|"
    r"more like|make that|or rather|rather|i'd say|i mean)[\s,]+(?P<instead>" + _LEVEL + r")\b)?", re.IGNORECASE)


# What may come before a clause said in the user's own right, back to where its sentence or clause begins: nothing
# but a conjunction or a filler ("I wouldn't say my French is fluent", "my teacher says my French is ..." are not).
OPENS_A_CLAUSE = lazy_regex(r"(?:^|[.!?;:,\n\u2013\u2014(\"]|\s-|\s(?=(?:and|but|so|plus|also)\s))[\s\"'(]*"
                            r"(?:(?:and|but|so|also|honestly|well|ok|okay|um+|uh+|oh|plus|though|btw|fyi|fwiw|anyway)\b"
                            r"[\s,]*)*$", re.IGNORECASE)
# Another's word or a hedge after it: "..., or so my teacher says", "..., according to my boss".
SAID_AFTER = lazy_regex(r"[^.!?\n]{0,60}?\b(?:says|said|say|thinks|thought|claims|claimed|told me|tells me|"
                        r"according to|apparently)\b", re.IGNORECASE)


def _own_clause_at(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is said as the user's own clause: it opens one, and no one else's word or a hedge
    follows it in its sentence."""
    return OPENS_A_CLAUSE.search(text, max(0, start - 40), start) is not None and not (
        HEDGED_AFTER.match(text, end) or SAID_AFTER.match(text, end))


def _language_level(text: str) -> list[tuple[Proposal, str, int]]:
    out = []
    regions = None  # the text's quoted stretches, found when a level is said: most texts say none
    for m in OWN_LANGUAGE_LEVEL.finditer(text):
        if regions is None:
            regions = ForeignRegions.of(text)
        if _asked_after(text, m.end()) or regions.touch(m.start(), m.end()) or not _own_clause_at(
                text, m.start(), m.end()):
            continue
        language = m.group("language")
        said = _sentence(f"User's {language.capitalize()} is {m.group('instead') or m.group('level')}")
        spoken = Proposal("user_model_attr", f"language:{language.lower()}", said, confidence=0.6)
        out.append((spoken, m.group(), m.start()))
    return out


# A language the user owns to be weak in, or not their own: "my english not so good sorry", "Sorry, my English is bad",
# "English is not my first language", "sorry for my bad english". Keyed as any level of the language is, so a later
# one supersedes it; said as its own sentence (after a comma it is the reason for a request about wording, and a
# standing instruction has that).
# Each is read from a "my" that a language or a weakness follows (a search for the language names at every word would
# cost every message): what follows it ("my english not so good", "my first language", "my bad english") and, for the
# last two, what comes before.
# MY_AT looked for in the caseless text: a search with a first letter to look for, and no case to fold.
# (Its word boundary is looked behind for once an "m" is found: a pattern that opens on \b has no first character for a
# search to look for, and is tried at every position, four times as long.)
MY_HINT = lazy_regex(r"m(?<=\bm)y\s+(?:" + _LANGUAGES + r"|first|native|mother|second|third|bad|poor|broken|terrible|"
                     r"limited|weak)\b")
MY_AT = lazy_regex(r"\bmy\s+(?=(?:" + _LANGUAGES + r"|first|native|mother|second|third|bad|poor|broken|terrible|"
                   r"limited|weak)\b)", re.IGNORECASE)
WEAK_LANGUAGE = lazy_regex(
    r"(?P<language>" + _LANGUAGES + r")(?:\s+(?:is|'s))?\s+(?P<level>(?:not|isn't|ain't)\s+(?:(?:so|very|that|too|"
    r"really|quite|all that)\s+)?(?:good|great|fluent|perfect|strong|the best)|(?:(?:very|quite|pretty|really|so|a bit|"
    r"a little|kinda|kind of|rather|still)\s+)*(?:bad|poor|weak|broken|limited|terrible|awful))\b"
    r"|(?P<which>first|native|mother|second|third)\s+(?P<what>language|tongue)\b"
    r"|(?P<how>(?:(?:bad|poor|broken|terrible|limited|weak)\s+)?)(?P<apologized>" + _LANGUAGES + r")\b", re.IGNORECASE)
# Before "my first language": the language named ("English is not my first language").
LANGUAGE_BEFORE = lazy_regex(r"\b(?P<named>" + _LANGUAGES + r")\s+(?P<is>is not|isn't|is|'s not)\s+(?:really\s+)?$",
                             re.IGNORECASE)
# Before "my bad english": an apology for it ("sorry for my bad english").
SORRY_BEFORE = lazy_regex(r"\b(?P<sorry>sorry|apologi[sz]e)\s+(?:for|about)\s+$", re.IGNORECASE)
# What may open the sentence before it: nothing, or an apology or a filler ("Sorry, my English is bad"); a clause of
# its own after "and", "but" or a semicolon too ("I'm Deaf and ASL is my first language").
OPENS_A_SENTENCE = lazy_regex(r"(?:^|[.!?;\n]|\s-|[\u2013\u2014]|\s(?=(?:and|but)\s))[\s\"'(]*"
                              r"(?:(?:sorry|sry|srry|also|btw|and|but|so|"
                              r"ps|oh|um+|uh+|ok(?:ay)?|hi|hello|hey|fyi|first|firstly|just so you know)\b[\s,.:!]*)*$",
                              re.IGNORECASE)


def _weak_language(text: str) -> list[tuple[Proposal, str, int]]:
    out = []
    regions = None  # the text's quoted stretches, found when a language is owned weak: most texts own none
    for my in MY_AT.finditer(text):
        if not (m := WEAK_LANGUAGE.match(text, my.end())):
            continue
        before = text[max(0, my.start() - 40):my.start()]
        if m.group("language"):
            start, language, level = my.start(), m.group("language"), m.group("level")
            said = _sentence(f"User's {language.capitalize()} {'' if level[:1] in 'iIaA' else 'is '}{level}")
        elif m.group("which") and (named := LANGUAGE_BEFORE.search(before)):
            start, language = my.start() - len(before) + named.start(), named.group("named")
            negated = "not " if named.group("is").lower() != "is" else ""
            said = _sentence(f"{language if language.isupper() else language.capitalize()} is {negated}the user's "
                             f"{m.group('which').lower()} "
                             f"{m.group('what').lower()}")
        elif m.group("apologized") and (sorry := SORRY_BEFORE.search(before)):
            start, language = my.start() - len(before) + sorry.start(), m.group("apologized")
            apology = "is sorry" if sorry.group("sorry").lower() == "sorry" else "apologizes"
            said = _sentence(f"User {apology} for their {m.group('how').lower()}{language.capitalize()}")
        else:
            continue
        if regions is None:
            regions = ForeignRegions.of(text)
        if _asked_after(text, m.end()) or regions.touch(start, m.end()) or not OPENS_A_SENTENCE.search(
                text, max(0, start - 40), start) or HEDGED_AFTER.match(text, m.end()) or SAID_AFTER.match(
                text, m.end()):
            continue
        spoken = Proposal("user_model_attr", f"language:{language.lower()}", said, confidence=0.6)
        out.append((spoken, text[start:m.end()], start))
    return out


# A job offer's letter, pasted: "We are pleased to offer you the position of Senior Data Analyst at Acme", "delighted to
# extend an offer for the Staff Engineer role with Stripe". Its "you" is the user only when the user says it is their
# offer (OWN_OFFER), and no one else's (OTHERS_OFFER).
_NAME_WORD = r"(?-i:[A-Z&])[\w&-]*(?:\.[\w&-]+)*(?:'s|\.(?=\s(?-i:[A-Z])))?"  # "Acme", "Acme.io", "St. Mary's"
OFFER_LETTER = lazy_regex(
    r"\b(?:pleased|delighted|happy|excited|thrilled|glad)\s+to\s+(?:formally\s+|officially\s+)?(?:offer\s+you|"
    r"extend\s+(?:to\s+you\s+)?an\s+offer(?:\s+of\s+employment)?(?:\s+to\s+you)?\s+for)\s+(?P<held>(?:the\s+)?"
    r"(?:(?:position|role|post|job)\s+of\s+(?:an?\s+)?(?P<job>(?:(?!\s+(?:at|with|in|on|starting|beginning|effective|"
    r"reporting|based)\b)[^.,;:!?\n'\"\u2019\u201d]){2,60})"
    r"|(?:an?\s+)?(?P<named>(?:(?!\s+(?:position|role|post)\b)[^.,;:!?\n'\"\u2019\u201d]){2,60})\s+(?:position|role|post))"
    r"(?:\s+(?:at|with)\s+(?P<employer>" + _NAME_WORD + r"(?:\s+" + _NAME_WORD + r"){0,4}))?)", re.IGNORECASE)
OWN_OFFER = lazy_regex(r"\b(?:i|i've|ive|i have)\s+(?:(?:just|finally|officially|actually)\s+)*(?:got|received|"
                       r"accepted|signed|landed)\s+(?:the|an|my|a|their|this)\s+(?:(?:job|official|written|formal)\s+)?"
                       r"offer\b|\bmy\s+(?:(?:job|official|written|formal)\s+)?offer(?:\s+letter)?\b"
                       r"|\b(?:they|(?-i:[A-Z])\w+)\s+(?:just\s+|finally\s+)?offered\s+me\b|\bi\s+got\s+the\s+job\b"
                       r"|^\W*(?:just\s+)?got\s+the\s+(?:job\s+)?offer\b", re.IGNORECASE | re.MULTILINE)
# Whose offer it is not: one the user writes or checks for someone else, or another's.
_SOMEONE = (r"(?:friend|sister|brother|wife|husband|son|daughter|mom|mum|dad|partner|cousin|colleague|coworker|"
            r"roommate|client)")
OTHERS_OFFER = lazy_regex(r"\b(?:proof-?read|draft(?:ed|ing)?|template|candidates?|applicants?|new hires?|hiring|"
                          r"(?:for|to) my " + _SOMEONE + r"|" + _SOMEONE + r"(?:'s)?\s+(?:just\s+)?(?:got|received)|"
                          r"(?:she|he|they)\s+(?:just\s+)?(?:got|received))\b", re.IGNORECASE)
# Where the clause saying it is the user's offer ends: a question there ("Did I get the offer?") is no word of theirs.
OFFER_CLAUSE_END = lazy_regex(r"[.!?\n,;:'\"\u2014\u2013]")
# What puts the user's own offer in doubt: "if I got the offer", "hoping I get the offer".
OFFER_DOUBTED = lazy_regex(r"\b(?:if|whether|hope|hoping|wish|when|once|unless|would|might|maybe)\b[^.!?\n]*$",
                           re.IGNORECASE)


def _offered(text: str) -> list[tuple[Proposal, str, int]]:
    """A job offer pasted as the user's own: the job offered (occupation) and who offers it (its employer)."""
    if not (letter := OFFER_LETTER.search(text)) or OTHERS_OFFER.search(text):
        return []
    job = _words((letter.group("job") or letter.group("named")).strip())
    if len(job) > 6 or not any(_singular(w) in lx.JOBS or w in lx.TITLES for w in job):
        return []  # "the position of Nurse Practitioner": a job named ("the position of our dreams" is none)
    own = next((m for m in OWN_OFFER.finditer(text) if not letter.start() <= m.start() < letter.end()
                and not OFFER_DOUBTED.search(text, max(0, m.start() - 40), m.start())
                and not ((stop := OFFER_CLAUSE_END.search(text, m.end())) and stop.group() == "?")), None)
    if own is None:
        return []
    said = _sentence(f"User's offer: {letter.group('held')}")
    start, end = min(own.start(), letter.start()), max(own.end(), letter.end())
    line = text[start:end] if end - start <= 500 else letter.group()
    found = [(Proposal("user_model_attr", "occupation", said, confidence=0.6), line, letter.start())]
    if letter.group("employer"):
        found.append((Proposal("user_model_attr", "occupation:employer", said, confidence=0.6), line, letter.start()))
    return found


# A car the user says is theirs by pointing back at it: "2015 Toyota Tacoma, about 140k miles. It's my daily driver."
DAILY_DRIVER = lazy_regex(r"\b(?:it's|it is|that's|that is|she's|he's)\s+(?:also\s+)?my\s+(?:daily(?: driver)?|"
                          r"(?:only|main|everyday|primary) (?:car|vehicle|ride)|commuter(?: car)?)\b", re.IGNORECASE)
# ... named just before, by its model year: at the start of the message or of a sentence.
YEAR_LED_MODEL = lazy_regex(r"(?:^|[.!?]\s+)(?:a |an |my |the )?(?:19|20)\d\d "
                            r"((?-i:[A-Z][\w-]*)(?: (?-i:[A-Z0-9])(?:[\w-]|\.(?=\w))*){1,2})"
                            r"(?=[,.;:!?]|\s*$|\s[-\u2013\u2014])",
                            re.IGNORECASE)


def _daily_driver(text: str) -> list[tuple[Proposal, str, int]]:
    """The car named by its model year, then called the user's in the next sentence."""
    if not (own := DAILY_DRIVER.search(text)):
        return []
    named = None
    for each in YEAR_LED_MODEL.finditer(text, 0, own.start()):
        named = each  # the last one named before it
    if named is None or "?" in text[named.end():own.start()]:
        return []
    cars = [p for p in _device(named.group(1), text[named.end():]) if p.subject.startswith("vehicle:")]
    said = text[named.start(1):own.end()]
    return [(p, said, named.start(1)) for p in cars] if len(said) <= 300 else []


# Indian English for what the user is, said its own way: "Myself Ramesh, working as software tester in Pune", "Native
# place is Nagpur" (where the user is from), "I am having sugar since 2 years" (diabetes), "my marriage is fixed for
# next month" (engaged).
MYSELF_NAMED = lazy_regex(r"(?:^|(?<=[.!?\n,])|(?<=^hi)|(?<=^hello)|(?<=^hey))[\s,]*myself[ \t]+"
                          r"(?P<name>(?-i:[A-Z])[a-z]+(?:[ \t]+(?-i:[A-Z])[a-z]+)?)(?:[ \t]+here)?\b"
                          r"(?:[ \t]*,[ \t]*(?:and[ \t]+)?(?:i am[ \t]+)?"
                          r"(?P<rest>(?:working|studying|living|staying|doing)\b[^.!?\n]*))?", re.IGNORECASE)
NATIVE_PLACE = lazy_regex(r"(?:^|(?<=[.!?\n,])|(?<=\band))[\s]*(?:my[ \t]+)?native[ \t]+(?:place|town|village)[ \t]+is"
                          r"[ \t]+(?:in[ \t]+)?(?P<place>(?-i:[A-Z])[\w-]+(?:[ \t]+(?-i:[A-Z])[\w-]+)?)", re.IGNORECASE)
# "my marriage is fixed for next month": an arranged wedding set, the user engaged.
MARRIAGE_FIXED = lazy_regex(r"(?:^|(?<=[.!?\n,;])|(?<=\band)|(?<=\bso))\s*my (?:marriage|wedding) (?:is|has been|got) "
                            r"(?:fixed|arranged|settled|confirmed)\b", re.IGNORECASE)
HAVING_SUGAR = lazy_regex(r"(?:^|(?<=[.!?\n,])|(?<=\band))[\s]*(?:i am|i'm|i have been|i've been)[ \t]+(?:also[ \t]+)?"
                          r"having[ \t]+(?:sugar|blood sugar|diabetes)\b(?![ \t]+(?:in|with|for|level|test|free)\b)",
                          re.IGNORECASE)


def _indian_english(text: str) -> list[tuple[Proposal, str, int]]:
    """A name given as "Myself Ramesh" (and what the user says they do after it, "working as ..."), a native place,
    and sugar had (diabetes), each said as the user's own, not asked."""
    out: list[tuple[Proposal, str, int]] = []
    low = text.lower()
    if "myself " in low and (m := MYSELF_NAMED.search(text)) and _a_name(m.group("name").split()[0]) and not (
            _asked_after(text, m.end())):
        said = m.group().strip(" \t\n,")
        out.append((Proposal("user_model_attr", "identity:name", _sentence(f"User's name is {m.group('name')}"),
                             confidence=0.6), said, m.start("name")))
        if m.group("rest"):
            out += [(p, said, m.start("rest")) for p in Rules({}).classify(f"I am {m.group('rest')}")
                    if p.polarity == "assert"]
    if "native " in low and (m := NATIVE_PLACE.search(text)) and not _asked_after(text, m.end()):
        said = m.group().strip()
        out.append((Proposal("user_model_attr", "location:origin", _sentence(f"User's {said}"), confidence=0.6), said,
                    m.start()))
    if ("marriage " in low or "wedding " in low) and (m := MARRIAGE_FIXED.search(text)) and not (
            _asked_after(text, m.end())):
        said = m.group().strip()
        out.append((Proposal("user_model_attr", "relationship_status", _sentence(f"User: {said}"), confidence=0.6),
                    said, m.start()))
    if "having " in low and (m := HAVING_SUGAR.search(text)) and not _asked_after(text, m.end()):
        said = m.group().strip()
        out.append((Proposal("fact", "health:diabetes", _sentence(f"User: {said}"), sensitivity="sensitive",
                             confidence=0.6), said, m.start()))
    return out


# Fertility treatment the user (or the couple) is in: "We're on our third IVF transfer", "we're doing ICSI", "I'm
# starting my second round of IVF"; and given up: "We decided to stop IVF", "we're done with IVF".
_CYCLE_ORDINAL = r"(?:(?:first|second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th)|next|another|last|final) )?"
IVF_DOING = lazy_regex(r"(?:^|(?<=[.!?\n,;])|(?<=\band)|(?<=\bso)|(?<=\bbut))\s*"
                       r"(?:we|i)(?:'re|\u2019re|'m|\u2019m| are| am)"
                       r" (?:currently |now |still |just )?(?:doing|going through|on|starting|undergoing|"
                       r"in the middle of)"
                       r" (?:our |my |an? )?" + _CYCLE_ORDINAL + r"(?:(?:round|cycle|attempt) of )?(?:ivf|icsi)\b",
                       re.IGNORECASE)
IVF_STOPPED = lazy_regex(r"(?:^|(?<=[.!?\n,;])|(?<=\band)|(?<=\bso))\s*(?:we|i)(?: have| 've|'ve|\u2019ve)?"
                         r" (?:decided to |finally )?(?:stop|stopped|quit|ended) (?:doing )?(?:ivf|icsi)\b"
                         r"|(?:^|(?<=[.!?\n,;]))\s*(?:we|i)(?:'re|\u2019re|'m|\u2019m| are| am) done with "
                         r"(?:ivf|icsi)\b",
                         re.IGNORECASE)
# A pregnancy the user lost: "We lost our son at 22 weeks", "I had a miscarriage in March", "we had a stillbirth".
PREGNANCY_LOST = lazy_regex(r"(?:^|(?<=[.!?\n,;])|(?<=\band)|(?<=\bso)|(?<=\bbut))\s*(?:i|we)(?: have| 've|'ve)?"
                            r" (?:(?:had|suffered|went through) (?:an? |my |our |two |three |\d )?(?:(?:early|late|"
                            r"second|third|missed|first) )?(?:miscarriages?|stillbirth|ectopic pregnancy)"
                            r"|lost (?:the|our|my) (?:baby|son|daughter|twins|pregnancy)(?: (?:girl|boy))? "
                            r"(?:at|around|at about) \d{1,2} weeks)\b", re.IGNORECASE)
# "We're both pretty devout Catholics", "we're both vegetarians": what the user is, said of the two of them.
WE_BOTH = lazy_regex(r"(?:^|(?<=[.!?\n,;]))\s*we(?:'re|\u2019re| are) both (?P<what>(?:[a-z]+ ){0,2}"
                     r"(?-i:[A-Za-z])[a-z]+s)\b(?=\s*(?:[.,;!\n]|$|so\b|and\b|but\b))", re.IGNORECASE)
WE_BOTH_KINDS = ("identity:", "diet")
# An age set beside what the user is: "I'm a widower, 68, and ...", "I'm a retired nurse, 71."
AGE_APPOSED = lazy_regex(r"(?:^|(?<=[.!?\n]))\s*i(?:'m|\u2019m| am) (?:a|an) (?:[a-z-]+ ){0,2}[a-z-]+, (?P<age>[1-9]\d)"
                         r"(?=,|\s+and\b|\s*[.;!]|\s*$)", re.IGNORECASE)


def _fertility_and_pairs(text: str) -> list[tuple[Proposal, str, int]]:
    """IVF the user is in or has stopped, a pregnancy lost, what the user and their partner both are, and an age set
    beside what the user is, each said as their own."""
    out: list[tuple[Proposal, str, int]] = []
    low = text.lower()
    if "ivf" in low or "icsi" in low:
        for pattern, polarity in ((IVF_DOING, "assert"), (IVF_STOPPED, "retract")):
            for m in pattern.finditer(text):
                if not _asked_after(text, m.end()):
                    said = m.group().strip()
                    out.append((Proposal("fact", "health:ivf_treatment", _sentence(f"User: {said}"), polarity,
                                         sensitivity="sensitive", confidence=0.6), said, m.start()))
                    break
    if ("miscarr" in low or "stillbirth" in low or "ectopic" in low or " weeks" in low) and (
            m := PREGNANCY_LOST.search(text)) and not _asked_after(text, m.end()):
        said = m.group().strip()
        out.append((Proposal("fact", "health:pregnancy_loss", _sentence(f"User: {said}"), sensitivity="sensitive",
                             confidence=0.6), said, m.start()))
    if ", " in text and (m := AGE_APPOSED.search(text)) and 13 <= int(m.group("age")) <= 99 and not (
            _asked_after(text, m.end())):
        said = m.group().strip()
        out.append((Proposal("user_model_attr", "age", _sentence(f"User: {said}"), confidence=0.6), said, m.start()))
    if "both " in low and (m := WE_BOTH.search(text)) and not _asked_after(text, m.end()):
        what = m.group("what")
        one = f"I'm {_a(what[:-1])}" if what.endswith(("ics", "ans", "ists", "ers", "ists")) else f"I'm {what[:-1]}"
        said = m.group().strip()
        out += [(replace(p, statement=_sentence(f"User: {said}")), said, m.start())
                for p in Rules({}).classify(one) if p.polarity == "assert" and p.subject.startswith(WE_BOTH_KINDS)][:1]
    return out
# The user's own vehicle by its kind, then its model said in the next clause: "the wiring on my own bike lol, it's a
# 1978 Shovelhead", "my truck — it's a 2012 Tacoma" (not "my friend's bike, it's a Ducati"; "?" between asks).
MY_RIDE_IS = lazy_regex(r"\bmy (?:own |old |new |current )?(?:bike|motorcycle|motorbike|car|truck|van|ride|scooter|"
                        r"camper|rv)\b(?!'s)[^.!?]{0,24}?(?:,|\u2014|\u2013| -| lol,?| haha,?) ?(?:it's|it is|its) an? "
                        r"(?:(?:19|20)\d\d )?((?-i:[A-Z0-9][\w-]*)(?: (?-i:[A-Z0-9][\w-]*)){0,2})", re.IGNORECASE)


def _my_ride_named(text: str) -> list[tuple[Proposal, str, int]]:
    """The user's vehicle by its kind, then by its model in the next clause (MY_RIDE_IS)."""
    if not (m := MY_RIDE_IS.search(text)):
        return []
    cars = [p for p in _device(m.group(1), text[m.end():]) if p.subject.startswith("vehicle:")]
    return [(p, m.group(), m.start()) for p in cars]


def _across_clauses(text: str) -> list[tuple[Proposal, str]]:
    """What the user says across the clauses of a sentence: an allergy given as a reason, a mind changed, a language
    called their own or rated; not in the scope of a sarcastic lead ("Yeah right, my French is fluent")."""
    found: list[tuple[Proposal, str, int]] = []
    if "llergic" in text:
        found += _allergy_reason(text)
    if "used to" in text:
        found += _converted(text)
    if ("raised" in text or "brought up" in text or "grew up" in text) and (
            "left" in text or "quit" in text or "stopped" in text or "no longer" in text or "not " in text
            or "away" in text or "deconverted" in text):
        found += _left_faith(text)
    if " my " in text and ("language" in text or "tongue" in text):
        found += _language_pointed(text)
    if "y " in text and " is " in text:
        found += _language_level(text)
    low = caseless(text)
    if "my" in low and MY_HINT.search(low):
        found += _weak_language(text)
    if "offer" in low:
        found += _offered(text)
    own: list[tuple[Proposal, str, int]] = []
    if "myself " in low or "native " in low or "having " in low or "marriage " in low or "wedding " in low:
        own += _indian_english(text)
    if "ivf" in low or "icsi" in low or "both " in low or ("'m a" in low and ", " in low) or "miscarr" in low or (
            "stillbirth" in low or "ectopic" in low or ("lost " in low and " weeks" in low)):
        own += _fertility_and_pairs(text)
    if own:
        # said in the user's own voice, not in a quote, a pasted text or a story's lines
        regions = ForeignRegions.of(text)
        found += [(p, said, at) for p, said, at in own if not regions.touch(at, at + len(said))]
    if "my " in low and ("it's a" in low or "its a" in low or "it is a" in low):
        found += _my_ride_named(text)
    if "my " in low and (" daily" in low or " only " in low or " main " in low or "commuter" in low
                         or "everyday" in low or "primary" in low):
        found += _daily_driver(text)
    if not found:
        return []
    sarcastic = ForeignRegions(_sarcastic_spans(text))
    return [(p, said) for p, said, at in found if not sarcastic.touch(at, at + len(said))]


def _mentioned(text: str, own_document: bool, formed: set[str], named_alone: bool = False) -> list[Proposal]:
    """What a clause states in passing, whatever its shape: a relative by what is theirs ("my brother's wedding"),
    a debt ("my mortgage with Chase"), a device by its model ("on my iPad Pro"); and in the user's own résumé,
    budget or "about me" list, the subject-less lines (a role held now, a debt, where they are based)."""
    out: list[Proposal] = []
    if (" now, not " in text or " now not " in text) and (m := NOW_NOT_THEN.search(text)) and (
            new := _device(m.group(1))) and (old := _device(m.group(2))) and (
            new[0].subject.split(":")[0] == old[0].subject.split(":")[0]):
        # "and it's a Pixel 7a now, not the iPhone": the device or car the user has now, and the one they no longer do
        said = _sentence(f"User has {m.group(0)[m.start(1) - m.start(0) - 2:]}")
        out += [replace(new[0], statement=said), replace(old[0], statement=said, polarity="retract")]
    if "my " in text or "My " in text:
        if ("fav" in text or "Fav" in text) and (favorite := _favorite_named(text)):
            out.append(favorite)
        if (" is my " in text or " was my " in text or "'s my " in text) and (m := IS_MY_KIN.search(text)):
            # "the third one last time was my niece", "that's my brother": someone the user says is their relative
            out.append(Proposal("relationship", f"family:{_kin(m.group(1))}", _sentence(f"User has {_a(m.group(1))}"),
                                confidence=0.6))
        if "'s" in text and (m := KIN_OWNS.search(text)) and (
                OWN_OR_HOUSEHOLD_CLAUSE.match(text) or SAID_TO_BE_KINS.search(text, 0, m.start() + 1)):
            # (or what a thing is, said to be theirs: "the 4pm is my son's occupational therapy")
            out.append(Proposal("relationship", f"family:{_kin(_ascii(m.group(1)))}",
                                _sentence(f"User has a {m.group(1)}")))
        if ("loan" in text or "mortgage" in text or "debt" in text) and (m := DEBT_OWNED.search(text)):
            if DEBT_PAID.search(text, 0, m.start()):
                out.append(Proposal("fact", _debt(m.group(1)), _sentence(f"User no longer has {_a(m.group(1))}"),
                                    "retract", sensitivity="sensitive", confidence=0.6))
            else:
                out.append(Proposal("fact", _debt(m.group(1)), _sentence(f"User has {_a(m.group(1))}"),
                                    sensitivity="sensitive", confidence=0.6))
        if "credit card" in text and (m := CARDS_PAID.search(text)):
            said = _sentence(f"User {third_person_possessive(m.group().strip())}")
            out.append(Proposal("fact", "finance:credit_card_debt", said, "retract", sensitivity="sensitive",
                                confidence=0.6))
        if ("IRA" in text or "ira" in text or "401" in text or "403" in text or "HSA" in text or "rokerage" in text
                ) and (m := ACCOUNT_OWNED.search(text)):
            # "I max out my Roth IRA every year": an account the user holds (finance, sensitive)
            out.append(Proposal("fact", f"finance:{topic_slug(m.group(1))}", _sentence(f"User has {_a(m.group(1))}"),
                                sensitivity="sensitive", confidence=0.6))
        if ("omputer" in text or "aptop" in text or "esktop" in text or "PC" in text or "pc" in text
                or "orkstation" in text or "achine" in text) and (m := OWN_MACHINE_RUNS.search(text)):
            # "My workstation runs Arch": the system the user's own machines run
            system = m.group("system").lower()
            system = OPERATING_SYSTEMS.get(re.sub(r"[\s!_-]", "", system), system.replace(" ", "_"))
            out.append(Proposal("fact", f"os:{system}", _sentence(f"User's {m.group()[m.group().find(' ') + 1:]}"
                                                                 if m.group()[:3].lower() in ("my ", "our") else
                                                                 f"{m.group()[:1].upper()}{m.group()[1:]}"),
                                confidence=0.6))
        if " running " in text and (m := DEVICE_RUNNING.search(text)):
            # "from my ThinkPad running Linux": the system the user's own machine runs
            system = m.group("system").lower()
            system = OPERATING_SYSTEMS.get(re.sub(r"[\s!_-]", "", system), system.replace(" ", "_"))
            out.append(Proposal("fact", f"os:{system}", _sentence(f"User's {m.group()[3:]}"), confidence=0.6))
        if " (" in text and (m := KIND_THEN_MODEL.search(text)) and not PARTED_WITH.search(text, 0, m.start()) and (
                named := _device(m.group(1), ")", True)):
            # "through my phone (old Pixel 6)", "my laptop (a ThinkPad T480)": the model of the user's own, in brackets
            out.extend(named)
        if MY_CAPITAL.search(text) and (m := DEVICE_NAMED.search(text)) and not PARTED_WITH.search(text, 0, m.start()):
            # not one parted with ("sold my Sony a7 III": the retraction is the clause's own, its model read in full)
            out.extend(_device(m.group(1), text[m.end():], named_alone))
    # (and when a "my" later names no device or car: "I'm on a Honda Grom so 55mph is about my max")
    if text.startswith(("I'm on", "I am on", "i'm on", "im on")) and (m := DEVICE_NAMED.match(text)) and not any(
            p.subject.startswith(("device:", "vehicle:")) for p in out):
        out.extend(_device(m.group(1), text[m.end():], True))  # "I'm on an M2 MacBook Air", not "on a Motorola call"
    elif text.startswith(("I play on", "I game on", "I code on", "I stream on", "i play on", "i game on", "i code on",
                          "i stream on")) and (m := DEVICE_NAMED.match(text)):
        # "I play on a Razer Blade 15": the device the user plays or codes on, by its model (a device only)
        out.extend(p for p in _device(m.group(1), text[m.end():], True) if p.subject.startswith("device:"))
    if ("our " in text or "Our " in text) and (m := OUR_MODEL.search(text)) and not PARTED_WITH.search(
            text, 0, m.start()):
        # "a road trip in our 2019 Honda Odyssey": the household's car, by its model
        out.extend(p for p in _device(m.group(1), text[m.end():], named_alone) if p.subject.startswith("vehicle:"))
    if ("our " in text or "Our " in text) and (m := SYSTEM_ON_DATABASE.search(text)) and (
            slug := topic_slug(m.group(1))) and not OTHER_SUBJECT.search(text, 0, m.start()) and (
            f"database:{slug}" not in formed):
        # "I'm the practice manager at a vet clinic and our system runs on MySQL 8": the team's database
        said = m.group()[m.group().lower().index("our "):]
        out.append(Proposal("fact", f"database:{slug}", _sentence(f"User: {said}"), portability="local",
                            confidence=0.6))
    if ("our " in text or "my " in text) and any(rig in low for low in (caseless(text),) for rig in _RIG_WORDS) and (
            m := RIG_LIVED_IN.search(text)) and not PARTED_WITH.search(
            text, 0, m.start()) and not any(p.subject.startswith("vehicle:") for p in out):
        # "we travel in our fifth wheel about 9 months a year": the household's rig, by its kind
        rig = m.group(1).lower()
        out.append(Proposal("fact", f"vehicle:{RIG_KEYS.get(rig, rig.replace(' ', '_'))}",
                            _sentence(f"User has {_a(m.group(1))}"), confidence=0.6))
    if ("our " in text or "Our " in text) and ("ortgage" in text or "equity" in text or "loan" in text) and (
            m := OUR_MORTGAGE.search(text)) and not any(p.subject == _debt(m.group(1)) for p in out):
        # "Our mortgage is a 30-year fixed": the household's, and so the user's (paid off: no longer)
        paid = DEBT_PAID.search(text, 0, m.start()) is not None
        out.append(Proposal("fact", _debt(m.group(1)), _sentence(
            f"User's household {'no longer has' if paid else 'has'} {_a(m.group(1).lower())}"),
            "retract" if paid else "assert", sensitivity="sensitive", confidence=0.6))
    if ("debt" in text or "loans" in text) and (m := DEBT_CARRIED.search(text)) and not any(
            p.subject.startswith("finance:") for p in out):
        # "I'm now carrying credit card debt because of it", "I'm in $20k of medical debt": the user's debt
        name = "student loans" if m.group(1).lower().startswith("student") else m.group(1)
        out.append(Proposal("fact", _debt(name), _sentence(f"User has {m.group(1).lower()}"),
                            sensitivity="sensitive", confidence=0.6))
    if "salary" in text and (m := SALARY_OF.search(text)) and SALARY_OWNER.match(text) and not (
            OTHER_SUBJECT.search(text, 0, m.start())) and not any(p.subject == "finance:salary" for p in out):
        # "I put $200 a month into savings out of an $85k salary", "I'm on a $60k salary": what the user earns
        out.append(Proposal("fact", "finance:salary", _sentence(f"User has {m.group(1)}"), sensitivity="sensitive",
                            confidence=0.6))
    if ("betting" in text or "fantasy" in text or "Fantasy" in text) and (m := MY_GAME_KEPT.search(text)) and (
            not any(p.subject.startswith("activity:") for p in out)):
        # "my sports betting bankroll", "my dynasty fantasy baseball team": a game the user keeps up
        out.append(Proposal("user_model_attr", f"activity:{_game_key(m.group(1))}",
                            _sentence(f"User has {_a(m.group()[3:])}"), confidence=0.6))
    if "ommissioner" in text and (m := COMMISSIONER_OF.search(text)) and SALARY_OWNER.match(text) and not (
            OTHER_SUBJECT.search(text, 0, m.start())) and not any(p.subject.startswith("activity:") for p in out):
        out.append(Proposal("user_model_attr", f"activity:{_game_key(m.group(1))}",
                            _sentence(f"User is the {m.group()}"), confidence=0.6))
    if ("loan" in text or "mortgage" in text or "debt" in text) and (m := DEBT_OWED.search(text)) and not any(
            p.subject == _debt(m.group(1)) for p in out):
        # "I still owe $38k on the mortgage": the debt is the user's (how much is no part of the key)
        out.append(Proposal("fact", _debt(m.group(1)), _sentence(f"User has {_a(m.group(1))}"),
                            sensitivity="sensitive", confidence=0.6))
    if own_document:
        if m := DEBT_LINE.match(text):
            out.append(Proposal("fact", _debt(m.group(1)), _sentence(f"User has {text}"), sensitivity="sensitive",
                                confidence=0.6))
        elif (m := CURRENT_ROLE.fullmatch(text)) and (
            (head := _singular(_words(m.group(1))[-1])) in lx.JOBS or head in lx.TITLES
        ):
            role = WHITESPACE.sub(" ", re.sub(r"[*#]+", "", text)).strip()
            out.append(Proposal("user_model_attr", "occupation", _sentence(f"User is {role}"), confidence=0.6))
        elif ("$" in text or "\u00a3" in text or "\u20ac" in text) and (items := BUDGET_ITEMS.findall(text)):
            # "Take-home is about $4,200/mo, rent is $1,400": what the user earns and pays, in their own budget
            for item in dict.fromkeys(BUDGET_KEYS.get(caseless(i).replace("-", " "), "") for i in items):
                if item:
                    out.append(Proposal("fact", item, _sentence(f"User: {text}"), sensitivity="sensitive",
                                        confidence=0.6))
        elif PLACE_LINE.match(text):
            out.append(Proposal("user_model_attr", "location:home", _sentence(f"User is {_phrase(text)}"),
                                confidence=0.6))
    return [p for p in out if p.subject not in formed]


# What may follow a model that ends its noun phrase: a stop, a bracket, a verb or a preposition, not a noun it
# modifies ("my Mazda dealer", "a Motorola call").
MODEL_ENDS = lazy_regex(r"\s*(?:$|[,.;:!?()\u2013\u2014-]|(?:is|was|has|had|have|won't|wouldn't|can't|keeps?|kept|"
                        r"needs?|needed|broke|froze|died|crashed|stopped|started|got|gets|just|still|also|and|but|in|on|at|"
                        r"for|from|to|with|into|since|after|before|now|again|because|so|which|that|estate|hatchback|"
                        r"saloon|sedan|phone|laptop|tablet|"
                        # a clause about it, its subject a person: "a 1978 Shovelhead somebody chopped up"
                        r"somebody|someone|i|we|my|he|she|they)\b)")
# Another's clause after the user's, with a subject and a verb of its own: ", and the vicar has asked me".
OTHERS_CLAUSE = lazy_regex(r",\s+(?:and|but)\s+(?:the|his|her|their)\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:has|have|had|is|are|"
                           r"was|were|will|would|keeps?|\w+ed)\b", re.IGNORECASE)
# Someone of the user's, saying or thinking something in a conjunct of their own: "... and my doctor says it's fine",
# "... and my kids think I'm having a midlife crisis" (several of them: "think", "say").
# (Not after "but": "I have a peanut allergy but my allergist says I've outgrown it" takes the clause back.)
OTHERS_SAYING = lazy_regex(r"(?<!\s)\s++and\s+my\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:says|said|thinks|thought|think|say|"
                           r"told me|tells me|tell me|agrees|agreed|agree|reckons|reckon|insists|insisted|insist)\b",
                           re.IGNORECASE)
# The thing just named said to be someone else's, after it in its sentence: "I have a car but it's my wife's", "a cat,
# technically my roommate's", "a dog (my sister's, I'm dogsitting)", "a Tesla but it belongs to my company", "but it's
# not mine". A possessive closes the phrase ("it's my wife's car" too), never opens another ("my wife's is red", "my
# sister's favorite"); after "but" or "and", only said of "it" or as a fact ("and my sister's" may be her one too).
SOMEONE_ELSES = lazy_regex(
    r"(?:(?:[,(]|\s[-\u2013\u2014])\s*(?:(?:it|that|which|she|he)(?:'s|\u2019s| is| was)\s+)?"
    r"|\b(?:but|and|though|although|only)\s+(?:(?:it|that|she|he)(?:'s|\u2019s| is| was)\s+"
    r"|(?=(?:technically|actually|really|officially|legally)\b))|\s(?=(?:that|which)\s+belongs?\s+to\b))"
    r"(?:(?:technically|actually|really|officially|legally|still|all|just)\s+)*"
    r"(?:(?:my|our|the|a)\s+(?:[\w-]+\s+)?[\w-]+(?:'s|\u2019s|s')(?:\s+(?:car|truck|dog|cat|one|bike|house|place|"
    r"phone|laptop))?(?=\s*(?:[,.;:)!?]|$|\s(?:and|but|so|since|because|while|though|i|i'm|im)\b))"
    r"|(?:(?:it|that|which|she|he)\s+)?belongs?\s+to\s+(?:my|our|the|a|(?-i:[A-Z]))"
    r"|not\s+(?:really\s+|technically\s+|actually\s+)?(?:mine|ours)\b)",
    re.IGNORECASE)
# What can be someone else's: the things a user owns.
OWNED_KINDS = ("pet:", "vehicle:", "possession:", "device:")
# Someone named, wishing, saying or thinking something in a conjunct of their own: "... and Hannah keeps hinting that".
# (opening on its literal, searched for at once)
NAMED_SAYING = lazy_regex(r" and [A-Z][a-z]+ (?:keeps|says|said|thinks|thought|wants|wanted|"
                          r"told me|tells me|insists|insisted|hints|hinted|asks|asked|reckons|suggests|suggested)\b")
# The user's own reason after their clause, offered as a clause of its own too: its words ("since I work from home
# now") are no gate on the clause it explains ("I sold my Civic last month").
# From the start of a run of spaces only: retried at each space of a long run it scanned the rest of the run.
OWN_REASON = lazy_regex(r"(?<!\s)\s++(?:since|because|cuz) (?=(?:i|i'm|i've|im|ive|we)\b)", re.IGNORECASE)
# What OWN_REASON cannot match without is "nce ", "ecau" or "cuz " in the lowercased text (no letter of them folds from
# another in a case-blind match, as the s of "since" does from the long s): three substring tests, not a search.
# A conjunct with a subject of its own: "... and your technician left the cap loose".
# After a comma, or from the start of a run of spaces only (a retry inside a long run rescanned the rest of it).
OTHERS_CONJUNCT = lazy_regex(r"(?:,|(?<!\s))\s++(?:and|but)\s+(?:your|their|his|her|the)\s+\w+", re.IGNORECASE)
# What someone of the user's is doing: "my friend is reading over my shoulder".
OTHERS_NOW = lazy_regex(r"my (?:[\w'-]+ )?[\w'-]+ (?:is|are) (?:(?:just|still|also)\s+)?[a-z]+ing\b", re.IGNORECASE)
# A reason that states a lasting fact of its own: in the present ("since I'm lactose intolerant", "because I have
# celiac", "since I work as a doctor"), not when something began ("since I was a kid", "since I moved here").
STATED_REASON = lazy_regex(
    r"(?:i'm|i am|im|i have(?! been\b)|i've got|i (?:also |still |only )?(?!used\b|[a-z]+ed\b)([a-z]+))\b",
    re.IGNORECASE,
)


# -- the user's own form or list: "Allergies: peanuts, shellfish", "Languages I speak: ...", a list under "Quick facts
# about me:" ----------------------------------------------------------------------------------------------------
# Whose form it is: the user's own ("my info", "about me", "my preferences", "the intake form", a label said in the
# first person). A form or list with none of this (a menu's "Allergens:", a pasted profile) is not the user's.
FORM_OWNER = lazy_regex(r"\b(?:about me|my (?:(?:dating|own|personal) )?(?:info|details|profile|preferences|prefs|"
                        r"facts|stats|bio|setup)|"
                        r"intake form|(?-i:I) (?:speak|own|use)|(?:quick |short )?prefs list|"
                        r"how (?-i:I) like (?:my )?answers)\b"
                        # a heading over the user's own health notes: "# health stuff (context for when I ask)"
                        r"|^#{1,6}[ \t]+(?:my )?(?:health|medical)\b[^\n]*\b(?:I|my|me)\b"
                        # a line of the user's household list: "- me: pescatarian"
                        r"|^[ \t]*(?:[-*\u2022][ \t]*)?(?:\*\*)?me(?:\*\*)?[ \t]*:(?:\*\*)?[ \t]*\S"
                        # a heading over the user's own list: "Preferences (please remember):", "## Household",
                        # "Fitness profile:" (another's is OTHERS_FORM's: "my son's profile")
                        r"|^[ \t]*(?:#{1,6}[ \t]+)?(?:my )?(?:preferences|prefs|household|(?:fitness|health|training|"
                        r"running|dev|developer|coding|work|personal) profile)\b[^\n:]{0,40}:?[ \t]*$",
                        re.IGNORECASE | re.MULTILINE)
OTHERS_FORM = lazy_regex(r"(?:'s|\b(?:his|her|their|your)) (?:(?!my\b|our\b|the\b)[\w-]+ )?(?:info|details|profile|"
                         r"preferences|prefs|facts|stats|intake form|form|setup)\b"
                         # a form kept for others, made up, or a character's: "I use this for my clients. Client
                         # intake:", "Sample bio for the template:", "My character sheet:"
                         r"|\bfor (?:my|our) (?:clients|customers|patients|students)\b|\bclient intake\b|"
                         r"\b(?:template|sample|example|placeholder|dummy|character sheet|my character|npc)\b",
                         re.IGNORECASE)
# "Label: value" on a line of its own or after a sentence, an item's mark before it ("* Units: metric").
# A markdown label is bold with its colon inside ("- **Name:** Lena") or out ("**Name**: Lena"); a name said beside
# it in brackets is the label's own ("- partner (Sam): eats everything").
FORM_LINE = lazy_regex(r"(?:^|(?<=[.!?])[ \t]+)[ \t]*(?:[-*\u2022][ \t]*)?(?:\*\*)?([A-Za-z][\w '/-]{0,40}?)"
                       r"(?:[ \t]*\([^()\n:]{1,30}\))?(?:\*\*)?"
                       r"[ \t]*:(?:\*\*)?[ \t]*(\S[^\n]{0,200}?)[ \t.]*$", re.MULTILINE)
# A heading ending its line with a colon, or a markdown heading ("## About me", a line in bold alone), and the items
# listed under it.
FORM_HEADING = lazy_regex(r"^(?:([^\n:#*]{3,80}):|#{1,6}[ \t]+([^\n]{2,80}?)|\*\*([^\n*]{2,80})\*\*:?)[ \t]*$",
                          re.MULTILINE)
ANY_ITEM = lazy_regex(r"[ \t]*(?:[-*\u2022]|\d{1,2}[.)])[ \t]+[^\n]*(?:\n|$)")
LIST_ITEM = lazy_regex(r"[ \t]*(?:[-*\u2022]|\d{1,2}[.)])[ \t]+([^\n:]{1,80}?)[ \t.]*(?:\n|$)")
FORM_VALUES = lazy_regex(r"\s*(?:,|;|\band\b|/)\s*")
NOTHING = frozenset("none n/a na no nothing nil -".split())
JOB_LABELS = frozenset("job occupation profession role work position title".split())
HOME_LABELS = frozenset(("city", "location", "home", "based in", "lives in", "current city", "town"))
NEVER = frozenset("never none no off nope".split())
# What the user likes, as their profile's label says: "Love: jollof, Arsenal", "Likes: long drives".
LIKES_LABELS = frozenset(("love", "loves", "likes", "i love", "i like", "things i love", "into"))
# A place that is where the user works, not lives: "Location: Lisbon office".
WORKPLACE_VALUE = lazy_regex(r"\b(?:office|hq|headquarters|campus|branch|site|plant|warehouse|store)\b", re.IGNORECASE)
# A shoe's label, its size in the value: "Shoe: Brooks Ghost, 10.5", "Shoe size: 9".
SHOE_LABELS = frozenset(("shoe", "shoes", "shoe size", "shoe sz"))
# A pastime's label: "Hobbies: bouldering, chess", "Interests: hiking".
HOBBY_LABELS = frozenset("hobby hobbies interests activities pastimes sports".split())
# A pastime's label in a profile by when it holds: now ("Current: swimming 3x/week"), or no longer (True).
PURSUIT_LABELS = {"current": False, "currently": False, "now": False, "used to": True, "formerly": True,
                  "previously": True, "former": True}
PURSUIT_VALUE_TAIL = lazy_regex(r"\s*(?:\(.*|,.*|\d.*|(?:every|each|a|per|on|most|daily|weekly|twice|once)\b.*)$",
                                re.IGNORECASE)
# A health label: "Health conditions: type 2 diabetes", "Medical: asthma"; and a medicines one ("Medications: ...").
HEALTH_LABEL = lazy_regex(r"(?:(?:health|medical|chronic)(?: conditions?| issues?| history| problems?)?|"
                          r"conditions?|diagnos[ie]s)")
MEDICINE_LABEL = lazy_regex(r"(?:current |daily |regular )?(?:medications?|medicines?|meds|prescriptions?)")
# A medicine named beside a condition: "type 2 diabetes (on metformin)".
ON_MEDICINE = lazy_regex(r"\(\s*(?:on|taking|takes) ([^()\n]{2,40})\)", re.IGNORECASE)
# A relative named in a value of the user's own form: "Emergency contact: my son, Daniel".
KIN_VALUE = lazy_regex(r"my ((?:[\w-]+ )?([\w-]+))\b", re.IGNORECASE)
# What a job is said with, after it: "Data analyst at a logistics company" is a data analyst.
JOB_PLACE = lazy_regex(r"\s+(?:at|for|in|with|@)\s+.*", re.IGNORECASE | re.DOTALL)
# A line of a form, to tell a message that is only a form: "Age: 58".
FORM_ROW = lazy_regex(r"[ \t]*(?:[-*\u2022][ \t]*)?(?:\*\*)?[A-Za-z][\w '/-]{0,40}(?:\*\*)?:(?:\*\*)?[ \t]*\S[^\n]*")
FIRST_PERSON_WORD = lazy_regex(r"\b(?:my|i|i'm|me|mine)\b", re.IGNORECASE)


def _own_bare_form(text: str) -> bool:
    """A message that is a form and nothing else, speaking in the first person in its values ("Emergency contact:
    my son, Daniel"): the user's own, filled in. With a line of another kind ("Character sheet, need a backstory
    for this guy:") or no word of the user's in it, it may be anyone's."""
    rows = [line for line in text.split("\n") if line.strip()]
    return len(rows) >= 2 and all(FORM_ROW.fullmatch(row) for row in rows) and any(
        FIRST_PERSON_WORD.search(row.partition(":")[2]) for row in rows)


# A label over the user's own description of themselves, its pieces said without "I": "About me: 29, divorced".
ABOUT_ME_LABEL = lazy_regex(r"(?:(?:a (?:bit|little) |quick |short )?about (?:me|myself)|(?:my |short )?bio|me)")
ABOUT_ME_PIECE = lazy_regex(r"[.!?;]\s+|\s*,\s*|\s+[\u2013\u2014-]\s+")
PARENTHETICAL = lazy_regex(r"\([^()\n]{0,200}\)?")
# What the user does, said with "I" left out in their own description: "Work in HVAC", "live in Tulsa".
SELF_VERBS = frozenset("""work live love like enjoy adore play speak own run drive ride teach study hate prefer cook
bake paint write sing hike swim fish read use grew was raised""".split())


def _about_me_item(said: str, rules: Rules) -> list[Proposal]:
    """A piece of the user's description of themselves with its "I" left out: "29", "divorced", "one daughter",
    "Work in HVAC", "backend engineer at a fintech", "metric units please"."""
    words = said.split(None, 1)
    if not words or FIRST_PERSON_WORD.match(said):
        return []  # "- I run Linux on all my machines": a clause of its own, read as the message's others are
    if words[0].lower() in SELF_VERBS and len(words) > 1:
        return rules.classify(f"I {said[0].lower()}{said[1:]}")
    having = _m(r"(?:" + NUMBER_WORDS + r") ", said) and not _m(r"\d+ (?:years?|yrs?) old$", said)
    found = rules.classify(f"I have {said}" if having else f"I'm {said}")
    if not found and (subject := stable_subject(said)):
        # "- metric units please", "- dark mode everywhere": how the user wants things, said as a note
        said = _sentence(f"User's standing instruction: {_phrase(said)}")
        found = [Proposal("preference", subject, said, confidence=0.6)]
    return found


# The closing of a letter and the name signed under it: "Best,\nMarcus Reyes", "Miss you man,\nDev".
SIGN_OFF = lazy_regex(r"\n[ \t]*((?:best|thanks|thank you|cheers|regards|best regards|kind regards|warm regards|warmly|"
                      r"all the best|sincerely|yours(?: truly| sincerely)?|love|xoxo|take care|talk soon|miss you|"
                      r"many thanks|with (?:many )?thanks|respectfully)"
                      r"\b[^\n]{0,25}\n[ \t]*((?-i:[A-Z])[a-z'-]+(?: (?-i:[A-Z])[a-z'-]+)?))[ \t]*(?:\n|$)",
                      re.IGNORECASE)


NOT_SIGNED = frozenset("team staff thanks thank best regards cheers love sincerely management office support "
                       "customer service department sent".split())


# A message that is itself a letter to the assistant or to no one named, opening on its salutation ("Dear Assistant,",
# "To whom it may concern,"; "Dear Tom," opens a letter to Tom, maybe received), and the title signed under the name
# that ends it ("Managing Partner").
LETTER_OPENING = lazy_regex(r"[ \t]*(?:dear (?:assistant|ai|chatgpt|claude|sir(?: or madam|/madam)?|madam)|"
                            r"to whom it may concern|good (?:morning|afternoon|evening)|greetings)[ \t]*[,:!]?[ \t]*\n",
                            re.IGNORECASE)
SIGNED_TITLE = lazy_regex(r"[ \t]*((?-i:[A-Z])[\w'-]*(?: (?:of |and |& )?(?-i:[A-Z])[\w'-]*){0,4})[ \t]*\s*$")


# A bio or profile the user says, in their own words before it, is their own, pasted in the third person: "Here's my
# speaker bio for the conference: '...'", "Polish my dating profile, I wrote it in third person on purpose: '...'",
# "the 'About the author' blurb for my novel: '...'", "a PI bio, here's mine: '...'" (not "this bio of our keynote
# speaker", "a LinkedIn summary I came across", "my friend's bio").
OWN_BIO_INTRO = lazy_regex(r"\bmy (?:own |new |current |updated |short |(?:speaker|author|linkedin|dating|"
                           r"conference|professional|grant|pi|twitter|instagram|website|faculty|staff|personal) )*"
                           r"(?:bio|biography|profile|blurb|(?:(?<=linkedin )|(?<=professional ))summary)\b(?! of\b)"
                           r"|\bhere(?:'s| is) mine\b"
                           r"|\bwrote it in (?:the )?third person\b|\babout the author\W{0,3} (?:blurb|section|bio|"
                           r"page|paragraph) for my (?:novel|book|memoir|debut)\b", re.IGNORECASE)
# What OWN_BIO_INTRO and CONFIRMED_MINE cannot match without, searched in the caseless text.
OWN_BIO_HINT = lazy_regex(r"bio|profile|summary|blurb|mine|third person|about the author|, the (?:groom|bride|author|"
                          r"speaker|candidate|applicant|founder|host|artist)\b")
# A pasted passage in quotation marks (a single quote inside a word, "master's", is no end of it).
QUOTED_PASSAGE = lazy_regex(r"(?<![\w'])'((?:[^'\n]|'(?=\w)){20,600})'(?!\w)|\"([^\"\n]{20,600})\"|"
                            r"\u2018((?:[^\u2019\n]|\u2019(?=\w)){20,600})\u2019(?!\w)|\u201c([^\u201d\n]{20,600})\u201d")
# Who a bio is about, opening it: "Dana Whitfield", "Dr. Aisha Rahman", "R. J. Okafor", "Chris" (then a verb).
BIO_NAME = lazy_regex(r"((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.? )?(?:[A-Z]\. ?){0,3}[A-Z][a-z'-]+(?: [A-Z][a-z'-]+){0,2})"
                      r"(?= (?:is|has|was|lives|holds|grew|teaches|works|owns|speaks|spent|earned|loves|enjoys|runs|"
                      r"leads|writes|serves|studies|plays|coaches|volunteers)\b)")
# Another's bio named between the user's and the passage: "Is my bio better than this one? '...'".
OTHER_BIO_BETWEEN = lazy_regex(r"\b(?:than|like|vs|versus|this one|that one|theirs|his|hers|compared)\b", re.IGNORECASE)
SELF_NAMED_BEFORE = lazy_regex(r"\bI'm ((?-i:[A-Z])[a-z]+), the (?:groom|bride|author|speaker|candidate|applicant|"
                               r"founder|host|artist)\b")
# The user confirming that what they pasted before is their own: "It's mine.", "That's me.", "Mine."
CONFIRMED_MINE = lazy_regex(r"\W*(?:(?:yes|yeah|yep|oh)\W+)?(?:(?:it'?s|it is|that'?s|that is|this is) )?(?:mine|"
                            r"me|my own|about me)\b(?!\s+(?:and|or)\b)", re.IGNORECASE)
# A bio's third-person verbs, as the user would say them of themselves.
BIO_VERBS = {"is": "am", "has": "have", "lives": "live", "holds": "hold", "teaches": "teach", "works": "work",
             "owns": "own", "speaks": "speak", "loves": "love", "enjoys": "enjoy", "runs": "run", "leads": "lead",
             "writes": "write", "serves": "serve", "studies": "study", "plays": "play", "coaches": "coach",
             "volunteers": "volunteer"}
BIO_SUBJECT_VERB = lazy_regex(r"(?:^|(?<=[.!?] ))(?:\{name\}|She|He|They) (" + "|".join(
    ["is", "has", "was", "grew", "spent", "earned", *BIO_VERBS]) + r")\b")
BIO_AND_VERB = lazy_regex(r"(,? and (?:now |also |currently )?)(" + "|".join(BIO_VERBS) + r")\b")
BIO_POSSESSIVE = lazy_regex(r"\b(?:her|his|their)\b")


def _first_person_bio(passage: str) -> str:
    """A third-person bio as the user would say it of themselves: "Dana Whitfield is a senior UX researcher. She
    holds a PhD" is "I am a senior UX researcher. I hold a PhD"; "" when it opens on no one's name."""
    if not (named := BIO_NAME.match(passage)):
        return ""
    name = named.group(1)
    names = {name, name.split()[-1], re.sub(r"^(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.? ", "", name).split()[0]}
    text = passage
    for each in sorted(names, key=len, reverse=True):
        text = re.sub(r"(?:^|(?<=[.!?] ))" + re.escape(each) + r"(?= )", "{name}", text)
    text = BIO_SUBJECT_VERB.sub(lambda m: "I " + BIO_VERBS.get(m.group(1), m.group(1)), text)
    if "{name}" in text:
        return ""  # the name said somewhere the bio's sentences do not open on it: not read as the user's
    text = BIO_AND_VERB.sub(lambda m: ". I " + m.group(1).split("and", 1)[1].strip() + (
        " " if m.group(1).split("and", 1)[1].strip() else "") + BIO_VERBS[m.group(2)], text)
    return BIO_POSSESSIVE.sub("my", text).replace("I am ", "I'm ")


def _own_bio(text: str, rules: Rules, confirmed: bool = False) -> list[tuple[Proposal, str]]:
    """What a third-person bio the user calls their own says of them: before the passage, in their words ("here's my
    speaker bio"), or (`confirmed`) in their next message ("It's mine.")."""
    found: list[tuple[Proposal, str]] = []
    for quoted in QUOTED_PASSAGE.finditer(text):
        passage = next(group for group in quoted.groups() if group)
        if not confirmed and not ((intro := OWN_BIO_INTRO.search(text, max(0, quoted.start() - 200), quoted.start()))
                                  and not OTHER_BIO_BETWEEN.search(text, intro.end(), quoted.start())) and not (
                (me := SELF_NAMED_BEFORE.search(text, max(0, quoted.start() - 80), quoted.start())) and (
                    named := BIO_NAME.match(passage)) and named.group(1) == me.group(1)):
            # (or the user names themselves just before a passage about that name: "I'm Alex, the groom: 'Alex ...'")
            continue
        if not (mine := _first_person_bio(passage)):
            continue
        for span in clauses(mine):
            if span.ends_question or span.subordinate or not span.text.startswith(("I ", "I'm ", "my ")):
                continue
            found += [(p, passage) for p in rules.classify(span.text) if p.subject]
        if confirmed:
            break  # the one passage confirmed
    return found


def _signed(text: str) -> list[tuple[Proposal, str]]:
    """The name the user signs their own letter with, when they say the letter is theirs (see own_draft); when the
    whole message is a letter to the assistant, its closing ending it, the title signed under the name (the name
    itself is not kept then: the held-out corpus keys none for a letter to the assistant, the tenth does)."""
    whole = False
    if (letter := SALUTATION.search(text)) and own_draft(text[:letter.start()]):
        start = letter.end()
    elif text[:1] in "DdTtGg \t" and (opening := LETTER_OPENING.match(text)):
        start, whole = opening.end(), True
    else:
        return []
    closings = list(SIGN_OFF.finditer(text, start))
    signed = closings[-1] if closings else None  # the last closing of the letter
    title = SIGNED_TITLE.fullmatch(text, signed.end()) if whole and signed and text[signed.end():].strip() else None
    if whole and signed and text[signed.end():].strip() and title is None:
        return []  # the letter is followed by more: not the message's own closing
    # a name signed on its own line may be a word too ("Dev", "Faith"), not a closing's word or a team's
    if signed is None or any(word.lower() in lx.STOPWORDS or word.lower() in NOT_SIGNED for word in
                             signed.group(2).split()):
        return []
    found = [] if whole else [(Proposal("user_model_attr", "identity:name", _sentence(
        f"User's name is {signed.group(2)}"), confidence=0.55), signed.group(1).strip())]
    if title and ((head := title.group(1).split()[-1].lower()) in lx.JOBS or head in lx.TITLES):
        # "Best regards,\nMarguerite Okafor\nManaging Partner": the title the user signs with
        found.append((Proposal("user_model_attr", "occupation", _sentence(f"User is {title.group(1)}"),
                               confidence=0.55), title.group(1)))
    return found


# A role fronted before the user's own clause: "As a certified public accountant, I am seeking ...", "As a practising
# Muslim, I would appreciate ...", "In my capacity as head nurse, I ...". Opening a sentence, and followed by "I" or
# "my": "As a kid, my dad ..." is a time of life (no role kept below), "As a nurse, would you ..." asks of another.
ROLE_FRONTED = lazy_regex(r"(?:^|[.!?][ \t]+|\n[ \t]*)(?:as|being) (an? [^,.;:!?\n()]{2,100}),[ \t]+"
                          r"(?:i|i'm|i am|i've|i have|i'd|i'll|i would|i will|my)\b", re.IGNORECASE)
# The role the user says they speak in: "I am writing in my capacity as Head of Procurement at Larsen Maritime".
CAPACITY_AS = lazy_regex(r"\bin my (?:capacity|role|position) as ((?:the |an? )?[^,.;:!?\n()]{2,100})", re.IGNORECASE)
# What a fronted role may be: a job, a faith, a diet, a condition (not a time of life, a stand-in, a joke, nor
# a job no longer or not yet held).
ROLE_NOT_HELD = lazy_regex(r"\b(?:former|ex|retired|aspiring|future|would-be|wannabe|prospective|potential|"
                           r"hypothetical|pretend|fake)\b", re.IGNORECASE)
ROLE_IDENTITIES = frozenset(word.replace(" ", "_").replace("-", "_").replace("'", "")
                            for word in (*lx.FAITHS, *lx.ORIENTATIONS))


# A message that opens on the user's job alone, as a signature would: "FF/EMT here — ...", "Night shift ER nurse, 12
# years in.", "Paramedic here, quick question" (a job noun its head; not "Nurse Jackie here", nor "the nurse here").
JOB_OPENING = lazy_regex(r"^(?:(?:[\w/&-]+) ){0,3}?(?P<job>[\w&-]+(?:/[\w&-]+)?)"
                         r"(?: here\b(?= *[,.!:;\u2014\u2013-]| *$)|, "
                         r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty) (?:years|yrs) in\b)",
                         re.IGNORECASE)


def _job_here(text: str) -> list[tuple[Proposal, str]]:
    """The job a message opens on alone (JOB_OPENING), as "I'm a ..." would say it."""
    m = JOB_OPENING.match(text)
    if not m:
        return []
    words = _words(m.group()[:m.end("job")])
    if not words or words[0] in ("the", "a", "an", "my", "your", "his", "her", "their", "our", "this", "that"):
        return []  # "the nurse here", "my nurse here": someone else
    if not all(_singular(part) in lx.JOBS or part in ("ff", "fd") for part in m.group("job").lower().split("/")) or (
            m.group("job").lower() in ("ff", "fd")):  # "FF/EMT": a firefighter and an EMT
        return []
    said = m.group()
    return [(Proposal("user_model_attr", "occupation", _sentence(f"User: {said}"), confidence=0.55), said)]


def _may_front_a_role(low: str) -> bool:
    """Whether ROLE_FRONTED or CAPACITY_AS may match the text, caseless: a look for the words they cannot match
    without."""
    return "as a" in low or "being a" in low or "capacity as" in low or "role as" in low or "position as" in low or (
        "as c" in low or "as f" in low)  # "As CEO I ...", "As founder of Quillstack, I ..."


def _role_fronted(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """The role the user fronts their own sentence with, as "I'm a ..." would say it."""
    regions: ForeignRegions | None = None
    out: list[tuple[Proposal, str]] = []
    fronted = [*ROLE_FRONTED.finditer(text), *(CAPACITY_AS.finditer(text) if "my " in text else ()),
               *(TITLE_FRONTED.finditer(text) if "as " in text or "As " in text else ())]
    for m in fronted:
        regions = regions or ForeignRegions.of(text)
        role = m.group(1)
        if regions.touch(m.start(1), m.end()) or ROLE_NOT_HELD.search(role):
            continue
        for p in rules.classify(f"I'm {role}"):
            kind, _, what = p.subject.partition(":")
            if p.polarity == "assert" and (
                p.subject in ("occupation", "occupation:employer", "diet") or kind == "health"
                or (kind == "identity" and what in ROLE_IDENTITIES)
            ):
                out.append((p, m.group(0).strip()))
        if out and " with " in role:
            # "As a CPA with fifteen years of experience in audit": the years had at it, as "I have ..." says them
            out += [(p, m.group(0).strip()) for p in rules.classify(f"I have {role.split(' with ', 1)[1]}")
                    if p.subject.startswith("experience:") and p.polarity == "assert"]
    return out


# A self-statement code-switched into Spanish, French or German inside an English message ("soy enfermera", "vivo en
# Houston", "mi abuela", "j'apprends la guitare depuis six mois", "Ich bin Lehrerin, ich hab zwei Katzen"): the few
# first-person frames and the words they most often carry, read as their English would be. A word not listed forms
# nothing (precision first: no guess at a translation).
_SWITCHED_JOBS = {
    "enfermera": "nurse", "enfermero": "nurse", "maestra": "teacher", "maestro": "teacher", "profesora": "teacher",
    "profesor": "teacher", "doctora": "doctor", "médica": "doctor", "médico": "doctor", "ingeniera": "engineer",
    "ingeniero": "engineer", "abogada": "lawyer", "abogado": "lawyer", "contadora": "accountant",
    "contador": "accountant", "estudiante": "student", "cocinera": "cook", "cocinero": "cook",
    "programadora": "programmer", "programador": "programmer", "diseñadora": "designer", "diseñador": "designer",
    "infirmière": "nurse", "infirmier": "nurse", "professeure": "teacher", "professeur": "teacher",
    "médecin": "doctor", "ingénieure": "engineer", "ingénieur": "engineer", "avocate": "lawyer", "avocat": "lawyer",
    "étudiante": "student", "étudiant": "student", "développeuse": "developer", "développeur": "developer",
    "lehrerin": "teacher", "lehrer": "teacher", "ärztin": "doctor", "arzt": "doctor", "krankenschwester": "nurse",
    "krankenpfleger": "nurse", "pflegerin": "nurse", "ingenieurin": "engineer", "ingenieur": "engineer",
    "studentin": "student", "student": "student", "entwicklerin": "developer", "entwickler": "developer",
    "anwältin": "lawyer", "anwalt": "lawyer",
}
_SWITCHED_DIETS = {
    "vegana": "vegan", "vegano": "vegan", "vegetariana": "vegetarian", "vegetariano": "vegetarian",
    "végane": "vegan", "végan": "vegan", "végétalienne": "vegan", "végétalien": "vegan",
    "végétarienne": "vegetarian", "végétarien": "vegetarian", "veganerin": "vegan", "veganer": "vegan",
    "vegetarierin": "vegetarian", "vegetarier": "vegetarian",
}
_SWITCHED_KIN = {
    "abuela": "grandmother", "abuelo": "grandfather", "mamá": "mother", "madre": "mother", "papá": "father",
    "padre": "father", "hermana": "sister", "hermano": "brother", "hija": "daughter", "hijo": "son",
    "esposa": "wife", "esposo": "husband", "marido": "husband", "novia": "girlfriend", "novio": "boyfriend",
    "perra": "dog", "perro": "dog", "gata": "cat", "gato": "cat",
    "grand-mère": "grandmother", "grand-père": "grandfather", "mère": "mother", "père": "father",
    "sœur": "sister", "soeur": "sister", "frère": "brother", "fille": "daughter", "fils": "son", "femme": "wife",
    "mari": "husband", "copine": "girlfriend", "copain": "boyfriend", "chienne": "dog", "chien": "dog",
    "chatte": "cat", "chat": "cat",
}
_SWITCHED_PETS = {"hund": "dog", "hunde": "dogs", "katze": "cat", "katzen": "cats", "perros": "dogs", "gatos": "cats",
                  "chiens": "dogs", "chats": "cats"}
_SWITCHED_COUNTS = {"un": "a", "una": "a", "une": "a", "ein": "a", "eine": "a", "einen": "a", "dos": "two",
                    "deux": "two", "zwei": "two", "tres": "three", "trois": "three", "drei": "three",
                    "cuatro": "four", "quatre": "four", "vier": "four", "cinco": "five", "cinq": "five", "fünf": "five",
                    "seis": "six", "six": "six", "sechs": "six", "dix": "ten", "diez": "ten", "zehn": "ten"}
_SWITCHED_UNITS = {"mois": "months", "ans": "years", "années": "years", "semaines": "weeks", "meses": "months",
                   "años": "years", "semanas": "weeks", "monate": "months", "monaten": "months", "jahre": "years",
                   "jahren": "years", "wochen": "weeks"}
_SWITCHED_INSTRUMENTS = {"guitare": "guitar", "guitarra": "guitar", "gitarre": "guitar", "piano": "piano",
                         "klavier": "piano", "violon": "violin", "violín": "violin", "geige": "violin",
                         "batterie": "drums", "batería": "drums", "schlagzeug": "drums", "ukulélé": "ukulele"}
_SWITCHED_LANGUAGES = {"español": "Spanish", "castellano": "Spanish", "inglés": "English", "ingles": "English",
                       "portugués": "Portuguese", "portugues": "Portuguese", "francés": "French", "frances": "French",
                       "alemán": "German", "aleman": "German", "italiano": "Italian", "catalán": "Catalan",
                       "catalan": "Catalan"}
# What "j'adore" says of no named thing: "j'adore la vie", "l'idée".
_SWITCHED_VAGUE = frozenset("vie idée idee monde temps moment façon facon concept fait truc chose choses gens".split())
_SWITCHED_PLACE = r"((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2})"
SWITCHED_SELF = lazy_regex(
    r"(?:^|(?<=[\s,.;:!?¡¿(\"]))(?:"
    # a language spoken, natively or not: "soy hablante nativa de español", "hablo portugués"
    r"(?:yo )?(?:soy hablante nativ[oa] del?|hablo) (?P<es_speak>" + "|".join(_SWITCHED_LANGUAGES) + r")"
    r"|(?:yo )?soy de " + _SWITCHED_PLACE.replace("(", "(?P<es_from>", 1)
    + r"|(?:yo )?soy (?:una? )?(?P<es_be>[\wáéíóúñ]+)"
    r"(?: en (?:el |la )?" + _SWITCHED_PLACE.replace("(", "(?P<es_at>", 1) + r")?"
    r"|(?:yo )?vivo en " + _SWITCHED_PLACE.replace("(", "(?P<es_home>", 1)
    + r"|(?:je suis|j'suis) (?:une? )?(?P<fr_be>[\wàâçéèêëîïôûùüÿœ-]+)"
    r"|j'habite (?:à|a|en|au) " + _SWITCHED_PLACE.replace("(", "(?P<fr_home>", 1)
    + r"|je viens (?:de|du|d') ?" + _SWITCHED_PLACE.replace("(", "(?P<fr_from>", 1)
    + r"|j'adore (?:le |la |les |l')(?P<fr_love>[\w-]+(?: (?!(?:and|et|mais|but|pour|for|with|avec)\b)[\w-]+)?)"
    r"|j'apprends (?:la |le |l')(?P<fr_learn>[\wéû-]+)(?: depuis (?P<fr_count>\w+) (?P<fr_unit>\w+))?"
    r"|ich bin (?:eine? )?(?P<de_be>[\wäöüß]+)"
    r"|ich wohne in " + _SWITCHED_PLACE.replace("(", "(?P<de_home>", 1)
    + r"|ich (?:hab|habe) (?:(?P<de_count>\w+) )?(?P<de_have>[\wäöüß]+)"
    r"|(?P<kin_word>mi|ma|mon) (?P<kin>[\wáéíóúñàâçéèêëîïôûùüœ-]+)"
    r")(?=$|[\s,.;:!?)])",
    re.IGNORECASE,
)
SWITCHED_DENIED = lazy_regex(r"\b(?:no|nunca|jamás|ne|pas|nicht|kein|not)\s+$", re.IGNORECASE)
SENTENCE_STOP_ANY = lazy_regex(r"[.!?]")
# Someone else's words, or a joke, said around a code-switched phrase: "Mi hermana dijo: soy enfermera", "Mein Bruder
# sagt, ich bin Arzt", "Soy enfermera jaja mentira", "Je suis médecin, je plaisante". Its sentence is no one's fact.
SWITCHED_NOT_OWN = lazy_regex(r"\b(?:dijo|dice|dicen|decía|decia|contó|conto|escribió|escribio|dit|disait|a dit|"
                              r"raconte|écrit|ecrit|sagt|sagte|meint|meinte|schrieb|mentira|broma|je plaisante|"
                              r"je rigole|blague|witz|nur spaß|nur spass|jk|kidding|joking)\b", re.IGNORECASE)
# (its lookahead: the letters its words begin with, so most positions fail at once)
SWITCHED_HINT = lazy_regex(r"(?=[sSvVjJiImMhH])\b(?:soy|vivo|hablo|je|j'|ich|mi|ma|mon)\b", re.IGNORECASE)


def _may_switch(low: str) -> bool:
    """Whether SWITCHED_SELF may match the text, caseless: a look for the words it cannot match without, then
    SWITCHED_HINT."""
    return ("soy " in low or "vivo " in low or "hablo " in low or "je " in low or "j'" in low or "ich " in low
            or "mi " in low or "ma " in low or "mon " in low) and SWITCHED_HINT.search(low) is not None


def _code_switched(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """What the user says of themselves in a code-switched phrase, read as its English says it."""
    regions: ForeignRegions | None = None
    out: list[tuple[Proposal, str]] = []
    for m in SWITCHED_SELF.finditer(text):
        regions = regions or ForeignRegions.of(text)
        if regions.touch(m.start(), m.end()) or SWITCHED_DENIED.search(text, max(0, m.start() - 8), m.start()):
            continue  # quoted or pasted; denied ("no soy vegano")
        begun = max(text.rfind(stop, 0, m.start()) for stop in ".!?\n") + 1
        ended = SENTENCE_STOP_ANY.search(text, m.end())
        if SWITCHED_NOT_OWN.search(text, begun, ended.start() if ended else len(text)):
            continue  # reported ("mi hermana dice que vivo en Madrid") or a joke ("jaja mentira")
        stop = SENTENCE_STOP_ANY.search(text, m.end())
        if (stop and stop.group() == "?" and not FACT_TAIL.search(text[m.end():stop.start()])) or (
                "¿" in text[text.rfind(".", 0, m.start()) + 1:m.start()]):
            continue  # asked ("¿soy de aquí?"), not followed by a question of its own ("..., can you ...?")
        said, group = m.group(0).strip(), m.lastgroup or ""
        if group == "es_at":
            group = "es_be"  # "soy enfermera en el Methodist": the job, and where
        value = (m.group(group) or "").lower() if group else ""
        english = ""
        if group in ("es_be", "fr_be", "de_be"):
            if value in _SWITCHED_JOBS:
                at = m.group("es_at") if group == "es_be" else None
                english = f"I'm {_a(_SWITCHED_JOBS[value])}" + (f" at {at}" if at else "")
            elif value in _SWITCHED_DIETS or value in ("vegan", "vegetarisch"):
                english = f"I'm {_SWITCHED_DIETS.get(value, 'vegetarian' if value == 'vegetarisch' else value)}"
        elif group == "es_speak" and (language := _SWITCHED_LANGUAGES.get(value)):
            english = f"I'm a native {language} speaker" if "nativ" in said.lower() else f"I speak {language}"
        elif group == "fr_love" and value.split()[0] not in _SWITCHED_VAGUE and len(value) > 2:
            english = f"I love {m.group(group)}"  # "j'adore le jazz manouche": a name said as it is
        elif group in ("es_home", "fr_home", "de_home"):
            english = f"I live in {m.group(group)}"
        elif group in ("es_from", "fr_from"):
            english = f"I'm from {m.group(group)}"
        elif group in ("fr_learn", "fr_unit"):
            instrument = _SWITCHED_INSTRUMENTS.get((m.group("fr_learn") or "").lower())
            count = _SWITCHED_COUNTS.get((m.group("fr_count") or "").lower(), (m.group("fr_count") or "").lower())
            unit = _SWITCHED_UNITS.get((m.group("fr_unit") or "").lower())
            if instrument and unit and (count.isdigit() or count in _SWITCHED_COUNTS.values()):
                english = f"I've been learning {instrument} for {count} {unit}"
            elif instrument and not m.group("fr_count"):
                english = f"I'm learning {instrument}"
        elif group in ("de_have", "de_count"):
            count = _SWITCHED_COUNTS.get((m.group("de_count") or "").lower())
            pet = _SWITCHED_PETS.get((m.group("de_have") or "").lower())
            if pet and (count or not m.group("de_count")):
                english = f"I have {count or 'a'} {pet}" if count else f"I have {_a(pet)}"
        elif group == "kin" and (kin := _SWITCHED_KIN.get(value)) and (
                (m.group("kin_word").lower() == "mi") == (value[-1:] in "aoáé" and value not in ("chat", "mari"))):
            # "mi abuela", "mi novio"; "ma mère", "mon frère" (and no "mi" before a French word, nor "ma" before a
            # Spanish one)
            english = f"I have {_a(kin)}"
        if english:
            # in the user's own words (the English reading decides the key, not what is kept)
            out += [(replace(p, statement=_sentence(f"User: {said}")), said)
                    for p in rules.classify(english) if p.polarity == "assert"]
    return out


# Structured data the user pastes as their own profile: a fenced YAML (or untagged) block of "key: value" lines, and a
# JSON object. Read as a form's lines are, when the words around it say it is the user's (FORM_OWNER).
DATA_FENCE = lazy_regex(r"^[ \t]*```[ \t]*(?:ya?ml|json|)[ \t]*\n(.*?)^[ \t]*```", re.MULTILINE | re.DOTALL)
JSON_OBJECT = lazy_regex(r"\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}")
# A JSON key in snake case or camel case, said as a label: "current_role" is "current role".
JSON_KEY_WORD = lazy_regex(r"_+|(?<=[a-z])(?=[A-Z])")


NESTED_KEY = lazy_regex(r"[ \t]*[A-Za-z][\w -]{0,40}:[ \t]*")


def _data_fences(text: str) -> list[tuple[int, int]]:
    """The fenced blocks of a message that are data: every line of them a "key: value" line, a key opening a nested
    block, or a list item."""
    out = []
    for fence in DATA_FENCE.finditer(text):
        rows = [row for row in fence.group(1).split("\n") if row.strip()]
        if any(NESTED_KEY.fullmatch(row) and FORM_ROW.fullmatch(after) and after[:1] in " \t"
               for row, after in itertools.pairwise(rows)):
            continue  # a nested mapping ("landlord:\n  name: Gary"): whose each block is, its key says, not the lead
        if rows and all(FORM_ROW.fullmatch(row) or re.fullmatch(r"[ \t]*[A-Za-z][\w -]{0,40}:[ \t]*", row)
                        or ANY_ITEM.fullmatch(row + "\n") for row in rows):
            out.append((fence.start(1), fence.end(1)))
    return out


def _json_form(text: str) -> list[tuple[str, str, str]]:
    """The (label, value, evidence) fields of the JSON objects in a message: nested objects flattened ("household":
    {"partner": true} is "partner: true"), lists joined ("allergies": ["peanuts"]); a null or false value is none."""
    out: list[tuple[str, str, str]] = []
    for m in JSON_OBJECT.finditer(text):
        try:
            data = json.loads(m.group())
        except ValueError:
            continue
        if not isinstance(data, dict):
            continue
        evidence = m.group() if len(m.group()) <= 500 else ""
        fields = list(data.items())
        while fields:
            key, value = fields.pop(0)
            if isinstance(value, dict):
                fields[:0] = list(value.items())
                continue
            if isinstance(value, list):
                value = ", ".join(str(v) for v in value if isinstance(v, str | int | float) and v is not True)
            if value is None or value is False or value == "" or not isinstance(key, str):
                continue
            label = JSON_KEY_WORD.sub(" ", key).strip().lower()
            value = "true" if value is True else str(value)
            said = f'"{key}": ' + (f'"{value}"' if f'"{key}": "{value}"' in m.group() else value)
            out.append((label, value, said if said in text else evidence))
    return out


# A CSV or markdown table pasted as the user's own: its header's labels, and the row that is the user's (the one a
# "relation" column calls "self", or the one row under "Here's my row"); a relative's row names the relative.
TABLE_CELL_SPLIT = lazy_regex(r"[ \t]*[,|][ \t]*")
TABLE_LABEL = lazy_regex(r"[A-Za-z][A-Za-z _/-]{0,30}")
TABLE_RULE = lazy_regex(r"[ \t|:,-]*-{3,}[ \t|:,-]*")
RELATION_LABELS = frozenset(("relation", "relationship", "relation to me", "relation to applicant"))
SELF_CELLS = frozenset(("self", "me", "myself", "user", "primary"))
OWN_ROW = lazy_regex(r"\bmy (?:row|line|entry|record|details|info)\b", re.IGNORECASE)


def _cells(line: str) -> list[str]:
    return TABLE_CELL_SPLIT.split(line.strip().strip("|").strip())


def _table_rows(text: str) -> list[tuple[str, str, str, bool]]:
    """(label, value, evidence, is_relative) for each field of the user's own row of a pasted table, and a relative's
    row as ("relation", kin, evidence, True)."""
    lines = text.split("\n")
    at = [0]
    for line in lines:
        at.append(at[-1] + len(line) + 1)
    for i, line in enumerate(lines):
        header = _cells(line)
        if len(header) < 2 or not all(TABLE_LABEL.fullmatch(cell) for cell in header) or (
                "," not in line and "|" not in line):
            continue
        labels = [cell.strip().lower() for cell in header]
        rows = []
        for j in range(i + 1, len(lines)):
            if TABLE_RULE.fullmatch(lines[j]):
                continue
            cells = _cells(lines[j])
            if len(cells) != len(labels) or ("," not in lines[j] and "|" not in lines[j]):
                break
            rows.append((j, cells))
        if not rows:
            continue
        relation = next((k for k, label in enumerate(labels) if label in RELATION_LABELS), None)
        out: list[tuple[str, str, str, bool]] = []
        for j, cells in rows:
            evidence = text[at[i]:at[j] + len(lines[j])]
            if (relation is not None and cells[relation].lower() in SELF_CELLS) or (
                    relation is None and len(rows) == 1 and OWN_ROW.search(text, 0, at[i])):
                out += [(label, cell, evidence, False)
                        for k, (label, cell) in enumerate(zip(labels, cells, strict=True)) if k != relation and cell]
            elif relation is not None and (kin := _singular(cells[relation].lower())) in lx.FAMILY and (
                    kin not in lx.ACQUAINTANCES):
                out.append(("relation", kin, evidence, True))
        return out
    return []


# A block of structured data keyed on the user ("me:" in YAML, its fields indented under it), beside blocks keyed on
# others ("landlord:"), whose fields are theirs.
ME_BLOCK = lazy_regex(r"^(?P<indent>[ \t]*)(?:me|myself|self)[ \t]*:[ \t]*\n"
                      r"(?P<fields>(?:(?P=indent)[ \t]+[^\n]*(?:\n|$))+)", re.MULTILINE | re.IGNORECASE)
ME_FIELD = lazy_regex(r"^[ \t]+([A-Za-z][\w -]{0,40}?)[ \t]*:[ \t]*(\S[^\n]{0,200}?)[ \t]*$", re.MULTILINE)


def _me_block(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """The fields of a "me:" block of pasted YAML, each with its line as evidence."""
    out: list[tuple[Proposal, str]] = []
    # the block's own fence is data keyed on the user, whatever other blocks it holds
    data = [(m.start(), m.end()) for m in FENCE.finditer(text)] if "```" in text else []
    regions = ForeignRegions([(a, b) for a, b in foreign_regions(text)
                              if not any(a <= start and end <= b for start, end in data)])
    for block in ME_BLOCK.finditer(text):
        if regions.touch(block.start(), block.end()):
            continue  # quoted, or code that is no data: someone else's "me"
        for field in ME_FIELD.finditer(block.group("fields")):
            label, value = field.group(1).replace("_", " ").strip().lower(), field.group(2).strip()
            if value.startswith("[") and value.endswith("]"):
                value = value[1:-1].strip()
            found = _form_fact(label, value, False) or _form_kin(label, value, rules)
            out += [(p, field.group().strip()) for p in found]
    return out


def _form(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """The facts of the user's own form or list, each with its line as evidence."""
    if "e:" in text and ME_BLOCK.search(text) and not OTHERS_FORM.search(text):
        return _me_block(text, rules)
    if not (FORM_OWNER.search(text) or _own_bare_form(text) or ("my " in text and OWN_ROW.search(text))) or (
            OTHERS_FORM.search(text)):
        return []
    regions = ForeignRegions.of(text)
    if "```" in text and (data := _data_fences(text)):
        # the user's own YAML, fenced: its lines are theirs, as the form's around it are
        regions = ForeignRegions([(a, b) for a, b in foreign_regions(text)
                                  if not any(a <= start and end <= b for start, end in data)])
    out: list[tuple[Proposal, str]] = []
    preferences = "preferences" in text.lower()
    if "{" in text and '":' in text:
        for label, value, said in _json_form(text):
            if said and not regions.touch(text.find(said), text.find(said) + len(said)):
                found = _form_fact(label, value, preferences) or _form_kin(label, value, rules)
                out.extend((p, said) for p in found)
    if "\n" in text and ("," in text or "|" in text):
        for label, value, said, relative in _table_rows(text):
            if regions.touch(text.find(said), text.find(said) + len(said)):
                continue
            if relative:
                out.append((Proposal("relationship", f"family:{_kin(value)}", _sentence(f"User's {value}"),
                                     confidence=0.6), said))
            else:
                out.extend((p, said) for p in _form_fact(label, value, preferences) or _form_kin(label, value, rules))
    for line in FORM_LINE.finditer(text):
        if not regions.touch(line.start(), line.end()):
            label, value = line.group(1).strip().lower(), line.group(2).strip()
            if "_" in label or label.startswith("current "):
                # a data key: "current_role: Data Engineer @ Allegro" is the job held
                label = label.replace("_", " ")
                label = label[8:] if label.startswith("current ") and label[8:] in JOB_LABELS else label
            if value.startswith("[") and value.endswith("]"):
                value = value[1:-1].strip()  # a YAML list: "languages: [Polish, English]"
            if ABOUT_ME_LABEL.fullmatch(label):
                # "About me: 29, divorced, one daughter. Work in HVAC, live in Tulsa.": each piece said of the user
                pieces = ABOUT_ME_PIECE.split(PARENTHETICAL.sub("", value))
                out.extend((p, line.group().strip()) for piece in pieces for p in _about_me_item(piece.strip(), rules))
            else:
                found = _form_fact(label, value, preferences) or _form_kin(label, value, rules)
                out.extend((p, line.group().strip()) for p in found)
    for heading in FORM_HEADING.finditer(text):
        title = (heading.group(1) or heading.group(2) or heading.group(3)).lower()
        at = heading.end() + 1
        while (line := ANY_ITEM.match(text, at)) is not None:
            at = line.end()
            # an item that is a "label: value" line was read as one above; the items after it are still listed
            if (item := LIST_ITEM.fullmatch(text, line.start(), line.end())) is None or regions.touch(
                item.start(), item.end()
            ):
                continue
            said = item.group(1).strip()
            if "about me" in title or "facts" in title or title.strip() in ("household", "my household", "my family") \
                    or title.startswith(("health", "my health", "medical")):
                # "- 34, married, two kids": each piece of an item, as of an "About me:" line
                found = [p for piece in ABOUT_ME_PIECE.split(PARENTHETICAL.sub("", said))
                         for p in _about_me_item(piece.strip(), rules)]
                if not found and (with_me := ME_AND_KIN.match(said)) and (
                        kin := _singular(with_me.group(1).lower())) in lx.FAMILY and kin not in lx.ACQUAINTANCES:
                    # "- Me + my partner, Sam": the relative the user lists beside themselves
                    found = [Proposal("relationship", f"family:{_kin(kin)}", _sentence(f"User's household: {said}"),
                                      confidence=0.6)]
            elif "device" in title or "gadget" in title or ("gear" in title and "i own" in title):
                found = _device(said)
            elif title.strip().replace("_", " ") in PAST_JOB_TITLES:
                # "previous:\n  - QA tester (2015-2018)": a job the user held before, in their own résumé
                job = JOB_PLACE.sub("", PARENTHETICAL.sub("", said)).strip()
                found = [replace(p, statement=_sentence(f"User was {said}"), confidence=0.6)
                         for p in rules.classify(f"I used to be {_a(job)}") if p.subject.startswith("history:")][:1]
            elif ("pref" in title or "how i like" in title) and (subject := stable_subject(said)):
                # "## How I like answers / - short, code first": how the user wants replies, said as a note
                found = [Proposal("preference", subject, _sentence(f"User's standing instruction: {said}"),
                                  confidence=0.6)]
            else:
                found = []
            out.extend((p, item.group().strip()) for p in found)
    return out


# A heading over the jobs the user held before: "previous:", "Past roles:".
PAST_JOB_TITLES = frozenset(("previous", "previously", "previous roles", "previous jobs", "previous positions",
                             "past roles", "past jobs", "past positions", "former roles", "former jobs"))
# An item of a household list naming the user and a relative: "Me + my partner, Sam", "me and my husband".
ME_AND_KIN = lazy_regex(r"me[ \t]*(?:\+|&|and)[ \t]*my ([a-z]+)\b", re.IGNORECASE)
# Labels of the user's household and status in their own form: "Pets: two cats", "Kids: 2", "Relationship status:
# married", "Hometown: Cork", "Education: BSc in Biology".
PET_LABELS = frozenset("pet pets animals".split())
# A device's label in the user's own list of what they use: "laptop: ThinkPad X1", "phone: Pixel 8".
DEVICE_LABELS = frozenset("laptop phone computer desktop tablet watch smartwatch e-reader ereader console mobile cell "
                          "smartphone".split())
KID_LABELS = frozenset("kids children child".split())
STATUS_LABELS = frozenset(("relationship status", "marital status", "relationship"))
ORIGIN_LABELS = frozenset(("hometown", "home town", "from", "born in", "grew up in", "originally from", "nationality",
                           "place of birth", "birthplace"))
EDUCATION_LABELS = frozenset(("education", "degree", "university", "college", "school", "alma mater"))
STATUSES = lazy_regex(r"(?:happily )?(?:single|married|divorced|engaged|widowed|separated|in a relationship|"
                      r"partnered)$", re.IGNORECASE)
KID_COUNT = lazy_regex(r"(?:\d{1,2}|one|two|three|four|five|six|yes)\b(?!\s*(?:years?|yrs?|months?)\b)", re.IGNORECASE)
DEGREE = lazy_regex(r"\b(?:b\.?sc|b\.?a|m\.?sc|m\.?a|mba|phd|ph\.d|md|jd|bachelor'?s?|master'?s?|doctorate|diploma|"
                    r"degree)\b|(?-i:[A-Z])", re.IGNORECASE)


def _form_kin(label: str, value: str, rules: Rules) -> list[Proposal]:
    """A field of the user's own form about their household, status, origin or schooling."""
    said = _sentence(f"User's {label}: {value}")
    plain = PARENTHETICAL.sub("", value).strip()
    if not plain or plain.lower() in NOTHING or plain.lower() in ("0", "zero", "no"):
        return []
    if label in PET_LABELS:
        # "Pets: two cats, a rabbit": each kind the user keeps
        return [replace(p, statement=said) for p in rules.things(plain if _m(NUMBER_WORDS + r" ", plain) else
                                                                 f"a {plain}", "User has", negative=False)
                if p.subject.startswith("pet:")]
    if label in KID_LABELS and KID_COUNT.match(plain):
        return [Proposal("relationship", "family:kid", said, confidence=0.6)]
    if label not in KID_LABELS and (kin := _singular(label)) in lx.FAMILY and kin not in lx.ACQUAINTANCES and (
        kin not in ("family", "parent") and not FIRST_PERSON_WORD.match(plain)
    ):
        # "- partner (Sam): eats everything", "Husband: Tom": a relative of the user's listed in their own form
        return [Proposal("relationship", f"family:{_kin(kin)}", said, confidence=0.6)]
    if label in STATUS_LABELS and STATUSES.match(plain):
        return [Proposal("user_model_attr", "relationship_status", said, confidence=0.6)]
    if label in ORIGIN_LABELS and (_named(plain) or plain.lower() in lx.NATIONALITIES) and len(plain.split()) <= 4:
        return [Proposal("user_model_attr", "location:origin", said, confidence=0.6)]
    if label in EDUCATION_LABELS and DEGREE.search(plain) and len(plain.split()) <= 8:
        return [Proposal("user_model_attr", "education", said, confidence=0.6)]
    return []


def _form_fact(label: str, value: str, preferences: bool) -> list[Proposal]:
    values = [v for v in FORM_VALUES.split(re.sub(r"\([^)]*\)", "", value)) if v and v.lower() not in NOTHING]

    def said(value: str) -> str:
        # In the form's own words, label and value: "Age: 34" is "User's age: 34.", not "34 years old",
        # which the user did not write; "Based in: Toronto" is "User is based in Toronto."
        if label.endswith((" in", " from", " at")):
            return _sentence(f"User {'is ' if label.startswith('based') else ''}{label} {value}")
        return _sentence(f"User's {label}: {value}")

    if label.startswith("allerg"):
        return [Proposal("fact", f"health:allergy:{slug}", said(v), sensitivity="sensitive")
                for v in values if (slug := topic_slug(v)) and len(v.split()) <= 3]
    if label.startswith("language"):
        # "Dutch (native), English, very rusty German": a language said with how well is still spoken
        return [Proposal("user_model_attr", f"language:{spoken}", said(v), confidence=0.6)
                for v in values if len(words := _words(v)) <= 4 and (spoken := words[-1]) in lx.LANGUAGES]
    if label == "name" and (m := re.fullmatch(r"(?-i:[A-Z][a-z'-]+)(?: (?-i:[A-Z][a-z'-]+))?", value)) and all(
        _a_name(w) or (i and _a_surname(w)) for i, w in enumerate(m.group().split())
    ):
        return [Proposal("user_model_attr", "identity:name", _sentence(f"User's name is {value}"), confidence=0.6)]
    if label in ("os", "operating system") and (system := SYSTEMS_NAMED.get(
        re.sub(r"[\s-]", "", _words(value)[0]) if _words(value) else "")):
        return [Proposal("fact", f"os:{system}", _sentence(f"User's OS: {value.split()[0]}"), confidence=0.6)]
    if label in DEVICE_LABELS:
        # "- laptop: ThinkPad X1 Carbon gen 11", "phone: Pixel 8": the user's device, by its model
        return [replace(p, statement=said(value)) for p in _device(PARENTHETICAL.sub("", value).split(",")[0].strip())]
    if label not in HOBBY_LABELS and (kin := KIN_VALUE.match(value)) and (
        (head := _singular(kin.group(2).lower())) in lx.FAMILY and head not in lx.ACQUAINTANCES
    ):
        # "Emergency contact: my son, Daniel": a relative of the user's, whatever the field
        return [Proposal("relationship", f"family:{_kin(head)}", said(value), confidence=0.6)]
    if label in LIKES_LABELS:
        # "Love: jollof, Arsenal, long drives": each a thing the user likes, in their own profile
        return [Proposal("preference", f"preference:{slug}", said(v), confidence=0.6)
                for v in values if len(v.split()) <= 3 and not FIRST_PERSON_WORD.match(v)
                and (slug := topic_slug(v))]
    if label in HOBBY_LABELS:
        # "Hobbies: bouldering, chess": each a pastime of the user's (a relative named there is no pastime)
        return [Proposal("user_model_attr", f"activity:{_activity(slug)}", said(v), confidence=0.6)
                for v in values if len(v.split()) <= 3 and not FIRST_PERSON_WORD.match(v)
                and v.lower() not in CHAT_TAIL_WORDS and (slug := topic_slug(v))]
    if HEALTH_LABEL.fullmatch(label) or MEDICINE_LABEL.fullmatch(label):
        # "Health conditions: type 2 diabetes (on metformin)": each condition, and a medicine taken for one
        named = [(v, said(v)) for v in values]
        named += [(m.group(1).strip(), said(value)) for m in ON_MEDICINE.finditer(value)]
        return [_diabetes(m, statement) if (m := DIABETES.match(v.lower())) else
                Proposal("fact", f"health:{slug}", statement, sensitivity="sensitive", confidence=0.6)
                for v, statement in named if len(v.split()) <= 4 and (slug := topic_slug(v))]
    if label in JOB_LABELS and 0 < len(words := _words(JOB_PLACE.sub("", PARENTHETICAL.sub("", value)))) <= 5 and (
        set(words) & (lx.JOBS | lx.TITLES) or words[-1].endswith(("ist", "er", "or", "ian", "ant", "ect"))
    ):
        return [Proposal("user_model_attr", "occupation", said(value), confidence=0.6)]
    if label in HOME_LABELS and _named(value) and len(value.split()) <= 4 and not WORKPLACE_VALUE.search(value):
        return [Proposal("user_model_attr", "location:home", said(value), confidence=0.6)]
    if label in SHOE_LABELS and re.search(rf"(?<![\w.]){_SHOE_NUMBER}(?![\w.])", value):
        # "Shoe: Brooks Ghost, 10.5": the size the user wears, whatever the model beside it
        return [Proposal("user_model_attr", "size:shoe", said(value), confidence=0.6)]
    if label == "diet" and value.lower() in lx.DIETS:
        return [Proposal("user_model_attr", "diet", said(value.lower()), confidence=0.65)]
    if label == "age" and re.fullmatch(r"\d{1,3}(?: years old| yrs| years)?", value):
        return [Proposal("user_model_attr", "age", said(value))]
    if label == "editor" and EDITOR.match(value):
        return [Proposal("preference", "preference:editor", said(value), confidence=0.6)]  # "- Editor: neovim"
    if label in ("indentation", "indent", "tabs or spaces") and (subject := stable_subject(f"{label}: {value}")):
        return [Proposal("preference", subject, said(value), confidence=0.6)]  # "- Indentation: 2 spaces"
    if label in PURSUIT_LABELS and (slug := topic_slug(PURSUIT_VALUE_TAIL.sub("", value))) and (
            slug in lx.PURSUITS or (slug.endswith("ing") and "_" not in slug)):
        # "- Current: swimming 3x/week", "- Used to: powerlifting (stopped)": a pastime, now or given up
        kind = "history" if PURSUIT_LABELS[label] else "activity"
        return [Proposal("user_model_attr", f"{kind}:{_activity(slug)}", said(PARENTHETICAL.sub("", value).strip()),
                         confidence=0.6)]
    if preferences:
        # a reply preference: "Answers: short, bullet points", "Units: metric", "Emojis: never"
        said = said(value)
        if subject := stable_subject(f"{label}: {value}"):
            return [Proposal("preference", subject, said, confidence=0.65)]
        if value.lower() in NEVER and (slug := topic_slug(label)):
            return [Proposal("preference", f"preference:{slug}", said, confidence=0.65)]
    return []


def _in_character_after(event: SourceEvent, in_character: bool) -> bool:
    """Whether the user is in a role-play after this message of theirs: one it starts or casts, or one
    already going that it does not step out of."""
    return any(map(in_character_after, event.texts)) or (
        in_character and not any(map(steps_out_of_character, event.texts)))


def spoken_in_character(events: Sequence[SourceEvent], context: ExtractionContext) -> list[bool]:
    """For each event, whether it is an owner's message said wholly in character: inside a role-play an
    earlier message started (one in context.preceding included, an earlier batch's), which it does not
    step out of. Such a message is someone else speaking; the messages before the events only set where
    the role-play stands."""
    in_character = False
    for event in context.preceding:
        if event.is_owner_assertion(context.principal):
            in_character = _in_character_after(event, in_character)
    out = []
    for event in events:
        was_in_character = in_character
        if event.is_owner_assertion(context.principal):
            in_character = _in_character_after(event, in_character)
            out.append(was_in_character and in_character)
        else:
            out.append(False)
    return out


# Who else may have written a message the user sent: "that was my sister's text", "my kid typed it".
_KIN_WHO_WRITE = (r"(?:sister|brother|sis|bro|friend|buddy|bestie|mom|mum|mother|dad|father|wife|husband|partner|"
                  r"boyfriend|girlfriend|bf|gf|son|daughter|kid|kids|child|coworker|colleague|boss|roommate|"
                  r"flatmate|client|cousin|aunt|uncle|niece|nephew|grandma|grandpa)")
# A message that takes an earlier claim back as a joke or a test, and the claim it denies: "jk I'm not a pilot".
# Or disowns it as someone else's words pasted in: "oh wait sorry, that first line was pasted from my sister's text".
TAKEN_BACK = lazy_regex(r"(?:(?<=[\u2014\u2013(,.!-] )|(?<=[\u2014\u2013(,.!-])|^)kidding\b|"
                        r"\b(?:jk|j/k|just kidding|just joking|i was (?:only |just )?(?:kidding|joking|testing)|"
                        # "I'm kidding", "joking!", "just messing with you", "I was trolling", "that was a lie"
                        r"i(?:'m|\u2019m| am|m) (?:only |just )?(?:kidding|joking)(?!\s+(?:about|around|aside)\b)|"
                        r"(?:i(?:'m|\u2019m| am|m| was) )?(?:only |just )?"
                        r"(?:messing with you|trolling|pulling your leg)(?!\s+(?:about|around)\b)|"
                        r"(?:(?<=[.!?,] )|(?<=[.!?,])|^)joking(?=\s*[!.]|\s*$)|(?:that|it) was (?:a |all a )lie|"
                        r"(?:that|it) was (?:a |just a |only a )?(?:joke|test)|"
                        r"(?:that|this|the)(?: (?:first |last |previous )?(?:line|lines|part|bit|message|msg|text|"
                        r"paragraph))?(?: above)? (?:was|were|is) (?:pasted|copied|copy[- ]?pasted|forwarded) from|"
                        # a claim withdrawn, said last: "scratch that", "nvm", "ignore that", "not really" ("Scratch
                        # that, I don't drink coffee anymore" is a correction, read as one)
                        r"(?:(?:scratch|ignore|disregard|forget) that|nvm|never ?mind|"
                        r"(?:(?<=[.!?,] )|(?<=[.!?,(])|^)(?:(?:that'?s|that is|it'?s) )?not (?:really|true))"
                        r"(?=[\s.!)]*$))\b",
                        re.IGNORECASE)
# a cheap look before TAKEN_BACK's
_TAKES_BACK_HINTS = ("jk", "j/k", "kidd", "jok", "test", "paste", "copied", "forwarded", "messing", "troll",
                     "your leg", "a lie")
# A withdrawal is said last (see TAKEN_BACK): the end of a text is looked at for it, not the whole.
_WITHDRAWN_ENDINGS = ("scratch that", "ignore that", "disregard that", "forget that", "nvm", "never mind",
                      "nevermind", "not really", "not true")
TAKES_BACK_HINT = lazy_regex(alternatives(_TAKES_BACK_HINTS))
# The message before disowned as someone else's: "that was my sister's text", "^ that's my friend's bio", "sorry that
# was my sister on my phone", "my kid typed it", "oops wrong chat" (a take-back, as TAKEN_BACK's are; a search of its
# own behind its own hint, DISOWNED_HINT, so that the take-backs' search stays as cheap as it was).
DISOWNED = lazy_regex(r"\b(?:(?:that|this|it|the (?:first |last |previous )?(?:one|line|lines|part|bit|message|msg|"
                      r"text|paragraph))(?: above)?(?:'s|\u2019s| is| was| were) (?:(?:actually|all|just) )?"
                      r"(?:my|our|a) (?:[\w-]+ ){0,2}?" + _KIN_WHO_WRITE + r"(?:'s|\u2019s|s') (?:[\w-]+ ){0,2}?"
                      r"(?:text|bio|message|msg|post|profile|words|e-?mail|note|essay|draft|resume|cv|letter|dm)s?|"
                      r"(?:that|it) was my (?:[\w-]+ )?" + _KIN_WHO_WRITE + r" (?:on my (?:phone|laptop|account)|"
                      r"typing|texting)|my (?:[\w-]+ )?" + _KIN_WHO_WRITE + r" (?:typed|wrote|sent) (?:that|it|this)|"
                      r"wrong (?:chat|window|thread|tab|conversation|convo|person))\b", re.IGNORECASE)
_DISOWNED_HINTS = ("typed", "wrong ", "on my phone", "on my laptop", "on my account", "bio", "profile", "s text",
                   "s message", "s post", "s draft", "s resume", "s essay", "s words", "s email", "s e-mail",
                   "s letter", "s note", "s dm", "s msg")
DISOWNED_HINT = lazy_regex(alternatives(_DISOWNED_HINTS))
# Either hint: the one look most messages get.
TAKE_BACK_ANY_HINT = lazy_regex(alternatives(_TAKES_BACK_HINTS + _DISOWNED_HINTS))


def _taken_back(text: str) -> list[re.Match[str]]:
    """The take-backs in a text (TAKEN_BACK's and DISOWNED's), in order."""
    low = caseless(text)
    withdrawn = low.rstrip(" \t\n.!)").endswith(_WITHDRAWN_ENDINGS)  # "quit vaping (not really)"
    if not withdrawn and not TAKE_BACK_ANY_HINT.search(low):
        return []
    found = list(TAKEN_BACK.finditer(text)) if withdrawn or TAKES_BACK_HINT.search(low) else []
    if DISOWNED_HINT.search(low):
        found = sorted(found + list(DISOWNED.finditer(text)), key=lambda m: m.start())
    return found


# A take-back that closes what it takes back ("I'm a pilot. Just kidding!", "… it was a joke."): what follows it
# is punctuation, a laugh or the end, so "it was a test of nerves" and "I was testing the build" are no take-backs.
# A new claim of the user's right after it closes it too: "I'm a pilot. jk I'm a nurse".
TAKE_BACK_ENDS = lazy_regex(r"\s*(?:$|[.,!;)\n…]|(?:lol|lmao|haha)\b|[:;]-?[)D]|(?:i'm|im|i am|i've|ive|my)\b)",
                            re.IGNORECASE)
# A message that opens on a take-back ("lol jk", "Haha, just kidding!"): it takes back the message before it.
TAKE_BACK_LEAD = lazy_regex(r"[\W_]*(?:(?:lol|lmao|haha\w*|ha|ok(?:ay)?|sorry|nah|no|oh|wait|oops|whoops|my bad|"
                            r"(?:that'?s |that is |it'?s )?not (?:true|really)|"
                            r"ignore (?:that|this|the|my)(?: last| previous)? (?:message|msg|one|text))\b"
                            r"[\W_]*)*", re.IGNORECASE)
DENIED = lazy_regex(r"\bi(?:'m| am|m) not (?:really |actually )?((?:a|an) [^,.;!?\n]+)"
                    r"|\bi (?:don't|do not|dont) (?:really |actually )?(have (?:a|an|any) [^,.;!?\n]+)", re.IGNORECASE)


def _take_backs(texts: Sequence[str]) -> tuple[list[tuple[int, int]], bool]:
    """Where a message takes something back: (text part, offset) of each take-back that closes a claim before
    it, and whether the message opens on one (then it is the previous message that is taken back)."""
    closing, opens = [], False
    for part, text in enumerate(texts):
        for found in _taken_back(text):
            if found.start() <= TAKE_BACK_LEAD.match(text).end():  # (a lead's words may be one: "not really")
                opens = opens or part == 0
            elif TAKE_BACK_ENDS.match(text, found.end()):
                closing.append((part, found.start()))
    return closing, opens


# A withdrawal that may answer the assistant's question instead: "not really", "nvm", "never mind".
ANSWER_NOT_A_TAKE_BACK = lazy_regex(r"[\W_]*(?:(?:that'?s |it'?s )?not (?:really|true)|nvm|never ?mind)\b",
                                    re.IGNORECASE)
# A take-back that names what it takes back: "jk about Denver", "just kidding about the dog", "lol jk about the Denver
# part".
JOKE_ABOUT = lazy_regex(r"\b(?:kidding|joking|jk|j/k)\s+(?:about|re:?|on)\s+(?:the\s+|my\s+|that\s+)?"
                        r"([^.!?,;\n]{1,60}?)(?:\s+(?:part|thing|bit|one))?\s*(?:[.!?,;\n]|$)", re.IGNORECASE)


def _joke_named(texts: Sequence[str]) -> set[str] | None:
    """The words of what a take-back opening a message names (see JOKE_ABOUT); None when it names nothing, and the
    whole of the message before was the joke."""
    said = texts[0] if texts else ""
    if not ("about" in said or "re" in said or " on " in said) or not (about := JOKE_ABOUT.search(said, 0, 120)):
        return None
    return (set(_words(about.group(1).lower())) - _CLAIM_FILLER) or None


def _names_the_claim(candidate: MemoryCandidate, named: set[str] | None) -> bool:
    """Whether a take-back naming `named` (None: the whole message) takes back this claim: its evidence says it."""
    return named is None or bool(named & set(_words(candidate.evidence.lower())))


def _said_before(candidate: MemoryCandidate, texts: Sequence[str], take_backs: Sequence[tuple[int, int]]) -> bool:
    """Whether a candidate's evidence is said before one of the message's take-backs, in the same text part."""
    return candidate.evidence is not None and any(
        0 <= texts[part].find(candidate.evidence) < offset for part, offset in take_backs)


def _withdrawn(rules: Rules, texts: Sequence[str]) -> set[str]:
    """The subjects the denials in a joking take-back would have formed said plainly ("I'm not a pilot": occupation)."""
    pending, subjects = rules.corrected_frame, set()
    for text in texts:
        for denial in DENIED.finditer(text.replace(CURLY_APOSTROPHE, "'")):
            said = f"I'm {denial.group(1)}" if denial.group(1) else f"I {denial.group(2)}"
            subjects |= {p.subject for p in rules.classify(said)}
    rules.corrected_frame = pending  # reading the denials is no part of the conversation's flow
    return subjects


# A correction that gives what the message before said to someone else: "sorry, I meant my sister lives in Denver",
# "oops, that's my husband who's the nurse". What it says of them is theirs, and the user's claim of it is withdrawn.
GIVEN_TO_ANOTHER = lazy_regex(
    r"\W*(?:(?:sorry|oops|whoops|correction|wait|no|nope|actually|my bad|typo|err?|um+|ugh)\W+)+"
    r"(?:(?:i|I) (?:meant|mean)(?: to say)?|what (?:i|I) meant (?:was|is)|(?:i|I) should have said|"
    r"(?:that(?:'s|\u2019s| is| was)|it(?:'s|\u2019s| is| was)))\W+(?:that )?(?:it(?:'s|\u2019s| is| was) )?"
    r"(?:my|our) (?:[\w-]+ )?(" + "|".join(sorted(lx.FAMILY, key=len, reverse=True)) + r")\b(.*)",
    re.IGNORECASE | re.DOTALL)
# The words GIVEN_TO_ANOTHER may open on: a cheap look first, most messages open otherwise.
_GIVEN_OPENERS = ("sorry", "oops", "whoops", "correction", "wait", "no", "actually", "my bad", "typo", "er", "um",
                  "ugh")
# Words that say nothing of which claim is meant, left out of the words a correction and a claim must share.
_CLAIM_FILLER = frozenset("""i i'm im me my a an the in at on of to for and or but is are was were be been has have
had who who's whose that that's lives live living works work working does do did not just also still now there here
""".split())


def _given_to_another(texts: Sequence[str]) -> set[str] | None:
    """The words of what a correction gives to someone else (see GIVEN_TO_ANOTHER), None when it is none."""
    said = texts[0] if texts else ""
    if len(said) > 300 or not said.lstrip(" \t\n\"'(*-.,!")[:12].lower().startswith(_GIVEN_OPENERS) or not (
            given := GIVEN_TO_ANOTHER.match(said)):
        return None
    return set(_words(given.group(2).lower())) - _CLAIM_FILLER


def _claims_given(candidate: MemoryCandidate, given: set[str]) -> bool:
    """Whether an assertion's evidence is the user's claim a correction gives to someone else: they share a word of
    what is said ("I live in Denver" and "my sister lives in Denver"). A relationship is no claim of the user's own
    ("My sister is allergic to peanuts." "no wait, it's my nephew who's allergic": the sister stays)."""
    if candidate.polarity != "assert" or candidate.belief_type == "relationship":
        return False
    said = set(_words(candidate.evidence.lower()))
    return bool(said & _SAID_OF_ONESELF) and bool(given & said)


_SAID_OF_ONESELF = frozenset("i i'm im i've ive".split())


# Where a job is done, named after it: "... at an exotics clinic in Tampa", "working 24/48s in Phoenix", "in a rural
# county in Montana" (the first "in" before a name, the name's words capitalized, "the" allowed: "in the Bay Area";
# not where the user lives, was born or grew up: "a nurse living in Tampa").
# A place by its name: its words capitalized, "the" allowed before them ("the Bay Area", "Baton Rouge").
_PLACE_NAMED = r"(?:the )?(?-i:[A-Z])[\w.'-]*(?:,? (?-i:[A-Z])[\w.'-]*){0,3}"
WORK_PLACE = lazy_regex(r"(?<!\blive )(?<!\bliving )(?<!\blives )(?<!\bbased )(?<!\bmoved )(?<!\bborn )"
                        r"(?<!\braised )(?<!\bup )(?<!\bstaying )(?<!\bstay )\bin (" + _PLACE_NAMED + r")"
                        r"(?=\s*(?:$|[,.;!?)]|\s(?:so|and|but|for|since|where|which|who|now|too|as well|though|because|"
                        r"overnights|nights|full[- ]time|part[- ]time)\b))", re.IGNORECASE)
# A place said to be worked in, the words just before it: "I work in Denver but live in Boulder".
WORKED_IN_PLACE = lazy_regex(r"\bwork(?:s|ed|ing)? in " + _PLACE_NAMED + "$", re.IGNORECASE)
# A place worked in once, the words just before it: "I worked in Chicago" (not "I've worked in", "has worked in").
WORKED_THEN = lazy_regex(r"(?<!'ve )(?<!\bhave )(?<!\bhas )(?<!'s )\bworked in (?:the )?$", re.IGNORECASE)
# Capitalized words after "in" that name a field of work, a language, a time or a team, not a place: "I work in
# Finance", "a teacher in Spanish", "a nurse in the ICU", "in IT".
NOT_A_WORK_PLACE = frozenset(FIELDS_OF_WORK) | frozenset("""
ui r&d er icu or nicu picu ed real estate support security hardware data analytics product design
january february march april may june july august september october november december spring summer fall autumn winter
go c c++ c# r army navy military reserves reserve guard
""".split()) | {"air force", "marine corps", "marines", "coast guard", "national guard"} | lx.LANGUAGES | WEEKDAYS


def _work_place(text: str, proposals: list[Proposal]) -> tuple[str, Proposal] | None:
    """The place a clause says the user's job is done in, and the job read from it that names the place (an
    occupation, or an employer's "works in")."""
    if not any(p.polarity == "assert" and p.subject in ("occupation", "occupation:employer") for p in proposals) or any(
            p.subject == "location:work" for p in proposals) or (found := WORK_PLACE.search(text)) is None or (
            job := next((p for p in proposals if p.polarity == "assert" and p.subject.startswith("occupation")
                         and found.group(1) in p.statement), None)) is None:
        return None  # (and only a place the job's statement names)
    place = found.group(1)
    if any(p.subject == "location:home" for p in proposals) and not WORKED_IN_PLACE.search(text, 0, found.end(1)):
        return None  # "I work for a fintech in London but live in Wales": the firm's place, said beside the home
    if any(p.subject == "occupation" and "student" in p.statement for p in proposals):
        return None  # "I'm a student in London": where the user studies
    if WORKED_THEN.search(text, 0, found.start(1)):
        return None  # "I worked in Chicago for years": a place worked in once ("I've worked in ..." still is)
    words = place.lower().removeprefix("the ").split()
    if words[0] in NOT_A_WORK_PLACE or " ".join(words) in NOT_A_WORK_PLACE or any(
            slug_word(word.strip(",")) in TECH_SLUGS for word in words):  # "I work in SQL, Python": tools, no place
        return None
    return place, job


def _relative_health_unsaid(p: Proposal) -> Proposal | None:
    """A relative's health is theirs: whatever rule formed the relationship, its statement does not carry it
    ("User has a son", never "User has a son with autism"); one that cannot be said without it forms nothing."""
    if not p.subject.startswith("family:"):
        # "User is a caregiver for their mom who has dementia": said up to the relative, not what they have (the
        # relative looked for first: most statements name none, and their health search is the costlier)
        if (kin := THEIR_KIN.search(p.statement)) and RELATIVE_HEALTH.search(p.statement.lower()) and (
                RELATIVE_HEALTH.search(p.statement[kin.end():].lower())):
            cut = _sentence(p.statement[: kin.end()])
            return replace(p, statement=cut) if not RELATIVE_HEALTH.search(cut.lower()) else None
        return p
    if not RELATIVE_HEALTH.search(p.statement.lower()):
        return p
    if p.polarity != "assert" or RELATIVE_GONE.search(p.statement):
        return None
    return replace(p, statement=_sentence(f"User has {_a(p.subject.split(':', 1)[1].replace('_', ' '))}"),
                   sensitivity="normal")


# The first person in a message lowercased from capitals: "i", "i'm", "i've" (as the user would have written it).
CALMED_I = lazy_regex(r"\bi\b")


def _calmed(text: str) -> str | None:
    """A message shouted in capitals ("MY DOG ATE CHOCOLATE WHAT DO I DO"), lowercased, its "I" kept: the rules read
    a capital as a name, and a text all in capitals names every word. None for a text not shouted (a short one, an
    initialism or a title alone: "NASA", "OK THANKS"), or one that lowercasing would change the length of."""
    if not text.isupper() or len(text) < 24 or text.count(" ") < 4:
        return None
    low = text.lower()
    return CALMED_I.sub("I", low) if len(low) == len(text) else None


def _evidence_unshouted(candidate: MemoryCandidate, calmed: dict[int, list[tuple[str, str]]]) -> MemoryCandidate:
    """The candidate's evidence as the user wrote it, in capitals, where it was read from the calmed text."""
    evidence = candidate.evidence or ""
    for seq in candidate.source_seqs:
        for calm, shouted in calmed.get(seq, ()):
            if evidence and (at := calm.find(evidence)) >= 0:
                return candidate.model_copy(update={"evidence": shouted[at:at + len(evidence)]})
    return candidate


# A note the user writes to themselves, calling themselves "you": "Note to self: you live in Bristol now", "Dear future
# me: you just signed the lease", "Self-talk time: you've been a paramedic for eleven years", "note for me: you're going
# because ...". What follows it, up to a request turned to the assistant, is the user's own first person.
SELF_NOTE = lazy_regex(r"\b(?:notes? to (?:self|myself)|dear (?:future |past |younger |older )?(?:me|self|myself)|"
                       r"self[- ]talk(?: time)?|pep talk (?:to|for) (?:myself|me)|notes? for me|"
                       r"reminders? (?:for|to) (?:me|myself|self))\b[^:.!?\n]{0,40}:\s*", re.IGNORECASE)
# Where a note to self turns to the assistant: "Now can you give me 5 interview questions".
NOTE_TURNS_TO_YOU = lazy_regex(r"\b(?:can|could|would|will|do|did) you\b|\b(?:please|pls|plz)\b", re.IGNORECASE)
SECOND_PERSON = lazy_regex(r"\b(?:you(?:['\u2019]re| are|re)|you were|you(?:['\u2019]ve|ve)|you['\u2019]ll|"
                           r"you['\u2019]d|yourself|yours|your|you)\b", re.IGNORECASE)
SECOND_AS_FIRST = {"you're": "I'm", "you\u2019re": "I'm", "you are": "I am", "youre": "I'm", "you were": "I was",
                   "you've": "I've", "you\u2019ve": "I've", "youve": "I've", "you'll": "I'll", "you\u2019ll": "I'll",
                   "you'd": "I'd", "you\u2019d": "I'd", "yourself": "myself", "yours": "mine", "your": "my"}
# The words after which "you" is the subject of its clause ("and you hate mustard yellow"), not an object ("talk you
# into", "don't you dare").
YOU_SUBJECT_AFTER = frozenset("and but so because cause cuz since that now then also if when though still anyway "
                              "yes yeah ok okay well".split())


def _may_note_self(text: str) -> bool:
    """Whether the text may hold a note to self (SELF_NOTE), by the words it cannot match without: most hold none."""
    if ":" not in text or ("elf" not in text and " me" not in text and " ME" not in text):
        return False  # (SELF_NOTE ends on its colon)
    low = text.lower()
    return "self" in low or "future me" in low or "dear me" in low or "s for me" in low or "r for me" in low or (
        "minder to me" in low or "minders to me" in low or "pep talk" in low or "note for me" in low)


def _self_noted(text: str) -> tuple[str, list[int]] | None:
    """A note to self in the text (SELF_NOTE) read in the first person, up to where it turns to the assistant, with
    where each of its characters is in the text (one more for its end); None for a text with none, or none to read."""
    if not (note := SELF_NOTE.search(text)):
        return None
    end = turn.start() if (turn := NOTE_TURNS_TO_YOU.search(text, note.end())) else len(text)
    pieces: list[str] = []
    at: list[int] = []
    last = 0
    for m in SECOND_PERSON.finditer(text, note.end(), end):
        said = m.group()
        first = SECOND_AS_FIRST.get(" ".join(said.lower().split()))
        if first is None:  # "you" alone: "I" opening its clause, "me" after a verb or a preposition
            before = text[note.end():m.start()].rstrip()
            word = before.rsplit(None, 1)[-1].lower() if before else ""
            first = "I" if not word or not word[-1].isalnum() or word in YOU_SUBJECT_AFTER else "me"
        elif said[:1].isupper() and first[:1] != "I":
            first = first[:1].upper() + first[1:]
        pieces.append(text[last:m.start()])
        at.extend(range(last, m.start()))
        pieces.append(first)
        at.extend([m.start()] * len(first))
        last = m.end()
    if not pieces:
        return None
    pieces.append(text[last:])
    at.extend(range(last, len(text) + 1))
    return "".join(pieces), at


def _evidence_unnoted(candidate: MemoryCandidate, noted: dict[int, list[tuple[str, str, list[int]]]]
                      ) -> MemoryCandidate:
    """The candidate's evidence as the user wrote it, to "you", where it was read from the note in the first person."""
    evidence = candidate.evidence or ""
    for seq in candidate.source_seqs:
        for read, text, at in noted.get(seq, ()):
            if evidence and (start := read.find(evidence)) >= 0:
                stop = start + len(evidence)
                # (an end inside a word read for another ends where that word does in the text)
                end = at[stop] if stop == len(read) or at[stop] != at[stop - 1] else at[stop] + (
                    SECOND_PERSON.match(text, at[stop]).end() - at[stop])
                return candidate.model_copy(update={"evidence": text[at[start]:end]})
    return candidate


# An age and gender tag after a person, as forum posts write them: "I (34F) and my husband (36M)", "my brother's
# (29M) wedding", "my daughter (16F)", "(30sNB)". The tag is no word of the clause: the rules read it as said
# without ("I and my husband", "my brother's wedding"). After a word or "'s" only, never a bare list number "(2)".
AGE_GENDER_TAG = lazy_regex(r"(?<=[\w'\u2019]) \(\d{1,2}s? ?(?:[MFmf]|NB|nb|TM|TF|tm|tf)\)(?=[\s,.;:!?'\u2019]|$)")
# The user's own tag, "I (34F)": their age, said with the gender the user gave (an "NB" is left unread: it says
# more than an age).
OWN_AGE_TAG = lazy_regex(r"(?<![\w'])[Ii] \((\d{1,2}) ?([MFmf])\)")


def _own_age_tagged(text: str) -> Proposal | None:
    """The user's age from their own tag in a clause ("I (34F) have two cats": "User is 34F."), in the tag's own
    words (the number and letter are one word as said); None when the clause tags no "I"."""
    if not (tag := OWN_AGE_TAG.search(text)) or not 12 <= int(tag.group(1)) <= 99:
        return None
    return Proposal("user_model_attr", "age", _sentence(f"User is {tag.group(1)}{tag.group(2).upper()}"),
                    confidence=0.6)


# A bio line opened by the user's age, its "I'm" left out (where BIO_LINE_START says a line may open): "44 y/o, on
# TRT", "38yo, two kids", "19, sophomore in college", "27, nurse, live in Leeds" (a bare number only before what the
# user is, read as "I'm a ..." reads it: not "10, maybe 12 reps", "20, 30 minutes").
BIO_AGE = lazy_regex(r"(?P<age>1[3-9]|[2-9]\d)(?:\s?(?P<unit>y/?o|yo|yrs? old|years old)\b|,\s*(?P<rest>[^,;()]+))",
                     re.IGNORECASE)
# What a bio line opened by an age with its unit says the user is on next: "44 y/o, on TRT (150mg cyp a week)".
BIO_ON = lazy_regex(r",\s*(on [^,;()]{2,40})", re.IGNORECASE)
# An age said beside an event of now: "JUST GOT MY BLUE BELT IN BJJ at 34 years old", "new deadlift PR at 38 years old",
# "finally passed my driving test at 41 yrs old" (not "I started piano at 5 years old": then, not now).
AGE_AT_NOW = lazy_regex(r"\b(?:just|new|finally|today|tonight|rn|this (?:week|month|year|morning))\b.*?"
                        r"\bat (?P<age>1[89]|[2-9]\d) ?(?:years old|yrs old|y/?o)\b", re.IGNORECASE)

# Someone else whose event it may be: "my son just got his license at 18 years old", "she finally walked at 19".
OTHERS_AT_AGE = lazy_regex(r"\b(?:he|she|they|his|her|their|him|them|(?:my|our) (?:" + _KIN_WORDS + r"|friend|boss)|"
                           r"(?-i:[A-Z])[a-z]+ (?:just|finally))\b", re.IGNORECASE)


def _age_at_now(text: str) -> list[Proposal]:
    """The user's age said beside an event of now in a clause of theirs (AGE_AT_NOW), said "User is N years old."."""
    if (at := AGE_AT_NOW.search(text)) and not OTHERS_AT_AGE.search(text, 0, at.start("age")):
        return [Proposal("user_model_attr", "age", _sentence(f"User is {at.group('age')} years old"), confidence=0.55)]
    return []


# Where a bio line may open: the message's start, or a sentence's after a stop on the same line ("dirty bulking rn
# lol. 19, sophomore in college"), never a list's item ("- 42, ICU nurse in Chicago" under a persona's heading).
# Searched from the age's first digit (a scan for a digit, not a look behind at every position); what comes before it
# is looked at only where one is found.
BIO_LINE_START = lazy_regex(r"(?:1[3-9]|[2-9]\d)(?=\s?(?:y/?o|yo|yrs?)\b|,)", re.IGNORECASE)
SENTENCE_STOPPED_BEFORE = lazy_regex(r"[.!] +$")


def _bio_aged(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """The user's age in a bio line a sentence opens with it (BIO_AGE), with what the line then says they are (read as
    "I'm a ..." reads it), each with the sentence said; not in a sentence that asks."""
    out: list[tuple[Proposal, str]] = []
    for start in BIO_LINE_START.finditer(text):
        if (start.start() and not SENTENCE_STOPPED_BEFORE.search(text, max(0, start.start() - 8), start.start())) or (
                start.start() and text[start.start() - 1].isdigit()) or not (bio := BIO_AGE.match(text, start.start())):
            continue
        stop = SENTENCE_STOP.search(text, bio.end())
        said = text[start.start():stop.start() if stop else len(text)].strip()
        if stop and stop.group().startswith("?"):
            continue
        age = Proposal("user_model_attr", "age", _sentence(f"User is {bio.group('age')} years old"), confidence=0.6)
        if bio.group("unit"):
            # and what the line goes on to say the user is on: "44 y/o, on TRT (150mg cyp a week)"
            on = BIO_ON.match(text, bio.end())
            out += [(age, said), *((p, said) for p in rules.classify(f"I'm {on.group(1)}")
                                   if p.subject.startswith("health:") and p.polarity == "assert")] if on else [
                (age, said)]
            continue
        rest = bio.group("rest").strip()
        # what the user is ("sophomore in college": "I'm a sophomore in college") or is on ("on TRT")
        being = rest if rest[:3].lower() == "on " else _a(rest)
        are = [replace(p, statement=_sentence(f"User is {being}")) for p in rules.classify(f"I'm {being}")
               if (p.subject in ("occupation", "education") or p.subject.startswith("health:"))
               and p.polarity == "assert"]
        out += [(p, said) for p in (age, *are)] if are else []
    return out


class DeterministicExtractor:
    """Rules over ordinary speech; the default extractor and the fallback for every other."""

    name = "deterministic"
    version = "2"

    def extract(self, events: Sequence[SourceEvent], context: ExtractionContext) -> list[MemoryCandidate]:
        return self.extract_with(events, context, spoken_in_character(events, context))

    def extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                     silenced: Sequence[bool]) -> list[MemoryCandidate]:
        """extract, given spoken_in_character(events, context) (a caller that needs it too reads it once). A message
        shouted in capitals is read lowercased (see _calmed), and a note to self said to "you" in the first person
        (see _self_noted), their evidence cited as written."""
        noted: dict[int, list[tuple[str, str, list[int]]]] = {}
        for event in events:
            if event.author_role == "user" and any(map(_may_note_self, event.texts)):
                noted[event.seq] = [(read, text, at) for text in event.texts if (found := _self_noted(text))
                                    for read, at in (found,)]
        if any(noted.values()):
            read_as_said = [event.model_copy(update={"texts": tuple(
                next((read for read, said, _ in noted[event.seq] if said == text), text) for text in event.texts)})
                if noted.get(event.seq) else event for event in events]
            return [_evidence_unnoted(c, noted) for c in self.extract_with(read_as_said, context, silenced)]
        calmed: dict[int, list[tuple[str, str]]] = {}
        for event in events:
            if event.author_role == "user" and any(map(str.isupper, event.texts)):
                calmed[event.seq] = [(calm, text) for text in event.texts if (calm := _calmed(text)) is not None]
        if not any(calmed.values()):
            return self._extract_with(events, context, silenced)
        read = [event.model_copy(update={"texts": tuple(_calmed(text) or text for text in event.texts)})
                if calmed.get(event.seq) else event for event in events]
        return [_evidence_unshouted(c, calmed) for c in self._extract_with(read, context, silenced)]

    def _extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                      silenced: Sequence[bool]) -> list[MemoryCandidate]:
        known: dict[str, list[str]] = {}
        for belief in context.known_beliefs:
            kind = belief.subject.split(":", 1)[0]
            known.setdefault(kind, []).append(belief.subject)
        rules = Rules(known)
        out: list[MemoryCandidate] = []
        seen: set[tuple[int, str, str]] = set()
        previous: int | None = None  # the seq of the owner's message before this one in the batch
        previous_texts: tuple[str, ...] = ()  # and its text parts
        asked: str | None = None  # what the assistant said since the owner's last message, when it asks something
        for event, in_character in zip(events, silenced, strict=True):
            if not event.is_owner_assertion(context.principal):
                if event.event_type == "assistant.message.created" and event.author_role == "assistant" and event.texts:
                    asked = " ".join(event.texts)  # the assistant's own message, not a tool call it made
                continue
            as_said: tuple[str, ...] = ()  # the texts as the user wrote them, where the rules read them otherwise
            if any(" me " in text or "Me " in text for text in event.texts) and (
                    (read := tuple(map(_dialect_my, event.texts))) != event.texts):
                as_said = event.texts
                event = event.model_copy(update={"texts": read})
            said_before, previous = previous, event.seq
            answering, asked = asked, None
            earlier, previous_texts = previous_texts, event.texts
            if in_character:
                # in character but for its asides, "(OOC: I'm a nurse irl)": those alone are the user's own
                asides = tuple(text[start:end] for text in event.texts for start, end in ooc_asides(text))
                if not asides:
                    continue
                event = event.model_copy(update={"texts": asides})
            if said_before is not None and answering is None and _tag_alone(event.texts):
                # "I love Mondays." "NOT": the tag, sent on its own, takes back the claim the message before ended on
                out = [c for c in out if c.polarity != "assert" or c.source_seqs != (said_before,)
                       or not _ends_on(c, earlier)]
                continue
            if any(map(unsafe_message, event.texts)) or any(map(said_no_one, event.texts)):
                continue
            closing: list[tuple[int, int]] = []
            retracted: list[MemoryCandidate] = []
            if (given := _given_to_another(event.texts)) and said_before is not None:
                # "I live in Denver." "sorry, I meant my sister lives in Denver": the user's claim was someone else's
                out = [c for c in out if c.source_seqs != (said_before,) or not _claims_given(c, given)]
            elif given:  # the claim was the last message of an earlier batch
                retracted = self._retract_earlier(event, context, partial(_claims_given, given=given),
                                                  "User said it is someone else's")
            if any(map(_taken_back, event.texts)):
                closing, opens = _take_backs(event.texts)
                if opens and answering and ANSWER_NOT_A_TAKE_BACK.match(event.texts[0]):
                    opens = False  # "Any other pets?" "not really": an answer, no take-back of the message before
                # "lol jk I'm not a pilot, I was just testing you": what an earlier message said of that was no fact
                if withdrawn := _withdrawn(rules, event.texts):
                    out = [c for c in out if c.polarity != "assert" or c.subject not in withdrawn]
                elif opens and said_before is not None:
                    # "I have a cat." "lol jk": the whole of the message before was the joke; "jk about the cat",
                    # only what it names
                    named = _joke_named(event.texts)
                    out = [c for c in out if c.polarity != "assert" or c.source_seqs != (said_before,)
                           or not _names_the_claim(c, named)]
                elif opens:
                    named = _joke_named(event.texts)
                    retracted = self._retract_earlier(event, context, partial(_names_the_claim, named=named),
                                                      "User took back as a joke")
            start = len(out)
            # a clause near the start of a message that opens on a greeting ("Hi, I'm Sarah") may be an introduction
            spans = [(span, greeted and span.start < INTRODUCTION_REACH)
                     for text in event.texts for greeted in (GREETING.match(text) is not None,)
                     for span in _joined_repairs(text, _own_clauses(text))]
            forms = [found for text in event.texts if ":" in text or "# " in text for found in _form(text, rules)]
            forms += [found for text in event.texts if "ine " in text or "INE " in text
                      for found in _favorite_answered(text)]
            forms += [found for text in event.texts for found in _across_clauses(text)]
            forms += [found for text in event.texts if "\n" in text for found in _signed(text)]
            said = event.texts[0] if len(event.texts) == 1 else "\n".join(event.texts)
            if (" '" in said or ":'" in said or '"' in said or "\u2018" in said or "\u201c" in said) and (
                    OWN_BIO_HINT.search(caseless(said))):
                forms += [found for text in event.texts for found in _own_bio(text, rules)]
            confirmed: Sequence[tuple[Proposal, str]] = ()
            if answering and earlier and event.texts and said_before is not None and "ine" in event.texts[0] and (
                    CONFIRMED_MINE.match(event.texts[0])):
                # "Is this for you or for a client?" "It's mine.": the bio pasted before is the user's own (citing
                # the message it is in, and the one that says whose it is)
                confirmed = [found for text in earlier for found in _own_bio(text, rules, confirmed=True)]
            own_document = False  # whether a text part is a document of the user's own (OWN_DOCUMENT)
            for text in event.texts:
                low = caseless(text)
                if _may_front_a_role(low):
                    forms += _role_fronted(text, rules)
                if (" here" in low[:40] or "s in" in low[:60]) and (job := _job_here(text)):
                    forms += job  # "FF/EMT here — ...", "Night shift ER nurse, 12 years in."
                if (text[:1].isdigit() or ". " in text or "! " in text) and (aged := _bio_aged(text, rules)):
                    forms += aged  # "44 y/o, on TRT ...", "19, sophomore in college, ..."
                if _may_switch(low):
                    forms += _code_switched(text, rules)
                if not own_document and ("my " in text or "My " in text or "bout me" in text or "BOUT ME" in text
                                         or "me a " in text):
                    own_document = bool(OWN_DOCUMENT_HINT.search(low) and OWN_DOCUMENT.search(text))
            if answering:
                forms += [found for text in event.texts[:1] for found in _answered(answering, text, rules)]
            for span, introducing in spans:
                rules.introducing = introducing
                for candidate in self._candidates(rules, event.seq, span, context, own_document):
                    key = (event.seq, candidate.subject, candidate.statement)
                    if key in seen:
                        continue
                    if candidate.subject == "preference:address_as" and any(map(CITATION.search, event.texts)):
                        continue
                    seen.add(key)
                    out.append(candidate)
                    if candidate.polarity == "assert":
                        known.setdefault(candidate.subject.split(":", 1)[0], []).append(candidate.subject)
                    if len(out) >= SCAN_CEILING:
                        return out
            formed = {candidate.subject for candidate in out if event.seq in candidate.source_seqs}
            own_forms = len(forms)  # those past them, confirmed, cite the message before too
            for i, (p, line) in enumerate([*forms, *confirmed] if confirmed else forms):
                seqs = (event.seq,) if i < own_forms else (said_before or 0, event.seq)
                if not p.subject or not (p := _relative_health_unsaid(p)) or p.subject in formed:
                    continue
                if len(out) >= SCAN_CEILING:
                    return out  # stopped inside this message: the caller reads again from it (as in the clauses)
                formed.add(p.subject)
                out.append(MemoryCandidate(
                    belief_type=p.belief_type, subject=p.subject[:200], statement=p.statement[:500],
                    polarity=p.polarity, source_seqs=seqs, confidence=p.confidence,
                    proposed_scope=context.scope, portability=p.portability, sensitivity=_sensitivity(p), evidence=line,
                ))
            # a joke taken back from an earlier batch: retracted, unless this message restates it ("lol jk, I live
            # in Lisbon": the assertion wins below, as it does over any retraction the message makes)
            if len(out) + len(retracted) > SCAN_CEILING:
                return out + retracted[:SCAN_CEILING - len(out)]  # stopped inside this message, as above
            out += retracted
            asserted = {c.subject for c in out[start:] if c.polarity == "assert"}
            if "health:sobriety" in asserted and "preference:alcohol" in asserted:
                # "I don't drink at all, I'm in recovery": not drinking is the recovery, no taste
                out[start:] = [c for c in out[start:] if c.subject != "preference:alcohol"]
            if ("replac" in said or "another" in said) and any(
                    map(NOT_REPLACING.search, event.texts)) and any(map(THING_GONE.search, event.texts)) and len(
                    owned := [
                        i for i, c in enumerate(out[start:], start) if c.polarity == "assert"
                        and c.subject.startswith(("vehicle:", "device:"))]) == 1:
                # "they paid out for my Outback and I'm not replacing it": the one car or device the message names is
                # gone, and none comes after it
                gone = out[owned[0]]
                said = next(((t, t.find(gone.evidence), m) for t in event.texts if gone.evidence and gone.evidence in t
                             and (m := NOT_REPLACING.search(t))), None)
                if said and said[1] >= 0:
                    # the evidence runs from the thing named to the word that it is not replaced
                    start_at, end_at = min(said[1], said[2].start()), max(said[1] + len(gone.evidence), said[2].end())
                    out[owned[0]] = gone.model_copy(update={
                        "polarity": "retract", "evidence": said[0][start_at:end_at], "statement": _sentence(
                            HAS_THING.sub(r"User is not replacing their \1", gone.statement.rstrip(".")))})
                    asserted.discard(gone.subject)
            if "occupation" in asserted:
                # "I run an Etsy shop, it's been my full time job since I left teaching in 2021": a profession left,
                # said with the job held now, is a past of the user's working life, not the job taken back
                out[start:] = [_left_for_now(c) if c.subject == "occupation" and c.polarity == "retract" else c
                               for c in out[start:]]
            if asserted and any(c.polarity == "retract" and c.subject in asserted for c in out[start:]):
                # "I'm not vegan anymore ... Pescatarian now": what the message says holds now supersedes what it
                # says no longer does, on the same subject
                out[start:] = [c for c in out[start:] if c.polarity == "assert" or c.subject not in asserted]
            if closing:  # "I'm a pilot. Just kidding!": what the message said before its take-back, a change too
                # ("sold my car... kidding", "quit vaping (not really)": nothing was given up)
                out[start:] = [c for c in out[start:] if not _said_before(c, event.texts, closing)]
            if as_said:  # the evidence quotes the user's words: "me fella", as read "my fella"
                out[start:] = [_evidence_as_said(c, event.texts, as_said) for c in out[start:]]
            if len(out) >= SCAN_CEILING:
                return out  # read to the ceiling: the next message would pass it
        return out

    def _retract_earlier(self, event: SourceEvent, context: ExtractionContext,
                         taken: Callable[[MemoryCandidate], bool], why: str) -> list[MemoryCandidate]:
        """A take-back or a correction opening the batch's first message of the owner, when the claim it takes back
        was the last message of an earlier batch (context.preceding): what that message formed that `taken` holds
        of, and is still believed, is retracted on this message's word, the statement saying `why`. The earlier
        message is read as it was read then, with what preceded it, so nothing said in character is retracted."""
        owned = [e for e in context.preceding if e.is_owner_assertion(context.principal)]
        if not owned or not owned[-1].seq < event.seq:
            return []
        believed = {belief.subject for belief in context.known_beliefs}
        earlier = ExtractionContext(principal=context.principal, scope=context.scope,
                                    preceding=context.preceding[:context.preceding.index(owned[-1])])
        take_back = next((found[0].group(0) for text in event.texts[:1] for found in [_taken_back(text)] if found),
                         event.texts[0][:200] if event.texts else "")
        return [
            MemoryCandidate(
                belief_type=claim.belief_type, subject=claim.subject,
                statement=f"{why}: {claim.evidence}"[:500], polarity="retract",
                source_seqs=(event.seq,), confidence=claim.confidence, proposed_scope=context.scope,
                portability=claim.portability, sensitivity=claim.sensitivity, evidence=take_back,
            )
            for claim in self.extract([owned[-1]], earlier)
            if claim.polarity == "assert" and claim.subject in believed and claim.evidence and taken(claim)
        ]

    @staticmethod
    def _candidates(rules: Rules, seq: int, span: Span, context: ExtractionContext,
                    own_document: bool = False) -> list[MemoryCandidate]:
        # "..., by the way", "btw", "just so you know": a remark on the telling, not part of what is told (nor
        # words to "you"); the evidence stays the clause as said.
        text, long_ago = span.text, False
        tagged_age: Proposal | None = None
        if " (" in text and AGE_GENDER_TAG.search(text):
            # "I (34F) and my husband (36M) have hosted": the clause as said without the tags; the user's own tag is
            # their age, formed where the clause is (a question or a quotation forms it no more than the rest)
            tagged_age = _own_age_tagged(text)
            text = AGE_GENDER_TAG.sub("", text)
        low_text = text.lower()
        # (an insistence's words looked for alone: "n" opens too many words for DISCOURSE_WORD to hold them)
        if DISCOURSE_WORD.search(low_text) or "kidding" in low_text or "joking" in low_text or (
                "no joke" in low_text or "no lie" in low_text):
            text = DISCOURSE_TAIL.sub("", text)
        if " here in " in low_text:
            text = HERE_IN.sub(" in ", text)  # "a nurse here in Ohio": where, as "a nurse in Ohio" says it
        if "we" in low_text and (front := MEETING_FRONT.match(text)):
            # "In today's architecture review we decided to go with Kafka": where the team decided, not what
            text = text[front.end():]
        # "Yesterday I adopted a dog", "I got married last year": when it happened is not what it is.
        # (the clause is most often as said: its lowercase is had already)
        without, anchors = undated(text, low_text if text is span.text else None)
        if anchors and (
            LIFE_EVENT.match(without) or (OBJECT_DECIDES.match(without) and not DAY_ANCHOR.search(anchors))
            or ("sober" in without and SOBER_NOW.match(without) is not None)  # "I'm 6 months sober today": a milestone
        ):
            # A start years back is not a recent one ("I started piano two years ago").
            text, long_ago = without, bool(YEARS_AGO.search(anchors))
        held_now = ("now" in low_text or "moment" in low_text or "atm" in low_text or "present" in low_text) and (
            HELD_RIGHT_NOW.search(text))
        held_while = False
        if held_now:
            after = text[held_now.end():].lstrip(" ,")
            if not after or (after[:4].lower() == "and " and text[held_now.end():].lstrip()[:1] != ","):
                text = text[: held_now.start()] + text[held_now.end():]
            else:
                # what follows the marker is another clause, said of it ("I'm a student right now while my wife
                # supports us", "I'm a barista at the moment but hoping to get into nursing", "I'm single right now,
                # and loving it"): the statement ends at the marker; a home said to be held while something lasts is
                # a stay ("I'm living in Leeds right now while the house is redone")
                text, held_while = text[: held_now.start()], True
        moment = span.moment and OTHERS_NOW.match(text) is not None
        if ", " in text and (others := OTHERS_CLAUSE.search(text)) and len(text[: others.start()].split()) >= 3:
            # "I have played the organ since 1974, and the vicar has asked me to ...": the vicar's clause is
            # neither what the user says of themselves nor a gate on it (its "asked me" is no reported speech)
            text = text[: others.start()]
        if " my " in low_text and (saying := OTHERS_SAYING.search(text)) and len(text[:saying.start()].split()) >= 2:
            # "I have diabetes and my doctor says it's fine": what the doctor says is theirs; what the user said
            # before it is still the user's own (as with a comma: "I have diabetes, my doctor says it's fine"; "I'm 52
            # and my kids think ...": two words are a clause)
            text = text[: saying.start()]
        if " and " in text and (saying := NAMED_SAYING.search(text)) and len(text[:saying.start()].split()) > 2:
            # "I've played ukulele for three years and Hannah keeps hinting that I should play": the named person's
            # wish is theirs; what the user said before it is still the user's own
            text = text[: saying.start()]
        if " and some" in text and (saying := SOMEONE_SAYING.search(text)) and len(text[:saying.start()].split()) > 2:
            # "I'm in the knitting group at the library and someone asked if I'd bring my wheel": what someone asked
            # (and any "if" in it) is theirs; what the user said before it is still the user's own
            text = text[: saying.start()]
        low = low_text if text is span.text else text.lower()  # the clause's text from here on
        subordinate, question = span.subordinate, span.ends_question
        if question and text[-1:] in "uUfF" and text[:1] in "iImMwW" and (back := ASKED_BACK_BARE.search(text)) and (
                back.group(1).lower() not in lx.STOPWORDS and back.group(1).lower() not in YOU_TAKERS):
            # "I am a homemaker you?", "I have two dogs u?": the question asked back is the listener's, not the
            # statement's ("I can't help you?", "a friend who lives near you?" keep theirs)
            text, question = text[: back.end(1)], False
            low = text.lower()
        if span.reason and text[:2] in ("a ", "A ", "an", "An") and text[1:2] in " nN":
            # "As a type 1 diabetic, is it safe for me to fast?": what the user is, said before the question
            # (text.FRONTED_REASON)
            text, low = f"I'm {text}", f"i'm {low}"
        if span.reason and (stated := STATED_REASON.match(text)) and stated.group(1) not in IRREGULAR_PAST:
            # the reason given for a request or a question is the user's own word; its question mark is the request's
            subordinate = question = False
        # A standing instruction is said to "you", often in the imperative, which otherwise forms nothing.
        if not moment and not subordinate and MAY_INSTRUCT_HINT.search(low) and MAY_INSTRUCT.search(text) and (
                not rules.not_meant(text, question)):
            proposals = standing_instructions(text)
        else:
            proposals = []

        def owned_refused() -> bool:
            # what happened then is the moment's, and another's doing in a conjunct of its own: what is named as
            # the user's own (a device, a relative, a pet) is theirs whatever the clause says of it
            return subordinate or rules.refused(TRANSIENT_ANYCASE.sub("", OTHERS_CONJUNCT.split(text, 1)[0]), question)

        if moment:
            pass  # "..., my friend is reading over my shoulder" in a sentence said for this once
        elif not proposals and not subordinate and not question and "prefer" in low and (
                style := PREFERS_STYLE.match(text)) and (
            stable_subject(style.group(1)) == "preference:answer_style"
            and not set(_words(text.lower())) & {"if", "unless", "whether", "when"} and not REPORTED_SPEECH.search(text)
        ):
            said = _sentence(f"User's standing instruction: {style.group(0)}")  # in their own words, as all are
            proposals = [Proposal("preference", "preference:answer_style", said, confidence=0.65)]
        elif not proposals and not subordinate and not question and "rather" in low and (
            rather := RATHER_USE.match(text)
        ) and not set(_words(low)) & {"if", "unless", "whether", "when", "you", "your", "u"} and (
            not REPORTED_SPEECH.search(text)
        ):
            # "Personally I'd much rather use Linear": a tool the user prefers, said as a wish but no request
            tool = rather.group(1)
            subject = tool_domain(tool) or f"preference:{topic_slug(tool)}"
            proposals = [Proposal("preference", subject, _sentence(f"User prefers {tool}"), confidence=0.6)
                         ] if topic_slug(tool) else []
        elif not proposals and not subordinate and not question and (
            "forget" in low or "assum" in low or "think" in low or "never" in low or "did" in low) and (
            CORRECTION_HINT.search(low)) and (
            frame := CORRECTED_BELIEF.match(text)
        ) and not rules.refused(text[frame.end():], False):
            # "forget that I live in Denver", "pls stop assuming I'm vegetarian", "I never said I was vegan": a
            # belief the assistant holds, taken back in the user's own words (what the message says instead, "I
            # moved to Boise", is its own clause, and an assertion on the subject wins over this)
            meant = WAS_SAID.sub(lambda was: "I have" if was.group().lower().endswith("had") else "I'm",
                                 text[frame.end():])
            proposals = [replace(p, polarity="retract", statement=_sentence(f"User: {text[frame.start(1):]}"))
                         for p in rules.classify(meant) if p.polarity == "assert"]
        elif not proposals and not rules.refused(
            (head := OWN_REASON.split(text, 1)[0] if not subordinate and (
                "nce " in low or "ecau" in low or "cuz " in low) else text),
            question,
        ):
            # a thing named before the reason is the clause's, not the reason's "it" ("sold my Civic since I ... it")
            classified = rules.classify(text, long_ago=long_ago) or (
                rules.classify(head, long_ago=long_ago) if head != text else [])
            # a switch said in a reason keeps both its halves: "since we switched from MySQL to Postgres" ends the one
            # and begins the other in one statement
            switched = {p.statement for p in classified if p.polarity == "retract"} if subordinate else set()
            # a working life left behind is said in a reason as it is alone ("it's been my job since I left teaching
            # in 2021"): a past, as a retraction said there is
            proposals = [p for p in classified if p.subject and not p.subject.endswith(":")
                         and (p.polarity == "retract" or not subordinate or p.statement in switched
                              or (p.subject.startswith("history:") and PROFESSION_LEFT.search(p.statement)))]
            if not subordinate:
                proposals += _mentioned(text, own_document, {p.subject for p in proposals})
            if tagged_age is not None and not subordinate and not any(p.subject == "age" for p in proposals):
                proposals.append(tagged_age)
            if not subordinate and " at " in text and (" old" in text or "y/o" in text or " yo" in text) and not any(
                    p.subject == "age" for p in proposals) and (aged := _age_at_now(text)):
                proposals += aged
        elif not proposals and ((("my " in text or "My " in text) and MY_CAPITAL.search(text)) or (
                ("our " in text or "Our " in text) and OUR_MODEL.search(text))) and not owned_refused():
            # "My Kindle froze last night", "I brought my 2019 Mazda 3 in on Monday and your technician ..."
            proposals = [p for p in _mentioned(text, False, set(), named_alone=True)
                         if p.subject.startswith(("device:", "vehicle:"))]
        if held_now:
            # what the clause says holds right now, of what lasts (the rest, below, reads past a passing moment)
            proposals = [p for p in proposals if p.subject.startswith(LASTS_WHEN_HELD_NOW) or (
                p.subject == "location:home" and " liv" in p.statement and not held_while)]
        elif span.moment and proposals:
            # a place the user is in, in a sentence of the moment, is where they are: "Right now I'm in Paris" ("Right
            # now I live in Leeds", "Today's news: I moved to Denver" are a home)
            proposals = [p for p in proposals if p.subject != "location:home" or not p.statement.startswith("User is ")]
        if " for my " in low and not any(p.subject.startswith("health:") for p in proposals) and (
                aided := _condition_aided(text, low)) and not owned_refused():
            # "I travel with a CPAP for my sleep apnea": the condition, where no rule keyed the aid itself ("I use an
            # inhaler for my asthma" is the inhaler's)
            proposals += aided
        if ("van" in low or ("liv" in low and (" in my " in low or " in our " in low))) and (
                van := _van_life(text, low)) and not owned_refused():
            # "I've been living full-time in my Sprinter", "vanlife means keeping my insulin cold"
            proposals += [p for p in van if p.subject not in {f.subject for f in proposals}]
        if ("home" in low or "school" in low) and (taught := _homeschooled(text, low)) and not owned_refused():
            # "I'm teaching my kids at home", "we stopped homeschooling this year"
            proposals += [p for p in taught if p.subject not in {f.subject for f in proposals}]
        if ("my " in low or "our " in low) and (named := _named_in_passing(text, low)) and not owned_refused():
            # "me and my gf hit 3 yrs today", "our son Theo was born in August", "the food for my two cats"
            formed = {p.subject for p in proposals}
            proposals += [p for p in named if p.subject not in formed
                          and not (p.subject.startswith("pet:") and any(f.startswith("pet:") for f in formed))]
        if " with my " in low and (kin := PURSUED_WITH_KIN.search(text)) and any(
                p.subject.startswith("activity:") and p.polarity == "assert" for p in proposals) and not any(
                p.subject.startswith("family:") for p in proposals):
            # "I walk 3 miles every morning with my husband": a pursuit the user keeps up with a relative of theirs
            said = kin.group(1).lower()
            proposals.append(Proposal("relationship", f"family:{_kin(KIN_ALIASES.get(said, said))}",
                                      _sentence(f"User has {_a(said)}"), confidence=0.6))
        if (" had " in low or " my " in low or "recovering" in low) and not any(
                p.subject.startswith("health:") for p in proposals) and (
                operated := _procedure_had(text, low)) and not owned_refused():
            # "I had a hip replacement last year", "since my knee reconstruction": an operation of the user's (not
            # said again beside the condition it left: "my left knee has been wrecked since my meniscus surgery"); the
            # part operated on is no thing of theirs ("I got my gallbladder out" was possession:gallbladder)
            parts = {p.subject.split(":", 1)[1].rsplit("_", 1)[0] for p in operated}
            proposals = [p for p in proposals if not (p.subject.startswith("possession:") and (
                p.subject.split(":", 1)[1] in parts))] + operated
        if " owe " in low and (owed := OWED_ON_MINE.search(text)) and not any(
                p.subject.startswith("finance:") for p in proposals) and not owned_refused() and (
                debt := _debt_on(rules, owed.group("what"))):
            # "I still owe $14k on my 2019 F-150": a loan on the car (a mortgage on the house), the user's finances
            who, _, said = owed.group().partition(" ")
            said = third_person_possessive(re.sub(r"\bowe\b", "owes", said, count=1))
            owner = "User" if who.lower() == "i" else "User's household"
            proposals.append(Proposal("fact", debt, _sentence(f"{owner} {said}"), sensitivity="sensitive",
                                      confidence=0.6))
        if "credit score" in low and (score := MY_CREDIT_SCORE.search(text)) and not owned_refused():
            # "My credit score is around 640": the user's finances, sensitive
            proposals.append(Proposal("fact", "finance:credit_score", _sentence(f"User's c{score.group()[4:]}"),
                                      sensitivity="sensitive", confidence=0.6))
        if "me to" in low and not subordinate and not question and (asked := KIN_ASKED_ME.match(text)) and not any(
                p.subject.startswith("family:") for p in proposals) and not rules.not_meant(
                    text[asked.end():], False):
            # "My daughter asked me to sew her prom dress": what she asked is hers to ask, and says the user has her
            said = asked.group(1).lower()
            proposals.append(Proposal("relationship", f"family:{_kin(KIN_ALIASES.get(said, said))}",
                                      _sentence(f"User has {said}" if said.endswith(("s", "ren")) else
                                                f"User has {_a(said)}"), confidence=0.6))
        if ("transl" in low or "interpret" in low or "locali" in low or "subtit" in low) and any(
                p.subject == "occupation" for p in proposals) and (pair := LANGUAGE_PAIR.search(text)):
            # "I'm a medical translator, German to English", "a court interpreter, Spanish<>English", "JA→EN
            # translator": the languages the user works between are theirs
            said = next(p.statement for p in proposals if p.subject == "occupation")  # in the job's words
            formed = {p.subject for p in proposals}
            proposals += [Proposal("user_model_attr", f"language:{language}", said, confidence=0.6)
                          for named in pair.group(1, 2) if (language := LANGUAGE_CODES.get(named, named.lower()))
                          in lx.LANGUAGES and f"language:{language}" not in formed]
        if "home is" in low and (home := HOME_IS.search(text)) and not any(
                p.subject == "location:home" for p in proposals) and not owned_refused():
            # "I'm a travel nurse, on contract in Phoenix, but home is Duluth, Minnesota": where the user lives
            proposals.append(Proposal("user_model_attr", "location:home", _sentence(f"User's h{home.group(1)[1:]}"),
                                      confidence=0.6))
        if "employer" in low and (employer := MY_EMPLOYER_NAMED.search(text)) and not any(
                p.subject == "occupation:employer" for p in proposals) and not owned_refused():
            # "my employer, Infosys, just started my green card", "my employer is Deloitte": who the user works for
            proposals.append(Proposal("user_model_attr", "occupation:employer",
                                      _sentence(f"User's employer is {employer.group(1)}"), confidence=0.6))
        if ", where" in low and " live" in low and (m := PLACE_WHERE_LIVE.search(text)) and not any(
                p.subject == "location:home" for p in proposals) and not rules.not_meant(text, False):
            # "caterers in Portland, where we live, ...", "Columbus area, where we live": the place, said of the user in
            # an aside that holds whatever the sentence around it asks
            # (in the user's words: "in" may be unsaid, "Columbus area, where we live")
            proposals.append(Proposal("user_model_attr", "location:home", _sentence(f"User: {m.group(0)}"),
                                      confidence=0.6))
        if ", where" in low and (" grew up" in low or " born" in low or " raised" in low) and (
                m := PLACE_WHERE_GREW_UP.search(text)) and not any(
                p.subject == "location:origin" for p in proposals) and not rules.not_meant(text, False):
            # "I'm moving back to Halifax, where I grew up": where the user is from, said in an aside
            proposals.append(Proposal("user_model_attr", "location:origin", _sentence(f"User: {m.group(0)}"),
                                      confidence=0.6))
        if not proposals:
            return []  # most clauses: nothing to sort out below
        if " in " in text and "remote" not in low and (worked := _work_place(text, proposals)):
            # "I'm a vet tech at an exotics clinic in Tampa", "I work in Denver but live in Boulder": where the user
            # works (said as the job is, in the user's words), which is no employer of theirs
            where, job = worked
            proposals = [p for p in proposals if p.subject != "occupation:employer" or not p.statement.startswith((
                f"User works in {where}", f"User has worked in {where}", f"User has been working in {where}",
                f"User is working in {where}"))] + [
                Proposal("user_model_attr", "location:work", job.statement, confidence=0.6)]
        if any(p.subject.startswith(OWNED_KINDS) for p in proposals) and (
                "'s" in low or "s'" in low or "\u2019s" in low or "mine" in low or "ours" in low
                or "belong" in low) and SOMEONE_ELSES.search(text):
            # "I have a car but it's my wife's": whose the thing is, said after it, is someone else's
            proposals = [p for p in proposals if p.polarity != "assert" or not p.subject.startswith(OWNED_KINDS)]
        proposals = [_chip_last(_one_game(kept)) for p in proposals
                     if p.subject and (kept := _relative_health_unsaid(p))]
        return [
            MemoryCandidate(
                belief_type=p.belief_type,
                subject=CONDITION_KEYS.get(p.subject, p.subject)[:200],
                statement=p.statement[:500],
                polarity=p.polarity,
                source_seqs=(seq,),
                confidence=p.confidence,
                proposed_scope=context.scope,
                portability=p.portability,
                sensitivity=_sensitivity(p),
                evidence=span.text,
            )
            for p in proposals
        ]
