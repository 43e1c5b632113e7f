"""Long pasted and structured messages, and the conditions, medicines, games and pastimes they name."""

from __future__ import annotations

import re

from memform.extract import lexicon as lx
from memform.extract.patterns import caseless_pattern, lazy_regex
from memform.extract.text import caseless, rarest_first

from .learner_english import _DIETS, _LANGUAGES, _TIERS, KNOWN_PROGRAMS, STATUS_CODE, TIERED_PARTS, loyalty_program
from .phrases import _TIMES_SIGN, NUMBER_WORDS, _phrase
from .statements import SELF_TAKERS, TRAILING_WORDS, _joined_verbs, third_person, third_person_possessive
from .subjects import (
    ASSISTANCE_ANIMAL,
    BELIEF_HELD_PHRASES,
    BELIEF_KINDS,
    BELIEF_OF_THINGS_HELD,
    CLERGY_CALLING,
    HELD_KINDS,
    IRREGULAR_PAST,
    JOINED_AFTER_JOB,
    OWNED_JUST_BEFORE,
    SAID_OF_THE_USER_TOO,
    SENSITIVE_ALSO_SAID,
    VOTE_SAID,
    WORK_KINDS,
    Proposal,
    topic_slug,
)


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
    low = p.statement.lower()
    if "vot" in low and VOTE_SAID.search(low):
        return "sensitive"  # a vote for a party is a view, whatever the key ("User is a nurse and votes Green")
    if p.subject.startswith(WORK_KINDS):
        if p.subject.startswith("occupation") and CLERGY_CALLING.search(low):
            return "sensitive"  # a calling in a faith says the faith ("User is a youth pastor at Grace Baptist")
        if (joined := JOINED_AFTER_JOB.search(low)) and SAID_OF_THE_USER_TOO.search(low, joined.end()):
            return "sensitive"  # and so does one said after the job ("User is a teacher and Catholic")
        # an experience not of work is the user's life as any other key's ("User has been to Pride three times")
        return "sensitive" if p.subject.startswith("experience:") and "work" not in low and (
            SAID_OF_THE_USER_TOO.search(low)) else p.sensitivity
    # or said in the statement, whatever the key: a therapy, a debt or a fortune ("activity:therapy",
    # "vehicle:car_loan", "identity:millionaire"), a faith's place or a party's cause ("User sings in their church
    # choir", "User volunteers for the Bernie campaign"); a job named by one ("a loan officer") is a job
    if SENSITIVE_ALSO_SAID.search(low):
        return "sensitive"
    # a faith, an orientation, a record or money trouble said in a statement of another key ("User and their wife are
    # Catholic" as family:wife, "because the user is broke", "User is a felon", "User goes to Pride every year")
    if SAID_OF_THE_USER_TOO.search(low) or (("dog" in low or "animal" in low or "support" in low) and (
            (m := ASSISTANCE_ANIMAL.search(low)) and OWNED_JUST_BEFORE.search(low, max(0, m.start() - 12), m.start()))):
        return "sensitive"
    return p.sensitivity


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


def _sentence(text: str) -> str:
    text = " ".join(text.split()).rstrip(".!,;:")
    if text.startswith("User") and (" and " in text or " but " in text or "," in text):
        text = _joined_verbs(text)
    if text.endswith(" to") and (too := LEARNER_TOO.match(text)):
        text = too.group(1)
    if "(" in text and (opened := text.rfind("(")) > text.rfind(")") and len(text[:opened].split()) >= 2:
        # an aside in brackets cut before its close is no part of the statement: "User has a severe peanut allergy
        # (carry two EpiPens" is "User has a severe peanut allergy"
        text = text[:opened].rstrip(" .!,;:")
    while (match := TRAILING_WORDS.search(text)) and len(text[: match.start()].split()) >= 2:
        text = text[: match.start()].rstrip(".!,;:")
    if text.endswith("themselves") and (head := text[:-10].rstrip()).count(" ") >= 2 and " they " not in head and (
            head.endswith(",") or not ((prev := head.rsplit(" ", 1)[-1].lower()).endswith("ing")
                                       or prev in SELF_TAKERS)):
        # "I live in Denver Colorado, myself", "I'm a cat person myself": said for emphasis, no part of what is said
        # ("I love pampering myself", "I like to treat myself", "I live by myself" keep theirs, as does a clause of
        # "they" it may be said of: "so they do the repairs themselves")
        text = head.rstrip(" ,")
    return text[0].upper() + text[1:] + "." if text else text


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

