"""What the third corpus written blind (tests/data/final_corpus.jsonl), and probing around it, found
the rules doing wrong, one family per section; none of these sentences is a corpus case."""

from __future__ import annotations

import pytest

from memform.evaluation import supported
from memform.extract import SourceEvent
from tests.extracting import candidates


def _supported(*texts: str) -> list[tuple[str, str, bool]]:
    events = {i + 1: SourceEvent(seq=i + 1, event_type="user.message.created", author_role="user", texts=(text,))
              for i, text in enumerate(texts)}
    return [(c.subject, c.statement, supported(c, events)) for c in candidates(*texts)]


# -- a form's facts are said in the form's words, not in words the user never wrote -----------------

def test_the_users_own_form_forms_its_facts_in_its_own_words() -> None:
    form = ("My profile:\n- Age: 41\n- Job: Pharmacist\n- Based in: Lisbon\n- Languages: Portuguese, English\n"
            "- Allergies: shellfish\n- Diet: vegetarian")
    found = _supported(form)
    assert {subject for subject, _, _ in found} == {
        "age", "occupation", "location:home", "language:portuguese", "language:english", "health:allergy:shellfish",
        "diet"}
    assert [(s, statement) for s, statement, ok in found if not ok] == []
    assert ("age", "User's age: 41.", True) in found  # not "41 years old"


def test_reply_preferences_in_a_list_are_said_in_the_lists_words() -> None:
    found = _supported("My preferences for your answers from now on:\n* Units: imperial\n* Emojis: never")
    assert {subject for subject, _, _ in found} == {"preference:units", "preference:emoji"}
    assert all(ok for _, _, ok in found), found


# -- a diagnosis is said as the user said it ----------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "statement"),
    [("I was diagnosed with asthma in 2019.", "User was diagnosed with asthma in 2019."),
     ("I got diagnosed with celiac disease last year.", "User got diagnosed with celiac disease last year."),
     ("I have been diagnosed with type 2 diabetes.", "User has been diagnosed with type 2 diabetes.")],
)
def test_a_diagnosis_keeps_the_users_tense_and_invents_nothing(text: str, statement: str) -> None:
    found = _supported(text)
    assert [(s, ok) for s, _, ok in found] == [(found[0][0], True)]
    assert found[0][0].startswith("health:") and found[0][1] == statement


# -- someone named is still someone else ------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    ["My coworker Dana has type 2 diabetes.", "My friend Raj is gluten-free.", "My boss Karen drives a Tesla.",
     "My colleague Ahmed has asthma."],
)
def test_a_named_persons_health_diet_or_things_are_theirs(text: str) -> None:
    assert candidates(text) == []


def test_a_named_relatives_lasting_trait_still_forms() -> None:
    assert [c.subject for c in candidates("My sister Anna is a nurse.")] == ["family:sister"]


# -- a deployment stage is no home -------------------------------------------------------------------

@pytest.mark.parametrize("text", ["ok. moved to staging.", "I moved to production last week.", "We just moved to prod.",
                                  "I moved to QA yesterday."])
def test_moving_to_a_deployment_stage_is_no_home(text: str) -> None:
    assert [c.subject for c in candidates(text) if c.subject.startswith("location")] == []


def test_moving_to_a_town_still_is() -> None:
    assert [c.subject for c in candidates("moved to denver last wk")] == ["location:home"]


# -- an adverb after "I" hides nothing ----------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [("I actually have a cat.", "pet:cat"), ("I also have a dog.", "pet:dog"),
     ("I honestly prefer tea.", "preference:tea")],
)
def test_an_adverb_between_i_and_the_verb_still_forms(text: str, subject: str) -> None:
    assert [c.subject for c in candidates(text)] == [subject]


@pytest.mark.parametrize("text", ["I also have a question.", "I actually have to go.", "I also have no idea."])
def test_an_adverb_does_not_make_an_idiom_a_fact(text: str) -> None:
    assert candidates(text) == []


# -- a role-play goes on past the message that starts it ---------------------------------------------

def test_messages_after_a_cast_role_play_are_in_character_until_the_user_steps_out() -> None:
    found = candidates(
        "Let's play a game. You're a bartender and I'm a regular.",
        "I'm a retired sea captain and I have a parrot named Jack.",
        "I own three ships.",
        "OK, out of character now. I have a cat.",
        "I'm a nurse.",
    )
    assert [(c.subject, c.source_seqs) for c in found] == [("pet:cat", (4,)), ("occupation", (5,))]


@pytest.mark.parametrize("step_out", ["ok, end of role-play. For real, I'm a teacher.",
                                      "End of the roleplay. I'm a teacher."])
def test_the_end_of_a_role_play_steps_out_of_character(step_out: str) -> None:
    found = candidates("Let's role-play: you're a barista and I'm a customer.", "I'm a pirate captain.", step_out)
    assert [(c.subject, c.source_seqs) for c in found] == [("occupation", (3,))]


def test_a_role_play_that_ends_in_its_own_message_does_not_go_on() -> None:
    found = candidates("Pretend you are my landlord and ask for the rent. OK, stop the role-play.", "I have a dog.")
    assert [c.subject for c in found] == ["pet:dog"]


def test_without_a_role_play_every_message_is_the_users() -> None:
    assert [c.subject for c in candidates("You're a lifesaver.", "I have a dog.")] == ["pet:dog"]
