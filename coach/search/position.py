"""A card-play position with all cards open: what the double-dummy solver works on."""

from __future__ import annotations

from dataclasses import dataclass

from coach.rules.actions import Seat
from coach.rules.cards import Card, CardSet, Mask
from coach.rules.contract import GameType
from coach.rules.game import GameState, Phase
from coach.rules.rule_set import TRICK_RULES


class NotInPlayError(ValueError):
    """The state is not in card play (or has no contract), so there is nothing to solve."""


@dataclass(frozen=True, slots=True)
class Position:
    """Hands, the trick on the table and the score so far of one card-play moment.

    `points` are the declarer's card points so far (skat included, as in the ISS result);
    the early ends of the rules are derived from the trick counts: a Null declarer's first
    trick, a defenders' trick when Schwarz was announced (always so in suit or Grand ouvert).
    """

    game: GameType
    declarer: Seat
    hands: tuple[Mask, Mask, Mask]
    leader: Seat
    trick: tuple[Card, ...] = ()
    points: int = 0
    declarer_tricks: int = 0
    defender_tricks: int = 0
    schwarz_announced: bool = False

    @classmethod
    def of(cls, state: GameState) -> Position:
        """The position of a game in card play (or finished after play)."""
        if state.contract is None or state.declarer is None or state.phase is Phase.BIDDING:
            raise NotInPlayError("the game has no contract yet: nothing to solve")
        declarer = state.declarer
        won = [t for t in state.tricks if t.winner == declarer]
        return cls(
            game=state.contract.game,
            declarer=declarer,
            hands=(state.hands[0].mask, state.hands[1].mask, state.hands[2].mask),
            leader=state.leader,
            trick=state.trick,
            points=state.skat.points + sum(t.points for t in won),
            declarer_tricks=len(won),
            defender_tricks=len(state.tricks) - len(won),
            schwarz_announced=state.contract.schwarz_announced,
        )

    @property
    def to_move(self) -> Seat:
        return (self.leader + len(self.trick)) % 3

    @property
    def is_over(self) -> bool:
        """No cards left, or an early end the rules force."""
        if not (self.hands[0] | self.hands[1] | self.hands[2]):
            return True
        if self.game is GameType.NULL:
            return self.declarer_tricks > 0
        return self.schwarz_announced and self.defender_tricks > 0

    def legal(self) -> CardSet:
        """The cards the player to move may play (none when the game is over)."""
        if self.is_over:
            return CardSet()
        led = self.trick[0] if self.trick else None
        return CardSet(TRICK_RULES[self.game].legal_mask(self.hands[self.to_move], led))

    def play(self, card: Card) -> Position:
        """The position after the player to move plays `card` (assumed legal)."""
        seat = self.to_move
        hands = list(self.hands)
        hands[seat] &= ~(1 << card)
        trick = (*self.trick, card)
        if len(trick) < 3:
            return Position(
                self.game,
                self.declarer,
                (hands[0], hands[1], hands[2]),
                self.leader,
                trick,
                self.points,
                self.declarer_tricks,
                self.defender_tricks,
                self.schwarz_announced,
            )
        winner = (self.leader + TRICK_RULES[self.game].winner(trick)) % 3
        mine = winner == self.declarer
        gained = sum(c.points for c in trick) if mine else 0
        return Position(
            self.game,
            self.declarer,
            (hands[0], hands[1], hands[2]),
            winner,
            (),
            self.points + gained,
            self.declarer_tricks + mine,
            self.defender_tricks + (not mine),
            self.schwarz_announced,
        )

    def interchangeable(self) -> list[tuple[Card, ...]]:
        """The legal cards in groups that play alike, so that one of each group is enough.

        Cards of one follow class with no card of another player (or on the table) between
        them in strength and with equal points lead to the same result.
        """
        rules = TRICK_RULES[self.game]
        seat = self.to_move
        others = self.hands[(seat + 1) % 3] | self.hands[(seat + 2) % 3]
        for card in self.trick:
            others |= 1 << card
        legal = self.legal().mask
        groups: dict[tuple[int, int, int], list[Card]] = {}
        alive = sorted(
            (c for c in Card if (legal | others) >> c & 1),
            key=lambda c: (rules.follow_class[c], -rules.strength[c]),
        )
        run = 0
        previous_class = -1
        for card in alive:
            if rules.follow_class[card] != previous_class or others >> card & 1:
                run += 1
                previous_class = rules.follow_class[card]
            if legal >> card & 1:
                groups.setdefault((run, rules.follow_class[card], card.points), []).append(card)
        return [tuple(cards) for cards in groups.values()]
