"""What the deterministic extractor says, sentence by sentence: the statement is the user's own clause
in the third person, keyed on what it is about, and nothing is formed about what the clause does not name."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def extract(text: str) -> list[tuple[str, str]]:
    return [(c.subject, c.statement) for c in candidates(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A concession, a reason or consequence about something else, or a comment on the conversation
        # is not part of the statement.
        ("I love warm weather as well, that sounds fun.", ("preference:warm_weather", "User loves warm weather.")),
        ("I like to shoot hoops, so orange balls are good with them.",
         ("preference:shooting_hoop", "User likes to shoot hoops.")),
        ("I love animals though so I'm biased.", ("preference:animal", "User loves animals.")),
        ("I like training for a half marathon but only because it gives me a longterm goal.",
         ("preference:training", "User likes training for a half marathon.")),
        ("I prefer Python because it reads well.", ("preference:python", "User prefers Python.")),
        ("I love dogs they're the best.", ("preference:dog", "User loves dogs.")),
        # What the user says of themselves stays.
        ("I'm retired so I love to travel.", ("occupation", "User is retired so they love to travel.")),
        # Every first-person word is said of the user.
        ("I just started my first French lesson.",
         ("activity:french", "User recently started their first French lesson.")),
        ("I started playing the guitar when I was 3.",
         ("activity:guitar", "User started playing the guitar when the user was 3.")),
        # An activity said with how often or how is keyed on the activity.
        ("I hike as well.", ("activity:hiking", "User hikes.")),
        ("I run all the time.", ("activity:running", "User runs all the time.")),
        ("I volunteer at least once a month.", ("activity:volunteering", "User volunteers at least once a month.")),
        # How many is not what.
        ("I have a couple of guidebooks.", ("possession:guidebook", "User has a couple of guidebooks.")),
        # A noun phrase ends where a clause about it begins; owning is not what is on the calendar.
        ("I have a place I found near the river.", ("possession:place", "User has a place they found near the river.")),
        ("I got my first cat when I was six.", ("pet:cat", "User got their first cat when the user was six.")),
        ("I recently bought a house and need to watch my spending.",
         ("possession:house", "User bought a house and needs to watch their spending.")),
        ("I have a bunch of cats.", ("pet:cat", "User has a bunch of cats.")),
        ("I ride horses.", ("pet:horse", "User rides horses.")),
        ("I bought a new laptop for my side project.", ("device:laptop", "User has a laptop.")),
        # A degree before a noun is part of the noun phrase; a fan of something is a liking of it.
        ("I'm a little league coach.", ("occupation", "User is a little league coach.")),
        ("I'm a huge fan of jazz, especially Coltrane.",
         ("preference:jazz", "User is a huge fan of jazz, especially Coltrane.")),
        # A title's period does not end the sentence; a cut leaves no fragment of the next clause.
        ("I like Mt. Rainier.", ("preference:mt_rainier", "User likes Mt. Rainier.")),
        ("I love the sun but sometimes it's like my enemy.", ("preference:sun", "User loves the sun.")),
        ("I enjoy pistachio ice cream, but for me it's all about the chocolate.",
         ("preference:pistachio_ice_cream", "User enjoys pistachio ice cream.")),
        ("I'm a cat lover too, that's why I asked.", ("preference:cat", "User is a cat lover.")),
        ("I prefer the drivers of formula one.",
         ("preference:driver_formula", "User prefers the drivers of formula one.")),
        # A possessive 's is not part of the key; an aside on the conversation is not part of the statement.
        ("I like Macy's.", ("preference:macy", "User likes Macy's.")),
        ("I prefer rock as I mentioned before.", ("preference:rock", "User prefers rock.")),
        ("I love making buttered pasta, its a staple in Italian homes.",
         ("preference:making_buttered_pasta", "User loves making buttered pasta.")),
        # When it holds ("these days", "now", "lately") is the belief's own time, not what it names;
        # a choice between two is keyed on the pair, whichever way round it is said.
        ("Actually I prefer R over Python these days.", ("preference:python_vs_r", "User prefers R over Python.")),
        ("I prefer Python over R.", ("preference:python_vs_r", "User prefers Python over R.")),
        ("These days I prefer tabs.", ("preference:indentation", "User prefers tabs.")),
        ("I live in Porto these days.", ("location:home", "User lives in Porto.")),
        ("I switched from vim to emacs.", ("preference:emacs", "User switched from vim to emacs.")),
        ("I'm really into birdwatching lately, it's so peaceful.",
         ("preference:birdwatching", "User is into birdwatching.")),
        # A pronoun with its person named before it is resolved.
        ("I love my wife and her cooking.", ("preference:wife_her_cooking", "User loves their wife and her cooking.")),
        # Life events last, whenever they happened: when is not part of the statement.
        ("I adopted a dog last week.", ("pet:dog", "User adopted a dog.")),
        ("I got married last year.", ("relationship_status", "User got married.")),
        ("Yesterday I ran my first marathon!", ("achievement:marathon", "User ran their first marathon.")),
        ("I signed up for a pottery class last week.",
         ("activity:pottery_class", "User signed up for a pottery class.")),
        ("I had a baby girl two months ago.", ("family:daughter", "User had a baby girl.")),
        ("I got promoted to senior engineer.", ("occupation", "User got promoted to senior engineer.")),
        ("I retired last spring.", ("occupation", "User retired.")),
        ("I became a vegetarian this year.", ("diet", "User became a vegetarian.")),
        ("I bought a house last month.", ("possession:house", "User bought a house.")),
        # A standing instruction to the assistant lasts: a marker of lasting time makes it a preference.
        ("From now on, always answer in British English.",
         ("preference:language", "User's standing instruction: always answer in British English.")),
        ("Going forward, keep answers short.",
         ("preference:answer_style", "User's standing instruction: keep answers short.")),
        ("I'd like responses in Spanish from now on.",
         ("preference:language", "User's standing instruction: I'd like responses in Spanish.")),
        ("Never use emojis in replies to me.",
         ("preference:emoji", "User's standing instruction: never use emojis in replies to me.")),
        ("Call me Sam.", ("preference:address_as", "User's standing instruction: call me Sam.")),
        ("Always use tabs for indentation.",
         ("preference:indentation", "User's standing instruction: always use tabs for indentation.")),
        ("From now on, use metric units.", ("preference:units", "User's standing instruction: use metric units.")),
        ("I go by Alex.", ("preference:address_as", "User's standing instruction: I go by Alex.")),
        ("Always cite your sources.", ("preference:source", "User's standing instruction: always cite your sources.")),
        # A time anchor taken out leaves no trace: a start years ago is not "recent", a number
        # past six is an anchor too, and a time word in a name ("a cat named Today") is the name.
        ("I started learning piano two years ago.", ("activity:piano", "User started learning piano.")),
        ("I joined the Navy ten years ago.", ("activity:navy", "User joined the Navy.")),
        ("I adopted a puppy last week, so cute!", ("pet:dog", "User adopted a puppy.")),
        ("I adopted a cat named Today last week.", ("pet:cat", "User adopted a cat named Today.")),
        ("I joined the Today Show fan club last year.",
         ("activity:today_show_fan", "User joined the Today Show fan club.")),
        # "over" after a liking is mostly a preposition, not a choice between two.
        ("I like to hang out over the weekend.",
         ("preference:hanging_weekend", "User likes to hang out over the weekend.")),
        ("I prefer tea over coffee.", ("preference:coffee_vs_tea", "User prefers tea over coffee.")),
        ("I like walking instead of driving.",
         ("preference:driving_vs_walking", "User likes walking instead of driving.")),
        # Life events that hold.
        ("I retired from teaching last year.", ("occupation", "User retired from teaching.")),
        ("I married my high school sweetheart.",
         ("relationship_status", "User married their high school sweetheart.")),
        # A race the user ran is an achievement; "the 5k challenge at work" is what was done at work.
        ("I completed the 5k challenge at work.", ("outcome:5k_challenge", "User completed the 5k challenge at work.")),
        ("I got engaged to Sam last week.", ("relationship_status", "User got engaged to Sam.")),
        ("I had a baby boy two weeks ago.", ("family:son", "User had a baby boy.")),
        ("I ran a half marathon last month.", ("achievement:half_marathon", "User ran a half marathon.")),
        ("I joined a book club two weeks ago.", ("activity:book_club", "User joined a book club.")),
        ("I adopted a dog yesterday.", ("pet:dog", "User adopted a dog.")),
    ],
)
def test_statement(text: str, expected: tuple[str, str]) -> None:
    assert expected in extract(text), extract(text)


@pytest.mark.parametrize(
    "text",
    [
        # What the clause is about is named outside it.
        "I like his early stuff best.",
        "I love their margaritas.",
        "My husband doesn't like them.",
        "I read that book.",
        "I dance with her all the time.",
        "My grandkids love them.",
        "I used to camp there every year.",
        "I've been doing it for 10 years.",
        "I finished watching it.",
        "I am taking it easy.",
        "I don't like to go with him.",
        # Nothing named but how much or which.
        "I like a little of everything.",
        "I like a lot of different kinds.",
        "I have a couple in the morning as a pick-me-up.",
        "I have a few in my Amazon cart.",
        "I don't watch what I eat.",
        "I started slow.",
        # Events and states, not possessions or identities; a pet's one-off doings.
        "I got a phone call.",
        "I have a meeting with the lawyer after work.",
        "I mostly ride on streets.",
        "I ride all the time and its going pretty good.",
        "I am a big fan.",
        "I'm a little disappointed that I haven't tried any yet.",
        "My dog did awesome.",
        "My cat jumped right on her.",
        # Someone else's words, a thing named only as "one", how much said as who.
        "My mom tells me that is stealing.",
        "My mom kept one for me after I was born.",
        "My husband takes one for the team.",
        "I'm a few days short of 5 months.",
        "I am a lot more likely to get more fish.",
        # A verb's particle, a number or a possessive pronoun standing for what is not named.
        "I run out quickly.",
        "I finished up at the soup kitchen.",
        "I have four in hip hop.",
        "I use mine everyday.",
        "We decided on seven.",
        "I have a hard time sleeping.",
        # A state is transient whatever its verb; an event without a lasting consequence too.
        "I got sick yesterday.",
        "I went to an LGBTQ support group yesterday.",
        "I became a little nervous.",
        "I joined them for dinner.",
        "I retired it.",
        "We moved to Postgres last month.",
        # A one-off request, a question, advice to someone else, or a marker in a reason: no instruction.
        "Please answer in French.",
        "Can you always cite sources?",
        "Always start with a and end with z.",
        "I want something that will make the kids like me since they are always so busy.",
        "My friend always says: never use tabs.",
        # Advice for anyone names nothing of the assistant's replies; a marker inside what is asked, a wish
        # of the user's own, an ironic aside or a time for a call is no standing instruction either.
        "Always use a good knife when you cook.",
        "Never talk to strangers.",
        "Always use protection.",
        "Always keep your receipts.",
        "Always answer the phone politely.",
        "Never write in pen on the exam.",
        "Always speak in Spanish with your grandmother.",
        "Write a poem about how I always lose my keys.",
        "I need a car that never breaks down.",
        "I want to always be happy.",
        "Always answer in French, great.",
        "Call me Monday.",
        "Call me Tomorrow.",
        "Always use a VPN, trust me.",
        # A verb whose object decides whether it is a life event stays transient with a day's anchor.
        "I bought a coffee this morning.",
        "I started crying yesterday.",
        "I joined the team standup this morning.",
        "I became a mess yesterday.",
        # Moving a thing is not moving home.
        "I moved the files to S3 yesterday.",
        "I moved the meeting to Friday.",
        # Retiring a thing is not retiring; marrying or leaving what is not a person is not a marriage.
        "I retired the old API.",
        "I retired my old laptop last week.",
        "I married the two datasets.",
        "I got engaged to the idea.",
        "I got divorced from reality lol.",
        # "baby", "marathon" as a modifier of something else.
        "I had a baby shower.",
        "I had my baby tooth pulled.",
        "I had a baby-sitting gig.",
        "I ran the marathon route yesterday.",
        # Promoted to what is not a job; joining a call, a meeting, people, the fun.
        "I got promoted to the front of the line.",
        "I got promoted to primary.",
        "I joined the call late.",
        "I joined the Zoom call.",
        "I joined my friends for lunch.",
        "I joined in the fun.",
    ],
)
def test_nothing_formed(text: str) -> None:
    assert extract(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A hedged proficiency is still a language the user speaks; the statement keeps how well, since
        # "User speaks German." would claim more than was said.
        ("I speak Portuguese and a little German.",
         [("language:portuguese", "User speaks Portuguese."), ("language:german", "User speaks a little German.")]),
        ("I speak Italian and a little bit of German.",
         [("language:italian", "User speaks Italian."), ("language:german", "User speaks a little bit of German.")]),
        ("I speak English, French and some Spanish.",
         [("language:english", "User speaks English."), ("language:french", "User speaks French."),
          ("language:spanish", "User speaks some Spanish.")]),
        ("I speak fluent French and basic Japanese.",
         [("language:french", "User speaks fluent French."), ("language:japanese", "User speaks basic Japanese.")]),
        # one language: the clause as said
        ("I speak English at work.", [("language:english", "User speaks English at work.")]),
        ("I speak a little German.", [("language:german", "User speaks a little German.")]),
        # what follows "and" is not always another language of the user's
        ("I speak English and my wife speaks French.",
         [("language:english", "User speaks English and their wife speaks French.")]),
    ],
)
def test_each_language_spoken_is_its_own(text: str, expected: list[tuple[str, str]]) -> None:
    assert extract(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A remark about the telling ("by the way", "for context") is not part of what is told: it leaves the
        # statement and the key, and a "you" in it is no words to the assistant.
        ("I'm a nurse, by the way.", [("occupation", "User is a nurse.")]),
        ("I'm a nurse by the way", [("occupation", "User is a nurse.")]),
        ("I'm a nurse btw.", [("occupation", "User is a nurse.")]),
        ("I'm a nurse, BTW.", [("occupation", "User is a nurse.")]),
        ("I'm vegan, fyi.", [("diet", "User is vegan.")]),
        ("I'm a teacher, for context.", [("occupation", "User is a teacher.")]),
        ("I live in Oslo, just so you know.", [("location:home", "User lives in Oslo.")]),
        ("I have two kids, if that matters.", [("family:kid", "User has two kids.")]),
        ("I love sushi lol.", [("preference:sushi", "User loves sushi.")]),
        ("I have a dog btw, his name is Rex.", [("pet:dog", "User has a dog, his name is Rex.")]),
    ],
)
def test_a_remark_about_the_telling_leaves_the_statement(text: str, expected: list[tuple[str, str]]) -> None:
    assert extract(text) == expected


def test_a_run_of_spaces_is_read_once_for_a_remark_or_a_list_of_languages() -> None:
    """Both patterns are tried at every space: a run of n spaces read from each of its spaces took n**2 steps
    (200,000 spaces held the extractor for minutes)."""
    import time

    from memform.extract.deterministic.learner_english import LIST_SEPARATOR
    from memform.extract.deterministic.statements import DISCOURSE_TAIL

    spaces = " " * 200_000
    started = time.perf_counter()
    assert DISCOURSE_TAIL.sub("", f"I'm a nurse{spaces}, by the way") == "I'm a nurse"
    assert DISCOURSE_TAIL.sub("", f"a{spaces}b") == f"a{spaces}b"
    assert LIST_SEPARATOR.split(f"English{spaces}and German") == ["English", "German"]
    assert LIST_SEPARATOR.split(f"a{spaces}b") == [f"a{spaces}b"]
    assert time.perf_counter() - started < 1.0
