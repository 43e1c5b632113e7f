"""A prefix with more candidates than the commit cap is committed in windows, against the real server.

A conversation imported whole (or replayed, or re-derived) is read in one extractor call; before
windows, the first twelve candidates formed and every later one was rejected as overflow, so everything
said after the first dozen facts was lost. One message proposing more than the cap is still capped.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import threading
import uuid
from collections.abc import Sequence

import psycopg
import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, HybridExtractor, SourceEvent
from memform.extract.provider import Budget, ProviderConfig
from memform.memory import replay_session
from memform.models import MemoryCandidate
from memform.windows import Window, formation_windows
from memform.worker import consolidate_session
from tests.conversations import closed_conversation
from tests.provider_server import Server

MEMFORM = [sys.executable, "-m", "memform.cli"]
LIKINGS = ["tea", "chess", "jazz", "hiking", "sushi", "poetry", "cycling", "gardening", "opera", "baking",
           "kayaking", "origami", "pottery", "sailing", "knitting", "curling", "archery", "fencing", "rowing",
           "juggling", "birdwatching", "woodworking", "calligraphy", "skiing", "surfing", "climbing",
           "painting", "sculpting", "fishing", "camping"]


def said(*likings: str) -> list[str]:
    return [f"I love {liking}." for liking in likings]


def candidate(*seqs: int) -> MemoryCandidate:
    return MemoryCandidate(belief_type="preference", subject=f"preference:x{seqs[0]}", statement="User likes x.",
                           source_seqs=seqs)


@pytest.fixture
def tenant() -> str:
    return f"fw-{uuid.uuid4().hex[:10]}"


def live_subjects(conn: psycopg.Connection, tenant: str) -> list[str]:
    return [row[0] for row in conn.execute(
        "SELECT subject FROM memory.beliefs WHERE tenant_id = %s AND status IN ('provisional', 'active') "
        "ORDER BY subject", (tenant,))]


def session_marks(conn: psycopg.Connection, tenant: str, session: str) -> tuple[int, int]:
    row = conn.execute("SELECT watermark_seq, last_seq FROM memory.sessions WHERE tenant_id = %s AND session_id = %s",
                       (tenant, session)).fetchone()
    assert row is not None
    return row[0], row[1]


# --- where the windows fall -------------------------------------------------------------------------------

def test_a_prefix_within_the_cap_is_one_window() -> None:
    assert formation_windows(0, 5, [1, 2, 3, 4, 5], [candidate(1), candidate(4)], 12) == [Window(0, 5, (0, 1))]


def test_windows_close_before_the_message_that_would_pass_the_cap() -> None:
    candidates = [candidate(seq) for seq in range(1, 8)]
    assert formation_windows(0, 9, list(range(1, 10)), candidates, 3) == [
        Window(0, 3, (0, 1, 2)), Window(3, 6, (3, 4, 5)), Window(6, 9, (6,))]


def test_a_window_never_cuts_between_the_sources_of_one_candidate() -> None:
    candidates = [candidate(1), candidate(2), candidate(2, 4), candidate(3), candidate(4)]
    windows = formation_windows(0, 4, [1, 2, 3, 4], candidates, 2)
    for window in windows:
        for index in window.indexes:
            assert all(window.after < seq <= window.through for seq in candidates[index].source_seqs)
    assert [w.indexes for w in windows] == [(0,), (1, 2, 3, 4)]


def test_one_message_over_the_cap_stays_one_window_and_keeps_the_extractors_order() -> None:
    candidates = [candidate(11), *[candidate(12) for _ in range(5)], candidate(14), candidate(11)]
    assert formation_windows(10, 15, [11, 12, 13, 14, 15], candidates, 3) == [
        Window(10, 11, (0, 7)), Window(11, 13, (1, 2, 3, 4, 5)), Window(13, 15, (6,))]


def test_windows_cover_the_prefix_and_every_candidate_once() -> None:
    candidates = [candidate(seq) for seq in (2, 2, 5, 7, 7, 7, 9, 12)]
    windows = formation_windows(1, 14, list(range(2, 15)), candidates, 3)
    assert windows[0].after == 1 and windows[-1].through == 14
    assert all(a.through == b.after for a, b in itertools.pairwise(windows))
    assert sorted(i for w in windows for i in w.indexes) == list(range(len(candidates)))
    assert all(len(w.indexes) <= 3 for w in windows)


def test_a_candidate_citing_no_message_of_the_prefix_goes_to_the_first_window_to_be_refused() -> None:
    candidates = [candidate(3), *[candidate(seq) for seq in range(11, 16)]]
    windows = formation_windows(10, 15, list(range(11, 16)), candidates, 3)
    assert windows[0].indexes[0] == 0
    assert sorted(i for w in windows for i in w.indexes) == list(range(len(candidates)))


def test_windows_for_thousands_of_messages_stay_cheap() -> None:
    candidates = [candidate(seq) for seq in range(1, 20_000, 80)]
    windows = formation_windows(0, 20_000, list(range(1, 20_001)), candidates, 12)
    assert len(windows) == 21 and sum(len(w.indexes) for w in windows) == len(candidates)


# --- against the server ------------------------------------------------------------------------------------

def test_a_long_conversation_forms_everything_it_says(conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "long", said(*LIKINGS))
    result = consolidate_session(conn, DeterministicExtractor(), tenant, "p", "long")
    assert result.outcome == "committed"
    assert (result.proposed, result.committed, result.rejected) == (30, 30, 0)
    assert live_subjects(conn, tenant) == sorted(f"preference:{liking}" for liking in LIKINGS)
    assert [o.index for o in result.candidates] == list(range(30))
    runs = conn.execute("SELECT run_id, proposed, watermark_before, watermark_after FROM memory.formation_runs "
                        "WHERE tenant_id = %s ORDER BY started_at", (tenant,)).fetchall()
    assert [r[0] for r in runs] == list(result.runs) and len(runs) == 3
    assert [r[1] for r in runs] == [12, 12, 6]
    assert all(a[3] == b[2] for a, b in itertools.pairwise(runs))  # consecutive prefixes
    # every window's own outcome events are covered: nothing is left pending
    watermark, last_seq = session_marks(conn, tenant, "long")
    assert watermark == last_seq == result.watermark_after
    assert conn.execute("SELECT count(*) FROM memory.events WHERE tenant_id = %s AND event_type = 'memory.formed'",
                        (tenant,)).fetchone() == (30,)


def test_one_message_over_the_cap_is_still_capped(conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "one", ["I love tea.", " ".join(said(*LIKINGS[1:16])), "I love camping."])
    result = consolidate_session(conn, DeterministicExtractor(), tenant, "p", "one")
    assert result.proposed == 17
    overflow = [o.index for o in result.candidates if o.detail == "overflow"]
    assert overflow == [13, 14, 15]  # the long message's own 13th to 15th candidates
    assert result.committed == 14 and len(result.runs) == 3


class BreaksInTheLastWindow(DeterministicExtractor):
    """Today's rules, but the last candidate carries text the server refuses."""

    def extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                     silenced: Sequence[bool]) -> list[MemoryCandidate]:
        found = super().extract_with(events, context, silenced)
        return [*found[:-1], found[-1].model_copy(update={"statement": "User likes \x00 camping."})]


