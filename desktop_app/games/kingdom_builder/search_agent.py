"""Kingdom Builder's hard agent: information-set MCTS whose edges are whole turns (no Qt).

A plain action tree spends its iterations inside the searcher's own three builds and hardly sees
the opponent's reply. Here every edge is a complete turn (see turns.py):

* the root's children are the best turns of a beam search over `evaluate` on one
  determinization;
* deeper, a node's children are the turns the medium policy (greedy over `evaluate`, action by
  action) plays in the determinization at hand; a turn found in one world is available in
  another only if it replays legally there (the opponent's card differs between worlds), and
  worlds that agree on the table and the mover's card share it (computed once, replayed);
* after `horizon` turns (ours, the reply, our next, ...) the leaf is scored as in the generic
  agent: sigmoid of the evaluate difference to the best rival.

The root picks by successive halving: each root turn is played out in the same determinizations
(world 0, 1, 2, ...), the worse half is dropped after 8, 16, 32, ... worlds (or, with a time
budget, at each equal share of it, whichever comes first), and the best mean over the common
worlds wins, so no turn is favoured by the cards it happened to meet. (UCT at the root,
`root_halving=False`, did no better and weights worlds unevenly.) Between cuts, a turn whose paired
deficit to the leader exceeds `racing_z` standard errors is dropped at once, and the search stops
when one turn is left: a move that dominates is not thought over for the whole budget, and a turn
the beam finds alone (or a sure win) is played without a search.

Between a seat's decisions the search keeps the turns it computed (the medium policy's turn for a
table and the mover's card; at most `memo_limit`, a few MB): the next search replays those it
meets instead of recomputing them. It meets few (our next card and the rivals' real replies
rarely match a world of the last search): 2% fewer turns computed in a 2-player search at 1.5 s,
none in 4 players, where the horizon ends at our next turn.

With three or more players the `crowded` settings apply (fewer root turns, cheaper rival turns):
a 4-player iteration plays four policy turns that rarely repeat (37 iterations in 1.5 s against
~170 in 2 players), so at the 2-player settings the halving never reached its first cut. Since
session 14 they also widen the root's beam (16 partial turns) and spread its turns (`root_apart`:
a turn that differs from a better one by one build gives way to a different plan; a width-6
beam's best turns often share their first two builds), the spec gives 3-4 players 1.8 s a
decision (`crowded_think`), and the leaf's "best rival" is a soft maximum of the rivals'
evaluate (`crowded_soft` gold, log-sum-exp), so a near tie among rivals weighs them all.

Every iteration walks a determinization (`state.determinize`), never the real state. `choose`
still returns one action: it plays the first action of the chosen turn and keeps the rest as a
plan, played on the following calls while the public table is what the plan expected and the
next action is legal; otherwise it searches again from the position at hand.
"""
from __future__ import annotations

import json
import random

from desktop_app.engine.agents.common import honest_view, no_full_collection, sigmoid, soft_max
from desktop_app.engine.agents.search import ISMCTSAgent

from .turns import beam_turns, replay, sampled_turn, table_key


class TurnNode:
    __slots__ = ("children", "visits", "avail", "value", "states", "fits", "leaf", "sampled")

    def __init__(self):
        self.children: dict = {}  # turn (tuple of actions) -> TurnNode
        self.visits = 0.0
        self.avail = 0
        self.value = 0.0  # rewards summed for the player who played the turn leading here
        self.states: dict = {}  # world index -> state after this node's turn in that world
        self.fits: dict = {}  # world index -> {child turn: playable in that world}
        self.leaf: dict = {}  # world index -> rewards at the horizon
        self.sampled: dict = {}  # world index -> turns the policy has been asked for there


