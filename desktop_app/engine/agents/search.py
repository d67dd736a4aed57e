"""Hard: single-observer information-set Monte Carlo tree search (ISMCTS).

One tree per decision, seen from the searching player's information set. Every iteration draws a
fresh determinization of the given state with `state.determinize(me, rng)` (opponents' hands and
the deck order resampled) and walks the tree on that copy only; the real state is never searched,
so hidden information cannot leak into the choice. Children are keyed by action; an action is only
considered where it is legal in the current determinization, and UCT uses availability counts
(how often the action was available) instead of the parent's visits.

Big branching (hundreds of facade placements) is handled by progressive widening: a node may have
about `widen_c * visits ** widen_alpha` children. At the root the candidates come in the order the
medium (greedy) policy ranks them, seeded with that one-ply value; deeper down a few untried
actions are sampled and the best by `spec.evaluate` is added. A multi-step turn (several builds in
a row) is simply several tree levels where the same player moves.

After the tree step comes a short rollout (until the player to move has changed three times, so whole
turns are played out; each action the best of a small random sample by `spec.evaluate`) and a leaf
evaluation: a finished game pays 1 to each winner (shared on ties), an
unfinished one pays sigmoid((own value - best rival's value) / scale) with the scale learnt from
the spread of values seen so far. Search stops at the think-time budget, the iteration cap, when
the best move can no longer be overtaken, or when `cancel()` is called from another thread.
"""
from __future__ import annotations

import math
import random
import time

from ..game import Action, GameSpec, GameState
from .common import honest_view, sigmoid

DEFAULT_THINK = 1.5


def ranking_of(children: list[tuple[float, float, Action]]) -> list[tuple[Action, float, float]]:
    """[(visits, mean reward, action)] -> [(action, share of visits, mean reward)], best first."""
    total = sum(v for v, _, _ in children) or 1.0
    ordered = sorted(children, key=lambda t: (t[0], t[1]), reverse=True)
    return [(a, v / total, r) for v, r, a in ordered]


class Node:
    __slots__ = ("children", "visits", "avail", "value", "states", "leaf")

    def __init__(self):
        self.children: dict = {}
        self.visits = 0.0
        self.avail = 0
        self.value = 0.0  # sum of rewards for the player who chose the action leading here
        self.states: dict = {}  # world index -> this node's state in that determinization
        self.leaf: dict = {}  # world index -> rewards of that state (when no rollout follows)


