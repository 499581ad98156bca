"""The phase machine plays the club options; each row cites seed 000 (Regelvarianten: Ramsch,
Spritzen, Sonderspiele, Schenken) or XSkat's manual where the seed leaves a detail open."""

from __future__ import annotations

from dataclasses import replace

import pytest

from coach.advice import insight
from coach.rules.actions import (
    Concede,
    Deal,
    Declare,
    Ending,
    IllegalActionError,
    Kontra,
    Pass,
    Play,
    PlayOn,
    Re,
    Schenken,
    TakeGift,
)
from coach.rules.bock import bock_events
from coach.rules.cards import CardSet
from coach.rules.club import BockEvent, KontraUntil, KontraWho, RamschSkat, SchenkenWho
from coach.rules.contract import ISKO, Contract, GameType, RuleSet
from coach.rules.game import GameState, Phase, apply
from coach.rules.legal import Prompt, auction_won_at, check, legal_actions, prompt_of
from coach.rules.notation import parse_cards
from coach.rules.ramsch import RamschTrick, ramsch_result
from coach.rules.result import result
from coach.rules.rule_file import own_rules
from coach.rules.scoring import ScoreSheet, ScoringList
from coach.rules.view import view_of
from coach.search import Solver
from coach.search.outcome import outcome

DEAL = Deal.from_order(
    parse_cards(
        "CJ SJ HJ DJ CA CT CK SA ST SK "  # forehand
        "HA HT HK HQ H9 H8 H7 CQ C9 C8 "  # middlehand
        "DA DT DK DQ D9 D8 D7 SQ S9 S8 "  # rearhand
        "C7 S7"
    )
)
RAMSCH = own_rules("Ramsch", ISKO, ramsch=True)
KONTRA = own_rules("Kontra", ISKO, kontra=KontraWho.ANY_DEFENDER)


def _all_pass(rules: RuleSet) -> GameState:
    state = GameState.new(DEAL, rules)
    for _ in range(3):
        state = apply(state, Pass())
    return state


def _play_lowest(state: GameState) -> GameState:
    """Play the game out, each seat its first legal card."""
    while not state.is_over:
        cards = [a for a in legal_actions(state) if isinstance(a, Play)]
        state = apply(state, cards[0])
    return state


def test_without_ramsch_a_deal_all_pass_is_thrown_in() -> None:
    # seed 000, Ramsch: by the Skatordnung a deal nobody bids is thrown in (eingepasst)
    state = _all_pass(ISKO)
    assert state.is_over and state.ending is Ending.PASSED and result(state).passed


def test_with_ramsch_a_deal_all_pass_is_played_without_declarer() -> None:
    # seed 000, Ramsch: tables may agree to play Ramsch when nobody bids
    state = _all_pass(RAMSCH)
    assert state.phase is Phase.PLAY and state.ramsch and state.declarer is None
    assert state.to_move == 0
    # only the jacks are trumps (Grand's order); nobody can give up or concede
    assert all(isinstance(a, Play) for a in legal_actions(state))
    assert prompt_of(state, 1) is Prompt.NONE
    assert check(state, Concede(), 1) is not None
    assert len(insight(view_of(state, 1)).trumps_out) == 4  # the aid counts the jacks out
    done = _play_lowest(state)
    outcome = result(done)
    assert outcome.ramsch is not None and not outcome.passed and outcome.declarer is None
    assert sum(outcome.ramsch.trick_augen) + outcome.ramsch.skat_points == 120


def _tricks(*rows: tuple[int, int]) -> list[RamschTrick]:
    return [RamschTrick(winner, points) for winner, points in rows]


SKAT_10 = CardSet.of(parse_cards("CT S7"))  # ten Augen
# seat 0 takes 60 Augen in four tricks, seat 1 45 in four, seat 2 5 in two; seat 1 the last
SPREAD = _tricks((0, 20), (0, 20), (0, 10), (0, 10), (1, 15), (1, 15), (2, 5), (2, 0), (1, 10))
SPREAD.append(RamschTrick(1, 5))


