"""The user's own form or list, bio, signature, job line, code-switched text, JSON and tables."""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from memform.extract import lexicon as lx
from memform.extract.patterns import lazy_regex
from memform.extract.text import FENCE, SALUTATION, ForeignRegions, caseless, clauses, foreign_regions, own_draft

from .bare_answers import _answered, _device
from .learner_english import _GARMENT_KEYS, _SHOE_NUMBER, _SIZE_GARMENT, _SIZE_VALUE, DIABETES
from .long_messages import EDITOR, SYSTEMS_NAMED, TITLE_FRONTED, _sentence
from .phrases import NUMBER_WORDS, WORD, _named, _phrase
from .places_and_work import _a_name, _a_surname, _asked_after, _diabetes
from .requests import CREW_AT_WORK, JOB_COMPOUND_HEADS
from .statements import CHAT_TAIL_WORDS, FACT_TAIL
from .subjects import Proposal, _activity, _kin, _m, _singular, _words, stable_subject, topic_slug
from .things_held import _a

if TYPE_CHECKING:
    from .rules import Rules


# -- the user's own form or list: "Allergies: peanuts, shellfish", "Languages I speak: ...", a list under "Quick facts
# about me:" ----------------------------------------------------------------------------------------------------
# Whose form it is: the user's own ("my info", "about me", "my preferences", "the intake form", a label said in the
# first person). A form or list with none of this (a menu's "Allergens:", a pasted profile) is not the user's.
FORM_OWNER = lazy_regex(r"\b(?:about me|my (?:(?:dating|own|personal) )?(?:info|details|profile|preferences|prefs|"
                        r"facts|stats|bio|setup)|"
                        r"intake form|(?-i:I) (?:speak|own|use)|(?:quick |short )?prefs list|"
                        r"how (?-i:I) like (?:my )?answers|"
                        # a form the user fills in, not for another: "Filling out the registration for the retreat"
                        r"fill(?:ing|ed)? (?:out|in) (?:the |a |my |this )?(?:[\w-]+ ){0,2}(?:registration|form|"
                        r"questionnaire|application|sign-?up)(?! (?:for|of) (?:my|our|his|her|their|a|an)\b))\b"
                        # a heading over the user's own health notes: "# health stuff (context for when I ask)"
                        r"|^#{1,6}[ \t]+(?:my )?(?:health|medical)\b[^\n]*\b(?:I|my|me)\b"
                        # a line of the user's household list: "- me: pescatarian"
                        r"|^[ \t]*(?:[-*\u2022][ \t]*)?(?:\*\*)?me(?:\*\*)?[ \t]*:(?:\*\*)?[ \t]*\S"
                        # a heading over the user's own list: "Preferences (please remember):", "## Household",
                        # "Fitness profile:" (another's is OTHERS_FORM's: "my son's profile")
                        r"|^[ \t]*(?:#{1,6}[ \t]+)?(?:my )?(?:preferences|prefs|household|(?:fitness|health|training|"
                        r"running|dev|developer|coding|work|personal) profile)\b[^\n:]{0,40}:?[ \t]*$",
                        re.IGNORECASE | re.MULTILINE)
OTHERS_FORM = lazy_regex(r"(?:'s|\b(?:his|her|their|your)) (?:(?!my\b|our\b|the\b)[\w-]+ )?(?:info|details|profile|"
                         r"preferences|prefs|facts|stats|intake form|form|setup)\b"
                         # a form kept for others, made up, or a character's: "I use this for my clients. Client
                         # intake:", "Sample bio for the template:", "My character sheet:"
                         r"|\bfor (?:my|our) (?:clients|customers|patients|students)\b|\bclient intake\b|"
                         r"\b(?:template|sample|example|placeholder|dummy|character sheet|my character|npc)\b",
                         re.IGNORECASE)
# "Label: value" on a line of its own or after a sentence, an item's mark before it ("* Units: metric").
# A markdown label is bold with its colon inside ("- **Name:** Lena") or out ("**Name**: Lena"); a name said beside
# it in brackets is the label's own ("- partner (Sam): eats everything").
FORM_LINE = lazy_regex(r"(?:^|(?<=[.!?])[ \t]+)[ \t]*(?:[-*\u2022][ \t]*)?(?:\*\*)?([A-Za-z][\w '/-]{0,40}?)"
                       r"(?:[ \t]*\([^()\n:]{1,30}\))?(?:\*\*)?"
                       r"[ \t]*:(?:\*\*)?[ \t]*(\S[^\n]{0,200}?)[ \t.]*$", re.MULTILINE)
# A heading ending its line with a colon, or a markdown heading ("## About me", a line in bold alone), and the items
# listed under it.
FORM_HEADING = lazy_regex(r"^(?:([^\n:#*]{3,80}):|#{1,6}[ \t]+([^\n]{2,80}?)|\*\*([^\n*]{2,80})\*\*:?)[ \t]*$",
                          re.MULTILINE)
ANY_ITEM = lazy_regex(r"[ \t]*(?:[-*\u2022]|\d{1,2}[.)])[ \t]+[^\n]*(?:\n|$)")
LIST_ITEM = lazy_regex(r"[ \t]*(?:[-*\u2022]|\d{1,2}[.)])[ \t]+([^\n:]{1,80}?)[ \t.]*(?:\n|$)")
FORM_VALUES = lazy_regex(r"\s*(?:,|;|\band\b|/)\s*")
NOTHING = frozenset("none n/a na no nothing nil -".split())
JOB_LABELS = frozenset("job occupation profession role work position title".split())
HOME_LABELS = frozenset(("city", "location", "home", "based in", "lives in", "current city", "town"))
NEVER = frozenset("never none no off nope".split())
# What the user likes, as their profile's label says: "Love: jollof, Arsenal", "Likes: long drives".
LIKES_LABELS = frozenset(("love", "loves", "likes", "i love", "i like", "things i love", "into"))
# A place that is where the user works, not lives: "Location: Lisbon office".
WORKPLACE_VALUE = lazy_regex(r"\b(?:office|hq|headquarters|campus|branch|site|plant|warehouse|store)\b", re.IGNORECASE)
# A garment's size by its label, and the size alone as its value: "Jacket size: L", "Pants size: 32x30".
GARMENT_SIZE_LABEL = lazy_regex(r"(?:(?:men'?s|women'?s) )?" + _SIZE_GARMENT + r" size")
SIZE_VALUE = lazy_regex(_SIZE_VALUE, re.IGNORECASE)
# A diet's label in a form: "Diet: vegan", "Dietary requirements: pescatarian".
DIET_LABELS = frozenset(("diet", "dietary requirements", "dietary requirement", "dietary restrictions",
                         "dietary needs", "dietary preference", "dietary preferences"))
# A shoe's label, its size in the value: "Shoe: Brooks Ghost, 10.5", "Shoe size: 9".
SHOE_LABELS = frozenset(("shoe", "shoes", "shoe size", "shoe sz"))
# A pastime's label: "Hobbies: bouldering, chess", "Interests: hiking".
HOBBY_LABELS = frozenset("hobby hobbies interests activities pastimes sports".split())
# A pastime's label in a profile by when it holds: now ("Current: swimming 3x/week"), or no longer (True).
PURSUIT_LABELS = {"current": False, "currently": False, "now": False, "used to": True, "formerly": True,
                  "previously": True, "former": True}
PURSUIT_VALUE_TAIL = lazy_regex(r"\s*(?:\(.*|,.*|\d.*|(?:every|each|a|per|on|most|daily|weekly|twice|once)\b.*)$",
                                re.IGNORECASE)
# A health label: "Health conditions: type 2 diabetes", "Medical: asthma"; and a medicines one ("Medications: ...").
HEALTH_LABEL = lazy_regex(r"(?:(?:health|medical|chronic)(?: conditions?| issues?| history| problems?)?|"
                          r"conditions?|diagnos[ie]s)")
MEDICINE_LABEL = lazy_regex(r"(?:current |daily |regular )?(?:medications?|medicines?|meds|prescriptions?)")
# The dose said after a medicine, no part of its name: "lisinopril 10mg", "metformin 500 mg twice daily".
DOSE_TAIL = lazy_regex(r"\s+\d[\d.]*\s?(?:mg|mcg|µg|g|ml|iu|units?)\b.*$", re.IGNORECASE)
# A medicine named beside a condition: "type 2 diabetes (on metformin)".
ON_MEDICINE = lazy_regex(r"\(\s*(?:on|taking|takes) ([^()\n]{2,40})\)", re.IGNORECASE)
# A relative named in a value of the user's own form: "Emergency contact: my son, Daniel".
KIN_VALUE = lazy_regex(r"my ((?:[\w-]+ )?([\w-]+))\b", re.IGNORECASE)
# What a job is said with, after it: "Data analyst at a logistics company" is a data analyst.
JOB_PLACE = lazy_regex(r"\s+(?:at|for|in|with|@)\s+.*", re.IGNORECASE | re.DOTALL)
# A line of a form, to tell a message that is only a form: "Age: 58".
FORM_ROW = lazy_regex(r"[ \t]*(?:[-*\u2022][ \t]*)?(?:\*\*)?[A-Za-z][\w '/-]{0,40}(?:\*\*)?:(?:\*\*)?[ \t]*\S[^\n]*")
FIRST_PERSON_WORD = lazy_regex(r"\b(?:my|i|i'm|me|mine)\b", re.IGNORECASE)


def _own_bare_form(text: str) -> bool:
    """A message that is a form and nothing else, speaking in the first person in its values ("Emergency contact:
    my son, Daniel"): the user's own, filled in. With a line of another kind ("Character sheet, need a backstory
    for this guy:") or no word of the user's in it, it may be anyone's."""
    rows = [line for line in text.split("\n") if line.strip()]
    return len(rows) >= 2 and all(FORM_ROW.fullmatch(row) for row in rows) and any(
        FIRST_PERSON_WORD.search(row.partition(":")[2]) for row in rows)


# A label over the user's own description of themselves, its pieces said without "I": "About me: 29, divorced".
ABOUT_ME_LABEL = lazy_regex(r"(?:(?:a (?:bit|little) |quick |short )?about (?:me|myself)|(?:my |short )?bio|me)")
ABOUT_ME_PIECE = lazy_regex(r"[.!?;]\s+|\s*,\s*|\s+[\u2013\u2014-]\s+")
PARENTHETICAL = lazy_regex(r"\([^()\n]{0,200}\)?")
# What the user does, said with "I" left out in their own description: "Work in HVAC", "live in Tulsa".
SELF_VERBS = frozenset("""work live love like enjoy adore play speak own run drive ride teach study hate prefer cook
bake paint write sing hike swim fish read use grew was raised""".split())


def _about_me_item(said: str, rules: Rules) -> list[Proposal]:
    """A piece of the user's description of themselves with its "I" left out: "29", "divorced", "one daughter",
    "Work in HVAC", "backend engineer at a fintech", "metric units please"."""
    words = said.split(None, 1)
    if not words or FIRST_PERSON_WORD.match(said):
        return []  # "- I run Linux on all my machines": a clause of its own, read as the message's others are
    if words[0].lower() in SELF_VERBS and len(words) > 1:
        return rules.classify(f"I {said[0].lower()}{said[1:]}")
    having = _m(r"(?:" + NUMBER_WORDS + r") ", said) and not _m(r"\d+ (?:years?|yrs?) old$", said)
    found = rules.classify(f"I have {said}" if having else f"I'm {said}")
    if not found and (subject := stable_subject(said)):
        # "- metric units please", "- dark mode everywhere": how the user wants things, said as a note
        said = _sentence(f"User's standing instruction: {_phrase(said)}")
        found = [Proposal("preference", subject, said, confidence=0.6)]
    return found


# -- a list of the user's own, in fragments marked by bullets or emoji: "things to know abt me 📝\n✅ backend dev @
# Monzo\n✅ live in London 🇬🇧" ------------------------------------------------------------------------------------
# Its heading says whose the list is and what it is: about the user ("about me for my new coach 💪", "quick context
# before u plan my week:", "things to know abt me") or what they use ("my setup 🖥️"); it opens the message alone on
# its line (no "update", whose items may be anyone's news).
EMOJI_LIST_HEAD = lazy_regex(r"[ \t]*(?:(?:(?:a few |some )?things(?: to know)?|(?:quick |some |a few |fun )?"
                             r"(?:facts|info)) (?:abt|about) me|(?:abt|about) me|"
                             r"(?:(?:quick|some|a bit of|a little|little) )?context|(?-i:m)y setup|me in a nutshell|"
                             r"quick intro)\b[^\n:?]{0,60}:?[ \t]*$", re.IGNORECASE)
