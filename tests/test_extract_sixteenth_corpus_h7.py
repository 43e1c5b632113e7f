"""What the sixteenth corpus written blind (tests/data/sixteenth_corpus.jsonl) found the rules forming wrong or
missing in its one-word answers, pasted structured profiles, grief, fertility, hobby-gear and Indian, Nigerian and
Singaporean English styles, one family per section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from tests.extracting import candidates, keyed, subjects


def conversation(*turns: str) -> set[tuple[str, str]]:
    """The (subject, polarity) pairs a conversation forms: each turn "u: ..." (the user) or "a: ..." (the assistant)."""
    kinds = {"u": ("user.message.created", "user"), "a": ("assistant.message.created", "assistant")}
    events = []
    for seq, turn in enumerate(turns, 1):
        who, _, text = turn.partition(": ")
        kind, role = kinds[who]
        events.append(SourceEvent(seq=seq, event_type=kind, author_role=role, texts=(text,)))
    return {(c.subject, c.polarity) for c in DeterministicExtractor().extract(events, ExtractionContext())}


# -- a bare answer to what the assistant just asked: the question names what it is ----------------------------------


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        (("u: plan my lunches", "a: Sure! Any dietary requirements?", "u: vegan"), {("diet", "assert")}),
        (("u: meal ideas?", "a: Do you follow a special diet?", "u: keto"), {("diet", "assert")}),
        (("u: things to do?", "a: Where are you located?", "u: Leeds"), {("location:home", "assert")}),
        (("u: events this month", "a: Where do you live?", "u: Porto"), {("location:home", "assert")}),
        (("u: weekend plans", "a: Do you have any kids or pets to plan around?", "u: a cat"), {("pet:cat", "assert")}),
        (("u: boots please", "a: What shoe size are you, and is it for hiking?", "u: 9.5"),
         {("size:shoe", "assert")}),
        (("u: a resume please", "a: How many years have you been coding?", "u: 8"),
         {("experience:coding", "assert")}),
        (("u: a routine", "a: How long have you been climbing?", "u: 4 years"), {("experience:climbing", "assert")}),
        (("u: a schedule", "a: What instrument are you learning now?", "u: violin"), {("activity:violin", "assert")}),
        (("u: gift ideas", "a: Is it for a wife, husband or partner?", "u: wife"), {("family:wife", "assert")}),
        (("u: practice plan", "a: You mentioned piano before. Still playing that?", "u: nah"),
         {("activity:piano", "retract")}),
        (("u: practice plan", "a: Still playing the cello?", "u: no"), {("activity:cello", "retract")}),
        (("u: translate this", "a: Is Spanish your first language?", "u: no, french"),
         {("language:french", "assert")}),
        (("u: translate this", "a: Is Spanish your first language?", "u: yes"), {("language:spanish", "assert")}),
    ],
)
def test_a_bare_answer_is_read_by_the_question_it_answers(turns: tuple[str, ...], expected: set) -> None:
    assert expected <= conversation(*turns), conversation(*turns)


@pytest.mark.parametrize(
    "turns",
    [
        # where the user is now may be a visit; how long in what, a bare number does not say
        ("u: what's on?", "a: What city are you in?", "u: Lyon"),
        ("u: a routine", "a: How long have you been climbing?", "u: 4"),
        # someone else's diet, a hedge, a no
        ("u: a menu", "a: Any dietary restrictions for your guests?", "u: vegan"),
        ("u: weekend plans", "a: Where are you based?", "u: not sure yet"),
        ("u: weekend plans", "a: Do you have kids or pets I should plan around?", "u: none"),
        # a dress size wants a width to be a shoe; a game played is no instrument
        ("u: a dress", "a: What size?", "u: 10"),
        ("u: recs", "a: What are you playing these days?", "u: Zelda"),
        # a relative the question did not offer, a yes to still doing it, a "no" with no language named
        ("u: gift ideas", "a: Is the gift for your husband or wife?", "u: my sister"),
        ("u: practice plan", "a: Still playing the cello?", "u: yes"),
        ("u: translate this", "a: Is Spanish your first language?", "u: no"),
        ("u: practice plan", "a: You mentioned guitar. Still playing that?", "u: no, I never said that"),
    ],
)
def test_a_bare_answer_the_question_does_not_settle_forms_nothing(turns: tuple[str, ...]) -> None:
    assert not conversation(*turns), conversation(*turns)


# -- the user's own profile pasted as JSON or fenced YAML, or a bio handed over to proofread --------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('My profile for the app:\n{"name": "Arjun Mehta", "age": 41, "diet": "vegan", "city": "Denver", '
         '"family": {"wife": true}}',
         {"identity:name", "age", "diet", "location:home", "family:wife"}),
        ('About me, save it:\n{"allergies": ["shellfish"], "hobbies": ["chess"]}',
         {"health:allergy:shellfish", "activity:chess"}),
        ("my details for the cv:\n```yaml\nname: Lena Hoffman\ncurrent_job: Nurse @ Charite\npast roles:\n"
         "  - barista (2012-2014)\nlanguages: [German, French]\n```\nmake it fit one page",
         {"identity:name", "occupation", "history:barista", "language:german", "language:french"}),
        ("Can you proofread my dating profile?\nName: Kemi\nAge: 31\nLoves: jazz, hiking",
         {"identity:name", "age", "preference:jazz", "preference:hiking"}),
    ],
)
def test_the_users_own_structured_profile_is_read_as_a_form(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's record, a sample, a tool's output pasted, a form filed for a client
        'My client\'s profile:\n{"name": "Arjun Mehta", "age": 41, "diet": "vegan"}',
        'Sample user record for the test:\n{"name": "Test User", "age": 30, "city": "Denver"}',
        'Format this, it\'s an intake form for my clients:\n{"name": "Harold Benes", "age": 71, "diet": "vegan"}',
        '{"name": "Harold Benes", "age": 71, "diet": "vegan"} what does this JSON mean?',
        "Proofread my sister's bio:\nName: Kemi\nAge: 31\nLoves: jazz",
        "Proofread my bio for my brother:\nName: Kemi\nAge: 31",
        "here's the config:\n```yaml\nname: api\nrole: backend\nlanguages: [Go, Python]\n```",
    ],
)
def test_structured_data_not_the_users_own_forms_nothing(text: str) -> None:
    assert not subjects(text), subjects(text)


# -- a spouse who died: the user is widowed ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["My wife passed in January after a long illness.", "My husband Tom died two years ago.", "My wife died last year.",
     "my husband passed away in March and I don't know where to start with the taxes"],
)
def test_a_spouse_who_died_makes_the_user_widowed(text: str) -> None:
    found = keyed(text)
    assert ("relationship_status", "assert") in found, found
    assert not {k for k in found if k[0].startswith("family:") and k[1] == "retract"}, found


@pytest.mark.parametrize(
    "text",
    [
        "My coworker's wife passed away suddenly.",
        "My friend's husband died last week, what do I write in the card?",
        "My wife's father died in May.",
        "My husband passed his driving test today.",
        "If my husband died, who would inherit the house?",
        "My character's wife died in chapter one.",
        "My dad passed away last year.",
    ],
)
def test_someone_elses_spouse_or_a_passed_test_forms_no_status(text: str) -> None:
    assert "relationship_status" not in subjects(text), subjects(text)


# -- a pregnancy is a fact of health, as every other health key -----------------------------------------------------


def test_a_pregnancy_is_a_health_fact() -> None:
    found = {(c.belief_type, c.subject) for c in candidates("I'm 12 weeks pregnant with our first!")}
    assert ("fact", "health:pregnancy") in found, found


# -- a tester is a job ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I'm a software tester.", "I work as a QA tester at a bank.",
                                  "I am working as manual tester in Chennai."])
def test_a_tester_is_an_occupation(text: str) -> None:
    assert "occupation" in subjects(text), subjects(text)


# -- Indian English: "Myself <name>", a native place, sugar had; a job "in <employer> as" one ------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Myself Priya, working as data analyst in Hyderabad. Kindly help.", {"identity:name", "occupation"}),
        ("Good morning sir, myself Suresh here. Need one small help.", {"identity:name"}),
        ("Hello. My native place is Madurai, now I am staying in Chennai.", {"location:origin"}),
        ("I am having sugar since 5 years, please suggest breakfast.", {"health:diabetes"}),
        ("I am working in HDFC as cashier since 2018.", {"occupation"}),
        ("I work at Wipro as tester.", {"occupation", "occupation:employer"}),
    ],
)
def test_indian_english_said_of_the_user(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text), subjects(text)


@pytest.mark.parametrize(
    ("text", "unwanted"),
    [
        ("I told myself Monday would be different.", "identity:name"),
        ("Is 'myself Ramesh' correct English?", "identity:name"),
        ("My wife's native place is Kochi.", "location:origin"),
        ("Is your native place Kochi?", "location:origin"),
        ("My father is having sugar since 10 years.", "health:diabetes"),
        ("I'm having sugar in my tea today.", "health:diabetes"),
        ("Am I having sugar problem?", "health:diabetes"),
        ("I work at Google as a joke, basically.", "occupation"),
    ],
)
def test_indian_english_not_said_of_the_user_forms_nothing_of_it(text: str, unwanted: str) -> None:
    assert unwanted not in subjects(text), subjects(text)


# -- IVF the user (or the couple) is in, or has stopped; what both of them are; an age set beside what the user is ---


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We're starting our second round of IVF next week.", {("health:ivf_treatment", "assert")}),
        ("I'm doing ICSI this cycle. Any tips for the retrieval?", {("health:ivf_treatment", "assert")}),
        ("We've decided to stop IVF after four rounds.", {("health:ivf_treatment", "retract")}),
        ("We're done with IVF, honestly.", {("health:ivf_treatment", "retract")}),
        ("We're both practicing Catholics, so the embryo question matters.", {("identity:catholic", "assert")}),
        ("I'm a retired machinist, 72, and still tinkering.", {("age", "assert")}),
    ],
)
def test_ivf_pairs_and_an_apposed_age_said_of_the_user(text: str, expected: set) -> None:
    assert expected <= keyed(text), keyed(text)


@pytest.mark.parametrize(
    "text",
    [
        "My sister is doing IVF and I want to support her.",
        "A friend just got pregnant after IVF.",
        "If we're doing IVF, what does it cost?",
        "Are we doing ICSI or plain IVF?",
        "How much does IVF cost in Ohio?",
        "My parents are both devout Catholics.",
        "We're both exhausted.",
        "I'm a size 10, 12 in jeans.",
        "Am I a senior, 65, in their eyes?",
    ],
)
def test_ivf_faith_or_age_not_the_users_forms_none_of_it(text: str) -> None:
    found = subjects(text)
    assert not found & {"health:ivf_treatment", "identity:catholic", "age"}, found


# -- a job held "serving in" a place; a shoe's size in a form; a marriage "fixed" -----------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm a corper serving in Jos now.", "occupation"),
        ("I'm a nurse serving in a rural clinic.", "occupation"),
        ("My running profile:\nShoe: Hoka Clifton, 9.5\nGoal: 10k", "size:shoe"),
        ("About me:\nShoe size: 8", "size:shoe"),
        ("Need leave letter. My marriage is fixed for 12 June, 15 days required.", "relationship_status"),
        ("my wedding has been fixed for december so I need a budget plan", "relationship_status"),
    ],
)
def test_a_job_serving_a_shoe_size_and_a_marriage_fixed(text: str, expected: str) -> None:
    assert expected in subjects(text), subjects(text)


@pytest.mark.parametrize(
    ("text", "unwanted"),
    [
        ("My brother is a corper serving in Jos.", "occupation"),
        ("Shoe: Hoka Clifton, 9.5", "size:shoe"),  # no word of whose form it is
        ("My son's profile:\nShoe: Hoka, 4", "size:shoe"),
        ("My sister's marriage is fixed for May.", "relationship_status"),
        ("Is my marriage fixed or can it change?", "relationship_status"),
    ],
)
def test_not_the_users_job_size_or_marriage(text: str, unwanted: str) -> None:
    assert unwanted not in subjects(text), subjects(text)


# -- a CSV or markdown table with the user's own row -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my household for the rental application:\nname,relationship,age,occupation\nSam Ortiz,self,36,teacher\n"
         "Ana Ortiz,wife,35,nurse\nLeo Ortiz,son,4,",
         {"identity:name", "age", "occupation", "family:wife", "family:son"}),
        ("Here's my entry for the staff list:\nName | Role | City\n--- | --- | ---\nMaya Lin | pharmacist | Denver",
         {"identity:name", "occupation", "location:home"}),
    ],
)
def test_the_users_own_row_of_a_table(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        # no row called the user's: a roster, a client list, a row for someone else
        "Here's the roster:\nName | Role | City\n--- | --- | ---\nMaya Lin | pharmacist | Denver\n"
        "Jo Kim | nurse | Austin",
        "clients for the quote:\nname,relation,age,occupation\nDana Whitfield,self,41,paramedic",
        "Here's my manager's row:\nName | Role | City\n--- | --- | ---\nMaya Lin | pharmacist | Denver",
    ],
)
def test_a_table_with_no_row_of_the_users_forms_nothing(text: str) -> None:
    assert not subjects(text), subjects(text)


def test_an_office_is_no_home() -> None:
    assert "location:home" not in subjects("About me:\nLocation: Lisbon office")


# -- a "me:" block of pasted YAML is the user's; a block keyed on someone else is theirs -----------------------------


def test_a_me_block_of_yaml_is_the_users() -> None:
    text = ("```yaml\nme:\n  pets: [dog]\n  city: Leeds\nneighbour:\n  name: Ann Cole\n  city: York\n"
            "  pets: [cat]\n```\ndraft a note to my neighbour about the fence")
    found = subjects(text)
    assert {"pet:dog", "location:home"} <= found, found
    assert "pet:cat" not in found and "identity:name" not in found, found


@pytest.mark.parametrize(
    "text",
    [
        "```yaml\nneighbour:\n  name: Ann Cole\n  city: York\n  pets: [cat]\n```\nwrite to her",
        "Sample user for the template:\n```yaml\nme:\n  pets: [dog]\n  city: Leeds\n```",
    ],
)
def test_yaml_keyed_on_others_or_a_sample_forms_nothing(text: str) -> None:
    assert not subjects(text), subjects(text)


# -- a pregnancy lost; and none of the above from a quote, a pasted text or a story's lines --------------------------


@pytest.mark.parametrize(
    "text",
    ["We lost the baby at 9 weeks, and I'm still not okay.", "I had a miscarriage in the spring.",
     "We had a stillbirth two years ago and now I'm pregnant again."],
)
def test_a_pregnancy_lost_is_the_users_health(text: str) -> None:
    assert "health:pregnancy_loss" in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "My sister lost the baby at 9 weeks.",
        "Did I have a miscarriage or just a late period?",
        "I lost 10 pounds in 6 weeks.",
        'Someone on a forum posted: "I had a miscarriage at 6 weeks and we are doing IVF now." Thoughts?',
        'Got this text: "Myself Ramesh, working as tester in Pune. Native place is Nagpur." Is it a scam?',
        'Writing a story where the narrator says: "I am having sugar since 2 years and my marriage is fixed for '
        'May." Plausible?',
        'My cousin wrote: "We\'re both devout Catholics, so IVF is hard." How do I answer?',
    ],
)
def test_not_said_in_the_users_own_voice_forms_none_of_these(text: str) -> None:
    found = subjects(text)
    assert not found & {"health:pregnancy_loss", "health:ivf_treatment", "identity:name", "location:origin",
                        "health:diabetes", "relationship_status", "identity:catholic", "occupation"}, found


def test_a_nested_yaml_block_under_the_users_lead_is_not_read_as_theirs() -> None:
    text = "my info for the lease:\n```yaml\nlandlord:\n  name: Gary Pruett\n  city: Bath\n```\nwrite to him"
    assert not subjects(text) & {"identity:name", "location:home"}, subjects(text)
