"""The provider-assisted extractor against a real local HTTP server that misbehaves on purpose."""

from __future__ import annotations

import json
import re
import uuid

import psycopg
import pytest
from psycopg.types.json import Jsonb

from memform.extract import DeterministicExtractor, ExtractionContext, HybridExtractor, SourceEvent
from memform.extract.provider import Budget, ProviderConfig
from memform.formation import commit_formation, formation_job
from memform.models import Extraction
from tests.provider_server import MESSAGES, Server


def hybrid(server: Server, mode: str, budget: Budget | None = None, model: str = "local") -> HybridExtractor:
    server.mode = mode
    config = ProviderConfig(base_url=f"http://127.0.0.1:{server.server_address[1]}", model=model,
                            budget=budget or Budget(deadline_seconds=1.0))
    return HybridExtractor(config)


def events(texts: list[str] = MESSAGES) -> list[SourceEvent]:
    return [SourceEvent(seq=i, event_type="user.message.created", author_role="user", texts=(t,))
            for i, t in enumerate(texts, start=1)]


def deterministic_view() -> list[tuple[str, str]]:
    return [(c.subject, c.statement) for c in DeterministicExtractor().extract(events(), ExtractionContext())]


def test_a_good_answer_adds_grounded_claims_rendered_locally(server: Server) -> None:
    extractor = hybrid(server, "good")
    candidates = extractor.extract(events(), ExtractionContext())
    view = [(c.subject, c.statement) for c in candidates]
    assert view[: len(deterministic_view())] == deterministic_view(), "the deterministic candidates always"
    added = view[len(deterministic_view()):]
    assert ("pet:cat", "User has cat Miso.") in added, "keyed as the rules key a cat"
    assert len([v for v in view if v[0] == "device:kindle"]) == 1, "a duplicate claim adds nothing"
    attempt = extractor.last_attempt
    assert attempt is not None and attempt.outcome == "succeeded" and attempt.claims_returned == 3
    assert attempt.usage == {"prompt_tokens": 900, "completion_tokens": 120}
    assert extractor.policy_version == "formation@8"


@pytest.mark.parametrize(
    ("mode", "kind", "retryable"),
    [("429", "rate_limit", True), ("503", "server", True), ("400", "bad_request", False), ("401", "auth", False),
     ("malformed", "protocol", True), ("stall", "timeout", True), ("partial", "protocol", True),
     ("over_budget", "budget", False)],
)
def test_every_failure_falls_back_to_deterministic_with_an_audited_failure(
        server: Server, mode: str, kind: str, retryable: bool) -> None:
    extractor = hybrid(server, mode)
    view = [(c.subject, c.statement) for c in extractor.extract(events(), ExtractionContext())]
    assert view == deterministic_view()
    attempt = extractor.last_attempt
    assert attempt is not None
    assert (attempt.outcome, attempt.failure_kind, attempt.retryable) == ("failed", kind, retryable)
    if mode in ("429", "400"):
        assert attempt.http_status == int(mode) and attempt.provider_code == f"code_{mode}"


@pytest.mark.parametrize("mode", ["ungrounded", "invented_seq", "not_substring"])
def test_claims_not_grounded_in_the_cited_text_are_dropped(server: Server, mode: str) -> None:
    extractor = hybrid(server, mode)
    view = [(c.subject, c.statement) for c in extractor.extract(events(), ExtractionContext())]
    assert view == deterministic_view()
    assert extractor.last_attempt is not None and extractor.last_attempt.claims_grounded == 0


def test_a_call_that_cannot_afford_one_output_token_is_not_made(server: Server) -> None:
    before = server.requests
    extractor = hybrid(server, "good", Budget(max_cost_usd=0.0000001), model="gpt-4o")
    extractor.extract(events(), ExtractionContext())
    assert server.requests == before, "no request was sent"
    attempt = extractor.last_attempt
    assert attempt is not None and (attempt.failure_kind, attempt.parameter) == ("budget", "max_cost_usd")


