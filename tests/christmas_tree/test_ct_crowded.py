"""Christmas Tree's hard player at a crowded table (issue 25, point 2): the 3-4 player settings
(crowded_think, rival_temperature, round_end_picks) do what they say and only there, and the
memoized evaluation equals the plain one (so 2-player play makes the same choices)."""
from __future__ import annotations

import math
import random

import pytest

from desktop_app.engine.agents import make_agent
from desktop_app.games.christmas_tree import ai, scoring
from desktop_app.games.christmas_tree.components import PICKS_PER_ROUND, TASKS
from desktop_app.games.christmas_tree.search_agent import ChristmasTreeSearch
from desktop_app.games.christmas_tree.spec import SPEC
from agent_checks import play_four

OFF = {"crowded_think": None, "rival_temperature": 0.0, "round_end_picks": 0}


def played(players: int, seed: int, stop, mode: str = "family"):
    """A game played by mediums until `stop(state)` holds."""
    options = {**SPEC.default_options(), "mode": mode}
    state = SPEC.new_game(players, seed, options)
    agents = [make_agent("greedy", SPEC, seed + p) for p in range(players)]
    while not state.is_over and not stop(state):
        state.apply(agents[state.current_player].choose(state.clone()))
    return state


def random_positions(count: int):
    """States along random games of every size and mode (random legal actions, so odd trees too)."""
    rng = random.Random(11)
    out = []
    while len(out) < count:
        players = rng.choice((2, 3, 4))
        mode = rng.choice(("introductory", "family", "advanced"))
        state = SPEC.new_game(players, rng.randrange(10**6), {**SPEC.default_options(), "mode": mode})
        while not state.is_over and len(out) < count:
            state.apply(rng.choice(state.legal_actions()))
            if rng.random() < 0.3:
                out.append(state.clone())
    return out


def plain_evaluate(monkeypatch, state, player):
    """`ai.evaluate` with the memoized parts replaced by the plain scoring functions."""
    with monkeypatch.context() as m:
        m.setattr(ai, "tree_value_of", lambda cards, turned: ai.tree_value(list(cards), list(turned)))
        m.setattr(ai, "task_points_of", lambda task, keys, p: scoring.task_points_for(
            task, [(list(c), list(t)) for c, t in keys], p))
        return ai.evaluate(state, player)


# ------------------------------------------------------------------ memoized evaluation
def test_memoized_tree_values_and_task_points_equal_the_plain_ones(monkeypatch):
    ai.tree_value_of.cache_clear()
    ai.task_count_of.cache_clear()
    positions = random_positions(300)
    compared = 0
    for state in positions:
        trees = list(zip(state.trees, state.turned))
        keys = [(tuple(c), tuple(t)) for c, t in trees]
        for p, (cards, turned) in enumerate(trees):
            assert ai.tree_value_of(*keys[p]) == ai.tree_value(cards, turned)
            for task_id in TASKS:
                if p < state.players:
                    assert ai.task_points_of(task_id, keys, p) == scoring.task_points_for(task_id, trees, p)
                    compared += 1
        for p in range(state.players):
            assert ai.evaluate(state, p) == plain_evaluate(monkeypatch, state, p)
    assert compared > 10000
    assert ai.task_count_of.cache_info().hits > 0  # the positions share trees: the cache is used


def fixed_cap_decisions(players: int, turns: int, iterations: int, **settings) -> list:
    """Seat 0's choices and rankings over `turns` of its picks in two games (seeds 1, 2), the
    search capped at `iterations` rollouts (the other seats play their first legal action)."""
    out = []
    for seed in (1, 2):
        state = played(players, seed, lambda s: s.phase == "pick" and s.picks == 2 + seed)
        for _ in range(turns):
            agent = ChristmasTreeSearch(SPEC, random.Random(seed), think=None, iterations=iterations, **settings)
            while state.current_player != 0:
                state.apply(state.legal_actions()[0])
            action = agent.choose(state.clone())
            out.append((action, agent.last_ranking))
            state.apply(action)
    return out


def test_two_player_choices_are_those_of_the_plain_evaluation(monkeypatch):
    """A fixed rollout cap and seed: the memoized search picks what the plain one picks, with the
    same values, and the crowded settings change nothing at two players."""
    def decisions(**settings):
        return fixed_cap_decisions(2, 3, 48, **settings)

    memoized = decisions()
    assert decisions(**OFF) == memoized
    with monkeypatch.context() as m:
        m.setattr(ai, "tree_value_of", lambda cards, turned: ai.tree_value(list(cards), list(turned)))
        m.setattr(ai, "task_points_of", lambda task, keys, p: scoring.task_points_for(
            task, [(list(c), list(t)) for c, t in keys], p))
        assert decisions() == memoized


