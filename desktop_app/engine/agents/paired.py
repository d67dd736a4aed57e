"""Paired rollouts over greedy's shortlist, for a crowded table (3 or more players); no Qt.

Why: with three rivals between two of the searcher's turns, a tree search's values at the root
mix each move's effect with the luck of the sampled cards and of everybody's sampled replies,
and at 1.5 s that noise is larger than the differences between the good moves (New York and
Copenhagen: root visit shares of 0.10-0.17 for the best three, i.e. no opinion). Here every
candidate is played out in the *same* worlds with the *same* random stream, and every player in
the rollout picks by `evaluate` (all legal actions, or the best of a fixed-size sample), so two
candidates' outcomes in a world differ mostly by what the candidate itself changed.

- Candidates: the medium policy's one-ply ranking on the first world, the best `candidates`.
- Worlds: `state.determinize(me, rng)` each; the real state is asked only for its legal actions,
  the player to move and determinizations.
- Rollout: until the searcher's own next turn is over (players * own_turns + 1 changes of the
  player to move) or the game ends. Leaf: own evaluate minus the best rival's (at the end of the
  game the score difference plus `win_bonus` times the win share).
- Racing: once `min_worlds` worlds are complete, a candidate whose mean paired deficit to the
  leader exceeds `z` standard errors is dropped (or that met the leader's value in every world:
  the same outcome); the search ends with one candidate left, at the budget, at `iterations`
  rollouts or on cancel. Only complete worlds count, so every comparison stays paired.
"""
from __future__ import annotations

import math
import random

from .common import honest_view


class PairedRollouts:
    def __init__(self, agent, candidates: int = 8, min_worlds: int = 4, z: float = 2.5, own_sample: int = 0,
                 rival_sample: int = 0, own_turns: int = 1, win_bonus: float = 20.0, max_plies: int = 80,
                 max_worlds: int = 1000):
        self.agent = agent  # the searching agent: spec, rng, clock, iterations, cancel flag
        self.candidates = candidates
        self.min_worlds = min_worlds
        self.z = z
        self.own_sample = own_sample
        self.rival_sample = rival_sample
        self.own_turns = own_turns
        self.win_bonus = win_bonus
        self.max_plies = max_plies
        self.max_worlds = max_worlds  # without a budget or cap, racing alone might never end
        self.searched = 0  # decisions this searcher made (tests, the arena's notes)

    def choose(self, state, actions: list, me: int, players: int, deadline: float):
        """(best action, rollouts played, ranking [(action, share, reward)] best first)."""
        agent = self.agent
        rng = agent.rng
        self.searched += 1
        first = honest_view(state, me, rng)
        shortlist = self._shortlist(first, actions, me)
        if len(shortlist) == 1:
            return shortlist[0], 0, [(shortlist[0], 1.0, 0.5)]
        turns = players * self.own_turns + 1
        cap = agent.iterations if agent.iterations is not None else 10**9
        values = {a: [] for a in shortlist}
        alive = list(shortlist)
        done = 0
        world = first
        worlds = 0
        while len(alive) > 1 and done < cap and worlds < self.max_worlds and not agent._cancelled:
            worlds += 1
            seed = rng.getrandbits(32)
            row = []
            for action in alive:
                det = world.clone()
                try:
                    det.apply(action)
                except Exception:  # not legal in this world: it cannot be compared here
                    break
                self._rollout(det, me, turns, random.Random(seed))
                row.append(self._leaf(det, me, players))
                done += 1
                if agent._clock() >= deadline or done >= cap or agent._cancelled:
                    break
            if len(row) < len(alive):
                break  # an unfinished world is left out: every comparison stays paired
            for action, value in zip(alive, row):
                values[action].append(value)
            if len(values[alive[0]]) >= self.min_worlds and self.z > 0:
                alive = self._race(alive, values)
            if agent._clock() >= deadline:
                break
            world = honest_view(state, me, rng)
        scored = [a for a in alive if values[a]]
        best = max(scored, key=lambda a: _mean(values[a])) if scored else shortlist[0]
        return best, done, self._ranking(best, alive, values, done)

    def _shortlist(self, world, actions: list, me: int) -> list:
        world.legal_actions()  # warm the copy's cache once, so each clone below inherits it
        ranked = []
        for action in actions:
            child = world.clone()
            try:
                child.apply(action)
            except Exception:
                continue
            ranked.append((self.agent.spec.evaluate(child, me), self.agent.rng.random(), action))
        ranked.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [a for _, _, a in ranked[:self.candidates]] or list(actions[:1])

    def _rollout(self, det, me: int, turns: int, rng: random.Random) -> None:
        evaluate = self.agent.spec.evaluate
        switches = 0
        mover = det.current_player
        for _ in range(self.max_plies):
            if det.is_over or switches >= turns:
                return
            legal = det.legal_actions()
            if not legal:
                return
            size = self.own_sample if mover == me else self.rival_sample
            if len(legal) > 1:
                sample = legal if size <= 0 or len(legal) <= size else rng.sample(legal, size)
                best_value, action = float("-inf"), sample[0]
                for candidate in sample:
                    child = det.clone()
                    try:
                        child.apply(candidate)
                    except Exception:
                        continue
                    value = evaluate(child, mover) + 1e-9 * rng.random()
                    if value > best_value:
                        best_value, action = value, candidate
            else:
                action = legal[0]
            det.apply(action)
            if det.current_player != mover:
                switches += 1
                mover = det.current_player

    def _leaf(self, det, me: int, players: int) -> float:
        if det.is_over:
            scores = det.scores()
            winners = det.winners()
            share = 1.0 / len(winners) if me in winners else 0.0
            return scores[me] - max(s for p, s in enumerate(scores) if p != me) + self.win_bonus * share
        evaluate = self.agent.spec.evaluate
        values = [evaluate(det, p) for p in range(players)]
        return values[me] - max(v for p, v in enumerate(values) if p != me)

    def _race(self, alive: list, values: dict) -> list:
        leader = max(alive, key=lambda a: _mean(values[a]))
        lead = values[leader]
        kept = []
        for action in alive:
            if action == leader:
                kept.append(action)
                continue
            diffs = [v - w for v, w in zip(values[action], lead)]
            mean = _mean(diffs)
            n = len(diffs)
            sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
            if sd == 0.0:
                if mean < 0 or all(d == 0 for d in diffs):
                    continue
            elif mean + self.z * sd / math.sqrt(n) < 0:
                continue
            kept.append(action)
        return kept

    @staticmethod
    def _ranking(best, alive: list, values: dict, done: int) -> list:
        """[(action, share of the rollouts, reward)] best first, for the hint ("another move is
        almost as good"): the reward is the mean lead over the best rival at 0.01 a point."""
        total = max(done, 1)
        order = sorted(values, key=lambda a: (a in alive, len(values[a]), _mean(values[a]) if values[a] else -1e9),
                       reverse=True)
        order.remove(best)
        order.insert(0, best)
        return [(a, len(values[a]) / total, 0.5 + 0.01 * (_mean(values[a]) if values[a] else 0.0)) for a in order]


