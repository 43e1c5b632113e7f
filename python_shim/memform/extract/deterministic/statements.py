"""Statements in the third person, and the clause around a fact: trailing clauses, joined verbs, tails, dropped
subjects.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from memform.extract import lexicon as lx
from memform.extract.patterns import caseless_pattern, lazy_regex
from memform.extract.text import EMOJI, HESITATIONS, caseless

from .subjects import IRREGULAR_PAST, WHITESPACE, Proposal, _pet

FIRST_PERSON = lazy_regex(
    # ("mine" the pit worked stays: "a sparky at an iron ore mine", "a coal mine")
    # (every word opens on an "i" or an "m": looked ahead for first, at a word's start, so that the other words' starts
    # are passed by on one look, not a try of each word; two thirds less time)
    r"\b(?=[im])(?:I am|I was|I'm|I've|I'll|I'd|I|my|me|myself|mine(?<!ore mine)(?<!coal mine)(?<!gold mine)"
    r"(?<!\ba mine)(?<!the mine)|im|ive)\b(?!')", re.IGNORECASE
)
# Only words the evidence or the statement frame holds: "I was" is "the user was", not "they were".
THIRD_PERSON = {
    "i am": "the user is",
    "i was": "the user was",
    "i'm": "the user is",
    "i've": "they've",
    "i'll": "they'll",
    "i'd": "they'd",
    "i": "they",
    "my": "their",
    "me": "them",
    "myself": "themselves",
    "mine": "theirs",
    "im": "the user is",
    "ive": "they have",
}


def third_person(rest: str) -> str:
    """'love my dogs' -> 'loves their dogs': the predicate as said of the user."""
    words = rest.split()
    out: list[str] = []
    for index, word in enumerate(words):
        if word.lower() not in lx.ADVERBS:
            # ("I use to live in the country" is a learner's "used to": the past, not "uses to")
            out.append("used" if word.lower() == "use" and words[index + 1:index + 2] == ["to"] else _conjugate(word))
            return third_person_possessive(" ".join(out + words[index + 1 :]))
        out.append(word)
    return " ".join(out)


# A capital "I" that is no pronoun: a numeral or part of a name ("off I-95", "Type I diabetes", "World War I",
# "Henry I of England"), kept as written when the rest is said of the user.
NUMERAL_I_BEFORE = lazy_regex(
    r"\b(?:Type|War|Phase|Part|Class|Title|Level|Chapter|Act|Book|Volume|Vol\.|Stage|Grade|Category|Tier|Step|Round"
    r"|Gen|Mark|Mk|Series|Division|Section|Article|Appendix|Schedule|Unit|Model|Paper|Module)\s\Z"
)
NUMERAL_I_AFTER = lazy_regex(r"-\d")
# a name before it and nothing a pronoun would do after it: "Henry I of England", "under Charles I."
REGNAL_I = lazy_regex(r"\b[A-Z][a-z]+\s\Z"), lazy_regex(r"(?:\s+of\b|'s\b|\s*[,.;:)!?]|\s*\Z)")


def _pronoun_i(match: re.Match) -> bool:
    """Whether the "I" matched is the user: not a numeral or part of a name ("I-95", "Type I", "Henry I")."""
    if match.group() != "I":
        return True
    before, after = match.string[max(0, match.start() - 24) : match.start()], match.string[match.end() :]
    if NUMERAL_I_AFTER.match(after) or NUMERAL_I_BEFORE.search(before):
        return False
    return not (REGNAL_I[0].search(before) and REGNAL_I[1].match(after))


def third_person_possessive(rest: str) -> str:
    """'my dog and me' -> 'their dog and them', leaving the verb alone."""
    return FIRST_PERSON.sub(
        lambda m: THIRD_PERSON[WHITESPACE.sub(" ", caseless(m.group()))] if _pronoun_i(m) else m.group(), rest
    )


# Verbs whose form said of the user ("User has ...") is not the regular one.
IRREGULAR_PRESENT = {
    "am": "is",
    "'m": "is",
    "have": "has",
    "'ve": "has",
    "do": "does",
    "go": "goes",
    "don't": "doesn't",
    "dont": "doesn't",
    "was": "was",
    "can": "can",
    "can't": "can't",
    "cannot": "cannot",
    "could": "could",
    "did": "did",
    "didn't": "didn't",
    "had": "had",
    "will": "will",
    "won't": "won't",
    "haven't": "hasn't",
    "havent": "hasn't",
    "never": "never",
    # the other modals take no "-s" of the user ("I must teach my parrot that" is "User must teach ...")
    "must": "must",
    "should": "should",
    "would": "would",
    "might": "might",
    "may": "may",
    "shall": "shall",
}


# Verbs in the present that end as a past does: "I feed my cats" is "User feeds their cats", not "User feed …".
PRESENT_IN_ED = frozenset("feed need bleed breed speed succeed proceed exceed heed weed seed".split())


def _conjugate(verb: str) -> str:
    low = verb.lower()
    if low in IRREGULAR_PRESENT:
        return IRREGULAR_PRESENT[low]
    if (low.endswith("ed") and low not in PRESENT_IN_ED) or low in IRREGULAR_PAST or not low.isalpha():
        return verb
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if low.endswith("y") and len(low) > 2 and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


_FIRST_PERSON_START = r"(?:i|i'm|i've|i'd|i'll|im|ive|my|me|am|have|also|still|now|only|mostly|especially|mainly)\b"
# Where the user's own clause ends and another begins that is not part of what they say of
# themselves: a concession ("I love animals though so I'm biased"), a reason or a consequence
# that is about something else ("I like to shoot hoops, so orange balls are good with them"), a
# comment on the conversation, a run-on sentence ("I love warm weather as well, that sounds fun"). What the user
# says of themselves ("I'm retired so I love to travel") and what follows about the thing itself
# ("I have a dog, she's a labradoodle named Leah") stay.
def _trailing_clause(bc: str) -> str:
    """TRAILING_CLAUSE's source, with bc (its case-sensitive "bc", "b/c") among the words of a reason or not."""
    return (
        r"(?=[\s,])"  # what its branches begin with (see text.SENTENCE_END)
        r"(?:\s*,?\s+(?:even )?(?:though|although|albeit)\b"
        r"|(?:\s*,\s*|\s+)(?:(?:and|but|so)\s+)?(?:(?:only|just|mainly|mostly|partly)\s+)?"
        r"(?:because|cuz|coz" + bc + r")\s+"
        rf"(?!{_FIRST_PERSON_START})"
        rf"|\s*,\s*(?:and\s+)?so\s+(?!{_FIRST_PERSON_START})"
        r"|\s+so\s+(?:it|it's|that|that's|this|there|there's|they|they're|he|she|you|everything|everyone|the|"
        r"honestly|basically|obviously)\b"
        r"|\s*,\s*(?:(?:and|but)\s+)?(?:that|this|that's|there's|you|you're|what a)\b(?!\s+(?:I|my)\b)"
        # an aside on the conversation: "as I said", "like I mentioned before"
        r"|\s*,?\s+(?:as|like) (?:i|I) (?:said|mentioned|told you|say|stated|was saying)\b"
        # a run-on: "I love dogs they're the best", "I love pasta, its a staple"
        r"|\s*,\s*its\s+(?:a|an|the|so|very|really|not|been|just|also|pretty|super|too)\b"
        # (not after a word that opens a clause of the sentence's own: "I like vegetables when they're fried", "so much
        # I feel like it's a fair trade", "pressure on me to have kids that it's always on my mind")
        r"|(?<!\bwhen)(?<!\bthat)(?<!\blike)(?<!\bif)(?<!\bas)(?<!\bwhile)(?<!\buntil)(?<!\bunless)(?<!\bwhere)"
        r"\s*,?\s+(?:(?:and|but|or|so)\s+)?(?:it's|they're|he's|she's|that's|there's|we're|you're|it is|they are|"
        r"he is|she is)\b"
        # a comma splice on what another did or does: "I'm in Toronto btw, she moved there last year", "I have a
        # sister, she lives in Sydney"
        r"|\s*,\s*(?:he|she|they)\s+(?!(?:and|or|are|is|were|was)\b)[a-z]+(?:ed|es|s)\b)"
    )


