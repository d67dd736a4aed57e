"""A table server next to a locked mosquitto (README "A table server"): no anonymous clients, a
password file and an ACL. The server logs in as itself, appends each new room's logins and
topics to mosquitto's files and reloads it before the codes go out; creators share one login
that may only ask servers and read their answers; a friend plays with the login in the code."""
from __future__ import annotations

import os
import subprocess

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtTest import QTest

from desktop_app.net.mosquitto_lines import password_line
from desktop_app.net.mqtt import MqttTransport
from desktop_app.net.server_client import LoginRefused, create_room
from tests.net.broker import Mosquitto, mosquitto_available

from tests.ui.test_new_game_memory import open_dialog

from .helpers import Seat, Server

SERVER_PASSWORD, CREATOR_PASSWORD = "server-" + os.urandom(8).hex(), "creator-" + os.urandom(8).hex()
ACL = """user tarsas-server
topic readwrite tarsas/v1/#
user tarsas-creator
topic write tarsas/v1/server/+/in
topic read tarsas/v1/server/+/reply/+
"""


@pytest.fixture
def locked(tmp_path):
    if not mosquitto_available():
        pytest.skip("mosquitto is not installed (apt-get install mosquitto)")
    broker = Mosquitto(tmp_path)
    (tmp_path / "passwd").write_text(password_line("tarsas-server", SERVER_PASSWORD) + "\n"
                                     + password_line("tarsas-creator", CREATOR_PASSWORD) + "\n")
    (tmp_path / "acl").write_text(ACL)
    broker.conf.write_text(f"listener {broker.port} 127.0.0.1\nallow_anonymous false\nuser root\npersistence false\n"
                           f"password_file {tmp_path / 'passwd'}\nacl_file {tmp_path / 'acl'}\nset_tcp_nodelay true\n")
    broker.start()
    yield broker
    broker.stop()


def test_a_friend_plays_on_a_server_behind_a_locked_mosquitto(locked, tmp_path):
    (tmp_path / "server-password").write_text(SERVER_PASSWORD + "\n")
    server = Server(locked.url, tmp_path / "server", "--user", "tarsas-server",
                    "--password-file", str(tmp_path / "server-password"),
                    "--mosquitto-passwd", str(tmp_path / "passwd"), "--mosquitto-acl", str(tmp_path / "acl"),
                    "--mosquitto-reload", f"kill -HUP {locked.process.pid}")
    code = server.start()
    anonymous = MqttTransport(locked.url, "tarsas-anonymous-" + os.urandom(4).hex())
    assert not anonymous.wait_connected(1.5)  # the broker admits logins only
    anonymous.close()
    with pytest.raises(LoginRefused):  # without the creators' login nobody reaches the server (said at once)
        create_room(code, "christmas_tree", [{"name": "Anna", "colour": "#c0392b", "agent": "remote"}], timeout=1.5)
    answer = create_room(code, "christmas_tree", [{"name": "Anna", "colour": "#c0392b", "agent": "remote"},
                                                  {"name": "Bot", "colour": "#2980b9", "agent": "random"}],
                         username="tarsas-creator", password=CREATOR_PASSWORD)
    room_hex = answer["match_id"]
    assert "tarsas-" in (tmp_path / "passwd").read_text().splitlines()[-1]  # the room's lines were appended
    anna = Seat(answer["codes"]["0"], login=True)
    try:
        assert anna.pump(60, until=lambda seat: seat.moves >= 3)  # her login from the code, her topics only
    finally:
        anna.close()
    assert server.stop() == 0
    log = server.log()
    assert f"room {room_hex} opened" in log and "Traceback" not in log and " ERROR " not in log
    assert subprocess.run(["kill", "-0", str(locked.process.pid)]).returncode == 0  # reloaded, not stopped


