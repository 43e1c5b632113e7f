"""Words and phrase ends: where a noun phrase or a clause ends, what is transient, generic or unresolved, life
events, sobriety, study, when things happened.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from memform.extract import lexicon as lx
from memform.extract.patterns import caseless_pattern, lazy_regex
from memform.extract.text import caseless, rarest_first

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
# How a thing was got or what it is doing, not what it is: "a bike playing the lottery", "a Civic using my savings",
# "a Kindle playing bingo", "a dog sleeping on my feet".
_HOW_NOT_WHAT = (r"(?:playing|using|paying|saving|spending|sleeping|sitting|lying|lounging|trading|selling|winning)"
                 r"(?=\s(?:the|a|an|my|his|her|our|their|some|on|in|at|with|for|from|into|around|bingo|poker|cards|"
                 r"slots|scratchers|scratch-offs)\b)")
# Where what was won or visited ends: "homecoming queen and went to the park", "a Kindle playing bingo".
WON_OR_VISITED_END = lazy_regex(r"\s(?:and|" + _HOW_NOT_WHAT + r")\s")
NOUN_PHRASE_END = lazy_regex(
    r"\s(?:who|whose|that|which|doing|retraining|and|but|at|for|in|with|because|from|on|of|based|since|so|named|called|"
    # who a thing was had from, as British and Irish speech says it: "a Skoda off a fella in Athlone"
    r"off(?= (?:a|an|my|our|the|his|her|their|some|this|that)\b)|"
    # a likeness to someone: "an electrician just like my dad", "a nurse like my mom"
    r"(?:just |much |a lot )?like(?= (?:my|his|her|our|their|him|them)\b)|"
    r"(?:living|working|located|studying|staying|serving)(?=\s(?:in|at|with|abroad|alone|here|there|near|on|for|from|"
    # what is worked: "a realtor working mostly the Scottsdale market"
    r"mostly|mainly|primarily|remotely|the)\b)|"
    # the hours a job is worked: "a paramedic working 24/48s", "a nurse working nights", "working overnights"
    r"(?:working|doing)(?=\s(?:(?:\d+(?:/\d+)?s?|twelves|nights|overnights?|days|evenings|weekends|doubles|"
    r"full[- ]time|part[- ]time|(?:the |a )?(?:night|day|graveyard|swing|overnight|late|early) shifts?)\b))|"
    + _HOW_NOT_WHAT + r"|"
    r"when|while|where|whenever|if|as|to|by|near|after|before|until|during|through|throughout|i|i'm|i've|we|you|"
    r"he|she|they|"
    # a place the thing is just beyond: "a grain operation outside Salina" (not "an outside cat")
    # (and a port or a base worked from: "a deckhand out of Dutch Harbor", "a trucker out of Dallas")
    r"out(?:side(?= (?-i:[A-Z]))|(?= of (?-i:[A-Z])))|"
    # (and in a text's shorthand: "a pixel 8 lst wk", "an iPhone 15 yday", "a cat 2 wks ago")
    r"la?st (?:week|month|year|night|summer|winter|spring|fall|time|wk|mo|yr|nite)|"
    # how often, not what: "a Kawasaki Ninja 650 most weekends"
    r"(?:most|every|many|some) (?:weekends?|weekdays?|days?|nights?|mornings?|evenings?|weeks?|summers?|winters?)|"
    r"(?:a|one|two|three|a few|several|\d+) (?:days?|weeks?|months?|years?|wks?|mos?|yrs?) ago|yesterday|yday|"
    r"2day|recently|"
    # where it is, said last: "a storage unit downtown", "a cabin upstate" (not "a downtown loft")
    r"(?:downtown|uptown|upstate|nearby|overseas|abroad|offshore|inland)(?=\s$)|"
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


# A consequence run on after "so" with no comma: what it points at is no part of the thing before it ("I've got two
# kids of my own so some of these cases hit hard", "I have a folding Brompton so I can just fold it"); "so much", "so
# cute" say a degree.
CONSEQUENCE_SO = lazy_regex(r"\sso\s+(?!(?:much|many|far|long|little|few|good|bad|well|\w+ly)\b)", re.IGNORECASE)


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
    r"(?=\s*$|\s*[,.;:!?)]|\s+(?:of|too|a lot|so much|very much|though|anyway|honestly)\b)|"
    # a quality of what was just talked of, alone, points back to it ("I like the challenge", "I love the smell",
    # "I like the look better", "I love the creativity"); with what it is of it names a liking ("the smell of rain")
    r"the (?:challenge|smell|scent|look|looks|feel|vibe|vibes|atmosphere|creativity|confidence|attitude|thrill|"
    r"routine|season|colou?r|energy|aesthetic)"
    r"(?=\s*$|\s*[,.;:!?)]|\s+(?:too|a lot|so much|very much|though|anyway|honestly|better|more|best|most)\b)|"
    # so does a kind of it, alone ("I like the lemon kind", "I love the kind filled with cream"): "the kind of music"
    # names one
    r"the (?:[\w-]+ )?(?:kind|type|sort)s?(?! of\b))\b",
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
    r"^(?:i|we|(?-i:[A-Z])[a-z]+ (?:and|&) i) (?:just |recently |finally |officially )*(?:adopted|graduated|retired|"
    r"married|"
    r"got (?:married|remarried|engaged|divorced|promoted|hired|a (?:new )?(?:job|puppy|kitten|dog|cat))|"
    r"had (?:a|our|my) (?:(?:first|second|third|fourth|fifth|new) )?baby|"
    r"ran (?:my|a|the|our) (?:first )?(?:marathon|half[ -]marathon|5k|10k|race|triathlon)|"
    # a thing parted with or a habit given up, whenever it was: "sold my Civic last weekend", "quit smoking in May"
    r"(?:sold|gave away|got rid of|traded in|donated|rehomed|re-homed) (?:both |all (?:of )?)?(?:my|our)|quit|gave up|"
    r"broke up|split up|switched|moved off|"
    # a test to fly passed: "passed my PPL checkride this morning" is a pilot from now on
    r"passed my (?:ppl|cpl|atpl|private pilot|commercial pilot|instrument|cfii?)|"
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
# A job said, then what the user is doing beside it: "a frontend dev learning Rust", "a nurse training for a
# marathon" (the job ends before the verb; a noun in -ing is none: "a wedding", "a thing", "an evening")
JOB_THEN_DOING = lazy_regex(
    r"\b([\w-]+) (?!(?:thing|something|nothing|anything|everything|king|ring|wing|string|spring|evening|morning|"
    r"ceiling|wedding|pudding|sibling|darling|clothing|building|offspring|being|viking|lightning)\b)[a-z]{2,}ing\b")
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
                   r"months?))? (?:sober|clean(?: and sober)?|off (?:gambling|drinking|booze|the booze|the bottle|"
                   r"alcohol|drugs|opioids|opiates|heroin|meth|pills|cocaine|coke))\b|"
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
# ("18 months clean from opioids as of today": what from, and its "I'm" left out, as chat says a milestone)
SOBER_NOW = lazy_regex(r"(?:(?:i'm|i am|im) )?" + SOBER.pattern + r"(?: (?:from|off) [\w-]+(?: [\w-]+)?)?(?: as of)?$",
                       re.IGNORECASE)
WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thurs fri sat "
                     "sun".split())
# A year of school: "a junior at Ohio State", "a sophomore in college", "a first-year at UCL majoring in…" (a
# first-year student alone is a student, no school named).
CLASS_YEAR = lazy_regex(r"(?:a |an )?(?:(?:college|university|uni|high school|undergrad) )?(freshman|sophomore|junior|"
                        r"senior|(?:first|second|third|fourth|final)[- ]year)(?: (?:student|undergrad|undergraduate))?"
                        r" (?:(at) (?:the )?(?-i:[A-Z])|(in) (?:college|university|uni|high school|grad school)\b|"
                        r"(majoring)\b)", re.IGNORECASE)
# Irish English's perfect, "after" and a gerund: "I'm after buying a car" is "I've just bought a car" (see
# Rules.being); the verbs whose doing leaves the user something held, or a home.
IRISH_PERFECT = {"buying": "bought", "getting": "got", "selling": "sold", "adopting": "adopted",
                 "moving": "moved", "leasing": "leased"}
JUST_DONE_IRISH = lazy_regex(r"after (" + "|".join(IRISH_PERFECT) + r") (.+)", re.IGNORECASE)
# An age said as an adjective before a role: "a 63-year-old retired librarian", "a 40 year old nurse".
AGE_BEFORE_ROLE = lazy_regex(r"an? (\d{1,3}[- ]?(?:years?|yrs?|yo)[- ]old )(?=[a-z])", re.IGNORECASE)
# The same said by the kind of school alone, before it: "a high school senior", "a college freshman".
SCHOOL_CLASS_YEAR = lazy_regex(r"(?:a |an )?(?:college|university|uni|high school|undergrad) "
                               r"(?:freshman|sophomore|junior|senior)\b", re.IGNORECASE)
# A year of law school by its letters: "a 2L at Georgetown Law", "a 1L in law school" (not "sats 89% on 2L").
LAW_SCHOOL_YEAR = lazy_regex(r"(?:a |an )[123]L (?:student )?(?:at (?-i:[A-Z])|in law school\b)")
# A year of a school named by what it teaches: "in my second year of cosmetology school", "in my final year of a
# nursing program" (schooling, as "in my second year at UIUC" is; "in law school" alone is being in school).
YEAR_OF_A_SCHOOL = (r"in (?:my |the |their )?\w+ year of (?:an? |the )?(?:[\w-]+ ){1,2}"
                    r"(?:school|college|program|programme)\b")
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
                            r"(?-i:MFA|MSW|MPH|MPA|MSc|MEd|M\.Ed\.?|MSN|DNP|JD|EdD|LLM|MS|MA|MEng|BSc|BEng|BS|BA|GED))"
                            r"(?: degree| program)?"
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


# A thing in a list named by one word after its count or article ("two fawn, two black, and a lilac", "an acoustic and
# an electric guitar"): a colour names the look of a thing said elsewhere, and a word of the kind of "acoustic" or
# "digital" is an adjective whose noun is the last one's, where the last is said so too.
ONE_WORD_THING = lazy_regex(r"(?:" + NUMBER_WORDS + r")\s+([\w-]+)[.!?]*", re.IGNORECASE)
ELIDED_COLOUR = lazy_regex(r"(?:(?:light|dark|pale|bright|deep|navy|baby|sky)[ -])?(?:red|blue|green|yellow|black|"
                           r"white|gr[ae]y|silver|gold|pink|purple|orange|brown|beige|teal|maroon|burgundy|turquoise|"
                           r"cream|tan|fawn|lilac)", re.IGNORECASE)
ADJECTIVE_FORM = lazy_regex(r"[a-z]{3,}(?:ic|al)", re.IGNORECASE)


def _elided_heads(parts: list[str]) -> list[str]:
    """The things of a list whose nouns the speaker left to be understood: a list with a colour for a thing names
    things of a kind said elsewhere ("I have two fawn, two black, and a lilac" are rabbits), so nothing is kept of its
    one-word things; an adjective alone takes the last thing's noun ("an acoustic and an electric guitar")."""
    bare = [ONE_WORD_THING.fullmatch(part) for part in parts]
    # (the last thing said as the others are, an adjective before its noun: "an electric guitar", "a blue bike")
    last = NOUN_PHRASE_END.split(f"{parts[-1]} ")[0].split()
    if len(last) == 3 and (ADJECTIVE_FORM.fullmatch(last[1]) or ELIDED_COLOUR.fullmatch(last[1])):
        return [f"{part} {last[2]}" if one and (ADJECTIVE_FORM.fullmatch(one.group(1)) or ELIDED_COLOUR.fullmatch(
            one.group(1))) else part for part, one in zip(parts, bare, strict=True)]
    if any(one and ELIDED_COLOUR.fullmatch(one.group(1)) for one in bare):
        return [part for part, one in zip(parts, bare, strict=True) if not one]
    return parts


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
