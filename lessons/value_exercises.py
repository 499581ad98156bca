"""Exercises on the auction and game values: the next bid, matadors, a game's value, the highest
bid. Each asks `coach` for its answer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from coach.rules import (
    SUIT_BASE_VALUES,
    CardSet,
    Contract,
    GameType,
    GameValue,
    Reason,
    RuleSet,
    bid_values,
    game_value,
    matador_sequence,
    matadors,
    next_bid,
    sort_for_game,
)
from lessons.exercises import Answer, Exercise, Input, Kind, Shown, number, reason


@dataclass(frozen=True, slots=True)
class NextBid(Exercise):
    """The auction stands at `current`: what is the next bid?"""

    kind: ClassVar[Kind] = Kind.NEXT_BID
    input: ClassVar[Input] = Input.NUMBER
    current: int
    rules: RuleSet

    def __post_init__(self) -> None:
        if next_bid(self.current, self.rules) is None:
            raise ValueError(f"no bid is higher than {self.current}")

    def question(self) -> Reason:
        return reason("q_next_bid", current=self.current)

    def shown(self) -> tuple[Shown, ...]:
        return ()

    def answer(self) -> int:
        value = next_bid(self.current, self.rules)
        assert value is not None
        return value

    def why(self) -> tuple[Reason, ...]:
        value = self.answer()
        values = bid_values(self.rules)
        index = values.index(value)
        ladder = ", ".join(str(v) for v in values[max(0, index - 3) : index + 3])
        reasons = [reason("why_bid_ladder", ladder=ladder)]
        for game, base in (*SUIT_BASE_VALUES.items(), (GameType.GRAND, 24)):
            if value % base == 0 and value // base >= 2:
                reasons.append(
                    reason("why_bid_is", value=value, game=game, base=base, times=value // base)
                )
                break
        else:
            reasons.append(reason("why_bid_is_null", value=value))
        return tuple(reasons)


@dataclass(frozen=True, slots=True)
class Matadors(Exercise):
    """How many matadors ("mit" or "ohne")? Hand and skat count together."""

    kind: ClassVar[Kind] = Kind.MATADORS
    input: ClassVar[Input] = Input.MATADORS
    game: GameType
    hand: CardSet
    skat: CardSet

    def __post_init__(self) -> None:
        if self.game is GameType.NULL:
            raise ValueError("Null games have no matadors")

    def question(self) -> Reason:
        return reason("q_matadors", game=self.game)

    def shown(self) -> tuple[Shown, ...]:
        hand = tuple(sort_for_game(self.game, self.hand))
        return (
            Shown(reason("show_your_hand"), hand, self.game),
            Shown(reason("show_skat"), tuple(self.skat)),
        )

    def answer(self) -> int:
        return matadors(self.game, self.hand | self.skat)

    def state_answer(self, answer: Answer) -> Reason:
        return reason("answer_matadors", spoken=spoken_matadors(answer))

    def why(self) -> tuple[Reason, ...]:
        return matador_reasons(self.game, self.hand, self.skat)

    def mistakes(self, given: Answer) -> tuple[Reason, ...]:
        if isinstance(given, int) and given == -self.answer():
            return (reason("mistake_with_without"),)
        return ()


def spoken_matadors(answer: Answer) -> Reason:
    """ "mit 2" / "ohne 3" in the words of the bid-value table."""
    count = number(answer)
    return Reason.of("value_with" if count > 0 else "value_without", count=abs(count))


def matador_reasons(game: GameType, hand: CardSet, skat: CardSet) -> tuple[Reason, ...]:
    """How the matadors are counted: the run held from the club jack, or the run missing."""
    sequence = matador_sequence(game)
    count = matadors(game, hand | skat)
    if count > 0:
        run = sequence[:count]
        reasons = [reason("why_with", count=count, cards=run)]
        if count < len(sequence):
            reasons.append(reason("why_with_gap", card=sequence[count]))
    else:
        missing = sequence[:-count]
        reasons = [reason("why_without", count=-count, cards=missing)]
        if -count < len(sequence):
            reasons.append(reason("why_without_top", card=sequence[-count]))
    if matadors(game, hand) != count:
        reasons.append(reason("why_skat_counts", cards=skat & CardSet.of(sequence)))
    return tuple(reasons)


@dataclass(frozen=True, slots=True)
class GameValueExercise(Exercise):
    """What is this game worth? Matadors over hand and skat, levels, base value."""

    kind: ClassVar[Kind] = Kind.GAME_VALUE
    input: ClassVar[Input] = Input.NUMBER
    contract: Contract
    hand: CardSet
    skat: CardSet
    rules: RuleSet
    schneider: bool = False
    schwarz: bool = False

    def question(self) -> Reason:
        code = "q_game_value"
        if self.schwarz:
            code = "q_game_value_schwarz"
        elif self.schneider:
            code = "q_game_value_schneider"
        return reason(code, contract=self.contract)

    def shown(self) -> tuple[Shown, ...]:
        game = self.contract.game
        hand = tuple(sort_for_game(game, self.hand))
        return (
            Shown(reason("show_your_hand"), hand, game),
            Shown(reason("show_skat"), tuple(self.skat)),
        )

    def value(self) -> GameValue:
        count = matadors(self.contract.game, self.hand | self.skat)
        return game_value(
            self.contract, count, schneider=self.schneider, schwarz=self.schwarz, rules=self.rules
        )

    def answer(self) -> int:
        return self.value().value

    def why(self) -> tuple[Reason, ...]:
        value = self.value()
        if self.contract.game is GameType.NULL:
            return (value_reason(value), reason("why_null_fixed"))
        return (*matador_reasons(self.contract.game, self.hand, self.skat), value_reason(value))

    def mistakes(self, given: Answer) -> tuple[Reason, ...]:
        if isinstance(given, int) and given == (self.hand | self.skat).points:
            return (reason("mistake_card_points"),)
        return ()


def value_reason(value: GameValue) -> Reason:
    """The derivation as players say it."""
    return reason("why_value", spoken=value)


@dataclass(frozen=True, slots=True)
class MaxBid(Exercise):
    """How high may you bid with these ten cards for this game? The skat is unknown."""

    kind: ClassVar[Kind] = Kind.MAX_BID
    input: ClassVar[Input] = Input.NUMBER
    contract: Contract
    hand: CardSet
    rules: RuleSet

    def question(self) -> Reason:
        return reason("q_max_bid", contract=self.contract)

    def shown(self) -> tuple[Shown, ...]:
        game = self.contract.game
        return (Shown(reason("show_your_hand"), tuple(sort_for_game(game, self.hand)), game),)

    def answer(self) -> int:
        return self.value().value

    def value(self) -> GameValue:
        return game_value(self.contract, matadors(self.contract.game, self.hand), rules=self.rules)

    def why(self) -> tuple[Reason, ...]:
        game = self.contract.game
        value = self.value()
        if game is GameType.NULL:
            return (value_reason(value), reason("why_null_fixed"))
        return (
            *matador_reasons(game, self.hand, CardSet()),
            value_reason(value),
            reason("why_skat_unknown"),
        )
