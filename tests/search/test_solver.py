"""The double-dummy solver against brute-force minimax, itself, and its pure-Python twin."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from coach.rules.actions import Bid, Deal, Declare, Hold, Pass, PickUp, Play
from coach.rules.cards import Card, Rank, Suit
from coach.rules.contract import ISKO, Contract, GameType
from coach.rules.game import apply, replay
from coach.rules.rule_set import TRICK_RULES
from coach.search import Goal, NotInPlayError, Position, Solver
from coach.search.engine import compiled_core

from .search_helpers import (
    brute_force,
    brute_force_schwarz,
    brute_force_takes_trick,
    random_position,
)

SOLVERS = [pytest.param(False, id="reference")]
if compiled_core is not None:
    SOLVERS.append(pytest.param(True, id="compiled"))
GAMES = list(GameType)
TRUMP_GAMES = [game for game in GAMES if game is not GameType.NULL]


@pytest.mark.slow
@pytest.mark.parametrize("compiled", SOLVERS)
@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_value_matches_brute_force_on_random_endgames(compiled: bool, game: GameType) -> None:
    rng = random.Random(f"endgames-{game.name}")
    solver = Solver(compiled=compiled, table_bits=12)
    for index in range(300 if compiled else 50):  # the same first 50 positions for both
        cards = 5 if index % 25 == 0 else rng.choice((1, 2, 2, 3, 3, 3, 4, 4))
        position = random_position(rng, cards, game, schwarz=rng.random() < 0.3)
        expected = brute_force(position)
        assert solver.value(position) == expected, position
        if game is GameType.NULL:
            assert solver.achieves(position, Goal.NULL) == (expected == 0)
        else:
            assert solver.achieves(position, Goal.GAME) == (expected >= 61)
            assert solver.reaches(position, position.points + 11) == (
                expected >= position.points + 11
            )
            assert solver.achieves(position, Goal.SCHWARZ) == brute_force_schwarz(position)
            threshold = position.points + rng.randint(0, 40)
            bound = solver.bound(position, threshold)
            assert expected >= bound if bound >= threshold else expected <= bound


@pytest.mark.parametrize("compiled", SOLVERS)
def test_card_values_are_the_values_after_each_card(compiled: bool) -> None:
    rng = random.Random("card-values")
    solver = Solver(compiled=compiled, table_bits=12)
    for _ in range(150):
        position = random_position(rng, rng.randint(2, 4), rng.choice(GAMES))
        values = solver.card_values(position)
        assert set(values) == set(position.legal())
        for card, value in values.items():
            assert value == brute_force(position.play(card))


@pytest.mark.parametrize("compiled", SOLVERS)
@pytest.mark.parametrize("game", TRUMP_GAMES, ids=[g.name for g in TRUMP_GAMES])
def test_whether_the_declarer_escapes_schwarz_matches_brute_force(
    compiled: bool, game: GameType
) -> None:
    # ISkO 4, Gewinnstufen: a side without a trick is Schwarz, the declarer's side as well
    rng = random.Random(f"takes-a-trick-{game.name}")
    solver = Solver(compiled=compiled, table_bits=12)
    escapes = 0
    for _ in range(120):
        position = random_position(rng, rng.randint(1, 4), game)
        expected = brute_force_takes_trick(position)
        assert solver.takes_a_trick(position) == expected, position
        escapes += expected
    assert 0 < escapes < 120  # both answers were asked for


def test_schwarz_of_the_declarer_is_no_question_in_null_or_announced_schwarz() -> None:
    rng = random.Random(3)
    with pytest.raises(ValueError, match="Null"):
        Solver().takes_a_trick(random_position(rng, 2, GameType.NULL))
    with pytest.raises(ValueError, match="Schwarz announced"):
        Solver().takes_a_trick(random_position(rng, 2, GameType.GRAND, schwarz=True))


@pytest.mark.parametrize("compiled", SOLVERS)
def test_principal_line_reaches_the_value(compiled: bool) -> None:
    rng = random.Random("line")
    solver = Solver(compiled=compiled, table_bits=12)
    for _ in range(60):
        position = random_position(rng, rng.randint(2, 4), rng.choice(GAMES))
        target = brute_force(position)
        end = position
        for card in solver.principal_line(position):
            assert card in end.legal()
            end = end.play(card)
        assert end.is_over
        assert brute_force(end) == target


def _permute_suits(position: Position, mapping: dict[Suit, Suit]) -> Position:
    def move(card: Card) -> Card:
        if card.rank is Rank.JACK and position.game is not GameType.NULL:
            return card  # the jacks are trumps ranked by their suit: they stay
        return Card.of(mapping[card.suit], card.rank)

    def move_mask(mask: int) -> int:
        return sum(1 << move(Card(c)) for c in range(32) if mask >> c & 1)

    h0, h1, h2 = (move_mask(h) for h in position.hands)
    return Position(
        position.game,
        position.declarer,
        (h0, h1, h2),
        position.leader,
        tuple(move(c) for c in position.trick),
        position.points,
        position.declarer_tricks,
        position.defender_tricks,
        position.schwarz_announced,
    )


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_value_is_the_same_with_the_plain_suits_permuted(game: GameType) -> None:
    rng = random.Random(f"permute-{game.name}")
    solver = Solver(table_bits=16)
    trump = game.trump_suit
    plain = [s for s in Suit if s != trump]
    for _ in range(20):
        position = random_position(rng, rng.randint(5, 7), game)
        shuffled = plain[:]
        rng.shuffle(shuffled)
        mapping = {s: s for s in Suit} | dict(zip(plain, shuffled, strict=True))
        assert solver.value(_permute_suits(position, mapping)) == solver.value(position)


@pytest.mark.required_in_ci
@pytest.mark.skipif(compiled_core is None, reason="compiled core not built")
def test_compiled_and_reference_agree_on_larger_deals() -> None:
    rng = random.Random("agree")
    compiled, reference = Solver(compiled=True), Solver(compiled=False)
    for game in GAMES:
        position = random_position(rng, 6, game)
        assert compiled.value(position) == reference.value(position)
        assert compiled.card_values(position) == reference.card_values(position)


@pytest.mark.required_in_ci
@pytest.mark.skipif(compiled_core is None, reason="compiled core not built")
def test_two_threads_find_the_same_values() -> None:
    rng = random.Random("threads")
    one, two = Solver(), Solver(threads=2)
    for index in range(60):
        game = GAMES[index % len(GAMES)]
        position = random_position(rng, rng.choice((6, 8, 10)), game, schwarz=index % 7 == 0)
        assert two.value(position) == one.value(position), position


def _twin(position: Position, rng: random.Random) -> Position | None:
    """The position with one card in a hand traded for one out of play next to it in strength,
    of other points: the same shape (each seat holds the same ranks among the cards in play)."""
    rules = TRICK_RULES[position.game]
    in_play = [
        c for c in Card if (position.hands[0] | position.hands[1] | position.hands[2]) >> c & 1
    ]
    in_play += position.trick
    trades = []
    for seat, hand in enumerate(position.hands):
        for card in (c for c in Card if hand >> c & 1):
            klass, strength = rules.follow_class[card], rules.strength[card]
            for other in Card:
                low, high = sorted((strength, rules.strength[other]))
                if (
                    other in in_play
                    or rules.follow_class[other] != klass
                    or other.points == card.points
                    or any(
                        rules.follow_class[c] == klass and low < rules.strength[c] < high
                        for c in in_play
                    )
                ):
                    continue
                trades.append((seat, card, other))
    if not trades:
        return None
    seat, card, other = rng.choice(trades)
    hands = list(position.hands)
    hands[seat] += (1 << other) - (1 << card)
    return replace(position, hands=(hands[0], hands[1], hands[2]))


@pytest.mark.slow
@pytest.mark.required_in_ci
@pytest.mark.skipif(compiled_core is None, reason="compiled core not built")
@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_positions_of_one_shape_share_the_table_rightly(game: GameType) -> None:
    """The table keeps positions by shape: a bound stored for one must hold, widened by the
    points that differ, for its twin."""
    rng = random.Random(f"shapes-{game.name}")
    solver = Solver(table_bits=10)
    checked = 0
    while checked < 60:
        position = random_position(rng, rng.choice((3, 4, 4)), game, schwarz=rng.random() < 0.2)
        twin = _twin(position, rng)
        if twin is None:
            continue
        for each in (position, twin, position):
            assert solver.value(each) == brute_force(each), each
            if game is not GameType.NULL:
                threshold = each.points + rng.randint(0, 40)
                bound, expected = solver.bound(each, threshold), brute_force(each)
                assert expected >= bound if bound >= threshold else expected <= bound
        checked += 1


def test_a_solver_has_one_or_two_threads() -> None:
    with pytest.raises(ValueError, match="1 or 2 threads"):
        Solver(threads=3)


def test_position_of_a_game_in_play_counts_the_skat_and_the_tricks() -> None:
    deal = Deal.shuffled(random.Random(7))
    state = replay(deal, [Bid(18), Pass(), Pass(), PickUp()], ISKO)
    hand = sorted(state.hands[1])
    state = apply(state, Declare(Contract(GameType.GRAND), (hand[0], hand[1])))
    position = Position.of(state)
    assert position.points == hand[0].points + hand[1].points
    assert position.declarer == 1
    for _ in range(3):
        state = apply(state, Play(next(iter(state.legal_cards()))))
    position = Position.of(state)
    assert position.declarer_tricks + position.defender_tricks == 1
    with pytest.raises(NotInPlayError):
        Position.of(replay(deal, [Bid(18), Hold()], ISKO))


def test_early_ends_follow_the_engine() -> None:
    # Null: the declarer's first trick ends the game; Schwarz announced: the defenders' first.
    hands = (Card.D7.bit | Card.D8.bit, Card.DA.bit | Card.DK.bit, Card.DQ.bit | Card.DJ.bit)
    null = Position(GameType.NULL, 1, hands, leader=1)
    assert Solver().value(null) == 1  # DA or DK must win the first diamond trick
    grand = Position(GameType.GRAND, 0, hands, leader=0, points=5, schwarz_announced=True)
    assert Solver().value(grand) == 5  # the defenders take the first trick: nothing more counts
    assert not Solver().achieves(grand, Goal.SCHWARZ)


def test_interchangeable_cards_have_the_same_value() -> None:
    rng = random.Random("interchangeable")
    for _ in range(150):
        position = random_position(rng, rng.randint(2, 4), rng.choice(GAMES))
        groups = position.interchangeable()
        assert sorted(c for g in groups for c in g) == sorted(position.legal())
        for group in groups:
            values = {brute_force(position.play(card)) for card in group}
            assert len(values) == 1, (position, group)
