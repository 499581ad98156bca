"""No German word in the English output of ``kiebitz hint``, ``advise`` and ``review``.

500 positions come from seeded games (the coach and a random player mixed); each command answers
in English the way the command line does (its answer and its printed text). German is recognised
by the words only German texts of the catalogue use, by common German words, and by German card
letters (``♣B``, ``♠D``). Skat terms that stay German in English (Skat, Grand, Null, Hand,
Schneider, Schwarz, ...) are allowed: the English catalogue uses them too.
"""

from __future__ import annotations

import contextlib
import io
import random
import re
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import pytest

from coach.cli import advise, hint, review
from coach.rules.actions import Deal
from coach.rules.contract import ISKO
from coach.rules.game import GameState, apply
from coach.rules.view import view_of
from lab.arena import coach_player, random_player
from words.catalogue import read_catalogue

POSITIONS = 500
CHUNKS = 5  # the positions in five tests, so that parallel workers share them
# Common German words (none that is also English: an, am, die), and those of the proverbs.
_COMMON_GERMAN = (
    "der das dem den des und oder mit ohne ist nicht kein keine ein eine einen zu auf für "
    "von vom zum zur lang kurz Feinde Freunde gesehn Ass Zehn Bube Dame König Stich Stiche Trumpf "
    "Trümpfe Farbe Augen Über über Dörfer spielen gewinnt verliert Karte Karten Gegner Spieler "
    "Alleinspieler Vorhand Mittelhand Hinterhand Drücken Reizen"
)
GERMAN_WORDS = frozenset(_COMMON_GERMAN.split())
GERMAN_CARD = re.compile(r"[♣♠♥♦](B|D)\b")


def _words(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-zÄÖÜäöüß]{2,}", re.sub(r"\{\w+\}", " ", text)))


@cache
def german_words() -> frozenset[str]:
    """Words of the German texts that no English text uses, and the common German words."""
    german = set().union(*map(_words, read_catalogue("de").values()))
    english = set().union(*map(_words, read_catalogue("en").values()))
    return frozenset((german - english) | GERMAN_WORDS)


def german_in(text: str) -> set[str]:
    found = _words(text) & german_words()
    return found | {match.group(0) for match in GERMAN_CARD.finditer(text)}


def test_the_detector_finds_german_and_spares_skat_terms() -> None:
    assert german_in("Dem Feinde lang: lead ♣B") == {"Dem", "Feinde", "lang", "♣B"}
    assert german_in("Trumpf ziehen: die Gegner haben noch Trümpfe.") >= {"Trumpf", "ziehen"}
    assert german_in("Play Grand Hand Schneider: ♣J wins the Skat.") == set()


def _games(seed: str) -> Iterator[list[GameState]]:
    """Seeded games, each as the list of its states from the deal to the end."""
    for number in range(10_000):
        rng = random.Random(f"{seed}-{number}")
        state = GameState.new(Deal.shuffled(rng), ISKO)
        states = [state]
        coached = rng.random()
        while not state.is_over:
            player = coach_player if rng.random() < coached else random_player
            seat = state.to_move
            assert seat is not None
            action, _ = player(view_of(state, seat), rng)
            state = apply(state, action)
            states.append(state)
        yield states


@cache
def positions() -> tuple[GameState, ...]:
    """`POSITIONS` decisions, at most eight from each game, spread over its phases."""
    chosen: list[GameState] = []
    for number, states in enumerate(_games("words-positions")):
        open_states = [state for state in states if not state.is_over]
        rng = random.Random(number)
        chosen += rng.sample(open_states, min(8, len(open_states)))
        if len(chosen) >= POSITIONS:
            return tuple(chosen[:POSITIONS])
    raise AssertionError("not enough positions")


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def _output(answer: dict[str, Any], print_text: Callable[[str, dict[str, Any]], None]) -> str:
    """The answer as the command prints it (text) and as its JSON strings."""
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        print_text("1", answer)
    return "\n".join([printed.getvalue(), *_strings(answer)])


def _assert_english(outputs: Iterator[str]) -> None:
    seen = 0
    for text in outputs:
        seen += 1
        assert not german_in(text), f"German in English output: {german_in(text)}\n{text}"
    assert seen


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_hint_speaks_english(chunk: int) -> None:
    part = positions()[chunk::CHUNKS]
    _assert_english(_output(hint.hint(state, "en"), hint._print_text) for state in part)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_advise_speaks_english(chunk: int) -> None:
    part = positions()[chunk::CHUNKS]
    with contextlib.redirect_stderr(io.StringIO()):  # the progress bar
        _assert_english(
            _output(advise.advise(state, 1, 0, "en"), advise._print_text) for state in part
        )


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_review_speaks_english(chunk: int) -> None:
    """Reviews of declared games grade each card decision of one seat: 500 in all."""

    def reviews() -> Iterator[str]:
        graded = 0
        for number, states in enumerate(_games(f"words-review-{chunk}")):
            final = states[-1]
            if final.declarer is None:
                continue
            seat = (final.declarer + number) % 3
            answer = review.review(final, seat, 1, "en")
            graded += len(answer["decisions"])
            yield _output(answer, review._print_text)
            if graded >= POSITIONS // CHUNKS:
                return

    with contextlib.redirect_stderr(io.StringIO()):
        _assert_english(reviews())
