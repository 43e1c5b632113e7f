"""The main job: bring the database up, load the bundled sample and show what formation will pick up."""

from __future__ import annotations

from importlib import resources

from memform import db
from memform.cluster import EmbeddedCluster
from memform.ingest import ingest_lines
from memform.log import due_sessions, sessions_without_request
from memform.migrate import migrate

SAMPLE = "sample_sessions.jsonl"
SAMPLE_TENANT = "acme"


def run_demo() -> int:
    if db.external_dsn() is None:
        cluster = EmbeddedCluster.default()
        started = cluster.up()
        print(f"[1/4] embedded cluster {'started' if started else 'running'} at {cluster.runtime_dir}")
    else:
        print("[1/4] using MEMFORM_DSN")
    dsn = db.resolve_dsn()
    result = migrate(dsn)
    print(f"[2/4] migrated: {len(result.applied_migrations)} new migrations, "
          f"{len(result.definition_files)} definition files re-applied")

    sample = resources.files("memform.data").joinpath(SAMPLE).read_text().splitlines()
    with db.connect(dsn, autocommit=True) as conn:
        report = ingest_lines(conn, sample)
        print(f"[3/4] accepted {report.appended}/{report.lines} sample events "
              "(derivation keys make a re-run append nothing twice)")
        for err in report.errors:
            print(f"      line {err.line}: {err.error}")
        due = [s for s in due_sessions(conn, 1000) if s.tenant_id == SAMPLE_TENANT]
        waiting = sessions_without_request(conn, SAMPLE_TENANT)
    print(f"[4/4] {SAMPLE_TENANT} sessions due for formation (terminal run or close, then 30 s idle):")
    for s in due:
        print(f"      {s.principal_id:6} {s.session_id:20} {s.scope:16} events {s.watermark_seq + 1}..{s.last_seq}"
              f"  due since {s.due_at:%Y-%m-%d %H:%M:%S%z}")
    if waiting:
        print(f"      not due: {', '.join(waiting)} (no terminal run or close yet)")
    print(f"\npsql \"{dsn}\" to look around; `memform down` stops the cluster.")
    return 1 if report.errors else 0
