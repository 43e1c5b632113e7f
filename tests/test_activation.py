"""Evidence-gated activation and the paired evaluation that publishes the evidence."""

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


@pytest.fixture(scope="module")
def published(server: Server, dsn: str, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("evidence") / "provider-evidence.json"
    server.mode = "echo"
    passed, report = paired_evaluation(config_for(server), dsn, path)
    assert passed, report["problems"]
    return path


def test_a_passing_paired_evaluation_publishes_the_artifact(published: Path) -> None:
    artifact, problem = load_artifact(published)
    assert problem is None and artifact is not None
    assert artifact.hybrid.supported > artifact.deterministic.supported
    assert artifact.hybrid.fabricated == artifact.deterministic.fabricated == 0
    assert artifact.labeled_samples >= 20 and artifact.coverage_bar >= 0.8


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
