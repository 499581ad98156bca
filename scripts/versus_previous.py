"""Duplicate arena of today's heuristic coach against the heuristic of an earlier commit.

The earlier `coach/heuristic` is taken from git (`--ref`), its imports renamed to a package of its
own, and played as the arena's baseline; everything else (rules, views, scoring) is shared. Both
sides are instant, so thousands of deals fit in minutes: the way to see whether a change to the
heuristic's bidding or game choice makes it stronger, which the search yardstick (which bids with
the current heuristic) cannot show.

    python scripts/versus_previous.py --ref main --games 1000 --seed 18
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

from coach import arena
from coach.cli import RULES_OPTIONS
from coach.game import Action
from coach.view import PlayerView

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ref", required=True, help="git commit of the previous heuristic")
    parser.add_argument("--games", type=int, default=500, help="deals (each played four times)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="iso", choices=sorted(RULES_OPTIONS))
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
        summary = arena.run_pairing("previous", deals, args.seed, rules)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