# ------------------------------------------------------------------ the soft maximum over the rivals
def test_the_soft_maximum_lies_between_the_max_and_the_max_plus_t_log_n():
    agent = ChristmasTreeSearch(SPEC, random.Random(0), rival_temperature=4.0)
    rng = random.Random(5)
    for _ in range(200):
        rivals = [rng.uniform(-30, 80) for _ in range(rng.choice((2, 3)))]
        soft = agent._rival_value(rivals)
        assert max(rivals) <= soft <= max(rivals) + 4.0 * math.log(len(rivals)) + 1e-9
    assert agent._rival_value([50.0, 50.0, 50.0]) == pytest.approx(50.0 + 4.0 * math.log(3))
    assert agent._rival_value([50.0, 10.0, 10.0]) == pytest.approx(50.0, abs=1e-3)  # a clear leader: its value
    assert agent._rival_value([42.0]) == 42.0  # one rival: exactly it
    plain = ChristmasTreeSearch(SPEC, random.Random(0), rival_temperature=0.0)
    assert plain._rival_value([50.0, 49.0, 10.0]) == 50.0


def test_the_four_player_leaf_weighs_every_rival_close_to_the_top():
    state = played(4, 3, lambda s: s.phase == "pick" and s.round == 1 and s.picks == 3)
    soft = ChristmasTreeSearch(SPEC, random.Random(0))
    plain = ChristmasTreeSearch(SPEC, random.Random(0), rival_temperature=0.0)
    values = [SPEC.evaluate(state, p) for p in range(4)]
    rivals = values[1:]
    assert plain._leaf(state, 0) == pytest.approx(values[0] - max(rivals))
    expected = values[0] - (max(rivals) + 4.0 * math.log(sum(math.exp((v - max(rivals)) / 4.0) for v in rivals)))
    assert soft._leaf(state, 0) == pytest.approx(expected)
    assert plain._leaf(state, 0) - 4.0 * math.log(3) <= soft._leaf(state, 0) <= plain._leaf(state, 0)


# ------------------------------------------------------------------ the round-end horizon
def rollout_end(players: int, picks: int, **settings):
    state = played(players, 4, lambda s: s.phase == "pick" and s.round == 0 and s.picks == picks)
    agent = ChristmasTreeSearch(SPEC, random.Random(1), **settings)
    world = state.determinize(state.current_player, random.Random(2))
    me = world.current_player
    target = agent._target(world)
    child = world.clone()
    child.apply(world.legal_actions()[0])
    agent._rollout(child, me, world, target, random.Random(3))
    return world, child


def test_rollouts_reach_the_rounds_scoring_within_its_last_three_picks():
    for picks in (PICKS_PER_ROUND - 3, PICKS_PER_ROUND - 1):
        world, child = rollout_end(4, picks)
        assert child.round == world.round + 1 and len(child.round_points) == len(world.round_points) + 1
    world, child = rollout_end(4, PICKS_PER_ROUND - 4)  # earlier: the horizon (own pick + 1 more)
    assert child.round == world.round and child.picks == world.picks + 2
    world, child = rollout_end(4, PICKS_PER_ROUND - 3, round_end_picks=0)  # the setting off
    assert child.round == world.round and child.picks == world.picks + 2


def test_two_player_rollouts_keep_the_horizon_near_the_rounds_end():
    world, child = rollout_end(2, PICKS_PER_ROUND - 3)
    assert child.round == world.round and child.picks == world.picks + 2


# ------------------------------------------------------------------ the crowded budget
def test_crowded_think_is_the_budget_only_with_three_or_more_players():
    agent = make_agent("hard", SPEC, 1)
    assert agent.crowded_think == 1.7 and agent.think == 1.5  # the spec's hard settings
    assert [agent.budget_for(n) for n in (2, 3, 4)] == [1.5, 1.7, 1.7]
    assert make_agent("expert", SPEC, 1).budget_for(4) == 6.0
    assert ChristmasTreeSearch(SPEC, think=1.5).budget_for(4) == 1.5  # None: think
    assert ChristmasTreeSearch(SPEC, think=None, crowded_think=1.7).budget_for(4) is None  # no limit stays none


