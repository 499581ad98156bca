"""When the defenders should give up an ouvert game: the open hand wins whatever they do.

Checked at the start of a trick the defenders lead. Null ouvert: every suit of the declarer can
duck every card the defenders may hold ("dicht"), and he never gets the lead. Suit or Grand
ouvert: the defenders hold no trump, every open card is the highest of its suit, and wherever the
declarer is void he can trump.
"""

from __future__ import annotations

from coach.heuristic.memory import Memory, stronger_masks
from coach.heuristic.nullsafe import excess
from coach.heuristic.trick import TrickView
from coach.rules.cards import CardSet, Suit
from coach.rules.contract import GameType
from coach.rules.explain import Reason


def concede_reason(tv: TrickView) -> Reason | None:
    """The reason to give up the open game now, or `None` to play on."""
    mem = tv.mem
    if mem.is_declarer or not mem.declarer_open or tv.position != 0:
        return None
    defenders = mem.others - mem.declarer_open  # partner's cards, and the skat to be safe
    defenders = defenders | mem.hand
    if mem.game is GameType.NULL:
        if all(excess(mem.declarer_open.mask, defenders.mask, suit) == 0 for suit in Suit):
            return Reason.of("concede_null_ouvert")
        return None
    return Reason.of("concede_ouvert") if _declarer_sweeps(mem, defenders) else None


def _declarer_sweeps(mem: Memory, defenders: CardSet) -> bool:
    rules = mem.rules
    if defenders.mask & rules.trump_mask:
        return False
    open_cards = mem.declarer_open
    has_trump = bool(open_cards.mask & rules.trump_mask)
    stronger = stronger_masks(mem.game)
    if any(stronger[card] & defenders.mask for card in open_cards):
        return False
    for suit in Suit:
        theirs = defenders.mask & rules.class_mask[suit]
        if theirs and not open_cards.mask & rules.class_mask[suit] and not has_trump:
            return False
    return True
