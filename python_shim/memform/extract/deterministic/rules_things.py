"""Things, likings, possessives and decisions."""

from __future__ import annotations

import re
from dataclasses import replace

from memform.extract import lexicon as lx
from memform.extract.text import caseless

from .kin_in_passing import (
    AMBIGUOUS_BREEDS,
    BRACKETED_TAIL,
    BREED_FIRST_WORDS,
    CONDITION_KEYS,
    KIN_BRACKETED,
    KIN_IN_BRACKETS,
    OWN_PET_LIKED,
    PET_SAID_OF,
    _is_pet_word,
)
from .learner_english import AGED_CHILD, CHILD_DOES, FOSTERED, JOB_LONG_AGO, NEW_JOB
from .long_messages import (
    BELIEF_NAMED,
    BLANKET_KIND,
    DESCRIBED_BY_COMMAS,
    DIED_SPOUSES,
    ECHOED_ONLY,
    GAME_PLAYED,
    GAME_QUIT,
    MY_MEDICINE_FILLED,
    NOUN_GIVEN_UP,
    NOUN_QUIT,
    OPINION_OF_USER,
    OWN_VERB_JOINED,
    PARTED,
    PARTED_FROM_USER,
    PURSUIT_GIVEN_UP,
    RELATIVE_CAUSE,
    RELATIVE_DIED,
    RELATIVE_GONE,
    RELATIVE_HEALTH,
    RESULT_NOT_HEADS,
    RESULTS_OF_A_GAME_ONLY_SAID,
    SAID_BACK_ONLY,
    WORK_RESULTS,
    WORK_ROLE,
    _debt,
    _game_key,
    _sentence,
)
from .phrases import (
    AGED,
    CHOICE,
    CONSEQUENCE_SO,
    COORDINATION,
    DEICTIC,
    GENERIC_THINGS,
    INFORMATION_TECHNOLOGY,
    NOT_A_THING,
    NOUN_PHRASE_END,
    NUMBER_WORDS,
    PREPOSITION_STOP,
    SAID_IN_PASSING,
    WEEKDAYS,
    _elided_heads,
    _of_the_kind,
    _phrase,
)
from .places_and_work import (
    AGED_BEFORE,
    ANYTHING_LIKE,
    ASIDE_POINTS,
    CHILD_AGED,
    CHILD_STAGES,
    CHILDREN,
    GERUND_OF,
    MEASURE_FIRST,
    MODEL_APPOSED,
    NEXT_MY_CLAUSE,
    OTHERS_ADVERBS,
    OTHERS_STATE,
    RELATIVES_GIVEN_TO,
    SENSED_OF,
    THING_RELATIVE,
    USER_INVOLVED,
    WHOSE_IN_IT,
    _given_to,
    _head,
    _learner_one,
    _medicines,
    _named_slug,
)
from .requests import (
    _WHICH_JOB,
    BOAT_FEET,
    BOAT_LENGTH,
    CAR_CALLED,
    DECIDED_FOR,
    DECIDED_WHEN,
    DECIDER,
    GOING_FOR,
    HUNTED_FOR_NO_GAME,
    JOB_JUDGED,
    TOOL_CHOSEN,
)
from .sarcasm_and_repairs import CAPITALIZED
from .statements import _OWN_KIT, DEVICE_GENERATION, TRAILING_WORDS, _thing_kind, third_person, third_person_possessive
from .subjects import (
    CREDENTIAL_BODIES,
    CREDENTIAL_HEADS,
    DRIVING_WORDS,
    FLYING_CREDENTIAL_WORDS,
    GERUND_FIRST,
    IRREGULAR_PAST,
    KIN_COUNTS,
    OBJECT_NEEDED,
    PURSUIT_BREAK,
    PURSUITS_IN_TURN,
    SIZE_FIRST,
    STOPPED_PLAYING,
    VERBS_IN_TURN,
    Proposal,
    _figurative_kin,
    _gerund_first,
    _kin,
    _m,
    _medical,
    _pet,
    _pursuit,
    _pursuit_head,
    _singular,
    _words,
    stable_subject,
    topic_slug,
    unresolved,
)
from .things_held import (
    AGED_AGAINST,
    AQUARIUMS,
    BOARD_OFFICER_OF,
    BODY_STYLES,
    CLEANERS_WHO,
    COIN_SLUGS,
    COLOUR_FIRST,
    DECADE_WORD,
    DONE_KEYS,
    DONE_NOUNS,
    FIELD_WORKED_IN,
    GOT_BACK_MARKED,
    GOT_DONE_TAIL,
    HAD_IN_NO_HAND,
    LEFT_ORG_BOARD,
    LETTER_GRADE,
    LETTER_GRADE_ON,
    MEASURE_RUNS,
    MEASURED_UNIT,
    MODEL_FORM_WORDS,
    MODEL_THEN_KIND,
    NO_MEMBERSHIP,
    NOT_THAT_ONE,
    ON_ITS_WAY,
    ON_ORG_BOARD,
    ORDINAL_WORD,
    OTHERS_STANDING,
    OWN_THING_THEN,
    PET_KINDS,
    PUT_SOMEWHERE,
    SERVED_PEOPLE,
    SERVING_PEOPLE,
    SHORT_MODEL_YEAR,
    TAKEN_ON_AN_OCCASION,
    THING_BACK_THEN,
    THING_CONDITION,
    THING_ORDINAL,
    WORK_DONE_THERE,
    WORK_GOT,
    YEAR,
    _a,
    _article,
    _immigration_hint,
    _listed,
    _model_slug,
    _worked_in_work,
    without_work_body,
)


