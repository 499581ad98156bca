"""One Skat game as a state machine of immutable states: ``apply(state, action) -> state``.

Phases: BIDDING → SKAT (pick up or declare a hand game) → DECLARE (after pick-up: discard two
cards and declare) → PLAY → FINISHED. Under club rules a deal all pass goes straight to PLAY as a
Ramsch (no declarer, Grand's trick rules: only the jacks are trumps), in Schieberamsch through
PUSH first (each seat from forehand on takes the skat up and passes two cards on, or pushes it
on unseen, which doubles the Ramsch; jacks stay unless `RuleSet.push_jacks`), and Kontra, Re and
Schenken are said beside the cards (`coach.rules.announce`); a Revolution lets the defenders
rearrange their cards before the first trick (`coach.rules.revolution`). Seats are fixed for one
game: 0 forehand (Vorhand), 1 middlehand (Mittelhand), 2 rearhand (Hinterhand). A game is fully
determined by its deal and its actions, so ``replay(deal, actions, rules)`` rebuilds any state.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from enum import Enum

from coach.rules.actions import (
    FOREHAND,
    MIDDLEHAND,
    REARHAND,
    Action,
    Bid,
    Concede,
    Deal,
    Declare,
    Ending,
    ExchangeDone,
    GiveUp,
    Hold,
    IllegalActionError,
    Kontra,
    Pass,
    PassOn,
    PickUp,
    Play,
    PlayOn,
    Push,
    Re,
    Schenken,
    Seat,
    Swap,
    TakeGift,
)
from coach.rules.announce import gift_pending, refusal
from coach.rules.cards import Card, CardSet, Rank
from coach.rules.contract import (
    Announcement,
    Contract,
    GameType,
    RuleSet,
)
from coach.rules.explain import Reason
from coach.rules.patrols import patrol_refusal
from coach.rules.revolution import exchange_refusal, places, revolution_refusal, swapped
from coach.rules.rule_set import TRICK_RULES, TRUMP
from coach.rules.values import MIN_BID, bid_values, next_bid


class Phase(Enum):
    BIDDING = "bidding"
    PUSH = "push"  # Schieberamsch: the skat goes round before the Ramsch is played
    SKAT = "skat"
    DECLARE = "declare"
    PLAY = "play"
    FINISHED = "finished"


class AuctionStage(Enum):
    """Who bids against whom (ISkO, Reizen): middlehand asks forehand, then rearhand asks the
    survivor; if both passed, forehand alone plays at 18 or passes the deal in."""

    MIDDLEHAND_ASKS = "middlehand_asks"
    REARHAND_ASKS = "rearhand_asks"
    FOREHAND_ALONE = "forehand_alone"


# --- tricks and states -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick: who led, the three cards in play order, who took it."""

    leader: Seat
    cards: tuple[Card, Card, Card]
    winner: Seat

    @property
    def points(self) -> int:
        return sum(card.points for card in self.cards)


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything about one game at one moment. Never mutated: `apply` returns a new state."""

    deal: Deal
    rules: RuleSet
    phase: Phase = Phase.BIDDING
    # auction: the asker names values, the answerer holds or passes
    bid: int = 0
    asker: Seat = MIDDLEHAND
    answerer: Seat | None = FOREHAND
    awaiting_answer: bool = False
    stage: AuctionStage = AuctionStage.MIDDLEHAND_ASKS
    bidders: tuple[Seat, ...] = ()  # seats that bid or held a value
    # the game
    declarer: Seat | None = None
    picked_up: bool = False
    contract: Contract | None = None
    hands: tuple[CardSet, CardSet, CardSet] = field(
        default_factory=lambda: (CardSet(), CardSet(), CardSet())
    )
    skat: CardSet = field(default_factory=CardSet)  # original skat; after pick-up: the discard
    leader: Seat = FOREHAND
    trick: tuple[Card, ...] = ()
    tricks: tuple[Trick, ...] = ()
    ending: Ending | None = None
    history: tuple[Action, ...] = ()
    # club rules
    ramsch: bool = False  # all passed and Ramsch is played: no declarer
    kontra: int = 0  # 1 after Kontra, 2 after Re: each doubles the list score
    gift_offers: tuple[Seat, ...] = ()  # the defenders who offered Schenken
    gift_refused: bool = False  # the declarer played on: he needs Schneider now
    push_turns: tuple[bool, ...] = ()  # Schieberamsch, per seat so far: took the skat up or not
    skat_taken: bool = False  # Schieberamsch: the seat to move holds the skat, two cards to pass
    exchanging: bool = False  # Revolution: the defenders rearrange their cards before play

    @property
    def pushed_unseen(self) -> int:
        """How often the skat went on unseen in Schieberamsch: each time doubles the Ramsch."""
        return self.push_turns.count(False)

    @classmethod
    def new(cls, deal: Deal, rules: RuleSet) -> GameState:
        return cls(deal=deal, rules=rules, hands=deal.hands, skat=deal.skat)

    @property
    def to_move(self) -> Seat | None:
        """The seat whose turn it is, or `None` when the game is over."""
        if self.phase is Phase.BIDDING:
            if self.awaiting_answer:
                return self.answerer
            return self.asker
        if self.phase in (Phase.SKAT, Phase.DECLARE):
            return self.declarer
        if self.phase is Phase.PUSH:
            return len(self.push_turns)
        if self.phase is Phase.PLAY:
            if gift_pending(self):
                return self.declarer
            if self.exchanging:
                return self.defenders[0]
            return (self.leader + len(self.trick)) % 3
        return None

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.FINISHED

    @property
    def defenders(self) -> tuple[Seat, Seat]:
        declarer = self._require_declarer()
        return ((declarer + 1) % 3, (declarer + 2) % 3)

    @property
    def played(self) -> CardSet:
        """All cards played so far, the current trick included."""
        mask = 0
        for trick in self.tricks:
            for card in trick.cards:
                mask |= 1 << card
        for card in self.trick:
            mask |= 1 << card
        return CardSet(mask)

    def played_by(self, seat: Seat) -> CardSet:
        """The cards this seat has played so far."""
        cards = [t.cards[(seat - t.leader) % 3] for t in self.tricks]
        cards += [c for i, c in enumerate(self.trick) if (self.leader + i) % 3 == seat]
        return CardSet.of(cards)

    def declarer_cards(self) -> CardSet:
        """The declarer's twelve cards: dealt hand plus skat (for counting matadors)."""
        declarer = self._require_declarer()
        return self.hands[declarer] | self.played_by(declarer) | self.skat

    def legal_cards(self) -> CardSet:
        """The cards the player to move may play."""
        seat = self.to_move
        if self.phase is not Phase.PLAY or seat is None:
            return CardSet()
        assert self.contract is not None
        led = self.trick[0] if self.trick else None
        return CardSet(TRICK_RULES[self.contract.game].legal_mask(self.hands[seat].mask, led))

    def _require_declarer(self) -> Seat:
        if self.declarer is None:
            raise ValueError("there is no declarer yet")
        return self.declarer


