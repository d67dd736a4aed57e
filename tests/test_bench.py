"""`python -m bench --quick` runs and reports every figure. Never asserts a time: only presence."""
import json
import os
import subprocess
import sys
from pathlib import Path

from bench.run import PER_GAME_FIGURES, TOP_FIGURES
from desktop_app.games import REGISTRY

ROOT = Path(__file__).resolve().parent.parent


def test_quick_bench_reports_every_figure(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TARSAS_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-m", "bench", "--quick"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["errors"] == [], figures["errors"]
    assert done.returncode == 0, done.stderr[-3000:]
    for key in TOP_FIGURES:
        assert key in figures, key
        assert figures[key] is not None, key
    assert set(figures["games"]) == set(REGISTRY)
    for game, values in figures["games"].items():
        for key in PER_GAME_FIGURES:
            assert key in values, f"{game}: {key}"
        # Present and measured; only the hard AI (not every build has it) and the drag (a table
        # with nothing to drag) may be null.
        for key in set(PER_GAME_FIGURES) - {"ai_hard_ms", "drag_p50_ms", "drag_p95_ms", "drag_p95_1440_ms"}:
            assert values[key] is not None, f"{game}: {key}"
    assert "missed" in figures


def test_bench_scripts_import_names_that_exist():
    """The scripts outside the `--quick` run (some run on import, so they are read, not imported)
    ask only for names the app still has."""
    import ast
    import importlib

    missing = []
    for path in sorted((ROOT / "bench").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("desktop_app"):
                module = importlib.import_module(node.module)
                for alias in node.names:
                    if not hasattr(module, alias.name):
                        try:
                            importlib.import_module(f"{node.module}.{alias.name}")
                        except ImportError:
                            missing.append(f"{path.name}: {node.module}.{alias.name}")
    assert missing == []
