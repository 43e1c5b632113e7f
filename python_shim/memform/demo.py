"""The main job: bring the database up, load the bundled sample, let the worker form memories
and show what memform now believes, what it replaced, what it refused, and why."""

from __future__ import annotations

from importlib import resources
from typing import Any

import psycopg
from psycopg.rows import dict_row

from memform import db
from memform.cluster import EmbeddedCluster
from memform.formation import remember
from memform.ingest import ingest_lines
from memform.migrate import migrate
from memform.report import diagnosis_lines
from memform.worker import Worker, WorkerOptions

SAMPLE = "sample_sessions.jsonl"
SAMPLE_TENANT = "acme"
DIAGNOSED = ("alice", "alice-2026-11-24")
# What the agent would pass on when a user says "remember ...": one ordinary, one a secret.
EXPLICIT = (
    ("alice", "alice-2026-11-24", {"belief_type": "relationship", "subject": "pet:cat",
                                   "statement": "User has a cat called Miso."}),
    ("alice", "alice-2026-11-24", {"belief_type": "fact", "subject": "wifi",
                                   "statement": "User's home wifi password is Tr0ub4dor&3."}),
)

_BELIEFS = "SELECT * FROM memory.list_beliefs(%(tenant)s, %(principal)s, true)"
_PRINCIPALS = "SELECT DISTINCT principal_id FROM memory.session_overview WHERE tenant_id = %(tenant)s ORDER BY 1"
_REJECTIONS = (
    "SELECT detail, trigger, count(*) AS n FROM memory.formation_outcomes "
    "WHERE tenant_id = %(tenant)s AND outcome = 'rejected' GROUP BY detail, trigger ORDER BY detail"
)
_EXPLICIT_DONE = "SELECT count(*) FROM memory.formation_runs WHERE tenant_id = %(tenant)s AND trigger = 'explicit'"
_DIAGNOSE = "SELECT memory.diagnose_session(%(tenant)s, %(principal)s, %(session)s)"


def run_demo() -> int:
    if db.external_dsn() is None:
        cluster = EmbeddedCluster.default()
        started = cluster.up()
        print(f"[1/5] embedded PostgreSQL {'started' if started else 'running'} at {cluster.runtime_dir}")
    else:
        print("[1/5] using the server at MEMFORM_DSN")
    dsn = db.resolve_dsn()
    result = migrate(dsn)
    cron = result.scheduling
    print(f"[2/5] migrated: {len(result.applied_migrations)} new migrations, "
          f"{len(result.definition_files)} definition files; pg_cron "
          + (", ".join(cron.get("jobs", [])) if cron.get("scheduled") else f"off ({cron.get('reason')})"))

    sample = resources.files("memform.data").joinpath(SAMPLE).read_text().splitlines()
    with db.connect(dsn, autocommit=True) as conn:
        report = ingest_lines(conn, sample)
    print(f"[3/5] ingested the sample for two principals: {report.appended} events appended, "
          f"{report.already_present} already in the log (derivation keys make a re-run append nothing twice)")
    for err in report.errors:
        print(f"      line {err.line}: {err.error}")

    worker = Worker(dsn, WorkerOptions(once=True), log=lambda *a, **k: None)
    worker.run()
    with db.connect(dsn, autocommit=True) as conn:
        remembered = conn.execute(_EXPLICIT_DONE, {"tenant": SAMPLE_TENANT}).fetchone() != (0,)
        if not remembered:
            for principal, session, candidate in EXPLICIT:
                remember(conn, SAMPLE_TENANT, principal, session, candidate)
        print(f"[4/5] worker: {worker.stats.consolidated} due sessions consolidated "
              f"({worker.stats.failed} failed); explicit remember for two requests"
              + (" (already made by an earlier run)" if remembered else ""))
        print("[5/5] what memform now believes\n")
        show_beliefs(conn)
        show_rejections(conn)
        show_diagnosis(conn)
    print(f"\npsql \"{dsn}\" to look around; `memform down` stops the embedded cluster.")
    return 1 if report.errors or worker.stats.failed else 0


def show_beliefs(conn: psycopg.Connection) -> None:
    principals = [row[0] for row in conn.execute(_PRINCIPALS, {"tenant": SAMPLE_TENANT})]
    for principal in principals:
        with conn.cursor(row_factory=dict_row) as cur:
            cur.execute(_BELIEFS, {"tenant": SAMPLE_TENANT, "principal": principal})
            beliefs = cur.fetchall()
        by_id = {b["belief_id"]: b for b in beliefs}
        print(f"{principal}")
        for b in (b for b in beliefs if b["status"] in ("provisional", "active")):
            flag = "  [flagged for review]" if b["flagged_for_review"] else ""
            print(f"  {b['subject']:28} {b['statement']}  ({b['authority']}, {b['status']}, "
                  f"{float(b['confidence']):.2f}){flag}")
        for b in (b for b in beliefs if b["status"] == "superseded"):
            newer = by_id.get(b["superseded_by"])
            print(f"  superseded: {b['statement']!r} -> {newer['statement'] if newer else '?'!r} "
                  f"({why_superseded(b, newer)})")
        print()


def why_superseded(old: dict[str, Any], new: dict[str, Any] | None) -> str:
    if new is None:
        return "replaced"
    if new["authority"] != old["authority"]:
        return f"{new['authority']} authority outranks {old['authority']}"
    return f"newer evidence, {new['valid_from']:%Y-%m-%d} after {old['valid_from']:%Y-%m-%d}"


def show_rejections(conn: psycopg.Connection) -> None:
    rows = conn.execute(_REJECTIONS, {"tenant": SAMPLE_TENANT}).fetchall()
    print("refused by the database (reason codes):")
    for detail, trigger, count in rows:
        print(f"  {detail:24} x{count} ({trigger})")
    print("  and never proposed: the message carrying the staging password, the injected tool result,")
    print("  the assistant's words and the waiting run's question (the extractor reads only owner statements)\n")


def show_diagnosis(conn: psycopg.Connection) -> None:
    principal, session = DIAGNOSED
    row = conn.execute(_DIAGNOSE, {"tenant": SAMPLE_TENANT, "principal": principal, "session": session}).fetchone()
    assert row is not None
    diagnosis = row[0]
    print(f"diagnosis of {session}:")
    print("\n".join("  " + line for line in diagnosis_lines(diagnosis)))
