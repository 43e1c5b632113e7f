"""The rules over one clause: class Rules, its gates, composed of the mixins of each topic."""

from __future__ import annotations

import re
from dataclasses import replace

from memform.extract import lexicon as lx
from memform.extract.patterns import lazy_regex
from memform.extract.text import ForeignRegions, caseless

from .bare_answers import (
    AGE_APPOSED,
    HAVING_SUGAR,
    IVF_DOING,
    IVF_STOPPED,
    MARRIAGE_FIXED,
    MY_HINT,
    MYSELF_NAMED,
    NATIVE_PLACE,
    PREGNANCY_LOST,
    WE_BOTH,
    WE_BOTH_KINDS,
    _daily_driver,
    _language_level,
    _language_pointed,
    _my_ride_named,
    _offered,
    _weak_language,
)
from .kin_in_passing import (
    AGE_WITH_CHILD,
    CAREER_OVER,
    HOME_AWAY_IN,
    HOME_IN_PASSING,
    HOME_IN_PASSING_OWNER,
    HOME_SHARED_IN,
    LANGUAGE_WHICH_IS_MINE,
    MOVING_IN_WITH,
    NATIONALITY_BEFORE_JOB,
    ORIGIN_BACK_HOME,
    PAID_ON,
    PET_BROUGHT_HOME,
    PET_REHOMED,
    REPLIES_WISHED,
    SCHOOLING_SAID,
    STATUS_IN_PASSING,
    _allergy_reason,
    _deaf_and_signing,
    _kin_joined,
    _left_faith,
    _pets_in_passing,
)
from .long_messages import LATE_SPOUSE, PASTIME_ROLES, _pastime_post, _sentence
from .own_forms import HAILING_WORDS, JOB_FRAGMENT_OPENING, JOB_GIVEN_UP, JOB_OPENING, PARENTHETICAL, TECH_JOB_YEARS
from .phrases import TRANSIENT_ANYCASE, TRANSIENT_WORD, WORD, _named, _phrase
from .places_and_work import (
    APOLOGY,
    CORRECTION_TAIL,
    INCH_MARK,
    REPAIRED,
    REPAIRED_VALUE,
    SAYING_INSTEAD,
    VALUE_END,
    _a_name,
    _asked_after,
    _converted,
    _replaced,
)
from .requests import AGE_AND_JOB, MILITARY_BRANCHES, NOT_JOBS, SERVICE_IN_PASSING, STUDENT_PILOT
from .rules_acting import ActingRules
from .rules_acting_more import MoreActingRules
from .rules_being import BeingRules
from .rules_classify import ClassifyRules
from .rules_things import ThingsRules
from .sarcasm_and_repairs import (
    APPROXIMATING_HEDGE,
    APPROXIMATING_HEDGES,
    DIET_PUT_RIGHT,
    NUMBER_APPROXIMATED,
    REPAIR_HINT,
    WAS_INSTEAD,
    _sarcastic_spans,
)
from .statements import statement_part, third_person, third_person_possessive
from .subjects import (
    _YOU_WORDS,
    CURLY_APOSTROPHE,
    REPORTED_SPEECH,
    REQUEST_WORD,
    TECH_SLUGS,
    TRAILING_PLEA,
    Proposal,
    _kin,
    _pet,
    _singular,
    _words,
    slug_word,
    topic_slug,
)
from .take_backs import _work_place
from .things_held import (
    BEING_THEN_CONDITION,
    CONDITION_AFTER_BEING,
    CONDITION_IN_MY_BODY,
    DIET_ENDED_DROPPED,
    FAITH_BEFORE_JOB,
    FAITH_WORDS,
    HURT_AT_SPORT,
    HURT_VERBS,
    IMPLEMENT_PURSUITS,
    IN_CAPACITY_AS,
    JOB_NOW,
    MARRIED_SPAN,
    NO_MEMBERSHIP,
    ORIGIN_AFTER_COMMA,
    OTHERS_LINE,
    PURSUIT_BY_IMPLEMENT,
    PURSUIT_NEWBIE_HERE,
    RETURNED,
    SENSE_BEFORE_ONE_HERE,
    TEAM_SKATED_FOR,
    THING_I_BOUGHT,
    _a,
)


