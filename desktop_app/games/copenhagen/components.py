"""Copenhagen's components as data: colours, facade tile shapes, the house, abilities.

Source: ../shared/rules/copenhagen.md "Components", "Tile shapes", "The house", "Setup"
(and the Hungarian rulebook p.1-2). Coordinates: a shape cell is (x, y, is_brick) with (0, 0) the
bottom-left of its bounding box; a house cell is (row, col), 0-based, row 0 on the ground.
"""
from __future__ import annotations

from functools import lru_cache

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

COLOURS = ("red", "yellow", "green", "blue", "purple")
COLOUR_NAMES = {
    "red": QT_TRANSLATE_NOOP("copenhagen", "red"),
    "yellow": QT_TRANSLATE_NOOP("copenhagen", "yellow"),
    "green": QT_TRANSLATE_NOOP("copenhagen", "green"),
    "blue": QT_TRANSLATE_NOOP("copenhagen", "blue"),
    "purple": QT_TRANSLATE_NOOP("copenhagen", "purple"),
    "white": QT_TRANSLATE_NOOP("copenhagen", "white"),
}
WHITE = "white"
ROWS, COLS = 9, 5
CARDS_PER_COLOUR = 14
HAND_LIMIT = 7
DISPLAY_SIZE = 7
WINNING_SCORE = 12
WHITE_TILES = 12
END_CARD = "end"
# A card whose colour this state does not know: a remote seat's stand-in state holds the other
# hands and the supply as these (desktop_app/games/copenhagen/remote.py).
HIDDEN_CARD = "hidden"

# 1-based (row, column) in the digest -> 0-based (row, col).
COAT_CELLS = frozenset({(2, 2), (4, 4), (6, 1), (8, 3)})
COAT_ROWS = frozenset({1, 3, 5})

ANY_CARDS = "any_cards"
ADDITIONAL_CARD = "additional_card"
CONSTRUCTION_DISCOUNT = "construction_discount"
CHANGE_OF_COLORS = "change_of_colors"
BOTH_ACTIONS = "both_actions"
ABILITIES = (ANY_CARDS, ADDITIONAL_CARD, CONSTRUCTION_DISCOUNT, CHANGE_OF_COLORS, BOTH_ACTIONS)
ABILITY_NAMES = {
    ANY_CARDS: QT_TRANSLATE_NOOP("copenhagen", "Any Cards"),
    ADDITIONAL_CARD: QT_TRANSLATE_NOOP("copenhagen", "Additional Card"),
    CONSTRUCTION_DISCOUNT: QT_TRANSLATE_NOOP("copenhagen", "Construction Discount"),
    CHANGE_OF_COLORS: QT_TRANSLATE_NOOP("copenhagen", "Change of Colors"),
    BOTH_ACTIONS: QT_TRANSLATE_NOOP("copenhagen", "Both Actions"),
}
ABILITY_RULES = {
    ANY_CARDS: QT_TRANSLATE_NOOP("copenhagen", "Take any two cards from the harbour, not only neighbours."),
    ADDITIONAL_CARD: QT_TRANSLATE_NOOP("copenhagen", "Take a third card from anywhere in the harbour."),
    CONSTRUCTION_DISCOUNT: QT_TRANSLATE_NOOP("copenhagen", "Pay one card fewer for a facade tile."),
    CHANGE_OF_COLORS: QT_TRANSLATE_NOOP("copenhagen", "The cards you hand in of one colour count as another colour."),
    BOTH_ACTIONS: QT_TRANSLATE_NOOP("copenhagen", "Take cards and then build in the same turn."),
}

B, W = True, False
SHAPES: dict[tuple[str, int], tuple[tuple[int, int, bool], ...]] = {}
for _colour in COLOURS:
    SHAPES[(_colour, 2)] = ((0, 0, B), (1, 0, W))
SHAPES.update({
    ("purple", 3): ((0, 0, B), (1, 0, W), (2, 0, W)),
    ("purple", 4): ((0, 0, B), (1, 0, W), (2, 0, W), (3, 0, W)),
    ("purple", 5): ((0, 0, B), (1, 0, W), (2, 0, W), (3, 0, W), (4, 0, W)),
    ("green", 3): ((0, 0, B), (1, 0, W), (2, 0, W)),
    ("green", 4): ((0, 1, W), (1, 1, W), (2, 1, W), (1, 0, B)),
    ("green", 5): ((1, 0, W), (0, 1, B), (1, 1, W), (2, 1, W), (1, 2, W)),
    ("red", 3): ((0, 0, B), (0, 1, W), (1, 1, W)),
    ("blue", 3): ((0, 0, B), (0, 1, W), (1, 1, W)),
    ("yellow", 3): ((0, 0, B), (0, 1, W), (1, 1, W)),
    ("red", 4): ((0, 0, B), (1, 0, W), (0, 1, W), (1, 1, W)),
    ("red", 5): ((0, 0, B), (1, 0, W), (2, 0, W), (1, 1, W), (2, 1, W)),
    ("blue", 4): ((0, 0, B), (1, 0, W), (2, 0, W), (2, 1, W)),
    ("blue", 5): ((2, 0, W), (0, 1, B), (1, 1, W), (2, 1, W), (2, 2, W)),
    ("yellow", 4): ((0, 0, W), (1, 0, B), (1, 1, W), (2, 1, W)),
    ("yellow", 5): ((0, 1, W), (0, 2, W), (1, 1, W), (2, 1, W), (2, 0, B)),
})
SHAPES[(WHITE, 1)] = ((0, 0, W),)

# Full supply per coloured tile kind (4 players), and what 2 and 3 players return to the box.
FULL_TILE_COUNTS = {2: 3, 3: 3, 4: 3, 5: 1}
REMOVED_SIZES = {2: (2, 3, 4), 3: (2, 4), 4: ()}


def tile_counts(players: int) -> dict[tuple[str, int], int]:
    counts = {}
    for colour in COLOURS:
        for size, full in FULL_TILE_COUNTS.items():
            counts[(colour, size)] = full - (1 if size in REMOVED_SIZES[players] else 0)
    return counts


def deck_counts(players: int) -> dict[str, int]:
    """14 cards a colour; with 3 players two of each colour go back to the box."""
    return {c: CARDS_PER_COLOUR - (2 if players == 3 else 0) for c in COLOURS}


STARTING_HANDS = (2, 3, 3, 4)


def _normalise(cells):
    min_x = min(x for x, _, _ in cells)
    min_y = min(y for _, y, _ in cells)
    return tuple(sorted((x - min_x, y - min_y, b) for x, y, b in cells))


def transform(cells, rotation: int, flipped: bool):
    """Rotate a shape by rotation*90 degrees anticlockwise after an optional left-right mirror."""
    out = []
    for x, y, b in cells:
        if flipped:
            x = -x
        for _ in range(rotation % 4):
            x, y = -y, x
        out.append((x, y, b))
    return _normalise(out)


@lru_cache(maxsize=None)
def orientations(kind: tuple[str, int]) -> tuple[tuple[tuple[int, int, bool], ...], ...]:
    """The distinct oriented shapes of a tile kind (up to 8), in a fixed order."""
    seen = []
    for flipped in (False, True):
        for rotation in range(4):
            shape = transform(SHAPES[kind], rotation, flipped)
            if shape not in seen:
                seen.append(shape)
    return tuple(seen)
