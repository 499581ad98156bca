"""Benchmark of the Üben page (``python -m ui.quiz_bench``): feedback time and preparation time.

Feedback: the server time from pressing "Antworten" to the graded table, driven with AppTest on
a temporary SQLite database (the question was prepared in the background meanwhile, as while a
learner thinks). Preparation: the time the search takes to draw and grade one question of each
kind at the page's sample size, which is what a learner who answers at once waits instead.
Median and 90th percentile of repeated runs.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from coach.contract import ISKO
from lessons.quiz import Difficulty, QuizKind
from lessons.quizzes import WORLDS, prepare

APP = str(Path(__file__).resolve().parents[1] / "app.py")


def _summary(label: str, seconds: list[float]) -> str:
    p90 = statistics.quantiles(seconds, n=10)[-1] if len(seconds) > 1 else seconds[0]
    return f"  {label:<16} median {statistics.median(seconds):6.2f} s   p90 {p90:6.2f} s"


def feedback_times(repeat: int, kind: QuizKind) -> list[float]:
    """Seconds from the answer to the feedback, `repeat` questions of `kind` in a row."""
    from streamlit.testing.v1 import AppTest

    from ui.jobs import jobs

    at = AppTest.from_file(APP, default_timeout=300).run()
    at.switch_page("ui/views/practice.py").run()
    at.selectbox(key="quiz_kind").set_value(kind.value).run()
    times = []
    for _ in range(repeat):
        if "quiz_graded" not in at.session_state:
            jobs().wait(at.session_state["quiz_job"])
            at.run()
        if kind is QuizKind.BID:
            at.selectbox(key="quiz_limit").set_value(0)
        else:
            at.multiselect(key="quiz_discard").set_value(
                at.multiselect(key="quiz_discard").options[:2]
            )
        submit = next(b for b in at.button if b.label == "Antworten")
        start = time.perf_counter()
        submit.click().run()
        times.append(time.perf_counter() - start)
        assert at.dataframe, "no graded table"
        jobs().wait(at.session_state["quiz_next"])  # the learner reads the feedback meanwhile
        at.button(key="quiz_next_button").click().run()
    return times


def preparation_times(repeat: int, kind: QuizKind, worlds: int) -> list[float]:
    times = []
    for seed in range(repeat):
        start = time.perf_counter()
        prepare(kind, Difficulty.EASY, random.Random(seed), ISKO, worlds)
        times.append(time.perf_counter() - start)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=10, help="questions per measurement")
    parser.add_argument("--worlds", type=int, default=WORLDS, help="deals per question")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["KIEBITZ_DB_URL"] = f"sqlite:///{folder}/bench.sqlite3"
        os.environ["KIEBITZ_QUIZ_WORLDS"] = str(args.worlds)
        print(f"Üben: feedback after the answer (AppTest server time, {args.repeat} answers)")
        for kind in (QuizKind.BID, QuizKind.DECLARE):
            print(_summary(kind.value, feedback_times(args.repeat, kind)))
    print(f"Üben: preparing one question ({args.worlds} deals, {args.repeat} questions per kind)")
    for kind in QuizKind:
        print(_summary(kind.value, preparation_times(args.repeat, kind, args.worlds)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
