"""``kiebitz review``: a played game looked back on: could it be won, what did each card cost?

Each card is judged as the coach judges it at the table and in the learner's reviews
(`coach.advice.voice`: the decision's own seed from the deal and the ply, close calls played out
in more worlds), so the costs here are the same the learner reads."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from coach.rules.game import GameState
    from words import Lang

HELP = "could the declarer have won (all cards open), and what each card of one seat cost"
DEFAULT_RULES = None  # each record's own rule set, else the ISS's (`iss.record_rules`)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from coach.advice.voice import JUDGE
    from coach.cli.main import add_lang_argument

    first = JUDGE.worlds
    parser.add_argument("record", help="ISS game record file (.sgf) of played games")
    parser.add_argument("--seat", type=int, choices=(0, 1, 2), help="seat to grade (declarer)")
    parser.add_argument(
        "--worlds", type=int, default=first, help=f"first worlds per decision ({first})"
    )
    add_lang_argument(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object per record")


def run(args: argparse.Namespace) -> int:
    from coach.cli.main import chosen_rules
    from coach.cli.positions import answer_each, worlds_refused

    if worlds_refused("review", args.worlds):
        return 2
    return answer_each(
        "review",
        args.record,
        chosen_rules(args),
        lambda state: review(state, args.seat, args.worlds, args.lang),
        args.json,
        _print_text,
        args.lang,
    )


def review(state: GameState, seat: int | None, worlds: int, lang: Lang) -> dict[str, Any]:
    """The verdict on the declarer's chances and the cost of each card `seat` played."""
    from coach.advice.post_mortem import seat_decisions
    from coach.advice.voice import budget_of, judgement_at, verdict_of
    from coach.cli.positions import world_bar
    from coach.rules.actions import Play
    from coach.sampled import could_have_won
    from words import render

    verdict = could_have_won(state)  # refuses a game that was never declared
    assert state.declarer is not None
    graded = state.declarer if seat is None else seat
    cards = [p for p in seat_decisions(state, graded) if isinstance(state.history[p], Play)]
    costs = []
    with world_bar() as progress:
        for ply in cards:
            judgement = judgement_at(state, ply, graded, budget_of(worlds), progress)
            costs.append(verdict_of(judgement, state, ply))
    return {
        "declarer": state.declarer,
        "goal": verdict.goal.value,
        "winnable": verdict.winnable,
        "line": [card.name for card in verdict.line],
        "verdict": render(verdict.reason, lang),
        "seat": graded,
        "decisions": [
            {
                "move": _card(state.history[ply]),
                "best": _card(cost.best),
                "cost": cost.cost or 0.0,
                "grade": cost.grade.value,
                "text": render(cost.reasons[0], lang),
            }
            for ply, cost in zip(cards, costs, strict=True)
        ],
        "points_lost": round(float(sum(cost.cost or 0.0 for cost in costs)), 2),
    }


def _card(action: Any) -> str:
    from coach.rules.actions import Play

    assert isinstance(action, Play)  # the review grades card play
    return action.card.name


def _print_text(record_id: str, answer: dict[str, Any]) -> None:
    print(f"record {record_id}: declarer seat {answer['declarer']}, goal {answer['goal']}")
    print(f"  {answer['verdict']}")
    print(f"  seat {answer['seat']}: {answer['points_lost']:.1f} list points lost in all")
    for decision in answer["decisions"]:
        if decision["cost"] > 0:
            print(f"  - {decision['text']}")
