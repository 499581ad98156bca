"""One `Position`: built from a game, a record or by hand; impossible ones refused with the reason;
problems round-trip through their text, their files and their short code."""

from __future__ import annotations

import random

import pytest

from coach.records import format_record, parse_records
from coach.records.position import Position, PositionError
from coach.records.problem import Problem, Question, problems_text, read_problems
from coach.rules import (
    ISKO,
    ISS,
    SKO_1975,
    Card,
    Concede,
    Contract,
    Deal,
    GameType,
    Pass,
    PickUp,
    Play,
    legal_actions,
    replay,
)
from coach.rules.explain import Reason
from coach.rules.game import GameState, apply

GRAND = Contract(GameType.GRAND)


def _deal(seed: int = 3) -> Deal:
    return Deal.shuffled(random.Random(seed))


def _played(seed: int, plies: int) -> GameState:
    """A game of random legal moves (no giving up), `plies` actions long or to its end."""
    rng = random.Random(seed)
    state = GameState.new(_deal(seed), ISKO)
    while len(state.history) < plies and not state.is_over:
        options = [a for a in legal_actions(state) if type(a).__name__ not in ("GiveUp", "Concede")]
        state = apply(state, rng.choice(options))
    return state


def test_a_hand_built_position_knows_contract_declarer_and_seat_to_move() -> None:
    deal = _deal()
    first = min(deal.hands[0])
    position = Position.set_up(ISKO, deal.hands, deal.skat, GRAND, declarer=1, played=(first,))
    state = position.state
    assert state.contract == GRAND and state.declarer == 1
    assert position.to_move == 1 and state.trick == (first,)


def test_a_hand_game_keeps_the_skat() -> None:
    deal = _deal()
    position = Position.set_up(ISKO, deal.hands, deal.skat, Contract(GameType.NULL, hand=True), 2)
    assert PickUp() not in position.history and position.state.skat == deal.skat


def test_33_cards_are_refused_naming_the_count() -> None:
    deal = _deal()
    extra = next(iter(deal.hands[1]))
    hands = [[*deal.hands[0], extra], list(deal.hands[1]), list(deal.hands[2])]
    with pytest.raises(PositionError) as error:
        Position.set_up(ISKO, hands, deal.skat, GRAND, 0)
    assert error.value.reason.code == "position_card_twice"
    assert error.value.reason.fact("card") == extra


def test_a_card_too_many_is_refused_with_the_count() -> None:
    deal = _deal()
    hands = [list(deal.hands[0]), list(deal.hands[1]), list(deal.hands[2])[:9]]
    with pytest.raises(PositionError) as error:
        Position.set_up(ISKO, hands, deal.skat, GRAND, 0)
    assert error.value.reason.code == "position_card_count"
    assert error.value.reason.fact("count") == 31


def test_a_hand_of_eleven_is_refused_naming_the_place() -> None:
    deal = _deal()
    moved = next(iter(deal.hands[1]))
    hands = [[*deal.hands[0], moved], [c for c in deal.hands[1] if c != moved], deal.hands[2]]
    with pytest.raises(PositionError) as error:
        Position.set_up(ISKO, hands, deal.skat, GRAND, 0)
    assert error.value.reason.code == "position_place_size"
    assert error.value.reason.fact("count") == 11


def test_a_trick_that_breaks_following_suit_is_refused() -> None:
    deal = _deal()
    state = Position.set_up(ISKO, deal.hands, deal.skat, GRAND, 0).state
    lead = next(c for c in state.hands[0] if c.rank.name != "JACK")
    follow = [c for c in state.hands[1] if c.suit == lead.suit and c.rank.name != "JACK"]
    other = [c for c in state.hands[1] if c.suit != lead.suit or c.rank.name == "JACK"]
    if not follow or not other:
        pytest.skip("this deal cannot show a revoke")
    with pytest.raises(PositionError) as error:
        Position.set_up(ISKO, deal.hands, deal.skat, GRAND, 0, played=(lead, other[0]))
    reason = error.value.reason
    assert reason.code == "position_move_refused" and reason.fact("number") == 8
    broken = reason.fact("why")  # the rules' reason and the seat, as the ISS reader writes it
    assert isinstance(broken, Reason) and broken.code == "iss_illegal"
    assert broken.fact("why").code in ("refused_follow_suit", "refused_follow_trump")


def test_a_card_the_seat_did_not_hold_is_refused() -> None:
    deal = _deal()
    stranger = next(iter(deal.hands[2]))
    with pytest.raises(PositionError) as error:
        Position.set_up(ISKO, deal.hands, deal.skat, GRAND, 0, played=(stranger,))
    broken = error.value.reason.fact("why")
    assert isinstance(broken, Reason) and broken.code == "iss_illegal"
    assert broken.fact("why").code == "refused_not_in_hand"


