# Two commands on a fresh Debian 12 machine: `make demo` and `make test`.
# Each installs what is missing (Debian packages as root, the virtualenv) first.

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.memform-installed

.PHONY: demo test lint bench system-deps venv clean

demo: system-deps $(STAMP)
	$(BIN)/memform demo

test: system-deps $(STAMP)
	$(BIN)/ruff check python_shim tests bench
	$(BIN)/pytest -q

lint: $(STAMP)
	$(BIN)/ruff check python_shim tests bench

bench: system-deps $(STAMP)
	$(BIN)/python bench/bench_foundation.py
	$(BIN)/python bench/bench_commit.py
	$(BIN)/python bench/bench_extract.py
	$(BIN)/python bench/bench_extract_hostile.py
	$(BIN)/python bench/bench_worker.py
	$(BIN)/python bench/bench_reread.py
	$(BIN)/python bench/bench_maintenance.py
	$(BIN)/python bench/bench_maintenance_idle.py

system-deps:
	@scripts/system-deps.sh

venv: $(STAMP)

# An editable install compiles no bytecode, and an environment with PYTHONDONTWRITEBYTECODE writes none on import:
# compiled here, a `memform` process does not compile the extractor's rules anew each time it starts.
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[test]'
	$(BIN)/python -m compileall -q python_shim
	touch $(STAMP)

clean:
	-$(BIN)/memform down
	rm -rf $(VENV) .memform .pytest_cache .ruff_cache
