"""Spielen: whole games against two engine opponents, with the coach at the learner's shoulder.

The page draws the `ui.play_state.PlayState` (one session key, saved with every move) and wires
clicks to `coach.play.table`. Engine moves appear one at a time at the learner's pace (a small
fragment ticks them) or on "Weiter"; verdicts and search-checked hints are background jobs.
Widget keys start with ``play_``; the learner's table settings live in their settings.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import partial

import streamlit as st

from coach.advice import SEAT_NAMES, insight, result_words, spoken_auction
from coach.heuristic import Grade
from coach.play import (
    DEAL_NUMBERS,
    SERIES_GAMES,
    MoveVerdict,
    ShownHint,
    Strength,
    Table,
    Waiting,
    act,
    learner_turns,
    next_game,
    run_engines,
    show_hint,
    start,
    with_verdict,
)
from coach.rules import (
    Action,
    Announcement,
    Bid,
    Card,
    CardSet,
    Concede,
    Contract,
    Declare,
    GameType,
    GiveUp,
    Hold,
    IllegalActionError,
    Pass,
    Phase,
    PickUp,
    Play,
    Prompt,
    Reason,
    ScoringList,
    can_give_up,
    card_refusals,
    declarable,
    legal_actions,
    sort_for_game,
    trumps,
)
from ui.action_words import action_text, cards_text, grade_text
from ui.card_buttons import card_buttons
from ui.card_evaluation import card_evaluation
from ui.card_svg import hand_svg
from ui.jobs import JobLost, Progress, jobs, settle
from ui.notebook_save import save_to_notebook
from ui.play_state import (
    PlayState,
    cancel_jobs,
    current,
    due_engine_step,
    enter_sandbox,
    leave_sandbox,
    players,
    put,
    rules_of,
    step_engine,
)
from ui.played_games import keep_verdicts
from ui.review_view import review_section
from ui.session import PageContext, context, save_setting
from ui.sheet_view import score_sheet
from words import contract_name, game_name, render, render_all

PACES = {"0": 0.0, "fast": 0.6, "normal": 1.2, "slow": 2.5, "step": None}
HINT_MODES = ("demand", "always")
AIDS = ("last_trick", "points", "trumps", "open", "kiebitz")
GRADE_ICONS = {
    Grade.GOOD: ":material/check_circle:",
    Grade.QUESTIONABLE: ":material/help:",
    Grade.MISTAKE: ":material/error:",
}


# --- the learner's table settings ---------------------------------------------------------


def _setting(name: str, default: str) -> str:
    return str(st.session_state["settings"].get(name, default))


def pace() -> float | None:
    """Seconds between engine moves (0: all at once; None: step by step)."""
    return PACES.get(_setting("play_pace", "normal"), 1.2)


def _aid(name: str) -> bool:
    return _setting(f"play_aid_{name}", "0") == "1"


def _save_choice(key: str) -> None:
    save_setting(key, str(st.session_state[key]))


def _save_switch(key: str) -> None:
    save_setting(key, "1" if st.session_state[key] else "0")


def _settings_panel(ctx: PageContext) -> None:
    with st.popover(ctx.t("play.table"), icon=":material/tune:"):
        st.session_state["play_pace"] = _setting("play_pace", "normal")
        st.radio(
            ctx.t("play.pace"),
            list(PACES),
            format_func={
                key: ctx.t(f"play.pace_{'now' if key == '0' else key}") for key in PACES
            }.get,
            key="play_pace",
            on_change=_save_choice,
            args=("play_pace",),
        )
        st.session_state["play_hints"] = _setting("play_hints", "demand")
        st.radio(
            ctx.t("play.hints"),
            list(HINT_MODES),
            format_func={key: ctx.t(f"play.hints_{key}") for key in HINT_MODES}.get,
            key="play_hints",
            horizontal=True,
            on_change=_save_choice,
            args=("play_hints",),
        )
        for aid in AIDS:
            key = f"play_aid_{aid}"
            st.session_state[key] = _aid(aid)
            st.toggle(ctx.t(f"play.aid_{aid}"), key=key, on_change=_save_switch, args=(key,))


# --- words --------------------------------------------------------------------------------


def _name(ctx: PageContext, table: Table, seat: int) -> str:
    player = table.player_at(seat)
    return ctx.t("play.you") if player.is_learner else player.name


def _seat_label(ctx: PageContext, table: Table, seat: int) -> str:
    return ctx.t("play.seat", name=_name(ctx, table, seat), seat=SEAT_NAMES[seat])


def _reasons_md(ctx: PageContext, reasons: tuple[Reason, ...]) -> str:
    return "\n".join(f"- {render(reason, ctx.lang)}" for reason in reasons)


# --- actions (widget callbacks) -----------------------------------------------------------


def _verdict_work(table: Table, ply: int, progress: Progress) -> MoveVerdict:
    from coach.advice import verdict

    return verdict(table, ply, progress=progress.report)


def _checked_hint_work(table: Table, progress: Progress) -> ShownHint:
    from coach.advice import checked_hint

    return checked_hint(table, progress=progress.report, seconds=None)  # asked for: no budget


def _with_engines(table: Table) -> Table:
    return run_engines(table) if pace() == 0 else table


def _act(action: Action) -> None:
    """The learner's action; the verdict on it starts in the background."""
    ctx = context()
    state = current(ctx)
    assert state.table is not None
    try:
        table = act(state.table, action)
    except IllegalActionError as error:
        st.session_state["play_refused"] = ctx.t(
            "play.refused", reason=render(error.reason, ctx.lang)
        )
        return
    st.session_state.pop("play_refused", None)
    ply = table.ply - 1
    job = jobs().submit(partial(_verdict_work, table, ply))
    pending = (*state.verdict_jobs, (table.game_index, ply, job))
    state = replace(state, table=_with_engines(table), discard=(), hand_game=False)
    put(ctx, replace(state, verdict_jobs=pending), table_changed=True)


