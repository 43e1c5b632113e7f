"""Session 18 (helper 7, statement quality on MSC): a verb of the user's joined by "and"/"but" with its "I" left out
takes the "-s" (never the wife's "am"); a pair's doing said with whom; a relative before "and I" opens the pair's
clause; what is taken, eaten or got that is no learning, diet or possession; adjectives before a liked thing; a
learner's "to" for "too"."""

import pytest

from tests.extracting import candidates, subjects


def statements(text: str) -> dict[str, str]:
    return {c.subject: c.statement for c in candidates(text)}


def said(text: str) -> set[str]:
    return {c.statement for c in candidates(text)}


# -- a verb joined to the user's own, its "I" left out ------------------------------------------------------------

@pytest.mark.parametrize(("text", "statement"), [
    ("I like kids but do not have any", "User likes kids but does not have any."),
    ("I collect hats and have over a thousand", "User collects hats and has over a thousand."),
    ("I coach little league and have five boys", "User coaches little league and has five boys."),
    ("I finished school and am a lawyer", "User finished school and is a lawyer."),
    ("I love star wars and am a huge fan", "User loves star wars and is a huge fan."),
    ("I sing folk music and play piano and guitar", "User sings folk music and plays piano and guitar."),
    ("I love cooking but never do it", "User loves cooking but never does it."),
    ("I love Starbucks but don't get it very often", "User loves Starbucks but doesn't get it very often."),
    ("I am retired, have been for years", "User is retired, has been for years."),
    # (said with the user's own "not": no word of the statement that the user did not say)
    ("I love the Food Network but haven't watched it in a while",
     "User loves the Food Network but has not watched it in a while."),
    ("I work at burger king part time, and go to school part time",
     "User works at burger king part time, and goes to school part time."),
    ("I love country music and go to concerts", "User loves country music and goes to concerts."),
    ("I love shoes and want a rolls royce one day", "User loves shoes and wants a rolls royce one day."),
    ("I am a surgeon but am moving for my daughter so need a new job",
     "User is a surgeon but is moving for their daughter so needs a new job."),
])
def test_a_verb_joined_to_the_users_takes_its_s(text: str, statement: str) -> None:
    assert statement in said(text)


@pytest.mark.parametrize(("text", "statement"), [
    # an infinitive goes on after "and": the bare verb is the infinitive's
    ("I like to cook and bake", "User likes to cook."),
    ("I love to walk my dog and go to church events", "User loves to walk their dog and go to church events."),
    # a noun after "and", or a noun before what it does
    ("I like rock and roll", "User likes rock and roll."),
    ("I like peace and love", "User likes peace and love."),
    ("I like drive to the countryside and enjoy some time with friends",
     "User likes drive to the countryside and enjoy some time with friends."),
    ("I run Arch Linux at home but work forces Windows 11 on us",
     "User runs Arch Linux at home but work forces Windows 11 on us."),
    # another's clause: its verb is theirs
    ("I have a new papaya recipe that I discovered and want to share",
     "User has a new papaya recipe that they discovered and want to share."),
    # a liking after a comma is no verb of the user's
    ("I play violin, like my father", "User plays violin, like their father."),
])
def test_no_verb_is_changed_that_is_not_the_users_own(text: str, statement: str) -> None:
    assert statement in said(text)


def test_the_users_am_after_what_another_does_is_never_theirs() -> None:
    found = said("my wife works a lot and am a stay-at-home dad")
    assert "User's wife works a lot." in found
    assert "User is a stay-at-home dad." in found  # the user's own clause, alone
    assert not any(s.startswith("User's wife") and "dad" in s for s in found)


def test_a_relatives_clause_then_the_users_am() -> None:
    assert statements("My husband is a doctor but am a nurse") == {
        "family:husband": "User's husband is a doctor.", "occupation": "User is a nurse."}


