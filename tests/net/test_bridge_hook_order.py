"""The Qt bridge never misses a link that came up while it was being put in place (paho connects on
its own thread: the old bridge read "up" first and hooked the callbacks after, so a connection in
between left the window saying "connecting…" for good)."""
from __future__ import annotations

from desktop_app.ui.online.net_bridge import QtTransport


class LinkThatComesUpWhileHooked:
    """connected flips while the bridge sets its message hook, before its link hook is there."""

    def __init__(self):
        self.connected = False
        self.on_connection = None
        self._on_message = None

    @property
    def on_message(self):
        return self._on_message

    @on_message.setter
    def on_message(self, handler):
        self._on_message = handler
        self.connected = True  # the network thread got its CONNACK just now
        if self.on_connection is not None:
            self.on_connection(True)

    def close(self):
        pass


def test_a_link_that_came_up_during_hooking_reads_as_up(qtbot):
    bridge = QtTransport(LinkThatComesUpWhileHooked())
    assert bridge.up
