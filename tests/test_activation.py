"""Evidence-gated activation and the paired evaluation that publishes the evidence.

Why the scripted model passes. A provider may activate only when, on the shipped corpus, the hybrid
arm forms strictly more supported candidates than the rules alone. So the proof needs something a
model can add that the rules never form, and it must not be a gap in the rules: an earlier script
claimed the second language of "I speak X and a little Y", which held only as long as no one wrote
the obviously right rule for it. Every claim kind the provider may make (owns, speaks, lives_in...)
is one the rules propose too, and a duplicate of a rule's subject adds nothing, so a model adds
something only where the rules read nothing at all. The boundary chosen is the rules' language: they
are written for English (their words are [a-z0-9], their lexicon and frames English), and a message
in Russian (the case `message-in-russian`: "I have a Kindle.") is outside them by design, not by omission.
The shipped corpus holds that case, truly labeled (`device:kindle`), so the product itself has a
case on which a provider can earn activation; the rules leave it uncovered (coverage stays >= 0.8).
The honest script reads that one phrase and otherwise restates what the rules already form, and the
same restatements alone (mode "restate") are refused: what counts is only what the rules never read.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memform.evaluation import paired_evaluation
from memform.extract import DeterministicExtractor, HybridExtractor
from memform.extract.activation import ActivationRefused, load_artifact, select_extractor
from memform.extract.provider import Budget, ProviderConfig
from tests.provider_server import Server


def config_for(server: Server, model: str = "local") -> ProviderConfig:
    return ProviderConfig(base_url=f"http://127.0.0.1:{server.server_address[1]}", model=model,
                          budget=Budget(deadline_seconds=5.0))


BEYOND_THE_RULES = "message-in-russian"  # the shipped corpus case the English rules never read


@pytest.fixture(scope="module")
def evaluated(server: Server, dsn: str, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    path = tmp_path_factory.mktemp("evidence") / "provider-evidence.json"
    server.mode = "echo"
    passed, report = paired_evaluation(config_for(server), dsn, path)
    assert passed, report["problems"]
    return path, report


@pytest.fixture(scope="module")
def published(evaluated: tuple[Path, dict]) -> Path:
    return evaluated[0]


def test_a_passing_paired_evaluation_publishes_the_artifact(published: Path) -> None:
    artifact, problem = load_artifact(published)
    assert problem is None and artifact is not None
    assert artifact.hybrid.supported > artifact.deterministic.supported
    assert artifact.hybrid.fabricated == artifact.deterministic.fabricated == 0
    assert artifact.labeled_samples >= 20 and artifact.coverage_bar >= 0.8


def test_what_the_provider_adds_is_only_what_the_rules_never_read(evaluated: tuple[Path, dict]) -> None:
    """The margin comes from the message in another language alone: every restatement of what the
    rules form is shared, so no rule added to the English rules can take the margin away."""
    diagnostics = {d["case"]: d for d in evaluated[1]["diagnostics"]}
    added = {case: d["provider_added"] for case, d in diagnostics.items() if d["provider_added"]}
    assert added == {BEYOND_THE_RULES: [("device:kindle", "assert")]}
    assert not diagnostics[BEYOND_THE_RULES]["shared"] and not diagnostics[BEYOND_THE_RULES]["deterministic_only"]
    assert sum(bool(d["shared"]) for d in diagnostics.values()) >= 5, "the script restates what the rules form"
    scores = evaluated[1]["scores"]
    assert scores["hybrid"]["supported"] == scores["deterministic"]["supported"] + 1


def test_a_model_that_only_restates_the_rules_is_not_activated(server: Server, dsn: str, tmp_path: Path) -> None:
    path = tmp_path / "evidence.json"
    server.mode = "restate"  # grounded, true claims, every one a subject the rules already form
    passed, report = paired_evaluation(config_for(server), dsn, path)
    assert not passed and not path.exists()
    assert report["problems"] == ["the hybrid arm does not have strictly more supported candidates"]
    assert not any(d["provider_added"] for d in report["diagnostics"])
    assert report["scores"]["hybrid"]["supported"] == report["scores"]["deterministic"]["supported"]


def test_a_failing_paired_evaluation_writes_nothing(server: Server, dsn: str, tmp_path: Path) -> None:
    path = tmp_path / "evidence.json"
    server.mode = "good"  # fixed claims that ground nowhere in the corpus: no improvement
    passed, report = paired_evaluation(config_for(server), dsn, path)
    assert not passed and not path.exists()
    assert any("strictly more" in p for p in report["problems"])
    assert len(report["diagnostics"]) >= 40


def test_auto_activates_only_on_an_exact_match(server: Server, published: Path) -> None:
    extractor, selection = select_extractor("auto", config_for(server), published)
    assert isinstance(extractor, HybridExtractor) and selection["reason"] == "artifact_match"
    off, why = select_extractor("off", config_for(server), published)
    assert isinstance(off, DeterministicExtractor) and why["reason"] == "off"


@pytest.mark.parametrize(
    ("field", "value"),
    [("extractor_version", "0"), ("policy_version", "formation@9"), ("provider", "elsewhere:1"),
     ("model", "another-model"), ("model_settings", {"temperature": 1}), ("corpus_sha256", "0" * 64)],
)
def test_each_field_mismatch_alone_blocks_activation(server: Server, published: Path, tmp_path: Path,
                                                     field: str, value: object) -> None:
    data = json.loads(published.read_text())
    data[field] = value
    altered = tmp_path / "altered.json"
    altered.write_text(json.dumps(data))
    extractor, selection = select_extractor("auto", config_for(server), altered)
    assert isinstance(extractor, DeterministicExtractor)
    assert selection["reason"] == f"mismatch:{field}"
    with pytest.raises(ActivationRefused):
        select_extractor("required", config_for(server), altered)


def test_an_artifact_claiming_a_lower_bar_is_rejected(server: Server, published: Path, tmp_path: Path) -> None:
    data = json.loads(published.read_text())
    data["coverage_bar"] = 0.5
    weak = tmp_path / "weak.json"
    weak.write_text(json.dumps(data))
    assert load_artifact(weak) == (None, "invalid_artifact")
    _, selection = select_extractor("auto", config_for(server), weak)
    assert selection["reason"] == "invalid_artifact"


def test_required_refuses_without_an_artifact(server: Server, tmp_path: Path) -> None:
    with pytest.raises(ActivationRefused):
        select_extractor("required", config_for(server), tmp_path / "missing.json")


def test_the_worker_refuses_to_start_when_the_provider_is_required_but_unproven(
        server: Server, dsn: str, tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn,
           "MEMFORM_PROVIDER_BASE_URL": f"http://127.0.0.1:{server.server_address[1]}",
           "MEMFORM_PROVIDER_MODEL": "local", "MEMFORM_PROVIDER_EVIDENCE": str(tmp_path / "none.json")}
    refused = subprocess.run([sys.executable, "-m", "memform.cli", "worker", "--once", "--provider-mode", "required"],
                             capture_output=True, text=True, env=env, timeout=120, check=False)
    assert refused.returncode == 2 and '"event": "worker.refused"' in refused.stderr
    auto = subprocess.run([sys.executable, "-m", "memform.cli", "worker", "--once"],
                          capture_output=True, text=True, env=env, timeout=120, check=False)
    assert auto.returncode == 0
    selected = [json.loads(line) for line in auto.stderr.splitlines() if '"extractor.selected"' in line]
    assert selected and selected[0]["extractor"] == "deterministic" and selected[0]["reason"] == "no_artifact"
