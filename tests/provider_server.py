"""A real local HTTP server that answers like an OpenAI-compatible endpoint, and misbehaves on
purpose according to its mode."""

from __future__ import annotations

import json
import re
import socket
import struct
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# The second message's cat is one the rules miss (the sentence is about everyone at home), so a good answer adds it.
MESSAGES = ["I have a Kindle and I work as a luthier.", "Everyone at home adores our cat Miso."]
GOOD_CLAIMS = [
    {"kind": "occupation", "seq": 1, "evidence": "I work as a luthier", "value": "a luthier"},
    {"kind": "pet", "seq": 2, "evidence": "our cat Miso", "value": "cat Miso"},
    {"kind": "owns", "seq": 1, "evidence": "I have a Kindle", "value": "a Kindle"},
]


class Misbehaving(BaseHTTPRequestHandler):
    """Answers POST /chat/completions according to the server's current mode."""

    def log_message(self, *args: object) -> None:
        pass

    def do_POST(self) -> None:
        request = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
        server: Server = self.server  # type: ignore[assignment]
        server.requests += 1
        server.received.append({"path": self.path, "authorization": self.headers.get("Authorization"),
                                "body": request})
        mode = server.mode
        if mode in HOSTILE:
            return HOSTILE[mode](self, server)
        if mode == "raw":
            return self._send_bytes(server.status, server.raw, server.extra_headers)
        if mode == "stall":
            time.sleep(3)
        if mode in ("429", "503", "400", "401"):
            return self._send(int(mode), {"error": {"code": f"code_{mode}", "message": "secret detail"}})
        if mode == "partial":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "5000")
            self.end_headers()
            self.wfile.write(b'{"choices": [{"message": {"content": "{\\"claims\\": [')
            self.wfile.flush()
            self.connection.shutdown(2)
            return None
        claims = {
            "good": GOOD_CLAIMS,
            "ungrounded": [{"kind": "owns", "seq": 1, "evidence": "I have a Kindle", "value": "a Ferrari"}],
            "invented_seq": [{"kind": "owns", "seq": 99, "evidence": "I have a Kindle", "value": "a Kindle"}],
            "not_substring": [{"kind": "occupation", "seq": 1, "evidence": "I work as a surgeon",
                               "value": "a surgeon"}],
            "paraphrase": [{"kind": "occupation", "seq": 1, "evidence": "I work as a luthier", "value": "a luthier"}],
        }.get(mode, [])
        if mode in ("echo", "restate"):
            sent = json.loads(request["messages"][1]["content"])["messages"]
            claims = echo_claims(sent) if mode == "echo" else restated_claims(sent)
        content = "this is not json" if mode == "malformed" else json.dumps({"claims": claims})
        usage = {"prompt_tokens": 900, "completion_tokens": 99_999 if mode == "over_budget" else 120}
        return self._send(200, {"choices": [{"message": {"content": content}}], "usage": usage})

    def do_GET(self) -> None:  # what a followed 301/302/303 would turn the POST into
        server: Server = self.server  # type: ignore[assignment]
        server.requests += 1
        server.received.append({"path": self.path, "authorization": self.headers.get("Authorization"), "body": None})
        self._send(200, good_envelope())

    def _send(self, status: int, body: dict) -> None:
        self._send_bytes(status, json.dumps(body).encode(), {})

    def _send_bytes(self, status: int, payload: bytes, headers: dict[str, str]) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(payload)


RUSSIAN_I_HAVE = "\u0423 \u043c\u0435\u043d\u044f \u0435\u0441\u0442\u044c"  # Russian for "I have"


def echo_claims(messages: list[dict]) -> list[dict]:
    """A modest, honest multilingual model: it restates what the English rules already form ("I have a
    Kindle"), which adds nothing, and reads a possession said in Russian ("I have a Kindle" in Russian), which the
    rules, written for English, never read. See tests/test_activation.py for why this is the basis."""
    return restated_claims(messages) + [
        {"kind": "owns", "seq": message["seq"], "evidence": found.group(0), "value": found.group(1)}
        for message in messages if (found := re.search(RUSSIAN_I_HAVE + r" (\w+)", message["text"]))
    ]


def restated_claims(messages: list[dict]) -> list[dict]:
    """What the rules already form, in the model's words: grounded and true, and nothing new."""
    claims = []
    for message in messages:
        for pattern, kind in ((r"I have an? (Kindle)", "owns"), (r"I speak (\w+)", "speaks"),
                              (r"I live in (\w+)", "lives_in"), (r"I have a cat called \w+", "pet")):
            if found := re.search(pattern, message["text"]):
                value = found.group(1) if found.groups() else "cat"
                claims.append({"kind": kind, "seq": message["seq"], "evidence": found.group(0), "value": value})
    return claims


def good_envelope(usage: dict | None = None) -> dict:
    return {"choices": [{"message": {"content": json.dumps({"claims": GOOD_CLAIMS})}}],
            "usage": usage if usage is not None else {"prompt_tokens": 900, "completion_tokens": 120}}


# -- hostile behaviours: each writes to the socket itself ---------------------------------------

