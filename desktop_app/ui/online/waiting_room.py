"""The waiting room of a hosted game: a panel over the table (never a modal: the window stays
usable) with each remote seat's invite code, a Copy button, who has joined, and per seat whether a
computer level holds it until its player arrives. "Start" is enabled once every remote seat has
joined or is held; a game that already has moves can always carry on."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout,
)

from desktop_app.engine.agents import AGENTS, LEVEL_LABELS
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from ..i18n import fill

PRESENCE = {  # shown translated with context "WaitingRoom"; each also says it in words, not colour alone
    "offline": QT_TRANSLATE_NOOP("WaitingRoom", "not joined yet"),
    "online": QT_TRANSLATE_NOOP("WaitingRoom", "online"),
    "away": QT_TRANSLATE_NOOP("WaitingRoom", "away"),
}
MARK = {"offline": "○", "online": "●", "away": "◌"}


def presence_text(presence: str) -> str:
    return QCoreApplication.translate("WaitingRoom", PRESENCE.get(presence, PRESENCE["offline"]))


class SeatInvite:
    """One remote seat's line: name, code, Copy, presence, who holds it."""

    def __init__(self, grid: QGridLayout, row: int, seat: int, name: str, code: str, on_hold):
        self.seat = seat
        self.name = QLabel(name)
        self.name.setTextFormat(Qt.PlainText)
        self.name.setStyleSheet("font-weight:bold;")
        self.code = QLineEdit(code)
        self.code.setReadOnly(True)
        self.code.setMinimumWidth(340)
        self.code.setCursorPosition(0)
        self.copy = QPushButton()
        self.copy.clicked.connect(self.copy_code)
        self.presence = QLabel()
        self.hold = QComboBox()
        self.hold.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)  # the list shows it whole
        self.hold.setMinimumContentsLength(24)
        self.hold.addItem("", "")
        for level in AGENTS:
            self.hold.addItem("", level)
        self.hold.currentIndexChanged.connect(lambda _i: on_hold(seat, self.hold.currentData() or None))
        for col, widget in enumerate((self.name, self.code, self.copy, self.presence, self.hold)):
            grid.addWidget(widget, row, col)

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(self.code.text())
        self.copy.setText(QCoreApplication.translate("WaitingRoom", "Copied"))

    def retranslate(self) -> None:
        self.copy.setText(QCoreApplication.translate("WaitingRoom", "Copy"))
        self.hold.setItemText(0, QCoreApplication.translate("WaitingRoom", "Wait for the player"))
        for index in range(1, self.hold.count()):
            level = self.hold.itemData(index)
            label = QCoreApplication.translate("agents", LEVEL_LABELS.get(level, level))
            self.hold.setItemText(index, QCoreApplication.translate("WaitingRoom", "Let the computer play: %s") % label)
        metrics = self.presence.fontMetrics()  # room for the longest presence: no jump, no cut
        self.presence.setMinimumWidth(max(metrics.horizontalAdvance(f"{MARK['offline']} {presence_text(p)}")
                                          for p in PRESENCE) + 12)

    def show_state(self, presence: str, hold: str | None) -> None:
        self.presence.setText(f"{MARK.get(presence, MARK['offline'])} {presence_text(presence)}")
        self.presence.setStyleSheet("color:#1d5e2a; font-weight:bold;" if presence == "online" else "color:#6b5a45;")
        index = self.hold.findData(hold or "")
        if index != self.hold.currentIndex():
            self.hold.blockSignals(True)
            self.hold.setCurrentIndex(index)
            self.hold.blockSignals(False)


class WaitingRoom(QFrame):
    start_clicked = Signal()
    hold_changed = Signal(int, object)  # seat, level or None

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("WaitingRoom")
        self.setStyleSheet("#WaitingRoom{background:#fffaf0; border:2px solid #8a6d1f; border-radius:10px;}"
                           " QLabel{background:transparent; color:#2d2a26;}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        self.headline = QLabel()
        self.headline.setStyleSheet("font-size:20px; font-weight:bold;")
        self.headline.setAlignment(Qt.AlignCenter)
        layout.addWidget(self.headline)
        self.explain = QLabel()
        self.explain.setWordWrap(True)
        layout.addWidget(self.explain)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        self.broker = QLabel()
        self.broker.setWordWrap(True)
        self.broker.setTextInteractionFlags(Qt.TextSelectableByMouse)
        layout.addWidget(self.broker)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color:#9b1c1c; font-weight:bold;")
        self.problem.setTextFormat(Qt.PlainText)
        self.problem.hide()
        layout.addWidget(self.problem)
        buttons = QHBoxLayout()
        buttons.addStretch()
        self.hide_button = QPushButton()
        self.hide_button.clicked.connect(self.hide)
        self.start_button = QPushButton()
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start_clicked)
        buttons.addWidget(self.hide_button)
        buttons.addWidget(self.start_button)
        layout.addLayout(buttons)
        escape = QShortcut(QKeySequence(Qt.Key_Escape), self)
        escape.setContext(Qt.WidgetWithChildrenShortcut)
        escape.activated.connect(lambda: self.started and self.hide())
        self.lines: list[SeatInvite] = []
        self.started = False
        self.address = ""
        self.link_up = False
        self.starting = self.failed = False
        self.hide()

    def set_room(self, match, room, address: str) -> None:
        """The remote seats of `match` with their codes from `room` (net/rooms.Room)."""
        for line in self.lines:
            for widget in (line.name, line.code, line.copy, line.presence, line.hold):
                self.grid.removeWidget(widget)
                widget.deleteLater()
        self.lines = [SeatInvite(self.grid, row, seat, match.seats[seat].name, room.code(seat), self.hold_changed.emit)
                      for row, seat in enumerate(sorted(room.secrets))]
        self.address = address
        self.started = bool(match.log)
        self.retranslate()

    def set_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def set_link(self, up: bool, starting: bool = False, failed: bool = False) -> None:
        self.link_up = up
        self.starting = starting and not up  # this computer's own broker is still starting
        self.failed = failed and not up  # it could not start (the problem line says why)
        self.retranslate()

    def retranslate(self) -> None:
        self.headline.setText(self.tr("Waiting room"))
        self.explain.setText(self.tr("Send each friend their own code (Copy, then paste it into a message). "
                                     "They choose “Join a game” on their shelf and paste it."))
        link = (self.tr("connected") if self.link_up else self.tr("starting…") if self.starting else
                self.tr("not started") if self.failed else self.tr("connecting…"))
        self.broker.setText(fill(self.tr("Friends’ computers connect to {address} ({link})."), address=self.address, link=link))
        self.hide_button.setText(self.tr("Hide"))
        self.start_button.setText(self.tr("Continue") if self.started else self.tr("Start"))
        for line in self.lines:
            line.retranslate()

    def show_state(self, match, presence: dict[int, str]) -> None:
        ready = True
        for line in self.lines:
            seat = match.seats[line.seat]
            state = presence.get(line.seat, "offline")
            line.show_state(state, seat.hold)
            ready = ready and (state == "online" or seat.hold is not None)
        self.start_button.setEnabled(ready or self.started)

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self.adjustSize()
        width = min(parent.width() - 40, max(self.sizeHint().width(), 760))
        height = min(parent.height() - 40, self.sizeHint().height())
        self.setGeometry((parent.width() - width) // 2, max(20, (parent.height() - height) // 3), width, height)

    def show_room(self) -> None:
        self.place()
        self.show()
        self.raise_()
        self.start_button.setFocus()
