"""What the twelfth corpus written blind (tests/data/twelfth_corpus.jsonl) found the rules forming wrong or missing in
its grad-student, musician, cars-and-bikes, online-shopping, smart-home and role-play styles, one family per section;
the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, subjects

# -- a vehicle or device keyed on its make and model, not on its condition, period or how often it is used -----------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I just bought a used Tesla Model 3.", "vehicle:tesla_model_3"),
        ("I have a refurbished Pixel 7.", "device:pixel_7"),
        ("I got a pre-owned Honda Accord last spring.", "vehicle:honda_accord"),
        ("I ride a Kawasaki Ninja 650 most weekends.", "vehicle:kawasaki_ninja_650"),
        ("I drive my Subaru Outback every day.", "vehicle:subaru_outback"),
        ("I have a Raspberry Pi 4.", "device:raspberry_pi_4"),
        ("I have an Eero Pro 6.", "device:eero_pro_6"),
        ("I bought a Nest thermostat.", "device:nest_thermostat"),
        ("I have two HomePod minis.", "device:homepod_mini"),
        ("I have a UniFi Dream Machine.", "device:unifi_dream_machine"),
    ],
)
def test_a_vehicle_or_device_is_keyed_on_its_model(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found, found
    assert not {s for s in found if s.startswith("possession:")}, found


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I own a 1920s house with plaster walls.", "possession:house"),
        ("I have a 70s camper van.", "vehicle:camper_van"),
    ],
)
def test_a_decade_is_no_part_of_a_key(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I have a raspberry pie recipe.",
        "I have a nest egg for retirement.",
    ],
)
def test_a_model_is_matched_on_whole_words(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("device:")}, subjects(text)


# -- a car leased, shared, ridden, or named by its model year and then called the user's ----------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I sold my 2012 Honda Civic last week and leased a Hyundai Ioniq 5.", "vehicle:hyundai_ioniq_5"),
        ("I leased a Kia Niro in March.", "vehicle:kia_niro"),
        ("Leased a Kia Niro last month.", "vehicle:kia_niro"),
        ("My wife and I share a 2019 Subaru Forester, so I bike most days.", "vehicle:subaru_forester"),
        ("We share a Honda Fit.", "vehicle:honda_fit"),
        ("2015 Toyota Tacoma, about 140k miles. It's my daily driver.", "vehicle:toyota_tacoma"),
        ("A 2018 Mazda CX-5. That's my only car.", "vehicle:mazda_cx_5"),
    ],
)
def test_a_car_leased_shared_or_pointed_back_at_is_the_users(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I leased an apartment downtown.",
        "I share a room with my brother.",
        "Should I lease a Hyundai Ioniq 5?",
        "If I leased a Tesla, would it be cheaper?",
        "My brother leased a Kia Niro.",
        "My neighbor has a 2015 Toyota Tacoma. It's my daily driver.",
        "2015 Toyota Tacoma. Is it my daily driver?",
        "Is a 2015 Toyota Tacoma reliable? It's my daily driver I'm replacing.",
    ],
)
def test_a_car_not_the_users_forms_no_vehicle(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("vehicle:")}, subjects(text)


@pytest.mark.parametrize(
    "text",
    ["I ride a Harley.", "I ride a Kawasaki Ninja 650 most weekends.", "I ride a motorcycle to work."],
)
def test_a_motorcycle_ridden_is_motorcycling(text: str) -> None:
    assert "activity:motorcycling" in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    ["I drive a Suzuki Swift.", "I ride a bike to work.", "My son rides a motorcycle.", "Should I ride a Ducati?",
     "I have a Yamaha piano."],
)
def test_no_motorcycle_ridden_is_no_motorcycling(text: str) -> None:
    assert "activity:motorcycling" not in subjects(text), subjects(text)


# -- devices said with an adverb before "have", or by the software run on them --------------------------------------

def test_an_adverb_before_have_keeps_the_devices() -> None:
    found = subjects("I already have a Pixel 8 and a Galaxy Watch 6.")
    assert {"device:pixel_8", "device:galaxy_watch_6"} <= found, found
    assert "device:macbook_air" in subjects("I already have a MacBook Air.")


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I run Home Assistant on a Raspberry Pi 4 in my hall closet.", "device:raspberry_pi_4"),
        ("I host Plex on an old ThinkPad.", "device:thinkpad"),
        ("I run Pi-hole on a Raspberry Pi.", "device:raspberry_pi"),
    ],
)
def test_the_machine_software_runs_on_is_a_device(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found, found
    assert not {s for s in found if s.startswith("activity:")}, found


@pytest.mark.parametrize(
    "text",
    ["Can I run Home Assistant on a Raspberry Pi 4?", "My brother runs Plex on a NAS.", "I run errands on a bike."],
)
def test_software_run_elsewhere_forms_no_device(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("device:")}, subjects(text)


# -- the system the user's machines run ------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Every computer in my house runs Linux Mint.", "os:linux_mint"),
        ("My workstation runs Arch, if that matters for the CUDA setup.", "os:arch"),
        ("My laptop runs Windows 11.", "os:windows"),
        ("All my machines run Ubuntu.", "os:ubuntu"),
    ],
)
def test_a_machine_of_the_users_running_a_system(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "Does my laptop run Windows?",
        "My boss's laptop runs Windows.",
        "Every computer at work runs Windows.",
        "My brother's PC runs Ubuntu.",
        "My laptop is running Windows in a VM.",
        "If my laptop ran Linux I'd be happier.",
    ],
)
def test_a_system_not_on_the_users_machine_forms_no_os(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("os:")}, subjects(text)


# -- a decision keyed on the tool chosen, not on what it is for -------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I've decided the lab's new training pipeline is going to use PyTorch Lightning instead of plain PyTorch.",
         "decision:pytorch_lightning"),
        ("We decided our backend will use Postgres.", "decision:postgres"),
    ],
)
def test_a_decision_is_keyed_on_the_tool_chosen(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


def test_a_tool_asked_about_is_no_decision() -> None:
    assert not {s for s in subjects("Should the pipeline use Airflow?") if s.startswith("decision:")}


# -- a skill of two words kept up for years ---------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I've been doing reinforcement learning research for six years now.", "experience:reinforcement_learning"),
        ("I've been doing graphic design for ten years.", "experience:graphic_design"),
        ("I've been playing bass guitar for 10 years.", "experience:bass_guitar"),
    ],
)
def test_a_skill_of_two_words_is_keyed_on_both(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found, found
    assert f"experience:{subject.split(':')[1].split('_')[0]}" not in found, found


def test_research_kept_up_is_experience_not_a_pastime() -> None:
    found = subjects("I've been doing reinforcement learning research for six years.")
    assert not {s for s in found if s.startswith("activity:")}, found


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I've been writing Rust professionally for 8 years.", "experience:rust"),
        ("I've been playing guitar in a band for 10 years.", "experience:guitar"),
        ("I've been doing yoga daily for 3 years.", "experience:yoga"),
        ("I've been doing pottery every Tuesday night for three years.", "experience:pottery"),
    ],
)
def test_an_adverb_or_setting_after_a_pursuit_is_no_part_of_it(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


# -- a player of music paid for it -------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I'm a session drummer, mostly studio work for indie labels.",
        "I'm a professional cellist.",
        "I'm a guitarist by trade.",
        "I'm a touring bassist.",
    ],
)
def test_a_paid_player_of_music_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


@pytest.mark.parametrize(
    "text",
    ["I'm a drummer.", "I'm a terrible pianist.", "My brother is a session drummer.", "Am I a session drummer?"],
)
def test_a_player_of_music_unpaid_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


# -- a shoe size, and a size worn is no pursuit ---------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I wear a men's 10.5 wide in pretty much every brand.",
        "I wear a size 9 shoe in most brands.",
        "I wear a men's 11.",
    ],
)
def test_a_shoe_size_worn(text: str) -> None:
    found = subjects(text)
    assert found == {"size:shoe"}, found


@pytest.mark.parametrize(
    "text",
    ["I wear a men's 32 waist.", "I wear a medium.", "Should I wear a men's 10.5 wide?", "My son wears a men's 9."],
)
def test_a_size_worn_unkeyed_is_no_pursuit_or_shoe(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith(("activity:", "size:"))}, found


def test_an_aid_worn_is_still_health() -> None:
    assert "health:hearing_aid" in subjects("I wear hearing aids.")


# -- a plural that is no plural ---------------------------------------------------------------------------------------

def test_clothes_keep_their_s() -> None:
    found = subjects("I hate buying clothes online.")
    assert not any("clothe_" in s or s.endswith("clothe") for s in found), found


def test_the_new_rules_keep_statements_the_users() -> None:
    got = {c.subject: c.statement for c in candidates("I just bought a used Tesla Model 3.")}
    assert got == {"vehicle:tesla_model_3": "User has a used Tesla Model 3."}, got
