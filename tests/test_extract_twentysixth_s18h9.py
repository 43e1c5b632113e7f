"""Session 18 (helper 9, the twenty-sixth corpus): a place's code or a login given with its value keeps the message
unread; a body said of one's tiredness ("a walking corpse") is no identity; jobs said as a bare line (a compound head,
a place with its article, a crew that works, "based at"), worked "days", held by both of a pair, a trade crew run,
held "22 yrs"; an allergy or condition said with how bad; a household's child said with its age; a bike commute; a
trade said with what follows it; letters for a post are no identity."""

import pytest

from memform.extract.deterministic import unsafe_message
from tests.extracting import candidates, keyed, subjects


@pytest.mark.parametrize("text", [
    "new gate code for the laydown yard is 4471# and my Procore login is mhollis / Rebar2024! save these so I can find "
    "them later. also I'm the site lead here",
    "new gate code for the laydown yard is 4471#. I'm a carpenter.",
    "my Procore login is mhollis / Rebar2024! I'm a nurse.",
    "the lockbox code: 0918, I live in Denver",
    "alarm code for the shop is 2580* and I'm a baker",
    "credentials are jdoe:Spring99, I work at Acme",
    "login: mhollis / Rebar2024! I'm the foreman",
    "username is jdoe and pw hunter22, I'm a teacher",
    "my padlock combination is 12-34-56 and I have a dog",
])
def test_a_code_or_a_login_given_with_its_value_keeps_the_message_unread(text: str) -> None:
    assert unsafe_message(text)
    assert candidates(text) == []


@pytest.mark.parametrize("text", [
    "the gate code changed, ask Tom",
    "my login doesn't work",
    "the login is the usual one",
    "I forgot my login again, I'm a teacher",
    "I log in at 6 and I drive the 42 bus",
    "the login page says 404 / not found",
])
def test_a_code_or_a_login_named_without_a_value_is_no_secret(text: str) -> None:
    assert not unsafe_message(text)


def test_a_message_naming_a_login_without_its_value_is_still_read() -> None:
    assert "occupation" in subjects("My login doesn't work. I'm a nurse.")


@pytest.mark.parametrize("text", [
    "I'm a walking corpse after that fender bender lol",
    "I'm a husk after that double shift",
    "I'm a hot mess today",
    "I'm a shell of myself this week",
])
def test_a_body_said_of_ones_tiredness_is_no_identity(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("identity:", "trait:"))}


def test_a_type_of_person_is_still_an_identity() -> None:
    assert "identity:night_owl" in subjects("I'm a night owl")


@pytest.mark.parametrize("text", [
    "City bus operator for TriMet, split shifts 5:40-9:30. I need a meal plan.",
    "Archivist at a county historical society. I have pretty bad eczema on my hands.",
    "Cabin crew with Cathay, I live in Tung Chung.",
    "Long-haul cabin crew based at Heathrow, made purser last spring.",
    "Chicago-based comic here, and I still work days as a tax accountant.",
    "We're both librarians, which people find very funny.",
    "I run a framing crew, 8 guys, most of them speak Spanish.",
    "I've been a carpenter 22 yrs, running crews the last 6.",
    "I'm a conductor on Amtrak.",
    "I'm an archivist at a university.",
])
def test_jobs_said_these_ways_are_occupations(text: str) -> None:
    assert "occupation" in subjects(text)
    assert not {s for s in subjects(text) if s.startswith(("identity:", "activity:"))}


@pytest.mark.parametrize("text", [
    "Rowing crew at uni, any tips?",
    "Doctor at 3pm tomorrow, need to prep",
    "We're both students.",
    "I run a rowing crew.",
    "Free agent this summer, any tips?",
])
def test_near_misses_of_those_jobs_are_none(text: str) -> None:
    assert "occupation" not in subjects(text)


@pytest.mark.parametrize(("text", "key"), [
    ("I'm severely allergic to peanuts.", "health:allergy:peanut"),
    ("I'm very allergic to cats", "health:allergy:cat"),
    ("I have pretty bad eczema.", "health:eczema"),
])
def test_how_bad_is_no_part_of_an_allergy_or_a_condition(text: str, key: str) -> None:
    assert subjects(text) == {key}


@pytest.mark.parametrize("text", [
    "We have a 2 year old daughter.",
    "married to a Vietnamese woman, and we have a 2 year old daughter.",
])
def test_a_households_child_said_with_its_age(text: str) -> None:
    assert "family:daughter" in subjects(text)


