"""Role-play, take-backs, claims given to another, corrections of a summary, notes to self and ages tagged."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from memform.extract import lexicon as lx
from memform.extract.patterns import alternatives, lazy_regex
from memform.extract.port import ExtractionContext, SourceEvent
from memform.extract.text import (
    ForeignRegions,
    caseless,
    in_character_after,
    rarest_first,
    rewritten,
    steps_out_of_character,
)
from memform.models import MemoryCandidate

from .kin_in_passing import _KIN_WORDS
from .long_messages import JOB_AT_ORG, JOB_FOR_ORG, RELATIVE_GONE, RELATIVE_HEALTH, THEIR_KIN, TITLE_OF, _sentence
from .own_forms import (
    JOB_LINE,
    NOT_JOB_LINE_MODIFIERS,
    NOT_JOB_LINE_VERBS,
    PLACE_WITH_ARTICLE,
    VISA_TAIL,
    job_line_head,
)
from .phrases import WEEKDAYS, _phrase
from .places_and_work import _head
from .sarcasm_and_repairs import SENTENCE_STOP
from .subjects import CURLY_APOSTROPHE, TECH_SLUGS, Proposal, _kin, _pet, _words, slug_word
from .things_held import FIELDS_OF_WORK, WORKPLACE_WORKED_IN, _a

if TYPE_CHECKING:
    from .rules import Rules


def _employer_named(job: str) -> bool:
    """Whether a job said with where names who the user works for: "a backend dev at Stripe" (not "a nurse at
    night", "a volunteer at the shelter")."""
    if " at " in job and PARK_AT.search(job):
        return False  # "a park ranger at Everglades National Park": a place worked at (see _work_place), no employer
    if " for " in job and (at := JOB_FOR_ORG.search(_phrase(job))) and (
            _head(job[:at.start()]) in lx.JOBS or WORKPLACE_WORKED_IN.fullmatch(job[:at.start()].strip())) and (
            at.group(1).lower() not in lx.LANGUAGES):
        # ("a call centre for Sky": the workplace of a firm named, its employer)
        return True  # "a paralegal for Hendricks & Moore", "a driver for Uber" (not "a tutor for Spanish")
    return " at " in job and (at := JOB_AT_ORG.search(_phrase(job))) is not None and (
        _head(job[:at.start()]) in lx.JOBS or TITLE_OF.match(job) is not None)


def _job_line_later(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """A subject-less job line opening a sentence after a short opener of the message, as _job_line reads one opening
    it: "Retail is killing me. Assistant manager at a Primark in Birmingham, 45 hrs a week" (its first words hold a
    job's)."""
    out: list[tuple[Proposal, str]] = []
    regions: ForeignRegions | None = None
    for stop in LATER_SENTENCE.finditer(text, 0, 160):  # (the message's second sentence: after a short opener)
        if text[stop.end():stop.end() + 12].split(" ", 1)[0].lower().rstrip(",.!?:;") in LATER_NOT_MINE:
            continue  # (most sentences open on a pronoun or an article: looked at before their words are read)
        opening = set(_words(text[stop.end():stop.end() + 60])[:5])
        if opening.isdisjoint(lx.JOBS) or opening & LATER_NOT_MINE or text[stop.start() - 2:stop.start()].strip(
                ).isupper() or SOMEONE_BEFORE.search(text, max(text.rfind(".", 0, stop.start()), text.rfind(
                    "!", 0, stop.start()), text.rfind("?", 0, stop.start()), 0), stop.start()):
            continue  # (an initial's stop is no sentence's: "Priya S. Backend engineer, ...")
        regions = regions or ForeignRegions.of(text)
        if not regions.touch(stop.end(), stop.end() + 1):  # (nor one in a quoted or pasted passage)
            out += _job_line(text[stop.end():], rules)
    return out


# A later sentence's opening, capitalized after its stop: ". Assistant manager at ...".
LATER_SENTENCE = lazy_regex(r"[.!?]+ +(?=(?-i:[A-Z])[a-z])")
# Someone the sentence before names, whom a job line after it may be of: "I met someone new. Nurse at the hospital."
SOMEONE_BEFORE = lazy_regex(r"\b(?:someone|somebody|he|she|they|him|her|them|his|their|my|our|friend|guy|girl|woman|"
                            r"man|boyfriend|girlfriend|partner|husband|wife|"
                            r"(?<=\w )(?-i:[A-Z])[a-z]+ (?:is|was|works))\b",
                            re.IGNORECASE)
# Words of a sentence about someone else's job or no one's: "My sister, nurse at ...", "The manager at ...".
LATER_NOT_MINE = frozenset("my his her their our your the this that he she they it we you i i'm is was".split())


def _job_line(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """The job a message opens on as a subject-less line (JOB_LINE), read as "I'm a ..." reads it: the job, where it is
    done, and an age or a visa said with it."""
    m = JOB_LINE.match(text)
    if not m or job_line_head(m) is None:
        return []  # ("Welding student at Lincoln Tech": schooling, no job)
    mods, tail = _words(m.group("mods")), m.group("tail") or ""
    bare = not mods and not tail and not m.group("here")
    if (bare and text[m.end():m.end() + 2] not in (". ", "! ")) or not NOT_JOB_LINE_MODIFIERS.isdisjoint(mods) or (
            not NOT_JOB_LINE_VERBS.isdisjoint(_words(tail))):
        return []
    if not mods and not bare and tail != " by day" and not any(word[:1].isupper() for word in tail.split()) and (
            not PLACE_WITH_ARTICLE.match(tail)):
        return []  # "Doctor at 3pm tomorrow, ...": a job alone needs a place or an employer named (or a place said
        # with its article: "Archivist at a county historical society.")
    line = m.group("line")
    visa = VISA_TAIL.search(line)
    said = line[:visa.start()] if visa else line
    if "and" in mods:
        said = said[m.start("job") - m.start("line"):]  # "Sheep and beef farmer in ...": read as "a farmer in ..."
    found = [p for p in rules.classify(f"I'm {_a(said)}")
             if p.polarity == "assert" and p.subject in ("occupation", "occupation:employer", "location:work")]
    if not found:
        return []
    if " in " in said and (worked := _work_place(said, found)):
        found.append(Proposal("user_model_attr", "location:work", worked[1].statement, confidence=0.6))
    out = [(p, line) for p in found]
    if visa:
        out += [(p, line) for p in rules.classify(f"I'm {visa.group(1)}")
                if p.subject == "identity:immigration_status"]
    if age := m.group("age") or m.group("age_after"):
        # "22, Server at Olive Garden", "Server at Olive Garden in Tulsa, 22, ...": the age said with the job
        out += [(p, m.group() if m.group("age_after") else age) for p in rules.classify(f"I'm {age}")
                if p.subject == "age"]
    return out


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
                        r"(?=[\s.!)]*$)|"
                        # the same said before more of the message, led by a laugh or an "ok", or as "none of that is
                        # true": "I AM 25 😂 ok that's not true. now tell me a joke"
                        r"(?:ok(?:ay)?|lol|lmao|haha\w*)[,!.]? (?:(?:that'?s|that\u2019s|thats|that is|it'?s|its) "
                        r"(?:all |obviously |actually )?not true|none of (?:that|this|it)(?:'s|\u2019s| is| was) true)|"
                        r"(?:(?<=[.!?,] )|(?<=[.!?,])|^)none of (?:that|this|it)(?:'s|\u2019s| is| was) "
                        r"(?:actually |really )?true)\b",
                        re.IGNORECASE)
# a cheap look before TAKEN_BACK's
_TAKES_BACK_HINTS = ("jk", "j/k", "kidd", "jok", "test", "paste", "copied", "forwarded", "messing", "troll",
                     "your leg", "a lie", "not true", "none of")
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
                      r"wrong (?:chat|window|thread|tab|conversation|convo|person)|"
                      # dictation that caught the room: "my partner was shot sorry that's the TV", "that was the radio"
                      r"(?:that|this|it)(?:'s|\u2019s| is| was) (?:just |only )?(?:the|my) (?:tv|telly|television|"
                      r"radio|podcast|movie|film|show)(?=\s*(?:$|[.,!;)\n]|lol|haha|what|how|anyway|sorry|so|ok)\b))",
                      re.IGNORECASE)
_DISOWNED_HINTS = ("typed", "wrong ", "on my phone", "on my laptop", "on my account", "bio", "profile", "s text",
                   "s message", "s post", "s draft", "s resume", "s essay", "s words", "s email", "s e-mail",
                   "s letter", "s note", "s dm", "s msg", "the tv", "the telly", "television", "the radio",
                   "the podcast", "the movie", "the film", "the show")
DISOWNED_HINT = lazy_regex(alternatives(_DISOWNED_HINTS))
# Either hint: the one look most messages get.
TAKE_BACK_ANY_HINT = lazy_regex(rarest_first(_TAKES_BACK_HINTS + _DISOWNED_HINTS))


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
TAKE_BACK_ENDS = lazy_regex(r"\s*(?:$|[.,!;)\n…]|(?:lol|lmao|haha)\b|[:;]-?[)D]|(?:i'm|im|i am|i've|ive|my)\b)|"
                            # (the room a dictation caught is named last: "... sorry that's the TV what's the score")
                            r"(?<=tv)|(?<=telly)|(?<=television)|(?<=radio)|(?<=podcast)|(?<=movie)|(?<=film)|"
                            r"(?<=show)", re.IGNORECASE)
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
    r"\W*(?:(?:oh|sorry|oops|whoops|correction|wait|no|nope|actually|my bad|typo|err?|um+|ugh)\W+)+"
    # (an apology for the wording first: "oh wait sorry I worded that badly, it's my roommate who ...")
    r"(?:(?:i|I) (?:worded|phrased|said|put|wrote) (?:that|it) (?:badly|wrong|weird|poorly|confusingly)\W+"
    r"|(?:i|I) misspoke\W+)?"
    r"(?:(?:i|I) (?:meant|mean)(?: to say)?|what (?:i|I) meant (?:was|is)|(?:i|I) should have said|"
    r"(?:that(?:'s|\u2019s| is| was)|it(?:'s|\u2019s| is| was)))\W+(?:that )?(?:it(?:'s|\u2019s| is| was) )?"
    r"(?:my|our) (?:[\w-]+ )?(" + "|".join(sorted(lx.FAMILY, key=len, reverse=True)) + r")\b(.*)",
    re.IGNORECASE | re.DOTALL)
