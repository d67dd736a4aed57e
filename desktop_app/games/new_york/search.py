"""New York's hard and expert level (no Qt). With 3 or more players: paired rollouts over greedy's
shortlist (engine/agents/paired.py; the tree's values were noise there, and it lost to medium).
With 2 players: the shared ISMCTS, keeping its tree within a turn, as follows.

A New York turn is often a chain of one player's decisions: an exact payment gives another
action, then each bought building is placed. The search of the first decision already explored
what follows its best action, in the same worlds, so the next decision starts from that subtree
and its worlds instead of from nothing: the time goes into the new choice, and a choice the old
tree already settled stops early (the shared early stop sees the inherited visits).

The tree is kept only while nothing was revealed in between: the next decision must be the same
player's, and the table it sees must be what the old worlds show after that action (compared on
the player's own view of a fresh determinization, so the real state is asked nothing a player
may not ask).
"""
from __future__ import annotations

import random

from desktop_app.engine.agents.common import honest_view, no_full_collection, sigmoid, soft_max
from desktop_app.engine.agents.paired import CrowdedTable, PairedRollouts, paired_settings
from desktop_app.engine.agents.search import ISMCTSAgent, Node, ranking_of

from .ai import future_values


# Own turns a 3-4 player rollout plays through (the shared PairedRollouts default is 1);
# `--hard paired_own_turns=1` gives the earlier race. The 2-player tree does not use it.
PAIRED_OWN_TURNS = 2


class NewYorkPaired(PairedRollouts):
    """The paired race with a leaf that weighs every rival, not only the best-evaluated one.

    The shared leaf is own evaluate minus the best rival's, and each evaluate already subtracts
    a share of that player's own strongest opponent, so the second and third rivals count for
    nothing. After one round, which rival wins at the end is still open: here the leaf is own
    value (score + expected points to come) minus a soft maximum of the rivals' values with
    `rival_temperature` points, so hurting a close second rival counts too (as its chance to
    be the real winner). weigh_rivals=False: the shared leaf."""

    def __init__(self, agent, weigh_rivals: bool = True, rival_temperature: float = 4.0, **settings):
        super().__init__(agent, **settings)
        self.weigh_rivals = weigh_rivals
        self.rival_temperature = rival_temperature

    def _leaf(self, det, me: int, players: int) -> float:
        if det.is_over or not self.weigh_rivals:
            return super()._leaf(det, me, players)
        values = [p.score + f for p, f in zip(det.players, future_values(det))]
        rivals = [v for p, v in enumerate(values) if p != me]
        return values[me] - soft_max(rivals, max(self.rival_temperature, 0))


class NewYorkSearch(CrowdedTable, ISMCTSAgent):
    def __init__(self, spec, rng: random.Random | None = None, reuse: bool = True, kept_visits: float = 8.0,
                 own_turns: int = 1, rival_sample: int | None = None, paired_from: int = 3,
                 crowded_think: float | None = None, gc_pause: bool = True, **settings):
        settings, paired = paired_settings(settings)
        super().__init__(spec, rng, **settings)
        # Rollouts to the searcher's own next turn: money taken now is judged by what it buys next
        # turn (engine/agents/paired.py CrowdedTable).
        leaf = {k: paired.pop(k) for k in ("weigh_rivals", "rival_temperature") if k in paired}
        # The race's rollouts run to the end of the searcher's second next turn (issue 25, session
        # 15): with one, money taken now was judged by one turn's purchase, and hard's own game was
        # short-sighted (16 games, seeds 301-304: 13 won with two turns, 9 with one).
        paired.setdefault("own_turns", PAIRED_OWN_TURNS)
        self._crowded(own_turns, rival_sample, paired_from, paired)
        self.paired = NewYorkPaired(self, **paired, **leaf)
        # The paired race's budget (None: `think`): it overshoots by one rollout (~10 ms), the
        # tree by more, so a crowded table may use more of the 2 s than the 2-player tree.
        self.crowded_think = crowded_think
        self.gc_pause = gc_pause  # no full garbage collection during a paired race (3+ players)
        self.reuse = reuse
        # A kept root child counts at most this many of its old visits: the old search grew it
        # as a deeper node (sampled, not in greedy's order), so its counts guide, never decide.
        self.kept_visits = kept_visits
        self._kept: tuple | None = None  # (me, the chosen action's node, the worlds after it)
        self.reused = 0  # decisions that started from a kept tree (for tests and the arena)

    def choose(self, state):
        started, actions = self._begin(state)
        kept, self._kept = self._kept, None
        if len(actions) == 1:
            self.decisions.append((self._clock() - started, 0))
            return actions[0]
        me = self._me = state.current_player
        think = self.think
        if self.crowded_think is not None and self.think is not None:
            self.think = self.crowded_think
        try:
            # returns at once with 2 players (the tree below), so only the race runs in the pause
            with no_full_collection(self.gc_pause):
                best = self._paired_choice(state, actions, started)
        finally:
            self.think = think
        if best is not None:
            return best
        root = self._kept_root(kept, state, me)
        kept_root = root is not None
        if root is None:
            root = Node()
            self._worlds = []
        else:
            self.reused += 1
        self._seed_root(root, state, me, actions)
        if kept_root:
            self._prior_for_kept(root)
        deadline = started + self.think if self.think is not None else float("inf")
        done = self._run(root, state, me, started, deadline)
        legal = set(actions)
        ranked = [(child.visits, child.value / max(child.visits, 1e-9), a)
                  for a, child in root.children.items() if a in legal]
        best = max(ranked, key=lambda t: (t[0], t[1]))[2] if ranked else self.rng.choice(actions)
        self.last_ranking = ranking_of(ranked)
        self.decisions.append((self._clock() - started, done))
        if self.reuse and self.worlds and best in root.children:
            self._kept = (me, root.children[best], best, self._worlds)
        return best

    def _prior_for_kept(self, root) -> None:
        """The kept root's children were grown deeper in the tree, without the greedy prior a
        fresh root gives each child: they get it now, and their old visits are capped, so the
        old search's noise there does not outweigh greedy's opinion of the others."""
        for action, child in root.children.items():
            if child.visits > self.kept_visits:  # what the old search saw here, as a hint of its mean
                share = self.kept_visits / child.visits
                child.visits *= share
                child.value *= share
            prior = self._root_prior.get(action)
            if prior is not None and self._prior > 0:
                _node, diff = prior
                child.visits += self._prior
                child.value += sigmoid(diff / self._scale()) * self._prior

    def _kept_root(self, kept, state, me):
        """The subtree of the last decision's action, with its worlds moved on by that action,
        when this decision follows it directly; else None."""
        if kept is None or kept[0] != me:
            return None
        _, node, action, worlds = kept
        moved = []
        for k, world in enumerate(worlds):
            after = node.states.get(k)
            if after is None:
                after = world.clone()
                try:
                    after.apply(action)
                except Exception:
                    return None
                node.states[k] = after
            moved.append(after)
        if not moved or moved[0].current_player != me:
            return None
        seen = honest_view(state, me, random.Random(0))
        if seen.view_for(me) != moved[0].view_for(me):
            return None
        self._worlds = moved
        for child in node.children.values():  # the old root's virtual prior visits stay with it
            child.states = {k: s for k, s in child.states.items() if k < len(moved)}
        return node


def make_search(spec, rng=None, **settings):
    return NewYorkSearch(spec, rng, **settings)