# -- long pasted and structured messages -------------------------------------------------------------
COLORBLIND = lazy_regex(r"(?:(?:red-green|partially|completely|totally|mildly) )?colou?r[- ]?blind(?:ness)?\b", re.I)
CONDITION_QUALIFIED = lazy_regex(
    r"(?:(?:been )?diagnosed (?:with )?|(?:diagnosed|chronic|severe|mild|clinical|generali[sz]ed|social|bad|"
    r"(?:really|pretty|very|quite|super|fairly|so) bad|"
    r"severe|major|bipolar|[a-z]+-induced) )+(" + "|".join(sorted(lx.CONDITIONS)) + r")\b",
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
DISORDER_NAMED = lazy_regex(r"(?:(?:been )?diagnosed (?:with )?|(?:diagnosed|severe|mild|bad|"
                            r"(?:really|pretty|very|quite|super|fairly|so) bad) )*(.+)",
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
    r"hip dysplasia|hashimoto'?s(?: disease| thyroiditis)?|ehlers[- ]danlos(?: syndrome)?|hypermobile (?-i:h?EDS)|"
    r"keloids|carpal tunnel(?: syndrome)?|alopecia areata|m[e\u00e9]ni[e\u00e8]re'?s(?: disease)?|"
    # (a lasting condition said by more than its last word, or in capitals: "long covid", "ME/CFS", "POTS")
    r"long[- ]covid|long[- ]haul(?:er)? covid|parosmia|(?-i:ME/CFS|ME ?/ ?CFS|CFS|POTS)))\b"
    r"|(?P<initials>MS|RA|CP|ALS|h?EDS)(?=\s*$|\s*[,;.!]|\s+(?:and|so|but|which|since|too)\b))")
NAMED_CONDITION_KEYS = {"ms": "multiple_sclerosis", "ra": "rheumatoid_arthritis", "cp": "cerebral_palsy",
                        "als": "als", "eds": "ehlers_danlos", "heds": "ehlers_danlos", "me/cfs": "me_cfs",
                        "me / cfs": "me_cfs", "me /cfs": "me_cfs", "me/ cfs": "me_cfs", "cfs": "me_cfs",
                        "long-covid": "long_covid", "long haul covid": "long_covid", "long-haul covid": "long_covid",
                        "long hauler covid": "long_covid", "long-hauler covid": "long_covid",
                        "carpal tunnel syndrome": "carpal_tunnel",
                        "hypermobile eds": "ehlers_danlos", "hypermobile heds": "ehlers_danlos",
                        "ehlers-danlos": "ehlers_danlos", "ehlers danlos": "ehlers_danlos",
                        "ehlers-danlos syndrome": "ehlers_danlos", "ehlers danlos syndrome": "ehlers_danlos",
                        **dict.fromkeys(("hashimoto's", "hashimotos", "hashimoto's disease", "hashimotos disease",
                                         "hashimoto's thyroiditis", "hashimotos thyroiditis"), "hashimotos"),
                        **{f"{kind}sleep apn{e}a": "sleep_apnea"
                                         for kind in ("", "obstructive ", "central ") for e in ("e", "oe")},
                        **{f"m{e}ni{e2}re{s}{d}": "menieres_disease" for e in ("e", "\u00e9") for e2 in ("e", "\u00e8")
                           for s in ("'s", "s") for d in ("", " disease")}}
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
                 r"dentures?|heart valves?")
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
    r"stopped(?: taking)?|quit(?: taking)?|weaned(?: myself)? off|tapered off|"
    # a course run to its end: "finished my course of Accutane in May"
    r"finished (?:my |the |a )?(?:(?:full |last |second |first )?(?:course|round|cycle) of))(?: of)?|"
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
                              r"got|stopped|quit|lost|switched|been|weaned|tapered|finished)\b)|"
                              r"(?=(?:still|also) (?:on|taking) ))"
                              r"(?:(?:just|finally|recently|also|now|still) )*", re.IGNORECASE)
# The first words MEDICINE_COURSE opens on, to look for before it.
_COURSE_VERBS = frozenset("have had 've been came come went gone got gotten stopped quit weaned tapered started began "
                          "take taking on put switched lost finished".split())
_COURSE_PAST = frozenset("came went got gotten gone took began quit lost stopped started switched weaned tapered been "
                         "have had finished".split())
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


