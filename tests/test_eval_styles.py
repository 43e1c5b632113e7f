"""The extractor on conversations in styles it was not written for, in thirty-three corpora written blind by
people who had not read the rules (tests/data/*_corpus.jsonl): agent work, terse mobile text,
non-native English, pasted text, spoken transcripts, formal letters, forms and lists, requests with
a fact inside, multi-turn corrections, life updates, Gen-Z chat, elderly and verbose writers, support
tickets, coding sessions, planning, messages mostly about other people, and (the fifth) smart-home
commands, students, parents, fitness and food, code-mixed English, rants, answers to the assistant's
questions, professionals and tricky negatives, and (the sixth) voice dictation, profiles and forms,
self-repairs, travel, multi-turn answers, changes over time, work, pasted text, injection and subtle
negatives, and (the seventh, scored blind at the end of session 6 and fixed only where it found a defect)
shopping, cooking, garden, money, job interviews, journals, gaming, non-native English, sports fans and
mixed messages, and (the eighth, scored blind in session 7) caregivers, teenagers texting, customer support, pasted
e-mails, markdown notes, remote freelancers, newcomers' paperwork, hobbyists, memory corrections and tricky negation,
and (the ninth, session 8) voice dictation, non-native learners, terse developers, small-business owners, older adults,
life events and logs, and (the tenth, session 9) caregivers of parents, gamers, home cooks, money planning, long
rambling paragraphs, "about me" lists, pasted code and logs, code-switched Spanish, formal letters, teen texting
and corrections across turns, and (the eleventh, session 9) weddings, new parents, pet owners, job seekers,
appointment notes, home renovation, language learners, fitness coaching, expats, memory management and sarcasm,
and (the twelfth, session 10) graduate students, musicians, cars and commuting, chronic illness, online shopping,
taxes and leases, dating and divorce, retirees, the outdoors, home networks and role-play with real facts inside,
and (the thirteenth, session 10) clinicians, teachers, immigration, faith, politics, LGBTQ families, homesteads,
veterans, disability, fantasy sports and betting, and bios in the third person; the fourteenth to the thirty-third
(sessions 11 to 20) are listed with their styles in the README's table.
Each was scored once, blind, before the rules were
fixed against it (the numbers are in the README); the rules were then fixed against it, so each now
guards what was won: nothing formed from a protected case, nothing fabricated, and positive coverage
not below where the rules stand."""

from __future__ import annotations

from pathlib import Path

import pytest

from memform.evaluation import evaluate_corpus, load_corpus
from memform.extract import DeterministicExtractor

DATA = Path(__file__).parent / "data"
# Where the rules stand on each corpus; raise a floor as they improve, never lower it to pass. (Two were lowered for a
# rule, not to pass: a statement that names a church is sensitive whatever its key, and the fourth's organist "has
# played the organ at our parish church every Sunday" is labelled normal: 0.56 -> 0.54 in session 11; the
# seventeenth's "Retired cop, ..., now I do security consulting" matched `occupation` only by reading "Retired cop"
# as the job held now, which is the job once held since session 19: 0.52 -> 0.51.)
COVERAGE_FLOORS = {"styles_corpus.jsonl": 0.87, "heldout_corpus.jsonl": 0.85, "final_corpus.jsonl": 0.73,
                   "fourth_corpus.jsonl": 0.56, "fifth_corpus.jsonl": 0.69, "sixth_corpus.jsonl": 0.67,
                   "seventh_corpus.jsonl": 0.61, "eighth_corpus.jsonl": 0.27, "ninth_corpus.jsonl": 0.37,
                   "tenth_corpus.jsonl": 0.51, "eleventh_corpus.jsonl": 0.47,
                   "twelfth_corpus.jsonl": 0.50, "thirteenth_corpus.jsonl": 0.55,
                   "fourteenth_corpus.jsonl": 0.63, "fifteenth_corpus.jsonl": 0.52,
                   "sixteenth_corpus.jsonl": 0.28, "seventeenth_corpus.jsonl": 0.51,
                   "eighteenth_corpus.jsonl": 0.35, "nineteenth_corpus.jsonl": 0.16,
                   "twentieth_corpus.jsonl": 0.33, "twentyfirst_corpus.jsonl": 0.37,
                   "twentysecond_corpus.jsonl": 0.60, "twentythird_corpus.jsonl": 0.41,
                   "twentyfourth_corpus.jsonl": 0.45, "twentyfifth_corpus.jsonl": 0.33,
                   "twentysixth_corpus.jsonl": 0.28, "twentyseventh_corpus.jsonl": 0.24,
                   "twentyeighth_corpus.jsonl": 0.41, "twentyninth_corpus.jsonl": 0.36,
                   "thirtieth_corpus.jsonl": 0.4175, "thirtyfirst_corpus.jsonl": 0.47,
                   "thirtysecond_corpus.jsonl": 0.43, "thirtythird_corpus.jsonl": 0.07}


@pytest.mark.parametrize("corpus", sorted(COVERAGE_FLOORS))
def test_a_blind_corpus_forms_nothing_protected_and_fabricates_nothing(corpus: str) -> None:
    report = evaluate_corpus(DeterministicExtractor(), load_corpus(str(DATA / corpus)))
    offending = {c.id: [p["statement"] for p in c.produced] for c in report.cases
                 if c.kind == "protected" and c.produced}
    fabricated = {c.id: [f["statement"] for f in c.fabricated] for c in report.cases if c.fabricated}
    assert offending == {}
    assert fabricated == {}


@pytest.mark.parametrize("corpus", sorted(COVERAGE_FLOORS))
def test_a_blind_corpus_coverage_does_not_fall(corpus: str) -> None:
    totals = evaluate_corpus(DeterministicExtractor(), load_corpus(str(DATA / corpus))).totals()
    assert totals["positive_cases"] >= 40 and totals["protected_cases"] >= 30
    assert totals["positive_coverage"] >= COVERAGE_FLOORS[corpus], totals["by_style"]
