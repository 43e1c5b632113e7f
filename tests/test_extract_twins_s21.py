"""Twins are the user's children, keyed as the corpora label them (`family:kid`), and twins named by what they are are
sons or daughters; one twin of the user's is a sibling (`family:twin`), as "I'm a twin" is."""

from __future__ import annotations

import pytest

from tests.extracting import stated


@pytest.mark.parametrize("text", ["My twins start kindergarten in September.", "I have primary custody of our twins.",
                                  "Me and my twins went camping.", "I have twins."])
def test_twins_are_the_user_s_children(text: str) -> None:
    found = stated(text)
    assert "family:kid" in found and "family:twin" not in found, found


@pytest.mark.parametrize(("text", "key"), [("I share custody of my twin boys with my ex.", "family:son"),
                                           ("I get to see my twin girls every other weekend.", "family:daughter")])
def test_twins_named_by_what_they_are_are_sons_or_daughters(text: str, key: str) -> None:
    found = stated(text)
    assert key in found and "family:twin" not in found, found


@pytest.mark.parametrize("text", ["I'm a twin.", "I'm an identical twin."])
def test_one_twin_is_a_sibling(text: str) -> None:
    found = stated(text)
    assert "family:twin" in found and "family:kid" not in found, found


@pytest.mark.parametrize("text", ["My coworker is having twins!", "Are identical twins genetic?"])
def test_someone_else_s_twins_form_nothing(text: str) -> None:
    assert stated(text) == {}
