"""What the sixth corpus written blind (tests/data/sixth_corpus.jsonl) found the rules forming wrong in speech:
voice transcripts, self-repairs, subtle negatives and answers across turns; one family per section. The
sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.extract.text import sentences
from memform.models import MemoryCandidate
from tests.extracting import candidates


def subjects(*texts: str) -> set[str]:
    return {c.subject for c in candidates(*texts)}


def conversation(*turns: tuple[str, str]) -> list[MemoryCandidate]:
    """What a conversation forms: each turn (role, text), "a" the assistant's, "c" a tool call it makes, "t" a tool's
    result, "u" the user's."""
    kinds = {"u": ("user.message.created", "user"), "a": ("assistant.message.created", "assistant"),
             "c": ("tool.call.created", "assistant"), "t": ("tool.result.created", "tool")}
    events = [SourceEvent(seq=i, event_type=kinds[role][0], author_role=kinds[role][1], texts=(text,))
              for i, (role, text) in enumerate(turns, 1)]
    return DeterministicExtractor().extract(events, ExtractionContext())


def pieces(text: str) -> list[str]:
    return [text[a:b].strip() for a, b in sentences(text)]


# -- a voice transcript runs its sentences together: a request at its end is not the user's statements' ------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("uh so i work as a plumber and like most days i'm out by six you know it's a lot of driving so um can you"
         " recommend a good audiobook", {"occupation"}),
        ("okay um i live in leeds and uh i have two cats you know they're pretty chill so like what plants are safe"
         " for them", {"location:home", "pet:cat"}),
        ("so basically i'm allergic to peanuts um can you check if this granola bar is okay to eat",
         {"health:allergy:peanut"}),
        ("um i'm a teacher and like every summer i go hiking in the alps you know so um could you plan a route for"
         " me", {"occupation", "activity:hiking"}),
        ("um what should i cook for dinner tonight i'm vegan so like no eggs no dairy and i've only got a can of"
         " chickpeas", {"diet"}),
    ],
)
def test_a_dictated_run_on_keeps_the_statements_before_its_request(text: str, expected: set[str]) -> None:
    assert subjects(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # a supposition keeps what follows it
        "um if i lived in tokyo um would i need a car or you know could i just take trains everywhere",
        # the moment's state, then a request
        "um i'm so hungry right now like i just want pizza um order me one okay",
        # another's doings
        "so um this guy at work he's a pilot and he like always talks about planes um is it hard to become one",
        # a hedge stays with its clause
        "um i think i might be um vegan now or like mostly can you give me some recipes",
        # a relative clause is not cut at its "i" ("the car i bought")
        "the car i um bought last year is great um can you tell me when to service it",
        # what others say, or the user thinks, keeps what follows a pause after it
        "i hate when people say um i'm a bad driver and uh they're wrong um can you help",
        "i think um i'm a nurse maybe um can you help",
        "my friend always tells me you know i'm too picky about food um what do you think",
    ],
)
def test_a_dictated_run_on_still_forms_nothing_from_questions_suppositions_and_others(text: str) -> None:
    assert subjects(text) == set()


def test_dictation_breaks_at_fillers_and_new_clauses_not_at_hesitations() -> None:
    assert pieces("um so yeah i live in portland and like every morning before work i go running you know it's"
                  " my thing so um can you find me a podcast") == [
        "um so yeah", "i live in portland", "every morning before work", "i go running", "it's my thing",
        "can you find me a podcast"]
    # a pause inside a clause is no break: "i speak um portuguese"
    assert pieces("i speak um portuguese and a little bit of spanish so uh could you read me the headlines") == [
        "i speak um portuguese and a little bit of spanish", "could you read me the headlines"]
    # punctuated text is not dictation, nor is a short one
    assert pieces("Um, I live in Portland and I run, you know, every day so can you find me a podcast") == [
        "Um, I live in Portland and I run, you know, every day so can you find me a podcast"]
    assert pieces("um i live in portland can you help") == ["um i live in portland can you help"]


# -- a self-repair: the value said after "sorry", "wait", "I mean" replaces the one before it ------------------

