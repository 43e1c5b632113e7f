"""Defects the eighth corpus found when it was first scored, blind, in five of its styles (caregivers, teenagers
texting, customer support, pasted e-mails and markdown notes): a job by its abbreviation read as an identity, a first
job as a count of jobs, "way too much" as an activity, relatives named in passing forming nothing, a markdown
"About me" list forming nothing, the user's own letter read as no one's and someone else's letter read as the user's."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.extract.text import foreign_regions
from memform.models import MemoryCandidate
from tests.extracting import candidates


def said(text: str) -> set[tuple[str, str]]:
    return {(c.subject, c.polarity) for c in candidates(text)}


def subjects(text: str) -> set[str]:
    return {c.subject for c in candidates(text)}


def conversation(*turns: tuple[str, str]) -> list[MemoryCandidate]:
    """Each turn (role, text): "a" the assistant's, "u" the user's."""
    kinds = {"u": ("user.message.created", "user"), "a": ("assistant.message.created", "assistant")}
    events = [SourceEvent(seq=i, event_type=kinds[role][0], author_role=kinds[role][1], texts=(text,))
              for i, (role, text) in enumerate(turns, 1)]
    return DeterministicExtractor().extract(events, ExtractionContext())


# -- jobs ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["I'm an RN.", "I'm an LPN at a nursing home.", "I'm an EMT during the day."])
def test_a_job_by_its_abbreviation_is_an_occupation(text: str) -> None:
    assert subjects(text) == {"occupation"}


def test_an_rn_said_before_a_consequence_keeps_the_job_and_not_the_consequence() -> None:
    [job] = candidates("I'm an RN so honestly the medication side doesn't scare me")
    assert (job.subject, job.statement, job.sensitivity) == ("occupation", "User is an RN.", "normal")


def test_a_first_job_got_now_is_the_occupation() -> None:
    assert said("ok so im 15 and i just got my first job at chick fil a") >= {("occupation", "assert")}


@pytest.mark.parametrize("text", ["I got my first job at 16 at a pizza place.", "I got my first job when I was 15."])
def test_a_first_job_long_ago_is_not_the_job_held_now(text: str) -> None:
    assert "occupation" not in subjects(text)


@pytest.mark.parametrize(("text", "statement"), [
    ("I quit my job at the bank last year to take care of my grandma full time.",
     "User quit their job at the bank to take care of their grandma full time."),
    ("I was laid off from my teaching job in March.", "User was laid off from their teaching job in March."),
    ("I left my job at Goldman Sachs.", "User left their job at Goldman Sachs."),
])
def test_a_job_quit_or_lost_retracts_the_occupation(text: str, statement: str) -> None:
    assert [(c.statement, c.polarity) for c in candidates(text) if c.subject == "occupation"] == [
        (statement, "retract")]


@pytest.mark.parametrize("text", ["I'm going to quit my job.", "I left my job application at home.",
                                  "Should I quit my job?"])
def test_a_job_not_left_retracts_nothing(text: str) -> None:
    assert "occupation" not in subjects(text)


def test_doing_work_at_a_workplace_is_the_occupation() -> None:
    [job] = candidates("I'm doing UX research at a health-tech startup now instead of the agency grind.")
    assert (job.subject, job.statement) == ("occupation", "User is doing UX research at a health-tech startup.")
    assert "occupation" not in subjects("I'm doing well at the company.")


def test_officially_retired_is_the_occupation() -> None:
    assert subjects("Big news on my end, I'm officially retired as of the 1st!") == {"occupation"}


@pytest.mark.parametrize("text", ["I always write way too much", "I talk way too much", "I eat too much"])
def test_how_much_said_as_a_fault_is_no_activity(text: str) -> None:
    assert not any(s.startswith("activity:") for s in subjects(text))


# -- relatives ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "subject"), [
    ("my mom moved in with us in march after her fall", "family:mother"),
    ("my brother helped me move", "family:brother"),
    ("I have power of attorney for my mom since last spring", "family:mother"),
    ("I quit my job last year to take care of my grandma full time.", "family:grandmother"),
    ("I'm taking care of my dad", "family:father"),
    ("Dad's 84 and still insists on living alone in Tucson.", "family:father"),
    ("My dad's 84 and lives alone.", "family:father"),
    ("my sister's a nurse", "family:sister"),
    ("My husband is 6'4\" so he's lobbying for one tall section", "family:husband"),
    ("my bf is getting a ps5 for christmas", "family:boyfriend"),
    ("my grandpa taught me to fish", "family:grandfather"),
    ("my brother lives in Germany and does literally nothing, sorry, venting.", "family:brother"),
])
def test_a_relative_named_in_passing_is_the_users(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text", ["my friend helped me move", "my dad passed away in my arms",
                                  "I take care of my neighbor's dog"])
def test_a_friend_or_one_gone_forms_no_relative(text: str) -> None:
    assert not any(s.startswith("family:") for s in subjects(text))


def test_a_named_childs_parent_has_a_child() -> None:
    assert subjects("I'm Theo's dad — we met briefly at the open house") == {"family:kid"}
    assert subjects("I'm Santa's helper") == set()


@pytest.mark.parametrize("text", ["I'm her main caregiver", "I'm a full-time carer for my dad",
                                  "I'm my mom's caregiver"])
def test_a_caregiver_to_someone_is_identity_caregiver(text: str) -> None:
    assert "identity:caregiver" in subjects(text)


def test_sorry_for_the_telling_repairs_nothing_but_sorry_for_a_value_does() -> None:
    assert subjects("I have a sister, sorry, a brother") == {"family:brother"}
    assert subjects("I have a sister, sorry") == set()


# -- health, membership, cars, sizes, pursuits ----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "subject"), [
    ("I'm blind and use a screen reader, so email only", "health:blindness"),
    ("I'm legally blind", "health:blindness"),
    ("I am partially deaf", "health:deafness"),
    ("I'm hard of hearing", "health:hearing_loss"),
])
def test_sight_or_hearing_lost_is_sensitive_health(text: str, subject: str) -> None:
    assert [(c.subject, c.sensitivity) for c in candidates(text)] == [(subject, "sensitive")]


@pytest.mark.parametrize("text", ["I was blind drunk", "that's my blind spot"])
def test_blind_in_a_figure_of_speech_is_no_health(text: str) -> None:
    assert subjects(text) == set()


def test_a_membership_kept_for_years_is_a_membership() -> None:
    assert subjects("I've been an Instacart+ member for two years and this is getting ridiculous.") == {
        "membership:instacart_plus"}
    assert subjects("I'm an Instacart+ member") == {"membership:instacart_plus"}


def test_a_car_named_by_two_words_is_a_car() -> None:
    assert subjects("it doesn't fit in the trunk of my Mini Cooper at all lol") == {"vehicle:mini_cooper"}
    assert subjects("my mini fridge broke") == set()
    [car] = candidates("Of course, I drive a Ford F150 myself and I would highly recommend it.")
    assert (car.subject, car.statement) == ("vehicle:ford_f150", "User has a Ford F150.")


def test_a_size_with_a_width_in_answer_to_what_size_is_the_shoe_size() -> None:
    found = conversation(("a", "Great choice! What size would you like?"),
                         ("u", "11.5 wide. always wide, my feet are basically flippers lol"))
    assert [(c.subject, c.evidence) for c in found] == [("size:shoe", "11.5 wide")]
    assert not conversation(("a", "What size would you like?"), ("u", "a 12 please"))


@pytest.mark.parametrize(("text", "found"), [
    ("I do yoga", {"activity:yoga"}),
    ("i do xc and track (mostly the 1600) and i rly want to break 5:30", {"activity:cross_country", "activity:track"}),
    ("I do the dishes", set()),
    ("ngl ive been doing japanese on duolingo for like 200 days straight 🔥🔥", {"language:japanese"}),
])
def test_a_pursuit_done_by_its_noun(text: str, found: set[str]) -> None:
    assert subjects(text) == found


def test_a_home_bought_is_the_households_and_where_it_lives() -> None:
    assert subjects("We finally bought a house in Raleigh (the one I sent you pics of), and Jess and I got married "
                    "last October.") == {"possession:house", "location:home", "relationship_status", "family:spouse"}
    assert subjects("We bought a house") == {"possession:house"}


# -- markdown notes ----------------------------------------------------------------------------------------------

ABOUT_ME = """here's some context about me so you stop asking every time:

