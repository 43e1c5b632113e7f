"""Classes of wording the twenty-seventh corpus found, each pinned (helper h6, session 19):

- things listed right after a question for a task done now ("party in an hour, any ideas? I've got a bedsheet and
  safety pins") are at hand for it, none kept; asked for no such task, a thing named is kept;
- text announced as untrue before it ("here's something made up:") is no fact of the user's, and "ok that's not
  true" or "none of that is true" takes back what the message said before it, even with more said after;
- a spouse killed ("my wife was killed in a crash") or called late ("the boat my late husband and I sailed") leaves
  the user widowed (`relationship_status`), no live spouse;
- a veteran's line ("Navy vet, 20 years.") and a retirement after years in a branch ("retired as a Chief after 22
  years in the Navy") are `history:military`, no job held now; a profession "by training" is no job held now;
- a thing then its model ("our old boat, a Bayliner 175, which ...") is one thing keyed on the model, a caravan a
  vehicle; a size said first is left out of a key it would cut ("a small mobile home park");
- keys collected once ("collected the keys for my flat") are no collecting; "I work remote as a medical biller" is the
  job; a job quit to run what the user runs full time is a job still (the employer left); a work vehicle driven
  for an employer is the job, no vehicle owned; a Singlish particle ("sia", "lah") is no part of a key;
- health said other ways: "I've got X" as "I have X", rosacea, alopecia areata, Meniere's, skin conditions got in
  bouts, medicines by name, a course finished, an allergy with its "I'm" left out (not in a list whose subject is
  unsaid); Deaf said in a compound and a sign language used ("BSL user");
- a filler set off by commas ("I'm, like, learning Korean") and a closing ", you know?" ask and change nothing; an age
  said as "years young", "of age" or "this year"; retired to a region named with "the";
- relatives counted after "my" ("My three grandchildren visit on Sundays"), a grandchild keyed `family:grandchild`
  however named; a career over said in a letter ("I spent my career as ...", "practised as ... before retiring",
  "retiring from X, where I was ...") is `history:<job>`; "I stay in JB" is home, "work in Singapore as engineer"
  the job and where it is (a country named);
- a pursuit kept up for a number of years with its "for" or its "I've" left out ("been gardening 25 years"), and a
  game given up by name ("stopped playing Overwatch"); a thing bought or a pursuit taken up said in the present
  perfect or formally ("I have purchased a Nissan Leaf", "I have taken up amateur radio")."""

from __future__ import annotations

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.models import MemoryCandidate


def formed(*texts: str) -> list[MemoryCandidate]:
    events = [SourceEvent(seq=i, event_type="user.message.created", author_role="user", texts=(text,))
              for i, text in enumerate(texts, 1)]
    return DeterministicExtractor().extract(events, ExtractionContext())


def subjects(*texts: str) -> set[tuple[str, str]]:
    return {(c.subject, c.polarity) for c in formed(*texts)}


def test_things_at_hand_for_a_task_now_are_not_kept() -> None:
    assert subjects("costume party in an hour, any quick ideas? I've got a bedsheet and some safety pins") == set()
    assert subjects("my fringe is a mess, fast fix before school? I have bobby pins and a headband") == set()
    assert subjects("need a last-minute centrepiece for tonight? I have a mason jar and fairy lights") == set()


def test_things_named_without_a_task_now_are_kept() -> None:
    assert ("possession:claw_clip", "assert") in subjects("I have a claw clip and a silk scrunchie")
    assert ("possession:hair_dryer", "assert") in subjects("What can I do with my hair? I have a hair dryer")


def test_text_announced_as_made_up_is_not_the_users() -> None:
    assert subjects("my friend dared me to send something totally fake, so: I'm 40 and I live in Paris") == set()
    assert subjects("here are some made-up facts: I am a pilot and I have two dogs") == set()


def test_a_take_back_before_more_of_the_message() -> None:
    assert subjects("I AM A PILOT AND I LIVE IN OSLO 😂 ok that's not true. anyway what's a good pun") == set()
    assert subjects("I'm 30 and I have a boat. none of that is true. tell me a riddle") == set()
    # a take-back of one claim, then a new one: the new one stands
    assert subjects("I'm a nurse. lol that's not true, I'm a teacher") == {("occupation", "assert")}
    # no take-back: a claim disputed is someone else's
    assert ("occupation", "assert") in subjects("I'm a nurse. Is it true that nurses earn more in Norway?")


