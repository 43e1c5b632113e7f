"""Run the same work on several threads at once, released together by a barrier."""

from __future__ import annotations

import threading
from collections.abc import Callable


def run_concurrently(count: int, work: Callable[[int], object]) -> list[object]:
    """Each thread's return value, or the exception it raised, in thread order."""
    barrier = threading.Barrier(count)
    results: list[object] = [None] * count

    def wrapped(i: int) -> None:
        try:
            barrier.wait()
            results[i] = work(i)
        except BaseException as exc:  # handed back to the test, which asserts on it
            results[i] = exc

    threads = [threading.Thread(target=wrapped, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    return results


def errors_of(results: list[object]) -> list[BaseException]:
    return [r for r in results if isinstance(r, BaseException)]
