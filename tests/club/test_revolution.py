"""Revolution (seed 000, Regelvarianten: a Null ouvert hand after which the defenders may exchange
their cards and the skat's as they like; strategy: Revolution spielen) in the rules, the record
and the engines. The value, which the seed does not give, is XSkat's (manual, ``-revolution``)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coach.heuristic import decide
from coach.heuristic.grading import Grade, review
from coach.heuristic.revolution import revolution_refusal
from coach.play.players import Strength
from coach.play.table import (
    Participant,
    Waiting,
    act,
    engine_step,
    next_game,
    start,
)
from coach.play.table_file import dumps, loads
from coach.records.iss import parse_records
from coach.records.iss_replay import replay_record
from coach.records.iss_writer import format_record
from coach.rules.actions import (
    Concede,
    Deal,
    Declare,
    ExchangeDone,
    GiveUp,
    Kontra,
    PickUp,
    Play,
    Re,
    Swap,
)
from coach.rules.cards import Card, CardSet
from coach.rules.club import KontraWho
from coach.rules.contract import ISKO, Contract, GameType, InvalidContractError, RuleSet
from coach.rules.game import GameState, apply, replay
from coach.rules.legal import Prompt, auction_won_at, check, legal_actions, prompt_of
from coach.rules.notation import parse_cards
from coach.rules.result import result
from coach.rules.revolution import REVOLUTION, places, swap_towards
from coach.rules.rule_file import own_rules, rules_from_json, rules_to_json
from coach.rules.values import bid_values
from coach.rules.view import complete, view_of
from coach.sampled.judgement import judge_view

from .revolution_helpers import SAFE, deal_with, with_game

RULES = own_rules("Revolution", ISKO, revolution=True)
UNSAFE = "D8 D9 H7 H8 H9 S7 S8 C7 C8 C9"  # the diamond seven is out
NAMES = ("Anna", "Bert", "Cora")
PLAYERS = (
    Participant("Anna"),
    Participant("Bert", Strength.STRONG),
    Participant("Cora", Strength.CLUB),
)


def _at_skat(declarer: int = 1, hand: str = SAFE, rules: RuleSet = RULES) -> GameState:
    return replay(deal_with(declarer, hand), auction_won_at(declarer, 18), rules)


def _revolution(declarer: int = 1, hand: str = SAFE) -> GameState:
    return apply(_at_skat(declarer, hand), Declare(REVOLUTION))


# --- the declaration ------------------------------------------------------------------------


def test_revolution_is_a_null_ouvert_hand_and_nothing_else() -> None:
    """Seed: "Revolution ist ein Null Ouvert Hand"."""
    assert REVOLUTION.game is GameType.NULL and REVOLUTION.hand and REVOLUTION.ouvert
    with pytest.raises(InvalidContractError) as error:
        Contract(GameType.NULL, hand=False, ouvert=True, revolution=True)
    assert error.value.reason is not None
    assert error.value.reason.code == "refused_revolution_is_null_ouvert_hand"
    picked = apply(_at_skat(), PickUp())  # after the skat is taken only pick-up games remain
    reason = check(picked, Declare(REVOLUTION, (Card.CA, Card.CK)))
    assert reason is not None and reason.code == "refused_hand_after_pickup"


def test_revolution_only_where_the_rules_switch_it_on() -> None:
    plain = _at_skat(rules=ISKO)
    assert Declare(REVOLUTION) not in legal_actions(plain)
    reason = check(plain, Declare(REVOLUTION))
    assert reason is not None and reason.code == "refused_revolution_not_in_rules"
    assert Declare(REVOLUTION) in legal_actions(_at_skat())
    assert check(_at_skat(), Declare(REVOLUTION)) is None


def test_revolution_is_worth_92_and_92_is_a_bid() -> None:
    """XSkat's manual: "Revolution is worth 92 points"; lost it counts double (ISkO)."""
    assert 92 in bid_values(RULES) and 92 not in bid_values(ISKO)
    state = replay(deal_with(1, SAFE), auction_won_at(1, 92), RULES)
    assert check(state, Declare(REVOLUTION)) is None
    assert check(state, Declare(Contract.ouvert_of(GameType.NULL))) is not None  # 59 < 92
    won = _play_out(apply(_revolution(), ExchangeDone()))
    assert result(won).won and result(won).score == 92
    high = "CA CK CQ CJ SA SK SQ SJ HA HK"  # forehand leads the heart king and takes the trick
    lost = _play_out(apply(_revolution(declarer=0, hand=high), ExchangeDone()))
    assert not result(lost).won and result(lost).score == -184


