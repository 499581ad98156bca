"""What one player may know of a game, and full games consistent with that knowledge.

A `PlayerView` hides the other hands and the skat (the declarer knows the skat he picked up and
the cards he put away; an ouvert declarer's hand is open to all). `complete` deals the unseen cards
at random, respecting hand sizes and the voids the play has shown, and replays the history: the
basis of Monte-Carlo coaching.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from itertools import combinations
from math import comb

from coach.rules.actions import (
    FOREHAND,
    MIDDLEHAND,
    REARHAND,
    SEATS,
    Action,
    Bid,
    Deal,
    Declare,
    Pass,
    PassOn,
    PickUp,
    Push,
    Seat,
    Swap,
)
from coach.rules.announce import announcements
from coach.rules.cards import Card, CardSet
from coach.rules.contract import Contract, RuleSet
from coach.rules.game import GameState, Phase, Trick, can_give_up, replay
from coach.rules.legal import Prompt, actions_for, auction_won_at, prompt_of
from coach.rules.revolution import Places, places
from coach.rules.rule_set import TRICK_RULES


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat's knowledge of a game: own cards, public actions, and what the rules reveal."""

    seat: Seat
    rules: RuleSet
    phase: Phase
    to_move: Seat | None
    hand: CardSet
    hand_sizes: tuple[int, int, int]
    bid: int
    declarer: Seat | None
    picked_up: bool
    contract: Contract | None
    skat_known: CardSet  # the original skat, if this seat has seen it
    discard_known: CardSet  # the cards the declarer put away, if this seat is the declarer
    open_hand: CardSet  # an ouvert declarer's remaining cards, seen by all
    leader: Seat
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    history: tuple[Action, ...]  # discards of other seats are hidden (Declare.discard is None)
    prompt: Prompt  # what this seat is asked now (`coach.rules.legal.prompt_of`)
    may_give_up: bool  # the declarer holds enough cards to give up (`coach.rules.game.can_give_up`)
    ramsch: bool = False  # a Ramsch: no declarer, `contract` only carries Grand's trick rules
    kontra: int = 0  # 1 after Kontra, 2 after Re
    announce_options: tuple[Action, ...] = ()  # Kontra, Re, Schenken this seat may say now
    exchange: Places | None = None  # a defender in a Revolution's exchange: the pool he sees
    # a Revolution's defender: the partner's cards (the defenders arranged them openly)
    partner_hand: CardSet = field(default_factory=CardSet)

    @property
    def led(self) -> Card | None:
        """The card that opened the current trick, or None."""
        return self.trick[0] if self.trick else None

    def legal_cards(self) -> CardSet:
        """The cards this seat may play now: empty unless it is asked for a card."""
        if self.prompt is not Prompt.CARD or self.contract is None:
            return CardSet()
        return CardSet(TRICK_RULES[self.contract.game].legal_mask(self.hand.mask, self.led))

    def legal_actions(self) -> list[Action]:
        """Every action this seat may take now, giving up or conceding included."""
        return actions_for(
            self.prompt,
            self.rules,
            self.bid,
            self.hand,
            picked_up=self.picked_up,
            game=self.contract.game if self.contract is not None else None,
            led=self.led,
            declarer=self.seat == self.declarer,
            may_give_up=self.may_give_up,
            ramsch=self.ramsch,
            exchange=self.exchange,
        ) + list(self.announce_options)

    @property
    def played(self) -> CardSet:
        cards = [c for t in self.tricks for c in t.cards] + list(self.trick)
        return CardSet.of(cards)

    @property
    def unseen(self) -> CardSet:
        """Cards this seat cannot place: in other hidden hands or the hidden skat."""
        known = self.hand | self.played | self.skat_known | self.discard_known | self.open_hand
        return CardSet.full() - known

    def voids(self) -> dict[Seat, frozenset[int]]:
        """Follow classes (suits 0–3 or `rules.TRUMP`) each seat has shown it cannot follow."""
        found: dict[Seat, set[int]] = {seat: set() for seat in SEATS}
        if self.contract is None:
            return {seat: frozenset() for seat in SEATS}
        rules = TRICK_RULES[self.contract.game]
        sequences = [(t.leader, t.cards) for t in self.tricks] + [(self.leader, tuple(self.trick))]
        for leader, cards in sequences:
            if not cards:
                continue
            led_class = rules.follow_class[cards[0]]
            for index in range(1, len(cards)):
                if rules.follow_class[cards[index]] != led_class:
                    found[(leader + index) % 3].add(led_class)
        return {seat: frozenset(classes) for seat, classes in found.items()}


