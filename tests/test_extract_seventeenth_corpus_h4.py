"""What the seventeenth corpus written blind (tests/data/seventeenth_corpus.jsonl) found the rules forming wrong or
missing in its shouted and typo-ridden, facts-while-asking-for-a-document, night-shift, homeschooling and van-life
styles, one family per section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, stated, subjects

# -- how much and how often something is drunk or eaten keys nothing ------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I drink like three coffees a day.", "preference:coffee"),
    ("I drink about 2-3 Red Bulls a shift.", "preference:red_bulls"),
    ("I eat like two pizzas a week.", "diet:pizza"),
    ("I drink a couple of beers every night.", "preference:beer"),
])
def test_a_count_and_a_rate_around_what_is_drunk_are_not_its_key(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert not any("like" in s or "_day" in s or "_week" in s for s in found), found


@pytest.mark.parametrize("text", ["My roommate drinks like three coffees a day.",
                                  "Should I drink about 2 coffees a day?"])
def test_a_count_drunk_by_someone_else_or_asked_is_nothing(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("preference:", "diet:"))}


# -- "already" after what is liked is no part of it -------------------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I hate the humidity already.", "preference:humidity"),
    ("we just moved and I love the lake already", "preference:lake"),
])
def test_already_after_a_liked_thing_is_dropped_from_its_key(text: str, key: str) -> None:
    assert key in subjects(text)


def test_already_after_someone_elses_liking_is_nothing() -> None:
    assert not {s for s in subjects("My son hates the snow already.") if s.startswith("preference:")}


# -- an age or a size after children qualifies them ------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I've got two kids under 5.", "I have three children under the age of 10.",
                                  "I have two boys under 10."])
def test_children_under_an_age_are_the_users_children(text: str) -> None:
    found = subjects(text)
    assert {"family:kid", "family:children", "family:twins"} & found or any(s.startswith("family:") for s in found)
    assert not {s for s in found if s.startswith("possession:")}, found


def test_someone_elses_children_under_an_age_are_nothing() -> None:
    assert not subjects("My neighbor has two kids under 5.") - {"family:neighbor"}


# -- the hours a job is worked end the job's noun phrase ---------------------------------------------------------------


@pytest.mark.parametrize("text", ["I'm a paramedic working 24/48s in Tucson.", "I'm a nurse working nights.",
                                  "I'm a dispatcher working overnights in a small county.",
                                  "I'm a cop working the graveyard shift."])
def test_a_job_with_its_hours_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


@pytest.mark.parametrize("text", ["My wife is a nurse working nights.", "Is he a paramedic working 24/48s?",
                                  "If I were a nurse working nights, I'd sleep all day."])
def test_someone_elses_or_a_supposed_job_with_hours_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text)


# -- drinking given up, then how long sober, run on ------------------------------------------------------------------


@pytest.mark.parametrize("text", ["i dont drink no more sober 3 yrs in june",
                                  "I don't drink, been sober for 6 months.",
                                  "I'm sober 2 yrs", "I don't drink alcohol, 18 months sober."])
def test_drinking_given_up_and_sober_a_while_is_sobriety(text: str) -> None:
    found = {c.subject: c.sensitivity for c in candidates(text)}
    assert found.get("health:sobriety") == "sensitive", found
    assert not {s for s in found if s.startswith("preference:sober")}, found


@pytest.mark.parametrize("text", ["my brother dont drink no more sober 2 yrs",
                                  "if I don't drink anymore will I be sober 2 yrs from now?",
                                  "I don't drink coffee anymore."])
def test_someone_elses_or_a_supposed_sobriety_is_nothing(text: str) -> None:
    assert "health:sobriety" not in subjects(text)


def test_keyed_is_used() -> None:
    assert ("preference:coffee", "retract") in keyed("I don't drink coffee anymore.")


# -- vans, campers and motorcycles by their model, a trailer by its kind ---------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I ride a Sportster.", "vehicle:sportster"),
    ("I'm on a Honda Grom.", "vehicle:honda_grom"),
    ("We have a toy hauler.", "vehicle:toy_hauler"),
    ("I have a travel trailer.", "vehicle:travel_trailer"),
    ("I just bought a Mercedes Sprinter.", "vehicle:mercedes_sprinter"),
])
def test_a_van_a_camper_or_a_motorcycle_by_its_model_is_a_vehicle(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", ["My buddy rides a Sportster.", "Should I buy a travel trailer?",
                                  "I'm a sprinter on the track team."])
def test_someone_elses_or_an_asked_vehicle_or_an_athlete_is_no_vehicle(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("vehicle:")}


# -- a system worked on, by its release's name, and the machine it runs on -------------------------------------------


@pytest.mark.parametrize(("text", "keys"), [
    ("I'm on macOS Ventura if that matters.", {"os:macos"}),
    ("great, I'm on Ubuntu 24.04 on a ThinkPad T14 so that works", {"os:ubuntu", "device:thinkpad_t14"}),
    ("I'm on Windows 11 on my Dell XPS 13.", {"os:windows", "device:dell_xps_13"}),
])
def test_a_system_and_the_machine_it_runs_on_are_the_users(text: str, keys: set[str]) -> None:
    found = subjects(text)
    assert keys <= found, found


@pytest.mark.parametrize("text", ["Is your server on macOS Ventura?", "My dad is on Ubuntu 24.04 on a ThinkPad T14.",
                                  "If I were on Windows 11 on a Dell XPS 13, would it work?"])
def test_a_system_asked_about_or_someone_elses_is_nothing(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("os:", "device:"))}


# -- children taught at home, without the word; homeschooling given up ------------------------------------------------


@pytest.mark.parametrize("text", ["I'm teaching my two boys at home this year.",
                                  "We teach our kids from home in French and English.",
                                  "I'm taking him out of school next month to homeschool him.",
                                  "My son has ADHD and I'm pulling him out of middle school to teach him at home."])
def test_children_taught_at_home_is_homeschooling(text: str) -> None:
    assert ("activity:homeschooling", "assert") in keyed(text)


@pytest.mark.parametrize("text", ["My sister is teaching her kids at home.",
                                  "Should I pull her out of school to teach her at home?",
                                  "If I pulled him out of school to teach him at home, would he fall behind?",
                                  "I'm teaching my kids at the park on Saturdays."])
def test_someone_elses_or_a_supposed_home_teaching_is_no_homeschooling(text: str) -> None:
    assert "activity:homeschooling" not in subjects(text)


@pytest.mark.parametrize("text", ["we stopped homeschooling this year", "I quit homeschooling in March.",
                                  "We're done with homeschooling, the twins start 3rd grade in the fall."])
def test_homeschooling_given_up_is_taken_back(text: str) -> None:
    assert ("activity:homeschooling", "retract") in keyed(text)


@pytest.mark.parametrize("text", ["My cousin stopped homeschooling this year.",
                                  "If we stopped homeschooling, would they cope?"])
def test_someone_elses_or_a_supposed_end_of_homeschooling_is_nothing(text: str) -> None:
    assert "activity:homeschooling" not in subjects(text)


# -- a message shouted in capitals is read as if lowercased, its evidence cited as written ----------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("WE JUST MOVED TO TUCSON FROM CHICAGO AND I HATE THE HEAT ALREADY", "location:home"),
    ("I SPEAK VIETNAMESE AND A LITTLE ENGLISH SO PLEASE KEEP IT SIMPLE", "language:vietnamese"),
    ("MY PARROT BIT MY NEIGHBOR WHAT DO I DO NOW", "pet:parrot"),
    ("I'M A PLUMBER IN COLUMBUS AND I NEED AN INVOICE TEMPLATE", "occupation"),
])
def test_a_shouted_message_forms_what_it_would_in_lowercase(text: str, key: str) -> None:
    found = candidates(text)
    assert key in {c.subject for c in found}, found
    assert all(c.evidence and c.evidence in text for c in found), found


@pytest.mark.parametrize("text", ["MY SISTER JUST MOVED TO TUCSON AND SHE HATES THE HEAT",
                                  "IF I HAD A DOG I WOULD WALK IT EVERY DAY",
                                  "DOES ANYONE KNOW IF A NURSE IN OHIO NEEDS A LICENSE",
                                  "WRITE A STORY WHERE I AM A PIRATE WHO LIVES IN TORTUGA"])
def test_a_shouted_message_about_someone_else_or_supposed_forms_nothing_of_the_user(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("location:", "occupation", "pet:", "preference:"))}


def test_a_short_shout_or_an_initialism_is_read_as_written() -> None:
    assert subjects("I work at NASA.") == subjects("I work at NASA.")  # nothing lowercased in a mixed-case text
    assert not subjects("OK THANKS")


# -- a plea for help run on at the end does not make what it follows a request ---------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("my cat is throwing up please help", "pet:cat"),
    ("my dog ate a sock and is acting weird pls help", "pet:dog"),
])
def test_a_statement_ending_in_a_plea_for_help_is_still_said(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", ["my friend's dog ate chocolate please help", "please help me find a dog",
                                  "can you please help me pick a cat"])
def test_a_plea_about_someone_elses_pet_or_a_plea_alone_is_nothing(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("pet:")}


# -- a job the user no longer holds, said as what they no longer are -------------------------------------------------


@pytest.mark.parametrize(("text", "history"), [
    ("I'm not a paramedic anymore and I finally sleep at night.", "history:paramedic"),
    ("I'm no longer a nurse.", "history:nurse"),
    ("I am not a high school teacher any more, I sell insurance now.", "history:high_school_teacher"),
    ("I'm not a corrections officer anymore.", "history:corrections_officer"),
])
def test_a_job_no_longer_held_is_history_and_takes_the_occupation_back(text: str, history: str) -> None:
    found = keyed(text)
    assert (history, "assert") in found, found
    assert ("occupation", "retract") in found, found


@pytest.mark.parametrize("text", ["My wife is not a nurse anymore.", "Am I not a teacher anymore?",
                                  "If I'm not a nurse anymore, can I keep my license?", "I'm not a fan anymore.",
                                  "I'm not a morning person anymore."])
def test_someone_elses_an_asked_or_a_non_job_no_longer_is_no_history(text: str) -> None:
    found = keyed(text)
    assert ("occupation", "retract") not in found, found
    assert not {s for s, _ in found if s.startswith("history:")}, found


def test_a_field_named_in_the_plural_keeps_its_s() -> None:
    assert "history:sales_manager" in subjects("I'm a former sales manager.")


# -- a language spoken "only a little" ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "keys"), [
    ("I speak Polish and only a little German.", {"language:polish", "language:german"}),
    ("i speak tagalog and only little english", {"language:tagalog", "language:english"}),
])
def test_a_language_spoken_only_a_little_is_still_spoken(text: str, keys: set[str]) -> None:
    assert keys <= subjects(text)


def test_someone_elses_little_english_is_not_the_users() -> None:
    assert not {s for s in subjects("My mom speaks Tagalog and only little English.") if s.startswith("language:")}


# -- "I'm on" a vehicle by its model, with a "my" later in the clause --------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I'm on a Honda Grom so 55mph is about my max.", "vehicle:honda_grom"),
    ("I'm on a Kawasaki Versys and my back hates long days.", "vehicle:kawasaki_versys"),
])
def test_a_vehicle_the_user_is_on_is_theirs_whatever_else_is_mine(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", ["I'm on a Zoom call with my team.", "Is he on a Honda Grom with my helmet?"])
def test_a_call_or_someone_else_on_a_vehicle_is_no_vehicle(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("vehicle:", "device:"))}


# -- living in a van, and van life said of one's own ---------------------------------------------------------------


@pytest.mark.parametrize("text", ["I've been living full-time in my 2018 Sprinter for a year now.",
                                  "we live in our van most of the year",
                                  "I'm a celiac and vanlife means cooking everything myself.",
                                  "We've been doing the van life thing since 2021."])
def test_living_in_a_van_is_van_life(text: str) -> None:
    found = {c.subject: c.sensitivity for c in candidates(text)}
    assert found.get("activity:van_life") == "normal", found
    assert not {s for s in found if s.startswith("experience:living")}, found


@pytest.mark.parametrize("text", ["My brother lives in his van.", "Should I live in my van?",
                                  "If we lived in our van, would we save money?", "vanlife looks fun, is it expensive?",
                                  "I parked in my van spot."])
def test_someone_elses_asked_or_supposed_van_life_is_nothing(text: str) -> None:
    assert "activity:van_life" not in subjects(text)


def test_living_full_time_in_a_city_is_a_home() -> None:
    found = subjects("I've been living full-time in Denver for two years.")
    assert "location:home" in found, found
    assert not {s for s in found if s.startswith("experience:")}, found


# -- a message that opens on the user's job alone ----------------------------------------------------------------------


@pytest.mark.parametrize("text", ["Night shift ICU nurse, 9 years in. Need help with a sleep schedule.",
                                  "Paramedic here, quick question about caffeine.",
                                  "RN/EMT here — can you help me study for a certification?",
                                  "Dispatcher here. What headset is best for 12-hour shifts?"])
def test_a_message_opening_on_a_job_alone_names_the_users_occupation(text: str) -> None:
    assert "occupation" in subjects(text)


@pytest.mark.parametrize("text", ["The nurse here is rude.", "my nurse here says hi", "Nobody here knows.",
                                  "Dog here, 3 years in.", "Nurse Jackie here is my favorite show.",
                                  "FF here."])
def test_someone_else_here_or_no_job_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text)


# -- a pet the user does something with ------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I went hiking with my dog Juno.",
                                  "I've been on the road for a year now with my two cats.",
                                  "We camp most weekends with my old beagle."])
def test_a_pet_the_user_is_with_is_theirs(text: str) -> None:
    assert {"pet:dog", "pet:cat"} & subjects(text)


@pytest.mark.parametrize("text", ["I need help with my dog food order.", "Can you help with my dog's vet bill?",
                                  "She went hiking with her dog."])
def test_a_pet_thing_or_someone_elses_pet_is_no_pet(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("pet:")}


# -- the lasting condition an aid or a medicine is for, where no rule keyed the aid ---------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I travel with a CPAP for my sleep apnea.", "health:sleep_apnea"),
    ("I always pack a nebulizer for my asthma.", "health:asthma"),
])
def test_the_condition_an_aid_is_for_is_the_users_health(text: str, key: str) -> None:
    found = {c.subject: c.sensitivity for c in candidates(text)}
    assert found.get(key) == "sensitive", found


def test_an_aid_keyed_by_its_own_rule_keeps_its_key_alone() -> None:
    assert subjects("I use an inhaler for my asthma") == {"health:inhaler"}


@pytest.mark.parametrize("text", ["My son travels with a CPAP for his sleep apnea.",
                                  "Should I travel with a CPAP for my sleep apnea?",
                                  "She packs a nebulizer for my asthma, weirdly."])
def test_an_aid_for_someone_elses_or_an_asked_condition_is_no_health_of_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s in ("health:asthma", "health:sleep_apnea", "health:migraine")}


# -- a debt still being paid off, its amount named ------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I'm paying off $18k in student loans.",
                                  "Budget please: I'm still paying down about $9,000 in credit card debt."])
def test_a_debt_being_paid_off_is_still_owed(text: str) -> None:
    found = {c.subject: c.sensitivity for c in candidates(text)}
    assert any(s.startswith("finance:") and v == "sensitive" for s, v in found.items()), found


@pytest.mark.parametrize("text", ["My sister is paying off $18k in student loans.",
                                  "If I'm paying off $18k in student loans, should I invest?",
                                  "Should I be paying off $18k in student loans first?"])
def test_someone_elses_or_a_supposed_debt_is_not_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("finance:")}


# -- a trailer or a motorhome travelled or lived in, by its kind ---------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("we travel in our fifth wheel about half the year", "vehicle:fifth_wheel"),
    ("We're towing our travel trailer to Utah.", "vehicle:travel_trailer"),
    ("I've been living out of my motorhome since I retired.", "vehicle:motorhome"),
])
def test_a_rig_travelled_or_lived_in_is_the_households_vehicle(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", ["Our neighbors travel in their fifth wheel.", "Should we travel in our camper?",
                                  "If we lived in our RV, could we save?", "We sold our camper last year."])
def test_someone_elses_asked_supposed_or_sold_rig_is_no_vehicle(text: str) -> None:
    assert not {s for s in keyed(text) if s[0].startswith("vehicle:") and s[1] == "assert"}


# -- the user's vehicle by its kind, then its model in the next clause -------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I can't figure out the wiring on my own bike lol, it's a 1978 Shovelhead somebody chopped up.",
     "vehicle:shovelhead"),
    ("I love my truck — it's a 2012 Toyota Tacoma.", "vehicle:toyota_tacoma"),
])
def test_a_vehicle_of_the_users_named_in_the_next_clause_is_theirs(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", ["my friend's bike, it's a Ducati Monster", "Is my bike, it's a Trek, worth fixing?",
                                  "My brother's truck, it's a 2012 Toyota Tacoma, needs brakes."])
def test_someone_elses_or_an_asked_vehicle_named_after_is_no_vehicle(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("vehicle:")}


# -- the database the user's system runs on ---------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I'm the office manager at a small dental practice and our system runs on MySQL 8.",
                                  "Our backend is on Postgres 15."])
def test_the_database_our_system_runs_on_is_the_teams(text: str) -> None:
    assert {"database:mysql", "database:postgres"} & subjects(text)


@pytest.mark.parametrize("text", ["My friend's company and their system runs on MySQL.",
                                  "Does our system run on MySQL?", "If our app uses MongoDB, what then?"])
def test_someone_elses_asked_or_supposed_database_is_nothing(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("database:")}


# -- the lines of a budget the user asks for for themselves -----------------------------------------------------------


def test_a_budget_asked_for_oneself_keys_its_income_and_rent() -> None:
    found = {c.subject: c.sensitivity for c in candidates(
        "Can you make me a simple budget? Take-home is about $3,900/mo, rent is $1,250, and I walk to work.")}
    assert found.get("finance:income") == "sensitive", found
    assert found.get("finance:rent") == "sensitive", found


@pytest.mark.parametrize("text", ["Make me a budget template for my clients. Take-home is $4,200/mo, rent is $1,400.",
                                  "Can you make my sister a budget? Her take-home is about $4,200/mo, rent is $1,400.",
                                  "Take-home is about $4,200/mo, rent is $1,400 in this example, what is left?",
                                  "Make me a budget for a family where rent is $2,000."])
def test_a_budget_for_someone_else_or_an_example_keys_nothing(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("finance:")}


# -- a language spoken, said in Spanish -------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("Soy hablante nativo de español, but my English is rusty.", "language:spanish"),
    ("Hablo portugués y un poco de inglés.", "language:portuguese"),
])
def test_a_language_spoken_said_in_spanish_is_the_users(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", ["Mi hermana dice que soy hablante nativa de español.", "¿Hablo español?",
                                  "Soy hablante nativa de español jaja mentira."])
def test_a_language_said_in_spanish_reported_asked_or_joked_is_nothing(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("language:")}


# -- a pursuit taken up full time is work; a subject taught for years, in the past, is history -------------------------


def test_a_pursuit_started_full_time_is_an_occupation_keyed_without_full_time() -> None:
    found = subjects("I started tutoring full time.")
    assert {"activity:tutoring", "occupation"} <= found, found
    assert not {s for s in found if "full_time" in s}, found


@pytest.mark.parametrize("text", ["My wife started tutoring full time.", "I started running again.",
                                  "Should I start tutoring full time?"])
def test_someone_elses_an_asked_or_a_pastime_start_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text)


@pytest.mark.parametrize(("text", "key"), [
    ("I taught middle school biology for 20 years before I retired.", "history:biology_teacher"),
    ("I taught English at a school in Madrid for three years.", "history:english_teacher"),
])
def test_a_subject_taught_for_years_in_the_past_is_history(text: str, key: str) -> None:
    found = stated(text)
    assert key in found, found
    assert found.get("occupation", "User is retired.") == "User is retired.", found  # (no job held now)


@pytest.mark.parametrize("text", ["My mom taught high school physics for 11 years.", "I taught my son to swim.",
                                  "If I taught physics for 10 years, would I qualify?"])
def test_someone_elses_a_supposed_or_a_non_school_teaching_is_no_history(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("history:")}


# -- "me and my wife ...": the pair, the user named first ----------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("me and my wife r catholic and we want our baby baptized", "identity:catholic"),
    ("Me and my husband live in Austin.", "location:home"),
    ("me & my wife have 3 kids", "family:kid"),
])
def test_the_user_and_a_relative_named_first_share_what_the_pair_does(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", ["Are me and my wife catholic enough?",
                                  "if me and my wife are catholic can we marry in a church",
                                  "My friend thinks me and my wife are vegan."])
def test_the_pair_asked_supposed_or_reported_forms_nothing_of_the_user(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("identity:", "diet", "location:"))}


# -- a child or a relative the user plans something for; a baby is a child ------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("we want to get our baby baptized", "family:kid"),
    ("I need to enroll my son in swim lessons.", "family:son"),
    ("I want to take my daughter to the zoo.", "family:daughter"),
    ("I have a baby.", "family:kid"),
])
def test_a_relative_the_user_plans_for_is_theirs(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", ["My sister wants to get her baby baptized.", "I want to get my baby shower planned",
                                  "If I get my son a phone, will he be ok?"])
def test_someone_elses_child_a_baby_thing_or_a_supposed_plan_is_no_child(text: str) -> None:
    assert not {s for s in subjects(text) if s in ("family:kid", "family:son", "family:baby")}


# -- where the household is, said as "we're in" ---------------------------------------------------------------------


@pytest.mark.parametrize("text", ["We're in El Paso.", "we r in Tucson", "We are currently in Leeds."])
def test_where_the_household_is_is_the_users_home(text: str) -> None:
    assert "location:home" in subjects(text)


@pytest.mark.parametrize("text", ["We're in Paris this week for a conference.", "we're in a hurry",
                                  "we are in the middle of a move", "Are we in Denver yet?", "we're in love",
                                  "They're in El Paso."])
def test_a_trip_a_state_a_question_or_someone_else_in_a_place_is_no_home(text: str) -> None:
    assert "location:home" not in subjects(text)