def _play_card(card: Card) -> None:
    _act(Play(card))


def _start() -> None:
    ctx = context()
    state = cancel_jobs(current(ctx))
    number = int(st.session_state.get("play_deal") or 0)
    if not 0 < number < DEAL_NUMBERS:
        number = random.SystemRandom().randrange(1, DEAL_NUMBERS)
    strength = Strength(_setting("play_strength", Strength.CLUB.value))
    kind = ScoringList(st.session_state.get("play_list", ScoringList.TOURNAMENT.value))
    games = SERIES_GAMES if st.session_state.get("play_series") == "series" else None
    table = _with_engines(start(rules_of(ctx), players(ctx, strength), number, kind, games))
    put(ctx, PlayState(ctx.learner.id, table), table_changed=True)
    del state


def _abandon() -> None:
    ctx = context()
    cancel_jobs(current(ctx))
    ctx.store.close_table(ctx.learner.id)
    put(ctx, PlayState(ctx.learner.id))


def _next_game() -> None:
    ctx = context()
    state = cancel_jobs(current(ctx))
    assert state.table is not None
    keep_verdicts(ctx, state.table)
    table = _with_engines(next_game(state.table))
    put(ctx, replace(state, table=table, discard=(), hand_game=False), table_changed=True)


def _step() -> None:
    ctx = context()
    state = current(ctx)
    if state.table is not None and state.table.waiting is Waiting.ENGINE:
        step_engine(ctx, state)


def _toggle_discard(card: Card) -> None:
    ctx = context()
    state = current(ctx)
    chosen = list(state.discard)
    if card in chosen:
        chosen.remove(card)
    elif len(chosen) < 2:
        chosen.append(card)
    put(ctx, replace(state, discard=tuple(chosen)))


def _choose_hand(hand: bool) -> None:
    ctx = context()
    put(ctx, replace(current(ctx), hand_game=hand))


