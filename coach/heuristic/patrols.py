"""Patrouillen by the seed's rule of thumb (seed 000, strategy "Patrouillen ansagen"), and the
declarer's care to keep their trumps for the last tricks.

Announce one Patrouille in Grand as forehand with more than one jack, the highest and the lowest
among them; in a suit game with the lowest trump and more than six trumps. The seed says more
than five; with six trumps the announcement cost our declarer games. Measured on the deals of
seeds 0–999 (`Deal.shuffled(Random(seed))`), every seat the
club engine, one Patrouille in suit games: with more than five the engine announced 272 times,
won 225 of those games (251 without announcing) and wrote 6,716 list points (7,628 without);
with more than six it announced 95 times, won 92 (91 without) and wrote 4,369 (3,432 without).
In Grand the seed's rule holds as it is: 39 announced on the same deals, all made, 38 won (39
without), 4,200 list points against 3,552.
Further ones scale up as the seed says: each one more needs one trump more and the next lowest
trump too. In play the declarer keeps each announced Patrouille's trump back until its trick
(`coach.rules.patrols`).
"""

from __future__ import annotations

from dataclasses import replace

from coach.rules.actions import FOREHAND, Declare, Play
from coach.rules.cards import Card, CardSet
from coach.rules.contract import GameType
from coach.rules.decision import Decision, Option
from coach.rules.explain import Reason
from coach.rules.game import declaration_refusal
from coach.rules.legal import Prompt
from coach.rules.patrols import allowed_patrols, patrol_trumps
from coach.rules.rule_set import TRICK_RULES
from coach.rules.values import matador_sequence
from coach.rules.view import PlayerView

SUIT_TRUMPS = 6  # one Patrouille in a suit game: more than six trumps, the lowest among them
GRAND_JACKS = 1  # one Patrouille in Grand: more than one jack, the highest and lowest among them


def patrols_by_thumb(
    hand: CardSet, game: GameType, forehand: bool, most: int
) -> tuple[int, Reason | None]:
    """How many Patrouillen (at most `most`) the rule of thumb announces with `hand` (the ten
    cards the declarer plays), and why; (0, None) when none."""
    trumps = len(CardSet(hand.mask & TRICK_RULES[game].trump_mask))
    lowest = patrol_trumps(game)
    grand = game is GameType.GRAND
    if grand and (not forehand or matador_sequence(game)[0] not in hand):
        return 0, None
    floor = GRAND_JACKS if grand else SUIT_TRUMPS
    count = 0
    while count < most and lowest[count] in hand and trumps > floor + count:
        count += 1
    if not count:
        return 0, None
    code = "patrols_grand" if grand else "patrols_suit"
    return count, Reason.of(code, count=count, trumps=trumps, cards=CardSet.of(lowest[:count]))


def patrol_declaration(view: PlayerView, usual: Decision) -> Decision:
    """`usual` (the coach's declaration) with the Patrouillen the rule of thumb announces."""
    action = usual.action
    if not isinstance(action, Declare) or action.contract.revolution:
        return usual
    most = allowed_patrols(view.rules, action.contract.game)
    if not most:
        return usual
    kept = view.hand - CardSet.of(action.discard or ())
    count, reason = patrols_by_thumb(kept, action.contract.game, view.seat == FOREHAND, most)
    contract = replace(action.contract, patrols=count)
    picked_up = action.discard is not None
    if reason is None or declaration_refusal(view.rules, view.bid, picked_up, contract):
        return usual
    chosen = Declare(contract, action.discard)
    score = next((o.score for o in usual.alternatives if o.action == action), 0.0)
    return Decision(
        view.seat,
        chosen,
        (*usual.reasons, reason),
        (Option(chosen, score, (reason,)), *usual.alternatives),
    )


def _reserved(view: PlayerView) -> dict[Card, int]:
    """The announced Patrouillen's trumps still to keep, each with its trick (1–10)."""
    assert view.contract is not None
    lowest = patrol_trumps(view.contract.game)[: view.contract.patrols]
    now = len(view.tricks)
    return {card: 10 - k for k, card in enumerate(lowest) if 9 - k > now and card in view.hand}


def keep_patrol_trumps(view: PlayerView, usual: Decision) -> Decision:
    """`usual` (a card of the declarer) unless it is the trump of an announced Patrouille still
    to come and another card may be played: then the best other card, saying why."""
    if (
        view.prompt is not Prompt.CARD
        or view.seat != view.declarer
        or view.contract is None
        or not view.contract.patrols
        or not isinstance(usual.action, Play)
    ):
        return usual
    reserved = _reserved(view)
    card = usual.action.card
    free = view.legal_cards() - CardSet.of(reserved)
    if card not in reserved or not free:
        return usual
    plays = [o for o in usual.alternatives if isinstance(o.action, Play) and o.action.card in free]
    best = max(plays, key=lambda o: o.score) if plays else Option(Play(next(iter(free))), 0.0)
    assert isinstance(best.action, Play)
    reason = Reason.of("patrol_keep", card=card, trick=reserved[card])
    return Decision(view.seat, best.action, (reason, *best.reasons), usual.alternatives)


def patrol_care(view: PlayerView, usual: Decision) -> Decision:
    """`usual` (any decision of the coach or the search) with the Patrouillen the rule of thumb
    announces and their trumps kept back; unchanged where the rules have no Patrouillen."""
    if not view.rules.patrols:
        return usual
    return keep_patrol_trumps(view, patrol_declaration(view, usual))
