"""Evidence-gated activation of the provider-assisted extractor.

The provider is used only when an evaluation artifact binds a passing paired evaluation to
exactly this extractor version, formation policy version, provider, model, model settings and
labeled corpus. Modes: `auto` (default: the provider on an exact match, else deterministic),
`off` (never resolve the provider), `required` (refuse to start without a match).
"""

from __future__ import annotations

import hashlib
import json
import os
from datetime import datetime
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError, model_validator

from memform.extract.deterministic import DeterministicExtractor
from memform.extract.port import MemoryCandidateExtractor
from memform.extract.provider import MODEL_SETTINGS, HybridExtractor, ProviderConfig

MIN_LABELED_SAMPLES = 20
COVERAGE_BAR = 0.8
MODES = ("auto", "off", "required")


class ActivationRefused(RuntimeError):
    """`required` mode without a matching artifact."""


class ArmScore(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    supported: int = Field(ge=0)
    fabricated: int = Field(ge=0)
    protected_memories: int = Field(ge=0)
    positive_coverage: float = Field(ge=0, le=1)
    policy_failures: int = Field(ge=0)


class EvidenceArtifact(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: Literal[1] = 1
    extractor: Literal["hybrid"] = "hybrid"
    extractor_version: str
    policy_version: str
    provider: str
    model: str
    model_settings: dict[str, Any]
    corpus_sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    labeled_samples: int
    positive_cases: int
    coverage_bar: float
    deterministic: ArmScore
    hybrid: ArmScore
    published_at: AwareDatetime

    @model_validator(mode="after")
    def _passing(self) -> EvidenceArtifact:
        problems = passing_problems(self.labeled_samples, self.coverage_bar, self.deterministic, self.hybrid)
        if problems:
            raise ValueError("artifact does not record a passing evaluation: " + "; ".join(problems))
        return self


def passing_problems(labeled: int, coverage_bar: float, deterministic: ArmScore, hybrid: ArmScore) -> list[str]:
    problems = []
    if labeled < MIN_LABELED_SAMPLES:
        problems.append(f"{labeled} labeled samples, at least {MIN_LABELED_SAMPLES} needed")
    if coverage_bar < COVERAGE_BAR:
        problems.append(f"coverage bar {coverage_bar} is below {COVERAGE_BAR}")
    if hybrid.positive_coverage < max(coverage_bar, COVERAGE_BAR):
        problems.append(f"hybrid positive coverage {hybrid.positive_coverage} below the bar")
    if hybrid.supported <= deterministic.supported:
        problems.append("the hybrid arm does not have strictly more supported candidates")
    if deterministic.fabricated or hybrid.fabricated:
        problems.append("fabricated candidates")
    if deterministic.protected_memories or hybrid.protected_memories:
        problems.append("memories from protected cases")
    if hybrid.policy_failures > deterministic.policy_failures:
        problems.append("the hybrid arm has additional policy failures")
    return problems


def corpus_sha256() -> str:
    return hashlib.sha256(resources.files("memform.data").joinpath("eval_corpus.jsonl").read_bytes()).hexdigest()


def binding(config: ProviderConfig) -> dict[str, Any]:
    """What an artifact must match, field for field."""
    return {
        "extractor_version": HybridExtractor.version,
        "policy_version": HybridExtractor.provider_policy_version,
        "provider": config.endpoint,
        "model": config.model,
        "model_settings": MODEL_SETTINGS,
        "corpus_sha256": corpus_sha256(),
    }


def default_artifact_path() -> Path:
    return Path(os.environ.get("MEMFORM_PROVIDER_EVIDENCE",
                               Path(os.environ.get("MEMFORM_HOME", ".memform")) / "provider-evidence.json"))


def load_artifact(path: Path) -> tuple[EvidenceArtifact | None, str | None]:
    if not path.exists():
        return None, "no_artifact"
    try:
        return EvidenceArtifact.model_validate(json.loads(path.read_text())), None
    except (OSError, ValueError, RecursionError, ValidationError):  # unreadable, not JSON, or not an artifact
        return None, "invalid_artifact"


def mismatches(artifact: EvidenceArtifact, config: ProviderConfig) -> list[str]:
    expected = binding(config)
    return [name for name, value in expected.items() if getattr(artifact, name) != value]


def select_extractor(mode: str, config: ProviderConfig | None = None,
                     artifact_path: Path | None = None) -> tuple[MemoryCandidateExtractor, dict[str, Any]]:
    """The extractor to use and a content-free record of why."""
    if mode not in MODES:
        raise ValueError(f"unknown provider mode {mode!r}")
    if mode == "off":
        return DeterministicExtractor(), {"extractor": "deterministic", "mode": mode, "reason": "off"}
    config = config if config is not None else ProviderConfig.from_env()
    reason: str | None
    if config is None:
        reason = "not_configured"
    else:
        artifact, reason = load_artifact(artifact_path or default_artifact_path())
        if artifact is not None:
            different = mismatches(artifact, config)
            reason = ("mismatch:" + ",".join(different)) if different else None
    if reason is None:
        assert config is not None
        return HybridExtractor(config), {"extractor": "hybrid", "mode": mode, "reason": "artifact_match"}
    if mode == "required":
        raise ActivationRefused(f"the provider is required but cannot be activated: {reason}")
    return DeterministicExtractor(), {"extractor": "deterministic", "mode": mode, "reason": reason}


def publish(artifact: EvidenceArtifact, path: Path) -> None:
    """Atomically: a reader sees the old artifact or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(f".tmp-{os.getpid()}")
    temporary.write_text(artifact.model_dump_json(indent=2))
    os.replace(temporary, path)


def now_utc() -> datetime:
    from datetime import UTC

    return datetime.now(UTC)
