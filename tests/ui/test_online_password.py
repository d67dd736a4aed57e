"""Settings -> Online: the internet broker's password goes to the OS's password store (keyring),
never silently into the settings file. Without a store (keyring's fail backend, as on CI) it is
kept for this session only, or in the file when the person ticks that, with the warning."""
from __future__ import annotations

from pathlib import Path

import keyring
import pytest
from keyring.backend import KeyringBackend
from keyring.backends import fail
from keyring.errors import KeyringError, PasswordDeleteError
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox

from desktop_app.net import credentials
from desktop_app.net.rooms import Room
from desktop_app.ui.online import online_settings
from desktop_app.net.broker_auth import host_login
from desktop_app.ui.online.online_settings import OnlineSettingsDialog, broker_login, read_choice

SECRET = "hunter2-Zq9"


class MemoryKeyring(KeyringBackend):
    """A password store in memory (what Secret Service / Credential Locker / Keychain do)."""
    priority = 1

    def __init__(self):
        super().__init__()
        self.items: dict[tuple[str, str], str] = {}

    def get_password(self, service, username):
        return self.items.get((service, username))

    def set_password(self, service, username, password):
        self.items[(service, username)] = password

    def delete_password(self, service, username):
        if self.items.pop((service, username), None) is None:
            raise PasswordDeleteError("nothing stored")


class LockedKeyring(MemoryKeyring):
    """A store that is there but refuses (locked, access denied)."""

    def set_password(self, service, username, password):
        raise KeyringError("the collection is locked")


def settings_text() -> str:
    QSettings().sync()
    return Path(QSettings().fileName()).read_text(encoding="utf-8")


def open_dialog(qtbot) -> OnlineSettingsDialog:
    dialog = OnlineSettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def type_broker(qtbot, dialog, password=SECRET) -> None:
    dialog.internet.click()
    qtbot.keyClicks(dialog.url, "mqtts://broker.example.org:8883")
    qtbot.keyClicks(dialog.user, "anna")
    qtbot.keyClicks(dialog.password, password)


def ok(dialog):
    return dialog.buttons.button(QDialogButtonBox.Ok)


def test_with_a_password_store_the_password_goes_there_and_never_into_the_settings_file(qtbot):
    store = MemoryKeyring()
    keyring.set_keyring(store)
    dialog = open_dialog(qtbot)
    type_broker(qtbot, dialog)
    assert "password store" in dialog.keeping.text() and dialog.in_file.isHidden()
    ok(dialog).click()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert store.items == {(credentials.SERVICE, credentials.ACCOUNT): SECRET}
    assert SECRET not in settings_text() and "anna" in settings_text()
    again = open_dialog(qtbot)  # reopened: the password is back in its field, from the store
    assert again.internet.isChecked() and again.password.text() == SECRET
    choice = read_choice()
    assert (choice.user, choice.password, choice.kept) == ("anna", SECRET, online_settings.KEYRING)
    again.password.clear()  # an emptied password is removed from the store
    ok(again).click()
    assert store.items == {} and read_choice().password == ""


def test_without_a_store_it_is_kept_for_this_session_only_and_asked_again_next_start(qtbot):
    keyring.set_keyring(fail.Keyring())
    dialog = open_dialog(qtbot)
    type_broker(qtbot, dialog)
    assert "no password store" in dialog.keeping.text() and not dialog.in_file.isHidden()
    assert not dialog.in_file.isChecked()
    ok(dialog).click()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert SECRET not in settings_text()
    assert read_choice().password == SECRET and not read_choice().needs_password  # this session
    credentials.session_password = None  # the app starts again
    choice = read_choice()
    assert choice.password == "" and choice.needs_password
    assert open_dialog(qtbot).password.text() == ""
    room = Room.new("0" * 32, [1], choice.url, False)
    asked = []
    assert broker_login(room, choice, ask=lambda c: asked.append(c.user) or "typed-again") == ("anna", "typed-again")
    assert asked == ["anna"] and read_choice().password == "typed-again"  # not asked twice in one session
    credentials.session_password = None
    with pytest.raises(ValueError):  # cancelled: hosting says the network could not start
        broker_login(room, read_choice(), ask=lambda c: None)


def test_without_a_store_the_person_may_keep_it_in_the_settings_file_with_the_warning(qtbot):
    keyring.set_keyring(fail.Keyring())
    dialog = open_dialog(qtbot)
    type_broker(qtbot, dialog)
    dialog.in_file.click()
    assert "anyone who uses this computer account can read it" in dialog.keeping.text()
    ok(dialog).click()
    assert SECRET in settings_text()
    credentials.session_password = None  # a new start: still there
    choice = read_choice()
    assert (choice.password, choice.kept, choice.needs_password) == (SECRET, online_settings.FILE, False)
    again = open_dialog(qtbot)
    assert again.password.text() == SECRET and again.in_file.isChecked() and not again.in_file.isHidden()