# -- a pair's doing, said with whom ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "statement"), [
    ("my best friend and I moved in together and it has been great so far",
     "User and their best friend moved in together and it has been great so far."),
    ("My sister and I moved in together last year", "User and their sister moved in together last year."),
    ("Jess and I moved in together in May", "User and Jess moved in together in May."),
])
def test_what_is_done_together_is_said_with_whom(text: str, statement: str) -> None:
    found = said(text)
    assert statement in found
    assert not any(s.startswith("User moved in together") for s in found)


def test_a_pair_said_me_and_my_wife_keeps_its_clause() -> None:
    assert {"family:wife", "identity:catholic", "family:kid"} <= subjects(
        "me and my wife r catholic and we want to get our baby baptized how do we find a parish near by")


def test_a_relative_before_and_i_opens_the_pairs_clause() -> None:
    found = statements("I'm married and my husband and I've 2 children.")
    assert found["relationship_status"] == "User is married."
    assert found["family:husband"] == "User and their husband have 2 children."
    assert "family:kid" in found


def test_and_i_contracted_is_read_in_full() -> None:
    assert statements("my wife and I'm going to Paris").get("family:wife") == "User and their wife are going to Paris."


# -- wrong keys --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I'm taking a short break from work, let us chat",
    "I am taking a vacation outside of Ohio",
    "I'm taking some melatonin every night to cope",
    "I'm taking a break from working on my vintage car",
])
def test_a_break_a_trip_or_a_medicine_taken_is_no_learning(text: str) -> None:
    assert not any(s.startswith("activity:learning:") for s in subjects(text))


@pytest.mark.parametrize(("text", "subject"), [
    ("I'm taking French this semester", "activity:learning:french_semester"),
    ("I'm taking a pottery class", "activity:learning:pottery_class"),
])
def test_a_course_taken_is_still_learning(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text", [
    "I eat when I'm bored",
    "I eat what I catch",
    "I eat at a lot of the dining halls at my school",
    "I eat out a lot",
])
def test_when_or_where_one_eats_names_no_diet(text: str) -> None:
    assert not any(s.startswith("diet:") for s in subjects(text))


@pytest.mark.parametrize(("text", "subject"), [
    ("I eat a lot of chocolate", "diet:chocolate"),
    ("I eat salmon", "diet:salmon"),
    ("I eat healthy foods", "diet:healthy_food"),
    ("I drink like 4-5 Monsters a shift", "preference:monsters"),
])
def test_what_is_eaten_is_still_a_diet(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text", [
    "I got a quesadilla when I went there, and it was so good",
    "I bought some strawberries kiwis bananas",
    "I have lots of beers that my friends left the other day",
    "I have a load of cooking chocolate",
    "I got a D on my economics test the next day",
    "I got my midterm back",
    "I got my latest exam results for my finance degree",
])
def test_food_or_a_mark_got_is_no_possession(text: str) -> None:
    assert not any(s.startswith("possession:") for s in subjects(text))


@pytest.mark.parametrize(("text", "subject"), [
    ("I have a coffee maker", "possession:coffee_maker"),
    ("I got a new espresso machine", "possession:espresso_machine"),
    ("I have a bunch of guitars", "possession:guitar"),
])
def test_a_thing_for_food_is_still_a_possession(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize(("text", "subject"), [
    ("I enjoy light, casual reading", "preference:reading"),
    ("I like short, funny videos", "preference:video"),
    ("I love big, fluffy dogs", "preference:dog"),
    ("I love jazz, especially Coltrane", "preference:jazz"),
    ("I love star wars and am a huge fan", "preference:star_war"),
    ("I love country music and go to concerts", "preference:country_music"),
    ("I love shoes and want a rolls royce one day", "preference:shoe"),
])
def test_a_liking_is_keyed_on_the_thing_not_its_description(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


def test_a_learners_to_for_too_is_dropped() -> None:
    assert statements("I like to read to.") == {"preference:reading": "User likes to read."}
