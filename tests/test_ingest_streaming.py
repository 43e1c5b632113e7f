"""ingest reads its input in pieces: the lines and their numbers must be those of reading the file whole
(bytes.splitlines: \\n, \\r\\n and a lone \\r each end a line), whatever the piece boundaries."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import psycopg
import pytest

from memform.ingest import BOM, count_lines, ingest_file, read_lines

MEMFORM = [sys.executable, "-m", "memform.cli"]

SHAPES = [
    b"", b"\n", b"\r", b"\r\n", b"a", b"a\n", b"a\nb", b"a\nb\n", b"a\r\nb\r\n", b"a\n\nb\n",
    b"a\rb\rc\r", b"a\rb", b"a\r\rb\n", b"a\r\r\nb", b"a\r\n\rb", b"a\n\rb\r\n", b"\r\r\n\n",
    BOM + b"a\nb", BOM + b"\r\na", BOM + b"a\rb", b"a\x0cb\x0b\n", b"a\xe2\x80\xa8b\n",
]


@pytest.mark.parametrize("data", SHAPES)
@pytest.mark.parametrize("piece", [1, 2, 3, 7, 1 << 16])
def test_lines_are_those_of_the_whole_file(data: bytes, piece: int, tmp_path: Path) -> None:
    whole = data.removeprefix(BOM).splitlines()
    assert list(read_lines(io.BytesIO(data), piece)) == whole
    path = tmp_path / "events.jsonl"
    path.write_bytes(data)
    assert count_lines(path) == len(whole)


def _event(tenant: str, i: int) -> bytes:
    return json.dumps({"tenant": tenant, "principal": "ana", "session": "s1", "event_type": "user.message.created",
                       "text": f"Message {i}.", "derivation_key": f"k{i}"}).encode()


def test_a_file_whose_lines_end_with_a_lone_carriage_return(conn: psycopg.Connection, tmp_path: Path) -> None:
    tenant = f"t-{uuid.uuid4().hex[:10]}"
    path = tmp_path / "mac.jsonl"
    path.write_bytes(_event(tenant, 1) + b"\r" + b"{not json\r" + _event(tenant, 3) + b"\r")
    report = ingest_file(conn, path, stream=io.StringIO())
    assert (report.lines, report.appended) == (3, 2), report
    assert [e.line for e in report.errors] == [2], report.errors



def test_ctrl_c_while_standard_input_waits_stops_the_ingest(dsn: str) -> None:
    """The first Ctrl-C stops between two lines; waiting for a line that may never come is between two lines."""
    tenant = f"t-{uuid.uuid4().hex[:10]}"
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn}
    proc = subprocess.Popen([*MEMFORM, "ingest", "--json", "-"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env)
    assert proc.stdin is not None
    try:
        proc.stdin.write(_event(tenant, 1) + b"\n")
        proc.stdin.flush()
        deadline = time.monotonic() + 60
        with psycopg.connect(dsn) as conn:
            while conn.execute("SELECT count(*) FROM memory.events WHERE tenant_id = %s",
                               (tenant,)).fetchone() != (1,):
                assert time.monotonic() < deadline, "the first line was never appended"
                time.sleep(0.1)
        time.sleep(0.3)  # waiting for line 2 now
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pytest.fail("one Ctrl-C did not stop an ingest waiting on standard input")
        out, err = proc.communicate()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130, err
    report = json.loads(out)
    assert (report["appended"], report["lines"], report["interrupted_at"]) == (1, 1, 2), report
    assert "interrupted at line 2" in err.decode(), err


def test_extract_reads_lines_as_ingest_does() -> None:
    lines = [json.dumps({"session": "s", "seq": i, "type": "user.message.created", "author_role": "user",
                         "text": text}) for i, text in enumerate(["I live in Porto.", "I have a beagle."], start=1)]
    result = subprocess.run([*MEMFORM, "extract"], input=("\r".join(lines)).encode(), capture_output=True,
                            timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert [json.loads(line)["source_seqs"] for line in result.stdout.splitlines()] == [[1], [2]]
