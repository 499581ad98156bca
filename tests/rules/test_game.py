"""Skat pick-up, declaration, early ends, giving up, conceding and scoring (ISkO)."""

from __future__ import annotations

import random

import pytest

from coach.rules.actions import (
    FOREHAND,
    Action,
    Bid,
    Concede,
    Deal,
    Declare,
    Ending,
    GiveUp,
    Hold,
    IllegalActionError,
    Pass,
    PickUp,
    Play,
)
from coach.rules.cards import Card, CardSet
from coach.rules.contract import ISKO, ISS, SKO_1975, Announcement, Contract, GameType, RuleSet
from coach.rules.game import GameState, Phase, Trick, apply, can_give_up, declarable, replay
from coach.rules.notation import parse_card_set
from coach.rules.result import GameResult, result

# Forehand strong in clubs and spades, middlehand hearts, rearhand diamonds.
HANDS = (
    "CA CK CQ CJ CT C9 SA SK SQ SJ",
    "C8 ST S9 S8 S7 HA HK HQ HJ HT",
    "C7 H9 H8 H7 DA DK DQ DJ DT D9",
)
DEAL = Deal(
    (parse_card_set(HANDS[0]), parse_card_set(HANDS[1]), parse_card_set(HANDS[2])),
    parse_card_set("D8 D7"),
)
FOREHAND_AT_18 = (Pass(), Pass(), Bid(18))


def _forehand_plays(contract: Contract, *more: object, rules: RuleSet = ISKO) -> GameState:
    actions = [*FOREHAND_AT_18, Declare(contract), *more]
    return replay(DEAL, actions, rules)  # type: ignore[arg-type]


def test_null_ends_when_the_declarer_takes_a_trick() -> None:
    # ISkO Gewinnstufen: a Null game is lost with the declarer's first trick
    state = _forehand_plays(
        Contract(GameType.NULL, hand=True), Play(Card.CA), Play(Card.C8), Play(Card.C7)
    )
    assert state.is_over and len(state.tricks) == 1
    outcome = result(state)
    assert (outcome.won, outcome.value, outcome.score) == (False, 35, -70)
    assert outcome.declarer_tricks == 1 and outcome.declarer_points == 11  # CA + skat (0)


def test_schwarz_announced_ends_when_the_defenders_take_a_trick() -> None:
    # ISkO Gewinnstufen: Schwarz announced is lost with the first trick the defenders take
    contract = Contract(GameType.GRAND, hand=True, announce=Announcement.SCHWARZ)
    state = _forehand_plays(contract, Play(Card.SQ), Play(Card.ST), Play(Card.D9))
    assert state.is_over and len(state.tricks) == 1
    outcome = result(state)
    # mit 2 (CJ, SJ), Spiel 3, Hand 4, Schneider 5, angesagt 6, Schwarz 7, angesagt 8 × 24 = 192
    assert (outcome.matadors, outcome.value, outcome.score) == (2, 192, -384)
    assert not outcome.schneider and not outcome.schwarz  # not reached in play


def test_suit_ouvert_ends_when_the_defenders_take_a_trick() -> None:
    # ISkO Gewinnstufen: ouvert suit games count as Schwarz announced
    state = _forehand_plays(
        Contract.ouvert_of(GameType.CLUBS), Play(Card.SQ), Play(Card.ST), Play(Card.D9)
    )
    assert state.is_over
    # mit 2, Spiel 3, Hand 4, Schneider 5, angesagt 6, Schwarz 7, angesagt 8, ouvert 9 × 12
    assert result(state).score == -2 * 108


def test_giving_up_needs_nine_cards_under_the_isko() -> None:
    # ISkO Spielabkürzung: the declarer may give up while holding at least nine cards
    first_trick = (Play(Card.SA), Play(Card.S7), Play(Card.D9))
    state = _forehand_plays(Contract(GameType.CLUBS, hand=True), *first_trick)
    assert can_give_up(state)
    state = apply(state, Play(Card.SK))
    assert not can_give_up(state)
    with pytest.raises(IllegalActionError, match=r"refused_cannot_give_up_yet.*needed=9"):
        apply(state, GiveUp())
    iss_state = _forehand_plays(
        Contract(GameType.CLUBS, hand=True), *first_trick, Play(Card.SK), rules=ISS
    )
    assert apply(iss_state, GiveUp()).ending is Ending.DECLARER_GAVE_UP  # the server allows it


