"""Christmas Tree with the shared engine: saves, the arena in every mode, generic patterns, AI."""
import random

import pytest

from desktop_app.engine.arena import run
from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveStore
from desktop_app.games import REGISTRY
from desktop_app.games.christmas_tree import ai
from desktop_app.games.christmas_tree.spec import SPEC
from desktop_app.games.christmas_tree.components import (
    PATTERN_INSTANCES,
    task_instances,
)


def test_registered_with_every_mode_as_an_option():
    """Issue 9: all three modes in the new-game dialog."""
    assert REGISTRY["christmas_tree"] is SPEC
    mode = next(o for o in SPEC.options if o.key == "mode")
    assert {v for v, _ in mode.choices} == {"introductory", "family", "advanced"}
    assert (SPEC.min_players, SPEC.max_players) == (2, 4)


def test_save_and_load_mid_game_round_trip(tmp_path):
    """design.md "Saves": replaying the saved log reproduces the snapshot exactly."""
    seats = [Seat("A", "#c0392b"), Seat("B", "#2e86c1", "random"), Seat("C", "#e67e22", "random")]
    match = Match.start(SPEC, seats, 12, {"mode": "advanced"})
    rng = random.Random(3)
    for _ in range(70):
        match.apply(rng.choice(match.state.legal_actions()))
    store = SaveStore(tmp_path)
    loaded = store.load(store.save(match))
    assert loaded.state.to_json() == match.state.to_json()
    assert loaded.replay().to_json() == match.state.to_json()


@pytest.mark.parametrize("mode", ["introductory", "family", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_arena_plays_every_mode_and_player_count(mode, players):
    """Issue 9: the arena runs --game christmas_tree for 2-4 players in every mode."""
    result = run("christmas_tree", players, ["random"], 2, 5, {"mode": mode})
    assert result["errors"] == 0 and result["finished"] == 2


def test_arena_with_greedy_agent():
    """The greedy agent (one-ply over ai.evaluate) plays whole games without errors and beats the
    uniform-random floor (easy, a beginner, may win one: issue 25)."""
    result = run("christmas_tree", 2, ["uniform", "greedy"], 2, 1, {"mode": "introductory"})
    assert result["errors"] == 0
    assert result["mean_score"]["greedy"] > result["mean_score"]["uniform"]


def test_evaluate_prefers_completing_a_bulb():
    """ai.evaluate values the tree's end-game points: a placement completing a bulb beats one
    that does not, all else equal."""
    from desktop_app.games.christmas_tree.rules import ChristmasTreeState
    state = ChristmasTreeState.new(3, 2, {"mode": "introductory"})
    state.trees[0][1], state.turned[0][1] = "GL01", 0  # SE yellow, SW red
    lit = state.clone()
    lit.trees[0][3] = "GL13"  # NW yellow: completes the bulb
    dark = state.clone()
    dark.trees[0][3] = "GL12"  # NW red: no bulb; same colour, shape and snowflakes
    assert ai.evaluate(lit, 0) > ai.evaluate(dark, 0)


@pytest.mark.parametrize("name", sorted(PATTERN_INSTANCES))
def test_task_patterns_may_be_given_as_lattice_offsets(name):
    """Issue 9: patterns as lattice offsets, so real task cards can be added by data only: a task
    with `offsets` in its params scores the same placements as the named pattern."""
    from desktop_app.games.christmas_tree.components import pattern_offsets
    offsets = [list(o) for o in pattern_offsets(name)]
    assert set(task_instances({"offsets": offsets})) == set(task_instances({"pattern": name}))
