"""`python -m bench [--quick] [--games a,b]`: every figure, a table, and one JSON line last."""
from __future__ import annotations

import argparse
import json
import re
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from .common import rnd
from .model import Budget

# Random playouts per second wanted by issue 8; the other targets are in check_targets().
PLAYOUT_TARGETS = {"copenhagen": 50, "new_york": 50, "kingdom_builder": 10, "christmas_tree": 20}
PER_GAME_FIGURES = (
    "players", "legal_ms", "legal_count", "playouts_per_s", "clone_apply_per_s",
    "ai_medium_ms", "ai_hard_ms", "save_ms", "save_2x_ms", "load_ms", "save_kb", "save_2x_kb",
    "drag_p50_ms", "drag_p95_ms", "drag_p95_1440_ms", "peak_rss_mb",
)
TOP_FIGURES = ("startup_app_ms", "startup_baseline_ms", "startup_ratio", "startup_cpu_ratio", "shelf_rss_mb")


_DIRS: dict[str, str] = {}  # made on first use, removed at the end of main()


def _dir(name: str) -> str:
    if name not in _DIRS:
        _DIRS[name] = tempfile.mkdtemp(prefix=f"tarsas-bench-{name}-")
    return _DIRS[name]


def child_env() -> dict:
    """Offscreen, a private data folder, and bytecode caching on (in a private folder): a shipped
    Tarsas starts from compiled bytecode, while this sandbox sets PYTHONDONTWRITEBYTECODE, which
    would make every start compile every module again (~120 ms) and blur the start-up figure."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["TARSAS_DATA_DIR"] = _dir("data")  # the table children leave a late-game save per game here
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = _dir("pycache")
    return env


def run_child(args: list[str], timeout: float = 300, env: dict | None = None) -> dict:
    """Run `python -m bench.gui ARGS` (with `env` over child_env()) and return the JSON object it
    printed last."""
    done = subprocess.run([sys.executable, "-m", "bench.gui", *args], capture_output=True, text=True,
                          env={**child_env(), **(env or {})}, timeout=timeout)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"bench.gui {' '.join(args)} failed ({done.returncode}): {done.stderr[-2000:]}")
    return json.loads(lines[-1])


def scale_2_env() -> dict:
    """A 2560x1440 offscreen screen at QT_SCALE_FACTOR=2: the shelf shows thumbnails at two
    device pixels per pixel there, so the autosave draws its picture twice as large."""
    config = os.path.join(_dir("screens"), "2560x1440.json")
    with open(config, "w") as out:
        json.dump({"synchronousWindowSystemEvents": False, "windowFrameMargins": False,
                   "screens": [{"name": "S1", "x": 0, "y": 0, "width": 2560, "height": 1440,
                                "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}, out)
    return {"QT_QPA_PLATFORM": f"offscreen:configfile={config}", "QT_SCALE_FACTOR": "2"}


def wall_of(command: list[str]) -> tuple[float, float]:
    """Wall seconds from spawning the process to its exit, and the CPU seconds it used."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=child_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)  # the child has its own 60 s watchdog
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited with {process.returncode}")
    return wall, usage.ru_utime + usage.ru_stime


def startup(runs: int) -> dict:
    """Process start to the shelf painted, against `python -c "import PySide6.QtWidgets"`, alternated
    in the same run so both see the same machine load; the ratio of the medians. The CPU-time ratio
    beside it is steadier on a loaded machine."""
    baseline_cmd = [sys.executable, "-c", "import PySide6.QtWidgets"]
    app_cmd = [sys.executable, "-m", "bench.gui", "startup"]
    wall_of(baseline_cmd)  # warm the file and bytecode caches for both
    wall_of(app_cmd)
    base, app = [], []
    for _ in range(runs):
        base.append(wall_of(baseline_cmd))
        app.append(wall_of(app_cmd))
    b, a = statistics.median(w for w, _ in base), statistics.median(w for w, _ in app)
    bc, ac = statistics.median(c for _, c in base), statistics.median(c for _, c in app)
    return {"startup_app_ms": rnd(a * 1000, 1), "startup_baseline_ms": rnd(b * 1000, 1),
            "startup_ratio": rnd(a / b, 2), "startup_cpu_ratio": rnd(ac / bc, 2)}


