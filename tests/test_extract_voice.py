"""Whose voice a clause is in: text the user quotes, pastes, asks to have written or role-plays is
someone else's words, and forms nothing; the user's own sentences around it still do."""

from __future__ import annotations

import pytest

from memform.extract.text import clauses, foreign_regions
from tests.extracting import candidates


def subjects(text: str) -> set[str]:
    return {c.subject for c in candidates(text)}


def foreign(text: str) -> list[str]:
    return [text[a:b] for a, b in foreign_regions(text)]


# -- quotations -------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        'Create a seed fixture with a user whose bio string is: "I am a 34-year-old nurse from Ohio and I own two'
        ' cats." Put it in tests/fixtures/users.json.',
        'Translate into Spanish for a language-exchange worksheet: "I have three children, I live in Madrid and I'
        ' work as an architect."',
        "My mom always says \u201cI have three cats and I live in Ohio.\u201d",
        "Use this line in the ad: 'I own a bakery, I live in Lyon and I speak French.'",
        "The placeholder text reads \u2018I am a vegetarian and I have two dogs\u2019 in the mockup.",
    ],
)
def test_a_quotation_is_not_the_user_speaking(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The user's own clause next to a quotation still forms.
        ('My daughter keeps saying "I want a puppy" and I\'m a vet, so that is funny.', {"occupation"}),
        ('"I live in Madrid" is the first line of the worksheet. I live in Lisbon myself.', {"location:home"}),
        # Apostrophes are not quotation marks: a plural possessive, a contraction, a one-word name.
        ("I love my parents' house and I have a dog named 'Rex'.", {"preference:parent_house", "pet:dog"}),
        ("I'm a teacher and my students' parents are great.", {"occupation"}),
        # A short title in quotes is a name, not speech.
        ("I have a cat named \u201cMittens\u201d.", {"pet:cat"}),
    ],
)
def test_the_users_own_clauses_beside_a_quotation_still_form(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text)


def test_quotation_regions() -> None:
    assert foreign('She said "I quit" today.') == ['"I quit"']
    assert foreign("She said \u201cI quit, I'm done\u201d.") == ["\u201cI quit, I'm done\u201d"]
    assert foreign("Put 'I am a nurse from Ohio' on the card.") == ["'I am a nurse from Ohio'"]
    # Inches, apostrophes, one-word and title quotes are not quotations of speech.
    assert foreign('I bought a 27" monitor and a 32" TV.') == []
    assert foreign('I"ll be there, I own a boat.') == []
    assert foreign("I don't like my kids' school or rock 'n' roll.") == []
    assert foreign('I watched "The Office" again.') == []
    # An unclosed quotation runs to the end of its paragraph.
    assert foreign('He wrote: "I live in Paris and I own a boat\n\nI am a chef.') == [
        '"I live in Paris and I own a boat']


def test_clauses_inside_a_quotation_are_not_offered() -> None:
    text = 'Translate: "I have three children, I live in Madrid." I live in Lisbon.'
    assert [span.text for span in clauses(text)] == ["I live in Lisbon"]


# -- pasted e-mail: quote lines and headers ---------------------------------------------------------

VENDOR_EMAIL = (
    "Summarize this email in two lines:\n\n> Hi, this is Tom from Brightline Solar. I've been installing panels"
    " for 20 years, I live right in your area, and I drive a Ford F-150 so I can haul everything myself. I'm a"
    " vegetarian so no need to feed the crew! We can start Monday.\n\nThanks"
)
OFFICE_THREAD = (
    "Can you help me reply to this? Pasting the thread:\n\n> From: Karen Liu\n> Subject: Friday offsite\n> Hi all,"
    " I'm relocating to Seattle next month so this is my last offsite! I've booked Luigi's for lunch, they do a"
    " great peanut satay. I'm bringing my husband and our two labradors.\n\nFor context, I'm the office manager"
    " here and I'm allergic to peanuts, so the catering choice actually matters to me. I want to be polite but firm."
)