def test_a_failing_window_keeps_the_windows_before_it_and_leaves_the_rest_pending(
        conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "long", said(*LIKINGS))
    with pytest.raises(psycopg.Error):
        consolidate_session(conn, BreaksInTheLastWindow(), tenant, "p", "long")
    assert len(live_subjects(conn, tenant)) == 24, "two windows, each its own transaction, are kept"
    watermark, _ = session_marks(conn, tenant, "long")
    assert watermark == 24, "the watermark stops before the window that failed"
    rest = consolidate_session(conn, DeterministicExtractor(), tenant, "p", "long")
    assert (rest.proposed, rest.committed, len(rest.runs)) == (6, 6, 1), "the rest is read, once"
    assert live_subjects(conn, tenant) == sorted(f"preference:{liking}" for liking in LIKINGS)
    assert conn.execute("SELECT count(*) FROM memory.belief_sources WHERE tenant_id = %s",
                        (tenant,)).fetchone() == (30,)


class LastReleaseRules(DeterministicExtractor):
    """Today's rules, but cycling keyed on the verb, as an earlier release did."""

    version = "1"

    def extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                     silenced: Sequence[bool]) -> list[MemoryCandidate]:
        return [c.model_copy(update={"subject": "preference:cycle"}) if c.subject == "preference:cycling" else c
                for c in super().extract_with(events, context, silenced)]


