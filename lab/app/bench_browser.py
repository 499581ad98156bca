"""Benchmark: the times a learner feels in a real browser (``python -m lab.app.bench_browser``).

Starts the app (``streamlit run app.py``) on a temporary SQLite database and drives Debian's
Chromium with Playwright, one user at a time. Reports the median (and the spread) of:
- first content: a new visitor opens the start page until its heading is painted, also step by
  step (the page received, DOMContentLoaded, the app's frame drawn, the websocket created and
  open, its first message, the first element in the main area, the heading painted);
- page switch: a click in the navigation until the new page's heading is painted and the run ends;
- lesson answer: a click on "Prüfen" until the verdict is painted.
The times are taken in the page (``performance.now()``): from the navigation's start (the time
origin) or the click's event, to the first frame after the awaited element appeared. Opening the
browser window is not counted, nor Playwright's own round trips. The first visit after the server
started is left out (warm-up). Next to the wall clock: the server's CPU time per action (Linux:
/proc) and the browser tab's main-thread time (Chromium's TaskDuration), which depend little on
what else the machine is doing.

``--bare`` also serves a minimal Streamlit app (generated into a temporary folder, with our
``.streamlit/config.toml``): the same headings on pages switched by ``st.navigation`` and an
answer button that writes a line. Its measurements are interleaved with ours, so both figures
are taken under the same load: the bare one is Streamlit's own floor on this machine.
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api import Browser, CDPSession, Page

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
IDLE = "[data-testid='stApp'][data-test-script-state='notRunning']"
START = "Willkommen bei Kiebitz"
PAGES = (("Reizwert", "Reizwert-Rechner"), ("Notizbuch", "Notizbuch"), ("Lernen", "Lernen"),
         ("Üben", "Üben"), ("Spielen", "Spielen"), ("Fortschritt", "Fortschritt"),
         ("Start", START))  # fmt: skip
LABELS = ("first content", "page switch", "lesson answer")

# In the page: before each frame, check for what a measurement awaits (a heading's text, a
# selector, the run's end); once there, note when that frame has been painted (a task after it).
# Checking per frame, not per DOM change, adds no style recalculations of its own.
PROBE = """
(() => {
  const bench = { want: null, start: null, done: null, marks: {} };
  window.__bench = bench;
  const mark = (name) => { if (!(name in bench.marks)) bench.marks[name] = performance.now(); };
  const Native = window.WebSocket;  // the first visit's milestones: socket opened, first message
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      mark("socket created");
      this.addEventListener("open", () => mark("socket open"));
      this.addEventListener("message", () => mark("first message"));
    }
  };
  const visible = (element) => element !== null && element.checkVisibility();
  const ready = (want) =>
    (!want.heading || [...document.querySelectorAll("h1")].some(
      (h) => h.textContent.includes(want.heading) && visible(h))) &&
    (!want.selector || visible(document.querySelector(want.selector))) &&
    (!want.idle || document.querySelector(want.idle) !== null);
  const frame = () => {
    if (bench.want === null) return;
    if (document.querySelector("[data-testid='stApp']") !== null) mark("app drawn");
    if (document.querySelector("[data-testid='stMain'] [data-testid='stMarkdownContainer']")) {
      mark("first element");
    }
    if (document.body !== null && ready(bench.want)) {
      bench.want = null;
      setTimeout(() => { bench.done = performance.now(); });
    } else {
      requestAnimationFrame(frame);
    }
  };
  document.addEventListener("click", (event) => {
    if (bench.start === null) bench.start = event.timeStamp;
  }, true);
  bench.arm = (want, start) => {
    Object.assign(bench, { want, start, done: null });
    requestAnimationFrame(frame);
  };
})();
"""
_SESSIONS: dict[Page, CDPSession] = {}  # one DevTools session per tab: its metrics accumulate
ARM = "([want, start]) => window.__bench.arm(want, start)"
DONE = "() => window.__bench.done !== null && window.__bench.start !== null"
ELAPSED = "() => window.__bench.done - window.__bench.start"
# The first visit's milestones, ms from the navigation's start (in the order they happen).
MILESTONES = """() => {
  const nav = performance.getEntriesByType("navigation")[0];
  return {"page received": nav.responseEnd, "DOMContentLoaded": nav.domContentLoadedEventEnd,
          ...window.__bench.marks, "heading painted": window.__bench.done};
}"""

BARE_PAGES = {
    "start.py": f'import streamlit as st\n\nst.title("{START}")\n',
    "reizwert.py": 'import streamlit as st\n\nst.title("Reizwert-Rechner")\n',
    "notebook.py": 'import streamlit as st\n\nst.title("Notizbuch")\n',
    "progress.py": 'import streamlit as st\n\nst.title("Fortschritt")\n',
    "practice.py": 'import streamlit as st\n\nst.title("Üben")\n',
    "play.py": 'import streamlit as st\n\nst.title("Spielen")\n',
    "learn.py": """import streamlit as st

