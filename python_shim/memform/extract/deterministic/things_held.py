"""Allergies, standing, visas, boards, devices and coins: what the user holds."""

from __future__ import annotations

import re

from memform.extract import lexicon as lx
from memform.extract.patterns import lazy_regex
from memform.extract.text import EMOJI

from .learner_english import _LANGUAGES
from .long_messages import JOB_FIELDS, _sentence
from .phrases import _phrase
from .places_and_work import MOVE_ENDPOINTS, MOVED_ON, _a_place
from .requests import _WORK_HOURS
from .subjects import _YOU_WORDS, Proposal, _ascii, _business, _words, topic_slug


def _from_country(text: str, start: int) -> list[Proposal]:
    """The origin a "from" after a status or a job names, when it is a country: "a refugee from Ukraine", "an
    international student from Nigeria" (not "a nurse from the agency", "a developer from Google")."""
    m = FROM_COUNTRY.search(_phrase(text), start)
    if not m or not set(_words(m.group(1))) & lx.COUNTRIES:
        return []
    return [Proposal("user_model_attr", "location:origin", _sentence(f"User is from {m.group(1)}"), confidence=0.6)]


def _moved_to_a_place(rest: str) -> bool:
    """Whether every end of a move ("from Germany to the US") is a place, not a tool or a stage of life."""
    if MOVED_ON.match(rest):
        return False
    ends = MOVE_ENDPOINTS.match(rest)
    if not ends:
        return True
    said = [end for end in ends.groups() if end]
    # (a game named at either end is no place: "moved from Fortnite to Apex", where Apex alone may be the town)
    return all(_a_place(end) and not _a_line_of_work(end) for end in said) and not any(
        " ".join(_words(_phrase(end))) in lx.VIDEO_GAMES for end in said)


def _a_line_of_work(phrase: str) -> bool:
    """ "moved from accounting to marketing", "into real estate", "from IT to HR": a line of work changed, no home
    (a name that only opens on one, "Tech Valley", is a place)."""
    words = _words(phrase)
    if not words or not (words[0] in LINES_OF_WORK or words[:2] == ["real", "estate"]):
        return False
    return phrase.lstrip()[:1].islower() or len(words) == 1


# An allergy over: "not allergic to penicillin anymore (got delabeled)", "no longer allergic to cats".
# An allergy put right by a cleft: "it's sulfa drugs I'm allergic to, not penicillin", "it's cats that I'm allergic
# to". What it is not is a thing named, not a person ("not her": whose allergy it is, another's).
ALLERGY_CLEFT = lazy_regex(r"(?:it's|it is|its) (?!(?:my|our|his|her|their|not|him|them|me|you)\b)"
                           r"((?:[\w'-]+ ){0,2}?[\w'-]+) (?:that |which )?"
                           r"(?:i'm|i am|im) (?:actually |really )?allergic to(?:,? not (?!(?:him|her|them|me|you|my|"
                           r"his|their|our)\b)((?:[\w'-]+ ){0,2}?[\w'-]+))?$", re.IGNORECASE)
# The class a drug is named with, after its name: "sulfa drugs", "NSAID medications" (the allergy is to the drug).
DRUG_CLASS = lazy_regex(r"(?<=\w)\s+(?:drugs?|medications?|meds|antibiotics?)$", re.IGNORECASE)
# A condition said after who the user is, its "I'm" shared: "an accountant in Leeds and violently allergic to cats",
# "a nurse and diabetic" (the job is read without it, the condition on its own).
CONDITION_AFTER_BEING = lazy_regex(r" and (?:also )?((?:(?:very|severely|violently|deathly|mildly|really|super|"
                                   r"extremely|highly|seriously) )?allergic to [\w -]+|(?:type [12] )?diabetic|"
                                   r"asthmatic|epileptic|autistic|dyslexic|colou?rblind)\b", re.IGNORECASE)
# A pursuit the user is new to, said as the chat says who it is: "Derby fresh meat here!", "Climbing newbie here",
# "Guitar beginner here, ..." (the pursuit named first, one word or "roller derby").
PURSUIT_NEWBIE_HERE = lazy_regex(r"(?P<pursuit>(?:roller )?[A-Za-z][\w-]*) (?:total |complete )?(?:newbie|noob|"
                                 r"beginner|rookie|novice|fresh meat) here\b", re.IGNORECASE)
# A pursuit said by what the user does with its implement, or the team they do it for: "I throw darts for the Red Lion B
# team", "I shoot pool on Tuesdays", "I skate for the Rose City Rollers" (the club by its name).
PURSUIT_BY_IMPLEMENT = lazy_regex(r"\bI (?:(?:also|still|now) )?(?P<done>throw darts|shoot pool|shoot snooker)\b")
# An injury to the user got at a sport's session, which is the user's sport: "Broke my wrist at derby scrimmage", "I
# hurt my knee at rugby training" (not "my son got hurt at soccer practice": the body hurt is the user's).
HURT_AT_SPORT = lazy_regex(r"(?:^|(?<=[.!?]\s))(?:I (?:\w+ )?)?(?:broke|tore|blew|blew out|hurt|injured|sprained|"
                           r"twisted|dislocated|fractured|pulled|jammed|rolled) my [^.!?]{1,30}? at (?P<sport>"
                           + "|".join(sorted(lx.SPORTS, key=len, reverse=True)) + r"|roller derby) (?:practice|"
                           r"training|scrimmage|game|match|session|tryouts?|bootcamp)\b", re.IGNORECASE)
HURT_VERBS = ("broke ", "hurt ", "tore ", "blew ", "injured ", "sprained ", "twisted ", "dislocated ", "fractured ",
              "pulled ", "jammed ", "rolled ")  # (looked for in the lowercased text)
# The faiths FAITH_BEFORE_JOB names, for the cheap look before it.
FAITH_WORDS = ("muslim", "christian", "jewish", "hindu", "buddhist", "sikh", "catholic", "mormon", "jain", "quaker")
# A marriage's length said with its "I've been" left out: "Married 11 years to my husband", "..., happily married 20
# years" (the user is married; "we've been married 6 years" is a clause Rules.classify reads, WE_BEEN_PARTED).
MARRIED_SPAN = lazy_regex(r"(?:^|(?<=[.!?]\s)|(?<=,\s)|(?<=\band\s)|(?<=\bbut\s))"
                          r"(?=married|happily)(?:happily )?married (?:for )?(?:\d{1,2}|a|an|one|two|three|four|"
                          r"five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty) "
                          r"(?:years?|yrs?|months?)\b(?! ago)", re.IGNORECASE)
# A condition named as the one in a part of the user's body: "the carpal tunnel in my right hand is getting bad", "the
# arthritis in my knees" (the condition, read as "I have ..." says it).
CONDITION_IN_MY_BODY = lazy_regex(r"\b[Tt]he ((?:[a-z'-]+ )?[a-z'-]+) in my (?:(?:left|right|lower|upper) )?(?:"
                                  + "|".join(sorted(lx.BODY_PARTS, key=len, reverse=True)) + r")\b")
# A sense lost, said of the one the chat introduces: "Hard of hearing bowler here", "Deaf nurse here, ..." (the
# condition is the user's, read as "I'm hard of hearing" is; who they are is read on its own).
SENSE_BEFORE_ONE_HERE = lazy_regex(r"(hard of hearing|deaf|legally blind|blind|partially sighted|visually impaired) "
                                   r"(?:[\w-]+ ){0,2}?[\w-]+ here\b", re.IGNORECASE)
