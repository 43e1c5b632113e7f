"""Rules.acting: what the user does."""

from __future__ import annotations

import re
from dataclasses import replace

from memform.extract import lexicon as lx
from memform.extract.text import caseless

from .bare_answers import _device
from .kin_in_passing import HOME_WITH_PET, KEPT_ANIMALS, KEPT_KIND
from .learner_english import (
    _DIETS,
    _GARMENT_KEYS,
    BELIEF_KEYS,
    BIKE_COMMUTE,
    CANT_STAND,
    CONVERTED_TO_FAITH,
    DRUNK_HOW,
    EATEN_COUNT,
    EATEN_RATE,
    FAITH_OF_CREED,
    FOLLOWS_NAMED,
    LOST_LIMB,
    RAISED_IN_FAITH,
    REASON_TAIL,
    SEAT_HABIT,
    SHOE_SIZE,
    SIZE_SCOPE,
    SIZE_WORN,
    SIZES_WORN,
    STOPPED_FOLLOWING,
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
    GIVEN_UP_HINT,
    GREW_UP_SPEAKING,
    INCOME_SOURCE,
    JOB_LEFT,
    KEEPS_DIET,
    LEASE_SIGNED,
    LETTER_PURPOSE,
    MEDICINE_COURSE,
    NAMED_LANGUAGE,
    NO_FLYING,
    NOT_A_LANGUAGE,
    ORDEAL,
    PAYS_MEMBERSHIP,
    PRONE_TO,
    RENTING,
    SICKNESS,
    SINCERE_CHORE,
    TRADED_FOR,
    TURNED_AGE,
    WENT_DIET,
    WORKED_ON_MODEL,
    _aid,
    _aids,
    _course_said,
    _sentence,
)
from .own_forms import AT_AGE, HAD_INJURY
from .phrases import (
    DEICTIC,
    FELLOWSHIP_MEETINGS,
    LONG_AGO,
    NO_MORE_DRINK,
    NOT_A_THING,
    NOUN_PHRASE_END,
    SOBER,
    WON_OR_VISITED_END,
    _named,
    _phrase,
)
from .places_and_work import (
    ADVERBS_BEFORE_VERB,
    AS_A_JOB,
    CHARITY_SHIFT,
    DOING_AT_PLACE,
    FOR_A_LIVING,
    GOES_TO,
    LIVING_WAY,
    MOVE_PARTICLE,
    MOVED_INTO_HOME,
    OFTEN,
    OTHERS_OWN,
    RETRACTING,
    RETRACTING_START,
    SCHOOL_NAMED_AT,
    TAUGHT_FOR_YEARS,
    TEACHES_AT_SCHOOL,
    TEACHES_SCHOOL,
    THE_ONE_I_HAD,
    WALKS_THE_DOG,
    WHERE,
    WORK_HOURS_AT,
    WRITE_FROM,
    _a_place,
    _head,
    _liked,
    _medicines,
    _origin_aside,
    _taught_language,
    _team,
)
from .requests import (
    _WORK_HOURS,
    ANYMORE_TAIL,
    EARN_VERBS,
    FREELANCES_AS,
    GAVE_UP,
    HABITS,
    HOME_BASE,
    HOME_BASE_ANYWHERE,
    JOB_COMPOUND_HEADS,
    LIKING_VERBS,
    MILITARY_BRANCHES,
    QUIT_HABIT,
    QUIT_OPENINGS,
    WORK_CLOCK,
    WORK_WHEN,
    WORKS_ON_DEVICE,
    _migration,
)
from .statements import (
    _named_by_model,
    _thing_kind,
    third_person,
    third_person_possessive,
)
from .subjects import (
    IRREGULAR_PAST,
    Proposal,
    _diet_sensitivity,
    _kin,
    _m,
    _pet,
    _pursuit,
    _singular,
    _words,
    slug_word,
    topic_slug,
)
from .take_backs import _employer_named
from .things_held import (
    AT_BUSINESS,
    BACK_TO_WORK_AS,
    CAME_FROM,
    EARNS,
    FIELD_AT_A_WORKPLACE,
    FIELD_WORKED_IN,
    HOURLY_RATE,
    ON_MY_OWN_AS,
    PAID_WORK,
    SERVED_IN_LANGUAGES,
    SERVED_IN_VERBS,
    SHOOTS_ON,
    SHOT_GENRES,
    SPENT_YEARS_AS,
    STARTED_AT_AS,
    UNNAMED_WORKPLACE,
    WORK_WHEN_DOING,
    WORKED_LATELY,
    WORKS_A_POST,
    _injury_prefix,
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
            if m.group("company") or (" at " in rest and AT_BUSINESS.match(rest, m.end())):
                # "I bartend at the Hyatt Regency", "I drive for Uber": who the user works for, as "a bartender at the
                # Hyatt" says it
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
        m = _m(r"(tore|broke|sprained|injured|hurt|dislocated|fractured|blew(?: out)?) (?:the |my )?"
               r"(?:[\w-]+ in my |my )?(?:(left|right|lower|upper) )?(rotator cuff|\w+)\b", rest) if opening in (
            "tore", "broke", "sprained", "injured", "hurt", "dislocated", "fractured", "blew") else None
        if m and not LONG_AGO.search(rest) and not AT_AGE.search(rest) and (
                (part := m.group(3).lower()) in lx.BODY_PARTS or part in lx.LIGAMENTS):
            side = f"{m.group(2).lower()}_" if m.group(2) else ""  # an injury lasts until it heals: keyed as
            torn = _injury_prefix(part, m.group(1).lower())  # "a torn ACL", "a broken wrist" are
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
        return self.acting_more(rest, words, opening, said, long_ago)
