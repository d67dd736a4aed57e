"""Kingdom Builder's hard and expert search (issue 25): racing at the root, no search for a lone
turn, the crowded settings for 3-4 players, the rival term of the leaf, the expert's settings."""
from __future__ import annotations

import random

import pytest

from desktop_app.engine.agents import EXPERT_THINK, make_agent
from desktop_app.engine.agents.common import honest_view
from desktop_app.games import REGISTRY
from desktop_app.games.kingdom_builder.search_agent import CROWDED, TurnSearchAgent
from desktop_app.games.kingdom_builder.turns import beam_turns
from kb_helpers import medium_position

SPEC = REGISTRY["kingdom_builder"]


def test_racing_drops_a_turn_far_behind_the_leader_and_keeps_close_ones():
    agent = make_agent("hard", SPEC, 1)
    rewards = {
        "lead": [0.80, 0.70, 0.90, 0.75, 0.85, 0.80],
        "close": [0.78, 0.72, 0.85, 0.77, 0.80, 0.81],  # behind by 0.03 with a spread as large
        "far": [0.30, 0.20, 0.40, 0.25, 0.35, 0.30],  # behind by 0.5 in every world
        "same": [0.80, 0.70, 0.90, 0.75, 0.85, 0.80],  # the leader's outcome in every world
    }
    assert agent._race(list(rewards), rewards, worlds=6) == ["lead", "close"]
    # Too few worlds to judge: nothing is dropped yet.
    early = {turn: values[:3] for turn, values in rewards.items()}
    assert agent._race(list(early), early, worlds=3) == list(early)
    assert make_agent("hard", SPEC, 1, racing_z=0)._race(list(rewards), rewards, worlds=6) == list(rewards)


def test_a_search_that_leaves_one_turn_stops_before_the_worlds_run_out():
    """On a real position, three root turns and 30 worlds: without racing the search plays 3 x 8
    worlds, then the last two in all 30; with racing it stops once one turn is left."""
    state = medium_position(2, 3, 30)
    settings = dict(think=None, iterations=10**6, root_turns=3, min_worlds=2, max_worlds=30)
    full = make_agent("hard", SPEC, 3, racing_z=0, **settings)
    full.choose(state)
    assert full.decisions[-1][1] == 3 * 8 + 2 * 22
    raced = make_agent("hard", SPEC, 3, racing_z=1.0, **settings)
    action = raced.choose(state)
    assert action in state.legal_actions()
    assert 0 < raced.decisions[-1][1] < 3 * 8 + 2 * 22
    assert raced.last_ranking[0][0] == action


def test_a_lone_turn_is_played_without_a_search():
    state = medium_position(2, 4, 20)
    agent = make_agent("hard", SPEC, 4, think=None, iterations=50, root_turns=1)
    action = agent.choose(state)
    assert agent.decisions[-1][1] == 0  # no iteration spent
    best = beam_turns(SPEC.evaluate, honest_view(state, state.current_player, random.Random(0)), 6, 1)[0][1]
    assert action == best[0]
    assert agent._plan == list(best[1:])


@pytest.mark.parametrize("players", [2, 4])
def test_crowded_settings_apply_from_three_players(players):
    state = medium_position(players, 5, 8 * players)
    agent = make_agent("hard", SPEC, 5, think=None, iterations=30)
    agent.choose(state)
    expected = CROWDED["root_turns"] if players >= 3 else 8
    assert agent.root_turns == expected
    assert agent.rival_sample == (CROWDED["rival_sample"] if players >= 3 else None)
    assert 1 <= len(agent.last_ranking) <= expected


def test_the_leaf_measures_a_player_against_the_best_rival_or_the_rivals_mean():
    state = medium_position(3, 6, 30)
    values = [SPEC.evaluate(state, p) for p in range(3)]
    # crowded_soft=0: the plain best rival (the soft maximum at 3+ players: test_kb_crowded.py).
    best, mean = make_agent("hard", SPEC, 6, crowded_soft=0.0), make_agent("hard", SPEC, 6, rival_mean=1.0, crowded_soft=0.0)
    best._players = mean._players = 3
    for p, (d_best, d_mean) in enumerate(zip(best._diffs(state), mean._diffs(state))):
        others = [v for q, v in enumerate(values) if q != p]
        assert d_best == pytest.approx(values[p] - max(others))
        assert d_mean == pytest.approx(values[p] - sum(others) / 2)
    assert best._diffs(state) != mean._diffs(state)


def test_expert_is_the_turn_search_with_more_time_and_a_wider_root():
    expert, hard = make_agent("expert", SPEC, 1), make_agent("hard", SPEC, 1)
    assert isinstance(expert, TurnSearchAgent)
    assert expert.think == EXPERT_THINK > hard.think
    assert expert.root_turns > hard.root_turns and expert.beam_width > hard.beam_width
    assert expert.max_worlds > hard.max_worlds and expert.horizon == hard.horizon == 5
    expert._apply_crowded(4)
    assert expert.root_turns == 10 and expert.rival_sample == CROWDED["rival_sample"]
    expert._apply_crowded(2)
    assert expert.root_turns == 10 and expert.rival_sample is None
    # 2 players: the crowded root's width and spread (45.5 of 60 games against hard, session 17)
    assert (expert.beam_width, expert.root_apart) == (16, 2) and (hard.beam_width, hard.root_apart) == (6, 0)
    # The arena's --hard crowded_<name>=value sets one crowded setting.
    assert make_agent("hard", SPEC, 1, crowded_horizon=4).crowded == {**CROWDED, "horizon": 4}


def test_with_every_action_weighed_a_crowded_search_predicts_the_medium_policys_rival_turns():
    """`crowded_rival_sample=100` (the setting measured in session 8): the search predicts each
    rival's turn as the medium level would play it with that card, every step one of greedy's best
    actions by `evaluate` on the table at hand (the 4-player tables below include steps with
    dozens of options, where the default 24-action sample often picks another)."""
    medium = make_agent("greedy", SPEC, 0)
    steps = wide = 0
    for seed in (21, 22, 23):
        state = medium_position(4, seed, 40)
        hard = make_agent("hard", SPEC, seed, think=None, iterations=1, crowded_rival_sample=100)
        hard._apply_crowded(4)
        hard._players, hard._me = 4, (state.current_player + 1) % 4  # the mover is a rival
        world = honest_view(state, hard._me, random.Random(seed))
        turn, _ = hard._policy_turn(world)
        current = world.clone()
        for action in turn:
            legal = current.legal_actions()
            ranked = medium.ranked(current, current.current_player, legal)
            assert action in [a for v, a in ranked if v >= ranked[0][0] - 1e-9]
            steps += 1
            wide += len(legal) > 24
            current.apply(action)
    assert steps >= 9 and wide >= 1