@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("I'm 34 — sorry, 35, I just had a birthday.", "age", "User is 35 years old."),
        ("I'm 34 - wait, I mean 35.", "age", "User is 35 years old."),
        ("I drive a Honda Civic — sorry, an Accord.", "vehicle:honda_accord", "User has a Honda Accord."),
        ("I drive a Toyota — sorry, a Honda.", "vehicle:honda", "User has a Honda."),
        ("I have two cats — wait, one cat now.", "pet:cat", "User has one cat."),
        ("I have 2 kids, sorry, 3.", "family:kid", "User has 3 kids."),
        ("I live in Austin — sorry, in Round Rock.", "location:home", "User lives in Round Rock."),
        ("I work at Google, oops, Microsoft.", "occupation:employer", "User works at Microsoft."),
        ("I'm vegan — sorry, vegetarian.", "diet", "User is vegetarian."),
        ("I'm a nurse — sorry, a paramedic.", "occupation", "User is a paramedic."),
        ("I speak French, sorry, Spanish.", "language:spanish", "User speaks Spanish."),
        ("I have two kids — sorry, three.", "family:kid", "User has three kids."),
        ("I live in Austin - sorry, Dallas", "location:home", "User lives in Dallas."),
    ],
)
def test_a_value_repaired_in_the_same_breath_is_the_one_meant(text: str, subject: str, statement: str) -> None:
    assert [(c.subject, c.statement) for c in candidates(text)] == [(subject, statement)]


@pytest.mark.parametrize(
    "text",
    [
        "I'm 34 — sorry, that's wrong.",
        "I'm 34 — sorry, long day.",
        "I'm a nurse, sorry, I'm tired.",
        "I have a dog, sorry, I have to go.",
        "I live in Paris — sorry, typo.",
        "I'm a pilot — sorry, kidding.",
        "I have a cat, sorry.",
        "I work at Google — sorry, used to.",
        "I drive a Civic — sorry, my wife does.",
    ],
)
def test_a_taken_back_claim_without_a_new_value_forms_nothing(text: str) -> None:
    assert candidates(text) == []


@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("I'm 34. Sorry, 35.", "age", "User is 35 years old."),
        ("I drive a Civic. Wait, no, an Accord.", "vehicle:accord", "User has an Accord."),
        ("I drive a Honda Civic. Actually no, an Accord.", "vehicle:honda_accord", "User has a Honda Accord."),
        ("I have a sister. I mean a brother.", "family:brother", "User has a brother."),
        ("I live in Austin... sorry, Dallas.", "location:home", "User lives in Dallas."),
        ("I have two cats. Oops, three.", "pet:cat", "User has three cats."),
    ],
)
def test_a_repair_said_as_a_sentence_of_its_own_replaces_the_value_before_it(
        text: str, subject: str, statement: str) -> None:
    found = candidates(text)
    assert [(c.subject, c.statement) for c in found] == [(subject, statement)]
    assert all(c.evidence in text for c in found)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm 34. Sorry, long day.", "age"),
        ("I'm 34. Sorry, what?", "age"),
        ("I'm a nurse. Sorry, I'm tired.", "occupation"),
        ("I have a dog. No cats though.", "pet:dog"),
    ],
)
def test_a_sorry_that_repairs_no_value_leaves_the_claim_before_it(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


def test_an_apology_takes_nothing_back() -> None:
    assert subjects("I have two dogs, sorry for the rant.") == {"pet:dog"}


# -- being somewhere now is where the user is, not where they live ------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I'm in Berlin — no wait, that was last week, I'm in Prague now.",
        "I'm in Lisbon now, where should I eat?",
        "Im in New York now.",
    ],
)
def test_being_in_a_place_now_is_no_home(text: str) -> None:
    assert "location:home" not in subjects(text)


@pytest.mark.parametrize(("text", "statement"), [
    ("I live in Prague now.", "User lives in Prague."),
    ("I'm based in Prague now.", "User is based in Prague."),
    ("I'm in Prague.", "User is in Prague."),
])
def test_living_somewhere_now_is_still_home(text: str, statement: str) -> None:
    assert [(c.subject, c.statement) for c in candidates(text)] == [("location:home", statement)]


# -- what the user does for a living, and teaching at a school, is their job ------------------------------

@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("Now I fix office printers for a living, which is about as far from space as you can get.",
         "User fixes office printers for a living."),
        ("I write code for a living.", "User writes code for a living."),
        ("I drive trucks for a living.", "User drives trucks for a living."),
        ("I teach high school chemistry.", "User teaches high school chemistry."),
        ("I teach third grade.", "User teaches third grade."),
        ("I teach at a middle school.", "User teaches at a middle school."),
        ("I teach English in Japan.", "User teaches English in Japan."),
        ("I also teach AP biology.", "User teaches AP biology."),
    ],
)
def test_a_living_or_a_school_subject_taught_is_an_occupation(text: str, statement: str) -> None:
    # (a place named after the job is where the user works too: test_extract_work_place.py)
    assert [(c.subject, c.statement) for c in candidates(text) if c.subject != "location:work"] == [
        ("occupation", statement)]