TRAILING_CLAUSE = lazy_regex(_trailing_clause(r"|(?-i:bc|b/c)"), re.IGNORECASE)
# The same without "bc" and "b/c", searched in the caseless clause: where the clause holds neither (all but one in
# thousands), their branch matches nowhere and this finds the same matches in the same places, in two thirds of the
# time (see patterns.caseless_pattern, which a case-sensitive part of a pattern rules out).
TRAILING_CLAUSE_NO_BC_CASELESS = lazy_regex(caseless_pattern(_trailing_clause("")))
# What every TRAILING_CLAUSE holds, searched in the caseless clause: a comma with one of the words its branches after a
# comma begin with, or one of the words of the others. Three clauses in four hold none, and skip its search (each of
# its branches tried at every space; a comma alone let a third of the clauses through).
# Each of its branches opens on a character of its own, the rarest of its words (as text.rarest_first has it), and
# looks behind for what comes before: "though" from its "g", " i " from its "i". A search then tries it only at those
# characters; "\sbc\s" and "\sso\s", which opened on a space, made it try every branch at every position (a third of
# the time; test_extract_trailing_clause_hint proves it finds something wherever that alternation did).
TRAILING_CLAUSE_HINT = lazy_regex(r",\s*(?:(?:and|but)\s+)?(?:so|that|this|there|you|what a|its|(?:he|she|they)\s)"
                                  r"|g(?<=thoug)h|b(?:(?<=alb)eit|ecause|(?<=[\s,]b)c\s|/c)|z(?<=cuz|coz)"
                                  r"|s(?:(?<=\ss)o\s|(?<=it is)|(?<=he is))|i(?<=\si)\s|'(?:re|s)|y(?<=they) are")
DANGLING = lazy_regex(
    r"(?:\s*,)?\s+(?:(?:but|so|or)(?:\s+[\w']+){0,2}|and(?:\s+(?:he|she|they|it|we|you|i)(?:\s+\w+)?)?)$", re.I
)
# A state said to hold "right now": "I'm a student right now", "I'm single at the moment", "I'm learning Spanish atm"
# (the marker, not what follows it: "...right now while my wife supports us"). Searched only in a clause that holds
# one of its words (a marker of a passing moment elsewhere: "I'm tired right now" forms nothing either way).
HELD_RIGHT_NOW = lazy_regex(r",?\s+(?:right now|at the moment|atm|at present)(?=\s*$|\s*,|\s+(?:while|but|so|and|"
                            r"because|since|though)\b)", re.IGNORECASE)
# What a state held right now may be: the user's work or study, their status, a language, their age and origin said
# beside it ("I'm 24, from Utrecht, at uni at the moment"), and a home they live in ("I'm living in Leeds right now";
# "I'm in Paris right now" is where they are, no home).
LASTS_WHEN_HELD_NOW = ("occupation", "education", "relationship_status", "language:", "age", "location:origin")
# Words that end a statement without adding to it.
# A remark on the telling at the end of a clause or before its comma: "I'm a nurse, by the way", "I have a dog btw,
# his name is Rex", "I live in Oslo, just so you know", "I'm a teacher, for context", "I'm in Ohio if sales tax
# matters"; so is an insistence that it is no joke ("I quit smoking, not kidding this time", "I sold my car, no
# joke"), which takes nothing back.
# Tried only where a run of spaces or a comma begins, its spaces taken whole, so a long run of spaces is read
# once, not once per space.
DISCOURSE_TAIL = lazy_regex(
    r"(?<![\s,])(?:(?:\s*+,\s*+|\s++)(?:by the way|btw|fyi|f\.y\.i|just so you know|"
    r"if (?:that|it|[a-z]+(?: [a-z]+){0,2}) (?:matters|helps)"
    r"|lol|lmao|(?:i'm |i am )?not (?:kidding|joking)(?: (?:this time|you|lol))?|no (?:joke|kidding|lie)(?: lol)?)"
    r"|\s*+,\s*+for (?:context|reference|the record|what it's worth))(?=\s*+(?:[,;:]|$))",
    re.IGNORECASE,
)
# Whether a clause holds a remark at all, searched in its lowercased text: a case-blind search of an alternation
# at every position costs five times as much, on every clause.
DISCOURSE_WORD = lazy_regex(r"by the way|btw|fyi|f\.y\.i|just so you know|if [a-z]+(?: [a-z]+){0,2} (?:matters|helps)|"
                            r"lol|lmao|"
                            r"for (?:context|reference|the record|what it's worth)")
TRAILING_WORDS = lazy_regex(
    r"(?=[\s,])"  # what it begins with (see text.SENTENCE_END)
    r"(?:\s*,)?\s+(?:though|haha\w*|hah?|lol|lmao|hehe|too|as well|also|either|anyways?)$", re.IGNORECASE
)


# An aside in brackets at a clause's end, a clause of its own: "a tree nut allergy (peanuts are fine, weirdly)", "two
# cats (they're brothers)"; not what names or counts ("two kids (son 12, daughter 9)").
BRACKETED_ASIDE = lazy_regex(r"\s*\((?=[^()]{0,80}?\b(?:is|are|was|were|isn't|aren't|wasn't|don't|doesn't|didn't)\b|"
                             r"[^()]{0,80}?'(?:s|re)\b)[^()]{1,80}\)?[\s.!]*$", re.IGNORECASE)


def own_clause(text: str) -> str:
    """The user's own clause: what follows a boundary into a clause about something else is cut."""
    if "(" in text and (aside := BRACKETED_ASIDE.search(text)) and len(text[: aside.start()].split()) >= 3:
        text = text[: aside.start()]
    low = caseless(text)
    if not TRAILING_CLAUSE_HINT.search(low):
        return text
    for match in TRAILING_CLAUSE.finditer(text) if "bc" in text or "b/c" in text else (
            TRAILING_CLAUSE_NO_BC_CASELESS.finditer(low)):
        head = text[: match.start()]
        if len(head.split()) >= 3 and head.count("(") <= head.count(")"):
            # and no fragment of a clause left behind ("my dog is a collie but he thinks [he's…]")
            return DANGLING.sub("", head)
    return text


# Verbs whose object "myself" is ("treat myself", "push myself"), unlike an emphatic "myself" after what is said.
SELF_TAKERS = frozenset("""beat enjoy push treat express teach keep pamper spoil be kill hurt help support challenge
prepare protect love like hate see find call consider make get let set put tell ask remind give feed take allow force
introduce describe cut burn pace motivate distract by for to of about on with at from in into""".split())


# A verb the user says of themselves after "and", "but" or a comma with its "I" left out ("I like kids but do not have
# any", "I collect hats and have over a thousand", "I'm retired, have been for years"): said of the user it takes its
# "-s" ("User likes kids but does not have any"). Those that are a verb wherever they follow "and"; the others (a noun
# as often: "travel and work", "rock and roll") only before what a verb takes (JOINED_OBJECT) or after an adverb.
JOINED_FINITE = frozenset("""am 'm have haven't havent do don't dont want need love hate enjoy prefer teach eat go try
sell buy get keep spend plan hope wish think know feel vote""".split())
JOINED_VERBS = JOINED_FINITE | lx.HABIT_VERBS | frozenset(
    v for v in lx.ACTIVITY_VERBS if not v.endswith(("ed", "s"))) | frozenset(lx.PREFERENCE_VERBS) | frozenset(
    "help own make take put find volunteer coach like".split())
# After a comma only what is a verb of the user there ("I play bass, live in Philly"; not "I play violin, like my dad",
# "I love sushi, take out only").
COMMA_FINITE = frozenset("am 'm have haven't havent want need live work love hate".split())
# What a verb that may be a noun takes after it: a determiner, a pronoun, a preposition, "to", a span, a pursuit.
JOINED_OBJECT = frozenset("""a an the their them it him her his our some any all every lots to at in for on with from
as by near out up alone hard part full long little few two three four five six seven eight nine ten more most
piano guitar violin drums sports video games chess basketball football soccer baseball tennis golf music""".split())
# Verbs after which a bare verb is one their "to" was left out of ("I like drive to the coast and enjoy …") and
# auxiliaries after which a verb joined by "and" is the same bare verb ("User can swim and play …").
JOINED_SKIP_HEAD = frozenset("""likes loves enjoys prefers hates wants needs tries plans hopes can could will would
should must might may did didn't doesn't won't can't cannot never used""".split())
LIKING_HEADS = frozenset("likes loves enjoys prefers hates".split())
# Words that show a clause of another subject between the user's verb and the join ("a recipe that they discovered and
# want to share", "the brand has been around and can be trusted").
JOINED_OTHER_SUBJECT = frozenset("""they they're they've he she we you it i who that which this there user is are was
were has does""".split())
USER_AM_JOINED = lazy_regex(r",?\s+(?:and|but)\s+(?:(?:also|really|just|still|now|currently)\s+)?(?:am|'m)\b.*$",
                            re.IGNORECASE)


