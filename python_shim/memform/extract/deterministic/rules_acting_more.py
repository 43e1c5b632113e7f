"""Rules.acting_more: what the user does, the rules Rules.acting tries after its own (one method would be
1,250 lines)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memform.extract import lexicon as lx

from .bare_answers import _coins_held, _played_on
from .learner_english import (
    ANIMAL_RESCUE_RUN,
    DIET_SWITCHED_TO,
    FOLLOWS_TEAM,
    JOB_LONG_AGO,
    LANGUAGE_LEARNED,
    SWITCHED_TO_DOING,
)
from .long_messages import (
    EMPLOYER_CALLED,
    EMPLOYER_LEFT,
    FULL_TIME_INSTEAD,
    HOSTED_ON,
    JOB_FIELDS,
    JOB_LEFT,
    LEFT_BACK_THEN,
    LITTLE_OF,
    MEASURE,
    NEW_JOB_BEGUN,
    OBJECT_NAMED_PURSUITS,
    OPERATING_SYSTEMS,
    PAST_NO_PURSUIT,
    PAST_PURSUITS,
    PROFESSION_FIELDS,
    PROFESSION_LEFT,
    PURSUIT_SETTING,
    RUNS_SYSTEM,
    STARTED_AS,
    STARTED_JOB,
    STEPPED_DOWN,
    SWITCHED_TO_PURSUIT,
    TOOK_OUT_DEBT,
    TRADE_CREW,
    VERB_ONLY_PURSUITS,
    VESSEL_OBJECT,
    VESSEL_PURSUITS,
    WHERE_FIRST,
    _debt,
    _sentence,
)
from .own_forms import GOT_HOW
from .phrases import (
    ADVERBIAL,
    BABY_HAD,
    DEICTIC,
    LIFE_PERIOD,
    LONG_AGO,
    NOUN_PHRASE_END,
    NUMBER_WORDS,
    PEOPLE,
    PROGRAM_AT_SCHOOL,
    SCHEDULE_TAIL,
    YEARS_AGO,
    _phrase,
)
from .places_and_work import (
    AMOUNT_OF,
    CANCELLED_MEMBERSHIP,
    CAREER_LEFT,
    COACHES_A_TEAM,
    COMPETED_AT_LEVEL,
    DONE_HOW_LONG,
    FAN_OUTLET,
    HEDGED_COUNT,
    JOINED_SPORT_SIDE,
    MADE_PURSUITS,
    MAINS,
    NAMED_BY_OBJECT,
    ORGANIZATIONS,
    PERIOD_OF_LIFE_ENDS,
    PLAYED_AGAIN_OR_NOT,
    PLAYS_POSITION,
    RATE_TAIL,
    SINGS_IN_CHOIR,
    TAUGHT_FOR_PAY,
    TEAM_PLAYED_FOR,
    TEAM_SIDE,
    TWO_PLAYED,
    UNIVERSAL_OBJECT,
    WALKED,
    _a_person,
    _ends_phrase,
    _game_played,
    _head,
    _named_slug,
    _past_pursuit,
)
from .requests import (
    AND_OWN_CLAUSE,
    BROKE_UP_WITH,
    DRIVEN_FOR_WORK,
    DRIVEN_NOT_OWNED,
    FOR_SPAN,
    FULL_TIME_TAKEN,
    HISTORY_JOB_KEYS,
    HUNTED_FOR_NO_GAME,
    MANNER_NOT_OBJECT,
    NAMED_MODEL,
    ONE_OFF_READ,
    OWNER_FIRST,
    PAST_LEFT,
    PLACES_AND_RACES_RUN,
    RIDDEN_NOT_OWNED,
    RUN_WHEN_OR_WHERE,
    SHIPPED_VERBS,
    STREAMS_ON,
    TAKEN_UP_TAIL,
    UNITS_RUN_AT_WORK,
    _driven_or_ridden_how,
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
    _kin,
    _m,
    _pursuit,
    _pursuit_head,
    _run_from_home,
    _singular,
    _words,
    slug_word,
    stable_subject,
    topic_slug,
)
from .things_held import (
    CAREER_LINES,
    CLUB_NAMED,
    COIN_VERBS,
    DOES_PURSUIT,
    DONE_KEYS,
    FAITH_TAUGHT,
    FLOWN,
    LEFT_CIVIC_BOARD,
    NO_MEMBERSHIP,
    OWED_ON,
    PASSED_FLYING_TEST,
    PASSED_TRADE_EXAM,
    PICKED_UP_ARTICLE,
    PICKED_UP_MODEL,
    PICKED_UP_NAMED,
    PROVIDER_SAID,
    RACES,
    RUN_EQUIPMENT,
    TAUGHT_TO_MINE,
    TAUGHT_TO_SOMEONE,
    WORK_STATUS_CHANGE,
    WORK_STATUS_WORD,
    _a,
    _board_key,
)


class MoreActingRules:
    """Rules.acting_more: the rest of what the user does."""

    def acting_more(self, rest: str, words: list[str], opening: str, said: Callable[[], str],
                    long_ago: bool) -> list[Proposal]:
        """The rules of Rules.acting after its own, tried in order on the clause it read: rest, its words and
        its first word caseless (opening), said() the clause said of the user."""
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
            if m.group(1).lower() == "own" and _business(m.group(2), owned_the=True):
                # "I own a small bakery": the owner of a business works at it; what they do, not what they have
                return [Proposal("user_model_attr", "occupation", said(), confidence=0.65)]
            if m.group(1).lower() == "drive" and (work := DRIVEN_FOR_WORK.match(m.group(2))):
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
