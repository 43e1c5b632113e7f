"""Letters that a case-blind match folds into ASCII ones (long s, Kelvin sign, dotted and dotless i) never crash the
extractor: every corpus text, spelled with them, is read (found by the throughput review of session 11: "I use vim"
with a dotless i raised StopIteration out of tool_domain)."""

from __future__ import annotations

import glob
import json
from pathlib import Path

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from tests.extracting import subjects

ROOT = Path(__file__).parent.parent
VARIANTS = {"long s": str.maketrans({"s": "\u017f"}), "kelvin": str.maketrans({"k": "\u212a"}),
            "dotted I": str.maketrans({"i": "\u0130"}), "dotless i": str.maketrans({"i": "\u0131"})}


def corpus_texts() -> list[str]:
    texts = []
    corpora = sorted(glob.glob(str(ROOT / "tests/data/*_corpus.jsonl")))
    for path in [ROOT / "python_shim/memform/data/eval_corpus.jsonl", *corpora]:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if line.strip():
                texts += [e["text"] for e in json.loads(line)["events"] if e.get("author_role") == "user"]
    return texts


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_corpus_text_spelled_with_folding_letters_is_read(variant: str) -> None:
    extractor = DeterministicExtractor()
    for text in corpus_texts():
        event = SourceEvent(seq=1, event_type="user.message.created", author_role="user",
                            texts=(text.translate(VARIANTS[variant]),))
        extractor.extract([event], ExtractionContext())


def test_a_tool_spelled_with_a_folding_letter_is_the_tool() -> None:
    assert subjects("I use v\u0131m") == {"preference:editor"}


def test_a_sarcasm_tag_spelled_with_a_long_s_is_the_tag() -> None:
    # found by the throughput review of session 13: the look before the search lowercased the text, where "/\u017f"
    # stays as it is, while the case-blind pattern reads it as "/s"
    from memform.extract.deterministic.sarcasm_and_repairs import SAID_NO_ONE, said_no_one

    for text in ("I love Mondays /s", "I love Mondays /\u017f", "I love Mondays /S"):
        assert said_no_one(text) and SAID_NO_ONE.search(text)
    assert not said_no_one("I love Mondays")


@pytest.mark.parametrize("text", ["Today my friend is reading over my shoulder", "This time I want tea",
                                  "At the moment I am vegan", "TONIGHT I'm cooking", "right now I'm at work"])
def test_a_sentence_said_for_this_once_is_one_whatever_its_case(text: str) -> None:
    # found by the throughput review of session 13: the look before ONE_OFF (a case-blind pattern) was case-sensitive
    # and lacked "moment", so "Today ..." and "At the moment ..." were no moment while "today ..." was one
    from memform.extract.text import clauses

    assert [span.moment for span in clauses(text)] == [True]
    assert [span.moment for span in clauses("I am vegan")] == [False]
