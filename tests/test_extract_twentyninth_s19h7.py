"""Session 19 (helper 7, the twenty-ninth corpus): wrong readings put right as classes (a two-word job or a job
run on into a verb, gear run, a thing owned for years, a model said before how it is used, a degree finished, a
workplace named by its kind alone, a course at a college, a lifelong job's span, a military past before the job
now), and classes the rules missed."""

import pytest

from tests.extracting import candidates, subjects


def statements(*texts: str) -> dict[str, str]:
    return {c.subject: c.statement for c in candidates(*texts)}


# -- a job of two words, or one run on into what the user is doing beside it -----------------------------------------

@pytest.mark.parametrize("text", [
    "I'm an au pair from Spain.",
    "I'm an au pair for a family in Leeds.",
    "I'm a backend dev learning Elixir in the evenings.",
    "I'm a nurse training for my first marathon.",
    "I'm a software engineer teaching myself Japanese.",
])
def test_a_job_then_what_the_user_does_is_the_job(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found and not any(s.startswith("identity:") for s in found), found


def test_an_au_pair_from_a_country_is_from_it() -> None:
    assert {"occupation", "location:origin"} <= subjects("I'm an au pair from Spain.")


@pytest.mark.parametrize("text", ["I'm a fan of running.", "I'm a pair of hands short today.",
                                  "I'm a bit of a morning person."])
def test_no_job_is_made_of_a_gerund_or_a_pair(text: str) -> None:
    assert "occupation" not in subjects(text)


# -- gear run is a thing owned, no pursuit -----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "subject"), [
    ("I run a Kenwood TS-590 and a dipole in the loft.", "possession:kenwood_ts_590"),
    ("I run a Raspberry Pi 4 as a media server.", "device:raspberry_pi_4"),
])
def test_gear_run_by_its_model_is_owned(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found and not any(s.startswith("activity:") for s in found), found


@pytest.mark.parametrize(("text", "subject"), [
    ("I run a 10K most Sundays.", "activity:10k"),
    ("I run a D&D 5e campaign for my friends.", "activity:dungeons_and_dragons"),
])
def test_a_race_or_a_game_run_is_still_a_pursuit(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found and not any(s.startswith(("possession:", "device:")) for s in found), found


# -- a thing owned for years is owned still ---------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "subject"), [
    ("I've owned my '71 Ford Bronco since 1990.", "vehicle:ford_bronco"),
    ("I've owned my Tacoma for 12 years.", "vehicle:tacoma"),
])
def test_a_thing_owned_since_is_held(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found and not any(s.startswith("experience:") for s in found), found


def test_things_owned_in_the_past_are_still_experience() -> None:
    assert not any(s.startswith("vehicle:") for s in subjects("I've owned three Subarus."))


# -- a model, then how it is used --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "subject"), [
    ("I've got a Baofeng UV-5R handheld.", "possession:baofeng_uv_5r"),
    ("I have a Kenwood TS-590 rig.", "possession:kenwood_ts_590"),
    ("I bought a Singer 4423 sewing machine.", "possession:sewing_machine"),  # a kind is still the key
])
def test_a_model_said_before_how_it_is_used_is_keyed_on_the_model(text: str, subject: str) -> None:
    assert subject in subjects(text)


# -- a degree finished is schooling ------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["I finished my BCom at Wits in 2021.", "I finished my degree at Leeds last year.",
                                  "I got my BEng at Imperial."])
def test_a_degree_finished_at_a_school_is_education(text: str) -> None:
    found = subjects(text)
    assert "education" in found and not any(s.startswith(("outcome:", "possession:")) for s in found), found


def test_a_task_finished_at_work_is_still_an_outcome() -> None:
    assert "education" not in subjects("I finished the quarterly report at work.")


# -- a workplace named by its kind alone is a job, no employer ---------------------------------------------------------

