"""What the twenty-first corpus found in step families, messages typed for someone else, aids for seeing, hearing,
teeth and walking, apprentices and first jobs, trainers and instructors, and backpacking (helper h3, session 15)."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects


# Step, half and British grandparents' words are relatives, keyed as one person whatever word names them.
@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("My stepdad is teaching me to drive.", "family:stepfather"),
        ("My step-mum wants to take me to Paris.", "family:stepmother"),
        ("My stepmom lives in Ohio.", "family:stepmother"),
        ("My half-sister and I run a bakery together.", "family:half_sister"),
        ("My half-brother is 30.", "family:half_brother"),
        ("My grandad is 92 and still drives.", "family:grandfather"),
        ("My nan lives in Leeds.", "family:grandmother"),
        ("My gran is a retired teacher.", "family:grandmother"),
    ],
)
def test_step_half_and_grand_relatives_are_keyed_as_one_person(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "Can you write a speech a stepdad could give at his stepdaughter's wedding?",
        "Does a half-sibling inherit the same as a full sibling?",
        "My friend's stepdad is a pilot.",
        "The function returns nan for empty input.",
    ],
)
def test_step_and_half_relatives_of_no_one_form_nothing(text: str) -> None:
    assert not any(s.startswith("family:") for s in subjects(text))


def test_an_ex_is_still_no_relative() -> None:
    # an ex-spouse is who the user was married to, no relative they have (as "My ex-husband sent me this" forms none)
    assert not any(s.startswith("family:") for s in subjects("My ex-wife lives in Leeds now."))


# The user writing this message for a relative: the relative is theirs.
@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Hi, I'm typing this for my grandma, she can't see the screen.", "family:grandmother"),
        ("(typing for my dad as his hands shake) He wants to know about pensions.", "family:father"),
        ("Hello, this is Ana writing on behalf of my mother. She needs a new phone.", "family:mother"),
        ("I'm asking for my daughter, she's 9 and hates broccoli.", "family:daughter"),
        ("I am just messaging for my grandad, he's not online.", "family:grandfather"),
    ],
)
def test_a_relative_the_user_writes_for_is_theirs(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "Typing on behalf of a lady from the flats across the road, she's 91.",
        "A gentleman next to me asked me to type this for him.",
        "I'm asking for a friend, is this rash normal?",
        "how many calories does running burn? asking for my dad, he just started jogging.",
        "My sister is typing this for my mum.",
        "If I was typing this for my grandad, what should I say?",
        "Is it ok if I'm writing this for my dad?",
    ],
)
def test_writing_for_someone_not_the_users_relative_forms_no_relative(text: str) -> None:
    assert not any(s.startswith("family:") for s in subjects(text))


# Aids for hearing and teeth, and eyes that see near or far, are health, sensitive.
@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I've worn hearing aids since I was 50.", "health:hearing_aid"),
        ("I wear dentures.", "health:dentures"),
        ("I've got an upper denture and it clicks.", "health:dentures"),
        ("I have a partial denture.", "health:dentures"),
        ("I have braces.", "health:braces"),
        ("I got braces fitted last month and my teeth ache.", "health:braces"),
        ("I'm short-sighted.", "health:short_sightedness"),
        ("I'm really nearsighted, about -5.", "health:short_sightedness"),
        ("I'm very long-sighted, so menus are hard.", "health:long_sightedness"),
        ("I have hip dysplasia and running hurts.", "health:hip_dysplasia"),
    ],
)
def test_dental_and_hearing_aids_and_eyesight_are_sensitive_health(text: str, subject: str) -> None:
    found = [c for c in candidates(text) if c.subject == subject]
    assert found and all(c.sensitivity == "sensitive" and c.belief_type == "fact" for c in found), candidates(text)


@pytest.mark.parametrize(
    "text",
    [
        "I wear braces to hold my trousers up.",
        "I got my braces off last week.",
        "Do braces hurt?",
        "My son has braces.",
        "My nan wears dentures.",
        "I'm short-sighted about money.",
        "Is my son short-sighted?",
        "I was being short-sighted when I sold the house.",
        "Does hip dysplasia run in families?",
        "Do hearing aids make tinnitus worse?",
    ],
)
def test_braces_and_eyesight_of_no_one_or_said_figuratively_form_no_health(text: str) -> None:
    assert not any(s.startswith("health:") for s in subjects(text)), candidates(text)


# Where the user is from, said after their age or on its own with "originally".
@pytest.mark.parametrize(
    ("text", "pair"),
    [
        ("I'm 19, from Lagos, studying in Leeds.", ("location:origin", "assert")),
        ("I'm 31, originally from Cork.", ("location:origin", "assert")),
        ("I'm 45, based in Glasgow.", ("location:home", "assert")),
        ("Originally from Melbourne.", ("location:origin", "assert")),
        ("originally from Kerala, now in Leeds", ("location:origin", "assert")),
    ],
)
def test_where_the_user_is_from_said_after_the_age_or_alone(text: str, pair: tuple[str, str]) -> None:
    assert pair in keyed(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm 40, from the start I knew it.",
        "My son is 18, from Sheffield.",
        "If I'm 18, from Leeds, can I vote?",
        "Originally from Melbourne, the band moved to London in 1990.",
        "Originally from Melbourne?",
    ],
)
def test_a_place_of_someone_else_or_no_place_forms_no_origin(text: str) -> None:
    assert "location:origin" not in subjects(text) and "location:home" not in subjects(text)


# An allergy said after a diet shares its "I'm".
@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm vegetarian and allergic to shellfish (not that it matters).", "health:allergy:shellfish"),
        ("I'm vegan and also allergic to peanuts.", "health:allergy:peanut"),
        ("I'm pescatarian and allergic to cats, so no pets.", "health:allergy:cat"),
    ],
)
def test_an_allergy_said_after_a_diet_is_the_users_too(text: str, subject: str) -> None:
    assert {"diet", subject} <= subjects(text), candidates(text)


@pytest.mark.parametrize("text", ["I'm vegetarian and my son is allergic to eggs.",
                                  "I'm vegetarian and allergic to nothing."])
def test_an_allergy_of_someone_else_or_none_after_a_diet_forms_no_allergy(text: str) -> None:
    assert not any(s.startswith("health:") for s in subjects(text)), candidates(text)


# Apprentices and trainees hold a job; a job begun, named by no trade, is the job held now.
@pytest.mark.parametrize(
    "text",
    [
        "I'm an electrical apprentice.",
        "I'm a trainee accountant at a small firm.",
        "2nd year plumbing apprentice here \U0001F44B my joints keep leaking.",
        "Joinery apprentice here, quick question about mitres.",
        "I just started a new job at Tesco.",
        "just started my first job at greggs last week!!",
        "I started my new job at the bank on Monday.",
    ],
)
def test_an_apprentice_or_a_job_begun_is_the_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found and not any(s.startswith(("identity:", "activity:")) for s in found), found


@pytest.mark.parametrize(
    "text",
    [
        "Is it legal to pay an apprentice less than minimum wage?",
        "I started my first job at 16 at a pizza place.",
        "started my first job when I was 15",
        "My wife just started a new job at Google.",
        "Should I start a new job at Google?",
        "I started my job at 9am today.",
        "the apprentice here \U0001F621 is useless",
    ],
)
def test_an_apprentice_of_no_one_or_a_job_long_past_is_no_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" not in found and not any(s.startswith("activity:") for s in found), found


# Days worked are when, not a kind of work; the work done at a place after them is the job.
@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("I work Saturdays at a timber yard loading orders.", {"occupation"}),  # a yard of no name: no employer
        ("I work weekends at the pub pulling pints.", {"occupation", "occupation:employer"}),
        ("I work Mondays stocking shelves at Kroger.", {"occupation", "occupation:employer"}),
        ("I work evenings at the hospital.", {"occupation:employer"}),
    ],
)
def test_days_worked_are_no_key_and_the_work_at_a_place_is_the_job(text: str, keys: set[str]) -> None:
    found = subjects(text)
    assert found == keys, found


@pytest.mark.parametrize("text", ["I work Sundays.", "I work weekdays from 9am-5pm and have weekends off."])
def test_days_worked_alone_name_no_work(text: str) -> None:
    # the days are the schedule (as "I work nights" is, merged with h2's reading), no kind of work
    assert subjects(text) == {"occupation:schedule"}, subjects(text)


def test_work_at_a_place_beside_something_else_is_the_employer_only() -> None:
    assert subjects("I work evenings at the hospital trying to catch up.") == {"occupation:employer"}


# A field studied at a school, and a course taken at college, are schooling.
@pytest.mark.parametrize(
    "text",
    [
        "I'm studying history at York so I can help him edit.",
        "I'm studying nursing at uni.",
        "I'm at college doing Level 2 Site Carpentry.",
        "I'm at uni studying law.",
        "I'm at college doing an electrical course.",
    ],
)
def test_a_field_studied_at_a_school_is_education(text: str) -> None:
    found = subjects(text)
    assert "education" in found and not any(s.startswith("activity:learning") for s in found), found


@pytest.mark.parametrize(
    "text",
    [
        "I'm studying for my exams at the library.",
        "I'm at college doing laundry.",
        "I'm at college studying for my exams.",
        "My son is at college doing Level 3 Plumbing.",
        "I'm learning Python at work.",
    ],
)
def test_studying_for_something_or_someone_elses_course_is_no_education(text: str) -> None:
    assert "education" not in subjects(text), subjects(text)


# An aid given up takes it back; an aid the user calls theirs, said by what it does, is theirs.
@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I've stopped using the walking stick as of last week, physio is pleased.", "health:walking_stick"),
        ("I don't use a wheelchair anymore.", "health:wheelchair"),
        ("I no longer need my cane.", "health:cane"),
        ("I no longer wear hearing aids.", "health:hearing_aid"),
    ],
)
def test_an_aid_given_up_is_taken_back(text: str, subject: str) -> None:
    assert keyed(text) == {(subject, "retract")}, candidates(text)


@pytest.mark.parametrize(
    "text",
    [
        "I stopped using the cane sugar.",
        "I don't need a wheelchair ramp.",
        "I don't use a wheelchair.",  # never had one: no "anymore"
        "My dad stopped using his walker.",
        "Should I stop using my cane?",
        "If I stopped using the walker, would it hurt?",
    ],
)
def test_no_aid_of_the_users_given_up_takes_nothing_back(text: str) -> None:
    assert not any(s.startswith("health:") for s in subjects(text)), candidates(text)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("My upper denture clicks when I talk.", "health:dentures"),
        ("my hearing aids keep whistling", "health:hearing_aid"),
        ("My wheelchair won't fold into the boot.", "health:wheelchair"),
        ("My braces hurt.", "health:braces"),
    ],
)
def test_an_aid_the_user_calls_theirs_is_their_health(text: str, subject: str) -> None:
    found = [c for c in candidates(text) if c.subject == subject]
    assert found and found[0].polarity == "assert" and found[0].sensitivity == "sensitive", candidates(text)


@pytest.mark.parametrize("text", ["My dad's wheelchair won't fold.", "Does my inhaler need shaking?",
                                  "If my wheelchair breaks, who fixes it?", "my wheelchair ramp is broken"])
def test_an_aid_of_someone_else_asked_or_supposed_is_no_health_of_the_users(text: str) -> None:
    assert not any(s.startswith("health:") for s in subjects(text)), candidates(text)


# A business the user owns and runs, both verbs said.
@pytest.mark.parametrize("text", ["I own and run a small hostel in Chiang Mai (14 beds).",
                                  "I own and run a small bakery in Leeds."])
def test_a_business_owned_and_run_is_the_occupation(text: str) -> None:
    [job] = [c for c in candidates(text) if c.subject == "occupation"]
    assert job.statement.startswith("User owns and runs a small"), job


@pytest.mark.parametrize("text", ["My sister owns and runs a bakery.", "I own and run marathons.",
                                  "We stayed at a hostel in Hanoi."])
def test_no_business_of_the_users_owned_and_run_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text), candidates(text)


# "has" before a participle is the perfect of a doing, no possession: the relative is still the user's.
@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("My son has moved to Leeds.", "family:son"),
        ("My daughter has just started school.", "family:daughter"),
        ("my sister has decided not to come", "family:sister"),
        ("My grandson has always helped me with the banking.", "family:grandson"),
    ],
)
def test_a_relative_who_has_done_something_is_the_users(text: str, subject: str) -> None:
    assert subject in subjects(text), candidates(text)


@pytest.mark.parametrize(
    "text",
    ["My friend has moved to Leeds.", "My husband has left me.", "My dad has finally sold his motorcycle.",
     "Has my son moved to Leeds?"],
)
def test_a_friend_one_gone_or_a_thing_parted_with_said_in_the_perfect_forms_no_relative(text: str) -> None:
    assert not any(s.startswith("family:") for s in subjects(text)), candidates(text)


def test_a_relatives_possession_said_with_has_is_still_theirs() -> None:
    assert not any(s.startswith(("vehicle:", "possession:")) for s in subjects("My mum has got a new car."))
