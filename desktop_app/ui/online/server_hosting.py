"""Hosting a new game on a table server (issue 24): the new-game dialog's "Host on" choice, the
request to the server (net/server_client.py, sealed to the server's key) off the UI thread, and
the creator joining its own seat from its code, like every other player.

The server code is pasted once and kept in the settings. Every seat played at this computer
("Human" in the dialog) becomes a friend's seat on the server (nobody sits at a server); this
window joins the first of them, and the others' codes are shown in the table's waiting room
(server_waiting_room.py), as a host on this computer shows them."""
from __future__ import annotations

import queue
import threading

from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget,
)

from ..i18n import fill

CODE_KEY = "online/server_code"
HOST_ON_KEY = "online/host_on"
ANSWER_WAIT_S = 20  # how long the server (and its broker) may take to answer a new game



def code_problem(text: str) -> str | None:
    """Why `text` is not a server code (translated), or None."""
    from desktop_app.net.codes import BadInvite
    from desktop_app.net.server_code import parse

    if not text.strip():
        return QCoreApplication.translate("ServerHosting", "Paste the table server's code (it starts with tarsas://server/).")
    try:
        parse(text)
    except BadInvite:
        return QCoreApplication.translate("ServerHosting", "That is not a table server's code: it starts with tarsas://server/ and names a broker. "
                  "Ask whoever runs the server for it again.")
    return None


class HostingChoice(QWidget):
    """"Host on: this computer / a table server" and, for a server, its code (remembered)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.label = QLabel()
        self.where = QComboBox()
        self.where.addItem("", "computer")
        self.where.addItem("", "server")
        self.code = QLineEdit()
        self.code.setMinimumWidth(320)
        row.addWidget(self.label)
        row.addWidget(self.where)
        row.addWidget(self.code, 1)
        layout.addLayout(row)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.PlainText)
        self.problem.setStyleSheet("color:#9b1c1c; font-weight:bold;")
        self.problem.hide()
        layout.addWidget(self.problem)
        settings = QSettings()
        self.code.setText(str(settings.value(CODE_KEY, "") or ""))
        index = self.where.findData(settings.value(HOST_ON_KEY, "computer"))
        self.where.setCurrentIndex(max(0, index))
        self.where.currentIndexChanged.connect(self._show_code)
        self.code.textChanged.connect(lambda _text: self.problem.hide())
        self.retranslate()
        self._show_code()

    def retranslate(self) -> None:
        self.label.setText(QCoreApplication.translate("ServerHosting", "Host on"))
        self.where.setItemText(0, QCoreApplication.translate("ServerHosting", "this computer"))
        self.where.setItemText(1, QCoreApplication.translate("ServerHosting", "a table server"))
        self.code.setPlaceholderText(QCoreApplication.translate("ServerHosting", "the server's code: tarsas://server/…"))
        self.where.setToolTip(QCoreApplication.translate("ServerHosting", "A table server holds the game, so it goes on while this computer is off. "
                                 "You join it like every other player."))

    def _show_code(self) -> None:
        self.code.setVisible(self.on_server())
        self.problem.hide()

    def on_server(self) -> bool:
        return self.where.currentData() == "server"

    def check(self) -> bool:
        """On a server: the code must be one (else the problem is said here). Remembers the choice."""
        settings = QSettings()
        settings.setValue(HOST_ON_KEY, self.where.currentData())
        if not self.on_server():
            return True
        problem = code_problem(self.code.text())
        if problem:
            self.problem.setText(problem)
            self.problem.show()
            return False
        settings.setValue(CODE_KEY, self.code.text().strip())
        return True


def server_login(code_text: str, ask=None) -> tuple[str | None, str | None]:
    """The broker login a request to the server goes with: the code's own (a locked broker's
    creators' login), else the user typed in Settings → Online when that broker is the server's
    (never sent to another broker); else none. `ask`: how a password kept for an earlier session
    only is asked again (online_settings.ask_password)."""
    from desktop_app.net.codes import parse_broker
    from desktop_app.net.server_code import parse

    from .online_settings import ask_password, broker_login_of, read_choice

    code = parse(code_text)
    if code.user:
        return code.user, code.password
    choice = read_choice(with_password=False)
    if choice.embedded or not choice.user or not choice.url:
        return None, None
    try:
        same = parse_broker(choice.url)[:2] == parse_broker(code.broker)[:2]
    except ValueError:
        return None, None
    if not same:
        return None, None
    return broker_login_of(read_choice(with_password=True), ask or ask_password)


def request_seats(seats) -> tuple[list[dict], list[int]]:
    """The request's seats (each played here becomes a friend's: nobody sits at a server) and
    which of them are this computer's."""
    entries, mine = [], []
    for index, seat in enumerate(seats):
        entry = {"name": seat.name, "colour": seat.colour, "agent": seat.agent}
        if seat.agent == "human":
            entry["agent"] = "remote"
            mine.append(index)
        entries.append(entry)
    return entries, mine