def test_a_position_after_the_end_is_refused() -> None:
    with pytest.raises(PositionError) as error:
        Position(ISKO, _deal(), (Pass(), Pass(), Pass()))
    assert error.value.reason.code == "position_game_over"


@pytest.mark.parametrize("seed", range(6))
def test_a_position_of_a_game_and_of_its_record_agree(seed: int) -> None:
    state = _played(seed, 40)
    record = parse_records(format_record(state, record_id=str(seed), names=("A", "B", "C")))[0]
    ply = len(state.history) - 1
    from_record = Position.of_record(record, ply, ISKO)
    assert from_record == Position.of_state(state, ply)
    assert from_record.state == replay(state.deal, state.history[:ply], ISKO)


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("rules", [ISKO, SKO_1975, ISS])
def test_problems_round_trip_through_text_file_and_code(seed: int, rules: object) -> None:
    rng = random.Random(seed)
    state = _played(seed, rng.randrange(0, 36))
    state = replay(state.deal, state.history, rules)  # type: ignore[arg-type]
    if state.is_over:
        state = replay(state.deal, state.history[:-1], rules)  # type: ignore[arg-type]
    question = {
        "bidding": Question.BID,
        "skat": Question.GAME,
        "declare": Question.DISCARD,
        "play": Question.CARD,
    }[state.phase.value]
    answer = rng.choice(
        [a for a in legal_actions(state) if type(a).__name__ not in ("GiveUp", "Concede")]
    )
    problem = Problem(Position.of_state(state), question, answer, "topic_" + str(seed))
    assert Problem.parse(problem.text()) == problem
    assert Problem.from_code(problem.code()) == problem
    assert Problem.from_code(problem.code().lower().replace("-", " ")) == problem
    assert read_problems(problems_text([problem, problem])) == [problem, problem]


def test_a_mistyped_code_is_refused() -> None:
    deal = _deal()
    position = Position.set_up(ISKO, deal.hands, deal.skat, GRAND, 0)
    problem = Problem(position, Question.CARD, Play(min(position.state.legal_cards())))
    code = problem.code()
    typo = code[:7] + ("A" if code[7] != "A" else "B") + code[8:]
    with pytest.raises(PositionError) as error:
        Problem.from_code(typo)
    assert error.value.reason.code == "problem_bad_code"


def test_a_problem_whose_answer_is_illegal_is_refused() -> None:
    deal = _deal()
    position = Position.set_up(ISKO, deal.hands, deal.skat, GRAND, 0)
    stranger = next(iter(deal.hands[1]))
    with pytest.raises(PositionError) as error:
        Problem(position, Question.CARD, Play(stranger))
    assert error.value.reason.code == "problem_answer_refused"
    with pytest.raises(PositionError) as error:
        Problem(position, Question.BID, Pass())
    assert error.value.reason.code == "problem_wrong_phase"


def test_a_bad_problem_in_a_file_is_named_by_its_place() -> None:
    deal = _deal()
    position = Position.set_up(ISKO, deal.hands, deal.skat, GRAND, 0)
    good = Problem(position, Question.CARD, Play(min(position.state.legal_cards())))
    bad = good.text().replace("forehand: ", "forehand: CJ ")
    with pytest.raises(PositionError) as error:
        read_problems(good.text() + "\n" + bad)
    assert error.value.reason.code == "problem_in_file" and error.value.reason.fact("number") == 2
    assert Card.CJ in (deal.hands[0] | deal.hands[1] | deal.hands[2] | deal.skat)


@pytest.mark.parametrize("seed", range(8))
def test_a_card_play_position_is_set_up_again_from_its_card_play(seed: int) -> None:
    deal = _deal(seed)
    contract = Contract(GameType.CLUBS) if seed % 2 else Contract(GameType.NULL, hand=True)
    state = Position.set_up(ISKO, deal.hands, deal.skat, contract, seed % 3).state
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 20)):
        if state.is_over:
            break
        state = apply(state, Play(rng.choice(list(state.legal_cards()))))
    if state.is_over:
        pytest.skip("the game ended early")
    position = Position.of_state(state)
    play = position.card_play()
    again = Position.set_up(
        ISKO, play.hands, play.skat, play.contract, play.declarer, play.played
    ).state
    assert again.hands == state.hands and again.trick == state.trick
    assert again.tricks == state.tricks and again.contract == state.contract


def test_giving_up_is_no_answer_to_a_card_question() -> None:
    deal = _deal()
    position = Position.set_up(ISKO, deal.hands, deal.skat, GRAND, 0, played=(min(deal.hands[0]),))
    with pytest.raises(PositionError) as error:
        Problem(position, Question.CARD, Concede())
    assert error.value.reason.code == "problem_answer_not_asked"
