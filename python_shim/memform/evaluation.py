"""`memform eval`: the labeled corpus and the fact-level MSC scores.

The corpus (memform/data/eval_corpus.jsonl) holds positive cases with their expected
beliefs (type, subject, polarity, sensitivity) and protected cases that must form nothing.
A candidate is supported when its evidence is a substring of an owner message it cites and
its statement says nothing the evidence does not; anything else is a fabrication.
"""

from __future__ import annotations

import glob
import json
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from memform.extract.cli_io import ExtractInputLine
from memform.extract.port import ExtractionContext, MemoryCandidateExtractor, SourceEvent
from memform.models import BeliefType, MemoryCandidate

CORPUS = "eval_corpus.jsonl"
COVERAGE_TARGET = 0.8
_WORD = re.compile(r"[a-z0-9]+")
# Words a canonical statement may add that the speaker did not say, compared as statement
# words are: tokenised and stemmed ("likes" is "like", "doesn't" is "doesn" and "t").
_FRAME_WORDS = """
user user's users their them they theirs themselves is are was were has have had does doesn't not no longer team
recently a an the of to and likes loves prefers hates dislikes enjoys adores detests standing instruction household
"""


def _stem(word: str) -> str:
    """Third-person and plural endings only: 'lives' and 'live' are one word, 'watches' and 'watch'."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "zes", "oes", "sses")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


def _content(text: str) -> set[str]:
    # accents folded on both sides: "fiance" in a statement is the "fiancé" the user wrote
    folded = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
    return {_stem(word) for word in _WORD.findall(folded)}


_FRAME = frozenset(_content(_FRAME_WORDS))
# A slot's canonical statement may add its own frame: an age is "User is 19 years old" for "I'm 19", a name signed
# under a letter "User's name is Ruth" for "Best,\nRuth".
_SLOT_FRAME = {"age": frozenset(_content("years old")), "identity:name": frozenset(_content("name"))}


def supported(candidate: MemoryCandidate, events: dict[int, SourceEvent]) -> bool:
    """Cited owner message, evidence inside it, and no statement word from nowhere."""
    cited = [events.get(seq) for seq in candidate.source_seqs]
    if not cited or any(e is None or not e.is_owner_assertion(None) for e in cited):
        return False
    evidence = candidate.evidence or ""
    if not evidence or not any(evidence in text for e in cited if e for text in e.texts):
        return False
    invented = (_content(candidate.statement) - _FRAME - _SLOT_FRAME.get(candidate.subject, frozenset())
                - _content(evidence))
    return not invented


@dataclass
class CaseResult:
    id: str
    kind: str
    expected: list[dict[str, str]]
    produced: list[dict[str, Any]]
    missing: list[dict[str, str]]
    unexpected: list[dict[str, str]]
    fabricated: list[dict[str, Any]]
    style: str | None = None

    @property
    def fully_supported(self) -> bool:
        return not self.missing and not self.fabricated


@dataclass
class EvalReport:
    cases: list[CaseResult] = field(default_factory=list)

    @property
    def positives(self) -> list[CaseResult]:
        return [c for c in self.cases if c.kind == "positive"]

    def totals(self) -> dict[str, Any]:
        produced = sum(len(c.produced) for c in self.cases)
        fabricated = sum(len(c.fabricated) for c in self.cases)
        protected_memories = sum(len(c.produced) for c in self.cases if c.kind == "protected")
        covered = sum(c.fully_supported for c in self.positives)
        return {
            "cases": len(self.cases),
            "positive_cases": len(self.positives),
            "protected_cases": len(self.cases) - len(self.positives),
            "candidates": produced,
            "supported_candidates": produced - fabricated,
            "fabricated_candidates": fabricated,
            "protected_case_memories": protected_memories,
            "positive_coverage": round(covered / len(self.positives), 4) if self.positives else None,
            "coverage_target": COVERAGE_TARGET,
            **self._key_scores(),
        } | ({"by_style": self._by_style()} if any(c.style for c in self.cases) else {})

    def _key_scores(self) -> dict[str, float | None]:
        """Precision and recall over the positive cases of the (type, subject, polarity) keys formed against those
        expected, each key once a case: how near the rules come where coverage asks for all of a case (a wrong
        sensitivity is left to coverage)."""
        matched = formed = expected = 0
        for case in self.positives:
            wanted = {_key(e)[:3] for e in case.expected}
            got = {_key(p)[:3] for p in case.produced}
            matched, formed, expected = matched + len(wanted & got), formed + len(got), expected + len(wanted)
        return {"key_precision": round(matched / formed, 4) if formed else None,
                "key_recall": round(matched / expected, 4) if expected else None}

    def _by_style(self) -> dict[str, dict[str, int]]:
        """Where a corpus in several conversational styles is won and lost."""
        styles: dict[str, dict[str, int]] = {}
        for case in self.cases:
            row = styles.setdefault(case.style or "-", {"positive": 0, "covered": 0, "protected": 0,
                                                        "protected_memories": 0, "fabricated": 0})
            if case.kind == "positive":
                row["positive"] += 1
                row["covered"] += case.fully_supported
            else:
                row["protected"] += 1
                row["protected_memories"] += len(case.produced)
            row["fabricated"] += len(case.fabricated)
        return dict(sorted(styles.items()))

    @property
    def passed(self) -> bool:
        totals = self.totals()
        return totals["fabricated_candidates"] == 0 and totals["protected_case_memories"] == 0


def _key(item: dict[str, Any]) -> tuple[str, str, str, str]:
    return (item["belief_type"], item["subject"], item.get("polarity", "assert"), item.get("sensitivity", "normal"))


class ExpectedBelief(BaseModel):
    model_config = ConfigDict(extra="forbid")

    belief_type: BeliefType
    subject: str = Field(min_length=1)
    polarity: Literal["assert", "retract"] = "assert"
    sensitivity: Literal["normal", "sensitive"] = "normal"


class CorpusCase(BaseModel):
    """One labeled case: its events, as `memform extract` reads them, and what should form."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1)
    kind: Literal["positive", "protected"]
    style: str | None = None
    events: list[dict[str, Any]] = Field(min_length=1)
    expected: list[ExpectedBelief]

    @model_validator(mode="after")
    def _consistent(self) -> CorpusCase:
        if self.kind == "protected" and self.expected:
            raise ValueError("a protected case expects nothing")
        if self.kind == "positive" and not self.expected:
            raise ValueError("a positive case expects at least one belief")
        for index, event in enumerate(self.events):
            try:
                ExtractInputLine.model_validate({"session": self.id, **event})
            except ValidationError as exc:
                raise ValueError(f"events.{index}: {_first_error(exc)}") from None
        return self


