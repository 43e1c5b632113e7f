"""What the twelfth corpus written blind (tests/data/twelfth_corpus.jsonl) found the rules forming wrong or missing in
its chronic-illness, paperwork, dating, retiree and outdoor styles, one family per section; the sentences are
variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import subjects

# -- a condition's key: bouts singular, a named disorder in full, an eponym with its "s" ------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I get migraines a few times a month.", "health:migraine"),
        ("I suffer from migraines.", "health:migraine"),
        ("I have social anxiety disorder.", "health:social_anxiety_disorder"),
        ("I was diagnosed with generalized anxiety disorder last year.", "health:generalized_anxiety_disorder"),
        ("I have severe generalised anxiety disorder.", "health:generalised_anxiety_disorder"),
        ("I have bipolar disorder.", "health:bipolar_disorder"),
        ("I have anxiety.", "health:anxiety"),
        ("I was diagnosed with Crohn's disease in 2019.", "health:crohns_disease"),
        ("I have Crohns disease.", "health:crohns_disease"),
        ("I've been diagnosed with sleep apnea.", "health:sleep_apnea"),
        ("I have allergies.", "health:allergies"),
    ],
)
def test_a_condition_is_keyed_by_its_name(text: str, key: str) -> None:
    found = {s for s in subjects(text) if s.startswith("health:")}
    assert found == {key}, found


@pytest.mark.parametrize(
    "text",
    [
        "My wife gets migraines.",
        "Does Crohn's disease run in families?",
        "My dad was diagnosed with Parkinson's disease.",
        "I was diagnosed with a rare disease.",
        "If I had generalized anxiety disorder, how would I know?",
    ],
)
def test_another_s_or_an_unnamed_condition_is_not_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


# -- whom the user sees is no skill -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I've been seeing a therapist weekly for two years.",
        "I've been seeing someone for about six months.",
        "I have been seeing a counselor since 2020.",
    ],
)
def test_seeing_someone_is_no_experience(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("experience:", "activity:"))}, subjects(text)


def test_a_pursuit_kept_up_is_still_experience() -> None:
    assert "experience:playing_guitar" in subjects("I've been playing guitar for years.")
