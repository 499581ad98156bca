"""XSkat 4.0's computer player against our heuristic, each playing itself on the same deals.

The arena's seeded deals (`lab.arena.seeded_deals`) are played twice: by three XSkat computer
players at full strength (`lab.xskat.program`) and by three heuristic coaches (the arena's "self"
pairing, deal i with seed + i). Every XSkat game is also replayed through our rules engine: its
deal must come back as written, every card must be legal, and our verdict (won or lost) must agree
with XSkat's; any disagreement is listed. Mixed tables are not possible: XSkat's automatic mode
plays all three seats itself.

    python -m lab.xskat.xskat_reference --games 2000 --seed 18
    python -m lab.xskat.xskat_reference --games 2000 --seed 18 --json
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from tqdm import tqdm

from coach.cli.main import RULES_OPTIONS
from coach.rules.actions import Deal
from coach.rules.contract import RuleSet
from coach.rules.result import GameResult
from lab import arena
from lab.xskat.program import XSKAT, XSkatGame, parse_log, play, replay

CHUNK = 500  # deals per XSkat run
SEAT_WORDS = ("forehand", "middlehand", "rearhand")


@dataclass(frozen=True, slots=True)
class Table:
    """One side's games on the deals, in deal order, scored by our engine."""

    name: str
    results: tuple[GameResult, ...]


def xskat_table(deals: list[Deal], rules: RuleSet, bar: tqdm) -> tuple[Table, list[str]]:
    """XSkat's games on `deals`, scored by our engine, and every disagreement with XSkat."""
    games: list[XSkatGame] = []
    for start in range(0, len(deals), CHUNK):
        chunk = deals[start : start + CHUNK]
        played = parse_log(play(chunk))
        for offset, (game, deal) in enumerate(zip(played, chunk, strict=True)):
            if game.deal != deal:
                raise SystemExit(f"deal {start + offset}: XSkat logged other hands than written")
        games.extend(played)
        bar.update(len(chunk))
    results, problems = [], []
    for index, game in enumerate(games):
        outcome = replay(game, rules)
        results.append(outcome)
        if game.won is not None and outcome.won != game.won:
            why = "overbid" if outcome.overbid else "verdict"
            problems.append(
                f"deal {index}: {game.contract} bid {game.bid}, XSkat "
                f"{'won' if game.won else 'lost'} with {game.declarer_points}, our engine "
                f"{'won' if outcome.won else 'lost'} with {outcome.declarer_points} ({why})"
            )
        elif game.declarer_points is not None and outcome.declarer_points != game.declarer_points:
            problems.append(f"deal {index}: card points {game.declarer_points} vs ours")
    return Table("xskat", tuple(results)), problems


def coach_table(deals: list[Deal], seed: int, rules: RuleSet, bar: tqdm) -> Table:
    """The heuristic coach in all three seats (the arena's self-play)."""
    results = []
    for index, deal in enumerate(deals):
        (record,) = arena.deal_games("coach", "self", deal, seed + index, rules)
        results.append(record.result)
        bar.update(1)
    return Table("coach", tuple(results))


