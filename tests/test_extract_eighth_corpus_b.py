"""What the eighth corpus written blind (tests/data/eighth_corpus.jsonl) found the rules forming wrong or missing in
its hobbyist, remote-freelancer, newcomer, memory-correction and tricky-negation styles, one family per section;
the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- a pursuit is keyed on what is done, not on where, with whom, or a comma's afterthought --------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I play in a covers band most weekends.",
        "I sing in a choir on Sundays.",
        "I play for a pub team.",
        "I use hand tools so far.",
        "I use a lot of spreadsheets.",
    ],
)
def test_where_or_a_tool_is_no_pursuit(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:") and s not in (
        "activity:singing",)}, subjects(text)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I brew my own beer, mostly hazy IPAs, in the garage.", "activity:brewing"),
        ("I brew beer.", "activity:brewing"),
        ("I collect vinyl, mostly jazz and soul.", "activity:vinyl"),
        ("I play guitar in a band.", "activity:guitar"),
    ],
)
def test_a_pursuit_object_ends_at_its_comma(text: str, subject: str) -> None:
    assert subject in subjects(text)
    assert not any("mostly" in s for s in subjects(text))


# -- a list of what is eaten is no key; a drink is a liking ----------------------------------------------------------

def test_a_list_of_foods_eaten_is_no_key_of_its_own() -> None:
    assert not subjects("I eat fish and chicken.")
    assert not subjects("I eat rice, beans and lentils.")
    assert subjects("I eat a lot of pizza, mostly pepperoni.") == {"diet:pizza"}


def test_a_drink_not_drunk_is_the_liking_it_takes_back_later() -> None:
    assert subjects("I don't drink coffee at all, never have.") == {"preference:coffee"}
    assert subjects("I drink green tea every morning.") == {"preference:green_tea"}
    assert subjects("I don't eat red meat.") == {"diet:red_meat"}


# -- a habit said over with "used to" -------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I used to smoke, quit about 6 years ago.", "health:smoking"),
        ("I used to smoke cigarettes but that was ages ago.", "health:smoking"),
        ("I used to vape.", "health:vaping"),
    ],
)
def test_used_to_smoke_retracts_the_habit(text: str, subject: str) -> None:
    found = candidates(text)
    assert [(c.subject, c.polarity, c.sensitivity) for c in found] == [(subject, "retract", "sensitive")]


def test_a_habit_taken_up_again_or_another_smoke_is_no_retraction() -> None:
    assert not any(c.polarity == "retract" for c in candidates("I used to smoke and still do sometimes."))
    assert "health:smoking" not in subjects("I used to smoke weed in college.")


def test_used_to_is_keyed_before_its_comma() -> None:
    assert subjects("I used to play guitar, quit in college.") == {"history:guitar"}


# -- cameras are devices; a device parted with is not had -----------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I have a Canon R6.", "device:canon_r6"),
        ("I bought a Nikon D750 last month.", "device:nikon_d750"),
        ("I have two Dell monitors.", "device:dell_monitor"),
        ("I have a 2019 Mac mini.", "device:mac_mini"),
    ],
)
def test_a_camera_or_a_monitor_is_a_device(text: str, subject: str) -> None:
    assert subject in subjects(text)


def test_a_camera_sold_is_retracted_and_not_also_had() -> None:
    assert keyed("I sold my Sony a7 III last year, never clicked with it.") == {("device:sony_a7_iii", "retract")}
    assert keyed("I gave away my Sony a7 III.") == {("device:sony_a7_iii", "retract")}


def test_a_camera_shot_with_is_had_and_photography_kept() -> None:
    assert subjects("I shoot a Fujifilm X-T4, mostly with the 23mm lens.") == {
        "device:fujifilm_x_t4", "activity:photography"}
    assert subjects("I mostly shoot on my Canon R6.") == {"device:canon_r6", "activity:photography"}
    assert not subjects("I shoot a wedding next month.")


# -- in-laws are relatives ------------------------------------------------------------------------------------------

def test_an_in_law_is_family() -> None:
    assert subjects("I have a sister-in-law in Leeds.") == {"family:sister_in_law"}
    assert "family:brother_in_law" in subjects("My brother-in-law is a chef.")


# -- a reading that runs high or low is a condition ------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I have high cholesterol.", "health:high_cholesterol"),
        ("I have high blood pressure, so no salt please.", "health:high_blood_pressure"),
        ("My cholesterol's been high for a couple years.", "health:high_cholesterol"),
        ("My blood sugar is a bit high.", "health:high_blood_sugar"),
    ],
)
def test_a_reading_running_high_is_sensitive_health(text: str, subject: str) -> None:
    found = candidates(text)
    assert [(c.subject, c.sensitivity) for c in found] == [(subject, "sensitive")]


def test_a_reading_once_or_a_standard_is_no_condition() -> None:
    assert not subjects("My iron was low last time.")
    assert not subjects("My standards are high.")


# -- a joke taken back, then the truth -----------------------------------------------------------------------------

def test_what_follows_a_take_back_is_the_users_word() -> None:
    assert keyed("I'm a pilot. jk I'm a nurse.") == {("occupation", "assert")}
    assert [c.statement for c in candidates("I'm a pilot. jk I'm a nurse.")] == ["User is a nurse."]
    assert [c.statement for c in candidates("jk lol I'm a nurse.")] == ["User is a nurse."]
    assert not candidates("I'm a pilot. Just kidding!")


# -- the assistant's belief taken back in the user's words --------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Forget that I live in Denver.", "location:home"),
        ("pls stop assuming I'm vegetarian, that was like the third tofu recipe", "diet"),
        ("Please forget that I have a cat.", "pet:cat"),
        ("I never said I was vegan.", "diet"),
        ("You keep assuming I have kids.", "family:kid"),
    ],
)
def test_a_belief_the_user_says_to_drop_is_retracted(text: str, subject: str) -> None:
    assert keyed(text) == {(subject, "retract")}


def test_what_is_said_instead_wins_on_the_same_subject() -> None:
    assert keyed("Forget that I live in Denver, I moved to Boise in the fall.") == {("location:home", "assert")}


def test_forgetting_of_ones_own_is_no_correction() -> None:
    assert not candidates("I always forget that I have a meeting on Mondays.")


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm not running anymore, the knee surgery ended that.", "activity:running"),
        ("I'm not swimming anymore.", "activity:swimming"),
        ("I don't live in Denver anymore.", "location:home"),
        ("I no longer live in Denver.", "location:home"),
    ],
)
def test_a_pursuit_or_a_home_no_longer_kept_is_retracted(text: str, subject: str) -> None:
    assert keyed(text) == {(subject, "retract")}


def test_a_home_denied_without_a_change_is_no_retraction() -> None:
    assert not candidates("I don't live in Denver, I just work there.")


# -- a newcomer: where they came from, their standing, their languages ----------------------------------------------

@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("I came to Germany from Syria 2 years ago.", "User came to Germany from Syria."),
        ("11 years since I came from Ghana with two suitcases.", "User came from Ghana."),
        ("I moved here from Ghana 11 years ago.", "User moved here from Ghana."),
        ("im doing my master's at Osaka University, came from Vietnam in september", "User came from Vietnam."),
    ],
)
def test_where_the_user_came_from_is_their_origin(text: str, statement: str) -> None:
    origin = [c for c in candidates(text) if c.subject == "location:origin"]
    assert [c.statement for c in origin] == [statement]


def test_a_move_between_two_places_or_from_work_is_no_origin() -> None:
    assert keyed("I moved from Texas to Ohio.") == {("location:home", "assert")}
    assert not candidates("I came from work.")
    assert not candidates("I came from Postgres.")


@pytest.mark.parametrize(
    "text",
    [
        "I'm only PR",
        "I am a permanent resident.",
        "I'm here on a student visa.",
        "I just got my green card!",
        "I PASSED MY CITIZENSHIP TEST!!!",
        "I have a work permit until 2026.",
    ],
)
def test_a_standing_in_the_country_is_one_sensitive_key(text: str) -> None:
    found = candidates(text)
    assert [(c.subject, c.sensitivity) for c in found] == [("identity:immigration_status", "sensitive")]


@pytest.mark.parametrize("text", ["I have a green card interview next week.", "I'm a citizen of the world.",
                                  "I'm applying for a work visa.", "I'm a senior citizen."])
def test_a_visa_to_come_or_a_figure_is_no_standing(text: str) -> None:
    assert "identity:immigration_status" not in subjects(text)


def test_a_learners_little_and_own_level_name_the_language() -> None:
    assert subjects("I speak portuguese and little spanish.") == {"language:portuguese", "language:spanish"}
    assert subjects("My German is rusty.") == {"language:german"}
    assert not subjects("My French teacher is great.")


def test_a_place_lived_after_a_comma_is_home() -> None:
    assert keyed("I am from Brazil, living in Newark 3 years.") == {("location:origin", "assert"),
                                                                    ("location:home", "assert")}
    assert not candidates("Living in Florida, I am sure your kids enjoy the beach!")


# -- a freelancer's job and the home they work from -----------------------------------------------------------------

def test_a_freelancer_is_what_they_freelance_as() -> None:
    found = candidates("I freelance as a translator (German to English mostly) and work out of a tiny flat in Lisbon.")
    assert {(c.subject, c.statement) for c in found} == {
        ("occupation", "User freelances as a translator."),
        ("location:home", "User works out of a tiny flat in Lisbon."),
        # the languages the translator works between (session 17: the eighth corpus labels them)
        ("language:german", "User freelances as a translator."),
        ("language:english", "User freelances as a translator."),
    }
    assert not candidates("I freelance as a hobby.")


def test_a_second_verb_after_and_or_but_is_the_users_too() -> None:
    assert keyed("I work for a fintech in London but live in a tiny village in north Wales.") == {
        ("occupation:employer", "assert"), ("location:home", "assert")}
    assert keyed("I got married and moved to Denver.") == {("relationship_status", "assert"),
                                                          ("location:home", "assert")}
    assert not any(c.subject.startswith("possession:") for c in candidates("I went out and got a burger and fries."))


# -- a remote worker's desk: the setup, the system switched from, a device the user has "myself" ---------------------

def test_a_setup_lists_the_users_devices() -> None:
    found = candidates("My setup is a 2019 Mac mini + two Dell monitors.")
    assert {(c.subject, c.statement) for c in found} == {
        ("device:mac_mini", "User has a Mac mini."), ("device:dell_monitor", "User has two Dell monitors.")}
    assert not candidates("My setup is pretty simple.")


def test_a_system_switched_from_is_retracted() -> None:
    assert keyed("I just switched from Windows to macOS after 15 years.") == {("os:macos", "assert"),
                                                                              ("os:windows", "retract")}


def test_a_thing_had_myself_and_loved_is_had() -> None:
    assert keyed("I have a Kindle Oasis myself and love it but my friend uses the library a lot.") == {
        ("device:kindle_oasis", "assert")}
    assert keyed("I have a dog and a cat.") == {("pet:dog", "assert"), ("pet:cat", "assert")}
    assert not candidates("I have a copy of it.")


def test_a_named_instrument_or_device_picked_up_is_bought_not_taken_up() -> None:
    assert subjects("I just picked up a Squier Bass VI to mess around with.") == {"possession:squier_bass_vi"}
    assert subjects("I picked up a used Nintendo Switch.") == {"device:nintendo_switch"}
    assert subjects("I picked up knitting.") == {"activity:knitting"}


# -- a phone or internet provider -----------------------------------------------------------------------------------

def test_a_provider_is_a_membership_a_switch_and_a_leaving_change_it() -> None:
    assert keyed("I'm with Verizon.") == {("membership:verizon", "assert")}
    assert keyed("I'm not with Verizon anymore, switched to Mint Mobile.") == {
        ("membership:verizon", "retract"), ("membership:mint_mobile", "assert")}
    assert not candidates("I'm with my mom.")
    assert not any(c.subject.startswith("membership:") for c in candidates("I'm with Chase."))


# -- corrections said in passing: who someone is, which device it is now --------------------------------------------

def test_someone_named_as_the_users_relative_is_one() -> None:
    assert subjects("No, I have two kids, not three. The third one last time was my niece.") == {
        "family:kid", "family:niece"}
    assert subjects("That's my brother.") == {"family:brother"}
    assert not candidates("It's my roommate who got diagnosed, not me.")
    assert not candidates("She's my niece's friend.")


def test_the_device_it_is_now_and_the_one_it_is_not() -> None:
    assert keyed("And it's a Pixel 7a now, not the iPhone, so android instructions pls.") == {
        ("device:pixel_7a", "assert"), ("device:iphone", "retract")}
    assert not candidates("It's a Monday now, not the Sunday.")


def test_a_kind_of_person_who_likes_a_thing_likes_it() -> None:
    assert keyed("I'm a tea person through and through.") == {("preference:tea", "assert")}
    assert keyed("I'm definitely more of a coffee person.") == {("preference:coffee", "assert")}
    assert "preference:morning" not in subjects("I'm a morning person.")
    assert "preference:dog" not in subjects("I'm a dog person.")


# -- found probing around the corpus: an origin needs a country or where to; a thing is keyed on the one named first -

def test_a_company_come_from_is_no_origin() -> None:
    assert not candidates("I came from Google.")
    assert subjects("I came from the Philippines.") == {"location:origin"}


def test_a_tourist_visa_is_no_standing() -> None:
    assert not candidates("I'm on a tourist visa for two weeks.")


def test_a_thing_is_keyed_without_its_age_or_the_one_it_is_not() -> None:
    assert keyed("I sold my old Strat last year.") == {("possession:strat", "retract")}
    assert [c.statement for c in candidates("I have an old Honda Civic.")] == ["User has a Honda Civic."]
    assert subjects("I have 3 kids not 2.") == {"family:kid"}
    assert subjects("I have a Honda, not a Toyota.") == {"vehicle:honda"}


def test_never_told_you_takes_the_claim_back() -> None:
    assert keyed("I never told you I had a boyfriend.") == {("family:boyfriend", "retract")}


def test_a_country_after_a_status_or_a_job_is_the_origin() -> None:
    assert keyed("I'm an international student from Nigeria.") == {("occupation", "assert"),
                                                                   ("location:origin", "assert")}
    assert "location:origin" in subjects("I am refugee from Ukraine.")
    assert subjects("I'm a nurse from the agency.") == {"occupation"}
    assert subjects("I'm a developer from Google.") == {"occupation"}


def test_a_dislike_said_as_cant_stand() -> None:
    assert keyed("I can't stand cilantro.") == {("preference:cilantro", "assert")}
    assert not candidates("I can't stand up for long.")


def test_a_freelancers_rate_is_sensitive_finance() -> None:
    found = candidates("I charge $120/hour for design work.")
    assert [(c.subject, c.sensitivity) for c in found] == [("finance:hourly_rate", "sensitive")]
    assert not candidates("I charge my phone every night.")


def test_a_hedge_in_a_consequence_of_the_users_own_is_no_gate() -> None:
    assert keyed("I work for a fintech in London but live in north Wales, so I go in maybe once a quarter.") == {
        ("occupation:employer", "assert"), ("location:home", "assert")}
    assert keyed("I'm vegan, so I might try the tofu.") == {("diet", "assert")}


@pytest.mark.parametrize("text", ["I clean houses.", "I drive for Uber on weekends.", "I wait tables.",
                                  "I drive a truck for a living.", "I cut hair at a salon."])
def test_work_said_by_what_is_done_is_an_occupation(text: str) -> None:
    # (and a company named, who it is for: session 21)
    assert subjects(text) - {"occupation:employer"} == {"occupation"}


def test_a_truck_driven_is_a_vehicle_and_old_gig_is_history() -> None:
    assert subjects("I drive a truck.") == {"vehicle:truck"}
    assert "occupation" not in subjects("I used to drive for Uber.")


@pytest.mark.parametrize(("text", "subject", "statement"), [
    ("My mom is a permanent resident.", "family:mother", "User has a mom."),
    ("My wife is here on a work visa.", "family:wife", "User has a wife."),
    ("My husband just got his green card.", "family:husband", "User has a husband."),
])
def test_a_relatives_standing_is_theirs_and_never_said(text: str, subject: str, statement: str) -> None:
    assert [(c.subject, c.statement) for c in candidates(text)] == [(subject, statement)]


@pytest.mark.parametrize("text", ["My friend came from Syria last year.", "She's on a student visa.",
                                  "Imagine I came from France.", "Do you think I'm a permanent resident?",
                                  "Forget that, what's the weather?", "My friend is a refugee."])
def test_anothers_move_or_standing_or_a_question_forms_nothing(text: str) -> None:
    assert not candidates(text)


# -- a pastime given up by its noun; one kept up "for years" is experience too ----------------------------------------

@pytest.mark.parametrize(("text", "subject"), [
    ("I don't play guitar anymore, my wrist hurts.", "activity:guitar"),
    ("I don't really do yoga anymore.", "activity:yoga"),
    ("I no longer play tennis.", "activity:tennis"),
])
def test_a_pastime_named_by_its_noun_given_up_is_retracted(text: str, subject: str) -> None:
    assert (subject, "retract") in keyed(text)


def test_a_pastime_not_played_without_a_change_is_nothing() -> None:
    assert not candidates("I don't play guitar.")
    assert not candidates("I don't do drugs anymore.")


def test_a_pursuit_kept_up_for_years_is_experience_too() -> None:
    assert subjects("I brew my own beer, mostly hazy IPAs, been at it about 3 yrs.") == {
        "activity:brewing", "experience:brewing"}
    assert subjects("I knit a lot, been doing it for 20 years.") == {"activity:knitting", "experience:knitting"}


# -- a membership said as one ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "subject", "polarity"), [
    ("I'm a member of the YMCA.", "membership:ymca", "assert"),
    ("I'm a member of my local climbing gym.", "membership:climbing_gym", "assert"),
    ("I have a Costco membership.", "membership:costco", "assert"),
    ("I don't have a gym membership anymore.", "membership:gym", "retract"),
])
def test_a_membership_is_keyed_on_what_of(text: str, subject: str, polarity: str) -> None:
    assert keyed(text) == {(subject, polarity)}


def test_a_team_or_a_parliament_is_no_membership() -> None:
    assert not any(c.subject.startswith("membership:") for c in candidates("I'm a member of the team."))
    assert not any(c.subject.startswith("membership:") for c in candidates("I'm a member of parliament."))


# -- found reading the merges: one key whichever rule reads the phrase ---------------------------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("I lost my job last month.", ("occupation", "retract")),
    ("I don't eat pork anymore.", ("diet:pork", "retract")),
    ("pls stop thinking I'm vegetarian", ("diet", "retract")),
    ("I really can't stand cilantro anymore.", ("preference:cilantro", "assert")),
])
def test_a_phrase_is_keyed_as_its_plain_form_is(text: str, expected: tuple[str, str]) -> None:
    assert keyed(text) == {expected}
