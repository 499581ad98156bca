"""``kiebitz playthrough``: one coached game written out step by step, as the learner meets it.

The learner's seat follows the search-checked hint at every decision; for each one the text shows
what the seat sees, the instant hint and the checked hint with their reasons, and the verdict on
the move taken. Engines play the other seats with their reasons. Nothing is timed (no caps), so
the same deal always gives the same text: `tests/data/playthrough-*.txt` keep such games and a
test compares them (regenerate with the command the file names in its first line).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from coach.play import Strength, Table
    from coach.play.table import Turn
    from coach.rules import Action, Reason, RuleSet
    from words import Lang

HELP = "a whole coached game, step by step: view, hint, reasons and verdict at every decision"
WORLDS = 8  # worlds per checked hint and verdict: enough to show the voice, quick to regenerate


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from coach.cli.main import add_lang_argument

    parser.add_argument("--deal", type=int, default=1, help="deal number of the game (1)")
    parser.add_argument("--seat", type=int, choices=(0, 1, 2), default=0, help="learner's seat (0)")
    parser.add_argument(
        "--strength", default="club", help="the opponents: beginner, club or strong (club)"
    )
    add_lang_argument(parser)


def run(args: argparse.Namespace) -> int:
    from coach.cli.main import rules_of
    from coach.play import Strength

    try:
        strength = Strength(args.strength)
    except ValueError:
        choices = ", ".join(s.value for s in Strength)
        print(f"kiebitz playthrough: unknown strength {args.strength!r} (one of {choices})")
        return 2
    for line in playthrough(args.deal, args.seat, strength, rules_of(args), args.lang):
        print(line)
    return 0


def playthrough(deal: int, seat: int, strength: Strength, rules: RuleSet, lang: Lang) -> list[str]:
    """The lines of one coached game of deal `deal` with the learner at `seat` of the players."""
    from coach.advice import checked_hint, hint, result_words, verdict
    from coach.play import Participant, Waiting, act, engine_step, show_hint, start, with_verdict
    from words import t

    players = tuple(
        Participant(t("learner.default", lang)) if i == seat else Participant(f"E{i}", strength)
        for i in range(3)
    )
    table = start(rules, (players[0], players[1], players[2]), deal)
    lines = [_heading(table, lang)]
    while table.waiting is not Waiting.OVER:
        if table.waiting is Waiting.ENGINE:
            table = engine_step(table)
            lines.append(_engine_line(table.turns[-1], lang))
            continue
        lines.append(_view_line(table, lang))
        quick = hint(table)
        checked = checked_hint(table, WORLDS, seconds=None)
        lines += _hint_lines("playthrough.instant", quick.action, quick.reasons, lang)
        lines += _hint_lines("playthrough.checked", checked.action, checked.reasons, lang)
        lines += [
            f"    {t('playthrough.quick', lang)}: {text}" for text in _texts(checked.quick, lang)
        ]
        ply = table.ply
        table = act(show_hint(table, checked), checked.action)
        judged = verdict(table, ply, WORLDS, seconds=None)
        table = with_verdict(table, ply, judged)
        grade = t(f"play.grade_{judged.grade.value}", lang)
        if judged.cost is None:
            lines.append("  " + t("playthrough.verdict", lang, grade=grade))
        else:
            cost = f"{judged.cost:.1f}"
            lines.append("  " + t("playthrough.verdict_cost", lang, grade=grade, cost=cost))
        lines += [f"    - {text}" for text in _texts(judged.reasons, lang)]
    result = t("playthrough.result", lang)
    return [*lines, *(f"{result}: {text}" for text in _texts(result_words(table.state), lang))]


def _seat_name(seat: int, lang: Lang) -> str:
    from words import t

    return t(("seat_forehand", "seat_middlehand", "seat_rearhand")[seat], lang)


def _heading(table: Table, lang: Lang) -> str:
    from words import format_fact, t

    deal = table.state.deal
    return t(
        "playthrough.heading",
        lang,
        deal=table.deal_number,
        rules=t(f"settings.rules_{table.rules.name}", lang),
        seat=_seat_name(table.learner_seat, lang),
        hands=" | ".join(format_fact(hand, lang) for hand in deal.hands),
        skat=format_fact(deal.skat, lang),
    )


def _view_line(table: Table, lang: Lang) -> str:
    from words import format_fact, t

    view = table.learner_view
    seat, hand = _seat_name(view.seat, lang), format_fact(view.hand, lang)
    if not view.trick:
        return t("playthrough.view", lang, seat=seat, hand=hand)
    trick = " ".join(format_fact(card, lang) for card in view.trick)
    return t("playthrough.trick", lang, seat=seat, hand=hand, trick=trick)


def _hint_lines(key: str, action: Action, reasons: tuple[Reason, ...], lang: Lang) -> list[str]:
    from words import action_name, t

    head = "  " + t(key, lang, action=action_name(action, lang))
    return [head, *(f"    - {text}" for text in _texts(reasons, lang))]


def _engine_line(turn: Turn, lang: Lang) -> str:
    from words import action_name

    why = _texts(turn.reasons, lang)
    said = f"{_seat_name(turn.seat, lang)}: {action_name(turn.action, lang)}"
    return said + (f" ({why[0]})" if why else "")


def _texts(reasons: tuple[Reason, ...], lang: Lang) -> list[str]:
    from words import render_all

    return render_all(reasons, lang)
