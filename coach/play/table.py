"""A Skat table for coached play: the learner and two engine opponents play a series of games.

A `Table` is an immutable value: the rule set, the players in seating order, the deal number of
the current game (a seeded shuffle: the same number deals the same cards, so a deal can be
replayed or shared), the current `GameState`, the score sheet of the finished games and, per
action of the current game, who took it and why (an engine's reasons, the hint the learner saw,
the verdict on the learner's decision). Every change goes through the game's state machine
(`game.apply`, `game.replay`) and returns a new table:

    table = start(ISKO, (Participant("Anna"), Participant("Bot", CLUB), ...), deal_number=4711)
    table = run_engines(table)                # or engine_step, one action at a time
    table = act(table, Bid(18))               # the learner's action
    table = rewind(table, 3)                  # back to the state after three actions
    trial = sandbox(table, 5)                 # try another line from the learner's decision 5
    trial = position_sandbox(position, learner, opponents)  # any position, its cards from elsewhere

The seats rotate from game to game as at a real table (`scoring.seat_players`): the first player
deals the first game and sits rearhand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import Enum

from coach.heuristic import Grade
from coach.play.players import Strength, engine
from coach.records.iss_writer import actors_of
from coach.records.position import Position
from coach.rules.actions import Action, Deal, IllegalActionError, Seat
from coach.rules.contract import RuleSet
from coach.rules.explain import Reason
from coach.rules.game import GameState, apply, replay
from coach.rules.legal import check
from coach.rules.result import GameResult, result
from coach.rules.scoring import ScoreSheet, ScoringList, seat_players
from coach.rules.view import PlayerView, view_of
from coach.sampled.judgement import Judgement

OUTSIDE_DEAL = 0  # the deal number of cards from elsewhere (a record, the editor): a sandbox only
DEAL_NUMBERS = 1_000_000  # deal numbers run from 1 to 999 999: short enough to share
SERIES_GAMES = 36  # a seeded series: 36 games, as a tournament sitting of three


@dataclass(frozen=True, slots=True)
class Participant:
    """A player at the table: the learner (no strength) or an engine opponent."""

    name: str
    strength: Strength | None = None

    @property
    def is_learner(self) -> bool:
        return self.strength is None


@dataclass(frozen=True, slots=True)
class ShownHint:
    """The coach's recommendation shown before a learner decision. It never changes the game."""

    action: Action
    reasons: tuple[Reason, ...]
    checked: bool = False  # checked by search (or the heuristic's instant answer)
    quick: tuple[Reason, ...] = ()  # why the quick rule would differ; empty: it agrees
    judgement: Judgement | None = None  # the decision's judgement the checked hint read


@dataclass(frozen=True, slots=True)
class MoveVerdict:
    """How good a learner decision was: the grade, why, and what a mistake cost."""

    grade: Grade
    reasons: tuple[Reason, ...]
    best: Action  # the coach's choice
    cost: float | None = None  # expected list points lost (search estimate); None: not estimated
    noise: float | None = None  # the standard error of `cost` (paired over the same worlds)
    judgement: Judgement | None = None  # the decision's judgement it was read from


@dataclass(frozen=True, slots=True)
class Turn:
    """One action of the current game: who took it and why."""

    seat: Seat
    action: Action
    by_learner: bool
    reasons: tuple[Reason, ...] = ()  # an engine's reasons: its answer to "why?"
    hint: ShownHint | None = None  # the hint the learner saw before deciding
    verdict: MoveVerdict | None = None  # the verdict on the learner's decision, once computed

    @property
    def judgement(self) -> Judgement | None:
        """The decision's one judgement: the verdict's, else the checked hint's."""
        if self.verdict is not None and self.verdict.judgement is not None:
            return self.verdict.judgement
        return None if self.hint is None else self.hint.judgement


