"""Where a city layout lets tiles go, from bit boards (no Qt).

Cells are numbered row by row inside a frame around the city, cell (x, y) being bit
(y - y0) * width + x - x0; a set of cells is one int. Shifting a board by 1 moves every cell a
step west or east, by `width` a step north or south, so each rule is a few int operations over all
cells at once. A new frame leaves MARGIN free columns left and right of the city and MARGIN free
rows above it (rows below need none: higher bits are always free); the analysis needs two, so no
shift of interest wraps into another row, and the third lets a derived layout grow a step.
Reading bits low to high gives cells in (y, x) order, the order legal-action lists always used.

The rules (see city.py): a tile with street mask m fits an empty cell when each side facing a
neighbour matches it (street against street), one such side is open (reachable on foot), and
filling the cell encloses no empty plot. A swap needs only the matching sides. A tile may go to the
reserve when it touches open land and is no cut vertex of the walking graph.

A layout one tile away from an analysed one is derived from it (same frame, one bit changed)
instead of read from the cells again.
"""
from __future__ import annotations

from bisect import insort

from .components import START_CELL, TILE_STREETS

MARGIN = 3
_NEEDED = 2  # free columns and rows the analysis needs round the built cells


def _two_or_more(a: int, b: int, c: int, d: int) -> int:
    """Cells set in at least two of the four boards."""
    return (a & (b | c | d)) | (b & (c | d)) | (c & d)


