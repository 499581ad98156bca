"""Aufgaben: a puzzle of one's own solved, the deal editor refusing and analysing a deal, its
code shared and solved as a problem."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from app_helpers import TIMEOUT
from streamlit.testing.v1 import AppTest

from coach.advice import Puzzle
from coach.advice.voice import GOOD_COST
from coach.records import Position, Problem, Question
from coach.rules import ISKO, Card, CardStyle, DecisionKind, Phase, Play, apply, format_card
from coach.sampled import check
from tests.problems.problem_helpers import first_lead
from ui.deal_editor import CONTRACTS
from ui.jobs import jobs
from ui.puzzle_store import PuzzleStore
from ui.store import Store
from words import t

pytestmark = pytest.mark.db


def _section(at: AppTest, name: str) -> AppTest:
    at.switch_page("ui/views/problems.py").run()
    at.radio(key="problems_section").set_value(name).run()
    assert not at.exception, at.exception
    return at


def test_a_due_puzzle_is_solved_with_the_better_card(
    app: Callable[[str | None], AppTest], db_url: str
) -> None:
    at = app(None)
    store = Store(db_url)
    learner = int(at.session_state["learner_id"])
    position, best, worse = first_lead()
    puzzle = Puzzle("g:6", position, DecisionKind.DEFENDING, worse, best, 20.0, None)
    PuzzleStore(store.engine).keep(learner, [puzzle])
    _section(at, "puzzles")
    assert any(t("problems.find_better", "de") in s.value for s in at.subheader)
    at.button(key=f"puzzle_g:6_card_{best.card.name}").click().run()
    assert not at.exception, at.exception
    assert at.success and t("problems.solved", "de", move="")[:6] in at.success[0].value
    events = PuzzleStore(store.engine).events(learner)
    assert [e.correct for e in events] == [False, True]
    store.close()


def test_the_editor_refuses_an_incomplete_deal_naming_the_count(
    app: Callable[[str | None], AppTest],
) -> None:
    at = _section(app(None), "editor")
    at.button(key="editor_clear").click().run()
    at.button(key="editor_CLUBS_CJ").click().run()
    assert at.error and "1" in at.error[0].value and "32" in at.error[0].value


def test_the_editor_refuses_a_revoke(app: Callable[[str | None], AppTest]) -> None:
    at = _section(app(None), "editor")
    at.button(key="editor_shuffle").click().run()
    assert at.success  # a shuffled deal is possible
    places = at.session_state["editor_places"]
    hands = [[Card[name] for name, place in places.items() if place == seat] for seat in range(4)]
    contract = CONTRACTS[at.selectbox(key="editor_contract").value]
    state = Position.set_up(ISKO, hands[:3], hands[3], contract, 0).state
    for lead in state.legal_cards():
        after = apply(state, Play(lead))
        refused = [card for card in after.hands[1] if card not in after.legal_cards()]
        if refused:
            at.text_input(key="editor_played").input(f"{lead.name} {refused[0].name}").run()
            assert at.error, "a revoke must be refused"
            move = format_card(refused[0], CardStyle.SYMBOL_DE)  # a card as the deck shows it
            expected = t("position_move_refused", "de", number=8, move=move, why="")
            assert expected.rstrip() in at.error[0].value
            return
    pytest.skip("this deal shows no revoke")


def test_an_editor_deal_is_analysed_shared_and_solved_by_its_code(
    app: Callable[[str | None], AppTest],
) -> None:
    at = _section(app(None), "editor")
    at.button(key="editor_shuffle").click().run()
    table = next(m.value for m in at.markdown if m.value.startswith("| "))
    assert table.count("\n") >= 10  # a row per legal card of the first lead
    assert any("**" in m.value and "?**" in m.value for m in at.markdown)  # can it be won
    at.button(key="editor_share").click().run()
    code = at.code[0].value
    problem = Problem.from_code(code)
    second = _section(app(None), "sets")
    second.text_input(key="problems_code").input(code).run()
    second.button(key="problems_code_open").click().run()
    assert second.subheader[0].value == t("problems.q_card", "de")
    card = problem.answer.card  # type: ignore[union-attr]
    second.button(key=f"problem_0_card_{card.name}").click().run()
    assert not second.exception, second.exception
    assert second.success and t("problems.right", "de", move="")[:7] in second.success[0].value


def test_the_starter_set_opens_as_a_graded_quiz(app: Callable[[str | None], AppTest]) -> None:
    at = _section(app(None), "sets")
    at.button(key="problems_starter").click().run()
    assert not at.exception, at.exception
    assert at.subheader and at.subheader[0].value.endswith("?")


def test_the_editor_loads_a_code_and_offers_the_set_as_a_file(
    app: Callable[[str | None], AppTest],
) -> None:
    position, best, _worse = first_lead()
    code = Problem(position, Question.CARD, best).code()
    at = _section(app(None), "editor")
    at.text_input(key="editor_code_input").input(code).run()
    at.button(key="editor_from_code").click().run()
    assert not at.exception, at.exception
    assert at.success  # the loaded deal is possible
    at.button(key="editor_share").click().run()
    assert at.code[0].value == code
    assert at.get("download_button")


def _play_with_the_last_card(app: Callable[[str | None], AppTest], deal: int) -> AppTest:
    """The learner passes, then defends deal `deal` playing the last legal card each time."""
    from test_notebook_games import _click, _keys, _state

    at = app("play")
    at.radio(key="play_pace").set_value("0").run()
    at.number_input(key="play_deal").set_value(deal).run()
    _click(at, "play_start")
    while "play_next_game" not in _keys(at):
        table = _state(at).table
        assert table is not None
        if table.state.phase is Phase.BIDDING:
            _click(at, "play_pass")
            continue
        cards = [key for key in _keys(at) if key.startswith("play_card_")]
        _click(at, cards[-1])
    for _game, _ply, job in _state(at).verdict_jobs:
        jobs().wait(job, TIMEOUT)
    return at.run()


@pytest.mark.slow
def test_a_played_game_leaves_one_puzzle_per_costly_decision_due_on_the_next_visit(
    app: Callable[[str | None], AppTest], db_url: str
) -> None:
    at = _play_with_the_last_card(app, 2)
    store = Store(db_url)
    learner = int(at.session_state["learner_id"])
    verdicts = store.game_verdicts(learner)
    costly = [v for v in verdicts if not v.correct and (v.cost or 0.0) > GOOD_COST]
    puzzles = PuzzleStore(store.engine).puzzles(learner)
    store.close()
    assert costly, "the last card each time costs somewhere"
    assert len(puzzles) == len(costly)
    at = _section(app(None), "puzzles")
    assert any(t("problems.find_better", "de") in s.value for s in at.subheader)


def test_the_editor_shows_the_best_line_and_the_seat_view_on_request(
    app: Callable[[str | None], AppTest],
) -> None:
    at = _section(app(None), "editor")
    at.button(key="editor_shuffle").click().run()
    before = len(at.markdown)
    at.session_state["editor_line"] = True
    at.session_state["editor_view"] = True
    at.run()
    assert not at.exception, at.exception
    texts = [m.value for m in at.markdown]
    assert len(texts) > before
    line = next(text for text in texts if text.count("Vorhand:") + text.count("Hinterhand:") > 5)
    assert line.count(":") >= 30  # every card of the ten tricks with its seat
    assert any(t("problems.col_expected", "de") in text for text in texts)


def test_every_legal_card_is_evaluated_at_the_table_on_request(
    app: Callable[[str | None], AppTest],
) -> None:
    from test_notebook_games import _click, _keys, _state

    at = app("play")
    at.radio(key="play_pace").set_value("0").run()
    at.number_input(key="play_deal").set_value(2).run()
    _click(at, "play_start")
    while True:
        table = _state(at).table
        assert table is not None and "play_next_game" not in _keys(at)
        if table.state.phase is Phase.BIDDING:
            _click(at, "play_pass")
            continue
        if len(table.state.legal_cards()) > 1:
            break
        _click(at, next(key for key in _keys(at) if key.startswith("play_card_")))
    at.session_state["play_card_values"] = True
    at.run()
    assert not at.exception, at.exception
    table_text = next(m.value for m in at.markdown if t("problems.col_expected", "de") in m.value)
    assert table_text.count("\n") == 1 + len(table.state.legal_cards())


def test_uben_points_to_the_puzzles_due(app: Callable[[str | None], AppTest], db_url: str) -> None:
    at = app(None)
    store = Store(db_url)
    learner = int(at.session_state["learner_id"])
    position, best, worse = first_lead()
    puzzle = Puzzle("g-7", position, DecisionKind.DEFENDING, worse, best, 20.0, None)
    PuzzleStore(store.engine).keep(learner, [puzzle])
    store.close()
    at.switch_page("ui/views/practice.py").run()
    assert not at.exception, at.exception
    assert any(t("practice.puzzles_due", "de", count=1) == c.value for c in at.caption)


def test_a_problem_file_is_solved_as_a_graded_quiz(app: Callable[[str | None], AppTest]) -> None:
    from coach.records import problems_text
    from lessons.problem_sets import starter_set

    cards = [p for p in starter_set() if p.question is Question.CARD][:2]
    at = _section(app(None), "sets")
    at.file_uploader(key="problems_file").upload(
        "aufgaben.txt", problems_text(cards).encode(), "text/plain"
    ).run()
    at.button(key="problems_file_open").click().run()
    for index, problem in enumerate(cards):
        assert isinstance(problem.answer, Play)
        checked = check(problem)
        wrong = next(c for c in problem.state.legal_cards() if not checked.is_right(Play(c)))
        card = problem.answer.card if index == 0 else wrong
        at.button(key=f"problem_{index}_card_{card.name}").click().run()
        assert not at.exception, at.exception
        at.button(key="problems_next").click().run()
    assert at.success and at.success[0].value == t("problems.set_done", "de", right=1, total=2)


def test_a_bidding_problem_shows_the_auction_so_far(app: Callable[[str | None], AppTest]) -> None:
    from lessons.problem_sets import starter_set

    bids = [p for p in starter_set() if p.question is Question.BID and p.position.history]
    at = _section(app(None), "sets")
    at.text_input(key="problems_code").input(bids[0].code()).run()
    at.button(key="problems_code_open").click().run()
    assert at.subheader[0].value == t("problems.q_bid", "de")
    assert any("?" in caption.value and ":" in caption.value for caption in at.caption)


def test_the_editor_takes_the_game_at_the_table(
    app: Callable[[str | None], AppTest], db_url: str
) -> None:
    import random

    from coach.play import dumps
    from coach.play.table import Waiting, act, run_engines
    from tests.play.play_helpers import random_action, table_for

    rng = random.Random(5)
    for deal in range(1, 40):
        table = run_engines(table_for(ISKO, deal))
        while table.waiting is Waiting.LEARNER and table.state.phase is not Phase.PLAY:
            table = run_engines(act(table, random_action(table, rng)))
        if table.state.phase is Phase.PLAY:
            break
    assert table.state.phase is Phase.PLAY
    at = app(None)
    store = Store(db_url)
    store.save_open_table(int(at.session_state["learner_id"]), dumps(table))
    store.close()
    _section(at, "editor")
    at.button(key="editor_from_table").click().run()
    assert not at.exception, at.exception
    assert at.success, [e.value for e in at.error]
    played = [a.card.name for a in table.state.history if isinstance(a, Play)]
    assert at.text_input(key="editor_played").value == " ".join(played)
    assert at.radio(key="editor_declarer").value == table.state.declarer


def test_a_photo_fills_the_chosen_hand_of_the_editor(app: Callable[[str | None], AppTest]) -> None:
    import json
    from pathlib import Path

    from coach.scan.evaluate import skat_card

    fixtures = Path(__file__).resolve().parents[1] / "scan" / "fixtures"
    entry = json.loads((fixtures / "manifest.json").read_text(encoding="utf-8"))[1]
    hand = {skat_card(label).name for label in entry["skat_cards"]}  # type: ignore[union-attr]
    at = _section(app(None), "editor")
    at.button(key="editor_shuffle").click().run()
    at.radio(key="editor_target").set_value(1).run()  # Mittelhand
    before = {name for name, place in at.session_state["editor_places"].items() if place == 1}
    photo = (fixtures / entry["image"]).read_bytes()
    at.file_uploader(key="editor_photo_0").set_value((entry["image"], photo, "image/jpeg")).run()
    assert not at.exception, at.exception
    places = at.session_state["editor_places"]
    assert {name for name, place in places.items() if place == 1} == hand
    assert len(places) == 32 - len(before - hand)  # its old cards left it, the others moved
    assert any("10 Karten vom Foto bei Mittelhand" in s.value for s in at.success)
    at.radio(key="editor_target").set_value(2).run()  # read once: another place changes nothing
    assert at.session_state["editor_places"] == places
    at.file_uploader(key="editor_photo_1").set_value(
        ("notiz.txt", b"kein Foto", "text/plain")
    ).run()
    assert at.session_state["editor_places"] == places  # not a photo: nothing changed, and why
    assert any(t("scan_not_image", "de") in w.value for w in at.warning)


def test_a_damaged_problem_file_says_why_its_move_is_no_move(
    app: Callable[[str | None], AppTest],
) -> None:
    from lessons.problem_sets import starter_set

    problem = next(p for p in starter_set() if p.question is Question.CARD)
    seat = problem.position.to_move
    stranger = min(problem.state.hands[(seat + 1) % 3])  # a card the seat to move does not hold
    number = len(problem.position.history) + 1
    damaged = problem.text().replace("\nquestion:", f" {stranger.name}\nquestion:")
    at = _section(app(None), "sets")
    at.file_uploader(key="problems_file").upload(
        "aufgaben.txt", damaged.encode(), "text/plain"
    ).run()
    at.button(key="problems_file_open").click().run()
    assert not at.exception, at.exception
    card = format_card(stranger, CardStyle.SYMBOL_DE)
    assert at.error[0].value == (
        f"Aufgabe 1 der Datei: Zug {number} „{card}“ geht nicht: Gegen die Regeln, "
        f"{('Vorhand', 'Mittelhand', 'Hinterhand')[seat]}: {card} ist nicht in deiner Hand."
    )


def test_the_editor_says_why_a_code_does_not_load(app: Callable[[str | None], AppTest]) -> None:
    from lessons.problem_sets import starter_set

    bid = next(p for p in starter_set() if p.question is Question.BID)
    at = _section(app(None), "editor")
    for code, why in ((bid.code(), "position_not_in_play"), ("ABCDE-FGHIJ", "problem_bad_code")):
        at.text_input(key="editor_code_input").input(code).run()
        at.button(key="editor_from_code").click().run()
        assert not at.exception, at.exception
        assert at.warning[0].value.endswith(t(why, "de"))
