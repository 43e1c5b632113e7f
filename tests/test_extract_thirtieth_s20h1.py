"""Session 20 (helper 1, the thirtieth corpus): autocorrect put right in brackets; a meal's service worked and a
workplace named by its kind and town; an allergen's aside; a pet rat and a transplant keyed as what they are; a job
said with the user's sobriety; makers by hand; masters swimming; a school year said by the kind of school or the
course; dialysis; transplant medicines; a work vehicle driven part-time. Probe sentences in other words than the
corpus's."""

import pytest

from tests.extracting import candidates, keyed, subjects


def evidence_in_text(*texts: str) -> bool:
    return all(any(c.evidence in text for text in texts) for c in candidates(*texts))


# -- autocorrect's word put right beside it ---------------------------------------------------------------------------

@pytest.mark.parametrize(("said", "formed", "not_formed"), [
    ("We just bought a Mazda Miata (Mazda!! no, MIATA, autocorrect) last week.", None, None),
    ("I just leased a Toyota Carolla (Corolla!! stupid autocorrect) for commuting.", "vehicle:toyota_corolla",
     "vehicle:toyota_carolla"),
    ("I'm a vegetable (VEGETARIAN, sorry autocorrect) so no meat recipes please.", "diet", "identity:vegetable"),
    ("My daughter (*son, autocorrect!) is 4.", "family:son", "family:daughter"),
])
def test_autocorrect_put_right_in_brackets_is_read_as_meant(said: str, formed: str | None,
                                                            not_formed: str | None) -> None:
    found = subjects(said)
    if formed:
        assert formed in found, found
    if not_formed:
        assert not_formed not in found, found
    assert evidence_in_text(said)


def test_brackets_that_only_blame_the_phone_put_nothing_right() -> None:
    assert "pet:autocorrect" not in subjects("I have a cat (autocorrect keeps changing things, sorry) named Bo.")


# -- work: a meal's service, a workplace by its kind and town --------------------------------------------------------

@pytest.mark.parametrize("said", [
    "I work dinner at an Italian place in Boise.",
    "I work lunches at a diner in Fresno.",
    "I work breakfasts at a cafe in Leeds.",
])
def test_a_meal_worked_is_hours_and_the_kind_of_place_no_employer(said: str) -> None:
    found = subjects(said)
    assert {"occupation", "location:work"} <= found, found
    assert not {s for s in found if s.startswith("occupation:")}, found


def test_a_chain_named_is_still_an_employer() -> None:
    assert "occupation:employer" in subjects("I work at a CVS in Tampa.")
    assert "occupation:employer" in subjects("I work weekends at a Marriott.")
    assert "occupation:schedule" in subjects("I work lunch.")


def test_a_place_of_work_followed_by_the_work_done_there() -> None:
    assert "location:work" in subjects("I run a small upholstery shop in Dayton doing mostly boat seats.")
    assert "location:work" not in subjects("I live in Tulsa doing nothing much.")


# -- an allergen's aside, a pet rat, a transplant ---------------------------------------------------------------------

def test_an_allergens_bracketed_aside_is_no_part_of_its_key() -> None:
    assert "health:allergy:walnut_dust" in subjects("I'm allergic to walnut dust (learned that the hard way).")
    assert "health:allergy:penicillin" in subjects("I'm allergic to penicillin (found out at 12).")


@pytest.mark.parametrize(("said", "key"), [
    ("I have a pet rat named Pepper, what do they eat?", "pet:rat"),
    ("I have a pet mouse called Pip.", "pet:mouse"),
])
def test_a_pet_anything_held_is_a_pet(said: str, key: str) -> None:
    found = subjects(said)
    assert key in found and not {s for s in found if s.startswith("possession:")}, found
    assert "pet:peeve" not in subjects("I have a pet peeve about that.")


def test_a_transplant_got_is_health() -> None:
    found = [c for c in candidates("Got my liver transplant last year and I'm doing great.")]
    assert [(c.subject, c.sensitivity) for c in found] == [("health:liver_transplant", "sensitive")]


# -- a job said with the user's sobriety ------------------------------------------------------------------------------

