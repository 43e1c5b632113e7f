"""Governed commit benchmarks: ratios measured side by side in one run on a throwaway cluster.

    .venv/bin/python bench/bench_commit.py [--sessions N]

1. commit cost: N sessions x 5 candidates through memory.commit_formation vs a plain client
   transaction inserting the same belief, audit and outcome rows with no gates (the floor), and
   vs the same rows written by one set-based statement
2. resolver flatness: committing into a principal with 10,000 live beliefs vs one with 10
3. reconciliation: re-reading a session with "reconcile": true (what memform replay and rederive do)
   vs without, in that principal with 10,000 live beliefs, alternating
4. windows: consolidating a conversation of 36 messages, each one fact, which the worker commits in
   three windows of 12 (three runs, each its own transaction), vs consolidating the same 36 messages
   as three conversations of 12 (one commit each), through memform.worker.consolidate_session, alternating
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

import psycopg

from memform.cluster import EmbeddedCluster
from memform.extract import DeterministicExtractor
from memform.migrate import migrate
from memform.worker import consolidate_session

EXTRACTION = json.dumps({"extractor": "bench", "extractor_version": "1", "policy_version": "formation@7"})
TOPICS = ["green tea", "dark roast coffee", "window seats", "metric units", "the dark theme"]

FLOOR = """
WITH run AS (
    INSERT INTO memory.consolidation_runs (tenant_id, principal_id, session_id, trigger, scope, watermark_before,
        watermark_after, extractor, extractor_version, policy_version, proposed, committed, finished_at)
    VALUES (%(tenant)s, 'p', %(session)s, 'session', 'user', 0, 5, 'floor', '1', 'formation@7', 5, 5, clock_timestamp())
    RETURNING run_id
), formed AS (
    INSERT INTO memory.beliefs (tenant_id, principal_id, belief_type, subject, statement, normalized_statement,
        statement_sha256, polarity, authority, confidence, status, scope, origin_scopes, portability, sensitivity,
        last_reinforced_at, valid_from, formation_run_id, policy_version)
    SELECT %(tenant)s, 'p', 'preference', %(session)s || ':' || i, 'Prefers ' || t, 'prefers ' || t,
           md5(t), 'assert', 'inferred', 0.55, 'provisional', 'user', '{user}', 'portable', 'normal',
           now(), now(), run.run_id, 'formation@7'
      FROM run, unnest(%(topics)s::text[]) WITH ORDINALITY AS x(t, i)
    RETURNING belief_id, formation_run_id
)
INSERT INTO memory.candidate_outcomes (run_id, candidate_index, tenant_id, principal_id, outcome, detail, belief_id)
SELECT formation_run_id, row_number() OVER () - 1, %(tenant)s, 'p', 'committed', 'new', belief_id FROM formed
"""


RUN_ROW = """
INSERT INTO memory.consolidation_runs (tenant_id, principal_id, session_id, trigger, scope, watermark_before,
    extractor, extractor_version, policy_version, proposed)
VALUES (%s, 'p', %s, 'session', 'user', 0, 'floor', '1', 'formation@7', 5) RETURNING run_id
"""
BELIEF_ROW = """
INSERT INTO memory.beliefs (tenant_id, principal_id, belief_type, subject, statement, normalized_statement,
    statement_sha256, polarity, authority, confidence, status, scope, origin_scopes, portability, sensitivity,
    last_reinforced_at, valid_from, formation_run_id, policy_version)
VALUES (%s, 'p', 'preference', %s, %s, lower(%s), md5(%s), 'assert', 'inferred', 0.55, 'provisional', 'user',
        '{user}', 'portable', 'normal', now(), now(), %s, 'formation@7')
