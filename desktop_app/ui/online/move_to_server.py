"""Game menu "Move this table to a server…" (issue 24): a game hosted on this computer goes on on a
table server. Its match (the save format) and its room (room id, seat secrets, host secret) are
sealed to the server's key (net/server_client.move_room); this computer's host session stops
first, so one host holds the room at any moment. Every code given out keeps working (the friends'
tables carry on: the same room, the same channels); each seat played here gets a code of its own,
and this window joins the first of them. If the server does not take it, the game is hosted here
again, as it was."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout

from ..i18n import fill
from .server_hosting import ANSWER_WAIT_S, CODE_KEY, ServerRequestDialog, code_problem, server_login




def can_move(window) -> bool:
    """A table hosted here, with friends on other computers, not over."""
    table = window._table
    return (table is not None and window.stack.currentWidget() is table and table.room is not None
            and table.session is not None and table.controller is not None
            and not table.controller.match.state.is_over)


class MoveDialog(QDialog):
    """The server's code (remembered from the last time), and why it cannot be that one."""

    def __init__(self, room_broker: str, parent=None):
        super().__init__(parent)
        self.room_broker = room_broker
        self.setWindowTitle(QCoreApplication.translate("MoveToServer", "Move this table to a server"))
        layout = QVBoxLayout(self)
        explain = QLabel(QCoreApplication.translate("MoveToServer", "The table server holds the game from now on: it goes on while this computer is off. "
                            "Every code you gave out keeps working; you join your own seat like your friends."))
        explain.setWordWrap(True)
        explain.setMinimumWidth(460)
        layout.addWidget(explain)
        self.code = QLineEdit(str(QSettings().value(CODE_KEY, "") or ""))
        self.code.setPlaceholderText(QCoreApplication.translate("ServerHosting", "the server's code: tarsas://server/…"))
        layout.addWidget(self.code)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.PlainText)
        self.problem.setStyleSheet("color:#9b1c1c; font-weight:bold;")
        self.problem.hide()
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.button(QDialogButtonBox.Ok).setText(QCoreApplication.translate("MoveToServer", "Move"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def accept(self) -> None:
        from desktop_app.net.server_code import parse

        text = self.code.text().strip()
        problem = code_problem(text)
        if problem is None and parse(text).broker != self.room_broker:
            problem = fill(QCoreApplication.translate("MoveToServer", "This table's codes lead to {room}, and the server is on {server}: the codes would "
                              "stop working. Move it to a server on the same broker."),
                           room=self.room_broker, server=parse(text).broker)
        if problem:
            self.problem.setText(problem)
            self.problem.show()
            return
        QSettings().setValue(CODE_KEY, text)
        super().accept()


def move_table(window) -> bool:
    """Ask for the server, hand the game to it, join this computer's seat. True when it moved."""
    from desktop_app.engine.saves import match_to_json
    from desktop_app.net.server_client import move_room

    from . import server_rooms
    from .server_waiting_room import show_server_room

    if not can_move(window):
        return False
    table = window.table
    room, match = table.room, table.controller.match
    if room.embedded:
        from ..save_dialogs import message
        from PySide6.QtWidgets import QMessageBox

        message(window, QMessageBox.Information, QCoreApplication.translate("MoveToServer", "Move this table to a server"),
                QCoreApplication.translate("MoveToServer", "This table's broker runs on this computer: its codes cannot lead to a server. "
                   "Start the game on a table server instead."))
        return False
    dialog = MoveDialog(room.broker, window)
    window._move_dialog = dialog  # tests reach the open dialog here
    accepted = dialog.exec()
    window._move_dialog = None
    if not accepted:
        return False
    code = dialog.code.text().strip()
    try:
        user, password = server_login(code)
    except ValueError:  # no password given for the broker: the table stays hosted here
        return False
    table.controller.autosave()
    save, room_json = match_to_json(match), room.to_json()
    names, mine = [seat.name for seat in match.seats], [i for i, seat in enumerate(match.seats) if seat.is_human]
    autosave = window.store.autosave_path(match)
    window.table.close_match()  # this computer stops hosting (the seats' tables say "host away" meanwhile)
    request = ServerRequestDialog(lambda wait_s: move_room(code, save, room_json, timeout=wait_s,
                                                           username=user, password=password), window,
                                  ANSWER_WAIT_S, QCoreApplication.translate("MoveToServer", "Moving the table to the server…"))
    window._server_request = request
    moved = request.exec() and request.answer is not None
    window._server_request = None
    if not moved:
        from desktop_app.net.server_client import RefusedByServer

        if isinstance(request.error, RefusedByServer) or request.error is None:
            window.resume(autosave)  # the server did not take it: hosted here again, the same room and codes
        else:  # no answer: the server may have it after all; resuming it from the shelf hosts it here again
            window.show_shelf()
        return False
    from desktop_app.net import rooms

    window.store.delete(autosave)  # the server's save is the game now: no second host from this shelf
    rooms.delete(match.match_id)
    answer = request.answer
    server_rooms.remember(answer, names, mine)
    if not mine or not window.join(answer["codes"][str(mine[0])]):
        window.show_shelf()
        return True
    show_server_room(window, answer["codes"], names, mine[0])
    return True
