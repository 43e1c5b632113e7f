"""Session 16: what the user is to someone else, or in one event, is no relative, identity or thing of theirs; people
who serve the user and vehicles that carry them are not owned; a search is no hunt; a question asked back in chat
shorthand is the listener's; a diet put right is the diet said last."""

import pytest

from tests.extracting import candidates, keyed, subjects


def statements(text: str) -> dict[str, str]:
    return {c.subject: c.statement for c in candidates(text)}


@pytest.mark.parametrize(("text", "subject", "said"), [
    ("I'm a teacher wbu", "occupation", "User is a teacher."),
    ("I'm a teacher, wbu?", "occupation", "User is a teacher."),
    ("im a nurse hbu?", "occupation", "User is a nurse."),
    ("i live in ohio, hbu", "location:home", "User lives in ohio."),
])
def test_a_question_asked_back_in_shorthand_is_the_listeners(text: str, subject: str, said: str) -> None:
    assert statements(text) == {subject: said}


def test_a_question_in_shorthand_of_the_listener_alone_forms_nothing() -> None:
    assert subjects("do you like cats wbu?") == set()
    assert subjects("wbu") == set()
    assert subjects("Is my landlord allowed to do this hbu?") == set()


@pytest.mark.parametrize("text", [
    "I'm a big sister",
    "I'm a proud aunt of three",
    "I'm a younger brother",
    "I'm the middle sister",
    "I'm a brother-in-law",
    "I'm a second cousin",
])
def test_a_relative_the_user_says_they_are_names_no_relative_of_theirs(text: str) -> None:
    assert not any(s.startswith("family:") for s in subjects(text))


@pytest.mark.parametrize("text", ["I'm a grandmother", "I'm a proud grandpa of 3", "I'm a grandma of five"])
def test_a_grandparent_has_grandchildren(text: str) -> None:
    assert "family:grandchild" in subjects(text)
    assert not {"family:grandmother", "family:grandfather"} & subjects(text)


def test_relatives_named_as_the_users_are_still_theirs() -> None:
    assert "family:sister" in subjects("my big sister is a nurse")
    assert "family:aunt" in subjects("My aunt lives in Leeds")
    assert "family:kid" in subjects("I'm a mom of two")
    assert "family:twin" in subjects("I'm a twin")


@pytest.mark.parametrize("text", [
    "As a guest, should I bring wine?",
    "I'm a guest at my cousin's wedding",
    "As a first-time buyer, can I get help?",
    "I'm a passenger",
    "I'm a customer of Chase",
    "I'm a bridesmaid in June",
    "I'm a witness in the case",
])
def test_a_part_played_in_one_event_is_no_identity(text: str) -> None:
    assert not any(s.startswith("identity:") for s in subjects(text))


def test_a_lasting_role_said_the_same_way_is_still_read() -> None:
    assert "occupation" in subjects("As a nurse, should I get the flu shot?")
    assert "diet" in subjects("As a vegan, can I eat honey?")
    assert "identity:tenant" in subjects("I'm a tenant")


@pytest.mark.parametrize("text", [
    "I have a great lawyer",
    "I have a therapist",
    "I've got a good mechanic",
    "I have a financial advisor",
    "I have a cleaner who comes weekly",
    "I have a dog walker",
    "I have a personal trainer",
    "I have a new dentist",
])
def test_someone_who_serves_the_user_is_not_owned(text: str) -> None:
    assert not any(s.startswith(("possession:", "device:")) for s in subjects(text))


def test_things_named_like_those_who_serve_are_still_owned() -> None:
    assert "possession:vacuum_cleaner" in subjects("I have a vacuum cleaner")
    assert "health:walker" in subjects("I have a walker")


@pytest.mark.parametrize("text", [
    "I ride the bus to work",
    "I drive the school van",
    "I ride a ferry to the island every day",
    "I ride public transit mostly",
])
def test_a_vehicle_that_carries_the_user_is_not_theirs(text: str) -> None:
    assert not any(s.startswith(("possession:", "vehicle:")) for s in subjects(text))


def test_a_vehicle_ridden_or_driven_that_is_theirs_is_still_read() -> None:
    assert "vehicle:harley" in subjects("I ride a Harley")
    assert any(s.startswith("vehicle:") for s in subjects("I drive a 2012 WRX"))


@pytest.mark.parametrize("text", [
    "I love to hunt for deals",
    "I love hunting for vintage clothes",
    "I hunt for bargains at estate sales",
])
def test_hunting_for_things_is_a_search_no_hunting(text: str) -> None:
    assert not {"activity:hunting", "preference:hunting"} & subjects(text)


@pytest.mark.parametrize("text", ["I hunt deer every fall", "I hunt ducks", "I enjoy hunting for elk"])
def test_game_hunted_is_hunting(text: str) -> None:
    found = subjects(text)
    assert {"activity:hunting", "preference:hunting"} & found
    assert not any(s in found for s in ("activity:deer", "activity:duck", "preference:elk"))


def test_what_is_run_at_work_or_how_one_travels_is_no_pursuit() -> None:
    # a unit of a workplace run is the user's work; a post or a task run names no pursuit
    assert subjects("I run the ICU") == {"occupation"}
    assert subjects("I run the mass-spec core facility on weekends") == {"occupation"}
    assert subjects("I run the front desk at a hotel") == set()
    assert subjects("I run the numbers every week") == set()
    # where or which race the user runs is running, keyed as running
    assert subjects("I run the trails near my house") == {"activity:running"}
    assert subjects("I run the Boston marathon every year") == {"activity:running"}
    assert subjects("I travel light") == set()
    assert "activity:traveling" in subjects("I travel solo")
    assert "activity:hiking" in subjects("I hike solo most weekends")
    # a club or a business run is still read
    assert "activity:robotics_club" in subjects("I run the school's robotics club")
    assert "occupation" in subjects("I run a bakery")


@pytest.mark.parametrize("text", ["I'm vegetarian, well pescatarian now", "I'm vegetarian, well, pescatarian"])
def test_a_diet_put_right_is_the_diet_said_last(text: str) -> None:
    assert statements(text) == {"diet": "User is pescatarian."}


def test_a_diet_said_how_much_or_given_to_another_is_not_put_right() -> None:
    assert statements("I'm vegan, well mostly") == {"diet": "User is vegan."}
    assert keyed("I'm vegetarian, well my wife is") == set()


def test_a_place_the_user_is_in_a_sentence_of_the_moment_is_no_home() -> None:
    assert subjects("Right now I'm in Paris") == set()
    assert subjects("Today I'm in Rome for work") == set()
    assert "location:home" in subjects("Right now I live in Leeds")
    assert "occupation" in subjects("Right now I'm a student")
