"""`memform extract` and `memform eval` as a user runs them, and the scorer's own honesty."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from memform.evaluation import evaluate_corpus, load_corpus, msc_scores
from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.models import MemoryCandidate

MEMFORM = [sys.executable, "-m", "memform.cli"]
SHARED_EVAL = Path(__file__).resolve().parents[2] / "shared" / "eval"


def run(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([*MEMFORM, *args], input=stdin, capture_output=True, text=True, timeout=300, check=False)


def test_extract_writes_one_candidate_per_line() -> None:
    lines = [
        {"session": "s1", "seq": 1, "type": "user.message.created", "author_role": "user",
         "text": "I have an Apple Watch and a BMW X3."},
        {"session": "s1", "seq": 2, "type": "assistant.message.created", "author_role": "assistant",
         "text": "I have a Tesla."},
        {"session": "s2", "seq": 1, "type": "user.message.created", "author_role": "user", "text": "I am vegan.",
         "scope": "project:food"},
    ]
    result = run(["extract"], "\n".join(json.dumps(line) for line in lines) + "\n")
    assert result.returncode == 0, result.stderr
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(c["session"], c["subject"], c["source_seqs"]) for c in out] == [
        ("s1", "device:apple_watch", [1]), ("s1", "vehicle:bmw_x3", [1]), ("s2", "diet", [1])]
    assert out[2]["proposed_scope"] == "project:food"
    for field in ("belief_type", "statement", "polarity", "confidence", "sensitivity", "evidence"):
        assert all(field in c for c in out), field


@pytest.mark.parametrize(
    ("bad_line", "message"),
    [("not json", "line 2: not JSON"),
     ('{"session": "s", "seq": 0, "type": "user.message.created", "author_role": "user"}', "line 2: seq"),
     ('{"seq": 1, "type": "user.message.created", "author_role": "user"}', "line 2: session")],
)
def test_extract_refuses_a_malformed_line_and_prints_nothing(bad_line: str, message: str) -> None:
    good = json.dumps({"session": "s", "seq": 1, "type": "user.message.created", "author_role": "user",
                       "text": "I am vegan."})
    result = run(["extract"], f"{good}\n{bad_line}\n")
    assert result.returncode == 2
    assert message in result.stderr
    assert result.stdout == "", "nothing partial is presented as success"


def test_eval_passes_on_the_corpus() -> None:
    result = run(["eval", "--json"])
    assert result.returncode == 0, result.stdout[-2000:]
    totals = json.loads(result.stdout)["totals"]
    assert totals["fabricated_candidates"] == 0 and totals["protected_case_memories"] == 0
    assert totals["positive_coverage"] >= 0.8


def test_corpus_shape() -> None:
    cases = load_corpus()
    positives = [c for c in cases if c["kind"] == "positive"]
    protected = [c for c in cases if c["kind"] == "protected"]
    assert len(cases) >= 40 and len(positives) >= 30 and len(protected) >= 8
    assert all(c["expected"] for c in positives) and not any(c["expected"] for c in protected)
    assert len({c["id"] for c in cases}) == len(cases)


class _Inventing:
    """An extractor that states what the speaker never said, from every event."""

    name, version = "inventing", "0"

    def extract(self, events: list[SourceEvent], context: ExtractionContext) -> list[MemoryCandidate]:
        return [MemoryCandidate(belief_type="fact", subject="possession:yacht", statement="User owns a yacht.",
                                source_seqs=(e.seq,), evidence=e.texts[0][:5] if e.texts else None)
                for e in events if e.texts]


def test_eval_catches_fabrication_and_protected_memories() -> None:
    report = evaluate_corpus(_Inventing())
    totals = report.totals()
    assert totals["fabricated_candidates"] > 0
    assert totals["protected_case_memories"] > 0
    assert not report.passed


@pytest.mark.skipif(not (SHARED_EVAL / "score_facts.py").exists(), reason="../shared/eval is not beside this clone")
def test_msc_scores_match_the_reference_scorer(tmp_path: Path) -> None:
    pattern = str(SHARED_EVAL / "msc" / "session_1" / "valid.txt")
    events, candidates = tmp_path / "events.jsonl", tmp_path / "candidates.jsonl"
    script = str(SHARED_EVAL / "score_facts.py")
    subprocess.run([sys.executable, script, "make-events", pattern, str(events)], check=True)
    extracted = run(["extract"], events.read_text())
    assert extracted.returncode == 0
    candidates.write_text(extracted.stdout)
    reference = subprocess.run([sys.executable, script, "score", pattern, str(events), str(candidates)],
                               capture_output=True, text=True, check=True)
    ours = msc_scores(DeterministicExtractor(), pattern)
    theirs = json.loads(reference.stdout)
    for key in ("candidates", "gold_facts", "fact_precision", "fact_recall", "turn_precision", "turn_recall"):
        assert ours[key] == theirs[key], key


def _case(case_id: str, kind: str, text: str, expected: list[dict[str, str]], **extra: str) -> dict:
    return {"id": case_id, "kind": kind, **extra, "expected": expected,
            "events": [{"seq": 1, "type": "user.message.created", "author_role": "user", "text": text}]}


def test_eval_scores_another_corpus_by_style(tmp_path: Path) -> None:
    corpus = tmp_path / "styles.jsonl"
    cases = [
        _case("watch", "positive", "I have an Apple Watch.",
              [{"belief_type": "fact", "subject": "device:apple_watch"}], style="terse"),
        _case("question", "protected", "Should I get a Tesla?", [], style="terse"),
        _case("unknown-key", "positive", "I have an Apple Watch.",
              [{"belief_type": "fact", "subject": "device:pebble"}], style="agent-work"),
    ]
    corpus.write_text("\n".join(json.dumps(c) for c in cases) + "\n")
    result = run(["eval", "--corpus", str(corpus), "--json"])
    assert result.returncode == 0, result.stderr
    totals = json.loads(result.stdout)["totals"]
    assert (totals["cases"], totals["positive_coverage"]) == (3, 0.5)
    assert totals["by_style"] == {
        "agent-work": {"positive": 1, "covered": 0, "protected": 0, "protected_memories": 0, "fabricated": 0},
        "terse": {"positive": 1, "covered": 1, "protected": 1, "protected_memories": 0, "fabricated": 0}}
    text = run(["eval", "--corpus", str(corpus)])
    assert "style terse: positive 1, covered 1" in text.stdout


@pytest.mark.parametrize(
    ("line", "message"),
    [("not json", "line 2: Invalid JSON"),
     (json.dumps(_case("q", "protected", "Hi?", [{"belief_type": "fact", "subject": "x"}])),
      "line 2: a protected case expects nothing"),
     (json.dumps(_case("p", "positive", "I am vegan.", [])), "line 2: a positive case expects at least one"),
     (json.dumps(_case("ok", "positive", "I am vegan.", [{"belief_type": "diet", "subject": "diet"}])),
      "line 2: expected.0.belief_type"),
     (json.dumps(_case("ok", "positive", "I am vegan.", [{"belief_type": "fact", "subject": "diet"}])),
      "line 2: case id 'ok' is used twice"),
     (json.dumps({**_case("t", "positive", "I am vegan.", [{"belief_type": "fact", "subject": "diet"}]),
                  "expect": []}), "line 2: expect: Extra inputs"),
     (json.dumps({**_case("e", "positive", "x", [{"belief_type": "fact", "subject": "diet"}]),
                  "events": [{"seq": 0, "type": "user.message.created", "text": "x"}]}), "line 2: events.0: seq")],
)
def test_eval_refuses_a_malformed_corpus_before_scoring(tmp_path: Path, line: str, message: str) -> None:
    corpus = tmp_path / "bad.jsonl"
    good = _case("ok", "positive", "I am vegan.", [{"belief_type": "user_model_attr", "subject": "diet"}])
    corpus.write_text(json.dumps(good) + "\n" + line + "\n")
    result = run(["eval", "--corpus", str(corpus)])
    assert result.returncode == 2
    assert message in result.stderr, result.stderr
    assert result.stdout == ""


def test_eval_refuses_a_missing_corpus(tmp_path: Path) -> None:
    result = run(["eval", "--corpus", str(tmp_path / "absent.jsonl")])
    assert result.returncode == 2 and "cannot read" in result.stderr and result.stdout == ""
