"""The broker a host's app starts itself for play on one network (amqtt, pure Python).

It runs on its own asyncio loop in a daemon thread, so the UI thread never waits for it. amqtt
speaks MQTT 3.1.1 (our transport's protocol) and may deliver duplicates and retained copies:
harmless, because every payload is end-to-end encrypted and every message idempotent.

Locked (issue 23 finding 3): given `logins` (broker_auth.Logins, the rooms it serves) only holders
of a code connect, each to its own topics (broker_plugins.py). Always, locked or not (the self-test
and tests run it open): a packet larger than MAX_PACKET closes its connection before it is read
(the socket reader refuses to read it), a seat's message larger than MAX_SEAT_MESSAGE is dropped
and its connection closed, only the topics a login may keep retained are kept, at most
MAX_RETAINED of them and MAX_RETAINED_BYTES in all, and a new connection is sent the retained
messages of its own subscriptions only (amqtt sends every client the retained messages of every
client's subscriptions). So what an outsider, or a seat gone wrong, can make it hold is bounded;
bench/broker_memory.py measures it. It listens on this computer's own address on its network and
on loopback (the host's own link), not on every interface."""
from __future__ import annotations

import asyncio
import logging
import socket
import threading

log = logging.getLogger("tarsas.net.embedded")
DEFAULT_PORT = 1883
MAX_PACKET = 256 * 1024 + 4096     # the transport's largest payload (mqtt.MAX_PAYLOAD) and its headers
MAX_SEAT_MESSAGE = 64 * 1024       # what a seat sends is a padded action, hello or bye: a few kB
MAX_RETAINED = 512
MAX_RETAINED_BYTES = 16 * 1024 * 1024


def lan_address() -> str:
    """This computer's address on its network (what friends type), without sending anything."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: connect() on UDP only picks a route
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def lan_binds() -> tuple[str, ...]:
    """Where a host's broker listens: loopback (the host's own link) and its address on its network."""
    address = lan_address()
    return ("127.0.0.1",) if address.startswith("127.") else ("127.0.0.1", address)


class EmbeddedBroker:
    """`host`: one address to listen on, or several (lan_binds()); "0.0.0.0" is every interface
    (no longer what the app uses). `logins`: the rooms whose codes may connect (broker_auth.Logins);
    None leaves it open to anyone (the self-test, tests), with the same size and retained limits."""

    def __init__(self, host: str | tuple[str, ...] = "127.0.0.1", port: int = DEFAULT_PORT,
                 max_connections: int = 64, logins=None):
        self.hosts = (host,) if isinstance(host, str) else tuple(host)
        self.host, self.port = self.hosts[-1], port
        self.logins = logins
        listeners = {"default" if i == 0 else f"listener{i}":
                     {"type": "tcp", "bind": f"{address}:{port}", "max_connections": max_connections}
                     for i, address in enumerate(self.hosts)}
        if logins is None:
            plugins = {"amqtt.plugins.authentication.AnonymousAuthPlugin": {"allow_anonymous": True}}
        else:
            plugins = {"desktop_app.net.broker_plugins.RoomAuthPlugin": {"logins": logins},
                       "desktop_app.net.broker_plugins.RoomTopicPlugin": {"logins": logins}}
        self._config = {"listeners": listeners, "plugins": plugins}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._broker = None
        self._thread: threading.Thread | None = None

    def url(self, for_others: bool = True) -> str:
        """Where friends connect (`for_others`), or this computer itself."""
        if "0.0.0.0" in self.hosts:
            address = lan_address() if for_others else "127.0.0.1"
        elif for_others:
            address = self.hosts[-1]
        else:
            address = "127.0.0.1" if "127.0.0.1" in self.hosts else self.hosts[0]
        return f"mqtt://{address}:{self.port}"

    @property
    def counts(self) -> dict:
        """What the limits refused so far (oversized packets, seats' oversized messages, retains)."""
        return dict(self._broker.counts) if self._broker is not None else {}

    def start_async(self, on_done=None) -> None:
        """Start listening without waiting: amqtt is imported and the broker started on its own
        thread, and `on_done(error)` is called there once it listens (error None) or could not
        (error an OSError, e.g. the port is taken). The caller must not block on it (the UI thread
        hands it to a queued Qt signal)."""
        self.ready = threading.Event()
        self.error: OSError | None = None
        loop = asyncio.new_event_loop()

        def run() -> None:
            asyncio.set_event_loop(loop)
            try:
                # imported here: neither start-up nor the UI thread waits for amqtt
                from .broker_limits import LimitedBroker

                self._broker = LimitedBroker(self._config, loop=loop, logins=self.logins, max_packet=MAX_PACKET,
                                             max_seat_message=MAX_SEAT_MESSAGE, max_retained=MAX_RETAINED,
                                             max_retained_bytes=MAX_RETAINED_BYTES)
                loop.run_until_complete(self._broker.start())
            except BaseException as exc:  # noqa: BLE001  reported to the caller
                self._broker = None
                self.error = exc if isinstance(exc, OSError) else OSError(str(exc))
                if not isinstance(exc, OSError) and isinstance(exc.__cause__, OSError):
                    self.error = exc.__cause__  # amqtt wraps the socket's error
                log.warning("embedded broker on port %s: %s", self.port, exc)
                loop.close()
                self.ready.set()
                if on_done is not None:
                    on_done(self.error)
                return
            log.info("embedded broker on %s, port %s", ", ".join(self.hosts), self.port)
            self.ready.set()
            if on_done is not None:
                on_done(None)
            loop.run_forever()
            loop.close()

        self._loop = loop
        self._thread = threading.Thread(target=run, name="tarsas-broker", daemon=True)
        self._thread.start()

    def start(self, timeout: float = 10.0) -> None:
        """Listen, or raise OSError (e.g. the port is taken) in the caller's thread (tests, the
        self-test; the app uses start_async)."""
        self.start_async()
        if not self.ready.wait(timeout):
            raise OSError("the embedded broker did not start")
        if self.error is not None:
            raise OSError(f"the embedded broker could not listen on port {self.port}: {self.error}")

    def stop(self, timeout: float = 5.0) -> None:
        ready = getattr(self, "ready", None)
        if ready is not None:
            ready.wait(timeout)  # still starting: let it finish, then shut it down
        if self._loop is None or self._broker is None:
            if self._thread is not None:
                self._thread.join(timeout)
            self._loop = self._broker = self._thread = None
            return
        # At shutdown amqtt warns of "N messages not broadcasted": what is still queued goes with
        # the broker (its subscribers lose their link to it anyway), which is no fault to print
        # on the console of a host that quits.
        amqtt_log = logging.getLogger("amqtt.broker")
        level = amqtt_log.level
        amqtt_log.setLevel(logging.ERROR)
        try:
            asyncio.run_coroutine_threadsafe(self._broker.shutdown(), self._loop).result(timeout)
        except Exception as exc:  # noqa: BLE001  shutting down: nothing else to do
            log.warning("embedded broker shutdown: %s", exc)
        finally:
            amqtt_log.setLevel(level)
        self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread:
            self._thread.join(timeout)
        self._loop = self._broker = self._thread = None