def test_no_provider_configured_means_deterministic(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEMFORM_PROVIDER_BASE_URL", raising=False)
    extractor = HybridExtractor()
    assert [(c.subject, c.statement) for c in extractor.extract(events(), ExtractionContext())] == deterministic_view()
    assert extractor.policy_version == "formation@7"
    assert extractor.last_attempt is not None and extractor.last_attempt.failure_kind == "not_configured"


def test_the_audit_is_content_free_and_a_paraphrased_secret_is_still_refused(
        server: Server, conn: psycopg.Connection) -> None:
    tenant = f"prov-{uuid.uuid4().hex[:8]}"
    # A secret only the database's gates know (the extractors withhold the ones their own gate
    # knows before any call): the message reaches the model, and the candidate that cites it,
    # however it is worded, is refused at commit.
    secret_message = "Our db is at postgres://admin:Zq8vLm2p@db.example.com and I work as a luthier."
    conn.execute("SELECT memory.append_event(%s, 'p', 's', 'user.message.created', %s)",
                 (tenant, Jsonb({"text": secret_message})))
    extractor = hybrid(server, "paraphrase")
    candidates = extractor.extract(events([secret_message]), ExtractionContext(principal="p"))
    assert [c.subject for c in candidates] == ["occupation"]

    attempt = extractor.last_attempt
    assert attempt is not None
    conn.execute("SELECT memory.record_provider_attempt(%s)", (Jsonb({
        **attempt.audit(), "tenant": tenant, "principal": "p", "session": "s", "extractor_version": "1",
        "policy_version": "formation@8", "scope": "user"}),))
    job = formation_job(conn, tenant, "p", "s")
    result = commit_formation(conn, job, candidates, Extraction(extractor="hybrid", extractor_version="1",
                                                                policy_version="formation@8"))
    assert [(c.outcome, c.detail) for c in result.candidates] == [("rejected", "credential_in_source")]

    row = conn.execute("SELECT row_to_json(a)::text FROM memory.provider_attempts a WHERE tenant_id = %s",
                       (tenant,)).fetchone()
    assert row is not None
    stored = row[0]
    # digests, ids and timestamps are hex and digits: "4821" turns up in one by chance about once in a few hundred runs
    words = re.sub(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\b[0-9a-f]{64}\b"
                   r"|\d{4}-\d\d-\d\dT[\d:.+-]+", "", stored)
    for forbidden in ("4821", "luthier", "secret detail"):
        assert forbidden not in words, forbidden
    assert json.loads(stored)["prompt_sha256"] == attempt.prompt_sha256
    refused = None
    try:
        conn.execute("SELECT memory.record_provider_attempt(%s)", (Jsonb({
            **attempt.audit(), "tenant": tenant, "principal": "p", "session": "s", "extractor_version": "1",
            "policy_version": "formation@8", "prompt": secret_message}),))
    except psycopg.Error as exc:
        refused = exc.diag.sqlstate
    assert refused == "MF070", "a prompt is refused, not stored"


def test_the_worker_keeps_a_failed_provider_session_pending_and_audits_it(server: Server, dsn: str) -> None:
    import os
    import subprocess
    import sys

    tenant = f"provw-{uuid.uuid4().hex[:8]}"
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("SELECT memory.append_event(%s, 'p', 's', 'user.message.created', %s, "
                     "p_occurred_at => '2026-02-01T10:00:00Z')", (tenant, Jsonb({"text": "I live in Porto."})))
        conn.execute("SELECT memory.close_session(%s, 'p', 's', '2026-02-01T10:00:05Z')", (tenant,))
    server.mode = "503"
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn,
           "MEMFORM_PROVIDER_BASE_URL": f"http://127.0.0.1:{server.server_address[1]}",
           "MEMFORM_PROVIDER_MODEL": "local"}
    result = subprocess.run([sys.executable, "-m", "memform.cli", "worker", "--once", "--extractor", "hybrid"],
                            capture_output=True, text=True, env=env, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    with psycopg.connect(dsn) as conn:
        state = conn.execute("SELECT formation_state, watermark_seq FROM memory.session_overview WHERE tenant_id = %s",
                             (tenant,)).fetchone()
        formed = conn.execute("SELECT subject FROM memory.list_beliefs(%s, 'p')", (tenant,)).fetchall()
        audit = conn.execute("SELECT outcome, failure_kind, http_status, retryable, policy_version "
                             "FROM memory.provider_attempts WHERE tenant_id = %s", (tenant,)).fetchall()
        versions = conn.execute("SELECT DISTINCT policy_version FROM memory.beliefs WHERE tenant_id = %s",
                                (tenant,)).fetchall()
    assert state == ("pending", 0), "the prefix waits for the provider's retry"
    assert formed == [("location:home",)], "the deterministic candidates were committed meanwhile"
    assert audit == [("failed", "server", 503, True, "formation@8")]
    assert versions == [("formation@8",)], "provider-assisted runs and beliefs say so"


def test_shutdown_during_a_provider_call_is_recorded_as_cancelled_never_as_formation(
        server: Server, dsn: str) -> None:
    import os
    import signal
    import subprocess
    import sys
    import time

    tenant = f"provc-{uuid.uuid4().hex[:8]}"
    plain = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn}
    subprocess.run([sys.executable, "-m", "memform.cli", "worker", "--once", "--provider-mode", "off"], env=plain,
                   capture_output=True, timeout=120, check=True)  # drain what other tests left due
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("SELECT memory.append_event(%s, 'p', 's', 'user.message.created', %s, "
                     "p_occurred_at => '2026-02-01T10:00:00Z')", (tenant, Jsonb({"text": "I live in Porto."})))
        conn.execute("SELECT memory.close_session(%s, 'p', 's', '2026-02-01T10:00:05Z')", (tenant,))
    server.mode = "stall"
    before = server.requests
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn,
           "MEMFORM_PROVIDER_BASE_URL": f"http://127.0.0.1:{server.server_address[1]}",
           "MEMFORM_PROVIDER_MODEL": "local"}
    worker = subprocess.Popen([sys.executable, "-m", "memform.cli", "worker", "--once", "--extractor", "hybrid"],
                              stderr=subprocess.PIPE, text=True, env=env)
    deadline = time.monotonic() + 30
    while server.requests == before and time.monotonic() < deadline:
        time.sleep(0.05)
    worker.send_signal(signal.SIGTERM)
    _, stderr = worker.communicate(timeout=30)
    assert worker.returncode == 0, stderr
    assert '"consolidation.cancelled"' in stderr
    with psycopg.connect(dsn) as conn:
        state = conn.execute("SELECT formation_state FROM memory.session_overview WHERE tenant_id = %s",
                             (tenant,)).fetchone()
        audit = conn.execute("SELECT outcome, failure_kind FROM memory.provider_attempts WHERE tenant_id = %s",
                             (tenant,)).fetchall()
        runs = conn.execute("SELECT count(*) FROM memory.formation_runs WHERE tenant_id = %s", (tenant,)).fetchone()
    assert state == ("pending",) and runs == (0,), "nothing was committed: the prefix waits"
    assert audit == [("failed", "cancelled")]