@pytest.mark.parametrize(
    ("source", "rules", "tricks", "losers", "scores"),
    [
        (
            "seed 000: the skat normally goes to whoever has the most Augen",
            own_rules("r", ISKO, ramsch=True, ramsch_skat=RamschSkat.MOST_AUGEN),
            SPREAD,
            (0,),
            (-70, 0, 0),
        ),
        (
            "seed 000: or, as set, to whoever takes the last trick (XSkat's default)",
            RAMSCH,
            SPREAD,
            (0,),
            (-60, 0, 0),
        ),
        (
            "seed 000: some tables write each player the Augen of his Ramsch tricks",
            own_rules("r", ISKO, ramsch=True, ramsch_all_written=True),
            SPREAD,
            (0,),
            (-60, -55, -5),
        ),
        (
            "seed 000 + XSkat: a player without a trick is a Jungfrau; the loser's minus doubles",
            RAMSCH,
            _tricks(*([(0, 11)] * 5 + [(1, 11)] * 5)),
            (1,),
            (0, -130, 0),
        ),
        (
            "seed 000: tricks without Augen may be set not to count against the Jungfrau",
            own_rules("r", ISKO, ramsch=True, empty_tricks_count=False),
            _tricks(*([(0, 20)] * 5 + [(1, 10)] * 4 + [(2, 0)])),
            (0,),
            (-200, 0, 0),
        ),
        (
            "seed 000 + XSkat: a Durchmarsch (every trick) wins 120",
            RAMSCH,
            _tricks(*([(2, 11)] * 10)),
            (),
            (0, 0, 120),
        ),
        (
            "seed 000: the Durchmarsch can be forbidden: then he simply loses, Jungfrau twice",
            own_rules("r", ISKO, ramsch=True, durchmarsch=False),
            _tricks(*([(2, 11)] * 10)),
            (2,),
            (0, 0, -480),
        ),
    ],
)
def test_ramsch_scores(
    source: str,
    rules: RuleSet,
    tricks: list[RamschTrick],
    losers: tuple[int, ...],
    scores: tuple[int, int, int],
) -> None:
    outcome = ramsch_result(tricks, SKAT_10, rules)
    assert outcome.losers == losers, source
    assert outcome.scores == scores, source


def test_ramsch_with_all_three_level_writes_nothing() -> None:
    # XSkat's manual: if all tie, the score is 0
    tricks = _tricks(*([(0, 10)] * 3 + [(1, 10)] * 3 + [(2, 10)] * 3 + [(0, 0)]))
    outcome = ramsch_result(tricks, CardSet.of(parse_cards("CA CT")), RAMSCH)
    assert outcome.augen == (30, 30, 30) or outcome.losers != ()  # skat breaks the tie here
    level = ramsch_result(
        [*tricks[:9], RamschTrick(2, 0)], CardSet.of(parse_cards("C7 C8")), RAMSCH
    )
    assert level.losers == () and level.scores == (0, 0, 0)


def _grand_hand(rules: RuleSet, seat: int = 1) -> GameState:
    """`seat` (middlehand: no jack) wins the auction at 18 and plays Grand Hand."""
    state = GameState.new(DEAL, rules)
    for action in auction_won_at(seat, 18):
        state = apply(state, action)
    return apply(state, Declare(Contract(GameType.GRAND, hand=True)))


def test_kontra_and_re_double_the_list_score() -> None:
    # seed 000, Spritzen: a defender's Kontra, the declarer's Re
    state = _grand_hand(KONTRA)
    assert Kontra(0) in legal_actions(state)
    state = apply(state, Kontra(0))
    assert check(state, Re(), 1) is None
    state = apply(state, Re())
    plain = result(_play_lowest(_grand_hand(ISKO)))
    doubled = result(_play_lowest(state))
    assert doubled.kontra == 2 and doubled.score == 4 * plain.score


@pytest.mark.parametrize(
    ("rules", "before", "action", "code"),
    [
        (ISKO, [], Kontra(0), "refused_kontra_not_in_rules"),
        (KONTRA, [], Kontra(1), "refused_kontra_only_defenders"),
        (KONTRA, [], Re(), "refused_re_needs_kontra"),
        (KONTRA, [Kontra(0)], Kontra(2), "refused_kontra_said"),
        (
            own_rules("k", ISKO, kontra=KontraWho.BIDDERS),
            [],
            Kontra(2),
            "refused_kontra_only_bidders",
        ),
        (
            own_rules(
                "k", ISKO, kontra=KontraWho.ANY_DEFENDER, kontra_until=KontraUntil.OWN_FIRST_CARD
            ),
            ["first"],
            Kontra(0),
            "refused_kontra_after_own_card",
        ),
        (KONTRA, ["trick"], Kontra(0), "refused_kontra_after_trick"),
        (
            own_rules("k", ISKO, kontra=KontraWho.ANY_DEFENDER, re=False),
            [Kontra(0)],
            Re(),
            "refused_re_not_in_rules",
        ),
    ],
)
def test_announcements_outside_the_rules_are_refused(
    rules: RuleSet, before: list[object], action: Kontra | Re, code: str
) -> None:
    # seed 000, Spritzen: when Kontra comes and who may say it are agreed per table
    state = _grand_hand(rules)
    for step in before:
        if step == "first":
            state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Play)))
        elif step == "trick":
            for _ in range(3):
                state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Play)))
        else:
            assert isinstance(step, Kontra | Re)
            state = apply(state, step)
    with pytest.raises(IllegalActionError) as caught:
        apply(state, action)
    assert caught.value.reason.code == code


@pytest.mark.parametrize("who", [SchenkenWho.ONE_DEFENDER, SchenkenWho.BOTH_DEFENDERS])
def test_schenken_ends_a_grand_before_play(who: SchenkenWho) -> None:
    # seed 000, Schenken: a Grand may be given away; normally both defenders must want it
    rules = own_rules("s", ISKO, schenken=who)
    state = apply(_grand_hand(rules), Schenken(0))
    if who is SchenkenWho.BOTH_DEFENDERS:
        assert state.to_move == 0  # one offer is not enough
        state = apply(state, Schenken(2))
    assert state.to_move == 1 and legal_actions(state) == [TakeGift(), PlayOn()]
    with pytest.raises(IllegalActionError):
        apply(state, Play(next(iter(state.hands[1]))))
    taken = apply(state, TakeGift())
    outcome = result(taken)
    assert taken.ending is Ending.GIFTED and outcome.won and not outcome.schneider
    assert outcome.score == 24 * 6  # forehand holds the jacks: without 4, Spiel 5, Hand 6