@pytest.mark.parametrize("text", ["I work shifts at a distribution centre so weekends are hard.",
                                  "I work at a garden centre.", "I work nights at a care home."])
def test_a_workplace_of_no_name_is_the_job(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found and "occupation:employer" not in found, found


@pytest.mark.parametrize("text", ["I work at a Walgreens in Tulsa.", "I work at Google.", "I work at the hospital."])
def test_a_workplace_named_is_the_employer(text: str) -> None:
    assert "occupation:employer" in subjects(text)


# -- a course at a college, however the hours are said ----------------------------------------------------------------

@pytest.mark.parametrize("text", ["I'm studying social care part time at Leeds City College.",
                                  "I'm studying accounting at night at the community college."])
def test_a_course_at_a_college_is_education(text: str) -> None:
    found = subjects(text)
    assert "education" in found and not any(s.startswith("activity:learning") for s in found), found


def test_studying_for_exams_is_no_education() -> None:
    assert "education" not in subjects("I'm studying for my exams at the library.")


# -- a lifelong job's span is no part of it ----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "subject"), [
    ("I was a tailor all my life.", "history:tailor"),
    ("I was a postman my whole working life.", "history:postman"),
    ("I was a farmer most of my life.", "history:farmer"),
])
def test_a_past_jobs_span_is_no_part_of_its_key(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


# -- a military past before the job held now ---------------------------------------------------------------------------

def test_a_veteran_now_in_a_job_holds_that_job() -> None:
    found = statements("Navy vet, served 12 years, now a paramedic in Norfolk. Need help with a loan.")
    assert found.get("history:military") == "User is a Navy vet."
    assert found.get("occupation") == "User is a paramedic in Norfolk."
    assert "location:work" in found


@pytest.mark.parametrize("text", ["Equine vet, mostly ambulatory calls.", "Small animal vet, Leeds."])
def test_an_animal_doctor_is_still_a_job(text: str) -> None:
    assert "occupation" in subjects(text)


# -- a vehicle restored, said with or without "I'm" --------------------------------------------------------------------

@pytest.mark.parametrize(("text", "keys"), [
    ("Restoring a '71 Triumph Spitfire in the barn, two years in.", {"vehicle:triumph_spitfire",
                                                                      "activity:car_restoration"}),
    ("I'm slowly restoring a 1969 Ford Bronco.", {"vehicle:ford_bronco", "activity:car_restoration"}),
    ("I'm restoring a 1978 Honda CB500 in my shed.", {"vehicle:honda_cb500"}),  # a motorcycle: no car restored
])
def test_a_vehicle_restored_is_the_users(text: str, keys: set[str]) -> None:
    assert subjects(text) >= keys and ("activity:car_restoration" in keys) == (
        "activity:car_restoration" in subjects(text))


@pytest.mark.parametrize("text", ["I'm restoring an old oak table.", "I'm restoring my dad's old Bronco.",
                                  "Restoring a Victorian fireplace this weekend."])
def test_no_vehicle_of_the_users_is_restored_otherwise(text: str) -> None:
    assert not any(s.startswith(("vehicle:", "activity:car_restoration")) for s in subjects(text))


@pytest.mark.parametrize(("text", "subject"), [
    ("I have a '64 Jaguar E-Type coupe.", "vehicle:jaguar_e_type"),
    ("I have a 67 Mustang convertible.", "vehicle:mustang"),
])
def test_a_cars_body_is_no_part_of_its_key(text: str, subject: str) -> None:
    assert subject in subjects(text)


# -- an age said as a forum's tag, or beside what the user is ---------------------------------------------------------

@pytest.mark.parametrize("text", ["29F, restoring a 1974 Honda CB550 in my garage.",
                                  "Quick context: 45M, and I'm diabetic.",
                                  "I'm a data engineer, 37, writing this on my phone.",
                                  "I am a widow, 79, living in a cottage in Devon."])
def test_an_age_tag_or_an_apposed_age_is_the_age(text: str) -> None:
    assert "age" in subjects(text)


@pytest.mark.parametrize("text", ["34M in funding, that's our whole round.", "Size 28F bra, any brand recs?"])
def test_a_number_and_a_letter_that_is_no_age_tag(text: str) -> None:
    assert "age" not in subjects(text)


# -- homes said by what is lived in or rented -------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["We're renting in Dayton now.", "I'm living in a flat in Glasgow.",
                                  "I'm living with a host family in Lyon.",
                                  "I am a widow, 79, living in a cottage in Devon.",
                                  "We're living with my parents in Leeds."])
