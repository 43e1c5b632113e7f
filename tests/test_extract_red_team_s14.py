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


# -- a clause whose subject is left out, then given to someone else, is theirs ---------------------------------
def test_subjectless_clause_given_to_someone_else_is_theirs() -> None:
    for text in ("Quit vaping, my sister did", "Carpenter by trade, my dad was", "Been vegan for years, my sister has",
                 "Hate twist endings, my wife does", "Love sci-fi, my husband does", "Nurse by trade, my mom is"):
        assert not {s for s in subjects(text) if not s.startswith("family:")}, text


def test_subjectless_clause_shared_or_own_still_forms() -> None:
    assert "preference:sci_fi" in subjects("Love sci-fi, my husband does too")
    assert "preference:twist_ending" in subjects("Hate twist endings, they feel cheap")
    assert "occupation" in subjects("Carpenter by trade")
    assert "preference:sci_fi" in subjects("I love sci-fi, my husband does")  # its subject said: as before


# -- a household income said bare of a family in general is anyone's -------------------------------------------
def test_bare_household_income_of_anyone_forms_nothing() -> None:
    for text in ("household income is about $52k for a family of four in that area",
                 "Household income is $70k nationally", "household income is about $60k in Ohio"):
        assert "finance:income" not in subjects(text), text


def test_household_income_still_forms() -> None:
    assert "finance:income" in subjects("household income is about $52k")
    assert "finance:income" in subjects("our household income is about $140k in total")


# -- a list numbered on one line after someone's words, someone's list or a to-do is not the user's news --------
def test_numbered_list_after_others_lead_in_forms_nothing() -> None:
    for text in ("Things my ex said: 1. love sci-fi 2. hate horror", "His list: 1) Quit vaping 2) Been vegan since jan",
                 "To do: 1. quit vaping 2. go vegan", "Goals for 2025: 1. quit vaping 2. run a marathon",
                 "My sister's profile: 1. Love sci-fi 2. Hate twist endings"):
        assert not {s for s in subjects(text) if not s.startswith("family:")}, text


def test_numbered_list_of_own_news_still_forms() -> None:
    assert "preference:sci_fi" in subjects("1) Love sci-fi 2) Hate horror")
    assert "location:home" in subjects("Notes: 1) I moved to Leeds in May 2) new job starts in June 3) buy a kettle")
    assert "pet:cat" in subjects("Updates: 1. I sold my Yamaha keyboard 2. I have a new cat")