def test_giving_up_loses_at_the_plain_level() -> None:
    state = _forehand_plays(Contract(GameType.CLUBS, hand=True), GiveUp())
    outcome = result(state)
    # mit 2 (CJ SJ), Spiel 3, Hand 4 × 12 = 48; no Schneider counted; lost, so doubled
    assert (outcome.won, outcome.ending) == (False, Ending.DECLARER_GAVE_UP)
    assert outcome.score == -2 * outcome.value == -96
    assert not outcome.schneider


def test_defenders_conceding_give_the_declarer_the_rest() -> None:
    # ISkO Spielabkürzung: the game ends as soon as the defenders give up
    state = _forehand_plays(Contract(GameType.CLUBS, hand=True), Concede())
    outcome = result(state)
    assert outcome.won and outcome.ending is Ending.DEFENDERS_CONCEDED
    assert (outcome.declarer_points, outcome.declarer_tricks) == (120, 10)
    assert outcome.schneider and outcome.schwarz


def test_conceding_a_null_game_wins_it_for_the_declarer() -> None:
    outcome = result(_forehand_plays(Contract(GameType.NULL, hand=True), Concede()))
    assert outcome.won and outcome.value == 35


def test_pick_up_then_no_hand_game() -> None:
    state = replay(DEAL, [*FOREHAND_AT_18, PickUp()], ISKO)
    assert state.phase is Phase.DECLARE and len(state.hands[FOREHAND]) == 12
    reason = declarable(state, Contract(GameType.CLUBS, hand=True))
    assert reason is not None and reason.code == "refused_hand_after_pickup"
    with pytest.raises(IllegalActionError, match="refused_discard_two"):
        apply(state, Declare(Contract(GameType.CLUBS)))
    with pytest.raises(IllegalActionError, match=r"refused_discard_not_in_hand.*cards=HA"):
        apply(state, Declare(Contract(GameType.CLUBS), (Card.HA, Card.D7)))
    played = apply(state, Declare(Contract(GameType.CLUBS), (Card.D8, Card.SK)))
    assert played.skat == parse_card_set("D8 SK")  # the discard counts for the declarer
    assert played.phase is Phase.PLAY and played.to_move == FOREHAND


def test_null_below_the_bid_cannot_be_declared() -> None:
    # ISkO Spielansage: the declared game must be worth the bid; Null has a fixed value
    state = replay(DEAL, [Bid(24), Hold(), Pass(), Pass()], ISKO)
    assert declarable(state, Contract(GameType.NULL, hand=True)) is None
    with pytest.raises(IllegalActionError, match=r"refused_null_below_bid.*value=23, bid=24"):
        apply(apply(state, PickUp()), Declare(Contract(GameType.NULL), (Card.D8, Card.D7)))


# --- overbidding: the ISkO examples ---------------------------------------------------------


def _overbid_deal() -> Deal:
    hands = (
        parse_card_set("DJ HA HT HK HQ H9 H8 H7 SA CA"),
        parse_card_set("SJ HJ CT CK CQ C9 C8 C7 ST SK"),
        parse_card_set("DA DT DK DQ D9 SQ S9 S8 S7 D8"),
    )
    return Deal(hands, parse_card_set("CJ D7"))


@pytest.mark.parametrize(
    ("source", "rules", "score"),
    [
        ("ISkO Überreiztes Spiel: Herz-Hand ohne 3 bei 36, Kreuz-Bube im Skat → -80", ISKO, -80),
        ("seed 000 (SkO 1975): the same lost hand game is not doubled → -40", SKO_1975, -40),
    ],
)
def test_hand_game_overbid_by_a_jack_in_the_skat(source: str, rules: RuleSet, score: int) -> None:
    actions: list[Action] = [
        Bid(36),
        Hold(),
        Pass(),
        Pass(),
        Declare(Contract(GameType.HEARTS, hand=True)),
    ]
    state = replay(_overbid_deal(), [*actions, GiveUp()], rules)
    outcome = result(state)
    assert outcome.matadors == 1, source  # the skat counts: mit 1, Spiel 2, Hand 3 × 10 = 30
    assert (outcome.overbid, outcome.value, outcome.score) == (True, 40, score), source


def test_pick_up_game_overbid() -> None:
    # ISkO Überreiztes Spiel: Reizwert 50, Kreuz-Bube im Skat, Herz → mit 1 "überreizt" = -100
    actions: list[Action] = [Bid(50), Hold(), Pass(), Pass(), PickUp()]
    state = replay(_overbid_deal(), actions, ISKO)
    state = apply(state, Declare(Contract(GameType.HEARTS), (Card.D7, Card.SA)))
    outcome = result(apply(state, GiveUp()))
    assert (outcome.matadors, outcome.overbid, outcome.score) == (1, True, -100)