@pytest.mark.parametrize(
    "text",
    [
        VENDOR_EMAIL,
        "> I live in Denver and I own a boat.\n> I'm a vegetarian.",
        "From: Karen Liu\nTo: team@acme.com\nSubject: Friday offsite\n\nHi all, I'm relocating to Seattle next month."
        "\n\nI'm bringing my husband and our two labradors.",
        "On Tue, Mar 3, 2026 at 9:14 AM Bob Stone <bob@example.com> wrote:\nI own a boat and I live in Denver.",
        "-----Original Message-----\nI am a dentist and I have three kids.",
    ],
)
def test_a_pasted_email_is_not_the_user_speaking(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize(
    ("text", "present", "absent"),
    [
        (OFFICE_THREAD, {"health:allergy:peanut"}, {"location:home", "pet:labrador", "family:husband"}),
        ("> I live in Denver and I own a boat.\n\nI'm a dentist in Austin.", {"occupation"}, {"possession:boat"}),
        ("I'm vegetarian.\n\n> I love steak and I have two cats.", {"diet"}, {"pet:cat", "preference:steak"}),
        ("From: Bob\nSubject: lunch\n\nI have two cats and I live in Denver.\n\nFor context, I have a dog.",
         {"pet:dog"}, {"pet:cat", "location:home"}),
    ],
)
def test_the_users_own_paragraphs_around_an_email_still_form(text: str, present: set[str], absent: set[str]) -> None:
    found = subjects(text)
    assert present <= found and not found & absent


def test_email_regions() -> None:
    assert foreign("I'm fine.\n> quoted line\n>another\nmine") == ["> quoted line", ">another"]
    assert foreign("Subject: hi\n\nbody\n\nContext: mine") == ["Subject: hi\n\nbody"]
    # Arrows and a colon inside a sentence are not e-mail.
    assert foreign("I think 5 > 3 and I'm sure.\nMy subject: biology.") == []


# -- pasted text after a lead-in ---------------------------------------------------------------------

FICTION = (
    "Continue this chapter, same voice:\n\nI am a retired detective living alone in Edinburgh with my cat, Moriarty."
    " I have a bad hip from the Leith job and a sister I haven't spoken to in eleven years. Every morning I walk to"
    " the harbour and count the boats.\n\nThe letter arrived on a Tuesday."
)


@pytest.mark.parametrize(
    "text",
    [
        FICTION,
        "Continue this story\n\nI am a retired pilot and I own two cats.",
        "Here's the bio: I am a nurse from Ohio and I own two cats.",
        "Rewrite this so it sounds friendlier:\n\nI am the landlord and I own three buildings. I live upstairs.",
        "Can you fix the grammar in this?\nI have three kids and I live in Madrid.",
        "Fix the grammar of this paragraph: I has three childs and I lives in Madrid.",
        "Summarise the following message:\nI'm a vegetarian and I have two dogs.",
        "Here is the text my landlord sent:\n\nI own the building and I live in Denver.\n\nI have a dog too.",
        # A quoted sentence stays someone's words even behind "remember": the user can just say it.
        'Remember this: "I\'m allergic to shellfish and I live in Oslo."',
    ],
)
def test_pasted_text_after_a_lead_in_is_not_the_user_speaking(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize(
    ("text", "present", "absent"),
    [
        ("I'm a nurse. Proofread this: I has worked in Boston for ten years and I own a dog.",
         {"occupation"}, {"pet:dog"}),
        ("Fix the grammar in this: I lives in Boston and I has a dog.\n\nI'm a vegetarian, by the way.",
         {"diet"}, {"pet:dog", "location:home"}),
        ("Here's the email:\n\nI've been a plumber for 20 years and I live in Denver.\n\nFor context, I have a cat.",
         {"pet:cat"}, {"location:home", "occupation"}),
        ("Reply to this email for me:\n\n> I own a boat and I live in Denver.\n\nI'm allergic to peanuts.",
         {"health:allergy:peanut"}, {"possession:boat", "location:home"}),
        # What the user says of themselves under their own heading is theirs.
        ("About me, for this project:\n\n- I'm a freelance illustrator\n- I have two cats", {"pet:cat"}, set()),
        ("Here's my bio:\n\nI'm a nurse in Ohio and I have two cats.", {"pet:cat"}, set()),
        ("Before we continue: I'm a vegetarian, and I have two cats.", {"pet:cat"}, set()),
        ("My question:\nI have two cats and a small flat. Is a third one a bad idea?", {"pet:cat"}, set()),
    ],
)
def test_the_users_own_words_around_pasted_text_still_form(text: str, present: set[str], absent: set[str]) -> None:
    found = subjects(text)
    assert present <= found and not found & absent


def test_lead_in_regions() -> None:
    assert foreign("Translate this: hola amigo.\n\nI live here.") == [" hola amigo."]
    assert foreign("Edit this post:\n\nbody one\n\nbody two\n\nSome context: mine") == ["\n\nbody one\n\nbody two"]
    # Times, links and a plain heading are not lead-ins.
    assert foreign("At 9:30 I read https://example.com/a: nothing. Things I want: a cat.") == []


# -- code ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "present", "absent"),
    [
        ("```\nI own two cats\n```\nI'm a teacher.", {"occupation"}, {"pet:cat"}),
        ("~~~text\nI live in Paris and I own a boat.\n~~~\n\nI have a dog.", {"pet:dog"}, {"location:home"}),
        ("Why is this test failing?\n\n    assert bio == 'I am a nurse and I own two cats'\n    # I live in Ohio\n\n"
         "I'm allergic to peanuts, fwiw.", {"health:allergy:peanut"}, {"pet:cat", "location:home"}),
        ("I'm a teacher.\n\n```python\nprint('I live in Paris and I have a cat')\n", {"occupation"},
         {"location:home", "pet:cat"}),
        ("My commit message says `I own the repo and I live in Berlin` and I have a dog.", {"pet:dog"},
         {"location:home"}),
        # Nested bullets are indented, and are not code.
        ("About me:\n\n- I have two cats\n    - and I live in Lyon", {"pet:cat", "location:home"}, set()),
    ],
)
def test_code_is_not_the_user_speaking(text: str, present: set[str], absent: set[str]) -> None:
    found = subjects(text)
    assert present <= found and not found & absent


def test_code_regions() -> None:
    assert foreign("a\n```\ncode\n```\nb") == ["```\ncode\n```"]
    assert foreign("a\n\n    x = 1\n    y = 2\nb") == ["    x = 1", "    y = 2"]
    assert foreign("a\n    continued line") == []


# -- writing for someone else, role-play --------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "present", "absent"),
    [
        # What the user asks to have written says what the letter should claim, which a reader need not
        # take as said to us (it may be polished or aimed at a reader); the user's own sentences still count.
        ("Write a cover letter for me saying I have ten years of sales experience and I speak French.",
         set(), {"language:french"}),
        ("Draft a note to my landlord explaining that I'm moving out, and I have a cat. I have a dog.",
         {"pet:dog"}, {"pet:cat"}),
        ("Write a LinkedIn post in first person:\n\nI am a nurse and I live in Ohio.", set(),
         {"occupation", "location:home"}),
        ("I'm a teacher. Let's role-play: you're my landlord and I'm a tenant who owns a parrot. I have two cats.",
         {"occupation"}, {"identity:tenant", "pet:cat", "pet:parrot"}),
        ("Pretend I'm a 40-year-old plumber from Texas and I have two dogs.", set(), {"pet:dog"}),
        ("Act as my interviewer. I'm a candidate and I have a husband in the army.", set(), {"family:husband"}),
        # Not role-play: the user acting as something, or not pretending.
        ("I act as the treasurer for our club, and I have two cats.", {"pet:cat"}, set()),
        ("I don't pretend to be an expert, but I have two cats.", {"pet:cat"}, set()),
        ("Write me a poem. I have two cats, by the way.", {"pet:cat"}, set()),
        ("I got into live action roleplaying last year, and I have two cats.", {"pet:cat"}, set()),
        ("I would pretend to be macho, but I have two cats.", {"pet:cat"}, set()),
    ],
)
def test_writing_for_someone_else_and_role_play(text: str, present: set[str], absent: set[str]) -> None:
    found = subjects(text)
    assert present <= found and not found & absent
