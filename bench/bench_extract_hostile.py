"""Deterministic extractor on long hostile messages: time grows with the length, not its square.

    .venv/bin/python bench/bench_extract_hostile.py [--chars N]

A user message has no length limit, and the worker extracts it in one call, so one message built to
make a rule backtrack (the same trigger word thousands of times, with no sentence end) could stall
formation for every session behind it. For each shape the message is built at N and 4N characters and
extracted side by side; the ratio of the two times is about 4 when the cost is linear and about 16
when it is quadratic. A ratio above 8 is printed as QUADRATIC and the exit status is 1.
"""

from __future__ import annotations

import argparse
import sys
import time

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent

# Trigger words of the rules and of the voice regions (quotes, lead-ins, writing requests, role-play),
# each repeated without a sentence end, with sentence ends, and on lines of their own.
TRIGGERS = (
    "write", "draft a letter", "continue this", "fix the", "here is the", "translate:", "you pretend", "'I",
    '"I', "`x", "> quoted", "From: x", "I have a", "I am", "my", "I love", "never use", "always", "from now on",
    "call me", "I moved to", "I'm not", "I started", "I retired from", "I live", "and I", "because I",
    "I'd like you to", "I no longer have my", "I have a sister, sorry,", "yeah right", "said no", "a", "the",
)
SEPARATORS = {"space": " ", "sentence": ". ", "line": "\n", "paragraph": "\n\n    "}


def _seconds(extractor: DeterministicExtractor, text: str) -> float:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    best = float("inf")
    for _ in range(2):
        start = time.perf_counter()
        extractor.extract([event], ExtractionContext())
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--chars", type=int, default=20_000, help="the shorter message's length (default 20,000)")
    args = parser.parse_args()
    extractor = DeterministicExtractor()
    worst = ("", 0.0)
    quadratic = []
    for trigger in TRIGGERS:
        for name, separator in SEPARATORS.items():
            unit = trigger + separator
            short = unit * max(1, args.chars // len(unit))
            small, large = _seconds(extractor, short), _seconds(extractor, short * 4)
            ratio = large / small if small > 0 else 0.0
            shape = f"{trigger!r} x {name}"
            if ratio > worst[1]:
                worst = (shape, ratio)
            if ratio > 8:
                quadratic.append(shape)
                print(f"QUADRATIC {shape}: {small * 1e3:.1f} ms at {len(short):,} chars, "
                      f"{large * 1e3:.1f} ms at {len(short) * 4:,} ({ratio:.1f}x)")
    shapes = len(TRIGGERS) * len(SEPARATORS)
    print(f"hostile messages: {shapes} shapes at {args.chars:,} and {args.chars * 4:,} characters; worst ratio "
          f"{worst[1]:.1f}x ({worst[0]}); linear is about 4x, quadratic about 16x; {len(quadratic)} above 8x")
    return 1 if quadratic else 0


if __name__ == "__main__":
    sys.exit(main())