def _joined_verbs(text: str) -> str:
    """'User likes kids but do not have any' -> 'User likes kids but does not have any': a verb of the user's joined to
    their clause with no subject of its own takes the "-s" the user's first verb took. A clause of another's is left
    alone, and one of "am" after what another does is cut ("User's wife works a lot and am a stay-at-home dad" is
    "User's wife works a lot": the "am" is the user's, not the wife's)."""
    if text.startswith("User's "):
        if " am" in text or "'m" in text:
            return USER_AM_JOINED.sub("", text)
        return text
    words = text.split(" ")
    if len(words) < 4 or words[0] != "User" or not words[1][:1].islower() or words[1] == "and":
        return text
    # (a liking of a thing, not of doing: "User loves country music and go to concerts" is the user's "go")
    bare_head = words[1].lower() in JOINED_SKIP_HEAD and not (
        words[1].lower() in LIKING_HEADS and words[2].lower() not in JOINED_VERBS and words[2].lower() != "to"
        and not words[2].lower().endswith("ing"))
    joined = 0  # the last verb joined to the user's
    for i in range(2, len(words) - 1):
        if i <= joined:
            continue
        word = words[i].lower().rstrip(",")
        comma = words[i - 1].endswith(",") and word not in ("and", "but", "so")
        if word not in ("and", "but", "so") and not comma:
            if word in JOINED_OTHER_SUBJECT or (i > 2 and word in ("to", "used") and
                                                words[i + 1].lower() in JOINED_VERBS):
                # another's clause, or an infinitive a bare verb after "and" may belong to: nothing after is joined
                # to the user's verb by "and" (a "but" still is)
                bare_head = bare_head or word == "to" or word == "used"
                if word in JOINED_OTHER_SUBJECT:
                    break
            continue
        j = i if comma else i + 1
        adverb = False
        while j < len(words) - 1 and words[j].lower() in ("also", "just", "really", "still", "never", "always",
                                                         "sometimes", "currently", "now", "only", "mostly", "usually",
                                                         "even", "actually", "definitely", "often"):
            j, adverb = j + 1, True
        verb = words[j].lower().rstrip(",.")
        after = words[j + 1].lower().rstrip(",.") if j + 1 < len(words) else ""
        if comma:
            ok = verb in COMMA_FINITE and (after or adverb) and after not in ("and", "or")
        elif word == "so":
            # "... so need a new job" (not "so do I")
            ok = verb in JOINED_FINITE and verb != "do" and after not in ("i", "")
        elif verb in ("am", "'m", "haven't", "havent", "don't", "dont") and words[1].lower() not in (
                "can", "could", "will", "would", "should", "must", "might", "may", "did", "didn't", "won't", "can't"):
            ok = True  # no infinitive goes on in these: "User loves star wars and am a huge fan"
        elif word == "and" and bare_head:
            ok = False
        else:
            ok = verb in JOINED_FINITE or (verb in JOINED_VERBS and (adverb or after in JOINED_OBJECT))
        ok = ok and bool(after or adverb)  # (a last word after "and" is a thing: "User likes peace and love")
        if ok and verb == "don't" and words[j + 1:j + 4] and " ".join(words[j + 1:j + 4]).lower().startswith(
                "get them wrong"):
            ok = False
        if ok:
            joined = j
            if verb == "do" and after == "not":
                words[j] = "does"
            elif verb in ("haven't", "havent"):
                words[j] = "has not" + words[j][len(verb):]  # (as the user's words say it: "not", not "hasn't")
            else:
                words[j] = _conjugate(words[j].rstrip(",.")) + words[j][len(words[j].rstrip(",.")):]
    return " ".join(words)


# What is ridden as a motorcycle: "I ride a Harley", "a Kawasaki Ninja", "a Yamaha" (a Yamaha ridden is no piano).
MOTORCYCLES = frozenset("motorcycle motorbike kawasaki ducati harley ktm yamaha suzuki".split())


def _whole_words(model: str, slug: str) -> bool:
    """Whether a model's words are whole words of the slug: "raspberry_pie" is no "raspberry_pi"."""
    return f"_{model}_" in f"_{slug}_"


# A tabletop game, one key however it is named: "D&D", "DnD", "5e", "Dungeons and Dragons" are one game, "GM" and
# "GMing" game mastering, "40k" Warhammer 40k, "MTG" Magic: the Gathering.
GAME_KEYS = {**dict.fromkeys(("d_d", "dnd", "dungeons_dragons", "5e", "d_d_5e", "dnd_5e"), "dungeons_and_dragons"),
             **dict.fromkeys(("gm", "gming", "gm_ing", "game_master", "game_mastering"), "game_mastering"),
             "40k": "warhammer_40k", "mtg": "magic_the_gathering", "magic_gathering": "magic_the_gathering"}
GAME_KINDS = ("activity:", "history:", "experience:", "preference:")


# An Apple chip said before the model it is in: "an M2 MacBook Pro" is the "MacBook Pro M2" another message names.
CHIP_FIRST = lazy_regex(r"device:(m[1-9](?:_pro|_max|_ultra)?)_((?:macbook|mac|imac|ipad)(?:_[a-z0-9]+)*)")


def _chip_last(p: Proposal) -> Proposal:
    """A device keyed with its chip after the model, whichever order the user named them in."""
    if p.subject.startswith("device:m") and (chip := CHIP_FIRST.fullmatch(p.subject)):
        return replace(p, subject=f"device:{chip.group(2)}_{chip.group(1)}")
    return p


def _one_game(p: Proposal) -> Proposal:
    """A pursuit or a liking of a tabletop game keyed as GAME_KEYS says, whatever the user called it."""
    kind, _, slug = p.subject.partition(":")
    if slug in GAME_KEYS and p.subject.startswith(GAME_KINDS):
        return replace(p, subject=f"{kind}:{GAME_KEYS[slug]}")
    if slug in GAMES_PLAYED and kind in ("activity", "history", "experience") and " play" in p.statement:
        # "I play Magic at my LGS": Magic played is the card game (magic done is a trick: "I do magic")
        return replace(p, subject=f"{kind}:{GAMES_PLAYED[slug]}")
    return p


def _kind_put_right(p: Proposal) -> Proposal:
    """A thing held keyed as what it is: "a pet rat" held is a pet (as "a pet snake" is), "my kidney transplant" got
    is an operation, the user's health (as "I had a kidney transplant" is)."""
    if p.subject[:11] != "possession:":
        return p
    slug = p.subject[11:]
    if slug[:4] == "pet_" and slug[4:].isalpha():
        return replace(p, belief_type="relationship", subject=f"pet:{_pet(slug[4:])}")
    if slug.endswith("_transplant") and slug.count("_") == 1:
        return replace(p, subject=f"health:{slug}", sensitivity="sensitive")
    return p


# A game named short, played: "I play Magic" is Magic: The Gathering.
GAMES_PLAYED = {"magic": "magic_the_gathering"}


# A tabletop campaign run for others: "I DM a homebrew 5e campaign", "I GM for my friends every Sunday", "I run a
# Pathfinder game" ("DM" and "GM" in capitals, and a campaign run needs a game named: "I run a marketing campaign").
TABLETOP_RUN = lazy_regex(r"(?:(?-i:DM|GM)(?:s|'s|ed|'d)?|runs?|hosts?) (?:(?:a|an|our|my|the|two|three|weekly|monthly|"
                          r"biweekly|regular|long-running|homebrew|for my friends|for) )*"
                          r"(?P<what>(?:(?!(?:about|with|on|in|at|to|from|of)\b)[\w&'-]+ ){0,3}?)"
                          r"(?:campaigns?|one-shots?|games?|tables?|sessions?|adventures?)\b", re.IGNORECASE)
TABLETOP_GAME = lazy_regex(r"\b(?:(?P<dnd>d&d|dnd|dungeons (?:&|and) dragons|5e)|pathfinder(?: 2e)?|call of cthulhu|"
                           r"blades in the dark|shadowrun|starfinder|ttrpg|rpg|tabletop)(?![\w&])", re.IGNORECASE)
# A tabletop game switched for another: "ditched 5e for Pathfinder", "switched from D&D to Pathfinder 2e", "we dropped
# Pathfinder for Blades in the Dark": the new one played, the old one no longer (the key is "I play <it>"'s, one game
# however named: GAME_KEYS). Both named as games, not "rpg" or "tabletop" alone.
_SWITCHED_GAME = (r"(?:d&d|dnd|dungeons (?:&|and) dragons)(?: 5e| 5th edition| 3\.5| 4e)?|5e|pathfinder(?: [12]e)?|"
                  r"pf2e|"
                  r"call of cthulhu|blades in the dark|shadowrun|starfinder|savage worlds|cyberpunk red|lancer|"
                  r"mothership|daggerheart|13th age|old school essentials|dungeon crawl classics|vampire(?: the|:) "
                  r"masquerade|warhammer 40k|40k|age of sigmar|kill team|mtg|magic the gathering|magic: the gathering|"
                  r"pokemon tcg|yu-gi-oh|lorcana|flesh and blood")