RETURNING belief_id
"""
OUTCOME_ROW = """
INSERT INTO memory.candidate_outcomes (run_id, candidate_index, tenant_id, principal_id, outcome, detail, belief_id)
VALUES (%s, %s, %s, 'p', 'committed', 'new', %s)
"""
RUN_DONE = (
    "UPDATE memory.consolidation_runs SET committed = 5, watermark_after = 5, finished_at = now() WHERE run_id = %s"
)


def prepare_sessions(conn: psycopg.Connection, tenant: str, sessions: int) -> None:
    conn.execute(
        """
        SELECT memory.append_event(%s, 'p', 's' || s, 'user.message.created',
                                   jsonb_build_object('text', 'I prefer ' || t || '.'))
          FROM generate_series(1, %s) s, unnest(%s::text[]) t
        """,
        (tenant, sessions, TOPICS),
    )


def candidates_for(session: str) -> str:
    return json.dumps([
        {"belief_type": "preference", "subject": f"{session}:{i + 1}", "statement": f"Prefers {topic}",
         "source_seqs": [i + 1], "confidence": 0.7, "evidence": f"I prefer {topic}"}
        for i, topic in enumerate(TOPICS)
    ])


def commit_session(conn: psycopg.Connection, tenant: str, session: str) -> float:
    start = time.perf_counter()
    row = conn.execute(
        "SELECT memory.commit_formation(memory.formation_job(%s, 'p', %s), %s::jsonb, %s::jsonb)",
        (tenant, session, candidates_for(session), EXTRACTION),
    ).fetchone()
    elapsed = time.perf_counter() - start
    assert row is not None and row[0]["committed"] == 5, row
    return elapsed


def floor_session(conn: psycopg.Connection, tenant: str, session: str) -> float:
    start = time.perf_counter()
    conn.execute(FLOOR, {"tenant": tenant, "session": session, "topics": TOPICS})
    return time.perf_counter() - start


def client_floor_session(conn: psycopg.Connection, tenant: str, session: str) -> float:
    """The same rows as a client would write them: one plain transaction, a statement per row, no gates."""
    start = time.perf_counter()
    with conn.transaction():
        run_id = conn.execute(RUN_ROW, (tenant, session), prepare=True).fetchone()[0]
        for i, topic in enumerate(TOPICS):
            statement = f"Prefers {topic}"
            belief_id = conn.execute(BELIEF_ROW, (tenant, f"{session}:{i}", statement, statement, statement, run_id),
                                     prepare=True).fetchone()[0]
            conn.execute(OUTCOME_ROW, (run_id, i, tenant, belief_id), prepare=True)
        conn.execute(RUN_DONE, (run_id,), prepare=True)
    return time.perf_counter() - start


def commit_cost(conn: psycopg.Connection, sessions: int) -> tuple[float, float, float]:
    prepare_sessions(conn, "bench-commit", sessions)
    commits, client_floors, set_floors = [], [], []
    for s in range(1, sessions + 1):
        commits.append(commit_session(conn, "bench-commit", f"s{s}"))
        client_floors.append(client_floor_session(conn, "bench-client-floor", f"s{s}"))
        set_floors.append(floor_session(conn, "bench-set-floor", f"s{s}"))
    return statistics.median(commits), statistics.median(client_floors), statistics.median(set_floors)


def seed_beliefs(conn: psycopg.Connection, tenant: str, count: int) -> None:
    conn.execute(
        """
        WITH run AS (
            INSERT INTO memory.consolidation_runs (tenant_id, principal_id, trigger, scope, extractor,
                                                   extractor_version, policy_version)
            VALUES (%(tenant)s, 'p', 'scheduled', 'user', 'seed', '1', 'formation@7') RETURNING run_id)
        INSERT INTO memory.beliefs (tenant_id, principal_id, belief_type, subject, statement, normalized_statement,
            statement_sha256, polarity, authority, confidence, status, scope, origin_scopes, portability, sensitivity,
            last_reinforced_at, valid_from, formation_run_id, policy_version)
        SELECT %(tenant)s, 'p', 'fact', 'seed:' || i, 'Seed fact number ' || i, 'seed fact number ' || i,
               md5(i::text), 'assert', 'inferred', 0.5, 'active', 'user', '{user}', 'contextual', 'normal',
               now(), now(), run.run_id, 'formation@7'
          FROM run, generate_series(1, %(count)s) i
        """,
        {"tenant": tenant, "count": count},
    )
    conn.execute("ANALYZE memory.beliefs")


def resolver_flatness(conn: psycopg.Connection, sessions: int) -> tuple[float, float]:
    small, large = "bench-small", "bench-large"
    seed_beliefs(conn, small, 10)
    seed_beliefs(conn, large, 10_000)
    prepare_sessions(conn, small, sessions)
    prepare_sessions(conn, large, sessions)
    timings: dict[str, list[float]] = {small: [], large: []}
    for s in range(1, sessions + 1):
        for tenant in (small, large):
            timings[tenant].append(commit_session(conn, tenant, f"s{s}"))
    return statistics.median(timings[small]), statistics.median(timings[large])


def replay_session(conn: psycopg.Connection, tenant: str, session: str, reconcile: bool) -> float:
    job = {"replay_from": 0, "reconcile": True} if reconcile else {"replay_from": 0}
    start = time.perf_counter()
    row = conn.execute(
        "SELECT memory.commit_formation(memory.formation_job(%s, 'p', %s, 'replay') || %s::jsonb, %s::jsonb, "
        "%s::jsonb)",
        (tenant, session, json.dumps(job), candidates_for(session), EXTRACTION),
    ).fetchone()
    elapsed = time.perf_counter() - start
    assert row is not None and row[0]["rejected"] == 5 and row[0]["retired"] == 0, row
    return elapsed


def reconcile_cost(conn: psycopg.Connection, sessions: int) -> tuple[float, float]:
    """Replays of sessions resolver_flatness committed into the large principal: same-source no-ops."""
    timings: dict[bool, list[float]] = {True: [], False: []}
    for s in range(1, sessions + 1):
        for reconcile in ((True, False) if s % 2 else (False, True)):
            timings[reconcile].append(replay_session(conn, "bench-large", f"s{s}", reconcile))
    return statistics.median(timings[False]), statistics.median(timings[True])


LIKINGS = ["tea", "chess", "jazz", "hiking", "sushi", "poetry", "cycling", "gardening", "opera", "baking",
           "kayaking", "origami", "pottery", "sailing", "knitting", "curling", "archery", "fencing", "rowing",
           "juggling", "birdwatching", "woodworking", "calligraphy", "skiing", "surfing", "climbing",
           "painting", "sculpting", "fishing", "camping", "snorkeling", "bowling", "karaoke", "chocolate",
           "crosswords", "sudoku"]


def conversation(conn: psycopg.Connection, tenant: str, session: str, likings: list[str]) -> None:
    conn.execute(
        "SELECT memory.append_event(%s, 'p', %s, 'user.message.created', jsonb_build_object('text', 'I love ' || t "
        "|| '.')) FROM unnest(%s::text[]) t", (tenant, session, likings))


def window_cost(conn: psycopg.Connection, rounds: int) -> tuple[float, float]:
    """Per round: one 36-fact conversation (three windows) vs three 12-fact ones, each in its own principal."""
    extractor = DeterministicExtractor()
    windowed: list[float] = []
    separate: list[float] = []
    for r in range(rounds):
        conversation(conn, f"bench-windows-{r}", "long", LIKINGS)
        for third in range(3):
            conversation(conn, f"bench-thirds-{r}", f"part{third}", LIKINGS[third * 12:(third + 1) * 12])
        for arm in (("windowed", "separate") if r % 2 else ("separate", "windowed")):
            start = time.perf_counter()
            if arm == "windowed":
                result = consolidate_session(conn, extractor, f"bench-windows-{r}", "p", "long")
                assert result.committed == 36 and len(result.runs) == 3, result
                windowed.append(time.perf_counter() - start)
            else:
                for third in range(3):
                    part = consolidate_session(conn, extractor, f"bench-thirds-{r}", "p", f"part{third}")
                    assert part.committed == 12, part
                separate.append(time.perf_counter() - start)
    return statistics.median(windowed), statistics.median(separate)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=200)
    args = parser.parse_args()
    cluster = EmbeddedCluster.temporary()
    try:
        cluster.up()
        migrate(cluster.dsn())
        with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
            commit, client_floor, set_floor = commit_cost(conn, args.sessions)
            print(f"commit cost per session of 5 candidates (median of {args.sessions}): commit_formation "
                  f"{commit * 1e3:.2f} ms")
            print(f"  vs a plain client transaction writing the same run, belief and outcome rows, no gates: "
                  f"{client_floor * 1e3:.2f} ms -> {commit / client_floor:.2f}x (target < 2)")
            print(f"  vs the same rows in one set-based statement (the bare write cost): "
                  f"{set_floor * 1e3:.2f} ms -> {commit / set_floor:.2f}x")
            small, large = resolver_flatness(conn, args.sessions)
            print(f"resolver: {small * 1e3:.2f} ms with 10 live beliefs vs {large * 1e3:.2f} ms with 10,000 "
                  f"-> {large / small:.2f}x (flat is 1)")
            plain, reconciling = reconcile_cost(conn, args.sessions)
            print(f"replay of a session in that principal: {plain * 1e3:.2f} ms vs {reconciling * 1e3:.2f} ms "
                  f"reconciling -> {reconciling / plain:.2f}x")
            windowed, separate = window_cost(conn, max(10, args.sessions // 5))
            print(f"36 facts: one conversation in three windows {windowed * 1e3:.2f} ms vs three conversations of 12 "
                  f"{separate * 1e3:.2f} ms -> {windowed / separate:.2f}x (three runs each)")
    finally:
        cluster.destroy()


if __name__ == "__main__":
    main()
