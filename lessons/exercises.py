"""Exercise kinds. Each exercise asks `coach` for its answer and for the reasons behind it.

No exercise stores its answer: `answer()` computes it with the engine every time, and `why()`
returns typed reasons (`coach.rules.explain.Reason`) that `words.render` writes in the learner's language.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, TypeAlias

from coach.heuristic import Grade as ReviewGrade
from coach.heuristic import best_discard, decide, estimate, review
from coach.rules import (
    ALL_TRICKS,
    FOREHAND,
    ISKO,
    SCHNEIDER_POINTS,
    SUIT_BASE_VALUES,
    TRICK_RULES,
    TRUMP,
    WIN_POINTS,
    Bid,
    Card,
    CardSet,
    Contract,
    Deal,
    Declare,
    Fact,
    GameState,
    GameType,
    GameValue,
    Pass,
    PickUp,
    Play,
    PlayerView,
    Rank,
    Reason,
    RuleSet,
    ScoringList,
    Seat,
    apply,
    auction_won_at,
    bid_values,
    game_points,
    game_value,
    legal_cards,
    matador_sequence,
    matadors,
    must_follow,
    next_bid,
    seat_players,
    sort_for_game,
    trick_winner,
    view_of,
)
from lessons.played import PlayedGame

Answer: TypeAlias = Card | CardSet | int | bool


class Kind(StrEnum):
    """What an exercise asks."""

    TRICK_WINNER = "trick_winner"
    LEGAL_CARDS = "legal_cards"
    COUNT_POINTS = "count_points"
    SEAT_ROLE = "seat_role"
    NEXT_BID = "next_bid"
    MATADORS = "matadors"
    GAME_VALUE = "game_value"
    MAX_BID = "max_bid"
    GAME_WON = "game_won"
    OVERBID_CHARGE = "overbid_charge"
    LIST_SCORE = "list_score"
    TOURNAMENT_SCORE = "tournament_score"
    DISCARD = "discard"
    DEFENDER_CARD = "defender_card"


class Input(StrEnum):
    """How the learner answers."""

    CARD = "card"  # click one of the shown cards
    CARDS = "cards"  # click any number of the shown cards
    NUMBER = "number"
    SIGNED_NUMBER = "signed_number"  # list entries: may be negative
    MATADORS = "matadors"  # "mit"/"ohne" and a count
    YES_NO = "yes_no"
    PLAYER = "player"  # one of the three players at the table


PLAYERS = ("Anna", "Ben", "Cem")
"""The three players of seat exercises, sitting clockwise in this order."""


def reason(code: str, **facts: Fact) -> Reason:
    """A reason of the course; its code is namespaced ``lesson.`` in the catalogue."""
    return Reason.of(f"lesson.{code}", **facts)


def number(answer: Answer) -> int:
    """An answer that must be a number (not a card, card set or yes/no)."""
    if isinstance(answer, bool) or not isinstance(answer, int) or isinstance(answer, Card):
        raise TypeError(f"expected a number, got {answer!r}")
    return int(answer)


@dataclass(frozen=True, slots=True)
class Shown:
    """A group of cards drawn with the exercise, with a caption reason."""

    caption: Reason
    cards: tuple[Card, ...]
    game: GameType | None = None  # trumps highlighted, sorted for this game


class Exercise(ABC):
    """One question; the engine knows the answer."""

    kind: ClassVar[Kind]
    input: ClassVar[Input]

    @abstractmethod
    def question(self) -> Reason:
        """The question as a reason (rendered in the learner's language)."""

    @abstractmethod
    def shown(self) -> tuple[Shown, ...]:
        """The cards drawn with the question."""

    @abstractmethod
    def answer(self) -> Answer:
        """The right answer, computed by `coach`."""

    @abstractmethod
    def why(self) -> tuple[Reason, ...]:
        """Why the answer is right."""

    def choices(self) -> tuple[Card, ...]:
        """The cards to click for `Input.CARD` and `Input.CARDS`."""
        return ()

    def mistakes(self, given: Answer) -> tuple[Reason, ...]:
        """What exactly is wrong with a wrong answer (beyond stating the right one)."""
        return ()

    def as_good(self, given: Answer) -> bool:
        """Whether another answer than `answer()` is just as good (a strategy question where
        the coach rates two cards alike); rule questions have one answer."""
        return False

    def state_answer(self, answer: Answer) -> Reason:
        """The right answer as a sentence."""
        if isinstance(answer, bool):
            return reason("answer_yes" if answer else "answer_no")
        return reason("answer_is", answer=answer)


@dataclass(frozen=True, slots=True)
class TrickWinner(Exercise):
    """Which card wins this trick? The cards are given in play order."""

    kind: ClassVar[Kind] = Kind.TRICK_WINNER
    input: ClassVar[Input] = Input.CARD
    game: GameType
    cards: tuple[Card, ...]

    def question(self) -> Reason:
        return reason("q_trick_winner", game=self.game, led=self.cards[0])

    def shown(self) -> tuple[Shown, ...]:
        return (Shown(reason("show_trick"), self.cards),)

    def choices(self) -> tuple[Card, ...]:
        return self.cards

    def answer(self) -> Card:
        return self.cards[trick_winner(self.game, self.cards)]

    def why(self) -> tuple[Reason, ...]:
        rules = TRICK_RULES[self.game]
        led, winner = self.cards[0], self.answer()
        led_class = rules.follow_class[led]
        reasons = [reason("why_null_order")] if self.game is GameType.NULL else []
        if led_class == TRUMP:
            reasons.append(reason("why_trump_led", led=led, card=winner))
        elif rules.follow_class[winner] == TRUMP:
            reasons.append(reason("why_trumped", led=led, suit=led.suit, card=winner))
        else:
            reasons.append(reason("why_highest_of_suit", led=led, suit=led.suit, card=winner))
        jacks = [
            c
            for c in self.cards
            if self.game is not GameType.NULL and c.rank is Rank.JACK and c.suit == led_class
        ]
        reasons += [reason("why_jack_is_trump", card=jack, suit=jack.suit) for jack in jacks]
        off = tuple(
            c for c in self.cards if rules.follow_class[c] not in (led_class, TRUMP) and c != led
        )
        if off:
            reasons.append(reason("why_off_suit_loses", cards=off))
        return tuple(reasons)

    def mistakes(self, given: Answer) -> tuple[Reason, ...]:
        rules = TRICK_RULES[self.game]
        if not isinstance(given, Card) or given not in self.cards:
            return ()
        led_class = rules.follow_class[self.cards[0]]
        if rules.follow_class[given] not in (led_class, TRUMP):
            return (reason("mistake_off_suit", card=given, led=self.cards[0]),)
        return (reason("mistake_beaten", card=given, winner=self.answer()),)


@dataclass(frozen=True, slots=True)
class LegalCards(Exercise):
    """Which of your cards may you play to this trick?"""

    kind: ClassVar[Kind] = Kind.LEGAL_CARDS
    input: ClassVar[Input] = Input.CARDS
    game: GameType
    hand: CardSet
    trick: tuple[Card, ...]  # the cards already played to the trick (empty: you lead)

    def question(self) -> Reason:
        if not self.trick:
            return reason("q_legal_lead", game=self.game)
        return reason("q_legal_cards", game=self.game, led=self.trick[0])

    def shown(self) -> tuple[Shown, ...]:
        trick = (Shown(reason("show_trick_so_far"), self.trick),) if self.trick else ()
        return (*trick, Shown(reason("show_your_hand"), self.choices(), self.game))

    def choices(self) -> tuple[Card, ...]:
        return tuple(sort_for_game(self.game, self.hand))

    def answer(self) -> CardSet:
        return legal_cards(self.game, self.hand, self.trick[0] if self.trick else None)

    def why(self) -> tuple[Reason, ...]:
        if not self.trick:
            return (reason("why_lead_any"),)
        rules = TRICK_RULES[self.game]
        led = self.trick[0]
        led_class = rules.follow_class[led]
        following = CardSet(self.hand.mask & rules.class_mask[led_class])
        reasons: list[Reason] = []
        if not following:
            reasons.append(reason("why_cannot_follow", led=led))
        elif led_class == TRUMP:
            reasons.append(reason("why_follow_trump", led=led, cards=following))
        else:
            reasons.append(reason("why_follow_suit", led=led, suit=led.suit, cards=following))
        jack = Card.of(led.suit, Rank.JACK)
        if led_class != TRUMP and jack in self.hand and jack != led:
            code = "why_null_jack_follows" if self.game is GameType.NULL else "why_jack_not_suit"
            reasons.append(reason(code, card=jack, suit=led.suit))
        return tuple(reasons)

    def mistakes(self, given: Answer) -> tuple[Reason, ...]:
        if not isinstance(given, CardSet):
            return ()
        right = self.answer()
        reasons = []
        if given - right:
            reasons.append(reason("mistake_not_allowed", cards=given - right))
            led = self.trick[0]  # with nothing led every card is allowed
            # each wrong card with the refusal the game itself gives (`coach.rules.game.apply`)
            reasons += [must_follow(self.game, card, led, self.hand) for card in given - right]
        if right - given:
            reasons.append(reason("mistake_missed", cards=right - given))
        return tuple(reasons)


@dataclass(frozen=True, slots=True)
class CountPoints(Exercise):
    """How many card points (Augen) are these cards worth?"""

    kind: ClassVar[Kind] = Kind.COUNT_POINTS
    input: ClassVar[Input] = Input.NUMBER
    cards: CardSet

    def question(self) -> Reason:
        return reason("q_count_points", count=len(self.cards))

    def shown(self) -> tuple[Shown, ...]:
        return (Shown(reason("show_cards"), tuple(self.cards)),)

    def answer(self) -> int:
        return self.cards.points

    def why(self) -> tuple[Reason, ...]:
        counting = CardSet.of(c for c in self.cards if c.points)
        blanks = self.cards - counting
        reasons = [reason("why_points", cards=counting, points=self.answer())]
        if not counting:
            reasons = [reason("why_points_none")]
        if blanks:
            reasons.append(reason("why_blanks", cards=blanks))
        return tuple(reasons)


@dataclass(frozen=True, slots=True)
class SeatRole(Exercise):
    """Who does what at the table, given who dealt?"""

    kind: ClassVar[Kind] = Kind.SEAT_ROLE
    input: ClassVar[Input] = Input.PLAYER
    ROLES: ClassVar[tuple[str, ...]] = ("says", "hears", "says_on", "leads")
    role: str
    dealer: int  # index into PLAYERS

    def __post_init__(self) -> None:
        if self.role not in self.ROLES or self.dealer not in range(3):
            raise ValueError(f"unknown seat exercise: role {self.role!r}, dealer {self.dealer}")

    def question(self) -> Reason:
        return reason(f"q_seat_{self.role}", dealer=PLAYERS[self.dealer])

    def shown(self) -> tuple[Shown, ...]:
        return ()

    def player(self, seat: Seat) -> int:
        """The player in a seat when `dealer` deals (forehand sits left of the dealer)."""
        return seat_players(self.dealer, 3)[seat]

    def answer(self) -> int:
        return self.player(_role_seat(self.role))

    def state_answer(self, answer: Answer) -> Reason:
        return reason("answer_player", name=PLAYERS[number(answer)])

    def why(self) -> tuple[Reason, ...]:
        names = [PLAYERS[self.player(seat)] for seat in range(3)]
        return (
            reason(
                "why_seats",
                dealer=PLAYERS[self.dealer],
                forehand=names[0],
                middlehand=names[1],
                rearhand=names[2],
            ),
            reason(f"why_seat_{self.role}", name=PLAYERS[self.answer()]),
        )


def _role_seat(role: str) -> Seat:
    """Ask the engine which seat acts: it runs the auction and a hand Grand to the first lead.

    Who sits where is the same under every rule set; the ISkO's is asked.
    """
    state = GameState.new(Deal.from_order(list(Card)), ISKO)
    if role == "says":
        return state.asker
    if role == "hears":
        assert state.answerer is not None
        return state.answerer
    state = apply(apply(state, Bid(18)), Pass())
    if role == "says_on":
        return state.asker
    state = apply(state, Pass())
    state = apply(state, Declare(Contract(GameType.GRAND, hand=True)))
    seat = state.to_move
    return FOREHAND if seat is None else seat


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