# An emoji or a mark, anywhere in a line of such a list (a flag, a face, a clock: "⏱️").
LIST_EMOJI = lazy_regex(r"[\U0001F000-\U0001FAFF\u2300-\u23FF\u2600-\u27BF\u2B50\u2B55\uFE0F\u200D\u20E3]+")
# A line's bullet: a dash, a star, a dot, a tick or a cross, or an emoji standing for one.
LIST_BULLET = lazy_regex(r"[ \t]*(?:[-*\u2022\u25AA\u25CF\u2192]|[\U0001F000-\U0001FAFF\u2300-\u23FF\u2600-\u27BF]"
                         r"\uFE0F?)[ \t]*(?=\S)")


def _emoji_list(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """Each line of the user's own list in bullet fragments under a heading that says it is theirs (EMOJI_LIST_HEAD),
    its emoji and its bullet left out, read as a piece of an "About me:" list is; the line as written is the
    evidence. A thing merely had ("30 min to cook max") is read as nothing."""
    lines = text.split("\n")
    if len(lines) < 3 or not EMOJI_LIST_HEAD.match(head := LIST_EMOJI.sub("", lines[0]).strip()):
        return []
    setup = "setup" in head.lower()
    out: list[tuple[Proposal, str]] = []
    for line in lines[1:]:
        if not (bullet := LIST_BULLET.match(line)):
            continue
        written = " ".join(LIST_EMOJI.sub(" ", line[bullet.end():]).split()).strip(" .")
        said = written.replace(" @ ", " at ")
        if not said or ":" in said:
            continue  # ("goal: first pull-up": a label's line is the form's)
        found = _device(PARENTHETICAL.sub("", said).strip()) if setup else []
        if not found:
            found = [p for piece in ABOUT_ME_PIECE.split(PARENTHETICAL.sub("", said))
                     for p in _about_me_item(piece.strip(), rules) if not p.subject.startswith("possession:")]
            if not found and _singular(_words(said)[0]) in lx.JOBS | JOB_COMPOUND_HEADS:
                # "nurse 🏥 nights", "backend dev @ Monzo": the job, its article left out
                # ("nurse 🏥 nights": the job, its hours no part of it)
                job = shift.group(1) if (shift := LIST_JOB_SHIFT.fullmatch(said)) else said
                found = [p for p in rules.classify(f"I'm {_a(job)}") if p.subject.startswith("occupation")]
            if (diagnosed := LIST_DIAGNOSED.search(said)) and (
                    health := [p for p in rules.classify(f"I have {diagnosed.group(1)}")
                               if p.subject.startswith("health:")]):
                found += health  # "no caffeine (diagnosed anxiety)": the condition said as the reason
            if not found and (with_me := LIST_ME_AND.match(said)) and (
                    kin := _singular(with_me.group(1).lower())) in lx.FAMILY and kin not in lx.ACQUAINTANCES:
                # "- me + husband 👫": the relative the user lists beside themselves
                found = [Proposal("relationship", f"family:{_kin(kin)}", _sentence(f"User's household: {said}"),
                                  confidence=0.6)]
        if said != written:  # ("backend dev @ Monzo" read as "at": the statement in the user's words)
            found = [replace(p, statement=_sentence(f"User: {written}")) for p in found]
        out.extend((p, line.strip()) for p in found if p.polarity == "assert")
    return out


# A job and its hours, listed: "nurse nights", "barista weekends", "carer, part-time".
LIST_JOB_SHIFT = lazy_regex(r"([\w-]+(?: [\w-]+)?),? (?:on )?(?:nights|days|nightshifts?|night shifts?|weekends|"
                            r"earlies|lates|part[- ]time|full[- ]time|shifts)", re.IGNORECASE)
# A condition said diagnosed, in brackets after an item: "no caffeine (diagnosed anxiety)".
LIST_DIAGNOSED = lazy_regex(r"\((?:was |been )?diagnosed (?:with )?([^()]{3,40})\)", re.IGNORECASE)
# "me + husband", "me & my wife": the user and a relative, listed together.
LIST_ME_AND = lazy_regex(r"me[ \t]*(?:\+|&|and)[ \t]*(?:my )?([a-z]+)\b", re.IGNORECASE)


# The closing of a letter and the name signed under it: "Best,\nMarcus Reyes", "Miss you man,\nDev".
SIGN_OFF = lazy_regex(r"\n[ \t]*((?:best|thanks|thank you|cheers|regards|best regards|kind regards|warm regards|warmly|"
                      r"all the best|sincerely|yours(?: truly| sincerely)?|love|xoxo|take care|talk soon|miss you|"
                      r"many thanks|with (?:many )?thanks|respectfully)"
                      r"\b[^\n]{0,25}\n[ \t]*((?-i:[A-Z])[a-z'-]+(?: (?-i:[A-Z])[a-z'-]+)?))[ \t]*(?:\n|$)",
                      re.IGNORECASE)


NOT_SIGNED = frozenset("team staff thanks thank best regards cheers love sincerely management office support "
                       "customer service department sent".split())


# A message that is itself a letter to the assistant or to no one named, opening on its salutation ("Dear Assistant,",
# "To whom it may concern,"; "Dear Tom," opens a letter to Tom, maybe received), and the title signed under the name
# that ends it ("Managing Partner").
LETTER_OPENING = lazy_regex(r"[ \t]*(?:dear (?:assistant|ai|chatgpt|claude|sir(?: or madam|/madam)?|madam)|"
                            r"to whom it may concern|good (?:morning|afternoon|evening)|greetings)[ \t]*[,:!]?[ \t]*\n",
                            re.IGNORECASE)
# The job and the employer signed under the user's name on one line: "RN, Mercy Hospital", "Senior Analyst, Northwind".
SIGNED_JOB_AT = lazy_regex(r"[ \t]*((?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*){0,3}), ((?-i:[A-Z])[\w&.'-]*"
                           r"(?: (?:of |& )?(?-i:[A-Z])[\w&.'-]*){0,4})[ \t]*(?:\n|$)")
SIGNED_TITLE = lazy_regex(r"[ \t]*((?-i:[A-Z])[\w'-]*(?: (?:of |and |& )?(?-i:[A-Z])[\w'-]*){0,4})[ \t]*\s*$")


# A bio or profile the user says, in their own words before it, is their own, pasted in the third person: "Here's my
# speaker bio for the conference: '...'", "Polish my dating profile, I wrote it in third person on purpose: '...'",
# "the 'About the author' blurb for my novel: '...'", "a PI bio, here's mine: '...'" (not "this bio of our keynote
# speaker", "a LinkedIn summary I came across", "my friend's bio").
OWN_BIO_INTRO = lazy_regex(r"\bmy (?:own |new |current |updated |short |(?:speaker|author|linkedin|dating|"
                           r"conference|professional|grant|pi|twitter|instagram|website|faculty|staff|personal) )*"
                           r"(?:bio|biography|profile|blurb|(?:(?<=linkedin )|(?<=professional ))summary)\b(?! of\b)"
                           r"|\bhere(?:'s| is) mine\b|\bit'?s (?:about )?me\b|\((?:it'?s |it is )?mine\)"
                           r"|\bwrote it in (?:the )?third person\b|\babout the author\W{0,3} (?:blurb|section|bio|"
                           r"page|paragraph) for my (?:novel|book|memoir|debut)\b", re.IGNORECASE)
# What OWN_BIO_INTRO and CONFIRMED_MINE cannot match without, searched in the caseless text.
OWN_BIO_HINT = lazy_regex(r"bio|profile|summary|blurb|mine|third person|about the author|about me|it'?s me|"
                          r", the (?:groom|bride|author|speaker|candidate|applicant|founder|host|artist)\b")
# A pasted passage in quotation marks (a single quote inside a word, "master's", is no end of it).
QUOTED_PASSAGE = lazy_regex(r"(?<![\w'])'((?:[^'\n]|'(?=\w)){20,600})'(?!\w)|\"([^\"\n]{20,600})\"|"
                            r"\u2018((?:[^\u2019\n]|\u2019(?=\w)){20,600})\u2019(?!\w)|\u201c([^\u201d\n]{20,600})\u201d")
# Who a bio is about, opening it: "Dana Whitfield", "Dr. Aisha Rahman", "R. J. Okafor", "Chris" (then a verb).
BIO_NAME = lazy_regex(r"((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.? )?(?:[A-Z]\. ?){0,3}[A-Z\u00c0-\u00de][a-z\u00df-\u00ff'-]+"
                      r"(?: [A-Z\u00c0-\u00de][a-z\u00df-\u00ff'-]+){0,2})"
                      r"(?= (?:is|has|was|lives|holds|grew|teaches|works|owns|speaks|spent|earned|loves|enjoys|runs|"
                      r"leads|writes|serves|studies|plays|coaches|volunteers)\b)")
# Another's bio named between the user's and the passage: "Is my bio better than this one? '...'".
OTHER_BIO_BETWEEN = lazy_regex(r"\b(?:than|like|vs|versus|this one|that one|theirs|his|hers|compared)\b", re.IGNORECASE)
SELF_NAMED_BEFORE = lazy_regex(r"\bI'm ((?-i:[A-Z])[a-z]+), the (?:groom|bride|author|speaker|candidate|applicant|"
                               r"founder|host|artist)\b")
# The user confirming that what they pasted before is their own: "It's mine.", "That's me.", "Mine."
CONFIRMED_MINE = lazy_regex(r"\W*(?:(?:yes|yeah|yep|oh)\W+)?(?:(?:it'?s|it is|that'?s|that is|this is) )?(?:mine|"
                            r"me|my own|about me)\b(?!\s+(?:and|or)\b)", re.IGNORECASE)
# A bio's third-person verbs, as the user would say them of themselves.
BIO_VERBS = {"is": "am", "has": "have", "lives": "live", "holds": "hold", "teaches": "teach", "works": "work",
             "owns": "own", "speaks": "speak", "loves": "love", "enjoys": "enjoy", "runs": "run", "leads": "lead",
             "writes": "write", "serves": "serve", "studies": "study", "plays": "play", "coaches": "coach",
             "volunteers": "volunteer"}
BIO_SUBJECT_VERB = lazy_regex(r"(?:^|(?<=[.!?] ))(?:\{name\}|She|He|They) (" + "|".join(
    ["is", "has", "was", "grew", "spent", "earned", *BIO_VERBS]) + r")\b")
BIO_AND_VERB = lazy_regex(r"(,? and (?:now |also |currently )?)(" + "|".join(BIO_VERBS) + r")\b")
BIO_POSSESSIVE = lazy_regex(r"\b(?:her|his|their)\b")
# The bio's subject again inside a sentence: "..., where she lives with two cats" (as "where I live with two cats").
BIO_INNER_SUBJECT = lazy_regex(r"(?<=\bwhere )(?:she|he|they) (" + "|".join(BIO_VERBS) + r")\b")
# A bio that opens by introducing its subject: "Meet Ruth, a 63-year-old retired librarian ..." ("I'm a ...").
BIO_MEET = lazy_regex(r"Meet ((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2}), (?=an? )")


def _first_person_bio(passage: str) -> str:
    """A third-person bio as the user would say it of themselves: "Dana Whitfield is a senior UX researcher. She
    holds a PhD" is "I am a senior UX researcher. I hold a PhD"; "" when it opens on no one's name."""
    if passage[:5] == "Meet " and (met := BIO_MEET.match(passage)) and met.group(1) not in passage[met.end():]:
        return BIO_POSSESSIVE.sub("my", "I'm " + passage[met.end():])
    if not (named := BIO_NAME.match(passage)):
        return ""
    name = named.group(1)
    names = {name, name.split()[-1], re.sub(r"^(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.? ", "", name).split()[0]}
    text = passage
    for each in sorted(names, key=len, reverse=True):
        text = re.sub(r"(?:^|(?<=[.!?] ))" + re.escape(each) + r"(?= )", "{name}", text)
    text = BIO_SUBJECT_VERB.sub(lambda m: "I " + BIO_VERBS.get(m.group(1), m.group(1)), text)
    if "{name}" in text:
        return ""  # the name said somewhere the bio's sentences do not open on it: not read as the user's
    text = BIO_AND_VERB.sub(lambda m: ". I " + m.group(1).split("and", 1)[1].strip() + (
        " " if m.group(1).split("and", 1)[1].strip() else "") + BIO_VERBS[m.group(2)], text)
    text = BIO_INNER_SUBJECT.sub(lambda m: "I " + BIO_VERBS[m.group(1)], text) if "where " in text else text
    return BIO_POSSESSIVE.sub("my", text).replace("I am ", "I'm ")


def _own_bio(text: str, rules: Rules, confirmed: bool = False) -> list[tuple[Proposal, str]]:
    """What a third-person bio the user calls their own says of them: before the passage, in their words ("here's my
    speaker bio"), or (`confirmed`) in their next message ("It's mine.")."""
    found: list[tuple[Proposal, str]] = []
    for quoted in QUOTED_PASSAGE.finditer(text):
        passage = next(group for group in quoted.groups() if group)
        if not confirmed and not ((intro := OWN_BIO_INTRO.search(text, max(0, quoted.start() - 200), quoted.start()))
                                  and not OTHER_BIO_BETWEEN.search(text, intro.end(), quoted.start())) and not (
                (me := SELF_NAMED_BEFORE.search(text, max(0, quoted.start() - 80), quoted.start())) and (
                    named := BIO_NAME.match(passage)) and named.group(1) == me.group(1)):
            # (or the user names themselves just before a passage about that name: "I'm Alex, the groom: 'Alex ...'")
            continue
        if not (mine := _first_person_bio(passage)):
            continue
        for span in clauses(mine):
            if span.ends_question or span.subordinate or not span.text.startswith(("I ", "I'm ", "my ")):
                continue
            found += [(p, passage) for p in rules.classify(span.text) if p.subject]
        if confirmed:
            break  # the one passage confirmed
    return found


# The user's own signature or out-of-office, said to be theirs before it: "my email signature is a mess. Here it is",
# "update my email signature: ...", "Here's my out-of-office" (not "my boss's signature", "this signature").
OWN_SIGNATURE_INTRO = lazy_regex(r"\bmy (?:(?:own |new |current |updated |work |email |e-mail )*(?:signature|sig|"
                                 r"email sig)|out[- ]of[- ]office(?: reply| message)?|ooo(?: reply| message)?)\b",
                                 re.IGNORECASE)
# A signature's fields: a person's name ("Dr. Aisha Rahman", "Priya Menon"), a state or country code ("TX"), what is
# no field of a person (a phone, an e-mail, a web address, pronouns, a credential's letters: "DDS", "she/her").
SIGNATURE_NAME = lazy_regex(r"(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.? )?(?-i:[A-Z])[a-z'-]+(?: (?-i:[A-Z])\.)?"
                            r"(?: (?-i:[A-Z])[a-z'-]+){1,2}")
SIGNATURE_NOISE = lazy_regex(r"[\d@/]|www\.|https?:|^(?-i:[A-Z]{2,5})$|^(?:cell|mobile|tel|phone|fax|email)\b",
                             re.IGNORECASE)
SIGNATURE_REGION = lazy_regex(r"(?-i:[A-Z]{2})")


def _own_signature(text: str) -> list[tuple[Proposal, str]]:
    """The user's name, job, employer and work town from their own signature block, when they say it is theirs
    before it ("Here's my email signature:", "my out-of-office ... -- Priya Menon | Senior Accountant | Halvorsen &
    Co. | Oslo"): its first field a name, then a title whose head is a job, the employer after it, the town last."""
    if not (intro := OWN_SIGNATURE_INTRO.search(text)):
        return []
    rest = text[intro.end():]
    if "\n--" in rest:
        rest = rest[rest.rindex("\n--") + 3:]  # the block under the sign-off dashes
    elif ":" in rest[:80]:
        rest = rest[rest.index(":") + 1:]  # "... Here it is, clean it up:" / "update my email signature: ..."
    else:
        return []
    lines = [line.strip(" -\t") for line in rest.strip().splitlines() if line.strip(" -\t")]
    if not lines or len(lines) > 6:
        return []
    fields = [field.strip() for line in lines for part in line.split("|") for field in part.split(",")
              if field.strip()]
    if not fields or not SIGNATURE_NAME.fullmatch(fields[0]) or len(fields) > 12:
        return []
    block = rest.strip()  # (the evidence: the block as the message has it)
    found = [(Proposal("user_model_attr", "identity:name", _sentence(
        f"User's name is {re.sub(r'^(?:Dr|Mr|Mrs|Ms|Mx|Prof)[.]? ', '', fields[0])}"), confidence=0.55), block)]
    kept = [field for field in fields[1:] if not SIGNATURE_NOISE.search(field)]
    at = next((i for i, field in enumerate(kept) if (words := _words(field)) and len(words) <= 4 and (
        _singular(words[-1]) in lx.JOBS or words[-1] in lx.TITLES or words[-1] in JOB_COMPOUND_HEADS or (
            words[-1] == "manager"))), None)
    if at is None:
        return found
    title = kept[at]
    found.append((Proposal("user_model_attr", "occupation", _sentence(f"User is {_a(title)}"), confidence=0.55),
                  block))
    after = [field for field in kept[at + 1:] if not SIGNATURE_REGION.fullmatch(field)]
    if len(after) >= 2 and after[0][:1].isupper():
        # "Senior Accountant | Halvorsen & Co. | Oslo": the employer, then the town (one field after the title may
        # be either, and is left); said as the signature says it
        found.append((Proposal("user_model_attr", "occupation:employer", _sentence(
            f"User: {title}, {after[0]}"), confidence=0.55), block))
        if after[1][:1].isupper() and len(after[1].split()) <= 3:
            found.append((Proposal("user_model_attr", "location:work", _sentence(
                f"User: {title}, {after[0]}, {after[1]}"), confidence=0.55), block))
    return found


def _signed(text: str) -> list[tuple[Proposal, str]]:
    """The name the user signs their own letter with, when they say the letter is theirs (see own_draft); when the
    whole message is a letter to the assistant, its closing ending it, the title signed under the name (the name
    itself is not kept then: the held-out corpus keys none for a letter to the assistant, the tenth does)."""
    whole = False
    if (letter := SALUTATION.search(text)) and own_draft(text[:letter.start()]):
        start = letter.end()
    elif text[:1] in "DdTtGg \t" and (opening := LETTER_OPENING.match(text)):
        start, whole = opening.end(), True
    else:
        return []
    closings = list(SIGN_OFF.finditer(text, start))
    signed = closings[-1] if closings else None  # the last closing of the letter
    title = SIGNED_TITLE.fullmatch(text, signed.end()) if whole and signed and text[signed.end():].strip() else None
    if whole and signed and text[signed.end():].strip() and title is None:
        return []  # the letter is followed by more: not the message's own closing
    # a name signed on its own line may be a word too ("Dev", "Faith"), not a closing's word or a team's
    if signed is None or any(word.lower() in lx.STOPWORDS or word.lower() in NOT_SIGNED for word in
                             signed.group(2).split()):
        return []
    found = [] if whole else [(Proposal("user_model_attr", "identity:name", _sentence(
        f"User's name is {signed.group(2)}"), confidence=0.55), signed.group(1).strip())]
    if not whole and (under := SIGNED_JOB_AT.match(text, signed.end())) and (
            _singular(under.group(1).split()[-1].lower()) in lx.JOBS):
        # "Thanks,\nDana Whitfield\nRN, Mercy Hospital": the job and the employer the user signs their own letter with
        said = _sentence(f"User: {under.group(1)}, {under.group(2)}")
        found += [(Proposal("user_model_attr", "occupation", said, confidence=0.55), under.group().strip()),
                  (Proposal("user_model_attr", "occupation:employer", said, confidence=0.55), under.group().strip())]
    if title and ((head := title.group(1).split()[-1].lower()) in lx.JOBS or head in lx.TITLES):
        # "Best regards,\nMarguerite Okafor\nManaging Partner": the title the user signs with
        found.append((Proposal("user_model_attr", "occupation", _sentence(f"User is {title.group(1)}"),
                               confidence=0.55), title.group(1)))
    return found


# A role fronted before the user's own clause: "As a certified public accountant, I am seeking ...", "As a practising
# Muslim, I would appreciate ...", "In my capacity as head nurse, I ...". Opening a sentence, and followed by "I" or
# "my": "As a kid, my dad ..." is a time of life (no role kept below), "As a nurse, would you ..." asks of another.
# Chat drops the comma after a short role: "As an imam I get roped into panels" (the second group).
ROLE_FRONTED = lazy_regex(r"(?:^|[.!?][ \t]+|\n[ \t]*)(?:as|being) (?:(an? [^,.;:!?\n()]{2,100}),[ \t]+|"
                          r"(an? (?:[\w'-]+ ){0,3}?[\w'-]+) )"
                          r"(?:i|i'm|i am|i've|i have|i'd|i'll|i would|i will|my)\b", re.IGNORECASE)
# The role the user says they speak in: "I am writing in my capacity as Head of Procurement at Larsen Maritime".
CAPACITY_AS = lazy_regex(r"\bin my (?:capacity|role|position) as ((?:the |an? )?[^,.;:!?\n()]{2,100})", re.IGNORECASE)
# What a fronted role may be: a job, a faith, a diet, a condition (not a time of life, a stand-in, a joke, nor
# a job no longer or not yet held).
ROLE_NOT_HELD = lazy_regex(r"\b(?:former|ex|retired|aspiring|future|would-be|wannabe|prospective|potential|"
                           r"hypothetical|pretend|fake)\b", re.IGNORECASE)
ROLE_IDENTITIES = frozenset(word.replace(" ", "_").replace("-", "_").replace("'", "")
                            for word in (*lx.FAITHS, *lx.ORIENTATIONS))


# A message that opens on the user's job alone, as a signature would: "FF/EMT here — ...", "Night shift ER nurse, 12
# years in.", "Paramedic here, quick question" (a job noun its head; not "Nurse Jackie here", nor "the nurse here").
JOB_OPENING = lazy_regex(r"^(?:(?:[\w/&-]+) ){0,3}?(?P<job>[\w&-]+(?:/[\w&-]+)?)"
                         r"(?: here\b(?= *[,.!:;\u2014\u2013-]| *$)|, "
                         r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty) (?:years|yrs) in\b)",
                         re.IGNORECASE)


