"""Exercise kinds. Each exercise asks `coach` for its answer and for the reasons behind it.

No exercise stores its answer: `answer()` computes it with the engine every time, and `why()`
returns typed reasons (`coach.rules.explain.Reason`) that `words.render` writes in the learner's
language.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, TypeAlias

from coach.rules import (
    FOREHAND,
    ISKO,
    TRICK_RULES,
    TRUMP,
    Bid,
    Card,
    CardSet,
    Contract,
    Deal,
    Declare,
    Fact,
    GameState,
    GameType,
    Pass,
    Rank,
    Reason,
    Seat,
    apply,
    legal_cards,
    must_follow,
    seat_players,
    sort_for_game,
    trick_winner,
)

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
    RAMSCH_SCORE = "ramsch_score"
    KONTRA_SCORE = "kontra_score"
    PASS_ON = "pass_on"


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
