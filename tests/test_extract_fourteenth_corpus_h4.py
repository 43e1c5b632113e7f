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
        ("I'm a retired pharmacist.", {("history:pharmacist", "assert"), ("occupation", "assert")}),
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
    # (retired, the user's occupation is retirement: session 21, "User is retired.")
    assert [c.statement for c in candidates(text) if c.subject == "occupation"] in ([], ["User is retired."])


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


# -- a job said by what is done, a business of one's own, a licence earned -------------------------------------------


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("I shoot weddings for a living on a Sony A7 IV.", {"occupation", "device:sony_a7_iv"}),
        ("I went out on my own as a general contractor this spring.", {"occupation"}),
        ("I finally passed my master electrician exam last month.", {"occupation"}),
        ("I passed my CPA exam.", {"occupation"}),
        ("Day job is product manager at Stripe.", {"occupation", "occupation:employer"}),
        ("My day job is nurse at St. Luke's.", {"occupation", "occupation:employer"}),
        ("Main job is teaching.", {"occupation"}),
    ],
)
def test_a_job_said_by_its_work_its_business_or_its_licence(text: str, keys: set[str]) -> None:
    assert subjects(text) == keys


@pytest.mark.parametrize(
    "text",
    [
        "I don't shoot weddings for a living.",
        "I want to go out on my own as a plumber.",
        "Should I go out on my own as a plumber?",
        "My brother went out on his own as a plumber.",
        "I passed my driver exam.",
        "I passed the bar exam.",
        "I hope I passed my CPA exam.",
        "Did you pass your CPA exam?",
        "Day job is killing me.",
        "His day job is pilot at Delta.",
    ],
)
def test_no_job_from_a_wish_a_question_another_or_a_complaint(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("occupation")}


# -- years of a craft, a tool bought by its model ---------------------------------------------------------------------


def test_years_of_a_craft_said_with_its_capitals() -> None:
    assert "experience:welding" in subjects("I've been TIG welding for 14 years, mostly stainless.")
    assert "experience:machining" in subjects("I've been CNC machining since 2010.")
    assert not subjects("I've been NOT sleeping for years.")


def test_a_tool_picked_up_by_its_make_and_model_is_a_possession() -> None:
    assert subjects("Just picked up a Miller Multimatic 220 for side jobs in my garage.") == {
        "possession:miller_multimatic_220"}
    assert subjects("I just picked up a Nintendo Switch.") == {"device:nintendo_switch"}
    assert not {s for s in subjects("I picked up a Spanish 101 class.") if s.startswith("possession:")}


# -- a home: bought by its bedrooms, rented by its place; where the user grew up --------------------------------------


def test_a_home_bought_by_its_bedrooms_is_a_house_and_where_the_user_lives() -> None:
    assert subjects("We closed on a 3-bed in Boise.") == {"possession:house", "location:home"}
    assert not subjects("Should we buy a 3-bed in Boise?")


def test_renting_in_a_place_is_living_there() -> None:
    assert subjects("I rent in Brooklyn.") == {"location:home"}
    assert subjects("I'm renting in Milwaukee while we look for a house.") == {"location:home"}
    assert not subjects("I'm renting in bulk.")


@pytest.mark.parametrize(
    "text",
    ["I'm moving back to Halifax, where I grew up, at the end of July.", "We visited Boston, where I was born."])
def test_a_place_where_the_user_grew_up_is_their_origin(text: str) -> None:
    assert "location:origin" in subjects(text)


@pytest.mark.parametrize(
    "text", ["My wife wants to move to Tulsa, where she grew up.", "Should I move back to Halifax, where I grew up?",
             "If I moved to Halifax, where I grew up, would it help?"])
def test_no_origin_from_someone_elses_past_or_a_question(text: str) -> None:
    assert "location:origin" not in subjects(text)


# -- a debt is finance, sensitive, whoever's household holds it -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I have a mortgage.", ("finance:mortgage", "assert")),
        ("I have a car loan.", ("finance:car_loan", "assert")),
        ("I have a personal loan.", ("finance:personal_loan", "assert")),
        ("I took out a $60k personal loan to bridge payroll last year.", ("finance:personal_loan", "assert")),
        ("Our mortgage is a 30-year fixed at 6.8%.", ("finance:mortgage", "assert")),
        ("We finally paid off our mortgage.", ("finance:mortgage", "retract")),
    ],
)
def test_a_debt_held_or_taken_out_is_sensitive_finance(text: str, key: tuple[str, str]) -> None:
    found = candidates(text)
    assert {(c.subject, c.polarity) for c in found} == {key}, found
    assert all(c.sensitivity == "sensitive" for c in found)


@pytest.mark.parametrize(
    "text", ["Should I take out a personal loan?", "Should we refinance our mortgage?", "Our company took out a loan."])
def test_no_debt_from_a_question_or_a_companys_loan(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("finance:")}


# -- an employer left, by its name; an employer said with "for" -------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I no longer work at Google.",
        "I'm no longer part of Ridgeline Roofing in any way.",
        "I don't work for Acme anymore.",
        "I am no longer employed by Initech.",
    ],
)
def test_an_employer_left_by_its_name_is_taken_back(text: str) -> None:
    assert keyed(text) == {("occupation:employer", "retract")}


@pytest.mark.parametrize(
    "text",
    ["I'm no longer with Mark.", "Do you no longer work at Google?", "My wife no longer works at Google.",
     "I no longer work at the hospital."],
)
def test_no_employer_taken_back_from_a_partner_a_question_another_or_no_name(text: str) -> None:
    assert ("occupation:employer", "retract") not in keyed(text)


@pytest.mark.parametrize("text", ["I work as a paralegal for Hendricks & Moore.", "I'm a driver for Uber.",
                                  "I'm a writer for The Atlantic."])
def test_a_job_for_a_named_business_names_the_employer(text: str) -> None:
    assert {"occupation", "occupation:employer"} <= subjects(text)


@pytest.mark.parametrize("text", ["I'm a tutor for Spanish.", "I'm a nurse for 10 years.",
                                  "I'm a nanny for a family in Boston."])
def test_a_job_for_a_language_a_span_or_a_family_names_no_employer(text: str) -> None:
    assert "occupation:employer" not in subjects(text)
