"""The twentieth corpus's forum, genealogy, theatre, board-sports, reseller and dating styles: what they found
the rules misread, said in other words, with the near misses that must still form nothing (or no more)."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# A forum post's age and gender tag after "I" is the user's age; after anyone else it is no word of the clause,
# which is read as said without it.
TAGGED_AGES = [
    ("I (52M) have two dogs and a boat", {"age", "pet:dog"}),
    ("i (22m) just got a job as a barista", {"age", "occupation"}),
    ("I (34F) and my husband (36M) have hosted Christmas for years", {"age", "family:husband"}),
    ("So I (27F) work at a small vet clinic as a receptionist.", {"age", "occupation"}),
]


@pytest.mark.parametrize(("text", "formed"), TAGGED_AGES)
def test_an_own_age_tag_is_the_age_and_the_clause_is_read_without_it(text: str, formed: set[str]) -> None:
    assert formed <= subjects(text)


def test_the_age_is_said_in_the_tag_s_own_words() -> None:
    (age,) = [c for c in candidates("I (41M) have been a welder for 20 years") if c.subject == "age"]
    assert age.statement == "User is 41M."
    assert age.evidence and "I (41M)" in age.evidence


@pytest.mark.parametrize("text", [
    "My sister (24F) wants to borrow my dress",  # someone else's age
    "my brother (29M) lives in Denver",
    "Am I (30F) too old to start ballet?",  # a question
    "If I (34F) moved to Ohio, would it help?",  # a supposition
    'My coworker posted "I (26F) wore it last year" on AITA, is she right?',  # quoted
    'write me a fake AITA post like "I (45M) refused to let my neighbor use my pool"',
    "I (19NB) work at a bakery",  # a tag saying more than an age is left unread
])
def test_no_age_from_a_tag_that_is_not_the_user_s_own_statement(text: str) -> None:
    assert "age" not in subjects(text)


def test_a_relative_tagged_is_read_as_said_without_the_tag() -> None:
    assert "family:sister" in subjects("My sister (24F) wants to borrow my dress")
    assert not any(s.startswith(("occupation", "age")) for s in subjects("my brother (29M) lives in Denver"))


# The user and a relative named "I and my ...", as "me and my ..." is read.
def test_i_and_my_relative_is_the_pair() -> None:
    assert {"family:wife", "location:home"} <= subjects("I and my wife live in Raleigh")
    assert "family:partner" in subjects("I and my partner have been together since college")
    assert subjects("I and my mom went shopping") == set()  # a doing of the moment, as "me and my mum" is


# When the hours worked fall is the schedule, no kind of work; after "with", "on", "out of" a thing is named.
@pytest.mark.parametrize("text", ["I work doubles every weekend", "I work weekends most of the year",
                                  "I work overtime pretty much every week"])
def test_hours_worked_then_when_is_the_schedule(text: str) -> None:
    assert {s for s in subjects(text) if s.startswith("occupation")} == {"occupation:schedule"}


@pytest.mark.parametrize(("text", "subject"), [("I work on a farm", "occupation:farm"),
                                               ("I work with a few different artists", "occupation:artist")])
def test_work_with_a_thing_is_still_keyed_on_it(text: str, subject: str) -> None:
    assert subject in subjects(text)


# A job said after "as", where the workplace comes first.
@pytest.mark.parametrize("text", ["I work at a tiny dental office as a hygienist",
                                  "I work for a school as a secretary", "I work at the hospital as a cashier"])
def test_work_at_a_place_as_a_job_is_the_job(text: str) -> None:
    assert "occupation" in subjects(text)


@pytest.mark.parametrize("text", ["I work at the library as far as I know", "I work at a bank as a joke, honestly",
                                  "I work for my uncle as a favour"])
def test_as_something_that_is_no_job_is_no_job(text: str) -> None:
    assert "occupation" not in subjects(text)


# One who keeps up a board sport or a climbing style is keyed on the pursuit, as "a surfer" is.
@pytest.mark.parametrize(("text", "subject"), [
    ("I'm a kitesurfer", "activity:kitesurfing"), ("I'm an avid kayaker", "activity:kayaking"),
    ("I'm a boulderer, mostly indoors", "activity:bouldering"), ("I'm a windsurfer", "activity:windsurfing"),
])
def test_a_hobbyist_is_the_pursuit(text: str, subject: str) -> None:
    assert subject in subjects(text)
    assert not any(s.startswith("identity:") for s in subjects(text))


def test_someone_else_s_pursuit_is_theirs() -> None:
    assert subjects("My husband is a kitesurfer") == {"family:husband"}


def test_a_ski_patroller_is_a_job() -> None:
    assert "occupation" in subjects("I'm a ski patroller at a small resort in Utah")
    assert "occupation" in subjects("I'm a ski patroller")


# "boulder" is a pursuit's verb, as "climb" is; the rock is no pursuit.
@pytest.mark.parametrize(("text", "formed"), [
    ("I boulder 3 times a week", {("activity:bouldering", "assert")}),
    ("I boulder at the gym after work", {("activity:bouldering", "assert")}),
    ("I kitesurf most weekends", {("activity:kitesurfing", "assert")}),
    ("I used to boulder a lot", {("history:bouldering", "assert")}),
])
def test_bouldering_said_with_its_verb(text: str, formed: set[tuple[str, str]]) -> None:
    assert formed <= keyed(text)


@pytest.mark.parametrize("text", ["We moved a boulder out of the yard", "Do you boulder?", "I climbed a boulder"])
def test_a_boulder_is_no_pursuit(text: str) -> None:
    assert "activity:bouldering" not in subjects(text)


# A dance kept up is keyed on its style, as "been playing guitar" is guitar.
@pytest.mark.parametrize(("text", "style"), [("I've been dancing salsa for about 6 years", "salsa"),
                                             ("I have been dancing ballet since I was 5", "ballet"),
                                             ("I've been dancing tango for a decade now", "tango")])
def test_a_dance_kept_up_is_its_style(text: str, style: str) -> None:
    assert {f"experience:{style}", f"activity:{style}"} <= subjects(text)


def test_dancing_without_a_style_stays_dancing() -> None:
    assert "experience:dancing" in subjects("I've been dancing for 6 years")
    assert "experience:with" not in subjects("I've been dancing with my husband for years")
    assert subjects("She's been dancing salsa for years") == set()


# An allergy's severity may be graded; it is keyed on the allergen.
@pytest.mark.parametrize(("text", "subject"), [("I have a pretty bad cat allergy", "health:allergy:cat"),
                                               ("I've got a really severe peanut allergy", "health:allergy:peanut")])
def test_a_graded_allergy_is_keyed_on_the_allergen(text: str, subject: str) -> None:
    assert subject in subjects(text)


def test_a_grade_is_no_allergen() -> None:
    assert "health:allergy:bad" not in subjects("I have a pretty bad allergy")
    assert not any(s.startswith("health:") for s in subjects("My son has a pretty bad peanut allergy"))


# "a stay at home mom", its hyphens left out, is the parent the hyphenated one is.
@pytest.mark.parametrize("text", ["I'm a stay at home mom with 2 kids", "I'm a stay at home dad"])
def test_a_stay_at_home_parent_unhyphenated(text: str) -> None:
    assert "family:kid" in subjects(text)
    assert not any(s.startswith("identity:") for s in subjects(text))


@pytest.mark.parametrize("text", ["I stay at home most days", "My sister is a stay at home mom"])
def test_staying_home_or_another_s_parenthood_is_no_child(text: str) -> None:
    assert "family:kid" not in subjects(text)


# "if X matters" or "if X helps" after a fact is a remark on the telling, as "if that matters" is.
@pytest.mark.parametrize("text", ["I'm in Arizona if the time zone matters, do I need to change anything?",
                                  "I'm in Ohio if sales tax matters"])
def test_a_relevance_remark_is_no_supposition(text: str) -> None:
    assert "location:home" in subjects(text)


@pytest.mark.parametrize("text", ["I'd move to Ohio if the job helps", "Would I be in Ohio if it matters?"])
def test_a_real_condition_still_supposes(text: str) -> None:
    assert "location:home" not in subjects(text)


# What several of the user's people think, in a conjunct of their own, is theirs; the user's clause before it stands.
@pytest.mark.parametrize(("text", "subject"), [("I'm 47 and my kids think I'm too old for skateboarding", "age"),
                                               ("I'm a nurse and my parents think I should quit", "occupation")])
def test_what_the_user_s_people_think_leaves_the_user_s_clause(text: str, subject: str) -> None:
    assert subject in subjects(text)


def test_what_they_think_is_not_the_user_s() -> None:
    assert "age" not in subjects("My kids think I'm 80")
    assert "occupation" not in subjects("I'm 52 and my kids think I'm a pilot")


# A programme the lexicon knows, ended with its "membership" unsaid.
@pytest.mark.parametrize("text", ["I cancelled my Amazon Prime since I don't need it anymore",
                                  "I finally canceled my Costco last month"])
def test_a_programme_named_alone_is_taken_back(text: str) -> None:
    assert any(s.startswith("membership:") and p == "retract" for s, p in keyed(text))


@pytest.mark.parametrize("text", ["Should I cancel my Amazon Prime?", "My sister cancelled her Amazon Prime",
                                  "I cancelled my order", "I cancelled my Netflix"])
def test_no_programme_taken_back_that_is_not_the_user_s_or_no_programme(text: str) -> None:
    assert not any(s.startswith("membership:") for s in subjects(text))


# A pet named after its kind is the pet, and loving one's own pet or relative is no liking of a kind.
@pytest.mark.parametrize(("text", "subject"), [("I have a dog Rex", "pet:dog"), ("I love my cat Milo", "pet:cat"),
                                               ("I'm obsessed with my rescue greyhound Pickles", "pet:dog"),
                                               ("i like my dogs", "pet:dog"), ("I adore my husband", "family:husband")])
def test_an_own_pet_or_relative_loved_is_theirs(text: str, subject: str) -> None:
    formed = subjects(text)
    assert subject in formed
    assert not any(s.startswith("preference:") for s in formed)


@pytest.mark.parametrize("text", ["I like my sister's boyfriend", "She loves my cat Milo", "Do you love my cat Milo?"])
def test_no_pet_or_relative_of_someone_else_s_liking(text: str) -> None:
    assert not {"family:boyfriend", "pet:cat"} & subjects(text)


def test_a_thing_for_a_pet_is_no_pet() -> None:
    assert not any(s.startswith("pet:") for s in subjects("I love my dog bed"))


def test_obsessed_with_an_own_pet_is_the_pet_relationship() -> None:
    (pet,) = [c for c in candidates("about me: 31, obsessed with my rescue beagle Biscuit, love hiking.")
              if c.subject.startswith("pet:")]
    assert (pet.belief_type, pet.subject) == ("relationship", "pet:dog")
    assert keyed("I'm not a big fan of my brother") == set()  # no liking of a kind, no relative taken back
