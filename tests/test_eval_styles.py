"""The extractor on conversations in styles it was not written for (tests/data/styles_corpus.jsonl:
agent work, terse mobile text, non-native English, long pasted messages, assistant services,
corrections). Written blind, then its subject keys aligned with the extractor's slot conventions;
the rules were then fixed against it, so it guards what was won: nothing formed from a protected
case, nothing fabricated, and positive coverage not below what the rules reach now."""

from __future__ import annotations

from pathlib import Path

from memform.evaluation import evaluate_corpus, load_corpus
from memform.extract import DeterministicExtractor

STYLES_CORPUS = Path(__file__).parent / "data" / "styles_corpus.jsonl"
# Where the rules stand on this corpus; raise it as they improve, never lower it to pass.
COVERAGE_FLOOR = 0.45


def test_the_styles_corpus_forms_nothing_protected_and_fabricates_nothing() -> None:
    report = evaluate_corpus(DeterministicExtractor(), load_corpus(str(STYLES_CORPUS)))
    offending = {c.id: [p["statement"] for p in c.produced] for c in report.cases
                 if c.kind == "protected" and c.produced}
    fabricated = {c.id: [f["statement"] for f in c.fabricated] for c in report.cases if c.fabricated}
    assert offending == {}
    assert fabricated == {}


def test_the_styles_corpus_coverage_does_not_fall() -> None:
    totals = evaluate_corpus(DeterministicExtractor(), load_corpus(str(STYLES_CORPUS))).totals()
    assert totals["positive_cases"] >= 60 and totals["protected_cases"] >= 40
    assert totals["positive_coverage"] >= COVERAGE_FLOOR, totals["by_style"]
