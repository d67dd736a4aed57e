"""Kingdom Builder speed figures: legal targets on a crowded board, and random playouts.

    uv run python bench/kingdom_builder_speed.py
"""
from __future__ import annotations

import random
import time

from desktop_app.games.kingdom_builder.boards import CELLS
from desktop_app.games.kingdom_builder.rules import READY, KingdomBuilderState


def crowded_state(seed: int = 1) -> KingdomBuilderState:
    """A 4-player board with ~130 settlements and every move tile in hand."""
    rng = random.Random(seed)
    state = KingdomBuilderState.new(4, seed, {"board": "random", "cards": "random"})
    cells = [c for c in range(CELLS) if state.board.terrain[c] in "GCDFT"]
    rng.shuffle(cells)
    for i, cell in enumerate(cells[:130]):
        state._put(i % 4, cell)
        state.supply[i % 4] -= 1
    for location in state.board.locations:
        state.tiles[state.current][location] = READY
    state._invalidate()
    return state


def main() -> None:
    state = crowded_state()
    runs = 200
    started = time.perf_counter()
    for _ in range(runs):
        state._invalidate()
        state.options_now()
    per_state = (time.perf_counter() - started) / runs
    count = len(state.legal_actions())
    print(f"legal targets on a crowded board (every tile ready): {per_state * 1000:.2f} ms per state change, "
          f"{count} actions")
    started = time.perf_counter()
    for _ in range(runs * 10):
        state.options_now()  # cached: what a drag asks for on every mouse move
    print(f"cached lookup: {(time.perf_counter() - started) / (runs * 10) * 1e6:.2f} µs")
    games, started = 0, time.perf_counter()
    rng = random.Random(3)
    while time.perf_counter() - started < 3.0:
        game = KingdomBuilderState.new(3, games, {"board": "random", "cards": "random"})
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        games += 1
    print(f"random 3-player playouts: {games / (time.perf_counter() - started):.1f} games/s")


if __name__ == "__main__":
    main()
