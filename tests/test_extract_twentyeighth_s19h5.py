"""Session 19 (helper 5): classes of wording the twenty-eighth blind corpus exposed, fixed as classes (no corpus
sentence verbatim): jobs the lexicon did not know falling back to an identity, a business owned or run read as a
thing or as running the sport, a port worked out of, and the wrong readings and missing classes that follow."""

import pytest

from tests.extracting import candidates, subjects


def sensitivity(text: str) -> dict[str, str]:
    return {c.subject: c.sensitivity for c in candidates(text)}


# -- jobs that fell back to an identity --------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I'm a deck crew member on a scallop dredger.",
    "I'm a staff member at the county library.",
    "I'm a forest ranger in Idaho.",
    "I'm an SSI divemaster on weekends.",
    "I'm a sole proprietor, so I file a Schedule C.",
    "I'm a pujari at a temple in Leicester.",
])
def test_a_job_the_lexicon_did_not_know_is_no_identity(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not [s for s in found if s.startswith("identity:")], found


def test_a_calling_in_a_faith_is_a_sensitive_job() -> None:
    assert sensitivity("I'm a pandit at a mandir in Croydon.").get("occupation") == "sensitive"


@pytest.mark.parametrize("text", ["I'm a gym member.", "I'm a team member of the debate club."])
def test_a_member_of_no_working_body_holds_no_job(text: str) -> None:
    assert "occupation" not in subjects(text)


def test_a_freediver_keeps_up_freediving() -> None:
    found = subjects("I'm a freediver, mostly in the Red Sea.")
    assert "activity:freediving" in found and not [s for s in found if s.startswith("identity:")]


# -- a business owned or run ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I own a tiny yoga studio in Tacoma.",
    "I own a tattoo studio in Bristol.",
])
def test_a_studio_owned_for_a_trade_is_the_users_work(text: str) -> None:
    found = subjects(text)
    assert {"occupation", "location:work"} <= found and not [s for s in found if s.startswith("possession:")]


@pytest.mark.parametrize("text", ["I own a studio in Brooklyn.", "I own a studio apartment in Austin."])
def test_a_studio_alone_may_be_a_flat(text: str) -> None:
    assert "occupation" not in subjects(text)


@pytest.mark.parametrize("text", [
    "I've been running my own bakery in Leeds since 2014.",
    "Been running a charter boat out of Destin for ten years.",
])
def test_a_business_run_for_years_is_work_not_the_sport(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found and "activity:running" not in found and "experience:running" not in found, found


def test_running_for_years_is_still_the_sport() -> None:
    assert "activity:running" in subjects("I've been running for 10 years.")


def test_a_fishing_boat_owned_is_a_vehicle() -> None:
    assert "occupation" not in subjects("I own a fishing boat.")


# -- a port or a base worked out of --------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I'm a trucker out of Dallas.",
    "I'm a deckhand on a longliner out of Kodiak, we fish cod.",
    "I'm a deckhand on a seiner out of French Creek.",
])
def test_a_port_worked_out_of_is_the_place_of_work(text: str) -> None:
    assert {"occupation", "location:work"} <= subjects(text)


@pytest.mark.parametrize("text", ["I'm a teacher in English Literature.", "I'm a nurse, out of Ideas for dinner."])
def test_a_field_or_a_mood_is_no_place_of_work(text: str) -> None:
    assert "location:work" not in subjects(text)


# -- a credential got is nothing owned; one to fly says the user flies -------------------------------------------

@pytest.mark.parametrize("text", [
    "Finally got my EPA 608 type II.",
    "I got my PMP certification in June.",
    "got my OSHA 30 card last week",
    "I just got my PADI rescue diver cert.",
])
def test_a_credential_got_is_no_possession(text: str) -> None:
    found = subjects(text)
    assert not [s for s in found if s.startswith("possession:")], found


