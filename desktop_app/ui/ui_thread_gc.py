"""Python's cyclic garbage collection on the UI thread only.

CPython collects cycles in whichever thread's allocation crosses a threshold: a computer player
thinking on the thread pool, paho's network thread reading a view, a server request's thread.
That thread then frees whatever cyclic garbage is waiting, a closed table's scene or widgets
included, and a QObject destroyed off its own thread can crash the whole process (a segmentation
fault, not a traceback). So in the app automatic collection is off, and a UI-thread timer collects
the generations whose thresholds have been passed, as the collector itself would (the pattern of
pyqtgraph's and calibre's collectors). Thresholds are read at every look, so a search that raises
the oldest one for its duration (Kingdom Builder's) still holds off full passes."""
from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer

LOOK_EVERY_MS = 250  # garbage waits at most this long; a look that finds nothing due costs ~1 µs

_collector: "UiThreadCollector | None" = None


def collect_due() -> int:
    """Collect the generations whose thresholds the counts have passed (on the calling thread:
    the UI thread's). Returns the oldest generation collected, -1 for none."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    if counts[0] <= thresholds[0]:
        return -1
    generation = 0
    if counts[1] > thresholds[1]:
        generation = 2 if counts[2] > thresholds[2] else 1
    gc.collect(generation)
    return generation


class UiThreadCollector(QObject):
    """Owned by the application object: lives, and collects, as long as the app does."""

    def __init__(self, parent: QObject):
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.setInterval(LOOK_EVERY_MS)
        self.timer.timeout.connect(collect_due)
        self.timer.start()


def pin_collection_to_ui_thread() -> None:
    """Once per process, on the UI thread, after the QApplication exists."""
    global _collector
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the collector needs the application (it runs on its event loop)")
    if _collector is not None and shiboken6.isValid(_collector):
        return
    gc.disable()
    _collector = UiThreadCollector(app)