def _course_said(done: str) -> str:
    """The course said of the user: "came off Wegovy" as said, "take metformin" in the third person."""
    return f"User {third_person_possessive(done)}" if done.split(" ", 1)[0].lower() in _COURSE_PAST else (
        f"User {third_person(done)}")


# The condition a medicine of the user's is taken for, in its statement: "for their type 2 diabetes".
# (or "for type 2 diabetes", unsaid whose: the user's, as the medicine is; not what it may keep off: "for diabetes
# prevention")
TAKEN_FOR = lazy_regex(r"\bfor (?:their )?((?:type[ -]?(?:1|2|one|two|ii|i) )?diabetes|hashimoto'?s|"
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
                           # killed: "my husband was killed in Iraq in 2007" (not "my wife would have killed me")
                           r"(?:was|got) killed(?! (?:it|me|us)\b)|"
                           r"passed(?! (?:the|his|her|my|a|an|all|their|it|out|by|me|us|over)\b))\b", re.IGNORECASE)
# A spouse called late, with whom the user did what the clause says: "the caravan my late wife and I used" (the user
# is widowed, which is their status; no spouse now). Not a late spouse named alone ("my late husband loved it"): what
# the clause says is theirs, and it forms nothing, as the tests pin.
LATE_SPOUSE = lazy_regex(r"\bmy (?:late|deceased|departed) (husband|wife|spouse) and I\b", re.IGNORECASE)
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
# (its "for" left out in a text: "I've been a carpenter 22 yrs")
BEEN_A_JOB = lazy_regex(r"been (?:a |an )(.+?) (?:for (?:over |almost |nearly |about |more than )?(?:\w+|\d+) "
                        r"(?:years?|months?|decades?)\b|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty) "
                        r"(?:years?|yrs?|months?|decades?)\b(?! ago)|longer than\b|since (?:19|20)\d\d\b|"
                        # or all through one's schooling: "been a pharmacy tech at Walgreens all through school"
                        r"(?:all )?(?:through|throughout) (?:high school|school|college|uni|university|grad school)\b)",
                        re.IGNORECASE)
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
    # (or its "I" left out after the user's "and": "I'm 29, make $72k, and still have $41k in student loans")
    r"(?:\bi(?:'ve| have)?|, and) (?:(?:still|also|currently|now|only|just) )*(?:owe|have|got)"
    r"(?: (?:about|around|roughly|"
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
                         r"doctorate|mba|bsc|msc|bsn|msn|dnp|mph|mfa|bba|llb|llm|ged|bcomm?|beng|meng|bpharm|mbbs|"
                         r"(?:[\w'-]+ )?degree)(?: degree)?"
                         r"(?= in | from | and | at | last | this | back |\s*[,.;!]|\s*$)",
                         re.IGNORECASE)
# The verbs a degree is held or earned by: "I hold a PhD in organic chemistry", "I got my master's in 2019", "I
# completed a bachelor's in nursing" (schooling, not a possession or a task's outcome).
DEGREE_VERBS = frozenset("hold earned got received completed finished obtained passed".split())
# What the user goes on to say of themselves after the degree, its subject left out: "…in organic chemistry and am
# preparing a grant application" is no part of the schooling.
DEGREE_TAIL = lazy_regex(r",? and (?:am|was|have|had|will|would|can|currently|now|also|then)\b.*", re.IGNORECASE)
PLACE_LINE = lazy_regex(r"(?:based|living|located) in (?-i:[A-Z][a-z])", re.IGNORECASE)
# More of the user's relatives by what is theirs: "my dad's policy", "my grandson's graduation" (singular: "my kids'"
# is said otherwise).
KIN_OWNING = frozenset("dad mom mum mother father grandson granddaughter grandma grandpa grandmother grandfather "
                       "partner girlfriend boyfriend niece nephew aunt uncle cousin".split())
# (a fiancé as its accent spells it as well: "my fiancée's family")
# (which one said before it: "at my little brother's wedding", "my older sister's car")
KIN_OWNS = lazy_regex(r"\bmy (?:(?:little|big|older|younger|baby|twin|eldest|oldest|youngest|elder|kid|(?-i:"
                      + "|".join(sorted(w.capitalize() for w in lx.NATIONALITIES)) + r")) )?"
                      r"(" + "|".join(sorted(lx.KIN | KIN_OWNING)) + r"|fianc\u00e9e?)'s\b", re.IGNORECASE)
