"""pytest-qt drives the real Copenhagen table: a legal drag, an illegal drag, a card pick, the shelf."""
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.copenhagen.scene import TileItem
from qt_drive import drag, to_view


def open_game(window, seed=2):
    spec = REGISTRY["copenhagen"]
    match = Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bence", "#16a085")], seed)
    window.start(match)
    assert window.table.curtain.isVisible()  # two humans: the first one gets the table handed over too
    window.table.curtain.button.click()
    QTest.qWait(20)  # the table re-syncs for the viewer ...
    while window.table.scene.is_moving():  # ... and its pieces land
        QTest.qWait(20)
    window.table.view.fit()
    return window.table.controller, window.table.scene, window.table.view


def supply_tile(scene, kind):
    return next(item for item in scene.items() if isinstance(item, TileItem) and item.kind == kind)


def cell_centre(scene, player, row, col) -> QPointF:
    house = scene.houses[player]
    return house.mapToScene(house.cell_rect(row, col).center())


def test_dragging_a_tile_onto_the_house_builds_it(window, qtbot):
    controller, scene, view = open_game(window)
    state = controller.state
    state.players[0].hand = [2, 0, 0, 0, 0]  # two red cards
    state._legal = None
    scene.sync()  # direct: the test changed the model behind the controller
    tile = supply_tile(scene, ("red", 2))
    start = tile.mapToScene(tile.rect.center())
    # A horizontal domino centred between cells (0,0) and (0,1): snap to the ground row.
    target = (cell_centre(scene, 0, 0, 0) + cell_centre(scene, 0, 0, 1)) / 2
    drag(view, start, target)
    board = controller.state.players[0]
    assert len(board.tiles) == 1 and set(board.tiles[0][1]) == {(0, 0), (0, 1)}
    assert board.hand == [0, 0, 0, 0, 0]
    assert controller.state.current_player == 1


def test_an_illegal_drop_snaps_back_and_says_why(window, qtbot):
    controller, scene, view = open_game(window)
    state = controller.state
    state.players[0].hand = [2, 0, 0, 0, 0]
    state._legal = None
    scene.sync()  # direct: the test changed the model behind the controller
    before = controller.state.to_json()
    messages = []
    controller.status.connect(messages.append)
    tile = supply_tile(scene, ("red", 2))
    start = tile.mapToScene(tile.rect.center())
    floating = (cell_centre(scene, 0, 4, 1) + cell_centre(scene, 0, 4, 2)) / 2
    drag(view, start, floating)
    assert controller.state.to_json() == before
    assert messages and "float" in messages[-1]
    qtbot.wait(300)  # the ghost slides home and disappears
    assert scene.ghost is None


def test_rotating_the_ghost_with_r_changes_the_placement(window, qtbot):
    controller, scene, view = open_game(window)
    state = controller.state
    state.players[0].hand = [2, 0, 0, 0, 0]
    state._legal = None
    scene.sync()  # direct: the test changed the model behind the controller
    tile = supply_tile(scene, ("red", 2))
    scene.start_tile_drag(("red", 2), tile.mapToScene(tile.rect.center()), hold=True)
    scene.turn_ghost(rotate=1)  # what R does: now vertical
    target = (cell_centre(scene, 0, 0, 3) + cell_centre(scene, 0, 1, 3)) / 2
    scene._update_ghost(target)
    assert scene.target.legal and set(scene.target.action[3]) == {(0, 3), (1, 3)}
    assert "cost: 2" in scene.target.label
    scene.finish_drag()
    assert set(controller.state.players[0].tiles[0][1]) == {(0, 3), (1, 3)}


def test_clicking_two_neighbouring_harbour_cards_takes_them(window, qtbot):
    controller, scene, view = open_game(window)
    display = list(controller.state.display)
    hand_before = controller.state.players[0].hand_size()
    from desktop_app.games.copenhagen.scene import CardItem
    cards = sorted((item for item in scene.items() if isinstance(item, CardItem) and item.on_click),
                   key=lambda item: item.pos().x())
    for index in (2, 3):
        point = to_view(view, cards[index].mapToScene(cards[index].rect.center()))
        QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point)
        cards = sorted((item for item in scene.items() if isinstance(item, CardItem) and item.on_click),
                       key=lambda item: item.pos().x())
    assert controller.state.players[0].hand_size() == hand_before + 2
    assert controller.state.current_player == 1
    assert display[2] is not None


def test_shelf_lists_games_and_reports_a_broken_save(window, tmp_path):
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    window.shelf.refresh()
    from PySide6.QtWidgets import QToolButton
    assert all(window.shelf.findChild(QToolButton, f"shelf-{game}") for game in REGISTRY)
    assert "broken.json" in window.shelf.problems.text()
    controller, scene, view = open_game(window)
    window.show_shelf()
    assert window.shelf.saves.count() == 1  # the autosave of the game just opened
    assert window.shelf.continue_button.isEnabled()
