"""Deterministic extractor throughput: messages per second, single process, and time to first candidate.

    .venv/bin/python bench/bench_extract.py [--msc GLOB]

Uses the MSC development split when it is there (../shared/eval/msc), else the bundled corpus repeated.
"""

from __future__ import annotations

import argparse
import compileall
import glob
import subprocess
import sys
import time
from pathlib import Path

from memform.evaluation import _msc_turns, load_corpus
from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent

DEFAULT_MSC = str(Path(__file__).resolve().parents[2] / "shared" / "eval" / "msc" / "session_*" / "valid.txt")
FIRST_CANDIDATE = (
    "import time; t = time.perf_counter(); "
    "from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent; "
    "c = DeterministicExtractor().extract([SourceEvent(seq=1, event_type='user.message.created', "
    "author_role='user', texts=('I have an Apple Watch.',))], ExtractionContext()); "
    "assert c; print(time.perf_counter() - t)"
)


def sessions_from(pattern: str) -> list[list[SourceEvent]]:
    if glob.glob(pattern):
        by_session: dict[str, list[SourceEvent]] = {}
        for session, seq, text, _ in _msc_turns(pattern):
            by_session.setdefault(session, []).append(
                SourceEvent(seq=seq, event_type="user.message.created", author_role="user", texts=(text,)))
        return list(by_session.values())
    cases = [[SourceEvent(seq=e["seq"], event_type=e["type"], author_role=e["author_role"], texts=(e["text"],))
              for e in case["events"]] for case in load_corpus()]
    return cases * 200


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--msc", default=DEFAULT_MSC)
    args = parser.parse_args()
    sessions = sessions_from(args.msc)
    messages = sum(len(s) for s in sessions)
    extractor, context = DeterministicExtractor(), ExtractionContext()
    rates = []
    for _ in range(3):
        start = time.perf_counter()
        for events in sessions:
            extractor.extract(events, context)
        rates.append(messages / (time.perf_counter() - start))
    rates.sort()
    # The interpreter starts as an installed package's would, with its bytecode compiled (an editable install and
    # PYTHONDONTWRITEBYTECODE leave none, and compiling the rules from source costs about 200 ms more)
    compileall.compile_dir(str(Path(__file__).resolve().parents[1] / "python_shim"), quiet=1)
    firsts = sorted(float(subprocess.run([sys.executable, "-c", FIRST_CANDIDATE], capture_output=True, text=True,
                                         check=True).stdout) for _ in range(5))
    print(f"extract: {messages:,} messages, median {rates[1]:,.0f} messages/s single process (target >= 5,000)")
    print("time to first candidate (import + first extract, fresh interpreter, bytecode compiled): "
          f"median {firsts[2] * 1e3:.0f} ms")


if __name__ == "__main__":
    main()
