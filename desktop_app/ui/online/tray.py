"""Keep watching online games from the system tray (issue 24 point 5). When Tarsas is closed
while online games are still going, nobody could tell its player whose turn it is; so it offers
to stay in the tray: the window goes, the shelf keeps looking at the joined games (its
refresher), and "your turn" comes as the tray's message (MainWindow._notify_turn). Quit in the
tray's menu ends it; Open brings the window back. Where there is no tray
(QSystemTrayIcon.isSystemTrayAvailable()), closing closes, as before."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QSystemTrayIcon


def online_games_going(window) -> bool:
    """A joined game not over yet (on the shelf), or the open table plays one."""
    try:
        joined, _problems = window.shelf.joined.list()
    except OSError:
        joined = []
    if any(not entry.over for entry in joined):
        return True
    table = window._table
    controller = table.controller if table is not None else None
    return bool(controller is not None and getattr(controller, "session", None) is not None
                and not controller.match.state.is_over)


def tray_icon(window) -> QIcon:
    icon = window.windowIcon()
    if icon.isNull():
        icon = QApplication.windowIcon()
    if icon.isNull():  # no app icon (a test, a source tree without the drawn icon): a plain square
        pixmap = QPixmap(32, 32)
        pixmap.fill(QColor("#d35400"))
        icon = QIcon(pixmap)
    return icon


class TrayWatch(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.watching = False
        self.menu: QMenu | None = None
        self.quitting = False

    def offer(self) -> bool:
        """On closing: with a tray and online games going, ask whether to keep watching them
        from the tray; True when it does (the window then only hides)."""
        if self.quitting or self.watching or not QSystemTrayIcon.isSystemTrayAvailable():
            return False
        if not online_games_going(self.window):
            return False
        answer = QMessageBox.question(
            self.window, QCoreApplication.translate("TrayWatch", "Keep watching your online games?"),
            QCoreApplication.translate("TrayWatch", "Your online games are still going. Tarsas can stay in the "
                                       "system tray and tell you when it is your turn."),
            QMessageBox.Yes | QMessageBox.No, QMessageBox.Yes)
        if answer != QMessageBox.Yes:
            return False
        self.start()
        return True

    def tray(self) -> QSystemTrayIcon:
        window = self.window
        if window._tray is None:
            window._tray = QSystemTrayIcon(tray_icon(window), window)
        if self.menu is None:
            self.menu = QMenu(window)
            self.open_action = self.menu.addAction(QCoreApplication.translate("TrayWatch", "Open Tarsas"))
            self.open_action.triggered.connect(self.open)
            self.quit_action = self.menu.addAction(QCoreApplication.translate("TrayWatch", "Quit"))
            self.quit_action.triggered.connect(self.quit)
            window._tray.setContextMenu(self.menu)
            window._tray.activated.connect(self._activated)
            window._tray.messageClicked.connect(lambda: self.watching and self.open())  # "your turn": to the game
        return window._tray

    def start(self) -> None:
        """The window goes, the tray stays: the shelf keeps looking at the joined games."""
        window = self.window
        tray = self.tray()
        tray.setToolTip(QCoreApplication.translate("TrayWatch", "Tarsas is watching your online games"))
        tray.show()
        QApplication.instance().setQuitOnLastWindowClosed(False)
        self.watching = True
        window.show_shelf()  # a table closes (a hosted one tells its friends the host is away)
        window.hide()
        window.shelf.refresher.start()  # hidden, it still looks (its turns come as the tray's messages)

    def _activated(self, reason) -> None:
        if reason in (QSystemTrayIcon.Trigger, QSystemTrayIcon.DoubleClick) and self.watching:
            self.open()

    def open(self) -> None:
        window = self.window
        self.watching = False
        QApplication.instance().setQuitOnLastWindowClosed(True)
        window.show()
        window.raise_()
        window.activateWindow()

    def quit(self) -> None:
        """Quit from the tray: Tarsas ends."""
        self.watching = False
        self.quitting = True
        window = self.window
        window.shelf.refresher.stop()
        if window._tray is not None:
            window._tray.hide()
        QApplication.instance().setQuitOnLastWindowClosed(True)
        window.close()
        QApplication.quit()
