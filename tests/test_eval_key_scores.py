"""`memform eval`'s key precision and recall: over the positive cases, the (type, subject, polarity) keys formed
against those expected, each key once a case; protected cases are counted by their memories, not here."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from memform.evaluation import evaluate_corpus
from memform.extract import DeterministicExtractor


def _case(case_id: str, kind: str, text: str, expected: list[tuple[str, str, str]]) -> dict[str, object]:
    return {"id": case_id, "kind": kind,
            "events": [{"seq": 1, "type": "user.message.created", "author_role": "user", "text": text}],
            "expected": [{"belief_type": t, "subject": s, "polarity": p, "sensitivity": "normal"}
                         for t, s, p in expected]}


CASES = [
    # formed: pet:dog and location:home; expected: pet:dog and an occupation -> 1 of 2 formed, 1 of 2 expected
    _case("dog-and-leeds", "positive", "I have a dog named Rex and I live in Leeds.",
          [("relationship", "pet:dog", "assert"), ("user_model_attr", "occupation", "assert")]),
    # a key said twice in a message is one key of the case
    _case("dog-twice", "positive", "I have a dog. My dog is called Rex.", [("relationship", "pet:dog", "assert")]),
    _case("question", "protected", "Should I get a dog?", []),
]


def test_key_precision_and_recall_count_each_case_s_keys_once() -> None:
    totals = evaluate_corpus(DeterministicExtractor(), CASES).totals()
    assert (totals["key_precision"], totals["key_recall"]) == (round(2 / 3, 4), round(2 / 3, 4)), totals


def test_a_corpus_of_protected_cases_alone_has_no_key_scores() -> None:
    totals = evaluate_corpus(DeterministicExtractor(), [CASES[2]]).totals()
    assert totals["key_precision"] is None and totals["key_recall"] is None


def test_the_command_prints_them_with_the_other_totals(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text("".join(json.dumps(case) + "\n" for case in CASES))
    out = subprocess.run([sys.executable, "-m", "memform.cli", "eval", "--corpus", str(corpus), "--json"],
                         capture_output=True, text=True, check=True)
    totals = json.loads(out.stdout)["totals"]
    assert totals["key_precision"] == round(2 / 3, 4) and totals["key_recall"] == round(2 / 3, 4)
