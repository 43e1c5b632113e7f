"""Session 17 (helper 2, the twenty-second corpus): the languages a translator or interpreter works between, by name or
by code; a native speaker or a fluent one said without "I"; a language studied with its level in brackets."""

import pytest

from tests.extracting import candidates, subjects


def statements(text: str) -> dict[str, str]:
    return {c.subject: c.statement for c in candidates(text)}


@pytest.mark.parametrize(("text", "formed"), [
    ("I'm a medical translator, German to English, so it's a big one", {"language:german", "language:english"}),
    ("I'm a certified court interpreter, Spanish<>English, and I live in Phoenix.",
     {"language:spanish", "language:english"}),
    ("Freelance JA\u2192EN translator here, mostly game localization.", {"language:japanese", "language:english"}),
    ("I work as a translator (French into Dutch).", {"language:french", "language:dutch"}),
    ("I work as a freelance translator, EN > DE mostly", {"language:english", "language:german"}),
])
def test_the_languages_a_translator_works_between_are_theirs(text: str, formed: set[str]) -> None:
    assert formed | {"occupation"} <= subjects(text)


def test_the_pair_is_said_in_the_jobs_words() -> None:
    said = statements("I'm a medical translator, German to English")
    assert said["language:german"] == said["occupation"] == "User is a medical translator, German to English."


@pytest.mark.parametrize("text", [
    "My sister is a translator, German to English.",
    "Can you translate this from German to English?",
    "I'm a nurse and I commute from Hamburg to Berlin.",
    "I'm an engineer, EN/DE docs mostly",
])
def test_a_pair_not_of_the_users_translating_forms_no_language(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("language:")}


@pytest.mark.parametrize(("text", "key"), [
    ("Native English speaker.", "language:english"),
    ("Fluent Spanish speaker", "language:spanish"),
    ("Still speak fluent French though, and I'd like to keep it alive.", "language:french"),
    ("speak conversational Portuguese, nothing more", "language:portuguese"),
])
def test_a_language_spoken_said_without_i(text: str, key: str) -> None:
    assert key in subjects(text)


def test_a_language_studied_is_keyed_without_its_level_in_brackets() -> None:
    assert "language:korean" in subjects("I'm studying Korean (around TOPIK 3) for work")
    assert not {s for s in subjects("I'm studying Korean (around TOPIK 3) for work") if "topik" in s}
