"""The formation worker: wake on NOTIFY (or poll), take due sessions, extract, commit.

Any number of workers may run against one database: memory.commit_formation's advisory
claim and watermark check make a session form exactly once. A session in flight when the
worker is told to stop is finished or left pending, never half-written (its commit is one
transaction).
"""

from __future__ import annotations

import json
import os
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, TextIO

import psycopg
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from memform.extract import SHIPPED_EXTRACTORS, ExtractionContext, KnownBelief, MemoryCandidateExtractor, SourceEvent
from memform.extract.activation import ActivationRefused, select_extractor
from memform.extract.deterministic import SCAN_CEILING
from memform.extract.isolate import extract_around_failures
from memform.extract.provider import ExtractionCancelled, HybridExtractor
from memform.formation import (
    commit_cap,
    commit_formation,
    formation_job,
    named_subjects_limit,
    prefix_start,
    session_context,
    session_prefix,
)
from memform.jsonl import json_value
from memform.log import claim_due_sessions, defer_claim, release_claim, renew_claim
from memform.models import CommitResult, DueSession, Extraction, FormationJob, PrefixShare
from memform.windows import chained, formation_windows, merged_result, window_job, window_unread

POLICY_VERSION = "formation@7"
CHANNEL = "memform_formation"
_LISTEN = "LISTEN memform_formation"
_SECONDS_UNTIL_NEXT_DUE = "SELECT EXTRACT(EPOCH FROM memory.next_due_at() - now())"
_MAINTENANCE_SCHEDULED = "SELECT memory.maintenance_scheduled()"
_RUN_MAINTENANCE = "SELECT memory.run_maintenance()"
_RECORD_ATTEMPT = "SELECT memory.record_provider_attempt(%(attempt)s)"
_KNOWN_BELIEFS = "SELECT subject, statement FROM memory.list_beliefs(%(tenant)s, %(principal)s)"
_REFUSED_SOURCE = "SELECT memory.eligibility_reason(%(text)s, true)"
# How far back before a prefix the extractor is shown (ExtractionContext.preceding), so that state an
# earlier batch set up (a role-play the user cast) carries into this one: the last PRECEDING_MESSAGES
# user messages among the last PRECEDING_EVENTS events, PRECEDING_BYTES of payload at most. Bounded so
# that a long session does not make every consolidation read its whole history; a role-play cast
# further back than that is not seen, and the user's messages are read as their own, as if the session
# had begun at the lookback.
PRECEDING_MESSAGES = 50
PRECEDING_EVENTS = 1000
PRECEDING_BYTES = 256 * 1024
# A test hook: pause between extraction and commit so a test can kill the worker there.
PAUSE_BEFORE_COMMIT_ENV = "MEMFORM_WORKER_PAUSE_BEFORE_COMMIT"

EXIT_OK = 0
EXIT_FAILURES = 1
EXIT_USAGE = 2
EXIT_UNREACHABLE = 3


@dataclass(frozen=True)
class WorkerOptions:
    batch_size: int = 20
    poll_interval: float = 5.0
    once: bool = False
    concurrency: int = 1
    now: datetime | None = None
    extractor: str | None = None  # None: chosen by provider_mode and the evidence artifact
    provider_mode: str = "auto"
    lease_seconds: float = 120.0
    maintenance_interval: float = 300.0
    # A session whose consolidation failed is left alone for retry_base seconds, doubling
    # with each further failure up to retry_cap (its lease is kept that long).
    retry_base: float = 1.0
    retry_cap: float = 300.0


@dataclass
class WorkerStats:
    consolidated: int = 0
    contended: int = 0
    stale: int = 0
    failed: int = 0
    retried: int = 0  # a commit that lost a deadlock or a serialization conflict, released for a retry
    disconnects: int = 0
    unread: int = 0  # messages the extractor failed on, passed over so their sessions could form
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, outcome: str, count: int = 1) -> None:
        with self.lock:
            setattr(self, outcome, getattr(self, outcome) + count)


