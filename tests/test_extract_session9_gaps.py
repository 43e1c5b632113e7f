"""Two gaps named at the end of session 8: a pursuit of a past period of life said with a verb that takes an object,
and a user's own clause followed by what someone of theirs says of it."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, subjects

# -- a pursuit of a past period of life, said with its object, is history ------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I played piano as a kid.", "history:piano"),
        ("I played soccer in high school.", "history:soccer"),
        ("I played the violin when I was little.", "history:violin"),
        ("I collected stamps growing up.", "history:stamp"),
        ("I read a lot as a kid.", "history:reading"),
    ],
)
def test_a_past_periods_pursuit_with_its_object_is_history(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert not {s for s in found if s.startswith("activity:")}, found


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I play piano with my kid.", "activity:piano"),
        ("I play soccer in a league.", "activity:soccer"),
    ],
)
def test_a_pursuit_kept_up_is_still_an_activity(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", ["I played guitar last night.", "My son played piano as a kid.",
                                  "If I played piano as a kid, would it help now?", "Did I play piano as a kid?",
                                  "I played nurse as a kid.", "I played house as a kid.", "I played as a kid.",
                                  "I played constantly growing up.", "I played tennis but not in college.",
                                  "I played doctor before but quit."])
def test_no_history_from_a_moment_someone_else_a_question_or_make_believe(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("history:", "activity:"))}


# -- what someone of the user's says after the user's own clause is theirs; the user's clause still stands ---------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I have diabetes and my doctor says it's fine.", "health:diabetes"),
        ("I have asthma and my doctor says I should exercise more.", "health:asthma"),
        ("I have a dog and my wife says he's too spoiled.", "pet:dog"),
        ("I'm a nurse and my mom thinks I should have been a doctor.", "occupation"),
    ],
)
def test_the_users_clause_stands_before_what_someone_of_theirs_says(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I think I have diabetes and my doctor says it's fine.",
        "My wife says I snore and my doctor says I have apnea.",
        "If I have diabetes and my doctor says it's fine, can I eat cake?",
        "My doctor says I have diabetes and my wife agrees.",
        "I have a peanut allergy but my allergist says I've outgrown it.",
        "I'm allergic to cats but my doctor says it's actually dust.",
    ],
)
def test_what_the_user_only_reports_or_supposes_forms_nothing(text: str) -> None:
    assert not subjects(text)


# -- a job said with the organisation it is at names the employer, however the job is said ---------------------------


@pytest.mark.parametrize("text", ["I work as an accountant at Deloitte.", "I'm a backend dev at Stripe.",
                                  "I work as a nurse at Mercy in Boston."])
def test_a_job_at_a_named_organisation_names_the_employer(text: str) -> None:
    assert {"occupation", "occupation:employer"} <= subjects(text)


@pytest.mark.parametrize("text", ["I work as a nurse at night.", "I work as a nurse at the local hospital.",
                                  "I work as a volunteer at the Red Cross on weekends.",
                                  "My wife works as a nurse at Mercy.", "Do you work as a nurse at Mercy?"])
def test_no_employer_without_a_named_organisation_or_for_someone_else(text: str) -> None:
    assert "occupation:employer" not in subjects(text)


# -- an injury: a side or part of the body said before it, a ligament torn keyed as "a torn ACL" is ---------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I hurt my lower back last week lifting boxes.", "health:lower_back"),
        ("I tore my ACL.", "health:torn_acl"),
        ("I have a torn ACL.", "health:torn_acl"),
        ("I tore my meniscus playing soccer.", "health:torn_meniscus"),
        ("I injured my achilles.", "health:achilles"),
        ("I sprained my left ankle.", "health:left_ankle"),
    ],
)
def test_an_injury_is_keyed_on_the_part_it_hurt(text: str, key: str) -> None:
    assert subjects(text) == {key}


@pytest.mark.parametrize("text", ["My son tore his ACL.", "Did I tear my ACL?", "If I tore my ACL, how long is rehab?",
                                  "I tore my ACL years ago."])
def test_no_injury_of_someone_else_asked_supposed_or_long_past(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}


# -- the eleventh corpus's precision findings -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("I wear a size 8 dress and a size 9 shoe.", {"size:dress", "size:shoe"}),
        ("I wear size 32 jeans.", {"size:pants"}),  # one key for what is worn on the legs
        ("I've written Go professionally for 4 years.", {"experience:go"}),
        ("I've written Python professionally for 4 years.", {"experience:python"}),
        ("I'm a nurse living in Tokyo.", {"occupation", "location:home"}),  # where, as "based in" says it
        ("I'm a Canadian living in Berlin.", {"identity:canadian"}),
        ("I have a wedding dress.", {"possession:wedding_dress"}),
        ("I have a vacation home in Maine.", {"possession:vacation_home"}),
        ("I have a living room.", {"possession:living_room"}),
    ],
)
def test_keyed_on_what_it_is_not_how_or_where(text: str, keys: set[str]) -> None:
    assert subjects(text) == keys


@pytest.mark.parametrize("text", ["I wear a size 12.", "I have a black-tie wedding to attend in September.",
                                  "I have a trip to Rome next week.", "I ride three times a week.",
                                  "I've been learning for about a year.", "I've worked remotely for three years.",
                                  "My daughter wears a size 8 dress."])
def test_no_key_from_a_size_alone_an_occasion_a_frequency_or_a_missing_object(text: str) -> None:
    assert not {s for s in subjects(text) if not s.startswith("family:")}


@pytest.mark.parametrize(("text", "statement"), [
    ("I'm currently working as a nurse.", "User is currently working as a nurse."),
    ("Im working as a tutor.", "User is working as a tutor."),
])
def test_a_job_said_in_the_progressive_keeps_its_verb(text: str, statement: str) -> None:
    assert [c.statement for c in candidates(text) if c.subject == "occupation"] == [statement]


@pytest.mark.parametrize("text", ["I'm learning Japanese.", "I've been learning Japanese for a year.",
                                  "I'm teaching myself Japanese.", "ive been doing japanese on duolingo for 200 days"])
def test_a_language_learned_is_one_subject_however_it_is_said(text: str) -> None:
    assert subjects(text) == {"language:japanese"}