# Where the user is from, said as a part of a line about them after a comma: "lifty at whistler, from Melbourne
# originally, 23", "nurse in Leeds, originally from Kerala" (a sentence opening so is read where it opens).
ORIGIN_AFTER_COMMA = lazy_regex(r"(?<=,\s)(?:from (?P<place>(?-i:[A-Z])[\w'.-]*(?:[ -](?-i:[A-Z])[\w'.-]*){0,3}) "
                                r"originally|originally from (?P<place2>(?-i:[A-Z])[\w'.-]*(?:[ -](?-i:[A-Z])[\w'.-]*)"
                                r"{0,3}))(?=\s*(?:$|[,.;!]))", re.IGNORECASE)
# A line about someone else, by how it opens: "My wife, ...", "He's ...", "The guy at work, ...".
OTHERS_LINE = lazy_regex(r"\s*(?:my|his|her|their|our|your|the|a|an|this|that|he|she|they|we|you|he's|she's|they're|"
                         r"we're|you're)\b", re.IGNORECASE)
# A diet no longer kept, its "I'm" left out opening a sentence: "Not vegan anymore (ate a burger in 2017)", "No longer
# vegetarian, haven't been for years".
DIET_ENDED_DROPPED = lazy_regex(r"(?:^|(?<=[.!?]\s)|(?<=[.!?]['\"\u2019\u201d]\s)|(?<=\n))(?:not (?P<diet>vegan|"
                                r"vegetarian|pescatarian|keto|paleo) any ?more|no longer (?P<diet2>vegan|vegetarian|"
                                r"pescatarian|keto|paleo))\b", re.IGNORECASE)
# A thing of the user's named by its make, then that they bought it: "the Roomba j7 I bought in March", "my Kindle
# Scribe I got last year" (not one bought for someone else, nor one sent back).
THING_I_BOUGHT = lazy_regex(r"\b(?:the|my|this|that) (?P<thing>(?-i:[A-Z])[\w'-]*(?: [\w'-]+){0,3}?) I (?:bought|got|"
                            r"purchased|ordered)(?= (?:in|last|on|from|back|this|a few|two|three|over|at)\b)")
RETURNED = lazy_regex(r"\b(?:return(?:ed|ing)?|sent (?:it )?back|refund)\b", re.IGNORECASE)
IMPLEMENT_PURSUITS = {"throw darts": "darts", "shoot pool": "pool", "shoot snooker": "snooker"}
TEAM_SKATED_FOR = lazy_regex(r"\bI (?:(?:also|still|now) )?(?:skate|play|row|race|bowl|ride) for (?:the )?"
                             r"(?P<team>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,3})")
# A faith said of the user before their job: "I'm a Muslim barber", "I'm a Catholic nurse" (the faith is theirs, and
# sensitive; the job is read as said).
FAITH_BEFORE_JOB = lazy_regex(r"\b(?:i'm|i am|im) an? (?:(?:devout|practising|practicing|proud|observant) )?(?P<faith>"
                              r"muslim|christian|jewish|hindu|buddhist|sikh|catholic|mormon|jain|quaker|"
                              r"orthodox jewish) (?P<job>[\w-]+(?: [\w-]+)?)", re.IGNORECASE)
def _injury_prefix(part: str, verb: str) -> str:
    """What a key of an injury says of the part hurt, by the verb: "tore my ACL", "blew my ACL" are a torn ACL, "broke
    my wrist" a broken wrist (as "a broken wrist" is keyed), "fractured my collarbone" a fractured one; a part hurt or
    sprained is keyed on the part alone."""
    if part in lx.LIGAMENTS:
        return "torn_" if verb in ("tore", "blew out", "blew") else ""
    return "broken_" if verb == "broke" else "fractured_" if verb == "fractured" else ""


# Who the user is, then a condition after "and": "I'm an accountant in Leeds and violently allergic to cats".
BEING_THEN_CONDITION = lazy_regex(r"\b(?:i'm|i am|im) (?:an? [^,;.!?]{1,60}?)(?= and )", re.IGNORECASE)
# Where an allergen ends before what is said of it: an aside ("cats (mild, I take Zyrtec)"), or something the user
# does or read, run on with "and" ("shellfish and read that ...", "tree nuts and carry an EpiPen"; not "cats and dogs").
ALLERGEN_ENDS = lazy_regex(r"\s*\(|\s+and (?:i |also |always |just )?(?:read|heard|carry|carries|take|have|use|keep|"
                           r"get|need|want|can|can't|cannot|am|was|live|work|found|learned|learnt|break|broke|react|"
                           r"swell|so)\b", re.IGNORECASE)
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
ONE_EAR = lazy_regex(r" in (?:one|my (?:left|right|good|bad)|the (?:left|right)) ear\b", re.IGNORECASE)
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
            or "refugee" in low or "asylum" in low or "asylee" in low or "undocumented" in low or "blue card" in low)



# The user's standing granted, said of it: "my asylum was approved", "my green card finally got approved", "My
# citizenship application was approved!" (a relative's, "my wife's visa", is not the user's).
STATUS_GRANTED = lazy_regex(r"my (?:asylum|green card|citizenship|permanent residency|residency|residence permit|"
                            r"(?-i:PR)|work permit|(?!(?:tourist|visitor|travel|transit|holiday) )(?:[\w-]+ )?visa|"
                            r"(?-i:H-?1B|EAD|OPT))(?: application| case| claim| petition)? (?:was|got|has been|"
                            r"have been|is|just got|finally got|was finally|has finally been|was just) "
                            r"(?:finally |just |officially )?(?:approved|granted)\b", re.IGNORECASE)
# The job held on a visa, said right after it: "I'm on an H-1B working as a data engineer in Austin".
WORKING_AS_AFTER = lazy_regex(r",? (working as an? [^,.;!?()]{2,80})")
# A move to a place said with the visa it was made on ("I moved to Berlin on a work visa"): the place is the home.
MOVED_TO_ON = lazy_regex(r"i moved to ", re.IGNORECASE)
# Where the user lives, said right after their standing: "a green card holder living in Houston".
LIVING_AFTER = lazy_regex(r",? ((?:living|residing) in (?-i:[A-Z])[\w'.-]*(?:,? (?-i:[A-Z])[\w'.-]*){0,3})")
# Who a work visa is held with: "on an H-1B with Infosys", "on an L-1 through Deloitte" (the employer sponsoring it).
VISA_SPONSOR = lazy_regex(r" (?:with|through|at|sponsored by) ((?-i:[A-Z])[\w&.'-]*(?: (?-i:[A-Z])[\w&.'-]*){0,3})")
WORK_VISA = lazy_regex(r"\b(?-i:H-?1B|L-?1[AB]?|TN|O-?1|E-?[23])\b")


# Home named as such in the user's clause: "but home is Duluth, Minnesota", "home is still Leeds" (not "my mom's
# home is in Leeds", "a second home is", "home is where the heart is").
HOME_IS = lazy_regex(r"(?:^|,\s*|\b(?:but|and|though)\s+)(home(?: base)? is (?:still |really |technically )?(?:in )?"
                     r"(?-i:[A-Z])[\w'.-]*(?:,? (?-i:[A-Z])[\w'.-]*){0,3})", re.IGNORECASE)
# Where the user lives, said of a thing of theirs or a doing there: "the quilt guild here in Lancaster County", "organic
# veg on 2 acres here outside Asheville", "my garden in Leeds", "our homestead is up in the Northeast Kingdom of
# Vermont" (not "I'm here in Paris", where the user is now, nor "my house in Spain" beside a trip: VISITING).
_HOME_PLACE = r"(?-i:[A-Z])[\w'.-]*(?:,? (?:of )?(?-i:[A-Z])[\w'.-]*){0,4}"
HOME_HERE = lazy_regex(
    r"(?<!\bi'm )(?<!\bim )(?<!\bi am )(?<!\bwe're )(?<!\bwe are )(?<!\bbe )(?<!\bbeen )(?<=\w )"
    r"(?:(?:out|up|down|over|right) )?here (?:in|outside(?: of)?|near) " + _HOME_PLACE, re.IGNORECASE)