GAME_SWITCHED = lazy_regex(
    r"(?:(?:just|recently|finally|also|eventually|officially|basically|totally) )*(?P<verb>switched (?:over )?from|"
    r"moved (?:over )?from|went from|converted from|ditched|dropped|abandoned|gave up|quit|traded|swapped|replaced) "
    r"(?:playing )?(?P<old>" + _SWITCHED_GAME + r") (?:to|for|with|in favou?r of) (?:playing )?(?P<new>"
    + _SWITCHED_GAME + r")(?![\w&'-])(?=\s*$|\s*[,;.!?)]|\s+(?:and|but|so|now|last|this|a few|a couple|because|"
    r"since|after|when|recently|lol|haha|and never|years?|months?|weeks?|for good)\b)", re.IGNORECASE)
WE_SWITCHED_GAME = lazy_regex(r"we(?:'ve| have)? ((?:(?:just|recently|finally|also|eventually|basically|totally) )*"
                              r"(?:switched|moved|went|converted|ditched|dropped|abandoned|gave up|quit|traded|swapped|"
                              r"replaced) .+)", re.IGNORECASE)
# Miniatures painted: "I paint minis", "painting Warhammer miniatures".
MINIS_PAINTED = lazy_regex(r"paint(?:s|ing)? (?:(?:my |our |some |a lot of |warhammer |fantasy |board ?game |tabletop "
                           r"|d&d )*)(?:minis|miniatures|mini figures|figurines)\b", re.IGNORECASE)


# Years of a skill said after a job: "with about five years of Solidity", "with 10 years of ICU experience" (not "with
# 10 years of experience", which names no skill, nor "with two years of my contract left").
JOB_WITH_YEARS = lazy_regex(r"\bwith (?:about |around |over |nearly |almost |roughly |more than )?(?:\d{1,2}|one|two|"
                            r"three|four|five|six|seven|eight|nine|ten|fifteen|twenty|a few|several) (?:years?|yrs) of "
                            r"(?!(?:experience|my|our|the|a|an|it|this|that)\b)"
                            r"((?-i:[A-Za-z])[\w#+.-]*(?: [\w#+.-]+){0,2}?)(?=\s*$|\s*[,;.]|\s+(?:and|under|at|in|on|"
                            r"behind|so|but|left|to go)\b)", re.IGNORECASE)


# A device's generation, which its key leaves out: "Gen 3", "gen 11", "(11th gen)", "2nd generation".
DEVICE_GENERATION = lazy_regex(r"\s*\(?\b(?:gen(?:eration)? ?\d{1,2}|\d{1,2}(?:st|nd|rd|th)[- ]gen(?:eration)?)\b\)?",
                               re.IGNORECASE)


# A machine named by what it is to the user, for a device's kind: "my work machine is an M2 MacBook Pro".
_OWN_KIT = {"machine": "computer", "workstation": "computer", "rig": "computer"}


def _named_by_model(subject: str) -> bool:
    """Whether a vehicle's or a device's key ends on its make, its model or a model number ("vehicle:catalina_30",
    "device:ps5", "vehicle:outback"), not on what else the make names ("vehicle:tesla_stock")."""
    slug = subject.partition(":")[2]
    last = slug.rsplit("_", 1)[-1]
    return last in lx.VEHICLES or last in lx.DEVICES or any(c.isdigit() for c in last) or any(
        slug.endswith(model) for model in (*lx.VEHICLE_MODELS, *lx.DEVICE_MODELS))


def _thing_kind(slug: str) -> str | None:
    words = slug.split("_")
    if any(w in lx.DEVICES for w in words) or any(model in slug and _whole_words(model, slug)
                                                   for model in lx.DEVICE_MODELS):
        return "device"
    if (any(w in lx.VEHICLES for w in words) or any(model in slug and _whole_words(model, slug)
                                                     for model in lx.VEHICLE_MODELS)) and (
            len(words) == 1 or words[-1] not in lx.INSTRUMENTS):  # "a Yamaha keyboard": an instrument by its make
        return "vehicle"
    if len(words) > 1 and words[0] in lx.VEHICLE_MAKES_NUMBERED and any(c.isdigit() for c in words[-1]):
        return "vehicle"  # "a Catalina 30", "a Ranger Z520": a make of boat or plane by its model number
    return None


# A label that introduces what the user says of themselves: "Context: I'm the only backend developer",
# "For context, I'm the office manager", "About me, for this project:".
CONTEXT_LABEL = lazy_regex(
    r"^(?:(?:some|a bit of|a little|quick|more|little|brief)\s+)?(?:context|background|about me|note|ps|p\.s\.|"
    r"info|details|fwiw|for reference|heads up)\b(?:\s+[\w']+){0,3}\s*:\s*"
    r"|^(?:for (?:context|(?:future )?reference|the record|what it's worth)|fwiw|heads up|just so you know)\s*[,:-]\s*",
    re.IGNORECASE,
)
# The same label run on without its comma, before the user's own clause: "For context I'm a second-year apprentice".
CONTEXT_LABEL_BARE = lazy_regex(r"^(?:for context|fwiw|just so you know) (?=i(?:'m| am|'ve| have| work)? )",
                                re.IGNORECASE)
# The same after a word of reply to what was drafted: "perfect but for context I'm an assistant manager", "ok, and for
# context I work nights".
CONTEXT_LABEL_AFTER_REPLY = lazy_regex(r"^(?:perfect|great|ok|okay|thanks|thank you|cool|nice|awesome|love it|yes|yeah|"
                                       r"sure|good)[,.!]? (?:but|and|oh|also) for context,? (?=i(?:'m| am|'ve| have| "
                                       r"work)? )", re.IGNORECASE)
