"""Jobs the rules read as who the user is (identity:bank_teller, identity:pro_wrestler) are jobs: a teller, a broker,
a salesperson, a town planner, and a wrestler or a streamer paid for it; unpaid, a wrestler wrestles."""

from __future__ import annotations

import pytest

from tests.extracting import keyed


@pytest.mark.parametrize(("text", "subject"), [
    ("I'm a bank teller", "occupation"),
    ("I am a broker working in upper Manhattan", "occupation"),
    ("I'm a stockbroker", "occupation"),
    ("I'm a good salesperson", "occupation"),
    ("I am a town planner", "occupation"),
    ("I am a pro wrestler", "occupation"),
    ("I'm a professional streamer", "occupation"),
    ("I am a wrestler", "activity:wrestling"),
])
def test_a_job_named_is_an_occupation(text: str, subject: str) -> None:
    assert subject in {s for s, _ in keyed(text)}


@pytest.mark.parametrize("text", [
    "My brother is a bank teller",
    "Is a broker worth it?",
    "If I were a pro wrestler I'd be rich",
])
def test_no_job_of_someone_else_or_a_question(text: str) -> None:
    assert "occupation" not in {s for s, _ in keyed(text)}
