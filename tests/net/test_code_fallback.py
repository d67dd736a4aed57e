"""Invite codes of a room on the host's own broker also carry the host computer's name, so a code
keeps working when the host's network address changes (DHCP, another Wi-Fi): the joiner tries
`<name>.local` (mDNS via the OS's resolver) and the name as given when the address does not answer.
Older codes (no name) read as before."""
from __future__ import annotations

import socket

from desktop_app.net import codes
from desktop_app.net.codes import Invite, host_name, new_room, new_secret
from desktop_app.net.embedded import EmbeddedBroker
from desktop_app.net.rooms import Room

# A code as Tarsas wrote it before codes carried a name.
OLD_CODE = ("tarsas://join/AEAACAQDAQCQMBYIBEFAWDANBYHQEEARCIJRIFIWC4MBSGQ3DQOR4HY?broker="
            "mqtt://192.168.1.20:1883")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_an_old_code_reads_as_before():
    invite = codes.parse(OLD_CODE)
    assert invite.broker == "mqtt://192.168.1.20:1883" and invite.seat == 2 and invite.name is None
    assert invite.room == bytes(range(16)) and invite.secret == bytes(range(16, 32))
    assert invite.fallback_brokers() == [] and invite.code() == OLD_CODE


def test_a_code_carries_the_host_name_and_names_where_else_to_look():
    invite = Invite(new_room(), 1, new_secret(), "mqtt://192.168.1.20:1883", "anna-laptop.fritz.box")
    back = codes.parse(invite.code())
    assert back == invite and "&name=anna-laptop.fritz.box" in invite.code()
    assert back.fallback_brokers() == ["mqtt://anna-laptop.local:1883", "mqtt://anna-laptop.fritz.box:1883",
                                       "mqtt://anna-laptop:1883"]
    mac = Invite(new_room(), 1, new_secret(), "mqtt://10.0.0.7:4000", "Annas-MacBook-Pro.local")
    assert mac.fallback_brokers() == ["mqtt://Annas-MacBook-Pro.local:4000", "mqtt://Annas-MacBook-Pro:4000"]
    damaged = invite.code().replace("name=anna-laptop", "name=anna_laptop%20x")
    assert codes.parse(damaged).name is None  # a damaged hint is dropped; the address still works


def test_only_a_usable_computer_name_goes_into_a_code(monkeypatch):
    assert host_name("DESKTOP-7QK2M1") == "DESKTOP-7QK2M1"
    assert host_name("Annas-MacBook-Pro.local") == "Annas-MacBook-Pro.local"
    assert host_name("localhost") is None and host_name("my_pc") is None and host_name("") is None
    monkeypatch.setattr(socket, "gethostname", lambda: "anna-laptop")
    lan = Room.new("0" * 32, [1], "mqtt://192.168.1.20:1883", True)
    assert codes.parse(lan.code(1)).name == "anna-laptop"
    internet = Room.new("0" * 32, [1], "mqtts://broker.example.org:8883", False)
    assert codes.parse(internet.code(1)).name is None  # an internet broker's address does not move


def test_the_joiner_reaches_the_host_by_name_when_the_address_is_dead():
    from desktop_app.ui.online.remote_controller import mqtt_transport

    broker = EmbeddedBroker("127.0.0.1", free_port())  # alive on loopback only
    broker.start()
    try:
        # the address in the code answers no more (127.0.0.2: nothing listens there); the name does
        invite = codes.parse(Invite(new_room(), 1, new_secret(), f"mqtt://127.0.0.2:{broker.port}", "localhost").code())
        assert invite.fallback_brokers()[-1] == f"mqtt://localhost:{broker.port}"
        transport = mqtt_transport(invite)  # what Join uses
        try:
            assert transport.wait_connected(30)
            assert transport._client.host == "localhost"
        finally:
            transport.close()
    finally:
        broker.stop()


def test_an_address_that_is_another_device_now_counts_as_dead():
    import threading

    import pytest

    from desktop_app.ui.online.remote_controller import mqtt_transport

    broker = EmbeddedBroker("127.0.0.1", free_port())
    broker.start()
    impostor = socket.socket()
    try:
        impostor.bind(("127.0.0.2", broker.port))  # the code's old address: something else answers there
    except OSError:
        impostor.close()
        broker.stop()
        pytest.skip("this system has no 127.0.0.2")
    impostor.listen()
    impostor.settimeout(0.2)
    stop = threading.Event()

    def answer_junk():
        while not stop.is_set():
            try:
                conn, _ = impostor.accept()
            except OSError:
                continue
            with conn:
                conn.sendall(b"SSH-2.0-OpenSSH_9.2\r\n")  # not MQTT

    thread = threading.Thread(target=answer_junk, daemon=True)
    thread.start()
    try:
        invite = Invite(new_room(), 1, new_secret(), f"mqtt://127.0.0.2:{broker.port}", "localhost")
        transport = mqtt_transport(invite)
        try:
            assert transport.wait_connected(30)
            assert transport._client.host == "localhost"
        finally:
            transport.close()
    finally:
        stop.set()
        thread.join(5)
        impostor.close()
        broker.stop()


def test_until_the_broker_first_answers_a_link_tries_every_two_seconds_then_backs_off_to_fifteen():
    """A friend joining a host whose own broker is still starting waits in the join dialog (12 s):
    paho's doubling back-off (1, 2, 4, 8 s...) could miss that window, so the first contact is
    tried at most 2 s apart; once the broker answered, a later drop backs off up to 15 s."""
    from desktop_app.net import mqtt

    dead = f"mqtt://127.0.0.1:{free_port()}"
    for fallbacks in ((), (f"mqtt://localhost:{free_port()}",)):
        link = mqtt.MqttTransport(dead, "tarsas-test-backoff", start=False, fallbacks=fallbacks)
        client = link._client
        assert client._reconnect_max_delay == mqtt.FIRST_CONTACT_MAX_DELAY == 2.0
        for _ in range(6):  # rounds of refusals: never longer than the first-contact cap
            if fallbacks:
                link._next_candidate(client)
            assert client._reconnect_max_delay <= 2.0 and client._reconnect_min_delay <= 2.0
        link.connects = 1  # it answered once (as _on_connect counts): rounds may grow again
        if fallbacks:
            for _ in range(2 * len(link._candidates) * 4):
                link._next_candidate(client)
            assert client._reconnect_max_delay == 15
