"""Saves made when linzer were asked after every placement (tests/christmas_tree/old_saves/, written
by that version of the rules) still load, replay to the same table and play on; their explicit
"done" stays legal."""
import json
import random
from pathlib import Path

import pytest

from desktop_app.engine.saves import match_from_json
from desktop_app.games.christmas_tree.rules import ChristmasTreeState

SAVES = sorted((Path(__file__).parent / "old_saves").glob("*.json"))


def load(path):
    return json.loads(path.read_text())


def test_the_old_saves_are_there():
    assert {p.stem for p in SAVES} >= {"full_family_3", "full_advanced_4", "mid_window_after_done",
                                       "mid_window_after_swap", "fresh_window", "round_end_linzer", "mid_pick"}
    logs = [load(p)["log"] for p in SAVES]
    assert any(["done"] == r[1] for log in logs for r in log)  # they hold explicit passes


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.stem)
def test_an_old_save_loads_and_replays_to_its_table(path):
    data = load(path)
    match = match_from_json(data, path)  # refuses a save whose replay differs from its snapshot
    old = data["state"]
    state = match.state
    assert state.trees == old["trees"] and state.turned == old["turned"]
    assert state.linzer == old["linzer"] and state.round == old["round"] and state.picks == old["picks"]
    assert state.scores() == ChristmasTreeState.from_json(old).scores()
    if old["phase"] == "linzer" and old["picks"] < 7:
        # the old prompt is the new open window: same seat to act, hands already passed
        assert state.phase == "pick" and state.current_player == old["current"] and state.window[old["current"]]
    else:
        assert state.phase == old["phase"] and state.current == old["current"]
    rng = random.Random(path.stem)
    while not state.is_over:  # and plays on to the end
        state.apply(rng.choice(state.legal_actions()))
    assert len(state.scores()) == state.players
