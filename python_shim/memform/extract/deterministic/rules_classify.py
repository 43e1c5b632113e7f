"""Rules.classify: the entry of every clause, and the rewrites it reads."""

from __future__ import annotations

import re
from dataclasses import replace

from memform.extract import lexicon as lx
from memform.extract.text import caseless

from .bare_answers import _device
from .kin_in_passing import HOUSEHOLD_OWN, ME_AND_MY, OUR_CHILD, THE_SPOUSE_AND_I, WE_ARE_IN
from .learner_english import (
    ANIMAL_IS_MINE,
    ANIMAL_IS_MINE_CUT,
    DIAGNOSED,
    DIAGNOSED_AFTER,
    DIET_AND,
    EMPLOYER_BEFORE_AS,
    FAN_FRAGMENT,
    FRONTED_WHEN,
    FRONTED_WORDS,
    HABIT,
    HAVE_GONE_STATUS,
    HAVE_MOVED,
    HAVE_STARTED,
    HOBBYISTS,
    HOUSEHOLD_SPEAKS,
    JOINING_AS,
    LANGUAGE_AND,
    LANGUAGE_FIRST,
    LANGUAGE_SPEAKER,
    LEARNER_AM_LIVE,
    LEARNER_SINCE_FIRST,
    LIVED_SINCE,
    MOTHER_TONGUE_NAMED,
    OUT_OF_THE_SCENE,
    PARENT_WITH_CHILD,
    PAST_OF_PERFECT,
    PER_PERIOD,
    PLACE_NAMED,
    PROGRESSIVE,
    RECOVERING_FROM,
    RELIGIOUS_DIET,
    TREATED_FOR,
    WE_MOVED,
    WE_MOVED_INTO,
    WORKING_AS,
    loyalty_program,
    sizes_in,
)
from .long_messages import (
    AGED_CHILD_HAD,
    AID_GIVEN_UP,
    AT_IT_FOR,
    BEEN_DOING,
    BEING_ON_MEDICINE,
    CHESS_RATED,
    DIVORCING,
    EDITOR,
    EMPLOYER_NO_LONGER,
    EXECUTIVE_OF,
    FLEET,
    HEALTH_WORDS_CASELESS,
    HOME_BASE_NAMED,
    HOUSEHOLD,
    HOUSEHOLD_DRIVES,
    HOUSEHOLD_HOME_OWNED,
    JOB_PLACES,
    JOB_THERE,
    LIKED_AFTER_COMMA,
    LIKED_AGAIN,
    MY_THEN_I_AM,
    OBSESSED,
    OTHERS_WITH_ME,
    OWN_AND_RUN,
    PRESCRIBER_CHANGED,
    SINCE_IT_HAPPENED,
    STARTED_AS,
    STUDENT_AT,
    SYSTEM_ON_MACHINE,
    TOGETHER,
    UNCONTRACTED,
    _aid_key,
    _aids,
    _sentence,
    _tiered_programs,
)
from .own_forms import CREW_ON, INJURY_DROPPED, ROUTE_DRIVEN, SHORT_JOB, SHORT_JOBS
from .phrases import (
    BABY_HAD,
    DAY_ANCHOR,
    IN_RECOVERY,
    JOB_THEN_DOING,
    LIFE_EVENT,
    NOUN_PHRASE_END,
    NOWADAYS_TAIL,
    OBJECT_DECIDES,
    SOBER,
    YEARS_AGO,
    _phrase,
)
from .places_and_work import (
    AGE_THEN_STATES,
    BEEN_A_DIET,
    BOTH_PLURAL,
    CHILDREN,
    GIVES_AMOUNT,
    HOUSEHOLD_KIN,
    IM_OR_I_AM,
    IN_A_GROUP,
    IN_YOUTH_CORPS,
    INCOME_IS,
    INCOME_OF_ANYONE,
    KEPT_ELSEWHERE,
    LIBRARY_CARD,
    LIKED_DROPPED,
    MOVED_INTO_HOME,
    MY_JOB_IN,
    NOT_THAT_I_DONT,
    OURS,
    OURS_THEIRS,
    PODCAST_MADE,
    TAUGHT_THEN,
    TEACHES_SCHOOL,
    WE_LIVE,
    WHEREABOUTS_NOW,
    _a_name,
    _a_person,
    _conj_dropped_hint,
    _head,
    _medicine_course,
    _medicines,
    _moved_into_work,
    _name_with_of,
    _named_slug,
)
from .requests import (
    AGE_AND_THEN,
    AGE_THEN_JOB,
    AGE_THEN_PLACE,
    AGE_THEN_ROLE,
    AGE_THEN_STATUS,
    AGED_JOB,
    AGED_PERSON_FROM,
    BEEN_A_JOB_DROPPED,
    CAR_CALLED_IS,
    CONDITION_ON_AID,
    DIET_THEN_ALLERGY,
    DRIVING_NOW,
    FAITH_KEYS,
    INDIAN_ENGLISH_HINT,
    INDIAN_ENGLISH_REWRITES,
    JOB_AND_MY,
    KIDS_AGED,
    KIDS_KIN,
    LONG_AGO_BACK,
    MARRIED_TO_PARENT,
    MEMBERSHIP_ENDED,
    MILITARY_BRANCHES,
    NAMED_PAIR,
    ON_PAROLE,
    OWNER_FIRST,
    PAIR_EVENT,
    PAIR_PARTED,
    PARENT_OF_WITH_STATUS,
    PARENT_PAIR,
    PLURAL_VERBS,
    PROGRAMME_ENDED,
    PROJECT_DECISION,
    RACE_TRAINED_FOR,
    RATED_FOR,
    RETIRED_JOB_DROPPED,
    ROLE_THEN_AGE,
    SERVED_IN_MILITARY,
    SERVED_OPENINGS,
    SERVICE_THEN_OUT,
    STACK,
    STATIONED_AT,
    STAY_AT_HOME_PARENT,
    TEAM_MOVED,
    TRAINING_FOR_RACE,
    TRANSLATED_HINT_CASELESS,
    USED_TO_BE_STATE,
    USED_TO_SMOKE,
    WE_ARE_KIND,
    WE_BEEN_PARTED,
    WHICH_JOB_IS,
    _migration,
    _nationality_said,
    _said_as_is,
    _untranslated,
    _wedded_as,
)
from .statements import (
    AND_A,
    AS_ONE_OPENING,
    BEING_AND_DOING,
    BEING_BOTH,
    BEING_NOT,
    CHAT_AND,
    DEGREE_OPENING,
    DEGREE_WORDS,
    DOING_AND_PURSUING,
    DROPPED_AFTER_COMMA,
    DROPPED_AFTER_CONJ,
    DROPPED_AT_START,
    GAME_SWITCHED,
    HERE_AND_A,
    JOB_FOR_YEARS,
    JOB_WITH_YEARS,
    LIVING_SINCE,
    MOTORCYCLES,
    ORIGIN_DROPPED,
    WE_SWITCHED_GAME,
    WISHED_BEFORE,
    YEARS_AS,
    own_clause,
    statement_part,
    third_person,
    third_person_possessive,
)
from .subjects import (
    ADVERB_AFTER_I,
    ASIDE_REQUEST,
    CURLY_APOSTROPHE,
    DIET_REACHED,
    EMPHATIC_DO,
    IM,
    IVE,
    MARRIED_TO_PRONOUN,
    TECH_SLUGS,
    USE_TO,
    USER_SUBJECT,
    Proposal,
    _business,
    _diet_sensitivity,
    _kin,
    _m,
    _pursuit_head,
    _rewritten_start,
    _singular,
    _words,
    slug_word,
    topic_slug,
    undated,
    unresolved,
)
from .take_backs import _employer_named
from .things_held import (
    AGE_GENDER_OPENING,
    AGE_THEN_DOING,
    ALLERGY_CLEFT,
    ALLERGY_TO,
    APPOSED_HOME,
    BACK_HOME,
    BELT_IN_ART,
    BOARD_OPENING,
    BOUGHT_HOME,
    DAY_JOB_AS,
    DOING_PARTS,
    DONE_KEYS,
    DRUG_CLASS,
    FIRST_PERSON_CLAUSE,
    GIG_DRIVING,
    HOBBYIST_KEPT,
    HOUSE_KINDS,
    IMMIGRATION_STATUS,
    JOB_BY_TRADE,
    JOB_HERE,
    JOB_NOW,
    JOB_SO_THEN,
    JOB_YEARS,
    KIN_CONTRACTED,
    KIND_OF_PERSON,
    LEFTY_BEFORE,
    LIFE_SPAN_TAIL,
    LIVING_AFTER,
    MEMBER_OF,
    MISHAP_TO_MINE,
    MOTORCYCLE_MODEL,
    MOVED_TO_ON,
    MY_SETUP,
    NO_LONGER_A_JOB,
    NO_LONGER_EMPLOYED,
    NO_LONGER_LIVES,
    NO_MEMBERSHIP,
    NOT_DOING_ANYMORE,
    ON_CIVIC_BOARD,
    PAID_FOR_IT,
    PARENT_NAMED,
    PURSUIT_YEARS,
    RESTORING,
    SELLS_TO_TRADE,
    SETUP_ITEMS,
    SOLD_HOME_AND,
    STATUS_GRANTED,
    VOLUNTEER_FIREFIGHTER,
    WITH_PROVIDER,
    WORKING_AS_AFTER,
    _a,
    _article,
    _board_key,
    _from_country,
    _immigration_hint,
    _listed,
    _visa_sponsor,
)