class JsonLog:
    """One JSON object per line: what a supervisor or log pipeline reads."""

    def __init__(self, stream: TextIO = sys.stderr):
        self.stream = stream
        self.lock = threading.Lock()

    def __call__(self, event: str, **fields: Any) -> None:
        line = json.dumps({"ts": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "event": event, **fields},
                          default=json_value)
        with self.lock:
            self.stream.write(line + "\n")
            self.stream.flush()


def consolidate_session(
    conn: psycopg.Connection,
    extractor: MemoryCandidateExtractor,
    tenant: str,
    principal: str,
    session: str,
    job: FormationJob | None = None,
) -> CommitResult:
    """Read the prefix, extract, commit: one consolidation through the governed functions.

    A worker passes the job as it selected it, so a session another worker consolidated
    in the meantime comes back stale instead of being consolidated again."""
    job = job or formation_job(conn, tenant, principal, session)
    events = [SourceEvent.from_prefix(e) for e in session_prefix(conn, job)]
    with conn.cursor(row_factory=dict_row) as cur:
        cur.execute(_KNOWN_BELIEFS, {"tenant": tenant, "principal": principal})
        known = tuple(KnownBelief.model_validate(row) for row in cur.fetchall())
    refused: frozenset[int] = frozenset()
    if getattr(extractor, "sends_sources", False):  # screened by the database's own source gates
        refused = frozenset(e.seq for e in events if e.is_owner_assertion(principal) and conn.execute(
            _REFUSED_SOURCE, {"text": "\n".join(e.texts)}).fetchone() != (None,))
    preceding = tuple(SourceEvent.from_prefix(e)
                      for e in session_context(conn, job, PRECEDING_MESSAGES, PRECEDING_EVENTS, PRECEDING_BYTES))
    context = ExtractionContext(principal=principal, scope=job.scope, known_beliefs=known, refused_sources=refused,
                                preceding=preceding)
    policy_version = getattr(extractor, "policy_version", POLICY_VERSION)
    try:
        candidates, unread = extract_around_failures(extractor, events, context)
    except ExtractionCancelled as cancelled:
        _record_attempt(conn, cancelled.attempt, extractor, tenant, principal, session, policy_version, job.scope)
        raise
    pause = float(os.environ.get(PAUSE_BEFORE_COMMIT_ENV, "0") or 0)
    if pause > 0:
        print(json.dumps({"event": "extracted", "tenant": tenant, "principal": principal, "session": session,
                          "candidates": len(candidates)}),
              file=sys.stderr, flush=True)
        time.sleep(pause)
    attempt = getattr(extractor, "last_attempt", None)
    if attempt is not None:
        _record_attempt(conn, attempt, extractor, tenant, principal, session, policy_version, job.scope)
        if attempt.outcome != "succeeded" and job.reconcile:
            # without the model's reading (not configured, skipped, failed) the run cannot tell what the
            # model arm no longer derives: reconciling would retire everything only the model found
            job = job.model_copy(update={"reconcile": False})
    failure = None
    if attempt is not None and attempt.outcome == "failed" and attempt.failure_kind != "not_configured":
        # A re-read is run again by whoever asked for it: a retry a worker would make from the watermark never
        # reads this prefix again. So it reads on with the rules alone (reconciling nothing), and says so.
        failure = {"retryable": attempt.retryable and job.replay_from is None, "kind": attempt.failure_kind}
    extraction = Extraction(extractor=extractor.name, extractor_version=extractor.version,
                            policy_version=policy_version, proposed=len(candidates), provider_failure=failure,
                            unread=unread)
    cap = commit_cap(conn) if len(candidates) > 1 else 1
    windows = formation_windows(prefix_start(job), job.prefix_end, [e.seq for e in events], candidates, cap)
    if failure is not None and failure["retryable"]:
        # The prefix stays pending for a retry, which reads it whole again: only its first window is committed,
        # so that if this was the last attempt nothing is lost as overflow (the rest stays pending).
        windows = windows[:1]
    elif len(candidates) >= SCAN_CEILING and len(windows) > 1:
        # The extractor stopped at its scan ceiling, somewhere in the last window's messages: they and the
        # rest of the prefix stay pending for the next consolidation instead of being passed unread.
        windows = windows[:-1]
    elif len(candidates) >= SCAN_CEILING and (stopped_in := max(max(c.source_seqs) for c in candidates)) > (
            windows[0].after):
        # It stopped inside one message (or one span a candidate cites) that proposed past the ceiling: that is
        # one consolidation, capped; the messages after it stay pending.
        windows = [replace(windows[0], through=min(stopped_in, windows[0].through))]
    if len(windows) == 1 and windows[0].through == job.prefix_end:
        result = commit_formation(conn, job, candidates, extraction)
        if result.outcome != "committed":
            return result
        return result.model_copy(update={"runs": (result.run_id,), "read_through": job.prefix_end,
                                         "provider_failed": failure is not None})
    if unread is not None and job.reconcile:
        job = job.model_copy(update={"reconcile": False})  # the reading is incomplete in one window: in all
    # what the re-read names outside this window: in the other windows, and in the turns before this one
    named = tuple(sorted({*(c.subject.strip() for c in candidates), *(job.named_subjects or ())})) \
        if job.reconcile else None
    if named is not None and (windows[-1].through < job.prefix_end or job.named_subjects is not None):
        # Stopped at the scan ceiling: a belief read here whose subject only the rest of the session names must
        # not be retired now and formed again from there by the next turn. The rest is read once, by the first
        # turn: the turns after it are handed what it named (reading the rest again in every turn made a re-read
        # quadratic in its turns), and what they name themselves joins it, within the same bound.
        limit = named_subjects_limit(conn)
        later = frozenset() if job.named_subjects is not None else _subjects_named_after(
            extractor, events, context, windows[-1].through, limit)
        everything = None if later is None else {*named, *later}
        if everything is None or len(everything) > limit:
            job, named = job.model_copy(update={"reconcile": False}), None
        else:
            named = tuple(sorted(everything))
    results: list[CommitResult] = []
    watermark = job.watermark_before
    for window in windows:
        part = [candidates[i] for i in window.indexes]
        share = PrefixShare(proposed=len(candidates), first_run=results[0].run_id if results else None)
        result = commit_formation(conn, window_job(job, window, watermark, named), part, extraction.model_copy(
            update={"proposed": len(part), "unread": window_unread(unread, window), "prefix": share}))
        if result.outcome != "committed":
            if not results:
                return result  # contended or stale: nothing was written
            break  # another worker took the session between two windows: the rest is its to form
        results.append(result)
        watermark = result.watermark_after if result.watermark_after is not None else watermark
    merged = merged_result(windows, results, complete=len(results) == len(windows)
                           and windows[-1].through == job.prefix_end)
    return merged.model_copy(update={"provider_failed": failure is not None,
                                     **({"named_subjects": named} if merged.pending else {})})


