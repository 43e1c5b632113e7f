"""Session 17 (helper 2, the twenty-second corpus): the listener addressed before the user speaks ("Sir I'm ..."), a
home's loan by any name is its mortgage, a type put right against the one said before, and a half size is a shoe's."""

import pytest

from tests.extracting import candidates, keyed, subjects


def statements(text: str) -> dict[str, str]:
    return {c.subject: c.statement for c in candidates(text)}


@pytest.mark.parametrize("text", ["Sir I'm an able seaman on a tanker.", "Mate, I'm a sparky", "Ma'am I'm a nurse",
                                  "bhai I'm a backend dev"])
def test_the_listener_addressed_first_is_no_part_of_the_clause(text: str) -> None:
    assert "occupation" in subjects(text)


def test_a_name_with_a_title_is_not_read_as_an_address() -> None:
    assert subjects("Sir Alex is my hero") == set()


@pytest.mark.parametrize(("text", "polarity"), [
    ("I'm trying to pay off our house loan in Batangas faster.", "assert"),
    ("our home loan is killing us", "assert"),
    ("I'm paying off my home loan", "assert"),
    ("We paid off our house loan", "retract"),
])
def test_a_homes_loan_by_any_name_is_the_mortgage(text: str, polarity: str) -> None:
    assert keyed(text) == {("finance:mortgage", polarity)}
    assert all(c.sensitivity == "sensitive" for c in candidates(text))


@pytest.mark.parametrize(("text", "now", "before"), [
    ("I retook the test and I'm actually an ISFJ, not INTJ.", "identity:isfj", "identity:intj"),
    ("I'm an ambivert, not an introvert", "identity:ambivert", "identity:introvert"),
])
def test_a_type_put_right_takes_back_the_one_before(text: str, now: str, before: str) -> None:
    assert {(now, "assert"), (before, "retract")} <= keyed(text)


def test_a_job_put_against_another_takes_nothing_back() -> None:
    assert keyed("I'm a nurse, not a doctor") == {("occupation", "assert")}


@pytest.mark.parametrize("text", ["ok so i wear a size 10.5 in pretty much everything nike/jordan.",
                                  "I wear a size 10.5", "I wear a size 8.5 in most brands"])
def test_a_half_size_worn_is_a_shoe_size(text: str) -> None:
    assert keyed(text) == {("size:shoe", "assert")}


@pytest.mark.parametrize("text", ["I wear a size 12", "I wear a size 6.5 ring"])
def test_a_whole_size_or_a_rings_half_is_no_shoe_size(text: str) -> None:
    assert "size:shoe" not in subjects(text)


@pytest.mark.parametrize("text", [
    "got a pair coming from a guy on ebay and the tongue label looks kinda off",
    "I have a new laptop arriving Friday",
    "Got a listing near MacDill AFB in Tampa",
    "I got a new lead",
])
def test_a_thing_on_its_way_or_work_that_came_in_is_no_possession(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("possession:", "device:"))}


def test_a_baby_on_the_way_is_still_the_familys() -> None:
    assert "family:kid" in subjects("I have a baby on the way")


@pytest.mark.parametrize(("text", "key"), [
    ("I have a DJI Mini 4 Pro", "device:dji_mini_4_pro"),
    ("mostly with my DJI Mini 4 Pro, I shoot listings", "device:dji_mini_4_pro"),
    ("I got an Avata 2 last month", "device:avata_2"),
])
def test_a_drone_by_its_make_is_a_device(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize(("text", "key"), [
    ("I have an iPhone 15 Pro Max", "device:iphone_15_pro"),
    ("I have a Pixel 8", "device:pixel_8"),
])
def test_an_edition_is_kept_only_right_after_a_models_number_past_three_words(text: str, key: str) -> None:
    assert key in subjects(text)
