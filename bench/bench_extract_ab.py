"""Deterministic extractor, this tree against an earlier revision, side by side in one process.

    .venv/bin/python bench/bench_extract_ab.py [REV] [--rounds N] [--msc GLOB]

bench_extract.py reports messages per second, which on a shared machine moves by a tenth from one minute to the
next; a change worth a few percent is lost in that. Here both extractors are loaded into one process (REV, default
HEAD, checked out into a temporary git worktree, and this tree), the MSC development split is cut into chunks, and
every round reads each chunk with both, alternating which goes first. Times are this thread's CPU time; each
chunk keeps its best time per side. The ratio printed is REV's time over this tree's: above 1, this tree is faster.
"""

from __future__ import annotations

import argparse
import gc
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_MSC = str(ROOT.parent / "shared" / "eval" / "msc" / "session_*" / "valid.txt")
CHUNKS = 32


def load(shim: Path, msc: str) -> tuple[Any, Any, list[list[Any]]]:
    """The extractor of the package under shim, with the MSC sessions as its own SourceEvents: each package's
    modules are imported afresh (the other's set aside), so the two live side by side."""
    for name in [n for n in sys.modules if n == "memform" or n.startswith("memform.")]:
        del sys.modules[name]
    sys.path.insert(0, str(shim))
    try:
        import memform
        from memform.evaluation import _msc_turns
        from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
    finally:
        sys.path.pop(0)
    package: ModuleType = memform
    if not Path(str(package.__file__)).resolve().is_relative_to(shim.resolve()):
        raise SystemExit(f"memform was imported from {package.__file__}, not from {shim}")
    by_session: dict[str, list[Any]] = {}
    for session, seq, text, _ in _msc_turns(msc):
        by_session.setdefault(session, []).append(
            SourceEvent(seq=seq, event_type="user.message.created", author_role="user", texts=(text,)))
    if not by_session:
        raise SystemExit(f"no MSC sessions match {msc}")
    extractor, context = DeterministicExtractor(), ExtractionContext()
    sessions = list(by_session.values())
    for events in sessions:  # its patterns compiled before anything is timed
        extractor.extract(events, context)
    return extractor, context, sessions


def race(sides: dict[str, tuple[Any, Any, list[list[Any]]]], rounds: int) -> dict[str, list[float]]:
    """Each side's best CPU time per chunk of the sessions, the two alternating which reads a chunk first."""
    count = len(sides["rev"][2])
    bounds = [(i * count // CHUNKS, (i + 1) * count // CHUNKS) for i in range(CHUNKS)]
    best = {side: [float("inf")] * CHUNKS for side in sides}
    gc.collect()
    gc.disable()  # a collection lands on whichever side happens to allocate past the threshold
    try:
        for round_ in range(rounds):
            order = ["rev", "tree"] if round_ % 2 == 0 else ["tree", "rev"]
            for chunk, (lo, hi) in enumerate(bounds):
                for side in order:
                    extractor, context, sessions = sides[side]
                    start = time.thread_time()
                    for events in sessions[lo:hi]:
                        extractor.extract(events, context)
                    best[side][chunk] = min(best[side][chunk], time.thread_time() - start)
                order.reverse()
            print(f"round {round_ + 1}/{rounds}", file=sys.stderr)
    finally:
        gc.enable()
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("rev", nargs="?", default="HEAD", help="the revision to compare with (default HEAD)")
    parser.add_argument("--rounds", type=int, default=6, help="reads of every chunk by each side (default 6)")
    parser.add_argument("--msc", default=DEFAULT_MSC)
    args = parser.parse_args()
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    with tempfile.TemporaryDirectory(prefix="memform-ab-") as tmp:
        worktree = Path(tmp) / "rev"
        added = subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(worktree), args.rev],
                               capture_output=True, text=True)
        if added.returncode != 0:
            raise SystemExit(f"cannot check out {args.rev}: {added.stderr.strip()}")
        try:  # the checkout stays while it runs: a module it imports late is read from there
            sides = {"rev": load(worktree / "python_shim", args.msc), "tree": load(ROOT / "python_shim", args.msc)}
            best = race(sides, args.rounds)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(worktree)],
                           capture_output=True, check=False)
    messages = sum(len(events) for events in sides["rev"][2])
    for side, label in (("rev", args.rev), ("tree", "this tree")):
        print(f"{label}: {messages / sum(best[side]):,.0f} messages/s (CPU, best of {args.rounds} per chunk)")
    print(f"ratio {args.rev} / this tree: {sum(best['rev']) / sum(best['tree']):.3f} (above 1: this tree is faster)")


if __name__ == "__main__":
    main()
