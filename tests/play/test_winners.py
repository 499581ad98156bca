"""The winners' list (Siegerliste, seed 000 Programmfunktionen): per series the learner's
tournament result, list score and Bierlachs outcome, read from the series' own score sheets, and
the running balance, best result and Bierlachs balance across series."""

from __future__ import annotations

from dataclasses import replace

from coach.play import (
    Bierlachs,
    Participant,
    SeriesLine,
    Strength,
    Table,
    WinnersList,
    act,
    finished_games,
    next_game,
    run_engines,
    series_key,
    series_line,
    start,
    winners_list,
)
from coach.play.players import engine
from coach.play.table import decision_seed
from coach.rules import ISKO, KontraWho, RuleSet, ScoringList, own_rules

PLAYERS = (
    Participant("Lea"),
    Participant("Anna", Strength.CLUB),
    Participant("Bernd", Strength.CLUB),
)
GOAL = 60
BIERLACHS = own_rules("Bierlachs", ISKO, ramsch=True, kontra=KontraWho.ANY_DEFENDER, bierlachs=GOAL)


def played_series(code: int, games: int, rules: RuleSet = ISKO) -> Table:
    """A series of `games` games from `code` (fewer when its Bierlachs list ends it), the
    learner's decisions taken by a club engine."""
    table = run_engines(start(rules, PLAYERS, code, games=games))
    while True:
        while not table.state.is_over:
            view = table.learner_view
            decision = engine(Strength.CLUB).decide(view, decision_seed(table, table.ply))
            table = run_engines(act(table, decision.action))
        if finished_games(table) == games or table.series_over:
            return table
        table = run_engines(next_game(table))


def test_a_line_takes_the_learners_totals_from_the_series_sheets() -> None:
    table = played_series(11, 3)
    line = series_line(table, balance_before=100)
    me = table.learner
    assert line.code == 11 and line.games == 3 and line.planned == 3 and line.rules == ISKO.name
    tournament = table.score_sheet(ScoringList.TOURNAMENT, with_current=True)
    simple = table.score_sheet(ScoringList.SIMPLE, with_current=True)
    assert line.tournament == tournament.totals()[me]
    assert line.score == simple.totals()[me]
    assert line.balance == 100 + line.score
    assert line.bierlachs is None  # the ISkO keeps no Bierlachs list


def test_a_bierlachs_series_names_who_buys_the_round() -> None:
    table = played_series(12, 2, BIERLACHS)
    payer = table.score_sheet(ScoringList.SIMPLE, with_current=True).bierlachs_payer()
    line = series_line(table)
    assert line.bierlachs_goal == GOAL
    if payer is None:
        assert line.bierlachs is Bierlachs.OPEN
    else:
        mine = payer == table.learner
        assert line.bierlachs is (Bierlachs.LEARNER_PAYS if mine else Bierlachs.OTHER_PAYS)


def test_the_list_runs_the_balance_over_the_series_in_order() -> None:
    first, second = played_series(11, 2), played_series(12, 2, BIERLACHS)
    ranking = winners_list([first, second])
    one, two = ranking.lines
    assert one.balance == one.score
    assert two.balance == one.score + two.score == ranking.balance
    assert ranking.best_tournament == max(one.tournament, two.tournament)


def _line(tournament: int, balance: int, bierlachs: Bierlachs | None) -> SeriesLine:
    return SeriesLine(1, "Stammtisch", 36, 36, tournament, balance, balance, bierlachs, 301)


def test_the_bierlachs_balance_counts_rounds_bought_for_and_by_the_learner() -> None:
    ranking = WinnersList(
        (
            _line(900, 10, Bierlachs.OTHER_PAYS),
            _line(1200, 20, None),
            _line(-300, 5, Bierlachs.LEARNER_PAYS),
            _line(400, 7, Bierlachs.OTHER_PAYS),
            _line(100, 8, Bierlachs.OPEN),
        )
    )
    assert ranking.bierlachs_balance == 1
    assert ranking.best_tournament == 1200
    assert ranking.balance == 8  # the last line's running balance


def test_an_empty_list_has_no_best_result_and_no_bierlachs() -> None:
    ranking = winners_list([])
    assert ranking.best_tournament is None
    assert ranking.balance == 0
    assert ranking.bierlachs_balance is None
    assert WinnersList((_line(0, 0, None),)).bierlachs_balance is None


def test_a_series_keeps_its_key_as_it_goes_on_and_a_replay_played_otherwise_differs() -> None:
    one = played_series(13, 1)
    two = played_series(13, 2)
    assert series_key(one) == series_key(two)  # the same first game, one game more
    other = replace(two, past=(replace(two.past[0], state=two.state),))
    assert series_key(other) != series_key(two)
    assert series_key(two).startswith("13-")
