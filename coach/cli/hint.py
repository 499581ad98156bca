"""``kiebitz hint``: the coach's move for the player to decide in a cut-off ISS game record."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from coach.rules.decision import Decision, Option
    from coach.rules.explain import Reason
    from coach.rules.game import GameState
    from words import Lang

HELP = "the coach's move and reasons for the player to move in ISS record(s) cut off at a decision"
DEFAULT_RULES = None  # each record's own rule set, else the ISS's (`iss.record_rules`)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from coach.cli.main import add_lang_argument

    parser.add_argument("record", help="ISS game record file (.sgf); one answer per record")
    add_lang_argument(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object per record")


def run(args: argparse.Namespace) -> int:
    from coach.cli.main import chosen_rules
    from coach.cli.positions import answer_each

    return answer_each(
        "hint",
        args.record,
        chosen_rules(args),
        lambda state: hint(state, args.lang),
        args.json,
        _print_text,
        args.lang,
    )


def hint(state: GameState, lang: Lang) -> dict[str, Any]:
    """The coach's answer for the seat to move, from that seat's view only."""
    from coach.heuristic import decide
    from coach.rules.view import view_of

    seat = state.to_move
    if seat is None:
        raise ValueError("the game is over: there is no decision to make")
    decision = decide(view_of(state, seat))
    return _answer(state, decision, lang)


def _answer(state: GameState, decision: Decision, lang: Lang) -> dict[str, Any]:
    from coach.records.iss_moves import action_token

    return {
        "seat": decision.seat,
        "move": action_token(state, decision.action),
        "reasons": _reasons(decision.reasons, lang),
        "alternatives": [_option(state, option, lang) for option in decision.alternatives],
    }


def _option(state: GameState, option: Option, lang: Lang) -> dict[str, Any]:
    from coach.records.iss_moves import action_token

    return {
        "move": action_token(state, option.action),
        "score": option.score,
        "reasons": _reasons(option.reasons, lang),
    }


def _reasons(reasons: tuple[Reason, ...], lang: Lang) -> list[dict[str, str]]:
    from words import render

    return [{"code": reason.code, "text": render(reason, lang)} for reason in reasons]


def _print_text(record_id: str, answer: dict[str, Any]) -> None:
    print(f"record {record_id}: seat {answer['seat']} plays {answer['move']}")
    for reason in answer["reasons"]:
        print(f"  - {reason['text']}")
    others = [a for a in answer["alternatives"] if a["move"] != answer["move"]]
    if others:
        print("  alternatives:")
        for option in others:
            why = option["reasons"][0]["text"] if option["reasons"] else ""
            print(f"    {option['move']:>10} {option['score']:>7.1f}  {why}")