def test_the_option_is_saved_and_read_back() -> None:
    assert rules_from_json(rules_to_json(RULES)) == RULES
    older = rules_to_json(own_rules("Alt", ISKO)).replace(', "revolution": false', "")
    assert rules_from_json(older).revolution is False  # a file from before the option


# --- the exchange ---------------------------------------------------------------------------


def test_the_defenders_exchange_before_the_first_trick() -> None:
    """Seed: the defenders may exchange "ihre und die Karten im Skat" as they like."""
    state = _revolution(declarer=1)  # defenders: rearhand (first after him), then forehand
    assert state.to_move == 2 and prompt_of(state, 2) is Prompt.EXCHANGE
    first, second, skat = places(state)
    card = next(iter(state.hands[1]))
    reason = check(state, Play(next(iter(first))))
    assert reason is not None and reason.code == "refused_exchange_first"
    reason = check(state, Swap(card, next(iter(first))))
    assert reason is not None and reason.code == "refused_swap_outside_pool"
    assert reason.facts == (("cards", CardSet.of([card])),)
    a, b = list(first)[:2]
    reason = check(state, Swap(a, b))
    assert reason is not None and reason.code == "refused_swap_same_place"
    reason = check(state, Swap(next(iter(first)), next(iter(second))), seat=0)
    assert reason is not None and reason.code == "refused_not_your_turn"
    with_skat = Swap(next(iter(second)), next(iter(skat)))  # the skat takes part
    after = apply(state, with_skat)
    assert next(iter(skat)) in after.hands[0] and next(iter(second)) in after.skat
    assert len(after.hands[0]) == len(after.hands[2]) == 10 and len(after.skat) == 2
    assert Swap(next(iter(first)), next(iter(skat))) in legal_actions(after)
    done = apply(after, ExchangeDone())
    assert done.to_move == 0 and prompt_of(done, 0) is Prompt.CARD
    reason = check(done, Swap(next(iter(first)), next(iter(second))))
    assert reason is not None and reason.code == "refused_exchange_not_now"


def test_any_arrangement_is_reached_by_swaps() -> None:
    rng = random.Random(8)
    state = _revolution()
    pool = places(state)
    cards = sorted(pool[0] | pool[1] | pool[2], key=int)
    for _ in range(20):
        rng.shuffle(cards)
        target = (CardSet.of(cards[:10]), CardSet.of(cards[10:20]), CardSet.of(cards[20:]))
        current = state
        for _ in range(22):
            step = swap_towards(places(current), target)
            if step is None:
                break
            current = apply(current, step)
        assert places(current) == target


def test_the_declarer_does_not_see_the_swaps() -> None:
    state = _revolution()
    first, second, _ = places(state)
    swap = Swap(next(iter(first)), next(iter(second)))
    state = apply(apply(state, swap), ExchangeDone())
    assert view_of(state, 1).history[-2] == Swap(None, None)
    assert view_of(state, 0).history[-2] == swap  # the partner saw it
    world = complete(view_of(state, 1), random.Random(1))  # a world the declarer can imagine
    assert world.hands[1] == state.hands[1] and world.to_move == state.to_move
    assert view_of(state, 2).partner_hand == state.hands[0]  # the defenders know each other's
    assert not view_of(state, 1).partner_hand


# --- the record -----------------------------------------------------------------------------