# A thing made or got for a relative's day, said of it: "it's for my grandson's graduation", "it's a memorial bench for
# my son's school" (the clause's subject is the thing; the relative is the user's as in a clause of their own).
FOR_KINS = lazy_regex(r"(?:it's|it is|this is|these are|they're|they are|that's) (?:(?:all |just |mostly )?for|"
                      r"an? (?:[\w-]+ ){1,3}?for) my ", re.IGNORECASE)
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
              r"(?:years?|yrs?|decades?|months)\b"  # months of it too: "been playing guitar for six months"
              # and its "for" left out before a number: "been gardening 25 years"
              r"|(?<= )(?:over |almost |nearly |about |like )?\d{1,2}\+? (?:years?|yrs?|decades?)\b(?! ago\b)")
_PURSUITS = "|".join(sorted({*"""lifting running swimming climbing cycling jogging boxing skating surfing skiing rowing
    dancing painting drawing knitting sewing gardening hiking fishing baking coding programming singing meditating
    journaling""".split(), *(form for form in lx.PURSUITS if form.endswith("ing"))}))  # and "biking", "volunteering"
KEPT_UP = lazy_regex(
    r"(?:(?:been (?:playing|writing|doing|practi[cs]ing|learning|studying|coding in|programming in|"
    # a dance by its style: "been dancing salsa for 6 years" is salsa, as "been playing guitar" is guitar
    r"dancing(?= (?:salsa|bachata|tango|ballet|tap|swing|ballroom|flamenco|zumba|kizomba|merengue|lindy hop|"
    r"hip[- ]hop|waltz|foxtrot|cha[- ]cha|samba|rumba|irish|clogging)\b))|played|"
    r"practi[cs]ed) (?:the |a |an |my |our )?(?P<object>[\w'+#-]+(?: [\w'+#-]+){0,3}?)|been "
    # the kind of the pursuit before it: "been trail running", "been rock climbing", "been open water swimming"
    # (a kind that names a pursuit of its own, whose verb is the same: not "sea kayaking", "mountain biking")
    r"(?:(?P<kind>trail|fell|rock|ice|open[- ]water|wild|cross[- ]country) )?(?P<doing>" + _PURSUITS
    + r"))(?P<more> [^,;.]{1,60}?)? (?:" + _SINCE_WHEN + "|" + _FOR_YEARS + ")",
    re.IGNORECASE,
)
# The words after a pursuit's first that name it with it: "reinforcement learning (research)", "graphic design" (not
# an adverb, "professionally", nor where or when: "guitar in a band", "pottery every Tuesday").
KEPT_UP_COMPOUND = lazy_regex(r" ((?!(?:in|on|at|with|for|every|each|most|since|and|but|as|to|from|by|of|about|"
                              r"around|near|all|full|part|pretty|really|very|now|again|still|too)\b)[a-z]+(?<!ly))"
                              r"(?: (research|work))?$")
# A line of work named by two words, the second run on into where or how it is done: "been doing customer service on
# the phones for 6 years", "been doing tech support for a bank since 2019" (work, no pastime).
WORK_FIELDS_OF_TWO = frozenset(("customer service", "customer support", "tech support", "technical support",
                                "it support", "social work", "data entry", "youth work", "care work", "case management",
                                "project management", "property management", "event planning", "graphic design",
                                "web design", "real estate", "quality assurance", "payroll admin"))
WORK_FIELD_SECOND = lazy_regex(r" ([a-z]+)\b")
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
# A verb of the user's own joined after what they like, its "I" left out: "star wars and am a huge fan", "kids but do
# not have any" (what follows is no part of the thing liked).
OWN_VERB_JOINED = lazy_regex(r"\s+(?:and|but)\s+(?:(?:also|really|just|still|never)\s+)?(?:am|'m|have|haven't|do|"
                             r"don't|dont|want|need|go|love|hate|enjoy|prefer|try|plan|hope|wish|spend|get)\b(?=\s+\w)",
                             re.IGNORECASE)
# What a relative does, then what the user is, its "I" left out: "my wife works a lot and am a stay-at-home dad".
MY_THEN_I_AM = lazy_regex(r"my (.+?),?\s+(?:and|but)\s+(?:(?:also|now|still|currently)\s+)?(?:am|'m)\s+(.+)",
                          re.IGNORECASE)
