"""The table of the Spielen page: the opponents, the trick, the learner's decision and hand."""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

from coach.play import Table, Waiting
from coach.rules import (
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
    Pass,
    Phase,
    PickUp,
    Play,
    Prompt,
    can_give_up,
    card_refusals,
    declarable,
    legal_actions,
    sort_for_game,
    trumps,
)
from ui import play_keys as keys
from ui.card_buttons import card_buttons, refusal_notes
from ui.card_svg import hand_svg
from ui.club_table import push_turn
from ui.patrol_table import patrol_choice
from ui.play_actions import (
    act_on,
    choose_hand,
    play_card,
    step,
    toggle_discard,
)
from ui.play_settings import aid, pace
from ui.play_state import (
    PlayState,
    current,
    due_engine_step,
    step_engine,
)
from ui.play_words import player_name, reasons_md, seat_label
from ui.revolution_table import exchange_turn, revolution_choice
from ui.session import PageContext, context
from words import game_name, render


def hand_order(table: Table, cards: CardSet) -> list[Card]:
    contract = table.state.contract
    return sort_for_game(contract.game if contract else GameType.GRAND, cards)


def draw_cards(ctx: PageContext, cards: list[Card], width: int = 56) -> None:
    if cards:
        st.markdown(
            hand_svg(cards, ctx.deck, ctx.four_color, width, lang=ctx.lang), unsafe_allow_html=True
        )


def opponents(ctx: PageContext, table: Table) -> None:
    """The two opponents side by side (on every screen): name, seat, cards left, open cards."""
    state = table.state
    view = table.learner_view
    others = [seat for seat in range(3) if seat != table.learner_seat]
    with st.container(horizontal=True, gap="small", key=keys.OPPONENTS):
        for seat in others:
            with st.container(border=True, key=keys.seat(seat)):
                mark = " · " + ctx.t("play.declarer_mark") if state.declarer == seat else ""
                left = ctx.t("play.cards_left", count=len(state.hands[seat]))
                st.markdown(f"**{seat_label(ctx, table, seat)}**{mark}  \n:small[{left}]")
                shown = state.hands[seat] if aid("open") else view.open_hand & state.hands[seat]
                draw_cards(ctx, hand_order(table, shown), 32)


def trick(ctx: PageContext, table: Table) -> None:
    """The current trick with who played what; the last trick while the next one starts."""
    state = table.state
    if state.phase is not Phase.PLAY and not state.tricks:
        return
    if state.trick:
        leader, cards, caption = state.leader, state.trick, ctx.t("play.trick")
    elif state.tricks:
        last = state.tricks[-1]
        leader, cards = last.leader, last.cards
        caption = ctx.t("play.last_trick", name=player_name(ctx, table, last.winner))
    else:
        return
    offset = table.ply - len(cards) if state.trick else _last_trick_ply(table)
    with st.container(key=keys.TRICK, gap=None):
        st.caption(caption)
        with st.container(horizontal=True, gap="medium"):
            for index, card in enumerate(cards):
                seat = (leader + index) % 3
                with st.container(width="content", gap=None, horizontal_alignment="center"):
                    st.caption(player_name(ctx, table, seat))
                    draw_cards(ctx, [card], 60)
                    ply = offset + index
                    turn = table.turns[ply] if 0 <= ply < len(table.turns) else None
                    if turn is not None and not turn.by_learner and turn.reasons:
                        with st.popover(ctx.t("play.why"), key=keys.why(ply), type="tertiary"):
                            st.markdown(reasons_md(ctx, turn.reasons))


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
            ctx.t("play.hold"), key=keys.HOLD, type="primary", on_click=act_on, args=(Hold(),)
        )
    elif table.learner_view.prompt is Prompt.OPEN_ALONE:
        columns[0].button(
            ctx.t("play.play_alone"),
            key=keys.PLAY_ALONE,
            type="primary",
            on_click=act_on,
            args=(Bid(bids[0]),),
        )
    elif bids:
        columns[0].button(
            ctx.t("play.bid_say", value=bids[0]),
            key=keys.BID,
            type="primary",
            on_click=act_on,
            args=(Bid(bids[0]),),
        )
        with columns[2].popover(ctx.t("play.bid_higher")):
            value = st.selectbox(
                ctx.t("play.bid_value"),
                bids[1:],
                key=keys.BID_VALUE,
                placeholder=ctx.t("widget.choose"),
            )
            if value is not None:
                st.button(
                    ctx.t("play.bid_say", value=value),
                    key=keys.BID_HIGHER,
                    on_click=act_on,
                    args=(Bid(value),),
                )
    columns[1].button(ctx.t("play.pass"), key=keys.PASS, on_click=act_on, args=(Pass(),))


