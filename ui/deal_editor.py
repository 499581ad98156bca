"""The deal editor: click cards into the three hands and the skat, set the contract, the declarer
and the cards played so far; an impossible deal is refused with the reason. A possible one shows
the double-dummy value of every legal card of the seat to move, whether the declarer can win
against best defence, and a code to share it as a problem (the best card is its answer); the
problems shared make a set to download as a file; "Von hier neu spielen" plays it on in the
Spielen sandbox. A deal can start from the game at the Spielen table, from a problem's code, from
a position another page sends (`ui.position_links`) or, a place at a time, from a photo of the
cards (`ui.editor_photo`).
"""

from __future__ import annotations

import random

import streamlit as st

from coach.advice import SEAT_NAMES
from coach.play import TableFormatError, loads_with_sandbox
from coach.records import Position, PositionError, Problem, Question, problems_text
from coach.rules import (
    Card,
    CardNotationError,
    Contract,
    Deal,
    GameType,
    Phase,
    Play,
    Reason,
    RuleSet,
    Suit,
    parse_cards,
)
from coach.sampled import best_line, can_win, card_values, check, seat_view
from ui.card_buttons import card_buttons
from ui.card_evaluation import options_table
from ui.card_svg import card_label
from ui.editor_photo import editor_photo
from ui.position_links import position_links, take_opened
from ui.problem_view import position_view
from ui.session import LEARNER_RULES, PageContext
from words import contract_name, render

PLACES_KEY = "editor_places"  # card name -> place (0–2 the seats, 3 the skat)
BUILT_KEY = "editor_built"  # the problems shared so far: a set to download as a file
LOAD_FAILED = "editor_load_failed"  # why the deal to start from could not be loaded
CONTRACTS = (
    *(Contract(game) for game in GameType),
    *(Contract(game, hand=True) for game in GameType),
)


def _places() -> dict[str, int]:
    places: dict[str, int] = st.session_state.setdefault(PLACES_KEY, {})
    return places


def _put(card: Card) -> None:
    """A click puts the card into the chosen place; a second click takes it out again."""
    places = _places()
    target = int(st.session_state.get("editor_target", 0))
    if places.get(card.name) == target:
        del places[card.name]
    else:
        places[card.name] = target


def _shuffle() -> None:
    deal = Deal.shuffled(random.Random())
    st.session_state[PLACES_KEY] = {
        card.name: place for place, cards in enumerate((*deal.hands, deal.skat)) for card in cards
    }


def _clear() -> None:
    st.session_state[PLACES_KEY] = {}


def _fill(position: Position) -> None:
    """The editor's fields set to a card-play position (from the table or a code); a contract
    the editor does not offer (announced, ouvert) becomes its game, hand or not."""
    play = position.card_play()
    state = st.session_state
    if position.rules.name in LEARNER_RULES:
        state["editor_rules"] = position.rules.name
    state[PLACES_KEY] = {
        card.name: place for place, cards in enumerate((*play.hands, play.skat)) for card in cards
    }
    plain = Contract(play.contract.game, hand=play.contract.hand)
    wanted = play.contract if play.contract in CONTRACTS else plain
    state["editor_contract"] = CONTRACTS.index(wanted)
    state["editor_declarer"] = play.declarer
    state["editor_played"] = " ".join(card.name for card in play.played)
    state.pop("editor_code", None)  # the code shared before was another deal's


def _from_table(text: str) -> None:
    """Take the Spielen table's game in card play into the editor."""
    try:
        _fill(Position.of_state(loads_with_sandbox(text)[0].state))
    except (TableFormatError, PositionError) as error:
        st.session_state[LOAD_FAILED] = error.reason


def _from_code() -> None:
    try:
        problem = Problem.from_code(str(st.session_state.get("editor_code_input", "")))
        _fill(problem.position)
    except PositionError as error:
        st.session_state[LOAD_FAILED] = error.reason


def _load_row(ctx: PageContext) -> None:
    """Start from the game at the Spielen table or from a problem's code."""
    table = ctx.store.open_table(ctx.learner.id)
    with st.container(horizontal=True, vertical_alignment="bottom"):
        if table is not None:
            st.button(
                ctx.t("problems.editor_from_table"),
                key="editor_from_table",
                on_click=_from_table,
                args=(table,),
            )
        st.text_input(ctx.t("problems.code_input"), key="editor_code_input")
        st.button(ctx.t("problems.editor_from_code"), key="editor_from_code", on_click=_from_code)
    failed: Reason | None = st.session_state.pop(LOAD_FAILED, None)
    if failed is not None:  # what it needs, then why this one is not it
        why = render(failed, ctx.lang)
        st.warning(f"{ctx.t('problems.editor_load_failed')}  \n{why}", icon=":material/block:")


