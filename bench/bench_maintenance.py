"""Maintenance benchmarks, measured side by side in one run on a throwaway cluster.

    .venv/bin/python bench/bench_maintenance.py [--beliefs N]

1. sweep cost per 100k beliefs: run_maintenance called until no work is left, over N decaying beliefs,
   with nothing else running
2. the worst (and 99th percentile) latency of an interactive append_event (one every 5 ms, as a chat
   would) while a second full sweep runs over the N beliefs, against the same paced appends with no
   sweep running: ratio
3. with --compare-random-ids: the same sweep over N beliefs reseeded with random (v4) ids, as before
   migration 0008, against the shipped time-ordered ids: ratio
"""

from __future__ import annotations

import argparse
import statistics
import threading
import time

import psycopg

from memform.cluster import EmbeddedCluster
from memform.migrate import migrate

SEED = """
WITH run AS (
    INSERT INTO memory.consolidation_runs (tenant_id, principal_id, trigger, scope, extractor, extractor_version,
                                           policy_version)
    VALUES ('bench', 'p', 'scheduled', 'user', 'seed', '1', 'formation@7') RETURNING run_id)
INSERT INTO memory.beliefs (tenant_id, principal_id, belief_type, subject, statement, normalized_statement,
    statement_sha256, polarity, authority, confidence, status, scope, origin_scopes, portability, sensitivity,
    last_reinforced_at, valid_from, formation_run_id, policy_version)
SELECT 'bench', 'p' || (i %% 1000), (ARRAY['fact', 'preference', 'relationship', 'user_model_attr'])[1 + i %% 4],
       'seed:' || i, 'Seed fact ' || i, 'seed fact ' || i, md5(i::text), 'assert', 'inferred', 0.55, 'provisional',
       'user', '{user}', 'contextual', 'normal', now() - interval '10 days', now() - interval '10 days',
       run.run_id, 'formation@7'
  FROM run, generate_series(1, %s) i
"""
APPEND = "SELECT memory.append_event('bench', 'u', 'live-session', 'user.message.created', '{\"text\": \"hi\"}')"


def sweep_all(dsn: str, batch: int, days_ahead: int) -> tuple[float, int]:
    """A full pass at one p_now; a later p_now starts a new pass with all the work again."""
    calls = 0
    start = time.perf_counter()
    with psycopg.connect(dsn, autocommit=True) as conn:
        while True:
            calls += 1
            result = conn.execute("SELECT memory.run_maintenance(now() + make_interval(days => %s), %s)",
                                  (days_ahead, batch)).fetchone()
            if not result[0]["more"]:
                break
    return time.perf_counter() - start, calls


def append_latencies(dsn: str, stop: threading.Event, limit: int, pace: float = 0.005) -> list[float]:
    samples: list[float] = []
    with psycopg.connect(dsn, autocommit=True) as conn:
        while not stop.is_set() and len(samples) < limit:
            start = time.perf_counter()
            conn.execute(APPEND, prepare=True)
            samples.append(time.perf_counter() - start)
            time.sleep(max(0.0, pace - (time.perf_counter() - start)))
    return samples


def p99(values: list[float]) -> float:
    return statistics.quantiles(values, n=100)[98]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--beliefs", type=int, default=1_000_000)
    parser.add_argument("--batch", type=int, default=5000)
    parser.add_argument("--compare-random-ids", action="store_true",
                        help="also sweep the same beliefs with random ids and print the ratio")
    args = parser.parse_args()
    random_seconds = None
    cluster = EmbeddedCluster.temporary()
    try:
        cluster.up()
        dsn = cluster.dsn()
        migrate(dsn)
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(SEED, (args.beliefs,))
            conn.execute("VACUUM ANALYZE memory.beliefs")

        seconds, calls = sweep_all(dsn, args.batch, 60)
        quiet = append_latencies(dsn, threading.Event(), 3000)
        stop = threading.Event()
        during: list[float] = []
        collector = threading.Thread(target=lambda: during.extend(append_latencies(dsn, stop, 10**9)))
        collector.start()
        sweep_all(dsn, args.batch, 120)
        stop.set()
        collector.join()
        if args.compare_random_ids:
            with psycopg.connect(dsn, autocommit=True) as conn:
                default = conn.execute("SELECT pg_get_expr(d.adbin, d.adrelid) FROM pg_attrdef d "
                                       "JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum "
                                       "WHERE d.adrelid = 'memory.beliefs'::regclass AND a.attname = 'belief_id'"
                                       ).fetchone()[0]
                conn.execute("TRUNCATE memory.beliefs, memory.consolidation_runs, memory.maintenance_cursors CASCADE")
                conn.execute("ALTER TABLE memory.beliefs ALTER COLUMN belief_id SET DEFAULT gen_random_uuid()")
                conn.execute(SEED, (args.beliefs,))
                conn.execute(f"ALTER TABLE memory.beliefs ALTER COLUMN belief_id SET DEFAULT {default}")
                conn.execute("VACUUM ANALYZE memory.beliefs")
            random_seconds, _ = sweep_all(dsn, args.batch, 60)
    finally:
        cluster.destroy()

    per_100k = seconds / args.beliefs * 100_000
    print(f"sweep: {args.beliefs:,} decaying beliefs in {calls} calls of batch {args.batch}: {seconds:.1f} s, "
          f"{per_100k:.2f} s per 100k beliefs")
    print(f"append_event while sweeping ({len(during):,} appends) vs quiet ({len(quiet):,}): "
          f"worst {max(during) * 1e3:.1f} ms vs {max(quiet) * 1e3:.1f} ms -> {max(during) / max(quiet):.2f}x; "
          f"p99 {p99(during) * 1e3:.2f} ms vs {p99(quiet) * 1e3:.2f} ms -> {p99(during) / p99(quiet):.2f}x")

    if random_seconds is not None:
        print(f"random (v4) ids vs time-ordered ids, same {args.beliefs:,}-belief sweep: {random_seconds:.1f} s vs "
              f"{seconds:.1f} s -> {random_seconds / seconds:.2f}x")


if __name__ == "__main__":
    main()
