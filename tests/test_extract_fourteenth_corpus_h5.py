"""What the fourteenth corpus written blind (tests/data/fourteenth_corpus.jsonl) found the rules forming wrong or
missing in its recovery, neurodivergence, tabletop games, crypto and sleep-tracking styles, one family per section;
the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- no belief naming an addiction, a recovery, a condition or a medication is ever stored as normal ------------------


@pytest.mark.parametrize(
    "text",
    [
        "I'm a former heroin addict.",
        "I have a slight heart murmur.",
        "I've got about ninety days clean.",
        "I'm in recovery and work nights.",
        "I'm an ex-alcoholic living in Leeds.",
        "I'm a recovering addict and a nurse.",
    ],
)
def test_a_belief_naming_addiction_recovery_or_a_condition_is_sensitive(text: str) -> None:
    found = candidates(text)
    assert found, text
    for c in found:
        words = f"{c.subject} {c.statement}".lower()
        if any(w in words for w in ("addict", "murmur", "clean", "adderall", "recovery", "alcoholic")):
            assert c.sensitivity == "sensitive", (c.subject, c.statement)


@pytest.mark.parametrize(
    "text",
    ["I'm a coffee addict.", "I'm addicted to Wordle.", "I don't like alcoholic drinks much.",
     "I keep my desk clean.", "I'm a data recovery engineer."],
)
def test_a_habit_called_an_addiction_or_a_clean_desk_stays_normal(text: str) -> None:
    assert all(c.sensitivity == "normal" for c in candidates(text)), [(c.subject, c.sensitivity)
                                                                      for c in candidates(text)]


# -- sobriety and recovery said of oneself --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I'm a recovering alcoholic, eleven years in March.",
        "I'm a former meth addict.",
        "I'm an addict in recovery.",
        "I'm in recovery, so no wine pairings please.",
        "I've got four years clean.",
        "I'm 90 days clean.",
        "I've been clean since 2017.",
        "I have 3 years sober.",
        "I go to AA every Tuesday.",
        "I've been going to Narcotics Anonymous for two years.",
        "I attend NA meetings twice a week.",
    ],
)
def test_recovery_said_of_oneself_is_sobriety_and_sensitive(text: str) -> None:
    found = {c.subject: c for c in candidates(text)}
    assert "health:sobriety" in found, found
    assert all(c.sensitivity == "sensitive" for c in found.values() if "sobriety" in c.subject)


@pytest.mark.parametrize(
    "text",
    [
        "I'm in recovery from knee surgery.",
        "I'm a recovering perfectionist.",
        "I keep my kitchen clean.",
        "I've got two days off.",
        "Should I go to AA?",
        "If I were in recovery, would that matter?",
        "My brother goes to AA.",
        "My sponsee is ninety days clean.",
        "I'm a peer recovery specialist.",
        "I used AA batteries in the remote.",
    ],
)
def test_recovery_of_another_a_surgery_or_a_joke_is_no_sobriety(text: str) -> None:
    assert "health:sobriety" not in subjects(text)


def test_a_relatives_recovery_forms_the_relative_only() -> None:
    found = candidates("My brother goes to AA.")
    assert [(c.subject, c.statement) for c in found] == [("family:brother", "User has a brother.")]


def test_not_drinking_for_ones_recovery_is_the_recovery_not_a_taste() -> None:
    assert subjects("I don't drink at all, I'm in recovery.") == {"health:sobriety"}
    assert subjects("I don't drink at all.") == {"preference:alcohol"}


# -- the user's own conditions by name; a relative's stay theirs ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I have a mild heart murmur.", "health:heart_murmur"),
        ("I have a heart murmur, nothing serious.", "health:heart_murmur"),
        ("I have essential tremor in my right hand.", "health:essential_tremor"),
        ("I have obstructive sleep apnea.", "health:sleep_apnea"),
        ("I have sleep apnoea.", "health:sleep_apnea"),
        ("I have dyspraxia.", "health:dyspraxia"),
        ("I have dyscalculia, so spreadsheets are hard.", "health:dyscalculia"),
    ],
)
def test_a_condition_named_by_the_user_is_their_health(text: str, key: str) -> None:
    found = {c.subject: c for c in candidates(text)}
    assert key in found, found
    assert all(c.sensitivity == "sensitive" for c in found.values())


@pytest.mark.parametrize(
    ("text", "kin"),
    [
        ("My wife is autistic and hates crowds.", "family:wife"),
        ("My 8-year-old son was just diagnosed with ADHD.", "family:son"),
        ("My two year old daughter has a heart murmur.", "family:daughter"),
        ("My dad has essential tremor.", "family:father"),
    ],
)
def test_a_relatives_condition_forms_the_relative_only(text: str, kin: str) -> None:
    found = candidates(text)
    assert [c.subject for c in found] == [kin], found
    assert all(w not in found[0].statement.lower() for w in ("autis", "adhd", "murmur", "tremor"))


@pytest.mark.parametrize(
    "text", ["Does a heart murmur matter?", "My friend has sleep apnea.", "I have an MS in statistics.",
             "Is a tremor a sign of dyspraxia?"],
)
def test_a_condition_asked_about_or_anothers_is_not_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}


def test_an_age_before_a_relative_says_which_one() -> None:
    assert subjects("My 8-year-old son loves Lego.") == {"family:son"}
    assert subjects("My 3 year old daughter is obsessed with dinosaurs.") == {"family:daughter"}


# -- the shape of an answer the user wants, and a condition called theirs in passing -------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I really prefer explicit step-by-step instructions over vague summaries.",
        "I like step-by-step walkthroughs best.",
        "Always use checklists for me.",
        "From now on, give me answers as a numbered list.",
    ],
)
def test_the_shape_of_an_answer_is_the_answer_style(text: str) -> None:
    assert "preference:answer_style" in subjects(text)


@pytest.mark.parametrize(
    "text",
    ["Can you give me step-by-step instructions?", "Please give step-by-step instructions this time.",
     "My boss prefers step-by-step instructions.", "I use checklists to stay organized."],
)
def test_a_one_off_request_or_anothers_taste_is_no_answer_style(text: str) -> None:
    assert "preference:answer_style" not in subjects(text)


@pytest.mark.parametrize(
    ("text", "key"),
    [("Executive dysfunction is a big part of my autism.", "health:autism"),
     ("My ADHD makes mornings hard.", "health:adhd"),
     ("I keep forgetting meds because of my ADHD, honestly.", "health:adhd")],
)
def test_a_condition_called_the_users_own_is_their_health(text: str, key: str) -> None:
    found = {c.subject: c for c in candidates(text)}
    assert key in found and found[key].sensitivity == "sensitive", found


@pytest.mark.parametrize(
    "text", ["Is this because of my ADHD?", "My son's autism makes travel hard.", "I wonder if my ADHD is real.",
             "My anxiety about the exam is through the roof."],
)
def test_a_condition_asked_about_or_anothers_in_passing_is_not_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}


# -- wearables and hardware wallets are devices; coins and funds held are finances ------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I wear an Oura Ring Gen 3 to bed.", "device:oura_ring"),
        ("I wear my Apple Watch Ultra every night.", "device:apple_watch_ultra"),
        ("I use a Trezor Model T for cold storage.", "device:trezor_model_t"),
        ("I use a Ledger Nano X.", "device:ledger_nano_x"),
        ("I have a Hatch Restore on my nightstand.", "device:hatch_restore"),
        ("I have a Kindle Paperwhite (11th gen).", "device:kindle_paperwhite"),
    ],
)
def test_a_wearable_or_a_wallet_is_a_device_keyed_without_its_generation(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", ["I wear a Canada Goose jacket.", "Should I wear my Oura Ring to bed?",
                                  "My wife wears an Oura Ring."])
def test_clothes_a_question_or_anothers_wearable_is_no_device_of_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("device:")}


def test_coins_held_are_sensitive_finances_and_the_wallet_a_device() -> None:
    found = {c.subject: c for c in candidates("I hold about 3 ETH on a Ledger Nano S and a little BTC.")}
    assert {"finance:ethereum", "finance:bitcoin", "device:ledger_nano_s"} <= set(found), found
    assert found["finance:ethereum"].sensitivity == found["finance:bitcoin"].sensitivity == "sensitive"
    assert found["device:ledger_nano_s"].sensitivity == "normal"


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("I keep about a tenth of my savings in crypto, mostly Solana, and the rest in index funds.",
         {("finance:solana", "assert"), ("finance:index_funds", "assert")}),
        ("I bought some Bitcoin in 2020.", {("finance:bitcoin", "assert")}),
        ("I sold all my Dogecoin last month.", {("finance:dogecoin", "retract")}),
        ("I cashed out of my Ethereum.", {("finance:ethereum", "retract")}),
    ],
)
def test_coins_held_or_sold_off(text: str, keys: set[tuple[str, str]]) -> None:
    assert keys <= keyed(text)


@pytest.mark.parametrize(
    "text",
    ["Should I hold BTC?", "My brother holds ETH.", "If I bought Bitcoin, would that be dumb?",
     "I sold some of my Bitcoin.", "I hold the door for people.", "What's the SOL price today?",
     "I hold an ADA compliance certificate."],
)
def test_a_question_another_or_a_part_sold_holds_no_coin(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("finance:")}


# -- tabletop games: one key per game, a campaign run, miniatures painted, a game left --------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I DM a homebrew 5e campaign every other Friday.", "activity:dungeons_and_dragons"),
        ("I run a D&D one-shot for my kids.", "activity:dungeons_and_dragons"),
        ("I play DnD every week.", "activity:dungeons_and_dragons"),
        ("I GM a weekly campaign.", "activity:game_mastering"),
        ("I run a Pathfinder game on Thursdays.", "activity:game_mastering"),
        ("I volunteer as a GM at my local game store.", "activity:game_mastering"),
        ("These days I just paint minis for fun.", "activity:miniature_painting"),
        ("I love D&D.", "preference:dungeons_and_dragons"),
    ],
)
def test_a_tabletop_game_has_one_key_however_named(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize(
    "text",
    ["I run a marketing campaign.", "I DM people about the game.", "I DM a lot of people in group chats.",
     "Should I DM a campaign?", "My brother DMs a 5e campaign.", "I run a game store that sells RPGs."],
)
def test_a_campaign_run_at_work_a_message_or_anothers_game_is_no_tabletop_pursuit(text: str) -> None:
    assert not {s for s in subjects(text) if s in ("activity:dungeons_and_dragons", "activity:game_mastering")}


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I played Warhammer 40k competitively through my twenties but haven't touched it in a decade.",
         "history:warhammer_40k"),
        ("I played piano in my twenties.", "history:piano"),
        ("I played chess seriously but haven't played it since.", "history:chess"),
    ],
)
def test_a_game_left_or_played_in_a_decade_of_life_is_history(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found and not {s for s in found if s.startswith("activity:")}, found


# -- said in passing: a recovery called the user's own, a debt owed, an event raced, a machine's system -------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I got into this work after my own recovery from meth.", "health:sobriety"),
        ("I still owe around $14k on credit cards.", "finance:credit_card_debt"),
        ("I owe 30 grand on my student loans.", "finance:student_loans"),
        ("I race triathlons, usually two a year.", "activity:triathlon"),
        ("I compete in marathons.", "activity:marathon"),
        ("I only sign transactions from my ThinkPad running Linux.", "os:linux"),
    ],
)
def test_said_in_passing_of_the_user(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize(
    ("text", "prefix"),
    [
        ("My recovery from surgery is slow.", "health:"),
        ("My brother's recovery from meth was hard.", "health:"),
        ("I owe my brother $500.", "finance:"),
        ("Do I owe tax on credit cards?", "finance:"),
        ("I race my brother home every day.", "activity:"),
        ("Should I keep my ThinkPad running Linux?", "os:"),
        ("My son's laptop running Windows is slow.", "os:"),
    ],
)
def test_said_of_another_or_asked_is_not_the_users(text: str, prefix: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(prefix)}


@pytest.mark.parametrize(
    "text",
    [
        "I DM a homebrew 5e campaign every other Friday.",
        "I GM a weekly campaign.",
        "I've got six years clean myself.",
        "I got into this work after my own recovery from meth.",
        "I hold about 2 BTC on a Ledger Nano X and a smaller ETH position.",
        "I wear an Oura Ring Gen 3 and an Apple Watch Ultra to bed.",
        "I only sign transactions from my ThinkPad running Linux.",
        "Executive dysfunction is a big part of my autism.",
    ],
)
def test_every_statement_these_rules_form_is_in_the_users_words(text: str) -> None:
    from memform.evaluation import supported
    from memform.extract import SourceEvent

    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    found = candidates(text)
    assert found
    assert all(supported(c, {1: event}) for c in found), [c.statement for c in found]


@pytest.mark.parametrize(
    ("text", "key"),
    [("I'm a smart contract auditor at a security firm with about five years of Solidity.", "experience:solidity"),
     ("I'm a nurse with 10 years of ICU experience.", "experience:icu")],
)
def test_years_of_a_skill_said_after_a_job_are_experience(text: str, key: str) -> None:
    found = subjects(text)
    assert {"occupation", key} <= found, found


@pytest.mark.parametrize(
    "text", ["I'm a nurse with 10 years of experience.", "I'm a teacher with two years of my contract left.",
             "My wife is a developer with five years of Python."],
)
def test_years_of_no_skill_or_anothers_are_no_experience(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("experience:")}


@pytest.mark.parametrize(
    ("text", "key"),
    [("I'm dyspraxic.", "health:dyspraxia"), ("I've been in recovery for 3 years.", "health:sobriety"),
     ("I have about $20k in Bitcoin.", "finance:bitcoin"), ("I've got 3 ETH.", "finance:ethereum")],
)
def test_more_ways_to_say_a_condition_a_recovery_or_a_holding(text: str, key: str) -> None:
    found = {c.subject: c for c in candidates(text)}
    assert key in found and found[key].sensitivity == "sensitive", found


@pytest.mark.parametrize(
    "text", ["I have 3 questions about Bitcoin.", "Do I have $20k in Bitcoin?",
             "I've been in recovery from surgery for weeks.", "If I had 3 ETH I'd sell."],
)
def test_a_question_about_a_coin_or_a_surgery_recovered_from_is_no_holding_or_sobriety(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("finance:", "health:sobriety"))}
