"""Lernen: the lesson path, lessons with cards drawn, and exercises graded by the engine.

Session keys: ``learn_lesson`` (open lesson's slug or absent), ``learn_index`` (exercise number),
``learn_seed`` (seed of the generated exercises), ``learn_right`` (right answers in this run),
``learn_grade`` (index and `AnswerGrade` of the answered exercise), ``learn_pick`` (cards selected).
The open lesson, its exercise, score and last answer are also kept in the learner's settings
(``lesson``), so a reload or a visit to another page resumes it.
"""

import json
import random
from collections.abc import Callable, Sequence
from typing import Any

import streamlit as st

from coach.rules import Card, CardSet, GameType, format_card, trumps
from lessons.course import Lesson, Section, course, lesson_by_slug
from lessons.exercises import PLAYERS, Answer, Exercise, Input, Shown
from lessons.grade import AnswerGrade, grade
from lessons.progress import exercise_id, next_lesson
from ui.card_buttons import card_buttons
from ui.card_svg import hand_svg
from ui.safe_write import guarded
from ui.session import PageContext, context, save_setting, setting
from words import card_style, render

LESSON, INDEX, SEED, RIGHT, GRADE, PICK = (
    "learn_lesson",
    "learn_index",
    "learn_seed",
    "learn_right",
    "learn_grade",
    "learn_pick",
)
KEPT = "lesson"  # the learner's setting that keeps the open lesson


def _encode(given: Answer) -> dict[str, object]:
    if isinstance(given, bool):
        return {"yes": given}
    if isinstance(given, Card):
        return {"card": given.name}
    if isinstance(given, CardSet):
        return {"cards": [card.name for card in given]}
    return {"number": given}


def _decode(data: dict[str, Any]) -> Answer:
    if "yes" in data:
        return bool(data["yes"])
    if "card" in data:
        return Card[str(data["card"])]
    if "cards" in data:
        return CardSet.of(Card[str(name)] for name in data["cards"])
    return int(data["number"])


def _keep() -> None:
    """Save the open lesson in the learner's settings (nothing open: an empty value)."""
    state = st.session_state
    kept = ""
    if state.get(LESSON):
        answered = state.get(GRADE)
        given = _encode(answered[1].given) if answered and answered[0] == state[INDEX] else None
        kept = json.dumps(
            {
                "slug": state[LESSON],
                "index": state[INDEX],
                "seed": state[SEED],
                "right": state[RIGHT],
                "given": given,
            },
            separators=(",", ":"),
        )
    save_setting(KEPT, kept)


def _resume() -> None:
    """Reopen the lesson kept in the learner's settings, once per session."""
    state = st.session_state
    if state.get("learn_resumed"):
        return
    state["learn_resumed"] = True
    try:
        kept = json.loads(setting(KEPT) or "{}")
        lesson = lesson_by_slug(kept["slug"])
        state[LESSON], state[INDEX] = lesson.slug, int(kept["index"])
        state[SEED], state[RIGHT] = int(kept["seed"]), int(kept["right"])
        if kept.get("given") is not None:
            exercise = lesson.exercise(state[INDEX], state[SEED], context().rules)
            state[GRADE] = (state[INDEX], grade(exercise, _decode(kept["given"])))
    except (KeyError, ValueError, TypeError, AttributeError):
        for key in (LESSON, GRADE):  # nothing kept, or from an older course: the lesson path
            state.pop(key, None)


def _fresh_inputs() -> None:
    """Empty answer widgets for a new question."""
    st.session_state[PICK] = []
    for key in ("learn_number", "learn_count", "learn_with"):
        st.session_state.pop(key, None)


def _open(slug: str) -> None:
    state = st.session_state
    state[LESSON] = slug
    state[INDEX] = 0
    state[SEED] = random.SystemRandom().randrange(2**31)
    state[RIGHT] = 0
    state.pop(GRADE, None)
    _fresh_inputs()
    _keep()


def _close() -> None:
    st.session_state.pop(LESSON, None)
    st.session_state.pop(GRADE, None)
    _keep()


def _next() -> None:
    state = st.session_state
    state[INDEX] += 1
    state.pop(GRADE, None)
    _fresh_inputs()
    _keep()


def _current() -> tuple[Lesson, Exercise]:
    lesson = lesson_by_slug(st.session_state[LESSON])
    rules = context().rules
    return lesson, lesson.exercise(st.session_state[INDEX], st.session_state[SEED], rules)


def _answer_text(answer: Answer) -> str:
    if isinstance(answer, CardSet):
        return " ".join(card.name for card in answer)
    if isinstance(answer, Card):
        return answer.name
    return str(answer)


@guarded
def _submit(given: Answer) -> None:
    """Grade the answer, store it in the learner's profile, complete the lesson at its goal."""
    ctx = context()
    state = st.session_state
    answered = state.get(GRADE)
    if answered is not None and answered[0] == state[INDEX]:
        return  # a second click on the same question counts once
    lesson, exercise = _current()
    result = grade(exercise, given)
    state[GRADE] = (state[INDEX], result)
    ctx.store.record_exercise(
        ctx.learner.id,
        lesson.slug,
        exercise_id(state[INDEX], exercise.kind),
        result.correct,
        _answer_text(given),
    )
    if result.correct:
        state[RIGHT] += 1
        if state[RIGHT] == lesson.goal:
            ctx.store.complete_lesson(ctx.learner.id, lesson.slug)
    _keep()


