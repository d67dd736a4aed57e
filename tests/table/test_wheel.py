"""While a piece is dragged or held, the wheel turns it and never zooms or pans the table."""
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop_app.table.board_view import BoardView

from .helpers import BLUE, SquaresScene


def wheel(view, notches: int = 1, at: QPoint = QPoint(300, 200), step: int = 120) -> None:
    """Real wheel events on the viewport, `step` angle units each, `notches` notches in all."""
    for _ in range(abs(notches) * 120 // step):
        event = QWheelEvent(QPointF(at), QPointF(view.viewport().mapToGlobal(at)), QPoint(0, 0),
                            QPoint(0, step if notches > 0 else -step), Qt.NoButton, Qt.NoModifier,
                            Qt.NoScrollPhase, False)
        QApplication.sendEvent(view.viewport(), event)


def make(qtbot):
    scene = SquaresScene({"a": QPointF(0, 0)})
    view = BoardView()
    view.setScene(scene)
    view.resize(600, 400)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def view_state(view):
    return view.transform(), view.horizontalScrollBar().value(), view.verticalScrollBar().value()


def test_the_wheel_zooms_the_table_when_nothing_is_held(qtbot):
    scene, view = make(qtbot)
    before = view_state(view)
    wheel(view)
    assert view_state(view)[0] != before[0]


def test_the_wheel_turns_a_piece_held_by_the_click_path_and_never_zooms(qtbot):
    scene, view = make(qtbot)
    scene.begin_drag("a", BLUE, QPointF(20, 20), hold=True)
    QTest.mouseMove(view.viewport(), QPoint(300, 200))
    before = view_state(view)
    wheel(view)
    assert scene.rotation == 1
    wheel(view, -2)
    assert scene.rotation == 3
    assert view_state(view) == before
    assert scene.holding and scene.ghost is not None


def test_the_wheel_turns_a_dragged_piece(qtbot):
    scene, view = make(qtbot)
    scene.begin_drag("a", BLUE, QPointF(20, 20))
    assert scene.dragging
    before = view_state(view)
    wheel(view)
    assert scene.rotation == 1 and view_state(view) == before


def test_a_fine_grained_wheel_turns_once_per_notch(qtbot):
    scene, view = make(qtbot)
    scene.begin_drag("a", BLUE, QPointF(20, 20), hold=True)
    before = view_state(view)
    wheel(view, 1, step=30)  # a touchpad or a free-spinning wheel: four events of a quarter notch
    assert scene.rotation == 1 and view_state(view) == before


def test_the_wheel_turns_a_christmas_tree_card_picked_up_by_clicking(window, qtbot):
    """Finding 10: on the real table, click a hand card (the click path), then the wheel."""
    from desktop_app.engine.game import Seat
    from desktop_app.engine.match import Match
    from desktop_app.games import REGISTRY
    from desktop_app.games.christmas_tree.scene import HandCard

    match = Match.start(REGISTRY["christmas_tree"], [Seat("Anna", "#560026"), Seat("Bence", "#00e0d0")], 4,
                        {"mode": "introductory"})
    window.start(match)
    if window.table.curtain.isVisible():  # two humans: the table is handed to Anna first (issue 13)
        window.table.curtain.button.click()
    view, scene = window.table.view, window.table.scene
    view.fit()
    qtbot.wait(20)
    qtbot.waitUntil(lambda: not scene.is_moving())  # Anna's hand lands
    card = min((i for i in scene.items() if isinstance(i, HandCard)), key=lambda i: i.pos().x())
    at = view.mapFromScene(card.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, at)
    assert scene.holding and scene.ghost is not None
    QTest.mouseMove(view.viewport(), at + QPoint(40, -60))
    before = view_state(view)
    wheel(view, at=at + QPoint(40, -60))
    assert scene.rotation == 1  # the card is turned (upside down), ...
    assert view_state(view) == before  # ... and the table neither zoomed nor moved
