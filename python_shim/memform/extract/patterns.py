"""Regular expressions compiled when first used, not when the extractor is imported.

The extractor holds some 350 patterns: compiling them was a third of its import, and the first message
read uses a quarter of them. A process that reads a few messages (the command line, a test) compiles only
what those need, and its first candidate comes that much sooner."""

from __future__ import annotations

import re
import sys
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
    attributes then, and __getattr__ is asked only for what is missing."""

    def __init__(self, pattern: str, flags: int, namespace: dict[str, Any]) -> None:
        self.pattern = pattern
        self.flags = flags
        self._namespace = namespace

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # a protocol probed on the instance (copying, pickling): no pattern's business
            raise AttributeError(name)
        compiled = re.compile(self.pattern, self.flags)
        for method in _METHODS:
            setattr(self, method, getattr(compiled, method))
        self.groups, self.groupindex = compiled.groups, compiled.groupindex
        for key, value in list(self._namespace.items()):
            if value is self:
                self._namespace[key] = compiled
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"lazy_regex({self.pattern!r}, {self.flags!r})"


def lazy_regex(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """re.compile(pattern, flags), put off until the pattern is first used (see LazyPattern); what it returns
    is used as a compiled pattern is."""
    return cast("re.Pattern[str]", LazyPattern(pattern, flags, sys._getframe(1).f_globals))