def _toggle(card: Card) -> None:
    picked = list(st.session_state.get(PICK, []))
    if card.name in picked:
        picked.remove(card.name)
    else:
        picked.append(card.name)
    st.session_state[PICK] = picked


def _submit_picked() -> None:
    _submit(CardSet.of(Card[name] for name in st.session_state[PICK]))


def _submit_number() -> None:
    _submit(int(st.session_state["learn_number"]))


def _submit_matadors() -> None:
    count = int(st.session_state["learn_count"])
    _submit(count if st.session_state["learn_with"] == "with" else -count)


def _card_text(ctx: PageContext, card: Card) -> str:
    return format_card(card, card_style(ctx.lang))


def _draw(ctx: PageContext, cards: Sequence[Card], game: GameType | None) -> None:
    highlight = set(trumps(game)) if game is not None else set()
    svg = hand_svg(list(cards), ctx.deck, ctx.four_color, 64, lang=ctx.lang, highlight=highlight)
    st.markdown(svg, unsafe_allow_html=True)  # our own drawing, no user text


def _draw_shown(ctx: PageContext, shown: Sequence[Shown]) -> None:
    for group in shown:
        if group.cards:
            st.caption(render(group.caption, ctx.lang))
            _draw(ctx, group.cards, group.game)


def _given_text(ctx: PageContext, exercise: Exercise, given: Answer) -> str:
    """The learner's answer as they gave it (cards in their style, mit/ohne, a player's name)."""
    if isinstance(given, bool):
        return ctx.t("learn.yes" if given else "learn.no")
    if isinstance(given, Card):
        return _card_text(ctx, given)
    if isinstance(given, CardSet):
        return " ".join(_card_text(ctx, card) for card in given) or ctx.t("learn.no_cards")
    if exercise.input is Input.PLAYER and 0 <= given < len(PLAYERS):
        return PLAYERS[given]
    if exercise.input is Input.MATADORS:
        return f"{ctx.t('learn.with' if given > 0 else 'learn.without')} {abs(given)}"
    return str(given)


def _explain(ctx: PageContext, exercise: Exercise, result: AnswerGrade) -> None:
    verdict, *reasons = (render(reason, ctx.lang) for reason in result.reasons)
    if not result.correct:
        given = _given_text(ctx, exercise, result.given)
        reasons.insert(0, ctx.t("learn.your_answer", answer=given))
    text = "\n".join(f"- {line}" for line in reasons)
    if result.correct:
        st.success(f"**{verdict}**\n\n{text}", icon=":material/check_circle:")
    else:
        st.error(f"**{verdict}**\n\n{text}", icon=":material/cancel:")


def _example(ctx: PageContext, section: Section) -> None:
    if section.example is None:
        return
    exercise = section.example.under(ctx.rules)
    with st.container(border=True):
        st.markdown(f"**{ctx.t('learn.example')}** – {render(exercise.question(), ctx.lang)}")
        _draw_shown(ctx, exercise.shown())
        answer = grade(exercise, exercise.answer())
        lines = [render(exercise.state_answer(answer.answer), ctx.lang)]
        lines += [render(reason, ctx.lang) for reason in answer.reasons[1:]]
        st.markdown("\n".join(f"- {line}" for line in lines))


def _inputs(ctx: PageContext, exercise: Exercise) -> None:
    """The answer widgets for the exercise's kind of input."""
    if exercise.input is Input.CARD:
        st.caption(ctx.t("learn.pick_one"))
        _card_buttons(ctx, exercise.choices(), _submit)
    elif exercise.input is Input.CARDS:
        st.caption(ctx.t("learn.pick_many"))
        _card_buttons(ctx, exercise.choices(), _toggle)
        st.button(ctx.t("learn.check"), key="learn_check", type="primary", on_click=_submit_picked)
    elif exercise.input is Input.MATADORS:
        words = {"with": ctx.t("learn.with"), "without": ctx.t("learn.without")}
        st.radio(
            ctx.t("learn.with_or_without"),
            list(words),
            format_func=words.__getitem__,
            horizontal=True,
            key="learn_with",
        )
        st.number_input(ctx.t("learn.count"), 1, 11, 1, key="learn_count")
        st.button(
            ctx.t("learn.check"), key="learn_check", type="primary", on_click=_submit_matadors
        )
    elif exercise.input is Input.YES_NO:
        left, right = st.columns(2)
        left.button(ctx.t("learn.yes"), key="learn_yes", on_click=_submit, args=(True,))
        right.button(ctx.t("learn.no"), key="learn_no", on_click=_submit, args=(False,))
    elif exercise.input is Input.PLAYER:
        for column, (index, name) in zip(st.columns(3), enumerate(PLAYERS), strict=True):
            column.button(name, key=f"learn_player_{index}", on_click=_submit, args=(index,))
    else:
        low = -2000 if exercise.input is Input.SIGNED_NUMBER else 0
        st.number_input(ctx.t("learn.number"), low, 2000, 0, key="learn_number")
        st.button(ctx.t("learn.check"), key="learn_check", type="primary", on_click=_submit_number)


