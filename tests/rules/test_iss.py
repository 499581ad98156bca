"""ISS game records: the parser, single moves, and every real game replayed (ISS-FORMAT.md)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from coach.records.iss import (
    Abort,
    IssFormatError,
    RecordProblem,
    iter_records,
    parse_records,
    read_records,
)
from coach.records.iss_moves import action_token, parse_action
from coach.records.iss_replay import RecordEnd, position_of, replay_record
from coach.rules.actions import (
    SEAT_NAMES,
    Bid,
    Concede,
    Declare,
    GiveUp,
    Hold,
    Pass,
    PickUp,
    Play,
)
from coach.rules.cards import Card, CardSet
from coach.rules.contract import ISS, Contract, GameType
from coach.rules.explain import Reason
from coach.rules.game import Phase, apply, replay
from coach.rules.notation import parse_card_set

# ISS-FORMAT §5 (ID 684159, from jSkat's MessageParserTest), kept on one line as in the archive
DEAL = (
    "w SQ.DK.ST.S7.CT.HK.S9.SK.H7.C7.DT.CA.CQ.CK.DJ.DA."
    "H8.SA.D7.C8.SJ.HA.CJ.S8.C9.DQ.HJ.HQ.D9.D8.HT.H9"
)
AUCTION = "1 18 0 y 1 20 0 y 1 22 0 y 1 23 0 y 1 24 0 y 1 p 2 27 0 p"
PLAY = (
    "0 DK 1 DA 2 D8 1 DT 2 D9 0 ST 1 SA 2 CJ 0 S7 2 HJ 0 CT 1 DJ 2 DQ 0 C7 1 D7 "
    "2 HA 0 H7 1 H8 2 HT 0 HK 1 C8 2 HQ 0 S9 1 CQ 2 H9 0 SQ 1 CK 2 SJ 0 SK 1 CA"
)
RESULT = "d:2 win v:96 m:3 bidok p:85 t:8 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0"


def _record(moves: str, result: str | None = RESULT, record_id: str = "684159") -> str:
    tail = f"R[{result}]" if result is not None else ""
    return (
        f"(;GM[Skat]PC[International Skat Server]CO[]SE[29859]ID[{record_id}]"
        f"DT[2011-04-05/20:35:55/UTC]P0[foo]P1[xskat:2]P2[xskat]R0[0.0]R1[]R2[]"
        f"MV[{DEAL} {moves} ]{tail} ;)"
    )


EXAMPLE = _record(f"{AUCTION} 2 s w HT.H9 2 G.S8.C9 {PLAY}")


def test_the_annotated_example() -> None:
    (record,) = parse_records(EXAMPLE)
    assert record.id == "684159" and record.players == ("foo", "xskat:2", "xskat")
    assert record.deal.skat == parse_card_set("HT H9")
    replayed = replay_record(record, ISS)
    assert replayed.outcome is RecordEnd.SCORED and replayed.agrees
    assert replayed.result_dict() == {
        "d": 2,
        "win": True,
        "v": 96,
        "m": 3,
        "overbid": False,
        "p": 85,
        "t": 8,
        "s": False,
        "z": False,
    }


def test_properties_in_any_order_with_escapes_and_line_breaks() -> None:
    # ISS-FORMAT §1: properties are KEY[value] in any order; accept SGF escapes \] and \\
    text = EXAMPLE.replace("CO[]", "CO[a \\] b \\\\ c]").replace("GM[Skat]", "")
    text = text.replace("R[", "\nGM[Skat]\nR[", 1)
    first, second = parse_records(text + "\n" + EXAMPLE.replace("684159", "684160"))
    assert first.properties["CO"] == "a ] b \\ c" and first.properties["GM"] == "Skat"
    assert replay_record(first, ISS).agrees
    assert second.id == "684160" and second.line == 4
    assert [r.id for r in parse_records(EXAMPLE + EXAMPLE)] == ["684159", "684159"]


def test_split_declaration_form() -> None:
    # ISS-FORMAT §2.4: "2 G 2 S8.C9" is the same as "2 G.S8.C9"
    (record,) = parse_records(_record(f"{AUCTION} 2 s w HT.H9 2 G 2 S8.C9 {PLAY}"))
    assert replay_record(record, ISS).agrees


def test_ouvert_declaration_with_the_ten_open_cards() -> None:
    # ISS-FORMAT §2.4: live messages show the declarer's ten cards after the discard
    hand = "SJ.HA.CJ.DQ.HJ.HQ.D9.D8.HT.H9"
    moves = f"{AUCTION} 2 s w HT.H9 2 NO.S8.C9.{hand}"
    state = position_of(parse_records(_record(moves, result=None))[0], ISS)
    assert state.contract == Contract(GameType.NULL, ouvert=True)
    wrong = hand.replace("SJ", "CA")
    with pytest.raises(IssFormatError) as caught:
        position_of(
            parse_records(_record(f"{AUCTION} 2 s w HT.H9 2 NO.S8.C9.{wrong}", None))[0], ISS
        )
    assert caught.value.reason == Reason.of("iss_open_not_in_hand", cards=CardSet.of([Card.CA]))


def test_cut_off_record_gives_the_decision_position() -> None:
    (record,) = parse_records(_record(f"{AUCTION} 2 s w HT.H9 2 G.S8.C9 0 DK 1 DA", result=None))
    state = position_of(record, ISS)
    assert state.phase is Phase.PLAY and state.to_move == 2 and state.trick == (Card.DK, Card.DA)
    replayed = replay_record(record, ISS)
    assert replayed.outcome is RecordEnd.UNFINISHED and replayed.agrees is None
    # cut off after the game type of the split form: the discard is still to come
    assert position_of(
        parse_records(_record(f"{AUCTION} 2 s w HT.H9 2 G", None))[0], ISS
    ).phase is (Phase.DECLARE)


FOREHAND, MIDDLEHAND, _ = SEAT_NAMES


@pytest.mark.parametrize(
    ("moves", "move", "token", "reason"),
    [
        (
            f"{AUCTION} 2 s w HT.H9 2 G.S8.C9 0 DA",
            17,
            "DA",
            Reason.of(
                "iss_illegal", seat=FOREHAND, why=Reason.of("refused_not_in_hand", card=Card.DA)
            ),
        ),
        (
            f"{AUCTION} 2 s w HT.H9 2 G.S8.C9 1 DA",
            17,
            "DA",
            Reason.of("iss_not_your_turn", seat=MIDDLEHAND, to_move=FOREHAND),
        ),
        (
            "1 18 0 y 1 19",
            3,
            "19",
            Reason.of(
                "iss_illegal",
                seat=MIDDLEHAND,
                why=Reason.of("refused_not_a_bid_value", value=19, next=20),
            ),
        ),
        ("1 18 0 x", 2, "x", Reason.of("iss_expected_bid")),
        ("1 18 0 ²", 2, "²", Reason.of("iss_expected_bid")),  # a digit int() cannot read
        (f"{AUCTION} 2 s w HT.H8", 15, "HT.H8", Reason.of("iss_server_move")),
        (f"{AUCTION} 2 s w HT.H9 2 Q.S8.C9", 16, "Q.S8.C9", Reason.of("iss_bad_game", token="Q")),
        (f"{AUCTION} 2 s w HT.H9 2 G.S8", 16, "G.S8", Reason.of("iss_discard_missing")),
        (f"{AUCTION} 2 s w HT.H9 2 G.S8.XX", 16, "G.S8.XX", Reason.of("iss_bad_card", token="XX")),
        (
            f"{AUCTION} 2 s w HT.H9 2 NS.S8.C9",
            16,
            "NS.S8.C9",
            Reason.of(
                "iss_declaration_refused",
                token="NS",
                why=Reason.of("refused_null_no_announce"),
            ),
        ),
        (
            f"{AUCTION} 2 s w HT.H9 2 G 1 S8",
            17,
            "S8",
            Reason.of("iss_before_discard", seat=MIDDLEHAND),
        ),
        (f"{AUCTION} 2 SC", 14, "SC", Reason.of("iss_show_only_declarer")),
        (f"{AUCTION} 0 RE", 14, "RE", Reason.of("iss_resign_only_in_play")),
        (
            f"{AUCTION} 2 x.pass.HA",
            14,
            "x.pass.HA",
            Reason.of("iss_bad_pass_on", token="x.pass.HA"),
        ),
        (f"{AUCTION} 2 GH 0 ??", 15, "??", None),  # not an error: the replay stops before it
    ],
)
def test_a_bad_move_is_named_by_record_line_move_and_typed_reason(
    moves: str, move: int, token: str, reason: Reason | None
) -> None:
    (record,) = parse_records(_record(moves, result=None, record_id="4711"))
    if reason is None:
        assert replay_record(record, ISS).walk.unknown_cards == 1
        return
    with pytest.raises(IssFormatError) as caught:
        replay_record(record, ISS)
    assert caught.value.problem == RecordProblem(reason, 1, "4711", move, token)
    assert "record 4711 (line 1)" in str(caught.value)  # the developer's text names it too


BAD_CARD = "(;GM[Skat]ID[5]MV[w XX" + ".SJ" * 31 + "] ;)"
TWICE = "(;GM[Skat]ID[5]MV[w CJ" + ".CJ" * 31 + "] ;)"


@pytest.mark.parametrize(
    ("text", "record_id", "reason"),
    [
        ("(;GM[Skat]MV[w CJ] ;)", None, Reason.of("iss_no_id")),
        ("(;GM[Skat]ID[5]ID[6]MV[] ;)", "5", Reason.of("iss_property_twice", field="ID")),
        ("(;GM[Skat]ID[5]mv[] ;)", "5", Reason.of("iss_expected_property", found="mv[] ;)")),
        (
            "(;GM[Skat]ID[5]MV[w CJ.SJ ;)",
            "5",
            Reason.of("iss_unclosed_value", field="MV", until=Reason.of("iss_until_end")),
        ),
        (
            "(;GM[Skat]ID[5]MV[w]\n\n",
            "5",
            Reason.of("iss_unclosed_record", until=Reason.of("iss_until_end")),
        ),
        ("(;GM[Go]ID[5]MV[] ;)", "5", Reason.of("iss_not_skat", game="Go")),
        (
            "(;GM[Skat]ID[5]RU[club]MV[w CJ] ;)",
            "5",
            Reason.of("iss_unknown_rules", name="club", known="isko, sko1975, iss"),
        ),
        ("(;GM[Skat]ID[5] ;)", "5", Reason.of("iss_no_moves")),
        ("(;GM[Skat]ID[5]MV[w CJ.SJ 1] ;)", "5", Reason.of("iss_moves_unpaired", last="1")),
        ("(;GM[Skat]ID[5]MV[1 18] ;)", "5", Reason.of("iss_no_deal")),
        ("(;GM[Skat]ID[5]MV[w CJ.SJ] ;)", "5", Reason.of("iss_deal_size", count=2)),
        ("(;GM[Skat]ID[5]MV[w ??.SJ] ;)", "5", Reason.of("iss_deal_unknown_cards")),
        (BAD_CARD, "5", Reason.of("iss_bad_card", token="XX")),
        (TWICE, "5", Reason.of("iss_deal_twice", card=Card.CJ)),
        (_record(AUCTION, result="d:x"), "684159", Reason.of("iss_bad_result", text="d:x")),
    ],
)
def test_a_malformed_record_is_named_by_line_and_typed_reason(
    text: str, record_id: str | None, reason: Reason
) -> None:
    (item,) = iter_records("\n" + text)
    assert isinstance(item, IssFormatError)
    assert item.problem == RecordProblem(reason, 2, record_id)
    with pytest.raises(IssFormatError):
        parse_records(text)


def test_an_unknown_actor_names_its_move() -> None:
    (item,) = iter_records(_record(f"{AUCTION} 3 p", None, "4711"))
    assert isinstance(item, IssFormatError)
    reason = Reason.of("iss_unknown_actor", actor="3")
    assert item.problem == RecordProblem(reason, 1, "4711", 14, "p")


def test_a_malformed_record_does_not_stop_the_next() -> None:
    items = list(iter_records("(;GM[Skat]ID[1]MV[w] ;)\n" + EXAMPLE))
    assert isinstance(items[0], IssFormatError) and items[0].problem.line == 1
    assert not isinstance(items[1], IssFormatError) and items[1].id == "684159"


def test_resignations_and_shown_cards() -> None:
    # ISS-FORMAT §2.5: SC changes nothing; one defender's RE is ignored, both concede
    start = f"{AUCTION} 2 s w HT.H9 2 G.S8.C9 0 DK 1 DA 2 D8"
    one = position_of(parse_records(_record(f"{start} 2 SC 0 RE", None))[0], ISS)
    assert one.phase is Phase.PLAY
    both = parse_records(_record(f"{start} 2 SC 0 RE 1 RE", None))[0]
    state = position_of(both, ISS)
    assert state.is_over and isinstance(state.history[-1], Concede)
    declarer = position_of(parse_records(_record(f"{start} 2 RE", None))[0], ISS)
    assert isinstance(declarer.history[-1], GiveUp)


@pytest.mark.parametrize(
    ("moves", "result", "outcome", "abort", "agrees"),
    [
        (
            "1 18 0 p w LE.2",
            "d:-1 penalty v:0 m:0 bidok p:0 t:0 s:0 z:0 p0:0 p1:0 p2:1 l:2 to:-1",
            RecordEnd.PENALTY,
            Abort.LEFT,
            True,
        ),
        (
            "1 p w TI.2",
            "d:-1 penalty v:0 m:0 bidok p:0 t:0 s:0 z:0 p0:0 p1:0 p2:1 l:-1 to:2",
            RecordEnd.PENALTY,
            Abort.TIMEOUT,
            True,
        ),
        (
            "1 p w TI.2",
            "d:-1 penalty v:0 m:0 bidok p:0 t:0 s:0 z:0 p0:0 p1:0 p2:1 l:-1 to:1",
            RecordEnd.PENALTY,
            Abort.TIMEOUT,
            False,
        ),
        (
            f"{AUCTION} 2 s w HT.H9 2 G w TI.2",
            "d:2 loss v:-288 m:3 bidok p:0 t:0 s:0 z:0 to:2",
            RecordEnd.ABORTED,
            Abort.TIMEOUT,
            True,
        ),
        (
            f"{AUCTION} 2 s w HT.H9 2 G.S8.C9 0 ?? w LE.1",
            "d:2 win v:96 m:3 bidok p:120 t:10 s:1 z:1 p0:0 p1:0 p2:0 l:1 to:-1",
            RecordEnd.ABORTED,
            Abort.LEFT,
            True,
        ),
    ],
)
def test_aborted_records(
    moves: str, result: str, outcome: RecordEnd, abort: Abort, agrees: bool
) -> None:
    replayed = replay_record(parse_records(_record(moves, result))[0], ISS)
    assert (replayed.outcome, replayed.walk.abort, replayed.agrees) == (outcome, abort, agrees)


def test_passed_record() -> None:
    replayed = replay_record(parse_records(_record("1 p 2 p 0 p", "passed"))[0], ISS)
    assert replayed.outcome is RecordEnd.PASSED and replayed.agrees
    assert replayed.as_dict()["result"] == {"passed": True}


def test_a_disagreeing_result_is_named() -> None:
    wrong = RESULT.replace("v:96", "v:72")
    replayed = replay_record(
        parse_records(_record(f"{AUCTION} 2 s w HT.H9 2 G.S8.C9 {PLAY}", wrong))[0], ISS
    )
    assert replayed.agrees is False and replayed.mismatches == ("v",)


ACTIONS = [
    (Bid(27), "27"),
    (Hold(), "y"),
    (Pass(), "p"),
    (PickUp(), "s"),
    (Declare(Contract(GameType.GRAND), (Card.ST, Card.H8)), "G.ST.H8"),
    (Declare(Contract.from_iss("CHZ")), "CHSZ"),  # written with the implied S
    (Play(Card.DA), "DA"),
]


@pytest.mark.parametrize(("action", "token"), ACTIONS, ids=[t for _, t in ACTIONS])
def test_action_tokens(action: object, token: str) -> None:
    state = parse_records(EXAMPLE)[0].deal
    assert action_token(replay(state, [], ISS), action) == token  # type: ignore[arg-type]


def test_tokens_round_trip_through_a_whole_game() -> None:
    (record,) = parse_records(EXAMPLE)
    state = replay(record.deal, [], ISS)
    for action in position_of(record, ISS).history:
        token = action_token(state, action)
        assert parse_action(state, token) == action
        state = apply(state, action)


# --- the real games -------------------------------------------------------------------------


def test_all_real_iss_games(iss_real_path: Path) -> None:
    """The 39 lines of iss_real.sgf hold 40 records (one line carries two): every one replays.

    33 scored games agree with the server on d, win, v, m, overbid, p, t, s and z; 3 are
    passed; 2 penalties (aborted in the auction); 1 declarer timeout before the discard and
    1 corrupt record (a '??' card, then a defender left) are recognised as aborted.
    """
    records = read_records(iss_real_path)
    replays = [replay_record(record, ISS) for record in records]
    counts = Counter(r.outcome for r in replays)
    assert counts == {
        RecordEnd.SCORED: 33,
        RecordEnd.PASSED: 3,
        RecordEnd.PENALTY: 2,
        RecordEnd.ABORTED: 2,
    }
    disagreeing = [(r.record.id, r.mismatches) for r in replays if not r.agrees]
    assert disagreeing == []
    corrupt = [r.record.id for r in replays if r.walk.unknown_cards]
    assert corrupt == ["18358"]
    timeouts = [
        r.record.id
        for r in replays
        if r.outcome is RecordEnd.ABORTED and r.walk.abort is Abort.TIMEOUT
    ]
    assert timeouts == ["10330141"]


def test_moves_after_the_end_are_an_error() -> None:
    (record,) = parse_records(_record(f"{AUCTION} 2 s w HT.H9 2 G.S8.C9 {PLAY} 0 RE", None))
    with pytest.raises(IssFormatError) as caught:
        replay_record(record, ISS)
    assert caught.value.problem.move == 47 and caught.value.reason == Reason.of("iss_game_over")


def test_hand_ouvert_with_open_cards_and_placeholders() -> None:
    # ISS-FORMAT §2.4: GHO.<10 cards> for a hand ouvert; other players may see '??'
    shown = "SJ.HA.CJ.S8.C9.DQ.HJ.HQ.D9.??"
    state = position_of(parse_records(_record(f"{AUCTION} 2 GHO.{shown} 0 DK", None))[0], ISS)
    assert state.contract == Contract.ouvert_of(GameType.GRAND) and state.trick == (Card.DK,)
    with pytest.raises(IssFormatError) as caught:
        position_of(parse_records(_record(f"{AUCTION} 2 GO.SJ.HA.CJ", None))[0], ISS)
    assert caught.value.reason == Reason.of("iss_open_count", count=3)


def test_compressed_archives_are_read(tmp_path: Path) -> None:
    # the ISS archives come as .sgf.bz2
    import bz2

    path = tmp_path / "iss-games.sgf.bz2"
    path.write_bytes(bz2.compress((EXAMPLE + "\n").encode()))
    assert [record.id for record in read_records(path)] == ["684159"]
