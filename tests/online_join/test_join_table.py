"""Issue 16 items 2-4 on the joining computer, through the real MainWindow and event loop: a host
(a HostSession over a Match, here in the test) and the joiner's window on one MemoryBroker pumped
from the Qt loop. Bad codes are refused with a reason, the joiner plays with real mouse clicks and
drags, a forged view is dropped, quitting says bye and rejoining shows the current table at once."""
from __future__ import annotations

from PySide6.QtCore import QTimer, Qt
from PySide6.QtTest import QTest

from desktop_app.engine.game import IllegalMove
from desktop_app.engine.saves import SaveStore
from desktop_app.net import topics
from desktop_app.net.channel import HOST_TO_SEAT, SeatChannel
from desktop_app.net.codes import Invite, new_room, new_secret
from desktop_app.ui.main_window import MainWindow
from qt_drive import drag, to_view

from .helpers import memory_host, when_join_dialog_opens


def new_window(qtbot, tmp_path, broker, join_timeout_ms: int = 5000) -> MainWindow:
    """The joiner's window. A join gives up after `join_timeout_ms` without a view (short only where
    a test waits for "no game answers": on a loaded machine a real join may take longer)."""
    win = MainWindow(SaveStore(tmp_path / "saves"))
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    win.transport_factory = lambda invite: broker.connect()
    win.join_timeout_ms = join_timeout_ms
    return win


def join_through_dialog(qtbot, win, code: str, then=None) -> tuple[bool, str]:
    """Open "Join a game" from the shelf's button, paste `code`, press Join (real clicks). Returns
    whether a table opened and the dialog's last message."""
    seen = {"message": ""}

    def fill_in(dialog):
        dialog.edit.setText(code)
        QTest.mouseClick(dialog.join_button, Qt.LeftButton)
        if then is not None:
            then(dialog, seen)

    when_join_dialog_opens(win, fill_in)
    QTest.mouseClick(win.shelf.join_button, Qt.LeftButton)  # runs the dialog (modal) until it closes
    return win.stack.currentWidget() is win._table, seen["message"]


def wait_message_then_cancel(dialog, seen):
    def check():
        text = dialog.message.text().strip()
        if text and not text.startswith("Connecting"):
            seen["message"] = text
            dialog.reject()
        else:
            QTimer.singleShot(20, check)
    QTimer.singleShot(0, check)


def landed(qtbot, win) -> None:
    qtbot.waitUntil(lambda: not win.table.controller._awaiting_board, timeout=5000)
    qtbot.wait(5)


def test_bad_codes_are_refused_with_the_reason(qtbot, tmp_path, broker):
    win = new_window(qtbot, tmp_path, broker, join_timeout_ms=400)
    code = Invite(new_room(), 1, new_secret(), "mqtt://127.0.0.1:1883").code()
    for text, reason in (("hello", "starts with tarsas://join/"),
                         (code[:40], "damaged or incomplete"),
                         (code.split("?")[0], "does not name its broker"),
                         (code, "No game answers this code")):  # a good code of a room nobody hosts
        opened, message = join_through_dialog(qtbot, win, text, wait_message_then_cancel)
        assert not opened
        assert reason in message, (text, message)
    assert win.shelf.saves.count() == 0  # nothing joined, nothing listed


def test_a_finished_room_says_so(qtbot, tmp_path, broker):
    host = memory_host(broker)
    while not host.match.state.is_over:  # both seats played here to the end, quickly
        host.match.apply(host.match.state.legal_actions()[0])
    host.session.publish_views()
    win = new_window(qtbot, tmp_path, broker)
    opened, message = join_through_dialog(qtbot, win, host.code, wait_message_then_cancel)
    assert not opened and "over" in message


def open_joined(qtbot, tmp_path, broker, host) -> MainWindow:
    win = new_window(qtbot, tmp_path, broker)
    opened, _ = join_through_dialog(qtbot, win, host.code)
    assert opened
    landed(qtbot, win)
    win.table.view.fit()
    return win


def display_cards(scene):
    from desktop_app.games.copenhagen.scene import CardItem

    return sorted((item for item in scene.items() if isinstance(item, CardItem) and item.on_click),
                  key=lambda item: item.pos().x())


