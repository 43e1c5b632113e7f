"""Session 17, helper h4 (the twenty-fourth corpus: farmers, truckers, night-shift nurses, visas, boats, fibre crafts):
a message opening on the user's job as a line of its own ("Marine diesel mechanic in Auckland.")."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, subjects

# -- a job said as a subject-less line opening the message ------------------------------------------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("Cardiac nurse in Halifax. What's a good shoe for twelve-hour shifts?", {"occupation", "location:work"}),
    ("Dairy farmer in Tillamook, Oregon. How do I price raw milk shares?", {"occupation", "location:work"}),
    ("Long-haul driver for Schneider. need a cheap meal plan for the road", {"occupation"}),
    ("Night pharmacist at a Boots in Cardiff, on 10-hour shifts. Tips for sleep?", {"occupation", "location:work"}),
    ("Oncology nurse, nights. How do I keep my sleep sane on days off?", {"occupation"}),
    ("Plumber by day, DJ at weekends. Can you write me a bio?", {"occupation"}),
    ("Pig and poultry farmer in Iowa here. What's a good ventilation fan?", {"occupation", "location:work"}),
])
def test_a_job_line_opening_the_message_is_the_users_job(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text), subjects(text)


def test_an_age_leading_a_job_line_is_the_users_age() -> None:
    found = {c.subject: c.statement for c in candidates("41, welder by day, woodturner by night. Ideas for a logo?")}
    assert found.get("age") == "User is 41 years old." and "occupation" in found, found


def test_a_visa_ending_a_job_line_is_the_users_standing() -> None:
    found = {c.subject: c for c in candidates("Midwife at a hospital in Dundee on a Health and Care Worker visa. "
                                               "How do I renew it?")}
    assert {"occupation", "location:work", "identity:immigration_status"} <= set(found), found
    assert found["identity:immigration_status"].sensitivity == "sensitive"
    assert "visa" not in found["occupation"].statement


@pytest.mark.parametrize("text", [
    "Doctor, can you help me read this?",
    "Hey nurse, what's up",
    "Nurse at the ER told me to rest.",
    "My nurse at the clinic, she is great.",
    "Doctor at 3pm tomorrow, what should I ask?",
    "Welding student at Lincoln Tech, about a year in.",
    "Teacher appreciation week ideas, please.",
])
def test_a_job_line_that_is_not_the_users_job_forms_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


def test_a_job_line_answering_the_assistants_question_is_not_the_users_job() -> None:
    from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
    events = [SourceEvent(seq=1, event_type="assistant.message.created", author_role="assistant",
                          texts=("What's the role you're interviewing for?",)),
              SourceEvent(seq=2, event_type="user.message.created", author_role="user",
                          texts=("junior data analyst at a bank. I'm nervous.",))]
    found = DeterministicExtractor().extract(events, ExtractionContext())
    assert "occupation" not in {c.subject for c in found}


# -- immigration standing: a visa of many words, a Blue Card, a move made on one, a job held on one, a status granted -

@pytest.mark.parametrize("text", [
    "I'm on a Health and Care Worker visa. Can my partner join me?",
    "I'm on an EU Blue Card in Frankfurt.",
    "I moved to Lyon last year on a Talent Passport visa.",
    "Moved to Vienna in 2022 on an EU Blue Card. What tax class am I?",
    "my asylum was approved in May, so now I can rent in my own name.",
    "My green card finally got approved!!",
    "My citizenship application was approved last week.",
])
def test_a_standing_held_granted_or_moved_on_is_the_users(text: str) -> None:
    found = {c.subject: c for c in candidates(text)}
    assert "identity:immigration_status" in found, found
    assert found["identity:immigration_status"].sensitivity == "sensitive"


@pytest.mark.parametrize(("text", "home"), [
    ("I moved to Lyon last year on a Talent Passport visa.", "Lyon"),
    ("I moved to Rotterdam in March on an EU Blue Card.", "Rotterdam"),
])
def test_the_place_moved_to_on_a_visa_is_the_home(text: str, home: str) -> None:
    found = {c.subject: c.statement for c in candidates(text)}
    assert home in found.get("location:home", ""), found


def test_the_job_held_on_a_visa_is_the_users_job() -> None:
    found = subjects("I'm on an L-1 working as a product manager in Seattle, can I switch employers?")
    assert {"identity:immigration_status", "occupation"} <= found, found


@pytest.mark.parametrize("text", [
    "My tourist visa was approved.",
    "my wife's visa was approved",
    "My sister's green card got approved!",
    "my loan was approved",
    "my visa application was denied again",
    "I'm on a tourist visa, where should I go?",
    "I moved to Spain on a tourist visa.",
])
def test_a_relatives_a_visitors_or_an_unrelated_approval_is_no_standing(text: str) -> None:
    assert "identity:immigration_status" not in subjects(text)


# -- a spouse called "the wife", a business run named by what it does, relatives beside the user --------------------

@pytest.mark.parametrize(("text", "key"), [
    ("The wife and I want to sail to Tasmania next summer.", "family:wife"),
    ("the hubby and I are vegetarian", "family:husband"),
    ("The missus and I just moved to Cork.", "family:wife"),
])
def test_the_spouse_called_the_one_before_and_i_is_the_users(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "I run a small grain operation outside Salina.",
    "I run a cow-calf outfit in the Sandhills.",
    "My brother and I run a cattle operation in Montana.",
])
def test_a_business_run_named_by_what_it_does_is_an_occupation(text: str) -> None:
    assert "occupation" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I run an outfit.", "I run the operation at work on Mondays."])
def test_an_outfit_or_an_operation_alone_is_no_business(text: str) -> None:
    assert "occupation" not in subjects(text)


@pytest.mark.parametrize(("text", "key"), [
    ("now that I drive local I'm home with my kids every night", "family:kid"),
    ("We're cruising the Bahamas with our three kids on a 40ft cat.", "family:kid"),
    ("I knitted a scarf for each of my four grandchildren.", "family:grandchild"),
    ("Booking flights for me, my husband and our 3 kids.", "family:kid"),
    ("Planning a trip for my husband's and my 25th anniversary.", "family:husband"),
    ("a board game my boyfriend and I can play, me and my boyfriend are both new to them", "family:boyfriend"),
    ("We moved here with our two girls last spring.", "family:daughter"),
])
def test_a_partner_or_children_beside_the_user_are_theirs(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize(("text", "unwanted"), [
    ("I'm in the hospital waiting room with my mom, can you summarize this?", "family:mother"),
    ("I talked with my son's teacher's assistant about it.", "family:kid"),
    ("Homeschooling my two kids this year (son 12, daughter 9).", "family:kid"),
    ("My sister went camping with her two kids.", "family:kid"),
    ("If I had kids I'd take them with my kids' cousins.", "family:kid"),
])
def test_a_parent_met_for_the_moment_or_anothers_children_form_no_household_kin(text: str, unwanted: str) -> None:
    assert unwanted not in subjects(text), subjects(text)


# -- trucks, tractors and boats by their make; a vehicle sold named by its model; a boat lived aboard ----------------

@pytest.mark.parametrize(("text", "key"), [
    ("Just bought a 2021 Kenworth T680 for my own authority.", ("vehicle:kenworth_t680", "assert")),
    ("sold my peterbilt 389 last fall", ("vehicle:peterbilt_389", "retract")),
    ("I drive a Freightliner Cascadia for a small fleet.", ("vehicle:freightliner_cascadia", "assert")),
    ("We keep our Tartan 37 at a mooring in Mystic.", ("vehicle:tartan_37", "assert")),
    ("I bought a Kubota B2601 for the hobby farm.", ("vehicle:kubota_b2601", "assert")),
])
def test_a_truck_a_tractor_or_a_boat_by_its_make_is_a_vehicle(text: str, key: tuple[str, str]) -> None:
    found = {(c.subject, c.polarity) for c in candidates(text)}
    assert key in found, found


@pytest.mark.parametrize(("text", "key"), [
    ("Sold the Hunter 33 after ten seasons, time for a trawler.", "vehicle:hunter_33"),
    ("I sold the Outback last spring.", "vehicle:outback"),
    ("sold the PS5, PC only now", "device:ps5"),
])
def test_a_vehicle_or_a_device_sold_named_by_its_model_is_retracted(text: str, key: str) -> None:
    assert (key, "retract") in {(c.subject, c.polarity) for c in candidates(text)}


@pytest.mark.parametrize("text", ["I sold the car.", "I sold the Tesla stock last year.", "I sold the Ford shares.",
                                  "I sold the house in May.", "I saw a leopard at the zoo.",
                                  "I love my tartan scarf."])
def test_a_generic_thing_a_makes_shares_or_an_animal_is_no_vehicle(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("vehicle:")}, subjects(text)


@pytest.mark.parametrize(("text", "key"), [
    ("We live aboard a Lagoon 42 catamaran with two cats.", "vehicle:lagoon_42_catamaran"),
    ("We live aboard our Beneteau Oceanis 40 in Baja.", "vehicle:beneteau_oceanis_40"),
])
def test_a_boat_the_household_lives_aboard_is_theirs(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


# -- health: a diagnosis with its "I" left out, smokeless tobacco, named conditions, a heart valve, an allergy noun -

@pytest.mark.parametrize(("text", "key"), [
    ("got diagnosed with ADHD at 34, which explains a lot", ("health:adhd", "assert")),
    ("was diagnosed with sleep apnea last spring so now I run a CPAP", ("health:sleep_apnea", "assert")),
    ("quit dip 6 weeks ago and I'm chewing sunflower seeds nonstop", ("health:chewing_tobacco", "retract")),
    ("I finally quit chewing tobacco.", ("health:chewing_tobacco", "retract")),
    ("I have Hashimoto's and my energy tanks by 3pm.", ("health:hashimotos", "assert")),
    ("I'm on levothyroxine for Hashimoto's.", ("health:hashimotos", "assert")),
    ("I have hypermobile EDS, so no contact sports.", ("health:ehlers_danlos", "assert")),
    ("I have Ehlers-Danlos syndrome.", ("health:ehlers_danlos", "assert")),
    ("I have a mechanical heart valve.", ("health:mechanical_heart_valve", "assert")),
    ("I had a microdiscectomy in March.", ("health:microdiscectomy", "assert")),
    ("I'm off opioids now, tapered with my pain doctor.", ("health:opioids", "retract")),
    ("I developed an allergy to bee stings last summer.", ("health:allergy:bee_sting", "assert")),
    ("I have an allergy to penicillin.", ("health:allergy:penicillin", "assert")),
])
def test_the_users_health_said_in_these_words_is_theirs_and_sensitive(text: str, key: tuple[str, str]) -> None:
    found = {(c.subject, c.polarity): c for c in candidates(text)}
    assert key in found, found
    assert found[key].sensitivity == "sensitive"


@pytest.mark.parametrize("text", [
    "My mom has Hashimoto's.",
    "My son has an allergy to peanuts.",
    "If I had an allergy to cats, what then?",
    "I made a spinach dip for the party.",
    "My dad got diagnosed with sleep apnea.",
])
def test_a_relatives_health_a_supposition_or_a_dip_eaten_is_none_of_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


def test_a_diagnosis_given_to_a_roommate_after_an_apology_for_the_wording_is_withdrawn() -> None:
    found = subjects("just got diagnosed with celiac, what foods should I avoid?",
                     "oh wait sorry I worded that badly, it's my roommate who got diagnosed, not me.")
    assert "health:celiac" not in found, found


# -- bees kept and given up, hobbyists introduced, the writing hand, a clause run on after "<job> here" -------------

@pytest.mark.parametrize(("text", "keys"), [
    ("Been keeping bees six years now, three hives on the allotment.",
     {("activity:beekeeping", "assert"), ("experience:beekeeping", "assert")}),
    ("We keep two hives behind the barn.", {("activity:beekeeping", "assert")}),
    ("My wife and I keep about 20 hives and sell the honey.", {("activity:beekeeping", "assert"),
                                                               ("family:wife", "assert")}),
    ("I had to give up beekeeping when we moved.", {("activity:beekeeping", "retract")}),
    ("Stopped keeping bees after the varroa wiped us out.", {("activity:beekeeping", "retract")}),
])
def test_bees_kept_or_given_up_are_beekeeping(text: str, keys: set[tuple[str, str]]) -> None:
    found = {(c.subject, c.polarity) for c in candidates(text)}
    assert keys <= found, found


@pytest.mark.parametrize("text", ["My neighbour keeps bees.", "I keep bees out of the kitchen with a screen.",
                                  "If I kept bees, would the neighbours mind?"])
def test_anothers_bees_or_bees_kept_away_are_no_beekeeping(text: str) -> None:
    assert "activity:beekeeping" not in subjects(text), subjects(text)


@pytest.mark.parametrize(("text", "keys"), [
    ("Crocheter here, quick question about yarn weights.", {"activity:crochet"}),
    ("Lefty knitter here and every video is mirrored for me.", {"activity:knitting", "identity:left_handed"}),
    ("I'm a streamer, mostly horror games.", {"activity:streaming"}),
    ("I'm left-handed, so the scissors are a pain.", {"identity:left_handed"}),
    ("long haul driver here my cat rides with me in the sleeper", {"occupation", "pet:cat"}),
])
def test_a_hobbyist_the_writing_hand_and_a_run_on_clause_are_the_users(text: str, keys: set[str]) -> None:
    assert keys <= subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["Left-handed scissors are hard to find.", "My son is left-handed.",
                                  "a trucker here in town told me about it"])
def test_a_thing_for_lefties_anothers_hand_or_someone_met_here_is_not_the_users(text: str) -> None:
    found = subjects(text)
    assert "identity:left_handed" not in found and "occupation" not in found, found


def test_a_job_said_alone_as_a_sentence_is_the_users_job() -> None:
    assert "occupation" in subjects("Welder. I do mostly pipe work these days.")


@pytest.mark.parametrize("text", ["Nurse, huh? That is cool.", "Doctor, help me out here.",
                                  "Larry loves his trainer! Most of the training is for me."])
def test_a_job_said_back_or_called_or_anothers_is_no_job_line(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


def test_children_counted_as_the_subject_are_not_read_by_their_count() -> None:
    assert not any(c.statement == "User has 5 children." for c in candidates("My 5 children love the dogs."))


# -- where the user lives, said of their things or doings there -----------------------------------------------------

@pytest.mark.parametrize(("text", "place"), [
    ("Home base is Spokane, so the humidity here is a shock.", "Spokane"),
    ("I'm in a knitting circle here in Duluth and we meet on Thursdays.", "Duluth"),
    ("We grow garlic on an acre here outside Taos.", "Taos"),
    ("Three hives at the bottom of my garden in York, and they're thriving.", "York"),
    ("our farm is up in the Driftless Area of Wisconsin and the frost came early", "Driftless"),
])
def test_the_place_of_the_users_things_or_doings_is_their_home(text: str, place: str) -> None:
    found = {c.subject: c.statement for c in candidates(text)}
    assert place in found.get("location:home", ""), found


@pytest.mark.parametrize("text", [
    "I'm here in Paris for a conference, what should I see?",
    "We're here in Rome for the week.",
    "I rented a villa here in Tuscany for our vacation.",
    "Next Saturday my sister will be playing a gig down here in Los Angeles.",
])
def test_a_place_visited_or_a_relatives_doing_there_is_no_home(text: str) -> None:
    assert "location:home" not in subjects(text), subjects(text)


# -- a standing kept for a time, a degree finished, a past job with its "I" left out, a branch retired from --------

@pytest.mark.parametrize(("text", "unwanted"), [
    ("I've been divorced for 3 years.", "experience:divorced"),
    ("we've been divorced 2 years, so the tattoo has to go.", "experience:divorced"),
])
def test_a_marriage_ended_for_a_time_is_the_users_standing(text: str, unwanted: str) -> None:
    found = subjects(text)
    assert "relationship_status" in found and unwanted not in found, found


def test_one_separated_from_is_no_spouse_now() -> None:
    assert "family:husband" not in subjects("I've been separated from my husband since March.")


def test_anothers_divorce_is_no_standing_of_the_users() -> None:
    assert "relationship_status" not in subjects("My parents have been divorced for years.")


@pytest.mark.parametrize("text", ["finished my BSN in May and started nights on a med-surg floor",
                                  "I got my MSN last year.", "I completed my master's in social work."])
def test_a_degree_finished_is_education(text: str) -> None:
    found = subjects(text)
    assert "education" in found and not {s for s in found if s.startswith(("possession:", "outcome:"))}, found


@pytest.mark.parametrize(("text", "key"), [
    ("Was a CNA for six years, now I'm an LPN.", "history:cna"),
    ("was a paralegal for a decade before law school", "history:paralegal"),
    ("Retired Coast Guard, 22 years, mostly search and rescue.", "history:military"),
    ("Retired Navy, now I teach sailing.", "history:military"),
])
def test_a_former_job_or_service_with_its_i_left_out_is_history(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["was a great day for a walk.", "Was a long shift for everyone.",
                                  "My dad was a teacher for 30 years."])
def test_a_day_a_shift_or_a_relatives_job_is_no_history_of_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("history:")}, subjects(text)


@pytest.mark.parametrize(("text", "keys"), [
    ("I sell hand-dyed yarn on Etsy full time now.", {"occupation"}),
    ("I'm a delivery skipper based in Brixham.", {"occupation", "location:home"}),
    ("nickel allergy here, so gold or titanium only", {"health:allergy:nickel"}),
])
def test_work_sold_online_a_skipper_and_an_allergy_introduced_are_the_users(text: str, keys: set[str]) -> None:
    assert keys <= subjects(text), subjects(text)


def test_old_things_sold_online_are_no_trade() -> None:
    assert "occupation" not in subjects("I sell my old clothes on eBay.")
