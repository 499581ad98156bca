"""The club's winners' list: several learners' own winners' lists ranked by the best tournament
result of a series, with the number of series, the balance and the Bierlachs balance of each."""

from __future__ import annotations

from coach.play import Bierlachs, ClubLine, SeriesLine, WinnersList, club_ranking, winners_list


def _list(*lines: tuple[int, int, Bierlachs | None]) -> WinnersList:
    """A winners' list of series given as (tournament result, list score, Bierlachs)."""
    built: list[SeriesLine] = []
    for tournament, score, bierlachs in lines:
        balance = (built[-1].balance if built else 0) + score
        built.append(SeriesLine(1, "Stammtisch", 36, 36, tournament, score, balance, bierlachs))
    return WinnersList(tuple(built))


def test_learners_are_ranked_by_their_best_tournament_result() -> None:
    ranking = club_ranking(
        [
            ("Ole", _list((800, 10, None), (1400, -20, None))),
            ("Lea", _list((1600, 5, Bierlachs.OTHER_PAYS), (200, 5, Bierlachs.LEARNER_PAYS))),
            ("Ida", _list((-100, -30, Bierlachs.OTHER_PAYS))),
        ]
    )
    assert ranking == (
        ClubLine(1, "Lea", 2, 1600, 10, 0),
        ClubLine(2, "Ole", 2, 1400, -10, None),
        ClubLine(3, "Ida", 1, -100, -30, 1),
    )


def test_equal_results_share_a_rank_and_the_next_rank_skips() -> None:
    ranking = club_ranking(
        [
            ("Ole", _list((900, 1, None))),
            ("Anna", _list((900, 2, None))),
            ("Bernd", _list((300, 3, None))),
        ]
    )
    assert [(line.rank, line.name) for line in ranking] == [(1, "Anna"), (1, "Ole"), (3, "Bernd")]


def test_a_learner_without_a_series_comes_last_without_a_rank() -> None:
    ranking = club_ranking([("Zoe", _list((-500, -5, None))), ("Max", winners_list([]))])
    assert ranking[0] == ClubLine(1, "Zoe", 1, -500, -5, None)
    assert ranking[1] == ClubLine(None, "Max", 0, None, 0, None)


def test_nobody_on_the_list_gives_an_empty_list() -> None:
    assert club_ranking([]) == ()
