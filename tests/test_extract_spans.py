"""Span's own __init__ (one update of its dict, where the generated one set each field through
object.__setattr__) is the dataclass's: the same fields, in order, with the same defaults; still frozen."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from memform.extract.text import Span


def test_span_init_takes_the_declared_fields_in_order_with_their_defaults() -> None:
    parameters = list(inspect.signature(Span.__init__).parameters.values())[1:]
    fields = dataclasses.fields(Span)
    assert [p.name for p in parameters] == [f.name for f in fields]
    assert [p.default for p in parameters] == [
        inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default for f in fields]


def test_a_span_is_set_compared_hashed_and_replaced_as_a_frozen_dataclass_is() -> None:
    span = Span(3, 9, "I'm a nurse", True, reason=True)
    assert dataclasses.astuple(span) == (3, 9, "I'm a nurse", True, False, True, False)
    assert span == Span(3, 9, "I'm a nurse", True, False, True) and hash(span) == hash(Span(3, 9, "I'm a nurse", True,
                                                                                            False, True))
    assert span != Span(3, 9, "I'm a nurse", True)
    assert dataclasses.replace(span, end=12, text="I'm a nurse!") == Span(3, 12, "I'm a nurse!", True, reason=True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        span.start = 4  # type: ignore[misc]
    assert repr(span) == ("Span(start=3, end=9, text=\"I'm a nurse\", ends_question=True, subordinate=False, "
                          "reason=True, moment=False)")
