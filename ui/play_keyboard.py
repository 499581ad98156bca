"""Playing by keyboard at the Spielen table: the digit keys play the cards from the left (1 … 9,
0 for the tenth, then - and = ), Enter asks for a hint. A small script in the page does it by
clicking the very buttons a mouse would; keys typed into a field are left alone."""

from __future__ import annotations

import streamlit as st

from ui import play_keys as keys
from ui.session import PageContext

CARD_KEYS = "1234567890-="

_SCRIPT = """<script>
(() => {
  if (window.kiebitzKeys) { return; }
  window.kiebitzKeys = true;
  const typing = e => e && (e.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(e.tagName));
  document.addEventListener("keydown", event => {
    if (event.ctrlKey || event.metaKey || event.altKey || typing(document.activeElement)) {
      return;
    }
    let button = null;
    const place = "%(keys)s".indexOf(event.key);
    if (place >= 0) {
      button = document.querySelectorAll(".st-key-%(row)s_row button")[place];
    } else if (event.key === "Enter" && !document.activeElement?.closest("button")) {
      button = document.querySelector(".st-key-%(hint)s button");
    }
    if (button && !button.disabled) { event.preventDefault(); button.click(); }
  });
})();
</script>"""


def keyboard(ctx: PageContext) -> None:
    """The keys of the table, and a line saying so (on screens with a mouse only)."""
    script = _SCRIPT % {"keys": CARD_KEYS, "row": keys.CARD_ROW, "hint": keys.HINT}
    st.html(script, unsafe_allow_javascript=True)  # our own script, no user text in it
    with st.container(key=keys.KEY_HELP):
        st.caption(ctx.t("play.keys_help"))
    st.html(
        f"<style>@media (hover: none) {{ .st-key-{keys.KEY_HELP} {{ display: none; }} }}</style>"
    )
