"""What the eighteenth corpus written blind (tests/data/eighteenth_corpus.jsonl) found the rules forming wrong or
missing in its real-estate-and-sales, horse-riding, cycling-running-and-triathlon, tattoos-and-piercings,
chronic-pain-and-physical-therapy and car-shopping styles, one family per section; the sentences are variants, not
the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- how often, said with a times sign, is how much of the pursuit, not what is done -------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I still swim 4x a week.", "activity:swimming"),
    ("I lift 3x per week at the gym.", "activity:lifting"),
    ("I run 5x/week, mostly easy miles.", "activity:running"),
    ("I cycle 2 x a week with a club.", "activity:cycling"),
])
def test_a_pursuit_done_so_many_times_a_week_is_the_pursuit(text: str, key: str) -> None:
    assert subjects(text) == {key}, subjects(text)


@pytest.mark.parametrize("text", [
    "My wife runs 3x a week.",
    "Should I run 4x a week?",
    "If I swam 3x a week, would my shoulder hold up?",
])
def test_a_pursuit_so_often_of_anothers_or_asked_forms_nothing(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}, subjects(text)


# -- a job held now, said with "now", an aside in brackets, or a head shortened ------------------------------------


@pytest.mark.parametrize("text", [
    "I'm a property manager now, mostly condos.",
    "I'm a sales associate now, mostly weekends.",
    "I'm a regional sales rep (medical devices, two states).",
    "I'm a marketing exec at a fintech startup.",
    "I'm an account executive at a logistics company.",
    "I'm an electrician working mostly the north side of town.",
])
def test_a_job_said_with_now_an_aside_or_a_short_head_is_the_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


@pytest.mark.parametrize("text", [
    "My brother is a sales exec now.",
    "Should I become an account executive?",
    "If I were a leasing agent, would I need a license?",
])
def test_a_job_of_anothers_or_supposed_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


# -- a size said with a number is no identity ---------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "I'm a 9.5 slim calf in Dublin boots.",
    "I'm a women's 8.",
    "I'm a ladies' 7 in most brands.",
    "I'm a 32 long.",
])
def test_a_size_said_alone_is_no_identity(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("identity:")}, subjects(text)


# -- a body named by its initials, the user a member --------------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I'm an AARP member.", "membership:aarp"),
    ("I'm an IEEE member and I get the journal.", "membership:ieee"),
    ("I'm a USDF member, so the shows are cheaper.", "membership:usdf"),
])
def test_a_member_of_a_body_named_by_its_initials_is_a_membership(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


@pytest.mark.parametrize("text", [
    "My mom is an AARP member.",
    "Am I an IEEE member?",
    "Should I become a USDF member?",
])
def test_a_membership_of_anothers_or_asked_forms_none(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("membership:")}, subjects(text)


def test_a_party_named_by_its_initials_is_no_membership_of_a_body() -> None:
    assert not {s for s in subjects("I'm a GOP member.") if s.startswith("membership:")}


# -- how the user rides or drives, said bare: a discipline or a gearbox, never a thing owned ---------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I ride dressage, mostly training level.", "activity:dressage"),
    ("I mostly ride western these days.", "activity:western_riding"),
    ("I ride jumpers, usually the 1.10m.", "activity:show_jumping"),
    ("I ride hunter/jumper at a local barn.", "activity:show_jumping"),
])
def test_a_discipline_ridden_is_the_pursuit(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert not {s for s in found if s.startswith("possession:")}, found


@pytest.mark.parametrize("text", [
    "I only drive stick, always have.",
    "I drive a manual and love it.",
    "I mostly drive stick shift cars.",
])
def test_a_gearbox_driven_is_a_liking_not_a_thing(text: str) -> None:
    found = subjects(text)
    assert "preference:manual_transmission" in found, found
    assert not {s for s in found if s.startswith("possession:")}, found


@pytest.mark.parametrize("text", [
    "My husband only drives stick.",
    "Do you drive stick?",
    "I can't drive stick.",
    "I don't ride dressage anymore, sadly.",
    "My daughter rides hunter/jumper.",
    "Should I ride western?",
])
def test_a_discipline_or_gearbox_of_anothers_or_denied_forms_no_liking_or_pursuit(text: str) -> None:
    found = keyed(text)
    assert not {s for s, p in found if p == "assert" and s.startswith(("activity:", "preference:", "possession:"))}, (
        found)


def test_a_thing_driven_or_ridden_is_still_the_users() -> None:
    assert "vehicle:civic" in subjects("I drive a Civic.")
    assert "vehicle:trek" in subjects("I ride a Trek.")  # a make ridden is a vehicle, as one driven is


# -- a model year shortened or which of its kind a thing is, no part of its key -------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I drive an '04 Tacoma.", ("vehicle:tacoma", "assert")),
    ("Sold my '97 Miata last spring.", ("vehicle:miata", "retract")),
    ("I just bought my second house.", ("possession:house", "assert")),
    ("Got my first car last week!", ("vehicle:car", "assert")),
])
def test_a_short_year_or_an_ordinal_is_no_part_of_the_key(text: str, key: tuple[str, str]) -> None:
    assert key in keyed(text), keyed(text)


@pytest.mark.parametrize(("text", "key"), [
    ("I have a first aid kit in the car.", "possession:first_aid_kit"),
    ("I own a first edition Hobbit.", "possession:first_edition_hobbit"),
])
def test_an_ordinal_that_names_the_thing_stays(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


def test_a_count_is_still_a_count() -> None:
    assert subjects("I have 10 cats.") == {"pet:cat"}


def test_a_short_year_of_anothers_car_forms_nothing() -> None:
    assert not {s for s in subjects("My dad drives an '09 Civic.") if s.startswith("vehicle:")}


# -- a running or fitness watch is a device -----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("Switched to a Coros Apex 2 for the battery.", "device:coros_apex_2"),
    ("I have a Suunto 9.", "device:suunto_9"),
])
def test_a_running_watch_is_a_device(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


def test_a_running_watch_asked_about_is_no_device() -> None:
    assert not subjects("Is the Coros Pace 3 any good?")


# -- an operation said of the part it was done to ----------------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I had my right hip replaced in 2019.", "health:hip_replacement"),
    ("Had my knee replaced two years ago, doing great.", "health:knee_replacement"),
    ("I've had my shoulder reconstructed.", "health:shoulder_reconstruction"),
])
def test_a_part_operated_on_is_the_operation_had(text: str, key: str) -> None:
    found = candidates(text)
    assert key in {c.subject for c in found}, found
    assert all(c.sensitivity == "sensitive" for c in found if c.subject.startswith("health:")), found


@pytest.mark.parametrize("text", [
    "My dad had his knee replaced.",
    "I had my phone screen replaced.",
    "Should I have my hip replaced?",
    "If I had my knee replaced, how long is recovery?",
])
def test_a_part_operated_on_of_anothers_or_asked_or_no_part_forms_no_health(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


# -- a medicine come off, said with how completely; pain medicines are medicines ----------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I'm completely off tramadol now.", ("health:tramadol", "retract")),
    ("I'm fully off hydrocodone as of March.", ("health:hydrocodone", "retract")),
    ("I take meloxicam for my knees.", ("health:meloxicam", "assert")),
    ("I'm on baclofen and cyclobenzaprine.", ("health:baclofen", "assert")),
])
def test_a_pain_medicine_on_or_off_is_health(text: str, key: tuple[str, str]) -> None:
    found = candidates(text)
    assert key in {(c.subject, c.polarity) for c in found}, found
    assert all(c.sensitivity == "sensitive" for c in found if c.subject.startswith("health:")), found


@pytest.mark.parametrize("text", [
    "My mom is on oxycodone after her surgery.",
    "Is tramadol addictive?",
    "If I went off baclofen, would the spasms come back?",
])
def test_a_pain_medicine_of_anothers_or_asked_forms_no_health(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


# -- a horse named by its sex or breed, a dog by a two-word breed -------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I have a mare and two geldings.", ("pet:horse", "assert")),
    ("I sold my warmblood last year.", ("pet:horse", "retract")),
    ("I have a Saint Bernard named Gus.", ("pet:dog", "assert")),
    ("I have a Great Dane.", ("pet:dog", "assert")),
])
def test_a_horse_by_its_sex_or_a_dog_by_a_two_word_breed_is_a_pet(text: str, key: tuple[str, str]) -> None:
    assert key in keyed(text), keyed(text)


@pytest.mark.parametrize("text", [
    "My trainer has a gelding for sale.",
    "My sister has a Great Dane.",
    "Should I buy a mare or a gelding?",
])
def test_a_horse_or_dog_of_anothers_or_asked_forms_no_pet(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("pet:")}, subjects(text)


# -- a car driven is a vehicle, said now with "I'm" or its "I'm" left out; driven and no one's own is nothing -------


@pytest.mark.parametrize(("text", "key"), [
    ("I drive a 2014 Lancia Delta.", "vehicle:lancia_delta"),
    ("I'm currently driving a 2015 Crosstrek.", "vehicle:crosstrek"),
    ("Currently driving a 2011 Impreza and it's falling apart.", "vehicle:impreza"),
    ("I'm still driving my old Sentra.", "vehicle:sentra"),
])
def test_a_car_driven_is_a_vehicle(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert not {s for s in found if s.startswith("possession:")}, found


@pytest.mark.parametrize("text", [
    "I drive a rental this week.",
    "I drive a forklift at work.",
    "I'm driving my mom's Civic this week.",
    "I'm driving to work.",
    "My wife is currently driving a Tahoe.",
    "Are you currently driving a Civic?",
])
def test_a_car_driven_and_no_ones_own_or_anothers_is_no_vehicle(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("vehicle:", "possession:"))}, subjects(text)


# -- what is sold to businesses is a sales job ---------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "I sell software to school districts.",
    "I sell surgical robots to hospitals, mostly on the east coast.",
    "I sell commercial HVAC systems to contractors.",
])
def test_what_is_sold_to_businesses_is_an_occupation(text: str) -> None:
    assert "occupation" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "I sell my old clothes to thrift stores.",
    "My husband sells insurance to small businesses.",
    "Should I sell solar panels to businesses?",
    "I sold some furniture to a neighbor.",
])
def test_a_sale_of_ones_own_or_anothers_or_asked_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


# -- a move said with "here", its "I" left out -----------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Moved here to Austin from Chicago in 2021.",
    "Moved out to Denver last spring, loving it.",
])
def test_a_move_here_said_without_its_i_is_the_home(text: str) -> None:
    assert "location:home" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "My sister moved here to Austin from Chicago.",
    "Should I move out to Denver?",
])
def test_a_move_of_anothers_or_asked_is_no_home(text: str) -> None:
    assert "location:home" not in subjects(text), subjects(text)


# -- a race trained for is the sport it is run in; which race, and which of the user's, no part of the key -----------


@pytest.mark.parametrize(("text", "key"), [
    ("I'm training for my second marathon.", "activity:running"),
    ("I'm training for the Berlin Marathon in September.", "activity:running"),
    ("training for my first half-marathon this spring", "activity:running"),
    ("I'm training for a sprint tri in June.", "activity:triathlon"),
    ("Training for my first Ironman. Any nutrition tips?", "activity:triathlon"),
    ("I'm training for a century ride.", "activity:cycling"),
])
def test_a_race_trained_for_is_its_sport(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert not {s for s in found if s.startswith("activity:") and s != key}, found


@pytest.mark.parametrize("text", [
    "My husband is training for a marathon.",
    "Should I be training for a half marathon?",
    "Training for the new hires starts Monday.",
    "If I trained for an Ironman, how many hours a week would it take?",
])
def test_a_race_trained_for_by_another_or_asked_forms_no_sport(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}, subjects(text)


# -- a membership ended or let lapse is taken back -------------------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I let my AAA membership lapse last year.", "membership:aaa"),
    ("I cancelled my gym membership in March.", "membership:gym"),
    ("Canceled my Costco membership, never went.", "membership:costco"),
    ("I didn't renew my IEEE membership.", "membership:ieee"),
])
def test_a_membership_ended_is_taken_back(text: str, key: str) -> None:
    assert (key, "retract") in keyed(text), keyed(text)


@pytest.mark.parametrize("text", [
    "My wife cancelled her gym membership.",
    "Should I cancel my gym membership?",
    "If I let my membership lapse, what happens?",
    "Don't let your membership lapse.",
])
def test_a_membership_ended_by_another_or_asked_takes_nothing_back(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("membership:")}, subjects(text)


# -- money still owed on the user's car or home; the user's credit score ---------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I still owe $9k on my 2018 Civic.", "finance:auto_loan"),
    ("I owe about 12k on my truck.", "finance:auto_loan"),
    ("We owe around 180k on our house.", "finance:mortgage"),
    ("My credit score is about 700.", "finance:credit_score"),
    ("my credit score's only 580 right now", "finance:credit_score"),
])
def test_money_owed_on_a_car_or_home_and_a_credit_score_are_sensitive_finances(text: str, key: str) -> None:
    found = candidates(text)
    assert key in {c.subject for c in found}, found
    assert all(c.sensitivity == "sensitive" for c in found if c.subject.startswith("finance:")), found


@pytest.mark.parametrize("text", [
    "My dad still owes $5k on his truck.",
    "If I owe $10k on my car, can I trade it in?",
    "My wife's credit score is 800.",
    "What's a good credit score?",
    "I owe my sister $200.",
    "I owe $200 on my phone bill.",
])
def test_money_owed_by_another_or_asked_or_on_no_car_or_home_forms_no_finance(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("finance:")}, subjects(text)


# -- what the user found out of themselves, its "I" left out ---------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("Found out I'm allergic to latex at the dentist.", "health:allergy:latex"),
    ("Just found out I'm lactose intolerant.", "health:lactose_intolerance"),
])
def test_what_the_user_found_out_of_themselves_is_theirs(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "Found out my husband is allergic to cats.",
    "Found out my son has ADHD.",
])
def test_what_the_user_found_out_of_another_is_no_health_of_theirs(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


# -- a home bought, said with what it has or with "also" -------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "We just bought a house with a big yard in Boise.",
    "We also closed on a condo in Tampa last month.",
])
def test_a_home_bought_with_what_it_has_is_the_home(text: str) -> None:
    assert "location:home" in subjects(text), subjects(text)


def test_a_home_bought_by_another_is_no_home_of_the_users() -> None:
    assert "location:home" not in subjects("My parents bought a house with a garage in Fresno.")
