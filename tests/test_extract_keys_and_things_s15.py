"""Keys and things read wrong until session 15: chat tags stacked into keys, a thing got for someone read as the
user's, pets by breed or said with what they are, work and play said by their hours, an age said with where the user
is from, the user as someone's child, and jobs named by what they serve."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, subjects

# -- chat tags, stacked, before or after what is said ---------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I love horror movies tbh no cap",
    "I love horror movies fr fr",
    "I love horror movies lowkey",
    "I love horror movies imo",
    "I love horror movies istg lol",
    "tbh no cap I love horror movies",
    "no cap I love horror movies",
    "istg I love horror movies",
])
def test_chat_tags_stacked_are_no_part_of_the_key(text: str) -> None:
    assert subjects(text) == {"preference:horror_movie"}, candidates(text)


@pytest.mark.parametrize(("text", "subject"), [
    ("I play guitar ngl fr", "activity:guitar"),
    ("I drive a Honda Civic no cap fr", "vehicle:honda_civic"),
    ("deadass I have three cats", "pet:cat"),
    ("I like jazz imho tho", "preference:jazz"),
])
def test_chat_tags_leave_other_keys_whole(text: str, subject: str) -> None:
    assert subjects(text) == {subject}, candidates(text)


def test_chat_tags_are_cut_from_the_statement_too() -> None:
    assert [c.statement for c in candidates("I live in Denver fr fr")] == ["User lives in Denver."]


@pytest.mark.parametrize("text", ["Do you like horror movies tbh", "I'd love a dog ngl", "no cap, would I like it?"])
def test_chat_tags_make_no_question_or_wish_a_fact(text: str) -> None:
    assert subjects(text) == set(), candidates(text)


def test_no_cap_on_a_thing_is_the_things_own() -> None:
    found = candidates("I have a water bottle with no cap")
    assert [c.statement for c in found] == ["User has a water bottle with no cap."], found


# -- a thing got for someone is theirs --------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "kin"), [
    ("Got my mom a library card", "family:mother"),
    ("got my son a bike", "family:son"),
    ("bought my wife a Kindle", "family:wife"),
    ("I bought my husband a new watch", "family:husband"),
    ("I bought a bike for my son", "family:son"),
    ("I got a Kindle for my wife", "family:wife"),
    ("I got a drone for my nephew's birthday", "family:nephew"),
    ("I ordered my husband a new watch", "family:husband"),
])
def test_a_thing_got_for_a_relative_is_theirs(text: str, kin: str) -> None:
    assert subjects(text) == {kin}, candidates(text)


@pytest.mark.parametrize("text", ["I bought my best friend a Switch", "I got my boss a mug",
                                  "I have a lot of respect for my parents"])
def test_a_thing_got_for_anyone_else_is_no_ones_the_user_has(text: str) -> None:
    assert subjects(text) == set(), candidates(text)


def test_a_pet_got_for_the_users_children_lives_with_the_user() -> None:
    assert subjects("I got my daughter a puppy") == {"family:daughter", "pet:dog"}
    assert subjects("I got a puppy for my kids") == {"family:kid", "pet:dog"}


def test_a_pet_got_for_a_partner_is_theirs() -> None:
    assert subjects("got my girlfriend a kitten") == {"family:girlfriend"}


@pytest.mark.parametrize(("text", "subject"), [
    ("I got a new bike for my commute", "vehicle:bike"),
    ("I bought a minivan for my family", "vehicle:minivan"),
    ("I bought a new laptop for work", "device:laptop"),
])
def test_a_thing_got_for_the_users_own_use_is_theirs(text: str, subject: str) -> None:
    assert subject in subjects(text), candidates(text)


@pytest.mark.parametrize(("text", "subject"), [
    ("Got myself a library card", "possession:library_card"),
    ("I bought myself a Kindle", "device:kindle"),
    ("Got myself a new Tesla Model 3", "vehicle:tesla_model_3"),
])
def test_a_thing_got_for_oneself_is_the_users(text: str, subject: str) -> None:
    assert subjects(text) == {subject}, candidates(text)


def test_getting_oneself_into_something_is_no_thing() -> None:
    assert subjects("got myself into trouble") == set()


def test_a_thing_for_an_occasion_the_user_goes_to_is_theirs() -> None:
    assert "possession:dress" in subjects("I bought a dress for my sister's wedding")


# -- pets by breed, with a name, or said with what they are ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "We have a Great Dane named Moose",
    "We've got three kids under 7 and a Great Dane named Moose",
    "We have a German Shepherd called Rex",
    "We have a Saint Bernard named Bruno",
    "I have a vizsla named Juno",
    "our rescue dog is asleep next to me",
    "my rescue greyhound is asleep on the couch",
    "our rescue mutt loves the beach",
    "my senior dog needs a lot of naps",
    "our Great Dane loves the beach",
    "our lab Max is 12",
    "obsessed with my rescue greyhound Pickles",
])
def test_a_pet_by_its_breed_or_said_with_what_it_is_is_a_dog(text: str) -> None:
    assert "pet:dog" in subjects(text), candidates(text)


@pytest.mark.parametrize("text", [
    "my neighbour has a Great Dane named Moose",
    "a dog named Moose would be cute",
    "our lab is closed on Fridays",
    "my old boxer shorts are ripped",
    "If we had a Great Dane named Moose we'd need a bigger car",
])
def test_someone_elses_or_a_wished_for_dog_or_no_dog_at_all_forms_no_pet(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("pet:")}, candidates(text)


def test_a_pet_liked_is_keyed_on_its_kind_not_its_name() -> None:
    # the user's own pet, loved, is the pet (h5's reading, merged after this: no liking of a kind of animal)
    assert subjects("I'm obsessed with my rescue greyhound Pickles") == {"pet:dog"}
    assert not {s for s in subjects("I adore our old cat") if "pickles" in s or "old" in s}


# -- work and play said by their hours --------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["I work late at the office", "I work late in the lab", "I work late most nights",
                                  "I work early at the bakery"])
def test_working_late_or_early_is_no_job_nor_a_place_of_one(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("occupation")}, candidates(text)


@pytest.mark.parametrize(("text", "subjects_formed"), [
    ("I work nights at the hospital", {"occupation:employer"}),
    ("I work Saturdays", {"occupation:schedule"}),
    ("I work doubles every weekend", {"occupation:schedule"}),
    ("I work long hours at the firm", {"occupation:schedule"}),
    ("I work Sundays as a lifeguard", {"occupation"}),
    ("I work with kids", {"occupation:kid"}),
])
def test_work_said_by_its_hours_is_keyed_on_the_hours_not_what_follows(text: str, subjects_formed: set[str]) -> None:
    assert subjects(text) == subjects_formed, candidates(text)


@pytest.mark.parametrize("text", ["I play Saturdays", "I play on Sundays", "I play every weekend", "I play a lot",
                                  "I practice Saturdays"])
def test_playing_said_only_by_when_names_nothing_played(text: str) -> None:
    assert subjects(text) == set(), candidates(text)


@pytest.mark.parametrize(("text", "subject"), [
    ("I play tennis Saturdays", "activity:tennis"),
    ("I play golf weekends", "activity:golf"),
    ("I practice piano Sundays", "activity:piano"),
    ("I play a little soccer", "activity:soccer"),
    ("I play Sunday league football", "activity:sunday_league_football"),
])
def test_what_is_played_is_keyed_without_its_days(text: str, subject: str) -> None:
    assert subject in subjects(text), candidates(text)


# -- an age said with where the user is from ---------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "formed"), [
    ("I'm a 24 year old woman from Argentina", {"age", "location:origin"}),
    ("I'm a 40-year-old dad from Ohio", {"age", "location:origin"}),
    ("I'm a 30 yo guy from Lagos living in London", {"age", "location:origin", "location:home"}),
    ("I'm a 25 y/o woman based in Berlin", {"age", "location:home"}),
    ("I'm a 30 yo guy", {"age"}),
])
def test_a_person_said_by_their_age_is_from_where_they_say(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed, candidates(text)


def test_the_origin_said_with_an_age_is_the_place_named() -> None:
    found = {c.subject: c.statement for c in candidates("I'm a 30 yo guy from Lagos living in London")}
    assert found["location:origin"] == "User is from Lagos."
    assert found["location:home"] == "User is living in London."


@pytest.mark.parametrize("text", ["My sister is a 24 year old woman from Argentina",
                                  "If I were a 24 year old woman from Argentina",
                                  "I'm a 24 year old woman from the agency"])
def test_someone_elses_or_a_supposed_origin_or_no_place_forms_no_origin(text: str) -> None:
    assert "location:origin" not in subjects(text), candidates(text)


# -- the user as someone's child ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["I'm a USEF member's daughter", "I'm a pastor's kid", "I'm a nurse's son",
                                  "I'm a farmer's daughter", "I'm a daughter of two doctors",
                                  "I'm a son of immigrants"])
def test_the_user_as_someones_child_has_no_child(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")}, candidates(text)


@pytest.mark.parametrize("text", ["I'm a mother of two", "I'm a dad of three", "I'm a proud mom"])
def test_a_parent_still_has_children(text: str) -> None:
    assert subjects(text) == {"family:kid"}, candidates(text)


# -- jobs named by what they serve -------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["I'm a tour guide", "I'm a dog walker", "I work as a dog walker",
                                  "I'm a fishing guide", "I'm a pet sitter", "I'm a tour guide at a local museum"])
def test_a_job_named_by_what_it_serves_is_an_occupation(text: str) -> None:
    assert "occupation" in subjects(text), candidates(text)
    assert not {s for s in subjects(text) if s.startswith("identity:")}, candidates(text)


@pytest.mark.parametrize(("text", "formed"), [
    ("I'm a Girl Guide", {"identity:girl_guide"}),
    ("I walk my dog", {"pet:dog"}),
    ("My sister is a tour guide", {"family:sister"}),
])
def test_no_job_or_someone_elses_job_stays_as_it_was(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed, candidates(text)


def test_a_guide_for_someone_is_no_job() -> None:
    assert "occupation" not in subjects("I'm a guide for my brother")
