"""Damaged input loses nothing: every record start gets its record or an error naming its line,
and every damaged card string a result or a `CardNotationError` — never a traceback. Every
record's problem reads in words in every language.

Seeded, so a failure repeats; 10,000 damaged records and 10,000 damaged card strings per run.
"""

from __future__ import annotations

import random
from pathlib import Path

from coach.records.iss import IssFormatError, IssRecord, iter_records, record_starts
from coach.records.iss_replay import replay_record
from coach.rules.cards import Card
from coach.rules.contract import ISS
from coach.rules.notation import CardNotationError, parse_cards
from words import LANGS, record_problem

from .conftest import ISS_REAL
from .test_iss import EXAMPLE

RECORDS = 10_000
PER_FILE = 10
REPLAYS = 500  # replaying is slower than reading: a seeded sample of the records still readable
CARD_STRINGS = 10_000
NOISE = "[]();\\ \n\t?.:|,-_=+*#ÄäöÜß♣♠♥♦0123456789ABCDJKQTXabcdhjkqstwxyzGMIDMVR"


def _pool() -> list[str]:
    """Intact records: the annotated example and, beside the clone, the real ISS games."""
    texts = [EXAMPLE]
    if ISS_REAL.exists():
        real = Path(ISS_REAL).read_text(encoding="utf-8")
        starts = record_starts(real)
        ends = [*starts[1:], len(real)]
        texts += [real[a:b].strip() for a, b in zip(starts, ends, strict=True)]
    return texts


def _damage(text: str, rng: random.Random) -> str:
    """One to three random injuries: a span or a token deleted, noise or a stray line put in,
    a span doubled, a character replaced, the end cut off."""
    for _ in range(rng.randint(1, 3)):
        if not text:
            return text
        at = rng.randrange(len(text))
        kind = rng.randrange(7)
        if kind == 0:
            text = text[:at] + text[at + rng.randint(1, 20) :]
        elif kind == 1:
            tokens = text.split(" ")
            del tokens[rng.randrange(len(tokens))]
            text = " ".join(tokens)
        elif kind == 2:
            noise = "".join(rng.choice(NOISE) for _ in range(rng.randint(1, 8)))
            text = text[:at] + noise + text[at:]
        elif kind == 3:
            text = "stray line " + str(rng.random()) + "\n" + text
        elif kind == 4:
            span = text[at : at + rng.randint(1, 30)]
            text = text[:at] + span + text[at:]
        elif kind == 5:
            text = text[:at] + rng.choice(NOISE) + text[at + 1 :]
        else:
            text = text[: max(1, at)]
    return text


def _line_of(text: str, position: int) -> int:
    return text.count("\n", 0, position) + 1


def test_damaged_records_each_get_a_record_or_an_error_naming_their_line() -> None:
    rng = random.Random(20261124)
    pool = _pool()
    readable: list[IssRecord] = []
    damaged = 0
    while damaged < RECORDS:
        text = "\n".join(_damage(rng.choice(pool), rng) for _ in range(PER_FILE))
        damaged += PER_FILE
        starts = record_starts(text)
        items = list(iter_records(text))
        assert len(items) == len(starts), "a record start got neither a record nor an error"
        for start, item in zip(starts, items, strict=True):
            line = _line_of(text, start)
            if isinstance(item, IssFormatError):
                assert item.line == line and f"line {line}" in str(item)
                _readable_in_every_language(item)
            else:
                assert item.line == line
                readable.append(item)
    assert readable, "some damage leaves a record readable"
    for record in rng.sample(readable, min(REPLAYS, len(readable))):
        try:
            replay_record(record, ISS)
        except IssFormatError as error:
            assert record.id in str(error)
            _readable_in_every_language(error)


def _readable_in_every_language(error: IssFormatError) -> None:
    """The problem reads in words in every language, naming its line (and record, when known)."""
    problem = error.problem
    for lang in LANGS:
        text = record_problem(problem, lang)
        assert str(problem.line) in text and (problem.record_id or "") in text


def test_damaged_card_strings_give_cards_or_a_clear_error() -> None:
    rng = random.Random(1124)
    names = [card.name for card in Card]
    for _ in range(CARD_STRINGS):
        cards = rng.sample(names, rng.randint(1, 12))
        text = _damage(" ".join(cards), rng)
        try:
            parsed = parse_cards(text)
        except CardNotationError as error:
            assert str(error).strip()
        else:
            assert len(set(parsed)) == len(parsed)
