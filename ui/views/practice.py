"""Üben: decisions to take, every option graded by the search; mistakes come back."""

import os
import secrets
from datetime import UTC, datetime

import pandas as pd
import streamlit as st

from coach.records import Position as DealPosition
from coach.rules import Declare, GameType, sort_for_game
from lessons.quiz import Difficulty, Graded, PositionError, QuizKind, Verdict
from lessons.quiz_texts import skill_reason
from lessons.quizzes import QUIZZES, WORLDS, parse_position, quiz_rules
from lessons.repetition import ReviewItem, due
from ui.advice_table import level_rows
from ui.card_svg import as_image, hand_svg
from ui.damaged_rows import damaged_warning
from ui.jobs import Job, JobLost, jobs, settle
from ui.plain import plain
from ui.position_links import position_links
from ui.puzzle_store import puzzles_of_store
from ui.quiz_view import (
    answer_form,
    answer_label,
    auction_so_far,
    declarations_of,
    level_note,
    option_rows,
    quick_rule_text,
    submit_again,
    submit_new,
)
from ui.safe_write import guarded
from ui.session import context
from words import format_moment, render, render_all

QUIZ_WORLDS = int(os.environ.get("KIEBITZ_QUIZ_WORLDS", WORLDS))
STATE_KEYS = ("quiz_graded", "quiz_verdict", "quiz_saved", "quiz_discard", "quiz_note")


def _submit() -> Job[Graded]:
    """The next question: a mistake due again in that mode, else a fresh one."""
    ctx = context()
    state = st.session_state
    if state.get("quiz_mode") == "mistakes":
        shown = state.get("quiz_graded")
        for item in due(ctx.store.quiz_answers(ctx.learner.id), datetime.now(UTC)):
            try:
                position = parse_position(item.position, ctx.rules)
            except PositionError:
                continue  # damaged or written by another version: named on the page
            if shown is None or position != shown.position:
                return submit_again(position, ctx.rules, QUIZ_WORLDS)
    kind = QuizKind(state.get("quiz_kind", QuizKind.BID.value))
    level = Difficulty(state.get("quiz_level", Difficulty.EASY.value))
    return submit_new(kind, level, secrets.randbits(32), ctx.rules, QUIZ_WORLDS)


def _damaged_mistakes(items: list[ReviewItem]) -> list[ReviewItem]:
    """The due mistakes whose stored position cannot be read (damaged, or written by another
    version): named on the page, never asked, kept in the store."""
    found = []
    for item in items:
        try:
            parse_position(item.position, context().rules)
        except PositionError:
            found.append(item)
    return found


def _restart() -> None:
    for key in ("quiz_job", "quiz_next"):
        job = st.session_state.pop(key, None)
        if job is not None:
            jobs().cancel(job)
    for key in STATE_KEYS:
        st.session_state.pop(key, None)


def _next() -> None:
    state = st.session_state
    for key in STATE_KEYS:
        state.pop(key, None)
    state["quiz_job"] = state.pop("quiz_next", None) or _submit()


@guarded
def _save(graded: Graded, verdict: Verdict) -> None:
    ctx = context()
    rules = quiz_rules(graded.position.kind, ctx.rules)
    view = graded.position.view(rules)
    ctx.store.add_notebook_entry(
        ctx.learner.id,
        tuple(view.hand),
        analysis={
            "quiz": graded.position.kind.value,
            "position": graded.position.text(rules),
            "answer": answer_label(verdict.answer, ctx.lang),
            "best": answer_label(graded.best.answer, ctx.lang),
            "cost": round(verdict.cost, 1),
        },
        note=str(st.session_state.get("quiz_note", "")),
    )
    st.session_state["quiz_saved"] = True


def _question() -> Graded | None:
    """The current question once the search graded it (None while it works: the page waits)."""
    state = st.session_state
    if "quiz_graded" in state:
        shown: Graded = state["quiz_graded"]
        return shown
    if "quiz_job" not in state:
        state["quiz_job"] = _submit()
    job: Job[Graded] = state["quiz_job"]
    outcome = settle(job, label=ctx.t("practice.preparing"))
    if outcome is None:
        return None
    jobs().forget(job)
    del state["quiz_job"]
    if isinstance(outcome.error, JobLost):  # the server restarted meanwhile: ask again
        st.rerun()
    if outcome.error is not None:
        st.error(ctx.t("practice.failed", error=plain(outcome.error)))
        return None
    graded = outcome.unwrap()
    state["quiz_graded"] = graded
    return graded


ctx = context()
st.title(ctx.t("practice.title"))
st.caption(ctx.t("practice.intro"))

kinds = {kind.value: render(skill_reason(QUIZZES[kind].skill), ctx.lang) for kind in QuizKind}
left, middle, right = st.columns(3)
left.selectbox(
    ctx.t("practice.kind"),
    list(kinds),
    format_func=kinds.__getitem__,
    key="quiz_kind",
    on_change=_restart,
    placeholder=ctx.t("widget.choose"),
)
levels = {level.value: ctx.t(f"practice.level_{level.value}") for level in Difficulty}
middle.radio(
    ctx.t("practice.level"),
    list(levels),
    format_func=levels.__getitem__,
    horizontal=True,
    key="quiz_level",
    on_change=_restart,
)
answers = ctx.store.read_quiz_answers(ctx.learner.id)
mistakes = due(answers.items, datetime.now(UTC))
unreadable = _damaged_mistakes(mistakes)
readable = len(mistakes) - len(unreadable)
modes = {mode: ctx.t(f"practice.mode_{mode}", due=readable) for mode in ("new", "mistakes")}
right.radio(
    ctx.t("practice.mode"),
    list(modes),
    format_func=modes.__getitem__,
    horizontal=True,
    key="quiz_mode",
    on_change=_restart,
)
puzzles_due = len(puzzles_of_store(ctx.store.engine).due(ctx.learner.id, datetime.now(UTC)))
if puzzles_due:  # the other half of the queue: mistakes from games, solved under Aufgaben
    right.caption(ctx.t("practice.puzzles_due", count=puzzles_due))
