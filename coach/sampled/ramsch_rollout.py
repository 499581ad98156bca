"""A Ramsch judged by play-outs: each option of the seat to move taken, and the rest of the game
played out by the heuristic Ramsch players in every seat, in worlds drawn from its view.

A Ramsch has no sides, so the solver (declarer against defenders) does not fit it. Each option
is played to the end by the rules of thumb (`coach.heuristic.decide`) and scored by the table's
Ramsch scoring (`coach.rules.ramsch`): the seat's list points (the loser's minus, doubled per
Jungfrau and per unseen push; 120 for a Durchmarsch). A world counts as won where the seat
writes no minus and nobody else makes a Durchmarsch. The figures come as an `Analysis`, so the
decision's `Judgement` pairs, ranks and refines them as it does the solver's.

The options: every legal card; in Schieberamsch taking the skat up or pushing it on (or Grand
Hand, where the table allows it: scored as the simple list writes it), and after taking it the
pairs of the `PASS_ON_CARDS` most dangerous cards (`coach.heuristic.danger`) and the two safest.
In Schieberamsch the cards another seat passed on are hidden: the worlds are dealt as if every
seat before had pushed the skat on unseen (every hand as it is now; the skat known where this
seat passed it on last), and scored with the pushes as they were. Cards this seat passed on
before the last turn are dealt like any unseen card (a world may put them with a seat that had
its turn before them: a small loss of what the seat knows).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from coach.heuristic.decide import decide
from coach.heuristic.ramsch_push import danger
from coach.rules.actions import Action, PassOn, PickUp, Play, Push
from coach.rules.cards import CardSet, Rank
from coach.rules.decision import Decision
from coach.rules.game import GameState, Phase, apply
from coach.rules.legal import Prompt
from coach.rules.ramsch import RamschTrick, ramsch_result
from coach.rules.result import result
from coach.rules.view import PlayerView, view_of
from coach.sampled.runner import Analysis, Cell, Deadline, OptionStats, Progress, SearchCancelled

RAMSCH_FIRST_FACTOR = 2
"""A Ramsch judgement first plays out this many times the budget's first worlds (a heuristic
play-out costs less than a solve), a close call up to the budget's most worlds: at the app's
budget (40, up to 60 worlds) a card's judgement takes about 0.6 s (median) on a shared
two-core machine (`python -m lab bench-ramsch`)."""

PASS_ON_CARDS = 4  # the most dangerous cards whose pairs are played out as cards to pass on


def sampling_view(view: PlayerView) -> PlayerView:
    """The view to deal worlds from (any other game's view as it is): in Schieberamsch every
    finished turn with the skat replaced by an unseen push (the hands as they are now). A seat
    holding the skat takes it up from two of its cards (which two does not matter to the
    play-out); a seat that passed the skat on last knows it."""
    if not view.ramsch:
        return view
    turns = [i for i, a in enumerate(view.history) if isinstance(a, PickUp | Push | PassOn)]
    if not turns:
        return view
    done = [a for a in view.history if isinstance(a, Push | PassOn)]
    plays = [a for a in view.history[turns[0] :] if isinstance(a, Play)]
    hand, skat = view.hand, CardSet()
    taking = view.prompt is Prompt.PASS_TWO_ON
    if taking:
        skat = CardSet.of(list(view.hand)[-2:])
        hand = view.hand - skat
    elif len(done) == 3 and isinstance(done[-1], PassOn) and done[-1].discard is not None:
        skat = CardSet.of(done[-1].discard)
    history = (
        *view.history[: turns[0]],
        *(Push() for _ in done),
        *((PickUp(),) if taking else ()),
        *plays,
    )
    return replace(view, history=history, hand=hand, skat_known=skat)


def unseen_pushes(view: PlayerView) -> int:
    """How often the skat went on unseen so far (each doubles the Ramsch)."""
    return sum(isinstance(action, Push) for action in view.history)


def ramsch_analysis(
    view: PlayerView,
    worlds: Sequence[GameState],
    quick: Decision,
    progress: Progress | None = None,
    deadline: Deadline | None = None,
) -> Analysis:
    """Every option of `view.seat` (see the module docstring) played out in each of `worlds`
    (dealt from `sampling_view(view)`), the heuristic's choice first among equals. Once
    `deadline()` is up no further world is played (`Analysis.cut`); `progress` returning False
    cancels."""
    options = ramsch_options(view, quick)
    passed = sum(isinstance(action, PassOn) for action in view.history)  # pushes dealt as unseen
    columns: dict[Action, list[Cell]] = {action: [] for action in options}
    played = 0
    cut = False
    for world in worlds:
        if deadline is not None and deadline() <= 0:
            cut = True
            break
        for action in options:
            columns[action].append(_cell(apply(world, action), view, passed))
        played += 1
        if progress is not None and progress(played, len(worlds)) is False:
            raise SearchCancelled()
    stats = tuple(_stats(action, columns[action]) for action in options)
    return Analysis(view.seat, stats, played=played, cut=cut)


def ramsch_options(view: PlayerView, quick: Decision) -> list[Action]:
    """The options played out, the heuristic's choice first, then in its order."""
    if view.prompt is Prompt.PASS_TWO_ON:
        offered = _pass_on_pairs(view)
    else:
        offered = [a for a in view.legal_actions() if not isinstance(a, PassOn)]
    order = [same_pass_on(quick.action), *(option.action for option in quick.alternatives)]
    known = [action for action in dict.fromkeys(order) if action in offered]
    return known + [action for action in offered if action not in known]


def same_pass_on(action: Action) -> Action:
    """`action`, two cards passed on in the hand's order (a pair is the same in either)."""
    if isinstance(action, PassOn) and action.discard is not None:
        first, second = CardSet.of(action.discard)
        return PassOn((first, second))
    return action


def played_out(state: GameState) -> GameState:
    """The game played to its end by the heuristic players in every seat."""
    while state.phase is not Phase.FINISHED:
        seat = state.to_move
        assert seat is not None
        state = apply(state, decide(view_of(state, seat)).action)
    return state


def _pass_on_pairs(view: PlayerView) -> list[Action]:
    """Pairs of the most dangerous cards and the pair of the two safest, each as the rules list
    it (`PassOn` in the hand's order)."""
    hand = view.hand
    cards = [c for c in hand if view.rules.push_jacks or c.rank is not Rank.JACK]
    ranked = sorted(cards, key=lambda card: danger(card, hand), reverse=True)
    pairs = [*combinations(ranked[:PASS_ON_CARDS], 2), tuple(ranked[-2:])]
    return list(dict.fromkeys(same_pass_on(PassOn((a, b))) for a, b in pairs))


def _cell(state: GameState, view: PlayerView, passed: int) -> Cell:
    """The seat's outcome of one play-out: no minus written, its list points (no Augen: in a
    Ramsch fewer are better, which the side's Augen of a declarer game do not say). `passed`:
    the turns with the skat the world dealt as unseen pushes although the skat was taken up."""
    end = played_out(state)
    seat = view.seat
    if not end.ramsch:  # Grand Hand instead of a turn with the skat: the simple list's entry
        game = result(end)
        declaring = game.declarer == seat
        return (game.won == declaring, game.score if declaring else 0, None)
    tricks = [RamschTrick(trick.winner, trick.points) for trick in end.tricks]
    scored = ramsch_result(tricks, end.skat, view.rules, end.pushed_unseen - passed)
    spared = seat not in scored.losers and scored.durchmarsch in (None, seat)
    return (spared, scored.scores[seat], None)


def _stats(action: Action, cells: list[Cell]) -> OptionStats:
    points = [cell[1] for cell in cells if cell is not None]
    n = len(points)
    mean = sum(points) / n if n else 0.0
    var = sum((p - mean) ** 2 for p in points) / (n - 1) if n > 1 else 0.0
    wins = sum(1 for cell in cells if cell is not None and cell[0])
    return OptionStats(action, n, wins, mean, (var / n) ** 0.5, column=tuple(cells))