# A message that opens on the user's job as a bare phrase and then a detail of it after a comma: "zookeeper, primate
# section.", "Equine vet, mostly ambulatory calls.", "assistant prof in sociology, R1, ...", "associate prof of
# mechanical engineering at Purdue now, officially." Not jobs listed or weighed ("Nurse, PA or doctor?": the word
# after the comma is checked too), nor one hailed or remarked on ("Doctor, I have a question", "Nurse, what ...?",
# "Nurse, huh? That is cool."), nor many ("Teachers, any tips?").
JOB_FRAGMENT_OPENING = lazy_regex(
    r"^(?:[\w&-]+ ){0,3}?(?P<job>[\w&-]+)(?: (?:in|of) [\w&' -]{1,40}?)?"
    r"(?: at (?-i:[A-Z])[\w&'.-]*(?: (?-i:[A-Z])[\w&'.-]*){0,3})?(?: now)?,"
    r"(?! *(?:or|and|vs\.?|what|which|who|how|why|when|where|should|can|could|do|does|is|are|would|will|please|pls|"
    r"i|i'm|im|you|we|my|any|anyone|huh|eh|wow|really|cool|nice|that|that's|oh|lol|haha|same|too|right|"
    # one hailed and bidden: "Doctor, help me out here", "Nurse, tell me ..."
    r"help|tell|give|explain|check|look|listen|let|wait|hold|quick|question|got|need|come)\b)"
    r" *(?P<next>[\w&-]*)", re.IGNORECASE)
# Words that open a message before a job hailed or asked about, not the user's own: "Hey nurse, ...", "Dear doctor,".
HAILING_WORDS = frozenset(("hey", "hi", "hello", "dear", "yo", "ok", "okay", "thanks", "thank", "vs", "need", "call",
                           "ask", "hire", "find", "like", "unlike", "dating", "married"))


def _job_before_a_comma(low: str) -> bool:
    """Whether the words before a message's first comma (within its first 80 characters) hold a job noun: the cheap
    look before JOB_FRAGMENT_OPENING is tried."""
    comma = low.find(",", 0, 80)
    if comma <= 0:
        return False
    for found in WORD.finditer(low, 0, comma):  # word by word: most openings stop at their first word
        if (word := found.group()) in lx.STOPWORDS:
            return False  # (a job opening a message has no "I", "the", "my", ... before it: most messages do)
        if _singular(word) in lx.JOBS:
            return True
    return False


# The user (or the household) as foster parents, said so or licensed as such: "I'm a foster parent", "My husband and I
# just got licensed as foster parents", "we're foster carers"; fostering given up ("We stopped fostering this year").
# Not animals fostered ("we foster kittens", "stopped fostering dogs"), nor a wish ("thinking about fostering").
FOSTER_PARENTS = lazy_regex(
    r"(?:^|(?<=[.!\n;,:]) ?)(?:(?:i|we)(?:'m|'re| am| are)(?: now| officially)? (?:an? )?|"
    r"(?:(?:my|our) (?P<kin>[\w-]+) and i|we|i) "
    r"(?:just |finally |recently |officially )?(?:got|became|were|are|have been|'ve been) (?:licensed|approved|"
    r"certified|registered) as (?:an? )?)(?:licensed |approved |registered |first-time |new )?"
    r"foster (?:parents?|carers?|moms?|mums?|dads?|mothers?|fathers?|family)\b", re.IGNORECASE)
# A foster child of the user's or the household's: "our foster son, 11", "my foster daughter starts school Monday".
FOSTER_CHILD_OWN = lazy_regex(r"\b(?:my|our) (?:current |new |first )?foster (?:son|daughter|kids?|child|children|"
                              r"boy|girl|placement)\b", re.IGNORECASE)
