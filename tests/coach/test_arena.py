"""The arena: view-only players, the duplicate gain split by phase, the same games on a cluster."""

from __future__ import annotations

import importlib
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from coach.rules.actions import Action, Deal
from coach.rules.contract import ISKO
from coach.rules.game import GameState, apply
from coach.rules.view import PlayerView, complete, view_of
from lab.arena import (
    PHASES,
    PLAYERS,
    card_player,
    deal_games,
    list_points,
    local_map,
    play_game,
    seeded_deals,
    summarize,
)
from lab.cli import main as lab_main
from lab.studies import versus_previous as versus


@pytest.mark.parametrize("name", ["random", "greedy", "coach"])
def test_players_decide_from_the_view_alone(name: str) -> None:
    """The same view in a re-dealt world (hidden cards moved) gives the same action."""
    player = PLAYERS[name]
    rng = random.Random(5)
    state = GameState.new(Deal.shuffled(rng), ISKO)
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        view = view_of(state, seat)
        other = complete(view, random.Random(len(state.history)))
        assert view_of(other, seat) == view
        action, _ = player(view, random.Random(1))
        assert player(view_of(other, seat), random.Random(1))[0] == action
        state = apply(state, action)


def test_the_gain_by_phase_adds_up_to_the_duplicate_gain() -> None:
    deals = seeded_deals(6, 2)
    records = [r for games in local_map("coach", "random", deals, 2, ISKO) for r in games]
    summary = summarize("random", records, ISKO)
    split = summary["gain_by_phase"]
    assert isinstance(split, dict) and set(split) == set(PHASES)
    total = sum(part["per_game"] for part in split.values())
    hero_games = [r for r in records if not r.result.passed and r.result.declarer in r.heroes]
    assert summary["overbids"] == sum(r.result.overbid for r in hero_games)
    assert total == pytest.approx(summary["duplicate_gain_per_game"], abs=0.02)
    for record in records:
        assert record.phase in PHASES
        if record.phase != "auction":
            assert record.declaration[0] is not None


def test_a_differing_declaration_is_split_into_auction_and_card_play() -> None:
    """Where the hero declares otherwise than the baseline, a game with the hero's declaration and
    the baseline's card play separates the two: the parts add up to the duplicate gain."""
    deal = seeded_deals(1, 2)[0]
    records = deal_games("coach", "random", deal, 2, ISKO)
    coach, rand = PLAYERS["coach"], PLAYERS["random"]
    base = play_game(deal, (rand, rand, rand), (), 2, ISKO)
    for record in records:
        assert sum(part for _, part in record.gains) == record.duplicate
    record = records[0]
    assert record.phase == "auction" and record.declaration != base.declaration
    hybrid = play_game(deal, (card_player(rand, coach), rand, rand), (), 2, ISKO)
    assert hybrid.declaration == record.declaration
    auction = list_points(hybrid.result, 0, ISKO) - list_points(base.result, 0, ISKO)
    card_play = list_points(record.result, 0, ISKO) - list_points(hybrid.result, 0, ISKO)
    role = "declarer" if record.declaration[0] == 0 else "defence"
    assert record.gains == (("auction", auction), (role, card_play))
    assert auction != 0 and card_play != 0


@pytest.mark.slow
def test_search_baseline_and_hint_report_by_phase(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--games", "1", "--seed", "4", "--workers", "0", "--json"]
    assert lab_main(["arena", "--pairings", "search", "--heroes", "coach", *args]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["hero"] == "coach" and summary["pairing"] == "search"
    assert summary["games"] == 3
    assert set(summary["gain_by_phase"]) == set(PHASES)


@pytest.mark.slow
def test_a_two_worker_local_cluster_plays_the_same_games() -> None:
    """Run as a learner runs it, in a process of its own (the spawned workers import the lab's
    `__main__` again, never a test runner's)."""
    command = [sys.executable, "-m", "lab", "arena", "--games", "7", "--seed", "9"]
    command += ["--pairings", "greedy", "--json"]

    def summary(workers: str) -> object:
        done = subprocess.run([*command, "--workers", workers], capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        figures: dict[str, object] = json.loads(done.stdout)
        return {
            key: value
            for key, value in figures.items()
            if not key.endswith("_ms_median") and not key.endswith("_ms_p90")
        }  # times differ from run to run

    alone = summary("0")
    assert summary("2") == alone
    assert alone["games"] == 21  # type: ignore[index]


def test_one_deal_is_the_same_wherever_it_is_played() -> None:
    deal = seeded_deals(1, 3)[0]
    first = [r.outcome for r in deal_games("coach", "random", deal, 3, ISKO)]
    assert [r.outcome for r in deal_games("coach", "random", deal, 3, ISKO)] == first


def test_arena_refuses_an_unknown_hero(capsys: pytest.CaptureFixture[str]) -> None:
    assert lab_main(["arena", "--games", "1", "--heroes", "kibitzer", "--workers", "0"]) == 2
    assert "kibitzer" in capsys.readouterr().err


def test_the_heuristic_against_its_own_commit_gains_nothing(tmp_path: Path) -> None:
    """`lab/studies/versus_previous.py` loads an earlier heuristic from git as a baseline: the
    committed heuristic against itself plays the same games (gain 0), so a gain is the change."""
    versus.load_previous("HEAD", tmp_path)
    previous = importlib.import_module(f"{versus.PACKAGE}.decide")
    assert Path(previous.__file__).parent == tmp_path / versus.PACKAGE

    def player(view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
        return previous.decide(view, rng).action, None

    for deal in seeded_deals(2, 6):
        base = play_game(deal, (player, player, player), (), 6, ISKO)
        mine = play_game(deal, (PLAYERS["coach"], player, player), (0,), 6, ISKO)
        if _heuristic_unchanged():
            assert mine.result == base.result


def _heuristic_unchanged() -> bool:
    """Whether the working tree's heuristic is the committed one (tests may run on edits)."""
    status = subprocess.run(
        ["git", "status", "--porcelain", "coach/heuristic"], capture_output=True, text=True
    )
    return status.returncode == 0 and not status.stdout.strip()


def test_the_declarer_pairing_changes_only_the_declarers_cards() -> None:
    deal = seeded_deals(1, 4)[0]
    (record,) = deal_games("coach", "declarer", deal, 4, ISKO)
    assert record.baseline is not None
    if not record.result.passed:
        assert record.heroes == (record.result.declarer,)
        assert record.phase == "declarer"
        assert record.baseline.contract == record.result.contract
    same = summarize("declarer", [record], ISKO)["same_declaration"]
    assert isinstance(same, dict) and same["games"] == int(not record.result.passed)