# --- what a player is asked, and the legal actions -------------------------------------------


HAND_CONTRACTS: tuple[Contract, ...] = (
    tuple(
        Contract(game, hand=True, announce=announce)
        for game in GameType
        if game is not GameType.NULL
        for announce in Announcement
    )
    + tuple(Contract.ouvert_of(game) for game in GameType)
    + (Contract(GameType.NULL, hand=True),)
)
RAMSCH = Contract(GameType.GRAND)
"""The trick rules of a Ramsch: Grand's (only the four jacks are trumps); there is no declarer."""
PUSH_GRAND = Contract(GameType.GRAND, hand=True)
"""Schieberamsch with `RuleSet.push_grand`: a seat plays Grand Hand instead of its turn with the
skat (the skat as it lies then counts for him; the game is worth at least the lowest bid)."""
PICKUP_CONTRACTS: tuple[Contract, ...] = (
    *tuple(Contract(game) for game in GameType),
    Contract.ouvert_of(GameType.NULL, hand=False),
)


def declaration_refusal(
    rules: RuleSet, bid: int, picked_up: bool, contract: Contract
) -> Reason | None:
    """Why `contract` cannot be declared at `bid` (after a pick-up or not), or None if it can."""
    if contract.hand == picked_up:
        if picked_up:
            return Reason.of("refused_hand_after_pickup")
        return Reason.of("refused_pickup_game_not_hand")
    if rules.null_below_bid(contract, bid):
        return Reason.of("refused_null_below_bid", value=rules.null_value(contract), bid=bid)
    return revolution_refusal(rules, contract) or patrol_refusal(rules, contract)


def declarable(state: GameState, contract: Contract) -> Reason | None:
    """Why `contract` cannot be declared now, or `None` if it can."""
    return declaration_refusal(state.rules, state.bid, state.picked_up, contract)


def can_give_up(state: GameState) -> bool:
    """The declarer may give up while holding at least nine cards (ISkO, Spielabkürzung)."""
    return (
        state.phase is Phase.PLAY
        and state.declarer is not None
        and len(state.hands[state.declarer]) >= state.rules.min_cards_to_give_up
    )


# --- applying actions ------------------------------------------------------------------------