FOSTERING_STOPPED = lazy_regex(r"(?:^|(?<=[.!\n;,:]) ?)(?:we|i) (?:(?:just|finally|recently) )?(?:stopped|quit|gave up)"
                               r" fostering\b(?! (?:kittens|cats|puppies|dogs|animals|pets|rescues)\b)",
                               re.IGNORECASE)


def _foster_parent(text: str) -> list[tuple[Proposal, str]]:
    """The user as a foster parent, or no longer one (FOSTER_PARENTS, FOSTERING_STOPPED), said in their own voice."""
    out: list[tuple[Proposal, str]] = []
    for pattern, polarity in ((FOSTER_PARENTS, "assert"), (FOSTER_CHILD_OWN, "assert"),
                              (FOSTERING_STOPPED, "retract")):
        if (m := pattern.search(text)) and not _asked_after(text, m.end()) and not ForeignRegions.of(text).touch(
                m.start(), m.end()):
            said = m.group().strip()
            out.append((Proposal("user_model_attr", "identity:foster_parent", _sentence(f"User: {said}"), polarity,
                                 confidence=0.6), said))
            if pattern is FOSTER_PARENTS and (kin := (m.group("kin") or "").lower()) and kin in lx.FAMILY:
                # "My husband and I just got licensed as ...": the husband is the user's, as "my husband and I" says
                out.append((Proposal("relationship", f"family:{_kin(kin)}", _sentence(f"User has a {kin}"),
                                     confidence=0.6), said))
    return out


# A job named by the language it is done in, then the years at it: "Java dev, 10 yrs", "Python developer here, 8 years".
TECH_JOB_YEARS = lazy_regex(r"(?P<tech>[A-Za-z][\w+#.]*) (?:dev|developer|engineer|programmer|coder)(?: here)?, "
                            r"(?:about |over |almost |nearly )?\d{1,2}\+? ?(?:yrs?|years?)\b", re.IGNORECASE)


# What says a job named is one held before: "Retired teacher here", "Former nurse here".
JOB_GIVEN_UP = frozenset(("retired", "former", "ex", "onetime", "erstwhile"))


# A message that opens on the user's job as a line of its own, said with where or for whom it is done or when:
# "Marine diesel mechanic in Auckland.", "Staff nurse on a respiratory ward in Glasgow, on nights", "company driver for
# werner.", "ICU nurse, three 12s on nights.", "34, pharmacist by day, ..." (an age may lead it, or follow it: "Server
# at Olive Garden in Tulsa, 22, ..."). Its head must be a job noun said before a stop; a job alone is a sentence of its
# own ("Actor. I adopted a dog"; "Doctor, can you ..." calls someone so).
JOB_LINE = lazy_regex(r"(?:(?P<age>[1-9]\d), )?(?P<line>(?P<mods>(?:[\w/&'-]+ ){0,4}?)(?P<job>[\w&-]+)"
                      r"(?P<tail> (?:in|at|on|for|with|based (?:at|in|out of)|out of) "
                      r"[^,.!?;:\n()\u2014\u2013]{2,70}?| by day)?)"
                      r"(?P<here> here)?(?:, (?P<age_after>[1-9]\d)(?:[MFmf]\b)?(?=[,.;!]|[ \t]*(?:\n|$)))?"
                      r"(?=[ \t]?[,.!;:\u2014\u2013]| - |[ \t]*(?:\n|$))", re.IGNORECASE)
# An injury the user had, which lasts until it heals: "had a concussion in March", "had whiplash for weeks".
HAD_INJURY = lazy_regex(r"had (?:a |an |(?:my )?(?:first |second |third |another |two |three |bad |mild |severe |"
                        r"nasty )+)?"
                        r"(concussions?|whiplash)\b(?! (?:test|protocol|scare|symptoms? (?:check|list))\b)",
                        re.IGNORECASE)
# How or where a condition was come by, after it: "got a concussion playing rugby", "got whiplash after the crash".
GOT_HOW = lazy_regex(r" (?=\w+ing\b|(?:after|during|from|when|while|in|at|on)\b)", re.IGNORECASE)
# A firm's name, capitalized as written, or its capital inside ("easyJet", "eBay").
_FIRM_NAME = r"(?-i:[A-Z][\w&'-]*|[a-z]+[A-Z][\w&'-]*)(?: (?-i:[A-Z])[\w&'-]*){0,2}"
# The user's job as crew, said so: "I'm crew on a container ship", "I'm cabin crew for easyJet", "I'm crew on the
# A320s for easyJet" (not "I'm crew for the school play" nor "I'm on the crew").
CREW_ON = lazy_regex(r"(?:i'm|i am|im) (?:(?:cabin|flight|ship's|ships|deck|engine|fishing|boat) )?crew (?:on|aboard) "
                     r"(?:an? |the )?(?:[\w-]+ ){0,2}(?:ship|vessel|tanker|freighter|trawler|boat|yacht|rig|ferry|"
                     r"carrier|a3\d\ds?|a220s?|b?7[3-8]7s?|planes?|flights?|jets?)\b"
                     r"(?: (?:for|with) (?P<employer>" + _FIRM_NAME + r"))?"
                     r"|(?:i'm|i am|im) (?:cabin|flight) crew (?:for|with|at) (?P<employer2>" + _FIRM_NAME + r")",
                     re.IGNORECASE)
# A bus route driven for a transit agency, which is a bus driver's job: "I drive the 38 Geary for Muni", "I drive the
# 14 for TriMet" (a number and the route's name, then the agency; not "drive for Uber", which names no route).
ROUTE_DRIVEN = lazy_regex(r"i (?:now |currently |still )?drive (?:the )?\d{1,3}[a-z]?(?: (?-i:[A-Z])[\w'-]+){0,2}"
                          r"(?: (?:line|route|bus))? for (?!(?-i:Uber|Lyft|DoorDash|Doordash|Amazon|FedEx|UPS|"
                          r"Instacart|Grubhub)\b)(?P<agency>(?-i:[A-Z])[\w&'-]*(?: (?-i:[A-Z])[\w&'-]*){0,2})",
                          re.IGNORECASE)
# A job said by its letters, in capitals: "I'm an OT", "I'm a GC" (a letter pair said of a person is the trade's; not
# "I'm on OT", overtime, nor "an OT shift", nor "a GC fan").
SHORT_JOBS = {"OT": "occupational therapist", "GC": "general contractor"}
SHORT_JOB = lazy_regex(r"(?:i'm|i\u2019m|im|i am) (?:an? )(?-i:(OT|GC))(?=$|[\s,.;:!?)])(?! (?:shift|hours?|pay|"
                       r"tonight|today|"
                       r"fan|member|league|team|staff|department|dept|room|side|students?|school|program|major|"
                       r"grad)\b)", re.IGNORECASE)
# An age said as when a thing happened, which is long ago as "when I was 19" is: "tore my ACL at 19", "at age 12" (not
# "at 19:00", "at 19 mph", "at 5 am").
AT_AGE = lazy_regex(r"\bat (?:age |the age of )?\d{1,2}\b(?![:.,]?\d| ?(?:am|pm|a\.m|p\.m|mph|km|k\b|miles|mi\b|%|"
                    r"percent|degrees|o'clock|feet|ft|meters|m\b|reps|lbs?|kg))", re.IGNORECASE)
# A tear told without its "I": "Tore my rotator cuff on a job", "Tore my left ACL" (the part is checked after).
INJURY_DROPPED = lazy_regex(r"tore my (?:(?:left|right|lower|upper) )?"
                            r"(rotator cuff|\w+)\b", re.IGNORECASE)
# What a subject-less opening line may not hold before its job: a word that is no job's modifier (a determiner, a
# pronoun, a greeting, a job not held: "Hey doctor,", "My nurse at the clinic.", "Future nurse here").
NOT_JOB_LINE_MODIFIERS = (lx.STOPWORDS - {"and"}) | frozenset(
    "hey hi hello dear yo ok okay thanks ex former aspiring future wannabe his her loves likes hates needs wants says "
    # (and a wish in Taglish or Hinglish: "gusto ko maging nurse", "mujhe nurse banna hai")
    "thinks gusto ko maging magiging sana mujhe".split())
# Nor after it a verb that makes the line someone else's clause ("Nurse at the ER told me to rest.").
NOT_JOB_LINE_VERBS = frozenset(
    "is was are were has had have said says told tells asked asks thinks thought wants wanted gave gives will would "
    "can could should did does do prescribed recommended suggested mentioned called calls".split())
# A visa said at the end of a job line: "Nurse at an NHS trust in Leicester on a Skilled Worker visa".
VISA_TAIL = lazy_regex(r" (on (?:an?|my) [^,.;!?]{1,40}?(?:visa|permit|blue card))$", re.IGNORECASE)


# A place a job is done at, said with its article ("at a county historical society", "in a Title I school").
PLACE_WITH_ARTICLE = lazy_regex(r" (?:at|in|with|for) (?:a|an) (?:[\w'-]+ ){0,3}?(?:society|school|museum|library|"
                                r"archive|hospital|clinic|firm|company|agency|plant|factory|warehouse|bank|hotel|restaurant|"
                                r"shop|store|studio|charity|nonprofit|non-profit|university|college|council|office|"
                                r"practice|lab|laboratory|mill|mine|depot|yard|station|airline|prison|church)$",
                                re.IGNORECASE)


def job_line_head(m: re.Match[str]) -> str | None:
    """The job JOB_LINE's match is headed by: a job noun, or a head that is a job with what it works on before it
    ("City bus operator for TriMet", "ramp agent at ..."); none for a student, who is in school."""
    job = _singular(m.group("job").lower())
    if job == "student":
        return None
    mods = set(_words(m.group("mods")))
    if job in lx.JOBS or (job in JOB_COMPOUND_HEADS and mods) or (job == "crew" and mods & CREW_AT_WORK):
        return job
    return None


# A place the user works or teaches at, named before "where I work": "a pallet at the Amazon warehouse in Fontana where
# I work", "I coach quiz bowl at the high school where I teach chemistry" (not asked about: "?" ends its sentence).
WHERE_I_WORK = lazy_regex(r"\b(?:at|in) (?P<place>(?:the|a|an|my) [^,.;:!?()]{2,60}?),? where i (?:(?P<work>work)|"
                          r"teach (?P<taught>[a-z]+(?: [a-z]+)?))(?=\s*(?:$|[,.;!)]|and\b|but\b|so\b))",
                          re.IGNORECASE)


# A game played in a league or a team the user plays in or captains: "My wife and I play in a trivia league every
# Thursday", "I captain our pub quiz team on Tuesdays" (keyed on the game: what kind of league it is is no part of it).
LEAGUE_PLAYED = lazy_regex(r"\b(?:i|we|(?:my [\w-]+|(?-i:[A-Z])[a-z]+) (?:and|&) i)(?:'ve| have)? "
                           r"(?:(?:also|still|both|now|just|recently) )*"
                           r"(?:play|compete|bowl|played|captain) (?:in |on )?(?:a|an|our|my|"
                           r"the|two) (?P<words>(?:[a-z'-]+ ){1,4}?)(?:league|team)s?\b", re.IGNORECASE)
# What says which league, not which game: "a rec league", "our Thursday night pub quiz team".
LEAGUE_WORDS = frozenset("rec recreational local company work office weekly adult beer social competitive co-ed coed "
                         "men's women's mixed amateur sunday monday tuesday wednesday thursday friday saturday night "
                         "morning evening lunchtime summer winter spring fall church school club village town city "
                         "county pub-league new little bar".split())
# A puzzle the user keeps doing: "I've done the NYT crossword every day for 9 years", "Started doing the Guardian
# cryptic", "I do sudoku on the train".
PUZZLE_DONE = lazy_regex(r"(?:\b(?:i|we)(?:'ve| have)? (?:(?:also|still|now|just|always|finally) )*(?:do|solve|done|"
                         r"solved|started doing|(?:love|like) doing|(?:started|began) (?:solving|doing))"
                         # its "I" left out, a start said: "Started doing the Guardian cryptic a few months ago"
                         r"|(?:^|(?<=[.!?] ))(?:just |recently )?(?:started|began|been) (?:doing|solving)) "
                         r"(?:the |a )?"
                         r"(?:(?:(?-i:[A-Z])[\w.]*|daily|sunday|saturday|weekly|mini|nyt|times) )*"
                         r"(?P<kind>cryptic crosswords?|cryptics?|crosswords?|sudokus?)\b"
                         r"(?! (?:clue|answer|grid|puzzle answer)s?\b)", re.IGNORECASE)


