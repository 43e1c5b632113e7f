"""Session 18 (helper 10): lowercase run-on messages with no punctuation. A new first-person clause that plainly
starts with no stop before it is a clause of its own (after "anymore" or "ago", "its a ...", a child's age said next);
a lowercase writer's employer left ("i dont work at target anymore") and place moved into ("in columbus") are read as
the capitalized ones are."""

import pytest

from memform.extract.text import clauses
from tests.extracting import candidates, keyed, subjects


def pieces(text: str) -> list[str]:
    return [span.text for span in clauses(text)]


# -- where a run-on's next clause starts ------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("i dont work at target anymore i quit last month", ["i dont work at target anymore", "i quit last month"]),
    ("i stopped drinking a year ago im way happier", ["i stopped drinking a year ago", "im way happier"]),
    ("i moved into a new apartment in columbus its a studio",
     ["i moved into a new apartment in columbus", "its a studio"]),
    ("i have twin boys theyre 4 and i work 12s as a nurse",
     ["i have twin boys", "theyre 4", "i work 12s as a nurse"]),
    ("i got a rescue cat last week shes 6", ["i got a rescue cat last week", "shes 6"]),
])
def test_a_run_on_splits_where_a_new_clause_plainly_starts(text: str, expected: list[str]) -> None:
    assert pieces(text) == expected


@pytest.mark.parametrize("text", [
    "the dog chased its tail all night",        # "its" before a noun is the possessive
    "i moved because its cheaper here",          # "its" opened by the conjunction before it
    "i think its a scam honestly",               # what is thought
    "i dont think theyre 4 yet",                 # what is thought
    "i ran for 30 minutes and theyre 5 minutes away",  # a measure, no age
    "i said theyre 12 and nobody believed me",   # what was said
    "the job i quit was awful",                  # a relative clause, no "anymore" before it
])
def test_no_break_inside_one_clause(text: str) -> None:
    assert not any(p.startswith(("its ", "theyre ", "i quit")) for p in pieces(text))


@pytest.mark.parametrize("text", [
    "i dont work at target anymore i quit last month",
    "update i dont work at target anymore i quit last week and started at a dentist office downtown doing front desk",
    "I don't work at Target anymore. I quit last month.",
])
def test_an_employer_left_said_in_lowercase_is_retracted(text: str) -> None:
    assert ("occupation:employer", "retract") in keyed(text)


@pytest.mark.parametrize("text", [
    "i dont work at home anymore",   # how, not who for
    "i dont work at all anymore",
    "i dont work at night anymore",
    "i dont work at target",         # no "anymore": may be a contrast ("i dont work at target, my sister does")
    "i dont work at the weekends anymore",
])
def test_no_employer_retracted_from_a_lowercase_near_miss(text: str) -> None:
    assert "occupation:employer" not in subjects(text)


def test_the_employer_retracted_is_the_one_named() -> None:
    found = [c for c in candidates("i dont work at target anymore i quit last month")
             if c.subject == "occupation:employer"]
    assert [c.statement for c in found] == ["User doesn't work at target anymore."]


@pytest.mark.parametrize("text", [
    "just moved into a new apartment in columbus its a studio and my cat hates it",
    "so basically i just moved into my first apartment in columbus its a studio",
    "i moved into a new apartment in st louis",
])
def test_a_home_moved_into_in_a_lowercase_place_is_read(text: str) -> None:
    assert "location:home" in subjects(text)


@pytest.mark.parametrize("text", [
    "we moved into a new house in march",
    "i moved into my own place in town",
    "moved into a new apartment in the city",
    "i moved into a new apartment in 2019",
    "i moved into a new apartment in secret",
])
def test_no_home_from_a_time_or_common_noun_after_in(text: str) -> None:
    assert "location:home" not in subjects(text)


def test_twin_boys_and_a_job_run_on() -> None:
    found = subjects("i have twin boys theyre 4 and i work 12s as a nurse so my mom watches them three days a week")
    assert {"family:son", "occupation"} <= found


@pytest.mark.parametrize("text", [
    "im so bored rn and its raining and i dont want to do anything",
    "is it normal for a phone to get hot when charging overnight because its kind of an older one",
])
def test_lowercase_chatter_still_forms_nothing(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize(("text", "statement"), [
    ("i have a rescue dog shes a blue heeler", "User has a rescue dog."),
    ("otr reefer driver here my dog rides with me shes a blue heeler named Tink", "User's dog rides with them."),
    ("My dog is a collie but he thinks he's a german shepherd", "User's dog is a collie."),
])
def test_what_a_pet_is_said_next_is_its_own_clause(text: str, statement: str) -> None:
    assert [c.statement for c in candidates(text) if c.subject == "pet:dog"] == [statement]


@pytest.mark.parametrize("text", [
    "Please never give me ASCII tables, they're a nightmare with a screen reader.",  # things, not a she or he
    "my sister says shes a nurse",
])
def test_no_new_key_from_a_description_said_of_someone_else(text: str) -> None:
    assert subjects(text) == set()
