# Kiebitz: `make run` starts the app, `make test` runs the whole suite, `make check` is the fast
# lane for the edit-test loop. Each sets up .venv first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
APP_STAMP := $(VENV)/.installed-app
TEST_STAMP := $(VENV)/.installed-test
PORT ?= 8501
ARGS ?=
# pytest exits 5 when it collected nothing; make treats that as a failure, as it should.
PYTEST := $(BIN)/pytest

.PHONY: run test check lint typecheck unit fast test-postgres bench clean

# The app alone: no test tools, no batch extra.
$(APP_STAMP): pyproject.toml coach/search/_core.c
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e .
	touch $(APP_STAMP)

# The suite also drives the lab's arena on a dask cluster, so it installs the batch extra.
$(TEST_STAMP): $(APP_STAMP)
	$(BIN)/pip install --quiet -e '.[test,batch]'
	touch $(TEST_STAMP)

# The app on the embedded SQLite database (KIEBITZ_DB_URL points it elsewhere).
run: $(APP_STAMP)
	$(BIN)/streamlit run app.py --server.port $(PORT) --server.headless true $(ARGS)

lint: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(TEST_STAMP)
	$(BIN)/mypy

unit: $(TEST_STAMP)
	$(PYTEST) -n 2

# The tests not marked slow or browser.
fast: $(TEST_STAMP)
	$(PYTEST) -n 2 -m "not slow and not browser"

test: lint typecheck unit

check: lint typecheck fast

# Every test that uses the database (marked `db` by tests/conftest.py) once more against the
# server in KIEBITZ_DB_URL (see .ci/run).
test-postgres: $(TEST_STAMP)
	@case "$$KIEBITZ_DB_URL" in postgresql*) ;; *) echo "set KIEBITZ_DB_URL=postgresql+psycopg://..."; exit 2;; esac
	$(PYTEST) -n 2 -m db

# The benchmarks of docs/benchmarks.md (figures, not tests).
bench: $(TEST_STAMP)
	$(BIN)/python -m lab bench rules
	$(BIN)/python -m lab.app.bench
	$(BIN)/python -m lab.app.quiz_bench
	$(BIN)/python -m lab arena --games 200 --seed 1 --pairings self
	$(BIN)/python -m lab bench-search

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