def _hint() -> None:
    from coach.advice import hint

    ctx = context()
    state = current(ctx)
    if state.table is not None and state.table.waiting is Waiting.LEARNER:
        table = show_hint(state.table, hint(state.table))
        put(ctx, replace(state, table=table), table_changed=True)


def _checked_hint() -> None:
    ctx = context()
    state = current(ctx)
    table = state.table
    if table is None or table.waiting is not Waiting.LEARNER:
        return
    job = jobs().submit(partial(_checked_hint_work, table))
    put(ctx, replace(state, hint_job=(table.game_index, table.ply, job)))


# --- background results -------------------------------------------------------------------


def _collect(ctx: PageContext, state: PlayState) -> PlayState:
    """Take in finished verdicts and checked hints; start verdicts a restart lost."""
    table = state.table
    assert table is not None
    pool = jobs()
    changed = False
    waiting = []
    for game, ply, job in state.verdict_jobs:
        outcome = pool.outcome(job)
        if outcome is None:
            waiting.append((game, ply, job))
            continue
        pool.forget(job)
        if outcome.error is None and outcome.value is not None and game == table.game_index:
            if ply < table.ply and table.turns[ply].by_learner:
                table = with_verdict(table, ply, outcome.value)
                changed = True
        elif isinstance(outcome.error, JobLost) and game == table.game_index:
            waiting.append((game, ply, pool.submit(partial(_verdict_work, table, ply))))
    hint_job = state.hint_job
    if hint_job is not None:
        checked = pool.outcome(hint_job[2])
        if checked is not None:
            pool.forget(hint_job[2])
            fresh = (hint_job[0], hint_job[1]) == (table.game_index, table.ply)
            if checked.error is None and checked.value is not None and fresh:
                table = show_hint(table, checked.value)
                changed = True
            hint_job = None
    state = replace(state, table=table, verdict_jobs=tuple(waiting), hint_job=hint_job)
    return put(ctx, state, table_changed=changed)


def _missing_verdicts(state: PlayState) -> PlayState:
    """Verdicts a server restart lost: started again."""
    table = state.table
    assert table is not None
    pending = {(game, ply) for game, ply, _job in state.verdict_jobs}
    started = [
        (table.game_index, ply, jobs().submit(partial(_verdict_work, table, ply)))
        for ply in learner_turns(table)
        if table.turns[ply].verdict is None and (table.game_index, ply) not in pending
    ]
    return replace(state, verdict_jobs=(*state.verdict_jobs, *started)) if started else state


# --- drawing ------------------------------------------------------------------------------


def _hand_order(table: Table, cards: CardSet) -> list[Card]:
    contract = table.state.contract
    return sort_for_game(contract.game if contract else GameType.GRAND, cards)


def _draw_cards(ctx: PageContext, cards: list[Card], width: int = 56) -> None:
    if cards:
        st.markdown(
            hand_svg(cards, ctx.deck, ctx.four_color, width, lang=ctx.lang), unsafe_allow_html=True
        )


def _opponents(ctx: PageContext, table: Table) -> None:
    state = table.state
    view = table.learner_view
    others = [seat for seat in range(3) if seat != table.learner_seat]
    for column, seat in zip(st.columns(2), others, strict=True):
        with column.container(border=True, key=f"play_seat_{seat}"):
            mark = " · " + ctx.t("play.declarer_mark") if state.declarer == seat else ""
            st.markdown(f"**{_seat_label(ctx, table, seat)}**{mark}")
            st.caption(ctx.t("play.cards_left", count=len(state.hands[seat])))
            shown = state.hands[seat] if _aid("open") else view.open_hand & state.hands[seat]
            _draw_cards(ctx, _hand_order(table, shown), 40)


