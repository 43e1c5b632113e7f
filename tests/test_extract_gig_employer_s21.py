"""Gig work said by what is done for a named company is a job and who it is for: "I drive for Uber" names the user's
employer as "I work for Uber" does; work said without a company names none."""

from __future__ import annotations

import pytest

from tests.extracting import subjects


@pytest.mark.parametrize("text", ["I drive for Lyft most evenings.", "I deliver for Instacart on weekends.",
                                  "I mostly drive for Uber Eats now."])
def test_gig_work_for_a_named_company_names_the_employer(text: str) -> None:
    assert {"occupation", "occupation:employer"} <= subjects(text)


@pytest.mark.parametrize("text", ["I drive for a living.", "I clean houses.", "I wait tables."])
def test_work_said_without_a_company_names_no_employer(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found and "occupation:employer" not in found, found


@pytest.mark.parametrize("text", ["My brother drives for Uber.", "Should I drive for Lyft?"])
def test_someone_else_s_or_asked_gig_work_forms_nothing(text: str) -> None:
    assert subjects(text) == set()
