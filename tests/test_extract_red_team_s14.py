"""Red-team findings of session 14 (h5): inputs where the session's new rules (subject-less clauses, memberships
ended, the car driven now) formed what they must not. Each has beside it the near misses that must still form."""

from __future__ import annotations

from memform.extract.text import foreign_regions
from tests.extracting import candidates, subjects


def keys(*texts: str) -> set[tuple[str, str]]:
    return {(c.subject, c.polarity) for c in candidates(*texts)}


# -- a quotation of a clause whose subject is left out is someone's words, not the user's ------------------------
def test_quoted_subjectless_clause_is_someone_elses_words() -> None:
    for text in ('"Love sci-fi" - my dad', '"Quit vaping" - my sister', '"Been vegan since 2019" - my sister',
                 '"Hate twist endings"', '\u201cAdore horror films\u201d, my wife always says',
                 '"Switched to vim last year" is what he told me'):
        assert subjects(text) == set(), text


def test_unquoted_subjectless_clause_and_quoted_titles_still_form() -> None:
    assert "preference:sci_fi" in subjects("Love sci-fi")
    assert ("health:vaping", "retract") in keys("Quit vaping")
    assert "diet" in subjects("Been vegan since 2019")
    # a title in quotation marks is a name, not speech: it opens no region of someone else's words
    assert foreign_regions('I watched "Love Actually" again') == []
    assert foreign_regions('my band is called "Quit Smoking"') == []


# -- a membership ended that was someone else's is not the user's, nor a key named after its owner -------------
def test_someone_elses_membership_ended_forms_no_membership() -> None:
    for text in ("Cancelled my dad's gym membership", "I cancelled my mom's gym membership",
                 "cancelled my sister's Netflix subscription", "Cancelled my wife's Costco membership",
                 "I let my dad's NAR membership lapse"):
        assert not {s for s in subjects(text) if s.startswith("membership:")}, text


def test_own_membership_ended_still_retracts() -> None:
    assert ("membership:gym", "retract") in keys("Cancelled my gym membership")
    assert ("membership:nar", "retract") in keys("I let my NAR membership lapse")
    assert any(s.startswith("membership:") for s in subjects("cancelled my Sam's Club membership"))


# -- a car driven now that no one owns (a rental, a loaner) is no vehicle of the user's ------------------------
def test_car_driven_now_not_owned_forms_no_vehicle() -> None:
    for text in ("Currently driving a rental", "I'm currently driving a rental", "I'm driving a loaner",
                 "Currently driving a loaner while mine is in the shop", "I'm still driving a courtesy car"):
        assert not {s for s in subjects(text) if s.startswith(("vehicle:", "possession:"))}, text


def test_car_driven_now_still_forms() -> None:
    assert "vehicle:wrx" in subjects("Currently driving a 2012 WRX")
    assert any(s.startswith("vehicle:") for s in subjects("I'm still driving my old Civic"))