def _first_error(exc: ValidationError) -> str:
    problem = exc.errors()[0]
    where = ".".join(str(part) for part in problem["loc"])
    return (f"{where}: " if where else "") + problem["msg"].removeprefix("Value error, ")


class CorpusError(ValueError):
    """A corpus file that cannot be read, or a line of it that is not a valid case."""


def load_corpus(path: str | None = None) -> list[dict[str, Any]]:
    """The shipped corpus, or a labeled corpus file of the same format; every line checked first."""
    if path is None:
        text = resources.files("memform.data").joinpath(CORPUS).read_text()
    else:
        try:
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
        except (OSError, UnicodeDecodeError) as exc:
            raise CorpusError(f"cannot read {path}: {exc}") from exc
    cases: list[dict[str, Any]] = []
    seen: set[str] = set()
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            case = CorpusCase.model_validate_json(line)
        except ValidationError as exc:
            raise CorpusError(f"{path or CORPUS} line {number}: {_first_error(exc)}") from None
        if case.id in seen:
            raise CorpusError(f"{path or CORPUS} line {number}: case id {case.id!r} is used twice")
        seen.add(case.id)
        cases.append(case.model_dump(exclude_unset=True) | {"expected": [e.model_dump() for e in case.expected]})
    if not cases:
        raise CorpusError(f"{path or CORPUS} holds no case")
    return cases


