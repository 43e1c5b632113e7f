"""What the rules missed or misread in session 8, one family per section: a home said from afar, a marriage or an
engagement said of the pair, a medical device worn or used, a language owned to be weak, a political view or a faith
(sensitive), a relative's one-off deed, and a job offer pasted as the user's own. Each family pairs the phrasing that
forms with what must still form nothing; none of these sentences is a corpus case."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, subjects


def keyed(*texts: str, known: tuple[str, ...] = ()) -> set[tuple[str, str, str, str]]:
    """(belief type, subject, polarity, sensitivity) of what the texts form."""
    return {(c.belief_type, c.subject, c.polarity, c.sensitivity) for c in candidates(*texts, known=known)}



# -- a home said from afar: "up in", "down in", "out in" a place named ----------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I'm up in Portland.",
        "I'm down in San Diego",
        "I'm out in Denver these days.",
        "I'm over in Leeds",
        "im out in Denver",
        "I'm up in Portland, can you find me a dentist?",
    ],
)
def test_a_home_said_up_down_or_out_in_a_place(text: str) -> None:
    assert keyed(text) == {("user_model_attr", "location:home", "assert", "normal")}, candidates(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm up in the attic.",
        "I'm down in the dumps.",
        "I'm out in the car.",
        "I'm up in Portland now.",
        "I'm down in Florida this week.",
        "I'm out in Denver for a conference.",
        "Are you up in Portland?",
    ],
)
def test_up_down_or_out_in_no_place_or_for_now_is_no_home(text: str) -> None:
    assert not subjects(text), candidates(text)


def test_a_relative_out_in_a_place_is_no_home_of_the_users() -> None:
    assert subjects("My brother is out in Denver.") == {"family:brother"}


# -- a marriage or an engagement said of the pair: the partner is the user's ----------------------------------------

@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("Jess and I got married.", "family:spouse"),
        ("Jess and I got married last October, it was a tiny thing.", "family:spouse"),
        ("We bought a house, and Jess and I got married last October.", "family:spouse"),
        ("my fiancée and I got married last June", "family:spouse"),
        ("My partner and I just got married!", "family:spouse"),
        ("we got married in 2019", "family:spouse"),
        ("Jess and I have been married for ten years.", "family:spouse"),
        ("My wife and I got married in 2010.", "family:wife"),
        ("Jess and I got engaged!", "family:fiance"),
        ("Sam & I got engaged last weekend", "family:fiance"),
        ("Jess and I are engaged.", "family:fiance"),
        ("we got engaged", "family:fiance"),
        ("My girlfriend and I got engaged.", "family:fiance"),
    ],
)
def test_a_pair_wedded_gives_the_user_a_spouse_or_a_fiance(text: str, partner: str) -> None:
    found = keyed(text)
    assert ("relationship", partner, "assert", "normal") in found, candidates(text)
    assert ("user_model_attr", "relationship_status", "assert", "normal") in found, candidates(text)
    # one partner, keyed once: a fiancée married is no fiancée any more
    assert [s for _, s, _, _ in found if s.startswith("family:")] == [partner]


def test_the_partner_named_is_in_the_statement_as_said() -> None:
    said = {c.subject: c.statement for c in candidates("Jess and I are engaged.")}
    assert said["family:fiance"] == "User and Jess are engaged."
    assert said["relationship_status"] == "User is engaged."


@pytest.mark.parametrize(
    "text",
    [
        "I got married last year.",  # the marriage, no partner said
        "got married in june!! still cant believe it",
        "I got engaged to Sam last week.",
    ],
)
def test_a_marriage_said_of_the_user_alone_is_the_status_only(text: str) -> None:
    assert subjects(text) == {"relationship_status"}, candidates(text)


@pytest.mark.parametrize(
    "text",
    [
        "If Jess and I got married, would my taxes change?",
        "Should Jess and I get married?",
        "My sister and her husband got married in May.",
        "Jess and I were married for ten years.",
        "we got married to the idea of a bigger house",
    ],
)
def test_no_spouse_from_a_supposed_or_anothers_or_a_past_marriage(text: str) -> None:
    assert not {s for s in subjects(text) if s in ("family:spouse", "family:fiance", "relationship_status")}, (
        candidates(text))


@pytest.mark.parametrize("text", ["Alex and I got married but then divorced.", "we got engaged but called it off"])
def test_a_wedding_undone_in_the_same_breath_gives_no_partner(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")}, candidates(text)


def test_a_pair_parted_or_doing_something_else_gives_no_partner() -> None:
    assert subjects("Jess and I broke up.") == {"relationship_status"}
    assert subjects("Jess and I got divorced in May.") == {"relationship_status"}
    assert subjects("Jess and I hike every weekend.") == {"activity:hiking"}
    assert subjects("Jess and I have two kids.") == {"family:kid"}


# -- a medical device the user wears, uses or has: health, sensitive ----------------------------------------------

@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("I have a pacemaker.", {"health:pacemaker"}),
        ("I've had a pacemaker since 2015.", {"health:pacemaker"}),
        ("I use an inhaler.", {"health:inhaler"}),
        ("I use an inhaler for my asthma", {"health:inhaler"}),
        ("I use a CPAP at night.", {"health:cpap"}),
        ("I use a CPAP machine every night.", {"health:cpap"}),
        ("I carry an EpiPen everywhere.", {"health:epipen"}),
        ("I'm on oxygen at night.", {"health:oxygen"}),
        ("I'm on a CGM and an insulin pump.", {"health:cgm", "health:insulin_pump"}),
        ("I wear a continuous glucose monitor.", {"health:cgm"}),
        # by its make, a device by its model, as any other device is
        ("I'm on an Omnipod.", {"device:omnipod"}),
        ("I wear a Dexcom.", {"device:dexcom"}),
        ("I wear a Dexcom G7 on my arm.", {"device:dexcom_g7"}),
        ("I wear a Dexcom and an Omnipod", {"device:dexcom", "device:omnipod"}),
    ],
)
def test_a_medical_device_worn_or_used_is_sensitive_health(text: str, found: set[str]) -> None:
    formed = keyed(text)
    assert {s for _, s, _, _ in formed} == found, candidates(text)
    assert {(t, p, sens) for t, _, p, sens in formed} == {("fact", "assert", "sensitive")}


@pytest.mark.parametrize("text", ["I use a cane sugar substitute in my coffee.", "I use a walker app to track my dog.",
                                  "I have a cochlear implant podcast on in the background."])
def test_an_aid_named_as_the_first_word_of_a_compound_is_none(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}


@pytest.mark.parametrize(("text", "subject"), [("I use a walker sometimes.", "health:walker"),
                                               ("I have a pacemaker fitted.", "health:pacemaker"),
                                               ("I use a wheelchair full time.", "health:wheelchair")])
def test_an_aid_the_sentence_goes_on_after_is_still_the_users(text: str, subject: str) -> None:
    assert subject in subjects(text)


def test_a_device_listed_in_the_users_health_notes_is_each_its_own() -> None:
    notes = ("# health stuff (context for when I ask questions)\n- T1D since I was 9, on an Omnipod 5 + Dexcom G7\n"
             "- hypothyroid\n\nok so question: how should I adjust basal for a long run")
    assert {"health:type_1_diabetes", "device:omnipod_5", "device:dexcom_g7"} <= subjects(notes)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        # a relative's device is their health: the relative only
        ("My dad has a pacemaker.", {"family:father"}),
        ("My son uses an inhaler.", {"family:son"}),
        ("My daughter wears a Dexcom and an Omnipod.", {"family:daughter"}),
        # no device of the user's
        ("I'm on a walker tour of Rome.", set()),
        ("Where can I buy an inhaler?", set()),
        ("Do I need a CPAP?", set()),
    ],
)
def test_anothers_device_or_none_is_no_health_of_the_users(text: str, found: set[str]) -> None:
    assert subjects(text) == found, candidates(text)


def test_a_device_mentioned_is_never_stored_as_normal() -> None:
    assert all(c.sensitivity == "sensitive" for c in candidates("I lost my inhaler."))


# -- a language owned to be weak, or not the user's first: a level of it -------------------------------------------

@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("my english not so good sorry. I speak portuguese", "User's English is not so good."),
        ("sorry my english is bad", "User's English is bad."),
        ("Sorry, my English is very poor.", "User's English is very poor."),
        ("my english isn't very good", "User's English isn't very good."),
        ("Sorry for my bad english", "User is sorry for their bad English."),
        ("English is not my first language.", "English is not the user's first language."),
        ("English isn't my native language, so bear with me.", "English is not the user's native language."),
        ("english is my second language", "English is the user's second language."),
        ("I'm not a native English speaker.", "User is not a native English speaker."),
        ("I'm a native English speaker.", "User is a native English speaker."),
        ("I'm a Spanish speaker.", "User is a Spanish speaker."),
    ],
)
def test_a_weak_or_second_language_is_a_level_of_it(text: str, statement: str) -> None:
    found = [c for c in candidates(text) if c.subject.startswith("language:")]
    language = "language:spanish" if "Spanish" in text else "language:english"
    assert [(c.belief_type, c.subject, c.polarity, c.sensitivity, c.statement) for c in found if
            c.subject == language] == [("user_model_attr", language, "assert", "normal", statement)], found


@pytest.mark.parametrize(
    "text",
    [
        "my english teacher is not so good",
        "My English is not bad.",
        "my brother says my English is bad",
        "my English is bad, my teacher says",
        "I think my english is bad",
        "Is my English bad?",
        'He wrote "my english is bad" in his bio.',
        # a reason for a request about wording, in its sentence: the instruction is what is kept
        "Please, always you explain me with simple English words, my english is not so good.",
        "my english is not so good, can you explain simply?",
    ],
)
def test_no_level_of_anothers_or_a_hedged_or_a_requests_language(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("language:")}, candidates(text)


# -- a political view or party, and a faith: sensitive, keyed on the word for it ------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm a Trump supporter.", "identity:trump_supporter"),
        ("I'm a lifelong Democrat.", "identity:democrat"),
        ("I'm a registered Republican", "identity:republican"),
        ("I'm a socialist.", "identity:socialist"),
        ("I'm a libertarian", "identity:libertarian"),
        ("I'm politically conservative.", "identity:conservative"),
        ("I'm pro-life.", "identity:pro_life"),
        ("I vote Green.", "identity:green_voter"),
        ("I always vote Labour.", "identity:labour_voter"),
        ("I've always voted Labour.", "identity:labour_voter"),
        ("I'm a Labour voter.", "identity:labour_voter"),
        ("I'm a Green Party member", "identity:green"),
        ("I'm a Christian.", "identity:christian"),
        ("I'm a devout Catholic.", "identity:catholic"),
        ("I'm a practicing Muslim", "identity:muslim"),
        ("I'm Lutheran.", "identity:lutheran"),
        ("I'm Orthodox Jewish.", "identity:jewish"),
        ("I'm a Hindu by birth.", "identity:hindu"),
        ("I'm a proud gay man.", "identity:gay"),
    ],
)
def test_a_political_view_or_a_faith_is_sensitive(text: str, subject: str) -> None:
    assert keyed(text) == {("user_model_attr", subject, "assert", "sensitive")}, candidates(text)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm a member of the Labour Party.", "membership:labour_party"),
        ("I go to church every Sunday.", "activity:church"),
        ("I'm a lapsed Catholic.", "identity:lapsed_catholic"),
    ],
)
def test_a_faith_or_a_party_named_in_another_key_is_sensitive(text: str, subject: str) -> None:
    assert [(c.subject, c.sensitivity) for c in candidates(text)] == [(subject, "sensitive")]


@pytest.mark.parametrize(
    "text",
    [
        "I voted for Biden.",  # once
        "I vote early.",
        "I vote by mail.",
        "I'm very conservative with my estimates.",
        "Are you a Democrat?",
        "My dad is a lifelong Republican.",
    ],
)
def test_no_political_view_from_a_vote_once_a_manner_a_question_or_anothers(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("identity:")}, candidates(text)


def test_a_team_supported_stays_a_liking() -> None:
    assert keyed("I'm a Rangers supporter.") == {("preference", "preference:rangers", "assert", "normal")}
    assert keyed("I'm a liberal arts student.") == {("user_model_attr", "occupation", "assert", "normal")}


# -- a relative's one-off deed is theirs: the relationship only ------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "formed"),
    [
        ("my brother-in-law built a canoe last summer", ("family:brother_in_law", "User has a brother-in-law.")),
        ("My sister got engaged last weekend (finally!!)", ("family:sister", "User has a sister.")),
        ("My sister visited last month.", ("family:sister", "User has a sister.")),
        ("My son won the spelling bee.", ("family:son", "User has a son.")),
        # their faith, orientation or politics is theirs too, never said
        ("My dad is a devout Catholic.", ("family:father", "User has a dad.")),
        ("My brother is gay.", ("family:brother", "User has a brother.")),
        ("My mom is a lifelong Republican.", ("family:mother", "User has a mom.")),
    ],
)
def test_a_relatives_deed_or_belief_forms_the_relationship_only(text: str, formed: tuple[str, str]) -> None:
    found = candidates(text)
    assert [(c.belief_type, c.subject, c.statement, c.sensitivity) for c in found] == [
        ("relationship", *formed, "normal")], found


@pytest.mark.parametrize(
    "text",
    [
        "my friend built a canoe last summer",  # a friend's deed says not even that the user has them
        "my late husband built our house",
        "My mom passed away last year.",
        "My friend is a socialist.",
        # a partner or a relative who parted from the user is theirs no longer
        "My girlfriend ran off.",
        "My husband walked out on us last year.",
        # what a relative parted with: the shape of a retraction, kept away from the user's own
        "My brother finally sold his motorcycle, my mom is so relieved.",
        "My dad finally quit smoking.",
    ],
)
def test_no_relationship_from_a_friends_or_one_gones_deed_or_a_parting(text: str) -> None:
    assert not candidates(text), candidates(text)


def test_relatives_named_in_the_plural_are_had_without_an_article() -> None:
    assert [c.statement for c in candidates("My grandchildren just adopted a small puppy.")] == [
        "User has grandchildren."]
    assert [c.statement for c in candidates("My sons built a treehouse.")] == ["User has sons."]


def test_a_relatives_deed_takes_nothing_of_the_users() -> None:
    assert subjects("my brother built a canoe", known=("possession:canoe",)) == {"family:brother"}
    assert subjects("my brother sold his canoe", known=("possession:canoe",)) == set()


# -- a job offer pasted as the user's own: the job and the employer ------------------------------------------------

@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("I got the offer! 'We are pleased to offer you the position of Senior Data Analyst at Acme'",
         "User's offer: the position of Senior Data Analyst at Acme."),
        ('got the offer!!! "We are pleased to offer you the Product Manager position at Shopify." what should I '
         "negotiate?", "User's offer: the Product Manager position at Shopify."),
        ("They offered me the job!! 'We are thrilled to extend an offer for the Staff Engineer role with Acme Corp.'",
         "User's offer: the Staff Engineer role with Acme Corp."),
        ("my offer letter says 'We are pleased to offer you the position of Nurse Practitioner at St. Mary's "
         "Hospital' — is 85k fair?", "User's offer: the position of Nurse Practitioner at St. Mary's Hospital."),
        ("I got the offer!!\n\nDear Sam,\nWe are delighted to offer you the role of Staff Engineer with Stripe, "
         "starting March 1.\nBest,\nHR", "User's offer: the role of Staff Engineer with Stripe."),
    ],
)
def test_an_offer_the_user_says_is_theirs_is_their_job_and_employer(text: str, statement: str) -> None:
    found = candidates(text)
    assert {(c.belief_type, c.subject, c.polarity, c.sensitivity) for c in found} == {
        ("user_model_attr", "occupation", "assert", "normal"),
        ("user_model_attr", "occupation:employer", "assert", "normal")}, found
    assert {c.statement for c in found} == {statement}
    assert all(c.evidence and c.evidence in text for c in found)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's offer, or one the user writes or checks for another
        "Can you proofread this offer letter for a candidate? 'We are pleased to offer you the position of Senior "
        "Data Analyst at Acme'",
        "My sister got the offer! 'We are pleased to offer you the position of Senior Data Analyst at Acme'",
        "Draft an offer: 'We are pleased to offer you the position of Senior Data Analyst at Acme'",
        # no word that it is theirs, a question or a supposition
        "'We are pleased to offer you the position of Senior Data Analyst at Acme'",
        "Did I get the offer? 'We are pleased to offer you the position of Senior Data Analyst at Acme'",
        "If I got the offer, 'We are pleased to offer you the position of Senior Data Analyst at Acme' would be it",
        # no job named
        "I got the offer! 'We are pleased to offer you the position of our dreams'",
    ],
)
def test_no_job_from_anothers_or_an_unowned_or_a_doubted_offer(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("occupation")}, candidates(text)


@pytest.mark.parametrize("text", ["oh my ", "that's my", "My\n", "oh my \u2014", "my  "])
def test_a_my_with_nothing_after_it_forms_nothing_and_raises_nothing(text: str) -> None:
    assert not candidates(text)


def test_a_condition_said_with_where_it_is_is_said_of_the_user() -> None:
    assert [c.statement for c in candidates("I have arthritis in my hands.")] == ["User has arthritis in their hands."]
