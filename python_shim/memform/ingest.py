"""Appending a JSON-lines file of events, one transaction per line."""

from __future__ import annotations

import contextlib
import itertools
import json
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, TextIO

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


class ReadInterrupted(Exception):
    """Raised out of a read that waits for the next line (standard input) when the ingest is asked to stop:
    waiting for a line is between two lines."""


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
    true the ingest ends between two lines and the report says which line it did not read. A stop that has a
    `waiting` context manager is told when the ingest waits for its next line, so that a stop request can
    interrupt that wait (ReadInterrupted): a pipe or a terminal may not send another line for a long time."""
    report = IngestReport()
    waiting = getattr(stop, "waiting", None)
    source = iter(lines)
    for number in itertools.count(1):
        if stop is not None and stop():
            report.interrupted_at = number
            break
        try:
            with waiting() if waiting is not None else contextlib.nullcontext():
                raw = next(source)
        except StopIteration:
            break
        except ReadInterrupted:
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


class Progress:
    """Progress of long work on stderr: a bar redrawn in place on a terminal; otherwise (a log file, a CI
    job) one plain line every `every` seconds once the work has run that long, so short work stays quiet."""

    def __init__(self, label: str, unit: str, total: int | None, *, every: float = 10.0,
                 stream: TextIO | None = None, tty: bool | None = None):
        self.label, self.unit, self.total, self.every = label, unit, total, every
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty() if tty is None else tty
        self.started = self.last = time.monotonic()
        self.drawn = False  # a bar is on the terminal without its newline yet
        self.printed = False

    def __call__(self, done: int) -> None:
        now = time.monotonic()
        rate = f"{done / max(now - self.started, 1e-6):,.0f} {self.unit}/s"
        of_total = "" if self.total is None else f"/{self.total:,}"
        if self.tty:
            if done != self.total and now - self.last < 0.1:
                return
            if self.total is None:  # standard input: a count, no bar
                self.stream.write(f"\r{self.label}: {done:,} {self.unit}, {rate}")
            else:
                bar = "#" * int(30 * done / max(self.total, 1))
                self.stream.write(f"\r{self.label} [{bar:30}] {done}/{self.total} {self.unit}, {rate}")
            self.drawn = done != self.total
            if done == self.total:
                self.stream.write("\n")
        elif now - self.last >= self.every or (done == self.total and self.printed):
            self.stream.write(f"{self.label}: {done:,}{of_total} {self.unit}, {rate}\n")
            self.printed = True
        else:
            return
        self.last = now
        self.stream.flush()

    def close(self) -> None:
        """Ends a bar left mid-way (the work stopped early), so what follows starts on a line of its own."""
        if self.drawn:
            self.stream.write("\n")
            self.stream.flush()
            self.drawn = False


def ingest_file(conn: psycopg.Connection, path: Path | None, stop: Callable[[], bool] | None = None,
                progress_every: float = 10.0, stream: TextIO | None = None) -> IngestReport:
    """Reads the file line by line, never whole (path None: standard input, whose length is unknown).
    Progress goes to stderr (or stream): see Progress."""
    # bytes, so that a line that is not UTF-8 is reported with its number like any other bad line
    if path is None:
        return _ingest_stream(conn, sys.stdin.buffer, "stdin", None, stop, progress_every, stream)
    total = count_lines(path)
    with path.open("rb") as handle:
        return _ingest_stream(conn, handle, path.name, total, stop, progress_every, stream)


def count_lines(path: Path) -> int:
    """Lines as the ingest reads them, counted in chunks: \n, \r\n and a lone \r each end one, and a last
    line without its end counts."""
    count, last = 0, b"\n"
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 20):
            count += chunk.count(b"\n") + chunk.count(b"\r") - chunk.count(b"\r\n")
            if last == b"\r" and chunk.startswith(b"\n"):  # a \r\n split between two chunks
                count -= 1
            last = chunk[-1:]
    return count + (last not in (b"\n", b"\r"))


def _ingest_stream(conn: psycopg.Connection, handle: BinaryIO, name: str, total: int | None,
                   stop: Callable[[], bool] | None, progress_every: float, stream: TextIO | None) -> IngestReport:
    progress = Progress(f"ingest {name}", "lines", total, every=progress_every, stream=stream)
    try:
        return ingest_lines(conn, read_lines(handle), progress, stop)
    finally:
        progress.close()


def read_lines(handle: BinaryIO, piece: int = 1 << 16) -> Iterator[bytes]:
    """The lines of reading the input whole (bytes.splitlines: \n, \r\n or a lone \r ends one; a leading byte
    order mark is dropped), read a piece at a time. read1 returns what is there, so a line from a pipe is
    handled as soon as it arrives."""
    read = getattr(handle, "read1", handle.read)
    pending: list[bytes] = []  # the start of a line whose end has not been read yet
    first = True
    while chunk := read(piece):
        if first:
            pending.append(chunk)
            head = b"".join(pending)
            if len(head) < len(BOM) and BOM.startswith(head):
                continue  # too short yet to tell
            pending, chunk, first = [], head.removeprefix(BOM), False
        if b"\n" not in chunk and b"\r" not in chunk and not (pending and pending[-1].endswith(b"\r")):
            pending.append(chunk)
            continue
        whole = b"".join(pending) + chunk if pending else chunk
        pieces = whole.splitlines(keepends=True)
        # the last piece is kept back unless it ends a line for sure: a \r may be the first half of \r\n
        tail = pieces.pop() if not pieces[-1].endswith(b"\n") else b""
        for line in pieces:
            yield line.rstrip(b"\r\n")
        pending = [tail] if tail else []
    if first and pending:  # input shorter than a byte order mark
        pending = [b"".join(pending).removeprefix(BOM)]
    yield from b"".join(pending).splitlines()  # the last line, ended by the end of the input (or by a \r)
