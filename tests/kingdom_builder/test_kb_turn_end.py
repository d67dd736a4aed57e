"""Issue 22 finding 8: a turn with nothing left but "End turn" ends by itself (Undo still takes the
last build back during the pause), and each settlement of a seat's last turn wears its badge."""
import math

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

import desktop_app.games.kingdom_builder.scene as kb_scene
from desktop_app.games.kingdom_builder.rules import READY
from desktop_app.games.kingdom_builder.scene import CENTRES, R
from desktop_app.table.motion import LastMoveMark

from test_kb_table import click, open_game


def build_three(controller, scene, view, qtbot) -> list[int]:
    """Anna's three mandatory builds, each by a click on the first lit hex."""
    built = []
    for _ in range(3):
        target = min(scene.board_item.lit)
        click(view, CENTRES[target])
        qtbot.wait(10)
        built.append(target)
    assert controller.state.phase == "after" and controller.state.current_player == 0
    return built


def test_nothing_left_but_end_turn_ends_the_turn_by_itself(window, qtbot, monkeypatch):
    monkeypatch.setattr(kb_scene, "AUTO_END_MS", 200)
    controller, scene, view = open_game(window)
    assert not controller.state.tiles[0]
    build_three(controller, scene, view, qtbot)
    assert scene.only_end_left()
    prompt = next(item.toolTip() for item in scene.items() if getattr(item, "look", (None,))[0] == "prompt")
    assert "ends by itself" in prompt
    qtbot.waitUntil(lambda: controller.state.current_player == 1, timeout=3000)
    assert controller.match.log[-1].action == ("end",) and controller.match.log[-1].player == 0


def test_undo_during_the_pause_takes_the_last_build_back(window, qtbot, monkeypatch):
    monkeypatch.setattr(kb_scene, "AUTO_END_MS", 400)
    controller, scene, view = open_game(window)
    built = build_three(controller, scene, view, qtbot)
    undo = window.table.undo_button
    assert undo.isEnabled()
    QTest.mouseClick(undo, Qt.LeftButton)
    assert controller.state.owner[built[-1]] == -1 and controller.state.phase == "mandatory"
    qtbot.wait(600)  # longer than the pause: nothing ends the turn now
    assert controller.state.current_player == 0 and controller.state.mandatory_left() == 1
    click(view, CENTRES[built[-1]])  # build again: the pause starts over and ends the turn
    qtbot.waitUntil(lambda: controller.state.current_player == 1, timeout=3000)


def test_a_usable_tile_keeps_the_turn_open(window, qtbot, monkeypatch):
    monkeypatch.setattr(kb_scene, "AUTO_END_MS", 100)
    controller, scene, view = open_game(window)
    state = controller.state
    oasis = next(c for c, kind in state.board.locations.items() if kind == "Oasis")
    state.tiles[0][oasis] = READY
    state.taken_from[0].add(oasis)
    state._invalidate()
    scene.sync()
    build_three(controller, scene, view, qtbot)
    qtbot.wait(300)
    assert controller.state.current_player == 0 and not scene.only_end_left()


def test_every_settlement_of_the_last_turn_wears_its_badge(window, qtbot, monkeypatch):
    """Three builds and an Oasis build: four badges, each on its own settlement's hex (none on the
    frame or in empty space)."""
    monkeypatch.setattr(kb_scene, "AUTO_END_MS", 60_000)
    controller, scene, view = open_game(window)
    state = controller.state
    oasis = next(c for c, kind in state.board.locations.items() if kind == "Oasis")
    state.tiles[0][oasis] = READY
    state.taken_from[0].add(oasis)
    state._invalidate()
    scene.sync()
    built = build_three(controller, scene, view, qtbot)
    tile = next(item for item in scene.items() if getattr(item, "objectName", lambda: "")() == f"tile-{oasis}")
    click(view, tile.mapToScene(tile.rect.center()))
    qtbot.wait(10)
    target = max(scene.board_item.lit)  # far from the builds: the turn's hexes are scattered
    click(view, CENTRES[target])
    qtbot.wait(10)
    assert state is controller.state and state.owner[target] == 0
    built.append(target)
    marks = [item for item in scene.items() if isinstance(item, LastMoveMark) and item.seat == 0]
    assert len(marks) == 1
    centres = [item.mapToScene(rect.center()) for rect in marks[0]._badges for item in marks]
    assert len(centres) == 4
    for cell, centre in zip(built, centres):
        distances = {c: math.dist((centre.x(), centre.y()), (CENTRES[c].x(), CENTRES[c].y())) for c in range(400)}
        assert min(distances, key=distances.get) == cell and distances[cell] < R
