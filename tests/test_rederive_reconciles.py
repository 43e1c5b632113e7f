"""Re-derivation with mended rules reconciles the belief set, end to end against the real server.

The beliefs are first formed by "last release's rules": the shipped rules with two of the readings
earlier releases had, put back on purpose (a pursuit keyed on its verb, activity:run, and "I could
sleep for a week" read as a pursuit, activity:sleeping). `memform rederive` with today's rules must
leave one belief per thing, keyed as today's rules key it, and retire the rest, keeping them for
audit; what the user said themselves and what another session also says stay.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Sequence

import psycopg
import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, HybridExtractor, SourceEvent
from memform.extract.provider import ProviderConfig
from memform.models import MemoryCandidate
from memform.worker import consolidate_session
from tests.conversations import closed_conversation
from tests.scripted_provider import ScriptedServer

MEMFORM = [sys.executable, "-m", "memform.cli"]


class LastReleaseRules(DeterministicExtractor):
    """Today's rules with two of last release's readings."""

    version = "1"

    def extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                     silenced: Sequence[bool]) -> list[MemoryCandidate]:
        candidates = [c.model_copy(update={"subject": "activity:run"}) if c.subject == "activity:running" else c
                      for c in super().extract_with(events, context, silenced)]
        for event in events:
            if any("sleep for a week" in text for text in event.texts):
                candidates.append(MemoryCandidate(
                    belief_type="user_model_attr", subject="activity:sleeping", statement="User sleeps for a week.",
                    source_seqs=(event.seq,), confidence=0.6, evidence="sleep for a week"))
        return candidates


@pytest.fixture
def tenant() -> str:
    return f"rr-{uuid.uuid4().hex[:10]}"


def beliefs(conn: psycopg.Connection, tenant: str) -> dict[str, list[tuple[str, str | None]]]:
    rows = conn.execute("SELECT subject, status, retired_reason FROM memory.beliefs WHERE tenant_id = %s "
                        "ORDER BY created_at", (tenant,)).fetchall()
    found: dict[str, list[tuple[str, str | None]]] = {}
    for subject, status, reason in rows:
        found.setdefault(subject, []).append((status, reason))
    return found


def live(found: dict[str, list[tuple[str, str | None]]]) -> set[str]:
    return {s for s, states in found.items() if any(status in ("provisional", "active") for status, _ in states)}


def test_rederive_with_mended_rules_reconciles(conn: psycopg.Connection, dsn: str, tenant: str) -> None:
    closed_conversation(conn, tenant, "s1", ["I run every morning before work.", "Honestly I could sleep for a week.",
                             "I prefer tea."])
    closed_conversation(conn, tenant, "s2", ["I prefer tea."])
    old = LastReleaseRules()
    for session in ("s1", "s2"):
        assert consolidate_session(conn, old, tenant, "p", session).outcome == "committed"
    conn.execute("SELECT memory.remember(%s, 'p', 's1', %s::jsonb)", (tenant, json.dumps(
        {"belief_type": "fact", "subject": "vehicle:bike", "statement": "User has a bike."})))
    assert live(beliefs(conn, tenant)) == {"activity:run", "activity:sleeping", "preference:tea", "vehicle:bike"}

    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn,
           "MEMFORM_TENANT": tenant, "MEMFORM_PRINCIPAL": "p"}
    result = subprocess.run([*MEMFORM, "rederive", "--confirm"], capture_output=True, text=True, env=env,
                            timeout=300, check=False)
    assert result.returncode == 0, result.stderr
    assert "s1: committed, committed 1, reinforced 0, rejected 1, retired 2" in result.stdout, result.stdout

    found = beliefs(conn, tenant)
    assert live(found) == {"activity:running", "preference:tea", "vehicle:bike"}
    assert found["activity:run"] == [("retired", "not_rederived")]
    assert found["activity:sleeping"] == [("retired", "not_rederived")]

    again = subprocess.run([*MEMFORM, "rederive", "--confirm", "--json"], capture_output=True, text=True, env=env,
                           timeout=300, check=False)
    assert again.returncode == 0, again.stderr
    assert [item["retired"] for item in json.loads(again.stdout)] == [0, 0], "a second rederive changes nothing"
    assert live(beliefs(conn, tenant)) == {"activity:running", "preference:tea", "vehicle:bike"}


def _commit(conn: psycopg.Connection, tenant: str, session: str, candidates: list[dict[str, object]],
            replay: bool = False) -> dict[str, object]:
    job = "memory.formation_job(%s, 'p', %s, 'rederive') || '{\"replay_from\": 0, \"reconcile\": true}'" if replay \
        else "memory.formation_job(%s, 'p', %s)"
    extraction = {"extractor": "test", "extractor_version": "1", "policy_version": "formation@7"}
    row = conn.execute(f"SELECT memory.commit_formation({job}, %s::jsonb, %s::jsonb)",
                       (tenant, session, json.dumps(candidates), json.dumps(extraction))).fetchone()
    assert row is not None
    return row[0]


def test_a_belief_another_session_supports_meanwhile_is_not_retired(conn: psycopg.Connection, dsn: str,
                                                                    tenant: str) -> None:
    """The race: a rederive of s1 finds tea supported by s1 alone, then waits for the subject lock while
    s2's consolidation reinforces tea. Once s2 commits, tea has a source outside s1: it must stay."""
    tea = {"belief_type": "preference", "subject": "preference:tea", "statement": "User prefers tea.",
           "source_seqs": [1], "confidence": 0.9}
    closed_conversation(conn, tenant, "s1", ["I prefer tea."])
    assert _commit(conn, tenant, "s1", [tea])["committed"] == 1
    closed_conversation(conn, tenant, "s2", ["I prefer tea."])

    with psycopg.connect(dsn) as holder, psycopg.connect(dsn, autocommit=True) as rederiver:
        assert _commit(holder, tenant, "s2", [tea])["reinforced"] == 1  # holds tea's subject lock, uncommitted
        result: list[dict[str, object]] = []
        thread = threading.Thread(target=lambda: result.append(_commit(rederiver, tenant, "s1", [], replay=True)))
        thread.start()
        waiting = False
        for _ in range(100):
            row = conn.execute("SELECT wait_event_type FROM pg_stat_activity WHERE pid = %s",
                               (rederiver.info.backend_pid,)).fetchone()
            if row is not None and row[0] == "Lock":
                waiting = True
                break
            time.sleep(0.05)
        assert waiting, "the rederive waits for the subject lock s2's consolidation holds"
        holder.commit()
        thread.join(timeout=30)
    assert result and result[0]["retired"] == 0
    assert live(beliefs(conn, tenant)) == {"preference:tea"}


