"""Whose voice a clause is in: text the user quotes, pastes, asks to have written or role-plays is
someone else's words, and forms nothing; the user's own sentences around it still do."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.extract.text import clauses, foreign_regions


def subjects(text: str) -> set[str]:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    return {c.subject for c in DeterministicExtractor().extract([event], ExtractionContext())}


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
