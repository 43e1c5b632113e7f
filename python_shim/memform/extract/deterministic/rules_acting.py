"""Rules.acting: what the user does."""

from __future__ import annotations

import re
from dataclasses import replace

from memform.extract import lexicon as lx
from memform.extract.text import caseless

from .bare_answers import _coins_held, _device, _played_on
from .kin_in_passing import HOME_WITH_PET, KEPT_ANIMALS, KEPT_KIND
from .learner_english import (
    _DIETS,
    _GARMENT_KEYS,
    ANIMAL_RESCUE_RUN,
    BELIEF_KEYS,
    BIKE_COMMUTE,
    CANT_STAND,
    CONVERTED_TO_FAITH,
    DIET_SWITCHED_TO,
    DRUNK_HOW,
    EATEN_COUNT,
    EATEN_RATE,
    FAITH_OF_CREED,
    FOLLOWS_NAMED,
    FOLLOWS_TEAM,
    JOB_LONG_AGO,
    LANGUAGE_LEARNED,
    LOST_LIMB,
    RAISED_IN_FAITH,
    REASON_TAIL,
    SEAT_HABIT,
    SHOE_SIZE,
    SIZE_SCOPE,
    SIZE_WORN,
    SIZES_WORN,
    STOPPED_FOLLOWING,
    SWITCHED_TO_DOING,
    VOTES,
    _languages_spoken,
    sizes_in,
)
from .long_messages import (
    _COURSE_VERBS,
    AID_TAIL,
    AIRLINE,
    BRIEFLY,
    DEGREE_HELD,
    DEGREE_LEFT,
    DEGREE_TAIL,
    DEGREE_VERBS,
    DEVOTED_TO,
    EATEN_LIST,
    EATEN_NOTHING_NAMED,
    EMPLOYER_CALLED,
    EMPLOYER_LEFT,
    FULL_TIME_INSTEAD,
    GIVEN_UP_HINT,
    GREW_UP_SPEAKING,
    HOSTED_ON,
    INCOME_SOURCE,
    JOB_FIELDS,
    JOB_LEFT,
    KEEPS_DIET,
    LEASE_SIGNED,
    LEFT_BACK_THEN,
    LETTER_PURPOSE,
    LITTLE_OF,
    MEASURE,
    MEDICINE_COURSE,
    NAMED_LANGUAGE,
    NEW_JOB_BEGUN,
    NO_FLYING,
    NOT_A_LANGUAGE,
    OBJECT_NAMED_PURSUITS,
    OPERATING_SYSTEMS,
    ORDEAL,
    PAST_NO_PURSUIT,
    PAST_PURSUITS,
    PAYS_MEMBERSHIP,
    PROFESSION_FIELDS,
    PROFESSION_LEFT,
    PRONE_TO,
    PURSUIT_SETTING,
    RENTING,
    RUNS_SYSTEM,
    SICKNESS,
    SINCERE_CHORE,
    STARTED_AS,
    STARTED_JOB,
    STEPPED_DOWN,
    SWITCHED_TO_PURSUIT,
    TOOK_OUT_DEBT,
    TRADE_CREW,
    TRADED_FOR,
    TURNED_AGE,
    VERB_ONLY_PURSUITS,
    VESSEL_OBJECT,
    VESSEL_PURSUITS,
    WENT_DIET,
    WHERE_FIRST,
    WORKED_ON_MODEL,
    _aid,
    _aids,
    _course_said,
    _debt,
    _sentence,
)
from .own_forms import AT_AGE, GOT_HOW, HAD_INJURY
from .phrases import (
    ADVERBIAL,
    BABY_HAD,
    DEICTIC,
    FELLOWSHIP_MEETINGS,
    LIFE_PERIOD,
    LONG_AGO,
    NO_MORE_DRINK,
    NOT_A_THING,
    NOUN_PHRASE_END,
    NUMBER_WORDS,
    PEOPLE,
    PROGRAM_AT_SCHOOL,
    SCHEDULE_TAIL,
    SOBER,
    WON_OR_VISITED_END,
    YEARS_AGO,
    _named,
    _phrase,
)
from .places_and_work import (
    ADVERBS_BEFORE_VERB,
    AMOUNT_OF,
    AS_A_JOB,
    CANCELLED_MEMBERSHIP,
    CAREER_LEFT,
    CHARITY_SHIFT,
    COACHES_A_TEAM,
    COMPETED_AT_LEVEL,
    DOING_AT_PLACE,
    DONE_HOW_LONG,
    FAN_OUTLET,
    FOR_A_LIVING,
    GOES_TO,
    HEDGED_COUNT,
    JOINED_SPORT_SIDE,
    LIVING_WAY,
    MADE_PURSUITS,
    MAINS,
    MOVE_PARTICLE,
    MOVED_INTO_HOME,
    NAMED_BY_OBJECT,
    OFTEN,
    ORGANIZATIONS,
    OTHERS_OWN,
    PERIOD_OF_LIFE_ENDS,
    PLAYED_AGAIN_OR_NOT,
    PLAYS_POSITION,
    RATE_TAIL,
    RETRACTING,
    RETRACTING_START,
    SCHOOL_NAMED_AT,
    SINGS_IN_CHOIR,
    TAUGHT_FOR_PAY,
    TAUGHT_FOR_YEARS,
    TEACHES_AT_SCHOOL,
    TEACHES_SCHOOL,
    TEAM_PLAYED_FOR,
    TEAM_SIDE,
    THE_ONE_I_HAD,
    TWO_PLAYED,
    UNIVERSAL_OBJECT,
    WALKED,
    WALKS_THE_DOG,
    WHERE,
    WORK_HOURS_AT,
    WRITE_FROM,
    _a_person,
    _a_place,
    _ends_phrase,
    _game_played,
    _head,
    _liked,
    _medicines,
    _named_slug,
    _origin_aside,
    _past_pursuit,
    _taught_language,
    _team,
)
from .requests import (
    _WORK_HOURS,
    AND_OWN_CLAUSE,
    ANYMORE_TAIL,
    BROKE_UP_WITH,
    DRIVEN_FOR_WORK,
    DRIVEN_NOT_OWNED,
    EARN_VERBS,
    FOR_SPAN,
    FREELANCES_AS,
    FULL_TIME_TAKEN,
    GAVE_UP,
    HABITS,
    HISTORY_JOB_KEYS,
    HOME_BASE,
    HOME_BASE_ANYWHERE,
    HUNTED_FOR_NO_GAME,
    JOB_COMPOUND_HEADS,
    LIKING_VERBS,
    MANNER_NOT_OBJECT,
    MILITARY_BRANCHES,
    NAMED_MODEL,
    ONE_OFF_READ,
    OWNER_FIRST,
    PAST_LEFT,
    PLACES_AND_RACES_RUN,
    QUIT_HABIT,
    QUIT_OPENINGS,
    RIDDEN_NOT_OWNED,
    RUN_WHEN_OR_WHERE,
    SHIPPED_VERBS,
    STREAMS_ON,
    TAKEN_UP_TAIL,
    UNITS_RUN_AT_WORK,
    WORK_CLOCK,
    WORK_WHEN,
    WORKS_ON_DEVICE,
    _driven_or_ridden_how,
    _migration,
    tool_domain,
)
from .statements import (
    GAME_KEYS,
    GAME_SWITCHED,
    MINIS_PAINTED,
    MOTORCYCLES,
    TABLETOP_GAME,
    TABLETOP_RUN,
    _conjugate,
    _named_by_model,
    _thing_kind,
    third_person,
    third_person_possessive,
)
from .subjects import (
    IRREGULAR_PAST,
    PICKED_UP,
    Proposal,
    _activity,
    _business,
    _diet_sensitivity,
    _kin,
    _m,
    _pet,
    _pursuit,
    _pursuit_head,
    _run_from_home,
    _singular,
    _words,
    slug_word,
    stable_subject,
    topic_slug,
)
from .take_backs import _employer_named
from .things_held import (
    AT_BUSINESS,
    BACK_TO_WORK_AS,
    CAME_FROM,
    CAREER_LINES,
    CLUB_NAMED,
    COIN_VERBS,
    DOES_PURSUIT,
    DONE_KEYS,
    EARNS,
    FAITH_TAUGHT,
    FIELD_AT_A_WORKPLACE,
    FIELD_WORKED_IN,
    FLOWN,
    HOURLY_RATE,
    LEFT_CIVIC_BOARD,
    NO_MEMBERSHIP,
    ON_MY_OWN_AS,
    OWED_ON,
    PAID_WORK,
    PASSED_FLYING_TEST,
    PASSED_TRADE_EXAM,
    PICKED_UP_ARTICLE,
    PICKED_UP_MODEL,
    PICKED_UP_NAMED,
    PROVIDER_SAID,
    RACES,
    RUN_EQUIPMENT,
    SERVED_IN_LANGUAGES,
    SERVED_IN_VERBS,
    SHOOTS_ON,
    SHOT_GENRES,
    SPENT_YEARS_AS,
    STARTED_AT_AS,
    TAUGHT_TO_MINE,
    TAUGHT_TO_SOMEONE,
    UNNAMED_WORKPLACE,
    WORK_STATUS_CHANGE,
    WORK_STATUS_WORD,
    WORK_WHEN_DOING,
    WORKED_LATELY,
    WORKS_A_POST,
    _a,
    _board_key,
    _listed,
    _moved_to_a_place,
    _unnamed_workplace,
    _worked_in_work,
)


