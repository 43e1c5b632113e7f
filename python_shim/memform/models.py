"""Pydantic models at the edges: what comes in from files and what goes out as JSON."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

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
