"""Revolution by the engine (seed 000, strategy: Revolution spielen): when the declarer risks it,
and how the defenders rearrange their cards.

The declarer declares a Revolution only with a hand no arrangement of the other cards can beat:
every suit he holds has its seven, and below every card of a suit he holds at least as many
cards as the others do (`coach.heuristic.nullsafe`: he can always stay under). In forehand he
must also lead without opening a gap: a card with nothing of its suit below it outside his hand,
and more cards above it outside than the skat can hide (the defenders may bury two there).

The defenders look for an arrangement of their 22 cards that beats the open hand with best
play (the double-dummy search): first the plans a player would try, each defender in turn
gathering every card of one of the declarer's suits with low or high cards beside them; then
arrangements drawn at random (seeded by the cards, so the plan is the same at every step). They
carry the plan out one swap at a time and are done when the cards lie as planned; with no plan
that wins they keep their cards. In the play they know every card (the declarer's are open, the
partner's they arranged together), so each card is worked out with the search.
"""

from __future__ import annotations

import random
from functools import lru_cache

from coach.heuristic.nullsafe import danger
from coach.rules.actions import (
    FOREHAND,
    SEAT_NAMES,
    Action,
    Declare,
    ExchangeDone,
    Kontra,
    Play,
    Re,
    Seat,
)
from coach.rules.cards import Card, CardSet, Mask, Suit, suit_mask
from coach.rules.club import REVOLUTION_VALUE
from coach.rules.contract import GameType
from coach.rules.decision import Decision, Option
from coach.rules.explain import Reason
from coach.rules.game import GameState, apply
from coach.rules.revolution import REVOLUTION, Places, swap_towards
from coach.rules.view import PlayerView, view_of
from coach.search import Goal, Position, Solver

SKAT_CARDS = 2
DRAWN_ARRANGEMENTS = 40
"""Random arrangements tried after the plans (each search takes a quarter of a millisecond; the
plans alone beat all of 300 hands one or two cards from safe that could be beaten)."""


def safe_lead(hand: CardSet, others: CardSet) -> Card | None:
    """A first lead that keeps the hand safe, or None: nothing of its suit below it among the
    other cards, more of its suit above it than the skat can hide, and the rest still safe."""
    for card in sorted(hand, key=int):
        below = CardSet(others.mask & suit_mask(card.suit) & ((1 << card) - 1))
        above = CardSet(others.mask & suit_mask(card.suit) & ~((2 << card) - 1))
        if (
            not below
            and len(above) > SKAT_CARDS
            and danger(hand.remove(card).mask, others.mask) == 0
        ):
            return card
    return None


def revolution_refusal(hand: CardSet, forehand: bool) -> Reason | None:
    """Why the engine would not declare a Revolution with `hand`, or None when it is safe."""
    others = CardSet.full() - hand
    if danger(hand.mask, others.mask) > 0:
        return Reason.of("revolution_not_safe")
    if forehand and safe_lead(hand, others) is None:
        return Reason.of("revolution_no_safe_lead")
    return None


def revolution_declaration(view: PlayerView, usual: Decision) -> Decision:
    """The declarer's choice before the skat: a Revolution where the rules allow it at this bid,
    the hand is safe and nothing else expects more; otherwise `usual` (the coach's choice)."""
    action = Declare(REVOLUTION)
    if action not in view.legal_actions():
        return usual
    if revolution_refusal(view.hand, view.seat == FOREHAND) is not None:
        return usual
    best = max((option.score for option in usual.alternatives), default=float("-inf"))
    if best > REVOLUTION_VALUE:
        return usual
    lead = safe_lead(view.hand, CardSet.full() - view.hand) if view.seat == FOREHAND else None
    reasons: tuple[Reason, ...] = (Reason.of("revolution_safe", value=REVOLUTION_VALUE),)
    if lead is not None:
        reasons += (Reason.of("revolution_safe_lead", card=lead),)
    chosen = Option(action, float(REVOLUTION_VALUE), reasons)
    others = tuple(option for option in usual.alternatives if option.action != action)
    return Decision(view.seat, action, reasons, (chosen, *others))


def decide_exchange(view: PlayerView) -> Decision:
    """The next move of the defenders' exchange: a swap towards the plan, or done."""
    assert view.exchange is not None and view.declarer is not None
    pool = view.exchange
    plan = _plan(view.declarer, view.open_hand.mask, (pool[0] | pool[1] | pool[2]).mask)
    if plan is None:
        reason = Reason.of("revolution_exchange_no_win")
        return Decision(view.seat, ExchangeDone(), (reason,), (Option(ExchangeDone(), 0.0),))
    one, other = (view.declarer + 1) % 3, (view.declarer + 2) % 3
    reason = Reason.of(
        "revolution_exchange_beats",
        first_seat=SEAT_NAMES[one],
        first=plan[0],
        second_seat=SEAT_NAMES[other],
        second=plan[1],
    )
    step = swap_towards(pool, plan)
    if step is None:
        return Decision(view.seat, ExchangeDone(), (reason,), (Option(ExchangeDone(), 0.0),))
    beaten = float(view.rules.defender_bonus_three)  # what beating him is worth to a defender
    early = Option(ExchangeDone(), 0.0, (Reason.of("revolution_done_early"),))
    return Decision(view.seat, step, (reason,), (Option(step, beaten, (reason,)), early))


