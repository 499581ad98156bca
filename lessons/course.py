"""The course: lessons read from `lessons/content/*.toml`, in both languages, in order.

A lesson file holds the title and summary, sections of explanation (each with cards to draw and
optionally a worked example the engine solves), hand-picked exercises in card notation (an
optional ``expect`` that a test checks against `coach`), and drills: exercise kinds generated
from seeded random deals, so the practice never runs out.
"""

from __future__ import annotations

import random
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from coach.rules import (
    ISKO,
    SEATS,
    Card,
    CardSet,
    Contract,
    Deal,
    GameType,
    RuleSet,
    Seat,
    parse_card,
    parse_cards,
)
from lessons.club_exercises import (
    KontraScore,
    PassTwoOn,
    RamschScore,
    kontra_rules,
    ramsch_rules,
)
from lessons.exercises import (
    PLAYERS,
    Answer,
    CountPoints,
    Exercise,
    Kind,
    LegalCards,
    SeatRole,
    TrickWinner,
)
from lessons.generate import generate
from lessons.played import PlayedGame
from lessons.played_exercises import (
    DefenderCard,
    Discard,
    GameWon,
    ListScore,
    OverbidCharge,
    TournamentScore,
)
from lessons.value_exercises import GameValueExercise, Matadors, MaxBid, NextBid
from words import LANGS, Lang

CONTENT = Path(__file__).parent / "content"
COURSE_RULES = ISKO
"""The rules the stated answers (``expect``) of the lessons follow; learners may pick others."""


class LessonError(ValueError):
    """A lesson file that cannot be used, naming the file and the field."""


@dataclass(frozen=True, slots=True)
class Section:
    """A piece of explanation with the cards it talks about and an optional worked example."""

    text: Mapping[Lang, str]
    cards: tuple[Card, ...] = ()
    game: GameType | None = None
    example: Fixed | None = None  # a worked example: the engine's answer is shown


@dataclass(frozen=True, slots=True)
class Fixed:
    """A hand-picked exercise; `expect` (if given) must agree with the engine's answer.

    `exercise` is posed under `COURSE_RULES`; `under` poses the same question under other rules.
    """

    spec: Mapping[str, Any]
    exercise: Exercise
    expect: Answer | None

    def under(self, rules: RuleSet) -> Exercise:
        """The exercise under `rules` (the engine's answer may differ from `expect`)."""
        return self.exercise if rules == COURSE_RULES else exercise_from_spec(self.spec, rules)


@dataclass(frozen=True, slots=True)
class Drill:
    """Generated practice: a kind of exercise and the games it may use."""

    kind: Kind
    games: tuple[GameType, ...]
    plain: bool = False  # no hand games or announcements (before the lessons that teach them)


@dataclass(frozen=True, slots=True)
class Lesson:
    number: int
    slug: str
    title: Mapping[Lang, str]
    summary: Mapping[Lang, str]
    sections: tuple[Section, ...]
    fixed: tuple[Fixed, ...]
    drills: tuple[Drill, ...]
    goal: int  # right answers that complete the lesson

    def exercise(self, index: int, seed: int, rules: RuleSet) -> Exercise:
        """Exercise number `index` under `rules`: the hand-picked ones first, then generated ones
        forever."""
        if index < len(self.fixed):
            return self.fixed[index].under(rules)
        if not self.drills:
            return self.fixed[index % len(self.fixed)].under(rules)
        drill = self.drills[(index - len(self.fixed)) % len(self.drills)]
        return _drill(drill, seed * 1_000_003 + self.number * 1_009 + index, rules)


@lru_cache(maxsize=256)
def _drill(drill: Drill, seed: int, rules: RuleSet) -> Exercise:
    """A generated exercise, kept: a page asks for the same one at every run (the coach's
    declaration and play of a drilled game take a moment)."""
    return generate(drill.kind, random.Random(seed), rules, drill.games, drill.plain)


@cache
def course() -> tuple[Lesson, ...]:
    """All lessons in teaching order."""
    lessons = tuple(load_lesson(path) for path in sorted(CONTENT.glob("*.toml")))
    numbers = [lesson.number for lesson in lessons]
    if numbers != list(range(1, len(lessons) + 1)):
        raise LessonError(f"lessons must be numbered 1, 2, 3, … without gaps: {numbers}")
    return lessons


