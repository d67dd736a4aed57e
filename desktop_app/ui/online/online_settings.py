"""Settings -> Online: which broker a hosted game's room uses, and the host's link to it.

Default: "this computer hosts on the local network": the host's app starts the embedded broker
(net/embedded.py, amqtt) when a game with remote seats opens, and friends on the same network use
this computer's address. Otherwise a typed mqtt://host:port or mqtts://host:port of an internet
broker (mosquitto, EMQX, VerneMQ…), with an optional user name and password."""
from __future__ import annotations

import errno
import logging
import threading
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QApplication, QButtonGroup, QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QInputDialog, QLabel, QLineEdit,
    QRadioButton, QSpinBox, QVBoxLayout,
)

from desktop_app.net import credentials
from desktop_app.net.codes import BadInvite, parse_broker
from ..i18n import fill
from ..ui_thread_relay import to_ui_thread
from desktop_app.net.broker_auth import Logins, host_login
from desktop_app.net.embedded import DEFAULT_PORT, EmbeddedBroker, lan_address, lan_binds

log = logging.getLogger("tarsas.ui.online")


# How the internet broker's password is kept (QSettings "online/password_kept"):
NONE, KEYRING, SESSION, FILE = "none", "keyring", "session", "file"


@dataclass
class BrokerChoice:
    embedded: bool = True
    port: int = DEFAULT_PORT     # the embedded broker's port
    url: str = ""                # an internet broker's mqtt:// or mqtts:// URL
    user: str = ""
    password: str = ""
    kept: str = NONE             # where the password is: NONE, KEYRING, SESSION or FILE

    def broker_url(self) -> str:
        """The URL friends' invite codes name."""
        return f"mqtt://{lan_address()}:{self.port}" if self.embedded else self.url

    @property
    def needs_password(self) -> bool:
        """A password was typed but is not to be had now (kept for an earlier session only, or the
        password store would not give it): ask for it again."""
        return self.kept in (SESSION, KEYRING) and not self.password


def read_choice(with_password: bool | None = None) -> BrokerChoice:
    """The stored choice. The password is read from the password store only when it is wanted
    (`with_password`; by default only for an internet broker), so hosting on the local network
    never makes the store ask to be unlocked."""
    s = QSettings()
    choice = BrokerChoice(embedded=s.value("online/embedded", True, type=bool),
                          port=s.value("online/port", DEFAULT_PORT, type=int),
                          url=s.value("online/url", "", type=str), user=s.value("online/user", "", type=str))
    if with_password is None:
        with_password = not choice.embedded
    kept = s.value("online/password_kept", "", type=str)
    in_file = s.value("online/password", "", type=str)
    if kept == KEYRING:
        choice.password = (credentials.load() or "") if with_password else ""
    elif kept == SESSION:
        choice.password = credentials.session_password or ""
    elif in_file:  # FILE by the person's choice, or "" (an old settings file: the password as typed)
        choice.password = in_file
        if credentials.save(in_file) is None:  # a store is there now: move it out of the file
            s.remove("online/password")
            kept = KEYRING
            s.setValue("online/password_kept", kept)
            log.info("the broker password moved from the settings file to the password store")
        else:
            kept = FILE  # it is in the file; the dialog says so (and offers this session only)
    choice.kept = kept if kept in (KEYRING, SESSION, FILE) else NONE
    return choice


def write_choice(choice: BrokerChoice, in_file: bool = False, password: bool = True) -> str:
    """Store the choice; the password goes to the OS's password store, else (no store) it is kept
    for this session only, or in the settings file when `in_file` (the person ticked that).
    Returns how it was kept (NONE, KEYRING, SESSION, FILE). `password=False`: leave it as it is."""
    s = QSettings()
    s.setValue("online/embedded", choice.embedded)
    s.setValue("online/port", choice.port)
    s.setValue("online/url", choice.url)
    s.setValue("online/user", choice.user)
    if not password:
        return s.value("online/password_kept", NONE, type=str)
    s.remove("online/password")
    credentials.session_password = None
    if not choice.password:
        credentials.forget()
        kept = NONE
    elif in_file:
        credentials.forget()
        s.setValue("online/password", choice.password)
        kept = FILE
    elif credentials.save(choice.password) is None:
        kept = KEYRING
    else:
        credentials.session_password = choice.password
        kept = SESSION
    s.setValue("online/password_kept", kept)
    choice.kept = kept
    return kept


