"""The score sheet under club rules: a Ramsch row with each seat's minus, Bock games marked and
counted double (seed 000, Sonderspiele)."""

from __future__ import annotations

from coach.rules import (
    ISKO,
    BockEvent,
    Contract,
    Deal,
    Declare,
    GameState,
    GameType,
    Kontra,
    KontraWho,
    Pass,
    Play,
    ScoreSheet,
    ScoringList,
    apply,
    auction_won_at,
    legal_actions,
    own_rules,
    parse_cards,
    result,
)
from ui.session import PageContext
from ui.sheet_view import sheet_frame
from ui.store import Learner, Store

RULES = own_rules(
    "Bock",
    ISKO,
    ramsch=True,
    kontra=KontraWho.ANY_DEFENDER,
    bock_events=frozenset({BockEvent.KONTRA_WON}),
)
DEAL = Deal.from_order(
    parse_cards(
        "CJ SJ HJ DJ CA CT CK SA ST SK HA HT HK HQ H9 H8 H7 CQ C9 C8 "
        "DA DT DK DQ D9 D8 D7 SQ S9 S8 C7 S7"
    )
)


def _played_out(state: GameState) -> GameState:
    while not state.is_over:
        state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Play)))
    return state


def test_the_sheet_writes_a_ramsch_and_marks_the_bock_games(db_url: str) -> None:
    ramsch = GameState.new(DEAL, RULES)
    for _ in range(3):
        ramsch = apply(ramsch, Pass())
    kontra = GameState.new(DEAL, RULES)
    for action in auction_won_at(1, 18):
        kontra = apply(kontra, action)
    kontra = apply(apply(kontra, Declare(Contract(GameType.GRAND, hand=True))), Kontra(0))
    results = [result(_played_out(kontra)), result(_played_out(ramsch))]
    sheet = ScoreSheet(("Anna", "Bert", "Cora"), RULES, ScoringList.SIMPLE)
    for outcome in results:
        sheet = sheet.add(outcome)
    ctx = PageContext(Store(db_url), Learner(1, "Anna"), "de", "french", False, RULES)
    frame = sheet_frame(ctx, sheet)
    assert "Ramsch · Bock" in frame.iloc[1].tolist()
    ramsch_result = results[1].ramsch
    assert ramsch_result is not None
    seats = sheet.entries[1].seats
    assert [int(frame.iloc[1][name]) for name in ("Anna", "Bert", "Cora")] == [
        2 * ramsch_result.scores[seats.index(p)] for p in range(3)
    ]
