"""Where the repository's SQL lives: beside the package in a wheel, at the repo root in a checkout."""

from __future__ import annotations

from pathlib import Path

_PACKAGED = Path(__file__).resolve().parent / "_sql"
_CHECKOUT = Path(__file__).resolve().parents[2]

#: Re-applied definition directories, in the order they are applied.
DEFINITION_DIRS = ("functions", "triggers", "sql")


def sql_root() -> Path:
    """The directory holding migrations/, functions/, triggers/ and sql/."""
    for root in (_PACKAGED, _CHECKOUT):
        if (root / "migrations").is_dir():
            return root
    raise FileNotFoundError("memform SQL assets not found (neither packaged nor in a checkout)")


def migrations_dir() -> Path:
    return sql_root() / "migrations"


def definition_files() -> list[Path]:
    """Every re-applied SQL file: functions/, then triggers/, then sql/, each sorted by name."""
    root = sql_root()
    files: list[Path] = []
    for name in DEFINITION_DIRS:
        files.extend(sorted((root / name).glob("*.sql")))
    return files
