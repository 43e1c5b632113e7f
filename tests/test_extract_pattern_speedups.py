"""The faster readings of a pattern (patterns.caseless_pattern, patterns.alternatives, sentences' SENTENCE_STOP_LED)
find what the pattern they stand for finds."""

from __future__ import annotations

import json
import random
import re
import string
from pathlib import Path

import pytest

from memform.extract import text as t
from memform.extract.deterministic import (
    bare_answers,
    kin_in_passing,
    long_messages,
    phrases,
    sarcasm_and_repairs,
    statements,
)
from memform.extract.patterns import alternatives, caseless_pattern
from memform.extract.text import caseless

# Every character a case-blind ASCII letter or mark might take, and some that it must not.
ODD = "\u0130\u0131\u017f\u212a\u212b\u00df\u1e9e\u03a3\u03c2\u00c9\u00e9\u0345\u1fbe\ufb00\ufb06"


def test_a_case_blind_ascii_character_takes_just_what_caseless_turns_into_it() -> None:
    for char in string.ascii_letters + string.digits + string.punctuation + " ":
        blind = re.compile(re.escape(char), re.IGNORECASE)
        for code in [*range(0x2000), *map(ord, ODD)]:
            other = chr(code)
            assert (blind.fullmatch(other) is not None) == (caseless(other) == char.lower()), (char, hex(code))


@pytest.mark.parametrize("pattern", ["(?-i:[A-Z])x", "[A-Z]", r"\x41", r"(a)\1", "caf\u00e9", "(?P<x>a)(?P=x)",
                                     "(?L)a"])
def test_caseless_pattern_refuses_what_lowering_could_change(pattern: str) -> None:
    with pytest.raises(ValueError):
        caseless_pattern(pattern)


def test_caseless_pattern_keeps_escapes_and_group_names() -> None:
    assert caseless_pattern(r"(?P<Aside>I\S\W\b[^]a]Me[]b])") == r"(?P<Aside>i\S\W\b[^]a]me[]b])"


# the module that makes each pattern named below
DEFINED_IN = {"FACT_TAIL": statements, "RUN_ON_TAIL": statements, "PHRASE_END": phrases, "HEALTH_WORDS": long_messages,
              "UNRESOLVED": phrases, "UNRESOLVED_NO_THAT": phrases}
TEXTS = [
    "I live in Portland, so if you need help, I'm around. My SISTER and I moved to Denver last week.",
    "KIND OF A \u017ftrange text with an \u0130stanbul and a \u212aelvin sign, his dog. Do you know her?",
    "Dr. Lee said so! \"Really?\" he asked.  Then: fine; ok - sure\nnew line lol i said fr its fine \U0001f600 I am",
    "I'm a nurse, which is hard. And so maybe I should quit, what about you? Nice to meet you, they're great",
]


@pytest.mark.parametrize("name", ["FACT_TAIL", "RUN_ON_TAIL", "PHRASE_END", "HEALTH_WORDS", "UNRESOLVED",
                                  "UNRESOLVED_NO_THAT"])
def test_a_caseless_pattern_matches_where_its_case_blind_pattern_does(name: str) -> None:
    blind = re.compile(getattr(DEFINED_IN[name], name).pattern, re.IGNORECASE)
    lowered = re.compile(caseless_pattern(blind.pattern))
    for text in TEXTS + [x.upper() for x in TEXTS] + [x.swapcase() for x in TEXTS]:
        for start in range(0, len(text), 7):
            assert [(m.span(), [m.span(g) for g in blind.groupindex]) for m in blind.finditer(text, start)] == [
                (m.span(), [m.span(g) for g in lowered.groupindex]) for m in lowered.finditer(caseless(text), start)]


