"""A fact stated in the same sentence as a request, a question, a hedge about something else or a formal
frame: the gates judge the part of the sentence that states the fact, not the whole of it. Each family pairs
the phrasing that forms with what must still form nothing; none of these sentences is a corpus case."""

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


def subjects(*texts: str) -> set[str]:
    return {subject for subject, *_ in extract(*texts)}


# -- a trailing clause about something else: a request, a question, a hedge of its own ----------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a hedge or a modal in a clause with its own subject, about something else
        ("I live in Lisbon, so the meeting should be in WET.", {"location:home"}),
        ("I have a Dell XPS 13 laptop, which may explain the fan noise.", {"device:dell_xps_13"}),
        ("I work as a nurse, so it would help to keep things short.", {"occupation"}),
        # a question asked after the statement, in the same sentence
        ("I run every evening after dinner, what's a good stretch for my calves?", {"activity:running"}),
        ("I'm vegetarian, how much protein do I need?", {"diet"}),
        ("I speak Italian, is this translation right?", {"language:italian"}),
        # a request after it, with or without a comma
        ("I'm a teacher so can you make this worksheet simpler", {"occupation"}),
        ("I'm pescatarian, so don't suggest the burger place again.", {"diet"}),
        ("I have a Kawasaki Ninja motorcycle so you can skip the bus times.", {"vehicle:kawasaki_ninja_motorcycle"}),
    ],
)
def test_a_request_or_a_question_after_a_fact_leaves_the_fact(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # spoken: fillers and a word said twice
        ("so um i i work as a firefighter and my shifts rotate so can you uh move my gym slots", {"occupation"}),
        ("uh i'm um vegan so like don't book the steakhouse", {"diet"}),
        ("yeah so i sold my toyota corolla last month so uh you can stop sending parking tips",
         {"vehicle:toyota_corolla"}),
        # a run-on with no stop: the fact after a filler, the request after it with none between
        ("ok so uh call the dentist tomorrow and um i'm vegan by the way so don't pick the bbq place",
         {"diet"}),
        ("so like i just moved to boston last month and uh yeah what's the traffic like tonight", {"location:home"}),
        ("um we moved up to Portland back in may so like set my weather there", {"location:home"}),
        ("my son's graduation is friday at noon can you add it to my calendar", {"family:son"}),
        # a second language said with its level is one the user speaks too
        ("i speak um italian and a little bit of german so could you read the news in italian",
         {"language:italian", "language:german"}),
    ],
)
def test_spoken_disfluencies_do_not_hide_the_fact(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text)


# -- a reason inside a request -------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Can you suggest a pasta dish without cheese since I'm vegan?", {"diet"}),
        ("Could you recommend a gluten-free bakery because I have celiac?", {"health:celiac_disease"}),
        ("Please find me a flat near the hospital since I work as a doctor.", {"occupation"}),
    ],
)
def test_a_reason_given_for_a_request_is_the_users_fact(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text)


# -- a formal frame around the fact ----------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I am writing to inform you that I have relocated to Glasgow.", {"location:home"}),
        ("I wish to confirm that I am fluent in Italian.", {"language:italian"}),
        ("I should mention that I have asthma.", {"health:asthma"}),
        ("I wanted to let you know that I'm vegan now.", {"diet"}),
        ("Just wanted to say that I am a pharmacist.", {"occupation"}),
        ("Please note that I am allergic to penicillin.", {"health:allergy:penicillin"}),
        ("I was diagnosed with asthma last year, so can you suggest indoor workouts?", {"health:asthma"}),
    ],
)
def test_a_formal_frame_does_not_void_the_fact(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text)


# -- a standing instruction after another request, or naming the assistant's own output with "you" ------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Rename the variables in this file. Also, from now on always use tabs for indentation in any code you "
         "write for me.", {"preference:indentation"}),
        ("Convert this to kilometres, and in general always give me distances in metric from now on.",
         {"preference:units"}),
        ("From now on never use emojis in the answers you give me.", {"preference:emoji"}),
    ],
)
def test_a_standing_instruction_after_a_request_forms(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "From now on always check your answers before you send them.",
        "Always explain the code you write as if you were teaching.",
        "Convert this to metric, and always remember to drink water.",
    ],
)
def test_advice_to_the_reader_stays_nothing(text: str) -> None:
    assert not subjects(text)


# -- the user's own form or list ------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Updating the intake form with you. Allergies: walnuts, latex\nMedications: none",
         {"health:allergy:walnut", "health:allergy:latex"}),
        ("Languages I speak: Spanish (native), English, Portuguese",
         {"language:spanish", "language:english", "language:portuguese"}),
        ("A few facts about me:\n- 52 years old\n- divorced\n- three cats", {"age", "relationship_status", "pet:cat"}),
        ("Devices I own:\n1. iPhone 15\n2. MacBook Pro", {"device:iphone_15", "device:macbook_pro"}),
        ("My info for the signup:\nJob: Dental hygienist\nCity: Leeds\nDiet: Vegan",
         {"occupation", "location:home", "diet"}),
        ("My preferences for your replies:\n* Answers: brief\n* Units: imperial\n* Emojis: none",
         {"preference:answer_style", "preference:units", "preference:emoji"}),
    ],
)
def test_the_users_own_form_or_list_forms(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "My sister's profile:\nJob: Nurse\nCity: Leeds",
        "Menu card:\nAllergens: peanuts, sesame",
        "Allergies: peanuts, shellfish",
        "Fill in this template for a character:\nName: Zed\nJob: pilot\nCity: Oslo",
        "Her info:\nAge: 34\nDiet: vegan",
    ],
)
def test_a_form_not_the_users_stays_nothing(text: str) -> None:
    assert not subjects(text) - {"family:sister"}  # ("my sister's profile" says the user has a sister)


# -- what must still form nothing ----------------------------------------------------------------------

def test_relief_is_not_exasperation() -> None:
    assert subjects("Oh great, I got the job! I'm a nurse now.") == {"occupation"}


@pytest.mark.parametrize(
    "text",
    [
        "Do you think I'm too old to learn piano?",
        "Can you check if I'm eligible?",
        "If I were vegetarian, what would I eat?",
        "I might be lactose intolerant, can you suggest a dessert?",
        "My friend is vegan, can you suggest a restaurant?",
        "I'm tired, can you summarize this?",
        "I'm thinking of moving to Berlin, what's the rent like?",
        "Am I vegan if I eat honey, what do you think?",
        "I'm vegan, I think, can you check this recipe?",
        "I'm vegan, right?",
        "I'm vegan, though I might quit, any tips?",
        "Can you confirm that I'm registered?",
        "I need to confirm that I'm covered, can you check?",
        "Should I tell them that I have diabetes?",
        "Can you write a letter since I'm the tenant?",
        "I've been vegan since I was twelve, what should I cook?",
        "I wish I lived in Paris, what's it like?",
        "I wanted to say that I might move to Rome.",
        "I wonder if my son is sick can you check",
        "I moved up the ladder at work, can you update my bio?",
        "We moved to Postgres last year, can you update the config?",
        "so um set an alarm for six and uh what's the weather tomorrow",
        # what someone is doing, in a sentence said for this once
        "Please reply in French this time, my husband is reading along.",
        # exasperation turns the message over
        "Oh great, another Tuesday. I really love queuing at the post office for an hour.",
    ],
)
def test_requests_questions_and_hedges_about_the_user_stay_nothing(text: str) -> None:
    found = subjects(text)
    assert not (found - {"diet"} if text.startswith("I've been vegan") else found), found