class Rules(ClassifyRules, BeingRules, ThingsRules, ActingRules, MoreActingRules):
    """Classifies one clause (filler removed, original case) into proposals."""

    def __init__(self, known_subjects: dict[str, list[str]]):
        self.known = known_subjects
        # What a clause taken back at once ("I have a sister, sorry") said before its object: the next
        # clause's "I mean a brother" completes it instead.
        self.corrected_frame: str | None = None
        # Whether the clause read now is in a message's greeting, where "I'm Sarah" is the user introducing themselves.
        self.introducing = False
        # The whole message the clause read now is in (what a clause may need beside it: LEFTY_SAID).
        self.message = ""

    def corrected(self, text: str) -> str | None:
        """The clause a self-correction stands for, or "" when the clause is itself taken back; None when
        neither. "I have a sister, sorry" is taken back; "I mean a brother" after it is "I have a brother"."""
        frame, self.corrected_frame = self.corrected_frame, None
        if frame and (m := SAYING_INSTEAD.fullmatch(text)):
            return _replaced(frame, m.group(1)) or ""
        if "was" in text and (was := WAS_INSTEAD.match(text)):
            return f"I was {was.group(1)}"  # "I'm a teacher, well, was": what the user was, no longer is
        if "well" in text and (diet := DIET_PUT_RIGHT.match(text)):
            return f"I'm {diet.group(1)}"  # "I'm vegetarian, well pescatarian now": the diet said last
        if ("employed as" in text or "employed by" in text) and (employed := EMPLOYED_AS.match(text)):
            # "I am presently employed as a lecturer at the University of Plymouth": the job, as "I'm a ..." says it
            return f"I'm {employed.group(1)}" if employed.group(1) else f"I work for {employed.group(2)}"
        if ("capacity as" in text or "role as" in text) and (role := IN_CAPACITY_AS.match(text)):
            # "I write in my capacity as secretary of ...": the post, held (writing so is no pastime; "as a
            # parent", "as a customer" say no post)
            return "" if role.group(1)[:2].lower() in ("a ", "an") else f"I'm {role.group(1)}"
        low = caseless(text)
        if REPAIR_HINT.search(low) and (repair := REPAIRED.search(text)):
            # the new value ends the clause, or a comma or a stop after it does ("I'm 34, no wait 35, birthday was
            # on tuesday": what follows the value is said of it, no claim of the frame's)
            value_end = VALUE_END.search(text, repair.end())
            ends = value_end.start() if value_end else len(text)
            if (fix := REPAIRED_VALUE.fullmatch(text, repair.end(), ends)) and (
                    instead := _replaced(text[:repair.start()].rstrip(), fix.group(1))):
                return instead  # "I'm 34 — sorry, 35": the value said last is the one meant
            if not APOLOGY.match(text, repair.end()):
                return ""  # "I work at Google — sorry, used to": taken back, and what is meant is not a value we read
        if ("," in text or "-" in text or "\u2013" in text or "\u2014" in text) and (m := CORRECTION_TAIL.search(text)):
            self.corrected_frame = text[: m.start()]
            return ""
        return None

    # -- gates ---------------------------------------------------------------------------

    @staticmethod
    def refused(text: str, question: bool) -> bool:
        text, question = statement_part(text, question)
        if question:
            return True  # a question still (no tail took its mark): refused, whatever the tests below would find
        low = text.lower().replace(CURLY_APOSTROPHE, "'")
        if "help" in low and (plea := TRAILING_PLEA.search(low)) and len(low[:plea.start()].split()) >= 4:
            low = low[:plea.start()]
        # A request in a trailing aside ("I'm allergic to peanuts, so please keep it in mind") does
        # not make the statement before it a request.
        # REQUEST_WORD's words all hold "i'", "id", "let" or "please" (it is case-sensitive, and the phrase is low's)
        if ("i'" in low or "id" in low or "let" in low or "please" in low) and REQUEST_WORD.search(_phrase(
                low if "ID" not in text else ID_IN_CAPITALS.sub("--", text).lower().replace(CURLY_APOSTROPHE, "'"))):
            return True  # (an "ID" in capitals is an identity's, no "I'd": "I manage my mom's Apple ID")
        words = set(WORD.findall(low))  # (low is lowercased: _words would lower it again)
        # words to "you" in a bracketed aside are the aside's ("a house in Raleigh (the one I sent you pics of)")
        said = set(WORD.findall(PARENTHETICAL.sub(" ", low))) if "(" in low else words
        if not said.isdisjoint(_YOU_WORDS):
            return True
        return Rules._not_meant(text, low, words)

    @staticmethod
    def not_meant(text: str, question: bool) -> bool:
        """A question, a hedge, someone else's words or a passing moment: not the user's lasting word."""
        if question:
            return True
        low = text.lower().replace(CURLY_APOSTROPHE, "'")
        return Rules._not_meant(text, low, set(WORD.findall(low)))

    @staticmethod
    def _not_meant(text: str, low: str, words: set[str]) -> bool:
        """not_meant of a text that asks nothing, given its lowercased text and words (refused has them already)."""
        if (hedges := words & lx.HEDGES) and not (hedges <= APPROXIMATING_HEDGES and all(
                NUMBER_APPROXIMATED.match(low, m.end()) for m in APPROXIMATING_HEDGE.finditer(low))):
            return True
        if '"' in low and '"' in INCH_MARK.sub("", low):
            return True  # a quotation mark, not an inch mark ("my husband is 6'4\"")
        # the words REPORTED_SPEECH holds are looked for first: its search, opening on a word boundary, tries every
        # position of the clause
        if ("said" in low or "says" in low or "told" in low or "ask" in low or "tell" in low) and (
                REPORTED_SPEECH.search(low)):
            return True
        if not TRANSIENT_WORD.search(caseless(text)):
            return False  # no time word at all
        # A time word capitalized inside the clause is a name: "a cat named Today", "Last Week Tonight".
        spoken = text.replace(CURLY_APOSTROPHE, "'")
        return any(m.start() == 0 or not _named(m.group()) for m in TRANSIENT_ANYCASE.finditer(spoken))


def _career_over(text: str) -> list[tuple[Proposal, str, int]]:
    """A job held over a working life now over (CAREER_OVER): its history, keyed as a retired one's is."""
    for m in CAREER_OVER.finditer(text):
        job = m.group("job") or m.group("job2")
        if _asked_after(text, m.end()) or ForeignRegions.of(text).touch(m.start(), m.end()):
            continue
        was = Rules({}).being(f"a retired {job.split(' ', 1)[1]}")
        if was is not None and was.subject.startswith("history:"):
            said = m.group().strip()
            statement = _sentence("User " + third_person_possessive(third_person(said[2:]))) if m.group("job") else (
                _sentence(f"User was {job}"))  # ("retiring from Boeing in 2016, where I was an avionics engineer")
            return [(replace(was, statement=statement), said, m.start())]
    return []


