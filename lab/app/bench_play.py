"""Benchmark: server time of the Spielen table (``python -m lab.app.bench_play``).

Drives the real app with Streamlit's AppTest on a temporary SQLite database. The learner passes
in the auction and then, as a defender, plays the first card the rules allow, game after game
(seeded deal numbers). Reported, as median and 90th percentile:

* a card click until both engines' replies are on screen (pace "at once": one script run takes
  the learner's card, runs the engines to the learner's next turn, saves the table and draws it);
* one engine move on "Weiter" (step by step: what each tick of a paced game costs);
* the verdict on the card, from the end of the click's run until the background job is done.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

APP = str(Path(__file__).resolve().parents[1] / "app.py")
TIMEOUT = 120


def _figures(label: str, times: list[float]) -> str:
    p90 = statistics.quantiles(times, n=10)[-1] if len(times) > 1 else times[0]
    return f"  {label:<32} median {statistics.median(times):6.1f} ms   p90 {p90:6.1f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=40, help="card clicks to time")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deal numbers")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["KIEBITZ_DB_URL"] = f"sqlite:///{folder}/bench.sqlite3"
        from streamlit.testing.v1 import AppTest

        from ui.jobs import jobs

        at = AppTest.from_file(APP, default_timeout=TIMEOUT).run()
        at.switch_page("ui/views/play.py").run()
        rng = random.Random(args.seed)
        clicks: list[float] = []
        steps: list[float] = []
        verdicts: list[float] = []

        def keys() -> list[str]:
            return [str(b.key) for b in at.main.button if not b.disabled]

        def timed_run(key: str) -> float:
            start = time.perf_counter()
            at.button(key=key).click().run()
            return (time.perf_counter() - start) * 1000

        while len(clicks) < args.clicks:
            at.radio(key="play_pace").set_value("step").run()
            if "play_abandon" in keys():
                at.button(key="play_abandon").click().run()
            at.number_input(key="play_deal").set_value(rng.randrange(1, 999_999)).run()
            at.button(key="play_start").click().run()
            while "play_next" in keys() or "play_pass" in keys():
                if "play_next" in keys():
                    steps.append(timed_run("play_next"))
                else:
                    at.button(key="play_pass").click().run()
            at.radio(key="play_pace").set_value("0").run()
            while len(clicks) < args.clicks and "play_next_game" not in keys():
                cards = [key for key in keys() if key.startswith("play_card_")]
                if not cards:
                    break
                clicks.append(timed_run(cards[0]))
                done = time.perf_counter()
                for _game, _ply, job in at.session_state["play"].verdict_jobs:
                    jobs().wait(job, TIMEOUT)
                verdicts.append((time.perf_counter() - done) * 1000)
    print(f"Spielen, server time (AppTest, {len(clicks)} card clicks, {len(steps)} engine moves)")
    print(_figures("card click + engines' replies", clicks))
    print(_figures("one engine move (Weiter)", steps))
    print(_figures("verdict ready after the click", verdicts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
