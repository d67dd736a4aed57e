"""Network callbacks into the UI thread: a transport wrapper whose `on_message` and `on_connection`
run on the thread that owns the bridge (queued Qt signals), so a HostSession or ClientSession
driven by paho's network thread only ever touches the Match and the widgets from the UI thread."""
from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from desktop_app.ui.ui_thread_relay import to_ui_thread


class QtTransport(QObject):
    """Looks like a transport to the sessions (subscribe, publish, close, on_message,
    on_connection); the wrapped transport may call back from any thread. Its callbacks hold this
    object only weakly (ui_thread_relay): paho's thread never holds the last reference to it."""

    connection_changed = Signal(bool)  # for the window: the broker link went up or down

    def __init__(self, transport, parent=None):
        super().__init__(parent)
        self.inner = transport
        self.on_message = None
        self.on_connection = None
        arrived = to_ui_thread(self._deliver)
        transport.on_message = lambda topic, payload: arrived(topic, bytes(payload))
        transport.on_connection = to_ui_thread(self._linked)
        # read after hooking: a link that came up in between is seen here or by the hook, never missed
        self.up = bool(getattr(transport, "connected", True) is True
                       or getattr(getattr(transport, "connected", None), "is_set", lambda: False)())

    def _deliver(self, topic: str, payload: bytes) -> None:
        if self.on_message is not None:
            self.on_message(topic, payload)

    def _linked(self, up: bool) -> None:
        self.up = up
        self.connection_changed.emit(up)
        if self.on_connection is not None:
            self.on_connection(up)

    def subscribe(self, pattern: str) -> None:
        self.inner.subscribe(pattern)

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        self.inner.publish(topic, payload, retain)

    def close(self) -> None:
        """Stop delivering first (nothing reaches a closed table), then close the link."""
        self.on_message = None
        self.on_connection = None
        self.inner.on_message = None
        self.inner.on_connection = None
        self.inner.close()


class SessionTicker(QTimer):
    """Runs a session's `tick()` now and then on the UI thread (a host's summaries of what it
    dropped; a seat's re-sends run on RemoteConnection's own, quicker timer)."""

    def __init__(self, session, parent=None, interval_ms: int = 1000):
        super().__init__(parent)
        self.session = session
        self.setInterval(interval_ms)
        self.timeout.connect(self._tick)
        self.start()

    def _tick(self) -> None:
        if not getattr(self.session, "closed", False):
            self.session.tick()
