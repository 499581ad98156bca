"""Background jobs: outcomes wait by id, errors travel, a running job can be cancelled."""

from __future__ import annotations

import pickle
import threading

import pytest
from app_helpers import TIMEOUT
from streamlit.testing.v1 import AppTest

from ui.jobs import Job, JobLost, Jobs, Progress


def test_outcome_waits_by_id_and_can_be_asked_again() -> None:
    pool = Jobs(workers=1)
    job = pool.submit(lambda progress: 6 * 7)
    assert pool.wait(job, TIMEOUT).unwrap() == 42
    assert pool.outcome(job) is not None and pool.outcome(job).unwrap() == 42  # type: ignore[union-attr]
    pool.forget(job)
    with pytest.raises(JobLost):
        pool.wait(job).unwrap()


def test_the_handle_is_a_small_serialisable_value() -> None:
    job: Job[int] = Jobs(workers=1).submit(lambda progress: 1)
    assert pickle.loads(pickle.dumps(job)) == job


def test_an_error_is_handed_over_not_raised_in_the_page() -> None:
    pool = Jobs(workers=1)

    def fail(progress: Progress) -> int:
        raise ValueError("no legal move")

    outcome = pool.wait(pool.submit(fail), TIMEOUT)
    assert isinstance(outcome.error, ValueError)
    with pytest.raises(ValueError, match="no legal move"):
        outcome.unwrap()


def test_a_running_job_reports_progress_and_stops_when_cancelled() -> None:
    pool = Jobs(workers=1)
    started, stopped = threading.Event(), threading.Event()
    cap = 10**7

    def search(progress: Progress) -> int:
        started.set()
        rounds = 0
        try:
            while progress.report(rounds, cap) and rounds < cap:
                rounds += 1
        finally:
            stopped.set()
        return rounds

    job = pool.submit(search)
    queued = pool.submit(lambda progress: 1)  # waits behind the one worker
    assert started.wait(TIMEOUT)
    assert pool.outcome(job) is None and pool.progress(job) is not None
    pool.cancel(queued)
    pool.cancel(job)
    assert stopped.wait(TIMEOUT)
    assert isinstance(pool.outcome(job).error, JobLost)  # type: ignore[union-attr]
    assert isinstance(pool.wait(queued).error, JobLost)


def _page() -> None:
    import streamlit as st

    from ui.jobs import jobs, settle

    state = st.session_state
    if "job" not in state:
        state["job"] = jobs().submit(lambda progress: "fertig")
    outcome = settle(state["job"], label="rechnet")
    st.write("pending" if outcome is None else outcome.unwrap())


def test_a_page_shows_the_outcome_on_a_later_run() -> None:
    at = AppTest.from_function(_page, default_timeout=TIMEOUT).run()
    from ui.jobs import jobs

    jobs().wait(at.session_state["job"], TIMEOUT)
    at.run()
    assert [m.value for m in at.markdown] == ["fertig"]