# A formal frame around what the user states: "I am writing to inform you that ...", "I wish to confirm that ...",
# "I should mention that ...", "Please note that ...", "Just wanted to let you know that ...". Its "you", its
# "wish" or "should" are the frame's, not a hedge of the fact; the fact after it is judged alone. Checking is no
# frame ("Can you confirm that I'm registered?", "I need to confirm that I'm covered").
FRAMED = lazy_regex(
    r"(?:(?:(?:i am|i'm|im) writing|i write) to (?:inform you|let you know|tell you|confirm)"
    r"|(?:i (?:just )?|just )?(?:wanted|want|wish|would like|'d like|(?-i:I)'d like) to (?:inform you|let you know|"
    r"confirm|mention|say|tell you|add|point out|note|clarify|flag|share|make (?:it )?clear)"
    r"|i (?:should|must|have to|need to|'ll|will) (?:mention|say|add|point out|note|tell you|let you know|clarify|flag)"
    r"|(?:please )?(?:note|be aware|be advised|keep in mind|bear in mind)"
    r"(?: for (?:all )?(?:future|further|later) (?:correspondence|reference|chats|conversations|replies|messages))?"
    r"|i (?:can|hereby) confirm"
    r"|let me (?:mention|say|add|tell you|point out|clarify)|you should know|i'd like you to know"
    # the user saying "remember that ..." is the explicit way of the seeds, as memory.remember is the agent's:
    # "Please remember that I'm lactose intolerant" ("remember to ..." asks for a task, "remember that time I ..."
    # recalls one)
    r"|(?:(?:please|do|also|just|and|but|can you|could you|would you)\s+)*(?:remember|don't forget|do not forget|"
    r"note down|make a note|take note)(?: that|:)(?!\s+(?:time|day|night|one time|trip)\b))"
    r"(?: with you)?,?\s+(?:that\b,?\s*)?(?=\S)",
    re.IGNORECASE,
)
# Where the part of a sentence that states a fact ends and a clause about something else begins: a request
# ("I'm a software engineer, can you help me with this bug?", "i sold my civic so you can stop the traffic
# updates", "I'm vegetarian so don't suggest the steak place"), a question with its own subject ("I swim every
# morning, what's a good breakfast?") or an aside with a subject of its own ("I live in Singapore, so 2am should
# be SGT", "a MacBook Air, which might be part of it"). The gates judge the statement before it: a hedge, a
# "you" or a question mark there is the other clause's. A hedge said of the statement itself ("I'm vegan, I
# think", "I'm vegan, though I might quit", "I might be lactose intolerant, can you ...") stays in it.
# What asks of the assistant, and what imperatives ask, after a comma or "so" ("and plan my flower beds" after a
# liking is the user's own doing).
_TAIL_ASKS = (
    r"(?:can|could|would|will|can't|won't) (?:you|u)|please|pls|plz|kindly|let me know"
    # a formal request, its subject left out: "..., and would therefore ask that ..."
    r"|(?:i )?(?:would|'d) (?:(?:therefore|also|really|kindly|thus|so) )?(?:ask|like|appreciate|be grateful|prefer)"
    r"|(?:you|u) (?:can|could|may|might want to) (?:stop|skip|drop|leave|forget|cancel|ignore|remove|quit|hold off)"
    r"|(?:don't|do not|dont) (?:suggest|recommend|book|send|give|show|ask|bother|include|use|add|put|schedule|remind|"
    r"mention|explain|bring|plan|pick|make)"
)
_TAIL_IMPERATIVE = (
    r"(?:just )?(?:stop|skip|leave|drop|keep|set|remind|tell|give|find|make|put|suggest|recommend|help|show|send|"
    r"book|add|avoid|change|switch|update|read|plan|pick|check|sort|use|go easy)\s+(?:me|my|the|a|an|it|them|this|"
    r"that|those|these|out|all|any|some|everything|anything|to|with|on)"
)
_TAIL_QUESTION = (
    r"what(?:'s|s| is| are| do| does| would| should| can| could| kind| sort| about|'re| time)|how (?:do|does|can|"
    r"should|would|much|many|long|often|about|is|are|far)|where (?:can|should|do|is|are)|when (?:should|do|is|"
    r"can)|is (?:it|there|that|this)|are (?:there|they|these|those)|do you|should i|can i|do i|am i|is my|"
    r"any (?:tips|ideas|advice|suggestions|recommendations|thoughts|good)"
    # the same asked back of the listener: "I love jazz, who is your favorite?", "..., have you heard of them?"
    r"|who(?:'s|s| is| are| was| do| does)|why (?:do|did|is|are)"
    r"|(?:have|did|are|were|will) (?:you|u)"
)
# A question asked back of the listener, run on with no stop: "I am from nyc what about you", "I love the winter what
# is your favorite season", "I like cheeseburgers do you have kids". The wh-word asks only with its verb and the
# listener after it ("I know what you mean" asks nothing); "have you" is left out ("I'm glad to have you here").
_ASKED_BACK = (
    r"(?:what|how) about (?:you|u|yours|your)\b"
    r"|(?:what|how|where|who|which|when|why)(?:'s|s)? (?:is|are|was|were|do|does|did|kind|sort|type|would|will|can)"
    r"(?: [\w']+){0,3}? (?:you|your|yours|u|ur)\b"
    r"|(?:do|did|are) (?:you|u)\b"
    # the question back cut short, run on: "I'm a nurse and you?" (its mark is the question's; a bare "you?" is
    # ASKED_BACK_BARE's, which reads the word before it)
    r"|and\s+(?:you|u|yourself|urself)\s*\?*$"
)
_TAIL_FILLER = r"(?:(?:like|yeah|okay|ok)\s+)*"
_AFTER_THE_FACT = (
    # a consequence the user hedges does not hedge its premise: "I love coffee so maybe I should try Thai iced
    # coffee", "I'm into rock music so I would love to see some concerts"
    r"(?:and\s+)?so\s+(?:maybe\s+|then\s+|probably\s+)?(?:i|we)\s+(?:would|could|might|should|may|bet|guess|think|'d)\b"
    # or an idea it leads to: "We live in Portland so I was thinking maybe a food cart crawl?", "so maybe a tofu dish?"
    r"|(?:and\s+)?so\s+(?:(?:i|we)\s+(?:was|were|am|are)|i'm|we're|im)\s+(?:thinking|wondering|hoping)\b"
    r"|(?:and\s+)?so\s+maybe\b"
    # or a plan it leads to: "I love baking so when we get together I'll bake", "so next time you visit..."
    r"|(?:and\s+)?so\s+(?:when|whenever|next time)\b"
    # or a request said as a wish for help: "I'm vegetarian btw so protein ideas would help too", "so any tips would
    # be great"
    r"|(?:and\s+)?so\s+(?:[\w'-]+\s+){1,3}(?:would|'d)\s+(?:help|be\s+(?:great|nice|helpful|appreciated|good|ideal|"
    r"lovely|amazing|awesome))\b"
    # an offer to the listener: "I have a big home library if you are interested", "I am a doctor, if you need help"
    r"|(?:so\s+)?if (?:you|u) (?:ever )?(?:need|want|wanna|are interested|'re interested|would like|'d like|like)\b"
    # a greeting's pleasantry: "I'm Sarah, nice to meet you"
    r"|(?:it's\s+|its\s+)?(?:nice|good|great|pleased|glad) (?:to )?(?:meet|chat with|talk to) (?:you|u)\b"
)
# Each branch opens on a comma or a conjunction, not on optional space, so most positions fail at once.
FACT_TAIL = lazy_regex(
    # what its branches begin with: a comma or a semicolon, or a space and the first two letters of "so", "and",
    # "but", "can", "could" or "would" (see text.SENTENCE_END); at the other spaces, most of a clause's, no branch is
    # tried (tests/test_extract_lookahead_openings.py proves it from the branches)
    r"(?=[,;]|\s(?:so|an|bu|c[ao]|wo))"
    r"(?:[,;]\s*(?:(?:and|but|so|now|then|also)\s+)?" + _TAIL_FILLER
    + r"(?:" + _TAIL_ASKS + "|" + _TAIL_IMPERATIVE + "|" + _TAIL_QUESTION + r"|does)\b"
    r"|\sso\s+" + _TAIL_FILLER + r"(?:" + _TAIL_ASKS + "|" + _TAIL_IMPERATIVE + "|" + _TAIL_QUESTION + r")\b"
    r"|\s(?:and|but)\s+" + _TAIL_FILLER + r"(?:" + _TAIL_ASKS + "|" + _TAIL_QUESTION + r")\b"
    # a doubt or a wish with its "I" left out is about what follows, not the fact: "I love to cook but doubt I could
    # make a living at it", "I love hiking but wish I had more time"
    r"|\sbut\s+(?:doubt|wonder|wish|hope|guess)\b"
    # chat and speech run the request on with no stop: "my daughter's recital is thursday at six can you put ..."
    r"|\s(?:can|could|would) (?:you|u)\b"
    # after a comma, what else ends the statement (the same run on with no comma is RUN_ON_TAIL's): a hedged
    # consequence, an offer, a pleasantry, the question back cut short ("I'm a cashier, you?")
    r"|,\s*(?:" + _AFTER_THE_FACT + r"|(?:and\s+)?(?:you|u|yours)\s*$)"
    # an aside with its own subject, after a comma: judged apart, though the statement keeps its words
    r"|(?P<aside>,\s*(?:which|(?:and |but )?(?:that|this|it|that's|it's|this is|there's)\b"
    r"|(?:and\s+)?so\s+(?!(?:on|forth|far|much|many)\b"
    # the diet a change comes to is the statement's own: "I eat fish again, so pescatarian now"
    r"|(?:now\s+)?(?:" + "|".join(sorted(lx.DIETS)) + r")\b))))",
    re.IGNORECASE,
)
# The tails chat runs on with no comma: a question back ("I am from nyc what about you"), and the above.
# The two letters after the space are those its branches begin with (a wh-word, "how", "do", "are", "and", "so", "if",
# "it's", "nice", "good", "pleased"...): at the other spaces, most of a clause's, no branch is tried (proved in
# tests/test_extract_lookahead_openings.py).
RUN_ON_TAIL = lazy_regex(r"\s(?=wh|ho|d[oi]|a[rn]|so|i[ft]|ni|g[lor]|pl)(?:" + _ASKED_BACK + "|" + _AFTER_THE_FACT
                         + r")", re.IGNORECASE)
# Both, searched in the caseless clause: the same matches in the same places, in less time (see
# patterns.caseless_pattern).
FACT_TAIL_CASELESS = lazy_regex(caseless_pattern(FACT_TAIL.pattern))
RUN_ON_TAIL_CASELESS = lazy_regex(caseless_pattern(RUN_ON_TAIL.pattern))
SECOND_WORD = lazy_regex(r"\s*\S+\s+\S")
# Spoken fillers and a word said twice: "so um i i work as a paramedic", "can you uh stop".
DISFLUENCY = lazy_regex(r"\b(?:" + HESITATIONS + r")\b,?\s*|\b(i|i'm|im|my|we|a|an|the|to|and|so)\s+(?=\1\b)",
                        re.IGNORECASE)


SUBJECT_SO_FAR = lazy_regex(r"\W*(?:(?:so|and|but|well|okay|ok)\s+)*(?:i|i'm|im|i've|ive|we|we're|i am)(?:\s+[a-z]+)?",
                            re.IGNORECASE)
