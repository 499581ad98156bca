"""Aufgaben: your own mistakes to solve again, problem sets as a graded quiz, the deal editor."""

from __future__ import annotations

from datetime import UTC, datetime

import streamlit as st

from coach.advice import Puzzle, attempt, solved
from coach.play import MoveVerdict
from coach.records import PositionError, Problem, Question, read_problems
from coach.rules import Action, Declare
from coach.sampled import check, same_answer
from lessons.problem_sets import starter_set
from ui.action_words import action_text, grade_text
from ui.deal_editor import deal_editor
from ui.plain import plain
from ui.position_links import EDITOR_OPEN, position_links
from ui.problem_view import answer_input, position_view, question_of
from ui.puzzle_store import DamagedPuzzle, puzzles_of_store
from ui.session import PageContext, context
from words import format_moment, render

SET_KEY = "problems_set"  # the problems of the set being solved
DONE_KEY = "problems_done"  # index -> right or not


def _puzzles(ctx: PageContext) -> None:
    """The first puzzle due: its position, an answer, then the verdict on it (a damaged puzzle
    named above it, the others open as ever)."""
    store = puzzles_of_store(ctx.store.engine)
    shelf = store.shelf(ctx.learner.id)
    _damaged(ctx, shelf.damaged)
    due = shelf.due(datetime.now(UTC))
    shown: tuple[str, MoveVerdict, Action] | None = st.session_state.get("puzzle_result")
    if not due and shown is None:
        st.info(ctx.t("problems.no_puzzles"), icon=":material/extension:")
        return
    key = shown[0] if shown is not None else due[0].question_id
    puzzle = next((p for p in shelf.puzzles if p.key == key), None)
    if puzzle is None:
        st.session_state.pop("puzzle_result", None)
        return
    st.caption(ctx.t("problems.puzzles_due", count=len(due)))
    st.subheader(ctx.t("problems.find_better"))
    position_view(ctx, puzzle.position)
    if shown is None:
        question = question_of(puzzle.position)
        action = answer_input(ctx, puzzle.position, question, puzzle.best, f"puzzle_{key}")
        if action is not None:
            with st.spinner(ctx.t("play.hint_checking")):
                verdict = attempt(puzzle, action)  # the verdicts' budget: the same grade
            store.record_attempt(ctx.learner.id, key, action_text(ctx, action), solved(verdict))
            st.session_state["puzzle_result"] = (key, verdict, action)
            st.rerun()
        return
    _puzzle_result(ctx, puzzle, shown[1], shown[2])


def _damaged(ctx: PageContext, damaged: tuple[DamagedPuzzle, ...]) -> None:
    """Each stored puzzle that cannot be read: which one and what is wrong (it stays stored)."""
    if not damaged:
        return
    items = "\n".join("- " + _damage(ctx, puzzle) for puzzle in damaged)
    st.warning(
        ctx.t("problems.puzzles_damaged", count=len(damaged)) + "\n\n" + items,
        icon=":material/warning:",
    )


def _damage(ctx: PageContext, puzzle: DamagedPuzzle) -> str:
    """One damaged puzzle: its key and when it was kept (unless that is what is damaged: the
    reason names the puzzle then), and what is wrong."""
    problem = plain(render(puzzle.problem, ctx.lang))
    if puzzle.at is None:
        return problem
    when = format_moment(puzzle.at, ctx.lang)
    return ctx.t(
        "problems.puzzle_damaged_item", puzzle=plain(puzzle.key), when=when, problem=problem
    )


def _puzzle_result(ctx: PageContext, puzzle: Puzzle, verdict: MoveVerdict, action: Action) -> None:
    if solved(verdict):
        st.success(ctx.t("problems.solved", move=action_text(ctx, action)), icon=":material/check:")
    else:
        st.error(
            ctx.t(
                "problems.not_solved", move=action_text(ctx, action), grade=grade_text(ctx, verdict)
            ),
            icon=":material/close:",
        )
    st.markdown(
        ctx.t(
            "problems.puzzle_best",
            best=action_text(ctx, puzzle.best),
            taken=action_text(ctx, puzzle.taken),
            cost=puzzle.cost,
        )
    )
    reasons = [*verdict.reasons, *(() if puzzle.rule is None else (puzzle.rule,))]
    st.markdown("\n".join(f"- {render(reason, ctx.lang)}" for reason in dict.fromkeys(reasons)))
    position_links(ctx, puzzle.position, f"puzzle_{puzzle.key}_try")
    if st.button(ctx.t("problems.next"), key="puzzle_next"):
        st.session_state.pop("puzzle_result", None)
        st.rerun()


