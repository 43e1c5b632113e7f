"""memform: the command line over the embedded cluster and the memory.* functions."""

from __future__ import annotations

import argparse
import json
import math
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, quote, urlsplit, urlunsplit
from uuid import UUID

import psycopg
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from memform import __version__, db, memory
from memform.cluster import ClusterError, EmbeddedCluster
from memform.extract import SHIPPED_EXTRACTORS
from memform.ingest import Progress, ReadInterrupted, ingest_file, read_lines
from memform.jsonl import json_value
from memform.log import due_sessions
from memform.migrate import migrate
from memform.models import UnreadMessages
from memform.report import diagnosis_lines, watermarks

EXTRACTOR_NAMES = sorted(SHIPPED_EXTRACTORS)
PROVIDER_MODES = ("auto", "off", "required")
EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130  # what a shell reports for a command ended by Ctrl-C


def _print_json(value: Any) -> None:
    print(json.dumps(value, indent=2, default=json_value))


class _StopRequest:
    """Whether Ctrl-C asked the work to stop; work that waits on its input says so with waiting(), and a
    Ctrl-C during that wait interrupts it (ReadInterrupted) instead of waiting for input that may never come."""

    def __init__(self) -> None:
        self.requested = threading.Event()
        self._waiting = False

    def __call__(self) -> bool:
        return self.requested.is_set()

    @contextmanager
    def waiting(self) -> Iterator[None]:
        self._waiting = True
        try:
            yield
        finally:
            self._waiting = False

    def on_interrupt(self, signum: int, frame: object) -> None:
        if self.requested.is_set():
            raise KeyboardInterrupt
        self.requested.set()
        if self._waiting:
            raise ReadInterrupted


@contextmanager
def _stop_on_interrupt() -> Iterator[Callable[[], bool]]:
    """For long work that commits piece by piece: the first Ctrl-C asks it to stop between two pieces
    (the one in flight finishes or rolls back whole), a second one interrupts at once."""
    request = _StopRequest()
    if threading.current_thread() is not threading.main_thread():
        yield request.requested.is_set
        return

    previous = signal.signal(signal.SIGINT, request.on_interrupt)
    try:
        yield request
    finally:
        signal.signal(signal.SIGINT, previous)


