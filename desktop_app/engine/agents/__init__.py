"""Computer players. Every agent picks from `state.legal_actions()`, so none can cheat the rules."""
from __future__ import annotations

import random

from ..game import Action, GameSpec, GameState
from ..i18n import QT_TRANSLATE_NOOP
from .greedy import GreedyAgent
from .random_agent import RandomAgent

AGENTS = {"random": RandomAgent, "greedy": GreedyAgent}
LEVEL_LABELS = {  # shown translated with context "agents"
    "human": QT_TRANSLATE_NOOP("agents", "Human"),
    "random": QT_TRANSLATE_NOOP("agents", "Computer (easy: random)"),
    "greedy": QT_TRANSLATE_NOOP("agents", "Computer (medium: greedy)"),
}
LEVEL_SHORT = {  # beside a seat's name on the table
    "random": QT_TRANSLATE_NOOP("agents", "easy"),
    "greedy": QT_TRANSLATE_NOOP("agents", "medium"),
    "hard": QT_TRANSLATE_NOOP("agents", "hard"),
}


def make_agent(level: str, spec: GameSpec, seed: int | None = None):
    try:
        return AGENTS[level](spec, random.Random(seed))
    except KeyError:
        raise ValueError(f"unknown agent {level!r}; choose from {', '.join(AGENTS)}") from None


__all__ = ["AGENTS", "LEVEL_LABELS", "LEVEL_SHORT", "Action", "GameState", "GreedyAgent", "RandomAgent", "make_agent"]
