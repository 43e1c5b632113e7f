"""The extractor's patterns are compiled at their first use (memform.extract.patterns): each finds what re.compile's
would, and once used, the module's name for it names the compiled pattern itself."""

from __future__ import annotations

import re
import types

from memform.extract.patterns import LazyPattern, lazy_regex


def _module_with(source: str) -> types.ModuleType:
    module = types.ModuleType("lazy_patterns_under_test")
    exec(source, module.__dict__)
    return module


def test_a_lazy_pattern_finds_what_the_compiled_one_does() -> None:
    source, flags = r"\b(i'm|i am) (a|an) (\w+)", re.IGNORECASE
    lazy, compiled = lazy_regex(source, flags), re.compile(source, flags)
    text = "Hi! I'm a nurse, and I AM an avid reader."
    assert lazy.search(text).groups() == compiled.search(text).groups()
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in compiled.finditer(text)]
    assert lazy.findall(text) == compiled.findall(text)
    assert lazy.sub(r"\3", text) == compiled.sub(r"\3", text)
    assert lazy.split(text) == compiled.split(text)
    assert lazy.match(text) is None and compiled.match(text) is None
    assert (lazy.groups, lazy.groupindex) == (compiled.groups, compiled.groupindex)


def test_its_source_is_there_before_it_is_compiled() -> None:
    module = _module_with("import re\nfrom memform.extract.patterns import lazy_regex\n"
                          "WORD = lazy_regex(r'\\w+', re.IGNORECASE)\nMORE = lazy_regex(WORD.pattern + '!')\n")
    assert isinstance(module.WORD, LazyPattern) and isinstance(module.MORE, LazyPattern)
    assert (module.WORD.pattern, module.WORD.flags) == (r"\w+", re.IGNORECASE)
    assert module.MORE.pattern == r"\w+!"


def test_once_used_the_module_name_names_the_compiled_pattern() -> None:
    module = _module_with("from memform.extract.patterns import lazy_regex\nWORD = lazy_regex(r'\\w+')\n"
                          "ALSO = WORD\nTABLE = (WORD,)\n")
    lazy = module.WORD
    assert lazy.search("hello").group() == "hello"
    assert isinstance(module.WORD, re.Pattern) and module.ALSO is module.WORD
    # what holds the stand-in still finds with it
    assert module.TABLE[0] is lazy and lazy.search("again").group() == "again"


def _first_letter_guarded() -> list[tuple[str, re.Pattern[str]]]:
    """Every extractor pattern that opens on a lookahead of the characters its branches begin with."""
    from memform.extract import text
    from memform.extract.deterministic import MODULES

    found, seen = [], set()
    for module in (text, *MODULES):
        for name, value in vars(module).items():
            source = getattr(value, "pattern", None)
            if isinstance(source, str) and re.match(r"\(\?=\[[^\]]+\]\)", source) and (
                    (source, value.flags) not in seen):  # (once: the modules that import it hold it too)
                seen.add((source, value.flags))
                found.append((f"{module.__name__}.{name}", re.compile(source, value.flags)))
    return found


def test_a_first_letter_lookahead_hides_no_branch() -> None:
    """A branch added later that begins with a letter the lookahead lacks would never match ('jk' once did not):
    with and without the lookahead, each pattern matches alike wherever it is tried, in the corpora's texts and
    before each word of its own source."""
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    corpora = [root / "python_shim/memform/data/eval_corpus.jsonl", *sorted((root / "tests/data").glob("*.jsonl"))]
    texts = [event.get("text", "") for path in corpora for line in path.read_text().splitlines() if line.strip()
             for event in json.loads(line)["events"]]
    guarded = _first_letter_guarded()
    assert guarded, "the patterns this guards are found"
    for name, pattern in guarded:
        bare = re.compile(re.sub(r"^\(\?=\[[^\]]+\]\)", "", pattern.pattern), pattern.flags)
        probes = [f"{word} I'm a nurse." for word in re.findall(r"[A-Za-z/]+", bare.pattern)]
        for sample in [*texts, *probes]:
            for at in range(len(sample)):
                ours, theirs = pattern.match(sample, at), bare.match(sample, at)
                assert (ours and ours.span()) == (theirs and theirs.span()), (name, sample, at)