def test_a_rederive_without_the_model_keeps_what_only_the_model_found(conn: psycopg.Connection, tenant: str,
                                                                      fresh: ScriptedServer) -> None:
    """The rules miss "adores our cat Miso"; the model found it. Re-deriving with the hybrid arm while
    the provider is not configured must not retire it: that run could not tell."""
    fresh.script = lambda messages, beliefs: [
        {"kind": "pet", "seq": 1, "evidence": "our cat Miso", "value": "cat Miso"}]
    closed_conversation(conn, tenant, "s1", ["Everyone at home adores our cat Miso."])
    with_model = HybridExtractor(ProviderConfig(base_url=fresh.base_url, model="local"))
    assert consolidate_session(conn, with_model, tenant, "p", "s1").committed == 1
    assert live(beliefs(conn, tenant)) == {"pet:cat"}

    from memform import memory
    without_model = HybridExtractor(config=None)
    without_model.config = None  # whatever the environment says
    without_model.sends_sources = False
    result = memory.replay_session(conn, without_model, tenant, "p", "s1", "rederive")
    assert result.outcome == "committed" and result.retired == 0
    assert live(beliefs(conn, tenant)) == {"pet:cat"}
    again = memory.replay_session(conn, with_model, tenant, "p", "s1", "rederive")
    assert again.retired == 0 and live(beliefs(conn, tenant)) == {"pet:cat"}