def view_of(state: GameState, seat: Seat) -> PlayerView:
    """The view of `state` from `seat`: what that player may see."""
    is_declarer = state.declarer == seat
    declared = state.contract is not None
    skat_known = CardSet()
    discard_known = CardSet()
    if is_declarer and state.picked_up:
        skat_known = state.deal.skat
        if declared:
            discard_known = state.skat
    open_hand = CardSet()
    if declared and state.contract is not None and state.contract.ouvert and not is_declarer:
        assert state.declarer is not None
        open_hand = state.hands[state.declarer]
    history = tuple(
        _hidden_from(state, seat, index, action) for index, action in enumerate(state.history)
    )
    hand = state.hands[seat]
    return PlayerView(
        seat=seat,
        rules=state.rules,
        phase=state.phase,
        to_move=state.to_move,
        hand=hand,
        hand_sizes=(len(state.hands[0]), len(state.hands[1]), len(state.hands[2])),
        bid=state.bid,
        declarer=state.declarer,
        picked_up=state.picked_up,
        contract=state.contract,
        skat_known=skat_known,
        discard_known=discard_known,
        open_hand=open_hand,
        leader=state.leader,
        trick=state.trick,
        tricks=state.tricks,
        history=history,
        prompt=prompt_of(state, seat),
        may_give_up=can_give_up(state),
        ramsch=state.ramsch,
        kontra=state.kontra,
        announce_options=tuple(announcements(state, seat)),
        exchange=places(state) if state.exchanging and not is_declarer else None,
        partner_hand=_revolution_partner(state, seat),
    )


def _revolution_partner(state: GameState, seat: Seat) -> CardSet:
    """In a Revolution the defenders arrange their cards openly: each knows the other's."""
    if state.contract is None or not state.contract.revolution or seat == state.declarer:
        return CardSet()
    return state.hands[3 - seat - state._require_declarer()]


def _hidden_from(state: GameState, seat: Seat, index: int, action: Action) -> Action:
    """`action` as `seat` saw it: the declarer's discard, the cards another seat passed on in
    Schieberamsch and the defenders' swaps in a Revolution (from the declarer) are hidden."""
    if isinstance(action, Swap):
        return Swap(None, None) if state.declarer == seat else action
    if isinstance(action, PassOn):
        mine = _pass_on_seat(state.history, index) == seat
        return action if mine else _hide_discard(action)
    return action if state.declarer == seat else _hide_discard(action)


def _pass_on_seat(history: tuple[Action, ...], index: int) -> Seat:
    """Who passed cards on with the `index`-th action: the seats push in turn from forehand."""
    return sum(isinstance(a, Push | PassOn) for a in history[:index])


def _hide_discard(action: Action) -> Action:
    if isinstance(action, Declare | PassOn) and action.discard is not None:
        return replace(action, discard=None)
    return action


class InconsistentViewError(ValueError):
    """No deal matches the view (the voids and hand sizes contradict each other)."""


def auction_view(hand: CardSet, seat: Seat, rng: random.Random, rules: RuleSet) -> PlayerView:
    """What `seat` knows at his first decision of the auction, holding `hand`.

    Middlehand opens the bidding; forehand first answers a bid of 18 from middlehand; rearhand
    first bids after middlehand has passed. The other cards are dealt at random, unseen.
    """
    return view_of(auction_state(hand, seat, rng, rules), seat)


def auction_state(hand: CardSet, seat: Seat, rng: random.Random, rules: RuleSet) -> GameState:
    """A game at `seat`'s first decision of the auction (see `auction_view`), the other cards
    dealt at random."""
    if len(hand) != 10:
        raise ValueError(f"a hand in the auction has 10 cards, not {len(hand)}")
    rest = list(CardSet.full() - hand)
    rng.shuffle(rest)
    others = [CardSet.of(rest[:10]), CardSet.of(rest[10:20])]
    hands = tuple(hand if s == seat else others.pop() for s in SEATS)
    deal = Deal((hands[0], hands[1], hands[2]), CardSet.of(rest[20:]))
    return replay(deal, opening(seat), rules)


