"""The turn clock on the table (issue 24 point 3): in the side panel, the time left to the seat on
turn, and who the computer holds; on a joined seat the computer holds, "I'm back". The same for
the host's table (its HostSession's clock) and a joined one (the clock its view carries)."""
from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from ..i18n import fill

CONTEXT = "ClockLabel"
NOTES = {  # the log's line for a clock event (net/turn_clock.py PLAYED, HELD)
    "played": QT_TRANSLATE_NOOP("ClockLabel", "time ran out: the computer played for {name}"),
    "held": QT_TRANSLATE_NOOP("ClockLabel", "time ran out three turns in a row: the computer plays for {name} until {name} is back"),
}


def t(text: str, **params) -> str:
    return fill(QCoreApplication.translate(CONTEXT, text), **params)


def clock_of(controller) -> dict | None:
    """The table's turn clock as net/turn_clock.py's `view` gives it, or None (no clock): the
    hosting table's own session, or the newest view of a joined seat."""
    session = getattr(controller, "session", None)
    clock = getattr(session, "turn_clock", None)
    if isinstance(clock, dict):
        return clock if clock.get("limit") else None
    if clock is not None and clock.on:
        return clock.view()
    return None


def log_notes(controller) -> dict[int, list[str]]:
    """Each log index -> the clock's lines to show with it, translated."""
    clock = clock_of(controller)
    if clock is None:
        return {}
    names = [seat.name for seat in controller.match.seats]
    notes: dict[int, list[str]] = {}
    for event in clock.get("events") or []:
        if not (isinstance(event, list) and len(event) == 3 and type(event[0]) is int and type(event[1]) is int
                and 0 <= event[1] < len(names) and event[2] in NOTES):
            continue
        notes.setdefault(event[0], []).append(t(NOTES[event[2]], name=names[event[1]]))
    return notes


def left_text(seconds: float) -> str:
    seconds = max(0, int(seconds + 0.999))
    if seconds >= 86400:
        return fill(QCoreApplication.translate("ClockLabel", "{days} d {hours} h"), days=seconds // 86400, hours=seconds % 86400 // 3600)
    if seconds >= 3600:
        return f"{seconds // 3600}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}"
    return f"{seconds // 60}:{seconds % 60:02d}"


class ClockLabel(QWidget):
    """Hidden without a clock. Re-reads the clock every second (a joined seat's arrives with its views)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setObjectName("turn_clock")
        self.back = QPushButton()
        self.back.hide()
        self.back.clicked.connect(self._back)
        layout.addWidget(self.label)
        layout.addWidget(self.back)
        self.controller = None
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.refresh)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        self.back.setText(fill(QCoreApplication.translate("ClockLabel", "I'm back: give me my seat")))
        self.refresh()

    def follow(self, controller) -> None:
        self.controller = controller
        self.refresh()

    def _back(self) -> None:
        session = getattr(self.controller, "session", None)
        if hasattr(session, "send_back"):
            session.send_back()
            self.back.setEnabled(False)  # until the host's next view says the seat is ours again

    def text(self) -> str:
        return self.label.text()

    def refresh(self) -> None:
        controller = self.controller
        clock = clock_of(controller) if controller is not None and not getattr(controller, "closed", False) else None
        if clock is None:
            self.timer.stop()
            self.hide()
            return
        names = [seat.name for seat in controller.match.seats]
        lines = []
        seat, deadline = clock.get("seat"), clock.get("deadline")
        name_ok = type(seat) is int and 0 <= seat < len(names)
        if name_ok and type(deadline) in (int, float):
            left = left_text(deadline - time.time())
            lines.append(fill(QCoreApplication.translate("ClockLabel", "⏱ {name}: {left} left"), name=names[seat], left=left))
        elif name_ok and seat in (clock.get("turn_held") or []):
            lines.append(fill(QCoreApplication.translate("ClockLabel", "⏱ Time ran out: the computer plays this turn for {name}."), name=names[seat]))
        held = [s for s in clock.get("held") or [] if type(s) is int and 0 <= s < len(names)]
        for s in held:
            lines.append(fill(QCoreApplication.translate("ClockLabel", "The computer plays for {name} until {name} is back."), name=names[s]))
        limit = left_text(clock.get("limit") or 0)
        self.label.setText("\n".join(lines) or fill(QCoreApplication.translate("ClockLabel", "⏱ Turn clock: {limit} a move"), limit=limit))
        mine = getattr(controller, "seat", None) if getattr(controller, "remote", False) else None
        self.back.setVisible(mine is not None and mine in held)
        if not self.back.isVisible():
            self.back.setEnabled(True)
        self.show()
        if not self.timer.isActive():
            self.timer.start()
