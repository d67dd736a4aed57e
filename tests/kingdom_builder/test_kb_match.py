"""Kingdom Builder through the shared engine: undo within a turn, saves, arena, hidden cards."""
import random

import pytest

from desktop_app.engine.arena import run
from desktop_app.engine.game import IllegalMove, Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveStore
from desktop_app.games import REGISTRY

SPEC = REGISTRY["kingdom_builder"]


def start(seed=4, players=2, **options):
    seats = [Seat(f"P{i}", SPEC.colours[i]) for i in range(players)]
    return Match.start(SPEC, seats, seed, options)


def test_mandatory_builds_can_be_undone_but_not_past_the_new_card():
    """Digest "What players asked for": undo of the current turn; drawing a card closes the window."""
    match = start()
    before = match.state.to_json()
    match.apply(match.state.legal_actions()[0])
    assert match.undoable() == 1
    match.undo()
    assert match.state.to_json() == before
    while match.state.phase != "after":
        match.apply(match.state.legal_actions()[0])
    assert match.undoable() == 3
    match.apply(("end",))  # draws a card: hidden information became known
    assert match.undoable() == 0
    with pytest.raises(IllegalMove):
        match.undo()


def test_a_saved_game_loads_to_the_same_state(tmp_path):
    """Design "Saves": replaying the log reproduces the snapshot exactly."""
    match = start(seed=9, players=3, board="random", cards="random")
    rng = random.Random(1)
    for _ in range(80):
        match.apply(rng.choice(match.state.legal_actions()))
    store = SaveStore(tmp_path)
    loaded = store.load(store.save(match))
    assert loaded.state.to_json() == match.state.to_json() and len(loaded.log) == len(match.log)


def test_arena_runs_random_against_greedy_without_errors():
    """Brief: the arena must work for kingdom_builder with random and greedy agents."""
    result = run("kingdom_builder", 2, ["random", "greedy"], 2, 5)
    assert result["errors"] == 0 and result["finished"] == 2


def test_the_greedy_evaluation_prefers_gold():
    """ai.evaluate: more gold for the player is better; a won game beats everything."""
    state = start(seed=3).state
    base = SPEC.evaluate(state, 0)
    better = state.clone()
    better._put(0, 3 * 20 + 2)  # next to the castle (3, 3): 3 gold
    assert SPEC.evaluate(better, 0) > base
    assert SPEC.evaluate(better, 1) < SPEC.evaluate(state, 1)


def test_options_are_all_declared_with_valid_defaults():
    """GameSpec: every setup choice is a GameOption; the defaults start the suggested first game."""
    defaults = SPEC.default_options()
    assert defaults["board"] == "first_game" and defaults["cards"] == "first_game"
    assert SPEC.check_options({"board": "random"})["board"] == "random"
    with pytest.raises(ValueError):
        SPEC.check_options({"quadrant_1": "Atlantis"})
    state = SPEC.new_game(3, 1, defaults)
    assert state.cards == ("Fishermen", "Merchants", "Knights")
