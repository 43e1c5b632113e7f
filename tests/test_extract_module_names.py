"""No module of the extractor binds one module-level name twice: with some 900 patterns and tables, a new one given
a name already in use silently replaced the old one for every rule that read it (a helper's PARTED did, once)."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

import memform.extract

EXTRACT = Path(memform.extract.__file__).parent


def bound_names(tree: ast.Module) -> list[str]:
    names: list[str] = []
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, ast.AnnAssign) else []
        names += [target.id for target in targets if isinstance(target, ast.Name)]
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.append(node.name)
    return names


@pytest.mark.parametrize("module", sorted(p.name for p in EXTRACT.glob("*.py")))
def test_no_module_level_name_is_bound_twice(module: str) -> None:
    counts = Counter(bound_names(ast.parse((EXTRACT / module).read_text())))
    assert [name for name, count in counts.items() if count > 1] == []


def test_a_name_bound_twice_is_found() -> None:
    assert bound_names(ast.parse("A = 1\ndef f(): pass\nA = 2\nclass f: pass\n")) == ["A", "f", "A", "f"]
