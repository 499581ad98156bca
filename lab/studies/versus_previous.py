"""Duplicate arena of today's heuristic coach against the heuristic of an earlier commit.

The earlier `coach/heuristic` is taken from git (`--ref`), its imports renamed to a package of its
own, and played as the arena's baseline; everything else (rules, views, scoring) is shared. Both
sides are instant, so thousands of deals fit in minutes: the way to see whether a change to the
heuristic's bidding or game choice makes it stronger, which the search yardstick (which bids with
the current heuristic) cannot show.

The heuristic defends weaker than a strong player (a Grand with loose side cards often comes home
against it). `--defence search` replays every seat-game whose declaration differs with the
search defending (20 sampled worlds per card) and the heuristics declaring, and prints the
duplicate gain of that: the seat-games whose declaration is the same count as 0, as they would
be played alike.

    python -m lab.studies.versus_previous --ref main --games 1000 --seed 18
    python -m lab.studies.versus_previous --ref main --games 300 --seed 18 --defence search
"""

from __future__ import annotations

import argparse
import importlib
import io
import json
import random
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from coach.cli.main import RULES_OPTIONS
from coach.rules.actions import Action, Deal
from coach.rules.contract import RuleSet
from coach.rules.game import Phase
from coach.rules.view import PlayerView
from lab import arena

PACKAGE = "previous_heuristic"


def load_previous(ref: str, root: Path) -> None:
    """Unpack `coach/heuristic` at `ref` as the package `previous_heuristic` under `root`."""
    archive = subprocess.run(
        ["git", "archive", ref, "coach/heuristic"], check=True, capture_output=True
    ).stdout
    target = root / PACKAGE
    target.mkdir()
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        for member in tar.getmembers():
            if not member.name.endswith(".py"):
                continue
            source = tar.extractfile(member)
            assert source is not None
            text = source.read().decode().replace("coach.heuristic", PACKAGE)
            (target / Path(member.name).name).write_text(text)
    sys.path.insert(0, str(root))


def search_defended(player: arena.Player) -> arena.Player:
    """`player` everywhere but in a defender's card play, which the search decides."""

    def wrapped(view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
        if view.phase is Phase.PLAY and view.declarer not in (None, view.seat):
            return arena.search_player(view, rng)
        return player(view, rng)

    return wrapped


def search_defence_gain(
    deals: list[Deal], seed: int, rules: RuleSet, progress: bool = True
) -> dict[str, object]:
    """Duplicate gain of the hero over `previous` per seat-game, the search defending."""
    hero, previous = arena.PLAYERS["coach"], arena.PLAYERS["previous"]
    gains: list[float] = []
    differing: list[float] = []
    for index, deal in enumerate(deals):
        game_seed = seed + index
        base = arena.play_game(deal, (previous,) * 3, (), game_seed, rules)
        defended_base = None
        for seat in range(3):
            players = tuple(hero if s == seat else previous for s in range(3))
            record = arena.play_game(deal, players, (seat,), game_seed, rules)  # type: ignore[arg-type]
            if record.declaration == base.declaration:
                gains.append(0.0)
                continue
            if defended_base is None:
                wrapped = search_defended(previous)
                defended_base = arena.play_game(deal, (wrapped,) * 3, (), game_seed, rules)
            defended = tuple(search_defended(p) for p in players)
            played = arena.play_game(deal, defended, (seat,), game_seed, rules)  # type: ignore[arg-type]
            gain = arena.list_points(played.result, seat, rules) - arena.list_points(
                defended_base.result, seat, rules
            )
            gains.append(gain)
            differing.append(gain)
        if progress:
            print(f"deal {index + 1}/{len(deals)}: {len(differing)} differ", file=sys.stderr)
    mean, ci = arena.mean_ci(gains)
    differ_mean, differ_ci = arena.mean_ci(differing)
    return {
        "pairing": "previous, search defending",
        "seat_games": len(gains),
        "duplicate_gain_per_game": round(mean, 2),
        "duplicate_gain_ci95": round(ci, 2),
        "games_differing": len(differing),
        "gain_per_differing_game": round(differ_mean, 2),
        "gain_per_differing_game_ci95": round(differ_ci, 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ref", required=True, help="git commit of the previous heuristic")
    parser.add_argument("--games", type=int, default=500, help="deals (each played four times)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="iso", choices=sorted(RULES_OPTIONS))
    parser.add_argument(
        "--defence",
        default="heuristic",
        choices=("heuristic", "search"),
        help="who defends in the seat-games whose declaration differs (heuristic)",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as root:
        load_previous(args.ref, Path(root))
        previous = importlib.import_module(f"{PACKAGE}.decide")

        def previous_player(view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
            decision = previous.decide(view, rng)
            return decision.action, None

        arena.PLAYERS["previous"] = previous_player
        deals = arena.seeded_deals(args.games, args.seed)
        rules = RULES_OPTIONS[args.rules]
        if args.defence == "search":
            summary = search_defence_gain(deals, args.seed, rules)
        else:
            summary = arena.run_pairing("previous", deals, args.seed, rules)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
