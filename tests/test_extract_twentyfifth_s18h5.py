"""Session 18 (helper 5, the twenty-fifth corpus): a capital I that is no pronoun kept in the rewrite to the third
person; shifts, two things played and a translated hobby keyed right; relatives named in passing; homes and jobs said
in other frames; a machine translation's English read plainly; a named partner parted from."""

import pytest

from memform.extract.deterministic.statements import third_person_possessive
from tests.extracting import candidates, keyed, subjects


def statements(*texts: str) -> dict[str, str]:
    return {c.subject: c.statement for c in candidates(*texts)}


# -- the rewrite to the third person keeps an "I" that is a numeral or part of a name --------------------------------

@pytest.mark.parametrize(("said", "rewritten"), [
    ("a Hampton Inn off I-95 in Savannah", "a Hampton Inn off I-95 in Savannah"),
    ("my grandpa fought in World War I", "their grandpa fought in World War I"),
    ("my Type I diabetes and I", "their Type I diabetes and they"),
    ("a book on Henry I of England that I read", "a book on Henry I of England that they read"),
    ("the I-5 and I drove it", "the I-5 and they drove it"),
    ("Tom and I went, I think", "Tom and they went, they think"),
])
def test_an_i_that_is_no_pronoun_is_kept(said: str, rewritten: str) -> None:
    assert third_person_possessive(said) == rewritten


def test_the_night_auditors_statement_keeps_the_road() -> None:
    found = statements("Night auditor at a Hampton Inn off I-95 in Savannah, 11p-7a.")
    assert found["occupation"] == "User is a Night auditor at a Hampton Inn off I-95 in Savannah."
    assert "they-95" not in " ".join(found.values())


# -- keys that were wrong ---------------------------------------------------------------------------------------------

def test_twelve_hour_shifts_are_hours_and_the_job_after_them_is_the_job() -> None:
    assert subjects("i work 12s as a nurse") == {"occupation"}
    assert subjects("I work 12s.") == {"occupation:schedule"}
    assert "occupation:12s" not in subjects("i work 12s as a nurse so my mom watches them")


@pytest.mark.parametrize(("text", "formed"), [
    ("I play violin and guitar.", {"activity:violin", "activity:guitar"}),
    ("I play golf and basketball every now and then.", {"activity:golf", "activity:basketball"}),
    ("i mostly play fifa and cod with my cousins on weekends", set()),
])
def test_two_things_played_are_each_a_pursuit_or_none(text: str, formed: set[str]) -> None:
    found = {s for s in subjects(text) if s.startswith("activity:")}
    assert found == formed


def test_a_hobby_said_as_a_gerund_of_a_place_is_the_gerund() -> None:
    found = subjects("My hobby is the fishing of river and every Sunday I go to the mountain river with my wife.")
    assert "activity:fishing" in found and "activity:fishing_river" not in found


@pytest.mark.parametrize("text", [
    "I'm a cabin steward on a Royal Caribbean ship, 8 month contract.",
    "I'm a purser on a cruise ship.",
])
def test_a_ships_crew_job_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found and not {s for s in found if s.startswith("identity:")}


def test_a_year_at_a_named_school_is_schooling() -> None:
    assert subjects("I'm in my second year at UIUC.") == {"education"}
    assert subjects("I'm in my second year.") == {"occupation:school"}


# -- a partner named, then parted from -------------------------------------------------------------------------------

def test_a_partner_named_and_then_parted_from_is_taken_back() -> None:
    found = keyed("Me, my wife and my boyfriend Dev are going camping next weekend.",
                  "lol scratch that, Dev and I broke up yesterday. it's just me and my wife going now.")
    assert ("family:boyfriend", "retract") in found
    assert ("family:wife", "assert") in found
    assert "relationship_status" not in {s for s, _ in found}


def test_a_parting_from_someone_unknown_is_still_the_users_status() -> None:
    assert keyed("Jordan and I broke up in January.") == {("relationship_status", "assert")}


