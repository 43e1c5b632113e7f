"""A real local HTTP server that answers like an OpenAI-compatible endpoint, and misbehaves on
purpose according to its mode."""

from __future__ import annotations

import json
import re
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MESSAGES = ["I have a Kindle and I work as a luthier.", "My cat Miso sleeps all day."]
GOOD_CLAIMS = [
    {"kind": "occupation", "seq": 1, "evidence": "I work as a luthier", "value": "a luthier"},
    {"kind": "pet", "seq": 2, "evidence": "My cat Miso", "value": "cat Miso"},
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
        mode = server.mode
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
        if mode == "echo":
            claims = echo_claims(json.loads(request["messages"][1]["content"])["messages"])
        content = "this is not json" if mode == "malformed" else json.dumps({"claims": claims})
        usage = {"prompt_tokens": 900, "completion_tokens": 99_999 if mode == "over_budget" else 120}
        return self._send(200, {"choices": [{"message": {"content": content}}], "usage": usage})

    def _send(self, status: int, body: dict) -> None:
        payload = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)


def echo_claims(messages: list[dict]) -> list[dict]:
    """A modest, honest model: the second language in "I speak X and a little Y"."""
    claims = []
    for message in messages:
        found = re.search(r"I speak \w+ and a little (\w+)", message["text"])
        if found:
            claims.append({"kind": "speaks", "seq": message["seq"], "evidence": found.group(0),
                           "value": found.group(1)})
    return claims


class Server(ThreadingHTTPServer):
    mode = "good"
    requests = 0
