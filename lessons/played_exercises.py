"""Exercises on played games (won or lost, the overbid charge, list entries) and on strategy
(what to put away, the defender's card). Each asks `coach` for its answer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from coach.heuristic import Grade as ReviewGrade
from coach.heuristic import best_discard, decide, estimate, review
from coach.rules import (
    ALL_TRICKS,
    SCHNEIDER_POINTS,
    TRICK_RULES,
    WIN_POINTS,
    Card,
    CardSet,
    Contract,
    Deal,
    Declare,
    GameState,
    GameType,
    PickUp,
    Play,
    PlayerView,
    Reason,
    RuleSet,
    ScoringList,
    Seat,
    apply,
    auction_won_at,
    game_points,
    game_value,
    matadors,
    must_follow,
    sort_for_game,
    view_of,
)
from lessons.exercises import Answer, Exercise, Input, Kind, Shown, reason
from lessons.played import PlayedGame
from lessons.value_exercises import value_reason


@dataclass(frozen=True, slots=True)
class PlayedExercise(Exercise):
    """A question about a game the engine has played out (declarer's cards shown)."""

    question_code: ClassVar[str]
    game: PlayedGame

    def question(self) -> Reason:
        result = self.game.result()
        return reason(
            self.question_code,
            bid=self.game.bid,
            points=result.declarer_points,
            tricks=tricks_said(result.declarer_tricks),
            contract=self.game.contract,
        )

    def shown(self) -> tuple[Shown, ...]:
        kind = self.game.contract.game
        hand = tuple(sort_for_game(kind, self.game.hand))
        shown = [
            Shown(reason("show_declarer_hand"), hand, kind),
            Shown(reason("show_skat"), tuple(self.game.skat)),
        ]
        if self.game.discard is not None:
            shown.append(Shown(reason("show_discard"), self.game.discard))
        return tuple(shown)

    def why(self) -> tuple[Reason, ...]:
        return outcome_reasons(self.game)


@dataclass(frozen=True, slots=True)
class GameWon(PlayedExercise):
    """A game has been played out: did the declarer win it?"""

    kind: ClassVar[Kind] = Kind.GAME_WON
    input: ClassVar[Input] = Input.YES_NO
    question_code: ClassVar[str] = "q_game_won"

    def answer(self) -> bool:
        return self.game.result().won


@dataclass(frozen=True, slots=True)
class OverbidCharge(PlayedExercise):
    """The declarer overbid: what value is charged?"""

    kind: ClassVar[Kind] = Kind.OVERBID_CHARGE
    input: ClassVar[Input] = Input.NUMBER
    question_code: ClassVar[str] = "q_overbid_charge"

    def answer(self) -> int:
        return self.game.result().value

    def mistakes(self, given: Answer) -> tuple[Reason, ...]:
        if given == self.game.bid and self.answer() != self.game.bid:
            return (reason("mistake_charge_is_bid", bid=self.game.bid),)
        return ()


@dataclass(frozen=True, slots=True)
class ListScore(PlayedExercise):
    """What goes on the simple list for the declarer (won: +value, lost: −2 × value)?"""

    kind: ClassVar[Kind] = Kind.LIST_SCORE
    input: ClassVar[Input] = Input.SIGNED_NUMBER
    question_code: ClassVar[str] = "q_list_score"

    def answer(self) -> int:
        return game_points(self.game.result(), ScoringList.SIMPLE, rules=self.game.rules)[0]

    def mistakes(self, given: Answer) -> tuple[Reason, ...]:
        if isinstance(given, int) and given < 0 and given * 2 == self.answer():
            return (reason("mistake_not_doubled"),)
        return ()


@dataclass(frozen=True, slots=True)
class TournamentScore(PlayedExercise):
    """What does the tournament list (Seeger-Fabian) give the declarer for this game?"""

    kind: ClassVar[Kind] = Kind.TOURNAMENT_SCORE
    input: ClassVar[Input] = Input.SIGNED_NUMBER
    question_code: ClassVar[str] = "q_tournament_score"

    def answer(self) -> int:
        return game_points(self.game.result(), ScoringList.TOURNAMENT, rules=self.game.rules)[0]

    def why(self) -> tuple[Reason, ...]:
        result = self.game.result()
        declarer, defenders = game_points(result, ScoringList.TOURNAMENT, rules=self.game.rules)
        if result.won:
            extra = reason("why_tournament_won", score=result.score, total=declarer)
        else:
            extra = reason(
                "why_tournament_lost", score=result.score, total=declarer, defenders=defenders
            )
        return (*outcome_reasons(self.game), extra)

    def mistakes(self, given: Answer) -> tuple[Reason, ...]:
        if isinstance(given, int) and given == self.game.result().score:
            return (reason("mistake_no_bonus"),)
        return ()


def tricks_said(count: int) -> Reason:
    """``1 Stich`` / ``3 Stichen`` (after "in"), ``1 trick`` / ``3 tricks``: the plural as said."""
    return reason("tricks_one" if count == 1 else "tricks_many", count=count)


def outcome_reasons(game: PlayedGame) -> tuple[Reason, ...]:
    """Why a played game is won or lost, with its value and (if so) the overbid charge."""
    result = game.result()
    contract = game.contract
    reasons: list[Reason] = []
    if contract.game is GameType.NULL:
        code = "why_null_lost" if result.declarer_tricks else "why_null_won"
        reasons.append(reason(code, tricks=result.declarer_tricks))
    else:
        code = "why_points_won" if result.declarer_points >= WIN_POINTS else "why_points_lost"
        if result.overbid and result.declarer_points >= WIN_POINTS:
            code = "why_points_overbid"  # enough points, yet the bid decides: never "reichen"
        missed = (contract.schneider_announced and result.declarer_points < SCHNEIDER_POINTS) or (
            contract.schwarz_announced and result.declarer_tricks < ALL_TRICKS
        )
        if not (
            missed and result.declarer_points >= WIN_POINTS
        ):  # 61 were not enough: say only why
            reasons.append(reason(code, points=result.declarer_points))
        if contract.schneider_announced and result.declarer_points < SCHNEIDER_POINTS:
            reasons.append(reason("why_schneider_missed", points=result.declarer_points))
        if contract.schwarz_announced and result.declarer_tricks < 10:
            reasons.append(reason("why_schwarz_missed"))
    value = game_value(
        contract,
        result.matadors,
        schneider=result.schneider,
        schwarz=result.schwarz,
        rules=game.rules,
    )
    reasons.append(value_reason(value))
    if result.overbid:
        reasons.append(reason("why_overbid", bid=game.bid, value=value.value))
        if matadors(contract.game, game.hand) != result.matadors:
            reasons.append(reason("why_skat_changed", cards=game.skat))
        reasons.append(
            reason("why_overbid_charge", base=value.base, bid=game.bid, charge=result.value)
        )
    verdict = "why_game_won" if result.won else "why_game_lost"
    reasons.append(reason(verdict, value=result.value, score=result.score))
    return tuple(reasons)


@dataclass(frozen=True, slots=True)
class Discard(Exercise):
    """You picked up the skat for `contract`: which two cards do you put away? The coach's
    discard (`coach.heuristic.discard`) is the answer; a pair it rates exactly as high is too."""

    kind: ClassVar[Kind] = Kind.DISCARD
    input: ClassVar[Input] = Input.CARDS
    contract: Contract
    cards: CardSet  # the twelve cards: hand and skat

    def __post_init__(self) -> None:
        if len(self.cards) != 12 or self.contract.hand:
            raise ValueError("a discard needs twelve cards and a picked-up game")

    def question(self) -> Reason:
        return reason("q_discard", contract=self.contract)

    def shown(self) -> tuple[Shown, ...]:
        return (Shown(reason("show_your_twelve"), self.choices(), self.contract.game),)

    def choices(self) -> tuple[Card, ...]:
        return tuple(sort_for_game(self.contract.game, self.cards))

    def answer(self) -> CardSet:
        return CardSet.of(best_discard(self.cards, self.contract.game, False)[0])

    def why(self) -> tuple[Reason, ...]:
        return best_discard(self.cards, self.contract.game, False)[2]

    def _score(self, away: CardSet) -> float:
        game = self.contract.game
        result = estimate(self.cards - away, game, away=away, forehand=False)
        return result.chance if game is GameType.NULL else result.score

    def as_good(self, given: Answer) -> bool:
        if not isinstance(given, CardSet) or len(given) != 2 or given - self.cards:
            return False
        return self._score(given) >= self._score(self.answer()) - 1e-9

    def mistakes(self, given: Answer) -> tuple[Reason, ...]:
        if not isinstance(given, CardSet):
            return ()
        if len(given) != 2:
            return (reason("mistake_discard_two", count=len(given)),)
        trumps = CardSet(given.mask & TRICK_RULES[self.contract.game].trump_mask)
        if trumps and self.contract.game is not GameType.NULL:
            return (reason("mistake_discard_trump", cards=trumps),)
        return ()


@dataclass(frozen=True, slots=True)
class DefenderCard(Exercise):
    """You defend in the first trick: which card do you play? The heuristic coach's card from
    your seat's view is the answer (`coach.heuristic`); a card it rates alike is too."""

    kind: ClassVar[Kind] = Kind.DEFENDER_CARD
    input: ClassVar[Input] = Input.CARD
    deal: Deal
    contract: Contract
    declarer: Seat
    discard: tuple[Card, Card] | None  # the declarer's (None: a hand game)
    trick: tuple[Card, ...]  # the first trick so far, from forehand on
    rules: RuleSet

    def __post_init__(self) -> None:
        if self.seat == self.declarer:
            raise ValueError("the learner defends: the declarer plays another card of the trick")
        if not isinstance(decide(self.view()).action, Play):  # the deal and trick must be legal
            raise ValueError("the coach would not play a card here (it concedes)")

    @property
    def seat(self) -> Seat:
        """The learner's seat: forehand leads, the others follow in turn."""
        seat: Seat = len(self.trick)
        return seat

    def view(self) -> PlayerView:
        state = GameState.new(self.deal, self.rules)
        for action in auction_won_at(self.declarer, 18):
            state = apply(state, action)
        if self.contract.hand:
            state = apply(state, Declare(self.contract))
        else:
            state = apply(apply(state, PickUp()), Declare(self.contract, self.discard))
        for card in self.trick:
            state = apply(state, Play(card))
        return view_of(state, self.seat)

    def question(self) -> Reason:
        if self.trick:
            return reason("q_defender_follow", contract=self.contract, led=self.trick[0])
        if (self.seat + 1) % 3 == self.declarer:
            return reason("q_defender_lead_next", contract=self.contract)
        return reason("q_defender_lead_after_partner", contract=self.contract)

    def shown(self) -> tuple[Shown, ...]:
        game = self.contract.game
        trick = (Shown(reason("show_trick_so_far"), self.trick),) if self.trick else ()
        return (*trick, Shown(reason("show_your_hand"), self.choices(), game))

    def choices(self) -> tuple[Card, ...]:
        return tuple(sort_for_game(self.contract.game, self.deal.hands[self.seat]))

    def answer(self) -> Card:
        action = decide(self.view()).action
        assert isinstance(action, Play)
        return action.card

    def why(self) -> tuple[Reason, ...]:
        return decide(self.view()).reasons

    def as_good(self, given: Answer) -> bool:
        if not isinstance(given, Card) or given not in self.view().legal_cards():
            return False
        return review(self.view(), Play(given)).grade is ReviewGrade.GOOD

    def mistakes(self, given: Answer) -> tuple[Reason, ...]:
        if not isinstance(given, Card) or given not in self.choices():
            return ()
        if self.trick and given not in self.view().legal_cards():
            hand = self.deal.hands[self.seat]
            return (must_follow(self.contract.game, given, self.trick[0], hand),)
        return ()
