"""Benchmark: importing ISS records into the Notizbuch (``python -m lab.app.bench_import``).

Writes a file of `--records` seeded games (random legal games under ISkO and the 1975 rules,
finished or cut off, written as ISS records with a note) and imports it, as the upload does
(decode, read every record, replay it under its rule set, add all good ones in one
transaction), into a fresh learner's notebook on a temporary SQLite database (or the database
of ``KIEBITZ_DB_URL`` with ``--configured-db``). Reports the wall-clock and CPU time of each run
with median and 90th percentile.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time

from coach.records.game_records import records_file, write_game
from coach.rules.contract import ISKO, SKO_1975
from ui.notebook_games import import_file
from ui.store import Store


def _file(count: int, seed: int) -> bytes:
    """A file of `count` seeded game records."""
    from coach.rules.game import replay
    from lab.commands.bench import random_game

    rng = random.Random(seed)
    texts = []
    for number in range(count):
        rules = ISKO if number % 2 else SKO_1975
        state = random_game(rng, rules)
        if rng.random() < 0.2:
            state = replay(state.deal, state.history[: rng.randrange(len(state.history))], rules)
        note = "" if number % 3 else f"Notiz {number}"
        texts.append(write_game(state, record_id=str(number), names=("A", "B", "C"), note=note))
    return records_file(texts).encode()


def _quantiles(times: list[float]) -> tuple[float, float]:
    p90 = statistics.quantiles(times, n=10)[-1] if len(times) > 1 else times[0]
    return statistics.median(times), p90


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=1000, help="records in the file")
    parser.add_argument("--repeat", type=int, default=7, help="imports to time")
    parser.add_argument("--seed", type=int, default=1, help="seed of the games")
    parser.add_argument(
        "--configured-db", action="store_true", help="use KIEBITZ_DB_URL, not a temporary SQLite"
    )
    args = parser.parse_args(argv)
    data = _file(args.records, args.seed)
    walls, cpus = [], []
    with tempfile.TemporaryDirectory() as folder:
        url = os.environ["KIEBITZ_DB_URL"] if args.configured_db else None
        store = Store(url or f"sqlite:///{folder}/bench.sqlite3")
        for run in range(args.repeat):
            learner = store.add_learner(f"Bench {time.time_ns()} {run}")
            wall, cpu = time.perf_counter(), time.process_time()
            report = import_file(store, learner.id, "bench.sgf", data)
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
            if report.added != args.records or report.problems:
                print(f"run {run}: imported {report.added}, problems {len(report.problems)}")
                return 1
        store.close()
    print(f"import of {args.records} ISS records ({len(data) / 1e6:.1f} MB), {args.repeat} runs:")
    for label, times in (("wall", walls), ("CPU", cpus)):
        median, p90 = _quantiles(times)
        runs = " ".join(f"{t:.2f}" for t in times)
        print(f"  {label:<4} median {median:5.2f} s   p90 {p90:5.2f} s   ({runs})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
