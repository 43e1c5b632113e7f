"""A real loopback HTTP server that answers like an OpenAI-compatible chat-completions endpoint,
with claims computed by a script from the messages it is sent, and that keeps every request
body it received so a test can read what the client asked for."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

# messages ([{"seq", "text"}]) and known beliefs -> claims
Script = Callable[[list[dict[str, Any]], list[dict[str, str]]], list[dict[str, Any]]]


def no_claims(messages: list[dict[str, Any]], beliefs: list[dict[str, str]]) -> list[dict[str, Any]]:
    return []


class ScriptedServer(ThreadingHTTPServer):
    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.script: Script = no_claims
        self.requests: list[dict[str, Any]] = []
        self.lock = threading.Lock()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"

    def user_content(self, index: int = -1) -> dict[str, Any]:
        """The JSON user message of a request the server received (the last by default)."""
        with self.lock:
            return json.loads(self.requests[index]["messages"][1]["content"])


class _Handler(BaseHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass

    def do_POST(self) -> None:
        server: ScriptedServer = self.server  # type: ignore[assignment]
        request = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
        with server.lock:
            server.requests.append(request)
        content = json.loads(request["messages"][1]["content"])
        claims = server.script(content["messages"], content["known_beliefs"])
        body = json.dumps({"choices": [{"message": {"content": json.dumps({"claims": claims})}}],
                           "usage": {"prompt_tokens": 100, "completion_tokens": 20}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@contextmanager
def scripted_server() -> Iterator[ScriptedServer]:
    httpd = ScriptedServer()
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield httpd
    finally:
        httpd.shutdown()
        httpd.server_close()
