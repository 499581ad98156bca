"""The review of a finished game ("Nachbesprechung"), shown by any page that has one.

`review_section(ctx, state, seat, names)` draws all hands and the original skat at once, runs
`coach.advice.post_mortem.post_mortem` as a background job (with a progress bar) and then shows the
seat's decisions with their verdicts (the biggest mistake first), "Hätte ich gewinnen können?"
with the winning line beside the tricks as played ("Zeig mir wie"), what about the result may
surprise, and the same deal with an engine in the seat. Every decision offers "Von hier neu
spielen" (the Spielen sandbox from there; `on_replay`: the page's own) and, in card play, "Im
Editor öffnen" (`ui.position_links`). Widget keys start with `key`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial

import streamlit as st

from coach.advice import SEAT_NAMES, Chance, PostMortem, ReviewedDecision, TrickLine, post_mortem
from coach.heuristic import Grade
from coach.play import MoveVerdict, Strength
from coach.records import Position
from coach.rules import (
    Card,
    CardSet,
    Declare,
    GameState,
    GameType,
    ScoringList,
    Seat,
    sort_for_game,
)
from coach.sampled import Judgement
from ui.action_words import action_text, grade_text
from ui.card_svg import hand_svg
from ui.jobs import Job, Progress, jobs, settle
from ui.plain import plain
from ui.position_links import position_links
from ui.session import PageContext
from words import contract_name, format_fact, render

GRADE_ICONS = {
    Grade.GOOD: ":material/check_circle:",
    Grade.QUESTIONABLE: ":material/help:",
    Grade.MISTAKE: ":material/error:",
}
Ident = tuple[object, ...]
DEEPER_WORLDS = 200  # worlds a deeper look refines each decision's judgement with


def review_section(
    ctx: PageContext,
    state: GameState,
    seat: Seat,
    names: tuple[str, str, str],
    *,
    key: str = "review",
    deal_number: int = 0,
    kind: ScoringList = ScoringList.TOURNAMENT,
    judgements: Mapping[int, Judgement] | None = None,
    actors: Sequence[Seat] | None = None,
    players: tuple[Strength, Strength, Strength] | None = None,
    on_replay: Callable[[int], None] | None = None,
) -> PostMortem | None:
    """Draw the review of the finished `state` from `seat` (`names` by seat); the post-mortem
    once it is ready (None while the job runs). See `coach.advice.post_mortem.post_mortem` for
    `deal_number`, `kind`, `judgements`, `actors` and `players`."""
    with st.container(border=True, key=f"{key}_box"):
        st.subheader(ctx.t("review.title"))
        _hands(ctx, state, names, key)
        given = dict(judgements or {})
        known = tuple(sorted(given.items(), key=lambda item: item[0]))
        deeper = DEEPER_WORLDS if st.session_state.get(f"{key}_deeper") else None
        ident: Ident = (
            state.deal,
            state.history,
            seat,
            deal_number,
            players is not None,
            known,
            deeper,
        )

        def work(progress: Progress) -> PostMortem:
            return post_mortem(
                state,
                seat,
                deal_number=deal_number,
                kind=kind,
                judgements=given,
                actors=actors,
                players=players,
                deeper_worlds=deeper,
                progress=progress.report,
            )

        found = _outcome(ctx, key, ident, work)
        if found is None:
            return None
        _decisions(ctx, found, key, on_replay)
        if deeper is None:
            st.button(
                ctx.t("review.deeper", worlds=DEEPER_WORLDS),
                key=f"{key}_deeper_button",
                icon=":material/manage_search:",
                on_click=_go_deeper,
                args=(key,),
                help=ctx.t("review.deeper_help"),
            )
        _chance(ctx, found, names, key)
        _surprises(ctx, found)
        _duplicate(ctx, found)
        return found


def _outcome(
    ctx: PageContext, key: str, ident: Ident, work: Callable[[Progress], PostMortem]
) -> PostMortem | None:
    """The post-mortem of `ident`: kept once computed, else started or awaited in the background."""
    done = st.session_state.get(f"{key}_done")
    if done is not None and done[0] == ident:
        return done[1]  # type: ignore[no-any-return]
    running: tuple[Ident, Job[PostMortem]] | None = st.session_state.get(f"{key}_job")
    if running is not None and running[0] != ident:
        jobs().cancel(running[1])
        running = None
    if running is None:
        running = (ident, jobs().submit(work))
        st.session_state[f"{key}_job"] = running
    outcome = settle(running[1], label=ctx.t("review.working"))
    if outcome is None:
        return None
    del st.session_state[f"{key}_job"]
    jobs().forget(running[1])
    if outcome.error is not None:
        st.error(ctx.t("review.failed", problem=plain(outcome.error)))
        return None
    st.session_state[f"{key}_done"] = (ident, outcome.value)
    return outcome.value


def _go_deeper(key: str) -> None:
    """Refine the review's judgements with more worlds (the verdicts say so)."""
    st.session_state[f"{key}_deeper"] = True


