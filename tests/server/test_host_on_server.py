"""Hosting on a table server from the new-game dialog (issue 24), a person's journey: a real
`tarsas serve` process (Qt unavailable in it) over a real mosquitto; Anna chooses "Host on: a table
server" in Copenhagen's new-game dialog and pastes the server's code; her window joins her seat and
its waiting room shows Bence's code, which Bence's window joins with. Both play turns by clicking
harbour cards; Anna quits; Bence plays on; Anna starts the app again and resumes from the shelf and
sees Bence's move; the server is killed (SIGKILL) and started again mid-game and the table carries
on. Also: a code that is none, and a server that does not answer, are said plainly."""
from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QDialogButtonBox

from desktop_app.engine.saves import SaveStore
from desktop_app.net.server_code import ServerCode
from desktop_app.ui.main_window import MainWindow
from tests.net.broker import mosquitto  # noqa: F401  (fixture)
from tests.online_join.helpers import ensure_remote_module, when_join_dialog_opens
from tests.ui.test_new_game_memory import open_dialog, pick

from .helpers import Server
from tests.online_join.test_talk_windows import type_line

from .test_journey import joined_window, take_two_cards


def window(qtbot, folder) -> MainWindow:
    win = MainWindow(SaveStore(folder))
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitUntil(lambda: win.shelf._listed)
    return win


def choose_server(qtbot, dialog, code: str) -> None:
    """Bence is a friend on another computer; the game is hosted on the table server of `code`."""
    pick(qtbot, dialog.rows[1].agent, "remote")
    pick(qtbot, dialog.hosting.where, "server")
    assert dialog.hosting.code.isVisible()
    qtbot.mouseClick(dialog.hosting.code, Qt.LeftButton)
    dialog.hosting.code.selectAll()
    QGuiApplication.clipboard().setText(code)
    QTest.keySequence(dialog.hosting.code, "Ctrl+V")  # pasted, as a person does
    assert dialog.hosting.code.text() == code


def click_start(qtbot, dialog) -> None:
    qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok), Qt.LeftButton)


def game_menu_click(qtbot, win, text: str) -> None:
    """Open Game with the mouse and click the entry `text` (it must be enabled)."""
    bar = win.menuBar()
    top = next(a for a in bar.actions() if a.text() == win.tr("&Game"))
    QTest.mouseClick(bar, Qt.LeftButton, Qt.NoModifier, bar.actionGeometry(top).center())
    menu = top.menu()
    qtbot.waitUntil(menu.isVisible)
    entry = next(a for a in menu.actions() if a.text() == text)
    assert entry.isEnabled(), text
    chosen = []
    entry.triggered.connect(lambda *_: chosen.append(True))
    for _try in range(2):  # a click the busy menu did not take (nothing happened): a person clicks again
        if not menu.isVisible():
            QTest.mouseClick(bar, Qt.LeftButton, Qt.NoModifier, bar.actionGeometry(top).center())
            qtbot.waitUntil(menu.isVisible)
        qtbot.waitUntil(lambda: not menu.actionGeometry(entry).isEmpty())
        QTest.mouseClick(menu, Qt.LeftButton, Qt.NoModifier, menu.actionGeometry(entry).center())
        qtbot.waitUntil(lambda: bool(chosen) or not menu.isVisible(), timeout=5000)
        if chosen:
            break
    if not chosen and entry is menu.actions()[-1]:
        # In the full suite the offscreen menu sometimes takes neither click (2 of 3 runs, never
        # alone; not a modal window): the keyboard way a person also has, Up to the last entry, Enter.
        if not menu.isVisible():
            QTest.mouseClick(bar, Qt.LeftButton, Qt.NoModifier, bar.actionGeometry(top).center())
            qtbot.waitUntil(menu.isVisible)
        QTest.keyClick(menu, Qt.Key_Up)
        QTest.keyClick(menu, Qt.Key_Return)
        qtbot.waitUntil(lambda: bool(chosen), timeout=5000)
    modal = QApplication.activeModalWidget()
    assert chosen, f"{text!r} not chosen; modal: {modal and modal.windowTitle()!r}"
    qtbot.waitUntil(lambda: not menu.isVisible())


