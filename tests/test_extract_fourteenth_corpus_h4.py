"""What the fourteenth corpus written blind (tests/data/fourteenth_corpus.jsonl) found the rules forming wrong or
missing in its trades', kitchen and hospitality, founders', legal, house-moving and photography styles, one family per
section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- jobs the lexicon did not know: trades, hospitality, media, law; and jobs by their shape -------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I'm a sommelier at a small wine bar.",
        "I'm a server, mostly weekend doubles.",
        "I'm a journeyman pipefitter.",
        "I'm a second-year apprentice ironworker.",
        "I'm a roofer.",
        "I'm a videographer.",
        "I'm a freelance colorist.",
        "I'm a cinematographer.",
        "I'm a locksmith.",
        "I'm a peer recovery specialist.",
        "I'm a flight attendant.",
        "I'm a customer service rep.",
        "I'm a content creator.",
        "I'm a voice actor by trade.",
        "For context I'm a hairstylist.",
    ],
)
def test_a_job_the_lexicon_or_its_shape_knows_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


@pytest.mark.parametrize(
    "text",
    [
        "I'm a hard worker.",
        "I'm a huge believer in journaling.",
        "I'm a total beginner.",
        "I'm a free agent now.",
        "I'm a smooth operator.",
        "I'm a full-time RVer.",
        "I'm a professional procrastinator.",
        "I'm a wordsmith.",
        "I'm a perfectionist.",
        "I'm a heavy sleeper.",
        "I'm a Mac user.",
        "Should I become a sommelier?",
        "If I were a locksmith I'd be rich.",
        "My wife is a videographer.",
        "I'm not a server.",
    ],
)
def test_a_trait_a_habit_a_wish_or_someone_elses_job_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text)


def test_a_job_said_with_where_the_user_lives() -> None:
    assert subjects("I'm a freelance videographer living in Tempe.") == {"occupation", "location:home"}


# -- a job of the past, and the one after it -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("I'm a former nurse.", {("history:nurse", "assert")}),
        ("I'm a retired pharmacist.", {("history:pharmacist", "assert")}),
        ("I'm a former petroleum engineer retraining as an electrician.",
         {("history:petroleum_engineer", "assert"), ("occupation", "assert")}),
        ("I'm a retired nurse, now a school librarian.", {("history:nurse", "assert"), ("occupation", "assert")}),
        ("I'm a former teacher turned UX designer.", {("history:teacher", "assert"), ("occupation", "assert")}),
    ],
)
def test_a_former_job_is_history_and_the_job_now_an_occupation(text: str, keys: set[tuple[str, str]]) -> None:
    assert keyed(text) == keys


@pytest.mark.parametrize(
    "text", ["I'm a retired nurse, now a grandmother of three.", "I'm a former nurse, now unemployed."])
def test_what_follows_a_former_job_is_no_job_unless_it_is_one(text: str) -> None:
    assert "occupation" not in subjects(text)


# -- who the user works for: a post worked, a trade worked at, a founder's or executive's company --------------------


@pytest.mark.parametrize(
    "text",
    [
        "I bartend at the Hyatt Regency downtown.",
        "I work the overnight front desk at a Marriott.",
        "I work the register at Target on weekends.",
        "I'm the CTO and cofounder of Loomwise, a six-person startup.",
        "I'm the solo technical founder of Quillstack.",
        "As CEO of Tidepool, I need to sort out the board.",
    ],
)
def test_the_job_and_who_it_is_for(text: str) -> None:
    found = subjects(text)
    assert {"occupation", "occupation:employer"} <= found, found
    assert not {s for s in found if s.startswith("occupation:") and s != "occupation:employer"}, found


@pytest.mark.parametrize(
    "text",
    ["I bartend at weddings sometimes.", "As CEO I now have to figure out board structure."],
)
def test_a_job_with_no_business_named_has_no_employer(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert "occupation:employer" not in found, found


@pytest.mark.parametrize(
    "text",
    [
        "I work the night shift.",
        "I used to bartend at the Hyatt.",
        "I worked the front desk at a Hilton in college.",
        "As CEO, what would you do?",
        "If I were CEO I would fire him.",
        "As CEO I was terrible.",
        "My friend is the CTO of Loomwise.",
    ],
)
def test_a_shift_a_past_post_or_a_supposed_title_is_no_current_employer(text: str) -> None:
    assert "occupation:employer" not in subjects(text)
    assert ("occupation", "assert") not in keyed(text) or text == "I work the night shift."


def test_stepping_down_as_an_executive_takes_back_the_job_and_the_company() -> None:
    assert keyed("I stepped down as CEO of Fernhill in March and left the company entirely.") == {
        ("occupation", "retract"), ("occupation:employer", "retract")}
    assert keyed("I resigned as CTO last month.") == {("occupation", "retract")}


@pytest.mark.parametrize(
    "text",
    ["I resigned as treasurer of the PTA.", "I stepped down as team captain.",
     "I stepped down as president of the HOA."],
)
def test_a_post_in_a_club_or_a_team_given_up_is_no_job_left(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("occupation")}


# -- people one serves are nobody's possession; drones and motorhomes by their model ---------------------------------


@pytest.mark.parametrize(
    "text",
    ["Got a customer whose condenser keeps tripping the breaker.", "I have a new client in Scottsdale.",
     "I have a patient who refuses his meds."],
)
def test_a_customer_or_a_client_is_no_possession(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("possession:")}


def test_a_drone_and_a_motorhome_by_their_model() -> None:
    assert keyed("I sold my DJI Mavic 3 last month.") == {("device:dji_mavic_3", "retract")}
    assert ("vehicle:winnebago_view", "assert") in keyed("We live full-time in our 2021 Winnebago View.")


def test_the_statement_keeps_the_users_words() -> None:
    found = {c.subject: c.statement for c in candidates("I work the overnight front desk at a Marriott.")}
    assert found["occupation"] == "User works the overnight front desk at a Marriott."