def apply(state: GameState, action: Action) -> GameState:
    """The state after `action`; raises `IllegalActionError` with the reason if it is refused."""
    if state.phase is Phase.FINISHED:
        raise IllegalActionError(Reason.of("refused_game_over"))
    if isinstance(action, Kontra | Re | Schenken | TakeGift | PlayOn):
        return _announce(state, action)
    if isinstance(action, Swap | ExchangeDone):
        return _exchange(state, action)
    if state.ramsch and isinstance(action, GiveUp | Concede):
        raise IllegalActionError(Reason.of("refused_ramsch_played_out"))
    if isinstance(action, GiveUp):
        if state.phase is not Phase.PLAY:
            raise IllegalActionError(Reason.of("refused_give_up_only_in_play"))
        if not can_give_up(state):
            assert state.declarer is not None
            cards = len(state.hands[state.declarer])
            needed = state.rules.min_cards_to_give_up
            raise IllegalActionError(
                Reason.of("refused_cannot_give_up_yet", cards=cards, needed=needed)
            )
        return _finish(state, action, Ending.DECLARER_GAVE_UP)
    if isinstance(action, Concede):
        if state.phase is not Phase.PLAY:
            raise IllegalActionError(Reason.of("refused_concede_only_in_play"))
        return _finish(state, action, Ending.DEFENDERS_CONCEDED)
    handler = _HANDLERS[state.phase]
    return handler(state, action)


def _announce(state: GameState, action: Kontra | Re | Schenken | TakeGift | PlayOn) -> GameState:
    reason = refusal(state, action)
    if reason is not None:
        raise IllegalActionError(reason)
    history = (*state.history, action)
    if isinstance(action, Kontra):
        return _evolve(state, kontra=1, history=history)
    if isinstance(action, Re):
        return _evolve(state, kontra=2, history=history)
    if isinstance(action, Schenken):
        return _evolve(state, gift_offers=(*state.gift_offers, action.seat), history=history)
    if isinstance(action, TakeGift):
        return _finish(state, action, Ending.GIFTED)
    return _evolve(state, gift_refused=True, history=history)


def _exchange(state: GameState, action: Swap | ExchangeDone) -> GameState:
    reason = exchange_refusal(state, action)
    if reason is not None:
        raise IllegalActionError(reason)
    history = (*state.history, action)
    if isinstance(action, ExchangeDone):
        return _evolve(state, exchanging=False, history=history)
    first, second, skat = swapped(places(state), action)
    one, other = state.defenders
    hands = _with_hand(_with_hand(state.hands, one, first), other, second)
    return _evolve(state, hands=hands, skat=skat, history=history)


def replay(deal: Deal, actions: Iterable[Action], rules: RuleSet) -> GameState:
    """The state reached by playing `actions` from the start of `deal`."""
    state = GameState.new(deal, rules)
    for action in actions:
        state = apply(state, action)
    return state


def _bidding(state: GameState, action: Action) -> GameState:
    history = (*state.history, action)
    if state.awaiting_answer:
        if isinstance(action, Hold):
            assert state.answerer is not None
            return _evolve(
                state,
                awaiting_answer=False,
                history=history,
                bidders=_add(state.bidders, state.answerer),
            )
        if isinstance(action, Pass):
            return _end_duel(state, state.asker, history)
        raise IllegalActionError(Reason.of("refused_answer_hold_or_pass", bid=state.bid))
    if isinstance(action, Bid):
        if state.stage is AuctionStage.FOREHAND_ALONE:
            if action.value != MIN_BID:
                raise IllegalActionError(Reason.of("refused_alone_plays_18", value=action.value))
            return _to_skat(state, FOREHAND, MIN_BID, history)
        if action.value <= state.bid:
            raise IllegalActionError(
                Reason.of("refused_bid_not_higher", value=action.value, bid=state.bid)
            )
        if action.value not in bid_values(state.rules):
            higher = next_bid(action.value, state.rules)
            raise IllegalActionError(
                Reason.of("refused_not_a_bid_value", value=action.value, next=higher)
            )
        return _evolve(
            state,
            bid=action.value,
            awaiting_answer=True,
            history=history,
            bidders=_add(state.bidders, state.asker),
        )
    if isinstance(action, Pass):
        if state.stage is AuctionStage.FOREHAND_ALONE:
            if state.rules.ramsch:
                phase = Phase.PUSH if state.rules.schieberamsch else Phase.PLAY
                return _evolve(state, phase=phase, ramsch=True, contract=RAMSCH, history=history)
            return _evolve(state, phase=Phase.FINISHED, ending=Ending.PASSED, history=history)
        assert state.answerer is not None
        return _end_duel(state, state.answerer, history)
    raise IllegalActionError(Reason.of("refused_bid_or_pass"))