st.title("Lernen")
state = st.session_state
if st.button("Öffnen", key="learn_open_cards"):
    state["open"] = True
if state.get("open"):
    st.number_input("Zahl", 0, 2000, 0, key="learn_number")
    if "answer" in state:
        st.write(f"Deine Antwort: {state['answer']}")
        st.button("Weiter", key="learn_next", on_click=lambda: state.pop("answer"))
    else:
        st.button("Prüfen", key="learn_check", on_click=lambda: state.update(
            answer=state["learn_number"]))
""",
    "app.py": """import streamlit as st

st.navigation([
    st.Page("start.py", title="Start", default=True),
    st.Page("learn.py", title="Lernen"),
    st.Page("reizwert.py", title="Reizwert"),
    st.Page("notebook.py", title="Notizbuch"),
    st.Page("practice.py", title="Üben"),
    st.Page("play.py", title="Spielen"),
    st.Page("progress.py", title="Fortschritt"),
]).run()
""",
}


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _write_bare(folder: Path) -> Path:
    """The minimal app, with our server settings, in ``folder``."""
    folder.mkdir()
    for name, text in BARE_PAGES.items():
        (folder / name).write_text(text, encoding="utf-8")
    (folder / ".streamlit").mkdir()
    shutil.copy(ROOT / ".streamlit" / "config.toml", folder / ".streamlit" / "config.toml")
    return folder


def _server_cpu_ms(pid: int) -> float:
    """CPU time the server process used so far (user + system), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


@dataclass
class _App:
    """One served app and its measurements (wall, server CPU, browser main thread; ms)."""

    name: str
    process: subprocess.Popen[bytes]
    url: str
    times: dict[str, dict[str, list[float]]] = field(default_factory=dict)
    by_page: dict[str, list[float]] = field(default_factory=dict)  # page switch wall, by target
    milestones: dict[str, list[float]] = field(default_factory=dict)  # first content, by step

    def note(self, label: str, wall: float, server: float, browser: float) -> None:
        for kind, value in (("wall", wall), ("server", server), ("browser", browser)):
            self.times.setdefault(label, {}).setdefault(kind, []).append(value)


def _serve(name: str, root: Path, folder: str) -> _App:
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
                return _App(name, process, url)
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise SystemExit(f"{name} did not start")


def _main_thread_ms(page: Page) -> float:
    """The tab's main-thread busy time since it was opened (Chromium's TaskDuration), in ms."""
    session = _SESSIONS.get(page)
    if session is None:
        session = _SESSIONS[page] = page.context.new_cdp_session(page)
        session.send("Performance.enable")
    metrics = session.send("Performance.getMetrics")["metrics"]
    return float(next(m["value"] for m in metrics if m["name"] == "TaskDuration")) * 1000


def _measure(
    app: _App, page: Page, label: str, want: dict[str, str], act: Callable[[], Any]
) -> None:
    """Arm the probe, act (a click), wait for what is wanted and note the times."""
    page.evaluate(ARM, [want, None])
    server, browser = _server_cpu_ms(app.process.pid), _main_thread_ms(page)
    act()
    page.wait_for_function(DONE, polling=50)
    app.note(
        label,
        page.evaluate(ELAPSED),
        _server_cpu_ms(app.process.pid) - server,
        _main_thread_ms(page) - browser,
    )


def _visit(browser: Browser, app: _App, label: str | None = None) -> Page:
    """A new visitor opens the start page; with a label, the first content is noted."""
    page = browser.new_context(locale="de-DE").new_page()
    page.set_default_timeout(120_000)
    page.add_init_script(PROBE + f"window.__bench.arm({{heading: {START!r}}}, 0);")
    server, busy = _server_cpu_ms(app.process.pid), _main_thread_ms(page)
    page.goto(app.url)
    page.wait_for_function(DONE, polling=50)
    if label:
        wall = page.evaluate(ELAPSED)
        app.note(
            label, wall, _server_cpu_ms(app.process.pid) - server, _main_thread_ms(page) - busy
        )
        for step, at in page.evaluate(MILESTONES).items():
            app.milestones.setdefault(step, []).append(at)
    page.wait_for_selector(IDLE)
    return page


