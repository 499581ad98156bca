"""Fortschritt: lessons completed, exercises right and wrong, and a chart of answers over time."""

from collections.abc import Sequence
from typing import Any

import pandas as pd
import plotly.graph_objects as go
import streamlit as st

from coach.play import TableFormatError, reason_from_json
from coach.rules import DecisionKind, Reason
from lessons.course import course
from lessons.exercises import reason
from lessons.progress import kind_progress, lesson_progress, timeline
from lessons.quiz import QuizKind
from lessons.quiz_progress import (
    HISTORY_COLUMNS,
    KindPoint,
    history_rows,
    kind_timeline,
    weakest_skills,
)
from lessons.quiz_texts import SKILLS, skill_reason
from lessons.quizzes import QUIZZES
from ui.club_winners_view import club_winners_section
from ui.damaged_rows import damaged_warning
from ui.plain import plain
from ui.puzzle_store import puzzles_of_store
from ui.session import context
from ui.store import GameVerdict
from ui.winners_view import winners_section
from words import format_number, render


def _in_language() -> dict[str, Any]:
    """A chart's numbers and dates as the learner writes them (German: ``0,5`` and ``28.11.``)."""
    if ctx.lang != "de":
        return {"separators": ".,"}
    return {"separators": ",.", "xaxis": {"tickformat": "%d.%m.", "hoverformat": "%d.%m.%Y %H:%M"}}


def _kind_charts(points: list[KindPoint], names: dict[str, str], prefix: str) -> None:
    """Share right and mean list points lost per decision kind over time (quizzes or games)."""
    for field, key, chart in (
        ("accuracy", "progress.quiz_accuracy", "accuracy"),
        ("mean_cost", "progress.quiz_cost", "cost"),
    ):
        figure = go.Figure()
        for kind, name in names.items():
            mine = [point for point in points if point.kind == kind]
            if mine:
                values = [getattr(point, field) for point in mine]
                if field == "accuracy":
                    values = [100 * value for value in values]
                figure.add_trace(
                    go.Scatter(
                        x=[point.at for point in mine], y=values, mode="lines+markers", name=name
                    )
                )
        figure.update_layout(
            title=ctx.t(key),
            xaxis_title=ctx.t("progress.axis_time"),
            height=320,
            **_in_language(),
            margin={"l": 40, "r": 20, "t": 50, "b": 40},
        )
        st.plotly_chart(figure, key=f"{prefix}_{chart}", config={"displayModeBar": False})


def _games_section() -> None:
    """Progress from played games: the verdicts on the learner's decisions, per kind over time,
    and the coach's rules behind the most points lost."""
    st.subheader(ctx.t("progress.games_title"))
    verdicts = verdicts_read.items
    if not verdicts:
        st.info(ctx.t("progress.games_empty"), icon=":material/playing_cards:")
        return
    lost = [verdict.cost or 0.0 for verdict in verdicts]
    count, share, mean_lost = st.columns(3)
    count.metric(ctx.t("progress.games_decisions"), len(verdicts))
    share.metric(
        ctx.t("progress.quiz_right"),
        f"{100 * sum(v.correct for v in verdicts) / len(verdicts):.0f} %",
    )
    mean_lost.metric(ctx.t("progress.games_lost"), format_number(sum(lost) / len(lost), ctx.lang))
    names = {kind.value: ctx.t(f"progress.kind_{kind.value}") for kind in DecisionKind}
    _kind_charts(kind_timeline(verdicts), names, "games")
    weakest = weakest_skills(verdicts)
    if weakest:
        st.markdown(ctx.t("progress.games_mistakes"))
        st.markdown(
            "\n".join(
                "- "
                + ctx.t(
                    "progress.weak_skill",
                    skill=_named(rules.get(skill.skill), skill.skill),
                    count=skill.misses,
                    lost=format_number(skill.points_lost, ctx.lang),
                )
                for skill in weakest
            )
        )


def _rules(verdicts: Sequence[GameVerdict]) -> tuple[dict[str, Reason], list[Reason]]:
    """The coach's rule behind each code the verdicts name, and for each verdict whose stored
    rule cannot be read, which one it is."""
    rules: dict[str, Reason] = {}
    unreadable = []
    for verdict in verdicts:
        if verdict.rule:
            try:
                rules[verdict.skill] = reason_from_json(verdict.rule)
            except TableFormatError:
                unreadable.append(Reason.of("stored_bad_rule", game=verdict.game, ply=verdict.ply))
    return rules, unreadable


def _named(known: Reason | None, code: str) -> str:
    """A rule's or skill's name; its stored code when this version does not know it."""
    return plain(code) if known is None else render(known, ctx.lang)


def _puzzles_section() -> None:
    """The puzzles made of the learner's costly decisions, per decision kind: how many, how
    many still to solve."""
    st.subheader(ctx.t("progress.puzzles_title"))
    shelf = puzzles_of_store(ctx.store.engine).shelf(ctx.learner.id)
    if shelf.damaged:  # named one by one under Aufgaben
        st.warning(
            ctx.t("problems.puzzles_damaged", count=len(shelf.damaged)), icon=":material/warning:"
        )
    counts = shelf.by_kind()
    if not counts:
        st.info(ctx.t("progress.puzzles_empty"), icon=":material/extension:")
        return
    lines = [
        "| " + " | ".join(ctx.t(key) for key in PUZZLE_COLUMNS) + " |",
        "|---|--:|--:|",
    ]
    for kind in DecisionKind:
        if kind.value in counts:
            total, left = counts[kind.value]
            lines.append(f"| {ctx.t(f'progress.kind_{kind.value}')} | {total} | {left} |")
    st.markdown("\n".join(lines))


