"""Copenhagen's hard and expert players (no Qt): the shared ISMCTS search (engine/agents/search.py)
with its time spent where it pays. Which card to discard over the hand limit is a small choice
(at most five colours, and the medium ranking that seeds the root is nearly always right), so it
gets a quarter of the budget; a single legal action costs nothing already."""
from __future__ import annotations


from desktop_app.engine.agents.common import soft_max
from desktop_app.engine.agents.paired import CrowdedTable, paired_settings
from desktop_app.engine.agents.search import ISMCTSAgent

from . import scoring

QUICK_KINDS = {"discard": 0.25}  # a decision whose every legal action is of this kind -> share of the budget


class CopenhagenSearch(CrowdedTable, ISMCTSAgent):
    def __init__(self, spec, rng=None, own_turns: int = 1, rival_sample: int | None = None, paired_from: int = 3,
                 crowded_width: int | None = None, crowded_exploration: float | None = None,
                 crowded_think: float | None = None, crowded_soft: float | None = None,
                 crowded_end_draws: float | None = None, **settings):
        settings, paired = paired_settings(settings)
        super().__init__(spec, rng, **settings)
        # With 3-4 players ~440 iterations spread over ~40 root children left each ~10 visits,
        # too few to tell moves apart through three rivals' rollout noise: the crowded table's
        # tree keeps greedy's best `crowded_width` and explores less (None: as with 2 players).
        self.crowded_width = crowded_width
        self.crowded_exploration = crowded_exploration
        self.crowded_think = crowded_think  # seconds a decision with 3-4 players (None: think)
        self._two_player = (self.root_width, self.exploration)
        # With 3-4 players a leaf weighs every rival, not only the best-valued one: own value
        # minus a soft maximum of the rivals' (temperature: this share of the reward scale, which
        # follows how far apart values lie, small early in a game; None: the hard maximum).
        self.crowded_soft = crowded_soft
        # With 3-4 players the End card may come any draw once it lies in the supply, and then
        # the points as they stand (ties: fewer empty cells) decide, not the potential that
        # evaluate also counts: a leaf blends in the result of the game ending there, weighted by
        # the chance that the End card is among the next `crowded_end_draws` cards (None: off).
        self.crowded_end_draws = crowded_end_draws
        # Rollouts to the searcher's own next turn: a take now pays with a build next turn, and a
        # leaf before that turn cannot see it (engine/agents/paired.py CrowdedTable).
        self._crowded(own_turns, rival_sample, paired_from, paired)

    def budget_for(self, state) -> float | None:
        """Seconds this decision may take."""
        if self.think is None:
            return None
        kinds = {action[0] for action in state.legal_actions()}  # only what a player may ask the table
        share = QUICK_KINDS.get(next(iter(kinds)), 1.0) if len(kinds) == 1 else 1.0
        return self.think * share

    def choose(self, state):
        full = self.think
        self._me = state.current_player
        players = self._count_players(state, self._me)
        self.root_width, self.exploration = self._two_player
        if players >= 3:
            self.root_width = self.crowded_width or self.root_width
            if self.crowded_exploration is not None:
                self.exploration = self.crowded_exploration
            if self.crowded_think is not None and self.think is not None:
                self.think = self.crowded_think
        self.think = self.budget_for(state)
        try:
            if not self.paired_from or players < self.paired_from:
                return super().choose(state)  # the tree (its own _begin: a cancel before it must hold)
            started, actions = self._begin(state)
            if len(actions) == 1:
                self.decisions.append((self._clock() - started, 0))
                return actions[0]
            return self._paired_choice(state, actions, started)
        finally:
            self.think = full


    def _diffs(self, det):
        if det.is_over or not self.crowded_soft or self._players < 3:
            return super()._diffs(det)
        values = [self.spec.evaluate(det, p) for p in range(self._players)]
        temperature = self.crowded_soft * self._scale()
        return [values[p] - soft_max([v for q, v in enumerate(values) if q != p], temperature)
                for p in range(self._players)]


    def _rewards(self, det, learn: bool = True) -> list[float]:
        rewards = super()._rewards(det, learn)
        if det.is_over or not self.crowded_end_draws or self._players < 3:
            return rewards
        chance = end_chance(det, self.crowded_end_draws)
        if chance <= 0.0:
            return rewards
        ended = ended_now_shares(det)
        return [(1.0 - chance) * r + chance * e for r, e in zip(rewards, ended)]


def end_chance(state, draws: float) -> float:
    """Chance that the End card is among the next `draws` cards of the supply. It is known to lie
    somewhere in the bottom 10 (uniformly: its place in a determinization is a guess, not read)."""
    if not state.end_card_in_supply:
        return 0.0
    left = len(state.supply)
    bottom = min(10, left)
    if bottom <= 0:
        return 0.0
    return max(0.0, min(1.0, (draws - (left - bottom)) / bottom))


def ended_now_shares(state) -> list[float]:
    """Each player's win share if the game ended now: most points, ties to fewer empty cells."""
    winners = scoring.winners(state.players)
    return [1.0 / len(winners) if p in winners else 0.0 for p in range(len(state.players))]



def make_searcher(spec, rng=None, **settings) -> CopenhagenSearch:
    return CopenhagenSearch(spec, rng, **settings)
