"""Where the heuristic declarer's choices cost points: each one compared with the search's best.

Seeded deals are bid by the heuristic. For the auction's winner, in sampled worlds consistent
with the declarer's view (`coach.search.sampling.sample_worlds`), every candidate is played out
double dummy in the same worlds:

- at the skat: picking up (then the heuristic's own game and discard) and the promising hand
  games, Schneider announced on the best of them;
- after the pick-up: the best-rated discards of the best-rated games and the heuristic's choice;
- a deal all three passed: each seat as declarer at 18, to see hands passed that would win.

Each decision's cost is the search's best mean list points minus the heuristic choice's mean;
the summary splits it by what was chosen (hand or pick-up, game kind, discard only) and by hand
features (jacks, trumps, aces, tens, voids, seat). Seeded and single-threaded (`nice` it):

    python -m lab.studies.study_declaring --deals 200 --seed 5 --worlds 16 --out /tmp/study.jsonl
    python -m lab.studies.study_declaring --summary /tmp/study.jsonl
    python -m lab.studies.study_declaring --replay /tmp/study.jsonl --seed 5  # after a change
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from coach.cli.main import RULES_OPTIONS
from coach.heuristic.decide import decide
from coach.heuristic.prospects import prospects
from coach.rules.actions import Action, Declare, PickUp
from coach.rules.cards import JACKS_MASK, Card, CardSet, Rank, Suit, suit_mask
from coach.rules.contract import Announcement, Contract, GameType, RuleSet
from coach.rules.game import GameState, Phase, apply, replay
from coach.rules.legal import auction_won_at
from coach.rules.view import PlayerView, view_of
from coach.sampled.analysis import rated_declarations
from coach.search.engine import Solver
from coach.search.outcome import play_out
from coach.search.sampling import sample_worlds
from lab.arena import mean_ci, seeded_deals

GAMES_PLAYED = 3  # games played out after the pick-up, by their best rated discard
DISCARDS = 4  # discards played out per game
HAND_GAMES = 3
Record = dict[str, Any]  # one decision: the choices, their means and the hand's features


def label(action: Action) -> str:
    if isinstance(action, PickUp):
        return "pickup"
    assert isinstance(action, Declare)
    token = action.contract.iss_token
    if action.discard:
        return token + " " + " ".join(str(c) for c in sorted(action.discard))
    return token


def kind(action: Action) -> str:
    """pickup, or the game class of a declaration: suit, grand, null (hand marked)."""
    if isinstance(action, PickUp):
        return "pickup"
    assert isinstance(action, Declare)
    game = action.contract.game
    name = {GameType.GRAND: "grand", GameType.NULL: "null"}.get(game, "suit")
    return name + ("-hand" if action.contract.hand else "")


def features(cards: CardSet, game: GameType | None, seat: int) -> dict[str, object]:
    """The cards; jacks, trumps (a suit game: jacks and suit), side aces, tens, voids, seat."""
    trump_mask = JACKS_MASK
    if game is not None and game.trump_suit is not None:
        trump_mask |= suit_mask(game.trump_suit)
    side = [s for s in Suit if game is None or game.trump_suit is not s]
    aces = sum(Card.of(s, Rank.ACE) in cards for s in side)
    tens = sum(Card.of(s, Rank.TEN) in cards for s in side)
    voids = sum(not cards.mask & suit_mask(s) & ~JACKS_MASK for s in side)
    return {
        "cards": " ".join(str(card) for card in sorted(cards)),
        "jacks": (cards.mask & JACKS_MASK).bit_count(),
        "trumps": (cards.mask & trump_mask).bit_count(),
        "aces": aces,
        "tens": tens,
        "voids": voids,
        "seat": seat,
    }


def _points(solver: Solver, view: PlayerView, state: GameState) -> int:
    """The declarer's list points of `state` (in card play) played out double dummy."""
    if state.phase is not Phase.PLAY:  # picked up: the heuristic declares in this world
        state = apply(state, decide(view_of(state, view.seat)).action)
    outcome = play_out(solver, state).written(state, state.bid)
    assert state.declarer is not None
    return outcome.list_points_for(view.seat, state.declarer)


def played_out(
    solver: Solver, view: PlayerView, worlds: Sequence[GameState], actions: Sequence[Action]
) -> dict[Action, list[int]]:
    """Every action in every world (no racing): the seat's list points per world."""
    result: dict[Action, list[int]] = {action: [] for action in actions}
    for world in worlds:
        for action in actions:
            result[action].append(_points(solver, view, apply(world, action)))
    return result


