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


# -- a partner, child, sibling or pet named in the user's own clause is theirs, said in the user's words --------------


@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("I always run my ideas past my girlfriend first.", "family:girlfriend",
         "User always runs their ideas past their girlfriend first."),
        ("I drove my son to his piano lesson, then went home.", "family:son",
         "User drove their son to his piano lesson."),
        ("I'm so proud of my little sister.", "family:sister", "User is so proud of their little sister."),
        ("I've been showing my twins how to bake bread.", "family:kid",
         "User has been showing their twins how to bake bread."),
        ("Yeah I bought my parrot a new cage.", "pet:parrot", "User bought their parrot a new cage."),
        ("I went to the aquarium with my daughters.", "family:daughter",
         "User went to the aquarium with their daughters."),  # "went" ends as "n't" does, no denial
    ],
)
def test_a_relative_or_pet_in_the_user_s_own_clause_is_theirs(text: str, subject: str, statement: str) -> None:
    formed = {c.subject: c.statement for c in candidates(text)}
    assert formed.get(subject) == statement, formed


@pytest.mark.parametrize(
    "text",
    [
        "I miss my ex girlfriend sometimes.",  # gone or past
        "I still think about my late husband.",
        "I found a photo of my old dog.",
        "I'm not a big fan of my brother-in-law's jokes.",  # another's
        "I rarely see my neighbor's kids.",
        "I don't talk to my brother.",  # a clause denied
        "I dont call my sister much.",
        "I am watching a movie with my wife.",  # a moment
        "I planned a surprise party for my husband.",  # the doing is for another
        "I live in Porto with my fiance.",  # the home's clause
        "I bought a new leash at my dog groomer.",  # a thing for the pet
        "I love working in my dog walking business.",
        "I thought my brother would call.",  # a clause thought, the relative its subject
        "I meant my daughter lives in Ohio.",
        "I work two jobs and my kids are always asking for money.",  # a clause of their own
        "I don't know how my daughter does it.",
        "I sold my horse last spring.",  # parted with
        "I took my fur baby to the groomer.",  # a figure of speech
        "Do I need to tell my boyfriend?",
        "I think my son would enjoy that.",
    ],
)
def test_no_relative_gone_another_s_denied_of_the_moment_or_in_a_clause_of_their_own(text: str) -> None:
    found = {c.subject for c in candidates(text) if c.polarity == "assert"}
    assert not {s for s in found if s.startswith(("family:", "pet:"))}, found


def test_a_parent_in_the_user_s_own_clause_forms_nothing_new() -> None:
    # everyone has parents: that the user tells their mom something is no fact about the user
    assert not {s for s in subjects("I told my mom about the new job.") if s.startswith("family:")}