@pytest.mark.parametrize(
    "text",
    [
        "What do you do for a living?",
        "I'd love to travel for a living.",
        "I don't do this for a living.",
        "I love tennis and play it for a living.",
        "I could never do that for a living.",
        "My wife teaches math.",
    ],
)
def test_no_job_from_a_wish_a_question_or_another(text: str) -> None:
    assert "occupation" not in subjects(text)


@pytest.mark.parametrize("text", ["I teach my son to swim.", "I teach English to my kids.", "I teach myself Spanish."])
def test_teaching_ones_own_family_or_oneself_is_no_job(text: str) -> None:
    assert "occupation" not in subjects(text)


# -- an age said in words, as dictation writes it -------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("i'm thirty two", "User is thirty two years old."),
        ("I'm forty-one.", "User is forty-one years old."),
        ("I'm nineteen and I live in Ohio.", "User is nineteen years old."),
        ("I am twenty years old.", "User is twenty years old."),
    ],
)
def test_an_age_in_words_is_an_age(text: str, statement: str) -> None:
    assert ("age", statement) in {(c.subject, c.statement) for c in candidates(text)}


@pytest.mark.parametrize("text", ["I'm thirty minutes late.", "I'm fifty fifty on it.", "I'm twenty something.",
                                  "My son is twelve.", "I want that one."])
def test_numbers_in_words_that_are_no_age_of_the_user(text: str) -> None:
    assert "age" not in subjects(text)


# -- a pet introduced by its name or a pronoun, and the household's dog walked as a habit ---------------------

@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("hey remind me uh tomorrow to buy food for biscuit he's my beagle and he's almost out", "pet:dog",
         "User has a beagle."),
        ("Pepper is our cat, she's 12.", "pet:cat", "Pepper is the user's cat."),
        ("Biscuit is my beagle.", "pet:dog", "Biscuit is the user's beagle."),
        ("He's my dog and he's a good boy.", "pet:dog", "User has a dog."),
        ("I just walk the dog a lot — he's a border collie.", "pet:dog", "User walks the dog."),
        ("I walk our dogs before work.", "pet:dog", "User walks their dogs."),
    ],
)
def test_a_pet_named_as_the_users_or_walked_by_them(text: str, subject: str, statement: str) -> None:
    assert (subject, statement) in {(c.subject, c.statement) for c in candidates(text)}


@pytest.mark.parametrize(
    "text",
    [
        "This is my dog.",  # what "this" is, is not said
        "She's my dog walker.",
        "It's my dog's bowl.",
        "Rex is my neighbor's dog.",
        "She is my cat's vet.",
        "Is he my dog?",
        "I walk the dog for my neighbor.",
        "I walked the dog once.",
        "Can I walk the dog?",
        "I'd walk the dog if I had one.",
    ],
)
def test_no_pet_from_anothers_pet_a_compound_or_a_question(text: str) -> None:
    assert not any(s.startswith("pet:") for s in subjects(text))


# -- an allergy given as the reason to keep away from a thing is an allergy to it --------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'd never own a cat — I'm way too allergic, my eyes swell shut within ten minutes.", "health:allergy:cat"),
        ("No shellfish for me, I'm allergic.", "health:allergy:shellfish"),
        ("I can't have dairy; I'm severely allergic.", "health:allergy:dairy"),
        ("I can't eat peanuts, I'm allergic to them.", "health:allergy:peanut"),
        ("I'd love a dog but I'm allergic.", "health:allergy:dog"),
    ],
)
def test_an_allergy_said_as_the_reason_names_its_allergen(text: str, subject: str) -> None:
    found = [c for c in candidates(text) if c.subject.startswith("health:")]
    assert [c.subject for c in found] == [subject]
    assert all(c.sensitivity == "sensitive" for c in found)


