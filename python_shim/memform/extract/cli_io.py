"""The `memform extract` contract: events as JSON lines in, one candidate per line out."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from memform.extract.port import ExtractionContext, MemoryCandidateExtractor, SourceEvent
from memform.jsonl import BOM, NotUtf8, parse_json_line


class ExtractInputLine(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")

    session: str = Field(min_length=1)
    seq: int = Field(ge=1)
    type: str = Field(min_length=1)
    author_role: str = Field(min_length=1)
    text: str | None = None
    parts: list[dict[str, Any]] | None = None
    tenant: str | None = None
    principal: str | None = None
    scope: str | None = None

    def source_event(self) -> SourceEvent:
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
    for number, raw in enumerate(lines, start=1):
        if number == 1 and isinstance(raw, bytes) and raw.startswith(BOM):
            raw = raw[len(BOM):]
        if not raw.strip():
            continue
        try:
            parsed.append(ExtractInputLine.model_validate(parse_json_line(raw)))
        except NotUtf8 as exc:
            raise InputError(number, str(exc)) from exc
        except json.JSONDecodeError as exc:
            raise InputError(number, f"not JSON ({exc.msg})") from exc
        except ValidationError as exc:
            detail = "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'line'}: {e['msg']}" for e in exc.errors())
            raise InputError(number, detail) from exc
    return parsed


def extract_lines(extractor: MemoryCandidateExtractor, events: list[ExtractInputLine]) -> Iterator[dict[str, Any]]:
    """Candidates per session, in input order, each with its session."""
    sessions: dict[tuple[str | None, str | None, str], list[ExtractInputLine]] = {}
    for event in events:
        sessions.setdefault((event.tenant, event.principal, event.session), []).append(event)
    for (_tenant, principal, session), group in sessions.items():
        scope = next((e.scope for e in group if e.scope), "user")
        context = ExtractionContext(principal=principal, scope=scope)
        for candidate in extractor.extract([e.source_event() for e in group], context):
            yield {"session": session, **candidate.to_wire()}
