"""Session 20 (helper 5, the thirty-first corpus): keys without the words said beside them (a van's working body, an
allergen's aside, a condition after a job), jobs no longer kept as identities (a public defender, a senior carer),
places on a team and qualifications that are no one's identity, pursuits said as leagues and clubs say them (darts,
bowling, pool, roller derby, foraging), relatives and pets named in passing, injuries keyed as their nouns are, and a
faith said before a job. Probe sentences in other words than the corpus's."""

import pytest

from tests.extracting import candidates, subjects


def statements(*texts: str) -> dict[str, str]:
    return {c.subject: c.statement for c in candidates(*texts)}


# -- keys without what is said beside them -----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("We just bought a 2003 Ford E-450 box truck for the bakery.", "vehicle:ford_e_450"),
    ("I drive a 2004 Chevy Silverado pickup truck.", "vehicle:chevy_silverado"),
    ("I drive a Ford Transit cargo van for my plumbing business.", "vehicle:ford_transit"),
    ("I sold my Honda N-Box before I left.", "vehicle:honda_n_box"),  # a model's own "box"
])
def test_a_vehicle_is_keyed_without_its_working_body(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize(("text", "key"), [
    ("I'm allergic to dogs (mild, I take Claritin) but I walk them anyway.", "health:allergy:dog"),
    ("I'm allergic to peanuts and read that some kids outgrow it.", "health:allergy:peanut"),
    ("I'm allergic to tree nuts and carry an EpiPen everywhere.", "health:allergy:tree_nut"),
])
def test_an_allergen_ends_before_what_is_said_of_it(text: str, key: str) -> None:
    found = {s for s in subjects(text) if s.startswith("health:allergy:")}
    assert found == {key}, found


@pytest.mark.parametrize(("text", "condition"), [
    ("I'm a nurse in Hull and severely allergic to latex.", "health:allergy:latex"),
    ("I'm a chef and diabetic, so tasting is tricky.", "health:diabetes"),
])
def test_a_condition_after_a_job_is_its_own_and_the_job_is_not_sensitive(text: str, condition: str) -> None:
    found = {c.subject: c for c in candidates(text)}
    assert condition in found and "occupation" in found, found
    assert found["occupation"].sensitivity == "normal"
    assert "allergic" not in found["occupation"].statement and "diabetic" not in found["occupation"].statement


# -- jobs, and what is no job nor identity ---------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I'm a public defender in Cleveland.",
    "I'm a senior carer at a nursing home.",
    "I'm a support carer for an agency.",
    "I'm a loss adjuster for a big insurer.",
    "Muralist here, mostly brewery walls.",
    "I'm the landlady of the Fox and Hounds.",
])
def test_a_job_is_an_occupation_not_an_identity(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found and not any(s.startswith("identity:") for s in found), found


@pytest.mark.parametrize("text", [
    "I'm a blocker for my league's B team.",
    "I'm a jammer, second season.",
    "I'm a non-skating official for our local league.",
    "I'm a qualified first aider.",
    "I play D for a rec hockey team.",
])
def test_a_place_on_a_team_or_a_qualification_is_no_identity(text: str) -> None:
    found = subjects(text)
    assert not any(s.startswith("identity:") or s in ("activity:d", "occupation") for s in found), found


@pytest.mark.parametrize(("text", "key"), [
    ("I'm a 1L at Fordham Law.", "education"),
    ("I'm in my second year of nursing school in Cardiff.", "education"),
    ("I'm in my first year of a culinary program.", "education"),
])
def test_a_year_of_a_school_is_education(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found and "occupation:school" not in found and not any(
        s.startswith("identity:") for s in found), found


@pytest.mark.parametrize("text", ["These days I own the bakery on Mill Lane.", "I own the pub now."])
def test_owning_the_business_is_a_job(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found and not any(s.startswith("possession:") for s in found), found


def test_owning_the_house_is_still_a_thing_owned() -> None:
    assert "occupation" not in subjects("I own the house outright now.")


def test_a_profession_left_some_time_ago_is_history() -> None:
    found = {c.subject: c.polarity for c in candidates("It's been three years since I left nursing.")}
    assert found.get("history:nursing") == "assert" and "occupation" not in found, found


def test_a_police_force_officer_retired_is_a_police_officer_of_the_past() -> None:
    assert "history:police_officer" in subjects("I'm a retired RCMP officer, 70.")


# -- pursuits ----------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("I play darts in the Monday pub league.", "activity:darts"),
    ("I throw darts for the Plough A team.", "activity:darts"),
    ("I shoot pool most Thursdays.", "activity:pool"),
    ("I'm captain of our 9-ball pool team.", "activity:pool"),
    ("Bowler here, 170 average, any tips?", "activity:bowling"),
    ("Climbing newbie here, which shoes should I get?", "activity:climbing"),
    ("Roller derby rookie here!", "activity:roller_derby"),
    ("I play derby on Sundays.", "activity:roller_derby"),
    ("I've been foraging mushrooms in Wales for about six years.", "experience:foraging"),
    ("I hurt my shoulder at rugby training.", "activity:rugby"),
])
def test_a_pursuit_as_leagues_and_clubs_say_it(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


def test_a_cricket_bowler_is_no_bowling() -> None:
    assert "activity:bowling" not in subjects("I'm a fast bowler for my cricket club.")


def test_a_team_skated_or_played_for_is_a_club_belonged_to() -> None:
    assert "membership:gotham_girls" in subjects("I skate for the Gotham Girls.")
    assert "membership:coburg_lions" in subjects("I play for the Coburg Lions.")


def test_retired_from_derby_is_its_history_not_a_job() -> None:
    found = subjects("Retired from derby after six years, my knees were done.")
    assert "history:roller_derby" in found and "occupation" not in found, found


def test_someone_elses_injury_names_no_sport_of_the_users() -> None:
    assert not any(s.startswith("activity:") for s in subjects("My son got hurt at soccer practice."))


# -- relatives and pets named in passing -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("I need the Friday off because my daughter has her tonsils out.", "family:daughter"),
    ("I'm a retired plumber and my grandson got me into lettering.", "family:grandson"),
    ("My husband does the payroll and my brother rents the flat upstairs from us.", "family:brother"),
    ("Can't do the late shift since my wife works nights.", "family:wife"),
])
def test_a_relative_named_in_passing_is_the_users(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "and my sister has two dogs of her own",  # theirs, with nothing of the user's in it
    "the charity that looked after my late wife",
    "A client said 'I need the weekend because my son has a game.'",
    "My mom says I should sell it.",  # a parent, whom everyone has
])
def test_no_relative_is_formed_from_these(text: str) -> None:
    assert not any(s.startswith("family:") for s in subjects(text)), subjects(text)


