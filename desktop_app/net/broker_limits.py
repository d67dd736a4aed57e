"""amqtt's broker with the limits it lacks (issue 23 finding 3); embedded.py says which and why.

amqtt 0.12 has no maximum packet size, no bound on retained messages, and sends a new connection
the retained messages of every client's subscriptions. It has no hooks for these, so this subclass
overrides the few methods where they are decided (checked against amqtt 0.12.1's source; the
tests in tests/net/test_broker_limits.py fail if a newer amqtt changes them). Imported on the
broker's own thread only. No Qt here."""
from __future__ import annotations

import asyncio
import contextvars
import logging

from amqtt.adapters import StreamReaderAdapter, StreamWriterAdapter
from amqtt.broker import Broker
from amqtt.mqtt.connack import NOT_AUTHORIZED, ConnackPacket
from amqtt.mqtt.protocol.broker_handler import BrokerProtocolHandler

from .broker_auth import RETAIN

log = logging.getLogger("tarsas.net.embedded")
# the connection's socket reader, for the checks that run later in the same connection's task
_reader: contextvars.ContextVar = contextvars.ContextVar("tarsas_broker_reader")


class _LimitedReader(StreamReaderAdapter):
    """A socket reader that refuses to read a packet body larger than the limit: the connection
    is closed before any of it is held (amqtt reads a PUBLISH payload in one read of its length)."""

    def __init__(self, reader, writer, limit: int, counts: dict):
        super().__init__(reader)
        self._writer, self.limit, self._counts = writer, limit, counts
        self._cut = False

    async def read(self, n: int = -1) -> bytes:
        if n > self.limit and not self._cut:
            self._counts["oversized"] += 1
            self._cut = True
            self._writer.transport.abort()
        if self._cut:
            # "no data" from here on (what was already buffered is never read): amqtt ends the connection
            raise asyncio.IncompleteReadError(b"", n)
        return await super().read(n)


REFUSED = "login refused before any session was touched"


class _QuietRefusals(logging.Filter):
    """amqtt logs every CONNECT our check refuses as a warning ("Failed to initialize client
    session"): a refused outsider is no fault of the host's (they are counted instead)."""

    def filter(self, record: logging.LogRecord) -> bool:
        return REFUSED not in record.getMessage()


logging.getLogger("amqtt.broker").addFilter(_QuietRefusals())


class _QuietLateAcks(logging.Filter):
    """amqtt forgets a delivery it sent once 5 s pass without the client's PUBACK, and warns when
    that PUBACK comes later (a client's thread slow on a loaded computer, seen on CI's two cores):
    the message was delivered, and every message of ours is idempotent, so nothing to tell."""

    LATE = ("Received PUBACK for unknown pending message Id", "PUBACK waiter with Id")

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith(self.LATE)


logging.getLogger("amqtt.mqtt.protocol.handler").addFilter(_QuietLateAcks())


class _FirstConnect(StreamReaderAdapter):
    """A connection's reader that keeps the bytes of its first packet (the CONNECT), so it can be
    read once to check the login and once more by amqtt itself."""

    def __init__(self, reader):
        self._inner, self._kept, self.replay = reader, bytearray(), False
        self._at = 0

    async def read(self, n: int = -1) -> bytes:
        if self.replay and self._at < len(self._kept):
            part = bytes(self._kept[self._at:self._at + n] if n >= 0 else self._kept[self._at:])
            self._at += len(part)
            if len(part) < n:
                part += await self._inner.read(n - len(part))
            return part
        data = await self._inner.read(n)
        if not self.replay:
            self._kept += data
        return data

    def __getattr__(self, name):
        return getattr(self._inner, name)


