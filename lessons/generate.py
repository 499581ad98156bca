"""Exercises from seeded random deals: every kind that a deal can pose never runs out.

Generators only choose the position; the answer is always left to `coach` (see `exercises`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from coach.heuristic import bid_limit, decide, prospects, quick_needs
from coach.rules import (
    SUIT_GAMES,
    Announcement,
    Card,
    CardSet,
    Contract,
    Deal,
    Declare,
    GameType,
    Phase,
    Play,
    RuleSet,
    apply,
    bid_values,
    game_value,
    legal_cards,
    matadors,
    view_of,
)
from lessons.club_exercises import (
    KontraScore,
    PassTwoOn,
    RamschScore,
    kontra_rules,
    ramsch_rules,
)
from lessons.exercises import CountPoints, Exercise, Kind, LegalCards, SeatRole, TrickWinner
from lessons.played import DECLARER, PlayedGame, won_auction
from lessons.played_exercises import (
    DefenderCard,
    Discard,
    GameWon,
    ListScore,
    OverbidCharge,
    TournamentScore,
)
from lessons.value_exercises import GameValueExercise, Matadors, MaxBid, NextBid

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


MAX_DEALS = 10_000  # deals tried before a generator of coach-declared games gives up (an
# overbid needs a hand the coach bids on to its limit and a skat that spoils it: rare)


def _fits(contract: Contract, games: Sequence[GameType], plain: bool) -> bool:
    """Whether the lesson asks about this contract: its game, and (`plain`) picked up, nothing
    announced, not ouvert."""
    return contract.game in games and not (
        plain and (contract.hand or contract.ouvert or contract.announce is not Announcement.NONE)
    )


def reckoned(contract: Contract, cards: CardSet, rules: RuleSet) -> int:
    """A contract's value with the matadors of `cards`, nothing more won (the ten cards alone:
    what the declarer may bid on; with the skat: what the game is worth at least)."""
    return game_value(contract, matadors(contract.game, cards), rules=rules).value


def _spoils(hand: CardSet, skat: CardSet) -> bool:
    """Whether a jack in the skat lowers an "ohne" hand's matadors in some trump game."""
    return any(
        matadors(game, hand) < 0 and matadors(game, hand | skat) != matadors(game, hand)
        for game in TRUMP_GAMES
    )


def _coach_contract(
    rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet, overbid: bool
) -> PlayedGame | None:
    """One try: a deal whose middlehand the coach bids on, declared as the coach declares."""
    cards = list(Card)
    rng.shuffle(cards)
    hand, skat, seed = CardSet.of(cards[:10]), CardSet.of(cards[10:12]), rng.randrange(2**31)
    if overbid and not _spoils(hand, skat):
        return None  # cheap to see before the coach weighs the hand
    limit, best = bid_limit(prospects(hand, False, rules), quick_needs())
    if best is None:
        return None
    if overbid:
        # The trap the lesson teaches: bidding all that the ten cards carry (more than the
        # coach's own limit, which weighs the jacks the skat may hold).
        limit = reckoned(best.contract, hand, rules)
        if limit not in bid_values(rules) or reckoned(best.contract, hand | skat, rules) >= limit:
            return None  # the skat does not spoil the game bid on (cheap to see before declaring)
    allowed = [v for v in bid_values(rules) if v <= limit]
    bid = limit if overbid else rng.choice(allowed[:6])  # the auction mostly stops low
    state = won_auction(hand, skat, seed, bid, rules)
    while state.phase is not Phase.PLAY:
        assert state.to_move is not None
        state = apply(state, decide(view_of(state, state.to_move)).action)
    contract = state.contract
    assert contract is not None
    if not _fits(contract, games, plain) or bid > reckoned(contract, hand, rules):
        return None  # another game than the lesson's, or one the ten cards do not carry
    if overbid != (bid > reckoned(contract, hand | skat, rules)):
        return None
    declare = state.history[-1]
    assert isinstance(declare, Declare)
    return PlayedGame(hand, skat, contract, bid, declare.discard, seed, rules)


