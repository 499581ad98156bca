"""One coaching voice: the checked hint, the verdict, the Spielen review, the Notizbuch review and
an ISS round trip read one judgement per decision, so they never disagree.

Seeded coached games (club opponents, in-process, no time cap, few worlds so that it runs in
reasonable time): a learner who follows the checked hint is never graded below good; a learner
who sometimes strays gets the same grade and cost for every decision at the table, in the
review, after saving the table, after an ISS export and import, and when a record without the
coach's judgements is judged again; where the instant hint and the checked one differ, the
checked one says what the quick rule would do and why.
"""

from __future__ import annotations

import random

import pytest

from coach.advice.coaching import checked_hint, hint, verdict
from coach.advice.post_mortem import post_mortem
from coach.heuristic import Grade
from coach.play.players import Strength
from coach.play.table import (
    Participant,
    Table,
    Waiting,
    act,
    game_judgements,
    learner_turns,
    next_game,
    run_engines,
    show_hint,
    start,
    with_verdict,
)
from coach.play.table_file import dumps, judgements_from_text, judgements_text, loads
from coach.records import read_games, write_game
from coach.rules.actions import Concede, GiveUp
from coach.rules.contract import ISKO
from coach.rules.explain import Reason
from coach.rules.game import Phase
from tests.play.play_helpers import random_action

WORLDS = 4  # first worlds per judgement (close calls up to three times as many)
PLAYERS = (
    Participant("Anna"),
    Participant("Vereinsmeier", Strength.CLUB),
    Participant("Kreismeister", Strength.CLUB),
)


def _coached_game(deal: int, stray: float) -> tuple[Table, list[tuple[int, bool, bool]]]:
    """A game where the learner takes the checked hint, or with chance `stray` a random move;
    per learner decision: its ply, whether the hint was followed, whether the quick rule
    differed (and the checked hint then said why)."""
    rng = random.Random(deal)
    table = run_engines(start(ISKO, PLAYERS, deal))
    moves: list[tuple[int, bool, bool]] = []
    while table.waiting is Waiting.LEARNER:
        quick = hint(table)
        checked = checked_hint(table, worlds=WORLDS)
        flip = checked.action != quick.action
        if flip:
            assert checked.quick, f"deal {deal} ply {table.ply}: a flip without the quick rule"
            assert checked.quick[0].code == "hint_quick_other" and len(checked.quick) > 1
        table = show_hint(table, checked)
        action = checked.action
        if rng.random() < stray:
            action = random_action(table, rng)
        follows = action == checked.action
        ply = table.ply
        table = act(table, action)
        table = with_verdict(table, ply, verdict(table, ply, worlds=WORLDS))
        moves.append((ply, follows, flip))
        table = run_engines(table)
    return table, moves


def _same_voice(table: Table) -> None:
    """The table's verdicts: the same in the review, a saved table, an ISS round trip."""
    seat = table.learner_seat
    at_table = {ply: table.turns[ply].verdict for ply in learner_turns(table)}
    judged = game_judgements(table, table.game_index)
    review = post_mortem(table.state, seat, judgements=judged, worlds=WORLDS)
    reloaded = loads(dumps(table))
    record = write_game(
        table.state,
        record_id="1",
        names=("Anna", "Vereinsmeier", "Kreismeister"),
        note="",
        actors=[turn.seat for turn in table.turns],
        judgements=judgements_text(judged),
    )
    (read,), problems = read_games(record)
    assert not problems
    imported = judgements_from_text(read.judgements)
    assert imported == judged  # read back exactly
    notebook = post_mortem(read.state, seat, judgements=imported, actors=read.actors)
    for decision in (*review.decisions, *notebook.decisions):
        if isinstance(decision.action, GiveUp | Concede):
            continue
        given = at_table[decision.ply]
        assert given is not None
        assert (decision.verdict.grade, decision.verdict.cost) == (given.grade, given.cost)
        assert decision.verdict == given
    assert [t.verdict for t in reloaded.turns] == [t.verdict for t in table.turns]


