"""What the thirteenth corpus written blind (tests/data/thirteenth_corpus.jsonl) found the rules forming wrong or
missing in its clinicians', teachers', immigration, veterans', fantasy-sports and pasted-bio styles, one family per
section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- medical, teaching and public-service jobs the lexicon did not know -----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I'm an anesthesiologist.",
        "I'm a pediatrician in Ohio.",
        "I'm a psychiatrist.",
        "I'm a first-year surgical resident.",
        "I'm a PGY-2 psychiatry resident.",
        "I'm a chiropractor.",
        "I'm a sheriff's deputy.",
        "I'm an epidemiologist.",
    ],
)
def test_a_clinical_or_public_job_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


@pytest.mark.parametrize(
    "text",
    [
        "I'm a resident of Ohio.",
        "I'm a long-time resident here.",
        "My daughter is a pediatrician.",
        "Should I become an anesthesiologist?",
        "If I were a chiropractor, what would I charge?",
    ],
)
def test_a_resident_of_a_place_or_someone_elses_job_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text)


def test_a_job_and_then_the_users_body_are_two_things() -> None:
    found = {c.subject: c for c in candidates(
        "I'm a respiratory therapist and my left knee has been wrecked since my meniscus surgery.")}
    assert set(found) == {"occupation", "health:left_knee"}, found
    assert found["occupation"].sensitivity == "normal"
    assert "knee" not in found["occupation"].statement
    assert found["health:left_knee"].sensitivity == "sensitive"


@pytest.mark.parametrize(
    "text",
    ["I'm a nurse and my patient has COPD.", "I'm a nurse and my patient's knee is shot.",
     "I'm a teacher and my husband is a nurse."],
)
def test_a_job_and_someone_elses_condition_forms_no_health(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found
    assert not {s for s in found if s.startswith("health:")}, found


@pytest.mark.parametrize(
    "text", ["My left knee has never been right since the ACL surgery.", "My knee is shot.",
             "My back has been acting up."])
def test_a_body_part_not_right_is_health(text: str) -> None:
    assert {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


@pytest.mark.parametrize("text", ["My dog's knee is shot.", "Is my knee wrecked?", "My car is shot."])
def test_no_own_body_part_no_health(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


# -- military service: past service is history, serving now a job ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I'm a veteran.",
        "I'm an Army vet.",
        "I'm a Marine Corps veteran and I work as a nurse now.",
        "I'm a US Navy veteran.",
        "I did 6 years in the Marines.",
        "I served in the Air Force.",
        "I spent twenty years in the Army.",
        "I deployed to Afghanistan twice with the Army.",
        "I got out of the Navy in 2015.",
        "I was in the Coast Guard for four years.",
    ],
)
def test_past_military_service_is_history(text: str) -> None:
    found = subjects(text)
    assert "history:military" in found, found
    assert "occupation" not in found or "nurse" in text, found


def test_retiring_from_the_military_is_history_and_retirement() -> None:
    assert {"history:military", "occupation"} <= subjects("I retired from the Navy after 22 years.")


@pytest.mark.parametrize(
    "text",
    [
        "I'm a vet.",  # an animal doctor
        "I'm a veteran teacher.",
        "My dad is an Army veteran.",
        "My brother served in the Army.",
        "If I served in the Army, would I qualify?",
        "I was in the army of volunteers at the marathon.",
        "I served in the Peace Corps.",
        "I was with the Army on a contract.",
        "Are you a veteran?",
    ],
)
def test_no_service_of_the_users_is_no_military_history(text: str) -> None:
    assert "history:military" not in subjects(text)


@pytest.mark.parametrize("text", ["I'm active duty Air Force.", "I'm an active-duty Marine.", "I'm on active duty."])
def test_serving_now_is_an_occupation(text: str) -> None:
    assert subjects(text) == {"occupation"}


@pytest.mark.parametrize("text", ["Is active duty pay taxed?", "My son is on active duty.", "I'm active."])
def test_no_active_service_of_the_users_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text)


def test_where_the_user_is_stationed_is_home() -> None:
    assert subjects("I'm active duty Army, stationed at Fort Bragg.") == {"occupation", "location:home"}
    assert subjects("I'm stationed in Okinawa.") == {"location:home"}
    assert subjects("My husband is stationed at Ramstein.") == {"family:husband"}


def test_a_disability_rating_names_the_users_conditions() -> None:
    found = {c.subject: c for c in candidates("I'm a Navy vet with a 40% VA rating for tinnitus and migraines.")}
    assert {"history:military", "health:tinnitus"} <= set(found), found
    assert any(s.startswith("health:migraine") for s in found), found
    assert found["health:tinnitus"].sensitivity == "sensitive"
    assert found["history:military"].sensitivity == "normal"


def test_no_rating_of_the_users_names_no_condition() -> None:
    assert not {s for s in subjects("My dad is an Army vet with a 70% VA rating for PTSD.") if s.startswith("health:")}
    assert not keyed("What does a 70% VA rating for PTSD pay?")


# -- teaching held for years is the job; a language taught is spoken --------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I've been teaching art for 20 years.",
        "I've taught high school chemistry for a decade.",
        "I have been teaching third grade since 2012.",
        "I've taught at a middle school for years.",
    ],
)
def test_teaching_held_for_years_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith("experience:")}, found


@pytest.mark.parametrize(
    "text",
    [
        "I've taught my son to swim.",
        "I've been teaching my daughter to drive for months.",
        "My wife has been teaching art for 20 years.",
        "Have you taught Spanish before?",
    ],
)
def test_teaching_someone_of_ones_own_or_anothers_teaching_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text)


def test_a_language_taught_is_a_language_spoken() -> None:
    assert subjects("I teach high school French.") == {"occupation", "language:french"}
    assert "language:spanish" in subjects("I've taught Spanish for nine years.")
    assert subjects("I teach English in Japan.") == {"occupation", "location:work"}


# -- immigration: a visa by its class, the employer sponsoring it, the employer by name -------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I'm on an H-1B.",
        "I'm on OPT now.",
        "I'm an F-1 student.",
        "I'm on an H-4 visa.",
        "I'm on TN status.",
        "I came here on an F-1 to study.",
        "I moved to the US on a student visa.",
    ],
)
def test_a_visa_held_by_its_class_is_immigration_status(text: str) -> None:
    found = {c.subject: c for c in candidates(text)}
    assert "identity:immigration_status" in found, found
    assert found["identity:immigration_status"].sensitivity == "sensitive"


@pytest.mark.parametrize(
    "text",
    [
        "I'm on an F1 kick lately.",
        "My husband is on an H-1B.",
        "Am I on an H-1B?",
        "He's on OPT until June.",
        "I came here on a tourist visa.",
        "If I were on an H-1B, could I switch jobs?",
    ],
)
def test_no_visa_of_the_users_is_no_immigration_status(text: str) -> None:
    assert "identity:immigration_status" not in subjects(text)


def test_the_employer_a_work_visa_is_held_with_is_the_users() -> None:
    assert {"identity:immigration_status", "occupation:employer"} <= subjects("I'm on an H-1B with Infosys.")
    assert "occupation:employer" not in subjects("I'm on an H-1B with my wife.")
    assert "occupation:employer" not in subjects("I'm on an F-1 at Purdue.")


@pytest.mark.parametrize("text", ["My employer is Deloitte.", "My employer, Infosys, just started my green card."])
def test_the_users_employer_by_name(text: str) -> None:
    assert "occupation:employer" in subjects(text)


@pytest.mark.parametrize(
    "text",
    ["My employer is great.", "Is my employer, Infosys, allowed to do that?",
     "My husband's employer, Infosys, is hiring.", "My employer, I think, is Infosys."],
)
def test_no_employer_named_of_the_users(text: str) -> None:
    assert "occupation:employer" not in subjects(text)


# -- fantasy sports and betting: the game kept up or given up, the money said with it ---------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I still run my dynasty fantasy baseball team.", ("activity:fantasy_baseball", "assert")),
        ("I run a fantasy football league.", ("activity:fantasy_football", "assert")),
        ("My fantasy hockey roster is a mess.", ("activity:fantasy_hockey", "assert")),
        ("I'm the commissioner of our fantasy football league.", ("activity:fantasy_football", "assert")),
        ("I put $50 a week into my sports betting bankroll.", ("activity:sports_betting", "assert")),
        ("I quit sports betting cold turkey in January.", ("activity:sports_betting", "retract")),
        ("I stopped gambling last year.", ("activity:gambling", "retract")),
        ("I gave up fantasy football.", ("activity:fantasy_football", "retract")),
    ],
)
def test_a_betting_or_fantasy_game_kept_or_given_up(text: str, key: tuple[str, str]) -> None:
    assert key in keyed(text), keyed(text)


@pytest.mark.parametrize(
    "text",
    [
        "My brother is commissioner of our fantasy football league.",
        "Should I start a fantasy football team?",
        "My dad quit gambling.",
        "Should I quit sports betting?",
        "I love fantasy novels.",
        "If I bet $100 on the Chiefs, what do I win?",
    ],
)
def test_no_game_of_the_users_is_no_betting_or_fantasy_activity(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}, subjects(text)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I put $200 a month into savings out of an $85k salary.", "finance:salary"),
        ("I'm on a $60k salary.", "finance:salary"),
        ("I'm now carrying credit card debt because of it.", "finance:credit_card_debt"),
        ("I'm in $20k of medical debt.", "finance:medical_debt"),
    ],
)
def test_the_users_salary_or_debt_said_in_passing(text: str, key: str) -> None:
    found = {c.subject: c for c in candidates(text)}
    assert key in found, found
    assert found[key].sensitivity == "sensitive"


@pytest.mark.parametrize(
    "text",
    ["I know he's on a $90k salary.", "My husband is on an $85k salary.", "My brother is carrying credit card debt.",
     "Is an $85k salary enough in Boston?"],
)
def test_no_salary_or_debt_of_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("finance:")}, subjects(text)


# -- a job said before a moment, a job after a home, a teaching career over --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I'm an ICU nurse at Mercy General and tonight my patient in bed 4 coded twice.",
        "I'm a paramedic, and today I'm exhausted.",
        "I'm a teacher and this morning my class was chaos.",
    ],
)
def test_a_job_said_before_tonights_story_is_still_the_job(text: str) -> None:
    assert "occupation" in subjects(text)


@pytest.mark.parametrize(
    "text", ["I'm a nurse and tonight I'm vegetarian.", "I'm a nurse and today I'm allergic to everything lol."])
def test_what_is_said_of_tonight_only_stays_tonights(text: str) -> None:
    assert subjects(text) == {"occupation"}


@pytest.mark.parametrize(
    "text",
    ["I live in Tucson and work as a substitute teacher for the district.", "I live in Reno and teach third grade."],
)
def test_a_job_after_a_home_is_the_users_too(text: str) -> None:
    assert {"location:home", "occupation"} <= subjects(text)


@pytest.mark.parametrize(
    "text",
    ["I want to live in Tucson and work as a teacher.", "I want to sell my car and live in Denver.",
     "My sister lives in Tucson and works as a nurse.", "I live in Austin and work as hard as I can."],
)
def test_no_job_or_home_wished_or_anothers(text: str) -> None:
    found = subjects(text)
    assert "occupation" not in found, found
    assert "location:home" not in found or "Austin" in text, found


def test_a_teaching_career_over_and_the_work_moved_into() -> None:
    assert subjects("I used to teach middle school math before I moved into data analytics at Humana.") == {
        "history:teaching", "occupation", "occupation:employer"}
    assert subjects("I used to teach third grade.") == {"history:teaching"}


@pytest.mark.parametrize(
    "text",
    ["I used to teach third grade before I moved into town.",
     "I used to teach English before I moved into a new apartment.",
     "My mom used to teach high school English before she moved into consulting."],
)
def test_no_work_moved_into_of_the_users(text: str) -> None:
    assert "occupation" not in subjects(text)


# -- a bio in the third person that the user says is their own ---------------------------------------------------------


def said_in_turns(*turns: tuple[str, str]) -> set[str]:
    from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent

    events = [SourceEvent(seq=i + 1, event_type=f"{role}.message.created", author_role=role, texts=(text,))
              for i, (role, text) in enumerate(turns)]
    return {c.subject for c in DeterministicExtractor().extract(events, ExtractionContext())}


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("Here's my speaker bio, can you tighten it? 'Maya Lin is a staff engineer at Shopify. She holds a PhD in "
         "physics from MIT.'", {"occupation", "occupation:employer", "education"}),
        ("Polish my dating profile, I wrote it in third person: 'Sam is a 41-year-old pediatric nurse who loves "
         "hiking.'", {"occupation", "age"}),
        ("Faculty page needs a bio, here's mine: 'Dr. Omar Haddad is an associate professor of chemistry at Rice "
         "University.'", {"occupation", "occupation:employer"}),
        ("Wedding site, I'm Jordan, the bride: 'Jordan grew up in Galway, Ireland, and now teaches middle school "
         "math.'",
         {"location:origin", "occupation"}),
    ],
)
def test_a_third_person_bio_the_user_calls_theirs_is_read_as_theirs(text: str, keys: set[str]) -> None:
    assert keys <= subjects(text), subjects(text)


def test_a_bio_confirmed_as_the_users_in_the_next_turn() -> None:
    found = said_in_turns(
        ("user", "Is this summary too long? 'Ana Ruiz is a certified financial planner based in Tucson.'"),
        ("assistant", "It reads fine. Is it for you or for a client?"),
        ("user", "It's mine. Should I add more?"))
    assert "occupation" in found, found


@pytest.mark.parametrize(
    "text",
    [
        "Can you shorten this bio of our keynote speaker? 'Dr. Helen Cho is a cardiologist at Johns Hopkins.'",
        "Here's a LinkedIn summary I came across: 'Tom Reyes is a Python developer with 8 years at Google.'",
        "Here's my summary of the paper: 'Smith is a professor at MIT who argues that sleep is overrated.'",
        "Proofread my friend's bio: 'Lena Park is a nurse at Mercy General.'",
        "Is my bio better than this one? 'Raj Patel is a CEO at Acme Corp.'",
        "Write me a bio like this: 'Chris is a software engineer who owns a corgi.'",
        "I'm Alex, the groom: 'Jamie grew up in Cork and now teaches chemistry.'",
    ],
)
def test_a_bio_not_said_to_be_the_users_stays_someone_elses(text: str) -> None:
    assert not subjects(text), subjects(text)


def test_a_bio_not_confirmed_stays_someone_elses() -> None:
    assert not said_in_turns(
        ("user", "Is this summary too long? 'Ana Ruiz is a certified financial planner based in Tucson.'"),
        ("assistant", "It reads fine. Is it for you or for a client?"),
        ("user", "A client. Should I add more?"))


# -- the school taught at, home said as such, a home after a standing -------------------------------------------------


@pytest.mark.parametrize(
    "text", ["I teach 7th grade science at Lincoln Middle School.", "I teach at Roosevelt High School."])
def test_the_school_taught_at_is_the_employer(text: str) -> None:
    assert {"occupation", "occupation:employer"} <= subjects(text)


@pytest.mark.parametrize(
    "text", ["My wife teaches at Lincoln High School.", "I teach at a middle school.", "Should I teach at Roosevelt "
             "High School?"])
def test_no_school_of_the_users_named_is_no_employer(text: str) -> None:
    assert "occupation:employer" not in subjects(text)


@pytest.mark.parametrize(
    "text", ["I'm a travel nurse, on contract in Phoenix until March, but home is Duluth, Minnesota.",
             "Home is Duluth, Minnesota.", "I'm a green card holder living in Houston."])
def test_home_said_as_such_or_after_a_standing(text: str) -> None:
    assert "location:home" in subjects(text)


@pytest.mark.parametrize(
    "text", ["My mom's home is in Leeds.", "Home is where the heart is.", "Is home Duluth?",
             "My husband says home is Boston.", "My sister is a green card holder living in Houston."])
def test_no_home_of_the_users(text: str) -> None:
    assert "location:home" not in subjects(text)
