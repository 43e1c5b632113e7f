"""The shared contract every shipped extractor must keep, parameterized over the registry."""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from memform.extract import SHIPPED_EXTRACTORS, ExtractionContext, HybridExtractor, KnownBelief, SourceEvent
from memform.extract.deterministic import SCAN_CEILING
from memform.extract.provider import ProviderConfig

# Every shipped extractor, and the hybrid once more with a provider answering, so the contract
# covers the provider path and not only its deterministic fallback.
EXTRACTORS = [*sorted(SHIPPED_EXTRACTORS), "hybrid+provider"]
CLAIM_PATTERNS = (
    ("owns", re.compile(r"I have (?:an? )?([A-Z][\w ]+?)(?= and|[.,]|$)")),
    ("lives_in", re.compile(r"I live in (\w+)")),
    ("prefers", re.compile(r"I (?:really )?prefer (\w+)")),
    ("occupation", re.compile(r"I am (an? \w+)")),
)


class EagerModel(BaseHTTPRequestHandler):
    """A local OpenAI-compatible endpoint that claims everything it can, and also cites
    messages it was never sent and values its evidence does not hold, as a careless model would."""

    def log_message(self, *args: object) -> None:
        pass

    def do_POST(self) -> None:
        request = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
        messages = json.loads(request["messages"][1]["content"])["messages"]
        claims = []
        for message in messages:
            for kind, pattern in CLAIM_PATTERNS:
                for found in pattern.finditer(message["text"]):
                    claims.append({"kind": kind, "seq": message["seq"], "evidence": found.group(0),
                                   "value": found.group(1)})
        sent = {m["seq"] for m in messages}
        unsent = next(seq for seq in range(1, 1000) if seq not in sent)
        claims.append({"kind": "owns", "seq": unsent, "evidence": "I have a Tesla", "value": "a Tesla"})
        claims.append({"kind": "owns", "seq": messages[0]["seq"], "evidence": messages[0]["text"][:20],
                       "value": "a yacht"})
        body = json.dumps({"choices": [{"message": {"content": json.dumps({"claims": claims[:24]})}}],
                           "usage": {"prompt_tokens": 100, "completion_tokens": 100}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture(scope="module")
def eager_model() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), EagerModel)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


def user(seq: int, *texts: str) -> SourceEvent:
    return SourceEvent(seq=seq, event_type="user.message.created", author_role="user", trust="owner",
                       authoring_principal="p", texts=texts)


def other(seq: int, event_type: str, role: str, text: str, **extra: str) -> SourceEvent:
    return SourceEvent(seq=seq, event_type=event_type, author_role=role, texts=(text,), **extra)


CONTEXT = ExtractionContext(principal="p", scope="project:billing")
ORDINARY = "I have an Apple Watch and a BMW X3. I prefer tea and we decided to deploy on Fridays."


@pytest.fixture(params=EXTRACTORS)
def extractor(request: pytest.FixtureRequest):
    if request.param == "hybrid+provider":
        base_url = request.getfixturevalue("eager_model")
        return HybridExtractor(ProviderConfig(base_url=base_url, model="local"))
    return SHIPPED_EXTRACTORS[request.param]()


def test_the_provider_variant_really_calls_the_provider(eager_model: str) -> None:
    extractor = HybridExtractor(ProviderConfig(base_url=eager_model, model="local"))
    candidates = extractor.extract([user(1, "I have a Stratocaster. I am a luthier.")], CONTEXT)
    assert extractor.last_attempt is not None and extractor.last_attempt.outcome == "succeeded", extractor.last_attempt
    assert extractor.last_attempt.claims_grounded >= 1, "a grounded claim the rules did not make was added"
    assert "User has a yacht." not in {c.statement for c in candidates}, "an ungrounded value is dropped"
    assert {c.source_seqs for c in candidates} == {(1,)}, "a message never sent is never cited"


def test_registry_lists_the_deterministic_extractor() -> None:
    assert "deterministic" in SHIPPED_EXTRACTORS


def test_separate_candidates_for_separate_facts(extractor) -> None:
    subjects = [c.subject for c in extractor.extract([user(1, ORDINARY)], CONTEXT)]
    assert len(subjects) == len(set(subjects)) >= 4, subjects


def test_scope_correct_and_provenance_bound(extractor) -> None:
    events = [user(1, ORDINARY), user(2, "I live in Lisbon.")]
    candidates = extractor.extract(events, CONTEXT)
    assert candidates
    by_seq = {e.seq: e for e in events}
    for candidate in candidates:
        assert candidate.proposed_scope == "project:billing"
        assert set(candidate.source_seqs) <= set(by_seq)
        assert candidate.evidence and any(candidate.evidence in text
                                          for seq in candidate.source_seqs for text in by_seq[seq].texts)


