"""The coach's entry point: one decision for the seat to move, from that seat's view only."""

from __future__ import annotations

import random
from dataclasses import replace

from coach.heuristic.announcing import announcement, decide_gift, withheld
from coach.heuristic.bidding import decide_bid
from coach.heuristic.declaring import decide_declare, decide_skat
from coach.heuristic.patrols import patrol_care, patrol_declaration
from coach.heuristic.play import decide_play
from coach.heuristic.ramsch_play import decide_ramsch
from coach.heuristic.ramsch_push import decide_pass_on, decide_push
from coach.heuristic.revolution import (
    decide_exchange,
    revolution_declaration,
    revolution_defence,
)
from coach.rules.decision import Decision
from coach.rules.explain import Reason
from coach.rules.game import Phase
from coach.rules.legal import Prompt
from coach.rules.view import PlayerView

_BY_PHASE = {
    Phase.BIDDING: decide_bid,
    Phase.SKAT: decide_skat,
    Phase.DECLARE: decide_declare,
    Phase.PLAY: decide_play,
}


def decide(view: PlayerView, rng: random.Random | None = None) -> Decision:
    """The heuristic player's action for `view.seat`, with reasons and scored alternatives.

    The heuristic is deterministic: `rng` is accepted for the common recommender signature
    and never needed. Raises `ValueError` when it is not this seat's turn.
    """
    del rng
    if view.to_move != view.seat:
        raise ValueError(f"seat {view.seat} is not to move (phase {view.phase.value})")
    if view.prompt is Prompt.TAKE_OR_PUSH:
        return decide_push(view)
    if view.prompt is Prompt.PASS_TWO_ON:
        return decide_pass_on(view)
    if view.ramsch:
        return decide_ramsch(view)
    if view.prompt is Prompt.ANSWER_GIFT:
        return decide_gift(view)
    if view.prompt is Prompt.EXCHANGE:
        return decide_exchange(view)
    if view.phase is Phase.SKAT and view.rules.revolution:
        return patrol_declaration(view, revolution_declaration(view, decide_skat(view)))
    unsaid: tuple[Reason, ...] = ()
    if view.announce_options:
        said = announcement(view)
        if said is not None:
            return said
        unsaid = withheld(view)
    if view.prompt is Prompt.CARD and view.partner_hand:
        exact = revolution_defence(view)
        if exact is not None:
            return exact
    decision = patrol_care(view, _BY_PHASE[view.phase](view))
    if unsaid:  # the card, and why the declarer says no Re
        return replace(decision, reasons=(*decision.reasons, *unsaid))
    return decision
