from __future__ import annotations

import random

from ..game import Action, GameSpec, GameState
from .common import honest_view


class GreedyAgent:
    """Medium: one-ply lookahead. Apply each legal action to an honest copy of the table (hidden
    parts resampled, so it never sees the real next card) and keep the best `spec.evaluate`.

    Ties are broken at random so the agent does not always pick the first listed action."""

    def __init__(self, spec: GameSpec, rng: random.Random | None = None):
        self.spec = spec
        self.rng = rng or random.Random()

    def ranked(self, state: GameState, player: int, actions: list[Action]) -> list[tuple[float, Action]]:
        """(value, action) for each action that `state` accepts, best first (ties shuffled)."""
        out = []
        state.legal_actions()  # warm the state's own cache once, so each clone below inherits it
        for action in actions:
            child = state.clone()
            try:
                child.apply(action)
            except Exception:
                continue
            out.append((self.spec.evaluate(child, player), self.rng.random(), action))
        out.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [(v, a) for v, _, a in out]

    def choose(self, state: GameState) -> Action:
        player = state.current_player
        actions = state.legal_actions()
        if not actions:
            raise RuntimeError("no legal action in a running game")
        if len(actions) == 1:
            return actions[0]
        ranked = self.ranked(honest_view(state, player, self.rng), player, actions)
        if not ranked:  # the honest copy refused everything: fall back to the table itself
            ranked = self.ranked(state, player, actions)
        best_value = ranked[0][0]
        best = [a for v, a in ranked if v >= best_value - 1e-9]
        return self.rng.choice(best)