def test_a_parting_from_an_unknown_name_while_wed_is_no_status() -> None:
    found = keyed("My wife is great.", "Sam and I broke up.")
    assert found == {("family:wife", "assert")}


# -- relatives named in passing ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "formed"), [
    ("We use a shared Google Calendar between me, my wife, and my boyfriend Dev.", {"family:wife", "family:boyfriend"}),
    ("for context I'm a trans woman, 27, and Jess (my partner) is the one who introduced us.", {"family:partner"}),
    ("I want to visit my niece Karen next week.", {"family:niece"}),
    ("My ex and I do a 2-2-3 schedule with our daughter (she's 5).", {"family:daughter"}),
    ("I'm single, live alone in Tucson, and my only family is a sister in Scotland.", {"family:sister"}),
    ("i work as a nurse so my mom watches them three days a week", {"family:mother"}),
    ("I send money home to my mother every month.", {"family:mother"}),
    ("Grateful for my wife Nancy, for our little cabin on the lake.", {"family:wife"}),
])
def test_a_relative_named_in_passing_is_the_users(text: str, formed: set[str]) -> None:
    assert formed <= subjects(text)


@pytest.mark.parametrize(("text", "absent"), [
    ("My mom Monday said no.", "family:mother"),  # a day after the word for them, no name
    ("Which reminds me my Fiance Monday plans are off.", "family:fiance"),
    ("It was just me and my mom growing up.", "family:mother"),  # a childhood aside, as MSC's annotators leave it
    ("The calendar is shared between me, my team, and my boss.", "family:boss"),
])
def test_no_relative_from_a_day_or_an_aside(text: str, absent: str) -> None:
    assert absent not in subjects(text)


@pytest.mark.parametrize(("text", "formed"), [
    ("Divorced dad of 3, I have the kids every other weekend.", {"relationship_status", "family:kid"}),
    ("I'm a divorced dad of two.", {"relationship_status", "family:kid"}),
    ("I'm a single mom of two boys.", {"relationship_status", "family:son"}),
])
def test_a_parent_counted_with_a_status_has_both(text: str, formed: set[str]) -> None:
    assert formed <= subjects(text)


def test_a_single_mom_alone_is_a_status() -> None:
    assert subjects("I'm a single mom.") == {"relationship_status"}


# -- homes said otherwise ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "yeah nah I'm not in Chch anymore, shifted over to Brisbane in March.",
    "I'm single, live alone in Tucson.",
    "yes living in Chiang Mai since 2021 on a retirement visa.",
    "Retired to Lucca two years ago.",
    "I'm back home in Manchester teaching kids' jazz classes now.",
    "Hello, I write from Brazil through the translator, sorry for the errors.",
    "I moved to the centre of Hamburg.",
])
def test_a_home_said_otherwise(text: str) -> None:
    assert "location:home" in subjects(text)


@pytest.mark.parametrize("text", [
    "I'm back home in Ohio for the holidays.",
    "Living in Florida, I'm sure you know hurricanes.",
    "I write from experience.",
    "I write from my phone.",
    "I shifted the meeting to Friday.",
])
def test_no_home_from_a_visit_another_or_no_place(text: str) -> None:
    assert "location:home" not in subjects(text)


def test_retired_to_a_place_is_retired_too() -> None:
    assert {"occupation", "location:home"} <= subjects("Retired to Lucca two years ago.")


# -- jobs in other frames ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "formed"), [
    ("I'm a pharmacist at a CVS in Tulsa, 10 years in retail.", {"occupation", "occupation:employer", "location:work"}),
    ("I'm a night auditor at a Hampton Inn.", {"occupation", "occupation:employer"}),
    ("I weld at a fab shop in Gary, 6am to 2:30 shift.", {"occupation", "location:work"}),
    ("I cook at a diner in Reno.", {"occupation", "location:work"}),
    ("Good news, I start at the Amazon warehouse in Joliet Monday as a forklift operator!!",
     {"occupation", "occupation:employer"}),
    ("I started at Google as an intern.", {"occupation", "occupation:employer"}),
])
def test_a_job_said_in_another_frame(text: str, formed: set[str]) -> None:
    assert formed <= subjects(text)


