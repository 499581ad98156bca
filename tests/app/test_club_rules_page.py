"""Einstellungen and Spielen under own club rules: a rule set made with every option explained,
chosen, and a Ramsch played to the end with the score sheet showing it (seed 000, Regeleinstellung
and Ramsch)."""

from __future__ import annotations

from collections.abc import Callable

from streamlit.testing.v1 import AppTest

from coach.rules import KontraWho
from ui.play_state import PlayState

App = Callable[[str | None], AppTest]
PASSED_DEAL = 1  # everyone passes it: under Ramsch rules it is played as a Ramsch


def _keys(at: AppTest) -> list[str]:
    return [str(b.key) for b in at.main.button if not b.disabled]


def passed_deal(at: AppTest) -> AppTest:
    """Spielen at once, a deal everyone passes (the learner too): a Ramsch under club rules."""
    at.switch_page("ui/views/play.py").run()
    at.radio(key="play_pace").set_value("0").run()
    at.number_input(key="play_deal").set_value(PASSED_DEAL).run()
    at = at.button(key="play_start").click().run()
    while "play_pass" in _keys(at):
        at = at.button(key="play_pass").click().run()
        assert not at.exception, at.exception
    return at


def _make_club_rules(app: App) -> AppTest:
    at = app("settings")
    assert not at.exception
    at.text_input(key="rules_name").set_value("Stammtisch")
    at.toggle(key="rules_ramsch").set_value(True)
    at.radio(key="rules_kontra").set_value(KontraWho.ANY_DEFENDER.value)
    save = next(b for b in at.button if b.label == "Regelsatz speichern")
    at = save.click().run()
    assert not at.exception, at.exception
    assert any("Stammtisch" in s.value for s in at.success)
    at = at.run()  # the choice above the editor lists the new set from the next run on
    return at.radio(key="settings_rules").set_value("Stammtisch").run()


def test_an_own_rule_set_explains_each_option_and_is_chosen(app: App) -> None:
    at = _make_club_rules(app)
    captions = " ".join(c.value for c in at.caption)
    assert "Jungfrau" in captions and "Kontra" in captions and "Bock" in captions
    assert at.radio(key="settings_rules").value == "Stammtisch"


def test_a_ramsch_is_played_to_the_end_and_written_on_the_sheet(app: App) -> None:
    at = passed_deal(_make_club_rules(app))
    state = at.session_state["play"]
    assert isinstance(state, PlayState) and state.table is not None
    assert state.table.state.ramsch and state.table.rules.name == "Stammtisch"
    assert any("Ramsch" in m.value for m in at.markdown)
    while "play_next_game" not in _keys(at):
        cards = [k for k in _keys(at) if k.startswith("play_card_")]
        assert cards, _keys(at)
        at = at.button(key=cards[0]).click().run()
        assert not at.exception, at.exception
    text = " ".join(e.value for e in (*at.success, *at.error, *at.info))
    assert "Ramsch" in text and "Augen" in text
    sheet = at.dataframe[0].value
    assert "Ramsch" in " ".join(sheet.iloc[0].astype(str))


def test_a_defender_says_kontra_and_the_game_is_scored_double(app: App) -> None:
    at = _make_club_rules(app)
    at.switch_page("ui/views/play.py").run()
    at.radio(key="play_pace").set_value("0").run()
    at.number_input(key="play_deal").set_value(2).run()  # an engine declares, the learner defends
    at = at.button(key="play_start").click().run()
    while "play_pass" in _keys(at):
        at = at.button(key="play_pass").click().run()
    said = False
    while "play_next_game" not in _keys(at):
        if "play_kontra" in _keys(at):
            at = at.button(key="play_kontra").click().run()
            said = True
            assert any("Kontra ist gesagt" in m.value for m in at.markdown)
            continue
        cards = [k for k in _keys(at) if k.startswith("play_card_")]
        assert cards, _keys(at)
        at = at.button(key=cards[0]).click().run()
        assert not at.exception, at.exception
    assert said
    state = at.session_state["play"]
    assert isinstance(state, PlayState) and state.table is not None
    assert state.table.state.kontra == 1
    text = " ".join(e.value for e in (*at.success, *at.error, *at.info))
    assert "Kontra" in text


def test_every_page_opens_under_an_own_rule_set(app: App) -> None:
    at = _make_club_rules(app)
    for page in ("start", "learn", "practice", "bid_value", "notebook", "progress", "play"):
        at.switch_page(f"ui/views/{page}.py").run()
        assert not at.exception, (page, at.exception)