def test_a_decision_runs_for_the_crowded_budget_at_four_players_only():
    """With racing that never drops a candidate (huge z) a decision lasts its whole budget."""
    spent = {}
    for players in (2, 4):
        state = played(players, 6, lambda s: s.phase == "pick" and s.picks == 1 and s.current == 0)
        agent = make_agent("hard", SPEC, 2, think=0.1, crowded_think=0.5, z=1e9, cpu_clock=True)
        agent.choose(state)
        spent[players] = agent.decisions[-1][0]
    assert spent[2] < 0.3 and 0.45 <= spent[4] < 0.9, spent


def test_the_crowded_search_reads_only_what_its_seat_may_see():
    state = played(4, 8, lambda s: s.phase == "pick" and s.picks == 4)
    hard, chosen = play_four(SPEC, state, 5, 4, think=None, iterations=40)
    assert len(chosen) == 4 and all(done > 0 for _, done in hard.decisions)


# ------------------------------------------------------------------ faster rollouts (session 15)
def test_picks_valued_without_copies_equal_evaluate_on_a_copy():
    """`ai.evaluate_places` gives exactly `evaluate` of a copy with the pick applied, whenever the
    search uses it (a plain pick that reveals nothing), on random positions of every size and mode."""
    agent = ChristmasTreeSearch(SPEC, random.Random(0))
    compared = 0
    for state in random_positions(200):
        if state.phase != "pick":
            continue
        me = state.current_player
        picks = [a for a in state.legal_actions() if a[0] == "place" and len(a) == 4]
        if not picks or not agent._hidden_pick(state, me, picks):
            continue
        picks = random.Random(compared).sample(picks, min(30, len(picks)))
        fast = ai.evaluate_places(state, me, picks)
        for action, value in zip(picks, fast):
            child = state.clone()
            child.apply(action)
            assert value == ai.evaluate(child, me)  # exactly, not approximately
            compared += 1
    assert compared > 1000


def test_a_pick_that_reveals_the_table_is_valued_on_a_copy():
    """The last seat to pick reveals every pick: no shortcut there, nor for linzer actions."""
    state = played(4, 6, lambda s: s.phase == "pick" and s.picks == 2 and s.current_player == 3)
    assert all(state.pending_pick[p] is not None for p in range(3)) and not any(state.window[:3])
    picks = [a for a in state.legal_actions() if a[0] == "place" and len(a) == 4]
    assert not ChristmasTreeSearch._hidden_pick(state, 3, picks)  # its own open window closes with the pick
    first = played(4, 6, lambda s: s.phase == "pick" and s.picks == 2 and s.current_player == 0)
    assert ChristmasTreeSearch._hidden_pick(first, 0, [a for a in first.legal_actions() if a[0] == "place" and len(a) == 4])
    assert not ChristmasTreeSearch._hidden_pick(first, 0, [("done",)])


@pytest.mark.parametrize("players", [2, 4])
def test_the_speed_ups_change_no_choice_at_a_fixed_cap(players):
    """With a fixed rollout cap and seed, the search with the session-15 speed-ups (no full garbage
    collection, picks valued without copies) chooses and ranks exactly as without them."""
    assert fixed_cap_decisions(players, 2, 40) == fixed_cap_decisions(players, 2, 40, gc_pause=False, fast_picks=False)


def test_the_collector_thresholds_are_paused_in_a_search_and_restored_after():
    import gc
    saved = gc.get_threshold()
    seen = []
    state = played(4, 2, lambda s: s.phase == "pick" and s.picks == 3 and s.current_player == 0)
    agent = ChristmasTreeSearch(SPEC, random.Random(0), think=None, iterations=24)
    real = agent._rollout

    def watched(*args):
        seen.append(gc.get_threshold())
        return real(*args)
    agent._rollout = watched
    agent.choose(state.clone())
    assert seen and all(t[2] == 10**9 and t[:2] == saved[:2] for t in seen)
    assert gc.get_threshold() == saved
    seen.clear()
    off = ChristmasTreeSearch(SPEC, random.Random(0), think=None, iterations=24, gc_pause=False)
    real_off = off._rollout
    off._rollout = lambda *args: (seen.append(gc.get_threshold()), real_off(*args))[1]
    off.choose(state.clone())
    assert seen and all(t == saved for t in seen)
