"""Club-rule scoring checked against XSkat: Ramsch games and Bock rounds scored both ways.

XSkat plays our deals with its variant switches (``-ramsch -ramschonly``, ``-sramsch``; ``-bock
-bockevents``)
and writes, beside the log, its game list (``-list``): one line ``e <column> <kind> <x> <value>
<won>`` per scored game (column 0–2 = Computer1–3, the declarer or the Ramsch loser; `value` the
list value without its sign: a lost game's doubling, the Jungfrau's and Bock's included). Each
logged game is replayed through our rules (`coach.rules.game`) and our list entry set against
XSkat's.

Run: ``python -m lab.xskat.variants --games 1000`` (from the worktree; a few minutes).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import tempfile
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from coach.rules.actions import Action, Deal, Pass, PassOn, PickUp, Play, Push, Seat
from coach.rules.cards import CardSet
from coach.rules.club import BockEvent, RamschSkat
from coach.rules.contract import ISKO, RuleSet, ScoringList
from coach.rules.game import GameState, apply
from coach.rules.result import result
from coach.rules.rule_file import own_rules
from coach.rules.scoring import ScoreSheet
from lab.xskat.program import (
    SEPARATOR,
    XSKAT,
    XSkatLogError,
    _card_set,
    _trick,
    forehand_column,
    game_file,
    parse_log,
    replay,
)

RAMSCH_RULES = own_rules("xskat-ramsch", ISKO, ramsch=True)  # skat to the last trick, Jungfrau x2
LOSER_RULES = own_rules("xskat-skattoloser", ISKO, ramsch=True, ramsch_skat=RamschSkat.MOST_AUGEN)
BOCK_RULES = own_rules(
    "xskat-bock", ISKO, bock_events=frozenset({BockEvent.SIXTY_SIXTY, BockEvent.GRAND_HAND_WON})
)
BOCK_FLAGS = ("-bock", "-bockevents", "3")  # (1) lost with 60, (2) Grand Hand won


@dataclass(frozen=True, slots=True)
class ListLine:
    """One ``e`` line of XSkat's game list."""

    column: int
    value: int
    won: bool


def run(deals: Sequence[Deal], flags: Sequence[str], binary: Path = XSKAT) -> tuple[str, str]:
    """XSkat's log and game list after its computer players played `deals` with `flags`."""
    with tempfile.TemporaryDirectory(prefix="kiebitz-xskat-") as folder:
        games, log, listing = (Path(folder) / name for name in ("g.txt", "g.log", "g.lst"))
        games.write_text(game_file(deals))
        command = [str(binary), *flags, "-auto", str(len(deals)), "-game", str(games)]
        command += ["-log", str(log), "-list", str(listing), "-lang", "english", "-start", "2"]
        env = {**os.environ, "HOME": folder}
        subprocess.run(command, check=True, capture_output=True, cwd=folder, env=env, timeout=3600)
        return log.read_text(encoding="latin-1"), listing.read_text(encoding="latin-1")


def list_lines(text: str) -> list[ListLine]:
    lines = []
    for line in text.splitlines():
        words = line.split()
        if words and words[0] == "e":
            lines.append(ListLine(int(words[1]), int(words[4]), words[5] == "1"))
    return lines