def test_an_old_plain_text_password_moves_into_the_store_on_first_read(qtbot):
    old = QSettings()
    old.setValue("online/embedded", False)
    old.setValue("online/url", "mqtt://broker.lan:1883")
    old.setValue("online/user", "anna")
    old.setValue("online/password", SECRET)  # as an earlier Tarsas wrote it
    keyring.set_keyring(fail.Keyring())  # no store yet: it stays readable, and the dialog says where it is
    choice = read_choice()
    assert (choice.password, choice.kept) == (SECRET, online_settings.FILE)
    dialog = open_dialog(qtbot)
    assert dialog.in_file.isChecked() and "can read it" in dialog.keeping.text()
    store = MemoryKeyring()
    keyring.set_keyring(store)
    choice = read_choice()
    assert (choice.password, choice.kept) == (SECRET, online_settings.KEYRING)
    assert store.items[(credentials.SERVICE, credentials.ACCOUNT)] == SECRET
    assert SECRET not in settings_text()
    assert read_choice().password == SECRET


def test_a_store_that_refuses_says_so_and_the_dialog_stays_open(qtbot):
    keyring.set_keyring(LockedKeyring())
    dialog = open_dialog(qtbot)
    type_broker(qtbot, dialog)
    ok(dialog).click()
    assert dialog.isVisible() and "locked" in dialog.keeping.text() and not dialog.in_file.isHidden()
    ok(dialog).click()  # the second OK: for this session only
    assert not dialog.isVisible() and SECRET not in settings_text()
    assert read_choice().password == SECRET


def test_the_embedded_choice_leaves_the_kept_password_alone(qtbot):
    store = MemoryKeyring()
    keyring.set_keyring(store)
    dialog = open_dialog(qtbot)
    type_broker(qtbot, dialog)
    ok(dialog).click()
    again = open_dialog(qtbot)
    again.local.click()
    ok(again).click()
    assert read_choice(with_password=True).password == SECRET and store.items
    store.get_password = None  # hosting on the local network never asks the store (no unlock prompt)
    choice = read_choice()
    assert choice.embedded and choice.password == ""
    room = Room.new("0" * 32, [1], "mqtt://10.0.0.2:1883", True)
    assert broker_login(room, choice) == host_login(room)  # the room's own login, never the stored password


def test_hosting_on_an_internet_broker_logs_in_with_the_stored_password(qtbot):
    import socket

    store = MemoryKeyring()
    keyring.set_keyring(store)
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # nothing listens: the link keeps trying, which is all this needs
    dialog = open_dialog(qtbot)
    dialog.internet.click()
    qtbot.keyClicks(dialog.url, f"mqtt://127.0.0.1:{port}")
    qtbot.keyClicks(dialog.user, "anna")
    qtbot.keyClicks(dialog.password, SECRET)
    ok(dialog).click()
    link = online_settings.HostLink(Room.new("0" * 32, [1], f"mqtt://127.0.0.1:{port}", False))
    try:
        assert not link.starting  # only this computer's own broker "starts"; an internet one is connected to
        qtbot.waitUntil(lambda: link.transport.inner.inner is not None, timeout=10000)
        client = link.transport.inner.inner.inner._client  # QtTransport -> PendingTransport -> RetainedGuard -> MqttTransport
        assert (client._username, client._password) == (b"anna", SECRET.encode())
    finally:
        link.close()


def test_the_password_kept_for_a_session_is_asked_again_in_a_real_prompt(qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit

    keyring.set_keyring(fail.Keyring())
    dialog = open_dialog(qtbot)
    type_broker(qtbot, dialog)
    ok(dialog).click()
    credentials.session_password = None  # the next start
    seen = []

    def answer():
        prompt = QApplication.activeModalWidget()
        if not isinstance(prompt, QInputDialog):
            QTimer.singleShot(10, answer)
            return
        seen.append((prompt.textEchoMode(), prompt.labelText()))
        prompt.setTextValue("typed-at-start")
        prompt.accept()

    QTimer.singleShot(0, answer)
    room = Room.new("0" * 32, [1], "mqtts://broker.example.org:8883", False)
    assert broker_login(room, read_choice()) == ("anna", "typed-at-start")
    assert seen == [(QLineEdit.Password, "Password of anna at mqtts://broker.example.org:8883:")]
    assert SECRET not in settings_text() and "typed-at-start" not in settings_text()
