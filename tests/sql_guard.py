"""Static guard: Python may only call memory.* functions and read memory.* views.

SQL is found two ways in every module of the package:

* at the call sites, whatever the text looks like: the SQL argument of every ``execute``,
  ``executemany``, ``copy`` and ``stream`` call (on a connection, a cursor or anything else) and
  of ``psycopg.sql.SQL``. The argument is resolved statically: string constants, implicit and
  ``+`` concatenation, names assigned in the function, the module or a class, names imported from
  another module of the package, and function parameters (through every call site of that
  function in the package). An argument that cannot be resolved to constant text (an f-string,
  %-formatting, a composed ``sql.SQL(...).format``, a call result) is itself a violation unless
  it is listed in EXEMPT_DYNAMIC with its reason. A sink method referenced without being called
  (``run = conn.execute``) is a violation, since its calls cannot be followed.
* by shape, for string constants never passed to a sink: text that starts (after any SQL
  comments) with an upper-case SQL keyword, or with a keyword in any case and names ``memory.``.

Each piece of SQL found is parsed with sqlglot (postgres) and must be a SELECT that reads only
memory.* views and memory.* table functions, calls only memory.* functions (plus a few catalog
built-ins that touch no table), takes no row locks and creates nothing; or LISTEN/UNLISTEN on a
channel; or SET of a setting in ALLOWED_SETTINGS.
"""

from __future__ import annotations

import ast
import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import sqlglot
from sqlglot import exp

_LEADING_COMMENTS = r"^(?:\s|--[^\n]*(?:\n|$)|/\*.*?\*/)*"
_KEYWORDS = (
    r"(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|DROP|ALTER|TRUNCATE|COPY|CALL|DO|GRANT|REVOKE|SET|RESET|"
    r"LISTEN|UNLISTEN|NOTIFY|MERGE|VACUUM|ANALYZE|REFRESH|LOCK|COMMENT|EXECUTE|PREPARE|DISCARD|TABLE|"
    r"VALUES|SECURITY|IMPORT|CLUSTER|REINDEX|LOAD|DECLARE|FETCH|BEGIN|START|COMMIT|ROLLBACK|SAVEPOINT)\b"
)
# Upper-case keywords are the project's convention for SQL text.
SQL_START = re.compile(_LEADING_COMMENTS + _KEYWORDS, re.DOTALL)
SQL_START_ANY_CASE = re.compile(_LEADING_COMMENTS + _KEYWORDS, re.DOTALL | re.IGNORECASE)
NAMES_MEMORY = re.compile(r"\bmemory\s*\.\s*\w", re.IGNORECASE)
# Channel subscriptions carry no data.
LISTEN = re.compile(r"^\s*(LISTEN|UNLISTEN)\s+[a-z_][a-z0-9_]*\s*$", re.IGNORECASE)
# Built-ins that read or write no table.
ALLOWED_CATALOG_FUNCTIONS = {"pg_advisory_xact_lock", "pg_try_advisory_xact_lock", "hashtext"}
# Settings Python may SET (the migrator defers function-body checks while it re-applies them).
ALLOWED_SETTINGS = {"check_function_bodies"}
WRITES = (exp.Insert, exp.Update, exp.Delete, exp.Merge, exp.Create, exp.Drop, exp.Alter, exp.TruncateTable,
          exp.Command, exp.Copy, exp.Into)
SINK_METHODS = {"execute", "executemany", "copy", "stream"}
SQL_CONSTRUCTORS = {"SQL"}
# (module file name, source of the argument) -> why it may run text the guard cannot read.
EXEMPT_DYNAMIC = {
    ("migrate.py", "path.read_text()"): "the migrator applies the package's own schema definition files",
}


@dataclass(frozen=True)
class SqlString:
    path: Path
    line: int
    text: str


class _Unresolved(Exception):
    pass