def _positive_int(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        number = 0
    if number <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive integer, not {value!r}")
    return number


def _embedded_or_none() -> EmbeddedCluster | None:
    return None if db.external_dsn() else EmbeddedCluster.default()


def cmd_up(args: argparse.Namespace) -> int:
    cluster = _embedded_or_none()
    if cluster is None:
        print("MEMFORM_DSN is set: using that server, nothing to start.")
        return EXIT_OK
    started = cluster.up()
    print(f"{'started' if started else 'already running'}: {cluster.dsn()}")
    return EXIT_OK


def cmd_down(args: argparse.Namespace) -> int:
    cluster = _embedded_or_none()
    if cluster is None:
        print("MEMFORM_DSN is set: the external server is not memform's to stop.")
        return EXIT_OK
    print("stopped" if cluster.down() else "not running")
    return EXIT_OK


def cmd_status(args: argparse.Namespace) -> int:
    cluster = _embedded_or_none()
    if cluster is None:
        status: dict[str, Any] = {"mode": "external", "dsn": _masked(db.resolve_dsn())}
        try:
            with db.connect():
                status["reachable"] = True
        except psycopg.Error:
            status["reachable"] = False
    else:
        status = {"mode": "embedded", **asdict(cluster.status())}
    if args.json:
        _print_json(status)
    else:
        for key, value in status.items():
            print(f"{key}: {value}")
    running = status.get("reachable", status.get("running"))
    return EXIT_OK if running else 3


def _masked(dsn: str) -> str:
    """The connection string with its password hidden: status output gets pasted into tickets."""
    try:
        params = conninfo_to_dict(dsn)
    except psycopg.ProgrammingError:
        return "(unparseable connection string)"
    if not params.get("password"):
        return dsn
    if "://" in dsn:
        parts = urlsplit(dsn)
        if parts.password:
            host = parts.netloc.rsplit("@", 1)[1]
            parts = parts._replace(netloc=f"{quote(parts.username or '', safe='')}:***@{host}")
        query = "&".join(f"{k}=***" if k == "password" else f"{k}={v}" for k, v in parse_qsl(parts.query))
        return urlunsplit(parts._replace(query=query))
    return make_conninfo("", **{**params, "password": "***"})


def cmd_dsn(args: argparse.Namespace) -> int:
    print(db.resolve_dsn())
    return EXIT_OK


def cmd_migrate(args: argparse.Namespace) -> int:
    try:
        result = migrate(db.resolve_dsn())
    except RuntimeError as exc:  # a definition file failed: its transaction, every file of it, rolled back
        print(f"memform migrate: {str(exc).splitlines()[0]} (the definitions were rolled back; migrate again once "
              "that is resolved)", file=sys.stderr)
        return EXIT_FAILED
    if args.json:
        _print_json(asdict(result))
    else:
        print(f"migrations applied: {len(result.applied_migrations)}"
              + (f" ({', '.join(result.applied_migrations)})" if result.applied_migrations else ""))
        print(f"definitions re-applied: {len(result.definition_files)} files")
        scheduling = result.scheduling
        if scheduling.get("scheduled"):
            print(f"pg_cron jobs: {', '.join(str(j) for j in scheduling.get('jobs', []))}")
        else:
            print(f"pg_cron: not scheduled ({scheduling.get('reason')}); `memform worker` keeps the timers itself")
    return EXIT_OK


def cmd_ingest(args: argparse.Namespace) -> int:
    path = None if args.file == "-" else Path(args.file)  # None: standard input
    if path is not None and path.is_dir():
        print(f"memform ingest: {path} is a directory, not a file", file=sys.stderr)
        return EXIT_USAGE
    if path is not None and not path.is_file():
        print(f"memform ingest: no such file: {path}", file=sys.stderr)
        return EXIT_USAGE
    # progress goes to stderr whenever it is a terminal: --json only shapes stdout
    with db.connect(autocommit=True) as conn, _stop_on_interrupt() as stop:
        report = ingest_file(conn, path, stop=stop)
    if args.json:
        _print_json(asdict(report))
    else:
        print(f"{report.appended} of {report.lines} lines appended, {report.already_present} already in the log, "
              f"{len(report.errors)} rejected")
        for err in report.errors:
            print(f"  line {err.line}: {err.error}", file=sys.stderr)
    if report.interrupted_at is not None:
        print(f"memform ingest: interrupted at line {report.interrupted_at}: the lines before it were handled, "
              f"it and the rest were not read (appending again skips lines with a derivation_key, not the others)",
              file=sys.stderr)
        return EXIT_INTERRUPTED
    return EXIT_FAILED if report.errors else EXIT_OK


def _parse_aware(value: str) -> datetime:
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"not an ISO 8601 timestamp: {value!r}") from exc
    if parsed.tzinfo is None:
        raise argparse.ArgumentTypeError("timestamp needs a time zone, e.g. 2026-11-29T10:00:00Z")
    return parsed


def cmd_due(args: argparse.Namespace) -> int:
    with db.connect(autocommit=True) as conn:
        sessions = due_sessions(conn, args.limit, args.at)
    if args.json:
        _print_json([s.model_dump() for s in sessions])  # timestamps as every other --json output has them
        return EXIT_OK
    if not sessions:
        print("no session is due")
    for s in sessions:
        print(f"{s.tenant_id}/{s.principal_id}/{s.session_id} [{s.scope}] due {s.due_at.isoformat()} "
              f"seq {s.watermark_seq + 1}..{s.last_seq} pending")
    return EXIT_OK


def cmd_extract(args: argparse.Namespace) -> int:
    from memform.extract.cli_io import InputError, extract_lines, parse_lines

    try:
        # bytes: a line that is not UTF-8 is an input error; lines end as ingest's do
        events = parse_lines(read_lines(sys.stdin.buffer))
    except InputError as exc:
        print(f"memform extract: {exc}", file=sys.stderr)
        return EXIT_USAGE
    extractor = SHIPPED_EXTRACTORS[args.extractor]()
    out = sys.stdout
    unread: list[tuple[str, UnreadMessages]] = []
    for candidate in extract_lines(extractor, events, lambda session, gap: unread.append((session, gap))):
        out.write(json.dumps(candidate, ensure_ascii=False) + "\n")
    for session, gap in unread:
        _report_unread("extract", session, gap)
    return EXIT_FAILED if unread else EXIT_OK


def _in_windows(summary: dict[str, Any]) -> str:
    """A prefix longer than the commit cap was committed as several consolidations: say how many."""
    runs = len(summary.get("runs") or ())
    return f" in {runs} consolidations" if runs > 1 else ""