DRIP_SECONDS = 0.2  # one byte this often: never idle long enough for a per-read timeout
DRIP_FOR = 20.0  # and the server gives up on its own after this long


def _drip(handler: Misbehaving, data: bytes) -> None:
    """Writes one byte every DRIP_SECONDS until the client goes away or DRIP_FOR has passed."""
    stop = time.monotonic() + DRIP_FOR
    for index in range(len(data)):
        if time.monotonic() > stop:
            return
        try:
            handler.wfile.write(data[index:index + 1])
            handler.wfile.flush()
        except OSError:
            return
        time.sleep(DRIP_SECONDS)


def trickle_headers(handler: Misbehaving, server: Server) -> None:
    """A status line, then headers one byte at a time, forever."""
    handler.wfile.write(b"HTTP/1.1 200 OK\r\n")
    _drip(handler, b"X-Slow: " + b"a" * 10_000 + b"\r\n")


def trickle_body(handler: Misbehaving, server: Server) -> None:
    """Headers at once, then a body one byte at a time, forever."""
    body = json.dumps(good_envelope()).encode() + b" " * 100_000
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.flush()
    _drip(handler, body)


def slow_start(handler: Misbehaving, server: Server) -> None:
    """Nothing for a while, then a good answer: slower than the deadline but never idle past it."""
    time.sleep(server.delay)
    handler._send(200, good_envelope())


FLOOD_BYTES = 64 * 2**20  # what a flood sends at most: far beyond any answer, within what a test box can hold


def _flood(handler: Misbehaving, chunk: bytes) -> None:
    """Writes chunk after chunk as fast as the client reads, up to FLOOD_BYTES, then holds the connection."""
    sent = 0
    try:
        while sent < FLOOD_BYTES:
            handler.wfile.write(chunk)
            sent += len(chunk)
        handler.wfile.flush()
    except OSError:
        return
    time.sleep(DRIP_FOR)


def huge_body(handler: Misbehaving, server: Server) -> None:
    """A 200 announcing a body of 2 GiB and streaming the first FLOOD_BYTES of it."""
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(2**31))
    handler.end_headers()
    _flood(handler, b'{"choices": [' + b" " * 65_536)


def _flood_until_closed(handler: Misbehaving, status: int) -> None:
    """A response without Content-Length whose body runs until the connection closes: FLOOD_BYTES, fast."""
    handler.send_response(status)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Connection", "close")
    handler.end_headers()
    handler.close_connection = True
    _flood(handler, b" " * 65_536)


def huge_unannounced(handler: Misbehaving, server: Server) -> None:
    """A 200 whose body has no announced length and never ends."""
    _flood_until_closed(handler, 200)


def huge_error(handler: Misbehaving, server: Server) -> None:
    """A 503 whose error body is FLOOD_BYTES long, and never ends."""
    _flood_until_closed(handler, 503)


def trickle_error(handler: Misbehaving, server: Server) -> None:
    """A 429 whose error body arrives one byte at a time."""
    body = b'{"error": {"code": "rate_limited"}}' + b" " * 10_000
    handler.send_response(429)
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.flush()
    _drip(handler, body)


def reset_mid_body(handler: Misbehaving, server: Server) -> None:
    """Half a body, then a TCP reset (SO_LINGER 0), not a clean close."""
    body = json.dumps(good_envelope()).encode()
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.write(body[: len(body) // 2])
    handler.wfile.flush()
    handler.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    handler.connection.close()
    handler.close_connection = True


def bad_status_line(handler: Misbehaving, server: Server) -> None:
    handler.wfile.write(b"HELLO THERE\r\n\r\n")
    handler.close_connection = True


def long_header(handler: Misbehaving, server: Server) -> None:
    handler.wfile.write(b"HTTP/1.1 200 OK\r\nX-Long: " + b"a" * 70_000 + b"\r\n\r\n")
    handler.close_connection = True


def bad_chunk(handler: Misbehaving, server: Server) -> None:
    handler.wfile.write(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\nxyz\r\n0\r\n\r\n")
    handler.close_connection = True


def redirect(handler: Misbehaving, server: Server) -> None:
    handler.send_response(server.status)
    handler.send_header("Location", server.location)
    handler.send_header("Content-Length", "0")
    handler.end_headers()


HOSTILE = {
    "trickle_headers": trickle_headers, "trickle_body": trickle_body, "slow_start": slow_start,
    "huge_body": huge_body, "huge_unannounced": huge_unannounced, "huge_error": huge_error,
    "trickle_error": trickle_error, "reset_mid_body": reset_mid_body, "bad_status_line": bad_status_line,
    "long_header": long_header, "bad_chunk": bad_chunk, "redirect": redirect,
}


class Server(ThreadingHTTPServer):
    mode = "good"
    requests = 0
    # mode "raw": answer with this status, these bytes and these extra headers
    status = 200
    raw = b""
    delay = 0.0  # mode "slow_start"
    location = ""  # mode "redirect"

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.received: list[dict] = []
        self.extra_headers: dict[str, str] = {}
