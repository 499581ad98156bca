"""Exercises from seeded random deals: every kind that a deal can pose never runs out.

Generators only choose the position; the answer is always left to `coach` (see `exercises`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from coach.cards import Card, CardSet
from coach.contract import SUIT_GAMES, Announcement, Contract, GameType, RuleSet
from coach.game import Deal
from coach.rules import TRICK_RULES, legal_cards
from coach.values import bid_values, game_value, matadors
from lessons.exercises import (
    CountPoints,
    Exercise,
    GameValueExercise,
    GameWon,
    Kind,
    LegalCards,
    ListScore,
    Matadors,
    MaxBid,
    NextBid,
    OverbidCharge,
    SeatRole,
    TournamentScore,
    TrickWinner,
)
from lessons.played import DECLARER, PlayedGame

TRUMP_GAMES: tuple[GameType, ...] = (*SUIT_GAMES, GameType.GRAND)
ALL_GAMES: tuple[GameType, ...] = tuple(GameType)
Generator = Callable[[random.Random, Sequence[GameType], bool, RuleSet], Exercise]


def _trick(
    rng: random.Random, deal: Deal, game: GameType, size: int, leader: int
) -> tuple[Card, ...]:
    """`size` cards played legally from the deal's hands, starting with `leader`."""
    cards: list[Card] = []
    for index in range(size):
        hand = deal.hands[(leader + index) % 3]
        legal = legal_cards(game, hand, cards[0] if cards else None)
        cards.append(rng.choice(list(legal)))
    return tuple(cards)


def trick_winner(
    rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet
) -> Exercise:
    game = rng.choice(games)
    return TrickWinner(game, _trick(rng, Deal.shuffled(rng), game, 3, rng.randrange(3)))


def legal(rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet) -> Exercise:
    game = rng.choice(games)
    deal = Deal.shuffled(rng)
    size = rng.choice((1, 1, 1, 2, 2))  # leading is free: nothing to ask
    leader = rng.randrange(3)
    trick = _trick(rng, deal, game, size, leader)
    return LegalCards(game, deal.hands[(leader + size) % 3], trick)


def count_points(
    rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet
) -> Exercise:
    return CountPoints(CardSet.of(rng.sample(list(Card), rng.randint(3, 8))))


def seat_role(
    rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet
) -> Exercise:
    return SeatRole(rng.choice(SeatRole.ROLES), rng.randrange(3))


def next_bid(
    rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet
) -> Exercise:
    return NextBid(rng.choice(bid_values(rules)[:24]), rules)


def _trump_game(rng: random.Random, games: Sequence[GameType]) -> GameType:
    choices: list[GameType] = [g for g in games if g is not GameType.NULL]
    choices = choices or list(TRUMP_GAMES)
    return rng.choice(choices)


def matador_count(
    rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet
) -> Exercise:
    deal = Deal.shuffled(rng)
    return Matadors(_trump_game(rng, games), deal.hands[0], deal.skat)


def _contract(rng: random.Random, game: GameType, plain: bool) -> Contract:
    """A contract of this game; `plain`: picked up, nothing announced, not ouvert."""
    if plain:
        return Contract(game)
    hand = rng.random() < 0.4
    if game is GameType.NULL:
        return Contract(game, hand=hand, ouvert=rng.random() < 0.3)
    announce = Announcement.NONE
    if hand and rng.random() < 0.3:
        announce = rng.choice((Announcement.SCHNEIDER, Announcement.SCHWARZ))
    return Contract(game, hand=hand, announce=announce)


def value(rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet) -> Exercise:
    deal = Deal.shuffled(rng)
    contract = _contract(rng, rng.choice(games), plain)
    schwarz = contract.schwarz_announced or (not plain and rng.random() < 0.1)
    schneider = schwarz or contract.schneider_announced or (not plain and rng.random() < 0.25)
    if contract.game is GameType.NULL:
        schneider = schwarz = False
    return GameValueExercise(contract, deal.hands[0], deal.skat, rules, schneider, schwarz)