# "you know" said last after a comma, with or without its mark: a spoken tag, no part of the statement.
SPOKEN_TAG_END = lazy_regex(r",\s*(?:you know|y'know|ya know)\??\s*$", re.IGNORECASE)
# A spoken filler set off by commas inside a clause: "I'm, like, learning Spanish", "I teach, uh, fourth grade".
FILLER_SET_OFF = lazy_regex(r"(?<=\w),\s+(?:like|uh+|um+|erm+|you know|y'know)(?:,\s+|\s+(?=(?:" + HESITATIONS
                            + r")\b))(?:(?:" + HESITATIONS + r"),?\s+)?", re.IGNORECASE)
# A Singlish or Manglish discourse particle after a word, lowercase as it is typed ("Sia" is a singer's name).
PARTICLE = lazy_regex(r"(?<=\w)\s+(?:lah|leh|lor|sia|liao)\b(?=\s*(?:[,.!?;]|$|\s))")


# What a clause holding one of them holds, lowercased: a hesitation's letters or a DISFLUENCY word said twice (the
# doubled "i" with no space before it, as a clause may open on it: "i i work as a paramedic").
def _may_be_disfluent(low: str) -> bool:
    """Whether the lowercased clause may hold a filler or a doubled word DISFLUENCY drops: substring looks, cheaper
    than the case-blind search they save on the clauses that hold neither."""
    return ("um" in low or "uh" in low or "erm" in low or "i i " in low or "the the" in low or "my my" in low
            or "i'm i'm" in low or "im im" in low or "we we" in low or " a a " in low or "an an" in low
            or "to to" in low or "and and" in low or "so so" in low)


# Chat shorthand before what is said: "omw, btw im vegetarian now", "ugh, lol im vegan". It opens on a lookahead for
# the letter its words begin with, or the two letters of one that begins with an "i" ("ikr"; see text.SENTENCE_END):
# a clause on "I", as most are, fails it at once, where each word took a case-blind test of its own.
CHATTER = lazy_regex(
    r"^(?=[" + "".join(sorted({word[0] for word in lx.CHATTER if word[0] != "i"})) + "]|"
    + "|".join(sorted({word[:2] for word in lx.CHATTER if word[0] == "i"})) + ")"
    r"(?:(?:" + "|".join(lx.CHATTER) + r")\b[\s,.!:-]*)+(?=\S)", re.IGNORECASE
)
# ... and after it, stacked or alone: "lol", "tbh no cap", "fr fr", "imo", a smiley or a run of marks ("done!!!", "a
# teacher :-)", "a nurse-------"); "with no cap" is a thing's ("a water bottle with no cap").
CHAT_TAIL = lazy_regex(r"(?:[\s,]+(?<!with )(?:" + "|".join(lx.CHAT_TAGS) + r")\b|\s*[!:;)(~][!:;)(~-]*|"
                       r"\s*[-=_*^]{2,})+\s*$", re.IGNORECASE)
CHAT_TAIL_WORDS = tuple(tag.rstrip("+*").removesuffix("\\w") for tag in lx.CHAT_TAGS)
# Whether a text's last word is one of them: one search of its end, not a test per word.
CHAT_TAIL_WORD = lazy_regex(r"\b(?:" + "|".join(lx.CHAT_TAGS) + r")\W*$")
# A request run into a statement with no stop between: "no dairy for me pls im lactose intolerant".
RUN_ON_REQUEST = lazy_regex(r"^(?:(?!\b(?:i|i'm|im)\b).)*?\b(?:pls|plz|please)\s+(?=(?:im|i'm|i am|i)\s)",
                            re.IGNORECASE)
# A first-person clause that leaves its subject out, as chat does: "got a new pixel 8", "sold my honda civic",
# "moved to denver last wk". Only verbs whose rules already stand for a lasting change, in the past tense,
# heading the sentence or a comma piece of it.
SUBJECT_DROPPED = (
    r"(?:(?:just|finally|recently|officially|also)\s+)*(?:got myself (?:a|an|new)\b|"
    r"got (?:a|an|my|our|new|married|remarried|engaged|divorced|promoted|"
    r"hired|laid off|fired|let go)\b|bought (?:a|an|my|our|new)\b|sold (?:my|our|the)\b|"
    r"moved (?:here |over |out )?(?:to|back to|into)\b|"
    r"relocated to\b|split (?:up )?(?:from|with) my\b|broke up with my\b|"
    # a game given up for another: "ditched 5e for Pathfinder"
    r"(?:ditched|dropped|swapped|traded) (?:" + _SWITCHED_GAME + r") for\b|"
    # how the user works, changed: "just went owner operator", "went freelance in 2019"
    r"went (?:back to )?(?:freelance|self[- ]employed|owner[- ]operator|part[- ]?time|full[- ]?time)\b|"
    # a habit given up: "quit vaping 3 wks ago", "gave up drinking"
    r"cancell?ed (?:my|our)\b|"
    # an injury: "Broke my wrist at derby scrimmage", "Blew my ACL on a powder day"
    r"(?:broke|tore|blew(?: out)?|fractured|dislocated|sprained) my (?:left |right )?(?:" + "|".join(sorted(
        (*lx.BODY_PARTS, *lx.LIGAMENTS), key=len, reverse=True)) + r")\b|"
    # a job begun: "just started my first job at greggs"
    r"(?:started|began) (?:a|my) (?:(?:first|new|first real|full-time|part-time) )+job\b|"
    # work said with its hours, then where or as what: "work nights at the hospital as a security guard"
    r"work (?:nights|weekends|evenings|weekdays|(?:mon|tues|wednes|thurs|fri|satur|sun)days|"
    r"(?:night |day |early |late )?shifts?) (?:at|as)\b|"
    r"(?:quit|gave up) (?:(?!(?:thinking|trying|doing|being|playing|working)\b)[a-z]+ing|my|caffeine|alcohol|sugar|"
    r"meat|dairy|weed|nicotine|cigarettes)\b|"
    r"adopted (?:a|an|two|three|my|our)\b|retired\b|graduated\b|switched (?:over )?(?:to|from)\b|"
    r"(?:traded(?: in)?|swapped|part-exchanged) (?:my|our)\b|leased (?:a|an)\b|(?:co-)?own (?:a|an|two|three)\b|"
    r"picked up an? (?:(?:new|used|old|cheap|second-hand|secondhand|(?:19|20)\d\d) )*(?-i:[A-Z])|"
    r"quit (?:smoking|vaping|drinking|cigarettes|nicotine|dip|dipping|chew|chewing tobacco|snuff|snus)\b|"
    # a sport of the user's school years: "Wrestled D1 back in college", "rowed in college"
    r"(?:wrestled|rowed|swam|boxed|fenced)(?: (?:d1|d2|d3|varsity|competitively))?(?: back)? in (?:college|high school|"
    r"uni|university)\b|"
    # a language spoken: "Still speak fluent French though", "speak conversational Spanish"
    r"(?:still )?speak (?:fluent|conversational|native|decent|basic|good|some) (?-i:[A-Z])|"
    # a job held now, in the Scots and northern English "Am a primary teacher in Dundee"
    r"am an? (?:[\w-]+ ){0,2}?(?:" + "|".join(sorted(lx.JOBS, key=len, reverse=True)) + r")s?\b|"
    # a job held before, for a time: "Was a CNA for six years", "was an ER nurse for 12 years"
    r"was an? (?:[\w-]+ ){0,2}?(?:" + "|".join(sorted(lx.JOBS, key=len, reverse=True)) + r")s? (?:for|until)\b|"
    # a diagnosis: "got diagnosed with ADHD last year"; a degree: "finished my BSN in May"
    r"(?:got|was) diagnosed with\b|(?:finished|completed|earned) my (?:bsn|msn|dnp|mba|phd|bachelor'?s|master'?s|"
    r"degree|associate'?s)\b|"
    # a recovery said after what the user does: "House manager at ..., and in recovery myself for 7 years"
    r"(?:and )?in recovery (?:myself|too|now|for)\b|"
    # a test to fly passed: "Just passed my PPL checkride"
    r"passed my (?:ppl|cpl|atpl|private pilot|commercial pilot|instrument|cfii?)\b|"
    r"gave away (?:my|our)\b|got rid of (?:my|our)\b|came (?:here |over )?from (?-i:[A-Z])|living in (?-i:[A-Z])|"
    # a home said without its "I": "I'm single, live alone in Tucson"; a move as New Zealand English says it
    r"live (?:alone |by myself |on my own )in (?-i:[A-Z])|shifted (?:over |back |across )?to (?-i:[A-Z])|"
    # a pursuit kept up, its "I've" left out after what the user is: "Master Gardener volunteer, been gardening 25
    # years"
    r"been [a-z]+ing (?:\d{1,2}\+? (?:years?|yrs?)\b|for (?:\d|over|about|almost|nearly|a |two|three|four|five|ten|"
    r"twenty|thirty|forty|many|several)|since\b)|"
    # an allergy, its "I'm" left out: "Allergic to nickel and I get eczema from it", "34, allergic to penicillin"
    r"(?:(?:very|severely|deathly|mildly|super) )?allergic to (?!(?:you|it|that|this|them|the idea|mornings|"
    r"work|effort|people)\b)|"
    r"came to (?-i:[A-Z])[\w'-]*"
    r"(?: (?-i:[A-Z])[\w'-]*)* from (?-i:[A-Z]))"
)
# What else the user does, its "I" left out after what they are: "I am a civil engineer and like to construct unique
# buildings", "I'm a vegan and run marathons", "I'm retired and live in Florida" (not "I'm a writer and editor", nor
# "I'm tired and want to sleep": a job or a lasting state before, a verb of a liking, a pursuit or a household after).
_DOING_AFTER_BEING = sorted({*lx.PREFERENCE_VERBS, "have", "own", "live", "work", "speak", "teach", "volunteer", "play",
                             "run", "swim", "hike", "cook", "bake", "paint", "knit", "sew", "sing", "dance", "surf",
                             "ski", "climb", "coach", "ride", "collect", "garden", "fish", "hunt", "travel", "write"})
