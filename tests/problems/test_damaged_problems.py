"""A damaged problem names the move and why it is no move there: the ISS reader's reason for a
token that is no move (not a card, no bid where a bid belongs), the rules' reason and the seat
for a move the rules refuse, in German and in English."""

from __future__ import annotations

import pytest

from coach.records import PositionError, Problem, problems_text, read_problems
from coach.rules.explain import Reason
from words import render

DEAL = """rules: isko
forehand: DT HT HQ HA S8 ST SK C9 CK CA
middlehand: D7 D8 D9 DK H9 SQ C7 C8 CJ CQ
rearhand: DJ DQ DA H7 HJ HK S9 SJ SA CT
skat: H8 S7
"""
HEARTS = "p 18 p s H.DQ.CT"  # rearhand plays Herz, forehand leads


def _problem(moves: str, question: str = "card", answer: str = "DT") -> str:
    return f"{DEAL}moves: {moves}\nquestion: {question}\nanswer: {answer}\n"


def _codes(reason: Reason) -> tuple[str, ...]:
    """The codes of a reason and of the reasons it gives as ``why``, outermost first."""
    why = reason.fact_dict.get("why")
    return (reason.code, *(_codes(why) if isinstance(why, Reason) else ()))


def _refusal(text: str) -> Reason:
    with pytest.raises(PositionError) as error:
        Problem.parse(text)
    return error.value.reason


MOVE = "position_move_refused"
ANSWER = "problem_answer_refused"


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        (_problem(f"{HEARTS} DT HX"), (MOVE, "iss_bad_card")),
        (_problem("p HA", "bid", "p"), (MOVE, "iss_expected_bid")),
        (_problem("p 19", "bid", "p"), (MOVE, "iss_illegal", "refused_not_a_bid_value")),
        (_problem("p 18 p s H"), (MOVE, "iss_discard_missing")),
        (_problem("p 18 p s QQ.DQ.CT"), (MOVE, "iss_bad_game")),
        (_problem("p 18 p s H.DQ.??"), (MOVE, "iss_discard_unknown")),
        (_problem("p 18 p s H.DQ.CT.D7"), (MOVE, "iss_open_not_ouvert")),
        (_problem(f"{HEARTS} DT ??"), (MOVE, "iss_card_unknown")),
        (_problem(f"{HEARTS} DT x.pass.HA"), (MOVE, "iss_bad_pass_on")),
        (_problem(f"{HEARTS} DT SA"), (MOVE, "iss_illegal", "refused_not_in_hand")),
        (_problem(f"{HEARTS} DT C7"), (MOVE, "iss_illegal", "refused_follow_suit")),
        (_problem(f"{HEARTS} x.kontra"), (MOVE, "iss_illegal", "refused_kontra_not_in_rules")),
        (_problem(HEARTS, answer="HX"), (ANSWER, "iss_bad_card")),
        (_problem(HEARTS, answer="SA"), (ANSWER, "refused_not_in_hand")),
        (_problem("p 18 p", "game", "p"), (ANSWER, "iss_bad_game")),
        (_problem(HEARTS, answer=""), ("position_missing_field",)),
    ],
)
def test_a_damaged_problem_names_why_its_move_is_no_move(text: str, codes: tuple[str, ...]) -> None:
    assert _codes(_refusal(text)) == codes


def test_a_revoke_reads_with_the_move_the_seat_and_the_rule() -> None:
    reason = _refusal(_problem(f"{HEARTS} DT C7"))
    assert render(reason, "de") == (
        "Zug 7 „♣7“ geht nicht: Gegen die Regeln, Mittelhand: " + render(_rule(reason), "de")
    )
    assert render(reason, "en").startswith('Move 7 "♣7" is not possible: ')
    assert "middlehand" in render(reason, "en").lower()


def _rule(reason: Reason) -> Reason:
    broken = reason.fact("why")
    assert isinstance(broken, Reason)
    rule = broken.fact("why")
    assert isinstance(rule, Reason)
    return rule


def test_a_token_that_is_no_card_reads_as_the_reader_says_it() -> None:
    reason = _refusal(_problem(f"{HEARTS} DT HX"))
    assert render(reason, "de").startswith("Zug 7 „HX“ geht nicht: „HX“ ist keine Karte")
    assert render(reason, "en").startswith('Move 7 "HX" is not possible: "HX" is not a card')


def test_a_damaged_problem_in_a_file_is_named_by_its_place_and_its_reason() -> None:
    good = Problem.parse(_problem(HEARTS))
    text = problems_text([good]) + "\n" + _problem(f"{HEARTS} DT HX")
    with pytest.raises(PositionError) as error:
        read_problems(text)
    assert _codes(error.value.reason) == ("problem_in_file", MOVE, "iss_bad_card")
    assert render(error.value.reason, "de").startswith("Aufgabe 2 der Datei: Zug 7 „HX“")
