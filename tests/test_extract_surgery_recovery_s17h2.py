"""Session 17 (helper 2, the twenty-second corpus): operations by a spine's level, an organ taken out, ostomies,
Crohn's by its short name, hormone therapy, a bio line's "on <medicine>", and a fear of doing anything at all."""

import pytest

from tests.extracting import candidates, keyed, subjects


def statements(text: str) -> dict[str, str]:
    return {c.subject: c.statement for c in candidates(text)}


@pytest.mark.parametrize(("text", "key"), [
    ("I had an L4-L5 spinal fusion in January.", "health:spinal_fusion"),
    ("I had a C5-C6 spinal fusion last year", "health:spinal_fusion"),
    ("I've had an ileostomy since my colectomy last spring", "health:ileostomy"),
    ("I had a thyroidectomy in 2020", "health:thyroidectomy"),
])
def test_an_operation_said_with_its_level_or_its_name(text: str, key: str) -> None:
    assert key in subjects(text)
    assert all(c.sensitivity == "sensitive" for c in candidates(text))


@pytest.mark.parametrize(("text", "key"), [
    ("2 weeks after getting my gallbladder out and I'm scared of eating anything lol.", "health:gallbladder_removal"),
    ("I got my gallbladder out 2 weeks ago", "health:gallbladder_removal"),
    ("I had my appendix removed", "health:appendix_removal"),
    ("had my tonsils taken out as an adult", "health:tonsil_removal"),
])
def test_an_organ_taken_out_is_its_removal_and_no_thing_owned(text: str, key: str) -> None:
    assert keyed(text) == {(key, "assert")}


@pytest.mark.parametrize("text", ["my dad had his gallbladder out", "I had my wisdom teeth checked"])
def test_anothers_organ_or_one_only_checked_is_no_removal(text: str) -> None:
    assert not {s for s in subjects(text) if s.endswith("_removal")}


@pytest.mark.parametrize("text", ["I have Crohn's", "I have Crohn's disease", "I have crohns"])
def test_crohns_is_one_key_however_named(text: str) -> None:
    assert "health:crohns_disease" in subjects(text)


@pytest.mark.parametrize(("text", "key"), [
    ("I'm on TRT", "health:trt"),
    ("I'm on HRT since menopause", "health:hrt"),
    ("44 y/o, on TRT (150mg cyp a week) prescribed by my endo", "health:trt"),
    ("38, on metformin, nurse", "health:metformin"),
])
def test_hormone_therapy_and_a_bio_lines_medicine(text: str, key: str) -> None:
    assert key in subjects(text)
    assert "age" in subjects(text) or text.startswith("I'm")


def test_a_bio_lines_age_cites_its_whole_line() -> None:
    assert {c.evidence for c in candidates("38, on metformin, nurse")} == {"38, on metformin, nurse"}


@pytest.mark.parametrize("text", ["31 yo, on a budget", "40 y/o, on the fence about it"])
def test_a_bio_line_on_no_medicine_forms_only_the_age(text: str) -> None:
    assert subjects(text) == {"age"}


@pytest.mark.parametrize("text", ["I'm scared of eating anything lol", "I'm afraid of doing something wrong",
                                  "I'm terrified of saying anything"])
def test_a_fear_of_doing_anything_at_all_is_the_moments(text: str) -> None:
    assert subjects(text) == set()


def test_a_fear_of_a_kind_of_thing_still_lasts() -> None:
    assert keyed("I'm scared of flying") == {("fear:flying", "assert")}
