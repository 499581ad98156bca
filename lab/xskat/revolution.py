"""Revolution checked against XSkat (``-revolution``): XSkat's computers play deals in which one
seat holds a Null hand close to safe; every game XSkat plays as Revolution is replayed through our
rules (the declaration, the defenders' exchange as swaps, the cards) and our result and list
entry are set against XSkat's log and game list.

XSkat's defenders exchange between their hands only (its manual); our rules also allow the skat,
so XSkat's exchange is one of ours. The log's second block holds the hands after the exchange.

Run: ``python -m lab.xskat.revolution --games 1000`` (from the worktree; a few minutes).
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from collections.abc import Sequence

from coach.heuristic.nullsafe import danger
from coach.rules.actions import Deal, Declare, ExchangeDone, Play, Seat, Swap
from coach.rules.cards import Card, CardSet, Rank, Suit
from coach.rules.contract import ISKO
from coach.rules.game import GameState, apply, replay
from coach.rules.legal import auction_won_at
from coach.rules.result import result
from coach.rules.revolution import REVOLUTION, places, swap_towards
from coach.rules.rule_file import own_rules
from lab.xskat.program import SEPARATOR, XSkatLogError, _card, _cells, _trick, forehand_column
from lab.xskat.variants import CHUNK, list_lines, run

RULES = own_rules("xskat-revolution", ISKO, revolution=True)
FLAGS = ("-newrules", "-revolution")
MOST_DANGER = 1  # deals with a Null hand at most this far from safe: XSkat risks some of them


def null_deal(rng: random.Random) -> Deal:
    """A deal in which a random seat holds low runs in most suits (safe or nearly so)."""
    while True:
        cards: list[Card] = []
        for suit in Suit:
            cards += [Card.of(suit, Rank(r)) for r in range(rng.choice((0, 1, 2, 3, 4)))]
        if len(cards) > 10:
            continue
        rest = [card for card in Card if card not in cards]
        rng.shuffle(rest)
        hand = CardSet.of(cards + rest[: 10 - len(cards)])
        if danger(hand.mask, (CardSet.full() - hand).mask) > MOST_DANGER:
            continue
        seat = rng.randrange(3)
        others = [card for card in Card if card not in hand]
        rng.shuffle(others)
        hands = [hand, hand, hand]
        hands[(seat + 1) % 3] = CardSet.of(others[:10])
        hands[(seat + 2) % 3] = CardSet.of(others[10:20])
        return Deal((hands[0], hands[1], hands[2]), CardSet.of(others[20:]))


def _blocks(text: str) -> list[list[tuple[int, str]]]:
    blocks: list[list[tuple[int, str]]] = [[]]
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith(SEPARATOR):
            blocks.append([])
        elif line.strip():
            blocks[-1].append((number, line))
    return blocks[:-1]


def _revolution(deal: Deal, index: int, block: list[tuple[int, str]]) -> GameState | None:
    """Our replay of game `index` if XSkat played it as Revolution, else None."""
    played = next((line for _, line in block if " played " in line), None)
    if played is None or not played.endswith("played Revolution"):
        return None
    first = forehand_column(index)

    def seat_of(column: int) -> Seat:
        return (column - first) % 3

    rules = [i for i, (_, line) in enumerate(block) if line.startswith("----")]
    tricks = [_trick(n, line, seat_of) for n, line in block[rules[0] + 1 : rules[1]]]
    after: list[list[Card]] = [[], [], []]
    for number, line in block[rules[1] + 1 : rules[2]]:
        for column, cell in enumerate(_cells(line)):
            if cell:
                after[seat_of(column)].append(_card(number, line, cell))
    declarer = seat_of(int(played.split()[0][8:]) - 1)
    bid = next(int(line.split(":")[1]) for _, line in block if line.startswith("Last bid"))
    state = replay(deal, auction_won_at(declarer, bid), RULES)
    state = apply(state, Declare(REVOLUTION))
    one, other = state.defenders
    target = (CardSet.of(after[one]), CardSet.of(after[other]), deal.skat)
    while (step := swap_towards(places(state), target)) is not None:
        state = apply(state, step)
    state = apply(state, ExchangeDone())
    for trick in tricks:
        for card in trick.cards:
            if not state.is_over:
                state = apply(state, Play(card))
    if not state.is_over:
        number, line = block[-1]
        raise XSkatLogError(number, line, f"game {index} does not end in our rules")
    return state


def check(count: int, seed: int) -> Counter[str]:
    """Play `count` deals; count the Revolutions whose result and list entry agree."""
    tally: Counter[str] = Counter()
    rng = random.Random(seed)
    for _ in range(0, count, CHUNK):
        deals = [null_deal(rng) for _ in range(CHUNK)]
        log, listing = run(deals, FLAGS)
        lines = list_lines(listing)
        for index, block in enumerate(_blocks(log)):
            passed = not any(line.startswith("Last bid") for _, line in block)
            line = None if passed else lines.pop(0)
            if passed and lines and lines[0].value == 0:
                lines.pop(0)
            state = _revolution(deals[index], index, block)
            if state is None or line is None:
                tally["other games"] += 1
                continue
            outcome = result(state)
            won = any(text.strip().startswith("Won") for _, text in block)
            swaps = sum(isinstance(action, Swap) for action in state.history)
            tally["exchanged" if swaps else "kept"] += 1
            tally["won" if outcome.won else "lost"] += 1
            agree = outcome.won == won == line.won and abs(outcome.score) == line.value
            tally["agree" if agree else "differ"] += 1
            if not agree and tally["differ"] <= 5:
                print(f"game {index}: ours {outcome.won} {outcome.score}, XSkat {won} {line}")
    return tally


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=34)
    args = parser.parse_args(argv)
    print("Revolution:", dict(check(args.games, args.seed)))


if __name__ == "__main__":
    main()
