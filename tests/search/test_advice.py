"""Sampled advice: legal options, seeded determinism, progress and cancel, the review."""

from __future__ import annotations

import json
import random
from itertools import combinations
from pathlib import Path

import pytest

from coach.cli.main import main
from coach.records.iss import read_records
from coach.records.iss_replay import position_of
from coach.rules.actions import Bid, Deal, Declare, Hold, Pass, PickUp, Play
from coach.rules.cards import Card
from coach.rules.contract import ISKO, ISS, Contract, GameType
from coach.rules.game import GameState, apply, replay
from coach.rules.legal import auction_won_at
from coach.rules.view import view_of
from coach.sampled import SearchCancelled, advise, analyse, could_have_won
from coach.sampled.analysis import _discard_class, _promising, rated_declarations
from coach.search import Solver
from coach.search.outcome import outcome
from coach.search.sampling import sample_worlds
from lab.cli import main as lab_main
from words import render_all

DATA = Path(__file__).parent / "data"


def _state(name: str) -> GameState:
    """The position of a fixture record: ISS game 541932 cut off at a decision, or finished."""
    return position_of(read_records(DATA / f"{name}.sgf")[0], ISS)


def test_card_advice_scores_every_legal_card_and_explains_itself() -> None:
    state = _state("mid_trick")
    seat = state.to_move
    assert seat is not None
    decision = advise(view_of(state, seat), worlds=6, seed=1)
    legal = {Play(card) for card in state.legal_cards()}
    assert {option.action for option in decision.alternatives} == legal
    assert decision.action in legal
    assert decision.reasons[0].code == "search_best"
    assert all(render_all(decision.reasons, lang) for lang in ("de", "en"))
    scores = [option.score for option in decision.alternatives]
    assert scores == sorted(scores, reverse=True)


def test_same_seed_same_answer() -> None:
    view = view_of(_state("first_lead"), 0)
    first = analyse(view, worlds=4, seed=7)
    again = analyse(view, worlds=4, seed=7)
    assert first == again


def test_progress_is_reported_and_can_cancel() -> None:
    view = view_of(_state("mid_trick"), 1)
    seen: list[tuple[int, int]] = []
    analyse(view, worlds=3, seed=0, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(1, 3), (2, 3), (3, 3)]
    with pytest.raises(SearchCancelled):
        analyse(view, worlds=3, seed=0, progress=lambda done, total: False)


def test_bidding_advice_offers_the_next_bid_or_pass_and_a_table_of_levels() -> None:
    state = _state("bidding")
    analysis = analyse(view_of(state, 2), worlds=3, seed=0)
    actions = {option.action for option in analysis.options}
    assert Pass() in actions
    assert actions <= {Pass(), Bid(18), Hold()}
    bids = [level.bid for level in analysis.levels]
    assert bids[:2] == [18, 20] and bids == sorted(bids)
    winning = [i for i, level in enumerate(analysis.levels) if level.win_rate > 0]
    assert len(bids) <= (winning[-1] if winning else 0) + 2  # ends one level past the last win


def test_skat_advice_compares_picking_up_with_hand_games() -> None:
    analysis = analyse(view_of(_state("skat"), 2), worlds=3, seed=0)
    assert PickUp() in {option.action for option in analysis.options}
    assert len(analysis.options) > 1


def test_discard_advice_ranks_every_game_with_every_discard() -> None:
    picked = apply(_state("skat"), PickUp())
    analysis = analyse(view_of(picked, 2), worlds=3, seed=0)
    declarations = [option.action for option in analysis.options]
    assert all(isinstance(action, Declare) for action in declarations)
    assert len(set(declarations)) == len(declarations) == 6 * 66  # six games, 66 discards each
    played = [option for option in analysis.options if not option.estimated]
    assert played and all(option.worlds == 3 for option in played)
    assert analysis.options[: len(played)] == tuple(played)  # played out first, then rated
    assert all(render_all((option.reason(),), "en") for option in analysis.options[-3:])


@pytest.mark.parametrize("seed", range(4))
def test_discards_of_one_class_play_out_alike_and_are_played_once(seed: int) -> None:
    """Two discards the class calls alike give the same result in every sampled world; the
    declarations played out are of different classes."""
    state = GameState.new(Deal.shuffled(random.Random(seed)), ISKO)
    state = apply(replay(state.deal, auction_won_at(0, 18), ISKO), PickUp())
    view = view_of(state, 0)
    rated = rated_declarations(view)
    played = _promising(view.hand, rated)
    classes = set()
    for option in played:
        declare = option.action
        assert isinstance(declare, Declare) and declare.discard is not None
        game = declare.contract.game
        classes.add((game, _discard_class(view.hand, declare.discard, game)))
    assert len(classes) == len(played) > 0
    solver = Solver()
    alike = 0
    for game in (GameType.CLUBS, GameType.GRAND, GameType.NULL):
        by_class: dict[object, list[tuple[Card, Card]]] = {}
        for pair in combinations(view.hand, 2):
            by_class.setdefault(_discard_class(view.hand, pair, game), []).append(pair)
        for pairs in by_class.values():
            if len(pairs) < 2 or alike >= 6:
                continue
            alike += 1
            for world in sample_worlds(view, 3, random.Random(seed)):
                results = {
                    outcome(solver, apply(world, Declare(Contract(game), pair)))
                    for pair in pairs[:3]
                }
                assert len(results) == 1
    assert alike


