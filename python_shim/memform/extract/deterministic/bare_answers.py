"""A bare answer to what the assistant just asked, and what the user says across clauses."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from memform.extract import lexicon as lx
from memform.extract.patterns import lazy_regex
from memform.extract.text import ForeignRegions, caseless

from .kin_in_passing import HEDGED_AFTER, LANGUAGE_POINTED, _favorite_named
from .learner_english import _LANGUAGES, _SHOE_NUMBER, SHOE_SIZE, SIZE_ANSWERED
from .long_messages import (
    _RIG_WORDS,
    ACCOUNT_OWNED,
    BUDGET_ITEMS,
    BUDGET_KEYS,
    CARDS_PAID,
    COMMISSIONER_OF,
    CURRENT_ROLE,
    DEBT_CARRIED,
    DEBT_LINE,
    DEBT_OWED,
    DEBT_OWNED,
    DEBT_PAID,
    DEVICE_NAMED,
    DEVICE_RUNNING,
    KIN_OWNS,
    KIND_THEN_MODEL,
    MY_GAME_KEPT,
    OPERATING_SYSTEMS,
    OTHER_SUBJECT,
    OUR_MODEL,
    OUR_MORTGAGE,
    OWN_MACHINE_RUNS,
    PLACE_LINE,
    RIG_KEYS,
    RIG_LIVED_IN,
    SALARY_OF,
    SALARY_OWNER,
    _debt,
    _game_key,
    _sentence,
)
from .phrases import _named, _phrase
from .places_and_work import CHILDREN, PLAYED_ON, _asked_after, _head
from .requests import SYSTEM_ON_DATABASE
from .statements import FACT_TAIL, _thing_kind, third_person_possessive
from .subjects import WHITESPACE, Proposal, _ascii, _kin, _singular, _words, topic_slug
from .things_held import (
    COIN_HELD,
    COIN_KEYS,
    COIN_NAMED,
    FIRST_PERSON_CLAUSE,
    GERUND_OF_MINE,
    IS_MY_KIN,
    KEPT_ON_DEVICE,
    MY_CAPITAL,
    NOW_NOT_THEN,
    OWN_OR_HOUSEHOLD_CLAUSE,
    PARTED_WITH,
    SAID_TO_BE_KINS,
    _a,
    _model_slug,
)

if TYPE_CHECKING:
    from .rules import Rules


def _played_on(obj: str) -> list[Proposal]:
    """The devices, by their models, a game is said played on (PLAYED_ON); devices only ("on a Tuesday" is none)."""
    return [p for m in PLAYED_ON.finditer(obj) for model in m.groups() if model
            for p in _device(model, "", True) if p.subject.startswith("device:")]


def _device(model: str, after: str = "", named_alone: bool = False) -> list[Proposal]:
    """A device or car by its model; `after` is what follows the model in the clause. A make is also a company:
    a car's model must end its noun phrase ("my Mazda dealer", "my Honda service plan" name no car), and so
    must a device's when `named_alone` (said in a clause about something else: "my Kindle froze last night")."""
    slug = _model_slug(model)
    kind = (_thing_kind(slug) or _thing_kind(_head(model))) if slug else None
    if (kind == "vehicle" or named_alone) and not MODEL_ENDS.match(after):
        return []
    if kind == "device":
        if slug.startswith("switch") and model[:1] == "S":
            slug = f"nintendo_{slug}"  # "a Switch", "my Switch OLED": the console, by its maker's name too
        return [Proposal("fact", f"device:{slug}", _sentence(f"User has {_a(model)}"), confidence=0.6)]
    if kind == "vehicle":  # "my 2019 Mazda 3": the model year is skipped by the pattern, the car is keyed on its model
        return [Proposal("fact", f"vehicle:{slug}", _sentence(f"User has {_a(model)}"), confidence=0.6)]
    return []


def _coins_held(rest: str, said: str) -> list[Proposal]:
    """The coins and funds the user holds, named in a clause that opens on holding them (or on selling them all,
    which takes back the one sold), each a sensitive finance key; a device they are kept on is the user's too."""
    held = COIN_HELD.match(rest)
    if not held:
        return []
    if held.group("sold"):
        named = COIN_NAMED.search(rest, held.start("sold"))
        coin = named.group().lower() if named else ""
        return [Proposal("fact", f"finance:{COIN_KEYS.get(coin, coin)}", said, "retract", sensitivity="sensitive",
                         confidence=0.6)] if coin else []
    found: list[Proposal] = []
    for named in COIN_NAMED.finditer(rest):
        coin = named.group().lower()
        key = f"finance:{COIN_KEYS.get(coin, coin)}"
        if key not in {p.subject for p in found}:
            found.append(Proposal("fact", key, said, sensitivity="sensitive", confidence=0.6))
    if found and " on " in rest and (kept := KEPT_ON_DEVICE.search(rest)):
        found += _device(kept.group(1))  # "2 BTC on a Ledger Nano X": the hardware wallet, the user's
    return found


def _language_pointed(text: str) -> list[tuple[Proposal, str, int]]:
    out = []
    regions = ForeignRegions.of(text)
    for m in LANGUAGE_POINTED.finditer(text):
        if _asked_after(text, m.end()) or regions.touch(m.start(), m.end()) or (
                HEDGED_AFTER.match(text, m.end()) or SAID_AFTER.match(text, m.end())):
            continue
        language, which = m.group("language"), m.group("which").lower()
        said = _sentence(f"{language.capitalize()} is the user's {which} "
                         f"{'tongue' if m.group().lower().endswith('tongue') else 'language'}")
        spoken = Proposal("user_model_attr", f"language:{language.lower()}", said, confidence=0.6)
        out.append((spoken, m.group(), m.start()))
    return out


# -- a bare answer to what the assistant just asked --------------------------------------------------------------
# "To build the plan I need your age, any injuries, and what equipment you have." "41, bad left knee from an old ACL
# tear, and just a set of adjustable dumbbells in the garage." The user's reply names values without saying what
# they are; the assistant's question, just before it, says which. Only the question's frame is taken from it: what
# forms is said in the user's own words, judged as the clause it completes ("I'm 41", "I have a bad left knee ..."),
# and evidenced by them. What the question asks is found by what it names, in the order named.
ASKED_SLOTS = (
    ("age", lazy_regex(r"\byour age\b|\bhow old are you\b", re.IGNORECASE)),
    ("job", lazy_regex(r"\bwhat do you (?:currently |still )?do(?: for (?:work|a living))?\b"
                       r"|\byour (?:current )?(?:job|occupation|profession|line of work)\b", re.IGNORECASE)),
    ("injury", lazy_regex(r"\binjur(?:y|ies)\b|\b(?:health|medical) (?:conditions?|issues?|problems?)\b",
                          re.IGNORECASE)),
    ("equipment", lazy_regex(r"\b(?:equipment|gear)\b[^.?!]{0,20}\byou (?:have|own|'ve got|already have)\b"
                             r"|\byour (?:equipment|gear)\b|\b(?:equipment|gear) (?:available|on hand)\b",
                             re.IGNORECASE)),
    ("device", lazy_regex(r"\b(?:which|what) (?:phone|laptop|computer|tablet|device)\b[^.?!]{0,30}"
                          r"\b(?:are you (?:on|using)|do you (?:have|use|own)|you(?:'re| are) (?:on|using)|is yours)\b",
                          re.IGNORECASE)),
    ("vehicle", lazy_regex(r"\b(?:which|what) (?:car|vehicle)\b[^.?!]{0,30}\b(?:do you (?:have|drive|own)"
                           r"|are you driving|you drive)\b|\bwhat do you drive\b", re.IGNORECASE)),
    ("pets", lazy_regex(r"\b(?:do you have|have you got|any) (?:any )?pets\b", re.IGNORECASE)),
    # "Do you have kids or pets I should plan around?": either answers it ("dog", "two kids")
    ("kids_or_pets", lazy_regex(r"\b(?:do you have|have you got|any) (?:any )?(?:(?:kids|children) (?:or|and|/) "
                                r"(?:any )?pets|pets (?:or|and|/) (?:any )?(?:kids|children))\b", re.IGNORECASE)),
    # the shoe named, a bare number answers it ("what's your shoe size?" "11.5"); "what size?" wants a width
    ("named_shoe_size", lazy_regex(r"\bshoe size\b|\bsize (?:shoe|shoes)\b", re.IGNORECASE)),
    ("shoe_size", lazy_regex(r"\bwhat (?:shoe )?size\b|\byour (?:shoe )?size\b", re.IGNORECASE)),
    ("kids", lazy_regex(r"\bhow many (?:kids|children) do you have\b|\b(?:do you have|have you got) (?:any )?"
                        r"(?:kids|children)\b(?! (?:or|and|/) (?:any )?pets\b)", re.IGNORECASE)),
    # what the user eats: "Any dietary restrictions I should know about?" "pescatarian"
    ("diet", lazy_regex(r"\bdietary (?:restrictions?|requirements?|needs|preferences?)\b|\b(?:do you|are you on|"
                        r"do you follow) (?:a |any )?(?:special |particular )?diet\b", re.IGNORECASE)),
    # where the user lives: "Where are you based?" "Glasgow" (not where they are from, or going)
    # (not "What city are you in?": where the user is now may be a visit)
    ("home", lazy_regex(r"\bwhere (?:are you (?:based|located|living)|do you (?:live|stay)|is home)\b"
                        r"|\bwhat (?:city|town|country) (?:are you based in|do you live in)\b", re.IGNORECASE)),
    # how long the user has done what they do: "how many years have you been nursing?" "12"
    ("years_doing", lazy_regex(r"\bhow (?:many years|long) have you been (?P<doing>[a-z]+ing)\b", re.IGNORECASE)),
    # what the user practices or plays now: "what are you practicing now?" "piano"
    ("playing", lazy_regex(r"\bwhat (?:instrument )?(?:are you|do you) (?:practi[cs]ing|play(?:ing)?|learning)"
                           r"(?: now| these days| currently)?\s*\?", re.IGNORECASE)),
    # a spouse the question offers to choose: "is the gift for a husband, wife, or partner?" "husband"
    ("spouse", lazy_regex(r"\bfor (?:a |your )?(?:husband|wife|partner|boyfriend|girlfriend)(?:,? (?:or )?(?:a |your )?"
                          r"(?:husband|wife|partner|boyfriend|girlfriend)){1,3}\b", re.IGNORECASE)),
    ("reply_language", lazy_regex(r"\b(?:which|what) language\b[^.?!]{0,40}\b(?:reply|respond|answer|write|"
                                  r"talk|use)\b", re.IGNORECASE)),
)
# Where the assistant asks: a sentence with a question mark, or one that says what it needs.
ASKING = lazy_regex(r"[^.?!\n]*(?:\?|\b(?:i need|i'll need|tell me|let me know|share)\b[^.?!\n]*)", re.IGNORECASE)
# A reply that says no, or holds for this once, answers nothing lasting ("no", "just for this one, yeah").
NO_ANSWER = lazy_regex(r"^\W*(?:no|nope|nah|none|not|never|n/a)\b|\b(?:for (?:this|that) one|this once|this time|"
                       r"for now|today|tonight)\b", re.IGNORECASE)