def test_replaying_a_long_session_reconciles_every_window(conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "long", said(*LIKINGS))
    assert consolidate_session(conn, LastReleaseRules(), tenant, "p", "long").committed == 30
    assert "preference:cycle" in live_subjects(conn, tenant)
    _, last_seq = session_marks(conn, tenant, "long")

    result = replay_session(conn, DeterministicExtractor(), tenant, "p", "long", "rederive")
    assert result.outcome == "committed" and len(result.runs) == 3
    assert (result.committed, result.retired) == (1, 1)
    assert live_subjects(conn, tenant) == sorted(f"preference:{liking}" for liking in LIKINGS)
    watermark, now_last = session_marks(conn, tenant, "long")
    assert now_last > last_seq and watermark == now_last

    again = replay_session(conn, DeterministicExtractor(), tenant, "p", "long", "rederive")
    assert (again.committed, again.retired, again.proposed) == (0, 0, 30)
    assert {o.detail for o in again.candidates} == {"replay"}


def test_two_workers_on_one_long_session_form_it_once(dsn: str, conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "long", said(*LIKINGS))
    outcomes: list[str] = []
    barrier = threading.Barrier(3)

    def work() -> None:
        with psycopg.connect(dsn, autocommit=True) as own:
            barrier.wait()
            for _ in range(2):
                outcomes.append(consolidate_session(own, DeterministicExtractor(), tenant, "p", "long").outcome)

    threads = [threading.Thread(target=work) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert outcomes.count("committed") >= 1
    assert conn.execute("SELECT count(*), count(DISTINCT subject) FROM memory.beliefs WHERE tenant_id = %s",
                        (tenant,)).fetchone() == (30, 30)
    assert conn.execute("SELECT count(*) FROM memory.belief_sources WHERE tenant_id = %s",
                        (tenant,)).fetchone() == (30,)
    watermark, last_seq = session_marks(conn, tenant, "long")
    assert watermark == last_seq


def test_memform_consolidate_reports_every_window(dsn: str, conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "long", said(*LIKINGS))
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn}
    done = subprocess.run([*MEMFORM, "consolidate", "--session", "long", "--tenant", tenant, "--principal", "p"],
                          capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 0, done.stderr
    assert "proposed 30, committed 30" in done.stdout and "in 3 consolidations" in done.stdout


# --- the hybrid arm, against a real local server that answers, refuses, or fails -------------------------

def hybrid(server: Server, mode: str) -> HybridExtractor:
    server.mode = mode
    return HybridExtractor(ProviderConfig(base_url=f"http://127.0.0.1:{server.server_address[1]}", model="local",
                                          budget=Budget(deadline_seconds=1.0)))


@pytest.mark.parametrize("mode", ["good", "400"])
def test_the_hybrid_asks_once_and_commits_in_windows(conn: psycopg.Connection, tenant: str, server: Server,
                                                     mode: str) -> None:
    closed_conversation(conn, tenant, "long", said(*LIKINGS))
    asked = server.requests
    result = consolidate_session(conn, hybrid(server, mode), tenant, "p", "long")
    assert server.requests - asked == 1, "one model call for the whole prefix"
    assert (result.committed, len(result.runs), result.pending) == (30, 3, False)
    assert conn.execute("SELECT count(*) FROM memory.provider_attempts WHERE tenant_id = %s",
                        (tenant,)).fetchone() == (1,)


def test_a_retryable_provider_failure_loses_nothing_even_when_retries_run_out(
        conn: psycopg.Connection, tenant: str, server: Server) -> None:
    closed_conversation(conn, tenant, "long", said(*LIKINGS))
    failing = hybrid(server, "503")
    start, _ = session_marks(conn, tenant, "long")
    first = consolidate_session(conn, failing, tenant, "p", "long")
    assert (first.committed, first.rejected, first.pending) == (12, 0, True), "the first window, no overflow"
    assert session_marks(conn, tenant, "long")[0] == start, "the whole prefix stays pending for the retry"
    second = consolidate_session(conn, failing, tenant, "p", "long")
    assert (second.committed, second.pending) == (0, True)  # the same window again: same-source replays
    third = consolidate_session(conn, failing, tenant, "p", "long")
    assert third.pending is True and third.provider_attempt == 3, "the third failed attempt gives up on the model"
    assert session_marks(conn, tenant, "long")[0] == 12, "for the first window only"
    turns, result = 3, third
    while result.pending and turns < 20:
        result = consolidate_session(conn, failing, tenant, "p", "long")
        turns += 1
    assert turns == 9, "the rest, windows of 12 and 6, gets its own three attempts per window, as any prefix does"
    exhausted = conn.execute("SELECT (payload ->> 'attempts')::int FROM memory.events WHERE tenant_id = %s "
                             "AND event_type = 'memory.provider_extraction.retry_exhausted'", (tenant,)).fetchall()
    assert exhausted == [(3,), (3,), (3,)]
    assert live_subjects(conn, tenant) == sorted(f"preference:{liking}" for liking in LIKINGS)
    watermark, last_seq = session_marks(conn, tenant, "long")
    assert watermark == last_seq
    assert conn.execute("SELECT count(*) FROM memory.formation_outcomes WHERE tenant_id = %s AND detail = 'overflow'",
                        (tenant,)).fetchone() == (0,)


class NamesTeaOnlyAt(DeterministicExtractor):
    """Today's rules, but tea is read from one message only (an earlier release read it from the first)."""

    def __init__(self, seq: int) -> None:
        super().__init__()
        self.seq = seq

    def extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                     silenced: Sequence[bool]) -> list[MemoryCandidate]:
        return [c for c in super().extract_with(events, context, silenced)
                if c.subject != "preference:tea" or c.source_seqs == (self.seq,)]


