"""What the eleventh corpus written blind (tests/data/eleventh_corpus.jsonl) found the rules forming wrong or missing in
its wedding, new-parent, pet, job-search, medical-appointment and home-renovation styles, one family per section; the
sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- a fiancé or a fiancée is one key ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "My fiancée and I are getting married in May.",
        "My fiancée Dana is a nurse.",
        "My fiancé Sam and I live in Leeds.",
        "My girlfriend and I got engaged last week.",
    ],
)
def test_a_fiance_of_either_gender_is_one_key(text: str) -> None:
    found = subjects(text)
    assert "family:fiance" in found, found
    assert "family:fiancee" not in found, found


# -- a relative named before "and I" -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("My fiancée Priya and I are getting married next spring.", "family:fiance"),
        ("My husband Tom and I have two kids.", "family:husband"),
        ("My sister Maya and I are planning a party.", "family:sister"),
    ],
)
def test_a_named_relative_and_the_user_is_the_users_relative(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "My friend Tom and I are going hiking.",
        "My boss Tom and I disagree.",
        "Should my sister Maya and I share a room?",
    ],
)
def test_a_named_friend_and_the_user_form_no_relative(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")}, subjects(text)


# -- "our" child is the user's -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Our daughter Nora is 6 weeks old.", "family:daughter"),
        ("Our son is 3.", "family:son"),
        ("our kids hate broccoli", "family:kid"),
        ("Our son got a new bike for his birthday.", "family:son"),
    ],
)
def test_our_child_is_the_users_child(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert not {s for s in found if s.startswith(("possession:", "vehicle:"))}, found


@pytest.mark.parametrize(
    "text",
    [
        "If our son is sick, what do we do?",
        "Our son's teacher is mean.",
        "Our sonic screwdriver broke.",
        "Does our daughter need a booster?",
    ],
)
def test_our_child_in_a_question_or_a_near_miss_forms_nothing(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")}, subjects(text)


# -- a "tech" is a job ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I'm a vet tech.", "I'm a lab tech at a hospital.", "I'm a pharmacy tech."])
def test_a_tech_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


@pytest.mark.parametrize("text", ["I work in tech.", "My brother is a vet tech.", "Am I a tech?"])
def test_tech_elsewhere_is_no_occupation_of_the_users(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


# -- a pregnancy said by how far along ------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I'm 28 weeks pregnant.", "I'm six months pregnant with twins.",
                                  "I am about 20 weeks pregnant."])
def test_weeks_or_months_pregnant_is_a_pregnancy(text: str) -> None:
    assert "health:pregnancy" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["My sister is 28 weeks pregnant.", "What should I eat at 28 weeks pregnant?",
                                  "If I were 6 months pregnant, could I fly?"])
def test_another_or_a_supposed_pregnancy_is_not_the_users(text: str) -> None:
    assert "health:pregnancy" not in subjects(text), subjects(text)


# -- a condition had since a time ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I've had type 1 diabetes since I was 12.", "health:type_1_diabetes"),
        ("I've had asthma since childhood.", "health:asthma"),
        ("I have had epilepsy my whole life.", "health:epilepsy"),
    ],
)
def test_a_condition_had_since_is_the_users(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I've had this cough for a week.",
        "I've had covid since Monday.",
        "I've had enough of this for years.",
        "My son has had asthma since he was 2.",
        "Have you had asthma since childhood?",
    ],
)
def test_a_passing_illness_or_anothers_condition_forms_no_health(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


# -- a condition of a pregnancy, and one being treated ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I have gestational diabetes.", "health:gestational_diabetes"),
        ("I was diagnosed with gestational diabetes last week.", "health:gestational_diabetes"),
        ("I have postnatal depression.", "health:postpartum_depression"),
        ("I'm being treated for postpartum depression.", "health:postpartum_depression"),
        ("I'm currently being treated for depression.", "health:depression"),
    ],
)
def test_a_condition_had_or_treated_is_the_users(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    if key != "health:depression":
        assert "health:diabetes" not in found and "health:depression" not in found, found


@pytest.mark.parametrize(
    "text",
    [
        "My wife has postpartum depression.",
        "Is postpartum depression common?",
        "I'm scared of getting gestational diabetes.",
        "If I have gestational diabetes, can I eat rice?",
        "I'm being treated like a child.",
        "I'm being treated for it.",
    ],
)
def test_a_condition_asked_feared_or_anothers_forms_no_health(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


# -- a pet by its breed, "our" pet, animals kept --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("My corgi Biscuit is 9.", "pet:dog"),
        ("My dachshund is 12 and has a bad back.", "pet:dog"),
        ("My boxer Rocky is 5.", "pet:dog"),
        ("Our dog is 9.", "pet:dog"),
        ("Our cat keeps scratching the couch.", "pet:cat"),
        ("I keep backyard chickens.", "pet:chicken"),
        ("I keep rabbits.", "pet:rabbit"),
    ],
)
def test_a_pet_by_breed_ours_or_kept_is_the_users(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert not {s for s in found if s.startswith("health:")}, found


def test_a_breed_named_pets_health_stays_out_of_its_statement() -> None:
    found = candidates("My corgi Biscuit is 9 and the vet just diagnosed him with kidney disease.")
    pets = [c for c in found if c.subject == "pet:dog"]
    assert pets and all(c.sensitivity == "normal" and "kidney" not in c.statement for c in pets), found


@pytest.mark.parametrize(
    "text",
    [
        "My boxer shorts are torn.",
        "My Persian rug is dirty.",
        "Our dog's bowl is broken.",
        "I keep forgetting things.",
        "I keep chickens away from the garden.",
        "Should I keep chickens?",
        "My neighbor keeps chickens.",
        "If our dog is sick, who do we call?",
    ],
)
def test_a_breed_word_elsewhere_or_anothers_animals_form_no_pet(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("pet:")}, subjects(text)


# -- a place, and an aside that the user lives there -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Which caterers in Portland, where we live, do vegan menus?",
        "Columbus area, where we live.",
        "Any good hikes near Boulder, where I live?",
        "I love Lisbon, where we live now.",
    ],
)
def test_a_place_where_the_user_lives_is_their_home(text: str) -> None:
    assert "location:home" in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "What's the weather in Boston, where my sister lives?",
        "Paris, where I lived for years, is lovely.",
        "Which caterers in Portland, where you live, are good?",
        "Where I live, it's cold.",
        'My friend said "Austin, where I live, is hot".',
        "Imagine you're in Oslo, where I live.",
        "Denver, where I want to live, is pricey.",
    ],
)
def test_a_place_lived_by_another_or_before_or_wished_is_no_home(text: str) -> None:
    assert "location:home" not in subjects(text), subjects(text)


# -- a home bought by its kind, and one sold for it ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "We bought a 1920s bungalow in Sacramento last year.",
        "We bought a farmhouse outside Burlington, Vermont.",
        "We just bought a two-story house in Tucson.",
    ],
)
def test_a_house_bought_by_its_kind_is_a_house_and_a_home(text: str) -> None:
    found = keyed(text)
    assert ("possession:house", "assert") in found, found
    assert ("location:home", "assert") in found, found


def test_a_home_sold_for_another_is_taken_back() -> None:
    found = keyed("We sold our condo and bought a farmhouse outside Burlington, Vermont.")
    assert {("possession:condo", "retract"), ("possession:house", "assert"), ("location:home", "assert")} <= found


@pytest.mark.parametrize(
    "text",
    [
        "Should we buy a bungalow in Leeds?",
        "My parents bought a bungalow in Leeds.",
        "Should we sell our condo and buy a house?",
        "If we sold our condo and bought a farmhouse, would we be happier?",
    ],
)
def test_a_home_asked_about_or_anothers_forms_no_possession(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("possession:", "location:"))}, subjects(text)


# -- a craft done -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I do woodworking most weekends.", "activity:woodworking"),
        ("I do pottery on weekends.", "activity:pottery"),
        ("I do a bit of knitting.", "activity:knitting"),
    ],
)
def test_a_craft_done_is_an_activity(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["Do I do woodworking?", "My dad does woodworking.", "Should I do pottery?"])
def test_a_craft_asked_about_or_anothers_is_no_activity(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}, subjects(text)


# -- an age, and the clause after it -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I'm 70 and live alone in Tucson.", "location:home"),
        ("I'm 37 and pregnant with my second.", "health:pregnancy"),
        ("I'm 30 and still single.", "relationship_status"),
        ("I'm 40 and have two kids.", "family:kid"),
    ],
)
def test_an_age_and_the_users_clause_after_it(text: str, key: str) -> None:
    found = subjects(text)
    assert {"age", key} <= found, found


@pytest.mark.parametrize("text", ["I'm 25 and my wife is pregnant.", "I'm 30 and he lives in Leeds.",
                                  "Am I 37 and pregnant?"])
def test_an_age_and_anothers_clause_gives_the_user_nothing_of_theirs(text: str) -> None:
    found = subjects(text)
    assert "health:pregnancy" not in found and "location:home" not in found, found


# -- an employer left, joined, or kept a whole career ---------------------------------------------------------------


@pytest.mark.parametrize("text", ["I was laid off from Meta in January.", "I quit my job at Google."])
def test_a_named_employer_left_is_taken_back(text: str) -> None:
    found = keyed(text)
    assert ("occupation:employer", "retract") in found, found


@pytest.mark.parametrize("text", ["I quit my job at the bank.", "I got fired.", "My husband was laid off from Meta."])
def test_no_employer_named_or_anothers_takes_no_employer_back(text: str) -> None:
    assert ("occupation:employer", "retract") not in keyed(text), keyed(text)


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("I'm joining Deloitte as a senior consultant on the 3rd.", {"occupation", "occupation:employer"}),
        ("I've spent my whole career at Boeing.", {"occupation:employer"}),
        ("I've spent my entire career with Siemens.", {"occupation:employer"}),
    ],
)
def test_an_employer_joined_or_kept_is_the_users(text: str, keys: set[str]) -> None:
    assert keys <= subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm joining Deloitte as a guest.",
        "Should I join Deloitte as a consultant?",
        "If I'm joining Deloitte as a consultant, what should I wear?",
        "My wife is joining Deloitte as a consultant.",
        "My dad spent his whole career at Boeing.",
        "I've spent my career at the bank.",
    ],
)
def test_an_employer_asked_supposed_or_anothers_is_not_the_users(text: str) -> None:
    assert "occupation:employer" not in subjects(text), subjects(text)


# -- atrial fibrillation, and an age about to be reached ---------------------------------------------------------------


@pytest.mark.parametrize("text", ["I was diagnosed with atrial fibrillation last year.", "I have AFib.",
                                  "I have atrial fibrillation."])
def test_atrial_fibrillation_is_one_health_key(text: str) -> None:
    assert "health:atrial_fibrillation" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["My dad has atrial fibrillation.", "What is atrial fibrillation?",
                                  "Could this be AFib?"])
def test_atrial_fibrillation_asked_or_anothers_is_not_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


@pytest.mark.parametrize("text", ["I'm turning 40 in March.", "I'm about to turn 30, so I'm planning a party."])
def test_an_age_about_to_be_reached_is_the_users_age(text: str) -> None:
    assert "age" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I'm turning 40 pages a day.", "My son is turning 5 in May.", "Am I turning 40 soon?",
                                  "I'm turning 90 degrees."])
def test_turning_a_number_that_is_no_age_of_the_users_forms_no_age(text: str) -> None:
    assert "age" not in subjects(text), subjects(text)


# -- a profession left, a certificate studied for ----------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I left teaching in June.", "I quit nursing last year.",
                                  "I left the classroom this spring."])
def test_a_profession_left_takes_the_occupation_back(text: str) -> None:
    assert ("occupation", "retract") in keyed(text), keyed(text)


def test_a_profession_left_in_a_year_named_is_history() -> None:
    # session 12's red team: "I left teaching in 2010" retracted the occupation held now; a year named is back then
    assert keyed("I left the classroom in 2020.") == {("history:teaching", "assert")}


@pytest.mark.parametrize("text", ["I left law school.", "I quit teaching my son math.", "My wife left teaching.",
                                  "Should I leave teaching?", "I left nursing school after a year."])
def test_school_left_a_lesson_stopped_or_anothers_profession_takes_nothing_back(text: str) -> None:
    assert ("occupation", "retract") not in keyed(text), keyed(text)


@pytest.mark.parametrize("text", ["I'm doing a certificate in instructional design.",
                                  "I'm working on a diploma in nursing."])
def test_a_certificate_studied_for_is_education(text: str) -> None:
    assert "education" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I'm doing a gift certificate for my mom.", "My wife is doing a certificate in UX.",
                                  "Should I be doing a certificate in UX?"])
def test_a_gift_certificate_or_anothers_is_no_education(text: str) -> None:
    assert "education" not in subjects(text), subjects(text)
