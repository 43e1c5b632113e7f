"""Pursuits, places, names, faith and work: the helpers the rules read them with."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from memform.extract import lexicon as lx
from memform.extract.patterns import lazy_regex
from memform.extract.text import ForeignRegions, Span, caseless
from memform.models import MemoryCandidate

from .learner_english import _DIETS, DIABETES, DIABETES_TYPE, DIGIT, TEAM_NAME
from .long_messages import (
    _OPENING_WORDS,
    MEDICINE_COURSE,
    MEDICINE_OPENING,
    MEDICINE_WORD,
    NAMED_CONDITION_KEYS,
    PROFESSION_FIELDS,
    PROFESSION_LEFT,
    TAKEN_FOR,
    _course_said,
    _sentence,
)
from .phrases import LIFE_PERIOD, NOUN_PHRASE_END, NUMBER_WORDS, PEOPLE, PREPOSITION_STOP, _named, _phrase
from .requests import _WORK_HOURS, FOR_SPAN, GOING_FOR
from .sarcasm_and_repairs import _REPAIR_MARKERS, _REPAIR_MORE, REPAIR_AFTER, REPAIR_HINT, SENTENCE_STOP
from .statements import third_person, third_person_possessive
from .subjects import (
    CURLY_APOSTROPHE,
    IRREGULAR_PAST,
    Proposal,
    _ascii,
    _pursuit_head,
    _singular,
    _words,
    slug_word,
    stable_subject,
    topic_slug,
)

if TYPE_CHECKING:
    from .rules import Rules


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


def _medicines(found: re.Match[str], statement: str) -> list[Proposal]:
    """Each medicine named in a course the user is on (or came off): their health, sensitive."""
    polarity = "retract" if found.group("off") else "assert"
    names = dict.fromkeys(m.group().lower() for m in MEDICINE_WORD.finditer(found.group("meds")))
    found = [Proposal("fact", f"health:{name}", statement, polarity, sensitivity="sensitive", confidence=0.6)
             for name in names]
    if polarity == "assert" and " for " in statement and (treated := TAKEN_FOR.search(statement)):
        # "Started Ozempic for my type 2 diabetes": the condition it is taken for is the user's too
        found.append(_diabetes(diabetes, statement) if (diabetes := DIABETES.match(treated.group(1))) else Proposal(
            "fact", f"health:{NAMED_CONDITION_KEYS.get(treated.group(1).lower(), treated.group(1).lower())}",
            statement, sensitivity="sensitive", confidence=0.6))
    return found


def _debt_on(rules: Rules, what: str) -> str | None:
    """The debt owed on a thing of the user's: a car's loan, a home's mortgage; None for anything else."""
    kinds = {p.subject.partition(":")[0] for p in rules.things(f"my {what}", "User has", negative=False)}
    if "vehicle" in kinds:
        return "finance:auto_loan"
    if _head(what).lower() in ("house", "home", "condo", "townhouse", "townhome", "place", "flat", "apartment"):
        return "finance:mortgage"
    return None


# A pursuit named as a gerund with where or what of it after "of", "in", "at" (the English of a translation): "the
# fishing of river", "the painting of landscapes".
GERUND_OF = lazy_regex(r"(?:the )?([a-z]{3,}ing) (?:of|in|at|on) (?:the )?[a-z]", re.IGNORECASE)
# Two things played, each one word, joined by "and" (not one name that holds it: "rock and roll", "Dungeons and
# Dragons").
TWO_PLAYED = lazy_regex(r"(?!(?:rock and roll|dungeons and dragons|drum and bass|snakes and ladders|cops and robbers|"
                        r"truth or dare)\b)[\w'-]+ and [\w'-]+(?=$|[,;:.!?]| (?:with|on|at|in|for|every|most|since|"
                        r"when|after|before|against|a lot|online|together)\b)", re.IGNORECASE)
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
            or "switched" in text or "leased" in text or "work as" in text or "teach " in text or "bought" in text
            or ("stay in " in text and " work " in text))


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
    r"duplex|rental)(?: of (?:my|our) own)? (?:in|outside|near) (?:(?-i:[A-Z])"
    # a lowercase writer's place, a bare name of a word or two that ends the clause ("into my first apartment in
    # columbus"), not a time or a common noun ("in march", "in town", "in the city": no name)
    r"|(?!(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|"
    r"fall|autumn|winter|town|downtown|uptown|midtown|the|a|an|my|our|his|her|their|this|that|it|total|general|"
    r"time|person|secret|college|school|case|between|there|here|\d)\b)(?-i:[a-z])[a-z'-]+(?: (?-i:[a-z])[a-z'-]+)?$)",
    re.IGNORECASE)
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


# Where a letter is written from, said by the one who writes it: "I write from Brazil", "I write to you from Porto
# Alegre" (not "from my phone", "from home", "from experience": no place named).
WRITE_FROM = lazy_regex(r"write (?:to you |this |you )?from ((?-i:[A-Z])[a-z]+(?: (?-i:[A-Z])[a-z]+){0,2})"
                        r"(?=$|[,.;!]| (?:through|via|with|and|because|using)\b)")
