"""The result of a club game in words: a Ramsch seat by seat, Kontra and Re, a Grand given away."""

from __future__ import annotations

from coach.rules.actions import SEAT_NAMES, SEATS, Ending
from coach.rules.explain import Reason
from coach.rules.ramsch import RamschResult
from coach.rules.result import GameResult


def ramsch_words(ramsch: RamschResult) -> tuple[Reason, ...]:
    """Each seat's Augen and list score, then the Durchmarsch or the Jungfrau if there was one."""
    words = [Reason.of("result_ramsch")]
    for seat in SEATS:
        words.append(
            Reason.of(
                "result_ramsch_seat",
                seat=SEAT_NAMES[seat],
                augen=ramsch.augen[seat],
                score=ramsch.scores[seat],
            )
        )
    if ramsch.durchmarsch is not None:
        words.append(Reason.of("result_durchmarsch", seat=SEAT_NAMES[ramsch.durchmarsch]))
    elif ramsch.jungfrau:
        words.append(Reason.of("result_jungfrau", count=len(ramsch.jungfrau)))
    return tuple(words)


def club_words(game: GameResult) -> tuple[Reason, ...]:
    """What the club rules added to a declarer's game: Kontra or Re, Schenken."""
    words = []
    if game.ending is Ending.GIFTED:
        words.append(Reason.of("result_gifted"))
    if game.gift_refused:
        words.append(Reason.of("result_gift_refused"))
    if game.kontra:
        words.append(Reason.of("result_re" if game.kontra == 2 else "result_kontra"))
    return tuple(words)
