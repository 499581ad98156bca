"""``python -m lab arena``: engines play seeded duplicate deals against each other and baselines."""

from __future__ import annotations

import argparse

HELP = "let the coach or the hint play full games against baselines; win rates and list points"
PAIRINGS = ("self", "search", "greedy", "random", "declarer")
HEROES = ("coach", "hint")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=300, help="deals per pairing (300)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals (1)")
    parser.add_argument(
        "--pairings",
        default="self,greedy,random",
        help="comma-separated baselines: self, search, greedy, random, declarer (the search "
        "plays the declarer's cards, the coach all else) (self,greedy,random)",
    )
    parser.add_argument(
        "--heroes", default="coach", help="comma-separated players measured: coach, hint (coach)"
    )
    parser.add_argument(
        "--workers",
        type=int,
        help="worker processes of the local dask cluster (one per core; 0: play in this process)",
    )
    parser.add_argument(
        "--scheduler", help="address of a running dask scheduler (tcp://host:port) to play on"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object per pairing")


def run(args: argparse.Namespace) -> int:
    import json
    import os
    import sys
    from contextlib import ExitStack

    from tqdm import tqdm

    from coach.cli.main import rules_of
    from lab.arena import Mapper, games_in, local_map, run_pairing, seeded_deals

    names = _listed(args.pairings)
    heroes = _listed(args.heroes)
    problem = None
    if unknown := [name for name in names if name not in PAIRINGS]:
        problem = f"unknown pairing {unknown[0]!r} (pairings: {', '.join(PAIRINGS)})"
    elif unknown := [name for name in heroes if name not in HEROES]:
        problem = f"unknown hero {unknown[0]!r} (heroes: {', '.join(HEROES)})"
    elif args.games < 1:
        problem = "--games must be at least 1"
    elif args.workers is not None and args.workers < 0:
        problem = "--workers must be 0 or more"
    if problem:
        print(f"python -m lab arena: {problem}", file=sys.stderr)
        return 2
    rules = rules_of(args)
    deals = seeded_deals(args.games, args.seed)
    total = len(heroes) * sum(games_in(name, args.games) for name in names)
    summaries = []
    with ExitStack() as stack:
        mapper: Mapper = local_map
        if args.scheduler or args.workers != 0:
            from lab.batch import cluster_map

            workers = args.workers or os.cpu_count() or 1
            mapper = stack.enter_context(cluster_map(args.scheduler, workers))
        bar = stack.enter_context(tqdm(total=total, file=sys.stderr, unit="game", desc="arena"))
        for hero in heroes:
            for name in names:
                rules = rules_of(args)
                summary = run_pairing(name, deals, args.seed, rules, bar.update, hero, mapper)
                summaries.append(summary)
    for summary in summaries:
        if args.json:
            print(json.dumps(summary, sort_keys=False))
        else:
            _print_text(summary)
    return 0


def _listed(text: str) -> list[str]:
    return [name.strip() for name in text.split(",") if name.strip()]


def _print_text(summary: dict[str, object]) -> None:
    mix = summary["mix"]
    assert isinstance(mix, dict)
    hero = summary["hero"]
    print(f"{hero} vs {summary['pairing']}: {summary['games']} games")
    print(
        f"  declared {_pct(summary['declared_share'])}, passed in {_pct(summary['passed_share'])}"
        f"; {hero} as declarer {summary['coach_declared']} games, won "
        f"{_pct(summary['declarer_win_rate'])}"
    )
    print(
        "  mix suit/grand/null: "
        + " / ".join(_pct(mix[kind]) for kind in ("suit", "grand", "null"))
        + f"; hand games {_pct(summary['hand_share'])}; overbid {summary['overbids']}"
    )
    print(
        f"  list points per game ({hero}): {summary['list_points_per_game']}"
        f" ± {summary['list_points_ci95']} (95% CI)"
    )
    if "opponent_list_points_per_game" in summary:
        print(
            f"  list points per game ({summary['pairing']}): "
            f"{summary['opponent_list_points_per_game']} ± {summary['opponent_list_points_ci95']}"
            f"; margin {summary['margin_per_game']} ± {summary['margin_ci95']}"
        )
        print(
            f"  duplicate gain over {summary['pairing']} in the same seat: "
            f"{summary['duplicate_gain_per_game']} ± {summary['duplicate_gain_ci95']}"
        )
        phases = summary["gain_by_phase"]
        assert isinstance(phases, dict)
        print(
            "  by phase: "
            + "; ".join(
                f"{phase} {split['per_game']} ± {split['ci95']} ({split['games_differing']} differ)"
                for phase, split in phases.items()
            )
        )
    same = summary["same_declaration"]
    assert isinstance(same, dict)
    if same["games"]:
        print(
            f"  same contract and discard: {same['games']} games, {hero} won "
            f"{_pct(same['hero_win_rate'])} ± {_pct(same['hero_win_rate_ci95'])}, "
            f"{summary['pairing']} {_pct(same['baseline_win_rate'])} ± "
            f"{_pct(same['baseline_win_rate_ci95'])}; lead {_pct(same['win_rate_lead'])} ± "
            f"{_pct(same['win_rate_lead_ci95'])}, {same['list_points_lead']} ± "
            f"{same['list_points_lead_ci95']} list points per game"
        )
    print(
        f"  speed: {summary['decision_ms_median']} ms per decision (median), "
        f"{summary['decision_ms_p90']} ms (p90), {summary['game_ms_median']} ms per game (median)"
    )
    fired = summary["rules_fired"]
    assert isinstance(fired, dict)
    top = ", ".join(f"{code} {count}" for code, count in list(fired.items())[:12])
    print(f"  rules fired: {top}")


def _pct(value: object) -> str:
    assert isinstance(value, float | int)
    return f"{100 * value:.1f}%"
