"""Background jobs: long work (verdicts, reviews, search hints) runs beside the page, never in it.

A page submits pure work to the server-wide pool (`jobs()`) and keeps only the returned `Job`
handle in its state (a tiny frozen value: session state stays serialisable, and the work never
blocks a click). Each script run asks `settle(job)`: the outcome once the work is done, else
``None`` while a fragment polls the job a few times a second (with a progress bar when the work
reports progress) and reruns the page when it finishes. The work gets a `Progress` whose
``report(done, total)`` returns False once the job was cancelled: pass it as the ``progress``
callback of the search, which then stops.
"""

from __future__ import annotations

import contextlib
import threading
import time
import uuid
from collections.abc import Callable
from concurrent.futures import CancelledError, Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Generic, TypeVar, cast

import streamlit as st

T = TypeVar("T")
WORKERS = 2  # the server has two cores; the page's own runs need one now and then
KEEP_SECONDS = 600.0  # an outcome nobody asked for is dropped after this long
POLL_SECONDS = 0.3


class JobLost(RuntimeError):
    """The job is unknown here: the server restarted or the outcome expired. Submit it again."""


@dataclass(frozen=True, slots=True)
class Job(Generic[T]):
    """The handle a page keeps: the job's id, typed by the value its work returns."""

    id: str


@dataclass(frozen=True, slots=True)
class JobResult(Generic[T]):
    """A finished job: its value, or the error it raised (`JobLost`, `CancelledError`, ...)."""

    value: T | None
    error: BaseException | None = None

    def unwrap(self) -> T:
        """The value; raises the job's error."""
        if self.error is not None:
            raise self.error
        return cast(T, self.value)


class Progress:
    """What a running job reports (a fraction done) and how it learns it was cancelled."""

    def __init__(self) -> None:
        self._cancelled = threading.Event()
        self.fraction: float | None = None

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def cancel(self) -> None:
        self._cancelled.set()

    def report(self, done: int, total: int) -> bool:
        """Record progress; False once cancelled (the search's progress callback protocol)."""
        self.fraction = done / total if total else None
        return not self.cancelled


@dataclass(slots=True)
class _Entry:
    future: Future[object]
    progress: Progress
    started: float


class Jobs:
    """A thread pool whose results wait, by id, until a page asks for them."""

    def __init__(self, workers: int = WORKERS, keep_seconds: float = KEEP_SECONDS) -> None:
        self._pool = ThreadPoolExecutor(workers, thread_name_prefix="kiebitz-job")
        self._keep = keep_seconds
        self._entries: dict[str, _Entry] = {}
        self._lock = threading.Lock()

    def submit(self, work: Callable[[Progress], T]) -> Job[T]:
        """Start `work(progress)` in the background; returns its handle at once."""
        progress = Progress()
        future = cast(Future[object], self._pool.submit(work, progress))
        job_id = uuid.uuid4().hex
        with self._lock:
            self._drop_expired()
            self._entries[job_id] = _Entry(future, progress, time.monotonic())
        return Job(job_id)

    def outcome(self, job: Job[T]) -> JobResult[T] | None:
        """The finished job's outcome, or None while it runs (asking again gives it again)."""
        with self._lock:
            entry = self._entries.get(job.id)
        if entry is None:
            return JobResult(None, JobLost(f"job {job.id} is not known to this server"))
        if not entry.future.done():
            return None
        try:
            return JobResult(cast(T, entry.future.result()))
        except (Exception, CancelledError) as error:
            return JobResult(None, error)

    def progress(self, job: Job[T]) -> float | None:
        """The fraction done that a running job reported last (None: it reports none)."""
        with self._lock:
            entry = self._entries.get(job.id)
        return None if entry is None else entry.progress.fraction

    def wait(self, job: Job[T], timeout: float | None = None) -> JobResult[T]:
        """Block until the job is done (tests and benchmarks; never in a page)."""
        with self._lock:
            entry = self._entries.get(job.id)
        if entry is not None:
            with contextlib.suppress(CancelledError):
                entry.future.exception(timeout)
        outcome = self.outcome(job)
        assert outcome is not None
        return outcome

    def cancel(self, job: Job[T]) -> None:
        """Stop the job: not started, it never runs; running, its progress says cancelled."""
        with self._lock:
            entry = self._entries.pop(job.id, None)
        if entry is not None:
            entry.progress.cancel()
            entry.future.cancel()

    def forget(self, job: Job[T]) -> None:
        """Drop a collected outcome."""
        with self._lock:
            self._entries.pop(job.id, None)

    def _drop_expired(self) -> None:
        now = time.monotonic()
        for job_id, entry in list(self._entries.items()):
            if entry.future.done() and now - entry.started > self._keep:
                del self._entries[job_id]


@st.cache_resource(show_spinner=False)
def jobs() -> Jobs:
    """The server's one job pool (shared by every session and page)."""
    return Jobs()


def settle(job: Job[T], *, label: str = "", every: float = POLL_SECONDS) -> JobResult[T] | None:
    """The job's outcome if it is done; else None, and the page reruns when it is.

    While the job runs, a small fragment polls it every `every` seconds, showing `label` with a
    progress bar if the work reports progress.
    """
    pool = jobs()
    outcome = pool.outcome(job)
    if outcome is not None:
        return outcome

    def poll() -> None:
        if pool.outcome(job) is not None:
            st.rerun()
        fraction = pool.progress(job)
        if fraction is not None:
            st.progress(min(max(fraction, 0.0), 1.0), text=label or None)
        elif label:
            st.caption(f":material/hourglass_top: {label}")

    st.fragment(poll, run_every=every)()
    return None
