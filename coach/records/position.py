"""One moment of a game to study: the rule set, the deal, the actions so far; the rest follows.

A `Position` is what the deal editor sets up, what a puzzle from one's own mistake shows and what
a problem file holds. The contract, the declarer and the seat to move are not stored twice: they
follow from replaying the actions (`state`). A position is built from a game state (a saved or
imported game, the table), from an ISS record cut at one action, or by hand (`set_up`: the dealt
hands and skat, the contract and declarer, the cards played so far). Anything impossible is
refused with a `PositionError` whose `reason` names the problem: a card missing or given twice, a
hand of the wrong size, a move the rules refuse (a card the seat did not hold, a revoke).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from coach.records.iss import IssFormatError, IssRecord
from coach.records.iss_moves import action_token, parse_action
from coach.records.iss_replay import record_rules, walk
from coach.rules.actions import (
    SEAT_NAMES,
    SEATS,
    Action,
    Concede,
    Deal,
    Declare,
    GiveUp,
    IllegalActionError,
    PickUp,
    Play,
    Seat,
)
from coach.rules.cards import Card, CardSet
from coach.rules.contract import RULE_SETS, Contract, RuleSet
from coach.rules.explain import Reason, code_text
from coach.rules.game import GameState, apply
from coach.rules.legal import auction_won_at
from coach.rules.notation import CardNotationError, format_cards, parse_cards
from coach.rules.values import MIN_BID

PLACES = ("forehand", "middlehand", "rearhand", "skat")
"""The four places of a deal in the text format, in ISS order."""
PLACE_NAMES = (*SEAT_NAMES, Reason.of("place_skat"))
HAND_SIZE = 10
SKAT_SIZE = 2


class PositionError(ValueError):
    """A position that cannot be: `reason` (a ``position_*`` code with its facts) says why."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(code_text(reason))
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Position:
    """A deal under a rule set and the actions taken so far (never past the end of the game)."""

    rules: RuleSet
    deal: Deal
    history: tuple[Action, ...] = ()
    _state: GameState = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_state", self._replayed())  # replaying checks every action

    @property
    def state(self) -> GameState:
        """The game after the history (replayed once, when the position was made)."""
        return self._state

    def _replayed(self) -> GameState:
        """The game after the history; raises `PositionError` naming the first refused move."""
        state = GameState.new(self.deal, self.rules)
        for number, action in enumerate(self.history, start=1):
            if state.is_over or isinstance(action, GiveUp | Concede):
                raise PositionError(Reason.of("position_game_over", number=number))
            try:
                state = apply(state, action)
            except IllegalActionError as error:
                move = action_token(state, action)
                raise _refused(number, move, _broken(state, error)) from None
        if state.is_over:
            raise PositionError(Reason.of("position_game_over", number=len(self.history)))
        return state

    @property
    def to_move(self) -> Seat:
        """The seat whose decision this position asks for."""
        seat = self.state.to_move
        assert seat is not None  # a position never stands after the end of the game
        return seat

    # --- building ----------------------------------------------------------------------------

    @classmethod
    def of_state(cls, state: GameState, ply: int | None = None) -> Position:
        """The position of a game before its action `ply` (default: after all its actions)."""
        if ply is not None and not 0 <= ply <= len(state.history):
            raise ValueError(f"the game has {len(state.history)} actions; there is no {ply}")
        return cls(state.rules, state.deal, state.history[:ply])

    @classmethod
    def of_record(cls, record: IssRecord, ply: int, rules: RuleSet | None) -> Position:
        """The position of an ISS record before its action `ply` (0-based), replayed by `rules`
        (None: the record's own rule set, else the ISS's)."""
        state = walk(record, record_rules(record, rules)).state
        if not 0 <= ply < len(state.history):
            raise ValueError(f"the record has {len(state.history)} actions; there is no {ply}")
        return cls.of_state(state, ply)

    @classmethod
    def set_up(
        cls,
        rules: RuleSet,
        hands: Sequence[Iterable[Card]],
        skat: Iterable[Card],
        contract: Contract,
        declarer: Seat,
        played: Sequence[Card] = (),
        bid: int = MIN_BID,
    ) -> Position:
        """A card-play position set up by hand: the three dealt hands (the cards played so far
        included), the skat (after a pick-up: the two cards put away), the contract and its
        declarer, the cards played in order since the first lead. The auction is the shortest
        one the declarer wins at `bid`."""
        deal = deal_of([list(hand) for hand in hands], list(skat))
        if declarer not in SEATS:
            raise PositionError(Reason.of("position_no_seat", seat=declarer))
        auction = auction_won_at(declarer, bid)
        if contract.hand:
            declaring: tuple[Action, ...] = (Declare(contract),)
        else:
            first, second = deal.skat
            declaring = (PickUp(), Declare(contract, (first, second)))
        plays = tuple(Play(card) for card in played)
        return cls(rules, deal, (*auction, *declaring, *plays))

    def card_play(self) -> CardPlay:
        """What `set_up` needs to set this card-play position up again (the auction shortened
        to 18, a pick-up's original skat replaced by the two cards put away)."""
        state = self.state
        if state.contract is None or state.declarer is None:
            raise PositionError(Reason.of("position_not_in_play"))
        played = tuple(a.card for a in self.history if isinstance(a, Play))
        hands = tuple(state.hands[seat] | state.played_by(seat) for seat in SEATS)
        return CardPlay((hands[0], hands[1], hands[2]), state.skat, state.contract,
                        state.declarer, played)  # fmt: skip

    # --- text --------------------------------------------------------------------------------

    def lines(self) -> list[str]:
        """The position as ``key: value`` lines (see `parse_lines`)."""
        state = GameState.new(self.deal, self.rules)
        moves = []
        for action in self.history:
            moves.append(action_token(state, action))
            state = apply(state, action)
        places = (*self.deal.hands, self.deal.skat)
        return [
            f"rules: {self.rules.name}",
            *(f"{name}: {format_cards(cards)}" for name, cards in zip(PLACES, places, strict=True)),
            f"moves: {' '.join(moves)}".rstrip(),
        ]

    def text(self) -> str:
        return "\n".join(self.lines()) + "\n"

    @classmethod
    def parse(cls, text: str) -> Position:
        """A position from its text (`text`); `PositionError` names what is wrong."""
        return cls.parse_lines(fields_of(text))

    @classmethod
    def parse_lines(cls, fields: dict[str, str]) -> Position:
        """A position from the fields ``rules``, the four places and ``moves``."""
        name = fields.get("rules", "")
        rules = RULE_SETS.get(name)
        if rules is None:
            raise PositionError(Reason.of("position_unknown_rules", name=name))
        places = []
        for place in PLACES:
            if place not in fields:
                raise PositionError(Reason.of("position_missing_field", field=place))
            try:
                places.append(list(parse_cards(fields[place], allow_duplicates=True)))
            except CardNotationError as error:
                raise PositionError(
                    Reason.of("position_bad_card", field=place, token=error.token)
                ) from None
        deal = deal_of(places[:3], places[3])
        return cls(rules, deal, parse_moves(rules, deal, fields.get("moves", "").split()))


