"""Settings -> Online: which broker a hosted game's room uses, and the host's link to it.

Default: "this computer hosts on the local network": the host's app starts the embedded broker
(net/embedded.py, amqtt) when a game with remote seats opens, and friends on the same network use
this computer's address. Otherwise a typed mqtt://host:port or mqtts://host:port of an internet
broker (mosquitto, EMQX, VerneMQ…), with an optional user name and password."""
from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QButtonGroup, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QRadioButton, QSpinBox, QVBoxLayout,
)

from desktop_app.net.codes import BadInvite, parse_broker
from desktop_app.net.embedded import DEFAULT_PORT, EmbeddedBroker, lan_address

log = logging.getLogger("tarsas.ui.online")


@dataclass
class BrokerChoice:
    embedded: bool = True
    port: int = DEFAULT_PORT     # the embedded broker's port
    url: str = ""                # an internet broker's mqtt:// or mqtts:// URL
    user: str = ""
    password: str = ""

    def broker_url(self) -> str:
        """The URL friends' invite codes name."""
        return f"mqtt://{lan_address()}:{self.port}" if self.embedded else self.url


def read_choice() -> BrokerChoice:
    s = QSettings()
    return BrokerChoice(embedded=s.value("online/embedded", True, type=bool),
                        port=s.value("online/port", DEFAULT_PORT, type=int),
                        url=s.value("online/url", "", type=str), user=s.value("online/user", "", type=str),
                        password=s.value("online/password", "", type=str))


def write_choice(choice: BrokerChoice) -> None:
    s = QSettings()
    s.setValue("online/embedded", choice.embedded)
    s.setValue("online/port", choice.port)
    s.setValue("online/url", choice.url)
    s.setValue("online/user", choice.user)
    s.setValue("online/password", choice.password)


class HostLink:
    """The host's connection to its room's broker: the embedded broker when this computer hosts,
    and the MQTT client, wrapped so every callback arrives on the UI thread. `close()` stops
    both and leaves no thread behind."""

    def __init__(self, room, choice: BrokerChoice | None = None):
        from desktop_app.net.mqtt import MqttTransport, client_id_for

        from desktop_app.net import topics

        from .net_bridge import QtTransport

        choice = choice or read_choice()
        self.broker: EmbeddedBroker | None = None
        host, port, _tls = parse_broker(room.broker)
        url = room.broker
        if room.embedded:
            self.broker = EmbeddedBroker("0.0.0.0", port)
            self.broker.start()  # OSError (port taken) goes to the caller, which says so
            url = f"mqtt://127.0.0.1:{port}"
        user = None if room.embedded else (choice.user or None)
        password = None if room.embedded else (choice.password or None)
        try:
            # the host's last will: the seats show "host away" when this link dies without a goodbye
            inner = MqttTransport(url, client_id_for(room.host_secret, "host"), user, password,
                                  presence=topics.presence(room.room.hex(), topics.HOST))
        except Exception:
            self.close()
            raise
        self.transport = QtTransport(inner)

    @property
    def up(self) -> bool:
        return self.transport.up

    def close(self) -> None:
        transport = getattr(self, "transport", None)
        if transport is not None:
            transport.close()
            self.transport = None
        if self.broker is not None:
            self.broker.stop()
            self.broker = None


class OnlineSettingsDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Online"))
        choice = read_choice()
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
        self.address = QLabel()
        local_form.addRow(self.tr("Friends connect to"), self.address)
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
        self.problem = QLabel()
        self.problem.setStyleSheet("color:#9b1c1c;")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        (self.local if choice.embedded else self.internet).setChecked(True)
        for signal in (self.local.toggled, self.url.textChanged, self.port.valueChanged):
            signal.connect(self._update)
        self._update()

    def choice(self) -> BrokerChoice:
        return BrokerChoice(self.local.isChecked(), self.port.value(), self.url.text().strip(),
                            self.user.text().strip(), self.password.text())

    def _update(self) -> None:
        local = self.local.isChecked()
        self.port.setEnabled(local)
        for widget in (self.url, self.user, self.password):
            widget.setEnabled(not local)
        self.address.setText(f"mqtt://{lan_address()}:{self.port.value()}")
        problem = ""
        if not local:
            try:
                parse_broker(self.url.text().strip())
            except BadInvite:
                problem = self.tr("Type the broker as mqtt://host:port or mqtts://host:port.")
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.Ok).setEnabled(not problem)

    def accept(self) -> None:
        write_choice(self.choice())
        super().accept()
