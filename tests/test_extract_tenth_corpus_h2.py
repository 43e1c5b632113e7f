"""What the tenth corpus written blind (tests/data/tenth_corpus.jsonl) found the rules forming wrong or missing in
its caregiver, gamer, home-cook, personal-finance, teen-texting and later-correction styles, one family per section;
the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- a console or a handheld is a device, named by its model ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I have a PS5.", "device:ps5"),
        ("I've still got my PS4 in the basement.", "device:ps4"),
        ("I got a Steam Deck for Christmas.", "device:steam_deck"),
        ("I have a Meta Quest 3.", "device:meta_quest_3"),
        ("My Razer Blade 14 overheats.", "device:razer_blade_14"),
        ("I play on a Razer Blade 15.", "device:razer_blade_15"),
        ("I code on a ThinkPad X1 Carbon.", "device:thinkpad_x1_carbon"),
    ],
)
def test_a_console_handheld_or_gaming_laptop_is_a_device(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found, found
    assert not {s for s in found if s.startswith("possession:")}, found


@pytest.mark.parametrize(
    "text",
    [
        "We built a deck last summer.",
        "I'm on a quest for the perfect taco.",
        "I play on a Sunday League team.",
        "Should I play on a PS5?",
        "If I play on a PS5, is it smoother?",
        "My brother plays on a Steam Deck.",
        "I play on a Tesla Model 3 screen sometimes.",
    ],
)
def test_no_device_from_a_deck_a_quest_a_team_a_question_or_anothers(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith(("device:", "possession:", "vehicle:"))}, found


def test_an_emoji_before_subjectless_chat_ends_the_sentence() -> None:
    assert "device:steam_deck_oled" in subjects("Just got a Steam Deck OLED for my bday 🎉 gonna use it on the train")
    assert not subjects("gonna get a Steam Deck 🎉 gonna use it on the train")


# -- a pursuit the past tense says is over is history, and "for" must be a span to make it experience ------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I mostly played League before but quit it for good last year.", "history:league"),
        ("I played chess but quit it.", "history:chess"),
        ("I played tennis, then gave it up.", "history:tennis"),
        ("I played Overwatch before.", "history:overwatch"),
    ],
)
def test_a_past_pursuit_given_up_is_history(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found, found
    assert not {s for s in found if s.startswith(("experience:", "activity:"))}, found


@pytest.mark.parametrize(
    "text",
    [
        "I played chess before work.",
        "I play chess but quit it often.",
        "My brother played League before but quit.",
        "Did you play League before?",
    ],
)
def test_no_history_from_a_time_of_day_a_habit_or_anothers(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("history:")}, subjects(text)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I've played Valorant for 4 months.", "experience:valorant"),
        ("I've been playing piano for like ten years.", "experience:piano"),
        ("I played tennis for a while.", "experience:tennis"),
    ],
)
def test_played_for_a_span_is_experience(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I played soccer for my high school.", "I played League for fun.",
                                  "I played it for good measure."])
def test_played_for_no_span_is_no_experience(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("experience:")}, subjects(text)


# -- an aside in brackets is no part of the clause's statement or key --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("I have a tree nut allergy (peanuts are fine, weirdly).", "health:allergy:tree_nut",
         "User has a tree nut allergy."),
        ("I'm allergic to cats (dogs are fine though).", "health:allergy:cat", "User is allergic to cats."),
        ("I have two cats (they're brothers).", "pet:cat", "User has two cats."),
    ],
)
def test_a_bracketed_aside_is_cut(text: str, subject: str, statement: str) -> None:
    assert [(c.subject, c.statement) for c in candidates(text)] == [(subject, statement)]


def test_a_bracket_that_names_or_counts_is_kept() -> None:
    assert {"family:son", "family:daughter"} <= subjects("I have two kids (son 12, daughter 9).")


# -- celiac disease is keyed one way however it was learned ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I was diagnosed with celiac disease last year.", "health:celiac_disease"),
        ("I've been diagnosed with celiac disease.", "health:celiac_disease"),
        ("I have celiac disease.", "health:celiac_disease"),
        ("I was diagnosed with coeliac disease in 2019.", "health:coeliac_disease"),
    ],
)
def test_celiac_disease_diagnosed_is_keyed_as_had(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


def test_a_relatives_celiac_disease_is_theirs() -> None:
    assert not {s for s in subjects("My son was diagnosed with celiac disease.") if s.startswith("health:")}


# -- an allergy found not to be one after all is taken back ------------------------------------------------------------


@pytest.mark.parametrize("text", ["Turns out I'm not allergic to penicillin after all!",
                                  "My doctor re-tested me today and I'm not allergic to penicillin after all."])
def test_not_allergic_after_all_takes_the_allergy_back(text: str) -> None:
    assert keyed(text) == {("health:allergy:penicillin", "retract")}


@pytest.mark.parametrize("text", ["I'm not allergic to penicillin.", "Is it possible I'm not allergic to penicillin "
                                  "after all?", "My son is not allergic to penicillin after all."])
def test_not_allergic_without_after_all_or_in_a_question_takes_nothing_back(text: str) -> None:
    assert not {k for k in keyed(text) if k[0].startswith("health:")}, keyed(text)


# -- when the user works is no kind of work ----------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I work every evening.", "I work most days.", "I work evenings."])
def test_working_when_alone_names_no_work(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("occupation")}, subjects(text)


def test_work_of_a_kind_is_still_read() -> None:
    assert "occupation:construction" in subjects("I work construction.")


# -- a sentence adverb or a chat tag before the user speaks, and a chat tag that ends a run-on thought -----------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Luckily I work from home as a bookkeeper.", "occupation"),
        ("Sadly I'm allergic to cats.", "health:allergy:cat"),
        ("lowkey im lactose intolerant so no milkshakes pls", "health:lactose_intolerance"),
        ("ngl i'm vegan", "diet"),
        ("bro i play bass in the jazz band fr its the only good part of my day", "activity:bass"),
        ("i play drums in a band lol its the best", "activity:drums"),
    ],
)
def test_a_leading_adverb_or_a_chat_tag_hides_no_clause(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "Luckily my brother is a nurse and lives nearby.",
        "Unfortunately if I were rich I'd buy a boat.",
        "lowkey what if i was a youtuber lol",
        "bro my sister plays bass fr",
        "ngl would I make a good nurse?",
    ],
)
def test_a_leading_adverb_or_a_chat_tag_makes_nothing_the_users(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if not s.startswith("family:")}, found


# -- what the user earns, an account they hold, a card paid off: finance, sensitive ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I make about $82k a year.",
        "I earn 4,600 dollars a month after taxes.",
        "I take home $3,200 a month.",
        "I make around $85,000 a year as a pharmacist.",
    ],
)
def test_what_the_user_earns_is_their_salary(text: str) -> None:
    found = [c for c in candidates(text) if c.subject == "finance:salary"]
    assert found and found[0].sensitivity == "sensitive", candidates(text)


def test_the_job_earned_as_is_an_occupation_said_without_the_pay() -> None:
    got = {c.subject: c.statement for c in candidates("I make about $82k a year as a UX designer.")}
    assert got["occupation"] == "User is a UX designer.", got
    assert "finance:salary" in got


@pytest.mark.parametrize(
    "text",
    [
        "I make 3 pies a week.",
        "My friend makes $150k and still lives paycheck to paycheck.",
        "Pretend I earn $60k a year — how much should I spend on rent?",
        "If I make $80k a year, can I afford it?",
        "How much do I need to make a year?",
        "I want to make $100k a year.",
    ],
)
def test_no_salary_from_a_count_anothers_pay_a_supposition_or_a_wish(text: str) -> None:
    assert "finance:salary" not in subjects(text), subjects(text)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I have a Roth IRA.", "finance:roth_ira"),
        ("I have a 401k.", "finance:401k"),
        ("I max out my Roth IRA every year.", "finance:roth_ira"),
        ("I contribute to my 401k.", "finance:401k"),
    ],
)
def test_an_account_held_is_finance_not_a_possession(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found, found
    assert not {s for s in found if s.startswith("possession:")}, found


@pytest.mark.parametrize("text", ["Should I move my 401k into a Roth IRA?", "My husband maxes out his Roth IRA.",
                                  "If I open a Roth IRA, what then?", "Is a Roth IRA worth it?"])
def test_no_account_from_a_question_a_supposition_or_anothers(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("finance:")}, subjects(text)


@pytest.mark.parametrize("text", ["I paid off my last credit card this month.",
                                  "I finally paid off all my credit cards."])
def test_credit_cards_paid_off_take_the_card_debt_back(text: str) -> None:
    assert ("finance:credit_card_debt", "retract") in keyed(text), keyed(text)


@pytest.mark.parametrize("text", ["I'm paying off my credit card.", "I paid off my credit card bill.",
                                  "My sister paid off her credit cards.", "Should I pay off my credit card first?"])
def test_no_card_debt_taken_back_while_paying_a_bill_or_anothers(text: str) -> None:
    assert not {k for k in keyed(text) if k[0].startswith("finance:")}, keyed(text)


# -- chat's word for a sister, and a gamer's pursuits -----------------------------------------------------------------


def test_my_sis_is_a_sister() -> None:
    assert subjects("my sis is a nurse") == {"family:sister"}
    assert not subjects("sis you have to see this")
    assert not subjects("thanks sis")


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I stream on Twitch three nights a week.", "activity:streaming"),
        ("I stream to YouTube most weekends.", "activity:streaming"),
        ("I speedrun Celeste.", "activity:speedrunning"),
        ("I'm 34, a teacher by day, and I speedrun Hollow Knight at night lol.", "activity:speedrunning"),
    ],
)
def test_streaming_on_a_platform_or_speedrunning_is_a_pursuit(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    ["I stream movies on Netflix.", "My son streams on Twitch.", "Should I stream on Twitch?",
     "I want to stream on YouTube.", "If I streamed on Twitch, would anyone watch?", "Do you speedrun Celeste?"],
)
def test_no_streaming_from_watching_anothers_a_question_or_a_wish(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}, subjects(text)


# -- teaching oneself is learning; chat's "bc" gives a reason that is no part of what is named -------------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm teaching myself Korean.", "language:korean"),
        ("im teaching myself korean bc of kdramas lmao", "language:korean"),
        ("I'm teaching myself guitar.", "activity:learning:guitar"),
        ("I love hiking bc it's calming.", "preference:hiking"),
    ],
)
def test_teaching_oneself_is_learning_and_bc_gives_a_reason(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", ["My son is teaching himself Korean.", "Should I teach myself Korean?",
                                  "I'd teach myself Korean if I had time."])
def test_no_learning_from_anothers_a_question_or_a_supposition(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}, subjects(text)


def test_bc_in_capitals_is_a_place_not_a_reason() -> None:
    assert "location:home" in subjects("I moved to BC last year.")


# -- a job said after the age ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I'm 34, a high school chemistry teacher by day, and I speedrun Celeste at night.",
                                  "I'm 34, a nurse.", "I'm 29, an accountant in Ohio."])
def test_a_job_said_after_the_age_is_an_occupation(text: str) -> None:
    assert {"age", "occupation"} <= subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I'm 34, a mess.", "I'm 34, a big fan of jazz.", "My wife is 34, a nurse.",
                                  "If I'm 34, a nurse, what's my pension?"])
def test_no_job_after_the_age_from_a_state_a_liking_anothers_or_a_supposition(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)