def ask_password(choice: BrokerChoice) -> str | None:
    """The password kept for the last session only, asked again (None: the person cancelled)."""
    text, ok = QInputDialog.getText(
        QApplication.activeWindow(), QCoreApplication.translate("OnlineSettingsDialog", "Broker password"),
        fill(QCoreApplication.translate("OnlineSettingsDialog", "Password of {user} at {broker}:"),
             user=choice.user, broker=choice.url), QLineEdit.Password)
    return text if ok else None


def broker_login(room, choice: BrokerChoice, ask=ask_password) -> tuple[str | None, str | None]:
    """The user and password the host's link logs in with: the room's own host login (derived
    from its secret, broker_auth.py) for the embedded broker and for an internet broker set up
    with the room's lines (mosquitto_lines.py); the user typed in Settings when there is one."""
    if room.embedded or not choice.user:
        return host_login(room)
    return broker_login_of(choice, ask)


def broker_login_of(choice: BrokerChoice, ask=ask_password) -> tuple[str, str | None]:
    """The user typed in Settings and its password (asked again when it was kept for an earlier
    session only); ValueError when the person gives none."""
    if choice.needs_password:
        password = ask(choice)
        if password is None:
            raise ValueError(QCoreApplication.translate("OnlineSettingsDialog", "no password for the broker"))
        credentials.session_password = choice.password = password
    return choice.user, choice.password or None


