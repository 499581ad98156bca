"""Generated exercises are plausible Skat, over many seeds of every lesson's drills.

A generated game is *plausible* when it could have happened at a table of people who know the
game (the heuristic coach stands in for them):

1. **the bid is one the declarer's ten cards carry**: at least 18 and at most the contract's value
   reckoned from those ten cards (the skat unseen, as at the table), and no higher than the coach
   holding them in middlehand would bid — except in an overbid game, where the declarer falls
   into the trap the lessons teach: bidding all that the ten cards carry while a jack in the skat
   can still spoil the matadors (the coach weighs that risk and stops lower);
2. **the contract is the one the coach declares** after that auction with those cards: hand or
   pick-up, game, Schneider/Schwarz announced, ouvert, and the two cards put away;
3. **every card is played as the coach plays it** from its seat's view, all three seats: the card
   points come from play, not from random cards (no "Schwarz angesagt" with 4 Augen);
4. **an overbid needs its cause**: a game is charged more than its value only where the skat
   spoiled the matadors the ten cards promised;
5. a value question's Schneider and Schwarz are the ones the played game reached (or announced),
   and a bid question asks about the game the coach would bid on.
"""

from __future__ import annotations

import random

import pytest

from coach.heuristic import decide
from coach.heuristic.bidding import bid_limit, quick_needs
from coach.heuristic.prospects import prospects
from coach.rules.actions import Declare
from coach.rules.contract import ISKO, SKO_1975, RuleSet
from coach.rules.game import Phase, apply
from coach.rules.values import bid_values
from coach.rules.view import view_of
from lessons.course import Drill, course
from lessons.exercises import Kind
from lessons.generate import generate, reckoned
from lessons.played import PlayedGame, won_auction
from lessons.played_exercises import PlayedExercise
from lessons.value_exercises import GameValueExercise, MaxBid

GAME_KINDS = {
    Kind.GAME_WON,
    Kind.OVERBID_CHARGE,
    Kind.LIST_SCORE,
    Kind.TOURNAMENT_SCORE,
    Kind.GAME_VALUE,
    Kind.MAX_BID,
}
DRILLS = sorted(
    {drill for lesson in course() for drill in lesson.drills if drill.kind in GAME_KINDS},
    key=lambda drill: (drill.kind, drill.games, drill.plain),
)
SEEDS = range(12)


def assert_plausible(game: PlayedGame) -> None:
    hand, skat, rules = game.hand, game.skat, game.rules
    # 1. the bid is carried by the ten cards, and the coach would bid that high
    assert game.bid in bid_values(rules)
    assert game.bid <= reckoned(game.contract, hand, rules), "the ten cards do not carry the bid"
    result = game.result()
    if not result.overbid:
        assert game.bid <= bid_limit(prospects(hand, False, rules), quick_needs())[0]
    # 2. the contract and discard are the coach's after that auction
    state = won_auction(hand, skat, game.seed, game.bid, rules)
    finished = game.state()
    for action in finished.history[len(state.history) :]:
        assert state.to_move is not None
        coach = decide(view_of(state, state.to_move)).action
        # 3. every card (and every skat or declaration step) is the coach's
        assert action == coach, f"{action} is not what the coach plays ({coach})"
        state = apply(state, action)
    declare = next(a for a in finished.history if isinstance(a, Declare))
    assert declare.contract == game.contract and declare.discard == game.discard
    # 4. an overbid only where the skat spoiled the matadors
    if result.overbid:
        assert game.bid > reckoned(game.contract, hand | skat, rules)
    assert state.phase is Phase.FINISHED


@pytest.mark.slow
@pytest.mark.parametrize("rules", [ISKO, SKO_1975], ids=lambda r: r.name)
@pytest.mark.parametrize(
    "drill", DRILLS, ids=lambda d: f"{d.kind}-{''.join(g.value for g in d.games)}-{d.plain}"
)
def test_generated_games_are_plausible(drill: Drill, rules: RuleSet) -> None:
    for seed in SEEDS:
        exercise = generate(drill.kind, random.Random(seed), rules, drill.games, drill.plain)
        if isinstance(exercise, MaxBid):
            best = bid_limit(prospects(exercise.hand, False, rules), quick_needs())[1]
            assert best is not None and best.contract == exercise.contract
            continue
        if isinstance(exercise, GameValueExercise):
            continue  # checked with its game below
        assert isinstance(exercise, PlayedExercise)
        assert not drill.games or exercise.game.contract.game in drill.games
        assert_plausible(exercise.game)


@pytest.mark.parametrize("seed", range(24))
def test_value_questions_are_of_played_games(seed: int) -> None:
    """A game-value drill asks about a coach-played game with the levels it reached."""
    value = generate(Kind.GAME_VALUE, random.Random(seed), ISKO)
    assert isinstance(value, GameValueExercise)
    twin = generate(Kind.GAME_WON, random.Random(seed), ISKO)  # the same draw, as a played game
    assert isinstance(twin, PlayedExercise)
    game = twin.game
    assert (value.contract, value.hand, value.skat) == (game.contract, game.hand, game.skat)
    assert_plausible(game)
    result = game.result()
    announced = game.contract.schneider_announced or game.contract.schwarz_announced
    assert value.schneider == (result.schneider or announced)
    assert value.schwarz == (result.schwarz or game.contract.schwarz_announced)


@pytest.mark.slow
def test_declarers_win_most_generated_games() -> None:
    """The coach bids where it expects to win: most generated games are won (not random)."""
    results = [generate(Kind.GAME_WON, random.Random(seed), ISKO).answer() for seed in range(60)]
    assert sum(results) >= 0.6 * len(results)


def test_the_issue_example_is_not_plausible() -> None:
    """The issue's drill — bid 88, Kreuz Hand Schwarz angesagt, 4 Augen — fails the check."""
    from coach.rules.cards import CardSet
    from coach.rules.contract import Announcement, Contract, GameType
    from coach.rules.notation import parse_cards

    hand = CardSet.of(parse_cards("C7 C8 S7 S8 SQ H7 H8 HQ D7 D8"))
    skat = CardSet.of(parse_cards("DQ HK"))
    contract = Contract(GameType.CLUBS, hand=True, announce=Announcement.SCHWARZ)
    game = PlayedGame(hand, skat, contract, 88, None, 1, ISKO)
    with pytest.raises(AssertionError):
        assert_plausible(game)
