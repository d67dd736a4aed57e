"""A long evening in one window (issue 22, finding 25): N whole games with computer seats, each
started from the shelf and sent back to it, in one MainWindow; after each game back on the shelf
it prints one JSON line of resident memory, Python objects and Qt objects, and a summary last.

    python -m bench.evening [--games N] [--players P] [--size WxH] [--titles a,b] [--types]

Every game is played by "easy" computer seats with no pause and motions at test speed, so an
evening of 12 games takes a few minutes; what is measured is what stays behind, not the speed.
With --types, each line also names the Python types that grew most since the previous game
(what keeps objects alive between games)."""
from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import tempfile
import time
from collections import Counter

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
TITLES = ("copenhagen", "kingdom_builder", "new_york", "christmas_tree")


def rss_mb() -> float:
    """Resident set now (VmRSS), Linux; 0 elsewhere."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def trim_heap() -> None:
    """Give freed C heap back to the system (glibc), so RSS shows what is still held, not what
    the allocator keeps for later."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


def settle(app, rounds: int = 4) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    for _ in range(rounds):
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    app.processEvents()


def play_one(app, window, game_id: str, players: int, seed: int, timeout: float = 600.0) -> int:
    """Start a game of computer seats from the shelf, play it to the end, go back to the shelf.
    Returns the number of actions played."""
    from desktop_app.engine.game import Seat
    from desktop_app.engine.match import Match
    from desktop_app.games import REGISTRY

    spec = REGISTRY[game_id]
    count = max(spec.min_players, min(players, spec.max_players))
    seats = [Seat(f"Seat {i + 1}", spec.colours[i], "random") for i in range(count)]
    window.start(Match.start(spec, seats, seed))
    controller = window.table.controller
    controller.ai_pause_ms = 0
    deadline = time.monotonic() + timeout
    while not controller.state.is_over:
        if time.monotonic() > deadline:
            raise RuntimeError(f"{game_id} did not finish in {timeout} s")
        app.processEvents()
        time.sleep(0.001)
    actions = len(controller.match.log)
    settle(app)
    window.show_shelf()
    settle(app)
    return actions


def qt_objects(window) -> int:
    from PySide6.QtCore import QObject

    return len(window.findChildren(QObject))


def measure(window, previous: Counter | None, types: bool) -> tuple[dict, Counter | None]:
    gc.collect()
    trim_heap()
    figures = {"rss_mb": round(rss_mb(), 1), "py_objects": len(gc.get_objects()), "qt_objects": qt_objects(window)}
    counts = None
    if types:
        counts = Counter(type(o).__name__ for o in gc.get_objects())
        if previous is not None:
            grown = (counts - previous).most_common(8)
            figures["grown_types"] = dict(grown)
    return figures, counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.evening")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--titles", default=",".join(TITLES))
    parser.add_argument("--types", action="store_true", help="name the Python types that grew per game")
    args = parser.parse_args(argv)
    os.environ.setdefault("TARSAS_DATA_DIR", tempfile.mkdtemp(prefix="tarsas-evening-"))

    from PySide6.QtWidgets import QApplication

    from desktop_app.engine.saves import SaveStore
    from desktop_app.table import motion
    from desktop_app.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    motion.SHORTEST, motion.LONGEST = 10, 20  # pieces still travel and land, at test speed
    width, height = (int(v) for v in args.size.split("x"))
    window = MainWindow(SaveStore())
    window.resize(width, height)
    window.show()
    settle(app)
    titles = args.titles.split(",")
    start, counts = measure(window, None, args.types)
    print(json.dumps({"game": 0, "title": "shelf", **start}), flush=True)
    rows = []
    for number in range(1, args.games + 1):
        title = titles[(number - 1) % len(titles)]
        began = time.monotonic()
        actions = play_one(app, window, title, args.players, seed=number)
        figures, counts = measure(window, counts, args.types)
        row = {"game": number, "title": title, "actions": actions,
               "seconds": round(time.monotonic() - began, 1), **figures}
        rows.append(row)
        print(json.dumps(row), flush=True)
    summary = summarise(rows, len(titles))
    print(json.dumps(summary), flush=True)
    return 0


def summarise(rows: list[dict], round_length: int) -> dict:
    """Growth over the evening once it warmed up: from the end of the first round of titles (every
    game's modules and caches loaded once) to the last game, per round of titles."""
    if len(rows) <= round_length:
        return {"games": len(rows), "note": "too few games for a growth figure"}
    warm, last = rows[round_length - 1], rows[-1]
    rounds = (last["game"] - warm["game"]) / round_length
    return {
        "games": len(rows),
        "rss_first_mb": rows[0]["rss_mb"], "rss_warm_mb": warm["rss_mb"], "rss_last_mb": last["rss_mb"],
        "rss_mb_per_round": round((last["rss_mb"] - warm["rss_mb"]) / rounds, 1),
        "py_objects_warm": warm["py_objects"], "py_objects_last": last["py_objects"],
        "py_objects_per_round": round((last["py_objects"] - warm["py_objects"]) / rounds),
        "qt_objects_warm": warm["qt_objects"], "qt_objects_last": last["qt_objects"],
    }


if __name__ == "__main__":
    sys.exit(main())
