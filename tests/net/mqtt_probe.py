"""A bare MQTT client for tests that play the outsider or a seat gone wrong: connect (and see what
the broker answered), subscribe, publish, collect what arrives. paho, MQTT 3.1.1, no app code."""
from __future__ import annotations

import os
import threading
import time

import paho.mqtt.client as mqtt
from paho.mqtt.enums import CallbackAPIVersion

from desktop_app.net.codes import parse_broker


class Probe:
    def __init__(self, url: str, user: str | None = None, password: str | None = None, will: str | None = None,
                 client_id: str | None = None, clean_session: bool = True):
        host, port, _tls = parse_broker(url)
        self.client = mqtt.Client(CallbackAPIVersion.VERSION2, client_id=client_id or "probe-" + os.urandom(6).hex(),
                                  protocol=mqtt.MQTTv311, clean_session=clean_session)
        if user:
            self.client.username_pw_set(user, password)
        if will:
            self.client.will_set(will, b"w" * 32, qos=1, retain=True)
        self.answered = threading.Event()
        self.refused: bool | None = None
        self.gone = threading.Event()
        self.received: list[tuple[str, int]] = []
        self.client.on_connect = self._on_connect
        self.client.on_disconnect = lambda *_a: self.gone.set()
        self.client.on_message = lambda _c, _u, m: self.received.append((m.topic, len(m.payload)))
        self.client.connect(host, port, keepalive=20)
        self.client.loop_start()

    def _on_connect(self, _client, _userdata, _flags, reason_code, _properties) -> None:
        self.refused = reason_code.is_failure
        self.answered.set()
        if self.refused:
            self.client.disconnect()

    def admitted(self, timeout: float = 5.0) -> bool:
        assert self.answered.wait(timeout), "the broker never answered the CONNECT"
        return not self.refused

    def subscribe(self, topic: str) -> None:
        self.client.subscribe(topic, qos=1)

    def publish(self, topic: str, payload: bytes, retain: bool = False):
        return self.client.publish(topic, payload, qos=1, retain=retain)

    def wait(self, condition, timeout: float = 5.0) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if condition():
                return True
            time.sleep(0.02)
        return condition()

    def close(self) -> None:
        self.client.disconnect()
        self.client.loop_stop()