def _trick(ctx: PageContext, table: Table) -> None:
    """The current trick with who played what; the last trick while the next one starts."""
    state = table.state
    if state.phase is not Phase.PLAY and not state.tricks:
        return
    if state.trick:
        leader, cards, caption = state.leader, state.trick, ctx.t("play.trick")
    elif state.tricks:
        last = state.tricks[-1]
        leader, cards = last.leader, last.cards
        caption = ctx.t("play.last_trick", name=_name(ctx, table, last.winner))
    else:
        return
    st.caption(caption)
    offset = table.ply - len(cards) if state.trick else _last_trick_ply(table)
    for column, (index, card) in zip(st.columns(3), enumerate(cards), strict=False):
        seat = (leader + index) % 3
        with column:
            st.caption(_name(ctx, table, seat))
            _draw_cards(ctx, [card], 64)
            turn = table.turns[offset + index] if 0 <= offset + index < len(table.turns) else None
            if turn is not None and not turn.by_learner and turn.reasons:
                with st.popover(ctx.t("play.why"), key=f"play_why_{offset + index}"):
                    st.markdown(_reasons_md(ctx, turn.reasons))


def _last_trick_ply(table: Table) -> int:
    """The index of the first action of the last complete trick."""
    plays = [i for i, action in enumerate(table.state.history) if isinstance(action, Play)]
    complete = len(table.state.tricks) * 3
    return plays[complete - 3] if complete else 0


def _bidding(ctx: PageContext, table: Table) -> None:
    options = legal_actions(table.state)
    bids = [action.value for action in options if isinstance(action, Bid)]
    columns = st.columns(3)
    if Hold() in options:
        columns[0].button(
            ctx.t("play.hold"), key="play_hold", type="primary", on_click=_act, args=(Hold(),)
        )
    elif table.learner_view.prompt is Prompt.OPEN_ALONE:
        columns[0].button(
            ctx.t("play.play_alone"),
            key="play_play",
            type="primary",
            on_click=_act,
            args=(Bid(bids[0]),),
        )
    elif bids:
        columns[0].button(
            ctx.t("play.bid_say", value=bids[0]),
            key="play_bid",
            type="primary",
            on_click=_act,
            args=(Bid(bids[0]),),
        )
        with columns[2].popover(ctx.t("play.bid_higher")):
            value = st.selectbox(ctx.t("play.bid_value"), bids[1:], key="play_bid_value")
            if value is not None:
                st.button(
                    ctx.t("play.bid_say", value=value),
                    key="play_bid_higher",
                    on_click=_act,
                    args=(Bid(value),),
                )
    columns[1].button(ctx.t("play.pass"), key="play_pass", on_click=_act, args=(Pass(),))


def _skat(ctx: PageContext, state: PlayState) -> None:
    if state.hand_game:
        _declaration(ctx, state, hand=True)
        return
    left, right = st.columns(2)
    left.button(
        ctx.t("play.pick_up"), key="play_pick_up", type="primary", on_click=_act, args=(PickUp(),)
    )
    right.button(ctx.t("play.hand"), key="play_hand", on_click=_choose_hand, args=(True,))


def _contract(game: GameType, hand: bool, announce: str, ouvert: bool) -> Contract:
    if ouvert:
        return Contract.ouvert_of(game, hand)
    level = Announcement.NONE if game is GameType.NULL or not hand else Announcement[announce]
    return Contract(game, hand, level)


