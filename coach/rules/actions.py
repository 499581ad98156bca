"""The vocabulary of a game: seats, the deal, the actions a player takes, how a game ends.

Actions are frozen values; `coach.rules.game.apply` takes them one at a time. An action the rules
refuse raises `IllegalActionError` with a typed reason.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TypeAlias

from coach.rules.cards import Card, CardSet
from coach.rules.contract import Contract
from coach.rules.explain import Reason, code_text

Seat: TypeAlias = int
FOREHAND: Seat = 0
MIDDLEHAND: Seat = 1
REARHAND: Seat = 2
SEATS: tuple[Seat, Seat, Seat] = (FOREHAND, MIDDLEHAND, REARHAND)
SEAT_NAMES = (Reason.of("seat_forehand"), Reason.of("seat_middlehand"), Reason.of("seat_rearhand"))
"""The seats as words (a fact of a reason: Vorhand, Mittelhand, Hinterhand)."""


class IllegalActionError(ValueError):
    """An action the rules do not allow in this state; `reason` says why (a ``refused_*`` code
    with its facts; `words.render` writes it for a learner). The message is the code and facts."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(code_text(reason))
        self.reason = reason


# --- actions ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Bid:
    """Say a bid value (or, for forehand after two passes, play at 18)."""

    value: int


@dataclass(frozen=True, slots=True)
class Hold:
    """Hold the value just bid ("ja")."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass in the auction."""


@dataclass(frozen=True, slots=True)
class PickUp:
    """The declarer takes the skat."""


@dataclass(frozen=True, slots=True)
class Declare:
    """Announce the game; after a pick-up, with the two cards put away."""

    contract: Contract
    discard: tuple[Card, Card] | None = None


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card to the current trick."""

    card: Card


@dataclass(frozen=True, slots=True)
class GiveUp:
    """The declarer gives up the game (while still holding enough cards)."""


@dataclass(frozen=True, slots=True)
class Concede:
    """The defenders give up: the declarer wins, the remaining tricks are his."""


@dataclass(frozen=True, slots=True)
class Kontra:
    """A defender doubles the game during the first trick (club rules, `RuleSet.kontra`)."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class Re:
    """The declarer answers Kontra and doubles again (club rules, `RuleSet.re`)."""


@dataclass(frozen=True, slots=True)
class Schenken:
    """A defender offers to give a Grand to the declarer before play (`RuleSet.schenken`)."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class TakeGift:
    """The declarer accepts Schenken: the Grand counts as won simply."""


@dataclass(frozen=True, slots=True)
class PlayOn:
    """The declarer refuses Schenken and plays on; he now needs Schneider to win."""


@dataclass(frozen=True, slots=True)
class Push:
    """Schieberamsch: push the skat on to the next seat unseen; the Ramsch counts double
    (`RuleSet.schieberamsch`)."""


@dataclass(frozen=True, slots=True)
class PassOn:
    """Schieberamsch, after taking up the skat: pass two cards on as the skat (`discard` is None
    in the views of the other seats, who do not see them)."""

    discard: tuple[Card, Card] | None


@dataclass(frozen=True, slots=True)
class Swap:
    """Revolution: the defenders let two cards change places, each taken from a different one of
    their hands and the skat (`coach.rules.revolution`). Both are None in the declarer's view,
    who does not see them."""

    first: Card | None
    second: Card | None


@dataclass(frozen=True, slots=True)
class ExchangeDone:
    """Revolution: the defenders have arranged their cards; the first trick begins."""


Announce: TypeAlias = Kontra | Re | Schenken | TakeGift | PlayOn
"""The club rules' announcements: said beside the cards, never a card or a bid."""
Exchange: TypeAlias = Swap | ExchangeDone
"""The defenders' moves in a Revolution before the first trick."""
Action: TypeAlias = (
    Bid
    | Hold
    | Pass
    | PickUp
    | Declare
    | Play
    | GiveUp
    | Concede
    | Push
    | PassOn
    | Announce
    | Exchange
)


_SAID = {
    Hold: "say_hold",
    Pass: "say_pass",
    PickUp: "say_pick_up",
    GiveUp: "say_give_up",
    Concede: "say_concede",
    Kontra: "say_kontra",
    Re: "say_re",
    Schenken: "say_schenken",
    TakeGift: "say_take_gift",
    PlayOn: "say_play_on",
    Push: "say_push",
    ExchangeDone: "say_exchange_done",
}


def said(
    action: Bid | Hold | Pass | PickUp | GiveUp | Concede | Push | PassOn | Announce | Exchange,
) -> Reason:
    """An action other than a card or a game, as it is said at the table ("18", "ja", "passe")."""
    if isinstance(action, Bid):
        return Reason.of("say_bid", value=action.value)
    if isinstance(action, Swap):
        if action.first is None or action.second is None:
            return Reason.of("say_swap_hidden")
        return Reason.of("say_swap", first=action.first, second=action.second)
    if isinstance(action, PassOn):
        if action.discard is None:
            return Reason.of("say_pass_on_hidden")
        return Reason.of("say_pass_on", cards=action.discard)
    return Reason.of(_SAID[type(action)])


class Ending(Enum):
    """How a game ended."""

    PASSED = "passed"  # all passed: eingepasst
    PLAYED_OUT = "played_out"  # ten tricks, or an early end the rules force
    DECLARER_GAVE_UP = "declarer_gave_up"
    DEFENDERS_CONCEDED = "defenders_conceded"
    GIFTED = "gifted"  # the declarer accepted Schenken


# --- the deal --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Deal:
    """Ten cards for each seat and two for the skat."""

    hands: tuple[CardSet, CardSet, CardSet]
    skat: CardSet

    def __post_init__(self) -> None:
        sets = (*self.hands, self.skat)
        sizes = tuple(len(s) for s in sets)
        union = 0
        for cards in sets:
            if union & cards.mask:
                raise ValueError("a card is dealt twice")
            union |= cards.mask
        if sizes != (10, 10, 10, 2):
            raise ValueError(f"a deal has 10+10+10+2 cards, not {'+'.join(map(str, sizes))}")

    @classmethod
    def from_order(cls, cards: Sequence[Card]) -> Deal:
        """The ISS order: cards 1–10 forehand, 11–20 middlehand, 21–30 rearhand, 31–32 skat."""
        if len(cards) != 32:
            raise ValueError(f"a deal lists 32 cards, not {len(cards)}")
        hands = tuple(CardSet.of(cards[i * 10 : i * 10 + 10]) for i in range(3))
        return cls((hands[0], hands[1], hands[2]), CardSet.of(cards[30:]))

    @classmethod
    def shuffled(cls, rng: random.Random) -> Deal:
        """Shuffle and deal as at the table: 3 each, 2 to the skat, 4 each, 3 each (seat order)."""
        deck = list(Card)
        rng.shuffle(deck)
        hands: list[list[Card]] = [[], [], []]
        position = 0
        for packet in (3, 0, 4, 3):
            if packet == 0:
                position += 2  # the skat
                continue
            for seat in SEATS:
                hands[seat].extend(deck[position : position + packet])
                position += packet
        skat = CardSet.of(deck[9:11])
        return cls((CardSet.of(hands[0]), CardSet.of(hands[1]), CardSet.of(hands[2])), skat)

    def order(self) -> tuple[Card, ...]:
        """The 32 cards in ISS order (each hand sorted by card index)."""
        return (*self.hands[0], *self.hands[1], *self.hands[2], *self.skat)