def forget(key: str = "review") -> None:
    """Drop the review kept under `key` and stop its job (a page leaving the game)."""
    running = st.session_state.pop(f"{key}_job", None)
    if running is not None:
        jobs().cancel(running[1])
    st.session_state.pop(f"{key}_done", None)
    st.session_state.pop(f"{key}_deeper", None)


# --- drawing -------------------------------------------------------------------------------


def _order(state: GameState, cards: CardSet | Sequence[Card]) -> list[Card]:
    game = state.contract.game if state.contract is not None else GameType.GRAND
    return sort_for_game(game, CardSet.of(cards) if not isinstance(cards, CardSet) else cards)


def _draw(ctx: PageContext, cards: Sequence[Card], width: int = 40) -> None:
    if cards:
        html = hand_svg(list(cards), ctx.deck, ctx.four_color, width, lang=ctx.lang)
        st.markdown(html, unsafe_allow_html=True)


def _who(ctx: PageContext, names: tuple[str, str, str], seat: Seat) -> str:
    return ctx.t("play.seat", name=names[seat], seat=SEAT_NAMES[seat])


def _hands(ctx: PageContext, state: GameState, names: tuple[str, str, str], key: str) -> None:
    """All three hands as dealt and the original skat; what the declarer put away."""
    st.markdown(f"**{ctx.t('review.hands')}**")
    with st.container(key=f"{key}_hands"):
        for seat in range(3):
            mark = f" · {ctx.t('review.declarer')}" if seat == state.declarer else ""
            st.caption(_who(ctx, names, seat) + mark)
            _draw(ctx, _order(state, state.deal.hands[seat]))
        st.caption(ctx.t("review.skat"))
        _draw(ctx, list(state.deal.skat))
        declared = next((a for a in state.history if isinstance(a, Declare)), None)
        if declared is not None and declared.discard is not None:
            st.caption(ctx.t("review.discarded"))
            _draw(ctx, list(declared.discard))


def _decision_title(ctx: PageContext, decision: ReviewedDecision) -> str:
    grade = grade_text(ctx, decision.verdict)
    where = (
        ctx.t("review.in_trick", trick=decision.trick)
        if decision.trick is not None
        else ctx.t(f"review.phase_{decision.phase.name.lower()}")
    )
    return ctx.t(
        "review.decision", where=where, action=action_text(ctx, decision.action), grade=grade
    )


def _verdict_text(ctx: PageContext, verdict: MoveVerdict) -> str:
    text = "\n".join(f"- {render(reason, ctx.lang)}" for reason in verdict.reasons)
    if verdict.cost is not None and verdict.grade is not Grade.GOOD:
        best = action_text(ctx, verdict.best)
        text += "\n\n" + ctx.t("play.verdict_cost", cost=verdict.cost, best=best)
    return text


def _decisions(
    ctx: PageContext, found: PostMortem, key: str, on_replay: Callable[[int], None] | None
) -> None:
    st.markdown(f"**{ctx.t('review.decisions')}**")
    st.caption(ctx.t("review.foresight"))
    worst = found.biggest_mistake
    if worst is None:
        st.success(ctx.t("review.no_mistake"), icon=":material/check_circle:")
    else:
        head = ctx.t("review.biggest", decision=_decision_title(ctx, worst))
        with st.container(border=True, key=f"{key}_biggest"):
            st.markdown(f":material/error: **{head}**")
            st.markdown(_verdict_text(ctx, worst.verdict))
            _links(ctx, found, worst, f"{key}_biggest", on_replay)
    if not found.decisions:
        return
    ordered = st.toggle(ctx.t("review.worst_first"), value=True, key=f"{key}_worst_first")
    for decision in found.worst_first() if ordered else found.decisions:
        with st.expander(_decision_title(ctx, decision), icon=GRADE_ICONS[decision.verdict.grade]):
            st.markdown(_verdict_text(ctx, decision.verdict))
            _links(ctx, found, decision, f"{key}_list", on_replay)


