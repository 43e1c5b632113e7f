"""Constructions the twenty-third corpus's clergy, counselling, academic, fermentation, transit, correction and
gratitude talk showed misread, said in other words, with the near misses that must still form nothing (or not the
wrong thing)."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from tests.extracting import candidates, subjects

# -- jobs the lexicon lacked; a job fronted with no comma; a message that opens on the job and a detail of it --------


@pytest.mark.parametrize("text", [
    "I'm a prison chaplain in Ohio.",
    "I'm a guidance counsellor at a high school.",
    "I'm a chemistry prof at a small college.",
    "I'm a zookeeper, mostly big cats.",
    "I work from home as a legal transcriptionist.",
    "I'm an LCSW at a community clinic.",
])
def test_a_job_the_lexicon_lacked_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


@pytest.mark.parametrize("text", ["I'm a rabbi at a small shul.", "I'm an army chaplain.",
                                  "As an imam I get asked this a lot."])
def test_clergy_said_as_a_job_stays_sensitive(text: str) -> None:
    found = [c for c in candidates(text) if c.subject == "occupation"]
    assert found and all(c.sensitivity == "sensitive" for c in found)


@pytest.mark.parametrize("text", ["My prof said the exam is curved.", "Our chaplain visited on Sunday.",
                                  "Should I see a counsellor?"])
def test_someone_elses_job_or_one_asked_about_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text)


@pytest.mark.parametrize("text", [
    "I'm a nurse on a busy ward, maybe 30 patients a shift.",
    "I'm pastor of a tiny congregation, probably 40 on a good week.",
])
def test_a_number_rounded_with_maybe_hedges_no_claim(text: str) -> None:
    assert "occupation" in subjects(text)


@pytest.mark.parametrize("text", ["Maybe I'm a nurse at heart.", "I'm a nurse, maybe.",
                                  "I'm probably moving to Denver"])
def test_a_hedge_of_the_claim_itself_still_forms_nothing(text: str) -> None:
    found = subjects(text)
    assert "occupation" not in found and "location:home" not in found, found


@pytest.mark.parametrize("text", ["As a nurse I see this all the time.", "As a paramedic I've seen worse.",
                                  "as a vegan I never eat eggs"])
def test_a_role_fronted_without_a_comma_is_the_users(text: str) -> None:
    assert subjects(text) & {"occupation", "diet"}


@pytest.mark.parametrize("text", ["As a kid I loved trains.", "As a result I quit.", "As a joke I told him.",
                                  "As a nurse would you do this?", "As a beginner I struggle with scales."])
def test_a_time_of_life_a_result_or_a_question_fronted_is_no_role(text: str) -> None:
    assert "occupation" not in subjects(text)


@pytest.mark.parametrize("text", [
    "Equine vet, mostly ambulatory calls. Can you format this?",
    "zookeeper, reptile house. Quick question about heat lamps.",
    "assistant prof in economics, going up for tenure soon, can u help?",
    "Freelance translator, mostly legal docs.",
    "Plumber, 20 years, Leeds.",
])
def test_a_message_opening_on_the_users_job_and_a_detail_is_an_occupation(text: str) -> None:
    assert "occupation" in subjects(text)


@pytest.mark.parametrize("text", [
    "Nurse, doctor or PA?", "Doctor, I have a question", "Teachers, any tips?", "Need a plumber, any recs?",
    "Call the electrician, then what?", "Thanks doctor, that helps", "Nurse, what should I do?",
    "Hey nurse, quick one", "Nurse, huh? That is cool.", "Teacher, that's a tough job.",
])
def test_jobs_weighed_hailed_or_sought_at_a_messages_opening_are_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text)


# -- an -s word's plural; which hand; a questionnaire set out as "Q: ... A: ..."; a dose after a medicine ------------


@pytest.mark.parametrize(("text", "subject"), [("I hate buses with a passion.", "preference:bus"),
                                               ("Honestly I can't stand buses", "preference:bus")])
def test_a_plural_adding_es_to_an_s_word_is_keyed_on_the_word(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize(("text", "subject"), [("I'm left-handed so scissors are a pain", "identity:left_handed"),
                                               ("I'm right handed.", "identity:right_handed"),
                                               ("I'm left handed too", "identity:left_handed")])
def test_the_hand_the_user_writes_with_is_an_identity(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text", ["Is he left-handed?", "I'm left-handed bowling today", "My son is left-handed."])
def test_anothers_hand_or_a_thing_done_left_handed_is_no_identity(text: str) -> None:
    assert not {s for s in subjects(text) if s.endswith("_handed")}


@pytest.mark.parametrize(("text", "expected"), [
    ("here are my answers for the staff page\nQ: What do you do for work?\nA: pharmacist\nQ: Pets?\nA: one old beagle",
     {"occupation", "pet:dog"}),
    ("filling this in for the club, does my form look ok?\nQ: Hobbies? A: climbing, chess\nQ: Shoe size? A: 9 UK",
     {"activity:climbing", "activity:chess", "size:shoe"}),
    ("silly quiz, what does it say about me\nQ: Introvert or extrovert? A: total extrovert\n"
     "Q: Left or right handed? A: right", {"identity:extrovert", "identity:right_handed"}),
    ("my pre-op questionnaire, anything missing?\nQ: Current medications? A: metformin 500 mg twice daily",
     {"health:metformin"}),
])
def test_a_questionnaire_the_user_answered_forms_each_answer(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "Setting up security questions for my bank. Q: Mother's maiden name? A: Novak. Q: Name of first pet? A: Rex.",
    "Make a sample questionnaire for me with answers like 'Q: Pets? A: two cats' and 'Q: Job? A: nurse'.",
    "Q: What does she do for work?\nA: pharmacist\nQ: Pets?\nA: a beagle\nthat's my sister's profile",
    "Q: What do you do for work?\nA: pharmacist",
])
def test_answers_given_as_an_example_anothers_or_with_no_word_of_the_users_form_nothing(text: str) -> None:
    assert not {s for s in subjects(text) if s in ("occupation", "pet:dog", "pet:cat")}, subjects(text)


# -- an instruction with no verb, or to stop; a bare celiac; fermenting ----------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("always metric for me going forward pls, cups confuse me", "preference:units"),
    ("and grams always please, never cups", "preference:units"),
    ("Celsius always, never Fahrenheit", "preference:units"),
    ("Also please stop putting emojis in your replies, they distract me.", "preference:emoji"),
    ("Stop using bullet points in your answers", "preference:answer_style"),
])
def test_a_standing_instruction_without_a_verb_or_to_stop_is_a_preference(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["always pizza for me", "stop the timer", "I can't stop using emojis lol",
                                  "My boss told me to stop using emojis in emails", "Can you stop sending me emojis?"])
def test_a_verbless_liking_or_a_stop_of_no_standing_domain_is_no_instruction(text: str) -> None:
    assert not {s for s in subjects(text) if s in ("preference:units", "preference:emoji", "preference:answer_style")}


@pytest.mark.parametrize(("text", "subject"), [("I have celiac, so eating out is hard", "health:celiac_disease"),
                                               ("I have coeliac too", "health:coeliac_disease")])
def test_celiac_had_bare_is_keyed_as_the_disease(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text", ["I ferment my own hot sauce", "I ferment kimchi every fall",
                                  "I ferment basically everything, kombucha included"])
def test_fermenting_is_keyed_on_the_making(text: str) -> None:
    assert "activity:fermentation" in subjects(text)


@pytest.mark.parametrize("text", ["I let it ferment for a week", "Should I ferment it longer?",
                                  "My wife ferments kimchi"])
def test_a_ferment_left_asked_or_anothers_is_no_pursuit(text: str) -> None:
    assert "activity:fermentation" not in subjects(text)


# -- a reply putting right or confirming the assistant's summary of the user ---------------------------------------


def _replying(summary: str, reply: str) -> set[tuple[str, str]]:
    events = [SourceEvent(seq=1, event_type="assistant.message.created", author_role="assistant", texts=(summary,)),
              SourceEvent(seq=2, event_type="user.message.created", author_role="user", texts=(reply,))]
    return {(c.subject, c.polarity) for c in DeterministicExtractor().extract(events, ExtractionContext())}


@pytest.mark.parametrize(("summary", "reply", "expected"), [
    ("So far: you're a nurse, you live in Austin, and you have two dogs.",
     "Close. I'm in Round Rock, not Austin. The nurse part is right.",
     {("location:home", "assert"), ("occupation", "assert")}),
    ("Here's what I have: you live in Salem, Oregon, and you have a cat.",
     "Salem MASSACHUSETTS, not Oregon. The cat bit is correct.",
     {("location:home", "assert"), ("pet:cat", "assert")}),
    ("Noted that you're married, so I'll plan for two.", "Widowed actually, since last year.",
     {("relationship_status", "assert")}),
    ("I have that you speak French and you play the cello.", "I don't speak French, sadly.",
     {("language:french", "retract")}),
])
def test_a_reply_to_the_assistants_summary_forms_what_it_confirms_or_puts_right(
        summary: str, reply: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= _replying(summary, reply), _replying(summary, reply)


@pytest.mark.parametrize(("summary", "reply"), [
    ("Your trip: flying into Denver, staying near Union Station.", "Boulder, not Denver. Can you redo it?"),
    ("The itinerary has you in Rome on day two.", "The hard part is right at the start though."),
    ("Sounds like a fun party!", "Divorced actually, that's the theme lol"),
    ("You could speak Spanish there.", "I don't speak Spanish."),
])
def test_a_reply_to_no_claim_of_the_users_forms_nothing_from_it(summary: str, reply: str) -> None:
    assert not {s for s, _ in _replying(summary, reply)} & {"location:home", "relationship_status",
                                                             "language:spanish", "occupation"}


def test_a_guess_of_the_assistants_denied_takes_nothing_back() -> None:
    assert _replying("Since you have a cat, you might want to avoid lilies.", "I don't have a cat. I have two dogs.") \
        == {("pet:dog", "assert")}


# -- a consequence run on after "so": what it points at is no part of the thing before it ---------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("I've got two kids of my own so some of these cases hit hard lol", "family:kid"),
    ("I have a dog so I walk him twice a day", "pet:dog"),
    ("I have a Brompton so I can fold it on the train", "vehicle:brompton"),
])
def test_a_thing_had_then_a_consequence_pointing_back_is_had(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I have one so I know", "I bought it so I could travel",
                                  "I have them so I can't complain"])
def test_a_pronoun_before_the_consequence_still_names_nothing(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("possession:", "vehicle:", "pet:", "family:"))}


# -- the household's own home, owned ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("it's a basement room and we own the house, so I can put up panels", "possession:house"),
    ("We own the place outright, paid it off last year.", "possession:house"),
    ("we own our condo", "possession:condo"),
])
def test_the_households_home_owned_is_had(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["we own the house with my brother", "Do we own the house?",
                                  "If we own the house we can paint it", "They own the house next door."])
def test_a_home_owned_with_others_asked_supposed_or_anothers_is_not_had(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("possession:")}


# -- a form the user fills in: a garment's size by its label, a diet by "dietary requirements" -----------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("Filling out the sign-up form for the camp, look ok?\nAge: 41\nCity: Cork\nDietary requirements: vegetarian",
     {"age", "location:home", "diet"}),
    ("my details for the team order:\nJacket size: M\nRing size: 7", {"size:jacket", "size:ring"}),
    ("filled in my registration, can you check it?\nQ: T-shirt size? A: XL", {"size:t_shirt"}),
])
def test_a_form_the_user_fills_in_forms_its_fields(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "Filling out the registration for my son, does this look right?\nAge: 9\nCity: Leeds\nDietary requirements: vegan",
    "my details for the team order:\nJacket size: whatever fits\nRing size: ask my wife",
])
def test_anothers_form_or_a_size_not_given_forms_nothing(text: str) -> None:
    assert not {s for s in subjects(text) if s in ("age", "diet", "location:home") or s.startswith("size:")}


# -- a make ridden; a liking picked "any day"; the user's own neighbourhood and its town -----------------------------


@pytest.mark.parametrize(("text", "subject"), [("I ride a Specialized Turbo Levo.", "vehicle:specialized_turbo_levo"),
                                               ("I ride an old Trek", "vehicle:trek")])
def test_a_make_ridden_is_a_vehicle(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


def test_a_thing_ridden_by_no_make_stays_what_it_was() -> None:
    assert "possession:skateboard" in subjects("I ride a skateboard")
    assert "pet:horse" in subjects("I ride a horse named Biscuit")


@pytest.mark.parametrize(("text", "subject"), [
    ("I hate buses with a passion, give me trams any day.", "preference:tram"),
    ("give me a paperback any day of the week", "preference:paperback"),
])
def test_a_liking_picked_any_day_is_a_preference(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["give me a call any day this week", "Can you give me trams any day?",
                                  "My wife says give me trams any day", "but give me 1 through 6 any day."])
def test_a_time_asked_a_count_or_anothers_pick_is_no_liking(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("preference:")}


@pytest.mark.parametrize("text", ["I'm on the HOA board for our neighborhood in Plano. Draft a letter.",
                                  "Our neighbourhood in Leeds has a bin problem.",
                                  "the council keeps ignoring potholes on my street in Bristol"])
def test_the_users_own_neighbourhood_named_with_its_town_is_home(text: str) -> None:
    assert "location:home" in subjects(text)


@pytest.mark.parametrize("text", ["my old neighborhood in Austin was nicer", "is our neighborhood in Plano safe?",
                                  "She wrote 'our neighborhood in Plano is lovely'",
                                  "Is there a good neighborhood in Denver for kids?"])
def test_a_former_asked_quoted_or_no_ones_neighbourhood_is_no_home(text: str) -> None:
    assert "location:home" not in subjects(text)


# -- pets in French; a move said as when something began -------------------------------------------------------------


@pytest.mark.parametrize("text", ["J'habite à Laval avec mes deux chiens.", "j'ai un chien", "mes chiens sont fous"])
def test_the_users_pets_said_in_french_are_theirs(text: str) -> None:
    assert "pet:dog" in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["Let's chat later", "my chats with mes amis", "ma soeur a deux chats"])
def test_a_chat_in_english_or_anothers_pets_in_french_are_none_of_the_users(text: str) -> None:
    assert "pet:cat" not in subjects(text)


@pytest.mark.parametrize("text", ["my starter's been sluggish ever since I moved to Denver last fall",
                                  "It's been hard since we relocated to Leeds",
                                  "ever since I moved to New York City I sleep badly"])
def test_a_move_said_as_when_something_began_is_home(text: str) -> None:
    assert "location:home" in subjects(text)


@pytest.mark.parametrize("text", ["Has it been hard since I moved to Denver?",
                                  "ever since I moved to Denver and back I've been tired",
                                  "since my sister moved to Denver I miss her"])
def test_a_move_asked_undone_or_anothers_is_no_home(text: str) -> None:
    assert "location:home" not in subjects(text)
