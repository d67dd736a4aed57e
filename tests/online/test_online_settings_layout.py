"""Issue 23 finding 8 (Settings -> Online): switching the broker kind with the mouse neither moves
the dialog's buttons nor resizes it, and "Friends connect to" names the chosen broker, never the
embedded one's address while an internet broker is chosen."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from desktop_app.net.embedded import lan_address
from desktop_app.ui.online.online_settings import OnlineSettingsDialog


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.LeftButton, pos=QPoint(8, button.height() // 2))  # on the radio's circle


def test_switching_broker_kinds_keeps_the_dialog_still_and_names_the_chosen_broker(qtbot):
    dialog = OnlineSettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.Ok)
    where = lambda: (dialog.size(), ok.mapTo(dialog, QPoint(0, 0)))  # noqa: E731
    first = where()
    assert dialog.address.text() == f"mqtt://{lan_address()}:{dialog.port.value()}"

    click(qtbot, dialog.internet)
    assert dialog.internet.isChecked()
    qtbot.wait(50)
    assert where() == first
    assert lan_address() not in dialog.address.text()  # no address typed yet: none shown
    qtbot.mouseClick(dialog.url, Qt.LeftButton)
    qtbot.keyClicks(dialog.url, "mqtts://broker.example.org:8883")
    qtbot.mouseClick(dialog.password, Qt.LeftButton)
    qtbot.keyClicks(dialog.password, "s3cret")  # the note on where the password is kept appears
    qtbot.wait(50)
    assert dialog.keeping.isVisible() and where() == first
    assert dialog.address.text() == "mqtts://broker.example.org:8883"

    click(qtbot, dialog.local)
    assert dialog.local.isChecked()
    qtbot.wait(50)
    assert where() == first
    assert dialog.address.text() == f"mqtt://{lan_address()}:{dialog.port.value()}"
