"""What the tenth corpus written blind (tests/data/tenth_corpus.jsonl) found the rules forming wrong or missing in its
long-rambling, bullet-list, pasted-code, code-switching and formal-email styles, one family per section; the sentences
are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- a negated experience is no experience ---------------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I've never written a design doc before.",
        "I have never visited Japan.",
        "I've never played chess in my life.",
        "I've never owned a car.",
        "I have never read Dune, sadly.",
    ],
)
def test_a_never_done_thing_forms_no_experience(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith("experience:")}, found


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I've visited Japan twice.", "experience:japan"),
        ("I've written SQL for ten years.", "experience:sql"),
    ],
)
def test_a_thing_done_is_still_an_experience(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


# -- "back in January" is when, not part of the thing ----------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I bought a Peloton back in January.", "possession:peloton"),
        ("I bought a Kindle back in 2019.", "device:kindle"),
        ("I got a Vitamix back in May that I love.", "possession:vitamix"),
        ("I bought a Honda Civic back in 2015 and still drive it.", "vehicle:honda_civic"),
        ("I have a dog back home.", "pet:dog"),
    ],
)
def test_a_thing_had_since_back_then_is_keyed_on_the_thing(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found, found
    assert not {s for s in found if "back" in s}, found


def test_a_back_brace_is_still_a_thing() -> None:
    assert "possession:back_brace" in subjects("I have a back brace.")


# -- an abstract noun alone points back ------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "It's all very hypothetical, but I like the fantasy.",
        "I love the thought.",
        "I like the concept, honestly.",
        "I really enjoy the prospect of retiring early.",
        "I don't like the thought of it.",
        "I love the dream, though.",
    ],
)
def test_an_abstract_noun_alone_names_no_liking(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith("preference:")}, found


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I like the fantasy genre.", "preference:fantasy_genre"),
        ("I love the concept albums from the 70s.", "preference:concept_album"),
        ("I love fantasy novels.", "preference:fantasy_novel"),
    ],
)
def test_a_kind_named_by_an_abstract_word_is_still_liked(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


# -- a role fronted before the user's own clause ---------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("As a certified public accountant, I am seeking an overview of the new rules.", "occupation"),
        ("As a nurse, I see this a lot.", "occupation"),
        ("Being a pharmacist, I get asked this all the time.", "occupation"),
        ("As a practising Muslim, I would appreciate a schedule that avoids Friday prayers.", "identity:muslim"),
        ("As a vegetarian, I need options that aren't just salad.", "diet"),
        ("as a type 1 diabetic, i count carbs at every meal", "health:type_1_diabetes"),
        ("I am writing in my capacity as Head of Procurement at Nordhavn Shipping.", "occupation"),
        ("I am writing in my capacity as Head of Procurement at Nordhavn Shipping.", "occupation:employer"),
    ],
)
def test_a_role_fronted_before_the_users_clause_is_theirs(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


def test_the_years_had_at_a_fronted_role_are_experience() -> None:
    found = subjects("As a civil engineer with twelve years of experience in bridges, I need a summary of the code.")
    assert {"occupation", "experience:bridge"} <= found, found


@pytest.mark.parametrize(
    "text",
    [
        "As a kid, I loved Lego.",
        "As a joke, I told him I was a pilot.",
        "As a nurse, would you recommend this?",
        "As a former teacher, I know this.",
        "As an aspiring chef, I want to learn knife skills.",
        "In my role as Santa in the school play, I need a costume.",
        "In my role as a parent, I worry.",
        'She wrote: "As a nurse, I see this a lot."',
        "Fix this:\n```\n# As a nurse, I see this a lot.\n```",
        "Proofread my friend's letter:\n\nDear Sir,\nAs a nurse, I have seen this.\n\nBest,\nAnna",
        "If you were a nurse, as a nurse, I'd ask you.",
    ],
)
def test_a_time_of_life_another_voice_or_a_role_not_held_is_no_role(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith(("occupation", "identity:", "family:", "diet", "health:"))}, found


# -- a job at a named organisation names the employer; a title over a function is a job -----------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I'm a backend dev at Stripe and we're evaluating this library.",
        "I'm an auditor at Deloitte.",
        "I'm a product manager at Shopify, fully remote.",
        "I'm the director of marketing at Acme.",
        "I'm a teacher at Lincoln Elementary.",
    ],
)
def test_a_job_at_a_named_organisation_is_an_occupation_and_an_employer(text: str) -> None:
    found = subjects(text)
    assert {"occupation", "occupation:employer"} <= found, found


@pytest.mark.parametrize(
    "text",
    [
        "I'm a nurse at a hospital.",
        "I'm a regular at Starbucks.",
        "I'm a fan at Wimbledon.",
        "I'm a student at MIT.",
        "My brother is an engineer at Google.",
        "Is she a designer at Figma?",
    ],
)
def test_an_unnamed_place_a_customer_a_student_or_another_names_no_employer(text: str) -> None:
    assert "occupation:employer" not in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    ["I'm head of engineering at a startup.", "I'm the VP of sales.", "I'm Director of Marketing.",
     "I'm a junior DBA, first job out of college.", "I'm a CPA."],
)
def test_a_title_over_a_function_or_an_abbreviated_job_is_an_occupation(text: str) -> None:
    assert "occupation" in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text", ["I'm head of household.", "I'm the president of the PTA.", "I'm the head of my family.",
             "Is she the head of marketing?", "My wife is the head of HR."],
)
def test_a_household_a_club_or_another_persons_title_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


def test_a_student_of_a_subject_at_a_named_school_is_in_education() -> None:
    assert "education" in subjects("I'm a 3rd-year PhD student in marine biology at UC Davis.")


# -- the user's own profile list: its headings, its setup and its pastimes by when ----------------------------------

def test_a_household_heading_lists_the_users_relative_and_pets() -> None:
    found = subjects("## Household\n- Me + my husband, Luis\n- 3 cats (Miso, Udon and Soba)\n- 1 elderly labrador\n\n"
                     "Any tips for a pet sitter?")
    assert {"family:husband", "pet:cat", "pet:dog"} <= found, found


def test_a_household_heading_over_another_persons_list_is_not_the_users() -> None:
    found = subjects("Here's my client's intake form:\n## Household\n- Me + my husband, Luis\n- 3 cats\n")
    assert not {s for s in found if s.startswith(("family:", "pet:"))}, found


def test_a_profile_heading_lists_age_and_pastimes_now_and_given_up() -> None:
    found = subjects("Fitness profile:\n- Age: 52\n- Current: rowing 4x/week\n- Used to: boxing (stopped after my "
                     "shoulder surgery)\n\nPlan me a 4-week block.")
    assert {"age", "activity:rowing", "history:boxing"} <= found, found


@pytest.mark.parametrize(
    "text",
    [
        "Fitness profile:\n- Current: 3x/week\n- Used to: a lot more",
        "Fitness profile:\n- Current: my knee hurts\n- Used to: my old gym downtown",
        "Current: swimming 3x/week\nUsed to: powerlifting",
    ],
)
def test_a_profile_value_that_names_no_pastime_or_a_list_not_said_to_be_the_users_forms_none(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith(("activity:", "history:"))}, found


def test_a_setup_list_names_the_editor_and_the_indentation() -> None:
    found = subjects("My setup, for any code you write me:\n- Editor: helix\n- Indentation: 4 spaces\n\nHow do I ...?")
    assert {"preference:indentation"} <= found, found
    found = subjects("My setup, for any code you write me:\n- Editor: neovim\n- Indentation: tabs\n\nHow do I ...?")
    assert {"preference:editor", "preference:indentation"} <= found, found


def test_an_editor_label_naming_no_editor_forms_no_editor() -> None:
    assert "preference:editor" not in subjects("My setup:\n- Editor: whatever my company gives me\n- OS: Fedora")


def test_a_preferences_heading_lists_the_users_reply_preferences() -> None:
    found = subjects("Preferences (please remember):\n- Light theme for any mockups\n- Celsius, not Fahrenheit\n")
    assert {"preference:theme", "preference:units"} <= found, found


def test_gear_the_user_owns_is_listed_by_model() -> None:
    found = subjects("Gear I own:\n1. MacBook Air 13\" (M2)\n2. Sony A7 III\n\nHow should I edit?")
    assert {"device:macbook_air_13", "device:sony_a7_iii"} <= found, found


def test_a_language_of_south_india_is_a_language() -> None:
    assert {"language:kannada", "language:hindi"} <= subjects("I speak Kannada and Hindi.")


# -- a formal letter to the assistant --------------------------------------------------------------------------------

def test_the_title_signed_under_a_letter_to_the_assistant_is_the_users_job() -> None:
    found = subjects("Dear Assistant,\n\nPlease draft a memo on the travel policy.\n\nBest regards,\nAda Lindqvist\n"
                     "Managing Director")
    assert "occupation" in found, found


@pytest.mark.parametrize(
    "text",
    [
        # a letter to someone named may be one received
        "Dear Tom,\n\nPlease find the minutes attached.\n\nBest regards,\nAda Lindqvist\nManaging Director",
        # the letter is followed by more: pasted, then asked about
        "Dear Sir,\n\nI write about the invoice.\n\nRegards,\nJohn Smith\nSales Director\n\nIs this letter too blunt?",
        # a line under the name that names no job
        "Dear Assistant,\n\nPlease draft a memo.\n\nBest regards,\nAda Lindqvist\nNordhavn Shipping",
    ],
)
def test_a_letter_to_another_one_followed_by_more_or_no_title_signs_no_job(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I write to inform you that I have relocated to Edinburgh.", "location:home"),
        ("I am writing to let you know that I've moved to Leeds.", "location:home"),
        ("Please note for all future correspondence that I prefer short answers in bullet points.",
         "preference:answer_style"),
        ("Please note for future reference that I live in Oslo.", "location:home"),
    ],
)
def test_a_formal_frame_around_the_users_statement_is_no_part_of_it(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


def test_a_formal_frame_around_anothers_fact_forms_nothing() -> None:
    assert not subjects("Please note for future reference that my client lives in Oslo.")


@pytest.mark.parametrize(
    "text", ["I write about the invoice you sent.", "I write regarding my account.", "I write on behalf of my mother.",
             "I write in connection with the vacancy."],
)
def test_what_a_letter_is_written_about_is_no_pastime(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}, subjects(text)


@pytest.mark.parametrize(
    ("text", "subject"),
    [("I write about food.", "activity:food"), ("I write about my travels on my blog.", "activity:travel"),
     ("I write poetry.", "activity:poetry")],
)
def test_writing_about_a_subject_is_still_a_pastime(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    ("text", "subject"),
    [("I now devote most of my days to gardening.", "activity:gardening"),
     ("I dedicate my weekends to climbing.", "activity:climbing")],
)
def test_time_devoted_to_a_pursuit_is_a_pastime(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    ["I devote my time to helping others.", "I dedicate my life to my kids.",
     "Should I devote my weekends to studying?", "My dad devotes his days to fishing."],
)
def test_time_devoted_to_no_named_pursuit_or_by_another_is_no_pastime_of_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}, subjects(text)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I decided we'll use Docker Compose for local dev instead of minikube.", "decision:docker_compose"),
        ("I have decided that our firm will adopt Microsoft Teams in place of Slack.",
         "decision:adopt_microsoft_teams"),
    ],
)
def test_who_carries_out_a_decision_is_not_what_was_decided(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found, found
    assert not {s for s in found if s.startswith(("decision:well", "decision:firm", "decision:our"))}, found


# -- a long message's asides: a language learned, an idea after "so", a pursuit started -------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I've been learning Korean on and off for a year and I'd love to practice.", "language:korean"),
        ("so um i've been learning italian for like two years now", "language:italian"),
    ],
)
def test_a_language_learned_for_a_while_is_a_language_of_the_users(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found, found
    assert not {s for s in found if s.startswith(("experience:", "activity:"))}, found


@pytest.mark.parametrize(
    ("text", "subjects_"),
    [
        ("I've been learning guitar for a year.", {"experience:guitar", "activity:guitar"}),
        ("I've been learning Python for a year.", {"experience:python"}),
    ],
)
def test_an_instrument_or_a_tool_learned_is_still_a_pursuit_or_a_skill(text: str, subjects_: set[str]) -> None:
    assert subjects_ <= subjects(text), subjects(text)


def test_another_learning_a_language_is_not_the_users() -> None:
    assert not subjects("My son has been learning Spanish for a year.") - {"family:son"}


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("We live in Tacoma so I was thinking maybe a food truck crawl?", "location:home"),
        ("I'm vegan so I was wondering about a tofu dish?", "diet"),
        ("I'm vegan so maybe a tofu dish?", "diet"),
    ],
)
def test_an_idea_after_so_does_not_make_the_statement_before_it_a_question(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    ["If I were vegan so I was thinking maybe tofu?", "Maybe I'm vegan so I was thinking tofu?",
     "I might move to Denver so I was thinking about jobs?"],
)
def test_a_supposed_statement_before_an_idea_stays_supposed(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s in ("diet", "location:home")}, found


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I've also started running again now that I'm not commuting.", "activity:running"),
        ("I've taken up knitting.", "activity:knitting"),
        ("I have started swimming.", "activity:swimming"),
    ],
)
def test_a_pursuit_started_said_in_the_perfect_is_a_pursuit(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    ["I've started thinking about it.", "I've started wondering if I should quit.", "My wife has started running.",
     "Have I started running?", "I've started getting headaches.", "I've started looking for a new job.",
     "I've started packing for my trip to Italy.", "I've started planning a route."],
)
def test_a_thought_a_symptom_or_anothers_start_is_no_pursuit(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}, subjects(text)


# -- a developer's context around pasted code ------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm on Fedora 40 if that explains the SELinux errors.", "os:fedora"),
        ("I'm vegan if that changes anything.", "diet"),
    ],
)
def test_if_that_explains_something_is_an_aside_not_a_supposition(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


def test_a_supposition_with_if_still_forms_nothing() -> None:
    assert not subjects("If I'm on Windows, what changes?")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Java dev for about 6 years, first time touching Kotlin.", {"occupation", "experience:java"}),
        ("Python developer for 3 yrs now.", {"occupation", "experience:python"}),
        ("Nurse for 10 years.", {"occupation"}),
        ("Been a paramedic for 12 years.", {"occupation"}),
    ],
)
def test_a_job_held_for_years_said_without_its_subject_is_an_occupation(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    ["Married for 10 years.", "Should I be a nurse for 10 years?", "Mechanic for 2 years? Is that enough?",
     "My mom was a nurse for 30 years.", "Friends for 10 years."],
)
def test_years_of_something_else_or_of_another_or_asked_are_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


@pytest.mark.parametrize(
    ("text", "subject"),
    [("We run SQL Server 2019 at work.", "database:sql_server"),
     ("We use MongoDB for everything.", "database:mongodb")],
)
def test_a_database_the_team_runs_is_the_teams_database(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


def test_a_database_asked_about_is_none() -> None:
    assert not subjects("Do we use Postgres?")


def test_a_switch_given_as_the_reason_keeps_both_its_halves() -> None:
    assert {("database:postgres", "assert"), ("database:mysql", "retract")} <= keyed(
        "Getting this error since we switched from MySQL to Postgres.")


# -- a self-statement code-switched into Spanish, French or German ---------------------------------------------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Oye, soy enfermera en el Memorial y trabajo nights, vivo en Dallas. ¿Me ayudas con un meal plan?",
         {"occupation", "occupation:employer", "location:home"}),
        ("Por cierto, soy de Perú pero vivo en Barcelona hace 5 años, so EU rules matter.",
         {"location:origin", "location:home"}),
        ("Ya, so basically soy vegana desde 2020, pero mi novio no lo es jaja.", {"diet", "family:boyfriend"}),
        ("Mi abuelo vive con nosotros and he only speaks español.", {"family:grandfather"}),
        ("Alors, j'apprends le piano depuis deux ans, and honestly j'adore le bebop.",
         {"experience:piano", "activity:piano", "preference:bebop"}),
        ("Ich bin Ärztin, and ich habe zwei Hunde who need walking.", {"occupation", "pet:dog"}),
        ("Ma mère habite à Lyon, can you suggest a gift?", {"family:mother"}),
    ],
)
def test_a_code_switched_self_statement_is_read_as_its_english(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "No soy vegano.",
        "No soy de Colombia.",
        "¿Soy de aquí?",
        "Soy vegano?",
        'Mi amiga dice "soy enfermera".',
        "Mi amigo es médico.",
        "Soy de la opinión que no.",
        "soy muy feliz",
        "Ich bin müde.",
        "J'adore la vie!",
        "Mi casa es tu casa.",
        "Translate this for me:\n```\nSoy enfermera y vivo en Houston.\n```",
    ],
)
def test_a_denied_asked_quoted_or_unlisted_code_switched_phrase_forms_nothing(text: str) -> None:
    assert not subjects(text), subjects(text)


def test_a_pursuit_kept_up_for_months_is_an_experience_and_an_activity() -> None:
    found = subjects("I've been playing guitar for six months.")
    assert {"experience:guitar", "activity:guitar"} <= found, found
    assert "experience:playing_guitar" not in found, found


# -- every statement above is in the user's own words ----------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "Oye, soy enfermera en el Memorial y trabajo nights, vivo en Dallas.",
        "Alors, j'apprends le piano depuis deux ans, and honestly j'adore le bebop.",
        "Ich bin Ärztin, and ich habe zwei Hunde who need walking.",
        "Java dev for about 6 years, first time touching Kotlin.",
        "We run SQL Server 2019 at work.",
        "I've taken up knitting.",
        "Dear Assistant,\n\nPlease draft a memo.\n\nBest regards,\nAda Lindqvist\nManaging Director",
        "## Household\n- Me + my husband, Luis\n- 3 cats (Miso, Udon and Soba)",
        "As a certified public accountant with fifteen years of experience in audit, I need an overview.",
    ],
)
def test_what_the_new_rules_form_says_nothing_the_user_did_not(text: str) -> None:
    from memform.evaluation import supported
    from memform.extract import SourceEvent

    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    found = candidates(text)
    assert found
    assert all(supported(c, {1: event}) for c in found), [(c.subject, c.statement, c.evidence) for c in found]


# -- a named person's wish in a conjunct of its own ------------------------------------------------------------------

def test_a_named_persons_wish_after_and_does_not_gate_what_the_user_said_before_it() -> None:
    found = subjects("I've been playing mandolin for about three years now and Priya keeps hinting that I should play "
                     "at her wedding, which, no.")
    assert {"experience:mandolin", "activity:mandolin"} <= found, found


@pytest.mark.parametrize(
    "text", ["I moved to Denver and Jess says I'm vegan now.", "I love jazz and Sam says I should try bebop."],
)
def test_what_a_named_person_says_of_the_user_is_not_the_users_word(text: str) -> None:
    found = subjects(text)
    assert "diet" not in found and "preference:bebop" not in found, found
