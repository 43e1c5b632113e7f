"""JSON lines that must be UTF-8 throughout: what `ingest` and `extract` read."""

from __future__ import annotations

import json

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
