"""Load the heavy modules of the other pages in the background once the first page is shown.

The first visit then needs only what the start page needs; by the time the learner clicks on,
pandas, plotly, the search and the course are imported (a page switch no longer waits for them).
"""

from __future__ import annotations

import importlib
import threading

MODULES = (
    "pandas",
    "plotly.graph_objects",
    "ui.calculator",
    "ui.bid_advice",
    "ui.picker",
    "lessons.course",
    "lessons.grade",
    "lessons.progress",
)
_started = threading.Event()


def _load() -> None:
    for name in MODULES:
        importlib.import_module(name)
    from lessons.course import course

    course()  # parse the lessons once


def warm_up() -> None:
    """Start the background import once per server process (later calls do nothing)."""
    if _started.is_set():
        return
    _started.set()
    threading.Thread(target=_load, name="kiebitz-warm-up", daemon=True).start()
