"""The "Foto" way of entering a hand: photograph or upload the cards, check what was read.

The recognised cards are ticked in the card picker's grid (ui.picker), so fixing a
wrong card is one click there; the uncertain cards are listed first, each with its runner-up
guesses as buttons. The calculation waits until every uncertain card is confirmed, replaced or
unticked in the grid. A failed scan changes nothing the learner had entered.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING

import streamlit as st

from coach.rules import Card, format_card
from ui.dropzone import dropzone_rules
from ui.picker import GRID, MODE, SKAT_CARDS, is_ticked, needed_cards, set_tick, tick
from ui.session import PageContext
from words import Lang, card_style, render

if TYPE_CHECKING:  # the scanner (OpenCV) loads only when the learner chooses "Foto"
    import numpy as np
    from numpy.typing import NDArray

    from coach.scan import ScannedCard, ScanResult

INPUT_MODE = "bid_input"  # "type" (Eingeben) or "photo" (Foto)
RESULT, SOURCE, OPEN = "scan_result", "scan_source", "scan_open"
ASK = "scan_ask"  # too many cards read: the candidates the learner picks the hand from
PICK = "scan_pick"
MAX_MB = 25  # coach.scan.MAX_BYTES in MB (a test keeps them equal)
SHOWN_WIDTH = 900  # the annotated photo is drawn at most this wide
# a good photo: a fan of our own German-index deck filling the picture, every corner index free
EXAMPLE = Path(__file__).parent / "assets" / "scan_example.jpg"
_GREEN, _ORANGE, _RED = (40, 160, 60), (240, 140, 0), (220, 40, 40)  # RGB


def scan_widget(ctx: PageContext) -> bool:
    """Draw "Eingeben | Foto"; in photo mode the scanner. True when the hand may be valued."""
    modes = {"type": ctx.t("scan.mode_type"), "photo": ctx.t("scan.mode_photo")}
    mode = st.segmented_control(
        ctx.t("scan.mode"),
        list(modes),
        format_func=modes.__getitem__,
        default="type",
        key=INPUT_MODE,
    )
    if mode != "photo":
        return True
    with st.expander(ctx.t("scan.tips_title")):
        st.markdown(ctx.t("scan.tips"))
        st.image(str(EXAMPLE), caption=ctx.t("scan.tips_example"), width=260)
    st.html(_widget_texts(ctx.lang))
    camera = None  # the camera box opens when asked for, not with the photo mode
    if st.toggle(ctx.t("scan.camera_on"), key="scan_camera_on"):
        camera = st.camera_input(ctx.t("scan.camera"), key="scan_camera")
    upload = st.file_uploader(  # any file: a wrong one gets our own message, not Streamlit's
        ctx.t("scan.upload", limit=MAX_MB), key="scan_upload"
    )
    photo = upload if upload is not None else camera
    if photo is not None:
        _scan(photo.getvalue())
    result: ScanResult | None = st.session_state.get(RESULT)
    if result is None:
        st.info(ctx.t("scan.waiting"), icon=":material/photo_camera:")
        return True
    _show(ctx, result)
    if _ask(ctx, result):
        return False
    return not _open_cards()


def _widget_texts(lang: Lang) -> str:
    """Streamlit's own words in the uploader and the camera, replaced by ours (a style rule)."""
    texts = {
        "limit": (f"höchstens {MAX_MB} MB · JPEG, PNG, WEBP, HEIC", f"at most {MAX_MB} MB · "
                  "JPEG, PNG, WEBP, HEIC"),
        "upload": ("Hochladen", "Upload"),
        "allow": ("Kiebitz möchte deine Kamera benutzen: erlaube es im Browser.",
                  "Kiebitz would like to use your camera: allow it in the browser."),
        "take": ("Foto aufnehmen", "Take a photo"),
        "clear": ("Foto verwerfen", "Discard the photo"),
    }  # fmt: skip
    word = {key: pair[0 if lang == "de" else 1] for key, pair in texts.items()}
    camera = "[data-testid='stCameraInput']"
    hidden = "font-size: 0 !important;"
    return f"""<style>
{dropzone_rules(word["limit"], word["upload"])}
{camera} [data-testid='stCameraInputWebcamComponent'] > div > p {{ display: none; }}
{camera} [data-testid='stCameraInputWebcamComponent'] > div:has(> p)::after {{
  content: "{word["allow"]}"; font-size: 0.875rem; }}
{camera} [data-testid='stCameraInputButton'] {{ {hidden} }}
{camera} [data-testid='stCameraInputButton']::after {{
  content: "{word["take"]}"; font-size: 0.875rem; }}
{camera}:has(img) [data-testid='stCameraInputButton']::after {{ content: "{word["clear"]}"; }}
</style>"""


