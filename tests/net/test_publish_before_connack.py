"""A message published while the link is still connecting waits for the broker's CONNACK.

paho's reconnect() opens the socket a moment before it queues the CONNECT; a publish from the UI
thread in that moment went out first, and the broker refused the whole connection ("Can't read
first packet as CONNECT", CI of session 8: a join that never arrived). Here that moment is made
long, a message is published inside it, and the first bytes the broker reads must be a CONNECT."""
from __future__ import annotations

import socket
import threading
import time

import paho.mqtt.client as paho

from desktop_app.net.mqtt import MqttTransport

CONNECT, PUBLISH = 0x10, 0x30


def test_a_publish_while_connecting_never_goes_out_before_the_connect(monkeypatch):
    in_window = threading.Event()
    send_connect = paho.Client._send_connect

    def slow_send_connect(self, keepalive):
        in_window.set()  # the socket is open, the CONNECT not yet queued
        time.sleep(0.3)
        return send_connect(self, keepalive)

    monkeypatch.setattr(paho.Client, "_send_connect", slow_send_connect)
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        server.settimeout(10)
        link = MqttTransport(f"mqtt://127.0.0.1:{server.getsockname()[1]}", "tarsas-race-test")
        try:
            assert in_window.wait(10)
            link.publish("tarsas/test/hello", b"early")
            peer, _ = server.accept()
            with peer:
                peer.settimeout(10)
                first = peer.recv(1)
                assert first and first[0] & 0xF0 == CONNECT, f"first packet type {first[0] >> 4 if first else None}"
                peer.recv(4096)  # the rest of the CONNECT
                peer.sendall(bytes([0x20, 2, 0, 0]))  # CONNACK, accepted
                assert link.wait_connected(10)
                received = b""
                deadline = time.monotonic() + 10
                while b"early" not in received and time.monotonic() < deadline:
                    received += peer.recv(4096)
                assert received[0] & 0xF0 == PUBLISH and b"early" in received  # sent once admitted
        finally:
            link._client.loop_stop()
