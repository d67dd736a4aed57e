"""The take-back count a match saves (issue 16 "undo within the same rules"): with the log's length it
makes the version friends' computers see, which must only ever grow, also across a save and resume.
A save from before the field loads with 0; a hostile value is refused like any other bad field."""
import json
import random

import pytest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveError, SaveStore
from desktop_app.games import REGISTRY


def kingdom_builder_mid_turn(seed: int = 4) -> Match:
    """A Kingdom Builder match in the middle of the first player's turn (settlements placed)."""
    seats = [Seat("Anna", "#d35400"), Seat("Bence", "#16a085", "remote")]
    match = Match.start(REGISTRY["kingdom_builder"], seats, seed)
    rng = random.Random(seed)
    while not match.undoable():
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def test_every_action_and_every_take_back_grows_the_version_by_one():
    match = kingdom_builder_mid_turn()
    seen = [match.version]
    match.undo()
    seen.append(match.version)
    match.apply(match.state.legal_actions()[0])
    seen.append(match.version)
    assert seen == [seen[0], seen[0] + 1, seen[0] + 2]
    assert match.undos == 1 and match.version == len(match.log) + 2
    assert match.undo_marks == [len(match.log) - 1]  # the log's length right after the take-back


def test_a_friend_on_another_computer_may_take_back_but_a_computer_holding_the_seat_may_not():
    from dataclasses import replace

    match = kingdom_builder_mid_turn()
    while match.state.current_player != 1 or not match.undoable():  # Bence's turn, a settlement placed
        match.apply(match.state.legal_actions()[0])
    assert match.undoable() > 0
    match.seats[1] = replace(match.seats[1], hold="random")
    assert match.undoable() == 0


def test_the_count_is_saved_and_an_old_save_without_it_loads_with_none(tmp_path):
    store = SaveStore(tmp_path / "saves")
    match = kingdom_builder_mid_turn()
    match.undo()
    version = match.version
    path = store.save(match)
    loaded = store.load(path)
    assert loaded.undos == 1 and loaded.version == version
    data = json.loads(path.read_text())
    del data["undos"]  # a save from before take-backs across computers
    path.write_text(json.dumps(data))
    assert store.load(path).undos == 0


@pytest.mark.parametrize("value", [-1, 1.0, True, "3", None, [1], 10**12])
def test_a_hostile_count_is_refused_naming_the_field(tmp_path, value):
    store = SaveStore(tmp_path / "saves")
    path = store.save(kingdom_builder_mid_turn())
    data = json.loads(path.read_text())
    data["undos"] = value
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as caught:
        store.load(path)
    assert "has an invalid undos" in str(caught.value) and str(caught.value).startswith(path.name + ": ")
    assert caught.value.template == "has an invalid {field} ({value})"  # translated like every field
