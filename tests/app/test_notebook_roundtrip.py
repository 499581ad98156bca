"""Notebook → ISS file → notebook is lossless: games saved in one learner's notebook, downloaded
as one ``.sgf`` file and uploaded into another's come back with the same deal, every action, the
same rule set and the same note (ISkO and the 1975 Skatordnung; finished, cut off, given up and
conceded games), on the real database."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coach.records.game_records import read_games, write_game
from coach.rules.actions import Concede, GiveUp
from coach.rules.contract import ISKO, SKO_1975, RuleSet
from coach.rules.game import GameState, Phase, apply, replay
from coach.rules.legal import check
from lab.commands.bench import random_game
from ui.notebook_games import export_text
from ui.store import Store

NOTES = ("", "Trumpf ziehen!", "mit ] und \\ und (; darin", "zwei\nZeilen", "Grand ouvert 🂡")


def generated_game(rng: random.Random, rules: RuleSet) -> GameState:
    """A random game: finished, cut off at a random action, given up or conceded."""
    state = random_game(rng, rules)
    roll = rng.random()
    if roll < 0.5 or not state.history:
        return state
    cut = replay(state.deal, state.history[: rng.randrange(len(state.history))], rules)
    if roll < 0.75 or cut.phase is not Phase.PLAY:
        return cut
    assert cut.declarer is not None
    for action, seat in ((GiveUp(), cut.declarer), (Concede(), cut.defenders[0])):
        if check(cut, action, seat) is None:
            return apply(cut, action)
    return cut


def _round_trip(store: Store, games: list[tuple[GameState, str]]) -> None:
    known = {learner.name: learner for learner in store.learners()}
    first, second = (known.get(name) or store.add_learner(name) for name in ("Erste", "Zweite"))
    for learner in (first, second):  # hypothesis runs several examples on one database
        for old in store.games(learner.id):
            store.delete_game(learner.id, old.id)
    for number, (state, note) in enumerate(games):
        record = write_game(state, record_id=str(number), names=("Erste", "B", "C"), note=note)
        store.save_game(first.id, f"Spiel {number}", record, note=note)
    text = export_text(store.games(first.id))()
    read, problems = read_games(text)
    assert problems == []
    added = store.import_games(second.id, [(g.title, g.text, g.note) for g in read])
    assert (len(added.added), added.already) == (len(games), 0)
    back = {}
    for saved in store.games(second.id):
        (game,), trouble = read_games(saved.record)
        assert trouble == []
        back[game.record.id] = (game.state, saved.note)
    assert back == {str(n): game for n, game in enumerate(games)}


@pytest.mark.slow
def test_a_thousand_games_round_trip_under_both_rule_sets(store: Store) -> None:
    rng = random.Random(16)
    games = [
        (generated_game(rng, ISKO if n % 2 else SKO_1975), rng.choice(NOTES)) for n in range(1000)
    ]
    assert {state.rules for state, _ in games} == {ISKO, SKO_1975}
    assert any(isinstance(s.history[-1], Concede) for s, _ in games if s.history)
    assert any(isinstance(s.history[-1], GiveUp) for s, _ in games if s.history)
    assert any(not s.is_over for s, _ in games)
    _round_trip(store, games)


NOTE_TEXT = st.text(
    st.characters(exclude_categories=("Cs",), exclude_characters="\x00"), max_size=60
)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    seed=st.integers(0, 2**32 - 1),
    notes=st.lists(NOTE_TEXT, min_size=1, max_size=4),
    old_rules=st.booleans(),
)
def test_any_note_and_game_round_trip(
    store: Store, seed: int, notes: list[str], old_rules: bool
) -> None:
    rng = random.Random(seed)
    rules = SKO_1975 if old_rules else ISKO
    _round_trip(store, [(generated_game(rng, rules), note) for note in notes])