def evaluate_corpus(extractor: MemoryCandidateExtractor, cases: list[dict[str, Any]] | None = None) -> EvalReport:
    report = EvalReport()
    for case in cases if cases is not None else load_corpus():
        lines = [ExtractInputLine.model_validate({"session": case["id"], **e}) for e in case["events"]]
        events = {line.seq: line.source_event() for line in lines}
        candidates = extractor.extract(list(events.values()), ExtractionContext())
        produced = [c.to_wire() for c in candidates]
        produced_keys = {_key(p) for p in produced}
        expected_keys = {_key(e) for e in case["expected"]}
        report.cases.append(
            CaseResult(
                id=case["id"],
                kind=case["kind"],
                expected=case["expected"],
                produced=produced,
                missing=[e for e in case["expected"] if _key(e) not in produced_keys],
                unexpected=[p for p in produced if _key(p) not in expected_keys],
                fabricated=[c.to_wire() for c in candidates if not supported(c, events)],
                style=case.get("style"),
            )
        )
    return report


# -- MSC fact-level scores, as ../shared/eval/score_facts.py computes them ------------------

_MSC_STOP = frozenset(
    """a an the i me my mine myself we our us you your he she it they them their
is am are was were be been being have has had do does did to of in on at for with and or but
so that this these those very really just also too not no dont don't im i'm ive i've it's its
user users prefers prefer likes like currently now am pm as by from about into up out over
than then there here what which who whom whose when where why how all any some much many
more most other such only own same can could will would should may might must""".split()
)


def _msc_words(text: str) -> set[str]:
    out = set()
    for word in re.findall(r"[a-z0-9]+", text.lower()):
        if word in _MSC_STOP or len(word) < 2:
            continue
        for suffix in ("ing", "ed", "es", "s"):
            if len(word) > 4 and word.endswith(suffix):
                word = word[: -len(suffix)]
                break
        out.add(word)
    return out


def _msc_turns(pattern: str) -> Iterator[tuple[str, int, str, list[str]]]:
    for path in sorted(glob.glob(pattern)):
        tag = "_".join(path.split("/")[-2:])
        with open(path) as fh:
            for index, line in enumerate(fh):
                dialog = json.loads(line)
                seqs: dict[str, int] = {}
                for turn in dialog["dialog"]:
                    session = f"{tag}:{index}:{turn['id']}"
                    seqs[session] = seqs.get(session, 0) + 1
                    gold = [s.strip() for s in re.split(r"(?<=[.!?])\s+", turn.get("persona_text") or "") if s.strip()]
                    yield session, seqs[session], turn["text"], gold