def test_after_refusing_schenken_the_declarer_needs_schneider() -> None:
    # XSkat's manual: playing on, the declarer wins only with Schneider, counted as announced
    rules = own_rules("s", ISKO, schenken=SchenkenWho.ONE_DEFENDER)
    state = apply(apply(_grand_hand(rules), Schenken(2)), PlayOn())
    assert state.gift_refused and state.to_move == 0
    outcome = result(_play_lowest(state))
    assert outcome.gift_refused
    assert outcome.won == (outcome.declarer_points >= 90)


def test_schenken_is_refused_for_a_suit_game() -> None:
    rules = own_rules("s", ISKO, schenken=SchenkenWho.ONE_DEFENDER)
    state = GameState.new(DEAL, rules)
    for action in auction_won_at(1, 18):
        state = apply(state, action)
    state = apply(state, Declare(Contract(GameType.HEARTS, hand=True)))
    assert check(state, Schenken(0), 0) is not None
    assert check(state, Schenken(0), 0).code == "refused_schenken_only_grand"  # type: ignore[union-attr]


def test_a_successful_kontra_starts_a_bock_round_that_doubles_three_games() -> None:
    # seed 000, Sonderspiele: a round of three games after a successful Kontra
    rules = own_rules(
        "b", ISKO, kontra=KontraWho.ANY_DEFENDER, bock_events=frozenset({BockEvent.KONTRA_WON})
    )
    lost = result(_play_lowest(apply(_grand_hand(rules), Kontra(0))))
    assert not lost.won and bock_events(lost, rules) == (BockEvent.KONTRA_WON,)
    won = result(_play_lowest(_grand_hand(rules, seat=0)))
    sheet = ScoreSheet(("A", "B", "C"), rules, ScoringList.SIMPLE).add(lost)
    assert sheet.bock_left == 3
    for _ in range(3):
        sheet = sheet.add(won)
    assert [e.bock for e in sheet.entries] == [False, True, True, True]
    assert sheet.bock_left == 0
    doubled = [e for e in sheet.entries if e.bock]
    assert all(max(e.points, key=abs) == 2 * won.score for e in doubled)


def test_an_open_bock_round_doubles_no_game_under_rules_without_bock() -> None:
    # a table may change its rule set between games: a game by rules without Bock counts once
    rules = own_rules(
        "b", ISKO, kontra=KontraWho.ANY_DEFENDER, bock_events=frozenset({BockEvent.KONTRA_WON})
    )
    lost = result(_play_lowest(apply(_grand_hand(rules), Kontra(0))))
    won = result(_play_lowest(_grand_hand(ISKO, seat=0)))
    sheet = ScoreSheet(("A", "B", "C"), rules, ScoringList.SIMPLE).add(lost)
    sheet = replace(sheet, rules=ISKO).add(won)
    assert [e.bock for e in sheet.entries] == [False, False]
    assert max(sheet.entries[1].points, key=abs) == won.score


def test_a_ramsch_on_the_sheet_writes_each_seat() -> None:
    outcome = result(_play_lowest(_all_pass(RAMSCH)))
    assert outcome.ramsch is not None
    sheet = ScoreSheet(("A", "B", "C"), RAMSCH, ScoringList.SIMPLE).add(outcome)
    seats = sheet.entries[0].seats
    assert tuple(sheet.totals()[seats[s]] for s in range(3)) == outcome.ramsch.scores


def test_the_bierlachs_list_names_who_pays() -> None:
    rules = own_rules("bier", ISKO, bierlachs=100)
    won = result(_play_lowest(_grand_hand(rules, seat=0)))
    assert won.won
    sheet = ScoreSheet(("A", "B", "C"), rules, ScoringList.SIMPLE)
    assert sheet.bierlachs_payer() is None
    while sheet.bierlachs_payer() is None:
        sheet = sheet.add(won)
    assert max(sheet.totals()) >= 100
    assert sheet.totals()[sheet.bierlachs_payer() or 0] == min(sheet.totals())


def test_the_search_prices_a_kontra_game_as_the_sheet_writes_it() -> None:
    # the coach's costs in list points follow Kontra's doubling
    state = apply(_grand_hand(KONTRA, seat=0), Kontra(1))
    while len(state.tricks) < 9 or len(state.trick) < 2:  # the last card is forced
        state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Play)))
    solved = outcome(Solver(), state)
    played = result(_play_lowest(state))
    points = KONTRA.sheet_points(played.won, played.score, ScoringList.TOURNAMENT)
    assert (solved.declarer_list, solved.defender_list) == points