@pytest.mark.parametrize(("text", "absent"), [
    ("I'm a nurse at a Catholic hospital.", "occupation:employer"),
    ("I'm a teacher at a Montessori school.", "occupation:employer"),
    ("I cook at home a lot.", "occupation"),
    ("I started at the bottom as a nobody.", "occupation"),
])
def test_no_employer_from_a_kind_of_place_nor_a_job_from_home_cooking(text: str, absent: str) -> None:
    assert absent not in subjects(text)


# -- a machine translation's English ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "formed"), [
    ("I possess two cats of race Siamese, one of them is called Pipoca.", "pet:cat"),
    ("I have the diabetes of type 2 since three years.", "health:type_2_diabetes"),
    ("My body has the allergy to peanut, very serious.", "health:allergy:peanut"),
    ("Yes, I have the laptop Lenovo ThinkPad, it is old but working good.", "device:lenovo_thinkpad"),
    ("From last year I am keeping the vegetarian diet by the reason of environment.", "diet"),
])
def test_a_translations_english_is_read_plainly(text: str, formed: str) -> None:
    assert formed in subjects(text)


def test_a_translations_statement_says_nothing_the_user_did_not() -> None:
    found = statements("From last year I am keeping the vegetarian diet by the reason of environment.")
    assert found["diet"] == "User is vegetarian."


@pytest.mark.parametrize("text", ["I have the feeling that this is wrong.", "I have the car Toyota Corolla."])
def test_no_thing_from_a_feeling_or_an_unlisted_kind(text: str) -> None:
    assert subjects(text) == set()


# -- changes, and health told as a story ------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "formed"), [
    ("I have sold my Volkswagen Passat in the last month.", ("vehicle:volkswagen_passat", "retract")),
    ("I've sold my Passat.", ("vehicle:passat", "retract")),
    ("Chur bro. Just picked up a second-hand Hilux, 2016 model, done about 180k.", ("vehicle:hilux", "assert")),
    ("I wish to confirm that I have sold my house and am now renting.", ("possession:house", "retract")),
])
def test_a_thing_got_or_parted_with(text: str, formed: tuple[str, str]) -> None:
    assert formed in keyed(text)


@pytest.mark.parametrize(("text", "formed"), [
    ("I've also got stage 3 kidney disease so this isn't purely academic.", "health:kidney_disease"),
    ("I have stage 3 kidney disease.", "health:kidney_disease"),
    ("My lower back is shot \u2014 they found a herniated disc at L5 in March.", "health:herniated_disc"),
    ("I have carpal tunnel.", "health:carpal_tunnel"),
])
def test_a_condition_told_as_a_story_is_the_users_health(text: str, formed: str) -> None:
    found = {c.subject: c.sensitivity for c in candidates(text)}
    assert found.get(formed) == "sensitive", found


@pytest.mark.parametrize("text", [
    "My wrist has been killing me and my doctor says it's early carpal tunnel.",  # the doctor's word, as pinned
    "my doctor says it's nothing.",
    "My doctor said I have to lose weight.",
    "they found a wallet on the bus.",
    "I have stage fright.",
    "I'm 52 and my kids think I'm having a midlife crisis.",
])
def test_no_condition_from_a_doctors_other_words_or_a_find(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}


# -- schooling in passing ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I'm an F-1 student from Vietnam doing my MS in Computer Engineering at Purdue.",
    "Starting my PhD in hydrology at TU Dresden in October.",
    "Just moved into a studio in Toronto for my master's at UofT.",
    "even tho i told her i take night classes at metro state so i literally cant do 5am",
    "first semester in Manchester, I'm from Malaysia and I only eat halal.",
    "I passed my GED last month at Stateville!!",
    "I got my GED.",
])
def test_schooling_said_in_passing(text: str) -> None:
    assert "education" in subjects(text)


@pytest.mark.parametrize("text", ["I take yoga classes at the gym.", "I saved for my degree at work.",
                                  "I got my license."])