@dataclass(frozen=True, slots=True)
class CardPlay:
    """A card-play position as the editor sets it up: the hands at the first lead, the skat (the
    cards put away after a pick-up), the contract, its declarer and the cards played since."""

    hands: tuple[CardSet, CardSet, CardSet]
    skat: CardSet
    contract: Contract
    declarer: Seat
    played: tuple[Card, ...]


def deal_of(hands: Sequence[Sequence[Card]], skat: Sequence[Card]) -> Deal:
    """The deal of three hands and a skat; `PositionError` names a card given twice, the count
    of cards when it is not 32, or a place of the wrong size."""
    places = [*hands, skat]
    if len(hands) != len(SEATS):
        raise PositionError(Reason.of("position_hand_count", count=len(hands)))
    count = sum(len(cards) for cards in places)
    seen: dict[Card, int] = {}
    for index, cards in enumerate(places):
        for card in cards:
            if card in seen:
                raise PositionError(
                    Reason.of(
                        "position_card_twice",
                        card=card,
                        first=PLACE_NAMES[seen[card]],
                        second=PLACE_NAMES[index],
                    )
                )
            seen[card] = index
    if count != len(Card):
        missing = CardSet.full() - CardSet.of(seen)
        raise PositionError(Reason.of("position_card_count", count=count, missing=missing))
    for index, cards in enumerate(places):
        size = SKAT_SIZE if index == len(SEATS) else HAND_SIZE
        if len(cards) != size:
            raise PositionError(
                Reason.of("position_place_size", place=PLACE_NAMES[index], count=len(cards))
            )
    return Deal(
        (CardSet.of(hands[0]), CardSet.of(hands[1]), CardSet.of(hands[2])), CardSet.of(skat)
    )


def parse_moves(rules: RuleSet, deal: Deal, tokens: Sequence[str]) -> tuple[Action, ...]:
    """The actions of ISS move tokens from the start of `deal`; `PositionError` names the first
    token that is not a move here and why: the ISS reader's reason (not a card, no bid where a
    bid belongs) or the rules' (a card the seat does not hold, a revoke)."""
    state = GameState.new(deal, rules)
    actions: list[Action] = []
    for number, token in enumerate(tokens, start=1):
        try:
            action = parse_action(state, token)
        except IssFormatError as error:
            raise _refused(number, token, error.reason) from None
        try:
            state = apply(state, action)
        except IllegalActionError as error:
            raise _refused(number, token, _broken(state, error)) from None
        actions.append(action)
    return tuple(actions)


def _refused(number: int, move: str, why: Reason) -> PositionError:
    return PositionError(Reason.of("position_move_refused", number=number, move=move, why=why))


def _broken(state: GameState, error: IllegalActionError) -> Reason:
    """The rules' reason with the seat to move that broke them, as the ISS reader writes it (a
    position's moves are that seat's: a token is read as the seat to move's)."""
    if state.to_move is None:
        return error.reason
    return Reason.of("iss_illegal", seat=SEAT_NAMES[state.to_move], why=error.reason)


def fields_of(text: str) -> dict[str, str]:
    """The ``key: value`` lines of a text block (``#`` starts a comment line)."""
    fields: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        key, colon, value = stripped.partition(":")
        if not colon:
            raise PositionError(Reason.of("position_bad_line", line=number))
        fields[key.strip().lower()] = value.strip()
    return fields
