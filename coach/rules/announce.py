"""When the club rules allow Kontra, Re and Schenken, and why they refuse them otherwise.

Kontra (a defender doubles) and Re (the declarer doubles back) belong to the first trick: until
it is complete, or until one's own first card (`RuleSet.kontra_until`). Schenken is a Grand
given away before the first card; the declarer then takes the gift or plays on (seed 000,
Spritzen and Schenken). Ramsch has no declarer and so none of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from coach.rules.actions import Action, Kontra, PlayOn, Re, Schenken, Seat, TakeGift
from coach.rules.club import KontraUntil, KontraWho, SchenkenWho
from coach.rules.contract import GameType
from coach.rules.explain import Reason

if TYPE_CHECKING:
    from coach.rules.game import GameState


def gift_pending(state: GameState) -> bool:
    """Whether the defenders' Schenken stands and waits for the declarer's answer."""
    needed = 1 if state.rules.schenken is SchenkenWho.ONE_DEFENDER else 2
    return len(state.gift_offers) >= needed and not state.gift_refused


def _in_window(state: GameState, seat: Seat) -> bool:
    if state.tricks:
        return False
    if state.rules.kontra_until is KontraUntil.OWN_FIRST_CARD:
        return seat not in [(state.leader + i) % 3 for i in range(len(state.trick))]
    return True


def kontra_refusal(state: GameState, seat: Seat) -> Reason | None:
    """Why `seat` may not say Kontra now, or None."""
    rules = state.rules
    if rules.kontra is KontraWho.NONE:
        return Reason.of("refused_kontra_not_in_rules")
    if state.ramsch or state.declarer is None or state.contract is None:
        return Reason.of("refused_kontra_no_declarer")
    if seat == state.declarer:
        return Reason.of("refused_kontra_only_defenders")
    if rules.kontra is KontraWho.BIDDERS and seat not in state.bidders:
        return Reason.of("refused_kontra_only_bidders")
    if state.kontra:
        return Reason.of("refused_kontra_said")
    if not _in_window(state, seat):
        return _too_late(state)
    return None


def _too_late(state: GameState) -> Reason:
    own_card = state.rules.kontra_until is KontraUntil.OWN_FIRST_CARD
    return Reason.of("refused_kontra_after_own_card" if own_card else "refused_kontra_after_trick")


def re_refusal(state: GameState, seat: Seat | None) -> Reason | None:
    """Why the declarer (or `seat`, when given) may not say Re now, or None."""
    rules = state.rules
    if rules.kontra is KontraWho.NONE or not rules.re:
        return Reason.of("refused_re_not_in_rules")
    if state.declarer is None or (seat is not None and seat != state.declarer):
        return Reason.of("refused_re_only_declarer")
    if state.kontra == 0:
        return Reason.of("refused_re_needs_kontra")
    if state.kontra > 1:
        return Reason.of("refused_re_said")
    if not _in_window(state, state.declarer):
        return _too_late(state)
    return None


def schenken_refusal(state: GameState, seat: Seat) -> Reason | None:
    """Why `seat` may not offer Schenken now, or None."""
    if state.rules.schenken is SchenkenWho.NONE:
        return Reason.of("refused_schenken_not_in_rules")
    if state.contract is None or state.ramsch or state.contract.game is not GameType.GRAND:
        return Reason.of("refused_schenken_only_grand")
    if seat == state.declarer:
        return Reason.of("refused_schenken_only_defenders")
    if state.tricks or state.trick or state.gift_refused:
        return Reason.of("refused_schenken_too_late")
    if seat in state.gift_offers:
        return Reason.of("refused_schenken_said")
    return None


def answer_refusal(state: GameState) -> Reason | None:
    """Why the declarer cannot take or refuse a gift now, or None."""
    if not gift_pending(state):
        return Reason.of("refused_no_gift")
    return None


def refusal(state: GameState, action: Action) -> Reason | None:
    """Why the rules refuse this announcement now, or None."""
    if isinstance(action, Kontra):
        return kontra_refusal(state, action.seat)
    if isinstance(action, Re):
        return re_refusal(state, None)
    if isinstance(action, Schenken):
        return schenken_refusal(state, action.seat)
    assert isinstance(action, TakeGift | PlayOn)
    return answer_refusal(state)


def announcements(state: GameState, seat: Seat) -> list[Action]:
    """The announcements `seat` may make now (besides its card), in a fixed order."""
    if state.is_over or state.contract is None or state.ramsch or gift_pending(state):
        return []
    found: list[Action] = []
    if kontra_refusal(state, seat) is None:
        found.append(Kontra(seat))
    if seat == state.declarer and re_refusal(state, seat) is None:
        found.append(Re())
    if schenken_refusal(state, seat) is None:
        found.append(Schenken(seat))
    return found
