"""The model layer never imports Qt (design.md "Layers"); only a game's scene.py or view/ may."""
import ast
from pathlib import Path

import desktop_app

ROOT = Path(desktop_app.__file__).parent
QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def model_files():
    for folder in (ROOT / "engine", ROOT / "games", ROOT / "net"):  # net: the protocol part has no Qt
        for path in folder.rglob("*.py"):
            if path.name == "scene.py" or "view" in path.relative_to(ROOT).parts:
                continue
            yield path


def imported_modules(path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_model_layer_imports_no_qt():
    offenders = [f"{path.relative_to(ROOT)} imports {module}"
                 for path in model_files() for module in imported_modules(path)
                 if module.split(".")[0] in QT_MODULES]
    assert offenders == []


def test_model_files_are_found():
    names = {p.name for p in model_files()}
    assert {"game.py", "match.py", "saves.py", "rules.py"} <= names


def test_start_screen_imports_no_game_rules():
    """The shelf needs each game's INFO only; rules load when a game is opened (issue 8: start-up)."""
    import subprocess
    import sys

    code = ("import sys, desktop_app.ui.main_window, desktop_app.engine.saves;"
            "print(sorted(m for m in sys.modules if m.startswith('desktop_app.games.') or m.endswith('rules_viewer')))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert eval(loaded) == sorted(f"desktop_app.games.{name}" for name in
                                  ("copenhagen", "kingdom_builder", "christmas_tree", "new_york"))


def test_registry_loads_a_game_on_demand():
    from desktop_app.games import CATALOG, REGISTRY

    assert list(REGISTRY) == list(CATALOG)
    for game_id, info in CATALOG.items():
        spec = REGISTRY[game_id]
        assert {k: getattr(spec, k) for k in info.fields()} == info.fields()
    assert REGISTRY.get("chess") is None


REGISTRY_MODULE = "desktop_app.games"
LAYER_ORDER = ("ui", "games", "table", "engine")  # design.md: imports flow shell -> games -> table -> engine


def test_imports_flow_one_way():
    """No module imports a layer above its own (issue 14 "Structure": the table toolkit is its own
    package, so games never reach up into the shell)."""
    offenders = []
    for path in ROOT.rglob("*.py"):
        parts = path.relative_to(ROOT).parts
        if len(parts) < 2 or parts[0] not in LAYER_ORDER:
            continue
        own = LAYER_ORDER.index(parts[0])
        for module in imported_modules(path):
            names = module.split(".")
            if module == REGISTRY_MODULE:
                continue  # the registry is the plug-in seam: engine code looks games up by id there
            if names[0] == "desktop_app" and len(names) > 1 and names[1] in LAYER_ORDER:
                if LAYER_ORDER.index(names[1]) < own:
                    offenders.append(f"{path.relative_to(ROOT)} imports {module}")
    assert offenders == []


def test_network_layer_sits_beside_the_engine():
    """desktop_app/net uses the engine (and the registry), never the shell, the tables or a game's scene."""
    offenders = [f"{path.relative_to(ROOT)} imports {module}"
                 for path in (ROOT / "net").rglob("*.py") for module in imported_modules(path)
                 if module.startswith(("desktop_app.ui", "desktop_app.table"))
                 or (module.startswith("desktop_app.games.") and module != REGISTRY_MODULE)]
    assert offenders == []
