"""The Üben page's pieces: questions prepared in the background, answers as labels, graded
options as table rows, the answer form.

The page (`ui/views/practice.py`) only wires these together; the questions and their grading
come from `lessons.quizzes`, the tables' game names from `ui.advice_table`.
"""

from __future__ import annotations

import contextlib
import os
import random
import sys
import threading
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import TypeVar

import streamlit as st

from coach.advice import spoken_auction
from coach.rules import (
    Card,
    Contract,
    Declare,
    GameState,
    GameType,
    PassOn,
    PickUp,
    Play,
    RuleSet,
    bid_values,
    format_card,
    sort_for_game,
)
from lessons.quiz import (
    Answer,
    Difficulty,
    Graded,
    GradedOption,
    Limit,
    Position,
    QuizKind,
)
from lessons.quiz_base import Quiz
from lessons.quiz_texts import seat_reason
from lessons.quizzes import grade_position, prepare
from ui.advice_table import game_label, percent
from ui.jobs import Job, Progress, jobs
from words import Lang, card_style, format_number, game_name, render, render_all, t

T = TypeVar("T")

GAMES = (
    GameType.DIAMONDS,
    GameType.HEARTS,
    GameType.SPADES,
    GameType.CLUBS,
    GameType.GRAND,
    GameType.NULL,
)

DECLARABLE = (*(Contract(game) for game in GAMES), Contract.ouvert_of(GameType.NULL, hand=False))


def card_label(card: Card, lang: Lang) -> str:
    return format_card(card, card_style(lang))


def answer_label(answer: Answer, lang: Lang) -> str:
    """An answer as the learner reads it: ``Passen``, ``bis 36 · Kreuz``, ``Pik · ♦7 ♥K``."""
    if isinstance(answer, Limit):
        if not answer.bid:
            return t("practice.pass", lang)
        game = f" · {game_name(answer.game, lang)}" if answer.game is not None else ""
        return t("practice.up_to", lang, bid=answer.bid) + game
    if isinstance(answer, PickUp):
        return game_label(None, lang)
    if isinstance(answer, Declare):
        name = game_label(answer.contract, lang)
        if answer.discard is None:
            return name
        return f"{name} · " + " ".join(card_label(card, lang) for card in answer.discard)
    if isinstance(answer, Play):
        return card_label(answer.card, lang)
    if isinstance(answer, PassOn) and answer.discard is not None:
        return " ".join(card_label(card, lang) for card in answer.discard)
    return type(answer).__name__


def auction_so_far(position: Position, rules: RuleSet, lang: Lang) -> str:
    """The bids before the question as said at the table: ``Mittelhand: 18? · Vorhand: ja``."""
    return auction_text(position.state(rules), lang)


def auction_text(state: GameState, lang: Lang) -> str:
    """The auction of `state` so far as said at the table (see `auction_so_far`)."""
    said = spoken_auction(state)
    return " · ".join(
        f"{render(seat_reason(line.seat), lang)}: "
        + " ".join(render(word, lang) for word in line.words)
        for line in said
        if line.seat is not None
    )


def level_note(graded: Graded, wanted: Difficulty, lang: Lang) -> str | None:
    """Said before the question when it is not of the level the learner chose (none turned up
    in time): a close call is never served as a clear case."""
    if graded.difficulty is wanted:
        return None
    return t(
        "practice.other_level",
        lang,
        wanted=t(f"practice.level_{wanted.value}", lang),
        level=t(f"practice.level_{graded.difficulty.value}", lang),
    )


def quick_rule_text(quiz: Quiz, graded: Graded, lang: Lang) -> str:
    """What the heuristic's quick rule would have answered, what that costs, and its reasons:
    shown on request, below the one recommendation (the graded best)."""
    assert graded.quick is not None
    answer = answer_label(graded.quick, lang)
    try:
        said = quiz.verdict(graded, graded.quick)
    except ValueError:  # not among the options played out: its figures are not known
        head = t("practice.quick_said", lang, answer=answer)
    else:
        if said.correct:
            head = t("practice.quick_same", lang, answer=answer)
        else:
            cost = format_number(said.cost, lang)
            head = t("practice.quick_other", lang, answer=answer, cost=cost)
    reasons = [f"- {text}" for text in render_all(graded.quick_reasons, lang)]
    return "\n".join([head, "", *reasons])


def option_rows(
    options: Sequence[GradedOption], lang: Lang, ramsch: bool = False
) -> list[dict[str, str]]:
    """Graded options as rows: answer, won (a Ramsch: no minus written), expected list points
    (a Ramsch's without the ±50 of a declarer game), cost, why."""
    won = t("practice.col_spared" if ramsch else "advice.col_won", lang)
    points = t("practice.col_ramsch_points" if ramsch else "advice.col_points", lang)
    return [
        {
            t("practice.col_answer", lang): answer_label(option.answer, lang),
            won: "–" if option.win_rate is None else percent(option.win_rate),
            points: f"{option.mean:+.1f}",
            t("practice.col_cost", lang): format_number(option.cost, lang),
            t("practice.col_why", lang): " ".join(render(r, lang) for r in option.reasons[1:])
            or render(option.reasons[0], lang),
        }
        for option in options
    ]


def declarations_of(graded: Graded, game: GameType) -> list[GradedOption]:
    """The graded declarations of one game (every discard)."""
    return [
        option
        for option in graded.options
        if isinstance(option.answer, Declare) and option.answer.contract.game is game
    ]


