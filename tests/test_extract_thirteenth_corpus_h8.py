"""What the thirteenth corpus written blind (tests/data/thirteenth_corpus.jsonl) found the rules forming wrong or
missing in its faith, politics, LGBTQ-family, homestead and disability styles, one family per section; the sentences
are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, subjects

# -- a sense lost, however it is capitalized; a sign language is a language -----------------------------------------


@pytest.mark.parametrize("text", ["I'm Deaf.", "I'm Deaf and use captions for everything.", "I am profoundly Deaf."])
def test_deaf_capitalized_is_deafness(text: str) -> None:
    assert "health:deafness" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I'm Deaf and ASL is my first language.", "ASL is my first language.",
                                  "I'm hard of hearing, and BSL is my native language."])
def test_a_sign_language_is_a_language(text: str) -> None:
    found = subjects(text)
    assert found & {"language:asl", "language:bsl"}, found


@pytest.mark.parametrize("text", ["im tired asl", "this test was hard asl lol", "My son is Deaf.",
                                  "My friend asked if ASL is my first language?", "Is ASL my first language?"])
def test_no_sign_language_or_deafness_without_the_users_word(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith("language:") or s == "health:deafness"}, found


# -- a condition of two words, or by its initials --------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I have MS and get fatigued easily.", "health:multiple_sclerosis"),
        ("I have multiple sclerosis.", "health:multiple_sclerosis"),
        ("I have rheumatoid arthritis and can't walk far on bad days.", "health:rheumatoid_arthritis"),
        ("I have RA, so mornings are slow.", "health:rheumatoid_arthritis"),
        ("I have cerebral palsy.", "health:cerebral_palsy"),
        ("I have sickle cell disease.", "health:sickle_cell_disease"),
    ],
)
def test_a_named_condition_is_the_users_health(text: str, key: str) -> None:
    found = candidates(text)
    assert [c.sensitivity for c in found if c.subject == key] == ["sensitive"], found


@pytest.mark.parametrize("text", ["I have an MS in statistics.", "I have MS Office on my laptop.",
                                  "I have RA duty tonight.", "My mom has MS.", "Do I have MS?",
                                  "I might have RA, my doctor isn't sure."])
def test_initials_or_anothers_condition_are_not_the_users(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith("health:")}, found


# -- what one wears is no pursuit ------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["I wear a turban.", "I wear glasses.", "I always wear a hijab outside.",
                                  "I usually wear black."])
def test_what_one_wears_is_no_activity(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith("activity:")}, found


@pytest.mark.parametrize(("text", "key"), [("I wear hearing aids.", "health:hearing_aid"),
                                           ("I wear a Dexcom G7.", "device:dexcom_g7"),
                                           ("I wear a size 9 shoe.", "size:shoe")])
def test_an_aid_a_device_or_a_size_worn_still_forms(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


# -- a faith raised in is no origin; left, it is taken back -----------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I was raised Baptist but I left organized religion in my thirties.", "identity:baptist"),
        ("I grew up Mormon but left the church at 20.", "identity:mormon"),
        ("I was raised in the Lutheran church but I'm not religious anymore.", "identity:lutheran"),
        ("I was brought up Catholic, but I stopped practicing in college.", "identity:catholic"),
    ],
)
def test_a_faith_raised_in_and_left_is_taken_back(text: str, key: str) -> None:
    found = candidates(text)
    assert [(c.polarity, c.sensitivity) for c in found if c.subject == key] == [("retract", "sensitive")], found
    assert "location:origin" not in {c.subject for c in found}


@pytest.mark.parametrize("text", ["I was raised Baptist.", "I grew up strictly Catholic.",
                                  "My husband was raised Catholic but he left.", "Was I raised Catholic but I left?"])
def test_a_faith_raised_in_alone_or_anothers_forms_no_faith_or_origin(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith("identity:") or s == "location:origin"}, found


@pytest.mark.parametrize("text", ["I was raised in Ohio.", "I grew up Catholic in Boston."])
def test_a_place_raised_in_is_still_the_origin(text: str) -> None:
    assert "location:origin" in subjects(text), subjects(text)


# -- a faith converted to --------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [("I converted to Judaism two years ago.", "identity:jewish"),
                                           ("I converted to Islam in college.", "identity:muslim"),
                                           ("I converted to Catholicism when I got married.", "identity:catholic")])
def test_a_faith_converted_to_is_the_users(text: str, key: str) -> None:
    found = candidates(text)
    assert [c.sensitivity for c in found if c.subject == key] == ["sensitive"], found


@pytest.mark.parametrize("text", ["I converted to Postgres last year.", "I converted to a Roth IRA.",
                                  "My wife converted to Catholicism.", "Should I convert to Judaism?",
                                  "If I converted to Islam, would I have to fast?"])
def test_no_faith_from_another_conversion_or_anothers(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith("identity:")}, found


# -- an elected seat is a job; a thousands separator ends no phrase --------------------------------------------------

@pytest.mark.parametrize("text", ["I'm a city council member in a town of about 8,000.", "I'm a school board member.",
                                  "I'm the mayor of a small town.", "I'm a state senator.", "I'm a councilwoman."])
def test_an_elected_seat_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


def test_a_thousands_separator_ends_no_statement() -> None:
    found = [c.statement for c in candidates("I'm a city council member in a town of about 8,000.")]
    assert found == ["User is a city council member in a town of about 8,000."], found


@pytest.mark.parametrize("text", ["I'm a gym member.", "My dad is a city council member.",
                                  "Should I run for city council member?"])
def test_no_elected_seat_held_by_the_user(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


# -- a name with "of" inside it keeps it -----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("I'm a member of the League of Women Voters.", "membership:league_of_women_voters"),
    ("I'm a member of the Knights of Columbus.", "membership:knights_of_columbus"),
    ("I'm a member of the Sierra Club.", "membership:sierra_club"),
    ("I'm a member of the local food co-op.", "membership:food_co_op"),
])
def test_a_membership_keyed_on_the_whole_name(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


# -- how often a pursuit is done is not its key ----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("I volunteer as a clinic escort a couple of Saturdays a month.", "activity:clinic_escort"),
    ("I coach soccer a couple of Saturdays a month.", "activity:soccer"),
    ("I play pickleball two evenings a week.", "activity:pickleball"),
    ("I play five-a-side on Tuesday nights.", "activity:five_a_side"),
    ("I coach Sunday league soccer.", "activity:sunday_league_soccer"),
    ("I teach Sunday school.", "activity:sunday_school"),
])
def test_a_pursuit_is_keyed_without_its_schedule(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found


# -- one who keeps up a pursuit is keyed on the pursuit ---------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [("I'm a beekeeper with four hives.", "activity:beekeeping"),
                                           ("I'm an avid hiker.", "activity:hiking"),
                                           ("I'm a marathon runner.", "activity:running"),
                                           ("I'm a keen birdwatcher.", "activity:birdwatching")])
def test_a_hobbyist_is_the_pursuit(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


@pytest.mark.parametrize("text", ["My wife is a runner.", "Am I a runner?", "I'm a professional golfer."])
def test_no_pursuit_for_anothers_a_question_or_a_career(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith("activity:")}, found


# -- a farm run is work ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["I run a small u-pick blueberry farm.", "I run a vineyard in Sonoma.",
                                  "I run a small farm and sell at the farmers market."])
def test_a_farm_run_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith("activity:")}, found


@pytest.mark.parametrize("text", ["I run a server farm.", "I run an ant farm.", "I own a farm.",
                                  "My dad runs a ranch.", "Should I run a farm?"])
def test_no_farm_occupation_for_another_farm_or_anothers(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


# -- a switch to doing something is no liking ----------------------------------------------------------------------

@pytest.mark.parametrize("text", ["We switched to raising pastured pigs.", "I switched to working nights.",
                                  "I switched to growing garlic."])
def test_a_switch_to_doing_something_is_no_preference(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith("preference:")}, found


@pytest.mark.parametrize(("text", "key"), [("I switched to oat milk.", "preference:oat_milk"),
                                           ("I switched to swimming 4x a week.", "activity:swimming")])
def test_a_switch_to_a_thing_or_a_pursuit_still_forms(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


# -- a limb lost is the user's body ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("I lost my left leg below the knee in a motorcycle crash.", "health:left_leg"),
    ("I lost my right arm in Afghanistan.", "health:right_arm"),
    ("I lost an eye... no wait, I lost my eye in an accident.", "health:eye"),
])
def test_a_limb_lost_is_health(text: str, key: str) -> None:
    found = candidates(text)
    assert [(c.polarity, c.sensitivity) for c in found if c.subject == key] == [("assert", "sensitive")], found
    assert not {c.subject for c in found if c.subject.startswith("possession:")}, found


@pytest.mark.parametrize("text", ["I lost my head.", "I lost my footing on the ice.", "My dad lost his arm in the war.",
                                  "Did I lose my left leg?"])
def test_no_limb_lost_from_a_figure_of_speech_or_anothers(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith("health:")}, found
