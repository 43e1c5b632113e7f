"""When an extractor raises on a batch, find the messages it cannot read and read the rest.

A message the extractor fails on (a bug the message's text happens to reach) would otherwise fail
its whole batch on every retry: nothing later in the session would ever form. Instead the batch is
split in halves until the events that fail on their own are found, and the batch is read again
without them. The failure is pinned on a message only when that message fails alone too, with and
without the context; a failure that no single event reproduces (a transient error, or one that
needs two messages together) or that every event does (the context is to blame) is raised as it
was, for the caller's back-off.
"""

from __future__ import annotations

import traceback
from collections.abc import Sequence
from pathlib import Path

from memform.extract.port import ExtractionContext, MemoryCandidateExtractor, SourceEvent
from memform.extract.provider import ExtractionCancelled
from memform.models import MemoryCandidate, UnreadMessages


def extract_around_failures(
    extractor: MemoryCandidateExtractor, events: Sequence[SourceEvent], context: ExtractionContext
) -> tuple[list[MemoryCandidate], UnreadMessages | None]:
    """The extractor's candidates for the events, and the events it could not read (None: it read all).

    Raises the extractor's own exception when no event is to blame: none fails alone, every one does
    (then the context is, e.g. a known belief or a preceding message), or one fails alone only with the
    context; and when the batch still fails without the events that are."""
    try:
        return extractor.extract(events, context), None
    except ExtractionCancelled:
        raise
    except Exception as failure:
        # The search must not send text anywhere: a model call per half would be unaudited and paid
        # for. An extractor that sends text carries its local rules as `deterministic`; a failure in
        # its model arm alone is not pinned on a message and backs off as before.
        local = getattr(extractor, "deterministic", extractor)
        halves = _halves(events) if local is extractor else [list(events)]  # the whole batch just failed
        unreadable = [event for half in halves for event in _failing_alone(local, half, context)]
        bare = ExtractionContext(principal=context.principal, scope=context.scope)
        unreadable = [event for event in unreadable if _fails(local, [event], bare)]
        if not unreadable or (len(events) > 1 and len(unreadable) == len(events)):
            raise
        seqs = {event.seq for event in unreadable}
        readable = [event for event in events if event.seq not in seqs]
        try:
            candidates = extractor.extract(readable, context) if readable else []
        except ExtractionCancelled:
            raise
        except Exception:
            raise failure from None
        return candidates, UnreadMessages(seqs=tuple(sorted(seqs)), error=describe(failure))


def _halves(events: Sequence[SourceEvent]) -> list[list[SourceEvent]]:
    middle = len(events) // 2
    return [list(events[:middle]), list(events[middle:])] if len(events) > 1 else [list(events)]


def _fails(extractor: MemoryCandidateExtractor, events: list[SourceEvent], context: ExtractionContext) -> bool:
    try:
        extractor.extract(events, context)
    except ExtractionCancelled:
        raise
    except Exception:
        return True
    return False


def _failing_alone(extractor: MemoryCandidateExtractor, events: list[SourceEvent],
                   context: ExtractionContext) -> list[SourceEvent]:
    """The events on which the extractor raises when given that event alone, found by halving:
    about 2·k·log2(n) calls for k such events among n."""
    if not events or not _fails(extractor, events, context):
        return []
    if len(events) == 1:
        return events
    return [event for half in _halves(events) for event in _failing_alone(extractor, half, context)]


def describe(failure: BaseException) -> str:
    """The exception's type and the innermost frame it came from, never its message: a message can
    quote the user's text, and this is kept in the log after a forget."""
    frames = traceback.extract_tb(failure.__traceback__)
    if not frames:
        return type(failure).__name__
    last = frames[-1]
    return f"{type(failure).__name__} at {Path(last.filename).name}:{last.lineno} in {last.name}"[:200]
