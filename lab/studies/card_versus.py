"""Paired self-play: today's card play of one side against the heuristic of an earlier commit.

Every deal is played twice with the earlier heuristic (`--ref`, loaded as in `versus_previous.py`)
in every seat: once as it is, once with today's heuristic playing the cards of `--side` (the
declarer's, the defenders' or both). Bidding, game and discard come from the earlier heuristic in
both games, so the contracts are the same and only the card play differs. Prints the declarer's
win rate in both, the paired difference and the declarer's list points per game with their 95%
intervals, and how many games turned. `--defence search`: in both games the search plays the
defenders' cards (20 sampled worlds per card), to see a declarer's rule against strong defence.
`--opening-search N`: today's side asks the search (N sampled worlds) for every card it has a
choice of before the exact endgame, to see what a search in the opening tricks would gain.

    nice -n 10 python -m lab.studies.card_versus --ref main --games 600 --seed 7

(`PYTHONPATH=.`: a script's own folder comes first on the path, so without it `coach` would be
imported from wherever the project is installed, not from this checkout.)
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import tempfile
from pathlib import Path

from coach.cli.main import RULES_OPTIONS
from coach.heuristic.decide import decide
from coach.heuristic.endgame import EXACT_CARDS
from coach.rules.actions import Action
from coach.rules.game import Phase
from coach.rules.view import PlayerView
from coach.sampled.analysis import advise
from lab import arena
from lab.studies.versus_previous import PACKAGE, load_previous, search_defended


def _before_endgame(view: PlayerView) -> bool:
    """More cards in a hand than the exact endgame plays, and a choice among them."""
    return max(view.hand_sizes) > EXACT_CARDS and not arena.single_card(view)


def _turned(pairs: list[tuple[bool, bool, int, int]], kinds: list[str], kind: str) -> list[int]:
    """Games of one kind turned won and turned lost."""
    chosen = [(a, b) for (a, b, _, _), k in zip(pairs, kinds, strict=True) if k == kind]
    return [sum(b and not a for a, b in chosen), sum(a and not b for a, b in chosen)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ref", required=True, help="git commit of the earlier heuristic")
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--side", choices=("declarer", "defender", "both"), default="declarer")
    parser.add_argument("--rules", default="iso", choices=sorted(RULES_OPTIONS))
    parser.add_argument("--defence", default="heuristic", choices=("heuristic", "search"))
    parser.add_argument("--opening-search", type=int, default=0, metavar="WORLDS")
    args = parser.parse_args()
    rules = RULES_OPTIONS[args.rules]
    with tempfile.TemporaryDirectory() as root:
        load_previous(args.ref, Path(root))
        previous = importlib.import_module(f"{PACKAGE}.decide")

        def old(view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
            return previous.decide(view, rng).action, None

        def new(view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
            declarer = view.seat == view.declarer
            mine = args.side == "both" or (args.side == "declarer") == declarer
            if view.phase is Phase.PLAY and mine:
                if args.opening_search and _before_endgame(view):
                    return advise(view, args.opening_search, rng.randrange(2**31)).action, None
                decision = decide(view, rng)
                return decision.action, decision.reasons[0].code if decision.reasons else None
            return old(view, rng)

        before, after = old, new
        if args.defence == "search" and args.side == "declarer":
            before, after = search_defended(old), search_defended(new)
        pairs: list[tuple[bool, bool, int, int]] = []  # won before, after; list points
        kinds: list[str] = []  # suit, grand or null, per pair
        for index, deal in enumerate(arena.seeded_deals(args.games, args.seed)):
            seed = args.seed + index
            base = arena.play_game(deal, (before,) * 3, (), seed, rules).result
            if base.passed or base.declarer is None:
                continue
            mine = arena.play_game(deal, (after,) * 3, (0, 1, 2), seed, rules).result
            seat = base.declarer
            kinds.append(arena.game_kind(base.contract))
            pairs.append(
                (
                    base.won,
                    mine.won,
                    arena.list_points(base, seat, rules),
                    arena.list_points(mine, seat, rules),
                )
            )
    n = len(pairs)
    wins = arena.mean_ci([float(b) - float(a) for a, b, _, _ in pairs])
    points = arena.mean_ci([float(q - p) for _, _, p, q in pairs])
    print(
        json.dumps(
            {
                "declared": n,
                "before_won": round(100 * sum(a for a, _, _, _ in pairs) / n, 2),
                "after_won": round(100 * sum(b for _, b, _, _ in pairs) / n, 2),
                "won_gain_pct": [round(100 * wins[0], 2), round(100 * wins[1], 2)],
                "list_points_gain": [round(points[0], 2), round(points[1], 2)],
                "turned_won": sum(b and not a for a, b, _, _ in pairs),
                "turned_lost": sum(a and not b for a, b, _, _ in pairs),
                "turned_by_kind": {
                    kind: _turned(pairs, kinds, kind) for kind in sorted(set(kinds))
                },
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