def _report_unread(command: str, session: str, unread: UnreadMessages) -> None:
    seqs = ", ".join(map(str, unread.seqs))
    print(f"memform {command}: session {session}: the extractor failed on seq {seqs} ({unread.error}); "
          "the session's other events were read without it", file=sys.stderr)


def cmd_eval(args: argparse.Namespace) -> int:
    from memform.evaluation import CorpusError, evaluate_corpus, load_corpus, msc_scores

    if args.paired:
        return _paired_eval(args)
    extractor = SHIPPED_EXTRACTORS[args.extractor]()
    if args.msc:
        try:
            scores = msc_scores(extractor, args.msc)
        except FileNotFoundError as exc:
            print(f"memform eval: {exc}", file=sys.stderr)
            return EXIT_USAGE
        print(json.dumps(scores, indent=None if args.json else 2))
        return EXIT_OK
    try:
        cases = load_corpus(args.corpus)
    except CorpusError as exc:
        print(f"memform eval: {exc}", file=sys.stderr)
        return EXIT_USAGE
    report = evaluate_corpus(extractor, cases)
    totals = report.totals()
    if args.json:
        _print_json({"totals": totals, "passed": report.passed,
                     "cases": [{**asdict(c), "fully_supported": c.fully_supported} for c in report.cases]})
    else:
        for case in report.cases:
            mark = "ok " if (case.fully_supported if case.kind == "positive" else not case.produced) else "NO "
            print(f"{mark} {case.kind:9} {case.id}")
            for label, items in (("missing", case.missing), ("unexpected", case.unexpected),
                                 ("fabricated", case.fabricated)):
                for item in items:
                    print(f"      {label}: {item.get('belief_type')} {item.get('subject')} {item.get('polarity')}"
                          + (f" | {item['statement']}" if "statement" in item else ""))
        for key, value in totals.items():
            if key == "by_style":
                for style, row in value.items():
                    print(f"style {style}: " + ", ".join(f"{k} {v}" for k, v in row.items()))
            else:
                print(f"{key}: {value}")
    return EXIT_OK if report.passed else EXIT_FAILED


def cmd_worker(args: argparse.Namespace) -> int:
    from memform.worker import Worker, WorkerOptions

    if args.now is not None and not args.once:
        print("memform worker: --now only makes sense with --once (the clock does not move otherwise)", file=sys.stderr)
        return EXIT_USAGE
    positive = {"--batch-size": args.batch_size, "--concurrency": args.concurrency,
                "--poll-interval": args.poll_interval, "--maintenance-interval": args.maintenance_interval}
    for option, value in positive.items():
        if not (math.isfinite(value) and value > 0):
            print(f"memform worker: {option} must be positive and finite, not {value}", file=sys.stderr)
            return EXIT_USAGE
    if args.provider_mode not in PROVIDER_MODES:  # argparse does not check a default taken from the environment
        print(f"memform worker: MEMFORM_PROVIDER_MODE must be {', '.join(PROVIDER_MODES[:-1])} or "
              f"{PROVIDER_MODES[-1]}, not {args.provider_mode!r}", file=sys.stderr)
        return EXIT_USAGE
    options = WorkerOptions(batch_size=args.batch_size, poll_interval=args.poll_interval, once=args.once,
                            maintenance_interval=args.maintenance_interval,
                            concurrency=args.concurrency, now=args.now, extractor=args.extractor,
                            provider_mode=args.provider_mode)
    return Worker(db.resolve_dsn(), options).run()


_FIND_SESSIONS = (
    "SELECT tenant_id, principal_id, session_id, last_seq, watermark_seq FROM memory.session_overview "
    "WHERE session_id = %(session)s AND (%(tenant)s::text IS NULL OR tenant_id = %(tenant)s) "
    "AND (%(principal)s::text IS NULL OR principal_id = %(principal)s)"
)


