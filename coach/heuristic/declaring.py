"""After the auction: pick up the skat or play hand, then which game to declare and what to discard.

A hand game is chosen when it is strong enough without the skat and expects more than picking up;
after the pick-up every game is tried with its best discard and the one with the highest expected
list points that reaches the bid wins. A Grand hand with the top jacks and enough sure side tricks
announces Schneider; ouvert (with Schwarz) is played only when every card is a sure trick.
"""

from __future__ import annotations

from coach.heuristic.discard import best_discard
from coach.heuristic.evaluate import (
    DECLARE_SKAT_POINT_SCORE,
    after_pickup,
    after_pickup_bonus,
    expected_score,
)
from coach.heuristic.memory import stronger_masks
from coach.heuristic.prospects import OUVERT_PENALTY, Prospect, contract_label, prospects
from coach.rules.actions import FOREHAND, Declare, PickUp
from coach.rules.cards import JACKS_MASK, Card, CardSet, Rank, Suit
from coach.rules.contract import SUIT_GAMES, Announcement, Contract, GameType
from coach.rules.decision import Decision, Option
from coach.rules.explain import Fact, Reason
from coach.rules.rule_set import TRICK_RULES
from coach.rules.values import game_value, matadors
from coach.rules.view import PlayerView

HAND_CHANCE = 0.8  # a hand game needs this chance without the skat
HAND_MARGIN = 4.0  # and must expect this many list points more than picking up
HONOURS = (Rank.TEN, Rank.KING)  # side cards whose points a discard may rather keep


def _facts(contract: Contract) -> dict[str, Fact]:
    return {"game": contract.game, "extra": contract_label(contract)}


def decide_skat(view: PlayerView) -> Decision:
    """Pick up the skat or declare a hand game."""
    forehand = view.seat == FOREHAND
    candidates = [p for p in prospects(view.hand, forehand, view.rules) if p.value >= view.bid]
    ouvert = _sure_ouvert(view)
    hand_options = [p for p in candidates if p.contract.hand]
    pickup_options = [p for p in candidates if not p.contract.hand]
    best_pickup = max(pickup_options, key=lambda p: p.expected, default=None)
    pickup_ev = best_pickup.expected if best_pickup is not None else -60.0
    alternatives = [_hand_option(p, "hand_alternative") for p in hand_options]
    if ouvert is not None:
        contract, value = ouvert
        reason = Reason.of("ouvert_sure", game=contract.game)
        alternatives.append(
            Option(Declare(contract), expected_score(0.97, contract, value, view.rules), (reason,))
        )
        return Decision(view.seat, Declare(contract), (reason,), _sorted(alternatives))
    best_hand = max(hand_options, key=lambda p: p.expected, default=None)
    if (
        best_hand is not None
        and best_hand.chance >= HAND_CHANCE
        and best_hand.expected >= pickup_ev + HAND_MARGIN
    ):
        option = _hand_option(best_hand, "play_hand")
        announced = _announce_schneider(view, best_hand)
        if announced is not None:
            alternatives.append(option)
            option = announced
        alternatives = [o for o in alternatives if o.action != option.action] + [option]
        alternatives.append(Option(PickUp(), pickup_ev, _pickup_reasons(best_pickup)))
        return Decision(view.seat, option.action, option.reasons, _sorted(alternatives))
    reasons = _pickup_reasons(best_hand or best_pickup)
    alternatives.append(Option(PickUp(), pickup_ev, reasons))
    return Decision(view.seat, PickUp(), reasons, _sorted(alternatives))


def _announce_schneider(view: PlayerView, prospect: Prospect) -> Option | None:
    """A Grand hand that surely takes 90: the top jacks and enough sure side tricks."""
    if prospect.contract.game is not GameType.GRAND:
        return None
    hand = view.hand
    top = max(0, matadors(GameType.GRAND, hand))
    jacks = len(CardSet(hand.mask & JACKS_MASK))
    side = sure_side_tricks(hand, GameType.GRAND)
    forehand = view.seat == FOREHAND
    strong = (
        (top >= 3 and side >= 6)
        or (jacks == 4 and side >= 5)
        or (forehand and top >= 2 and jacks >= 3 and side >= 6)
    )
    if not strong:
        return None
    contract = Contract(GameType.GRAND, hand=True, announce=Announcement.SCHNEIDER)
    value = game_value(contract, matadors(GameType.GRAND, hand), rules=view.rules).value
    reason = Reason.of("announce_schneider", top=top, side=side, value=value)
    return Option(Declare(contract), expected_score(0.9, contract, value, view.rules), (reason,))


def sure_side_tricks(hand: CardSet, game: GameType) -> int:
    """Side-suit tricks that stand from the top: per suit, the unbroken run down from the ace."""
    rules = TRICK_RULES[game]
    total = 0
    for suit in Suit:
        if rules.class_mask[suit] & rules.trump_mask or not rules.class_mask[suit]:
            continue
        ranked = sorted(CardSet(rules.class_mask[suit]), key=lambda c: -rules.strength[c])
        for card in ranked:
            if card not in hand:
                break
            total += 1
    return total