class Waiting(Enum):
    """Whose move the table waits for."""

    LEARNER = "learner"
    ENGINE = "engine"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """A finished game of the series: its deal number, final state and the judgements of the
    learner's decisions (by ply)."""

    deal_number: int
    state: GameState
    judgements: tuple[tuple[int, Judgement], ...] = ()


@dataclass(frozen=True, slots=True)
class Table:
    """A series in progress; `turns` runs parallel to `state.history`."""

    rules: RuleSet  # the current game's; each game played keeps its own in its state
    players: tuple[Participant, Participant, Participant]  # seating order
    kind: ScoringList  # the list the series is scored on
    deal_number: int
    state: GameState
    past: tuple[PlayedGame, ...] = ()  # the finished games before this one
    turns: tuple[Turn, ...] = ()
    pending_hint: ShownHint | None = None  # shown for the learner's decision not yet taken
    sandbox_from: int | None = None  # a sandbox replaying the game from this ply: never scored

    @property
    def is_sandbox(self) -> bool:
        """A try-out from one decision of a game: its result never reaches the score sheet."""
        return self.sandbox_from is not None

    games: int | None = None  # a series of this many games; None: as many as the learner likes

    @property
    def series_code(self) -> int:
        """The first game's deal number: with it a series deals the same cards again."""
        return self.past[0].deal_number if self.past else self.deal_number

    @property
    def series_over(self) -> bool:
        """Whether the series' last game is over, or its Bierlachs list has reached the goal."""
        last = self.games is not None and self.game_index + 1 >= self.games
        return (last and self.state.is_over) or self.bierlachs_payer is not None

    @property
    def bierlachs_payer(self) -> int | None:
        """On a Bierlachs list whose goal a player has reached (the current game counted once
        over): the player (index in `players`) who buys the round, which ends the series."""
        if self.rules.bierlachs <= 0 or not self.state.is_over:
            return None
        return self.score_sheet(ScoringList.SIMPLE, with_current=True).bierlachs_payer()

    @property
    def game_index(self) -> int:
        """The current game's place in the series, from 0."""
        return len(self.past)

    @property
    def sheet(self) -> ScoreSheet:
        """The score sheet of the finished games."""
        return self.score_sheet(self.kind)

    def score_sheet(self, kind: ScoringList, *, with_current: bool = False) -> ScoreSheet:
        """The sheet on `kind` of the finished games (and the current one once it is over, when
        asked), each game scored by the rule set it was played under."""
        states = [game.state for game in self.past]
        if with_current and self.state.is_over:
            states.append(self.state)
        sheet = ScoreSheet(tuple(p.name for p in self.players), self.rules, kind)
        for state in states:
            sheet = replace(sheet, rules=state.rules).add(result(state))
        return replace(sheet, rules=self.rules)

    @property
    def seats(self) -> tuple[int, int, int]:
        """The player (index in `players`) at forehand, middlehand and rearhand."""
        return seat_players(self.game_index, len(self.players))

    @property
    def learner(self) -> int:
        """The learner's index in `players`."""
        return next(i for i, p in enumerate(self.players) if p.is_learner)

    @property
    def learner_seat(self) -> Seat:
        return self.seats.index(self.learner)

    def player_at(self, seat: Seat) -> Participant:
        return self.players[self.seats[seat]]

    @property
    def learner_view(self) -> PlayerView:
        """What the learner may see now."""
        return view_of(self.state, self.learner_seat)

    @property
    def waiting(self) -> Waiting:
        seat = self.state.to_move
        if seat is None:
            return Waiting.OVER
        return Waiting.LEARNER if seat == self.learner_seat else Waiting.ENGINE

    @property
    def result(self) -> GameResult | None:
        """The current game's result once it is over."""
        return result(self.state) if self.state.is_over else None

    @property
    def ply(self) -> int:
        """How many actions the current game has seen."""
        return len(self.state.history)


def deal_of(number: int) -> Deal:
    """The deal behind a deal number: the cards shuffled with that seed, dealt as at the table."""
    if not 0 < number < DEAL_NUMBERS:
        raise ValueError(f"a deal number runs from 1 to {DEAL_NUMBERS - 1}, not {number}")
    return Deal.shuffled(random.Random(number))


