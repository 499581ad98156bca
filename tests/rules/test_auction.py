"""The auction exactly as the ISkO (Reizen) describes it, path by path."""

from __future__ import annotations

import random

import pytest

from coach.rules.actions import (
    FOREHAND,
    MIDDLEHAND,
    REARHAND,
    Action,
    Bid,
    Deal,
    Ending,
    Hold,
    IllegalActionError,
    Pass,
)
from coach.rules.contract import ISKO, ISS
from coach.rules.game import GameState, Phase, apply, replay
from coach.rules.legal import check, legal_actions
from coach.rules.result import result

DEAL = Deal.shuffled(random.Random(7))


def _auction(*actions: Action) -> GameState:
    return replay(DEAL, actions, ISKO)


@pytest.mark.parametrize(
    ("path", "actions", "declarer", "bid"),
    [
        (
            "middlehand bids, forehand passes, rearhand passes: middlehand plays",
            (Bid(18), Pass(), Pass()),
            MIDDLEHAND,
            18,
        ),
        (
            "forehand holds until middlehand passes; rearhand outbids forehand",
            (Bid(18), Hold(), Bid(20), Hold(), Pass(), Bid(22), Hold(), Bid(23), Pass()),
            REARHAND,
            23,
        ),
        (
            "forehand holds, middlehand passes, rearhand passes: forehand plays at the held value",
            (Bid(18), Hold(), Pass(), Pass()),
            FOREHAND,
            18,
        ),
        (
            "middlehand passes at once; rearhand bids to forehand, who passes",
            (Pass(), Bid(18), Pass()),
            REARHAND,
            18,
        ),
        (
            "middlehand passes at once; rearhand bids, forehand holds, rearhand passes",
            (Pass(), Bid(18), Hold(), Bid(20), Hold(), Pass()),
            FOREHAND,
            20,
        ),
        (
            "both others pass: forehand may play at 18",
            (Pass(), Pass(), Bid(18)),
            FOREHAND,
            18,
        ),
        (
            "jump bids are allowed (ISkO: not bound to the order of the values)",
            (Bid(18), Pass(), Bid(48), Pass()),
            REARHAND,
            48,
        ),
    ],
)
def test_auction_paths(path: str, actions: tuple[Action, ...], declarer: int, bid: int) -> None:
    state = _auction(*actions)
    assert state.phase is Phase.SKAT, path
    assert (state.declarer, state.bid) == (declarer, bid), path


def test_all_pass_is_passed_in_and_scores_nothing() -> None:
    # ISkO Reizen / Geben: an all-passed game is valid and scored 0 for everyone
    state = _auction(Pass(), Pass(), Pass())
    assert state.is_over and state.ending is Ending.PASSED
    assert result(state).passed and result(state).score == 0


def test_who_moves_during_the_auction() -> None:
    state = GameState.new(DEAL, ISKO)
    assert state.to_move == MIDDLEHAND  # middlehand asks forehand
    state = apply(state, Bid(18))
    assert state.to_move == FOREHAND
    state = apply(state, Pass())
    assert state.to_move == REARHAND  # rearhand goes on against the survivor
    state = apply(state, Bid(20))
    assert state.to_move == MIDDLEHAND


@pytest.mark.parametrize(
    ("actions", "bad", "code", "facts"),
    [
        ((), Bid(19), "refused_not_a_bid_value", {"value": 19, "next": 20}),
        ((Bid(20),), Hold(), None, {}),
        ((Bid(20), Hold()), Bid(20), "refused_bid_not_higher", {"value": 20, "bid": 20}),
        ((Bid(20),), Bid(22), "refused_answer_hold_or_pass", {"bid": 20}),
        ((Pass(), Pass()), Bid(20), "refused_alone_plays_18", {"value": 20}),
        ((), Hold(), "refused_bid_or_pass", {}),
    ],
)
def test_illegal_bids_say_why(
    actions: tuple[Action, ...], bad: Action, code: str | None, facts: dict[str, object]
) -> None:
    state = _auction(*actions)
    if code is None:
        assert check(state, bad) is None
        apply(state, bad)  # legal: the answer is hold
        return
    with pytest.raises(IllegalActionError, match=code) as refused:
        apply(state, bad)
    assert refused.value.reason == check(state, bad)
    assert refused.value.reason.code == code and refused.value.reason.fact_dict == facts


def test_legal_actions_in_the_auction() -> None:
    start = GameState.new(DEAL, ISKO)
    actions = legal_actions(start)
    assert actions[0] == Bid(18) and actions[-1] == Pass()
    assert legal_actions(apply(start, Bid(18))) == [Hold(), Pass()]
    assert legal_actions(_auction(Pass(), Pass())) == [Bid(18), Pass()]


def test_iss_rules_admit_the_server_bid_values() -> None:
    # ISS-FORMAT §2.3: the server's list has values no game reaches, e.g. 171
    with pytest.raises(IllegalActionError):
        apply(GameState.new(DEAL, ISKO), Bid(171))
    assert apply(GameState.new(DEAL, ISS), Bid(171)).bid == 171
