"""How long the Kingdom Builder table takes per mouse move while dragging on a crowded board.

    uv run python bench/kingdom_builder_drag.py
"""
from __future__ import annotations

import os
import pathlib
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(pathlib.Path(__file__).parent))


def main() -> None:
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from desktop_app.engine.game import Seat
    from desktop_app.engine.match import Match
    from desktop_app.engine.saves import SaveStore
    from desktop_app.games import REGISTRY
    from desktop_app.games.kingdom_builder.scene import BOARD_H, BOARD_W, BOARD_X, BOARD_Y
    from desktop_app.ui.main_window import MainWindow
    from kingdom_builder_speed import crowded_state

    window = MainWindow(SaveStore(pathlib.Path(tempfile.mkdtemp())))
    window.resize(1280, 800)
    window.show()
    spec = REGISTRY["kingdom_builder"]
    match = Match.start(spec, [Seat(f"P{i}", spec.colours[i]) for i in range(4)], 1, {"board": "random", "cards": "random"})
    match.state = crowded_state()
    window.start(match)
    scene = window.table.scene
    scene.sync()
    app.processEvents()
    moves = 2000
    started = time.perf_counter()
    for i in range(moves):
        point = QPointF(BOARD_X + (i * 37) % BOARD_W, BOARD_Y + (i * 53) % BOARD_H)
        scene.drag_target(("settlement",), point, 0, False)
    per_move = (time.perf_counter() - started) / moves
    print(f"drag target per mouse move on a crowded board: {per_move * 1e6:.1f} µs "
          f"({len(scene._lit)} lit hexes)")
    started = time.perf_counter()
    for _ in range(20):
        scene.sync()
    print(f"full re-sync of the table after an action: {(time.perf_counter() - started) / 20 * 1000:.1f} ms")
    window.table.close_match()
    os._exit(0)


if __name__ == "__main__":
    main()
