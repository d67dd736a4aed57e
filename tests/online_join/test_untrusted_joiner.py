"""Issue 23 on the joining computer, through the real MainWindow and event loop (a host session in
the test, the joiner's window, one MemoryBroker pumped from the Qt loop): a move the host does not
answer is sent again, the table says so after a while and lets the player move again; a second
opening of the same code takes the seat over and the first window is told and goes quiet."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.net import client as client_module
from desktop_app.net.client import ClientSession
from qt_drive import to_view

from .helpers import memory_host
from .test_join_table import display_cards, open_joined


def from_seat(broker) -> list:
    return [payload for topic, payload in broker.wire if "/s2h/" in topic]


def test_an_unanswered_move_is_sent_again_said_and_the_player_may_move_again(qtbot, tmp_path, broker, monkeypatch):  # noqa: F811
    monkeypatch.setattr(client_module, "NOT_ANSWERED", 1.0)  # the table says so after 1 s here (4 s in the app)
    host = memory_host(broker)
    host.play_own_turn()
    win = open_joined(qtbot, tmp_path, broker, host)
    controller, scene, view = win.table.controller, win.table.scene, win.table.view
    deaf = {"on": True}
    handle = host.session.handle
    host.session.transport.on_message = lambda topic, payload: None if deaf["on"] else handle(topic, payload)
    sent = len(from_seat(broker))
    points = [to_view(view, card.mapToScene(card.rect.center())) for card in display_cards(scene)[1:3]]
    for point in points:  # two neighbouring harbour cards, with the mouse
        QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point)
    assert "Sent. Waiting for the host" in win.table.status.text() and not controller.can_act
    qtbot.waitUntil(lambda: "has not answered yet" in win.table.status.text(), timeout=5000)
    assert controller.can_act  # the way out: another move (or the shelf)
    qtbot.waitUntil(lambda: len(from_seat(broker)) >= sent + 2, timeout=5000)  # sent, and sent again: nobody answered
    deaf["on"] = False  # the host hears again: the next copy is taken
    qtbot.waitUntil(lambda: len(host.match.log) == 2, timeout=8000)
    qtbot.waitUntil(lambda: controller.body.get("version") == 2, timeout=3000)
    qtbot.waitUntil(lambda: "Waiting for Anna" in win.table.status.text(), timeout=5000)
    assert host.match.log[1].player == 1 and controller.session.pending is None and not controller.can_act


def test_a_second_opening_takes_the_seat_and_the_first_window_is_told(qtbot, tmp_path, broker):  # noqa: F811
    host = memory_host(broker)
    host.play_own_turn()
    win = open_joined(qtbot, tmp_path, broker, host)
    controller = win.table.controller
    first = controller.session.opening
    qtbot.waitUntil(lambda: host.session.openings.get(1) == first, timeout=3000)
    elsewhere = ClientSession(host.invite, broker.connect())  # the same code, opened on another computer
    elsewhere.start()
    qtbot.waitUntil(lambda: "open on another computer" in win.table.status.text(), timeout=3000)
    assert controller.taken_over and not controller.can_act and controller.connection.closed
    assert host.session.openings[1] == elsewhere.opening and elsewhere.confirmed and not elsewhere.taken_over
    assert host.session.presence[1] == "online"  # no goodbye from the copy that stopped
    sent = len(from_seat(broker))
    qtbot.wait(300)
    assert len(from_seat(broker)) == sent  # the first copy is quiet for good (no hello, no reconnect)
    elsewhere.send_action(elsewhere.legal_actions()[0])  # the seat plays on from there
    qtbot.waitUntil(lambda: len(host.match.log) == 2, timeout=3000)


def test_the_first_turn_guide_on_a_joiner_points_at_its_own_house(qtbot, tmp_path, broker):  # noqa: F811
    host = memory_host(broker)  # nobody moved yet: the host (Anna) is on turn
    win = open_joined(qtbot, tmp_path, broker, host)
    guide, scene = win.table.guide, win.table.scene
    assert guide is not None and guide.isVisible() and "This is your house" in guide.text.text()
    assert scene.controller.state.current_player == 0 and scene.controller.viewer == 1
    assert guide.steps[0].locate(scene) == scene.houses[1].sceneBoundingRect() != scene.houses[0].sceneBoundingRect()


def test_hints_are_the_hosts_choice_for_everyone(qtbot, tmp_path, broker):  # noqa: F811
    """Issue 23 finding 8: a joiner's Hint used to answer "Hints are not offered…". With hints on,
    the host thinks one out on a table that agrees with what the seat sees and sends it; with
    hints off, nobody gets one (the host's own table neither)."""
    from desktop_app.ui.controller import _AgentTask  # noqa: F401  (the host app's thread pool task)

    host = memory_host(broker)
    host.play_own_turn()
    asked = []

    def think(seat, base):  # the host app's part (GameController.hint_remote), here without a window
        import random

        from desktop_app.engine.agents import make_agent

        asked.append((seat, base))
        table = host.match.state.determinize(seat, random.Random(1))
        host.session.send_hint(seat, base, make_agent("greedy", host.match.spec, 1).choose(table))
    host.session.on_hint = think
    win = open_joined(qtbot, tmp_path, broker, host)
    table = win.table
    QTest.mouseClick(table.hint_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: table.status.text().startswith("Hint:"), timeout=5000)  # the scene shows it
    assert asked == [(1, host.match.version)] and table.hint_button.isEnabled()
    host.session.hints = False  # a table whose host turned hints off
    host.session.publish_views()
    qtbot.waitUntil(lambda: table.controller.body.get("hints") is False, timeout=3000)
    QTest.mouseClick(table.hint_button, Qt.LeftButton)
    assert "turned hints off" in table.status.text() and len(asked) == 1


def test_two_copies_of_one_code_never_knock_each_other_off_mosquitto(tmp_path):
    """Issue 23 finding 2 on a real broker: both copies had one client id, and mosquitto closed
    each in turn ("already connected, closing old connection") every second. Each opening has a
    client id of its own now; which one plays the seat is the host's decision (the session test)."""
    import time

    from desktop_app.net.codes import Invite, new_room, new_secret
    from desktop_app.ui.online.remote_controller import mqtt_transport
    from net.broker import Mosquitto, mosquitto_available

    if not mosquitto_available():
        pytest.skip("mosquitto is not installed")
    broker = Mosquitto(tmp_path)
    broker.start()
    try:
        invite = Invite(new_room(), 1, new_secret(), broker.url)
        first, second = mqtt_transport(invite), mqtt_transport(invite)  # the app's own links, one code
        assert first.wait_connected(10) and second.wait_connected(10)
        time.sleep(2.5)  # mosquitto's knocking-off showed within a second
        assert first.connects == second.connects == 1 and first.connected.is_set() and second.connected.is_set()
        assert "already connected" not in (tmp_path / "mosquitto.log").read_text()
        first.close(0.5)
        second.close(0.5)
    finally:
        broker.stop()