@pytest.mark.parametrize(("said", "job"), [
    ("Sober nurse here, 5 years clean. How do I handle the holiday party?", "User is a nurse."),
    ("Sober line cook here, two years dry.", "User is a cook."),
])
def test_a_sober_job_is_the_job_and_sobriety_apart(said: str, job: str) -> None:
    found = {c.subject: c for c in candidates(said)}
    assert found["occupation"].sensitivity == "normal" and found["occupation"].statement == job
    assert found["health:sobriety"].sensitivity == "sensitive"


# -- makers, swimmers, school years -----------------------------------------------------------------------------------

@pytest.mark.parametrize("said", ["I'm a cabinet maker.", "Violin maker here, quick question about varnish.",
                                  "I'm a professional guitar maker in Nashville."])
def test_a_maker_of_goods_by_hand_has_a_job(said: str) -> None:
    assert "occupation" in subjects(said)


def test_a_decision_maker_has_no_job_by_it() -> None:
    assert "occupation" not in subjects("I'm a decision maker at work.")


def test_swimming_masters_is_swimming() -> None:
    assert subjects("I swim masters at the Y.") == {"activity:swimming"}


@pytest.mark.parametrize("said", [
    "I'm a college senior.",
    "I'm a high school junior, 16, looking at colleges.",
    "I'm in my second year of the nursing program at Ohio State.",
    "I'm in the first year of my PhD.",
])
def test_a_school_year_said_by_the_school_or_the_course_is_education(said: str) -> None:
    found = subjects(said)
    assert "education" in found and "occupation:school" not in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


def test_a_senior_at_a_firm_or_a_year_alone_stays_as_it_was() -> None:
    assert "education" not in subjects("I'm a senior at Deloitte.")
    assert subjects("I'm in my second year.") == {"occupation:school"}


# -- dialysis, transplant medicines, a work vehicle -------------------------------------------------------------------

@pytest.mark.parametrize(("said", "polarity"), [
    ("I'm on hemodialysis twice a week for kidney failure.", "assert"),
    ("I do home dialysis overnight.", "assert"),
    ("I've been on dialysis for 3 years now.", "assert"),
    ("I work full time and I do peritoneal dialysis at night.", "assert"),
    ("Finally off dialysis after the transplant!", "retract"),
])
def test_dialysis_the_user_is_on(said: str, polarity: str) -> None:
    assert ("health:dialysis", polarity) in keyed(said)


@pytest.mark.parametrize("said", ["My mom is in hospital and on dialysis.", "What is dialysis like?",
                                  "I'm a dialysis nurse."])
def test_dialysis_of_another_or_asked_about_is_not_the_users(said: str) -> None:
    assert "health:dialysis" not in subjects(said)


def test_transplant_medicines_are_medicines() -> None:
    assert {"health:tacrolimus", "health:cyclosporine"} <= subjects("I'm on tacrolimus and cyclosporine now.")


@pytest.mark.parametrize("said", ["I drive a delivery van part-time.", "I drive a tow truck full-time."])
def test_a_work_vehicle_driven_for_hours_is_a_job(said: str) -> None:
    assert "occupation" in subjects(said)


# -- a third-person bio the user calls their own ----------------------------------------------------------------------

def test_a_bio_said_to_be_the_users_own_in_brackets_or_as_me() -> None:
    said = "Speaker intro (mine): 'José Núñez is a paramedic in El Paso. He speaks Spanish and coaches youth soccer.'"
    assert {"occupation", "language:spanish"} <= subjects(said)
    said = "Shop blurb, it's me: 'Anneke Vos grew up in Utrecht and now runs a bike shop in Leeds, where she lives.'"
    assert {"location:origin", "occupation"} <= subjects(said)
    assert evidence_in_text(said)


def test_a_bio_that_opens_by_meeting_its_subject() -> None:
    said = "Here's my shop's 'about' page, it's about me: 'Meet Dario, a 41-year-old retired welder in Taos.' Shorter?"
    assert {"age", "history:welder"} <= subjects(said)


@pytest.mark.parametrize("said", [
    "Here's my friend's bio: 'Meet Anna, a nurse in Ohio who loves cats.' Is it good?",
    "Is this bio good? 'Renée Dubois is a chef in Lyon.' It's for my sister.",
])
def test_anothers_bio_is_not_the_users(said: str) -> None:
    assert not subjects(said)


