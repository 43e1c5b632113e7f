"""Long prefixes, past the commit cap and the scan ceiling, through consolidation, the worker and re-reads, against
the real server: nothing passed unread, nothing retired and formed again for no change, the user's word kept, and a
re-read that meets a worker or a failing provider finishes or says it did not. (Found by a review in session 10;
each test failed on the code before its fix.)"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from datetime import UTC, datetime

import psycopg
import pytest

import memform.memory
import memform.worker
from memform import cli
from memform.extract import DeterministicExtractor, ExtractionContext, HybridExtractor, SourceEvent
from memform.extract.deterministic import SCAN_CEILING
from memform.extract.provider import Budget, ProviderConfig
from memform.log import claim_due_sessions, release_claim
from memform.memory import replay_session
from memform.worker import Worker, WorkerOptions, consolidate_session
from tests.conversations import closed_conversation
from tests.provider_server import MESSAGES, Server
from tests.test_formation_windows import LIKINGS, FailsOn, LastReleaseRules, said, session_marks

GIZMOS = [f"I love gizmo{i}." for i in range(300)]


@pytest.fixture
def tenant() -> str:
    return f"rv-{uuid.uuid4().hex[:10]}"


def live(conn: psycopg.Connection, tenant: str) -> list[tuple[str, str]]:
    return conn.execute("SELECT subject, statement FROM memory.beliefs WHERE tenant_id = %s "
                        "AND status IN ('provisional', 'active') ORDER BY subject", (tenant,)).fetchall()


def hybrid(server: Server, mode: str) -> HybridExtractor:
    server.mode = mode
    return HybridExtractor(ProviderConfig(base_url=f"http://127.0.0.1:{server.server_address[1]}", model="local",
                                          budget=Budget(deadline_seconds=5.0)))


def test_hybrid_model_reading_of_a_long_prefix_is_not_dropped_at_the_scan_ceiling(
        conn: psycopg.Connection, tenant: str, server: Server) -> None:
    """A long conversation read by the hybrid: what only the model reads in its first messages forms, as it does in a
    short one. (The rules reached the scan ceiling first, every model claim was dropped, and the windows committed
    passed the messages those claims cited.)"""
    closed_conversation(conn, tenant, "long", [*MESSAGES, *GIZMOS])
    extractor = hybrid(server, "good")
    turns = 0
    while consolidate_session(conn, extractor, tenant, "p", "long").pending and turns < 10:
        turns += 1
    subjects = [s for s, _ in live(conn, tenant)]
    assert len([s for s in subjects if s.startswith("preference:gizmo")]) == 300
    assert "pet:cat" in subjects, "the cat the model read in message 2 was never proposed, yet message 2 was passed"


def test_messages_read_after_the_scan_ceiling_is_reached_are_not_passed_unread(
        conn: psycopg.Connection, tenant: str) -> None:
    """The rules stop at the message where the scan ceiling falls, whatever reading of it reaches the ceiling. (They
    skipped the code-switched phrases read after a message's clauses once at the ceiling and went on to the next
    message, so the windows committed before where they stopped passed the skipped messages unread.)"""
    texts = [*GIZMOS[:244], " ".join(f"I love widget{i}." for i in range(10)),
             "Soy enfermera y vivo en Madrid.", "Ich habe einen Hund.", "Je suis végétarien.", "I love tea."]
    closed_conversation(conn, tenant, "long", texts)
    turns = 0
    while consolidate_session(conn, DeterministicExtractor(), tenant, "p", "long").pending and turns < 10:
        turns += 1
    subjects = {s for s, _ in live(conn, tenant)}
    assert {"occupation", "location:home", "preference:tea"} <= subjects
    assert {"pet:dog", "diet"} <= subjects, "messages 247 and 248 were passed by the watermark, never read"


def unread_rows(conn: psycopg.Connection, tenant: str) -> list[tuple[int, bool]]:
    return conn.execute("SELECT seq, read_again FROM memory.unread_messages WHERE tenant_id = %s ORDER BY recorded_at",
                        (tenant,)).fetchall()


def test_unread_message_is_not_reported_read_again_when_the_windowed_replay_failed_on_it_again(
        conn: psycopg.Connection, tenant: str) -> None:
    """memory.unread_messages.read_again asks whether a later replay run's range held the message: a re-read in
    windows is one run per window, and the windows that never held it did not read it again."""
    closed_conversation(conn, tenant, "long", said(*LIKINGS))
    consolidate_session(conn, FailsOn("camping"), tenant, "p", "long")
    assert unread_rows(conn, tenant) == [(30, False)]
    again = replay_session(conn, FailsOn("camping"), tenant, "p", "long", "rederive")
    assert again.unread is not None and again.unread.seqs == (30,) and len(again.runs) == 3
    assert [read for seq, read in unread_rows(conn, tenant) if seq == 30] == [False, False], \
        "the replay failed on seq 30 again, yet the view says it was read again"


def test_a_replay_meeting_a_retryable_provider_failure_re_reads_the_whole_session(
        conn: psycopg.Connection, tenant: str, server: Server) -> None:
    """A replay meeting a retryable provider failure re-reads the whole session, with the rules alone where the
    model failed. (It committed its first window and stopped, leaving a retry a worker makes from the watermark,
    which never re-reads this prefix: seq 30 stayed unread.)"""
    closed_conversation(conn, tenant, "long", said(*LIKINGS))
    consolidate_session(conn, FailsOn("camping"), tenant, "p", "long")
    assert "preference:camping" not in {s for s, _ in live(conn, tenant)}
    result = replay_session(conn, hybrid(server, "503"), tenant, "p", "long")
    assert result.outcome == "committed"
    # what the retry the replay asked for does: a worker's consolidation of the session
    retry = consolidate_session(conn, DeterministicExtractor(), tenant, "p", "long")
    assert retry.outcome == "committed"
    assert "preference:camping" in {s for s, _ in live(conn, tenant)}, \
        "the replay and its retry never re-read windows 2 and 3: seq 30 stays unread"


def test_memform_replay_says_when_it_re_read_only_part_of_the_session(
        dsn: str, conn: psycopg.Connection, tenant: str, server: Server) -> None:
    """Through the CLI the same replay says the provider failed and exits non-zero (it said 'committed' and exited
    0)."""
    closed_conversation(conn, tenant, "long", said(*LIKINGS))
    consolidate_session(conn, FailsOn("camping"), tenant, "p", "long")
    server.mode = "503"
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn,
           "MEMFORM_PROVIDER_BASE_URL": f"http://127.0.0.1:{server.server_address[1]}",
           "MEMFORM_PROVIDER_MODEL": "local"}
    done = subprocess.run([sys.executable, "-m", "memform.cli", "replay", "--session", "long", "--confirm",
                           "--extractor", "hybrid", "--tenant", tenant, "--principal", "p"],
                          capture_output=True, text=True, env=env, check=False)
    assert done.returncode != 0 or "pending" in done.stdout + done.stderr, done.stdout


def live_of(conn: psycopg.Connection, tenant: str, principal: str) -> set[str]:
    return {row[0] for row in conn.execute(
        "SELECT subject FROM memory.beliefs WHERE tenant_id = %s AND principal_id = %s "
        "AND status IN ('provisional', 'active')", (tenant, principal))}


def test_a_re_read_retires_a_renamed_key_said_twice_however_long_the_session(
        conn: psycopg.Connection, tenant: str) -> None:
    """The user says they love cycling twice. An earlier release keyed it preference:cycle (one belief, two sources);
    today's rules key it preference:cycling. Re-derived, the old key is retired however long the session: a
    window retires what has every source in the whole re-read. (A session re-read in windows kept the belief whose
    two sources fell in two windows beside the new key for good.)"""
    others = [liking for liking in LIKINGS if liking != "cycling"]
    kept = {}
    for principal, length in (("short", 8), ("long", 28)):
        texts = said(others[0], "cycling", *others[1:length], "cycling", others[length])
        closed_conversation(conn, tenant, "s", texts, principal=principal)
        consolidate_session(conn, LastReleaseRules(), tenant, principal, "s")
        assert conn.execute("SELECT count(*) FROM memory.beliefs b JOIN memory.belief_sources s USING (belief_id) "
                            "WHERE b.tenant_id = %s AND b.principal_id = %s AND b.subject = 'preference:cycle'",
                            (tenant, principal)).fetchone() == (2,)
        result = replay_session(conn, DeterministicExtractor(), tenant, principal, "s", "rederive")
        assert result.outcome == "committed" and "preference:cycling" in live_of(conn, tenant, principal)
        kept[principal] = ("preference:cycle" in live_of(conn, tenant, principal), len(result.runs))
    assert kept == {"short": (False, 1), "long": (False, 3)}, "the long session keeps the old key"


def test_worker_once_sweeps_a_session_past_the_scan_ceiling_to_its_end(
        dsn: str, conn: psycopg.Connection, tenant: str) -> None:
    """`--once` sweeps everything due: a conversation past the scan ceiling is consolidated to its end under one
    lease. (It stopped where the extractor stopped and exited 0 with the session half formed.)"""
    closed_conversation(conn, tenant, "huge", GIZMOS)
    lines: list[dict] = []
    worker = Worker(dsn, WorkerOptions(once=True, extractor="deterministic", now=datetime(2099, 1, 1, tzinfo=UTC)),
                    log=lambda event, **fields: lines.append({"event": event, **fields}))
    assert worker.run() == 0
    watermark, last_seq = session_marks(conn, tenant, "huge")
    due = conn.execute("SELECT due_at IS NOT NULL FROM memory.sessions WHERE tenant_id = %s", (tenant,)).fetchone()
    assert (watermark, due) == (last_seq, (False,)), "the sweep exits with the session still due"


def open_conversation(conn: psycopg.Connection, tenant: str, session: str, texts: list[str]) -> None:
    for text in texts:
        conn.execute("SELECT memory.append_event(%s, 'p', %s, 'user.message.created', %s::jsonb)",
                     (tenant, session, json.dumps({"text": text})))


class SaysMoreDuringTheSecondTurn(DeterministicExtractor):
    """On the first call of a later turn (one with preceding context), the user says one more thing."""

    def __init__(self, dsn: str, tenant: str) -> None:
        super().__init__()
        self.dsn, self.tenant, self.said = dsn, tenant, False

    def extract_with(self, events, context, silenced):  # type: ignore[no-untyped-def]
        if context.preceding and not self.said:
            self.said = True
            with psycopg.connect(self.dsn, autocommit=True) as own:
                open_conversation(own, self.tenant, "live", ["I live in Lisbon."])
        return super().extract_with(events, context, silenced)


def test_a_re_read_in_turns_reads_the_session_as_it_stood_when_it_began(
        dsn: str, conn: psycopg.Connection, tenant: str) -> None:
    """A live session re-derived in turns while the user goes on talking. The first turn's look-ahead named the
    session as it stood, and the turns after it read no further: a message said meanwhile is not read by the
    re-read (whose reconciliation could not know what it names), stays pending, and the next consolidation forms
    it. (Read by a later turn, it was named by no look-ahead, and a belief it restates was retired and formed
    again.)"""
    open_conversation(conn, tenant, "live", [*GIZMOS[:280], *[f"I love widget{i}." for i in range(280)]])
    while consolidate_session(conn, DeterministicExtractor(), tenant, "p", "live").pending:
        pass
    _, began = session_marks(conn, tenant, "live")
    extractor = SaysMoreDuringTheSecondTurn(dsn, tenant)
    result = replay_session(conn, extractor, tenant, "p", "live", "rederive")
    assert extractor.said and (result.outcome, result.read_through, result.retired) == ("committed", began, 0)
    watermark, last_seq = session_marks(conn, tenant, "live")
    assert "location:home" not in {s for s, _ in live(conn, tenant)} and watermark < last_seq, \
        "the message said during the re-read is left pending, not passed"
    assert consolidate_session(conn, DeterministicExtractor(), tenant, "p", "live").committed == 1
    assert "location:home" in {s for s, _ in live(conn, tenant)}


def test_commit_formation_comment_states_when_reconciliation_is_off(conn: psycopg.Connection, tenant: str) -> None:
    """COMMENT ON commit_formation says when reconciliation is off as the code decides it: above commit_cap (12),
    not at max_candidates_per_call (256)."""
    closed_conversation(conn, tenant, "s", ["I love tea.", " ".join(said(*LIKINGS[1:14]))])
    consolidate_session(conn, LastReleaseRules(), tenant, "p", "s")
    assert "preference:cycle" in {s for s, _ in live(conn, tenant)}
    replay_session(conn, DeterministicExtractor(), tenant, "p", "s", "rederive")
    (comment,) = conn.execute("SELECT obj_description('memory.commit_formation(jsonb, jsonb, jsonb)'::regprocedure)"
                              ).fetchone()
    assert "preference:cycle" in {s for s, _ in live(conn, tenant)}, "not reconciled: 14 candidates, above 12"
    assert "with candidates at max_candidates_per_call" not in comment, \
        "the reference names max_candidates_per_call (256); the code's bound is commit_cap (12)"


class WorkerMeanwhile(DeterministicExtractor):
    """While the replay reads, the user says one more thing and a worker consolidates it (once)."""

    def __init__(self, dsn: str, tenant: str) -> None:
        super().__init__()
        self.dsn, self.tenant, self.done = dsn, tenant, False

    def extract_with(self, events, context, silenced):  # type: ignore[no-untyped-def]
        if not self.done:
            self.done = True
            with psycopg.connect(self.dsn, autocommit=True) as own:
                open_conversation(own, self.tenant, "live", ["I love tea."])
                consolidate_session(own, DeterministicExtractor(), self.tenant, "p", "live")
        return super().extract_with(events, context, silenced)


def test_memform_replay_of_a_live_session_is_not_lost_to_a_worker_consolidating_it(
        dsn: str, conn: psycopg.Connection, tenant: str) -> None:
    """A replay of a session a worker consolidates meanwhile takes its turn again and finishes. (The worker's commit
    made the replay's 'stale': it re-read nothing, said 'live: stale', and rederive moved on.)"""
    open_conversation(conn, tenant, "live", said(*LIKINGS[:5]))
    consolidate_session(conn, LastReleaseRules(), tenant, "p", "live")
    result = replay_session(conn, WorkerMeanwhile(dsn, tenant), tenant, "p", "live", "rederive")
    assert result.outcome == "committed", f"the replay gave up: {result.outcome}"


def owned(text: str, seq: int) -> SourceEvent:
    return SourceEvent(seq=seq, event_type="user.message.created", author_role="user", texts=(text,))


@pytest.mark.parametrize("extractor", [DeterministicExtractor(), HybridExtractor(None)], ids=["rules", "hybrid"])
def test_past_the_scan_ceiling_every_message_before_the_stop_is_read_whole(extractor: object) -> None:
    texts = [*GIZMOS[:244], " ".join(f"I love widget{i}." for i in range(10)),
             "Soy enfermera y vivo en Madrid.", "Ich habe einen Hund.", "Je suis végétarien.", "I love tea.",
             *GIZMOS[244:]]
    events = [owned(text, seq) for seq, text in enumerate(texts, start=1)]
    found = extractor.extract(events, ExtractionContext())  # type: ignore[attr-defined]
    stopped_in = max(max(c.source_seqs) for c in found)
    assert len(found) == SCAN_CEILING and stopped_in < len(texts)
    for event in events[:stopped_in - 1]:
        alone = {c.subject for c in DeterministicExtractor().extract([event], ExtractionContext())}
        assert alone <= {c.subject for c in found if event.seq in c.source_seqs}, event.texts


def test_memform_replay_says_when_a_later_turn_lost_the_race_to_a_worker(
        dsn: str, conn: psycopg.Connection, tenant: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A session past the scan ceiling is re-read in turns. When another consolidation holds the session through
    every try of the second turn, only the first turn was re-read: `memform replay` must say so and exit non-zero,
    as it does when the first turn loses. (The chained result keeps the first turn's outcome, 'committed', so the
    CLI printed 'committed' and exited 0 with the rest of the session never re-read.)"""
    closed_conversation(conn, tenant, "huge", GIZMOS)
    while consolidate_session(conn, DeterministicExtractor(), tenant, "p", "huge").pending:
        pass
    real = memform.worker.consolidate_session
    calls: list[int] = []
    holder = psycopg.connect(dsn, autocommit=True)

    def worker_holds_the_session_after_the_first_turn(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(1)
        if len(calls) == 2:  # a worker's commit holds the session's claim through the second turn's tries
            holder.execute("SELECT pg_advisory_lock(hashtext('memform.session:' || %s || '/p'), hashtext('huge'))",
                           (tenant,))
        return real(*args, **kwargs)

    monkeypatch.setattr(memform.worker, "consolidate_session", worker_holds_the_session_after_the_first_turn)
    monkeypatch.setattr(memform.memory.time, "sleep", lambda seconds: None)
    monkeypatch.setenv("MEMFORM_DSN", dsn)
    try:
        code = cli.main(["replay", "--session", "huge", "--confirm", "--extractor", "deterministic",
                         "--tenant", tenant, "--principal", "p"])
    finally:
        holder.close()
    out = capsys.readouterr()
    assert len(calls) == 1 + memform.memory.REPLAY_ATTEMPTS, calls
    assert code != 0, f"exit {code}, said: {out.out.strip()} / {out.err.strip()}"


class PeerLooksMeanwhile(DeterministicExtractor):
    """Each read after the first, a second worker tries to lease the session (as a peer's sweep would)."""

    def __init__(self, dsn: str, tenant: str) -> None:
        super().__init__()
        self.dsn, self.tenant, self.reads, self.peer_got = dsn, tenant, 0, []

    def extract_with(self, events, context, silenced):  # type: ignore[no-untyped-def]
        self.reads += 1
        if self.reads > 1:
            with psycopg.connect(self.dsn, autocommit=True) as own:
                leased = claim_due_sessions(own, "peer", 100, 120.0, datetime(2099, 1, 1, tzinfo=UTC))
                for due in leased:
                    release_claim(own, due, "peer")
                self.peer_got += [d.session_id for d in leased if d.tenant_id == self.tenant]
        return super().extract_with(events, context, silenced)


def test_worker_reads_a_session_past_the_scan_ceiling_to_its_end_under_one_lease(
        dsn: str, conn: psycopg.Connection, tenant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The worker consolidates a session past the scan ceiling again at once 'under the same lease': while it does,
    no peer may lease the session and read the same messages (with the hybrid, ask the model again). (Every commit
    clears claimed_by and claimed_until, so from the second consolidation on the session is due and unleased: a
    peer's sweep leases it and extracts the same prefix, and one of the two commits comes back stale.)"""
    closed_conversation(conn, tenant, "huge", GIZMOS)
    extractor = PeerLooksMeanwhile(dsn, tenant)
    monkeypatch.setattr(Worker, "_extractor", lambda self: (extractor, {"extractor": "deterministic"}))
    worker = Worker(dsn, WorkerOptions(once=True, extractor="deterministic", now=datetime(2099, 1, 1, tzinfo=UTC)),
                    log=lambda event, **fields: None)
    assert worker.run() == 0
    assert extractor.reads > 1, "the session was read in one consolidation"
    assert extractor.peer_got == [], f"a peer leased the session while the worker was still reading it: " \
                                     f"{extractor.peer_got}"
