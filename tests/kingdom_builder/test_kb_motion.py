"""Issue 13, finding 9 (Kingdom Builder): a computer's moves travel on the table and each seat's
last turn stays outlined; finding 10: while a settlement is held the wheel never moves the view."""
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.kingdom_builder.scene import CENTRES, PanelItem, SettlementItem
from desktop_app.table.motion import piece_key

from kb_helpers import cell
from qt_drive import to_view

TAVERN_LOC = cell(6, 7)


def open_game(window, qtbot):
    spec = REGISTRY["kingdom_builder"]
    match = Match.start(spec, [Seat("Anna", "#e8318a"), Seat("Bence", "#1c1c5c", "greedy")], 2)
    window.start(match)
    window.table.view.fit()
    qtbot.wait(5)
    return window.table.controller, window.table.scene, window.table.view


def computer_plays(controller, qtbot, action) -> None:
    """The computer seat's action, applied as the controller does (the table hears `changed`)."""
    controller.match.apply(action)
    controller.changed.emit()
    qtbot.wait(1)  # the scene re-syncs on the next turn of the event loop


def item_with_key(scene, key):
    return next(item for item in scene.items() if piece_key(item) == key)


def end_anna_turn(controller):
    state = controller.match.state
    while state.current_player == 0:
        controller.match.apply(state.legal_actions()[0] if state.phase != "after" else ("end",))


def test_a_computer_settlement_travels_from_its_supply_and_its_turn_stays_outlined(window, qtbot):
    controller, scene, view = open_game(window, qtbot)
    end_anna_turn(controller)
    controller.changed.emit()
    qtbot.wait(5)
    qtbot.waitUntil(lambda: not scene.is_moving(), timeout=2000)
    state = controller.match.state
    state.hand[1] = "G"
    state._invalidate()
    supply = item_with_key(scene, ("supply", 1)).sceneBoundingRect()
    computer_plays(controller, qtbot, ("build", cell(7, 7)))  # beside the Tavern: takes its tile
    assert scene.is_moving()
    house = next(i for i in scene.items() if isinstance(i, SettlementItem) and i.seat == 1)
    assert supply.adjusted(-30, -30, 30, 30).contains(house.scenePos())  # it leaves from Bence's supply
    tile = item_with_key(scene, ("tile", 1, TAVERN_LOC))
    assert (tile.sceneBoundingRect().center() - CENTRES[TAVERN_LOC]).manhattanLength() < 30  # from the location
    with qtbot.waitSignal(scene.motion_finished, timeout=2000):
        pass
    assert house.pos() == CENTRES[cell(7, 7)]
    assert scene.is_moving() is False
    computer_plays(controller, qtbot, ("build", cell(7, 8)))  # the next one travels; the first stays put
    assert scene.is_moving()
    assert (cell(7, 7), scene.seat_colour(1), 1) in scene.board_item.houses
    marks = getattr(scene, "_marks")
    assert 1 in marks and marks[1][0].contains(CENTRES[cell(7, 7)])


def test_the_card_a_computer_draws_comes_from_the_deck(window, qtbot):
    controller, scene, view = open_game(window, qtbot)
    end_anna_turn(controller)
    controller.changed.emit()
    qtbot.waitUntil(lambda: not scene.is_moving(), timeout=2000)
    state = controller.match.state
    while state.phase != "after":
        controller.match.apply(state.legal_actions()[0])
    controller.changed.emit()
    qtbot.waitUntil(lambda: not scene.is_moving(), timeout=2000)
    deck = item_with_key(scene, ("deck",)).sceneBoundingRect().center()
    computer_plays(controller, qtbot, ("end",))
    card = next(i for i in scene.items() if isinstance(piece_key(i), tuple) and piece_key(i)[:2] == ("card", 1))
    assert scene.is_moving() and (card.sceneBoundingRect().center() - deck).manhattanLength() < 40


def test_a_human_click_build_lands_at_once(window, qtbot):
    """The human's own build never travels: a click during a motion would only skip it."""
    controller, scene, view = open_game(window, qtbot)
    target = sorted(scene._lit)[0]
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, to_view(view, CENTRES[target]))
    qtbot.wait(5)
    assert controller.state.owner[target] == 0 and not scene.is_moving()
    assert (target, scene.seat_colour(0), 0) in scene.board_item.houses  # painted where it was built


def wheel(view, at: QPoint) -> None:
    event = QWheelEvent(QPointF(at), QPointF(view.viewport().mapToGlobal(at)), QPoint(0, 0), QPoint(0, 120),
                        Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def test_the_wheel_never_moves_the_view_while_a_settlement_is_held(window, qtbot):
    controller, scene, view = open_game(window, qtbot)
    supply = next(i for i in scene.items() if isinstance(i, PanelItem) and i.objectName() == "supply")
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, to_view(view, supply.mapToScene(supply.rect.center())))
    assert scene.holding and scene.ghost is not None
    over = to_view(view, CENTRES[cell(8, 8)])
    QTest.mouseMove(view.viewport(), over)
    before = (view.transform(), view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    wheel(view, over)
    assert (view.transform(), view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == before
    assert scene.holding and scene.ghost is not None
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, over)  # and it still builds where it is
    assert controller.state.owner[cell(8, 8)] == 0


def test_a_settlement_a_computer_moves_travels_from_its_old_hex(window, qtbot):
    from kb_helpers import give_tile, place

    controller, scene, view = open_game(window, qtbot)
    end_anna_turn(controller)
    state = controller.match.state
    paddock = cell(6, 11)
    give_tile(state, 1, paddock)
    place(state, 1, cell(7, 2))
    controller.changed.emit()
    qtbot.wait(5)
    qtbot.waitUntil(lambda: not scene.is_moving(), timeout=2000)
    key = scene._keys[cell(7, 2)][0]
    computer_plays(controller, qtbot, ("tile", paddock, cell(7, 2), cell(7, 4)))
    house = item_with_key(scene, key)
    assert isinstance(house, SettlementItem) and scene.is_moving()
    assert (house.pos() - CENTRES[cell(7, 2)]).manhattanLength() < 12  # it leaves from where it stood
    qtbot.waitUntil(lambda: not scene.is_moving(), timeout=2000)
    assert house.pos() == CENTRES[cell(7, 4)]
