"""Pydantic models at the edges: what comes in from files and what goes out as JSON."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal
from uuid import UUID

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, model_validator

AuthorRole = Literal["user", "assistant", "tool", "system"]
Trust = Literal["owner", "affirmed", "external_untrusted"]


class EventIn(BaseModel):
    """One event line of an ingest file.

    ``text`` is shorthand for ``payload={"text": ...}``; ``run_id``/``status`` for a
    ``run.completed`` payload. ``seq`` is accepted and ignored: the database numbers events.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    tenant: str = Field(min_length=1)
    principal: str = Field(min_length=1)
    session: str = Field(min_length=1)
    event_type: str = Field(min_length=1)
    role: AuthorRole | None = None
    trust: Trust | None = None
    text: str | None = None
    payload: dict[str, Any] | None = None
    run_id: str | None = None
    status: str | None = None
    occurred_at: AwareDatetime | None = None
    derivation_key: str | None = None
    authoring_principal: str | None = None
    scope: str | None = None
    seq: int | None = None

    @model_validator(mode="after")
    def _one_payload_form(self) -> EventIn:
        if self.text is not None and self.payload is not None:
            raise ValueError("give either text or payload, not both")
        return self

    def effective_payload(self) -> dict[str, Any]:
        payload: dict[str, Any] = dict(self.payload or {})
        if self.text is not None:
            payload["text"] = self.text
        if self.run_id is not None:
            payload["run_id"] = self.run_id
        if self.status is not None:
            payload["status"] = self.status
        return payload


class DueSession(BaseModel):
    model_config = ConfigDict(frozen=True)

    tenant_id: str
    principal_id: str
    session_id: str
    scope: str
    watermark_seq: int
    last_seq: int
    formation_request_seq: int
    due_at: datetime


BeliefType = Literal["fact", "preference", "relationship", "user_model_attr", "procedure_pointer"]
Portability = Literal["portable", "contextual", "local"]


class MemoryCandidate(BaseModel):
    """A proposal for one belief. Extractors propose; memory.commit_formation decides."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    belief_type: BeliefType
    subject: str = Field(min_length=1, max_length=200)
    statement: str = Field(min_length=1, max_length=500)
    polarity: Literal["assert", "retract"] = "assert"
    source_seqs: tuple[int, ...] = Field(min_length=1, max_length=50)
    confidence: float = Field(default=0.5, ge=0, le=1, allow_inf_nan=False)
    proposed_scope: str | None = None
    portability: Portability | None = None
    sensitivity: Literal["normal", "sensitive"] = "normal"
    valid_from: AwareDatetime | None = None
    expires_at: AwareDatetime | None = None
    evidence: str | None = None

    def to_wire(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_none=True)


class FormationJob(BaseModel):
    """What one consolidation covers; made by memory.formation_job, passed back unchanged."""

    model_config = ConfigDict(frozen=True)

    tenant: str
    principal: str
    session: str
    scope: str
    trigger: Literal["session", "replay", "rederive", "scheduled"] = "session"
    watermark_before: int
    prefix_end: int
    replay_from: int | None = None
    reconcile: bool | None = None  # with replay_from: retire what the re-read no longer derives
    named_subjects: tuple[str, ...] | None = None  # reconciling one window: what the prefix's other windows name
    # reconciling one window or turn of a longer re-read: the seqs the whole re-read covers, after reconcile_from
    # through reconcile_through (a belief with every source there and no name in it is retired)
    reconcile_from: int | None = None
    reconcile_through: int | None = None


class UnreadMessages(BaseModel):
    """Events of a prefix the extractor failed on, each when given alone; the rest was read without them."""

    model_config = ConfigDict(frozen=True)

    seqs: tuple[int, ...] = Field(min_length=1)
    error: str = Field(min_length=1, max_length=200)  # the exception's type and frame, never its message


class PrefixShare(BaseModel):
    """What the extractor proposed for the whole prefix, and the run of its first window (absent in that one)."""

    model_config = ConfigDict(frozen=True)

    proposed: int = Field(ge=0)
    first_run: UUID | None = None


class Extraction(BaseModel):
    model_config = ConfigDict(frozen=True)

    extractor: str
    extractor_version: str
    policy_version: str
    proposed: int | None = None
    provider_failure: dict[str, Any] | None = None
    unread: UnreadMessages | None = None
    prefix: PrefixShare | None = None  # one window of a prefix committed in windows


class PrefixEvent(BaseModel):
    model_config = ConfigDict(frozen=True)

    seq: int
    event_type: str
    author_role: AuthorRole
    authoring_principal_id: str | None
    trust: Trust
    payload: dict[str, Any]
    occurred_at: datetime


class CandidateOutcome(BaseModel):
    model_config = ConfigDict(frozen=True)

    index: int
    outcome: Literal["committed", "reinforced", "rejected"]
    detail: str
    belief_id: UUID | None = None


class CommitResult(BaseModel):
    model_config = ConfigDict(frozen=True)

    outcome: Literal["committed", "contended", "stale"]
    run_id: UUID | None = None
    watermark_before: int | None = None
    watermark_after: int | None = None
    proposed: int = 0
    committed: int = 0
    reinforced: int = 0
    superseded: int = 0
    conflicted: int = 0
    rejected: int = 0
    retired: int = 0  # a replay or rederive: beliefs whose sources it re-read and no longer derived
    provider_attempt: int | None = None
    pending: bool = False
    unread: UnreadMessages | None = None
    candidates: tuple[CandidateOutcome, ...] = ()
    runs: tuple[UUID, ...] = ()  # every consolidation run of a prefix committed in windows, in order
    read_through: int | None = None  # the last seq consumed: the prefix's end, or its last committed window's
    # a reconciling re-read stopped short of the session's end: every subject named from where it began to that end
    named_subjects: tuple[str, ...] | None = None
    # the model provider failed (in some turn of a re-read): what it would have read was read by the rules alone
    provider_failed: bool = False


class RememberResult(BaseModel):
    model_config = ConfigDict(frozen=True)

    outcome: Literal["committed", "reinforced", "rejected"]
    detail: str
    belief_id: UUID | None = None
    run_id: UUID
    superseded: int = 0
    conflicted: int = 0
    repeated_request: bool = False
