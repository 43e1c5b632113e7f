"""One key per pursuit and per species: however the user words it, a belief about the same thing lands on the same
subject, so a restatement reinforces it and a later "I quit running" takes back "I run every morning"."""

from __future__ import annotations

import psycopg
import pytest

from memform.evaluation import supported
from memform.extract import SourceEvent
from tests.extracting import candidates
from tests.test_extract_to_commit import form_day_by_day


def keys(text: str) -> set[tuple[str, str]]:
    return {(c.subject, c.polarity) for c in candidates(text)}


# -- a pursuit said with its verb is its gerund, whichever form -------------------------------------------------

@pytest.mark.parametrize(
    ("subject", "phrasings"),
    [
        ("activity:running", ["I run every morning.", "I go running on weekends.", "I've been running for ten years.",
                              "I started running last month.", "I run in the park.", "I also run.",
                              "I started to run."]),
        ("activity:swimming", ["I swim.", "I swim laps three mornings a week.", "I go swimming at the Y.",
                               "I took up swimming."]),
        ("activity:hiking", ["I hike as well.", "I hike on weekends.", "I go hiking a lot.", "My hobby is hiking."]),
        ("activity:cycling", ["I bike to work.", "I bike everywhere now.", "I go biking on weekends.",
                              "I cycle to work.", "I picked up cycling.", "I've been biking since 2019."]),
        ("activity:reading", ["I read every night.", "I spend a lot of time reading."]),
        ("activity:lifting", ["I lift weights.", "I've been lifting for 3 years."]),
        ("activity:jogging", ["I jog every morning.", "I go jogging."]),
        ("activity:volunteering", ["I volunteer at least once a month.", "I volunteer at the food bank."]),
        ("activity:golf", ["I play golf.", "I go golfing a lot."]),
    ],
)
def test_every_phrasing_of_a_pursuit_shares_its_key(subject: str, phrasings: list[str]) -> None:
    for text in phrasings:
        assert (subject, "assert") in keys(text), (text, keys(text))


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I've been running for ten years.", "experience:running"),
        ("I've been biking since 2019.", "experience:cycling"),
        ("I've been swimming for years.", "experience:swimming"),
        ("I'm learning to swim.", "activity:learning:swimming"),
    ],
)
def test_experience_and_learning_keys_are_the_gerund_too(text: str, subject: str) -> None:
    assert (subject, "assert") in keys(text), keys(text)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I quit running.", "activity:running"),
        ("I stopped running last year.", "activity:running"),
        ("I have quit running.", "activity:running"),
        ("Honestly I just quit running, it was too hard on my knees.", "activity:running"),
        ("I no longer run.", "activity:running"),
        ("I don't swim anymore.", "activity:swimming"),
        ("I stopped swimming a few years ago.", "activity:swimming"),
        ("I no longer go hiking.", "activity:hiking"),
        ("I've given up cycling.", "activity:cycling"),
        ("I gave up biking after my knee injury.", "activity:cycling"),
        ("I had to give up running.", "activity:running"),
    ],
)
def test_a_pursuit_given_up_retracts_the_same_key(text: str, subject: str) -> None:
    assert keys(text) == {(subject, "retract")}


@pytest.mark.parametrize(
    "text",
    [
        "I stopped running to catch my breath.",  # a pause, not a pursuit given up
        "I quit running the club.",  # a thing run
        "I don't run much anymore.",  # less, not none
        "I never swim.",  # never taken up, nothing to give up
        "I quit smoking.",  # no pursuit: a habit of the body, its health retracted
    ],
)
def test_what_gives_up_no_pursuit_retracts_nothing(text: str) -> None:
    assert not any(polarity == "retract" and subject.startswith("activity:") for subject, polarity in keys(text)), \
        keys(text)


# -- nouns, and verbs the lexicon does not list, keep their keys ------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I play guitar.", "activity:guitar"),
        ("I play tennis every weekend.", "activity:tennis"),
        ("I play chess.", "activity:chess"),
        ("I started pottery classes.", "activity:pottery"),
        ("I coach every weekend.", "activity:coach"),  # a verb not in the lexicon: its own key, as before
        ("I collect hats.", "activity:hat"),
        ("I spend all my money on bikes.", "activity:bike"),  # a thing bought, no pursuit
    ],
)
def test_a_noun_or_an_unlisted_verb_keeps_its_key(text: str, subject: str) -> None:
    assert (subject, "assert") in keys(text), keys(text)


