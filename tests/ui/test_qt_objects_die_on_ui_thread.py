"""Qt objects die on the UI thread, never on a computer player's or the network's thread: a QObject
destroyed off its own thread can crash the process (a segmentation fault, not a traceback).

Two ways one used to: cyclic garbage freed by a collection that another thread's allocations
started (desktop_app/ui/ui_thread_gc.py; the thread below allocates as a search or paho's reader
does, and with automatic collection on the cycle's finalizer runs there), and a table left for the
shelf while its computer player thought, whose signal object the pool thread's task then held last
(ui/controller.py's relay)."""
from __future__ import annotations

import gc
import threading

import time

from PySide6.QtCore import QObject, Qt, QThreadPool
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.ui import controller as controller_module
from desktop_app.ui import ui_thread_gc
from desktop_app.ui.ui_thread_relay import the_relay
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


class SlowThinker:
    """A computer player that takes its time (a hard search's), then plays its first legal move."""

    def __init__(self):
        self.stop = False

    def choose(self, state):
        deadline = time.monotonic() + 0.6
        while time.monotonic() < deadline and not self.stop:
            time.sleep(0.01)
        return state.legal_actions()[0]

    def cancel(self):
        self.stop = True


def qt_objects_held_by(task) -> list[QObject]:
    """The Qt objects a pool task holds strongly (its attributes, and theirs; the table copy it
    thinks on is the model's, with none)."""
    found, seen, layer = [], set(), [task]
    for _ in range(3):
        nearer = []
        for obj in layer:
            for held in gc.get_referents(obj):
                if id(held) in seen or held is getattr(task, "state", None):
                    continue
                seen.add(id(held))
                if isinstance(held, QObject):
                    found.append(held)
                else:
                    nearer.append(held)
        layer = nearer
    return found


def test_back_to_the_shelf_while_the_computer_thinks_frees_the_table_on_the_ui_thread(window, qtbot, monkeypatch):
    monkeypatch.setattr(controller_module, "make_agent", lambda *args, **kwargs: SlowThinker())
    tasks = []
    real_pool = controller_module.think_in_pool
    monkeypatch.setattr(controller_module, "think_in_pool", lambda task: (tasks.append(task), real_pool(task)))
    match = Match.start(REGISTRY["copenhagen"], [Seat("Bot", "#d35400", "hard"), Seat("Anna", "#16a085")], 5)
    window.start(match)
    controller = window.table.controller
    controller.ai_pause_ms = 0
    qtbot.waitUntil(lambda: "thinking" in window.table.status.text(), timeout=5000)
    died_on: list[str] = []
    watched = [controller, *(held for task in tasks for held in qt_objects_held_by(task))]
    for obj in watched:
        obj.destroyed.connect(lambda *_: died_on.append(threading.current_thread().name), Qt.DirectConnection)
    # what a thinking task holds: only the application's relay, which lives as long as the app
    mortal = [o for o in watched if o is not the_relay()]
    assert mortal == [controller]
    QTest.mouseClick(window.table.shelf_button, Qt.LeftButton)  # the player leaves mid-thought
    assert window.stack.currentWidget() is window.shelf
    expected = len(mortal)
    del controller, watched, tasks, mortal
    qtbot.waitUntil(lambda: QThreadPool.globalInstance().activeThreadCount() == 0, timeout=5000)
    qtbot.waitUntil(lambda: len(died_on) == expected, timeout=5000)  # freed by the UI thread's collection
    assert died_on == [threading.main_thread().name] * expected
    assert len(match.log) == 0  # the move thought out after leaving was never played


class PahoLike:
    """A wrapped transport as paho's is: it keeps the callbacks it was given and calls them from its
    own thread."""

    on_message = on_connection = None
    connected = True

    def from_network_thread(self, *calls) -> None:
        def run():
            for topic, payload in calls:
                self.on_message(topic, payload)
            self.on_connection(False)
        thread = threading.Thread(target=run, name="paho-like")
        thread.start()
        thread.join()


def test_a_network_thread_keeps_no_link_alive_and_its_messages_arrive_in_order(qtbot):
    import weakref

    from desktop_app.ui.online.net_bridge import QtTransport

    inner = PahoLike()
    link = QtTransport(inner)
    got = []
    link.on_message = lambda topic, payload: got.append((topic, payload))
    link.on_connection = lambda up: got.append(("up", up))
    inner.from_network_thread(("a", b"1"), ("b", memoryview(b"2")), ("c", b"3"))
    assert got == []  # nothing runs on the network thread
    qtbot.waitUntil(lambda: len(got) == 4, timeout=3000)
    assert got == [("a", b"1"), ("b", b"2"), ("c", b"3"), ("up", False)]
    assert link.up is False

    gone = weakref.ref(link)
    del link
    gc.collect()
    assert gone() is None, "the network thread's callbacks keep the closed link alive"
    inner.from_network_thread(("late", b"x"))  # after the link is gone: dropped, nothing raised
    qtbot.wait(50)
    assert len(got) == 4
