"""Proposals and their subjects: slugs, sensitivity, singulars, kin, aids, pursuits, topic slugs."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from memform.extract import lexicon as lx
from memform.extract.patterns import alternatives, lazy_regex
from memform.extract.text import caseless
from memform.models import BeliefType

from .phrases import (
    COORDINATE,
    COORDINATE_HINT,
    INFORMATION_TECHNOLOGY,
    NOUN_PHRASE_END,
    NUMBER_WORDS,
    PEOPLE,
    PREPOSITION_STOP,
    STABLE_DOMAINS,
    UNRESOLVED_CASELESS,
    UNRESOLVED_NO_THAT_CASELESS,
    WHEN_IT_HAPPENED,
    WORD,
    _named,
)


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
        if self.subject.endswith(SAME_PURSUIT_ENDS) and (same := _same_pursuit(self.subject)):
            object.__setattr__(self, "subject", same)


# A fantasy sport in a pursuit's key, in whatever format or league it is played (see Proposal).
FANTASY_GAME = lazy_regex(r"(?:activity|history|experience):(?:[a-z]+_){0,2}?(fantasy_(?:football|baseball|basketball|"
                          r"hockey|soccer|golf|premier_league))(?![a-z])")
# One pursuit by another of its names, as a pursuit's key: "derby" is roller derby, "mushroom hunting" foraging.
SAME_PURSUIT = {"derby": "roller_derby", "mushroom_hunting": "foraging", "mushroom_foraging": "foraging",
                "mushrooming": "foraging", "mushroom_picking": "foraging"}
SAME_PURSUIT_ENDS = (":derby", "mushroom_hunting", "mushroom_foraging", ":mushrooming", "mushroom_picking")


def _same_pursuit(subject: str) -> str:
    """A pursuit's key (activity, history or experience) by the name SAME_PURSUIT gives it; any other key, none."""
    kind, _, slug = subject.partition(":")
    return f"{kind}:{SAME_PURSUIT[slug]}" if kind in ("activity", "history", "experience") and (
        slug in SAME_PURSUIT) else ""


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
# What says a stay in a place is a visit, said after it: "I stay in London when I visit", "for work", "on weekends",
# "in hotels" (a home said with "stay", "I stay in Durbanville", is read as "I live in ...": INDIAN_ENGLISH_REWRITES).
A_VISIT_AFTER = (r"(?![\w' -]{0,30}?\b(?:when|while|whenever|during|for (?:a|the|two|three|\d|work|business|"
                 r"conferences?|meetings?)|over|on (?:weekends|weekdays|trips?|business)|sometimes|most|every|each|"
                 r"at night|overnight|until|till|hotels?|motels?|airbnbs?)\b)")
