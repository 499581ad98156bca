"""Following to a trick in a suit game or Grand: smear, take, trump in, cut for the ten, duck.

`choose_follow` tries the rules in order of importance; the last resort gives the cheapest card.
"""

from __future__ import annotations

from coach.heuristic.choice import Pick, Rule, low, side_suits
from coach.heuristic.trick import TrickView, may_beat, safe_win
from coach.rules.cards import Card, Rank
from coach.rules.contract import GameType
from coach.rules.explain import Reason
from coach.rules.rule_set import TRUMP

BLANK_TRICK = 4  # a side-suit trick with fewer points is not worth a trump of the declarer's


def _smear(tv: TrickView) -> Pick | None:
    mem = tv.mem
    if mem.is_declarer or not tv.cards or not tv.friendly(tv.best_seat):
        return None
    if any(not tv.friendly(s) and may_beat(mem, s, tv.best, tv.led) for s in tv.later):
        return None
    candidates = [c for c in tv.legal if not tv.beats_best(c) or c.points >= 10]
    if not candidates:
        candidates = list(tv.legal)

    def value(card: Card) -> tuple[int, int]:
        keep = 1 if mem.is_master(card) and not mem.is_trump(card) and card.points < 10 else 0
        jack = 1 if card.rank is Rank.JACK else 0
        return (card.points - 12 * jack, -keep)

    card = max(candidates, key=value)
    if card.points == 0:
        return None
    return card, (Reason.of("smear_partner", card=card, points=card.points),)


def _trump_over_partner(tv: TrickView) -> Pick | None:
    """Second hand, void in the partner's suit: trump in where the declarer would win."""
    mem = tv.mem
    if mem.is_declarer or tv.position != 1 or not tv.friendly(tv.best_seat):
        return None
    led_cls = tv.led_class
    if led_cls is None or led_cls == TRUMP or mem.mine(led_cls):
        return None
    if not may_beat(mem, mem.declarer, tv.best, tv.led):
        return None
    trumps = [c for c in tv.legal if mem.is_trump(c) and safe_win(tv, c)]
    if not trumps:
        return None
    card = min(trumps, key=lambda c: (c.rank is Rank.JACK, mem.rules.strength[c]))
    return card, (Reason.of("trump_over_partner", card=card),)


def _win_trick(tv: TrickView) -> Pick | None:
    mem = tv.mem
    if tv.friendly(tv.best_seat):
        return None
    winners = tv.winning_cards()
    safe = [c for c in winners if safe_win(tv, c)]
    if not safe and winners and tv.points >= 10:
        risky = min(winners, key=lambda c: (c.points, mem.rules.strength[c]))
        return risky, (Reason.of("risk_take", card=risky, points=tv.points + risky.points),)
    if not safe:
        return None
    led_cls = tv.led_class
    followers = [c for c in safe if mem.follow(c) == led_cls]
    trick_points = tv.points
    if followers:
        cut = _cut_for_ten(tv, followers)
        if cut is not None:
            return cut
        chosen = max(followers, key=lambda c: (c.points, -mem.rules.strength[c]))
    else:
        chosen = _trump_choice(tv, safe)
        cost_is_high = chosen.rank is Rank.JACK and mem.game is GameType.GRAND
        if trick_points < 4 and (cost_is_high or chosen.rank is Rank.JACK) and len(tv.cards) == 2:
            return None
        if _keep_trump(tv):
            card, reasons = _give_low(tv)
            return card, (Reason.of("keep_trump", card=card, points=trick_points), *reasons)
    code = "take_trick" if not mem.is_declarer else "take_safe"
    if mem.follow(chosen) == TRUMP and led_cls != TRUMP:
        code = "trump_in_points" if chosen.points >= 10 else "trump_in"
    points = trick_points + chosen.points
    return chosen, (Reason.of(code, card=chosen, points=points),)


def _keep_trump(tv: TrickView) -> bool:
    """The declarer last to a side-suit trick worth almost nothing (under `BLANK_TRICK`) throws a
    blank loser, a side card without points in a suit without his ace or ten, and keeps the
    trump: trump length keeps control of the game (the seeds: the defenders force the declarer
    to trump until his trumps run out)."""
    mem = tv.mem
    if not mem.is_declarer or tv.position != 2 or tv.points >= BLANK_TRICK:
        return False
    rich = {c.suit for c in mem.hand if c.points >= 10 and not mem.is_trump(c)}
    return any(c.points == 0 and not mem.is_trump(c) and c.suit not in rich for c in tv.legal)