def _links(
    ctx: PageContext,
    found: PostMortem,
    decision: ReviewedDecision,
    key: str,
    on_replay: Callable[[int], None] | None,
) -> None:
    """The decision's position to play on in the sandbox (`on_replay`: the page's own) or to
    open in the deal editor."""
    replay = None if on_replay is None else partial(on_replay, decision.ply)
    position = Position.of_state(found.state, decision.ply)
    position_links(ctx, position, f"{key}_{decision.ply}", on_replay=replay)


def _chance(ctx: PageContext, found: PostMortem, names: tuple[str, str, str], key: str) -> None:
    chance = found.chance
    st.markdown(f"**{ctx.t('review.could_i_win')}**")
    st.caption(ctx.t("review.hindsight"))
    if chance is None:
        st.caption(ctx.t("review.no_play"))
        return
    with st.container(key=f"{key}_chance"):
        text = render(chance.reason, ctx.lang)
        (st.success if chance.winnable == chance.won else st.warning)(text)
        lost = chance.lost_at
        if lost is not None:
            card = format_fact(lost.card, ctx.lang)
            if lost.seat == found.seat:
                st.markdown(ctx.t("review.lost_at_you", trick=lost.trick, card=card))
            else:
                who = names[lost.seat]
                st.markdown(ctx.t("review.lost_at", trick=lost.trick, name=who, card=card))
        if st.toggle(ctx.t("review.show_how"), key=f"{key}_show_how"):
            _lines(ctx, chance, names, found.seat, key)


def _lines(
    ctx: PageContext, chance: Chance, names: tuple[str, str, str], seat: Seat, key: str
) -> None:
    """The best line beside the tricks as played, trick by trick."""
    with st.container(key=f"{key}_lines"):
        head = st.columns([1, 4, 4])
        head[1].markdown(f"*{ctx.t('review.played')}*")
        head[2].markdown(f"*{ctx.t('review.best_line')}*")
        for number in range(max(len(chance.line), len(chance.played))):
            row = st.columns([1, 4, 4])
            row[0].markdown(f"**{number + 1}**")
            for column, line in zip(row[1:], (chance.played, chance.line), strict=True):
                with column:
                    if number < len(line):
                        _trick(ctx, line[number], names, seat)


def _trick(ctx: PageContext, trick: TrickLine, names: tuple[str, str, str], seat: Seat) -> None:
    """A trick's cards, who led and who took it (the reviewed seat as "you")."""
    _draw(ctx, list(trick.cards), 36)
    led = _said(ctx, "review.led", names, trick.leader, seat)
    took = (
        "" if trick.winner is None else " · " + _said(ctx, "review.took", names, trick.winner, seat)
    )
    st.caption(led + took)


def _said(ctx: PageContext, key: str, names: tuple[str, str, str], who: Seat, seat: Seat) -> str:
    return ctx.t(f"{key}_you") if who == seat else ctx.t(key, name=names[who])


def _surprises(ctx: PageContext, found: PostMortem) -> None:
    if found.surprises:
        st.markdown(f"**{ctx.t('review.surprises')}**")
        st.markdown("\n".join(f"- {render(reason, ctx.lang)}" for reason in found.surprises))


def _duplicate(ctx: PageContext, found: PostMortem) -> None:
    compared = found.duplicate
    if compared is None:
        return
    st.markdown(f"**{ctx.t('review.duplicate')}**")
    engine = compared.engine
    contract = (
        ctx.t("review.passed")
        if engine.contract is None
        else contract_name(engine.contract, ctx.lang)
    )
    strength = ctx.t(f"play.strength_{compared.strength.value}")
    text = ctx.t(
        "review.duplicate_text",
        strength=strength,
        engine=compared.engine_points,
        learner=compared.learner_points,
        game=contract,
    )
    if compared.difference > 0:
        text += " " + ctx.t("review.duplicate_better", points=compared.difference)
    elif compared.difference < 0:
        text += " " + ctx.t("review.duplicate_worse", points=-compared.difference)
    else:
        text += " " + ctx.t("review.duplicate_same")
    st.markdown(text)
