"""One throwaway PostgreSQL cluster for the whole test run (or MEMFORM_TEST_DSN), migrated once."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator

import psycopg
import pytest

from memform.cluster import EmbeddedCluster
from memform.migrate import migrate
from tests.provider_server import Misbehaving, Server
from tests.scripted_provider import ScriptedServer, no_claims, scripted_server

TEST_EXTENSIONS = ("pgtap", "plpgsql_check", "dblink")


@pytest.fixture(scope="session")
def dsn() -> Iterator[str]:
    external = os.environ.get("MEMFORM_TEST_DSN")
    cluster: EmbeddedCluster | None = None
    if external:
        target = external
    else:
        cluster = EmbeddedCluster.temporary()
        cluster.up()
        target = cluster.dsn()
    try:
        migrate(target)
        with psycopg.connect(target, autocommit=True) as conn:
            for ext in TEST_EXTENSIONS:
                conn.execute(f"CREATE EXTENSION IF NOT EXISTS {ext}")
        yield target
    finally:
        if cluster is not None:
            cluster.destroy()


@pytest.fixture
def conn(dsn: str) -> Iterator[psycopg.Connection]:
    with psycopg.connect(dsn, autocommit=True) as connection:
        yield connection


@pytest.fixture(scope="module")
def server() -> Iterator[Server]:
    """The misbehaving provider, on a loopback port of its own."""
    httpd = Server(("127.0.0.1", 0), Misbehaving)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield httpd
    httpd.shutdown()


@pytest.fixture(scope="module")
def provider() -> Iterator[ScriptedServer]:
    """A model server whose answers each test scripts, on a loopback port of its own."""
    with scripted_server() as server:
        yield server


@pytest.fixture
def fresh(provider: ScriptedServer) -> ScriptedServer:
    """The scripted server with no script and no requests recorded yet."""
    provider.script = no_claims
    with provider.lock:
        provider.requests.clear()
    return provider