def ramsch_games(text: str) -> list[tuple[Deal, list[Action]]]:
    """The deal and the actions after the three passes of each Ramsch game of an XSkat log: in
    Schieberamsch first each seat's turn with the skat (``FH passed: c1,c2`` took the skat up
    and passed those on, ``FH_passed:`` pushed it on unseen), then the cards in play order."""
    blocks: list[list[tuple[int, str]]] = [[]]
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith(SEPARATOR):
            blocks.append([])
        elif line.strip():
            blocks[-1].append((number, line))
    games = []
    for index, block in enumerate(blocks[:-1]):
        rules = [i for i, (_, line) in enumerate(block) if line.startswith("----")]
        first = forehand_column(index)

        def seat_of(column: int, first: int = first) -> Seat:
            return (column - first) % 3

        tricks = [_trick(n, line, seat_of) for n, line in block[rules[0] + 1 : rules[1]]]
        if len(tricks) != 10:
            raise XSkatLogError(block[0][0], block[0][1], f"game {index} is no Ramsch")
        skat_line = next((n, line) for n, line in block if line.startswith("Skat is"))
        hands: list[CardSet] = [CardSet(), CardSet(), CardSet()]
        for trick in tricks:
            for k, card in enumerate(trick.cards):
                seat = (trick.leader + k) % 3
                hands[seat] = hands[seat] | CardSet.of([card])
        skat = _card_set(*skat_line)
        pushes: list[Action] = []
        was = next(((n, line) for n, line in block if line.startswith("Skat was")), None)
        if was is not None:  # Schieberamsch: undo the seats' turns to find the hands dealt
            skat = _card_set(*was)
            before = skat
            for seat, who in enumerate(("FH", "MH", "RH")):
                n, line = next((n, line) for n, line in block if line.startswith(_PUSH_WORDS[who]))
                passed = _card_set(n, line)
                if line.startswith(f"{who} passed"):
                    hands[seat] = (hands[seat] | passed) - before
                    pushes += [PickUp(), PassOn((min(passed), max(passed)))]
                else:
                    pushes.append(Push())
                before = passed
        deal = Deal((hands[0], hands[1], hands[2]), skat)
        games.append((deal, [*pushes, *(Play(card) for trick in tricks for card in trick.cards)]))
    return games


_PUSH_WORDS = {who: (f"{who} passed", f"{who}_passed") for who in ("FH", "MH", "RH")}
"""How XSkat's log begins a seat's turn in Schieberamsch: took the skat up, or pushed unseen."""


CHUNK = 100
"""Deals per XSkat run: its game list keeps only a few hundred games."""


def check_ramsch(
    count: int, seed: int, to_loser: bool = False, pushed: bool = False
) -> Counter[str]:
    """Play `count` Ramsch deals in XSkat; count where our loser and minus agree with its list.
    `to_loser`: the skat goes to the loser (XSkat's ``-skattoloser``, our `MOST_AUGEN`);
    `pushed`: Schieberamsch (``-sramsch``, our `RuleSet.schieberamsch`)."""
    tally: Counter[str] = Counter()
    rng = random.Random(seed)
    rules = LOSER_RULES if to_loser else RAMSCH_RULES
    if pushed:
        rules = replace(rules, name=f"{rules.name}-sramsch", schieberamsch=True)
    flags = ("-ramsch", "-ramschonly", *(("-skattoloser",) if to_loser else ()))
    flags += ("-sramsch",) if pushed else ()
    for _ in range(0, count, CHUNK):
        tally += _check_ramsch([Deal.shuffled(rng) for _ in range(CHUNK)], rules, flags)
    return tally


def _check_ramsch(deals: list[Deal], rules: RuleSet, flags: tuple[str, ...]) -> Counter[str]:
    log, listing = run(deals, flags)
    tally: Counter[str] = Counter()
    lines = list_lines(listing)
    games = ramsch_games(log)
    if len(lines) != len(games):
        tally["list lines missing"] = abs(len(games) - len(lines))
    for index, ((deal, cards), line) in enumerate(zip(games, lines, strict=False)):
        state = GameState.new(deal, rules)
        for action in [Pass(), Pass(), Pass(), *cards]:
            state = apply(state, action)
        outcome = result(state).ramsch
        assert outcome is not None
        if outcome.pushed:
            tally[f"pushed unseen {outcome.pushed}x"] += 1
        first = forehand_column(index)
        seat = (line.column - first) % 3
        if outcome.durchmarsch is not None:
            ours = (outcome.durchmarsch, outcome.scores[outcome.durchmarsch], True)
        elif len(outcome.losers) == 2:  # XSkat lists a tie as won by the third player
            third = next(s for s in range(3) if s not in outcome.losers)
            ours = (third, -outcome.scores[outcome.losers[0]], True)
        elif outcome.losers:
            ours = (outcome.losers[0], -outcome.scores[outcome.losers[0]], False)
        else:  # all three tie: nobody pays; XSkat lists 0 under some player's column
            ours = (seat, 0, False)
        theirs = (seat, line.value, line.won)
        tally["agree" if ours == theirs else "differ"] += 1
        if ours != theirs and tally["differ"] <= 5:
            print(f"ramsch game {index}: ours {ours}, XSkat {theirs}, augen {outcome.augen}")
    return tally


