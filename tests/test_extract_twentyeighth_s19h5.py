"""Session 19 (helper 5): classes of wording the twenty-eighth blind corpus exposed, fixed as classes (no corpus
sentence verbatim): jobs the lexicon did not know falling back to an identity, a business owned or run read as a
thing or as running the sport, a port worked out of, and the wrong readings and missing classes that follow."""

import pytest

from tests.extracting import candidates, subjects


def sensitivity(text: str) -> dict[str, str]:
    return {c.subject: c.sensitivity for c in candidates(text)}


# -- jobs that fell back to an identity --------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I'm a deck crew member on a scallop dredger.",
    "I'm a staff member at the county library.",
    "I'm a forest ranger in Idaho.",
    "I'm an SSI divemaster on weekends.",
    "I'm a sole proprietor, so I file a Schedule C.",
    "I'm a pujari at a temple in Leicester.",
])
def test_a_job_the_lexicon_did_not_know_is_no_identity(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not [s for s in found if s.startswith("identity:")], found


def test_a_calling_in_a_faith_is_a_sensitive_job() -> None:
    assert sensitivity("I'm a pandit at a mandir in Croydon.").get("occupation") == "sensitive"


@pytest.mark.parametrize("text", ["I'm a gym member.", "I'm a team member of the debate club."])
def test_a_member_of_no_working_body_holds_no_job(text: str) -> None:
    assert "occupation" not in subjects(text)


def test_a_freediver_keeps_up_freediving() -> None:
    found = subjects("I'm a freediver, mostly in the Red Sea.")
    assert "activity:freediving" in found and not [s for s in found if s.startswith("identity:")]


# -- a business owned or run ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I own a tiny yoga studio in Tacoma.",
    "I own a tattoo studio in Bristol.",
])
def test_a_studio_owned_for_a_trade_is_the_users_work(text: str) -> None:
    found = subjects(text)
    assert {"occupation", "location:work"} <= found and not [s for s in found if s.startswith("possession:")]


@pytest.mark.parametrize("text", ["I own a studio in Brooklyn.", "I own a studio apartment in Austin."])
def test_a_studio_alone_may_be_a_flat(text: str) -> None:
    assert "occupation" not in subjects(text)


@pytest.mark.parametrize("text", [
    "I've been running my own bakery in Leeds since 2014.",
    "Been running a charter boat out of Destin for ten years.",
])
def test_a_business_run_for_years_is_work_not_the_sport(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found and "activity:running" not in found and "experience:running" not in found, found


def test_running_for_years_is_still_the_sport() -> None:
    assert "activity:running" in subjects("I've been running for 10 years.")


def test_a_fishing_boat_owned_is_a_vehicle() -> None:
    assert "occupation" not in subjects("I own a fishing boat.")


# -- a port or a base worked out of --------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I'm a trucker out of Dallas.",
    "I'm a deckhand on a longliner out of Kodiak, we fish cod.",
    "I'm a deckhand on a seiner out of French Creek.",
])
def test_a_port_worked_out_of_is_the_place_of_work(text: str) -> None:
    assert {"occupation", "location:work"} <= subjects(text)


@pytest.mark.parametrize("text", ["I'm a teacher in English Literature.", "I'm a nurse, out of Ideas for dinner."])
def test_a_field_or_a_mood_is_no_place_of_work(text: str) -> None:
    assert "location:work" not in subjects(text)


# -- a credential got is nothing owned; one to fly says the user flies -------------------------------------------

@pytest.mark.parametrize("text", [
    "Finally got my EPA 608 type II.",
    "I got my PMP certification in June.",
    "got my OSHA 30 card last week",
    "I just got my PADI rescue diver cert.",
])
def test_a_credential_got_is_no_possession(text: str) -> None:
    found = subjects(text)
    assert not [s for s in found if s.startswith("possession:")], found


@pytest.mark.parametrize("text", [
    "I got my instrument rating in March.",
    "Got my sport pilot certificate last fall.",
    "I just passed my private pilot checkride!",
    "Just passed my instrument checkride this afternoon.",
])
def test_a_credential_to_fly_says_the_user_flies(text: str) -> None:
    found = subjects(text)
    assert "activity:flying" in found and not [s for s in found if s.startswith("possession:")], found


@pytest.mark.parametrize("text", [
    "I got my license plate renewed.",
    "I passed my driving test this morning.",
    "My brother just passed his PPL checkride.",
])
def test_no_credential_to_fly_no_flying(text: str) -> None:
    assert "activity:flying" not in subjects(text)
