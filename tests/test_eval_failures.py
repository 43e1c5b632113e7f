"""`memform eval` and `memform eval --paired` when the evaluation fails: the exit code, the
reasons, and that nothing is published.

The CLI scores the packaged corpus only, so the failures are produced the way they would be
in the field: `--extractor hybrid` against a real loopback provider whose answers are
grounded in the messages (so they pass the extractor's own checks) but form memories from
protected cases or state what the speaker never said.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from memform.evaluation import load_corpus
from memform.extract.activation import COVERAGE_BAR, ArmScore, passing_problems
from tests.scripted_provider import Script, ScriptedServer, no_claims

MEMFORM = [sys.executable, "-m", "memform.cli"]
CASES = load_corpus()
PROTECTED_TEXTS = {e["text"] for c in CASES if c["kind"] == "protected" for e in c["events"]}
POSITIVE_TEXTS = {e["text"] for c in CASES if c["kind"] == "positive" for e in c["events"]}


def _word(text: str) -> str | None:
    found = re.search(r"[A-Za-z]{5,}", text)
    return found.group(0) if found else None


def claims_on(kind: str, texts: set[str]) -> Script:
    """One grounded claim of `kind` per message whose text is in `texts`: a word of the message as
    both evidence and value, so it passes the extractor's grounding check."""

    def script(messages: list[dict[str, Any]], beliefs: list[dict[str, str]]) -> list[dict[str, Any]]:
        return [{"kind": kind, "seq": m["seq"], "evidence": word, "value": word}
                for m in messages if m["text"] in texts and (word := _word(m["text"]))]

    return script


def both(*scripts: Script) -> Script:
    def script(messages: list[dict[str, Any]], beliefs: list[dict[str, str]]) -> list[dict[str, Any]]:
        return [claim for s in scripts for claim in s(messages, beliefs)]

    return script


# "User has <word>." says nothing the message did not: supported, but formed from a protected case.
PROTECTED_MEMORIES = claims_on("owns", PROTECTED_TEXTS)
# "Decided: <word>." on an ordinary positive message: "decided" is the provider's invention.
FABRICATIONS = claims_on("decision", POSITIVE_TEXTS)


def flood_claims(messages: list[dict[str, Any]], beliefs: list[dict[str, str]]) -> list[dict[str, Any]]:
    """"User has <word>." for every word of a positive message: grounded, but more than the
    database's twelve-candidate commit cap on the longest ones, so the overflow is rejected. (A
    secret, an injection or a transient detail, which the database would refuse too, never gets
    that far: the extractor withholds or ungrounds them first.)"""
    return [{"kind": "owns", "seq": m["seq"], "evidence": word, "value": word}
            for m in messages if m["text"] in POSITIVE_TEXTS
            for word in sorted(set(re.findall(r"[A-Za-z]{3,}", m["text"])))]


def run(args: list[str], provider: ScriptedServer, **extra_env: str) -> subprocess.CompletedProcess[str]:
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")},
           "MEMFORM_PROVIDER_BASE_URL": provider.base_url, "MEMFORM_PROVIDER_MODEL": "local", **extra_env}
    return subprocess.run([*MEMFORM, *args], capture_output=True, text=True, env=env, timeout=600, check=False)


# -- memform eval --------------------------------------------------------------------------

def test_eval_through_a_provider_that_adds_nothing_exits_zero(provider: ScriptedServer) -> None:
    """The control: the same command line passes when the provider behaves."""
    provider.script = no_claims
    result = run(["eval", "--extractor", "hybrid", "--json"], provider)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr
    report = json.loads(result.stdout)
    assert report["passed"] is True
    assert provider.requests, "the hybrid extractor really called the provider"