def test_host_on_a_server_play_chat_quit_resume_and_a_server_restart(qtbot, mosquitto, tmp_path, monkeypatch):
    """Issue 24's "Done when" journey, every step of it, through two real windows and a real server."""
    ensure_remote_module(monkeypatch)
    server = Server(mosquitto.url, tmp_path / "server")
    code = server.start()
    anna = window(qtbot, tmp_path / "anna")
    open_dialog(anna, qtbot, "copenhagen", lambda dialog: (choose_server(qtbot, dialog, code), click_start(qtbot, dialog)))
    # Anna's window joined her own seat from its code; the waiting room shows Bence's
    assert anna.stack.currentWidget() is anna.table
    controller = anna.table.controller
    assert getattr(controller, "remote", False) and controller.seat == 0
    room = anna._server_room
    assert room.isVisible() and list(room.lines) == [1]
    guide = anna.table.guide  # her first Copenhagen: the first-turn guide waits while the codes are up
    qtbot.waitUntil(lambda: guide.isHidden() and guide.shade.isHidden())
    edit, copy, presence = room.lines[1]
    qtbot.mouseClick(copy, Qt.LeftButton)
    bence_code = QGuiApplication.clipboard().text()
    assert bence_code == edit.text() and bence_code.startswith("tarsas://join/")
    assert QSettings().value("online/server_code") == code  # pasted once: remembered
    bence = joined_window(qtbot, tmp_path / "bence", bence_code)
    qtbot.waitUntil(lambda: presence.text() == "online", timeout=30000)  # Bence is at the table
    qtbot.mouseClick(room.hide_button, Qt.LeftButton)
    assert not room.isVisible()
    qtbot.waitUntil(lambda: guide.isVisible() and guide.shade.isVisible())  # and comes back
    qtbot.mouseClick(guide.skip_button, Qt.LeftButton)
    take_two_cards(qtbot, anna, 0)
    take_two_cards(qtbot, bence, 1)
    take_two_cards(qtbot, anna, 2)
    qtbot.waitUntil(lambda: bence.table.controller.body["version"] == 3, timeout=30000)
    # they talk: each types a line under the log and sees the other's
    assert anna.table.chat.isVisible() and bence.table.chat.isVisible()
    type_line(qtbot, anna.table.chat, "I have to go, play on")
    qtbot.waitUntil(lambda: bence.table.chat.texts() == ["Anna: I have to go, play on"], timeout=30000)
    type_line(qtbot, bence.table.chat, "see you tomorrow")
    qtbot.waitUntil(lambda: anna.table.chat.texts()[-1:] == ["Bence: see you tomorrow"], timeout=30000)
    game_menu_click(qtbot, anna, anna.tr("Quit"))  # Anna quits; the server holds the game
    qtbot.waitUntil(lambda: not anna.isVisible(), timeout=30000)  # her links flush first (slow on a loaded machine)
    take_two_cards(qtbot, bence, 3)  # Bence plays on while her computer is off, and says so
    type_line(qtbot, bence.table.chat, "your turn, Anna")
    match_id = server_match_id(tmp_path)
    saves = tmp_path / "server" / "saves"
    def saved():
        return SaveStore(saves).load(saves / f"auto-copenhagen-{match_id}.json")
    qtbot.waitUntil(lambda: len(saved().log) == 4 and len(saved().talk) == 3, timeout=30000)
    # Anna starts the app again: the shelf lists her seat of the game; she resumes it
    again = window(qtbot, tmp_path / "anna")
    def her_seat():
        return next((again.shelf.saves.item(row) for row in range(again.shelf.saves.count())
                     if getattr(again.shelf.saves.item(row).data(Qt.UserRole), "seat", None) == 0), None)
    qtbot.waitUntil(lambda: her_seat() is not None, timeout=10000)
    rect = again.shelf.saves.visualItemRect(her_seat())
    QTest.mouseClick(again.shelf.saves.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())
    when_join_dialog_opens(again, lambda dialog: None)  # it joins by itself; failing, it is rejected in time
    qtbot.mouseClick(again.shelf.resume_button, Qt.LeftButton)
    assert again.stack.currentWidget() is again.table
    resumed = again.table.controller
    qtbot.waitUntil(lambda: resumed.body["version"] == 4 and resumed.can_act, timeout=30000)
    assert resumed.state.view_for(0) == saved().state.view_for(0)  # the table where Bence left it
    assert [record.player for record in saved().log] == [0, 1, 0, 1]
    qtbot.waitUntil(lambda: again.table.chat.texts() == ["Anna: I have to go, play on", "Bence: see you tomorrow",
                                                         "Bence: your turn, Anna"], timeout=30000)
    # her friend's code again, from the table: Game → Invite codes…
    game_menu_click(qtbot, again, again.tr("Invite codes…"))
    room = again._server_room
    assert room.isVisible() and list(room.lines) == [1]
    qtbot.mouseClick(room.lines[1][1], Qt.LeftButton)
    assert QGuiApplication.clipboard().text() == bence_code
    qtbot.waitUntil(lambda: room.lines[1][2].text() == "online", timeout=30000)
    again.activateWindow()  # the window in front (Esc is the window's shortcut)
    qtbot.waitUntil(again.isActiveWindow)
    QTest.keyClick(room.hide_button, Qt.Key_Escape)
    assert not room.isVisible() and again.table.room_button.isVisible()
    # the server is killed mid-game and started again: the table carries on with the same codes
    server.kill()
    qtbot.waitUntil(lambda: resumed.host_away and bence.table.controller.host_away, timeout=30000)
    assert server.start() == code
    qtbot.waitUntil(lambda: not resumed.host_away, timeout=30000)
    take_two_cards(qtbot, again, 4)
    qtbot.waitUntil(lambda: bence.table.controller.body["version"] == 5, timeout=30000)  # Bence sees her move
    type_line(qtbot, again.table.chat, "back, and still here")
    qtbot.waitUntil(lambda: bence.table.chat.texts()[-2:] == ["Bence: your turn, Anna", "Anna: back, and still here"],
                    timeout=30000)
    assert [record.player for record in saved().log] == [0, 1, 0, 1, 0]
    assert bence.table.controller.state.view_for(1) == saved().state.view_for(1)
    assert [line[1:3] for line in saved().talk] == [[0, "I have to go, play on"], [1, "see you tomorrow"],
                                                    [1, "your turn, Anna"], [0, "back, and still here"]]
    again.close()
    bence.close()
    assert server.stop() == 0
    log = server.log()
    assert "Traceback" not in log and " ERROR " not in log
    assert log.count(f"room {match_id} opened: copenhagen, 2 seats (friends: 2, computers: 0)") == 1


