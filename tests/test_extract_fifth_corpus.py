"""What the fifth corpus written blind (tests/data/fifth_corpus.jsonl), and probing around it, found the rules
forming wrong, one family per section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def subjects(*texts: str) -> set[str]:
    return {c.subject for c in candidates(*texts)}


# -- a medical condition is health, and sensitive, whatever its name ----------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I have a herniated disc.", "health:herniated_disc"),
        ("I have a slipped disc in my lower back.", "health:slipped_disc"),
        ("I have a torn ACL.", "health:torn_acl"),
        ("I have a thyroid condition.", "health:thyroid_condition"),
        ("I have an autoimmune disorder.", "health:autoimmune_disorder"),
        ("I've got a stress fracture in my foot.", "health:stress_fracture"),
        ("I have a vitamin D deficiency.", "health:vitamin_d_deficiency"),
        ("I have a rotator cuff tear.", "health:rotator_cuff_tear"),
        ("I have a hernia.", "health:hernia"),
        ("I have sleep apnea.", "health:sleep_apnea"),
        ("I have IBS.", "health:ibs"),
        ("I have chronic fatigue syndrome.", "health:chronic_fatigue_syndrome"),
    ],
)
def test_a_condition_named_by_a_medical_noun_is_sensitive_health(text: str, subject: str) -> None:
    found = candidates(text)
    assert {c.subject for c in found} == {subject}
    assert all(c.sensitivity == "sensitive" for c in found)


@pytest.mark.parametrize("text",
                         ["I have a hard drive.", "I have a disc golf set.", "I have a small tear in my jacket."])
def test_things_that_share_a_word_with_a_condition_stay_things(text: str) -> None:
    assert not any(c.subject.startswith("health:") for c in candidates(text))


@pytest.mark.parametrize(
    "text",
    ["I have a bad back.", "I have a knee injury.", "I have a sinus infection.", "I've got a bulging disc.",
     "I was diagnosed with a heart condition.", "I have Crohn's disease."],
)
def test_nothing_health_like_is_stored_with_normal_sensitivity(text: str) -> None:
    assert all(c.sensitivity == "sensitive" for c in candidates(text))


# -- what someone else thinks or says of the user is neither a fact nor a relationship ----------------

@pytest.mark.parametrize(
    "text",
    [
        "My friend thinks I'm a programmer because I fixed her wifi once.",
        "My mom thinks I'm a doctor.",
        "My boss assumes I'm a morning person.",
        "My wife thinks I work too much.",
        "My dad believes I'm still in college.",
        "My friend keeps saying I'm vegan.",
        "My brother is convinced I'm a spy.",
        "My coworkers reckon I'm the fastest typist in the office.",
    ],
)
def test_what_another_thinks_of_the_user_forms_nothing(text: str) -> None:
    assert candidates(text) == []


# -- a liking for an ordeal is sarcasm ----------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "Oh sure, I LOVE spending my Saturday on hold with Comcast. Absolutely my favorite hobby.",
        "I just love sitting in traffic for two hours every morning.",
        "I love waiting in line at the DMV.",
        "I really enjoy doing my taxes.",
        "I adore being stuck on the tarmac for three hours.",
        "Love spending my lunch break on hold with the bank.",
    ],
)
def test_a_liking_for_an_ordeal_forms_no_preference(text: str) -> None:
    assert not any(c.subject.startswith("preference:") for c in candidates(text))


@pytest.mark.parametrize("text", ["I love spending Saturdays hiking.", "I enjoy long walks on the beach."])
def test_a_liking_for_a_pastime_stays(text: str) -> None:
    assert any(c.subject.startswith("preference:") for c in candidates(text))


# -- the activity is the verb's, never a distance, a unit or a frequency ------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I run about 40 miles a week.", "activity:running"),
        ("I run 5k every morning.", "activity:running"),
        ("I swim laps three mornings a week.", "activity:swimming"),
        ("I bike about 50 miles a week.", "activity:cycling"),
        ("I hike a few miles every weekend.", "activity:hiking"),
        ("I swim every morning.", "activity:swimming"),
    ],
)
def test_a_measure_after_an_activity_verb_is_not_the_activity(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize(
    "text",
    ["I've played for about 15 years.", "I've played since I was six.", "I've read for hours.",
     "I've worked for 20 years."],
)
def test_a_doing_with_no_object_named_has_no_experience_key(text: str) -> None:
    assert not any(c.subject.startswith("experience:") for c in candidates(text))


def test_a_doing_with_its_object_keeps_its_experience() -> None:
    assert "experience:chess" in subjects("I've played chess for about 15 years.")


# -- a GP, a founder and a business's owner have an occupation ----------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I'm a GP.",
        "I'm a solo founder.",
        "I'm a startup founder.",
        "I'm a co-founder of a startup.",
        "I'm the founder of a small agency.",
        "I own a small bakery.",
        "I own a coffee shop.",
        "I own two restaurants.",
        "I own a law firm.",
        "I run a bakery.",
        "I run my own dental practice.",
        "I run a small design studio.",
    ],
)
def test_a_job_or_a_business_owned_is_an_occupation(text: str) -> None:
    assert subjects(text) == {"occupation"}


@pytest.mark.parametrize(("text", "subject"), [("I own a house.", "possession:house"),
                                               ("I run the school's robotics club.", "activity:robotics_club")])
def test_what_is_owned_or_run_that_is_no_business_stays(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


# -- one key per standing choice, however it is spelled -----------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I prefer bullet-point answers.", "preference:answer_style"),
        ("I prefer bullet point answers.", "preference:answer_style"),
        ("I like answers in bullet points.", "preference:answer_style"),
        ("From now on always show temperatures in Celsius.", "preference:units"),
        ("Always give me temperatures in Fahrenheit.", "preference:units"),
        ("Always use metric units.", "preference:units"),
    ],
)
def test_a_standing_choice_has_its_stable_key(text: str, subject: str) -> None:
    assert subject in subjects(text)
    assert not {s for s in subjects(text) if s.startswith("preference:")} - {subject}


# -- a decision about the work, said with "I've" or "we've just" --------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("We've decided to deploy on Azure.", "decision:deploy"),
        ("We've just decided to migrate the API to Go.", "decision:migrate"),
        ("I've decided to deploy on Fly.io instead of Kubernetes.", "decision:deploy"),
        ("I decided to migrate the blog off WordPress.", "decision:migrate"),
    ],
)
def test_a_decision_about_the_work_is_kept(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", ["I've decided to quit my job.", "We've just decided to paint the kitchen green."])
def test_a_decision_not_about_the_work_is_no_team_decision(text: str) -> None:
    assert not any(s.startswith("decision:") for s in subjects(text))


# -- a mother tongue named before it is called one; a chief officer's job -----------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Tamil is my mother tongue.", "language:tamil"),
        ("Portuguese is my native language, so excuse my English.", "language:portuguese"),
        ("I'm the CTO of a small fintech.", "occupation"),
        ("I'm the CFO at a hospital.", "occupation"),
    ],
)
def test_a_language_or_a_job_named_first_is_kept(text: str, subject: str) -> None:
    assert subject in subjects(text)


def test_a_language_that_is_no_mother_tongue_forms_no_language() -> None:
    assert not any(s.startswith("language:") for s in subjects("Python is my favorite language."))


def test_an_accented_word_is_keyed_whole() -> None:
    assert {c.subject for c in candidates("I own a café in Porto.")} == {"occupation", "location:work"}
    assert {c.subject for c in candidates("I love crème brûlée.")} == {"preference:creme_brulee"}


@pytest.mark.parametrize("text", ["I speak to my mom every day.", "I speak my mind.", "I speak up in meetings."])
def test_speaking_to_someone_or_up_names_no_language(text: str) -> None:
    assert not [c for c in candidates(text) if c.subject.startswith("language:")]


def test_a_language_the_lexicon_lacks_is_still_one() -> None:
    assert {c.subject for c in candidates("I speak Tagalog.")} == {"language:tagalog"}
