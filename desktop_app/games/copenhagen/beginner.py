"""Copenhagen's easy level: a beginner (no Qt).

The shared BeginnerAgent (engine/agents/beginner.py: softmax over one-ply values) over a
beginner's values: the medium evaluation plus a liking for what shows at once, points scored and
spaces built. A beginner builds whenever a tile fits and looks no further than this turn; the
medium player keeps cards for bigger, cheaper tiles. Against a random player that eagerness is
what wins the short two-player game (ties go to fewer empty spaces)."""
from __future__ import annotations

import dataclasses
import random

from desktop_app.engine.agents.beginner import BeginnerAgent
from .ai import evaluate

POINT_LIKING = 0.5   # extra value per point already scored
SPACE_LIKING = 0.12  # extra value per built space


def beginner_value(state, player: int) -> float:
    board = state.players[player]
    return evaluate(state, player) + POINT_LIKING * state.scores()[player] + SPACE_LIKING * board.mask.bit_count()


def make_beginner(spec, rng: random.Random | None = None, **settings) -> BeginnerAgent:
    return BeginnerAgent(dataclasses.replace(spec, evaluate=beginner_value), rng, **settings)
