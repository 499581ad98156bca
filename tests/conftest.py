"""Database fixtures shared by all UI tests.

Every test gets an empty database of its own: a temporary SQLite file, or, when
``KIEBITZ_DB_URL`` names a PostgreSQL server (CI), a fresh schema on that server dropped after
the test. The fixture also points ``KIEBITZ_DB_URL`` at that database, so an app started by the
test (AppTest or a real server) uses it. Every test that uses the database is marked ``db``:
``make test-postgres`` runs exactly those once more against PostgreSQL.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, settings
from sqlalchemy import create_engine, text

from ui.store import DB_URL_ENV, Store

SERVER_URL = os.environ.get(DB_URL_ENV, "")

# Speed is measured in benchmarks, never in tests: no deadlines, no "too slow" health check. A
# busy machine also makes Hypothesis give up on filtered inputs sooner (the stateful game test's
# preconditions), so "filter too much" is no failure either.
settings.register_profile(
    "kiebitz",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    print_blob=True,
)
settings.load_profile("kiebitz")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "db: uses the test database (run again on PostgreSQL in CI)")
    config.addinivalue_line(
        "markers",
        "required_in_ci: may skip on a developer's machine (no ../shared, no compiled core), "
        "but where CI is set (.ci/run) a skip is a failure",
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        fixtures = getattr(item, "fixturenames", ())
        if "db_url" in fixtures:
            item.add_marker(pytest.mark.db)
        if "iss_real_path" in fixtures:  # the real ISS records of ../shared
            item.add_marker(pytest.mark.required_in_ci)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """In CI a skip of a test marked `required_in_ci` is reported as a failure, with its reason."""
    outcome = yield
    report = outcome.get_result()
    if report.skipped and os.environ.get("CI") and item.get_closest_marker("required_in_ci"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
        report.outcome = "failed"
        report.longrepr = f"skipped, but CI must run this test: {reason}"


def _is_postgres(url: str) -> bool:
    return url.startswith("postgresql")


@pytest.fixture
def db_url(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The URL of an empty database for this test, also set as ``KIEBITZ_DB_URL``."""
    if not _is_postgres(SERVER_URL):
        url = f"sqlite:///{tmp_path / 'kiebitz.sqlite3'}"
        monkeypatch.setenv(DB_URL_ENV, url)
        yield url
        return
    schema = f"test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(SERVER_URL)
    with admin.begin() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    separator = "&" if "?" in SERVER_URL else "?"
    # Named after the schema, so that the connections this test opened (pages and servers keep
    # their stores for the whole process) are closed when it ends: a long suite would otherwise
    # use up the server's connection slots.
    options = quote(f"-csearch_path={schema}")
    url = f"{SERVER_URL}{separator}application_name={schema}&options={options}"
    monkeypatch.setenv(DB_URL_ENV, url)
    try:
        yield url
    finally:
        with admin.begin() as connection:
            connection.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE application_name = :name AND pid <> pg_backend_pid()"
                ),
                {"name": schema},
            )
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    """A `Store` on the test's own empty database."""
    opened = Store(db_url)
    yield opened
    opened.close()