# A learner's "to" for "too" at the end of a liking: "User likes to read to." is "User likes to read."
LEARNER_TOO = lazy_regex(r"^(User (?:likes|loves|enjoys|prefers|hates|adores) to [a-z]+) to$")
# Adjectives said one after another with commas before what they describe: "light, casual reading", "short, funny
# videos", "big, fluffy dogs" are reading, videos, dogs (a word alone before a comma is otherwise the thing named:
# "jazz, especially Coltrane").
_COMMA_ADJECTIVES = (r"(?:light|heavy|short|long|big|small|little|tiny|huge|fast|slow|loud|quiet|soft|hard|hot|cold|"
                     r"warm|cool|sweet|spicy|salty|dark|bright|funny|silly|scary|creepy|old|new|cheap|simple|easy|"
                     r"good|nice|fresh|fluffy|cute|sad|happy|casual|deep|fun|relaxing|mindless|cheesy|crunchy|"
                     r"crispy|juicy|chewy|smooth|rich|strong|mild|classic|fancy)")
DESCRIBED_BY_COMMAS = lazy_regex(r"(?:" + _COMMA_ADJECTIVES + r"\s*,\s*)+(?:(?:and\s+)?" + _COMMA_ADJECTIVES
                                 + r"\s+)?(?!(?:but|and|or|not|especially|too|very|so|like)\b)(\w.*)", re.IGNORECASE)
# What follows "eat"/"drink" that names nothing eaten: when, how much, where, what ("I eat when I'm bored").
EATEN_NOTHING_NAMED = (r"(?:when|whenever|while|if|because|since|cause|so|too|as|what|whatever|anything|"
                       r"everything|out|in|at|from|under|over|alot|a lot|lots|a ton|tons|so much|too much|"
                       r"late|early|every|all day|all the time|often|a little)\b(?! of\b)")
# What is taken that is no course: a rest, a trip, a medicine, a photo ("I'm taking a short break from work", "taking a
# vacation outside of Ohio", "taking some melatonin every night"; "taking French", "taking a pottery class" are).
TAKEN_NOT_LEARNED = (r" (?:(?:a|an|the|some|my|our|this|that|another|more|(?:a )?(?:short|quick|long|little|"
                     r"much needed|well deserved|few|couple of|week|weekend|day|bit of a))(?:[ -]|$))*"
                     r"(?:break|breather|vacation|holiday|trip|cruise|nap|rest|leave|day off|days off|time off|walk|"
                     r"stroll|shower|bath|melatonin|"
                     r"pills?|vitamins?|medications?|meds|medicine|supplements?|antibiotics|painkillers|pictures?|photos?"
                     r"|look|chance|risk|it easy|the (?:bus|train|subway)|turns|off)\b")
