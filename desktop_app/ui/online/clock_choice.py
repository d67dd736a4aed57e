"""The new-game dialog's turn clock (issue 24 point 3): no limit, or a limit per turn, and which
computer level plays a turn whose time ran out. The hosted room keeps the choice (net/rooms.py);
the table reads it from QSettings as it reads the hints choice."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from desktop_app.engine.agents import LEVEL_LABELS
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from desktop_app.net.turn_clock import LEVELS, LIMITS

LIMIT_LABELS = {"none": QT_TRANSLATE_NOOP("ClockChoice", "No turn clock"),
                "2min": QT_TRANSLATE_NOOP("ClockChoice", "2 minutes a move"),
                "1h": QT_TRANSLATE_NOOP("ClockChoice", "1 hour a move"),
                "1day": QT_TRANSLATE_NOOP("ClockChoice", "1 day a move")}


def t(text: str) -> str:
    return QCoreApplication.translate("ClockChoice", text)


def chosen_clock() -> tuple[float | None, str]:
    """The turn clock chosen in the new-game dialog: (seconds per turn or None, computer level)."""
    settings = QSettings()
    key = settings.value("online/clock", "none", type=str)
    level = settings.value("online/clock_level", "greedy", type=str)
    return LIMITS.get(key), level if level in LEVELS else "greedy"


class ClockChoice(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.limit = QComboBox()
        for key in LIMITS:
            self.limit.addItem(t(LIMIT_LABELS[key]), key)
        self.level_label = QLabel(QCoreApplication.translate("ClockChoice", "When time runs out:"))
        self.level = QComboBox()
        for level in LEVELS:
            self.level.addItem(QCoreApplication.translate("agents", LEVEL_LABELS.get(level, level)), level)
        self.limit.setToolTip(QCoreApplication.translate(
            "ClockChoice", "A friend whose time runs out has that turn played by the computer; "
            "after three turns in a row the computer keeps the seat until the friend is back."))
        for widget in (self.limit, self.level_label, self.level):
            row.addWidget(widget)
        row.addStretch()
        self.limit.currentIndexChanged.connect(self._enable)
        settings = QSettings()
        self.limit.setCurrentIndex(max(0, self.limit.findData(settings.value("online/clock", "none", type=str))))
        self.level.setCurrentIndex(max(0, self.level.findData(settings.value("online/clock_level", "greedy", type=str))))
        self._enable()

    def _enable(self) -> None:
        on = self.limit.currentData() != "none"
        self.level.setEnabled(on)
        self.level_label.setEnabled(on)

    def remember(self) -> None:
        settings = QSettings()
        settings.setValue("online/clock", self.limit.currentData())
        settings.setValue("online/clock_level", self.level.currentData())