def opening(seat: Seat) -> tuple[Action, ...]:
    """The auction before `seat`'s first decision: middlehand opens, forehand answers 18,
    rearhand speaks after middlehand passed."""
    openings: dict[Seat, tuple[Action, ...]] = {
        FOREHAND: (Bid(18),),
        MIDDLEHAND: (),
        REARHAND: (Pass(),),
    }
    return openings[seat]


def declaring_view(
    cards: CardSet, seat: Seat, bid: int, rng: random.Random, rules: RuleSet
) -> PlayerView:
    """What `seat` knows after winning the auction at `bid` and picking up the skat: twelve
    cards to put two away from and declare. The other cards are dealt at random, unseen."""
    return view_of(declaring_state(cards, seat, bid, rng, rules), seat)


def declaring_state(
    cards: CardSet, seat: Seat, bid: int, rng: random.Random, rules: RuleSet
) -> GameState:
    """A game at `seat`'s declaration with twelve `cards` (see `declaring_view`), the other
    cards dealt at random."""
    if len(cards) != 12:
        raise ValueError(f"after picking up the skat a hand has 12 cards, not {len(cards)}")
    rest = list(CardSet.full() - cards)
    rng.shuffle(rest)
    ordered = list(cards)
    others = [CardSet.of(rest[:10]), CardSet.of(rest[10:])]
    hands = tuple(CardSet.of(ordered[:10]) if s == seat else others.pop() for s in SEATS)
    deal = Deal((hands[0], hands[1], hands[2]), CardSet.of(ordered[10:]))
    return replay(deal, [*auction_won_at(seat, bid), PickUp()], rules)


def complete(view: PlayerView, rng: random.Random, attempts: int = 200) -> GameState:
    """A full game state consistent with `view`: unseen cards dealt at random, then replayed.

    Other seats receive cards of no follow class they have shown to be void in; the hidden skat
    (or hidden discard) takes the rest.
    """
    deal, discard = _sample_deal(view, rng, attempts)
    return _replayed(view, deal, discard)


def every_completion(view: PlayerView, limit: int) -> list[GameState] | None:
    """Every full game consistent with `view` (hand sizes, cards seen, voids shown), each once;
    `None` when there would be more than `limit` of them.

    Used in the last tricks, where few enough cards are unseen to look at every world instead of
    a sample: a move best in all of them is then found for sure.
    """
    assignments = every_assignment(view, limit)
    if assignments is None:
        return None
    worlds = []
    for assignment in assignments:
        deal, discard = _build_deal(view, assignment)
        worlds.append(_replayed(view, deal, discard))
    return worlds


def every_assignment(view: PlayerView, limit: int) -> list[dict[str, list[Card]]] | None:
    """Every way to place the unseen cards in the hidden places (seats "0"-"2", "skat") that
    fits the voids shown; `None` when there could be more than `limit`."""
    slots = _hidden_slots(view)
    unseen = list(view.unseen)
    if _arrangements(len(unseen), list(slots.values())) > limit:
        return None
    voids = view.voids()
    game = view.contract.game if view.contract is not None else None
    follow = TRICK_RULES[game].follow_class if game is not None else None
    names = list(slots)

    def fill(index: int, rest: list[Card]) -> Iterator[dict[str, list[Card]]]:
        if index == len(names):
            yield {}
            return
        slot = names[index]
        fits = [c for c in rest if _may_hold(c, slot, voids, follow)]
        for chosen in combinations(fits, slots[slot]):
            left = [c for c in rest if c not in chosen]
            for tail in fill(index + 1, left):
                yield {slot: list(chosen), **tail}

    return list(fill(0, unseen))


def _arrangements(cards: int, sizes: list[int]) -> int:
    """In how many ways `cards` cards can be dealt into places of `sizes` (voids ignored)."""
    count = 1
    for size in sizes:
        count *= comb(cards, size)
        cards -= size
    return count


def _replayed(view: PlayerView, deal: Deal, discard: CardSet) -> GameState:
    """The game of `deal` replayed along the view's history. A Revolution's swaps are left out:
    the deal is built from the cards as they lie after them."""
    actions = [_reveal_discard(a, discard) for a in view.history if not isinstance(a, Swap)]
    return replay(deal, actions, view.rules)