def _played(
    rng: random.Random, games: Sequence[GameType], plain: bool, overbid: bool, rules: RuleSet
) -> PlayedGame:
    """A game as it happens at a table: the coach in middlehand bids on its cards (at most what
    they carry), picks up or plays hand, declares and puts away as it would, and the coach plays
    out all three seats. `overbid`: bid to the limit, and the skat spoils the matadors."""
    for _ in range(MAX_DEALS):
        game = _coach_contract(rng, games, plain, rules, overbid)
        if game is not None:
            return game
    raise RuntimeError(f"no coach-declared game of {list(games)} in {MAX_DEALS} deals")


def value(rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet) -> Exercise:
    """The value of a game the coach declared and played: Schneider and Schwarz as they fell."""
    game = _played(rng, games, plain, overbid=False, rules=rules)
    result = game.result()
    null = game.contract.game is GameType.NULL
    schneider = not null and (result.schneider or game.contract.schneider_announced)
    schwarz = not null and (result.schwarz or game.contract.schwarz_announced)
    return GameValueExercise(game.contract, game.hand, game.skat, rules, schneider, schwarz)


def max_bid(rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet) -> Exercise:
    """How high to bid on a hand the coach would bid on, for the game it would bid on."""
    for _ in range(MAX_DEALS):
        hand = CardSet.of(rng.sample(list(Card), 10))
        best = bid_limit(prospects(hand, False, rules), quick_needs())[1]
        if best is not None and _fits(best.contract, games, plain):
            return MaxBid(best.contract, hand, rules)
    raise RuntimeError(f"no hand for {list(games)} in {MAX_DEALS} deals")


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


def discard(rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet) -> Exercise:
    """The twelve cards of a game the coach picked up: which two go?"""
    game = _played(rng, games, plain=True, overbid=False, rules=rules)  # plain: picked up
    return Discard(game.contract, game.cards)


def defender_card(
    rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet
) -> Exercise:
    """A defender's card in the first trick of a game the coach declared (in middlehand): the
    lead from forehand, or rearhand's card after the lead and the declarer's."""
    for _ in range(MAX_DEALS):
        game = _played(rng, games, plain, overbid=False, rules=rules)
        state = game.state()
        first = [action.card for action in state.history if isinstance(action, Play)][:2]
        trick = tuple(first) if len(first) == 2 and rng.random() < 0.5 else ()
        try:
            return DefenderCard(state.deal, game.contract, DECLARER, game.discard, trick, rules)
        except ValueError:  # the defenders concede at once (an open, sure game): no question
            continue
    raise RuntimeError(f"no defender's card in {MAX_DEALS} games")


def ramsch_score(
    rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet
) -> Exercise:
    """A deal everyone passes, played as a Ramsch by the coach: what does the loser write?"""
    return RamschScore(rng.randrange(1_000_000), ramsch_rules(rules))


def kontra_score(
    rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet
) -> Exercise:
    """A game the coach declared, with Kontra (and sometimes Re): the declarer's list entry."""
    said = rng.choice((1, 2))
    game = _played(rng, games, plain, overbid=False, rules=kontra_rules(rules, said))
    return KontraScore(game, said)


def pass_on(rng: random.Random, games: Sequence[GameType], plain: bool, rules: RuleSet) -> Exercise:
    """Twelve random cards after taking the skat up in Schieberamsch: which two go on?"""
    return PassTwoOn(CardSet.of(rng.sample(list(Card), 12)), ramsch_rules(rules))


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
    Kind.DISCARD: discard,
    Kind.DEFENDER_CARD: defender_card,
    Kind.RAMSCH_SCORE: ramsch_score,
    Kind.KONTRA_SCORE: kontra_score,
    Kind.PASS_ON: pass_on,
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