@pytest.mark.parametrize(
    ("script", "fabricated", "protected"),
    [pytest.param(PROTECTED_MEMORIES, False, True, id="protected-case-memory"),
     pytest.param(FABRICATIONS, True, False, id="fabrication")],
)
def test_eval_exits_non_zero_on_a_protected_memory_or_a_fabrication(
        provider: ScriptedServer, script: Script, fabricated: bool, protected: bool) -> None:
    provider.script = script
    result = run(["eval", "--extractor", "hybrid", "--json"], provider)
    assert result.returncode == 1, result.stdout[-2000:] + result.stderr
    report = json.loads(result.stdout)
    assert report["passed"] is False
    assert (report["totals"]["fabricated_candidates"] > 0) is fabricated
    assert (report["totals"]["protected_case_memories"] > 0) is protected
    # the text report names the failing cases as well
    text = run(["eval", "--extractor", "hybrid"], provider)
    assert text.returncode == 1
    assert re.search(r"^NO  protected", text.stdout, re.MULTILINE) if protected else "fabricated:" in text.stdout


# -- passing_problems: each publication condition alone refuses --------------------------------

PASSING_DET = ArmScore(supported=40, fabricated=0, protected_memories=0, positive_coverage=0.9, policy_failures=3)
PASSING_HYB = ArmScore(supported=45, fabricated=0, protected_memories=0, positive_coverage=COVERAGE_BAR,
                       policy_failures=3)


def test_the_baseline_scores_pass() -> None:
    assert passing_problems(40, COVERAGE_BAR, PASSING_DET, PASSING_HYB) == []


@pytest.mark.parametrize(
    ("arm", "change", "problem"),
    [("hybrid", {"positive_coverage": 0.79}, "hybrid positive coverage 0.79 below the bar"),
     ("deterministic", {"fabricated": 1}, "fabricated candidates"),
     ("hybrid", {"fabricated": 1}, "fabricated candidates"),
     ("deterministic", {"protected_memories": 1}, "memories from protected cases"),
     ("hybrid", {"protected_memories": 1}, "memories from protected cases"),
     ("hybrid", {"policy_failures": 4}, "the hybrid arm has additional policy failures"),
     ("hybrid", {"supported": 40}, "the hybrid arm does not have strictly more supported candidates")],
)
def test_each_publication_condition_alone_refuses(arm: str, change: dict[str, Any], problem: str) -> None:
    det = PASSING_DET.model_copy(update=change) if arm == "deterministic" else PASSING_DET
    hyb = PASSING_HYB.model_copy(update=change) if arm == "hybrid" else PASSING_HYB
    assert passing_problems(40, COVERAGE_BAR, det, hyb) == [problem]


# -- memform eval --paired -------------------------------------------------------------------

def test_paired_eval_refuses_publication_and_exits_non_zero(provider: ScriptedServer, dsn: str,
                                                            tmp_path: Path) -> None:
    """Fabrications on most positive cases (coverage falls below the bar), memories from protected
    cases, and the policy failures those bring in the database: every reason is reported, the CLI
    exits 1, and the artifact already published is left exactly as it was."""
    provider.script = both(PROTECTED_MEMORIES, FABRICATIONS, flood_claims)
    artifact = tmp_path / "provider-evidence.json"
    artifact.write_text('{"previously": "published"}')
    result = run(["eval", "--paired", "--json", "--artifact", str(artifact)], provider, MEMFORM_DSN=dsn)
    assert result.returncode == 1, result.stdout[-3000:] + result.stderr
    report = json.loads(result.stdout)
    scores = report["scores"]
    assert scores["hybrid"]["positive_coverage"] < COVERAGE_BAR
    assert scores["hybrid"]["fabricated"] > 0 and scores["hybrid"]["protected_memories"] > 0
    assert scores["hybrid"]["policy_failures"] > scores["deterministic"]["policy_failures"]
    problems = report["problems"]
    for expected in ("hybrid positive coverage", "fabricated candidates", "memories from protected cases",
                     "the hybrid arm has additional policy failures"):
        assert any(p.startswith(expected) for p in problems), (expected, problems)
    assert report["published"] is None
    assert artifact.read_text() == '{"previously": "published"}', "a failed evaluation publishes nothing"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["provider-evidence.json"], "no temporary file left"
