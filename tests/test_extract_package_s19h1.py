"""The deterministic extractor's package: modules in layers, each name made in one module, Rules composed of mixins
that share no method, and a pattern imported by name compiled under every name for it (patterns.share_lazy)."""

from __future__ import annotations

import ast
import inspect
import re
import types
from pathlib import Path

from memform.extract import ExtractionContext, SourceEvent
from memform.extract.deterministic import MODULES, DeterministicExtractor, Rules
from memform.extract.patterns import LazyPattern, lazy_regex, share_lazy

PACKAGE = "memform.extract.deterministic"


def _short(module: types.ModuleType) -> str:
    return module.__name__.removeprefix(PACKAGE + ".")


def test_every_module_of_the_package_is_in_modules_once() -> None:
    files = {path.stem for path in Path(MODULES[0].__file__).parent.glob("*.py")} - {"__init__"}
    assert sorted(files) == sorted(_short(module) for module in MODULES)
    assert len(set(MODULES)) == len(MODULES)


def test_each_module_imports_only_from_the_modules_before_it() -> None:
    order = [_short(module) for module in MODULES]
    for at, module in enumerate(MODULES):
        tree = ast.parse(inspect.getsource(module))
        # (what is imported under TYPE_CHECKING names annotations only: it is never imported when the module runs)
        tree.body = [block for block in tree.body
                     if not (isinstance(block, ast.If) and ast.unparse(block.test) == "TYPE_CHECKING")]
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                assert node.module in order[:at], (order[at], node.module)
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(PACKAGE):
                raise AssertionError(f"{order[at]} imports {node.module} by its full name")


def test_each_name_is_made_in_one_module() -> None:
    made: dict[str, str] = {}
    for module in MODULES:
        for node in ast.parse(inspect.getsource(module)).body:
            names = [node.name] if isinstance(node, (ast.FunctionDef, ast.ClassDef)) else [
                target.id for target in getattr(node, "targets", [getattr(node, "target", None)])
                if isinstance(target, ast.Name)]
            for name in names:
                assert made.setdefault(name, _short(module)) == _short(module), (name, made[name], _short(module))


def test_rules_is_its_mixins_and_no_method_is_in_two() -> None:
    mixins = Rules.__mro__[1:-1]
    assert mixins and all(mixin.__module__.startswith(PACKAGE + ".rules_") for mixin in mixins)
    seen: dict[str, type] = {}
    for cls in (Rules, *mixins):
        for name, value in vars(cls).items():
            if callable(value) or isinstance(value, staticmethod):
                assert seen.setdefault(name, cls) is cls, (name, seen[name], cls)
    assert {"classify", "being", "having", "acting", "refused", "corrected"} <= set(seen)


def test_a_shared_stand_in_gives_its_place_to_the_compiled_pattern_in_every_namespace() -> None:
    maker, user, late = {}, {}, {}
    exec("from memform.extract.patterns import lazy_regex\nWORD = lazy_regex(r'\\w+')\nDONE = lazy_regex('x')\n", maker)
    user.update(WORD=maker["WORD"], DONE=maker["DONE"], OTHER=lazy_regex("y"))
    maker["DONE"].search("x")  # compiled before it is shared: shared, the compiled pattern at once
    late["WORD"] = maker["WORD"]
    share_lazy(maker, user)
    assert isinstance(user["DONE"], re.Pattern) and user["DONE"] is maker["DONE"]
    assert isinstance(user["WORD"], LazyPattern) and isinstance(user["OTHER"], LazyPattern)
    assert user["WORD"].search("hello").group() == "hello"
    assert isinstance(user["WORD"], re.Pattern) and user["WORD"] is maker["WORD"]  # compiled: in both
    assert isinstance(late["WORD"], LazyPattern) and late["WORD"].search("again")  # not shared: the stand-in still


def test_no_module_holds_a_stand_in_once_its_pattern_is_compiled() -> None:
    texts = ["I'm a nurse and I live in Ohio, my sister has two cats.", "I used to work at Google, sorry, Amazon.",
             "My password is hunter2", "Allergies: peanuts, shellfish", "I love Mondays. Not.", "yeah i am teacher"]
    extractor = DeterministicExtractor()
    for seq, text in enumerate(texts, 1):
        extractor.extract([SourceEvent(seq=seq, event_type="user.message.created", author_role="user",
                                       texts=(text,))], ExtractionContext())
    compiled = [value for module in MODULES for value in vars(module).values() if isinstance(value, re.Pattern)]
    assert compiled
    stale = [f"{_short(module)}.{name}" for module in MODULES for name, value in vars(module).items()
             if type(value) is LazyPattern and value._compiled is not None]
    assert not stale