def max_bid(rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet) -> Exercise:
    deal = Deal.shuffled(rng)
    game = rng.choice(games)
    contract = Contract(game, hand=not plain and rng.random() < 0.3)
    return MaxBid(contract, deal.hands[0], rules)


def _best_game(hand: CardSet, games: Sequence[GameType]) -> GameType:
    """The game with the most trumps in the hand (a learner's first rule of thumb)."""
    trump_games: list[GameType] = [g for g in games if g is not GameType.NULL]
    trump_games = trump_games or list(TRUMP_GAMES)
    return max(trump_games, key=lambda g: len(CardSet(hand.mask & TRICK_RULES[g].trump_mask)))


def _discard(game: GameType, cards: CardSet) -> tuple[Card, Card]:
    """Two cards a beginner would put away: non-trumps, cheapest and weakest first."""
    rules = TRICK_RULES[game]
    order = sorted(cards, key=lambda c: (rules.follow_class[c] == 4, c.points, rules.strength[c]))
    return order[0], order[1]


def _played(
    rng: random.Random, games: Sequence[GameType], plain: bool, overbid: bool, rules: RuleSet
) -> PlayedGame:
    deal = Deal.shuffled(rng)
    hand, skat = deal.hands[DECLARER], deal.skat
    null = GameType.NULL in games and not overbid and rng.random() < 0.2
    game = GameType.NULL if null else _best_game(hand, games)
    contract = _contract(rng, game, plain)
    if contract.ouvert and contract.game is not GameType.NULL:
        contract = Contract(game, hand=True)
    discard = None if contract.hand else _discard(game, hand | skat)
    worth = game_value(contract, matadors(game, hand | skat), rules=rules).value
    if overbid:
        bid = next(v for v in bid_values(rules) if v > worth)
    else:
        bid = rng.choice([v for v in bid_values(rules) if v <= max(worth, 18)])
    return PlayedGame(hand, skat, contract, bid, discard, rng.randrange(2**31), rules)


def game_won(
    rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet
) -> Exercise:
    return GameWon(_played(rng, games, plain, overbid=False, rules=rules))


def overbid_charge(
    rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet
) -> Exercise:
    for _ in range(200):
        game = _played(rng, games, plain, overbid=True, rules=rules)
        if game.result().overbid:
            return OverbidCharge(game)
    raise RuntimeError("no overbid game found in 200 deals")  # pragma: no cover


def list_score(
    rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet
) -> Exercise:
    return ListScore(_played(rng, games, plain, overbid=rng.random() < 0.2, rules=rules))


def tournament_score(
    rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet
) -> Exercise:
    return TournamentScore(_played(rng, games, plain, overbid=rng.random() < 0.2, rules=rules))


GENERATORS: dict[Kind, Generator] = {
    Kind.TRICK_WINNER: trick_winner,
    Kind.LEGAL_CARDS: legal,
    Kind.COUNT_POINTS: count_points,
    Kind.SEAT_ROLE: seat_role,
    Kind.NEXT_BID: next_bid,
    Kind.MATADORS: matador_count,
    Kind.GAME_VALUE: value,
    Kind.MAX_BID: max_bid,
    Kind.GAME_WON: game_won,
    Kind.OVERBID_CHARGE: overbid_charge,
    Kind.LIST_SCORE: list_score,
    Kind.TOURNAMENT_SCORE: tournament_score,
}


def generate(
    kind: Kind,
    rng: random.Random,
    rules: RuleSet,
    games: Sequence[GameType] = ALL_GAMES,
    plain: bool = False,
) -> Exercise:
    """A fresh exercise of this kind from `rng`; `plain` leaves out hand games and announcements."""
    return GENERATORS[kind](rng, tuple(games) or ALL_GAMES, plain, rules)