def said_by_request(qtbot, win, act) -> str:
    """Start a new game on a server with `act(dialog)` in the new-game dialog; the request's message
    once it says why nothing opened (closed then with the mouse)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialogButtonBox

    from tests.ui.test_new_game_memory import open_dialog

    said = []

    def watch():
        request = getattr(win, "_server_request", None)
        if request is not None and request.buttons.button(QDialogButtonBox.Close) is not None:
            label = request.message
            said.append((label.text(), label.height() >= label.heightForWidth(label.width())))
            qtbot.mouseClick(request.buttons.button(QDialogButtonBox.Close), Qt.LeftButton)
        else:
            QTimer.singleShot(50, watch)
    QTimer.singleShot(50, watch)
    open_dialog(win, qtbot, "copenhagen", act)
    assert win.stack.currentWidget() is win.shelf
    text, whole = said[0]
    assert whole, text  # the dialog grew to show every line of the reason
    return text


def type_broker_login(qtbot, url: str, user: str, password: str) -> None:
    """Settings → Online: an internet broker, its user and password typed in."""
    from PySide6.QtWidgets import QDialogButtonBox

    from desktop_app.ui.online.online_settings import OnlineSettingsDialog

    dialog = OnlineSettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.internet, Qt.LeftButton, pos=QPoint(8, dialog.internet.height() // 2))  # its round button
    assert dialog.internet.isChecked()
    for field, text in ((dialog.url, url), (dialog.user, user), (dialog.password, password)):
        qtbot.mouseClick(field, Qt.LeftButton)
        field.selectAll()
        QTest.keyClicks(field, text)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)
    assert not dialog.isVisible()


def test_hosting_and_joining_from_the_app_on_a_locked_broker(locked, qtbot, tmp_path, monkeypatch):
    """The server's code carries the creators' login (or Settings → Online has it): Anna opens a game
    on the server from the new-game dialog and her window and Bence's join their seats with their
    codes' logins; a missing or wrong login, and a code the broker does not know, are said plainly."""
    from desktop_app.net import codes
    from desktop_app.net.server_code import ServerCode, parse

    from .test_host_on_server import choose_server, click_start, window
    from .test_journey import joined_window, take_two_cards
    from tests.online_join.helpers import ensure_remote_module, when_join_dialog_opens

    ensure_remote_module(monkeypatch)
    (tmp_path / "server-password").write_text(SERVER_PASSWORD + "\n")
    (tmp_path / "creator-password").write_text(CREATOR_PASSWORD + "\n")
    server = Server(locked.url, tmp_path / "server", "--user", "tarsas-server",
                    "--password-file", str(tmp_path / "server-password"),
                    "--creator-user", "tarsas-creator", "--creator-password-file", str(tmp_path / "creator-password"),
                    "--mosquitto-passwd", str(tmp_path / "passwd"), "--mosquitto-acl", str(tmp_path / "acl"),
                    "--mosquitto-reload", f"kill -HUP {locked.process.pid}")
    code = server.start()
    assert (parse(code).user, parse(code).password) == ("tarsas-creator", CREATOR_PASSWORD)
    kept = tmp_path / "server" / "server-code.txt"
    assert kept.read_text().strip() == code and kept.stat().st_mode & 0o777 == 0o600  # a password in it: the server's user's only
    bare = ServerCode(parse(code).public_key, locked.url).code()  # the same server's code without the login
    anna = window(qtbot, tmp_path / "anna")
    said = said_by_request(qtbot, anna, lambda dialog: (choose_server(qtbot, dialog, bare), click_start(qtbot, dialog)))
    assert said.startswith("The table server's broker admits logins only.")
    type_broker_login(qtbot, locked.url, "tarsas-creator", "not-the-password")
    said = said_by_request(qtbot, anna, lambda dialog: (choose_server(qtbot, dialog, bare), click_start(qtbot, dialog)))
    assert said.startswith("The table server's broker refused the login “tarsas-creator”")
    # the right password in Settings → Online: the bare code opens a game
    type_broker_login(qtbot, locked.url, "tarsas-creator", CREATOR_PASSWORD)
    open_dialog(anna, qtbot, "copenhagen", lambda dialog: (choose_server(qtbot, dialog, bare), click_start(qtbot, dialog)))
    assert anna.stack.currentWidget() is anna.table and anna.table.controller.seat == 0
    qtbot.mouseClick(anna.table.shelf_button, Qt.LeftButton)
    # with the login in the code and none in Settings (a computer on the local network otherwise)
    QSettings().setValue("online/embedded", True)
    QSettings().setValue("online/user", "")
    open_dialog(anna, qtbot, "copenhagen", lambda dialog: (choose_server(qtbot, dialog, code), click_start(qtbot, dialog)))
    assert anna.stack.currentWidget() is anna.table and anna.table.controller.seat == 0  # her seat's own login
    edit, copy, _presence = anna._server_room.lines[1]
    bence = joined_window(qtbot, tmp_path / "bence", edit.text())  # his code's own login
    qtbot.mouseClick(anna._server_room.hide_button, Qt.LeftButton)
    take_two_cards(qtbot, anna, 0)
    take_two_cards(qtbot, bence, 1)
    qtbot.waitUntil(lambda: anna.table.controller.body["version"] == 2, timeout=30000)
    # a code of a room this broker does not know: its login is refused, and the dialog says so
    stranger = codes.Invite(codes.new_room(), 1, codes.new_secret(), locked.url).code()
    said = []

    def paste(dialog):
        dialog.edit.setText(stranger)
        QTest.mouseClick(dialog.join_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: dialog.join_button.isEnabled(), timeout=20000)
        said.append(dialog.message.text())
        dialog.reject()
    when_join_dialog_opens(bence, paste)
    qtbot.mouseClick(bence.table.shelf_button, Qt.LeftButton)
    QTest.mouseClick(bence.shelf.join_button, Qt.LeftButton)
    assert said == [f"The game's server at {locked.url} refused this code's login: the game may have been removed "
                    "from it. Ask whoever sent you the code."]
    anna.close()
    bence.close()
    assert server.stop() == 0
    log = server.log()
    assert "Traceback" not in log and " ERROR " not in log