def skat_actions(view: PlayerView, chosen: Action) -> list[Action]:
    """Pick up, the best few hand games, Schneider on the best suit or Grand hand game."""
    actions: list[Action] = [PickUp()]
    hand_games: list[Contract] = []
    for prospect in prospects(view.hand, view.seat == 0, view.rules):
        contract = prospect.contract
        if not contract.hand or contract.ouvert or prospect.value < view.bid:
            continue
        if contract not in hand_games:
            hand_games.append(contract)
        if len(hand_games) == HAND_GAMES:
            break
    best = next((c for c in hand_games if c.game is not GameType.NULL), None)
    if best is not None:
        hand_games.append(Contract(best.game, hand=True, announce=Announcement.SCHNEIDER))
    actions += [Declare(c) for c in hand_games]
    if chosen not in actions:
        actions.append(chosen)
    return actions


def declare_actions(view: PlayerView, chosen: Action) -> list[Action]:
    """The best-rated discards of the best-rated games, and of the heuristic's game."""
    rated: dict[Contract, list[Action]] = defaultdict(list)
    for option in rated_declarations(view):  # best first, so the games come in their best order
        assert isinstance(option.action, Declare)
        rated[option.action.contract].append(option.action)
    assert isinstance(chosen, Declare)
    games = list(rated)[:GAMES_PLAYED]
    if chosen.contract in rated and chosen.contract not in games:
        games.append(chosen.contract)
    actions: list[Action] = [d for c in games for d in rated[c][:DISCARDS]]
    if chosen not in actions:
        actions.append(chosen)
    return actions


def compare(
    solver: Solver, view: PlayerView, actions: list[Action], chosen: Action, worlds: int, seed: int
) -> Record:
    sampled = sample_worlds(view, worlds, random.Random(seed))
    results = played_out(solver, view, sampled, actions)
    means = {label(a): sum(p) / len(p) for a, p in results.items()}
    wins = {label(a): sum(p > 0 for p in r) / len(r) for a, r in results.items()}
    best = max(actions, key=lambda a: means[label(a)])
    diffs = [b - c for b, c in zip(results[best], results[chosen], strict=True)]
    return {
        "chosen": label(chosen),
        "chosen_kind": kind(chosen),
        "best": label(best),
        "best_kind": kind(best),
        "cost": sum(diffs) / len(diffs),
        "chosen_win": wins[label(chosen)],
        "best_win": wins[label(best)],
        "means": means,
    }


def study_deal(
    index: int, state: GameState, worlds: int, seed: int, solver: Solver
) -> list[Record]:
    """The records of one deal: the skat and declaration decisions, or the passed-in seats."""
    rules = state.rules
    while state.phase is Phase.BIDDING:
        assert state.to_move is not None
        state = apply(state, decide(view_of(state, state.to_move)).action)
    records: list[Record] = []
    if state.declarer is None:  # passed in: each seat as declarer at 18
        for seat in range(3):
            as_declarer = replay(state.deal, auction_won_at(seat, 18), rules)
            view = view_of(as_declarer, seat)
            chosen = decide(view).action
            found = compare(solver, view, skat_actions(view, chosen), chosen, worlds, seed + seat)
            found.update(kind="passed", deal=index, bid=18, **features(view.hand, None, seat))
            top = prospects(view.hand, seat == 0, rules)[0]
            found["prospect_chance"] = round(top.chance, 3)
            records.append(found)
        return records
    seat = state.declarer
    view = view_of(state, seat)
    chosen = decide(view).action
    found = compare(solver, view, skat_actions(view, chosen), chosen, worlds, seed)
    top = prospects(view.hand, seat == 0, rules)[0]
    found.update(kind="skat", deal=index, bid=state.bid, **features(view.hand, None, seat))
    found["prospect_chance"] = round(top.chance, 3)
    records.append(found)
    state = apply(state, PickUp())  # the declaration after a pick-up, in every deal
    view = view_of(state, seat)
    chosen = decide(view).action
    assert isinstance(chosen, Declare)
    found = compare(solver, view, declare_actions(view, chosen), chosen, worlds, seed + 7)
    found.update(kind="declare", deal=index, bid=state.bid)
    found.update(features(view.hand, chosen.contract.game, seat))
    chosen_game = chosen.contract
    means: dict[str, float] = found["means"]
    same_game = [v for k, v in means.items() if k.split()[0] == chosen_game.iss_token]
    found["discard_cost"] = max(same_game) - means[found["chosen"]]
    records.append(found)
    return records


