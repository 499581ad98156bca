"""``python -m lab bench-search``: speed of the double-dummy solver and of the sampled advice.

Deals are random, with a declarer who holds a playable hand for the game type (six trumps in a
suit game, two jacks and two aces in Grand, at most two high cards in Null), forehand to lead.
Figures: per full deal the exact value (with two threads and with one) and win/lose (61, Null:
no trick), median and 99th percentile of wall time, nodes, and for win/lose the median CPU time
of the solving thread (the machine may be shared); advice with N worlds (the default of
`advise`) at the declarer's first lead, for his discard after picking up and for middlehand's
first bid: seconds and double-dummy searches (solves). `--advice 0` leaves the advice out.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import random

    from coach.rules.contract import GameType, RuleSet
    from coach.rules.game import GameState

HELP = "benchmark the double-dummy solver and the sampled advice (medians, p99, nodes)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--deals", type=int, default=100, help="deals per game type (100)")
    parser.add_argument("--worlds", type=int, default=100, help="worlds per advice (100)")
    parser.add_argument(
        "--advice", type=int, default=5, help="advice positions per kind (5; 0: no advice)"
    )
    parser.add_argument("--seed", type=int, default=1, help="random seed (1)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")


def run(args: argparse.Namespace) -> int:
    import json
    import sys

    from coach.cli.main import rules_of
    from coach.cli.positions import worlds_refused

    if args.deals < 1 or args.advice < 0:
        print(
            "python -m lab bench-search: --deals must be at least 1, --advice at least 0",
            file=sys.stderr,
        )
        return 2
    if args.advice and worlds_refused("bench-search", args.worlds):
        return 2
    rules = rules_of(args)
    figures: dict[str, Any] = {"warm_up_seconds": _warm_up(rules)}
    figures["solver"] = _solver_figures(args.deals, args.seed, rules)
    if args.advice:
        figures["advice"] = _advice_figures(args.advice, args.worlds, args.seed, rules)
    if args.json:
        print(json.dumps(figures))
    else:
        _print_text(figures)
    return 0


def _warm_up(rules: RuleSet) -> float:
    """Seconds to import the search and solve a first deal in this process."""
    import random
    import time

    from coach.rules.contract import GameType

    start = time.perf_counter()
    from coach.search import Position, Solver

    _, state = _deal(random.Random(0), GameType.GRAND, rules)
    Solver().reaches(Position.of(state), 61)
    return round(time.perf_counter() - start, 3)


def _playable(game: GameType, mask: int) -> bool:
    from coach.rules.cards import CardSet, Rank
    from coach.rules.contract import GameType
    from coach.rules.rule_set import TRICK_RULES

    cards = CardSet(mask)
    if game is GameType.NULL:
        return sum(card.rank >= Rank.QUEEN for card in cards) <= 2
    if game is GameType.GRAND:
        jacks = sum(card.rank is Rank.JACK for card in cards)
        aces = sum(card.rank is Rank.ACE for card in cards)
        return jacks >= 2 and aces >= 2
    return (mask & TRICK_RULES[game].trump_mask).bit_count() >= 6


def _deal(
    rng: random.Random, game: GameType, rules: RuleSet, seats: tuple[int, ...] = (0, 1, 2)
) -> tuple[int, GameState]:
    """A deal where one of `seats` holds a playable hand; after the auction it declares hand."""
    from coach.rules.actions import Action, Bid, Deal, Declare, Pass
    from coach.rules.contract import Contract
    from coach.rules.game import replay

    auctions: dict[int, list[Action]] = {
        0: [Pass(), Pass(), Bid(18)],
        1: [Bid(18), Pass(), Pass()],
        2: [Pass(), Bid(18), Pass()],
    }
    while True:
        deal = Deal.shuffled(rng)
        playable = [s for s in seats if _playable(game, deal.hands[s].mask)]
        if playable:
            seat = playable[0]
            actions: list[Action] = [*auctions[seat], Declare(Contract(game, hand=True))]
            return seat, replay(deal, actions, rules)


def _auction(state: GameState, declarer_actions: int) -> GameState:
    """The start of the same deal, after the first `declarer_actions` auction actions."""
    from coach.rules.game import replay

    return replay(state.deal, state.history[:declarer_actions], state.rules)


def _solver_figures(deals: int, seed: int, rules: RuleSet) -> dict[str, Any]:
    import random
    import statistics
    import time

    from coach.rules.contract import GameType
    from coach.search import Goal, Position, Solver
    from coach.search.engine import compiled_core

    result: dict[str, Any] = {"compiled": compiled_core is not None, "deals": deals}
    for game in (GameType.CLUBS, GameType.GRAND, GameType.NULL):
        rng = random.Random(f"{seed}-{game.name}")
        positions = [Position.of(_deal(rng, game, rules)[1]) for _ in range(deals)]
        goal = Goal.NULL if game is GameType.NULL else Goal.GAME
        exact: dict[int, list[float]] = {1: [], 2: []}
        win: list[float] = []
        win_cpu: list[float] = []
        nodes: list[int] = []
        for threads, seconds in exact.items():
            solver = Solver(threads=threads)
            for position in positions:
                before = solver.nodes
                start = time.perf_counter()
                solver.value(position)
                seconds.append(time.perf_counter() - start)
                if threads == 1:
                    nodes.append(solver.nodes - before)
        solver = Solver()  # a fresh table: the win/lose question must not reuse the values
        for position in positions:
            start, cpu = time.perf_counter(), time.thread_time()
            solver.achieves(position, goal)
            win.append(time.perf_counter() - start)
            win_cpu.append(time.thread_time() - cpu)
        result[game.name.lower()] = {
            "exact_ms_median": _ms(statistics.median(exact[2])),
            "exact_ms_p99": _ms(_percentile(exact[2], 0.99)),
            "exact_one_thread_ms_median": _ms(statistics.median(exact[1])),
            "exact_one_thread_ms_p99": _ms(_percentile(exact[1], 0.99)),
            "exact_nodes_median": int(statistics.median(nodes)),
            "win_ms_median": _ms(statistics.median(win)),
            "win_ms_p99": _ms(_percentile(win, 0.99)),
            "win_cpu_ms_median": _ms(statistics.median(win_cpu)),
        }
    return result


def _advice_figures(positions: int, worlds: int, seed: int, rules: RuleSet) -> dict[str, Any]:
    import random
    import statistics
    import time

    from coach.rules.actions import PickUp
    from coach.rules.contract import GameType
    from coach.rules.game import apply
    from coach.rules.view import view_of
    from coach.sampled import analyse

    rng = random.Random(f"{seed}-advice")
    seconds: dict[str, list[float]] = {"first_lead": [], "discard": [], "bid": []}
    solves: dict[str, list[int]] = {kind: [] for kind in seconds}
    for _ in range(positions):
        game = rng.choice((GameType.CLUBS, GameType.SPADES, GameType.GRAND))
        _, state = _deal(rng, game, rules, seats=(0,))  # forehand declares: his own first lead
        views = {
            "first_lead": view_of(state, 0),
            "discard": view_of(apply(_auction(state, 3), PickUp()), 0),  # after picking up
            "bid": view_of(_auction(state, 0), 1),  # middlehand's first bid
        }
        for kind, view in views.items():
            start = time.perf_counter()
            analysis = analyse(view, worlds, seed)
            seconds[kind].append(time.perf_counter() - start)
            solves[kind].append(analysis.solves)
    figures: dict[str, Any] = {"positions": positions, "worlds": worlds}
    for kind in seconds:
        figures[f"{kind}_s_median"] = round(statistics.median(seconds[kind]), 3)
        figures[f"{kind}_s_max"] = round(max(seconds[kind]), 3)
        figures[f"{kind}_solves_median"] = int(statistics.median(solves[kind]))
    return figures


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _ms(seconds: float) -> float:
    return round(1000 * seconds, 3)


def _print_text(figures: dict[str, Any]) -> None:
    solver = figures["solver"]
    core = "compiled" if solver["compiled"] else "pure Python"
    print(f"search warm-up (import + first solve): {figures['warm_up_seconds']:.3f} s ({core})")
    print(f"full deals per game type: {solver['deals']}")
    for game in ("clubs", "grand", "null"):
        f = solver[game]
        print(
            f"  {game:>5}: exact {f['exact_ms_median']:.2f} ms median, "
            f"{f['exact_ms_p99']:.1f} ms p99 with two threads "
            f"(one: {f['exact_one_thread_ms_median']:.2f} ms, "
            f"{f['exact_one_thread_ms_p99']:.1f} ms p99), "
            f"{f['exact_nodes_median']} nodes median; win/lose {f['win_ms_median']:.2f} ms "
            f"median (cpu {f['win_cpu_ms_median']:.2f}), {f['win_ms_p99']:.1f} ms p99"
        )
    advice = figures.get("advice")
    if advice is None:
        return
    print(f"advice with {advice['worlds']} worlds, {advice['positions']} positions each:")
    for kind in ("first_lead", "discard", "bid"):
        print(
            f"  {kind.replace('_', ' '):>10}: {advice[f'{kind}_s_median']:.2f} s median, "
            f"{advice[f'{kind}_s_max']:.2f} s max, {advice[f'{kind}_solves_median']} solves median"
        )