def _switch(app: _App, page: Page, link: str, heading: str) -> None:
    _measure(
        app, page, "page switch", {"heading": heading, "idle": IDLE},
        lambda: page.get_by_role("link", name=link, exact=True).click(),
    )  # fmt: skip
    app.by_page.setdefault(link, []).append(app.times["page switch"]["wall"][-1])
    page.wait_for_selector(IDLE)


def _open_lesson(page: Page) -> None:
    page.get_by_role("link", name="Lernen", exact=True).click()
    page.locator(".st-key-learn_open_cards button").click()
    page.locator(".st-key-learn_number input").wait_for()
    page.wait_for_selector(IDLE)


def _answer(app: _App, page: Page) -> None:
    page.locator(".st-key-learn_number input").fill("5")
    page.locator(".st-key-learn_number input").press("Enter")
    page.wait_for_selector(IDLE)
    check = page.locator(".st-key-learn_check button")
    _measure(app, page, "lesson answer", {"selector": ".st-key-learn_next button"}, check.click)
    page.wait_for_selector(IDLE)
    page.locator(".st-key-learn_next button").click()
    page.locator(".st-key-learn_check button").wait_for()
    page.wait_for_selector(IDLE)


def _run(
    browser: Browser, apps: list[_App], repeat: int, switches: tuple[tuple[str, str], ...]
) -> None:
    """Each measurement in turn for every app (interleaved: the same load for all)."""
    for app in apps:
        _visit(browser, app).context.close()  # warm-up: the server's first run imports everything
    for _ in range(repeat):
        for app in apps:
            _visit(browser, app, "first content").context.close()
    pages = [_visit(browser, app) for app in apps]
    for _ in range(repeat):
        for link, heading in switches:
            for app, page in zip(apps, pages, strict=True):
                _switch(app, page, link, heading)
    for page in pages:
        _open_lesson(page)
    for _ in range(repeat):
        for app, page in zip(apps, pages, strict=True):
            _answer(app, page)


def _report(apps: list[_App], repeat: int, loads: tuple[float, float]) -> None:
    print(
        f"Chromium, one user, {repeat} runs, interleaved; load average {loads[0]:.1f} at the"
        f" start, {loads[1]:.1f} at the end. Median (min–max) in ms."
    )
    print(f"  {'':<14} {'app':<10} {'wall':>20} {'server CPU':>11} {'browser main':>13}")
    for label in LABELS:
        for app in apps:
            times = app.times[label]
            wall = times["wall"]
            print(
                f"  {label:<14} {app.name:<10} {statistics.median(wall):6.0f}"
                f" ({min(wall):4.0f}–{max(wall):4.0f}) n={len(wall):<2}"
                f" {statistics.median(times['server']):11.0f}"
                f" {statistics.median(times['browser']):13.0f}"
            )
    print("  first content step by step, median ms from the navigation's start:")
    for app in apps:
        steps = sorted(app.milestones.items(), key=lambda item: statistics.median(item[1]))
        shown = "  ".join(f"{step} {statistics.median(at):4.0f}" for step, at in steps)
        print(f"  {'':<14} {app.name:<10} {shown}")
    print("  page switch by target page, wall median in ms:")
    for app in apps:
        shown = "  ".join(
            f"{link} {statistics.median(wall):4.0f}" for link, wall in app.by_page.items()
        )
        print(f"  {'':<14} {app.name:<10} {shown}")


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs of each measurement")
    parser.add_argument("--app", type=Path, default=ROOT, help="checkout to serve (compare)")
    parser.add_argument("--bare", action="store_true", help="also a minimal Streamlit app")
    parser.add_argument(
        "--also", type=Path, action="append", default=[], help="another checkout, interleaved"
    )
    parser.add_argument(
        "--pages", help="switch only to these pages (comma-separated links, in this order)"
    )
    args = parser.parse_args(argv)
    start_load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        apps = [_serve("Kiebitz", args.app, folder)]
        try:
            for index, other in enumerate(args.also, 1):
                home = Path(folder) / f"also{index}"
                home.mkdir()
                apps.append(_serve(other.name[:10], other, str(home)))
            if args.bare:
                apps.append(_serve("bare", _write_bare(Path(folder) / "bare"), folder))
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            links = args.pages.split(",") if args.pages else [link for link, _ in PAGES]
            headings = dict(PAGES)
            _run(browser, apps, args.repeat, tuple((link, headings[link]) for link in links))
            browser.close()
        finally:
            for app in apps:
                app.process.terminate()
                app.process.wait(timeout=30)
    _report(apps, args.repeat, (start_load, os.getloadavg()[0]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
