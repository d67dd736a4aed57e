"""Shared helpers: deterministic late-game positions and small statistics."""
from __future__ import annotations

import math
import random
import statistics
import time

from desktop_app.engine.game import GameSpec, Seat
from desktop_app.engine.match import Match

PLAYERS = 4          # every per-game figure uses a 4-player game (clamped to the game's range)
SEED = 20261130      # one fixed seed: the same positions on every run
LATE = 0.85          # "late game": this far through a full random game


def players_for(spec: GameSpec, wanted: int = PLAYERS) -> int:
    return max(spec.min_players, min(spec.max_players, wanted))


def random_game(spec: GameSpec, players: int, seed: int = SEED, max_actions: int = 20000) -> list:
    """The actions of one complete game of uniformly random legal moves."""
    state = spec.new_game(players, seed, spec.default_options())
    rng = random.Random(seed)
    actions = []
    while not state.is_over:
        if len(actions) >= max_actions:
            raise RuntimeError(f"{spec.id}: random game did not end within {max_actions} actions")
        action = rng.choice(state.legal_actions())  # uniformly random, whatever "easy" means today
        state.apply(action)
        actions.append(action)
    return actions


def late_index(spec: GameSpec, actions: list, players: int, seed: int = SEED, fraction: float = LATE) -> int:
    """Index into `actions` of the late-game position: from `fraction` of the way through the game
    on, the position whose mover has the most legal actions (the richest placement decision)."""
    state = spec.new_game(players, seed, spec.default_options())
    start = min(len(actions) - 1, int(len(actions) * fraction))
    best, best_count = start, -1
    for i, action in enumerate(actions):
        if i >= start and not state.is_over:
            count = len(state.legal_actions())
            if count > best_count:
                best, best_count = i, count
        state.apply(action)
    return best


def state_after(spec: GameSpec, actions: list, count: int, players: int, seed: int = SEED):
    state = spec.new_game(players, seed, spec.default_options())
    for action in actions[:count]:
        state.apply(action)
    return state


def match_after(spec: GameSpec, actions: list, count: int, players: int, human: int | None = None,
                seed: int = SEED) -> Match:
    """A Match replayed to `count` actions; seat `human` is human, the others computer (greedy)."""
    names = ("Anna", "Bence", "Csilla", "Dani", "Emese", "Feri")
    seats = [Seat(names[i], spec.colours[i % len(spec.colours)], "human" if i == human else "greedy")
             for i in range(players)]
    match = Match.start(spec, seats, seed)
    for action in actions[:count]:
        match.apply(action)
    return match


def late_match(spec: GameSpec, players: int | None = None) -> Match:
    """The standard late-game position, with the seat to move played by a human."""
    players = players or players_for(spec)
    actions = random_game(spec, players)
    index = late_index(spec, actions, players)
    state = state_after(spec, actions, index, players)
    return match_after(spec, actions, index, players, human=state.current_player)


def median(values) -> float | None:
    values = list(values)
    return statistics.median(values) if values else None


def percentile(values, q: float) -> float | None:
    """Nearest-rank percentile (q in 0..100)."""
    values = sorted(values)
    if not values:
        return None
    rank = max(1, math.ceil(q / 100 * len(values)))
    return values[rank - 1]


def timed(fn, *args):
    start = time.perf_counter()
    result = fn(*args)
    return time.perf_counter() - start, result


def rnd(value, digits: int = 3):
    return None if value is None else round(value, digits)