class LimitedBroker(Broker):
    def __init__(self, config, *, logins=None, max_packet: int, max_seat_message: int,
                 max_retained: int, max_retained_bytes: int, **kwargs):
        super().__init__(config, **kwargs)
        self.logins = logins
        self.max_packet, self.max_seat_message = max_packet, max_seat_message
        self.max_retained, self.max_retained_bytes = max_retained, max_retained_bytes
        self.counts = {"oversized": 0, "seat_oversized": 0, "retain_refused": 0, "refused_before_session": 0}
        self._retained_bytes = 0

    async def stream_connected(self, reader, writer, listener_name: str) -> None:
        limited = _LimitedReader(reader, writer, self.max_packet, self.counts)
        _reader.set(limited)
        await self._client_connected(listener_name, limited, StreamWriterAdapter(writer))

    async def _authenticate(self, session, listener) -> bool:
        admitted = await super()._authenticate(session, listener)
        reader = _reader.get(None)
        if admitted and self.logins is not None and not self._is_host(session) and reader is not None:
            # a seat's messages are small: a larger one is refused before it is read (no queue of
            # them builds up before the delivery check below)
            reader.limit = self.max_seat_message
        return admitted

    async def _initialize_client_session(self, reader, writer, remote_address, remote_port):
        """The login is checked on the CONNECT itself, before amqtt touches any session by its
        client id: amqtt 0.12 deletes a clean session's namesake (and later takes a connected
        one over) first and checks the login only then, so anyone who learnt a seat's or the
        host's client id could knock that link off with no code (issue 23). A refused CONNECT
        gets "not authorised" and is closed; no session of anyone's is looked at."""
        if self.logins is None:
            return await super()._initialize_client_session(reader, writer, remote_address, remote_port)
        from amqtt.errors import AMQTTError

        first = _FirstConnect(reader)
        handler, session = await BrokerProtocolHandler.init_from_connect(first, writer, self.plugins_manager)
        if not await super()._authenticate(session, None):
            self.counts["refused_before_session"] += 1
            connack = ConnackPacket.build(0, NOT_AUTHORIZED)
            await connack.to_stream(writer)
            await writer.close()
            raise AMQTTError(f"{REFUSED} ({remote_address}:{remote_port})")
        first.replay = True  # amqtt reads the same CONNECT again, now for a client we admit
        return await super()._initialize_client_session(first, writer, remote_address, remote_port)

    def _is_host(self, session) -> bool:
        return bool(session is not None and session.username and session.username.endswith("-host"))

    async def _handle_message_delivery(self, client_session, handler, wait_deliver) -> bool:
        message = wait_deliver.result()
        if (self.logins is not None and message is not None and not self._is_host(client_session)
                and len(message.data or b"") > self.max_seat_message):
            self.counts["seat_oversized"] += 1
            return False  # amqtt then ends the connection
        return await super()._handle_message_delivery(client_session, handler, wait_deliver)

    async def retain_message(self, source_session, topic_name, data, qos=None) -> None:
        if data and topic_name is not None:
            old = self._retained_messages.get(topic_name)
            size = len(data) - (len(old.data) if old is not None and old.data else 0)
            allowed = self.logins is None or (
                source_session is not None and self.logins.may(source_session.username, RETAIN, topic_name))
            if (not allowed or (old is None and len(self._retained_messages) >= self.max_retained)
                    or self._retained_bytes + size > self.max_retained_bytes):
                self.counts["retain_refused"] += 1
                return  # delivered live (already broadcast), never kept
            self._retained_bytes += size
        elif topic_name in self._retained_messages:
            old = self._retained_messages[topic_name]
            self._retained_bytes -= len(old.data or b"")
        await super().retain_message(source_session, topic_name, data, qos)

    async def _publish_retained_messages_for_subscription(self, subscription, session) -> None:
        topic_filter = subscription[0]
        if not any(s.client_id == session.client_id for s, _qos in self._subscriptions.get(topic_filter, ())):
            return  # another client's subscription (amqtt replays all of them on connect)
        await super()._publish_retained_messages_for_subscription(subscription, session)