def next_deal_number(number: int) -> int:
    """The deal number that follows `number` in a series (so a whole series replays)."""
    return random.Random(number * DEAL_NUMBERS + 1).randrange(1, DEAL_NUMBERS)


def series_deals(code: int, games: int) -> tuple[int, ...]:
    """The deal numbers of a series of `games` games whose code (first deal number) is `code`."""
    numbers = [code]
    while len(numbers) < games:
        numbers.append(next_deal_number(numbers[-1]))
    return tuple(numbers)


def start(
    rules: RuleSet,
    players: tuple[Participant, Participant, Participant],
    deal_number: int,
    kind: ScoringList = ScoringList.TOURNAMENT,
    games: int | None = None,
) -> Table:
    """The first game of a series, dealt from `deal_number`; the first player deals. `games`
    fixes the series' length (`SERIES_GAMES` for a seeded series others can replay)."""
    learners = sum(p.is_learner for p in players)
    if learners != 1:
        raise ValueError(f"a coached table seats exactly one learner, not {learners}")
    if games is not None and games < 1:
        raise ValueError(f"a series has at least one game, not {games}")
    state = GameState.new(deal_of(deal_number), rules)
    return Table(rules, players, kind, deal_number, state, games=games)


def act(table: Table, action: Action) -> Table:
    """The table after the learner's `action`; raises `IllegalActionError` saying why not.

    Besides a move in turn, the learner as declarer may give up, and as a defender concede.
    """
    state = table.state
    seat = table.learner_seat
    refusal = check(state, action, seat)
    if refusal is not None:
        raise IllegalActionError(refusal)
    turn = Turn(seat, action, by_learner=True, hint=table.pending_hint)
    return replace(table, state=apply(state, action), turns=(*table.turns, turn), pending_hint=None)


def engine_step(table: Table) -> Table:
    """The table after one engine action (the UI paces them); its reasons answer "why?"."""
    if table.waiting is not Waiting.ENGINE:
        raise ValueError(f"no engine is to move (waiting: {table.waiting.value})")
    seat = table.state.to_move
    assert seat is not None
    strength = table.player_at(seat).strength
    assert strength is not None
    decision = engine(strength).decide(view_of(table.state, seat), decision_seed(table, table.ply))
    turn = Turn(seat, decision.action, by_learner=False, reasons=decision.reasons)
    state = apply(table.state, decision.action)
    return replace(table, state=state, turns=(*table.turns, turn))


def decision_seed(table: Table, ply: int) -> int:
    """The seed of a decision at `ply` of the current game: a game replays move for move."""
    return seed_at(table.deal_number, ply)


def seed_at(deal_number: int, ply: int) -> int:
    """The seed of the decision at `ply` of a game dealt from `deal_number`."""
    return deal_number * 100 + ply


def run_engines(table: Table) -> Table:
    """Engine actions until the learner is to move or the game is over."""
    while table.waiting is Waiting.ENGINE:
        table = engine_step(table)
    return table


def rewind(table: Table, ply: int) -> Table:
    """The current game back at the state after its first `ply` actions."""
    if not 0 <= ply <= table.ply:
        raise ValueError(f"this game has {table.ply} actions; cannot go back to action {ply}")
    state = replay(table.state.deal, table.state.history[:ply], table.rules)
    return replace(table, state=state, turns=table.turns[:ply], pending_hint=None)


def sandbox(table: Table, ply: int) -> Table:
    """A sandbox of the current game from the learner's decision at `ply`: the same deal, the
    actions before it, the same engines and coach; its game never counts (`next_game` refuses)."""
    if not 0 <= ply < table.ply or not table.turns[ply].by_learner:
        raise ValueError(f"action {ply} of this game is not a decision of the learner")
    return replace(rewind(table, ply), sandbox_from=ply)


