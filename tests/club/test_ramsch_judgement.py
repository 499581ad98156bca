"""A Ramsch judged by play-outs: every legal card played on and the Ramsch played out by the
coach in every seat, in worlds drawn from the seat's view, scored by the table's Ramsch rules."""

from __future__ import annotations

import random

from coach.advice import budget_of, hint_at, option_verdicts
from coach.heuristic import Grade, decide, lead_reasons
from coach.rules.actions import Deal, Pass, PassOn, PickUp, Play, Push
from coach.rules.cards import Card
from coach.rules.contract import ISKO
from coach.rules.game import GameState, Phase, apply, replay
from coach.rules.notation import parse_cards
from coach.rules.rule_file import own_rules
from coach.rules.view import complete, view_of
from coach.sampled import judge_view, judgement_seed
from coach.sampled.ramsch_rollout import sampling_view, unseen_pushes

from .test_club_play import DEAL as CLUB_DEAL

RAMSCH = own_rules("Ramsch", ISKO, ramsch=True)
SCHIEBE = own_rules("Schieberamsch", ISKO, ramsch=True, schieberamsch=True)

# Seven tricks played: forehand took 28 Augen, middlehand 36, rearhand 20. Middlehand leads
# with ♥8 ♠T ♠B; no other spade is in a hand (the ♠9 lies in the skat); ♥A and ♥K are out,
# no lower heart.
DEAL = Deal.from_order(
    parse_cards(
        "D7 DJ DQ H9 HT HJ SK C8 CT CJ "
        "D8 D9 DA H7 H8 ST SJ SQ SA CA "
        "DT DK HQ HA S7 S8 C7 C9 CQ CK "
        "HK S9"
    )
)
PLAYED = parse_cards("D7 D8 DT S7 SK SQ C8 CA CK H7 HQ H9 C7 CT DA DQ D9 DK S8 HT SA")


def _late() -> GameState:
    return replay(DEAL, [Pass(), Pass(), Pass(), *(Play(card) for card in PLAYED)], RAMSCH)


def test_a_ten_that_keeps_the_trick_ranks_below_a_low_card() -> None:
    state = _late()
    view = view_of(state, 1)
    judgement = judge_view(view, judgement_seed(DEAL, len(state.history)), decide(view), 10, 30)
    assert judgement.exact  # three cards each: every consistent world played out
    ten, low = judgement.option(Play(Card.ST)), judgement.option(Play(Card.H8))
    assert ten is not None and low is not None
    assert ten.points.mean < low.points.mean
    assert ten.behind.exceeds_noise()  # clearly worse, not noise
    assert {o.action for o in judgement.options} == {Play(c) for c in view.legal_cards()}
    assert lead_reasons(view, Card.ST)[0].code == "ramsch_lead_top"
    assert lead_reasons(view, Card.H8)[0].code == "ramsch_lead_bottom"


def test_the_judgement_is_seeded_and_sampled_from_the_seats_view() -> None:
    state = GameState.new(Deal.shuffled(random.Random(3)), RAMSCH)
    for _ in range(3):
        state = apply(state, Pass())
    view = view_of(state, 0)
    seed = judgement_seed(state.deal, 3)
    first = judge_view(view, seed, decide(view), 3, 3)
    assert first == judge_view(view, seed, decide(view), 3, 3)
    assert first.searched and first.worlds >= 3 and len(first.options) == 10
    assert first.quick == decide(view).action  # the rule of thumb stays beside the figures
    for option in first.options:
        assert option.points.mean <= 120 and option.behind.mean >= 0


def test_a_hint_and_the_verdicts_read_the_ramsch_judgement() -> None:
    state = _late()
    hint = hint_at(state, 1, budget_of(4))
    assert hint.judgement is not None and hint.judgement.searched
    assert hint.judgement.best is not None and hint.action == hint.judgement.best.action
    codes = [reason.code for reason in hint.decision.reasons]
    assert "ramsch_option" in codes and "search_best" not in codes  # a minus avoided, not a win
    actions = [option.action for option in hint.judgement.options]
    verdicts = option_verdicts(hint.judgement, state, actions)
    assert verdicts[0].grade is Grade.GOOD
    graded = dict(zip(actions, verdicts, strict=True))
    assert graded[Play(Card.ST)].grade is not Grade.GOOD
    figures = [reason.code for reason in graded[Play(Card.ST)].reasons]
    assert "ramsch_option" in figures and "search_option" not in figures  # no "gewonnen"


