"""The `memform extract` contract: events as JSON lines in, one candidate per line out."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, ValidationError, model_validator

from memform.extract.isolate import extract_around_failures
from memform.extract.port import ExtractionContext, MemoryCandidateExtractor, SourceEvent
from memform.jsonl import BOM, NotUtf8, parse_json_line
from memform.models import UnreadMessages

# The author role an event type implies when a line gives none: the first of memory.event_types'
# author_roles (migrations/0001_event_log.sql), what `ingest` gets from the database.
DEFAULT_ROLES = {
    "user.message.created": "user", "assistant.message.created": "assistant", "tool.call.created": "assistant",
    "tool.result.created": "tool", "system.message.created": "system", "run.started": "system",
    "run.completed": "system", "session.closed": "system",
}


class ExtractInputLine(BaseModel):
    """One event: `session`, `type` (or ingest's `event_type`), `author_role` (or `role`; implied by the type
    when absent), `seq` (when absent, the line's position in its session), `text` and/or `parts`, and
    optionally `tenant`, `principal`, `scope`. An ingest file is valid input."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    session: str = Field(min_length=1)
    seq: int | None = Field(default=None, ge=1)
    type: str = Field(min_length=1, validation_alias=AliasChoices("type", "event_type"))
    author_role: str = Field(min_length=1, validation_alias=AliasChoices("author_role", "role"))
    text: str | None = None
    parts: list[dict[str, Any]] | None = None
    tenant: str | None = None
    principal: str | None = None
    scope: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _implied_role(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("author_role") is None and data.get("role") is None:
            kind = data.get("type", data.get("event_type"))
            if isinstance(kind, str) and kind in DEFAULT_ROLES:
                return {**data, "author_role": DEFAULT_ROLES[kind]}
        return data

    def source_event(self) -> SourceEvent:
        assert self.seq is not None, "numbered by parse_lines"
        texts = [self.text] if self.text is not None else []
        texts += [p["text"] for p in self.parts or [] if isinstance(p.get("text"), str)]
        return SourceEvent(
            seq=self.seq,
            event_type=self.type,
            author_role=self.author_role,
            authoring_principal=self.principal,
            texts=tuple(texts),
        )


class InputError(ValueError):
    def __init__(self, line: int, message: str):
        super().__init__(f"line {line}: {message}")
        self.line = line


def parse_lines(lines: Iterable[str | bytes]) -> list[ExtractInputLine]:
    """Every line is validated before anything is extracted: a bad line fails the whole run."""
    parsed: list[ExtractInputLine] = []
    numbered: dict[tuple[str | None, str | None, str], int] = {}
    for number, raw in enumerate(lines, start=1):
        if number == 1 and isinstance(raw, bytes) and raw.startswith(BOM):
            raw = raw[len(BOM):]
        if not raw.strip():
            continue
        try:
            parsed.append(ExtractInputLine.model_validate(parse_json_line(raw)))
            if parsed[-1].seq is None:
                event = parsed[-1]
                key = (event.tenant, event.principal, event.session)
                parsed[-1] = event.model_copy(update={"seq": numbered.get(key, 0) + 1})
            event = parsed[-1]
            key = (event.tenant, event.principal, event.session)
            numbered[key] = max(numbered.get(key, 0), event.seq or 0)
        except NotUtf8 as exc:
            raise InputError(number, str(exc)) from exc
        except json.JSONDecodeError as exc:
            raise InputError(number, f"not JSON ({exc.msg})") from exc
        except ValidationError as exc:
            detail = "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'line'}: {e['msg']}" for e in exc.errors())
            raise InputError(number, detail) from exc
    return parsed


def extract_lines(extractor: MemoryCandidateExtractor, events: list[ExtractInputLine],
                  on_unread: Callable[[str, UnreadMessages], None]) -> Iterator[dict[str, Any]]:
    """Candidates per session, in input order, each with its session. Events the extractor fails on are
    passed to on_unread, and their session is read without them (memform.extract.isolate)."""
    sessions: dict[tuple[str | None, str | None, str], list[ExtractInputLine]] = {}
    for event in events:
        sessions.setdefault((event.tenant, event.principal, event.session), []).append(event)
    for (_tenant, principal, session), group in sessions.items():
        scope = next((e.scope for e in group if e.scope), "user")
        context = ExtractionContext(principal=principal, scope=scope)
        candidates, unread = extract_around_failures(extractor, [e.source_event() for e in group], context)
        if unread is not None:
            on_unread(session, unread)
        for candidate in candidates:
            yield {"session": session, **candidate.to_wire()}
