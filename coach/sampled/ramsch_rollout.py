"""A Ramsch judged by play-outs: each legal card of the seat to move played, and the rest of the
game played out by the heuristic Ramsch players in every seat, in worlds drawn from its view.

A Ramsch has no sides, so the solver (declarer against defenders) does not fit it. Each option
is played to the end by the rules of thumb (`coach.heuristic.decide`) and scored by the table's
Ramsch scoring (`coach.rules.ramsch`): the seat's list points (the loser's minus, doubled per
Jungfrau and per unseen push; 120 for a Durchmarsch). A world counts as won where the seat
writes no minus and nobody else makes a Durchmarsch. The figures come as an `Analysis`, so the
decision's `Judgement` pairs, ranks and refines them as it does the solver's.

In Schieberamsch the cards another seat passed on are hidden: the worlds are dealt as if the
skat had gone round unseen (every hand as it is now; the skat is known where this seat passed it
last), and scored with the pushes as they were.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from coach.heuristic.decide import decide
from coach.rules.actions import Action, PassOn, PickUp, Play, Push
from coach.rules.cards import CardSet
from coach.rules.decision import Decision
from coach.rules.game import GameState, Phase, apply
from coach.rules.ramsch import RamschTrick, ramsch_result
from coach.rules.view import PlayerView, view_of
from coach.sampled.runner import Analysis, Cell, Deadline, OptionStats, Progress, SearchCancelled

RAMSCH_FIRST_FACTOR = 2
"""A Ramsch judgement first plays out this many times the budget's first worlds (a heuristic
play-out costs less than a solve), a close call up to the budget's most worlds: at the app's
budget (40, up to 60 worlds) a card's judgement takes about 0.6 s (median; p90 about 1 s) on a
shared two-core machine (`python -m lab bench-ramsch`)."""


def sampling_view(view: PlayerView) -> PlayerView:
    """The view to deal worlds from: in Schieberamsch the skat's round replaced by three unseen
    pushes (the hands as they are now), the skat known where this seat passed it on last."""
    turns = (i for i, a in enumerate(view.history) if isinstance(a, PickUp | Push | PassOn))
    first_push = next(turns, None)
    if first_push is None:
        return view
    pushing = [a for a in view.history if isinstance(a, Push | PassOn)]
    last = pushing[-1] if len(pushing) == 3 else None
    skat = CardSet.of(last.discard) if isinstance(last, PassOn) and last.discard else CardSet()
    rest = [a for a in view.history[first_push:] if isinstance(a, Play)]
    history = (*view.history[:first_push], Push(), Push(), Push(), *rest)
    return replace(view, history=history, skat_known=skat)


def unseen_pushes(view: PlayerView) -> int:
    """How often the skat went on unseen (each doubles the Ramsch)."""
    return sum(isinstance(action, Push) for action in view.history)


def ramsch_analysis(
    view: PlayerView,
    worlds: Sequence[GameState],
    quick: Decision,
    progress: Progress | None = None,
    deadline: Deadline | None = None,
) -> Analysis:
    """Every legal card of `view.seat` played out in each of `worlds` (dealt from
    `sampling_view(view)`), the heuristic's choice first among equals. Once `deadline()` is up
    no further world is played (`Analysis.cut`); `progress` returning False cancels."""
    options = _options(view, quick)
    pushed = unseen_pushes(view)
    columns: dict[Action, list[Cell]] = {action: [] for action in options}
    played = 0
    cut = False
    for world in worlds:
        if deadline is not None and deadline() <= 0:
            cut = True
            break
        for action in options:
            columns[action].append(_cell(apply(world, action), view, pushed))
        played += 1
        if progress is not None and progress(played, len(worlds)) is False:
            raise SearchCancelled()
    stats = tuple(_stats(action, columns[action]) for action in options)
    return Analysis(view.seat, stats, played=played, cut=cut)


def played_out(state: GameState) -> GameState:
    """The game played to its end by the heuristic players in every seat."""
    while state.phase is not Phase.FINISHED:
        seat = state.to_move
        assert seat is not None
        state = apply(state, decide(view_of(state, seat)).action)
    return state


def _options(view: PlayerView, quick: Decision) -> list[Action]:
    """The legal cards, in the heuristic's order (its choice first)."""
    legal: list[Action] = [Play(card) for card in view.legal_cards()]
    order = [quick.action, *(option.action for option in quick.alternatives)]
    known = [action for action in dict.fromkeys(order) if action in legal]
    return known + [action for action in legal if action not in known]


def _cell(state: GameState, view: PlayerView, pushed: int) -> Cell:
    """The seat's outcome of one play-out: no minus written, its list points (no Augen: in a
    Ramsch fewer are better, which the side's Augen of a declarer game do not say)."""
    end = played_out(state)
    tricks = [RamschTrick(trick.winner, trick.points) for trick in end.tricks]
    scored = ramsch_result(tricks, end.skat, view.rules, pushed)
    seat = view.seat
    spared = seat not in scored.losers and scored.durchmarsch in (None, seat)
    return (spared, scored.scores[seat], None)


def _stats(action: Action, cells: list[Cell]) -> OptionStats:
    points = [cell[1] for cell in cells if cell is not None]
    n = len(points)
    mean = sum(points) / n if n else 0.0
    var = sum((p - mean) ** 2 for p in points) / (n - 1) if n > 1 else 0.0
    wins = sum(1 for cell in cells if cell is not None and cell[0])
    return OptionStats(action, n, wins, mean, (var / n) ** 0.5, column=tuple(cells))
