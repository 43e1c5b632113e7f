"""Principal-scoped inspection and correction: thin calls into memory.* functions and views."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from uuid import UUID

import psycopg
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from memform import db
from memform.extract import MemoryCandidateExtractor
from memform.formation import formation_job
from memform.models import CommitResult

# Tries of one turn of a re-read that meets another consolidation of the session (contended, or stale: a worker
# moved the watermark meanwhile), 0.1 s, 0.2 s, ... apart.
REPLAY_ATTEMPTS = 5
_BIND = "SELECT memory.bind_principal(%(tenant)s, %(principal)s)"
_LIST = (
    "SELECT * FROM memory.list_beliefs(%(tenant)s, %(principal)s, %(all)s, %(type)s, %(scope)s, %(subject)s, "
    "%(session)s, %(flagged)s)"
)
_GET = "SELECT memory.get_belief(%(tenant)s, %(principal)s, %(id)s)"
_CORRECT = "SELECT memory.correct_belief(%(tenant)s, %(principal)s, %(id)s, %(kind)s, %(replacement)s, %(scope)s)"
_EDIT = "SELECT memory.edit_belief(%(tenant)s, %(principal)s, %(id)s, %(statement)s)"
_DELETE = "SELECT memory.delete_belief(%(tenant)s, %(principal)s, %(id)s)"
_FORMATIONS = (
    "SELECT * FROM memory.formation_runs WHERE tenant_id = %(tenant)s AND principal_id = %(principal)s "
    "AND (%(session)s::text IS NULL OR session_id = %(session)s) ORDER BY started_at DESC LIMIT %(limit)s"
)
_DIAGNOSE = "SELECT memory.diagnose_session(%(tenant)s, %(principal)s, %(session)s)"
_SESSIONS = (
    "SELECT session_id FROM memory.session_overview WHERE tenant_id = %(tenant)s AND principal_id = %(principal)s "
    "AND last_seq > 0 AND session_id <> memory.corrections_session() ORDER BY created_at, session_id"
)


def _rows(conn: psycopg.Connection, sql: str, params: dict[str, Any]) -> list[dict[str, Any]]:
    with conn.cursor(row_factory=dict_row) as cur:
        cur.execute(sql, params)
        return cur.fetchall()


def _value(conn: psycopg.Connection, sql: str, params: dict[str, Any]) -> Any:
    row = conn.execute(sql, params).fetchone()
    assert row is not None
    return row[0]


@contextmanager
def bound_connection(tenant: str, principal: str) -> Iterator[psycopg.Connection]:
    """A connection bound to the principal it acts for (what a memory_app role needs)."""
    with db.connect(autocommit=True) as conn:
        bind(conn, tenant, principal)
        yield conn


def bind(conn: psycopg.Connection, tenant: str, principal: str) -> None:
    """Bind this connection to the principal it serves; a memory_app role may act for no other."""
    conn.execute(_BIND, {"tenant": tenant, "principal": principal})


def list_beliefs(conn: psycopg.Connection, tenant: str, principal: str, *, include_inactive: bool = False,
                 belief_type: str | None = None, scope: str | None = None, subject: str | None = None,
                 session: str | None = None, flagged: bool | None = None) -> list[dict[str, Any]]:
    return _rows(conn, _LIST, {"tenant": tenant, "principal": principal, "all": include_inactive, "type": belief_type,
                               "scope": scope, "subject": subject, "session": session, "flagged": flagged})


def get_belief(conn: psycopg.Connection, tenant: str, principal: str, belief_id: UUID) -> dict[str, Any]:
    return _value(conn, _GET, {"tenant": tenant, "principal": principal, "id": belief_id})


def correct_belief(conn: psycopg.Connection, tenant: str, principal: str, belief_id: UUID, kind: str,
                   statement: str | None = None, scope: str | None = None) -> dict[str, Any]:
    replacement = Jsonb({"statement": statement}) if statement is not None else None
    return _value(conn, _CORRECT, {"tenant": tenant, "principal": principal, "id": belief_id, "kind": kind,
                                   "replacement": replacement, "scope": scope})


def edit_belief(conn: psycopg.Connection, tenant: str, principal: str, belief_id: UUID,
                statement: str) -> dict[str, Any]:
    return _value(conn, _EDIT, {"tenant": tenant, "principal": principal, "id": belief_id, "statement": statement})


def delete_belief(conn: psycopg.Connection, tenant: str, principal: str, belief_id: UUID) -> dict[str, Any]:
    return _value(conn, _DELETE, {"tenant": tenant, "principal": principal, "id": belief_id})


def formations(conn: psycopg.Connection, tenant: str, principal: str, session: str | None = None,
               limit: int = 50) -> list[dict[str, Any]]:
    return _rows(conn, _FORMATIONS, {"tenant": tenant, "principal": principal, "session": session, "limit": limit})


def diagnose(conn: psycopg.Connection, tenant: str, principal: str, session: str) -> dict[str, Any]:
    return _value(conn, _DIAGNOSE, {"tenant": tenant, "principal": principal, "session": session})


def sessions_of(conn: psycopg.Connection, tenant: str, principal: str) -> list[str]:
    """The principal's conversations, oldest first; not the corrections log, which holds no conversation."""
    return [row["session_id"] for row in _rows(conn, _SESSIONS, {"tenant": tenant, "principal": principal})]


