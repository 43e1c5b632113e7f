"""A long run of spaces, blank lines or marks forms what a single one forms, and costs its length, not its square.

No timing here: each message holds a run of 20,000 characters, which a pattern retried at every position of the run
(the defect: "\\s*[,;]\\s*" tried from each of 10,000 spaces, seconds per message) would take minutes to extract, so a
regression shows as a test that does not finish; bench/bench_extract_hostile.py measures the cost itself.
"""

from __future__ import annotations

import pytest

from memform.extract.deterministic.bare_answers import OTHERS_CONJUNCT, OWN_REASON
from memform.extract.deterministic.long_messages import OWN_DOCUMENT
from memform.extract.deterministic.phrases import COORDINATE, PHRASE_END
from memform.extract.text import CLAUSE_BREAK, sentences
from memform.models import MemoryCandidate
from tests.extracting import candidates

RUN = 20_000


def _formed(text: str) -> list[tuple[str, str, str]]:
    found: list[MemoryCandidate] = candidates(text)
    return sorted((str(c.belief_type), c.subject, c.statement) for c in found)


@pytest.mark.parametrize("space", [" ", "\t", "\u00a0"])
@pytest.mark.parametrize("message", [
    "I have{run}a dog.",
    "my{run}sister is a doctor.",
    "I like tea{run}because I grew up in London.",
    "I sold my car{run}since I work from home now.",
    "I have a dog{run}and I live in Lisbon.",
    "I have a dog,{run}and I love hiking.",
    "call me{run}Sam.",
    "I speak{run}German.",
    "btw{run}I have a cat.",
    "I am a nurse.{run}I have a dog.",
    "I am a nurse{run}. I like tea.",
])
def test_a_long_run_of_spaces_forms_what_one_space_forms(message: str, space: str) -> None:
    assert _formed(message.format(run=space * RUN)) == _formed(message.format(run=" "))


@pytest.mark.parametrize("lines", ["\n \n", " \n", "\n"])
@pytest.mark.parametrize("message", [
    "I am a nurse.{run}I have a dog.",
    "my{run}sister is a doctor.",
    "I sold my car{run}since I work from home now.",
    "btw{run}I have a cat.",
    "About me:{run}I have a dog.",
])
def test_a_long_run_of_blank_lines_forms_what_one_line_break_forms(message: str, lines: str) -> None:
    assert _formed(message.format(run=lines * (RUN // len(lines)))) == _formed(message.format(run="\n"))


@pytest.mark.parametrize("mark", [".", ",", "-", "\u2014", "!", "?", "*", ">", "`", "\U0001f600"])
@pytest.mark.parametrize("message", ["I am a nurse {run} I like tea.", "my {run} sister is a doctor.",
                                     "I have a dog.{run}"])
def test_a_long_run_of_marks_is_about_what_a_short_one_is_about(message: str, mark: str) -> None:
    # a statement may carry the marks it was said with; what it is about does not depend on how many
    def subjects(text: str) -> list[tuple[str, str]]:
        return [(kind, subject) for kind, subject, _ in _formed(text)]

    assert subjects(message.format(run=mark * RUN)) == subjects(message.format(run=mark * 3))


def test_the_patterns_that_begin_with_spaces_match_a_run_as_one_space() -> None:
    # each of these once began again at every space of a run and scanned the rest of it
    run = " " * RUN
    assert PHRASE_END.split(f"I like tea{run}but{run}not coffee") == ["I like tea", "not coffee"]
    assert PHRASE_END.split(f"tea{run},{run}coffee{run}") == ["tea", f"coffee{run}"]
    assert COORDINATE.split(f"my dog{run},{run}and my cat{run}", 1) == ["my dog", f"my cat{run}"]
    assert OWN_REASON.split(f"I sold it{run}since I moved{run}", 1) == ["I sold it", f"I moved{run}"]
    assert OTHERS_CONJUNCT.search(f"I left{run}and the man{run}") is not None
    breaks = CLAUSE_BREAK.finditer(f"I cook{run}and I bake{run}.. I read{run}")
    assert [m.group().strip() for m in breaks] == ["and", ".."]
    lines = "\n \n" * (RUN // 3)
    text = f"I cook{run}- I bake{lines}- I read{lines}I sew"
    assert [text[start:end] for start, end in sentences(text)] == ["I cook", "I bake", "I read", "I sew"]
    assert OWN_DOCUMENT.search(f"my notes{lines}about me") is not None
    assert OWN_DOCUMENT.search(f"my notes{lines}not about me") is None


def test_a_message_of_many_sarcastic_tags_takes_each_claim_back_in_one_pass() -> None:
    # each tag finds the sentence it closes among stops found once (a search back from each tag was its square:
    # seconds at 80,000 characters, minutes at this length)
    assert _formed("I love Mondays. Not. " * 10_000 + "I have a dog.") == _formed("I have a dog.")