def cmd_consolidate(args: argparse.Namespace) -> int:
    from memform.worker import consolidate_to_end

    with db.connect(autocommit=True) as conn:
        matches = conn.execute(_FIND_SESSIONS, {"session": args.session, "tenant": args.tenant,
                                                "principal": args.principal}).fetchall()
        if len(matches) != 1:
            found = "no session" if not matches else f"{len(matches)} sessions"
            within = (f" for {args.tenant or '*'}/{args.principal or '*'}" if args.tenant or args.principal
                      else "")
            advice = "" if not matches else "; narrow with --tenant/--principal"
            print(f"memform consolidate: {found} named {args.session!r}{within}{advice}", file=sys.stderr)
            return EXIT_USAGE
        tenant, principal, session, last_seq, watermark = matches[0]
        interrupted = False
        if last_seq == watermark:
            summary: dict[str, Any] = {"session": session, "outcome": "nothing_new", "watermark_before": watermark,
                                       "watermark_after": watermark}
        else:
            extractor = SHIPPED_EXTRACTORS[args.extractor]()
            # a session past the scan ceiling is read in several consolidations, each committed: say how far it is
            progress = Progress(f"consolidate {session}", "events", last_seq - watermark)
            with _stop_on_interrupt() as stop:
                try:
                    result = consolidate_to_end(conn, extractor, tenant, principal, session,
                                                go_on=lambda: not stop(),
                                                read_through=lambda seq: progress(seq - watermark))
                finally:
                    progress.close()
                interrupted = stop() and result.pending
            summary = {"session": session, **result.model_dump(mode="json")}
            if result.unread is not None:
                _report_unread("consolidate", session, result.unread)
    if args.json:
        _print_json(summary)
    elif summary["outcome"] == "committed":
        print(f"{session}: proposed {summary['proposed']}, committed {summary['committed']}, reinforced "
              f"{summary['reinforced']}, superseded {summary['superseded']}, conflicted {summary['conflicted']}, "
              f"rejected {summary['rejected']}{_in_windows(summary)} "
              f"(watermark {summary['watermark_before']} -> {summary['watermark_after']})"
              + ("; part of the session stays pending for the next consolidation" if summary["pending"] else ""))
        for outcome in summary["candidates"]:
            print(f"  #{outcome['index']}: {outcome['outcome']} ({outcome['detail']})")
    else:
        print(f"{session}: {summary['outcome']}")
    if interrupted:
        print(f"memform consolidate: interrupted after reading through event {summary['read_through']} of "
              f"{last_seq} (what it read is committed; the rest stays pending for the next consolidation)",
              file=sys.stderr)
        return EXIT_INTERRUPTED
    return EXIT_OK if summary["outcome"] in ("committed", "nothing_new") and not summary.get("unread") else EXIT_FAILED


def _identity(args: argparse.Namespace) -> tuple[str, str] | None:
    if not args.tenant or not args.principal:
        print("memform: say whose memory: --tenant and --principal (or MEMFORM_TENANT, MEMFORM_PRINCIPAL)",
              file=sys.stderr)
        return None
    return args.tenant, args.principal


def _belief_id(value: str) -> UUID:
    try:
        return UUID(value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"not a belief id: {value!r}") from exc


def cmd_list(args: argparse.Namespace) -> int:
    who = _identity(args)
    if who is None:
        return EXIT_USAGE
    with memory.bound_connection(*who) as conn:
        beliefs = memory.list_beliefs(conn, *who, include_inactive=args.all, belief_type=args.type, scope=args.scope,
                                      subject=args.subject, session=args.session,
                                      flagged=True if args.flagged else None)
    if args.json:
        _print_json(beliefs)
        return EXIT_OK
    if not beliefs:
        print("no beliefs")
    for b in beliefs:
        marks = (("review", b["flagged_for_review"]), ("low-signal", b["low_signal"]),
                 ("sensitive", b["sensitivity"] == "sensitive"), ("contradicted", b["contradiction_group"] is not None))
        flags = ",".join(name for name, on in marks if on)
        where = f"  ({b['scope']})" if b["scope"] != "user" else ""  # a project's belief does not travel
        print(f"{b['belief_id']}  {b['status']:11} {b['authority']:8} {float(b['confidence']):.2f}  "
              f"{b['subject']:28} {b['statement']}{where}" + (f"  [{flags}]" if flags else ""))
    return EXIT_OK


def cmd_get(args: argparse.Namespace) -> int:
    who = _identity(args)
    if who is None:
        return EXIT_USAGE
    with memory.bound_connection(*who) as conn:
        belief = memory.get_belief(conn, *who, args.belief_id)
    if args.json:
        _print_json(belief)
        return EXIT_OK
    for key in ("belief_id", "belief_type", "subject", "statement", "polarity", "authority", "confidence", "status",
                "scope", "origin_scopes", "portability", "sensitivity", "flagged_for_review", "low_signal",
                "contradiction_group", "corroboration_count", "valid_from", "valid_to", "expires_at", "superseded_by"):
        print(f"{key:20} {belief.get(key)}")
    run = belief.get("formation_run") or {}
    print(f"{'formed by':20} run {run.get('run_id')} ({run.get('trigger')}, {run.get('extractor')} "
          f"v{run.get('extractor_version')}, {run.get('policy_version')})")
    for source in belief["sources"]:
        text = source["text"] or "(no text)"
        print(f"{'source':20} {source['session']} #{source['seq']} {source['event_type']}: {text}")
    for link in belief["links"]:
        print(f"{link['kind']:20} {link['direction']} {link['belief_id']} ({link['status']}): {link['statement']}")
    for change in belief["confidence_history"]:
        print(f"{'change':20} {change['changed_at']}: {change['rule']} "
              f"{change['from_confidence']} -> {change['to_confidence']}")
    return EXIT_OK


