"""Defects the ninth corpus found when it was first scored, blind, in five of its styles (students and parents, older
adults new to technology, life events vented, fitness and diet logs, travel planning): a pet that died this morning
kept, a household's move from one city to another unread, a relative by what is theirs lost in a plan for next
month."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def said(text: str) -> set[tuple[str, str]]:
    return {(c.subject, c.polarity) for c in candidates(text)}


def subjects(text: str) -> set[str]:
    return {c.subject for c in candidates(text)}


# -- life events ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["my cat Pickles died this morning, she was 19.", "My cat died today.",
                                  "my dog Rufus passed away yesterday", "My dog died last night."])
def test_a_pet_that_died_today_is_no_longer_had(text: str) -> None:
    assert said(text) & {("pet:cat", "retract"), ("pet:dog", "retract")}
    assert not any(polarity == "assert" for _, polarity in said(text))


@pytest.mark.parametrize("text", ["My cat died this morning?", "If my cat died today what would I do",
                                  "my neighbor's cat died today", "my phone died this morning",
                                  "my dad died yesterday"])
def test_a_death_not_of_the_users_pet_retracts_nothing(text: str) -> None:
    assert not subjects(text)


@pytest.mark.parametrize("text", ["We moved from Chicago to Phoenix.", "We moved from Chicago to Phoenix last year.",
                                  "We relocated from San Diego to Salt Lake City in 2020."])
def test_a_household_moved_from_one_city_to_another_lives_there(text: str) -> None:
    assert said(text) == {("location:home", "assert")}


@pytest.mark.parametrize("text", ["We moved from one plan to another.", "We moved from Jira to Linear.",
                                  "Did we move from Chicago to Phoenix?"])
def test_a_move_between_no_places_is_no_home(text: str) -> None:
    assert "location:home" not in subjects(text)


@pytest.mark.parametrize("text", [
    "We're moving from Chicago to Phoenix next month for my husband's job and I'm terrified of the heat lol.",
    "We moved for my husband's job.", "We went to my sister's wedding.",
])
def test_a_relative_by_what_is_theirs_in_a_household_clause_is_the_users(text: str) -> None:
    assert subjects(text) & {"family:husband", "family:sister"}


@pytest.mark.parametrize("text", ["Are we moving next month for my husband's job?",
                                  "If we move next month for my husband's job, what then",
                                  "She said we're moving next month for my husband's job.",
                                  "My friend's husband's job is moving them next month."])
def test_a_relative_by_what_is_theirs_asked_supposed_or_reported_forms_nothing(text: str) -> None:
    assert not subjects(text)


@pytest.mark.parametrize(("text", "subject"), [
    ("We just had our second baby last week (a girl!!) and I'm running on zero sleep.", "family:daughter"),
    ("We had a baby, a boy.", "family:son"),
    ("We just had our first baby.", "family:kid"),
    ("I just had a baby.", "family:kid"),  # a child, keyed as "kids" and "a child" are
])
def test_a_baby_born_to_the_household_is_the_users_child(text: str, subject: str) -> None:
    assert said(text) == {(subject, "assert")}


def test_a_household_baby_is_said_as_the_household_had_it() -> None:
    [baby] = candidates("We just had our second baby last week (a girl!!)")
    assert baby.statement == "User's household had their second baby (a girl)."


@pytest.mark.parametrize("text", ["We had a baby shower.", "We had a baby-sitting gig.", "Should we have a baby?",
                                  "If we had a baby, would we need a bigger car?"])
def test_no_baby_born_forms_no_child(text: str) -> None:
    assert not any(s.startswith("family:") for s in subjects(text))


# -- schooling -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I'm a junior at Ohio State majoring in nursing.", "I'm a freshman at UCLA.", "I'm a sophomore in college.",
    "I'm a senior at the University of Michigan.", "I'm majoring in nursing.", "I'm a nursing major at UCF.",
    "I'm in year 3 of my PhD in marine biology at UC San Diego.", "I'm doing a PhD in marine biology.",
    "I'm working on my master's at Osaka University.", "I'm enrolled at Georgia Tech.",
    "I just enrolled in an HVAC certificate program at the community college.",
])
def test_schooling_under_way_is_education(text: str) -> None:
    assert subjects(text) == {"education"}


@pytest.mark.parametrize("text", [
    "I'm a senior at Google.", "I'm a junior at Deloitte.", "I'm a junior developer.", "I'm an Army major.",
    "I'm a major fan of jazz.", "I'm working on my car.", "I'm doing a degree of damage.", "I'm a senior citizen.",
    "I enrolled in a pottery class at the rec center.", "My son enrolled in a program at the community college.",
    "Should I do a PhD in marine biology?", "If I were a junior at Ohio State, what would I take?",
    "Write an essay as if I'm a first-generation college student.",
])
def test_no_schooling_of_the_users_is_no_education(text: str) -> None:
    assert "education" not in subjects(text)


def test_an_exam_on_a_weekday_is_no_possession() -> None:
    assert not subjects("I have an anatomy exam friday.")
    assert not subjects("I have a big presentation thursday")


# -- a question asked after the user's own clause --------------------------------------------------------------------

@pytest.mark.parametrize(("text", "subject"), [
    ("I'm a nurse and I have a cat, can you quiz me?", "occupation"),
    ("I'm a junior at Ohio State majoring in nursing and I have an anatomy exam friday, can you quiz me on the bones "
     "of the hand?", "education"),
])
def test_a_question_after_a_clause_of_the_users_leaves_that_clause_stated(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text", ["Do you think I'm a nurse and I have a cat?",
                                  "Is it weird that I'm a nurse and I have a cat?",
                                  "I'm vegan, I think, can you check this recipe?",
                                  "I'm a nurse, I guess, so what do I wear?"])
def test_a_question_opening_the_sentence_or_a_hedge_after_the_clause_still_voids_it(text: str) -> None:
    assert not subjects(text) & {"occupation", "diet"}


# -- health ----------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "subject"), [
    ("I get really bad motion sickness so no boats and no winding mountain roads.", "health:motion_sickness"),
    ("I suffer from terrible migraines.", "health:migraine"),
    ("I have macular degeneration so please write your answers in short sentences.", "health:macular_degeneration"),
    ("I have glaucoma.", "health:glaucoma"),
    ("I'm 6 months sober today.", "health:sobriety"),
    ("I've been sober for two years.", "health:sobriety"),
    ("I'm sober since 2019.", "health:sobriety"),
])
def test_the_users_own_condition_is_sensitive_health(text: str, subject: str) -> None:
    [c] = [c for c in candidates(text) if c.subject.startswith("health:")]
    assert (c.subject, c.sensitivity, c.polarity) == (subject, "sensitive", "assert")


@pytest.mark.parametrize("text", ["Do you get motion sickness?", "If I get motion sickness, what should I take?",
                                  "What is macular degeneration?", "I'm sober tonight.", "I'm sober enough to drive.",
                                  "Should I stay sober for a month?", "I'm sober today.", "I get bad reviews."])
def test_no_condition_of_the_users_forms_no_health(text: str) -> None:
    assert not any(s.startswith("health:") for s in subjects(text))


@pytest.mark.parametrize("text", ["My son gets really bad motion sickness.", "My brother is 6 months sober.",
                                  "My mom has macular degeneration.", "My wife gets migraines."])
def test_a_relatives_condition_is_never_said(text: str) -> None:
    for c in candidates(text):
        assert c.subject.startswith("family:") and c.statement.startswith("User has a")


@pytest.mark.parametrize(("text", "diet"), [("I'm lactose intolerant and pescatarian.", "User is pescatarian."),
                                            ("I'm married and vegan.", "User is vegan.")])
def test_a_diet_said_second_is_the_users_diet(text: str, diet: str) -> None:
    assert [c.statement for c in candidates(text) if c.subject == "diet"] == [diet]


@pytest.mark.parametrize("text", ["I'm lactose intolerant and a vegan chef.",
                                  "Am I lactose intolerant and pescatarian?",
                                  "I'm not lactose intolerant and pescatarian"])
def test_a_diet_not_said_as_the_users_forms_no_diet(text: str) -> None:
    assert "diet" not in subjects(text)


# -- pursuits --------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("I quit CrossFit after my shoulder surgery and switched to swimming 4x a week.",
     {("activity:crossfit", "retract", "User quit CrossFit."),
      ("activity:swimming", "assert", "User switched to swimming 4x a week."),
      ("health:shoulder", "assert", "User had shoulder surgery.")}),  # the operation is the user's too
    ("I gave up tennis last year.", {("activity:tennis", "retract", "User gave up tennis.")}),
    ("I switched to running every morning.", {("activity:running", "assert", "User switched to running every "
                                                                              "morning.")}),
    ("I switched to biking.", {("preference:cycling", "assert", "User switched to biking.")}),  # a liking, no habit
])
def test_a_pastime_given_up_or_switched_to(text: str, expected: set[tuple[str, str, str]]) -> None:
    assert {(c.subject, c.polarity, c.statement) for c in candidates(text)} == expected
    assert all(c.sensitivity == "normal" for c in candidates(text) if not c.subject.startswith("health:"))


@pytest.mark.parametrize("text", ["Should I quit CrossFit?",
                                  "My wife quit CrossFit and switched to swimming 4x a week.",
                                  "If I quit tennis, what else could I do?", "I quit the gym."])
def test_a_pastime_not_given_up_by_the_user_retracts_nothing(text: str) -> None:
    assert not any(s.startswith("activity:") for s in subjects(text))


def test_what_someone_of_the_users_did_after_and_is_theirs() -> None:
    assert not subjects("My sister sold her car and moved to Denver.")
    assert ("location:home", "assert") in said("My husband and I sold our house and moved to Denver.")


@pytest.mark.parametrize(("text", "subject"), [
    ("I snowboard, I don't ski.", "activity:snowboarding"), ("I kayak on weekends.", "activity:kayaking"),
    ("I don't drink.", "preference:alcohol"), ("I don't drink at all.", "preference:alcohol"),
])
def test_a_bare_verb_of_a_pursuit_or_a_drink(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", ["Do you drink?", "I don't drink much.", "Should I snowboard or ski?"])
def test_no_pursuit_or_drink_of_the_users(text: str) -> None:
    assert not subjects(text)


@pytest.mark.parametrize("text", ["Home base is Denver.", "My home base is Salt Lake City, Utah.",
                                  "Our home base is Denver"])
def test_a_home_base_is_where_the_user_lives(text: str) -> None:
    assert said(text) == {("location:home", "assert")}


@pytest.mark.parametrize("text", ["Home base is where the heart is.", "Is home base Denver?",
                                  "His home base is Denver.", "Home base is Denver?",
                                  "The team's home base is Denver."])
def test_no_home_base_of_the_users_is_no_home(text: str) -> None:
    assert not subjects(text)


# -- children and pets with their ages or names in brackets ------------------------------------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("I have two kids (son 12, daughter 9).", {"family:kid", "family:son", "family:daughter"}),
    ("We have 3 kids (4, 7 and 10).", {"family:kid"}),
    ("I have twin boys (5).", {"family:son"}),
    ("I have twin boys.", {"family:son"}),
    ("I have two cats (Miso & Pepper).", {"pet:cat"}),
    ("I have two kids (see attached).", {"family:kid"}),  # an aside in brackets is no part of a key
])
def test_what_brackets_say_of_children_or_pets_is_no_part_of_their_key(text: str, expected: set[str]) -> None:
    assert subjects(text) == expected


@pytest.mark.parametrize("text", ["My sister has two kids (son 12, daughter 9).",
                                  "Do you have two kids (son 12, daughter 9)?",
                                  "If I had two kids (son 12, daughter 9), what car would fit?"])
def test_children_in_brackets_not_the_users_form_nothing(text: str) -> None:
    assert not subjects(text)


# -- the household's car ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "We have a 2019 Honda Odyssey.", "We drive a Honda Odyssey.",
    "We're a family of 5 (kids are 4, 7 and 10) from Calgary doing a road trip to Yellowstone in our 2019 Honda "
    "Odyssey. Where should we stop overnight?",
    "our Toyota Camry broke down yesterday",
])
def test_the_households_car_is_the_users(text: str) -> None:
    assert {s for s in subjects(text) if s.startswith("vehicle:")} in ({"vehicle:honda_odyssey"},
                                                                      {"vehicle:toyota_camry"})


@pytest.mark.parametrize("text", ["We have a Honda Civic in the company fleet.", "We have a Honda Civic for work.",
                                  "Should we buy a Honda Odyssey?", "Our Honda dealer is great.",
                                  "If we had a Honda Odyssey, would it fit?", "Our Jenkins server is down.",
                                  "We have a MacBook Pro in the office."])
def test_a_car_not_the_households_forms_nothing(text: str) -> None:
    assert not subjects(text)


def test_a_household_car_sold_is_not_had() -> None:
    assert ("vehicle:honda_odyssey", "assert") not in said("We sold our Honda Odyssey.")


# -- a job lost, its subject left out --------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["Got laid off from Intel on Tuesday. 11 years. Help me rewrite my resume summary.",
                                  "Just got let go from my job at the bank."])
def test_a_job_lost_said_without_its_subject_retracts_the_occupation(text: str) -> None:
    # and the employer, when named ("from Intel")
    assert {("occupation", "retract")} <= said(text) <= {("occupation", "retract"), ("occupation:employer", "retract")}


@pytest.mark.parametrize("text", ["My husband lost his job, got laid off from Intel", "Got laid off?",
                                  "If I got laid off, what then"])
def test_a_job_lost_by_someone_else_or_asked_retracts_nothing(text: str) -> None:
    assert not subjects(text)
