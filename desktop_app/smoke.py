"""`tarsas --smoke-test`: for every registered game, play a whole game with computer seats through
the window's own controller and table, save it, reload it and compare. Exit 0 only if all pass."""
from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveStore
from desktop_app.games import REGISTRY


def play_in_window(window, spec, seed: int, timeout_s: float = 120) -> Match:
    seats = [Seat(f"Bot {i + 1}", spec.colours[i % len(spec.colours)], "random") for i in range(spec.min_players)]
    window.start(Match.start(spec, seats, seed))
    controller = window.table.controller
    controller.ai_pause_ms = 0
    loop = QEventLoop()
    controller.finished.connect(loop.quit)
    QTimer.singleShot(int(timeout_s * 1000), loop.quit)
    if not controller.state.is_over:
        loop.exec()
    if not controller.state.is_over:
        raise RuntimeError(f"{spec.id}: the game did not finish within {timeout_s:.0f} s"
                           + (f" ({controller.last_error})" if controller.last_error else ""))
    return controller.match


def run_smoke_test() -> int:
    from desktop_app.table.motion import set_instant
    from desktop_app.ui.main_window import MainWindow

    set_instant(True)  # the same window, controller and saves; the pieces need not travel
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder))
        window = MainWindow(store)
        window.table.game_finished.disconnect(window.on_finished)  # the score sheet is not looked at offscreen
        window.show()
        for spec in REGISTRY.values():
            started = time.perf_counter()
            try:
                match = play_in_window(window, spec, seed=7)
                path = store.save(match)
                loaded = store.load(path)
                if loaded.state.to_json() != match.state.to_json() or len(loaded.log) != len(match.log):
                    raise RuntimeError("the reloaded game differs from the one saved")
                window.resume(path)
                window.show_shelf()
                print(f"ok   {spec.id}: {len(match.log)} actions, scores {match.state.scores()}, "
                      f"{time.perf_counter() - started:.1f} s")
            except Exception as error:  # report every game, then fail
                failures.append(spec.id)
                print(f"FAIL {spec.id}: {type(error).__name__}: {error}", file=sys.stderr)
        window.close()
        QApplication.processEvents()
    print("smoke test: " + ("all games passed" if not failures else f"failed: {', '.join(failures)}"))
    return 1 if failures else 0
