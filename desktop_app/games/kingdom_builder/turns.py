"""Whole turns of Kingdom Builder as macro actions for the hard agent (no Qt).

A turn is every action of one player until the player to move changes: tile uses, the three
builds, more tile uses and ("end",). The search treats a turn as one edge; this module makes
candidate turns (a beam search over evaluate, or one sampled turn from a cheap policy) and
replays a turn on another state.
"""
from __future__ import annotations

import random
from typing import Callable

from desktop_app.engine.game import IllegalMove

END = ("end",)
MAX_TURN_ACTIONS = 16  # a turn has 3 builds, a few tile uses and the end: far fewer than this

Evaluate = Callable[[object, int], float]


def turn_over(state, player: int) -> bool:
    return state.is_over or state.current_player != player


def replay(state, turn: tuple) -> object | None:
    """A copy of `state` after the whole `turn`, or None when a step is illegal there or the
    turn does not end exactly with its last action (another world may have dealt differently)."""
    if not turn:
        return None
    player = state.current_player
    current = state.clone()
    for index, action in enumerate(turn):
        if turn_over(current, player):
            return None
        try:
            current.apply(action)
        except IllegalMove:
            return None
        if turn_over(current, player) != (index == len(turn) - 1):
            return None
    return current


def position_key(state, player: int) -> tuple:
    """What a turn in progress has changed: builds in another order reach the same key."""
    return (tuple(sorted(state.settlements[player])), tuple(sorted(state.tiles[player].items())),
            state.phase, state.mandatory_built, state.current_player, state.hand[player])


def table_key(state) -> tuple:
    """Everything a turn of the medium policy depends on, so worlds that differ only in hidden
    cards the mover does not hold can share one computed turn."""
    mover = state.current_player
    return (tuple(state.owner), mover, state.hand[mover] if mover is not None else None, state.phase,
            state.mandatory_built, tuple(state.supply), tuple(tuple(sorted(t.items())) for t in state.tiles),
            tuple(sorted(state.tiles_left.items())))


def beam_turns(evaluate: Evaluate, state, width: int, keep: int,
               stop: Callable[[], bool] = lambda: False) -> list[tuple[float, tuple, object]]:
    """The best whole turns for the player to move by `evaluate` after the turn, found by a beam
    search of `width` partial turns. Returns up to `keep` (value, turn, state after it), best
    first. When `stop()` turns true, unfinished partial turns are completed greedily."""
    player = state.current_player
    frontier = [(0.0, (), state)]
    finished: list[tuple[float, tuple, object]] = []
    seen: set = set()
    for _ in range(MAX_TURN_ACTIONS):
        if not frontier:
            break
        grown = []
        for _, turn, current in frontier:
            for action in current.legal_actions():
                child = current.clone()
                child.apply(action)
                value = evaluate(child, player)
                if turn_over(child, player):
                    finished.append((value, turn + (action,), child))
                    continue
                key = position_key(child, player)
                if key in seen:
                    continue
                seen.add(key)
                grown.append((value, turn + (action,), child))
        grown.sort(key=lambda t: t[0], reverse=True)
        frontier = grown[:width]
        if stop():
            for _, turn, current in frontier:
                finished.append(greedy_finish(evaluate, current, player, turn))
            break
    finished.sort(key=lambda t: t[0], reverse=True)
    return finished[:keep]


def greedy_finish(evaluate: Evaluate, state, player: int, turn: tuple = ()) -> tuple[float, tuple, object]:
    """Complete the turn by the best next action each time (the medium policy's turn)."""
    current = state
    value = evaluate(current, player)
    for _ in range(MAX_TURN_ACTIONS):
        if turn_over(current, player):
            break
        best = None
        for action in current.legal_actions():
            child = current.clone()
            child.apply(action)
            child_value = evaluate(child, player)
            if best is None or child_value > best[0]:
                best = (child_value, action, child)
        value, action, current = best
        turn += (action,)
    return value, turn, current


def sampled_turn(evaluate: Evaluate, state, rng: random.Random, sample: int) -> tuple[tuple, object]:
    """A turn of a cheap medium-like policy: each action the best of `sample` random legal ones
    by `evaluate` (all of them when there are few; ending the turn is always among them).
    May play on `state` itself; returns (turn, state after it)."""
    player = state.current_player
    turn: tuple = ()
    current = state
    for _ in range(MAX_TURN_ACTIONS):
        if turn_over(current, player):
            break
        legal = current.legal_actions()
        if len(legal) == 1:
            action = legal[0]
            current.apply(action)
        else:
            options = legal if len(legal) <= sample else rng.sample(legal, sample)
            if END in legal and END not in options:
                options.append(END)
            best_value, action, best = float("-inf"), None, None
            for option in options:
                child = current.clone()
                child.apply(option)
                value = evaluate(child, player)
                if value > best_value:
                    best_value, action, best = value, option, child
            current = best
        turn += (action,)
    return turn, current
