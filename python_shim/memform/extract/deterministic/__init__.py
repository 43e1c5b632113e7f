"""The deterministic extractor: rules over first-person clauses, precision before recall.

Each clause of a user's own message may yield one candidate with a semantic subject (the
conflict key), a canonical third-person statement and the clause itself as evidence.
Questions, hypotheticals, requests, quoted or second-person talk, passing moods and
transient detail yield nothing.

The package's modules, each importing only from the ones before it: phrases, unsafe, sarcasm_and_repairs,
subjects, instructions, statements, learner_english, long_messages, requests, places_and_work, things_held,
kin_in_passing, bare_answers, own_forms, take_backs, rules_classify, rules_being, rules_things, rules_acting,
rules_acting_more, rules, extractor.
"""

from __future__ import annotations

from memform.extract.patterns import share_lazy

from . import (
    bare_answers,
    extractor,
    instructions,
    kin_in_passing,
    learner_english,
    long_messages,
    own_forms,
    phrases,
    places_and_work,
    requests,
    rules,
    rules_acting,
    rules_acting_more,
    rules_being,
    rules_classify,
    rules_things,
    sarcasm_and_repairs,
    statements,
    subjects,
    take_backs,
    things_held,
    unsafe,
)
from .extractor import DeterministicExtractor
from .long_messages import DEGREE_HELD
from .phrases import SCAN_CEILING
from .rules import Rules
from .statements import _thing_kind
from .subjects import _activity, _kin, _pet, _pursuit_head, stable_subject, topic_slug
from .take_backs import spoken_in_character
from .unsafe import unsafe_message

# The modules, in their layers' order (what walks the package's names walks these).
MODULES = (
    phrases,
    unsafe,
    sarcasm_and_repairs,
    subjects,
    instructions,
    statements,
    learner_english,
    long_messages,
    requests,
    places_and_work,
    things_held,
    kin_in_passing,
    bare_answers,
    own_forms,
    take_backs,
    rules_classify,
    rules_being,
    rules_things,
    rules_acting,
    rules_acting_more,
    rules,
    extractor,
)
# A pattern one module makes and others import by name: compiled, it takes its place under every name.
share_lazy(*(vars(module) for module in MODULES))

__all__ = [
    "DEGREE_HELD",
    "SCAN_CEILING",
    "DeterministicExtractor",
    "Rules",
    "_activity",
    "_kin",
    "_pet",
    "_pursuit_head",
    "_thing_kind",
    "spoken_in_character",
    "stable_subject",
    "topic_slug",
    "unsafe_message",
]
