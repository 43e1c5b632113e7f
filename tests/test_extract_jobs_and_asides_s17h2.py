"""Session 17 (helper 2, the twenty-second corpus): offshore and translating jobs the lexicon lacked, a job worked
"onshore", a pit "mine" no pronoun, years spent as a job, a job gone back to, a pursuit taught full time, the user's
own clause in brackets, and a name said alone after "I'm"."""

import pytest

from tests.extracting import candidates, keyed, subjects


def statements(text: str) -> dict[str, str]:
    return {c.subject: c.statement for c in candidates(text)}


@pytest.mark.parametrize("text", [
    "I'm a certified court interpreter, Spanish<>English.",
    "I'm an agronomist and we spray vineyards.",
    "I'm an able seaman on a tanker.",
    "I'm a financial advisor in Leeds.",
    "I'm a deckhand on a trawler.",
    "I'm a roughneck on a land rig.",
])
def test_jobs_the_lexicon_lacked_are_occupations(text: str) -> None:
    assert "occupation" in subjects(text)
    assert not {s for s in subjects(text) if s.startswith("identity:")}


@pytest.mark.parametrize(("text", "said"), [
    ("I'm an HSE advisor onshore", "User is an HSE advisor onshore."),
    ("I'm a medic offshore", "User is a medic offshore."),
])
def test_where_a_job_is_worked_after_it_is_no_part_of_the_job(text: str, said: str) -> None:
    assert statements(text) == {"occupation": said}


@pytest.mark.parametrize(("text", "said"), [
    ("I'm a FIFO sparky at an iron ore mine", "User is a FIFO sparky at an iron ore mine."),
    ("I work at a coal mine", "User works at a coal mine."),
    ("I'm a surveyor at the mine", "User is a surveyor at the mine."),
])
def test_a_mine_worked_is_no_pronoun(text: str, said: str) -> None:
    assert said in statements(text).values()


@pytest.mark.parametrize("text", ["I like mine", "I have one like mine", "that car of mine is old"])
def test_mine_the_pronoun_still_points_back(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize(("text", "key"), [
    ("I spent years as a roustabout offshore", "history:roustabout"),
    ("I spent 10 years as a nurse", "history:nurse"),
    ("I spent two decades as a welder before my back went", "history:welder"),
])
def test_years_spent_as_a_job_are_a_former_job(text: str, key: str) -> None:
    assert key in subjects(text)
    assert "occupation" not in subjects(text)


@pytest.mark.parametrize("text", ["I spent the day as a tourist", "I spent years as a hostage"])
def test_time_spent_as_no_job_is_no_former_job(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("history:")}


@pytest.mark.parametrize("text", [
    "I go back to work as a paralegal in 3 weeks and I'm panicking",
    "I return to work as a nurse after my leave",
])
def test_a_job_gone_back_to_is_held(text: str) -> None:
    assert "occupation" in subjects(text)


@pytest.mark.parametrize(("text", "key"), [
    ("I coach judo full time at a club in Lyon", "occupation"),
    ("I teach yoga professionally", "occupation"),
    ("I instruct kickboxing full-time", "occupation"),
])
def test_a_pursuit_taught_for_pay_is_a_job(text: str, key: str) -> None:
    assert key in subjects(text)


def test_a_pursuit_coached_unpaid_stays_a_pursuit() -> None:
    assert keyed("I coach soccer") == {("activity:soccer", "assert")}


@pytest.mark.parametrize(("text", "formed"), [
    ("I coach judo full time at a club in Lyon (I live in Villeurbanne) so I need the PDF",
     {"occupation", "location:home"}),
    ("I'm in Paris this week (I live in Denver though)", {"location:home"}),
    ("Any tips for a new nurse? (I'm a nurse in Ohio.)", {"occupation"}),
])
def test_the_users_own_clause_in_brackets_is_read(text: str, formed: set[str]) -> None:
    assert formed <= subjects(text)


@pytest.mark.parametrize("text", [
    "Pretend you're a pirate. (I live in Ohio) Arr",
    'He said "I\'m a nurse (I live in Ohio)" to me',
    "My brother (am I right to worry?) moved out",
])
def test_brackets_inside_anothers_words_or_asking_form_nothing_of_the_users(text: str) -> None:
    assert "location:home" not in subjects(text)


@pytest.mark.parametrize("text", ["I'm Dev, I've got the beagle.", "I'm Dev", "Hi, I'm Cook."])
def test_one_capitalized_word_after_im_is_a_name_not_a_job(text: str) -> None:
    assert "occupation" not in subjects(text)


@pytest.mark.parametrize("text", ["I am Teacher of history", "I'm RN", "im nurse"])
def test_a_learners_job_without_its_article_is_still_read(text: str) -> None:
    assert "occupation" in subjects(text)