@pytest.mark.parametrize(("text", "key"), [
    ("The groomer who did my dog Biscuit's nails was lovely.", "pet:dog"),
    ("My own cat, a one-eyed tabby called Moss, hates the hoover.", "pet:cat"),
    ("It handles my three labradors' hair fine.", "pet:dog"),
    ("I share a flat with two friends and my cat Olive.", "pet:cat"),
])
def test_a_pet_named_in_passing_is_the_users(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I'm minding my friend's dog Rex this week.", "He said 'my cat Tom is a menace'."])
def test_no_pet_from_anothers_or_a_quote(text: str) -> None:
    assert not any(s.startswith("pet:") for s in subjects(text)), subjects(text)


# -- injuries and a faith before a job ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("I broke my ankle in March.", "health:broken_ankle"),
    ("Broke my thumb at netball practice.", "health:broken_thumb"),
    ("Blew my ACL playing five-a-side.", "health:torn_acl"),
    ("I fractured my collarbone last month.", "health:fractured_collarbone"),
    ("I sprained my left ankle.", "health:left_ankle"),
])
def test_an_injury_is_keyed_as_its_noun_is(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize(("text", "key"), [
    ("I'm a Sikh taxi driver in Slough.", "identity:sikh"),
    ("I'm a Catholic nurse on a cardiac ward.", "identity:catholic"),
])
def test_a_faith_before_a_job_is_the_users(text: str, key: str) -> None:
    found = {c.subject: c for c in candidates(text)}
    assert key in found and found[key].sensitivity == "sensitive" and "occupation" in found, found


def test_a_faith_before_a_liking_is_no_faith_said() -> None:
    assert not any(s.startswith("identity:") for s in subjects("I'm a Christian rock fan."))


# -- a marriage's length, service with "ex-", a context given after a word of reply ------------------------------------

@pytest.mark.parametrize("text", [
    "We've been married nine years this spring.",
    "Married 20 years to my wife, a teacher.",
    "he's up for promotion. we have been married for 3 years.",
])
def test_a_marriage_of_the_household_is_the_users(text: str) -> None:
    assert "relationship_status" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["They've been married 40 years.", "My parents have been married 30 years.",
                                  "Have you been married long?"])
