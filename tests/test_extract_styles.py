"""Conversational styles the extractor was not tuned on (agent work, terse mobile text, non-native
English, pasted text, requests to an assistant, corrections): one section per rule family, each naming
what the clause is not, with the genuine phrasing beside it forming."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def extract(*texts: str, known: tuple[str, ...] = ()) -> list[tuple[str, str, str]]:
    return [(c.subject, c.polarity, c.statement) for c in candidates(*texts, known=known)]


def subjects(*texts: str, known: tuple[str, ...] = ()) -> list[str]:
    return [subject for subject, _, _ in extract(*texts, known=known)]


# -- a clause about another person is not a belief about the user ----------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "My brother finally sold his motorcycle.",
        "My dad finally quit smoking.",
        "My sister just sold her car.",
        "My mom is so relieved.",
        "My wife is really upset about it.",
        "My husband is thrilled.",
        "My friend Raj is gluten-free.",
        "My roommate is vegan.",
    ],
)
def test_what_another_person_did_or_feels_is_not_the_users(text: str) -> None:
    assert not extract(text), extract(text)


@pytest.mark.parametrize(
    ("text", "formed"),
    [
        ("My sister is pregnant again.", ("family:sister", "assert", "User has a sister.")),
        ("My son is allergic to peanuts.", ("family:son", "assert", "User has a son.")),
        ("My dad is diabetic.", ("family:father", "assert", "User has a dad.")),
    ],
)
def test_a_relatives_health_is_theirs_and_only_the_relationship_forms(text: str, formed: tuple[str, str, str]) -> None:
    assert extract(text) == [formed]


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("My dad is an army soldier.", "family:father"),
        ("My sister is a nurse in Ohio.", "family:sister"),
        ("My wife makes more money than me.", "family:wife"),
    ],
)
def test_a_relatives_lasting_trait_still_forms(text: str, subject: str) -> None:
    assert subject in subjects(text), extract(text)


# -- a self-correction replaces what it corrects ----------------------------------------------------

@pytest.mark.parametrize(
    ("text", "wrong", "right"),
    [
        ("I have a sister, sorry, I mean a brother.", "family:sister", "family:brother"),
        ("I have a cat, oops, I meant a dog.", "pet:cat", "pet:dog"),
        ("I drive a Honda Civic, sorry, I mean a Toyota Corolla.", "vehicle:honda_civic", "vehicle:toyota_corolla"),
    ],
)
def test_a_self_correction_keeps_only_the_correction(text: str, wrong: str, right: str) -> None:
    got = subjects(text)
    assert wrong not in got and right in got, extract(text)


def test_a_corrected_place_forms_the_right_place() -> None:
    got = extract("I live in Austin, sorry, I mean Dallas.")
    assert [s for s, _, st in got if s == "location:home" and "Dallas" in st and "Austin" not in st], got


# -- a statement beside a request or a question is still the user's statement ----------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm a software engineer, can you help me with this bug?", "occupation"),
        ("I'm a nurse, could you suggest comfortable shoes?", "occupation"),
        ("I live in Leeds, so can you find a plumber nearby?", "location:home"),
        ("Please refactor this. Context: I'm the only backend developer at my company.", "occupation"),
        ("Some background: I'm a high school teacher.", "occupation"),
        ("For context, I'm the office manager here.", "occupation"),
        ("About me: I'm vegetarian.", "diet"),
    ],
)
def test_a_statement_before_a_request_or_after_a_context_label_forms(text: str, subject: str) -> None:
    assert subject in subjects(text), extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "Do you think I'm a good cook?",
        "Can you tell me if I'm a good fit for this job?",
        "Am I a good cook, can you tell?",
        "I'm a nurse?",
        "Context: do I need a visa?",
        "I'm the one who asked, can you check?",
    ],
)
def test_a_question_about_the_user_still_forms_nothing(text: str) -> None:
    assert not extract(text), extract(text)


# -- terse mobile text: chatter before the statement, the subject left out ---------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("omw, btw im vegetarian now", "diet"),
        ("ugh, lol im vegan now", "diet"),
        ("brb, fyi i live in Denver", "location:home"),
        ("got a new pixel 8 lol", "device:pixel_8"),
        ("just bought a new macbook", "device:macbook"),
        ("got married in june!!", "relationship_status"),
        ("finally moved to denver last wk, boxes everywhere", "location:home"),
        ("adopted a kitten last month!", "pet:cat"),
        ("12 yrs as an ER nurse n it never gets easier", "occupation"),
        ("20 years as a teacher and I still love it", "occupation"),
        ("no dairy for me pls im lactose intolerant", "health:lactose_intolerance"),
        ("im muslim", "identity:muslim"),
    ],
)
def test_terse_first_person_forms(text: str, subject: str) -> None:
    assert subject in subjects(text), extract(text)


def test_a_subject_dropped_sale_after_a_comma_retracts() -> None:
    got = extract("fyi dont need the parking spot anymore, sold my honda civic")
    assert ("vehicle:honda_civic", "retract") in [(s, p) for s, p, _ in got], got


@pytest.mark.parametrize(
    "text",
    [
        "Got it, thanks.",
        "Got a question about the invoice.",
        "Moved the meeting to Friday.",
        "Sold out again, typical.",
        "got a new pixel 8?",
        "12 years as a teacher? no way",
        "Bought a coffee this morning.",
        "omw",
    ],
)
def test_terse_text_without_a_lasting_fact_forms_nothing(text: str) -> None:
    assert not extract(text), extract(text)


# -- retractions with a tail, and what retracts a known belief ---------------------------------------

def polar(*texts: str, known: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    return [(s, p) for s, p, _ in extract(*texts, known=known)]


@pytest.mark.parametrize(
    ("texts", "known", "expected"),
    [
        (("I no longer have my Apple Watch, gave it to my nephew.",), ("device:apple_watch",),
         ("device:apple_watch", "retract")),
        (("I don't have my Kindle anymore, sold it last year.",), ("device:kindle",), ("device:kindle", "retract")),
        (("I drive a Subaru Outback, need winter tires.", "I don't drive anymore."), (),
         ("vehicle:subaru_outback", "retract")),
        (("I drive a Subaru Outback.", "Sold the Outback last month."), (), ("vehicle:subaru_outback", "retract")),
        (("I don't drink coffee anymore.",), (), ("preference:coffee", "retract")),
        (("I no longer eat meat.",), (), ("diet:meat", "retract")),
        (("We had to put our cat Milo down last week.",), (), ("pet:cat", "retract")),
        (("My dog passed away in March.",), (), ("pet:dog", "retract")),
        (("I tore the ACL in my left knee last year.", "My knee is fully healed."), (),
         ("health:left_knee", "retract")),
        (("I'm not vegetarian anymore, I eat fish again, so pescatarian now.",), (), ("diet", "assert")),
        (("I bike everywhere now.",), (), ("activity:cycling", "assert")),
    ],
)
def test_retraction_forms(texts: tuple[str, ...], known: tuple[str, ...], expected: tuple[str, str]) -> None:
    assert expected in polar(*texts, known=known), extract(*texts, known=known)


@pytest.mark.parametrize(
    "text",
    [
        "I don't drive anymore.",  # nothing known to retract
        "Sold the house, finally.",
        "My brother's dog passed away.",
        "I don't drink coffee.",  # a standing dislike, no retraction
    ],
)
def test_no_retraction_without_its_object(text: str) -> None:
    assert not [p for _, p in polar(text) if p == "retract"], extract(text)


# -- keys: units are one stable domain; a statement carries no trailing aside -------------------------

def test_distances_in_kilometres_is_the_units_preference() -> None:
    assert "preference:units" in subjects("Give me all distances in kilometres from now on, I don't think in miles.")


def test_an_identity_statement_ends_at_its_comma() -> None:
    got = extract("I'm a Lufthansa Miles & More member, number's in my profile.")
    assert got and all("profile" not in st for _, _, st in got), got


# -- keys for what a booking or a shop asks: shoe size, seat, loyalty membership -----------------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a shoe size, by gender and width or by the word: one size, so a new one supersedes it
        ("I'm a men's 11 wide.", ("size:shoe", "User is a men's 11 wide.")),
        ("I'm a women's 7 narrow.", ("size:shoe", "User is a women's 7 narrow.")),
        ("I'm a size 8 in shoes.", ("size:shoe", "User is a size 8 in shoes.")),
        ("I wear a size 9 shoe.", ("size:shoe", "User wears a size 9 shoe.")),
        ("I wear size 10 shoes.", ("size:shoe", "User wears size 10 shoes.")),
        # window or aisle: one preference, so the other one later supersedes it
        ("I always pick an aisle seat.", ("preference:seat", "User picks an aisle seat.")),
        ("I prefer a window seat.", ("preference:seat", "User prefers a window seat.")),
        # a loyalty programme is keyed on the programme, not the carrier or the tier
        ("I'm a Lufthansa Miles & More member.",
         ("membership:miles_and_more", "User is a Lufthansa Miles & More member.")),
        ("I'm a Miles & More member.", ("membership:miles_and_more", "User is a Miles & More member.")),
        ("I'm a United MileagePlus Gold member.",
         ("membership:mileageplus", "User is a United MileagePlus Gold member.")),
        ("I'm a Costco member.", ("membership:costco", "User is a Costco member.")),
    ],
)
def test_shoe_size_seat_and_membership_have_keys(text: str, expected: tuple[str, str]) -> None:
    assert [(s, st) for s, _, st in extract(text)] == [expected]


@pytest.mark.parametrize(
    "text",
    # a seat taken once, a waist size, a women's size that may be a dress size, a team, a party
    ["I picked an aisle seat for tomorrow's flight.", "I'm a men's 32 waist.", "I'm a women's 12.",
     "I'm a member of the team.", "I'm a Labour Party member.", "I wear a size 12."],
)
def test_no_size_seat_or_membership_without_one(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith(("size:", "membership:")) or s == "preference:seat"]


def test_the_services_case_forms_its_keys() -> None:
    got = subjects("Book me the 7:40 to Frankfurt on the 12th. I always prefer a window seat, and I'm a Lufthansa "
                   "Miles & More member, number's in my profile.")
    assert {"preference:seat", "membership:miles_and_more"} <= set(got), got
    assert "size:shoe" in subjects("Looking for trail runners under $150. I'm a men's 11 wide, and Hokas always "
                                   "fit me best.")