def check_bock(count: int, seed: int) -> Counter[str]:
    """Play `count` deals with Bock rounds after 60–60 and a won Grand Hand; compare each list
    value (Bock doubling included) with XSkat's list."""
    tally: Counter[str] = Counter()
    rng = random.Random(seed)
    for _ in range(0, count, CHUNK):
        tally += _check_bock([Deal.shuffled(rng) for _ in range(CHUNK)])
    return tally


def _check_bock(deals: list[Deal]) -> Counter[str]:
    log, listing = run(deals, ("-newrules", *BOCK_FLAGS))
    lines = list_lines(listing)
    sheet = ScoreSheet(("1", "2", "3"), BOCK_RULES, ScoringList.SIMPLE)
    tally: Counter[str] = Counter()
    for game in parse_log(log):
        outcome = replay(game, BOCK_RULES)
        sheet = sheet.add(outcome)
        if outcome.passed:
            if lines and lines[0].value == 0:  # a deal thrown in during a Bock round is listed
                lines.pop(0)
            continue
        line = lines.pop(0)
        factor = 2 if sheet.entries[-1].bock else 1
        agree = line.value == factor * abs(outcome.score) and line.won == outcome.won
        tally["agree" if agree else "differ"] += 1
        tally["bock games"] += sheet.entries[-1].bock
        if not agree and tally["differ"] <= 5:
            print(f"bock game {game.index}: ours {factor}x{outcome.score}, XSkat {line}")
    return tally


def check_kontra(count: int, seed: int) -> Counter[str]:
    """Play `count` deals with ``-kontra``. XSkat's log does not say when Kontra or Re fell, so
    each list value is set against our plain value: ``plain`` (no Kontra), ``doubled`` (exactly
    twice ours: XSkat's Kontra, as our Kontra doubles), ``quadrupled`` (Re), else ``differ``."""
    tally: Counter[str] = Counter()
    rng = random.Random(seed)
    for _ in range(0, count, CHUNK):
        log, listing = run([Deal.shuffled(rng) for _ in range(CHUNK)], ("-newrules", "-kontra"))
        lines = list_lines(listing)
        for game in parse_log(log):
            outcome = replay(game, ISKO)
            if outcome.passed:
                if lines and lines[0].value == 0:
                    lines.pop(0)
                continue
            factor = lines.pop(0).value / abs(outcome.score)
            tally[{1.0: "plain", 2.0: "doubled", 4.0: "quadrupled"}.get(factor, "differ")] += 1
    return tally


def main(argv: Sequence[str] | None = None) -> None:
    from lab.xskat.patrols import check as check_patrols  # it builds on this module

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=34)
    args = parser.parse_args(argv)
    print("Ramsch:", dict(check_ramsch(args.games, args.seed)))
    print("Ramsch, skat to the loser:", dict(check_ramsch(args.games, args.seed, to_loser=True)))
    print("Schieberamsch:", dict(check_ramsch(args.games, args.seed, pushed=True)))
    print("Bock:", dict(check_bock(args.games, args.seed)))
    print("Kontra:", dict(check_kontra(args.games, args.seed)))
    print("Spitze (one Patrouille):", dict(check_patrols(args.games, args.seed)))


if __name__ == "__main__":
    main()