def test_the_joiner_plays_its_turn_with_the_mouse_and_sees_the_hosts_moves(qtbot, tmp_path, broker):
    host = memory_host(broker)
    host.play_own_turn()  # Anna (the host's seat) takes two cards: now Bence's turn
    win = open_joined(qtbot, tmp_path, broker, host)
    controller, scene, view = win.table.controller, win.table.scene, win.table.view
    assert controller.remote and controller.viewer == 1 and controller.can_act
    # Nobody hosts anything here: no seat of the joined table is a "remote" seat (which a table hosts).
    assert [seat.agent for seat in controller.match.seats] == ["elsewhere", "human"]
    assert controller.body["version"] == len(host.match.log) == 1
    assert controller.state.view_for(1) == host.match.state.view_for(1)  # the seat's own table
    assert "Bence, your turn." in win.table.status.text()
    assert host.session.presence[1] == "online"
    assert win.table.rows[0].kind.text() == "(host)" and win.table.rows[1].kind.text() == "(you)"
    assert [r.player for r in controller.match.log] == [0]  # the host's move, readable in the log
    assert win.table.log.count() == 1 and win.table.log.item(0).text().startswith("Anna ")
    # Two neighbouring harbour cards, clicked with the mouse: sent, and the host applies them.
    hand_before = controller.state.players[1].hand_size()
    points = [to_view(view, card.mapToScene(card.rect.center())) for card in display_cards(scene)[1:3]]
    for point in points:  # where the cards are before the table re-syncs
        QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point)
    qtbot.waitUntil(lambda: len(host.match.log) == 2, timeout=3000)
    assert host.match.log[1].player == 1 and host.match.log[1].action[0] == "take"
    qtbot.waitUntil(lambda: controller.body["version"] == 2, timeout=3000)
    landed(qtbot, win)
    assert controller.state.players[1].hand_size() == hand_before + 2
    assert controller.state.view_for(1) == host.match.state.view_for(1)
    assert "Waiting for Anna" in win.table.status.text() and not controller.can_act
    # The host's next move arrives, travels on the table, and it is the joiner's turn again.
    moved = []
    scene.changed.connect(lambda _rects: moved.append(scene.is_moving()))
    host.play_own_turn()
    qtbot.waitUntil(lambda: controller.body["version"] == 3, timeout=3000)
    qtbot.waitUntil(lambda: any(moved), timeout=3000)  # the cards Anna took travel on Bence's table
    landed(qtbot, win)
    assert controller.can_act and "Bence, your turn." in win.table.status.text()
    assert win.table.log.count() == 3


def test_an_illegal_drag_says_why_at_once_and_sends_nothing(qtbot, tmp_path, broker):
    from desktop_app.games.copenhagen.scene import TileItem

    host = memory_host(broker)
    host.play_own_turn()
    win = open_joined(qtbot, tmp_path, broker, host)
    controller, scene, view = win.table.controller, win.table.scene, win.table.view
    from_seat = lambda: [t for t, _ in broker.wire if "/s2h/" in t]  # what the joiner sent
    sent = len(from_seat())
    tile = next(i for i in scene.items() if isinstance(i, TileItem) and i.kind[1] == 4)
    house = scene.houses[1]
    target = (house.mapToScene(house.cell_rect(0, 1).center()) + house.mapToScene(house.cell_rect(0, 2).center())) / 2
    drag(view, tile.mapToScene(tile.rect.center()), target)  # a big tile the hand cannot pay for
    status = win.table.status.text()
    assert "needs" in status and "you hold" in status  # the game's own reason ("needs 4 purple cards; you hold 2"), from the stand-in
    qtbot.wait(50)
    assert len(from_seat()) == sent  # refused here, from the host's legal list: nothing was sent
    assert len(host.match.log) == 1 and controller.can_act


def test_the_hosts_refusal_is_shown(qtbot, tmp_path, broker):
    host = memory_host(broker)
    host.play_own_turn()
    win = open_joined(qtbot, tmp_path, broker, host)
    controller = win.table.controller

    def refuse(seat, action):
        raise IllegalMove("busy", "The host refused.")
    host.session.on_applied = refuse
    action = controller.state.legal_actions()[0]
    assert controller.try_action(action)
    assert not controller.can_act  # sent: no second action until the host answers
    qtbot.waitUntil(lambda: "did not accept" in win.table.status.text(), timeout=3000)
    assert controller.can_act and len(host.match.log) == 1