def _card_buttons(ctx: PageContext, cards: Sequence[Card], action: Callable[[Card], None]) -> None:
    """One drawn card per choice, in the learner's deck (ui.card_buttons); a click calls
    `action` with the card."""
    picked = {Card[name] for name in st.session_state.get(PICK, [])}
    card_buttons(ctx, cards, key="learn_card", on_click=action, selected=picked)


@st.fragment
def _exercise(slug: str) -> None:
    """The exercise, its score and the way on: an answer reruns only this part of the page, not
    the lesson's text and drawings above it (a fragment)."""
    state = st.session_state
    if state.get(LESSON) != slug:
        st.rerun()  # another lesson was opened ("Weiter zu Lektion …"): the whole page changes
    ctx = context()
    lesson, exercise = _current()
    st.subheader(ctx.t("learn.exercises"))
    st.progress(
        min(state[RIGHT], lesson.goal) / lesson.goal,
        text=ctx.t("learn.score", right=state[RIGHT], goal=lesson.goal),
    )
    with st.container(border=True, key="learn_exercise"):
        st.markdown(f"**{render(exercise.question(), ctx.lang)}**")
        _draw_shown(ctx, exercise.shown())
        answered = state.get(GRADE)
        if answered is not None and answered[0] == state[INDEX]:
            _explain(ctx, exercise, answered[1])
            st.button(
                ctx.t("learn.next_exercise"),
                key="learn_next",
                type="secondary" if state[RIGHT] >= lesson.goal else "primary",
                on_click=_next,
            )
        else:
            _inputs(ctx, exercise)
    if state[RIGHT] >= lesson.goal:
        st.success(ctx.t("learn.lesson_done"), icon=":material/celebration:")
        following = next((x for x in course() if x.number == lesson.number + 1), None)
        if following is not None:
            st.button(
                ctx.t(
                    "learn.next_lesson", number=following.number, title=following.title[ctx.lang]
                ),
                key="learn_next_lesson",
                type="primary",
                icon=":material/arrow_forward:",
                on_click=_open,
                args=(following.slug,),
            )


def _lesson(ctx: PageContext, lesson: Lesson) -> None:
    st.button(ctx.t("learn.back"), key="learn_back", icon=":material/arrow_back:", on_click=_close)
    st.header(ctx.t("learn.lesson_title", number=lesson.number, title=lesson.title[ctx.lang]))
    for section in lesson.sections:
        st.markdown(section.text[ctx.lang])
        if section.cards:
            _draw(ctx, section.cards, section.game if section.game is not GameType.NULL else None)
        _example(ctx, section)
    _exercise(lesson.slug)


MARKS = {
    "done": ":green[:material/check_circle:]",
    "next": ":material/play_circle:",  # on the primary button's colour
    "open": ":gray[:material/radio_button_unchecked:]",
}
NOTES = {"done": "learn.status_done", "next": "learn.status_next"}
ACTIONS = {"done": "learn.repeat", "next": "learn.start", "open": "learn.open"}
# The lesson buttons read as a list: their text starts on the left, not centred.
PATH_STYLE = (
    "[class*='st-key-learn_open_'] button { justify-content: flex-start; }"
    "[class*='st-key-learn_open_'] button > div { width: 100%; justify-content: flex-start; }"
    "[class*='st-key-learn_open_'] button p { text-align: left; }"
)


def _path(ctx: PageContext) -> None:
    """The course: one button per lesson, its whole entry (mark, title, summary, what a click
    does). Each entry is a single element, no box or columns around it: the browser draws the
    list quickly on every visit of the page."""
    st.markdown(ctx.t("learn.intro"))
    done = ctx.store.completed_lessons(ctx.learner.id)
    upcoming = next_lesson(done)
    if upcoming is None:
        st.success(ctx.t("learn.course_done"), icon=":material/emoji_events:")
    st.html(f"<style>{PATH_STYLE}</style>")
    for lesson in course():
        status = "done" if lesson.slug in done else "next" if lesson is upcoming else "open"
        heading = ctx.t("learn.lesson_title", number=lesson.number, title=lesson.title[ctx.lang])
        action = f":material/arrow_forward: {ctx.t(ACTIONS[status])}"
        last = f"*{ctx.t(NOTES[status])}* · {action}" if status in NOTES else action
        st.button(
            f"{MARKS[status]} **{heading}**  \n{lesson.summary[ctx.lang]}  \n{last}",
            key=f"learn_open_{lesson.slug}",
            type="primary" if status == "next" else "tertiary",
            width="stretch",
            on_click=_open,
            args=(lesson.slug,),
        )


ctx = context()
st.title(ctx.t("learn.title"))
_resume()
if st.session_state.get(LESSON):
    _lesson(ctx, lesson_by_slug(st.session_state[LESSON]))
else:
    _path(ctx)
