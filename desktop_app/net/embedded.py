"""The broker a host's app starts itself for play on one network (amqtt, pure Python).

It runs on its own asyncio loop in a daemon thread, so the UI thread never waits for it. amqtt
speaks MQTT 3.1.1 (our transport's protocol) and may deliver duplicates and retained copies:
harmless, because every payload is end-to-end encrypted and every message idempotent."""
from __future__ import annotations

import asyncio
import logging
import socket
import threading

log = logging.getLogger("tarsas.net.embedded")
DEFAULT_PORT = 1883


def lan_address() -> str:
    """This computer's address on its network (what friends type), without sending anything."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: connect() on UDP only picks a route
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


class EmbeddedBroker:
    def __init__(self, host: str = "0.0.0.0", port: int = DEFAULT_PORT, max_connections: int = 64):
        self.host, self.port = host, port
        self._config = {
            "listeners": {"default": {"type": "tcp", "bind": f"{host}:{port}", "max_connections": max_connections}},
            "plugins": {"amqtt.plugins.authentication.AnonymousAuthPlugin": {"allow_anonymous": True}},
        }
        self._loop: asyncio.AbstractEventLoop | None = None
        self._broker = None
        self._thread: threading.Thread | None = None

    def url(self, for_others: bool = True) -> str:
        address = lan_address() if for_others and self.host == "0.0.0.0" else (
            "127.0.0.1" if self.host == "0.0.0.0" else self.host)
        return f"mqtt://{address}:{self.port}"

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
                from amqtt.broker import Broker  # imported here: neither start-up nor the UI thread waits

                self._broker = Broker(self._config, loop=loop)
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
            log.info("embedded broker on %s:%s", self.host, self.port)
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
