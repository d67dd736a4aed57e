"""Easy for Christmas Tree: a beginner (issue 25). No Qt.

It looks one card ahead with the medium evaluation, as the shared beginner does, but a softmax over
every legal action would drown the placements in hundreds of linzer swaps (each costs a linzer and
most break something). So it plays as a person new to the game does:
- its card, space and way up are a softmax over the placements (`temperature` in points): the
  obvious good placement is likely, a slightly worse one common, a bad one rare;
- a linzer is spent only when it clearly pays (at least `linzer_gain` points more than placing
  without it, by the medium evaluation) and even then only some of the time (`linzer_care`);
- the task card is a softmax too.
It reads only what its seat may see (the medium agent's honest copy of the table)."""
from __future__ import annotations

import random

from desktop_app.engine.agents.beginner import softmax_pick
from desktop_app.engine.agents.common import honest_view
from desktop_app.engine.agents.greedy import GreedyAgent

LINZER_MOVES = ("swap", "turn")


class ChristmasTreeBeginner:
    def __init__(self, spec, rng: random.Random | None = None, temperature: float = 1.0,
                 linzer_gain: float = 2.0, linzer_care: float = 0.5):
        self.spec = spec
        self.rng = rng or random.Random()
        self.temperature = temperature
        self.linzer_gain = linzer_gain
        self.linzer_care = linzer_care
        self._greedy = GreedyAgent(spec, self.rng)

    def choose(self, state):
        actions = state.legal_actions()
        if not actions:
            raise RuntimeError("no legal action in a running game")
        if len(actions) == 1:
            return actions[0]
        player = state.current_player
        view = honest_view(state, player, self.rng)
        spends = [a for a in actions if a[0] in LINZER_MOVES]
        # Picks and task cards (a round's last pick comes twice, with and without the linzer chance
        # after it: one of each); at a round's end, when only linzer is asked, "done".
        moves = [a for a in actions if a[0] in ("place", "task") and len(a) <= 4] or [a for a in actions if a[0] == "done"]
        ranked = self._greedy.ranked(view, player, moves or actions)
        if not ranked:
            return self.rng.choice(actions)
        if spends and self.rng.random() < self.linzer_care:
            best_spend = self._greedy.ranked(view, player, spends)[:1]
            if best_spend and best_spend[0][0] >= ranked[0][0] + self.linzer_gain:
                return best_spend[0][1]
        return softmax_pick(ranked, self.temperature, self.rng)
