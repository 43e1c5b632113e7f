"""Facts said plainly in ordinary chat that no rule read, each beside the near-misses that must still form
nothing: a question, a supposition, someone else's fact, a mood, a thing pointed at but not named."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def extract(text: str) -> list[tuple[str, str]]:
    return [(c.subject, c.statement) for c in candidates(text)]


def subjects(text: str) -> list[str]:
    return [subject for subject, _ in extract(text)]


# -- "X is my favorite": the favorite named first ---------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("Pizza is my favorite food.", "favorite:food", "User's favorite food is Pizza."),
        ("James Joyce is my favorite author.", "favorite:author", "User's favorite author is James Joyce."),
        ("Hello, call of duty is my favorite game.", "favorite:game", "User's favorite game is call of duty."),
        ("Horror movies are my favorite!", "favorite:horror_movie", "User's favorite: Horror movies."),
        ("Red is my absolute favorite color.", "favorite:color", "User's favorite color is Red."),
        ("Hummus is one of my favorite foods.", "preference:hummus", "User's favorite foods include Hummus."),
        ("I like music, aerosmith is my favorite band.", "favorite:band", "User's favorite band is aerosmith."),
    ],
)
def test_a_favorite_named_first(text: str, subject: str, statement: str) -> None:
    assert (subject, statement) in extract(text), extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "It is my favorite color.",
        "That's my favorite!",
        "They are my favorite band.",
        "This is my favorite part.",
        "Which is my favorite?",
        "Is pizza my favorite food?",
        "Pizza is your favorite food.",
        "Pizza is my sister's favorite food.",
        "Pizza is her favorite food.",
        "If pizza is my favorite food, why do I never eat it?",
        "Everything is my favorite.",
        "Mine is my favorite.",
        "Pizza is my favorite food, right?",
        "Pizza used to be my favorite food.",
    ],
)
def test_a_favorite_pointed_at_or_asked_is_none(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith("favorite:")], extract(text)


# -- a question back to the listener after the statement ----------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I am from nyc what about you?", "location:origin"),
        ("I love hiking how about you", "preference:hiking"),
        ("I'm a cashier at the local supermarket, you?", "occupation"),
        ("I love hiking, and you?", "preference:hiking"),
        ("I love jazz, who is your favourite jazz musician?", "preference:jazz"),
        ("I like Red Hot Chili Peppers, have you heard of them?", "preference:red_hot_chili"),
        ("I love the winter what is your favorite season?", "preference:winter"),
        ("I am a tennis player what do you do in your spare time?", "identity:tennis_player"),
        ("I like cheeseburgers do you have kids?", "preference:cheeseburger"),
        ("I have two cats, are you a cat person?", "pet:cat"),
    ],
)
def test_a_question_back_does_not_void_the_statement(text: str, subject: str) -> None:
    assert subject in subjects(text), extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "Do you love hiking?",
        "What about you, do you love hiking?",
        "Would I love hiking, what do you think?",
        "I have a gift for you.",
        "I love you",
        "I wonder if I love hiking, do you?",
        "She loves hiking, how about you?",
        "If I had a cat, what would you name it?",
        "I could be a teacher, what do you think?",
        "I have a question for you, what do you do?",
    ],
)
def test_a_question_or_a_supposition_is_none(text: str) -> None:
    assert not extract(text), extract(text)


# -- "not a fan of", "not into": a dislike, keyed like the liking it denies --------------------------------

@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("I'm not a fan of country music.", "preference:country_music", "User is not a fan of country music."),
        ("I am not a big fan of mushrooms.", "preference:mushroom", "User is not a big fan of mushrooms."),
        ("I'm not really into comedies.", "preference:comedy", "User is not really into comedies."),
        ("I'm not much into cooking.", "preference:cooking", "User is not much into cooking."),
        ("I'm really not into country music.", "preference:country_music", "User is not into country music."),
        ("im not that into sports", "preference:sport", "User is not that into sports."),
    ],
)
def test_not_a_fan_is_a_dislike(text: str, subject: str, statement: str) -> None:
    assert (subject, statement) in extract(text), extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm not a fan of it.",
        "I'm not into that.",
        "I'm not into him anymore.",
        "I'm not a fan, sorry.",
        "Are you not a fan of jazz?",
        "I'm not sure I'm a fan of jazz.",
        "I wouldn't say I'm not a fan of jazz.",
        "My husband is not a fan of jazz.",
        "I'm not into you.",
        "I'm not into the idea of moving.",
    ],
)
def test_a_dislike_pointed_at_or_asked_is_none(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith("preference:")], extract(text)


# -- "we have two dogs": the household's pets and children are the user's ------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("We have four dogs and two cats.", "pet:dog"),
        ("We have four dogs and two cats.", "pet:cat"),
        ("we have 2 cats, they're like my children", "pet:cat"),
        ("We have a parrot who can be quite obnoxious.", "pet:parrot"),
        ("We have three kids.", "family:kid"),
        ("We've got a daughter and a son.", "family:daughter"),
    ],
)
def test_the_households_pets_and_children(text: str, subject: str) -> None:
    assert subject in subjects(text), extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "We have a cat in the office.",
        "We have 25 kids in my class this year.",
        "We have three kids at the shelter right now.",
        "We have a meeting with the dog trainer.",
        "Do we have a dog?",
        "If we have kids, I want a dog.",
        "We have been thinking of getting a dog for the kids.",
        "We have a bug in the cat feeder app.",
        "They have two dogs.",
        "We have to walk the neighbor's dog.",
    ],
)
def test_what_we_have_elsewhere_is_none(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith(("pet:", "family:"))], extract(text)


# -- "I m", "I ve": the apostrophe dropped, the word split -----------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I m a school teacher.", "occupation"),
        ("I m from portland.", "location:origin"),
        ("I m 19 and all my friends went away to school.", "age"),
        ("I ve got two dogs.", "pet:dog"),
    ],
)
def test_the_contraction_split_at_its_apostrophe(text: str, subject: str) -> None:
    assert subject in subjects(text), extract(text)


@pytest.mark.parametrize("text", ["I m not sure I m a teacher.", "Am I m a teacher?", "I m going to be a teacher."])
def test_the_split_contraction_keeps_its_gates(text: str) -> None:
    assert not [s for s in subjects(text) if s == "occupation"], extract(text)


# -- a hedged consequence does not hedge its premise -----------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I love coffee so maybe I should try Thai iced coffee!", "preference:coffee"),
        ("I am really into rock music so I would love to see some concerts.", "preference:rock_music"),
        ("I work as a janitor so I think my parents are wrong.", "occupation"),
        ("I love the mountains so I bet it's a beautiful property!", "preference:mountain"),
    ],
)
def test_a_hedged_consequence_keeps_its_premise(text: str, subject: str) -> None:
    assert subject in subjects(text), extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "I think I love coffee so I might try it.",
        "Maybe I love coffee, so I should try it.",
        "If I love coffee so much I should try it.",
        "I might be a janitor soon so I should buy boots.",
    ],
)
def test_a_hedged_premise_is_still_hedged(text: str) -> None:
    assert not extract(text), extract(text)


# -- a fear of a kind of thing ------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm so scared of clowns.", "fear:clown"),
        ("I am afraid of heights.", "fear:height"),
        ("I'm a bit scared of heights.", "fear:height"),
        ("I am terrified of spiders, they creep me out.", "fear:spider"),
        ("I am scared of insects especially scorpions", "fear:insect"),
        ("I'm afraid of flying.", "fear:flying"),
    ],
)
def test_a_fear_of_a_kind_of_thing(text: str, subject: str) -> None:
    assert subject in subjects(text), extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm afraid of it.",
        "I'm scared of him.",
        "I'm afraid I can't come.",
        "I'm afraid that it will rain.",
        "I'm scared of the surgery tomorrow.",
        "I'm scared of what might happen.",
        "Are you afraid of clowns?",
        "My son is afraid of clowns.",
        "I'm not afraid of clowns.",
        "I'm scared of my exam.",
        "I'm a little scared about it.",
        "I'm afraid of this.",
    ],
)
def test_a_fear_of_a_moment_or_a_thing_pointed_at_is_none(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith("fear:")], extract(text)


# -- an age said with "only" or "already" -------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "age"), [("I'm only 19 and work the grill.", "19"),
                                           ("I'm already 60 years old.", "60"),
                                           ("I am only 4 and enjoy coloring.", "4")])
def test_an_age_said_with_only_or_already(text: str, age: str) -> None:
    assert ("age", f"User is {age} years old.") in extract(text), extract(text)


@pytest.mark.parametrize("text", ["I'm only 30 lbs down so far.", "I'm already 5 minutes late.",
                                  "I'm only 2 chapters in."])
def test_a_number_that_is_no_age_is_none(text: str) -> None:
    assert "age" not in subjects(text), extract(text)


# -- "we live in": the household's home is the user's; a way of living is no place --------------------------------

@pytest.mark.parametrize(
    "text",
    ["We live in nebraska.", "We live on a farm.", "I just have my husband and we live in pa",
     "We live in a more rural area.", "We live near the ice cream parlor."],
)
def test_where_the_household_lives(text: str) -> None:
    assert "location:home" in subjects(text), extract(text)


@pytest.mark.parametrize(
    "text",
    ["We live in a world where nobody reads.", "I live in fear of my inbox.", "We live in hope.",
     "I live in the moment.", "I live on a budget.", "We live on ramen.", "Do we live in Denver?",
     "They live in Denver.", "If we lived in Denver I'd ski.", "I live in my head a lot.", "We live in a society.",
     "We live together.", "We live in interesting times.", "We live in a crazy world."],
)
def test_a_way_of_living_is_no_home(text: str) -> None:
    assert "location:home" not in subjects(text), extract(text)


# -- an offer to the listener after the statement -------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I have a big home library if you are interested.", "possession:big_home_library"),
        ("I am a medical doctor, if you need any help.", "occupation"),
        ("I work at a convenience store if you want gas station food.", "occupation"),
        ("I also have a pool in my backyard if you would like to bring a bathing suit.", "possession:pool"),
    ],
)
def test_an_offer_does_not_void_the_statement(text: str, subject: str) -> None:
    assert subject in subjects(text), extract(text)


@pytest.mark.parametrize(
    "text",
    ["I could be a doctor if you need one.",
     "I'll bring my dog if you want.", "I would have a pool if you wanted one.", "Maybe I have a library if you want."],
)
def test_an_offer_that_supposes_the_fact_is_none(text: str) -> None:
    assert not extract(text), extract(text)


# -- "I'm Sarah": the user introducing themselves -------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Hi, I'm Sarah, nice to meet you.", "Sarah"),
        ("Hello. I'm leigh. I'm at a park.", "leigh"),
        ("Hi I am mandi I hate clowns", "mandi"),
        ("Howdy, I'm george. How are you?", "george"),
        ("Hello joan! I'm regina from minnesota.", "regina"),
    ],
)
def test_the_user_introducing_themselves(text: str, name: str) -> None:
    assert ("identity:name", f"User's name is {name}.") in extract(text), extract(text)


@pytest.mark.parametrize(
    "text",
    ["Hi I'm good.", "hello i'm bored", "Hey I'm new here.", "Hi, I'm back!", "Hi, I'm Canadian.", "Hello, I'm human.",
     "Hi! I'm OK.", "hi im hungry", "Hi, I'm sick.", "Hi, I'm blonde.", "Hey, I'm lonely.", "Hi, I'm tall.",
     "Hi I'm it.", "Hey, I'm Batman, lol jk", "Hi, are you Sarah?", "Hi, she's Sarah.", "Hi, I'm Sarah's mom.",
     "Hi, I'm older.", "Morning, I'm awake.", "Hi, I'm shy.", "Hi, I'm Irish.", "Hi, sorry I'm late.", "Hey I'm okay",
     "Hi, I'm alright", "Hi, I'm outside.", "Hi, I'm Christian.", "Hi, I'm pagan.", "Hey, I'm proud.",
     "Hey, I'm stuck here.", "Hello! I'm down, when can you come?", "Hi, I'm awesome.", "I'm Sarah.",
     "I hate heights! I am mandi", "Hi, I'm Japanese.", "Hi, I'm Mexican.", "Hello, I'm home."],
)
def test_a_state_or_a_kind_is_no_name(text: str) -> None:
    assert "identity:name" not in subjects(text), extract(text)


@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("Winter's my favorite!", "favorite:winter", "User's favorite: Winter."),
        ("What is your favorite season? Mine is winter!", "favorite:season", "User's favorite season is winter."),
        ("Whats your fave cartoon mine is mickey mouse", "favorite:cartoon",
         "User's favorite cartoon is mickey mouse."),
        ("What is your favorite older Nintendo game? Mine are Super Mario Bros. and Zelda.",
         "favorite:older_nintendo_game", "User's favorite older Nintendo game are Super Mario Bros."),
    ],
)
def test_a_favorite_given_after_asking_the_listener_theirs(text: str, subject: str, statement: str) -> None:
    assert (subject, statement) in extract(text), extract(text)


@pytest.mark.parametrize(
    "text",
    ["What is your favorite season? Mine is a secret.", "What is your favorite season? Mine is it.",
     "What is your favorite season? Mine?", "My sister asked what is your favorite season? mine is winter, she said.",
     "What is your favorite season? Mine is probably winter.", "What's your favorite color? Mine used to be red."],
)
def test_an_answer_that_names_nothing_is_none(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith("favorite:")], extract(text)


# -- a place gone to again and again -------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("i go to film festivals all the time with my dad", "activity:film_festival"),
        ("My family and I go to disney world every year!", "activity:disney_world"),
        ("I go to casinos usually every other month.", "activity:casino"),
        ("I go on trips with my church group every summer.", "activity:trip"),
        ("I go to Europe twice a year.", "activity:europe"),
    ],
)
def test_a_place_gone_to_again_and_again(text: str, subject: str) -> None:
    assert subject in subjects(text), extract(text)


@pytest.mark.parametrize(
    "text",
    ["I go there every year.", "I go to the store.", "I go to Denver tomorrow.", "I go to bed every night at ten.",
     "Do you go to Europe every year?", "My sister goes to Europe every year.",
     "If I go to Europe every year I'll be broke.",
     "I go to sleep every day at noon.", "I go to work every day.", "I go to it all the time."],
)
def test_a_place_gone_to_once_or_by_someone_else_is_none(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith("activity:")], extract(text)


def test_a_commute_is_how_the_user_goes_not_where() -> None:
    assert subjects("Every day I go to my job with bicycle, 12 km each way.") == ["activity:cycling"]


# -- what the user has been doing for years -------------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    ["I've been playing guitar since I was three.", "I've been riding motor bikes since my teens.",
     "I have been racing for over 10 years.", "I have been volunteering for the last 7 years.",
     "I've been working in construction since I was 16."],
)
def test_what_the_user_has_been_doing_for_years(text: str) -> None:
    assert [s for s in subjects(text) if s.startswith(("experience:", "occupation"))], extract(text)


@pytest.mark.parametrize(
    "text",
    ["I've been craving a burger since you mentioned them.", "I've been thinking about Christmas since our last talk.",
     "I've been waiting for over 2 hours.", "I've been waiting for 3 months.", "I've been trying for years.",
     "I've been researching Disneyland since we last talked.",
     "My son has been playing guitar since he was three.", "Have you been playing guitar for years?"],
)
def test_what_the_user_has_been_doing_lately_is_none(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith("experience:")], extract(text)


# -- an age said in passing -----------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "age"),
    [("I'm 46 with kids.", "46"), ("Oh no. I am 60, retiring in a few years.", "60"),
     ("Hello! I finally turned 18!", "18"), ("Awesome! How old? I just turned 18.", "18"),
     ("I turned 60 last month, just a few more years.", "60")],
)
def test_an_age_said_in_passing(text: str, age: str) -> None:
    assert ("age", f"User is {age} years old.") in extract(text), extract(text)


@pytest.mark.parametrize(
    "text",
    ["I'm 5 minutes away.", "The car turned 90 degrees.", "My son just turned 18.", "I turned 30 pages today.",
     "I'm 2 for 2, with luck.", "When I turn 30 I'll retire.", "I'm 10, 15 minutes out.", "I'm 100% sure."],
)
def test_a_number_that_is_no_age_of_the_users_is_none(text: str) -> None:
    assert "age" not in subjects(text), extract(text)


# -- children and pets said plainly ---------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I have 3 older sisters and one little brother.", "family:brother"),
        ("I have border collies.", "pet:dog"),
        ("I have twin daughters.", "family:daughter"),
        ("I have two boys.", "family:son"),
        ("I have a little girl.", "family:daughter"),
        ("I have three kiddos.", "family:kid"),
        ("I have dogs and cats.", "pet:dog"),
    ],
)
def test_children_and_pets_said_plainly(text: str, subject: str) -> None:
    assert subject in subjects(text), extract(text)


@pytest.mark.parametrize(
    "text",
    ["I have a girl I like.", "I have a boy in my class who bites.", "I have issues.", "I have plans.",
     "I have one.", "I have dogs to walk for my neighbor.", "Do I have sisters?", "I have girls over tonight."],
)
def test_no_child_or_pet_of_the_users_is_none(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith(("family:", "pet:"))], extract(text)


@pytest.mark.parametrize(
    ("text", "subject"),
    [("My favorite thing is shopping.", "favorite:shopping"),
     ("My favorite thing to do is ride my motorcycle.", "favorite:ride_motorcycle"),
     ("My favorite one is Mathematics and I love it.", "favorite:mathematics")],
)
def test_a_favorite_thing_is_keyed_on_what_it_is(text: str, subject: str) -> None:
    assert subject in subjects(text), extract(text)


@pytest.mark.parametrize("text", ["My favorite thing is that.", "My favorite one is this one.",
                                  "My favorite thing is when you call.", "Is my favorite thing shopping?"])
def test_a_favorite_thing_pointed_at_is_none(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith("favorite:")], extract(text)
