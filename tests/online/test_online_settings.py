"""Settings -> Online: the embedded broker by default, or a typed internet broker whose address
the invite codes of a new hosted game then name."""
from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.net import codes
from desktop_app.net.embedded import DEFAULT_PORT
from desktop_app.net.transport import MemoryBroker
from desktop_app.ui.online.online_settings import OnlineSettingsDialog, read_choice

from .helpers import code_of, host_with_memory_broker


def test_the_default_is_this_computer_hosting_on_the_local_network(qtbot):
    choice = read_choice()
    assert choice.embedded and choice.port == DEFAULT_PORT
    dialog = OnlineSettingsDialog()
    qtbot.addWidget(dialog)
    assert dialog.local.isChecked() and not dialog.url.isEnabled()
    assert dialog.address.text().startswith("mqtt://") and dialog.address.text().endswith(f":{DEFAULT_PORT}")


def test_an_internet_broker_is_checked_stored_and_named_by_new_codes(window, qtbot):
    dialog = OnlineSettingsDialog()
    qtbot.addWidget(dialog)
    dialog.internet.setChecked(True)
    dialog.url.setText("broker.example.org")  # no scheme: refused, OK disabled, the reason shown
    ok = dialog.buttons.button(QDialogButtonBox.Ok)
    assert not ok.isEnabled() and dialog.problem.text()
    dialog.url.setText("mqtts://broker.example.org:8883")
    dialog.user.setText("tarsas")
    dialog.password.setText("s3cret")
    assert ok.isEnabled() and not dialog.problem.text()
    ok.click()
    choice = read_choice()
    assert not choice.embedded and choice.url == "mqtts://broker.example.org:8883"
    assert (choice.user, choice.password) == ("tarsas", "s3cret")
    host_with_memory_broker(window, MemoryBroker())
    window.start(Match.start(REGISTRY["copenhagen"], [Seat("Host", "#d35400"), Seat("Anna", "#16a085", "remote")], 1))
    assert codes.parse(code_of(window, 1)).broker == "mqtts://broker.example.org:8883"
    assert window.table.room.embedded is False