def lesson_by_slug(slug: str) -> Lesson:
    for lesson in course():
        if lesson.slug == slug:
            return lesson
    raise KeyError(slug)


def load_lesson(path: Path) -> Lesson:
    """Read one lesson file; every problem is reported with the file and field."""
    where = path.name
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        sections = tuple(
            _section(item, f"{where} sections[{i}]") for i, item in enumerate(data["sections"])
        )
        fixed = tuple(
            _fixed(item, f"{where} exercises[{i}]")
            for i, item in enumerate(data.get("exercises", []))
        )
        drills = tuple(
            Drill(
                Kind(item["kind"]),
                tuple(GameType(g) for g in item.get("games", ())),
                bool(item.get("plain", False)),
            )
            for item in data.get("drills", [])
        )
        if not fixed and not drills:
            raise LessonError(f"{where}: a lesson needs exercises or drills")
        return Lesson(
            number=int(data["number"]),
            slug=str(data["slug"]),
            title=_texts(data["title"], f"{where} title"),
            summary=_texts(data["summary"], f"{where} summary"),
            sections=sections,
            fixed=fixed,
            drills=drills,
            goal=int(data.get("goal", len(fixed) + 2)),
        )
    except LessonError:
        raise
    except (KeyError, ValueError, TypeError) as error:
        raise LessonError(f"{where}: {type(error).__name__}: {error}") from error


def _texts(value: Any, where: str) -> dict[Lang, str]:
    if not isinstance(value, Mapping):
        raise LessonError(f"{where}: expected a table with de and en")
    missing = [lang for lang in LANGS if not str(value.get(lang, "")).strip()]
    if missing:
        raise LessonError(f"{where}: text missing in {', '.join(missing)}")
    return {lang: str(value[lang]).strip() for lang in LANGS}


def _section(item: Mapping[str, Any], where: str) -> Section:
    example = item.get("example")
    return Section(
        text=_texts(item.get("text"), where),
        cards=parse_cards(item.get("cards", "")),
        game=GameType(item["game"]) if "game" in item else None,
        example=_fixed(example, f"{where} example") if example else None,
    )


def _fixed(item: Mapping[str, Any], where: str) -> Fixed:
    try:
        exercise = exercise_from_spec(item, COURSE_RULES)
        expect = parse_expect(exercise, item["expect"]) if "expect" in item else None
    except (KeyError, ValueError, TypeError) as error:
        raise LessonError(f"{where}: {type(error).__name__}: {error}") from error
    return Fixed(item, exercise, expect)


def _cards(item: Mapping[str, Any], key: str) -> CardSet:
    return CardSet.of(parse_cards(item[key]))


def _played(item: Mapping[str, Any], rules: RuleSet) -> PlayedGame:
    discard = parse_cards(item["discard"]) if "discard" in item else None
    if discard is not None and len(discard) != 2:
        raise ValueError("discard names two cards")
    return PlayedGame(
        hand=_cards(item, "hand"),
        skat=_cards(item, "skat"),
        contract=Contract.from_iss(item["contract"]),
        bid=int(item["bid"]),
        discard=(discard[0], discard[1]) if discard else None,
        seed=int(item.get("seed", 0)),
        rules=rules,
    )


SEAT_NAMES = ("forehand", "middlehand", "rearhand")
DEAL_TRIES = 200  # seeds tried for a deal in which the given trick is legal