PREPARE_NICE = 10  # how much lower the search preparing a question runs than the page


def behind_the_page(work: Callable[[], T]) -> T:
    """`work` on a fresh thread of lower CPU priority, so the page's own runs (the feedback
    after an answer above all) come first while a question is prepared.

    On Linux a thread has its own nice value and the threads it starts (the search's workers)
    inherit it; the fresh thread ends with the work, so the job pool's threads keep theirs.
    """
    result: list[T] = []
    failure: list[BaseException] = []

    def run() -> None:
        if sys.platform == "linux":
            with contextlib.suppress(OSError):  # not allowed: prepare at the page's priority
                os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), PREPARE_NICE)
        try:
            result.append(work())
        except BaseException as error:  # handed to the job's caller below
            failure.append(error)

    thread = threading.Thread(target=run, name="kiebitz-quiz-prepare")
    thread.start()
    thread.join()
    if failure:
        raise failure[0]
    return result[0]


def _prepare(
    kind: QuizKind, level: Difficulty, seed: int, rules: RuleSet, worlds: int, progress: Progress
) -> Graded:
    return behind_the_page(
        lambda: prepare(kind, level, random.Random(seed), rules, worlds, progress.report)
    )


def _regrade(position: Position, rules: RuleSet, worlds: int, progress: Progress) -> Graded:
    return behind_the_page(lambda: grade_position(position, rules, worlds, progress.report))


def submit_new(
    kind: QuizKind, level: Difficulty, seed: int, rules: RuleSet, worlds: int
) -> Job[Graded]:
    """Prepare a fresh question of `kind` in the background (drawn from `seed`)."""
    return jobs().submit(partial(_prepare, kind, level, seed, rules, worlds))


def submit_again(position: Position, rules: RuleSet, worlds: int) -> Job[Graded]:
    """Grade a question asked before (a mistake due again) in the background."""
    return jobs().submit(partial(_regrade, position, rules, worlds))


def answer_form(graded: Graded, rules: RuleSet, lang: Lang) -> Answer | None:
    """The answer widgets of the question's kind; the answer once the learner submits."""
    kind = graded.position.kind
    view = graded.position.view(rules)
    with st.form(f"quiz_form_{kind.value}", border=False):
        answer: Answer | None
        if kind is QuizKind.BID:
            top = max([120, *(level.bid for level in graded.levels)])
            low = graded.levels[0].bid if graded.levels else 0  # the auction so far
            bids = [0, *(value for value in bid_values(rules) if low <= value <= top)]
            bid_names = {b: t("practice.pass", lang) if not b else str(b) for b in bids}
            bid = st.selectbox(
                t("practice.limit", lang),
                bids,
                format_func=bid_names.__getitem__,
                key="quiz_limit",
                placeholder=t("widget.choose", lang),
            )
            game_names = {i: game_name(game, lang) for i, game in enumerate(GAMES)}
            game = st.radio(
                t("practice.game", lang),
                list(game_names),
                format_func=game_names.__getitem__,
                horizontal=True,
                key="quiz_game",
            )
            answer = Limit(bid or 0, GAMES[game or 0] if bid else None)
        elif kind is QuizKind.DECLARE:
            contract_names = {i: game_label(c, lang) for i, c in enumerate(DECLARABLE)}
            index = st.radio(
                t("practice.game", lang),
                list(contract_names),
                format_func=contract_names.__getitem__,
                horizontal=True,
                key="quiz_contract",
            )
            contract = DECLARABLE[index]
            cards = {
                card.name: card_label(card, lang)
                for card in sort_for_game(GameType.GRAND, view.hand)
            }
            away = st.pills(  # not a multiselect: its limit speaks English ("You can only …")
                t("practice.discard", lang),
                list(cards),
                selection_mode="multi",
                format_func=cards.__getitem__,
                key="quiz_discard",
            )
            if len(away) > 2:
                st.warning(t("practice.discard_two", lang, count=len(away)))
            pair = tuple(sorted(Card[name] for name in away))
            answer = Declare(contract, (pair[0], pair[1])) if len(pair) == 2 else None
        else:
            choices = sorted((o.answer for o in graded.options), key=_neutral_order(view.hand))
            labels = [answer_label(choice, lang) for choice in choices]
            picked = st.radio(t("practice.choose", lang), labels, key=f"quiz_choice_{kind.value}")
            answer = choices[labels.index(picked)]
        submitted = st.form_submit_button(t("practice.submit", lang), type="primary")
    return answer if submitted else None


def _neutral_order(hand: Iterable[Card]) -> Callable[[Answer], tuple[int, int]]:
    """Choices in an order that gives nothing away: the cards as held, pick-up first."""
    held = {card: index for index, card in enumerate(sort_for_game(GameType.GRAND, hand))}

    def key(answer: Answer) -> tuple[int, int]:
        if isinstance(answer, Play):
            return (0, held.get(answer.card, 0))
        if isinstance(answer, PassOn) and answer.discard is not None:
            first, second = answer.discard
            return (2, held.get(first, 0) * 12 + held.get(second, 0))
        if isinstance(answer, Declare):
            contract = answer.contract
            return (
                1,
                GAMES.index(contract.game) * 8 + contract.announce.value * 2 + contract.ouvert,
            )
        return (0, 0)

    return key
