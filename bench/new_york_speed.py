"""Random-playout speed of New York per player count, in CPU time (the arena reports wall time,
which other processes on a shared machine distort).

    uv run python bench/new_york_speed.py [games]
"""
from __future__ import annotations

import random
import sys
import time

from desktop_app.games.new_york.spec import SPEC


def games_per_second(players: int, games: int) -> tuple[float, float]:
    started = time.process_time()
    actions = 0
    for seed in range(games):
        state = SPEC.new_game(players, seed, SPEC.default_options())
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
    seconds = time.process_time() - started
    return games / seconds, actions / games


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    for players in range(2, 7):
        rate, actions = games_per_second(players, games)
        print(f"{players} players: {rate:6.1f} games/s (CPU), {actions:5.1f} actions per game")


if __name__ == "__main__":
    main()