# Settings for three or more players, over the 2-player ones (see the module's docstring). The
# racing stays: with 4 players it stops a search at about 70% of the budget on average, and
# without it (`crowded_racing_z=0`) hard won 44% of 36 games against three mediums, with it 54.5%
# of 88 (docs/ai-strength.md). Rivals' turns weigh 24 sampled actions a step; weighing every
# action (`crowded_rival_sample=100`: the medium seats' own policy, the same reply to a table in
# every root turn's world) costs a quarter of the iterations and did no better: 4-player hard won
# 20.5 of 48 games with it on the seeds where this setting won 24 of 48 (docs/ai-strength.md).
# Session 14: 8 root turns again, from a beam of 16 (a few ms more; it finds turns the width-6
# beam misses), more than 2 hexes apart where the beam allows (its best turns were mostly near
# copies): 36 of 48 four-player games against three mediums, where 5 spread turns won 28 and the
# old settings 24 (docs/ai-strength.md, "Kingdom Builder: 4 players (issue 25, session 14)").
CROWDED = {"root_turns": 8, "rival_sample": 24, "beam_width": 16, "root_apart": 2}


class TurnSearchAgent(ISMCTSAgent):
    def __init__(self, spec, rng: random.Random | None = None, horizon: int = 5, root_turns: int = 8,
                 beam_width: int = 6, beam_share: float = 0.3, turn_sample: int = 100, samples_per_world: int = 1,
                 root_halving: bool = True, first_round: int = 8, max_worlds: int = 256,
                 rival_sample: int | None = None, rival_mean: float = 0.0, racing_z: float = 3.0,
                 min_worlds: int = 4, keep_memo: bool = True, memo_limit: int = 20000,
                 root_apart: int = 0, crowded: dict | None = None, crowded_think: float | None = None,
                 crowded_soft: float = 0.0, gc_pause: bool = True, **settings):
        settings.setdefault("widen_c", 1.0)
        crowded = dict(CROWDED if crowded is None else crowded)
        for name in [n for n in settings if n.startswith("crowded_")]:  # arena: --hard crowded_root_turns=6
            crowded[name[len("crowded_"):]] = settings.pop(name)
        super().__init__(spec, rng, **settings)
        # Turns from the root to the leaf, the searcher's own included. 5 (two-player: our turn,
        # reply, our next, reply, our next) beat 3 and 2 against the medium policy.
        self.horizon = horizon
        self.root_turns = root_turns
        self.beam_width = beam_width
        self.beam_share = beam_share  # at most this share of the budget for the root's beam
        self.turn_sample = turn_sample  # actions weighed per step of a sampled turn (100: all, the medium policy)
        # A greedy policy gives the same turn every time in a world: asking again only costs time.
        self.samples_per_world = samples_per_world
        self.root_halving = root_halving  # False: UCT at the root as in the generic agent
        self.first_round = first_round  # worlds every root turn is played in before the first cut
        self.max_worlds = max_worlds
        self.rival_sample = rival_sample  # actions weighed per step of a rival's turn (None: turn_sample)
        # Rival value in the leaf's difference: 0 the best rival's evaluate, 1 the rivals' mean.
        self.rival_mean = rival_mean
        self.racing_z = racing_z  # drop a root turn this many standard errors behind (0: never)
        self.min_worlds = min_worlds  # worlds before the racing may drop a turn
        self.keep_memo = keep_memo  # keep computed turns between decisions (see the docstring)
        self.memo_limit = memo_limit
        # Root turns whose new settlements differ from a better one's in at most this many hexes
        # (symmetric difference: 2 = one build elsewhere) give way to other turns of the beam
        # (0: the beam's best turns, near copies or not).
        self.root_apart = root_apart
        self.crowded = crowded
        # 3+ players only: seconds a decision (None: `think`), and the leaf's "best rival" as a
        # soft maximum of the rivals' evaluate at this temperature in gold (0: the plain max).
        self.crowded_think = crowded_think
        self.crowded_soft = crowded_soft
        # No full pass of the cyclic collector during a search: its trees and states hold no
        # reference cycles (reference counting frees them), yet a 4-player search spent up to 12%
        # of its CPU in full passes over them, 40-90 ms each, and one at the end of a search
        # overran the budget (2.06 s with 1.8 s; session 14).
        self.gc_pause = gc_pause
        self._players = 2
        self._base = {name: getattr(self, name) for name in self.crowded}
        self._turn_memo: dict = {}
        self._plan: list = []
        self._expected: str | None = None
        self.last_ranking: list = []  # the last search's root moves, best first (engine.hints)

    # ------------------------------------------------------------------ public
    def choose(self, state):
        started, actions = self._begin(state)
        me = state.current_player
        self.last_ranking = []
        if self._plan and self._plan[0] in actions and self._public(state, me) == self._expected:
            return self._follow(state, me, self._plan.pop(0), started)
        self._plan, self._expected = [], None
        if len(actions) == 1:
            self.decisions.append((self._clock() - started, 0))
            return actions[0]
        with no_full_collection(self.gc_pause):
            turn, done = self._search(state, me, actions, started)
        self.decisions.append((self._clock() - started, done))
        self._plan = list(turn[1:])
        self._expected = self._public_after(state, me, turn[0]) if self._plan else None
        return turn[0]

    # ------------------------------------------------------------------ plan
    def _follow(self, state, me: int, action, started: float):
        self._expected = self._public_after(state, me, action) if self._plan else None
        self.decisions.append((self._clock() - started, 0))
        return action

    @staticmethod
    def _public(state, me: int) -> str:
        return json.dumps(state.view_for(me), sort_keys=True)

    def _public_after(self, state, me: int, action) -> str:
        """What the table will show after our action (from an honest copy: public parts agree)."""
        view = honest_view(state, me, self.rng)
        view.apply(action)
        return self._public(view, me)

    # ------------------------------------------------------------------ search
    def _apply_crowded(self, players: int) -> None:
        """The 2-player settings, or the crowded ones over them at three or more players."""
        for name, value in self._base.items():
            setattr(self, name, self.crowded[name] if players >= 3 else value)

    def budget_for(self, players: int) -> float | None:
        """Seconds a decision may take at a table of `players` (None: no limit)."""
        if players >= 3 and self.crowded_think is not None and self.think is not None:
            return self.crowded_think
        return self.think

    def _search(self, state, me: int, actions: list, started: float) -> tuple[tuple, int]:
        self._players = self._count_players(state, me)
        self._apply_crowded(self._players)
        self._me = me
        self._worlds = []
        if not self.keep_memo or len(self._turn_memo) > self.memo_limit:
            self._turn_memo = {}
        think = self.budget_for(self._players)
        deadline = started + think if think is not None else float("inf")
        beam_deadline = started + think * self.beam_share if think is not None else float("inf")
        first = self._world(state, me, 0)
        first.legal_actions()
        keep = self.root_turns * 4 if self.root_apart > 0 else self.root_turns
        candidates = beam_turns(self.spec.evaluate, first, self.beam_width, keep,
                                stop=lambda: self._cancelled or self._clock() >= beam_deadline)
        candidates = [c for c in candidates if c[1][0] in actions]
        if self.root_apart > 0:
            candidates = self._apart(candidates, first, me)
        if not candidates:
            return (self.rng.choice(actions),), 0
        trivial = self._trivial(candidates, me)
        if trivial is not None:
            return trivial, 0
        root = self._seed_root(candidates, me)
        if self.root_halving:
            cap = self.iterations if self.iterations is not None else 10**9
            return self._halving(root, state, me, cap, deadline)
        done = self._run(root, state, me, started, deadline)
        best = max(root.children.items(), key=lambda item: (item[1].visits, item[1].value / max(item[1].visits, 1e-9)))
        return best[0], done

    def _apart(self, candidates: list, before, me: int) -> list:
        """`root_turns` of the beam's turns, best first, each (while there are enough) changing
        settlements (built, or moved from and to) that differ from every better kept turn's in more
        than `root_apart` hexes; the places left are filled with the best of the near copies."""
        own = before.settlements[me]
        built = [frozenset(after.settlements[me] ^ own) for _, _, after in candidates]
        kept: list[int] = []
        for i, cells in enumerate(built):
            if len(kept) >= self.root_turns:
                break
            if all(len(cells ^ built[j]) > self.root_apart for j in kept):
                kept.append(i)
        for i in range(len(candidates)):
            if len(kept) >= self.root_turns:
                break
            if i not in kept:
                kept.append(i)
        return [candidates[i] for i in sorted(kept)]

    def _trivial(self, candidates: list, me: int) -> tuple | None:
        """A turn that needs no search: the only one the beam found, or one that ends the game
        with our win."""
        if len(candidates) == 1:
            return candidates[0][1]
        for _, turn, after in candidates:
            if after.is_over and me in after.winners():
                return turn
        return None

    def _halving(self, root: TurnNode, state, me: int, cap: int, deadline: float) -> tuple[tuple, int]:
        """Root selection by successive halving over common worlds: every surviving turn is played
        out in the same determinizations (same hidden cards), so their means differ by the turn and
        not by which cards each happened to meet; after each round the worse half is dropped.
        With a time budget a round also ends at its equal share of the time left (with 4 players
        an iteration costs about four times as much, and 8 worlds were never reached)."""
        survivors = list(root.children)
        rewards: dict = {turn: [] for turn in survivors}
        done, world, round_end = 0, 0, self.first_round
        start = self._clock()
        cuts = max(0, (len(survivors) - 1).bit_length() - 1)  # 8 -> 4 -> 2: two cuts
        phase = (deadline - start) / (cuts + 1) if deadline != float("inf") else None
        next_cut = start + phase if phase is not None else float("inf")
        while done < cap and world < self.max_worlds and not self._cancelled and len(survivors) > 1:
            for turn in survivors:
                rewards[turn].append(self._iterate(root, state, me, world, first=turn)[me])
                done += 1
                if done >= cap or self._clock() >= deadline or self._cancelled:
                    break
            else:
                world += 1
                survivors = self._race(survivors, rewards, world)
                if len(survivors) > 2 and (world >= round_end or (world >= 2 and self._clock() >= next_cut)):
                    survivors = self._ranked(survivors, rewards)[:max(2, (len(survivors) + 1) // 2)]
                    round_end = 2 * world
                    next_cut = self._clock() + phase if phase is not None else next_cut
                continue
            break
        best = self._ranked(survivors, rewards)
        self.last_ranking = self._first_moves(best, rewards, done)
        return best[0], done

    @staticmethod
    def _first_moves(ranked: list, rewards: dict, done: int) -> list:
        """[(first action, share of the worlds played, mean reward)] best first: turns that start
        with the same action count as one move (the hint names only the first action)."""
        common = min(len(rewards[t]) for t in ranked) if ranked else 0
        out: dict = {}
        for turn in ranked:
            played = rewards[turn]
            mean = sum(played[:common]) / common if common else 0.0
            if turn[0] not in out:
                out[turn[0]] = (turn[0], len(played) / max(done, 1), mean)
        return list(out.values())

    def _race(self, survivors: list, rewards: dict, worlds: int) -> list:
        """Drop every turn whose paired deficit to the leader over the common worlds exceeds
        `racing_z` standard errors (or that never beat it by a hair in any world)."""
        if self.racing_z <= 0 or worlds < self.min_worlds or len(survivors) < 2:
            return survivors
        ranked = self._ranked(survivors, rewards)
        leader = rewards[ranked[0]]
        kept = [ranked[0]]
        for turn in ranked[1:]:
            diffs = [a - b for a, b in zip(leader, rewards[turn])]
            n = len(diffs)
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
            if mean > 0 and mean > self.racing_z * (var / n) ** 0.5:
                continue
            if max(diffs) - min(diffs) < 1e-12 and mean >= 0:
                continue  # the same outcome in every world: nothing to learn by playing on
            kept.append(turn)
        return kept

    def _ranked(self, turns: list, rewards: dict) -> list:
        """Turns best first by mean reward over the worlds all of them were played in (the beam's
        order breaks ties, so with no worlds at all the beam's best comes first)."""
        common = min(len(rewards[t]) for t in turns)
        if common == 0:
            return list(turns)
        order = {turn: i for i, turn in enumerate(turns)}
        return sorted(turns, key=lambda t: (-sum(rewards[t][:common]), order[t]))

    def _seed_root(self, candidates: list, me: int) -> TurnNode:
        """Root children: the beam's turns, each with `prior_visits` virtual visits at its value
        (used by UCT at the root only)."""
        diffs = [self._one_ply_diff(after, me) for _, _, after in candidates]
        self._guess_scale(diffs)
        root = TurnNode()
        scale = self._scale()
        for (_, turn, after), diff in zip(candidates, diffs):
            node = TurnNode()
            node.states[0] = after
            if self.prior_visits > 0:
                node.visits = self.prior_visits
                node.value = self.prior_visits * sigmoid(diff / scale)
            root.children[turn] = node
        root.fits[0] = {turn: True for turn in root.children}
        return root

    def _available(self, node: TurnNode, k: int, state) -> list:
        """The children of `node` whose turn can be played in world k (replayed once per world)."""
        fits = node.fits.setdefault(k, {})
        out = []
        for turn, child in node.children.items():
            ok = fits.get(turn)
            if ok is None:
                after = replay(state, turn)
                ok = after is not None
                if ok:
                    child.states[k] = after
                fits[turn] = ok
            if ok:
                out.append((turn, child))
        return out

    def _iterate(self, root: TurnNode, state, me: int, iteration: int, first: tuple | None = None) -> list:
        """One walk down the tree in one determinization; `first` forces the root's turn.
        Returns the rewards at the leaf."""
        k = iteration if first is not None else iteration % self.worlds if self.worlds else iteration
        current = self._world(state, me, k) if self.worlds else honest_view(state, me, self.rng)
        node = root
        path: list[tuple[TurnNode, int]] = []
        depth = 0
        expanded = False
        while depth < self.horizon and not current.is_over:
            mover = current.current_player
            available = self._available(node, k, current)
            for _, child in available:
                child.avail += 1
            if node is root and first is not None and node.fits[k].get(first):
                child = node.children[first]
            # (A forced turn that does not fit this world, after a different card was drawn
            # mid-turn, is rare; the walk then takes whatever the world allows.)
            elif not available or (node is not root and len(available) < self._allowed(node.visits)
                                 and node.sampled.get(k, 0) < self.samples_per_world):
                node.sampled[k] = node.sampled.get(k, 0) + 1
                turn, after = self._policy_turn(current)
                child = node.children.get(turn)
                if child is None:
                    child = node.children[turn] = TurnNode()
                    expanded = True
                if not node.fits[k].get(turn):
                    node.fits[k][turn] = True
                    child.avail += 1
                child.states.setdefault(k, after)
            else:
                child = self._select(available)
            path.append((child, mover))
            node = child
            current = child.states[k]
            depth += 1
            if expanded:
                break
        if depth < self.horizon and not current.is_over:
            current = current.clone()
            for _ in range(self.horizon - depth):
                if current.is_over:
                    break
                _, current = self._policy_turn(current)
            rewards = self._rewards(current)
        else:
            rewards = node.leaf.get(k)
            if rewards is None:
                rewards = node.leaf[k] = self._rewards(current)
        root.visits += 1
        for child, mover in path:
            child.visits += 1
            child.value += rewards[mover]
        return rewards

    def _policy_turn(self, state) -> tuple[tuple, object]:
        """The medium-like policy's turn from `state` (left unchanged) and the state after it.
        Worlds that agree on the table and the mover's card share the turn: it is only replayed
        (in this search and the seat's later ones)."""
        sample = self.turn_sample
        if self.rival_sample is not None and state.current_player != self._me:
            sample = self.rival_sample
        key = (table_key(state), sample)
        turn = self._turn_memo.get(key)
        if turn is not None:
            after = replay(state, turn)
            if after is not None:  # None: a card drawn mid-turn differs in this world
                return turn, after
        turn, after = sampled_turn(self.spec.evaluate, state.clone(), self.rng, sample)
        self._turn_memo[key] = turn
        return turn, after

    def _diffs(self, det) -> list[float] | None:
        """Each player's evaluate minus its rivals' (the best rival's, or towards their mean with
        `rival_mean`), or None for a finished game."""
        if det.is_over:
            return None
        players = self._players
        values = [self.spec.evaluate(det, p) for p in range(players)]
        if players == 1:
            return values
        w = self.rival_mean
        soft = self.crowded_soft if players >= 3 else 0.0
        out = []
        for p in range(players):
            others = [v for q, v in enumerate(values) if q != p]
            best = soft_max(others, soft) if soft > 0 else max(others)
            out.append(values[p] - ((1 - w) * best + w * sum(others) / len(others)))
        return out

    def _select(self, available: list) -> TurnNode:
        return max(available, key=lambda pair: self._uct(pair[1]))[1]