def cmd_correct(args: argparse.Namespace) -> int:
    if args.command == "reject":
        # an option the kind does not read would be dropped silently: `--kind untrue --statement ...` would
        # retire the belief with no replacement when `--kind changed` was meant
        if args.statement is not None and args.kind != "changed":
            print(f"memform reject: --statement goes with --kind changed; a {args.kind} correction takes none",
                  file=sys.stderr)
            return EXIT_USAGE
        if args.scope is not None and args.kind != "not_here":
            print(f"memform reject: --scope goes with --kind not_here; a {args.kind} correction takes none",
                  file=sys.stderr)
            return EXIT_USAGE
    who = _identity(args)
    if who is None:
        return EXIT_USAGE
    with memory.bound_connection(*who) as conn:
        if args.command == "edit":
            result = memory.edit_belief(conn, *who, args.belief_id, args.statement)
        elif args.command == "delete":
            result = memory.delete_belief(conn, *who, args.belief_id)
        else:
            result = memory.correct_belief(conn, *who, args.belief_id, args.kind, args.statement, args.scope)
    if args.json:
        _print_json(result)
    elif args.command == "delete":
        print(f"deleted {result['belief_id']}; only its hash is kept so it is never formed again")
    else:
        replacement = f", replaced by {result['replacement_id']}" if result.get("replacement_id") else ""
        print(f"{result['kind']}: {result['belief_id']} is now {result['status']}{replacement}")
    return EXIT_OK


def cmd_formations(args: argparse.Namespace) -> int:
    who = _identity(args)
    if who is None:
        return EXIT_USAGE
    with memory.bound_connection(*who) as conn:
        runs = memory.formations(conn, *who, args.session, args.limit)
    if args.json:
        _print_json(runs)
        return EXIT_OK
    if not runs:
        print("no formation runs" + (f" for session {args.session}" if args.session else ""))
    for r in runs:
        print(f"{r['started_at']:%Y-%m-%d %H:%M:%S} {r['run_id']} {r['trigger']:8} {r['session_id'] or '-':24} "
              f"wm {watermarks(r)} {r['extractor']} v{r['extractor_version']} "
              f"{r['policy_version']}: proposed {r['proposed']}, committed {r['committed']}, reinforced "
              f"{r['reinforced']}, superseded {r['superseded']}, conflicted {r['conflicted']}, "
              f"rejected {r['rejected']}" + (f", retired {r['retired']}" if r["retired"] else ""))
    return EXIT_OK


def cmd_diagnose(args: argparse.Namespace) -> int:
    who = _identity(args)
    if who is None:
        return EXIT_USAGE
    with memory.bound_connection(*who) as conn:
        diagnosis = memory.diagnose(conn, *who, args.session)
    if args.json:
        _print_json(diagnosis)
        return EXIT_OK
    print("\n".join(diagnosis_lines(diagnosis)))
    return EXIT_OK


