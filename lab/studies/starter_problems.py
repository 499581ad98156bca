"""Find the starter problem set: decisions of engine games whose best answer the search finds
clearly ahead, one theme of the strategy catalogue each (first lead, lead, Schmieren, follow,
discard, game, bid).

    python -m lab.studies.starter_problems OUT.txt [--deals N]

Engines play seeded deals; every decision of the kind a theme still needs is checked
(`coach.sampled.problems.check`) and kept when its answer is clear: with all cards open for a
card, for a bid, a discard or a game on the first sample and again on a wider, independent one
(`RECHECK_WORLDS`). Slow (minutes): run it by hand.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

from coach.play.players import Strength, engine
from coach.play.table import deal_of
from coach.records import Position, Problem, Question, problems_text
from coach.rules import (
    ISKO,
    Action,
    Concede,
    Declare,
    GameState,
    GiveUp,
    Phase,
    Play,
    apply,
    legal_actions,
    view_of,
)
from coach.sampled.problems import CHECK_WORLDS, RECHECK_SEED, RECHECK_WORLDS, check

QUOTAS = {
    "first_lead": 5,
    "lead": 8,
    "schmieren": 7,
    "follow": 8,
    "discard": 4,
    "which_game": 4,
    "bid": 4,
}


def _topic(state: GameState, action: Action) -> tuple[str, Question] | None:
    """The theme a decision belongs to, or None."""
    seat = state.to_move
    if state.phase is Phase.BIDDING:
        return "bid", Question.BID
    if state.phase is Phase.DECLARE:
        return ("discard", Question.DISCARD) if isinstance(action, Declare) else None
    if state.phase is Phase.SKAT:
        return "which_game", Question.GAME
    if state.phase is not Phase.PLAY or not isinstance(action, Play):
        return None
    if not state.trick:
        return ("first_lead", Question.CARD) if not state.tricks else ("lead", Question.CARD)
    defender = seat != state.declarer
    partner_leads = defender and state.leader != state.declarer and len(state.trick) == 2
    if partner_leads:
        return "schmieren", Question.CARD
    return "follow", Question.CARD


def _problem(state: GameState, action: Action, question: Question, topic: str) -> Problem | None:
    """The problem of this decision with the search's best answer, when that is clearly best."""
    if len([a for a in legal_actions(state) if not isinstance(a, GiveUp | Concede)]) < 2:
        return None
    position = Position.of_state(state)
    checked = check(Problem(position, question, action, topic), CHECK_WORLDS, seed=0)
    if not checked.right or not checked.clear:
        return None
    answer = checked.right[0]
    if question is not Question.CARD:  # the same answer, as clear, on a wider sample
        problem = Problem(position, question, answer, topic)
        again = check(problem, RECHECK_WORLDS, seed=RECHECK_SEED)
        if not again.is_right(answer) or not again.clear:
            return None
    if question is Question.CARD:
        if len(checked.right) > 2:
            return None
        if topic == "schmieren" and (not isinstance(answer, Play) or answer.card.points < 10):
            return None
    return Problem(position, question, answer, topic)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--deals", type=int, default=400)
    args = parser.parse_args()
    found: list[Problem] = []
    counts: Counter[str] = Counter()
    started = time.monotonic()
    for number in range(1, args.deals + 1):
        if all(counts[t] >= q for t, q in QUOTAS.items()):
            break
        state = GameState.new(deal_of(number), ISKO)
        used: set[str] = set()  # one problem per theme and deal
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            action = engine(Strength.STRONG).decide(view_of(state, seat), number).action
            themed = _topic(state, action)
            wanted = themed is not None and counts[themed[0]] < QUOTAS[themed[0]]
            if themed is not None and wanted and themed[0] not in used:
                topic, question = themed
                problem = _problem(state, action, question, topic)
                if problem is not None:
                    found.append(problem)
                    counts[topic] += 1
                    used.add(topic)
                    took = f"{time.monotonic() - started:.0f}s"
                    print(number, topic, dict(counts), took, file=sys.stderr)
            state = apply(state, action)
    args.out.write_text(problems_text(found))
    print(dict(counts), file=sys.stderr)


if __name__ == "__main__":
    main()