def consolidate_to_end(conn: psycopg.Connection, extractor: MemoryCandidateExtractor, tenant: str, principal: str,
                       session: str, job: FormationJob | None = None,
                       go_on: Callable[[], bool] = lambda: True,
                       read_through: Callable[[int], None] | None = None) -> CommitResult:
    """consolidate_session, again from where it stopped while the extractor stops at its scan ceiling, until the
    job's prefix is read (or go_on() says no between two consolidations: a worker stopping, a user's Ctrl-C, or a
    peer that leased the session meanwhile): a session past the ceiling is not left half formed. A retryable
    provider failure keeps the prefix pending for the retry it scheduled. read_through(seq) hears the last message
    of the prefix each consolidation read, for progress."""
    job = job or formation_job(conn, tenant, principal, session)
    result = consolidate_session(conn, extractor, tenant, principal, session, job)
    while (result.outcome == "committed" and result.watermark_after is not None
           and result.watermark_after > job.watermark_before):
        if read_through is not None:
            read_through(result.watermark_after if result.read_through is None else result.read_through)
        if not (result.pending and result.provider_attempt is None and go_on()):
            break
        job = job.model_copy(update={"watermark_before": result.watermark_after})
        result = chained(result, consolidate_session(conn, extractor, tenant, principal, session, job))
    return result


