"""How far can any extractive selector go on the MSC development split? An upper-bound experiment.

    .venv/bin/python bench/msc_frontier.py [--msc GLOB] [--epochs N]

The MSC target of the deterministic-extractor issue is fact precision >= 0.80 with fact
recall >= 0.45. This script asks whether *any* selector of the user's own words can get
there, however clever. It emits each unit verbatim, which is the form the scorer favours
most: first person, exactly the speaker's words, no rewording to lose a stem. The unit is a
clause, a sentence or the whole turn. A logistic regression chooses which units to emit.

The model is trained on the evaluation data itself: on sessions 1-2, tested on 3-4, then
the other way round. That is an advantage no shipped extractor may have. It is an
experiment only and is never shipped.

For each unit it prints:
- the oracle recall: emit exactly the units that match a gold fact;
- the precision/recall frontier as the threshold moves;
- the best recall at precision >= 0.80 and the best precision at recall >= 0.45.

For comparison it also prints the deterministic extractor on the same data. Pure Python,
no extra dependencies; about a minute.
"""

from __future__ import annotations

import argparse
import itertools
import math
import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from memform.evaluation import _msc_turns, _msc_words, msc_scores
from memform.extract import DeterministicExtractor
from memform.extract.text import clauses, sentences

DEFAULT_MSC = str(Path(__file__).resolve().parents[2] / "shared" / "eval" / "msc" / "session_*" / "valid.txt")
BUCKETS = 1 << 18
TOKEN = re.compile(r"[a-z0-9']+")


@dataclass
class Unit:
    fold: int
    features: list[int]
    hits: list[tuple[str, int, int]]


def _features(text: str) -> list[int]:
    tokens = ["<s>", *TOKEN.findall(text.lower()), "</s>"]
    names = tokens + [f"{a} {b}" for a, b in itertools.pairwise(tokens)]
    names += [f"lead:{' '.join(tokens[1:n])}" for n in (2, 3, 4)]
    names.append(f"len:{min(len(tokens) // 4, 8)}")
    return sorted({zlib.crc32(name.encode()) % BUCKETS for name in names})


def _matches(text: str, gold: list[str]) -> list[int]:
    words = _msc_words(text)
    out = []
    for index, fact in enumerate(gold):
        fact_words = _msc_words(fact)
        if fact_words and words & fact_words and len(words & fact_words) / len(fact_words) >= 0.5:
            out.append(index)
    return out


def units(pattern: str, kind: str) -> Iterator[Unit]:
    for session, seq, text, gold in _msc_turns(pattern):
        fold = 0 if re.search(r"session_[12]_", session) else 1
        if kind == "turn":
            pieces = [text]
        elif kind == "sentence":
            pieces = [text[a:b] for a, b in sentences(text)]
        else:
            pieces = [span.text for span in clauses(text) if not span.ends_question]
        for piece in pieces:
            hits = [(session, seq, index) for index in _matches(piece, gold)]
            yield Unit(fold, _features(piece), hits)


def train(data: list[Unit], epochs: int) -> dict[int, float]:
    """Logistic regression by Adagrad SGD over hashed sparse features, in a fixed order."""
    weights: dict[int, float] = {}
    squares: dict[int, float] = {}
    rate, l2 = 0.3, 1e-6
    for _ in range(epochs):
        for unit in data:
            z = sum(weights.get(f, 0.0) for f in unit.features)
            p = 1.0 / (1.0 + math.exp(-max(min(z, 30.0), -30.0)))
            gradient = p - (1.0 if unit.hits else 0.0)
            for f in unit.features:
                g = gradient + l2 * weights.get(f, 0.0)
                squares[f] = squares.get(f, 1e-8) + g * g
                weights[f] = weights.get(f, 0.0) - rate * g / math.sqrt(squares[f])
    return weights


def frontier(kind: str, pattern: str, epochs: int, gold_facts: int) -> None:
    data = list(units(pattern, kind))
    scored: list[tuple[float, Unit]] = []
    for test_fold in (0, 1):
        weights = train([u for u in data if u.fold != test_fold], epochs)
        scored += [(sum(weights.get(f, 0.0) for f in u.features), u) for u in data if u.fold == test_fold]
    scored.sort(key=lambda pair: -pair[0])
    oracle = {hit for unit in data for hit in unit.hits}
    print(f"\n{kind}: {len(data)} units; oracle recall {len(oracle) / gold_facts:.3f}")
    matched: set[tuple[str, int, int]] = set()
    correct = 0
    best_recall_at_p80 = 0.0
    best_precision_at_r45 = 0.0
    report_at = {int(len(scored) * f) for f in (0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6, 1.0)}
    for emitted, (_, unit) in enumerate(scored, start=1):
        correct += bool(unit.hits)
        matched.update(unit.hits)
        precision, recall = correct / emitted, len(matched) / gold_facts
        if precision >= 0.80:
            best_recall_at_p80 = max(best_recall_at_p80, recall)
        if recall >= 0.45:
            best_precision_at_r45 = max(best_precision_at_r45, precision)
        if emitted in report_at:
            print(f"  emit {emitted:6d}  precision {precision:.3f}  recall {recall:.3f}")
    print(f"  best recall at precision >= 0.80: {best_recall_at_p80:.3f}")
    print(f"  best precision at recall >= 0.45: {best_precision_at_r45:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--msc", default=DEFAULT_MSC)
    parser.add_argument("--epochs", type=int, default=4)
    args = parser.parse_args()
    gold_facts = sum(len(gold) for *_, gold in _msc_turns(args.msc))
    if not gold_facts:
        raise SystemExit(f"no MSC files match {args.msc}")
    print(f"gold facts: {gold_facts}; target: precision >= 0.80 with recall >= 0.45")
    scores = msc_scores(DeterministicExtractor(), args.msc)
    print(f"deterministic extractor: precision {scores['fact_precision']:.3f}  recall {scores['fact_recall']:.3f}")
    for kind in ("clause", "sentence", "turn"):
        frontier(kind, args.msc, args.epochs, gold_facts)


if __name__ == "__main__":
    main()