def _indian_english(text: str) -> list[tuple[Proposal, str, int]]:
    """A name given as "Myself Ramesh" (and what the user says they do after it, "working as ..."), a native place,
    and sugar had (diabetes), each said as the user's own, not asked."""
    out: list[tuple[Proposal, str, int]] = []
    low = text.lower()
    if "myself " in low and (m := MYSELF_NAMED.search(text)) and _a_name(m.group("name").split()[0]) and not (
            _asked_after(text, m.end())):
        said = m.group().strip(" \t\n,")
        out.append((Proposal("user_model_attr", "identity:name", _sentence(f"User's name is {m.group('name')}"),
                             confidence=0.6), said, m.start("name")))
        if m.group("rest"):
            out += [(p, said, m.start("rest")) for p in Rules({}).classify(f"I am {m.group('rest')}")
                    if p.polarity == "assert"]
    if "native " in low and (m := NATIVE_PLACE.search(text)) and not _asked_after(text, m.end()):
        said = m.group().strip()
        out.append((Proposal("user_model_attr", "location:origin", _sentence(f"User's {said}"), confidence=0.6), said,
                    m.start()))
    if ("marriage " in low or "wedding " in low) and (m := MARRIAGE_FIXED.search(text)) and not (
            _asked_after(text, m.end())):
        said = m.group().strip()
        out.append((Proposal("user_model_attr", "relationship_status", _sentence(f"User: {said}"), confidence=0.6),
                    said, m.start()))
    if "having " in low and (m := HAVING_SUGAR.search(text)) and not _asked_after(text, m.end()):
        said = m.group().strip()
        out.append((Proposal("fact", "health:diabetes", _sentence(f"User: {said}"), sensitivity="sensitive",
                             confidence=0.6), said, m.start()))
    return out


def _fertility_and_pairs(text: str) -> list[tuple[Proposal, str, int]]:
    """IVF the user is in or has stopped, a pregnancy lost, what the user and their partner both are, and an age set
    beside what the user is, each said as their own."""
    out: list[tuple[Proposal, str, int]] = []
    low = text.lower()
    if "ivf" in low or "icsi" in low:
        for pattern, polarity in ((IVF_DOING, "assert"), (IVF_STOPPED, "retract")):
            for m in pattern.finditer(text):
                if not _asked_after(text, m.end()):
                    said = m.group().strip()
                    out.append((Proposal("fact", "health:ivf_treatment", _sentence(f"User: {said}"), polarity,
                                         sensitivity="sensitive", confidence=0.6), said, m.start()))
                    break
    if ("miscarr" in low or "stillbirth" in low or "ectopic" in low or " weeks" in low) and (
            m := PREGNANCY_LOST.search(text)) and not _asked_after(text, m.end()):
        said = m.group().strip()
        out.append((Proposal("fact", "health:pregnancy_loss", _sentence(f"User: {said}"), sensitivity="sensitive",
                             confidence=0.6), said, m.start()))
    if ", " in text and (m := AGE_APPOSED.search(text)) and 13 <= int(m.group("age")) <= 99 and not (
            _asked_after(text, m.end())):
        said = m.group().strip()
        out.append((Proposal("user_model_attr", "age", _sentence(f"User: {said}"), confidence=0.6), said, m.start()))
    if "both " in low and (m := WE_BOTH.search(text)) and not _asked_after(text, m.end()):
        what = m.group("what")
        one = f"I'm {_a(what[:-1])}" if what.endswith(("ics", "ans", "ists", "ers", "ists")) else f"I'm {what[:-1]}"
        said = m.group().strip()
        out += [(replace(p, statement=_sentence(f"User: {said}")), said, m.start())
                for p in Rules({}).classify(one) if p.polarity == "assert" and p.subject.startswith(WE_BOTH_KINDS)
                and not (p.subject == "occupation" and what.lower().endswith("students"))][:1]  # (school, no job)
    return out


