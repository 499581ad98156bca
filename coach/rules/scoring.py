"""Score sheets: who sits where in each game, and the simple and the tournament list.

The simple list writes each game's score for the declarer: the value when won, minus twice the
value when lost (the rule set decides the doubling). The tournament list (Seeger-Fabian, as in the
ISkO and on the ISS) adds 50 for each game a player wins and takes 50 for each he loses; when a
declarer loses, each of his opponents at the table gets 40 (30 at a table of four).

Players are given in clockwise seating order. The first game is dealt by the first player; the
deal passes to the left. Forehand sits left of the dealer; at a table of three the dealer is
rearhand, at a table of four the dealer sits the game out.

Club rules: a Ramsch writes each seat's own score; a game in a Bock round counts its list score
twice (`coach.rules.bock`); a Bierlachs list ends when a player reaches the rule set's goal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from coach.rules.actions import SEATS
from coach.rules.bock import bock_games_after
from coach.rules.contract import RuleSet, ScoringList
from coach.rules.result import GameResult

__all__ = ["ScoreSheet", "ScoringList", "dealer_of", "game_points", "seat_players", "sheet_of"]


def dealer_of(game_index: int, players: int) -> int:
    """The player (index in seating order) who deals game `game_index` (0-based)."""
    _check_table(players)
    return game_index % players


def seat_players(game_index: int, players: int) -> tuple[int, int, int]:
    """The players at forehand, middlehand and rearhand in game `game_index` (0-based)."""
    dealer = dealer_of(game_index, players)
    return ((dealer + 1) % players, (dealer + 2) % players, (dealer + 3) % players)


def _check_table(players: int) -> None:
    if players not in (3, 4):
        raise ValueError(f"a Skat table has 3 or 4 players, not {players}")


def game_points(
    result: GameResult, kind: ScoringList, players: int = 3, *, rules: RuleSet, factor: int = 1
) -> tuple[int, int]:
    """(the declarer's points, each defender's points) for one game on the chosen list
    (`RuleSet.sheet_points`), its list score taken `factor` times (2 in a Bock round); a passed
    game and a Ramsch score nothing here (a Ramsch scores per seat)."""
    _check_table(players)
    if result.passed or result.ramsch is not None:
        return (0, 0)
    return rules.sheet_points(result.won, factor * result.score, kind, players)


@dataclass(frozen=True, slots=True)
class SheetEntry:
    """One game on the sheet: where everyone sat, its result, and each player's points."""

    number: int  # 1-based
    dealer: int
    seats: tuple[int, int, int]  # player index at forehand, middlehand, rearhand
    result: GameResult
    points: tuple[int, ...]  # per player, this game
    bock: bool = False  # played in a Bock round: the list score counted twice

    @property
    def declarer(self) -> int | None:
        """The declaring player (index in seating order), `None` when all passed."""
        seat = self.result.declarer
        return None if seat is None else self.seats[seat]


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's line at the foot of the sheet."""

    player: str
    score: int  # sum of his games' list scores (the simple list)
    won: int
    lost: int
    opponents_lost: int  # games other declarers lost while he sat at the table
    total: int  # on the sheet's list


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """An immutable score sheet for 3 or 4 players; `add` returns the sheet with one more game."""

    players: tuple[str, ...]
    rules: RuleSet
    kind: ScoringList = ScoringList.TOURNAMENT
    entries: tuple[SheetEntry, ...] = ()
    bock_left: int = 0  # games of Bock rounds still to play

    def __post_init__(self) -> None:
        _check_table(len(self.players))

    @property
    def next_seats(self) -> tuple[int, int, int]:
        """Who plays forehand, middlehand and rearhand in the next game."""
        return seat_players(len(self.entries), len(self.players))

    @property
    def next_dealer(self) -> int:
        return dealer_of(len(self.entries), len(self.players))

    def add(self, result: GameResult) -> ScoreSheet:
        """The sheet with `result` as the next game, played at `next_seats` under the sheet's
        rules (a table that changes its rule set between games sets them per game). A Bock round
        still open counts only for a game whose rules know Bock."""
        index = len(self.entries)
        seats = seat_players(index, len(self.players))
        bock = self.bock_left > 0 and bool(self.rules.bock_events)
        factor = 2 if bock else 1
        declarer_points, defender_points = game_points(
            result, self.kind, len(self.players), rules=self.rules, factor=factor
        )
        points = [0] * len(self.players)
        if result.ramsch is not None:
            for seat in SEATS:
                points[seats[seat]] = factor * result.ramsch.scores[seat]
        if result.declarer is not None:
            for seat in SEATS:
                points[seats[seat]] = (
                    declarer_points if seat == result.declarer else defender_points
                )
        entry = SheetEntry(
            index + 1, dealer_of(index, len(self.players)), seats, result, tuple(points), bock
        )
        left = bock_games_after(self.bock_left, result, self.rules)
        return ScoreSheet(self.players, self.rules, self.kind, (*self.entries, entry), left)

    def bierlachs_payer(self) -> int | None:
        """On a Bierlachs list: once a player's total reaches the goal, the player with the
        lowest total (the first of several) buys the round; None before or without the list."""
        goal = self.rules.bierlachs
        totals = self.totals()
        if goal <= 0 or max(totals) < goal:
            return None
        return totals.index(min(totals))

    def totals(self) -> tuple[int, ...]:
        """Each player's total so far on the sheet's list."""
        return tuple(
            sum(entry.points[p] for entry in self.entries) for p in range(len(self.players))
        )

    def standings(self) -> tuple[Standing, ...]:
        """Per player: list score, games won and lost, opponents' lost games, and the total."""
        rows = []
        totals = self.totals()
        for player, name in enumerate(self.players):
            played = [e for e in self.entries if e.declarer == player]
            won = sum(1 for e in played if e.result.won)
            opponents_lost = sum(
                1
                for e in self.entries
                if e.declarer not in (None, player) and player in e.seats and not e.result.won
            )
            score = sum(e.result.score for e in played)
            rows.append(
                Standing(name, score, won, len(played) - won, opponents_lost, totals[player])
            )
        return tuple(rows)


def sheet_of(
    players: Sequence[str],
    results: Sequence[GameResult],
    kind: ScoringList = ScoringList.TOURNAMENT,
    *,
    rules: RuleSet,
) -> ScoreSheet:
    """A sheet with `results` played in order, starting with the first player dealing."""
    sheet = ScoreSheet(tuple(players), rules, kind)
    for result in results:
        sheet = sheet.add(result)
    return sheet
