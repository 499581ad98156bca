"""A position shown to the seat to move, and that seat's answer: the parts the Aufgaben page
shares between a puzzle of one's own, a problem of a set and a deal from the editor.

`position_view` draws what the seat knows (the contract and who declares, the trick on the
table, the hand); `answer_input` asks for the decision the question wants and returns the action
once the learner has chosen it (None before).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

import streamlit as st

from coach.advice import SEAT_NAMES
from coach.records import Position, Question
from coach.rules import (
    Action,
    Card,
    Concede,
    Declare,
    GameType,
    GiveUp,
    Phase,
    Play,
    legal_actions,
    sort_for_game,
)
from ui.action_words import action_text
from ui.card_buttons import card_buttons
from ui.card_svg import as_image, card_label, hand_svg
from ui.quiz_view import auction_text
from ui.session import PageContext
from words import contract_name


def question_of(position: Position) -> Question:
    """The question a position asks by its phase (a puzzle asks for the decision due)."""
    phase = position.state.phase
    if phase is Phase.PLAY:
        return Question.CARD
    if phase is Phase.BIDDING:
        return Question.BID
    return Question.GAME if phase is Phase.SKAT else Question.DISCARD


def _order(position: Position, cards: Sequence[Card]) -> list[Card]:
    contract = position.state.contract
    return sort_for_game(contract.game if contract is not None else GameType.GRAND, cards)


def position_view(ctx: PageContext, position: Position) -> None:
    """What the seat to move sees: the contract, the trick so far and its hand."""
    state = position.state
    seat = position.to_move
    facts = [ctx.t("problems.you_sit", seat=SEAT_NAMES[seat])]
    if state.contract is not None and state.declarer is not None:
        facts.append(
            ctx.t(
                "problems.contract",
                contract=contract_name(state.contract, ctx.lang),
                declarer=SEAT_NAMES[state.declarer],
            )
        )
        facts.append(ctx.t("problems.tricks_done", tricks=len(state.tricks)))
    st.markdown("  \n".join(facts))
    if state.phase is Phase.BIDDING and state.history:
        st.caption(auction_text(state, ctx.lang))
    if state.trick:
        st.caption(ctx.t("problems.on_table"))
        st.markdown(
            as_image(
                hand_svg(list(state.trick), ctx.deck, ctx.four_color, width=56, lang=ctx.lang)
            ),
            unsafe_allow_html=True,  # our own drawing
        )
    st.caption(ctx.t("problems.your_hand"))
    cards = _order(position, list(state.hands[seat]))
    st.markdown(
        as_image(hand_svg(cards, ctx.deck, ctx.four_color, width=64, lang=ctx.lang, overlap=0.2)),
        unsafe_allow_html=True,  # our own drawing
    )


def answer_input(
    ctx: PageContext, position: Position, question: Question, given: Action | None, key: str
) -> Action | None:
    """The learner's answer, once chosen. `given` carries what the question does not ask: the
    game of a discard question, the discard of a game question after the pick-up."""
    state = position.state
    chosen_key = f"{key}_chosen"
    if question is Question.CARD:
        legal = state.legal_cards()
        hand = _order(position, list(state.hands[position.to_move]))
        refused = {card: ctx.t("problems.not_legal") for card in hand if card not in legal}

        pick = partial(_choose, chosen_key)
        card_buttons(ctx, hand, key=f"{key}_card", on_click=pick, refused=refused)
        name = st.session_state.pop(chosen_key, None)
        return None if name is None else Play(Card[name])
    if question is Question.DISCARD and isinstance(given, Declare):
        hand = _order(position, list(state.hands[position.to_move]))
        two = st.pills(
            ctx.t("problems.pick_two"),
            hand,
            selection_mode="multi",
            format_func={card: card_label(card, ctx.lang) for card in hand}.__getitem__,
            key=f"{key}_two",
        )
        if len(two) == 2 and st.button(ctx.t("problems.answer"), key=f"{key}_go"):
            return Declare(given.contract, (two[0], two[1]))
        return None
    options = _options(position, question, given)
    picked = st.selectbox(
        ctx.t("problems.your_choice"),
        range(len(options)),
        format_func=[action_text(ctx, option) for option in options].__getitem__,
        key=f"{key}_option",
        placeholder=ctx.t("widget.choose"),
    )
    if st.button(ctx.t("problems.answer"), key=f"{key}_go"):
        return options[picked]
    return None


def _choose(chosen_key: str, card: Card) -> None:
    st.session_state[chosen_key] = card.name


def _options(position: Position, question: Question, given: Action | None) -> list[Action]:
    actions: list[Action] = [
        a for a in legal_actions(position.state) if not isinstance(a, GiveUp | Concede)
    ]
    if question is Question.GAME and position.state.phase is Phase.DECLARE:
        discard = given.discard if isinstance(given, Declare) else None
        return [a for a in actions if isinstance(a, Declare) and a.discard == discard]
    return actions