def test_an_age_before_a_role_given_up_leaves_the_role_given_up() -> None:
    found = subjects("I'm a 58-year-old retired machinist.")
    # (retirement is what the user does now, session 21, and no machinist's job)
    assert {"age", "history:machinist", "occupation"} <= found and [
        c.statement for c in candidates("I'm a 58-year-old retired machinist.") if c.subject == "occupation"] == [
        "User is retired."]


def test_a_town_named_with_a_seasons_word_is_a_place_of_work() -> None:
    assert "location:work" in subjects("I'm a paramedic in Spring Valley.")
    assert "location:work" not in subjects("I'm a teacher in Fall.")


# -- a kind of relative or pet put right in the next message ----------------------------------------------------------

def conversation(*turns: str) -> set[tuple[str, str]]:
    """(subject, polarity) over user turns, with an assistant turn wherever a turn opens on "A: "."""
    from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
    events = [SourceEvent(seq=i + 1, event_type="assistant.message.created", author_role="assistant", texts=(t[3:],))
              if t.startswith("A: ") else
              SourceEvent(seq=i + 1, event_type="user.message.created", author_role="user", texts=(t,))
              for i, t in enumerate(turns)]
    return {(c.subject, c.polarity) for c in DeterministicExtractor().extract(events, ExtractionContext())}


def test_a_partner_put_right_as_another_kind_of_partner() -> None:
    found = conversation("My boyfriend and I want to adopt a dog.", "A: Lovely!", "he's my husband now actually")
    assert {("family:boyfriend", "retract"), ("family:husband", "assert")} <= found
    assert ("family:boyfriend", "assert") not in found


def test_a_pet_put_right_as_another_kind() -> None:
    found = conversation("I have a pet mouse called Pip.", "A: Cute!", "oops, she's a HAMSTER not a mouse")
    assert {("pet:mouse", "retract"), ("pet:hamster", "assert")} <= found
    assert ("pet:mouse", "assert") not in found


@pytest.mark.parametrize("said", ["She's a nurse, not a doctor.", "She's my best friend.", "He's a good boy."])
def test_what_is_said_of_a_relative_or_a_pet_is_no_kind_put_right(said: str) -> None:
    found = conversation("My wife and I have a dog named Rex.", "A: Nice!", said)
    assert not {s for s, polarity in found if polarity == "retract"}, found


# -- a child by their age, a condition held since, what one has in one's nature ----------------------------------------

@pytest.mark.parametrize("said", [
    "Our 7 month old still wakes twice a night.",
    "My 4 year old refuses to wear shoes.",
    "We're weaning our 11-month-old and it's rough.",
    "My 6-year-old's party is Saturday.",
])
def test_a_child_named_by_their_age_is_the_users(said: str) -> None:
    assert "family:kid" in subjects(said)


@pytest.mark.parametrize("said", ["My 3 year old laptop finally died.", "Our 12 year old dog is limping.",
                                  "How do I get my 2 year old to sleep?"])
def test_a_thing_or_a_pet_by_its_age_or_a_question_is_no_child(said: str) -> None:
    assert "family:kid" not in subjects(said)


@pytest.mark.parametrize(("said", "key"), [
    ("I've been a type 1 diabetic since I was 12.", "health:type_1_diabetes"),
    ("I've been asthmatic since childhood.", "health:asthma"),
])
def test_a_condition_held_since_is_the_users(said: str, key: str) -> None:
    assert key in subjects(said)
    assert not subjects("I've been sick all week.")


@pytest.mark.parametrize("said", ["I have an old soul.", "I have no powers.", "I have a guilty pleasure."])
def test_what_one_has_in_ones_nature_is_no_possession(said: str) -> None:
    assert not {s for s in subjects(said) if s.startswith("possession:")}
    assert "possession:power_drill" in subjects("I have a power drill.")


# -- languages held, a household's home -------------------------------------------------------------------------------

def test_bilingual_names_both_languages() -> None:
    assert {"language:french", "language:arabic"} <= subjects("I'm bilingual in French and Arabic.")
    assert {"language:spanish", "language:english"} <= subjects("I'm bilingual Spanish/English.")


@pytest.mark.parametrize(("said", "key"), [("My Italian is pretty shaky.", "language:italian"),
                                           ("my English is okay but not great", "language:english")])
