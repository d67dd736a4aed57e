"""Game → Invite codes… (issue 24): a player who resumes a game hosted on this computer sees and
copies the friends' codes again from the Game menu, after the waiting room was put away; a
hot-seat table and the shelf have no codes, so the entry is disabled there. (A server game opened
here: tests/server/test_host_on_server.py's journey.)"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from tests.online.helpers import code_of, host_with_memory_broker, join, settle
from tests.online.test_host import SPEC
from tests.server.test_host_on_server import game_menu_click



def codes_entry_enabled(qtbot, win) -> bool:
    """Open Game with the mouse, read whether "Invite codes…" is enabled, close it with Esc."""
    bar = win.menuBar()
    top = next(a for a in bar.actions() if a.text() == win.tr("&Game"))
    QTest.mouseClick(bar, Qt.LeftButton, Qt.NoModifier, bar.actionGeometry(top).center())
    menu = top.menu()
    qtbot.waitUntil(menu.isVisible)
    enabled = next(a for a in menu.actions() if a.text() == win.tr("Invite codes…")).isEnabled()
    QTest.keyClick(menu, Qt.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible())
    return enabled


def test_a_resumed_hosted_game_shows_its_codes_again_from_the_game_menu(window, qtbot, broker):
    qtbot.waitUntil(lambda: window.shelf._listed)
    assert not codes_entry_enabled(qtbot, window)  # the shelf: no table, no codes
    window.start(Match.start(SPEC, [Seat("Host", "#d35400"), Seat("Csilla", "#16a085")], 5))
    assert not codes_entry_enabled(qtbot, window)  # hot-seat: nobody to invite
    host_with_memory_broker(window, broker)
    window.start(Match.start(SPEC, [Seat("Host", "#d35400"), Seat("Anna", "#16a085", "remote")], 5))
    table = window.table
    qtbot.waitUntil(table.waiting_room.isVisible)
    anna_code = code_of(window, 1)
    anna = join(window, broker, 1)  # kept: her table stays open while the host is away
    settle(qtbot, broker, table.waiting_room.start_button.isEnabled)
    qtbot.mouseClick(table.waiting_room.start_button, Qt.LeftButton)
    assert not table.waiting_room.isVisible()
    qtbot.mouseClick(table.shelf_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.shelf and window.shelf.saves.count() == 2)
    # the host comes back later: the hosted save, resumed from the shelf
    hosted = next(row for row in range(window.shelf.saves.count())
                  if "Anna" in window.shelf.saves.item(row).text())
    rect = window.shelf.saves.visualItemRect(window.shelf.saves.item(hosted))
    QTest.mouseClick(window.shelf.saves.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())
    qtbot.mouseClick(window.shelf.resume_button, Qt.LeftButton)
    assert window.stack.currentWidget() is table and table.room is not None
    qtbot.waitUntil(table.waiting_room.isVisible)
    # Anna's table is still there: her hello answers the resumed host's views (her app's timer
    # ticks the session, which sends a hello the gap after the last one held back)
    settle(qtbot, broker, lambda: anna.tick() or table.waiting_room.start_button.isEnabled())
    qtbot.mouseClick(table.waiting_room.start_button, Qt.LeftButton)  # on with the game; the codes put away
    assert not table.waiting_room.isVisible()
    assert codes_entry_enabled(qtbot, window)
    game_menu_click(qtbot, window, window.tr("Invite codes…"))
    assert table.waiting_room.isVisible() and code_of(window, 1) == anna_code  # the same code as before
    line = next(line for line in table.waiting_room.lines if line.seat == 1)
    qtbot.mouseClick(line.copy, Qt.LeftButton)
    assert QGuiApplication.clipboard().text() == anna_code
