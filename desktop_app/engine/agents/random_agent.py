from __future__ import annotations

import random

from ..game import Action, GameSpec, GameState


class RandomAgent:
    """Uniformly random legal actions."""

    def __init__(self, spec: GameSpec, rng: random.Random | None = None):
        self.spec = spec
        self.rng = rng or random.Random()

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        if not actions:
            raise RuntimeError("no legal action in a running game")
        return self.rng.choice(actions)