class ClassifyRules:
    """Rules.classify: the entry of every clause, and the rewrites it reads."""

    # -- entry ---------------------------------------------------------------------------

    def _job_on_visa(self, text: str, end: int) -> list[Proposal]:
        """The job held on a visa, said right after it ("I'm on an H-1B working as a data engineer in Austin"), as
        "I'm working as ..." reads it."""
        if " working as " not in text or not (job := WORKING_AS_AFTER.match(text, end)):
            return []
        return [p for p in self.classify(f"I'm {job.group(1)}")
                if p.subject in ("occupation", "location:home", "location:work")]

    def classify(self, text: str, long_ago: bool = False) -> list[Proposal]:
        text = " ".join(text.replace(CURLY_APOSTROPHE, "'").split()).rstrip(".!,;:")  # whitespace runs as one space
        if "fianc\u00e9" in text:
            text = text.replace("fianc\u00e9", "fiance")  # the words the rules read are unaccented ("fiancé")
        text = statement_part(text, False, asides=False)[0]
        if "at home" in text and (home_parent := STAY_AT_HOME_PARENT.search(text)):
            # "a stay at home mom" is the "stay-at-home mom" the rules read (not a stay that is at home)
            text = f"{text[:home_parent.start()]}stay-at-home{text[home_parent.end():]}"
        if text[:4].lower() == "the " and (pair := THE_SPOUSE_AND_I.match(text)):
            text = f"my {text[4:]}"  # "the wife and I run a farm": the chat's "my wife and I"
        if text[:2].lower() in ("me", "i ") and (pair := ME_AND_MY.match(text)):
            # "me and my wife r catholic": the pair as "my wife and I" says it ("r" is their "are")
            text = f"my {pair.group(1)} and I {re.sub(r'^r(?= )', 'are', pair.group(2))}"
        if ("clean" in text or "sober" in text or "recovery" in text or " off " in text) and not (
                text[:1] in "iI" and text[1:2] in (" ", "'", "\u2019")) and (
                SOBER.match(text) or (text[:12].lower() == "in recovery " and IN_RECOVERY.match(text))
                or (text[:16].lower() == "and in recovery " and IN_RECOVERY.match(text, 4))):
            # "18 months clean from opioids as of today", "3 years sober", "in recovery myself for 7 years": the
            # user's recovery, its "I'm" left out
            text = text[4:] if text[:4].lower() == "and " else text
            return [p for p in self.classify(f"I'm {text[:1].lower()}{text[1:]}", long_ago)
                    if p.subject == "health:sobriety"]
        if text[:3].lower() == "my " and (" are " in text or " r " in text) and (kids := KIDS_AGED.match(text)) and (
                kids.group(1) or kids.group(2).lower() not in ("kids", "children")) and all(
                int(age) < 18 for age in re.findall(r"\d+", text[kids.end() - 2:kids.end() + 12])):
            # ("my girls are 30": friends, maybe; "my kids are 4 and 7" is read as a relative's clause is)
            # "my two girls are 4 and 7", "my boys are 9 and 12": the user's children, by which they are
            # (looked up as folded: "girls" spelled with a dotless i is the "girls" a case-blind match takes it for)
            kin = KIDS_KIN.get(caseless(kids.group(2)), "kid")
            return [Proposal("relationship", f"family:{kin}", _sentence(f"User: {third_person_possessive(text)}"),
                             confidence=0.6)]
        if ", " in text[:40] and text[:1].isalpha() and (role := ROLE_THEN_AGE.match(text)) and (
                (head := _singular(role.group("head").lower())) in lx.JOBS or head in HOBBYISTS):
            # "Masters swimmer, 52", "Retired schoolteacher, 68": who the user is, then their age, as a profile line
            # says them (its "I'm a" left out; who they are is read by the rules for a job or a pursuit opening a
            # message, or said again after it)
            return [p for p in self.classify(f"I'm {role.group('age')}", long_ago) if p.subject == "age"]
        if text[:1] in "iI" and (", a" in text or ", an" in text) and (aged := AGE_THEN_ROLE.match(text)):
            # "I'm 57, a retired dentist": the age, and then who the user is, each read as said alone
            return self.classify(f"I'm {aged.group(1)}", long_ago) + self.classify(f"I'm {aged.group(2)}", long_ago)
        if text[:2] in ("we", "We", "WE") and (household := WE_ARE_KIND.match(text)) and (
                said := household.group("said")).lower() not in ("not", "no", "never"):
            # "We're vegetarian", "we are Jain family only", "We're all vegan": a diet or a faith of the household,
            # which is the user's too (what else "we" are is the household's, not read here)
            return [replace(p, statement=_sentence(f"User: {household.group()}")) for p in self.classify(f"I'm {said}")
                    if p.polarity == "assert" and (p.subject == "diet" or p.subject[9:] in FAITH_KEYS)]
        if caseless(text[: text.find(" ")]).rstrip(",") in FRONTED_WORDS and (fronted := FRONTED_WHEN.match(text)):
            text = text[fronted.end():]
        if TRANSLATED_HINT_CASELESS.search(caseless(text)):
            text = _untranslated(text)
        if " since " in text[:22] and (kept := HOBBYIST_KEPT.match(text)) and kept.group("since") and (
                pursuit := HOBBYISTS.get(kept.group("who").lower())) and not kept.group(0)[:1].islower():
            # "Ham since 1988.", "Runner since 2010": a line of a bio, the pursuit kept up since then
            said = _sentence(f"User: {kept.group()}")
            return [Proposal("user_model_attr", f"experience:{pursuit}", said, confidence=0.55),
                    Proposal("user_model_attr", f"activity:{pursuit}", said, confidence=0.55)]
        if text[:1] in "iI" and ", " in text[:12] and (aged := AGE_THEN_DOING.match(text)):
            # "I'm 29, make about $72k a year, and still have $41k in student loans": the age, then each thing the
            # user goes on to say they do or have, its "I" left out
            age = Proposal("user_model_attr", "age", _sentence(f"User is {aged.group(1)} years old"))
            return [age, *(p for part in DOING_PARTS.split(aged.group("rest")) if part
                           for p in self.classify(f"I {part}", long_ago))]
        if text[:1] in "123456789" and (tag := AGE_GENDER_OPENING.match(text)):
            # "34F, restoring a 1976 Honda CB750", "38F, and I'm anemic": a forum's age and gender tag opening the
            # clause is the user's age, and the clause after it is read on its own
            age = Proposal("user_model_attr", "age", _sentence(f"User: {tag.group().rstrip(', ')}"), confidence=0.6)
            after = text[tag.end():]
            return [age, *(self.classify(after[4:] if after[:4].lower() == "and " else after, long_ago)
                           if after else [])]
        # (each rewrite opens the clause on "I", "we", "my", "native" or "currently", or follows "and")
        if text[:1] in "iIwWmMnNcCbB" and ("stay" in text or "shift" in text or "settled" in text or "based" in text
                                            or "native" in text or "only" in text or "having" in text or "veg" in text
                                            or "both" in text) and INDIAN_ENGLISH_HINT.search(text):
            plain = text
            for pattern, rewrite in INDIAN_ENGLISH_REWRITES:
                plain = pattern.sub(rewrite, plain)
            if plain != text:
                return [p if p.subject == "age" else replace(p, statement=_said_as_is(text))
                        for p in self.classify(plain, long_ago)]
        if " married to " in text and (wed := MARRIED_TO_PARENT.match(text)):
            # "I'm married to her dad": the user's status, and their spouse, said by who they are to the child
            said = _sentence(f"User is {wed.group()[wed.group().lower().index('married'):]}")
            spouse = "husband" if wed.group(1).lower() in ("dad", "father") else "wife"
            return [Proposal("user_model_attr", "relationship_status", said, confidence=0.65),
                    Proposal("relationship", f"family:{spouse}", said, confidence=0.6)]
        if ("parole" in text or "probation" in text) and (supervised := ON_PAROLE.match(text)):
            # "on parole til 2027 with a 9pm curfew", "I'm on probation": the user's standing under a sentence,
            # sensitive as a criminal record is
            return [Proposal("user_model_attr", f"identity:{supervised.group(1).lower()}",
                             _sentence(f"User is {supervised.group()[supervised.start(1) - supervised.start() - 3:]}"),
                             sensitivity="sensitive", confidence=0.6)]
        if " of " in text and (parent := PARENT_OF_WITH_STATUS.match(text)):
            # "Divorced dad of 3", "I'm a single mom of two boys": the user's status, and the children they have (as
            # "a mother of two" has)
            said = f"{(parent.group('a') or '').lower()}{parent.group('said')}"
            said = _sentence(f"User is {said[:1].lower()}{said[1:]}")
            kids = (parent.group("kids") or "").lower()
            kin = CHILDREN[_singular(kids)] if kids in ("boys", "girls") else _kin(kids) if kids else "kid"
            return [Proposal("user_model_attr", "relationship_status", said, confidence=0.65),
                    Proposal("relationship", f"family:{kin}", said, confidence=0.6)]
        if "allergy to" in text and (allergy := ALLERGY_TO.match(text)):
            # "I developed an allergy to bee stings", "I have a bad allergy to penicillin": keyed as "I'm allergic to
            # ..." is, said in the user's words
            said = _sentence("User " + third_person(allergy.group(1)))
            return [replace(p, statement=said) for p in self.classify(f"I'm allergic to {allergy.group(2)}")
                    if p.subject.startswith("health:allergy:")]
        if ("ddicted" in text or "bsessed" in text) and (obsessed := OBSESSED.match(text)):
            # "lowkey obsessed w matcha": the chat's own liking, its "I'm" left out
            text = f"I'm {text[obsessed.start(1):]}"
        if text[: text.find(" ")].lower() in DEGREE_WORDS and (lead := DEGREE_OPENING.match(text)) and (
                kind := self.kind_one_is(lead.group(0))) is not None:
            # "Total night owl, always have been", "Huge UFC fan, been watching every card": who the user is, its "I'm
            # a" left out
            return [kind]
        if text[:3].lower() == "as " and (one := AS_ONE_OPENING.match(text)) and (
                kinds := [kind for said in AND_A.split(one.group(1)) if (kind := self.kind_one_is(said)) is not None
                          or ((kind := self.being(_a(said))) is not None and kind.subject == "occupation")]):
            # "As an introvert and a highly sensitive person, open offices are my nightmare", "As a nurse, I see this
            # every day": what the user is, said before what they say of themselves
            return [replace(kind, statement=_sentence(f"User is {said}")) for kind, said in zip(
                kinds, AND_A.split(one.group(1)), strict=False)] if len(kinds) == len(AND_A.split(one.group(1))) else [
                kinds[0]]
        if " here" in text and (intro := JOB_HERE.match(text)):
            if intro.group("job").lower() == "allergy":
                # "nickel allergy here — so ...": the chat's "I have a nickel allergy"
                return [replace(p, statement=_sentence(f"User: {intro.group()}"))
                        for p in self.classify(f"I have {_a(intro.group('said'))}") if p.subject.startswith("health:")]
            if (doer := _singular(intro.group("job").lower())) in HOBBYISTS and not PAID_FOR_IT.search(
                    intro.group("said")) and (kept := self.being(_a(intro.group("job")))) is not None:
                # "Knitter here, quick question", "Lefty crocheter here": a hobbyist's way of saying "I'm a ..."
                return [replace(kept, statement=_sentence(f"User: {intro.group()}"))] + (
                    [Proposal("user_model_attr", "identity:left_handed", _sentence(f"User: {intro.group()}"),
                              confidence=0.6)] if LEFTY_BEFORE.search(intro.group("said")) else [])
            if doer in lx.JOBS:
                # "type 2 diabetic trucker here", "ICU nurse here, quick question": the chat's way of saying "I'm a
                # ..."; a condition said of the one introduced is the user's too
                mods = intro.group("said")[: -len(intro.group("job"))].strip()
                health = [p for p in self.classify(f"I'm {mods}") if p.subject.startswith("health:")] if mods else []
                job = self.being(_a(intro.group("job") if health else intro.group("said")))  # without the health
                # (a clause run on after it with no stop is read as its own: "otr reefer driver here my dog rides
                # with me")
                after = text[intro.end():].lstrip()
                run_on = self.classify(after) if after[:2].lower() in ("my", "i ", "i'", "im") else []
                return ([job] if job is not None and job.subject in ("occupation", "activity:flying") else []) + (
                    health + run_on)
            if (kind := self.kind_one_is(intro.group("said"))) is not None:
                # "ENFP here and a kindergarten teacher", "natural bodybuilder here", "introvert here": a type, a
                # pursuit or a liking the chat says so, and a job said after it ("… here and a teacher")
                after = HERE_AND_A.match(text, intro.end())
                job = self.being(after.group(1)) if after else None
                return [kind, *([replace(job, statement=_sentence(f"User is {after.group(1)}"))] if (
                    job is not None and after and job.subject == "occupation") else [])]
            if (job := self.being(_a(said := intro.group("said")))) is not None and job.subject == "occupation":
                # "Embedded engineer here, mostly STM32": a job the lexicon does not list, read as "I'm a ..." reads it
                said = said if said[:2].isupper() else said[:1].lower() + said[1:]
                return [replace(job, statement=_sentence(f"User is {_a(said)}"))]
        if ("using" in text or "need" in text or "wear" in text or " use " in text) and (
                aid_left := AID_GIVEN_UP.match(text)) and (
                key := _aid_key(aid_left.group("aid"))).startswith("health:"):
            # "I've stopped using the walking stick", "I no longer need my cane", "I don't wear hearing aids anymore":
            # an aid the user relied on is theirs no longer (not a device by its make)
            said = third_person_possessive(text[aid_left.start("done"):aid_left.end()])
            said = f"has {said}" if aid_left.group("have") else re.sub(
                r"^(no longer (?:use|need|wear))\b", r"\1s", third_person(said))
            return [self.resolved(Proposal("fact", key, _sentence(f"User {said}"), "retract",
                                           sensitivity="sensitive"))]
        if " and " in text and (both := OWN_AND_RUN.match(text)):
            # "I own and run a small hostel in Chiang Mai": read as "I run …" reads it, said in both the user's verbs
            doing = f"{third_person(both.group(1))} and {third_person(both.group(2))}"
            runs = f"User {third_person(both.group(2))} "
            return [replace(p, statement=p.statement.replace(runs, f"User {doing} ", 1))
                    for p in self.classify(f"I {both.group(2)} {text[both.end():].split(' (', 1)[0]}", long_ago)]
        if "sell" in text and text[:2] in ("I ", "i ") and (trade := SELLS_TO_TRADE.match(text)):
            # "I sell honey at the Saturday market", "I grow microgreens and sell to two restaurants": selling to a
            # market, a shop or a trade's customers is the user's work (not "I sell my old clothes on Vinted")
            # (said from "sell" on, where is where the selling is: "in my garage in Leeds" is where it is grown)
            sold = text[trade.start("sells"):].split(",", 1)[0]
            sold = sold if sold[:5].lower() == "sells" else f"sells{sold[4:]}"
            return [Proposal("user_model_attr", "occupation", _sentence("User " + third_person_possessive(sold)),
                             confidence=0.6)]
        if " by trade" in text and (intro := JOB_BY_TRADE.match(text)) and (
                _singular(intro.group("job").lower()) in lx.JOBS):
            # "Sparky by trade, 15 years in": the chat's "I'm a sparky by trade", its "I'm a" left out
            said = intro.group("said")
            said = said if said[:2].isupper() else said[:1].lower() + said[1:]
            return [Proposal("user_model_attr", "occupation", _sentence(f"User is {_a(said)} by trade"),
                             confidence=0.65)]
        if ("yr" in text or "year" in text) and "ing " in text and (kept := PURSUIT_YEARS.match(text)) and (
                kept.group(1).lower() in lx.PURSUITS):
            # "Birding 30 years, life list at 611", "been climbing 12 yrs": a pursuit kept up for years, its "I've
            # been" left out
            return [replace(p, statement=_sentence(f"User: {kept.group()}"))
                    for p in self.classify(f"I've been {kept.group(1).lower()} for {kept.group(2)}", long_ago)]
        if ("yr" in text or "year" in text) and text[:1].isalpha() and (intro := JOB_YEARS.match(text)) and (
                _singular(intro.group("job").lower()) in lx.JOBS) and not (
                intro.group("job").lower() in ("vet", "veteran")
                and set(_words(intro.group("said"))) & MILITARY_BRANCHES):
            # (not "Navy vet, 20 years": service of the past, history:military, read where it is said)
            # "hvac tech 9 yrs, mostly resi", "sparky here 22 yrs", "Welder 15 years.": a job and how long it has
            # been held, its "I've been a" left out
            said = intro.group("said")
            said = said if said[:2].isupper() else said[:1].lower() + said[1:]
            return [Proposal("user_model_attr", "occupation", _sentence(f"User is {_a(said)}, {intro.group('span')}"),
                             confidence=0.6)]
        if " job is " in text and (job := WHICH_JOB_IS.match(text)) and job.group(3) and not job.group(1):
            text = f"My {text[:1].lower()}{text[1:]}"  # "Day job is product manager at Stripe": its "my" left out
        if " is " in text and text[:1] in "DdPpWw" and CAR_CALLED_IS.match(text):
            text = f"My {text[:1].lower()}{text[1:]}"  # "Daily driver is a 2014 Tacoma": its "my" left out
        if "not" in text and (double := NOT_THAT_I_DONT.match(text)):
            # "It's not that I don't enjoy hiking": two negatives, the liking asserted
            text = f"I'm {double.group(2)}" if double.group(1) else f"I {double.group(2)}"
        if (" me o" in text or " me to " in text) and (changed := PRESCRIBER_CHANGED.match(text)):
            # "Doctor took me off lisinopril last month", "my GP put me on sertraline": the user's course of it, begun
            # or ended
            said = third_person_possessive(_phrase(re.sub(r"^my ", "", text, flags=re.I)))
            said = said if said[1:2].isupper() else said[:1].lower() + said[1:]  # "Doctor", not "GP"
            return _medicines(changed, _sentence(f"User's {said}"))
        if (course := _medicine_course(text)) is not None:
            return course  # "I've lost 38 lbs on Mounjaro", "Started Ozempic two weeks ago", "Came off Wegovy in June"
        if ("hess" in text or "HESS" in text) and (rated := CHESS_RATED.match(text)):
            # "I'm about 1850 on lichess rapid", "my chess.com rating is 1400": a rating held is a game played
            return [Proposal("user_model_attr", "activity:chess", _sentence(
                re.sub(r"^(?:i'm|i am)", "User is", re.sub(r"^my\b", "User's", rated.group(), flags=re.I),
                       flags=re.I)), confidence=0.55)]
        if ("ivorc" in text or "separating" in text) and (divorcing := DIVORCING.match(text)):
            # "We're getting divorced", "I'm going through a divorce": the user's marriage ending, their status now
            said = divorcing.group()
            said = re.sub(r"^i(?:'m| am) ", "User is ", said, flags=re.I) if said[:1] in "iI" else f"User: {said}"
            return [Proposal("user_model_attr", "relationship_status", _sentence(said), confidence=0.6)]
        if ("bership" in text or "bscription" in text) and (ended := MEMBERSHIP_ENDED.match(text)) and (
                what := (ended.group("lapsed") or ended.group("ended")).strip()) and not OWNER_FIRST.match(what) and (
                slug := loyalty_program(what) or topic_slug(what)):
            # "I let my NAR membership lapse", "cancelled my gym membership": the membership is over, taken back
            said = ended.group("said")
            said = _sentence("User " + third_person_possessive(said[:1].lower() + said[1:]))
            return [Proposal("fact", f"membership:{slug}", said, "retract", confidence=0.6)]
        if ("ancel" in text or "renew" in text or "dropped" in text or "paying" in text) and (
                ended := PROGRAMME_ENDED.match(text)) and (
                slug := lx.LOYALTY_PROGRAMS.get(" ".join(_words(ended.group("named"))))):
            # "I cancelled my Amazon Prime since ...": a programme named by itself, its "membership" unsaid (only one
            # the lexicon knows as a programme: "I cancelled my Netflix" names a service, "my order" nothing)
            said = ended.group("said")
            said = _sentence("User " + third_person_possessive(said[:1].lower() + said[1:]))
            return [Proposal("fact", f"membership:{slug}", said, "retract", confidence=0.6)]
        if text[:1] in "tT" and text[:13].lower() == "training for " and (race := TRAINING_FOR_RACE.match(text)) and (
                RACE_TRAINED_FOR.match(text, race.end())):
            return self.classify(f"I'm t{text[1:]}", long_ago)  # "training for my first 70.3": its "I'm" left out
        if "estoring " in text[:30] and (restoring := RESTORING.match(text)) and (cars := [
                p for p in self.things(restoring.group(1), "User has", negative=False)
                if p.subject.startswith("vehicle:")]):
            # "Restoring a '66 Jaguar E-Type in my garage", "I'm restoring a 1976 Honda CB750": the vehicle is the
            # user's, and a car restored is a pursuit (a motorcycle's is keyed on no car)
            said = _sentence("User is restoring " + third_person_possessive(_phrase(restoring.group(1))))
            return [replace(cars[0], statement=said)] + ([] if set(cars[0].subject[8:].split("_")) & MOTORCYCLES or (
                MOTORCYCLE_MODEL.search(cars[0].subject)) else [Proposal("user_model_attr", "activity:car_restoration",
                                                                        said, confidence=0.55)])
        if text[:1] in "cC" and text[:18].lower() in ("currently driving ", "currently driving") and (
                DRIVING_NOW.match(text)):
            return self.classify(f"I'm c{text[1:]}", long_ago)  # "Currently driving a 2012 WRX": its "I'm" left out
        if " belt in " in (low_belt := text.lower()) and (belt := BELT_IN_ART.match(low_belt)) and (
                art := topic_slug(belt.group("art"))):
            # "JUST GOT MY BLUE BELT IN BJJ", "I'm a black belt in karate", "I hold a 2nd degree black belt in
            # taekwondo": a rank in a martial art is the art trained, no thing owned
            said = text[belt.start():belt.end()]
            said = third_person_possessive(re.sub(r"^(?:(?P<be>i'm|im|i am)|(?P<have>i've|ive))\b|^i\s+", lambda i: (
                "is" if i.group("be") else "has" if i.group("have") else ""), said, flags=re.I).strip())
            said = said if said[:3] in ("is ", "has") else third_person(said)
            return [Proposal("user_model_attr", f"activity:{DONE_KEYS.get(art, art)}", _sentence(f"User {said}"),
                             confidence=0.6)]
        if text[:4].lower() in ("love", "hate", "ador", "can'", "cant", "real") and LIKED_DROPPED.match(text):
            # "Hate twist endings, they feel cheap", "Love sci-fi": a liking, its "I" left out (not what the assistant
            # just said: "Love the plan", "Love it")
            return self.classify(f"I {text[:1].lower()}{text[1:]}", long_ago)
        if text[:1] in "Ii" and (" crew " in text or " drive " in text) and (
                job := CREW_ON.match(text) or ROUTE_DRIVEN.match(text)):
            # "I'm crew on a container ship", "I'm cabin crew for easyJet": the user's job is crew; "I drive the 38
            # Geary for Muni": a route driven for a transit agency is a bus driver's (read as "I'm a bus driver for
            # Muni" is, said in the user's words)
            said_job = _sentence("User " + third_person(_phrase(text[2:] if text[1:2] == " " else text)))
            if "agency" not in job.groupdict():
                said_job = _sentence("User is " + _phrase(job.group().split(" ", 2 if job.group()[:4].lower() == "i am"
                                                                            else 1)[-1]))
                found = [Proposal("user_model_attr", "occupation", said_job, confidence=0.6)]
                if job.group("employer") or job.group("employer2"):
                    found.append(Proposal("user_model_attr", "occupation:employer", said_job, confidence=0.6))
                return found
            return [replace(p, statement=said_job) for p in self.classify(
                f"I'm a bus driver for {job.group('agency')}{text[job.end():]}", long_ago)
                if p.subject.startswith(("occupation", "location:work"))]
        if text[:1] in "Ii" and (short := SHORT_JOB.match(text)):
            # "I'm an OT", "I'm a GC": a job said by its letters, capitals as written (not "I'm on OT", "I'm a gc fan")
            full = SHORT_JOBS[short.group(1)]
            return self.classify(f"I'm {_a(full)}{text[short.end():]}", long_ago)
        if text[:1] in "SsBb" and text[:5].lower() in ("start", "began") and (
                STARTED_AS.match(text)):
            # "Started Monday as a staff writer", "Began as a line cook in 2019": a job taken up, its "I" left out
            # (only the job)
            return [p for p in self.classify(f"I {text[:1].lower()}{text[1:]}", long_ago)
                    if p.subject == "occupation"]
        if text[:1] in "Tt" and (hurt := INJURY_DROPPED.match(text)) and hurt.group(1).lower() in lx.LIGAMENTS:
            # "Tore my rotator cuff on a job in November", "Tore my meniscus": a tear of the user's, its "I" left out
            # (only the injury: what else the line says is read as its own clause would be). A bone broken so
            # ("broke my left wrist, couldn't work") is left: the corpora key it by the break ("broken_wrist"), the
            # rules by the part ("left_wrist"), and no reading is better than a key at odds.
            return [p for p in self.classify(f"I {text[:1].lower()}{text[1:]}", long_ago)
                    if p.subject.startswith("health:")]
        if text[:4].lower() in ("fave", "favo") and _m(r"(?:favou?rites?|faves?) are (?-i:[A-Z0-9])", text):
            # "Faves are Hardcore History and 99% Invisible": the user's, its "my" left out
            return self.classify(f"My {text[:1].lower()}{text[1:]}", long_ago)
        if text[:1] in "NnFf" and (spoken := LANGUAGE_SPEAKER.fullmatch(text)) and spoken.group(1):
            # "Native English speaker.", "Fluent Spanish speaker here": its "I'm a" left out
            return self.classify(f"I'm a {text[:1].lower()}{text[1:]}", long_ago)
        if text[:11].lower() == "originally " and ORIGIN_DROPPED.match(text):
            # "Originally from Melbourne.", "originally from Kerala, now in Leeds": its "I'm" left out (not "Originally
            # from Melbourne, the band moved to London", whose subject follows)
            return self.classify(f"I'm o{text[1:]}", long_ago)
        if text[:5] in ("Been ", "been ") and (BEEN_DOING.match(text) or BEEN_A_DIET.match(text)
                                               or BEEN_A_JOB_DROPPED.match(text)):
            # "Been playing Valorant for 3 years": its "I've" left out
            return self.classify(f"I've b{text[1:]}", long_ago)
        if text[:1] in "iI" and " not " in text and (instead := BEING_NOT.match(text)) and (
                now := self.being(instead.group(1))) is not None and now.subject.startswith("identity:") and (
                was := self.being(_a(instead.group(2)))) is not None and was.subject.startswith("identity:") and (
                was.subject != now.subject):
            # "I'm actually an ISFJ, not INTJ": the type said now, and the one said before taken back
            return [replace(now, statement=_sentence(f"User is {instead.group(1)}")),
                    self.resolved(Proposal("user_model_attr", was.subject, _sentence(
                        f"User is {instead.group(1)}, not {instead.group(2)}"), "retract", confidence=0.6))]
        if text[:1] in "iI" and " and " in text and (two := DOING_AND_PURSUING.match(text)):
            # "I currently do muay thai 4x/week and run twice": two pursuits, the second's "I" left out
            return self.classify(text[:two.start("and")], long_ago) + self.classify(
                f"I {text[two.end('and'):]}", long_ago)
        if text[:1] in "iI" and " and a" in text and (both := BEING_BOTH.match(text)) and (
                " of a" not in both.group(1)) and (  # ("a mom of a boy and a girl": one list, the parent's)
                halves := [p for said in both.group(1, 2) if (p := self.being(said)) is not None]) and len(
                halves) == 2 and halves[0].subject != halves[1].subject and all(
                p.subject in ("occupation", "education") or p.subject.startswith((
                    "identity:", "family:kid", "family:son", "family:daughter", "health:")) for p in halves):
            # "I'm a Scorpio and an INTJ", "I'm a nurse and a mom of two", "a nurse and a recovering addict": two
            # things the user is, each its own statement, so one can be put right alone (and a job's statement
            # carries no recovery of the user's)
            return [replace(p, statement=_sentence(f"User is {third_person_possessive(said)}"))
                    for p, said in zip(halves, both.group(1, 2), strict=True)]
        if text[:1] in "iI" and (" and " in text or " but " in text) and (doing := BEING_AND_DOING.match(text)):
            # "I'm a vegan and run marathons": each the user's, as "I'm a vegan and I run marathons" says it
            head = text[: doing.end()].rstrip()
            head = head[: head.rfind(" and" if " and" in head[-14:] else " but")].rstrip()
            return self.classify(head, long_ago) + self.classify(f"I {text[doing.end():]}", long_ago)
        if text[:1] in "Ii" and ", " in text and ("love" in text or "hate" in text or "adore" in text
                                                  or "enjoy" in text or "stand" in text) and (
                (first := _words(text[:12].lower())[:1]) and first[0] in ("i", "i'm", "im", "i've", "ive")) and (
                second := LIKED_AFTER_COMMA.search(text)):
            # "I hate horror, love comedy": two likings, each its own statement ("I love dogs, love them": one)
            again = LIKED_AGAIN.match(text, second.end()) is not None
            return self.classify(text[:second.start()], long_ago) + (
                [] if again else self.classify(f"I {text[second.end():]}", long_ago))
        # "We sold the house in Dayton and moved into a condo": one event, read whole below (SOLD_HOME_AND)
        sold_and_moved = " sold " in text and SOLD_HOME_AND.match(text) is not None
        if text[:8].lower() == "retired " and (bio := RETIRED_JOB_DROPPED.match(text)) and (
                _singular(bio.group(1).lower()) in lx.JOBS):
            # "Retired Canadian schoolteacher, 68": who the user is, its "I'm a" left out
            return self.classify(f"I'm a r{text[1:]}", long_ago) + _nationality_said(bio.group())
        # (no branch of it opens on an "i", nor on the capitals a case-blind "i" takes: a clause on "I" is passed by)
        if text[:1] not in "iI\u0130\u0131" and DROPPED_AT_START.match(text) and (
                text[:6].lower() != "living" or LIVING_SINCE.match(text)):
            # "Switched from VS Code ...": its verb, no longer first ("Living in Florida, I'm sure you..." opening a
            # sentence says where someone is, maybe not the user; after a comma, "living in Newark 3 years" is theirs)
            if "llergic to" in text[:20] and text[:1].islower():
                return []  # "- allergic to silver" in a list of lines whose subject is unsaid: maybe a character's
            text = f"{'I am' if text[:6].lower() == 'living' or 'llergic to' in text[:20] else 'I'} " \
                   f"{text[:1].lower()}{text[1:]}"
            # when it happened is not what it is, as for "I moved to Denver last week"
            without, anchors = undated(text)
            if anchors and (LIFE_EVENT.match(without) or (
                OBJECT_DECIDES.match(without) and not DAY_ANCHOR.search(anchors)
            )):
                text, long_ago = without, bool(YEARS_AGO.search(anchors))
        # (and a clause so opened may run on to another after a comma: "just went owner operator, bought a 2019
        # peterbilt", "just moved to Denver, bought a truck")
        if not sold_and_moved and (("," in text and (dropped := DROPPED_AFTER_COMMA.search(text))) or (
                (" and " in text or " but " in text) and _conj_dropped_hint(text) and (
                    dropped := DROPPED_AFTER_CONJ.search(text)))) and not (
                dropped.group()[:1] != "," and WISHED_BEFORE.search(text, 0, dropped.start())):
            # "living in Newark 3 years" leaves out "I'm", the rest "I"
            after = text[dropped.end():]
            tail = f"{'I am' if after[:6].lower() == 'living' or 'llergic to' in after[:20] else 'I'} {after}" if not (
                after[:3].lower() in ("and", "in ") and "recovery" in after[:16]) else after  # (read as its own)
            if after[:5].lower() == "been ":
                tail = f"I've {after}"  # "..., been gardening 25 years"
            if after[:8].lower() == "retired " and (bio := RETIRED_JOB_DROPPED.match(after)) and (
                    _singular(bio.group(1).lower()) in lx.JOBS):
                tail = f"I'm a {after}"  # "..., retired Canadian schoolteacher, 68": who the user is
                if not re.match(r"(?:i|i'm|im|my)\b", text, re.I):
                    return self.classify(tail, long_ago) + _nationality_said(bio.group())
                if text[:3].lower() != "my ":
                    return self.classify(text[: dropped.start()], long_ago) + self.classify(tail, long_ago) + (
                        _nationality_said(bio.group()))
            if not re.match(r"(?:i|i'm|im|my)\b", text, re.I):
                return self.classify(tail, long_ago)
            if text[:3].lower() == "my " and not OTHERS_WITH_ME.match(text):
                # "My sister sold her car and moved to Denver": the sister moved, not the user
                return self.classify(text[: dropped.start()], long_ago)
            # "im doing my master's here, came from Vietnam in september": each piece is the user's
            return self.classify(text[: dropped.start()], long_ago) + self.classify(tail, long_ago)
        if text[:2] in ("I ", "i ") and text[2:4].lower() in SERVED_OPENINGS and (
                "rmy" in text or "avy" in text or "arine" in text or "ilitary" in text or "orce" in text
                or "uard" in text or "USMC" in text or "RAF" in text) and (served := SERVED_IN_MILITARY.match(text)):
            # "I did 8 years in the Army", "I retired from the Navy after 22 years", "I deployed to Iraq twice with
            # the Army": service of the past, whatever the job in it was
            said = _sentence("User " + third_person_possessive(text[2:served.end()]))
            # (retired from it, the user is retired too, as "I retired from teaching" says)
            retired = [Proposal("user_model_attr", "occupation", said, confidence=0.7)] if text[2:9].lower() == (
                "retired") else []
            return [*retired, Proposal("user_model_attr", "history:military", said, confidence=0.6)]
        if text[:6].lower() == "after " and (served := SERVICE_THEN_OUT.match(text)):
            # "After twenty years in the Army I'm out": service of the past, as "I got out of the Army" is
            return [Proposal("user_model_attr", "history:military", _sentence(
                f"User is out after {third_person_possessive(text[6:served.start(1)]).strip()}"), confidence=0.6)]
        if (ago := SINCE_IT_HAPPENED.match(text)) and (
            ago.group(1)[:2].lower() == "i " or ago.group(1)[:3].lower() == "we "
        ):
            return self.classify(ago.group(1), long_ago)  # "It's been six months since I moved to Montreal"
        # (YEARS_AS opens on a number or a word before it, never an "i": a clause on "I" is passed by)
        if text[:1] not in "iI\u0130\u0131" and (years := YEARS_AS.fullmatch(text)) and (
                job := CHAT_AND.sub("", years.group(1))) and _head(job) in lx.JOBS:
            held = text[: years.start(1)] + job
            return [Proposal("user_model_attr", "occupation", _sentence(f"User has {held}"), confidence=0.6)]
        if " for " in text and (years := JOB_FOR_YEARS.match(text)) and _head(years.group(1)) in lx.JOBS and (
                years.group(1).split()[0].lower() not in lx.STOPWORDS):
            # "Java dev for about 6 years", "Nurse for 10 yrs": the job held, its "I've been a" left out; a language
            # or a tool the job is named by is the user's experience of it too
            job = years.group(1)
            job = job if slug_word(job.split()[0].lower()) in TECH_SLUGS else job[:1].lower() + job[1:]  # "Nurse"
            said = _sentence(f"User: {job} {text[years.end(1):years.end()].strip()}")  # in the user's words
            found = [Proposal("user_model_attr", "occupation", said, confidence=0.6)]
            found += [Proposal("user_model_attr", f"experience:{word}", said, confidence=0.6)
                      for word in _words(years.group(1))[:-1] if slug_word(word) in TECH_SLUGS]
            return found
        if ("relig" in text or "faith" in text) and (m := RELIGIOUS_DIET.match(text)):
            return [Proposal("user_model_attr", "diet", _sentence("User " + third_person(text[2:m.end()])),
                             sensitivity="sensitive", confidence=0.65)]
        if text[: text.find(" ")].lower() in lx.LANGUAGES:  # (one look for both rules on a language said first)
            if m := LANGUAGE_FIRST.match(text):
                return [Proposal("user_model_attr", f"language:{m.group(1).lower()}",
                                 _sentence(f"User's {m.group(1)}: {m.group(2)}"), confidence=0.6)]
            if m := MOTHER_TONGUE_NAMED.match(text):
                # "Tamil is my mother tongue": named before it is called one, as "my mother tongue is Tamil" names it
                return [Proposal("user_model_attr", f"language:{m.group(1).lower()}",
                                 _sentence(f"{m.group(1)} is the user's {m.group(2).lower()}"), confidence=0.6)]
        # A request in a trailing aside ("…, so please keep it in mind") is not part of what is said. Its words are
        # looked for first, in the caseless clause ("let" in "let's" and "lets"): most clauses hold none, and the
        # phrase they would come after is not worked out for them.
        if ("i'd" in (low := caseless(text)) or "i'll" in low or "let" in low or "please" in low) and (
                head := _phrase(text)) != text and ASIDE_REQUEST.search(text, len(head)):
            text = head
        if (instead := self.corrected(text)) is not None:
            if not instead:
                return []
            text = instead
        if text[:1] in "DMGPN" and (parent := PARENT_NAMED.match(text)):
            text = f"my {parent.group().lower()}{text[parent.end():]}"  # "Dad's 84 and ...": the user's own dad
        if "'s " in text and (contracted := KIN_CONTRACTED.match(text)):
            text = f"{contracted.group(1)} is {text[contracted.end():]}"  # "my dad's 84": "is", not whose
        if ("fan" in text or "upporter" in text) and (frag := FAN_FRAGMENT.fullmatch(text)) and (
            frag.group("much") or frag.group("tail")
        ):
            # "die-hard Packers fan here": a fan's line, its "I'm" left out
            said = text[: frag.start("tail")] if frag.group("tail") else text
            said = said[frag.start("much"):]
            said = said[:1].lower() + said[1:] if frag.group("much") else said  # "Huge Lakers fan"
            liking = self.being(f"a {said}")
            article = _article(said)
            if liking is None or not liking.subject.startswith("preference:"):
                return []
            return [replace(liking, statement=_sentence(f"User is {article} {said}"))]
        if "allergic" in text and (cleft := ALLERGY_CLEFT.match(text)):
            # "it's sulfa drugs I'm allergic to, not penicillin": the allergy meant, and the one said by mistake
            meant = [p for p in self.classify(f"I'm allergic to {cleft.group(1)}", long_ago)
                     if p.subject.startswith("health:allergy:")]
            if meant and cleft.group(2) and (slug := topic_slug(DRUG_CLASS.sub("", cleft.group(2)))):
                meant.append(self.resolved(Proposal("fact", f"health:allergy:{slug}", _sentence(
                    f"User is not allergic to {cleft.group(2)}"), "retract", sensitivity="sensitive")))
            return meant
        if "base" in text and (base := HOME_BASE_NAMED.fullmatch(text)):
            # "Home base is Denver", "my home base is Leeds": where the user lives, said as where they set out from
            return [Proposal("user_model_attr", "location:home", _sentence(f"User's home base is {base.group(1)}"),
                             confidence=0.6)]
        if (" and I " in text or " and i " in text or " & I " in text or " & i " in text) and text[:1].isupper() and (
                pair := NAMED_PAIR.match(text)):
            # "Jess and I got married", "Sam & I went hiking": what the pair does, the user does; a marriage or an
            # engagement said of the pair gives the user a spouse (a fiancé), named
            own = self.classify("I " + re.sub(r"^are\b", "am", pair.group(2), flags=re.I), long_ago)
            if _a_name(pair.group(1)) and (kin := _wedded_as(own, pair.group(2))):
                status = next(p.statement for p in own if p.subject == "relationship_status")
                verb, _, done = status[5:].partition(" ")  # "User is engaged": "User and Jess are engaged"
                said = f"User and {pair.group(1)} {PLURAL_VERBS.get(verb, verb)} {done}"
                own.append(Proposal("relationship", f"family:{kin}", said))
            if (parted := [p for p in own if p.subject == "relationship_status"]) and PAIR_PARTED.match(pair.group(2)):
                # "Dev and I broke up": the one named, known already as the user's boyfriend, is so no longer; the
                # user still wed to another ("me, my wife and my boyfriend Dev") is no single for it
                name = pair.group(1).lower()
                was = {kin for said in self.known.get("named", []) for who, kin in [said.split("=", 1)] if who == name}
                wed = any(s in ("family:wife", "family:husband", "family:spouse") for s in self.known.get("family", []))
                own = [p for p in own if p not in parted]
                if len(was) == 1:
                    own.append(Proposal("relationship", next(iter(was)), _sentence(f"User and {pair.group(1)} "
                                        f"{third_person_possessive(pair.group(2))}"), "retract", confidence=0.6))
                elif not wed:
                    own += parted
            if own and TOGETHER.search(pair.group(2)):
                # "Jess and I moved in together": said with whom
                together = _sentence(f"User and {pair.group(1)} " + OURS.sub(
                    lambda w: OURS_THEIRS[w.group().lower()], third_person_possessive(pair.group(2))))
                own = [replace(p, statement=together) if p.statement.startswith("User ") else p for p in own]
            return own
        if " and I " in text and text[:1].isupper() and (pair := PARENT_PAIR.match(text)):
            # "Her mom and I got married last year": a child's mother married is the user's wife (a father, their
            # husband), said by who they are to the child
            own = self.classify(f"I {pair.group(3)}", long_ago)
            parent = pair.group(2).lower()
            spouse = ("wife" if parent in ("mom", "mother", "mum") else "husband") if "married" in pair.group(3) else ""
            if kin := _wedded_as(own, pair.group(3), spouse):
                status = next(p.statement for p in own if p.subject == "relationship_status")
                verb, _, done = status[5:].partition(" ")
                own.append(Proposal("relationship", f"family:{kin}",
                                    f"User and {pair.group(1).lower()} {PLURAL_VERBS.get(verb, verb)} {done}"))
            return own
        if ("no longer" in text or "work" in text) and (gone := EMPLOYER_NO_LONGER.match(text)):
            # "I'm no longer at Deloitte", "I don't work for Acme anymore": the employer named is the user's no more
            return [Proposal("user_model_attr", "occupation:employer",
                             _sentence("User " + third_person(text[gone.start(1):]) if gone.group(1) else
                                       "User is " + text[gone.start(2):]), "retract", confidence=0.6)]
        if text[:2].lower() == "we" and (" speak" in text or " spoke" in text) and (
                m := HOUSEHOLD_SPEAKS.match(text)):
            # "We speak Georgian at home", "at home we speak Hindi and Tamil": the household's language is the user's
            return [Proposal("user_model_attr", f"language:{language}", _sentence(f"User's household {m.group()[3:]}"),
                             confidence=0.6) for language in _words(m.group("languages")) if language in lx.LANGUAGES]
        if ("mine" in text or "ours" in text) and (m := ANIMAL_IS_MINE.match(text)):
            # "The bearded dragon is mine, though", "Biscuit, the beagle mix we took in, is ours for good now": an
            # animal said to be the user's (or the household's) is their pet
            animal = ANIMAL_IS_MINE_CUT.split(m.group(1), 1)[0]
            return [p for p in self.things(f"a {animal}", "User has", negative=False) if p.subject.startswith("pet:")]
        if "income is" in text and (m := INCOME_IS.match(text)) and not (
                m.group()[:2].lower() not in ("my", "ou") and INCOME_OF_ANYONE.match(text, m.end())):
            # "household income is about $52k", "our combined income is $140k": what the user's household earns
            said = _sentence("User's "
                             + third_person_possessive(re.sub(r"^(?:my|our) ", "", m.group(), flags=re.I)))
            return [Proposal("fact", "finance:income", said, sensitivity="sensitive", confidence=0.6)]
        if not USER_SUBJECT.match(text):
            return []  # no rule below can match: see USER_SUBJECT
        if caseless(text[:2]) == "it" and not PAIR_EVENT.match(text):
            # "it", "it's", "its" open one clause in six that gets this far ("It's been a while since ..." is read
            # above), and no rule below can match one: each opens on the user's "I", "my", "we" or "our" (and a
            # pair's event on a name: "Ivy and I got married"), which test_extract_classify_gates reads off its pattern
            return []
        diet = DIET_REACHED.search(text) if "," in text else None  # (its match opens on a comma)
        if diet and re.match(r"(?:i|i'm|im)\b", text, re.I):
            # "I eat fish again, so pescatarian now": the diet it comes to is what lasts
            return [Proposal("user_model_attr", "diet", _sentence(f"User is {diet.group(1).lower()}"), confidence=0.65)]
        text = own_clause(text)
        if " now" in text and WHEREABOUTS_NOW.match(text):
            return []  # "I'm in Prague now": where the user is this moment, no home
        # "these days", "now" at the end: when it holds is the belief's own time, not what it names. (Its search tries
        # every space; a clause, its whitespace made single spaces above, that ends on none of them is passed by.)
        if caseless(text[-6:]).endswith(("days", "lately", "now")):
            text = NOWADAYS_TAIL.sub("", text)
        if (job := JOB_THERE.match(text)) and _singular(job.group(1).lower()) in lx.JOBS:
            text = text[: job.end(1)]  # "I'm a QA engineer there": the job is named; "there" only says where
        # What the clause is about must be named in it ("married to him" names the marriage). The tie is cut only
        # from a phrase that holds its words, as the caseless phrase holds "ed to h" wherever "married to him" or
        # "engaged to her" is, and "care" wherever "caregiver" or "carer" is (most clauses hold neither).
        phrase = _phrase(text)
        if "ed to h" in (low := caseless(phrase)) or "care" in low:
            phrase = MARRIED_TO_PRONOUN.sub("", phrase)
        if unresolved(phrase):
            return []
        # The rewrites of the user's "I" below each match only at a clause's start, and only on an "i" (in either
        # case, or the dotted or dotless capital a case-blind pattern takes for one): a clause opening "my", "we" or
        # "our" is passed by on one look at its first letter, not six matches.
        if caseless(text[:1]) == "i":
            text = IM.sub("I'm", text)
            text = IVE.sub("I've", text)
            # A learner's "I am live in Valencia" is "I live in Valencia" ("I'm live on Twitch", contracted, is no home)
            text = _rewritten_start(LEARNER_AM_LIVE, r"\1 ", text)
            if "since" in text and (since := LEARNER_SINCE_FIRST.match(text)):
                # A learner's word order: "I have since three years a cat" is "I have a cat since three years"
                text = f"{since.group(1)} {since.group(3)} {since.group(2)}{text[since.end():]}"
            # Emphatic "do" ("I do love hiking") says the same as the plain verb.
            text = _rewritten_start(EMPHATIC_DO, r"\1 ", text)
            # "I use to" is a common spelling of "I used to".
            text = _rewritten_start(USE_TO, r"\1 used to", text)
            # "I also have a dog", "I actually have a cat": the adverb adds nothing the rules key on.
            text = _rewritten_start(ADVERB_AFTER_I, r"\1 ", text)
        if "ork" in text and (m := WORKING_AS.match(text)) and (
            (job := _head(m.group(2))) in lx.JOBS or job in lx.TITLES
        ):
            # "I'm currently working as ..." is "I am ...": the rest after "I" is what the user is doing
            said = _sentence("User " + third_person(f"am {text[4:]}" if text[:4].lower() == "i'm " else text[2:]))
            found = [Proposal("user_model_attr", "occupation", said, confidence=0.65)]
            if _employer_named(m.group(2)) or EMPLOYER_BEFORE_AS.search(text, 0, m.start(1)):
                # "I work as an accountant at Deloitte": who for, as "I'm an accountant at Deloitte" says it
                found.append(Proposal("user_model_attr", "occupation:employer", said, confidence=0.6))
            place = PLACE_NAMED.search(m.group(2))
            if not place and " in " in text[:m.start(1)] and (before := PLACE_NAMED.search(text, 0, m.start(1))) and (
                    before.group(1).lower() in lx.COUNTRIES):
                place = before  # "I work in Singapore as engineer": a country named before the job (not "in SBI")
            if place and not ({w.lower() for w in place.group(1).split()} & (lx.TECH | lx.LANGUAGES)):
                # "I work as a hotel receptionist in Lisbon": the town the job is done in is where the user works, as
                # "I'm a nurse in Denver" says it (the home may be elsewhere: "... and live in Chula Vista")
                found.append(Proposal("user_model_attr", "location:work", said, confidence=0.6))
            return found
        if "ing " in text and (m := PROGRESSIVE.match(text)) and (base := lx.ING_FORMS.get(m.group(4).lower())) and (
            HABIT.search(text, m.end()) or (base in lx.PURSUITS and PER_PERIOD.search(text, m.end()))
        ):
            # the habit keyed as its simple present says it; the statement keeps the user's own words
            plain = f"I {'do not ' if m.group(2) else ''}{m.group(3)}{base}{text[m.end():]}"
            said = _sentence("User is " + third_person_possessive(m.group(1) + text[m.end():]))
            return [replace(p, statement=said) for p in self.classify(plain, long_ago)]
        if ("joining" in text or "starting at" in text) and (m := JOINING_AS.match(text)) and (
                _head(_phrase(m.group(3))) in lx.JOBS):
            # "I'm joining Deloitte as a senior consultant on the 3rd": the job taken, and who it is with
            said = _sentence("User is " + third_person_possessive(_phrase(m.group(1))))
            return [Proposal("user_model_attr", "occupation", said, confidence=0.6),
                    Proposal("user_model_attr", "occupation:employer", said, confidence=0.6)]
        if "treat" in text and (m := TREATED_FOR.match(text)):
            # "I'm being treated for postpartum depression": the condition treated is the user's
            said = _sentence("User is " + third_person_possessive(_phrase(m.group(1))))
            return [replace(p, statement=said) for p in self.having(m.group(2)) if p.subject.startswith("health:")]
        if " from " in text and ("ecover" in text or " back " in text or "heal" in text or "rehab" in text) and (
                m := RECOVERING_FROM.match(text)):
            # "I'm just coming back from a stress fracture in my left foot": the injury healing is the user's, as
            # "I have a stress fracture" says it (a cold or the flu, passing, is none)
            said = _sentence("User is " + third_person_possessive(_phrase(m.group(1))))
            return [replace(p, statement=said) for p in self.having(_a(m.group(2)) if m.group(2)[:2].lower() not in (
                "a ", "an") else m.group(2)) if p.subject.startswith("health:")]
        if "diagnosed" in text and (m := DIAGNOSED_AFTER.search(text)) and FIRST_PERSON_CLAUSE.match(text):
            # "I switched to green tea after I was diagnosed with acid reflux": two facts, the condition (sensitive)
            # and what the user did since, which says nothing of their health without it
            return self.classify(text[:m.start()], long_ago) + self.classify(m.group(1), long_ago)
        if "diagnosed" in text and (m := DIAGNOSED.match(text)):
            # "I was diagnosed with type 2 diabetes in March": the condition, had ever since
            # the statement keeps how the user said it ("was diagnosed"), not "has been"
            said = _sentence("User " + third_person(text.split(" ", 1)[1]))
            return [replace(p, statement=said) for p in self.having(f"been diagnosed with {m.group(1)}")]
        if "gone " in text and (m := HAVE_GONE_STATUS.match(text)):
            # "I've gone part time" is "I went part time", said as the user said it
            said = _sentence("User has " + third_person_possessive(text[m.start(1):]))
            return [replace(p, statement=said) for p in self.acting(f"{m.group(1)}went {m.group(2)}", long_ago)]
        if (" moved" in text or "relocated" in text) and (m := HAVE_MOVED.match(text)):
            return self.acting(m.group(1), long_ago)  # "I have relocated to Edinburgh" is "I relocated to ..."
        if ("started" in text or "begun" in text or " up " in text) and (m := HAVE_STARTED.match(text)) and (
                m.group(2).split()[0].lower() in lx.PURSUITS):
            # "I've started running again" is "I started running again" (a pursuit by name: "started looking for a
            # job", "started packing" are errands)
            said = _sentence("User has " + third_person_possessive(text[m.start(1):]))  # in the user's words
            return [replace(p, statement=said) for p in self.acting(
                f"{PAST_OF_PERFECT.get(m.group(1).lower(), m.group(1))} {m.group(2)}", long_ago)]
        if text[:3] in ("my ", "My ", "MY ") and _immigration_hint(text) and (m := STATUS_GRANTED.match(text)):
            # "my asylum was approved last week", "My green card finally got approved": the standing granted is the
            # user's now (not "my wife's visa", nor an application only filed)
            return [Proposal("user_model_attr", "identity:immigration_status",
                             _sentence("User's " + _phrase(m.group())[3:]), sensitivity="sensitive", confidence=0.6)]
        if text[1:2] in (" ", "'") and _immigration_hint(text) and (m := IMMIGRATION_STATUS.match(_phrase(text))):
            # "I'm only PR", "I'm here on a student visa", "I just got my green card", "I passed my citizenship test":
            # the user's standing in the country, one sensitive key whatever its name, so a later one supersedes it
            said = re.sub(r"^i(?:'m| am) ", "User is ", m.group(0), flags=re.I)
            return [Proposal("user_model_attr", "identity:immigration_status",
                             _sentence(said if said[:5] == "User " else "User " + (said[2:] if said[2:6].lower() in (
                                 "came", "move") else third_person(said[2:]))),
                             sensitivity="sensitive", confidence=0.6), *_from_country(text, m.end()),
                    # "I moved to Munich in March on an EU Blue Card": the city moved to is the home, as without it
                    *(p for p in (self.classify(text[:m.end()].rsplit(" on ", 1)[0]) if MOVED_TO_ON.match(m.group())
                                  else ()) if p.subject == "location:home"),
                    *_visa_sponsor(_phrase(text), m),
                    # "I'm on an H-1B working as a data engineer in Austin": the job held on it, as "I'm working as"
                    *self._job_on_visa(text, m.end()),
                    *([Proposal("user_model_attr", "location:home", _sentence(f"User is {home.group(1)}"),
                                confidence=0.6)] if "living" in text and (home := LIVING_AFTER.match(text, m.end()))
                      else [])]
        if "person" in text and (m := KIND_OF_PERSON.match(text)):
            # "I'm a tea person", "a coffee person through and through": the liking, keyed as "I like tea" is
            return [Proposal("preference", f"preference:{_singular(m.group(1).lower()).replace(' ', '_')}",
                             _sentence(f"User is {_phrase(text[m.start(1) - 2:]).strip()}"
                                       if text[m.start(1) - 2:m.start(1)].lower() == "a " else
                                       f"User is a {_phrase(text[m.start(1):])}"), confidence=0.6)]
        if " with " in text and text[:4].lower() == "i'm " and (m := WITH_PROVIDER.match(_phrase(text))) and (
                provider := lx.PROVIDERS.get(m.group(2).lower())):
            # "I'm with Verizon", "I'm not with Verizon anymore": the provider, and one left
            return [Proposal("fact", f"membership:{provider}", _sentence(f"User is {m.group(0)[4:]}"),
                             "retract" if m.group(1) else "assert", confidence=0.6)]
        if ("nymore" in text or "ny more" in text) and (m := NOT_DOING_ANYMORE.match(_phrase(text))) and (
                m.group(1).lower() in lx.PURSUITS):
            # "I'm not running anymore, the knee surgery ended that": the pursuit given up, as "I don't run anymore"
            return [Proposal("user_model_attr", f"activity:{lx.PURSUITS[m.group(1).lower()]}",
                             _sentence(f"User is not {m.group(0)[m.start(1):]}"), "retract", confidence=0.6)]
        if "live" in text and ("nymore" in text or "ny more" in text or "longer" in text) and (
                m := NO_LONGER_LIVES.match(_phrase(text))):
            # "I don't live in Denver anymore", "I no longer live in Ohio": the home said is gone
            return [Proposal("user_model_attr", "location:home", _sentence("User " + third_person(m.group(0)[2:])),
                             "retract", confidence=0.6)]
        if " in " in text and text[:4].lower() == "i'm " and (sized := sizes_in(text[4:])):
            # "I'm a 34x32 in jeans and a 42 regular in suit jackets": sizes worn, never who the user is
            return [Proposal("user_model_attr", key, _sentence(f"User is {text[4:]}"), confidence=0.6) for key in sized]
        if ("board" in text or "PT" in text or "committee" in text) and (m := ON_CIVIC_BOARD.match(text)):
            # "I'm the treasurer on our HOA board": the board sat on, keyed on what it is of
            return [Proposal("fact", f"membership:{_board_key(m.group(1))}",
                             _sentence(f"User is {third_person_possessive(m.group(0)[4:])}"), confidence=0.6)]
        if "board" in text and BOARD_OPENING.match(text) and (found := self.org_board(text)):
            return found
        if (" job " in text or " office " in text or "workplace" in text) and (m := MY_JOB_IN.match(text)):
            # "I drive 90 min each way to my job in Sacramento", "my office is in Midtown": where the user works
            return [Proposal("user_model_attr", "location:work", _sentence(
                "User " + third_person_possessive(third_person(_phrase(text)[2:])) if text[:2].lower() == "i "
                else "User's " + third_person_possessive(_phrase(text)[3:])), confidence=0.6)]
        if "library card" in text and (m := LIBRARY_CARD.match(text)) and (slug := _named_slug(m.group(1))):
            # "I read on Libby through my Multnomah County library card": the library named is one the user belongs to
            return [Proposal("fact", f"membership:{slug}_library", _sentence(
                "User " + third_person_possessive(third_person(_phrase(text)[2:]))), confidence=0.6)]
        if ("give" in text or "donate" in text) and (m := GIVES_AMOUNT.match(text)):
            # "I personally give about 10% of my income, roughly $9k a year": what the user gives away, their money
            return [Proposal("fact", "finance:charitable_giving", _sentence(
                "User " + third_person_possessive(third_person(_phrase(text)[2:]))), sensitivity="sensitive",
                confidence=0.6)]
        if "podcast" in text and (m := PODCAST_MADE.match(text)):
            # "I host a podcast about Tolkien's invented languages": making one, not listening to them
            return [Proposal("user_model_attr", "activity:podcasting", _sentence(
                f"User {m.group(1)}{m.group(2)}s {third_person_possessive(m.group()[m.end(2) + 1:])}"), confidence=0.6)]
        if "olunteer fire" in text and VOLUNTEER_FIREFIGHTER.match(text):
            # a volunteer's pursuit, no job (the day job is said apart: "on top of my day job as an electrician")
            job = DAY_JOB_AS.search(text)
            return [Proposal("user_model_attr", "activity:volunteer_firefighting",
                             _sentence(f"User is {_phrase(text[4:])}"), confidence=0.6),
                    *([Proposal("user_model_attr", "occupation",
                                _sentence("User's " + job.group(0)[3:].replace(" job as ", " job is as ", 1)),
                                confidence=0.6)] if job and _head(job.group(1)) in lx.JOBS else [])]
        if ("longer" in text or "nymore" in text or "ny more" in text) and (m := NO_LONGER_A_JOB.match(text)) and (
                _head(job := m.group("job") or m.group("was")) in lx.JOBS) and (slug := topic_slug(job)):
            # "I'm not a corrections officer anymore": the job left is history, the occupation taken back
            said = _sentence("User is " + re.sub(r"^i(?:'m| am|m) ", "", m.group(), flags=re.IGNORECASE))
            return [Proposal("user_model_attr", "occupation", said, "retract", confidence=0.6),
                    Proposal("user_model_attr", f"history:{slug}", said, confidence=0.6)]
        if ("longer" in text or "nymore" in text or "ny more" in text) and (m := NO_LONGER_EMPLOYED.match(text)):
            # "I'm no longer part of Ridgeline Roofing in any way": the employer named is no longer the user's
            left = _phrase(text)
            return [Proposal("user_model_attr", "occupation:employer", _sentence("User " + third_person(
                f"am {left[4:]}" if left[:4].lower() == "i'm " else left[2:])), "retract", confidence=0.6)]
        if ("cout" in text or "4" in text or "OTC" in text or "FFA" in text or "rownies" in text) and (
                m := IN_YOUTH_CORPS.match(text)):
            # "I'm in Scouts BSA", "I'm in Girl Scouts": a youth organization the user belongs to (no place)
            return [Proposal("fact", f"membership:{topic_slug(m.group(1).replace('-', ''))}",
                             _sentence("User is " + third_person_possessive(IM_OR_I_AM.sub("", text[:m.end()], 1))),
                             confidence=0.6)]
        if (" in " in text or "part of" in text) and (m := IN_A_GROUP.match(text)) and (
                club := topic_slug(m.group(1))) and club not in NO_MEMBERSHIP:
            # "I'm in the Tuesday night knitting group at the library": a member, keyed on the group
            return [Proposal("fact", f"membership:{club}",
                             _sentence("User is " + third_person_possessive(_phrase(IM_OR_I_AM.sub("", text, 1)))),
                             confidence=0.6)]
        if "member" in text and (m := MEMBER_OF.match(text)) and (
                club := _name_with_of(_phrase(m.group(1))) or topic_slug(_phrase(m.group(1)))) and (
                club not in NO_MEMBERSHIP):
            # "I'm a member of the YMCA": the membership, keyed on what of (a team, a family or a parliament is none)
            said = _phrase(m.group(0)[m.group(0).index(" ", 2) + 1:])  # after "I'm" or "I am"
            return [Proposal("fact", f"membership:{club}", _sentence(f"User is {third_person_possessive(said)}"),
                             confidence=0.6)]
        if "back home to" in text and (home := BACK_HOME.match(text)):
            # "I'm moving back home to the Philippines for good", "we moved back home to Ohio": where the user is from
            being, having, done = home.group(1), home.group(2), text[home.start(3):home.end()]
            said = _sentence("User " + ("is " + done if being else "has " + done if having else third_person(done)))
            found = [Proposal("user_model_attr", "location:origin", said, confidence=0.6)]
            if re.search(r"\b(?:moved|relocated) back\b", done, re.I):
                found.append(Proposal("user_model_attr", "location:home", said, confidence=0.6))  # and lives there now
            return found
        # the rules below that open on "i" are looked at only where the clause does, those on "my" where it opens so
        # (each match is case-blind: caseless takes the dotted and dotless capital I for an "i", as it does); the
        # opening is had here, in the first look, for all of them
        # ("officially" or "finally" before a role come to: "I'm officially an ADA now", "I'm finally a nurse")
        if (opening := caseless(text[:1])) == "i" and (
                m := _m(r"i(?:'m| am) (?:also |still |now |actually |really |currently |"
                        r"(?:officially|finally) (?=an? ))?(.+)", text)):
            if ("riving" in m.group(1) or "elivering" in m.group(1) or "ashing" in m.group(1)) and (
                    gig := GIG_DRIVING.match(m.group(1))):
                # "I'm a woman driving Lyft at night in Atlanta", "I'm delivering for DoorDash": the gig is a job
                return [Proposal("user_model_attr", "occupation", _sentence(f"User is {gig.group()}"), confidence=0.6)]
            if "out of the " in m.group(1) and (out := OUT_OF_THE_SCENE.fullmatch(_phrase(m.group(1)))) and (
                    pursuit := lx.PURSUITS.get(out.group(1).lower()) or (
                        out.group(1).lower() if out.group(1).lower() in lx.SPORTS else None)):
                # "I'm out of the cosplay scene now", "out of the climbing scene for good": a pursuit given up, taken
                # back as "I quit cosplaying" is
                return [Proposal("user_model_attr", f"activity:{pursuit}", _sentence("User is " + out.group()),
                                 "retract")]
            found = _listed(self.being(m.group(1)))
            if found and found[0].subject.startswith("health:") and " on a" in m.group(1) and (
                    aid := CONDITION_ON_AID.search(m.group(1))) and (
                    aided := [p for p in _listed(self.being(aid.group(1))) if p.subject.startswith("health:")
                              and p.subject != found[0].subject]):
                # "I'm type 1 diabetic on an insulin pump": the condition, and the aid the user is on for it
                found += aided
            if found and found[0].subject == "family:kid" and "stay-at-home" in found[0].statement:
                # "I'm a stay-at-home dad now": a parent, and home with the children is the user's work (as the
                # twentieth corpus has it)
                found.append(Proposal("user_model_attr", "occupation", found[0].statement, confidence=0.6))
            if not found and (m.group(1)[:1].isupper() and (programs := _tiered_programs(m.group(1)))):
                return programs
            if found and found[0].subject[7:] in lx.MEDICATIONS and (course := BEING_ON_MEDICINE.match(m.group(1))):
                found = _medicines(course, found[0].statement)  # "on metformin and lisinopril": each of them
            if found and found[0].subject == "occupation" and (
                    " so " in found[0].statement or "ecause" in found[0].statement) and (
                    then := JOB_SO_THEN.search(found[0].statement)) and (
                    HEALTH_WORDS_CASELESS.search(caseless(found[0].statement[then.end():]))):
                # "I'm a vet tech at an exotics clinic so I see a LOT of metabolic bone disease": what the job brings
                # is no part of it (nor its health words a health of the user's)
                found[0] = replace(found[0], statement=_sentence(found[0].statement[:then.start()]))
            if found and found[0].subject == "occupation" and " learning " in m.group(1) and (
                    doing := JOB_THEN_DOING.search(_phrase(m.group(1)))) and (
                    _phrase(m.group(1))[doing.end(1):doing.end(1) + 10] == " learning ") and (
                    _phrase(m.group(1))[doing.end(1) + 10:doing.end(1) + 13] != "to ") and (
                    learned := self.being(_phrase(m.group(1))[doing.end(1) + 1:])) is not None and (
                    learned.subject.startswith(("activity:learning:", "language:"))):
                found.append(learned)  # "a frontend dev learning Rust": what the user is learning beside the job
            if found and ", living " in m.group(1) and (home := APPOSED_HOME.search(m.group(1))) and (
                    lives := self.being(home.group(1))) is not None and lives.subject == "location:home":
                found.append(lives)  # "a widower, 88, living in a bungalow in Bournemouth": the home, said beside
            if found and found[0].subject.startswith("history:") and (now := JOB_NOW.search(m.group(1))) and (
                    job := self.being(now.group(1) if now.group(1)[:2].lower() in ("a ", "an") else _a(now.group(1)))
            ) is not None and job.subject == "occupation":
                found.append(job)  # "a former petroleum engineer retraining as an electrician": the job now, too
            if found and found[0].subject == "relationship_status" and (
                    " with " in m.group(1) or " w" in m.group(1)) and (
                    kid := PARENT_WITH_CHILD.search(_phrase(m.group(1)))):
                # "I'm a single dad with a 12-year-old", "a single dad w 2 girls": the child is the user's too
                had = kid.group()[kid.end("w") - kid.start():]
                found += [p for p in self.things(had, "User has", negative=False) if p.subject.startswith("family:")
                          ] if kid.group(1) else [Proposal("relationship", "family:kid", _sentence(f"User has {had}"),
                                                           confidence=0.6)]
            if found and " and " in m.group(1) and found[0].subject != "diet" and (
                    diet := DIET_AND.search(_phrase(m.group(1)))):
                # "I'm lactose intolerant and pescatarian": the diet said second is the user's too
                found.append(Proposal("user_model_attr", "diet", _sentence(f"User is {diet.group(1).lower()}"),
                                      sensitivity=_diet_sensitivity(diet.group(1)), confidence=0.65))
            if found and found[0].subject == "diet" and " and " in m.group(1) and (
                    allergic := DIET_THEN_ALLERGY.match(m.group(1))) and (
                    allergy := self.being(allergic.group(1).split("(", 1)[0].rstrip())) is not None and (
                    allergy.subject.startswith(
                    "health:allergy:")):
                found.append(allergy)  # "I'm vegetarian and allergic to shellfish": the allergy said second, too
            if found and found[0].sensitivity == "sensitive" and found[0].belief_type == "fact" and (
                    aids := _aids(m.group(1))[0]) and found[0].subject == aids[0]:
                found += [replace(found[0], subject=aid) for aid in aids[1:]]  # "on an Omnipod 5 + Dexcom G7"
            if found and found[0].subject.startswith("os:") and (editor := EDITOR.search(_phrase(text))):
                found.append(Proposal("preference", "preference:editor", _sentence(f"User is on {editor.group()}"),
                                      confidence=0.6))
            if found and found[0].subject.startswith("os:") and " on " in m.group(1)[3:] and (
                    machine := SYSTEM_ON_MACHINE.search(m.group(1))):
                # "I'm on Ubuntu 22.04 on a ThinkPad X1 Carbon": the machine the system runs on is the user's too
                found += [p for p in _device(machine.group(1), m.group(1)[machine.end():])
                          if p.subject.startswith("device:")]
            if found and found[0].subject.startswith("language:") and (
                more := LANGUAGE_AND.search(_phrase(m.group(1)))
            ):
                # "fluent in German and French": each language is its own
                for language in _words(more.group()):
                    if language in lx.LANGUAGES and f"language:{language}" != found[0].subject:
                        found.append(replace(found[0], subject=f"language:{language}"))
            if found and found[0].subject == "age" and "," in text and (then := AGE_THEN_JOB.match(m.group(1))) and (
                    job := self.being(then.group(1))) is not None and job.subject == "occupation":
                found.append(job)  # "I'm 34, a high school chemistry teacher": the age, and the job said after it
            if found and found[0].subject == "age" and "," in text and (
                    status := AGE_THEN_STATUS.match(m.group(1))) and (
                    not (partner := _m(r".*?\b(?:to|from) (.+)", status.group(1))) or _a_person(partner.group(1))):
                # "I'm 52, married 25 years to Tom", "I'm 40, divorced, two kids": the age, and the status listed
                # after it, as "I'm married" says it (married to a person: not "to the job")
                found.append(Proposal("user_model_attr", "relationship_status",
                                      _sentence(f"User is {third_person_possessive(status.group(1))}"),
                                      confidence=0.6))
            if found and found[0].subject == "age" and "," in text and (states := AGE_THEN_STATES.match(m.group(1))):
                # "I'm 17, gay, and live in Texas", "I'm 26, single, zero obligations": the age, and each word said of
                # the user after it that is who they are (a status, a diet, an identity)
                found += [p for word in re.split(r",\s*(?:and\s+)?", states.group(1).strip(", "))
                          if (p := self.being(word)) is not None and (
                              p.subject in ("relationship_status", "diet") or p.subject.startswith("identity:"))]
            if found and found[0].subject == "age" and "," in text and (place := AGE_THEN_PLACE.match(m.group(1))):
                # "I'm 18, from Sheffield": the age, and where the user is from (or lives: "31, based in Leeds")
                said = place.group()[place.group().index(",") + 1:].strip()
                found.append(Proposal("user_model_attr", "location:home" if place.group(1) else "location:origin",
                                      _sentence(f"User is {said}"), confidence=0.6))
            if found and found[0].subject == "age" and " and " in text and (then := AGE_AND_THEN.match(m.group(1))):
                # "I'm 70 and live alone in Tucson", "I'm 37 and pregnant with my second": the age, and the user's
                # own clause after it, read as said with "I" or "I'm"
                more = self.classify(f"I {then.group(1)}", long_ago) or self.classify(f"I'm {then.group(1)}", long_ago)
                found += [p for p in more if p.subject != "age"]
            if found and found[0].subject == "occupation" and "years of " in text and (
                    years := JOB_WITH_YEARS.search(m.group(1))) and (
                    slug := topic_slug(re.sub(r"\s+experience$", "", years.group(1), flags=re.I))):
                # "a smart contract auditor at Trail of Bits with about five years of Solidity": the job, and the
                # years of a skill said with it
                found.append(Proposal("user_model_attr", f"experience:{slug}", _sentence(
                    f"User has {years.group()[5:]}"), confidence=0.6))
            if found and found[0].subject == "occupation" and ("based" in text or "from" in text or "living" in text):
                # "I'm a freelance illustrator based in Lisbon, originally from São Paulo": where the user lives and
                # where they are from, said after the job
                found += [Proposal("user_model_attr", "location:home" if place.group(1) else "location:origin",
                                   _sentence(f"User is {place.group().strip(', ')}"), confidence=0.6)
                          for place in JOB_PLACES.finditer(m.group(1))]
            if found and found[0].subject == "occupation" and "from" in text and not any(
                    p.subject == "location:origin" for p in found):
                found += _from_country(text, m.start(1))  # "an international student from Nigeria"
            if found and found[0].subject == "age" and ("from" in text or "living" in text or "based" in text):
                # "I'm a 24 year old woman from Argentina", "a 30 yo guy from Lagos living in London": a person said
                # by their age is the user, so where they are from and where they live are the user's too
                found += [Proposal("user_model_attr", "location:home" if place.group(1) else "location:origin",
                                   _sentence(f"User is {place.group().strip(', ')}"), confidence=0.6)
                          for place in JOB_PLACES.finditer(m.group(1))]
                if "from" in text and not any(p.subject == "location:origin" for p in found) and (
                        origin := AGED_PERSON_FROM.match(m.group(1))):
                    found.append(Proposal("user_model_attr", "location:origin",
                                          _sentence(f"User is from {origin.group('place')}"), confidence=0.6))
            if found and found[0].subject == "occupation" and ("-old" in text or " old " in text) and (
                    aged := AGED_JOB.match(m.group(1))):
                # "a 34-year-old software engineer": the age, and the job
                found.append(Proposal("user_model_attr", "age", _sentence(f"User is {aged.group(1)} years old"),
                                      confidence=0.6))
            if found and found[0].subject == "occupation" and "stationed" in text and (
                    post := STATIONED_AT.search(m.group(1))):
                # "active duty Air Force, stationed at Ramstein": where the user serves is where they live
                found.append(Proposal("user_model_attr", "location:home", _sentence(f"User is {post.group()}"),
                                      confidence=0.6))
            if found and found[0].subject in ("occupation", "history:military") and "rating" in text and (
                    rated := RATED_FOR.search(m.group(1))):
                # "an Army vet with a 70% VA rating for PTSD and tinnitus": the conditions rated are the user's
                found += [Proposal("fact", f"health:{word}", _sentence(f"User has a {rated.group()}"),
                                   sensitivity="sensitive", confidence=0.6)
                          for word in _words(rated.group(1)) if word in lx.CONDITIONS]
            if found and found[0].subject == "occupation" and " and my " in text and (
                    body := JOB_AND_MY.search(m.group(1))):
                # "I'm a respiratory therapist and my left knee has been wrecked since my meniscus surgery": the job
                # ends where the user's body begins, and what is said of their body is their health
                found = [replace(found[0], statement=_sentence("User is " + third_person_possessive(
                    m.group(1)[:body.start()]))), *found[1:]]
                found += [p for p in _listed(self.possessive(m.group(1)[body.end():]))
                          if p.subject.startswith("health:")]
            if found and found[0].subject == "occupation" and "student" in text and STUDENT_AT.search(
                _phrase(m.group(1))
            ):
                # "a second-year nursing student at the University of Manchester": where the user studies, too
                found.append(Proposal("user_model_attr", "education", _sentence(f"User is {_phrase(m.group(1))}"),
                                      confidence=0.6))
            elif found and found[0].subject == "occupation" and (_employer_named(m.group(1)) or ((
                    " of " in m.group(1) or " at " in m.group(1)) and EXECUTIVE_OF.search(m.group(1)))):
                # "I'm a backend dev at Stripe": who the user works for, as "I work at Stripe" says it
                found.append(Proposal("user_model_attr", "occupation:employer",
                                      _sentence(f"User is {_phrase(m.group(1))}"), confidence=0.6))
            return found
        if opening == "i" and _m(
            r"i (?:was|used to be) (?:a |an )?(?:little |small |young )?"
            r"(?:kid|child|teen|teenager|baby|boy|girl|mess)\b",
            text,
        ):
            return []
        if opening == "i" and (m := _m(r"i (?:was|used to be) (a|an) (.+)", text)):
            slug = topic_slug(LIFE_SPAN_TAIL.split(NOUN_PHRASE_END.split(m.group(2))[0], 1)[0])
            statement = _sentence(f"User was {m.group(1)} {third_person_possessive(m.group(2))}")
            return [Proposal("user_model_attr", f"history:{slug}", statement, confidence=0.55)] if slug else []
        if ("smok" in text or "vap" in text) and (m := USED_TO_SMOKE.match(text)) and not LONG_AGO_BACK.search(
                text, m.end()):
            # "I used to smoke, quit about 6 years ago": a smoker no longer, as "I quit smoking" says
            return [Proposal("fact", f"health:{'vaping' if m.group(1).lower().startswith('vap') else 'smoking'}",
                             _sentence("User " + third_person(_phrase(text[2:]))), "retract",
                             sensitivity="sensitive", confidence=0.6)]
        if opening == "i" and (m := _m(r"i used to (.+)", text)):
            statement = _sentence(f"User used to {third_person_possessive(m.group(1))}")
            if "teach" in m.group(1) and TEACHES_SCHOOL.match(m.group(1)):
                # "I used to teach high school English before I moved into instructional design at Pearson": a
                # teacher's career, over, and the work moved into after it
                said = _sentence("User used to " + third_person_possessive(TAUGHT_THEN.split(m.group(1), 1)[0]))
                return [Proposal("user_model_attr", "history:teaching", said, confidence=0.55),
                        *_moved_into_work(m.group(1))]
            if (slug := self.pursued(m.group(1))) is None:
                # what was done, its verb's gerund: "used to go biking" is cycling, "used to run marathons"
                # running_marathon, "used to have fish" fish (a verb's bare form counts where it is the verb); keyed
                # on what was done, not on a comma's afterthought ("play guitar, quit in college")
                did = _phrase(m.group(1))
                if did[:3].lower() == "be " and (was := USED_TO_BE_STATE.match(did)):
                    if not was.group(1):
                        return []  # "I used to be alright (at it)", "used to be better when ...": how well, no past
                    did = f"be {was.group(1)}"  # "used to be super into drums": a liking of drums, had before
                done = re.sub(r"^(?:be|have|go|do|play|live in|work)\s", "", did)
                if done[:4].lower() == "run " and _business(done[4:], run=True):
                    done = done[4:]  # "used to run a bakery": the business, no running
                slug = _pursuit_head(topic_slug(done), done == did)
            return [Proposal("user_model_attr", f"history:{slug}", statement, confidence=0.55)] if slug else []
        if opening == "i" and (m := _m(r"i(?:'ve| have) (.+)", text)):
            return self.having(m.group(1))
        if opening == "i" and " my " in text and (m := MISHAP_TO_MINE.match(text)) and (owned := [
                p for p in self.things(m.group(1), "User has", negative=False)
                if p.subject.startswith(("device:", "vehicle:"))]):
            # "I dropped my brand new Pixel 9 in the toilet", "I cracked my iPad": a device or a vehicle of the user's,
            # whatever befell it (a body part hurt is read below, as an injury)
            return owned
        if opening == "m" and (m := _m(r"my ((?:[\w'-]+ ){0,2}([\w'-]+)) and i(?: |'(?=(?:ve|m|ll|d) ))(.+)", text)):
            # "My wife and I have two kids": the user shares what the pair does or has ("my husband and I've 2
            # children": the pair's verb said in full, "have")
            done = m.group(3) if text[m.start(3) - 1] != "'" else (
                UNCONTRACTED[m.group(3)[:2].rstrip().lower()] + m.group(3)[m.group(3).index(" "):])
            head = _singular(m.group(2).lower())
            if m.group(1)[:5].lower() in ("late ", "decea"):
                # "my late wife and I used to travel": what the pair did is past, and the relative is gone (a spouse
                # gone is the user's status, read in passing: LATE_SPOUSE)
                return [p for p in self.classify("I " + re.sub(r"^are\b", "am", done, flags=re.I))
                        if not p.subject.startswith("family:")]
            if head not in lx.FAMILY and m.group(2)[:1].isupper() and len(named := m.group(1).split()) > 1:
                head = _singular(named[-2].lower())  # "My fiancée Priya and I": the relative, then their name
            own = self.classify("I " + re.sub(r"^are\b", "am", done, flags=re.I))
            if not own and done[:15].lower() == "are members of ":
                # "My wife and I are members of the MG Car Club": each of the two is a member
                own = self.classify("I am a member of " + done[15:])
            if own and TOGETHER.search(done):
                # "my best friend and I moved in together": what is done together is said with whom ("User and their
                # best friend moved in together", not "User moved in together")
                together = _sentence(f"User and their {m.group(1)} " + OURS.sub(
                    lambda w: OURS_THEIRS[w.group().lower()], third_person_possessive(done)))
                own = [replace(p, statement=together) if p.statement.startswith("User ") else p for p in own]
            if not own and done[:9].lower() == "are both " and BOTH_PLURAL.match(done):
                # "My husband and I are both public school teachers": what each is, the pair's "both" aside (a
                # plural of a kind, not a state: "both retired")
                own = self.classify("I am " + done[9:])
            if head in lx.FAMILY and (own or (head not in lx.ACQUAINTANCES and head != "family" and not unresolved(
                    _phrase(done)))):
                # a relative the user does something with is the user's, whatever they do ("My wife and I are
                # planning our anniversary trip"); a friend or a colleague only when what they do is the user's too
                statement = _sentence(f"User and their {m.group(1)} " + OURS.sub(
                    lambda w: OURS_THEIRS[w.group().lower()], third_person_possessive(done)))
                # "my fiancée and I got married": a fiancée no longer, a spouse
                kin = _wedded_as(own, done, _kin(head)) or _kin(head)
                if kin in lx.PARTNERS_PARTED and PAIR_PARTED.match(done):
                    # "My girlfriend and I broke up last month": a girlfriend no longer
                    own.insert(0, self.resolved(Proposal("relationship", f"family:{kin}", statement, "retract")))
                    return own
                own.insert(0, Proposal("relationship", f"family:{kin}", statement))
            return own
        if ("setup" in text or "set-up" in text or " rig " in text) and (m := MY_SETUP.match(text)):
            # "my setup is a 2019 Mac mini + two Dell monitors": each device in it is the user's
            return [p for item in SETUP_ITEMS.split(_phrase(m.group(1)))
                    for p in self.things(item, "User has", negative=False) if p.subject.startswith("device:")]
        if " job is " in text and (job := WHICH_JOB_IS.match(text)) and (job.group(1) or job.group(3)):
            # "Day job is product manager at Stripe" ("my" left out, as chat does), "my job is nurse at St. Luke's":
            # the job, and who it is for when named
            found = _listed(self.possessive(job.group(2)))
            if found and found[0].subject == "occupation" and _employer_named(f" {_phrase(job.group(4))}"):
                found.append(replace(found[0], subject="occupation:employer", confidence=0.6))
            return found
        if ("am " in text or "'m " in text) and (mine := MY_THEN_I_AM.match(text)):
            # "my wife works a lot and am a stay-at-home dad": what the wife does is hers, what the user is theirs
            # (the "am" says whose: never the wife's)
            return [*_listed(self.possessive(mine.group(1))), *self.classify(f"I am {mine.group(2)}")]
        if opening == "m" and (m := _m(r"my (.+)", text)):
            return _listed(self.possessive(m.group(1)))
        if text[:4].lower() == "our " and (m := OUR_CHILD.match(text)):
            # "Our daughter Nora is 6 weeks old": a child of the pair is the user's, as "my daughter" is; only the
            # relative is kept ("our" may be the household's, whose other doings are not the user's own)
            kin = self.possessive(m.group(1))
            return [kin] if kin and kin.subject.startswith(("family:", "pet:")) else []
        if (m := TEAM_MOVED.match(text)) and (moved := _migration(m.group(1), "User's team")):
            return moved  # "We moved off MySQL to Postgres last month": the team's database now, and the one left
        if (m := STACK.match(text)) and (slug := topic_slug(m.group(1))):
            # "We're on Postgres 15": the team's database
            said = text[: m.start(1)].split()[-1].lower()  # the user's own verb: "we run SQL Server", "we're on"
            verb = f"is {said}" if said in ("on", "using", "running") else said if said.endswith("s") else f"{said}s"
            return [Proposal("fact", f"database:{slug}", _sentence(f"User's team {verb} {m.group(1)}"),
                             portability="local", confidence=0.6)]
        if opening == "i" and (m := _m(r"i (?:just |finally |now )?(decided|chose|settled on) (.+)", text)) and (
            PROJECT_DECISION.search(m.group(2))
        ):
            return self.own_decision(m.group(1), m.group(2), "User")
        if opening in ("w", "o") and (m := _m(
            r"(?:we|our team)(?:'ve| have| has)? (?:just |finally |now )?(decided|agreed|chose|settled on|"
            r"are going with|went with|will use|are using|use|standardized on|switched to) (.+)",
            text,
        )):
            if text[:2].lower() == "we" and not PROJECT_DECISION.search(m.group(2)):
                # "we" is a household as often as a team: "we went with dark green cabinets" is a purchase, no
                # team decision; a decision keys here only when it is about the work
                return []
            return _listed(self.decision(m.group(1), m.group(2)))
        if text[:2].lower() == "we" and (m := WE_BEEN_PARTED.match(text)):
            # "we've been divorced 2 years": the user's standing, read as "I've been divorced ..." reads it
            return [p for p in self.classify(f"I've {m.group(1)}", long_ago) if p.subject == "relationship_status"]
        if (opening == "i" and (m := _m(r"i (.+)", text))) or (m := PAIR_EVENT.match(text)):
            # "Jordan and I broke up in January", "Sam and I got married": the pair's event is the user's
            found = self.acting(m.group(1), long_ago)
            if text[:2].lower() == "we" and (kin := _wedded_as(found, m.group(1))):
                # "we got married in 2019": the user has a spouse (a fiancé, engaged), said as the marriage is
                said = next(p.statement for p in found if p.subject == "relationship_status")
                found.append(Proposal("relationship", f"family:{kin}", said))
            if found and ("been at it" in text or "been doing " in text) and AT_IT_FOR.search(text) and (
                    kept := next((p for p in found if p.subject.startswith("activity:") and p.polarity == "assert"),
                                 None)):
                # "I brew my own beer, been at it about 3 yrs": the pursuit, kept up for years, is experience too
                found.append(replace(kept, subject=f"experience:{kept.subject.split(':', 1)[1]}"))
            return found
        if "live" in text and " aboard " not in text and (m := WE_LIVE.match(text)):
            # "We live on a farm", "we live in pa": where the user's household lives is where the user lives
            return [replace(p, statement=OURS.sub(lambda w: OURS_THEIRS[w.group().lower()],
                                                  p.statement.replace("User lives", "User's household lives", 1)))
                    for p in self.acting(m.group(1), long_ago) if p.subject == "location:home"]
        if (" in " in text or "stationed" in text or " with " in text) and (m := WE_ARE_IN.match(text)) and (
                home := self.being(m.group(1))) is not None and home.subject == "location:home":
            # "we r in el paso", "We're in El Paso": where the household is, as "I'm in Denver" says the user is
            return [replace(home, statement=_sentence(f"User's household is {home.statement[len('User is '):]}"))]
        if text[:2].lower() == "we" and (m := WE_SWITCHED_GAME.match(text)) and GAME_SWITCHED.match(m.group(1)):
            # "we ditched 5e for Pathfinder": the user's table switched games, the user with it
            return [replace(p, statement="User's group " + p.statement.removeprefix("User ").replace(
                " our ", " their ")) for p in self.acting(m.group(1), long_ago) if p.subject.startswith("activity:")]
        if (" moved" in text or "relocated" in text) and (m := WE_MOVED.match(text)):
            return self.acting(m.group(1), long_ago)  # "we moved up to seattle": the user's household moved
        if " moved" in text and (m := WE_MOVED_INTO.match(text)) and MOVED_INTO_HOME.match(m.group(1)):
            return self.acting(m.group(1), long_ago)  # "we moved into a condo in Sarasota": the household's home
        if " sold " in text and (sold := SOLD_HOME_AND.match(text)):
            # "We sold our condo and bought a farmhouse outside Burlington": the home left, and what came after it
            left = sold.group(1).lower()
            said = _sentence(f"User's household sold their {left}")
            return [Proposal("fact", f"possession:{'house' if left in HOUSE_KINDS else left}", said, "retract",
                             confidence=0.6), *self.classify("We " + text[sold.end():], long_ago)]
        if ("bought" in text or "purchased" in text or "closed on" in text) and (home := BOUGHT_HOME.match(text)):
            # "We finally bought a house in Raleigh": the household's home, and where the user lives
            said = _sentence("User's household " + third_person_possessive(text[3:home.end()]).replace(
                " our ", " their "))
            kind = "house" if home.group(1).lower() in HOUSE_KINDS or "-bed" in home.group(1) else (
                home.group(1).lower())
            found = [Proposal("fact", f"possession:{kind}", said, confidence=0.6)]
            if home.group(2):
                found.append(Proposal("user_model_attr", "location:home", said, confidence=0.6))
            return found
        if (m := HOUSEHOLD.match(text)) and HOUSEHOLD_OWN.match(m.group(2)) and not KEPT_ELSEWHERE.search(m.group(2)):
            # "We have one cat", "we adopted a second cat AND a rabbit", "We have two boys": the household's pets and
            # children are the user's (its meetings and options are not: only those are kept), and none kept
            # somewhere else ("a cat in the office", "25 kids in my class")
            said = re.sub(r"\b(two|three|four|five|\d) (boy|girl)s\b", lambda b: f"{b.group(1)} "
                          f"{'sons' if b.group(2).lower() == 'boy' else 'daughters'}", m.group(2), flags=re.I)
            found = self.having(said) if m.group(1).lower() != "adopted" else self.acting(f"adopted {said}", long_ago)
            # keyed as sons or daughters, said as the user said it ("We have two boys")
            words = _sentence("User has " + third_person_possessive(m.group(2)))
            return [replace(p, statement=words) if said != m.group(2) and p.subject in HOUSEHOLD_KIN else p
                    for p in found if p.subject.startswith("pet:") or p.subject in HOUSEHOLD_KIN]
        if (m := HOUSEHOLD_HOME_OWNED.match(text)) and not m.group("rest").strip(" ,.!").lower().startswith(
                ("with", "together with")):
            # "we own the house", "We own the place outright": the household's home is owned (the place it lives in
            # keyed as a house is, whatever it is called)
            kind, owned = m.group("home").lower(), re.sub("^our ", "their ", m.group("owned"), flags=re.I)
            return [Proposal("fact", f"possession:{'house' if kind == 'place' else kind}",
                             _sentence(f"User's household owns {owned}"), confidence=0.6)]
        if (m := HOUSEHOLD_DRIVES.match(text)) and not KEPT_ELSEWHERE.search(m.group(1)) and not FLEET.search(
                m.group(1)):
            # "We have a 2019 Honda Odyssey", "we drive a Subaru": the household's car is the user's
            cars = [p for p in self.things(m.group(1), "User has", negative=False) if p.subject.startswith("vehicle:")]
            if cars or not (AGED_CHILD_HAD.match(m.group(1)) and _m(r"have ", text[m.start(1) - 5:])):
                return cars
            # "we have a 2 year old daughter": the household's child, read as "I have ..." reads it
            return [p for p in self.classify(f"I have {m.group(1)}", long_ago) if p.subject.startswith("family:")]
        if m := _m(r"we ((?:no longer|don't|do not|dont) (?:have|own) .+)", text):
            # "so we don't have a dog anymore": the household's pet or car is the user's, and now gone
            return [p for p in self.acting(m.group(1), long_ago) if p.polarity == "retract"]
        if (m := _m(r"we(?:'ve| have) (lived in .+)", text)) and LIVED_SINCE.match(m.group(1)):
            return self.having(m.group(1))  # "we have lived in Leeds for ten years": the household's home
        if "baby" in text and (m := _m(r"we ((?:just |finally |recently )*had (?:a|our) .+)", text)):
            # "We just had our second baby (a girl!!)": the household's child is the user's
            baby = BABY_HAD.search(m.group(1))
            born = re.sub(r"!+", "", baby.group()).replace(" our ", " their ") if baby else ""
            said = born and _sentence("User's household " + born + (")" if born.count("(") > born.count(")") else ""))
            return [replace(p, statement=said) if said else p for p in self.acting(m.group(1), long_ago)
                    if p.subject.startswith("family:")]
        if m := _m(r"we ((?:had to |just |finally )*(?:put|traded in|traded) (?:my|our) .+)", text):
            return self.acting(m.group(1), long_ago)
        return []