def test_no_schooling_from_a_gym_class_or_a_licence(text: str) -> None:
    assert "education" not in subjects(text)


def test_a_ged_is_no_possession() -> None:
    assert subjects("I got my GED.") == {"education"}


# -- standing instructions and languages at work -----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "formed"), [
    ("Always use metric and the FDI tooth numbering system when you answer me, never the Universal system.",
     "preference:units"),
    ("Always use metric when you answer me.", "preference:units"),
    ("From now on, whenever you suggest restaurants, always include the price range and whether they take walk-ins.",
     "preference:restaurant_suggestions"),
])
def test_a_standing_instruction_said_with_when_it_holds(text: str, formed: str) -> None:
    assert formed in subjects(text)


def test_a_suggestion_the_assistant_made_once_is_no_instruction() -> None:
    assert not {s for s in subjects("Whenever you suggest something, I get confused.") if s.startswith("preference:")}


def test_languages_the_user_works_in_are_spoken() -> None:
    found = subjects("I'm a community pharmacist in Leicester and I counsel patients in English, Gujarati and Hindi.")
    assert {"language:english", "language:gujarati", "language:hindi"} <= found
    assert not {s for s in subjects("I see patients in Denver.") if s.startswith("language:")}


# -- on parole; a retired job said without "I'm a" ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "formed"), [
    ("on parole til 2027 with a 9pm curfew.", "identity:parole"),
    ("I'm on parole.", "identity:parole"),
    ("I'm still on probation for another year.", "identity:probation"),
])
def test_on_parole_is_sensitive(text: str, formed: str) -> None:
    found = {c.subject: c.sensitivity for c in candidates(text)}
    assert found.get(formed) == "sensitive"


def test_a_parole_officer_is_a_job() -> None:
    assert subjects("I'm a parole officer.") == {"occupation"}


@pytest.mark.parametrize(("text", "formed"), [
    ("Been living in San Miguel de Allende for 3 years now, retired Canadian schoolteacher, 68.",
     {"location:home", "history:schoolteacher", "location:origin"}),
    ("Retired cop, 28 years with NYPD, now I do security consulting.", {"history:police_officer"}),
    ("I'm a former mailman.", {"history:postal_worker"}),
    ("I'm a retired Irish nurse.", {"history:nurse"}),
])
def test_a_retired_job_is_history(text: str, formed: set[str]) -> None:
    assert formed <= subjects(text)


def test_a_retired_branch_of_service_is_no_job_retired() -> None:
    found = subjects("Retired Coast Guard, 22 years, mostly search and rescue.")
    assert "history:military" in found and "history:coast_guard" not in found


# -- a thing got instead, a spouse by who they are to the child, a job held all through school -------------------------

@pytest.mark.parametrize(("text", "formed"), [
    ("Also I sold the Tahoe and got a minivan, lol mom life",
     {("vehicle:tahoe", "retract"), ("vehicle:minivan", "assert")}),
    ("I sold my Civic and got a Tesla.", {("vehicle:civic", "retract"), ("vehicle:tesla", "assert")}),
    ("I'm married to her dad and we have her Mon-Thu.",
     {("relationship_status", "assert"), ("family:husband", "assert")}),
    ("Funny thing is I've been vegan for 6 years myself.", {("diet", "assert")}),
    ("been a pharmacy tech at Walgreens all through school too", {("occupation", "assert"),
                                                                  ("occupation:employer", "assert")}),
    ("Been a nurse since 2009.", {("occupation", "assert")}),
])
def test_more_said_otherwise(text: str, formed: set[tuple[str, str]]) -> None:
    assert formed <= keyed(text)


@pytest.mark.parametrize(("text", "absent"), [
    ("I sold my car and got a burger.", "possession:burger"),
    ("I'm married to his mom's best friend.", "family:wife"),
])
def test_no_thing_got_from_a_meal_nor_a_spouse_from_anothers_friend(text: str, absent: str) -> None:
    assert absent not in subjects(text)
