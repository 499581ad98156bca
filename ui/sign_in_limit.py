"""Guessing a PIN is slowed down: after `TRIES` wrong sign-ins for one name within `WINDOW`
seconds, that name is refused until the window has passed (for everyone on this server, as the
guesser may use many browsers). Kept in the server's memory: a restart forgets it."""

from __future__ import annotations

import threading
import time
from collections import defaultdict, deque

TRIES = 5
WINDOW = 15 * 60.0

_failures: defaultdict[str, deque[float]] = defaultdict(deque)
_lock = threading.Lock()


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


def _recent(name: str, now: float) -> deque[float]:
    times = _failures[_key(name)]
    while times and times[0] <= now - WINDOW:
        times.popleft()
    return times


def blocked(name: str, now: float | None = None) -> bool:
    """Whether sign-ins for `name` are refused now (too many wrong ones lately)."""
    with _lock:
        return len(_recent(name, time.monotonic() if now is None else now)) >= TRIES


def failed(name: str, now: float | None = None) -> None:
    """Count a wrong sign-in for `name`."""
    with _lock:
        moment = time.monotonic() if now is None else now
        _recent(name, moment).append(moment)


def succeeded(name: str) -> None:
    """A right sign-in forgets the name's wrong ones."""
    with _lock:
        _failures.pop(_key(name), None)