def test_alternatives_is_there_where_any_word_is() -> None:
    words = ["pass", "pin code", "api", "a", "", "sk-", "-----begin", "<", "p.s"]
    joined, grouped = re.compile("|".join(map(re.escape, words[:4] + words[5:]))), re.compile(alternatives(
        words[:4] + words[5:]))
    for text in ["", "a", "xyz", "pinecode", "p s", "p.s", "-----BEGIN", "sk_", "--sk-", "<>", "bypass"]:
        assert (joined.search(text) is None) == (grouped.search(text) is None)
        assert (joined.search(text) or re.match("", "")).start() == (grouped.search(text) or re.match("", "")).start()
    assert re.fullmatch(alternatives(["ab", "a", ""]), "") and re.fullmatch(alternatives(["ab", "a"]), "a")


@pytest.mark.parametrize("text", [*TEXTS,
    "I love it. Mr. Smith came. \"Yes!\" (ok.) [done.]   next", "i play bass fr its great", "i play bass FR its great",
    "tabs\there. and\tthere.\tnow", "end; more", "x - y. z", "a\u00a0b. c", "plain words no stop",
])
def test_sentences_read_with_the_stop_alone_end_where_sentence_end_does(text: str) -> None:
    def ends(pattern: re.Pattern[str]) -> list[tuple[int, int]]:
        return [m.span() for m in pattern.finditer(text)]
    full = re.compile(t.SENTENCE_END.pattern)
    if ";" not in text and text.isascii() and text.isprintable() and " - " not in text and not (
            t.SENTENCE_TAGS_SPACED.search(text.lower())):
        assert [m.span(1) for m in t.SENTENCE_STOP_LED.finditer(text)] == ends(full)


def test_no_single_quoted_words_without_what_their_gate_looks_for() -> None:
    # every text of up to five characters from those SINGLE_QUOTED turns on: the gate finds something in each it
    # matches in (so skipping the search where the gate finds nothing drops no quotation)
    texts = [""]
    for _ in range(5):
        texts = [text + char for text in texts for char in "'a \n(:\u2018\u2019.B"] + [""]
        for text in texts:
            if t.SINGLE_QUOTED.search(text):
                assert t.OPENING_SINGLE_QUOTE.search(text), repr(text)


def test_caseless_keeps_every_length() -> None:
    # (clauses looks for a break's hint in the message's caseless text at the sentence's own places)
    assert all(len(caseless(chr(code))) == 1 for code in range(0x110000) if not 0xD800 <= code < 0xE000)


def test_my_hint_finds_what_it_finds_opening_on_a_word_boundary() -> None:
    assert bare_answers.MY_HINT.pattern.startswith(r"m(?<=\bm)y")
    plain = re.compile(r"\bmy" + bare_answers.MY_HINT.pattern.removeprefix(r"m(?<=\bm)y"))
    for text in [caseless(text) for text in TEXTS] + ["my english", "amy english", "my  bad", "xmy first", "_my bad",
                                                      "my\nnative", "my", "m my weak", "my my poor", "\u00e9my bad"]:
        assert (bare_answers.MY_HINT.search(text) is None) == (plain.search(text) is None), text
        assert [m.span() for m in bare_answers.MY_HINT.finditer(text)] == [m.span() for m in plain.finditer(text)]


def test_my_condition_finds_what_it_finds_opening_on_a_word_boundary() -> None:
    # (its caller reads the match's start and the condition, group 1: the same spans and groups)
    assert kin_in_passing.MY_CONDITION.pattern.startswith(r"m(?<=\bm)y ")
    plain = re.compile(r"\bmy " + kin_in_passing.MY_CONDITION.pattern.removeprefix(r"m(?<=\bm)y "))
    said = [event.get("text", "") for path in sorted(Path(__file__).parent.joinpath("data").glob("*_corpus.jsonl"))
            for line in path.read_text().splitlines() if line.strip() for event in json.loads(line).get("events", [])]
    for text in [low for one in said + TEXTS for low in (one.lower(), caseless(one), caseless(one.upper()))] + [
            "my adhd", "amy adhd", "my  adhd", "xmy gout", "_my gout", "my\ngout", "my", "m my autism", "my my ocd",
            "\u00e9my ocd", "'my ocd", "my ocd test is negative", "my ocdx", "my gout, my tinnitus", "9my ocd"]:
        assert [(m.span(), m.groups()) for m in kin_in_passing.MY_CONDITION.finditer(text)] == [
            (m.span(), m.groups()) for m in plain.finditer(text)], text