def paired_settings(settings: dict) -> tuple[dict, dict]:
    """Split an agent's settings into its own and PairedRollouts' (given as paired_<name>)."""
    own = {k: v for k, v in settings.items() if not k.startswith("paired_")}
    paired = {k[len("paired_"):]: v for k, v in settings.items() if k.startswith("paired_")}
    return own, paired


def _mean(xs) -> float:
    return sum(xs) / len(xs) if xs else 0.0


class CrowdedTable:
    """What a game's ISMCTSAgent subclass adds for a crowded table (Copenhagen, New York): from
    `paired_from` players on, a decision is a PairedRollouts race instead of the tree; rollouts
    may run until the searcher's own next turn (`own_turns`), and the rivals' moves in them may be
    the best of their own sample size (`rival_sample`; 0: of all, the medium policy; None: as the
    searcher's own). Call `_crowded(...)` from __init__ after ISMCTSAgent's."""

    def _crowded(self, own_turns: int, rival_sample: int | None, paired_from: int, paired: dict) -> None:
        self.paired_from = paired_from
        self.paired = PairedRollouts(self, **paired)
        self.own_turns = own_turns
        self.rival_sample = rival_sample
        self._plies_setting = self.rollout_plies
        self._me = None

    def _paired_choice(self, state, actions, started: float):
        """The paired race's move for a crowded table, or None when the tree decides."""
        me = state.current_player
        players = self._players = self._count_players(state, me)
        if not self.paired_from or players < self.paired_from:
            return None
        deadline = started + self.think if self.think is not None else float("inf")
        best, done, self.last_ranking = self.paired.choose(state, actions, me, players, deadline)
        self.decisions.append((self._clock() - started, done))
        return best

    def _count_players(self, state, me) -> int:
        players = super()._count_players(state, me)
        if self.own_turns:
            self.rollout_turns = players * self.own_turns + 1
            self.rollout_plies = max(self._plies_setting, 4 * self.rollout_turns)  # 12 with 2 players
        return players

    def _rollout(self, det) -> None:
        """The shared rollout, with the rivals' actions chosen from their own sample size."""
        if self.rival_sample is None:
            return super()._rollout(det)
        switches = 0
        mover = det.current_player
        for _ in range(self.rollout_plies):
            if det.is_over or switches >= self.rollout_turns:
                return
            legal = det.legal_actions()
            if not legal:
                return
            size = self.rollout_sample if mover == self._me else self.rival_sample
            if len(legal) == 1 or size == 1:
                action = self.rng.choice(legal)
            else:
                sample = legal if size <= 0 or len(legal) <= size else self.rng.sample(legal, size)
                action = self._best_of(det, sample, mover)
            det.apply(action)
            if det.current_player != mover:
                switches += 1
                mover = det.current_player
