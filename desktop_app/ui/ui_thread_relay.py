"""Calls from other threads (a computer player's search, paho's network thread) into UI objects,
run on the UI thread.

Through one relay owned by the application, and holding the UI object only weakly: the other
thread then never holds the last reference to a Qt object. A table closed while its computer
thought, or a link closed while a message arrived, used to leave that last reference to the
other thread, which then destroyed the object there; a QObject destroyed off its own thread can
crash the process. A call whose object is gone by then (or whose Qt side is) is dropped."""
from __future__ import annotations

import weakref
from typing import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal


class _Relay(QObject):
    _call = Signal(object, object)  # (weak reference to a bound method, its arguments): queued

    def __init__(self, parent: QObject):
        super().__init__(parent)
        # queued even from the UI thread itself: a call never runs inside its caller (a memory
        # broker's delivery, say), always from the event loop, in order
        self._call.connect(self._deliver, Qt.QueuedConnection)

    def _deliver(self, method, args) -> None:
        target = method()
        if target is None:
            return
        owner = target.__self__
        if isinstance(owner, QObject) and not shiboken6.isValid(owner):
            return  # its Qt side was deleted (with a parent, say) while its Python side lives on
        target(*args)


_relay: _Relay | None = None


def the_relay() -> QObject:
    """The application's relay, made on first use (on the UI thread, as every `to_ui_thread` is)."""
    global _relay
    if _relay is None or not shiboken6.isValid(_relay):
        _relay = _Relay(QCoreApplication.instance())
    return _relay


def to_ui_thread(method) -> Callable[..., None]:
    """A callable for any thread: `method` (bound to a UI object, held weakly) runs on the UI
    thread with the same arguments, in the order of the calls; never once its object is gone."""
    emit = the_relay()._call.emit
    weak = weakref.WeakMethod(method)

    def call(*args) -> None:
        emit(weak, args)
    return call
