"""Card play from one seat's view: the rule-of-thumb card plus every other legal card, scored."""

from __future__ import annotations

from coach.heuristic.endgame import endgame_card
from coach.heuristic.give_up import concede_reason
from coach.heuristic.memory import memory_of
from coach.heuristic.null_play import choose_null_card, null_outlook
from coach.heuristic.suit_follow import choose_follow
from coach.heuristic.suit_lead import choose_lead
from coach.heuristic.trick import TrickView, outlook
from coach.rules.actions import Concede, Play
from coach.rules.contract import GameType
from coach.rules.decision import Decision, Option
from coach.rules.explain import Reason
from coach.rules.view import PlayerView

RULE_BONUS = 6.0  # how much the rule of thumb's card is preferred over the plain outlook


def trick_view(view: PlayerView) -> TrickView:
    """The trick as the player to move sees it."""
    assert view.contract is not None
    mem = memory_of(view)
    legal = view.legal_cards()
    leads = tuple((trick.leader, trick.cards[0]) for trick in view.tricks)
    return TrickView(mem, legal, view.leader, view.trick, leads)


def decide_play(view: PlayerView) -> Decision:
    """The card to play, its reasons, and every legal card scored."""
    tv = trick_view(view)
    if len(tv.legal) == 1:
        card = next(iter(tv.legal))
        reasons: tuple[Reason, ...] = (Reason.of("only_card", card=card),)
        return Decision(view.seat, Play(card), reasons, (Option(Play(card), 0.0, reasons),))
    if tv.mem.game is GameType.NULL:
        card, reasons = choose_null_card(tv)
        scores = {other: null_outlook(tv, other) for other in tv.legal}
    else:
        card, reasons = choose_lead(tv) if tv.position == 0 else choose_follow(tv)
        scores = {other: outlook(tv, other) for other in tv.legal}
    sure = endgame_card(view, sorted(tv.legal), card)
    if sure is not None and sure[0] != card:  # the rule's reasons were for another card
        card, reasons = sure[0], (sure[1],)
    elif sure is not None:
        reasons = (*reasons, sure[1])
    top = max(scores.values())
    options = []
    for other, score in scores.items():
        if other == card:
            options.append(Option(Play(card), round(max(top, score) + RULE_BONUS, 1), reasons))
        else:
            alt = Reason.of("alt_card", card=other, score=round(score))
            options.append(Option(Play(other), round(score, 1), (alt,)))
    options.sort(key=lambda o: o.score, reverse=True)
    give_up = concede_reason(tv)
    if give_up is not None:
        concede = Option(Concede(), options[0].score + 1.0, (give_up,))
        return Decision(view.seat, Concede(), (give_up,), (concede, *options))
    return Decision(view.seat, Play(card), reasons, tuple(options))