def _schieberamsch() -> GameState:
    """Forehand takes the skat up and passes two cards on; middlehand and rearhand push."""
    state = GameState.new(Deal.shuffled(random.Random(8)), SCHIEBE)
    for _ in range(3):
        state = apply(state, Pass())
    state = apply(state, PickUp())
    cards = sorted(state.hands[0], key=lambda c: c.points)[-2:]
    state = apply(state, PassOn((cards[0], cards[1])))
    state = apply(state, Push())
    return apply(state, Push())


def test_schieberamsch_worlds_keep_the_hands_and_the_score_keeps_the_pushes() -> None:
    state = _schieberamsch()
    assert state.phase is Phase.PLAY and state.pushed_unseen == 2
    view = view_of(state, 0)
    assert unseen_pushes(view) == 2
    flat = sampling_view(view)
    world = complete(flat, random.Random(1))
    assert world.hands[0] == state.hands[0] and world.phase is Phase.PLAY
    judgement = judge_view(view, judgement_seed(state.deal, 9), decide(view), 3, 3)
    assert judgement.searched and len(judgement.options) == len(view.legal_cards())
    # every minus counts four times over (two unseen pushes): a multiple of 4 in every world
    assert all(o.points.mean * o.worlds % 4 == 0 for o in judgement.options)


def test_the_seat_that_passed_last_knows_the_skat() -> None:
    state = GameState.new(Deal.shuffled(random.Random(8)), SCHIEBE)
    for action in (Pass(), Pass(), Pass(), Push(), Push(), PickUp()):
        state = apply(state, action)
    cards = sorted(state.hands[2], key=lambda c: c.points)[-2:]
    state = apply(state, PassOn((cards[0], cards[1])))
    flat = sampling_view(view_of(state, 2))
    assert set(flat.skat_known) == set(cards)
    assert complete(flat, random.Random(2)).skat == flat.skat_known


def test_passing_on_the_two_safest_cards_ranks_below_the_dangerous_ones() -> None:
    state = GameState.new(Deal.shuffled(random.Random(0)), SCHIEBE)
    for action in (Pass(), Pass(), Pass(), PickUp()):
        state = apply(state, action)
    view = view_of(state, 0)
    quick = decide(view)
    judgement = judge_view(view, judgement_seed(state.deal, 4), quick, 10, 30)
    assert judgement.searched and all(isinstance(o.action, PassOn) for o in judgement.options)
    safest = judgement.options[-1]  # the two safest cards: a sure loss of list points
    assert safest.behind.exceeds_noise()
    chosen = judgement.option(quick.action)
    assert chosen is not None and chosen.points.mean > safest.points.mean
    assert isinstance(quick.action, PassOn) and quick.action.discard is not None
    first, second = quick.action.discard
    assert judgement.option(PassOn((second, first))) == chosen  # a pair in either order


def test_taking_the_skat_up_and_pushing_it_on_are_both_played_out() -> None:
    state = GameState.new(Deal.shuffled(random.Random(0)), SCHIEBE)
    for _ in range(3):
        state = apply(state, Pass())
    view = view_of(state, 0)
    judgement = judge_view(view, judgement_seed(state.deal, 3), decide(view), 3, 3)
    assert {o.action for o in judgement.options} == {PickUp(), Push()}


def test_a_lead_says_what_is_still_out_above_and_below_it() -> None:
    deal = CLUB_DEAL  # forehand holds the four jacks, rearhand every diamond
    view = view_of(replay(deal, [Pass(), Pass(), Pass()], RAMSCH), 2)
    assert [r.code for r in lead_reasons(view, Card.SQ)] == ["ramsch_lead_middle"]
    assert [r.code for r in lead_reasons(view, Card.D7)] == ["ramsch_lead_none_out"]
    forehand = view_of(replay(deal, [Pass(), Pass(), Pass()], RAMSCH), 0)
    assert [r.code for r in lead_reasons(forehand, Card.CA)] == ["ramsch_lead_top"]
    late = view_of(_late(), 1)  # ♠10 the only spade in the hand, the ♠9 still unseen
    assert [r.code for r in lead_reasons(late, Card.ST)] == ["ramsch_lead_top", "ramsch_lead_blank"]


def test_a_sure_durchmarsch_is_judged_as_the_120_it_wins() -> None:
    deal = Deal.from_order(
        parse_cards(
            "CJ SJ HJ DJ CA CT SA ST HA HT "
            "DA DT DK DQ D9 D8 D7 CQ C9 C8 "
            "CK SK SQ S9 S8 S7 HK HQ H9 H8 "
            "H7 C7"
        )
    )
    state = replay(deal, [Pass(), Pass(), Pass()], RAMSCH)
    view = view_of(state, 0)
    judgement = judge_view(view, judgement_seed(deal, 3), decide(view), 3, 3)
    best = judgement.best
    assert best is not None and best.points.mean == 120 and best.win_rate == 1.0
