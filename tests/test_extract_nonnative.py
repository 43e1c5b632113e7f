"""Styles the extractor was not tuned on, by rule family: the patterns of learner English (a dropped
article, the present continuous for a habit, "since N years", "one X" for "a X", an adverb after the
verb, a regular plural on an irregular noun), long pasted and structured messages (profiles, résumés,
bullet lists), and requests to an assistant or an agent. Each family pairs the phrasing that forms
with what must still form nothing; none of these sentences is a corpus case."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def extract(*texts: str) -> list[tuple[str, str, str, str]]:
    return [(c.subject, c.polarity, c.sensitivity, c.statement) for c in candidates(*texts)]


def subjects(*texts: str) -> list[str]:
    return [subject for subject, *_ in extract(*texts)]


# -- learner English --------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a job with its article dropped, or held "like" one
        ("I am working as nurse in Porto since 2015.", {"occupation", "location:work"}),  # the town of the job (s18)
        ("I'm working like developer for a bank.", {"occupation"}),
        ("I am software developer, I need help with my CV.", {"occupation"}),
        ("I am teacher of history.", {"occupation"}),
        # a wrong plural, and an aside about one of them
        ("I have three childrens, the small one is 4.", {"family:kid"}),
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


# -- long pasted and structured messages -----------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a profile in bullets: a job, a subject-less place, a device named by its model
        ("A bit about me:\n\n- I'm a freelance animator\n- based in Porto\n- I edit on my MacBook Pro\n\n"
         "Can you draft a bio?", {"occupation", "location:home", "device:macbook_pro"}),
        ("Quick context about me:\n- 12 years as a backend engineer\n- living in Gdansk", {"occupation",
                                                                                        "location:home"}),
        # years in a job, said with "been"
        ("I need a resignation letter.\n\nI've been a primary school teacher for eleven years.", {"occupation"}),
        # a condition said after a colon, with a qualifier, or as an adjective
        ("Pipeline output below.\n\nOne note for the charts: I'm color-blind, so avoid red and green.",
         {"health:colorblindness"}),
        ("Some background: I have diagnosed depression and crowds are hard for me.", {"health:depression"}),
        # not flying at all is how the user travels
        ("Plan a week in Spain for me.\n\nI don't fly. Buses and trains are fine.", {"preference:travel_mode"}),
        # the user's own résumé: the role held now
        ("Here is my CV, please tighten it.\n\n## Work\n**Staff Engineer, Spotify** (2021 to present)\n"
         "- led the payments team\n\n**Developer, Klarna** (2016 to 2021)", {"occupation"}),
        # a relative named by what is theirs, and the user's own loans
        ("I'm writing a toast for my sister's graduation party.", {"family:sister"}),
        ("Here's my budget for May:\n\nMortgage: $1,200\nCar loan: $300 left on it\nFood: $400",
         {"finance:mortgage", "finance:car_loan"}),
        ("Can you compare refinancing options? My mortgage is with Wells Fargo at 6.9%.", {"finance:mortgage"}),
    ],
)
def test_a_long_message_forms_what_the_user_says_of_themselves(text: str, expected: set[str]) -> None:
    assert expected <= set(subjects(text)), extract(text)


def test_a_club_run_is_keyed_on_the_club() -> None:
    text = "I run the library's chess club."
    assert "activity:chess_club" in subjects(text), extract(text)
    assert "activity:running" in subjects("I run every morning.")


def test_sensitive_money_and_health_stay_sensitive() -> None:
    found = extract("Here's my budget:\nStudent loans: $20k left\nRent: $900", "I'm colorblind.")
    assert {s for s, _, sens, _ in found if sens == "sensitive"} >= {"finance:student_loans", "health:colorblindness"}


@pytest.mark.parametrize(
    "text",
    [
        # someone else's résumé or profile, a persona, a template
        "Review my friend's resume:\n\n**Senior Engineer, Google** (2019 to present)",
        "Here is the candidate's CV:\n\n**Nurse, St Mary's** (2018 to present)",
        "Fill in this profile template:\n\n- based in [city]\n- job: [title]",
        "Review the persona in my PRD:\n\n- based in Chicago\n- nurse, owns a Honda",
        # a budget line that is not the user's, or a mortgage asked about
        "Mortgage: what is a good rate these days?",
        "Should I get a mortgage or keep renting?",
        # a résumé role that ended
        "Below is my resume.\n\n**Barista, Starbucks** (2014 to 2016)",
        # someone else's device
        "My dad's iPad Air won't charge.",
    ],
)
def test_a_long_message_forms_nothing_about_others(text: str) -> None:
    assert all(s.startswith("family:") for s in subjects(text)), extract(text)


# -- requests to an assistant or an agent ----------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We're on MySQL 8, so keep the queries portable.", {"database:mysql"}),
        ("We agreed last quarter to release only on Mondays.", {"decision:release"}),
        ("Bootstrap the repo. I always use yarn, never npm.", {"preference:package_manager"}),
        ("For every project of mine, always use vitest, not jest.", {"preference:test_framework"}),
    ],
)
def test_an_agents_user_forms_their_stack_and_decisions(text: str, expected: set[str]) -> None:
    assert expected <= set(subjects(text)), extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "If we were on MySQL, would this work?",
        "Their team is on Postgres 15.",
        "Should I use yarn or npm?",
    ],
)
def test_an_agents_user_forms_nothing_from_a_question_or_another_team(text: str) -> None:
    assert not extract(text), extract(text)


def test_a_decision_is_keyed_on_what_is_done_and_a_relevance_hedge_is_no_hedge() -> None:
    assert "decision:deploy" in subjects("We decided last sprint to deploy only from the main branch.")
    assert "device:macbook_pro" in subjects("I'm on an M3 MacBook Pro, if that matters.")
    assert not extract("I might be on a MacBook Pro, if that matters.")
