"""Benchmark: wall-clock times a learner feels in a real browser (``python -m ui.bench_browser``).

Starts the app (``streamlit run app.py``) on a temporary SQLite database and drives Debian's
Chromium with Playwright, one user at a time. Reports the median (and the spread) of:
- first content: a new visitor opens the start page until its heading shows;
- page switch: a click in the navigation until the new page's heading shows and the run ends;
- lesson answer: a click on "Prüfen" until the verdict shows.
Times include the browser; the first visit after the server started is left out (warm-up).
Next to the wall clock, the server's CPU time per action (Linux: /proc), which does not depend on
what else the machine is doing.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
IDLE = "[data-testid='stApp'][data-test-script-state='notRunning']"
PAGES = (("Reizwert", "Reizwert-Rechner"), ("Notizbuch", "Notizbuch"), ("Lernen", "Lernen"),
         ("Fortschritt", "Fortschritt"), ("Start", "Willkommen bei Kiebitz"))  # fmt: skip


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _serve(folder: str, root: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = _free_port()
    env = {**os.environ, "KIEBITZ_DB_URL": f"sqlite:///{folder}/bench.sqlite3", "HOME": folder}
    process = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", "app.py", "--server.port", str(port),
         "--server.address", "127.0.0.1", "--server.headless", "true"],
        cwd=root, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    for _ in range(600):
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2):
                return process, url
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise SystemExit("the app did not start")


def _server_cpu_ms(pid: int) -> float:
    """CPU time the server process used so far (user + system), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


class _Timer:
    """Wall-clock and server-CPU milliseconds of each timed action, by measurement."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.wall: dict[str, list[float]] = {}
        self.cpu: dict[str, list[float]] = {}

    def time(self, label: str, action: Callable[[], object]) -> None:
        cpu, start = _server_cpu_ms(self.pid), time.perf_counter()
        action()
        self.wall.setdefault(label, []).append((time.perf_counter() - start) * 1000)
        self.cpu.setdefault(label, []).append(_server_cpu_ms(self.pid) - cpu)


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import Page, sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs of each measurement")
    parser.add_argument("--app", type=Path, default=ROOT, help="checkout to serve (compare)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        process, url = _serve(folder, args.app)
        timer = _Timer(process.pid)
        try:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])

            def visit() -> Page:
                page = browser.new_context(locale="de-DE").new_page()
                page.set_default_timeout(120_000)
                page.goto(url)
                page.get_by_role("heading", name="Willkommen bei Kiebitz").wait_for()
                return page

            visit().context.close()  # warm-up: the server's first run imports everything
            pages: list[Page] = []
            for _ in range(args.repeat):
                timer.time("first content", lambda: pages.append(visit()))
                pages[-1].wait_for_selector(IDLE)
                pages[-1].context.close()
            page = visit()
            page.wait_for_selector(IDLE)
            for _ in range(args.repeat):
                for link, heading in PAGES:

                    def switch(link: str = link, heading: str = heading) -> None:
                        page.get_by_role("link", name=link, exact=True).click()
                        page.get_by_role("heading", name=heading).first.wait_for()
                        page.wait_for_timeout(20)
                        page.wait_for_selector(IDLE)

                    timer.time("page switch", switch)
            page.get_by_role("link", name="Lernen", exact=True).click()
            page.locator(".st-key-learn_open_cards button").click()
            page.wait_for_selector(IDLE)
            for _ in range(args.repeat):
                page.locator(".st-key-learn_number input").fill("5")
                page.locator(".st-key-learn_number input").press("Enter")
                page.wait_for_selector(IDLE)

                def answer() -> None:
                    page.locator(".st-key-learn_check button").click()
                    page.locator(".st-key-learn_next button").wait_for()

                timer.time("lesson answer", answer)
                page.locator(".st-key-learn_next button").click()
                page.locator(".st-key-learn_check button").wait_for()
                page.wait_for_selector(IDLE)
            browser.close()
        finally:
            process.terminate()
            process.wait(timeout=30)
    print(f"Kiebitz in Chromium, wall clock, one user ({args.repeat} runs; median, min–max)")
    for label, times in timer.wall.items():
        print(
            f"  {label:<14} median {statistics.median(times):7.0f} ms"
            f"   ({min(times):.0f}–{max(times):.0f} ms, n={len(times)});"
            f" server CPU median {statistics.median(timer.cpu[label]):.0f} ms"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
