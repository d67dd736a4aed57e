"""Child processes for the Qt figures; each prints one JSON object as its last line.

    python -m bench.gui startup            exits as soon as the shelf window has painted
    python -m bench.gui table GAME MOVES [SAVES [SOURCES [WxH]]]   late-game table in a WxH window
                                            (default 1280x720): SAVES autosaves and loads, then a drag
                                            of MOVES mouse moves (the piece chosen among the first
                                            SOURCES draggable ones)
    python -m bench.gui rss GAME|shelf     peak RSS with that game's 4-player table open
    python -m bench.gui thinking GAME SWITCH  repaints of the table while a hard computer seat
                                            searches on the pool thread, with the interpreter's
                                            switch interval SWITCH seconds (the app's is
                                            controller.UI_SWITCH_INTERVAL, Python's default 0.005)

Imports are kept lazy so that `startup` loads nothing the real app would not."""
from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def startup() -> int:
    """Run the real entry point (`desktop_app.app.main`) and leave right after the shelf's first paint."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QWidget

    app = QApplication([sys.argv[0]])

    class PaintWatch(QObject):
        fired = False

        def eventFilter(self, obj, event):
            if not self.fired and event.type() == QEvent.Paint and isinstance(obj, QWidget):
                window = obj.window()
                if type(window).__name__ == "MainWindow":
                    self.fired = True
                    QTimer.singleShot(0, lambda: os._exit(0))  # after this paint pass is flushed
            return False

    watch = PaintWatch()
    app.installEventFilter(watch)
    QTimer.singleShot(60_000, lambda: os._exit(3))  # never hang the benchmark
    from desktop_app.app import main

    main([])
    return 1  # main() only returns if the window never painted


def _settle(app, rounds: int = 6) -> None:
    """Let queued work run, as the event loop would, including deleteLater(): processEvents()
    alone never deletes, and the widgets of closed tables would pile up in the side panel and
    stretch the window."""
    import time

    from PySide6.QtCore import QCoreApplication, QEvent

    for _ in range(rounds):
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
        time.sleep(0.01)
    app.processEvents()


SIZE = (1280, 720)  # the window of the table figures (`table ... WxH` sets another)


def _window(app, store):
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(store)
    window.resize(*SIZE)
    window.show()
    _settle(app)
    return window


def _open(app, window, match):
    window.stack.setCurrentWidget(window.table)
    window.table.open(match)
    window.table.controller.ai_pause_ms = 10**9  # computer seats never move during a measurement
    _settle(app)
    window.resize(*SIZE)
    _settle(app, 2)
    return window.table


def _probe_points(table, step: int = 16, limit: int = 1500) -> list:
    """View points where a press could start a drag: every item's centre (open-hand cursors
    first), then a grid over the larger items, whose pieces may sit anywhere inside them (a city
    with its reserve strip, a board)."""
    from PySide6.QtCore import QPoint, Qt

    view, scene = table.view, table.scene
    viewport = view.viewport()
    # Never call parentItem() here: on a top-level item PySide6 6.11 then lets Python own it, and
    # the item is deleted from the scene with its wrapper (see bench/RESULTS.md).
    hand, other, grid = [], [], []
    for item in scene.items():
        if not (item.isVisible() and item.acceptedMouseButtons() & Qt.LeftButton):
            continue
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect().intersected(viewport.rect())
        centre = box.center()
        if viewport.rect().contains(centre) and view.itemAt(centre) is item:
            grabbable = item.hasCursor() and item.cursor().shape() in (Qt.OpenHandCursor, Qt.ClosedHandCursor)
            (hand if grabbable else other).append(centre)
        if box.width() > 3 * step or box.height() > 3 * step:
            for y in range(box.top() + step // 2, box.bottom(), step):
                for x in range(box.left() + step // 2, box.right(), step):
                    point = QPoint(x, y)
                    if view.itemAt(point) is item:
                        grid.append(point)
    return (hand + other + grid)[:limit]


def find_drag_source(app, table, skip: set):
    """Press on each item of the table in turn and nudge it: the first that starts the scene's
    ghost machinery (`TableScene.begin_drag`) is a piece the player can drag. Returns
    ("drag", point), ("played", point) when a probe changed the game (the caller reopens the table
    and skips that point), or ("none", None) when this table has nothing to drag now."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    scene = table.scene
    viewport = table.view.viewport()
    log_length = len(table.controller.match.log)
    for centre in _probe_points(table):
        key = (centre.x(), centre.y())
        if key in skip:
            continue
        skip.add(key)  # each point is tried once per position
        if start_drag_at(app, table, centre):
            return "drag", key
        QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, QPoint(1, 1))
        scene.cancel_drag()
        app.processEvents()
        if len(table.controller.match.log) != log_length or table.scene is not scene:
            return "played", key
    return "none", None


