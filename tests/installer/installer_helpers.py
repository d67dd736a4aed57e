"""Shared by the installer tests: paths, and a save written by the source tree."""
from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"
LINUX = INSTALLER / "linux"
BUNDLE = ROOT / "dist" / "Tarsas"

# Run by the source tree's Python: start a match of the first registered game, let random seats
# play a few actions, and save it under a name, in the user data directory (TARSAS_DATA_DIR).
WRITE_SAVE = """
import random, sys
from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveStore
from desktop_app.games import REGISTRY
spec = next(iter(REGISTRY.values()))
seats = [Seat(f"P{i}", spec.colours[i], "human") for i in range(spec.min_players)]
match = Match.start(spec, seats, seed=11)
rng = random.Random(3)
for _ in range(6):
    if match.state.is_over:
        break
    match.apply(rng.choice(match.state.legal_actions()))
path = SaveStore().save_as(match, sys.argv[1])
print(path.name, spec.id)
"""


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def write_save_from_source(data_dir: Path, name: str) -> tuple[str, str]:
    """Write a named save with the source tree's code; return (file name, game id)."""
    env = dict(os.environ, TARSAS_DATA_DIR=str(data_dir))
    out = subprocess.run([sys.executable, "-c", WRITE_SAVE, name], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120, check=True).stdout
    file_name, game = out.split()
    return file_name, game


def load_installer_module(name: str):
    """Import installer/<name>.py (the folder is not a package) under a private module name."""
    import importlib.util

    module_name = f"_tarsas_installer_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    if str(INSTALLER) not in sys.path:
        sys.path.insert(0, str(INSTALLER))  # build.py imports icon.py as a sibling
    spec = importlib.util.spec_from_file_location(module_name, INSTALLER / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module
