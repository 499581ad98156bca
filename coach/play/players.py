"""Engine opponents for coached play: three strengths, each deciding from its own seat's view.

A `Player` sees a `PlayerView` only — what a person in its seat may see — and answers with a
`Decision` whose reasons say why ("why?" on any engine move). Seeds make every choice
repeatable: the same view and seed give the same move.

* `Strength.BEGINNER` plays the heuristic coach's move but slips as people new to the game do,
  seeded: it grabs a trick with its highest card, or takes the coach's second choice.
* `Strength.CLUB` is the heuristic coach (`heuristic.decide`): sound rules of thumb.
* `Strength.STRONG` checks its card play by search (`search.advise`): every legal card played
  out double dummy in worlds sampled from its view; auction and declaration as the coach.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from coach.heuristic import decide, patrol_care
from coach.rules.actions import Play
from coach.rules.decision import Decision, Option
from coach.rules.explain import Reason
from coach.rules.game import Phase
from coach.rules.rule_set import TRICK_RULES
from coach.rules.view import PlayerView
from coach.sampled import advise

BEGINNER_SLIP = 0.3  # how often the beginner leaves the coach's card
STRONG_WORLDS = 12  # worlds the strong player samples for a card


class Strength(Enum):
    """How well an engine opponent plays, weakest first."""

    BEGINNER = "beginner"
    CLUB = "club"
    STRONG = "strong"

    @property
    def reason(self) -> Reason:
        """What this strength means, for the learner choosing opponents."""
        if self is Strength.BEGINNER:
            return Reason.of("strength_beginner")
        if self is Strength.CLUB:
            return Reason.of("strength_club")
        return Reason.of("strength_strong")


class Player(Protocol):
    def decide(self, view: PlayerView, seed: int) -> Decision:
        """The action for `view.seat` (which must be to move), with its reasons."""
        ...


@dataclass(frozen=True, slots=True)
class ClubPlayer:
    """The heuristic coach."""

    def decide(self, view: PlayerView, seed: int) -> Decision:
        return decide(view)


@dataclass(frozen=True, slots=True)
class BeginnerPlayer:
    """The coach's decisions, with seeded slips in card play."""

    slip: float = BEGINNER_SLIP

    def decide(self, view: PlayerView, seed: int) -> Decision:
        decision = decide(view)
        rng = random.Random(seed)
        if view.phase is not Phase.PLAY or rng.random() >= self.slip:
            return decision
        plays = [o for o in decision.alternatives if isinstance(o.action, Play)]
        others = [o for o in plays if o.action != decision.action]
        if not others:
            return decision
        if rng.random() < 0.5:
            option = max(plays, key=lambda o: _strength(view, o))
            head = "beginner_grabs"
        else:
            option = max(others, key=lambda o: o.score)
            head = "beginner_second"
        if option.action == decision.action:
            return decision
        assert isinstance(option.action, Play)
        reasons = (Reason.of(head, card=option.action.card), *option.reasons)
        return Decision(view.seat, option.action, reasons, decision.alternatives)


def _strength(view: PlayerView, option: Option) -> int:
    assert isinstance(option.action, Play) and view.contract is not None
    return TRICK_RULES[view.contract.game].strength[option.action.card]


@dataclass(frozen=True, slots=True)
class StrongPlayer:
    """Card play checked by search; the auction and the declaration as the coach."""

    worlds: int = STRONG_WORLDS

    def decide(self, view: PlayerView, seed: int) -> Decision:
        if view.phase is not Phase.PLAY or len(view.legal_cards()) <= 1 or view.ramsch:
            return decide(view)  # the search plays declarer games only; Ramsch by rule of thumb
        if view.partner_hand:  # a Revolution's defender knows every card: worked out exactly
            return decide(view)
        if view.announce_options:
            said = decide(view)
            if not isinstance(said.action, Play):
                return said
        return patrol_care(view, advise(view, self.worlds, seed))


ENGINES: dict[Strength, Player] = {
    Strength.BEGINNER: BeginnerPlayer(),
    Strength.CLUB: ClubPlayer(),
    Strength.STRONG: StrongPlayer(),
}


def engine(strength: Strength) -> Player:
    """The engine opponent of `strength`."""
    return ENGINES[strength]