@dataclass
class _Module:
    path: Path
    name: str
    tree: ast.Module
    # name -> values assigned to it at module level or in a class body
    constants: dict[str, list[ast.expr]] = field(default_factory=dict)
    # local alias -> (module name, attribute or None for the module itself)
    imports: dict[str, tuple[str, str | None]] = field(default_factory=dict)
    parents: dict[ast.AST, ast.AST] = field(default_factory=dict)


def _assigned(body: list[ast.stmt]) -> Iterator[tuple[str, ast.expr]]:
    for node in body:
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    yield target.id, node.value
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            yield node.target.id, node.value


class _Package:
    def __init__(self, root: Path):
        self.modules: list[_Module] = []
        self.by_name: dict[str, _Module] = {}
        for path in sorted(root.rglob("*.py")):
            relative = path.relative_to(root).with_suffix("")
            parts = [p for p in relative.parts if p != "__init__"]
            module = _Module(path, ".".join(parts), ast.parse(path.read_text(), filename=str(path)))
            for node in ast.walk(module.tree):
                for child in ast.iter_child_nodes(node):
                    module.parents[child] = node
            bodies = [module.tree.body] + [n.body for n in ast.walk(module.tree) if isinstance(n, ast.ClassDef)]
            for body in bodies:
                for name, value in _assigned(body):
                    module.constants.setdefault(name, []).append(value)
            for node in ast.walk(module.tree):
                if isinstance(node, ast.ImportFrom) and node.module:
                    for alias in node.names:
                        module.imports[alias.asname or alias.name] = (node.module, alias.name)
                elif isinstance(node, ast.Import):
                    for alias in node.names:
                        module.imports[alias.asname or alias.name.split(".")[0]] = (alias.name, None)
            self.modules.append(module)
            self.by_name[module.name] = module

    def _module_named(self, dotted: str) -> _Module | None:
        for candidate in (dotted, dotted.split(".", 1)[-1]):
            if candidate in self.by_name:
                return self.by_name[candidate]
        return None

    def _enclosing_function(self, module: _Module, node: ast.AST) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
        current: ast.AST | None = module.parents.get(node)
        while current is not None:
            if isinstance(current, ast.FunctionDef | ast.AsyncFunctionDef):
                return current
            current = module.parents.get(current)
        return None

    def resolve(self, module: _Module, node: ast.expr, depth: int = 0) -> list[str]:
        """Every constant text this expression can be; _Unresolved when it is not constant."""
        if depth > 12:
            raise _Unresolved("too deep to follow")
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return [node.value]
        if isinstance(node, ast.JoinedStr):
            raise _Unresolved("f-string: dynamic SQL is not allowed")
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left = self.resolve(module, node.left, depth + 1)
            right = self.resolve(module, node.right, depth + 1)
            return [a + b for a, b in itertools.product(left, right)]
        if isinstance(node, ast.IfExp):
            return self.resolve(module, node.body, depth + 1) + self.resolve(module, node.orelse, depth + 1)
        if isinstance(node, ast.Call) and _callee(node) in SQL_CONSTRUCTORS and node.args:
            return self.resolve(module, node.args[0], depth + 1)
        if isinstance(node, ast.Name):
            return self._resolve_name(module, node, depth)
        if isinstance(node, ast.Attribute):
            if isinstance(node.value, ast.Name) and node.value.id in module.imports:
                target, attribute = module.imports[node.value.id]
                imported = self._module_named(target if attribute is None else f"{target}.{attribute}")
                if imported is not None and node.attr in imported.constants:
                    return self._resolve_all(imported, imported.constants[node.attr], depth)
            if node.attr in module.constants:
                return self._resolve_all(module, module.constants[node.attr], depth)
        raise _Unresolved(f"not constant text: {ast.unparse(node)}")

    def _resolve_all(self, module: _Module, values: list[ast.expr], depth: int) -> list[str]:
        return [text for value in values for text in self.resolve(module, value, depth + 1)]

    def _resolve_name(self, module: _Module, node: ast.Name, depth: int) -> list[str]:
        function = self._enclosing_function(module, node)
        if function is not None:
            local = [value for name, value in _assigned(list(_walk_body(function))) if name == node.id]
            if local:
                return self._resolve_all(module, local, depth)
            parameters = [*function.args.posonlyargs, *function.args.args, *function.args.kwonlyargs]
            if any(p.arg == node.id for p in parameters):
                return self._resolve_parameter(module, function, node.id, depth)
        if node.id in module.constants:
            return self._resolve_all(module, module.constants[node.id], depth)
        if node.id in module.imports:
            target, attribute = module.imports[node.id]
            imported = self._module_named(target)
            if imported is not None and attribute is not None and attribute in imported.constants:
                return self._resolve_all(imported, imported.constants[attribute], depth)
        raise _Unresolved(f"not constant text: {node.id}")

    def _resolve_parameter(self, module: _Module, function: ast.FunctionDef | ast.AsyncFunctionDef, name: str,
                           depth: int) -> list[str]:
        """A parameter is what every call of its function in the package passes (or its default)."""
        positional = [p.arg for p in (*function.args.posonlyargs, *function.args.args)]
        is_method = isinstance(module.parents.get(function), ast.ClassDef) and positional[:1] in (["self"], ["cls"])
        defaults = dict(zip(reversed(positional), reversed(function.args.defaults), strict=False))
        defaults.update({p.arg: d for p, d in zip(function.args.kwonlyargs, function.args.kw_defaults, strict=True)
                         if d is not None})
        texts: list[str] = []
        calls = 0
        for other in self.modules:
            for call in ast.walk(other.tree):
                if not isinstance(call, ast.Call) or _callee(call) != function.name:
                    continue
                calls += 1
                index = positional.index(name) if name in positional else None
                if index is not None and is_method and isinstance(call.func, ast.Attribute):
                    index -= 1
                passed: ast.expr | None = next((k.value for k in call.keywords if k.arg == name), None)
                if passed is None and index is not None and 0 <= index < len(call.args):
                    if any(isinstance(a, ast.Starred) for a in call.args[: index + 1]):
                        raise _Unresolved(f"*args passed to {function.name}")
                    passed = call.args[index]
                if passed is None and any(k.arg is None for k in call.keywords):
                    raise _Unresolved(f"**kwargs passed to {function.name}")
                if passed is None:
                    if name not in defaults:
                        raise _Unresolved(f"{function.name}() called without {name}")
                    texts += self.resolve(module, defaults[name], depth + 1)
                else:
                    texts += self.resolve(other, passed, depth + 1)
        if not calls:
            raise _Unresolved(f"parameter {name} of {function.name}() has no call site in the package")
        return texts