def _share(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


def summary(table: Table, rules: RuleSet) -> dict[str, object]:
    """Passed in, declarer wins, game mix, hand games, list points per seat-game (95% CI)."""
    played = [r for r in table.results if not r.passed]
    kinds = Counter(arena.game_kind(r.contract) for r in played)
    seat_points = [
        statistics.fmean(arena.list_points(r, seat, rules) for seat in range(3))
        for r in table.results
    ]
    mean, ci = arena.mean_ci(seat_points)
    by_seat = {
        SEAT_WORDS[seat]: {
            "declared": _share(sum(r.declarer == seat for r in played), len(table.results)),
            "won": _share(
                sum(r.won for r in played if r.declarer == seat),
                sum(r.declarer == seat for r in played),
            ),
        }
        for seat in range(3)
    }
    return {
        "table": table.name,
        "games": len(table.results),
        "passed_share": _share(len(table.results) - len(played), len(table.results)),
        "declarer_win_rate": _share(sum(r.won for r in played), len(played)),
        "mix": {kind: _share(kinds[kind], len(played)) for kind in ("suit", "grand", "null")},
        "win_rate_by_kind": {
            kind: _share(
                sum(r.won for r in played if arena.game_kind(r.contract) == kind), kinds[kind]
            )
            for kind in ("suit", "grand", "null")
        },
        "hand_share": _share(
            sum(bool(r.contract and r.contract.hand) for r in played), len(played)
        ),
        "overbids": sum(r.overbid for r in played),
        "list_points_per_seat_game": round(mean, 2),
        "list_points_ci95": round(ci, 2),
        "by_seat": by_seat,
    }


def differences(xskat: Table, coach: Table, rules: RuleSet) -> dict[str, object]:
    """Per seat: hands XSkat declares and we do not (and how XSkat fares with them), hands we
    declare and XSkat does not, and the same declarer with another game."""
    split: dict[str, object] = {}
    for seat in range(3):
        only_xskat: list[GameResult] = []
        only_xskat_we_passed: list[GameResult] = []
        only_coach: list[GameResult] = []
        other_game: list[tuple[str, str]] = []
        for theirs, ours in zip(xskat.results, coach.results, strict=True):
            if theirs.declarer == seat and ours.declarer != seat:
                only_xskat.append(theirs)
                if ours.passed:
                    only_xskat_we_passed.append(theirs)
            elif ours.declarer == seat and theirs.declarer != seat:
                only_coach.append(ours)
            elif ours.declarer == seat and _game_of(ours) != _game_of(theirs):
                other_game.append((_game_of(theirs), _game_of(ours)))
        split[SEAT_WORDS[seat]] = {
            "xskat_declares_we_do_not": len(only_xskat),
            "xskat_wins_there": _share(sum(r.won for r in only_xskat), len(only_xskat)),
            "xskat_points_there": _mean_points(only_xskat, rules),
            "of_them_we_passed_in": len(only_xskat_we_passed),
            "xskat_wins_where_we_passed_in": _share(
                sum(r.won for r in only_xskat_we_passed), len(only_xskat_we_passed)
            ),
            "xskat_points_where_we_passed_in": _mean_points(only_xskat_we_passed, rules),
            "we_declare_xskat_does_not": len(only_coach),
            "we_win_there": _share(sum(r.won for r in only_coach), len(only_coach)),
            "our_points_there": _mean_points(only_coach, rules),
            "same_declarer_other_game": len(other_game),
            "other_game_top": [
                f"{theirs} → {ours} {n}" for (theirs, ours), n in Counter(other_game).most_common(5)
            ],
        }
    return split


def _game_of(outcome: GameResult) -> str:
    """The game in words: "clubs", "grand hand", "null ouvert"; "-" when passed in."""
    contract = outcome.contract
    if contract is None:
        return "-"
    return (
        contract.game.name.lower()
        + (" ouvert" if contract.ouvert else "")
        + (" hand" if contract.hand else "")
    )


def _mean_points(outcomes: list[GameResult], rules: RuleSet) -> float:
    """The declarer's list points per game (Seeger-Fabian)."""
    if not outcomes:
        return 0.0
    return round(
        statistics.fmean(arena.list_points(r, r.declarer or 0, rules) for r in outcomes), 1
    )


def report(
    deals: list[Deal], seed: int, rules: RuleSet, progress: bool = True
) -> dict[str, object]:
    """Both tables, their differences and the rules-engine check, as one JSON-ready object."""
    with tqdm(total=2 * len(deals), file=sys.stderr, unit="game", disable=not progress) as bar:
        bar.set_description("xskat")
        xskat, problems = xskat_table(deals, rules, bar)
        bar.set_description("coach")
        coach = coach_table(deals, seed, rules, bar)
    return {
        "deals": len(deals),
        "seed": seed,
        "rules": rules.name,
        "xskat": summary(xskat, rules),
        "coach": summary(coach, rules),
        "differences": differences(xskat, coach, rules),
        "engine_check": {
            "games_checked": sum(not r.passed for r in xskat.results),
            "disagreements": problems,
        },
    }


def _pct(value: object) -> str:
    assert isinstance(value, float | int)
    return f"{100 * value:.1f}%"


def print_text(figures: dict[str, object]) -> None:
    print(f"{figures['deals']} deals, seed {figures['seed']}, rules {figures['rules']}")
    for name in ("xskat", "coach"):
        side = figures[name]
        assert isinstance(side, dict)
        mix = side["mix"]
        print(
            f"  {name}: passed in {_pct(side['passed_share'])}, declarer won "
            f"{_pct(side['declarer_win_rate'])}, mix suit/grand/null "
            + " / ".join(_pct(mix[k]) for k in ("suit", "grand", "null"))
            + f", hand games {_pct(side['hand_share'])}, overbid {side['overbids']}, list points "
            f"per seat-game {side['list_points_per_seat_game']} ± {side['list_points_ci95']}"
        )
        seats = side["by_seat"]
        print(
            "    declares / wins by seat: "
            + "; ".join(
                f"{seat} {_pct(v['declared'])} / {_pct(v['won'])}" for seat, v in seats.items()
            )
        )
    split = figures["differences"]
    assert isinstance(split, dict)
    for seat, d in split.items():
        print(
            f"  {seat}: XSkat declares, we do not {d['xskat_declares_we_do_not']} (XSkat wins "
            f"{_pct(d['xskat_wins_there'])}, {d['xskat_points_there']} points); of them we passed "
            f"in {d['of_them_we_passed_in']} (XSkat wins {_pct(d['xskat_wins_where_we_passed_in'])}"
            f", {d['xskat_points_where_we_passed_in']} points); we declare, XSkat does not "
            f"{d['we_declare_xskat_does_not']} (we win {_pct(d['we_win_there'])}, "
            f"{d['our_points_there']} points); same declarer, other game "
            f"{d['same_declarer_other_game']} ({', '.join(d['other_game_top'])})"
        )
    check = figures["engine_check"]
    assert isinstance(check, dict)
    problems = check["disagreements"]
    print(
        f"  rules engine: {check['games_checked']} XSkat games replayed, "
        f"{len(problems)} verdicts differ"
    )
    for problem in problems:
        print(f"    {problem}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="deals (1000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals (1)")
    parser.add_argument("--rules", default="iso", choices=sorted(RULES_OPTIONS))
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if not XSKAT.exists():
        print(f"xskat_reference: {XSKAT} is missing (apt-get install xskat)", file=sys.stderr)
        return 2
    if args.games < 1:
        print("xskat_reference: --games must be at least 1", file=sys.stderr)
        return 2
    rules = RULES_OPTIONS[args.rules]
    figures = report(arena.seeded_deals(args.games, args.seed), args.seed, rules)
    if args.json:
        print(json.dumps(figures))
    else:
        print_text(figures)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
