"""Random games under random club rule sets: every game ends, the Augen add up to 120, the sheet's
totals are the sum of its entries, and a game replays from its actions."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from coach.rules.actions import Action, Concede, Deal, GiveUp, Pass
from coach.rules.club import BockEvent, KontraUntil, KontraWho, RamschSkat, SchenkenWho
from coach.rules.contract import ISKO, SKO_1975, RuleSet, ScoringList
from coach.rules.game import GameState, apply, replay
from coach.rules.legal import legal_actions
from coach.rules.result import GameResult, result
from coach.rules.rule_file import own_rules
from coach.rules.scoring import ScoreSheet

RULE_SETS = st.builds(
    lambda base, **options: own_rules("zufall", base, **options),
    st.sampled_from([ISKO, SKO_1975]),
    ramsch=st.booleans(),
    ramsch_skat=st.sampled_from(RamschSkat),
    durchmarsch=st.booleans(),
    jungfrau_doubles=st.booleans(),
    empty_tricks_count=st.booleans(),
    ramsch_all_written=st.booleans(),
    schieberamsch=st.booleans(),
    push_jacks=st.booleans(),
    push_grand=st.booleans(),
    kontra=st.sampled_from(KontraWho),
    kontra_until=st.sampled_from(KontraUntil),
    re=st.booleans(),
    bock_events=st.frozensets(st.sampled_from(BockEvent)),
    schenken=st.sampled_from(SchenkenWho),
    revolution=st.booleans(),
    patrols=st.booleans(),
    patrols_any_number=st.booleans(),
    patrols_grand=st.booleans(),
    patrols_silent=st.booleans(),
)


def random_game(rules: RuleSet, rng: random.Random) -> GameState:
    """A game of random legal actions; passing is likely (Ramsch), giving up rare."""
    state = GameState.new(Deal.shuffled(rng), rules)
    while not state.is_over:
        actions = legal_actions(state)
        if Pass() in actions and rng.random() < 0.5:
            action: Action = Pass()
        else:
            in_turn = [a for a in actions if not isinstance(a, GiveUp | Concede)]
            action = rng.choice(in_turn if in_turn and rng.random() < 0.97 else actions)
        state = apply(state, action)
    return state


def _augen(state: GameState, outcome: GameResult) -> int:
    if outcome.ramsch is not None:
        return sum(outcome.ramsch.trick_augen) + outcome.ramsch.skat_points
    return sum(t.points for t in state.tricks) + state.skat.points


@settings(max_examples=60, deadline=None)
@given(rules=RULE_SETS, seed=st.integers(0, 2**32 - 1))
def test_random_club_games_end_add_up_and_replay(rules: RuleSet, seed: int) -> None:
    rng = random.Random(seed)
    sheet = ScoreSheet(("A", "B", "C"), rules, ScoringList.SIMPLE)
    for _ in range(4):
        state = random_game(rules, rng)
        outcome = result(state)
        assert replay(state.deal, state.history, rules) == state
        if len(state.tricks) == 10:
            assert _augen(state, outcome) == 120
        if outcome.ramsch is not None:
            assert len(state.tricks) == 10 and outcome.declarer is None
        sheet = sheet.add(outcome)
        assert sheet.totals() == tuple(sum(e.points[p] for e in sheet.entries) for p in range(3))
    tournament = ScoreSheet(("A", "B", "C"), rules, ScoringList.TOURNAMENT)
    for entry in sheet.entries:
        tournament = tournament.add(entry.result)
    assert [e.bock for e in tournament.entries] == [e.bock for e in sheet.entries]
