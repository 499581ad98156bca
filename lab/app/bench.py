"""Benchmark: server time per Reizwert-calculator interaction (``python -m lab.app.bench``).

Drives the real app with Streamlit's AppTest on a temporary SQLite database and reports the
median and 90th percentile of repeated interactions: a card clicked in the grid (table shown),
a hand typed into the field, and the game chosen for the sorted hand and the bid ladder.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

APP = str(Path(__file__).resolve().parents[1] / "app.py")
HAND = "CJ SJ CA CT CK C9 SA ST HA H7"
OTHER = "HJ DJ CA CT SA ST HA HT DA DT"


def _timed(action: Callable[[], object], repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=40, help="interactions per kind")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["KIEBITZ_DB_URL"] = f"sqlite:///{folder}/bench.sqlite3"
        from streamlit.testing.v1 import AppTest

        from coach.rules.contract import GameType

        at = AppTest.from_file(APP, default_timeout=120).run()
        at.switch_page("ui/views/bid_value.py").run()
        for name in HAND.split():
            at.checkbox(key=f"pick_{name}").check().run()
        assert at.table, "the value table did not appear"

        def click() -> None:
            card = at.checkbox(key="pick_H7")
            card.set_value(not card.value).run()

        hands = iter([OTHER, HAND] * args.repeat)

        def type_hand() -> None:
            at.text_input(key="cards_text").input(next(hands))
            at.button(key="hand_apply").click().run()

        games = iter([GameType.GRAND, GameType.CLUBS, GameType.NULL] * args.repeat)

        def choose_game() -> None:
            at.radio(key="calc_game").set_value(next(games)).run()

        _timed(click, 4)  # warm up caches
        results = {
            "click a card": _timed(click, args.repeat),
            "type a hand": _timed(type_hand, args.repeat),
            "choose a game": _timed(choose_game, args.repeat),
        }
    print(f"Reizwert calculator, server time per interaction (AppTest, {args.repeat} runs each)")
    for label, times in results.items():
        p90 = statistics.quantiles(times, n=10)[-1]
        print(f"  {label:<14} median {statistics.median(times):6.1f} ms   p90 {p90:6.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
