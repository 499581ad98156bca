"""What a seat is asked and what it may do: the prompt, the legal actions, and the check that
refuses an action with its reason."""

from __future__ import annotations

from enum import Enum

from coach.rules.actions import (
    FOREHAND,
    MIDDLEHAND,
    SEAT_NAMES,
    Action,
    Bid,
    Concede,
    Declare,
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
    TakeGift,
)
from coach.rules.announce import announcements, gift_pending
from coach.rules.cards import Card, CardSet, Rank
from coach.rules.contract import (
    GameType,
    RuleSet,
)
from coach.rules.explain import Reason
from coach.rules.game import (
    HAND_CONTRACTS,
    PICKUP_CONTRACTS,
    PUSH_GRAND,
    AuctionStage,
    GameState,
    Phase,
    apply,
    can_give_up,
    declaration_refusal,
)
from coach.rules.patrols import with_patrols
from coach.rules.revolution import REVOLUTION, Places, exchange_moves, places
from coach.rules.rule_set import TRICK_RULES
from coach.rules.values import MIN_BID, bid_values


class Prompt(Enum):
    """What the rules ask of one seat now."""

    ANSWER_BID = "answer_bid"  # hold (ja) or pass the value just said
    SAY_BID = "say_bid"  # say a higher value or pass
    OPEN_ALONE = "open_alone"  # forehand after two passes: play at 18 or pass (all passed)
    TAKE_OR_PUSH = "take_or_push"  # Schieberamsch: take the skat up or push it on unseen
    PASS_TWO_ON = "pass_two_on"  # Schieberamsch, the skat taken up: pass two cards on
    HAND_OR_PICKUP = "hand_or_pickup"  # the declarer picks up the skat or declares a hand game
    DISCARD = "discard"  # after the pick-up: put two cards away and declare
    CARD = "card"  # play a card to the trick
    ANSWER_GIFT = "answer_gift"  # the declarer takes the defenders' Schenken or plays on
    EXCHANGE = "exchange"  # Revolution: the defenders swap cards (hands and skat) or are done
    MAY_GIVE_UP = "may_give_up"  # not this seat's turn, but it may give up (or concede) now
    NONE = "none"


def prompt_of(state: GameState, seat: Seat) -> Prompt:
    """What `seat` is asked in `state`: the one derivation for the coach, search and pages."""
    phase = state.phase
    if phase is Phase.FINISHED:
        return Prompt.NONE
    if seat == state.to_move:
        if phase is Phase.BIDDING:
            if state.awaiting_answer:
                return Prompt.ANSWER_BID
            return (
                Prompt.OPEN_ALONE if state.stage is AuctionStage.FOREHAND_ALONE else Prompt.SAY_BID
            )
        if phase is Phase.PLAY and gift_pending(state):
            return Prompt.ANSWER_GIFT
        if phase is Phase.PLAY and state.exchanging:
            return Prompt.EXCHANGE
        if phase is Phase.PUSH:
            return Prompt.PASS_TWO_ON if state.skat_taken else Prompt.TAKE_OR_PUSH
        return _TURN_PROMPTS[phase]
    if state.ramsch:
        return Prompt.NONE
    if phase is Phase.PLAY and (seat != state.declarer or can_give_up(state)):
        return Prompt.MAY_GIVE_UP
    return Prompt.NONE


_TURN_PROMPTS = {
    Phase.SKAT: Prompt.HAND_OR_PICKUP,
    Phase.DECLARE: Prompt.DISCARD,
    Phase.PLAY: Prompt.CARD,
}


