"""How often the coach's recommended move is the move a real player made, per phase.

Every decision of every seat in the ISS records (``../shared/data/iss/``) is put to the coach
from that seat's view: the instant hint (the heuristic) and the search-checked hint
(`coach.advice.hint.recommend`, seeded per decision, no time cap). Phases:

- bidding: the same answer (the same bid, hold or pass) and the same direction (going on or
  passing);
- skat: picking up or playing hand;
- declaration: the same game, and the same game with the same two cards put away;
- card play: the same card (decisions with a single legal card are left out).

Seeded; single-threaded per process (`nice` it):

    nice -n 10 python -m lab.studies.agreement --worlds 20
    nice -n 10 python -m lab.studies.agreement --worlds 0   # the instant hint alone
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tqdm import tqdm

from coach.advice.hint import Budget, recommend
from coach.records.iss import IssFormatError, iter_records, read_text
from coach.records.iss_replay import walk
from coach.rules.actions import Action, Bid, Declare, Hold
from coach.rules.contract import ISS
from coach.rules.game import GameState, Phase, replay
from coach.rules.view import view_of

DATA = Path(__file__).resolve().parents[3] / "shared" / "data" / "iss" / "iss_real.sgf"


@dataclass(frozen=True, slots=True)
class Moment:
    """One decision of a real player: the game before it and what was played."""

    game: str
    before: GameState
    taken: Action


def moments(path: Path) -> Iterator[Moment]:
    """Every decision the records replay (records that do not replay are skipped)."""
    for record in iter_records(read_text(path)):
        if isinstance(record, IssFormatError):
            continue
        try:
            walked = walk(record, ISS)
        except IssFormatError:
            continue
        state = walked.state
        for ply, action in enumerate(state.history):
            before = replay(state.deal, state.history[:ply], ISS)
            if before.to_move is None or walked.actors[ply] != before.to_move:
                continue  # a concession out of turn
            if before.phase is Phase.PLAY and len(before.legal_cards()) == 1:
                continue
            yield Moment(record.id, before, action)


def _going_on(action: Action) -> bool:
    return isinstance(action, Bid | Hold)


def compare(moment: Moment, advised: Action) -> dict[str, bool]:
    """The agreement measures of one decision, named by phase."""
    phase = moment.before.phase
    taken = moment.taken
    if phase is Phase.BIDDING:
        return {
            "bidding (same answer)": advised == taken,
            "bidding (go on / pass)": _going_on(advised) == _going_on(taken),
        }
    if phase is Phase.SKAT:
        return {"skat (pick up / hand)": type(advised) is type(taken)}
    if phase is Phase.DECLARE:
        same_game = (
            isinstance(advised, Declare)
            and isinstance(taken, Declare)
            and advised.contract == taken.contract
        )
        return {"declaration (game)": same_game, "declaration (game and discard)": advised == taken}
    return {"card play": advised == taken}


def measure(path: Path, worlds: int, limit: int | None) -> dict[str, list[int]]:
    """Per measure: [agreed, decisions]."""
    found = list(moments(path))[:limit]
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for number, moment in enumerate(tqdm(found, desc=f"worlds {worlds}", file=sys.stderr)):
        seat = moment.before.to_move
        assert seat is not None
        view = view_of(moment.before, seat)
        advised = recommend(view, Budget(worlds), seed=number).action
        for name, agreed in compare(moment, advised).items():
            counts[name][0] += agreed
            counts[name][1] += 1
    return dict(counts)


def _table(counts: dict[str, list[int]]) -> str:
    rows = [f"{name:32} {agreed:5} / {total:5}  {agreed / total:6.1%}"
            for name, (agreed, total) in sorted(counts.items())]  # fmt: skip
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--worlds", type=int, default=20, help="0: the instant hint alone")
    parser.add_argument("--limit", type=int, default=None, help="the first N decisions only")
    parser.add_argument("--out", type=Path, default=None, help="the counts as JSON")
    args = parser.parse_args(argv)
    counts = measure(args.data, args.worlds, args.limit)
    print(_table(counts))
    if args.out is not None:
        args.out.write_text(json.dumps(counts, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