class ServerRequestDialog(QDialog):
    """"Opening the game on the table server…" while the request travels; its error, said plainly."""

    def __init__(self, ask, parent=None, wait_s: float = ANSWER_WAIT_S, text: str = ""):
        """`ask(wait_s)` runs on a thread of its own: the server's answer, or it raises."""
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("ServerHosting", "Table server"))
        self.answer: dict | None = None
        self.error: BaseException | None = None
        self.wait_s = wait_s
        layout = QVBoxLayout(self)
        self.message = QLabel(text or QCoreApplication.translate("ServerHosting", "Opening the game on the table server…"))
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.PlainText)
        self.message.setMinimumWidth(420)
        layout.addWidget(self.message)
        self.codes = QPlainTextEdit()  # only when no seat is played here: every code is shown here
        self.codes.setReadOnly(True)
        self.codes.hide()
        layout.addWidget(self.codes)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Cancel)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        # the request's thread holds no Qt object (its last reference must never be dropped
        # there): its outcome comes back through a queue the dialog's timer looks at (and its
        # allocations never start a collection: ui_thread_gc)
        self._outcome: queue.Queue = queue.Queue()
        threading.Thread(target=_ask, args=(self._outcome, ask, wait_s),
                         daemon=True, name="tarsas-server-request").start()
        self._poll = QTimer(self)
        self._poll.timeout.connect(self._look)
        self._poll.start(50)

    def _look(self) -> None:
        try:
            answer, error = self._outcome.get_nowait()
        except queue.Empty:
            return
        self._poll.stop()
        self._finished(answer, error)

    def _finished(self, answer, error) -> None:
        if answer is not None:
            self.answer = answer
            self.accept()
            return
        self.error = error
        self.message.setText(error_text(error, self.wait_s))
        self.message.setStyleSheet("color:#9b1c1c; font-weight:bold;")
        self.buttons.setStandardButtons(QDialogButtonBox.Close)
        self.buttons.button(QDialogButtonBox.Close).clicked.connect(self.reject)
        self.adjustSize()  # the reason is longer than "Opening…": the dialog grows to show all of it

    def show_codes(self, names: list[str]) -> None:
        """Every seat's code, for a game with no seat played here."""
        self.message.setText(QCoreApplication.translate("ServerHosting", "The game is open on the table server. Send each player their own code:"))
        self.message.setStyleSheet("")
        self.codes.setPlainText("\n".join(f"{names[int(seat)]}: {code}" for seat, code
                                          in sorted(self.answer["codes"].items(), key=lambda item: int(item[0]))))
        self.codes.show()
        self.buttons.setStandardButtons(QDialogButtonBox.Close)
        self.buttons.button(QDialogButtonBox.Close).clicked.connect(self.accept)


def _ask(outcome: queue.Queue, ask, wait_s: float) -> None:
    try:
        outcome.put((ask(wait_s), None))
    except Exception as error:  # noqa: BLE001 (said in the dialog, never raised in a thread)
        outcome.put((None, error))


def error_text(error: BaseException, wait_s: float) -> str:
    from desktop_app.net.codes import BadInvite
    from desktop_app.net.server_client import LoginRefused, RefusedByServer

    if isinstance(error, TimeoutError):
        if "broker" in str(error):
            return fill(QCoreApplication.translate("ServerHosting", "The table server's broker did not answer within {seconds} s (or refused this "
                           "computer). Check the network, or ask whoever runs the server."), seconds=int(wait_s))
        return fill(QCoreApplication.translate("ServerHosting", "The table server did not answer within {seconds} s: it may be stopped, or the code is "
                       "old. Ask whoever runs it."), seconds=int(wait_s))
    if isinstance(error, LoginRefused):
        if not error.user:
            return QCoreApplication.translate("ServerHosting", "The table server's broker admits logins only. Ask whoever runs "
                              "the server for a code that carries the login, or type the broker's user and password "
                              "in Settings → Online.")
        return fill(QCoreApplication.translate("ServerHosting", "The table server's broker refused the login “{user}”: check "
                       "the user and password in Settings → Online, or ask whoever runs the server for its code again."),
                    user=error.user)
    if isinstance(error, RefusedByServer):
        return fill(QCoreApplication.translate("ServerHosting", "The table server refused the game: {why}"), why=str(error))
    if isinstance(error, BadInvite):
        return code_problem("x") or ""
    return fill(QCoreApplication.translate("ServerHosting", "The game could not be opened on the table server: {error}"), error=str(error))


def host_on_server(window, spec, seats, options: dict, hints: bool, code: str) -> bool:
    """Open the game on the server, then join this computer's seat; True when a table opened."""
    from . import server_rooms
    from .server_waiting_room import show_server_room

    entries, mine = request_seats(seats)
    from desktop_app.net.server_client import create_room

    from .clock_choice import chosen_clock

    clock, clock_level = chosen_clock()  # the dialog's turn clock: the server runs it
    try:
        user, password = server_login(code)
    except ValueError:  # no password given for the broker
        return False
    dialog = ServerRequestDialog(lambda wait_s: create_room(code, spec.id, entries, options, timeout=wait_s, hints=hints,
                                                            clock=clock, clock_level=clock_level,
                                                            username=user, password=password),
                                 window, ANSWER_WAIT_S)
    window._server_request = dialog  # tests reach the open dialog here
    accepted = dialog.exec()
    window._server_request = None
    if not accepted or dialog.answer is None:
        return False
    answer = dialog.answer
    names = [seat.name for seat in seats]
    server_rooms.remember(answer, names, mine)
    if not mine:
        dialog.show_codes(names)
        dialog.exec()
        return False
    if not window.join(answer["codes"][str(mine[0])]):
        return False
    show_server_room(window, answer["codes"], names, mine[0])
    return True