def actions_for(
    prompt: Prompt,
    rules: RuleSet,
    bid: int,
    hand: CardSet,
    *,
    picked_up: bool = False,
    game: GameType | None = None,
    led: Card | None = None,
    declarer: bool = False,
    may_give_up: bool = False,
    ramsch: bool = False,
    exchange: Places | None = None,
) -> list[Action]:
    """The actions a seat asked `prompt` may take: in turn, then giving up or conceding (never
    in Ramsch, which is played out). `exchange` is the pool of a Revolution's exchange."""
    actions: list[Action]
    if prompt is Prompt.ANSWER_BID:
        actions = [Hold(), Pass()]
    elif prompt is Prompt.OPEN_ALONE:
        actions = [Bid(MIN_BID), Pass()]
    elif prompt is Prompt.SAY_BID:
        actions = [*(Bid(v) for v in bid_values(rules) if v > bid), Pass()]
    elif prompt is Prompt.HAND_OR_PICKUP:
        hand_games = [c for c in HAND_CONTRACTS if not declaration_refusal(rules, bid, False, c)]
        actions = [PickUp(), *(Declare(c) for c in with_patrols(rules, hand_games))]
        if not declaration_refusal(rules, bid, False, REVOLUTION):
            actions.append(Declare(REVOLUTION))
    elif prompt is Prompt.DISCARD:
        cards = list(hand)
        discards = [(a, b) for i, a in enumerate(cards) for b in cards[i + 1 :]]
        games = [c for c in PICKUP_CONTRACTS if not declaration_refusal(rules, bid, True, c)]
        games = with_patrols(rules, games)
        actions = [Declare(c, d) for c in games for d in discards]
    elif prompt is Prompt.TAKE_OR_PUSH:
        actions = [PickUp(), Push(), *((Declare(PUSH_GRAND),) if rules.push_grand else ())]
    elif prompt is Prompt.PASS_TWO_ON:
        cards = [c for c in hand if rules.push_jacks or c.rank is not Rank.JACK]
        actions = [PassOn((a, b)) for i, a in enumerate(cards) for b in cards[i + 1 :]]
    elif prompt is Prompt.CARD:
        assert game is not None
        actions = [Play(card) for card in CardSet(TRICK_RULES[game].legal_mask(hand.mask, led))]
    elif prompt is Prompt.ANSWER_GIFT:
        actions = [TakeGift(), PlayOn()]
    elif prompt is Prompt.EXCHANGE:
        assert exchange is not None
        actions = exchange_moves(exchange)
    else:
        actions = []
    if prompt in (Prompt.CARD, Prompt.MAY_GIVE_UP) and not ramsch:
        if not declarer:
            actions.append(Concede())
        elif may_give_up:
            actions.append(GiveUp())
    return actions


def legal_actions(state: GameState) -> list[Action]:
    """Every action the seat to move may take, giving up or conceding in card play included."""
    seat = state.to_move
    if seat is None:
        return []
    return actions_for(
        prompt_of(state, seat),
        state.rules,
        state.bid,
        state.hands[seat],
        picked_up=state.picked_up,
        game=state.contract.game if state.contract is not None else None,
        led=state.trick[0] if state.trick else None,
        declarer=seat == state.declarer,
        may_give_up=can_give_up(state),
        ramsch=state.ramsch,
        exchange=places(state) if state.exchanging else None,
    ) + announcements(state, seat)


def auction_won_at(seat: Seat, bid: int) -> tuple[Action, ...]:
    """The shortest auction that `seat` wins at `bid`: middlehand asks first, rearhand after."""
    if seat == FOREHAND:
        return (Bid(bid), Hold(), Pass(), Pass())
    if seat == MIDDLEHAND:
        return (Bid(bid), Pass(), Pass())
    return (Pass(), Bid(bid), Pass())


def check(state: GameState, action: Action, seat: Seat | None = None) -> Reason | None:
    """Why the rules refuse `action` now (a ``refused_*`` reason with its facts), or None.

    `seat` is who tries it; None means whoever may: the seat to move, the declarer giving up,
    the defenders conceding. `apply` refuses exactly what `check` refuses.
    """
    if seat is not None and state.phase is not Phase.FINISHED:
        if isinstance(action, Kontra | Schenken) and action.seat != seat:
            return Reason.of("refused_announce_for_another")
        if isinstance(action, Re | TakeGift | PlayOn) and seat != state.declarer:
            return Reason.of("refused_re_only_declarer")
        if isinstance(action, GiveUp) and seat != state.declarer:
            return Reason.of("refused_give_up_only_declarer")
        if isinstance(action, Concede) and state.phase is Phase.PLAY and seat == state.declarer:
            return Reason.of("refused_concede_only_defenders")
        announced = isinstance(action, Kontra | Re | Schenken | TakeGift | PlayOn)
        if not announced and not isinstance(action, GiveUp | Concede) and seat != state.to_move:
            assert state.to_move is not None
            return Reason.of("refused_not_your_turn", to_move=SEAT_NAMES[state.to_move])
    try:
        apply(state, action)
    except IllegalActionError as error:
        return error.reason
    return None
