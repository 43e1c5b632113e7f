"""End to end: the bundled sample through the deterministic extractor and the governed commit."""

from __future__ import annotations

import uuid
from importlib import resources

import psycopg

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.formation import commit_formation, formation_job, session_prefix
from memform.ingest import ingest_lines
from memform.log import due_sessions
from memform.models import Extraction

EXTRACTION = Extraction(extractor="deterministic", extractor_version="2", policy_version="formation@7")


def test_sample_forms_the_expected_beliefs(conn: psycopg.Connection) -> None:
    tenant = f"e2e-{uuid.uuid4().hex[:8]}"
    sample = resources.files("memform.data").joinpath("sample_sessions.jsonl").read_text()
    sample = sample.replace('"acme"', f'"{tenant}"')
    report = ingest_lines(conn, sample.splitlines())
    assert not report.errors

    extractor = DeterministicExtractor()
    due = sorted((s for s in due_sessions(conn, 1000) if s.tenant_id == tenant), key=lambda s: s.due_at)
    assert [s.session_id for s in due] == ["alice-2026-11-20", "bob-2026-11-22", "alice-2026-11-24"]
    for session in due:
        job = formation_job(conn, tenant, session.principal_id, session.session_id)
        events = [SourceEvent.from_prefix(e) for e in session_prefix(conn, job)]
        candidates = extractor.extract(events, ExtractionContext(principal=job.principal, scope=job.scope))
        result = commit_formation(conn, job, candidates, EXTRACTION)
        assert result.outcome == "committed"

    live = dict(conn.execute(
        "SELECT subject, statement FROM memory.beliefs WHERE tenant_id = %s AND principal_id = 'alice' "
        "AND status IN ('provisional', 'active')", (tenant,)).fetchall())
    assert live["preference:answer_style"] == "User prefers detailed answers with the reasoning before the code.", \
        "the changed preference superseded the old one"
    assert "vehicle:bmw_x3" in live and "occupation" in live
    assert not any("hunter2" in s or "attacker" in s for s in live.values()), "no secret, no injected content"
    assert "decision:deploy" not in live, "a message carrying a password forms nothing, not even its decision"
    bob = dict(conn.execute(
        "SELECT subject, flagged_for_review FROM memory.beliefs WHERE tenant_id = %s AND principal_id = 'bob'",
        (tenant,)).fetchall())
    assert bob.get("health:right_thumb") is True, "a symptom is sensitive and flagged for review"
    assert not [s for s in due_sessions(conn, 1000) if s.tenant_id == tenant], "everything due was consolidated"


def form_day_by_day(conn: psycopg.Connection, texts: list[str]) -> tuple[str, list[int]]:
    """One closed session a day per message, each formed through the extractor and the governed commit;
    the tenant and how many candidates each commit formed."""
    tenant = f"e2e-{uuid.uuid4().hex[:8]}"
    extractor = DeterministicExtractor()
    committed = []
    for day, text in enumerate(texts, start=1):
        session = f"s{day}"
        conn.execute("SELECT memory.append_event(%s, 'p', %s, 'user.message.created', "
                     "jsonb_build_object('text', %s::text), p_occurred_at => %s)",
                     (tenant, session, text, f"2026-03-0{day}T10:00:00Z"))
        conn.execute("SELECT memory.close_session(%s, 'p', %s, %s)", (tenant, session, f"2026-03-0{day}T11:00:00Z"))
        job = formation_job(conn, tenant, "p", session)
        events = [SourceEvent.from_prefix(e) for e in session_prefix(conn, job)]
        result = commit_formation(conn, job, extractor.extract(events, ExtractionContext(principal="p")), EXTRACTION)
        assert result.outcome == "committed"
        committed.append(result.committed)
    return tenant, committed


def test_the_opposite_choice_later_supersedes_the_first(conn: psycopg.Connection) -> None:
    tenant, _ = form_day_by_day(conn, ["I prefer Python over R for data work.",
                                       "Actually I prefer R over Python these days."])
    rows = conn.execute("SELECT statement, status FROM memory.beliefs WHERE tenant_id = %s ORDER BY created_at",
                        (tenant,)).fetchall()
    assert rows == [("User prefers Python over R for data work.", "superseded"),
                    ("User prefers R over Python.", "provisional")], rows


def test_a_later_standing_instruction_on_the_same_thing_supersedes_the_first(conn: psycopg.Connection) -> None:
    tenant, committed = form_day_by_day(conn, ["From now on, always answer in British English.",
                                               "Going forward, answer in Spanish please."])
    assert committed == [1, 1]
    rows = conn.execute("SELECT subject, statement, status FROM memory.beliefs WHERE tenant_id = %s "
                        "ORDER BY created_at", (tenant,)).fetchall()
    assert rows == [("preference:language", "User's standing instruction: always answer in British English.",
                     "superseded"),
                    ("preference:language", "User's standing instruction: answer in Spanish please.", "provisional")]