def msc_scores(extractor: MemoryCandidateExtractor, pattern: str) -> dict[str, Any]:
    gold: dict[tuple[str, int], list[str]] = {}
    sessions: dict[str, list[SourceEvent]] = {}
    for session, seq, text, facts in _msc_turns(pattern):
        gold[(session, seq)] = facts
        sessions.setdefault(session, []).append(
            SourceEvent(seq=seq, event_type="user.message.created", author_role="user", texts=(text,))
        )
    if not gold:
        raise FileNotFoundError(f"no MSC files match {pattern}")
    matched: set[tuple[tuple[str, int], int]] = set()
    hit_turns: set[tuple[str, int]] = set()
    miss_turns: set[tuple[str, int]] = set()
    candidates = correct = 0
    by_kind: dict[str, list[int]] = {}
    for session, events in sessions.items():
        for candidate in extractor.extract(events, ExtractionContext()):
            candidates += 1
            kind = by_kind.setdefault(candidate.subject.split(":", 1)[0], [0, 0])
            kind[0] += 1
            words = _msc_words(f"{candidate.subject} {candidate.statement}")
            ok = False
            for seq in candidate.source_seqs:
                key = (session, seq)
                for index, fact in enumerate(gold.get(key, [])):
                    fact_words = _msc_words(fact)
                    if fact_words and words & fact_words and len(words & fact_words) / len(fact_words) >= 0.5:
                        matched.add((key, index))
                        ok = True
                (hit_turns if gold.get(key) else miss_turns).add(key)
            correct += ok
            kind[1] += ok
    gold_facts = sum(len(v) for v in gold.values())
    positive_turns = sum(1 for v in gold.values() if v)
    precision = correct / candidates if candidates else 0.0
    recall = len(matched) / gold_facts if gold_facts else 0.0
    return {
        "turns": len(gold),
        "gold_facts": gold_facts,
        "candidates": candidates,
        "fact_precision": round(precision, 4),
        "fact_recall": round(recall, 4),
        "fact_f1": round(2 * precision * recall / (precision + recall), 4) if precision + recall else 0.0,
        "turn_precision": round(len(hit_turns) / (len(hit_turns) + len(miss_turns)), 4)
        if hit_turns or miss_turns
        else None,
        "turn_recall": round(len(hit_turns) / positive_turns, 4) if positive_turns else None,
        # Where precision is won and lost: candidates and fact precision per subject kind, largest first.
        "by_kind": {name: {"candidates": n, "fact_precision": round(ok / n, 4)}
                    for name, (n, ok) in sorted(by_kind.items(), key=lambda item: (-item[1][0], item[0]))},
    }


# -- paired evaluation: deterministic vs hybrid, each arm committed in its own database ------

@dataclass
class ArmRun:
    name: str
    candidates: dict[str, list[MemoryCandidate]] = field(default_factory=dict)
    attempts: dict[str, str | None] = field(default_factory=dict)
    rejections: dict[str, list[str]] = field(default_factory=dict)


class _Recorded:
    """Replays candidates an arm already produced, so the corpus score and the database arm
    judge the same output and the provider is called once per case."""

    def __init__(self, arm: ArmRun, by_events: dict[tuple, str]):
        self.name, self.version = arm.name, "recorded"
        self.arm, self.by_events = arm, by_events

    def extract(self, events: list[SourceEvent], context: ExtractionContext) -> list[MemoryCandidate]:
        key = tuple((e.seq, e.event_type, e.texts) for e in events)
        return self.arm.candidates[self.by_events[key]]


def _case_events(case: dict[str, Any]) -> list[SourceEvent]:
    lines = [ExtractInputLine.model_validate({"session": case["id"], **e}) for e in case["events"]]
    return [line.source_event() for line in lines]


def _run_arm(name: str, extractor: MemoryCandidateExtractor, cases: list[dict[str, Any]]) -> ArmRun:
    arm = ArmRun(name)
    for case in cases:
        arm.candidates[case["id"]] = extractor.extract(_case_events(case), ExtractionContext())
        attempt = getattr(extractor, "last_attempt", None)
        arm.attempts[case["id"]] = None if attempt is None else (attempt.failure_kind or attempt.outcome)
    return arm


def _commit_arm(arm: ArmRun, cases: list[dict[str, Any]], dsn: str) -> None:
    """Every case as a session of one principal in a database of its own; rejections by reason."""
    import psycopg

    from memform.formation import commit_formation, formation_job
    from memform.log import append_event
    from memform.models import EventIn, Extraction

    types = {"user": "user.message.created", "assistant": "assistant.message.created",
             "tool": "tool.result.created"}
    with psycopg.connect(dsn, autocommit=True) as conn:
        for case in cases:
            for e in case["events"]:
                payload = {"text": e["text"], **({"parts": e["parts"]} if "parts" in e else {})}
                append_event(conn, EventIn(tenant="eval", principal="p", session=case["id"],
                                           event_type=types[e["author_role"]], role=e["author_role"], payload=payload))
            job = formation_job(conn, "eval", "p", case["id"])
            result = commit_formation(conn, job, arm.candidates[case["id"]],
                                      Extraction(extractor=arm.name, extractor_version="eval", policy_version="eval"))
            arm.rejections[case["id"]] = [c.detail for c in result.candidates if c.outcome == "rejected"]


