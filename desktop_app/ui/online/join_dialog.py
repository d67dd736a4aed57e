"""Join a game on another computer: paste the invite code (or link) a friend sent.

A code that is not one says why at once (net/codes.py BadInvite, in the player's language). A good
one connects and waits for the seat's view: a game answers (the table opens), a game that is
already over or no game at all says so."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout,
)

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from desktop_app.net.codes import SCHEME, BadInvite, parse

# Why a code is refused: net/codes.py's BadInvite messages, marked here for translation.
BAD_INVITE = (
    QT_TRANSLATE_NOOP("JoinDialog", "an invite code is a short text starting with tarsas://join/"),
    QT_TRANSLATE_NOOP("JoinDialog", "an invite code starts with tarsas://join/"),
    QT_TRANSLATE_NOOP("JoinDialog", "the code is damaged or incomplete"),
    QT_TRANSLATE_NOOP("JoinDialog", "the code is from another version of Tarsas"),
    QT_TRANSLATE_NOOP("JoinDialog", "the code does not name its broker"),
    QT_TRANSLATE_NOOP("JoinDialog", "the broker address is not mqtt://host:port"),
    QT_TRANSLATE_NOOP("JoinDialog", "the broker port is not a number"),
    QT_TRANSLATE_NOOP("JoinDialog", "the broker address has no host"),
    QT_TRANSLATE_NOOP("JoinDialog", "the code names a seat that no game has"),
)


def bad_invite_text(error: BadInvite) -> str:
    reason = QCoreApplication.translate("JoinDialog", str(error))
    return QCoreApplication.translate("JoinDialog", "This is not an invite code: %1.").replace("%1", reason)


class JoinDialog(QDialog):
    """`connect(invite)` returns a RemoteConnection (net/ and the broker link); the dialog starts
    it and, once the seat's first view came, `connection` and `body` hold what the table needs."""

    def __init__(self, connect, parent=None, code: str = "", show_finished: bool = False):
        super().__init__(parent)
        self._connect = connect
        self.show_finished = show_finished  # a game joined before: its final table is worth a look
        self.connection = None
        self.body: dict | None = None
        self.code = ""
        self.setWindowTitle(self.tr("Join a game"))
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Paste the invite code or link your friend sent you (it starts with tarsas://join/)."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.edit = QLineEdit()
        self.edit.setObjectName("join-code")
        self.edit.setPlaceholderText("tarsas://join/…")
        self.edit.setClearButtonEnabled(True)
        layout.addWidget(self.edit)
        self.message = QLabel(" ")
        self.message.setObjectName("join-message")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.PlainText)  # a pasted text is never markup
        self.message.setMinimumHeight(40)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Cancel)
        self.join_button = self.buttons.addButton(self.tr("Join"), QDialogButtonBox.AcceptRole)
        self.join_button.setDefault(True)
        self.buttons.accepted.connect(self.try_join)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.edit.textChanged.connect(lambda _text: self._say(" "))
        pasted = code or self._clipboard_code()
        if pasted:
            self.edit.setText(pasted)

    @staticmethod
    def _clipboard_code() -> str:
        text = (QGuiApplication.clipboard().text() or "").strip()
        return text if text.startswith(SCHEME) and len(text) < 600 else ""

    def _say(self, text: str, error: bool = False) -> None:
        self.message.setStyleSheet("color:#a33;" if error else "color:#4a3424;")
        self.message.setText(text)

    def try_join(self) -> None:
        if self.connection is not None:
            return  # already waiting for the game to answer
        text = self.edit.text()
        try:
            invite = parse(text)
        except BadInvite as error:
            self._say(bad_invite_text(error), error=True)
            return
        self.code = text.strip()
        self._say(self.tr("Connecting… waiting for the game to answer."))
        self.join_button.setEnabled(False)
        self.edit.setEnabled(False)
        connection = self._connect(invite)
        self.connection = connection
        connection.view.connect(self._on_view)
        connection.failed.connect(self._on_failed)
        connection.start()

    def _give_up(self, text: str) -> None:
        if self.connection is not None:
            self.connection.close(say_bye=False)
            self.connection.deleteLater()
        self.connection = None
        self.join_button.setEnabled(True)
        self.edit.setEnabled(True)
        self._say(text, error=True)

    def _on_view(self, body: dict) -> None:
        if self.body is not None or self.connection is None:
            return
        if body.get("over") and not self.show_finished:
            self._give_up(self.tr("This game is over: nothing is left to play."))
            return
        self.body = body
        self.connection.view.disconnect(self._on_view)
        self.connection.failed.disconnect(self._on_failed)
        self.accept()

    def _on_failed(self, text: str) -> None:
        self._give_up(text)

    def reject(self) -> None:
        if self.connection is not None and self.body is None:
            self._give_up(" ")
        super().reject()
