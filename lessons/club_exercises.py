"""Exercises on the club rules: what a Ramsch writes, a list entry with Kontra or Re, and which
two cards to pass on in Schieberamsch.

The coach plays each game out in every seat (`lessons.played.play_out`) under the learner's
rules with the club option switched on; the rules score it (`coach.rules.result`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from coach.heuristic import danger, pass_on_cards
from coach.rules import (
    SEATS,
    Card,
    CardSet,
    Deal,
    GameResult,
    GameState,
    GameType,
    Kontra,
    KontraWho,
    Pass,
    RamschResult,
    Rank,
    Re,
    Reason,
    RuleSet,
    ScoringList,
    Seat,
    apply,
    game_points,
    own_rules,
    result,
    sort_for_game,
)
from lessons.exercises import PLAYERS, Answer, Exercise, Input, Kind, Shown, reason
from lessons.played import DECLARER, PlayedGame, declared, play_out
from lessons.played_exercises import PlayedExercise


def ramsch_rules(rules: RuleSet) -> RuleSet:
    """`rules` with Ramsch on (as the learner set it up, if it is on already)."""
    return rules if rules.ramsch else own_rules("Ramsch", rules, ramsch=True)


@lru_cache(maxsize=128)
def _ramsch(seed: int, rules: RuleSet) -> GameState:
    """A deal everyone passes, played out as a Ramsch by the coach in every seat."""
    state = GameState.new(Deal.shuffled(random.Random(seed)), rules)
    for _ in SEATS:
        state = apply(state, Pass())
    return play_out(state)


@dataclass(frozen=True, slots=True)
class RamschScore(Exercise):
    """A Ramsch has been played: what does the player with the most Augen (or the one who made
    a Durchmarsch) write on the list?"""

    kind: ClassVar[Kind] = Kind.RAMSCH_SCORE
    input: ClassVar[Input] = Input.SIGNED_NUMBER
    seed: int
    rules: RuleSet  # Ramsch on

    def state(self) -> GameState:
        return _ramsch(self.seed, self.rules)

    def outcome(self) -> RamschResult:
        played = result(self.state()).ramsch
        assert played is not None
        return played

    def seat(self) -> Seat:
        """The seat asked about: the Durchmarsch, else the (first) loser, else forehand."""
        outcome = self.outcome()
        if outcome.durchmarsch is not None:
            return outcome.durchmarsch
        return outcome.losers[0] if outcome.losers else SEATS[0]

    def question(self) -> Reason:
        last = self.state().tricks[-1].winner
        return reason("q_ramsch_score", player=PLAYERS[self.seat()], last=PLAYERS[last])

    def shown(self) -> tuple[Shown, ...]:
        state = self.state()
        groups = []
        for seat in SEATS:
            won = [card for trick in state.tricks if trick.winner == seat for card in trick.cards]
            cards = tuple(sort_for_game(GameType.GRAND, won))
            tricks = len(won) // 3
            groups.append(
                Shown(reason("show_ramsch_tricks", player=PLAYERS[seat], tricks=tricks), cards)
            )
        return (*groups, Shown(reason("show_skat"), tuple(state.skat)))

    def answer(self) -> int:
        return self.outcome().scores[self.seat()]

    def why(self) -> tuple[Reason, ...]:
        outcome = self.outcome()
        reasons = [
            reason("why_ramsch_augen", player=PLAYERS[seat], augen=outcome.augen[seat])
            for seat in SEATS
        ]
        takers = tuple(PLAYERS[seat] for seat in outcome.skat_to)
        reasons.append(reason("why_ramsch_skat", points=outcome.skat_points, player=takers[0]))
        if outcome.durchmarsch is not None:
            reasons.append(reason("why_ramsch_durchmarsch", player=PLAYERS[outcome.durchmarsch]))
        elif outcome.jungfrau and self.rules.jungfrau_doubles:
            reasons.append(reason("why_ramsch_jungfrau", count=len(outcome.jungfrau)))
        return tuple(reasons)

    def mistakes(self, given: Answer) -> tuple[Reason, ...]:
        answer = self.answer()
        if isinstance(given, int) and given == -answer and answer < 0:
            return (reason("mistake_ramsch_minus"),)
        jungfrau = self.outcome().jungfrau
        if isinstance(given, int) and jungfrau and given * 2 ** len(jungfrau) == answer:
            return (reason("mistake_jungfrau_not_doubled"),)
        return ()


def kontra_rules(rules: RuleSet, said: int) -> RuleSet:
    """`rules` with Kontra open to every defender, and Re only when it is said (`said` 2)."""
    return own_rules("Kontra", rules, kontra=KontraWho.ANY_DEFENDER, re=said == 2)


@dataclass(frozen=True, slots=True)
class KontraScore(PlayedExercise):
    """A game with Kontra (and Re): what goes on the simple list for the declarer?"""

    kind: ClassVar[Kind] = Kind.KONTRA_SCORE
    input: ClassVar[Input] = Input.SIGNED_NUMBER
    question_code: ClassVar[str] = "q_kontra_score"
    said: int = 1  # 1 Kontra, 2 Kontra and Re

    def question(self) -> Reason:
        played = self.with_kontra()
        return reason(
            self.question_code,
            bid=self.game.bid,
            points=played.declarer_points,
            contract=self.game.contract,
            said=reason("said_kontra_re" if self.said == 2 else "said_kontra"),
        )

    def with_kontra(self) -> GameResult:
        return result(_with_kontra(self.game, self.said))

    def answer(self) -> int:
        return game_points(self.with_kontra(), ScoringList.SIMPLE, rules=self.game.rules)[0]

    def why(self) -> tuple[Reason, ...]:
        played = self.with_kontra()
        plain = played.score // 2**played.kontra
        return (
            reason("why_kontra_doubles", plain=plain, times=2**played.kontra, score=played.score),
        )

    def mistakes(self, given: Answer) -> tuple[Reason, ...]:
        played = self.with_kontra()
        plain = played.score // 2**played.kontra
        if isinstance(given, int) and given == plain and plain != self.answer():
            return (reason("mistake_kontra_not_doubled"),)
        return ()


@lru_cache(maxsize=128)
def _with_kontra(game: PlayedGame, said: int) -> GameState:
    """The game with Kontra said by forehand before the first card (and Re answered when `said`
    is 2), played out by the coach."""
    state = apply(declared(game), Kontra((DECLARER + 1) % 3))
    if said == 2:
        state = apply(state, Re())
    return play_out(state)


@dataclass(frozen=True, slots=True)
class PassTwoOn(Exercise):
    """Schieberamsch: you took the skat up; which two cards do you pass on? The heuristic coach's
    pair is the answer (`coach.heuristic.pass_on_cards`); a pair of the same danger is too."""

    kind: ClassVar[Kind] = Kind.PASS_ON
    input: ClassVar[Input] = Input.CARDS
    cards: CardSet  # the twelve cards: hand and skat
    rules: RuleSet

    def __post_init__(self) -> None:
        if len(self.cards) != 12:
            raise ValueError("passing on needs twelve cards: the hand and the skat")

    def question(self) -> Reason:
        return reason(
            "q_pass_on", jacks=reason("jacks_may" if self.rules.push_jacks else "jacks_stay")
        )

    def shown(self) -> tuple[Shown, ...]:
        return (Shown(reason("show_your_twelve"), self.choices(), GameType.GRAND),)

    def choices(self) -> tuple[Card, ...]:
        return tuple(sort_for_game(GameType.GRAND, self.cards))

    def answer(self) -> CardSet:
        return CardSet.of(pass_on_cards(self.cards, self.rules.push_jacks))

    def why(self) -> tuple[Reason, ...]:
        return (
            Reason.of("ramsch_pass_on", cards=pass_on_cards(self.cards, self.rules.push_jacks)),
        )

    def _tiers(self, cards: CardSet) -> list[int]:
        return sorted(danger(card, self.cards)[0] for card in cards)

    def as_good(self, given: Answer) -> bool:
        if not isinstance(given, CardSet) or len(given) != 2 or given - self.cards:
            return False
        if self._jacks(given) and not self.rules.push_jacks:
            return False
        return self._tiers(given) == self._tiers(self.answer())

    def mistakes(self, given: Answer) -> tuple[Reason, ...]:
        if not isinstance(given, CardSet):
            return ()
        if len(given) != 2:
            return (reason("mistake_discard_two", count=len(given)),)
        jacks = self._jacks(given)
        if jacks and not self.rules.push_jacks:
            return (reason("mistake_pass_on_jack", cards=jacks),)
        return ()

    @staticmethod
    def _jacks(cards: CardSet) -> CardSet:
        return CardSet.of(card for card in cards if card.rank is Rank.JACK)