def _in_passing(text: str) -> list[tuple[Proposal, str, int]]:
    """What the user says of themselves in passing, across a sentence's clauses: a relative or a pet named, a faith
    before a job, a diet ended or a thing bought with the "I" left out or after it, where they are from, a sense lost
    or a condition in their body, a marriage's length, a pursuit by its implement or its team, a condition after a
    job. Each is looked for only where a cheap look finds its words."""
    found: list[tuple[Proposal, str, int]] = []
    low = text.lower()
    if "my " in low:
        found += _kin_joined(text) + _pets_in_passing(text)
        if " at " in text and any(hurt in low for hurt in HURT_VERBS):
            found += _pursuit_by_doing(text)
        if " in my " in text and "the " in low:
            found += _condition_in_my_body(text)
    if "m a " in low and any(faith in low for faith in FAITH_WORDS):
        found += _faith_before_job(text)
    if ("nymore" in low or "ny more" in low or "no longer " in low) and (
            diet := DIET_ENDED_DROPPED.search(text)) and not ForeignRegions.of(text).touch(diet.start(), diet.end()):
        named = (diet.group("diet") or diet.group("diet2")).lower()
        found += [(replace(p, statement=_sentence(f"User is {diet.group()[:1].lower()}{diet.group()[1:]}")),
                   diet.group(), diet.start()) for p in Rules({}).classify(f"I'm not {named} anymore.")
                  if p.subject == "diet" and p.polarity == "retract"]
    if " I " in text and (" I bought" in text or " I got" in text or " I purchased" in text or " I ordered" in text):
        found += _thing_i_bought(text)
    if "originally" in low and (origin := ORIGIN_AFTER_COMMA.search(text)):
        found += _origin_after_comma(text, origin)
    if " here" in low[:60] and (sense := SENSE_BEFORE_ONE_HERE.match(text)):
        found += [(replace(p, statement=_sentence(f"User: {sense.group()}")), sense.group(), 0)
                  for p in Rules({}).classify(f"I'm {sense.group(1).lower()}.") if p.subject.startswith("health:")]
    if "arried " in low and (married := MARRIED_SPAN.search(text)) and not _asked_after(text, married.end()) and (
            not ForeignRegions.of(text).touch(married.start(), married.end())):
        # "we've been married 6 years", "Married 11 years to my husband": the user is married
        found.append((Proposal("user_model_attr", "relationship_status", _sentence(f"User: {married.group()}"),
                               confidence=0.6), married.group(), married.start()))
    if "I " in text and ("darts" in low or "pool" in low or "snooker" in low or (" for " in text and (
            "skate for" in low or "play for" in low or "row for" in low or "race for" in low
            or "bowl for" in low or "ride for" in low))):
        found += _pursuit_by_doing(text)
    if " and " in text and ("ic " in text or "ic," in text or "ic." in text or text.endswith("ic")) and (
            "m a" in low):
        found += _condition_after_being(text)
    return found


