"""Issue 13, finding 11 (Kingdom Builder): a tile click always answers, and a tile clicked right
after the third build is the one under the mouse and lights its targets. Real mouse events."""
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.kingdom_builder.scene import CENTRES, PanelItem

from kb_helpers import cell, give_tile, place
from qt_drive import to_view

TAVERN_LOC, FARM_LOC = cell(6, 7), cell(15, 12)


def open_game(window, qtbot):
    spec = REGISTRY["kingdom_builder"]
    match = Match.start(spec, [Seat("Anna", "#e67e22"), Seat("Bence", "#2e86c1", "greedy")], 2)
    window.start(match)
    window.table.view.fit()
    qtbot.wait(5)
    return window.table.controller, window.table.scene, window.table.view


def click(view, point: QPointF) -> None:
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, to_view(view, point))


def tile_item(scene, location: int) -> PanelItem:
    return next(i for i in scene.items() if isinstance(i, PanelItem) and i.objectName() == f"tile-{location}")


def centre_of(item) -> QPointF:
    return item.mapToScene(item.rect.center())


def test_clicking_a_tavern_with_no_line_of_three_says_why(window, qtbot):
    controller, scene, view = open_game(window, qtbot)
    state = controller.state
    give_tile(state, 0, TAVERN_LOC)
    place(state, 0, cell(7, 7), cell(8, 8))  # two settlements: no line of three anywhere
    scene.sync()
    messages = []
    controller.status.connect(messages.append)
    before = state.to_json()
    click(view, centre_of(tile_item(scene, TAVERN_LOC)))
    qtbot.wait(5)
    assert messages and "straight line of 3" in messages[-1]
    assert scene.selected_tile is None and controller.state.to_json() == before
    assert "straight line of 3" in tile_item(scene, TAVERN_LOC).toolTip()


def test_a_tile_clicked_right_after_the_third_build_lights_its_targets(window, qtbot):
    controller, scene, view = open_game(window, qtbot)
    state = controller.state
    give_tile(state, 0, FARM_LOC)
    scene.sync()
    messages = []
    controller.status.connect(messages.append)
    click(view, CENTRES[cell(8, 8)])
    qtbot.wait(5)
    click(view, CENTRES[cell(8, 7)])
    qtbot.wait(5)
    farm_at = centre_of(tile_item(scene, FARM_LOC))
    # The third build sits next to the Tavern location: its tile is taken (new, not usable yet).
    click(view, CENTRES[cell(7, 7)])
    qtbot.wait(5)
    state = controller.state
    assert state.phase == "after" and state.tiles[0][TAVERN_LOC] == "new"
    # The Farm tile is still where the player last saw it, and a click there takes it up.
    assert centre_of(tile_item(scene, FARM_LOC)) == farm_at
    click(view, farm_at)
    qtbot.wait(5)
    assert scene.selected_tile == FARM_LOC
    expected = set(state.options_now()["tiles"][FARM_LOC])
    assert expected and scene.board_item.lit == frozenset(expected)
    # The new Tavern tile says why it cannot be used; the Farm is put back, never left lighting nothing.
    click(view, centre_of(tile_item(scene, TAVERN_LOC)))
    qtbot.wait(5)
    assert "next turn" in messages[-1]
    assert scene.selected_tile is None and not scene.board_item.lit


def double_click(view, point: QPointF) -> None:
    """What a window system sends for a double click: press, release, double-click, release."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    viewport = view.viewport()
    at = QPointF(to_view(view, point))
    glob = QPointF(viewport.mapToGlobal(at.toPoint()))
    for kind, buttons in ((QEvent.MouseButtonPress, Qt.LeftButton), (QEvent.MouseButtonRelease, Qt.NoButton),
                          (QEvent.MouseButtonDblClick, Qt.LeftButton), (QEvent.MouseButtonRelease, Qt.NoButton)):
        QApplication.sendEvent(viewport, QMouseEvent(kind, at, glob, Qt.LeftButton, buttons, Qt.NoModifier))
        QApplication.processEvents()


def test_a_double_click_on_a_tile_takes_it_up_once(window, qtbot):
    """A quick double click on a ready tile is one click: it stays taken up with its hexes lit
    (two toggles lit them for an instant and then said "Tile put back")."""
    controller, scene, view = open_game(window, qtbot)
    state = controller.state
    give_tile(state, 0, FARM_LOC)
    while state.phase != "after":
        state.apply(state.legal_actions()[0])
    scene.sync()
    messages = []
    controller.status.connect(messages.append)
    double_click(view, centre_of(tile_item(scene, FARM_LOC)))
    qtbot.wait(5)
    assert scene.selected_tile == FARM_LOC and scene.board_item.lit
    assert not any("put back" in m for m in messages)
