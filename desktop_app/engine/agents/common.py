"""Small helpers the computer players share. Everything goes through the game protocol only."""
from __future__ import annotations

import gc
import math
import random
from contextlib import contextmanager

from ..game import Action, GameSpec, GameState


def honest_view(state: GameState, player: int, rng: random.Random) -> GameState:
    """A copy of `state` that holds only what `player` may know: hidden parts are resampled.

    Agents look ahead on this copy, never on the real state, so applying an action cannot reveal
    the true next card of a deck or an opponent's real hand to them."""
    try:
        return state.determinize(player, rng)
    except NotImplementedError:  # a game without hidden information may not bother
        return state.clone()


def child_value(spec: GameSpec, state: GameState, action: Action, player: int) -> float | None:
    """`spec.evaluate` for `player` after `action` on a copy, or None if the copy refuses it."""
    child = state.clone()
    try:
        child.apply(action)
    except Exception:
        return None
    return spec.evaluate(child, player)


def loses_at_once(state: GameState, action: Action, player: int) -> bool:
    """True when `action` ends the game on the spot and `player` is not among the winners."""
    child = state.clone()
    try:
        child.apply(action)
    except Exception:
        return False
    return child.is_over and player not in child.winners()


def sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-min(x, 60.0)))
    e = math.exp(max(x, -60.0))
    return e / (1.0 + e)


def soft_max(values: list[float], temperature: float) -> float:
    """A maximum that grows when others are close to it: log-sum-exp, at least max(values) and up
    to temperature * log(len(values)) more when they are level; the plain max at temperature 0."""
    top = max(values)
    if not temperature:
        return top
    return top + temperature * math.log(sum(math.exp((v - top) / temperature) for v in values))


@contextmanager
def no_full_collection(pause: bool = True):
    """No full (oldest-generation) pass of the cyclic collector in the block: a full pass walks
    every object a search made (0.05-0.22 s of a decision, seen in Kingdom Builder and New York),
    while the young generations are collected as usual. The thresholds come back after it, unless
    another thread's search changed them meanwhile. (Switching the collector off instead would only
    defer that walk to the first collection after the search.)"""
    if not pause:
        yield
        return
    saved = gc.get_threshold()
    gc.set_threshold(saved[0], saved[1], 10**9)
    try:
        yield
    finally:
        if gc.get_threshold()[2] == 10**9:
            gc.set_threshold(*saved)
