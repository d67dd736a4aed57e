"""Cyclic garbage is freed on the UI thread, never on a computer player's or the network's thread
(desktop_app/ui/ui_thread_gc.py): a QObject destroyed off its own thread can crash the process.
The thread below allocates as a search or paho's reader does; with automatic collection on, its
allocations are what start the collection, and the cycle's finalizer runs there."""
from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject

from desktop_app.ui import ui_thread_gc
from desktop_app.ui.main_window import MainWindow


class CycleWithQObject:
    """Garbage the way a closed table leaves it: a Python cycle holding a Qt object."""

    freed_on: list[str] = []

    def __init__(self):
        self.me = self
        self.qt = QObject()

    def __del__(self):
        CycleWithQObject.freed_on.append(threading.current_thread().name)


def allocate_like_a_search(kept: list) -> None:
    for _ in range(200_000):  # containers that stay alive push the young generation past its threshold
        kept.append([None])


def test_the_app_window_pins_collection_and_a_busy_thread_frees_no_qt_cycle(qtbot, tmp_path):
    from desktop_app.engine.saves import SaveStore

    win = MainWindow(SaveStore(tmp_path))
    qtbot.addWidget(win)
    assert not gc.isenabled(), "the window leaves automatic collection on"
    assert ui_thread_gc._collector is not None and ui_thread_gc._collector.timer.isActive()

    CycleWithQObject.freed_on.clear()
    CycleWithQObject()  # unreachable at once: only a collection frees it
    kept: list = []
    worker = threading.Thread(target=allocate_like_a_search, args=(kept,), name="busy-worker")
    worker.start()
    worker.join()
    assert CycleWithQObject.freed_on == [], "a collection ran on the worker's thread"
    qtbot.waitUntil(lambda: bool(CycleWithQObject.freed_on), timeout=3000)  # the UI thread's timer
    assert CycleWithQObject.freed_on == [threading.main_thread().name]


def test_a_look_collects_only_the_generations_that_are_due(qtbot):
    ui_thread_gc.pin_collection_to_ui_thread()
    gc.collect()
    assert ui_thread_gc.collect_due() == -1  # nothing allocated since: nothing due
    saved = gc.get_threshold()
    try:
        gc.set_threshold(10, 10**6, 10**6)
        kept = [[None] for _ in range(100)]
        assert ui_thread_gc.collect_due() == 0
        gc.set_threshold(10, 0, 10**9)  # the oldest held off, as a Kingdom Builder search does
        kept += [[None] for _ in range(100)]
        assert ui_thread_gc.collect_due() == 1
        gc.set_threshold(10, 0, 0)  # counts as CPython's: young passes since the middle one's
        kept += [[None] for _ in range(100)]
        assert ui_thread_gc.collect_due() == 0  # none yet since that middle pass
        kept += [[None] for _ in range(100)]
        assert ui_thread_gc.collect_due() == 2
    finally:
        gc.set_threshold(*saved)
    assert len(kept) == 400
