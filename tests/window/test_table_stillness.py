"""Issue 22, finding 15: nothing but the player's own zoom or pan moves the table. A drag whose
ghost leaves the view scrolled the table ~13 px until Fit table; an item reaching past the table
(Copenhagen's coat-of-arms bar, a lifted card) and a language switch moved it a few pixels: the
scene's rect grew and the view shifted. Real mouse events on the real window at 1280x720."""
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsRectItem

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.copenhagen.scene import TileItem


def open_copenhagen(window, qtbot):
    spec = REGISTRY["copenhagen"]
    window.resize(1280, 720)
    window.start(Match.start(spec, [Seat("Anna", spec.colours[0]), Seat("Bence", spec.colours[1])], 2))
    table = window.table
    table.curtain.button.click()
    qtbot.waitUntil(lambda: not table.scene._sync_pending and not table.scene.is_moving())
    qtbot.wait(30)
    return table


def where_the_table_is(table) -> tuple[QPoint, QPoint]:
    rect = table.scene.table_rect()
    return table.view.mapFromScene(rect.topLeft()), table.view.mapFromScene(rect.bottomRight())


def test_nothing_but_the_player_moves_the_table(window, qtbot):
    table = open_copenhagen(window, qtbot)
    scene, view = table.scene, table.view
    state = table.controller.state
    state.players[0].hand = [2, 0, 0, 0, 0]  # two red cards: a red domino can be picked up
    state._legal = None
    scene.sync()
    qtbot.wait(30)
    before = where_the_table_is(table)

    # A drag whose ghost leaves the view on the right and below, dropped out there.
    tile = next(item for item in scene.items() if isinstance(item, TileItem) and item.kind == ("red", 2))
    viewport = view.viewport()
    start = view.mapFromScene(tile.mapToScene(tile.rect.center()))
    outside = QPoint(viewport.width() + 300, viewport.height() + 200)
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(viewport, start + (outside - start) * i / 8)
    assert scene.ghost is not None  # the piece is in the hand, out of the view
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, outside)
    qtbot.waitUntil(lambda: not scene._animations)  # slid back home
    assert where_the_table_is(table) == before, "a drag out of the view moved the table"

    # Something on the table reaching past its edge (as the coat-of-arms bar does).
    rect = scene.table_rect()
    bar = QGraphicsRectItem(QRectF(rect.left() - 40, rect.bottom() - 20, rect.width() + 80, 60))
    scene.addItem(bar)
    qtbot.wait(20)
    assert where_the_table_is(table) == before, "an item past the table's edge moved the table"
    scene.removeItem(bar)

    # A language switch there and back.
    for language in ("hu", "es", "en"):
        window.switch_language(language)
        qtbot.wait(20)
        assert where_the_table_is(table) == before, f"switching to {language} moved the table"

    # The player's own zoom still moves it (and Fit table brings it back).
    QTest.mouseMove(viewport, QPoint(viewport.width() // 2, viewport.height() // 2))
    view.scale(1.15, 1.15)
    assert where_the_table_is(table) != before
    table.fit_button.click()
    assert where_the_table_is(table) == before
