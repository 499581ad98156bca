# Kiebitz: `make run` starts the app, `make test` runs the whole suite. Both set up .venv first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PORT ?= 8501
ARGS ?=
# pytest exits 5 when it collected nothing; make treats that as a failure, as it should.
PYTEST := $(BIN)/pytest

.PHONY: run test lint typecheck unit test-postgres bench clean

$(STAMP): pyproject.toml coach/search/_core.c
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

# The app on the embedded SQLite database (KIEBITZ_DB_URL points it elsewhere).
run: $(STAMP)
	$(BIN)/streamlit run app.py --server.port $(PORT) --server.headless true $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy

unit: $(STAMP)
	$(PYTEST) -n 2

test: lint typecheck unit

# Every test that uses the database (marked `db` by tests/conftest.py) once more against the
# server in KIEBITZ_DB_URL (see .ci/run).
test-postgres: $(STAMP)
	@case "$$KIEBITZ_DB_URL" in postgresql*) ;; *) echo "set KIEBITZ_DB_URL=postgresql+psycopg://..."; exit 2;; esac
	$(PYTEST) -n 2 -m db

bench: $(STAMP)
	$(BIN)/kiebitz bench rules
	$(BIN)/python -m ui.bench
	$(BIN)/python -m ui.quiz_bench
	$(BIN)/kiebitz arena --games 200 --seed 1 --pairings self
	$(BIN)/kiebitz bench-search

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
