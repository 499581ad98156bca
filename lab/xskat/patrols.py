"""Patrouillen checked against XSkat (``-spitze``): XSkat's Spitze is one Patrouille, announced by
the declarer of a suit game or Grand, worth one level, lost when the last trick is not taken
with the lowest trump (its manual). XSkat's computers play random deals; every game in which
one declared Spitze is replayed through our rules (one Patrouille announced, Grand admitted) and
our result and list value set against XSkat's log and game list.

XSkat's log writes the declarer's lowest trump as ``SPITZE !`` in the trick rows; it is put back
as the card before the log is read. XSkat refuses Spitze in a Grand with four jacks; our rules
allow it, so those games are not met here.

Measured (``check(10000, 34)``): XSkat declared Spitze in 1,225 games (1,126 won, 99 lost;
182 Grand); our rules give the same result and list value in all 1,225.

Run: ``python -m lab.xskat.variants --games 1000`` (with the other variants; the count below is
``check(10000, 34)``, under a minute).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from coach.rules.actions import Deal
from coach.rules.cards import Card
from coach.rules.contract import ISKO, GameType
from coach.rules.patrols import patrol_trumps
from coach.rules.rule_file import own_rules
from lab.xskat.program import (
    COLUMN,
    GAME_WORDS,
    RANK_WORDS,
    SEPARATOR,
    SUIT_WORDS,
    _cells,
    parse_log,
    replay,
)
from lab.xskat.variants import CHUNK, list_lines, run

RULES = own_rules("xskat-spitze", ISKO, patrols=True, patrols_grand=True)
FLAGS = ("-newrules", "-spitze")
MARK = "spitze"


def _name(card: Card, marker: str) -> str:
    """`card` as XSkat writes it, in the case and with the underscore of `marker`."""
    suit = next(word for word, suit in SUIT_WORDS.items() if suit is card.suit).capitalize()
    rank = next(word for word, rank in RANK_WORDS.items() if rank is card.rank)
    text = f"{suit}{'_' if '_' in marker else ' '}{rank}"
    return text.upper() if marker.split("_")[0].split()[0].isupper() else text


def unmarked(log: str) -> tuple[str, list[bool]]:
    """The log with each ``SPITZE !`` put back as the declarer's lowest trump, and per game
    whether Spitze was declared."""
    blocks: list[list[str]] = [[]]
    for line in log.splitlines():
        blocks[-1].append(line)
        if line.startswith(SEPARATOR):
            blocks.append([])
    out: list[str] = []
    declared: list[bool] = []
    for block in blocks[:-1]:
        played = next((line for line in block if " played " in line), "")
        game = GAME_WORDS.get(played.partition(" played ")[2], GameType.NULL)
        spitze = any(MARK in line.lower() for line in block)
        declared.append(spitze)
        for line in block:
            if MARK in line.lower():
                cells = [
                    _name(patrol_trumps(game)[0], cell) if MARK in cell.lower() else cell
                    for cell in _cells(line)
                ]
                line = "  " + "".join(cell.ljust(COLUMN) for cell in cells)
            out.append(line)
    return "\n".join(out) + "\n", declared


def check(count: int, seed: int) -> Counter[str]:
    """Play `count` random deals; count the Spitze games whose result and list value agree."""
    tally: Counter[str] = Counter()
    rng = random.Random(seed)
    for _ in range(0, count, CHUNK):
        deals = [Deal.shuffled(rng) for _ in range(CHUNK)]
        log, listing = run(deals, FLAGS)
        text, declared = unmarked(log)
        lines = list_lines(listing)
        for game, spitze in zip(parse_log(text), declared, strict=True):
            line = None if game.passed else lines.pop(0)
            if game.passed and lines and lines[0].value == 0:
                lines.pop(0)
            if not spitze or game.contract is None or line is None:
                tally["other games"] += 1
                continue
            contract = replace(game.contract, patrols=1)
            outcome = replay(replace(game, contract=contract), RULES)
            tally[f"{'won' if outcome.won else 'lost'} {contract.game.name.lower()}"] += 1
            agree = outcome.won == game.won == line.won and abs(outcome.score) == line.value
            tally["agree" if agree else "differ"] += 1
            if not agree and tally["differ"] <= 5:
                print(f"game {game.index}: ours {outcome.won} {outcome.score}, XSkat {line}")
    return tally
