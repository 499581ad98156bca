"""Batch work past one process: arena deals played on a dask.distributed cluster.

`cluster_map` starts a local cluster of worker processes (or connects to a running scheduler,
whose workers must have this project installed) and returns a `lab.arena.Mapper` that sends
the deals there in chunks. Every deal is played with its own seed, exactly as in one process,
and the games come back in deal order: the results are the same as a single-process run.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from coach.rules.actions import Deal
from coach.rules.contract import RuleSet
from lab.arena import GameRecord, Mapper, deal_games

CHUNK = 5  # deals per task: enough to hide the cost of a task, few enough to balance the load


def play_chunk(
    hero: str, baseline: str, deals: list[Deal], first_seed: int, rules: RuleSet
) -> list[list[GameRecord]]:
    """The games of consecutive deals, the first played with `first_seed` (a task's work)."""
    return [
        deal_games(hero, baseline, deal, first_seed + offset, rules)
        for offset, deal in enumerate(deals)
    ]


@contextmanager
def cluster_map(scheduler: str | None, workers: int) -> Iterator[Mapper]:
    """A mapper on the dask scheduler at `scheduler`, or on a local cluster of `workers`
    single-threaded worker processes; the cluster is closed on leaving."""
    from dask.distributed import Client, LocalCluster

    if scheduler:
        client = Client(scheduler)  # type: ignore[no-untyped-call]
        cluster = None
    else:
        cluster = LocalCluster(  # type: ignore[no-untyped-call]
            n_workers=max(workers, 1),
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
        )
        client = Client(cluster)  # type: ignore[no-untyped-call]

    def mapper(
        hero: str, baseline: str, deals: list[Deal], seed: int, rules: RuleSet
    ) -> Iterable[list[GameRecord]]:
        starts = range(0, len(deals), CHUNK)
        futures = [
            client.submit(
                play_chunk, hero, baseline, deals[i : i + CHUNK], seed + i, rules, pure=False
            )
            for i in starts
        ]
        for future in futures:
            yield from future.result()

    try:
        yield mapper
    finally:
        client.close()  # type: ignore[no-untyped-call]
        if cluster is not None:
            cluster.close()