def _declaration(ctx: PageContext, state: PlayState, *, hand: bool) -> None:
    table = state.table
    assert table is not None
    games = list(GameType)
    game = st.radio(
        ctx.t("play.game"),
        games,
        format_func={game: game_name(game, ctx.lang) for game in games}.get,
        horizontal=True,
        key="play_game",
    )
    announce = "NONE"
    if hand and game is not GameType.NULL:
        names = {
            "NONE": ctx.t("play.announce_none"),
            "SCHNEIDER": "Schneider",
            "SCHWARZ": "Schwarz",
        }
        announce = st.radio(
            ctx.t("play.announce"),
            list(names),
            format_func=names.__getitem__,
            horizontal=True,
            key="play_announce",
        )
    ouvert = False
    if hand or game is GameType.NULL:
        ouvert = st.checkbox(ctx.t("play.ouvert"), key="play_ouvert")
    contract = _contract(game, hand, announce, ouvert)
    problem = declarable(table.state, contract)
    if problem is not None and game is GameType.NULL:
        st.warning(
            ctx.t("play.null_too_low", worth=table.rules.null_value(contract), bid=table.state.bid)
        )
    ready = problem is None and (hand or len(state.discard) == 2)
    discard = (
        None if hand else (state.discard[0], state.discard[1]) if len(state.discard) == 2 else None
    )
    st.button(
        ctx.t("play.declare"),
        key="play_declare",
        type="primary",
        disabled=not ready,
        on_click=_act,
        args=(Declare(contract, discard),),
    )


def _learner_hand(ctx: PageContext, state: PlayState) -> None:
    """The learner's cards: clickable when a card is to be played or put away."""
    table = state.table
    assert table is not None
    view = table.learner_view
    cards = _hand_order(table, view.hand)
    highlight = trumps(view.contract.game) if view.contract is not None else CardSet()
    if table.waiting is Waiting.LEARNER and view.phase is Phase.PLAY:
        refused = {card: render(reason, ctx.lang) for card, reason in card_refusals(view).items()}
        card_buttons(
            ctx,
            cards,
            key="play_card",
            on_click=_play_card,
            refused=refused,
            highlight=highlight,
        )
    elif table.waiting is Waiting.LEARNER and view.phase is Phase.DECLARE:
        st.caption(ctx.t("play.discard_prompt", count=len(state.discard)))
        card_buttons(
            ctx, cards, key="play_discard", on_click=_toggle_discard, selected=state.discard
        )
    else:
        _draw_cards(ctx, cards, 64)
    _end_early(ctx, table)


def _end_early(ctx: PageContext, table: Table) -> None:
    """Give up (the learner declares) or concede (the learner defends) while cards are played."""
    state = table.state
    if state.phase is not Phase.PLAY or state.declarer is None:
        return
    if state.declarer == table.learner_seat:
        if can_give_up(state):
            st.button(ctx.t("play.give_up"), key="play_give_up", on_click=_act, args=(GiveUp(),))
    else:
        st.button(ctx.t("play.concede"), key="play_concede", on_click=_act, args=(Concede(),))


def _decision(ctx: PageContext, state: PlayState) -> None:
    table = state.table
    assert table is not None
    phase = table.state.phase
    if table.waiting is Waiting.ENGINE:
        seat = table.state.to_move
        assert seat is not None
        st.caption(ctx.t("play.thinking", name=_name(ctx, table, seat)))
        if pace() is None:
            st.button(ctx.t("play.next"), key="play_next", type="primary", on_click=_step)
        return
    if table.waiting is Waiting.OVER:
        return
    st.markdown(f"**{ctx.t('play.your_turn')}**")
    if phase is Phase.BIDDING:
        _bidding(ctx, table)
    elif phase is Phase.SKAT:
        _skat(ctx, state)
    elif phase is Phase.DECLARE:
        _declaration(ctx, state, hand=False)
    refused = st.session_state.get("play_refused")
    if refused:
        st.warning(refused)