def test_how_well_a_language_is_spoken_names_it(said: str, key: str) -> None:
    assert key in subjects(said)
    assert "language:spanish" not in subjects("My Spanish teacher is great.")


def test_one_who_lives_with_the_user_says_where_the_household_lives() -> None:
    assert "location:home" in subjects("My father-in-law lives with us in Porto.")
    assert "location:home" not in subjects("My sister lives with her husband in Paris.")


def test_a_relatives_thing_named_as_what_something_is_for() -> None:
    assert "family:mother" in subjects("It's a card for my mum's birthday.")
    assert "family:son" in subjects("It's a reading nook for my son's bedroom.")
    assert not {s for s in subjects("It's a question for my friend's lawyer.") if s.startswith("family:")}


# -- a job said with its "I" dropped, or as what the user is doing after a comma ---------------------------------------

def test_am_a_job_with_its_i_dropped() -> None:
    assert {"occupation", "location:work"} <= subjects("Am a joiner in Inverness, mostly kitchens.")
    assert not subjects("Am a bit tired today.")


def test_a_job_said_as_what_the_user_is_doing_after_a_comma() -> None:
    assert "occupation" in subjects("I've been living in Cardiff for ten years, working as a plumber.")
    assert "occupation" not in subjects("My brother lives in Leeds, working as a chef.")


def test_an_age_said_after_a_job_line() -> None:
    assert {"occupation", "location:work", "age"} <= subjects("Barista at a cafe in Leeds, 24, saving up for a car.")
    assert "age" not in subjects("Server at Olive Garden, 22 tables tonight.")


def test_schooling_paid_for_by_the_user() -> None:
    assert "education" in subjects("I wait tables, paying my way through nursing school.")
    assert "education" not in subjects("I put myself through hell this year.")
    assert "education" not in subjects("My sister is putting herself through college.")


def test_a_pair_married_for_years() -> None:
    assert "relationship_status" in subjects("We've been married for 31 years.")
    assert "relationship_status" in subjects("we have been separated since March")


@pytest.mark.parametrize(("said", "key"), [("I'm just a line cook.", "occupation"),
                                           ("I'm only a hobbyist woodworker.", "activity:woodworking")])
def test_a_role_made_small_is_still_the_users(said: str, key: str) -> None:
    assert key in subjects(said)
    assert not subjects("I'm just a little tired.")


# -- Irish English's perfect; a thing had "off" someone ---------------------------------------------------------------

@pytest.mark.parametrize(("said", "key", "polarity"), [
    ("I'm after buying a 2012 Ford Focus off a lad in Ennis.", "vehicle:ford_focus", "assert"),
    ("I'm after selling my old Corolla.", "vehicle:corolla", "retract"),
    ("I'm after moving to Galway.", "location:home", "assert"),
])
def test_after_and_a_gerund_is_a_thing_just_done(said: str, key: str, polarity: str) -> None:
    assert (key, polarity) in keyed(said)
    assert not subjects("I'm after a new car.")


def test_who_a_thing_was_had_off_is_no_part_of_its_key() -> None:
    assert "vehicle:honda_civic" in subjects("I bought a Honda Civic off my neighbour.")


def test_a_stage_said_before_a_condition_is_no_part_of_its_key() -> None:
    assert "health:kidney_disease" in subjects("I have end-stage kidney disease.")


def test_what_dialysis_is_for_is_the_users_condition() -> None:
    found = subjects("I'm on haemodialysis twice a week for end-stage renal disease.")
    assert "health:dialysis" in found and any(s.startswith("health:renal") for s in found), found


def test_a_womens_half_size_is_a_shoe_size() -> None:
    assert "size:shoe" in subjects("I'm a women's 7.5, budget around $90.")
    assert "size:shoe" not in subjects("I'm a women's 8.")


def test_a_generalist_of_a_field_has_a_job() -> None:
    assert "occupation" in subjects("I'm an IT generalist at a small firm.")
    assert "occupation" not in subjects("I'm a generalist.")


def test_service_said_after_where_the_user_is_stationed() -> None:
    assert {"location:home", "occupation"} <= subjects("I'm stationed at Fort Bragg, active duty Army.")
    assert "occupation" not in subjects("My husband is stationed in Guam, active duty Navy.")
    assert "occupation" not in subjects("I live near Fort Hood, active duty families everywhere.")