def replay_session(conn: psycopg.Connection, extractor: MemoryCandidateExtractor, tenant: str, principal: str,
                   session: str, trigger: str = "replay",
                   read_through: Callable[[int, int], None] | None = None) -> CommitResult:
    """Feed the session's original events again through the extractor and the governed commit,
    with their original source refs. Same-source beliefs come back as no-op replays; corrections
    and tombstones refuse what the user took back; inferred beliefs only this session supported
    that the extractor no longer derives are retired (reconcile). A session so long that the extractor
    stops at its scan ceiling is re-read in turns, each from where the one before stopped, through the
    end the session had when the re-read began (what arrives meanwhile is the worker's). A turn that
    meets another consolidation of the session (a worker's) is taken again; a model provider that
    fails leaves that turn to the rules (provider_failed). read_through(seq, end) hears how far each turn read,
    for progress."""
    from memform.windows import chained
    from memform.worker import consolidate_session

    start, end = 0, None
    result: CommitResult | None = None
    named: tuple[str, ...] | None = None  # what the turns so far named, and what they saw the rest would
    while True:
        for attempt in range(REPLAY_ATTEMPTS):
            job = formation_job(conn, tenant, principal, session, trigger)
            end = job.prefix_end if end is None else end
            job = job.model_copy(update={
                "replay_from": start, "prefix_end": end, "named_subjects": named,
                "reconcile_from": 0, "reconcile_through": end,  # each turn may retire what the whole re-read read
                # a turn after one that could not tell what the whole session names does not reconcile either
                "reconcile": start == 0 or named is not None})
            turn = consolidate_session(conn, extractor, tenant, principal, session, job)
            if turn.outcome == "committed" or attempt + 1 == REPLAY_ATTEMPTS:
                break
            time.sleep(0.1 * 2 ** attempt)  # a worker holds the session or just moved its watermark
        result = turn if result is None else chained(result, turn)
        if read_through is not None and turn.outcome == "committed" and end is not None:
            read_through(min(turn.read_through or end, end), end)
        if (turn.outcome != "committed" or turn.provider_attempt is not None or turn.read_through is None
                or turn.read_through <= start or turn.read_through >= job.prefix_end):
            return result
        start, named = turn.read_through, turn.named_subjects


def rederive_principal(conn: psycopg.Connection, extractor: MemoryCandidateExtractor, tenant: str, principal: str,
                       progress: Callable[[int, int], None] | None = None,
                       stop: Callable[[], bool] | None = None) -> list[tuple[str, CommitResult]]:
    """Replays every session in turn, each in its own transaction; stop() ends it between two sessions."""
    sessions = sessions_of(conn, tenant, principal)
    results = []
    if progress and sessions:
        progress(0, len(sessions))  # the total before the first session, which may be slow
    for done, session in enumerate(sessions, start=1):
        if stop is not None and stop():
            break
        results.append((session, replay_session(conn, extractor, tenant, principal, session, "rederive")))
        if progress:
            progress(done, len(sessions))
    return results
