"""Scoring a Ramsch (seed 000, Ramsch): no declarer, every player counts his own Augen.

The player with the most Augen loses them as minus (players tied for the most all lose; when all
three tie nobody does). The skat's Augen go to the winner of the last trick or to the player with
the most Augen in his tricks (`RuleSet.ramsch_skat`). A player without a trick is a Jungfrau and
doubles the loser's minus once per Jungfrau; a player who takes every trick makes a Durchmarsch
and wins 120 instead (`RuleSet.durchmarsch`). Whether a trick without Augen counts as a trick for
both is `RuleSet.empty_tricks_count`; some tables write every player's Augen as minus
(`RuleSet.ramsch_all_written`).

Schieberamsch (`RuleSet.schieberamsch`, seed 000 Sonderspiele; the rule as XSkat plays it): before
the first card each seat from forehand on takes the skat up and passes two cards on, or pushes it
on unseen; every unseen push doubles each list score of the Ramsch.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from coach.rules.actions import SEATS, Seat
from coach.rules.cards import CardSet
from coach.rules.club import RamschSkat
from coach.rules.contract import RuleSet

DURCHMARSCH_POINTS = 120


@dataclass(frozen=True, slots=True)
class RamschResult:
    """A finished Ramsch: Augen and tricks per seat, the skat, the losers and each list score."""

    trick_augen: tuple[int, int, int]  # Augen in each seat's tricks (skat not included)
    tricks: tuple[int, int, int]  # tricks each seat took
    skat_points: int
    skat_to: tuple[Seat, ...]  # who counts the skat's Augen
    losers: tuple[Seat, ...]  # empty when all tie or after a Durchmarsch
    jungfrau: tuple[Seat, ...]  # seats without a (counted) trick
    durchmarsch: Seat | None
    scores: tuple[int, int, int]  # each seat's list score
    pushed: int = 0  # Schieberamsch: unseen pushes, each doubled the scores

    @property
    def augen(self) -> tuple[int, int, int]:
        """Each seat's Augen with the skat where it went (the skat counts for each seat in
        `skat_to`)."""
        with_skat = [
            self.trick_augen[s] + (self.skat_points if s in self.skat_to else 0) for s in SEATS
        ]
        return (with_skat[0], with_skat[1], with_skat[2])


@dataclass(frozen=True, slots=True)
class RamschTrick:
    """What scoring needs of a trick: who took it and its Augen."""

    winner: Seat
    points: int


def ramsch_result(
    tricks: Sequence[RamschTrick], skat: CardSet, rules: RuleSet, pushed: int = 0
) -> RamschResult:
    """Score a Ramsch from its ten tricks and the skat under `rules`, doubled once for each of
    the `pushed` unseen pushes of a Schieberamsch."""
    if len(tricks) != 10:
        raise ValueError(f"a Ramsch is scored after ten tricks, not {len(tricks)}")
    trick_augen = [0, 0, 0]
    taken = [0, 0, 0]
    counted = [0, 0, 0]
    for trick in tricks:
        trick_augen[trick.winner] += trick.points
        taken[trick.winner] += 1
        if rules.empty_tricks_count or trick.points > 0:
            counted[trick.winner] += 1
    jungfrau = tuple(s for s in SEATS if counted[s] == 0)
    skat_points = skat.points
    durchmarsch = None
    if rules.durchmarsch and len(jungfrau) == 2:
        durchmarsch = next(s for s in SEATS if s not in jungfrau)
    if rules.ramsch_skat is RamschSkat.LAST_TRICK:
        skat_to: tuple[Seat, ...] = (tricks[-1].winner,)
        totals = [trick_augen[s] + (skat_points if s in skat_to else 0) for s in SEATS]
        most = max(totals)
        losers = tuple(s for s in SEATS if totals[s] == most)
    else:
        most = max(trick_augen)
        losers = tuple(s for s in SEATS if trick_augen[s] == most)
        skat_to = losers
        totals = [trick_augen[s] + (skat_points if s in skat_to else 0) for s in SEATS]
    if len(losers) == 3:
        losers = ()
    scores = [0, 0, 0]
    doubled = 2**pushed
    if durchmarsch is not None:
        scores[durchmarsch] = doubled * DURCHMARSCH_POINTS
        losers = ()
    else:
        factor = doubled * (2 ** len(jungfrau) if rules.jungfrau_doubles else 1)
        for seat in SEATS:
            if seat in losers:
                scores[seat] = -factor * totals[seat]
            elif rules.ramsch_all_written:
                scores[seat] = -doubled * totals[seat]
    return RamschResult(
        trick_augen=(trick_augen[0], trick_augen[1], trick_augen[2]),
        tricks=(taken[0], taken[1], taken[2]),
        skat_points=skat_points,
        skat_to=skat_to,
        losers=losers,
        jungfrau=jungfrau,
        durchmarsch=durchmarsch,
        scores=(scores[0], scores[1], scores[2]),
        pushed=pushed,
    )
