"""Issue 23 finding 6: on a broker without the room's ACL (a real mosquitto open to anyone) the
hosting app survives outsiders clearing or overwriting its retained messages, and a finished game
leaves nothing retained behind for the seats that have it. The host is the real window hosting on
that broker (Settings -> Online: an internet broker); friends and the outsider are MQTT clients."""
from __future__ import annotations

import random

from PySide6.QtCore import QSettings

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.net import codes, topics
from desktop_app.net.broker_auth import seat_login
from desktop_app.net.client import ClientSession
from desktop_app.net.mqtt import MqttTransport, client_id_for
from desktop_app.ui.online.net_bridge import QtTransport
from tests.net.broker import mosquitto  # noqa: F401  (fixture)
from tests.net.mqtt_probe import Probe

LEFT = 3  # actions before the end when the host opens the game


def near_the_end(seed: int = 4) -> tuple[Match, list]:
    spec = REGISTRY["christmas_tree"]
    match = Match.start(spec, [Seat("Host", "#d35400"), Seat("Anna", "#16a085", "remote"),
                               Seat("Bence", "#2980b9", "remote")], seed)
    probe, rng, actions = match.fresh_state(), random.Random(seed), []
    while not probe.is_over:
        actions.append(rng.choice(probe.legal_actions()))
        probe.apply(actions[-1])
    for action in actions[:-LEFT]:
        match.apply(action)
    return match, actions[-LEFT:]


def seat_client(invite) -> ClientSession:
    link = MqttTransport(invite.broker, client_id_for(invite.secret, "seat"), *seat_login(invite))
    client = ClientSession(invite, QtTransport(link))
    client.start()
    return client


def retained(url: str, topic: str, settle) -> list[int]:
    """The sizes of what a newcomer gets on `topic` (a retained copy, if the broker holds one)."""
    probe = Probe(url)
    assert probe.admitted()
    probe.subscribe(topic)
    settle(probe)
    probe.close()
    return [size for t, size in probe.received if t == topic]


def test_outsiders_cannot_wreck_the_rooms_retained_messages_and_a_finished_game_cleans_up(window, qtbot, mosquitto):  # noqa: F811
    QSettings().setValue("online/embedded", False)
    QSettings().setValue("online/url", mosquitto.url)
    match, rest = near_the_end()
    window.start(match)
    table = window.table
    qtbot.waitUntil(lambda: table.waiting_room.link_up, timeout=10000)
    anna = codes.parse(next(line for line in table.waiting_room.lines if line.seat == 1).code.text())
    room = anna.room_hex
    client = seat_client(anna)
    qtbot.waitUntil(lambda: client.version == match.version, timeout=10000)
    table.set_hold(2, "random")  # Bence is not here: a computer plays his seat
    qtbot.waitUntil(table.waiting_room.start_button.isEnabled, timeout=10000)
    table.waiting_room.start_button.click()
    controller = table.controller
    outsider = Probe(mosquitto.url)
    assert outsider.admitted()

    # a 10 MB retained message on the host's presence: cleared before it reaches the next newcomer
    outsider.publish(topics.presence(room, topics.HOST), b"\0" * 10_000_000, retain=True).wait_for_publish(20)
    qtbot.waitUntil(lambda: table.link.guard.repairs >= 1, timeout=10000)
    assert retained(mosquitto.url, topics.presence(room, topics.HOST), lambda p: qtbot.wait(300)) == []

    # play to the end (the computer plays Bence's seat, the host's own seat here, Anna's there)
    while not match.state.is_over:
        player = match.state.current_player
        if player == 1:
            qtbot.waitUntil(lambda: client.my_turn and client.version == match.version, timeout=10000)
            version = match.version
            client.send_action(client.legal_actions()[0])
            qtbot.waitUntil(lambda: match.version > version, timeout=10000)
        elif player == 0:
            version = match.version
            qtbot.waitUntil(lambda: not controller._awaiting_board, timeout=10000)
            assert controller.try_action(match.state.legal_actions()[0])
            qtbot.waitUntil(lambda: match.version > version, timeout=10000)
        else:
            version = match.version
            qtbot.waitUntil(lambda: match.version > version, timeout=20000)
    qtbot.waitUntil(lambda: client.take_record() is not None, timeout=10000)

    # an outsider clears Anna's record and overwrites her view: the host puts its own back
    repairs = table.link.guard.repairs
    outsider.publish(topics.record_to_seat(room, 1), b"", retain=True).wait_for_publish(5)
    outsider.publish(topics.to_seat(room, 1), b"junk" * 100, retain=True).wait_for_publish(5)
    qtbot.waitUntil(lambda: table.link.guard.repairs >= repairs + 2, timeout=10000)
    late = seat_client(anna)  # Anna's table opened again, e.g. on another day
    qtbot.waitUntil(lambda: late.take_record() is not None, timeout=10000)
    assert late.body["over"] and not late.dropped
    late.transport.close()
    outsider.close()

    # the host leaves the finished game with Anna here: her view, record and every will go; Bence's
    # (he was never here) stay for his return
    window.show_shelf()
    assert table.link is None
    everything = Probe(mosquitto.url)
    assert everything.admitted()
    everything.subscribe(f"{topics.ROOT}/{room}/#")
    qtbot.waitUntil(lambda: {t for t, _n in everything.received} >= {topics.to_seat(room, 2), topics.record_to_seat(room, 2)},
                    timeout=10000)
    qtbot.wait(300)
    left = {t for t, _n in everything.received}
    assert left == {topics.to_seat(room, 2), topics.record_to_seat(room, 2)}, left
    everything.close()
    client.transport.close()
