"""``kiebitz arena``: the coach plays seeded duplicate deals against itself and baselines."""

from __future__ import annotations

import argparse

HELP = "let the coach play full games against itself and baselines; win rates and list points"
PAIRINGS = ("self", "greedy", "random")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=300, help="deals per pairing (300)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals (1)")
    parser.add_argument(
        "--pairings",
        default=",".join(PAIRINGS),
        help="comma-separated: self, greedy, random (all)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object per pairing")


def run(args: argparse.Namespace) -> int:
    import json
    import sys

    from tqdm import tqdm

    from coach.heuristic.arena import games_in, run_pairing, seeded_deals

    names = [name.strip() for name in args.pairings.split(",") if name.strip()]
    unknown = [name for name in names if name not in PAIRINGS]
    if unknown or args.games < 1:
        problem = f"unknown pairing {unknown[0]!r}" if unknown else "--games must be at least 1"
        print(f"kiebitz arena: {problem} (pairings: {', '.join(PAIRINGS)})", file=sys.stderr)
        return 2
    deals = seeded_deals(args.games, args.seed)
    total = sum(games_in(name, args.games) for name in names)
    summaries = []
    with tqdm(total=total, file=sys.stderr, unit="game", desc="arena") as bar:
        for name in names:
            summaries.append(run_pairing(name, deals, args.seed, lambda: bar.update(1)))
    for summary in summaries:
        if args.json:
            print(json.dumps(summary, sort_keys=False))
        else:
            _print_text(summary)
    return 0


def _print_text(summary: dict[str, object]) -> None:
    mix = summary["mix"]
    assert isinstance(mix, dict)
    print(f"coach vs {summary['pairing']}: {summary['games']} games")
    print(
        f"  declared {_pct(summary['declared_share'])}, passed in {_pct(summary['passed_share'])}"
        f"; coach as declarer {summary['coach_declared']} games, won "
        f"{_pct(summary['declarer_win_rate'])}"
    )
    print(
        "  mix suit/grand/null: "
        + " / ".join(_pct(mix[kind]) for kind in ("suit", "grand", "null"))
    )
    print(
        f"  list points per game (coach): {summary['list_points_per_game']}"
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
    print(
        f"  speed: {summary['decision_ms_median']} ms per decision (median), "
        f"{summary['game_ms_median']} ms per game (median)"
    )
    fired = summary["rules_fired"]
    assert isinstance(fired, dict)
    top = ", ".join(f"{code} {count}" for code, count in list(fired.items())[:12])
    print(f"  rules fired: {top}")


def _pct(value: object) -> str:
    assert isinstance(value, float | int)
    return f"{100 * value:.1f}%"
