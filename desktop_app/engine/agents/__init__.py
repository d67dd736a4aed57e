"""Computer players. Every agent picks from `state.legal_actions()`, so none can cheat the rules."""
from __future__ import annotations

import random

from ..game import Action, GameSpec, GameState
from .greedy import GreedyAgent
from .random_agent import RandomAgent

AGENTS = {"random": RandomAgent, "greedy": GreedyAgent}
LEVEL_LABELS = {"human": "Human", "random": "Computer (easy: random)", "greedy": "Computer (medium: greedy)"}


def make_agent(level: str, spec: GameSpec, seed: int | None = None):
    try:
        return AGENTS[level](spec, random.Random(seed))
    except KeyError:
        raise ValueError(f"unknown agent {level!r}; choose from {', '.join(AGENTS)}") from None


__all__ = ["AGENTS", "LEVEL_LABELS", "Action", "GameState", "GreedyAgent", "RandomAgent", "make_agent"]
