"""Table talk under the log (issue 24 point 4): the room's lines and a field to say one. Only an
online table shows it (a hosting table's HostSession, a joined seat's ClientSession); hot-seat
and computer games have no session, so no talk."""
from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QLineEdit, QListWidget, QVBoxLayout, QWidget

from desktop_app.net.table_talk import MAX_CHARS

from ..i18n import fill


def talk_text(line: list, names: list[str]) -> str:
    """One line as the table and Review show it: "Anna: see you tomorrow"."""
    seat = line[1]
    name = names[seat] if 0 <= seat < len(names) else "?"
    return fill(QCoreApplication.translate("ChatPanel", "{name}: {line}"), name=name, line=line[2])


def talk_of(controller) -> list[list] | None:
    """The table's talk lines (None: not an online table)."""
    session = getattr(controller, "session", None)
    if session is None:
        return None
    if hasattr(session, "talk_lines"):
        return session.talk_lines
    talk = getattr(session, "talk", None)
    return None if talk is None else talk.lines


class ChatPanel(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.lines = QListWidget()
        self.lines.setWordWrap(True)
        self.lines.setObjectName("table_talk")
        self.lines.setMinimumHeight(40)
        self.lines.setMaximumHeight(110)
        self.edit = QLineEdit()
        self.edit.setMaxLength(MAX_CHARS)
        self.edit.returnPressed.connect(self.send)
        layout.addWidget(self.lines)
        layout.addWidget(self.edit)
        self.controller = None
        self._shown = -1
        self.timer = QTimer(self)
        self.timer.setInterval(300)  # a joined seat's lines arrive with its views
        self.timer.timeout.connect(self.refresh)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        self.edit.setPlaceholderText(QCoreApplication.translate("ChatPanel", "Say something to the table…"))
        self._shown = -1
        self.refresh()

    def follow(self, controller) -> None:
        self.controller = controller
        self._shown = -1
        self.lines.clear()
        online = talk_of(controller) is not None
        self.setVisible(online)
        self.timer.start() if online else self.timer.stop()
        self.refresh()

    def _seat_here(self) -> int | None:
        controller = self.controller
        if getattr(controller, "remote", False):
            return controller.seat
        viewer = getattr(controller, "viewer", None)
        if viewer is not None:
            return viewer
        humans = getattr(controller, "humans", [])
        return humans[0] if humans else None

    def send(self) -> None:
        text = self.edit.text().strip()
        controller = self.controller
        if not text or controller is None or getattr(controller, "closed", False):
            return
        session = controller.session
        if getattr(controller, "remote", False):
            session.say(text)
        else:
            seat = self._seat_here()
            if seat is None or not session.say(seat, text):
                return
        self.edit.clear()
        self.refresh()

    def refresh(self) -> None:
        lines = talk_of(self.controller) if self.controller is not None else None
        if lines is None:
            return
        self.edit.setEnabled(self._seat_here() is not None and not getattr(self.controller, "taken_over", False))
        if len(lines) == self._shown:
            return
        names = [seat.name for seat in self.controller.match.seats]
        self.lines.clear()
        for line in lines[-200:]:
            self.lines.addItem(talk_text(line, names))
            self.lines.item(self.lines.count() - 1).setToolTip(time.strftime("%Y-%m-%d %H:%M", time.localtime(line[3])))
        self._shown = len(lines)
        self.lines.scrollToBottom()

    def texts(self) -> list[str]:
        return [self.lines.item(i).text() for i in range(self.lines.count())]