def test_a_window_keeps_a_belief_another_window_names(conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "long", said(*LIKINGS[:25], "tea", *LIKINGS[25:]))
    assert consolidate_session(conn, NamesTeaOnlyAt(1), tenant, "p", "long").committed == 30
    result = replay_session(conn, NamesTeaOnlyAt(26), tenant, "p", "long", "rederive")
    assert (result.retired, result.committed, result.reinforced, len(result.runs)) == (0, 0, 1, 3)
    sources = conn.execute("SELECT b.status, array_agg(s.seq ORDER BY s.seq) FROM memory.beliefs b JOIN "
                           "memory.belief_sources s USING (belief_id) WHERE b.tenant_id = %s AND b.subject = "
                           "'preference:tea' GROUP BY b.belief_id, b.status", (tenant,)).fetchall()
    assert sources == [("active", [1, 26])], "one belief, corroborated: not retired and formed again"


class FailsOn(DeterministicExtractor):
    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                     silenced: Sequence[bool]) -> list[MemoryCandidate]:
        if any(self.text in t for e in events for t in e.texts):
            raise KeyError("a defect put in on purpose")
        return super().extract_with(events, context, silenced)


def test_a_message_unread_in_one_window_stops_reconciliation_in_all(conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "long", said(*LIKINGS))
    assert consolidate_session(conn, LastReleaseRules(), tenant, "p", "long").committed == 30
    result = replay_session(conn, FailsOn("camping"), tenant, "p", "long", "rederive")
    assert result.unread is not None and result.unread.seqs == (30,)
    assert result.retired == 0 and "preference:cycle" in live_subjects(conn, tenant)