def _skat(ctx: PageContext, state: PlayState) -> None:
    assert state.table is not None
    revolution_choice(ctx, state.table)
    if state.hand_game:
        _declaration(ctx, state, hand=True)
        return
    left, right = st.columns(2)
    left.button(
        ctx.t("play.pick_up"), key=keys.PICK_UP, type="primary", on_click=act_on, args=(PickUp(),)
    )
    right.button(ctx.t("play.hand"), key=keys.HAND, on_click=choose_hand, args=(True,))


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
        key=keys.GAME,
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
            key=keys.ANNOUNCE,
        )
    ouvert = False
    if hand or game is GameType.NULL:
        ouvert = st.checkbox(ctx.t("play.ouvert"), key=keys.OUVERT)
    contract = _contract(game, hand, announce, ouvert)
    patrols = patrol_choice(ctx, table.rules, game)
    if patrols:
        contract = replace(contract, patrols=patrols)
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
        key=keys.DECLARE,
        type="primary",
        disabled=not ready,
        on_click=act_on,
        args=(Declare(contract, discard),),
    )


def learner_hand(ctx: PageContext, state: PlayState) -> None:
    """The learner's cards: clickable when a card is to be played or put away."""
    table = state.table
    assert table is not None
    view = table.learner_view
    cards = hand_order(table, view.hand)
    highlight = trumps(view.contract.game) if view.contract is not None else CardSet()
    if table.waiting is Waiting.LEARNER and view.phase is Phase.PLAY and not view.exchange:
        refused = {card: render(reason, ctx.lang) for card, reason in card_refusals(view).items()}
        card_buttons(
            ctx,
            cards,
            key=keys.CARD_ROW,
            on_click=play_card,
            refused=refused,
            highlight=highlight,
            notes=False,
        )
    elif table.waiting is Waiting.LEARNER and view.prompt in (Prompt.DISCARD, Prompt.PASS_TWO_ON):
        words = "play.discard_prompt" if view.prompt is Prompt.DISCARD else "play.pass_on_prompt"
        st.caption(ctx.t(words, count=len(state.discard)))
        card_buttons(
            ctx, cards, key=keys.DISCARD_ROW, on_click=toggle_discard, selected=state.discard
        )
    else:
        draw_cards(ctx, cards, 64)


def hand_notes(ctx: PageContext, state: PlayState) -> None:
    """Below the hand and the coach's line: why cards may not be played, giving up, conceding."""
    table = state.table
    assert table is not None
    view = table.learner_view
    if table.waiting is Waiting.LEARNER and view.phase is Phase.PLAY and not view.exchange:
        refused = {card: render(reason, ctx.lang) for card, reason in card_refusals(view).items()}
        refusal_notes(hand_order(table, view.hand), refused)
    _end_early(ctx, table)


def _end_early(ctx: PageContext, table: Table) -> None:
    """Give up (the learner declares) or concede (the learner defends) while cards are played."""
    state = table.state
    if state.phase is not Phase.PLAY or state.declarer is None:
        return
    if state.declarer == table.learner_seat:
        if can_give_up(state):
            st.button(ctx.t("play.give_up"), key=keys.GIVE_UP, on_click=act_on, args=(GiveUp(),))
    else:
        st.button(ctx.t("play.concede"), key=keys.CONCEDE, on_click=act_on, args=(Concede(),))


def decision(ctx: PageContext, state: PlayState) -> None:
    table = state.table
    assert table is not None
    phase = table.state.phase
    if table.waiting is Waiting.ENGINE:
        seat = table.state.to_move
        assert seat is not None
        st.caption(ctx.t("play.thinking", name=player_name(ctx, table, seat)))
        if pace() is None:
            st.button(ctx.t("play.next"), key=keys.NEXT, type="primary", on_click=step)
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
    elif phase is Phase.PUSH:
        push_turn(ctx, state)
    elif table.learner_view.prompt is Prompt.EXCHANGE:
        exchange_turn(ctx, state)
    refused = st.session_state.get(keys.REFUSED)
    if refused:
        st.warning(refused)


def ticker(table: Table) -> None:
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