class ThingsRules:
    """Things, likings, possessives and decisions."""

    def things(self, phrase: str, verb_phrase: str, negative: bool) -> list[Proposal]:
        """'an Apple Watch and a BMW X3' are two independently correctable beliefs."""
        if (tail := TRAILING_WORDS.search(phrase.rstrip(" !.?"))) and phrase[:tail.start()].strip():
            phrase = phrase[:tail.start()]  # "I don't own the business ha!": a word of chat after it is no part of it
        if ("my " in phrase or "our " in phrase or "My " in phrase or "Our " in phrase) and (
                given := _given_to(phrase)) is not None:
            # "got my mom a library card", "bought my wife a Kindle", "a bike for my son": the thing is theirs, not the
            # user's; the relative is the user's, and a pet got for the user's own children lives with the user
            who, what = given
            kin = _kin(who)
            found = [Proposal("relationship", f"family:{kin}", _sentence(f"User has a {_singular(who.lower())}"))
                     ] if who.lower() in RELATIVES_GIVEN_TO else []
            if not negative and kin in ("son", "daughter", "kid", "twin"):
                found += [p for p in self.things(what, verb_phrase, negative) if p.subject.startswith("pet:")]
            return found
        if "(" in phrase and (kids := KIN_BRACKETED.match(phrase)):
            # "two kids (son 12, daughter 9)", "two cats (Miso and Pepper)": the children or pets, and which they are;
            # their ages and names are no part of a key
            said = _sentence(f"{verb_phrase} {third_person_possessive(kids.group('kids'))} ({kids.group('aged')})")
            found = [replace(p, statement=said) for p in self.things(kids.group("kids"), verb_phrase, negative)]
            if not negative and found and found[0].subject.startswith("family:"):
                which = {KIN_IN_BRACKETS.get(w.lower(), "") for w in re.findall(r"[a-z]+", kids.group("aged"), re.I)}
                found += [Proposal("relationship", f"family:{kin}", said) for kin in sorted(which - {""})
                          if f"family:{kin}" not in {p.subject for p in found}]
            return found
        if ", " in phrase and (apposed := MODEL_APPOSED.match(phrase)) and (
                kind := _thing_kind(topic_slug(apposed.group(2))) or _thing_kind(topic_slug(apposed.group(3)))) and (
                slug := _model_slug(apposed.group(3))):
            # "our touring caravan, a Swift Challenger, which my late wife and I used": one thing, its model named
            # after its kind, keyed on the model said (as a car is), of the kind its noun says
            said = third_person_possessive(apposed.group(1))
            if said[:6] == "their " and verb_phrase[-6:] == " their":
                said = said[6:]
            said += phrase[apposed.end(1):apposed.end(3)]  # ", a Swift Challenger"
            proposal = Proposal("fact", f"{kind}:{slug}", _sentence(f"{verb_phrase} {said}"),
                                "retract" if negative else "assert")
            return [self.resolved(proposal) if negative else proposal]
        out = []
        parts = [part.strip() for part in COORDINATION.split(phrase) if part.strip()]
        if len(parts) > 1:
            parts = _elided_heads(parts)
        for part in parts:
            named, comma, aside = part.partition(",")
            if not (comma and ASIDE_POINTS.search(aside) and _singular(_head(named)) in lx.FAMILY | lx.PETS):
                named = part  # else "two childrens, the older one have 8 years": the aside is about one of them
            if "(" in named:
                named = BRACKETED_TAIL.sub("", named) or named  # "two kids (see attached)": an aside, no part of a key
            is_negative = negative or bool(_m(r"no\b", part))
            said = third_person_possessive(part)
            if said[:6] == "their " and verb_phrase[-6:] == " their":
                said = said[6:]  # "sold my house and my Buick": the Buick's own "my" said once ("sold their Buick")
            proposal = self.thing(named, is_negative, _sentence(f"{verb_phrase} {said}"), got=verb_phrase == "User got")
            if proposal is not None:
                out.append(self.resolved(proposal) if is_negative else proposal)
        return out

    def thing(self, noun_phrase: str, negative: bool, statement: str, got: bool = False) -> Proposal | None:
        if (" and " in noun_phrase or " but " in noun_phrase or "myself" in noun_phrase) and (
                own := OWN_THING_THEN.search(noun_phrase)):
            # "a Kindle Oasis myself and love it": the thing, then what the user does with it
            noun_phrase = noun_phrase[: own.start()]
            statement = _sentence(statement.rstrip(".").split(f" {own.group().strip()}", 1)[0])
        if ("coming" in noun_phrase or "arriving" in noun_phrase or " way" in noun_phrase) and (
                on_way := ON_ITS_WAY.search(noun_phrase)):
            if not any(_singular(w) in lx.FAMILY or _singular(w) in lx.PETS
                       for w in _words(noun_phrase[:on_way.start()])):
                # "got a pair coming from a guy on ebay": on its way, not yet the user's
                return None
            # a baby or a puppy on the way is the family's already, keyed on who it is ("some twins coming up")
            noun_phrase = noun_phrase[:on_way.start()]
        if ("listing" in noun_phrase or "lead" in noun_phrase or "gig" in noun_phrase) and (
                head_said := _words(NOUN_PHRASE_END.split(f"{noun_phrase} ")[0])[-1:]) and head_said[0] in WORK_GOT:
            return None  # "Got a listing near MacDill AFB", "got a new lead": work that came in, no thing owned
        if got and (done := GOT_DONE_TAIL.search(noun_phrase)):
            # "got my Bambu Lab P1S set up", "got my Prusa working": the thing, then what was done to it (no model)
            noun_phrase = noun_phrase[: done.start()]
        if " back " in noun_phrase and (then := THING_BACK_THEN.search(noun_phrase)):
            noun_phrase = noun_phrase[: then.start()]  # "a Peloton back in January": the Peloton, bought then
        if " not " in noun_phrase and (contrast := NOT_THAT_ONE.search(noun_phrase)):
            noun_phrase = noun_phrase[: contrast.start()]  # "3 kids not 2", "a Honda, not a Toyota": the one said first
        # "one Toyota Corolla" is a learner's "a Toyota Corolla": a number before a noun, not a pronoun
        # (a pronoun in an aside after a comma points back at the thing: "a MacBook Air, which might be part of it")
        # (a relative clause after the thing is the thing's: "a dog that sheds", "a laptop that my work gave me")
        said = noun_phrase[:rel.start()] if (" that " in noun_phrase or " which " in noun_phrase) and (
            rel := THING_RELATIVE.search(noun_phrase)) else noun_phrase
        # (a pronoun, not a word made with one: "a one-eyed cat", "a one-bedroom flat"; nor one in a consequence run
        # on after it: "two kids of my own so some of these cases hit hard")
        if " so " in said and (consequence := CONSEQUENCE_SO.search(said)):
            said = said[:consequence.start()]
        if re.search(r"\b(?:them|it|those|these|one(?!-)|ones|that|him|her)\b", _learner_one(said).split(",")[0],
                     re.I):
            return None
        if "old" in noun_phrase:
            noun_phrase = AGED_BEFORE.sub("", noun_phrase, 1)  # "a 20 year old car", "a 3-year-old Subaru": a car
        determiners = re.match(
            r"^(?:(?:no|" + NUMBER_WORDS + r"|my own|my|new|brand new|(?-i:old|trusty|beloved|beat-up)|"
            # its condition, not its model: "a used Tesla Model 3", "a refurbished iPad"
            r"used|pre-owned|certified pre-owned|second-hand|secondhand|refurbished|"
            # its period, not what it is: "a 1920s house", "a '70s camper"
            r"(?:19|20|')?\d0'?s(?= \w)|"
            # its model year shortened, not its model: "my '09 Sportster" is a Sportster, as "my 2009 Sportster" is
            r"'\d\d(?= \w)|"
            # which of its kind the user has had, not what it is: "my 4th tattoo", "my first car"
            + THING_ORDINAL + r"|"
            r"(?:a |an )?(?:bunch|couple|lot|lots|ton|tons|load|loads|supply|stash|"
            r"handful|pair|set|number|variety) of)\s+)*",
            noun_phrase,
            re.I,
        )
        fronted = determiners.group(0)
        quantity = next((w for w in _words(SHORT_MODEL_YEAR.sub("", fronted) if "'" in fronted else fronted)
                         if w not in ("a", "an", "one", "my", "own", "new", "brand", "no", "old", "trusty", "beloved",
                                      "beat", "up", "used", "pre", "owned", "certified", "second", "hand",
                                      "secondhand", "refurbished")
                         and not YEAR.fullmatch(w) and not DECADE_WORD.fullmatch(w)  # "a 2019 Mac mini" is one
                         and not ORDINAL_WORD.fullmatch(w)  # so are "my '09 Civic", "my 4th tattoo"
                         and f"'{w}" not in determiners.group(0)), None)
        noun_phrase = noun_phrase[determiners.end():]
        if quantity and quantity[:1].isdigit() and (unit := MEASURED_UNIT.match(noun_phrase)):
            noun_phrase = noun_phrase[unit.end():]  # "a 75 gallon planted tank", "a 10 foot kayak": the measure is none
        if ("older" in noun_phrase or "younger" in noun_phrase) and (than := AGED_AGAINST.search(noun_phrase)):
            noun_phrase = noun_phrase[:than.start()]  # "a brother three years older than me": a brother
        if ("ed " in noun_phrase or noun_phrase[-2:] == "ed" or "t " in noun_phrase or "k " in noun_phrase
                or "ng " in noun_phrase) and (where := PUT_SOMEWHERE.search(noun_phrase)):
            noun_phrase = noun_phrase[:where.start()]  # "a car parked outside": a car
        colour = ""
        if (painted := COLOUR_FIRST.match(noun_phrase)) and (
                painted.group("shade") or painted.group("more")
                or _thing_kind(topic_slug(noun_phrase[painted.end():], numbers=True))):
            colour, noun_phrase = painted.group().strip(), noun_phrase[painted.end():]
        nouns = _words(NOUN_PHRASE_END.split(f"{noun_phrase} ")[0])
        if not nouns or re.match(r"(?:in|on|at|for|of|from|with|to|by|but|and)\b", noun_phrase, re.I):
            return None  # "four in hip hop": how many of something named elsewhere
        if len(nouns) > 1 and nouns[-1] in WEEKDAYS:
            nouns = nouns[:-1]  # "an anatomy exam friday": an exam, on a day (and so no possession)
        # "two kids, Emma and Noah": the kind comes before the names that follow the comma.
        named = _words(noun_phrase.split(",")[0])
        if "," in noun_phrase and len(named) == 1:
            nouns = named
        if len(nouns) >= 2 and (nouns[-2] in lx.PETS or nouns[-2] in lx.BREEDS) and (
                said_last := NOUN_PHRASE_END.split(f"{noun_phrase} ")[0].split()[-1])[:1].isupper() and (
                not said_last.isupper()):
            nouns = nouns[:-1]  # "my cat Milo", "my rescue greyhound Pickles": the pet, its name after it
        head = _singular(nouns[-1])
        polarity = "retract" if negative else "assert"
        if head in CHILD_STAGES or CHILD_AGED.fullmatch(" ".join(nouns[-3:])):
            # "a toddler", "a 2 year old", "two teenagers": the user's children, named by how old they are
            return Proposal("relationship", "family:kid", statement, polarity)
        if negative and BLANKET_KIND.match(noun_phrase):
            return None  # "I have no pets", "no allergies": a whole kind denied takes back no one belief
        if (head in CHILDREN or nouns[-1] in lx.FAMILY or head in lx.FAMILY) and (
            RELATIVE_HEALTH.search(noun_phrase.lower())
        ):
            # "a son with autism", "a daughter who has diabetes": the relative's health is theirs, not said
            kin = re.match(r"(?:[\w'-]+ ){0,3}?" + re.escape(nouns[-1]) + r"\b", noun_phrase, re.I)
            if not kin:
                return None
            if negative:
                # "lost my dad to cancer": what took them is theirs too
                statement = _sentence(RELATIVE_CAUSE.sub("", statement.rstrip(".")))
            else:
                said = determiners.group(0) + kin.group(0) if determiners.group(0).strip() else _a(kin.group(0))
                statement = _sentence(f"User has {said}")
        if head in CHILDREN and (nouns[-1] != head or {"little", "baby", "twin"} & set(nouns)
                                 or quantity not in (None, "a", "an", "one")):
            # "two boys", "a little girl", "three kiddos": the user's children
            return Proposal("relationship", f"family:{CHILDREN[head]}", statement, polarity)
        if (nouns[-1] in lx.FAMILY or head in lx.FAMILY or nouns[-1] in lx.BABY_PARENTS) and len(nouns) > 1 and (
                _figurative_kin(nouns[-2], nouns[-1])):
            return None  # "a work wife", "a sugar daddy", "two fur babies": a figure of speech, no relative
        if nouns[-1] in lx.FAMILY or head in lx.FAMILY:
            return Proposal("relationship", f"family:{_kin(nouns[-1])}", statement, polarity)
        if (nouns[-1] in lx.BREEDS or nouns[-1] in lx.PETS or head in lx.PETS or nouns[-1] in ("mix", "cross")) and (
                "until" in statement and FOSTERED.search(statement)):
            return None  # "I have a husky mix until she finds a home": a foster, no pet of the user's
        if nouns[-1] in lx.BREEDS and len(nouns) <= 3:
            return Proposal("relationship", f"pet:{_pet(nouns[-1])}", statement, polarity)
        if len(nouns) >= 2 and (kind := lx.PET_NAMES.get(f"{nouns[-2]}_{nouns[-1]}")) and len(nouns) <= 4:
            return Proposal("relationship", f"pet:{kind}", statement, polarity)  # "a bearded dragon", "a ball python"
        if nouns[-1] in ("mix", "mixes", "cross") and 2 <= len(nouns) <= 4 and (
                nouns[-2] in lx.BREEDS or nouns[-2] in lx.PETS):
            # "a husky mix", "a beagle cross": a dog of that breed and others
            return Proposal("relationship", f"pet:{_pet(nouns[-2])}", statement, polarity)
        if nouns[-1] in lx.PETS or head in lx.PETS:
            return Proposal("relationship", f"pet:{_pet(head)}", statement, polarity)
        if head in lx.CONDITIONS or nouns[-1] in lx.CONDITIONS:
            # (one condition, one key, however it is named: "Crohn's" is "Crohn's disease")
            return Proposal("fact", f"health:{CONDITION_KEYS.get(head, head)}", statement, polarity,
                            sensitivity="sensitive")
        if nouns[-1] in lx.CONDITIONS_HAD and not any(
                w[:1].isupper() for w in NOUN_PHRASE_END.split(f"{noun_phrase} ")[0].split()[:-1]):
            # "a stutter", "a bad UTI", "an STD"; what a name comes before is that thing's ("a Subaru WRX STI")
            return Proposal("fact", f"health:{_singular(nouns[-1])}", statement, polarity, sensitivity="sensitive")
        if head == "count" and len(nouns) > 1 and nouns[-2] in lx.MEDICAL_COUNTS:
            # "a low sperm count", "a low platelet count": a condition named by what is counted
            return Proposal("fact", f"health:{nouns[-2]}_count", statement, polarity, sensitivity="sensitive")
        if _medical(nouns) and (slug := topic_slug(NOUN_PHRASE_END.split(f"{noun_phrase} ")[0])):
            # "a herniated disc", "a torn ACL", "a thyroid condition": a condition named by its medical head, or
            # an injured part, is health, never a possession
            return Proposal("fact", f"health:{slug}", statement, polarity, sensitivity="sensitive")
        if head in ("membership", "subscription") and len(nouns) > 1 and (
                slug := topic_slug(" ".join(nouns[:-1]))):
            # "a Costco membership", "a gym membership", "my Netflix subscription": the membership, keyed on what of
            return Proposal("fact", f"membership:{slug}", statement, polarity, confidence=0.6)
        if head in ("job", "career"):
            if got and not negative and NEW_JOB.match(determiners.group(0) + noun_phrase) and not (
                "first" in noun_phrase.lower() and JOB_LONG_AGO.search(statement)
            ):
                # "I got a new job at Google": what the user does now, superseding the occupation before it;
                # a second job is one more beside it, and a job lost or counted stays about the jobs held
                return Proposal("user_model_attr", "occupation", statement, confidence=0.65)
            return Proposal("user_model_attr", "occupation:jobs", statement, polarity)
        # "a hard time sleeping" is a time, "trouble sleeping" trouble
        # ("a hard time finding kids my age": the time had, before what it is had doing)
        event = next((nouns[i - 1] for i in range(1, len(nouns)) if nouns[i].endswith("ing")), nouns[-1])
        if not negative and (head in lx.EVENTS or event in lx.EVENTS or nouns[0] in lx.EVENTS or head in lx.OCCASIONS):
            return None  # "a meeting with the lawyer", "a phone call", "a hard time sleeping", "a wedding": not owned
        if head in lx.FOR_ONE_OCCASION or nouns[-2:] == ["boarding", "pass"]:
            return None  # "a ticket to Rome", "a parking ticket", "a boarding pass": for the occasion, not kept
        if got and not negative and len(nouns) == 1 and head in lx.JOBS and determiners.group(0).strip().lower() in (
                "my", "finally my", "just my") and noun_phrase.strip()[:2].isupper():
            return None  # "finally got my LPN", "got my CPA": a trade's credential, qualified for, no thing owned
        if got and not negative and determiners.group(0).strip().lower().endswith("my") and (
                (head in CREDENTIAL_HEADS and len(nouns) > 1 and not set(nouns) & DRIVING_WORDS) or (
                nouns[0] in CREDENTIAL_BODIES)):
            # "got my epa 608 universal", "got my PMP cert", "my private pilot certificate", "my instrument rating": a
            # credential qualified for, no thing owned; one to fly says the user flies (a driver's licence, which
            # nearly everyone holds, is left as it was)
            if set(nouns) & FLYING_CREDENTIAL_WORDS:
                return Proposal("user_model_attr", "activity:flying", statement, confidence=0.6)
            return None
        if not negative and ("_".join(nouns[-2:]) in lx.RESULTS_GOT or "_".join(nouns[-3:]) in lx.RESULTS_GOT or (
                head in lx.RESULTS_GOT and not (len(nouns) > 1 and nouns[-2] in RESULT_NOT_HEADS))):
            # "a double", "a strike on my last frame", "a hat trick": a result got, no thing owned; keyed as what is
            # won is ("I won a chili cookoff"); a raise, a bonus or a promotion is the job's, no result of the user's
            # to keep, nor a grade ("a good grade"; "a D on my economics test" is LETTER_GRADE's, below)
            if head in WORK_RESULTS or head == "grade" or "_".join(nouns[-2:]) in WORK_RESULTS or not got:
                return None
            if head in RESULTS_OF_A_GAME_ONLY_SAID and not GAME_PLAYED.search(statement):
                return None  # "a strike at work", "a strike on my driving record", "a double shift": no game's

            slug = topic_slug(" ".join(nouns[1:] if nouns[0] in ("a", "an") else nouns))
            return Proposal("fact", f"achievement:{slug}", statement, confidence=0.55) if slug else None
        if head in lx.ON_ONES_MIND or (negative and nouns[0] in lx.FACULTIES):
            return None  # "a hunch", "a second opinion", "a cold"; "lost my temper", "my train of thought"
        if got and head in TAKEN_ON_AN_OCCASION and not negative:
            return None  # "I got a picture and an autograph", "got some beautiful pictures": taken then, no thing kept
        if not negative and (head in lx.FOODS or (head == "cream" and nouns[-2:-1] == ["ice"])):
            # "got a quesadilla when I went there", "bought some strawberries kiwis bananas", "lots of beers my friends
            # left": what is eaten or drunk is no possession kept (a coffee maker, a tea set are: their head is theirs)
            return None
        if got and (head in GOT_BACK_MARKED or (head == "back" and len(nouns) > 1 and nouns[-2] in GOT_BACK_MARKED)):
            return None  # "got my midterm back", "got my latest exam results": a mark given, no thing kept
        if head in HAD_IN_NO_HAND or LETTER_GRADE.fullmatch(noun_phrase.strip(" .!")) or (
                got and LETTER_GRADE_ON.fullmatch(noun_phrase.strip(" .!"))):
            return None  # "I have no choice", "a long way to go", "got 7 seconds", "a few more weeks", "an A+"
        if head in SERVED_PEOPLE:
            return None  # "got a customer whose condenser keeps tripping", "a new client": someone served, not owned
        if (head in SERVING_PEOPLE and (head != "cleaner" or len(nouns) == 1 or nouns[-2] in CLEANERS_WHO)) or (
                nouns[-2:] in (["dog", "walker"], ["personal", "trainer"])):
            return None  # "I have a great lawyer", "I've got a good mechanic": someone who serves the user, not owned
        keyed = noun_phrase.split(" (", 1)[0]  # "a planted tank (cardinal tetras + ...)": what the aside says is not it
        if "-" in noun_phrase[:12] and (measure := MEASURE_FIRST.match(noun_phrase)):
            keyed = noun_phrase[measure.end():]  # "a 20-degree down quilt", "a 10-foot kayak": a quilt, a kayak
        if keyed.split(" ", 1)[0] in SIZE_FIRST and (
                sized := NOUN_PHRASE_END.split(f"{keyed} ")[0].split(",")[0]).strip(" .!?").count(" ") > 2 and (
                sized.replace(" ", "").isalpha()):
            keyed = keyed.split(" ", 1)[1]  # "a small mobile home park": the park, its size past the key's length
        # Keyed on the noun phrase itself: "a house and need to watch my spending" is a house.
        slug = topic_slug(NOUN_PHRASE_END.split(f"{keyed} ")[0])
        if not slug or slug.rsplit("_", 1)[-1] in HAD_IN_NO_HAND:
            return None  # (what is in no hand, however the clause runs on: "a few more weeks, then I'm out")
        # the kind is the head noun's too: "a Netgear Nighthawk AX12 router" is a device keyed on its model
        kind = _thing_kind(slug) or _thing_kind(_head(noun_phrase))
        if slug in AQUARIUMS:
            slug = "aquarium"  # "a 75 gallon planted tank", "a reef tank": an aquarium, whatever is kept in it
        if not kind and (model := MODEL_THEN_KIND.match(NOUN_PHRASE_END.split(f"{keyed} ")[0].rstrip())) and (
                _thing_kind(_head(model.group("kind"))) is None) and (kinds := topic_slug(model.group("kind"))):
            # "a Brother CS6000i sewing machine": a thing of no device's kind, keyed on what it is ("a Yaesu FT-65
            # handheld" on the model: how it is used is no kind)
            slug = slug.removesuffix(f"_{kinds}") if kinds in MODEL_FORM_WORDS else kinds
        if not kind and slug.partition("_")[0] in lx.VEHICLE_MAKES_NUMBERED:
            # "a Catalina 30": a make of boat or plane named by its number (kept in the key only below)
            kind = _thing_kind(topic_slug(NOUN_PHRASE_END.split(f"{noun_phrase.split(',')[0]} ")[0], numbers=True))
        if not kind and ("'" in noun_phrase or "-f" in noun_phrase or "\u2019" in noun_phrase) and (
                BOAT_LENGTH.search(noun_phrase)) and (
                named := slug.lstrip("0123456789_")):
            # "a used 35' Duffy", "a 40-foot Hatteras": a boat by its length in feet, keyed on its make (the
            # length no part of it)
            return Proposal("fact", f"vehicle:{named}", _sentence(f"User has {_a(noun_phrase.split(',')[0])}")
                            if polarity == "assert" else statement, polarity, confidence=0.6)
        if kind:
            # A model number is part of the model: "a pixel 8", "an iPhone 15" (not "from 2015").
            noun_phrase = noun_phrase.split(",")[0]
            if ("'" in noun_phrase or "-f" in noun_phrase) and BOAT_LENGTH.search(noun_phrase):
                noun_phrase = BOAT_FEET.sub("", noun_phrase)  # "a 25' Grady White": its length no part of the model
            if "gen" in noun_phrase.lower():  # "an Oura Ring Gen 3", "a Kindle (11th gen)": the model, any generation
                noun_phrase = DEVICE_GENERATION.sub("", noun_phrase)
            slug = _model_slug(NOUN_PHRASE_END.split(f"{noun_phrase} ")[0]) or slug
        if not negative and (owed := " ".join(_words(NOUN_PHRASE_END.split(f"{keyed} ")[0]))) in lx.DEBTS:
            # "I have a mortgage", "a personal loan", "a car loan": a debt is the user's finances (sensitive), never
            # a thing owned nor a car, as "my mortgage" is keyed
            return Proposal("fact", _debt(owed), statement, sensitivity="sensitive", confidence=0.65)
        if not kind and slug in lx.INVESTMENT_ACCOUNTS:
            # "I have a Roth IRA": an account the user holds is their finances, not a thing owned
            return Proposal("fact", f"finance:{slug}", statement, polarity, sensitivity="sensitive", confidence=0.65)
        if not kind and slug in COIN_SLUGS:
            # "I bought some Bitcoin", "I have index funds": a holding, the user's finances, not a thing owned
            return Proposal("fact", f"finance:{COIN_SLUGS[slug]}", statement, polarity, sensitivity="sensitive",
                            confidence=0.6)
        if kind and not negative:
            # One canonical statement per owned device or vehicle, whatever verb introduced it
            # ("I drive my BMW X3 to work" restates "I have a BMW X3"): a duplicate, not a change.
            core = PREPOSITION_STOP.split(f" {NOUN_PHRASE_END.split(f'{noun_phrase} ')[0].strip()} ")[0].strip()
            core = re.sub(r"\s+(?:myself|too|also|as well)$", "", core, flags=re.IGNORECASE)  # "a Ford F150 myself"
            if colour:
                core = f"{colour} {core}"  # "a white Tesla Model 3": its colour said, though no part of the key
            if condition := THING_CONDITION.search(determiners.group(0)):
                core = f"{condition.group().lower()} {core}"  # "a used Tesla Model 3": said, though no part of the key
            article = quantity or _article(core)
            statement = _sentence(f"User has {article} {core}")
        if kind == "vehicle" and slug.count("_") and slug.rsplit("_", 1)[1] in BODY_STYLES:
            slug = slug.rsplit("_", 1)[0]  # "a '66 Jaguar E-Type roadster", "a Mustang fastback": the model, any body
        if kind == "vehicle" and slug.count("_") > 1:
            slug = without_work_body(slug, noun_phrase)
        if kind == "device" and slug.startswith("switch") and "Switch" in noun_phrase:
            slug = f"nintendo_{slug}"  # "a Switch": the console, keyed by its maker's name too, as _device keys it
        return Proposal("fact", f"{kind or 'possession'}:{slug}", statement, polarity, confidence=0.65)

    @staticmethod
    def org_board(text: str) -> list[Proposal]:
        """A seat on an organization's board, taken or left, keyed on what the board is of; an officer of the board
        of an organization named, on the organization."""
        def said(end: int) -> str:
            return _sentence("User " + third_person_possessive(third_person(text[2:end])) if text[:2].lower() == "i "
                             else "User is " + third_person_possessive(text[4:end]))

        if m := BOARD_OFFICER_OF.match(text):
            slug = _named_slug(m.group(1))
            return [Proposal("fact", f"membership:{slug}", said(m.end()), confidence=0.6)] if slug else []
        left = LEFT_ORG_BOARD.match(text)
        if not (m := left or ON_ORG_BOARD.match(text)):
            return []
        slug = topic_slug(m.group("of").replace("-", "")) if m.group("of") else _named_slug(m.group("named"))
        return [Proposal("fact", f"membership:{slug}_board", said(m.end()), "retract" if left else "assert",
                         confidence=0.6)] if slug and slug not in NO_MEMBERSHIP else []

    def worked_once(self, how: str, what: str, statement: str) -> list[Proposal]:
        """Work said in the past, "I worked as a nurse for 10 years", "I worked at a bakery in high school", "I worked
        in retail": a former job, keyed on the job, the employer or the field, as "I was a nurse" is. A place worked
        in ("I worked in Chicago for years") is where, not what, and forms nothing."""
        # (what the work was, not what was done there or when: "a bridal shop altering dresses", "construction
        # previously")
        named = SAID_IN_PASSING.sub("", WORK_DONE_THERE.split(NOUN_PHRASE_END.split(f"{what} ")[0], 1)[0].rstrip())
        if how == "in" and not _worked_in_work(named):
            return []  # "worked in Chicago", "in the garden": a place, not a line of work
        field = FIELD_WORKED_IN.match(named) if how == "in" else None
        named = field.group() if field else named
        slug = topic_slug(named) or ("it" if INFORMATION_TECHNOLOGY.fullmatch(named.strip()) else "")
        return [Proposal("user_model_attr", f"history:{slug}", statement, confidence=0.55)] if slug else []

    def resolved(self, proposal: Proposal) -> Proposal:
        """'my watch' names the Apple Watch the user told us about, when there is exactly one."""
        kind, _, slug = proposal.subject.partition(":")
        words = slug.split("_")
        known = sorted(set(self.known.get(kind, [])))
        matches = [s for s in known if set(words) <= set(s.split(":", 1)[1].split("_"))]
        if not matches and slug in GENERIC_THINGS and len(known) == 1 and _of_the_kind(slug, known[0]):
            matches = known
        if len(matches) == 1:
            return Proposal(
                proposal.belief_type,
                matches[0],
                proposal.statement,
                proposal.polarity,
                proposal.sensitivity,
                proposal.confidence,
                proposal.portability,
            )
        return proposal

    def likings(self, verb: str, obj: str) -> list[Proposal]:
        """A liking of each pursuit said one after another: "I love hiking and fishing", "reading, hiking and
        swimming", "to cook and travel" are likings each correctable alone (what follows a pursuit's "and" that is no
        pursuit is the pursuit's: "playing kickball and basketball")."""
        if " and " in obj or "," in obj:
            if obj[:3].lower() == "to " and VERBS_IN_TURN.match(obj):
                parts = [f"to {part}" for part in PURSUIT_BREAK.split(obj[3:])]
                if any((first := part[3:].partition(" ")[0].lower()) in lx.STOPWORDS or first in lx.VAGUE
                       for part in parts[1:]):
                    parts = []  # "to dance, now that I'm out of danger", "to build and stuff": one verb, then no verb
            else:
                parts = PURSUITS_IN_TURN.split(obj) if "ing" in obj else []
                if not all(GERUND_FIRST.match(part) for part in parts):
                    parts = []  # "wine and dancing", "a good comedian, making me laugh": no pursuits in turn
            if len(parts) > 1 and all(parts):
                # a verb that needs its object, alone before the next ("playing and listening to music", "to play
                # and watch pro players"), is said of that object, which is the next one's: no liking of its own
                parts = [part for i, part in enumerate(parts) if i + 1 == len(parts) or re.sub(
                    r"^to\s+", "", part.strip(), flags=re.I).lower() not in OBJECT_NEEDED]
                return [p for part in parts if (p := self.preference(verb, part)) is not None]
        return _listed(self.preference(verb, obj))

    def preference(self, verb: str, obj: str) -> Proposal | None:
        if NOT_A_THING.match(obj):
            return None
        obj = re.sub(r"\s+(?:too|also|as well|a lot|so much|very much)$", "", obj, flags=re.I)
        said_obj = obj
        if "thing" in obj and (more := ANYTHING_LIKE.search(obj)):
            obj = obj[:more.start()]  # "Ann Patchett and anything that feels like her": the one named
        if ("xture" in obj or "taste" in obj or "smell" in obj or "flavo" in obj or "consisten" in obj) and (
                sensed := SENSED_OF.fullmatch(_phrase(obj))):
            obj = sensed.group(1) or sensed.group(2)  # "tofu txture", "the smell of cilantro": the thing itself
        # What the object points back to ("riding them", "the way she sings", "his early stuff") is
        # unknown out of context, unless it is someone named before it ("my wife and her cooking").
        if unresolved(_phrase(obj), first_conjunct=False):
            return None
        if (obj[:3].lower() == "my " or obj[:4].lower() == "our ") and not WHOSE_IN_IT.search(obj) and (
                own := self.thing(_phrase(obj), False, _sentence(
                    f"User {verb} {third_person_possessive(said_obj)}"))) is not None and (
                own.subject.startswith(("pet:", "family:"))):
            # "I love my cat Milo", "obsessed with my rescue greyhound", "I adore my wife", "I love our dogs": the
            # user's own pet or relative, no liking of a kind
            return own
        # Keyed on the first thing named: "jazz, especially Coltrane" is a liking of jazz.
        keyed = _phrase(obj)
        if (" and " in keyed or " but " in keyed) and (own := OWN_VERB_JOINED.search(keyed)):
            keyed = keyed[:own.start()]  # "star wars and am a huge fan": star wars, then what the user is
        if "," in obj and (described := DESCRIBED_BY_COMMAS.match(obj)):
            keyed = _phrase(described.group(1))  # "light, casual reading": reading, however it is described
        slug = topic_slug(re.sub(r"^to (?:go |do |be )?", "", keyed, flags=re.I))
        if (obj[:3].lower() == "my " or obj[:4].lower() == "our ") and (pet := OWN_PET_LIKED.match(_phrase(obj))):
            slug = topic_slug(_singular(pet.group(1).lower()))  # "my rescue greyhound Pickles" is greyhound
        if not slug:
            return None
        verbal = obj[:3].lower() == "to " or ("go" in obj[:6].lower() and GOING_FOR.match(obj) is not None)
        slug = _pursuit_head(slug, verbal)  # "to run", "going for runs" are running
        if slug == "hunting" and HUNTED_FOR_NO_GAME.search(obj):
            return None  # "I love to hunt for deals", "hunting for vintage clothes": a search, no hunting
        if obj[:3].lower() == "to " and slug.partition("_")[0] == obj[3:].partition(" ")[0].lower():
            # "to spend time with my cats" is spending time, as "spending time with" is (the verb said first: "to go
            # to concerts", "to do yard work" are keyed on what is gone to or done)
            slug = _gerund_first(slug)
        subject = stable_subject(obj) or f"preference:{slug}"
        # A choice between two ("R over Python") is keyed on the pair whichever way round, so the
        # opposite choice later supersedes it instead of standing beside it.
        # "over" after a liking is a choice between bare names ("running over driving"); before a determiner
        # it is a preposition ("hang out over the weekend", "cooking over an open fire"), unless preferred.
        choice = CHOICE.fullmatch(_phrase(obj))
        if choice and choice.group(2).lower() == "over" and verb != "prefers" and re.match(
            r"(?:the|a|an|my|our|his|her|their|its|this|that|these|those|some|all)\b", choice.group(3), re.I
        ):
            choice = None
        if choice and not stable_subject(obj):
            pair = sorted(filter(None, (topic_slug(choice.group(1)), topic_slug(choice.group(3)))))
            if len(pair) == 2 and pair[0] != pair[1]:
                subject = f"preference:{pair[0]}_vs_{pair[1]}"
        return Proposal(
            "preference", subject, _sentence(f"User {verb} {third_person_possessive(said_obj)}"), confidence=0.65
        )

    def possessive(self, rest: str) -> Proposal | None:
        statement = _sentence("User's " + third_person_possessive(rest))
        if ("high" in rest or "low" in rest or "elevated" in rest) and (m := MEASURE_RUNS.match(rest)):
            # "my cholesterol's been high for a couple years": a condition, said as a reading
            level = "high" if m.group(2).lower() == "elevated" else m.group(2).lower()
            return Proposal("fact", f"health:{level}_{topic_slug(m.group(1))}", _sentence("User's " + _phrase(rest)),
                            sensitivity="sensitive", confidence=0.6)
        if m := _m(r"(?:favou?rite|fave) (.+?) (?:is|are|was) (.+)", rest):
            if kind := topic_slug(m.group(1)):
                return Proposal("preference", f"favorite:{kind}", statement, confidence=0.7)
            # "my favorite thing (to do) is shopping", "my favorite one is Mathematics": a kind that names nothing is
            # keyed on the favorite itself, unless that only points ("my favorite thing is that")
            named = re.sub(r"^(?:to |when |that )", "", _phrase(m.group(2)), flags=re.I)
            slug = "" if unresolved(named) or _m(r"(?:when|that|if|how|what)\b", m.group(2)) else topic_slug(named)
            # "my favorite thing to do is hike": what is done, its verb's gerund
            slug = _pursuit_head(slug, " to " in f" {m.group(1)} " or named != _phrase(m.group(2)))
            return Proposal("preference", f"favorite:{slug}", statement, confidence=0.6) if slug else None
        if (
            m := _m(r"(?:favou?rites?|faves?) (?:is|are|would be|has to be|have to be) (.+)", rest)
        ) and not DEICTIC.match(m.group(1)):
            # keyed on the first one named, as a liking is: "my faves are Hardcore History and Serial"
            slug = topic_slug(re.split(r",\s*|\s+(?:and|&|or|plus)\s+", _phrase(m.group(1)), maxsplit=1)[0])
            return Proposal("preference", f"favorite:{slug}", statement, confidence=0.6) if slug else None
        words = _words(rest)
        if not words:
            return None
        if (words[0] in lx.MEDICATIONS or (len(words) > 1 and words[1] in lx.MEDICATIONS)) and (
                filled := MY_MEDICINE_FILLED.match(rest)):
            # "my levothyroxine 75mcg refill is due on the 14th", "my OWN Adderall refill got rejected": a medicine
            # filled for the user is one they are on
            return _medicines(filled, statement)[0]
        if m := _m(r"(?:native|mother|first) (?:language|tongue) (?:is|are) (.+)", rest):
            spoken = [w for w in _words(_phrase(m.group(1))) if w in lx.LANGUAGES]
            return Proposal("user_model_attr", f"language:{spoken[0]}", statement) if spoken else None
        if len(words) > 1 and _figurative_kin(words[0], words[1]) and _singular(words[1]) in lx.FAMILY:
            return None  # "my baby daddy lives in Ohio", "my work wife": a figure of speech, no relative
        if len(words) > 3 and words[0] in (
            "older",
            "younger",
            "little",
            "big",
            "oldest",
            "youngest",
            "baby",
            "twin",
            "ex",
            "step",
            "best",
            "late",
        ):
            words = words[1:]
        if len(words) > 2 and words[0] in lx.NATIONALITIES and (
                words[1] in lx.FAMILY or _singular(words[1]) in lx.FAMILY):
            words = words[1:]  # "my Thai girlfriend", "my German husband": the relative, whatever their land
        if len(words) > 2 and words[0] == "own" and (words[1] in lx.FAMILY or _singular(words[1]) in lx.FAMILY):
            words = words[1:]  # "my own kids go to schools in the same district": the user's kids
        if len(words) > 2 and words[0] in KIN_COUNTS and (
                words[1] in lx.FAMILY or _singular(words[1]) in lx.FAMILY) and (
                not words[2].isdigit() and words[2] not in ("and", "or", "plus")):
            words = words[1:]  # "My three grandchildren visit on Sundays", "my two sons have asked me": the relatives
        if len(words) > 1 and words[1] in CHILD_DOES and AGED_CHILD.fullmatch(words[0]):
            words = ["kid", *words[1:]]  # "my 5-year-old loves dinosaurs": a child of the user's, named by their age
        elif len(words) > 2 and (words[1] in lx.FAMILY or _singular(words[1]) in lx.FAMILY) and (
                AGED_CHILD.fullmatch(words[0])):
            words = words[1:]  # "my 12-year-old son plays chess": the son
        if len(words) > 2 and ("old" in words[:3] or words[0].endswith("-old")) and (
                aged := AGED.match(" ".join(words[:3]))):
            words = words[aged.group().count(" ") + 1:]  # "my 8-year-old son", "my two year old daughter": who
        if len(words) > 2 and (kind := lx.PET_NAMES.get(f"{words[0]}_{words[1]}")):
            words = [kind, *words[2:]]  # "my leopard gecko Mango hasn't eaten": a pet named by two words, its kind
        while len(words) > 3 and words[0] in PET_SAID_OF and _is_pet_word(words[1:3]):
            # "our rescue dog is asleep next to me", "my senior great dane": the pet, whatever it is said to be
            words = words[1:]
        # "my great dane snores", "my german shepherd Rex": the breed's own word, no other thing said with its first
        breed_named = len(words) > 3 and words[0] in BREED_FIRST_WORDS and words[1] in lx.BREEDS
        if breed_named:
            words = words[1:]
        first = words[0]
        if first in lx.FAMILY or _singular(first) in lx.FAMILY:
            # A relative's lasting traits, not one thing they did once ("finally sold his motorcycle", "quit
            # smoking"), nor how they feel for now ("is so relieved"), nor their diet or health, which is theirs.
            # their name is not what they do: "my coworker Dana has type 2 diabetes"
            named = {w.lower() for w in CAPITALIZED.findall(rest)}
            verb = next((w for w in words[1:6] if (w not in lx.STOPWORDS and w not in lx.ADVERBS and w not in named
                                                   and w not in OTHERS_ADVERBS) or w in ("is", "are", "has", "have")),
                        "")
            after_have = words[words.index(verb) + 1:words.index(verb) + 3] if verb in ("has", "have") else []
            if (done := next((w for w in after_have if w not in lx.ADVERBS and w not in OTHERS_ADVERBS), "")) and (
                    done.endswith("ed") or done in IRREGULAR_PAST):
                verb = done  # "my son has moved to Leeds", "has just started school": a doing, no possession
            if ("died" in rest or "passed" in rest or "killed" in rest) and (died := RELATIVE_DIED.match(rest)) and (
                    _kin(died.group(1)) in DIED_SPOUSES):
                # "my husband died in March": the user is widowed, which is their status (a relative gone is not said
                # to be had: "my dad passed away" forms nothing)
                return Proposal("user_model_attr", "relationship_status", statement, confidence=0.6)
            if len(words) < 3:
                return None
            if ECHOED_ONLY.issuperset(words[1:]) or SAID_BACK_ONLY.match(rest):
                # "my wife is too", "my dad does", "my brother that is": what they are or do is said elsewhere, not
                # here; that the user has them is all the clause says ("User has a wife", not "User's wife is")
                if first in lx.ACQUAINTANCES or RELATIVE_GONE.search(rest):
                    return None
                return Proposal("relationship", f"family:{_kin(first)}", _sentence(f"User has {_a(first.lower())}"),
                                confidence=0.6)
            if OPINION_OF_USER.match(rest):
                # "my friend thinks I'm a programmer": what another thinks or says of the user is no fact about
                # them, and the thinking is no lasting trait of the friend's either
                return None
            if RELATIVE_HEALTH.search(rest.lower()):
                # "my son has a peanut allergy": the relative's health is theirs, never stored, not even in the
                # statement; that the user has a son is theirs, said as they would ("User has a son"). Not of one
                # who is gone ("my late husband had cancer") nor of a friend, whose health says nothing of the user.
                if first in lx.ACQUAINTANCES or RELATIVE_GONE.search(rest):
                    return None
                return Proposal("relationship", f"family:{_kin(first)}", _sentence(f"User has {_a(first.lower())}"),
                                confidence=0.6)
            if BELIEF_NAMED.search(rest.lower()):
                # "my dad is a devout Catholic", "my brother is gay", "my mom is a lifelong Republican": their faith,
                # orientation or politics is theirs, sensitive, never stored; that the user has them is the user's
                if first in lx.ACQUAINTANCES or RELATIVE_GONE.search(rest):
                    return None
                return Proposal("relationship", f"family:{_kin(first)}", _sentence(f"User has {_a(first.lower())}"),
                                confidence=0.6)
            if _immigration_hint(rest) and OTHERS_STANDING.search(rest):
                # "my mom is a permanent resident", "my wife is here on a work visa": their standing is theirs, never
                # stored, as their health is not; that the user has them is the user's
                if first in lx.ACQUAINTANCES or RELATIVE_GONE.search(rest):
                    return None
                return Proposal("relationship", f"family:{_kin(first)}", _sentence(f"User has {_a(first.lower())}"),
                                confidence=0.6)
            # What involves the user ("my dad taught me the piano", "my mom is so proud of me", "my mom moved in
            # with us") stays; a relative who is gone ("my dad passed away in my arms") is not said to be had.
            if PARTED_FROM_USER.search(rest):
                return None  # "my girlfriend ran off", "my husband walked out on us": no longer the user's
            # (only in their own clause: "my boss is a dragon and my inbox is on fire" involves the user's inbox, not
            # the boss)
            own_clause = rest.split(" ", 1)[-1]
            if " my " in own_clause or " our " in own_clause:
                own_clause = NEXT_MY_CLAUSE.split(own_clause, maxsplit=1)[0]
            involves_user = bool(USER_INVOLVED.search(own_clause)) and not RELATIVE_GONE.search(rest)
            # What a relative did once is theirs, and no trait of theirs either ("my brother-in-law built a canoe last
            # summer"): that the user has them is all it says of the user, said as they would ("User has a
            # brother-in-law"). A friend's or one gone says not even that, nor does what a relative parted with ("my
            # brother finally sold his motorcycle", "my dad quit smoking"): the shape of a retraction, kept wholly
            # away from the user's own.
            had = None if first in lx.ACQUAINTANCES or RELATIVE_GONE.search(rest) or verb in PARTED else Proposal(
                "relationship", f"family:{_kin(first)}", _sentence(f"User has {_a(first.lower())}"), confidence=0.6)
            if verb.endswith("ed") and verb not in ("married", "retired", "named", "called") and not (
                involves_user and first not in lx.ACQUAINTANCES
            ):
                return had
            if verb in IRREGULAR_PAST and verb not in ("was", "were", "had", "made", "grew", "became") and not (
                involves_user
            ):
                return had
            if (state := OTHERS_STATE.search(rest)) and (
                ((said := state.group(1).lower()) in lx.EMOTIONS and not involves_user)
                or said in lx.OTHERS_SENSITIVE or said in lx.DIETS or said in lx.CONDITIONS or said.endswith("-free")
            ):
                # a relative's diet is theirs, and that the user has them all it says of the user ("my wife is
                # pescatarian", as "my dad is diabetic"); a friend's says nothing
                return had if said in lx.DIETS and not involves_user else None
            if verb in ("has", "have", "owns", "own", "drives", "bought", "got"):
                return None  # their possessions are not the user's
            if first in lx.ACQUAINTANCES and _m(r"(?:[\w'-]+ ){1,3}(?:is|are) (?:\w+ )?\w+ing\b", rest):
                return None  # what a friend is doing now ("is planning her honeymoon and roped me in") is theirs
            if first in lx.ACQUAINTANCES and not involves_user and not _m(
                r"(?:[\w'-]+ ){1,2}(?:is|are) (?-i:[A-Z])[\w'-]*$", rest
            ) and not (first in lx.WORKMATES and WORK_ROLE.match(rest.split(" ", 1)[-1])):
                # A friend's, a boss's or a roommate's own traits and doings are theirs ("my friend Marco is Italian",
                # "my boss is obsessed with CrossFit"); who they are to the user ("my best friend is Jess") stays, and
                # so does a workmate's role at work ("my colleague Priya runs the data platform team").
                return None
            return Proposal("relationship", f"family:{_kin(first)}", statement)
        gone = _m(r"[\w'-]+(?: [A-Z]\w+)? (?:passed away|passed|died)\b", rest)
        if (first in lx.PETS or _singular(first) in lx.PETS) and gone:
            # "My dog passed away": the pet is no longer the user's
            return self.resolved(Proposal("relationship", f"pet:{_pet(first)}", statement, "retract"))
        m = _m(r"(?:(left|right) )?(\w+) (?:is|has) (?:now |finally |fully |completely |totally |all )*"
               r"(?:healed|recovered|better now|fine now|back to normal)\b", rest)
        if m and m.group(2).lower() in lx.BODY_PARTS:
            side = f"{m.group(1).lower()}_" if m.group(1) else ""
            return self.resolved(Proposal("fact", f"health:{side}{_singular(m.group(2).lower())}", statement, "retract",
                                          sensitivity="sensitive"))
        if first in lx.PETS or _singular(first) in lx.PETS or first in PET_KINDS or (first in lx.BREEDS and (
                first not in AMBIGUOUS_BREEDS or breed_named or _m(r"[\w-]+ (?-i:[A-Z])[a-z]+\b", rest))):
            # A pet's lasting traits, not one thing it did once ("my dog did awesome", "my cat jumped on her").
            verb = next((w for w in words[1:4] if w not in lx.STOPWORDS or w in ("is", "are", "has", "have", "did")),
                        "")
            if len(words) < 3 or (verb.endswith("ed") and verb not in ("named", "called")) or verb == "did":
                return None
            if SAID_BACK_ONLY.match(rest):
                # "my labrador does but the golden, not so much", "my dog does the same thing!!": what it does is said
                # elsewhere; that the user has it is all the clause says
                return Proposal("relationship", f"pet:{_pet(first)}", _sentence(f"User has {_a(first.lower())}"))
            if first in lx.BREEDS and first not in lx.PETS:
                # "my corgi Biscuit is 9 and the vet just diagnosed him": the pet, not what the clause goes on to
                pet_said = re.split(r",?\s+(?:and|but|so)\s+", rest, maxsplit=1)[0]
                statement = _sentence("User's " + third_person_possessive(pet_said))
            return Proposal("relationship", f"pet:{_pet(first)}", statement)
        m = _m(
            r"(?:(left|right) )?(\w+) (?:hurts|aches|is sore|gets sore|is swollen|is injured|"
            r"is broken|has been hurting|keeps hurting|is killing me|"
            r"(?:is|has been) (?:wrecked|shot|messed up|acting up)|has (?:never|not) been (?:right|the same))",
            rest,
        )
        if m and m.group(2).lower() in lx.BODY_PARTS:
            side = f"{m.group(1).lower()}_" if m.group(1) else ""
            return Proposal("fact", f"health:{side}{_singular(m.group(2).lower())}", statement, sensitivity="sensitive")
        m = _m(r"(?:new |current )?(daily driver|project car|weekend car|(?:(?:work|main|home|personal|gaming|school|"
               r"primary|spare|old|everyday) )?[\w-]+) is (?:a|an) (?-i:([A-Z0-9].*))", rest)
        if m and (kind := _thing_kind(_OWN_KIT.get(word := m.group(1).lower().rsplit(" ", 1)[-1], CAR_CALLED.get(
                m.group(1).lower(), word)))):
            # "My laptop is a ThinkPad X1", "my work machine is an M2 MacBook Pro": the user owns that model, one
            # subject per model, of the model's own kind where it names one ("my daily driver is a Pixel 8": a phone)
            model = PREPOSITION_STOP.split(f" {NOUN_PHRASE_END.split(m.group(2) + ' ')[0].strip()} ")[0].strip()
            slug = topic_slug(model)
            return Proposal("fact", f"{_thing_kind(slug) or kind}:{slug}", statement, confidence=0.65) if slug else None
        if (m := _m(r"(?:" + _WHICH_JOB + r")?(?:job|work|career|profession) (?:is|are) (.+)", rest)) and (
                JOB_JUDGED.match(m.group(1))):
            return None  # "my job is getting busy and stressful", "my work is great": how it goes, not what it is
        if m := _m(r"(?:" + _WHICH_JOB + r"(?=(?:job|work|career|profession) ))?"
                   r"(job|work|career|profession|name|hobby|hobbies|passion|major|birthday|degree) (?:is|are) (.+)",
                   rest):
            kind = {
                "job": "occupation",
                "work": "occupation",
                "career": "occupation",
                "profession": "occupation",
                "name": "identity:name",
                "hobby": "activity",
                "hobbies": "activity",
                "passion": "activity",
                "major": "education",
                "birthday": "identity:birthday",
                "degree": "education",
            }[caseless(m.group(1))]
            # a job or schooling is one slot, whatever it is; a hobby is keyed on what it is
            whole = ":" in kind or kind in ("occupation", "education")
            pursued = m.group(2)
            if not whole and (gerund := GERUND_OF.match(pursued)):
                pursued = gerund.group(1)  # "the fishing of river": the pursuit, not where it is done
            subject = kind if whole else f"{kind}:{_pursuit(topic_slug(pursued))}"
            return Proposal("user_model_attr", subject, statement, confidence=0.7)
        return None

    def own_decision(self, verb: str, rest: str, said_as: str) -> list[Proposal]:
        """ "I've decided to deploy on Fly.io": a solo worker's decision about the work, keyed as a team's is."""
        said = _sentence(f"{said_as} {verb.lower()} {rest}")
        return [replace(p, statement=said) for p in _listed(self.decision(verb, rest))]

    def decision(self, verb: str, rest: str) -> Proposal | None:
        # when it was decided is not what ("we decided last sprint to deploy only through GitHub Actions")
        decided = DECIDED_WHEN.sub("", rest)
        if " will " in decided or "'ll " in decided or " going to " in decided:
            # "that our firm will adopt Teams", "we'll use Docker Compose": what is to be done, by whom said apart
            decided = DECIDER.sub(lambda who: "to " if TOOL_CHOSEN.match(decided, who.end()) else "", decided)
            if what_for := DECIDED_FOR.match(decided):
                decided = "to " + decided[what_for.end():]  # the tool is what was decided, not what it is for
        tool = re.sub(r"^to (?:use |go with |switch to )", "", decided, flags=re.I)
        if tool != decided:
            # "to go with Kafka instead of RabbitMQ for the event bus": the tool chosen, not what it beat or is for
            tool = re.split(r"\s+(?:instead of|rather than|over|for|as|because|since)\s+", tool, maxsplit=1,
                            flags=re.I)[0]
        # a decision to do something is keyed on the doing ("to deploy only through GitHub Actions" is deploy)
        slug = topic_slug(tool[3:], limit=1) if tool[:3].lower() == "to " else topic_slug(tool)
        if not slug:
            return None
        third = {"use": "uses", "are using": "is using", "are going with": "is going with"}
        said = third.get(verb.lower(), verb.lower())
        return Proposal("fact", f"decision:{slug}", _sentence(f"User's team {said} {rest}"), portability="local")

    def given_up(self, rest: str, said: str) -> list[Proposal]:
        """A pursuit the user gave up, keyed as taking it up was: "I quit running" takes back "I run every morning".
        `rest` is what follows "I" (or "I've"), `said` the statement of its phrase."""
        if ("betting" in rest or "gambling" in rest or "fantasy" in rest) and (gave := GAME_QUIT.match(rest)):
            # "I quit sports betting cold turkey in January", "I gave up fantasy football": the game, given up
            return [Proposal("user_model_attr", f"activity:{_game_key(gave.group(1))}",
                             _sentence("User " + rest[:gave.end()]), "retract")]
        if (played := NOUN_GIVEN_UP.fullmatch(_phrase(rest))) and (
                (noun := played.group("noun").lower()) in lx.INSTRUMENTS or noun in lx.SPORTS or noun in DONE_NOUNS
        ) and (played.group("no").lower() == "no longer" or played.group("anymore")):
            # "I don't play guitar anymore", "I no longer do yoga": the pastime named by its noun, given up
            return [Proposal("user_model_attr", f"activity:{DONE_KEYS.get(noun, noun)}", said, "retract")]
        if (quit := NOUN_QUIT.fullmatch(_phrase(rest))) and (
                (noun := quit.group("noun").lower()) in lx.INSTRUMENTS or noun in lx.SPORTS or noun in DONE_NOUNS):
            # "I quit CrossFit after my shoulder surgery", "I gave up tennis": the pastime named by its noun, given up
            # (said without when: the surgery is no part of the pastime)
            at = said.lower().find(noun, len("User "))
            said = _sentence(said[: at + len(noun)]) if at > 0 else said
            return [Proposal("user_model_attr", f"activity:{DONE_KEYS.get(noun, noun)}", said, "retract")]
        if "playing " in rest and (stopped := STOPPED_PLAYING.match(rest)):
            # "I stopped playing Overwatch last year", "quit playing League": the game, keyed as playing it is
            # (read afresh, as a clause of its own is: a Rules of no known beliefs)
            return [replace(p, statement=_sentence("User " + rest[:stopped.end()]), polarity="retract")
                    for p in type(self)({}).acting(f"play {stopped.group(1)}") if p.subject.startswith("activity:")][:1]
        m = PURSUIT_GIVEN_UP.fullmatch(_phrase(rest))
        if not m or (m.group("no") and m.group("no").lower() != "no longer" and not m.group("anymore")):
            return []
        pursuit = lx.PURSUITS.get((m.group("gerund") or m.group("going") or m.group("verb")).lower())
        return [Proposal("user_model_attr", f"activity:{pursuit}", said, "retract")] if pursuit else []