## About me
- **Name:** Lena
- **Job:** backend dev (Go mostly, some Python)
- **Location:** Rotterdam, NL
- **Languages:** Dutch (native), English, very rusty German

## How I like answers
- short, code first, explanation after
- don't explain basic stuff"""


def test_a_markdown_about_me_list_is_read_field_by_field() -> None:
    assert subjects(ABOUT_ME) == {"identity:name", "occupation", "location:home", "language:dutch",
                                  "language:english", "language:german", "preference:answer_style"}


def test_a_prefs_list_keys_each_preference_in_the_users_words() -> None:
    found = {c.subject: c.statement for c in candidates(
        "quick prefs list:\n* metric units pls, I'm in Canada\n* no emojis in answers\n"
        "* if you describe a UI, assume dark mode\n* I'm colourblind (deuteranopia) so please don't say it")}
    assert found["preference:emoji"] == "User's standing instruction: no emojis in answers."
    assert found["preference:theme"] == "User's standing instruction: if you describe a UI, assume dark mode."
    assert {"preference:units", "health:colorblindness"} <= set(found)


def test_a_household_list_and_a_setup_list_are_the_users() -> None:
    assert subjects("**household**\n- me: pescatarian\n- partner (Sam): eats everything, hates cilantro\n"
                    "- 2 kids (7 and 4) — the 4yo is dairy-free\n\nmake a 7-day dinner plan") == {
        "diet", "family:partner", "family:kid"}
    assert subjects("### my setup\n- laptop: ThinkPad X1 Carbon gen 11\n- phone: Pixel 8\n\nwhat should I upgrade?"
                    ) == {"device:thinkpad_x1_carbon", "device:pixel_8"}