BEING_AND_DOING = lazy_regex(
    r"(?:i'm|i am|im) (?:(?:a|an) [^,;]{1,60}?|(?:retired|married|single|divorced|engaged|widowed|vegan|vegetarian|"
    r"pescatarian))(?: and| but)(?: (?:also|really|absolutely|just|still|totally|actually))? (?=(?:"
    + "|".join(_DOING_AFTER_BEING) + r")\b)",
    re.IGNORECASE)
# Types of person one says one is: the sixteen of the MBTI, a temperament, a sleeper's chronotype, a sign of the zodiac.
TYPES_ONE_IS = frozenset([a + b + c + d for a in "ie" for b in "ns" for c in "tf" for d in "jp"] + """introvert
extrovert extravert ambivert empath hsp night_owl owl early_bird lark highly_sensitive_person aries taurus
gemini leo virgo libra scorpio sagittarius capricorn aquarius pisces""".split())
# The words DEGREE_OPENING opens on, looked up before its match.
DEGREE_WORDS = frozenset("total complete absolute huge massive big lifelong die-hard diehard proud certified hardcore "
                         "card-carrying".split())
# A type, a liking or a pursuit said bare with how much, opening a message's clause: "Total night owl, always have
# been", "Huge UFC fan, been watching every card", "Lifelong introvert." (read by Rules.kind_one_is).
DEGREE_OPENING = lazy_regex(r"(?:total|complete|absolute|huge|massive|big|lifelong|die-?hard|proud|certified|hardcore|"
                            r"card-carrying)\s+[\w' -]{2,30}?(?=\s*(?:$|[,.;!\u2014\u2013-]))", re.IGNORECASE)
# What the user is, said before what they say of themselves in its sentence: "As an introvert and a highly sensitive
# person, open offices are my nightmare", "As a nurse, I see this all the time" (not "As a kid, I ...", then, nor a
# question's, which text.FRONTED_REASON reads, nor one said of another: "As a nurse, she ...").
AS_ONE_OPENING = lazy_regex(r"as ((?!(?:an? )?(?:kid|child|teen|teenager|student|beginner|parent|result|rule|matter|"
                            r"side|bonus|reminder|favou?r|treat|example|aside|hypothetical|pretend|fictional)\b)"
                            r"an? [^,;?]{3,60}?),\s+(?!(?:which|what|how|can|could|should|would|is|are|do|does|did|"
                            r"where|when|why|who|will|am|may|might|shall)\b)(?=[^?]*\b(?:i|i'm|my|me)\b)"
                            r"(?![^?]*\b(?:you|u|he|she|they)\b)",
                            re.IGNORECASE)
AND_A = lazy_regex(r"\s+and\s+(?=an?\s)", re.IGNORECASE)
# A job said after "… here" and a coordinator: "ENFP here 🌈✨ and a kindergarten teacher".
HERE_AND_A = lazy_regex(r"(?:\s*" + EMOJI + r")*\s*,?\s*(?:and|&|\+) (an? [^,;.!?]{2,40})", re.IGNORECASE)
# A type the user is, put right against the one said before: "I'm actually an ISFJ, not INTJ", "I'm an ambivert, not an
# introvert" (read by Rules.being, types only).
BEING_NOT = lazy_regex(r"(?:i'm|i am|im) (?:actually |really |apparently )?(an? [\w-]+(?: [\w-]+)?),? not (?:an? )?"
                       r"([\w-]+(?: [\w-]+)?)$", re.IGNORECASE)
# Two pursuits kept up in one clause, the second's "I" left out: "I currently do muay thai 4x/week and run twice", "I
# play tennis and swim most mornings" (a pursuit's own verb after "and": not "I do yoga and love it").
_PURSUIT_VERBS = "|".join(sorted(form for form in lx.PURSUITS if " " not in form and not form.endswith(("ed", "ing"))
                                 and form not in ("read", "reads", "write", "writes", "draw", "bird", "birds",
                                                  "journal", "journals", "garden", "gardens", "fish", "camp", "cook",
                                                  "bake", "walk", "lift", "row", "sing", "paint", "dance")))
DOING_AND_PURSUING = lazy_regex(r"i (?:(?:currently|also|usually|still|now) )?(?:do|play|train|practice|practise) "
                                r"[^,;]{2,40}? (?P<and>and (?:also )?)(?=(?:" + _PURSUIT_VERBS + r")\b)",
                                re.IGNORECASE)
# Two things the user is, each with its article: "I'm a Scorpio and an INTJ", "I'm a nurse and a mom of two" (each read
# by Rules.being; "I'm a bit tired and a little hungry" is neither).
BEING_BOTH = lazy_regex(r"(?:i'm|i am|im) (?:also )?(an? [^,;]{1,40}?) and (?:also )?(an? [^,;]{1,40})(?=$|,)",
                        re.IGNORECASE)
# The question asked back in chat shorthand ("what/how about you"), after the statement: "I'm a teacher wbu?", "I
# live in Ohio, hbu". A word must come before it.
ASKED_BACK_SHORTHAND = lazy_regex(r"(?<=\w)[\s,]+(?:wbu|hbu|wby|hby)\W*$", re.IGNORECASE)
# A question asked back with one word, after the user's statement: "I'm a nurse you?", "I have two dogs u?".
ASKED_BACK_BARE = lazy_regex(r"\s([\w'-]+)\s+(?:you|u|yourself|urself)$", re.IGNORECASE)
# The words "you" is said after as their object, not as a question back: "help you", "miss you", "like you".
YOU_TAKERS = frozenset("""help take show tell love miss thank see call text send give ask pay owe meet join visit trust
know like hate bother remind teach need want believe hear bring let make find follow hug kiss beat pick drive invite
forgive bless annoy envy understand than unlike near beside behind""".split())
DROPPED_AT_START = lazy_regex(SUBJECT_DROPPED, re.IGNORECASE)
# A home held since a time, its "I've been" left out ("living in Chiang Mai since 2021", "living in Leeds for 3 years
# now"): the user's, where "Living in Florida, I'm sure you ..." may be another's.
LIVING_SINCE = lazy_regex(r"living in (?-i:[A-Z])[\w'.-]*(?: (?-i:[A-Z])[\w'.-]*){0,3} (?:since (?:\d{4}|last|'\d\d)|"
                          r"for (?:\d+|a|an|two|three|four|five|six|seven|eight|nine|ten|many|several) )",
                          re.IGNORECASE)
# Where one is from, said alone, its "I'm" left out: "Originally from Melbourne." (the place ends the sentence, or the
# user's own words follow it: "originally from Kerala, now in Leeds").
ORIGIN_DROPPED = lazy_regex(r"originally from (?-i:[A-Z])[\w'.-]*(?:[ -](?-i:[A-Z])[\w'.-]*){0,3}\s*(?:$|[.!]|"
                            r",\s*(?:now|but|though|living|based|currently|I|I'm|I've)\b)", re.IGNORECASE)
