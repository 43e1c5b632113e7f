"""Foundation benchmarks: ratios measured side by side in one run on a throwaway cluster.

    .venv/bin/python bench/bench_foundation.py [--quick]

1. hook overhead: a terminal run.completed (fires the formation flag) vs a plain message append
2. selection scaling: due_sessions(100) at 10k, 100k and 1M sessions (10% pending)
3. append throughput: append_event vs a plain INSERT of the same rows into an unindexed table
Absolute times on a shared machine mean little; read the ratios.
"""

from __future__ import annotations

import argparse
import statistics
import time

import psycopg

from memform.cluster import EmbeddedCluster
from memform.migrate import migrate


def timed(conn: psycopg.Connection, sql: str, params: tuple | None = None) -> float:
    start = time.perf_counter()
    conn.execute(sql, params)
    return time.perf_counter() - start


def timed_statements(conn: psycopg.Connection, statements: list[tuple[str, tuple]]) -> float:
    """Each statement its own autocommit transaction with its own round trip, as agents append."""
    start = time.perf_counter()
    for sql, params in statements:
        conn.execute(sql, params, prepare=True)
    return time.perf_counter() - start


def hook_overhead(conn: psycopg.Connection, rounds: int, per_round: int) -> float:
    """Same connection, same session, interleaved round by round."""
    message = "SELECT memory.append_event('bench', 'p', %s, 'user.message.created', '{\"text\": \"hi\"}')"
    completion = "SELECT memory.complete_run('bench', 'p', %s, %s)"
    ratios = []
    for r in range(rounds):
        session = f"hook-{r}"
        t_plain = timed_statements(conn, [(message, (session,)) for _ in range(per_round)])
        t_flag = timed_statements(conn, [(completion, (session, f"run-{r}-{i}")) for i in range(per_round)])
        ratios.append(t_flag / t_plain)
    return statistics.median(ratios)


def fill_sessions(conn: psycopg.Connection, size: int) -> None:
    conn.execute(
        """
        INSERT INTO memory.sessions (tenant_id, principal_id, session_id, last_seq, watermark_seq,
                                     last_activity_at, formation_request_seq, formation_not_before, due_at)
        SELECT 'sel', 'p' || (i %% 1000), 's' || i, 10, CASE WHEN pending THEN 0 ELSE 10 END, at,
               CASE WHEN pending THEN 10 END,
               CASE WHEN pending THEN at END,
               CASE WHEN pending THEN at + interval '30 seconds' END
          FROM generate_series(1, %s::int) i,
               LATERAL (SELECT i %% 10 = 0 AS pending,
                               '2026-01-01'::timestamptz + (i::bigint * 7919 %% 1000003) * interval '1 second' AS at) x
        """,
        (size,),
    )
    conn.execute("VACUUM ANALYZE memory.sessions")


def selection_scaling(admin_dsn: str, sizes: list[int], calls: int) -> dict[int, float]:
    """One database per size, filled up front; calls interleave across them round by round."""
    conninfo = psycopg.conninfo.conninfo_to_dict(admin_dsn)
    conns: dict[int, psycopg.Connection] = {}
    with psycopg.connect(admin_dsn, autocommit=True) as admin:
        for size in sizes:
            admin.execute(f"CREATE DATABASE bench_sel_{size}")
    try:
        for size in sizes:
            dsn = psycopg.conninfo.make_conninfo(**{**conninfo, "dbname": f"bench_sel_{size}"})
            migrate(dsn)
            conn = psycopg.connect(dsn, autocommit=True)
            conns[size] = conn
            fill_sessions(conn, size)
        query = "SELECT count(*) FROM memory.due_sessions(100, '2027-01-01')"
        samples: dict[int, list[float]] = {size: [] for size in sizes}
        for round_no in range(calls + 20):
            for size, conn in conns.items():
                elapsed = timed_statements(conn, [(query, ())])
                if round_no >= 20:  # warm-up rounds are discarded
                    samples[size].append(elapsed)
        return {size: statistics.median(values) for size, values in samples.items()}
    finally:
        for conn in conns.values():
            conn.close()


def append_throughput(conn: psycopg.Connection, rounds: int, per_round: int) -> tuple[float, float, float]:
    conn.execute("""
        CREATE TABLE IF NOT EXISTS public.bench_floor (
            tenant_id text, principal_id text, session_id text, seq bigint, event_type text, author_role text,
            authoring_principal_id text, trust text, payload jsonb, occurred_at timestamptz,
            recorded_at timestamptz, derivation_key text, not_before timestamptz)""")
    floor = ("INSERT INTO public.bench_floor VALUES ('bench', 'p', %s, %s, 'user.message.created', 'user', 'p', "
             "'owner', '{\"text\": \"I prefer tea\"}', now(), clock_timestamp(), NULL, NULL)")
    append = "SELECT memory.append_event('bench', 'p', %s, 'user.message.created', '{\"text\": \"I prefer tea\"}')"
    ratios, floor_rates, append_rates = [], [], []
    for r in range(rounds):
        sessions = [f"tp-{r}-{i % 50}" for i in range(per_round)]
        t_floor = timed_statements(conn, [(floor, (s, i)) for i, s in enumerate(sessions)])
        t_append = timed_statements(conn, [(append, (s,)) for s in sessions])
        ratios.append(t_append / t_floor)
        floor_rates.append(per_round / t_floor)
        append_rates.append(per_round / t_append)
    return statistics.median(ratios), statistics.median(floor_rates), statistics.median(append_rates)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    args = parser.parse_args()
    sizes = [10_000, 100_000] if args.quick else [10_000, 100_000, 1_000_000]

    cluster = EmbeddedCluster.temporary()
    try:
        cluster.up()
        migrate(cluster.dsn())
        with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
            hook = hook_overhead(conn, rounds=7, per_round=300)
            print(f"hook overhead: terminal run.completed / plain message append = {hook:.2f}x "
                  "(a terminal run appends two events: itself and the formation request)")
            ratio, floor_rate, append_rate = append_throughput(conn, rounds=7, per_round=1000)
            print(f"append throughput: append_event {append_rate:,.0f} ev/s vs plain INSERT into an unindexed "
                  f"table {floor_rate:,.0f} rows/s -> {ratio:.2f}x the floor's cost (target < 3)")

        scaling = selection_scaling(cluster.dsn(), sizes, calls=300)
        for size, seconds in scaling.items():
            print(f"due_sessions(100) with {size:>9,} sessions (10% pending): {seconds * 1e3:.3f} ms median")
        largest = max(scaling)
        print(f"selection scaling: {largest:,} / 10,000 = {scaling[largest] / scaling[10_000]:.2f}x (target < 2)")
    finally:
        cluster.destroy()


if __name__ == "__main__":
    main()