def _subjects_named_after(extractor: MemoryCandidateExtractor, events: Sequence[SourceEvent],
                          context: ExtractionContext, through: int, limit: int) -> frozenset[str] | None:
    """What the extractor names in the events after through, read in calls of at most the scan ceiling;
    None when that cannot be known without sending text to a model, an event is unreadable, or it is more
    than limit subjects."""
    if getattr(extractor, "sends_sources", False):
        return None
    named: set[str] = set()
    rest = [e for e in events if e.seq > through]
    while rest:
        found, unread = extract_around_failures(extractor, rest, context)
        if unread is not None:
            return None
        named.update(c.subject.strip() for c in found)
        if len(named) > limit:
            return None
        if len(found) < SCAN_CEILING:
            break
        # read again from the message the extractor stopped in, or past it when it stopped in the first
        stopped_in = max(max(c.source_seqs) for c in found)
        rest = [e for e in rest if e.seq >= stopped_in and e.seq > rest[0].seq]
    return frozenset(named)


def _record_attempt(conn: psycopg.Connection, attempt: Any, extractor: MemoryCandidateExtractor, tenant: str,
                    principal: str, session: str, policy_version: str, scope: str) -> None:
    conn.execute(_RECORD_ATTEMPT, {"attempt": Jsonb({
        **attempt.audit(), "tenant": tenant, "principal": principal, "session": session,
        "extractor_version": extractor.version, "policy_version": policy_version, "scope": scope})})