def deal_editor(ctx: PageContext) -> None:
    """The editor and, for a possible deal, what the search says about it."""
    opened = take_opened()  # a position sent here from another page ("Im Editor öffnen")
    if opened is not None:
        try:
            _fill(opened)
        except PositionError as error:
            st.session_state[LOAD_FAILED] = error.reason
    _load_row(ctx)
    names = [*SEAT_NAMES, ctx.t("problems.skat")]
    st.radio(
        ctx.t("problems.editor_target"),
        range(4),
        format_func=names.__getitem__,
        horizontal=True,
        key="editor_target",
    )
    places = _places()
    editor_photo(ctx, places, int(st.session_state.get("editor_target", 0)), names)
    for suit in Suit:
        cards = [card for card in Card if card.suit is suit]
        card_buttons(ctx, cards, key=f"editor_{suit.name}", on_click=_put, width=44)
    for place, name in enumerate(names):
        mine = [Card[n] for n, p in places.items() if p == place]
        text = " ".join(card_label(card, ctx.lang) for card in sorted(mine)) or "–"
        st.markdown(f"**{name}** ({len(mine)}): {text}")
    with st.container(horizontal=True):
        st.button(ctx.t("problems.editor_shuffle"), key="editor_shuffle", on_click=_shuffle)
        st.button(ctx.t("problems.editor_clear"), key="editor_clear", on_click=_clear)
    contract_index = st.selectbox(
        ctx.t("problems.editor_contract"),
        range(len(CONTRACTS)),
        format_func=[contract_name(contract, ctx.lang) for contract in CONTRACTS].__getitem__,
        key="editor_contract",
        placeholder=ctx.t("widget.choose"),
    )
    declarer = st.radio(
        ctx.t("problems.editor_declarer"),
        range(3),
        format_func=SEAT_NAMES.__getitem__,
        horizontal=True,
        key="editor_declarer",
    )
    played_text = st.text_input(ctx.t("problems.editor_played"), key="editor_played")
    names_of_rules = {name: ctx.t(f"settings.rules_{name}") for name in LEARNER_RULES}
    if "editor_rules" not in st.session_state:
        st.session_state["editor_rules"] = ctx.rules.name
    rules = st.selectbox(
        ctx.t("settings.rules_choice"),
        list(names_of_rules),
        format_func=names_of_rules.__getitem__,
        key="editor_rules",
        placeholder=ctx.t("widget.choose"),
    )
    position = _position(
        LEARNER_RULES[rules], ctx, places, CONTRACTS[contract_index], declarer, played_text
    )
    if position is not None:
        _analysis(ctx, position)


def _position(
    rules: RuleSet,
    ctx: PageContext,
    places: dict[str, int],
    contract: Contract,
    declarer: int,
    played: str,
) -> Position | None:
    """The position set up, or None after showing why it cannot be."""
    groups: list[list[Card]] = [[], [], [], []]
    for name, place in places.items():
        groups[place].append(Card[name])
    try:
        cards = parse_cards(played)
    except CardNotationError as error:
        st.error(ctx.t("problems.editor_bad_card", problem=str(error)), icon=":material/block:")
        return None
    try:
        position = Position.set_up(rules, groups[:3], groups[3], contract, declarer, cards)
    except PositionError as error:
        st.error(render(error.reason, ctx.lang), icon=":material/block:")
        return None
    return position


def _line(ctx: PageContext, position: Position) -> None:
    """The best line trick by trick, each card with the seat that plays it."""
    done = len(position.state.trick)
    lines = []
    for index, (seat, card) in enumerate(best_line(position)):
        if index and (index + done) % 3 == 0:
            lines.append("")
        lines.append(f"{SEAT_NAMES[seat]}: {card_label(card, ctx.lang)}")
    st.markdown("  \n".join(lines).replace("  \n  \n", "\n\n"))


def _analysis(ctx: PageContext, position: Position) -> None:
    """The seat to move's view, each legal card's double-dummy value and "can it be won?"."""
    state = position.state
    if state.phase is not Phase.PLAY:
        return
    st.success(ctx.t("problems.editor_ok"), icon=":material/check:")
    position_view(ctx, position)
    values = card_values(position)
    declarer = state.declarer == position.to_move
    null = state.contract is not None and state.contract.game is GameType.NULL
    rows = [
        f"| {card_label(v.card, ctx.lang)} | "
        f"{'–' if null else v.points if declarer else 120 - v.points} | "
        + ctx.t("problems.yes" if v.declarer_wins else "problems.no")
        + " |"
        for v in sorted(values, key=lambda v: -v.points if declarer else v.points)
    ]
    head = (
        f"| {ctx.t('problems.col_card')} | {ctx.t('problems.col_points')} | "
        f"{ctx.t('problems.col_declarer_wins')} |\n|---|--:|---|"
    )
    st.markdown(head + "\n" + "\n".join(rows))
    winnable = can_win(position)
    st.markdown(ctx.t("problems.can_win_yes" if winnable else "problems.can_win_no"))
    position_links(ctx, position, "editor_try", editor=False)
    with st.expander(ctx.t("problems.best_line"), key="editor_line", on_change="rerun") as box:
        if box.open:  # searched only when asked for
            _line(ctx, position)
    with st.expander(ctx.t("problems.seat_view"), key="editor_view", on_change="rerun") as box:
        if box.open:
            options_table(ctx, [(o.action, o.mean, o.win_rate) for o in seat_view(position)])
    if st.button(ctx.t("problems.editor_share"), key="editor_share"):
        best = check(Problem(position, Question.CARD, Play(values[0].card))).right[0]
        problem = Problem(position, Question.CARD, best)
        st.session_state["editor_code"] = problem.code()
        built: list[Problem] = st.session_state.setdefault(BUILT_KEY, [])
        if problem not in built:
            built.append(problem)
    code = st.session_state.get("editor_code")
    if code:
        st.caption(ctx.t("problems.editor_code"))
        st.code(code, language=None)
    built = st.session_state.get(BUILT_KEY, [])
    if built:
        st.download_button(
            ctx.t("problems.editor_download", count=len(built)),
            problems_text(built).encode(),
            file_name="kiebitz-aufgaben.txt",
            mime="text/plain",
            key="editor_download",
            icon=":material/download:",
        )
