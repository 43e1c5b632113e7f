"""Styles the extractor was not tuned on, by rule family: the patterns of learner English (a dropped
article, the present continuous for a habit, "since N years", "one X" for "a X", an adverb after the
verb, a regular plural on an irregular noun), long pasted and structured messages (profiles, résumés,
bullet lists), and requests to an assistant or an agent. Each family pairs the phrasing that forms
with what must still form nothing; none of these sentences is a corpus case."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent


def extract(*texts: str) -> list[tuple[str, str, str, str]]:
    events = [
        SourceEvent(seq=i + 1, event_type="user.message.created", author_role="user", texts=(text,))
        for i, text in enumerate(texts)
    ]
    return [(c.subject, c.polarity, c.sensitivity, c.statement)
            for c in DeterministicExtractor().extract(events, ExtractionContext())]


def subjects(*texts: str) -> list[str]:
    return [subject for subject, *_ in extract(*texts)]


# -- learner English --------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a job with its article dropped, or held "like" one
        ("I am working as nurse in Porto since 2015.", {"occupation", "location:home"}),
        ("I'm working like developer for a bank.", {"occupation"}),
        ("I am software developer, I need help with my CV.", {"occupation"}),
        ("I am teacher of history.", {"occupation"}),
        # a wrong plural, and an aside about one of them
        ("I have three childrens, the small one is 4.", {"family:children"}),
        # "one X" for "a X"
        ("I have one Honda Civic from 2012 and now the engine makes noise.", {"vehicle:honda_civic"}),
        # "since N years" for "for N years", and a misspelled or reordered condition
        ("I have asthma since five years.", {"health:asthma"}),
        ("I have diabete type 1 since I was ten.", {"health:type_1_diabetes"}),
        ("I am diabetic type 2.", {"health:type_2_diabetes"}),
        # an adverb after the verb, a native language, a level said of a language
        ("I speak also French.", {"language:french"}),
        ("My mother tongue is Polish.", {"language:polish"}),
        ("I speak English and Italian, but Russian I am only beginner.",
         {"language:english", "language:russian"}),
        ("I am beginner in Japanese.", {"language:japanese"}),
        # a fan with the article dropped; the present continuous for a habit
        ("I am huge fan of basketball.", {"preference:basketball"}),
        ("I am watching every game of Flamengo since I was kid.", {"preference:flamengo"}),
        ("I am living in Lyon since 2018.", {"location:home"}),
        # a habit said with a time phrase before the subject, and a commute by bicycle
        ("Every morning I go to the office with bike.", {"activity:cycling"}),
        ("I go to my work by bicycle.", {"activity:cycling"}),
    ],
)
def test_learner_english_forms_what_it_says(text: str, expected: set[str]) -> None:
    assert expected <= set(subjects(text)), extract(text)


def test_a_diet_kept_for_religion_is_sensitive() -> None:
    for text in ("I am not eating beef because of my religion.", "I don't drink alcohol because of my faith."):
        found = [(s, sens) for s, _, sens, _ in extract(text)]
        assert ("diet", "sensitive") in found, extract(text)
        assert all(sens == "sensitive" for _, sens in found), found


@pytest.mark.parametrize(
    "text",
    [
        "Please, always you answer me with simple words.",
        "Please you always explain me in easy English.",
    ],
)
def test_a_learners_standing_instruction_is_a_style(text: str) -> None:
    assert "preference:answer_style" in subjects(text), extract(text)


@pytest.mark.parametrize(
    "text",
    [
        # the present continuous for now, not a habit
        "I am watching a film with my wife.",
        "I am eating pizza.",
        "I am working on the report.",
        # a plan, a wish, a question
        "Maybe next year I am working as teacher in Lisbon.",
        "I want to be software engineer.",
        "Is good to be teacher?",
        # "one" as a pronoun, and what is not the user's
        "I have one for my sister.",
        "My colleague he have one Toyota Corolla.",
        # a passing condition
        "I have headache since two days.",
        # a fan of nothing named
        "I am big fan.",
        # the bicycle is someone else's, or a wish
        "I would like to go to work with bicycle.",
    ],
)
def test_learner_english_forms_nothing_it_does_not_say(text: str) -> None:
    assert not extract(text), extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "My brother is working as engineer in Munich since 2019.",
        "My cousin is big fan of Porto.",
        "My son goes to school with bicycle.",
    ],
)
def test_another_persons_job_liking_or_commute_is_at_most_a_relative(text: str) -> None:
    assert all(subject.startswith("family:") for subject in subjects(text)), extract(text)