def _scan(data: bytes) -> None:
    """Recognise a new photo once and tick its cards in the grid (the old ticks on failure)."""
    import cv2
    import numpy as np

    from coach.scan import decode, recognise

    digest = hashlib.sha256(data).hexdigest()
    state = st.session_state
    if state.get(SOURCE) == digest:
        return
    expect = needed_cards(str(state.get(MODE, "ten")))
    result = recognise(data, expect=expect)
    state[SOURCE] = digest
    state[RESULT] = result
    state[OPEN] = [found.card.name for found in result.cards if found.uncertain]
    state["scan_image"] = None
    state[ASK] = []
    state.pop(PICK, None)
    if result.cards:
        rgb = np.asarray(cv2.cvtColor(decode(data), cv2.COLOR_BGR2RGB), np.uint8)
        state["scan_image"] = annotate(rgb, result)
    if result.extra:  # more cards than a hand: the learner says which, we never guess
        state[ASK] = [found.card.name for found in (*result.cards, *result.extra)]
    elif result.cards:
        _tick_only({found.card for found in result.cards})


def _tick_only(cards: set[Card]) -> None:
    tick(cards)
    st.session_state[SKAT_CARDS] = []


def _take(expected: int) -> None:
    """The learner's choice among too many cards goes to the grid; uncertain ones stay open."""
    state = st.session_state
    chosen = list(state.get(PICK) or [])
    if len(chosen) != expected:
        return
    _tick_only({Card[name] for name in chosen})
    state[OPEN] = [name for name in _open_cards() if name in chosen]
    state[ASK] = []


def _ask(ctx: PageContext, result: ScanResult) -> bool:
    """Too many or too few cards: ask the learner. True while the answer is still missing."""
    asked: list[str] = list(st.session_state.get(ASK) or [])
    expected = result.expect or len(result.cards)
    if not asked:
        if result.cards and len(result.cards) < expected:
            missing = expected - len(result.cards)
            st.info(ctx.t("scan.ask_missing", missing=missing), icon=":material/help:")
        return False
    st.warning(ctx.t("scan.ask_many", found=len(asked), expected=expected), icon=":material/help:")
    names = {name: format_card(Card[name], card_style(ctx.lang)) for name in asked}
    chosen = st.pills(
        ctx.t("scan.ask_pick", expected=expected),
        list(names),
        selection_mode="multi",
        format_func=names.__getitem__,
        key=PICK,
    )
    st.button(
        ctx.t("scan.ask_take", count=len(chosen), expected=expected),
        key="scan_take",
        type="primary",
        disabled=len(chosen) != expected,
        on_click=_take,
        args=(expected,),
    )
    return True


def _open_cards() -> list[str]:
    """The doubtful cards still waiting for the learner: a card unticked in the grid is settled
    (ticked again later, it is the learner's own choice)."""
    state = st.session_state
    state[OPEN] = [name for name in state.get(OPEN, []) if is_ticked(Card[name])]
    return list(state[OPEN])


def _confirm(name: str) -> None:
    st.session_state[OPEN] = [other for other in _open_cards() if other != name]


def _replace(name: str, replacement: str) -> None:
    set_tick(Card[name], False)
    set_tick(Card[replacement], True)
    _confirm(name)