# (the words HOME_OF_MINE names a home by, looked for before it)
HOME_NOUNS = ("garden", "yard", "house", "home", "flat", "apartment", "homestead", "smallholding", "farm", "ranch",
              "place")
HOME_OF_MINE = lazy_regex(
    r"\b(?:my|our) (?:back |front )?(?:garden|yard|backyard|house|home|flat|apartment|homestead|smallholding) "
    r"(?:here |over |up |down |out )?in " + _HOME_PLACE +
    r"|\b(?:my|our) (?:homestead|farm|ranch|smallholding|place|house|home) is (?:(?:up|down|out|over) )?(?:in|outside|"
    r"near) (?:the )?" + _HOME_PLACE, re.IGNORECASE)
# What joins a second condition had to the first: "asthma and eczema", "arthritis, plus gout", "asthma, eczema".
CONDITION_AND_ANOTHER = lazy_regex(r"(?:,?\s+(?:and|&|plus)|,)\s+(?:also\s+)?", re.IGNORECASE)
# A verb after that joiner: what the user does about the condition, no second one ("and use a CPAP", "and take
# metformin").
CONDITION_THEN_DOING = lx.HABIT_VERBS | frozenset(
    "take takes taking took need needs get gets go have had has am was can can't will still also just manage".split())
# A home left behind or let go, said beside it: "I sold my house in Phoenix", "my flat in Leeds is gone", "renting out
# my house in Dayton" (where the user no longer lives, or never did).
HOME_LET_GO = lazy_regex(r"\b(?:sold|selling|gone|used to|rent(?:ing)? out|let(?:ting)? out|moved out|left|lost|"
                         r"foreclos\w*|listed|on the market)\b", re.IGNORECASE)
# A relative's own doing, said before the place ("my sister will be having a gig in a bar down here in LA"): where
# they do it is theirs to say.
KIN_DOING = lazy_regex(r"\bmy (?:" + "|".join(sorted(lx.FAMILY - {"family"}, key=len, reverse=True)) + r")\b"
                       r"(?! and i\b)(?:'s)? (?:will|is|was|has|had|would|can|could|are|were|just|always|[a-z]+s)\b",
                       re.IGNORECASE)
# The user or their household named before a place: "I'm in a quilt guild here in ...", "our farm is up in ...".
USERS_OWN_BEFORE = lazy_regex(r"\b(?:i|i'm|im|i've|we|we're|my|our)\b", re.IGNORECASE)
# A stay that is no home: "here in Paris for a conference", "our place in Spain for the holidays".
VISITING = lazy_regex(r"\b(?:visit|visiting|trip|vacation|holiday|holidays|conference|for the (?:week|weekend|summer)|"
                      r"honeymoon|business trip|staying|layover|stopover|tour)\b", re.IGNORECASE)
# The user's employer by name: "my employer, Infosys,", "my employer is Deloitte" (not "my employer's", "my
# employer is great").
MY_EMPLOYER_NAMED = lazy_regex(r"\bmy (?:current |new )?employer(?:,| is| \(|:) (?!I\b)((?-i:[A-Z])[\w&.'-]*"
                               r"(?: (?-i:[A-Z])[\w&.'-]*){0,3})", re.IGNORECASE)

# A place named as the one the user works or volunteers at, in a clause about something else: "the bookstore I work
# at is being hit hard", "the gas station where I work", "the shelter I currently volunteer at", "The local supermarket
# is where I work". Not "the kids I work with", "the cars I work on", "the one I work at", "the bar you work at", nor a
# past ("the store I worked at").
PLACE_I_WORK_AT = lazy_regex(
    # (a place is named by its own words, no preposition among them: "a gig this weekend at the bar I work at" is the
    # bar)
    r"\b(the|my|our|a|this|that) ((?:(?!(?:at|in|on|for|of|to|from|with|by)\b)[a-z][\w'-]* ){0,3}?[a-z][\w'-]*) "
    r"(?:(?:that|which) |(where) |is (where) )?"
    r"I (?:currently |still |now |also )?(work|volunteer)(?: (at|in|for))?\b(?! (?:out|on|with|as|there|here|hard)\b)",
    re.IGNORECASE)
# What PLACE_I_WORK_AT needs in a clause, looked for before it is searched: "I work", "I currently volunteer".
WORKPLACE_HINTS = ("i work", "i volunteer", "currently work", "currently volunteer", "still work", "still volunteer",
                   "now work", "now volunteer", "also work", "also volunteer")
# Words after "the" that name no place: "the one I work at", "the hours I work", "the days I volunteer".
_NO_WORKPLACE = frozenset("""one ones place places hours hour days day time times people guys kids way ways job jobs
area part parts stuff things thing shift shifts week weekend weekends night nights morning mornings amount lot field
same other company""".split())


def _workplace_in_passing(text: str) -> Proposal | None:
    """The place the clause names as where the user works or volunteers (PLACE_I_WORK_AT), as "I work at …" is keyed:
    the employer, or volunteering."""
    if not (m := PLACE_I_WORK_AT.search(text)):
        return None
    place, where, verb, prep = m.group(2), m.group(3) or m.group(4), m.group(5).lower(), m.group(6)
    if not (where or prep) or (where and prep) or place.split()[-1].lower() in _NO_WORKPLACE or (
            set(place.lower().split()) & _YOU_WORDS):
        return None
    said = f"User {verb}s {(prep or 'at').lower()} {m.group(1).lower()} {place}"
    return Proposal("user_model_attr", "activity:volunteering" if verb == "volunteer" else "occupation:employer",
                    _sentence(said), confidence=0.55)


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
             r"to|currently|right now|working|living|studying)\b)")
