"""The review after a Spielen game ("Nachbesprechung") and the sandbox replay from a decision.

Deal 4711 lets the learner win the auction; a short game: pick up, put the last two cards away,
declare Kreuz, play one card and give up.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from app_helpers import TIMEOUT, markdown_text
from streamlit.testing.v1 import AppTest

from coach.play.table_file import loads_with_sandbox
from coach.rules.cards import Card
from coach.rules.contract import GameType
from coach.rules.game import Phase
from ui.jobs import jobs
from ui.play_state import PlayState
from ui.store import Store

App = Callable[[str | None], AppTest]
DEAL = 4711
BIDDING_KEYS = ("play_bid", "play_hold", "play_play")


def _state(at: AppTest) -> PlayState:
    state = at.session_state["play"]
    assert isinstance(state, PlayState)
    return state


def _keys(at: AppTest) -> list[str]:
    return [button.key for button in at.main.button if not button.disabled]


def _click(at: AppTest, key: str) -> AppTest:
    assert not at.exception, at.exception[0].value
    return at.button(key=key).click().run()


def _short_game(app: App, lang: str = "de") -> AppTest:
    at = app("play")
    if lang != "de":
        at.selectbox(key="ui_lang").set_value(lang).run()
    at.radio(key="play_pace").set_value("0").run()
    at.number_input(key="play_deal").set_value(DEAL).run()
    _click(at, "play_start")
    while _state(at).table.state.phase is Phase.BIDDING:  # type: ignore[union-attr]
        _click(at, next(k for k in BIDDING_KEYS if k in _keys(at)))
    _click(at, "play_pick_up")
    discard = [key for key in _keys(at) if key.startswith("play_discard_")]
    _click(at, discard[-1])
    _click(at, discard[-2])
    at.radio(key="play_game").set_value(GameType.CLUBS).run()
    _click(at, "play_declare")
    while "play_give_up" not in _keys(at) or _state(at).table.waiting.value != "learner":  # type: ignore[union-attr]
        _click(at, next(k for k in _keys(at) if k.startswith("play_card_")))
    _click(at, next(k for k in _keys(at) if k.startswith("play_card_")))
    _click(at, "play_give_up")
    return _review_ready(at)


def _review_ready(at: AppTest) -> AppTest:
    for _game, _ply, job in _state(at).verdict_jobs:
        jobs().wait(job, TIMEOUT)
    at.run()
    running = at.session_state.get("play_post_job")
    if running is not None:
        jobs().wait(running[1], TIMEOUT)
        at.run()
    assert "play_post_done" in at.session_state, "the review did not finish"
    assert not at.exception, at.exception[0].value
    return at


@pytest.mark.slow
def test_the_review_shows_all_hands_and_the_original_skat(app: App) -> None:
    at = _short_game(app)
    text = markdown_text(at)
    assert "Nachbesprechung" in [header.value for header in at.subheader]
    assert "**Alle Karten, wie sie ausgeteilt wurden**" in text
    table = _state(at).table
    assert table is not None
    for card in Card:
        assert f'data-card="{card.name}"' in text, card
    captions = [caption.value for caption in at.caption]
    assert "Skat" in captions and "Gedrückt" in captions
    assert any("Alleinspieler" in caption for caption in captions)


@pytest.mark.slow
def test_the_review_lists_the_decisions_with_verdicts_biggest_mistake_first(app: App) -> None:
    at = _short_game(app)
    labels = [expander.label for expander in at.expander]
    decisions = [label for label in labels if " – " in label and ":" in label]
    assert any(label.startswith("Reizen: ") for label in decisions), labels
    assert any(label.startswith("Drücken und Ansage: Kreuz") for label in decisions), labels
    assert any(label.startswith("Stich 2: Ich gebe auf.") for label in decisions), labels
    review = at.session_state["play_post_done"][1]
    worst = review.biggest_mistake
    text = markdown_text(at)
    if worst is not None:
        assert "Dein größter Fehler:" in text
        assert decisions[0].startswith(text.split("Dein größter Fehler: ")[1][:10])
    else:
        assert any("Keine Entscheidung" in s.value for s in at.success)
    at.toggle(key="play_post_worst_first").set_value(False).run()
    in_order = [e.label for e in at.expander if " – " in e.label and ":" in e.label]
    assert in_order[0].startswith("Reizen: ")


@pytest.mark.slow
def test_could_i_have_won_and_show_me_how_puts_the_lines_side_by_side(app: App) -> None:
    at = _short_game(app)
    text = markdown_text(at)
    assert "**Hätte ich gewinnen können?**" in text
    answers = " ".join(a.value for a in [*at.success, *at.warning])
    assert "offenen Karten" in answers or "bestes Spiel" in answers
    assert "Bestes Spiel beider Seiten" not in text
    at.toggle(key="play_post_show_how").set_value(True).run()
    text = markdown_text(at)
    assert "*So wurde gespielt*" in text and "*Bestes Spiel beider Seiten (offene Karten)*" in text
    assert "**10**" in text  # the best line runs to the tenth trick
    captions = " ".join(caption.value for caption in at.caption)
    assert "spielt aus" in captions and "sticht" in captions


@pytest.mark.slow
def test_replay_from_a_decision_is_a_sandbox_never_counted_and_kept_on_reload(
    app: App, db_url: str
) -> None:
    at = _short_game(app)
    real = _state(at).table
    assert real is not None and real.state.is_over
    replay = next(
        k for k in _keys(at) if k.startswith("play_post_list_") and k.endswith("_sandbox")
    )
    ply = int(replay.split("_")[-2])
    _click(at, replay)
    state = _state(at)
    assert state.real == real and state.table is not None
    assert state.table.is_sandbox and state.table.ply == ply
    assert "Sandkasten" in markdown_text(at)
    assert "play_abandon" not in _keys(at)
    store = Store(db_url)
    saved, trial = loads_with_sandbox(store.open_table(at.session_state["learner_id"]) or "")
    assert saved == real and trial == state.table
    store.close()
    again = app("play")  # a reload: the sandbox comes back from the database
    assert _state(again).table == state.table and _state(again).real == real
    assert "Sandkasten" in markdown_text(again)
    while not _state(again).table.state.is_over:  # type: ignore[union-attr]
        keys = _keys(again)
        move = next(
            (k for k in keys if k.startswith(("play_card_", "play_pick_up"))),
            next((k for k in keys if k in ("play_give_up", "play_concede", *BIDDING_KEYS)), None),
        )
        if move is None and "play_declare" in [b.key for b in again.main.button]:
            discard = [k for k in keys if k.startswith("play_discard_")]
            for key in discard[-2:]:
                _click(again, key)
            move = "play_declare"
        assert move is not None, keys
        _click(again, move)
    assert "play_next_game" not in _keys(again)  # a sandbox game never goes on the sheet
    assert "play_sandbox_done" in _keys(again)
    _click(again, "play_sandbox_done")
    back = _state(again)
    assert back.real is None and back.table == real and back.table.past == ()
    assert "Sandkasten" not in markdown_text(again)


@pytest.mark.slow
def test_the_review_in_english(app: App) -> None:
    at = _short_game(app, lang="en")
    text = markdown_text(at)
    assert "Review" in [header.value for header in at.subheader]
    assert "**All cards as they were dealt**" in text and "**Could I have won?**" in text
    assert "**Your decisions**" in text
    at.toggle(key="play_post_show_how").set_value(True).run()
    assert "*Best play by both sides (cards open)*" in markdown_text(at)


def test_a_deeper_look_refines_the_same_judgements_and_says_so(app: App) -> None:
    at = _short_game(app)
    before = at.session_state["play_post_done"][1]
    assert any("Im Nachhinein, mit allen Karten offen" in c.value for c in at.caption)
    _click(at, "play_post_deeper_button")
    _review_ready(at)
    after = at.session_state["play_post_done"][1]
    refined = [d for d in after.decisions if d.verdict.reasons[0].code == "verdict_refined"]
    assert refined, [d.verdict.reasons[0].code for d in after.decisions]
    seeds = {d.ply: d.verdict.judgement.seed for d in before.decisions if d.verdict.judgement}
    for decision in refined:
        judgement = decision.verdict.judgement
        assert judgement is not None and judgement.seed == seeds[decision.ply]
    assert "Nachgerechnet mit 200 Verteilungen" in markdown_text(at)
    assert "play_post_deeper_button" not in _keys(at)
