"""The quizzes' words as typed reasons: the seats and the skills a question trains."""

from __future__ import annotations

from coach.rules import Reason, Seat

SEATS = (
    Reason.of("quiz.seat_forehand"),
    Reason.of("quiz.seat_middlehand"),
    Reason.of("quiz.seat_rearhand"),
)

SKILLS = {
    "bid_limit": Reason.of("skill.bid_limit"),
    "overbid": Reason.of("skill.overbid"),
    "underbid": Reason.of("skill.underbid"),
    "game_choice": Reason.of("skill.game_choice"),
    "discard": Reason.of("skill.discard"),
    "points_away": Reason.of("skill.points_away"),
    "void_suit": Reason.of("skill.void_suit"),
    "keep_aces": Reason.of("skill.keep_aces"),
    "null_gaps": Reason.of("skill.null_gaps"),
    "null_or_suit": Reason.of("skill.null_or_suit"),
    "hand_or_skat": Reason.of("skill.hand_or_skat"),
    "schneider": Reason.of("skill.schneider"),
    "lead_declarer": Reason.of("skill.lead_declarer"),
    "lead_defender": Reason.of("skill.lead_defender"),
    "ramsch_lead": Reason.of("skill.ramsch_lead"),
    "ramsch_push": Reason.of("skill.ramsch_push"),
}


def seat_reason(seat: Seat) -> Reason:
    """The seat's name (Vorhand, Mittelhand, Hinterhand) as a reason to nest in a question."""
    return SEATS[seat]


def skill_reason(code: str) -> Reason:
    """A skill's name as a reason (``Augen drücken``)."""
    return SKILLS[code]