def test_no_marriage_of_others_or_asked(text: str) -> None:
    assert "relationship_status" not in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I'm ex-Navy, so I know the drill.", "I'm ex-forces myself."])
def test_service_said_with_ex_is_military_history(text: str) -> None:
    assert "history:military" in subjects(text), subjects(text)


def test_a_context_given_after_a_word_of_reply_is_read() -> None:
    found = subjects("great but for context I'm a shift supervisor at a Tesco in Derby")
    assert "occupation" in found, found


@pytest.mark.parametrize(("text", "key"), [
    ("Been cutting hair for years and the arthritis in my hands is getting worse.", "health:arthritis"),
    ("The carpal tunnel in my left wrist flares up at night.", "health:carpal_tunnel"),
])
def test_a_condition_in_a_part_of_the_users_body_is_theirs(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


def test_a_condition_in_anothers_body_is_not_the_users() -> None:
    assert not any(s.startswith("health:") for s in subjects("The arthritis in her hands is getting worse."))


# -- clubs joined and belonged to --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("I'm a proud new member of the Audubon Society.", "membership:audubon_society"),
    ("I've joined the Ramblers Association.", "membership:ramblers_association"),
    ("I just joined Old Actonians RFC.", "membership:old_actonians_rfc"),
    ("I joined Auld Reekie Roller Derby in March.", "membership:auld_reekie_roller_derby"),
])
def test_a_club_joined_or_belonged_to_by_its_name(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found and not any(s.startswith("identity:") for s in found), found


def test_joining_people_is_no_club() -> None:
    assert not subjects("I've joined my friends for lunch.")


@pytest.mark.parametrize(("text", "key"), [
    ("Hard of hearing darts player here, quick one.", "health:hearing_loss"),
    ("Blind swimmer here!", "health:blindness"),
])
def test_a_sense_lost_said_of_the_one_introduced_is_the_users(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["barista in Galway, from Lisbon originally, 24.",
                                  "Welder in Hull, originally from Gdansk."])
def test_where_the_user_is_from_said_after_a_comma(text: str) -> None:
    assert "location:origin" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["My husband, from Accra originally, cooks.", "He's a chef, originally from Lyon."])
def test_where_someone_else_is_from_is_not_the_users(text: str) -> None:
    assert "location:origin" not in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I'm a lift operator at Whistler Blackcomb, 23.",
                                  "I'm a volunteer coach for our local netball club, 47, and I love it."])
def test_an_age_set_after_a_longer_saying_of_who_the_user_is(text: str) -> None:
    assert "age" in subjects(text), subjects(text)


def test_a_parents_children_counted_are_no_age() -> None:
    assert "age" not in subjects("I'm a father of three, 14 and 11 and 9.")


@pytest.mark.parametrize("text", ["Not vegetarian anymore, I eat fish and chicken now.",
                                  "Old bio said 'vegan, 20'. No longer vegan, sadly."])
def test_a_diet_no_longer_kept_its_im_left_out(text: str) -> None:
    found = {c.subject: c.polarity for c in candidates(text)}
    assert found.get("diet") == "retract", found


def test_a_diet_no_longer_kept_in_a_quote_is_not_the_users() -> None:
    assert "diet" not in subjects("She said 'not vegan anymore'.")


@pytest.mark.parametrize(("text", "key"), [
    ("Write a review of the Dyson V15 I bought in January.", "possession:dyson_v15"),
    ("Help me review the Kindle Paperwhite I got last Christmas.", "device:kindle_paperwhite"),
])
def test_a_thing_named_then_bought_is_the_users(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["Review the Dyson V15 I bought in January but returned.",
                                  "Is the Kindle I got last year any good?"])
def test_no_thing_bought_then_returned_or_asked(text: str) -> None:
    assert not any(s.startswith(("device:", "possession:")) for s in subjects(text)), subjects(text)
