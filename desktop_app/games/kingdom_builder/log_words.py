"""Kingdom Builder's moves in words for the log, the Hint and the hex tooltips (no Qt).

A place is never a bare name filled into a sentence: Hungarian puts a terrain, a location or a
quadrant in a case of its own and its article depends on the word ("a rétre", "az Oázis mellé"),
Spanish contracts "junto al Oasis". So each place is a whole phrase, translated as one ("on grass",
"beside the Oasis", "in the Tavern quadrant"), and the sentences put phrases together."""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from .boards import NEIGHBOURS, SECTOR_OF
from .components import CANYON, CASTLE, DESERT, FLOWER, FOREST, GRASS, WATER

# Where a settlement is built ("builds on grass").
ON = {
    GRASS: QT_TRANSLATE_NOOP("kingdom_builder", "on grass"),
    CANYON: QT_TRANSLATE_NOOP("kingdom_builder", "on canyon"),
    DESERT: QT_TRANSLATE_NOOP("kingdom_builder", "on desert"),
    FLOWER: QT_TRANSLATE_NOOP("kingdom_builder", "on flower field"),
    FOREST: QT_TRANSLATE_NOOP("kingdom_builder", "on forest"),
    WATER: QT_TRANSLATE_NOOP("kingdom_builder", "on water"),
}
# Where a moved settlement goes ("moves a settlement from grass to desert").
TO = {
    GRASS: QT_TRANSLATE_NOOP("kingdom_builder", "to grass"),
    CANYON: QT_TRANSLATE_NOOP("kingdom_builder", "to canyon"),
    DESERT: QT_TRANSLATE_NOOP("kingdom_builder", "to desert"),
    FLOWER: QT_TRANSLATE_NOOP("kingdom_builder", "to flower field"),
    FOREST: QT_TRANSLATE_NOOP("kingdom_builder", "to forest"),
    WATER: QT_TRANSLATE_NOOP("kingdom_builder", "to water"),
}
FROM = {
    GRASS: QT_TRANSLATE_NOOP("kingdom_builder", "from grass"),
    CANYON: QT_TRANSLATE_NOOP("kingdom_builder", "from canyon"),
    DESERT: QT_TRANSLATE_NOOP("kingdom_builder", "from desert"),
    FLOWER: QT_TRANSLATE_NOOP("kingdom_builder", "from flower field"),
    FOREST: QT_TRANSLATE_NOOP("kingdom_builder", "from forest"),
    WATER: QT_TRANSLATE_NOOP("kingdom_builder", "from water"),
}
# Beside what a settlement is built or moved to (Hungarian "mellé": where to).
BESIDE = {
    "Oracle": QT_TRANSLATE_NOOP("kingdom_builder", "beside the Oracle"),
    "Farm": QT_TRANSLATE_NOOP("kingdom_builder", "beside the Farm"),
    "Tavern": QT_TRANSLATE_NOOP("kingdom_builder", "beside the Tavern"),
    "Tower": QT_TRANSLATE_NOOP("kingdom_builder", "beside the Tower"),
    "Harbor": QT_TRANSLATE_NOOP("kingdom_builder", "beside the Harbor"),
    "Paddock": QT_TRANSLATE_NOOP("kingdom_builder", "beside the Paddock"),
    "Barn": QT_TRANSLATE_NOOP("kingdom_builder", "beside the Barn"),
    "Oasis": QT_TRANSLATE_NOOP("kingdom_builder", "beside the Oasis"),
    CASTLE: QT_TRANSLATE_NOOP("kingdom_builder", "beside the castle"),
}
# Where a hex lies (a tooltip; Hungarian "mellett": where).
NEXT_TO = {
    "Oracle": QT_TRANSLATE_NOOP("kingdom_builder", "next to the Oracle"),
    "Farm": QT_TRANSLATE_NOOP("kingdom_builder", "next to the Farm"),
    "Tavern": QT_TRANSLATE_NOOP("kingdom_builder", "next to the Tavern"),
    "Tower": QT_TRANSLATE_NOOP("kingdom_builder", "next to the Tower"),
    "Harbor": QT_TRANSLATE_NOOP("kingdom_builder", "next to the Harbor"),
    "Paddock": QT_TRANSLATE_NOOP("kingdom_builder", "next to the Paddock"),
    "Barn": QT_TRANSLATE_NOOP("kingdom_builder", "next to the Barn"),
    "Oasis": QT_TRANSLATE_NOOP("kingdom_builder", "next to the Oasis"),
    CASTLE: QT_TRANSLATE_NOOP("kingdom_builder", "next to the castle"),
}
IN_QUADRANT = {
    "Oracle": QT_TRANSLATE_NOOP("kingdom_builder", "in the Oracle quadrant"),
    "Farm": QT_TRANSLATE_NOOP("kingdom_builder", "in the Farm quadrant"),
    "Tavern": QT_TRANSLATE_NOOP("kingdom_builder", "in the Tavern quadrant"),
    "Tower": QT_TRANSLATE_NOOP("kingdom_builder", "in the Tower quadrant"),
    "Harbor": QT_TRANSLATE_NOOP("kingdom_builder", "in the Harbor quadrant"),
    "Paddock": QT_TRANSLATE_NOOP("kingdom_builder", "in the Paddock quadrant"),
    "Barn": QT_TRANSLATE_NOOP("kingdom_builder", "in the Barn quadrant"),
    "Oasis": QT_TRANSLATE_NOOP("kingdom_builder", "in the Oasis quadrant"),
}
# A location tile as what a player uses ("uses the Farm: ...").
THE_TILE = {
    "Oracle": QT_TRANSLATE_NOOP("kingdom_builder", "the Oracle"),
    "Farm": QT_TRANSLATE_NOOP("kingdom_builder", "the Farm"),
    "Tavern": QT_TRANSLATE_NOOP("kingdom_builder", "the Tavern"),
    "Tower": QT_TRANSLATE_NOOP("kingdom_builder", "the Tower"),
    "Harbor": QT_TRANSLATE_NOOP("kingdom_builder", "the Harbor"),
    "Paddock": QT_TRANSLATE_NOOP("kingdom_builder", "the Paddock"),
    "Barn": QT_TRANSLATE_NOOP("kingdom_builder", "the Barn"),
    "Oasis": QT_TRANSLATE_NOOP("kingdom_builder", "the Oasis"),
}

