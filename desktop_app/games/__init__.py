"""The game registry. A game appears on the shelf once its package is listed in GAME_MODULES.

Each game package holds its `INFO` (title, players, blurb: all the shelf and the save list need) in
`__init__.py` and its `SPEC` (rules, options, evaluation) in `spec.py`. CATALOG imports only the
former; REGISTRY imports a game's rules on first use, so the start screen does not wait for all four."""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module

from desktop_app.engine.game import GameInfo, GameSpec

GAME_MODULES = ["copenhagen", "kingdom_builder", "christmas_tree", "new_york"]


def _catalog() -> dict[str, GameInfo]:
    catalog: dict[str, GameInfo] = {}
    for name in GAME_MODULES:
        info = import_module(f"{__name__}.{name}").INFO
        if info.id != name:  # REGISTRY finds a game's spec by its id
            raise RuntimeError(f"game package {name!r} declares the id {info.id!r}")
        catalog[info.id] = info
    return catalog


CATALOG: dict[str, GameInfo] = _catalog()


class _Registry(Mapping):
    """Game id -> GameSpec, importing each game's rules the first time it is asked for."""

    def __getitem__(self, game_id: str) -> GameSpec:
        if game_id not in CATALOG:
            raise KeyError(game_id)
        return import_module(f"{__name__}.{game_id}.spec").SPEC

    def __iter__(self) -> Iterator[str]:
        return iter(CATALOG)

    def __len__(self) -> int:
        return len(CATALOG)


REGISTRY: Mapping[str, GameSpec] = _Registry()
