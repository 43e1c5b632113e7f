"""Calls into the governed formation functions: job, prefix, commit, remember."""

from __future__ import annotations

from collections.abc import Sequence

import psycopg
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from memform.models import CommitResult, Extraction, FormationJob, MemoryCandidate, PrefixEvent, RememberResult

_FORMATION_JOB = "SELECT memory.formation_job(%(tenant)s, %(principal)s, %(session)s, %(trigger)s)"
_SESSION_PREFIX = (
    "SELECT * FROM memory.session_prefix(%(tenant)s, %(principal)s, %(session)s, %(after)s, %(through)s)"
)
_SESSION_CONTEXT = (
    "SELECT * FROM memory.session_context(%(tenant)s, %(principal)s, %(session)s, %(before)s, %(messages)s, "
    "%(events)s, %(bytes)s)"
)
_POLICY_VALUE = "SELECT value::integer FROM memory.formation_policy WHERE key = %s"
_COMMIT_FORMATION = "SELECT memory.commit_formation(%(job)s, %(candidates)s, %(extraction)s)"
_REMEMBER = "SELECT memory.remember(%(tenant)s, %(principal)s, %(session)s, %(candidate)s, %(request_id)s)"


def formation_job(
    conn: psycopg.Connection, tenant: str, principal: str, session: str, trigger: str = "session"
) -> FormationJob:
    params = {"tenant": tenant, "principal": principal, "session": session, "trigger": trigger}
    row = conn.execute(_FORMATION_JOB, params).fetchone()
    assert row is not None
    return FormationJob.model_validate(row[0])


def session_prefix(conn: psycopg.Connection, job: FormationJob) -> list[PrefixEvent]:
    """The events the job covers, in seq order."""
    params = {"tenant": job.tenant, "principal": job.principal, "session": job.session,
              "after": prefix_start(job), "through": job.prefix_end}
    with conn.cursor(row_factory=dict_row) as cur:
        cur.execute(_SESSION_PREFIX, params)
        return [PrefixEvent.model_validate(row) for row in cur.fetchall()]


def prefix_start(job: FormationJob) -> int:
    """The last seq before the job's prefix: replay reads from replay_from, a consolidation from the watermark."""
    return job.replay_from if job.replay_from is not None else job.watermark_before


def session_context(conn: psycopg.Connection, job: FormationJob, max_messages: int, max_events: int,
                    max_bytes: int) -> list[PrefixEvent]:
    """The user messages just before the job's prefix, in seq order: at most max_messages, found among the
    max_events events before it, their payloads at most max_bytes in all. Context for the extractor, never
    a source."""
    before = prefix_start(job)
    if before == 0 or max_messages <= 0 or max_events <= 0 or max_bytes <= 0:
        return []  # nothing before the prefix: spare the round trip
    params = {"tenant": job.tenant, "principal": job.principal, "session": job.session, "before": before,
              "messages": max_messages, "events": max_events, "bytes": max_bytes}
    with conn.cursor(row_factory=dict_row) as cur:
        cur.execute(_SESSION_CONTEXT, params)
        return [PrefixEvent.model_validate(row) for row in cur.fetchall()]


def commit_cap(conn: psycopg.Connection) -> int:
    """Candidates the database consumes per consolidation (policy commit_cap)."""
    return _policy_value(conn, "commit_cap")


def named_subjects_limit(conn: psycopg.Connection) -> int:
    """How many subjects commit_formation accepts in a job's named_subjects (policy max_named_subjects)."""
    return _policy_value(conn, "max_named_subjects")


def _policy_value(conn: psycopg.Connection, key: str) -> int:
    row = conn.execute(_POLICY_VALUE, (key,)).fetchone()
    assert row is not None
    return int(row[0])


def commit_formation(
    conn: psycopg.Connection,
    job: FormationJob,
    candidates: Sequence[MemoryCandidate],
    extraction: Extraction,
) -> CommitResult:
    """One governed commit; the database decides every gate and outcome."""
    params = {
        "job": Jsonb(job.model_dump(mode="json", exclude_none=True)),
        "candidates": Jsonb([c.to_wire() for c in candidates]),
        "extraction": Jsonb(extraction.model_dump(mode="json", exclude_none=True)),
    }
    row = conn.execute(_COMMIT_FORMATION, params).fetchone()
    assert row is not None
    return CommitResult.model_validate(row[0])


def remember(
    conn: psycopg.Connection,
    tenant: str,
    principal: str,
    session: str,
    candidate: dict[str, object],
    request_id: str | None = None,
) -> RememberResult:
    """Explicit memory at user authority, through the same gates and resolver. A retry with the
    same request id returns the first answer and changes nothing."""
    params = {"tenant": tenant, "principal": principal, "session": session, "candidate": Jsonb(candidate),
              "request_id": request_id}
    row = conn.execute(_REMEMBER, params).fetchone()
    assert row is not None
    return RememberResult.model_validate(row[0])
