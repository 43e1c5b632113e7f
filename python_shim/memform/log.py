"""Calls into the episodic log's stored functions."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

import psycopg
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from memform.models import DueSession, EventIn

_APPEND_EVENT = (
    "SELECT memory.append_event("
    "p_tenant => %(tenant)s, p_principal => %(principal)s, p_session => %(session)s, "
    "p_event_type => %(event_type)s, p_payload => %(payload)s, p_author_role => %(role)s, "
    "p_trust => %(trust)s, p_occurred_at => %(occurred_at)s, p_derivation_key => %(derivation_key)s, "
    "p_authoring_principal => %(authoring_principal)s, p_scope => %(scope)s), "
    # Read with the statement's snapshot, i.e. before the append: a repeated derivation key
    # returns a seq at or below it, a new event the one after it.
    "(SELECT o.last_seq FROM memory.session_overview o "
    "WHERE o.tenant_id = %(tenant)s AND o.principal_id = %(principal)s AND o.session_id = %(session)s)"
)

_CLAIM_DUE_SESSIONS = (
    "SELECT * FROM memory.claim_due_sessions(%(worker)s, %(limit)s, %(lease)s, "
    "COALESCE(%(now)s::timestamptz, now()))"
)
_RELEASE_CLAIM = "SELECT memory.release_claim(%(tenant)s, %(principal)s, %(session)s, %(worker)s)"
_RENEW_CLAIM = ("SELECT memory.renew_claim(%(tenant)s, %(principal)s, %(session)s, %(worker)s, %(lease)s, "
                "coalesce(%(now)s, now()))")
_DEFER_CLAIM = (
    "SELECT memory.defer_claim(%(tenant)s, %(principal)s, %(session)s, %(worker)s, %(delay)s, "
    "COALESCE(%(now)s::timestamptz, now()))"
)

_DUE_SESSIONS = "SELECT * FROM memory.due_sessions(%(limit)s, COALESCE(%(now)s::timestamptz, now()))"


@dataclass(frozen=True)
class Appended:
    seq: int
    new: bool  # false when a repeated derivation key returned the existing event


def append_event(conn: psycopg.Connection, event: EventIn) -> Appended:
    """Append one event; returns its seq (the existing one for a repeated derivation key)."""
    params = {
        "tenant": event.tenant,
        "principal": event.principal,
        "session": event.session,
        "event_type": event.event_type,
        "payload": Jsonb(event.effective_payload()),
        "role": event.role,
        "trust": event.trust,
        "occurred_at": event.occurred_at.isoformat() if event.occurred_at else None,
        "derivation_key": event.derivation_key,
        "authoring_principal": event.authoring_principal,
        "scope": event.scope,
    }
    row = conn.execute(_APPEND_EVENT, params).fetchone()
    assert row is not None
    seq, last_before = int(row[0]), row[1]
    return Appended(seq=seq, new=last_before is None or seq > last_before)


def due_sessions(conn: psycopg.Connection, limit: int, now: datetime | None = None) -> list[DueSession]:
    with conn.cursor(row_factory=dict_row) as cur:
        cur.execute(_DUE_SESSIONS, {"limit": limit, "now": now})
        return [DueSession.model_validate(row) for row in cur.fetchall()]


def claim_due_sessions(
    conn: psycopg.Connection, worker: str, limit: int, lease_seconds: float, now: datetime | None = None
) -> list[DueSession]:
    """Lease due sessions to this worker so other workers take different ones."""
    params = {"worker": worker, "limit": limit, "lease": timedelta(seconds=lease_seconds), "now": now}
    with conn.cursor(row_factory=dict_row) as cur:
        cur.execute(_CLAIM_DUE_SESSIONS, params)
        return [DueSession.model_validate(row) for row in cur.fetchall()]


def release_claim(conn: psycopg.Connection, session: DueSession, worker: str) -> None:
    conn.execute(_RELEASE_CLAIM, {"tenant": session.tenant_id, "principal": session.principal_id,
                                  "session": session.session_id, "worker": worker})


def renew_claim(conn: psycopg.Connection, session: DueSession, worker: str, lease_seconds: float,
                now: datetime | None = None) -> bool:
    """Lease the session again after a commit cleared the lease, unless a peer holds it; whether it is ours."""
    row = conn.execute(_RENEW_CLAIM, {"tenant": session.tenant_id, "principal": session.principal_id,
                                      "session": session.session_id, "worker": worker,
                                      "lease": timedelta(seconds=lease_seconds), "now": now}).fetchone()
    return bool(row and row[0])


def defer_claim(conn: psycopg.Connection, session: DueSession, worker: str, delay_seconds: float,
                now: datetime | None = None) -> None:
    """Keep the lease for a back-off after a failure: no worker retries the session before it runs out."""
    conn.execute(_DEFER_CLAIM, {"tenant": session.tenant_id, "principal": session.principal_id,
                                "session": session.session_id, "worker": worker,
                                "delay": timedelta(seconds=delay_seconds), "now": now})