def test_a_home_rented_or_lived_in_is_the_home(text: str) -> None:
    assert "location:home" in subjects(text)


@pytest.mark.parametrize("text", ["We're renting a car in Denver.", "I'm living with anxiety in Ohio.",
                                  "We're renting."])
def test_no_home_is_said_otherwise(text: str) -> None:
    assert "location:home" not in subjects(text)


# -- lasting conditions the lexicon's single words do not name ---------------------------------------------------------

@pytest.mark.parametrize(("text", "subject"), [
    ("I've had long covid since March 2021.", "health:long_covid"),
    ("I take it for my long covid.", "health:long_covid"),
    ("I have ME/CFS, mostly housebound.", "health:me_cfs"),
    ("I was diagnosed with POTS in the spring.", "health:pots"),
    ("Got diagnosed with multiple sclerosis last year.", "health:multiple_sclerosis"),
])
def test_a_named_lasting_condition_is_health(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text", ["I have covid again.", "I have pots and pans everywhere.",
                                  "If I did have long covid, would they test me?", "Do I have POTS?",
                                  "My sister was diagnosed with POTS."])
def test_no_lasting_condition_of_the_users_is_said_otherwise(text: str) -> None:
    assert not any(s.startswith("health:") for s in subjects(text))


# -- foster parents, said so, licensed as such, or no longer ----------------------------------------------------------

@pytest.mark.parametrize(("text", "keys"), [
    ("I'm a foster parent and I live in Leeds.", {("identity:foster_parent", "assert")}),
    ("My wife and I just got approved as foster carers in Ohio.", {("identity:foster_parent", "assert"),
                                                                    ("family:wife", "assert")}),
    ("our foster daughter, 9, starts school Monday.", {("identity:foster_parent", "assert")}),
    ("We stopped fostering last year when we moved.", {("identity:foster_parent", "retract")}),
])
def test_a_foster_parent_is_who_the_user_is(text: str, keys: set[tuple[str, str]]) -> None:
    assert {(c.subject, c.polarity) for c in candidates(text)} >= keys


@pytest.mark.parametrize("text", ["We foster kittens for the local shelter.", "We stopped fostering puppies.",
                                  "We're thinking about becoming foster parents someday.",
                                  "My best friend just had her first foster placement.",
                                  "Are we foster parents if the placement is only a week?"])
def test_no_foster_parent_otherwise(text: str) -> None:
    assert "identity:foster_parent" not in subjects(text)


# -- a job held while on leave from it ------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["I'm on paternity leave from my job as a firefighter.",
                                  "I'm currently on sick leave from my job as a bus driver."])
def test_a_job_on_leave_is_held(text: str) -> None:
    assert "occupation" in subjects(text)


def test_a_leave_from_no_job_is_none() -> None:
    assert "occupation" not in subjects("I'm on leave from my job as a favour to my sister.")


# -- a pursuit of its own kind kept up for years ----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "slug"), [
    ("I've been fell running for about 4 years.", "fell_running"),
    ("I've been rock climbing since 2012.", "rock_climbing"),
    ("I've been running for 6 years.", "running"),
])
def test_a_kind_of_pursuit_kept_up_is_experience_and_activity(text: str, slug: str) -> None:
    assert {f"experience:{slug}", f"activity:{slug}"} <= subjects(text)