def test_a_households_car_is_still_read() -> None:
    assert subjects("we have a 2019 Honda Odyssey") == {"vehicle:honda_odyssey"}


def test_a_bike_commute_is_cycling() -> None:
    found = candidates("I bike commute every day so I need it back asap.")
    assert [(c.subject, c.statement) for c in found] == [
        ("activity:cycling", "User bike commutes every day so they need it back asap.")]


@pytest.mark.parametrize("text", [
    "I'm an ALT on the JET program in rural Akita",
    "I'm an SLP",
])
def test_letters_for_a_post_are_no_identity(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("identity:")}


@pytest.mark.parametrize(("text", "key"), [("I'm an INTJ", "identity:intj"), ("I'm a HSP", "identity:hsp")])
def test_a_type_of_person_by_its_letters_is_still_one(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", [
    "I traded my F-150 for an F-250 diesel last month cause I'm towing.",
    "traded my F-150 for an F-250 diesel last month cause I'm towing the skid steer trailer every day now.",
])
def test_a_trade_said_with_what_follows_it(text: str) -> None:
    assert keyed(text) == {("vehicle:f_150", "retract"), ("vehicle:f_250", "assert")}


def test_a_subjectless_trade_is_the_users() -> None:
    assert keyed("just traded my Civic for a Tacoma.") == {("vehicle:civic", "retract"), ("vehicle:tacoma", "assert")}


@pytest.mark.parametrize("text", ["I get by in Spanish but I'm not fluent.", "I can get by in Spanish."])
def test_a_language_got_by_in_is_spoken(text: str) -> None:
    assert subjects(text) == {"language:spanish"}


@pytest.mark.parametrize("text", ["I get by in Denver on 2k a month.", "I get by in life."])
def test_getting_by_in_no_language_is_none(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("language:")}


@pytest.mark.parametrize(("text", "key"), [
    ("I hurt my back at the Amazon warehouse in Fontana where I work.", "occupation:employer"),
    ("I coach quiz bowl at the high school where I teach chemistry, 12 kids on the team this year.", "occupation"),
])
def test_a_place_named_before_where_i_work(text: str, key: str) -> None:
    assert key in subjects(text)


def test_a_place_where_i_work_asked_about_is_none() -> None:
    assert not subjects("Is there a gym near the office where I work?")


@pytest.mark.parametrize(("text", "key"), [
    ("My wife and I play in a trivia league every Thursday.", "activity:trivia"),
    ("I captain our pub quiz team on Tuesdays at the Red Lion.", "activity:pub_quiz"),
    ("I play in a men's softball league.", "activity:softball"),
    ("I've done the NYT crossword every day for 9 years.", "activity:crossword"),
    ("Started doing the Guardian cryptic a few months ago and I'm slowly getting better.",
     "activity:cryptic_crossword"),
    ("I do sudoku on the train.", "activity:sudoku"),
])
def test_a_game_played_in_a_league_or_a_puzzle_kept_up(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", [
    "I play in a rec league.",
    "Do you play in a trivia league?",
    "Solve the crossword clue: 5 letters",
    "can you help me solve the crossword clue",
    "I solved the crossword finally",
])
def test_no_game_is_kept_by_these(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}


@pytest.mark.parametrize(("text", "keys"), [
    ("Update for you: I've accepted a paintings conservator position at the Rijksmuseum and I start in March.",
     {"occupation", "occupation:employer"}),
    ("I accepted a nurse position at Mercy.", {"occupation", "occupation:employer"}),
    ("I took a superintendent job with Sundt.", {"occupation"}),
])
def test_a_post_accepted_is_the_users_job(text: str, keys: set[str]) -> None:
    assert keys <= subjects(text)


@pytest.mark.parametrize("text", [
    "I took a leadership role at church.",
    "I accepted a position on the board.",
    "I took the teacher role in the play.",
    "Should I accept a nurse position at Mercy?",
])
def test_no_job_is_accepted_by_these(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("occupation")}


@pytest.mark.parametrize(("text", "key"), [
    ("I'm best man at my little brother's wedding in June.", "family:brother"),
    ("I borrowed my older sister's car.", "family:sister"),
])
def test_a_relatives_thing_said_with_which_one(text: str, key: str) -> None:
    assert key in subjects(text)


def test_a_relatives_thing_in_anothers_clause_is_none() -> None:
    assert not {s for s in subjects("Tom borrowed my little brother's car?") if s.startswith("family:")}
