"""A prefix the extractor read in one call, committed in windows of at most commit_cap candidates.

The database consumes at most commit_cap candidates per consolidation and rejects the rest as
overflow: that bounds what one pathological message can commit. A long prefix read at once (a
conversation imported whole, a replay or re-derivation of a long session) is many ordinary messages,
not one pathological one, so it is committed as consecutive consolidations over consecutive runs of
its messages, each holding at most commit_cap candidates. A window never cuts between the sources of
one candidate, so a single message (or a span one candidate cites) that proposes more than the cap is
still one consolidation, and its overflow is still rejected.

Each window is its own transaction, like any consolidation: it takes its subject locks before the
session's row, in the order every writer uses, so it cannot deadlock with a remember or a correction,
and a client appending to the session waits for one window, not for all of them. A window that fails
leaves the windows before it committed and the rest of the prefix pending, as a consolidation that
fails leaves its prefix.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from memform.models import CandidateOutcome, CommitResult, FormationJob, MemoryCandidate, UnreadMessages


@dataclass(frozen=True)
class Window:
    after: int  # the last seq before the window
    through: int  # its last seq
    indexes: tuple[int, ...]  # positions of its candidates in the extractor's list, in that order


def formation_windows(after: int, through: int, seqs: Sequence[int], candidates: Sequence[MemoryCandidate],
                      cap: int) -> list[Window]:
    """Cut (after, through] at message boundaries into consecutive windows of at most cap candidates.

    seqs are the prefix's event seqs in order. A candidate belongs to the window holding its last source
    (the first window when no source lies in the prefix: its commit rejects and audits it); no cut falls
    between a candidate's first and last source. Greedy: before the message that would take a window
    past the cap, it closes at the latest message where a cut is allowed."""
    if len(candidates) <= cap or not seqs:
        return [Window(after, through, tuple(range(len(candidates))))]
    inside = [seq for seq in seqs if after < seq <= through]
    first_seq = inside[0] if inside else through
    ending: dict[int, list[int]] = {}
    firsts: list[int] = []  # the first and last sources of the candidates that cite more than one message
    lasts: list[int] = []
    for index, candidate in enumerate(candidates):
        last = min(max(candidate.source_seqs), through)
        last = last if last > after else first_seq
        ending.setdefault(last, []).append(index)
        first = max(min(candidate.source_seqs), after)
        if first < last:
            firsts.append(first)
            lasts.append(last)
    firsts.sort()
    lasts.sort()
    windows: list[Window] = []
    start, held = after, 0
    cut: tuple[int, int] | None = None  # the latest seq a window may end at, and the candidates through it
    for seq in inside:
        arriving = len(ending.get(seq, ()))
        if arriving and held + arriving > cap and cut is not None:
            windows.append(_window(start, cut[0], ending))
            start, held, cut = cut[0], held - cut[1], None
        held += arriving
        # no candidate has its first source at or before seq and its last after it
        if held and bisect_right(firsts, seq) == bisect_right(lasts, seq):
            cut = (seq, held)
    windows.append(_window(start, through, ending))
    return windows


def _window(after: int, through: int, ending: dict[int, list[int]]) -> Window:
    return Window(after, through, tuple(sorted(i for seq, found in ending.items() if after < seq <= through
                                               for i in found)))


def window_job(job: FormationJob, window: Window, watermark: int,
               named_subjects: tuple[str, ...] | None) -> FormationJob:
    """The job for one window, given the session's watermark after the windows before it."""
    update: dict[str, object] = {"watermark_before": watermark, "prefix_end": window.through}
    if job.replay_from is not None:
        update["replay_from"] = window.after
        if job.reconcile:
            update["named_subjects"] = named_subjects
            # what every window names is named in each, so each may retire what has every source in all of them
            update["reconcile_from"] = job.replay_from if job.reconcile_from is None else job.reconcile_from
            update["reconcile_through"] = job.prefix_end if job.reconcile_through is None else job.reconcile_through
    return job.model_copy(update=update)


def window_unread(unread: UnreadMessages | None, window: Window) -> UnreadMessages | None:
    if unread is None:
        return None
    seqs = tuple(s for s in unread.seqs if window.after < s <= window.through)
    return unread.model_copy(update={"seqs": seqs}) if seqs else None


def merged_result(windows: Sequence[Window], results: Sequence[CommitResult], complete: bool) -> CommitResult:
    """One result for the windows' consolidations: counts summed, each outcome at the candidate's index in
    the extractor's list, the runs in order (run_id is the last one's); pending when part of the prefix was
    left for another consolidation."""
    outcomes = sorted((o.model_copy(update={"index": window.indexes[o.index]})
                       for window, result in zip(windows, results, strict=False) for o in result.candidates),
                      key=lambda o: o.index)
    return _summed(results, outcomes).model_copy(update={
        "pending": not complete or any(r.pending for r in results),
        "read_through": windows[len(results) - 1].through,
    })


def chained(before: CommitResult, then: CommitResult) -> CommitResult:
    """Two consolidations of one session in turn (a replay re-read in turns): counts summed, the second's
    candidate indexes after the first's."""
    if then.outcome != "committed":
        return before.model_copy(update={"pending": True})
    return _summed((before, then), (*before.candidates, *(o.model_copy(update={"index": o.index + before.proposed})
                                                          for o in then.candidates)))


_COUNTS = ("proposed", "committed", "reinforced", "superseded", "conflicted", "rejected", "retired")


def _summed(results: Sequence[CommitResult], outcomes: Sequence[CandidateOutcome]) -> CommitResult:
    """The last result, with the counts, unread seqs and runs of all of them and the given outcomes."""
    unread = [r.unread for r in results if r.unread is not None]
    return results[-1].model_copy(update={
        "watermark_before": results[0].watermark_before,
        **{count: sum(getattr(r, count) for r in results) for count in _COUNTS},
        "unread": unread[0].model_copy(update={"seqs": tuple(s for u in unread for s in u.seqs)}) if unread else None,
        "candidates": tuple(outcomes),
        "runs": tuple(run for r in results for run in (r.runs or ((r.run_id,) if r.run_id else ()))),
        "provider_failed": any(r.provider_failed for r in results),
    })