def start_drag_at(app, table, centre) -> bool:
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    viewport = table.view.viewport()
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, centre)
    QTest.mouseMove(viewport, centre + QPoint(10, 10))
    QTest.mouseMove(viewport, centre + QPoint(20, 20))
    return table.scene.ghost is not None and table.scene.dragging


def end_drag(app, table) -> None:
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    viewport = table.view.viewport()
    QTest.keyClick(viewport, Qt.Key_Escape)
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, QPoint(1, 1))
    table.scene.cancel_drag()
    app.processEvents()


def scout(app, table, moves: int = 48) -> int:
    """Untimed sweep with the dragged piece: how many points of the path are legal drops."""
    from PySide6.QtTest import QTest

    legal = 0
    for point in drag_path(table.view, table.scene, moves):
        QTest.mouseMove(table.view.viewport(), point)
        target = table.scene.target
        legal += bool(target is not None and target.legal)
    return legal


def open_draggable(app, window, spec, tries: int = 12, sources: int = 5):
    """The late-game table (or one of the next few positions) with a piece being dragged: of the
    first few draggable pieces, one that has legal drops along the sweep if there is one."""
    from PySide6.QtCore import QPoint

    from .common import late_index, match_after, players_for, random_game, state_after

    players = players_for(spec)
    actions = random_game(spec, players)
    first = late_index(spec, actions, players)
    fallback = None
    for index in range(first, min(len(actions), first + tries)):
        mover = state_after(spec, actions, index, players).current_player
        skip: set = set()
        found = 0
        table = _open(app, window, match_after(spec, actions, index, players, human=mover))
        for _ in range(40):
            outcome, where = find_drag_source(app, table, skip)
            if outcome == "none":
                break
            skip.add(where)
            if outcome == "played":
                table = _open(app, window, match_after(spec, actions, index, players, human=mover))
                continue
            legal = scout(app, table)
            end_drag(app, table)
            if legal:
                if start_drag_at(app, table, QPoint(*where)):
                    return table
            elif fallback is None:
                fallback = (index, mover, where)
            found += 1
            if found >= sources:
                break
    if fallback is not None:
        index, mover, where = fallback
        table = _open(app, window, match_after(spec, actions, index, players, human=mover))
        if start_drag_at(app, table, QPoint(*where)):
            return table
    return None


