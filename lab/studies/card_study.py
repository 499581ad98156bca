"""Which card-play rules of the heuristic cost most, measured against the search.

Plays seeded self-play games with the heuristic coach in every seat. At each card decision of the
chosen side (declarer or defender) with a real choice, it deals `--worlds` worlds consistent with
that seat's view only (`sampling.sample_worlds`: no peeking), plays every legal card out double
dummy in each (`advice.analyse_in`, no pruning) and records the rule that fired, the heuristic's
card, the search's best card and what the heuristic's card loses against it in expected list
points and in win chance. The summary ranks the rules by total loss; `--out` keeps every record
(JSON lines) for a closer look.

    nice -n 10 python -m lab.studies.card_study --games 300 --seed 31 --worlds 20
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from dataclasses import asdict, dataclass

from coach.cli.main import RULES_OPTIONS
from coach.heuristic.decide import decide
from coach.rules.actions import Deal, Play
from coach.rules.contract import RuleSet
from coach.rules.game import GameState, Phase, apply
from coach.rules.view import PlayerView, view_of
from coach.sampled.analysis import analyse_in
from coach.search.sampling import sample_worlds
from lab.arena import game_kind, seeded_deals


@dataclass(frozen=True, slots=True)
class Record:
    """One card decision: the heuristic's card against the search's best in the same worlds."""

    game: int
    kind: str  # suit, grand or null
    side: str  # declarer or defender
    trick: int  # 1..10
    position: int  # 0 leads, 1 second, 2 last
    rule: str  # the first reason's code
    card: str
    best: str
    loss: float  # expected list points the heuristic's card loses against the best
    win_loss: float  # win chance (0..1) it loses against the best


def study_view(game: int, view: PlayerView, worlds: int, rng: random.Random) -> Record | None:
    """The record of the decision `view` faces, or None when there is no choice."""
    if len(view.legal_cards()) < 2:
        return None
    decision = decide(view)
    if not isinstance(decision.action, Play):
        return None
    analysis = analyse_in(view, sample_worlds(view, worlds, rng), race=False)
    by_card = {s.action: s for s in analysis.options}
    best = analysis.options[0]
    chosen = by_card[decision.action]
    assert view.contract is not None
    return Record(
        game=game,
        kind=game_kind(view.contract),
        side="declarer" if view.seat == view.declarer else "defender",
        trick=len(view.tricks) + 1,
        position=len(view.trick),
        rule=decision.reasons[0].code if decision.reasons else "",
        card=str(decision.action.card),
        best=str(best.action.card) if isinstance(best.action, Play) else "",
        loss=round(best.mean - chosen.mean, 3),
        win_loss=round(best.win_rate - chosen.win_rate, 4),
    )


def study_game(
    game: int, deal: Deal, rules: RuleSet, side: str, worlds: int, seed: int
) -> list[Record]:
    """Self-play one deal with the heuristic and study the chosen side's card decisions."""
    rng = random.Random(seed)
    state = GameState.new(deal, rules)
    records = []
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        view = view_of(state, seat)
        if state.phase is Phase.PLAY and (seat == state.declarer) == (side == "declarer"):
            record = study_view(game, view, worlds, rng)
            if record is not None:
                records.append(record)
        state = apply(state, decide(view).action)
    return records


def summary(records: list[Record]) -> list[dict[str, object]]:
    """Per rule (and position): decisions, how often the search disagreed, mean and total loss."""
    groups: dict[tuple[str, str], list[Record]] = defaultdict(list)
    for record in records:
        groups[(record.rule, f"{record.kind}/p{record.position}")].append(record)
    rows = []
    for (rule, where), group in groups.items():
        total = sum(r.loss for r in group)
        rows.append(
            {
                "rule": rule,
                "where": where,
                "n": len(group),
                "worse": sum(r.loss > 0.5 for r in group),
                "loss_mean": round(total / len(group), 2),
                "loss_total": round(total, 1),
                "win_total": round(sum(r.win_loss for r in group), 2),
            }
        )
    return sorted(rows, key=lambda row: -float(str(row["loss_total"])))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--side", choices=("declarer", "defender"), default="declarer")
    parser.add_argument("--worlds", type=int, default=16)
    parser.add_argument("--rules", default="iso", choices=sorted(RULES_OPTIONS))
    parser.add_argument("--out", help="write every record here (JSON lines)")
    args = parser.parse_args()
    rules = RULES_OPTIONS[args.rules]
    records: list[Record] = []
    out = open(args.out, "w") if args.out else None  # noqa: SIM115 - appended game by game
    for index, deal in enumerate(seeded_deals(args.games, args.seed)):
        for record in study_game(index, deal, rules, args.side, args.worlds, args.seed + index):
            records.append(record)
            if out is not None:
                out.write(json.dumps(asdict(record)) + "\n")
                out.flush()
        print(f"game {index + 1}/{args.games}: {len(records)} decisions", file=sys.stderr)
    if out is not None:
        out.close()
    for row in summary(records):
        print(json.dumps(row))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
