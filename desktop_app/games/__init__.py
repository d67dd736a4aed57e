"""The game registry: game id -> GameSpec. A game appears on the shelf once it is listed here."""
from __future__ import annotations

from importlib import import_module

from desktop_app.engine.game import GameSpec

GAME_MODULES = ["copenhagen", "kingdom_builder", "christmas_tree", "new_york"]


def _load() -> dict[str, GameSpec]:
    registry: dict[str, GameSpec] = {}
    for name in GAME_MODULES:
        spec = import_module(f"{__name__}.{name}").SPEC
        registry[spec.id] = spec
    return registry


REGISTRY: dict[str, GameSpec] = _load()
