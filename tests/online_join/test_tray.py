"""Keep watching online games from the tray (issue 24 point 5), in the real MainWindow: closing
with a joined game going offers the tray; the window goes, the shelf keeps looking, "your turn"
comes as the tray's message, Quit in the tray's menu ends it. Without a tray, closing closes."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QSystemTrayIcon

from desktop_app.net.joined import JoinedStore

from .helpers import memory_host
from .test_shelf_refresh import shelf_window


def answer_when_asked(button) -> list:
    asked = []

    def look():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append(box.text())
            box.button(button).click()
        else:
            QTimer.singleShot(20, look)
    QTimer.singleShot(0, look)
    return asked


# offscreen has no tray (the test says there is one): its icon's first show says so, harmlessly
@pytest.mark.qt_log_ignore(r"^QObject::connect: No such signal QPlatformNativeInterface::systemTrayWindowChanged")
def test_closing_with_a_game_going_keeps_watching_from_the_tray(qtbot, tmp_path, broker, monkeypatch):
    monkeypatch.setattr(QSystemTrayIcon, "isSystemTrayAvailable", staticmethod(lambda: True))
    quits = []
    monkeypatch.setattr(QApplication, "quit", staticmethod(lambda: quits.append(True)))
    host = memory_host(broker)
    JoinedStore().remember(host.code, host.session.view_body(1))  # joined earlier, Anna (the host) to play
    win = shelf_window(qtbot, tmp_path, lambda invite: broker.connect(), interval_ms=50)
    qtbot.waitUntil(lambda: win.shelf.saves.count() == 1, timeout=3000)
    asked = answer_when_asked(QMessageBox.Yes)
    win.close()
    assert asked and "tell you when it is your turn" in asked[0]
    assert not win.isVisible() and win.tray_watch.watching and win._tray.isVisible()
    assert not QApplication.instance().quitOnLastWindowClosed()
    host.play_own_turn()  # Bence's turn now: the tray says so
    qtbot.waitUntil(lambda: win.notifications == ["Your turn in Copenhagen."], timeout=5000)
    win.tray_watch.open_action.trigger()  # Open brings the window back
    assert win.isVisible() and not win.tray_watch.watching
    asked = answer_when_asked(QMessageBox.Yes)
    win.close()
    assert asked and not win.isVisible()
    win.tray_watch.quit_action.trigger()  # Quit in the tray's menu ends it
    assert quits == [True] and not win._tray.isVisible() and QApplication.instance().quitOnLastWindowClosed()
    assert not win.shelf.refresher.active


def test_without_a_tray_closing_closes(qtbot, tmp_path, broker):
    if QSystemTrayIcon.isSystemTrayAvailable():
        return  # this desktop has a tray: the test above covers it
    host = memory_host(broker)
    JoinedStore().remember(host.code, host.session.view_body(1))
    win = shelf_window(qtbot, tmp_path, lambda invite: broker.connect())
    qtbot.waitUntil(lambda: win.shelf.saves.count() == 1, timeout=3000)
    asked = answer_when_asked(QMessageBox.Yes)
    win.close()
    assert not win.isVisible() and not asked and win._tray is None


def test_closing_with_no_online_game_asks_nothing(qtbot, tmp_path, broker, monkeypatch):
    monkeypatch.setattr(QSystemTrayIcon, "isSystemTrayAvailable", staticmethod(lambda: True))
    win = shelf_window(qtbot, tmp_path, lambda invite: broker.connect())
    asked = answer_when_asked(QMessageBox.Yes)
    win.close()
    assert not win.isVisible() and not asked
