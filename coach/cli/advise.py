"""``kiebitz advise``: every option of a decision played out in sampled worlds (ISS records)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from coach.rules.game import GameState
    from coach.sampled.runner import Analysis
    from words import Lang

HELP = "win rate and expected list points of each option, from the player's own view (sampling)"
DEFAULT_RULES = None  # each record's own rule set, else the ISS's (`iss.record_rules`)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from coach.cli.positions import add_sampling_arguments

    parser.add_argument("record", help="ISS game record file (.sgf) cut off at a decision")
    add_sampling_arguments(parser, worlds=100)


def run(args: argparse.Namespace) -> int:
    from coach.cli.main import chosen_rules
    from coach.cli.positions import answer_each, worlds_refused

    if worlds_refused("advise", args.worlds):
        return 2
    return answer_each(
        "advise",
        args.record,
        chosen_rules(args),
        lambda state: advise(state, args.worlds, args.seed, args.lang),
        args.json,
        _print_text,
        args.lang,
    )


def advise(state: GameState, worlds: int, seed: int, lang: Lang) -> dict[str, Any]:
    """The sampled analysis for the seat to move, from that seat's view only."""
    from coach.cli.positions import world_bar
    from coach.rules.view import view_of
    from coach.sampled.analysis import analyse, decision_of
    from words import render

    seat = state.to_move
    if seat is None:
        raise ValueError("the game is over: there is no decision to make")
    with world_bar() as progress:
        analysis = analyse(view_of(state, seat), worlds, seed, progress)
    decision = decision_of(analysis)
    return {
        "seat": seat,
        "move": _token(state, decision.action),
        "reasons": [{"code": r.code, "text": render(r, lang)} for r in decision.reasons],
        "options": _options(state, analysis),
        "solves": analysis.solves,
        "levels": [
            {
                "bid": level.bid,
                "contract": "pickup" if level.contract is None else level.contract.iss_token,
                "win_rate": round(level.win_rate, 4),
                "expected_points": round(level.expected, 2),
            }
            for level in analysis.levels
        ],
    }


def _options(state: GameState, analysis: Analysis) -> list[dict[str, Any]]:
    return [
        {
            "move": _token(state, option.action),
            "worlds": option.worlds,
            "win_rate": round(option.win_rate, 4),
            "win_margin": round(option.win_margin, 4),
            "expected_points": round(option.mean, 2),
            "points_margin": round(1.96 * option.stderr, 2),
            "estimated": option.estimated,
        }
        for option in analysis.options
    ]


def _token(state: GameState, action: Any) -> str:
    from coach.records.iss_moves import action_token

    return action_token(state, action)


def _print_text(record_id: str, answer: dict[str, Any]) -> None:
    print(f"record {record_id}: seat {answer['seat']} plays {answer['move']}", end="")
    print(f" ({answer['solves']} double-dummy searches)")
    for reason in answer["reasons"]:
        print(f"  - {reason['text']}")
    print(f"  {'move':>10} {'worlds':>6} {'win %':>12} {'list points':>16}")
    played = [option for option in answer["options"] if not option["estimated"]]
    for option in played:
        rate = f"{100 * option['win_rate']:.1f}±{100 * option['win_margin']:.1f}"
        points = f"{option['expected_points']:.1f}±{option['points_margin']:.1f}"
        print(f"  {option['move']:>10} {option['worlds']:>6} {rate:>12} {points:>16}")
    rated = len(answer["options"]) - len(played)
    if rated:
        print(f"  … and {rated} more, not played out (the coach's estimate in the JSON)")