@pytest.mark.parametrize("text", [
    "I got my instrument rating in March.",
    "Got my sport pilot certificate last fall.",
    "I just passed my private pilot checkride!",
    "Just passed my instrument checkride this afternoon.",
])
def test_a_credential_to_fly_says_the_user_flies(text: str) -> None:
    found = subjects(text)
    assert "activity:flying" in found and not [s for s in found if s.startswith("possession:")], found


@pytest.mark.parametrize("text", [
    "I got my license plate renewed.",
    "I passed my driving test this morning.",
    "My brother just passed his PPL checkride.",
])
def test_no_credential_to_fly_no_flying(text: str) -> None:
    assert "activity:flying" not in subjects(text)


# -- wrong readings put right --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("I have two slipped discs in my neck.", "health:slipped_disc"),
    ("I've got three torn ligaments in my ankle.", "health:torn_ligament"),
])
def test_a_condition_had_more_than_once_is_health(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found and not [s for s in found if s.startswith("possession:")], found


@pytest.mark.parametrize(("text", "past"), [
    ("I switched from nursing to teaching two years ago.", "history:nursing"),
    ("switched from carpentry to welding, way better pay", "history:carpentry"),
])
def test_a_career_switched_is_the_job_and_the_past_one(text: str, past: str) -> None:
    found = subjects(text)
    assert {"occupation", past} <= found and not [s for s in found if s.startswith("preference:")], found


def test_a_drink_switched_is_still_a_liking() -> None:
    assert "preference:tea" in subjects("I switched from coffee to tea.")


@pytest.mark.parametrize("text", ["I work till 5 most days.", "I work until 7pm."])
def test_the_hour_work_ends_is_the_schedule(text: str) -> None:
    found = subjects(text)
    assert "occupation:schedule" in found and not [s for s in found if s.startswith("occupation:t")], found


def test_a_stay_at_home_parent_is_the_job_and_the_children() -> None:
    assert {"occupation", "family:kid"} <= subjects("I'm a stay-at-home mom these days, my husband works.")


def test_another_stay_at_home_parent_is_no_job_of_the_users() -> None:
    assert "occupation" not in subjects("My brother is a stay-at-home dad.")


@pytest.mark.parametrize(("text", "other"), [
    ("I'm a paramedic and a recovering alcoholic, 4 years now.", "health:sobriety"),
    ("I'm a welder and a type 2 diabetic, so lunch matters.", "health:type_2_diabetes"),
])
def test_a_job_and_what_else_the_user_is_are_two_statements(text: str, other: str) -> None:
    found = candidates(text)
    job = next(c for c in found if c.subject == "occupation")
    assert job.sensitivity == "normal" and " and " not in job.statement, job
    assert other in {c.subject for c in found}


@pytest.mark.parametrize(("text", "kin"), [
    ("I'm a librarian and a mom of two boys.", "family:son"),
    ("I'm a dad of three girls.", "family:daughter"),
])
def test_a_parent_of_boys_or_girls_has_sons_or_daughters(text: str, kin: str) -> None:
    assert kin in subjects(text)


def test_a_parent_of_a_boy_and_a_girl_is_no_girl() -> None:
    found = subjects("I'm a mom of a boy and a girl.")
    assert "family:kid" in found and not [s for s in found if s.startswith("identity:")], found


def test_a_relatives_statement_carries_none_of_the_users_faith() -> None:
    found = candidates("I'm Muslim but much less strict than my wife.")
    wife = next(c for c in found if c.subject == "family:wife")
    assert wife.sensitivity == "normal" and "Muslim" not in wife.statement, wife


# -- sobriety said other ways --------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Six months clean from meth as of today.",
    "2 years sober, still going to meetings.",
    "Peer counselor at a detox center, and in recovery myself for 4 years.",
    "I'm an addict, 5 years clean.",
    "I'm an alcoholic who is recovering.",
    "I'm 3 years off drinking.",
    "I'm 18 months off gambling, so no poker night.",
])
def test_sobriety_said_other_ways_is_the_users_health(text: str) -> None:
    found = {c.subject: c.sensitivity for c in candidates(text)}
    assert found.get("health:sobriety") == "sensitive", found
    assert not [s for s in found if s.startswith("identity:")], found


