"""The waiting room of a game held by a table server, on the creator's joined table: a panel
over the table (never modal) with every other seat's invite code, a Copy button and whether that
player is at the table. The server starts the game at once: there is no Start, only Hide."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout




class ServerWaitingRoom(QFrame):
    def __init__(self, codes: dict[str, str], names: list[str], mine: int, controller, parent):
        super().__init__(parent)
        self.setObjectName("ServerWaitingRoom")
        self.setStyleSheet("#ServerWaitingRoom{background:#fffaf0; border:2px solid #8a6d1f; border-radius:10px;}"
                           " QLabel{background:transparent; color:#2d2a26;}")
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        self.headline = QLabel(QCoreApplication.translate("ServerWaitingRoom", "Waiting room"))
        self.headline.setStyleSheet("font-size:20px; font-weight:bold;")
        self.headline.setAlignment(Qt.AlignCenter)
        layout.addWidget(self.headline)
        self.explain = QLabel(QCoreApplication.translate("ServerWaitingRoom", "The table server holds this game: it goes on while this computer is off. "
                                 "Send each friend their own code (Copy, then paste it into a message). They "
                                 "choose “Join a game” on their shelf and paste it."))
        self.explain.setWordWrap(True)
        layout.addWidget(self.explain)
        grid = QGridLayout()
        layout.addLayout(grid)
        self.lines: dict[int, tuple[QLineEdit, QPushButton, QLabel]] = {}
        for row, (seat, code) in enumerate(sorted(((int(s), c) for s, c in codes.items() if int(s) != mine))):
            name = QLabel(names[seat] if seat < len(names) else str(seat + 1))
            name.setTextFormat(Qt.PlainText)
            name.setStyleSheet("font-weight:bold;")
            edit = QLineEdit(code)
            edit.setReadOnly(True)
            edit.setMinimumWidth(340)
            edit.setCursorPosition(0)
            copy = QPushButton(QCoreApplication.translate("ServerWaitingRoom", "Copy"))
            copy.clicked.connect(lambda _=False, e=edit, b=copy: self._copy(e, b))
            presence = QLabel()
            for col, widget in enumerate((name, edit, copy, presence)):
                grid.addWidget(widget, row, col)
            self.lines[seat] = (edit, copy, presence)
        buttons = QHBoxLayout()
        buttons.addStretch()
        self.hide_button = QPushButton(QCoreApplication.translate("ServerWaitingRoom", "Hide"))
        self.hide_button.setDefault(True)
        self.hide_button.clicked.connect(self.hide)
        buttons.addWidget(self.hide_button)
        layout.addLayout(buttons)
        escape = QShortcut(QKeySequence(Qt.Key_Escape), self)
        escape.setContext(Qt.WidgetWithChildrenShortcut)
        escape.activated.connect(self.hide)
        controller.presence_changed.connect(self.show_presence)
        controller.destroyed.connect(self.deleteLater)  # the table closed: its waiting room goes with it
        self.show_presence()

    @staticmethod
    def _copy(edit: QLineEdit, button: QPushButton) -> None:
        QGuiApplication.clipboard().setText(edit.text())
        button.setText(QCoreApplication.translate("ServerWaitingRoom", "Copied"))

    def show_presence(self, *_args) -> None:
        texts = self.controller.presence_texts()
        for seat, (_edit, _copy, label) in self.lines.items():
            label.setText(texts.get(seat, ""))

    def place(self) -> None:
        parent = self.parentWidget()
        self.adjustSize()
        width = min(parent.width() - 40, max(self.sizeHint().width(), 760))
        height = min(parent.height() - 40, self.sizeHint().height())
        self.setGeometry((parent.width() - width) // 2, max(20, (parent.height() - height) // 3), width, height)

    def show_room(self) -> None:
        self.place()
        self.show()
        self.raise_()
        self.hide_button.setFocus()


def show_server_room(window, codes: dict, names: list[str], mine: int) -> ServerWaitingRoom | None:
    """Over the window's joined table: the other seats' codes (nothing when there are none)."""
    controller = window.table.controller
    if controller is None or not any(int(seat) != mine for seat in codes):
        return None
    panel = getattr(window, "_server_room", None)
    if panel is not None and panel.controller is controller:  # asked again: the same panel
        panel.show_room()
        return panel
    panel = ServerWaitingRoom(codes, names, mine, controller, window.table.view)
    window._server_room = panel  # tests reach it here
    panel.show_room()
    return panel


def codes_opened_here(controller) -> dict | None:
    """A joined table's codes when this computer opened its game on a server (server_rooms.py):
    {"codes", "names", "mine"}; None for a game joined from someone else's code."""
    from . import server_rooms

    if not getattr(controller, "remote", False):
        return None
    return server_rooms.recall(controller.connection.invite.room_hex)


def offer_codes_again(window) -> None:
    """A server game opened here, reopened (from the shelf, a link): the table's "Invite codes"
    button and Game → Invite codes… show its waiting room again."""
    table = window.table
    kept = codes_opened_here(table.controller)
    if kept is None:
        return
    seat = table.controller.seat
    table.show_codes_elsewhere = lambda: show_server_room(window, kept["codes"], kept["names"], seat)
    table.room_button.setVisible(any(int(other) != seat for other in kept["codes"]))