def drag_path(view, scene, moves: int):
    """A zigzag of `moves` points over the whole table as the view shows it (6 sweeps)."""
    from PySide6.QtCore import QPoint

    rect = view.mapFromScene(scene.table_rect()).boundingRect().intersected(view.viewport().rect())
    rect = rect.adjusted(8, 8, -8, -8)
    sweeps = 6
    per = max(2, moves // sweeps)
    points = []
    for s in range(sweeps):
        y = rect.top() + rect.height() * (s + 0.5) / sweeps
        for i in range(per):
            t = i / (per - 1)
            x = rect.left() + rect.width() * (t if s % 2 == 0 else 1 - t)
            points.append(QPoint(int(x), int(y)))
    return points[:moves]


def measure_drag(app, window, spec, moves: int, sources: int = 5) -> dict:
    import time

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    table = open_draggable(app, window, spec, sources=sources)
    if table is None:
        return {"drag": False}
    view, scene = table.view, table.scene
    viewport = view.viewport()
    path = drag_path(view, scene, moves)
    # Per move: the main thread's CPU time (the work the app does; the machine is shared, so wall
    # time mostly measures other processes) and, beside it, wall time.
    repaint, update, repaint_wall = [], [], []
    legal = 0
    for i, point in enumerate(path):
        t0, c0 = time.perf_counter(), time.thread_time()
        QTest.mouseMove(viewport, point)
        if i % 2 == 0:  # what the brief asks: the move plus a full synchronous repaint
            viewport.repaint()
            repaint.append(time.thread_time() - c0)
            repaint_wall.append(time.perf_counter() - t0)
        else:           # what the app does: the move, then Qt paints only the dirty region
            app.processEvents()
            update.append(time.thread_time() - c0)
        legal += bool(scene.target is not None and scene.target.legal)
    payload, items = repr(scene.drag_payload), len(scene.items())
    size = f"{window.width()}x{window.height()}, viewport {viewport.width()}x{viewport.height()}"
    QTest.keyClick(viewport, Qt.Key_Escape)
    app.processEvents()
    return {"drag": True, "repaint": repaint, "update": update, "repaint_wall": repaint_wall,
            "payload": payload, "legal_moves": legal, "items": items, "size": size}


def table(game: str, moves: int, samples: int = 9, sources: int = 5) -> int:
    import json
    import statistics
    import time

    from PySide6.QtWidgets import QApplication

    from desktop_app.engine.saves import SaveStore
    from desktop_app.games import REGISTRY

    from .common import late_match, percentile

    app = QApplication([sys.argv[0]])
    spec = REGISTRY[game]
    store = SaveStore()  # TARSAS_DATA_DIR: the run's data folder, so start-up later lists these saves
    window = _window(app, store)
    match = late_match(spec)
    table = _open(app, window, match)
    result = {"game": game, "log": len(match.log)}
    saves, loads, save_cpu = [], [], []
    path = store.autosave_path(match)
    for _ in range(samples):  # autosave exactly as the controller does it (thumbnail + atomic write + fsync)
        t0, c0 = time.perf_counter(), time.thread_time()
        table.controller.autosave()
        saves.append(time.perf_counter() - t0)
        save_cpu.append(time.thread_time() - c0)
        t0 = time.perf_counter()
        store.load(path)
        loads.append(time.perf_counter() - t0)
    if samples:
        result.update(save_ms=statistics.median(saves) * 1000, load_ms=statistics.median(loads) * 1000,
                      save_cpu_ms=statistics.median(save_cpu) * 1000, save_kb=path.stat().st_size / 1024)
    drag = measure_drag(app, window, spec, moves, sources)
    result["drag"] = drag["drag"]
    if drag["drag"]:
        result.update(
            drag_p50_ms=statistics.median(drag["repaint"]) * 1000,
            drag_p95_ms=percentile(drag["repaint"], 95) * 1000,
            drag_wall_p50_ms=statistics.median(drag["repaint_wall"]) * 1000,
            drag_wall_p95_ms=percentile(drag["repaint_wall"], 95) * 1000,
            drag_update_p50_ms=statistics.median(drag["update"]) * 1000,
            drag_update_p95_ms=percentile(drag["update"], 95) * 1000,
            drag_payload=drag["payload"], drag_items=drag["items"], drag_legal_moves=drag["legal_moves"], drag_window=drag["size"])
    table.close_match()
    print(json.dumps(result))
    sys.stdout.flush()
    os._exit(0)  # like the app: skip PySide6's shutdown collection


def peak_rss_kb() -> float:
    """This process's peak resident set. Linux: VmHWM of /proc/self/status, which starts afresh at
    exec; ru_maxrss does not, and would report the benchmark parent's size at the fork."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return float(line.split()[1])
    except OSError:
        pass
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 if sys.platform == "darwin" else peak  # bytes on macOS, KB elsewhere


def rss(game: str) -> int:
    import json
    import tempfile
    from pathlib import Path

    from PySide6.QtWidgets import QApplication

    from desktop_app.engine.saves import SaveStore

    app = QApplication([sys.argv[0]])
    store = SaveStore(Path(tempfile.mkdtemp(prefix="tarsas-bench-")))
    window = _window(app, store)
    if game != "shelf":
        from desktop_app.games import REGISTRY

        from .common import late_match

        _open(app, window, late_match(REGISTRY[game]))
    window.grab()  # make sure everything has been painted once
    _settle(app)
    print(json.dumps({"game": game, "peak_rss_mb": peak_rss_kb() / 1024}))
    sys.stdout.flush()
    os._exit(0)


def thinking(game: str, switch: float, repaints: int = 40) -> int:
    """What a player feels while the computer thinks: the wall time of a full repaint of the table
    (and of the first paint once its turn began), the search running on the pool thread."""
    import json
    import statistics
    import time

    from PySide6.QtWidgets import QApplication

    from desktop_app.engine.game import Seat
    from desktop_app.engine.match import Match
    from desktop_app.engine.saves import SaveStore
    from desktop_app.games import REGISTRY
    from desktop_app.ui import controller as controller_module

    from .common import percentile

    real = controller_module.make_agent
    controller_module.make_agent = lambda level, spec, seed=None, **s: real(level, spec, seed, **{**s, "think": 120.0})
    real_pool = controller_module.think_in_pool

    def pool_with_this_interval(task):
        real_pool(task)
        sys.setswitchinterval(switch)  # what this run measures, after the app set its own

    controller_module.think_in_pool = pool_with_this_interval
    app = QApplication([sys.argv[0]])
    window = _window(app, SaveStore())
    spec = REGISTRY[game]
    match = Match.start(spec, [Seat("Bot", "#d35400", "hard"), Seat("Anna", "#16a085")], 5)
    window.stack.setCurrentWidget(window.table)
    window.table.open(match)
    window.table.controller.ai_pause_ms = 0
    deadline = time.monotonic() + 30
    while not window.table.controller._agents and time.monotonic() < deadline:
        app.processEvents()
    time.sleep(0.3)  # the search is under way
    viewport = window.table.view.viewport()
    walls = []
    for _ in range(repaints):
        t0 = time.perf_counter()
        viewport.repaint()
        app.processEvents()
        walls.append(time.perf_counter() - t0)
    window.table.close_match()
    print(json.dumps({"game": game, "switch_interval_s": switch, "repaints": repaints,
                      "repaint_wall_p50_ms": statistics.median(walls) * 1000,
                      "repaint_wall_p95_ms": percentile(walls, 95) * 1000}))
    sys.stdout.flush()
    os._exit(0)


def main(argv: list[str]) -> int:
    if not os.environ.get("TARSAS_DATA_DIR"):  # never write into the user's own saves
        import tempfile

        os.environ["TARSAS_DATA_DIR"] = tempfile.mkdtemp(prefix="tarsas-bench-data-")
    command = argv[0]
    if command == "startup":
        return startup()
    if command == "table":
        if len(argv) > 5:
            global SIZE
            SIZE = tuple(int(v) for v in argv[5].split("x"))
        return table(argv[1], int(argv[2]), *(int(a) for a in argv[3:5]))
    if command == "rss":
        return rss(argv[1])
    if command == "thinking":
        return thinking(argv[1], float(argv[2]))
    if command == "model":  # the model figures of one game (no Qt), in a fresh process
        import json

        from desktop_app.games import REGISTRY

        from .model import Budget, run_model

        print(json.dumps(run_model(REGISTRY[argv[1]], Budget(argv[2] == "quick"))))
        return 0
    raise SystemExit(f"unknown command {command!r}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