# The user's standing in the country they live in (an "a" before "PR" or "citizen" is optional in chat).
IMMIGRATION_STATUS = lazy_regex(
    r"i(?:'m| am) (?:(?:only|now|finally|officially|still|just|already) )*(?:a |an )?(?:(?:permanent|legal|temporary) "
    r"resident|(?-i:PR)|green card holder|(?:naturali[sz]ed |(?-i:U\.?S\.?|[A-Z][a-z]+) )?citizen"
    r"(?! of the (?:world|internet))|refugee|asylum seeker|asylee|undocumented|(?-i:DACA) recipient)\b"
    r"|i(?:'m| am) (?:(?:only|now|still|currently) )*(?:here |in the (?-i:US|UK|[A-Z][a-z]+) )?on (?:a|an|my) "
    r"(?!(?:tourist|visitor|travel|transit|holiday) )(?:[\w-]+ ){0,4}?(?:visa|blue card)\b"
    r"|i(?: have| 've| 've got|'ve| got| just got| finally got| received| now have) (?:a |an |my |our )?"
    r"(?:green card|work permit|work visa|student visa|residence permit|permanent residency|(?-i:PR)|citizenship|"
    r"refugee status|asylum)\b(?! (?:application|interview|appointment|renewal|test|exam|process|paperwork|form)\b)"
    r"|i (?:just |finally |officially )?(?:passed my citizenship (?:test|exam|interview)|became a (?:(?-i:U\.?S\.?|"
    r"[A-Z][a-z]+) |naturali[sz]ed )?citizen)\b"
    # a visa by its class: "I'm on an H-1B", "on OPT now", "an F-1 student", "I came here on an F-1"
    r"|i(?:'m| am) (?:(?:only|now|still|currently) )*(?:here |in the (?-i:US|UK|[A-Z][a-z]+) )?on (?:a |an |my )?"
    + _VISA_CLASS + _VISA_END +
    r"|i(?:'m| am) (?:an? )?" + _VISA_CLASS + r"(?: visa)? (?:student|holder|worker)\b"
    r"|i (?:came|moved) (?:here|over|to (?:the )?(?-i:[A-Z])[\w.]*(?: (?-i:[A-Z])\w*)?)"
    r"(?: (?:in|last|this) (?:(?-i:[A-Z])[a-z]+|\d{4}|year|spring|summer|fall|autumn|winter))? on (?:a |an |my )?(?:"
    + _VISA_CLASS + _VISA_END + r"|(?!(?:an? |my )?(?:tourist|visitor|travel|transit|holiday) )(?:[\w-]+ ){1,3}visa\b"
    r"|(?:(?-i:EU) )?blue card\b)",
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
IS_MY_KIN = lazy_regex(r"(?:^|\b(?:that|this|she|he|it|the [\w-]+(?: one)?(?: [\w-]+){0,2}))(?:'s| is| was) "
                       # ("he's actually my stepdad": which relative they are, put right)
                       r"(?:(?:actually|really|technically|basically) )?my "
                       r"(niece|nephew|sister|brother|son|daughter|cousin|aunt|uncle|wife|husband|mom|mum|mother|dad|"
                       r"father|grandma|grandmother|grandpa|grandfather|stepson|stepdaughter|sister-in-law|"
                       r"stepdad|stepfather|stepmum|stepmom|stepmother|"
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
# A home said by its kind or by whom it is shared with, then its town: "living in a bungalow in Bournemouth", "living
# with a host family in Boston", "living with my parents in Leeds" (not "living in a van down by the river",
# "living with anxiety").
LIVING_AT_HOME_IN = lazy_regex(r"living (?:in (?:a|an|my|our|the) (?:[\w-]+ ){0,2}(?:flat|house|apartment|bungalow|"
                               r"cottage|condo|townhouse|duplex|studio|bedsit|semi|terrace|terraced house|farmhouse|"
                               r"caravan|trailer|mobile home|home)|with (?:a |an |my |our )?(?:host family|family|"
                               r"parents|mum|mom|dad|partner|boyfriend|girlfriend|husband|wife|grandparents|aunt|uncle|"
                               r"roommates?|flatmates?|housemates?|kids|children)) in (?-i:[A-Z])")
# A home said beside what the user is, after a comma (and an age): "a widower, 88, living in Bournemouth".
APPOSED_HOME = lazy_regex(r", (?:[1-9]\d, )?(living (?:in|with) [^,;.!?]+)")
# A thing by its make, the one the user keeps now: "my Celestron 8SE now", "my old Kindle left" (a name in capitals).
MY_NAMED_THING_NOW = lazy_regex(r"(my (?:old |trusty )?(?-i:[A-Z])[\w&'-]*(?: [\w&'-]+){0,3}?)"
                                r"(?: (?:now|left|these days))?\s*$", re.IGNORECASE)
# A mishap to a thing of the user's: "I dropped my brand new Pixel 9 in the toilet", "I just cracked my iPad screen".
MISHAP_TO_MINE = lazy_regex(r"i (?:just |accidentally |finally |literally |somehow )?(?:dropped|broke|cracked|smashed|"
                            r"scratched|dented|drowned) (my (?![\w-]+'s\b)(?:[\w'-]+ ){0,4}?[\w'-]+?)(?: screen)?"
                            r"(?= (?:in|into|on|off|down|at|while|when|today|yesterday|again|last|this)\b|\s*$|[,.;!])",
                            re.IGNORECASE)
# A club by its name, capitals and all: "Cambridge Amateur Radio Club", "Salford Harriers", "the MG Car Club" (not "a
# chess club", nor a team: a sport's side joined is the sport).
CLUB_NAMED = lazy_regex(r"(?-i:[A-Z][\w&'.-]*)(?: (?:(?-i:[A-Z][\w&'.-]*)|of|and|&)){0,5} (?-i:Club|Society|"
                        r"Association|Harriers|Guild|Federation|Institute|Striders|Runners|Athletic Club|AC|"
                        # (a rugby or football club, a derby league, by its letters or its name)
                        r"RFC|RUFC|FC|AFC|Rollers|Roller Derby)\b")
# A shift the user works, and where: "on nights at a 24hr Walmart", "on the night shift at Tesco", "on earlies at a
# care home" (a job held there).
ON_SHIFT_AT = lazy_regex(r"(?:now |currently |still )?on (?:the )?(?:nights|days|lates|earlies|nightshifts?|"
                         r"night shifts?|day shifts?|weekends|twilights|graveyards?|graveyard shift|overnights)"
                         r"(?: now)? at (?P<at>(?:the |an? )?(?:[\w&'.-]+ ){0,3}?[\w&'.-]+)(?: in (?-i:[A-Z])[\w'-]+)?"
                         r"(?=$|[,.;!?]| and\b| so\b| but\b)", re.IGNORECASE)
# A post the user writes or speaks as: "I write in my capacity as secretary of the Royal Signals Association", "I'm
# contacting you in my role as treasurer of ...": the post held, as "I'm secretary of ..." says it.
IN_CAPACITY_AS = lazy_regex(r"i(?:'m| am)? (?:writ(?:e|ing)|contact(?:ing)?|speak(?:ing)?|act(?:ing)?|enquir(?:e|ing)|"
                            r"inquir(?:e|ing)|reach(?:ing)? out)(?: to you)? (?:in|under) my (?:capacity|role) as "
                            r"(.+)", re.IGNORECASE)
# An owner of an animal or a home, which is no job: "a first time dog owner", "a proud husky owner", "a home owner"
# (not "a business owner", "the owner of a bakery").
PET_OWNER = lazy_regex(r"(?:an? |the )?(?:(?:first[- ]time|proud|new|nervous|lifelong|responsible|happy|former) )*"
                       r"([a-z]+) owner\b(?! of\b)", re.IGNORECASE)
# A post held in a club named, which is no job but a membership: "secretary of the Royal Signals Association",
# "treasurer of the Harrogate Camera Club", "the chairman of the Kent Ramblers Association, Maidstone branch".
POST_IN_NAMED_CLUB = lazy_regex(r"(?:the |an? )?(?:honorary |hon\.? |branch |club |general |membership )?"
                                r"(?:secretary|treasurer|chair|chairman|chairwoman|chairperson|president|"
                                r"vice-?president) (?:of|for) "
                                r"(?:the |our )?((?-i:[A-Z][\w&'.-]*)(?: (?:(?-i:[A-Z][\w&'.-]*)|of|and|&)){0,5} "
                                r"(?-i:Club|Society|Association|Legion|Guild|Federation|Lodge|Fellowship)\b)",
                                re.IGNORECASE)
# One who keeps up a pursuit (HOBBYISTS), for years or since a year: "a runner for 10 years", "a ham since 1988",
# "Ham since 1988" (not "a runner up", "a ham sandwich").
HOBBYIST_KEPT = lazy_regex(r"(?:an? (?:(?:keen|avid|serious|licensed|competitive|club) )?)?(?P<who>[a-z]+) "
                           r"(?:for (?:about |over |almost |nearly |more than )?(?:\d+|a|two|three|four|five|six|seven|"
                           r"eight|nine|ten|twenty|thirty|forty|fifty|many) (?:years?|yrs?|decades?)|(?P<since>since "
                           r"(?:(?:19|20)\d\d|'\d\d|i was \d+|high school|college|uni)))\b", re.IGNORECASE)
# An age, then what the user does or has, each its "I" left out: "I'm 29, make about $72k a year, and still have ...".
AGE_THEN_DOING = lazy_regex(r"i(?:'m| am) (1[3-9]|[2-9]\d), (?P<rest>(?:(?:still|also|just|currently) )?(?:make|earn|"
                            r"have|work|live|own|drive|rent|teach|study)\b.+)", re.IGNORECASE)
DOING_PARTS = lazy_regex(r",\s*(?:and\s+)?(?=(?:(?:still|also|just|currently) )?(?:make|earn|have|work|live|own|drive|"
                         r"rent|teach|study)\b)", re.IGNORECASE)
# Who the user moved for or lives where they do for, a job at a firm named: "moved to Raleigh for a new job at SAS", "I
# live here now for my job at Target HQ" (not a relative's: the user moved, or lives).
MOVED_FOR_JOB_AT = lazy_regex(r"(?:^|[.!?]\s+|\bi |\band )(?:just |recently |finally )?(?:moved|relocated|"
                              r"live here(?: now)?|am here|'m here)\b[^.!?]{0,60}?\bfor (?:a|my) (?:new )?job "
                              r"(?:at|with) (?P<org>(?-i:[A-Z])[\w&'-]*(?:\.\w+)*(?: (?-i:[A-Z])[\w&'-]*){0,3})",
                              re.IGNORECASE)
# A message dictated to a relative, or typed by the user for one, said at its start: "Dictating to my granddaughter.",
# "I'm dictating this to my grandson", "Grandpa's dictating, I'm just typing" (not "my neighbour is dictating").
_DICTATION_KIN = r"(?:grand(?:daughter|son|child|kid)|daughter|son|niece|nephew|wife|husband)"
DICTATION_KIN = lazy_regex(r"\s*(?:(?:i'm |i am )?dictating (?:this |these )?to my (?P<to>" + _DICTATION_KIN + r")\b|"
                           r"(?:my )?(?P<by>grandpa|grandma|granddad|grandad|gran|nan|nana|granny|grandfather|"
                           r"grandmother)(?:'s| is) dictating\b)", re.IGNORECASE)
# A leave taken from a job held still: "on maternity leave from my job as a paramedic".
LEAVE_FROM_JOB = lazy_regex(r"(?:currently |still )?on (?:maternity|paternity|parental|mat|sick|medical) leave from my "
                            r"(?:job|role|post|position|work) as (an? [^,.;!?()]+)", re.IGNORECASE)
# A forum's age and gender tag opening a clause: "34F, restoring a ...", "27M here", "19NB" (not "34M in funding", "a
# 28F bra"; the tag ends the clause or a comma or "here" follows it).
AGE_GENDER_OPENING = lazy_regex(r"(1[3-9]|[2-9]\d) ?(?-i:[MF]|NB)(?:$|,\s*| here(?:$|,\s*))")
# A vehicle being restored, the user's: "Restoring a '66 Jaguar E-Type", "I'm slowly restoring my dad's old Bronco" is
# not the user's ("my dad's" is kept out), nor "restoring a table".
RESTORING = lazy_regex(r"(?:i'm |i am |im )?(?:(?:currently|still|slowly|now|also) )?restoring ((?:a|an|my|our) "
                       r"(?![\w-]+'s\b)[^,.;!?]+)", re.IGNORECASE)
# A motorcycle by its maker's model letters ("honda_cb750", "suzuki_gsx_r750", "a Norton Commando"), or a maker of
# motorcycles only.
MOTORCYCLE_MODEL = lazy_regex(r"(?:[:_](?:cbr?|xr|crf|gsx|zx|xs|rd|gs|r)\d|\b(?:vehicle:)?(?:norton|indian|triumph_"
                              r"bonneville|royal_enfield|harley|ducati|ktm|bsa)(?:_|$))")
# A car's body, said after its model, no part of the model's key: "a Jaguar E-Type roadster", "a Mustang fastback".
BODY_STYLES = frozenset("roadster fastback coupe coupé convertible hatchback sedan saloon cabriolet station wagon "
                        "estate".split())
# A working body a van or truck is built with, no part of its model: "a Ford E-350 box truck", "a Silverado pickup",
# "a Transit cargo van" (kept where nothing of a model is left before it: "a box truck" is a box truck).
# ("box" only before "truck" or "van": a Honda N-Box is its model)
WORK_BODIES = frozenset("box pickup cargo panel flatbed dually stake tipper".split())
BOX_BODY = lazy_regex(r"\bbox (?:truck|van)\b", re.IGNORECASE)


def without_work_body(slug: str, said: str) -> str:
    """A vehicle's key without the working body said after its model ("ford_e_350_box" is ford_e_350)."""
    make_model, _, last = slug.rpartition("_")
    return make_model if last in WORK_BODIES and "_" in make_model and (
        last != "box" or BOX_BODY.search(said)) else slug
# A workplace said by its kind alone, no one named: "at a warehouse", "at a small vet clinic", "at a coal mine", "at
# an Italian place in Boise", "at a diner in Fresno" (the user has a job there, no employer said: a people's name is
# a kind, the town after "in" where it is; "at a CVS", "at a Marriott" name a chain's branch, an employer).
UNNAMED_WORKPLACE = lazy_regex(r"an? (?!(?:(?!in\b)\w+ )*?(?!(?:"
                               + "|".join(sorted(w.capitalize() for w in lx.NATIONALITIES))
                               + r")\b)(?-i:[A-Z]))[\w'-]+(?: [\w'-]+){0,3}?(?=$|[\s,.;!?])")
# How long a past job lasted, said after it: "a seamstress all my life", "a teacher my whole working life" (no part of
# the job).
LIFE_SPAN_TAIL = lazy_regex(r"\s+(?:(?:all|most|much) (?:of )?my (?:whole |entire )?|my (?:whole|entire) )"
                            r"(?:working |adult )?(?:life|career|days)\b", re.IGNORECASE)
# A thing of the user's owned for a time ("my '63 VW Beetle since 1979", "my Tacoma for 12 years"): held still.
OWNED_SINCE = lazy_regex(r"(my [^,.;!?]+?) (?:since|for (?:\w+ )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|"
                         r"twenty|thirty|forty|fifty|a few|many) (?:years?|decades?|months?))\b")
# Gear run, by its make and model number: "an Icom IC-7610", "a Raspberry Pi 4", "my Yaesu FT-991A" (the number
# starts with capitals or stands alone; "a 5K", "a D&D 5e campaign", "an F1 fantasy league" are none).
RUN_EQUIPMENT = lazy_regex(r"(?:an?|my|our|two) (?:(?-i:[A-Z])[\w&'-]* ){1,2}(?-i:[A-Z]{0,4}-?\d+[A-Z]*)\b(?!-)"
                           r"(?=$|[,.;!?)]|"
                           r" (?:and|in|at|on|with|into|from|for|off|as|handheld|portable|rig)\b)")
# How a model is made to be used, said after it, names no kind: "a Yaesu FT-65 handheld", "an Icom IC-705 portable",
# "a Kenwood TS-590 rig" are keyed on the model.
MODEL_FORM_WORDS = frozenset(("handheld", "portable", "rig"))
# A gig app driven or delivered for, said as the work itself: "I drive Lyft at night", "I do Uber on weekends", "a
# woman driving Lyft at night" (not "I do Uber to the airport", which is a ride taken).
_GIG_APPS = r"(?:uber(?: eats)?|lyft|doordash|door dash|instacart|grubhub|deliveroo|ubereats|postmates|shipt|bolt)\b"
GIG_DRIVING = lazy_regex(r"(?:(?:a|an) (?:[\w-]+ ){0,3}?)?(?:driving|delivering|dashing) (?:for |with )?" + _GIG_APPS
                         + r"(?! (?:to|from|home|back)\b)", re.IGNORECASE)
# People the user serves in languages named: "counsel patients in English, Gujarati and Hindi", "teach kids in
# Spanish and English", "see clients in French" (the languages, each a capital-led name the lexicon knows).
SERVED_IN_VERBS = frozenset("counsel serve see treat teach help support assist tutor interview".split())
SERVED_IN_LANGUAGES = lazy_regex(r"(?:counsel|serve|see|treat|teach|help|support|assist|tutor|interview) (?:my |our )?"
                                 r"(?:[\w-]+ )?(?:patients|clients|customers|students|families|callers|guests|people|"
                                 r"kids|children|pupils|learners|residents|parents) in "
                                 r"((?-i:[A-Z])[a-z]+(?:(?:,|,? and|,? &) (?-i:[A-Z])[a-z]+){0,5})\b", re.IGNORECASE)
# A job begun at a place, and as what: "start at the Amazon warehouse in Joliet Monday as a forklift operator",
# "started at a dentist office downtown doing front desk" (not "started at the bottom", "started at 6am").
STARTED_AT_AS = lazy_regex(
    r"(?:start|started|begin|began) (?:work(?:ing)? )?(?P<at>at (?:the |a |an )?(?!bottom\b|top\b|\d)[\w&'.-]+"
    r"(?: (?!as\b|doing\b|on\b|in\b)[\w&'.-]+){0,3})(?: (?:in|downtown|uptown|nearby|near|across)\b(?: (?-i:[A-Z])"
    r"[\w'.-]*){0,3})?(?: (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|next "
    r"week|last week|this week|in \w+))?,? (?:as (?:an? )?(?P<job>[\w -]+?)|doing (?P<post>front desk|reception|"
    r"admin|billing|intake|dispatch|security|payroll|the books|bookkeeping|housekeeping|maintenance))"
    r"(?=$|[,.;:!?(]| (?:and|but|which|so|for|at|with)\b)", re.IGNORECASE)
# Work named by what is done for pay: "I clean houses", "I drive for Uber", "I deliver for DoorDash", "I wait tables".
PAID_WORK = lazy_regex(
    r"(?:(?:also|still|mostly|mainly|now|currently) )?(?:clean (?:houses|homes|offices|apartments)|"
    r"(?:drive|deliver)s? (?:for|with) (?P<company>uber|lyft|doordash|instacart|grubhub|deliveroo|ubereats|uber eats|"
    r"amazon|fedex|ups|bolt)\b|(?:drive|do) " + _GIG_APPS + r"(?= (?:on (?:the )?(?:weekends?|side)|at night|nights|"
    r"part[- ]time|full[- ]time|for (?:a living|work|extra \w+|money))\b|\s*$|\s*,|\s+and\b)|"
    r"drive (?:a |an )?(?:taxi|cab|forklift|school bus|bus)(?: for (?:a living|work))?$|"
    r"drive (?:a |an )?(?:truck|semi|big rig)s? for (?:a living|work)$|wait tables|tend bar|bartend|"
    r"do (?:nails|hair)(?: for a living)?$|cut hair|"
    # a trade said by its verb, where or for whom after it: "I weld at a fab shop in Gary", "I cook at a diner"
    r"(?:weld|machine parts|waitress|waitress tables)(?= (?:at|for) )|"
    r"cook (?:at|in|for) (?:a|an|the) (?:[\w'-]+ ){0,2}?(?:restaurant|diner|cafe|caf\u00e9|hotel|pub|bar|cafeteria|"
    r"steakhouse|bistro|canteen|food truck|hospital)\b|"
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
# A change of how the user works, said as done: "I went freelance in 2019", "just went owner operator", "switched to
# part-time after the baby", "I've gone self-employed", "went back to full time" (not "thinking of going freelance",
# "went part-time hours for a week", "switched to contract work for a client": the status ends the clause or is said
# with when or why).
WORK_STATUS_CHANGE = lazy_regex(
    r"(?:(?:just|recently|finally|officially|eventually|also|then|now) )*"
    r"(?:went|switched|moved|dropped|cut back|cut down|changed|converted|transitioned|stepped down|scaled back)"
    r"(?: (?:over|back|down))? (?:to )?(?:being )?(?:an? )?"
    r"(?:(?P<hours>part[- ]?time|full[- ]?time|per diem|prn)|(?P<own>freelance|self[- ]employed|independent|"
    r"owner[- ]operator|1099|contract)(?: work| basis)?)\b"
    r"(?=\s*$|\s*[,;.!)]|\s+(?:in|at|last|this|after|since|when|because|and|so|but|now|recently|back|a few|"
    r"(?:a|one|two|three|four|five|six|\d+) (?:years?|months?|weeks?) ago|with|for (?:my|the|a) (?!client)|"
    r"myself|full stop|lol|haha)\b)", re.IGNORECASE)
# A word WORK_STATUS_CHANGE cannot match without (a look before the pattern is tried).
WORK_STATUS_WORD = lazy_regex(r"freelance|time|employed|operator|independent|1099|contract|diem|prn", re.IGNORECASE)
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
# A test to fly passed: "passed my PPL checkride", "passed my private pilot practical", "passed my instrument
# checkride" (not a written test alone, which says no hour flown).
PASSED_FLYING_TEST = lazy_regex(r"(?:just |finally |officially |recently )?passed my (?:ppl|cpl|atpl|private pilot|"
                                r"commercial pilot|sport pilot|instrument|ifr|multi-engine|cfi|cfii)(?: rating)? "
                                r"(?:checkride|check ride|practical|flight test|skills test)\b", re.IGNORECASE)
# People one works for or with, who are nobody's possession: "I have a client in Scottsdale", "got a customer whose
# condenser keeps tripping".
# What one has that is in no one's hand, so no possession: a choice or its implications, a way to go, time (spans of it:
# "a few more weeks", "7 seconds" on a stopwatch), a say, a grade or a score given.
HAD_IN_NO_HAND = frozenset("choice choices option options implication implications way time say second minute hour "
                           "day week month grade grades score scores "
                           # a bent or a gift of the user's own ("a passion for defending the wrongfully convicted",
                           # "a knack for languages", "some abilities"), a post held, a pest in the house
                           "passion passions knack talent talents ability abilities aptitude flair affinity fondness "
                           "position infestation "
                           # a life of one's own, a list of things to do, a round worked, a following online
                           "life responsibility responsibilities list lists route routes follower followers subscriber "
                           "subscribers "
                           # what one is said to have in one's nature ("an old soul", "a guilty pleasure", "no powers")
                           "soul souls pleasure pleasures power powers superpower superpowers".split())
# What "got" says was taken or given on an occasion ("I got a picture", "got an autograph"), not a thing kept.
TAKEN_ON_AN_OCCASION = frozenset("picture photo pic shot selfie snapshot autograph".split())
# A mark given, not a thing had: "I got an A+", "a B-", "a solid C", "a B grade"; got, "a D on my economics test",
# "an A in chemistry".
_GRADE_SAID = r"(?:(?:solid|straight|strong|low|high|easy) )?"
LETTER_GRADE = lazy_regex(_GRADE_SAID + r"[A-F][+-]?(?: grade)?", re.IGNORECASE)
LETTER_GRADE_ON = lazy_regex(_GRADE_SAID + r"(?-i:[A-F])[+-]?(?: grade)? (?:on|in|for)\b.*", re.IGNORECASE)
# What a mark comes back on, got: "got my midterm back", "got my test results", "my latest exam results".
GOT_BACK_MARKED = frozenset("midterm midterms exam exams test tests quiz quizzes result results final finals essay "
                            "paper report transcript sat act".split())
SERVED_PEOPLE = frozenset("customer client patient guest tenant caller buyer seller prospect coworker co-worker "
                          "colleague boss supervisor employee student pupil".split())
# Those whose work the user retains: "a great lawyer", "a new dentist", "a cleaner who comes weekly".
SERVING_PEOPLE = frozenset("lawyer attorney solicitor accountant bookkeeper plumber electrician contractor handyman "
                           "therapist counselor counsellor psychiatrist psychologist doctor gp dentist dermatologist "
                           "orthodontist chiropractor physio physiotherapist nutritionist dietitian nanny babysitter "
                           "housekeeper cleaner gardener landscaper realtor mechanic advisor adviser tutor barber "
                           "hairdresser stylist instructor teacher coach trainer sitter dogsitter petsitter "
                           "housesitter groomer vet veterinarian".split())
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
# Bees kept, said of the hives or the bees, the user's or the household's, its "I" left out or not: "Been keeping bees
# four years now", "I keep two hives", "My husband and I keep about 12 hives" (not "my neighbour keeps bees").
BEES_KEPT = lazy_regex(r"(?:(?:i|we|(?:my|our) [\w-]+ and i)(?:'ve| have)? )?(?:(?:also|still|now|just|both) )?"
                       r"(?P<been>been )?(?:keep|keeping) (?:(?:about|around|over|a few|some|a couple of|\d+|two|three|"
                       r"four|five|six|seven|eight|nine|ten|twenty|(?-i:[A-Z])\w+|my|our|own) )*(?:bees|honeybees|"
                       r"honey bees|beehives|hives|bee colonies|colonies of bees)\b(?! (?:out|away|off|from)\b)",
                       re.IGNORECASE)
# How long the bees have been kept, after them: "four years now", "for 12 years", "since 2019".
KEPT_FOR = lazy_regex(r"\s+(?:for |since )?(?:about |over |almost |nearly )?(?:\d+|a|an|one|two|three|four|five|six|"
                      r"seven|eight|nine|ten|a few|several|many)? ?(?:years?|yrs?|seasons?|months?)\b|\s+since \d{4}\b",
                      re.IGNORECASE)
# Beekeeping given up: "I had to give up beekeeping", "quit beekeeping", "stopped keeping bees".
BEEKEEPING_LEFT = lazy_regex(r"(?:i )?(?:(?:had to|have to|just|finally|recently) )?(?:give|gave|given) up (?:on )?"
                             r"beekeeping|(?:i )?(?:(?:just|finally|recently) )?(?:quit|stopped) (?:beekeeping|keeping "
                             r"bees)\b", re.IGNORECASE)


def _bees_kept(text: str) -> list[Proposal]:
    """Beekeeping kept up (BEES_KEPT, and how long: experience too) or given up (BEEKEEPING_LEFT)."""
    if m := BEEKEEPING_LEFT.match(text):
        return [Proposal("user_model_attr", "activity:beekeeping", _sentence(f"User: {m.group()}"), "retract",
                         confidence=0.6)]
    if not (m := BEES_KEPT.match(text)):
        return []
    kept_for = KEPT_FOR.match(text, m.end())
    said = _sentence(f"User: {text[:kept_for.end() if kept_for else m.end()]}")
    found = [Proposal("user_model_attr", "activity:beekeeping", said, confidence=0.55)]
    if m.group("been") and kept_for:
        found.append(Proposal("user_model_attr", "experience:beekeeping", said, confidence=0.55))
    return found


# An allergy said as a noun with what it is to: "I developed an allergy to bee stings", "I have a mild allergy to
# latex", "developed an allergy to wool" (its "I" left out).
ALLERGY_TO = lazy_regex(r"(?:i(?:'ve| have)? )?(?:(?:just|recently|also|suddenly|finally) )?((?:have|has|had|got|"
                        r"developed|'ve got|have got|have developed|'ve developed) (?:an? |a (?:bad|mild|severe|"
                        r"serious|slight|new|life-threatening) )?allergy to ([^,.;!?()]{2,40}?))"
                        r"(?=$|[,.;!?(]| (?:and|so|but|now|too|as well|since|because)\b)", re.IGNORECASE)
# A pursuit said to be done for pay: "Professional wrestler here" is a job, no hobbyist's introduction.
PAID_FOR_IT = lazy_regex(r"\b(?:pro|professional)\b", re.IGNORECASE)
# A lefty named before the one introduced: "Lefty crocheter here", "left-handed knitter here".
LEFTY_BEFORE = lazy_regex(r"\b(?:lefty|left[- ]?handed)\b", re.IGNORECASE)
# A job said with "here", as the chat introduces one: "type 2 diabetic trucker here", "nurse here, quick question",
# "fellow teacher here", "plumbing apprentice here 👋" (a whole clause, ended by a stop or an emoji: not "the nurse
# here is rude", "a trucker here in town told me").
JOB_HERE = lazy_regex(r"(?:just |also )?(?:a |an |another |fellow |your (?:friendly )?(?:local )?)?"
                      r"(?!(?:i|i'm|im|we|we're|the|my|our|this|that|he|she|they|you|there|for|is|are)\b)"
                      # (a language pair is one word of it: "Freelance JA→EN translator here")
                      r"(?P<said>(?:(?!(?:i|i'm|im|am|is|are|was|the)\b)[\w'\u2192<>-]+ ){0,4}?(?P<job>[a-z-]+)) here"
                      r"(?=\s*(?:$|[,.!;:\u2014-]|[\U0001F300-\U0001FAFF\u2600-\u27BF])"
                      # (or run on to the user's next clause without a stop: "otr reefer driver here my dog rides
                      # with me", "Lefty crocheter here and every tutorial is backwards")
                      r"| (?=(?:my|i|im|i'm|and|so|but)\b))", re.IGNORECASE)


def _sober_said(mods: str) -> list[Proposal]:
    """The user's sobriety, said before the job they introduce themselves by ("Sober bartender here": JOB_HERE), their
    health (not "I'm sober" alone, which may be for one night)."""
    return [Proposal("fact", "health:sobriety", "User is sober.", sensitivity="sensitive", confidence=0.6)] if (
        (mods[:6].lower() == "sober" and len(mods) == 5) or mods[:6].lower() == "sober ") else []


# What the user sells, and to whom or where, as a trade: "I sell honey and beeswax candles at the Saturday market", "I
# grow microgreens in my garage and sell to two restaurants", "I sell orthopedic implants to hospitals".
SELLS_TO_TRADE = lazy_regex(
    r"i (?:(?:also|mainly|mostly|now|still|currently) )?(?:(?!(?:would|could|should|might|want|wanna|need|hope|plan|"
    r"may|if|to)\b)[\w'-]+ (?:[\w'-]+ ){0,10}?and (?:then )?)?(?P<sells>sells?) (?!my old |our old |some of my )"
    r"(?:[\w'-]+ ){0,6}?(?:at|to|through|into|in|on) (?:the |a |an |my |our |local |two |three |four |five |several |"
    r"a few |a couple of |a bunch of )*(?:[\w'-]+ ){0,3}?(?:farmers'? markets?|markets?|stalls?|restaurants?|cafes?|"
    r"caf\u00e9s?|shops?|stores?|grocers?|delis?|hospitals?|clinics?|wholesalers?|retailers?|distributors?|"
    r"businesses|companies|festivals?|craft fairs?|fairs?|bakeries|pubs?|bars?|hotels?|etsy|ebay)\b", re.IGNORECASE)
# A job said by trade with its "I'm a" left out: "Sparky by trade, 15 years in", "Qualified plumber by trade".
JOB_BY_TRADE = lazy_regex(r"(?:a |an )?(?!(?:i|i'm|im|we|we're|the|my|our|his|her|their|he|she|they|you)\b)"
                          r"(?P<said>(?:(?!(?:i|i'm|im|am|is|are|was|the)\b)[\w'-]+ ){0,3}?(?P<job>[a-z-]+)) by trade"
                          r"(?=\s*(?:$|[,.!;:\u2014-]))", re.IGNORECASE)
# A pursuit said with how long it has been kept up, its "I've been" left out: "Birding 30 years", "been climbing 12
# yrs" (the whole clause).
PURSUIT_YEARS = lazy_regex(r"(?:been )?([a-z]+ing) (?:for )?((?:\d{1,2}|a few|over \d{1,2}|ten|fifteen|twenty|thirty|"
                           r"forty)\+? (?:yrs?|years?))(?: now)?(?=\s*(?:$|[,.!;:\u2014-]))", re.IGNORECASE)
# A job said with how long it has been held, its "I've been a" left out: "hvac tech 9 yrs", "sparky here 22 yrs",
# "Welder 15 years." (the whole clause: not "nurse 3 years ago", "Dentist 2 years ago said ...").
JOB_YEARS = lazy_regex(r"(?:a |an )?(?!(?:i|i'm|im|we|we're|the|my|our|his|her|their|he|she|they|you|retired|former|"
                       r"ex|ex-\w+|used|old)\b)"
                       r"(?P<said>(?:(?!(?:i|i'm|im|am|is|are|was|the)\b)[\w'-]+ ){0,2}?(?P<job>[a-z-]+))"
                       r"(?: here)?,? (?P<span>(?:for )?(?:\d{1,2}|a few|over \d{1,2}) (?:yrs?|years?)(?: in)?)"
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
MEMBER_OF = lazy_regex(r"i(?:'m| am) (?:a |an )?(?:(?:paying|proud|longtime|long-time|lifetime|founding|"
                       r"card-carrying|new|newest|brand new|fairly new|active) )*"
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


# A workplace by its kind, worked in as one works at it: "in a call centre", "in a small bakery", "in an Amazon
# warehouse" (not "in a team of five", "in a fast-paced environment": no place of a job).
WORKPLACE_WORKED_IN = lazy_regex(r"an? (?:[\w'-]+ ){0,2}?(?:call cent(?:re|er)|hospital|warehouse|factory|restaurant|"
                                 r"kitchen|hotel|pharmacy|clinic|salon|garage|care home|nursing home|supermarket|"
                                 r"prison|nursery|bakery|school|shop|store|cafe|caf\u00e9|pub|bar|mine|mill|laboratory|"
                                 r"lab|dental (?:office|practice|surgery)|call center)s?(?=$|[\s,.;!?])", re.IGNORECASE)


def _unnamed_workplace(prep: str, place: str) -> bool:
    """Whether the user works "at" or "in" a workplace said by its kind alone, no one named (UNNAMED_WORKPLACE,
    WORKPLACE_WORKED_IN): a job held there, no employer said."""
    if " as " in place:
        return False
    prep = prep.lower()
    return bool(UNNAMED_WORKPLACE.match(place) if prep == "at" else prep == "in" and WORKPLACE_WORKED_IN.match(place))


# Lines of work named after "in", no place: "I work in Finance", "I worked in retail", "in IT", "in real estate".
FIELDS_OF_WORK = (*"""it hr pr qa ops devops ux finance accounting marketing sales engineering healthcare education
retail tech government insurance banking law medicine nursing construction hospitality logistics operations research
academia admin administration management consulting software publishing media advertising pharma biotech aerospace
defense manufacturing""".split(), "real estate")
LINES_OF_WORK = frozenset((*FIELDS_OF_WORK, *JOB_FIELDS))
# The lines of work a career is switched between, by their field or trade: "from plumbing to hvac", "from nursing
# to teaching" (not "from coffee to tea", nor "from painting to pottery", which may be pastimes).
CAREER_LINES = LINES_OF_WORK | frozenset("plumbing hvac electrical carpentry welding roofing trucking masonry drywall "
                                         "pipefitting law dentistry pharmacy".split())
# The place a field is worked in, named after it: "at a big agency", "for a bank", "at Ogilvy", "at a hospital in
# Leeds" (not "at the moment", "at home", "for years", "for now").
FIELD_AT_A_WORKPLACE = lazy_regex(r" (?:at|for) (?:(?:an?|the|my|our|one of the|a local) (?!(?:moment|minute|time|"
                                  r"weekend|end|start|beginning|same|while|bit|lot|few)\b)[\w&'-]+|(?-i:[A-Z])[\w&'-]+)",
                                  re.IGNORECASE)
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
# ("I shoot wildlife on a Canon R7": what is shot, a genre of its own, before the camera; SHOT_GENRES keys it)
SHOOTS_ON = lazy_regex(r"(?:mostly |mainly |usually |still )?shoots? (?:(?P<genre>wildlife|birds|nature|landscapes?|"
                       r"astro|macro|street|film) (?=on |with ))?(?:on |with )?((?:a|an|my) .+)", re.IGNORECASE)
SHOT_GENRES = {"wildlife": "wildlife_photography", "birds": "wildlife_photography", "nature": "nature_photography",
               "landscape": "landscape_photography", "landscapes": "landscape_photography",
               "astro": "astrophotography", "macro": "macro_photography", "street": "street_photography",
               "film": "film_photography"}
PARTED_WITH = lazy_regex(r"\b(?:" + "|".join(lx.RETRACT_VERBS) + r"|replaced|upgraded from|ditched|broke)\s+$",
                         re.IGNORECASE)
MY_CAPITAL = lazy_regex(r"\b[Mm]y (?:(?:new|old|current|cheap|little|used|refurbished) )?(?:(?:19|20)\d\d )?"
                        r"(?:[A-Z]|[a-z]+[A-Z])")
FIRST_PERSON_CLAUSE = lazy_regex(r"(?:i|i'm|i've|i'd|i'll|im|ive|my)\b", re.IGNORECASE)
# A clause the user or their household says: "we moved here for my husband's job" names the husband as "I" would.
# (not what "this" or "it" is, a text shown: "this is my grandpa's chart, summarize it" is no clause of the user's)
SAID_TO_BE_KINS = lazy_regex(r"(?<!\bthis)(?<!\bthat)(?<!\bit)(?<!\bhere)\s(?:is|was) m$", re.IGNORECASE)
OWN_OR_HOUSEHOLD_CLAUSE = lazy_regex(r"(?:i|i'm|i've|i'd|i'll|im|ive|my|we|we're|we've|our)\b", re.IGNORECASE)
# A clause that opens on what the user is doing, its "I'm" left out: "Setting up my dad's new TV is destroying my soul",
# "Helping my mum's neighbour with her laptop" (not "Something my dad's friend said", "Morning my mum's ...").
GERUND_OF_MINE = lazy_regex(r"(?!(?:some|no|any|every)thing\b|(?:morn|even|dur|wedd|build|ceil|sibl|k|r|spr|th)ing\b)"
                            r"(?-i:[A-Z]?[a-z]{2,}ing) (?:(?:up|out|on|off|in|over|with|for|to|after|through) )?my ",
                            re.IGNORECASE)


def _a(noun: str) -> str:
    """The noun with its article, if it takes one: "an iPad Pro", "student loans", "grandchildren"."""
    if noun.lower().endswith(("s", "children", "people")):
        return noun
    return f"{_article(noun)} {noun}"


# A vowel said as a consonant ("a union electrician", "a used car", "a one-bedroom", "a European"), and an "h" not
# said ("an hourly job", "an honest mechanic").
_A_BEFORE = ("uni", "use", "usu", "uti", "ura", "uro", "eu", "one", "once", "ewe")
_AN_BEFORE = ("hour", "honest", "honor", "honour", "heir")


def _article(word: str) -> str:
    """The indefinite article the word takes, by how it sounds as far as its letters tell."""
    low = word.lower()
    if low.startswith(_AN_BEFORE):
        return "an"
    return "an" if low[:1] in ("a", "e", "i", "o", "u") and not low.startswith(_A_BEFORE) else "a"


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


# A device something is kept on, by its model: "on a Ledger Nano X", "on my Trezor".
KEPT_ON_DEVICE = lazy_regex(r"\bon (?:a|an|my) ((?-i:[A-Z])[\w-]*(?: (?-i:[A-Z0-9])[\w-]*){0,3})")