def broker_problem(port: int, error: OSError) -> str:
    """Why the embedded broker could not start, in the player's words."""
    if getattr(error, "errno", None) in (errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", -1)):
        return fill(QCoreApplication.translate("OnlineSettingsDialog", "port {port} is already in use by another "
                                               "program; choose another port in Settings → Online"), port=port)
    return str(error)


def _import_network() -> None:
    """paho and our MQTT transport, imported on a worker thread (~0.1-0.2 s the UI need not wait)."""
    import desktop_app.net.mqtt  # noqa: F401


class HostLink(QObject):
    """The host's connection to its room's broker: the embedded broker when this computer hosts,
    and the MQTT client, wrapped so every callback arrives on the UI thread. `close()` stops
    both and leaves no thread behind.

    Nothing here blocks the UI thread: the embedded broker starts on its own thread, paho is
    imported off it, and meanwhile `transport` (a PendingTransport behind the Qt bridge) keeps
    what the host session subscribes and publishes. `starting` is True while this computer's
    broker starts (the waiting room says "starting…"); when it cannot start (the port is taken)
    `failed` says why."""

    failed = Signal(str)

    def __init__(self, room, choice: BrokerChoice | None = None, parent=None):
        super().__init__(parent)
        from desktop_app.net.transport import PendingTransport

        from .net_bridge import QtTransport

        choice = choice or read_choice()
        self.room = room
        self.broker: EmbeddedBroker | None = None
        self.problem = ""
        _host, port, _tls = parse_broker(room.broker)  # ValueError (BadInvite) for a bad address
        self._url = f"mqtt://127.0.0.1:{port}" if room.embedded else room.broker
        self._login = broker_login(room, choice)
        self._pending = PendingTransport()
        self.transport = QtTransport(self._pending)
        self.starting = room.embedded
        self.guard = None      # the link's RetainedGuard, once the link exists
        self._session = None   # the room's host session (follow)
        self._waiting = True  # for the worker thread's "ready"
        # from a worker thread: None, or the OSError that stopped the broker (held weakly: the
        # thread never holds this link's last reference, ui_thread_relay)
        ready = to_ui_thread(self._on_ready)
        if room.embedded:
            # only this room's codes get in, each seat to its own topics; on this computer's
            # address on its network and loopback, not every interface
            logins = Logins()
            logins.add_room(room)
            self.broker = EmbeddedBroker(lan_binds(), port, logins=logins)
            self.broker.start_async(lambda error: (_import_network(), ready(error)))
        else:
            threading.Thread(target=lambda: (_import_network(), ready(None)), name="tarsas-net-import",
                             daemon=True).start()

    def _on_ready(self, error) -> None:
        if not self._waiting:  # closed meanwhile
            return
        self._waiting = self.starting = False
        if error is not None:
            self.problem = broker_problem(self.broker.port, error)
            self._pending.close()  # no link will come: the session's messages are dropped, not kept
            self.failed.emit(self.problem)
            return
        from desktop_app.net import topics
        from desktop_app.net.mqtt import MqttTransport, client_id_for

        user, password = self._login
        try:
            # the host's last will: the seats show "host away" when this link dies without a goodbye
            link = MqttTransport(self._url, client_id_for(self.room.host_secret, "host"), user, password,
                                 presence=topics.presence(self.room.room.hex(), topics.HOST), start=False,
                                 # a broker elsewhere keeps the host's subscriptions across its reconnects
                                 # (the embedded one lives and dies with this process: nothing to keep)
                                 persistent=not self.room.embedded)
        except (OSError, ValueError) as exc:  # e.g. the system's TLS certificates could not be read
            self.problem = str(exc)
            self._pending.close()
            self.failed.emit(self.problem)
            return
        from desktop_app.net.retained_guard import RetainedGuard

        # the room's retained slots are read back and repaired (a broker where anyone may write them)
        self.guard = RetainedGuard(link, self.room.room.hex())
        self._pending.attach(self.guard)

    def follow(self, session) -> None:
        """The host session of this room: when a finished game is left, what it left retained
        goes (close)."""
        self._session = session

    @property
    def up(self) -> bool:
        return self.transport is not None and self.transport.up

    def _clean_up(self) -> None:
        session, guard = self._session, self.guard
        if session is None or guard is None or not session.match.state.is_over:
            return
        # the seats here now have their final view and record; an absent one keeps them for its return
        here = [seat for seat, presence in session.presence.items() if presence == "online"]
        guard.clean_up(here, list(session.presence))

    def close(self) -> None:
        self._waiting = self.starting = False
        self._clean_up()
        transport = self.transport
        if transport is not None:
            transport.close()
            self.transport = None
        if self.broker is not None:
            self.broker.stop()
            self.broker = None


class _Note(QLabel):
    """A wrapped note that always gets the height its text needs at its real width (a layout
    measures a wrapped label at another width and clipped the last line)."""

    def __init__(self):
        super().__init__()
        self.setWordWrap(True)
        self.reserve: list[str] = []  # texts it may show: it keeps the height of the tallest

    def fit(self) -> None:
        height = self.heightForWidth(self.width()) if self.text() else 0
        if self.reserve and self.width() > 0:
            flags = Qt.TextWordWrap | Qt.AlignLeft
            width = self.contentsRect().width()
            margins = self.height() - self.contentsRect().height()
            height = max([height] + [self.fontMetrics().boundingRect(0, 0, width, 100000, flags, text).height() + margins
                                     for text in self.reserve])
        if height != self.minimumHeight():
            self.setMinimumHeight(height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()


class OnlineSettingsDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Online"))
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 80)  # room for a broker URL and the notes
        choice = read_choice(with_password=True)
        layout = QVBoxLayout(self)
        self.local = QRadioButton(self.tr("This computer hosts on the local network"))
        self.internet = QRadioButton(self.tr("An internet broker"))
        group = QButtonGroup(self)
        group.addButton(self.local)
        group.addButton(self.internet)
        layout.addWidget(self.local)
        local_form = QFormLayout()
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(choice.port)
        local_form.addRow(self.tr("Port"), self.port)
        layout.addLayout(local_form)
        layout.addWidget(self.internet)
        form = QFormLayout()
        self.url = QLineEdit(choice.url)
        self.url.setPlaceholderText("mqtts://broker.example.org:8883")
        self.user = QLineEdit(choice.user)
        self.password = QLineEdit(choice.password)
        self.password.setEchoMode(QLineEdit.Password)
        form.addRow(self.tr("Broker address"), self.url)
        form.addRow(self.tr("User (optional)"), self.user)
        form.addRow(self.tr("Password (optional)"), self.password)
        layout.addLayout(form)
        # where friends' codes will lead: the one broker chosen above (shown for either choice)
        address_form = QFormLayout()
        self.address = QLabel()
        self.address.setTextInteractionFlags(Qt.TextSelectableByMouse)
        address_form.addRow(self.tr("Friends connect to"), self.address)
        layout.addLayout(address_form)
        # Where the password goes: the OS's password store; without one, this session only, or
        # (ticked by the person) the settings file with its warning.
        self.store = credentials.available()
        self.keeping = _Note()
        self.keeping.reserve = [self._no_store_text(), self._in_file_text()] + (
            [self._store_text()] if self.store else [])
        layout.addWidget(self.keeping)
        self.in_file = QCheckBox(self.tr("Keep it in the settings file instead"))
        self.in_file.setChecked(choice.kept == FILE)
        layout.addWidget(self.in_file)
        self._refused = ""  # why the password store refused the password at the last OK
        self.problem = QLabel()
        self.problem.setStyleSheet("color:#9b1c1c;")
        layout.addWidget(self.problem)
        # Switching the broker kind or typing shows and hides these: they keep their room, so the
        # dialog keeps its size and the buttons stay where the pointer is.
        self.problem.setMinimumHeight(self.problem.fontMetrics().height())
        for widget in (self.keeping, self.in_file, self.problem):
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        (self.local if choice.embedded else self.internet).setChecked(True)
        for signal in (self.local.toggled, self.url.textChanged, self.port.valueChanged, self.password.textChanged,
                       self.in_file.toggled):
            signal.connect(self._update)
        self._update()

    def showEvent(self, event) -> None:
        # the note's room is measured at its real width (hidden, it gets no resize of its own)
        super().showEvent(event)
        self.layout().activate()
        self.keeping.fit()
        self.layout().activate()  # the dialog takes that height now, not after it is on screen

    def choice(self) -> BrokerChoice:
        return BrokerChoice(self.local.isChecked(), self.port.value(), self.url.text().strip(),
                            self.user.text().strip(), self.password.text())

    def _store_text(self) -> str:
        return fill(self.tr("The password is kept in this computer's password store ({store}), "
                            "not in the settings file."), store=self.store)

    def _in_file_text(self) -> str:
        return self.tr("The password will be written in the settings file as typed: anyone who "
                       "uses this computer account can read it.")

    def _no_store_text(self) -> str:
        return self.tr("This computer has no password store, so the password is kept only until "
                       "Tarsas closes; you will be asked for it again next time. In the settings file, "
                       "anyone who uses this computer account could read it.")

    def _show_keeping(self, local: bool) -> None:
        """Say plainly where the password will be kept."""
        has_password = bool(self.password.text()) and not local
        no_store = self.store is None or bool(self._refused)
        self.in_file.setVisible(has_password and no_store)
        if not has_password:
            text = ""
        elif not no_store:
            text = self._store_text()
        elif self.in_file.isChecked():
            text = self._in_file_text()
        else:
            text = self._no_store_text()
            if self._refused:
                text = fill(self.tr("The password store refused the password ({error}). It is kept only "
                                    "until Tarsas closes; you will be asked for it again next time."),
                            error=self._refused)
        self.keeping.setText(text)
        self.keeping.setVisible(bool(text))
        self.keeping.fit()

    def _update(self) -> None:
        local = self.local.isChecked()
        self.port.setEnabled(local)
        for widget in (self.url, self.user, self.password):
            widget.setEnabled(not local)
        problem = ""
        if not local:
            try:
                parse_broker(self.url.text().strip())
            except BadInvite:
                problem = self.tr("Type the broker as mqtt://host:port or mqtts://host:port.")
        # the chosen broker's address; none while the typed one is not an address yet
        self.address.setText(f"mqtt://{lan_address()}:{self.port.value()}" if local else
                             ("" if problem else self.url.text().strip()))
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.buttons.button(QDialogButtonBox.Ok).setEnabled(not problem)
        self._show_keeping(local)

    def accept(self) -> None:
        choice = self.choice()
        if choice.embedded:  # the embedded broker needs no password: leave the stored one as it is
            write_choice(choice, password=False)
            super().accept()
            return
        no_store = self.store is None or bool(self._refused)
        kept = write_choice(choice, in_file=no_store and self.in_file.isChecked())
        if kept == SESSION and not no_store:
            # The store was there but refused (locked, access denied): say so and let the person choose.
            self._refused = credentials.last_error or "?"
            self._update()
            return
        super().accept()
