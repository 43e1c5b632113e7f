"""Connections: MEMFORM_DSN when set, otherwise the embedded cluster."""

from __future__ import annotations

import os

import psycopg

from memform.cluster import ClusterError, EmbeddedCluster


def external_dsn() -> str | None:
    dsn = os.environ.get("MEMFORM_DSN", "").strip()
    return dsn or None


def resolve_dsn() -> str:
    """The connection string every command uses."""
    return external_dsn() or EmbeddedCluster.default().dsn()


def connect(dsn: str | None = None, *, autocommit: bool = False) -> psycopg.Connection:
    target = dsn or resolve_dsn()
    try:
        return psycopg.connect(target, autocommit=autocommit)
    except psycopg.OperationalError as exc:
        if dsn is None and external_dsn() is None:
            raise ClusterError(
                "cannot reach the embedded cluster; start it with `memform up` "
                f"(or set MEMFORM_DSN): {str(exc).strip()}"
            ) from exc
        raise
