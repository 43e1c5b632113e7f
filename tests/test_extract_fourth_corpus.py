"""What the fourth corpus written blind (tests/data/fourth_corpus.jsonl), and probing around it, found the rules
forming wrong, one family per section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def subjects(*texts: str) -> set[str]:
    return {c.subject for c in candidates(*texts)}


def keyed(*texts: str) -> set[tuple[str, str]]:
    return {(c.subject, c.polarity) for c in candidates(*texts)}


# -- a relative or a pet is one conflict key, whatever word names it ----------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("My dad is a retired electrician.", "family:father"),
        ("My daddy is a retired electrician.", "family:father"),
        ("My father is a retired electrician.", "family:father"),
        ("My mom is a nurse in Leeds.", "family:mother"),
        ("My mum is a nurse in Leeds.", "family:mother"),
        ("My mother is a nurse in Leeds.", "family:mother"),
        ("I have a corgi named Pip.", "pet:dog"),
        ("I have two labradors.", "pet:dog"),
        ("I adopted a rescue greyhound.", "pet:dog"),
        ("My lab Rocky loves the beach.", "pet:dog"),
        ("I have a tabby.", "pet:cat"),
    ],
)
def test_a_relative_or_a_pet_is_keyed_on_what_it_is(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


def test_a_pet_named_by_its_breed_is_taken_back_by_its_kind() -> None:
    assert keyed("I have a corgi.", "I don't have a dog anymore.") == {("pet:dog", "assert"), ("pet:dog", "retract")}


# -- a parent is who the user is, not the user's own parent ------------------------------------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm a single dad.", {"relationship_status"}),
        ("I'm a single mum, so money is tight.", {"relationship_status"}),
        ("I am a single parent.", {"relationship_status"}),
        ("I'm a mother of two.", {"family:kid"}),
        ("I'm a proud dad of three.", {"family:kid"}),
        ("I'm a dad.", {"family:kid"}),
    ],
)
def test_a_parent_is_the_user_not_the_users_parent(text: str, expected: set[str]) -> None:
    assert subjects(text) == expected


# -- a job is what the user works as, not where or when they work -----------------------------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I work from home as a freelance translator.", {"occupation"}),
        ("I work remotely as a designer.", {"occupation"}),
        ("I work night shifts as an ER nurse.", {"occupation"}),
        ("I work weekends as a bartender.", {"occupation"}),
        ("I'm a backend dev at a logistics company.", {"occupation"}),
        ("I'm a senior devops engineer.", {"occupation"}),
        ("I'm a web dev.", {"occupation"}),
    ],
)
def test_the_job_is_what_follows_as(text: str, expected: set[str]) -> None:
    assert subjects(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I work from home now and barely drive.",
        "I work from home these days.",
        "I work remotely now.",
        "I work night shifts.",
        "I work nights at the moment lol.",
    ],
)
def test_where_or_when_one_works_is_no_job_and_keeps_no_tail(text: str) -> None:
    assert not {s for s in subjects(text) if s == "occupation" or s.count("_") or s.endswith(
        (":home", ":night_shift"))}, candidates(text)
    assert subjects(text) <= {"occupation:remote", "occupation:schedule"}


# -- living somewhere since a date is a home --------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I have lived in Spain, near Alicante, since 2015.",
        "I've lived in Denver since 2019.",
        "We have lived in Leeds for ten years.",
        "I've lived in Toronto for most of my life.",
    ],
)
def test_having_lived_somewhere_since_is_home(text: str) -> None:
    assert subjects(text) == {"location:home"}


def test_having_once_lived_somewhere_is_still_an_experience() -> None:
    assert subjects("I have lived in Paris.") == {"experience:paris"}


# -- a figure of speech about where one spends one's time is no home --------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "ngl i literally live at the gym 💀",
        "I practically live at the library during exams.",
        "I basically live at the office.",
        "I pretty much live at my desk.",
        "I live at the gym these days.",
        "I basically live on coffee.",
    ],
)
def test_living_at_the_gym_is_a_figure_of_speech(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("location:")}, candidates(text)


@pytest.mark.parametrize("text", ["I live in Austin.", "I live at 12 Elm Street.", "I live on a boat.",
                                  "I live on campus.", "I literally live in Tokyo."])
def test_a_real_home_still_forms(text: str) -> None:
    assert subjects(text) == {"location:home"}


# -- a diet is the diet slot, without the chat around it ----------------------------------------------

@pytest.mark.parametrize(
    ("text", "sensitivity"),
    [
        ("i eat halal btw so no pork", "sensitive"),
        ("I eat kosher, by the way.", "sensitive"),
        ("I only eat halal meat.", "sensitive"),
        ("I eat vegan btw", "normal"),
        ("I eat vegetarian, so no meat.", "normal"),
    ],
)
def test_eating_by_a_diet_is_the_diet(text: str, sensitivity: str) -> None:
    assert [(c.subject, c.sensitivity) for c in candidates(text)] == [("diet", sensitivity)]


def test_a_religious_diet_said_as_being_is_sensitive() -> None:
    assert [(c.subject, c.sensitivity) for c in candidates("I'm halal.")] == [("diet", "sensitive")]


# -- a household's purchase is no team decision -------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "We went with dark green cabinets.",
        "We went with the oak flooring in the end.",
        "We decided on a grey sofa.",
        "We chose a small wedding.",
    ],
)
def test_a_purchase_or_a_plan_at_home_is_no_team_decision(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("decision:")}, candidates(text)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("We decided to migrate to Postgres.", "decision:migrate"),
        ("We went with Terraform for infra.", "decision:terraform"),
        ("Our team chose Kafka for the event bus.", "decision:kafka"),
        ("We agreed to deploy only on Tuesdays.", "decision:deploy"),
    ],
)
def test_a_project_decision_still_forms(text: str, subject: str) -> None:
    assert subject in subjects(text)


# -- an activity is keyed on the activity, and said without what follows a dash ----------------------

@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("I started pottery classes on Thursday evenings — my first bowl is very wonky",
         "activity:pottery", "User recently started pottery classes on Thursday evenings."),
        ("I started yoga classes - loving it so far", "activity:yoga", "User recently started yoga classes."),
        ("I just started piano lessons.", "activity:piano", "User recently started piano lessons."),
    ],
)
def test_classes_in_an_activity_are_the_activity(text: str, subject: str, statement: str) -> None:
    assert [(c.subject, c.statement) for c in candidates(text)] == [(subject, statement)]


# -- "oh great, I just love ..." is sarcasm ------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "Oh GREAT, I just LOVE spending my Saturday on hold for two hours.",
        "oh wonderful, I love waiting in line at the DMV.",
        "Oh joy, I adore filling in tax forms.",
    ],
)
def test_an_exasperated_oh_great_turns_the_sentence_over(text: str) -> None:
    assert candidates(text) == []


def test_a_sentence_after_the_sarcastic_one_still_forms() -> None:
    assert subjects("Oh great, I love being on hold. Anyway, I have a dog.") == {"pet:dog"}


# -- a friend's, a boss's or a roommate's own traits and doings are theirs -----------------------------

@pytest.mark.parametrize(
    "text",
    [
        "My boss is obsessed with CrossFit.",
        "my roommate does hot yoga every morning at 6am",
        "My friend Marco is Italian, speaks five languages, and lives in Zurich.",
        "My friend is planning her honeymoon in Bali.",
        "My best friend Jess is a nurse.",
        "My neighbour plays the drums every night.",
        "My coworker loves spreadsheets.",
        "My friend is planning her wedding and roped me into helping.",
        "My roommate is moving out and asked me to find someone.",
    ],
)
def test_another_persons_own_traits_or_doings_form_nothing(text: str) -> None:
    assert candidates(text) == []


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I have a roommate.", "family:roommate"),
        ("My best friend is Jess.", "family:friend"),
        ("My roommate and I have a cat.", "family:roommate"),
        ("My best friend lives with me.", "family:friend"),
        ("My boss keeps scheduling me on weekends.", "family:boss"),
        # a relative's lasting trait still forms: the relative is family
        ("My sister is a nurse in Ohio.", "family:sister"),
    ],
)
def test_a_relationship_with_the_user_still_forms(text: str, subject: str) -> None:
    assert subject in subjects(text)


# -- a claim taken back as a joke or a test was never the user's -------------------------------------

@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("I'm a commercial pilot, so I'm up at weird hours.", "lol jk I'm not a pilot, I was just testing you."),
        ("I'm a surgeon.", "Just kidding, I'm not a surgeon."),
        ("I have a parrot named Kiwi.", "haha that was a joke, I don't have a parrot."),
    ],
)
def test_a_claim_taken_back_as_a_joke_forms_nothing(first: str, then: str) -> None:
    assert candidates(first, then) == []


def test_a_denial_without_a_joke_leaves_the_claim_to_the_rules() -> None:
    assert "occupation" in subjects("I'm a nurse.", "I'm not a doctor though.")


def test_taking_back_one_claim_keeps_the_others() -> None:
    assert subjects("I'm a pilot and I have a dog.", "jk I'm not a pilot") == {"pet:dog"}


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("I live in Seattle and I'm always cold, any rain jacket ideas?",
         "oh wait sorry, that first line was pasted from my sister's text lol. SHE lives in Seattle"),
        ("I'm a vegan and I have two cats.", "oops, that was copied from my friend's post"),
        ("I work as a nurse.", "My bad, the message above was forwarded from a coworker."),
    ],
)
def test_a_message_disowned_as_pasted_from_someone_else_forms_nothing(first: str, then: str) -> None:
    assert candidates(first, then) == []


def test_a_claim_disowned_in_its_own_message_forms_nothing_but_what_follows_does() -> None:
    assert subjects("I live in Seattle. That line was pasted from my sister's text, I live in Portland.") == {
        "location:home"}
    assert [c.statement for c in candidates("I live in Seattle. That line was pasted from my sister's text, "
                                            "I live in Portland.")] == ["User lives in Portland."]


@pytest.mark.parametrize("text", ["I copied the config from the docs and I have a dog.",
                                  "I have a dog. The recipe was pasted from a blog."])
def test_pasting_something_else_takes_nothing_back(text: str) -> None:
    assert subjects(text) == {"pet:dog"}


# -- a job noun is an occupation -------------------------------------------------------------------

@pytest.mark.parametrize("text", ["I'm a postdoc in structural biology.", "I'm a schoolteacher."])
def test_a_job_noun_is_an_occupation(text: str) -> None:
    assert subjects(text) == {"occupation"}


# -- where one once lived is no origin ----------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I lived in Paris for two years.", "experience:paris"),
        ("I lived in Japan after college.", "experience:japan"),
        ("I grew up in Ohio.", "location:origin"),
    ],
)
def test_a_past_home_is_an_experience_not_where_the_user_is_from(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


def test_a_household_no_longer_having_a_pet_takes_it_back() -> None:
    gone = keyed("My lab Max needs a run most days.", "Sadly we had to put Max down, so we don't have a dog anymore.")
    assert gone == {("pet:dog", "assert"), ("pet:dog", "retract")}
    assert keyed("We no longer have a car.") == {("vehicle:car", "retract")}
    assert keyed("We have a dog.") == {("pet:dog", "assert")}  # the household's pet is the user's


@pytest.mark.parametrize("text", ["I'm 34 — wait, no, I turned 35 in March.", "I'm 34 - sorry, 35."])
def test_a_dash_before_a_correction_keeps_it_with_what_it_corrects(text: str) -> None:
    assert not any("34" in c.statement for c in candidates(text)), candidates(text)


@pytest.mark.parametrize("text", ["My colleague Priya runs the data platform team.",
                                  "My coworker leads the mobile project.",
                                  "My boss runs the sales team and she is great."])
def test_a_workmates_role_at_work_is_who_they_are_to_the_user(text: str) -> None:
    assert {subject for subject, _ in keyed(text)} <= {"family:colleague", "family:coworker", "family:boss"}
    assert keyed(text)


@pytest.mark.parametrize("text", ["My colleague runs marathons.", "My boss is obsessed with CrossFit.",
                                  "My friend Marco runs the bakery team.",
                                  "My coworker Dana just ran the Boston Marathon."])
def test_a_workmates_own_doings_and_a_friends_role_stay_theirs(text: str) -> None:
    assert keyed(text) == set()


# -- a supposition covers what "and" joins to it, up to its comma --------------------------------

@pytest.mark.parametrize("text", ["So if I'm vegan and I have a cat, what should I do?",
                                  "If I moved to Denver and I bought a house, would I need a car?",
                                  "Imagine I'm a pilot and I fly to Paris every week.",
                                  "Suppose I quit my job and I open a bakery, how do I start?"])
def test_what_and_joins_to_a_supposition_is_supposed(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize(("text", "subject"), [("If you want, I have a cat named Bo.", "pet:cat"),
                                               ("I could eat pizza every day and I have a cat.", "pet:cat"),
                                               ("If it rains I stay home, and I have a cat.", "pet:cat")])
def test_a_clause_past_the_suppositions_comma_or_after_a_mere_would_is_the_users(text: str, subject: str) -> None:
    assert subject in subjects(text)