def test_outcome_records_of_earlier_windows_never_hold_the_watermark_back(conn: psycopg.Connection,
                                                                        tenant: str) -> None:
    conn.execute("SELECT memory.append_event(%s, 'p', 'a', 'user.message.created', '{\"text\": \"I love tea.\"}', "
                 "p_scope => 'project:a')", (tenant,))
    assert consolidate_session(conn, DeterministicExtractor(), tenant, "p", "a").committed == 1
    for text in said(*LIKINGS):
        conn.execute("SELECT memory.append_event(%s, 'p', 'b', 'user.message.created', %s::jsonb, "
                     "p_scope => 'project:b')", (tenant, json.dumps({"text": text})))
    result = consolidate_session(conn, DeterministicExtractor(), tenant, "p", "b")
    assert len(result.runs) == 3 and result.reinforced == 1, "tea, corroborated in a second project"
    assert conn.execute("SELECT count(*) FROM memory.events WHERE tenant_id = %s AND event_type = 'memory.promoted'",
                        (tenant,)).fetchone() == (1,)
    watermark, last_seq = session_marks(conn, tenant, "b")
    assert watermark == last_seq and result.pending is False


def test_remembering_while_a_long_prefix_commits_never_deadlocks(dsn: str, conn: psycopg.Connection,
                                                               tenant: str) -> None:
    for round_ in range(4):
        session = f"long{round_}"
        closed_conversation(conn, tenant, session, said(*LIKINGS))
        errors: list[BaseException] = []

        def remember(session: str = session, errors: list[BaseException] = errors) -> None:
            try:
                with psycopg.connect(dsn, autocommit=True) as own:
                    for liking in reversed(LIKINGS):
                        own.execute("SELECT memory.remember(%s, 'p', %s, %s::jsonb)", (tenant, session, json.dumps(
                            {"belief_type": "preference", "subject": f"preference:{liking}",
                             "statement": f"User loves {liking}."})))
            except BaseException as exc:  # the test reports whatever the thread met
                errors.append(exc)

        thread = threading.Thread(target=remember)
        thread.start()
        result = consolidate_session(conn, DeterministicExtractor(), tenant, "p", session)
        thread.join()
        assert errors == [] and result.outcome == "committed"


CEILING_LIKINGS = [f"gizmo{i}" for i in range(300)]


def test_a_conversation_past_the_scan_ceiling_is_read_in_turns(conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "huge", said(*CEILING_LIKINGS))
    first = consolidate_session(conn, DeterministicExtractor(), tenant, "p", "huge")
    assert first.proposed < 256 and first.pending, "the messages the extractor stopped in stay pending"
    watermark, _ = session_marks(conn, tenant, "huge")
    assert watermark == first.read_through < 300
    second = consolidate_session(conn, DeterministicExtractor(), tenant, "p", "huge")
    assert second.pending is False and first.committed + second.committed == 300
    assert len(live_subjects(conn, tenant)) == 300

    again = replay_session(conn, DeterministicExtractor(), tenant, "p", "huge", "rederive")
    assert (again.proposed, again.committed, again.retired) == (300, 0, 0), "re-read whole, in turns"
    assert {o.detail for o in again.candidates} == {"replay"} and len(again.candidates) == 300


def test_memform_consolidate_reads_a_session_past_the_scan_ceiling_to_its_end(dsn: str, conn: psycopg.Connection,
                                                                             tenant: str) -> None:
    closed_conversation(conn, tenant, "huge", said(*CEILING_LIKINGS))
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn}
    command = [*MEMFORM, "consolidate", "--session", "huge", "--tenant", tenant, "--principal", "p", "--json"]
    first = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    assert first.returncode == 0, first.stderr
    summary = json.loads(first.stdout)
    assert (summary["pending"], summary["proposed"], summary["committed"]) == (False, 300, 300)
    assert len(live_subjects(conn, tenant)) == 300
    again = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    assert again.returncode == 0 and json.loads(again.stdout)["outcome"] == "nothing_new"


class ReadsTeaAsOolongButAt(DeterministicExtractor):
    """Tea said anywhere but at one message is read under another subject: the scan ceiling still counts it."""

    def __init__(self, seq: int, statement: str | None = None) -> None:
        super().__init__()
        self.seq = seq
        self.statement = statement

    def extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                     silenced: Sequence[bool]) -> list[MemoryCandidate]:
        return [c.model_copy(update={"subject": "preference:oolong", "statement": self.statement or c.statement})
                if c.subject == "preference:tea" and c.source_seqs != (self.seq,) else c
                for c in super().extract_with(events, context, silenced)]