def instructions_of(command: list[str]) -> int | None:
    """CPU instructions the command executes, counted by valgrind's callgrind: the same count
    whatever else the machine is doing. None where valgrind is not installed."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        return None
    done = subprocess.run([valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
                          env=child_env(), capture_output=True, text=True, timeout=600)
    found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
    return int(found.group(1)) if done.returncode == 0 and found else None


def startup_instructions() -> dict:
    """The start-up ratio in executed instructions: a steady companion to the wall-time ratio on a
    busy machine (it leaves out waiting on the disk and the display, which the wall time includes)."""
    baseline_cmd = [sys.executable, "-c", "import PySide6.QtWidgets"]
    app_cmd = [sys.executable, "-m", "bench.gui", "startup"]
    wall_of(baseline_cmd)  # bytecode compiled and cached first, as in startup()
    wall_of(app_cmd)
    baseline, app = instructions_of(baseline_cmd), instructions_of(app_cmd)
    ratio = rnd(app / baseline, 2) if app and baseline else None
    return {"startup_instructions_ratio": ratio}


def check_targets(figures: dict) -> list[str]:
    missed = []
    if figures["startup_ratio"] is not None and figures["startup_ratio"] > 2.0:
        missed.append(f"start-up ratio {figures['startup_ratio']} > 2.0")
    for game, g in figures["games"].items():
        if g.get("drag_p95_ms") is not None and g["drag_p95_ms"] > 4:
            missed.append(f"{game}: drag repaint p95 {g['drag_p95_ms']} ms > 4 ms")
        if g.get("drag_p95_1440_ms") is not None and g["drag_p95_1440_ms"] > 8:
            missed.append(f"{game}: drag repaint p95 at 2560x1440 {g['drag_p95_1440_ms']} ms > 8 ms")
        if g["legal_ms"] is not None and g["legal_ms"] > 1:
            missed.append(f"{game}: legal placements {g['legal_ms']} ms > 1 ms")
        target = PLAYOUT_TARGETS.get(game)
        if target and g["playouts_per_s"] is not None and g["playouts_per_s"] < target:
            missed.append(f"{game}: random playouts {g['playouts_per_s']}/s < {target}/s")
        if g["ai_hard_ms"] is not None and g["ai_hard_ms"] > 2000:
            missed.append(f"{game}: hard AI {g['ai_hard_ms']} ms > 2000 ms")
        for key in ("save_ms", "save_2x_ms", "load_ms"):
            if g.get(key) is not None and g[key] > 50:
                missed.append(f"{game}: {key.replace('_ms', '')} {g[key]} ms > 50 ms")
        for key in ("save_kb", "save_2x_kb"):
            if g.get(key) is not None and g[key] > 200:
                missed.append(f"{game}: {key.replace('_kb', '')} file {g[key]} KB > 200 KB")
    return missed


def fmt(value, unit: str = "") -> str:
    if value is None:
        return "n/a"
    if isinstance(value, float):
        text = f"{value:.3g}" if abs(value) < 10 else f"{value:,.0f}" if abs(value) >= 1000 else f"{value:.1f}"
    else:
        text = str(value)
    return text + unit


def table(figures: dict) -> str:
    games = list(figures["games"])
    rows = [
        ("drag: mouse move + full repaint, p50 (CPU)", "drag_p50_ms", " ms", "—"),
        ("drag: mouse move + full repaint, p95 (CPU)", "drag_p95_ms", " ms", "≤ 4 ms"),
        ("drag at 2560×1440: move + full repaint, p50", "drag_p50_1440_ms", " ms", "—"),
        ("drag at 2560×1440: move + full repaint, p95", "drag_p95_1440_ms", " ms", "≤ 8 ms"),
        ("legal placements, late game (median)", "legal_ms", " ms", "≤ 1 ms"),
        ("legal actions in that position", "legal_count", "", ""),
        ("random playouts (per CPU second)", "playouts_per_s", "/s", "≥ 50 (Copenhagen, New York), "
         "≥ 10 (Kingdom Builder), ≥ 20 (Christmas Tree)"),
        ("clone + apply (per CPU second)", "clone_apply_per_s", "/s", "report"),
        ("AI move, medium (greedy)", "ai_medium_ms", " ms", "report"),
        ("AI move, hard", "ai_hard_ms", " ms", "≤ 2000 ms"),
        ("autosave write (with thumbnail)", "save_ms", " ms", "≤ 50 ms"),
        ("autosave write at QT_SCALE_FACTOR=2 (2x thumbnail)", "save_2x_ms", " ms", "≤ 50 ms"),
        ("full load (parse + replay + check)", "load_ms", " ms", "≤ 50 ms"),
        ("save file size", "save_kb", " KB", "≤ 200 KB"),
        ("save file size at QT_SCALE_FACTOR=2", "save_2x_kb", " KB", "≤ 200 KB"),
        ("peak RSS, 4-player table open", "peak_rss_mb", " MB", "report"),
    ]
    head = ["figure", *games, "target"]
    body = [[label, *(fmt(figures["games"][g].get(key), unit) for g in games), target]
            for label, key, unit, target in rows]
    widths = [max(len(str(r[i])) for r in [head, *body]) for i in range(len(head))]
    line = lambda r: "| " + " | ".join(str(c).ljust(w) for c, w in zip(r, widths)) + " |"  # noqa: E731
    out = [
        f"start-up: shelf painted {fmt(figures['startup_app_ms'], ' ms')} vs import PySide6.QtWidgets "
        f"{fmt(figures['startup_baseline_ms'], ' ms')}: ratio {fmt(figures['startup_ratio'])} (target ≤ 2.0; "
        f"CPU-time ratio {fmt(figures['startup_cpu_ratio'])}; "
        f"instruction-count ratio {fmt(figures.get('startup_instructions_ratio'))}); "
        f"shelf alone peak RSS {fmt(figures['shelf_rss_mb'], ' MB')}",
        "",
        line(head),
        "|" + "|".join("-" * (w + 2) for w in widths) + "|",
        *(line(r) for r in body),
    ]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a smaller run, under a minute")
    parser.add_argument("--games", help="comma-separated game ids (default: every registered game)")
    args = parser.parse_args(argv)
    from desktop_app.games import REGISTRY

    games = args.games.split(",") if args.games else list(REGISTRY)
    budget = Budget(args.quick)
    started = time.perf_counter()
    figures: dict = {"quick": args.quick, "games": {}, "errors": []}
    for game in games:
        print(f"… {game}", file=sys.stderr, flush=True)
        lap = time.perf_counter()
        # Each game in a process of its own, as in the app and the arena: measured after the other
        # three in one process, New York's playouts ran a third slower (their caches and garbage).
        g = run_child(["model", game, "quick" if budget.quick else "full"])
        g["seconds_model"] = rnd(time.perf_counter() - lap, 1)
        lap = time.perf_counter()
        try:
            t = run_child(["table", game, str(budget.drag_moves), str(budget.save_samples),
                           str(budget.drag_sources)])
        except Exception as error:  # a game without a working table: report, keep measuring the rest
            figures.setdefault("errors", []).append(f"{game} table: {error}")
            t = {}
        for key in ("save_ms", "save_cpu_ms", "load_ms", "save_kb", "drag_p50_ms", "drag_p95_ms",
                    "drag_wall_p50_ms", "drag_wall_p95_ms", "drag_update_p50_ms", "drag_update_p95_ms"):
            g[key] = rnd(t.get(key), 2)
        g["drag_payload"] = t.get("drag_payload")
        g["drag_legal_moves"] = t.get("drag_legal_moves")
        g["drag_window"] = t.get("drag_window")
        try:  # the same drag in a 2560×1440 window (no saves: they do not depend on the window)
            big = run_child(["table", game, str(budget.drag_moves), "0", str(budget.drag_sources), "2560x1440"])
        except Exception as error:
            figures.setdefault("errors", []).append(f"{game} table 2560x1440: {error}")
            big = {}
        try:  # the autosave where its picture is drawn for a 2x screen (QT_SCALE_FACTOR=2)
            doubled = run_child(["table", game, "5", str(budget.save_samples), "1"], env=scale_2_env())
        except Exception as error:
            figures.setdefault("errors", []).append(f"{game} autosave at 2x: {error}")
            doubled = {}
        g["save_2x_ms"] = rnd(doubled.get("save_ms"), 2)
        g["save_2x_cpu_ms"] = rnd(doubled.get("save_cpu_ms"), 2)
        g["save_2x_kb"] = rnd(doubled.get("save_kb"), 2)
        g["drag_p50_1440_ms"] = rnd(big.get("drag_p50_ms"), 2)
        g["drag_p95_1440_ms"] = rnd(big.get("drag_p95_ms"), 2)
        g["drag_window_1440"] = big.get("drag_window")
        g["seconds_table"] = rnd(time.perf_counter() - lap, 1)
        try:
            g["peak_rss_mb"] = rnd(run_child(["rss", game])["peak_rss_mb"], 1)
        except Exception as error:
            figures.setdefault("errors", []).append(f"{game} memory: {error}")
            g["peak_rss_mb"] = None
        figures["games"][game] = g
    # After the games: the shelf then lists one late-game autosave per game, as a returning player's does.
    print("… start-up", file=sys.stderr, flush=True)
    figures.update(startup(budget.startup_runs))
    if not budget.quick:  # two runs under valgrind take ~30 s
        figures.update(startup_instructions())
    figures["shelf_rss_mb"] = rnd(run_child(["rss", "shelf"])["peak_rss_mb"], 1)
    for folder in _DIRS.values():
        shutil.rmtree(folder, ignore_errors=True)
    _DIRS.clear()
    figures["missed"] = check_targets(figures)
    figures["seconds"] = rnd(time.perf_counter() - started, 1)
    print(table(figures))
    print()
    print("targets missed: " + ("; ".join(figures["missed"]) if figures["missed"] else "none"))
    for error in figures["errors"]:
        print(f"ERROR {error[:300]}")
    print(json.dumps(figures, ensure_ascii=False))
    return 1 if figures["errors"] else 0
