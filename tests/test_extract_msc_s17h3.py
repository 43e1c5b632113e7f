"""What sampling the MSC development split's missed persona facts found the rules missing, where the user's turn states
the fact plainly in passing, one family per section; the sentences are variants, not the split's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, subjects

# -- the place the user works or volunteers at, named in a clause about something else --------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("The pharmacy I work at is short staffed again.", "occupation:employer", "User works at the pharmacy."),
        ("Lots of regulars come into the diner where I work.", "occupation:employer", "User works at the diner."),
        ("The garden centre that I work in closes early on Sundays.", "occupation:employer",
         "User works in the garden centre."),
        ("The hardware store is where I work, so I get a discount.", "occupation:employer",
         "User works at the hardware store."),
        ("We raised a lot of money for the animal rescue I volunteer at.", "activity:volunteering",
         "User volunteers at the animal rescue."),
        ("I walked over to the soup kitchen where I volunteer.", "activity:volunteering",
         "User volunteers at the soup kitchen."),
    ],
)
def test_a_place_named_as_where_the_user_works_is_their_workplace(text: str, subject: str, statement: str) -> None:
    formed = {c.subject: c.statement for c in candidates(text)}
    assert formed.get(subject) == statement, formed


@pytest.mark.parametrize(
    "text",
    [
        "The nurses I work with are lovely.",  # people, no place
        "The engines I work on are ancient.",
        "I've only seen the one I work at.",
        "Is the clinic you work at hiring?",
        "The cafe I worked at closed down.",  # a past, not the workplace now
        "The hours I work at the weekend are long.",
        "Do you know the bakery where I work?",
    ],
)
def test_people_things_a_past_or_another_s_workplace_is_no_employer(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("occupation") or s == "activity:volunteering"}, subjects(text)


# -- a pet the user tends is theirs, said in the user's words ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("I just took my beagle out for a run by the river.", "pet:dog",
         "User just took their beagle out for a run by the river."),
        ("Yeah I feed my kittens at six every morning, they wake me up.", "pet:cat",
         "User feeds their kittens at six every morning."),
        ("I have to bring my rabbit to the vet on Friday.", "pet:rabbit",
         "User has to bring their rabbit to the vet on Friday."),
        ("I'm always grooming my ponies so they look nice.", "pet:pony", "User is always grooming their ponies."),
    ],
)
def test_a_pet_the_user_tends_is_theirs(text: str, subject: str, statement: str) -> None:
    formed = {c.subject: c.statement for c in candidates(text)}
    assert formed.get(subject) == statement, formed


@pytest.mark.parametrize(
    "text",
    [
        "I walk my neighbor's dog on Tuesdays.",
        "I walked my sister dog yesterday.",
        "She walks my dog when I'm at work.",
        "Can I bring my dog to the party?",
        "Should I take my cat to the vet?",
        "I bought my dog's food in bulk.",
    ],
)
def test_another_s_pet_or_another_s_doing_or_a_question_forms_no_pet(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("pet:")}, subjects(text)


def test_a_verb_in_the_present_that_ends_as_a_past_is_conjugated() -> None:
    formed = {c.subject: c.statement for c in candidates("I feed my cat before work.")}
    assert formed.get("pet:cat") == "User feeds their cat before work.", formed