def position_sandbox(
    position: Position, learner: Participant, opponents: tuple[Participant, Participant]
) -> Table:
    """A sandbox from any position (a saved or imported game, a puzzle, the deal editor): its
    cards and actions so far, the learner in the seat to move, the engines in the others. Its
    deal number is `OUTSIDE_DEAL` (no seeded shuffle dealt the cards); it never counts."""
    if not learner.is_learner or any(p.is_learner for p in opponents):
        raise ValueError("a sandbox seats the learner once and two engines")
    seats = seat_players(0, 3)
    mover = position.to_move
    others = iter(opponents)
    first, second, third = (
        learner if index == seats[mover] else next(others) for index in range(3)
    )
    state = position.state
    turns = tuple(
        Turn(seat, action, by_learner=seat == mover)
        for seat, action in zip(actors_of(state), state.history, strict=True)
    )
    return Table(
        position.rules,
        (first, second, third),
        ScoringList.TOURNAMENT,
        OUTSIDE_DEAL,
        state,
        turns=turns,
        sandbox_from=len(state.history),
    )


def next_game(table: Table, deal_number: int | None = None) -> Table:
    """The next game of the series: this one's result on the sheet, the deal passed on."""
    if table.is_sandbox:
        raise ValueError("a sandbox game never counts: leave the sandbox to play on")
    if not table.state.is_over:
        raise ValueError("the current game is not over yet")
    if table.bierlachs_payer is not None:
        raise ValueError("the Bierlachs list has reached its goal: the series is over")
    if table.series_over:
        raise ValueError(f"the series of {table.games} games is over")
    number = next_deal_number(table.deal_number) if deal_number is None else deal_number
    state = GameState.new(deal_of(number), table.rules)
    past = (*table.past, PlayedGame(table.deal_number, table.state, turn_judgements(table)))
    return Table(table.rules, table.players, table.kind, number, state, past, games=table.games)


def with_rules(table: Table, rules: RuleSet) -> Table:
    """The current game, not begun yet, dealt again (the same cards) under `rules`: a table may
    change its rule set between games. The games played keep theirs, and the sheet scores each
    game by its own."""
    if table.is_sandbox:
        raise ValueError("a sandbox replays its game under the game's own rules")
    if table.ply:
        raise ValueError("the rules of a game change only before its first action")
    state = GameState.new(table.state.deal, rules)
    return replace(table, rules=rules, state=state, turns=(), pending_hint=None)


def show_hint(table: Table, hint: ShownHint) -> Table:
    """The table noting that the learner saw `hint` before the decision now pending."""
    if table.waiting is not Waiting.LEARNER:
        raise ValueError("a hint is for the learner's own decision")
    return replace(table, pending_hint=hint)


def with_verdict(table: Table, ply: int, verdict: MoveVerdict) -> Table:
    """The table with `verdict` on the learner's decision at `ply` (0-based action index)."""
    if not 0 <= ply < len(table.turns) or not table.turns[ply].by_learner:
        raise ValueError(f"action {ply} of this game is not a decision of the learner")
    turns = list(table.turns)
    turns[ply] = replace(turns[ply], verdict=verdict)
    return replace(table, turns=tuple(turns))


def turn_judgements(table: Table) -> tuple[tuple[int, Judgement], ...]:
    """The judgements of the current game's learner decisions, by ply."""
    return tuple(
        (ply, judgement)
        for ply, turn in enumerate(table.turns)
        if turn.by_learner and (judgement := turn.judgement) is not None
    )


def game_judgements(table: Table, game: int) -> dict[int, Judgement]:
    """The judgements of the learner's decisions in game `game` (0-based) of the series."""
    if game == table.game_index:
        return dict(turn_judgements(table))
    return dict(table.past[game].judgements)


def learner_turns(table: Table) -> tuple[int, ...]:
    """The plies (action indexes) of the learner's decisions in the current game."""
    return tuple(i for i, turn in enumerate(table.turns) if turn.by_learner)
