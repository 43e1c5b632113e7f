"""Red-team findings of session 12 (h8): inputs that break the deterministic extractor's promises, found by reading
its retraction paths (Rules.acting's parting-with and job-left rules, Rules.resolved, the take-backs), its sensitivity
assignment (_sensitivity and the lexicons it reads), the region logic of text.py and how statements are cut.

None repeats a root cause of session 11 (tests/test_extract_red_team_s11.py). Each root cause is one strict xfail (a
fix shows up as an XPASS, to be unmarked), with beside it a passing test of near misses that must still form, so a fix
cannot just delete the rule. Ordered worst first: wrong retractions, then sensitive leaks, then whose words, then
statements that say more than the evidence."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, KnownBelief, SourceEvent
from memform.models import MemoryCandidate
from tests.extracting import candidates, keyed, subjects


def retracted(*texts: str, known: tuple[str, ...] = ()) -> set[str]:
    """The subjects the texts retract."""
    return {c.subject for c in candidates(*texts, known=known) if c.polarity == "retract"}


def normal_leaks(found: list[MemoryCandidate]) -> list[tuple[str, str]]:
    return [(c.subject, c.statement) for c in found if c.sensitivity == "normal"]


def _user(seq: int, text: str) -> SourceEvent:
    return SourceEvent(seq=seq, event_type="user.message.created", author_role="user", texts=(text,))


def next_batch(before: str, now: str, known: tuple[str, ...]) -> set[tuple[str, str]]:
    """What a message forms in a batch of its own, `before` the last message of the batch before it and `known` the
    subjects believed since (see DeterministicExtractor._retract_earlier)."""
    context = ExtractionContext(preceding=(_user(1, before),),
                                known_beliefs=tuple(KnownBelief(subject=s, statement=s) for s in known))
    return {(c.subject, c.polarity) for c in DeterministicExtractor().extract([_user(2, now)], context)}


# -- wrong retractions ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("texts", [
    ("I have a dog.", "I gave away my sister's dog"),
    ("I have a house.", "I sold my mom's house"),
    ("I have a car.", "I sold my dad's car"),
    ("I have a cat.", "I got rid of my roommate's cat"),
])
def test_someone_elses_thing_parted_with_retracts_nothing_of_the_users(texts: tuple[str, ...]) -> None:
    assert retracted(*texts) == set()


@pytest.mark.parametrize("texts, gone", [
    (("I have a dog.", "I gave away my dog"), "pet:dog"),
    (("I have a house.", "I sold my house"), "possession:house"),
    (("I have a Honda.", "I sold my Honda"), "vehicle:honda"),
    (("I have a dog.", "I gave away my old dog"), "pet:dog"),
])
def test_the_users_own_thing_parted_with_is_retracted(texts: tuple[str, ...], gone: str) -> None:
    assert gone in retracted(*texts)


@pytest.mark.parametrize("texts, known", [
    (("I have a Tesla.", "I sold my bike last week"), ()),
    (("I have a Subaru.", "I traded in my truck"), ()),
    (("I sold my bike",), ("vehicle:tesla",)),
    (("I got rid of my motorcycle",), ("vehicle:civic",)),
])
def test_a_generic_thing_of_another_kind_retracts_no_known_one(texts: tuple[str, ...], known: tuple[str, ...]) -> None:
    found = candidates(*texts, known=known)
    assert [c.subject for c in found if c.polarity == "retract" and c.subject in ("vehicle:tesla", "vehicle:subaru",
                                                                                     "vehicle:civic")] == []


@pytest.mark.parametrize("texts, known, gone", [
    (("I have a Tesla.", "I sold my car"), (), "vehicle:tesla"),
    (("I sold my car",), ("vehicle:tesla",), "vehicle:tesla"),
    (("I sold the Tesla",), ("vehicle:tesla",), "vehicle:tesla"),
    (("I have an F-150.", "I sold my truck"), (), "vehicle:f_150"),
    (("I have an iPhone 15.", "I sold my phone"), (), "device:iphone_15"),
    (("I have an Apple Watch.", "I lost my watch"), (), "device:apple_watch"),
    (("I have a Catalina 30.", "I sold my boat"), (), "vehicle:catalina_30"),
])
def test_a_car_parted_with_retracts_the_one_car_known(texts: tuple[str, ...], known: tuple[str, ...],
                                                       gone: str) -> None:
    assert gone in retracted(*texts, known=known)


@pytest.mark.parametrize("text", [
    "I quit my job in 2015",
    "I lost my job years ago",
    "I got fired from my summer job in high school",
    "I got fired from my paper route as a kid",
    "I left teaching in 2010",
    "I quit my old job at Target to become a nurse",
])
def test_a_job_left_long_ago_or_for_the_current_one_retracts_no_occupation(text: str) -> None:
    assert "occupation" not in retracted(text, known=("occupation",))


@pytest.mark.parametrize("text", ["I quit my job last week", "I was laid off from Meta", "I lost my job",
                                  "I left teaching in June"])
def test_a_job_just_left_retracts_the_occupation(text: str) -> None:
    assert "occupation" in retracted(text, known=("occupation",))


def test_a_phone_lost_retracts_no_laptop() -> None:
    assert retracted("I have a MacBook Pro.", "I broke my phone") == set()


@pytest.mark.parametrize("before, take_back, kept", [
    ("I'm a nurse and I live in Denver.", "jk about Denver", "occupation"),
    ("I'm a nurse and I live in Denver.", "just kidding about Denver", "occupation"),
    ("I'm a nurse and I live in Denver.", "lol jk about the Denver part", "occupation"),
    ("I have a dog and I'm a nurse.", "jk about the dog", "occupation"),
])
def test_a_take_back_naming_its_claim_takes_back_only_that_one(before: str, take_back: str, kept: str) -> None:
    assert kept in subjects(before, take_back)
    assert (kept, "retract") not in next_batch(before, take_back, known=("occupation", "location:home", "pet:dog"))


@pytest.mark.parametrize("before, take_back, formed", [
    ("I'm a nurse and I live in Denver.", "lol jk", set()),
    ("I'm a nurse and I live in Denver.", "jk, I'm not a nurse", {"location:home"}),
    ("I'm a nurse and I live in Denver.", "I'm joking about the weather but I do live in Denver.",
     {"occupation", "location:home"}),
])
def test_a_take_back_of_the_whole_message_takes_it_all_back(before: str, take_back: str, formed: set[str]) -> None:
    assert subjects(before, take_back) == formed
    assert ("occupation", "retract") in next_batch(before, "lol jk", known=("occupation", "location:home"))


@pytest.mark.parametrize("text, subject", [
    ("I'm a nurse, well, was", "occupation"),
    ("I'm a nurse. Or at least I was", "occupation"),
    ("I live in Denver, or used to", "location:home"),
    ("I have a dog, or had", "pet:dog"),
])
def test_a_claim_corrected_into_the_past_in_its_sentence_is_not_asserted(text: str, subject: str) -> None:
    assert (subject, "assert") not in keyed(text)


@pytest.mark.parametrize("text, subject", [
    ("I'm a nurse, well, a nurse practitioner", "occupation"),
    ("I live in Denver, or near it", "location:home"),
    ("I have a dog, or two actually", "pet:dog"),
])
def test_a_claim_refined_in_its_sentence_is_asserted(text: str, subject: str) -> None:
    assert (subject, "assert") in keyed(text)


@pytest.mark.parametrize("text", [
    "I almost quit my job and moved to Denver",
    "I nearly quit my job and moved to Denver",
    "I almost sold everything and moved to Portugal",
])
def test_a_near_miss_holds_for_the_verbs_joined_to_it(text: str) -> None:
    assert [s for s, p in keyed(text) if p == "assert"] == []


@pytest.mark.parametrize("text, formed", [
    ("I almost cried. I moved to Denver.", {"location:home"}),
    ("I almost quit my job but I moved to Denver instead", {"location:home"}),
    ("I almost quit my job, and I live in Denver.", {"location:home"}),
    ("I've been vegan for almost a year and moved to Denver in May.", {"diet", "location:home"}),
])
def test_a_near_miss_holds_no_further_than_its_verbs(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize("claim, withdrawal", [
    ("I'm vegan.", "scratch that"),
    ("I'm vegan.", "nvm"),
    ("I'm vegan.", "ignore that"),
    ("I'm a nurse.", "not really"),
    ("I'm a nurse and I live in Denver. Scratch that.", ""),
])
def test_a_claim_withdrawn_in_other_words_is_not_formed(claim: str, withdrawal: str) -> None:
    assert subjects(*(t for t in (claim, withdrawal) if t)) == set()


@pytest.mark.parametrize("texts, formed", [
    (("I'm vegan.", "not really a fan of tofu though"), {"diet"}),
    (("I'm vegan.", "ignore the typo"), {"diet"}),
    (("I scratched that itch. I'm a nurse.",), {"occupation"}),
    (("I love coffee.", "Scratch that, I don't drink coffee anymore. Switched to tea for good."),
     {"preference:coffee", "preference:tea"}),
    (("I'm vegan.", "Never mind, I have a cat"), {"diet", "pet:cat"}),
])
def test_words_like_a_withdrawal_said_of_something_else_withdraw_nothing(texts: tuple[str, ...],
                                                                       formed: set[str]) -> None:
    assert subjects(*texts) == formed


@pytest.mark.parametrize("text", [
    "I was diagnosed with diabetes but it turned out to be a misdiagnosis",
    "I was diagnosed with ADHD but it was a false alarm",
])
def test_a_diagnosis_undone_in_its_sentence_asserts_no_condition(text: str) -> None:
    assert [s for s, p in keyed(text) if s.startswith("health:") and p == "assert"] == []


@pytest.mark.parametrize("text, formed", [
    ("I was diagnosed with diabetes last year", "health:diabetes"),
    ("I was diagnosed with ADHD as an adult but I manage fine", "health:adhd"),
    ("I'm a nurse. I was diagnosed with lupus in May.", "health:lupus"),
])
def test_a_diagnosis_kept_is_the_users_condition(text: str, formed: str) -> None:
    assert (formed, "assert") in keyed(text)


# -- sensitive stored as normal -------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["I'm a felon", "I'm an ex-con", "I have a DUI", "I have a criminal record",
                                  "I have a parole officer", "I have a probation officer", "I'm a convicted felon",
                                  "I have a DUI on my record", "I have a rap sheet"])
def test_a_criminal_record_is_never_normal(text: str) -> None:
    found = candidates(text)
    assert found and normal_leaks(found) == []


@pytest.mark.parametrize("text, formed", [
    ("I have a criminal justice degree", "possession:criminal_justice_degree"),
    ("I'm a Criminal Minds fan", "preference:criminal_minds"),
    ("I'm a parole officer", "occupation"),
    ("I'm a criminal defense lawyer", "occupation"),
    ("I'm a DUI attorney", "occupation"),
    ("I love Arrested Development", "preference:arrested_development"),
    ("I've worked as a parole officer for 10 years", "experience:parole_officer"),
])
def test_crime_named_as_a_field_or_a_show_stays_normal(text: str, formed: str) -> None:
    found = candidates(text)
    assert normal_leaks(found) == [(formed, c.statement) for c in found if c.subject == formed]


@pytest.mark.parametrize("text", [
    "I love Buddhism", "I love Jesus", "I love Allah", "I love my Bible", "I love my rosary",
    "I have a prayer rug", "I have a menorah", "I own a MAGA hat", "I love Trump", "I love Obama", "I love Bernie",
    "I'm a member of the Proud Boys", "I love Buddha", "I love my Quran", "I love God", "I love Jesus Christ",
    "I'm a member of the Tea Party", "I have a Star of David necklace", "I have a hijab collection",
])
def test_a_faith_or_a_politician_liked_or_owned_is_never_normal(text: str) -> None:
    found = candidates(text)
    assert found and normal_leaks(found) == []


@pytest.mark.parametrize("text, formed", [
    ("I love Radiohead", "preference:radiohead"),
    ("I have a VPN", "possession:vpn"),
    ("I love Pride and Prejudice", "preference:pride_prejudice"),
    ("I love progressive rock", "preference:progressive_rock"),
    ("I love Buddha Bowls", "preference:buddha_bowls"),
    ("I have a Trump card", "possession:trump_card"),
    ("I have a prayer plant", "possession:prayer_plant"),
    ("I love Bernie Mac", "preference:bernie_mac"),
    ("I love Quaker Oats", "preference:quaker_oats"),
    ("I love Tory Burch", "preference:tory_burch"),
    ("I love God of War", "preference:god_war"),
    ("I'm a member of the Sierra Club", "membership:sierra_club"),
])
def test_a_thing_liked_or_owned_of_no_faith_or_party_stays_normal(text: str, formed: str) -> None:
    found = candidates(text)
    assert formed in [s for s, _ in normal_leaks(found)]


@pytest.mark.parametrize("text", ["I have an AA sponsor", "I have a NA sponsor", "I have a 12-step sponsor",
                                  "I got my 1 year chip in AA", "I have a sponsor in AA", "I have a sobriety chip"])
def test_an_addiction_recovery_said_by_its_sponsor_or_chip_is_never_normal(text: str) -> None:
    found = candidates(text)
    assert found and normal_leaks(found) == []


@pytest.mark.parametrize("text, formed", [
    ("I have a corporate sponsor", "possession:corporate_sponsor"),
    ("I have a poker chip collection", "possession:poker_chip_collection"),
    ("I have a sponsor for my race team", "possession:sponsor"),
    ("I have a blue chip stock", "possession:blue_chip_stock"),
])
def test_a_sponsor_or_a_chip_of_no_recovery_stays_normal(text: str, formed: str) -> None:
    assert formed in [s for s, _ in normal_leaks(candidates(text))]


# A calling in a faith keyed as a job says the faith (CLERGY_CALLING): the thirteenth corpus's youth pastor is
# labeled sensitive since this was decided (it was normal beside a sensitive identity:methodist).
@pytest.mark.parametrize("text", ["I'm a priest", "I'm a youth pastor at Grace Baptist",
                                  "I work as a hospital chaplain", "I'm a rabbi", "I'm a nun", "I'm a Buddhist monk",
                                  "I was a missionary in Peru for two years"])
def test_clergy_as_a_job_is_never_normal(text: str) -> None:
    found = candidates(text)
    assert found and normal_leaks(found) == []


@pytest.mark.parametrize("text", ["I'm a massage therapist", "I'm a loan officer at Chase.", "I'm a nurse",
                                  "I'm a monk fruit farmer", "I'm a minister of finance", "I'm a pastry chef"])
def test_a_job_of_no_faith_stays_normal(text: str) -> None:
    found = candidates(text)
    assert found and normal_leaks(found) == [(c.subject, c.statement) for c in found]


@pytest.mark.parametrize("text", ["I have an STD", "I have an STI", "I have a UTI", "I have a low sperm count",
                                  "I have a stutter", "I have a bad stutter", "I have a lisp", "I have chlamydia",
                                  "I have HIV", "I have a low platelet count", "I have a recurring UTI"])
def test_a_condition_named_by_an_unlisted_word_is_never_normal(text: str) -> None:
    found = candidates(text)
    assert found and normal_leaks(found) == []


@pytest.mark.parametrize("text, formed", [
    ("I have a VPN", "possession:vpn"),
    ("I have an SUV", "vehicle:suv"),
    ("I have a PhD", "education"),
    ("I have a Subaru WRX STI", "vehicle:subaru_wrx_sti"),
    ("I have a poker chip", "possession:poker_chip"),
])
def test_an_abbreviated_thing_of_no_health_stays_normal(text: str, formed: str) -> None:
    assert formed in [s for s, _ in normal_leaks(candidates(text))]


@pytest.mark.parametrize("text", ["I have a service dog", "I have an emotional support animal",
                                  "I have a guide dog", "I have a hearing dog", "I have a seeing eye dog"])
def test_an_assistance_animal_is_never_normal(text: str) -> None:
    found = candidates(text)
    assert found and normal_leaks(found) == []


@pytest.mark.parametrize("text", ["I have a guard dog", "I have a rescue dog", "I have a police dog",
                                  "I have a working dog"])
def test_a_dog_of_no_assistance_is_a_normal_pet(text: str) -> None:
    assert normal_leaks(candidates(text)) == [("pet:dog", f"User has a {text.split(' a ')[1]}.")]


@pytest.mark.parametrize("text, formed", [("I train guide dogs", "activity:guide_dog")])
def test_assistance_animals_of_others_say_nothing_of_the_users_health(text: str, formed: str) -> None:
    assert formed in [s for s, _ in normal_leaks(candidates(text))]


@pytest.mark.parametrize("text", [
    "I live in Ohio with my wife who has MS",
    "I live in Ohio with my wife who has ALS",
    "I live in Denver with my husband who has multiple sclerosis",
    "I live in Ohio with my wife who has RA",
    "I live in Denver with my husband who has cerebral palsy",
])
def test_a_relatives_condition_never_rides_in_the_users_statement(text: str) -> None:
    found = candidates(text)
    assert [c.statement for c in found if c.subject == "location:home"] == [
        "User lives in " + text.split(" in ", 1)[1].split(" who ")[0].replace("my ", "their ") + "."]


@pytest.mark.parametrize("text, statement", [
    ("I live in Ohio with my wife who has lupus", "User lives in Ohio with their wife."),
    ("I live in Denver with my husband who has epilepsy", "User lives in Denver with their husband."),
    ("I have MS", "User has MS."),
    ("I have ALS", "User has ALS."),
])
def test_a_relatives_condition_is_cut_from_the_statement_the_users_own_kept(text: str, statement: str) -> None:
    assert statement in [c.statement for c in candidates(text)]


@pytest.mark.parametrize("text", [
    "My wife and I are Catholic",
    "I'm married to a Muslim",
    "I live with my parents because I'm broke",
    "My husband and I are Mormon",
    "My wife and I are atheists",
    "I'm married to a Catholic woman",
    "I live with my parents because I'm broke and jobless",
])
def test_a_faith_or_poverty_in_a_statement_of_another_key_is_never_normal(text: str) -> None:
    leaks = normal_leaks(candidates(text))
    assert [(s, st) for s, st in leaks
            if any(w in st.lower() for w in ("catholic", "muslim", "broke", "mormon", "atheist"))] == []


@pytest.mark.parametrize("text, formed", [
    ("My wife and I live in Denver", {("family:wife", "normal"), ("location:home", "normal")}),
    ("I live with my parents", {("location:home", "normal")}),
    ("I'm married", {("relationship_status", "normal")}),
    ("My wife and I are foodies", {("family:wife", "normal")}),
    ("I live with my parents because it's cheaper", {("location:home", "normal")}),
    ("I'm married to a doctor", {("relationship_status", "normal")}),
    ("I broke up with my girlfriend", {("relationship_status", "normal"), ("family:girlfriend", "normal")}),
])
def test_a_household_said_of_no_faith_or_money_stays_normal(text: str, formed: set[tuple[str, str]]) -> None:
    assert {(c.subject, c.sensitivity) for c in candidates(text)} == formed


@pytest.mark.parametrize("text", ["I'm a virgin", "I'm a drag queen", "I go to Pride every year",
                                  "I love my pride flag", "I'm a drag queen on weekends", "I went to Pride last year",
                                  "I've been to Pride three times"])
def test_sexuality_said_in_other_words_is_never_normal(text: str) -> None:
    found = candidates(text)
    assert found and normal_leaks(found) == []


@pytest.mark.parametrize("text, formed", [
    ("I'm a Virgo", "identity:virgo"),
    ("I love Pride and Prejudice", "preference:pride_prejudice"),
    ("I'm a virgin mojito fan", "preference:virgin_mojito"),
    ("I love the Virgin Islands", "preference:virgin_islands"),
    ("I'm a drag racer", "identity:drag_racer"),
    ("I love my pride and joy", "preference:pride_joy"),
    ("I went to Japan last year", "experience:japan"),
])
def test_words_like_a_sexualitys_stay_normal(text: str, formed: str) -> None:
    assert formed in [s for s, _ in normal_leaks(candidates(text))]


# -- whose words ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Text from my sister: I'm pregnant!!",
    "My mom left a voicemail: I have cancer",
    "Voicemail from Dad: hey it's me, I have cancer, call me",
    "Transcript of my mom's voice memo: I have diabetes and I live in Tampa",
    "My sister texted me: I'm pregnant and I live in Ohio",
    "Here's what my landlord emailed me:\n\nI own the building and I live in Florida.",
    "Voicemail from my doctor's office: I'm calling about your results, I have them here",
    "My boss left me a message: I'm out sick and I live too far to come in",
])
def test_a_message_or_recording_of_someone_named_is_theirs(text: str) -> None:
    assert {s for s in subjects(text) if not s.startswith("family:")} == set()


@pytest.mark.parametrize("text, formed", [
    ("Got a text from my sister today. I have a dog.", {"pet:dog"}),
    ("My mom left a voicemail. Anyway, I have a dog.", {"pet:dog"}),
    ("Update: I moved to Denver.", {"location:home"}),
    # the user's own message, and a message from the user, are the user's words
    ("I texted my boss: I'm sick today and I'm a nurse", {"occupation"}),
    ("Email from me: I'm a nurse", {"occupation"}),
    ("Got a voicemail from my mom. I have a cat.", {"pet:cat"}),  # (a voicemail got is no possession)
])
def test_a_message_of_someone_named_in_a_sentence_of_its_own_opens_nothing(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize("text", [
    "Here's a joke: I'm a pilot and I own three houses. Ha",
    "Tell me a joke that starts: I'm a pilot and I have a dog",
    "Write a joke about: I'm a vegan and I live in Brooklyn",
    "Lyrics: I'm a rich man and I live in a mansion",
    "Song lyric stuck in my head: I'm a barbie girl in a barbie world",
    "Tonight's karaoke song: I'm a believer",
    "Screenshot: I'm a nurse and I live in Ohio",
    "Pickup line I heard: I'm a doctor and I have a yacht",
    "My affirmations: I am rich, I am a CEO",
])
def test_a_joke_a_song_or_a_screenshot_under_a_label_is_no_ones_fact(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize("text, formed", [
    ("No joke: I'm a nurse and I live in Ohio.", {"occupation", "location:home"}),
    ("Fun fact: I'm a nurse", {"occupation"}),
    ("Screenshot attached. I'm a nurse.", {"occupation"}),
    ("Jokes aside: I'm a nurse", {"occupation"}),
    ("Song recs: I love Radiohead", {"preference:radiohead"}),
    ("I'm writing a song for my wife's birthday: I live in Ohio", {"family:wife", "location:home"}),
])
def test_a_label_of_the_users_own_news_is_theirs(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize("text", [
    "Dear Lord, I am a sinner and I have strayed. Amen.",
    "Our daily prayer: Lord, I have cancer, heal me",
    "Heavenly Father, I am a sinner, forgive me",
    "Lord, I have sinned and I have a gambling problem. Amen.",
])
def test_a_prayers_words_are_no_fact_of_the_users(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize("text, formed", [
    ("I pray every night. I'm a nurse.", {"occupation"}),
    ("Lord, I'm tired. I have three kids.", {"family:kid"}),
    ("Oh God, I'm so tired and I have three kids", {"family:kid"}),
    ("Dear Lord, I am a sinner. Amen.\n\nI'm a nurse", {"occupation"}),
])
def test_the_users_own_words_beside_a_prayer_are_theirs(text: str, formed: set[str]) -> None:
    assert subjects(text) >= formed


@pytest.mark.parametrize("text", [
    "I'm a pilot in the game",
    "I own a castle in Minecraft",
    "I'm married in The Sims",
    "I have three kids in my Sims save",
    "I live in Paris in my novel",
    "I'm a werewolf in my D&D campaign",
    "I'm a nurse in my dreams",
    "I'm a billionaire in Monopoly",
    "I have a horse in Red Dead",
    "I'm a pilot and I own a boat in the game",
])
def test_a_frame_of_fiction_trailing_the_clause_holds_for_it(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize("text, formed", [
    ("I'm a nurse in real life", {"occupation"}),
    ("I have a cabin in the mountains", {"possession:cabin"}),
    ("I'm a pilot in the Air Force", {"occupation"}),
    ("I'm a nurse in the ICU", {"occupation"}),
    ("I work in the game industry", {"occupation:employer"}),
    ("I'm in my book club and I'm a nurse", {"membership:book_club", "occupation"}),
    ("I'm a nurse, but I'm a pilot in the game", {"occupation"}),
])
def test_a_place_or_real_life_trailing_the_clause_frames_nothing(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize("text, subject", [
    ("I have a cat, technically my roommate's", "pet:cat"),
    ("I have a car but it's my wife's", "vehicle:car"),
    ("I drive a Tesla but it's my company's", "vehicle:tesla"),
    ("I have a dog (my sister's, I'm dogsitting)", "pet:dog"),
    ("I have a car but it's not mine", "vehicle:car"),
    ("I have a dog that belongs to my sister", "pet:dog"),
    ("I have a cat, my sister's", "pet:cat"),
])
def test_a_thing_said_to_be_someone_elses_is_not_the_users(text: str, subject: str) -> None:
    assert subject not in subjects(text)


@pytest.mark.parametrize("text, subject", [
    ("I have a car but it's old", "vehicle:car"),
    ("I have a car and it's my favorite thing", "vehicle:car"),
    ("I have a cat, technically a kitten", "pet:cat"),
    ("I have a car, my wife's is red", "vehicle:car"),
    ("I have a dog, my sister's favorite breed", "pet:dog"),
    ("The bearded dragon is mine, though", "pet:bearded_dragon"),
    ("I have a cat, my sister's is a dog", "pet:cat"),
    ("I live in Ohio, my wife's from Texas", "location:home"),
])
def test_a_thing_said_of_in_the_same_sentence_stays_the_users(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text, kin", [
    ("I have a work wife", "family:wife"),
    ("I have a work husband", "family:husband"),
    ("I have a sugar daddy", "family:father"),
    ("I have a baby daddy", "family:father"),
    ("I have a fur baby", "family:baby"),
    ("I have a plant baby", "family:baby"),
    ("I have two fur babies", "family:baby"),
    ("my baby daddy lives in Ohio", "family:father"),
])
def test_a_kin_word_in_a_figure_of_speech_is_no_relative(text: str, kin: str) -> None:
    assert kin not in subjects(text)


@pytest.mark.parametrize("text, kin", [
    ("I have a baby", "family:kid"),
    ("I have a little brother", "family:brother"),
    ("I have a baby brother", "family:brother"),
    ("I have a house husband", "family:husband"),
    ("my baby brother lives in Ohio", "family:brother"),
    ("I have a little sister and a work wife", "family:sister"),
])
def test_a_relative_described_is_a_relative(text: str, kin: str) -> None:
    assert kin in subjects(text)


# -- statements that say more than the evidence ----------------------------------------------------------------------

@pytest.mark.parametrize("text, kept", [
    ("I'm blind in one eye", "one eye"),
    ("I'm deaf in my left ear", "left ear"),
    ("I'm vegan on weekdays", "weekdays"),
    ("I'm vegetarian except for fish", "fish"),
    ("I'm vegan 90% of the time", "90%"),
])
def test_a_qualified_condition_or_diet_keeps_its_qualifier(text: str, kept: str) -> None:
    assert all(kept in c.statement for c in candidates(text))


@pytest.mark.parametrize("text, statement", [
    ("I'm blind", "User is blind."),
    ("I'm vegan", "User is vegan."),
    ("I'm partially deaf", "User is partially deaf."),
])
def test_an_unqualified_condition_or_diet_is_said_as_it_is(text: str, statement: str) -> None:
    assert [c.statement for c in candidates(text)] == [statement]


@pytest.mark.parametrize("text", [
    "I used to be a nurse, now I'm a teacher",
    "I used to live in Boston, now Denver",
    "I used to have a dog, now I have a cat",
])
def test_a_past_said_with_the_present_carries_no_present_in_its_statement(text: str) -> None:
    assert [c.statement for c in candidates(text) if c.subject.startswith("history:") and "now" in c.statement] == []


@pytest.mark.parametrize("text, formed", [
    ("I used to be a nurse.", "history:nurse"),
    ("I used to live in Boston.", "history:boston"),
    ("I used to be a nurse. Now I'm a teacher.", "occupation"),
])
def test_a_past_said_alone_is_history(text: str, formed: str) -> None:
    assert formed in subjects(text)
