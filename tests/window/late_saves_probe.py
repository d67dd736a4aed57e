"""Run in a process of its own (tests/window/test_save_size.py) on an offscreen screen of the size
and scale factor the test sets: in the real window, each game's late position (bench/common.py's
4-player position, 85% through a whole game) gets one more move from the person to move, which
autosaves it as a move at that table does; then the shelf lists the four. Prints one JSON object:
per game, the autosave's size, its picture's pixels and the shelf frame's device pixels."""
from __future__ import annotations

import sys
from pathlib import Path

from first_window_probe import wait


def main() -> int:
    import json

    from PySide6.QtGui import QImage

    from bench.common import late_match
    from desktop_app.app import make_app
    from desktop_app.games import REGISTRY
    from desktop_app.ui import first_turn
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.shelf import GAME_FILES

    app = make_app([sys.argv[0]])
    window = MainWindow()
    window.show()
    wait(app, 200)
    out = {"ratio": window.devicePixelRatioF(), "games": {}}
    for game, spec in REGISTRY.items():
        first_turn.set_dismissed(game)  # no guide over the table
        match = late_match(spec)
        window.start(match)
        controller = window.table.controller
        controller.ai_pause_ms = 10**9  # the computers wait: one move, one autosave
        wait(app, 200)
        assert controller.try_action(controller.state.legal_actions()[0])
        wait(app, 200)
        path = window.store.autosave_path(match)
        out["games"][game] = {"path": path.name, "kb": path.stat().st_size / 1024}
        window.show_shelf()
        wait(app, 100)
    shelf = window.shelf
    infos, _errors = window.store.list()
    icon, ratio = shelf.saves.iconSize(), shelf.devicePixelRatioF()
    frame = [round(icon.width() * ratio), round(icon.height() * ratio)]
    listed = {info.path.name: info for info in infos}
    entries = [shelf.saves.item(i) for i in range(shelf.saves.count())]
    for seen in out["games"].values():
        image = QImage.fromData(listed[seen["path"]].thumbnail, "PNG")
        seen["stored"] = [image.width(), image.height()]
        seen["frame"] = frame
        seen["listed"] = any(Path(file).name == seen["path"] for entry in entries for file in entry.data(GAME_FILES) or ())
    print(json.dumps(out), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
