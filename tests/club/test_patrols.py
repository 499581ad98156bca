"""Patrouillen (seed 000, Regelvarianten: tricks the declarer takes with his lowest trump, counted
back from the last trick — in a suit game the tenth with the trump seven, the ninth with the
eight; one announced as a rule, any number and Grand as options, announced at the start of the
game, silent ones counted once and announced ones twice where silent scoring is on; strategy:
Patrouillen ansagen) in the rules, the record and the engines."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coach.advice.hint import Budget, recommend
from coach.heuristic import decide
from coach.heuristic.patrols import patrols_by_thumb
from coach.play.players import Strength
from coach.play.table import Participant, act, start
from coach.play.table_file import dumps, loads
from coach.records.iss import parse_records
from coach.records.iss_replay import replay_record
from coach.records.iss_writer import format_record
from coach.rules.actions import Concede, Deal, Declare, GiveUp, IllegalActionError, Pass, Play
from coach.rules.cards import Card, CardSet
from coach.rules.contract import ISKO, Contract, GameType, InvalidContractError, RuleSet
from coach.rules.game import GameState, Trick, apply, declaration_refusal, replay
from coach.rules.legal import auction_won_at, legal_actions
from coach.rules.notation import parse_cards
from coach.rules.patrols import patrol_trumps, patrols_made
from coach.rules.result import result, scored
from coach.rules.rule_file import (
    own_rules,
    rules_from_dict,
    rules_from_json,
    rules_to_dict,
    rules_to_json,
)
from coach.rules.values import Level, bid_values, game_value
from coach.rules.view import view_of
from lab.studies.turning_cards import play_out

from .revolution_helpers import deal_with, with_game

RULES = own_rules("Patrouillen", ISKO, patrols=True)
EVERY = own_rules(
    "Alle Patrouillen",
    ISKO,
    patrols=True,
    patrols_any_number=True,
    patrols_grand=True,
    patrols_silent=True,
)
NAMES = ("Anna", "Bert", "Cora")
CLUBS = Contract(GameType.CLUBS)
# ten trumps with the club seven: the defenders hold one trump (the club eight)
STRONG = "CJ SJ HJ DJ CA CT CK CQ C9 C7"
# eight trumps with the seven: the coach plays Kreuz Hand (the club jack lies in the skat)
KREUZ = "SJ CA CT CK CQ C9 C8 C7 HA HK"


def _tricks(last: list[tuple[int, str, int]]) -> tuple[Trick, ...]:
    """Ten tricks whose last ones are `last` (leader, three cards, winner); the first ones are
    filler the count never reaches."""
    filler = Trick(1, (Card.HA, Card.HK, Card.HQ), 1)
    made = []
    for lead, cards, won in last:
        first, second, third = parse_cards(cards)
        made.append(Trick(lead, (first, second, third), won))
    return (filler,) * (10 - len(made)) + tuple(made)


# --- which tricks are Patrouillen -------------------------------------------------------------


def test_the_tenth_trick_with_the_trump_seven_is_a_patrouille() -> None:
    """Seed: in a suit game the tenth trick with the trump seven, the ninth with the eight."""
    assert patrol_trumps(GameType.CLUBS)[:3] == (Card.C7, Card.C8, Card.C9)
    assert patrols_made(GameType.CLUBS, 0, _tricks([(0, "C7 D7 D8", 0)])) == 1
    assert patrols_made(GameType.CLUBS, 0, _tricks([(0, "C8 D9 DT", 0), (0, "C7 D7 D8", 0)])) == 2


def test_a_patrouille_is_taken_by_the_declarer_with_that_trump() -> None:
    # the declarer plays the seven but a defender takes the trick
    assert patrols_made(GameType.CLUBS, 0, _tricks([(0, "C7 C8 D8", 1)])) == 0
    # a defender's seven in a trick the declarer takes is not his Patrouille
    assert patrols_made(GameType.CLUBS, 0, _tricks([(1, "C7 C9 D8", 0)])) == 0


def test_patrouillen_run_back_from_the_last_trick() -> None:
    """Counted back from the last trick: the ninth with the eight is none without the tenth."""
    assert patrols_made(GameType.CLUBS, 0, _tricks([(0, "C8 D9 DT", 0), (0, "HT D7 D8", 0)])) == 0


def test_in_grand_the_lowest_trump_is_the_diamond_jack() -> None:
    assert patrol_trumps(GameType.GRAND) == (Card.DJ, Card.HJ, Card.SJ, Card.CJ)
    assert patrols_made(GameType.GRAND, 2, _tricks([(2, "DJ D7 D8", 2)])) == 1


# --- announcing ------------------------------------------------------------------------------


def test_only_one_patrouille_in_a_suit_game_as_a_rule() -> None:
    """Seed: as a rule one Patrouille may be announced, in suit games only."""
    one, two = replace(CLUBS, patrols=1), replace(CLUBS, patrols=2)
    grand = Contract(GameType.GRAND, patrols=1)
    assert _refused(RULES, one) is None
    assert _refused(RULES, two) == "refused_patrols_only_one"
    assert _refused(RULES, grand) == "refused_patrols_not_in_grand"
    assert _refused(EVERY, two) is None and _refused(EVERY, grand) is None
    assert _refused(ISKO, one) == "refused_patrols_not_in_rules"


def _refused(rules: RuleSet, contract: Contract) -> str | None:
    reason = declaration_refusal(rules, 18, True, contract)
    return None if reason is None else reason.code


def test_no_patrouillen_in_null_nor_more_than_room_for() -> None:
    with pytest.raises(InvalidContractError) as null:
        Contract(GameType.NULL, patrols=1)
    assert null.value.reason is not None and null.value.reason.code == "refused_patrols_not_null"
    with pytest.raises(InvalidContractError) as grand:
        Contract(GameType.GRAND, patrols=5)
    assert grand.value.reason is not None and grand.value.reason.code == "refused_patrols_count"
    Contract(GameType.CLUBS, patrols=10)


def test_the_declarer_announces_them_with_the_declaration() -> None:
    """Seed: announced at the start of the game — the declarer says them with his game."""
    state = replay(deal_with(0, STRONG), auction_won_at(0, 18), ISKO)
    with pytest.raises(IllegalActionError) as refused:
        apply(state, Declare(Contract(GameType.CLUBS, hand=True, patrols=1)))
    assert refused.value.reason.code == "refused_patrols_not_in_rules"
    state = replay(deal_with(0, STRONG), auction_won_at(0, 18), RULES)
    hand_games = [a for a in legal_actions(state) if isinstance(a, Declare)]
    assert Declare(Contract(GameType.CLUBS, hand=True, patrols=1)) in hand_games
    assert Declare(Contract(GameType.GRAND, hand=True, patrols=1)) not in hand_games


# --- scoring ---------------------------------------------------------------------------------


def test_each_announced_patrouille_is_a_level() -> None:
    value = game_value(replace(CLUBS, patrols=1), 1, rules=RULES, patrols=1)
    assert value.levels == (Level.GAME, Level.PATROL_ANNOUNCED) and value.value == 12 * 3
    unannounced = game_value(CLUBS, 1, rules=RULES, patrols=2)
    assert unannounced.value == 12 * 2  # silent ones count only under silent scoring


def test_silent_ones_count_once_announced_ones_twice() -> None:
    """Seed: with silent scoring, silent Patrouillen count once, announced ones twice."""
    value = game_value(replace(CLUBS, patrols=1), 1, rules=EVERY, patrols=2)
    assert value.levels.count(Level.PATROL) == 2 and value.levels.count(Level.PATROL_ANNOUNCED) == 1
    assert value.value == 12 * (1 + 4)  # with 1, game, and the four Patrouille levels
    assert game_value(CLUBS, 1, rules=EVERY, patrols=1).value == 12 * 3


def test_an_announced_patrouille_not_made_loses_the_game() -> None:
    announced = replace(CLUBS, patrols=1)
    lost = scored(announced, 1, 80, 8, RULES, patrols=0)
    assert not lost.won and lost.value.value == 12 * 3  # the announced level still counts
    assert scored(announced, 1, 80, 8, RULES, patrols=1).won


def test_the_values_with_patrouillen_are_bids() -> None:
    assert 12 * 19 in bid_values(RULES) and 12 * 19 not in bid_values(ISKO)


# --- the rule file and the record ------------------------------------------------------------


def test_the_options_are_saved_and_read_back_and_old_files_read_them_off() -> None:
    assert rules_from_json(rules_to_json(EVERY)) == EVERY
    old = {k: v for k, v in rules_to_dict(RULES).items() if not k.startswith("patrols")}
    assert rules_from_dict(old) == replace(RULES, patrols=False)


def test_a_game_with_a_patrouille_reads_back_from_its_record() -> None:
    state = replay(deal_with(0, STRONG), auction_won_at(0, 18), RULES)
    state = play_out(apply(state, Declare(Contract(GameType.CLUBS, hand=True, patrols=1))))
    text = format_record(state, record_id="p1", names=NAMES)
    assert "x.patrols.1.CH" in text
    (record,) = parse_records(text)
    assert record.rules == RULES
    replayed = replay_record(record, RULES)
    assert replayed.state == state and replayed.agrees is not False


# --- the engines -----------------------------------------------------------------------------


def test_the_rule_of_thumb_for_a_suit_game() -> None:
    """Seed: in a suit game one Patrouille with more than five trumps, the lowest among them; the
    coach waits for more than six (measured: with six the seven too often falls early)."""
    seven = CardSet.of(parse_cards("CJ CA CT CK C9 C8 C7 HA SA D7"))
    assert patrols_by_thumb(seven, GameType.CLUBS, False, 1)[0] == 1
    no_seven = CardSet.of(parse_cards("CJ CA CT CK CQ C9 C8 HA SA D7"))
    assert patrols_by_thumb(no_seven, GameType.CLUBS, False, 1)[0] == 0
    six = CardSet.of(parse_cards("CJ CA CT CK C9 C7 HA HK SA D7"))
    assert patrols_by_thumb(six, GameType.CLUBS, False, 1)[0] == 0
    eight = CardSet.of(parse_cards("CJ SJ CA CT CK C9 C8 C7 HA SA"))
    assert patrols_by_thumb(eight, GameType.CLUBS, False, 10)[0] == 2  # scaled up: one more


def test_the_rule_of_thumb_for_grand() -> None:
    """Seed: in Grand as forehand with more than one trump, the highest and the lowest."""
    hand = CardSet.of(parse_cards("CJ DJ CA CT HA HT SA ST D7 D8"))
    count, reason = patrols_by_thumb(hand, GameType.GRAND, True, 4)
    assert count == 1 and reason is not None and reason.code == "patrols_grand"
    assert patrols_by_thumb(hand, GameType.GRAND, False, 4)[0] == 0
    no_club = CardSet.of(parse_cards("SJ DJ CA CT HA HT SA ST D7 D8"))
    assert patrols_by_thumb(no_club, GameType.GRAND, True, 4)[0] == 0


def test_the_engine_announces_and_keeps_the_seven_for_the_last_trick() -> None:
    state = replay(deal_with(0, KREUZ), auction_won_at(0, 18), RULES)
    decision = decide(view_of(state, 0))
    assert isinstance(decision.action, Declare) and decision.action.contract.patrols == 1
    assert any(reason.code == "patrols_suit" for reason in decision.reasons)
    state = play_out(state)
    last = state.tricks[-1]
    assert last.winner == 0 and last.cards[(0 - last.leader) % 3] == Card.C7
    outcome = result(state)
    assert outcome.won and outcome.patrols == 1
    assert outcome.value == 12 * (2 + 1 + 1 + 1 + 1)  # with 2, game, hand, Schneider, Patrouille


# --- random games ----------------------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    many=st.booleans(),
    grand=st.booleans(),
    silent=st.booleans(),
)
def test_random_games_with_patrouillen_end_add_up_and_replay(
    seed: int, many: bool, grand: bool, silent: bool
) -> None:
    rules = own_rules(
        "Zufall",
        ISKO,
        patrols=True,
        patrols_any_number=many,
        patrols_grand=grand,
        patrols_silent=silent,
    )
    rng = random.Random(seed)
    state = GameState.new(Deal.shuffled(rng), rules)
    while not state.is_over:
        actions = [a for a in legal_actions(state) if not isinstance(a, GiveUp | Concede)]
        if Pass() in actions and rng.random() < 0.3:
            state = apply(state, Pass())
            continue
        announced = [a for a in actions if isinstance(a, Declare) and a.contract.patrols]
        pick = announced if announced and rng.random() < 0.5 else actions
        state = apply(state, rng.choice(pick))
    assert replay(state.deal, state.history, rules) == state
    if len(state.tricks) == 10:
        assert sum(t.points for t in state.tricks) + state.skat.points == 120
    outcome = result(state)
    if outcome.contract is not None and outcome.contract.patrols > outcome.patrols:
        assert not outcome.won
    (record,) = parse_records(format_record(state, record_id="z", names=NAMES))
    assert replay_record(record, rules).state == state


def test_a_saved_table_keeps_the_patrouille() -> None:
    players = (
        Participant("Anna"),
        Participant("Bert", Strength.CLUB),
        Participant("Cora", Strength.CLUB),
    )
    table = start(RULES, players, 5)
    seat = table.learner_seat  # the table's own deal: a saved table checks its cards
    state = replay(table.state.deal, auction_won_at(seat, 18), RULES)
    table = act(with_game(table, state), Declare(Contract(GameType.CLUBS, hand=True, patrols=1)))
    read = loads(dumps(table))
    assert read.state == table.state and read.turns == table.turns


def test_the_checked_hint_announces_and_keeps_the_seven_too() -> None:
    """The search's hint follows the same rule of thumb as the coach: it does not follow the
    Patrouillen itself, so the declaration and the trumps kept back come from the coach."""
    state = replay(deal_with(0, KREUZ), auction_won_at(0, 18), RULES)
    hint = recommend(view_of(state, 0), Budget(8), seed=1)
    assert isinstance(hint.action, Declare) and hint.action.contract.patrols == 1
    state = apply(state, hint.action)
    while len(state.tricks) < 9:
        seat = state.to_move
        assert seat is not None
        move = recommend(view_of(state, seat), Budget(8), seed=len(state.history)).action
        assert not (seat == 0 and move == Play(Card.C7)), state.tricks
        state = apply(state, move)