# Home again in a place named: "back home in Manchester", "back in Leeds for good".
BACK_HOME_IN = lazy_regex(r"back (?:home )?in (?-i:[A-Z])[\w'.-]*(?: (?-i:[A-Z])[\w'.-]*){0,3}", re.IGNORECASE)
# What makes a stay a visit: "for the holidays", "for Christmas", "visiting", "this week".
VISIT_TAIL = lazy_regex(r"\b(?:for (?:the |a |two |three |\d+ )?(?:holidays?|christmas|easter|summer|break|week|"
                        r"weekend|month|few|couple|visit|wedding|funeral|now)|visiting|this (?:week|weekend|month)|on "
                        r"(?:vacation|holiday|leave)|till|until)\b", re.IGNORECASE)
# A part of a town or a land named after it: "centre of Hamburg", "outskirts of Lyon", "north of Scotland".
PART_OF_A_PLACE = lazy_regex(r"(?:(?:city|town) )?(?:centre|center|heart|middle|outskirts|edge|suburbs|north|south|"
                             r"east|west|old town|countryside) of (?-i:[A-Z])[a-z]", re.IGNORECASE)


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
    if PART_OF_A_PLACE.match(named):
        return True  # "the centre of Hamburg", "the outskirts of Lyon"
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
# A thing then its model in apposition, and nothing else but a relative clause: "our touring caravan, a Swift
# Challenger, which my late wife and I used", "my old boat, a Catalina 30" (the kind's head word, the model's name).
MODEL_APPOSED = lazy_regex(r"((?:(?:my|our|the|an?) )?(?:[\w-]+ ){0,3}?([\w-]+)),\s+an? "
                           r"((?-i:[A-Z][\w-]*)(?: (?-i:[A-Z0-9][\w-]*)){0,3})"
                           r"\s*(?:,\s*(?:which|that|who|whom)\b.*|,?\s*)$", re.IGNORECASE | re.DOTALL)
# A profession trained in, said so ("an engineer by training", "a lawyer by education"): no job held now, said so
# ("a carpenter by trade" is the trade the user works in).
TRAINED_AS = lazy_regex(r"(?:an? )?(?:[\w-]+ ){0,3}?[\w-]+ by (?:training|education|background|degree|schooling)\b",
                        re.IGNORECASE)
# A thing's statement as the rules say it ("User has an Outback"), for saying it is not replaced.
HAS_THING = lazy_regex(r"^User (?:has|owns|drives|bought) (?:an? |their )?(.+)$")
# Things at hand for a task asked for now: "quick fix before a meeting in 20 min? I have a claw clip and some dry
# shampoo" lists what the user can use this once, as "I have courgette and feta" lists a meal's makings; no thing kept.
# The list follows the question at once ("I have", "I've got", "all I have is"), and the question is for a task now:
# hurried, timed or a fix ("What tripod should I buy? I have a Sony A7" is no such question; the camera is kept).
ON_HAND = lazy_regex(r"\?[\s\W]*(?:(?:ok|so|and|but|well|rn|atm)\W+)*$")
ON_HAND_LIST = lazy_regex(r"(?:i (?:only |just )?(?:have|got)|i'?ve (?:only |just )?got|all i (?:have|got) is)\b",
                          re.IGNORECASE)
TASK_NOW = lazy_regex(r"\b(?:quick(?:ly)?|asap|rn|right now|tonight|today|this (?:morning|afternoon|evening)|"
                      r"in (?:\d+|a few|an?|five|ten|fifteen|twenty|thirty) ?(?:min|mins|minutes|hours?|hrs?)\b|"
                      r"before (?:a|an|my|the|work|school|class|church)\b|last[- ]minute|in a pinch|emergency|"
                      r"(?:quick|easy|fast|temporary|temp) (?:fix|hack|solution))", re.IGNORECASE)


def _at_hand(candidate: MemoryCandidate, texts: Sequence[str]) -> bool:
    """Whether a possession is one of things listed right after a question for a task done now (see ON_HAND)."""
    if not candidate.subject.startswith("possession:") or not candidate.evidence or not ON_HAND_LIST.match(
            candidate.evidence):
        return False
    for text in texts:
        at = text.find(candidate.evidence)
        if at > 0 and (asked := ON_HAND.search(text, max(0, at - 12), at)) and asked.end() == at:
            question = text[max(text.rfind(".", 0, asked.start()), text.rfind("!", 0, asked.start()),
                                text.rfind("?", 0, asked.start()), text.rfind("\n", 0, asked.start())) + 1:at]
            return TASK_NOW.search(question) is not None
    return False


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
                 "cook": "cooking", "ferment": "fermentation", "grow": "", "raise": "", "build": ""}


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
