"""Christmas Tree's hard player: information-set Monte Carlo search over a few whole picks (no Qt).

Why not the generic tree search: a pick has 100-336 placements, and a tree over all of them gets
one or two noisy rollouts per placement, so it ends up playing worse than the one-ply greedy
ranking. Here the greedy ranking proposes a short list of candidates (the best placement of every
card in hand, then the next best overall), and the time goes into comparing only those:

- every world is a fresh `state.determinize` (the real state is never searched), with the hands the
  seat has held this round put back where they travelled (`HandMemory`, `redeal`);
- all candidates are tried on the same world with the same rollout seed, so their values differ
  by the candidate's effect rather than by the luck of the deal (common random numbers);
- a rollout plays on until the searcher's next `horizon` picks are revealed: the searcher picks
  the best of a sample by `evaluate`, rivals the best of a smaller sample, nobody spends linzer;
- the leaf is evaluate(me) minus `rival_weight` times the best rival's evaluate (the final score
  difference and a win bonus if the game ended);
- with 3 or more players: `crowded_think` seconds a decision; the leaf's "best rival" is a soft
  maximum over the rivals (`rival_temperature` points), so a near tie weighs every rival close to
  the top; near a round's end (`round_end_picks`) rollouts run to the round's scoring, where the
  task cards' points are exact. Two players search exactly as without these settings;
- after `min_worlds` worlds, a candidate whose paired deficit to the leader is beyond `z`
  standard errors is dropped; the search stops when one is left, at the budget, at the cap on
  rollouts (`iterations`) or on `cancel()`;
- a rollout pick that only becomes the seat's hidden pick is valued for the whole sample at once
  (`ai.evaluate_places`, exactly `evaluate` on a copy after each; `fast_picks`);
- no full (oldest-generation) pass of the cyclic garbage collector runs during a search
  (`gc_pause`; the thresholds are restored after it): a pass walks every object the process holds,
  the memo tables included, and costs a decision time without changing any value.
"""
from __future__ import annotations

import math
import random

from desktop_app.engine.agents.common import no_full_collection, soft_max
from desktop_app.engine.agents.search import DEFAULT_THINK, ISMCTSAgent

from .ai import evaluate, evaluate_places
from .components import PICKS_PER_ROUND
from .hand_memory import HandMemory
from .informed_deal import redeal


