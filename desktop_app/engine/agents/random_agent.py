from __future__ import annotations

import random

from ..game import Action, GameSpec, GameState
from .common import child_value, honest_view, loses_at_once


class UniformAgent:
    """Uniformly random legal actions (a baseline for the arena, not offered in the dialog)."""

    def __init__(self, spec: GameSpec, rng: random.Random | None = None):
        self.spec = spec
        self.rng = rng or random.Random()

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        if not actions:
            raise RuntimeError("no legal action in a running game")
        return self.rng.choice(actions)


class RandomAgent:
    """Easy: random legal actions, minus the absurd ones, and still gentle.

    It draws a random action and looks at it on an honest copy of the table (hidden parts
    resampled). It redraws (a few times at most) when that action ends the game with this player
    losing while some other action would not, or when a second random action is a clear blunder
    check away (its value is higher by more than `blunder` evaluate points, roughly points of
    score). Otherwise it plays the random pick: no search, no preference between sensible moves."""

    def __init__(self, spec: GameSpec, rng: random.Random | None = None, blunder: float = 3.0,
                 tries: int = 3):
        self.spec = spec
        self.rng = rng or random.Random()
        self.blunder = blunder
        self.tries = tries

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        if not actions:
            raise RuntimeError("no legal action in a running game")
        if len(actions) == 1:
            return actions[0]
        player = state.current_player
        view = honest_view(state, player, self.rng)
        pick = self.rng.choice(actions)
        for _ in range(self.tries):
            if loses_at_once(view, pick, player):
                pick = self.rng.choice(actions)
                continue
            other = self.rng.choice(actions)
            if other == pick or loses_at_once(view, other, player):
                return pick
            mine, theirs = child_value(self.spec, view, pick, player), child_value(self.spec, view, other, player)
            if mine is None or theirs is None or theirs - mine <= self.blunder:
                return pick
            pick = other  # the first pick threw something away that the other keeps
        return pick