@pytest.mark.parametrize(
    "text",
    [
        "I'd never own a cat — my husband is allergic.",
        "My son can't eat peanuts — he's allergic.",
        "If I got a cat, I'm allergic though?",
        "I can't have cats near me, I'm allergic maybe.",
        "Cats, I'm allergic.",
        'She wrote: "I can\'t have cats, I\'m allergic."',
    ],
)
def test_no_allergy_of_anothers_hedged_or_quoted(text: str) -> None:
    assert not any(s.startswith("health:") for s in subjects(text))


# -- a denial denied asserts; a mind changed keeps what the user feels now -----------------------------------

@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("It's not that I don't enjoy hiking — I'm out on the trails most weekends.", "preference:hiking",
         "User enjoys hiking."),
        ("It's not that I don't like jazz, I just prefer rock.", "preference:jazz", "User likes jazz."),
        ("Not that I'm not a dog person.", "trait:dog_person", "User is a dog person."),
    ],
)
def test_a_denial_denied_is_an_assertion(text: str, subject: str, statement: str) -> None:
    assert (subject, statement) in {(c.subject, c.statement) for c in candidates(text)}


@pytest.mark.parametrize("text", ["It's not that I like jazz.", "It's not that I don't care.",
                                  "It's not that I don't want to help.", "Is it not that I don't like jazz?",
                                  "It's not that I don't like you."])
def test_a_single_denial_or_a_question_asserts_nothing(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize(
    ("text", "subject", "said"),
    [
        ("I used to think I hated jazz, but after someone played me A Love Supreme I'm completely hooked.",
         "preference:jazz", "hooked"),
        ("I used to hate jazz but I love it now.", "preference:jazz", "love it now"),
        ("I used to hate running, but I'm hooked now.", "preference:running", "hooked now"),
        ("I used to hate cilantro until I moved to Mexico, now I love it.", "preference:cilantro", "love it"),
        ("I used to love jazz, but now I can't stand it.", "preference:jazz", "can't stand it"),
    ],
)
def test_a_mind_changed_is_the_users_liking_now(text: str, subject: str, said: str) -> None:
    found = [c for c in candidates(text) if c.subject == subject]
    assert len(found) == 1 and said in found[0].statement


@pytest.mark.parametrize(
    "text",
    [
        "I used to think I hated jazz, but my wife loves it.",
        "I used to think I hated jazz, but maybe I'd love it now?",
        "I used to hate jazz, but now I love it?",
        "My dad used to hate jazz but now he loves it.",
        'She said "I used to hate jazz but now I love it".',
    ],
)
def test_no_liking_from_anothers_change_a_hedge_or_a_question(text: str) -> None:
    assert not any(s.startswith("preference:") for s in subjects(text))


# -- watching "everything" is no activity of watching; the device it is watched on is the user's ---------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I don't have a TV and never have — I watch everything on my iPad.", {"device:ipad"}),
        ("I watch everything on my iPad.", {"device:ipad"}),
        ("I listen to everything.", set()),
        ("I play anything with a ball.", set()),
    ],
)
def test_a_universal_object_names_no_activity(text: str, expected: set[str]) -> None:
    assert subjects(text) == expected


@pytest.mark.parametrize(("text", "subject"), [("I cook everything from scratch.", "activity:cooking"),
                                               ("I watch anime.", "activity:anime")])
def test_an_activity_by_itself_or_named_by_its_object_still_forms(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


# -- an injured part with its side is health; a set of things is keyed on the things ---------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I have a bad left knee from an old ACL tear.", "health:bad_left_knee"),
        ("I have a torn right ACL.", "health:torn_right_acl"),
        ("I have a set of adjustable dumbbells in the garage.", "possession:adjustable_dumbbell"),
        ("I have a set of golf clubs.", "possession:golf_club"),
        ("I have a drum set.", "possession:drum_set"),
    ],
)
def test_a_sided_injury_and_a_set_of_things(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


def test_a_side_alone_is_no_condition() -> None:
    assert not any(s.startswith("health:") for s in subjects("I have a left knee."))


# -- a language named, then called the user's first one ---------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("Spanish, please. It's my first language and I think faster in it.", "language:spanish",
         "Spanish is the user's first language."),
        ("Tagalog, please — it's my native tongue.", "language:tagalog", "Tagalog is the user's native tongue."),
        ("French. It's my mother tongue.", "language:french", "French is the user's mother tongue."),
    ],
)
def test_a_language_called_the_users_own_in_the_next_breath(text: str, subject: str, statement: str) -> None:
    assert (subject, statement) in {(c.subject, c.statement) for c in candidates(text)}