def test_never_a_source_that_is_not_the_principals_user_message(extractor) -> None:
    events = [
        other(1, "assistant.message.created", "assistant", "I have a Tesla and I live in Paris."),
        other(2, "tool.result.created", "tool", "I have a Tesla and I live in Paris."),
        other(3, "system.message.created", "system", "I have a Tesla and I live in Paris."),
        other(4, "user.message.created", "user", "I have a Tesla and I live in Paris.", authoring_principal="mallory"),
        other(5, "user.message.created", "user", "I have a Tesla and I live in Paris.", trust="external_untrusted"),
        user(6, "I live in Lisbon."),
    ]
    candidates = extractor.extract(events, CONTEXT)
    assert {seq for c in candidates for seq in c.source_seqs} == {6}


def test_separate_text_parts_are_separate_boundaries(extractor) -> None:
    candidates = extractor.extract([user(1, "I have a Kindle", "and I am a teacher.")], CONTEXT)
    evidence = {c.evidence for c in candidates}
    assert "I have a Kindle" in evidence and "I am a teacher" in evidence


def test_deterministic_same_input_same_output(extractor) -> None:
    events = [user(1, ORDINARY), user(2, "I no longer have my watch and my car.")]
    first = [c.model_dump_json() for c in extractor.extract(events, CONTEXT)]
    second = [c.model_dump_json() for c in extractor.extract(events, CONTEXT)]
    assert first == second


def test_retraction_names_what_it_retracts(extractor) -> None:
    known = ExtractionContext(principal="p", scope="user", known_beliefs=(
        KnownBelief(subject="device:apple_watch", statement="User has an Apple Watch."),
        KnownBelief(subject="vehicle:bmw_x3", statement="User has a BMW X3.")))
    candidates = extractor.extract([user(1, "I no longer have my watch and my car.")], known)
    assert {(c.subject, c.polarity) for c in candidates} == {("device:apple_watch", "retract"),
                                                              ("vehicle:bmw_x3", "retract")}
    assert all("BMW" not in c.statement and "Apple" not in c.statement for c in candidates), \
        "a retraction does not re-assert what it retracts"


def test_scan_ceiling(extractor) -> None:
    events = [user(i, f"I have a {i}th guitar. I live in town {i}.") for i in range(1, 400)]
    assert len(extractor.extract(events, CONTEXT)) <= SCAN_CEILING


def test_restated_preference_is_the_same_statement(extractor) -> None:
    first = extractor.extract([user(1, "I prefer tea.")], CONTEXT)
    second = extractor.extract([user(1, "Well, I really prefer tea!")], CONTEXT)
    assert [(c.subject, c.statement) for c in first] == [(c.subject, c.statement) for c in second]


def test_the_preceding_context_is_never_a_source(extractor) -> None:
    # seq 1 came in an earlier batch: the eager model is never sent it, and cites it anyway
    context = CONTEXT.model_copy(update={"preceding": (user(1, "I have a Tesla and I live in Paris."),)})
    candidates = extractor.extract([user(2, "I live in Lisbon.")], context)
    assert candidates and {seq for c in candidates for seq in c.source_seqs} == {2}


def test_a_take_back_of_the_preceding_context_cites_only_the_take_back(extractor) -> None:
    context = CONTEXT.model_copy(update={
        "preceding": (user(1, "I have a Tesla and I live in Paris."),),
        "known_beliefs": (KnownBelief(subject="location:home", statement="User lives in Paris."),
                          KnownBelief(subject="vehicle:tesla", statement="User has a Tesla."))})
    take_back = "lol jk, I live in Lisbon."
    candidates = extractor.extract([user(2, take_back)], context)
    assert candidates and all(c.source_seqs == (2,) and c.evidence and c.evidence in take_back for c in candidates)
    said = {(c.subject, c.polarity) for c in candidates}
    assert ("vehicle:tesla", "retract") in said and ("location:home", "assert") in said
    assert ("location:home", "retract") not in said, "the correction replaces the joke"


def test_a_role_play_cast_before_the_events_holds_until_the_user_steps_out(extractor) -> None:
    context = CONTEXT.model_copy(update={"preceding": (
        user(1, "I have a Kindle."), user(2, "Let's role-play: you're a barista and I'm a customer."))})
    events = [user(3, "I have a Stratocaster. I live in Tortuga."), user(4, "OK, out of character now. I have a cat.")]
    assert {(c.subject, c.source_seqs) for c in extractor.extract(events, context)} == {("pet:cat", (4,))}
    if isinstance(extractor, HybridExtractor) and extractor.config is not None:
        assert extractor.last_attempt is not None and extractor.last_attempt.source_seqs == [4], \
            "what the user said in character is not sent"


def test_without_the_casting_in_the_preceding_context_the_same_events_are_the_users(extractor) -> None:
    context = CONTEXT.model_copy(update={"preceding": (user(1, "I have a Kindle."),)})
    subjects = {c.subject for c in extractor.extract([user(3, "I have a Stratocaster. I live in Tortuga.")], context)}
    assert {"location:home"} <= subjects and any("stratocaster" in s for s in subjects), subjects
