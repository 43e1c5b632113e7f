"""What the eighteenth corpus written blind (tests/data/eighteenth_corpus.jsonl) found the rules forming wrong or
missing in its college-applications, book-clubs-and-podcasts, SMS-shorthand, nonprofit-board and quoted-reply
styles, one family per section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- a year at a school named as one: "Lincoln High" ---------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "im a junior at Lincoln High",
    "I'm a senior at Roosevelt High School.",
    "I'm a sophomore at Central High in Tulsa.",
    "i'm a junior at Brookside Prep",
])
def test_a_year_at_a_school_named_as_one_is_education(text: str) -> None:
    found = subjects(text)
    assert "education" in found, found
    assert not any(s.startswith("identity:") for s in found), found


@pytest.mark.parametrize("text", [
    "I'm a junior at Deloitte.", "I'm a senior at Google.", "My daughter is a junior at Lincoln High.",
    "If I were a junior at Lincoln High, what would I take?",
])
def test_a_rank_at_a_firm_or_anothers_school_year_is_no_education_nor_identity(text: str) -> None:
    found = subjects(text)
    assert "education" not in found, found
    assert not any(s.startswith("identity:") for s in found), found


# -- a club run, keyed on the club, not on who is in it ------------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("I run a book club of 8 women in my neighborhood.", "activity:book_club"),
    ("I run a chess club for kids at the library.", "activity:chess_club"),
    ("I run a hiking group with 40 members.", "activity:hiking_group"),
    ("I run the school's robotics club.", "activity:robotics_club"),
])
def test_a_club_run_is_keyed_on_the_club(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", ["My mom runs a book club of 8 women.", "Should I run a book club?"])
def test_a_club_run_by_another_or_asked_about_forms_nothing(text: str) -> None:
    assert not any(s.startswith("activity:") for s in subjects(text))


# -- how much and how often of a pursuit, no part of its key ------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("I listen to like 15 hrs of podcasts a week.", "activity:podcast"),
    ("I listen to two hours of jazz every night.", "activity:jazz"),
    ("I watch 3 hours of anime a day.", "activity:anime"),
    ("I read like 50 books a year.", "activity:book"),
])
def test_an_amount_and_a_rate_are_no_part_of_the_pursuit(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", ["My husband listens to like 15 hrs of podcasts a week.",
                                  "Should I listen to 2 hours of podcasts a day?"])
def test_anothers_or_an_asked_amount_forms_nothing(text: str) -> None:
    assert not any(s.startswith("activity:") for s in subjects(text))


# -- a text's shorthand for when: "lst wk", "yday" -----------------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("got a pixel 8 lst wk, switchd frm iphone.", "device:pixel_8"),
    ("I got a new iPhone 15 yday", "device:iphone_15"),
    ("got a galaxy s24 last wk", "device:galaxy_s24"),
])
def test_shorthand_for_when_is_no_part_of_the_thing(text: str, subject: str) -> None:
    assert subject in subjects(text)
    assert not any(s.endswith(("_lst", "_yday", "_wk")) for s in subjects(text))


def test_anothers_thing_got_lst_wk_is_not_the_users() -> None:
    assert not any(s.startswith("device:") for s in subjects("my bf got a pixel 8 lst wk"))


# -- a thing's texture, taste or smell liked is a liking of the thing ----------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("i hate tofu txture lol", "preference:tofu"),
    ("I hate the texture of mushrooms.", "preference:mushroom"),
    ("I love the smell of coffee.", "preference:coffee"),
    ("I can't stand cilantro taste.", "preference:cilantro"),
])
def test_a_things_texture_or_taste_is_keyed_on_the_thing(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", ["My son hates the texture of mushrooms.", "Do you like the smell of coffee?"])
def test_anothers_or_an_asked_texture_forms_nothing(text: str) -> None:
    assert not any(s.startswith("preference:") for s in subjects(text))


def test_a_taste_said_good_is_not_cut_to_its_adjective() -> None:
    assert "preference:good" not in subjects("I love good taste.")


# -- volunteering said with its days or what it is -----------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "I volunteer Saturdays walking dogs.", "I volunteer Sundays at the food bank.",
    "I volunteer walking dogs.", "I volunteer tutoring kids at the library.",
])
def test_volunteering_said_with_its_days_or_doing_is_volunteering(text: str) -> None:
    assert subjects(text) == {"activity:volunteering"}


@pytest.mark.parametrize("text", ["My wife volunteers Saturdays walking dogs.", "Should I volunteer walking dogs?",
                                  "If I volunteer Saturdays, will I burn out?"])
def test_anothers_or_asked_volunteering_forms_no_activity(text: str) -> None:
    assert not any(s.startswith("activity:") for s in subjects(text))


# -- a home and a workplace joined by "and" ------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I live in Leeds and work in Manchester.",
                                  "I live in Oakland and work in San Francisco"])
def test_a_home_and_a_workplace_joined_are_both(text: str) -> None:
    assert {"location:home", "location:work"} <= subjects(text)


@pytest.mark.parametrize("text", ["I want to live in Leeds and work in Manchester.",
                                  "My wife lives in Leeds and works in Manchester."])
def test_a_wished_or_anothers_home_and_workplace_form_no_location(text: str) -> None:
    assert not any(s.startswith("location:") for s in subjects(text))


# -- a new sentence after an emoji: "passed in April 😢 no pets right now" ---------------------------------------


def test_a_pet_gone_before_an_emoji_and_a_new_sentence_is_retracted() -> None:
    assert ("pet:cat", "retract") in keyed("my cat passed in April \U0001f622 no pets right now.")
    assert ("pet:dog", "retract") in keyed("our dog died last week \U0001f494 no more walks for me")


# -- work said with its hours, then where or as what ---------------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("I work nights at the hospital as a security guard.", {"occupation", "occupation:employer"}),
    ("I work weekends at Costco.", {"occupation:employer"}),
    ("I work weekends as a lifeguard.", {"occupation"}),
])
def test_work_said_with_its_hours_is_keyed_on_where_or_as_what(text: str, expected: set[str]) -> None:
    assert subjects(text) == expected


@pytest.mark.parametrize("text", ["My wife works nights at the hospital.", "Should I work nights at the hospital?"])
def test_anothers_or_asked_hours_form_no_job(text: str) -> None:
    assert not any(s.startswith("occupation") for s in subjects(text))


# -- a habit given up or a diet kept, its "I" left out --------------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("quit vaping 3 wks ago!! day 21", ("health:vaping", "retract")),
    ("gave up drinking in May", ("health:drinking", "retract")),
    ("been vegan since jan btw", ("diet", "assert")),
    ("been vegetarian for 10 years", ("diet", "assert")),
])
def test_a_habit_given_up_or_a_diet_kept_without_its_i(text: str, expected: tuple[str, str]) -> None:
    assert expected in keyed(text)


@pytest.mark.parametrize("text", ["my brother quit vaping", "should I quit vaping?", "quit thinking about it",
                                  "my roommate has been vegan since jan"])
def test_anothers_or_no_habit_given_up_forms_no_health_nor_diet(text: str) -> None:
    assert not any(s.startswith(("health:", "diet")) for s in subjects(text))


# -- a relative's diet says the user has them ------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [("my wife is pescatarian so fish is fine", "family:wife"),
                                               ("My son is vegetarian.", "family:son")])
def test_a_relatives_diet_forms_only_the_relationship(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", ["My roommate is vegan.", "My friend Raj is gluten-free."])
def test_a_friends_diet_forms_nothing(text: str) -> None:
    assert not subjects(text)


# -- a liking keyed on the one named, its "I" or "my" left out -----------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("I love Ann Patchett and anything that feels like her.", "preference:ann_patchett"),
    ("I love jazz and anything like it.", "preference:jazz"),
    ("Hate twist endings, they feel cheap to me.", "preference:twist_ending"),
    ("Love sci-fi.", "preference:sci_fi"),
    ("My faves are Hardcore History and Serial.", "favorite:hardcore_history"),
    ("Faves are Hardcore History and Serial.", "favorite:hardcore_history"),
])
def test_a_liking_is_keyed_on_the_first_one_named(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", ["Love it!", "Love the plan, can you add more?", "Hate to ask but can you redo it",
                                  "Love you", "love how this turned out", "Hate when that happens."])
def test_a_reaction_or_a_lead_in_is_no_liking(text: str) -> None:
    assert not any(s.startswith(("preference:", "favorite:")) for s in subjects(text))


# -- a seat on an organization's board -------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("I sit on the board of our local animal shelter (treasurer, 3rd year).",
     ("membership:animal_shelter_board", "assert")),
    ("I serve on the board of the food bank.", ("membership:food_bank_board", "assert")),
    ("I'm the treasurer on the Westfield Little League board this year.",
     ("membership:westfield_little_league_board", "assert")),
    ("I stepped down from the Friends of the Library board last month.",
     ("membership:friends_of_library_board", "retract")),
    ("I'm no longer on the board of the Oak Street co-op.", ("membership:oak_street_coop_board", "retract")),
    ("I'm board chair of the Riverbend Literacy Council.", ("membership:riverbend_literacy_council", "assert")),
    ("I'm a board member of the Rotary Club.", ("membership:rotary_club", "assert")),
])
def test_a_seat_on_an_organizations_board(text: str, expected: tuple[str, str]) -> None:
    assert keyed(text) == {expected}


@pytest.mark.parametrize("text", ["My wife sits on the board of the food bank.",
                                  "Should I sit on the board of the food bank?", "I'm on the board of directors.",
                                  "I left the diving board.", "If I join the board of the shelter, what's expected?"])
def test_anothers_asked_or_no_organizations_board_is_no_membership(text: str) -> None:
    assert not any(s.startswith("membership:") for s in subjects(text))


# -- a membership cancelled ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("Cancelled my Audible membership this month.", "membership:audible"),
    ("I canceled my gym membership.", "membership:gym"),
    ("I cancelled my Hulu subscription.", "membership:hulu"),
])
def test_a_membership_cancelled_is_retracted(text: str, subject: str) -> None:
    assert (subject, "retract") in keyed(text)


@pytest.mark.parametrize("text", ["My wife cancelled her Audible membership.", "should I cancel my Audible membership?",
                                  "I'm going to cancel my Hulu subscription.", "cancelled my flight"])
def test_anothers_asked_or_planned_cancelling_is_no_membership(text: str) -> None:
    assert not any(s.startswith("membership:") for s in subjects(text))


# -- a graduate degree by its letters; a podcast made -----------------------------------------------------------------


@pytest.mark.parametrize("text", ["I'm finishing my MFA in poetry at night.", "I'm doing an MSW at Rutgers.",
                                  "I'm working on my JD."])
def test_a_graduate_degree_by_its_letters_is_education(text: str) -> None:
    assert "education" in subjects(text)


@pytest.mark.parametrize("text", ["My wife is finishing her MFA.", "Should I do an MFA?",
                                  "I'm finishing my Monday report."])
def test_anothers_or_asked_degree_is_no_education(text: str) -> None:
    assert "education" not in subjects(text)


@pytest.mark.parametrize("text", ["I host a podcast about Tolkien's invented languages.",
                                  "I also co-host a weekly true crime podcast.", "I run my own podcast."])
def test_a_podcast_made_is_podcasting(text: str) -> None:
    assert subjects(text) == {"activity:podcasting"}


@pytest.mark.parametrize("text", ["My husband hosts a podcast.", "Should I host a podcast?",
                                  "I listen to a podcast about gardening."])
def test_anothers_asked_or_listened_podcast_is_no_podcasting(text: str) -> None:
    assert "activity:podcasting" not in subjects(text)


def test_a_sarcastic_liking_of_a_doing_without_its_i_is_none() -> None:
    assert not subjects("Love love LOVE sitting on I-80 for three hours behind a jackknifed trailer.")


# -- a youth organization belonged to -------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("I'm in Scouts BSA, my Eagle board of review is in March.", "membership:scouts_bsa"),
    ("I'm in Girl Scouts.", "membership:girl_scouts"),
    ("I'm in 4-H.", "membership:4h"),
])
def test_a_youth_organization_is_a_membership_not_a_place(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", ["My son is in Cub Scouts.", "Should I be in Scouts BSA?"])
def test_anothers_or_asked_youth_organization_is_no_membership(text: str) -> None:
    assert not any(s.startswith(("membership:", "location:")) for s in subjects(text))


# -- a single parent's children, "with" said "w" or "w/" ----------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [("im a single dad w 2 girls (6 & 9)", "family:daughter"),
                                               ("I'm a single mom w/ 3 kids", "family:kid"),
                                               ("I'm a single mom with 2 daughters", "family:daughter")])
def test_a_single_parents_children_said_with_w(text: str, subject: str) -> None:
    assert {"relationship_status", subject} <= subjects(text)


def test_a_single_parent_with_a_friend_has_no_child() -> None:
    assert not any(s.startswith("family:") for s in subjects("I'm a single dad with my friend"))


# -- "here in" a place; a pair's "both" ------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("I'm a nurse here in Ohio.", {"occupation", "location:work"}),
    ("I live here in Ohio.", {"location:home"}),
    ("My husband and I are both public school teachers here in Vermont.",
     {"family:husband", "occupation", "location:work"}),
])
def test_here_in_a_place_is_in_the_place(text: str, expected: set[str]) -> None:
    assert subjects(text) == expected


@pytest.mark.parametrize("text", ["It's cold here in Ohio.", "My wife and I are both exhausted.",
                                  "my wife and I are both retired and we travel in our fifth wheel"])
def test_no_job_nor_place_of_the_users(text: str) -> None:
    assert not any(s.startswith(("location:", "occupation")) for s in subjects(text))


# -- an injury healing -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("I'm just coming back from a stress fracture in my left foot.", "health:stress_fracture"),
    ("I'm recovering from a torn ACL.", "health:torn_acl"),
])
def test_an_injury_healing_is_the_users_health(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", ["I'm recovering from the flu.", "I'm coming back from vacation.",
                                  "My wife is recovering from a torn ACL.", "I'm recovering from a breakup."])
def test_passing_illness_a_trip_or_anothers_injury_is_no_health(text: str) -> None:
    assert not any(s.startswith("health:") for s in subjects(text))


# -- a household's income by its amount ----------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["household income is about $52k.", "our household income is about $52k.",
                                  "My income is $60,000 a year."])
def test_a_households_income_by_its_amount_is_sensitive_income(text: str) -> None:
    found = candidates(text)
    assert [(c.subject, c.sensitivity) for c in found] == [("finance:income", "sensitive")]


@pytest.mark.parametrize("text", ["If household income is $52k, do we qualify?", "their household income is about $52k",
                                  "median household income is about $52k in Ohio", "my income is irregular"])
def test_anothers_asked_or_no_amount_is_no_income(text: str) -> None:
    assert "finance:income" not in subjects(text)


# -- what the user does for themselves, said before the "I" -----------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("For my own reading I'm obsessed with Ocean Vuong lately.", "preference:ocean_vuong"),
    ("For myself I love jazz.", "preference:jazz"),
])
def test_for_my_own_reading_before_the_i_is_the_users(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


def test_for_my_own_reading_before_a_question_forms_nothing() -> None:
    assert not subjects("For my own reading, would I like Ocean Vuong?")


# -- where the user's job is, said of the way there -------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I drive 90 min each way to my job in Sacramento.", "my office is in Midtown.",
                                  "I take two trains to my office in Brooklyn."])
def test_the_way_to_the_users_job_in_a_place_is_the_workplace(text: str) -> None:
    assert subjects(text) == {"location:work"}


@pytest.mark.parametrize("text", ["I quit my job in Denver.", "I got fired from my job in Ohio.",
                                  "my old office was in Leeds.", "my wife's office is in Midtown.",
                                  "should I drive to my job in Sacramento?"])
def test_a_job_left_anothers_or_asked_is_no_workplace(text: str) -> None:
    assert "location:work" not in subjects(text)


# -- words said of the user after their age ---------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("I'm 17, gay, and live in Texas.", {"age", "identity:gay", "location:home"}),
    ("I'm 26, single, zero obligations.", {"age", "relationship_status"}),
    ("I'm 29, vegan.", {"age", "diet"}),
])
def test_words_after_the_users_age_are_theirs(text: str, expected: set[str]) -> None:
    assert subjects(text) == expected


@pytest.mark.parametrize(("text", "expected"), [("I'm 40, tired, and broke.", {"age"}), ("I'm 17, lol", {"age"}),
                                                ("My son is 17, gay, and lives in Texas.", {"family:son"})])
def test_a_mood_after_the_age_or_anothers_words_are_not_the_users_identity(text: str, expected: set[str]) -> None:
    assert subjects(text) == expected


# -- a mutt is a dog; work with its hours after a comma --------------------------------------------------------------


@pytest.mark.parametrize("text", ["We have two rescue mutts of our own, naturally.", "I have a rescue mutt.",
                                  "my doggo is sick"])
def test_a_mutt_or_a_doggo_is_a_dog(text: str) -> None:
    assert subjects(text) == {"pet:dog"}


def test_a_neighbors_mutt_is_not_the_users() -> None:
    assert not subjects("My neighbor has a mutt.")


@pytest.mark.parametrize(("text", "expected"), [
    ("im a single dad w 2 girls (6 & 9), work nights at the hospital as a security guard so mornings r chaos",
     {"relationship_status", "family:daughter", "occupation", "occupation:employer"}),
    ("I'm a mom, work weekends at Target", {"family:kid", "occupation:employer"}),
])
def test_work_with_its_hours_after_a_comma_is_the_users_own_clause(text: str, expected: set[str]) -> None:
    assert subjects(text) == expected


@pytest.mark.parametrize("text", ["my wife is a nurse, works nights at the hospital", "email me at noon"])
def test_anothers_work_or_no_work_after_a_comma_is_no_job(text: str) -> None:
    assert not any(s.startswith("occupation") for s in subjects(text))


# -- a named library's card; money given away regularly ----------------------------------------------------------------


def test_a_named_librarys_card_is_a_membership() -> None:
    assert subjects("I read on Libby now through my Multnomah County library card.") == {
        "membership:multnomah_county_library"}


@pytest.mark.parametrize("text", ["I read on Libby through my library card.",
                                  "my wife has a Multnomah County library card"])
def test_an_unnamed_library_or_anothers_card_is_no_membership(text: str) -> None:
    assert not any(s.startswith("membership:") for s in subjects(text))


@pytest.mark.parametrize("text", ["I personally give about 10% of my income, roughly $9k a year.",
                                  "I donate $50 a month to the food bank."])
def test_money_given_away_regularly_is_sensitive_giving(text: str) -> None:
    assert [(c.subject, c.sensitivity) for c in candidates(text)] == [("finance:charitable_giving", "sensitive")]


@pytest.mark.parametrize("text", ["I give 100% at work.", "I gave $20 once.", "I give 10% of my time to volunteering.",
                                  "Should I give 10% of my income?", "My dad donates $50 a month to the food bank."])
def test_effort_a_one_off_a_question_or_anothers_giving_is_none(text: str) -> None:
    assert "finance:charitable_giving" not in subjects(text)