def _coach(ctx: PageContext, state: PlayState) -> None:
    """Hint, checked hint and the verdicts on the learner's decisions."""
    table = state.table
    assert table is not None
    if table.waiting is Waiting.LEARNER:
        left, right = st.columns(2)
        left.button(
            ctx.t("play.hint"), key="play_hint", icon=":material/lightbulb:", on_click=_hint
        )
        right.button(
            ctx.t("play.hint_checked"),
            key="play_hint_checked",
            icon=":material/manage_search:",
            on_click=_checked_hint,
            disabled=state.hint_job is not None,
        )
        checking = state.hint_job
        if checking is not None and settle(checking[2], label=ctx.t("play.hint_checking")):
            st.rerun()  # it finished since `_collect` looked: take it in
        hint = table.pending_hint
        if hint is not None:
            note = f" {ctx.t('play.hint_searched')}" if hint.checked else ""
            head = ctx.t("play.hint_says", action=action_text(ctx, hint.action))
            st.info(
                f"**{head}**{note}\n\n{_reasons_md(ctx, hint.reasons)}", icon=":material/lightbulb:"
            )
            if hint.quick:
                with st.expander(ctx.t("play.hint_quick"), icon=":material/rule:"):
                    st.markdown(_reasons_md(ctx, hint.quick))
        card_evaluation(ctx, table)
    _verdicts(ctx, state)


def _verdicts(ctx: PageContext, state: PlayState) -> None:
    table = state.table
    assert table is not None
    for ply in reversed(learner_turns(table)[-3:]):
        turn = table.turns[ply]
        verdict = turn.verdict
        action = action_text(ctx, turn.action)
        if verdict is None:
            st.caption(f":material/hourglass_top: {ctx.t('play.verdict_pending')} ({action})")
            continue
        grade = grade_text(ctx, verdict)
        with st.expander(
            ctx.t("play.verdict", action=action, grade=grade), icon=GRADE_ICONS[verdict.grade]
        ):
            text = _reasons_md(ctx, verdict.reasons)
            if verdict.cost is not None and verdict.grade is not Grade.GOOD:
                text += "\n\n" + ctx.t(
                    "play.verdict_cost", cost=verdict.cost, best=action_text(ctx, verdict.best)
                )
            st.markdown(text)
    pending = [job for game, _ply, job in state.verdict_jobs if game == table.game_index]
    if pending and settle(pending[0]) is not None:
        st.rerun()  # it finished since `_collect` looked: take it in


def _aids(ctx: PageContext, table: Table) -> None:
    view = table.learner_view
    wanted = [_aid(name) for name in ("points", "trumps", "kiebitz")]
    if _aid("last_trick") and table.state.trick and table.state.tricks:
        last = table.state.tricks[-1]
        st.caption(ctx.t("play.last_trick", name=_name(ctx, table, last.winner)))
        _draw_cards(ctx, list(last.cards), 40)
    if not any(wanted):
        return
    seen = insight(view)
    if _aid("points") and seen.points is not None:
        st.caption(ctx.t("play.points", declarer=seen.points[0], defenders=seen.points[1]))
    if _aid("trumps") and view.contract is not None:
        cards = cards_text(ctx, seen.trumps_out)
        st.caption(ctx.t("play.trumps_out", count=len(seen.trumps_out), cards=cards))
    if _aid("kiebitz"):
        with st.container(border=True, key="play_kiebitz"):
            st.markdown(f"**{ctx.t('play.aid_kiebitz')}** – {ctx.t('play.kiebitz_intro')}")
            st.markdown(_reasons_md(ctx, seen.reasons()))


def _auction(ctx: PageContext, table: Table) -> None:
    lines = []
    for said in spoken_auction(table.state):
        words = " ".join(render(word, ctx.lang) for word in said.words)
        who = _seat_label(ctx, table, said.seat) if said.seat is not None else ""
        lines.append(f"- **{who}**: {words}" if who else f"- {words}")
    if lines:
        st.markdown(f"**{ctx.t('play.auction')}**\n" + "\n".join(lines))


def _log(ctx: PageContext, table: Table) -> None:
    """Every action of the game; an engine's with its reasons (its answer to "why?")."""
    lines = []
    for index, turn in enumerate(table.turns):
        line = f"{index + 1}. **{_name(ctx, table, turn.seat)}**: {action_text(ctx, turn.action)}"
        if turn.reasons and not turn.by_learner:
            why = " ".join(render(reason, ctx.lang) for reason in turn.reasons)
            line += f" — *{ctx.t('play.why')}* {why}"
        lines.append(line)
    with st.expander(ctx.t("play.log")):
        st.markdown("\n".join(lines))