@pytest.mark.parametrize(
    "text",
    ["I lift the boxes at work.", "I run on coffee.", "I ran in college."],
)
def test_what_is_no_pursuit_is_not_keyed_as_one(text: str) -> None:
    formed = {subject for subject, _ in keys(text)}
    assert not formed & {"activity:lifting", "activity:running"}, formed


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("I bike to work.", "User bikes to work."),
        ("I go biking on weekends.", "User goes biking on weekends."),
        ("I swim laps three mornings a week.", "User swims laps three mornings a week."),
        ("I quit running.", "User quit running."),
    ],
)
def test_only_the_key_is_canonical_the_statement_keeps_the_users_words(text: str, statement: str) -> None:
    found = candidates(text)
    assert [c.statement for c in found] == [statement]
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    assert supported(found[0], {1: event}), "no statement word from nowhere"


# -- a young pet is of its species ------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("We adopted a puppy.", "pet:dog"),
        ("I adopted a pup last week.", "pet:dog"),
        ("I got a kitten.", "pet:cat"),
        ("I have two kittens.", "pet:cat"),
        ("My kitty is 3.", "pet:cat"),
        ("I ordered food for my pup.", "pet:dog"),
        ("My pup passed away.", "pet:dog"),
    ],
)
def test_a_puppy_is_a_dog_and_a_kitten_a_cat(text: str, subject: str) -> None:
    assert {s for s, _ in keys(text)} == {subject}, keys(text)


@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("I have two children.", "family:kid", "User has two children."),
        ("I have a child.", "family:kid", "User has a child."),
        ("I have 3 kids.", "family:kid", "User has 3 kids."),
        ("Me and my children went to the zoo.", "family:kid", "User has children."),
        ("Me and my twins went out.", "family:kid", "User has twins."),
        ("Me and my mum went shopping.", "family:mother", "User has a mum."),
        ("My dad is a teacher.", "family:father", "User's dad is a teacher."),
    ],
)
def test_a_relative_has_one_key_whatever_the_word(text: str, subject: str, statement: str) -> None:
    assert [(c.subject, c.statement) for c in candidates(text)] == [(subject, statement)]


# -- a liking, a history, a favorite of a pursuit is keyed on its gerund too -------------------------------------

@pytest.mark.parametrize(
    ("subject", "phrasings"),
    [
        ("preference:running", ["I prefer running in the morning.", "I prefer to run in the morning.",
                                "I love to run.", "I love running.", "I love going for runs.", "I'm into running."]),
        ("preference:swimming", ["I like to swim.", "I like swimming."]),
        ("preference:cycling", ["I enjoy biking.", "I enjoy cycling.", "I'm a big fan of biking.",
                                "I switched to biking."]),
        ("preference:hiking", ["I love to hike.", "I prefer going out on hikes in the mountains."]),
        ("preference:cycling_work", ["I love to bike to work.", "I love biking to work."]),
        ("preference:fishing", ["I like to fish."]),
        ("history:running", ["I used to run.", "I used to go running.", "I ran in college.",
                             "I used to run with my dog."]),
        ("history:cycling", ["I used to bike to work.", "I used to go biking.", "I biked to school as a kid."]),
        ("history:swimming", ["I used to swim competitively.", "I swam competitively in college."]),
        ("history:hiking", ["I used to hike a lot.", "I hiked a lot as a kid."]),
        ("history:running_marathon", ["I used to run marathons."]),
        ("history:running_track", ["I ran track in college."]),
        ("favorite:hiking", ["My favorite thing to do is hike."]),
        ("activity:learning:reading_english", ["I'm learning to read English."]),
        ("activity:cycling", ["I started biking to work."]),
        ("experience:cycling", ["I've been biking to work for years."]),
        ("activity:cooking", ["I cook for my family."]),
        ("activity:running", ["I run for charity."]),
    ],
)
def test_every_phrasing_of_a_pursuit_liked_or_once_done_shares_its_key(subject: str, phrasings: list[str]) -> None:
    for text in phrasings:
        assert (subject, "assert") in keys(text), (text, keys(text))


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I love fish.", "preference:fish"),  # a food: the verb's bare form is a noun here
        ("I like my bike.", "preference:bike"),
        ("I used to have fish.", "history:fish"),
        ("I used to run a bakery.", "history:bakery"),  # a business run, no running
        ("My favorite thing is fish.", "favorite:fish"),
    ],
)
def test_a_noun_that_spells_a_pursuits_verb_is_no_pursuit(text: str, subject: str) -> None:
    assert keys(text) == {(subject, "assert")}, keys(text)


@pytest.mark.parametrize(
    "text",
    ["I ran into my old teacher in college.", "I ran out of money in college.", "I cooked dinner in college.",
     "I ran track."],
)
def test_what_was_no_pursuit_in_a_past_period_forms_no_history(text: str) -> None:
    assert not {subject for subject, _ in keys(text) if subject.startswith("history:")}, keys(text)


# -- a liking given up is keyed as the liking, and as its plain dislike -----------------------------------------

