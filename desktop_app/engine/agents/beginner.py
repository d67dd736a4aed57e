"""Easy: a beginner. It plays sensible moves with a beginner's mistakes.

It looks only at this turn: every legal action is valued by the medium evaluation on an honest copy
of the table (hidden parts resampled), and it picks one at random with softmax weights, so the
obvious good move is likely but not certain and a clearly bad one is rare. `temperature` is in
`spec.evaluate` units (roughly points): higher plays looser. `sample` caps how many actions it looks
at (a beginner does not consider all 300 tile placements), drawn at random each turn."""
from __future__ import annotations

import math
import random

from ..game import Action, GameSpec, GameState
from .common import honest_view
from .greedy import GreedyAgent


class BeginnerAgent:
    def __init__(self, spec: GameSpec, rng: random.Random | None = None, temperature: float = 1.5,
                 sample: int | None = 40):
        self.spec = spec
        self.rng = rng or random.Random()
        self.temperature = temperature
        self.sample = sample
        self._greedy = GreedyAgent(spec, self.rng)

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        if not actions:
            raise RuntimeError("no legal action in a running game")
        if len(actions) == 1:
            return actions[0]
        player = state.current_player
        looked_at = actions if self.sample is None or len(actions) <= self.sample \
            else self.rng.sample(actions, self.sample)
        ranked = self._greedy.ranked(honest_view(state, player, self.rng), player, looked_at)
        if not ranked:
            return self.rng.choice(actions)
        return softmax_pick(ranked, self.temperature, self.rng)


def softmax_pick(ranked: list[tuple[float, Action]], temperature: float, rng: random.Random) -> Action:
    """One action from [(value, action), ...] with weights exp((value - best) / temperature)."""
    if temperature <= 0:
        return ranked[0][1]
    best = max(v for v, _ in ranked)
    weights = [math.exp(max((v - best) / temperature, -50.0)) for v, _ in ranked]
    return rng.choices([a for _, a in ranked], weights=weights)[0]