def _load(ctx: PageContext) -> None:
    """Choose the set: the starter set, or problems from a code or a file."""
    left, right = st.columns(2)
    if left.button(ctx.t("problems.starter"), key="problems_starter"):
        _start(list(starter_set()))
    code = right.text_input(ctx.t("problems.code_input"), key="problems_code")
    if right.button(ctx.t("problems.code_open"), key="problems_code_open") and code:
        try:
            _start([Problem.from_code(code)])
        except PositionError as error:
            right.error(render(error.reason, ctx.lang), icon=":material/block:")
    upload = st.file_uploader(ctx.t("problems.file_input"), type=["txt"], key="problems_file")
    if upload is not None and st.button(ctx.t("problems.file_open"), key="problems_file_open"):
        try:
            _start(read_problems(upload.getvalue().decode("utf-8", errors="replace")))
        except PositionError as error:
            st.error(render(error.reason, ctx.lang), icon=":material/block:")


def _start(problems: list[Problem]) -> None:
    st.session_state[SET_KEY] = problems
    st.session_state[DONE_KEY] = {}


def _grade(problem: Problem, action: Action) -> bool:
    """Right or not: a card by the double-dummy values (every best card counts), any other
    answer as the checked answer of the problem (the same cards put away, the same game)."""
    if problem.question is Question.CARD:
        return check(problem).is_right(action)
    return same_answer(problem.question, action, problem.answer)


def _problem_set(ctx: PageContext) -> None:
    _load(ctx)
    problems: list[Problem] | None = st.session_state.get(SET_KEY)
    if not problems:
        return
    done: dict[int, tuple[bool, Action]] = st.session_state.setdefault(DONE_KEY, {})
    right = sum(ok for ok, _action in done.values())
    st.progress(
        len(done) / len(problems),
        ctx.t("problems.score", right=right, done=len(done), total=len(problems)),
    )
    index = int(st.session_state.get("problems_shown", len(done)))
    if index == len(problems):
        st.success(ctx.t("problems.set_done", right=right, total=len(problems)))
        return
    problem = problems[index]
    st.subheader(ctx.t(f"problems.q_{problem.question.value}"))
    if problem.topic:
        st.caption(ctx.t("problems.topic", topic=ctx.t(f"problems.topic_{problem.topic}")))
    position_view(ctx, problem.position)
    if index in done:
        ok, action = done[index]
        answer = action_text(ctx, problem.answer)
        if ok:
            st.success(
                ctx.t("problems.right", move=action_text(ctx, action)), icon=":material/check:"
            )
        else:
            st.error(
                ctx.t("problems.wrong", move=action_text(ctx, action), best=answer),
                icon=":material/close:",
            )
        position_links(ctx, problem.position, f"problems_{index}_try")
        if st.button(ctx.t("problems.next"), key="problems_next"):
            st.session_state.pop("problems_shown", None)
            st.rerun()
        return
    given = problem.answer if isinstance(problem.answer, Declare) else None
    chosen = answer_input(ctx, problem.position, problem.question, given, f"problem_{index}")
    if chosen is not None:
        done[index] = (_grade(problem, chosen), chosen)
        st.session_state["problems_shown"] = index
        st.rerun()


ctx = context()
st.title(ctx.t("problems.title"))
st.caption(ctx.t("problems.intro"))
SECTIONS = ("puzzles", "sets", "editor")
if EDITOR_OPEN in st.session_state:  # a position sent from another page opens the editor
    st.session_state["problems_section"] = "editor"
section = st.radio(
    ctx.t("problems.section"),
    SECTIONS,
    format_func={name: ctx.t(f"problems.section_{name}") for name in SECTIONS}.__getitem__,
    horizontal=True,
    key="problems_section",
)
if section == "puzzles":
    _puzzles(ctx)
elif section == "sets":
    _problem_set(ctx)
else:
    deal_editor(ctx)