def test_a_forged_view_is_dropped(qtbot, tmp_path, broker):
    host = memory_host(broker)
    host.play_own_turn()
    win = open_joined(qtbot, tmp_path, broker, host)
    controller = win.table.controller
    before = controller.state.view_for(1)
    topic = topics.to_seat(host.invite.room_hex, 1)
    forged_body = dict(controller.body, version=9, turn=0, legal=None)
    wrong_key = SeatChannel(host.room, 1, new_secret())  # someone without the seat's secret
    attacker = broker.connect()
    attacker.publish(topic, wrong_key.seal(HOST_TO_SEAT, 9, forged_body), retain=True)
    attacker.publish(topic, b"\x00garbage" * 10)
    qtbot.waitUntil(lambda: len(controller.session.dropped) >= 2, timeout=3000)
    qtbot.wait(20)
    assert controller.body["version"] == 1 and controller.can_act
    assert controller.state.view_for(1) == before


def test_quitting_says_bye_and_rejoining_from_the_shelf_shows_the_current_table(qtbot, tmp_path, broker):
    host = memory_host(broker)
    host.play_own_turn()
    win = open_joined(qtbot, tmp_path, broker, host)
    controller = win.table.controller
    controller.try_action(next(a for a in controller.state.legal_actions() if a[0] == "take"))
    qtbot.waitUntil(lambda: controller.body["version"] == 2, timeout=3000)
    win.close()  # quitting: bye, the link closed
    qtbot.waitUntil(lambda: host.session.presence[1] == "away", timeout=3000)
    assert controller.closed and not controller.connection.transport.inner.connected
    host.play_own_turn()  # the game goes on while the friend is away: Bence's turn again
    # The app again: the shelf lists the joined game, and opening it shows the table of now.
    again = new_window(qtbot, tmp_path, broker)
    again.shelf.refresh()
    item = again.shelf.saves.item(0)
    assert item.text().startswith("Anna's Copenhagen — waiting for Anna")  # as it was when Bence left
    qtbot.wait(20)  # laid out
    rect = again.shelf.saves.visualItemRect(item)
    QTest.mouseClick(again.shelf.saves.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())  # as a hand does:
    QTest.mouseDClick(again.shelf.saves.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())  # click, double
    assert again.stack.currentWidget() is again.table
    rejoined = again.table.controller
    assert rejoined.body["version"] == 3 == len(host.match.log)
    assert rejoined.state.view_for(1) == host.match.state.view_for(1) and rejoined.can_act
    assert host.session.presence[1] == "online"
    again.show_shelf()  # back on the shelf: the entry says what the last view said
    assert again.shelf.saves.item(0).text().startswith("Anna's Copenhagen — your turn")
    qtbot.waitUntil(lambda: host.session.presence[1] == "away", timeout=3000)  # leaving the table said bye too
    again.close()


def test_your_turn_notifies_when_the_window_is_behind(qtbot, tmp_path, broker, monkeypatch):
    host = memory_host(broker)
    host.play_own_turn()
    win = open_joined(qtbot, tmp_path, broker, host)
    controller = win.table.controller
    controller.try_action(next(a for a in controller.state.legal_actions() if a[0] == "take"))
    qtbot.waitUntil(lambda: controller.body["version"] == 2, timeout=3000)
    assert win.notifications == []
    monkeypatch.setattr(win, "isActiveWindow", lambda: False)
    host.play_own_turn()
    qtbot.waitUntil(lambda: win.notifications == ["Your turn in Copenhagen."], timeout=3000)


def test_host_away_shows_on_the_table(qtbot, tmp_path, broker):
    host = memory_host(broker)
    host.play_own_turn()
    win = open_joined(qtbot, tmp_path, broker, host)
    resyncs = []
    win.table.controller.changed.connect(lambda: resyncs.append(1))
    host.session.leave()
    qtbot.waitUntil(lambda: win.table.rows[0].kind.text() == "(host away)", timeout=3000)
    assert resyncs == []  # presence only: the table is not rebuilt under a held piece or a click
    assert "host is away" in win.table.status.text()
    assert win.table.controller.body["version"] == 1  # same table, newer presence
    host.session.host_presence = "online"
    host.session.publish_views()
    qtbot.waitUntil(lambda: win.table.rows[0].kind.text() == "(host)", timeout=3000)
    assert "host is away" not in win.table.status.text()


