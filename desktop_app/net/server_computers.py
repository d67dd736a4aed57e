"""A table server's computer players and hints, in a process of their own (issue 24). No Qt here.

A search holds Python's lock for as long as it thinks: on a thread of the server's process it
made every room's messages wait their turn behind it (at 20 rooms with medium seats, the friends'
round trip p95 was 1.7 s). In a worker process, niced below the server's loop, a computer seat
costs the loop only the pickling of a table (a few KB) and of its move. Each room's agents are
kept in the worker (as they were kept per room before), so a seat's agent sees the same random
numbers move after move; past AGENTS_KEPT the longest unused are forgotten."""
from __future__ import annotations

import os
from collections import OrderedDict
from concurrent.futures import Future, ProcessPoolExecutor

AGENTS_KEPT = 4096
NICER_BY = 10  # the worker yields to the server's loop (the same autogroup: nice counts between them)

_agents: OrderedDict = OrderedDict()


def _start_worker(server_pid: int) -> None:
    """In the worker: below the loop's priority, and gone once the server is (a `kill -9` of the
    server leaves its worker no pipe that closes: it holds both ends of its queue itself)."""
    import threading
    import time

    try:
        os.nice(NICER_BY)
    except OSError:
        pass

    def watch() -> None:
        while os.getppid() == server_pid:
            time.sleep(1.0)
        os._exit(0)
    threading.Thread(target=watch, daemon=True, name="tarsas-watch-server").start()


def choose(key: tuple, level: str, game: str, seed: int | None, state):
    """The move of `level` on `state` (in the worker). `key` names the agent to keep (a room's
    seat and level), None for a fresh one (a hint)."""
    from desktop_app.engine.agents import make_agent
    from desktop_app.games import REGISTRY

    agent = _agents.pop(key, None) if key is not None else None
    if agent is None:
        agent = make_agent(level, REGISTRY[game], seed=seed)
    if key is not None:
        _agents[key] = agent
        if len(_agents) > AGENTS_KEPT:
            _agents.popitem(last=False)
    return agent.choose(state)


class Computers:
    """One worker process (spawned: the server's paho threads are never forked) for one kind of thinking."""

    def __init__(self):
        import multiprocessing

        self.pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                        initializer=_start_worker, initargs=(os.getpid(),))

    def submit(self, key: tuple | None, level: str, game: str, seed: int | None, state) -> Future:
        from concurrent.futures.process import BrokenProcessPool

        try:
            return self.pool.submit(choose, key, level, game, seed, state)
        except BrokenProcessPool:  # the worker died (killed, out of memory): a new one
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.__init__()
            return self.pool.submit(choose, key, level, game, seed, state)

    def shutdown(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