def test_the_real_declarer_could_not_have_won() -> None:
    # ISS 541932: Diamonds, lost with 59 points; with all cards open 49 was the most.
    finished = _state("finished")
    verdict = could_have_won(finished, Solver())
    assert not verdict.winnable
    assert verdict.reason.code == "search_could_not_win"


def test_cli_solve_gives_the_value_of_every_legal_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", str(DATA / "mid_trick.sgf"), "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["seat"] == 1
    assert set(answer["cards"]) == {"D9", "DJ", "DK", "CJ"}
    assert all(0 <= value <= 120 for value in answer["cards"].values())


def test_cli_solve_refuses_a_record_before_card_play(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", str(DATA / "bidding.sgf"), "--json"]) == 2
    assert "not cut off in card play" in capsys.readouterr().err


def test_cli_advise_reports_options_with_win_rates(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["advise", str(DATA / "mid_trick.sgf"), "--worlds", "3", "--seed", "5", "--json"]
    assert main(args) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["seat"] == 1
    assert answer["move"] in {"D9", "DJ", "DK", "CJ"}
    option = answer["options"][0]
    assert set(option) >= {"move", "win_rate", "expected_points", "worlds"}
    assert option["worlds"] == 3
    assert answer["solves"] > 0


def test_racing_drops_options_clearly_worse_than_the_best() -> None:
    from coach.sampled.runner import RACE_MIN, _still_in_race

    rows = [[(True, 60 + i % 3), (False, -100 - i % 5), (True, 59 + i % 4)] for i in range(30)]
    assert len(rows) >= RACE_MIN
    assert _still_in_race(rows, frozenset({0, 1, 2})) == frozenset({0, 2})
    assert _still_in_race(rows[: RACE_MIN - 1], frozenset({0, 1, 2})) == frozenset({0, 1, 2})


def test_racing_compares_options_world_by_world() -> None:
    from coach.sampled.runner import _still_in_race

    # the worlds decide most (won or lost either way), but in every fifth world option 1 costs
    # 180 points more: their spreads overlap, their differences do not
    base = [120 if i % 2 else -120 for i in range(40)]
    rows = [[(p > 0, p), (p > 0, p - (180 if i % 5 == 0 else 0))] for i, p in enumerate(base)]
    assert _still_in_race(rows, frozenset({0, 1})) == frozenset({0})
    # the same spread with wins and losses on both sides: no option is clearly behind
    rows = [[(True, 60 if i % 2 else -120), (True, -120 if i % 2 else 60)] for i in range(40)]
    assert _still_in_race(rows, frozenset({0, 1})) == frozenset({0, 1})


def test_cli_bench_search_reports_speed_and_solves(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["bench-search", "--deals", "2", "--advice", "1", "--worlds", "4", "--json"]
    assert lab_main(args) == 0
    figures = json.loads(capsys.readouterr().out)
    assert set(figures["solver"]) >= {"clubs", "grand", "null", "compiled"}
    advice = figures["advice"]
    assert advice["worlds"] == 4
    assert all(advice[f"{kind}_solves_median"] > 0 for kind in ("first_lead", "discard", "bid"))


def test_cli_bench_search_without_advice_times_the_solver_only(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert lab_main(["bench-search", "--deals", "1", "--advice", "0"]) == 0
    out = capsys.readouterr().out
    assert "exact" in out and "advice" not in out


@pytest.mark.parametrize(
    "args", [["--deals", "0"], ["--advice", "-1"], ["--advice", "1", "--worlds", "0"]]
)
def test_cli_bench_search_refuses_empty_runs(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert lab_main(["bench-search", *args]) == 2
    assert "must be at least" in capsys.readouterr().err


def test_cli_review_judges_a_played_game(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["review", str(DATA / "finished.sgf"), "--worlds", "3", "--lang", "en", "--json"]
    assert main(args) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["declarer"] == answer["seat"] == 2
    assert answer["winnable"] is False and answer["line"] == []  # ISS 541932: 49 at most
    assert answer["points_lost"] == pytest.approx(
        sum(d["cost"] for d in answer["decisions"]), abs=0.05
    )
    assert all(d["text"] and d["cost"] >= 0 for d in answer["decisions"])


def test_cli_review_refuses_a_passed_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(DATA / "bidding.sgf")]) == 2
    assert "never declared" in capsys.readouterr().err