def _across_clauses(text: str) -> list[tuple[Proposal, str]]:
    """What the user says across the clauses of a sentence: an allergy given as a reason, a mind changed, a language
    called their own or rated; not in the scope of a sarcastic lead ("Yeah right, my French is fluent")."""
    found: list[tuple[Proposal, str, int]] = []
    if "llergic" in text:
        found += _allergy_reason(text)
    found += _in_passing(text)
    if "used to" in text:
        found += _converted(text)
    if ("raised" in text or "brought up" in text or "grew up" in text) and (
            "left" in text or "quit" in text or "stopped" in text or "no longer" in text or "not " in text
            or "away" in text or "deconverted" in text):
        found += _left_faith(text)
    if " my " in text and ("language" in text or "tongue" in text):
        found += _language_pointed(text)
    if "y " in text and " is " in text:
        found += _language_level(text)
    low = caseless(text)
    if "my" in low and MY_HINT.search(low):
        found += _weak_language(text)
    if "offer" in low:
        found += _offered(text)
    own: list[tuple[Proposal, str, int]] = []
    if "myself " in low or "native " in low or "having " in low or "marriage " in low or "wedding " in low:
        own += _indian_english(text)
    if "ivf" in low or "icsi" in low or "both " in low or (("'m a" in low or "i am a" in low) and ", " in low) or (
            "miscarr" in low) or (
            "stillbirth" in low or "ectopic" in low or ("lost " in low and " weeks" in low)):
        own += _fertility_and_pairs(text)
    if own:
        # said in the user's own voice, not in a quote, a pasted text or a story's lines
        regions = ForeignRegions.of(text)
        found += [(p, said, at) for p, said, at in own if not regions.touch(at, at + len(said))]
    if "my " in low and ("it's a" in low or "its a" in low or "it is a" in low):
        found += _my_ride_named(text)
    if "SL " in text or "Deaf" in text or "uslan " in text:
        found += _deaf_and_signing(text)
    if (" as " in text and ("career" in low or "practi" in low or "working life" in low)) or "where i was" in low:
        found += _career_over(text)
    if "my " in low and ("late " in low or "deceased " in low or "departed " in low) and (
            m := LATE_SPOUSE.search(text)) and not _asked_after(text, m.end()) and not ForeignRegions.of(text).touch(
            m.start(), m.end()):
        # "which my late wife and I used for many years": the user is widowed
        found.append((Proposal("user_model_attr", "relationship_status", _sentence(
            f"User: their late {m.group(1).lower()}"), confidence=0.6), m.group(), m.start()))
    if ("having " in low or "ollowing " in low) and ("rmy" in low or "avy" in low or "orce" in low or "arine" in low):
        found += _service_in_passing(text)
    if " at " in low and ("year" in low or "level" in low or "reading " in low) and (
            school := SCHOOLING_SAID.search(text)) and (
            _said_outright(text, school.start(), school.end())):
        # "I'm in my final year of BCom at Strathmore", "200 level Law at OAU Ife": the user's schooling
        found.append((Proposal("user_model_attr", "education", _sentence(f"User: {school.group()}"), confidence=0.6),
                      school.group(), school.start()))
    if ("home to " in low or "back home in " in low) and (abroad := ORIGIN_BACK_HOME.search(text)) and (
            _said_outright(text, abroad.start(), abroad.end())):
        # "send money home to Guatemala", "My father had a stroke back home in Kathmandu": where the user is from
        found.append((Proposal("user_model_attr", "location:origin", _sentence(f"User: {abroad.group()}"),
                               confidence=0.55), abroad.group(), abroad.start()))
    if (" away in " in low or " both in " in low or " all in " in low) and (away := HOME_AWAY_IN.search(text)) and (
            _said_outright(text, away.start(), away.end())):
        # "I'm three hours away in London", "We're both in Melbourne": where the user lives
        found.append((Proposal("user_model_attr", "location:home", _sentence(f"User: {away.group()}"),
                               confidence=0.55), away.group(), away.start()))
    if " on " in low and ("£" in text or "$" in text or "€" in text) and (paid := PAID_ON.search(text)) and (
            _said_outright(text, paid.start(), paid.end())):
        # "I'm a dental nurse on £24k": the user's pay
        found.append((Proposal("fact", "finance:salary", _sentence(f"User: {paid.group()}"), sensitivity="sensitive",
                               confidence=0.55), paid.group(), paid.start()))
    if ("moving in with my" in low or "moved in with my" in low) and (moving := MOVING_IN_WITH.search(text)) and (
            _said_outright(text, moving.start(), moving.end())):
        # "Moving in with my fiancé next month": the partner is the user's now
        kin = _kin(moving.group(1).lower().replace("\u00e9", "e"))
        found.append((Proposal("relationship", f"family:{kin}", _sentence(f"User: {moving.group()}"),
                               confidence=0.55), moving.group(), moving.start()))
    if ("i'm a" in low or "i am a" in low) and (national := NATIONALITY_BEFORE_JOB.search(text)) and (
            (nation := national.group(1).lower()) in lx.NATIONALITIES) and nation not in lx.LANGUAGES and (
            _singular(_words(national.group(2))[-1]) in lx.JOBS) and _said_outright(text, national.start(),
                                                                                 national.end()):
        # "I'm a Nigerian nurse in Houston": where the user is from, as "I'm Nigerian" says it (not "an English
        # teacher", a language taught)
        found.append((Proposal("user_model_attr", "location:origin", _sentence(
            f"User is {national.group()[national.group().index(' ', 2) + 1:]}"), confidence=0.55), national.group(),
            national.start()))
    if ("holder" in low or "resident" in low or " visa" in low or "citizen" in low) and (
            status := STATUS_IN_PASSING.search(text)) and _said_outright(text, status.start(1), status.end(1)):
        # "..., green card holder": the user's status, said after the job
        held = status.group(1) if " visa" in status.group(1) else _a(status.group(1))  # (a visa has its article)
        found += [(replace(p, statement=_sentence(f"User: {status.group(1)}")), status.group(1), status.start(1))
                  for p in Rules({}).classify(f"I'm {held}") if p.subject == "identity:immigration_status"]
    if "which is my" in low and (tongue := LANGUAGE_WHICH_IS_MINE.search(text)) and (
            (language := tongue.group(1).lower()) in lx.LANGUAGES):
        # "writing my memoirs in English, which is my second language": the language is the user's
        found.append((Proposal("user_model_attr", f"language:{language}", _sentence(f"User: {tongue.group()}"),
                               confidence=0.6), tongue.group(), tongue.start()))
    if " with " in low and ("i'm " in low or "i am " in low) and (with_child := AGE_WITH_CHILD.search(text)) and (
            _said_outright(text, with_child.start(), with_child.end())):
        # "I'm 24 with a 2 year old daughter": the child is the user's
        kin = KIDS_SAID.get(with_child.group(1).lower(), "kid")
        found.append((Proposal("relationship", f"family:{kin}", _sentence(f"User: {with_child.group()}"),
                               confidence=0.6), with_child.group(), with_child.start()))
    if ("appreciate" in low or "grateful" in low or "prefer" in low or "like " in low) and (
            "repl" in low or "answers" in low or "responses" in low or "explanations" in low) and (
            wished := REPLIES_WISHED.search(text)) and _said_outright(text, wished.start(), wished.end()):
        # "I should therefore appreciate concise replies": how the user wants replies
        found.append((Proposal("preference", "preference:answer_style", _sentence(
            f"User's standing instruction: {wished.group()}"), confidence=0.6), wished.group(), wished.start()))
    if " and a" in low and ("i'm " in low or "i am " in low) and (aged := AGE_AND_JOB.search(text)) and (
            job := Rules({}).being(aged.group(2))) is not None and job.subject.startswith(("occupation", "history:")):
        # "I'm 29 and a software engineer", "I'm 71 and a Navy vet": the job (or the past one) said after the age
        found.append((replace(job, statement=_sentence(f"User is {aged.group(2)}")), aged.group(), aged.start()))
    if (" with us in " in low or " with me in " in low or "moved in with " in low) and (
            shared := HOME_SHARED_IN.search(text)) and _said_outright(text, shared.start(), shared.end()):
        # "She lives with us in Bologna", "Just moved in with my boyfriend in Austin": the home the user shares
        found.append((Proposal("user_model_attr", "location:home", _sentence(f"User: {shared.group()}"),
                               confidence=0.6), shared.group(), shared.start()))
    if (" liv" in low or " resid" in low or " settled " in low) and (
            ", now " in low or "and now " in low or " since " in low or ", living " in low or ", residing " in low):
        found += _home_in_passing(text)
    if "week old" in low or "week-old" in low or "weeks old" in low or "rehom" in low or "re-hom" in low:
        found += _pet_in_passing(text)  # (a pet brought home said with its age in weeks, or one rehomed)
    if "my " in low and (" daily" in low or " only " in low or " main " in low or "commuter" in low
                         or "everyday" in low or "primary" in low):
        found += _daily_driver(text)
    if not found:
        return []
    sarcastic = ForeignRegions(_sarcastic_spans(text))
    return [(p, said) for p, said, at in found if not sarcastic.touch(at, at + len(said))]


