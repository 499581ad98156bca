"""A photo of cards as a source for the deal editor: the cards read go into the chosen place.

The scanner (`coach.scan.recognise`, loaded only when a photo comes) reads each photo once (the
uploader starts empty again after it), expecting ten cards for a hand and two for the skat. The
cards read replace the cards of that place (a card given elsewhere moves); what the scanner
doubts or misses is said, to be checked in the editor's card grid. Too many cards change
nothing: the editor never guesses which.
"""

from __future__ import annotations

import streamlit as st

from coach.rules import Reason
from ui.scan_widget import MAX_MB
from ui.session import PageContext
from words import render

SKAT_PLACE = 3  # the editor's places: 0–2 the seats, 3 the skat
HAND_CARDS, SKAT_CARDS = 10, 2
ROUND = "editor_photo_round"  # a new uploader after each photo read: each is read once
SAID = "editor_photo_said"  # what the last reading said: (read, place, problems)


def editor_photo(ctx: PageContext, places: dict[str, int], target: int, names: list[str]) -> None:
    """The upload; a new photo's cards go into `target` (a key of `names`) in `places`."""
    with st.expander(ctx.t("problems.photo_title"), icon=":material/photo_camera:"):
        round_ = int(st.session_state.get(ROUND, 0))
        upload = st.file_uploader(  # any file: a wrong one gets the scanner's own message
            ctx.t("scan.upload", limit=MAX_MB),
            key=f"editor_photo_{round_}",
            max_upload_size=MAX_MB,
        )
        if upload is not None:
            st.session_state[ROUND] = round_ + 1  # the next run's uploader is empty again
            _read(upload.getvalue(), places, target)
        said: tuple[int, int, tuple[Reason, ...]] | None = st.session_state.get(SAID)
        if said is None:
            st.caption(ctx.t("problems.photo_hint"))
            return
        read, place, problems = said
        if read:
            st.success(
                ctx.t("problems.photo_read", count=read, place=names[place]),
                icon=":material/photo_camera:",
            )
        for problem in problems:
            st.warning(render(problem, ctx.lang), icon=":material/help:")
        if not read:
            st.caption(ctx.t("problems.photo_nothing"))


def _read(data: bytes, places: dict[str, int], target: int) -> None:
    """Read a photo into `target`: its cards replace the place's (unless there are too many)."""
    from coach.scan import recognise

    state = st.session_state
    result = recognise(data, expect=SKAT_CARDS if target == SKAT_PLACE else HAND_CARDS)
    if result.extra or not result.cards:
        state[SAID] = (0, target, result.problems)
        return
    for name in [name for name, place in places.items() if place == target]:
        del places[name]
    for found in result.cards:
        places[found.card.name] = target
    state[SAID] = (len(result.cards), target, result.problems)
