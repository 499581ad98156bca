"""Kiebitz: configure the page and route to the views in `ui/views/`."""

from pathlib import Path

import streamlit as st

from ui.account import finish
from ui.safe_write import note_failure
from ui.session import start
from ui.store import TEACHER, StorageError
from ui.warm import warm_up

# Our own icon file: a ":material/…:" favicon would be fetched from a font server.
ICON = Path(__file__).parent / "ui" / "assets" / "kiebitz.png"
st.set_page_config(page_title="Kiebitz", page_icon=str(ICON), layout="wide")
ctx, above_page = start()
PAGES = (
    ("start", "nav.start", ":material/home:"),
    ("learn", "nav.learn", ":material/school:"),
    ("bid_value", "nav.bid_value", ":material/calculate:"),
    ("practice", "nav.practice", ":material/quiz:"),
    ("play", "nav.play", ":material/playing_cards:"),
    ("notebook", "nav.notebook", ":material/menu_book:"),
    ("problems", "nav.problems", ":material/extension:"),
    ("progress", "nav.progress", ":material/trending_up:"),
    ("settings", "nav.settings", ":material/settings:"),
)
TEACHING = (("group", "nav.group", ":material/groups:"),)  # in the menu of teachers only
pages = PAGES + (TEACHING if ctx.learner.role == TEACHER else ())
navigation = st.navigation(
    [
        st.Page(f"ui/views/{name}.py", title=ctx.t(key), icon=icon, default=name == "start")
        for name, key, icon in pages
    ]
)
try:
    navigation.run()
except StorageError as failure:  # a write of the page itself: said above the page
    note_failure(failure)
finally:  # also after a page's error: the sidebar stays usable
    finish(above_page)
warm_up()  # after the page is drawn: the other pages' modules load meanwhile