BUILD = QT_TRANSLATE_NOOP("kingdom_builder", "builds {on} {near}")
TILE_BUILD = QT_TRANSLATE_NOOP("kingdom_builder", "uses {tile}: builds {on} {near}")
TILE_MOVE = QT_TRANSLATE_NOOP("kingdom_builder", "uses {tile}: moves a settlement {source} {target} {near}")
END = QT_TRANSLATE_NOOP("kingdom_builder", "ends the turn")

# The same lines with what the move changed in the running gold ({gold}: "castle +3, Fishermen +1").
WITH_GOLD = {
    BUILD: QT_TRANSLATE_NOOP("kingdom_builder", "builds {on} {near}; gold: {gold}"),
    TILE_BUILD: QT_TRANSLATE_NOOP("kingdom_builder", "uses {tile}: builds {on} {near}; gold: {gold}"),
    TILE_MOVE: QT_TRANSLATE_NOOP("kingdom_builder", "uses {tile}: moves a settlement {source} {target} {near}; gold: {gold}"),
}
# The same moves as advice (the Hint).
ADVICE = {
    BUILD: QT_TRANSLATE_NOOP("kingdom_builder", "build {on} {near}"),
    TILE_BUILD: QT_TRANSLATE_NOOP("kingdom_builder", "use {tile}: build {on} {near}"),
    TILE_MOVE: QT_TRANSLATE_NOOP("kingdom_builder", "use {tile}: move a settlement {source} {target} {near}"),
}
HEX = QT_TRANSLATE_NOOP("kingdom_builder", "{terrain} {near}")  # a hex's tooltip: "Grass next to the Oasis"


def _neighbour(state, cell: int):
    """The location (its name) or castle (CASTLE) beside a hex, else None."""
    locations = state.board.locations
    for n in NEIGHBOURS[cell]:
        if n in locations:
            return locations[n]
    for n in NEIGHBOURS[cell]:
        if state.board.terrain[n] == CASTLE:
            return CASTLE
    return None


def near(state, cell: int, beside=BESIDE) -> str:
    """The phrase for where a hex is: beside a location or castle, else in its quadrant."""
    neighbour = _neighbour(state, cell)
    if neighbour is not None:
        return beside.get(neighbour, "?")
    return IN_QUADRANT.get(state.board.layout[SECTOR_OF[cell]][0], "?")


def move_parts(state, action) -> tuple[str, dict]:
    """A build or tile move in words (third person, as the log says it)."""
    kind = action[0]
    cell = action[1] if kind == "build" else action[-1]
    terrain = state.board.terrain[cell]
    params = {"near": near(state, cell)}
    if kind == "build":
        return BUILD, dict(params, on=ON.get(terrain, "?"))
    params["tile"] = THE_TILE.get(state.board.locations.get(action[1], ""), "?")
    if len(action) == 4:
        return TILE_MOVE, dict(params, source=FROM.get(state.board.terrain[action[2]], "?"), target=TO.get(terrain, "?"))
    return TILE_BUILD, dict(params, on=ON.get(terrain, "?"))


def hex_parts(state, cell: int, terrain: str) -> tuple[str, dict]:
    """A hex's tooltip: its terrain (already in words) and where it lies."""
    return HEX, {"terrain": terrain, "near": near(state, cell, NEXT_TO)}