def test_quotative_finds_what_its_verbs_grouped_find() -> None:
    grouped = re.compile(r"(?:(?:goes|went|like)[,:]?|(?:says|said|told me|tells me|texted|wrote|yelled|replied|say)"
                         r"[,:])\s+(?:i|i'm|i've|im|ive|my)\b")
    words = ["goes", "went", "like", "says", "said", "say", "told me", "tells me", "texted", "wrote", "yelled",
             "replied", "i", "i'm", "my", "mine", "im", ",", ":", " ", "  ", "x"]
    rng = random.Random(5)
    for _ in range(20000):
        text = "".join(rng.choice(words) + rng.choice(["", " ", ", ", ":"]) for _ in range(rng.randint(1, 6)))
        assert [m.span() for m in t.QUOTATIVE.finditer(text)] == [m.span() for m in grouped.finditer(text)], text


def test_said_no_one_finds_what_it_finds_opening_on_word_boundaries() -> None:
    plain = re.compile(r"\bsaid no ?(?:one|body)\b|\boh,? (?:brilliant|great|wonderful|fantastic|lovely|joy|perfect|"
                       r"goody|super|marvellous|marvelous|fabulous),? (?:another|more)\b|(?<!\S)/s\b(?!/)",
                       re.IGNORECASE)
    words = ["said", "SAID", "no", "noone", "one", "body", "oh", "Oh", "OH", "great", "another", "more", "/s", "/S",
             "/\u017f", "/s/", "x", "a"]
    rng = random.Random(9)
    texts = TEXTS + ["".join(rng.choice(words) + rng.choice(["", " ", ", ", ",", "/", "\n"]) for _ in range(
        rng.randint(1, 6))) for _ in range(20000)]
    for text in texts:
        expected = [m.span() for m in plain.finditer(text)]
        assert [m.span() for m in sarcasm_and_repairs.SAID_NO_ONE.finditer(text)] == expected, text
        assert [m.span() for m in sarcasm_and_repairs.SAID_NO_ONE_CASELESS.finditer(caseless(text))] == expected, text


def test_leading_filler_in_the_caseless_text_matches_where_its_case_blind_pattern_does() -> None:
    blind = re.compile(f"(?=[{t._FILLER_OPENINGS}])" + t._LEADING_FILLER_WORDS, re.IGNORECASE)
    texts = TEXTS + [x.upper() for x in TEXTS] + [
        "Yeah, so um I'm a nurse", "LOL ok btw I live here", "Like I said", "like my dog", "TURNS OUT im fine",
        "\u0130 mean, well. Okay: sure - I do", "Fun fact: I'm 30", "by the way, myself I", "\u017fo \u212aelvin"]
    for text in texts:
        low = caseless(text)
        for start in range(len(text)):
            for end in (len(text), min(len(text), start + 9)):
                m, n = blind.match(text, start, end), t.LEADING_FILLER.match(low, start, end)
                assert (m and m.span()) == (n and n.span()), (text, start, end)


@pytest.mark.parametrize("name", ["ASKED_FROM_START", "SUPPOSED_FROM_START"])
def test_a_sentence_opening_in_the_caseless_text_matches_where_its_case_blind_pattern_does(name: str) -> None:
    # (SUPPOSED_FROM_START's Roman numerals were a class, [xvi]+, which caseless_pattern does not lower)
    blind = re.compile(getattr(t, "_" + name).replace("(?:x|v|i)+", "[xvi]+"), re.IGNORECASE)
    texts = TEXTS + [x.upper() for x in TEXTS] + [
        "So hypothetically, I'm vegan", "In my dream I was a pilot", "IN FINAL FANTASY XIV I'm a healer",
        "in final fantasy \u0131x, i'm", "Could you help", "Next year I'm a senior", "Let's say I", "\u0130f I were"]
    for text in texts:
        low = caseless(text)
        for start in range(0, len(text), 3):
            m, n = blind.match(text, start), getattr(t, name).match(low, start)
            assert (m and m.span()) == (n and n.span()), (text, start)
