"""Model-side benchmarks (no Qt): legal placements, random playouts, clone+apply, AI move time."""
from __future__ import annotations

import time

from desktop_app.engine.agents import AGENTS, make_agent
from desktop_app.engine.arena import play_one
from desktop_app.engine.game import GameSpec

from .common import SEED, late_index, median, percentile, players_for, random_game, rnd, state_after


class Budget:
    """How much work each benchmark does: `quick` keeps the whole run under a minute."""

    def __init__(self, quick: bool):
        self.quick = quick
        self.legal_repeats = 15 if quick else 60
        self.playout_seconds = 1.0 if quick else 6.0
        self.playout_min_games = 2 if quick else 5
        self.clone_seconds = 0.4 if quick else 3.0
        self.ai_states = 3 if quick else 8
        self.hard_states = 1 if quick else 4
        self.startup_runs = 3 if quick else 9
        self.drag_moves = 60 if quick else 300
        self.save_samples = 5 if quick else 15
        self.drag_sources = 2 if quick else 5


def legal_placements(spec: GameSpec, state, repeats: int) -> dict:
    """`legal_actions()` on a fresh copy of the late state (loaded from JSON, so no cached list)."""
    data = state.to_json()
    times, count = [], 0
    for _ in range(repeats):
        fresh = spec.from_json(data)
        start = time.perf_counter()
        count = len(fresh.legal_actions())
        times.append(time.perf_counter() - start)
    return {"legal_ms": rnd(median(times) * 1000, 4), "legal_p95_ms": rnd(percentile(times, 95) * 1000, 4),
            "legal_count": count}


def uniform_level(spec: GameSpec) -> str:
    """The arena's uniformly random agent: "uniform" where "random" (easy) has grown some sense."""
    try:
        make_agent("uniform", spec, 0)
        return "uniform"
    except ValueError:
        return "random"


def random_playouts(spec: GameSpec, players: int, seconds: float, min_games: int) -> dict:
    """Complete games between random agents (the arena's own loop), for a fixed time. The rate is
    per second of this process's CPU time (the machine is shared and noisy); wall rate beside it."""
    games, actions = 0, 0
    options = spec.default_options()
    level = uniform_level(spec)
    wall, cpu = time.perf_counter(), time.process_time()
    while games < min_games or time.perf_counter() - wall < seconds:
        result = play_one(spec, [level] * players, players, SEED + 1 + games, options)
        games += 1
        actions += result["actions"]
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {"playouts_per_s": rnd(games / cpu, 2), "playouts_per_s_wall": rnd(games / wall, 2),
            "actions_per_game": rnd(actions / games, 1)}


def clone_apply(spec: GameSpec, actions: list, players: int, seconds: float) -> dict:
    """Clone a position and apply one legal action to the clone, over positions from a whole game."""
    state = spec.new_game(players, SEED, spec.default_options())
    positions = []
    for action in actions:
        positions.append((state.clone(), action))
        state.apply(action)
    count = 0
    wall, cpu = time.perf_counter(), time.process_time()
    while True:
        for position, action in positions:
            position.clone().apply(action)
        count += len(positions)
        if time.perf_counter() - wall >= seconds:
            break
    return {"clone_apply_per_s": rnd(count / (time.process_time() - cpu), 1)}


def decision_states(spec: GameSpec, actions: list, players: int, how_many: int) -> list:
    """Positions spread over a game, each a real choice; the last is the late-game position."""
    late = late_index(spec, actions, players)
    marks = [int(late * (i + 1) / how_many) for i in range(how_many)]
    state = spec.new_game(players, SEED, spec.default_options())
    picked = []
    for i, action in enumerate(actions):
        if marks and i >= marks[0] and len(state.legal_actions()) > 1:
            picked.append(state.clone())
            while marks and marks[0] <= i:
                marks.pop(0)
        if not marks:
            break
        state.apply(action)
    return picked


def ai_move(spec: GameSpec, level: str, states: list) -> dict:
    """Seconds per decision of an agent level; None when the level does not exist (yet)."""
    if level not in AGENTS:
        return {"ms": None, "max_ms": None}
    times = []
    for i, state in enumerate(states):
        agent = make_agent(level, spec, SEED + i)
        start = time.perf_counter()
        agent.choose(state.clone())
        times.append(time.perf_counter() - start)
    return {"ms": rnd(median(times) * 1000, 2), "max_ms": rnd(max(times) * 1000, 2)}


def run_model(spec: GameSpec, budget: Budget) -> dict:
    players = players_for(spec)
    actions = random_game(spec, players)
    index = late_index(spec, actions, players)
    late = state_after(spec, actions, index, players)
    figures = {"players": players, "game_actions": len(actions), "late_action": index}
    figures.update(legal_placements(spec, late, budget.legal_repeats))
    figures.update(random_playouts(spec, players, budget.playout_seconds, budget.playout_min_games))
    figures.update(clone_apply(spec, actions, players, budget.clone_seconds))
    states = decision_states(spec, actions, players, budget.ai_states)
    medium = ai_move(spec, "greedy", states)
    figures["ai_medium_ms"], figures["ai_medium_max_ms"] = medium["ms"], medium["max_ms"]
    hard = ai_move(spec, "hard", states[-budget.hard_states:])
    figures["ai_hard_ms"], figures["ai_hard_max_ms"] = hard["ms"], hard["max_ms"]
    return figures