def _add(seats: tuple[Seat, ...], seat: Seat) -> tuple[Seat, ...]:
    return seats if seat in seats else (*seats, seat)


def _end_duel(state: GameState, survivor: Seat, history: tuple[Action, ...]) -> GameState:
    if state.stage is AuctionStage.MIDDLEHAND_ASKS:
        return _evolve(
            state,
            stage=AuctionStage.REARHAND_ASKS,
            asker=REARHAND,
            answerer=survivor,
            awaiting_answer=False,
            history=history,
        )
    if state.bid > 0:
        return _to_skat(state, survivor, state.bid, history)
    return _evolve(
        state,
        stage=AuctionStage.FOREHAND_ALONE,
        asker=FOREHAND,
        answerer=None,
        awaiting_answer=False,
        history=history,
    )


def _to_skat(state: GameState, declarer: Seat, bid: int, history: tuple[Action, ...]) -> GameState:
    return _evolve(
        state,
        phase=Phase.SKAT,
        declarer=declarer,
        bid=bid,
        awaiting_answer=False,
        history=history,
        bidders=_add(state.bidders, declarer),
    )


def _skat(state: GameState, action: Action) -> GameState:
    declarer = state._require_declarer()
    history = (*state.history, action)
    if isinstance(action, PickUp):
        hands = _with_hand(state.hands, declarer, state.hands[declarer] | state.skat)
        return _evolve(
            state, phase=Phase.DECLARE, picked_up=True, hands=hands, skat=CardSet(), history=history
        )
    if isinstance(action, Declare):
        if action.discard is not None:
            raise IllegalActionError(Reason.of("refused_hand_keeps_skat"))
        return _start_play(state, action.contract, history)
    raise IllegalActionError(Reason.of("refused_pickup_or_hand"))


def _declare(state: GameState, action: Action) -> GameState:
    declarer = state._require_declarer()
    if not isinstance(action, Declare):
        raise IllegalActionError(Reason.of("refused_discard_and_declare"))
    if action.discard is None:
        raise IllegalActionError(Reason.of("refused_discard_two"))
    first, second = action.discard
    hand = state.hands[declarer]
    if first == second or first not in hand or second not in hand:
        strangers = CardSet.of(action.discard) - hand
        raise IllegalActionError(Reason.of("refused_discard_not_in_hand", cards=strangers))
    discard = CardSet.of(action.discard)
    hands = _with_hand(state.hands, declarer, hand - discard)
    return _start_play(
        _evolve(state, hands=hands, skat=discard),
        action.contract,
        (
            *state.history,
            action,
        ),
    )


def _start_play(state: GameState, contract: Contract, history: tuple[Action, ...]) -> GameState:
    reason = declarable(state, contract)
    if reason:
        raise IllegalActionError(reason)
    return _evolve(
        state,
        phase=Phase.PLAY,
        contract=contract,
        leader=FOREHAND,
        history=history,
        exchanging=contract.revolution,
    )


def _play(state: GameState, action: Action) -> GameState:
    if gift_pending(state):
        raise IllegalActionError(Reason.of("refused_answer_gift"))
    if state.exchanging:
        raise IllegalActionError(Reason.of("refused_exchange_first"))
    if not isinstance(action, Play):
        raise IllegalActionError(Reason.of("refused_play_a_card"))
    seat = (state.leader + len(state.trick)) % 3
    contract = state.contract
    assert contract is not None
    rules = TRICK_RULES[contract.game]
    hand = state.hands[seat].mask
    card = action.card
    if not hand >> card & 1:
        raise IllegalActionError(Reason.of("refused_not_in_hand", card=card))
    led = state.trick[0] if state.trick else None
    if not rules.legal_mask(hand, led) >> card & 1:
        assert led is not None
        raise IllegalActionError(must_follow(contract.game, card, led, CardSet(hand)))
    hands = _with_hand(state.hands, seat, CardSet(hand & ~(1 << card)))
    history = (*state.history, action)
    trick = (*state.trick, card)
    if len(trick) < 3:
        return _evolve(state, hands=hands, trick=trick, history=history)
    winner = (state.leader + rules.winner(trick)) % 3
    tricks = (*state.tricks, Trick(state.leader, (trick[0], trick[1], trick[2]), winner))
    declarer_won = winner == state.declarer
    forced_end = (contract.game is GameType.NULL and declarer_won) or (
        contract.schwarz_announced and not declarer_won
    )
    over = forced_end or len(tricks) == 10
    return _evolve(
        state,
        hands=hands,
        trick=(),
        tricks=tricks,
        leader=winner,
        history=history,
        phase=Phase.FINISHED if over else Phase.PLAY,
        ending=Ending.PLAYED_OUT if over else None,
    )