# "my husband and I've 2 children": the pair's verb, said in full after it ("my husband and I have 2 children").
UNCONTRACTED = {"ve": "have", "m": "are", "ll": "will", "d": "would"}
# What a pair does with each other, said of the user only with whom: "moved in together", "see each other".
TOGETHER = lazy_regex(r"\b(?:together|each other|one another)\b", re.IGNORECASE)
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
# A crew of a trade, led at work: "a framing crew", "my own drywall crew", "the concrete crew" (not "a rowing crew").
TRADE_CREW = lazy_regex(r"(?:a|an|the|my|our)\s+(?:(?:own|small|big|little|new|\d+[- ](?:man|person))\s+)*"
                        r"(?:framing|drywall|concrete|roofing|landscaping|construction|cleaning|demo|demolition|paving|"
                        r"masonry|electrical|plumbing|finishing|tile|tiling|painting|road|line|maintenance|grounds|"
                        r"lawn|siding|insulation|flooring|carpentry|remodeling|renovation|survey|installation|install|"
                        r"trim|rebar|steel|excavation|tree|fencing|moving|stage|film|camera|lighting|kitchen|"
                        r"cleanup|janitorial)\s+crews?\b", re.IGNORECASE)
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
                        # the day begun on, said bare: "started Monday as a staff writer", "began today as an RN"
                        r"(?:(?-i:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)|today|yesterday) |"
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
STUDIED_AT = lazy_regex(r"(?!for\b)(?:[\w&'-]+ ){1,4}?(?:(?:part[- ]time|full[- ]time|online|at night) )?"
                        r"at (?:(?-i:[A-Z])|(?:the |a )?(?:community |local |technical )?(?:uni|university|college|"
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
# A lowercase writer's employer, a bare name ("i dont work at target anymore"): only with "anymore" after it, which
# makes the name a place of work left, and not a word of when or where one works ("at home", "at night", "at all").
_ORG_NAME_LOWER = (r"(?!(?:home|night|nights|all|weekends?|work|school|the|a|an|my|our|this|that|it|them|there|"
                   r"here|least|first|times|full|part)\b)(?-i:[a-z])[\w&.'-]*(?: (?-i:[a-z])[\w&.'-]*)?"
                   r"(?= anymore$| any more$)")
EMPLOYER_NO_LONGER = lazy_regex(r"i ((?:no longer|don't|do not|dont) work (?:at|for) (?:" + _ORG_NAME + "|"
                                + _ORG_NAME_LOWER + r")(?: anymore| any more)?)$"
                                r"|i(?:'m| am) (no longer (?:at|employed (?:at|by)|working (?:at|for)) "
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
# The work a job was left for, done full time, which is the job now: "(quit my job) to manage our rentals full time",
# "to run my bakery full-time", "to do wedding florals full time", "to pursue photography full time".
FULL_TIME_INSTEAD = lazy_regex(r"[^.;!?]{0,40}?\bto (?:manage|run|work on|focus on|grow|build|do|look after|"
                               r"take over|go|pursue|make) [^.,;!?]{2,50}? full[- ]?time\b", re.IGNORECASE)
# When a job was left that says it is not the one held now: a year, "years ago", a stage of life, a summer job, or
# left for the one held now ("to become a nurse").
LEFT_BACK_THEN = lazy_regex(r"\b(?:in|since|back in|around) (?:19|20)\d\d\b|\b(?:years|decades) ago\b|"
                            r"\b(?:in|during|after) (?:high school|college|uni|grad school|my (?:teens|twenties|20s))"
                            r"\b|"
                            r"\bas a (?:kid|teen|teenager|student)\b|\bsummer job\b|\bpaper route\b|"
                            r"\bto become (?:a|an)\b", re.IGNORECASE)
# A profession left, named by its field: "left teaching", "quit nursing", "left the classroom" (not "left law school").
# A profession left some time ago, the time since said: "2 years now since I left teaching", "ever since I quit
# nursing" (a past of the user's working life, as "left teaching in 2021" is, whatever they do now).
SINCE_PROFESSION_LEFT = lazy_regex(r"\bsince i (?:left|quit) ", re.IGNORECASE)
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
              r"epi-?pen|(?:colostomy|ostomy|ileostomy) bag|stoma|feeding tube|catheter|denture|"
              r"(?:mechanical|artificial|replacement|pig|porcine|tissue) heart valve")
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
                      r"cluster headaches|cold sores|hay ?fever|panic attacks|nosebleeds|eczema flare-?ups|"
                      # a skin condition had in bouts: "I get eczema on my eyelids from it"
                      r"eczema|psoriasis|hives)\b(?! (?:cream|creams|lotion|products?|shampoo)\b)",
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
# Of lx.RESULTS_GOT, what is got at work, said of the job: "a raise", "a bonus", "a promotion".
WORK_RESULTS = frozenset("raise bonus promotion payrise pay_rise".split())
# What before a word of lx.RESULTS_GOT names a thing kept by it ("a double stroller" is its head's, "a soccer goal" a
# frame for the yard, "a score pad").
# Results that are a game's only where the game is said: "a strike on my last frame", "a double in the fifth" (not
# "a strike at work", "a strike on YouTube", "a double shift").
RESULTS_OF_A_GAME_ONLY_SAID = frozenset("strike double triple draw try".split())
GAME_PLAYED = lazy_regex(r"\b(?:bowl\w*|frames?|lanes?|alley|pins?|innings?|at[- ]bats?|base(?:ball)?|softball|"
                         r"cricket|golf|holes?|par|rugby|darts?|games?|match(?:es)?|league|tournament|round|"
                         r"chess|scrabble|yahtzee|poker|cards?|tennis|serve|set)\b", re.IGNORECASE)
RESULT_NOT_HEADS = frozenset("soccer football hockey lacrosse basketball portable pop-up popup backyard mini".split())
# A post in a team or a club of a pastime, which is no job: "the skipper of our pub quiz team", "captain of the office
# bowling team", "the secretary of our chess club", "the coach of my son's soccer team". The pastime is named in the
# group (PASTIMES), or the group is a child's, or the post is one only a team has (PASTIME_ONLY_ROLES) and the team is
# the user's own ("the captain of our team"); not "the skipper of a charter yacht", "the captain of the national team",
# "the coach of a high school football team", "the manager of our team at work". A club or a league is one the user
# belongs to (a team is none: NO_MEMBERSHIP).
ROLE_IN_A_PASTIME = lazy_regex(
    r"(?:the |an? )?(?:[\w-]+ ){0,3}?(?P<role>captain|co-?captain|vice-?captain|skipper|coach|manager|secretary|"
    r"treasurer|chair|chairman|chairwoman|chairperson|president|vice-?president|organi[sz]er|quizmaster|scorekeeper) "
    r"(?:of|for|on|in|at) (?:(?P<kid>my (?:son|daughter|kid|kids|child|children|boy|girl|boys|girls)'s)|"
    r"(?P<own>our|my)|the|a|an) (?:local )?"
    r"(?P<group>(?:[\w'-]+ ){0,4}?(?P<kind>team|club|league|squad|society|side|guild|circle))\b",
    re.IGNORECASE)
# The posts ROLE_IN_A_PASTIME names, and the groups they are in.
PASTIME_ROLES = frozenset("captain co-captain cocaptain vice-captain skipper coach manager secretary treasurer chair "
                          "chairman chairwoman chairperson president organiser organizer quizmaster "
                          "scorekeeper".split())
PASTIME_ONLY_ROLES = frozenset("captain co-captain cocaptain vice-captain skipper quizmaster scorekeeper".split())
PASTIME_GROUPS = frozenset("team club league squad society side guild circle".split())
# Pastimes a team or a club is named by (not a sport that is also a trade: "a football club manager" may be paid).
PASTIMES = frozenset(
    "quiz trivia bowling darts dart pool snooker billiards rec recreational amateur sunday social book chess kickball "
    "softball dodgeball curling bridge poker running cycling hiking walking knitting gaming esports bowls croquet "
    "cornhole beer intramural".split())
# Of PASTIMES, those a team plays, which are the user's pursuit when they hold a post in the team: "captain of our
# APA 8-ball pool team" plays pool (a quiz team, a rec team or a Sunday side names no pursuit).
TEAM_PASTIMES = frozenset("bowling darts pool snooker billiards softball dodgeball kickball curling bowls croquet "
                          "cornhole chess bridge".split())


def _team_pastime(group: str) -> str:
    """The pursuit a team with a post in it plays, by its name (TEAM_PASTIMES), or "" when it names none."""
    return next((word for word in group.lower().split() if word in TEAM_PASTIMES), "")


# The same post with its pastime named before it: "a pub quiz skipper", "the darts team captain", "our bowling league
# secretary" (a post a job may be, manager or secretary, only with its team or club named: not "a bowling alley
# manager", "a pool hall manager").
PASTIME_ROLE_NAMED = lazy_regex(
    r"(?:the |an? )?(?:(?:my|our|local) )?(?:[\w-]+ ){0,2}?(?:" + "|".join(sorted(PASTIMES)) + r")"
    r"(?: (?P<group>" + "|".join(sorted(PASTIME_GROUPS)) + r"))? (?P<role>" + "|".join(sorted(PASTIME_ROLES))
    + r")(?![\w'-])", re.IGNORECASE)


def _pastime_post(said: str) -> bool:
    """Whether what the user is named ("a pub quiz skipper", "the darts team captain") is a post in a pastime."""
    return bool((m := PASTIME_ROLE_NAMED.match(said)) and (
        m.group("group") or m.group("role").lower() in PASTIME_ONLY_ROLES))


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
JOB_AT_ORG = lazy_regex(r"\sat (?:the )?(?-i:[A-Z])[\w&'.-]*"
                        # one of a chain's many places, its name alone (not "a Catholic school", a kind of one):
                        # "at a CVS in Tulsa", "at a Hampton Inn off I-95"
                        r"|\sat an? (?-i:[A-Z])[\w&'.-]*(?: (?-i:[A-Z])[\w&'.-]*)*(?=$|[,.;:!?)]|\s+(?:in|on|off|near|"
                        r"by|outside|downtown|across|for|as|since|and|but|so|where|which|that)\b)")
# The same said with "for": "a paralegal for Hendricks & Moore" (a name, capitalized, right after it).
JOB_FOR_ORG = lazy_regex(r"\sfor (?:the )?((?-i:[A-Z])[\w&'.-]*)")
# A language grown up with: "I grew up speaking Polish at home".
GREW_UP_SPEAKING = lazy_regex(r"grew up (?:speaking|with) (" + _LANGUAGES + r")\b",
                              re.IGNORECASE)
# Married for a while, and to whom: "been married to my husband Rui for four years", "been happily married since 2010".
MARRIED_FOR = lazy_regex(r"been (?:happily )?(?:married|divorced|separated|widowed)(?: (?:to|from) (?:my|a|an) "
                         r"(wife|husband|partner|spouse)(?: (?-i:[A-Z])[\w'-]*)?)?,? (?:for|since|(?:\d+|a|an|one|two|"
                         r"three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty) (?:years?|yrs?|months?))\b",
                         re.IGNORECASE)
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
# (what is said after it, when or why, is no part of the new one: "for an F-250 diesel last month cause I'm towing")
TRADED_FOR = lazy_regex(r"(?:just |finally )?(?:traded in|traded|swapped|part-exchanged) (my|our) (.+?) for (?:a|an) "
                        r"(.+?)(?: (?:estate|hatchback|saloon|sedan|wagon|convertible|coupe|diesel|petrol|hybrid))?"
                        r"(?=$|\s*[,.;!?]| (?:last|this|yesterday|today|earlier|recently|back|in (?:19|20)\d\d|cause|"
                        r"'cause|cuz|because|since|so|and|but|when|after|a (?:few )?(?:days?|weeks?|months?|years?) "
                        r"ago)\b)", re.IGNORECASE)


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
# A relative's or pet's clause that says nothing of its own, only echoing or pointing back, up to where the sentence
# turns ("my labrador does but the golden, not so much", "my dog does the same thing", "my parrot cannot say that").
SAID_BACK_ONLY = lazy_regex(r"[\w'-]+(?: [A-Z][a-z]+)? (?:(?:also|too|always|never|just|sometimes|totally) )*"
                            r"(?:does|did|do|can|cannot|can't|cant|will|would|is|was)(?: not)?"
                            r"(?: (?:say|do|does|like|love|hate|want|get|need))?"
                            r"(?: (?:the same(?: thing)?|that|this|it))?"
                            r"(?: (?:too|also|as well|either|lol|haha))*[!.?]*(?:$|,| but\b| and\b| though\b)",
                            re.IGNORECASE)
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
# (or a boat lived on: "We live aboard a Leopard 38 catamaran")
# A child had, said with its age: "a 2 year old daughter", "a five-year-old son", "two kids under 5".
AGED_CHILD_HAD = lazy_regex(r"(?:a|an|one|two) (?:[\w-]+[ -]years?[ -]old|[\w-]+[ -]month[ -]old|little|young|baby|"
                            r"newborn|teenage) (?:daughter|son|boy|girl|kid|child|baby)\b", re.IGNORECASE)
HOUSEHOLD_DRIVES = lazy_regex(r"we(?:'ve| have)? (?:(?:also|just|finally|recently|now|still|both) )?(?:have|own|drive|"
                              r"got|'ve got|have got|bought|leased|share|live aboard|live on board) "
                              r"((?:a|an|one|two|our) .+)", re.IGNORECASE)
# The household's own home, owned: "we own the house", "We own the place outright", "we own our condo" (the one it
# lives in: not "a house in Spain", nor one owned with others: "the house with my brother").
HOUSEHOLD_HOME_OWNED = lazy_regex(r"we (?:(?:also|now|finally|actually) )?own (?P<owned>(?:the|our|this) "
                                  r"(?P<home>house|home|place|condo|flat|apartment|townhouse))\b(?P<rest>.*)",
                                  re.IGNORECASE)
HOUSEHOLD = lazy_regex(r"we(?:'ve| have)? (?:(?:also|just|finally|recently) )?(have|got|adopted|own|'ve got|have got) "
                       r"(.+)",
                       re.IGNORECASE)


def _debt(name: str) -> str:
    # (a home's loan is its mortgage however it is called: "our house loan", "my home loan")
    return "finance:" + {"student loan": "student_loans", "house loan": "mortgage", "home loan": "mortgage",
                         "housing loan": "mortgage"}.get(name.lower(), name.lower().replace(" ", "_"))