class ActingRules:
    """Rules.acting: what the user does."""

    def acting(self, rest: str, long_ago: bool = False) -> list[Proposal]:
        words = rest.split()
        while words and words[0].lower() in ADVERBS_BEFORE_VERB:
            words = words[1:]
        rest = " ".join(words)
        if not rest:
            return []
        if words[0].lower() in ("co-own", "co-owns") and len(words) > 1:
            # "I co-own a 1978 Piper Warrior with two partners": owned, if shared (read as "own")
            words = ["own", *words[1:]]
            rest = " ".join(words)
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
        if opening in ("start", "started", "begin", "began") and (m := STARTED_AT_AS.match(rest)) and (
                _head(m.group("job")) in lx.JOBS or _head(m.group("job")) in JOB_COMPOUND_HEADS or m.group("post")):
            # "I start at the Amazon warehouse in Joliet Monday as a forklift operator", "started at a dentist
            # office downtown doing front desk": a job begun, and who it is for when named
            said_job = _sentence("User " + third_person(_phrase(rest)))
            found = [Proposal("user_model_attr", "occupation", said_job, confidence=0.6)]
            if AT_BUSINESS.match(" " + m.group("at")):
                found.append(replace(found[0], subject="occupation:employer"))
            return found
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
                parted = self.things(m.group(2), f"User {verb} their", negative=True)
                # (and what was got instead: "sold my Civic and got a Tesla")
                return parted + self.got_instead(rest) if parted else []
            if (m := _m(named, rest)) and " and " in m.group(1) and (instead := self.got_instead(rest)) and (
                    parted := [p for p in self.things(m.group(1)[:m.group(1).index(" and ")], f"User {verb} their",
                                                      negative=True)
                               if p.subject.startswith(("vehicle:", "device:")) and _named_by_model(p.subject)]):
                # "I sold the Tahoe and got a minivan": the one parted with, and the one got instead
                return parted + instead
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
                if not known and (m.group(1)[:1].isupper() or any(c.isdigit() for c in m.group(1))):
                    # "Sold the Catalina 30 after fifteen seasons", "sold the PS5": a vehicle or a device named by its
                    # make or model is the user's own, known or not (not "sold the car", which may be any)
                    return [p for p in self.things(m.group(1), f"User {verb} their", negative=True)
                            if p.subject.startswith(("vehicle:", "device:")) and _named_by_model(p.subject)]
                if len(known) != 1:
                    return []
                kind = "relationship" if known[0].startswith("pet:") else "fact"
                return [Proposal(kind, known[0], said(), "retract")]
        if opening == "had" and (m := HAD_INJURY.match(rest)) and not LONG_AGO.search(rest):
            # "I had a concussion in March", "had whiplash after the crash": an injury lately come by lasts until it
            # heals, as a wrist broken does (an illness had, "I had cancer", may be over: not read)
            return [Proposal("fact", f"health:{_singular(m.group(1).lower())}", said(), sensitivity="sensitive")]
        m = _m(r"(tore|broke|sprained|injured|hurt|dislocated|fractured|blew out) (?:the |my )?(?:[\w-]+ in my |my )?"
               r"(?:(left|right|lower|upper) )?(rotator cuff|\w+)\b", rest) if opening in (
            "tore", "broke", "sprained", "injured", "hurt", "dislocated", "fractured", "blew") else None
        if m and not LONG_AGO.search(rest) and not AT_AGE.search(rest) and (
                (part := m.group(3).lower()) in lx.BODY_PARTS or part in lx.LIGAMENTS):
            # an injury to the user's body that lasts until it heals; a ligament torn is keyed as "a torn ACL" is
            side = f"{m.group(2).lower()}_" if m.group(2) else ""
            torn = "torn_" if part in lx.LIGAMENTS and m.group(1).lower() in ("tore", "blew out") else ""
            statement = said()
            if m.group(1).lower() == "hurt":  # "I hurt my back (last week)": done, as the other verbs say it
                statement = statement.replace("User hurts ", "User hurt ", 1)
            part = part if part in lx.LIGAMENTS else _singular(part)  # "achilles" is one tendon
            if part == "rotator cuff":
                # "tore my rotator cuff": the tear, keyed by the name it goes by ("a rotator cuff tear"); a cuff hurt
                # or injured otherwise is the shoulder's ("User hurt their rotator cuff")
                key = "rotator_cuff_tear" if torn else f"{side}shoulder"
                return [Proposal("fact", f"health:{key}", statement, sensitivity="sensitive")]
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
            subject = "occupation" if m.group(1).lower() == "as" or _unnamed_workplace(m.group(1), m.group(2)) else (
                "occupation:employer")
            found = [Proposal("user_model_attr", subject, said(), confidence=0.7)]
            if m.group(1).lower() == "in" and (field := FIELD_WORKED_IN.match(m.group(2))) and (
                    FIELD_AT_A_WORKPLACE.match(m.group(2), field.end())):
                # "I work in marketing at a big agency", "in IT at a bank": a line of work and the kind of place it is
                # done at say the job, as "a marketer at an agency" would (the field alone, "I work in tech", is no job)
                found.append(Proposal("user_model_attr", "occupation", said(), confidence=0.6))
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
                found = [Proposal("user_model_attr", "occupation:employer" if job.group(1).lower() == "at" and not (
                    UNNAMED_WORKPLACE.match(job.group(2))) else "occupation", said(), confidence=0.6)]
                if job.group(1).lower() == "at" and not UNNAMED_WORKPLACE.match(job.group(2)) and (
                        AS_A_JOB.search(job.group(2)) or DOING_AT_PLACE.match(job.group(2))):
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
            kind = "hours" if m.group(1) else "remote" if m.group(2) else "schedule" if WORK_CLOCK.match(
                m.group(0)) else (topic_slug(working_on) or topic_slug(m.group(4)) or "schedule")
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
            slug = "schedule" if WORK_CLOCK.match(m.group(0)) else topic_slug(m.group(1)) or "schedule"
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
        if opening in ("eat", "drink") and (m := _m(r"(eat|drink) (?!it\b|them\b|that\b|this\b|" + EATEN_NOTHING_NAMED
                                                    + r")(.+)", rest)):
            # A list of what is eaten ("I eat fish and chicken", "eggs and cheese") tells what a diet allows, no one
            # thing's key ("fish_chicken"): it forms nothing; one thing eaten or drunk is keyed on it. When, how much
            # or where one eats names nothing eaten ("I eat when I'm bored", "I eat alot since I'm vegan", "I eat at
            # the dining halls", "I eat what I catch"): nothing.
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
            slug = topic_slug(WON_OR_VISITED_END.split(m.group(2), 1)[0])
            kind = "achievement" if m.group(1).lower() == "won" else "experience"
            return [Proposal("fact", f"{kind}:{slug}", said(), confidence=0.55)] if slug else []
        if opening == "named" and (m := _m(r"named (?:my|our) (\w+) (?!it\b|him\b|her\b|them\b)", rest)):
            head = _singular(m.group(1).lower())
            if head in lx.PETS:
                return [Proposal("relationship", f"pet:{_pet(head)}", said())]
            if head in lx.FAMILY:
                return [Proposal("relationship", f"family:{_kin(head)}", said())]
        if opening in QUIT_OPENINGS and (m := QUIT_HABIT.match(rest)) and not _m(
                # (what is drunk after it is a drink given up, "quit drinking soda"; when or how is not: "quit
                # drinking in 2019", "on Jan 2nd", "cold turkey", "and I'm still going")
                r"(?:stopped|quit) (?:the |my )?drinking (?!alcohol|booze|(?:in|on|last|since|about|around|over|for|"
                r"after|when|and|but|so|cold|completely|entirely|altogether|two|three|four|five|six|a|one|\d)\b)\w",
                rest):
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
            camera := [p for p in self.things(_phrase(m.group(2)), "User shoots", negative=False)
                       if p.subject.startswith("device:")]
        ):
            # "I shoot a Fujifilm X-T4": the camera is the user's, and so is photography ("shoot a wedding" is none)
            genre = SHOT_GENRES.get(m.group("genre").lower(), "photography") if m.group("genre") else "photography"
            return [*camera, Proposal("user_model_attr", f"activity:{genre}", said(), confidence=0.55)]
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
        if opening == "write" and (m := WRITE_FROM.match(rest)) and _a_place(m.group(1)):
            # "I write from Brazil through the translator": where the user is, as a letter heads it
            return [Proposal("user_model_attr", "location:home", _sentence(f"User writes from {m.group(1)}"),
                             confidence=0.55)]
        if opening == "shifted" and (m := _m(r"shifted (?:over |back |down |up |across )?(?=to (?-i:[A-Z]))", rest)):
            # "shifted over to Brisbane in March": a move, as New Zealand English says it
            return [replace(p, statement=_sentence("User " + third_person_possessive(rest)))
                    for p in self.acting("moved " + rest[m.end():], long_ago) if p.subject == "location:home"]
        if opening == "retired" and (m := _m(r"retired (?:early )?to (?:the )?"  # ("to the Algarve")
                                             r"((?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*){0,3})"
                                             r"(?=$|[,.;!]| (?:in|two|three|four|five|\d+|last|a|an|after|with|when|"
                                             r"where|and|for)\b)", rest)) and _a_place(m.group(1)) and (
                not set(m.group(1).lower().split()) & MILITARY_BRANCHES):
            # "Retired to Lucca two years ago": retired, and the place retired to is home now
            return [Proposal("user_model_attr", "occupation", said(), confidence=0.65),
                    Proposal("user_model_attr", "location:home", said(), confidence=0.6)]
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
        if opening in SERVED_IN_VERBS and " in " in rest and (m := SERVED_IN_LANGUAGES.match(rest)) and (
                spoken := _languages_spoken(m.group(1))):
            # "I counsel patients in English, Gujarati and Hindi": languages the user works in are spoken by them
            return [Proposal("user_model_attr", f"language:{language}", said(), confidence=0.6)
                    for language, _words_said in spoken]
        if "get by in " in rest and (
                m := _m(r"(?:(?:can|could|still|just|only) )*get by in ((?-i:[A-Z])[a-z]+)\b", rest)) and (
                spoken := _languages_spoken(m.group(1))):
            # "I get by in Spanish but I'm not fluent": a language spoken, a little (the statement keeps how well)
            return [Proposal("user_model_attr", f"language:{language}", said(), confidence=0.6)
                    for language, _words_said in spoken]
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
        if opening in ("bike", "cycle", "e-bike", "ebike") and (
                m := _m(r"(?:bike|cycle|ebike|e-bike) commute\b(.*)", rest)):
            # "I bike commute every day": a commute by bike is cycling, as "I bike to work" is
            return [Proposal("user_model_attr", "activity:cycling",
                             _sentence(f"User {rest[:m.start(1)]}s {third_person_possessive(m.group(1).strip())}"
                                       .rstrip()),
                             confidence=0.6)]
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
        if "passed " in rest and (ride := PASSED_FLYING_TEST.match(rest)):
            # "just passed my PPL checkride", "passed my private pilot practical": the user flies
            return [Proposal("user_model_attr", "activity:flying", _sentence("User " + third_person_possessive(
                rest[:ride.end()])), confidence=0.6)]
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
            if " full" in rest and FULL_TIME_INSTEAD.match(rest, left.end()):
                # "I quit my job at Deloitte to manage our rentals full time": the work taken up in its place is the
                # occupation now; the employer left is no longer the user's
                held = _sentence("User " + third_person(_phrase(rest)).replace(" our ", " their "))
                return [Proposal("user_model_attr", "occupation", held, confidence=0.6), *(
                    [Proposal("user_model_attr", "occupation:employer", held, "retract", confidence=0.6)]
                    if EMPLOYER_LEFT.search(left.group()) else [])]
            found = [Proposal("user_model_attr", "occupation", said(), "retract", confidence=0.6)]
            if EMPLOYER_LEFT.search(left.group()):
                # "laid off from Meta", "quit my job at Google": the employer named is no longer the user's
                found.append(Proposal("user_model_attr", "occupation:employer", said(), "retract", confidence=0.6))
            if rest[left.end():left.end() + 4].lower() == " as " and (
                    was := self.being(rest[left.end() + 4:])) is not None and was.subject == "occupation" and (
                    slug := topic_slug(NOUN_PHRASE_END.split(_a(rest[left.end() + 4:]).split(" ", 1)[1])[0])):
                # "I left my job as a software tester in June": that job is one of the user's past
                found.append(Proposal("user_model_attr", f"history:{HISTORY_JOB_KEYS.get(slug, slug)}", said(),
                                      confidence=0.55))
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
            if rest[m.start(1) - 6:m.start(1)].lower() in ("rning ", "learn ") and (
                    learned := LANGUAGE_LEARNED.match(m.group(1))):
                # "I started learning Mandarin": a language learned, one of the user's languages (no pastime)
                return [Proposal("user_model_attr", f"language:{learned.group(1).lower()}", _sentence(
                    "User " + third_person_possessive(rest)))]
            # what was taken up, without how often or in place of what ("swimming instead, three mornings a week")
            taken = TAKEN_UP_TAIL.sub("", taken_said := _phrase(m.group(1)))
            # "started on Monday as a volunteer", "started in January", "started with beef", "started in my class":
            # when or how, not what
            # ("started Monday as a volunteer": the day begun on, said bare)
            when_started = _m(r"(?:on|by|around|from|with)\b|in (?:(?-i:[A-Z0-9])|my\b|the\b|a\b)|"
                              r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|yesterday|tonight)"
                              r"(?:$|[,.!;]| as\b| at\b| (?:morning|night|evening|afternoon)\b)",
                              m.group(1))
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
        if opening.startswith(("got", "just", "married", "engaged", "divorced", "separated", "remarried")) and (
                m := _m(r"(?:got |just got )?((?:re)?married|engaged|divorced|separated)\b", rest)):
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
            if m.group(0)[:3].lower() == "joi" and (club := CLUB_NAMED.match(m.group(1))) and (
                    slug := _named_slug(club.group())) and slug not in NO_MEMBERSHIP:
                # "joined the Cambridge Amateur Radio Club", "joined Salford Harriers": a club by its name, whose
                # member the user is now, keyed on the whole name
                return [Proposal("fact", f"membership:{slug}", _sentence("User joined " + _phrase(
                    rest[m.start(1) - (4 if rest[m.start(1) - 4:m.start(1)].lower() == "the " else 0):m.start(1)]
                    + club.group())), confidence=0.6)]
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
                                                        if p.subject.startswith("health:")] or ([
                    p for p in self.having(GOT_HOW.split(m.group(2), maxsplit=1)[0])
                    if p.subject.startswith("health:")] if GOT_HOW.search(m.group(2)) else [])):
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
            if m.group(1).lower() == "drive" and " for " in m.group(2) and (work := DRIVEN_FOR_WORK.match(m.group(2))):
                # "I drive a snowplow for the county road department", "a truck for Walmart": the driving is the job,
                # the vehicle the employer's (and who it is, when named)
                return [Proposal("user_model_attr", "occupation", said(), confidence=0.6), *(
                    [Proposal("user_model_attr", "occupation:employer", said(), confidence=0.6)]
                    if work.group("named") else [])]
            verb = _conjugate(m.group(1).lower())
            found = self.things(m.group(2), f"User {verb}", negative=False)
            if verb == "drives" and DRIVEN_NOT_OWNED.search(m.group(2)):
                return []  # "I drive a rental", "I drive a forklift at work": driven, not the user's
            if verb == "drives":
                # "I drive a 2012 WRX": a thing driven is a vehicle, whatever the lexicon knows of its name
                found = [replace(p, belief_type="fact", subject=f"vehicle:{p.subject[11:]}")
                         if p.subject.startswith("possession:") else p for p in found]
            if verb == "rides" and NAMED_MODEL.search(m.group(2)):
                # "I ride a Specialized Turbo Vado", "I ride a Trek": a make and model ridden is a vehicle, as one
                # driven is (a skateboard or a horse ridden, named by no make, is not)
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
        if (" for " in rest or " to " in rest or " with " in rest or " in favo" in rest) and (
                switched := GAME_SWITCHED.match(rest)):
            # "ditched 5e for Pathfinder", "switched from D&D to Pathfinder": the game played now, and the one
            # given up, as "I play Pathfinder" and "I quit playing D&D" would key them
            said_switch = _sentence("User " + third_person_possessive(rest[:switched.end()]))
            new, old = (topic_slug(switched.group(g).replace(":", "")) for g in ("new", "old"))
            if not new or not old or GAME_KEYS.get(new, new) == GAME_KEYS.get(old, old):
                return []  # "switched from D&D to 5e": one game, by two names
            return [Proposal("user_model_attr", f"activity:{new}", said_switch, confidence=0.6),
                    Proposal("user_model_attr", f"activity:{old}", said_switch, "retract", confidence=0.6)]
        if WORK_STATUS_WORD.search(rest) and (status := WORK_STATUS_CHANGE.match(rest)):
            # "I went freelance in 2019", "switched to part-time": how the user works now; the hours as "I work
            # part-time" keys them, working for oneself as a job held ("just went owner operator")
            return [Proposal("user_model_attr", "occupation:hours" if status.group("hours") else "occupation",
                             _sentence("User " + third_person_possessive(rest[:status.end()])), confidence=0.6)]
        if opening in ("recently", "just", "switched") and (
                m := _m(r"(?:recently |just )?switched (?:over )?(?:from (.+?) )?to (.+)", rest)):
            if _m(r"(?:a|an|another|some|the|one) (?:(?:new|different|better|cheaper|other) )*(?:brand|one|thing|kind|"
                  r"type|version|product|company|plan|option|model|place|provider|approach)s?\b", m.group(2)):
                return []  # "switched to a brand that works better": which one, it does not say
            if m.group(2)[:2].lower() in ("a ", "an") and (got := [
                    replace(p, statement=said()) for p in self.things(_phrase(m.group(2)), "User has", negative=False)
                    if p.subject.startswith(("device:", "vehicle:"))]):
                return got  # "switched from android to an iphone 15 pro": the device switched to is the user's now
            if m.group(1) and (old_line := _phrase(m.group(1)).lower()) in CAREER_LINES and (
                    _words(_phrase(m.group(2)))[:1] and _words(_phrase(m.group(2)))[0] in CAREER_LINES):
                # "switched from plumbing to hvac last spring", "switched from teaching to nursing": a career
                # changed, the new line the user's work now and the old one their past (no liking)
                said_switch = _sentence("User " + third_person_possessive(_phrase(rest)))
                return [Proposal("user_model_attr", "occupation", said_switch, confidence=0.6),
                        Proposal("user_model_attr", f"history:{topic_slug(old_line)}", said_switch, confidence=0.55)]
            if DIET_SWITCHED_TO.match(m.group(2)):
                # "switched from keto to vegan", "switched to a vegan diet": the diet kept since, as "I went vegan"
                return [Proposal("user_model_attr", "diet", said(), confidence=0.65)]
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
            if first.lower() == "run" and obj[:5].lower() == "with " and (club := CLUB_NAMED.match(obj, 5)) and (
                    slug := _named_slug(club.group())) and slug not in NO_MEMBERSHIP:
                # "I run with Salford Harriers twice a week": running, with a club the user belongs to
                return [Proposal("user_model_attr", "activity:running", said(), confidence=0.55),
                        Proposal("fact", f"membership:{slug}", said(), confidence=0.55)]
            if first.lower() == "run" and obj[:1] in "amoAMOt" and RUN_EQUIPMENT.match(obj):
                # "I run an Icom IC-7610 and a hex beam", "I run a Raspberry Pi 4 as a server": gear by its make and
                # model number is run as a thing owned, no pursuit (keyed on the model; not "a 5K", "a D&D 5e game")
                return [p for p in self.things(obj, "User has", negative=False)
                        if p.subject.startswith(("possession:", "device:")) and any(ch.isdigit() for ch in p.subject)]
            if first.lower() == "run" and (crew := TRADE_CREW.match(obj)):
                # "I run a framing crew, 8 guys", "I run my own drywall crew": a crew of a trade led is the user's work
                return [Proposal("user_model_attr", "occupation", _sentence("User runs " + crew.group()),
                                 confidence=0.6)]
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
            if first == "collected" and PICKED_UP.match(obj):
                return []  # "I just collected keys for my BTO", "collected my parcel from the depot": picked up once
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
            if slug and first == "read" and ONE_OFF_READ.match(obj):
                return []  # "I read an article about a bacon festival", "a couple of reviews": a thing read once
            if slug and " and " in obj and first in OBJECT_NAMED_PURSUITS and (two := TWO_PLAYED.match(obj)):
                # "I play violin and guitar", "golf and basketball": two pursuits, each its own; "fifa and cod" (two
                # games the lexicon does not know) no one pursuit keyed on both
                both = [word.lower() for word in two.group().split(" and ")]
                if all(word in lx.INSTRUMENTS or word in lx.SPORTS for word in both):
                    return [Proposal("user_model_attr", f"activity:{word}", said(), confidence=0.55) for word in both]
                slug = ""
            if slug:
                # "I play Tekken 8 online, on both a Steam Deck and a PS5": the devices played on are the user's too
                played_on = _played_on(obj) if first in ("play", "game") and " on " in obj else []
                return [Proposal("user_model_attr", f"activity:{slug}", said(), confidence=0.55), *played_on]
        return []
