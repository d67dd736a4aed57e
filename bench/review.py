"""How long one step of a review takes: the position from the cached snapshots, the table scene
rebuilt, the timeline, graph and log updated and the window repainted (issue 17: <= 16 ms p95
on a 400-action game). Wall time, the process's CPU time (the machine may be shared), the game
scene's own sync() inside the step, the page's own part (the same steps again with the table left
out: timeline, slider, graph marker, log line, position label and their repaint, without the
position itself; the log tab shown), the same with the Everything tab open (a finished game whose
rules have hidden.py; "-" otherwise), the position alone (snapshot + at most K-1 actions), and
the table view's repaint inside the step: its CPU and the area it covered (kilopixels; the
viewport at 1280x720 is ~620 kpx), which is what a game's table makes Qt redraw.

    uv run python bench/review.py [--games new_york,copenhagen] [--steps 200]
    uv run python bench/review.py --instructions --steps 60     # callgrind: M instructions per step

Each game: one complete random game (4 players; the longest game that seed gives is used as is),
reviewed in the real MainWindow at 1280x720 offscreen; steps go forward and back in runs, the
way a player steps with the arrow keys, plus a few jumps (Home/End, a click on the graph)."""
from __future__ import annotations

import argparse
import json
import os
import pathlib
import random
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))


SEED = 20261130


def percentile(values: list[float], q: float) -> float:
    values = sorted(values) or [float("nan")]
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


class PaintMeter:
    """Times the table view's paint events and sums the area they cover: an event filter on the
    viewport hands each paint to the view itself (QAbstractScrollArea.viewportEvent) and stops it."""

    def __init__(self, view):
        from PySide6.QtCore import QEvent, QObject

        meter = self
        self.cpu_ms = 0.0
        self.kilopixels = 0.0

        class Filter(QObject):
            def eventFilter(self, watched, event):
                if event.type() != QEvent.Paint:
                    return False
                meter.kilopixels += sum(r.width() * r.height() for r in event.region()) / 1000
                begun = time.process_time()
                view.viewportEvent(event)
                meter.cpu_ms += (time.process_time() - begun) * 1000
                return True

        self.filter = Filter()
        view.viewport().installEventFilter(self.filter)

    def reset(self) -> None:
        self.cpu_ms = self.kilopixels = 0.0

    def close(self, view) -> None:
        view.viewport().removeEventFilter(self.filter)


def played_game(game: str, seed: int):
    """One complete random game (4 players where the game allows) and the generator after it."""
    from desktop_app.engine.game import Seat
    from desktop_app.engine.match import Match
    from desktop_app.games import REGISTRY

    spec = REGISTRY[game]
    players = max(spec.min_players, min(spec.max_players, 4))
    match = Match.start(spec, [Seat(f"P{i}", spec.colours[i]) for i in range(players)], seed)
    rng = random.Random(seed)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    return match, rng


def walk(rng: random.Random, steps: int) -> list[str]:
    """Runs of arrow presses both ways, and now and then a jump (the first N of a longer walk
    are the same N)."""
    keys = []
    while len(keys) < steps:
        keys += [rng.choice(("forward", "back"))] * rng.randint(3, 15)
        if rng.random() < 0.1:
            keys.append(rng.choice(("next_turn", "prev_turn", "next_round", "prev_round")))
    return keys[:steps]


