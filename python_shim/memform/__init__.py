"""memform: a PostgreSQL-native memory formation engine for AI agents."""

__version__ = "0.1.0"