def _pickup_reasons(best: Prospect | None) -> tuple[Reason, ...]:
    if best is None:
        return (Reason.of("pick_up", game=GameType.GRAND, extra="", chance=0),)
    facts = _facts(best.contract)
    return (Reason.of("pick_up", chance=round(100 * best.chance), **facts), best.estimate.reason)


def _hand_option(prospect: Prospect, code: str) -> Option:
    reason = Reason.of(
        code,
        chance=round(100 * prospect.chance),
        value=prospect.value,
        **_facts(prospect.contract),
    )
    return Option(Declare(prospect.contract), prospect.expected, (reason, prospect.estimate.reason))


def _sorted(options: list[Option]) -> tuple[Option, ...]:
    return tuple(sorted(options, key=lambda o: o.score, reverse=True))


def _sure_ouvert(view: PlayerView) -> tuple[Contract, int] | None:
    """A suit or Grand ouvert for forehand when every card is a sure trick."""
    if view.seat != FOREHAND:
        return None
    best: tuple[Contract, int] | None = None
    for game in (*SUIT_GAMES, GameType.GRAND):
        if not _all_sure(view.hand, game):
            continue
        contract = Contract.ouvert_of(game)
        value = game_value(contract, matadors(game, view.hand), rules=view.rules).value
        if value >= view.bid and (best is None or value > best[1]):
            best = (contract, value)
    return best


def _all_sure(hand: CardSet, game: GameType) -> bool:
    """Leading from the top, every card of `hand` wins: no card outside beats any of mine."""
    others = CardSet.full().mask & ~hand.mask
    stronger = stronger_masks(game)
    if game is not GameType.GRAND and len(CardSet(hand.mask & JACKS_MASK)) < 2:
        return False
    return all(not others & stronger[card] for card in hand) and any(
        card.rank is Rank.JACK for card in hand
    )


def decide_declare(view: PlayerView) -> Decision:
    """After the pick-up: the game to declare and the two cards to put away."""
    cards = view.hand
    forehand = view.seat == FOREHAND
    options: list[Option] = []
    for contract in _pickup_contracts():
        if view.rules.null_below_bid(contract, view.bid):
            continue
        pair, est, discard_reasons = best_discard(
            cards, contract.game, forehand, DECLARE_SKAT_POINT_SCORE, after_pickup_bonus
        )
        est = after_pickup(est, cards - CardSet.of(pair))
        chance = est.chance - (OUVERT_PENALTY if contract.ouvert else 0.0)
        if contract.ouvert and est.score < 0:
            continue
        value = est.value(contract, cards, view.rules)
        facts = _facts(contract)
        score = expected_score(chance, contract, value, view.rules, bid=view.bid)
        if value < view.bid:  # lost whatever the cards do: the score is the overbid loss
            reason = Reason.of("declare_overbid", value=value, bid=view.bid, **facts)
            options.append(Option(Declare(contract, pair), score, (reason,)))
            continue
        head = Reason.of(
            "declare_game", chance=round(100 * chance), value=value, bid=view.bid, **facts
        )
        discard_reasons += _kept_honours(cards, pair, contract.game)
        reasons = (head, est.reason, *est.notes, *discard_reasons)
        options.append(Option(Declare(contract, pair), score, reasons))
    options.sort(key=lambda o: o.score, reverse=True)
    chosen = options[0]
    alternatives = tuple(
        chosen if o is chosen else Option(o.action, o.score, _as_alternative(o)) for o in options
    )
    return Decision(view.seat, chosen.action, chosen.reasons, alternatives)


def _kept_honours(cards: CardSet, pair: tuple[Card, Card], game: GameType) -> tuple[Reason, ...]:
    """A discard of few points that keeps side kings and tens says so: put away, their points
    count only half in the choice (`DECLARE_SKAT_POINT_SCORE`); on the hand they win tricks."""
    away = CardSet.of(pair)
    if game is GameType.NULL or away.points >= 10:
        return ()
    trumps = TRICK_RULES[game].trump_mask
    kept = [c for c in cards - away if c.rank in HONOURS and not trumps >> c & 1]
    if not kept:
        return ()
    return (Reason.of("discard_points_half", cards=tuple(kept), points=away.points),)


def _as_alternative(option: Option) -> tuple[Reason, ...]:
    head = option.reasons[0]
    if head.code != "declare_game":
        return option.reasons
    facts = head.fact_dict
    alt = Reason.of(
        "declare_alternative",
        game=facts["game"],
        extra=facts["extra"],
        chance=facts["chance"],
        value=facts["value"],
    )
    return (alt, *option.reasons[1:])


def _pickup_contracts() -> tuple[Contract, ...]:
    return (
        *(Contract(game) for game in (*SUIT_GAMES, GameType.GRAND, GameType.NULL)),
        Contract.ouvert_of(GameType.NULL, hand=False),
    )
