"""Surprising results explained: every finding matches the scored result it explains."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from coach.advice.surprises import surprises
from coach.rules.actions import Deal, Ending
from coach.rules.contract import ISKO, SKO_1975, GameType, RuleSet
from coach.rules.explain import Reason
from coach.rules.game import GameState, Phase, apply
from coach.rules.legal import legal_actions
from coach.rules.result import result


def _random_game(seed: int, rules: RuleSet) -> GameState:
    """A game of random legal actions that reaches card play more often than not."""
    rng = random.Random(seed)
    state = GameState.new(Deal.shuffled(rng), rules)
    while not state.is_over:
        actions = legal_actions(state)
        if state.phase is Phase.BIDDING and rng.random() < 0.6:
            actions = actions[:1]  # the lowest bid or hold: most games get a declarer
        state = apply(state, rng.choice(actions))
    return state


@given(st.integers(0, 10**9), st.sampled_from([ISKO, SKO_1975]))
def test_findings_match_the_result(seed: int, rules: RuleSet) -> None:
    state = _random_game(seed, rules)
    outcome = result(state)
    codes = [reason.code for reason in surprises(state, outcome)]
    assert len(codes) == len(set(codes))
    if outcome.passed:
        assert codes == []
        return
    assert outcome.contract is not None
    overbid = [c for c in codes if c.startswith("surprise_overbid")]
    assert bool(overbid) == outcome.overbid
    null_lost = outcome.contract.game is GameType.NULL and not outcome.won
    assert ("surprise_null_first_trick" in codes) == (
        null_lost and state.ending is Ending.PLAYED_OUT
    )
    if "surprise_sixty_loses" in codes:
        assert outcome.declarer_points == 60 and not outcome.won
    if "surprise_schwarz_defenders_trick" in codes:
        assert not outcome.schwarz and outcome.declarer_points == 120
    if "surprise_schwarz_declarer_trick" in codes:
        assert not outcome.schwarz and outcome.declarer_points == 0
    if "surprise_schneider_missed" in codes:
        assert not outcome.won and 61 <= outcome.declarer_points < 90


def test_a_jack_in_the_skat_explains_the_overbid() -> None:
    """Kreuz ohne 4 is bid to 60 (Spiel 5 × 12); the club jack in the skat makes it "mit 1",
    Spiel 2 × 12 = 24 (ISkO, Spitzen: the skat counts for the matadors)."""
    from coach.rules.actions import Bid, Declare, Pass, PickUp, Play
    from coach.rules.cards import CardSet
    from coach.rules.contract import Contract
    from coach.rules.notation import parse_cards

    middle = CardSet.of(parse_cards("CA CT CK CQ C9 C8 C7 SA ST HA"))
    skat = CardSet.of(parse_cards("CJ D7"))
    rest = list(CardSet.full() - middle - skat)
    deal = Deal((CardSet.of(rest[:10]), middle, CardSet.of(rest[10:])), skat)
    state = GameState.new(deal, ISKO)
    for action in (Bid(60), Pass(), Pass(), PickUp()):
        state = apply(state, action)
    discard = tuple(parse_cards("D7 HA"))
    state = apply(state, Declare(Contract(GameType.CLUBS), (discard[0], discard[1])))
    while not state.is_over:
        state = apply(state, Play(next(iter(state.legal_cards()))))
    outcome = result(state)
    (finding, *_) = surprises(state, outcome)
    assert finding.code == "surprise_overbid_skat"
    facts = finding.fact_dict
    assert facts["before"] == Reason.of("value_without", count=4)
    assert facts["after"] == Reason.of("value_with", count=1)
    assert facts["bid"] == 60 and facts["cards"] == CardSet.of(parse_cards("CJ"))
