"""Learner and record text shown as plain text inside Markdown, never as Markdown or HTML.

A name such as ``![x](http://host/p.png)`` must not make the browser fetch a picture, and
``:red[Gast]`` or ``$x$`` must not turn into colour or a formula: every ASCII punctuation mark gets
a backslash (CommonMark's escape, which Streamlit's Markdown honours), ``<`` and ``>`` become
entities, a line's leading blanks become entities (no code block), line breaks stay line breaks.
"""

from __future__ import annotations

import re

_PUNCTUATION = re.compile(r"([!-/:-@\[-`{-~])")
_LEADING_BLANKS = re.compile(r"(?m)^[ \t]+")


def plain(text: object) -> str:
    """`text` escaped for any Streamlit Markdown place (st.markdown, captions, labels)."""
    escaped = _PUNCTUATION.sub(r"\\\1", str(text).replace("\r\n", "\n").replace("\r", "\n"))
    escaped = escaped.replace("\\<", "&lt;").replace("\\>", "&gt;")
    escaped = _LEADING_BLANKS.sub(lambda m: "".join(f"&#{ord(c)};" for c in m[0]), escaped)
    return escaped.replace("\n", "  \n")
