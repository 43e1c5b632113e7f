"""A long session re-read in turns: does a re-derivation grow with the session, or faster?

    .venv/bin/python bench/bench_reread.py [--sizes 1000,2000,3500] [--repeat 2]

Each session is that many messages, one liking each ("I love gizmo17."), so the extractor's scan
ceiling (256 proposals a call) cuts it into turns. For each size: the time to consolidate it (in turns,
as the worker does), then to re-derive it (memform rederive: turns that reconcile, the rest of the
session read once for what it names), and the extractor calls the re-derivation made. Linear growth
shows as a flat time per message across sizes, and as calls that grow with the turns (a turn's own
call and one for each 256 proposals of the rest, once). Each size is run --repeat times, the sizes
interleaved, and the best time kept (the machine is shared); every figure is measured in this one run.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence

import psycopg

from memform.cluster import EmbeddedCluster
from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.memory import replay_session
from memform.migrate import migrate
from memform.models import MemoryCandidate
from memform.worker import consolidate_session


class CountsCalls(DeterministicExtractor):
    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    def extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                     silenced: Sequence[bool]) -> list[MemoryCandidate]:
        self.calls += 1
        return super().extract_with(events, context, silenced)


def ingest(conn: psycopg.Connection, tenant: str, messages: int) -> None:
    with conn.pipeline() as pipeline:
        for i in range(messages):
            payload = json.dumps({"text": f"I love gizmo{i}."})
            conn.execute("SELECT memory.append_event(%s, 'p', 'long', 'user.message.created', %s::jsonb, "
                         "p_occurred_at => '2026-01-01T00:00:00Z')", (tenant, payload))
        conn.execute("SELECT memory.complete_run(%s, 'p', 'long', 'r', 'completed', '2026-01-01T00:00:01Z')",
                     (tenant,))
        pipeline.sync()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,2000,3500", help="messages per session, comma-separated "
                        "(at most 4,096 subjects: past max_named_subjects a re-read does not reconcile)")
    parser.add_argument("--repeat", type=int, default=2, help="runs of each size; the best time is kept")
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    cluster = EmbeddedCluster.temporary()
    best: dict[int, tuple[int, float, float, int]] = {}
    try:
        cluster.up()
        migrate(cluster.dsn())
        with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
            for attempt, size in ((a, s) for a in range(args.repeat) for s in sizes):
                tenant = f"bench-reread-{size}-{attempt}"
                ingest(conn, tenant, size)
                start, turns = time.perf_counter(), 1
                while consolidate_session(conn, DeterministicExtractor(), tenant, "p", "long").pending:
                    turns += 1
                formed = time.perf_counter() - start
                counting = CountsCalls()
                start = time.perf_counter()
                result = replay_session(conn, counting, tenant, "p", "long", "rederive")
                rederived = time.perf_counter() - start
                assert (result.pending, result.proposed, result.committed, result.retired) == (False, size, 0, 0)
                earlier = best.get(size)
                best[size] = (turns, min(formed, earlier[1]) if earlier else formed,
                              min(rederived, earlier[2]) if earlier else rederived, counting.calls)
    finally:
        cluster.destroy()
    rows = [(size, *best[size]) for size in sizes]
    print(f"{'messages':>8} {'turns':>5} {'consolidate':>11} {'rederive':>9} {'ms/msg':>7} {'calls':>5} "
          f"{'rederive/consolidate':>20}")
    for size, turns, formed, rederived, calls in rows:
        print(f"{size:8d} {turns:5d} {formed:10.2f}s {rederived:8.2f}s {1000 * rederived / size:7.2f} {calls:5d} "
              f"{rederived / formed:20.2f}x")
    first, last = rows[0], rows[-1]
    print(f"rederive time per message, {last[0]:,} vs {first[0]:,} messages: "
          f"{(last[3] / last[0]) / (first[3] / first[0]):.2f}x (1.00x is linear)")


if __name__ == "__main__":
    main()
