"""Static guard: Python may only call memory.* functions and read memory.* views.

Every string constant in python_shim/ that begins with an upper-case SQL keyword is
treated as SQL (project convention: SQL keywords are written in upper case) and checked.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import sqlglot
from sqlglot import exp

SQL_START = re.compile(
    r"^\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|DROP|ALTER|TRUNCATE|COPY|CALL|DO|GRANT|REVOKE|SET|"
    r"LISTEN|UNLISTEN|NOTIFY|MERGE|VACUUM|ANALYZE|REFRESH|LOCK|COMMENT|EXECUTE|PREPARE)\b"
)
# Channel subscriptions carry no data.
LISTEN = re.compile(r"^\s*(LISTEN|UNLISTEN)\s+[a-z_][a-z0-9_]*\s*;?\s*$")
# Built-ins that read or write no table.
ALLOWED_CATALOG_FUNCTIONS = {"pg_advisory_xact_lock", "pg_try_advisory_xact_lock", "hashtext"}
WRITES = (exp.Insert, exp.Update, exp.Delete, exp.Merge, exp.Create, exp.Drop, exp.Alter, exp.TruncateTable,
          exp.Command, exp.Copy)


@dataclass(frozen=True)
class SqlString:
    path: Path
    line: int
    text: str


def sql_strings(root: Path) -> Iterator[SqlString]:
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and SQL_START.match(node.value):
                yield SqlString(path, node.lineno, node.value)
            elif isinstance(node, ast.JoinedStr):
                head = next((v.value for v in node.values if isinstance(v, ast.Constant)), "")
                if isinstance(head, str) and SQL_START.match(head):
                    yield SqlString(path, node.lineno, "<f-string: dynamic SQL is not allowed>")


def violations(sql: str, memory_views: set[str]) -> list[str]:
    """Reasons this SQL text breaks the rule; empty when it only calls functions and reads views."""
    if sql.startswith("<f-string"):
        return [sql]
    problems: list[str] = []
    for part in (p for p in sql.split(";") if p.strip()):
        if LISTEN.match(part):
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


def _statement_violations(statement: exp.Expression, memory_views: set[str]) -> list[str]:
    if isinstance(statement, exp.Set):
        return []
    if not isinstance(statement, exp.Select):
        return [f"{type(statement).__name__} statement"]
    problems = [f"contains {type(node).__name__}" for node in statement.find_all(*WRITES)]
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