@pytest.mark.parametrize("deal", [867932, 226886, 4711])
def test_following_the_checked_hint_is_never_graded_below_good(deal: int) -> None:
    table, moves = _coached_game(deal, stray=0.0)
    for ply, follows, _flip in moves:
        given = table.turns[ply].verdict
        assert follows and given is not None
        assert given.grade is Grade.GOOD, f"deal {deal} ply {ply}: {given}"
    _same_voice(table)


@pytest.mark.parametrize("deal", [31, 4242])
def test_a_learner_who_strays_hears_one_voice_everywhere(deal: int) -> None:
    table, moves = _coached_game(deal, stray=0.4)
    for ply, follows, _flip in moves:
        given = table.turns[ply].verdict
        assert given is not None
        if follows:
            assert given.grade is Grade.GOOD
    _same_voice(table)


def test_a_record_without_judgements_is_judged_again_the_same() -> None:
    """Judged again from a bare record (same seeds, same budget): the same grades and costs."""
    table, _moves = _coached_game(555, stray=0.5)
    fresh = post_mortem(table.state, table.learner_seat, worlds=WORLDS)
    for decision in fresh.decisions:
        given = table.turns[decision.ply].verdict
        assert given is not None
        assert (decision.verdict.grade, decision.verdict.cost) == (given.grade, given.cost)


@pytest.mark.slow
@pytest.mark.parametrize("deal", range(100, 112))
def test_many_seeded_games_speak_with_one_voice(deal: int) -> None:
    table, moves = _coached_game(deal, stray=0.3)
    for ply, follows, _flip in moves:
        given = table.turns[ply].verdict
        assert given is not None
        assert not follows or given.grade is Grade.GOOD, f"deal {deal} ply {ply}: {given}"
    _same_voice(table)


def test_a_deeper_review_refines_the_same_judgement_and_says_so() -> None:
    table, _moves = _coached_game(4242, stray=0.0)
    judged = game_judgements(table, table.game_index)
    deeper = post_mortem(
        table.state, table.learner_seat, judgements=judged, worlds=WORLDS, deeper_worlds=40
    )
    refined = [d for d in deeper.decisions if d.verdict.reasons[0].code == "verdict_refined"]
    assert refined
    for decision in refined:
        judgement = decision.verdict.judgement
        before = judged[decision.ply]
        assert judgement is not None and judgement.refined_from == before.worlds
        assert judgement.seed == before.seed and judgement.worlds > before.worlds


def _limits(reasons: tuple[Reason, ...]) -> set[object]:
    return {value for reason in reasons for name, value in reason.facts if name == "limit"}


@pytest.mark.parametrize("deal", [226886, 226904])
def test_the_auction_speaks_once(deal: int) -> None:
    """Strong opponents, the learner in rearhand: the limit the hint names at the first bid stays
    the limit for the whole auction, the instant hint and the checked one agree, and following them
    is good. Deal 226886 is the issue's (♥A ♥7 ♣D ♣9 ♣7 ♠A ♠10 ♠9 ♦A ♦K): a Kreuz without a jack is
    no game, so the hint passes at once; in deal 226904 the learner bids six times."""
    players = (
        Participant("Anna"),
        Participant("Stark", Strength.STRONG),
        Participant("Stärker", Strength.STRONG),
    )
    table = run_engines(start(ISKO, players, deal, games=36))
    assert table.learner_seat == 2
    limits: set[object] = set()
    decisions = 0
    while table.waiting is Waiting.LEARNER and table.state.phase is Phase.BIDDING:
        quick, checked = hint(table), checked_hint(table, worlds=WORLDS)
        assert (quick.action, quick.reasons) == (checked.action, checked.reasons)
        limits |= _limits(quick.reasons)
        ply = table.ply
        table = act(show_hint(table, checked), quick.action)
        assert verdict(table, ply, worlds=WORLDS).grade is Grade.GOOD
        table = run_engines(table)
        decisions += 1
    assert decisions >= 1 and len(limits) <= 1
    if decisions > 1:  # one limit named, and kept
        assert len(limits) == 1


def test_a_finished_game_of_the_series_keeps_its_judgements() -> None:
    table, _moves = _coached_game(4242, stray=0.0)
    judged = game_judgements(table, table.game_index)
    assert judged
    later = next_game(table)
    assert game_judgements(later, 0) == judged
    assert game_judgements(loads(dumps(later)), 0) == judged  # saved and read back exactly
