"""Computer players. Every agent picks from `state.legal_actions()`, so none can cheat the rules.

Levels offered in the new-game dialog, weakest first: "random" (easy: a beginner, engine/agents/
beginner.py or the game's own `easy_agent`), "greedy" (medium), "hard" (ISMCTS or the game's own
search) and "expert" (the hard search with more time). The ids are what saves keep ("random" is
easy's id from before it became a beginner). "uniform" (plain uniform random, the floor) and
"gentle" (the old easy: random minus blunders) exist for the arena and tests only."""
from __future__ import annotations

import random

from ..game import Action, GameSpec, GameState
from ..i18n import QT_TRANSLATE_NOOP
from .beginner import BeginnerAgent
from .greedy import GreedyAgent
from .random_agent import RandomAgent, UniformAgent
from .search import DEFAULT_THINK, ISMCTSAgent

EXPERT_THINK = 6.0  # seconds a move, shown in the new-game dialog
AGENTS = {"random": BeginnerAgent, "greedy": GreedyAgent, "hard": ISMCTSAgent, "expert": ISMCTSAgent}
EXTRA_AGENTS = {"uniform": UniformAgent, "gentle": RandomAgent}
LEVEL_LABELS = {  # shown translated with context "agents"
    "human": QT_TRANSLATE_NOOP("agents", "Human"),
    "random": QT_TRANSLATE_NOOP("agents", "Computer (easy)"),
    "greedy": QT_TRANSLATE_NOOP("agents", "Computer (medium)"),
    "hard": QT_TRANSLATE_NOOP("agents", "Computer (hard)"),
    "expert": QT_TRANSLATE_NOOP("agents", "Computer (expert, 6 s)"),
    "uniform": QT_TRANSLATE_NOOP("agents", "Computer (uniform random)"),
    "gentle": QT_TRANSLATE_NOOP("agents", "Computer (random, no blunders)"),
}
LEVEL_SHORT = {  # beside a seat's name on the table
    "random": QT_TRANSLATE_NOOP("agents", "easy"),
    "greedy": QT_TRANSLATE_NOOP("agents", "medium"),
    "hard": QT_TRANSLATE_NOOP("agents", "hard"),
    "expert": QT_TRANSLATE_NOOP("agents", "expert"),
    "uniform": QT_TRANSLATE_NOOP("agents", "uniform"),
    "gentle": QT_TRANSLATE_NOOP("agents", "gentle"),
}


LEVELS = {"easy": "random", "medium": "greedy", "hard": "hard", "expert": "expert"}  # the names a player sees -> agent


def agent_level(name: str) -> str:
    """The agent behind a level name a player sees (easy, medium, hard) or an agent's own name
    (random, greedy, hard, uniform); ValueError with the valid names for anything else."""
    agent = LEVELS.get(name.strip().lower(), name.strip().lower())
    if agent not in AGENTS and agent not in EXTRA_AGENTS:
        raise ValueError(f"unknown level {name!r}; choose from {', '.join(LEVELS)}"
                         f" (or an agent: {', '.join([*AGENTS, *EXTRA_AGENTS])})")
    return agent


def make_agent(level: str, spec: GameSpec, seed: int | None = None, **settings):
    """An agent of this level. `settings` go to the searching levels (hard, expert: think=seconds,
    iterations=cap, ...); the others ignore them (easy takes the game's own `easy_settings`)."""
    cls = AGENTS.get(level) or EXTRA_AGENTS.get(level)
    if cls is None:
        raise ValueError(f"unknown agent {level!r}; choose from {', '.join([*AGENTS, *EXTRA_AGENTS])}")
    rng = random.Random(seed)
    if level in ("hard", "expert"):
        merged = dict(spec.hard_settings)
        if level == "expert":
            merged.update({"think": EXPERT_THINK, **dict(spec.expert_settings)})
        merged.update(settings)
        factory = spec.hard_agent or ISMCTSAgent
        return factory(spec, rng, **merged)
    if cls is BeginnerAgent:
        factory = spec.easy_agent or BeginnerAgent
        return factory(spec, rng, **dict(spec.easy_settings))
    return cls(spec, rng)


__all__ = ["AGENTS", "BeginnerAgent", "DEFAULT_THINK", "EXPERT_THINK", "EXTRA_AGENTS", "LEVELS", "LEVEL_LABELS", "LEVEL_SHORT", "agent_level", "Action", "GameState",
           "GreedyAgent", "ISMCTSAgent", "RandomAgent", "UniformAgent", "make_agent"]