ADVERB_AFTER_I = lazy_regex(r"^(i) (?:also|already|actually|honestly|genuinely|truly|definitely|totally|"
                            # (and "only" before a thing of the user's kept: "I only have my Celestron now")
                            r"literally|only(?= have my )) "
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
    if qualified and head not in lx.MEDICAL_AFTER_QUALIFIER and head[-1:] == "s":
        head = _singular(head)  # "two herniated discs", "two torn ligaments": the condition, however many had
    return qualified and (head in lx.MEDICAL_AFTER_QUALIFIER or head in lx.LIGAMENTS or head in lx.BODY_PARTS)


# How a business is run, after what it is: "we run a food truck together", "I run a bakery full-time"; and what it
# sells or makes, said after it ("a little Etsy shop selling crochet amigurumi", "a bakery making sourdough").
BUSINESS_HOW = lazy_regex(r"\s(?:together|full[- ]time|part[- ]time|on the side|now|these days|out(?: of)?|"
                          r"from (?:my|our|home)|selling|making|offering|specializing|specialising)\b.*", re.IGNORECASE)


# Where something the user runs is run from, their home, in a place named: "out of my house in Asheville".
# A clause the user or their household is the subject of ("my wife runs a bakery out of our house" is hers).
USER_OR_HOUSEHOLD_OPENING = lazy_regex(r"(?:i|i'm|i've|im|ive|we|we're|we've)\b", re.IGNORECASE)
# A thing taken out of a place, before it is named: "got the recipe out of my kitchen", "moved out of my flat".
TAKEN_OUT_OF = lazy_regex(r"\b(?:got|get|gets|took|take|takes|grabbed|pulled|moved|threw|kicked|ran|stormed|walked|"
                          r"locked|stepped)\b", re.IGNORECASE)
RUN_FROM_HOME = lazy_regex(r"\b(?:out of|from) (?:my|our) (?:own )?(?:house|home|apartment|flat|garage|basement|"
                           r"place|home kitchen|kitchen|home office|home studio|spare room) (?:here )?in "
                           r"((?-i:[A-Z])[\w'.-]*(?: (?-i:[A-Z])[\w'.-]*){0,3})")


def _run_from_home(obj: str, statement: str) -> list[Proposal]:
    """The user's home, when what they run is run from their house in a place named ("a bakery out of my house in
    Asheville")."""
    if " in " not in obj or not RUN_FROM_HOME.search(obj):
        return []
    return [Proposal("user_model_attr", "location:home", statement, confidence=0.6)]


def _business(phrase: str, run: bool = False, owned_the: bool = False) -> bool:
    """Whether an object phrase is a business of the user's own: "a small bakery", "my own practice", "two shops".
    A studio owned may be a flat ("I own a studio in Brooklyn"); one run is a business. One owned may be "the" one
    (`owned_the`: "Now I own the café" owns a business, as "a café" would)."""
    owned = _m(r"(?:(?:my|our) own|my|our|" + NUMBER_WORDS + r") (.+)", _ascii(phrase)) or (
        _m(r"the (.+)", _ascii(phrase)) if owned_the else None)
    named = NOUN_PHRASE_END.split(f"{owned.group(1)} ")[0] if owned else ""
    if owned and (how := BUSINESS_HOW.search(named)):
        named = named[: how.start()]  # "a food truck together", "a bakery full-time": how it is run, not what
    nouns = _words(named)
    if owned and owned.group(1)[len(named):].lstrip().lower().startswith("of "):
        return False  # "a bar of soap", "a shop of my uncle's": the head is a measure or another's
    head = _singular(nouns[-1]) if nouns else ""
    if len(nouns) >= 2 and f"{nouns[-2]} {head}" in lx.BUSINESS_PAIRS:
        return len(nouns) <= 4  # "a food truck", "a car wash": the pair is the business (a truck alone is a vehicle)
    if run and len(nouns) >= 2 and head == "boat" and nouns[-2] in BOATS_WORKED:
        return len(nouns) <= 4  # "my own lobster boat", "a charter boat" run: a boat worked for a living
    return len(nouns) <= 4 and ((head in lx.BUSINESSES and (run or head != "studio" or (
        len(nouns) >= 2 and nouns[-2] in STUDIO_TRADES))) or (
        run and head in FARMS_RUN and not (len(nouns) >= 2 and nouns[-2] in NO_FARM)) or (
        run and head in OUTFITS_RUN and len(nouns) >= 2))


# What names a credential got ("my PMP cert", "my instrument rating") and the bodies that grant one, named first ("my
# EPA 608 universal", "my OSHA 30", "my PADI open water"); a licence to drive is kept apart (DRIVING_WORDS).
CREDENTIAL_HEADS = frozenset("cert certs certification certificate license licence endorsement rating credential "
                             "credentials".split())
CREDENTIAL_BODIES = frozenset("epa osha padi naui ssi nate pmp ccna ccnp cissp comptia cpr ppl cpl atpl cfii "
                              "faa easa ase servsafe".split())
DRIVING_WORDS = frozenset("driver driver's drivers driving motorcycle learner learner's learners".split())
# A credential to fly: "my private pilot certificate", "my PPL", "my instrument rating".
FLYING_CREDENTIAL_WORDS = frozenset("pilot pilot's pilots ppl cpl atpl cfi cfii instrument multi-engine "
                                    "seaplane".split())
# A studio owned is a business by the trade it is for ("a small flower studio", "a yoga studio"); a studio alone, or
# "a studio apartment", may be a flat.
STUDIO_TRADES = frozenset("flower floral photography photo yoga dance pilates barre recording music design tattoo art "
                          "pottery ceramics fitness nail hair beauty animation architecture martial".split())
# A boat run for a living, by its catch or its trade ("I run my own lobster boat", "been running a charter boat");
# one owned is a vehicle ("I own a fishing boat").
BOATS_WORKED = frozenset("lobster crab shrimp charter tuna longline gillnet salmon oyster scallop".split())
# A farm run is the user's work ("I run a small u-pick blueberry farm"); one owned may be land, a home.
FARMS_RUN = frozenset("farm ranch orchard vineyard winery creamery dairy apiary nursery".split())
# A business run called by what it does ("I run a cow-calf outfit", "we run a small grain operation"): work when what
# it does is said before it ("I run an outfit" alone may be clothes, "run the operation" a task).
OUTFITS_RUN = frozenset("outfit operation".split())
# What a "farm" of no crop is: "a server farm", "a render farm", "a troll farm", "an ant farm".
NO_FARM = frozenset("server render troll bot click content link ant worm solar wind crypto mining gpu".split())


# A vote for a party named: "votes Labour", "voted for the Greens", "I vote Democrat".
VOTE_SAID = lazy_regex(r"\bvot(?:e|es|ed|ing)\s+(?:for\s+)?(?:the\s+)?(?:" + alternatives(lx.PARTIES) + r")\b")
# Where a statement goes on past the user's job to what else they are: "User is a nurse and gay", "..., but Jewish".
JOINED_AFTER_JOB = lazy_regex(r"\s(?:and|but)\s|,\s")


# Keys of work, whose words may name what others' lives hold without saying anything of the user's.
WORK_KINDS = ("occupation", "experience:", "education")
# A job that is a calling in a faith, searched in a lowercased statement: it says the user's faith as plainly as
# "I'm a Methodist" does (a minister of a government, "monk fruit" or a bishop on a chessboard say none).
CLERGY_CALLING = lazy_regex(
    r"\b(?:priest(?:ess)?|pastor|rabbi|imam|chaplain|deacon(?:ess)?|vicar|reverend|(?:arch)?bishop|preacher|"
    r"missionary|nun|monk(?! ?fruit)|friar|cleric|clergy(?:man|woman)?|parson|curate|evangelist|worship leader|pandit|"
    r"pujari|granthi|"
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
    r"lefty_(?:politics|views?|causes?|ideals?|values)|democratic_socialists|young_republicans|young_democrats|tea_party|oath_keepers|qanon)(?:_|$)")
# The clergy, whose calling says the user's faith (searched lowercased): "a priest", "a nun", "a youth pastor" (keyed
# as a job, it stays a job: see WORK_KINDS).
# A monk fruit and Thelonious Monk are none, nor a missionary position; a minister only of a church.
CLERGY = lazy_regex(
    r"\b(?:priest(?:ess)?s?|pastors?|nuns?|(?<!thelonious )monks?(?! fruit)|rabbis?|imams?|chaplains?|vicars?|"
    r"reverend|deacons?|deaconess|preachers?|clergy(?:man|woman|men|women)?|clerics?|friars?|"
    r"missionar(?:y|ies)(?! position)|(?:church|youth|ordained|baptist|methodist|lutheran) ministers?|seminarians?|"
    r"mullahs?|swamis?|lamas?|cantors?|evangelists?|pandits?|pujaris?|granthis?)\b")


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
    hippopotamus asparagus emacs redis jenkins kubernetes postgres macos ios drums clothes sales corrections
    darts skittles billiards draughts""".split()
)


def _singular(word: str) -> str:
    if word in KEEP_FINAL_S or word.endswith(("ous", "us", "ics")):
        return word
    if word.endswith("ses") and word[:-2] in KEEP_FINAL_S:
        return word[:-2]  # "buses", "lenses", "gases": an -s word's plural adds "es"
    if word.endswith("ies") and len(word) > 4 and word not in IES_EXCEPTIONS:
        return word[:-3] + "y"
    if word.endswith(("tches", "rches", "nches", "oaches", "shes", "xes", "sses", "zzes")) and len(word) > 4:
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


def _kin(word: str) -> str:
    """A relative's key: "dad" and "father" are one person, so a later word for them lands on the same belief."""
    word = word.lower()
    if word not in lx.KIN_KEYS:  # (a plural may be keyed as said: "twins" are children, "a twin" a sibling)
        word = _singular(word)
    return lx.KIN_KEYS.get(word, word)


def _figurative_kin(before: str, kin: str) -> bool:
    """Whether a kin word said after another word is a figure of speech, no relative (see lx.FIGURATIVE_KIN): "a work
    wife", "a fur baby", "a baby daddy" (but "a baby brother", "a house husband" are relatives)."""
    before = before.lower()
    return before in lx.FIGURATIVE_KIN or (before == "baby" and kin.lower() in lx.BABY_PARENTS)


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
# Verbs liked that say nothing without their object ("playing", "to watch"), where a liking of several shares it.
OBJECT_NEEDED = frozenset("play playing watch watching listen listening make making collect collecting build building "
                          "create creating do doing get getting try trying".split())

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


# Pursuits whose object is their quarry, no part of what they are: "hunt elk" is hunting, "fishing bass" fishing,
# "foraging mushrooms" foraging.
QUARRY_PURSUITS = frozenset(("hunting", "fishing", "trapping", "foraging"))


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


# What was collected once, picked up, not collected as a pursuit: keys, a parcel, an order; or anything collected for
# or from someone or somewhere ("collected the car from the garage", "collected keys for my BTO").
PICKED_UP = lazy_regex(r"(?:(?:the|my|our|his|her|their|a|an) )?(?:(?:new|spare|house|car|flat) )?(?:keys?|parcels?|"
                       r"packages?|orders?|prescriptions?|results?|tickets?|kids|children|dog|car|post|mail)\b"
                       r"|[^.;!?]*? (?:for|from) (?:my|our|his|her|their)\b", re.IGNORECASE)
# A game given up by name: "stopped playing Overwatch", "quit playing League of Legends" (a title in capitals).
STOPPED_PLAYING = lazy_regex(r"(?:(?:just|finally|basically|completely) )?(?:stopped|quit|gave up) playing "
                             r"((?-i:[A-Z])[\w'&:-]*(?: (?:of|the|and|(?-i:[A-Z0-9])[\w'&:-]*)){0,4})"
                             r"(?=\s*$|\s*[,.;!]| (?:last|this|in|after|a|two|three|for|because|since|when|cold|"
                             r"years?|months?|ages)\b)")
# How many relatives, said before them: "my two sons", "my three grandchildren".
KIN_COUNTS = frozenset("two three four five six seven eight nine ten 2 3 4 5 6 7 8 9 10".split())
# A size said first, left out of a thing's key that would lose its head for it ("a small mobile home park").
SIZE_FIRST = frozenset("small big tiny huge large smallish massive giant".split())


# "simple English", "plain words": how simply to write, an answer style, not a language.
SIMPLE_WORDING = lazy_regex(r"\b(?:simple|plain|easy|basic|simplified)\s+(?:english|words|language|terms)\b", re.I)


def stable_subject(text: str) -> str | None:
    found = next((subject for pattern, subject in STABLE_DOMAINS if pattern.search(text)), None)
    return found