@lru_cache(maxsize=4096)
def _plan(declarer: Seat, hand: Mask, cards: Mask) -> Places | None:
    """An arrangement of the defenders' 22 `cards` that beats `hand`, or None. It depends on the
    cards only (not on how they lie now), so the plan stays the same while it is carried out."""
    pool = CardSet(cards)
    solver = Solver()
    for candidate in _candidates(pool, hand):
        if _beats(solver, declarer, hand, candidate):
            return candidate
    return None


def exchanged(state: GameState) -> GameState:
    """`state` after the defenders' exchange as they plan it (nothing to do outside one)."""
    while state.exchanging:
        seat = state.to_move
        assert seat is not None
        state = apply(state, decide_exchange(view_of(state, seat)).action)
    return state


def revolution_defence(view: PlayerView) -> Decision | None:
    """A defender's card in a Revolution: one that makes the declarer take a trick with best
    play, worked out with every card known; None when no card does (the rules of thumb play)."""
    legal = sorted(view.legal_cards(), key=int)
    if not view.partner_hand or len(legal) < 2:
        return None
    values = Solver().card_values(_open_position(view))
    beating = [card for card in legal if values[card] > 0]
    if not beating:
        return None
    card = beating[0]
    reason = Reason.of("revolution_defence_beats", card=card)
    options = [Option(Play(c), float(values[c]), (reason,) if c == card else ()) for c in legal]
    return Decision(view.seat, Play(card), (reason,), tuple(options))


def _open_position(view: PlayerView) -> Position:
    """A Revolution's position as a defender sees it: every card known."""
    assert view.declarer is not None
    first = (view.declarer + 1) % 3
    mine, partner = view.hand.mask, view.partner_hand.mask
    one, other = (mine, partner) if view.seat == first else (partner, mine)
    return _position(view.declarer, view.open_hand.mask, one, other, view)


def _position(
    declarer: Seat, hand: Mask, first: Mask, second: Mask, view: PlayerView | None = None
) -> Position:
    """The Null position of `hand` against the defenders' hands (seat order after the
    declarer): before the first trick, or where `view` stands in the play."""
    seats = [hand, hand, hand]
    seats[(declarer + 1) % 3] = first
    seats[(declarer + 2) % 3] = second
    return Position(
        game=GameType.NULL,
        declarer=declarer,
        hands=(seats[0], seats[1], seats[2]),
        leader=FOREHAND if view is None else view.leader,
        trick=() if view is None else view.trick,
        defender_tricks=0 if view is None else len(view.tricks),
    )


def revolution_announcement(view: PlayerView, action: Action) -> Reason | None:
    """Seed 000 (Kontra geben, Re geben): Kontra against a Revolution that is not watertight
    (the defenders, knowing every card, beat it with best play); Re with a hand that could have
    been declared a Revolution anyway (it stays safe against any cards). None: not said."""
    beatable = isinstance(action, Kontra) and view.partner_hand
    if beatable and not Solver().achieves(_open_position(view), Goal.NULL):
        return Reason.of("kontra_revolution")
    if isinstance(action, Re):
        others = CardSet.full() - view.hand - view.played
        if danger(view.hand.mask, others.mask) == 0:
            return Reason.of("re_revolution_safe")
    return None


def _beats(solver: Solver, declarer: Seat, hand: Mask, candidate: Places) -> bool:
    """Whether the declarer takes a trick against best defence with the cards so arranged."""
    position = _position(declarer, hand, candidate[0].mask, candidate[1].mask)
    return not solver.achieves(position, Goal.NULL)


def _candidates(pool: CardSet, hand: Mask) -> list[Places]:
    """The plans first (the declarer's suits, each gathered by one defender), then random ones."""
    found: list[Places] = []
    for suit in Suit:
        if not hand & suit_mask(suit):
            continue
        for low_beside in (True, False):
            gathered, rest = _gathered(pool, suit, low_beside)
            found += [(gathered, rest[0], rest[1]), (rest[0], gathered, rest[1])]
    rng = random.Random(pool.mask)
    cards = sorted(pool, key=int)
    for _ in range(DRAWN_ARRANGEMENTS):
        rng.shuffle(cards)
        found.append((CardSet.of(cards[:10]), CardSet.of(cards[10:20]), CardSet.of(cards[20:])))
    return found


def _gathered(
    pool: CardSet, suit: Suit, low_beside: bool
) -> tuple[CardSet, tuple[CardSet, CardSet]]:
    """One hand with every pool card of `suit` and the lowest (or highest) other cards, and the
    rest split into the partner's hand and the skat (the two highest left)."""
    own = pool.of_suit(suit)
    others = sorted(pool - own, key=_null_rank, reverse=not low_beside)
    gathered = own | CardSet.of(others[: 10 - len(own)])
    left = sorted(pool - gathered, key=_null_rank)
    return gathered, (CardSet.of(left[:10]), CardSet.of(left[10:]))


def _null_rank(card: Card) -> int:
    """A card's height in Null (seven lowest, Ace highest), the suit breaking ties."""
    return int(card.rank) * 4 + int(card.suit)