def must_follow(game: GameType, card: Card, led: Card, hand: CardSet) -> Reason:
    """Why `card` may not go to a trick led with `led`: the suit or trump to follow and the cards
    of `hand` that follow it; outside Null a jack of the led suit is a trump (ISkO, Bedienen)."""
    rules = TRICK_RULES[game]
    led_class = rules.follow_class[led]
    following = CardSet(hand.mask & rules.class_mask[led_class])
    if led_class == TRUMP:
        return Reason.of("refused_follow_trump", card=card, led=led, cards=following)
    if rules.follow_class[card] == TRUMP and card.rank is Rank.JACK and card.suit == led.suit:
        return Reason.of(
            "refused_jack_is_trump", card=card, led=led, suit=led.suit, cards=following
        )
    return Reason.of("refused_follow_suit", card=card, led=led, suit=led.suit, cards=following)


def _push(state: GameState, action: Action) -> GameState:
    """Schieberamsch: the seat to move takes the skat up or pushes it on unseen (or, with
    `RuleSet.push_grand`, plays Grand Hand instead); after taking it, it passes two cards on (no
    jack unless `RuleSet.push_jacks`)."""
    seat = len(state.push_turns)
    history = (*state.history, action)
    if not state.skat_taken:
        if isinstance(action, PickUp):
            hands = _with_hand(state.hands, seat, state.hands[seat] | state.skat)
            return _evolve(state, hands=hands, skat=CardSet(), skat_taken=True, history=history)
        if isinstance(action, Push):
            return _pushed(state, False, state.hands, state.skat, history)
        if isinstance(action, Declare) and state.rules.push_grand:
            if action.contract != PUSH_GRAND or action.discard is not None:
                raise IllegalActionError(Reason.of("refused_push_grand_only"))
            return _evolve(
                state,
                phase=Phase.PLAY,
                ramsch=False,
                declarer=seat,
                contract=PUSH_GRAND,
                bid=MIN_BID,
                bidders=(seat,),
                leader=FOREHAND,
                history=history,
            )
        raise IllegalActionError(Reason.of("refused_take_or_push"))
    if not isinstance(action, PassOn) or action.discard is None:
        raise IllegalActionError(Reason.of("refused_pass_two_on"))
    hand = state.hands[seat]
    passed = CardSet.of(action.discard)
    if len(passed) != 2 or passed - hand:
        raise IllegalActionError(Reason.of("refused_discard_not_in_hand", cards=passed - hand))
    jacks = CardSet.of(card for card in passed if card.rank is Rank.JACK)
    if jacks and not state.rules.push_jacks:
        raise IllegalActionError(Reason.of("refused_push_jack", cards=jacks))
    hands = _with_hand(state.hands, seat, hand - passed)
    return _pushed(state, True, hands, passed, history)


def _pushed(
    state: GameState,
    taken: bool,
    hands: tuple[CardSet, CardSet, CardSet],
    skat: CardSet,
    history: tuple[Action, ...],
) -> GameState:
    turns = (*state.push_turns, taken)
    phase = Phase.PLAY if len(turns) == 3 else Phase.PUSH
    return _evolve(
        state,
        hands=hands,
        skat=skat,
        skat_taken=False,
        push_turns=turns,
        phase=phase,
        history=history,
    )


def _finish(state: GameState, action: Action, ending: Ending) -> GameState:
    return _evolve(state, phase=Phase.FINISHED, ending=ending, history=(*state.history, action))


def _with_hand(
    hands: tuple[CardSet, CardSet, CardSet], seat: Seat, cards: CardSet
) -> tuple[CardSet, CardSet, CardSet]:
    new = list(hands)
    new[seat] = cards
    return (new[0], new[1], new[2])


def _evolve(state: GameState, **changes: object) -> GameState:
    """`dataclasses.replace` for `GameState`, twice as fast (no ``__init__`` to re-run)."""
    new = object.__new__(GameState)
    for name, copy in _SLOT_COPIERS:
        copy(new, changes[name] if name in changes else getattr(state, name))
    return new


_SLOT_COPIERS = tuple((f.name, getattr(GameState, f.name).__set__) for f in fields(GameState))

_HANDLERS = {
    Phase.BIDDING: _bidding,
    Phase.PUSH: _push,
    Phase.SKAT: _skat,
    Phase.DECLARE: _declare,
    Phase.PLAY: _play,
}