def test_a_turn_keeps_a_belief_only_a_later_turn_names(conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "huge", ["I love tea.", *said(*CEILING_LIKINGS[:280]), "I love tea."])
    while consolidate_session(conn, ReadsTeaAsOolongButAt(1), tenant, "p", "huge").pending:
        pass
    result = replay_session(conn, ReadsTeaAsOolongButAt(282), tenant, "p", "huge", "rederive")
    assert len(result.runs) > 20 and (result.retired, result.committed) == (0, 0)
    sources = dict(conn.execute("SELECT b.subject, array_agg(s.seq ORDER BY s.seq) FROM memory.beliefs b JOIN "
                                "memory.belief_sources s USING (belief_id) WHERE b.tenant_id = %s AND b.status = "
                                "'active' AND b.subject IN ('preference:tea', 'preference:oolong') GROUP BY b.subject",
                                (tenant,)).fetchall())
    assert sources == {"preference:tea": [1, 282], "preference:oolong": [1, 282]}, \
        "tea, read from the first message until now and only a later turn names it: kept, not formed again"


def test_a_turn_still_retires_what_no_turn_names(conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "huge", ["I love tea.", *said(*CEILING_LIKINGS[:280])])
    while consolidate_session(conn, DeterministicExtractor(), tenant, "p", "huge").pending:
        pass
    result = replay_session(conn, ReadsTeaAsOolongButAt(0), tenant, "p", "huge", "rederive")
    assert (result.retired, result.committed) == (1, 1) and "preference:tea" not in live_subjects(conn, tenant)


def test_a_later_turn_keeps_a_belief_an_earlier_turn_names(conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "huge", ["I love tea.", *said(*CEILING_LIKINGS[:280]), "I love tea."])
    while consolidate_session(conn, ReadsTeaAsOolongButAt(1), tenant, "p", "huge").pending:
        pass
    result = replay_session(conn, ReadsTeaAsOolongButAt(282, "User loves oolong."), tenant, "p", "huge", "rederive")
    assert result.retired == 0, "oolong, read now from the first message in other words: named by the first turn"
    assert conn.execute("SELECT count(*) FROM memory.beliefs WHERE tenant_id = %s AND subject = 'preference:oolong' "
                        "AND status = 'retired'", (tenant,)).fetchone() == (0,)


def test_one_message_past_the_scan_ceiling_leaves_the_messages_after_it_pending(conn: psycopg.Connection,
                                                                                tenant: str) -> None:
    flood = " ".join(f"I love {liking}." for liking in CEILING_LIKINGS)
    closed_conversation(conn, tenant, "flood", [flood, "I live in Lisbon."])
    first = consolidate_session(conn, DeterministicExtractor(), tenant, "p", "flood")
    assert first.pending and first.read_through == 1, "the flooding message is one consolidation"
    assert (first.committed, first.rejected) == (12, 244), "capped: its overflow is rejected, as ever"
    second = consolidate_session(conn, DeterministicExtractor(), tenant, "p", "flood")
    assert second.pending is False and "location:home" in live_subjects(conn, tenant), "nothing after it is lost"


class CountsCalls(DeterministicExtractor):
    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    def extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                     silenced: Sequence[bool]) -> list[MemoryCandidate]:
        self.calls += 1
        return super().extract_with(events, context, silenced)


def test_a_re_read_in_turns_reads_the_rest_of_the_session_once(conn: psycopg.Connection, tenant: str) -> None:
    likings = [f"gizmo{i}" for i in range(1200)]
    closed_conversation(conn, tenant, "huge", [" ".join(said(*likings[i:i + 3])) for i in range(0, 1200, 3)])
    while consolidate_session(conn, DeterministicExtractor(), tenant, "p", "huge").pending:
        pass
    counting = CountsCalls()
    result = replay_session(conn, counting, tenant, "p", "huge", "rederive")
    assert (result.pending, result.proposed, result.committed, result.retired) == (False, 1200, 0, 0)
    # 1,200 proposals, 85 messages a turn: five turns, and the rest after the first read once more in four calls;
    # read again by every turn, it took six calls more
    assert counting.calls == 5 + 4
