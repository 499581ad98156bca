"""The ISS record writer: records as the server writes them, with the rule set read back."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coach.records.iss import Abort, IssFormatError, parse_records, read_records
from coach.records.iss_replay import RecordEnd, position_of, record_rules, replay_record, walk
from coach.records.iss_writer import WRITTEN_KEYS, format_record, result_of
from coach.rules.actions import (
    Bid,
    Concede,
    Deal,
    Declare,
    Ending,
    GiveUp,
    Pass,
    PickUp,
    Play,
    Seat,
)
from coach.rules.cards import Card
from coach.rules.contract import ISKO, ISS, SKO_1975, Contract, GameType, RuleSet
from coach.rules.game import GameState, Phase, apply, replay
from coach.rules.legal import auction_won_at, check, legal_actions
from coach.rules.result import result

NAMES = ("Anna", "Ben", "Cleo")
# ISS-FORMAT §5 (ID 684159)
ORDER = (
    "SQ.DK.ST.S7.CT.HK.S9.SK.H7.C7.DT.CA.CQ.CK.DJ.DA.H8.SA.D7.C8."
    "SJ.HA.CJ.S8.C9.DQ.HJ.HQ.D9.D8.HT.H9"
)
DEAL = Deal.from_order([Card[name] for name in ORDER.split(".")])
SORTED = ".".join(card.name for card in DEAL.order())
PASSED = (Pass(), Pass(), Pass())


def _read(text: str) -> GameState:
    (record,) = parse_records(text)
    assert record.rules is not None
    return position_of(record, record.rules)


def test_a_passed_deal_is_written_as_the_server_writes_it() -> None:
    state = replay(DEAL, PASSED, ISKO)
    text = format_record(state, record_id="7", names=NAMES)
    assert text == (
        f"(;GM[Skat]ID[7]P0[Anna]P1[Ben]P2[Cleo]RU[isko]MV[w {SORTED} 1 p 2 p 0 p ]R[passed] ;)"
    )
    assert _read(text) == state


def test_the_skat_is_shown_after_the_pick_up_and_the_result_written() -> None:
    # the §5 game: rearhand plays Grand after picking up, wins with 3, 85 points, 8 tricks
    (example,) = parse_records(
        f"(;GM[Skat]ID[684159]MV[w {ORDER} 1 18 0 y 1 20 0 y 1 22 0 y 1 23 0 y 1 24 0 y 1 p "
        "2 27 0 p 2 s w HT.H9 2 G.S8.C9 0 DK 1 DA 2 D8 1 DT 2 D9 0 ST 1 SA 2 CJ 0 S7 2 HJ 0 CT "
        "1 DJ 2 DQ 0 C7 1 D7 2 HA 0 H7 1 H8 2 HT 0 HK 1 C8 2 HQ 0 S9 1 CQ 2 H9 0 SQ 1 CK 2 SJ "
        "0 SK 1 CA ] ;)"
    )
    state = position_of(example, ISS)
    text = format_record(state, record_id="684159", names=NAMES)
    assert " 2 27 0 p 2 s w H9.HT 2 G.S8.C9 0 DK " in text
    assert text.endswith(
        " 1 CA ]R[d:2 win v:96 m:3 bidok p:85 t:8 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0] ;)"
    )
    assert "RU[iss]" in text and _read(text) == state


def _in_play() -> GameState:
    grand = Declare(Contract(GameType.GRAND, hand=True))
    return replay(DEAL, (*auction_won_at(2, 18), grand, Play(Card.DK)), ISKO)


def test_a_concession_is_both_defenders_re_and_reads_back_with_who_conceded() -> None:
    state = _in_play()
    for seat in (0, 1):
        actors = [1, 2, 0, 2, 0, seat]  # pass, 18, pass, Grand hand, the lead, the concession
        conceded = replay(DEAL, (*state.history, Concede()), ISKO)
        text = format_record(conceded, record_id="1", names=NAMES, actors=actors)
        other = 1 - seat
        assert text.count(" RE") == 2 and f" {seat} RE {other} RE ]R[d:2 win" in text
        assert "r:1]" in text
        walked = walk(parse_records(text)[0], ISKO)
        assert walked.state == conceded and walked.actors == tuple(actors)


def test_giving_up_is_the_declarers_re() -> None:
    gave_up = replay(DEAL, (*_in_play().history, GiveUp()), ISKO)
    text = format_record(gave_up, record_id="1", names=NAMES)
    assert " 2 RE ]R[d:2 loss " in text and _read(text) == gave_up


def test_a_cut_off_game_has_no_result_and_reads_back_to_its_position() -> None:
    state = replay(DEAL, (Bid(18), Pass()), SKO_1975)
    text = format_record(state, record_id="2", names=NAMES)
    assert "R[" not in text.replace("RU[", "") and "RU[sko1975]" in text
    assert _read(text) == state


def test_an_abort_in_the_auction_is_the_servers_penalty() -> None:
    state = replay(DEAL, (Bid(18),), ISS)
    text = format_record(state, record_id="3", names=NAMES, abort=(Abort.TIMEOUT, 0))
    penalty = "d:-1 penalty v:0 m:0 bidok p:0 t:0 s:0 z:0 p0:1 p1:0 p2:0 l:-1 to:0 r:0"
    assert text.endswith(f" 1 18 w TI.0 ]R[{penalty}] ;)")
    replayed = replay_record(parse_records(text)[0], ISS)
    assert replayed.outcome is RecordEnd.PENALTY and replayed.agrees is True


def test_other_properties_are_kept_in_the_servers_order_and_names_escaped() -> None:
    state = replay(DEAL, (Bid(18),), ISKO)
    properties = {"DT": "2011-04-05/20:35:55/UTC", "PC": "International Skat Server", "XK": "x"}
    text = format_record(
        state, record_id="4", names=("An]na\\", "Ben", "Cleo"), properties=properties
    )
    assert text.startswith(
        "(;GM[Skat]PC[International Skat Server]ID[4]DT[2011-04-05/20:35:55/UTC]"
        "P0[An\\]na\\\\]P1[Ben]P2[Cleo]XK[x]RU[isko]MV[w "
    )
    (record,) = parse_records(text)
    assert record.players == ("An]na\\", "Ben", "Cleo")
    assert {key: record.properties[key] for key in properties} == properties


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"actors": [1]}, "1 actors for 2 actions"),
        ({"actors": [1, 1]}, "action 2 is seat 0's, not seat 1's"),
        ({"properties": {"MV": "w"}}, "MV is written from the game"),
        ({"properties": {"Rx": "1"}}, "'Rx' is not a property key"),
        ({"abort": (Abort.LEFT, 1), "state": "passed"}, "a finished game cannot"),
    ],
)
def test_what_does_not_fit_is_refused(kwargs: dict[str, object], message: str) -> None:
    state = replay(DEAL, PASSED if kwargs.pop("state", None) else (Bid(18), Pass()), ISKO)
    with pytest.raises(ValueError, match=message):
        format_record(state, record_id="5", names=NAMES, **kwargs)  # type: ignore[arg-type]


def test_a_concession_by_the_declarer_is_refused() -> None:
    conceded = replay(DEAL, (*_in_play().history, Concede()), ISKO)
    actors = [1, 2, 0, 2, 0, 2]
    with pytest.raises(ValueError, match="seat 2 concedes but does not defend"):
        format_record(conceded, record_id="6", names=NAMES, actors=actors)


def test_the_rule_set_property_is_read_and_an_unknown_one_named() -> None:
    state = replay(DEAL, (Bid(18),), SKO_1975)
    (record,) = parse_records(format_record(state, record_id="8", names=NAMES))
    assert record.rules is SKO_1975
    assert record_rules(record, None) is SKO_1975
    assert record_rules(record, ISKO) is ISKO  # --rules overrides the record's
    (server,) = parse_records(f"(;GM[Skat]ID[9]MV[w {ORDER}] ;)")
    assert server.rules is None and record_rules(server, None) is ISS
    with pytest.raises(IssFormatError) as caught:
        parse_records(f"(;GM[Skat]ID[10]RU[club]MV[w {ORDER}] ;)")
    problem = caught.value.problem
    assert (problem.line, problem.record_id) == (1, "10")
    assert problem.reason.code == "iss_unknown_rules" and problem.reason.fact("name") == "club"


def test_a_pick_up_cut_off_before_the_discard_reads_back() -> None:
    state = replay(DEAL, (*auction_won_at(1, 18), PickUp()), ISKO)
    text = format_record(state, record_id="11", names=NAMES)
    assert text.endswith(" 1 s w H9.HT ] ;)") and _read(text) == state


# --- the round trip: parse(format(game)) == game ----------------------------------------------


def _random_game(seed: int, rules: RuleSet) -> tuple[GameState, tuple[Seat, ...]]:
    """A game of random legal play through every phase, with who took each action: bids near
    the last one, passes often enough for passed-in deals, hand games (ouvert and Null among
    them), every declaration after a pick-up, now and then giving up or conceding."""
    rng = random.Random(seed)
    state = GameState.new(Deal.shuffled(rng), rules)
    actors: list[Seat] = []
    passing = rng.choice((0.2, 0.5, 0.8))
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        actions = legal_actions(state)
        if state.phase is Phase.BIDDING:
            action = (
                Pass() if rng.random() < passing else actions[rng.randrange(min(3, len(actions)))]
            )
        elif state.phase is Phase.SKAT and rng.random() < 0.5:
            action = PickUp()
        elif state.phase is Phase.PLAY and rng.random() < 0.03:
            declarer = state.declarer
            assert declarer is not None
            seat = rng.choice((declarer, *state.defenders))
            action = GiveUp() if seat == declarer else Concede()
            if check(state, action, seat) is not None:
                continue
        else:
            action = rng.choice([a for a in actions if not isinstance(a, GiveUp | Concede)])
        actors.append(seat)
        state = apply(state, action)
    return state, tuple(actors)


def _round_trip(state: GameState, actors: tuple[Seat, ...]) -> None:
    text = format_record(state, record_id="1", names=NAMES, actors=actors)
    (record,) = parse_records(text)
    assert record.rules is state.rules
    walked = walk(record, state.rules)
    assert walked.state == state and walked.actors == actors
    if state.is_over:
        assert record.result == result_of(result(state))
        assert replay_record(record, state.rules).agrees is True
    else:
        assert record.result is None


@settings(max_examples=300)
@given(
    st.integers(min_value=0, max_value=2**32 - 1),
    st.sampled_from((ISKO, SKO_1975)),
    st.none() | st.floats(min_value=0, max_value=1),
)
def test_generated_games_read_back_equal(seed: int, rules: RuleSet, cut: float | None) -> None:
    """Finished games, and (`cut`) the same games cut off after a share of their actions."""
    state, actors = _random_game(seed, rules)
    if cut is not None:
        kept = int(cut * len(actors))
        state, actors = replay(state.deal, state.history[:kept], rules), actors[:kept]
    _round_trip(state, actors)


def _kinds(state: GameState) -> set[str]:
    contract = state.contract
    kinds = {state.rules.name, (state.ending or Ending.PLAYED_OUT).value}
    if contract is not None:
        kinds |= {"hand"} if contract.hand else {"pick_up"}
        kinds |= {"ouvert"} if contract.ouvert else set()
        kinds |= {"null"} if contract.game is GameType.NULL else set()
    return kinds


def test_the_generated_games_go_through_every_kind_of_game() -> None:
    """The generator reaches what the round trip must cover (and these games round-trip too)."""
    seen: set[str] = set()
    for seed in range(300):
        state, actors = _random_game(seed, (ISKO, SKO_1975)[seed % 2])
        _round_trip(state, actors)
        seen |= _kinds(state)
    tournament = (e.value for e in Ending if e is not Ending.GIFTED)  # Schenken: club rules only
    expected = {"isko", "sko1975", "hand", "pick_up", "ouvert", "null", *tournament}
    assert expected <= seen


def test_every_real_record_written_again_reads_back_the_same(iss_real_path: Path) -> None:
    """Each record of ../shared replayed, written by the product and read again: the same deal,
    actions, seats, abort and result (the server's own ``R`` for every finished game)."""
    for record in read_records(iss_real_path):
        first = walk(record, ISS)
        abort = None if first.abort is None else (first.abort, first.abort_seat)
        kept = {key: value for key, value in record.properties.items() if key not in WRITTEN_KEYS}
        text = format_record(
            first.state,
            record_id=record.id,
            names=record.players,
            actors=first.actors,
            abort=abort,
            properties=kept,
        )
        (again,) = parse_records(text)
        second = walk(again, again.rules or ISKO)
        assert (again.id, again.deal, again.players) == (record.id, record.deal, record.players)
        assert again.rules is ISS and {k: again.properties[k] for k in kept} == kept
        assert (second.state, second.actors) == (first.state, first.actors), record.id
        assert (second.abort, second.abort_seat) == (first.abort, first.abort_seat), record.id
        before, after = replay_record(record, ISS), replay_record(again, ISS)
        assert after.outcome is before.outcome, record.id
        if before.outcome is not RecordEnd.ABORTED:  # the server's score of those follows no rule
            assert record.result is not None and again.result is not None
            assert again.result.as_dict() == record.result.as_dict(), record.id
            assert after.agrees is True, record.id


def test_a_rule_set_no_reader_knows_is_not_written() -> None:
    from dataclasses import replace as changed

    # an own rule set is written whole (XR, tests/club); a built-in name with other rules is not
    club = changed(ISKO, ramsch=True)
    with pytest.raises(ValueError, match="the rule set 'isko' is none a reader knows"):
        format_record(replay(DEAL, (), club), record_id="12", names=NAMES)