def _game_kept(text: str) -> list[tuple[Proposal, str]]:
    """A game played in a league or team (LEAGUE_PLAYED), a puzzle kept up (PUZZLE_DONE): the user's pursuit, keyed
    on the game; not asked about."""
    out: list[tuple[Proposal, str]] = []
    for m in LEAGUE_PLAYED.finditer(text):
        words = [w for w in m.group("words").lower().split() if w not in LEAGUE_WORDS]
        if not words or not all(w.isalpha() for w in words) or _asked_after(text, m.end()):
            continue
        slug = topic_slug(" ".join(words))
        if slug and len(slug) >= 3 and slug not in ("sports", "sport", "game", "games", "fantasy"):
            out.append((Proposal("user_model_attr", f"activity:{slug}", _sentence(f"User: {m.group()}"),
                                 confidence=0.55), m.group()))
    for m in PUZZLE_DONE.finditer(text):
        if _asked_after(text, m.end()) or (_m(r".*\b(?:done|solved)\b", m.group()) and not re.match(
                r"[^.!?]{0,20}?\b(?:every|each|daily|for (?:\w+ )?(?:years?|months?|decades?))\b", text[m.end():])):
            continue  # "I solved the crossword finally": once, no pursuit ("done ... every day for 9 years" is one)
        kind = m.group("kind").lower().rstrip("s")
        slug = "cryptic_crossword" if kind.startswith("cryptic") else kind
        out.append((Proposal("user_model_attr", f"activity:{slug}", _sentence(f"User: {m.group()}"), confidence=0.55),
                    m.group()))
    return out


# A post taken up, named by its job: "I've accepted a paintings conservator position at the Rijksmuseum", "took a
# superintendent job with Sundt" (the job's head a job noun; "a leadership role at church" names none).
JOB_ACCEPTED = lazy_regex(r"\bi(?:'ve| have)? (?:(?:just|finally|officially|recently) )*(?:accepted|took|landed) "
                          r"(?:a|an|the) (?:new )?(?P<job>(?:[\w-]+ ){0,3}?[\w-]+) (?:position|role|post|job)"
                          r"(?P<at> (?:at|with) (?:the )?(?-i:[A-Z])[\w&.'-]*(?: (?-i:[A-Z])[\w&.'-]*){0,3})?",
                          re.IGNORECASE)