def _trump_choice(tv: TrickView, safe: list[Card]) -> Card:
    """Trump in cheaply, but with a trump ace or ten a jack could still catch when nobody after
    can overtrump (second hand) or the declarer plays last: its points come home now, also on a
    blank trick (in the arena, the declarer who kept it for a richer trick lost games)."""
    mem = tv.mem
    strength = mem.rules.strength
    rich = [c for c in safe if c.points >= 10 and not mem.is_master(c)]
    if rich and (tv.position == 1 or mem.is_declarer):
        return max(rich, key=lambda c: c.points)
    return min(safe, key=lambda c: (c.rank is Rank.JACK, strength[c]))


def _cut_for_ten(tv: TrickView, followers: list[Card]) -> Pick | None:
    """Last to play, able to win a side-suit trick without its ace while the ten is out: win with
    the cheaper card and keep the ace to catch the ten. A defender keeps to this only while no
    trumps are out (else the ace may be trumped later); the declarer also with trumps out, as
    the search plays it (in the arena, the ace taken at once cost him games)."""
    mem = tv.mem
    led = tv.led
    if led is None or tv.position != 2 or mem.is_trump(led):
        return None
    ace = Card.of(led.suit, Rank.ACE)
    ten = Card.of(led.suit, Rank.TEN)
    if ace not in mem.hand or ten not in mem.others or tv.points >= 10:
        return None
    if mem.trumps_out() and mem.game is not GameType.GRAND and not mem.is_declarer:
        return None
    cheaper = [c for c in followers if c != ace]
    if not cheaper:
        return None
    card = min(cheaper, key=lambda c: c.points)
    return card, (Reason.of("cut_for_ten", card=card, ace=ace, ten=ten),)


def _declarer_cut_for_ten(tv: TrickView) -> Pick | None:
    """Declarer last to play holding the ace: duck a cheap trick while the ten is still out."""
    mem = tv.mem
    led = tv.led
    if led is None or tv.position != 2 or mem.is_trump(led) or tv.points > 4:
        return None
    ace = Card.of(led.suit, Rank.ACE)
    ten = Card.of(led.suit, Rank.TEN)
    if ace not in tv.legal or ten not in mem.others or mem.trumps_out():
        return None
    others = [c for c in tv.legal if c != ace and mem.follow(c) == led.suit]
    if not others:
        return None
    card = low(others, tv)
    if tv.beats_best(card):
        return None
    return card, (Reason.of("cut_for_ten", card=card, ace=ace, ten=ten),)


def _give_low(tv: TrickView) -> Pick:
    mem = tv.mem
    led_cls = tv.led_class
    following = [c for c in tv.legal if mem.follow(c) == led_cls]
    if following or led_cls is None:
        card = low(tv.legal, tv)
        if tv.friendly(tv.best_seat) or not tv.winning_cards():
            return card, (Reason.of("follow_low", card=card, points=card.points),)
        return card, (Reason.of("duck_low", card=card),)
    suits = side_suits(tv, tv.legal)
    disposable = {
        s: held
        for s, held in suits.items()
        if not any(mem.is_master(c) and c.points >= 10 for c in held)
    } or suits
    if disposable:
        suit, held = min(
            disposable.items(), key=lambda item: (low(item[1], tv).points, len(item[1]), item[0])
        )
        card = low(held, tv)
        if card.points < 10:
            return card, (Reason.of("discard_short", card=card, suit=suit),)
    card = low(tv.legal, tv)
    return card, (Reason.of("follow_low", card=card, points=card.points),)


FOLLOW: tuple[Rule, ...] = (_smear, _trump_over_partner, _declarer_cut_for_ten, _win_trick)


def choose_follow(tv: TrickView) -> Pick:
    """The card to play to a trick someone else led, with its reasons."""
    for rule in FOLLOW:
        pick = rule(tv)
        if pick is not None:
            return pick
    return _give_low(tv)