def _walk_body(function: ast.FunctionDef | ast.AsyncFunctionDef) -> Iterator[ast.stmt]:
    """The statements of a function, nested blocks included, but not nested functions or classes."""
    stack: list[ast.stmt] = list(function.body)
    while stack:
        statement = stack.pop(0)
        yield statement
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        for child in ast.iter_child_nodes(statement):
            if isinstance(child, ast.stmt):
                stack.append(child)
            elif isinstance(child, ast.excepthandler | ast.match_case):
                stack.extend(child.body)


def _callee(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


def _is_sink(module: _Module, call: ast.Call) -> bool:
    if not isinstance(call.func, ast.Attribute) or call.func.attr not in SINK_METHODS or not call.args:
        return False
    receiver = call.func.value
    # shutil.copy(src, dst) and the like: a module's function, not a database call.
    imported = module.imports.get(receiver.id) if isinstance(receiver, ast.Name) else None
    return not (imported is not None and imported[1] is None)


def sql_strings(root: Path) -> Iterator[SqlString]:
    package = _Package(root)
    for module in package.modules:
        passed: set[int] = set()
        for node in ast.walk(module.tree):
            if isinstance(node, ast.Call) and (_is_sink(module, node)
                                               or (_callee(node) in SQL_CONSTRUCTORS and node.args)):
                argument = node.args[0]
                if (module.path.name, ast.unparse(argument)) in EXEMPT_DYNAMIC:
                    continue
                try:
                    texts = package.resolve(module, argument)
                except _Unresolved as exc:
                    yield SqlString(module.path, node.lineno, f"<{exc}>")
                    continue
                passed.update(id(n) for n in ast.walk(argument))
                for text in texts:
                    yield SqlString(module.path, node.lineno, text)
            elif (isinstance(node, ast.Attribute) and node.attr in SINK_METHODS
                  and isinstance(node.ctx, ast.Load) and not _used_in_place(module, node)):
                yield SqlString(module.path, node.lineno,
                                f"<{ast.unparse(node)} referenced, not called: its SQL cannot be followed>")
        for node in ast.walk(module.tree):
            if id(node) in passed:
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and _looks_like_sql(node.value):
                yield SqlString(module.path, node.lineno, node.value)
            elif isinstance(node, ast.JoinedStr):
                head = next((v.value for v in node.values if isinstance(v, ast.Constant)), "")
                if isinstance(head, str) and _looks_like_sql(head):
                    yield SqlString(module.path, node.lineno, "<f-string: dynamic SQL is not allowed>")


def _used_in_place(module: _Module, node: ast.Attribute) -> bool:
    """conn.execute(...) is a call and self.stream.write a further attribute: neither passes the method on."""
    parent = module.parents.get(node)
    return (isinstance(parent, ast.Call) and parent.func is node) or isinstance(parent, ast.Attribute)


def _looks_like_sql(text: str) -> bool:
    return bool(SQL_START.match(text) or (SQL_START_ANY_CASE.match(text) and NAMES_MEMORY.search(text)))


def violations(sql: str, memory_views: set[str]) -> list[str]:
    """Reasons this SQL text breaks the rule; empty when it only calls functions and reads views."""
    if sql.startswith("<"):
        return [sql]
    problems: list[str] = []
    for part in (p for p in sql.split(";") if p.strip()):
        if LISTEN.match(_strip_comments(part)):
            continue
        try:
            statements = sqlglot.parse(part, read="postgres")
        except sqlglot.errors.ParseError as exc:
            problems.append(f"unparseable SQL: {exc}")
            continue
        for statement in statements:
            if statement is None:
                continue
            problems.extend(_statement_violations(statement, memory_views))
    return problems


def _strip_comments(sql: str) -> str:
    return re.sub(r"--[^\n]*(\n|$)|/\*.*?\*/", " ", sql, flags=re.DOTALL)


def _statement_violations(statement: exp.Expression, memory_views: set[str]) -> list[str]:
    if isinstance(statement, exp.Set):
        problems = []
        for item in statement.expressions:
            target = item.this.this if isinstance(item, exp.SetItem) and isinstance(item.this, exp.EQ) else None
            name = target.name.lower() if isinstance(target, exp.Column) else None
            if name not in ALLOWED_SETTINGS:
                problems.append(f"SET {item.sql('postgres')}: not an allowed setting")
        return problems or ([] if statement.expressions else ["empty SET"])
    if not isinstance(statement, exp.Select):
        return [f"{type(statement).__name__} statement"]
    problems = [f"contains {type(node).__name__}" for node in statement.find_all(*WRITES)]
    if any(select.args.get("locks") for select in statement.find_all(exp.Select)):
        problems.append("takes row locks (FOR UPDATE/SHARE)")
    for table in statement.find_all(exp.Table):
        if isinstance(table.this, exp.Anonymous):
            if table.db != "memory":
                problems.append(f"table function outside memory: {table.sql('postgres')}")
        elif table.db != "memory" or table.name not in memory_views:
            problems.append(f"reads {table.sql('postgres')}, which is not a memory.* view")
    for func in statement.find_all(exp.Anonymous):
        if isinstance(func.parent, exp.Table):
            continue
        schema = func.parent.this.name if isinstance(func.parent, exp.Dot) else None
        if schema == "memory":
            continue
        if schema in (None, "pg_catalog") and func.name.lower() in ALLOWED_CATALOG_FUNCTIONS:
            continue
        problems.append(f"calls {schema + '.' if schema else ''}{func.name}, not a memory.* function")
    return problems
