"""The duplicate arena at mixed tables against XSkat 4.0's computer player.

XSkat's computer player (Gunter Gerhardt's ``skat.c`` and ``null.c``, not part of Kiebitz and not
in this repository) is compiled with our line driver `xskat_driver.c`, which replaces its display
and answers one request per line: its bid limit, hand or pick-up, game and discard, and a card.
The arena (`lab.arena`, the baseline "xskat") then plays every deal once with XSkat in all three
seats and once per seat with the hero there and XSkat in the other two; the gain per seat-game is
split by phase as for the search yardstick.

XSkat is honest here: each decision samples a world that fits its seat's view
(`coach.rules.view.complete`: unseen cards dealt at random, shown voids kept), and the driver
rebuilds
XSkat's memory of the game by replaying every card so far through XSkat's own functions. At home
its seats share one memory and read every card; `--peek` gives it the true deal instead.
`--set module.NAME=VALUE` plays the hero with a heuristic constant changed.

    gcc -O2 -w -I$XSKAT_SRC -Dmain=xskat_main -c -o build/skat.o $XSKAT_SRC/skat.c
    gcc -O2 -w -I$XSKAT_SRC -o build/xskat-bot lab/xskat/xskat_driver.c build/skat.o \\
        $XSKAT_SRC/null.c
    nice -n 10 python -m lab.xskat.xskat_mixed --games 1000 --seed 5 --hero coach

(`XSKAT_SRC`: a folder with XSkat 4.0's ``skat.c``, ``null.c``, ``skat.h``, ``null.h``,
``text.h`` and ``defs.h``, as XSkat ships them; the driver stubs the display and dialog
functions these call and defines the text tables, and ``skat.c``'s own ``main`` is renamed.)
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import subprocess
import sys
import threading
import time
from pathlib import Path
from types import ModuleType

from tqdm import tqdm

from coach.cli.main import RULES_OPTIONS
from coach.rules.actions import FOREHAND, Action, Bid, Declare, Hold, Pass, PickUp, Play, Seat
from coach.rules.cards import Card, CardSet
from coach.rules.contract import Contract, GameType
from coach.rules.game import GameState, Phase
from coach.rules.legal import Prompt
from coach.rules.values import MIN_BID, next_bid
from coach.rules.view import PlayerView, complete
from lab import arena
from lab.commands.arena import _print_text

DRIVER = [Path("build/xskat-bot")]  # the compiled driver (`--driver`)
_local = threading.local()
_true_state: list[GameState | None] = [None]  # the real game, when XSkat may peek


class DriverError(RuntimeError):
    """The driver gave no answer: it names the request."""


def ask(line: str) -> str:
    """One request to this thread's driver process, and its answer."""
    process = getattr(_local, "process", None)
    if process is None or process.poll() is not None:
        process = _local.process = subprocess.Popen(
            [str(DRIVER[0])], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
    process.stdin.write(line + "\n")
    process.stdin.flush()
    answer: str = process.stdout.readline().strip()
    if not answer:
        raise DriverError(f"the XSkat driver gave no answer to: {line}")
    return answer


def _cards(cards: CardSet) -> str:
    """Cards for the driver, in index order."""
    return " ".join(card.name for card in sorted(cards))


def _deal(world: GameState) -> str:
    """The deal in the driver's order: seat 0, 1, 2 and the skat."""
    return " ".join(card.name for card in world.deal.order())


def xskat_player(view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
    """XSkat's decision for the seat of `view`, in a world sampled from that view."""
    world = complete(view, rng) if _true_state[0] is None else _true_state[0]
    seat, prompt = view.seat, view.prompt
    if view.phase is Phase.BIDDING:
        limit = int(ask(f"MAXBID {seat} {FOREHAND} {_deal(world)}"))
        if prompt is Prompt.ANSWER_BID:
            return (Hold() if limit >= view.bid else Pass()), "xskat"
        value = MIN_BID if prompt is Prompt.OPEN_ALONE else next_bid(view.bid, view.rules)
        if value is None:  # no higher value left
            return Pass(), "xskat"
        # XSkat's limit 17: a hand that says the first value only
        says = limit >= value or (limit == 17 and value == MIN_BID)
        return (Bid(value) if says else Pass()), "xskat"
    if prompt is Prompt.HAND_OR_PICKUP:
        answer = ask(f"HAND {seat} {FOREHAND} {view.bid} {_deal(world)}").split()
        if answer[0] == "PICKUP":
            return PickUp(), "xskat"
        game = GameType(answer[1])
        if game is GameType.NULL and answer[2] == "1":
            return Declare(Contract.ouvert_of(game, hand=True)), "xskat"
        return Declare(Contract(game, hand=True)), "xskat"
    if prompt is Prompt.DISCARD:
        letter, ouvert, first, second = ask(
            f"DECLARE {seat} {FOREHAND} {view.bid} {_deal(world)}"
        ).split()
        game = GameType(letter)
        open_null = game is GameType.NULL and ouvert == "1"
        contract = Contract.ouvert_of(game, hand=False) if open_null else Contract(game)
        return Declare(contract, (Card[first], Card[second])), "xskat"
    return _card(view, world, rng), "xskat"


def _card(view: PlayerView, world: GameState, rng: random.Random) -> Play:
    """XSkat's card: the driver replays the game so far in `world`, then chooses."""
    legal = list(view.legal_cards())
    if len(legal) == 1:
        return Play(legal[0])
    contract, declarer = view.contract, view.declarer
    assert contract is not None and declarer is not None
    dealt = [_cards(world.hands[s] | world.played_by(s)) for s in range(3)]
    played = [card for trick in view.tricks for card in trick.cards] + list(view.trick)
    line = (
        f"PLAY {rng.randrange(1, 2**31)} {view.seat} {declarer} {contract.game.value} "
        f"{int(contract.hand)} {int(contract.ouvert)} {contract.announce.value} {FOREHAND} "
        f"{view.bid} {' '.join(dealt)} {_cards(world.deal.skat)} {_cards(world.skat)} "
        f"{len(played)} {' '.join(card.name for card in played)}"
    )
    card = Card[ask(line)]
    if card not in legal:
        raise DriverError(f"XSkat chose {card.name}, not a legal card, for: {line}")
    return Play(card)


def seat_xskat(driver: Path) -> bool:
    """Make XSkat the arena's baseline "xskat", played by `driver`; False (said) if not built."""
    if not driver.is_file():
        print(f"no XSkat driver at {driver}: build it first (xskat_mixed.py)", file=sys.stderr)
        return False
    DRIVER[0] = driver
    arena.PLAYERS["xskat"] = xskat_player
    return True


def constant(target: str) -> tuple[ModuleType, str]:
    """The module and name of a heuristic constant given as module.NAME."""
    module_name, name = target.rsplit(".", 1)
    return importlib.import_module(module_name), name


def peek() -> None:
    """Show XSkat the real game at every decision, as its own program does."""
    real = arena.view_of

    def view_of(state: GameState, seat: Seat) -> PlayerView:
        _true_state[0] = state
        return real(state, seat)

    arena.view_of = view_of


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="deals (1000)")
    parser.add_argument("--seed", type=int, default=5, help="seed of the deals (5)")
    parser.add_argument("--hero", default="coach", choices=("coach", "hint"))
    parser.add_argument("--driver", type=Path, default=DRIVER[0], help="the compiled driver")
    parser.add_argument("--peek", action="store_true", help="XSkat sees every card (as at home)")
    parser.add_argument("--json", type=Path, help="also write the summary here")
    parser.add_argument(
        "--set", action="append", default=[], help="module.NAME=VALUE: a heuristic constant tried"
    )
    args = parser.parse_args()
    for setting in args.set:
        target, value = setting.split("=")
        module, name = constant(target)
        setattr(module, name, float(value))
    if not seat_xskat(args.driver):
        return 2
    if args.peek:
        peek()
    rules = RULES_OPTIONS["iso"]
    deals = arena.seeded_deals(args.games, args.seed)
    start = time.perf_counter()
    with tqdm(total=arena.games_in("xskat", args.games), file=sys.stderr, unit="game") as bar:
        summary = arena.run_pairing("xskat", deals, args.seed, rules, bar.update, args.hero)
    _print_text(summary)
    print(f"  {time.perf_counter() - start:.0f} s")
    if args.json:
        args.json.write_text(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