def cmd_replay(args: argparse.Namespace) -> int:

    who = _identity(args)
    if who is None:
        return EXIT_USAGE
    if not args.confirm:
        target = f"session {args.session}" if args.command == "replay" else f"every session of {who[1]}"
        print(f"memform {args.command}: re-forms {target} from the log; add --confirm to do it", file=sys.stderr)
        return EXIT_USAGE
    extractor = SHIPPED_EXTRACTORS[args.extractor]()
    interrupted = False
    with memory.bound_connection(*who) as conn:
        if args.command == "replay":
            # a session past the scan ceiling is re-read in turns: say how far the re-read is
            turns = Progress(f"replay {args.session}", "events", None)

            def read(seq: int, end: int) -> None:
                turns.total = end
                turns(seq)

            try:
                results = [(args.session, memory.replay_session(conn, extractor, *who, args.session,
                                                                read_through=read))]
            finally:
                turns.close()
        else:
            progress = Progress("rederive", "sessions", 0)

            def step(done: int, of: int) -> None:
                progress.total = of
                progress(done)

            with _stop_on_interrupt() as stop:
                try:
                    results = memory.rederive_principal(conn, extractor, *who, step, stop)
                finally:
                    progress.close()
                interrupted = stop() and len(results) < progress.total
    summary = [{"session": session, **result.model_dump(mode="json", exclude={"candidates"})}
               for session, result in results]
    for session, result in results:
        if result.unread is not None:
            _report_unread(args.command, session, result.unread)
        if result.provider_failed:
            print(f"memform {args.command}: session {session}: the model provider failed, so the rules alone read "
                  "(part of) it and nothing was retired; run it again when the provider answers", file=sys.stderr)
        elif result.outcome != "committed" or result.pending:
            print(f"memform {args.command}: session {session}: another consolidation of it kept "
                  f"{'this one' if result.outcome != 'committed' else 'part of this one'} out; run it again",
                  file=sys.stderr)
    if args.json:
        _print_json(summary)
    else:
        if not summary and not interrupted:
            print(f"no sessions to re-derive for {who[0]}/{who[1]}")
        for item in summary:
            print(f"{item['session']}: {item['outcome']}, committed {item['committed']}, reinforced "
                  f"{item['reinforced']}, rejected {item['rejected']}, retired {item['retired']}{_in_windows(item)}")
    if interrupted:
        print(f"memform rederive: interrupted after {len(summary)} of {progress.total or len(summary)} sessions "
              "(each one re-derived is committed; running it again re-derives them all)", file=sys.stderr)
        return EXIT_INTERRUPTED
    return EXIT_OK if all(item["outcome"] == "committed" and not item["pending"] and not item["unread"]
                          and not item["provider_failed"] for item in summary) else EXIT_FAILED


def _paired_eval(args: argparse.Namespace) -> int:
    from memform.evaluation import paired_evaluation
    from memform.extract.activation import default_artifact_path
    from memform.extract.provider import ProviderConfig

    config = ProviderConfig.from_env()
    if config is None:
        print("memform eval --paired: set MEMFORM_PROVIDER_BASE_URL and MEMFORM_PROVIDER_MODEL", file=sys.stderr)
        return EXIT_USAGE
    path = Path(args.artifact) if args.artifact else default_artifact_path()
    passed, report = paired_evaluation(config, db.resolve_dsn(), path)
    if args.json:
        _print_json(report)
    else:
        for name, score in report["scores"].items():
            print(f"{name:13} " + ", ".join(f"{k} {v}" for k, v in score.items()))
        for item in report["diagnostics"]:
            if item["provider_added"] or item["rejections"]["hybrid"] or item["provider_attempt"] not in (
                    None, "succeeded"):
                print(f"  {item['case']}: added {item['provider_added']}, attempt {item['provider_attempt']}, "
                      f"rejected {item['rejections']}")
        print(f"published {report['published']}" if passed else "not published: " + "; ".join(report["problems"]))
    return EXIT_OK if passed else EXIT_FAILED


