"""Figures that add up and words that read right (issue 37): the sides' card points and the skat
make 120, cards are written highest first, every result says whose win it is from the learner's
seat, plural forms come from the catalogue, the notebook is not "Noch leer" above saved games and
no hand reads "12 von 10 Karten".
"""

from __future__ import annotations

import re
from collections.abc import Callable

from app_helpers import TIMEOUT, click, enabled_keys, enter_by_clicks, markdown_text, play_state
from streamlit.testing.v1 import AppTest

from coach.rules.cards import Card, CardSet
from coach.rules.explain import Reason
from coach.rules.game import Phase
from ui.jobs import jobs
from words import format_fact, render, t

App = Callable[[str | None], AppTest]
DECLARER_DEAL, DEFENDER_DEAL = 4711, 2
BIDDING_KEYS = ("play_bid", "play_hold", "play_play")


def _played(app: App, deal: int, *, declare: bool) -> AppTest:
    """A whole game at pace "at once" with the points aid on: bid on (or pass), play it out."""
    at = app("play")
    at.radio(key="play_pace").set_value("0").run()
    at.toggle(key="play_aid_points").set_value(True).run()
    at.number_input(key="play_deal").set_value(deal).run()
    click(at, "play_start")
    while "play_next_game" not in enabled_keys(at):
        table = play_state(at).table
        assert table is not None
        keys = enabled_keys(at)
        if table.state.phase is Phase.BIDDING:
            bid = next((k for k in BIDDING_KEYS if k in keys), "play_pass")
            click(at, bid if declare else "play_pass")
        elif "play_pick_up" in keys:
            click(at, "play_pick_up")
        elif table.state.phase is Phase.DECLARE:
            hand = [k for k in keys if k.startswith("play_discard_")]
            if len(play_state(at).discard) < 2:
                click(at, hand[len(play_state(at).discard)])
            else:
                click(at, "play_declare")
        else:
            click(at, next(k for k in keys if k.startswith("play_card_")))
    for _game, _ply, job in play_state(at).verdict_jobs:
        jobs().wait(job, TIMEOUT)
    return at.run()


def _result_box(at: AppTest) -> str:
    boxes = [*at.success, *at.error]
    return next(box.value for box in boxes if box.value.startswith("**"))


def _points(at: AppTest) -> tuple[int, int]:
    caption = next(c.value for c in at.caption if c.value.startswith("Augen: Alleinspieler"))
    declarer, defenders = (
        int(n) for n in re.findall(r"(?:Alleinspieler|Gegenspieler) (\d+)", caption)
    )
    return declarer, defenders


def test_a_defender_reads_whose_win_and_the_points_add_up_to_120(app: App) -> None:
    at = _played(app, DEFENDER_DEAL, declare=False)
    table = play_state(at).table
    assert table is not None and table.result is not None
    box = _result_box(at)
    expected = "Der Alleinspieler (" if table.result.won else "Ihr Gegenspieler habt gewonnen"
    assert box.startswith(f"**{expected}"), box
    declarer, defenders = _points(at)
    assert declarer + defenders == 120
    assert declarer == table.result.declarer_points


def test_a_declarer_reads_du_never_ihr(app: App) -> None:
    at = _played(app, DECLARER_DEAL, declare=True)
    table = play_state(at).table
    assert table is not None and table.result is not None
    assert table.state.declarer == table.learner_seat
    box = _result_box(at)
    assert box.startswith("**Du hast " + ("gewonnen" if table.result.won else "verloren"))
    words = " ".join([box, markdown_text(at), *(c.value for c in at.caption)])
    assert not re.search(r"\b(ihr|euch|Ihr Gegenspieler)\b", words), words
    declarer, defenders = _points(at)
    assert declarer + defenders == 120


def test_cards_are_written_highest_first() -> None:
    out = CardSet.of([Card.DJ, Card.HJ, Card.C8, Card.C9, Card.CT, Card.CJ, Card.CK, Card.CA])
    assert format_fact(out, "de") == "♣B ♥B ♦B ♣A ♣10 ♣K ♣9 ♣8"
    counted = CardSet.of([Card.HQ, Card.SJ, Card.CJ])
    assert format_fact(counted, "de") == "♣B ♠B ♥D"


def test_plural_forms_come_from_the_catalogue() -> None:
    assert t("play.cards_left", "de", count=1) == "1 Karte"
    assert t("play.cards_left", "de", count=2) == "2 Karten"
    assert t("sheet.title", "de", count=1) == "Spielliste (1 Spiel)"
    assert t("sheet.title", "en", count=3) == "Score sheet (3 games)"
    one = Reason.of("insight_trumps_out", count=1, cards=CardSet.of([Card.CJ]))
    assert render(one, "de") == "Noch draußen: 1 Trumpf (♣B)."
    assert render(one, "en") == "Still out: 1 trump (♣J)."


def test_twelve_cards_in_ten_card_mode_say_how_many_too_many(app: App) -> None:
    at = app("bid_value")
    at.radio(key="calc_mode").set_value("twelve").run()
    enter_by_clicks(at, "CJ SJ HJ DJ CA CT CK SA ST HA D7 H8")
    at.radio(key="calc_mode").set_value("ten").run()
    text = markdown_text(at)
    assert "12 von 10 Karten" not in text
    assert "12 Karten, 2 zu viel" in text


def test_the_notebook_is_not_empty_above_saved_games(app: App) -> None:
    at = _played(app, DEFENDER_DEAL, declare=False)
    click(at, "play_save")
    at.switch_page("ui/views/notebook.py").run()
    assert all(not info.value.startswith("Noch leer") for info in at.info)
    assert any(c.value.startswith("Noch keine Blätter") for c in at.caption)