def _show(ctx: PageContext, result: ScanResult) -> None:
    style = card_style(ctx.lang)
    fatal = [reason for reason in result.problems if not reason.code.startswith("scan_uncertain")]
    for reason in fatal:
        icon = ":material/error:" if not result.cards else ":material/warning:"
        st.warning(render(reason, ctx.lang), icon=icon)
    if not result.cards:
        st.caption(ctx.t("scan.nothing_changed"))
        return
    image = st.session_state.get("scan_image")
    if image is not None:
        st.image(image, caption=ctx.t("scan.caption"), width="stretch")
    open_cards = _open_cards()
    # the hand as it stands in the grid: read cards unticked there and cards ticked by hand count
    settled = sum(is_ticked(card) for card in GRID) - len(open_cards)
    expect = result.expect or len(result.cards)
    status = ctx.t("scan.status", found=min(settled, expect), expected=expect)
    if settled >= expect and not open_cards and not result.extra:
        st.success(status, icon=":material/check_circle:")
    else:
        st.warning(status, icon=":material/pending:")
    for number, found in enumerate(doubtful_first(result), start=1):
        name = format_card(found.card, style)
        line = f"{number}. **{name}** · {found.confidence:.0%}"
        if not is_ticked(found.card):
            st.markdown(f"{number}. ~~{name}~~ · :gray[{ctx.t('scan.removed')}]")
            continue
        if found.card.name not in open_cards:
            st.markdown(line)
            continue
        st.markdown(f"{line} · :orange[{ctx.t('scan.uncertain')}]")
        with st.container(horizontal=True, wrap=True, gap="small"):
            st.button(
                ctx.t("scan.keep", card=name),
                key=f"scan_keep_{found.card.name}",
                on_click=_confirm,
                args=(found.card.name,),
            )
            for card, _ in found.alternatives[:3]:
                if is_ticked(card):
                    continue  # already in the hand: not a sensible replacement
                st.button(
                    ctx.t("scan.instead", card=format_card(card, style)),
                    key=f"scan_alt_{found.card.name}_{card.name}",
                    on_click=_replace,
                    args=(found.card.name, card.name),
                )
    for found in result.extra:
        st.markdown(f"- :red[{format_card(found.card, style)}] · {ctx.t('scan.extra')}")
    st.caption(ctx.t("scan.fix_in_grid"))


def doubtful_first(result: ScanResult) -> list[ScannedCard]:
    """The read cards in the order the learner checks them: the doubtful ones first (least sure
    first), then the sure ones; the list and the numbers on the photo follow it."""
    return sorted(result.cards, key=lambda found: found.confidence if found.uncertain else 2.0)


def annotate(photo: NDArray[np.uint8], result: ScanResult) -> NDArray[np.uint8]:
    """The photo (RGB, at most SHOWN_WIDTH wide) with each card outlined and numbered."""
    import cv2
    import numpy as np

    scale = min(1.0, SHOWN_WIDTH / photo.shape[1])
    image = cv2.resize(photo, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    thickness = max(2, round(image.shape[1] / 300))
    cards = [(found, _ORANGE if found.uncertain else _GREEN) for found in doubtful_first(result)]
    cards += [(found, _RED) for found in result.extra]
    for number, (found, colour) in enumerate(cards, start=1):
        outline = np.array([[x * scale, y * scale] for x, y in found.outline], np.int32)
        cv2.polylines(image, [outline], True, colour, thickness)
        x, y = (round(v * scale) for v in found.index_at)
        label = str(number)
        size = 0.5 + image.shape[1] / 1500
        (w, h), _ = cv2.getTextSize(label, cv2.FONT_HERSHEY_SIMPLEX, size, thickness)
        cv2.rectangle(image, (x - 2, y - h - 4), (x + w + 2, y + 4), colour, -1)
        cv2.putText(
            image, label, (x, y), cv2.FONT_HERSHEY_SIMPLEX, size, (255, 255, 255), thickness
        )
    return np.asarray(image, np.uint8)
