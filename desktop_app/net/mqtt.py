"""The MQTT transport (paho-mqtt 2.x) for rooms on a real broker (mosquitto, EMQX, VerneMQ, or the
embedded one). MQTT 3.1.1 is used, so every standard broker (amqtt too) accepts it.

paho runs its network thread and calls us there: callbacks only hand the message on (the Qt
bridge re-emits it as a queued signal; the self-test puts it in a queue), and exceptions in them
never kill the network thread (`suppress_exceptions`). Subscriptions are renewed in `on_connect`,
so a broker restart costs nothing but the reconnect."""
from __future__ import annotations

import hashlib
import logging
import socket
import ssl
import threading

import paho.mqtt.client as mqtt
from paho.mqtt.enums import CallbackAPIVersion

from . import topics
from .codes import parse_broker

log = logging.getLogger("tarsas.net.mqtt")
MAX_PAYLOAD = 256 * 1024
KEEPALIVE = 20  # seconds; a silent network loss shows (the will fires) after about 1.5 x this


def client_id_for(secret: bytes, role: str) -> str:
    """Stable per seat (a restart resumes), unguessable (a client id can knock its owner off)."""
    return "tarsas-" + hashlib.blake2b(role.encode(), key=secret, digest_size=12).hexdigest()


FIRST_CONTACT_MAX_DELAY = 2.0  # seconds between tries before the broker first answered


