"""The quadrant maps and the assembled 20×20 board with its neighbour tables (no Qt).

Cells are numbered `row * 20 + col`. Pointy-top hexes, odd rows shifted half a hex to the right
("odd-r") across the whole board, so every neighbour table below is the same for every board;
only the terrain differs."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from .components import BUILDABLE, CASTLE, LOCATION, QUADRANTS

DATA_FILE = Path(__file__).parent / "data" / "kingdom_builder_quadrants.json"
SIZE = 20
QUAD = 10
CELLS = SIZE * SIZE
POSITION_OFFSETS = ((0, 0), (0, QUAD), (QUAD, 0), (QUAD, QUAD))  # top left, top right, bottom left, bottom right

# The six directions as (name, even-row step, odd-row step); opposite directions are 3 apart.
DIRECTIONS = (
    ("E", (0, 1), (0, 1)),
    ("SE", (1, 0), (1, 1)),
    ("SW", (1, -1), (1, 0)),
    ("W", (0, -1), (0, -1)),
    ("NW", (-1, -1), (-1, 0)),
    ("NE", (-1, 0), (-1, 1)),
)


def cell_of(row: int, col: int) -> int:
    return row * SIZE + col


def row_col(cell: int) -> tuple[int, int]:
    return divmod(cell, SIZE)


def step(cell: int, direction: int) -> int:
    """The neighbouring cell in one direction, or -1 off the board."""
    row, col = divmod(cell, SIZE)
    dr, dc = DIRECTIONS[direction][1 + (row & 1)]
    r, c = row + dr, col + dc
    return r * SIZE + c if 0 <= r < SIZE and 0 <= c < SIZE else -1


# STEPS[direction][cell] -> next cell or -1
STEPS: tuple[tuple[int, ...], ...] = tuple(tuple(step(cell, d) for cell in range(CELLS)) for d in range(6))
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(STEPS[d][cell] for d in range(6) if STEPS[d][cell] >= 0) for cell in range(CELLS))


def _ray(cell: int, direction: int, length: int) -> tuple[int, ...] | None:
    out = []
    for _ in range(length):
        cell = STEPS[direction][cell]
        if cell < 0:
            return None
        out.append(cell)
    return tuple(out)


# RAYS3[cell]: for each direction the next three cells (Tavern: the cell beyond a line of three).
RAYS3: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(r for r in (_ray(cell, d, 3) for d in range(6)) if r is not None) for cell in range(CELLS))
# JUMPS[cell]: the cells exactly two hexes away in a straight line (Paddock).
JUMPS: tuple[tuple[int, ...], ...] = tuple(
    tuple(r[1] for r in (_ray(cell, d, 2) for d in range(6)) if r is not None) for cell in range(CELLS))
EDGE_CELLS = frozenset(cell for cell in range(CELLS)
                       if cell // SIZE in (0, SIZE - 1) or cell % SIZE in (0, SIZE - 1))
ROW_OF: tuple[int, ...] = tuple(cell // SIZE for cell in range(CELLS))
SECTOR_OF: tuple[int, ...] = tuple((cell // SIZE) // QUAD * 2 + (cell % SIZE) // QUAD for cell in range(CELLS))


@lru_cache(maxsize=1)
def quadrant_data() -> dict:
    with open(DATA_FILE, encoding="utf-8") as handle:
        return json.load(handle)["quadrants"]


def quadrant_rows(name: str, turned: bool) -> list[str]:
    """The 10 rows of a quadrant, turned 180° ((r, c) -> (9 - r, 9 - c)) when asked."""
    rows = quadrant_data()[name]["rows"]
    if not turned:
        return list(rows)
    return [row[::-1] for row in reversed(rows)]


class Board:
    """An assembled board: 4 quadrants, each at a position and maybe turned. Immutable."""

    def __init__(self, layout):
        layout = tuple((str(name), bool(turned)) for name, turned in layout)
        if len(layout) != 4 or len({n for n, _ in layout}) != 4 or any(n not in QUADRANTS for n, _ in layout):
            raise ValueError(f"a board needs 4 different quadrants, not {layout!r}")
        self.layout = layout
        terrain = [""] * CELLS
        for (name, turned), (r0, c0) in zip(layout, POSITION_OFFSETS):
            for r, row in enumerate(quadrant_rows(name, turned)):
                for c, code in enumerate(row):
                    terrain[cell_of(r0 + r, c0 + c)] = code
        self.terrain: tuple[str, ...] = tuple(terrain)
        # Location hexes give tiles named after the quadrant they lie in.
        self.locations: dict[int, str] = {cell: layout[SECTOR_OF[cell]][0]
                                          for cell in range(CELLS) if terrain[cell] == LOCATION}
        self.castles: tuple[int, ...] = tuple(cell for cell in range(CELLS) if terrain[cell] == CASTLE)
        self.special = frozenset(self.castles) | frozenset(self.locations)
        self.cells_of: dict[str, tuple[int, ...]] = {}
        for cell, code in enumerate(terrain):
            self.cells_of.setdefault(code, ())
            self.cells_of[code] += (cell,)
        self.buildable = frozenset(cell for cell in range(CELLS) if terrain[cell] in BUILDABLE)
        # Per cell: its buildable neighbours (the evaluation's reach terms).
        self.buildable_neighbours: tuple[tuple[int, ...], ...] = tuple(
            tuple(n for n in NEIGHBOURS[c] if n in self.buildable) for c in range(CELLS))
        self.edge_buildable: tuple[int, ...] = tuple(sorted(self.buildable & EDGE_CELLS))
        # Per cell: does it touch water / mountain / a castle or location (for scoring)?
        self.near_water = tuple(any(terrain[n] == "W" for n in NEIGHBOURS[c]) for c in range(CELLS))
        self.near_mountain = tuple(any(terrain[n] == "M" for n in NEIGHBOURS[c]) for c in range(CELLS))
        self.near_special = tuple(any(n in self.special for n in NEIGHBOURS[c]) for c in range(CELLS))
        self.specials_touching: tuple[tuple[int, ...], ...] = tuple(
            tuple(n for n in NEIGHBOURS[c] if n in self.special) for c in range(CELLS))

    def sector_name(self, sector: int) -> str:
        return self.layout[sector][0]


@lru_cache(maxsize=64)
def board_for(layout: tuple) -> Board:
    return Board(layout)