def mean_ci_text(values: list[float], digits: int = 2) -> str:
    """The mean with its 95 % interval and the count, e.g. "+1.40 ± 1.15 (n=640)"."""
    if not values:
        return "—"
    mean, half = mean_ci(values)
    return f"{mean:+.{digits}f} ± {half:.{digits}f} (n={len(values)})"


def summarize(records: Iterable[Record]) -> None:
    """Cost tables: per phase, per (chosen, best) kind, and by hand features."""
    by_kind: dict[str, list[Record]] = defaultdict(list)
    for record in records:
        by_kind[record["kind"]].append(record)
    for phase, rows in by_kind.items():
        print(
            f"\n## {phase}: {len(rows)} decisions, cost {mean_ci_text([r['cost'] for r in rows])}"
        )
        if phase == "declare":
            discard = [r["discard_cost"] for r in rows]
            print(f"discard within the chosen game: {mean_ci_text(discard)}")
        if phase == "passed":
            winning = [r for r in rows if max(r["means"].values()) > 0]
            print(f"seats whose best game at 18 expects > 0: {len(winning)} of {len(rows)}")
            for r in sorted(winning, key=lambda r: -max(r["means"].values()))[:15]:
                best = max(r["means"].values())
                print(
                    f"  deal {r['deal']} seat {r['seat']} {r['best']} {best:+.1f} "
                    f"win {r['best_win']:.0%} heuristic chance {r['prospect_chance']}"
                )
        pairs: dict[tuple[str, str], list[float]] = defaultdict(list)
        for r in rows:
            pairs[(r["chosen_kind"], r["best_kind"])].append(r["cost"])
        print("chosen -> search best: cost per decision, its share of the phase's total")
        total = sum(r["cost"] for r in rows) or 1.0
        for (chosen, best), costs in sorted(pairs.items(), key=lambda kv: -sum(kv[1])):
            print(f"  {chosen:>11} -> {best:<11} {mean_ci_text(costs)}  {sum(costs) / total:6.1%}")
        for feature in ("jacks", "trumps", "aces", "tens", "voids", "seat"):
            groups: dict[int, list[float]] = defaultdict(list)
            for r in rows:
                groups[r[feature]].append(r["cost"])
            cells = ", ".join(f"{k}: {mean_ci_text(v)}" for k, v in sorted(groups.items()))
            print(f"  by {feature}: {cells}")


def replayed(records: Iterable[Record], seed: int, rules: RuleSet) -> None:
    """Today's declaration after the pick-up on recorded decisions (deals of `seed`): its regret
    where the record played it out, against the recorded choice's, paired."""
    rows = [r for r in records if r["kind"] == "declare"]
    deals = seeded_deals(max((r["deal"] for r in rows), default=-1) + 1, seed)
    old: list[float] = []
    new: list[float] = []
    changed = missing = 0
    for r in rows:
        state = replay(deals[r["deal"]], auction_won_at(r["seat"], r["bid"]), rules)
        view = view_of(apply(state, PickUp()), r["seat"])
        today = label(decide(view).action)
        changed += today != r["chosen"]
        if today not in r["means"]:
            missing += 1
            continue
        best = max(r["means"].values())
        old.append(best - r["means"][r["chosen"]])
        new.append(best - r["means"][today])
    print(f"{len(rows)} declarations, {changed} changed, {missing} of them not played out")
    print(f"regret recorded {mean_ci_text(old)}, today {mean_ci_text(new)}")
    print(f"gain today {mean_ci_text([o - n for o, n in zip(old, new, strict=True)])}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worlds", type=int, default=16)
    parser.add_argument("--rules", default="iso", choices=sorted(RULES_OPTIONS))
    parser.add_argument("--out", help="append one JSON line per decision to this file")
    parser.add_argument("--summary", help="print the cost tables of a JSON-lines file and stop")
    parser.add_argument(
        "--replay", help="today's declarations on a JSON-lines file of --seed's deals, and stop"
    )
    args = parser.parse_args()
    rules: RuleSet = RULES_OPTIONS[args.rules]
    if args.summary or args.replay:
        with open(args.summary or args.replay) as lines:
            recorded: list[Record] = [json.loads(line) for line in lines]
        if args.summary:
            summarize(recorded)
        else:
            replayed(recorded, args.seed, rules)
        return 0
    solver = Solver()
    out = open(args.out, "a") if args.out else sys.stdout  # noqa: SIM115
    records: list[Record] = []
    for index, deal in enumerate(seeded_deals(args.deals, args.seed)):
        state = GameState.new(deal, rules)
        for record in study_deal(index, state, args.worlds, args.seed * 100_003 + index, solver):
            records.append(record)
            print(json.dumps(record), file=out, flush=True)
    if args.out:
        out.close()
        summarize(records)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