class Layout:
    __slots__ = ("_x0", "_y0", "_width", "_built", "_north", "_east", "_south", "_west", "_start",
                 "_tiles", "_ok", "_frontier", "_fits", "_places", "_swaps", "_removable")

    @classmethod
    def of(cls, cells: dict) -> "Layout":
        """The layout of a city given as {(x, y): tile}, in a frame just around it."""
        layout = cls.__new__(cls)
        min_x, max_x = min(cells)[0], max(cells)[0]
        ys = [y for _, y in cells]
        x0, y0 = min_x - MARGIN, min(ys) - MARGIN
        width = max_x - min_x + 1 + 2 * MARGIN
        built = north = east = south = west = 0
        tiles = []
        for cell, tile in cells.items():
            index = (cell[1] - y0) * width + cell[0] - x0
            bit = 1 << index
            built |= bit
            streets = TILE_STREETS[tile]
            if streets:
                if streets & 1:
                    north |= bit
                if streets & 2:
                    east |= bit
                if streets & 4:
                    south |= bit
                if streets & 8:
                    west |= bit
            if cell != START_CELL:
                tiles.append((index, cell))
        tiles.sort()
        layout._x0, layout._y0, layout._width = x0, y0, width
        layout._built, layout._north, layout._east, layout._south, layout._west = built, north, east, south, west
        layout._start = 1 << ((START_CELL[1] - y0) * width + START_CELL[0] - x0)
        layout._tiles = [(1 << index, cell) for index, cell in tiles]
        layout._reset()
        return layout

    def _reset(self) -> None:
        self._ok = self._frontier = self._removable = None
        self._fits: list = [None] * 16
        self._places: list = [None] * 16
        self._swaps: list = [None] * 16

    def _child(self) -> "Layout":
        other = Layout.__new__(Layout)
        other._x0, other._y0, other._width, other._start = self._x0, self._y0, self._width, self._start
        other._built, other._north, other._east, other._south, other._west = (
            self._built, self._north, self._east, self._south, self._west)
        other._tiles = self._tiles
        other._reset()
        return other

    def _bit(self, cell: tuple[int, int]) -> int | None:
        """The cell's bit, or None where the frame leaves it too little margin."""
        column, row = cell[0] - self._x0, cell[1] - self._y0
        if column < _NEEDED or column >= self._width - _NEEDED or row < _NEEDED:
            return None
        return 1 << (row * self._width + column)

    # ----------------------------------------------------------------- derived layouts
    def with_tile(self, cell: tuple[int, int], tile: int) -> "Layout | None":
        """This layout with `tile` built at the empty `cell`; None if it leaves the frame."""
        bit = self._bit(cell)
        if bit is None:
            return None
        other = self._child()
        other._built |= bit
        streets = TILE_STREETS[tile]
        if streets & 1:
            other._north |= bit
        if streets & 2:
            other._east |= bit
        if streets & 4:
            other._south |= bit
        if streets & 8:
            other._west |= bit
        other._tiles = tiles = self._tiles[:]
        insort(tiles, (bit, cell))
        return other

    def without_tile(self, cell: tuple[int, int]) -> "Layout | None":
        """This layout with the tile at `cell` (not Times Square) taken away."""
        bit = self._bit(cell)
        if bit is None:
            return None
        other = self._child()
        keep = ~bit
        other._built &= keep
        other._north &= keep
        other._east &= keep
        other._south &= keep
        other._west &= keep
        other._tiles = tiles = self._tiles[:]
        tiles.remove((bit, cell))
        return other

    def with_swap(self, cell: tuple[int, int], tile: int) -> "Layout | None":
        """This layout with the tile at `cell` exchanged for `tile`, whose sides facing neighbours
        match the old one's: swaps and removals stay as they are; only empty cells next to
        `cell` may see another street."""
        bit = self._bit(cell)
        if bit is None:
            return None
        other = self._child()
        keep = ~bit
        streets = TILE_STREETS[tile]
        other._north = (self._north & keep) | (bit if streets & 1 else 0)
        other._east = (self._east & keep) | (bit if streets & 2 else 0)
        other._south = (self._south & keep) | (bit if streets & 4 else 0)
        other._west = (self._west & keep) | (bit if streets & 8 else 0)
        other._swaps = self._swaps
        other._removable = self._removable
        return other

    # ----------------------------------------------------------------- analysis
    def _fit_boards(self) -> tuple:
        """Per side (N, E, S, W): cells a street there fits (no neighbour, or the neighbour's
        street), then cells an open side there fits (no street facing it)."""
        ok = self._ok
        if ok is None:
            built, width = self._built, self._width
            street_n, street_e = self._south << width, self._west >> 1
            street_s, street_w = self._north >> width, self._east << 1
            ok = self._ok = (~(built << width) | street_n, ~(built >> 1) | street_e,
                             ~(built >> width) | street_s, ~(built << 1) | street_w,
                             ~street_n, ~street_e, ~street_s, ~street_w)
        return ok

    def _fitting(self, streets: int) -> int:
        """Cells (built or not) whose neighbours match a tile with this street mask."""
        bits = self._fits[streets]
        if bits is None:
            ok = self._fit_boards()
            bits = self._fits[streets] = ((ok[0] if streets & 1 else ok[4]) & (ok[1] if streets & 2 else ok[5])
                                          & (ok[2] if streets & 4 else ok[6]) & (ok[3] if streets & 8 else ok[7]))
        return bits

    def _frontier_bits(self) -> int:
        """Empty cells with a built neighbour across an open side whose filling encloses nothing.

        Around an empty cell the empty side neighbours form groups, two sides joined when the
        corner between them is empty too. In a connected city without holes, filling a cell
        encloses a plot exactly when there are two groups or more: each extra group is cut off
        from the open land by a loop through the new tile (Euler characteristic of the built
        squares). A group ends, going clockwise, at an empty side not joined to the next one, so
        two ends mean two groups."""
        frontier = self._frontier
        if frontier is None:
            built, width = self._built, self._width
            has_n, has_e, has_s, has_w = built << width, built >> 1, built >> width, built << 1
            walk_in = ((has_n & ~(self._south << width)) | (has_e & ~(self._west >> 1))
                       | (has_s & ~(self._north >> width)) | (has_w & ~(self._east << 1)))
            open_n, open_e, open_s, open_w = ~has_n, ~has_e, ~has_s, ~has_w
            end_n = open_n & ~(open_e & ~(built << (width - 1)))
            end_e = open_e & ~(open_s & ~(built >> (width + 1)))
            end_s = open_s & ~(open_w & ~(built >> (width - 1)))
            end_w = open_w & ~(open_n & ~(built << (width + 1)))
            frontier = self._frontier = walk_in & ~built & ~_two_or_more(end_n, end_e, end_s, end_w)
        return frontier

    def places(self, streets: int) -> tuple:
        """Empty cells where a tile with this street mask may be built, in (y, x) order."""
        cells = self._places[streets]
        if cells is None:
            bits = self._fitting(streets) & self._frontier_bits()
            out = []
            width, x0, y0 = self._width, self._x0, self._y0
            while bits:
                low = bits & -bits
                y, x = divmod(low.bit_length() - 1, width)
                out.append((x + x0, y + y0))
                bits ^= low
            cells = self._places[streets] = tuple(out)
        return cells

    def swaps(self, streets: int) -> tuple:
        """Built cells (not Times Square) whose tile may be exchanged for one with this mask:
        the sides facing neighbours match, so walking and holes stay as they are."""
        cells = self._swaps[streets]
        if cells is None:
            bits = self._fitting(streets)
            cells = self._swaps[streets] = tuple([cell for bit, cell in self._tiles if bits & bit])
        return cells

    def removable(self) -> tuple:
        """Built cells whose tile may go to the reserve, in (y, x) order."""
        cells = self._removable
        if cells is None:
            bits = self._removable_bits()
            cells = self._removable = tuple([cell for bit, cell in self._tiles if bits & bit])
        return cells

    def _removable_bits(self) -> int:
        built, width = self._built, self._width
        inner = (built << width) & (built >> 1) & (built >> width) & (built << 1)
        candidates = built & ~inner  # touching open land, so no hole is left
        # Walking edges: bit c of `east_link` joins c and c + 1, of `south_link` c and c + width.
        east_link = built & (built >> 1) & ~self._east & ~(self._west >> 1)
        south_link = built & (built >> width) & ~self._south & ~(self._north >> width)
        to_n, to_w = south_link << width, east_link << 1
        # Group each tile's walking neighbours, two joined when the 2x2 block between them is a
        # walking square (the grouping used for holes). One group: no cut vertex. Two or more:
        # a cut vertex if every cycle of the graph is made of such squares, which holds when
        # they are all its bounded faces (Euler: edges - vertices + 1 of them, the graph being
        # connected). Otherwise the doubtful tiles are searched one by one.
        end_n = to_n & ~(east_link & (east_link << width) & (south_link << (width - 1)))
        end_e = east_link & ~(south_link & (south_link >> 1) & (east_link >> width))
        end_s = south_link & ~(to_w & (east_link >> (width - 1)) & (south_link << 1))
        end_w = to_w & ~(to_n & (east_link << (width + 1)) & (south_link << (width + 1)))
        doubtful = _two_or_more(end_n, end_e, end_s, end_w) & candidates & ~self._start
        if not doubtful:
            return candidates
        squares = east_link & (east_link >> width) & south_link & (south_link >> 1)
        faces = east_link.bit_count() + south_link.bit_count() - built.bit_count() + 1
        if faces == squares.bit_count():
            return candidates & ~doubtful
        while doubtful:
            low = doubtful & -doubtful
            if self._cuts(low, east_link, south_link):
                candidates ^= low
            doubtful ^= low
        return candidates

    def _cuts(self, cell: int, east_link: int, south_link: int) -> bool:
        """Whether some tile is no longer reachable on foot from Times Square without `cell`."""
        width = self._width
        allowed = self._built & ~cell
        reached = self._start
        while True:
            grown = (reached | ((reached & east_link) << 1) | ((reached >> 1) & east_link)
                     | ((reached & south_link) << width) | ((reached >> width) & south_link)) & allowed
            if grown == reached:
                return reached != allowed
            reached = grown
