"""Technique faults on hand-built positions, one per strategy rule of the seeds.

- Help file 000, strategy section (defenders following a trick): when the partner has the trick
  ("recht hat") or has led the highest card of a suit played for the first time, the other
  defender smears (schmiert) an ace or ten onto it.
- Beginners' booklet 003, "Wimmeln": the defender whose partner will take the trick adds as many
  points as possible; "Abwerfen": a card thrown on a trick one cannot win is a card given away.
- Help file 000 (defender in middlehand, declarer behind): with the trick not yet safe, give a
  low card rather than a rich one ("ansonsten gibt man eine niedrige Karte zu").
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from coach.advice.hint import Budget, recommend
from coach.advice.technique import faults
from coach.heuristic import decide
from coach.rules.actions import Action, Deal, Play
from coach.rules.cards import Card
from coach.rules.contract import ISKO, GameType
from coach.rules.game import GameState, Phase, apply
from coach.rules.view import PlayerView, view_of
from tests.coach.test_heuristic_positions import play_position
from words import render


def codes(state: GameState, card: Card) -> list[tuple[str, int]]:
    seat = state.to_move
    assert seat is not None
    return [(f.reason.code, f.points) for f in faults(view_of(state, seat), Play(card))]


def test_ace_thrown_on_the_declarers_trump_trick() -> None:
    """Booklet 003, Abwerfen: the defender void in trumps throws ♠A on the declarer's ♣B, which
    nobody can beat, while ♠7 was in hand: 11 Augen given away."""
    state = play_position(
        ("", "SA S7 S8 HA HT H9 DA DT D9 D8", ""), 0, GameType.CLUBS, trick="CJ", leader=0
    )
    assert codes(state, Card.SA) == [("fault_rich_discard", 11)]
    assert codes(state, Card.S7) == []


def test_declarer_throws_an_ace_on_the_defenders_trick() -> None:
    """The same rule for the declarer: in a Grand without jacks, void in ♦, he throws ♠A on the
    defenders' ♦A trick instead of ♠7."""
    state = play_position(
        ("", "", "SA S7 S8 HA HT H9 H8 CA CT C9"), 2, GameType.GRAND, trick="DA D7", leader=0
    )
    assert codes(state, Card.SA) == [("fault_rich_discard", 11)]
    assert codes(state, Card.S8) == []


def test_forced_card_is_no_fault() -> None:
    """Holding only one trump, the defender must put ♣A under the declarer's ♣B: no fault."""
    state = play_position(
        ("", "", "CA HK HQ H7 SK SQ S8 S7 DK DQ"),
        0,
        GameType.CLUBS,
        trick="CJ D7",
        leader=0,
    )
    assert codes(state, Card.CA) == []


def test_trick_not_surely_lost_is_no_rich_discard() -> None:
    """The declarer's ♥K may still be beaten by the partner behind: a ten there is no gift."""
    state = play_position(
        ("", "HT H8 SA S7 S8 DA DT D9 D8 C7", ""), 0, GameType.CLUBS, trick="HK", leader=0
    )
    assert all(code != "fault_rich_discard" for code, _ in codes(state, Card.HT))


def test_missed_smear_on_the_partners_ace() -> None:
    """Help file 000: the partner led ♥A (highest of a suit played for the first time) and the
    declarer followed; the defender last to play adds ♥10, not ♥8."""
    state = play_position(
        ("CJ C7 C8 D7 D8 D9 S7 S8 SK", "HT H8 CA CK S9 SQ DA DT DK SA", ""),
        0,
        GameType.CLUBS,
        trick="HA H7",
        leader=2,
    )
    assert codes(state, Card.H8) == [("fault_missed_smear", 10)]
    assert codes(state, Card.HT) == []


def test_no_smear_fault_when_the_trick_is_not_sure() -> None:
    """The partner's ♥K may still lose to the declarer behind: keeping ♥10 back is right."""
    state = play_position(
        ("H7 SA S7 C7 C8 C9 D7 D8 D9", "HT H8 SK SQ S9 DA DT DK CA CK", ""),
        2,
        GameType.CLUBS,
        trick="HK",
        leader=0,
    )
    assert codes(state, Card.H8) == []


