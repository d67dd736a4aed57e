"""Mouse bugs the journeys met, each pinned by a small test of its own (issue 13, journey findings
in /work/coord/journey-findings.md)."""
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.copenhagen.scene import CardItem, TileItem
from qt_drive import drag, to_view


def test_a_refused_drop_lets_go_of_the_mouse(window, qtbot):
    """After a refused drop, the next click on a harbour card takes that card: it must not pick the
    refused tile up again."""
    match = Match.start(REGISTRY["copenhagen"], [Seat("Anna", "#d35400"), Seat("Bence", "#16a085", "random")], 2)
    window.start(match)
    window.table.view.fit()
    qtbot.wait(20)
    scene, view = window.table.scene, window.table.view
    tile = next(i for i in scene.items() if isinstance(i, TileItem) and i.kind == ("red", 2))
    house = scene.houses[0]
    floating = house.mapToScene((house.cell_rect(4, 1).center() + house.cell_rect(4, 2).center()) / 2)
    drag(view, tile.mapToScene(tile.rect.center()), floating)
    qtbot.wait(300)
    assert scene.ghost is None and window.table.status.text()  # refused, with its reason
    card = min((i for i in scene.items() if isinstance(i, CardItem) and i.on_click), key=lambda i: i.scenePos().x())
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, to_view(view, card.mapToScene(card.rect.center())))
    qtbot.wait(20)
    assert scene.mouseGrabberItem() is None
    assert scene.ghost is None, "the click picked the refused tile up again"
    assert scene.selected_cards == [0]