DROPPED_AFTER_COMMA = lazy_regex(r",\s*(?=" + SUBJECT_DROPPED + ")", re.IGNORECASE)
# The same after "and" or "but", and a home said so: "I work for a fintech in London but live in north Wales".
# Not what "got" or "bought" after "and" runs on to ("and got a burger and fries"): a move, a home, a thing parted with.
DROPPED_AFTER_CONJ = lazy_regex(r"(?<!\s)\s++(?:and|but) (?=(?:(?:just|finally|recently|also)\s+)*(?:moved "
                                r"(?:to|back to|into)|relocated to|sold (?:my|our)|adopted (?:a|an|two|my|our)|retired|"
                                r"graduated|gave away (?:my|our)|got rid of (?:my|our)|switched (?:over )?to|"
                                r"leased (?:a|an)\b|"
                                # a thing bought after giving in to it: "I finally caved and bought a sewing machine"
                                r"(?:(?<=caved and )|(?<=splurged and )|(?<=gave in and )|(?<=broke down and ))"
                                r"bought (?:a|an|my|our|two|three)\b|"
                                r"came (?:here |over )?from (?-i:[A-Z])|"
                                r"live (?:in|near|outside) (?:a |an |the |(?:(?:north|south|east|west|northern|"
                                r"southern|eastern|western|central|upstate|rural|downtown) )?(?-i:[A-Z]))|"
                                # a job after a home: "I live in Tucson and work as a substitute teacher"
                                r"work as (?:a|an) |work (?:in|at|for) (?:the )?(?-i:[A-Z])|"
                                r"teach (?:at |in |high |middle |elementary |\d|first|second|third|"
                                r"fourth|fifth|sixth|kindergarten|preschool)))",
                                re.IGNORECASE)
# A wish or a supposition before an "and": "I want to sell my car and live in Denver" drops no subject of a fact.
WISHED_BEFORE = lazy_regex(r"\b(?:want|wants|wanna|hope|hoping|plan|planning|would|love to|like to|going to|gonna|"
                           r"might|(?-i:may)|could|should|if|dream|someday|one day)\b|'d\b"
                           # a near miss holds for the verbs joined to it: "I almost quit my job and moved to Denver"
                           r"|\b(?:almost|nearly) (?:\w+ed|quit|sold|left|lost|got|went|bought|took|made|gave|ran|"
                           r"broke|threw|fell|became|sent)\b", re.IGNORECASE)
# "12 yrs as an ER nurse", "twenty years as a teacher": a job held for years.
YEARS_AS = lazy_regex(
    r"(?:(?:been|over|almost|nearly|about|going on)\s+)*(?:\d+|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve|fifteen|twenty|thirty)\+?\s*(?:yrs?|years?)\s+as\s+(?:a|an)\s+(.+)",
    re.IGNORECASE,
)
# An aside that hedges only its relevance: "I'm on an M2 MacBook Air, if that matters".
IF_IT_MATTERS = lazy_regex(r",?\s+if (?:that|it|this) (?:matters(?: for (?:the |my |your )?[\w -]{1,40})?|"
                           # (or what it helps with: "if that helps find a local class")
                           r"helps(?: (?:you )?(?:find|pick|choose|narrow|with) [\w -]{1,40})?|is relevant|"
                           r"makes a difference|"
                           r"(?:explains|changes|affects) (?:the [\w -]{1,40}|anything|things|something))\W*$", re.I)
CHAT_AND = lazy_regex(r"\s+(?:n|&|\+)\s+.*$")
# A job held for years, said without its subject: "Java dev for about 6 years", "Been a nurse for 10 yrs".
JOB_FOR_YEARS = lazy_regex(r"(?:been (?:an? )?)?((?:[\w+#.-]+ ){0,2}[\w-]+) for (?:about |over |almost |nearly |like |"
                           r"around |going on )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                           r"fifteen|twenty|thirty|a few|several|many)\+? (?:years?|yrs?|decades?)(?: now)?"
                           r"(?=\s*(?:$|[,;]))", re.IGNORECASE)


def statement_part(text: str, question: bool, asides: bool = True) -> tuple[str, bool]:
    """The statement a clause makes, without a context label before it, fillers inside it or a request or a
    question after it; the question mark of such a sentence belongs to the request. With asides, also without
    an aside that has its own subject (what the gates judge; the statement itself keeps the aside's words)."""
    said, tail, tail_not_aside = _statement_tails(text)
    end = tail if asides else tail_not_aside
    return (said, question) if end is None else (said[:end].rstrip(), False)


@lru_cache(maxsize=256)
def _statement_tails(text: str) -> tuple[str, int | None, int | None]:
    """statement_part's reading of a clause, with asides and without: the clause without a label, a frame, chatter,
    fillers or a request before it; where the first tail after its statement begins; and where the first that is no
    aside begins (None: no tail). Each clause is read both ways (Rules.refused, then Rules.classify): the second
    reading is the first's, looked up."""
    if ("," in text or ":" in text or "-" in text) and (label := CONTEXT_LABEL.match(text)):  # what a label ends at
        text = text[label.end():]
    if (text[:1] in "FfJj" and (label := CONTEXT_LABEL_BARE.match(text))) or (
            " for context " in text[:40] and (label := CONTEXT_LABEL_AFTER_REPLY.match(text))):
        text = text[label.end():]  # ("perfect but for context I'm ...": after a word of reply too)
    if ("that" in text or "know" in text or "note" in text or "aware" in text) and (frame := FRAMED.match(text)):
        text = text[frame.end():]
    if chatter := CHATTER.match(text):
        text = text[chatter.end():]
    if "pl" in text.lower() and (run_on := RUN_ON_REQUEST.search(text)):  # pls, plz or please: "pl" (no folds)
        text = text[run_on.end():]
    end = text.rstrip()[-12:].lower()
    if end[-1:] in "!:;)(~-=_*^" or CHAT_TAIL_WORD.search(end):  # the search is costly; most end in neither
        text = CHAT_TAIL.sub("", text)
    if "know" in end and (tag := SPOKEN_TAG_END.search(text)):
        text = text[:tag.start()]  # "... speaks it at home, you know?": a spoken tag, asking nothing
    asked_back = None  # where a question asked back in shorthand ends the statement: its mark is that question's
    if end[-2:] in ("bu", "by") and (back := ASKED_BACK_SHORTHAND.search(text)):
        text = asked_back = text[:back.start()]
    if " if " in text:
        text = IF_IT_MATTERS.sub("", text)
    # in any case, and a doubled word even at the clause's start: "SO UH I I LIVE IN DENVER", "THE THE hospital"
    if ", " in text and (", like," in text or ", uh" in text or ", um" in text or ", you know," in text
                         or ", erm" in text or ", y'know," in text or ", ya know," in text) and (
            spoken := FILLER_SET_OFF.sub(lambda m: " " if SUBJECT_SO_FAR.fullmatch(m.string, 0, m.start()) else ", ",
                                         text)):
        # a filler set off by commas: "I'm, like, learning Spanish", "I teach, uh, fourth grade" (right after the
        # subject and its verb, what it opens is theirs; later, it stands for the comma: "asthma, like, mild")
        text = spoken
    if _may_be_disfluent(text.lower()) and (spoken := DISFLUENCY.sub("", text)):
        text = spoken
    # Singlish and Manglish particles, said as a comma is: "sold my Honda Vezel sia", "I live in Penang lah"
    if (" lah" in text or " leh" in text or " lor" in text or " sia" in text or " liao" in text) and (
            plain := PARTICLE.sub("", text)):
        text = plain
    # a tail needs a statement of two words or more before it; one walk over the clause, whatever its commas
    # three clauses in four have no boundary at all: the search is skipped (" you" is in every text that "d you" or
    # "n you", the hints for "could you" and "can you" below, is in: those need no look of their own here)
    if ("," in text or ";" in text or " so " in text or " and " in text or " but " in text or " you" in text
            or " You" in text or " u " in text or text[-2:] == " u") and (second := SECOND_WORD.match(text)):
        # the run-on tails, only where one may be; the first tail of either kind ends the statement
        low = caseless(text)
        run_on = RUN_ON_TAIL_CASELESS.search(low, second.end() - 1) if (
            " you" in text or " You" in text or " so " in text or " u " in text or text[-2:] == " u" or " if " in text
            or " nice " in text) else None
        tail = tail_not_aside = None
        if "," in text or ";" in text or " so " in text or " and " in text or " but " in text or "d you" in text or (
                "n you" in text):
            for found in FACT_TAIL_CASELESS.finditer(low, second.end() - 1):
                if run_on is not None and found.start() >= run_on.start():
                    break
                if tail is None:
                    tail = found.start()
                if found.group("aside") is None:
                    tail_not_aside = found.start()
                    break
        if run_on is not None:  # where no tail comes before it
            tail = run_on.start() if tail is None else tail
            tail_not_aside = run_on.start() if tail_not_aside is None else tail_not_aside
        if asked_back is not None:
            tail = len(text) if tail is None else tail
            tail_not_aside = len(text) if tail_not_aside is None else tail_not_aside
        return text, tail, tail_not_aside
    return (text, None, None) if asked_back is None else (text, len(text), len(text))
