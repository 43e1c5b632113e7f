"""What the rules missed or misread in session 8, one family per section: a home said from afar, a marriage or an
engagement said of the pair, a medical device worn or used, a language owned to be weak, a political view or a faith
(sensitive), a relative's one-off deed, and a job offer pasted as the user's own. Each family pairs the phrasing that
forms with what must still form nothing; none of these sentences is a corpus case."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def keyed(*texts: str, known: tuple[str, ...] = ()) -> set[tuple[str, str, str, str]]:
    """(belief type, subject, polarity, sensitivity) of what the texts form."""
    return {(c.belief_type, c.subject, c.polarity, c.sensitivity) for c in candidates(*texts, known=known)}


def subjects(*texts: str, known: tuple[str, ...] = ()) -> set[str]:
    return {c.subject for c in candidates(*texts, known=known)}


# -- a home said from afar: "up in", "down in", "out in" a place named ----------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I'm up in Portland.",
        "I'm down in San Diego",
        "I'm out in Denver these days.",
        "I'm over in Leeds",
        "im out in Denver",
        "I'm up in Portland, can you find me a dentist?",
    ],
)
def test_a_home_said_up_down_or_out_in_a_place(text: str) -> None:
    assert keyed(text) == {("user_model_attr", "location:home", "assert", "normal")}, candidates(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm up in the attic.",
        "I'm down in the dumps.",
        "I'm out in the car.",
        "I'm up in Portland now.",
        "I'm down in Florida this week.",
        "I'm out in Denver for a conference.",
        "Are you up in Portland?",
    ],
)
def test_up_down_or_out_in_no_place_or_for_now_is_no_home(text: str) -> None:
    assert not subjects(text), candidates(text)


def test_a_relative_out_in_a_place_is_no_home_of_the_users() -> None:
    assert subjects("My brother is out in Denver.") == {"family:brother"}


# -- a marriage or an engagement said of the pair: the partner is the user's ----------------------------------------

@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("Jess and I got married.", "family:spouse"),
        ("Jess and I got married last October, it was a tiny thing.", "family:spouse"),
        ("We bought a house, and Jess and I got married last October.", "family:spouse"),
        ("my fiancée and I got married last June", "family:spouse"),
        ("My partner and I just got married!", "family:spouse"),
        ("we got married in 2019", "family:spouse"),
        ("Jess and I have been married for ten years.", "family:spouse"),
        ("My wife and I got married in 2010.", "family:wife"),
        ("Jess and I got engaged!", "family:fiance"),
        ("Sam & I got engaged last weekend", "family:fiance"),
        ("Jess and I are engaged.", "family:fiance"),
        ("we got engaged", "family:fiance"),
        ("My girlfriend and I got engaged.", "family:fiancee"),
    ],
)
def test_a_pair_wedded_gives_the_user_a_spouse_or_a_fiance(text: str, partner: str) -> None:
    found = keyed(text)
    assert ("relationship", partner, "assert", "normal") in found, candidates(text)
    assert ("user_model_attr", "relationship_status", "assert", "normal") in found, candidates(text)
    # one partner, keyed once: a fiancée married is no fiancée any more
    assert [s for _, s, _, _ in found if s.startswith("family:")] == [partner]


def test_the_partner_named_is_in_the_statement_as_said() -> None:
    said = {c.subject: c.statement for c in candidates("Jess and I are engaged.")}
    assert said["family:fiance"] == "User and Jess are engaged."
    assert said["relationship_status"] == "User is engaged."


@pytest.mark.parametrize(
    "text",
    [
        "I got married last year.",  # the marriage, no partner said
        "got married in june!! still cant believe it",
        "I got engaged to Sam last week.",
    ],
)
def test_a_marriage_said_of_the_user_alone_is_the_status_only(text: str) -> None:
    assert subjects(text) == {"relationship_status"}, candidates(text)


@pytest.mark.parametrize(
    "text",
    [
        "If Jess and I got married, would my taxes change?",
        "Should Jess and I get married?",
        "My sister and her husband got married in May.",
        "Jess and I were married for ten years.",
        "we got married to the idea of a bigger house",
    ],
)
def test_no_spouse_from_a_supposed_or_anothers_or_a_past_marriage(text: str) -> None:
    assert not {s for s in subjects(text) if s in ("family:spouse", "family:fiance", "relationship_status")}, (
        candidates(text))


def test_a_pair_parted_or_doing_something_else_gives_no_partner() -> None:
    assert subjects("Jess and I broke up.") == {"relationship_status"}
    assert subjects("Jess and I got divorced in May.") == {"relationship_status"}
    assert subjects("Jess and I hike every weekend.") == {"activity:hiking"}
    assert subjects("Jess and I have two kids.") == {"family:kid"}
