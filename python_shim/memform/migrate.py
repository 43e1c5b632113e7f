"""Schema management: run-once yoyo migrations, then every re-applied definition file."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlencode, urlsplit, urlunsplit

import psycopg
from psycopg.conninfo import conninfo_to_dict
from yoyo import get_backend, read_migrations

from memform import assets

# One migrate at a time per database; CREATE OR REPLACE racing itself fails otherwise.
_DEFINITIONS_PREAMBLE = (
    "SET LOCAL check_function_bodies = off; "
    "SELECT pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('memform.migrate'))"
)


_SCHEDULE_JOBS = "SELECT memory.schedule_jobs()"


@dataclass(frozen=True)
class MigrateResult:
    applied_migrations: list[str]
    definition_files: list[str]
    scheduling: dict[str, object]


def yoyo_uri(dsn: str) -> str:
    """yoyo wants a URL with the postgresql+psycopg scheme; accept a URL or a key=value conninfo."""
    if dsn.startswith(("postgresql://", "postgres://")):
        parts = urlsplit(dsn)
        return urlunsplit(("postgresql+psycopg", *parts[1:]))
    params = conninfo_to_dict(dsn)
    dbname = params.pop("dbname", "")
    user = params.pop("user", "")
    password = params.pop("password", None)
    netloc = user + (f":{password}" if password else "") + ("@" if user else "")
    query = urlencode({k: str(v) for k, v in params.items()})
    return urlunsplit(("postgresql+psycopg", netloc, f"/{dbname}", query, ""))


def migrate(dsn: str) -> MigrateResult:
    backend = get_backend(yoyo_uri(dsn))
    migrations = read_migrations(str(assets.migrations_dir()))
    with backend.lock():
        pending = backend.to_apply(migrations)
        applied = [m.id for m in pending]
        backend.apply_migrations(pending)

    files = assets.definition_files()
    with psycopg.connect(dsn) as conn, conn.transaction():
        conn.execute(_DEFINITIONS_PREAMBLE)
        for path in files:
            try:
                conn.execute(path.read_text())
            except psycopg.Error as exc:
                raise RuntimeError(f"applying {path.parent.name}/{path.name} failed: {exc}") from exc
    with psycopg.connect(dsn, autocommit=True) as conn:
        row = conn.execute(_SCHEDULE_JOBS).fetchone()
    scheduling = row[0] if row else {}
    return MigrateResult(applied, [f"{p.parent.name}/{p.name}" for p in files], scheduling)
