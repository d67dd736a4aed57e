"""Transports carry opaque bytes on topics. `MemoryBroker` is for tests (and chaos: it can
duplicate, reorder and replay); `desktop_app.net.mqtt.MqttTransport` talks to a real broker.

A transport calls `on_message(topic, payload)` for every delivered message and `on_connection(up)`
when the link goes up or down; callbacks may come from another thread (MQTT) and must not block."""
from __future__ import annotations

import random
from collections import deque
from typing import Callable

MessageHandler = Callable[[str, bytes], None]


def topic_matches(pattern: str, topic: str) -> bool:
    """MQTT filter matching with the + and # wildcards."""
    want, have = pattern.split("/"), topic.split("/")
    for index, part in enumerate(want):
        if part == "#":
            return True
        if index >= len(have) or (part != "+" and part != have[index]):
            return False
    return len(want) == len(have)


class MemoryBroker:
    """A broker in one process: retained messages, wildcards, and delivery on `pump()`, so a test
    decides when and in which order messages arrive."""

    def __init__(self, seed: int = 0):
        self.retained: dict[str, bytes] = {}
        self.clients: list[MemoryTransport] = []
        self.queue: deque[tuple[MemoryTransport, str, bytes]] = deque()
        self.wire: list[tuple[str, bytes]] = []  # every payload ever published (for leak checks)
        self.rng = random.Random(seed)
        self.chaos = 0.0  # probability of duplicating or delaying a delivery

    def connect(self, presence: str | None = None) -> "MemoryTransport":
        client = MemoryTransport(self, presence)
        self.clients.append(client)
        return client

    def publish(self, topic: str, payload: bytes, retain: bool) -> None:
        self.wire.append((topic, payload))
        if retain:
            if payload:
                self.retained[topic] = payload
            else:
                self.retained.pop(topic, None)
        for client in self.clients:
            if client.connected and any(topic_matches(f, topic) for f in client.filters):
                self._enqueue(client, topic, payload)

    def _enqueue(self, client, topic, payload) -> None:
        self.queue.append((client, topic, payload))
        if self.chaos and self.rng.random() < self.chaos:
            self.queue.append((client, topic, payload))  # a QoS 1 duplicate
        if self.chaos and len(self.queue) > 2 and self.rng.random() < self.chaos:
            items = list(self.queue)
            i, j = self.rng.randrange(len(items)), self.rng.randrange(len(items))
            items[i], items[j] = items[j], items[i]  # reordering
            self.queue = deque(items)

    def subscribe(self, client, pattern: str) -> None:
        client.filters.add(pattern)
        for topic, payload in list(self.retained.items()):
            if topic_matches(pattern, topic):
                self._enqueue(client, topic, payload)

    def replay_wire(self, count: int) -> None:
        """Chaos: re-deliver `count` old payloads at random (stale replays)."""
        for _ in range(min(count, len(self.wire))):
            topic, payload = self.rng.choice(self.wire)
            for client in self.clients:
                if client.connected and any(topic_matches(f, topic) for f in client.filters):
                    self.queue.append((client, topic, payload))

    def pump(self, limit: int = 100_000) -> int:
        delivered = 0
        while self.queue and delivered < limit:
            client, topic, payload = self.queue.popleft()
            if client.connected and client.on_message is not None:
                client.on_message(topic, payload)
            delivered += 1
        return delivered


class MemoryTransport:
    def __init__(self, broker: MemoryBroker, presence: str | None = None):
        from .topics import new_token

        self.broker = broker
        self.filters: set[str] = set()
        self.connected = True
        self.on_message: MessageHandler | None = None
        self.on_connection: Callable[[bool], None] | None = None
        self.presence = presence  # the will's topic (as MqttTransport's), a fresh token per connection
        self.will_token = new_token() if presence else None

    def die(self) -> None:
        """The link is cut without a goodbye (a killed process): the broker publishes its will."""
        self.connected = False
        if self.presence:
            self.broker.publish(self.presence, self.will_token, True)
        if self.on_connection:
            self.on_connection(False)

    def reconnect(self) -> None:
        """Back on the same broker (a new connection: a new will), subscriptions renewed."""
        from .topics import new_token

        self.connected = True
        self.will_token = new_token() if self.presence else None
        for pattern in list(self.filters):
            self.broker.subscribe(self, pattern)
        if self.on_connection:
            self.on_connection(True)

    def subscribe(self, pattern: str) -> None:
        self.broker.subscribe(self, pattern)

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        if self.connected:
            self.broker.publish(topic, payload, retain)

    def close(self) -> None:
        self.connected = False
        self.filters.clear()


class PendingTransport:
    """A transport whose real link comes later (the embedded broker is still starting, paho is
    still being imported off the UI thread): subscriptions and messages wait here, in order, and
    go to the real transport when `attach()` gives it; from then on everything passes through.
    `inner` is the real transport once attached (topics.will_token follows it)."""

    def __init__(self):
        self.inner = None
        self.connected = False
        self.on_message: MessageHandler | None = None
        self.on_connection: Callable[[bool], None] | None = None
        self._waiting: list[tuple] = []
        self._closed = False

    def attach(self, transport) -> None:
        if self._closed:
            transport.close()
            return
        transport.on_message = lambda topic, payload: self.on_message and self.on_message(topic, payload)
        transport.on_connection = lambda up: self.on_connection and self.on_connection(up)
        self.inner = transport
        waiting, self._waiting = self._waiting, []
        for call in waiting:
            getattr(transport, call[0])(*call[1:])
        start = getattr(transport, "start", None)
        if start is not None:
            start()  # connect only now that the callbacks are in place

    def subscribe(self, pattern: str) -> None:
        if self._closed:
            return
        if self.inner is None:
            self._waiting.append(("subscribe", pattern))
        else:
            self.inner.subscribe(pattern)

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        if self._closed:
            return  # the link never came (the broker could not start): nothing piles up
        if self.inner is None:
            self._waiting.append(("publish", topic, payload, retain))
        else:
            self.inner.publish(topic, payload, retain)

    def close(self) -> None:
        self._closed = True
        self._waiting.clear()
        if self.inner is not None:
            self.inner.close()