ANSWER_LEAD = lazy_regex(r"\s*(?:(?:yes|yeah|yep|yup|sure|ok|okay|um+|uh+|just|only|and|so|well|oh)\b[\s,.!:-]*)+",
                         re.IGNORECASE)
ANSWER_ITEM = lazy_regex(r"[^,;]+")
AGE_ANSWERED = lazy_regex(r"(\d{1,2})(?:\s*(?:years old|yrs old|yo|y/o))?", re.IGNORECASE)
KIDS_ANSWERED = lazy_regex(r"\b(one|two|three|four|five|\d)\b.{0,40}?\b(boys?|girls?|sons?|daughters?)\b",
                           re.IGNORECASE)
ANSWER_KINDS = {"job": ("occupation",), "injury": ("health:",), "equipment": ("possession:", "device:", "vehicle:"),
                "device": ("device:",), "vehicle": ("vehicle:",), "pets": ("pet:",),
                "kids_or_pets": ("pet:", "family:"), "diet": ("diet",), "home": ("location:home",),
                "years_doing": ("experience:",), "playing": ("activity:",), "spouse": ("family:",)}
# The clause a bare answer completes, for a slot the reply is read through the rules with: "pescatarian" to "Any
# dietary restrictions?" is "I'm pescatarian"; "12" to "how many years have you been nursing?" is "I've been nursing
# for 12 years".
ANSWER_CLAUSES = {"diet": "I'm {}", "home": "I'm based in {}", "years_doing": "I've been {doing} for {} years",
                  "playing": "I play {}", "spouse": "my {} and I"}
# The option a bare answer picks, of those the question offers: "husband" to "a husband, wife, or partner?".
OFFERED_SPOUSES = frozenset("husband wife partner boyfriend girlfriend".split())
# A question whether the user still does what they were said to do, and what: "You mentioned guitar before — still
# playing that?", "Still playing the cello?". A "no" to it takes the pastime back.
STILL_DOING = lazy_regex(r"\bstill (?P<verb>playing|practi[cs]ing|doing|learning)(?: (?:the )?(?P<named>[a-z]+))?"
                         r"\s*\?", re.IGNORECASE)
MENTIONED_BEFORE = lazy_regex(r"\byou (?:mentioned|said|told me(?: about)?) (?:the |your )?(?P<named>[a-z]+)\b",
                              re.IGNORECASE)
SAYS_NO = lazy_regex(r"\W*(?:no|nope|nah|not anymore|not really|no longer|i quit|i stopped|quit|stopped)\b\W*$",
                     re.IGNORECASE)
# "Is English your first language?" "no. portuguese": the language the reply names instead (or the one asked, "yes").
FIRST_LANGUAGE_ASKED = lazy_regex(r"\b(?:is (?P<asked>[a-z]+) your (?:first|native|main|mother) (?:language|tongue)"
                                  r"|what(?:'s| is) your (?:first|native|mother) (?:language|tongue))\b",
                                  re.IGNORECASE)


# A question about what the user would, will or once did have is none about what they have now.
NOT_NOW_ASKED = lazy_regex(r"\b(?:plan(?:ning)? (?:to|on)|want(?:ing)? to|(?:get|getting) (?:a|an|any|some|more)|"
                           r"thinking (?:of|about)|considering|adopt|adopting|would|will|might|hoping|ever|in the past|"
                           r"previously|used to|before|if)\b", re.IGNORECASE)


# Someone the assistant asks about who is not the user: "your son's training plan", "does your client have", "for
# her". A question naming one asks about them, and so does one with no "you" in a message that names one.
OTHERS_ASKED = lazy_regex(r"\b(?:your|the|his|her|their) (?:(?:little|older|younger|elder|oldest|youngest|new) )?"
                          r"(?:son|daughter|kids?|child|children|wife|husband|partner|boyfriend|girlfriend|mom|mother|"
                          r"dad|father|parents?|brother|sister|grandma|grandmother|grandpa|grandfather|friend|client|"
                          r"patient|student|athlete|baby|toddler|teen|teenager|dog|cat|pet|team|player|guest)s?\b"
                          r"|\bfor (?:him|her|them)\b|\b(?:does|did|has|is|was) (?:he|she|they)\b", re.IGNORECASE)
YOU_ASKED = lazy_regex(r"\b(?:you|your|yours|u|ur)\b", re.IGNORECASE)


def asked_slots(asked: str) -> list[str]:
    """What the assistant's message asks the user for, in the order it asks (not what it asks of someone else)."""
    found: list[tuple[int, str]] = []
    asked = asked[-600:]
    others_named = OTHERS_ASKED.search(asked) is not None
    for question in ASKING.finditer(asked):
        if others_named and (OTHERS_ASKED.search(question.group()) or not YOU_ASKED.search(question.group())):
            continue
        not_now = NOT_NOW_ASKED.search(question.group()) is not None
        for slot, pattern in ASKED_SLOTS:
            if (not_now and slot not in ("reply_language", "shoe_size")) or slot in {s for _, s in found}:
                continue
            if m := pattern.search(question.group()):
                found.append((question.start() + m.start(), slot))
    slots = [slot for _, slot in sorted(found)]
    if "named_shoe_size" in slots or "kids_or_pets" in slots:
        # the narrower question asks it once: "what's your shoe size?" is no dress size too
        slots = [slot for slot in slots if slot not in SUBSUMED_SLOTS]
    return slots


SUBSUMED_SLOTS = frozenset(("shoe_size", "kids", "pets"))

# Where a bare reply's first sentence ends: not at a decimal point ("11.5 wide").
ANSWER_STOP = lazy_regex(r"[!?\n;]|\.(?!\d)")