def test_ten_given_to_the_declarer_for_nothing() -> None:
    """Help file 000: the partner leads ♥7, the declarer sits behind and may hold ♥A: adding ♥10
    instead of ♥8 (♥9 still guarding it) offers him 10 Augen."""
    state = play_position(
        ("HK SA S7 C7 C8 C9 D7 D8 D9", "HT H9 H8 SK SQ S9 DA DT DK CA", ""),
        2,
        GameType.CLUBS,
        trick="H7",
        leader=0,
    )
    assert codes(state, Card.HT) == [("fault_ten_into_ace", 10)]
    assert codes(state, Card.H8) == []


def test_a_ten_with_a_single_guard_may_go() -> None:
    """With ♥10 ♥8 alone, playing ♥8 leaves the ten bare to fall to the ace later: no fault."""
    state = play_position(
        ("HK SA S7 C7 C8 C9 D7 D8 D9", "HT H8 SK SQ S9 DA DT DK CA CK", ""),
        2,
        GameType.CLUBS,
        trick="H7",
        leader=0,
    )
    assert codes(state, Card.HT) == []


def test_a_jack_is_no_cheaper_card() -> None:
    """Holding only ♣10 and ♠B as trumps under the declarer's ♣B, keeping the jack is right."""
    state = play_position(
        ("", "", "CT SJ HA HT H9 SA ST S9 DA DT"), 0, GameType.CLUBS, trick="CJ C7", leader=0
    )
    assert codes(state, Card.CT) == []


def test_ten_is_safe_once_the_ace_has_fallen() -> None:
    """With ♥A already played, ♥10 is the highest heart left: no fault."""
    state = play_position(
        ("SA S7 C7 C8 C9 D7 D8 D9", "HT H8 SK SQ S9 DA DT DK CA", ""),
        2,
        GameType.CLUBS,
        trick="H7",
        leader=0,
        tricks=((0, "HA H9 HK"),),
    )
    assert codes(state, Card.HT) == []


def test_leads_and_null_have_no_faults() -> None:
    lead = play_position(("", "SA S7 S8 HA HT H9 DA DT D9 D8", ""), 0, GameType.CLUBS, leader=1)
    assert codes(lead, Card.SA) == []
    null = play_position(
        ("", "SA S7 S8 HA HT H9 DA DT D9 D8", ""), 0, GameType.NULL, trick="C7", leader=0
    )
    assert codes(null, Card.SA) == []


def test_fault_reads_with_the_deck_cards_in_both_languages() -> None:
    state = play_position(
        ("", "SA S7 S8 HA HT H9 DA DT D9 D8", ""), 0, GameType.CLUBS, trick="CJ", leader=0
    )
    (fault,) = faults(view_of(state, 1), Play(Card.SA))
    assert "♠A" in render(fault.reason, "de") and "♠7" in render(fault.reason, "de")
    assert "11" in render(fault.reason, "en") and "SA" not in render(fault.reason, "en")


def test_a_king_added_instead_of_the_ten_is_no_missed_smear() -> None:
    """Adding ♥K (4 Augen) on the partner's sure trick smears too; keeping ♥10 back is a
    judgement call, not a fault."""
    state = play_position(
        ("CJ C7 C8 D7 D8 D9 S7 S8 SK", "HT HK CA CK S9 SQ DA DT DK SA", ""),
        0,
        GameType.CLUBS,
        trick="HA H7",
        leader=2,
    )
    assert codes(state, Card.HK) == []


def _followed_cards(games: int) -> Iterator[tuple[PlayerView, Action, Action]]:
    """Seeded games the coach plays at every seat: each card played to a trick already led, with
    the coach's card and the search-checked hint's."""
    for number in range(games):
        rng = random.Random(number)
        state = GameState.new(Deal.shuffled(rng), ISKO)
        while not state.is_over:
            assert state.to_move is not None
            view = view_of(state, state.to_move)
            action = decide(view).action
            if state.phase is Phase.PLAY and view.trick and len(view.legal_cards()) > 1:
                checked = recommend(view, Budget(20), seed=number * 100 + len(state.history))
                yield view, action, checked.action
            state = apply(state, action)


def test_neither_the_coach_nor_the_checked_hint_breaks_a_rule() -> None:
    """False alarms stay rare: on seeded games neither the rule-of-thumb card nor the card the
    search-checked hint recommends is called a fault (a learner following the hint is never
    told off for it)."""
    seen = 0
    for view, quick, checked in _followed_cards(12):
        seen += 1
        assert faults(view, quick) == (), (view, quick)
        assert faults(view, checked) == (), (view, checked)
    assert seen > 100