@pytest.mark.parametrize("text", ["I've been mountain biking for 5 years.", "I've been sea kayaking for 8 years."])
def test_a_kind_whose_pursuit_is_keyed_otherwise_forms_no_compound(text: str) -> None:
    assert not any("mountain_" in s or "sea_" in s for s in subjects(text))


# -- a thing by its make kept now, or befallen by a mishap -------------------------------------------------------------

@pytest.mark.parametrize(("text", "subject"), [
    ("I only have my Skywatcher 200P now.", "possession:skywatcher_200p"),
    ("I dropped my brand new iPhone 15 in the sink.", "device:iphone_15"),
    ("I dented my Civic in the car park.", "vehicle:civic"),
])
def test_a_named_thing_of_the_users_is_owned(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text", ["I dropped my friend's iPad.", "I have my doubts now.", "I only have my Mom now."])
def test_no_thing_owned_otherwise(text: str) -> None:
    assert not any(s.startswith(("device:", "possession:", "vehicle:")) for s in subjects(text))


def test_a_body_part_broken_is_still_an_injury() -> None:
    # (keyed as "a broken arm" is: s20h5 made "broke my X" broken_X, as the corpora label it)
    assert "health:broken_arm" in subjects("I broke my arm.")


# -- a club by its name, joined, run with or belonged to ---------------------------------------------------------------

@pytest.mark.parametrize(("text", "subject"), [
    ("I joined the Leeds Chess Club last month.", "membership:leeds_chess_club"),
    ("I run with Kent Athletic Club on Thursdays.", "membership:kent_athletic_club"),
    ("My husband and I are members of the Jaguar Drivers Club.", "membership:jaguar_drivers_club"),
    ("I am a member of the YMCA.", "membership:ymca"),
])
def test_a_named_club_is_a_membership(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found and "identity:member" not in found, found


@pytest.mark.parametrize(("text", "subject"), [("I joined a chess club.", "activity:chess_club"),
                                               ("I joined the local cricket club", "activity:cricket")])
def test_a_club_of_no_name_is_still_the_pursuit(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found and not any(s.startswith("membership:") for s in found), found


# -- one who keeps up a pursuit, for years or since a year; a language's years at a job --------------------------------

@pytest.mark.parametrize(("text", "slug"), [
    ("I've been a swimmer for 20 years.", "swimming"),
    ("Knitter since 1990, mostly socks.", "knitting"),
    ("Ham since 2004. Best antenna for a small garden?", "ham_radio"),
    ("I've been a ham since college.", "ham_radio"),
])
def test_one_who_keeps_up_a_pursuit_has_its_experience(text: str, slug: str) -> None:
    assert {f"experience:{slug}", f"activity:{slug}"} <= subjects(text)


@pytest.mark.parametrize("text", ["I'm a ham radio operator.", "I'm a ham."])
def test_a_radio_amateur_holds_no_job(text: str) -> None:
    found = subjects(text)
    assert "activity:ham_radio" in found and "occupation" not in found, found


@pytest.mark.parametrize("text", ["Nurse since 2005.", "I'm a bit of a ham.", "Ham sandwich since noon, no lunch."])
def test_no_pursuit_kept_up_otherwise(text: str) -> None:
    assert not any(s.startswith(("experience:", "activity:ham")) for s in subjects(text))


@pytest.mark.parametrize(("text", "subject"), [("Python developer, 8 yrs, quick question:", "experience:python"),
                                               ("Rust dev here, 3 years, hi.", "experience:rust")])
def test_a_language_job_with_its_years_is_experience(text: str, subject: str) -> None:
    assert {"occupation", subject} <= subjects(text)


def test_a_job_of_no_language_with_years_is_no_experience() -> None:
    assert not any(s.startswith("experience:") for s in subjects("Senior dev, 10 yrs, hi."))


# -- a job left, by its title; an age, then what the user does ---------------------------------------------------------

@pytest.mark.parametrize(("text", "subject"), [("I left my job as a data analyst in May.", "history:data_analyst"),
                                               ("I quit my job as a nurse last month.", "history:nurse")])
def test_a_job_left_by_its_title_is_history(text: str, subject: str) -> None:
    found = {(c.subject, c.polarity) for c in candidates(text)}
    assert {(subject, "assert"), ("occupation", "retract")} <= found, found


def test_a_job_left_as_a_joke_is_no_history() -> None:
    assert not any(s.startswith("history:") for s in subjects("I quit my job as a joke."))


@pytest.mark.parametrize(("text", "keys"), [
    ("I'm 34, work as a paramedic, live in Hull.", {"age", "occupation", "location:home"}),
    ("I'm 31, earn about $60k a year, and still have $20k in student loans.",
     {"age", "finance:salary", "finance:student_loans"}),
])
def test_an_age_then_what_the_user_does(text: str, keys: set[str]) -> None:
    assert keys <= subjects(text)


def test_a_relatives_debt_after_and_is_not_the_users() -> None:
    assert "finance:student_loans" not in subjects("My brother makes $50k, and still has $20k in student loans.")


# -- a firm moved for, the user's job ----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["I moved to Austin for a new job at Dell. Renting for now.",
                                  "Sold the house and relocated to Leeds for my job with Asda."])
def test_a_job_at_a_firm_moved_for_is_the_employer(text: str) -> None:
    assert "occupation:employer" in subjects(text)


@pytest.mark.parametrize("text", ["Should I move to Austin for a new job at Dell?",
                                  "My husband moved to Dallas for a new job at Dell."])
def test_no_employer_moved_for_otherwise(text: str) -> None:
    assert "occupation:employer" not in subjects(text)


@pytest.mark.parametrize(("text", "subject"), [("I'm a backend dev learning Elixir in the evenings.",
                                                "activity:learning:elixir"),
                                               ("I'm a nurse learning Portuguese.", "language:portuguese")])
def test_what_a_job_holder_is_learning_beside_it(text: str, subject: str) -> None:
    assert {"occupation", subject} <= subjects(text)


def test_learning_to_do_something_beside_a_job_is_no_pursuit() -> None:
    assert not any(s.startswith("activity:learning") for s in subjects("I'm a teacher learning to cope."))


# -- a home said with "stay"; a relative dictated to, or typed for -----------------------------------------------------

@pytest.mark.parametrize("text", ["I stay in Soweto with my mom and two brothers.", "Howzit, I stay in Bellville."])
def test_a_town_stayed_in_is_the_home(text: str) -> None:
    assert "location:home" in subjects(text)


@pytest.mark.parametrize("text", ["I stay in London when I visit my sister.", "I stay in good shape.",
                                  "Where do I stay in Paris?", "I stay in Hiltons for work."])
def test_a_stay_that_is_no_home(text: str) -> None:
    assert "location:home" not in subjects(text)


@pytest.mark.parametrize(("text", "subject"), [
    ("Dictating to my grandson. How do I video call?", "family:grandson"),
    ("Nana's dictating, I'm just the typist: 'how do I bake scones'", "family:grandmother"),
])
def test_a_relative_in_a_dictation_frame_is_the_users(text: str, subject: str) -> None:
    assert subject in subjects(text)


def test_a_neighbour_dictating_is_no_relative() -> None:
    assert not any(s.startswith("family:") for s in subjects("My neighbour is dictating this, she can't see well."))


@pytest.mark.parametrize(("text", "subject"), [("I'm raising my nephew since my sister passed.", "family:nephew"),
                                               ("We're raising our granddaughter, she's 6.", "family:granddaughter")])
def test_a_relatives_child_raised_by_the_user_is_theirs(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text", ["Should I be raising my nephew?", "I'm raising my voice."])
def test_no_relative_raised_otherwise(text: str) -> None:
    assert not any(s.startswith("family:") for s in subjects(text))
