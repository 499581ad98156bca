"""Where a lost game turns: the declarer's decisions at which another card would have won.

Plays seeded self-play games with the heuristic coach in every seat. For every suit game or
Grand the declarer loses, it goes back to each of his card decisions with a choice, plays every
other legal card there and lets the heuristic play the rest of the game in every seat (with the
real cards: this looks at hidden cards and is for study only, never for advice). A decision
*turns* the game when one of those cards wins it. Prints each turning decision (rule, hand, the
cards that win) and per rule how often it was the first turning point of a lost game.

Unlike `card_study.py`, which scores cards by double-dummy play in sampled worlds, this asks
what wins against our own heuristic defenders, the opponents `card_versus.py` measures with.

    nice -n 10 python -m lab.studies.turning_cards --games 500 --seed 75
"""

from __future__ import annotations

import argparse
from collections import Counter

from coach.cli.main import RULES_OPTIONS
from coach.heuristic.decide import decide
from coach.rules.actions import Play
from coach.rules.game import GameState, Phase, apply
from coach.rules.result import result
from coach.rules.view import PlayerView, view_of
from lab.arena import game_kind, seeded_deals


def play_out(state: GameState) -> GameState:
    """The heuristic plays the game to its end in every seat."""
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        state = apply(state, decide(view_of(state, seat)).action)
    return state


def declarer_decisions(state: GameState) -> tuple[GameState, list[tuple[GameState, PlayerView]]]:
    """Self-play to the end; the states where the declarer chose among several cards."""
    choices = []
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        view = view_of(state, seat)
        if state.phase is Phase.PLAY and seat == state.declarer and len(view.legal_cards()) > 1:
            choices.append((state, view))
        state = apply(state, decide(view).action)
    return state, choices


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=75)
    parser.add_argument("--rules", default="iso", choices=sorted(RULES_OPTIONS))
    args = parser.parse_args()
    rules = RULES_OPTIONS[args.rules]
    first: Counter[str] = Counter()
    turning: Counter[str] = Counter()
    seen: Counter[str] = Counter()
    declared = lost = 0
    for index, deal in enumerate(seeded_deals(args.games, args.seed)):
        end, choices = declarer_decisions(GameState.new(deal, rules))
        if end.contract is None or game_kind(end.contract) == "null":
            continue
        declared += 1
        if result(end).won:
            continue
        lost += 1
        turned = False
        for state, view in choices:
            decision = decide(view)
            where = f"{decision.reasons[0].code} {game_kind(end.contract)}/p{len(view.trick)}"
            seen[where] += 1
            winners = [
                card
                for card in sorted(view.legal_cards())
                if Play(card) != decision.action and result(play_out(apply(state, Play(card)))).won
            ]
            if not winners:
                continue
            turning[where] += 1
            if not turned:
                first[where] += 1
                turned = True
            action = decision.action
            played = action.card if isinstance(action, Play) else "concede"
            hand = " ".join(str(c) for c in sorted(view.hand))
            table = ",".join(str(c) for c in view.trick)
            print(
                f"game {index} trick {len(view.tricks) + 1} {end.contract.game.value}: {where}, "
                f"played {played} from {hand} (table {table or '-'}); "
                f"wins: {' '.join(str(c) for c in winners)}"
            )
    print(f"declared {declared}, lost {lost}")
    for where, count in first.most_common():
        print(f"{where}: first turning point {count}, turning {turning[where]} of {seen[where]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