# The words GIVEN_TO_ANOTHER may open on: a cheap look first, most messages open otherwise.
_GIVEN_OPENERS = ("sorry", "oops", "whoops", "correction", "wait", "no", "actually", "my bad", "typo", "er", "um",
                  "ugh", "oh")
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
    # (the user's own clause says "I", or leaves its subject out: "just got diagnosed with celiac")
    own = bool(said & _SAID_OF_ONESELF) or not candidate.evidence.lower().startswith(("my ", "our "))
    return own and bool(given & said)


_SAID_OF_ONESELF = frozenset("i i'm im i've ive".split())


# Where a job is done, named after it: "... at an exotics clinic in Tampa", "working 24/48s in Phoenix", "in a rural
# county in Montana" (the first "in" before a name, the name's words capitalized, "the" allowed: "in the Bay Area";
# not where the user lives, was born or grew up: "a nurse living in Tampa"); the work done there may follow it ("a shop
# in Asheville doing custom tables").
# A place by its name: its words capitalized, "the" allowed before them ("the Bay Area", "Baton Rouge").
_PLACE_NAMED = r"(?:the )?(?-i:[A-Z])[\w.'-]*(?:,? (?-i:[A-Z])[\w.'-]*){0,3}"
WORK_PLACE = lazy_regex(r"(?<!\blive )(?<!\bliving )(?<!\blives )(?<!\bbased )(?<!\bmoved )(?<!\bborn )"
                        r"(?<!\braised )(?<!\bup )(?<!\bstaying )(?<!\bstay )\b(?:in|(?<![,;] )out of) ("
                        + _PLACE_NAMED + r")"
                        r"(?=\s*(?:$|[,.;!?)]|\s(?:so|and|but|for|since|where|which|who|now|too|as well|though|because|"
                        r"overnights|nights|full[- ]time|part[- ]time|doing|making|building)\b))", re.IGNORECASE)
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


