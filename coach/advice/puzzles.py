"""Your own mistakes as puzzles: each costly decision of a game, to find a better move again.

Every decision of the learner graded worse than "good" (questionable or a mistake) and priced
above `GOOD_COST` list points becomes one `Puzzle`: the position before it, asked from the
learner's seat, with what was done, the coach's better move, its cost and the rule it broke.
An attempt is judged as the verdict was (`coach.advice.coaching.judge`, the same worlds): good
means solved. A puzzle keeps its text (`text` / `parse`) so that the store can ask it again.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from coach.advice.coaching import judge
from coach.advice.game_progress import broken_rule
from coach.advice.voice import GOOD_COST, MISTAKE_COST
from coach.heuristic import Grade
from coach.play.table import MoveVerdict, Table
from coach.play.table_file import reason_from_json, reason_json
from coach.records.iss_moves import action_token, parse_action
from coach.records.position import Position, PositionError, fields_of
from coach.rules.actions import Action, Seat
from coach.rules.decision_kind import DecisionKind, decision_kind
from coach.rules.explain import Reason
from coach.rules.game import GameState, apply


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A costly decision to take again: the position (the learner to move), what was done, the
    coach's better move, what the choice cost and the rule behind it."""

    key: str  # unique per learner: the game's key and the decision's ply
    position: Position
    kind: DecisionKind
    taken: Action
    best: Action
    cost: float
    rule: Reason | None

    @property
    def seat(self) -> Seat:
        return self.position.to_move

    def text(self) -> str:
        """The puzzle as ``key: value`` lines (`parse` reads them back)."""
        state = self.position.state
        lines = [
            *self.position.lines(),
            f"kind: {self.kind.value}",
            f"taken: {action_token(state, self.taken)}",
            f"best: {action_token(state, self.best)}",
            f"cost: {self.cost}",
        ]
        if self.rule is not None:
            lines.append(f"rule: {reason_json(self.rule)}")
        return "\n".join(lines) + "\n"

    @classmethod
    def parse(cls, key: str, text: str) -> Puzzle:
        """A puzzle from its text; `PositionError` names what is wrong."""
        fields = fields_of(text)
        position = Position.parse_lines(fields)
        state = position.state
        try:
            taken = parse_action(state, fields["taken"])
            best = parse_action(state, fields["best"])
            kind = DecisionKind(fields["kind"])
            cost = float(fields["cost"])
            rule = reason_from_json(fields["rule"]) if "rule" in fields else None
        except (KeyError, ValueError):
            raise PositionError(Reason.of("puzzle_damaged", puzzle=key)) from None
        return cls(key, position, kind, taken, best, cost, rule)


def is_costly(verdict: MoveVerdict | None) -> bool:
    """Whether a verdict graded the decision below "good" and priced it above that line (a move
    "equally good" within the noise is never a puzzle: one voice)."""
    return (
        verdict is not None
        and verdict.grade is not Grade.GOOD
        and verdict.cost is not None
        and verdict.cost > GOOD_COST
    )


def puzzles_of(
    state: GameState,
    verdicts: Iterable[tuple[int, MoveVerdict]],
    game: str,
) -> tuple[Puzzle, ...]:
    """One puzzle per costly verdict of `state`'s decisions (ply, verdict) in game `game`; an
    attempt is judged in the verdict's worlds (the judgement's seed comes from deal and ply)."""
    found = []
    for ply, verdict in sorted(verdicts, key=lambda item: item[0]):
        if not is_costly(verdict):
            continue
        assert verdict.cost is not None
        position = Position.of_state(state, ply)
        before = position.state
        taken = state.history[ply]
        seat = position.to_move
        found.append(
            Puzzle(
                f"{game}:{ply}",
                position,
                decision_kind(before, taken, seat),
                taken,
                verdict.best,
                verdict.cost,
                broken_rule(verdict),
            )
        )
    return tuple(found)


def table_puzzles(table: Table, game: str) -> tuple[Puzzle, ...]:
    """The puzzles of the learner's costly decisions in the table's current game."""
    verdicts = [
        (ply, turn.verdict)
        for ply, turn in enumerate(table.turns)
        if turn.by_learner and turn.verdict is not None
    ]
    return puzzles_of(table.state, verdicts, game)


def attempt(puzzle: Puzzle, action: Action, seconds: float | None = None) -> MoveVerdict:
    """The verdict on `action` tried in the puzzle's position (the coach's better move and the
    move taken in the game are known: they are answered at once); the judgement's seed comes
    from the deal and the ply, so a new move is priced in the worlds of the original verdict."""
    before = puzzle.position.state
    if action == puzzle.best:
        return MoveVerdict(Grade.GOOD, (Reason.of("verdict_best"),), action, 0.0)
    if action == puzzle.taken:
        reasons = (Reason.of("puzzle_same_again"),) + (
            () if puzzle.rule is None else (puzzle.rule,)
        )
        grade = Grade.MISTAKE if puzzle.cost > MISTAKE_COST else Grade.QUESTIONABLE
        return MoveVerdict(grade, reasons, puzzle.best, puzzle.cost)
    after = apply(before, action)
    return judge(after, len(before.history), puzzle.seat, seconds=seconds)


def solved(verdict: MoveVerdict) -> bool:
    """Whether an attempt solves the puzzle: the coach calls it good."""
    return verdict.grade is Grade.GOOD
