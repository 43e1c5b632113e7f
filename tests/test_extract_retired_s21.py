"""A job the user retired from is its history and, where the message says no other work is done now, retirement is
what the user does (`occupation`: "User is retired."), as "I retired from the Navy" has always said both; a game
retired from is no working life, and someone else's retirement is theirs."""

from __future__ import annotations

import pytest

from tests.extracting import stated


@pytest.mark.parametrize(("text", "history"), [
    ("I'm a retired electrician, so I can do the wiring myself.", "history:electrician"),
    ("Retired paramedic here, 66, living on the coast.", "history:paramedic"),
    ("As for me, I'm a retired librarian and I read a lot.", "history:librarian"),
])
def test_a_job_retired_from_is_history_and_retirement(text: str, history: str) -> None:
    found = stated(text)
    assert history in found and found.get("occupation") == "User is retired.", found


def test_work_done_now_is_the_occupation_not_retirement() -> None:
    found = stated("I'm a retired electrician and now I work as a driving instructor.")
    assert "history:electrician" in found and found.get("occupation") != "User is retired.", found


@pytest.mark.parametrize("text", ["Retired from rugby after 10 years, my knees were gone.",
                                  "My dad is a retired electrician.", "She's a retired librarian, very kind.",
                                  "Is a retired electrician allowed to do his own wiring?"])
def test_no_retirement_of_the_user_s_working_life(text: str) -> None:
    assert stated(text).get("occupation") is None
