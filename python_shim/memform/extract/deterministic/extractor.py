"""The deterministic extractor: its rules over a batch of a session's events."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial

from memform.extract import lexicon as lx
from memform.extract.patterns import lazy_regex
from memform.extract.port import ExtractionContext, SourceEvent
from memform.extract.text import ForeignRegions, Span, caseless, ooc_asides
from memform.models import MemoryCandidate

from .bare_answers import (
    NAMED_SAYING,
    OTHERS_CLAUSE,
    OTHERS_CONJUNCT,
    OTHERS_NOW,
    OTHERS_SAYING,
    OWN_REASON,
    OWNED_KINDS,
    SOMEONE_ELSES,
    STATED_REASON,
    _answered,
    _code_switched_romance,
    _may_switch_romance,
    _mentioned,
)
from .instructions import CITATION, MAY_INSTRUCT, MAY_INSTRUCT_HINT, STOP_DOING, WHENEVER_YOU_SUGGEST
from .kin_in_passing import (
    CONDITION_KEYS,
    DIALYSIS_FOR,
    KID_BY_AGE,
    KIN_ALIASES,
    KIN_ASKED_ME,
    PLACE_WHERE_GREW_UP,
    PLACE_WHERE_LIVE,
    PURSUED_WITH_KIN,
    THROUGH_SCHOOL,
    WORKING_AS_SAID_AFTER,
    _condition_aided,
    _dialysis,
    _favorite_answered,
    _homeschooled,
    _kin_beside_user,
    _kin_name,
    _languages_held,
    _named_in_passing,
    _procedure_had,
    _study_in_passing,
    _van_life,
)
from .long_messages import (
    OUR_MODEL,
    OWN_DOCUMENT,
    OWN_DOCUMENT_HINT,
    PREFERS_STYLE,
    PROFESSION_LEFT,
    SINCE_PROFESSION_LEFT,
    _sensitivity,
    _sentence,
)
from .own_forms import (
    CONFIRMED_MINE,
    OWN_BIO_HINT,
    _code_switched,
    _emoji_list,
    _form,
    _foster_parent,
    _game_kept,
    _job_accepted,
    _job_before_a_comma,
    _may_front_a_role,
    _may_switch,
    _own_bio,
    _own_signature,
    _qa_answers,
    _role_fronted,
    _signed,
    _where_i_work,
)
from .phrases import DAY_ANCHOR, LIFE_EVENT, OBJECT_DECIDES, SCAN_CEILING, SOBER_NOW, TRANSIENT_ANYCASE, YEARS_AGO
from .places_and_work import (
    GREETING,
    HAS_THING,
    HERE_IN,
    INTRODUCTION_REACH,
    NOT_REPLACING,
    SOMEONE_SAYING,
    THING_GONE,
    _asked_after,
    _at_hand,
    _debt_on,
    _joined_repairs,
    _left_for_now,
)
from .requests import (
    ACTIVE_DUTY,
    HINGLISH_LANGUAGE,
    JOB_COMPOUND_HEADS,
    MEETING_FRONT,
    MY_CREDIT_SCORE,
    OWED_ON_MINE,
    RATHER_USE,
    _any_day_liking,
    _moved_since,
    _own_neighbourhood,
    standing_instructions,
    tool_domain,
)
from .rules import HAVE_SINCE, Rules, _across_clauses, _job_here
from .sarcasm_and_repairs import (
    _autocorrected,
    _dialect_my,
    _ends_on,
    _evidence_as_said,
    _evidence_uncorrected,
    _own_clauses,
    _tag_alone,
    said_no_one,
)
from .statements import (
    ASKED_BACK_BARE,
    DISCOURSE_TAIL,
    DISCOURSE_WORD,
    DROPPED_AT_START,
    HELD_RIGHT_NOW,
    LASTS_WHEN_HELD_NOW,
    YOU_TAKERS,
    _chip_last,
    _kind_put_right,
    _one_game,
    third_person,
    third_person_possessive,
)
from .subjects import (
    IRREGULAR_PAST,
    REPORTED_SPEECH,
    RUN_FROM_HOME,
    TAKEN_OUT_OF,
    USER_OR_HOUSEHOLD_OPENING,
    Proposal,
    _kin,
    _words,
    stable_subject,
    topic_slug,
    undated,
)
from .take_backs import (
    AGE_GENDER_TAG,
    ANSWER_NOT_A_TAKE_BACK,
    _age_at_now,
    _bio_aged,
    _calmed,
    _claims_given,
    _evidence_unnoted,
    _evidence_unshouted,
    _given_to_another,
    _job_line,
    _job_line_later,
    _joke_named,
    _kind_corrected,
    _may_note_self,
    _names_the_claim,
    _own_age_tagged,
    _relative_health_unsaid,
    _said_before,
    _self_noted,
    _summary_corrected,
    _take_backs,
    _taken_back,
    _withdrawn,
    _work_place,
    spoken_in_character,
)
from .things_held import (
    CORRECTED_BELIEF,
    CORRECTION_HINT,
    DICTATION_KIN,
    HOME_HERE,
    HOME_IS,
    HOME_LET_GO,
    HOME_NOUNS,
    HOME_OF_MINE,
    KIN_DOING,
    LANGUAGE_CODES,
    LANGUAGE_PAIR,
    MOVED_FOR_JOB_AT,
    MY_CAPITAL,
    MY_EMPLOYER_NAMED,
    USERS_OWN_BEFORE,
    VISITING,
    WAS_SAID,
    WORKPLACE_HINTS,
    _a,
    _bees_kept,
    _workplace_in_passing,
)
from .unsafe import unsafe_message

# A child's keys: one of them formed already names the child a KID_BY_AGE would.
CHILD_KEYS = frozenset(("family:kid", "family:son", "family:daughter", "family:twin", "family:baby"))
# Retired, said of the job once held ("a retired banker"): what the user does now, in the one word the clause has.
RETIRED_WORD = lazy_regex(r"\bretired\b", re.IGNORECASE)


class DeterministicExtractor:
    """Rules over ordinary speech; the default extractor and the fallback for every other."""

    name = "deterministic"
    version = "2"

    def extract(self, events: Sequence[SourceEvent], context: ExtractionContext) -> list[MemoryCandidate]:
        return self.extract_with(events, context, spoken_in_character(events, context))

    def extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                     silenced: Sequence[bool]) -> list[MemoryCandidate]:
        """extract, given spoken_in_character(events, context) (a caller that needs it too reads it once). A message
        shouted in capitals is read lowercased (see _calmed), and a note to self said to "you" in the first person
        (see _self_noted), their evidence cited as written."""
        corrected: dict[int, list[tuple[str, str, list[int]]]] = {}
        for event in events:
            if event.author_role == "user" and any("correct" in text for text in event.texts):
                corrected[event.seq] = [(read, text, at) for text in event.texts if (found := _autocorrected(text))
                                        for read, at in (found,)]
        if any(corrected.values()):
            # "a Subaru Outbreak (Outback!! stupid autocorrect)": read with the word the user meant
            read_as_meant = [event.model_copy(update={"texts": tuple(
                next((read for read, said, _ in corrected[event.seq] if said == text), text) for text in event.texts)})
                if corrected.get(event.seq) else event for event in events]
            return [_evidence_uncorrected(c, corrected) for c in self.extract_with(read_as_meant, context, silenced)]
        noted: dict[int, list[tuple[str, str, list[int]]]] = {}
        for event in events:
            if event.author_role == "user" and any(map(_may_note_self, event.texts)):
                noted[event.seq] = [(read, text, at) for text in event.texts if (found := _self_noted(text))
                                    for read, at in (found,)]
        if any(noted.values()):
            read_as_said = [event.model_copy(update={"texts": tuple(
                next((read for read, said, _ in noted[event.seq] if said == text), text) for text in event.texts)})
                if noted.get(event.seq) else event for event in events]
            return [_evidence_unnoted(c, noted) for c in self.extract_with(read_as_said, context, silenced)]
        calmed: dict[int, list[tuple[str, str]]] = {}
        for event in events:
            if event.author_role == "user" and any(map(str.isupper, event.texts)):
                calmed[event.seq] = [(calm, text) for text in event.texts if (calm := _calmed(text)) is not None]
        if not any(calmed.values()):
            return self._extract_with(events, context, silenced)
        read = [event.model_copy(update={"texts": tuple(_calmed(text) or text for text in event.texts)})
                if calmed.get(event.seq) else event for event in events]
        return [_evidence_unshouted(c, calmed) for c in self._extract_with(read, context, silenced)]

    def _extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                      silenced: Sequence[bool]) -> list[MemoryCandidate]:
        known: dict[str, list[str]] = {}
        for belief in context.known_beliefs:
            kind = belief.subject.split(":", 1)[0]
            known.setdefault(kind, []).append(belief.subject)
        rules = Rules(known)
        out: list[MemoryCandidate] = []
        seen: set[tuple[int, str, str]] = set()
        previous: int | None = None  # the seq of the owner's message before this one in the batch
        previous_texts: tuple[str, ...] = ()  # and its text parts
        asked: str | None = None  # what the assistant said since the owner's last message, when it asks something
        for event, in_character in zip(events, silenced, strict=True):
            if not event.is_owner_assertion(context.principal):
                if event.event_type == "assistant.message.created" and event.author_role == "assistant" and event.texts:
                    asked = " ".join(event.texts)  # the assistant's own message, not a tool call it made
                continue
            as_said: tuple[str, ...] = ()  # the texts as the user wrote them, where the rules read them otherwise
            if any(" me " in text or "Me " in text for text in event.texts) and (
                    (read := tuple(map(_dialect_my, event.texts))) != event.texts):
                as_said = event.texts
                event = event.model_copy(update={"texts": read})
            said_before, previous = previous, event.seq
            answering, asked = asked, None
            earlier, previous_texts = previous_texts, event.texts
            if in_character:
                # in character but for its asides, "(OOC: I'm a nurse irl)": those alone are the user's own
                asides = tuple(text[start:end] for text in event.texts for start, end in ooc_asides(text))
                if not asides:
                    continue
                event = event.model_copy(update={"texts": asides})
            if said_before is not None and answering is None and _tag_alone(event.texts):
                # "I love Mondays." "NOT": the tag, sent on its own, takes back the claim the message before ended on
                out = [c for c in out if c.polarity != "assert" or c.source_seqs != (said_before,)
                       or not _ends_on(c, earlier)]
                continue
            if any(map(unsafe_message, event.texts)) or any(map(said_no_one, event.texts)):
                continue
            closing: list[tuple[int, int]] = []
            retracted: list[MemoryCandidate] = []
            if (given := _given_to_another(event.texts)) and said_before is not None:
                # "I live in Denver." "sorry, I meant my sister lives in Denver": the user's claim was someone else's
                out = [c for c in out if c.source_seqs != (said_before,) or not _claims_given(c, given)]
            elif given:  # the claim was the last message of an earlier batch
                retracted = self._retract_earlier(event, context, partial(_claims_given, given=given),
                                                  "User said it is someone else's")
            if any(map(_taken_back, event.texts)):
                closing, opens = _take_backs(event.texts)
                if opens and answering and ANSWER_NOT_A_TAKE_BACK.match(event.texts[0]):
                    opens = False  # "Any other pets?" "not really": an answer, no take-back of the message before
                # "lol jk I'm not a pilot, I was just testing you": what an earlier message said of that was no fact
                if withdrawn := _withdrawn(rules, event.texts):
                    out = [c for c in out if c.polarity != "assert" or c.subject not in withdrawn]
                elif opens and said_before is not None:
                    # "I have a cat." "lol jk": the whole of the message before was the joke; "jk about the cat",
                    # only what it names
                    named = _joke_named(event.texts)
                    out = [c for c in out if c.polarity != "assert" or c.source_seqs != (said_before,)
                           or not _names_the_claim(c, named)]
                elif opens:
                    named = _joke_named(event.texts)
                    retracted = self._retract_earlier(event, context, partial(_names_the_claim, named=named),
                                                      "User took back as a joke")
            put_right: list[tuple[Proposal, str]] = []
            if said_before is not None and out and out[-1].source_seqs == (said_before,) and (
                    put := _kind_corrected(event.texts, out, said_before)):
                # "My husband and I ..." "he's actually my fiancé": the kind said before is taken back, the one said
                # now is the user's
                old, new, words = put
                out = [c for c in out if c.subject != old or c.polarity != "assert" or c.source_seqs != (said_before,)]
                put_right = [(Proposal("relationship", old, _sentence(f"User: {third_person_possessive(words)}"),
                                       "retract", confidence=0.6), words),
                             (Proposal("relationship", new, _sentence(f"User: {third_person_possessive(words)}"),
                                       confidence=0.6), words)]
            start = len(out)
            # a clause near the start of a message that opens on a greeting ("Hi, I'm Sarah") may be an introduction
            spans = [(span, greeted and span.start < INTRODUCTION_REACH)
                     for text in event.texts for greeted in (GREETING.match(text) is not None,)
                     for span in _joined_repairs(text, _own_clauses(text))]
            forms = [found for text in event.texts if ":" in text or "# " in text for found in _form(text, rules)]
            forms += [found for text in event.texts if "ine " in text or "INE " in text
                      for found in _favorite_answered(text)]
            forms += [found for text in event.texts for found in _across_clauses(text)] + put_right
            forms += [found for text in event.texts if "\n" in text for found in _signed(text)]
            forms += [found for text in event.texts if "\n" in text and ("me" in text[:40] or "ontext" in text[:40]
                                                                      or "setup" in text[:40])
                      for found in _emoji_list(text, rules)]
            forms += [found for text in event.texts if ("my " in text or "My " in text or "MY " in text) and (
                "ignature" in text or "office" in text or "OOO" in text or "ooo" in text or " sig" in text)
                      for found in _own_signature(text)]
            said = event.texts[0] if len(event.texts) == 1 else "\n".join(event.texts)
            rules.message = said
            if (" '" in said or ":'" in said or '"' in said or "\u2018" in said or "\u201c" in said) and (
                    OWN_BIO_HINT.search(caseless(said))):
                forms += [found for text in event.texts for found in _own_bio(text, rules)]
            confirmed: Sequence[tuple[Proposal, str]] = ()
            if answering and earlier and event.texts and said_before is not None and "ine" in event.texts[0] and (
                    CONFIRMED_MINE.match(event.texts[0])):
                # "Is this for you or for a client?" "It's mine.": the bio pasted before is the user's own (citing
                # the message it is in, and the one that says whose it is)
                confirmed = [found for text in earlier for found in _own_bio(text, rules, confirmed=True)]
            own_document = False  # whether a text part is a document of the user's own (OWN_DOCUMENT)
            for text in event.texts:
                low = caseless(text)
                if _may_front_a_role(low):
                    forms += _role_fronted(text, rules)
                if ("Q:" in text or "Q." in text or "Q)" in text) and "?" in text:
                    forms += _qa_answers(text, rules)
                if " any day" in low:
                    forms += _any_day_liking(text, rules)
                if "since " in low and " to " in low and ("moved" in low or "relocated" in low):
                    forms += _moved_since(text, rules)
                if ("neighbo" in low or "street in" in low or " block in" in low or "subdivision" in low or
                        "cul-de-sac" in low) and " in " in text:
                    forms += _own_neighbourhood(text)
                job = _job_here(text) if (" here" in low[:40] or "s in" in low[:60] or _job_before_a_comma(low)
                                          ) else []
                forms += job  # "FF/EMT here — ...", "Night shift ER nurse, 12 years in."
                if " where I " in text or " where i " in text:
                    forms += _where_i_work(text, rules)
                if "foster" in low:
                    forms += _foster_parent(text)
                if "dictat" in low and (dictated := DICTATION_KIN.match(text)):
                    # "Dictating to my granddaughter.", "Grandpa's dictating, I'm just typing it": the relative who
                    # types, or the one the user types for, is the user's
                    kin = _kin((dictated.group("to") or dictated.group("by")).lower())
                    forms.append((Proposal("relationship", f"family:{kin}", _sentence(
                        f"User: {dictated.group().strip()}"), confidence=0.6), dictated.group().strip()))
                if " job " in low and (moved_for := MOVED_FOR_JOB_AT.search(text)) and not _asked_after(
                        text, moved_for.end()) and not ForeignRegions.of(text).touch(moved_for.start(),
                                                                                     moved_for.end()):
                    # "moved to Raleigh for a new job at SAS": the firm is the user's employer
                    forms.append((Proposal("user_model_attr", "occupation:employer", _sentence(
                        f"User has a job at {moved_for.group('org')}"), confidence=0.6), moved_for.group().strip()))
                if "position" in low or "role" in low or " job " in low or " post " in low:
                    forms += _job_accepted(text, rules)
                if "league" in low or "team" in low or "cross" in low or "cryptic" in low or "sudoku" in low:
                    forms += _game_kept(text)
                if not answering and not (
                        (opening := set(_words(text[:60])[:6])).isdisjoint(lx.JOBS)
                        and opening.isdisjoint(JOB_COMPOUND_HEADS) and "crew" not in opening):
                    # "Marine diesel mechanic in Auckland.", "ICU nurse, nights.": what the line says beside the job
                    # (where it is done, an age, a visa) where the opening read above said the job alone
                    read = {p.subject for p, _ in job}
                    forms += [(p, said) for p, said in _job_line(text, rules) if p.subject not in read]
                if not answering and (text.find(". ", 0, 80) > 0 or text.find("! ", 0, 80) > 0):
                    forms += _job_line_later(text, rules)  # "Retail is killing me. Assistant manager at a Primark."
                if (text[:1].isdigit() or ". " in text or "! " in text) and (aged := _bio_aged(text, rules)):
                    forms += aged  # "44 y/o, on TRT ...", "19, sophomore in college, ..."
                if _may_switch(low):
                    forms += _code_switched(text, rules)
                if _may_switch_romance(low):
                    forms += _code_switched_romance(text, rules)  # Portuguese and Italian mixed in
                if not own_document and ("my " in text or "My " in text or "bout me" in text or "BOUT ME" in text
                                         or "me a " in text):
                    own_document = bool(OWN_DOCUMENT_HINT.search(low) and OWN_DOCUMENT.search(text))
            if answering:
                forms += [found for text in event.texts[:1] for found in _answered(answering, text, rules)]
                if "you" in answering and ("not " in event.texts[0] or "n't" in event.texts[0] or " part" in
                                           event.texts[0] or " bit" in event.texts[0] or "ed" in event.texts[0][:12]):
                    forms += _summary_corrected(answering, event.texts[0], rules)
            for span, introducing in spans:
                rules.introducing = introducing
                for candidate in self._candidates(rules, event.seq, span, context, own_document):
                    key = (event.seq, candidate.subject, candidate.statement)
                    if key in seen:
                        continue
                    if candidate.subject == "preference:address_as" and any(map(CITATION.search, event.texts)):
                        continue
                    seen.add(key)
                    out.append(candidate)
                    if candidate.polarity == "assert":
                        known.setdefault(candidate.subject.split(":", 1)[0], []).append(candidate.subject)
                        if candidate.subject.startswith("family:") and candidate.evidence and (
                                name := _kin_name(candidate.evidence, candidate.subject)):
                            # who a relative is by name, for a later clause that names them alone ("Dev and I")
                            known.setdefault("named", []).append(f"{name}={candidate.subject}")
                    if len(out) >= SCAN_CEILING:
                        return out
            formed = {candidate.subject for candidate in out if event.seq in candidate.source_seqs}
            own_forms = len(forms)  # those past them, confirmed, cite the message before too
            for i, (p, line) in enumerate([*forms, *confirmed] if confirmed else forms):
                seqs = (event.seq,) if i < own_forms else (said_before or 0, event.seq)
                if not p.subject or not (p := _relative_health_unsaid(p)) or p.subject in formed:
                    continue
                if len(out) >= SCAN_CEILING:
                    return out  # stopped inside this message: the caller reads again from it (as in the clauses)
                formed.add(p.subject)
                out.append(MemoryCandidate(
                    belief_type=p.belief_type, subject=p.subject[:200], statement=p.statement[:500],
                    polarity=p.polarity, source_seqs=seqs, confidence=p.confidence,
                    proposed_scope=context.scope, portability=p.portability, sensitivity=_sensitivity(p), evidence=line,
                ))
            # a joke taken back from an earlier batch: retracted, unless this message restates it ("lol jk, I live
            # in Lisbon": the assertion wins below, as it does over any retraction the message makes)
            if len(out) + len(retracted) > SCAN_CEILING:
                return out + retracted[:SCAN_CEILING - len(out)]  # stopped inside this message, as above
            out += retracted
            asserted = {c.subject for c in out[start:] if c.polarity == "assert"}
            if "health:sobriety" in asserted and "preference:alcohol" in asserted:
                # "I don't drink at all, I'm in recovery": not drinking is the recovery, no taste
                out[start:] = [c for c in out[start:] if c.subject != "preference:alcohol"]
            if ("replac" in said or "another" in said) and any(
                    map(NOT_REPLACING.search, event.texts)) and any(map(THING_GONE.search, event.texts)) and len(
                    owned := [
                        i for i, c in enumerate(out[start:], start) if c.polarity == "assert"
                        and c.subject.startswith(("vehicle:", "device:"))]) == 1:
                # "they paid out for my Outback and I'm not replacing it": the one car or device the message names is
                # gone, and none comes after it
                gone = out[owned[0]]
                said = next(((t, t.find(gone.evidence), m) for t in event.texts if gone.evidence and gone.evidence in t
                             and (m := NOT_REPLACING.search(t))), None)
                if said and said[1] >= 0:
                    # the evidence runs from the thing named to the word that it is not replaced
                    start_at, end_at = min(said[1], said[2].start()), max(said[1] + len(gone.evidence), said[2].end())
                    out[owned[0]] = gone.model_copy(update={
                        "polarity": "retract", "evidence": said[0][start_at:end_at], "statement": _sentence(
                            HAS_THING.sub(r"User is not replacing their \1", gone.statement.rstrip(".")))})
                    asserted.discard(gone.subject)
            if "?" in said and any(c.subject.startswith("possession:") for c in out[start:]):
                # "quick fix before a meeting in 20 min? I have a claw clip": things at hand for the task, none kept
                out[start:] = [c for c in out[start:] if not _at_hand(c, event.texts)]
            if ("broke up" in said or "split up" in said or "separated" in said) and (
                    parted := _partner_parted(out, start, event.texts)):
                # "I moved out of my boyfriend's place, we broke up": the one partner the message names is so no
                # longer, taken back where the clause alone read them as had
                out[parted[0]] = parted[1]
                asserted.discard(parted[1].subject)
            if "occupation" not in asserted and "etired" in said and len(out) < SCAN_CEILING and (
                    retired := _retired_from(out[start:])):
                # "I'm a retired banker", "Retired machinist, 67": the job once held, and what the user does now, as
                # "I retired from the Navy" says both (where the message says no other work is done now)
                out.append(retired)
                asserted.add("occupation")
            if "occupation" in asserted or ("since " in said and SINCE_PROFESSION_LEFT.search(said)):
                # "I run an Etsy shop, it's been my full time job since I left teaching in 2021": a profession left,
                # said with the job held now, is a past of the user's working life, not the job taken back
                out[start:] = [_left_for_now(c) if c.subject == "occupation" and c.polarity == "retract" else c
                               for c in out[start:]]
            if asserted and any(c.polarity == "retract" and c.subject in asserted for c in out[start:]):
                # "I'm not vegan anymore ... Pescatarian now": what the message says holds now supersedes what it
                # says no longer does, on the same subject
                out[start:] = [c for c in out[start:] if c.polarity == "assert" or c.subject not in asserted]
            if closing:  # "I'm a pilot. Just kidding!": what the message said before its take-back, a change too
                # ("sold my car... kidding", "quit vaping (not really)": nothing was given up)
                out[start:] = [c for c in out[start:] if not _said_before(c, event.texts, closing)]
            if as_said:  # the evidence quotes the user's words: "me fella", as read "my fella"
                out[start:] = [_evidence_as_said(c, event.texts, as_said) for c in out[start:]]
            if len(out) >= SCAN_CEILING:
                return out  # read to the ceiling: the next message would pass it
        return out

    def _retract_earlier(self, event: SourceEvent, context: ExtractionContext,
                         taken: Callable[[MemoryCandidate], bool], why: str) -> list[MemoryCandidate]:
        """A take-back or a correction opening the batch's first message of the owner, when the claim it takes back
        was the last message of an earlier batch (context.preceding): what that message formed that `taken` holds
        of, and is still believed, is retracted on this message's word, the statement saying `why`. The earlier
        message is read as it was read then, with what preceded it, so nothing said in character is retracted."""
        owned = [e for e in context.preceding if e.is_owner_assertion(context.principal)]
        if not owned or not owned[-1].seq < event.seq:
            return []
        believed = {belief.subject for belief in context.known_beliefs}
        earlier = ExtractionContext(principal=context.principal, scope=context.scope,
                                    preceding=context.preceding[:context.preceding.index(owned[-1])])
        take_back = next((found[0].group(0) for text in event.texts[:1] for found in [_taken_back(text)] if found),
                         event.texts[0][:200] if event.texts else "")
        return [
            MemoryCandidate(
                belief_type=claim.belief_type, subject=claim.subject,
                statement=f"{why}: {claim.evidence}"[:500], polarity="retract",
                source_seqs=(event.seq,), confidence=claim.confidence, proposed_scope=context.scope,
                portability=claim.portability, sensitivity=claim.sensitivity, evidence=take_back,
            )
            for claim in self.extract([owned[-1]], earlier)
            if claim.polarity == "assert" and claim.subject in believed and claim.evidence and taken(claim)
        ]

    @staticmethod
    def _candidates(rules: Rules, seq: int, span: Span, context: ExtractionContext,
                    own_document: bool = False) -> list[MemoryCandidate]:
        # "..., by the way", "btw", "just so you know": a remark on the telling, not part of what is told (nor
        # words to "you"); the evidence stays the clause as said.
        text, long_ago = span.text, False
        tagged_age: Proposal | None = None
        if " (" in text and AGE_GENDER_TAG.search(text):
            # "I (34F) and my husband (36M) have hosted": the clause as said without the tags; the user's own tag is
            # their age, formed where the clause is (a question or a quotation forms it no more than the rest)
            tagged_age = _own_age_tagged(text)
            text = AGE_GENDER_TAG.sub("", text)
        low_text = text.lower()
        # (an insistence's words looked for alone: "n" opens too many words for DISCOURSE_WORD to hold them)
        if DISCOURSE_WORD.search(low_text) or "kidding" in low_text or "joking" in low_text or (
                "no joke" in low_text or "no lie" in low_text):
            text = DISCOURSE_TAIL.sub("", text)
        # (before "here" is read past below)
        home_here = HOME_HERE.search(text) if " here " in low_text or " HERE " in text else None
        if " here in " in low_text:
            text = HERE_IN.sub(" in ", text)  # "a nurse here in Ohio": where, as "a nurse in Ohio" says it
        if " since " in low_text and (since := HAVE_SINCE.match(text)):
            # "I have since purchased a Holden": "since" as an adverb, no reason's opening
            text = f"{since.group(1)} {text[since.end():]}"
        if "we" in low_text and (front := MEETING_FRONT.match(text)):
            # "In today's architecture review we decided to go with Kafka": where the team decided, not what
            text = text[front.end():]
        # "Yesterday I adopted a dog", "I got married last year": when it happened is not what it is.
        # (the clause is most often as said: its lowercase is had already)
        without, anchors = undated(text, low_text if text is span.text else None)
        if anchors and (
            LIFE_EVENT.match(without) or (OBJECT_DECIDES.match(without) and not DAY_ANCHOR.search(anchors))
            # (its "I" left out: "Just passed my PPL checkride this morning", "Sold my Civic yesterday")
            or (without[:1] not in "iI" and DROPPED_AT_START.match(without) is not None and LIFE_EVENT.match(
                f"I {without[:1].lower()}{without[1:]}") is not None)
            # "I'm 6 months sober today", "18 months clean as of today": a milestone
            or (("sober" in without or "clean" in without) and SOBER_NOW.match(without) is not None)
        ):
            # A start years back is not a recent one ("I started piano two years ago").
            text, long_ago = without, bool(YEARS_AGO.search(anchors))
        held_now = ("now" in low_text or "moment" in low_text or "atm" in low_text or "present" in low_text) and (
            HELD_RIGHT_NOW.search(text))
        held_while = False
        if held_now:
            after = text[held_now.end():].lstrip(" ,")
            if not after or (after[:4].lower() == "and " and text[held_now.end():].lstrip()[:1] != ","):
                text = text[: held_now.start()] + text[held_now.end():]
            else:
                # what follows the marker is another clause, said of it ("I'm a student right now while my wife
                # supports us", "I'm a barista at the moment but hoping to get into nursing", "I'm single right now,
                # and loving it"): the statement ends at the marker; a home said to be held while something lasts is
                # a stay ("I'm living in Leeds right now while the house is redone")
                text, held_while = text[: held_now.start()], True
        moment = span.moment and OTHERS_NOW.match(text) is not None
        if ", " in text and (others := OTHERS_CLAUSE.search(text)) and len(text[: others.start()].split()) >= 3:
            # "I have played the organ since 1974, and the vicar has asked me to ...": the vicar's clause is
            # neither what the user says of themselves nor a gate on it (its "asked me" is no reported speech)
            text = text[: others.start()]
        if " my " in low_text and (saying := OTHERS_SAYING.search(text)) and len(text[:saying.start()].split()) >= 2:
            # "I have diabetes and my doctor says it's fine": what the doctor says is theirs; what the user said
            # before it is still the user's own (as with a comma: "I have diabetes, my doctor says it's fine"; "I'm 52
            # and my kids think ...": two words are a clause)
            text = text[: saying.start()]
        if " and " in text and (saying := NAMED_SAYING.search(text)) and len(text[:saying.start()].split()) > 2:
            # "I've played ukulele for three years and Hannah keeps hinting that I should play": the named person's
            # wish is theirs; what the user said before it is still the user's own
            text = text[: saying.start()]
        if " and some" in text and (saying := SOMEONE_SAYING.search(text)) and len(text[:saying.start()].split()) > 2:
            # "I'm in the knitting group at the library and someone asked if I'd bring my wheel": what someone asked
            # (and any "if" in it) is theirs; what the user said before it is still the user's own
            text = text[: saying.start()]
        low = low_text if text is span.text else text.lower()  # the clause's text from here on
        subordinate, question = span.subordinate, span.ends_question
        if question and text[-1:] in "uUfF" and text[:1] in "iImMwW" and (back := ASKED_BACK_BARE.search(text)) and (
                back.group(1).lower() not in lx.STOPWORDS and back.group(1).lower() not in YOU_TAKERS):
            # "I am a homemaker you?", "I have two dogs u?": the question asked back is the listener's, not the
            # statement's ("I can't help you?", "a friend who lives near you?" keep theirs)
            text, question = text[: back.end(1)], False
            low = text.lower()
        if span.reason and text[:2] in ("a ", "A ", "an", "An") and text[1:2] in " nN":
            # "As a type 1 diabetic, is it safe for me to fast?": what the user is, said before the question
            # (text.FRONTED_REASON)
            text, low = f"I'm {text}", f"i'm {low}"
        if span.reason and (stated := STATED_REASON.match(text)) and stated.group(1) not in IRREGULAR_PAST:
            # the reason given for a request or a question is the user's own word; its question mark is the request's
            subordinate = question = False
        # A standing instruction is said to "you", often in the imperative, which otherwise forms nothing.
        if not moment and not subordinate and ((MAY_INSTRUCT_HINT.search(low) and MAY_INSTRUCT.search(text)) or (
                "stop " in low and STOP_DOING.search(text))) and (not rules.not_meant(text, question) or (
                not question and " you " in text and WHENEVER_YOU_SUGGEST.search(text))):
            # (what each suggestion is to hold may say "whether": "always include ... whether they take walk-ins")
            proposals = standing_instructions(text)
        else:
            proposals = []

        def owned_refused() -> bool:
            # what happened then is the moment's, and another's doing in a conjunct of its own: what is named as
            # the user's own (a device, a relative, a pet) is theirs whatever the clause says of it
            return subordinate or rules.refused(TRANSIENT_ANYCASE.sub("", OTHERS_CONJUNCT.split(text, 1)[0]), question)

        if moment:
            pass  # "..., my friend is reading over my shoulder" in a sentence said for this once
        elif not proposals and not subordinate and not question and "prefer" in low and (
                style := PREFERS_STYLE.match(text)) and (
            stable_subject(style.group(1)) == "preference:answer_style"
            and not set(_words(text.lower())) & {"if", "unless", "whether", "when"} and not REPORTED_SPEECH.search(text)
        ):
            said = _sentence(f"User's standing instruction: {style.group(0)}")  # in their own words, as all are
            proposals = [Proposal("preference", "preference:answer_style", said, confidence=0.65)]
        elif not proposals and not subordinate and not question and "rather" in low and (
            rather := RATHER_USE.match(text)
        ) and not set(_words(low)) & {"if", "unless", "whether", "when", "you", "your", "u"} and (
            not REPORTED_SPEECH.search(text)
        ):
            # "Personally I'd much rather use Linear": a tool the user prefers, said as a wish but no request
            tool = rather.group(1)
            subject = tool_domain(tool) or f"preference:{topic_slug(tool)}"
            proposals = [Proposal("preference", subject, _sentence(f"User prefers {tool}"), confidence=0.6)
                         ] if topic_slug(tool) else []
        elif not proposals and not subordinate and not question and (
            "forget" in low or "assum" in low or "think" in low or "never" in low or "did" in low) and (
            CORRECTION_HINT.search(low)) and (
            frame := CORRECTED_BELIEF.match(text)
        ) and not rules.refused(text[frame.end():], False):
            # "forget that I live in Denver", "pls stop assuming I'm vegetarian", "I never said I was vegan": a
            # belief the assistant holds, taken back in the user's own words (what the message says instead, "I
            # moved to Boise", is its own clause, and an assertion on the subject wins over this)
            meant = WAS_SAID.sub(lambda was: "I have" if was.group().lower().endswith("had") else "I'm",
                                 text[frame.end():])
            proposals = [replace(p, polarity="retract", statement=_sentence(f"User: {text[frame.start(1):]}"))
                         for p in rules.classify(meant) if p.polarity == "assert"]
        elif not proposals and not rules.refused(
            (head := OWN_REASON.split(text, 1)[0] if not subordinate and (
                "nce " in low or "ecau" in low or "cuz " in low) else text),
            question,
        ):
            # a thing named before the reason is the clause's, not the reason's "it" ("sold my Civic since I ... it")
            classified = rules.classify(text, long_ago=long_ago) or (
                rules.classify(head, long_ago=long_ago) if head != text else [])
            # a switch said in a reason keeps both its halves: "since we switched from MySQL to Postgres" ends the one
            # and begins the other in one statement
            switched = {p.statement for p in classified if p.polarity == "retract"} if subordinate else set()
            # a working life left behind is said in a reason as it is alone ("it's been my job since I left teaching
            # in 2021"): a past, as a retraction said there is
            proposals = [p for p in classified if p.subject and not p.subject.endswith(":")
                         and (p.polarity == "retract" or not subordinate or p.statement in switched
                              or (p.subject.startswith("history:") and PROFESSION_LEFT.search(p.statement)))]
            if not subordinate:
                proposals += _mentioned(text, own_document, {p.subject for p in proposals})
            if tagged_age is not None and not subordinate and not any(p.subject == "age" for p in proposals):
                proposals.append(tagged_age)
            if not subordinate and " at " in text and (" old" in text or "y/o" in text or " yo" in text) and not any(
                    p.subject == "age" for p in proposals) and (aged := _age_at_now(text)):
                proposals += aged
        elif not proposals and ((("my " in text or "My " in text) and MY_CAPITAL.search(text)) or (
                ("our " in text or "Our " in text) and OUR_MODEL.search(text))) and not owned_refused():
            # "My Kindle froze last night", "I brought my 2019 Mazda 3 in on Monday and your technician ..."
            proposals = [p for p in _mentioned(text, False, set(), named_alone=True)
                         if p.subject.startswith(("device:", "vehicle:"))]
        if held_now:
            # what the clause says holds right now, of what lasts (the rest, below, reads past a passing moment)
            proposals = [p for p in proposals if p.subject.startswith(LASTS_WHEN_HELD_NOW) or (
                p.subject == "location:home" and " liv" in p.statement and not held_while)]
        elif span.moment and proposals:
            # a place the user is in, in a sentence of the moment, is where they are: "Right now I'm in Paris" ("Right
            # now I live in Leeds", "Today's news: I moved to Denver" are a home)
            proposals = [p for p in proposals if p.subject != "location:home" or not p.statement.startswith("User is ")]
        if " for my " in low and not any(p.subject.startswith("health:") for p in proposals) and (
                aided := _condition_aided(text, low)) and not owned_refused():
            # "I travel with a CPAP for my sleep apnea": the condition, where no rule keyed the aid itself ("I use an
            # inhaler for my asthma" is the inhaler's)
            proposals += aided
        if ("van" in low or ("liv" in low and (" in my " in low or " in our " in low))) and (
                van := _van_life(text, low)) and not owned_refused():
            # "I've been living full-time in my Sprinter", "vanlife means keeping my insulin cold"
            proposals += [p for p in van if p.subject not in {f.subject for f in proposals}]
        if ("home" in low or "school" in low) and (taught := _homeschooled(text, low)) and not owned_refused():
            # "I'm teaching my kids at home", "we stopped homeschooling this year"
            proposals += [p for p in taught if p.subject not in {f.subject for f in proposals}]
        # (each branch of STUDY_IN_PASSING but the term's takes " at ")
        if ((" at " in low and (" my " in low or "class" in low)) or "semester" in low or "term " in low) and not any(
                p.subject == "education" for p in proposals) and (studying := _study_in_passing(text)) and (
                not owned_refused()):
            # "an F-1 student from Vietnam doing my MS in Computer Engineering at Purdue": the user's schooling
            proposals += studying
        if ("my " in low or "our " in low) and (named := _named_in_passing(text, low)) and not owned_refused():
            # "me and my gf hit 3 yrs today", "our son Theo was born in August", "the food for my two cats"
            formed = {p.subject for p in proposals}
            proposals += [p for p in named if p.subject not in formed
                          and not (p.subject.startswith("pet:") and any(f.startswith("pet:") for f in formed))]
        if ("bees" in low or "hives" in low or "beekeeping" in low) and (bees := _bees_kept(text)) and (
                not owned_refused()):
            # "Been keeping bees four years now", "My husband and I keep about 12 hives", "had to give up beekeeping"
            proposals = [p for p in proposals if not p.subject.startswith(("activity:keeping", "experience:keeping"))]
            proposals += [p for p in bees if all(p.subject != f.subject for f in proposals)]
        if ("my " in low or "our " in low) and (beside := _kin_beside_user(text, low)) and not owned_refused():
            # "home with my kids every night", "bring my husband and our 2 kids over"
            for p in beside:
                if all(p.subject != f.subject for f in proposals):
                    proposals.append(p)
        if " with my " in low and (kin := PURSUED_WITH_KIN.search(text)) and any(
                p.subject.startswith("activity:") and p.polarity == "assert" for p in proposals) and not any(
                p.subject.startswith("family:") for p in proposals):
            # "I walk 3 miles every morning with my husband": a pursuit the user keeps up with a relative of theirs
            said = kin.group(1).lower()
            proposals.append(Proposal("relationship", f"family:{_kin(KIN_ALIASES.get(said, said))}",
                                      _sentence(f"User has {_a(said)}"), confidence=0.6))
        if (" had " in low or " my " in low or "recovering" in low) and not any(
                p.subject.startswith("health:") for p in proposals) and (
                operated := _procedure_had(text, low)) and not owned_refused():
            # "I had a hip replacement last year", "since my knee reconstruction": an operation of the user's (not
            # said again beside the condition it left: "my left knee has been wrecked since my meniscus surgery"); the
            # part operated on is no thing of theirs ("I got my gallbladder out" was possession:gallbladder)
            parts = {p.subject.split(":", 1)[1].rsplit("_", 1)[0] for p in operated}
            proposals = [p for p in proposals if not (p.subject.startswith("possession:") and (
                p.subject.split(":", 1)[1] in parts))] + operated
        if ("old " in low or "old'" in low or low[-3:] == "old") and not any(
                p.subject in CHILD_KEYS for p in proposals) and (kid := KID_BY_AGE.search(low)) and not owned_refused():
            # "our 14 month old still wakes 3x a night": a child of the user's, by their age
            said = text[kid.start():kid.end()].split(" ", 1)[1].removesuffix("'s")
            proposals.append(Proposal("relationship", "family:kid", _sentence(f"User has {_a(said)}"), confidence=0.6))
        if ("bilingual" in low or "trilingual" in low) and not question and not any(
                p.subject.startswith("language:") for p in proposals) and not owned_refused():
            proposals += _languages_held(text, low)  # "I'm bilingual Spanish/English"
        if ", " in text and "working as " in low and text[:1] in "iI" and text[1:2] in " '\u2019" and not any(
                p.subject == "occupation" for p in proposals) and (
                working := WORKING_AS_SAID_AFTER.search(text)) and (
                job := rules.being(working.group(1))) is not None and job.subject == "occupation" and (
                not owned_refused()):
            # "I've been living in Glasgow the past six years, working as a sparky": the job, said as what one does
            proposals.append(replace(job, statement=_sentence(f"User is working as {working.group(1)}")))
        if " through " in low and not any(p.subject == "education" for p in proposals) and (
                school := THROUGH_SCHOOL.search(low)) and not owned_refused():
            # "Server at Olive Garden, 22, putting myself through community college": the user's schooling
            said = text[school.start():school.end()] if len(text) == len(low) else school.group()
            proposals.append(Proposal("user_model_attr", "education", _sentence(f"User: {said}"), confidence=0.6))
        if "active" in low and text[:1] in "iI" and text[1:2] in " '\u2019" and not any(
                p.subject == "occupation" for p in proposals) and (duty := ACTIVE_DUTY.search(text)) and (
                text[duty.start() - 2:duty.start()] == ", ") and duty.group()[-4:].lower() != "duty" and (
                not owned_refused()):
            # "I'm stationed at Camp Humphreys btw, active duty Army": the service, said after where, is the job (its
            # branch named: "active duty families" is none)
            proposals.append(Proposal("user_model_attr", "occupation", _sentence(f"User is {duty.group()}"),
                                      confidence=0.6))
        if "dialysis" in low and not question and not any(p.subject == "health:dialysis" for p in proposals) and (
                treated := _dialysis(low)) is not None and not owned_refused():
            proposals.append(treated)  # "I'm on hemodialysis", "I do peritoneal dialysis at home", "Off dialysis"
            if treated.polarity == "assert" and " for " in low and (cause := DIALYSIS_FOR.search(low)):
                # "... for end-stage kidney disease": the condition it is for, as "I have ..." keys it
                proposals += [replace(p, statement=_sentence(f"User has {cause.group(1)}"))
                              for p in rules.classify(f"I have {cause.group(1)}") if p.subject.startswith("health:")]
        if " owe " in low and (owed := OWED_ON_MINE.search(text)) and not any(
                p.subject.startswith("finance:") for p in proposals) and not owned_refused() and (
                debt := _debt_on(rules, owed.group("what"))):
            # "I still owe $14k on my 2019 F-150": a loan on the car (a mortgage on the house), the user's finances
            who, _, said = owed.group().partition(" ")
            said = third_person_possessive(re.sub(r"\bowe\b", "owes", said, count=1))
            owner = "User" if who.lower() == "i" else "User's household"
            proposals.append(Proposal("fact", debt, _sentence(f"{owner} {said}"), sensitivity="sensitive",
                                      confidence=0.6))
        if "credit score" in low and (score := MY_CREDIT_SCORE.search(text)) and not owned_refused():
            # "My credit score is around 640": the user's finances, sensitive
            proposals.append(Proposal("fact", "finance:credit_score", _sentence(f"User's c{score.group()[4:]}"),
                                      sensitivity="sensitive", confidence=0.6))
        if "me to" in low and not subordinate and not question and (asked := KIN_ASKED_ME.match(text)) and not any(
                p.subject.startswith("family:") for p in proposals) and not rules.not_meant(
                    text[asked.end():], False):
            # "My daughter asked me to sew her prom dress": what she asked is hers to ask, and says the user has her
            said = asked.group(1).lower()
            proposals.append(Proposal("relationship", f"family:{_kin(KIN_ALIASES.get(said, said))}",
                                      _sentence(f"User has {said}" if said.endswith(("s", "ren")) else
                                                f"User has {_a(said)}"), confidence=0.6))
        if ("transl" in low or "interpret" in low or "locali" in low or "subtit" in low) and any(
                p.subject == "occupation" for p in proposals) and (pair := LANGUAGE_PAIR.search(text)):
            # "I'm a medical translator, German to English", "a court interpreter, Spanish<>English", "JA→EN
            # translator": the languages the user works between are theirs
            said = next(p.statement for p in proposals if p.subject == "occupation")  # in the job's words
            formed = {p.subject for p in proposals}
            proposals += [Proposal("user_model_attr", f"language:{language}", said, confidence=0.6)
                          for named in pair.group(1, 2) if (language := LANGUAGE_CODES.get(named, named.lower()))
                          in lx.LANGUAGES and f"language:{language}" not in formed]
        if ("home is" in low or "home base is" in low) and (home := HOME_IS.search(text)) and not any(
                p.subject == "location:home" for p in proposals) and not owned_refused():
            # "I'm a travel nurse, on contract in Phoenix, but home is Duluth, Minnesota": where the user lives
            proposals.append(Proposal("user_model_attr", "location:home", _sentence(f"User's h{home.group(1)[1:]}"),
                                      confidence=0.6))
        if (home_here or (" in " in low and ("my " in low or "our " in low) and any(
                noun in low for noun in HOME_NOUNS))) and not any(p.subject == "location:home" for p in proposals) and (
                home := home_here or HOME_OF_MINE.search(text)) and not VISITING.search(text) and (
                USERS_OWN_BEFORE.search(text, 0, home.end())) and not KIN_DOING.search(text, 0, home.start()) and (
                not any(p.subject.startswith("occupation") and home.group().rsplit(" ", 1)[-1] in p.statement
                        for p in proposals)) and (home_here or not HOME_LET_GO.search(text)) and not owned_refused():
            # (the user's own clause: "It's cold here in Ohio" says where they are now; a job's place is where they
            # work: "I'm a nurse here in Ohio")
            # "a quilt guild here in Lancaster County", "my garden in Leeds", "our homestead is up in Vermont": where
            # the user's own things and doings are is where they live (not a place visited)
            said = re.sub(r"\b(?:my|our)\b", "their", home.group().strip(), flags=re.IGNORECASE)
            proposals.append(Proposal("user_model_attr", "location:home", _sentence(f"User: {said}"), confidence=0.55))
        if "employer" in low and (employer := MY_EMPLOYER_NAMED.search(text)) and not any(
                p.subject == "occupation:employer" for p in proposals) and not owned_refused():
            # "my employer, Infosys, just started my green card", "my employer is Deloitte": who the user works for
            proposals.append(Proposal("user_model_attr", "occupation:employer",
                                      _sentence(f"User's employer is {employer.group(1)}"), confidence=0.6))
        if ("work" in low or "volunteer" in low) and any(said in low for said in WORKPLACE_HINTS) and (
                workplace := _workplace_in_passing(text)) and not any(
                p.subject == workplace.subject for p in proposals) and not owned_refused():
            # "Even the bookstore I work at is being hit hard": where the user works, said of something else
            proposals.append(workplace)
        if (" hai" in low or " hoon" in low or " hun" in low) and ("aat" in low or "seekh" in low or "sikh" in low):
            # Hinglish: "Hindi thoda thoda aata hai" (the user speaks it), "Marathi seekhna hai", "Tamil seekh rahi
            # hoon" (learning it): a language the user has, at some level
            formed_languages = {p.subject for p in proposals}
            proposals += [Proposal("user_model_attr", key, _sentence(f"User: {m.group()}"), confidence=0.55)
                          for m in HINGLISH_LANGUAGE.finditer(text)
                          # ("meri behen ko Hindi aati hai": the sister's, said with "ko")
                          if not text[max(0, m.start() - 4):m.start()].lower().endswith("ko ")
                          and (key := f"language:{caseless(m.group(1))}") not in formed_languages]
        if ", where" in low and " live" in low and (m := PLACE_WHERE_LIVE.search(text)) and not any(
                p.subject == "location:home" for p in proposals) and not rules.not_meant(text, False):
            # "caterers in Portland, where we live, ...", "Columbus area, where we live": the place, said of the user in
            # an aside that holds whatever the sentence around it asks
            # (in the user's words: "in" may be unsaid, "Columbus area, where we live")
            proposals.append(Proposal("user_model_attr", "location:home", _sentence(f"User: {m.group(0)}"),
                                      confidence=0.6))
        if " out of " in low and (" my " in low or " our " in low) and " in " in low and not any(
                p.subject == "location:home" for p in proposals) and (m := RUN_FROM_HOME.search(text)) and (
                m.group()[:3].lower() == "out") and USER_OR_HOUSEHOLD_OPENING.match(text) and not (
                TAKEN_OUT_OF.search(text, 0, m.start())) and not rules.not_meant(text, False):
            # "I do custom wedding cakes out of my home kitchen in Boise": work done from the user's own home, in
            # the place named, is where they live
            proposals.append(Proposal("user_model_attr", "location:home", _sentence(
                f"User {third_person(text[2:m.end()])}" if text[:2].lower() == "i " else
                f"User: {third_person_possessive(m.group())}"), confidence=0.6))
        if ", where" in low and (" grew up" in low or " born" in low or " raised" in low) and (
                m := PLACE_WHERE_GREW_UP.search(text)) and not any(
                p.subject == "location:origin" for p in proposals) and not rules.not_meant(text, False):
            # "I'm moving back to Halifax, where I grew up": where the user is from, said in an aside
            proposals.append(Proposal("user_model_attr", "location:origin", _sentence(f"User: {m.group(0)}"),
                                      confidence=0.6))
        if not proposals:
            return []  # most clauses: nothing to sort out below
        if (" in " in text or " out of " in text or "Park" in text or "Forest" in text) and "remote" not in low and (
                worked := _work_place(text, proposals)):
            # "I'm a vet tech at an exotics clinic in Tampa", "I work in Denver but live in Boulder": where the user
            # works (said as the job is, in the user's words), which is no employer of theirs
            where, job = worked
            proposals = [p for p in proposals if p.subject != "occupation:employer" or not p.statement.startswith((
                f"User works in {where}", f"User has worked in {where}", f"User has been working in {where}",
                f"User is working in {where}"))] + [
                Proposal("user_model_attr", "location:work", job.statement, confidence=0.6)]
        if any(p.subject.startswith(OWNED_KINDS) for p in proposals) and (
                "'s" in low or "s'" in low or "\u2019s" in low or "mine" in low or "ours" in low
                or "belong" in low) and SOMEONE_ELSES.search(text):
            # "I have a car but it's my wife's": whose the thing is, said after it, is someone else's
            proposals = [p for p in proposals if p.polarity != "assert" or not p.subject.startswith(OWNED_KINDS)]
        proposals = [_chip_last(_one_game(_kind_put_right(kept))) for p in proposals
                     if p.subject and (kept := _relative_health_unsaid(p))]
        return [
            MemoryCandidate(
                belief_type=p.belief_type,
                subject=CONDITION_KEYS.get(p.subject, p.subject)[:200],
                statement=p.statement[:500],
                polarity=p.polarity,
                source_seqs=(seq,),
                confidence=p.confidence,
                proposed_scope=context.scope,
                portability=p.portability,
                sensitivity=_sensitivity(p),
                evidence=span.text,
            )
            for p in proposals
        ]


def _retired_from(formed: list[MemoryCandidate]) -> MemoryCandidate | None:
    """Retirement, where a job the user held is said retired from (a game retired from is no working life: "Retired
    from derby after 8 years")."""
    for c in formed:
        if c.subject.startswith("history:") and c.polarity == "assert" and RETIRED_WORD.search(c.evidence or "") and (
                set(c.subject.removeprefix("history:").split("_")).isdisjoint(lx.SPORTS)):
            return c.model_copy(update={"subject": "occupation", "statement": "User is retired."})
    return None


# The user and a partner parting, said as "we": "we broke up", "we've split up", "we separated in May" (not asked, nor
# supposed: "what if we split up", "before we separated the bins"). A question or a condition before it in its
# sentence rules it out.
WE_PARTED = lazy_regex(r"\bwe(?:'ve| have)? (?:just |finally |recently |officially |since )*(broke up|split up|"
                       r"separated)\b(?! (?:the|a|an|it|them|that|this|these|those|my|our|his|her|their|into|over|"
                       r"about|laughing|some|all|both|each|\d+)\b)", re.IGNORECASE)
PARTING_SUPPOSED = lazy_regex(r"\b(?:if|when|whether|unless|until|before|in case|what if|should)\b[^.!?\n]*$",
                              re.IGNORECASE)


def _partner_parted(out: list[MemoryCandidate], start: int,
                    texts: Sequence[str]) -> tuple[int, MemoryCandidate] | None:
    """Where a message says the user and a partner parted ("we broke up") and names one partner word of the user's
    ("my boyfriend's place"), the partner it formed as had, taken back: its index in `out` and the retraction. None
    where no parting is said, or the message names no partner or more than one (whose is unsaid)."""
    partners = [i for i, c in enumerate(out[start:], start) if c.polarity == "assert"
                and c.subject.startswith("family:") and c.subject[7:] in lx.PARTNERS_PARTED]
    if len({out[i].subject for i in partners}) != 1:
        return None
    for text in texts:
        for m in WE_PARTED.finditer(text):
            sentence = text[max(text.rfind(".", 0, m.start()), text.rfind("?", 0, m.start()),
                                text.rfind("!", 0, m.start()), text.rfind("\n", 0, m.start())) + 1:m.start()]
            after = text[m.end():m.end() + 80]
            if PARTING_SUPPOSED.search(sentence) or "?" in after.split(".", 1)[0]:
                continue
            was = out[partners[0]]
            if not was.evidence or (at := text.find(was.evidence)) < 0:
                continue
            # the evidence runs from the partner named to the word that the pair parted, whichever is first
            evidence = text[min(at, m.start()):max(at + len(was.evidence), m.end())]
            return partners[0], was.model_copy(update={
                "polarity": "retract", "statement": f"User and their {was.subject[7:]} {m.group(1).lower()}.",
                "evidence": evidence, "confidence": min(was.confidence, 0.6)})
    return None