@pytest.mark.parametrize("text", ["My wife speaks Spanish, it's her first language.",
                                  "Spanish? Is it my first language?",
                                  "I'm taking Spanish, it's my first language class."])
def test_no_language_of_anothers_asked_or_a_class(text: str) -> None:
    assert not any(s.startswith("language:") for s in subjects(text))


# -- how every answer is to be is a standing instruction, asked once for all of them -----------------------------

@pytest.mark.parametrize(
    "text",
    [
        "Way too long. From now on just give me bullet points, no intro.",
        "can you keep your answers short, I'm usually reading them on my phone",
        "okay so um i'm a nurse and i work nights so like can you keep your answers short i'm usually reading them on"
        " my phone on break",
        "Please make your replies brief.",
        "Way too long. From now on keep your answers to three sentences max.",
    ],
)
def test_how_every_answer_is_to_be_is_the_answer_style(text: str) -> None:
    assert "preference:answer_style" in subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "Can you keep your answers short today?",
        "Keep your answers short for this one.",
        "Can you keep your answers short?",
        "My boss says keep your answers short.",
        "If you could keep your answers short that'd be great.",
        "Just give me the bullet points.",
    ],
)
def test_a_one_off_asked_or_anothers_instruction_is_no_standing_one(text: str) -> None:
    assert "preference:answer_style" not in subjects(text)


# -- a bare answer to what the assistant just asked ---------------------------------------------------------------

@pytest.mark.parametrize(
    ("asked", "reply", "expected"),
    [
        ("To build the plan I need three things: your age, any injuries, and what equipment you have.",
         "41, bad left knee from an old ACL tear, and just a set of adjustable dumbbells in the garage.",
         {"age", "health:bad_left_knee", "possession:adjustable_dumbbell"}),
        ("How old are you, and do you have any injuries?", "52, and a torn ACL.", {"age", "health:torn_acl"}),
        ("Which language would you like me to reply in?", "Spanish, please. It's my first language.",
         {"preference:language", "language:spanish"}),
        ("Happy to help. What do you currently do for work?", "Hospital pharmacist.", {"occupation"}),
        ("Do you have any pets I should account for?", "Yes, two cats.", {"pet:cat"}),
        ("Which phone are you on? The steps differ.", "Pixel 8", {"device:pixel_8"}),
        ("How many kids do you have, and how old are they?", "two, both girls, 6 and 9", {"family:daughter"}),
    ],
)
def test_a_bare_answer_is_read_in_the_frame_of_the_question(asked: str, reply: str, expected: set[str]) -> None:
    found = conversation(("u", "Can you help me with something?"), ("a", asked), ("u", reply))
    assert {c.subject for c in found} == expected
    assert all(c.evidence and c.evidence in reply for c in found)


def test_the_answers_statements_are_in_the_users_words() -> None:
    found = conversation(("a", "To build the plan I need your age, any injuries, and what equipment you have."),
                         ("u", "41, bad left knee from an old ACL tear, and just a set of adjustable dumbbells."))
    assert {(c.subject, c.statement) for c in found} == {
        ("age", "User is 41 years old."),
        ("health:bad_left_knee", "User has a bad left knee from an old ACL tear."),
        ("possession:adjustable_dumbbell", "User has a set of adjustable dumbbells."),
    }
    assert [c.sensitivity for c in found if c.subject.startswith("health:")] == ["sensitive"]


@pytest.mark.parametrize(
    ("asked", "reply"),
    [
        ("Do you have any pets I should consider?", "no"),
        ("Any injuries I should know about?", "Nope, none."),
        ("Do you want me to keep it in metric?", "Just for this one, yeah."),
        ("Which language would you like me to reply in?", "Spanish for this one, my friend is reading."),
        ("How many kids do you have, and how old are they?", "My sister has two girls, 6 and 9."),
        ("What city are you in?", "Lyon"),
        ("Are you vegetarian?", "yes"),
        ("Are you planning to get any pets?", "Yes, two cats."),
        ("Which phone should I recommend for your mom?", "Pixel 8"),
        ("What equipment do you need?", "a tent and a stove"),
        ("Have you ever had any injuries?", "a broken arm"),
        ("How old is your son?", "12"),
        ("How old are you?", "Why do you ask?"),
        ("How old are you?", "Maybe 40, I forget."),
        ("What do you do for work?", "I mean, does it matter?"),
    ],
)
def test_no_answer_from_a_no_a_one_off_a_hypothetical_or_anothers(asked: str, reply: str) -> None:
    assert conversation(("a", asked), ("u", reply)) == []