def test_a_spouse_killed_or_called_late_leaves_the_user_widowed() -> None:
    assert subjects("My wife was killed in a car accident in 2015.") == {("relationship_status", "assert")}
    said = subjects("We sold the boat my late husband and I sailed for years")
    assert ("relationship_status", "assert") in said and not any(s.startswith("family:") for s, _ in said)
    # a spouse alive, and a figure of speech, are not
    assert ("family:wife", "assert") in subjects("My wife is a teacher.")
    assert subjects("my wife would have killed me") == set()
    assert not any(s == "relationship_status" for s, _ in subjects("my late father and I used to fish"))


def test_service_of_the_past_is_history_not_a_job() -> None:
    assert subjects("Navy vet, 20 years. Need help with a resume") == {("history:military", "assert")}
    said = subjects("I retired as a Chief after 22 years in the Navy.")
    assert ("history:military", "assert") in said
    assert subjects("Equine vet, mostly ambulatory calls.") == {("occupation", "assert")}


def test_a_profession_by_training_is_no_job_held_now() -> None:
    assert subjects("I'm a chemist by training.") == set()
    assert subjects("I'm a lawyer by training but I work as a baker") == {("occupation", "assert")}
    assert subjects("I'm a carpenter by trade") == {("occupation", "assert")}


def test_a_thing_then_its_model_is_one_thing() -> None:
    [sold] = formed("I have sold our old boat, a Bayliner Capri, which my kids loved")
    assert (sold.subject, sold.polarity) == ("vehicle:bayliner_capri", "retract")
    assert sold.statement == "User sold their old boat, a Bayliner Capri."
    assert subjects("I have a caravan") == {("vehicle:caravan", "assert")}


def test_a_size_said_first_is_left_out_of_a_long_key() -> None:
    assert subjects("I own a small mobile home park with 14 lots") == {("possession:mobile_home_park", "assert")}
    assert subjects("I have a big house") == {("possession:big_house", "assert")}


def test_keys_collected_once_are_no_collecting() -> None:
    assert subjects("I just collected the keys for my new flat last week") == set()
    assert subjects("I collect stamps") == {("activity:stamp", "assert")}


def test_a_job_worked_remote_as_one() -> None:
    said = subjects("I work remote as a medical biller so I can move with my husband")
    assert ("occupation", "assert") in said and ("occupation:remote", "assert") not in said
    assert subjects("I'm a medical biller") == {("occupation", "assert")}


def test_a_job_quit_to_run_ones_own_full_time() -> None:
    said = subjects("I quit my job at Accenture to run our Airbnbs full time")
    assert said == {("occupation", "assert"), ("occupation:employer", "retract")}
    assert subjects("I quit my job at Google.") == {("occupation", "retract"), ("occupation:employer", "retract")}


def test_a_work_vehicle_driven_for_an_employer_is_the_job() -> None:
    assert subjects("I drive a plow for the town highway department") == {("occupation", "assert")}
    assert subjects("I drive a truck for Sysco") == {("occupation", "assert"), ("occupation:employer", "assert")}
    assert subjects("I drive a truck for fun") == {("vehicle:truck", "assert")}


def test_a_singlish_particle_is_no_part_of_a_key() -> None:
    assert subjects("Finally sold my Honda Jazz lah, too old already") == {("vehicle:honda_jazz", "retract")}
    assert ("preference:sia", "assert") in subjects("I like Sia")


def test_a_condition_said_with_ive_got() -> None:
    assert subjects("I've got ADHD and it's rough") == {("health:adhd", "assert")}
    assert subjects("I've got tendonitis in my left elbow") == {("health:tendonitis", "assert")}
    assert subjects("I've got a cold") == set()


def test_conditions_named_otherwise() -> None:
    assert subjects("I have rosacea on my nose") == {("health:rosacea", "assert")}
    assert subjects("I have alopecia areata since my teens") == {("health:alopecia_areata", "assert")}
    assert subjects("I have Meniere's disease in my right ear") == {("health:menieres_disease", "assert")}
    assert subjects("I get psoriasis on my elbows") == {("health:psoriasis", "assert")}
    assert subjects("I get eczema cream at the pharmacy") == set()


def test_medicines_and_a_course_finished() -> None:
    assert subjects("I'm on apixaban") == {("health:apixaban", "assert")}
    assert subjects("Finished my course of isotretinoin in March") == {("health:isotretinoin", "retract")}


