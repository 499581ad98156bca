"""``kiebitz solve``: every legal card's double-dummy value in cut-off ISS records."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from coach.rules.game import GameState

HELP = "the declarer's final card points after each legal card, all cards open (ISS records)"
DEFAULT_RULES = None  # each record's own rule set, else the ISS's (`iss.record_rules`)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("record", help="ISS game record file (.sgf) cut off in card play")
    parser.add_argument("--line", action="store_true", help="also give the principal line")
    parser.add_argument("--json", action="store_true", help="print one JSON object per record")


def run(args: argparse.Namespace) -> int:
    from coach.cli.main import chosen_rules
    from coach.cli.positions import answer_each

    return answer_each(
        "solve",
        args.record,
        chosen_rules(args),
        lambda state: solve(state, args.line),
        args.json,
        _print_text,
    )


def solve(state: GameState, line: bool = False) -> dict[str, Any]:
    """{"seat": s, "cards": {card: value}} for the seat to move (Null: 1 = declarer takes one)."""
    from coach.rules.game import Phase
    from coach.search import Position, Solver

    seat = state.to_move
    if state.phase is not Phase.PLAY or seat is None:
        raise ValueError("the record is not cut off in card play: there is no card to solve")
    solver = Solver(threads=2)
    position = Position.of(state)
    values = solver.card_values(position)
    answer: dict[str, Any] = {
        "seat": seat,
        "cards": {card.name: values[card] for card in sorted(values)},
    }
    if line:
        answer["line"] = [card.name for card in solver.principal_line(position)]
    return answer


def _print_text(record_id: str, answer: dict[str, Any]) -> None:
    cards = sorted(answer["cards"].items(), key=lambda item: -item[1])
    print(f"record {record_id}: seat {answer['seat']} to play")
    for card, value in cards:
        print(f"  {card}: {value}")
    if "line" in answer:
        print("  line: " + " ".join(answer["line"]))
