"""Issue 22 finding 21: a player who must leave lets the computer play their seat. Right-click a
local person's seat in the side panel: "Let the computer play this seat" plays it from then on
(the game can finish without them), and "Give the seat back to its player" hands it back."""
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.agents import LEVEL_LABELS
from desktop_app.games import REGISTRY


def right_click_menu(win, qtbot, seat: int):
    """A right click on the seat's row (the context-menu event a right click makes), its menu."""
    row = win.table.rows[seat]
    centre = row.rect().center()
    QTest.mouseClick(row, Qt.RightButton, Qt.NoModifier, centre)
    QApplication.sendEvent(row, QContextMenuEvent(QContextMenuEvent.Mouse, centre, row.mapToGlobal(centre)))
    qtbot.waitUntil(lambda: getattr(win.table, "seat_menu", None) is not None and win.table.seat_menu.isVisible())
    return win.table.seat_menu


def click_entry(qtbot, menu, text: str) -> None:
    action = next(a for a in menu.actions() if a.text() == text)
    assert action.isEnabled(), text
    point = menu.actionGeometry(action).center()
    QTest.mouseMove(menu, point - QPoint(0, 4))
    QTest.mouseMove(menu, point)
    QTest.mouseClick(menu, Qt.LeftButton, Qt.NoModifier, point)
    qtbot.waitUntil(lambda: not menu.isVisible())


def test_a_local_seat_is_handed_to_the_computer_and_back(qtbot):
    from desktop_app.ui import first_turn
    from desktop_app.ui.main_window import MainWindow

    first_turn.set_dismissed("kingdom_builder")
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    spec = REGISTRY["kingdom_builder"]
    match = Match.start(spec, [Seat("Anna", "#560026"), Seat("Bot", "#00e0d0", "random")], 3)
    win.start(match)
    controller = win.table.controller
    controller.ai_pause_ms = 0
    qtbot.waitUntil(lambda: controller.can_act, timeout=10000)
    easy = QApplication.translate("agents", LEVEL_LABELS["random"])
    menu = right_click_menu(win, qtbot, 0)
    click_entry(qtbot, menu, f"Let the computer play this seat: {easy}")
    assert match.seats[0].hold == "random" and not controller.can_act
    assert "(" in win.table.rows[0].kind.text(), "Anna's row says a computer plays it"
    qtbot.waitUntil(lambda: len(match.log) >= 4 and any(r.player == 0 for r in match.log), timeout=20000)
    menu = right_click_menu(win, qtbot, 0)
    click_entry(qtbot, menu, "Give the seat back to its player")
    qtbot.waitUntil(lambda: controller.can_act, timeout=20000)
    assert match.seats[0].hold is None and win.table.rows[0].kind.text() == ""
    win.table.close_match()
    saved = win.store.load(win.store.autosave_path(match))
    assert saved.seats[0].hold is None and saved.seats[0].agent == "human"