class Worker:
    def __init__(self, dsn: str, options: WorkerOptions, log: Callable[..., None] | None = None):
        self.dsn = dsn
        self.options = options
        self.log = log or JsonLog()
        self.stats = WorkerStats()
        self.stopping = threading.Event()
        # consecutive failures per session, for the back-off; shared by this worker's threads
        self._failures: dict[tuple[str, str, str], int] = {}
        self._failures_lock = threading.Lock()
        self._disconnected: set[str] = set()  # threads whose last connection attempt failed

    def stop(self, *_: object) -> None:
        self.stopping.set()

    def run(self) -> int:
        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGINT, self.stop)
            signal.signal(signal.SIGTERM, self.stop)
        try:
            psycopg.connect(self.dsn).close()
        except psycopg.OperationalError as exc:
            self.log("worker.unreachable", error=str(exc).strip())
            return EXIT_UNREACHABLE
        try:
            _, selection = self._extractor()
        except ActivationRefused as exc:
            self.log("worker.refused", error=str(exc))
            return EXIT_USAGE
        self.log("worker.started", **{k: v for k, v in vars(self.options).items() if v is not None})
        self.log("extractor.selected", **selection)
        threads = [threading.Thread(target=self._loop, name=f"memform-worker-{i}", daemon=True)
                   for i in range(max(1, self.options.concurrency))]
        for thread in threads:
            thread.start()
        while any(t.is_alive() for t in threads):
            for thread in threads:
                thread.join(timeout=0.2)
        self.log("worker.stopped", consolidated=self.stats.consolidated, contended=self.stats.contended,
                 stale=self.stats.stale, failed=self.stats.failed, retried=self.stats.retried, unread=self.stats.unread,
                 disconnects=self.stats.disconnects)
        if self._disconnected:
            return EXIT_UNREACHABLE  # it stopped while the database was out of reach
        return EXIT_FAILURES if self.stats.failed or self.stats.unread else EXIT_OK

    def _loop(self) -> None:
        worker_id = f"{socket.gethostname()}:{os.getpid()}:{threading.current_thread().name}"
        extractor, _ = self._extractor()
        keeps_maintenance = threading.current_thread().name.endswith("-0")
        next_maintenance = time.monotonic()
        name = threading.current_thread().name
        backoff = 1.0
        while not self.stopping.is_set():
            try:
                with psycopg.connect(self.dsn, autocommit=True) as conn:
                    conn.execute(_LISTEN)
                    backoff = 1.0
                    if name in self._disconnected:
                        self._disconnected.discard(name)
                        self.log("worker.reconnected")
                    while not self.stopping.is_set():
                        worked = self._sweep(conn, extractor, worker_id)
                        if self.options.once:
                            return
                        if keeps_maintenance and time.monotonic() >= next_maintenance:
                            self._maintain(conn)
                            next_maintenance = time.monotonic() + self.options.maintenance_interval
                        if not worked:
                            self._wait(conn)
            except psycopg.OperationalError as exc:
                # the database went away (restart, network): not a failed consolidation
                self.stats.add("disconnects")
                self._disconnected.add(name)
                self.log("worker.disconnected", error=str(exc).strip()[:300], retry_in=backoff)
                if self.options.once:
                    return
                self.stopping.wait(backoff)
                backoff = min(backoff * 2, 60.0)
            except psycopg.Error as exc:
                # e.g. a role without the memory_worker grants: retrying will not help
                self.stats.add("failed")
                self.log("worker.error", sqlstate=exc.diag.sqlstate, error=str(exc).strip().splitlines()[0][:300])
                return

    def _extractor(self) -> tuple[MemoryCandidateExtractor, dict[str, Any]]:
        if self.options.extractor is not None:
            extractor, selection = SHIPPED_EXTRACTORS[self.options.extractor](), {
                "extractor": self.options.extractor, "reason": "chosen"}
        else:
            extractor, selection = select_extractor(self.options.provider_mode)
        if isinstance(extractor, HybridExtractor):
            extractor.cancel = self.stopping
        return extractor, selection

    def _sweep(self, conn: psycopg.Connection, extractor: MemoryCandidateExtractor, worker_id: str) -> bool:
        """Every due session this worker can lease; each one at most once per sweep."""
        attempted: set[tuple[str, str, str]] = set()
        worked = False
        while not self.stopping.is_set():
            leased = claim_due_sessions(conn, worker_id, self.options.batch_size, self.options.lease_seconds,
                                        self.options.now)
            due = [s for s in leased if (s.tenant_id, s.principal_id, s.session_id) not in attempted]
            for session in leased:  # taken again in this sweep: free for the next one (or a peer) at once
                if (session.tenant_id, session.principal_id, session.session_id) in attempted:
                    release_claim(conn, session, worker_id)
            if not due:
                return worked
            for index, session in enumerate(due):
                if self.stopping.is_set():
                    for unstarted in due[index:]:
                        release_claim(conn, unstarted, worker_id)
                    return worked
                key = (session.tenant_id, session.principal_id, session.session_id)
                attempted.add(key)
                outcome = self._consolidate(conn, extractor, session, worker_id)
                if outcome == "committed":
                    worked = True
                    with self._failures_lock:
                        self._failures.pop(key, None)
                elif isinstance(outcome, float):  # failed: keep the lease for the back-off
                    defer_claim(conn, session, worker_id, outcome, self.options.now)
                else:
                    release_claim(conn, session, worker_id)
        return worked

    def _retry_in(self, key: tuple[str, str, str]) -> float:
        """The back-off after one more failure of this session: retry_base, doubling, at most retry_cap."""
        with self._failures_lock:
            failures = self._failures.pop(key, 0) + 1
            self._failures[key] = failures  # most recent last, so the oldest go first when trimmed
            while len(self._failures) > 10_000:
                del self._failures[next(iter(self._failures))]
        return float(min(self.options.retry_base * 2 ** min(failures - 1, 32), self.options.retry_cap))

    def _consolidate(self, conn: psycopg.Connection, extractor: MemoryCandidateExtractor,
                     due: DueSession, worker_id: str) -> str | float:
        """"committed"; "release" (skipped, cancelled, or retry at once); or, when it failed, the seconds
        to leave the session alone before a retry."""
        started = time.perf_counter()
        where = {"tenant": due.tenant_id, "principal": due.principal_id, "session": due.session_id}
        job = FormationJob(tenant=due.tenant_id, principal=due.principal_id, session=due.session_id, scope=due.scope,
                           watermark_before=due.watermark_seq, prefix_end=due.last_seq)
        try:
            result = consolidate_to_end(
                conn, extractor, due.tenant_id, due.principal_id, due.session_id, job,
                # each commit clears the lease: take it again before reading on, unless a peer took it meanwhile
                lambda: not self.stopping.is_set() and renew_claim(conn, due, worker_id, self.options.lease_seconds,
                                                                   self.options.now))
        except ExtractionCancelled:
            self.log("consolidation.cancelled", **where)
            return "release"  # the prefix stays pending for the next worker
        except psycopg.Error as exc:
            if conn.broken or exc.sqlstate is None or exc.sqlstate.startswith("08"):
                raise  # the connection is gone: the loop reconnects
            if exc.sqlstate.startswith("40"):
                # deadlock or serialization failure: this one commit rolled back, the connection
                # is fine; release the lease so the session is retried at once
                self.stats.add("retried")
                self.log("consolidation.retry", **where, sqlstate=exc.sqlstate, error=str(exc).strip()[:300])
                return "release"
            # anything else the server refused (a lock or statement timeout included) is a failure
            # of this session: back off
            self.stats.add("failed")
            retry_in = self._retry_in((due.tenant_id, due.principal_id, due.session_id))
            self.log("consolidation.failed", **where, sqlstate=exc.diag.sqlstate, error=str(exc).strip()[:300],
                     retry_in=retry_in)
            return retry_in
        except Exception as exc:  # an extractor bug must not take the worker down; the prefix stays pending
            self.stats.add("failed")
            retry_in = self._retry_in((due.tenant_id, due.principal_id, due.session_id))
            self.log("consolidation.failed", **where, error=f"{type(exc).__name__}: {str(exc)[:300]}",
                     retry_in=retry_in)
            return retry_in
        elapsed_ms = round((time.perf_counter() - started) * 1000, 1)
        if result.pending:
            release_claim(conn, due, worker_id)  # renewed for a read that did not commit: free it for the next one
        if result.outcome != "committed":
            self.stats.add(result.outcome)
            self.log("consolidation.skipped", **where, outcome=result.outcome, ms=elapsed_ms)
            return "release"
        self.stats.add("consolidated")
        if result.unread is not None:
            self.stats.add("unread", len(result.unread.seqs))
            self.log("consolidation.unread", **where, run_id=result.run_id, seqs=list(result.unread.seqs),
                     error=result.unread.error)
        self.log("consolidation.committed", **where, run_id=result.run_id,
                 watermark=[result.watermark_before, result.watermark_after], proposed=result.proposed,
                 committed=result.committed, reinforced=result.reinforced, superseded=result.superseded,
                 conflicted=result.conflicted, rejected=result.rejected, ms=elapsed_ms,
                 **({"windows": list(result.runs)} if len(result.runs) > 1 else {}))
        return "committed"

    def _maintain(self, conn: psycopg.Connection) -> None:
        """Without pg_cron the worker keeps the maintenance timer: sweep until no work is left."""
        row = conn.execute(_MAINTENANCE_SCHEDULED).fetchone()
        if row and row[0]:
            return
        for _ in range(1000):
            if self.stopping.is_set():
                return
            result = conn.execute(_RUN_MAINTENANCE).fetchone()
            summary = result[0] if result else {}
            self.log("maintenance.swept", **{k: v for k, v in summary.items() if k != "run_id"})
            if not summary.get("more"):
                return

    def _wait(self, conn: psycopg.Connection) -> None:
        """Sleep until a notification, the earliest time a session becomes claimable (memory.next_due_at
        counts leases and back-offs), or the poll interval, whichever is first. A notification only wakes
        the worker: its payload is not read (it may be empty), the sweep claims whatever is due."""
        row = conn.execute(_SECONDS_UNTIL_NEXT_DUE).fetchone()
        until_due = float(row[0]) if row and row[0] is not None else None
        timeout = self.options.poll_interval if until_due is None else max(0.05, min(until_due,
                                                                                     self.options.poll_interval))
        deadline = time.monotonic() + timeout
        while not self.stopping.is_set():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return
            for _ in conn.notifies(timeout=min(remaining, 0.5), stop_after=1):
                return