# A park or a forest worked at, by its name: "at Everglades National Park", "at Baxter State Park".
PARK_AT = lazy_regex(r"\bat ((?-i:[A-Z])[\w'.-]*(?: (?-i:[A-Z])[\w'.-]*){0,3} (?:National|State|Provincial|Regional) "
                     r"(?:Park|Forest|Monument|Seashore|Preserve|Recreation Area|Wildlife Refuge))")
# The last word of a place named with a language's word, a season's or a month's: "Dutch Harbor", "English Bay",
# "French Creek", "Fall River", "Spring Valley".
PLACE_HEADS = frozenset("harbor harbour bay creek river village town point springs quarter hill hills island "
                        "islands valley lake beach".split())


def _work_place(text: str, proposals: list[Proposal]) -> tuple[str, Proposal] | None:
    """The place a clause says the user's job is done in, and the job read from it that names the place (an
    occupation, or an employer's "works in")."""
    if not any(p.polarity == "assert" and p.subject in ("occupation", "occupation:employer") for p in proposals) or any(
            p.subject == "location:work" for p in proposals) or (found := WORK_PLACE.search(text) or (
                PARK_AT.search(text) if " at " in text else None)) is None:
        return None
    # (and only a place the job's statement names: "out of Stonington, Maine" may be said up to its comma)
    place = next((place for place in (found.group(1), found.group(1).split(",")[0]) if any(
        p.polarity == "assert" and p.subject.startswith("occupation") and place in p.statement for p in proposals)), "")
    if not place:
        return None
    job = next(p for p in proposals if p.polarity == "assert" and p.subject.startswith("occupation")
               and place in p.statement)
    if any(p.subject == "location:home" for p in proposals) and not WORKED_IN_PLACE.search(text, 0, found.end(1)):
        return None  # "I work for a fintech in London but live in Wales": the firm's place, said beside the home
    if any(p.subject == "occupation" and "student" in p.statement for p in proposals):
        return None  # "I'm a student in London": where the user studies
    if any(p.subject == "occupation" and p.statement.startswith("User retired") for p in proposals):
        return None  # "I retired from teaching in 2015 and settled in Porto": no job now, nor a place of one
    if WORKED_THEN.search(text, 0, found.start(1)):
        return None  # "I worked in Chicago for years": a place worked in once ("I've worked in ..." still is)
    words = place.lower().removeprefix("the ").split()
    if (words[0] in NOT_A_WORK_PLACE and not (len(words) > 1 and words[-1] in PLACE_HEADS)) or (
            " ".join(words) in NOT_A_WORK_PLACE) or any(
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


# The user confirming one part of what the assistant said of them: "The teacher part is right", "the cat bit is
# correct" (not "the hard part is right here", which confirms nothing the assistant said: the word must be in a
# claim of the assistant's about "you").
PART_CONFIRMED = lazy_regex(r"\bthe (?P<word>[\w-]+) (?:part|bit|one)(?:'s| is) (?:right|correct|true|accurate|"
                            r"fine)\b", re.IGNORECASE)
# The assistant's claims about the user, one per piece of its message: "you're a teacher", "you have a cat".
ASSISTANT_CLAIM = lazy_regex(r"\byou(?:'re| are| have| live| work| speak| own)\b[^,;.:!?\n]*", re.IGNORECASE)
# A place the user puts for the one the assistant had: "I'm in Aurora, not Denver.", "Portland MAINE, not Oregon"
# (kept only where the assistant had said the user lives in the wrong one).
PLACE_CORRECTED = lazy_regex(r"(?:^|(?<=[.!?:])\s+)(?:(?:no|and|nope|actually),? )?(?:(?:i'm|i am|i live|i'm based|"
                             r"we're|we live) in )?(?P<place>(?-i:[A-Z])[\w.'-]*(?: (?-i:[A-Z])[\w.'-]*){0,2}), not "
                             r"(?:in )?(?P<wrong>(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*){0,2})", re.IGNORECASE)
# The user's marital status put for the one the assistant had: "Divorced actually, since 2021." (after "Noted that
# you're married").
STATUS_CORRECTED = lazy_regex(r"^(?:(?:no|nope|actually),? )?(?P<status>divorced|widowed|separated|single|married|"
                              r"engaged)(?:,? actually)?\b(?=[,.!]|\s+(?:since|now|for)\b|$)", re.IGNORECASE)
# A claim of the assistant's the user denies in its own words: "I don't speak Spanish" (after "you speak Spanish").
CLAIM_DENIED = lazy_regex(r"\bi (?:don't|do not|dont) (?P<verb>speak|have|own|play|drive)\b (?P<what>[^,.;!?\n]{1,40})",
                          re.IGNORECASE)
# The assistant setting out what it holds of the user, whose claims a denial takes back (a guess in passing, "Since
# you have a cat, avoid lilies", held nothing to take back: "I don't have a cat" then retracts none).
ASSISTANT_RECAP = lazy_regex(r"\b(?:here's what i (?:have|know|remember)|what i (?:have|know) (?:about|on) you|recap|"
                             r"i have (?:that|noted)|noted that|stored|saved|in my memory|i remember)\b", re.IGNORECASE)
ASSISTANT_STATUS = lazy_regex(r"\byou(?:'re| are)\b[^.!?]{0,20}\b(?:divorced|widowed|separated|single|married|"
                              r"engaged)\b", re.IGNORECASE)


def _summary_corrected(said: str, text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """What the user's reply to the assistant's summary of them confirms or puts right: a part confirmed
    (PART_CONFIRMED) as the assistant's claim would say it in the first person, a place put for the home the assistant
    had (PLACE_CORRECTED), a status for the one it had (STATUS_CORRECTED)."""
    out: list[tuple[Proposal, str]] = []
    for confirmed in PART_CONFIRMED.finditer(text):
        word = confirmed.group("word").lower()
        for claim in ASSISTANT_CLAIM.finditer(said):
            mine = claim.group().split(" with ")[0]
            if re.search(rf"\b{re.escape(word)}s?\b", mine, re.IGNORECASE):
                first = SECOND_PERSON.sub(lambda m: SECOND_AS_FIRST.get(m.group().lower(), "I"), mine)
                out += [(replace(p, confidence=0.55), confirmed.group()) for p in rules.classify(first)
                        if p.polarity == "assert"][:1]
                break
    if ", not " in text:
        for corrected in PLACE_CORRECTED.finditer(text):
            wrong = re.escape(corrected.group("wrong"))
            if re.search(rf"\b(?:live|living|based|located|reside|home is)\b(?: in)?[^.;!?]{{0,30}}\b{wrong}\b", said,
                         re.IGNORECASE):
                out.append((Proposal("user_model_attr", "location:home",
                                     _sentence(f"User{' is in' if ' in ' in corrected.group() else ':'} "
                                               f"{corrected.group('place')}, not {corrected.group('wrong')}"),
                                     confidence=0.55),
                            corrected.group().strip()))
    if ("n't" in text or "not" in text or "dont" in text) and ASSISTANT_RECAP.search(said):
        for denied in CLAIM_DENIED.finditer(text):
            verb, what = denied.group("verb").lower(), denied.group("what").strip()
            if re.search(rf"\byou {verb}s? {re.escape(what)}\b", said, re.IGNORECASE):
                out += [(replace(p, polarity="retract", statement=_sentence(f"User does not {verb} {what}"),
                                 confidence=0.55), denied.group())
                        for p in rules.classify(f"I {verb} {what}") if p.polarity == "assert"][:1]
    if (status := STATUS_CORRECTED.match(text.strip())) and ASSISTANT_STATUS.search(said):
        out += [(p, status.group()) for p in rules.classify(f"I'm {status.group('status').lower()}")
                if p.subject == "relationship_status"][:1]
    return out


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
    return rewritten(text, _first_person(text, note.end(), end))


def _first_person(text: str, start: int, end: int) -> Iterator[tuple[int, int, str, list[int]]]:
    """Each "you" of a note to self between start and end, with the first person it says (all its characters at the
    place of the "you")."""
    for m in SECOND_PERSON.finditer(text, start, end):
        said = m.group()
        first = SECOND_AS_FIRST.get(" ".join(said.lower().split()))
        if first is None:  # "you" alone: "I" opening its clause, "me" after a verb or a preposition
            before = text[start:m.start()].rstrip()
            word = before.rsplit(None, 1)[-1].lower() if before else ""
            first = "I" if not word or not word[-1].isalnum() or word in YOU_SUBJECT_AFTER else "me"
        elif said[:1].isupper() and first[:1] != "I":
            first = first[:1].upper() + first[1:]
        yield m.start(), m.end(), first, [m.start()] * len(first)


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


# A kind put right in the next message, of a relative or a pet the user named before: "he's actually my fiancé" (after
# "my husband and I"), "sorry autocorrect!! he's a CAT not a rat" (after "a pet rat named Moose"), "she's my wife, not
# my girlfriend" (the kind said now, and the one it replaces when said; not "he's a dog person", "she's a nurse").
KIND_PUT_RIGHT = lazy_regex(r"(?:^|[.!?,;]\s*|\b(?:sorry|oops|lol|actually|autocorrect)\W+)(?P<who>he|she|it)"
                            r"(?:'s|\u2019s| is|s) (?:actually |really |just )?(?:an? |my |our )(?P<new>[^\W\d_]+)"
                            r"(?![\w'-])(?:,? (?:not|rather than) (?:an? |my |our )?(?P<old>[^\W\d_]+)(?![\w'-]))?",
                            re.IGNORECASE)
# Partners, one of whom a kind put right without the other named takes the place of.
_PARTNER_KEYS = frozenset(("family:husband", "family:wife", "family:fiance", "family:boyfriend", "family:girlfriend",
                           "family:partner", "family:spouse"))


def _kind_key(word: str, asserted: set[str]) -> str:
    """The key of a relative's or a pet's word ("fiancé" is family:fiance, "CAT" pet:cat), or of one of the kinds
    `asserted` before ("a rat"); "" for any other word."""
    word = word.lower().replace("\u00e9", "e")
    pet, kin = f"pet:{_pet(word)}", f"family:{_kin(word)}"
    if word in lx.PETS or pet in asserted:
        return pet
    if word in lx.KIN or word in lx.PARTNERS_PARTED or word in ("fiance", "fiancee") or kin in asserted:
        return kin
    return ""


def _kind_corrected(texts: Sequence[str], out: Sequence[MemoryCandidate], before: int
                    ) -> tuple[str, str, str] | None:
    """The kind a message puts right (KIND_PUT_RIGHT): the key it replaces, among the assertions the message before
    (seq `before`) formed last in `out`, the key said now, and the words it is said in; None when it puts none right."""
    said = texts[0] if texts else ""
    asserted: set[str] = set()
    for c in reversed(out):
        if c.source_seqs != (before,):
            break
        if c.polarity == "assert" and c.belief_type == "relationship":
            asserted.add(c.subject)
    if not asserted or len(said) > 300 or not (m := KIND_PUT_RIGHT.search(said)) or not (
            new := _kind_key(m.group("new"), set())):
        return None
    if m.group("old"):
        old = _kind_key(m.group("old"), asserted)
        if not old or old == new or old not in asserted or old[:4] != new[:4]:
            return None
    else:  # a partner named before, put right as another kind of partner
        named = asserted & _PARTNER_KEYS - {new}
        if new not in _PARTNER_KEYS or len(named) != 1:
            return None
        old = next(iter(named))
    return old, new, said[m.start("who"):m.end()]
