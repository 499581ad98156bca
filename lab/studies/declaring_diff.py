"""Where the heuristic's declaration differs from the search yardstick's, played out in full games.

The heuristic bids seeded deals. For the auction's winner, the skat decision (hand or pick-up) and,
after a pick-up, the game and discard are taken twice: from the heuristic and from the yardstick
of `python -m lab arena --pairings search` (`arena.search_player`, 20 sampled worlds). Where the two
differ, both ways are played to the end from the same seed, the heuristic playing the declarer's
cards and the search defending (as `lab/studies/paired_flips.py` does): the gain is what the
heuristic would win by declaring as the search does, with its own card play. Each difference is
classed: hand or pick-up, Grand/suit/Null swaps, another trump suit, the discard only.

    python -m lab.studies.declaring_diff --deals 400 --seed 131 > /tmp/diff131.jsonl
    python -m lab.studies.declaring_diff --summary /tmp/diff131.jsonl /tmp/diff132.jsonl

`--card-play search` lets the search play the declarer's cards instead (as the yardstick does),
and `--deals-of FILE` plays only the deals of an earlier run: the two runs together split the
yardstick's lead on these deals into the declaration and the card play.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from coach.cli.main import RULES_OPTIONS
from coach.heuristic.decide import decide
from coach.rules.actions import Action, Declare, PickUp
from coach.rules.contract import RuleSet
from coach.rules.game import GameState, Phase, apply
from coach.rules.view import view_of
from lab import arena
from lab.studies.paired_flips import auctioned, played
from lab.studies.study_declaring import features, kind, label, mean_ci_text

Record = dict[str, Any]


def declaration_class(heuristic: Action, search: Action) -> str:
    """What differs between two declarations: hand or pick-up, the game kind, the trump suit,
    the announcement, or only the discard."""
    if isinstance(heuristic, PickUp) or isinstance(search, PickUp):
        return f"skat: {kind(heuristic)} -> {kind(search)}"
    assert isinstance(heuristic, Declare) and isinstance(search, Declare)
    mine, theirs = heuristic.contract, search.contract
    if kind(heuristic) != kind(search):
        return f"game: {kind(heuristic)} -> {kind(search)}"
    if mine.game != theirs.game:
        return "trump suit"
    if mine != theirs:
        return "announcement or ouvert"
    return f"discard ({kind(heuristic)})"


def until_declared(state: GameState, action: Action, chooser: str, seed: int) -> GameState:
    """`action` applied at the skat or declaration; after a pick-up `chooser` (heuristic or
    search) declares."""
    state = apply(state, action)
    if state.phase is Phase.PLAY:
        return state
    assert state.declarer is not None
    view = view_of(state, state.declarer)
    if chooser == "search":
        return apply(state, arena.search_player(view, random.Random(seed))[0])
    return apply(state, decide(view).action)


def _declared(state: GameState) -> str:
    """The declaration of a state in card play, with the discard after a pick-up."""
    assert state.contract is not None
    if not state.picked_up:
        return label(Declare(state.contract))
    first, second = sorted(state.skat)
    return label(Declare(state.contract, (first, second)))


def deal_records(index: int, state: GameState, seed: int, declaring: arena.Player) -> list[Record]:
    """The differing declarations of one deal, each played both ways (`declaring` plays the
    declarer's cards)."""
    state = auctioned(state)
    declarer = state.declarer
    if declarer is None:
        return []
    rules = state.rules
    view = view_of(state, declarer)
    mine = decide(view).action
    theirs = arena.search_player(view, random.Random(seed))[0]
    if mine == theirs:
        if not isinstance(mine, PickUp):
            return []
        state = apply(state, mine)
        view = view_of(state, declarer)
        mine = decide(view).action
        theirs = arena.search_player(view, random.Random(seed + 1))[0]
        if mine == theirs:
            return []
    ends = {
        "heuristic": until_declared(state, mine, "heuristic", seed + 2),
        "search": until_declared(state, theirs, "search", seed + 2),
    }
    points = {
        k: arena.list_points(played(s, seed + 3, declaring), declarer, rules)
        for k, s in ends.items()
    }
    contract = ends["heuristic"].contract
    game = contract.game if contract is not None else None
    declared = {k: _declared(s) for k, s in ends.items()}
    return [
        {
            "deal": index,
            "bid": state.bid,
            "class": declaration_class(mine, theirs),
            "heuristic": declared["heuristic"],
            "search": declared["search"],
            "points": points,
            "gain": points["search"] - points["heuristic"],
            **features(view.hand, game, declarer),
        }
    ]


def summarize(records: Iterable[Record], deals: int) -> None:
    """Per class: how many differ, the search's gain per difference and its share of the total."""
    rows = list(records)
    total = sum(r["gain"] for r in rows) or 1.0
    print(f"{len(rows)} differing declarations in {deals} deals, gain of the search's choice")
    print(f"all: {mean_ci_text([r['gain'] for r in rows], 1)}, per deal {total / deals:+.2f}")
    classes: dict[str, list[float]] = defaultdict(list)
    for r in rows:
        classes[r["class"]].append(r["gain"])
    for name, gains in sorted(classes.items(), key=lambda kv: -sum(kv[1])):
        print(f"  {name:<32} {mean_ci_text(gains, 1):<26} share {sum(gains) / total:6.1%}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=131)
    parser.add_argument("--first", type=int, default=0, help="start at this deal")
    parser.add_argument("--rules", default="iso", choices=sorted(RULES_OPTIONS))
    parser.add_argument(
        "--card-play", default="coach", choices=("coach", "search"), help="the declarer's cards"
    )
    parser.add_argument("--deals-of", help="only the deals recorded in this JSON-lines file")
    parser.add_argument("--summary", nargs="+", help="JSON-lines files to summarize, and stop")
    args = parser.parse_args()
    if args.summary:
        records: list[Record] = []
        deals = 0
        for name in args.summary:
            with open(name) as lines:
                rows = [json.loads(line) for line in lines]
            done = [r["deals"] for r in rows if "deals" in r]  # a run still going: deals so far
            records += [r for r in rows if "deals" not in r]
            deals += done[0] if done else 1 + max((r["deal"] for r in rows), default=-1)
        summarize(records, deals)
        return 0
    rules: RuleSet = RULES_OPTIONS[args.rules]
    declaring = arena.PLAYERS[args.card_play]
    only: set[int] | None = None
    if args.deals_of:
        with open(args.deals_of) as lines:
            only = {row["deal"] for row in map(json.loads, lines) if "deal" in row}
    for index, deal in enumerate(arena.seeded_deals(args.deals, args.seed)):
        if index < args.first or (only is not None and index not in only):
            continue
        state = GameState.new(deal, rules)
        for record in deal_records(index, state, args.seed * 100_003 + index, declaring):
            print(json.dumps(record), flush=True)
    print(json.dumps({"deals": args.deals - args.first}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