def test_a_revolution_reads_back_from_its_record() -> None:
    state = _revolution(declarer=0)
    first, second, skat = places(state)
    state = apply(state, Swap(next(iter(first)), next(iter(skat))))
    state = apply(state, Swap(next(iter(state.hands[1])), next(iter(second))))
    state = _play_out(apply(state, ExchangeDone()))
    text = format_record(state, record_id="r1", names=NAMES)
    assert "x.revolution" in text and "x.swap." in text and "x.exchanged" in text
    (record,) = parse_records(text)
    assert record.rules == RULES
    replayed = replay_record(record, RULES)
    assert replayed.state == state and replayed.agrees is not False


# --- the engines ----------------------------------------------------------------------------


def test_the_engine_declares_a_revolution_only_with_a_safe_hand() -> None:
    """Seed: Revolution with the seven of every suit held and enough cards under each gap; not
    from forehand without a lead that spares the gaps."""
    decision = decide(view_of(_at_skat(1, SAFE), 1))
    assert decision.action == Declare(REVOLUTION)
    assert decision.reasons[0].code == "revolution_safe"
    unsafe = decide(view_of(_at_skat(1, UNSAFE), 1))
    assert unsafe.action != Declare(REVOLUTION)
    refusal = revolution_refusal(CardSet.of(parse_cards(UNSAFE)), forehand=False)
    assert refusal is not None and refusal.code == "revolution_not_safe"
    lead = revolution_refusal(CardSet.of(parse_cards("D7 H7 S7 C7 D8 H8 S8 C8 D9 H9")), True)
    assert lead is None  # forehand leads a nine over its own seven and eight
    blank = revolution_refusal(CardSet.of(parse_cards("D7 D9 DJ H7 H9 HJ S7 S9 C7 C9")), True)
    assert blank is not None and blank.code == "revolution_no_safe_lead"


def test_the_defenders_arrange_their_cards_to_beat_an_open_gap() -> None:
    state = _revolution(declarer=2, hand=UNSAFE)  # the diamond seven lies with the defenders
    while state.exchanging:
        decision = decide(view_of(state, state.to_move or 0))
        assert decision.reasons[0].code == "revolution_exchange_beats"
        state = apply(state, decision.action)
    played = _play_out(state, engines=True)
    assert not result(played).won
    first = decide(view_of(state, 0))  # forehand leads, every card known
    assert first.reasons[0].code == "revolution_defence_beats"


def test_a_swap_is_never_wrong_but_done_too_early_is() -> None:
    state = _revolution(declarer=2, hand=UNSAFE)
    view = view_of(state, state.to_move or 0)
    first, _, skat = places(state)
    assert review(view, Swap(next(iter(first)), next(iter(skat)))).grade is Grade.GOOD
    early = review(view, ExchangeDone())
    assert early.grade is Grade.MISTAKE
    assert "revolution_done_early" in [reason.code for reason in early.reasons]


def test_kontra_against_a_beatable_revolution_and_re_with_a_safe_one() -> None:
    """Seed (Kontra geben, Re geben): Kontra when the Revolution is not watertight; Re when the
    declarer could have played Revolution anyway."""
    rules = own_rules("Revolution und Kontra", RULES, kontra=KontraWho.ANY_DEFENDER)
    state = apply(_at_skat(2, UNSAFE, rules), Declare(REVOLUTION))
    while state.exchanging:
        state = apply(state, decide(view_of(state, state.to_move or 0)).action)
    said = decide(view_of(state, 0))  # forehand, a defender, leads
    assert said.action == Kontra(0) and said.reasons[0].code == "kontra_revolution"
    safe = apply(apply(_at_skat(1, SAFE, rules), Declare(REVOLUTION)), ExchangeDone())
    assert decide(view_of(safe, 0)).action != Kontra(0)  # nothing to beat
    safe = apply(apply(safe, Kontra(0)), Play(next(iter(safe.legal_cards()))))
    answer = decide(view_of(safe, 1))
    assert answer.action == Re() and answer.reasons[0].code == "re_revolution_safe"