def _condition_after_being(text: str) -> list[tuple[Proposal, str, int]]:
    """A condition said after who the user is, its "I'm" shared (CONDITION_AFTER_BEING), read as said alone."""
    regions = ForeignRegions.of(text)
    out = []
    for m in BEING_THEN_CONDITION.finditer(text):
        if (after := CONDITION_AFTER_BEING.match(text, m.end())) and not regions.touch(m.start(), after.end()) and (
                (p := Rules({}).being(after.group(1))) is not None and p.subject.startswith("health:")):
            out.append((replace(p, statement=_sentence(f"User is {after.group(1)}")), after.group(), m.start()))
    return out


def _condition_in_my_body(text: str) -> list[tuple[Proposal, str, int]]:
    """A condition named as the one in a part of the user's body (CONDITION_IN_MY_BODY), as "I have ..." reads it."""
    out = []
    for m in CONDITION_IN_MY_BODY.finditer(text):
        named = m.group(1).lower()
        if named.split()[-1] not in lx.CONDITIONS and named not in ("carpal tunnel", "tennis elbow"):
            continue
        if _asked_after(text, m.end()) or ForeignRegions.of(text).touch(m.start(), m.end()):
            continue
        out += [(replace(p, statement=_sentence(f"User has {named}")), m.group(), m.start())
                for p in Rules({}).classify(f"I have {named}.") if p.subject.startswith("health:")][:1]
    return out


def _origin_after_comma(text: str, origin: re.Match[str]) -> list[tuple[Proposal, str, int]]:
    """Where the user is from, said after a comma in a line about them (ORIGIN_AFTER_COMMA); not in a line about
    someone else ("My wife, from Lagos originally, ..."), a quote or a question."""
    opening = max(text.rfind(stop, 0, origin.start()) for stop in ".!?\n") + 1
    before = text[opening:origin.start()].lower()
    if OTHERS_LINE.match(text, opening) or " with " in before or " and " in before or _asked_after(
            text, origin.end()) or ForeignRegions.of(text).touch(origin.start(), origin.end()):
        return []  # (nor after someone named beside the user: "I live with Tom, originally from Lagos")
    return [(Proposal("user_model_attr", "location:origin", _sentence(f"User is {origin.group()}"), confidence=0.6),
             origin.group(), origin.start())]


def _thing_i_bought(text: str) -> list[tuple[Proposal, str, int]]:
    """A thing named by its make, then that the user bought it (THING_I_BOUGHT), as "I bought a ..." reads it."""
    out = []
    for m in THING_I_BOUGHT.finditer(text):
        sentence_end = re.search(r"[.!?\n]", text[m.end():])
        if RETURNED.search(text, m.end(), m.end() + (sentence_end.start() if sentence_end else len(text))) or (
                _asked_after(text, m.end()) or ForeignRegions.of(text).touch(m.start(), m.end())):
            continue
        out += [(replace(p, statement=_sentence(f"User has the {m.group('thing')}")), m.group(), m.start())
                for p in Rules({}).classify(f"I bought a {m.group('thing')}.")
                if p.subject.startswith(("device:", "vehicle:", "possession:")) and p.polarity == "assert"][:1]
    return out


def _faith_before_job(text: str) -> list[tuple[Proposal, str, int]]:
    """A faith said of the user before their job (FAITH_BEFORE_JOB): "I'm a Muslim barber" is Muslim."""
    out = []
    for m in FAITH_BEFORE_JOB.finditer(text):
        job = m.group("job").lower().split()
        if not any(_singular(word) in lx.JOBS for word in job) or ForeignRegions.of(text).touch(m.start(), m.end()):
            continue
        faith = m.group("faith").lower()
        slug = "jewish" if faith == "orthodox jewish" else faith
        out.append((Proposal("user_model_attr", f"identity:{slug}", _sentence(f"User is {m.group('faith')}"),
                             sensitivity="sensitive", confidence=0.6), m.group(), m.start()))
    return out


def _pursuit_by_doing(text: str) -> list[tuple[Proposal, str, int]]:
    """A pursuit said by what is done with its implement (PURSUIT_BY_IMPLEMENT), a club by the user doing their sport
    for it (TEAM_SKATED_FOR); not in a quote, a pasted text or a question."""
    regions = ForeignRegions.of(text)
    out = []
    for m in PURSUIT_BY_IMPLEMENT.finditer(text):
        if not regions.touch(m.start(), m.end()) and not _asked_after(text, m.end()):
            done = IMPLEMENT_PURSUITS[m.group("done").lower()]
            said = _sentence(f"User {third_person(m.group()[2:])}")
            out.append((Proposal("user_model_attr", f"activity:{done}", said, confidence=0.55), m.group(), m.start()))
    for m in HURT_AT_SPORT.finditer(text) if " at " in text else ():
        if not regions.touch(m.start(), m.end()) and not _asked_after(text, m.end()):
            sport = m.group("sport").lower()
            out.append((Proposal("user_model_attr", f"activity:{lx.PURSUITS.get(sport, slug_word(sport))}",
                                 _sentence(f"User: {m.group()}"), confidence=0.55), m.group(), m.start()))
    for m in TEAM_SKATED_FOR.finditer(text):
        if not regions.touch(m.start(), m.end()) and not _asked_after(text, m.end()) and (
                club := topic_slug(m.group("team"))) and club not in NO_MEMBERSHIP:
            out.append((Proposal("fact", f"membership:{club}", _sentence(f"User {third_person(m.group()[2:])}"),
                                 confidence=0.55), m.group(), m.start()))
    return out