# --- Schneider and Schwarz thresholds on finished games -------------------------------------


def _finished(
    declarer_points: int, declarer_tricks: int, contract: Contract | None = None
) -> GameResult:
    """Score a finished game whose tricks give the declarer (forehand) exactly these figures.

    The tricks are found by a seeded search over card orders; scoring needs only who took them.
    """
    rng = random.Random(declarer_points * 11 + declarer_tricks)
    cards = list(Card)
    for _ in range(200_000):
        rng.shuffle(cards)
        won = cards[: 3 * declarer_tricks] + cards[30:]
        if sum(card.points for card in won) == declarer_points:
            break
    else:  # pragma: no cover - the search always succeeds for the rows below
        raise AssertionError("no deal found")
    tricks = tuple(
        Trick(
            FOREHAND,
            (cards[3 * i], cards[3 * i + 1], cards[3 * i + 2]),
            0 if i < declarer_tricks else 1,
        )
        for i in range(10)
    )
    hands = tuple(CardSet.of(cards[3 * i + seat] for i in range(10)) for seat in range(3))
    deal = Deal((hands[0], hands[1], hands[2]), CardSet.of(cards[30:]))
    state = GameState(
        deal=deal,
        rules=ISKO,
        phase=Phase.FINISHED,
        bid=18,
        declarer=FOREHAND,
        contract=contract or Contract(GameType.GRAND, hand=True),
        skat=deal.skat,
        tricks=tricks,
        ending=Ending.PLAYED_OUT,
    )
    return result(state)


@pytest.mark.parametrize(
    ("source", "points", "tricks", "won", "schneider", "schwarz"),
    [
        ("ISkO Gewinnstufen: 61 wins", 61, 5, True, False, False),
        ("ISkO Gewinnstufen: 60 loses", 60, 5, False, False, False),
        ("ISkO Gewinnstufen: 89 is not Schneider", 89, 7, True, False, False),
        ("ISkO Gewinnstufen: defenders with 30 are Schneider", 90, 7, True, True, False),
        ("ISkO Gewinnstufen: declarer with 31 is not Schneider", 31, 3, False, False, False),
        ("ISkO Gewinnstufen: declarer with 30 is Schneider", 30, 3, False, True, False),
        (
            "ISkO Gewinnstufen: one trick without points is Schneider, not Schwarz",
            120,
            9,
            True,
            True,
            False,
        ),
        ("ISkO Gewinnstufen: no trick is Schwarz", 120, 10, True, True, True),
        ("ISkO Gewinnstufen: declarer without a trick is Schwarz", 0, 0, False, True, True),
    ],
)
def test_schneider_and_schwarz_thresholds(
    source: str, points: int, tricks: int, won: bool, schneider: bool, schwarz: bool
) -> None:
    outcome = _finished(points, tricks)
    assert outcome.declarer_points == points and outcome.declarer_tricks == tricks
    assert (outcome.won, outcome.schneider, outcome.schwarz) == (won, schneider, schwarz), source


def test_announced_schneider_missed_loses_at_the_announced_level() -> None:
    # ISkO Gewinnstufen: an announced level not reached loses; it still counts in the value
    contract = Contract(GameType.GRAND, hand=True, announce=Announcement.SCHNEIDER)
    outcome = _finished(85, 7, contract)
    assert not outcome.won
    levels = abs(outcome.matadors) + 4  # Spiel, Hand, Schneider, Schneider angesagt
    assert outcome.score == -2 * 24 * levels


def test_iss_declarer_resigning_after_the_first_trick_leaves_the_rest() -> None:
    # ISS-FORMAT §2.5: the remaining tricks go to the defenders; in the first trick no Schneider
    first_trick = (Play(Card.SQ), Play(Card.ST), Play(Card.D9))  # middlehand takes it
    isko = result(_forehand_plays(Contract(GameType.CLUBS, hand=True), *first_trick, GiveUp()))
    assert not isko.schneider and not isko.schwarz
    iss = result(
        _forehand_plays(Contract(GameType.CLUBS, hand=True), *first_trick, GiveUp(), rules=ISS)
    )
    assert iss.schneider and iss.schwarz and iss.declarer_tricks == 0
    # mit 2, Spiel 3, Hand 4, Schneider 5, Schwarz 6 × 12, lost doubled
    assert iss.score == -2 * 72
    at_once = result(_forehand_plays(Contract(GameType.CLUBS, hand=True), GiveUp(), rules=ISS))
    assert not at_once.schneider and at_once.score == -96
