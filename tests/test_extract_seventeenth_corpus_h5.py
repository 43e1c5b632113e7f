"""What the seventeenth corpus written blind (tests/data/seventeenth_corpus.jsonl) found the rules forming wrong or
missing in its competitive-gaming, concerts-and-fandoms, contrasts-with-others, lab-and-engineering, landlords-and-
roommates and weight-loss-and-medications styles, one family per section; the sentences are variants, not the
corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- a prescription medicine the user is on, started or came off -----------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("I'm on sertraline and lisinopril.", {("health:sertraline", "assert"), ("health:lisinopril", "assert")}),
    ("I'm taking Lexapro.", {("health:lexapro", "assert")}),
    ("I take atorvastatin every night.", {("health:atorvastatin", "assert")}),
    ("Just started Zepbound 2.5mg last week, any tips?", {("health:zepbound", "assert")}),
    ("I've dropped 20 pounds on Wegovy so far.", set()),  # "dropped" is no course of it
    ("I've lost 20 pounds on Wegovy so far.", {("health:wegovy", "assert")}),
    ("I've been on Trulicity since spring.", {("health:trulicity", "assert")}),
    ("Went off Lexapro in the fall because of the side effects.", {("health:lexapro", "retract")}),
    ("I stopped taking gabapentin last year.", {("health:gabapentin", "retract")}),
    ("I'm off Saxenda now.", {("health:saxenda", "retract")}),
])
def test_a_medicine_the_user_is_on_or_came_off_is_their_health(text: str, expected: set[tuple[str, str]]) -> None:
    found = candidates(text)
    assert {(c.subject, c.polarity) for c in found if c.subject.startswith("health:")} == expected, found
    assert all(c.sensitivity == "sensitive" for c in found if c.subject.startswith("health:")), found
    assert not {c.subject for c in found if c.subject.startswith(("activity:", "experience:"))}, found


@pytest.mark.parametrize(("text", "condition"), [
    ("I take metformin for my type 2 diabetes.", "health:type_2_diabetes"),
    ("Started sertraline a month ago for my anxiety.", "health:anxiety"),
])
def test_the_condition_a_medicine_is_taken_for_is_the_users_too(text: str, condition: str) -> None:
    assert (condition, "assert") in keyed(text), keyed(text)


@pytest.mark.parametrize("text", [
    "Take metformin with food.",
    "Should I start Ozempic?",
    "I'm not on metformin.",
    "I haven't started Wegovy yet.",
    "If I went off Wegovy, would I regain it all?",
    "My sister has been on Wegovy for a year.",
    "My husband started Mounjaro last month.",
    "My doctor wants to put me on metformin.",
    "Is lisinopril safe with ibuprofen?",
])
def test_a_medicine_asked_about_supposed_or_anothers_forms_no_health(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


# -- an operation the user had --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I had a knee replacement in 2021.", "health:knee_replacement"),
    ("I'm 70 and had a kidney transplant a few years back.", "health:kidney_transplant"),
    ("I had gastric bypass surgery five years ago.", "health:gastric_bypass"),
    ("I've had ACL reconstruction on both knees.", "health:acl_reconstruction"),
    ("I can't run anymore since my hip replacement.", "health:hip_replacement"),
    ("I'm still recovering from back surgery.", "health:back"),
    ("I gave up biking after my knee surgery.", "health:knee"),
])
def test_an_operation_the_user_had_is_their_health(text: str, key: str) -> None:
    found = candidates(text)
    assert key in {c.subject for c in found}, found
    assert all(c.sensitivity == "sensitive" for c in found if c.subject.startswith("health:")), found


@pytest.mark.parametrize("text", [
    "My dad had a hip replacement last year.",
    "My wife is recovering from knee surgery.",
    "Should I get a knee replacement?",
    "If I had knee surgery, how long would recovery take?",
    "I had a screen replacement done on my phone.",
    "I had a battery replacement last week.",
])
def test_an_operation_of_anothers_asked_or_of_a_thing_forms_no_health(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


# -- a game played: its title and number, not how it is played; the devices played on; a main; a pro player ---------


@pytest.mark.parametrize(("text", "key"), [
    ("I play FIFA 24 online with friends.", "activity:fifa_24"),
    ("I play Overwatch competitively.", "activity:overwatch"),
    ("I play chess online most nights.", "activity:chess"),
    ("I play Street Fighter 6 ranked every night.", "activity:street_fighter_6"),
])
def test_a_game_is_keyed_on_its_title_not_how_it_is_played(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert len({s for s in found if s.startswith("activity:")}) == 1, found


def test_a_pursuit_kept_up_with_its_ive_left_out_is_the_users() -> None:
    found = keyed("Been playing Overwatch competitively for 4 years.")
    assert {("activity:overwatch", "assert"), ("experience:overwatch", "assert")} <= found, found


@pytest.mark.parametrize("text", ["Been thinking about moving to Denver.",
                                  "My son has been playing Fortnite for years."])
def test_no_pursuit_from_a_thought_or_anothers(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("activity:", "experience:"))}, subjects(text)


def test_the_devices_a_game_is_played_on_are_the_users() -> None:
    found = subjects("I play Elden Ring on both a PS5 and a Steam Deck.")
    assert {"device:ps5", "device:steam_deck"} <= found, found
    assert not {s for s in subjects("I play Minecraft on a Tuesday.") if s.startswith("device:")}


def test_a_switch_is_the_nintendo_console_and_a_network_switch_is_not() -> None:
    assert "device:nintendo_switch" in subjects("I've got a Switch and a PS5.")
    assert "device:nintendo_switch" not in subjects("I have a network switch.")


@pytest.mark.parametrize(("text", "key"), [("I main Ryu.", "preference:ryu"),
                                           ("i main support in Overwatch", "preference:support")])
def test_a_main_is_a_liking(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["Do you main Ryu?", "My brother mains Ryu.", "Should I main Ryu?"])
def test_anothers_or_an_asked_main_is_none(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("preference:")}, subjects(text)


@pytest.mark.parametrize("text", ["I'm a pro Valorant player.", "I'm a professional poker player."])
def test_a_pro_player_has_a_job(text: str) -> None:
    assert "occupation" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I'm a semi-pro CS2 player.", "I'm a former pro Dota player.", "Is he a pro gamer?",
                                  "My son is a pro gamer.", "I'm a pro at this game."])
def test_a_semi_pro_former_asked_or_anothers_has_no_job(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


# -- a job the user introduces themselves by ---------------------------------------------------------------------


@pytest.mark.parametrize("text", ["Backend developer here, mostly Go.", "ICU nurse here.",
                                  "Civil engineer here - quick q"])
def test_a_job_followed_by_here_is_the_users(text: str) -> None:
    assert "occupation" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["Same here.", "Long time lurker here.", "The engineer here is great.",
                                  "Your nurse here will call you.", "New here, hi."])
def test_no_job_from_here_said_otherwise(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


# -- a relative the user sets themselves beside; a kind of drink person; a truck by its model -------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("Unlike my sister, who's a lawyer, I never finished college.", "family:sister"),
    ("Unlike my husband, I hate the cold.", "family:husband"),
])
def test_a_relative_the_user_contrasts_themselves_with_is_theirs(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["Unlike my friend, I hate the cold.", "Unlike her husband, she loves it.",
                                  "Would I be unlike my dad, if I quit?"])
def test_no_relative_from_a_friend_anothers_or_a_question(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")}, subjects(text)


@pytest.mark.parametrize(("text", "key"), [("I'm a black coffee person.", "preference:black_coffee"),
                                           ("I'm more of a red wine person.", "preference:red_wine")])
def test_a_kind_of_drink_person_likes_it(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


def test_a_drink_person_of_anothers_is_no_liking() -> None:
    assert not {s for s in subjects("My wife is a green tea person.") if s.startswith("preference:")}


@pytest.mark.parametrize(("text", "key"), [("I drive a Silverado.", "vehicle:silverado"),
                                           ("I have a 2018 4Runner.", "vehicle:4runner")])
def test_a_truck_by_its_model_is_a_vehicle(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


# -- a home rented by its bedrooms, a lease signed; a marriage ending; a degree studied or given up --------------------


@pytest.mark.parametrize("text", ["I rent a 2BR in Astoria.", "I rent a two-bedroom in Leeds.",
                                  "I just signed a lease in Denver.", "I signed a lease on a duplex in Tulsa."])
def test_a_home_rented_or_leased_is_where_the_user_lives(text: str) -> None:
    assert "location:home" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I signed a lease on a car in Denver.", "My sister signed a lease in Austin.",
                                  "Should I sign a lease in Austin?", "I rent a car in Austin."])
def test_no_home_from_a_car_lease_anothers_or_a_question(text: str) -> None:
    assert "location:home" not in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["We're getting divorced.", "I'm going through a divorce.",
                                  "We are separating after ten years."])
def test_a_marriage_ending_is_the_users_status(text: str) -> None:
    assert "relationship_status" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["My parents are getting divorced.", "Are we getting divorced?",
                                  "If we're getting divorced, who keeps the dog?", "I'm not getting divorced."])
def test_no_status_from_anothers_divorce_a_question_or_a_denial(text: str) -> None:
    assert "relationship_status" not in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I'm doing Purdue's online master's in engineering.",
                                  "I'm doing a part-time MBA at night."])
def test_a_degree_studied_with_its_school_or_how_it_is_taught(text: str) -> None:
    assert ("education", "assert") in keyed(text), keyed(text)


@pytest.mark.parametrize("text", ["I left my master's program after a year.", "I dropped out of my PhD in 2020."])
def test_a_degree_given_up_takes_education_back(text: str) -> None:
    assert ("education", "retract") in keyed(text), keyed(text)


@pytest.mark.parametrize("text", ["I left my PhD thesis on the bus.", "My brother left his PhD program.",
                                  "Should I quit my PhD?", "I'm doing Georgia Tech's homework."])
def test_no_education_from_a_thing_left_anothers_or_a_question(text: str) -> None:
    assert "education" not in subjects(text), subjects(text)


# -- walking kept up, and a relative it is kept up with ---------------------------------------------------------------


@pytest.mark.parametrize("text", ["I walk 5k every evening.", "I walk to work most days.", "I walk for an hour daily."])
def test_walking_said_by_how_far_how_often_or_where_to_is_a_pursuit(text: str) -> None:
    assert ("activity:walking", "assert") in keyed(text), keyed(text)


@pytest.mark.parametrize("text", ["I walk the dog for my neighbor.", "I walk past a bakery every day.",
                                  "My husband walks every morning.", "Should I walk every morning?",
                                  "I walk into the office at 9."])
def test_no_walking_from_a_thing_walked_a_route_anothers_or_a_question(text: str) -> None:
    assert "activity:walking" not in subjects(text), subjects(text)


@pytest.mark.parametrize(("text", "key"), [("I swim twice a week with my daughter.", "family:daughter"),
                                           ("I go hiking every weekend with my dad.", "family:father")])
def test_a_relative_a_pursuit_is_kept_up_with_is_the_users(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I am watching a film with my wife.", "Should I hike with my dad?",
                                  "I hike with my friend's dad.", "My sister hikes with my dad."])
def test_no_relative_from_a_moment_a_question_or_anothers_relative(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:") and s != "family:sister"}, subjects(text)


# -- a condition keyed as spelled; a fandom by the fan account run; a chess rating held ------------------------------


def test_coeliac_said_as_what_one_is_is_keyed_as_spelled_as_the_noun_is() -> None:
    assert "health:coeliac_disease" in subjects("I'm coeliac, so no gluten please.")
    assert "health:celiac_disease" in subjects("I'm celiac.")


@pytest.mark.parametrize(("text", "key"), [("I run a Blackpink fan account.", "preference:blackpink"),
                                           ("I moderate a Taylor Swift fan forum.", "preference:taylor_swift")])
def test_a_fan_account_run_is_a_liking_of_whom_it_is_for(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["My sister runs a BTS fan account.", "Should I start a BTS fan account?",
                                  "I run a fan account."])
def test_no_fandom_from_anothers_account_a_question_or_none_named(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("preference:")}, subjects(text)


@pytest.mark.parametrize("text", ["I'm rated 1600 on chess.com.", "My lichess blitz rating is stuck at 1500."])
def test_a_chess_rating_held_is_chess_played(text: str) -> None:
    assert ("activity:chess", "assert") in keyed(text), keyed(text)


@pytest.mark.parametrize("text", ["My son is 1200 on chess.com.", "What's a good rating on lichess?",
                                  "Is 1500 on lichess good?"])
def test_no_chess_from_anothers_rating_or_a_question(text: str) -> None:
    assert "activity:chess" not in subjects(text), subjects(text)


# -- the field's one person where the user works ----------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I'm the only data person at a 40-person nonprofit.",
                                  "I'm the sole finance person in a dental office."])
def test_the_one_person_of_a_field_at_work_has_a_job(text: str) -> None:
    assert "occupation" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I'm a data person.", "My husband is the only IT person at his company.",
                                  "Am I the only IT person here?"])
def test_no_job_from_a_liking_anothers_role_or_a_question(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


# -- a relative told of in a clause of their own ----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I'm flying out with my boyfriend who has never been to Europe.", "family:boyfriend"),
    ("We're staying with my sister, who lives in Leeds.", "family:sister"),
])
def test_a_relative_told_of_in_a_who_clause_is_the_users(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["My friend's sister, who is a nurse, helped.",
                                  "Should I tell my wife who is pregnant?",
                                  "If my sister, who lives in Denver, visits, what should we do?"])
def test_no_relative_from_a_friends_a_question_or_a_supposition(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")}, subjects(text)


@pytest.mark.parametrize("text", ["I took Adderall once in college.", "I got a card from my heart transplant team.",
                                  "My knee surgeon retired."])
def test_a_medicine_taken_once_or_an_operations_team_forms_no_health(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)