def _sample_deal(view: PlayerView, rng: random.Random, attempts: int) -> tuple[Deal, CardSet]:
    holders = _hidden_slots(view)
    unseen = list(view.unseen)
    voids = view.voids()
    game = view.contract.game if view.contract is not None else None
    follow = TRICK_RULES[game].follow_class if game is not None else None
    for _ in range(attempts):
        rng.shuffle(unseen)
        assignment = _assign(unseen, holders, voids, follow, rng)
        if assignment is not None:
            return _build_deal(view, assignment)
    raise InconsistentViewError("no deal of the unseen cards fits the known voids")


def _hidden_slots(view: PlayerView) -> dict[str, int]:
    """How many unseen cards each hidden place holds: seats '0'-'2' and 'skat'."""
    slots: dict[str, int] = {}
    for seat in SEATS:
        if seat == view.seat or (view.open_hand and seat == view.declarer):
            continue
        slots[str(seat)] = view.hand_sizes[seat]
    if not (view.skat_known or view.discard_known):
        slots["skat"] = 2
        if view.picked_up and view.contract is None and view.declarer is not None:
            slots[str(view.declarer)] -= 2  # the skat is in the declarer's hand, not yet put away
    return slots


def _assign(
    cards: list[Card],
    slots: dict[str, int],
    voids: dict[Seat, frozenset[int]],
    follow: tuple[int, ...] | None,
    rng: random.Random,
) -> dict[str, list[Card]] | None:
    """Deal `cards` into the slots, constrained cards first; `None` when stuck."""

    def allowed(card: Card, slot: str) -> bool:
        return _may_hold(card, slot, voids, follow)

    order = sorted(cards, key=lambda c: sum(allowed(c, s) for s in slots))
    result: dict[str, list[Card]] = {slot: [] for slot in slots}
    for card in order:
        options = [s for s in slots if len(result[s]) < slots[s] and allowed(card, s)]
        if not options:
            return None
        weights = [slots[s] - len(result[s]) for s in options]
        result[rng.choices(options, weights)[0]].append(card)
    return result


def _may_hold(
    card: Card, slot: str, voids: dict[Seat, frozenset[int]], follow: tuple[int, ...] | None
) -> bool:
    """Whether hidden place `slot` may hold `card`: a seat holds no card of a class it showed
    it cannot follow; the skat may hold anything."""
    if slot == "skat" or follow is None:
        return True
    return follow[card] not in voids[int(slot)]


def possible_places(view: PlayerView) -> dict[Card, tuple[str, ...]]:
    """For each unseen card, the hidden places that may hold it (seats "0"-"2", "skat"): the
    constraints `complete` deals by."""
    slots = [slot for slot, size in _hidden_slots(view).items() if size > 0]
    voids = view.voids()
    follow = TRICK_RULES[view.contract.game].follow_class if view.contract is not None else None
    return {
        card: tuple(slot for slot in slots if _may_hold(card, slot, voids, follow))
        for card in view.unseen
    }


def _build_deal(view: PlayerView, assignment: dict[str, list[Card]]) -> tuple[Deal, CardSet]:
    state_hands: list[CardSet] = []
    for seat in SEATS:
        if seat == view.seat:
            current = view.hand
        elif view.open_hand and seat == view.declarer:
            current = view.open_hand
        else:
            current = CardSet.of(assignment[str(seat)])
        state_hands.append(current | _played_by(view, seat))
    hidden_skat = CardSet.of(assignment.get("skat", []))
    if view.seat == view.declarer and view.picked_up:
        skat = view.skat_known
        discard = view.discard_known
        declarer_hand = state_hands[view.seat] | discard
        state_hands[view.seat] = declarer_hand - skat
    else:
        skat = hidden_skat or view.skat_known
        discard = hidden_skat
    deal = Deal((state_hands[0], state_hands[1], state_hands[2]), skat)
    return deal, discard


def _played_by(view: PlayerView, seat: Seat) -> CardSet:
    cards = [t.cards[(seat - t.leader) % 3] for t in view.tricks]
    cards += [c for i, c in enumerate(view.trick) if (view.leader + i) % 3 == seat]
    return CardSet.of(cards)


def _reveal_discard(action: Action, discard: CardSet) -> Action:
    if isinstance(action, Declare) and action.discard is None and not action.contract.hand:
        first, second = tuple(discard)
        return replace(action, discard=(first, second))
    return action