def _answered(asked: str, text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """What a bare reply (no clause of its own in its first sentence) says in answer to the question before it."""
    if ("till " in asked or "language" in asked or "tongue" in asked) and (said := _answered_no(asked, text, rules)):
        return said
    slots = asked_slots(asked)
    first = ANSWER_STOP.search(text)
    reply = text[: first.start() if first else len(text)]
    if not slots or not reply.strip() or "?" in text[: first.end() if first else len(text)] or (
            NO_ANSWER.search(reply) or FIRST_PERSON_CLAUSE.match(reply.strip())
            or set(_words(reply.lower())) & lx.HEDGES):
        return []
    if "kids" in slots:  # "two, both girls, 6 and 9": how many children, and which (their ages are theirs)
        kids = KIDS_ANSWERED.search(reply)
        if not kids or re.search(r"\b(?:my|his|her|their|our|your)\b", reply, re.IGNORECASE):
            return []
        kin = CHILDREN.get(_singular(kids.group(2).lower()), _singular(kids.group(2).lower()))
        said = _sentence(f"User has {kids.group(1)} {kids.group(2)}")
        return [(Proposal("relationship", f"family:{kin}", said), reply.strip())]
    items = []
    for item in ANSWER_ITEM.finditer(reply):
        start, end = item.start(), item.end()
        if lead := ANSWER_LEAD.match(reply, start):
            start = lead.end()
        value = reply[start:end].strip()
        if value and value.lower() not in ("please", "thanks", "thank you", "ty"):
            items.append((value, reply.index(value, start)))
    if len(slots) > 1 and len(items) != len(slots):
        return []  # which value answers which question is not clear
    pairs = list(zip(slots, items, strict=False)) if len(slots) > 1 else [(slots[0], (v, at)) for v, at in items[:1]]
    out: list[tuple[Proposal, str]] = []
    for slot, (value, _) in pairs:
        if len(value.split()) > 10 or re.search(r"\b(?:my|his|her|their|our|your)\b", value, re.IGNORECASE):
            continue  # a clause, or someone else's ("for my brother")
        if slot == "named_shoe_size":
            if re.fullmatch(rf"(?:size )?{_SHOE_NUMBER}(?: (?:wide|narrow|extra wide|extra-wide))?", value, re.I):
                out.append((Proposal("user_model_attr", "size:shoe", _sentence(f"User: {value}"),
                                     confidence=0.6), value))
        elif slot in ANSWER_CLAUSES:
            out.extend((p, value) for p in _answer_clause(slot, value, asked, rules))
        elif slot == "shoe_size":
            # "11.5 wide" to "What size would you like?": a width says it is a shoe (a dress size has none)
            if SIZE_ANSWERED.fullmatch(value) or SHOE_SIZE.fullmatch(value):
                out.append((Proposal("user_model_attr", "size:shoe", _sentence(f"User is {value}"), confidence=0.6),
                            value))
        elif slot == "age":
            if (m := AGE_ANSWERED.fullmatch(value)) and 13 <= int(m.group(1)) <= 99:
                out.append((Proposal("user_model_attr", "age", _sentence(f"User is {m.group(1)} years old")), value))
        elif slot == "reply_language":
            if value.lower() in lx.LANGUAGES:
                said = _sentence(f"User prefers {value}")
                out.append((Proposal("preference", "preference:language", said, confidence=0.6), value))
        else:
            clause = f"I'm {_a(value)}" if slot == "job" else f"I have {value}" if (
                re.match(r"(?:a|an|the|one|two|three|four|\d+|some|several|a few)\b", value, re.I)
                or value.lower().endswith("s")) else f"I have {_a(value)}"
            kinds = ANSWER_KINDS[slot]
            found = [p for p in rules.classify(clause) if p.polarity == "assert" and p.subject.startswith(kinds)]
            out.extend((p, value) for p in found[:1])
    return out


def _answer_clause(slot: str, value: str, asked: str, rules: Rules) -> list[Proposal]:
    """A bare answer read as the clause it completes (ANSWER_CLAUSES), kept only of the kind the question asks."""
    doing = ""
    if slot == "years_doing":
        if not (years := re.fullmatch(r"(\d{1,2})(?:\+)?(?: (?:years?|yrs?))?", value, re.I)) or not (
                asked_doing := dict(ASKED_SLOTS)["years_doing"].search(asked)):
            return []
        if "how long" in asked_doing.group().lower() and not re.search(r"\b(?:years?|yrs?)\b", value, re.I):
            return []  # "how long have you been running?" "3": three what, it does not say
        value, doing = years.group(1), asked_doing.group("doing").lower()
    elif slot == "playing" and value.lower() not in lx.INSTRUMENTS:
        return []  # "what are you practicing now?" "piano"; a game or a language played is none of this
    elif slot == "spouse" and (value.lower() not in OFFERED_SPOUSES or not re.search(
            rf"\b{re.escape(value.lower())}\b", asked, re.IGNORECASE)):
        return []  # one of those the question offers, named alone
    elif slot == "home" and not (_named(value) and len(value.split()) <= 4):
        return []
    clause = ANSWER_CLAUSES[slot].format(value.lower() if slot == "spouse" else value, doing=doing)
    kinds = ANSWER_KINDS[slot]
    found = [p for p in rules.classify(clause) if p.polarity == "assert" and p.subject.startswith(kinds)]
    # said in the user's words: what the question supplied ("based in", "nursing for ... years") is the key's alone
    said = _sentence(f"User has {_a(value.lower())}") if slot == "spouse" else (
        _sentence(f"User: {value}") if slot in ("home", "years_doing", "playing") else None)
    return [replace(p, statement=said or p.statement, confidence=min(p.confidence, 0.6)) for p in found[:1]]


def _answered_no(asked: str, text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """A "no" to whether the user still does what they were said to do ("You mentioned guitar before — still playing
    that?" "nope"): the pastime taken back. And the answer to whether a language is the user's first ("Is English
    your first language?" "no. portuguese"): the language the reply names instead, or the one asked ("yes")."""
    reply = text.strip()
    if (still := STILL_DOING.search(asked)) and SAYS_NO.match(reply):
        named = still.group("named")
        if not named or named.lower() in ("that", "it", "this"):
            before = [m for m in MENTIONED_BEFORE.finditer(asked, 0, still.start())]
            named = before[-1].group("named") if before else None
        if named and named.lower() in lx.INSTRUMENTS | set(lx.PURSUITS):
            verb = "play" if named.lower() in lx.INSTRUMENTS else "do"
            return [(replace(p, polarity="retract", statement=_sentence(f"User: {reply}"), confidence=0.6),
                     reply) for p in rules.classify(f"I {verb} {named.lower()}")[:1]
                    if p.subject.startswith("activity:")]
    if (first := FIRST_LANGUAGE_ASKED.search(asked)) and len(reply.split()) <= 4 and "?" not in reply:
        words = _words(reply.lower())
        named = [w for w in words if w in lx.LANGUAGES]
        asked_language = (first.group("asked") or "").lower()
        if words and words[0] in ("no", "nope", "nah") and named and named[-1] != asked_language:
            language = named[-1]
        elif words and words[0] in ("yes", "yeah", "yep", "yup") and asked_language in lx.LANGUAGES and not named:
            language = asked_language
        elif not first.group("asked") and len(named) == 1 and len(words) == 1:
            language = named[0]
        else:
            return []
        return [(Proposal("user_model_attr", f"language:{language}", _sentence(f"User: {reply}"), confidence=0.6),
                 reply)]
    return []


# How well the user speaks a language, said of "my French": "My French is fluent", "my Spanish is pretty rusty". A
# level taken back in the same breath is replaced by the one said after it ("My French is fluent — okay, 'fluent'
# is generous, let's say solidly conversational"); one that says there is none names no language of theirs.
_LEVEL = (r"(?:(?:pretty|quite|very|really|solidly|fairly|still|only|somewhat|reasonably|totally|completely|nearly|"
          r"almost|near|decently|basically|getting|a bit|a little) )*(?:fluent|conversational|native|basic|"
          r"intermediate|advanced|rusty|decent|passable|elementary|(?:upper |lower )?intermediate|beginner(?: level)?|"
          r"[abc][12](?: level)?|good|solid|better|ok|okay|shaky|functional|limited|poor|weak|bad|terrible|awful|"
          r"rubbish)")
OWN_LANGUAGE_LEVEL = lazy_regex(
    r"\bmy (?P<language>" + _LANGUAGES + r") is (?P<level>" + _LEVEL + r")\b(?!\s+(?:at|for|in|with|when)\b)"
    r"(?:[\s,\u2014\u2013-]+(?:ok(?:ay)?|well|actually|honestly|fine|alright)?[^.!?\n]{0,50}?\b(?:let's say|let me say|"
    r"more like|make that|or rather|rather|i'd say|i mean)[\s,]+(?P<instead>" + _LEVEL + r")\b)?", re.IGNORECASE)


# What may come before a clause said in the user's own right, back to where its sentence or clause begins: nothing
# but a conjunction or a filler ("I wouldn't say my French is fluent", "my teacher says my French is ..." are not).
OPENS_A_CLAUSE = lazy_regex(r"(?:^|[.!?;:,\n\u2013\u2014(\"]|\s-|\s(?=(?:and|but|so|plus|also)\s))[\s\"'(]*"
                            r"(?:(?:and|but|so|also|honestly|well|ok|okay|um+|uh+|oh|plus|though|btw|fyi|fwiw|anyway)\b"
                            r"[\s,]*)*$", re.IGNORECASE)
# Another's word or a hedge after it: "..., or so my teacher says", "..., according to my boss".
SAID_AFTER = lazy_regex(r"[^.!?\n]{0,60}?\b(?:says|said|say|thinks|thought|claims|claimed|told me|tells me|"
                        r"according to|apparently)\b", re.IGNORECASE)


def _own_clause_at(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is said as the user's own clause: it opens one, and no one else's word or a hedge
    follows it in its sentence."""
    return OPENS_A_CLAUSE.search(text, max(0, start - 40), start) is not None and not (
        HEDGED_AFTER.match(text, end) or SAID_AFTER.match(text, end))


def _language_level(text: str) -> list[tuple[Proposal, str, int]]:
    out = []
    regions = None  # the text's quoted stretches, found when a level is said: most texts say none
    for m in OWN_LANGUAGE_LEVEL.finditer(text):
        if regions is None:
            regions = ForeignRegions.of(text)
        if _asked_after(text, m.end()) or regions.touch(m.start(), m.end()) or not _own_clause_at(
                text, m.start(), m.end()):
            continue
        language = m.group("language")
        said = _sentence(f"User's {language.capitalize()} is {m.group('instead') or m.group('level')}")
        spoken = Proposal("user_model_attr", f"language:{language.lower()}", said, confidence=0.6)
        out.append((spoken, m.group(), m.start()))
    return out


# A language the user owns to be weak in, or not their own: "my english not so good sorry", "Sorry, my English is bad",
# "English is not my first language", "sorry for my bad english". Keyed as any level of the language is, so a later
# one supersedes it; said as its own sentence (after a comma it is the reason for a request about wording, and a
# standing instruction has that).
# Each is read from a "my" that a language or a weakness follows (a search for the language names at every word would
# cost every message): what follows it ("my english not so good", "my first language", "my bad english") and, for the
# last two, what comes before.
# MY_AT looked for in the caseless text: a search with a first letter to look for, and no case to fold.
# (Its word boundary is looked behind for once an "m" is found: a pattern that opens on \b has no first character for a
# search to look for, and is tried at every position, four times as long.)
MY_HINT = lazy_regex(r"m(?<=\bm)y\s+(?:" + _LANGUAGES + r"|first|native|mother|second|third|bad|poor|broken|terrible|"
                     r"limited|weak)\b")
MY_AT = lazy_regex(r"\bmy\s+(?=(?:" + _LANGUAGES + r"|first|native|mother|second|third|bad|poor|broken|terrible|"
                   r"limited|weak)\b)", re.IGNORECASE)
WEAK_LANGUAGE = lazy_regex(
    r"(?P<language>" + _LANGUAGES + r")(?:\s+(?:is|'s))?\s+(?P<level>(?:not|isn't|ain't)\s+(?:(?:so|very|that|too|"
    r"really|quite|all that)\s+)?(?:good|great|fluent|perfect|strong|the best)|(?:(?:very|quite|pretty|really|so|a bit|"
    r"a little|kinda|kind of|rather|still)\s+)*(?:bad|poor|weak|broken|limited|terrible|awful))\b"
    r"|(?P<which>first|native|mother|second|third)\s+(?P<what>language|tongue)\b"
    r"|(?P<how>(?:(?:bad|poor|broken|terrible|limited|weak)\s+)?)(?P<apologized>" + _LANGUAGES + r")\b", re.IGNORECASE)
# Before "my first language": the language named ("English is not my first language").
LANGUAGE_BEFORE = lazy_regex(r"\b(?P<named>" + _LANGUAGES + r")\s+(?P<is>is not|isn't|is|'s not)\s+(?:really\s+)?$",
                             re.IGNORECASE)
# Before "my bad english": an apology for it ("sorry for my bad english").
SORRY_BEFORE = lazy_regex(r"\b(?P<sorry>sorry|apologi[sz]e)\s+(?:for|about)\s+$", re.IGNORECASE)
# What may open the sentence before it: nothing, or an apology or a filler ("Sorry, my English is bad"); a clause of
# its own after "and", "but" or a semicolon too ("I'm Deaf and ASL is my first language").
OPENS_A_SENTENCE = lazy_regex(r"(?:^|[.!?;\n]|\s-|[\u2013\u2014]|\s(?=(?:and|but)\s))[\s\"'(]*"
                              r"(?:(?:sorry|sry|srry|also|btw|and|but|so|"
                              r"ps|oh|um+|uh+|ok(?:ay)?|hi|hello|hey|fyi|first|firstly|just so you know)\b[\s,.:!]*)*$",
                              re.IGNORECASE)


def _weak_language(text: str) -> list[tuple[Proposal, str, int]]:
    out = []
    regions = None  # the text's quoted stretches, found when a language is owned weak: most texts own none
    for my in MY_AT.finditer(text):
        if not (m := WEAK_LANGUAGE.match(text, my.end())):
            continue
        before = text[max(0, my.start() - 40):my.start()]
        if m.group("language"):
            start, language, level = my.start(), m.group("language"), m.group("level")
            said = _sentence(f"User's {language.capitalize()} {'' if level[:1] in 'iIaA' else 'is '}{level}")
        elif m.group("which") and (named := LANGUAGE_BEFORE.search(before)):
            start, language = my.start() - len(before) + named.start(), named.group("named")
            negated = "not " if named.group("is").lower() != "is" else ""
            said = _sentence(f"{language if language.isupper() else language.capitalize()} is {negated}the user's "
                             f"{m.group('which').lower()} "
                             f"{m.group('what').lower()}")
        elif m.group("apologized") and (sorry := SORRY_BEFORE.search(before)):
            start, language = my.start() - len(before) + sorry.start(), m.group("apologized")
            apology = "is sorry" if sorry.group("sorry").lower() == "sorry" else "apologizes"
            said = _sentence(f"User {apology} for their {m.group('how').lower()}{language.capitalize()}")
        else:
            continue
        if regions is None:
            regions = ForeignRegions.of(text)
        if _asked_after(text, m.end()) or regions.touch(start, m.end()) or not OPENS_A_SENTENCE.search(
                text, max(0, start - 40), start) or HEDGED_AFTER.match(text, m.end()) or SAID_AFTER.match(
                text, m.end()):
            continue
        spoken = Proposal("user_model_attr", f"language:{language.lower()}", said, confidence=0.6)
        out.append((spoken, text[start:m.end()], start))
    return out


# A job offer's letter, pasted: "We are pleased to offer you the position of Senior Data Analyst at Acme", "delighted to
# extend an offer for the Staff Engineer role with Stripe". Its "you" is the user only when the user says it is their
# offer (OWN_OFFER), and no one else's (OTHERS_OFFER).
_NAME_WORD = r"(?-i:[A-Z&])[\w&-]*(?:\.[\w&-]+)*(?:'s|\.(?=\s(?-i:[A-Z])))?"  # "Acme", "Acme.io", "St. Mary's"
OFFER_LETTER = lazy_regex(
    r"\b(?:pleased|delighted|happy|excited|thrilled|glad)\s+to\s+(?:formally\s+|officially\s+)?(?:offer\s+you|"
    r"extend\s+(?:to\s+you\s+)?an\s+offer(?:\s+of\s+employment)?(?:\s+to\s+you)?\s+for)\s+(?P<held>(?:the\s+)?"
    r"(?:(?:position|role|post|job)\s+of\s+(?:an?\s+)?(?P<job>(?:(?!\s+(?:at|with|in|on|starting|beginning|effective|"
    r"reporting|based)\b)[^.,;:!?\n'\"\u2019\u201d]){2,60})"
    r"|(?:an?\s+)?(?P<named>(?:(?!\s+(?:position|role|post)\b)[^.,;:!?\n'\"\u2019\u201d]){2,60})\s+(?:position|role|post))"
    r"(?:\s+(?:at|with)\s+(?P<employer>" + _NAME_WORD + r"(?:\s+" + _NAME_WORD + r"){0,4}))?)", re.IGNORECASE)
OWN_OFFER = lazy_regex(r"\b(?:i|i've|ive|i have)\s+(?:(?:just|finally|officially|actually)\s+)*(?:got|received|"
                       r"accepted|signed|landed)\s+(?:the|an|my|a|their|this)\s+(?:(?:job|official|written|formal)\s+)?"
                       r"offer\b|\bmy\s+(?:(?:job|official|written|formal)\s+)?offer(?:\s+letter)?\b"
                       r"|\b(?:they|(?-i:[A-Z])\w+)\s+(?:just\s+|finally\s+)?offered\s+me\b|\bi\s+got\s+the\s+job\b"
                       r"|^\W*(?:just\s+)?got\s+the\s+(?:job\s+)?offer\b", re.IGNORECASE | re.MULTILINE)
# Whose offer it is not: one the user writes or checks for someone else, or another's.
_SOMEONE = (r"(?:friend|sister|brother|wife|husband|son|daughter|mom|mum|dad|partner|cousin|colleague|coworker|"
            r"roommate|client)")
OTHERS_OFFER = lazy_regex(r"\b(?:proof-?read|draft(?:ed|ing)?|template|candidates?|applicants?|new hires?|hiring|"
                          r"(?:for|to) my " + _SOMEONE + r"|" + _SOMEONE + r"(?:'s)?\s+(?:just\s+)?(?:got|received)|"
                          r"(?:she|he|they)\s+(?:just\s+)?(?:got|received))\b", re.IGNORECASE)
# Where the clause saying it is the user's offer ends: a question there ("Did I get the offer?") is no word of theirs.
OFFER_CLAUSE_END = lazy_regex(r"[.!?\n,;:'\"\u2014\u2013]")
# What puts the user's own offer in doubt: "if I got the offer", "hoping I get the offer".
OFFER_DOUBTED = lazy_regex(r"\b(?:if|whether|hope|hoping|wish|when|once|unless|would|might|maybe)\b[^.!?\n]*$",
                           re.IGNORECASE)


def _offered(text: str) -> list[tuple[Proposal, str, int]]:
    """A job offer pasted as the user's own: the job offered (occupation) and who offers it (its employer)."""
    if not (letter := OFFER_LETTER.search(text)) or OTHERS_OFFER.search(text):
        return []
    job = _words((letter.group("job") or letter.group("named")).strip())
    if len(job) > 6 or not any(_singular(w) in lx.JOBS or w in lx.TITLES for w in job):
        return []  # "the position of Nurse Practitioner": a job named ("the position of our dreams" is none)
    own = next((m for m in OWN_OFFER.finditer(text) if not letter.start() <= m.start() < letter.end()
                and not OFFER_DOUBTED.search(text, max(0, m.start() - 40), m.start())
                and not ((stop := OFFER_CLAUSE_END.search(text, m.end())) and stop.group() == "?")), None)
    if own is None:
        return []
    said = _sentence(f"User's offer: {letter.group('held')}")
    start, end = min(own.start(), letter.start()), max(own.end(), letter.end())
    line = text[start:end] if end - start <= 500 else letter.group()
    found = [(Proposal("user_model_attr", "occupation", said, confidence=0.6), line, letter.start())]
    if letter.group("employer"):
        found.append((Proposal("user_model_attr", "occupation:employer", said, confidence=0.6), line, letter.start()))
    return found


# A car the user says is theirs by pointing back at it: "2015 Toyota Tacoma, about 140k miles. It's my daily driver."
DAILY_DRIVER = lazy_regex(r"\b(?:it's|it is|that's|that is|she's|he's)\s+(?:also\s+)?my\s+(?:daily(?: driver)?|"
                          r"(?:only|main|everyday|primary) (?:car|vehicle|ride)|commuter(?: car)?)\b", re.IGNORECASE)
# ... named just before, by its model year: at the start of the message or of a sentence.
YEAR_LED_MODEL = lazy_regex(r"(?:^|[.!?]\s+)(?:a |an |my |the )?(?:19|20)\d\d "
                            r"((?-i:[A-Z][\w-]*)(?: (?-i:[A-Z0-9])(?:[\w-]|\.(?=\w))*){1,2})"
                            r"(?=[,.;:!?]|\s*$|\s[-\u2013\u2014])",
                            re.IGNORECASE)


def _daily_driver(text: str) -> list[tuple[Proposal, str, int]]:
    """The car named by its model year, then called the user's in the next sentence."""
    if not (own := DAILY_DRIVER.search(text)):
        return []
    named = None
    for each in YEAR_LED_MODEL.finditer(text, 0, own.start()):
        named = each  # the last one named before it
    if named is None or "?" in text[named.end():own.start()]:
        return []
    cars = [p for p in _device(named.group(1), text[named.end():]) if p.subject.startswith("vehicle:")]
    said = text[named.start(1):own.end()]
    return [(p, said, named.start(1)) for p in cars] if len(said) <= 300 else []


# Indian English for what the user is, said its own way: "Myself Ramesh, working as software tester in Pune", "Native
# place is Nagpur" (where the user is from), "I am having sugar since 2 years" (diabetes), "my marriage is fixed for
# next month" (engaged).
MYSELF_NAMED = lazy_regex(r"(?:^|(?<=[.!?\n,])|(?<=^hi)|(?<=^hello)|(?<=^hey))[\s,]*myself[ \t]+"
                          r"(?P<name>(?-i:[A-Z])[a-z]+(?:[ \t]+(?-i:[A-Z])[a-z]+)?)(?:[ \t]+here)?\b"
                          r"(?:[ \t]*,[ \t]*(?:and[ \t]+)?(?:i am[ \t]+)?"
                          r"(?P<rest>(?:working|studying|living|staying|doing)\b[^.!?\n]*))?", re.IGNORECASE)
NATIVE_PLACE = lazy_regex(r"(?:^|(?<=[.!?\n,])|(?<=\band))[\s]*(?:my[ \t]+)?native[ \t]+(?:place|town|village)[ \t]+is"
                          r"[ \t]+(?:in[ \t]+)?(?P<place>(?-i:[A-Z])[\w-]+(?:[ \t]+(?-i:[A-Z])[\w-]+)?)", re.IGNORECASE)
# "my marriage is fixed for next month": an arranged wedding set, the user engaged.
MARRIAGE_FIXED = lazy_regex(r"(?:^|(?<=[.!?\n,;])|(?<=\band)|(?<=\bso))\s*my (?:marriage|wedding) (?:is|has been|got) "
                            r"(?:fixed|arranged|settled|confirmed)\b", re.IGNORECASE)
HAVING_SUGAR = lazy_regex(r"(?:^|(?<=[.!?\n,])|(?<=\band))[\s]*(?:i am|i'm|i have been|i've been)[ \t]+(?:also[ \t]+)?"
                          r"having[ \t]+(?:sugar|blood sugar|diabetes)\b(?![ \t]+(?:in|with|for|level|test|free)\b)",
                          re.IGNORECASE)


# Fertility treatment the user (or the couple) is in: "We're on our third IVF transfer", "we're doing ICSI", "I'm
# starting my second round of IVF"; and given up: "We decided to stop IVF", "we're done with IVF".
_CYCLE_ORDINAL = r"(?:(?:first|second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th)|next|another|last|final) )?"
IVF_DOING = lazy_regex(r"(?:^|(?<=[.!?\n,;])|(?<=\band)|(?<=\bso)|(?<=\bbut))\s*"
                       r"(?:we|i)(?:'re|\u2019re|'m|\u2019m| are| am)"
                       r" (?:currently |now |still |just )?(?:doing|going through|on|starting|undergoing|"
                       r"in the middle of)"
                       r" (?:our |my |an? )?" + _CYCLE_ORDINAL + r"(?:(?:round|cycle|attempt) of )?(?:ivf|icsi)\b",
                       re.IGNORECASE)
IVF_STOPPED = lazy_regex(r"(?:^|(?<=[.!?\n,;])|(?<=\band)|(?<=\bso))\s*(?:we|i)(?: have| 've|'ve|\u2019ve)?"
                         r" (?:decided to |finally )?(?:stop|stopped|quit|ended) (?:doing )?(?:ivf|icsi)\b"
                         r"|(?:^|(?<=[.!?\n,;]))\s*(?:we|i)(?:'re|\u2019re|'m|\u2019m| are| am) done with "
                         r"(?:ivf|icsi)\b",
                         re.IGNORECASE)
# A pregnancy the user lost: "We lost our son at 22 weeks", "I had a miscarriage in March", "we had a stillbirth".
PREGNANCY_LOST = lazy_regex(r"(?:^|(?<=[.!?\n,;])|(?<=\band)|(?<=\bso)|(?<=\bbut))\s*(?:i|we)(?: have| 've|'ve)?"
                            r" (?:(?:had|suffered|went through) (?:an? |my |our |two |three |\d )?(?:(?:early|late|"
                            r"second|third|missed|first) )?(?:miscarriages?|stillbirth|ectopic pregnancy)"
                            r"|lost (?:the|our|my) (?:baby|son|daughter|twins|pregnancy)(?: (?:girl|boy))? "
                            r"(?:at|around|at about) \d{1,2} weeks)\b", re.IGNORECASE)
# "We're both pretty devout Catholics", "we're both vegetarians": what the user is, said of the two of them.
WE_BOTH = lazy_regex(r"(?:^|(?<=[.!?\n,;]))\s*we(?:'re|\u2019re| are) both (?P<what>(?:[a-z]+ ){0,2}"
                     r"(?-i:[A-Za-z])[a-z]+s)\b(?=\s*(?:[.,;!\n]|$|so\b|and\b|but\b))", re.IGNORECASE)
WE_BOTH_KINDS = ("identity:", "diet", "occupation")  # ("we're both librarians": a job the two hold)
# An age set beside what the user is: "I'm a widower, 68, and ...", "I'm a retired nurse, 71."
# (or who the user is said longer, with where: "I'm a ski patroller at Stowe, 31."; not a parent's children counted,
# "I'm a mother of two, 12 and 9")
AGE_APPOSED = lazy_regex(r"(?:^|(?<=[.!?\n:]))\s*i(?:'m|\u2019m| am) (?:a|an) (?!(?:[a-z'-]+ )*?(?:of|with) "
                         r"(?:one|two|three|four|five|six|twins|\d)\b)(?:[a-z'-]+ ){0,7}[a-z'-]+, "
                         r"(?P<age>[1-9]\d)"
                         r"(?=,|\s+and\b(?!\s+\d)|\s*[.;!]|\s*$)", re.IGNORECASE)
# The user's own vehicle by its kind, then its model said in the next clause: "the wiring on my own bike lol, it's a
# 1978 Shovelhead", "my truck — it's a 2012 Tacoma" (not "my friend's bike, it's a Ducati"; "?" between asks).
MY_RIDE_IS = lazy_regex(r"\bmy (?:own |old |new |current )?(?:bike|motorcycle|motorbike|car|truck|van|ride|scooter|"
                        r"camper|rv)\b(?!'s)[^.!?]{0,24}?(?:,|\u2014|\u2013| -| lol,?| haha,?) ?(?:it's|it is|its) an? "
                        r"(?:(?:19|20)\d\d )?((?-i:[A-Z0-9][\w-]*)(?: (?-i:[A-Z0-9][\w-]*)){0,2})", re.IGNORECASE)


def _my_ride_named(text: str) -> list[tuple[Proposal, str, int]]:
    """The user's vehicle by its kind, then by its model in the next clause (MY_RIDE_IS)."""
    if not (m := MY_RIDE_IS.search(text)):
        return []
    cars = [p for p in _device(m.group(1), text[m.end():]) if p.subject.startswith("vehicle:")]
    return [(p, m.group(), m.start()) for p in cars]


def _mentioned(text: str, own_document: bool, formed: set[str], named_alone: bool = False) -> list[Proposal]:
    """What a clause states in passing, whatever its shape: a relative by what is theirs ("my brother's wedding"),
    a debt ("my mortgage with Chase"), a device by its model ("on my iPad Pro"); and in the user's own résumé,
    budget or "about me" list, the subject-less lines (a role held now, a debt, where they are based)."""
    out: list[Proposal] = []
    if (" now, not " in text or " now not " in text) and (m := NOW_NOT_THEN.search(text)) and (
            new := _device(m.group(1))) and (old := _device(m.group(2))) and (
            new[0].subject.split(":")[0] == old[0].subject.split(":")[0]):
        # "and it's a Pixel 7a now, not the iPhone": the device or car the user has now, and the one they no longer do
        said = _sentence(f"User has {m.group(0)[m.start(1) - m.start(0) - 2:]}")
        out += [replace(new[0], statement=said), replace(old[0], statement=said, polarity="retract")]
    if "my " in text or "My " in text:
        if ("fav" in text or "Fav" in text) and (favorite := _favorite_named(text)):
            out.append(favorite)
        if (" is my " in text or " was my " in text or "'s my " in text or "ly my " in text) and (
                m := IS_MY_KIN.search(text)):
            # "the third one last time was my niece", "that's my brother": someone the user says is their relative
            out.append(Proposal("relationship", f"family:{_kin(m.group(1))}", _sentence(f"User has {_a(m.group(1))}"),
                                confidence=0.6))
        if "'s" in text and (m := KIN_OWNS.search(text)) and (
                OWN_OR_HOUSEHOLD_CLAUSE.match(text) or SAID_TO_BE_KINS.search(text, 0, m.start() + 1)
                or GERUND_OF_MINE.match(text)):
            # (or what a thing is, said to be theirs: "the 4pm is my son's occupational therapy")
            out.append(Proposal("relationship", f"family:{_kin(_ascii(m.group(1)))}",
                                _sentence(f"User has a {m.group(1)}")))
        if ("loan" in text or "mortgage" in text or "debt" in text) and (m := DEBT_OWNED.search(text)):
            if DEBT_PAID.search(text, 0, m.start()):
                out.append(Proposal("fact", _debt(m.group(1)), _sentence(f"User no longer has {_a(m.group(1))}"),
                                    "retract", sensitivity="sensitive", confidence=0.6))
            else:
                out.append(Proposal("fact", _debt(m.group(1)), _sentence(f"User has {_a(m.group(1))}"),
                                    sensitivity="sensitive", confidence=0.6))
        if "credit card" in text and (m := CARDS_PAID.search(text)):
            said = _sentence(f"User {third_person_possessive(m.group().strip())}")
            out.append(Proposal("fact", "finance:credit_card_debt", said, "retract", sensitivity="sensitive",
                                confidence=0.6))
        if ("IRA" in text or "ira" in text or "401" in text or "403" in text or "HSA" in text or "rokerage" in text
                ) and (m := ACCOUNT_OWNED.search(text)):
            # "I max out my Roth IRA every year": an account the user holds (finance, sensitive)
            out.append(Proposal("fact", f"finance:{topic_slug(m.group(1))}", _sentence(f"User has {_a(m.group(1))}"),
                                sensitivity="sensitive", confidence=0.6))
        if ("omputer" in text or "aptop" in text or "esktop" in text or "PC" in text or "pc" in text
                or "orkstation" in text or "achine" in text) and (m := OWN_MACHINE_RUNS.search(text)):
            # "My workstation runs Arch": the system the user's own machines run
            system = m.group("system").lower()
            system = OPERATING_SYSTEMS.get(re.sub(r"[\s!_-]", "", system), system.replace(" ", "_"))
            out.append(Proposal("fact", f"os:{system}", _sentence(f"User's {m.group()[m.group().find(' ') + 1:]}"
                                                                 if m.group()[:3].lower() in ("my ", "our") else
                                                                 f"{m.group()[:1].upper()}{m.group()[1:]}"),
                                confidence=0.6))
        if " running " in text and (m := DEVICE_RUNNING.search(text)):
            # "from my ThinkPad running Linux": the system the user's own machine runs
            system = m.group("system").lower()
            system = OPERATING_SYSTEMS.get(re.sub(r"[\s!_-]", "", system), system.replace(" ", "_"))
            out.append(Proposal("fact", f"os:{system}", _sentence(f"User's {m.group()[3:]}"), confidence=0.6))
        if " (" in text and (m := KIND_THEN_MODEL.search(text)) and not PARTED_WITH.search(text, 0, m.start()) and (
                named := _device(m.group(1), ")", True)):
            # "through my phone (old Pixel 6)", "my laptop (a ThinkPad T480)": the model of the user's own, in brackets
            out.extend(named)
        if MY_CAPITAL.search(text) and (m := DEVICE_NAMED.search(text)) and not PARTED_WITH.search(text, 0, m.start()):
            # not one parted with ("sold my Sony a7 III": the retraction is the clause's own, its model read in full)
            out.extend(_device(m.group(1), text[m.end():], named_alone))
    # (and when a "my" later names no device or car: "I'm on a Honda Grom so 55mph is about my max")
    if text.startswith(("I'm on", "I am on", "i'm on", "im on")) and (m := DEVICE_NAMED.match(text)) and not any(
            p.subject.startswith(("device:", "vehicle:")) for p in out):
        out.extend(_device(m.group(1), text[m.end():], True))  # "I'm on an M2 MacBook Air", not "on a Motorola call"
    elif text.startswith(("I play on", "I game on", "I code on", "I stream on", "i play on", "i game on", "i code on",
                          "i stream on")) and (m := DEVICE_NAMED.match(text)):
        # "I play on a Razer Blade 15": the device the user plays or codes on, by its model (a device only)
        out.extend(p for p in _device(m.group(1), text[m.end():], True) if p.subject.startswith("device:"))
    if ("our " in text or "Our " in text) and (m := OUR_MODEL.search(text)) and not PARTED_WITH.search(
            text, 0, m.start()):
        # "a road trip in our 2019 Honda Odyssey": the household's car, by its model
        out.extend(p for p in _device(m.group(1), text[m.end():], named_alone) if p.subject.startswith("vehicle:"))
    if ("our " in text or "Our " in text) and (m := SYSTEM_ON_DATABASE.search(text)) and (
            slug := topic_slug(m.group(1))) and not OTHER_SUBJECT.search(text, 0, m.start()) and (
            f"database:{slug}" not in formed):
        # "I'm the practice manager at a vet clinic and our system runs on MySQL 8": the team's database
        said = m.group()[m.group().lower().index("our "):]
        out.append(Proposal("fact", f"database:{slug}", _sentence(f"User: {said}"), portability="local",
                            confidence=0.6))
    if ("our " in text or "my " in text) and any(rig in low for low in (caseless(text),) for rig in _RIG_WORDS) and (
            m := RIG_LIVED_IN.search(text)) and not PARTED_WITH.search(
            text, 0, m.start()) and not any(p.subject.startswith("vehicle:") for p in out):
        # "we travel in our fifth wheel about 9 months a year": the household's rig, by its kind
        rig = m.group(1).lower()
        out.append(Proposal("fact", f"vehicle:{RIG_KEYS.get(rig, rig.replace(' ', '_'))}",
                            _sentence(f"User has {_a(m.group(1))}"), confidence=0.6))
    if ("our " in text or "Our " in text) and ("ortgage" in text or "equity" in text or "loan" in text) and (
            m := OUR_MORTGAGE.search(text)) and not any(p.subject == _debt(m.group(1)) for p in out):
        # "Our mortgage is a 30-year fixed": the household's, and so the user's (paid off: no longer)
        paid = DEBT_PAID.search(text, 0, m.start()) is not None
        out.append(Proposal("fact", _debt(m.group(1)), _sentence(
            f"User's household {'no longer has' if paid else 'has'} {_a(m.group(1).lower())}"),
            "retract" if paid else "assert", sensitivity="sensitive", confidence=0.6))
    if ("debt" in text or "loans" in text) and (m := DEBT_CARRIED.search(text)) and not any(
            p.subject.startswith("finance:") for p in out):
        # "I'm now carrying credit card debt because of it", "I'm in $20k of medical debt": the user's debt
        name = "student loans" if m.group(1).lower().startswith("student") else m.group(1)
        out.append(Proposal("fact", _debt(name), _sentence(f"User has {m.group(1).lower()}"),
                            sensitivity="sensitive", confidence=0.6))
    if "salary" in text and (m := SALARY_OF.search(text)) and SALARY_OWNER.match(text) and not (
            OTHER_SUBJECT.search(text, 0, m.start())) and not any(p.subject == "finance:salary" for p in out):
        # "I put $200 a month into savings out of an $85k salary", "I'm on a $60k salary": what the user earns
        out.append(Proposal("fact", "finance:salary", _sentence(f"User has {m.group(1)}"), sensitivity="sensitive",
                            confidence=0.6))
    if ("betting" in text or "fantasy" in text or "Fantasy" in text) and (m := MY_GAME_KEPT.search(text)) and (
            not any(p.subject.startswith("activity:") for p in out)):
        # "my sports betting bankroll", "my dynasty fantasy baseball team": a game the user keeps up
        out.append(Proposal("user_model_attr", f"activity:{_game_key(m.group(1))}",
                            _sentence(f"User has {_a(m.group()[3:])}"), confidence=0.6))
    if "ommissioner" in text and (m := COMMISSIONER_OF.search(text)) and SALARY_OWNER.match(text) and not (
            OTHER_SUBJECT.search(text, 0, m.start())) and not any(p.subject.startswith("activity:") for p in out):
        out.append(Proposal("user_model_attr", f"activity:{_game_key(m.group(1))}",
                            _sentence(f"User is the {m.group()}"), confidence=0.6))
    if ("loan" in text or "mortgage" in text or "debt" in text) and (m := DEBT_OWED.search(text)) and not any(
            p.subject == _debt(m.group(1)) for p in out):
        # "I still owe $38k on the mortgage": the debt is the user's (how much is no part of the key)
        out.append(Proposal("fact", _debt(m.group(1)), _sentence(f"User has {_a(m.group(1))}"),
                            sensitivity="sensitive", confidence=0.6))
    if own_document:
        if m := DEBT_LINE.match(text):
            out.append(Proposal("fact", _debt(m.group(1)), _sentence(f"User has {text}"), sensitivity="sensitive",
                                confidence=0.6))
        elif (m := CURRENT_ROLE.fullmatch(text)) and (
            (head := _singular(_words(m.group(1))[-1])) in lx.JOBS or head in lx.TITLES
        ):
            role = WHITESPACE.sub(" ", re.sub(r"[*#]+", "", text)).strip()
            out.append(Proposal("user_model_attr", "occupation", _sentence(f"User is {role}"), confidence=0.6))
        elif ("$" in text or "\u00a3" in text or "\u20ac" in text) and (items := BUDGET_ITEMS.findall(text)):
            # "Take-home is about $4,200/mo, rent is $1,400": what the user earns and pays, in their own budget
            for item in dict.fromkeys(BUDGET_KEYS.get(caseless(i).replace("-", " "), "") for i in items):
                if item:
                    out.append(Proposal("fact", item, _sentence(f"User: {text}"), sensitivity="sensitive",
                                        confidence=0.6))
        elif PLACE_LINE.match(text):
            out.append(Proposal("user_model_attr", "location:home", _sentence(f"User is {_phrase(text)}"),
                                confidence=0.6))
    return [p for p in out if p.subject not in formed]


# What may follow a model that ends its noun phrase: a stop, a bracket, a verb or a preposition, not a noun it
# modifies ("my Mazda dealer", "a Motorola call").
MODEL_ENDS = lazy_regex(r"\s*(?:$|[,.;:!?()\u2013\u2014-]|(?:is|was|has|had|have|won't|wouldn't|can't|keeps?|kept|"
                        r"needs?|needed|broke|froze|died|crashed|stopped|started|got|gets|just|still|also|and|but|in|on|at|"
                        r"for|from|to|with|into|since|after|before|now|again|because|so|which|that|estate|hatchback|"
                        r"saloon|sedan|phone|laptop|tablet|"
                        # a clause about it, its subject a person: "a 1978 Shovelhead somebody chopped up"
                        r"somebody|someone|i|we|my|he|she|they)\b)")
# Another's clause after the user's, with a subject and a verb of its own: ", and the vicar has asked me".
OTHERS_CLAUSE = lazy_regex(r",\s+(?:and|but)\s+(?:the|his|her|their)\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:has|have|had|is|are|"
                           r"was|were|will|would|keeps?|\w+ed)\b", re.IGNORECASE)
# Someone of the user's, saying or thinking something in a conjunct of their own: "... and my doctor says it's fine",
# "... and my kids think I'm having a midlife crisis" (several of them: "think", "say").
# (Not after "but": "I have a peanut allergy but my allergist says I've outgrown it" takes the clause back.)
OTHERS_SAYING = lazy_regex(r"(?<!\s)\s++and\s+my\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:says|said|thinks|thought|think|say|"
                           r"told me|tells me|tell me|agrees|agreed|agree|reckons|reckon|insists|insisted|insist)\b",
                           re.IGNORECASE)
# The thing just named said to be someone else's, after it in its sentence: "I have a car but it's my wife's", "a cat,
# technically my roommate's", "a dog (my sister's, I'm dogsitting)", "a Tesla but it belongs to my company", "but it's
# not mine". A possessive closes the phrase ("it's my wife's car" too), never opens another ("my wife's is red", "my
# sister's favorite"); after "but" or "and", only said of "it" or as a fact ("and my sister's" may be her one too).
SOMEONE_ELSES = lazy_regex(
    r"(?:(?:[,(]|\s[-\u2013\u2014])\s*(?:(?:it|that|which|she|he)(?:'s|\u2019s| is| was)\s+)?"
    r"|\b(?:but|and|though|although|only)\s+(?:(?:it|that|she|he)(?:'s|\u2019s| is| was)\s+"
    r"|(?=(?:technically|actually|really|officially|legally)\b))|\s(?=(?:that|which)\s+belongs?\s+to\b))"
    r"(?:(?:technically|actually|really|officially|legally|still|all|just)\s+)*"
    r"(?:(?:my|our|the|a)\s+(?:[\w-]+\s+)?[\w-]+(?:'s|\u2019s|s')(?:\s+(?:car|truck|dog|cat|one|bike|house|place|"
    r"phone|laptop))?(?=\s*(?:[,.;:)!?]|$|\s(?:and|but|so|since|because|while|though|i|i'm|im)\b))"
    r"|(?:(?:it|that|which|she|he)\s+)?belongs?\s+to\s+(?:my|our|the|a|(?-i:[A-Z]))"
    r"|not\s+(?:really\s+|technically\s+|actually\s+)?(?:mine|ours)\b)",
    re.IGNORECASE)
# What can be someone else's: the things a user owns.
OWNED_KINDS = ("pet:", "vehicle:", "possession:", "device:")
# Someone named, wishing, saying or thinking something in a conjunct of their own: "... and Hannah keeps hinting that".
# (opening on its literal, searched for at once)
NAMED_SAYING = lazy_regex(r" and [A-Z][a-z]+ (?:keeps|says|said|thinks|thought|wants|wanted|"
                          r"told me|tells me|insists|insisted|hints|hinted|asks|asked|reckons|suggests|suggested)\b")
# The user's own reason after their clause, offered as a clause of its own too: its words ("since I work from home
# now") are no gate on the clause it explains ("I sold my Civic last month").
# From the start of a run of spaces only: retried at each space of a long run it scanned the rest of the run.
OWN_REASON = lazy_regex(r"(?<!\s)\s++(?:since|because|cuz) (?=(?:i|i'm|i've|im|ive|we)\b)", re.IGNORECASE)
# What OWN_REASON cannot match without is "nce ", "ecau" or "cuz " in the lowercased text (no letter of them folds from
# another in a case-blind match, as the s of "since" does from the long s): three substring tests, not a search.
# A conjunct with a subject of its own: "... and your technician left the cap loose".
# After a comma, or from the start of a run of spaces only (a retry inside a long run rescanned the rest of it).
OTHERS_CONJUNCT = lazy_regex(r"(?:,|(?<!\s))\s++(?:and|but)\s+(?:your|their|his|her|the)\s+\w+", re.IGNORECASE)
# What someone of the user's is doing: "my friend is reading over my shoulder".
OTHERS_NOW = lazy_regex(r"my (?:[\w'-]+ )?[\w'-]+ (?:is|are) (?:(?:just|still|also)\s+)?[a-z]+ing\b", re.IGNORECASE)
# A reason that states a lasting fact of its own: in the present ("since I'm lactose intolerant", "because I have
# celiac", "since I work as a doctor"), not when something began ("since I was a kid", "since I moved here").
STATED_REASON = lazy_regex(
    r"(?:i'm|i am|im|i have(?! been\b)|i've got|i (?:also |still |only )?(?!used\b|[a-z]+ed\b)([a-z]+))\b",
    re.IGNORECASE,
)


# -- Portuguese and Italian mixed into English: "Sou enfermeira no Hospital de Santa Maria em Lisboa and I need ...",
# "Sono di Napoli ma vivo a Milano", "Tenho dois filhos", "Io insegno italiano at a community college in Boston" ------
# Each first-person phrase is read as its English says it (the key is the English reading's); the statement and the
# evidence keep the user's own words.
_ROMANCE_JOBS = {
    **dict.fromkeys(("enfermeira", "enfermeiro", "infermiera", "infermiere"), "nurse"),
    **dict.fromkeys(("médico", "médica", "medico", "medica", "medici"), "doctor"),
    **dict.fromkeys(("professor", "professora", "professoressa", "insegnante", "maestra", "maestro"), "teacher"),
    **dict.fromkeys(("engenheiro", "engenheira", "ingegnere"), "engineer"),
    **dict.fromkeys(("advogado", "advogada", "avvocato", "avvocata", "avvocatessa"), "lawyer"),
    **dict.fromkeys(("cozinheiro", "cozinheira", "cuoco", "cuoca"), "cook"),
    **dict.fromkeys(("programador", "programadora", "programmatore", "programmatrice"), "programmer"),
    **dict.fromkeys(("contabilista", "contador", "contadora", "commercialista", "ragioniere"), "accountant"),
    **dict.fromkeys(("motorista", "autista"), "driver"),
    **dict.fromkeys(("empregado de mesa", "cameriere", "cameriera"), "waiter"),
    **dict.fromkeys(("farmacêutico", "farmacêutica", "farmacista"), "pharmacist"),
    **dict.fromkeys(("dentista",), "dentist"),
    **dict.fromkeys(("arquiteto", "arquiteta", "architetto"), "architect"),
    **dict.fromkeys(("barista",), "barista"),
}
# What else "sou"/"sono" says of the user: a diet, a condition kept.
_ROMANCE_BEING = {
    **dict.fromkeys(("vegetariana", "vegetariano"), "vegetarian"),
    **dict.fromkeys(("vegana", "vegano"), "vegan"),
    **dict.fromkeys(("celíaca", "celíaco", "celiaca", "celiaco"), "celiac"),
    **dict.fromkeys(("diabética", "diabético", "diabetica", "diabetico"), "diabetic"),
}
_ROMANCE_BUSINESSES = {"pastelaria": "bakery", "padaria": "bakery", "pasticceria": "bakery", "panetteria": "bakery",
                       "restaurante": "restaurant", "ristorante": "restaurant", "loja": "shop", "negozio": "shop",
                       "café": "cafe", "caffè": "cafe", "bar": "bar", "salão": "salon", "salone": "salon"}
_ROMANCE_COUNTS = {"um": "one", "uma": "one", "un": "one", "una": "one", "uno": "one", "dois": "two", "duas": "two",
                   "due": "two", "três": "three", "tres": "three", "tre": "three", "quatro": "four", "quattro": "four",
                   "cinco": "five", "cinque": "five"}
_ROMANCE_HAD = {**dict.fromkeys(("filhos", "figli"), "kids"), **dict.fromkeys(("filhas", "figlie"), "daughters"),
                **dict.fromkeys(("filho", "figlio"), "son"), **dict.fromkeys(("filha", "figlia"), "daughter"),
                **dict.fromkeys(("gatos", "gatti"), "cats"), **dict.fromkeys(("gato", "gatto"), "cat"),
                **dict.fromkeys(("cães", "cachorros", "cani"), "dogs"),
                **dict.fromkeys(("cão", "cachorro", "cane"), "dog")}
_ROMANCE_SUBJECTS = {"italiano": "Italian", "inglês": "English", "inglese": "English", "português": "Portuguese",
                     "portoghese": "Portuguese", "francês": "French", "francese": "French", "espanhol": "Spanish",
                     "spagnolo": "Spanish", "alemão": "German", "tedesco": "German", "matemática": "maths",
                     "matematica": "maths", "história": "history", "storia": "history", "música": "music",
                     "musica": "music", "ciências": "science", "scienze": "science"}
_ROMANCE_KIN = {"nonna": "grandmother", "nonno": "grandfather", "avó": "grandmother", "avô": "grandfather",
                "marido": "husband", "moglie": "wife", "esposa": "wife", "mulher": "wife", "namorado": "boyfriend",
                "namorada": "girlfriend", "fidanzato": "boyfriend", "fidanzata": "girlfriend"}
_ROMANCE_PLACE = r"((?-i:[A-Z])[\w'-]+(?: (?:de |di |da |do |dos |del |della )?(?-i:[A-Z])[\w'-]+){0,4})"
# The English said on after the phrase, where the user went back to it: " at a community college in Boston".
_ROMANCE_TAIL = r"(?P<tail> (?:at|in|for) [^,.;:!?\n]{1,60}?)?(?=$|[,.;:!?\n]| and | but | so )"
ROMANCE_SELF = lazy_regex(
    r"(?:^|(?<=[\s,.;:!?¡¿(\"]))(?:eu |io )?(?:também |tambem |anche |agora |ora |ainda |ancora )?(?:"
    r"(?:sou|sono) (?:uma? |un[ao]? |un'|)(?P<be>" + "|".join(sorted({*_ROMANCE_JOBS, *_ROMANCE_BEING}, key=len,
                                                                    reverse=True)) + r")"
    r"(?: (?:no |na |nel |nella |all'|al |alla |presso (?:il |la |l')?)" + _ROMANCE_PLACE.replace("(", "(?P<at>", 1)
    + r")?(?: (?:em|in|a) " + _ROMANCE_PLACE.replace("(", "(?P<at_in>", 1) + r")?"
    r"|(?:sou|sono) (?:dona|dono|proprietária|proprietário|proprietaria|proprietario|titolare) d[eio] "
    r"(?:uma? |un[ao]? )?(?P<biz>" + "|".join(_ROMANCE_BUSINESSES) + r")(?: (?:pequena|pequeno|piccola|piccolo))?"
    r"(?: (?:em|in|a) " + _ROMANCE_PLACE.replace("(", "(?P<biz_in>", 1) + r")?"
    r"|(?:sou|sono) (?:de|di|da|do) " + _ROMANCE_PLACE.replace("(", "(?P<from>", 1)
    + r"|(?:vivo|moro|abito) (?:em|a|in|no|na|ad) " + _ROMANCE_PLACE.replace("(", "(?P<home>", 1)
    # a move made: "mudei-me para Londres", "antes de mudar para Londres" (before moving there), "mi sono trasferita a
    # Milano" (not "quero mudar para Londres", a wish)
    + r"|(?:mudei(?:-me)? |me mudei |nos mudamos |mudamo-nos |(?:antes|depois) de (?:me )?mudar |"
    r"mi sono trasferit[oa] |ci siamo trasferiti |dopo essermi trasferit[oa] )(?:para|pra|a|in) "
    + _ROMANCE_PLACE.replace("(", "(?P<moved>", 1)
    + r"|(?:tenho|ho) (?P<count>" + "|".join(_ROMANCE_COUNTS) + r") (?P<had>" + "|".join(_ROMANCE_HAD) + r")"
    r"|(?:insegno|ensino|dou aulas de) (?P<subject>" + "|".join(_ROMANCE_SUBJECTS) + r")" + _ROMANCE_TAIL
    + r"|(?:vendi|ho venduto) (?:a |o |la |il )?(?:minha|meu|mia|mio) (?P<sold>(?-i:[A-Z])[\w-]+)"
    r"|(?:só |solo )?(?:ando de bicicleta|ando de bike|vado in bici(?:cletta)?)"
    r")(?=$|[\s,.;:!?)])"
    # a relative by the word for them, said in English: "my nonna still ...", "minha avó"
    r"|\b(?:my|minha|meu|mia|mio) (?P<kin>" + "|".join(_ROMANCE_KIN) + r")\b",
    re.IGNORECASE,
)
ROMANCE_STOP = lazy_regex(r"[.!?]")
# The town named last in the English said on after it: " at a community college in Boston".
ROMANCE_TAIL_PLACE = lazy_regex(r" in ((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2})$")
# Denied or said by someone else: "não sou vegetariana", "non sono di qui", "ela disse que ...".
ROMANCE_NOT_OWN = lazy_regex(r"\b(?:não|nao|non|nunca|mai|disse|diz|dizem|ha detto|dice|dicono|mentira|scherzo|"
                             r"brincadeira)\b", re.IGNORECASE)


def _may_switch_romance(low: str) -> bool:
    """Whether ROMANCE_SELF may match the caseless text: a look for the words it cannot match without."""
    return ("sou " in low or "sono " in low or "vivo " in low or "mud" in low or "trasferit" in low or "moro " in low
            or "abito " in low or "tenho " in low
            or " ho " in low or low[:3] == "ho " or "insegno" in low or "ensino" in low or "aulas" in low
            or "vendi" in low or "ando de" in low or "vado in" in low or "nonn" in low or "avó" in low or "avô" in low
            or "marido" in low or "moglie" in low or "namorad" in low or "fidanzat" in low or "esposa" in low
            or "mulher" in low)


def _code_switched_romance(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """What the user says of themselves in Portuguese or Italian mixed into their English, read as its English says
    it (ROMANCE_SELF)."""
    out: list[tuple[Proposal, str]] = []
    regions: ForeignRegions | None = None
    for m in ROMANCE_SELF.finditer(text):
        regions = regions or ForeignRegions.of(text)
        begun = max(text.rfind(stop, 0, m.start()) for stop in ".!?\n") + 1
        if regions.touch(m.start(), m.end()) or ROMANCE_NOT_OWN.search(text, begun, m.start()):
            continue  # quoted, denied ("não sou"), or someone else's words
        stop = ROMANCE_STOP.search(text, m.end())
        if stop and stop.group() == "?" and m.group("kin") is None and not FACT_TAIL.search(text[m.end():stop.start()]):
            continue  # asked ("sou de aqui?"), not followed by a question of its own ("..., can you help?")
        said, low = m.group().strip(), caseless(m.group())
        english = ""
        if be := m.group("be"):
            if job := _romance(_ROMANCE_JOBS, be):
                english = f"I'm {_a(job)}"
                if m.group("at"):
                    english += f" at {m.group('at')}" + (f" in {m.group('at_in')}" if m.group("at_in") else "")
            elif being := _romance(_ROMANCE_BEING, be):
                english = f"I'm {being}"
        elif (biz := m.group("biz")) and (business := _romance(_ROMANCE_BUSINESSES, biz)):
            english = f"I own a {business}" + (f" in {m.group('biz_in')}" if m.group("biz_in") else "")
        elif m.group("from"):
            english = f"I'm from {m.group('from')}"
        elif m.group("home"):
            english = f"I live in {m.group('home')}"
        elif m.group("moved"):
            english = f"I moved to {m.group('moved')}"
        elif m.group("had") and (count := _romance(_ROMANCE_COUNTS, m.group("count"))) and (
                had := _romance(_ROMANCE_HAD, m.group("had"))):
            english = f"I have {count} {had}"
        elif m.group("subject") and (subject := _romance(_ROMANCE_SUBJECTS, m.group("subject"))):
            english = f"I teach {subject}{m.group('tail') or ''}"
        elif m.group("sold"):
            english = f"I sold my {m.group('sold')}"
        elif m.group("kin") and (kin := _romance(_ROMANCE_KIN, m.group("kin"))):
            english = f"I have {_a(kin)}"
        elif "bici" in low or "bike" in low:
            english = "I cycle"
        if english:
            found = [replace(p, statement=_sentence(f"User: {said}"))
                     for p in rules.classify(english) if p.polarity == "assert" or m.group("sold")]
            where = m.group("at_in") or m.group("biz_in") or (
                tail.group(1) if (tail := ROMANCE_TAIL_PLACE.search(m.group("tail") or "")) else None)
            if where and any(p.subject == "occupation" for p in found) and not any(
                    p.subject == "location:work" for p in found):
                # "sou enfermeira no Hospital de Santa Maria em Lisboa": the town the job is done in
                found.append(Proposal("user_model_attr", "location:work", _sentence(f"User: {said}"), confidence=0.6))
            out += [(p, said) for p in found]
    return out


def _romance(table: dict[str, str], word: str) -> str:
    """A Portuguese or Italian word's English in `table`, as written or case-folded ("enfermeira" spelled with a
    dotless i is the word the case-blind match took it for); "" when it has none."""
    return table.get(word.lower()) or table.get(caseless(word)) or ""
