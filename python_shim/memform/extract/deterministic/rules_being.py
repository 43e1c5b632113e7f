"""The clause shapes of being and having: kind_one_is, pursued, being, having."""

from __future__ import annotations

import re
from dataclasses import replace

from memform.extract import lexicon as lx
from memform.extract.text import caseless

from .kin_in_passing import BRACKETED_TAIL, FEARED_NOW, SIGNER
from .learner_english import (
    _CONDITIONS,
    _DIETS,
    _FAN_ADJECTIVE,
    _LANGUAGES,
    AFIB,
    BEEN_A_FAN,
    BEEN_LEARNING,
    BELIEF_KEYS,
    BELIEF_SAID,
    CAREER_AT,
    CONDITION_HAD,
    DIABETES,
    DIAGNOSED_WITH,
    DIGIT,
    ELECTED_BODIES,
    FAN_ADJECTIVE_LEAD,
    HOBBYISTS,
    LANGUAGE_LEARNED,
    LANGUAGE_LEVEL,
    LANGUAGE_SPEAKER,
    LIVED_SINCE,
    MEMBER_BODY_ACRONYM,
    MEMBER_SAID_END,
    MEMBER_STANDINGS,
    NAMED_MEMBER,
    PERINATAL,
    SHOE_SIZE,
    SIZE_ALONE,
    STAYING_SINCE,
    VOTES,
    _cricket_bowler,
    loyalty_program,
)
from .long_messages import (
    ADULT_OF_AGE,
    AID_ENDS,
    AID_TAIL,
    ALLERGEN_FIRST,
    BARE_CONDITION,
    BEEN_A_JOB,
    BEING_ON_MEDICINE,
    COLORBLIND,
    CONDITION_QUALIFIED,
    COURSE_AT_COLLEGE,
    DEGREE_HELD,
    DEGREE_TAIL,
    EPONYM,
    FIELD_PERSON,
    GIVEN_UP_HINT,
    INCOME_SOURCE,
    KEPT_ON,
    KEPT_UP,
    KEPT_UP_COMPOUND,
    MARRIED_FOR,
    NAMED_CONDITION,
    NAMED_CONDITION_KEYS,
    NATIONALITY,
    ON_A_DIET,
    OPERATING_SYSTEMS,
    PASTIME_ONLY_ROLES,
    PASTIME_ROLES,
    PASTIMES,
    PAYS_MEMBERSHIP,
    PRO_PLAYER,
    RENTING,
    ROLE_IN_A_PASTIME,
    STUCK_THING_END,
    STUCK_WITH,
    STUDIED_AT,
    TAKEN_NOT_LEARNED,
    TIME_SPENT,
    TITLE_OF,
    WORK_FIELD_SECOND,
    WORK_FIELDS_OF_TWO,
    WORKS_IN,
    _aid,
    _aids,
    _disorder_key,
    _pastime_post,
    _sentence,
    _team_pastime,
)
from .phrases import (
    AGE_BEFORE_ROLE,
    BACK_TO_SCHOOL,
    BOOTCAMP_STUDIED,
    CERTIFICATE_STUDIED,
    CLASS_YEAR,
    COORDINATE,
    DEGREE_STUDIED,
    FELLOWSHIP_MEETINGS,
    GERUND_AFTER,
    HELD_NOW_TAIL,
    IN_RECOVERY,
    IRISH_PERFECT,
    JOB_THEN_DOING,
    JUST_DONE_IRISH,
    LAW_SCHOOL_YEAR,
    LONG_AGO,
    NOUN_PHRASE_END,
    NOWADAYS_TAIL,
    NUMBER_WORDS,
    ON_THE_PTA,
    SAID_IN_PASSING,
    SCHOOL_CLASS_YEAR,
    SCHOOL_NAMED,
    SOBER,
    STUDYING_FOR,
    YEAR_OF_A_SCHOOL,
    _phrase,
)
from .places_and_work import (
    AGE_IN_WORDS,
    BACK_HOME_IN,
    BARE_KIN,
    CHILDREN,
    DONE_HOW_LONG,
    EXAMPLES,
    FEAR_OF,
    KIN_ADJECTIVES,
    OBJECTLESS_SPAN,
    SCHOOL_NAMED_AT,
    SELF_NAMED,
    TEACHES_SCHOOL,
    TRAINED_AS,
    TURNING_AGE,
    VISIT_TAIL,
    WIDOWED_AS,
    _a_name,
    _diabetes,
    _head,
    _medicines,
    _named_slug,
    _origin_aside,
    _taught_language,
    _team,
)
from .requests import (
    ACRONYM,
    ACTIVE_DUTY,
    AGED_PERSON,
    ANYMORE_TAIL,
    BEEN_INTO,
    CHILD_HEADS,
    CREWS,
    DRIVEN_NOT_OWNED,
    DRIVING_MANNER,
    DRIVING_NOW,
    EX_SERVICE,
    FULLY_REMOTE,
    GOT_INSTEAD,
    HELD_QUALIFICATIONS,
    HISTORY_JOB_KEYS,
    HOME_BASE_ANYWHERE,
    IDENTITY_DEGREE,
    IN_THE_OFFICE,
    JOB_COMPOUND_HEADS,
    KIN_THE_USER_IS_TO_ANOTHER,
    KIND_OF_ONE,
    LESSONS_TAKEN,
    MAIL_WORDS,
    MEDICAL_RESIDENCY,
    MILITARY_BRANCHES,
    MILITARY_QUALIFIERS,
    MILITARY_RANKS,
    OCCASION_ROLES,
    OTHERS_KIN,
    PAID_FOR,
    PAID_PERFORMER,
    PARENT_OF_KIND,
    PARENT_WORDS,
    PARENTS,
    PERFORMERS,
    PLANNER_KINDS,
    PROJECT_DECISION,
    RACE_SPORTS,
    RACE_TRAINED_FOR,
    RECOVERING_AFTER,
    SKILL_HEADS,
    SKILL_WORDS,
    SMOKER,
    STAGED,
    STATIONED_AT,
    STUDENT_PILOT,
    TEAM_POSTS,
    YEARS_OF,
    _job_shaped,
    _paid_post,
)
from .sarcasm_and_repairs import HANDED, LEFTY_HAND_CUE, LEFTY_SAID, LEFTY_VIEW_CUE, STATE_OF_MIND
from .statements import TYPES_ONE_IS, third_person_possessive
from .subjects import (
    TECH_SLUGS,
    Proposal,
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
    topic_slug,
)
from .take_backs import _employer_named
from .things_held import (
    ALLERGEN_ENDS,
    COIN_AMOUNT,
    COIN_KEYS,
    CONDITION_ADJECTIVES,
    CONDITION_AFTER_BEING,
    CONDITION_AND_ANOTHER,
    CONDITION_SAID,
    CONDITION_THEN_DOING,
    DOING_AT_WORK,
    DRUG_CLASS,
    EMOJI_RUN,
    HOBBYIST_KEPT,
    HOW_ONE_DOES,
    LEAVE_FROM_JOB,
    LIVING_AT_HOME_IN,
    MEASURE_HAD,
    MY_NAMED_THING_NOW,
    NAME_ALONE,
    NO_LONGER_ALLERGIC,
    NO_MEMBERSHIP,
    ON_SHIFT_AT,
    ONE_EAR,
    OWNED_SINCE,
    PET_OWNER,
    POST_IN_NAMED_CLUB,
    PRONE_SKIN,
    QUALIFIED,
    SENSE_KEYS,
    SENSE_LOST,
    _a,
    _listed,
)


