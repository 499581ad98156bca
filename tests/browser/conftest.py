"""A real Kiebitz server (`streamlit run app.py`, as `make run` starts it) and Debian's Chromium.

Browser tests skip with a reason when /usr/bin/chromium is missing, unless
``KIEBITZ_REQUIRE_BROWSER=1`` (set by .ci/run), where a missing browser is a failure.
Playwright drives the system Chromium; nothing is ever downloaded.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
STARTUP_SECONDS = 120


def _require_chromium() -> None:
    if CHROMIUM.exists():
        return
    reason = f"{CHROMIUM} not installed (apt-get install chromium)"
    if os.environ.get("KIEBITZ_REQUIRE_BROWSER") == "1":
        pytest.fail(f"browser tests are required here but {reason}")
    pytest.skip(reason)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture
def server(db_url: str, tmp_path: Path) -> Iterator[str]:
    """The app served on a free localhost port with this test's database; yields its URL."""
    _require_chromium()
    port = _free_port()
    log = (tmp_path / "streamlit.log").open("w")
    env = {**os.environ, "KIEBITZ_DB_URL": db_url, "HOME": str(tmp_path)}
    process = subprocess.Popen(
        [
            sys.executable, "-m", "streamlit", "run", "app.py",
            "--server.port", str(port), "--server.address", "127.0.0.1",
            "--server.headless", "true", "--browser.gatherUsageStats", "false",
        ],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        while True:
            try:
                with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as answer:
                    if answer.status == 200:
                        break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(
                        f"the app did not start: {(tmp_path / 'streamlit.log').read_text()}"
                    )
                time.sleep(0.3)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> object:
    """Keep each phase's report on the test, so a fixture can tell whether the test failed."""
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


@pytest.fixture
def page(server: str, request: pytest.FixtureRequest) -> Iterator[object]:
    """A fresh Chromium page (Playwright, system browser).

    When the test fails, the page's text at that moment is printed, so a failure on a CI machine
    shows what the learner would have seen.
    """
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=60_000)

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        context = browser.new_context(viewport={"width": 1280, "height": 1000}, locale="de-DE")
        context.set_default_timeout(60_000)
        page = context.new_page()
        yield page
        report = getattr(request.node, "report_call", None)
        if report is not None and report.failed:
            print(f"--- the page at {page.url} when the test failed ---")
            print(page.locator("body").inner_text(timeout=10_000)[:6000])
        context.close()
        browser.close()


@pytest.fixture
def club(monkeypatch: pytest.MonkeyPatch) -> None:
    """The server started after this (the `server` fixture) runs in club mode: nobody sees a
    list of names, learners sign in with name and PIN."""
    from ui.session import CLUB_ENV

    monkeypatch.setenv(CLUB_ENV, "1")


@pytest.fixture
def club_chromium(club: None, server: str) -> Iterator[object]:
    """Chromium for the club server (`tests.browser.accounts.visitor`: a tablet of its own)."""
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=60_000)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()
