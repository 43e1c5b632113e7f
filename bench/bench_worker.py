"""End-to-end formation throughput: from "due" to "committed" with 1, 2 and 4 worker processes,
against the extractor alone (the Python floor) and the commit alone (the database floor).

    .venv/bin/python bench/bench_worker.py [--sessions N] [--msc GLOB] [--batches K]

With --batches K each session arrives in K runs, and the workers consolidate after each one, so
every batch but the first also reads the context before its prefix (memory.session_context).

Sessions come from the MSC development split when it is there (../shared/eval/msc), else
from the bundled corpus repeated. Every figure is measured in this one run.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

import psycopg

from memform.cluster import EmbeddedCluster
from memform.evaluation import _msc_turns, load_corpus
from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.formation import commit_formation, formation_job
from memform.migrate import migrate
from memform.models import Extraction

DEFAULT_MSC = str(Path(__file__).resolve().parents[2] / "shared" / "eval" / "msc" / "session_*" / "valid.txt")
EXTRACTION = Extraction(extractor="deterministic", extractor_version="2", policy_version="formation@7")


def load_dialogs(pattern: str, limit: int) -> list[list[str]]:
    sessions: dict[str, list[str]] = {}
    for session, _seq, text, _gold in _msc_turns(pattern):
        if session not in sessions and len(sessions) >= limit:
            break
        sessions.setdefault(session, []).append(text)
    if sessions:
        return list(sessions.values())
    texts = [[e["text"] for e in case["events"] if e["author_role"] == "user"] for case in load_corpus()]
    return [t for t in texts if t] * (limit // 40 + 1)


def ingest(conn: psycopg.Connection, tenant: str, dialogs: list[list[str]], batch: int = 0, batches: int = 1) -> int:
    """Batch `batch` of `batches` of every dialog's messages, then a completed run for it."""
    messages = 0
    with conn.pipeline() as pipeline:
        for i, texts in enumerate(dialogs):
            size = -(-len(texts) // batches)
            for text in texts[batch * size:(batch + 1) * size]:
                conn.execute("SELECT memory.append_event(%s, 'p', %s, 'user.message.created', %s::jsonb, "
                             "p_occurred_at => '2026-01-01T00:00:00Z')", (tenant, f"s{i}", json.dumps({"text": text})))
                messages += 1
            conn.execute("SELECT memory.complete_run(%s, 'p', %s, %s, 'completed', '2026-01-01T00:00:01Z')",
                         (tenant, f"s{i}", f"r{batch}"))
            pipeline.sync()
    return messages


def run_workers(dsn: str, processes: int) -> float:
    env_python = [sys.executable, "-m", "memform.cli", "worker", "--once", "--batch-size", "50"]
    start = time.perf_counter()
    workers = [subprocess.Popen(env_python, env={"MEMFORM_DSN": dsn, "PATH": "/usr/bin:/bin"},
                                stderr=subprocess.PIPE, text=True) for _ in range(processes)]
    failures = [line for worker in workers for line in worker.communicate()[1].splitlines()
                if '"consolidation.failed"' in line]
    elapsed = time.perf_counter() - start
    if failures:
        raise SystemExit("worker failures:\n" + "\n".join(failures[:5]))
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=600)
    parser.add_argument("--msc", default=DEFAULT_MSC)
    parser.add_argument("--batches", type=int, default=1, help="runs per session, consolidated one by one")
    args = parser.parse_args()
    dialogs = load_dialogs(args.msc, args.sessions)
    extractor = DeterministicExtractor()
    cluster = EmbeddedCluster.temporary()
    try:
        cluster.up()
        dsn = cluster.dsn()
        migrate(dsn)
        results: dict[str, tuple[float, int]] = {}
        with psycopg.connect(dsn, autocommit=True) as conn:
            for processes in (1, 2, 4):
                elapsed, messages = 0.0, 0
                for batch in range(args.batches):
                    messages += ingest(conn, f"bench-w{processes}", dialogs, batch, args.batches)
                    elapsed += run_workers(dsn, processes)
                results[f"{processes} worker(s)"] = (elapsed, messages)
                done = conn.execute("SELECT count(*) FROM memory.formation_runs WHERE tenant_id = %s",
                                    (f"bench-w{processes}",)).fetchone()
                assert done is not None and len(dialogs) <= done[0] <= len(dialogs) * args.batches, done

            # The floors, on a fresh copy: extraction alone, then the commits alone.
            messages = ingest(conn, "bench-floor", dialogs)
            jobs = [formation_job(conn, "bench-floor", "p", f"s{i}") for i in range(len(dialogs))]
            sources = [[SourceEvent(seq=n + 1, event_type="user.message.created", author_role="user",
                                    trust="owner", authoring_principal="p", texts=(t,)) for n, t in enumerate(texts)]
                       for texts in dialogs]
            start = time.perf_counter()
            candidates = [extractor.extract(events, ExtractionContext(principal="p")) for events in sources]
            results["extractor alone"] = (time.perf_counter() - start, messages)
            start = time.perf_counter()
            for job, proposed in zip(jobs, candidates, strict=True):
                commit_formation(conn, job, proposed, EXTRACTION)
            results["commit alone"] = (time.perf_counter() - start, messages)
    finally:
        cluster.destroy()

    sessions = len(dialogs)
    print(f"{sessions} sessions, {messages} messages each pass")
    for label, (seconds, count) in results.items():
        print(f"  {label:16} {seconds:7.2f} s  {sessions / seconds:8.1f} sessions/s  {count / seconds:9.1f} messages/s")
    one = results["1 worker(s)"][0]
    floor = results["extractor alone"][0] + results["commit alone"][0]
    two, four = results["2 worker(s)"][0], results["4 worker(s)"][0]
    print(f"speed-up over 1 worker: 2 workers {one / two:.2f}x, 4 workers {one / four:.2f}x (2 cores)")
    print(f"1 worker vs extractor + commit back to back in-process: {one / floor:.2f}x; "
          f"of that floor, extraction {results['extractor alone'][0] / floor:.0%}, commit "
          f"{results['commit alone'][0] / floor:.0%}")


if __name__ == "__main__":
    main()