@pytest.mark.parametrize("text", [
    "In recovery from knee surgery, so no hiking.",
    "I'm two weeks off work after surgery.",
    "My room is clean as of today.",
])
def test_no_addiction_no_sobriety(text: str) -> None:
    assert "health:sobriety" not in subjects(text)


@pytest.mark.parametrize("text", ["Quit drinking on March 3rd 2021, still going strong.", "I quit drinking in 2019."])
def test_drinking_quit_on_a_day_or_in_a_year_is_given_up(text: str) -> None:
    assert any(c.subject == "health:drinking" and c.polarity == "retract" for c in candidates(text))


@pytest.mark.parametrize("text", ["I quit drinking soda.", "I stopped drinking coffee after 3pm."])
def test_a_drink_given_up_is_no_drinking(text: str) -> None:
    assert "health:drinking" not in subjects(text)


# -- jobs said by shop talk, with how long, and by letters --------------------------------------------------------

@pytest.mark.parametrize("text", [
    "pipefitter 12 yrs, mostly commercial.",
    "Welder here 15 years.",
    "I'm a CFII at a flight school in Ocala, building time.",
    "Cake decorator here, mostly birthdays.",
])
def test_a_job_said_by_shop_talk_is_the_occupation(text: str) -> None:
    assert "occupation" in subjects(text)


@pytest.mark.parametrize("text", [
    "Retired Coast Guard, 22 years.",
    "nurse 3 years ago told me to rest",
    "Married 15 years.",
])
def test_a_span_after_no_job_held_now_is_no_occupation(text: str) -> None:
    found = candidates(text)
    assert not [c for c in found if c.subject == "occupation" and "years" in c.statement and "etired" not in
                c.statement], found


def test_work_done_out_of_the_users_home_in_a_place_is_home() -> None:
    assert "location:home" in subjects("I sew wedding dresses out of my spare room in Dayton.")


@pytest.mark.parametrize("text", [
    "I got the recipe out of my kitchen in Boise.",
    "My sister bakes out of her kitchen in Boise.",
])
def test_a_thing_taken_or_another_s_kitchen_is_no_home(text: str) -> None:
    assert "location:home" not in subjects(text)


# -- homes in Indian English --------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I stay in Koramangala, Bangalore with two flatmates.",
    "We shifted to Noida last year only.",
    "I'm settled in Pune since 6 years.",
    "Currently based out of Hyderabad.",
])
def test_a_home_said_in_indian_english(text: str) -> None:
    assert "location:home" in subjects(text)


def test_a_native_place_is_where_the_user_is_from() -> None:
    assert "location:origin" in subjects("Native place is Coimbatore.")


@pytest.mark.parametrize("text", [
    "I'm staying in Goa this week.",
    "I stay in touch with my college friends.",
    "I stay in a hostel near campus.",
])
def test_a_stay_or_a_visit_is_no_home(text: str) -> None:
    assert "location:home" not in subjects(text)


def test_experience_said_in_indian_english() -> None:
    found = subjects("I am having 6 years experience in Java.")
    assert "experience:java" in found and not [s for s in found if s.startswith("possession:")], found


def test_an_age_said_with_only() -> None:
    assert "age" in subjects("I am 31 only.")


# -- things got in place of those sold, boats by their length, owned in shares ----------------------------------

@pytest.mark.parametrize(("text", "got"), [
    ("Sold my Fuji X-T3 and went mirrorless with a Nikon Z6.", "device:nikon_z6"),
    ("I sold the Tacoma and bought a used Tundra for towing.", "vehicle:tundra"),
])
def test_the_thing_got_after_a_sale_is_had(text: str, got: str) -> None:
    assert got in subjects(text)


