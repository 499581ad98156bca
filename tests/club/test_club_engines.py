"""The engines play the club rules: Ramsch without declarer, Kontra and Re, Schenken; every game
at the table ends, and the rule-of-thumb choices explain themselves."""

from __future__ import annotations

from coach.heuristic import decide
from coach.heuristic.ramsch_play import decide_ramsch, durchmarsch_sure
from coach.play.players import Strength
from coach.play.table import Participant, Waiting, act, engine_step, next_game, start
from coach.rules.actions import Deal, Declare, Kontra, Pass, Play, Re, Schenken, TakeGift
from coach.rules.club import KontraWho, SchenkenWho
from coach.rules.contract import ISKO, Contract, GameType
from coach.rules.game import GameState, apply
from coach.rules.legal import auction_won_at
from coach.rules.notation import parse_cards
from coach.rules.rule_file import own_rules
from coach.rules.view import view_of

CLUB = own_rules(
    "Stammtisch",
    ISKO,
    ramsch=True,
    kontra=KontraWho.ANY_DEFENDER,
    schenken=SchenkenWho.ONE_DEFENDER,
)
PLAYERS = (
    Participant("Anna"),
    Participant("Einstein", Strength.BEGINNER),
    Participant("Stark", Strength.STRONG),
)


def test_a_series_under_club_rules_plays_to_the_end() -> None:
    table = start(CLUB, PLAYERS, 34)
    ramsch = 0
    for _ in range(12):
        while not table.state.is_over:
            if table.waiting is Waiting.LEARNER:
                table = act(table, decide(table.learner_view).action)
            else:
                table = engine_step(table)
        ramsch += table.state.ramsch
        table = next_game(table)
    assert ramsch >= 1
    assert len(table.sheet.entries) == 12


def test_in_ramsch_the_engine_stays_under() -> None:
    deal = Deal.from_order(
        parse_cards(
            "CJ SJ HJ DJ CA CT CK SA ST SK "
            "HA HT HK HQ H9 H8 H7 CQ C9 C8 "
            "DA DT DK DQ D9 D8 D7 SQ S9 S8 "
            "C7 S7"
        )
    )
    state = GameState.new(deal, CLUB)
    for action in (Pass(), Pass(), Pass()):
        state = apply(state, action)
    state = apply(state, Play(parse_cards("SA")[0]))  # forehand leads the spade ace
    decision = decide_ramsch(view_of(state, 1))  # middlehand holds no spade: throws off
    assert decision.reasons[0].code == "ramsch_stay_under"
    assert decision.action == Play(parse_cards("HA")[0])  # the ace that would cost later
    # forehand holds all four jacks and the top of clubs and spades: no trick can go astray
    assert durchmarsch_sure(view_of(state, 0))
    assert not durchmarsch_sure(view_of(state, 1))


def test_kontra_with_sure_tricks_and_the_gift_taken() -> None:
    deal = Deal.from_order(
        parse_cards(
            "CJ HJ CA SA HA DA CT ST HT DT "  # forehand: two jacks, four aces, four tens
            "SJ DJ CK SK HK DK CQ SQ HQ DQ "  # middlehand
            "C9 S9 C8 C7 S8 S7 H9 H8 H7 D9 "  # rearhand: no jack, no ace
            "D8 D7"
        )
    )
    state = GameState.new(deal, CLUB)
    for step in auction_won_at(1, 18):
        state = apply(state, step)
    state = apply(state, Declare(Contract(GameType.GRAND, hand=True)))
    kontra = decide(view_of(state, 0))
    assert kontra.action == Kontra(0) and kontra.reasons[0].code == "kontra_grand"
    state = apply(state, Kontra(0))
    assert decide(view_of(state, 0)).action != Re()
    gift = decide(view_of(apply(state, Schenken(2)), 1))  # rearhand: no jack, no ace
    assert gift.action == TakeGift()
