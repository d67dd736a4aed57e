"""New York's components as data: building tiles, building types, money, scoring tables.

Source: ../shared/rules/new_york.md "Components" and the Hungarian rulebook (seed 003), p.1-2.
City cells are (x, y) with x growing east and y growing south; Times Square sits at (0, 0).
Streets on a tile are a bit mask of its sides (N, E, S, W).
"""
from __future__ import annotations

import json
from pathlib import Path

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

DATA_FILE = Path(__file__).parent / "data" / "new_york_tiles.json"

# Building types in the order of their value on the scoring cards (1..6 at scoring A).
TYPES = (QT_TRANSLATE_NOOP("new_york", "theatre"), QT_TRANSLATE_NOOP("new_york", "museum"),
         QT_TRANSLATE_NOOP("new_york", "station"), QT_TRANSLATE_NOOP("new_york", "temple"),
         QT_TRANSLATE_NOOP("new_york", "park"), QT_TRANSLATE_NOOP("new_york", "skyscraper"))
TYPE_INDEX = {name: i for i, name in enumerate(TYPES)}
TYPE_LETTERS = ("T", "M", "St", "Te", "P", "Sk")

# Points per place for each type: scoring A pays 1st, B pays 1st-2nd, the final 1st-3rd.
# Digest "Components" table; the rulebook fixes skyscraper, park and temple, the rest is ours.
SCORING_ROUNDS = ("A", "B", "final")
SCORING_TABLE = {
    "A": tuple((a,) for a in (1, 2, 3, 4, 5, 6)),
    "B": tuple((8 + i, 1 + i) for i in range(6)),
    "final": tuple((16 + i, 8 + i, 1 + i) for i in range(6)),
}

# Sides of a tile as bits; DIRECTIONS is (bit, dx, dy, opposite bit, name).
NORTH, EAST, SOUTH, WEST = 1, 2, 4, 8
DIRECTIONS = (
    (NORTH, 0, -1, SOUTH, QT_TRANSLATE_NOOP("new_york", "north")),
    (EAST, 1, 0, WEST, QT_TRANSLATE_NOOP("new_york", "east")),
    (SOUTH, 0, 1, NORTH, QT_TRANSLATE_NOOP("new_york", "south")),
    (WEST, -1, 0, EAST, QT_TRANSLATE_NOOP("new_york", "west")),
)
SIDE_BITS = {"N": NORTH, "E": EAST, "S": SOUTH, "W": WEST}
SIDE_NAMES = {bit: name for bit, _, _, _, name in DIRECTIONS}

START_TILE = 0  # Times Square: no streets, never moves
START_CELL = (0, 0)


def load_tiles() -> list[dict]:
    return json.loads(DATA_FILE.read_text(encoding="utf-8"))


_TILES = load_tiles()
TILE_IDS = tuple(t["id"] for t in _TILES)
# Indexed by tile id; index 0 is Times Square.
TILE_TYPE = [-1] + [TYPE_INDEX[t["type"]] for t in _TILES]
TILE_PRICE = [0] + [int(t["price"]) for t in _TILES]
TILE_STREETS = [0] + [sum(SIDE_BITS[s] for s in t["streets"]) for t in _TILES]
assert TILE_IDS == tuple(range(1, len(_TILES) + 1)), "tile ids must be 1..54 in order"


def tile_name(tile: int) -> str:
    if tile == START_TILE:
        return "Times Square"
    return f"{TYPES[TILE_TYPE[tile]]} {TILE_PRICE[tile]}"


def street_letters(tile: int) -> str:
    mask = TILE_STREETS[tile]
    return "".join(letter for letter, bit in SIDE_BITS.items() if mask & bit)


# Money: 4 banks (currencies), values 1-9, 3 copies each (2 players: one copy removed).
# The seed lays the market out "from the blue bank towards the red"; the two middle colours are ours.
CURRENCIES = (QT_TRANSLATE_NOOP("new_york", "blue"), QT_TRANSLATE_NOOP("new_york", "green"),
              QT_TRANSLATE_NOOP("new_york", "yellow"), QT_TRANSLATE_NOOP("new_york", "red"))
CURRENCY_LETTERS = ("B", "G", "Y", "R")
MARKET_SLOTS = 4
DISPLAY_SIZE = 4
START_MONEY = 20
TAKE_LIMIT = 5  # several display cards may be taken if their total is at most this
PILES = 5
SCORING_CARD_A = 101
SCORING_CARD_B = 102
SCORING_CARDS = {SCORING_CARD_A: "A", SCORING_CARD_B: "B"}


def card(currency: int, value: int) -> int:
    """A money card as one int: currency * 10 + value (values 1..9)."""
    return currency * 10 + value


def card_currency(c: int) -> int:
    return c // 10


def card_value(c: int) -> int:
    return c % 10


def card_name(c: int) -> str:
    if c in SCORING_CARDS:
        return f"scoring card {SCORING_CARDS[c]}"
    return f"{CURRENCIES[card_currency(c)]} {card_value(c)}"


def money_deck(players: int) -> list[int]:
    copies = 2 if players == 2 else 3
    return [card(cur, v) for cur in range(len(CURRENCIES)) for v in range(1, 10) for _ in range(copies)]


# Two players: the neutral player (the rulebook's "Sanyi") gets tiles at these moments.
NEUTRAL_SETUP_TILES = 6
NEUTRAL_AFTER_A = 6