def _result(ctx: PageContext, table: Table) -> None:
    state = table.state
    text = " ".join(render_all(result_words(state), ctx.lang))
    st.subheader(ctx.t("play.result"))
    outcome = table.result
    if outcome is not None and outcome.passed:
        st.info(text)
    elif outcome is not None and (outcome.declarer == table.learner_seat) == outcome.won:
        st.success(text, icon=":material/celebration:")
    else:
        st.error(text)
    if table.is_sandbox:
        left, right = st.columns(2)
        left.button(
            ctx.t("play.sandbox_again"),
            key="play_sandbox_again",
            icon=":material/replay:",
            on_click=_replay_from,
            args=(table.sandbox_from,),
        )
        right.button(
            ctx.t("play.sandbox_leave"), key="play_sandbox_done", type="primary", on_click=_leave
        )
    elif table.series_over:
        st.success(ctx.t("sheet.series_over", games=table.games), icon=":material/flag:")
    else:
        st.button(
            ctx.t("play.next_game"), key="play_next_game", type="primary", on_click=_next_game
        )
    if st.toggle(ctx.t("play.review"), value=True, key="play_review"):
        _review(ctx, table)


def _review(ctx: PageContext, table: Table) -> None:
    """The review of the finished game from the learner's seat (`ui.review_view`)."""
    turns = table.turns
    strengths = [table.player_at(seat).strength or Strength.CLUB for seat in range(3)]
    review_section(
        ctx,
        table.state,
        table.learner_seat,
        (_name(ctx, table, 0), _name(ctx, table, 1), _name(ctx, table, 2)),
        key="play_post",
        deal_number=table.deal_number,
        kind=table.kind,
        known={
            ply: turn.verdict
            for ply, turn in enumerate(turns)
            if turn.by_learner and turn.verdict is not None
        },
        actors=tuple(turn.seat for turn in turns),
        players=(strengths[0], strengths[1], strengths[2]),
        on_replay=_replay_from,
    )


def _replay_from(ply: int | None) -> None:
    """Open a sandbox at the learner's decision `ply` of the game just played."""
    ctx = context()
    state = current(ctx)
    if ply is not None and state.table is not None:
        enter_sandbox(ctx, state, ply)


def _leave() -> None:
    ctx = context()
    leave_sandbox(ctx, current(ctx))


def _sandbox_banner(ctx: PageContext, table: Table) -> None:
    """The sandbox says so on every run: it never counts, and leaving returns to the table."""
    if not table.is_sandbox:
        return
    with st.container(border=True, key="play_sandbox"):
        st.markdown(
            f":material/science: **{ctx.t('play.sandbox')}** – {ctx.t('play.sandbox_note')}"
        )
        st.button(ctx.t("play.sandbox_leave"), key="play_sandbox_leave", on_click=_leave)


def _setup(ctx: PageContext) -> None:
    st.markdown(ctx.t("play.intro"))
    strengths = [strength.value for strength in Strength]
    st.session_state["play_strength"] = _setting("play_strength", Strength.CLUB.value)
    st.radio(
        ctx.t("play.strength"),
        strengths,
        format_func={value: ctx.t(f"play.strength_{value}") for value in strengths}.get,
        captions=[render(strength.reason, ctx.lang) for strength in Strength],
        key="play_strength",
        on_change=_save_choice,
        args=("play_strength",),
    )
    series = {"single": ctx.t("sheet.mode_single"), "series": ctx.t("sheet.mode_series")}
    st.radio(
        ctx.t("sheet.mode"),
        list(series),
        format_func=series.__getitem__,
        horizontal=True,
        key="play_series",
        help=ctx.t("sheet.mode_help", games=SERIES_GAMES),
    )
    lists = [kind.value for kind in (ScoringList.TOURNAMENT, ScoringList.SIMPLE)]
    st.radio(
        ctx.t("sheet.list"),
        lists,
        format_func={value: ctx.t(f"sheet.list_{value}") for value in lists}.get,
        horizontal=True,
        key="play_list",
    )
    st.number_input(
        ctx.t("play.deal_number"),
        0,
        DEAL_NUMBERS - 1,
        0,
        key="play_deal",
        help=ctx.t("play.deal_number_help"),
    )
    st.button(ctx.t("play.start"), key="play_start", type="primary", on_click=_start)


