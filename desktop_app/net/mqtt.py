"""The MQTT transport (paho-mqtt 2.x) for rooms on a real broker (mosquitto, EMQX, VerneMQ, or the
embedded one). MQTT 3.1.1 is used, so every standard broker (amqtt too) accepts it.

paho runs its network thread and calls us there: callbacks only hand the message on (the Qt
bridge re-emits it as a queued signal; the self-test puts it in a queue), and exceptions in them
never kill the network thread (`suppress_exceptions`). Subscriptions are renewed in `on_connect`,
so a broker restart costs nothing but the reconnect."""
from __future__ import annotations

import hashlib
import logging
import selectors
import socket
import ssl
import threading
import time

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


MAX_WAITING = 1000  # messages held while offline (as many as paho would queue)
FIRST_CONTACT_MAX_DELAY = 2.0  # seconds between tries before the broker first answered


class MqttTransport:
    def __init__(self, broker_url: str, client_id: str, username: str | None = None,
                 password: str | None = None, ca_file: str | None = None,
                 presence: str | None = None, start: bool = True, fallbacks=(), persistent: bool = False,
                 loop: "LinkLoop | None" = None):
        """`loop`: the LinkLoop whose one thread serves this link (many links of one process: a
        table server's rooms), instead of paho's own thread for it. `fallbacks`: other URLs of the same broker (the host computer's name, codes.py), tried in
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
        self.on_oversized = None  # called with the topic of a message dropped as too large
        self.connected = threading.Event()
        self.bytes_sent = 0
        self.connects = 0  # how often the link (re)connected
        self.refused: str | None = None  # the broker's reason when it refused the last connection (a login)
        client = mqtt.Client(CallbackAPIVersion.VERSION2, client_id=client_id, protocol=mqtt.MQTTv311,
                             clean_session=not persistent)
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
        # Until the broker's CONNACK our messages wait here, not in paho: paho's reconnect() opens
        # the socket a moment before it queues the CONNECT, and a publish from another thread in
        # that moment went out first; the broker then refuses the connection (CI saw "Can't read
        # first packet as CONNECT: Invalid fixed packet type 3" and a join that never arrived).
        self._open = False
        self._waiting: list[tuple[str, bytes, bool]] = []
        self._client = client
        self._started = False
        self._address = (host, port)
        self._candidates = [(host, port)] + [parse_broker(url)[:2] for url in fallbacks]
        self._candidate = 0
        self._round_delay = 1.0
        self._loop = loop
        if loop is not None:
            client.on_socket_register_write = lambda _c, _u, _sock: loop.want_write(self)
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
        if self._loop is not None:
            return self._loop.add(self)
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
            self.refused = str(reason_code)
            return
        self.refused = None
        self._acked = True
        self._round_delay = 1.0  # reached: the usual back-off for a later drop
        client.reconnect_delay_set(min_delay=1, max_delay=15)
        with self._lock:
            filters = list(self._filters)
        for pattern in filters:
            client.subscribe(pattern, qos=1)
        with self._lock:
            self._open = True
            waiting, self._waiting = self._waiting, []
            for topic, payload, retain in waiting:
                self._last_publish = client.publish(topic, payload, qos=1, retain=retain)
        self.connects += 1
        self.connected.set()
        if self.on_connection:
            self.on_connection(True)

    def _on_disconnect(self, client, _userdata, _flags, reason_code, _properties) -> None:
        if not self._acked and len(self._candidates) > 1:
            # something answered at this address but no MQTT broker (the address is another
            # device's now): as good as no answer
            self._next_candidate(client)
        with self._lock:
            self._open = False
        self.connected.clear()
        if self.on_connection:
            self.on_connection(False)

    def _on_message(self, _client, _userdata, message) -> None:
        if len(message.payload) > MAX_PAYLOAD:
            log.warning("dropped an oversized message on %s", message.topic)
            if self.on_oversized is not None:
                self.on_oversized(message.topic)  # the host's RetainedGuard clears such junk off its slots
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
        with self._lock:
            if not self._open:
                if len(self._waiting) < MAX_WAITING:
                    self._waiting.append((topic, payload, retain))
                else:
                    log.warning("offline too long: dropped a message on %s", topic)
                return
            self._last_publish = self._client.publish(topic, payload, qos=1, retain=retain)

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
        if self._loop is not None:
            return self._loop.remove(self, flush_seconds)
        try:
            self._client.disconnect()
        finally:
            self._client.loop_stop()


class LinkLoop:
    """One network thread for many broker links (a table server's rooms, a bench's simulated
    seats): paho's external loop (loop_read / loop_write / loop_misc) over every link's socket,
    instead of paho's thread per link. 500 rooms were 500 threads beside the server's own, which
    on a busy machine did not run often enough to keep their keepalives (issue 24). Each link is
    still its own connection (its own login, its own last will); reconnects back off as paho's
    own loop does (reconnect_delay_set). Only this thread reads and writes the sockets: a
    publish from another thread queues in paho and wakes it."""

    MISC_EVERY = 1.0  # seconds between keepalive checks of every link

    def __init__(self, name: str = "tarsas-links"):
        self._selector = selectors.DefaultSelector()
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._wake_w.setblocking(False)
        self._selector.register(self._wake_r, selectors.EVENT_READ, None)
        self._lock = threading.Lock()
        self._added: list[MqttTransport] = []     # to connect (any thread)
        self._removed: list[tuple] = []           # (link, deadline, event) to close (any thread)
        self._writers: set[MqttTransport] = set()  # links with something queued to send (any thread)
        # the loop thread's own: link -> its socket and back-off; when to (re)connect; closing ones
        self._links: dict[MqttTransport, dict] = {}
        self._due: dict[MqttTransport, float] = {}
        self._closing: dict[MqttTransport, tuple] = {}
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)  # started by the first link
        self._stop = False

    # ---------------------------------------------------------------- any thread
    def add(self, link: MqttTransport) -> None:
        with self._lock:
            self._added.append(link)
            if not self._thread.is_alive() and not self._stop:
                self._thread.start()
        self._wake()

    def remove(self, link: MqttTransport, flush_seconds: float = 3.0) -> None:
        """Disconnect the link once its last message left (at most `flush_seconds`), then forget it."""
        done = threading.Event()
        with self._lock:
            self._removed.append((link, time.monotonic() + flush_seconds, done))
        self._wake()
        if threading.current_thread() is not self._thread and self._thread.is_alive():
            done.wait(flush_seconds + 2.0)

    def want_write(self, link: MqttTransport) -> None:
        with self._lock:
            asleep = not self._writers  # else a wake is on its way: the loop empties the set when it flushes
            self._writers.add(link)
        if asleep and threading.current_thread() is not self._thread:
            self._wake()

    def stop(self) -> None:
        with self._lock:
            self._stop = True
        self._wake()
        if self._thread.is_alive():
            self._thread.join(5)
        self._wake_r.close()
        self._wake_w.close()

    def _wake(self) -> None:
        try:
            self._wake_w.send(b"\0")
        except (BlockingIOError, OSError):
            pass  # already awake (its buffer full), or stopped

    # ---------------------------------------------------------------- the loop's thread
    def _run(self) -> None:
        next_misc, wait = 0.0, 0.0
        while not self._stop:
            for key, mask in self._selector.select(wait):
                link = key.data
                if link is None:
                    try:
                        while self._wake_r.recv(4096):
                            pass
                    except (BlockingIOError, OSError):
                        pass
                elif link in self._links:
                    self._guarded(link, self._serve, link, mask)
            self._take_changes()
            self._connect_due(time.monotonic())
            self._flush_writers()
            for link in list(self._closing):
                self._close_when_flushed(link)
            now = time.monotonic()
            if now >= next_misc:
                next_misc = now + self.MISC_EVERY
                for link in list(self._links):
                    self._guarded(link, self._keep_alive, link)
            wait = max(0.0, min(min(self._due.values(), default=next_misc), next_misc,
                                now + 0.05 if self._closing else next_misc) - now)
            if self._writers:  # queued by this thread's own callbacks after its flush: no wake comes for them
                wait = 0.0
        for link in list(self._links):
            self._forget(link)

    def _serve(self, link: MqttTransport, mask: int) -> None:
        if mask & selectors.EVENT_READ:
            link._client.loop_read()
        if mask & selectors.EVENT_WRITE:
            link._client.loop_write()
        self._follow(link)

    def _keep_alive(self, link: MqttTransport) -> None:
        link._client.loop_misc()
        self._follow(link)

    def _guarded(self, link: MqttTransport, work, *args) -> None:
        """One link's trouble (a socket gone bad under paho) is that link's lost connection, never
        the loop's end: paho closes it and calls on_disconnect; it connects again later."""
        try:
            work(*args)
        except Exception as exc:  # noqa: BLE001  (the thread serves every other link too)
            log.warning("a broker link failed (%s): connecting again", exc)
            try:
                link._client._loop_rc_handle(mqtt.MQTTErrorCode.MQTT_ERR_CONN_LOST)
            except Exception:  # noqa: BLE001
                pass
            self._follow(link)

    def _take_changes(self) -> None:
        with self._lock:
            added, self._added = self._added, []
            removed, self._removed = self._removed, []
        for link in added:
            self._links[link] = {"sock": None, "delay": None}
            self._due[link] = 0.0
        for link, deadline, done in removed:
            if link not in self._links:
                done.set()
            else:
                self._closing[link] = (deadline, done)
                self._due.pop(link, None)

    def _close_when_flushed(self, link: MqttTransport) -> None:
        """A link being closed: its DISCONNECT goes once its last publish was acknowledged (or its
        time is up); it is forgotten once its socket is closed."""
        deadline, done = self._closing[link]
        client, state = link._client, self._links[link]
        if client.socket() is not None and not state.get("disconnected"):
            info = link._last_publish
            if not (info is None or info.is_published() or not link.connected.is_set()) and time.monotonic() < deadline:
                return  # its last message is still on its way
            state["disconnected"] = True
            client.disconnect()
            self._flush_writers()
        if client.socket() is None or time.monotonic() > deadline + 1.0:
            self._forget(link)
            del self._closing[link]
            done.set()

    def _connect_due(self, now: float) -> None:
        for link in [link for link, at in self._due.items() if at <= now]:
            del self._due[link]
            client = link._client
            try:
                client.reconnect()  # on_pre_connect: a fresh will; the CONNECT is queued
            except (OSError, ValueError) as exc:
                log.debug("broker not reached: %s", exc)
                if len(link._candidates) > 1:
                    link._next_candidate(client)
                self._due[link] = now + self._next_delay(link, self._links[link])
                continue
            with self._lock:
                self._writers.add(link)
            self._guarded(link, self._follow, link)

    @staticmethod
    def _next_delay(link: MqttTransport, state: dict) -> float:
        """paho's own back-off (reconnect_delay_set: doubling from its minimum to its maximum)."""
        client = link._client
        low, high = client._reconnect_min_delay, client._reconnect_max_delay
        state["delay"] = low if state["delay"] is None else min(high, state["delay"] * 2)
        return state["delay"]

    def _flush_writers(self) -> None:
        with self._lock:
            writers, self._writers = self._writers, set()
        for link in writers:
            if link in self._links and link._client.want_write():
                self._guarded(link, self._serve, link, selectors.EVENT_WRITE)

    def _follow(self, link: MqttTransport) -> None:
        """Keep the selector on the link's socket of now (paho closes it on a loss, reconnect
        opens another), with write interest while paho has something queued; a lost link is
        connected again after its back-off."""
        state = self._links.get(link)
        if state is None:
            return
        sock = link._client.socket()
        if sock is not state["sock"]:
            if state["sock"] is not None:
                try:
                    self._selector.unregister(state["sock"])
                except (KeyError, ValueError, OSError):
                    pass
            state["sock"] = sock
            if sock is None:
                if link not in self._closing and link not in self._due:
                    self._due[link] = time.monotonic() + self._next_delay(link, state)
                return
            self._selector.register(sock, self._events(link), link)
            return
        if sock is not None:
            events = self._events(link)
            if self._selector.get_key(sock).events != events:
                self._selector.modify(sock, events, link)
        if link.connected.is_set():
            state["delay"] = None  # reached: the next loss starts from the shortest pause again

    @staticmethod
    def _events(link: MqttTransport) -> int:
        return selectors.EVENT_READ | (selectors.EVENT_WRITE if link._client.want_write() else 0)

    def _forget(self, link: MqttTransport) -> None:
        state = self._links.pop(link, None)
        if state is not None and state["sock"] is not None:
            try:
                self._selector.unregister(state["sock"])
            except (KeyError, ValueError, OSError):
                pass
