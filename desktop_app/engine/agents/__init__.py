"""Computer players. Every agent picks from `state.legal_actions()`, so none can cheat the rules.

Levels offered in the new-game dialog: "random" (easy), "greedy" (medium), "hard" (ISMCTS).
"uniform" (plain uniform random) exists for the arena and tests only."""
from __future__ import annotations

import random

from ..game import Action, GameSpec, GameState
from ..i18n import QT_TRANSLATE_NOOP
from .greedy import GreedyAgent
from .random_agent import RandomAgent, UniformAgent
from .search import DEFAULT_THINK, ISMCTSAgent

AGENTS = {"random": RandomAgent, "greedy": GreedyAgent, "hard": ISMCTSAgent}
EXTRA_AGENTS = {"uniform": UniformAgent}
LEVEL_LABELS = {  # shown translated with context "agents"
    "human": QT_TRANSLATE_NOOP("agents", "Human"),
    "random": QT_TRANSLATE_NOOP("agents", "Computer (easy)"),
    "greedy": QT_TRANSLATE_NOOP("agents", "Computer (medium)"),
    "hard": QT_TRANSLATE_NOOP("agents", "Computer (hard)"),
    "uniform": QT_TRANSLATE_NOOP("agents", "Computer (uniform random)"),
}
LEVEL_SHORT = {  # beside a seat's name on the table
    "random": QT_TRANSLATE_NOOP("agents", "easy"),
    "greedy": QT_TRANSLATE_NOOP("agents", "medium"),
    "hard": QT_TRANSLATE_NOOP("agents", "hard"),
    "uniform": QT_TRANSLATE_NOOP("agents", "uniform"),
}


LEVELS = {"easy": "random", "medium": "greedy", "hard": "hard"}  # the names a player sees -> agent


def agent_level(name: str) -> str:
    """The agent behind a level name a player sees (easy, medium, hard) or an agent's own name
    (random, greedy, hard, uniform); ValueError with the valid names for anything else."""
    agent = LEVELS.get(name.strip().lower(), name.strip().lower())
    if agent not in AGENTS and agent not in EXTRA_AGENTS:
        raise ValueError(f"unknown level {name!r}; choose from {', '.join(LEVELS)}"
                         f" (or an agent: {', '.join([*AGENTS, *EXTRA_AGENTS])})")
    return agent


def make_agent(level: str, spec: GameSpec, seed: int | None = None, **settings):
    """An agent of this level. `settings` go to the hard agent only (think=seconds,
    iterations=cap, ...); the other levels ignore them."""
    cls = AGENTS.get(level) or EXTRA_AGENTS.get(level)
    if cls is None:
        raise ValueError(f"unknown agent {level!r}; choose from {', '.join([*AGENTS, *EXTRA_AGENTS])}")
    if cls is ISMCTSAgent:
        merged = {**dict(spec.hard_settings), **settings}
        factory = spec.hard_agent or ISMCTSAgent
        return factory(spec, random.Random(seed), **merged)
    return cls(spec, random.Random(seed))


__all__ = ["AGENTS", "DEFAULT_THINK", "EXTRA_AGENTS", "LEVELS", "LEVEL_LABELS", "LEVEL_SHORT", "agent_level", "Action", "GameState",
           "GreedyAgent", "ISMCTSAgent", "RandomAgent", "UniformAgent", "make_agent"]
