"""Matadors (Spitzen), game levels, game values and the bid values derived from them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache

from coach.rules.cards import Card, CardSet, Rank
from coach.rules.club import REVOLUTION_VALUE
from coach.rules.contract import SUIT_BASE_VALUES, Contract, GameType, RuleSet

_JACKS_HIGH_FIRST = (Card.CJ, Card.SJ, Card.HJ, Card.DJ)
_SUIT_TOP_DOWN = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN)


def matador_sequence(game: GameType) -> tuple[Card, ...]:
    """The trumps from the club jack down: 4 in Grand, 11 in a suit game, none in Null."""
    if game is GameType.NULL:
        return ()
    suit = game.trump_suit
    if suit is None:
        return _JACKS_HIGH_FIRST
    return _JACKS_HIGH_FIRST + tuple(Card.of(suit, rank) for rank in _SUIT_TOP_DOWN)


def matadors(game: GameType, cards: CardSet) -> int:
    """Signed matadors over the declarer's cards *including the skat*: +n "with n", -n "without n".

    Holding the club jack, count the unbroken run of trumps held from the top; without it, count
    the run of trumps missing above the first one held (ISkO, Spitzen). Null has none: 0.
    """
    sequence = matador_sequence(game)
    if not sequence:
        return 0
    holding = sequence[0] in cards
    count = 0
    for card in sequence:
        if (card in cards) != holding:
            break
        count += 1
    return count if holding else -count


class Level(Enum):
    """The levels (Gewinnstufen) that add one each to the multiplier of a suit or Grand game."""

    GAME = "game"
    HAND = "hand"
    SCHNEIDER = "schneider"
    SCHNEIDER_ANNOUNCED = "schneider_announced"
    SCHWARZ = "schwarz"
    SCHWARZ_ANNOUNCED = "schwarz_announced"
    OUVERT = "ouvert"
    PATROL = "patrol"  # a Patrouille made (club rules, silent scoring)
    PATROL_ANNOUNCED = "patrol_announced"  # a Patrouille announced (club rules)


@dataclass(frozen=True, slots=True)
class GameValue:
    """A game's value with its derivation: base × (|matadors| + levels), or a fixed Null value."""

    contract: Contract
    matadors: int
    base: int  # 0 for Null
    levels: tuple[Level, ...]
    value: int

    @property
    def multiplier(self) -> int:
        """The factor on the base value ("Spiel 3" with 2 matadors and no other level)."""
        return abs(self.matadors) + len(self.levels)


def game_value(
    contract: Contract,
    matadors: int,
    *,
    schneider: bool = False,
    schwarz: bool = False,
    rules: RuleSet,
    schneider_demanded: bool = False,
    patrols: int = 0,
) -> GameValue:
    """The value of a game, with Schneider/Schwarz as reached in play (announced ones count anyway).

    `schneider_demanded`: the declarer refused the defenders' Schenken and so plays for Schneider,
    which counts as announced (club rules). `patrols`: the Patrouillen made in play; each one
    announced adds a level, under silent scoring one made adds one more (`patrol_levels`).

    Suit and Grand: base value × (matadors + game + hand + Schneider + Schneider announced +
    Schwarz + Schwarz announced + ouvert). Null: 23, hand 35, ouvert 46, ouvert hand 59.
    """
    if contract.game is GameType.NULL:
        return GameValue(contract, 0, 0, (), rules.null_value(contract))
    schwarz = schwarz or contract.schwarz_announced
    schneider = schneider or schwarz or contract.schneider_announced
    wanted = (
        (Level.GAME, True),
        (Level.HAND, contract.hand),
        (Level.SCHNEIDER, schneider),
        (Level.SCHNEIDER_ANNOUNCED, contract.schneider_announced or schneider_demanded),
        (Level.SCHWARZ, schwarz),
        (Level.SCHWARZ_ANNOUNCED, contract.schwarz_announced),
        (Level.OUVERT, rules.counts_ouvert_level(contract)),
    )
    levels = tuple(level for level, present in wanted if present)
    levels += patrol_levels(contract.patrols, patrols, silent=rules.patrols_silent)
    base = rules.base_value(contract)
    return GameValue(contract, matadors, base, levels, base * (abs(matadors) + len(levels)))


def patrol_levels(announced: int, made: int, *, silent: bool) -> tuple[Level, ...]:
    """The levels of Patrouillen (club rules, `coach.rules.patrols`): one per announced one;
    under silent scoring one more for each made, announced or not."""
    if not silent:
        return (Level.PATROL_ANNOUNCED,) * announced
    return (Level.PATROL, Level.PATROL_ANNOUNCED) * announced + (Level.PATROL,) * max(
        0, made - announced
    )


@cache
def bid_values(rules: RuleSet) -> tuple[int, ...]:
    """Every value a game can be worth, from 18 up: the valid bids (Reizwerte).

    Suit games reach a multiplier of 18 (11 matadors + 7 levels), Grand of 11 (4 + 7). A rule set
    may admit further values (the ISS server's list has a few more); club rules with Revolution
    admit its value, with Patrouillen their levels (up to ten in a suit game, four in Grand,
    each counting twice under silent scoring).
    """
    values = set(rules.null_values) | set(rules.extra_bid_values)
    if rules.revolution:
        values.add(REVOLUTION_VALUE)
    weight = 2 if rules.patrols_silent else 1
    suit_patrols = 10 * weight if rules.patrols else 0
    grand_patrols = 4 * weight if rules.patrols and rules.patrols_grand else 0
    for base in SUIT_BASE_VALUES.values():
        values.update(base * multiplier for multiplier in range(2, 19 + suit_patrols))
    values.update(rules.grand_base * multiplier for multiplier in range(2, 12 + grand_patrols))
    if rules.grand_ouvert_base != rules.grand_base:  # 1975: Grand ouvert on its own base value
        ouvert = 6 + rules.counts_ouvert_level(Contract.ouvert_of(GameType.GRAND))
        values.update(rules.grand_ouvert_base * (ouvert + m) for m in range(1, 5))
    return tuple(sorted(value for value in values if value >= 18))


MIN_BID = 18
"""The lowest bid under every rule set (Kreuz, Pik or Herz with or without one, Karo with two)."""


def next_bid(current: int, rules: RuleSet) -> int | None:
    """The lowest valid bid above `current`, or `None` when nothing is higher."""
    for value in bid_values(rules):
        if value > current:
            return value
    return None