@pytest.mark.parametrize(
    ("given_up", "plain"),
    [
        ("I don't like window seats anymore.", "I don't like window seats."),
        ("I no longer like window seats.", "I like window seats."),
        ("I no longer prefer window seats.", "I prefer window seats."),
        ("I don't like aisle seats anymore.", "I always pick an aisle seat."),
        ("I don't like dark mode anymore.", "I don't like dark mode."),
        ("I don't like short answers anymore.", "I don't like short answers."),
        ("I don't like to run anymore.", "I don't like to run."),
        ("I don't like to run anymore.", "I love running."),
        ("I don't enjoy biking anymore.", "I don't enjoy cycling."),
        ("I don't love sushi anymore.", "I love sushi."),
        ("I'm not into jazz anymore.", "I'm not into jazz."),
        ("I'm no longer a fan of jazz.", "I'm a big fan of jazz."),
        ("I'm not really into biking anymore.", "I'm into biking."),
        ("I don't drink coffee anymore.", "I love coffee."),
    ],
)
def test_a_liking_given_up_takes_back_the_key_the_plain_words_form(given_up: str, plain: str) -> None:
    [(subject, polarity)] = keys(plain)
    assert polarity == "assert"
    assert keys(given_up) == {(subject, "retract")}


@pytest.mark.parametrize("text", ["I don't like it anymore.", "I don't like him anymore.", "I'm not into it anymore."])
def test_a_liking_given_up_of_nothing_named_takes_back_nothing(text: str) -> None:
    assert keys(text) == set()


# -- schooling is one attribute of the user, like a job -----------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("Oh yes, I went to the University of Florida.", "User went to the University of Florida."),
        ("I graduated from MIT with a degree in physics.", "User graduated from MIT with a degree in physics."),
        ("I have a master's in statistics from UCLA, and I'm interviewing for a data analyst position.",
         "User has a master's in statistics from UCLA."),
        ("I hold a PhD in organic chemistry and am preparing a grant application.",
         "User holds a PhD in organic chemistry."),
        ("I earned a PhD in physics.", "User earned a PhD in physics."),
        ("I got my master's in 2019.", "User got their master's in 2019."),
        ("I completed a bachelor's in nursing.", "User completed a bachelor's in nursing."),
        ("My major is biology.", "User's major is biology."),
        ("My degree is in computer science.", "User's degree is in computer science."),
        ("About me:\nEducation: BSc in Biology\nAge: 30", "User's education: BSc in Biology."),
    ],
)
def test_schooling_is_one_user_attribute_whatever_the_words(text: str, statement: str) -> None:
    found = [(c.belief_type, c.subject, c.statement) for c in candidates(text) if c.subject.startswith("education")]
    assert found == [("user_model_attr", "education", statement)]


def test_a_student_at_a_named_school_has_schooling_beside_the_job() -> None:
    found = {(c.belief_type, c.subject) for c in candidates("I'm a PhD student at MIT.")}
    assert found == {("user_model_attr", "occupation"), ("user_model_attr", "education")}


@pytest.mark.parametrize("text", ["I hold a black belt.", "I got a degree of respect.", "I hold the door."])
def test_what_holds_or_gets_no_degree_is_no_schooling(text: str) -> None:
    assert "education" not in {c.subject for c in candidates(text)}


# -- through the governed commit ---------------------------------------------------------------------------------

def live(conn: psycopg.Connection, tenant: str) -> list[tuple[str, str, str]]:
    return conn.execute("SELECT subject, polarity, statement FROM memory.beliefs WHERE tenant_id = %s "
                        "AND status IN ('provisional', 'active') ORDER BY created_at", (tenant,)).fetchall()


def test_giving_up_a_pursuit_takes_back_the_belief_another_phrasing_formed(conn: psycopg.Connection) -> None:
    tenant, committed = form_day_by_day(conn, ["I run every morning.", "I go running on weekends.",
                                               "I quit running last year."])
    assert committed == [1, 1, 1]
    assert live(conn, tenant) == [("activity:running", "retract", "User quit running.")], "when is not what"


def test_a_restated_pursuit_stays_one_belief(conn: psycopg.Connection) -> None:
    tenant, _ = form_day_by_day(conn, ["I bike to work.", "I go biking on weekends.", "I cycle to work."])
    assert [subject for subject, _, _ in live(conn, tenant)] == ["activity:cycling"]


def test_a_puppy_adopted_is_the_dog_no_longer_had(conn: psycopg.Connection) -> None:
    tenant, _ = form_day_by_day(conn, ["We adopted a puppy.", "We don't have a dog anymore."])
    assert live(conn, tenant) == [("pet:dog", "retract", "User does not have a dog.")]