def _pursuit_here(text: str) -> list[tuple[Proposal, str]]:
    """A pursuit the user is new to, said as the chat says who it is (PURSUIT_NEWBIE_HERE): "Derby fresh meat here!"."""
    if not (m := PURSUIT_NEWBIE_HERE.match(text)):
        return []
    named = m.group("pursuit").lower()
    if not (named in lx.SPORTS or named in lx.PURSUITS or named in lx.INSTRUMENTS or named == "roller derby"):
        return []
    key = lx.PURSUITS.get(named, slug_word(named))
    return [(Proposal("user_model_attr", f"activity:{key}", _sentence(f"User: {m.group()}"), confidence=0.55),
             m.group())]


def _said_outright(text: str, start: int, end: int) -> bool:
    """Whether what a sentence says from start to end is said outright: not supposed ("if she lives with us in
    Leeds"), nor asked (its sentence ends on a question mark)."""
    opens = max(text.rfind(".", 0, start), text.rfind("\n", 0, start), text.rfind("?", 0, start),
                text.rfind("!", 0, start)) + 1
    ends = SENTENCE_END_MARK.search(text, end)
    return not SUPPOSED.search(text, opens, start + 1) and not (ends and ends.group() == "?")


SENTENCE_END_MARK = lazy_regex(r"[.!?\n]")
SUPPOSED = lazy_regex(r"\b(?:if|when|whether|unless|once|suppose|supposing|imagine|in case|what if)\b", re.IGNORECASE)


def _home_in_passing(text: str) -> list[tuple[Proposal, str, int]]:
    """The user's home said after what else they say of themselves in a sentence of theirs (HOME_IN_PASSING)."""
    for m in HOME_IN_PASSING.finditer(text):
        opens = max(text.rfind(".", 0, m.start()), text.rfind("\n", 0, m.start()), text.rfind("?", 0, m.start()),
                    text.rfind("!", 0, m.start())) + 1
        if (owner := HOME_IN_PASSING_OWNER.match(text, opens)) and owner.end() <= m.start() and not re.search(
                r"\b(?:my|his|her|their|our|who|whose|which)\b", text[opens:m.start()], re.I) and (
                _said_outright(text, m.start(), m.end())):
            said = m.group().lstrip(", ").removeprefix("and ")
            return [(Proposal("user_model_attr", "location:home", _sentence(f"User: {said}"), confidence=0.6),
                     said, m.start() + m.group().index(said))]
    return []


def _pet_in_passing(text: str) -> list[tuple[Proposal, str, int]]:
    """A young pet brought home with its age said (PET_BROUGHT_HOME), or one rehomed (PET_REHOMED), by its kind."""
    found: list[tuple[Proposal, str, int]] = []
    for pattern, polarity in ((PET_BROUGHT_HOME, "assert"), (PET_REHOMED, "retract")):
        if (m := pattern.search(text)) and (pet := _pet(m.group(1))) in lx.PETS and _said_outright(
                text, m.start(), m.end()):
            said = _sentence("User " + third_person_possessive(m.group()[m.group().index(" ") + 1:])
                             if m.group()[:1] in "iI" else f"User's household: {m.group()}")
            found.append((Proposal("relationship", f"pet:{pet}", said, polarity, confidence=0.6), m.group(), m.start()))
    return found


KIDS_SAID = {"daughter": "daughter", "daughters": "daughter", "girl": "daughter", "girls": "daughter", "son": "son",
             "sons": "son", "boy": "son", "boys": "son"}
ID_IN_CAPITALS = lazy_regex(r"\bID\b")
# "Since" as an adverb after "have": "I have since purchased a Holden" (a past participle after it).
HAVE_SINCE = lazy_regex(r"(i(?:'ve| have)) since (?=(?:\w+ed|bought|sold|got|gotten|become|been|taken|made|found|built|"
                        r"grown|begun|left|done|gone|had|kept|met|spent|taught|lost|won)\b)", re.IGNORECASE)
# A job said as employment: "I am presently employed as a lecturer in engineering", "I'm employed by the NHS".
EMPLOYED_AS = lazy_regex(r"i(?:'m| am)(?: (?:presently|currently|now|also|still|gainfully))? employed "
                         r"(?:as (an? .+)|by ((?-i:[A-Z]).+))", re.IGNORECASE)


def _service_in_passing(text: str) -> list[tuple[Proposal, str, int]]:
    """Service in a branch said in passing in the user's own sentence (SERVICE_IN_PASSING): history:military."""
    for m in SERVICE_IN_PASSING.finditer(text):
        opens = max(text.rfind(".", 0, m.start()), text.rfind("\n", 0, m.start()), text.rfind("?", 0, m.start()),
                    text.rfind("!", 0, m.start())) + 1
        sentence = text[opens:].lstrip()
        ends = re.search(r"[.!?\n]", sentence)
        sentence = sentence[:ends.start()] if ends else sentence
        if re.match(r"i\b", sentence, re.I) or (m.group()[:1] in "FfAa" and re.search(r", I\b", sentence)):
            said = f"User {m.group()[7:]}" if m.group()[:7].lower() == "having " else f"User: {m.group()}"
            return [(Proposal("user_model_attr", "history:military", _sentence(said),
                              confidence=0.55), m.group(), m.start())]
    return []