def _defender_card(item: Mapping[str, Any], rules: RuleSet) -> DefenderCard:
    """The first trick as the lesson gives it; the unnamed cards are dealt from `seed` on until
    every card of the trick is a legal one."""
    hand = _cards(item, "hand")
    trick = parse_cards(item.get("trick", ""))
    declarer: Seat = SEAT_NAMES.index(str(item["declarer"]))
    contract = Contract.from_iss(item["contract"])
    seat = len(trick)
    unnamed = sorted(CardSet.full() - hand - CardSet.of(trick))
    first = int(item.get("seed", 0))
    error: Exception | None = None
    for seed in range(first, first + DEAL_TRIES):
        pool = list(unnamed)
        random.Random(seed).shuffle(pool)
        hands = [list(hand) if other == seat else [] for other in SEATS]
        for index, card in enumerate(trick):
            hands[index].append(card)
        for cards in hands:
            while len(cards) < 10:
                cards.append(pool.pop())
        deal = Deal(
            (CardSet.of(hands[0]), CardSet.of(hands[1]), CardSet.of(hands[2])), CardSet.of(pool)
        )
        discard = None if contract.hand else (pool[0], pool[1])  # the declarer keeps his cards
        try:
            return DefenderCard(deal, contract, declarer, discard, trick, rules)
        except ValueError as problem:  # a trick card this deal makes illegal: deal again
            error = problem
    raise ValueError(f"no deal makes the trick {list(trick)} legal: {error}")


def exercise_from_spec(item: Mapping[str, Any], rules: RuleSet) -> Exercise:
    """An exercise from its description in a lesson file (cards in any engine notation)."""
    kind = Kind(item["kind"])
    if kind is Kind.TRICK_WINNER:
        return TrickWinner(GameType(item["game"]), parse_cards(item["cards"]))
    if kind is Kind.LEGAL_CARDS:
        trick = parse_cards(item.get("trick", ""))
        return LegalCards(GameType(item["game"]), _cards(item, "hand"), trick)
    if kind is Kind.COUNT_POINTS:
        return CountPoints(_cards(item, "cards"))
    if kind is Kind.SEAT_ROLE:
        return SeatRole(str(item["role"]), PLAYERS.index(item["dealer"]))
    if kind is Kind.NEXT_BID:
        return NextBid(int(item["current"]), rules)
    if kind is Kind.MATADORS:
        return Matadors(GameType(item["game"]), _cards(item, "hand"), _cards(item, "skat"))
    if kind is Kind.GAME_VALUE:
        return GameValueExercise(
            Contract.from_iss(item["contract"]),
            _cards(item, "hand"),
            _cards(item, "skat"),
            rules,
            bool(item.get("schneider", False)),
            bool(item.get("schwarz", False)),
        )
    if kind is Kind.MAX_BID:
        return MaxBid(Contract.from_iss(item["contract"]), _cards(item, "hand"), rules)
    if kind is Kind.DISCARD:
        return Discard(
            Contract.from_iss(item["contract"]), _cards(item, "hand") | _cards(item, "skat")
        )
    if kind is Kind.DEFENDER_CARD:
        return _defender_card(item, rules)
    if kind is Kind.RAMSCH_SCORE:
        return RamschScore(int(item["seed"]), ramsch_rules(rules))
    if kind is Kind.PASS_ON:
        return PassTwoOn(_cards(item, "hand") | _cards(item, "skat"), ramsch_rules(rules))
    if kind is Kind.KONTRA_SCORE:
        said = int(item.get("said", 1))
        return KontraScore(_played(item, kontra_rules(rules, said)), said)
    played = _played(item, rules)
    if kind is Kind.GAME_WON:
        return GameWon(played)
    if kind is Kind.OVERBID_CHARGE:
        return OverbidCharge(played)
    if kind is Kind.TOURNAMENT_SCORE:
        return TournamentScore(played)
    return ListScore(played)


def parse_expect(exercise: Exercise, value: Any) -> Answer:
    """The stated answer of a hand-picked exercise, read in the type the engine answers in."""
    if exercise.kind is Kind.TRICK_WINNER:
        return parse_card(str(value))
    if exercise.kind in (Kind.LEGAL_CARDS, Kind.DISCARD, Kind.PASS_ON):
        return CardSet.of(parse_cards(str(value)))
    if exercise.kind is Kind.DEFENDER_CARD:
        return parse_card(str(value))
    if exercise.kind is Kind.SEAT_ROLE:
        return PLAYERS.index(str(value))
    if exercise.kind is Kind.GAME_WON:
        if not isinstance(value, bool):
            raise TypeError(f"expect must be true or false, not {value!r}")
        return value
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expect must be a whole number, not {value!r}")
    return value