class BeingRules:
    """The clause shapes of being and having: kind_one_is, pursued, being, having."""

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
        if " and " in rest and rest[:2] in ("a ", "an") and ("ic" in rest or "lind" in rest) and (
                after := CONDITION_AFTER_BEING.search(rest)):
            return self.being(rest[:after.start()])  # "an accountant and allergic to cats": the job (the
            # condition is read on its own: _condition_after_being)
        if "SL " in rest[:8] and (signing := SIGNER.match(rest)):
            # "an ASL signer", "a BSL user": the sign language is the user's, no type of person
            return Proposal("user_model_attr", f"language:{signing.group(1).lower()}", statement(), confidence=0.6)
        if "ex-" in rest[:6] and (served := EX_SERVICE.match(rest)):
            # "I'm ex-military myself", "I'm ex-Army": service of the past, as "I'm a veteran" is
            return Proposal("user_model_attr", "history:military", _sentence("User is " + served.group()),
                            confidence=0.6)
        if rest[:3].lower() in ("on ", "now", "cur", "sti") and " at " in rest and (shift := ON_SHIFT_AT.match(rest)):
            # "I'm on nights at a 24hr Walmart": a job worked there
            return Proposal("user_model_attr", "occupation", _sentence("User is " + third_person_possessive(
                shift.group())), confidence=0.6)
        if "owner" in rest and (kept := PET_OWNER.match(rest)) and (
                (pet := _pet(kept.group(1))) in lx.PETS or pet in ("home", "house", "car")):
            # "a first time dog owner", "a proud cat owner": an animal kept, no job (a home owner has none either)
            return Proposal("relationship", f"pet:{pet}", _sentence("User is " + kept.group()), confidence=0.6) if (
                pet in lx.PETS) else None
        if " by " in rest and TRAINED_AS.match(rest):
            return None  # "an engineer by training": what the user trained as, which may be no job they hold now
        if "pilot" in rest and (student := STUDENT_PILOT.match(rest)):
            # "a student pilot", "Student pilot here": learning to fly, a pursuit (no job, nor schooling held)
            return Proposal("user_model_attr", "activity:flying", _sentence("User is " + student.group()),
                            confidence=0.6)
        if (" office" in rest or " branch" in rest or " site" in rest or " plant" in rest or " campus" in rest) and (
                office := IN_THE_OFFICE.match(rest)):
            # "I'm in the Irvine office", "now based in our Leeds branch": the place the user works at
            return Proposal("user_model_attr", "location:work", _sentence("User is " + office.group()), confidence=0.6)
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
            # (deaf in one ear is a hearing loss, as the corpora key it: "deaf in my right ear")
            sense = "hearing_loss" if m.group(1).lower() == "deaf" and ONE_EAR.match(rest, m.end()) else SENSE_KEYS[
                m.group(1).lower()]
            return Proposal("fact", f"health:{sense}", _sentence(
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
        if ("ft" in rest or "ght" in rest or "southpaw" in rest.lower()) and (lefty := LEFTY_SAID.match(rest)):
            low = caseless(self.message or rest)
            hand, view = LEFTY_HAND_CUE.search(low), LEFTY_VIEW_CUE.search(low)
            side = "right" if lefty.group(1).lower().startswith("right") else "left"
            if lefty.group(1).lower() == "southpaw" or (hand and not view):
                # "I'm a lefty so scissors are hard", "a southpaw": the hand the user writes with
                return Proposal("user_model_attr", f"identity:{side}_handed",
                                _sentence("User is " + rest[:lefty.end()]), confidence=0.6)
            if hand or not view or side == "right":
                # "I'm a lefty" alone, or with a hand and a vote both: a hand or a view, unsure which ("a righty" said
                # of a view is no key the views have: none)
                return None
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
        if "hand" in rest and (m := HANDED.match(rest)):
            return Proposal("user_model_attr", f"identity:{m.group(1).lower()}_handed",
                            _sentence("User is " + rest[:m.end()]), confidence=0.6)
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
        if " leave from my " in rest and (leave := LEAVE_FROM_JOB.match(rest)) and (
                job := self.being(leave.group(1))) is not None and job.subject == "occupation":
            # "I'm on maternity leave from my job as a paramedic": the job is held still, on leave
            return replace(job, statement=_sentence("User is " + third_person_possessive(leave.group())))
        if rest[:6].lower() == "after " and (done := JUST_DONE_IRISH.match(rest)) and (
                past := IRISH_PERFECT.get(caseless(done.group(1)))) and (found := [
                p for p in self.classify(f"I {past} {done.group(2)}")
                if p.subject.startswith(("vehicle:", "possession:", "device:", "pet:", "location:home"))]):
            # "I'm after buying a 2015 Skoda Octavia": Irish English for "I've just bought", said as the user said it
            return replace(found[0], statement=_sentence("User is " + third_person_possessive(_phrase(rest))))
        if "renting" in rest and RENTING.match(rest):
            # "renting a flat in Leeds now": where the user lives (a car or a boat rented is no home)
            return Proposal("user_model_attr", "location:home", _sentence("User is " + _phrase(rest)),
                            confidence=0.6)
        if (m := NATIONALITY.match(rest)) and m.group(1).lower() in lx.NATIONALITIES:
            # "I'm Scottish": where the user is from, said by the people (not "Scottish dancing")
            return Proposal("user_model_attr", "location:origin", _sentence(f"User is {m.group(1)}"), confidence=0.6)
        if re.match(r"living in (?:[A-Z][a-z])", rest) or ("staying" in rest and STAYING_SINCE.match(rest)) or (
                rest[:7] == "living " and LIVING_AT_HOME_IN.match(rest)):
            return Proposal("user_model_attr", "location:home", statement(), confidence=0.6)
        if "allergic" in rest and (m := NO_LONGER_ALLERGIC.match(rest)) and (slug := topic_slug(_phrase(m.group(2)))):
            # "I'm not allergic to penicillin anymore", "no longer allergic to cats": that allergy is over
            return self.resolved(Proposal("fact", f"health:allergy:{slug}", _sentence(f"User is {rest[:m.end()]}"),
                                          "retract", sensitivity="sensitive"))
        if (m := CONDITION_SAID.match(rest)) and (condition := CONDITION_ADJECTIVES.get(m.group(1).lower())):
            # "I'm hypothyroid", "I'm asthmatic", "T1D": the condition, keyed as its noun is
            return Proposal("fact", f"health:{condition}", _sentence(f"User is {rest[:m.end()]}"),
                            sensitivity="sensitive", confidence=0.65)
        if m := _m(r"(?:(?:very|really|so|super|severely|seriously|highly|extremely|deathly|mildly|slightly|quite|"
                   r"pretty|badly|incredibly|terribly|life-threateningly|anaphylactically|violently) )?allergic "
                   r"to (.+)", rest):
            # (how badly is no part of the allergen: "I'm severely allergic to peanuts"; nor an aside in brackets
            # after it: "to walnut dust (learned that the hard way)")
            # ("sulfa drugs" is sulfa, as "penicillin" is itself)
            allergen = DRUG_CLASS.sub("", _phrase(m.group(1).split("(", 1)[0]))
            if " and " in allergen and (ends := ALLERGEN_ENDS.search(allergen)):
                allergen = allergen[:ends.start()]  # "shellfish and read that ...": the allergen
                return Proposal("fact", f"health:allergy:{topic_slug(allergen)}", _sentence(
                    f"User is {rest[:m.start(1)]}{allergen}"), sensitivity="sensitive")
            return Proposal("fact", f"health:allergy:{topic_slug(allergen)}", statement(), sensitivity="sensitive")
        if "of" in rest and (m := FEAR_OF.match(rest)) and not FEARED_NOW.search(_phrase(m.group(1))) and (
            slug := topic_slug(EXAMPLES.split(_phrase(m.group(1)))[0])
        ):
            # "I'm so scared of clowns", "afraid of heights", "a bit scared of flying": a fear of a kind of thing lasts;
            # of one thing ("of the surgery", "of my exam", "of it") it is how the user feels now
            said = _sentence(f"User is {third_person_possessive(_phrase(rest))}")
            return Proposal("user_model_attr", f"fear:{slug}", said, confidence=0.6)
        if ("year" in rest or "fresh" in rest or "sophomore" in rest or "nior" in rest) and (((
                m := CLASS_YEAR.match(rest)) and (
            m.group(1).lower() not in ("junior", "senior") or SCHOOL_NAMED.search(rest) or m.group(2) != "at"
            or SCHOOL_NAMED_AT.match(rest, m.start(2))  # "a junior at Lincoln High": a school by its name
        )) or SCHOOL_CLASS_YEAR.match(rest)):
            # "a junior at Ohio State majoring in nursing", "a sophomore in college", "a high school senior": where the
            # user is in school (a junior or a senior at a firm is a rank: only at a school's name)
            return Proposal("user_model_attr", "education", statement(), confidence=0.6)
        if "L " in rest[:6] and LAW_SCHOOL_YEAR.match(rest):
            # "a 2L at Georgetown Law": a year of law school, the user's schooling now
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
        if ("sober" in rest or "clean" in rest or " off " in rest) and (m := SOBER.match(rest)):
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
        if rest[:5].lower() == "back " and (back := BACK_HOME_IN.match(rest)) and not VISIT_TAIL.search(
                rest, back.end()):
            # "I'm back home in Manchester teaching kids' jazz classes now": home again, for good (not "for the
            # holidays", a visit)
            return Proposal("user_model_attr", "location:home", _sentence("User is " + back.group()), confidence=0.6)
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
        # (past any living age a number is no age: "I am 320. I hate my body" is a weight)
        # (and an age said against another, "I'm 31 not 29", "31 not late 20s", is the one said first)
        # ("I am now 74 years of age", "64 years young", "I'm 58 this year": the age, however said)
        if (m := _m(r"(?:only |already |now )?(\d{1,3})(?: years old| yrs old| year old| years of age| years young)?"
                    r"(?: this year| now)?"
                    r"(?:(?:\s*,(?!\s*[\d-])|\s+(?:and|with|but|so)\s+).*|\s+not (?:\d{1,3}|(?:early |mid |late )?"
                    r"(?:\d0s|twenties|thirties|forties|fifties|sixties|seventies))(?: anymore| any more)?)?$",
                    rest)) and int(m.group(1)) <= 120:
            return Proposal("user_model_attr", "age", _sentence(f"User is {m.group(1)} years old"))
        if _m(r"(?:originally )?from (.+)", rest):
            return Proposal("user_model_attr", "location:origin", statement(), confidence=0.7)
        if m := _m(r"(?:based|located) in (.+)", rest):
            return Proposal("user_model_attr", "location:home", statement(), confidence=0.7)
        if "learning " in rest[:40] and (m := _m(r"(?:(?:slowly|also|currently|still|now|finally|really|actually|"
                                                 r"gradually|kind of|sort of|kinda|sorta) )+learning (.+)", rest)) and (
                learned := LANGUAGE_LEARNED.match(m.group(1))):
            # "I'm slowly learning Portuguese": a language learned, however it is said to go
            return Proposal("user_model_attr", f"language:{learned.group(1).lower()}", statement())
        if m := _m(r"(?:learning|studying|teaching myself|taking(?! care\b| to heart\b|" + TAKEN_NOT_LEARNED + r")|"
                   r"majoring in|doing(?= (?:"
                   + _LANGUAGES + r") on "
                   r"(?:duolingo|babbel|memrise|busuu)\b)) (.+)", rest):
            # "learning to swim" is learning swimming, "learning to read English" reading_english
            # (an aside in brackets says how far, not what: "studying Korean (around TOPIK 3)")
            slug = _pursuit_head(topic_slug(m.group(1).split(" (", 1)[0]), m.group(1)[:3].lower() == "to ")
            if slug not in lx.LANGUAGES and m.group(0)[:3].lower() in ("lea", "tea") and (
                    learned := LANGUAGE_LEARNED.match(m.group(1))):
                slug = learned.group(1).lower()  # "learning Korean on Duolingo": the language, how it is learned
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
            if _m(r"in (?:my |the )?\w+ year (?:at|of) (?:(?-i:[A-Z])|(?:the |a |an |my )?(?:[\w'-]+ ){0,4}?(?:program|"
                  r"programme|degree|course|phd|doctorate|masters|master's|college|university|uni)\b)", rest) or (
                    _m(YEAR_OF_A_SCHOOL, rest)):
                # "in my second year at UIUC", "in the third year of the nursing program": a year of a school or a
                # course of study, the user's schooling (as "a nursing degree at Western Sydney Uni, second year" is)
                return Proposal("user_model_attr", "education", statement(), confidence=0.65)
            return Proposal("user_model_attr", "occupation:school", statement(), confidence=0.65)
        if m := _m(r"in my (\d0)'?s\b", rest):
            return Proposal("user_model_attr", "age", _sentence(f"User is in their {m.group(1)}s"), confidence=0.6)
        if _m(r"(?:a |an )?(?:little|bit|tad)(?: bit)? [\w-]+(?:\s+(?:about|that|because|but|and|to|when|since|with|at|"
              r"for|now|though|sometimes|lately)\b.*)?$", rest):
            return None  # "a little disappointed", "a bit clumsy": how the user feels, said with a degree
        if _m(r"an? (?:few|couple|lot|bunch|ton|bit)\b", rest):
            return None  # "a few days short of…", "a lot more likely to…": how much, not who
        if (" of " in rest or " for " in rest or " on " in rest or " in " in rest or " at " in rest) and (
                pastime := ROLE_IN_A_PASTIME.match(rest)) and (pastime.group("kid") or set(
                _words(pastime.group("group").lower())) & PASTIMES or (pastime.group("own") and (
                    pastime.group("role").lower().replace(" ", "-") in PASTIME_ONLY_ROLES))):
            # "the skipper of our pub quiz team", "the secretary of our chess club": a post in a pastime, no job; a
            # club or a league is one the user belongs to
            if pastime.group("kind").lower() in ("team", "squad", "side") and not pastime.group("kid") and (
                    played := _team_pastime(pastime.group("group"))):
                # "captain of our 8-ball pool team": the game the team plays is the user's
                return Proposal("user_model_attr", f"activity:{played}", _sentence(
                    "User is " + third_person_possessive(rest[:pastime.end()])), confidence=0.55)
            if pastime.group("kind").lower() in ("team", "squad", "side") or not (
                    club := topic_slug(pastime.group("group"))) or club in NO_MEMBERSHIP:
                return None
            return Proposal("fact", f"membership:{club}", _sentence("User is " + third_person_possessive(
                rest[:pastime.end()])), confidence=0.55)
        if " of " in rest and (post := POST_IN_NAMED_CLUB.match(rest)) and (club := _named_slug(post.group(1))):
            # "secretary of the Royal Signals Association": a post in a club named, whose member the user is
            return Proposal("fact", f"membership:{club}", _sentence("User is " + rest[:post.end()]), confidence=0.55)
        if not PASTIME_ROLES.isdisjoint(words[:8]) and _pastime_post(rest):
            return None  # "a pub quiz skipper", "the darts team captain": a post in a pastime, no job
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
            if 0 < len(nouns) <= 3 and (_singular(nouns[-1]) in lx.JOBS - {"owner"} or (
                    # "Regional Sales Director now", "Sales Manager": a rank over a function, its article dropped
                    len(nouns) >= 2 and (nouns[-1] in lx.TITLES or nouns[-1] in ("manager", "director")) and (
                        rest[:1].isupper()))) and all(
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
            if "ing" in noun_phrase and (doing := JOB_THEN_DOING.search(noun_phrase)) and (
                    _singular(doing.group(1).lower()) in lx.JOBS):
                noun_phrase = noun_phrase[:doing.end(1)]  # "a frontend dev learning Rust": the job, then what it does
            nouns = _words(noun_phrase)
            head = _singular(nouns[-1]) if nouns else ""
            if ("old" in noun_phrase or "y" in noun_phrase) and (aged := AGED_PERSON.fullmatch(noun_phrase)):
                # "a 20 year old male", "a 56 year old lady", "a male 45 year old": the user's age, said of them
                return Proposal("user_model_attr", "age", _sentence(f"User is {aged.group('age')} years old"),
                                confidence=0.6)
            if "old " in noun_phrase and (aged := AGE_BEFORE_ROLE.match(noun_phrase)):
                # "a 63-year-old retired librarian": the age is read on its own, the role is what follows it
                noun_phrase = noun_phrase[:aged.start(1)] + noun_phrase[aged.end(1):]
                nouns = _words(noun_phrase)
                head = _singular(nouns[-1]) if nouns else ""
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
                    slug := topic_slug(" ".join(n for n in nouns[2:] if n not in lx.NATIONALITIES))):
                slug = HISTORY_JOB_KEYS.get(slug, slug)
                # "a former petroleum engineer", "a retired pharmacist": a job of the past, keyed as "I was a
                # pharmacist" is; the job held now, if said ("..., now a teacher"), is read on its own (and where
                # the user is from is no part of the job: "a retired Canadian schoolteacher")
                return Proposal("user_model_attr", f"history:{slug}", _sentence(f"User is {noun_phrase}"),
                                confidence=0.55)
            if len(nouns) >= 2 and (nouns[1] in ("former", "ex") or nouns[1].startswith("ex-")) and (
                    past := " ".join(nouns[2:] if nouns[1] in ("former", "ex") else [nouns[1][3:], *nouns[2:]])
            ) and (past := GERUND_AFTER.sub("", past)) and _singular(past.split()[-1]) in lx.JOBS - {"owner"} and (
                    slug := topic_slug(past)):
                # "I'm a former nurse", "an ex-teacher": a job of the past, as "I used to be a nurse" is (not the
                # job held now; nor is what the user does now, "a former petroleum engineer retraining as ...")
                return Proposal("user_model_attr", f"history:{HISTORY_JOB_KEYS.get(slug, slug)}",
                                _sentence("User is " + GERUND_AFTER.sub("", noun_phrase)), confidence=0.55)
            if len(nouns) > 2 and nouns[1] in ("former", "retired") and head in MILITARY_RANKS:
                # "a retired colonel of the Bundeswehr", "a former sergeant": a rank held once is service of the past
                return Proposal("user_model_attr", "history:military", _sentence(f"User is {noun_phrase}"),
                                confidence=0.6)
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
            if head == "operator" and nouns[-3:-1] in (["ham", "radio"], ["amateur", "radio"]):
                # "a ham radio operator": a licensed amateur, no job
                return Proposal("user_model_attr", f"activity:{nouns[-3]}_radio", statement(), confidence=0.55)
            if head in lx.JOBS or (head == "carrier" and len(nouns) >= 2 and nouns[-2] in MAIL_WORDS) or (
                    head == "member" and len(nouns) >= 2 and (nouns[-2] in ELECTED_BODIES or nouns[-2] in CREWS or (
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
                if " of " in rest and (kind := PARENT_OF_KIND.search(rest)):
                    # "a mom of twin boys", "a dad of three girls": the children, by which they are
                    return Proposal("relationship", "family:son" if kind.group(1).lower() in ("boys", "sons")
                                    else "family:daughter", statement(), confidence=0.6)
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
            if head in HOBBYISTS and not set(nouns[:-1]) & PAID_PERFORMER and not _cricket_bowler(head, nouns, rest):
                # "I'm a beekeeper with four hives", "an avid runner": one who keeps up a pursuit, keyed on it as
                # "I keep bees", "I run" would be
                return Proposal("user_model_attr", f"activity:{HOBBYISTS[head]}",
                                _sentence(f"User is {third_person_possessive(_phrase(rest))}"), confidence=0.55)
            if head and len(nouns) <= 5 and (_job_shaped(nouns, rest) or _paid_post(nouns, rest)):
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
            if head in ("alcoholic", "addict") and ("sober" in rest or "clean" in rest or "recover" in rest) and (
                    SOBER.search(rest) or RECOVERING_AFTER.search(rest)):
                # "an alcoholic, 3 years sober", "an alcoholic who is recovering": the user's recovery, their health
                return Proposal("fact", "health:sobriety", statement(), sensitivity="sensitive", confidence=0.6)
            if head in TEAM_POSTS or head in HELD_QUALIFICATIONS:
                return None  # "a jammer", "a non-skating official for our league": a place on a team, no identity
            if head in OCCASION_ROLES:
                return None  # "a guest at my cousin's wedding", "a passenger", "a first-time buyer": a part in an event
            if head and head not in lx.MOODS and len(nouns) <= 5 and not any(w.isdigit() for w in nouns):
                # (a number says a measure, no one's identity: "a 7.5 wide calf", "a women's 9", "a 36D")
                # keyed without the degree it is said with: "a total night owl" is "a night owl"
                slug = topic_slug(IDENTITY_DEGREE.sub("", noun_phrase))
                if ACRONYM.fullmatch(re.sub(r"^(?:an?|the)\s+", "", noun_phrase.strip(), flags=re.I)) and (
                        slug not in TYPES_ONE_IS):
                    return None  # "an ALT on the JET program", "an SLP": letters for a post, not who one is (a type
                    # of person by its letters, "an INTJ", "an HSP", is)
                # the identity ends at its comma: "a Miles & More member, number's in my profile"
                said = _sentence(f"User is {third_person_possessive(_phrase(rest))}")
                return Proposal("user_model_attr", f"identity:{slug}", said, confidence=0.55) if slug else None
        if self.introducing and (m := SELF_NAMED.match(rest)) and _a_name(m.group(1)):
            # "Hi, I'm Sarah", "Hello. I'm leigh.", "Hi I am mandi I hate clowns": the user introducing themselves;
            # out of a greeting, a word after "I'm" is far more often how they are ("I'm stuck", "I'm proud")
            return Proposal("user_model_attr", "identity:name", _sentence(f"User's name is {m.group(1)}"),
                            confidence=0.55)
        return None

    def got_instead(self, rest: str) -> list[Proposal]:
        """A vehicle or a device got in place of one parted with, after "and": "sold the Tahoe and got a minivan"."""
        if " and " not in rest or not (m := GOT_INSTEAD.search(rest)):
            return []
        return [p for p in self.things(m.group(1), "User got", negative=False)
                if p.subject.startswith(("vehicle:", "device:")) and p.polarity == "assert"]

    def other_conditions(self, rest: str, end: int, first: str) -> list[Proposal]:
        """The conditions named after the first one, at rest[end:]: "asthma and eczema", "long covid and POTS",
        "asthma, eczema and a peanut allergy", each correctable alone (what follows that is not a condition of the
        user's, "asthma, so I can't run", adds nothing)."""
        if not (also := CONDITION_AND_ANOTHER.match(rest, end)) or rest[also.end():].split(" ", 1)[0].lower() in (
                CONDITION_THEN_DOING):
            return []  # "sleep apnea and use a CPAP every night": what the user does about it is no second condition
        return [p for p in self.having(rest[also.end():]) if p.subject.startswith("health:") and p.subject != first]

    def having(self, rest: str) -> list[Proposal]:
        if rest[:4].lower() == "got " and rest[4:5].isalpha() and (had := [
                p for p in self.having(rest[4:]) if p.subject.startswith("health:")]):
            # "I've got PTSD", "I've got tendinitis in my right wrist": a condition had, as "I have PTSD" says it
            return had
        if rest[:9].lower() == "taken up " and (begun := [
                p for p in self.acting("took up " + rest[9:]) if p.subject.startswith("activity:")]):
            # "I have taken up amateur radio in earnest": a pursuit begun, as "I took up pottery" says it
            return [replace(p, statement=_sentence("User has " + third_person_possessive(_phrase(rest).split(
                " and ", 1)[0]))) for p in begun]
        if (rest[:6].lower() == "stage " or "stage " in rest[3:12]) and (staged := STAGED.match(rest)):
            # "I've got stage 3 kidney disease": the condition, keyed whatever its stage (said with it)
            return [replace(p, statement=_sentence(f"User has {staged.group()}{p.statement[9:].rstrip('.')}"))
                    for p in self.having(rest[staged.end():]) if p.subject.startswith("health:")
                    and p.statement.startswith("User has ")]
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
        if rest[:5].lower() == "been " and ("iabetic" in rest or CONDITION_SAID.search(rest)) and (
                cond := self.being(rest[5:])) is not None and cond.subject.startswith("health:"):
            # "I've been a type 1 diabetic since I was 9", "been asthmatic for years": the condition, held still
            return [replace(cond, statement=_sentence("User has " + third_person_possessive(_phrase(rest))))]
        if (m := BEEN_A_JOB.match(rest)) and ((head := _head(m.group(1))) in lx.JOBS or (
                head in JOB_COMPOUND_HEADS and len(_words(NOUN_PHRASE_END.split(f"{_phrase(m.group(1))} ")[0])) > 1)):
            # "been a shift supervisor at a Starbucks for 3 years": a title with what it is over is a job too
            said = _phrase(rest) if m.group().lower()[-11:] != "longer than" else m.group()[:-12]  # not than whom
            found = [Proposal("user_model_attr", "occupation", _sentence("User has " + said), confidence=0.65)]
            if " at " in m.group(1) and _employer_named(f"a {m.group(1)}"):
                # "been a pharmacy tech at Walgreens all through school": who the job is for, when named
                found.append(replace(found[0], subject="occupation:employer", confidence=0.6))
            return found
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
        if "been " in rest[:5] and (m := BEEN_LEARNING.match(rest)) and (learned := LANGUAGE_LEARNED.match(
                rest, m.end())):
            # "I've been learning Korean on Duolingo", "been slowly learning Portuguese": a language the user has, at
            # some level, however it is learned
            return [Proposal("user_model_attr", f"language:{learned.group(1).lower()}", _sentence(
                "User has " + third_person_possessive(_phrase(rest))), confidence=0.6)]
        if rest[:5].lower() == "been " and (kept := HOBBYIST_KEPT.match(rest, 5)) and (
                pursuit := HOBBYISTS.get(kept.group("who").lower())):
            # "I've been a runner for 10 years", "been a ham since 1988": the pursuit, kept up, is experience too
            said = _sentence("User has " + third_person_possessive(rest[:kept.end()]))
            return [Proposal("user_model_attr", f"experience:{pursuit}", said, confidence=0.6),
                    Proposal("user_model_attr", f"activity:{pursuit}", said, confidence=0.6)]
        if rest[:13].lower() == "been running " and _business(rest[13:], run=True):
            # "been running my own bakery since 2014", "been running a lobster boat out of Stonington": a business
            # run is the user's work, kept up (not running, the sport)
            said = _sentence("User has " + third_person_possessive(_phrase(rest)))
            return [Proposal("user_model_attr", "occupation", said, confidence=0.65), *_run_from_home(rest, said)]
        if (m := KEPT_UP.match(rest)) and (slug := _pursuit(topic_slug(m.group("object") or m.group("doing")))):
            # "been playing guitar since 2015", "been writing Rust for 8 years": what is done, kept up, is both
            # the experience and the activity, keyed on the thing played or written, not on the verb
            said = _sentence("User has " + third_person_possessive(rest))
            if m.group("kind") and (kind := topic_slug(m.group("kind"))):
                slug = f"{kind}_{slug}"  # "been trail running for 6 years": trail running, a pursuit of its own
            if m.group("object") and (more := m.group("more")) and (compound := KEPT_UP_COMPOUND.match(more)):
                # "been doing reinforcement learning research for six years": a field of two words is one skill,
                # and research or work done in it is the user's work, no pastime
                slug = topic_slug(f"{m.group('object')} {compound.group(1)}", limit=2) or slug
                if compound.group(2):
                    return [Proposal("user_model_attr", f"experience:{slug}", said, confidence=0.6)]
            if m.group("object") and (more := m.group("more")) and (second := WORK_FIELD_SECOND.match(more)) and (
                    field := f"{m.group('object').lower()} {second.group(1)}") in WORK_FIELDS_OF_TWO:
                # "been doing customer service on the phones for 6 years": a line of work of two words, no pastime
                return [Proposal("user_model_attr", f"experience:{field.replace(' ', '_')}", said, confidence=0.6)]
            if slug in lx.LANGUAGES and rest[:14].lower() in ("been learning ", "been studying "):
                # "been learning Japanese on and off for a year": a language the user has, at some level
                return [Proposal("user_model_attr", f"language:{slug}", said, confidence=0.6)]
            kept = [Proposal("user_model_attr", f"experience:{slug}", said, confidence=0.6)]
            # a language or a tool written for years is a skill, not a pastime
            return kept if slug in TECH_SLUGS else [*kept, Proposal("user_model_attr", f"activity:{slug}", said,
                                                                  confidence=0.6)]
        if ("married" in rest or "divorced" in rest or "separated" in rest or "widowed" in rest) and (
                m := MARRIED_FOR.match(rest)):
            # "been married to my husband Rui for four years": married, and to whom; "been divorced for 2 years"
            said = _sentence("User has " + third_person_possessive(rest))
            found = [Proposal("user_model_attr", "relationship_status", said, confidence=0.7)]
            if m.group(1) and "married" in m.group().lower():  # (one divorced or separated from is no spouse now)
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
        if ("of" in rest or "experience" in rest) and (m := YEARS_OF.match(rest)) and (
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
        if "diagnosed with " in rest[:25] and (diagnosed := DIAGNOSED_WITH.match(rest)) and (
                diagnosed.group()[-5:] == "with ") and (m := NAMED_CONDITION.match(rest, diagnosed.end())) and (
                named := m.group("named")):
            # "been diagnosed with POTS last month", "with multiple sclerosis in 2019": a condition of two words or
            # in capitals, however the clause goes on (initials alone must end it: "MS in statistics" is a degree)
            slug = NAMED_CONDITION_KEYS.get(named.lower()) or "_".join(named.lower().split())
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
            if rest[:9] == "owned my " and (held := OWNED_SINCE.match(m.group(1))):
                # "I've owned my '63 Beetle since 1979": the thing owned still, no experience of owning
                return [p for p in self.things(held.group(1), "User has", negative=False)
                        if p.subject.startswith(("vehicle:", "device:", "possession:"))]
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
            had = _diabetes(m, _sentence("User has " + _phrase(rest)))
            if more := self.other_conditions(rest, m.end(), had.subject):
                # "type 2 diabetes and high blood pressure": each condition correctable alone
                return [replace(had, statement=_sentence("User has " + rest[:m.end()])), *more]
            return [had]
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
                or "tremor" in rest or "apn" in rest or "plasia" in rest or "ashimoto" in rest or "EDS" in rest
                or "anlos" in rest or "eloid" in rest or "carpal" in rest or "covid" in rest or "CFS" in rest
                or "POTS" in rest or "osmia" in rest or "reata" in rest or "re's" in rest or "res " in rest) and (
                m := NAMED_CONDITION.match(rest)):
            # "I have MS and get fatigued easily", "rheumatoid arthritis": the condition, said up to its name
            named = m.group("named") or m.group("initials")
            slug = NAMED_CONDITION_KEYS.get(named.lower()) or "_".join(named.lower().split())
            return [Proposal("fact", f"health:{slug}", _sentence("User has " + rest[:m.end()]),
                             sensitivity="sensitive"), *self.other_conditions(rest, m.end(), f"health:{slug}")]
        if m := CONDITION_QUALIFIED.match(rest):
            return [Proposal("fact", f"health:{_disorder_key(m, rest) or m.group(1).lower()}",
                             _sentence("User has " + _phrase(rest)), sensitivity="sensitive")]
        if ("high" in rest or "low" in rest) and (m := MEASURE_HAD.match(rest)):
            # "I have high cholesterol", "I've got low blood pressure": the reading is the condition
            return [Proposal("fact", f"health:{m.group(1).lower()}_{topic_slug(m.group(2))}",
                             _sentence("User has " + _phrase(rest)), sensitivity="sensitive")]
        if m := _m(r"(coeliac|celiac)(?: disease\b|(?![\w-]| (?!(?:so|and|but|too|which|since|because|though|"
                   r"lol)\b)[a-z]))", rest):
            # "I have celiac" is keyed as "I have celiac disease" and "I'm celiac" are (not "celiac friends")
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
            if more := self.other_conditions(rest, m.end(), f"health:{m.group(1).lower()}"):
                return [Proposal("fact", f"health:{m.group(1).lower()}", _sentence("User has " + rest[:m.end()]),
                                 sensitivity="sensitive"), *more]
            return [
                # "arthritis in my hands": said of the user, in their words ("in their hands")
                Proposal("fact", f"health:{m.group(1).lower()}", _sentence("User has " + third_person_possessive(rest)),
                         sensitivity="sensitive")
            ]
        if (m := BARE_CONDITION.match(rest)) and (slug := topic_slug(EPONYM.sub("s", m.group(1)))):
            # "sleep apnea", "chronic fatigue syndrome", "Crohn's disease": a condition named without an article (an
            # eponym's "'s" kept as its "s", so "Crohn's disease" and "Crohns disease" are one key)
            if more := self.other_conditions(rest, m.end(), f"health:{slug}"):
                # "Crohn's disease, anxiety and a bad back": each condition correctable alone
                return [Proposal("fact", f"health:{slug}", _sentence("User has " + rest[:m.end()]),
                                 sensitivity="sensitive"), *more]
            return [Proposal("fact", f"health:{slug}", _sentence("User has " + _phrase(rest)), sensitivity="sensitive")]
        if m := _m(r"(?:got |also )?(?=(?:no|" + NUMBER_WORDS + r"|my own) )(.+)", rest):
            return self.things(m.group(1), "User has", negative=False)
        if rest[:3].lower() == "my " and (m := MY_NAMED_THING_NOW.match(rest)):
            # "I only have my Celestron 8SE now": a thing by its make, kept now ("I have my doubts", "my kids this
            # weekend" are no things owned)
            return [p for p in self.things(m.group(1), "User has", negative=False)
                    if p.subject.startswith(("device:", "vehicle:")) or (
                        p.subject.startswith("possession:") and any(ch.isdigit() for ch in p.subject))]
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
