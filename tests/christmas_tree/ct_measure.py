"""Christmas Tree positions to measure legibility on (with the toolkit's harness)."""
from __future__ import annotations

import random

from table import legibility
from table.legibility import measure_texts

from desktop_app.engine.agents import make_agent
from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY


def played_match(players: int = 4, moves: int = 30, seed: int = 0, mode: str = "family") -> Match:
    """A match like the screenshot's: seat 0 human, the rest greedy, `moves` actions in."""
    spec = REGISTRY["christmas_tree"]
    colours = spec.colours
    seats = [Seat(n, colours[i], "human" if i == 0 else "greedy")
             for i, n in enumerate(("Anna", "Bence", "Csilla", "Dani")[:players])]
    match = Match.start(spec, seats, seed, {"mode": mode})
    agents = [make_agent("greedy", spec, seed + i) for i in range(players)]
    rng = random.Random(seed)
    for _ in range(moves):
        if match.state.is_over:
            break
        player = match.state.current_player
        action = agents[player].choose(match.state) if rng.random() < 0.8 else rng.choice(match.state.legal_actions())
        match.apply(action)
    while not match.state.is_over and match.state.current_player != 0:
        match.apply(agents[match.state.current_player].choose(match.state))
    return match


def measure(view) -> list[tuple[str, float]]:
    """Every text painted into the view's viewport, with its on-screen pixel size (the toolkit's
    harness, tests/table/legibility.py)."""
    return measure_texts(view.window())


def summary(records) -> tuple[float, float]:
    """(smallest px, share of texts under 11 px)."""
    return legibility.summary(records)
