"""Deterministic extractor on long hostile messages: time grows with the length, not its square.

    .venv/bin/python bench/bench_extract_hostile.py [--chars N]

A user message has no length limit, and the worker extracts it in one call, so one message built to
make a rule backtrack (the same trigger word thousands of times, with no sentence end) could stall
formation for every session behind it. For each shape the message is built at N and 4N characters and
extracted side by side; the ratio of the two times is about 4 when the cost is linear and about 16
when it is quadratic. A ratio above 8 is printed as QUADRATIC and the exit status is 1.

Runs of one character (whitespace, punctuation, emoji) are shapes of their own: a pattern that
may begin with a run of spaces, tried at every position inside a run of 10,000, scans the rest of the run each time.
Times are CPU time of this process (time.process_time), the best of several samples, so that other work on a
shared machine does not turn a linear shape into a quadratic one.
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
    "login:ab/", "creds=", "gate code ", "code to the gate is ", "u: ab p:",
    "call me", "I moved to", "I'm not", "I started", "I retired from", "I live", "and I", "because I",
    "I'd like you to", "I no longer have my", "I have a sister, sorry,", "yeah right", "said no", "a", "the",
    "I love it. Not", "... not", "huge Packers fan", "I support", "I used to run", "I ran track in college",
    "Jess and I", "I'm up in", "my english not", "pleased to offer you the position of", "I vote", "on an Omnipod +",
)
SEPARATORS = {"space": " ", "sentence": ". ", "line": "\n", "paragraph": "\n\n    "}
# Runs of one character (or one short unit), placed alone, right after a trigger word, between two sentences,
# before a sentence end, and repeated between triggers.
RUNS = {
    "spaces": " ", "tabs": "\t", "newlines": "\n", "blank lines": "\n \n", "nbsp": "\u00a0", "dots": ".",
    "commas": ",", "hyphens": "-", "em dashes": "\u2014", "bangs": "!", "question marks": "?", "stars": "*",
    "quote marks": ">", "backticks": "`", "emoji": "\U0001f600",
}
RUN_TRIGGERS = ("I am", "my", "I like", "I have", "call me", "I speak", "since", "because I", "btw")


def _shapes(chars: int) -> list[tuple[str, str]]:
    """Each shape's name and its message of about `chars` characters."""
    shapes = []
    for trigger in TRIGGERS:
        for name, separator in SEPARATORS.items():
            unit = trigger + separator
            shapes.append((f"{trigger!r} x {name}", unit * max(1, chars // len(unit))))
    for name, unit in RUNS.items():
        run = unit * max(1, chars // len(unit))
        shapes.append((f"{name} alone", run))
        shapes.extend((f"{name} after {trigger!r}", f"{trigger}{run}tea") for trigger in RUN_TRIGGERS)
        shapes.append((f"{name} after a sentence end", f"I like tea.{run}I am a nurse."))
        shapes.append((f"{name} before a sentence end", f"I am a nurse{run}. I like tea."))
        shapes.extend(
            (f"{name} x 20 between {trigger!r}", (trigger + unit * 20) * max(1, chars // len(trigger + unit * 20)))
            for trigger in ("I am", "my", "because I"))
    return shapes


def _seconds(extractor: DeterministicExtractor, text: str) -> float:
    """CPU seconds of one extraction: the best of three samples, each repeating the extraction for at least
    20 ms so that a fast shape is not measured at the clock's resolution."""
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    best = float("inf")
    for _ in range(3):
        runs, start = 0, time.process_time()
        while True:
            extractor.extract([event], ExtractionContext())
            runs += 1
            elapsed = time.process_time() - start
            if elapsed >= 0.02:
                break
        best = min(best, elapsed / runs)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--chars", type=int, default=20_000, help="the shorter message's length (default 20,000)")
    args = parser.parse_args()
    extractor = DeterministicExtractor()
    worst = ("", 0.0)
    quadratic = []
    shapes, longer = _shapes(args.chars), dict(_shapes(args.chars * 4))
    for shape, short in shapes:
        long = longer[shape]
        small, large = _seconds(extractor, short), _seconds(extractor, long)
        ratio = large / small if small > 0 else 0.0
        if ratio > worst[1]:
            worst = (shape, ratio)
        if ratio > 8:
            quadratic.append(shape)
            print(f"QUADRATIC {shape}: {small * 1e3:.1f} ms at {len(short):,} chars, "
                  f"{large * 1e3:.1f} ms at {len(long):,} ({ratio:.1f}x)")
    print(f"hostile messages: {len(shapes)} shapes at {args.chars:,} and {args.chars * 4:,} characters; worst ratio "
          f"{worst[1]:.1f}x ({worst[0]}); linear is about 4x, quadratic about 16x; {len(quadratic)} above 8x")
    return 1 if quadratic else 0


if __name__ == "__main__":
    sys.exit(main())