def review_game(window, app, game: str, steps: int, seed: int = SEED) -> dict:
    from desktop_app.engine.replay import Replay

    match, rng = played_game(game, seed)
    started = time.perf_counter()
    Replay(match)
    build_ms = (time.perf_counter() - started) * 1000
    window.review(match, step=len(match.log) // 2)
    page = window.review_page
    app.processEvents()
    keys = walk(rng, steps)
    step_ms, cpu_ms, sync_ms, position_ms, paint_ms, paint_kpx = [], [], [], [], [], []
    meter = PaintMeter(page.view)
    scene_sync = type(page.scene).sync
    def timed_sync(scene):  # the game scene's own rebuild, inside the step
        begun = time.process_time()
        scene_sync(scene)
        sync_ms.append((time.process_time() - begun) * 1000)
    page.scene.sync = timed_sync.__get__(page.scene)
    for key in keys[:steps]:
        if page.target(key) is None:
            key = "back" if key == "forward" else "forward"
        meter.reset()
        started, cpu = time.perf_counter(), time.process_time()
        page.move(key)
        app.processEvents()  # the repaint of what changed, as the event loop does it
        step_ms.append((time.perf_counter() - started) * 1000)
        cpu_ms.append((time.process_time() - cpu) * 1000)
        paint_ms.append(meter.cpu_ms)
        paint_kpx.append(meter.kilopixels)
    meter.close(page.view)
    page_ms = page_own(page, app, keys[:steps])
    everything_ms = []  # the same with the Everything tab open (a game with hidden.py only)
    if page.tabs.isTabVisible(1):
        page.tabs.setCurrentIndex(1)
        everything_ms = page_own(page, app, keys[:steps])
        page.tabs.setCurrentIndex(0)
    for step in rng.sample(range(len(match.log) + 1), min(steps, len(match.log) + 1)):
        started = time.perf_counter()
        page.replay.state_at(step)
        position_ms.append((time.perf_counter() - started) * 1000)
    page.close_review()
    return {"actions": len(match.log), "replay_build_ms": round(build_ms, 1),
            "step_p50_ms": round(statistics.median(step_ms), 2), "step_p95_ms": round(percentile(step_ms, 0.95), 2),
            "step_cpu_p95_ms": round(percentile(cpu_ms, 0.95), 2), "scene_sync_cpu_p95_ms": round(percentile(sync_ms, 0.95), 2),
            "page_own_cpu_p95_ms": round(percentile(page_ms, 0.95), 2),
            "paint_cpu_p95_ms": round(percentile(paint_ms, 0.95), 2), "paint_kpx_p50": round(statistics.median(paint_kpx)),
            "everything_cpu_p95_ms": round(percentile(everything_ms, 0.95), 2) if everything_ms else "-",
            "position_p95_ms": round(percentile(position_ms, 0.95), 3)}


def page_own(page, app, keys: list[str]) -> list[float]:
    """CPU per step of the review page's own part: the same key presses, the table's sync and
    repaint left out (render_table only clears its flag, so the view has nothing to redraw) and
    the position's own computation (controller.go: the snapshot and the actions) subtracted."""
    go = page.controller.go
    spent = []

    def timed_go(step):
        begun = time.process_time()
        go(step)
        spent.append(time.process_time() - begun)

    page.render_table = lambda: setattr(page, "_table_pending", False)
    page.controller.go = timed_go
    figures = []
    try:
        for key in keys:
            if page.target(key) is None:
                key = "back" if key == "forward" else "forward"
            spent.clear()
            cpu = time.process_time()
            page.move(key)
            app.processEvents()
            figures.append((time.process_time() - cpu - sum(spent)) * 1000)
    finally:
        del page.render_table, page.controller.go  # the class's own again
    return figures


def new_window(app):
    from desktop_app.engine.saves import SaveStore
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(SaveStore(pathlib.Path(tempfile.mkdtemp())))
    window.resize(1280, 720)
    window.show()
    return window


def walk_only(app, game: str, steps: int) -> None:
    """The child of --instructions: the review opened as review_game opens it, `steps` steps of
    the same walk, each with its repaint, and nothing else."""
    window = new_window(app)
    match, rng = played_game(game, SEED)
    window.review(match, step=len(match.log) // 2)
    page = window.review_page
    app.processEvents()
    for key in walk(rng, steps):
        if page.target(key) is None:
            key = "back" if key == "forward" else "forward"
        page.move(key)
        app.processEvents()


def instructions_per_step(games: list[str], steps: int) -> dict:
    """Millions of instructions per review step (callgrind): a child walking `steps` steps minus
    one walking none, everything else the same. Steady on a shared machine, unlike CPU time."""
    import subprocess

    from bench.run import child_env, instructions_of

    here = str(pathlib.Path(__file__).resolve())
    figures = {}
    for game in games:
        # once natively first: the children share a bytecode cache, and the first would compile it
        subprocess.run([sys.executable, here, "--walk-only", game, "--steps", "0"], env=child_env(), check=True,
                       capture_output=True, timeout=600)
        counts = [instructions_of([sys.executable, here, "--walk-only", game, "--steps", str(n)]) for n in (steps, 0)]
        figures[game] = None if None in counts else round((counts[0] - counts[1]) / steps / 1e6, 2)
        print(f"{game:16} {figures[game]} M instructions per step", flush=True)
    print(json.dumps(figures))
    return figures


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", default="new_york,copenhagen,kingdom_builder,christmas_tree")
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--instructions", action="store_true",
                        help="instructions per step under valgrind's callgrind instead (use --steps 60: ~1 min per game)")
    parser.add_argument("--walk-only", metavar="GAME", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.instructions:
        return instructions_per_step(args.games.split(","), args.steps)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    if args.walk_only:
        walk_only(app, args.walk_only, args.steps)
        sys.stdout.flush()
        os._exit(0)  # no teardown: the same in the child of 0 steps
    window = new_window(app)
    figures = {game: review_game(window, app, game, args.steps) for game in args.games.split(",")}
    columns = ("actions", "replay_build_ms", "step_p50_ms", "step_p95_ms", "step_cpu_p95_ms", "scene_sync_cpu_p95_ms",
               "page_own_cpu_p95_ms", "paint_cpu_p95_ms",
               "paint_kpx_p50", "everything_cpu_p95_ms", "position_p95_ms")
    print(f"{'game':16} " + " ".join(f"{c:>12}" for c in columns))
    for game, f in figures.items():
        print(f"{game:16} " + " ".join(f"{f[c]:>12}" for c in columns))
    print(json.dumps(figures))
    return figures


if __name__ == "__main__":
    main()