class ISMCTSAgent:
    def __init__(self, spec: GameSpec, rng: random.Random | None = None, think: float = DEFAULT_THINK,
                 iterations: int | None = None, exploration: float = 0.7, widen_c: float = 2.0,
                 widen_alpha: float = 0.5, rollout_plies: int = 12, rollout_turns: int = 3, rollout_sample: int = 3,
                 expand_sample: int = 4, prior_visits: float = 3.0, wide_prior_visits: float = 12.0, early_stop: bool = True,
                 worlds: int = 24, cpu_clock: bool = False, root_width: int | None = None):
        self.spec = spec
        # The budget runs on wall time, as a player waits; cpu_clock counts this thread's CPU time
        # instead, so arena strength runs on a busy machine measure what an idle core would do.
        self._clock = time.thread_time if cpu_clock else time.perf_counter
        self.rng = rng or random.Random()
        self.think = think
        self.iterations = iterations
        self.exploration = exploration
        self.widen_c = widen_c
        self.widen_alpha = widen_alpha
        self.rollout_plies = rollout_plies  # cap on rollout actions
        self.rollout_turns = rollout_turns  # rollouts stop after this many changes of the player to move
        self.rollout_sample = rollout_sample
        self.expand_sample = expand_sample
        self.prior_visits = prior_visits
        # With many root actions the search can test few of them, and greedy's ranking deserves
        # more trust: the virtual visits grow from prior_visits (<= 50 actions) to
        # wide_prior_visits (>= 200 actions). Christmas Tree at 0.5 s: 8% vs greedy with 3, 50% with 12.
        self.wide_prior_visits = wide_prior_visits
        self._prior = prior_visits
        self.early_stop = early_stop
        self.worlds = worlds  # determinizations per decision, reused round robin (0: a new one each time)
        # At most this many root children (greedy's best first); None: progressive widening alone.
        self.root_width = root_width
        self._worlds: list = []
        self._seed_scale = 1.0
        self._cancelled = False
        # Running spread of leaf values (Welford), to scale evaluate's units into win chances.
        self._n = 0
        self._mean = 0.0
        self._m2 = 0.0
        # Per decision: (seconds, iterations), for the arena's think-time report.
        self.decisions: list[tuple[float, int]] = []
        # The last decision's root actions as [(action, share of visits, mean reward)], best
        # first: what a hint explains ("two moves almost equal").
        self.last_ranking: list[tuple[Action, float, float]] = []

    # ------------------------------------------------------------------ public
    def cancel(self) -> None:
        """Stop the running search as soon as possible (safe to call from another thread)."""
        self._cancelled = True

    def _begin(self, state: GameState) -> tuple[float, list[Action]]:
        """Start a decision: the clock reading, a cleared cancel flag and the legal actions."""
        started = self._clock()
        self._cancelled = False
        actions = state.legal_actions()
        if not actions:
            raise RuntimeError("no legal action in a running game")
        return started, actions

    def _run(self, root, state: GameState, me: int, started: float, deadline: float) -> int:
        """Iterate until the budget, the cap, a cancel, or until the choice can no longer change;
        returns the number of iterations."""
        cap = self.iterations if self.iterations is not None else 10**9
        done = 0
        while done < cap and not self._cancelled:
            self._iterate(root, state, me, done)
            done += 1
            now = self._clock()
            if now >= deadline:
                break
            if done % 16 == 0 and self.early_stop and self.iterations is None \
                    and self._decided(root, done, now - started, deadline - now):
                break
        return done

    def choose(self, state: GameState) -> Action:
        started, actions = self._begin(state)
        if len(actions) == 1:
            self.decisions.append((self._clock() - started, 0))
            return actions[0]
        me = state.current_player
        self._players = self._count_players(state, me)
        root = Node()
        self._worlds = []
        self._seed_root(root, state, me, actions)
        deadline = started + self.think if self.think is not None else float("inf")
        done = self._run(root, state, me, started, deadline)
        legal = set(actions)
        ranked = [(child.visits, child.value / max(child.visits, 1e-9), a)
                  for a, child in root.children.items() if a in legal]
        if ranked:
            best = max(ranked, key=lambda t: (t[0], t[1]))[2]
        else:
            best = self.rng.choice(actions)
        self.last_ranking = ranking_of(ranked)
        self.decisions.append((self._clock() - started, done))
        return best

    # ------------------------------------------------------------------ search
    def _seed_root(self, root: Node, state: GameState, me: int, actions: list[Action]) -> None:
        """Rank the root's actions by the medium policy's one-ply value on the first world: that
        is the widening order, and each child starts with `prior_visits` virtual visits at that
        value, so the search starts from greedy's opinion and has to find reasons to leave it."""
        view = self._world(state, me, 0) if self.worlds else honest_view(state, me, self.rng)
        view.legal_actions()  # warm the copy's own cache once, so each clone below inherits it
        ranked = []
        for action in actions:
            child_state = view.clone()
            try:
                child_state.apply(action)
            except Exception:
                continue
            ranked.append((self._one_ply_diff(child_state, me), self.rng.random(), action, child_state))
        ranked.sort(key=lambda t: (t[0], t[1]), reverse=True)
        self._root_order = [t[2] for t in ranked] or list(actions)
        wide = min(1.0, max(0.0, (len(actions) - 50) / 150))
        self._prior = self.prior_visits + wide * max(0.0, self.wide_prior_visits - self.prior_visits)
        self._guess_scale([t[0] for t in ranked])
        self._root_prior = {}
        for diff, _, action, child_state in ranked:
            node = Node()
            if self.worlds:
                node.states[0] = child_state
            self._root_prior[action] = (node, diff)

    def _one_ply_diff(self, child_state: GameState, me: int) -> float:
        """My evaluate minus the best rival's after a root action; an action that ends the game is
        a sure win or loss and outranks any guess."""
        diffs = self._diffs(child_state)
        if diffs is None:
            return (self._rewards(child_state, learn=False)[me] - 0.5) * 1e6
        return diffs[me]

    def _guess_scale(self, diffs: list[float]) -> None:
        """Until rollouts have taught the reward scale, guess it from how far apart the root's
        options lie (game-ending options left out)."""
        spread = [d for d in diffs if abs(d) < 1e5]
        if len(spread) > 1:
            mean = sum(spread) / len(spread)
            self._seed_scale = 3.0 * math.sqrt(sum((x - mean) ** 2 for x in spread) / (len(spread) - 1))

    def _uct(self, child) -> float:
        """UCT with availability counts; an unvisited child first (ties broken at random)."""
        if child.visits <= 0:
            return 10.0 + self.rng.random()
        return child.value / child.visits + self.exploration * math.sqrt(math.log(child.avail + 1) / child.visits)

    def _attach_prior(self, node: Node, diff: float) -> None:
        """Give a root child its virtual visits at greedy's value, in today's reward scale."""
        if self._prior > 0:
            node.visits = self._prior
            node.value = sigmoid(diff / self._scale()) * self._prior

    def _count_players(self, state: GameState, me: int) -> int:
        return len(honest_view(state, me, random.Random(0)).scores())

    def _world(self, state: GameState, me: int, index: int) -> GameState:
        """The index-th determinization of this decision (made on first use, then reused: the
        state caches its legal actions, so revisiting a world is much cheaper than a new one)."""
        while len(self._worlds) <= index:
            self._worlds.append(honest_view(state, me, self.rng))
        return self._worlds[index]

    def _iterate(self, root: Node, state: GameState, me: int, iteration: int) -> None:
        k = iteration % self.worlds if self.worlds else iteration
        det = self._world(state, me, k) if self.worlds else honest_view(state, me, self.rng)
        node = root
        path: list[tuple[Node, int]] = []
        expanded = False
        while not det.is_over:
            legal = det.legal_actions()
            if not legal:
                break
            mover = det.current_player
            children = node.children
            available = []
            for action in legal:
                child = children.get(action)
                if child is not None:
                    child.avail += 1
                    available.append((action, child))
            allowed = self._allowed(node.visits)
            if node is root and self.root_width:
                allowed = min(allowed, self.root_width)
            if len(available) < len(legal) and len(available) < allowed:
                action = self._pick_untried(node, det, legal, mover, root)
                child = children.get(action)
                if child is None:
                    child = Node()
                    children[action] = child
                child.avail += 1
                expanded = True
            else:
                action, child = max(available, key=lambda pair: self._uct(pair[1]))
            following = child.states.get(k) if self.worlds else None
            if following is None:
                following = det.clone()
                following.apply(action)
                if self.worlds:
                    child.states[k] = following
            det = following
            path.append((child, mover))
            node = child
            if expanded:
                break
        if expanded and self.rollout_plies > 0 and self.rollout_turns > 0 and not det.is_over:
            det = det.clone()
            self._rollout(det)
            rewards = self._rewards(det)
        else:
            rewards = node.leaf.get(k) if self.worlds else None
            if rewards is None:
                rewards = self._rewards(det)
                if self.worlds:
                    node.leaf[k] = rewards
        root.visits += 1
        for child, mover in path:
            child.visits += 1
            child.value += rewards[mover]

    def _allowed(self, visits: float) -> int:
        return max(1, int(math.ceil(self.widen_c * (visits + 1) ** self.widen_alpha)))

    def _pick_untried(self, node: Node, det: GameState, legal: list[Action], mover: int, root: Node) -> Action:
        children = node.children
        if node is root:
            legal_set = set(legal)
            for action in self._root_order:
                if action not in children and action in legal_set:
                    prior = self._root_prior.get(action)
                    if prior is not None:
                        children[action] = prior[0]
                        self._attach_prior(*prior)
                    return action
        untried = [a for a in legal if a not in children]
        if len(untried) == 1 or self.expand_sample <= 1:
            return self.rng.choice(untried)
        sample = untried if len(untried) <= self.expand_sample else self.rng.sample(untried, self.expand_sample)
        return self._best_of(det, sample, mover)

    def _best_of(self, det: GameState, sample: list[Action], mover: int) -> Action:
        best_value, best = float("-inf"), sample[0]
        for action in sample:
            child = det.clone()
            try:
                child.apply(action)
            except Exception:
                continue
            value = self.spec.evaluate(child, mover)
            if value > best_value:
                best_value, best = value, action
        return best

    def _rollout(self, det: GameState) -> None:
        """Play on from a new leaf with a cheap medium-like policy (the best of a few random actions
        by `spec.evaluate`) until the player to move has changed `rollout_turns` times, so a turn
        made of several actions (Kingdom Builder's three builds) is played out whole."""
        switches = 0
        mover = det.current_player
        for _ in range(self.rollout_plies):
            if det.is_over or switches >= self.rollout_turns:
                return
            legal = det.legal_actions()
            if not legal:
                return
            if self.rollout_sample <= 1 or len(legal) == 1:
                action = self.rng.choice(legal)
            else:
                sample = legal if len(legal) <= self.rollout_sample else self.rng.sample(legal, self.rollout_sample)
                action = self._best_of(det, sample, det.current_player)
            det.apply(action)
            if det.current_player != mover:
                switches += 1
                mover = det.current_player

    def _diffs(self, det: GameState) -> list[float] | None:
        """Each player's evaluate minus the best rival's, or None for a finished game."""
        if det.is_over:
            return None
        players = self._players
        values = [self.spec.evaluate(det, p) for p in range(players)]
        if players == 1:
            return values
        return [values[p] - max(v for q, v in enumerate(values) if q != p) for p in range(players)]

    def _rewards(self, det: GameState, learn: bool = True) -> list[float]:
        """Each player's reward in [0, 1]: a win share for a finished game, else a win chance
        guessed from the evaluate difference to the best rival."""
        diffs = self._diffs(det)
        if diffs is None:
            winners = det.winners()
            share = 1.0 / len(winners) if winners else 0.0
            return [share if p in winners else 0.0 for p in range(self._players)]
        if learn:
            for diff in diffs:
                self._observe(diff)
        scale = self._scale()
        return [sigmoid(diff / scale) for diff in diffs]

    def _observe(self, x: float) -> None:
        self._n += 1
        delta = x - self._mean
        self._mean += delta / self._n
        self._m2 += delta * (x - self._mean)

    def _scale(self) -> float:
        """Spread of evaluate differences at rollout leaves (learnt over the agent's games)."""
        if self._n < 20:
            return max(self._seed_scale, 1e-3)
        return max(math.sqrt(self._m2 / (self._n - 1)), 1e-3)

    def _decided(self, root: Node, done: int, spent: float, left: float) -> bool:
        """True when the most visited root action cannot be caught in the time that is left."""
        if done < 64 or len(root.children) < 2:
            return False
        visits = sorted((c.visits for c in root.children.values()), reverse=True)
        still = done / max(spent, 1e-6) * left
        return visits[0] - visits[1] > still
