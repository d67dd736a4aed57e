"""Kingdom Builder's fixed components: terrains, terrain deck, location tiles, scoring cards (no Qt).

Names and texts are marked for translation (context "kingdom_builder"); the values stay English."""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

GRASS, CANYON, DESERT, FLOWER, FOREST = "G", "C", "D", "F", "T"
WATER, MOUNTAIN, CASTLE, LOCATION = "W", "M", "K", "*"

BUILDABLE = (GRASS, CANYON, DESERT, FLOWER, FOREST)
TERRAIN_NAMES = {
    GRASS: QT_TRANSLATE_NOOP("kingdom_builder", "grass"),
    CANYON: QT_TRANSLATE_NOOP("kingdom_builder", "canyon"),
    DESERT: QT_TRANSLATE_NOOP("kingdom_builder", "desert"),
    FLOWER: QT_TRANSLATE_NOOP("kingdom_builder", "flower field"),
    FOREST: QT_TRANSLATE_NOOP("kingdom_builder", "forest"),
    WATER: QT_TRANSLATE_NOOP("kingdom_builder", "water"),
    MOUNTAIN: QT_TRANSLATE_NOOP("kingdom_builder", "mountain"),
    CASTLE: QT_TRANSLATE_NOOP("kingdom_builder", "castle"),
    LOCATION: QT_TRANSLATE_NOOP("kingdom_builder", "location"),
}

SETTLEMENTS_PER_PLAYER = 40
MANDATORY_BUILDS = 3
CARDS_PER_TERRAIN = 5  # 25 terrain cards in all
TILES_PER_LOCATION = 2
CASTLE_GOLD = 3

# The 8 quadrants; a location hex gives tiles named after its quadrant.
QUADRANTS = ("Oracle", "Farm", "Tavern", "Tower", "Harbor", "Paddock", "Barn", "Oasis")
BUILD_TILES = ("Oracle", "Farm", "Oasis", "Tower", "Tavern")  # build one more settlement
MOVE_TILES = ("Barn", "Harbor", "Paddock")  # move one of your settlements

TILE_TEXT = {
    "Oracle": QT_TRANSLATE_NOOP("kingdom_builder", "Build 1 settlement on the terrain of your card, next to your own if possible."),
    "Farm": QT_TRANSLATE_NOOP("kingdom_builder", "Build 1 settlement on grass, next to your own if possible."),
    "Oasis": QT_TRANSLATE_NOOP("kingdom_builder", "Build 1 settlement on desert, next to your own if possible."),
    "Tower": QT_TRANSLATE_NOOP("kingdom_builder", "Build 1 settlement at the edge of the board, next to your own if possible."),
    "Tavern": QT_TRANSLATE_NOOP("kingdom_builder", "Build 1 settlement at either end of a straight line of at least 3 of your settlements."),
    "Barn": QT_TRANSLATE_NOOP("kingdom_builder", "Move 1 of your settlements to the terrain of your card, next to your own if possible."),
    "Harbor": QT_TRANSLATE_NOOP("kingdom_builder", "Move 1 of your settlements onto water, next to your own if possible."),
    "Paddock": QT_TRANSLATE_NOOP("kingdom_builder", "Move 1 of your settlements exactly 2 hexes in a straight line, jumping anything."),
}

CARDS = ("Fishermen", "Miners", "Workers", "Merchants", "Discoverers",
         "Hermits", "Citizens", "Knights", "Lords", "Farmers")
FIRST_GAME_CARDS = ("Fishermen", "Merchants", "Knights")
FIRST_GAME_BOARD = (("Tavern", False), ("Paddock", False), ("Oasis", False), ("Farm", False))

CARD_TEXT = {
    "Fishermen": QT_TRANSLATE_NOOP("kingdom_builder", "1 gold per settlement next to water (settlements on water score nothing)."),
    "Miners": QT_TRANSLATE_NOOP("kingdom_builder", "1 gold per settlement next to a mountain."),
    "Workers": QT_TRANSLATE_NOOP("kingdom_builder", "1 gold per settlement next to a location or castle hex."),
    "Merchants": QT_TRANSLATE_NOOP("kingdom_builder", "4 gold per location or castle hex linked by your settlements to another one."),
    "Discoverers": QT_TRANSLATE_NOOP("kingdom_builder", "1 gold per horizontal line with at least one of your settlements."),
    "Hermits": QT_TRANSLATE_NOOP("kingdom_builder", "1 gold per separate settlement area."),
    "Citizens": QT_TRANSLATE_NOOP("kingdom_builder", "1 gold per 2 settlements in your largest settlement area."),
    "Knights": QT_TRANSLATE_NOOP("kingdom_builder", "2 gold per settlement on the one horizontal line where you have most."),
    "Lords": QT_TRANSLATE_NOOP("kingdom_builder", "Per quadrant: 12 gold for the most settlements, 6 for the second most."),
    "Farmers": QT_TRANSLATE_NOOP("kingdom_builder", "3 gold per settlement in the quadrant where you have fewest."),
}

POSITION_NAMES = (QT_TRANSLATE_NOOP("kingdom_builder", "top left"), QT_TRANSLATE_NOOP("kingdom_builder", "top right"),
                  QT_TRANSLATE_NOOP("kingdom_builder", "bottom left"), QT_TRANSLATE_NOOP("kingdom_builder", "bottom right"))

# Card, quadrant and tile names are shown translated (context "kingdom_builder"); listed once here
# so the translation tools find them.
TRANSLATABLE_NAMES = (
    QT_TRANSLATE_NOOP("kingdom_builder", "Fishermen"), QT_TRANSLATE_NOOP("kingdom_builder", "Miners"),
    QT_TRANSLATE_NOOP("kingdom_builder", "Workers"), QT_TRANSLATE_NOOP("kingdom_builder", "Merchants"),
    QT_TRANSLATE_NOOP("kingdom_builder", "Discoverers"), QT_TRANSLATE_NOOP("kingdom_builder", "Hermits"),
    QT_TRANSLATE_NOOP("kingdom_builder", "Citizens"), QT_TRANSLATE_NOOP("kingdom_builder", "Knights"),
    QT_TRANSLATE_NOOP("kingdom_builder", "Lords"), QT_TRANSLATE_NOOP("kingdom_builder", "Farmers"),
    QT_TRANSLATE_NOOP("kingdom_builder", "Castles"),
    QT_TRANSLATE_NOOP("kingdom_builder", "Oracle"), QT_TRANSLATE_NOOP("kingdom_builder", "Farm"),
    QT_TRANSLATE_NOOP("kingdom_builder", "Tavern"), QT_TRANSLATE_NOOP("kingdom_builder", "Tower"),
    QT_TRANSLATE_NOOP("kingdom_builder", "Harbor"), QT_TRANSLATE_NOOP("kingdom_builder", "Paddock"),
    QT_TRANSLATE_NOOP("kingdom_builder", "Barn"), QT_TRANSLATE_NOOP("kingdom_builder", "Oasis"),
)