class MqttTransport:
    def __init__(self, broker_url: str, client_id: str, username: str | None = None,
                 password: str | None = None, ca_file: str | None = None,
                 presence: str | None = None, start: bool = True, fallbacks=()):
        """`fallbacks`: other URLs of the same broker (the host computer's name, codes.py), tried in
        turn when the current one does not answer (a host whose network address changed); the
        one that answered is kept for reconnects. `start=False`: connect only when `start()` is
        called (once the caller's callbacks are in place). `presence`: the topic of this link's
        last will, which the broker publishes (retained) when the link dies without a goodbye (a killed process; a lost network after 1.5 x the
        keepalive). The will is a token, fresh for every connection (`will_token`, see
        topics.presence)."""
        host, port, tls = parse_broker(broker_url)
        self._filters: set[str] = set()
        self._lock = threading.Lock()
        self.on_message = None
        self.on_connection = None
        self.connected = threading.Event()
        self.bytes_sent = 0
        self.connects = 0  # how often the link (re)connected
        client = mqtt.Client(CallbackAPIVersion.VERSION2, client_id=client_id, protocol=mqtt.MQTTv311,
                             clean_session=True)
        client.suppress_exceptions = True
        # Until the first answer someone is waiting (the join dialog, a host whose own broker is
        # still starting): try every 2 s at most; after a later drop back off up to 15 s.
        client.reconnect_delay_set(min_delay=0.5, max_delay=FIRST_CONTACT_MAX_DELAY)
        client.max_queued_messages_set(1000)
        if username:
            client.username_pw_set(username, password)
        if tls:
            client.tls_set(ca_certs=ca_file, cert_reqs=ssl.CERT_REQUIRED)
        client.on_connect = self._on_connect
        client.on_disconnect = self._on_disconnect
        client.on_message = self._on_message
        client.on_socket_open = self._on_socket_open
        self.will_token: bytes | None = None
        self._acked = False  # this connection got the broker's CONNACK
        client.on_pre_connect = lambda c, _userdata: self._pre_connect(c, presence)
        self._last_publish = None
        self._client = client
        self._started = False
        self._address = (host, port)
        self._candidates = [(host, port)] + [parse_broker(url)[:2] for url in fallbacks]
        self._candidate = 0
        self._round_delay = 1.0
        if len(self._candidates) > 1:
            client.on_connect_fail = self._on_connect_fail
            client.connect_timeout = 3.0  # a dead address on one network: don't wait paho's 5 s per try
        if start:
            self.start()

    def start(self) -> None:
        """Connect (retrying until the broker answers) on paho's network thread."""
        if self._started:
            return
        self._started = True
        self._client.connect_async(*self._address, keepalive=KEEPALIVE)
        self._client.loop_start()

    def _pre_connect(self, client, presence: str | None) -> None:
        self._acked = False
        if presence is not None:
            self._new_will(client, presence)

    def _new_will(self, client, topic: str) -> None:
        """Before every connection attempt (paho's on_pre_connect): a will of its own, so a will
        left by an earlier connection can never mean that this one is gone."""
        token = topics.new_token()
        client.will_set(topic, token, qos=1, retain=True)
        self.will_token = token

    @staticmethod
    def _on_socket_open(_client, _userdata, sock) -> None:
        # Small messages must not wait for Nagle + delayed ACK (~40 ms a hop on loopback).
        try:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        except (OSError, AttributeError):
            pass

    def _on_connect_fail(self, client, _userdata) -> None:
        """This address did not answer: the next one, soon within a round, backing off after it."""
        self._next_candidate(client)

    def _next_candidate(self, client) -> None:
        self._candidate = (self._candidate + 1) % len(self._candidates)
        cap = 15.0 if self.connects else FIRST_CONTACT_MAX_DELAY
        if self._candidate == 0:  # all tried: wait longer each round (as paho alone would)
            client.reconnect_delay_set(min_delay=min(self._round_delay, cap), max_delay=cap)
            self._round_delay = min(self._round_delay * 2, cap)
        else:
            client.reconnect_delay_set(min_delay=0.1, max_delay=cap)
        host, port = self._candidates[self._candidate]
        # paho's host/port setters refuse while it is still retrying (state "connecting"); these are
        # the fields its next reconnect() reads (tests/net/test_code_fallback.py covers it)
        client._host, client._port = host, port
        log.info("broker not reached; trying %s:%s", host, port)

    def _on_connect(self, client, _userdata, _flags, reason_code, _properties) -> None:
        if reason_code.is_failure:
            log.warning("broker refused the connection: %s", reason_code)
            return
        self._acked = True
        self._round_delay = 1.0  # reached: the usual back-off for a later drop
        client.reconnect_delay_set(min_delay=1, max_delay=15)
        with self._lock:
            filters = list(self._filters)
        for pattern in filters:
            client.subscribe(pattern, qos=1)
        self.connects += 1
        self.connected.set()
        if self.on_connection:
            self.on_connection(True)

    def _on_disconnect(self, client, _userdata, _flags, reason_code, _properties) -> None:
        if not self._acked and len(self._candidates) > 1:
            # something answered at this address but no MQTT broker (the address is another
            # device's now): as good as no answer
            self._next_candidate(client)
        self.connected.clear()
        if self.on_connection:
            self.on_connection(False)

    def _on_message(self, _client, _userdata, message) -> None:
        if len(message.payload) > MAX_PAYLOAD:
            log.warning("dropped an oversized message on %s", message.topic)
            return
        handler = self.on_message
        if handler is not None:
            handler(message.topic, bytes(message.payload))

    def subscribe(self, pattern: str) -> None:
        with self._lock:
            self._filters.add(pattern)
        if self.connected.is_set():
            self._client.subscribe(pattern, qos=1)

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        if len(payload) > MAX_PAYLOAD:
            raise ValueError("message too large for the room")
        self.bytes_sent += len(payload)
        self._last_publish = self._client.publish(topic, payload, qos=1, retain=retain)  # queued while offline

    def wait_connected(self, timeout: float) -> bool:
        return self.connected.wait(timeout)

    def close(self, flush_seconds: float = 3.0) -> None:
        """Disconnect after the last message left (so a final view is not lost), then stop."""
        if not self._started:
            return
        self._started = False
        info = self._last_publish
        if info is not None and self.connected.is_set():
            try:
                info.wait_for_publish(timeout=flush_seconds)
            except (RuntimeError, ValueError):
                pass  # published while offline: paho can't tell; the retained view is re-sent anyway
        try:
            self._client.disconnect()
        finally:
            self._client.loop_stop()
