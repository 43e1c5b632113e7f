"""What run_maintenance costs when there is nothing to do, measured side by side in one run on a
throwaway cluster. pg_cron calls it every 5 minutes whatever the store holds, so an idle call must
not read the store.

    .venv/bin/python bench/bench_maintenance_idle.py [--beliefs N]

1. an idle call at one p_now (nothing queued, the decay pass finished) over 10k live beliefs
   against the same call over N: ratio (flat: no phase reads the store)
2. an idle call at a new p_now each time (the decay pass starts over, as at every cron tick),
   10k against N: ratio (flat: the decay and low-signal phases read only beliefs they may change)
The store: live beliefs, half stated by the user and half inferred, last reinforced 60 days ago
and corroborated 3 times, so none decays, expires, is promoted or becomes low-signal.
3. over N beliefs: the idle call against the grouping query the contradiction phase ran before
   migration 0009 (every live belief grouped by subject): ratio
4. the write-side price of the contradiction queue: one-row belief INSERTs with the queuing
   trigger against the same INSERTs with it disabled, alternating rounds: ratio
"""

from __future__ import annotations

import argparse
import statistics
import time

import psycopg

from memform.cluster import EmbeddedCluster
from memform.migrate import migrate

RUN = """
INSERT INTO memory.consolidation_runs (run_id, tenant_id, principal_id, trigger, scope, extractor, extractor_version,
                                       policy_version)
VALUES ('00000000-0000-0000-0000-00000000bbbb', 'bench', 'p', 'scheduled', 'user', 'seed', '1', 'formation@7')
"""
SEED = """
INSERT INTO memory.beliefs (tenant_id, principal_id, belief_type, subject, statement, normalized_statement,
    statement_sha256, polarity, authority, confidence, status, scope, origin_scopes, portability, sensitivity,
    corroboration_count, last_reinforced_at, valid_from, formation_run_id, policy_version)
SELECT 'bench', 'p' || (i %% 1000), 'fact', 'seed:' || i, 'Seed fact ' || i, 'seed fact ' || i, md5(i::text),
       'assert', (ARRAY['user', 'inferred'])[1 + i %% 2], 0.9, 'active', 'user', '{user}', 'contextual', 'normal', 3,
       now() - interval '60 days', now() - interval '60 days',
       '00000000-0000-0000-0000-00000000bbbb', 'formation@7'
  FROM generate_series(%s::bigint, %s::bigint) i
"""
ONE = SEED.replace("generate_series(%s::bigint, %s::bigint) i", "(SELECT %s::bigint AS i) s")
# One fixed p_now: the first call finishes the decay pass over the store, so the calls timed
# after it do no work in any phase (a new p_now would restart the decay walk, which is not
# what this measures).
IDLE = "SELECT memory.run_maintenance(%s, 500)"
NEW_PASS = "SELECT memory.run_maintenance(clock_timestamp(), 500)"
FULL_SCAN = """
SELECT count(*) FROM (
    SELECT b.tenant_id, b.principal_id, b.subject FROM memory.beliefs b
     WHERE b.status IN ('provisional', 'active')
     GROUP BY b.tenant_id, b.principal_id, b.subject
    HAVING count(DISTINCT (b.normalized_statement, b.polarity)) > 1
       AND bool_or(b.contradiction_group IS NULL AND b.contradiction_reviewed_at IS NULL)
     LIMIT 500) s
"""


def grow(conn: psycopg.Connection, first: int, last: int) -> None:
    """Seed live beliefs as an already-drained store: no queue rows, as after the sweeps that checked them."""
    conn.execute("SET session_replication_role = replica")
    conn.execute(SEED, (first, last))
    conn.execute("RESET session_replication_role")
    conn.execute("VACUUM ANALYZE memory.beliefs")


def median_seconds(conn: psycopg.Connection, sql: str, rounds: int, params: tuple[object, ...] = ()) -> float:
    conn.execute(sql, params)  # warm
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        conn.execute(sql, params)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def insert_seconds(conn: psycopg.Connection, first: int, count: int) -> float:
    start = time.perf_counter()
    for i in range(first, first + count):
        conn.execute(ONE, (i,), prepare=True)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--beliefs", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    small = 10_000
    cluster = EmbeddedCluster.temporary()
    try:
        cluster.up()
        dsn = cluster.dsn()
        migrate(dsn)
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(RUN)
            p_now = conn.execute("SELECT now() + interval '1 minute'").fetchone()
            grow(conn, 1, small)
            idle_small = median_seconds(conn, IDLE, args.rounds, p_now)
            new_pass_small = median_seconds(conn, NEW_PASS, args.rounds)
            grow(conn, small + 1, args.beliefs)
            idle_large = median_seconds(conn, IDLE, args.rounds, p_now)
            new_pass_large = median_seconds(conn, NEW_PASS, args.rounds)
            full_scan = median_seconds(conn, FULL_SCAN, max(3, args.rounds // 2))

            with_trigger = without_trigger = 0.0
            next_id = args.beliefs + 1
            for _ in range(6):
                with_trigger += insert_seconds(conn, next_id, 2000)
                next_id += 2000
                conn.execute("ALTER TABLE memory.beliefs DISABLE TRIGGER beliefs_queue_contradiction_insert")
                without_trigger += insert_seconds(conn, next_id, 2000)
                next_id += 2000
                conn.execute("ALTER TABLE memory.beliefs ENABLE TRIGGER beliefs_queue_contradiction_insert")
    finally:
        cluster.destroy()

    print(f"idle run_maintenance, {args.beliefs:,} vs {small:,} live beliefs: {idle_large * 1e3:.2f} ms vs "
          f"{idle_small * 1e3:.2f} ms -> {idle_large / idle_small:.2f}x")
    print(f"idle run_maintenance at a new p_now (the decay pass starts over), {args.beliefs:,} vs {small:,}: "
          f"{new_pass_large * 1e3:.2f} ms vs {new_pass_small * 1e3:.2f} ms -> {new_pass_large / new_pass_small:.2f}x")
    print(f"over {args.beliefs:,} live beliefs, the pre-0009 grouping scan vs the idle call: "
          f"{full_scan * 1e3:.1f} ms vs {idle_large * 1e3:.2f} ms -> {full_scan / idle_large:.0f}x")
    print(f"12,000 one-row belief inserts with the queuing trigger vs without: {with_trigger:.2f} s vs "
          f"{without_trigger:.2f} s -> {with_trigger / without_trigger:.2f}x")


if __name__ == "__main__":
    main()