def _job_here(text: str) -> list[tuple[Proposal, str]]:
    """The job a message opens on alone (JOB_OPENING, JOB_FRAGMENT_OPENING), as "I'm a ..." would say it."""
    if " here" in text[:40] and (new_to := _pursuit_here(text)):
        return new_to
    m = JOB_OPENING.match(text)
    said = m.group() if m else ""
    if not m and "," in text[:80] and (m := JOB_FRAGMENT_OPENING.match(text)):
        job, before = m.group("job").lower(), set(_words(text[:m.start("job")]))
        if _singular(m.group("next").lower()) in lx.JOBS or job != _singular(job) or before & HAILING_WORDS or (
                before & lx.STOPWORDS) or job in NOT_JOBS:
            return []  # "Nurse, doctor or PA?", "Teachers, ...", "Hey nurse, ...", "Need a plumber, ..."; a student
            # ("Welding student at Lincoln Tech, ...") is in school
        said = text[:m.start("next")].rstrip(" ,")
    if not m:
        return []
    words = _words(m.group()[:m.end("job")])
    if not words or words[0] in ("the", "a", "an", "my", "your", "his", "her", "their", "our", "this", "that"):
        return []  # "the nurse here", "my nurse here": someone else
    if m.group("job").lower() in PASTIME_ROLES and _pastime_post(m.group()[:m.end("job")]):
        return []  # "Pub quiz skipper here", "darts team captain here": a post in a pastime, no job
    if "pilot" in m.group() and STUDENT_PILOT.fullmatch(m.group()[:m.end("job")]):
        # "Student pilot here, 32 hours": learning to fly, a pursuit (no job)
        return [(Proposal("user_model_attr", "activity:flying", _sentence(f"User: {said}"), confidence=0.55), said)]
    if not all(_singular(part) in lx.JOBS or part in ("ff", "fd") for part in m.group("job").lower().split("/")) or (
            m.group("job").lower() in ("ff", "fd")):  # "FF/EMT": a firefighter and an EMT
        return []
    if m.group("job").lower() == "owner" and len(words) > 1 and (
            (kept := Rules({}).being(_a(m.group()[:m.end("job")]))) is None or kept.subject != "occupation"):
        # "First time dog owner here": an animal kept, no job ("Home owner here": none either)
        return [(replace(kept, statement=_sentence(f"User: {said}")), said)] if (
            kept and kept.polarity == "assert") else []
    if m.group("job").lower() in ("vet", "vets", "veteran", "veterans") and not set(words).isdisjoint(
            MILITARY_BRANCHES):
        # "Army vet, did 8 years, now a nurse": service of the past, no job held now (an animal doctor has no branch)
        rules = Rules({})
        was = rules.being(_a(m.group()[:m.end("job")]))
        if was is None or was.subject != "history:military":
            return []
        out = [(was, said)]
        line = re.split(r"[.!?;\n]", text[m.end("job"):], maxsplit=1)[0]
        if " now" in line and (now := JOB_NOW.search(line)) and now.start() and line[now.start() - 2] == "," and (
                job := rules.being(now.group(1) if now.group(1)[:2].lower() in ("a ", "an") else _a(now.group(1)))
        ) is not None and job.subject == "occupation":
            # "..., now a nurse in San Antonio": the job held now, and where it is done
            found = [job]
            if " in " in now.group(1) and (worked := _work_place(now.group(1), found)):
                found.append(Proposal("user_model_attr", "location:work", worked[1].statement, confidence=0.6))
            out += [(p, now.group()) for p in found]
        return out
    if not set(words).isdisjoint(JOB_GIVEN_UP) and m.group("job").lower().isalpha():
        # "Retired teacher here", "Former nurse here, now a realtor": a job once held, as "I'm a retired teacher"
        # says it (no job now)
        held = m.group()[:m.end("job")]
        held = held if held[:2].isupper() else held[:1].lower() + held[1:]
        was = Rules({}).being(_a(held))
        if was is None or not was.subject.startswith("history:") or (
                set(_words(held)) & MILITARY_BRANCHES - {"military"}):
            return []  # ("Retired Coast Guard": service in a branch is history:military, read where it is said)
        return [(was, said)]
    if m.group("job").lower() in ("vet", "veteran") and len(words) > 1:
        # "Army vet, two tours in Afghanistan.", "Navy veteran here": service of the past, as "I'm an Army vet" says
        # (a vet alone, or "Equine vet", is an animal doctor's job)
        was = Rules({}).being(_a(m.group()[:m.end("job")]))
        if was is not None and was.subject == "history:military":
            return [(replace(was, statement=_sentence(f"User: {said}")), said)]
    if words[0] == "sober" and len(words) > 1 and m.start("job") > 0:
        # "Sober bartender here, 3 years no drinking": the job, and apart from it the user's sobriety (their health)
        job = said[len(said) - len(said.lstrip()):].split(None, 1)[1]
        return [(Proposal("user_model_attr", "occupation", _sentence(f"User: {job}"), confidence=0.55), said),
                (Proposal("fact", "health:sobriety", "User is sober.", sensitivity="sensitive", confidence=0.55), said)]
    found = [(Proposal("user_model_attr", "occupation", _sentence(f"User: {said}"), confidence=0.55), said)]
    if (years := TECH_JOB_YEARS.match(text)) and (tech := slug_word(years.group("tech").lower())) in TECH_SLUGS:
        # "Java dev, 10 yrs": years at the language the job is named by, as "been writing Java for 10 years" says
        found.append((Proposal("user_model_attr", f"experience:{tech}", _sentence(f"User: {years.group()}"),
                               confidence=0.55), years.group()))
    return found