def server_match_id(tmp_path) -> str:
    rooms = list((tmp_path / "server" / "rooms").glob("*.json"))
    assert len(rooms) == 1
    return rooms[0].stem


def test_a_code_that_is_none_and_a_server_that_does_not_answer_are_said(qtbot, mosquitto, tmp_path, monkeypatch):
    import nacl.public

    from desktop_app.ui.online import server_hosting

    monkeypatch.setattr(server_hosting, "ANSWER_WAIT_S", 3)
    anna = window(qtbot, tmp_path / "anna")
    said = []

    def bad_code(dialog):
        choose_server(qtbot, dialog, "tarsas://server/NOTACODE?broker=" + mosquitto.url)
        click_start(qtbot, dialog)
        assert dialog.isVisible() and dialog.hosting.problem.isVisible()  # the dialog stays, says why
        said.append(dialog.hosting.problem.text())
        dialog.reject()
    open_dialog(anna, qtbot, "copenhagen", bad_code)
    assert said[0].startswith("That is not a table server's code")
    assert anna.stack.currentWidget() is anna.shelf
    # a real code of a server that is not running: nobody answers on the broker
    nobody = ServerCode(bytes(nacl.public.PrivateKey.generate().public_key), mosquitto.url).code()

    def watch_request():
        request = getattr(anna, "_server_request", None)
        if request is not None and request.buttons.button(QDialogButtonBox.Close) is not None:
            said.append(request.message.text())
            qtbot.mouseClick(request.buttons.button(QDialogButtonBox.Close), Qt.LeftButton)
        else:
            QTimer.singleShot(50, watch_request)
    from PySide6.QtCore import QTimer

    QTimer.singleShot(50, watch_request)
    open_dialog(anna, qtbot, "copenhagen", lambda dialog: (choose_server(qtbot, dialog, nobody), click_start(qtbot, dialog)))
    assert said[1] == ("The table server did not answer within 3 s: it may be stopped, or the code is old. "
                       "Ask whoever runs it.")
    assert anna.stack.currentWidget() is anna.shelf
    # the dialog's turn clock goes with the request (the server runs it): what the request carried
    from desktop_app.net import server_client

    asked = []

    def not_answering(*args, **kwargs):
        asked.append(kwargs)
        raise TimeoutError("the server did not answer")
    monkeypatch.setattr(server_client, "create_room", not_answering)

    def with_a_clock(dialog):
        dialog.clock.limit.setCurrentIndex(dialog.clock.limit.findData("1h"))
        dialog.clock.level.setCurrentIndex(dialog.clock.level.findData("hard"))
        choose_server(qtbot, dialog, nobody)
        click_start(qtbot, dialog)
    QTimer.singleShot(50, watch_request)
    open_dialog(anna, qtbot, "copenhagen", with_a_clock)
    assert [(a["clock"], a["clock_level"]) for a in asked] == [(3600.0, "hard")]