def test_the_end_of_the_game_shows_the_score_sheet_and_the_shelf_says_finished(qtbot, tmp_path, broker):
    host = memory_host(broker)
    host.play_own_turn()
    win = open_joined(qtbot, tmp_path, broker, host)
    controller = win.table.controller
    finished = []
    controller.finished.connect(lambda: finished.append(1))
    while not host.match.state.is_over:  # the rest of the game at once (the test plays both seats)
        host.match.apply(host.match.state.legal_actions()[0])
    host.session.publish_views()
    qtbot.waitUntil(lambda: finished == [1], timeout=5000)
    assert win.table.sheet.isVisible()  # the score sheet over the final table, as at a local table
    # the host's final view brought the finished game's record: graph and Review as at a local table
    assert win.table.sheet.graph is not None and win.table.sheet.review_button.isVisible()
    assert controller.state.scores() == host.match.state.scores()
    assert "Game over" in win.table.status.text() and not controller.can_act
    win.table.sheet.play_again.emit()  # a new deal is the host's: back to the shelf
    assert win.stack.currentWidget() is win.shelf
    assert win.shelf.saves.item(0).text().startswith("Anna's Copenhagen — finished")
    # Listed once: the kept record (in the saves, for statistics) is reviewed from the joined line.
    assert win.shelf.saves.count() == 1 and len(win.shelf.store.list()[0]) == 1
    win.shelf.saves.setCurrentRow(0)
    assert win.shelf.review_button.isEnabled()
    reviewed = []
    win.shelf.review.connect(reviewed.append)
    QTest.mouseClick(win.shelf.review_button, Qt.LeftButton)
    assert reviewed == [win.shelf.store.list()[0][0].path]
    assert win.stack.currentWidget() is win._review  # the whole game, as at a local table
    win.close_review()
    assert win.stack.currentWidget() is win.shelf
    win.join(win.shelf.saves.item(0).data(Qt.UserRole).code)  # reopened from the shelf: the final table
    assert win.stack.currentWidget() is win.table and win.table.controller.body["over"]
    assert "Game over" in win.table.status.text()


def test_the_desktop_entry_opens_tarsas_links():
    import configparser
    from pathlib import Path

    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(Path(__file__).resolve().parents[2] / "installer" / "linux" / "tarsas.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert "x-scheme-handler/tarsas" in entry["MimeType"].split(";")
    assert entry["Exec"].split()[1] == "%u"  # a link (or a file, as a path or file:// URL)
    from desktop_app.app import _local_path

    assert _local_path("file:///tmp/my%20game.tarsas") == "/tmp/my game.tarsas"  # %u hands files as URLs
    assert _local_path("/tmp/game.tarsas") == "/tmp/game.tarsas"


def test_the_hosts_last_will_shows_host_away(qtbot, tmp_path, broker):
    """The host's link dies without a goodbye (a killed process): the broker publishes its last
    will, and the joined table says "host away" at once, without a rebuild."""
    from desktop_app.net import topics

    host = memory_host(broker)
    host.session.transport.inner.will_token = b"w" * 16  # what MqttTransport sets for each connection
    host.play_own_turn()
    host.session.publish_views()
    win = open_joined(qtbot, tmp_path, broker, host)
    qtbot.waitUntil(lambda: win.table.controller.body.get("will") == topics.token_hash(b"w" * 16), timeout=3000)
    assert win.table.rows[0].kind.text() == "(host)"
    resyncs = []
    win.table.controller.changed.connect(lambda: resyncs.append(1))
    forged = broker.connect()
    forged.publish(topics.presence(host.session.room_hex, topics.HOST), b"x" * 16, retain=True)  # not its will
    qtbot.wait(100)
    assert win.table.rows[0].kind.text() == "(host)"
    forged.publish(topics.presence(host.session.room_hex, topics.HOST), b"w" * 16, retain=True)  # the broker, on the death
    qtbot.waitUntil(lambda: win.table.rows[0].kind.text() == "(host away)", timeout=3000)
    assert "host is away" in win.table.status.text() and resyncs == []