class ChristmasTreeSearch(ISMCTSAgent):
    def __init__(self, spec, rng: random.Random | None = None, think: float | None = DEFAULT_THINK,
                 iterations: int | None = None, cpu_clock: bool = False, candidates: int = 12,
                 horizon: int = 1, own_sample: int = 40, rival_sample: int = 6, rival_weight: float = 1.0,
                 win_bonus: float = 20.0, z: float = 3.0, min_worlds: int = 8, draft_memory: bool = True,
                 crowded_think: float | None = None, rival_temperature: float = 4.0, round_end_picks: int = 3,
                 gc_pause: bool = True, fast_picks: bool = True, **_generic):
        # Settings of the generic search (exploration, worlds, ...) are accepted and ignored.
        super().__init__(spec, rng, think=think, iterations=iterations, cpu_clock=cpu_clock)
        self.candidates = candidates
        self.horizon = horizon
        self.own_sample = own_sample
        self.rival_sample = rival_sample
        self.rival_weight = rival_weight
        self.win_bonus = win_bonus
        self.z = z
        self.min_worlds = min_worlds
        self.draft_memory = draft_memory  # off only to measure what the memory is worth
        self.memory = HandMemory()
        # 3 or more players only (so 2-player play is unchanged):
        self.crowded_think = crowded_think  # seconds a decision (None: think)
        self.rival_temperature = rival_temperature  # soft maximum over the rivals (0: the plain max)
        self.round_end_picks = round_end_picks  # this many picks left or fewer: roll out to the round's end (0: never)
        self.gc_pause = gc_pause  # no full garbage collection during a search (False: as before)
        self.fast_picks = fast_picks  # rollout picks valued without copies (False: as before; the same values)

    # ------------------------------------------------------------------ public
    def choose(self, state):
        started, actions = self._begin(state)
        with no_full_collection(self.gc_pause):
            return self._choose(state, started, actions)

    def _choose(self, state, started: float, actions: list):
        # A round's last pick comes with and without the linzer chance after it; a computer
        # player always keeps the chance (it costs it no click), as before that choice existed.
        actions = [a for a in actions if not (a[0] == "place" and len(a) == 5)] or actions
        me = state.current_player
        base = state.determinize(me, self.rng)
        self.memory.record(base, me)
        if len(actions) == 1:
            self.decisions.append((self._clock() - started, 0))
            self.last_ranking = [(actions[0], 1.0, 0.5)]
            return actions[0]
        known = self.memory.known_hands(base, me) if self.draft_memory else {}
        first = redeal(base, me, known, self.rng)
        shortlist = self._shortlist(first, me, actions)
        if len(shortlist) == 1:
            self.decisions.append((self._clock() - started, 0))
            self.last_ranking = [(shortlist[0], 1.0, 0.5)]
            return shortlist[0]
        # The table's size from the seat's own world: the real state is asked nothing more.
        budget = self.budget_for(base.players)
        deadline = started + budget if budget is not None else float("inf")
        cap = self.iterations if self.iterations is not None else 10**9
        target = self._target(first)
        values: dict = {a: [] for a in shortlist}
        alive = list(shortlist)
        done = 0
        world = first
        stop = False
        while len(alive) > 1 and not stop:
            seed = self.rng.random()
            for action in alive:
                child = world.clone()
                child.apply(action)
                self._rollout(child, me, first, target, random.Random(seed))
                values[action].append(self._leaf(child, me))
                done += 1
                if done >= cap or self._cancelled or self._clock() >= deadline:
                    stop = True
                    break
            if not stop:
                alive = self._survivors(alive, values)
                world = redeal(state.determinize(me, self.rng), me, known, self.rng)
        best = self._best(alive, values, shortlist)
        self.last_ranking = self._ranking(best, values)
        self.decisions.append((self._clock() - started, max(done, 1)))
        return best

    def budget_for(self, players: int) -> float | None:
        """Seconds a decision may take at a table of `players` (None: no limit)."""
        if players >= 3 and self.crowded_think is not None and self.think is not None:
            return self.crowded_think
        return self.think

    @staticmethod
    def _ranking(best, values: dict) -> list:
        """[(action, share of the rollouts, reward)] best first, for the hint ("another move is
        almost as good"): a candidate the racing kept to the end has as many rollouts as the best;
        the reward maps the mean leaf (points ahead of the best rival) to 0..1, 0.01 a point."""
        total = sum(len(v) for v in values.values()) or 1

        def entry(action):
            runs = values[action]
            mean = sum(runs) / len(runs) if runs else 0.0
            return (action, len(runs) / total, min(1.0, max(0.0, 0.5 + mean / 100)))
        others = sorted((entry(a) for a in values if a != best and values[a]), key=lambda t: (t[1], t[2]), reverse=True)
        return [entry(best)] + others

    def _target(self, root) -> int:
        """Picks after the root's that a rollout reveals: the root's own and `horizon` more; with 3
        or more players near the round's end, every pick left (the rollout stops at the scoring)."""
        if root.players >= 3 and self.round_end_picks and PICKS_PER_ROUND - root.picks <= self.round_end_picks:
            return PICKS_PER_ROUND
        return self.horizon + (1 if root.phase == "pick" else 0)

    # ------------------------------------------------------------------ candidates
    def _shortlist(self, world, me: int, actions: list) -> list:
        """Greedy's favourites on one world: the best placement of each card, then the best of
        the rest, up to `candidates` actions (a linzer decision always keeps "done")."""
        world.legal_actions()
        ranked = []
        for action in actions:
            child = world.clone()
            try:
                child.apply(action)
            except Exception:
                continue
            ranked.append((self.spec.evaluate(child, me), self.rng.random(), action))
        ranked.sort(key=lambda t: (t[0], t[1]), reverse=True)
        order = [a for _, _, a in ranked] or list(actions)
        chosen, cards = [], set()
        for action in order:
            if action[0] == "place" and action[1] not in cards:
                cards.add(action[1])
                chosen.append(action)
        for action in order:
            if len(chosen) >= self.candidates:
                break
            if action not in chosen:
                chosen.append(action)
        chosen = chosen[:self.candidates]
        if world.phase == "linzer" and ("done",) not in chosen:  # mid-round a pick passes
            chosen[-1] = ("done",)
        return chosen

    # ------------------------------------------------------------------ rollouts
    def _rollout(self, det, me: int, root, target: int, rng: random.Random) -> None:
        """Play on until `target` picks after the root's are revealed, the round ends or the game does."""
        start_round, start_picks = root.round, root.picks
        while not det.is_over and det.round == start_round and det.picks - start_picks < target:
            mover = det.current_player
            if det.phase == "linzer":
                action = ("done",)
            else:
                sample = self.own_sample if mover == me else self.rival_sample
                action = self._best_of_sample(det, mover, sample, rng)
            det.apply(action)

    def _best_of_sample(self, det, mover: int, sample: int, rng: random.Random):
        legal = det.legal_actions()
        if det.window[mover]:  # an open linzer window: the rollout only picks
            legal = [a for a in legal if a[0] == "place"]
        legal = [a for a in legal if not (a[0] == "place" and len(a) == 5)] or legal  # each placement once (see choose)
        chosen = legal if len(legal) <= sample else rng.sample(legal, sample)
        if self.fast_picks and self.spec.evaluate is evaluate and self._hidden_pick(det, mover, chosen):
            # The same values as trying each on a copy (`_best_of`), without the copies.
            best_value, best = float("-inf"), chosen[0]
            for action, value in zip(chosen, evaluate_places(det, mover, chosen)):
                if value > best_value:
                    best_value, best = value, action
            return best
        return self._best_of(det, chosen, mover)

    @staticmethod
    def _hidden_pick(det, mover: int, actions: list) -> bool:
        """Every action a plain pick ("place" with 4 items) that only becomes the mover's hidden
        pick: another seat is still to pick or has an open linzer window, so nothing is revealed."""
        if det.phase != "pick" or not all(a[0] == "place" and len(a) == 4 for a in actions):
            return False
        return any(det.window[p] or det.pending_pick[p] is None for p in range(det.players) if p != mover)

    def _leaf(self, det, me: int) -> float:
        if det.is_over:
            scores = det.scores()
            rival = max(s for p, s in enumerate(scores) if p != me)
            winners = det.winners()
            bonus = self.win_bonus / len(winners) if me in winners else -self.win_bonus
            return scores[me] - rival + bonus
        rivals = [self.spec.evaluate(det, p) for p in range(det.players) if p != me]
        return self.spec.evaluate(det, me) - self.rival_weight * self._rival_value(rivals)

    def _rival_value(self, rivals: list[float]) -> float:
        """The best rival's value; with 2+ rivals and a temperature, T*log(sum(exp(v/T))): at least
        the max, up to T*log(n) more when the rivals are level."""
        return soft_max(rivals, self.rival_temperature if len(rivals) >= 2 else 0)

    # ------------------------------------------------------------------ racing
    def _survivors(self, alive: list, values: dict) -> list:
        """Drop candidates that trail the leader by more than `z` standard errors of the paired
        difference (same worlds, same rollout seeds)."""
        n = min(len(values[a]) for a in alive)
        if n < self.min_worlds:
            return alive
        means = {a: sum(values[a][:n]) / n for a in alive}
        leader = max(alive, key=means.get)
        kept = []
        for action in alive:
            if action == leader:
                kept.append(action)
                continue
            diffs = [x - y for x, y in zip(values[leader][:n], values[action][:n])]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if mean <= self.z * math.sqrt(var / n):
                kept.append(action)
        return kept

    def _best(self, alive: list, values: dict, shortlist: list):
        """The best mean over the worlds every tried survivor has seen; greedy's favourite if none."""
        tried = [a for a in alive if values[a]]
        if not tried:
            return shortlist[0]
        n = min(len(values[a]) for a in tried)
        return max(tried, key=lambda a: (sum(values[a][:n]) / n, -shortlist.index(a)))