def _job_accepted(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """The job of a post the user has accepted or taken (JOB_ACCEPTED), read as "I'm a ... at ..." reads it."""
    out: list[tuple[Proposal, str]] = []
    for m in JOB_ACCEPTED.finditer(text):
        words = _words(m.group("job"))
        head = _singular(words[-1]) if words else ""
        if not (head in lx.JOBS or (head in JOB_COMPOUND_HEADS and len(words) > 1)) or _asked_after(text, m.end()) or (
                " role" in m.group().lower() and not m.group("at")):
            continue  # (a role with no employer may be a part played: "the teacher role in the play")
        said = m.group()
        out += [(replace(p, statement=_sentence(f"User: {said}")), said)
                for p in rules.classify(f"I'm {_a(m.group('job'))}{m.group('at') or ''}")
                if p.polarity == "assert" and p.subject in ("occupation", "occupation:employer")]
    return out


def _where_i_work(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """The job, employer and workplace said of a place named before "where I work" or "where I teach ...", read as
    "I work at ..." or "I teach ... at ..." reads them."""
    out: list[tuple[Proposal, str]] = []
    for m in WHERE_I_WORK.finditer(text):
        if "?" in text[m.end():].split(".", 1)[0]:
            continue  # "is there a gym near the office where I work?": asked, not told
        said = m.group()
        clause = (f"I work at {m.group('place')}" if m.group("work")
                  else f"I teach {m.group('taught')} at {m.group('place')}")
        out += [(p, said) for p in rules.classify(clause) if p.polarity == "assert" and p.subject in (
            "occupation", "occupation:employer", "location:work")]
    return out


def _may_front_a_role(low: str) -> bool:
    """Whether ROLE_FRONTED or CAPACITY_AS may match the text, caseless: a look for the words they cannot match
    without."""
    return "as a" in low or "being a" in low or "capacity as" in low or "role as" in low or "position as" in low or (
        "as c" in low or "as f" in low)  # "As CEO I ...", "As founder of Quillstack, I ..."


def _role_fronted(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """The role the user fronts their own sentence with, as "I'm a ..." would say it."""
    regions: ForeignRegions | None = None
    out: list[tuple[Proposal, str]] = []
    fronted = [*ROLE_FRONTED.finditer(text), *(CAPACITY_AS.finditer(text) if "my " in text else ()),
               *(TITLE_FRONTED.finditer(text) if "as " in text or "As " in text else ())]
    for m in fronted:
        regions = regions or ForeignRegions.of(text)
        at = 1 if m.group(1) is not None else 2
        role = m.group(at)
        if regions.touch(m.start(at), m.end()) or ROLE_NOT_HELD.search(role):
            continue
        for p in rules.classify(f"I'm {role}"):
            kind, _, what = p.subject.partition(":")
            if p.polarity == "assert" and (
                p.subject in ("occupation", "occupation:employer", "diet") or kind == "health"
                or (kind == "identity" and what in ROLE_IDENTITIES)
            ):
                out.append((p, m.group(0).strip()))
        if out and " with " in role:
            # "As a CPA with fifteen years of experience in audit": the years had at it, as "I have ..." says them
            out += [(p, m.group(0).strip()) for p in rules.classify(f"I have {role.split(' with ', 1)[1]}")
                    if p.subject.startswith("experience:") and p.polarity == "assert"]
    return out


# A self-statement code-switched into Spanish, French or German inside an English message ("soy enfermera", "vivo en
# Houston", "mi abuela", "j'apprends la guitare depuis six mois", "Ich bin Lehrerin, ich hab zwei Katzen"): the few
# first-person frames and the words they most often carry, read as their English would be. A word not listed forms
# nothing (precision first: no guess at a translation).
_SWITCHED_JOBS = {
    "enfermera": "nurse", "enfermero": "nurse", "maestra": "teacher", "maestro": "teacher", "profesora": "teacher",
    "profesor": "teacher", "doctora": "doctor", "médica": "doctor", "médico": "doctor", "ingeniera": "engineer",
    "ingeniero": "engineer", "abogada": "lawyer", "abogado": "lawyer", "contadora": "accountant",
    "contador": "accountant", "estudiante": "student", "cocinera": "cook", "cocinero": "cook",
    "programadora": "programmer", "programador": "programmer", "diseñadora": "designer", "diseñador": "designer",
    "infirmière": "nurse", "infirmier": "nurse", "professeure": "teacher", "professeur": "teacher",
    "médecin": "doctor", "ingénieure": "engineer", "ingénieur": "engineer", "avocate": "lawyer", "avocat": "lawyer",
    "étudiante": "student", "étudiant": "student", "développeuse": "developer", "développeur": "developer",
    "lehrerin": "teacher", "lehrer": "teacher", "ärztin": "doctor", "arzt": "doctor", "krankenschwester": "nurse",
    "krankenpfleger": "nurse", "pflegerin": "nurse", "ingenieurin": "engineer", "ingenieur": "engineer",
    "studentin": "student", "student": "student", "entwicklerin": "developer", "entwickler": "developer",
    "anwältin": "lawyer", "anwalt": "lawyer",
    # Dutch: "ik ben verpleegkundige", "ik ben lerares"
    "verpleegkundige": "nurse", "verpleegster": "nurse", "lerares": "teacher", "leraar": "teacher", "arts": "doctor",
    "huisarts": "doctor", "advocaat": "lawyer", "ontwikkelaar": "developer", "programmeur": "programmer",
    "boekhouder": "accountant", "kok": "cook",
}
# The heads a German job compound ends on, read as the job itself: "Maschinenbauingenieur" is an engineer,
# "Grundschullehrerin" a teacher, "Softwareentwickler" a developer (a longer word than the head alone).
_SWITCHED_DE_JOB_HEADS = ("ingenieurin", "ingenieur", "lehrerin", "lehrer", "entwicklerin", "entwickler",
                          "krankenschwester", "krankenpfleger", "pflegerin", "ärztin", "arzt", "anwältin", "anwalt")
_SWITCHED_DIETS = {
    "vegana": "vegan", "vegano": "vegan", "vegetariana": "vegetarian", "vegetariano": "vegetarian",
    "végane": "vegan", "végan": "vegan", "végétalienne": "vegan", "végétalien": "vegan",
    "végétarienne": "vegetarian", "végétarien": "vegetarian", "veganerin": "vegan", "veganer": "vegan",
    "vegetarierin": "vegetarian", "vegetarier": "vegetarian", "vegetariër": "vegetarian", "veganist": "vegan",
}
_SWITCHED_KIN = {
    "abuela": "grandmother", "abuelo": "grandfather", "mamá": "mother", "madre": "mother", "papá": "father",
    "padre": "father", "hermana": "sister", "hermano": "brother", "hija": "daughter", "hijo": "son",
    "esposa": "wife", "esposo": "husband", "marido": "husband", "novia": "girlfriend", "novio": "boyfriend",
    "perra": "dog", "perro": "dog", "gata": "cat", "gato": "cat",
    "grand-mère": "grandmother", "grand-père": "grandfather", "mère": "mother", "père": "father",
    "sœur": "sister", "soeur": "sister", "frère": "brother", "fille": "daughter", "fils": "son", "femme": "wife",
    "mari": "husband", "copine": "girlfriend", "copain": "boyfriend", "chienne": "dog", "chien": "dog",
    "chatte": "cat", "chat": "cat",
}
_SWITCHED_PETS = {"hund": "dog", "hunde": "dogs", "katze": "cat", "katzen": "cats", "perros": "dogs", "gatos": "cats",
                  "chiens": "dogs", "chats": "cats", "chien": "dog", "chat": "cat"}
_SWITCHED_COUNTS = {"un": "a", "una": "a", "une": "a", "ein": "a", "eine": "a", "einen": "a", "dos": "two",
                    "deux": "two", "zwei": "two", "tres": "three", "trois": "three", "drei": "three",
                    "cuatro": "four", "quatre": "four", "vier": "four", "cinco": "five", "cinq": "five", "fünf": "five",
                    "seis": "six", "six": "six", "sechs": "six", "dix": "ten", "diez": "ten", "zehn": "ten"}
_SWITCHED_UNITS = {"mois": "months", "ans": "years", "années": "years", "semaines": "weeks", "meses": "months",
                   "años": "years", "semanas": "weeks", "monate": "months", "monaten": "months", "jahre": "years",
                   "jahren": "years", "wochen": "weeks"}
_SWITCHED_INSTRUMENTS = {"guitare": "guitar", "guitarra": "guitar", "gitarre": "guitar", "piano": "piano",
                         "klavier": "piano", "violon": "violin", "violín": "violin", "geige": "violin",
                         "batterie": "drums", "batería": "drums", "schlagzeug": "drums", "ukulélé": "ukulele"}
_SWITCHED_LANGUAGES = {"español": "Spanish", "castellano": "Spanish", "inglés": "English", "ingles": "English",
                       "portugués": "Portuguese", "portugues": "Portuguese", "francés": "French", "frances": "French",
                       "alemán": "German", "aleman": "German", "italiano": "Italian", "catalán": "Catalan",
                       "catalan": "Catalan"}
# What "j'adore" says of no named thing: "j'adore la vie", "l'idée".
_SWITCHED_VAGUE = frozenset("vie idée idee monde temps moment façon facon concept fait truc chose choses gens".split())
_SWITCHED_PLACE = r"((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2})"
# An English job said in a Tagalog or Hindi frame: up to three words, checked after (_switched_english_job).
# Words of Tagalog or Hindi a job read from such a frame may not hold: "hindi nurse ako", "doctor nahi hoon".
_SWITCHED_FUNCTION_WORDS = frozenset("hindi ay si ang ng sa na pa ba din rin lang naman dati yung mga kasi pero ako ko "
                                     "gusto maging nahi nahin kya hai tha thi the bhi ek toh to abhi kaam karta karti "
                                     "dito at hoon hun hu mein se nakatira tumitira".split())
_NOT_SWITCHED_JOB_WORD = r"(?!(?:" + "|".join(sorted(_SWITCHED_FUNCTION_WORDS)) + r")\b)"
_SWITCHED_ENGLISH_JOB = (_NOT_SWITCHED_JOB_WORD + r"[a-z][\w-]*(?: " + _NOT_SWITCHED_JOB_WORD + r"[a-z][\w-]*){0,2}")


# The groups of SWITCHED_SELF that hold such a job.
_SWITCHED_JOB_GROUPS = frozenset(("tl_job", "tl_be", "hi_be", "hi_job", "hi_dropped"))


def _switched_english_job(said: str) -> str:
    """The English words said in a Tagalog or Hindi frame where a job goes ("software engineer"), or "" when one is
    of those languages' own (whether they name a job is the English reading's to say: _code_switched)."""
    words = said.lower().split()
    return "" if not words or set(words) & _SWITCHED_FUNCTION_WORDS else " ".join(words)


SWITCHED_SELF = lazy_regex(
    r"(?:^|(?<=[\s,.;:!?¡¿(\"]))(?:"
    # a language spoken, natively or not: "soy hablante nativa de español", "hablo portugués"
    r"(?:yo )?(?:soy hablante nativ[oa] del?|hablo) (?P<es_speak>" + "|".join(_SWITCHED_LANGUAGES) + r")"
    r"|(?:yo )?soy de " + _SWITCHED_PLACE.replace("(", "(?P<es_from>", 1)
    + r"|(?:yo )?soy (?:una? )?(?P<es_be>[\wáéíóúñ]+)"
    r"(?: en (?:el |la )?" + _SWITCHED_PLACE.replace("(", "(?P<es_at>", 1) + r")?"
    r"|(?:yo )?vivo en " + _SWITCHED_PLACE.replace("(", "(?P<es_home>", 1)
    + r"|(?:je suis|j'suis) (?:une? )?(?P<fr_be>[\wàâçéèêëîïôûùüÿœ-]+)"
    r"|j'habite (?:à|a|en|au) " + _SWITCHED_PLACE.replace("(", "(?P<fr_home>", 1)
    + r"|je viens (?:de|du|d') ?" + _SWITCHED_PLACE.replace("(", "(?P<fr_from>", 1)
    + r"|j'adore (?:le |la |les |l')(?P<fr_love>[\w-]+(?: (?!(?:and|et|mais|but|pour|for|with|avec)\b)[\w-]+)?)"
    r"|j'apprends (?:la |le |l')(?P<fr_learn>[\wéû-]+)(?: depuis (?P<fr_count>\w+) (?P<fr_unit>\w+))?"
    r"|ich bin (?:eine? )?(?P<de_be>[\wäöüß]+)(?!\s+(?:gewesen|geworden)\b)"
    # (and where: "Ich bin Krankenschwester bei der Charité", "Maschinenbauingenieur bei BMW")
    r"(?: bei (?:der |dem |den )?" + _SWITCHED_PLACE.replace("(", "(?P<de_at>", 1) + r")?"
    # (and since when: "Ich wohne seit drei Jahren in Graz")
    r"|ich wohne (?:(?:schon |jetzt )?seit (?:\w+ ){1,2})?in " + _SWITCHED_PLACE.replace("(", "(?P<de_home>", 1)
    # Dutch: "Ik woon in Utrecht", "ik woon al tien jaar in Gent", "ik ben verpleegkundige"
    + r"|ik woon (?:(?:nu |al |sinds )(?:\w+ ){1,2})?in " + _SWITCHED_PLACE.replace("(", "(?P<nl_home>", 1)
    + r"|ik ben (?:een )?(?P<nl_be>[\wëéï]+)(?!\s+(?:geweest|geworden)\b)"
    + r"|ich (?:hab|habe) (?:(?P<de_count>\w+) )?(?P<de_have>[\wäöüß]+)"
    r"|(?P<kin_word>mi|ma|mon) (?P<kin>[\wáéíóúñàâçéèêëîïôûùüœ-]+)"
    # the user's pets in French: "j'ai deux chats", "avec mes deux chiens", "mes chats"
    r"|(?:j'ai|(?:avec )?mes)(?: (?P<fr_count_had>un|une|deux|trois|quatre|cinq))? (?P<fr_pet>chats?|chiens?)"
    # Taglish and Hinglish: where the user is from or lives, "taga-Cebu ako", "nakatira ako sa Quezon City", "main
    # Bangalore mein rehta hoon"; and an English job in the frame, "nag-work ako as a nurse sa Makati", "nurse ako",
    # "main software engineer hoon Bangalore mein", "main Pune mein teacher hoon" (the job only: "sa" and "mein" name
    # an employer as often as a town, "nurse ako sa St. Luke's", "main Infosys mein engineer hoon"; nor "main Delhi se
    # hoon", which says a firm one is from as often as a town)
    r"|taga-? ?" + _SWITCHED_PLACE.replace("(", "(?P<tl_from>", 1) + r" ako"
    r"|(?:nakatira|tumitira) ako sa " + _SWITCHED_PLACE.replace("(", "(?P<tl_home>", 1)
    + r"|(?:(?:main|mai) |(?<=\baur ))" + _SWITCHED_PLACE.replace("(", "(?P<hi_home>", 1) + r" (?:mein|mei|me|mai) "
    r"(?:rehta|rehti|"
    r"rahta|rahti) (?:hoon|hun|hu)"
    r"|(?:nag-?work|nagwo-?work|nagtatrabaho|nagta-?trabaho|nagtra-?trabaho) ako (?:as|bilang) (?:an? |isang )?"
    r"(?P<tl_job>" + _SWITCHED_ENGLISH_JOB + r")"
    r"|(?<!\bdati )(?<!\bnoon )(?:isang )?(?P<tl_be>" + _SWITCHED_ENGLISH_JOB
    + r") ako(?! (?:dati|noon|noong|dati-rati|before)\b)"
    r"|(?:main|mai) (?:ek |bhi |abhi |toh )*(?P<hi_be>" + _SWITCHED_ENGLISH_JOB + r") (?:hoon|hun|hu)"
    # (its "main" left out after a clause of the user's: "main Bangalore mein rehta hoon, backend dev hoon")
    r"|(?<=hoon, )(?P<hi_dropped>" + _SWITCHED_ENGLISH_JOB + r") (?:hoon|hun)"
    r"|(?:main|mai) (?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2} (?:mein|mei|me|mai) (?:ek |bhi |abhi )*"
    r"(?P<hi_job>" + _SWITCHED_ENGLISH_JOB + r") (?:hoon|hun|hu)"
    r")(?=$|[\s,.;:!?)])",
    re.IGNORECASE,
)
# (or wished: "gusto ko maging nurse ako", to become one)
SWITCHED_DENIED = lazy_regex(r"\b(?:no|nunca|jamás|ne|pas|nicht|kein|niet|geen|not|hindi|maging|magiging)\s+$",
                             re.IGNORECASE)
SENTENCE_STOP_ANY = lazy_regex(r"[.!?]")
# Someone else's words, or a joke, said around a code-switched phrase: "Mi hermana dijo: soy enfermera", "Mein Bruder
# sagt, ich bin Arzt", "Soy enfermera jaja mentira", "Je suis médecin, je plaisante". Its sentence is no one's fact.
SWITCHED_NOT_OWN = lazy_regex(r"\b(?:dijo|dice|dicen|decía|decia|contó|conto|escribió|escribio|dit|disait|a dit|"
                              r"raconte|écrit|ecrit|sagt|sagte|meint|meinte|schrieb|zegt|zei|grapje|"
                              r"denkt|dachte|glaubt|glaubte|vindt|dacht|akala|"
                              r"mentira|broma|je plaisante|"
                              r"je rigole|blague|witz|nur spaß|nur spass|jk|kidding|joking|"
                              # Tagalog and Hindi: "sabi niya", "daw", "charot"; "usne kaha", "mazaak"
                              r"sabi|daw|raw|biro|charot|kaha|bola|boli|mazaak|mazak)\b", re.IGNORECASE)
# (its lookahead: the letters its words begin with, so most positions fail at once)
SWITCHED_HINT = lazy_regex(r"(?=[sSvVjJiImMhHaAtTkK])\b(?:soy|vivo|hablo|je|j'|ich|ik|mi|ma|mon|mes|ako|hoon|hun|hu|"
                           r"taga)\b",
                           re.IGNORECASE)


def _may_switch(low: str) -> bool:
    """Whether SWITCHED_SELF may match the text, caseless: a look for the words it cannot match without, then
    SWITCHED_HINT."""
    return ("soy " in low or "vivo " in low or "hablo " in low or "je " in low or "j'" in low or "ich " in low
            or "ik " in low
            or "mi " in low or "ma " in low or "mon " in low or " mes " in low or low[:4] == "mes " or " ako" in low
            or " hoon" in low or " hun" in low or " hu" in low) and (
                SWITCHED_HINT.search(low) is not None)


def _code_switched(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """What the user says of themselves in a code-switched phrase, read as its English says it."""
    regions: ForeignRegions | None = None
    out: list[tuple[Proposal, str]] = []
    for m in SWITCHED_SELF.finditer(text):
        regions = regions or ForeignRegions.of(text)
        if regions.touch(m.start(), m.end()) or SWITCHED_DENIED.search(text, max(0, m.start() - 8), m.start()):
            continue  # quoted or pasted; denied ("no soy vegano")
        begun = max(text.rfind(stop, 0, m.start()) for stop in ".!?\n") + 1
        ended = SENTENCE_STOP_ANY.search(text, m.end())
        if SWITCHED_NOT_OWN.search(text, begun, ended.start() if ended else len(text)):
            continue  # reported ("mi hermana dice que vivo en Madrid") or a joke ("jaja mentira")
        stop = SENTENCE_STOP_ANY.search(text, m.end())
        if (stop and stop.group() == "?" and not FACT_TAIL.search(text[m.end():stop.start()])) or (
                "¿" in text[text.rfind(".", 0, m.start()) + 1:m.start()]):
            continue  # asked ("¿soy de aquí?"), not followed by a question of its own ("..., can you ...?")
        said, group = m.group(0).strip(), m.lastgroup or ""
        if group in ("es_at", "de_at"):
            group = group[:3] + "be"  # "soy enfermera en el Methodist", "Ich bin Arzt bei Vivantes": the job, and where
        value = (m.group(group) or "").lower() if group else ""
        english = ""
        if group == "de_be" and value not in _SWITCHED_JOBS and (head := next(
                (h for h in _SWITCHED_DE_JOB_HEADS if value.endswith(h) and len(value) > len(h) + 3), "")):
            value = head  # "Maschinenbauingenieur": an engineer
        if group in ("es_be", "fr_be", "de_be", "nl_be"):
            if value in _SWITCHED_JOBS:
                at = m.group("es_at") if group == "es_be" else m.group("de_at") if group == "de_be" else None
                english = f"I'm {_a(_SWITCHED_JOBS[value])}" + (f" at {at}" if at else "")
            elif value in _SWITCHED_DIETS or value in ("vegan", "vegetarisch"):
                english = f"I'm {_SWITCHED_DIETS.get(value, 'vegetarian' if value == 'vegetarisch' else value)}"
        elif group == "es_speak" and (language := _SWITCHED_LANGUAGES.get(value)):
            english = f"I'm a native {language} speaker" if "nativ" in said.lower() else f"I speak {language}"
        elif group == "fr_love" and value.split()[0] not in _SWITCHED_VAGUE and len(value) > 2:
            english = f"I love {m.group(group)}"  # "j'adore le jazz manouche": a name said as it is
        elif group in _SWITCHED_JOB_GROUPS:
            if job := _switched_english_job(m.group(group) or ""):
                english = f"I'm {_a(job)}"  # "nag-work ako as a nurse", "main software engineer hoon": the job
        elif group in ("tl_home", "hi_home"):
            english = f"I live in {m.group(group)}"
        elif group == "tl_from":
            english = f"I'm from {m.group(group)}"
        elif group in ("es_home", "fr_home", "de_home", "nl_home"):
            english = f"I live in {m.group(group)}"
        elif group in ("es_from", "fr_from"):
            english = f"I'm from {m.group(group)}"
        elif group in ("fr_learn", "fr_unit"):
            instrument = _SWITCHED_INSTRUMENTS.get((m.group("fr_learn") or "").lower())
            count = _SWITCHED_COUNTS.get((m.group("fr_count") or "").lower(), (m.group("fr_count") or "").lower())
            unit = _SWITCHED_UNITS.get((m.group("fr_unit") or "").lower())
            if instrument and unit and (count.isdigit() or count in _SWITCHED_COUNTS.values()):
                english = f"I've been learning {instrument} for {count} {unit}"
            elif instrument and not m.group("fr_count"):
                english = f"I'm learning {instrument}"
        elif group == "fr_pet":
            count = _SWITCHED_COUNTS.get((m.group("fr_count_had") or "").lower())
            pets = _SWITCHED_PETS[caseless(value)]
            english = f"I have {count} {pets}" if count else f"I have {pets}"
        elif group in ("de_have", "de_count"):
            count = _SWITCHED_COUNTS.get((m.group("de_count") or "").lower())
            pet = _SWITCHED_PETS.get((m.group("de_have") or "").lower())
            if pet and (count or not m.group("de_count")):
                english = f"I have {count or 'a'} {pet}" if count else f"I have {_a(pet)}"
        elif group == "kin" and (kin := _SWITCHED_KIN.get(value)) and (
                (m.group("kin_word").lower() == "mi") == (value[-1:] in "aoáé" and value not in ("chat", "mari"))):
            # "mi abuela", "mi novio"; "ma mère", "mon frère" (and no "mi" before a French word, nor "ma" before a
            # Spanish one)
            english = f"I have {_a(kin)}"
        if english:
            # in the user's own words (the English reading decides the key, not what is kept); a job's frame forms a
            # job only ("pagod ako" is "I'm tired", read as "I'm a pagod": none)
            out += [(replace(p, statement=_sentence(f"User: {said}")), said)
                    for p in rules.classify(english) if p.polarity == "assert" and (
                        group not in _SWITCHED_JOB_GROUPS or p.subject == "occupation")]
    return out


# Structured data the user pastes as their own profile: a fenced YAML (or untagged) block of "key: value" lines, and a
# JSON object. Read as a form's lines are, when the words around it say it is the user's (FORM_OWNER).
DATA_FENCE = lazy_regex(r"^[ \t]*```[ \t]*(?:ya?ml|json|)[ \t]*\n(.*?)^[ \t]*```", re.MULTILINE | re.DOTALL)
JSON_OBJECT = lazy_regex(r"\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}")
# A JSON key in snake case or camel case, said as a label: "current_role" is "current role".
JSON_KEY_WORD = lazy_regex(r"_+|(?<=[a-z])(?=[A-Z])")


NESTED_KEY = lazy_regex(r"[ \t]*[A-Za-z][\w -]{0,40}:[ \t]*")


def _data_fences(text: str) -> list[tuple[int, int]]:
    """The fenced blocks of a message that are data: every line of them a "key: value" line, a key opening a nested
    block, or a list item."""
    out = []
    for fence in DATA_FENCE.finditer(text):
        rows = [row for row in fence.group(1).split("\n") if row.strip()]
        if any(NESTED_KEY.fullmatch(row) and FORM_ROW.fullmatch(after) and after[:1] in " \t"
               for row, after in itertools.pairwise(rows)):
            continue  # a nested mapping ("landlord:\n  name: Gary"): whose each block is, its key says, not the lead
        if rows and all(FORM_ROW.fullmatch(row) or re.fullmatch(r"[ \t]*[A-Za-z][\w -]{0,40}:[ \t]*", row)
                        or ANY_ITEM.fullmatch(row + "\n") for row in rows):
            out.append((fence.start(1), fence.end(1)))
    return out


def _json_form(text: str) -> list[tuple[str, str, str]]:
    """The (label, value, evidence) fields of the JSON objects in a message: nested objects flattened ("household":
    {"partner": true} is "partner: true"), lists joined ("allergies": ["peanuts"]); a null or false value is none."""
    out: list[tuple[str, str, str]] = []
    for m in JSON_OBJECT.finditer(text):
        try:
            data = json.loads(m.group())
        except ValueError:
            continue
        if not isinstance(data, dict):
            continue
        evidence = m.group() if len(m.group()) <= 500 else ""
        fields = list(data.items())
        while fields:
            key, value = fields.pop(0)
            if isinstance(value, dict):
                fields[:0] = list(value.items())
                continue
            if isinstance(value, list):
                value = ", ".join(str(v) for v in value if isinstance(v, str | int | float) and v is not True)
            if value is None or value is False or value == "" or not isinstance(key, str):
                continue
            label = JSON_KEY_WORD.sub(" ", key).strip().lower()
            value = "true" if value is True else str(value)
            said = f'"{key}": ' + (f'"{value}"' if f'"{key}": "{value}"' in m.group() else value)
            out.append((label, value, said if said in text else evidence))
    return out


# A CSV or markdown table pasted as the user's own: its header's labels, and the row that is the user's (the one a
# "relation" column calls "self", or the one row under "Here's my row"); a relative's row names the relative.
TABLE_CELL_SPLIT = lazy_regex(r"[ \t]*[,|][ \t]*")
TABLE_LABEL = lazy_regex(r"[A-Za-z][A-Za-z _/-]{0,30}")
TABLE_RULE = lazy_regex(r"[ \t|:,-]*-{3,}[ \t|:,-]*")
RELATION_LABELS = frozenset(("relation", "relationship", "relation to me", "relation to applicant"))
SELF_CELLS = frozenset(("self", "me", "myself", "user", "primary"))
OWN_ROW = lazy_regex(r"\bmy (?:row|line|entry|record|details|info)\b", re.IGNORECASE)


def _cells(line: str) -> list[str]:
    return TABLE_CELL_SPLIT.split(line.strip().strip("|").strip())


def _table_rows(text: str) -> list[tuple[str, str, str, bool]]:
    """(label, value, evidence, is_relative) for each field of the user's own row of a pasted table, and a relative's
    row as ("relation", kin, evidence, True)."""
    lines = text.split("\n")
    at = [0]
    for line in lines:
        at.append(at[-1] + len(line) + 1)
    for i, line in enumerate(lines):
        header = _cells(line)
        if len(header) < 2 or not all(TABLE_LABEL.fullmatch(cell) for cell in header) or (
                "," not in line and "|" not in line):
            continue
        labels = [cell.strip().lower() for cell in header]
        rows = []
        for j in range(i + 1, len(lines)):
            if TABLE_RULE.fullmatch(lines[j]):
                continue
            cells = _cells(lines[j])
            if len(cells) != len(labels) or ("," not in lines[j] and "|" not in lines[j]):
                break
            rows.append((j, cells))
        if not rows:
            continue
        relation = next((k for k, label in enumerate(labels) if label in RELATION_LABELS), None)
        out: list[tuple[str, str, str, bool]] = []
        for j, cells in rows:
            evidence = text[at[i]:at[j] + len(lines[j])]
            if (relation is not None and cells[relation].lower() in SELF_CELLS) or (
                    relation is None and len(rows) == 1 and OWN_ROW.search(text, 0, at[i])):
                out += [(label, cell, evidence, False)
                        for k, (label, cell) in enumerate(zip(labels, cells, strict=True)) if k != relation and cell]
            elif relation is not None and (kin := _singular(cells[relation].lower())) in lx.FAMILY and (
                    kin not in lx.ACQUAINTANCES):
                out.append(("relation", kin, evidence, True))
        return out
    return []


# A block of structured data keyed on the user ("me:" in YAML, its fields indented under it), beside blocks keyed on
# others ("landlord:"), whose fields are theirs.
ME_BLOCK = lazy_regex(r"^(?P<indent>[ \t]*)(?:me|myself|self)[ \t]*:[ \t]*\n"
                      r"(?P<fields>(?:(?P=indent)[ \t]+[^\n]*(?:\n|$))+)", re.MULTILINE | re.IGNORECASE)
ME_FIELD = lazy_regex(r"^[ \t]+([A-Za-z][\w -]{0,40}?)[ \t]*:[ \t]*(\S[^\n]{0,200}?)[ \t]*$", re.MULTILINE)


def _me_block(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """The fields of a "me:" block of pasted YAML, each with its line as evidence."""
    out: list[tuple[Proposal, str]] = []
    # the block's own fence is data keyed on the user, whatever other blocks it holds
    data = [(m.start(), m.end()) for m in FENCE.finditer(text)] if "```" in text else []
    regions = ForeignRegions([(a, b) for a, b in foreign_regions(text)
                              if not any(a <= start and end <= b for start, end in data)])
    for block in ME_BLOCK.finditer(text):
        if regions.touch(block.start(), block.end()):
            continue  # quoted, or code that is no data: someone else's "me"
        for field in ME_FIELD.finditer(block.group("fields")):
            label, value = field.group(1).replace("_", " ").strip().lower(), field.group(2).strip()
            if value.startswith("[") and value.endswith("]"):
                value = value[1:-1].strip()
            found = _form_fact(label, value, False) or _form_kin(label, value, rules)
            out += [(p, field.group().strip()) for p in found]
    return out


# A question and the user's answer, set out as in a questionnaire: "Q: What do you do for work?\nA: dental
# hygienist", "Q: Pets? A: one very fat tabby", "Q: Introvert or extrovert? A: massive introvert".
QA_PAIR = lazy_regex(r"(?:^|(?<=\n))[ \t]*(?-i:Q)[:.)][ \t]*(?P<q>[^\n?]{1,120}\?)[ \t]*(?:\n[ \t]*)?(?-i:A)[:.)][ \t]*"
                     r"(?P<a>[^\n]{1,200}?)[ \t]*(?=\n|$|[ \t]+(?-i:Q)[:.)])")
# A question offering two answers, and what follows them: "Introvert or extrovert?", "Left or right handed?".
CHOICE_ASKED = lazy_regex(r"(?P<one>[\w-]+) or (?P<other>[\w-]+)(?P<tail>(?: [\w-]+)?)\?", re.IGNORECASE)


def _qa_answers(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """The user's own answers in a questionnaire they set out as "Q: ... A: ...", each with its pair as evidence: a
    short question is read as a form's label ("Pets?"), one offering two answers as the one picked, any other as the
    assistant's question would be. Not answers given as an example or someone else's (OTHERS_FORM), nor a
    questionnaire with no word of the user's outside it."""
    pairs = list(QA_PAIR.finditer(text))
    if not pairs or OTHERS_FORM.search(text) or not FIRST_PERSON_WORD.search(QA_PAIR.sub("", text)):
        return []
    regions = ForeignRegions.of(text)
    out: list[tuple[Proposal, str]] = []
    for pair in pairs:
        if regions.touch(pair.start("q"), pair.end()):
            continue
        asked, answer = pair.group("q"), pair.group("a").strip()
        label = PARENTHETICAL.sub("", asked[:-1]).strip().lower()
        if (choice := CHOICE_ASKED.fullmatch(asked)) and {_singular(w) for w in _words(answer)} & {
                choice.group("one").lower(), choice.group("other").lower()}:
            # "Left or right handed? A: left": the option picked, said as what the user is
            plain = PARENTHETICAL.sub("", answer).strip()
            said = f"{plain}{choice.group('tail')}" if len(_words(plain)) == 1 else plain
            found = [p for clause in (f"I'm {said}", f"I'm {_a(said)}") for p in rules.classify(clause)
                     if p.polarity == "assert" and p.subject.startswith(("identity:", "diet"))][:1]
        elif len(label.split()) <= 3:
            found = _form_fact(label, answer, False) or _form_kin(label, answer, rules)
        else:
            found = [p for p, _ in _answered(asked, answer, rules)]
        out += [(p, pair.group().strip()) for p in found]
    return out


def _form(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """The facts of the user's own form or list, each with its line as evidence."""
    if "e:" in text and ME_BLOCK.search(text) and not OTHERS_FORM.search(text):
        return _me_block(text, rules)
    if not (FORM_OWNER.search(text) or _own_bare_form(text) or ("my " in text and OWN_ROW.search(text))) or (
            OTHERS_FORM.search(text)):
        return []
    regions = ForeignRegions.of(text)
    if "```" in text and (data := _data_fences(text)):
        # the user's own YAML, fenced: its lines are theirs, as the form's around it are
        regions = ForeignRegions([(a, b) for a, b in foreign_regions(text)
                                  if not any(a <= start and end <= b for start, end in data)])
    out: list[tuple[Proposal, str]] = []
    preferences = "preferences" in text.lower()
    if "{" in text and '":' in text:
        for label, value, said in _json_form(text):
            if said and not regions.touch(text.find(said), text.find(said) + len(said)):
                found = _form_fact(label, value, preferences) or _form_kin(label, value, rules)
                out.extend((p, said) for p in found)
    if "\n" in text and ("," in text or "|" in text):
        for label, value, said, relative in _table_rows(text):
            if regions.touch(text.find(said), text.find(said) + len(said)):
                continue
            if relative:
                out.append((Proposal("relationship", f"family:{_kin(value)}", _sentence(f"User's {value}"),
                                     confidence=0.6), said))
            else:
                out.extend((p, said) for p in _form_fact(label, value, preferences) or _form_kin(label, value, rules))
    for line in FORM_LINE.finditer(text):
        if not regions.touch(line.start(), line.end()):
            label, value = line.group(1).strip().lower(), line.group(2).strip()
            if "_" in label or label.startswith("current "):
                # a data key: "current_role: Data Engineer @ Allegro" is the job held
                label = label.replace("_", " ")
                label = label[8:] if label.startswith("current ") and label[8:] in JOB_LABELS else label
            if value.startswith("[") and value.endswith("]"):
                value = value[1:-1].strip()  # a YAML list: "languages: [Polish, English]"
            if ABOUT_ME_LABEL.fullmatch(label):
                # "About me: 29, divorced, one daughter. Work in HVAC, live in Tulsa.": each piece said of the user
                pieces = ABOUT_ME_PIECE.split(PARENTHETICAL.sub("", value))
                out.extend((p, line.group().strip()) for piece in pieces for p in _about_me_item(piece.strip(), rules))
            else:
                found = _form_fact(label, value, preferences) or _form_kin(label, value, rules)
                out.extend((p, line.group().strip()) for p in found)
    for heading in FORM_HEADING.finditer(text):
        title = (heading.group(1) or heading.group(2) or heading.group(3)).lower()
        at = heading.end() + 1
        while (line := ANY_ITEM.match(text, at)) is not None:
            at = line.end()
            # an item that is a "label: value" line was read as one above; the items after it are still listed
            if (item := LIST_ITEM.fullmatch(text, line.start(), line.end())) is None or regions.touch(
                item.start(), item.end()
            ):
                continue
            said = item.group(1).strip()
            if "about me" in title or "facts" in title or title.strip() in ("household", "my household", "my family") \
                    or title.startswith(("health", "my health", "medical")):
                # "- 34, married, two kids": each piece of an item, as of an "About me:" line
                found = [p for piece in ABOUT_ME_PIECE.split(PARENTHETICAL.sub("", said))
                         for p in _about_me_item(piece.strip(), rules)]
                if not found and (with_me := ME_AND_KIN.match(said)) and (
                        kin := _singular(with_me.group(1).lower())) in lx.FAMILY and kin not in lx.ACQUAINTANCES:
                    # "- Me + my partner, Sam": the relative the user lists beside themselves
                    found = [Proposal("relationship", f"family:{_kin(kin)}", _sentence(f"User's household: {said}"),
                                      confidence=0.6)]
            elif "device" in title or "gadget" in title or ("gear" in title and "i own" in title):
                found = _device(said)
            elif title.strip().replace("_", " ") in PAST_JOB_TITLES:
                # "previous:\n  - QA tester (2015-2018)": a job the user held before, in their own résumé
                job = JOB_PLACE.sub("", PARENTHETICAL.sub("", said)).strip()
                found = [replace(p, statement=_sentence(f"User was {said}"), confidence=0.6)
                         for p in rules.classify(f"I used to be {_a(job)}") if p.subject.startswith("history:")][:1]
            elif ("pref" in title or "how i like" in title) and (subject := stable_subject(said)):
                # "## How I like answers / - short, code first": how the user wants replies, said as a note
                found = [Proposal("preference", subject, _sentence(f"User's standing instruction: {said}"),
                                  confidence=0.6)]
            else:
                found = []
            out.extend((p, item.group().strip()) for p in found)
    return out


# A heading over the jobs the user held before: "previous:", "Past roles:".
PAST_JOB_TITLES = frozenset(("previous", "previously", "previous roles", "previous jobs", "previous positions",
                             "past roles", "past jobs", "past positions", "former roles", "former jobs"))
# An item of a household list naming the user and a relative: "Me + my partner, Sam", "me and my husband".
ME_AND_KIN = lazy_regex(r"me[ \t]*(?:\+|&|and)[ \t]*my ([a-z]+)\b", re.IGNORECASE)
# Labels of the user's household and status in their own form: "Pets: two cats", "Kids: 2", "Relationship status:
# married", "Hometown: Cork", "Education: BSc in Biology".
PET_LABELS = frozenset("pet pets animals".split())
# A device's label in the user's own list of what they use: "laptop: ThinkPad X1", "phone: Pixel 8".
DEVICE_LABELS = frozenset("laptop phone computer desktop tablet watch smartwatch e-reader ereader console mobile cell "
                          "smartphone".split())
KID_LABELS = frozenset("kids children child".split())
STATUS_LABELS = frozenset(("relationship status", "marital status", "relationship"))
ORIGIN_LABELS = frozenset(("hometown", "home town", "from", "born in", "grew up in", "originally from", "nationality",
                           "place of birth", "birthplace"))
EDUCATION_LABELS = frozenset(("education", "degree", "university", "college", "school", "alma mater"))
STATUSES = lazy_regex(r"(?:happily )?(?:single|married|divorced|engaged|widowed|separated|in a relationship|"
                      r"partnered)$", re.IGNORECASE)
KID_COUNT = lazy_regex(r"(?:\d{1,2}|one|two|three|four|five|six|yes)\b(?!\s*(?:years?|yrs?|months?)\b)", re.IGNORECASE)
DEGREE = lazy_regex(r"\b(?:b\.?sc|b\.?a|m\.?sc|m\.?a|mba|phd|ph\.d|md|jd|bachelor'?s?|master'?s?|doctorate|diploma|"
                    r"degree)\b|(?-i:[A-Z])", re.IGNORECASE)


def _form_kin(label: str, value: str, rules: Rules) -> list[Proposal]:
    """A field of the user's own form about their household, status, origin or schooling."""
    said = _sentence(f"User's {label}: {value}")
    plain = PARENTHETICAL.sub("", value).strip()
    if not plain or plain.lower() in NOTHING or plain.lower() in ("0", "zero", "no"):
        return []
    if label in PET_LABELS:
        # "Pets: two cats, a rabbit": each kind the user keeps ("one very fat tabby" is "a very fat tabby": a breed
        # that names other things too is a pet only after "a")
        plain = re.sub(r"^one ", "a ", plain, flags=re.IGNORECASE)
        return [replace(p, statement=said) for p in rules.things(plain if _m(NUMBER_WORDS + r" ", plain) else
                                                                 f"a {plain}", "User has", negative=False)
                if p.subject.startswith("pet:")]
    if label in KID_LABELS and KID_COUNT.match(plain):
        return [Proposal("relationship", "family:kid", said, confidence=0.6)]
    if label not in KID_LABELS and (kin := _singular(label)) in lx.FAMILY and kin not in lx.ACQUAINTANCES and (
        kin not in ("family", "parent") and not FIRST_PERSON_WORD.match(plain)
    ):
        # "- partner (Sam): eats everything", "Husband: Tom": a relative of the user's listed in their own form
        return [Proposal("relationship", f"family:{_kin(kin)}", said, confidence=0.6)]
    if label in STATUS_LABELS and STATUSES.match(plain):
        return [Proposal("user_model_attr", "relationship_status", said, confidence=0.6)]
    if label in ORIGIN_LABELS and (_named(plain) or plain.lower() in lx.NATIONALITIES) and len(plain.split()) <= 4:
        return [Proposal("user_model_attr", "location:origin", said, confidence=0.6)]
    if label in EDUCATION_LABELS and DEGREE.search(plain) and len(plain.split()) <= 8:
        return [Proposal("user_model_attr", "education", said, confidence=0.6)]
    return []


def _form_fact(label: str, value: str, preferences: bool) -> list[Proposal]:
    values = [v for v in FORM_VALUES.split(re.sub(r"\([^)]*\)", "", value)) if v and v.lower() not in NOTHING]

    def said(value: str) -> str:
        # In the form's own words, label and value: "Age: 34" is "User's age: 34.", not "34 years old",
        # which the user did not write; "Based in: Toronto" is "User is based in Toronto."
        if label.endswith((" in", " from", " at")):
            return _sentence(f"User {'is ' if label.startswith('based') else ''}{label} {value}")
        return _sentence(f"User's {label}: {value}")

    if label.startswith("allerg"):
        return [Proposal("fact", f"health:allergy:{slug}", said(v), sensitivity="sensitive")
                for v in values if (slug := topic_slug(v)) and len(v.split()) <= 3]
    if label.startswith("language"):
        # "Dutch (native), English, very rusty German": a language said with how well is still spoken
        return [Proposal("user_model_attr", f"language:{spoken}", said(v), confidence=0.6)
                for v in values if len(words := _words(v)) <= 4 and (spoken := words[-1]) in lx.LANGUAGES]
    if label == "name" and (m := re.fullmatch(r"(?-i:[A-Z][a-z'-]+)(?: (?-i:[A-Z][a-z'-]+))?", value)) and all(
        _a_name(w) or (i and _a_surname(w)) for i, w in enumerate(m.group().split())
    ):
        return [Proposal("user_model_attr", "identity:name", _sentence(f"User's name is {value}"), confidence=0.6)]
    if label in ("os", "operating system") and (system := SYSTEMS_NAMED.get(
        re.sub(r"[\s-]", "", _words(value)[0]) if _words(value) else "")):
        return [Proposal("fact", f"os:{system}", _sentence(f"User's OS: {value.split()[0]}"), confidence=0.6)]
    if label in DEVICE_LABELS:
        # "- laptop: ThinkPad X1 Carbon gen 11", "phone: Pixel 8": the user's device, by its model
        return [replace(p, statement=said(value)) for p in _device(PARENTHETICAL.sub("", value).split(",")[0].strip())]
    if label not in HOBBY_LABELS and (kin := KIN_VALUE.match(value)) and (
        (head := _singular(kin.group(2).lower())) in lx.FAMILY and head not in lx.ACQUAINTANCES
    ):
        # "Emergency contact: my son, Daniel": a relative of the user's, whatever the field
        return [Proposal("relationship", f"family:{_kin(head)}", said(value), confidence=0.6)]
    if label in LIKES_LABELS:
        # "Love: jollof, Arsenal, long drives": each a thing the user likes, in their own profile
        return [Proposal("preference", f"preference:{slug}", said(v), confidence=0.6)
                for v in values if len(v.split()) <= 3 and not FIRST_PERSON_WORD.match(v)
                and (slug := topic_slug(v))]
    if label in HOBBY_LABELS:
        # "Hobbies: bouldering, chess": each a pastime of the user's (a relative named there is no pastime)
        return [Proposal("user_model_attr", f"activity:{_activity(slug)}", said(v), confidence=0.6)
                for v in values if len(v.split()) <= 3 and not FIRST_PERSON_WORD.match(v)
                and v.lower() not in CHAT_TAIL_WORDS and (slug := topic_slug(v))]
    if HEALTH_LABEL.fullmatch(label) or MEDICINE_LABEL.fullmatch(label):
        # "Health conditions: type 2 diabetes (on metformin)": each condition, and a medicine taken for one
        named = [(DOSE_TAIL.sub("", v), said(v)) for v in values]
        named += [(m.group(1).strip(), said(value)) for m in ON_MEDICINE.finditer(value)]
        return [_diabetes(m, statement) if (m := DIABETES.match(v.lower())) else
                Proposal("fact", f"health:{slug}", statement, sensitivity="sensitive", confidence=0.6)
                for v, statement in named if len(v.split()) <= 4 and (slug := topic_slug(v))]
    if label in JOB_LABELS and 0 < len(words := _words(JOB_PLACE.sub("", PARENTHETICAL.sub("", value)))) <= 5 and (
        set(words) & (lx.JOBS | lx.TITLES) or words[-1].endswith(("ist", "er", "or", "ian", "ant", "ect"))
    ):
        return [Proposal("user_model_attr", "occupation", said(value), confidence=0.6)]
    if label in HOME_LABELS and _named(value) and len(value.split()) <= 4 and not WORKPLACE_VALUE.search(value):
        return [Proposal("user_model_attr", "location:home", said(value), confidence=0.6)]
    if label in SHOE_LABELS and re.search(rf"(?<![\w.]){_SHOE_NUMBER}(?![\w.])", value):
        # "Shoe: Brooks Ghost, 10.5": the size the user wears, whatever the model beside it
        return [Proposal("user_model_attr", "size:shoe", said(value), confidence=0.6)]
    if label.endswith(" size") and (garment := GARMENT_SIZE_LABEL.fullmatch(label)) and (
            SIZE_VALUE.fullmatch(PARENTHETICAL.sub("", value).strip())):
        # "Jacket size: L", "T-shirt size: XL", "Ring size: 7": the size the user wears of it
        worn = garment.group(1)
        return [Proposal("user_model_attr", f"size:{_GARMENT_KEYS.get(worn, _singular(worn)).replace('-', '_')}",
                         said(value), confidence=0.6)]
    if label in DIET_LABELS and value.lower() in lx.DIETS:
        return [Proposal("user_model_attr", "diet", said(value.lower()), confidence=0.65)]
    if label == "age" and re.fullmatch(r"\d{1,3}(?: years old| yrs| years)?", value):
        return [Proposal("user_model_attr", "age", said(value))]
    if label == "editor" and EDITOR.match(value):
        return [Proposal("preference", "preference:editor", said(value), confidence=0.6)]  # "- Editor: neovim"
    if label in ("indentation", "indent", "tabs or spaces") and (subject := stable_subject(f"{label}: {value}")):
        return [Proposal("preference", subject, said(value), confidence=0.6)]  # "- Indentation: 2 spaces"
    if label in PURSUIT_LABELS and (slug := topic_slug(PURSUIT_VALUE_TAIL.sub("", value))) and (
            slug in lx.PURSUITS or (slug.endswith("ing") and "_" not in slug)):
        # "- Current: swimming 3x/week", "- Used to: powerlifting (stopped)": a pastime, now or given up
        kind = "history" if PURSUIT_LABELS[label] else "activity"
        return [Proposal("user_model_attr", f"{kind}:{_activity(slug)}", said(PARENTHETICAL.sub("", value).strip()),
                         confidence=0.6)]
    if preferences:
        # a reply preference: "Answers: short, bullet points", "Units: metric", "Emojis: never"
        said = said(value)
        if subject := stable_subject(f"{label}: {value}"):
            return [Proposal("preference", subject, said, confidence=0.65)]
        if value.lower() in NEVER and (slug := topic_slug(label)):
            return [Proposal("preference", f"preference:{slug}", said, confidence=0.65)]
    return []
