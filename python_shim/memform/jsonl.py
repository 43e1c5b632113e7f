"""JSON lines that must be UTF-8 throughout: what `ingest` and `extract` read."""

from __future__ import annotations

import json
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from uuid import UUID

BOM = b"\xef\xbb\xbf"


class NotUtf8(ValueError):
    pass


def decode_line(raw: str | bytes) -> str:
    """One line as text: bytes must be UTF-8, and no JSON escape may stand for half a character."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise NotUtf8(f"not UTF-8 (byte 0x{exc.object[exc.start]:02x} at byte {exc.start + 1})") from exc
    try:
        raw.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise NotUtf8(f"not UTF-8 (an undecodable character at column {exc.start + 1})") from exc
    return raw


def parse_json_line(raw: str | bytes) -> object:
    """json.loads of a line that must be UTF-8 throughout, escapes included (a lone surrogate is refused)."""
    value = json.loads(decode_line(raw))
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as exc:
        raise NotUtf8("not UTF-8 (a \\u escape of a lone surrogate)") from exc
    return value


def json_value(value: object) -> object:
    """json.dumps' default for what the database returns: numeric as a number, timestamps in ISO 8601
    (as jsonb renders them), ids as strings; so every --json output types a field the same way."""
    if isinstance(value, Decimal):
        if value.is_finite() and value == value.to_integral_value() and value.as_tuple().exponent >= 0:
            return int(value)
        return float(value)
    if isinstance(value, datetime | date | time):
        return value.isoformat()
    if isinstance(value, timedelta):
        return value.total_seconds()
    if isinstance(value, UUID):
        return str(value)
    if isinstance(value, set | frozenset | tuple):
        return list(value)
    raise TypeError(f"{type(value).__name__} is not JSON serializable")
