"""What the fifteenth corpus written blind (tests/data/fifteenth_corpus.jsonl) found the rules forming wrong or
missing in its career-change, pilots' and sailors', drinks, parenting, multilingual-family and pet-rescue styles, one
family per section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- a job of the past, a profession left long ago, an employer left -----------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I'm a former nurse.", "history:nurse"),
    ("I'm an ex-teacher.", "history:teacher"),
    ("I'm a former high school teacher.", "history:high_school_teacher"),
])
def test_a_former_job_is_history_not_the_job_held(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert "occupation" not in found, found


@pytest.mark.parametrize("text", ["Is she a former nurse?", "If I were a former nurse, I'd know.",
                                  "My wife is a former teacher.", "I'm a former smoker."])
def test_a_former_job_of_someone_else_or_supposed_is_no_history(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith("history:")}, found
    assert "occupation" not in found, found


@pytest.mark.parametrize(("text", "key"), [
    ("I left nursing three years ago.", "history:nursing"),
    ("I quit teaching years ago.", "history:teaching"),
    ("I left the classroom about ten years ago.", "history:teaching"),
])
def test_a_profession_left_years_ago_is_history_and_takes_no_job_back(text: str, key: str) -> None:
    found = keyed(text)
    assert (key, "assert") in found, found
    assert ("occupation", "retract") not in found, found


@pytest.mark.parametrize("text", ["My wife left nursing years ago.", "Should I have left nursing years ago?",
                                  "I left nursing school two years ago.", "I left teaching in June."])
def test_another_or_a_school_or_a_recent_leaving_forms_no_history(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("history:")}, subjects(text)


@pytest.mark.parametrize("text", ["I was laid off from my project manager job at Target last month.",
                                  "I got fired from my job at Home Depot."])
def test_a_job_lost_at_a_named_employer_takes_the_employer_back(text: str) -> None:
    found = keyed(text)
    assert ("occupation:employer", "retract") in found, found
    assert ("occupation", "retract") in found, found


@pytest.mark.parametrize("text", ["I was laid off from my job at the bank.",
                                  "My wife was laid off from her job at Target.",
                                  "Was I laid off from my job at Target?"])
def test_no_employer_taken_back_unnamed_anothers_or_asked(text: str) -> None:
    assert ("occupation:employer", "retract") not in keyed(text), keyed(text)


# -- a boat or a plane the user owns, and the water pursuit done in it ------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I sold my Ranger Z520 last fall.", "vehicle:ranger_z520"),
    ("We keep our Catalina 30 at a marina.", "vehicle:catalina_30"),
    ("I bought a Catalina 30 last year.", "vehicle:catalina_30"),
    ("I own a Piper Cherokee.", "vehicle:piper_cherokee"),
    ("I have a Cessna 172.", "vehicle:cessna_172"),
    ("I have a Cirrus SR22.", "vehicle:cirrus_sr22"),
    ("I own a sailboat.", "vehicle:sailboat"),
])
def test_a_boat_or_a_plane_owned_is_a_vehicle(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert not {s for s in found if s.startswith("possession:")}, found


@pytest.mark.parametrize("text", ["I have Hunter boots.", "I bought a Catalina Island pass.", "My Mac runs Catalina.",
                                  "I'm a park ranger.", "I rent their Cessna 172s.", "My friend has a Catalina 30.",
                                  "Should I buy a Catalina 30?"])
def test_a_make_alone_a_place_or_anothers_boat_is_no_vehicle_of_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("vehicle:")}, subjects(text)


@pytest.mark.parametrize(("text", "keys"), [
    ("I sail my boat every weekend.", {"activity:sailing", "vehicle:boat"}),
    ("I sail our Catalina 30 most weekends.", {"activity:sailing", "vehicle:catalina_30"}),
    ("I sail the boat to Annapolis every summer.", {"activity:sailing"}),
])
def test_a_boat_sailed_is_sailing_not_a_pursuit_named_by_the_boat(text: str, keys: set[str]) -> None:
    found = subjects(text)
    assert keys <= found, found
    assert not {s for s in found if s.startswith("activity:") and s != "activity:sailing"}, found


@pytest.mark.parametrize("text", ["Should I sail my boat this weekend?", "My dad sails his boat every weekend.",
                                  "If I sailed my boat every weekend, would it last?"])
def test_a_boat_sailed_asked_supposed_or_anothers_is_no_pursuit(text: str) -> None:
    assert "activity:sailing" not in subjects(text), subjects(text)


# -- a doing dated by a diagnosis: two facts, the health one alone sensitive ------------------------------------------


@pytest.mark.parametrize(("text", "done", "condition"), [
    ("I switched to green tea after I was diagnosed with acid reflux.", "preference:green_tea", "health:acid_reflux"),
    ("I started running after I was diagnosed with diabetes.", "activity:running", "health:diabetes"),
    ("I gave up coffee - switched to green tea when I got diagnosed with GERD.", "preference:green_tea", "health:gerd"),
])
def test_a_doing_dated_by_a_diagnosis_is_normal_and_the_condition_its_own(text: str, done: str,
                                                                          condition: str) -> None:
    found = {c.subject: c for c in candidates(text)}
    assert done in found and condition in found, found
    assert found[done].sensitivity == "normal", found[done]
    assert "diagnosed" not in found[done].statement, found[done]
    assert found[condition].sensitivity == "sensitive", found[condition]


@pytest.mark.parametrize("text", ["My dad switched to green tea after he was diagnosed with acid reflux.",
                                  "Should I switch to green tea after I was diagnosed with acid reflux?",
                                  "If I switched to green tea after I was diagnosed with reflux, would it help?"])
def test_anothers_diagnosis_or_a_question_forms_no_condition_of_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


# -- a drink keyed on what is drunk, not how; homebrewing a pursuit ---------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I drink my espresso straight - no milk, no sugar, ever.", "preference:espresso"),
    ("I drink my coffee black.", "preference:coffee"),
    ("I drink bourbon neat.", "preference:bourbon"),
    ("I drink my tea with milk.", "preference:tea"),
    ("I drink black coffee.", "preference:black_coffee"),
    ("I drink iced coffee.", "preference:iced_coffee"),
])
def test_a_drink_is_keyed_on_the_drink_not_how_it_is_had(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert len({s for s in found if s.startswith("preference:")}) == 1, found


@pytest.mark.parametrize("text", ["My wife drinks her coffee black.", "Do you drink your coffee black?",
                                  "Should I drink my espresso straight?"])
def test_anothers_drink_or_a_question_forms_no_preference(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("preference:")}, subjects(text)


@pytest.mark.parametrize(("text", "keys"), [
    ("I've been homebrewing in my garage for about six years.", {"activity:homebrewing", "experience:homebrewing"}),
    ("I used to homebrew.", {"history:homebrewing"}),
])
def test_homebrewing_is_a_pursuit_as_any_other(text: str, keys: set[str]) -> None:
    assert keys <= subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I use Homebrew on my Mac.", "I DM a homebrew 5e campaign.",
                                  "My brother has been homebrewing for years.", "Should I start homebrewing?"])
def test_homebrew_the_tool_a_campaign_anothers_or_a_question_is_no_pursuit(text: str) -> None:
    assert not {s for s in subjects(text) if "homebrew" in s}, subjects(text)


# -- pets: a breed mix, an exotic kind, an animal said to be the user's, a foster that is not -------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I have a husky mix.", "pet:dog"),
    ("We adopted a beagle mix.", "pet:dog"),
    ("I have a bearded dragon.", "pet:bearded_dragon"),
    ("I have a leopard gecko.", "pet:gecko"),
    ("I have a tortoise.", "pet:tortoise"),
    ("The bearded dragon is mine, though.", "pet:bearded_dragon"),
    ("Biscuit, the beagle mix we took in back in March, is ours for good now.", "pet:dog"),
    ("The cat is mine!", "pet:cat"),
])
def test_a_pet_by_its_mix_its_kind_or_said_to_be_mine(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert not {s for s in found if s.startswith("possession:")}, found


@pytest.mark.parametrize("text", [
    "I have a husky mix until she finds a home.",
    "I have a cat until he finds his forever home.",
    "The dog is mine for the weekend.",
    "The cat is ours until Sunday.",
    "Is the cat yours?",
    "The beagle is not mine.",
    "Which dog is mine?",
    "The decision is mine.",
    "My son has a bearded dragon.",
    "I have a dragon tattoo.",
])
def test_a_foster_anothers_animal_or_no_animal_is_no_pet(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("pet:")}, subjects(text)


@pytest.mark.parametrize("text", ["We had to put our only cat, Mochi, down last week.",
                                  "We had to put our cat Mochi down."])
def test_a_named_pet_put_down_is_taken_back(text: str) -> None:
    assert ("pet:cat", "retract") in keyed(text), keyed(text)


def test_a_foot_put_down_is_no_pet() -> None:
    assert not keyed("We put our foot down."), keyed("We put our foot down.")


# -- children named in passing: by their age, as "my own", with a single parent, raised or homeschooled ---------------


@pytest.mark.parametrize(("text", "key"), [
    ("My 5-year-old loves dinosaurs.", "family:kid"),
    ("My 15-year-old refuses to do chores.", "family:kid"),
    ("My 12-year-old son plays chess.", "family:son"),
    ("I teach 8th grade science, and my own kids go to schools in the same district.", "family:kid"),
    ("I'm a single dad with a 12-year-old.", "family:kid"),
    ("I'm a single mom with two boys.", "family:son"),
    ("We're raising our son bilingual.", "family:son"),
    ("I'm raising my daughter alone.", "family:daughter"),
    ("We homeschool our two kids.", "family:kid"),
    ("I speak Tagalog with my mom on our Sunday video calls.", "family:mother"),
])
def test_a_child_or_a_parent_named_in_passing_is_the_users(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize(("text", "keys"), [
    ("We homeschool our two kids.", {"activity:homeschooling", "family:kid"}),
    ("I'm homeschooling my son this year.", {"activity:homeschooling", "family:son"}),
])
def test_homeschooling_ones_children_is_a_pursuit(text: str, keys: set[str]) -> None:
    assert keys <= subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "My 3-year-old laptop died.",
    "My friend's 5-year-old loves dinosaurs.",
    "Her 5-year-old loves dinosaurs.",
    "I'm a single dad with a busy schedule.",
    "Is she a single mom with two kids?",
    "We're raising money for our son's school.",
    "Should we homeschool our kids?",
    "My sister is raising her kids alone.",
])
def test_no_child_of_the_users_in_a_thing_anothers_or_a_question(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s in ("family:kid", "family:son", "family:daughter")}, found
    assert "activity:homeschooling" not in found, found


# -- languages: more of them, how well said as "getting rusty", the household's at home -------------------------------


@pytest.mark.parametrize(("text", "keys"), [
    ("My Georgian is getting rusty.", {"language:georgian"}),
    ("My French is a bit rusty.", {"language:french"}),
    ("My Spanish is getting better.", {"language:spanish"}),
    ("I speak Armenian.", {"language:armenian"}),
    ("We speak Georgian at home.", {"language:georgian"}),
    ("We mostly speak Hindi and Tamil at home.", {"language:hindi", "language:tamil"}),
    ("We spoke Arabic growing up.", {"language:arabic"}),
])
def test_a_language_the_user_or_their_household_speaks(text: str, keys: set[str]) -> None:
    assert keys <= subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "We speak English at work.",
    "We speak the same language at home.",
    "Do we speak Georgian at home?",
    "If we speak Spanish at home, will the kids learn it?",
    "I'm Georgian.",
    "I love Georgian architecture.",
    "My Georgian neighbor is nice.",
    "My parents spoke Arabic growing up.",
])
def test_no_language_at_work_unnamed_asked_supposed_a_nationality_or_anothers(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("language:")}, subjects(text)


# -- a career changed: a job begun, an employer left, a bootcamp or school gone back to --------------------------------


@pytest.mark.parametrize(("text", "keys"), [
    ("I just started my first developer job at a fintech startup called Ledgerly!",
     {"occupation", "occupation:employer"}),
    ("I landed my first engineering role at Stripe.", {"occupation", "occupation:employer"}),
    ("I just started a new nursing job.", {"occupation"}),
    ("I just started a new job as a life coach.", {"occupation"}),
])
def test_a_job_begun_is_the_job_held_and_its_employer_when_named(text: str, keys: set[str]) -> None:
    found = subjects(text)
    assert keys <= found, found
    assert not {s for s in found if s.startswith("activity:")}, found


@pytest.mark.parametrize("text", ["My wife just started a new job at Google.",
                                  "Should I start a new job at Google?"])
def test_a_job_begun_by_another_or_asked_forms_no_job_and_no_pursuit(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith(("occupation", "activity:"))}, found


@pytest.mark.parametrize("text", ["I'm no longer at Deloitte.", "I no longer work at Deloitte.",
                                  "I don't work at Deloitte anymore.", "I do not work for Acme Corp."])
def test_an_employer_left_by_name_is_taken_back(text: str) -> None:
    assert ("occupation:employer", "retract") in keyed(text), keyed(text)


@pytest.mark.parametrize("text", ["I'm no longer at the office.", "My wife is no longer at Deloitte.",
                                  "Am I no longer at Deloitte?", "I'm no longer with Verizon."])
def test_no_employer_taken_back_for_a_place_anothers_a_question_or_a_provider(text: str) -> None:
    assert ("occupation:employer", "retract") not in keyed(text), keyed(text)


@pytest.mark.parametrize("text", ["I'm halfway through a UX design bootcamp.", "I'm doing a coding bootcamp.",
                                  "I'm enrolled in a data science boot camp.",
                                  "I'm 52 and going back to school for a nursing degree at the community college."])
def test_a_bootcamp_or_school_gone_back_to_is_education(text: str) -> None:
    assert "education" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I'm doing a fitness bootcamp.", "I'm doing a bootcamp.", "I'm in boot camp.",
                                  "I'm going back to school to pick up my son.", "Should I do a coding bootcamp?",
                                  "My son is doing a coding bootcamp."])
def test_a_fitness_or_army_bootcamp_an_errand_a_question_or_anothers_is_no_education(text: str) -> None:
    assert "education" not in subjects(text), subjects(text)


# -- what the user runs from home, a rescue by its animals, a parents' association -----------------------------------


@pytest.mark.parametrize(("text", "keys"), [
    ("I run a small nonprofit rabbit rescue out of my house in Asheville.",
     {"activity:rabbit_rescue", "location:home"}),
    ("I run a dog rescue.", {"activity:dog_rescue"}),
    ("I run a small bakery out of my house in Asheville.", {"occupation", "location:home"}),
    ("I'm on the PTA at my son's high school.", {"membership:pta", "family:son"}),
    ("I'm on the PTO.", {"membership:pto"}),
])
def test_what_the_user_runs_from_home_and_what_they_sit_on(text: str, keys: set[str]) -> None:
    found = subjects(text)
    assert keys <= found, found
    assert not {s for s in found if s.startswith("activity:") and s.endswith(("_house", "_rabbit"))}, found


@pytest.mark.parametrize("text", ["I run a bakery out of my friend's house in Asheville.",
                                  "My wife runs a bakery out of our house in Asheville.",
                                  "Should I run a dog rescue out of my house in Asheville?"])
def test_no_home_from_anothers_house_anothers_business_or_a_question(text: str) -> None:
    assert "location:home" not in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I run a rescue mission.", "My wife runs a cat rescue.",
                                  "My wife is on the PTA.", "Should I be on the PTA?"])
def test_no_rescue_or_pta_of_the_users_for_a_mission_anothers_or_a_question(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.endswith("_rescue") or s.startswith("membership:")}, found


# -- a stepchild's parent married: the user's spouse, by who they are to the child -----------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("Her mom and I got married last year, so I'm still figuring out my role.", "family:wife"),
    ("His mom and I got married in 2019.", "family:wife"),
    ("Her dad and I got married in June.", "family:husband"),
    ("His dad and I got engaged in May.", "family:fiance"),
])
def test_a_childs_parent_married_is_the_users_spouse(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["Her mom and I went hiking.", "Her mom and I got divorced.",
                                  "Her mom and I got married but then divorced.", "Did her mom and I get married?",
                                  "His mom got married last year."])
def test_a_childs_parent_not_married_to_the_user_is_no_spouse(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s in ("family:wife", "family:husband", "family:spouse", "family:fiance")}, found


@pytest.mark.parametrize(("text", "key"), [
    ("I'm a former petroleum engineer retraining as an electrician.", "history:petroleum_engineer"),
    ("After twenty years in the Army I'm out.", "history:military"),
    ("After 8 years in the Navy I got out.", "history:military"),
])
def test_a_former_job_before_a_new_one_and_service_left_are_history(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


@pytest.mark.parametrize("text", ["After two weeks in the army of volunteers I'm done.",
                                  "After twenty years in the Army my dad is out.",
                                  "After twenty years in the Army, am I out?"])
def test_no_service_of_the_users_for_a_figure_anothers_or_a_question(text: str) -> None:
    assert "history:military" not in subjects(text), subjects(text)
