from __future__ import annotations

import random

from ..game import Action, GameSpec, GameState


class GreedyAgent:
    """One-ply lookahead: apply each legal action to a copy and keep the best `spec.evaluate`.

    Ties are broken at random so the agent does not always pick the first listed action."""

    def __init__(self, spec: GameSpec, rng: random.Random | None = None):
        self.spec = spec
        self.rng = rng or random.Random()

    def choose(self, state: GameState) -> Action:
        player = state.current_player
        actions = state.legal_actions()
        if not actions:
            raise RuntimeError("no legal action in a running game")
        best_value, best = float("-inf"), []
        for action in actions:
            child = state.clone()
            child.apply(action)
            value = self.spec.evaluate(child, player)
            if value > best_value + 1e-9:
                best_value, best = value, [action]
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return self.rng.choice(best)