if st.session_state.get("quiz_mode") == "mistakes":  # the stored answers that cannot be read
    damaged_warning(ctx, answers.problems)
if unreadable and st.session_state.get("quiz_mode") == "mistakes":
    st.warning(
        ctx.t("practice.mistakes_damaged", count=len(unreadable))
        + "\n\n"
        + "\n".join(
            "- "
            + ctx.t(
                "practice.mistake_damaged_item",
                kind=kinds.get(item.kind, plain(item.kind)),
                when=format_moment(item.due, ctx.lang),
            )
            for item in unreadable
        ),
        icon=":material/warning:",
    )

state = st.session_state
graded = _question()
if graded is not None and "quiz_next" not in state:
    state["quiz_next"] = _submit()  # prepared while the learner thinks

if graded is not None:
    quiz = QUIZZES[graded.position.kind]
    rules = quiz.rules_for(ctx.rules)  # a Ramsch quiz: the learner's rules with Ramsch on
    view = graded.position.view(rules)
    st.subheader(render(quiz.question(graded.position), ctx.lang))
    wanted = Difficulty(state.get("quiz_level", Difficulty.EASY.value))
    other_level = (
        level_note(graded, wanted, ctx.lang) if state.get("quiz_mode") != "mistakes" else None
    )
    if other_level is not None:
        st.info(other_level)
    game = view.contract.game if view.contract is not None else None
    sort_game = game or (graded.games[0][0] if graded.games else GameType.GRAND)
    cards = sort_for_game(sort_game, view.hand)
    st.markdown(
        as_image(hand_svg(cards, ctx.deck, ctx.four_color, width=64, lang=ctx.lang, overlap=0.2)),
        unsafe_allow_html=True,  # our own drawing, no user text
    )
    if view.ramsch:
        st.caption(ctx.t("practice.ramsch"))
    elif view.contract is not None:
        st.caption(ctx.t("practice.contract", game=answer_label(Declare(view.contract), ctx.lang)))
    elif graded.position.kind is QuizKind.BID and graded.position.actions:
        said = auction_so_far(graded.position, rules, ctx.lang)
        st.markdown(ctx.t("practice.auction", said=said))
    elif view.bid:
        st.caption(ctx.t("practice.bid", bid=view.bid))

    verdict: Verdict | None = state.get("quiz_verdict")
    if verdict is None:
        answer = answer_form(graded, rules, ctx.lang)
        if answer is not None:
            try:
                verdict = quiz.verdict(graded, answer)
            except ValueError:
                st.error(ctx.t("practice.not_an_option"))
            else:
                state["quiz_verdict"] = verdict
                ctx.store.record_quiz_answer(
                    ctx.learner.id,
                    graded.position.kind.value,
                    graded.position.key(rules),
                    answer_label(answer, "de"),
                    verdict.correct,
                    verdict.cost,
                    position=graded.position.text(rules),
                    skill=verdict.skill,
                )
    if verdict is not None:
        show = st.success if verdict.correct else st.error
        texts = render_all(verdict.reasons, ctx.lang)
        show(texts[0])
        st.markdown(
            ctx.t(
                "practice.you_and_best",
                answer=answer_label(verdict.answer, ctx.lang),
                best=answer_label(graded.best.answer, ctx.lang),
            )
        )
        if not verdict.correct:
            st.markdown(
                ctx.t("practice.skill", skill=render(skill_reason(verdict.skill), ctx.lang))
            )
        st.markdown("\n".join(f"- {text}" for text in texts[1:]))
        if graded.notes:
            st.markdown("\n".join(f"- {text}" for text in render_all(graded.notes, ctx.lang)))
        if graded.levels:
            st.markdown(ctx.t("practice.levels"))
            st.table(pd.DataFrame(level_rows(graded.levels, ctx.lang)))
        st.markdown(ctx.t("practice.graded", worlds=graded.worlds))
        shown = list(graded.options)
        if graded.position.kind is QuizKind.DECLARE:
            best = graded.best.answer
            chosen = verdict.answer
            assert isinstance(best, Declare) and isinstance(chosen, Declare)
            shown = declarations_of(graded, chosen.contract.game)
            if best.contract.game is not chosen.contract.game:
                shown = declarations_of(graded, best.contract.game) + shown
        st.dataframe(
            pd.DataFrame(option_rows(shown, ctx.lang, view.ramsch)),
            hide_index=True,
            key="quiz_table",
        )
        st.caption(ctx.t("practice.ramsch_played_out" if view.ramsch else "advice.open_cards"))
        if graded.quick is not None:
            with st.expander(ctx.t("practice.quick_title")):
                st.markdown(quick_rule_text(quiz, graded, ctx.lang))
        asked = graded.position
        position_links(ctx, DealPosition(rules, asked.deal, asked.actions), "quiz_try")
        st.button(
            ctx.t("practice.next"),
            type="primary",
            on_click=_next,
            key="quiz_next_button",
            icon=":material/arrow_forward:",
        )
        with st.expander(ctx.t("practice.save_title")):
            st.text_area(ctx.t("bid.note"), key="quiz_note", max_chars=4000)
            st.button(
                ctx.t("bid.save"),
                key="quiz_save",
                icon=":material/bookmark_add:",
                on_click=_save,
                args=(graded, verdict),
            )
            if state.get("quiz_saved"):
                st.success(ctx.t("bid.saved"))
