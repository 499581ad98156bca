"""Bid values (Reizwerte): what each contract a hand may declare is worth when simply won.

`value_table(cards, rules, skat=None)` takes

* 10 cards before the skat, with the skat known (``skat=``) or unknown: every contract, pick-up
  and hand, may still be declared;
* 12 cards after picking up the skat: only pick-up contracts remain (no hand games).

Each `ContractValue` holds the contract, its matadors (``None`` when the unknown skat could still
change them), the value when the game is simply won (announced levels count, Schneider or Schwarz
reached in play do not), the `GameValue` breakdown and its steps as reasons (`derivation_reasons`),
which `words.derivation` says aloud: ``mit 2, Spiel 3 × 12 = 36`` / ``with 2, game 3 × 12 = 36``.
With 10 cards and no skat the matadors are counted on the 10 cards, and `ValueTable.skat_effects`
lists each card whose presence in the skat would change them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from coach.rules.cards import Card, CardSet
from coach.rules.contract import SUIT_GAMES, Announcement, Contract, GameType, RuleSet
from coach.rules.explain import Reason
from coach.rules.game import HAND_CONTRACTS, PICKUP_CONTRACTS
from coach.rules.values import GameValue, game_value, matador_sequence, matadors


class HandError(ValueError):
    """Cards that do not make a hand to value (wrong count, skat given twice, overlap)."""


def derivation_reasons(value: GameValue) -> tuple[Reason, ...]:
    """The steps of a value as typed reasons: matadors, each level with its running count, product.

    Null games give one reason: their fixed value.
    """
    if value.contract.game is GameType.NULL:
        return (Reason.of("value_null", name=value.contract, value=value.value),)
    count = abs(value.matadors)
    first = "value_with" if value.matadors > 0 else "value_without"
    reasons = [Reason.of(first, count=count)]
    running = count
    for level in value.levels:
        running += 1
        reasons.append(Reason.of(f"value_level_{level.value}", n=running))
    reasons.append(Reason.of("value_product", base=value.base, value=value.value))
    return tuple(reasons)


@dataclass(frozen=True, slots=True)
class ContractValue:
    """One declarable contract and its value when simply won.

    `matadors` is ``None`` when the unknown skat leaves it open; `breakdown` then counts the
    matadors on the known cards (`counted_matadors`), and `possible_matadors` lists every count
    some skat would give.
    """

    contract: Contract
    matadors: int | None
    value: int
    breakdown: GameValue
    possible_matadors: tuple[int, ...]

    @property
    def counted_matadors(self) -> int:
        """The matadors the value was computed with (on the known cards)."""
        return self.breakdown.matadors

    def reasons(self) -> tuple[Reason, ...]:
        return derivation_reasons(self.breakdown)


@dataclass(frozen=True, slots=True)
class SkatEffect:
    """If `card` lies in the unknown skat, `game` has other matadors and another value."""

    game: GameType
    card: Card
    matadors_before: int
    matadors: int
    value_before: int  # of the plain pick-up game, simply won
    value: int

    def reason(self) -> Reason:
        code = "skat_effect_with" if self.matadors > 0 else "skat_effect_without"
        return Reason.of(
            code,
            card=self.card,
            game=self.game,
            count=abs(self.matadors),
            value=self.value,
            before=self.value_before,
        )

    def consequence(self) -> Reason:
        """What the change means for the bidding: an overbid risk or a welcome gain."""
        if self.value < self.value_before:
            return Reason.of("skat_effect_lowers", value=self.value)
        return Reason.of("skat_effect_raises")


@dataclass(frozen=True, slots=True)
class ValueTable:
    """The bid values of every contract a hand may declare (see the module docstring)."""

    cards: tuple[Card, ...]  # as given: 10 or 12
    skat: tuple[Card, ...] | None
    rules: RuleSet
    entries: tuple[ContractValue, ...]
    skat_effects: tuple[SkatEffect, ...]

    @property
    def picked_up(self) -> bool:
        """Whether the table is for 12 cards after picking up (no hand games)."""
        return len(self.cards) == 12

    def entry(self, contract: Contract) -> ContractValue:
        """The entry of `contract`; raises `KeyError` when the hand cannot declare it."""
        for entry in self.entries:
            if entry.contract == contract:
                return entry
        raise KeyError(contract)

    def as_dict(self) -> dict[str, Any]:
        """The JSON form of ``kiebitz value --json``."""
        return {
            "cards": [card.name for card in self.cards],
            "skat": None if self.skat is None else [card.name for card in self.skat],
            "games": [
                {
                    "game": GAME_KEYS[entry.contract.game],
                    "hand": entry.contract.hand,
                    "announce": ANNOUNCE_KEYS[entry.contract.announce],
                    "ouvert": entry.contract.ouvert,
                    "matadors": entry.matadors,
                    "value": entry.value,
                }
                for entry in self.entries
            ],
        }


GAME_KEYS: dict[GameType, str] = {
    GameType.DIAMONDS: "diamonds",
    GameType.HEARTS: "hearts",
    GameType.SPADES: "spades",
    GameType.CLUBS: "clubs",
    GameType.GRAND: "grand",
    GameType.NULL: "null",
}
ANNOUNCE_KEYS: dict[Announcement, str | None] = {
    Announcement.NONE: None,
    Announcement.SCHNEIDER: "schneider",
    Announcement.SCHWARZ: "schwarz",
}
TABLE_ORDER: tuple[GameType, ...] = (*SUIT_GAMES, GameType.GRAND, GameType.NULL)


def declarable_contracts(picked_up: bool) -> tuple[Contract, ...]:
    """The contracts in table order: by game, pick-up before hand, then rising levels."""
    pool = PICKUP_CONTRACTS if picked_up else PICKUP_CONTRACTS + HAND_CONTRACTS

    def key(contract: Contract) -> tuple[int, int, int, int]:
        order = TABLE_ORDER.index(contract.game)
        return (order, contract.ouvert and contract.game is not GameType.NULL, *_levels(contract))

    return tuple(sorted(pool, key=key))


def _levels(contract: Contract) -> tuple[int, int]:
    if contract.game is GameType.NULL:
        return (contract.ouvert, contract.hand)
    return (contract.hand, contract.announce.value)


def value_table(
    cards: Iterable[Card], rules: RuleSet, skat: Iterable[Card] | None = None
) -> ValueTable:
    """The bid-value table of a hand: 10 cards (skat known or not) or 12 after picking up.

    Raises `HandError` for a wrong number of cards, a skat next to 12 cards, or a card given twice.
    """
    hand = tuple(cards)
    known_skat = None if skat is None else tuple(skat)
    _check(hand, known_skat)
    known = CardSet.of(hand + (known_skat or ()))
    open_skat = len(hand) == 10 and known_skat is None
    entries: list[ContractValue] = []
    effects: list[SkatEffect] = []
    for game in TABLE_ORDER:
        counted = matadors(game, known)
        possible = _possible_matadors(game, known) if open_skat else (counted,)
        exact = counted if len(possible) == 1 else None
        for contract in declarable_contracts(len(hand) == 12):
            if contract.game is game:
                breakdown = game_value(contract, counted, rules=rules)
                entries.append(ContractValue(contract, exact, breakdown.value, breakdown, possible))
        if open_skat and game is not GameType.NULL:
            effects.extend(_skat_effects(game, known, counted, rules))
    return ValueTable(hand, known_skat, rules, tuple(entries), tuple(effects))


def _check(hand: tuple[Card, ...], skat: tuple[Card, ...] | None) -> None:
    if len(hand) not in (10, 12):
        raise HandError(
            f"give 10 cards (before the skat) or 12 (after picking it up), not {len(hand)}"
        )
    if skat is not None:
        if len(hand) == 12:
            raise HandError("with 12 cards the skat is already in the hand")
        if len(skat) != 2:
            raise HandError(f"the skat has 2 cards, not {len(skat)}")
    seen: set[Card] = set()
    places = [f"card {i}" for i in range(1, len(hand) + 1)]
    places += [f"skat card {i}" for i in range(1, len(skat or ()) + 1)]
    for place, card in zip(places, hand + (skat or ()), strict=True):
        if card in seen:
            raise HandError(f"{place} {card.name}: this card is given twice")
        seen.add(card)


def _possible_matadors(game: GameType, known: CardSet) -> tuple[int, ...]:
    """Every matador count some skat of two unseen cards would give."""
    unseen = CardSet.full() - known
    relevant = [card for card in matador_sequence(game) if card in unseen]
    # at least 20 unseen cards are irrelevant, so a skat may hold 2, 1 or 0 of the relevant ones
    skats: list[tuple[Card, ...]] = [*combinations(relevant, 2), *((c,) for c in relevant), ()]
    found = {matadors(game, known | CardSet.of(skat)) for skat in skats}
    return tuple(sorted(found))


def _skat_effects(game: GameType, known: CardSet, counted: int, rules: RuleSet) -> list[SkatEffect]:
    plain = Contract(game)
    before = game_value(plain, counted, rules=rules).value
    effects = []
    for card in matador_sequence(game):
        if card in known:
            continue
        changed = matadors(game, known.add(card))
        if changed != counted:
            value = game_value(plain, changed, rules=rules).value
            effects.append(SkatEffect(game, card, counted, changed, before, value))
    return effects
