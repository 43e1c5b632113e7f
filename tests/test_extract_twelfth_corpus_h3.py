"""What the twelfth corpus written blind (tests/data/twelfth_corpus.jsonl) found the rules forming wrong or missing in
its chronic-illness, paperwork, dating, retiree and outdoor styles, one family per section; the sentences are
variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import keyed, subjects

# -- a condition's key: bouts singular, a named disorder in full, an eponym with its "s" ------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I get migraines a few times a month.", "health:migraine"),
        ("I suffer from migraines.", "health:migraine"),
        ("I have social anxiety disorder.", "health:social_anxiety_disorder"),
        ("I was diagnosed with generalized anxiety disorder last year.", "health:generalized_anxiety_disorder"),
        ("I have severe generalised anxiety disorder.", "health:generalised_anxiety_disorder"),
        ("I have bipolar disorder.", "health:bipolar_disorder"),
        ("I have anxiety.", "health:anxiety"),
        ("I was diagnosed with Crohn's disease in 2019.", "health:crohns_disease"),
        ("I have Crohns disease.", "health:crohns_disease"),
        ("I've been diagnosed with sleep apnea.", "health:sleep_apnea"),
        ("I have allergies.", "health:allergies"),
    ],
)
def test_a_condition_is_keyed_by_its_name(text: str, key: str) -> None:
    found = {s for s in subjects(text) if s.startswith("health:")}
    assert found == {key}, found


@pytest.mark.parametrize(
    "text",
    [
        "My wife gets migraines.",
        "Does Crohn's disease run in families?",
        "My dad was diagnosed with Parkinson's disease.",
        "I was diagnosed with a rare disease.",
        "If I had generalized anxiety disorder, how would I know?",
    ],
)
def test_another_s_or_an_unnamed_condition_is_not_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


# -- whom the user sees is no skill -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I've been seeing a therapist weekly for two years.",
        "I've been seeing someone for about six months.",
        "I have been seeing a counselor since 2020.",
    ],
)
def test_seeing_someone_is_no_experience(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("experience:", "activity:"))}, subjects(text)


def test_a_pursuit_kept_up_is_still_experience() -> None:
    assert "experience:playing_guitar" in subjects("I've been playing guitar for years.")


# -- a marriage ended, a partner parted with, a home moved into -------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I'm a widower, my wife passed in 2021.",
        "I'm a widow.",
        "I'm separated now.",
        "I'm separated from my husband.",
    ],
)
def test_widowed_or_separated_is_a_relationship_status(text: str) -> None:
    found = subjects(text)
    assert "relationship_status" in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


@pytest.mark.parametrize(
    "text",
    [
        "I'm separated from my group on this hike.",
        "I'm separated by three hours from my family.",
        "My neighbor is a widow.",
        "Is a widower allowed to remarry in the church?",
    ],
)
def test_a_separation_from_other_things_is_no_status(text: str) -> None:
    assert "relationship_status" not in subjects(text), subjects(text)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("My girlfriend and I broke up last month.", "family:girlfriend"),
        ("My boyfriend and I split up in the spring.", "family:boyfriend"),
        ("I broke up with my boyfriend.", "family:boyfriend"),
        ("I just broke up with my long-distance girlfriend.", "family:girlfriend"),
        ("My wife and I separated in May.", "family:wife"),
    ],
)
def test_a_partner_parted_with_is_taken_back(text: str, key: str) -> None:
    found = keyed(text)
    assert (key, "retract") in found, found
    assert (key, "assert") not in found, found


@pytest.mark.parametrize(
    "text",
    [
        "My partner and I split up the chores.",
        "My wife and I separated our recycling.",
        "My girlfriend broke up with her boyfriend.",
        "Should I break up with my girlfriend?",
        "I broke up with my band.",
    ],
)
def test_no_partner_is_taken_back_without_a_parting(text: str) -> None:
    assert not {k for k in keyed(text) if k[1] == "retract"}, keyed(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm separated now and moved into my own place in Oakland in January.",
        "I moved into a new apartment in Denver.",
        "We moved into a two-bedroom condo in Sarasota.",
        "We sold the house in Dayton and moved into a condo in Sarasota.",
    ],
)
def test_a_home_moved_into_in_a_place_is_where_the_user_lives(text: str) -> None:
    assert "location:home" in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I moved into the city.",
        "I moved into a new role at work.",
        "My sister moved into a condo in Sarasota.",
        "Should we move into a condo in Miami?",
        "I own a duplex and rent out one unit.",
    ],
)
def test_no_home_without_the_user_moving_into_one(text: str) -> None:
    assert "location:home" not in subjects(text), subjects(text)


def test_a_home_sold_before_a_move_is_taken_back() -> None:
    found = keyed("We sold the house in Dayton and moved into a condo in Sarasota.")
    assert ("possession:house", "retract") in found, found


# -- a career retired from is the user's past -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I retired from teaching middle school math last June after 31 years.", "history:teaching"),
        ("I retired from nursing in 2015.", "history:nursing"),
        ("I just retired from farming.", "history:farming"),
    ],
)
def test_a_career_retired_from_is_history(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        # ("I retired from the army." is history:military since the thirteenth corpus: service is a past of its own)
        "I retired from working.",
        "My dad retired from teaching.",
        "I retired from football.",
        "Should I retire from teaching next year?",
    ],
)
def test_no_career_history_without_a_career_named_of_the_user(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("history:") and s != "history:football"}, subjects(text)


# -- a relative named in passing --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("My granddaughter Lily turns 6 next week.", "family:granddaughter"),
        ("My son Theo starts school on Monday.", "family:son"),
        ("I mostly want to see my grandson.", "family:grandson"),
        ("I babysit my grandkids on Fridays.", "family:grandchild"),
        ("I'm divorced and I share custody of my son with his mom.", "family:son"),
        ("I have joint custody of my daughter.", "family:daughter"),
    ],
)
def test_a_relative_named_in_passing_is_the_users(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "My friend Sam is visiting next week.",
        "Should I visit my grandkids next week?",
        "If my son Jake turns 6, what should I get him?",
        "Can I get custody of my daughter?",
        "Her granddaughter Lily turns 6 next week.",
    ],
)
def test_no_relative_from_a_question_or_anothers_kin(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")}, subjects(text)


# -- a debt owed and an income lived on -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I still have about $40k in federal student loans.", "finance:student_loans"),
        ("I still owe $38k on the mortgage.", "finance:mortgage"),
        ("I've got 22 years left on our mortgage.", "finance:mortgage"),
        ("I owe about 12k on my car loan.", "finance:car_loan"),
        ("I'm 72 and living on a pension of about $2,800 a month.", "finance:pension"),
        ("I'm on SSDI because of my back.", "finance:ssdi"),
        ("I get Social Security and a small pension.", "finance:social_security"),
        ("I live on a pension.", "finance:pension"),
    ],
)
def test_a_debt_owed_or_an_income_lived_on_is_the_users_finance(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "My brother owes $5k on his car loan.",
        "Should I apply for SSDI?",
        "My mom is on a pension.",
        "I have my social security number here.",
        "I'm on the pension plan at work.",
        "Do I still owe $38k on the mortgage?",
        "How much would I owe on a $300k mortgage?",
    ],
)
def test_no_finance_from_anothers_or_a_question(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("finance:")}, subjects(text)


def test_living_on_a_pension_is_no_home() -> None:
    assert "location:home" not in subjects("I live on a pension.")


# -- a thing's key: no size or rating; a quarry no part of the pursuit ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I have a 20-degree down quilt.", "possession:down_quilt"),
        ("I bought a 10-foot kayak last spring.", "possession:kayak"),
        ("I have a two-person tent.", "possession:tent"),
        ("I used to hunt elk in my twenties.", "history:hunting"),
        ("I used to fish for trout.", "history:fishing"),
    ],
)
def test_a_measure_or_a_quarry_is_no_part_of_the_key(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "Is a 20-degree down quilt warm enough?",
        "My brother has a 10-foot kayak.",
        "Should I buy a two-person tent?",
    ],
)
def test_no_possession_from_a_question_or_anothers(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("possession:")}, subjects(text)


def test_a_pursuit_with_its_object_keeps_it() -> None:
    assert "history:running_marathon" in subjects("I used to run marathons.")
