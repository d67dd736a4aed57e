"""The host's watch over its room's retained messages, on a broker where anyone may write them
(one without the room's ACL: issue 23 finding 6). No Qt here.

A retained slot is what a seat, or a shelf's peek, gets first when it (re)connects. An outsider can
clear one (an empty retained message) or fill it with junk, e.g. 10 MB on `presence/host`, which
the broker then pushes to every seat on each reconnect. So the host's link reads back the slots it
writes (each seat's view and record) and, when the broker holds something else there, publishes
its own copy again (at most every REPAIR_GAP seconds a topic); presence slots larger than any will
are cleared (a will is a 32-byte token). All that is checked before any other work: size, then
bytes compared, nothing opened or kept. The session never sees these topics' echoes.

After a finished game, `clean_up` clears what the room left retained: the views and records of
the seats that have them (their tables were open at the end or since), and every will."""
from __future__ import annotations

import threading
import time
from collections import deque

from . import topics

MAX_WILL = 64           # bytes: larger on a presence topic is junk
REPAIR_GAP = 0.5        # seconds between two repairs of one topic (a flood costs two publishes a second)
RECENT = 8              # our own recent copies of a topic, whose late echoes are no damage


class RetainedGuard:
    """A transport wrapper around the host's real link (mqtt.MqttTransport); `inner` is that link."""

    def __init__(self, inner, room_hex: str, clock=time.monotonic):
        self.inner = inner
        self.room_hex = room_hex
        self.clock = clock
        self.on_message = None
        self.on_connection = None
        self.repairs = 0   # slots written again or cleared
        self._lock = threading.Lock()
        self._latest: dict[str, bytes] = {}
        self._recent: dict[str, deque] = {}
        self._repaired_at: dict[str, float] = {}
        self._watched: set[str] = set()
        prefix = f"{topics.ROOT}/{room_hex}/"
        self._own = (prefix + "h2s/", prefix + "h2s-record/")
        self._presence = prefix + topics.PRESENCE + "/"
        inner.on_message = self._on_message
        inner.on_connection = lambda up: self.on_connection and self.on_connection(up)
        if hasattr(inner, "on_oversized"):
            inner.on_oversized = self._on_oversized

    # the transport interface, passed on
    def start(self) -> None:
        start = getattr(self.inner, "start", None)
        if start is not None:
            start()

    def subscribe(self, pattern: str) -> None:
        self.inner.subscribe(pattern)

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        if retain and topic.startswith(self._own):
            with self._lock:
                self._latest[topic] = payload
                self._recent.setdefault(topic, deque(maxlen=RECENT)).append(payload)
                watch = topic not in self._watched
                self._watched.add(topic)
            if watch:
                self.inner.subscribe(topic)  # read back what the broker holds there
        self.inner.publish(topic, payload, retain)

    def close(self, *args, **kwargs) -> None:
        self.inner.close(*args, **kwargs)

    @property
    def connected(self):
        return self.inner.connected

    def wait_connected(self, timeout: float) -> bool:
        return self.inner.wait_connected(timeout)

    # what arrives
    def _on_message(self, topic: str, payload: bytes) -> None:
        if topic.startswith(self._presence):
            if len(payload) > MAX_WILL:
                return self._repair(topic, b"")
        elif topic.startswith(self._own):
            with self._lock:
                if topic not in self._watched:
                    return  # not ours to watch (yet): nothing is published there
                latest = self._latest.get(topic)
                ours = payload == latest or any(payload == copy for copy in self._recent.get(topic, ()))
            if not ours:
                self._repair(topic, latest if latest is not None else b"")
            return  # an echo of our own slot: nothing for the session
        handler = self.on_message
        if handler is not None:
            handler(topic, payload)

    def _on_oversized(self, topic: str) -> None:
        """The link dropped a message too large to read (mqtt.MAX_PAYLOAD): on a slot of this room,
        the broker holds junk there."""
        if topic.startswith(self._presence):
            self._repair(topic, b"")
        elif topic.startswith(self._own):
            with self._lock:
                latest = self._latest.get(topic)
            self._repair(topic, latest if latest is not None else b"")

    def _repair(self, topic: str, payload: bytes) -> None:
        now = self.clock()
        with self._lock:
            if now - self._repaired_at.get(topic, float("-inf")) < REPAIR_GAP:
                return
            self._repaired_at[topic] = now
            if topic.startswith(self._own):
                self._recent.setdefault(topic, deque(maxlen=RECENT)).append(payload)
                self._latest[topic] = payload
        self.repairs += 1
        self.inner.publish(topic, payload, True)

    def clean_up(self, seats_done, all_seats) -> None:
        """A finished game is left: clear the views and records of `seats_done` and every will."""
        for seat in seats_done:
            for topic in (topics.to_seat(self.room_hex, seat), topics.record_to_seat(self.room_hex, seat)):
                with self._lock:
                    self._latest[topic] = b""
                self.inner.publish(topic, b"", True)
        for who in [*all_seats, topics.HOST]:
            self.inner.publish(topics.presence(self.room_hex, who), b"", True)