PUZZLE_COLUMNS = ("progress.puzzles_kind", "progress.puzzles_total", "progress.puzzles_open")
ctx = context()
st.title(ctx.t("progress.title"))
st.caption(ctx.t("progress.intro"))

history_read = ctx.store.read_progress_history(ctx.learner.id)
quiz_read = ctx.store.read_quiz_answers(ctx.learner.id)
verdicts_read = ctx.store.read_game_verdicts(ctx.learner.id)
rules, unreadable_rules = _rules(verdicts_read.items)
reads = (history_read, quiz_read, verdicts_read, ctx.store.read_series(ctx.learner.id))
damaged_warning(ctx, [problem for read in reads for problem in read.problems] + unreadable_rules)
events = list(history_read.items)
rows = lesson_progress(events, ctx.store.completed_lessons(ctx.learner.id))
right = sum(row.right for row in rows)
wrong = sum(row.wrong for row in rows)

done, answers, right_col, wrong_col = st.columns(4)
done.metric(ctx.t("progress.lessons_done"), f"{sum(row.done for row in rows)} / {len(course())}")
answers.metric(ctx.t("progress.answers"), right + wrong)
right_col.metric(ctx.t("progress.right"), right)
wrong_col.metric(ctx.t("progress.wrong"), wrong)

if not events:
    st.info(ctx.t("progress.empty"), icon=":material/school:")
else:
    points = timeline(events)
    figure = go.Figure()
    for index, key, color in ((1, "progress.right", "#13803a"), (2, "progress.wrong", "#c8102e")):
        figure.add_trace(
            go.Scatter(
                x=[point[0] for point in points],
                y=[point[index] for point in points],
                mode="lines+markers",
                name=ctx.t(key),
                line={"shape": "hv", "color": color},
            )
        )
    figure.update_layout(
        title=ctx.t("progress.chart"),
        xaxis_title=ctx.t("progress.axis_time"),
        yaxis_title=ctx.t("progress.axis_count"),
        **_in_language(),
        height=360,
        margin={"l": 40, "r": 20, "t": 50, "b": 40},
    )
    st.plotly_chart(figure, key="progress_chart", config={"displayModeBar": False})

    kinds = kind_progress(events)
    names = [render(reason(f"kind_{kind.value}"), ctx.lang) for kind in kinds]
    bars = go.Figure()
    for index, key, color in ((0, "progress.right", "#13803a"), (1, "progress.wrong", "#c8102e")):
        counts = [tally[index] for tally in kinds.values()]
        bars.add_trace(go.Bar(x=names, y=counts, name=ctx.t(key), marker_color=color))
    bars.update_layout(
        title=ctx.t("progress.by_kind"),
        barmode="stack",
        separators=_in_language()["separators"],
        height=320,
        margin={"l": 40, "r": 20, "t": 50, "b": 40},
    )
    st.plotly_chart(bars, key="progress_kinds", config={"displayModeBar": False})

# A Markdown table, not st.table: one element for the browser to draw instead of a grid of cells.
columns = ("progress.col_lesson", "progress.col_done", "progress.right", "progress.wrong")
lines = ["| " + " | ".join(ctx.t(key) for key in columns) + " |", "|---|---|--:|--:|"]
for row in rows:
    title = ctx.t("learn.lesson_title", number=row.lesson.number, title=row.lesson.title[ctx.lang])
    done_mark = ctx.t("progress.done_mark") if row.done else ""
    lines.append(f"| {title} | {done_mark} | {row.right} | {row.wrong} |")
st.markdown("\n".join(lines))

st.subheader(ctx.t("progress.quiz_title"))
quiz_answers = list(quiz_read.items)
if not quiz_answers:
    st.info(ctx.t("progress.quiz_empty"), icon=":material/quiz:")
else:
    lost = [answer.cost or 0.0 for answer in quiz_answers]
    count, share, mean_lost = st.columns(3)
    count.metric(ctx.t("progress.quiz_answers"), len(quiz_answers))
    share.metric(
        ctx.t("progress.quiz_right"),
        f"{100 * sum(a.correct for a in quiz_answers) / len(quiz_answers):.0f} %",
    )
    mean_lost.metric(ctx.t("progress.quiz_lost"), format_number(sum(lost) / len(lost), ctx.lang))
    kind_names = {
        kind.value: render(skill_reason(QUIZZES[kind].skill), ctx.lang) for kind in QuizKind
    }
    _kind_charts(kind_timeline(quiz_answers), kind_names, "quiz")
    weakest = weakest_skills(quiz_answers)
    if weakest:
        st.markdown(ctx.t("progress.weakest"))
        st.markdown(
            "\n".join(
                "- "
                + ctx.t(
                    "progress.weak_skill",
                    skill=_named(SKILLS.get(skill.skill), skill.skill),
                    count=skill.misses,
                    lost=format_number(skill.points_lost, ctx.lang),
                )
                for skill in weakest
            )
        )

_games_section()
winners_section(ctx)
club_winners_section(ctx)
_puzzles_section()

history = pd.DataFrame(history_rows(events, quiz_answers), columns=list(HISTORY_COLUMNS))
st.download_button(
    ctx.t("progress.export"),
    history.to_csv(index=False).encode(),
    file_name="kiebitz-history.csv",
    mime="text/csv",
    key="progress_export",
    icon=":material/download:",
)