def test_a_boat_by_its_length_is_a_vehicle() -> None:
    assert "vehicle:grady_white" in subjects("I just bought a 25' Grady White for inshore fishing.")


def test_a_short_length_makes_no_boat() -> None:
    assert not [s for s in subjects("I have a 7' Christmas tree in the den.") if s.startswith("vehicle:")]


@pytest.mark.parametrize(("text", "key"), [
    ("I co-own a Cirrus SR22 with my brother-in-law.", "vehicle:cirrus_sr22"),
    ("Co-own a Beechcraft Bonanza with two friends.", "vehicle:beechcraft_bonanza"),
])
def test_a_thing_owned_in_shares_is_had(text: str, key: str) -> None:
    assert any(s.startswith("vehicle:") for s in subjects(text)), subjects(text)


# -- pursuits: a genre shot, years kept up, diving ------------------------------------------------------------------

def test_a_genre_shot_on_a_camera_is_that_photography() -> None:
    found = subjects("I shoot birds on a Nikon Z9 most mornings.")
    assert {"device:nikon_z9", "activity:wildlife_photography"} <= found, found


def test_weddings_shot_are_no_pastime_read_here() -> None:
    assert "activity:wildlife_photography" not in subjects("I shoot weddings on a Canon R5.")


@pytest.mark.parametrize(("text", "key"), [
    ("Kayaking 15 years, mostly sea kayaks.", "kayaking"),
    ("Been diving 20 yrs.", "diving"),
])
def test_a_pursuit_said_with_its_years_is_kept_up(text: str, key: str) -> None:
    assert {f"activity:{key}", f"experience:{key}"} <= subjects(text)


@pytest.mark.parametrize("text", ["I dived into the code last night.", "I dive right in."])
def test_diving_into_something_is_no_diving(text: str) -> None:
    assert "activity:diving" not in subjects(text)


# -- the user's own signature block -------------------------------------------------------------------------------

def test_the_users_own_signature_lines_are_read() -> None:
    found = subjects("Here's my new email signature, can you tidy it:\n\nMarta Kowalski\n"
                     "Project Engineer | Vistula Build\nKrakow, PL\n+48 555 0101")
    assert {"identity:name", "occupation", "occupation:employer", "location:work"} <= found, found


def test_the_users_own_signature_on_one_line_is_read() -> None:
    found = subjects("fix my work sig: Omar Haddad, Logistics Coordinator, Gulf Freight, Dubai")
    assert {"identity:name", "occupation", "occupation:employer", "location:work"} <= found, found


def test_a_signature_under_dashes_in_the_users_out_of_office() -> None:
    found = subjects("Check my out-of-office please:\n\nI'm away until May 2.\n\n--\n"
                     "Ines Duarte | Tax Manager | Lusa Partners | Porto")
    assert {"identity:name", "occupation", "occupation:employer"} <= found, found


@pytest.mark.parametrize("text", [
    "Is this signature too long?\n\nMarta Kowalski\nProject Engineer | Vistula Build\nKrakow, PL",
    "My boss's signature is weird: Omar Haddad, Logistics Coordinator, Gulf Freight, Dubai",
])
def test_a_signature_not_said_to_be_the_users_is_not_read(text: str) -> None:
    found = subjects(text)
    assert "identity:name" not in found and "occupation:employer" not in found, found


def test_the_job_and_employer_signed_under_the_users_own_letter() -> None:
    found = subjects("Can you tighten my email to the contractor?\n\nHi Joe,\n\nThe deck looks great.\n\n"
                     "Thanks,\nLena Brooks\nPharmacist, Walgreens")
    assert {"identity:name", "occupation:employer"} <= found, found


@pytest.mark.parametrize(("text", "key"), [
    ("I got promoted, I'm Senior Product Manager now.", "occupation"),
    ("I moved teams and I'm in the Austin office now.", "location:work"),
])
def test_a_title_without_its_article_and_the_office_worked_in(text: str, key: str) -> None:
    assert key in subjects(text)


