"""A stateful walk through random games: every phase, giving up, conceding, illegal moves."""

from __future__ import annotations

import random

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from coach.rules.actions import (
    Concede,
    Deal,
    Declare,
    Ending,
    GiveUp,
    IllegalActionError,
    PickUp,
    Play,
)
from coach.rules.cards import CardSet
from coach.rules.contract import ISKO, ISS, SKO_1975, RuleSet
from coach.rules.game import (
    HAND_CONTRACTS,
    PICKUP_CONTRACTS,
    GameState,
    Phase,
    apply,
    can_give_up,
    declarable,
)
from coach.rules.legal import legal_actions
from coach.rules.result import result


class Games(RuleBasedStateMachine):
    """Plays game after game; each rule is one kind of move in the phase it belongs to."""

    state: GameState

    @initialize(seed=st.integers(0, 2**32 - 1), rules=st.sampled_from([ISKO, SKO_1975, ISS]))
    def deal(self, seed: int, rules: RuleSet) -> None:
        self.rng = random.Random(seed)
        self.rule_set = rules
        self.state = GameState.new(Deal.shuffled(self.rng), rules)
        self.finished = 0

    def _apply(self, action: object) -> None:
        before = self.state
        self.state = apply(before, action)  # type: ignore[arg-type]
        assert self.state.history == (*before.history, action)

    @precondition(lambda self: self.state.phase is Phase.BIDDING)
    @rule(data=st.data())
    def auction(self, data: st.DataObject) -> None:
        self._apply(data.draw(st.sampled_from(legal_actions(self.state))))

    @precondition(lambda self: self.state.phase is Phase.SKAT)
    @rule(data=st.data(), pick_up=st.booleans())
    def skat(self, data: st.DataObject, pick_up: bool) -> None:
        hand_games = [c for c in HAND_CONTRACTS if declarable(self.state, c) is None]
        if pick_up or not hand_games:
            self._apply(PickUp())
        else:
            self._apply(Declare(data.draw(st.sampled_from(hand_games))))

    @precondition(lambda self: self.state.phase is Phase.DECLARE)
    @rule(data=st.data())
    def discard_and_declare(self, data: st.DataObject) -> None:
        contracts = [c for c in PICKUP_CONTRACTS if declarable(self.state, c) is None]
        assert self.state.declarer is not None
        hand = sorted(self.state.hands[self.state.declarer])
        first, second = data.draw(
            st.lists(st.sampled_from(hand), min_size=2, max_size=2, unique=True)
        )
        self._apply(Declare(data.draw(st.sampled_from(contracts)), (first, second)))

    @precondition(lambda self: self.state.phase is Phase.PLAY)
    @rule(data=st.data())
    def play(self, data: st.DataObject) -> None:
        self._apply(Play(data.draw(st.sampled_from(sorted(self.state.legal_cards())))))

    @precondition(lambda self: self.state.phase is Phase.PLAY)
    @rule(data=st.data())
    def illegal_card_is_refused(self, data: st.DataObject) -> None:
        wrong = CardSet.full() - self.state.legal_cards()
        card = data.draw(st.sampled_from(sorted(wrong)))
        before = self.state
        try:
            apply(before, Play(card))
        except IllegalActionError:
            assert self.state == before
        else:
            raise AssertionError(f"{card} was accepted")

    @precondition(lambda self: self.state.phase is Phase.PLAY and can_give_up(self.state))
    @rule()
    def give_up(self) -> None:
        self._apply(GiveUp())
        assert not result(self.state).won

    @precondition(lambda self: self.state.phase is Phase.PLAY)
    @rule()
    def concede(self) -> None:
        self._apply(Concede())
        outcome = result(self.state)
        assert outcome.won or outcome.overbid  # an overbid game is lost all the same

    @precondition(lambda self: self.state.is_over)
    @rule()
    def next_game(self) -> None:
        self.finished += 1
        self.state = GameState.new(Deal.shuffled(self.rng), self.rule_set)

    @invariant()
    def cards_are_partitioned(self) -> None:
        state = self.state
        played = CardSet.of([c for t in state.tricks for c in t.cards] + list(state.trick))
        parts = [*state.hands, state.skat, played]
        assert sum(len(p) for p in parts) == 32
        assert CardSet(sum(p.mask for p in parts)) == CardSet.full()

    @invariant()
    def finished_games_score_consistently(self) -> None:
        if not self.state.is_over:
            return
        outcome = result(self.state)
        if outcome.passed:
            assert self.state.ending is Ending.PASSED and outcome.score == 0
            return
        assert outcome.value > 0
        if outcome.won:
            assert outcome.score == outcome.value
        else:
            assert outcome.score in (-outcome.value, -2 * outcome.value)
        assert 0 <= outcome.declarer_points <= 120 and 0 <= outcome.declarer_tricks <= 10


Games.TestCase.settings = settings(max_examples=25, stateful_step_count=80, deadline=None)
TestGames = Games.TestCase