def test_a_reply_in_a_clause_of_its_own_goes_the_ordinary_way() -> None:
    found = conversation(("a", "Do you have any pets?"), ("u", "I used to have a dog."))
    assert [c.subject for c in found] == ["history:dog"]


def test_an_answer_is_to_the_question_just_before_it() -> None:
    # the user spoke since the question: their next message answers nothing
    found = conversation(("a", "How old are you?"), ("u", "Hold on."), ("u", "41"))
    assert found == []
    # the assistant's question counts, not a tool's text nor a tool call
    assert conversation(("t", "How old are you?"), ("u", "41")) == []
    assert conversation(("c", "ask_user('How old are you?')"), ("u", "41")) == []
    # a tool's result between the question and the reply leaves the question asked
    found = conversation(("a", "How old are you?"), ("t", "profile: {}"), ("u", "41"))
    assert [c.subject for c in found] == ["age"]


# -- how well the user speaks "my French", a level taken back replaced by the one after it -----------------------

@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("My French is fluent — okay, 'fluent' is generous, let's say solidly conversational.", "language:french",
         "User's French is solidly conversational."),
        ("My French is fluent. Can you suggest podcasts?", "language:french", "User's French is fluent."),
        ("my spanish is pretty rusty", "language:spanish", "User's Spanish is pretty rusty."),
        ("My German is B2, more like B1 honestly.", "language:german", "User's German is B1."),
        ("My German is B2 — well, I'd say B1.", "language:german", "User's German is B1."),
        ("I live in Paris and my French is fluent.", "language:french", "User's French is fluent."),
    ],
)
def test_a_language_level_said_of_my_language(text: str, subject: str, statement: str) -> None:
    assert [(c.subject, c.statement) for c in candidates(text) if c.subject == subject] == [(subject, statement)]


# ("My English is bad, sorry." is a level now, owned weak: tests/test_extract_session8_reads.py)
@pytest.mark.parametrize("text", ["My Italian is nonexistent though.",
                                  "Is my French fluent?", "I wish my French is fluent.",
                                  "My French is fluent, I think.", "If my French is good enough, I'll apply.",
                                  "My wife's French is fluent.", "I wouldn't say my French is fluent.",
                                  "I don't think my French is fluent.", "My teacher says my French is fluent.",
                                  "My French is fluent, or so my teacher says.",
                                  "Spanish. It's my first language, I think."])
def test_no_language_from_none_a_question_a_wish_a_hedge_or_anothers(text: str) -> None:
    assert not any(s.startswith("language:") for s in subjects(text))


# -- the new readings cost a message's length, not its square (no timing: a regression does not finish) --------

@pytest.mark.parametrize(
    "unit",
    ["um ", "um i ", "and um ", "you know ", "and like i ", "I'd never own a cat — I'm allergic ", "no cats ",
     "I used to hate jazz but ", "my French is fluent, let's say ", "I'm 34 — sorry, ", "sorry, ", "1 ",
     "I have a cat, sorry ", "I have a cat, sorry,  , "],
)
def test_a_long_repetition_of_what_the_speech_rules_read_is_read_once(unit: str) -> None:
    text = unit * (20_000 // len(unit))
    assert isinstance(conversation(("a", "How many kids do you have?"), ("u", text)), list)
    assert len(pieces("um so i live in portland " + text)) >= 1


@pytest.mark.parametrize("message", ["I have a cat, sorry{run}x", "I have a cat, sorry,{run}no{run}, a dog",
                                     "I'd never own a cat{run}— I'm allergic", "my French is fluent{run}let's say B1",
                                     "um so i live in portland{run}um i work nights"])
def test_a_long_run_of_spaces_in_what_the_speech_rules_read_is_read_once(message: str) -> None:
    assert isinstance(candidates(message.format(run=" " * 20_000)), list)


@pytest.mark.parametrize("text", ["Yeah right, my French is fluent.",
                                  "Yeah right, I used to hate jazz but now I love it.",
                                  "Oh great, I'd never own a cat, I'm allergic.",
                                  "Yeah right, I grew up with Tagalog, it's my native tongue."])
def test_nothing_said_across_clauses_in_the_scope_of_sarcasm(text: str) -> None:
    assert subjects(text) == set()
