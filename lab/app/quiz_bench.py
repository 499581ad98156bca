"""Benchmark of the Üben page (``python -m lab.app.quiz_bench``): feedback time and preparation
time.

Times: the server time from pressing "Antworten" to the graded table, driven with AppTest on
a temporary SQLite database (the question was prepared in the background meanwhile, as while a
learner thinks): for a learner who thinks until the next question is prepared too (wall clock
and CPU time of the click), and for one who answers at once, while the search prepares the next
question beside the page. Preparation: the time the search takes to draw and grade one question
of each kind at the page's sample size, which is what a learner who answers at once waits for.
Median and 90th percentile of repeated runs.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from coach.rules.contract import ISKO
from lessons.quiz import Difficulty, QuizKind
from lessons.quizzes import WORLDS, prepare

APP = str(Path(__file__).resolve().parents[2] / "app.py")


def _summary(label: str, seconds: list[float]) -> str:
    p90 = statistics.quantiles(seconds, n=10)[-1] if len(seconds) > 1 else seconds[0]
    return f"  {label:<22} median {statistics.median(seconds):6.2f} s   p90 {p90:6.2f} s"


@contextmanager
def _one_script_cache() -> Iterator[None]:
    """Compile each page once, as the server does for all its sessions (AppTest compiles the
    page again on every run, which no learner waits for)."""
    from streamlit.runtime.scriptrunner.script_cache import ScriptCache
    from streamlit.testing.v1 import app_test, local_script_runner

    shared = ScriptCache()
    modules = (app_test, local_script_runner)
    saved = [getattr(module, "ScriptCache") for module in modules]  # noqa: B009
    for module in modules:
        setattr(module, "ScriptCache", lambda: shared)  # noqa: B010
    try:
        yield
    finally:
        for module, cache in zip(modules, saved, strict=True):
            setattr(module, "ScriptCache", cache)  # noqa: B010


@dataclass
class Times:
    """Seconds per measurement: wall clock and the process's CPU time."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)


def feedback_times(repeat: int, kind: QuizKind, thinks: bool) -> Times:
    """The answer's feedback, `repeat` questions of `kind` in a row. With `thinks` the learner
    answers once the next question is prepared (the CPU time is then the click's own);
    otherwise at once, while the search prepares the next question beside the page."""
    from streamlit.testing.v1 import AppTest

    from ui.jobs import jobs

    at = AppTest.from_file(APP, default_timeout=300).run()
    at.switch_page("ui/views/practice.py").run()
    at.selectbox(key="quiz_kind").set_value(kind.value).run()
    measured = Times()
    for _ in range(repeat):
        if "quiz_graded" not in at.session_state:
            jobs().wait(at.session_state["quiz_job"])
            at.run()
        if thinks:
            jobs().wait(at.session_state["quiz_next"])
        if kind is QuizKind.BID:
            at.selectbox(key="quiz_limit").set_value(0)
        else:
            graded = at.session_state["quiz_graded"]
            hand = sorted(card.name for card in graded.position.view(ISKO).hand)
            at.button_group(key="quiz_discard").set_value(hand[:2])
        submit = next(b for b in at.button if b.label == "Antworten")
        start, cpu = time.perf_counter(), time.process_time()
        submit.click().run()
        measured.wall.append(time.perf_counter() - start)
        measured.cpu.append(time.process_time() - cpu)
        assert at.dataframe, "no graded table"
        jobs().wait(at.session_state["quiz_next"])  # the learner reads the feedback meanwhile
        at.button(key="quiz_next_button").click().run()
    return measured


def preparation_times(repeat: int, kind: QuizKind, worlds: int) -> Times:
    """Wall clock and CPU time of preparing `repeat` questions of `kind`."""
    measured = Times()
    for seed in range(repeat):
        start, cpu = time.perf_counter(), time.process_time()
        prepare(kind, Difficulty.EASY, random.Random(seed), ISKO, worlds)
        measured.wall.append(time.perf_counter() - start)
        measured.cpu.append(time.process_time() - cpu)
    return measured


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=10, help="questions per measurement")
    parser.add_argument("--worlds", type=int, default=WORLDS, help="deals per question")
    parser.add_argument(
        "--feedback-only", action="store_true", help="skip timing the preparation of questions"
    )
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["KIEBITZ_DB_URL"] = f"sqlite:///{folder}/bench.sqlite3"
        os.environ["KIEBITZ_QUIZ_WORLDS"] = str(args.worlds)
        print(f"Üben: feedback after the answer (AppTest server time, {args.repeat} answers)")
        with _one_script_cache():
            for kind in (QuizKind.BID, QuizKind.DECLARE):
                for thinks in (True, False):
                    measured = feedback_times(args.repeat, kind, thinks)
                    when = "thinks" if thinks else "at once"
                    print(_summary(f"{kind.value}, {when}", measured.wall))
                    if thinks:
                        print(_summary(f"{kind.value}, CPU", measured.cpu))
    if args.feedback_only:
        return 0
    print(f"Üben: preparing one question ({args.worlds} deals, {args.repeat} questions per kind)")
    for kind in QuizKind:
        measured = preparation_times(args.repeat, kind, args.worlds)
        print(_summary(kind.value, measured.wall))
        print(_summary(f"{kind.value}, CPU", measured.cpu))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
