"""The hard agent of Kingdom Builder: whole turns as macro actions, a plan kept within a turn."""
from __future__ import annotations

import random
import threading
import time

import pytest

from desktop_app.engine.agents import make_agent
from desktop_app.games import REGISTRY
from desktop_app.games.kingdom_builder.search_agent import TurnSearchAgent
from desktop_app.games.kingdom_builder.turns import beam_turns, replay, sampled_turn, turn_over
from agent_checks import PUBLIC, RealStateGuard, play_checked

SPEC = REGISTRY["kingdom_builder"]


def random_state(seed: int, moves: int, players: int = 2):
    state = SPEC.new_game(players, seed, SPEC.default_options())
    rng = random.Random(seed)
    for _ in range(moves):
        child = state.clone()
        child.apply(rng.choice(child.legal_actions()))
        if child.is_over:
            break
        state = child
    return state


def assert_whole_turn(state, turn):
    """Every action legal in order, and the player to move changes exactly at the last one."""
    player = state.current_player
    current = state.clone()
    for index, action in enumerate(turn):
        assert action in current.legal_actions()
        current.apply(action)
        assert turn_over(current, player) == (index == len(turn) - 1)


@pytest.mark.parametrize("seed,moves", [(1, 0), (2, 7), (3, 30), (4, 61), (5, 95)])
def test_generated_turns_are_legal_whole_turns(seed, moves):
    state = random_state(seed, moves)
    turns = beam_turns(SPEC.evaluate, state, width=3, keep=5)
    assert turns
    assert [v for v, _, _ in turns] == sorted((v for v, _, _ in turns), reverse=True)
    for value, turn, after in turns:
        assert_whole_turn(state, turn)
        assert replay(state, turn).to_json() == after.to_json()
    for s in range(3):
        turn, _ = sampled_turn(SPEC.evaluate, state.clone(), random.Random(s), 3)
        assert_whole_turn(state, turn)


def test_replay_refuses_a_turn_that_does_not_fit():
    state = random_state(6, 12)
    while state.phase != "before":
        state.apply(state.legal_actions()[0])
    _, turn, _ = beam_turns(SPEC.evaluate, state, width=2, keep=1)[0]
    assert len(turn) > 1
    assert replay(state, turn[:-1]) is None  # stops short of the end of the turn
    assert replay(state, ()) is None
    assert replay(state, (("build", -1),) + turn) is None


def test_the_hard_level_of_kingdom_builder_searches_whole_turns():
    assert isinstance(make_agent("hard", SPEC, 1), TurnSearchAgent)


@pytest.mark.parametrize("seed", range(6))
def test_the_agent_only_plays_legal_actions(seed):
    state = random_state(seed, random.Random(seed).randrange(0, 120), players=2 + seed % 3)
    agent = make_agent("hard", SPEC, seed, think=None, iterations=20)
    play_checked(agent, state, 12)  # a turn or more: searched and planned actions alike


def test_a_planned_turn_is_followed_while_it_fits():
    state = random_state(7, 20)
    while state.phase != "before":
        state.apply(state.legal_actions()[0])
    agent = make_agent("hard", SPEC, 7, think=None, iterations=30)
    me = state.current_player
    state.apply(agent.choose(state))
    assert agent._plan
    while not turn_over(state, me):
        planned = agent._plan[0]
        action = agent.choose(state)
        assert action == planned and agent.decisions[-1][1] == 0
        state.apply(action)


def test_a_planned_turn_is_abandoned_when_it_no_longer_fits():
    state = random_state(8, 20)
    while state.phase != "before":
        state.apply(state.legal_actions()[0])
    agent = make_agent("hard", SPEC, 8, think=None, iterations=30)
    first = agent.choose(state)
    state.apply(first)
    planned = agent._plan[0]
    assert planned[0] == "build"
    # Someone takes the hex the plan wanted next: the plan must be dropped and the turn searched again.
    other = (state.current_player + 1) % state.players
    state._put(other, planned[1])
    state._invalidate()
    action = agent.choose(state)
    assert action in state.legal_actions()
    assert action != planned
    assert agent.decisions[-1][1] > 0 or len(state.legal_actions()) == 1


def test_the_think_budget_is_respected():
    state = random_state(9, 40)
    while state.phase != "before":
        state.apply(state.legal_actions()[0])
    agent = make_agent("hard", SPEC, 9, think=0.3)
    started = time.perf_counter()
    action = agent.choose(state)
    assert time.perf_counter() - started < 0.3 + 0.5
    assert action in state.legal_actions()
    assert agent.decisions[-1][1] > 0


def test_the_agent_reads_only_its_own_view_of_the_real_state():
    """Search runs on determinizations; the real state is asked only for public things."""
    real = random_state(10, 25)
    while real.phase != "before" or len(real.legal_actions()) < 2:
        real.apply(real.legal_actions()[0])

    guard = RealStateGuard(real, (*PUBLIC, "view_for"))
    action = make_agent("hard", SPEC, 1, think=None, iterations=30).choose(guard)
    assert action in real.legal_actions()
    assert "determinize" in guard.calls


def test_root_turns_are_compared_on_the_same_worlds():
    agent = make_agent("hard", SPEC, 2)
    rewards = {"a": [0.9, 0.1, 0.9], "b": [0.6, 0.6], "c": [0.5, 0.5, 0.5]}
    # Over the two worlds all three met: b (1.2) > a (1.0) = c (1.0); a keeps its earlier place.
    assert agent._ranked(["a", "b", "c"], rewards) == ["b", "a", "c"]
    assert agent._ranked(["a", "b"], {"a": [], "b": [0.7]}) == ["a", "b"]


def test_cancel_stops_the_search():
    state = random_state(11, 40)
    while state.phase != "before" or len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    agent = make_agent("hard", SPEC, 11, think=30.0, max_worlds=10**6)  # would run the full 30 s
    result = []
    thread = threading.Thread(target=lambda: result.append(agent.choose(state)))
    started = time.perf_counter()
    thread.start()
    time.sleep(0.3)
    agent.cancel()
    thread.join(10)
    assert not thread.is_alive() and time.perf_counter() - started < 5
    assert result[0] in state.legal_actions()
