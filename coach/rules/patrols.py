"""Patrouillen (club rules, seed 000: Regelvarianten "Patrouillen", strategy "Patrouillen
ansagen"): the declarer's last tricks taken with his lowest trumps.

How Kiebitz reads the seed:

* A Patrouille is a trick the declarer takes with his lowest trump, counted back from the last
  trick: the tenth trick with the lowest trump, the ninth with the next lowest, and so on (in a
  suit game the trump 7, then the 8, 9, Queen, ...; in Grand the jacks from Karo up). Counted
  back from the end, they form a run like the matadors: the first trick of the count that is
  not one ends it.
* They are announced with the declaration, by the declarer only (the seed: at the start of the
  game). As a rule one Patrouille may be announced, in suit games only; a rule set may admit
  any number (`RuleSet.patrols_any_number`) and Grand (`RuleSet.patrols_grand`).
* Scoring: each Patrouille announced adds one level to the game value, like Schneider. With
  silent scoring (`RuleSet.patrols_silent`) a Patrouille made without announcement adds one
  level too, and an announced one two (the seed: silent ones count once, announced ones twice).
* An announced Patrouille not made loses the game, and the announced levels still count in its
  value, as an announced Schneider not reached does (ISkO). When the defenders concede, the
  announced Patrouillen count as made.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from coach.rules.actions import Seat
from coach.rules.cards import Card
from coach.rules.contract import ALL_TRICKS, MOST_PATROLS, Contract, GameType, RuleSet
from coach.rules.explain import Reason
from coach.rules.values import matador_sequence

if TYPE_CHECKING:
    from coach.rules.game import Trick


def most_patrols(game: GameType) -> int:
    """How many Patrouillen `game` has room for (none in Null)."""
    if game is GameType.NULL:
        return 0
    return MOST_PATROLS.get(game, ALL_TRICKS)


def patrol_trumps(game: GameType) -> tuple[Card, ...]:
    """The trumps of the Patrouillen in order: the lowest (for the tenth trick) first."""
    return tuple(reversed(matador_sequence(game)))[: most_patrols(game)]


def allowed_patrols(rules: RuleSet, game: GameType) -> int:
    """How many Patrouillen `rules` let the declarer of `game` announce (0: none)."""
    if not rules.patrols or (game is GameType.GRAND and not rules.patrols_grand):
        return 0
    return most_patrols(game) if rules.patrols_any_number else min(1, most_patrols(game))


def with_patrols(rules: RuleSet, contracts: Sequence[Contract]) -> list[Contract]:
    """`contracts`, each followed by its variants with every number of Patrouillen the rules let
    its declarer announce (the declaration's other choices stay as they are)."""
    found: list[Contract] = []
    for contract in contracts:
        found.append(contract)
        most = 0 if contract.revolution else allowed_patrols(rules, contract.game)
        found += [replace(contract, patrols=count) for count in range(1, most + 1)]
    return found


def patrol_refusal(rules: RuleSet, contract: Contract) -> Reason | None:
    """Why `rules` forbid the Patrouillen announced in `contract`, or None."""
    if not contract.patrols:
        return None
    if not rules.patrols:
        return Reason.of("refused_patrols_not_in_rules")
    if contract.game is GameType.GRAND and not rules.patrols_grand:
        return Reason.of("refused_patrols_not_in_grand")
    if contract.patrols > 1 and not rules.patrols_any_number:
        return Reason.of("refused_patrols_only_one", count=contract.patrols)
    return None


def patrols_made(game: GameType, declarer: Seat, tricks: tuple[Trick, ...]) -> int:
    """The Patrouillen the declarer made in a game of ten tricks: the run, counted back from the
    last trick, of tricks he took with the next of `patrol_trumps` (0 when not played out)."""
    if len(tricks) != ALL_TRICKS:
        return 0
    count = 0
    for card, trick in zip(patrol_trumps(game), reversed(tricks), strict=False):
        mine = trick.cards[(declarer - trick.leader) % 3]
        if trick.winner != declarer or mine != card:
            break
        count += 1
    return count


def patrol_tricks(made: int) -> tuple[int, ...]:
    """The numbers (1–10) of the tricks that were Patrouillen, the last first."""
    return tuple(ALL_TRICKS - index for index in range(made))