def test_a_safe_revolution_cannot_be_beaten() -> None:
    state = _revolution(declarer=0)
    decision = decide(view_of(state, 1))
    assert decision.action == ExchangeDone()
    assert decision.reasons[0].code == "revolution_exchange_no_win"
    assert result(_play_out(apply(state, decision.action), engines=True)).won


def test_the_search_judges_the_revolution_after_the_exchange() -> None:
    """At the skat the checked hint plays the Revolution out after the defenders' exchange: a
    safe hand wins it in every world, an open gap loses it in every world."""
    safe = view_of(_at_skat(1, SAFE), 1)
    judged = judge_view(safe, 1, decide(safe), 12, 12, None, None)
    assert judged.best is not None and judged.best.action == Declare(REVOLUTION)
    unsafe = view_of(_at_skat(1, UNSAFE), 1)
    option = judge_view(unsafe, 1, decide(unsafe), 12, 12, None, None).option(Declare(REVOLUTION))
    assert option is not None and option.wins == 0


def test_a_revolution_is_played_to_the_end_at_a_table() -> None:
    table = start(RULES, PLAYERS, 5)
    seat = table.learner_seat
    auction = auction_won_at(seat, 18)
    table = with_game(table, replay(deal_with(seat, SAFE), auction, RULES))
    assert Declare(REVOLUTION) in table.learner_view.legal_actions()
    table = act(table, Declare(REVOLUTION))
    while not table.state.is_over:
        if table.waiting is Waiting.LEARNER:
            moves = [a for a in table.learner_view.legal_actions() if not isinstance(a, GiveUp)]
            table = act(table, moves[0])
        else:
            table = engine_step(table)
    outcome = table.result
    assert outcome is not None and outcome.won and outcome.score == 92
    assert next_game(table).sheet.entries[-1].result.contract == REVOLUTION


def test_a_saved_table_keeps_the_swaps_and_their_reasons() -> None:
    table = start(RULES, PLAYERS, 5)
    seat = table.learner_seat  # the learner declares; the engines exchange
    state = replay(table.state.deal, auction_won_at(seat, 18), RULES)
    table = act(with_game(table, state), Declare(REVOLUTION))
    while table.state.exchanging:
        table = engine_step(table)
    swaps = [turn for turn in table.turns if isinstance(turn.action, Swap)]
    assert swaps and swaps[0].reasons[0].code == "revolution_exchange_beats"
    read = loads(dumps(table))
    assert read.state == table.state and read.turns == table.turns


# --- random games ---------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), declarer=st.integers(0, 2))
def test_random_revolutions_end_add_up_and_replay(seed: int, declarer: int) -> None:
    rng = random.Random(seed)
    deal = Deal.shuffled(rng)
    state = apply(replay(deal, auction_won_at(declarer, 18), RULES), Declare(REVOLUTION))
    while not state.is_over:
        moves = [a for a in legal_actions(state) if not isinstance(a, GiveUp | Concede)]
        if ExchangeDone() in moves and rng.random() < 0.1:
            state = apply(state, ExchangeDone())
        else:
            state = apply(state, rng.choice([m for m in moves if m != ExchangeDone()] or moves))
    assert (
        sum(t.points for t in state.tricks)
        + state.skat.points
        + sum(card.points for hand in state.hands for card in hand)
        == 120
    )
    assert replay(deal, state.history, RULES) == state
    assert result(state).value == 92
    (record,) = parse_records(format_record(state, record_id="p", names=NAMES))
    assert replay_record(record, RULES).state == state


def _play_out(state: GameState, engines: bool = False) -> GameState:
    while not state.is_over:
        if engines:
            assert state.to_move is not None
            state = apply(state, decide(view_of(state, state.to_move)).action)
            continue
        moves = [a for a in legal_actions(state) if isinstance(a, Play)]
        state = apply(state, moves[0])
    return state
