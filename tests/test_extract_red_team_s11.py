"""Red-team findings of session 11 (h8): inputs that break the deterministic extractor's promises, found by reading
its gates, the state it carries between messages, the region logic of text.py and its sensitivity assignment.

Each test is one root cause. Those fixed in session 11 pass, each with the near misses that must still form beside
it; those still open are strict xfail (a fix shows up as an XPASS, to be unmarked). Ordered as in the report:
sensitive leaks and cross-message state first."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.models import MemoryCandidate
from tests.extracting import candidates, subjects


def conversation(*turns: tuple[str, str]) -> list[MemoryCandidate]:
    """What a session forms, its turns ("user" | "assistant", text) in order."""
    events = [SourceEvent(seq=i + 1, event_type=f"{role}.message.created", author_role=role, texts=(text,))
              for i, (role, text) in enumerate(turns)]
    return DeterministicExtractor().extract(events, ExtractionContext())


def normal_leaks(found: list[MemoryCandidate]) -> list[tuple[str, str]]:
    return [(c.subject, c.statement) for c in found if c.sensitivity == "normal"]


# -- sensitivity ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I have a lot of credit card debt",
    "I have a payday loan",
    "I have a lot of medical debt",
    "I have a car loan",
    "I'm a millionaire",
])
def test_a_debt_or_wealth_is_never_normal(text: str) -> None:
    assert normal_leaks(candidates(text)) == []


@pytest.mark.parametrize("text", [
    "I'm a recovering alcoholic",
    "I'm an alcoholic",
    "I'm a recovering addict",
    "I attend NA meetings",
    "I go to therapy every week",
])
def test_addiction_recovery_and_therapy_are_never_normal(text: str) -> None:
    assert normal_leaks(candidates(text)) == []


@pytest.mark.parametrize("text", [
    "I sing in my church choir",
    "I teach Sunday school",
    "I volunteer at my mosque",
    "I'm a deacon at my church",
    "I volunteer for the Bernie campaign",
    "I'm a member of the NRA",
])
def test_a_faith_or_politics_said_in_the_statement_is_never_normal(text: str) -> None:
    assert normal_leaks(candidates(text)) == []


@pytest.mark.parametrize("text", ["I'm a Scientologist", "I'm a Zionist", "I'm a Brexiteer"])
def test_faiths_and_political_identities_outside_the_lexicon_are_never_normal(text: str) -> None:
    assert normal_leaks(candidates(text)) == []


@pytest.mark.parametrize("text", ["I'm a loan officer at Chase.", "I'm a massage therapist.", "I love retail therapy.",
                                  "I run the mass-spec core facility.", "I own a condo."])
def test_a_job_or_a_thing_named_like_a_sensitive_one_stays_normal(text: str) -> None:
    found = candidates(text)
    assert found and normal_leaks(found) == [(c.subject, c.statement) for c in found]


# -- state across messages ------------------------------------------------------------------------------------------

CAST = "Let's role-play. You're a tavern keeper and I'm a wandering knight."


@pytest.mark.parametrize("messages", [
    (CAST, "Whatever happens, don't break character.", "I own a castle and I live in the mountains."),
    (CAST, "Remember, no out of character stuff.", "I own a castle and I live in the mountains."),
    (CAST, "I own a castle. I'm not going to stop the game now, I live in the mountains."),
    (CAST, "*I walk in* Back to reality for my knight is hard. I own a castle."),
])
def test_a_negated_or_in_character_end_marker_does_not_end_the_role_play(messages: tuple[str, ...]) -> None:
    assert subjects(*messages) == set()


def test_a_step_out_said_plainly_still_ends_the_role_play() -> None:
    assert subjects(CAST, "I draw my sword.", "ok no, end the roleplay. I have a cat.") == {"pet:cat"}
    assert subjects(CAST, "I draw my sword.", "Out of character: I have a cat.") == {"pet:cat"}
    assert subjects(CAST, "I draw my sword.", "ok back to reality, I have a cat.") == {"pet:cat"}
    assert subjects(CAST, "back to reality for a sec: I have a cat") == {"pet:cat"}


@pytest.mark.parametrize("turns", [
    (("user", "Start a text adventure game for me, fantasy setting."),
     ("assistant", "You wake in a stone keep. You are a knight of the realm. What do you do?"),
     ("user", "I have a sword and I live in this keep. I own a horse.")),
    (("user", "Let's write a story together. I'll write my character's lines."),
     ("user", "I'm a retired sea captain and I live in a lighthouse with my three cats.")),
    (("user", "Let's play D&D. My character is a dwarf."),
     ("user", "I have a battleaxe and I live in the mountains.")),
])
def test_a_game_or_story_started_without_role_play_words_is_in_character(turns: tuple[tuple[str, str], ...]) -> None:
    assert [c.subject for c in conversation(*turns)] == []


@pytest.mark.parametrize("text, formed", [
    ("I play D&D every Friday.", {"activity:dungeons_and_dragons"}),
    ("I run a D&D campaign for my kids.", {"activity:dungeons_and_dragons"}),
    ("Can we do a one-shot this weekend? I'm a nurse so I'm free Sunday.", {"occupation"}),
])
def test_a_game_played_as_a_hobby_is_no_role_play(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize("claim, disowned", [
    ("I'm a software engineer with 10 years of experience. I live in Austin and I have two kids.",
     "that was my sister's text, can you make it punchier?"),
    ("I'm a software engineer with 10 years of experience. I live in Austin and I have two kids.",
     "^ that's my friend's bio, can you improve it?"),
    ("I'm a software engineer. I live in Austin and I have two kids.",
     "That's my brother's dating profile btw, what do you think?"),
    ("I'm pregnant!", "sorry that was my sister on my phone"),
    ("I have a cat.", "ignore that last message, my kid typed it"),
    ("I have diabetes.", "oops wrong chat, that was for my mom's doctor"),
])
def test_a_message_disowned_as_someone_elses_forms_nothing(claim: str, disowned: str) -> None:
    assert subjects(claim, disowned) == set()


@pytest.mark.parametrize("texts, formed", [
    (("I'm a nurse and I have a cat.", "That's my friend's favorite cafe, by the way. I live in Ohio."),
     {"occupation", "pet:cat", "location:home"}),
    (("I updated my LinkedIn profile. I'm a nurse.",), {"occupation"}),
    (("I typed it myself. I'm a nurse.",), {"occupation"}),
])
def test_someone_elses_thing_named_after_a_claim_disowns_nothing(texts: tuple[str, ...], formed: set[str]) -> None:
    assert subjects(*texts) == formed


@pytest.mark.parametrize("take_back", [
    "I'm kidding", "I'm joking lol", "joking!", "just messing with you", "that's not true, I was trolling",
    "that was a lie",
])
def test_a_take_back_in_other_words_takes_the_claim_back(take_back: str) -> None:
    assert subjects("I'm a pilot and I live in Denver.", take_back) == set()


@pytest.mark.parametrize("texts, formed", [
    (("I'm a pilot and I live in Denver.", "I'm joking about the weather but I do live in Denver."),
     {"occupation", "location:home"}),
    (("Stop joking around, I'm a nurse.",), {"occupation"}),
    (("I hate trolling. I live in Denver.",), {"location:home"}),
    (("That was a lie my ex told. I live in Denver.",), {"location:home"}),
])
def test_joking_and_trolling_said_of_something_else_take_nothing_back(texts: tuple[str, ...],
                                                                     formed: set[str]) -> None:
    assert subjects(*texts) == formed


@pytest.mark.parametrize("question, reply", [
    ("Any injuries I should know about for your son's training plan?", "torn ACL"),
    ("I'm building a plan for your client. Any health conditions?", "asthma"),
    ("What do you do for work? And does your son have any injuries?", "nurse, broken arm"),
])
def test_a_bare_answer_about_someone_elses_health_is_not_the_users(question: str, reply: str) -> None:
    found = conversation(("assistant", question), ("user", reply))
    assert [c.subject for c in found if c.subject.startswith("health:")] == []


@pytest.mark.parametrize("question, reply, formed", [
    ("I'll build you a training plan. Any injuries I should know about?", "torn ACL", "health:torn_acl"),
    ("What do you do for work? And does your son have any injuries?", "nurse, broken arm", "occupation"),
])
def test_a_bare_answer_about_the_users_own_is_theirs(question: str, reply: str, formed: str) -> None:
    assert formed in [c.subject for c in conversation(("assistant", question), ("user", reply))]


def test_a_correction_that_gives_the_fact_to_someone_else_takes_it_from_the_user() -> None:
    assert "location:home" not in subjects("I live in Denver.", "sorry, I meant my sister lives in Denver")
    assert subjects("I have a dog and I live in Denver.", "oops, I meant my sister lives in Denver") == {"pet:dog"}
    assert "occupation" not in subjects("I'm a nurse.", "sorry that's my husband who's the nurse")


@pytest.mark.parametrize("messages, formed", [
    (("I'm a nurse.", "sorry, my sister is visiting"), {"occupation", "family:sister"}),
    (("I live in Denver.", "my sister lives in Denver too"), {"location:home", "family:sister"}),
    (("My sister is allergic to peanuts.", "no wait, it's my nephew who's allergic, not her."), {"family:sister"}),
    (("I live in Denver.", "I'm a nurse.", "sorry, I meant my sister lives in Denver"),
     {"occupation", "location:home"}),
])
def test_a_correction_takes_only_the_claim_it_gives_away_and_only_from_the_message_before(
        messages: tuple[str, ...], formed: set[str]) -> None:
    assert subjects(*messages) >= formed


# -- whose voice: regions -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Translate «I'm a nurse and I have diabetes» into French",
    "Translate 「I'm a nurse and I have diabetes」 into Japanese",
    "Her Insta caption: «I'm pregnant and I live in Ohio»",
    "My penpal\u2019s letter begins «I'm a nurse and I live in Ohio»",
])
def test_guillemets_and_corner_brackets_quote(text: str) -> None:
    assert subjects(text) == set()


def test_a_title_in_guillemets_leaves_the_rest_the_users() -> None:
    assert subjects("Mon film préféré est «Amélie». I live in Paris.") == {"location:home"}


@pytest.mark.parametrize("text", [
    "Mom: I have diabetes and I live in Tampa\nMe: oh no",
    "[10:42] Sarah: I'm pregnant!!\n[10:43] me: omg congrats",
    "Sarah (10:42): I'm a nurse and I live in Ohio",
    "can you help me answer this?\nJake: hey I just moved to Denver and I have a dog now\nJake: wanna hang?",
])
def test_a_pasted_chat_log_is_its_speakers_words(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize("text, formed", [
    ("Me: I'm a nurse\nSarah: I live in Ohio\nMe: nice", {"occupation"}),
    ("Update: I moved to Denver.", {"location:home"}),
    ("Context: I'm a nurse and I have a dog.", {"occupation", "pet:dog"}),
    ("About me:\nName: Lena\nOccupation: nurse\nPets: a dog", {"identity:name", "occupation", "pet:dog"}),
    ("Age: 58\nOccupation: retired postal worker\nEmergency contact: my son, Daniel", {"age", "occupation",
                                                                                         "family:son"}),
])
def test_a_note_or_a_form_of_the_users_is_no_chat_log(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize("text", [
    "Sample input: I have diabetes and I'm a nurse",
    "Test data for my app:\nI'm a nurse and I live in Ohio.\nI have two cats.",
    "Example user message: I'm a nurse and I live in Ohio.",
    "Placeholder text: I have diabetes and I live in Ohio",
])
def test_sample_and_test_data_is_no_ones_fact(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize("text", [
    "My friend wrote this:\nI'm a software engineer. I live in Austin.",
    "Rate my brother's dating profile:\n\nHi! I'm Tom, I'm a firefighter and I live in Tampa. I love dogs.",
    "Rate my brother's dating profile.\n\nHi! I'm Tom, I'm a firefighter and I live in Tampa. I love dogs.",
    "Can you look over my friend's cover letter? Thanks.\n\nI'm a nurse with 5 years of ICU experience.",
    "Caption for my friend's photo: I just adopted a cat!!",
])
def test_a_lead_in_naming_someone_elses_text_opens_it(text: str) -> None:
    assert subjects(text) == set()


def test_a_dash_after_a_rework_lead_in_opens_the_text() -> None:
    assert subjects("Translate to Spanish - I live in Ohio and I have two cats") == set()
    assert subjects("Please translate into German \u2014 I'm a nurse and I live in Ohio") == set()


@pytest.mark.parametrize("text, formed", [
    ("My sister's bio is outdated.\n\nI'm a nurse and I live in Ohio.", {"family:sister", "occupation",
                                                                        "location:home"}),
    ("I translate documents - I live in Ohio", {"location:home"}),
    ("I'm a self-taught dev - I live in Ohio", {"occupation", "location:home"}),
])
def test_a_sentence_or_a_dash_that_asks_no_rework_opens_nothing(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize("text", [
    "He goes, I'm a nurse and I live in Ohio, and I was like wow",
    "The guy at the bar was like I'm a pilot and I own three houses",
    "In the book the narrator says I live in Paris and I'm a painter",
    "He says I'm lazy and I have a dog",
    "As my grandma used to say, I have diabetes but diabetes doesn't have me.",
])
def test_unquoted_speech_is_the_speakers_to_its_end(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize("text, formed", [
    ("As I always say, I have two cats.", {"pet:cat"}),
    ("I was like, I'm a nurse and I live in Ohio.", {"occupation", "location:home"}),
    ("It went well, I live in Ohio now.", {"location:home"}),
    ("Like I said, I'm a nurse.", {"occupation"}),
    ("He says I'm lazy, and I have a dog.", {"pet:dog"}),
    ("My wife says I'm crazy but I love my Harley.", {"preference:harley", "vehicle:harley"}),
])
def test_the_users_own_words_after_a_quotative_are_theirs(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize("text", [
    "In my dream I was a pilot and I lived in Paris.",
    "In the game I'm a pilot and I own a boat.",
    "In Skyrim I'm a werewolf and I have a house in Whiterun",
    "In Minecraft, I have a castle and a pet wolf",
    "In the game, I'm married and I have two kids.",
    "In my novel, I'm a detective who lives in Paris.",
    "In my fic I'm married to Harry Styles and I live in London.",
    "Next year I'm a senior and I live in the dorms.",
])
def test_a_frame_opening_the_sentence_holds_for_all_its_clauses(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize("text, formed", [
    ("In my free time I play guitar and I run.", {"activity:guitar", "activity:running"}),
    ("In my family, I'm the oldest and I have two sisters.", {"family:sister"}),
    ("In Ohio, I'm a nurse and I have a dog.", {"occupation", "pet:dog"}),
    ("I play Skyrim and I'm a nurse.", {"activity:skyrim", "occupation"}),
])
def test_a_frame_of_the_users_own_life_frames_nothing(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize("text", [
    "For the sake of argument, I have diabetes.",
    "Worst case scenario, I have diabetes.",
    "Playing devil's advocate: I'm a Republican and I support the wall.",
])
def test_an_arguers_supposition_forms_nothing(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize("text", ["Hypothetically, I have diabetes.", "Hypothetically speaking, I'm a Republican.",
                                  "Best case scenario I get the job, I'm a nurse.",
                                  "Let's say I'm a nurse; what then?"])
def test_a_sentence_opening_on_a_supposition_supposes_in_all_its_clauses(text: str) -> None:
    assert subjects(text) == set()


def test_a_wish_holds_for_the_clauses_joined_to_it() -> None:
    assert subjects("I wish I was a nurse and I lived in Ohio.") == set()


@pytest.mark.parametrize("text, formed", [
    ("If I'm honest, I have diabetes.", {"health:diabetes"}),
    ("Worst case, I'll take the bus. I have a car.", {"vehicle:car"}),
    ("I wish I had more time. I have a dog.", {"pet:dog"}),
    ("I have a dog and I wish I had a cat.", {"pet:dog"}),
])
def test_a_supposition_holds_no_further_than_its_sentence(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize("text", [
    pytest.param("Can you punch up my friend's dating profile?\nAbout me: 29, divorced, one daughter. Work in HVAC, "
                 "live in Tulsa."),
    pytest.param("I use this for my clients. Client intake:\nPets: two cats\nKids: 3\nRelationship status: "
                 "divorced\nHometown: Cork"),
    "Sample bio for the template:\n## About me\n- 34, married, two kids, nurse",
    pytest.param("My character sheet:\nAbout me: 300 years old, elf, lives in Rivendell\nPets: a dragon"),
])
def test_someone_elses_form_is_not_the_users(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize("text, formed", [
    ("Here's my info for the profile:\nName: Dana Reyes\nJob: Nurse practitioner\nCity: Tucson",
     {"identity:name", "occupation", "location:home"}),
    ("About me:\nName: Lena\nOccupation: nurse\nPets: a dog", {"identity:name", "occupation", "pet:dog"}),
])
def test_the_users_own_form_is_theirs(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize("text", [
    "Sarah's update: moved to Denver, got engaged, adopted a cat.",
    "My son? Obsessed with Minecraft, allergic to peanuts.",
    "My dog? Terrified of thunder, loves cheese.",
])
def test_subject_dropped_news_of_someone_named_is_theirs(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize("text, formed", [
    ("My son? Obsessed with Minecraft. I live in Ohio. Love hiking.", {"location:home"}),
    ("Got a question. Moved to Ohio last year.", {"location:home"}),
])
def test_the_user_speaking_of_themselves_again_ends_a_relatives_topic(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


def test_an_allergy_said_beside_a_liking_is_sensitive() -> None:
    found = candidates("I'm obsessed with Minecraft, allergic to peanuts, and I live in Ohio.")
    # (the allergy, its "I'm" left out after the comma, is its own belief since session 19: the liking's statement no
    # longer says it; whichever statement says it is sensitive)
    assert all(c.sensitivity == "sensitive" for c in found if "allergic" in c.statement)
    assert [c.sensitivity for c in found if c.subject == "health:allergy:peanut"] == ["sensitive"]


@pytest.mark.parametrize("text", ["Today's news: I moved to Denver.", "Quick update: I moved to Denver.",
                                  "Life update: I moved to Denver."])
def test_the_users_own_news_under_a_heading_is_theirs(text: str) -> None:
    assert subjects(text) == {"location:home"}


@pytest.mark.parametrize("text", [
    "I love Mondays /s",
    "I'm a huge fan of group projects /s",
    "oh yeah I LOVE cleaning the litter box \U0001f644",
    "I adore my commute \U0001f643",
    "Right, and I live on Mars.",
    "Riiight, I'm a nurse.",
    "Sure Jan, I'm vegan.",
])
def test_sarcasm_marked_otherwise_forms_nothing(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize("text, formed", [
    ("Right, I have a dog.", {"pet:dog"}),
    ("That's right and I have a dog.", {"pet:dog"}),
    ("Sure, I'm a nurse.", {"occupation"}),
    ("I'm sure Janet is right, I have a dog.", {"pet:dog"}),
    ("My speed is 3 m/s on the bike and I have a dog.", {"pet:dog"}),
])
def test_words_like_sarcasms_markers_leave_a_sincere_message_read(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize("text", [
    "Mi hermana dijo: soy enfermera y vivo en Madrid.",
    "Mi hermana dice que vivo en Madrid.",
    "Mein Bruder sagt, ich bin Arzt.",
    "Ich bin Arzt, sagt meine Mutter.",
    "Soy enfermera jaja mentira",
    "Je suis médecin, je plaisante",
])
def test_code_switched_speech_and_jokes_are_not_the_users(text: str) -> None:
    found = {s for s in subjects(text) if not s.startswith("family:")}
    assert found == set()


@pytest.mark.parametrize("text, formed", [
    ("Soy enfermera y vivo en Madrid.", {"occupation", "location:home"}),
    ("Je suis médecin. Ma sœur dit que c'est dur.", {"occupation"}),
])
def test_code_switched_statements_beside_anothers_words_are_the_users(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize("text", [
    "my wifi pw is sunflower22 and I live in Denver",
    "My PIN is 4821 and I have a dog.",
    "my passcode is 1234, I have a dog",
    "My seed phrase is abandon ability able about above absent absorb abstract absurd abuse access accident, and I "
    "live in Denver.",
    "My recovery phrase: tiger lamp river ... I have a dog",
    "My social security number is 123 45 6789 and I live in Denver",
    "My bank account number is 12345678 and my routing number is 021000021. I live in Denver.",
    "my door code is 4455 and I live in Denver",
    "My 2FA backup codes are 1234-5678 and 8765-4321, I have a dog",
])
def test_a_message_holding_a_secret_forms_nothing(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize("text, formed", [
    ("I changed the PIN on my phone and I have a dog.", {"pet:dog"}),
    ("Pinterest is my favorite app.", {"favorite:app"}),
    ("I write code for a living and I have a dog.", {"occupation", "pet:dog"}),
])
def test_a_secrets_name_without_its_value_leaves_the_message_read(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed
