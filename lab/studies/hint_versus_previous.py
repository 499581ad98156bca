"""Duplicate match of today's hint (`coach.advice.hint.recommend`) against the hint of an earlier
commit.

The earlier `coach/advice/hint.py` and `coach/sampled/analysis.py` are taken from git (`--ref`) and
loaded as
modules of their own; the rest of the search is shared. Each seeded deal is played once per seat
with today's hint in that seat and once with the earlier one, the heuristic coach in the other
two seats; the duplicate gain is what today's hint scores more in that seat. Both hints get the
same budget (the app's: 20 worlds, 0.3 s by default), so under a time cap the games show what the
cap costs each of them; the two games of a seat are played one after the other, at the same load.

`--declarer-only` counts only the seat-games in which the hint's seat declares: without a time
cap, when the two hints differ only in the declarer's choices, every other seat-game is the same
in both and gains exactly 0 (not played twice).

    python -m lab.studies.hint_versus_previous --ref main --games 100 --seed 18
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from coach.advice.coaching import HINT_WORLDS
from coach.advice.hint import Budget, recommend
from coach.rules.actions import Action
from coach.rules.contract import ISKO
from coach.rules.view import PlayerView
from lab import arena

FILES = {"coach/advice/hint.py": "previous_hint", "coach/sampled/analysis.py": "previous_advice"}


def load_previous(ref: str, root: Path) -> Any:
    """The `coach.advice.hint` module of `ref`, using that commit's `coach.sampled.analysis`."""
    for path, name in FILES.items():
        text = subprocess.run(
            ["git", "show", f"{ref}:{path}"], check=True, capture_output=True, text=True
        ).stdout
        text = text.replace("from coach.sampled.analysis import", "from previous_advice import")
        (root / f"{name}.py").write_text(text)
    sys.path.insert(0, str(root))
    return importlib.import_module("previous_hint")


def hint_player(advise: Callable[..., Any], budget: object) -> arena.Player:
    """A player taking every move from `advise(view, budget, seed)` (a hint's action)."""

    def player(view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
        return advise(view, budget, rng.randrange(2**31)).action, None

    return player


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ref", required=True, help="git commit of the earlier hint")
    parser.add_argument("--games", type=int, default=100, help="deals (each played six times)")
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--worlds", type=int, default=HINT_WORLDS)
    parser.add_argument("--seconds", type=float, default=0.0, help="0: no time cap (0)")
    parser.add_argument("--declarer-only", action="store_true", help="only the declarer's seat")
    args = parser.parse_args()
    seconds = args.seconds or None
    with tempfile.TemporaryDirectory() as root:
        previous = load_previous(args.ref, Path(root))
        today = hint_player(recommend, Budget(args.worlds, seconds))
        earlier = hint_player(previous.recommend, previous.Budget(args.worlds, seconds))
        coach = arena.coach_player
        gains: list[float] = []
        by_role: dict[str, list[float]] = {"declarer": [], "defender": []}
        for index, deal in enumerate(arena.seeded_deals(args.games, args.seed)):
            for seat in range(3):
                points = []
                for hero in (today, earlier):
                    players = tuple(hero if s == seat else coach for s in range(3))
                    record = arena.play_game(deal, players, (seat,), args.seed + index, ISKO)  # type: ignore[arg-type]
                    points.append(arena.list_points(record.result, seat, ISKO))
                    role = "declarer" if record.declaration[0] == seat else "defender"
                    if args.declarer_only and role == "defender":
                        break
                if len(points) < 2:
                    continue
                gain = float(points[0] - points[1])
                gains.append(gain)
                by_role[role].append(gain)
            mean, ci = arena.mean_ci(gains)
            print(f"deal {index + 1}: gain {mean:+.2f} ± {ci:.2f}", file=sys.stderr, flush=True)
    summary: dict[str, object] = {"ref": args.ref, "seed": args.seed, "seat_games": len(gains)}
    for name, values in (("all", gains), *by_role.items()):
        mean, ci = arena.mean_ci(values) if values else (0.0, 0.0)
        summary[name] = {
            "games": len(values),
            "differ": sum(1 for g in values if g),
            "gain": round(mean, 2),
            "ci95": round(ci, 2),
        }
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
