"""Session 15's new rules, red-teamed (h7): a state held "right now" that runs on, a hedge after a claim with no stop
before it, a reason fronted with "as" before another's question or a supposed one, a driver by how they drive, a child
the user says they are."""

from tests.extracting import candidates, keyed, subjects


def statements(text: str) -> dict[str, str]:
    return {c.subject: c.statement for c in candidates(text)}


def test_a_state_held_right_now_ends_at_the_marker() -> None:
    # what follows the marker is another clause, said of it, no part of the statement
    assert statements("I'm a student right now while my wife supports us") == {"occupation": "User is a student."}
    assert statements("I'm a barista at the moment but hoping to get into nursing") == {
        "occupation": "User is a barista."}
    assert statements("I'm single atm, and loving it") == {"relationship_status": "User is single."}
    assert statements("I'm a nurse at the moment because the hospital needed staff") == {
        "occupation": "User is a nurse."}
    # "and" what else is done is still read
    assert {"occupation", "occupation:hours"} <= subjects("I'm a student right now and work part-time")
    # near misses: the marker at the end, a passing moment, someone else's state
    assert statements("I'm a teacher right now") == {"occupation": "User is a teacher."}
    assert subjects("I'm in Paris right now") == set()
    assert subjects("I'm tired right now but happy") == set()
    assert subjects("My wife is a nurse right now") == set()
    assert subjects("Am I a student right now?") == set()


def test_a_home_held_right_now_while_something_lasts_is_a_stay() -> None:
    assert "location:home" not in subjects("I'm living in Leeds right now while the house is renovated")
    assert "location:home" not in subjects("I'm living in Denver at the moment because of a contract")
    assert "location:home" in subjects("I'm living in Leeds right now")


def test_a_hedge_run_on_with_no_stop_takes_the_claim_back() -> None:
    assert keyed("I quit smoking or so I tell myself") == set()
    assert subjects("I'm a morning person or so my wife says") == set()
    assert subjects("I love jazz or so they say") == set()
    # an approximation is no hedge
    assert "occupation" in subjects("I've been a nurse for 10 years or so")
    assert "activity:running" in subjects("I run 5 miles or so every day")


def test_a_reason_fronted_with_as_before_anothers_question_is_not_the_users() -> None:
    assert subjects("As a type 1 diabetic, is it safe for my son to fast?") == set()
    assert subjects("As a nurse, is it normal for my mom to sleep so much?") == set()
    assert subjects("As a vegan, what should my kids eat?") == set()
    # one supposed, not held
    assert subjects("As a hypothetical diabetic, what would I eat?") == set()
    assert subjects("As a pretend doctor, what would I prescribe?") == set()
    # near misses: the user's own question keeps the reason
    assert "health:type_1_diabetes" in subjects("As a type 1 diabetic, is it safe for me to fast?")
    assert "diet" in subjects("As a vegan myself, what should I cook?")
    assert "health:allergy:penicillin" in subjects("Since I'm allergic to penicillin, can my son take amoxicillin?")


def test_a_driver_by_how_they_drive_holds_no_job() -> None:
    for text in ("As a new driver, what car should I buy?", "I'm a safe driver", "I'm a nervous driver",
                 "I'm a student driver"):
        assert "occupation" not in subjects(text), text
    for text in ("I'm a truck driver", "I'm a delivery driver", "I'm an Uber driver"):
        assert "occupation" in subjects(text), text


def test_a_child_the_user_says_they_are_is_no_child_of_theirs() -> None:
    for text in ("I am a 1980 kid and love new kids on the block", "I'm a 90s kid", "I'm a kid at heart",
                 "I'm a proud daughter", "I'm a son of two teachers", "I'm a pastor's kid"):
        assert not any(s.startswith("family:") for s in subjects(text)), text
    # near misses: the user's own children
    assert "family:kid" in subjects("I'm a mom of two")
    assert "family:kid" in subjects("I'm married and have three kids")
    assert "family:son" in subjects("I have a son")