def _scratch_database(dsn: str, name: str) -> str:
    import subprocess

    from psycopg.conninfo import conninfo_to_dict, make_conninfo

    from memform.cluster import find_bindir
    from memform.migrate import migrate

    params = conninfo_to_dict(dsn)
    for tool in ("dropdb", "createdb"):
        args = [str(find_bindir() / tool), f"--maintenance-db={dsn}", name]
        if tool == "dropdb":
            args.insert(1, "--if-exists")
        subprocess.run(args, check=True, capture_output=True)
    scratch = make_conninfo(**{**params, "dbname": name})
    migrate(scratch)
    return scratch


def _drop_database(dsn: str, name: str) -> None:
    import subprocess

    from memform.cluster import find_bindir

    subprocess.run([str(find_bindir() / "dropdb"), "--if-exists", f"--maintenance-db={dsn}", name],
                   check=False, capture_output=True)


def paired_evaluation(config: Any, dsn: str, artifact_path: Any) -> tuple[bool, dict[str, Any]]:
    """Runs the labeled corpus through both arms; publishes the evidence artifact only on a pass."""
    import os

    from memform.extract import DeterministicExtractor, HybridExtractor
    from memform.extract.activation import (
        COVERAGE_BAR,
        ArmScore,
        EvidenceArtifact,
        binding,
        now_utc,
        passing_problems,
        publish,
    )

    cases = load_corpus()
    by_events = {tuple((e.seq, e.event_type, e.texts) for e in _case_events(c)): c["id"] for c in cases}
    arms = {"deterministic": _run_arm("deterministic", DeterministicExtractor(), cases),
            "hybrid": _run_arm("hybrid", HybridExtractor(config), cases)}
    scores: dict[str, ArmScore] = {}
    for name, arm in arms.items():
        database = f"memform_eval_{name}_{os.getpid()}"
        try:
            _commit_arm(arm, cases, _scratch_database(dsn, database))
        finally:
            _drop_database(dsn, database)
        totals = evaluate_corpus(_Recorded(arm, by_events), cases).totals()
        scores[name] = ArmScore(
            supported=totals["supported_candidates"], fabricated=totals["fabricated_candidates"],
            protected_memories=totals["protected_case_memories"],
            positive_coverage=totals["positive_coverage"] or 0.0,
            policy_failures=sum(len(r) for r in arm.rejections.values()))
    positives = sum(1 for c in cases if c["kind"] == "positive")
    problems = passing_problems(len(cases), COVERAGE_BAR, scores["deterministic"], scores["hybrid"])
    diagnostics = []
    for case in cases:
        det = {(c.subject, c.polarity) for c in arms["deterministic"].candidates[case["id"]]}
        hyb = {(c.subject, c.polarity) for c in arms["hybrid"].candidates[case["id"]]}
        diagnostics.append({"case": case["id"], "kind": case["kind"], "shared": sorted(det & hyb),
                            "provider_added": sorted(hyb - det), "deterministic_only": sorted(det - hyb),
                            "provider_attempt": arms["hybrid"].attempts[case["id"]],
                            "rejections": {n: arms[n].rejections[case["id"]] for n in arms}})
    report: dict[str, Any] = {"scores": {n: s.model_dump() for n, s in scores.items()}, "problems": problems,
                              "labeled_samples": len(cases), "positive_cases": positives,
                              "diagnostics": diagnostics, "published": None}
    if problems:
        return False, report
    artifact = EvidenceArtifact(**binding(config), labeled_samples=len(cases), positive_cases=positives,
                                coverage_bar=COVERAGE_BAR, deterministic=scores["deterministic"],
                                hybrid=scores["hybrid"], published_at=now_utc())
    publish(artifact, artifact_path)
    report["published"] = str(artifact_path)
    return True, report
