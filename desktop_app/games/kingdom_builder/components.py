"""Kingdom Builder's fixed components: terrains, terrain deck, location tiles, scoring cards (no Qt)."""
from __future__ import annotations

GRASS, CANYON, DESERT, FLOWER, FOREST = "G", "C", "D", "F", "T"
WATER, MOUNTAIN, CASTLE, LOCATION = "W", "M", "K", "*"

BUILDABLE = (GRASS, CANYON, DESERT, FLOWER, FOREST)
TERRAIN_NAMES = {
    GRASS: "grass", CANYON: "canyon", DESERT: "desert", FLOWER: "flower field", FOREST: "forest",
    WATER: "water", MOUNTAIN: "mountain", CASTLE: "castle", LOCATION: "location",
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
    "Oracle": "Build 1 settlement on the terrain of your card, next to your own if possible.",
    "Farm": "Build 1 settlement on grass, next to your own if possible.",
    "Oasis": "Build 1 settlement on desert, next to your own if possible.",
    "Tower": "Build 1 settlement at the edge of the board, next to your own if possible.",
    "Tavern": "Build 1 settlement at either end of a straight line of at least 3 of your settlements.",
    "Barn": "Move 1 of your settlements to the terrain of your card, next to your own if possible.",
    "Harbor": "Move 1 of your settlements onto water, next to your own if possible.",
    "Paddock": "Move 1 of your settlements exactly 2 hexes in a straight line, jumping anything.",
}

CARDS = ("Fishermen", "Miners", "Workers", "Merchants", "Discoverers",
         "Hermits", "Citizens", "Knights", "Lords", "Farmers")
FIRST_GAME_CARDS = ("Fishermen", "Merchants", "Knights")
FIRST_GAME_BOARD = (("Tavern", False), ("Paddock", False), ("Oasis", False), ("Farm", False))

CARD_TEXT = {
    "Fishermen": "1 gold per settlement next to water (settlements on water score nothing).",
    "Miners": "1 gold per settlement next to a mountain.",
    "Workers": "1 gold per settlement next to a location or castle hex.",
    "Merchants": "4 gold per location or castle hex linked by your settlements to another one.",
    "Discoverers": "1 gold per horizontal line with at least one of your settlements.",
    "Hermits": "1 gold per separate settlement area.",
    "Citizens": "1 gold per 2 settlements in your largest settlement area.",
    "Knights": "2 gold per settlement on the one horizontal line where you have most.",
    "Lords": "Per quadrant: 12 gold for the most settlements, 6 for the second most.",
    "Farmers": "3 gold per settlement in the quadrant where you have fewest.",
}

POSITION_NAMES = ("top left", "top right", "bottom left", "bottom right")
