"""Appending a JSON-lines file of events, one transaction per line."""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import psycopg
from pydantic import ValidationError

from memform.jsonl import BOM, NotUtf8, parse_json_line
from memform.log import append_event
from memform.models import EventIn


@dataclass
class LineError:
    line: int
    error: str


@dataclass
class IngestReport:
    lines: int = 0
    appended: int = 0
    already_present: int = 0
    errors: list[LineError] = field(default_factory=list)
    # the line not read because the ingest was told to stop (Ctrl-C); every line before it was handled
    interrupted_at: int | None = None


_JSON_KINDS = {list: "an array", str: "a string", bool: "a boolean", int: "a number", float: "a number",
               type(None): "null"}


class NotAnObject(ValueError):
    pass


def _describe(exc: Exception) -> str:
    if isinstance(exc, NotUtf8 | NotAnObject):
        return str(exc)
    if isinstance(exc, json.JSONDecodeError):
        return f"not JSON ({exc.msg})"
    if isinstance(exc, ValidationError):
        return "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or 'line'}: {err['msg']}" for err in exc.errors()
        )
    if isinstance(exc, psycopg.Error) and exc.diag.sqlstate:
        return f"{exc.diag.sqlstate}: {exc.diag.message_primary}"
    return str(exc)


def ingest_lines(
    conn: psycopg.Connection,
    lines: Iterable[str | bytes],
    progress: Callable[[int], None] | None = None,
    stop: Callable[[], bool] | None = None,
) -> IngestReport:
    """Each line commits alone, so a rejected line leaves nothing half-appended. When stop() turns
    true the ingest ends between two lines and the report says which line it did not read."""
    report = IngestReport()
    for number, raw in enumerate(lines, start=1):
        if stop is not None and stop():
            report.interrupted_at = number
            break
        report.lines = number
        if raw.strip():
            try:
                value = parse_json_line(raw)
                if not isinstance(value, dict):
                    raise NotAnObject(f"not a JSON object ({_JSON_KINDS.get(type(value), 'not an object')})")
                event = EventIn.model_validate(value)
                with conn.transaction():
                    appended = append_event(conn, event)
                if appended.new:
                    report.appended += 1
                else:
                    report.already_present += 1
            except (ValueError, psycopg.Error) as exc:
                report.errors.append(LineError(line=number, error=_describe(exc)))
        if progress is not None:
            progress(number)
    return report


def ingest_file(conn: psycopg.Connection, path: Path, show_progress: bool | None = None,
                stop: Callable[[], bool] | None = None) -> IngestReport:
    # bytes, so that a line that is not UTF-8 is reported with its number like any other bad line
    data = path.read_bytes()
    lines = (data[len(BOM):] if data.startswith(BOM) else data).splitlines()
    total = len(lines)
    show = sys.stderr.isatty() if show_progress is None else show_progress
    started = time.monotonic()

    def progress(done: int) -> None:
        if done != total and done % 100 and not (stop is not None and stop()):
            return
        rate = done / max(time.monotonic() - started, 1e-6)
        bar = "#" * int(30 * done / total)
        sys.stderr.write(f"\ringest {path.name} [{bar:30}] {done}/{total} lines, {rate:,.0f} lines/s")
        if done == total or (stop is not None and stop()):
            sys.stderr.write("\n")
        sys.stderr.flush()

    return ingest_lines(conn, lines, progress if show and total else None, stop)
