"""Regular expressions compiled when first used, not when the extractor is imported.

The extractor holds some 350 patterns: compiling them was a third of its import, and the first message
read uses a quarter of them. A process that reads a few messages (the command line, a test) compiles only
what those need, and its first candidate comes that much sooner."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from typing import Any, cast

# The methods of a compiled pattern that LazyPattern stands in for.
_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "split", "sub", "subn")


class LazyPattern:
    """re.compile(pattern, flags), compiled at the first call of any of its methods. Its source (pattern) and
    flags are there before, so that other patterns can be built from them.

    Compiled, it gives its place to the compiled pattern: the names the module that made it has for it name the
    compiled pattern from then on, so a call through them is a call of the compiled pattern itself (through the
    stand-in each call took a lookup more, and the extractor makes millions). What holds it otherwise (a table,
    another module's import of the name) calls it still: it holds the compiled pattern's methods as its own
    attributes then, and __getattr__ is asked only for what is missing. A module that imports it by name may give
    it its namespace too (share_lazy): the name there then names the compiled pattern as well."""

    def __init__(self, pattern: str, flags: int, namespace: dict[str, Any]) -> None:
        self.pattern = pattern
        self.flags = flags
        self._namespace = namespace
        self._holders: list[tuple[dict[str, Any], str]] = []  # other modules' names for it (share_lazy)
        self._compiled: re.Pattern[str] | None = None

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # a protocol probed on the instance (copying, pickling): no pattern's business
            raise AttributeError(name)
        compiled = re.compile(self.pattern, self.flags)
        for method in _METHODS:
            setattr(self, method, getattr(compiled, method))
        self.groups, self.groupindex = compiled.groups, compiled.groupindex
        self._compiled = compiled
        for key, value in list(self._namespace.items()):
            if value is self:
                self._namespace[key] = compiled
        for namespace, key in self._holders:
            if namespace.get(key) is self:
                namespace[key] = compiled
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"lazy_regex({self.pattern!r}, {self.flags!r})"


def lazy_regex(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """re.compile(pattern, flags), put off until the pattern is first used (see LazyPattern); what it returns
    is used as a compiled pattern is."""
    return cast("re.Pattern[str]", LazyPattern(pattern, flags, sys._getframe(1).f_globals))


def share_lazy(*namespaces: dict[str, Any]) -> None:
    """Each stand-in these namespaces hold that another module made (a name imported from it) gives its place to the
    compiled pattern here too, as it does in the module that made it: now if it is compiled already, else when it is.
    For a package of modules that import their patterns from each other by name, so that a call through any of their
    names is a call of the compiled pattern itself."""
    for namespace in namespaces:
        for key, value in list(namespace.items()):
            if type(value) is LazyPattern and value._namespace is not namespace:
                if value._compiled is not None:
                    namespace[key] = value._compiled
                else:
                    value._holders.append((namespace, key))


def caseless_pattern(pattern: str) -> str:
    """A case-blind (re.IGNORECASE) pattern's source for a case-sensitive search of text.caseless(text): its letters
    lowercased, so that it matches there wherever, and only where, the case-blind pattern matches the text (caseless
    keeps every character in its place, and a case-blind letter takes just what caseless turns into it). Such a search
    has letters to look for, where a case-blind one folds the case at every step: a third or so less time.

    Only for what lowercasing cannot change otherwise: ASCII, no case-sensitive part ((?-i:...)), no letter in a
    character class (a range such as A-z spans more than letters), no character by its code (\\x41), no
    backreference, no flag that is a capital; escapes (\\S, \\W, \\B) and group names are kept as they are."""
    if not pattern.isascii() or "(?-i" in pattern or "(?P=" in pattern or (
            re.search(r"\(\?(?!P<)[a-zA-Z-]*[A-Z]", pattern)):
        raise ValueError(f"not a pattern caseless_pattern can lower: {pattern!r}")
    out: list[str] = []
    i, in_class = 0, False
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            escape = pattern[i + 1:i + 2]
            if escape.isdigit() or escape in ("x", "u", "U", "N"):
                raise ValueError(f"not a pattern caseless_pattern can lower: {pattern!r}")
            out.append(pattern[i:i + 2])
            i += 2
            continue
        if pattern.startswith("(?P<", i):  # a group's name, kept
            end = pattern.index(">", i)
            out.append(pattern[i:end + 1])
            i = end + 1
            continue
        if char == "[" and not in_class:
            in_class = True
            if pattern.startswith("[^]", i) or pattern.startswith("[]", i):  # a "]" first in a class is a member
                out.append(pattern[i:pattern.index("]", i) + 1])
                i = pattern.index("]", i) + 1
                continue
        elif char == "]" and in_class:
            in_class = False
        elif char.isupper() and in_class:
            raise ValueError(f"not a pattern caseless_pattern can lower: {pattern!r}")
        out.append(char.lower())
        i += 1
    return "".join(out)


def alternatives(words: Iterable[str]) -> str:
    """A pattern for any of the words, taken literally: the strings "|".join(map(re.escape, words)) matches, with the
    words that share a first character under one branch of it. Where a search has found a character a word begins
    with, it tries the words that begin with it, not every word (a third less time for a hint of twenty words); which
    word it reports where two match at one place may differ, so it is for a test of whether any is there."""
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(word[:1], []).append(word[1:])
    return "|".join(re.escape(first) + ("(?:" + "|".join(map(re.escape, rests)) + ")" if rests != [""] else "")
                    for first, rests in groups.items())