def cmd_demo(args: argparse.Namespace) -> int:
    from memform.demo import run_demo

    return run_demo()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="memform",
        description="PostgreSQL-native memory formation for AI agents. Uses MEMFORM_DSN when set, "
        "otherwise the embedded cluster under $MEMFORM_HOME (default ./.memform).",
    )
    parser.add_argument("--version", action="version", version=f"memform {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    sub.add_parser("up", help="create and start the embedded cluster").set_defaults(func=cmd_up)
    sub.add_parser("down", help="stop the embedded cluster").set_defaults(func=cmd_down)
    p = sub.add_parser("status", help="show the cluster or server in use (exit 3 when not running; "
                       "a password in MEMFORM_DSN is masked)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_status)
    sub.add_parser("dsn", help="print the connection string in use").set_defaults(func=cmd_dsn)
    p = sub.add_parser("migrate", help="apply migrations, then re-apply functions/, triggers/, sql/")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_migrate)
    p = sub.add_parser("ingest", help="append a JSON-lines file of events, one transaction per line")
    p.add_argument("file", help="the file, read line by line; - for standard input")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.set_defaults(func=cmd_ingest)
    p = sub.add_parser("due", help="list sessions whose formation is due")
    p.add_argument("--limit", type=_positive_int, default=100, help="at most this many (default 100)")
    p.add_argument("--at", type=_parse_aware, default=None, help="evaluate at this time (with zone)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_due)
    p = sub.add_parser("extract", help="read events as JSON lines on stdin, write candidates as JSON lines",
                       description="Each input line: session, type (or event_type), author_role (or role; implied "
                       "by the type when absent), seq (when absent, the line's position in its session), text "
                       "and/or parts, optionally tenant, principal, scope. An ingest file is valid input. A bad "
                       "line exits 2 before anything is extracted. Events the extractor fails on are named on "
                       "stderr, their session is read without them, and the exit is 1.")
    p.add_argument("--extractor", default="deterministic", choices=EXTRACTOR_NAMES)
    p.set_defaults(func=cmd_extract)
    p = sub.add_parser("eval", help="score the extractor on the labeled corpus (exit 1 on a fabrication or a "
                       "memory from a protected case), or on MSC files with --msc GLOB")
    p.add_argument("--extractor", default="deterministic", choices=EXTRACTOR_NAMES)
    p.add_argument("--corpus", metavar="FILE",
                   help="a labeled corpus of the same format instead of the shipped one (a bad line exits 2 "
                        "before anything is scored)")
    p.add_argument("--msc", metavar="GLOB",
                   help="MSC persona-summary files, e.g. '../shared/eval/msc/session_*/valid.txt'")
    p.add_argument("--paired", action="store_true",
                   help="deterministic vs hybrid arms in scratch databases; publish the provider evidence artifact "
                        "only when the hybrid arm passes (exit 1 and write nothing otherwise)")
    p.add_argument("--artifact", help="where to publish (default $MEMFORM_PROVIDER_EVIDENCE or "
                                      ".memform/provider-evidence.json)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_eval)
    p = sub.add_parser("worker", help="form memories from due sessions: LISTEN/NOTIFY with a polling fallback; "
                       "exit 0 when stopped cleanly, 3 if the database is unreachable (at start or when stopped), "
                       "otherwise 1 if a consolidation failed or a message went unread (the extractor failed on it)")
    p.add_argument("--batch-size", type=int, default=20, help="due sessions taken per query (default 20)")
    p.add_argument("--poll-interval", type=float, default=5.0, help="seconds between polls at most (default 5)")
    p.add_argument("--maintenance-interval", type=float, default=300.0,
                   help="without pg_cron the worker runs maintenance itself, at most this often in seconds "
                        "(default 300)")
    p.add_argument("--once", action="store_true", help="one sweep over everything due, then exit")
    p.add_argument("--concurrency", type=int, default=1, help="worker threads, each with its own connection")
    p.add_argument("--now", type=_parse_aware, default=None, help="with --once: judge due-ness at this time")
    p.add_argument("--extractor", default=None, choices=EXTRACTOR_NAMES,
                   help="force an extractor (default: chosen by --provider-mode)")
    p.add_argument("--provider-mode", default=os.environ.get("MEMFORM_PROVIDER_MODE", "auto"),
                   choices=PROVIDER_MODES,
                   help="auto: the provider only with a matching evidence artifact; off: never; required: refuse "
                        "to start without one (default $MEMFORM_PROVIDER_MODE or auto)")
    p.set_defaults(func=cmd_worker)
    ident = argparse.ArgumentParser(add_help=False)
    ident.add_argument("--tenant", default=os.environ.get("MEMFORM_TENANT"), help="default $MEMFORM_TENANT")
    ident.add_argument("--principal", default=os.environ.get("MEMFORM_PRINCIPAL"), help="default $MEMFORM_PRINCIPAL")
    p = sub.add_parser("consolidate", parents=[ident],
                       help="form what is pending in a session now, due or not (it does not close the session); "
                       "the session is looked up within --tenant/--principal ($MEMFORM_TENANT/$MEMFORM_PRINCIPAL) "
                       "when given; a long session is read to its end with progress on stderr, and Ctrl-C stops it "
                       "between two reads, each committed (exit 130)")
    p.add_argument("--session", required=True)
    p.add_argument("--extractor", default="deterministic", choices=EXTRACTOR_NAMES)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_consolidate)
    p = sub.add_parser("list", parents=[ident], help="the principal's beliefs")
    p.add_argument("--all", action="store_true", help="include superseded, expired and retired beliefs")
    p.add_argument("--type", choices=["fact", "preference", "relationship", "user_model_attr", "procedure_pointer"])
    p.add_argument("--scope")
    p.add_argument("--subject", help="a subject key, or a prefix such as device")
    p.add_argument("--session", help="only beliefs with a source in this session")
    p.add_argument("--flagged", action="store_true", help="only beliefs flagged for review or low-signal")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_list)
    p = sub.add_parser("get", parents=[ident], help="one belief with its sources, run, links and history")
    p.add_argument("belief_id", type=_belief_id)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_get)
    p = sub.add_parser("edit", parents=[ident], help="correct a belief's statement (a 'changed' correction)")
    p.add_argument("belief_id", type=_belief_id)
    p.add_argument("--statement", required=True)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_correct)
    p = sub.add_parser("reject", parents=[ident], help="correct a belief: untrue, changed, not_here or unspecified")
    p.add_argument("belief_id", type=_belief_id)
    p.add_argument("--kind", required=True, choices=["untrue", "changed", "not_here", "unspecified"])
    p.add_argument("--statement", help="the corrected statement (changed)")
    p.add_argument("--scope", help="where it does not hold (not_here), e.g. project:billing")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_correct)
    p = sub.add_parser("delete", parents=[ident], help="delete a belief for good; only a hash is kept")
    p.add_argument("belief_id", type=_belief_id)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_correct)
    p = sub.add_parser("formations", parents=[ident], help="the principal's consolidation runs")
    p.add_argument("--session")
    p.add_argument("--limit", type=_positive_int, default=50, help="the latest this many runs (default 50)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_formations)
    p = sub.add_parser("diagnose", parents=[ident], help="one session's formation lifecycle (no message bodies)")
    p.add_argument("--session", required=True)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_diagnose)
    for name, text in (("replay", "re-form one session from its original events, retiring what the extractor no "
                                  "longer derives from them (needs --confirm)"),
                       ("rederive", "re-form every session of the principal, retiring what the extractor no longer "
                                    "derives (needs --confirm)")):
        p = sub.add_parser(name, parents=[ident], help=text)
        if name == "replay":
            p.add_argument("--session", required=True)
        p.add_argument("--confirm", action="store_true")
        p.add_argument("--extractor", default="deterministic", choices=EXTRACTOR_NAMES)
        p.add_argument("--json", action="store_true")
        p.set_defaults(func=cmd_replay)
    sub.add_parser("demo", help="start, migrate, ingest the bundled sample, run the worker once and show "
                       "what memform believes").set_defaults(
        func=cmd_demo
    )
    return parser


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _environment_problem(args: argparse.Namespace) -> str | None:
    """A setting every command reads, checked once up front rather than failing as a traceback inside one."""
    for name, value in vars(args).items():
        if isinstance(value, str) and name != "file":  # a path may be any bytes
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:  # bytes a non-UTF-8 terminal or environment passed through
                shown = value.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
                return f"--{name.replace('_', '-')} is not UTF-8: '{shown}'"
    port = os.environ.get("MEMFORM_TCP_PORT")
    if port and not db.external_dsn():
        try:
            number = int(port)
        except ValueError:
            number = 0
        if not 1 <= number <= 65535 and args.command not in ("extract", "eval"):
            return f"MEMFORM_TCP_PORT must be a port number from 1 to 65535, not {port!r}"
    return None


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    problem = _environment_problem(args)
    if problem:
        print(f"memform: {problem}", file=sys.stderr)
        return EXIT_USAGE
    try:
        return int(args.func(args))
    except KeyboardInterrupt:
        print("memform: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # the reader went away (`memform formations --json | head`): not an error of ours
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK
    except ClusterError as exc:
        print(f"memform: {_one_line(str(exc))}", file=sys.stderr)
        return EXIT_FAILED
    except OSError as exc:  # a directory memform cannot create, a file it cannot read
        where = f": {exc.filename}" if exc.filename else ""
        print(f"memform: {_one_line(exc.strerror or str(exc))}{where}", file=sys.stderr)
        return EXIT_FAILED
    except psycopg.OperationalError as exc:
        if exc.sqlstate is None:  # no server answered
            print(f"memform: cannot connect: {_one_line(str(exc))}", file=sys.stderr)
            return EXIT_FAILED
        return _refused(exc)
    except psycopg.Error as exc:
        return _refused(exc)


def _refused(exc: psycopg.Error) -> int:
    code = exc.diag.sqlstate or "?"
    message = exc.diag.message_primary or str(exc).strip().splitlines()[0]
    hint = f" ({exc.diag.message_hint})" if exc.diag.message_hint else ""
    print(f"memform: refused, {code}: {message}{hint}", file=sys.stderr)
    return EXIT_FAILED


if __name__ == "__main__":
    sys.exit(main())