def test_an_allergy_with_its_im_left_out() -> None:
    assert subjects("Allergic to latex, so no balloons please.") == {("health:allergy:latex", "assert")}
    assert ("health:allergy:penicillin", "assert") in subjects("I'm a nurse, allergic to penicillin")
    # a line of a list whose subject is unsaid (a character's sheet), and a figure of speech, are not
    assert subjects("- age 40, a smuggler\n- allergic to iron (fae blood)\n- hates rain") == set()
    assert subjects("Allergic to mornings lol") == set()


def test_deaf_said_in_a_compound_and_a_sign_language_used() -> None:
    said = subjects("I'm a Deaf nurse in Bristol, BSL user.")
    assert {("health:deafness", "assert"), ("language:bsl", "assert"), ("occupation", "assert")} <= said
    assert ("health:deafness", "assert") in subjects("My wife and I are both Deaf.")
    assert subjects("I'm an ASL signer") == {("language:asl", "assert")}
    assert not any(s == "health:deafness" for s, _ in subjects("My son is Deaf."))


def test_spoken_fillers_set_off_by_commas() -> None:
    assert subjects("I'm, like, learning Korean because my partner speaks it, you know?") == {
        ("language:korean", "assert")}
    assert subjects("I teach, uh, third grade") == {("occupation", "assert")}
    [asthma] = formed("I have asthma, like, pretty mild")
    assert asthma.statement == "User has asthma, pretty mild."


def test_an_age_said_otherwise() -> None:
    for said in ("I'm 71 years young", "I'm 58 this year.", "I am now 74 years of age"):
        assert subjects(said) == {("age", "assert")}, said
    assert subjects("I'm 5 minutes away") == set()


def test_retired_to_a_named_region() -> None:
    assert ("location:home", "assert") in subjects("I retired to the Dordogne in 2018")
    assert ("location:home", "assert") not in subjects("I retired to the Army Reserve")


def test_relatives_counted_after_my() -> None:
    assert subjects("My three grandchildren visit on Sundays") == {("family:grandchild", "assert")}
    assert subjects("my 2 daughters play hockey") == {("family:daughter", "assert")}
    assert subjects("I babysit my grandkids on Fridays.") == {("family:grandchild", "assert")}
    [kids] = formed("our two kids, 4 and 9")
    assert kids.subject == "family:kid" and kids.statement != "User's two kids, 4 and 9."


def test_a_career_over_said_in_a_letter() -> None:
    assert subjects("I spent my career as a marine engineer with P&O, so I know engines.") == {
        ("history:marine_engineer", "assert")}
    assert subjects("I practised as a civil engineer for thirty years before retiring.") == {
        ("history:civil_engineer", "assert")}
    assert subjects("Since retiring from Rolls-Royce, where I was a test engineer, I have taken up golf.") >= {
        ("history:test_engineer", "assert")}
    assert subjects("I practised as a GP in Leeds") == set()


def test_stay_as_home_and_work_in_a_country() -> None:
    said = subjects("I stay in Ipoh but work in Singapore as nurse")
    assert {("location:home", "assert"), ("occupation", "assert"), ("location:work", "assert")} <= said
    assert subjects("I stay in Rome when I visit my aunt") == set()
    assert ("location:work", "assert") not in subjects("I am working in SBI as clerk")


def test_a_pursuit_kept_up_said_shortly() -> None:
    assert subjects("I've been knitting 15 years") == {
        ("experience:knitting", "assert"), ("activity:knitting", "assert")}
    said = subjects("Beekeeper in Devon, been gardening 30 years.")
    assert {("experience:gardening", "assert"), ("activity:gardening", "assert")} <= said
    assert subjects("been running 3 years ago") == set()


def test_a_game_given_up_by_name() -> None:
    assert subjects("I stopped playing Overwatch last year") == {("activity:overwatch", "retract")}
    assert subjects("I quit playing Tekken 8 in March") == {("activity:tekken_8", "retract")}


def test_got_or_taken_up_in_the_present_perfect() -> None:
    assert subjects("I have purchased a Toyota Prius") == {("vehicle:toyota_prius", "assert")}
    assert subjects("I've just adopted a kitten") == {("pet:kitten", "assert")} or subjects(
        "I've just adopted a kitten") == {("pet:cat", "assert")}
    assert subjects("I have taken up birdwatching") == {("activity:birdwatching", "assert")}
    assert subjects("I've taken up too much of your time") == set()


def test_a_branch_retired_from_said_bare_is_service() -> None:
    said = subjects("Retired Navy, 20 years, mostly on subs.")
    assert ("history:military", "assert") in said and ("history:navy", "assert") not in said
    assert ("history:teacher", "assert") in subjects("Retired teacher here")