def test_being_in_the_office_names_no_place() -> None:
    assert "location:work" not in subjects("I'm in the office today.")


# -- a park worked at, a student pilot, a job left for work done full time ---------------------------------------

def test_a_park_worked_at_is_the_place_of_work_not_an_employer() -> None:
    found = subjects("I'm a seasonal ranger at Glacier National Park.")
    assert {"occupation", "location:work"} <= found and "occupation:employer" not in found, found


@pytest.mark.parametrize("text", ["Student pilot here, 20 hours so far.", "I'm a student pilot in Ohio."])
def test_a_student_pilot_flies_and_holds_no_job(text: str) -> None:
    found = subjects(text)
    assert "activity:flying" in found and "occupation" not in found, found


def test_a_job_left_for_work_done_full_time_is_the_job_now() -> None:
    assert [(c.subject, c.polarity) for c in candidates("I quit my corporate job to do pottery full time.")
            if c.subject == "occupation"] == [("occupation", "assert")]


def test_a_job_left_for_nothing_named_is_left() -> None:
    assert ("occupation", "retract") in {(c.subject, c.polarity) for c in candidates("I quit my job at the bank.")}


# -- a household's diet or faith, Hinglish fillers, ages beside who the user is, children by their ages -----------

@pytest.mark.parametrize(("text", "key"), [
    ("We're vegan, so no butter please.", "diet"),
    ("We are Sikh family only.", "identity:sikh"),
    ("haan, we are vegetarian.", "diet"),
    ("I am pure veg since childhood.", "diet"),
])
def test_a_households_diet_or_faith_is_the_users(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", ["We're tired after the drive.", "We're not vegetarian."])
def test_what_else_a_household_is_is_not_read(text: str) -> None:
    found = subjects(text)
    assert "diet" not in found and not [s for s in found if s.startswith("identity:")], found


@pytest.mark.parametrize(("text", "key"), [
    ("I'm 61, a retired firefighter.", "history:firefighter"),
    ("I'm 29, a paralegal in Denver.", "occupation"),
])
def test_an_age_then_who_the_user_is(text: str, key: str) -> None:
    assert {"age", key} <= subjects(text)


@pytest.mark.parametrize("text", ["Marathoner, 47, training for Boston.", "Retired machinist, 70, and bored."])
def test_who_the_user_is_then_their_age(text: str) -> None:
    assert "age" in subjects(text)


def test_a_number_after_no_role_is_no_age() -> None:
    assert "age" not in subjects("Page 12, 34 lines to go.")


def test_the_aid_a_condition_is_kept_in_check_with() -> None:
    assert {"health:type_1_diabetes", "health:insulin_pump"} <= subjects("I'm type 1 diabetic on an insulin pump.")


@pytest.mark.parametrize(("text", "key"), [
    ("my two boys are 6 and 9, any ideas?", "family:son"),
    ("My three girls are 2, 5 and 8.", "family:daughter"),
    ("my two kids are 10 and 12", "family:kid"),
])
def test_children_said_by_their_ages(text: str, key: str) -> None:
    assert key in subjects(text)


def test_girls_of_an_adults_age_may_be_friends() -> None:
    assert "family:daughter" not in subjects("my girls are 30 and 31, we go out on Fridays")


# -- a language said in Hinglish ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("Gujarati thoda thoda aata hai, but reading is hard.", "language:gujarati"),
    ("Tamil seekh rahi hoon for my in-laws.", "language:tamil"),
    ("Mujhe Bengali aati hai.", "language:bengali"),
])
def test_a_language_said_in_hinglish(text: str, key: str) -> None:
    assert key in subjects(text)


def test_anothers_language_in_hinglish_is_theirs() -> None:
    assert not [s for s in subjects("meri behen ko Punjabi aati hai") if s.startswith("language:")]


def test_remarried_is_the_users_status() -> None:
    assert "relationship_status" in subjects("Got remarried in June, and the kids love their stepdad.")
