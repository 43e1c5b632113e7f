"""The extractor port: what every extractor receives and must return."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from pydantic import BaseModel, ConfigDict, Field

from memform.models import MemoryCandidate, PrefixEvent

OWNER_MESSAGE = "user.message.created"


class SourceEvent(BaseModel):
    """One event of a prefix as an extractor sees it: its seq, who wrote it and its text parts."""

    model_config = ConfigDict(frozen=True)

    seq: int = Field(ge=1)
    event_type: str
    author_role: str
    authoring_principal: str | None = None
    trust: str | None = None
    texts: tuple[str, ...] = ()

    @classmethod
    def from_prefix(cls, event: PrefixEvent) -> SourceEvent:
        texts: list[str] = []
        if isinstance(event.payload.get("text"), str):
            texts.append(event.payload["text"])
        parts = event.payload.get("parts")
        if isinstance(parts, list):
            texts.extend(p["text"] for p in parts if isinstance(p, dict) and isinstance(p.get("text"), str))
        return cls(
            seq=event.seq,
            event_type=event.event_type,
            author_role=event.author_role,
            authoring_principal=event.authoring_principal_id,
            trust=event.trust,
            texts=tuple(texts),
        )

    def is_owner_assertion(self, principal: str | None) -> bool:
        """Only the principal's own user messages may become sources; the database checks again."""
        return (
            self.event_type == OWNER_MESSAGE
            and self.author_role == "user"
            and self.trust in (None, "owner")
            and (principal is None or self.authoring_principal in (None, principal))
        )


class KnownBelief(BaseModel):
    """A compact view of an existing live belief, so a retraction can name what it retracts."""

    model_config = ConfigDict(frozen=True)

    subject: str
    statement: str


class ExtractionContext(BaseModel):
    model_config = ConfigDict(frozen=True)

    principal: str | None = None
    scope: str = "user"
    known_beliefs: tuple[KnownBelief, ...] = ()
    # Seqs whose text the database refuses as a source (a secret or injection marker in it): no
    # candidate may cite them, so an extractor that sends text elsewhere never sends these.
    refused_sources: frozenset[int] = frozenset()
    # The session's user messages just before the events, oldest first: what an earlier batch set up
    # that the events' reading depends on (a role-play the user cast there). Context only: no candidate
    # may cite these and no extractor sends them anywhere. The worker passes a bounded lookback
    # (worker.PRECEDING_MESSAGES); whatever lies beyond it is not seen, as if the session began there.
    # Callers that extract a whole session (memform extract, eval) pass none.
    preceding: tuple[SourceEvent, ...] = ()


class MemoryCandidateExtractor(Protocol):
    """Proposes candidates from a prefix. It never writes: memory.commit_formation decides.

    An extractor that sends text elsewhere (a model) also carries its local rules as `deterministic`:
    when it raises on a batch, the search for the message to blame runs on those alone
    (memform.extract.isolate), so nothing is sent while searching."""

    name: str
    version: str

    def extract(self, events: Sequence[SourceEvent], context: ExtractionContext) -> list[MemoryCandidate]: ...