@pytest.mark.parametrize("text", [
    "## Personal User Manual\n- **Name:** \n- **Role:** \n- **Time zone:** ",
    "## Character: Kael Dravenhold\n- age 34, ex-soldier\n- lives alone in a lighthouse\n\nhelp me with his backstory",
    "Here's my sister's setup:\n- laptop: ThinkPad X1\n- phone: Pixel 8",
    "My info:\nPets: none\nKids: 0\nPartner: n/a",
])
def test_a_template_a_character_or_someone_elses_list_forms_nothing(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize("text", ["* I'm vegan", "\u2022 I'm vegan"])
def test_a_starred_item_is_read_as_its_clause(text: str) -> None:
    assert subjects(text) == {"diet"}


# -- pasted letters ----------------------------------------------------------------------------------------------

OWN_LETTER = """Can you help me tighten this up before I send it? I always write way too much

Hi Ms. Alvarez,

I'm Theo's dad — we met briefly at the open house. Theo has a severe peanut allergy.

Also, just so you know who to call: I work nights as a paramedic so during the day I may be asleep. My wife Dana \
usually does pickup.

Best,
Marcus Reyes"""


def test_the_users_own_letter_is_theirs_and_signed_with_their_name() -> None:
    found = {c.subject: c for c in candidates(OWN_LETTER)}
    assert set(found) == {"family:kid", "occupation", "family:wife", "identity:name"}
    assert (found["identity:name"].statement, found["identity:name"].evidence) == (
        "User's name is Marcus Reyes.", "Best,\nMarcus Reyes")


@pytest.mark.parametrize("lead", ["proofread pls:", "Please proofread, I'm nervous about how it comes across",
                                  "Can you make this sound a bit warmer? I'm bad at thank-you notes"])
def test_a_letter_to_proofread_is_the_users_own(lead: str) -> None:
    text = f"{lead}\n\nHi Rob,\n\nI use a wheelchair full time, so the counters need to be lower.\n\nThanks,\nAnne"
    assert subjects(text) == {"health:wheelchair", "identity:name"}


@pytest.mark.parametrize("lead", [
    "is this a scam? I get like five of these a week",
    "help me write a congrats reply to this, keep it short",
    "can you summarize this email from my landlord",
    "my friend sent me this, thoughts?",
    "Can you proofread this cover letter for my sister?",
    "make this sound more professional, my coworker drafted it",
    "my friend wrote this, can you proofread it?",
])
def test_someone_elses_letter_stays_theirs(lead: str) -> None:
    text = (f"{lead}\n\nHi there,\n\nI'm a nurse and I live in Orlando. I'm gluten free now and I have two cats.\n\n"
            "Best,\nKyle")
    assert subjects(text) == set()


def test_a_bare_proofread_of_pasted_text_that_is_no_letter_stays_foreign() -> None:
    assert subjects("Can you proofread this before I paste it: I'm a nurse and I live in Leeds.") == set()


def test_the_own_draft_check_is_made_once_per_message() -> None:
    # many lead-ins: each asks whether the text before it is the user's draft, without rescanning it
    text = "translate: hola. " * 2000
    assert foreign_regions(text)


def test_a_name_signed_may_be_a_word_but_not_a_team() -> None:
    letter = "can you make this less rambly? it's to my old college roommate\n\nHey Tomás!!\n\nWe adopted a dog.\n\n"
    assert {c.statement for c in candidates(letter + "Miss you man,\nDev")} >= {"User's name is Dev."}
    assert "identity:name" not in subjects(letter + "Warm regards,\nThe Maplewood Team")


def test_an_os_label_is_the_users_system() -> None:
    found = {c.subject: c.statement for c in candidates("## About me\n- **Name:** Lena\n- **OS:** Arch btw 🙃")}
    assert found["os:arch"] == "User's OS: Arch."


def test_an_aid_is_said_without_what_the_clause_runs_on_to() -> None:
    [aid] = candidates("I use a cane to get around and love hiking")
    assert (aid.subject, aid.statement) == ("health:cane", "User uses a cane to get around.")


@pytest.mark.parametrize("text", ["I'm blind to his faults", "I left my job at 5pm", "I left my job early"])
def test_blind_to_or_leaving_work_for_the_day_is_no_fact(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize(("text", "subject"), [
    ("I'm hypothyroid", "health:hypothyroidism"),
    ("I'm asthmatic", "health:asthma"),
    ("I have T1D", "health:type_1_diabetes"),
    ("I'm autistic", "health:autism"),
])
def test_a_condition_said_as_an_adjective_or_abbreviation_is_keyed_as_its_noun(text: str, subject: str) -> None:
    assert [(c.subject, c.sensitivity) for c in candidates(text)] == [(subject, "sensitive")]


@pytest.mark.parametrize("text", ["I'm no longer allergic to penicillin",
                                  "I'm NOT allergic to penicillin anymore (got delabeled after testing, yay)"])
def test_an_allergy_over_is_retracted(text: str) -> None:
    assert said(text) == {("health:allergy:penicillin", "retract")}
    assert subjects("I'm not allergic to penicillin") == set()


def test_the_users_own_health_notes_are_read_item_by_item() -> None:
    notes = ("# health stuff (context for when I ask questions)\n- T1D since I was 9\n"
             "- hypothyroid — levothyroxine 75mcg\n- NOT allergic to penicillin anymore (got delabeled, yay)\n\n"
             "ok so question: how should I adjust basal for a long run in the heat")
    assert said(notes) >= {("health:type_1_diabetes", "assert"), ("health:hypothyroidism", "assert"),
                           ("health:allergy:penicillin", "retract")}
    assert subjects("# Health\n- T1D since 9\n- hypothyroid\n\nthis is my grandpa's chart, summarize it") == set()


@pytest.mark.parametrize(("text", "found"), [
    ("I'm moving back home to the Philippines in August for good so I won't need it anymore.", {"location:origin"}),
    ("I moved back home to Ohio last year", {"location:origin", "location:home"}),
    ("I want to move back home to Texas", set()),
])
def test_back_home_is_where_the_user_is_from(text: str, found: set[str]) -> None:
    assert subjects(text) == found


def test_do_with_an_object_after_it_is_no_pursuit() -> None:
    assert subjects("I do track my calories") == set()
    assert subjects("I do yoga every morning") == {"activity:yoga"}