def _ticker(table: Table) -> None:
    """Engine moves one at a time at the learner's pace (a fragment that reruns the page)."""
    seconds = pace()
    if table.waiting is not Waiting.ENGINE or not seconds:
        return

    def tick() -> None:
        ctx = context()
        state = current(ctx)
        if due_engine_step(state, seconds):
            step_engine(ctx, state)
            st.rerun()

    st.fragment(tick, run_every=seconds)()


def _table(ctx: PageContext, state: PlayState) -> None:
    state = _collect(ctx, _missing_verdicts(state))
    table = state.table
    assert table is not None
    if table.waiting is Waiting.ENGINE and pace() == 0:
        state = put(ctx, replace(state, table=run_engines(table)), table_changed=True)
        table = state.table
        assert table is not None
    if (
        table.waiting is Waiting.LEARNER
        and _setting("play_hints", "demand") == "always"
        and table.pending_hint is None
    ):
        from coach.advice import hint

        state = put(ctx, replace(state, table=show_hint(table, hint(table))), table_changed=True)
        table = state.table
        assert table is not None
    _sandbox_banner(ctx, table)
    strength = table.players[1].strength
    st.caption(
        ctx.t(
            "play.game_info",
            game=table.game_index + 1,
            deal=table.deal_number,
            strength=ctx.t(f"play.strength_{strength.value if strength else 'club'}"),
        )
    )
    if table.past:
        totals = table.sheet.totals()
        names = [ctx.t("play.you") if p.is_learner else p.name for p in table.players]
        scores = " · ".join(f"{name} {total}" for name, total in zip(names, totals, strict=True))
        st.caption(f"{ctx.t('play.sheet')}: {scores}")
    if table.waiting is Waiting.OVER and not table.is_sandbox:
        keep_verdicts(ctx, table)
    if table.past or table.waiting is Waiting.OVER:
        score_sheet(ctx, table)
    main, side = st.columns([5, 3], gap="large")
    with main:
        _opponents(ctx, table)
        if table.state.contract is not None and table.state.declarer is not None:
            game = contract_name(table.state.contract, ctx.lang)
            st.markdown(
                ctx.t("play.declarer", name=_name(ctx, table, table.state.declarer), game=game)
            )
        _trick(ctx, table)
        if table.waiting is Waiting.OVER:
            _result(ctx, table)
        _decision(ctx, state)
        st.markdown(f"**{_seat_label(ctx, table, table.learner_seat)}**")
        _learner_hand(ctx, state)
    with side:
        save_to_notebook(ctx, table)
        _coach(ctx, state)
        _aids(ctx, table)
        _auction(ctx, table)
        _log(ctx, table)
    _ticker(table)


ctx = context()
state = current(ctx)
head, tools = st.columns([4, 1], vertical_alignment="bottom")
head.title(ctx.t("play.title"))
with tools:
    _settings_panel(ctx)
if state.problem:
    st.error(ctx.t("play.problem", problem=state.problem))
if state.table is None:
    _setup(ctx)
else:
    if not state.table.is_sandbox:  # in a sandbox, the banner leads back to the table
        st.button(
            ctx.t("play.abandon"),
            key="play_abandon",
            icon=":material/restart_alt:",
            on_click=_abandon,
        )
    _table(ctx, state)
