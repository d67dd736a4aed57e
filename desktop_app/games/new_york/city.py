"""A player's city: the grid of placed tiles and New York's building rules (no Qt).

Source: rulebook p.4 "New York építési szabályok" and digest "Placement rules": no rotation,
matching street/no-street sides, every tile reachable on foot from Times Square without crossing a
street, contact along a full side, no enclosed empty plots; removal may not leave a hole or cut the
city apart; Times Square never moves.

Derived facts (legal cells, removable tiles, street length, type counts) are cached in a record
that copies of the city share, and dropped whenever a tile is added, removed or exchanged. The new
layout's analysis is then derived from the old one's (see layout.py) when that one was known.
"""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from .layout import Layout
from .components import DIRECTIONS, SIDE_NAMES, START_CELL, START_TILE, TILE_STREETS, TILE_TYPE, TYPES
from desktop_app.engine.caches import per_table


# A city's record of derived facts: [layout analysis, longest street, type counts, rebuild
# actions per reserve]. Copies share it; entries are filled once and never changed.
_LAYOUT, _STREET, _COUNTS, _REBUILDS = range(4)

# Longest street per street pattern ((cell, street mask) of every tile), shared by all cities:
# searches evaluate the same cities in many determinized worlds, and the walk can be slow.
_STREETS: dict[frozenset, int] = per_table({})
_STREETS_LIMIT = 50_000


class City:
    __slots__ = ("cells", "_record", "_pending")

    def __init__(self, cells: dict | None = None):
        self.cells: dict[tuple[int, int], int] = {START_CELL: START_TILE} if cells is None else cells
        self._record = None
        # After a change: how to derive the new layout from the old one, (method, args), if the
        # old one was analysed; only used when the new layout is not known already.
        self._pending = None

    def _rec(self) -> list:
        record = self._record
        if record is None:
            record = self._record = [None] * 4
        return record

    def copy(self) -> "City":
        other = City.__new__(City)
        other.cells = dict(self.cells)
        other._record = self._rec()  # made now if need be, so what either copy learns serves both
        other._pending = self._pending
        return other

    # ----------------------------------------------------------------- changes
    def add(self, tile: int, cell: tuple[int, int]) -> None:
        base = self._known_layout()
        self.cells[cell] = tile
        self._record = None
        self._pending = None if base is None else (base.with_tile, (cell, tile))

    def remove(self, cell: tuple[int, int]) -> int:
        base = self._known_layout()
        tile = self.cells.pop(cell)
        self._record = None
        self._pending = None if base is None else (base.without_tile, (cell,))
        return tile

    def replace(self, tile: int, cell: tuple[int, int]) -> int:
        base = self._known_layout()
        old = self.cells[cell]
        self.cells[cell] = tile
        self._record = None
        self._pending = None if base is None else (base.with_swap, (cell, tile))
        return old

    # ----------------------------------------------------------------- local facts
    def constraints(self, cell: tuple[int, int]) -> tuple[int, int]:
        """(sides with a neighbour, sides whose neighbour shows a street towards this cell)."""
        x, y = cell
        cells = self.cells
        occupied = need = 0
        for bit, dx, dy, opposite, _ in DIRECTIONS:
            neighbour = cells.get((x + dx, y + dy))
            if neighbour is not None:
                occupied |= bit
                if TILE_STREETS[neighbour] & opposite:
                    need |= bit
        return occupied, need

    def type_counts(self) -> tuple[int, ...]:
        record = self._rec()
        if record[_COUNTS] is None:
            counts = [0] * len(TYPES)
            for tile in self.cells.values():
                if tile != START_TILE:
                    counts[TILE_TYPE[tile]] += 1
            record[_COUNTS] = tuple(counts)
        return record[_COUNTS]

    def building_count(self) -> int:
        return len(self.cells) - 1

    # ----------------------------------------------------------------- holes
    def _encloses(self, extra: tuple[int, int] | None = None) -> bool:
        """Whether some empty cell cannot reach the open land around the city (a hole), with
        `extra` counted as built."""
        cells = self.cells
        xs = [x for x, _ in cells]
        ys = [y for _, y in cells]
        if extra is not None:
            xs.append(extra[0])
            ys.append(extra[1])
        min_x, max_x, min_y, max_y = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
        built = set(cells)
        if extra is not None:
            built.add(extra)
        empties = (max_x - min_x + 1) * (max_y - min_y + 1) - len(built)
        seen = {(min_x, min_y)}
        stack = [(min_x, min_y)]
        while stack:
            x, y = stack.pop()
            for _, dx, dy, _, _ in DIRECTIONS:
                nx, ny = x + dx, y + dy
                if min_x <= nx <= max_x and min_y <= ny <= max_y and (nx, ny) not in built and (nx, ny) not in seen:
                    seen.add((nx, ny))
                    stack.append((nx, ny))
        return len(seen) != empties

    # ----------------------------------------------------------------- walking
    def _walkable_from_start(self, without: tuple[int, int] | None = None) -> int:
        """How many tiles are reachable on foot from Times Square (not crossing streets)."""
        cells = self.cells
        seen = {START_CELL}
        stack = [START_CELL]
        while stack:
            x, y = stack.pop()
            streets = TILE_STREETS[cells[(x, y)]]
            for bit, dx, dy, _, _ in DIRECTIONS:
                if streets & bit:
                    continue
                n = (x + dx, y + dy)
                if n in cells and n != without and n not in seen and not TILE_STREETS[cells[n]] & _opposite(bit):
                    seen.add(n)
                    stack.append(n)
        return len(seen)

    # ----------------------------------------------------------------- cached legality
    def layout(self) -> Layout:
        """Where tiles may go in this layout (bit-board analysis, computed once per layout)."""
        record = self._rec()
        layout = record[_LAYOUT]
        if layout is None:
            layout = self._known_layout() or Layout.of(self.cells)
            record[_LAYOUT] = layout
        self._pending = None
        return layout

    def _known_layout(self) -> Layout | None:
        """The current layout if analysed already or derivable from the one before the last
        change; None if the cells would have to be read."""
        record = self._record
        if record is not None and record[_LAYOUT] is not None:
            return record[_LAYOUT]
        pending = self._pending
        if pending is None:
            return None
        method, args = pending
        return method(*args)

    def legal_cells(self, tile: int) -> list[tuple[int, int]]:
        """Empty cells where `tile` may be built: its sides match, one open side joins the walking
        network, and filling the cell encloses no empty plot."""
        return list(self.layout().places(TILE_STREETS[tile]))

    def swap_cells(self, tile: int) -> list[tuple[int, int]]:
        """Cells whose tile may be exchanged for `tile`: the sides facing neighbours must match.
        Those shared sides then keep their street/open status, so walking and holes are unchanged."""
        return list(self.layout().swaps(TILE_STREETS[tile]))

    def removable(self) -> tuple:
        """Built cells whose tile may go to the reserve: not Times Square, leaves no hole (the cell
        must touch open land), keeps every other tile reachable on foot (not a cut vertex of the
        walking graph)."""
        return self.layout().removable()

    def rebuild_actions(self, reserve: tuple) -> tuple:
        """Every rebuild with this reserve (sorted distinct tile ids), cached per layout."""
        record = self._rec()
        table = record[_REBUILDS]
        if table is None:
            table = record[_REBUILDS] = {}
        actions = table.get(reserve)
        if actions is None:
            layout = self.layout()
            out = []
            for tile in reserve:
                out.extend([("to_city", tile, cell) for cell in layout.places(TILE_STREETS[tile])])
            out.extend([("to_reserve", cell) for cell in layout.removable()])
            for tile in reserve:
                out.extend([("swap", tile, cell) for cell in layout.swaps(TILE_STREETS[tile])])
            actions = table[reserve] = tuple(out)
        return actions

    # ----------------------------------------------------------------- explanations (slow, complete)
    def placement_problem(self, tile: int, cell: tuple[int, int]) -> tuple[str, str, dict] | None:
        """Why `tile` may not be built at `cell`, as (key, sentence, params), or None if it may."""
        cell = (int(cell[0]), int(cell[1]))
        if cell in self.cells:
            return ("cell_taken", QT_TRANSLATE_NOOP("new_york", "That plot is already built."), {})
        occupied, need = self.constraints(cell)
        if not occupied:
            x, y = cell
            if any((x + dx, y + dy) in self.cells for dx in (-1, 1) for dy in (-1, 1)):
                return ("no_contact", QT_TRANSLATE_NOOP("new_york", "A new building must touch the city along a full side; a corner is not enough."), {})
            return ("no_contact", QT_TRANSLATE_NOOP("new_york", "That plot does not touch your city: build next to a building you have."), {})
        streets = TILE_STREETS[tile]
        x, y = cell
        for bit, dx, dy, opposite, name in DIRECTIONS:
            if not occupied & bit:
                continue
            mine = bool(streets & bit)
            theirs = bool(need & bit)
            if mine != theirs:
                if mine:
                    text = QT_TRANSLATE_NOOP("new_york", "Its {side} side has a street, its neighbour's does not.")
                else:
                    text = QT_TRANSLATE_NOOP("new_york", "Its {side} side has no street, but its neighbour's has one.")
                return ("street_mismatch", text, {"side": name})
        if not occupied & ~need:
            return ("not_walkable", QT_TRANSLATE_NOOP("new_york", "It could only be reached from Times Square by crossing a street."), {})
        if self._encloses(cell):
            return ("hole", QT_TRANSLATE_NOOP("new_york", "It would enclose an empty plot in the city."), {})
        return None

    def removal_problem(self, cell: tuple[int, int]) -> tuple[str, str, dict] | None:
        cell = (int(cell[0]), int(cell[1]))
        if cell not in self.cells:
            return ("no_building", QT_TRANSLATE_NOOP("new_york", "There is no building on that plot."), {})
        if cell == START_CELL:
            return ("start_fixed", QT_TRANSLATE_NOOP("new_york", "Times Square never moves."), {})
        x, y = cell
        if all((x + dx, y + dy) in self.cells for _, dx, dy, _, _ in DIRECTIONS):
            return ("hole", QT_TRANSLATE_NOOP("new_york", "Taking it away would leave an enclosed empty plot."), {})
        if self._walkable_from_start(without=cell) != len(self.cells) - 1:
            return ("disconnects", QT_TRANSLATE_NOOP("new_york", "Taking it away would cut part of the city off from Times Square."), {})
        return None

    def swap_problem(self, tile: int, cell: tuple[int, int]) -> tuple[str, str, dict] | None:
        cell = (int(cell[0]), int(cell[1]))
        if cell not in self.cells:
            return ("no_building", QT_TRANSLATE_NOOP("new_york", "There is no building on that plot to exchange."), {})
        if cell == START_CELL:
            return ("start_fixed", QT_TRANSLATE_NOOP("new_york", "Times Square never moves and cannot be exchanged."), {})
        without = dict(self.cells)
        del without[cell]
        return City(without).placement_problem(tile, cell)

    def is_valid(self) -> bool:
        """Every rule holds for the whole city (used by tests as an independent recount)."""
        cells = self.cells
        if cells.get(START_CELL) != START_TILE:
            return False
        for (x, y), tile in cells.items():
            for bit, dx, dy, opposite, _ in DIRECTIONS:
                n = cells.get((x + dx, y + dy))
                if n is not None and bool(TILE_STREETS[tile] & bit) != bool(TILE_STREETS[n] & opposite):
                    return False
        return self._walkable_from_start() == len(cells) and not self._encloses()

    # ----------------------------------------------------------------- streets
    def outer_street_edges(self) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        """Street sides that face an empty plot, as corner-to-corner segments."""
        edges = []
        cells = self.cells
        for (x, y), tile in cells.items():
            streets = TILE_STREETS[tile]
            if not streets:
                continue
            for bit, dx, dy, _, _ in DIRECTIONS:
                if streets & bit and (x + dx, y + dy) not in cells:
                    edges.append(_segment(x, y, bit))
        return edges

    def longest_street(self) -> int:
        record = self._rec()
        length = record[_STREET]
        if length is None:
            streets_of = TILE_STREETS
            key = frozenset([(cell, streets_of[tile]) for cell, tile in self.cells.items()])
            length = _STREETS.get(key)
            if length is None:
                if len(_STREETS) >= _STREETS_LIMIT:
                    _STREETS.clear()
                length = _STREETS[key] = longest_trail(self.outer_street_edges())
            record[_STREET] = length
        return length


_OPPOSITE = {1: 4, 2: 8, 4: 1, 8: 2}


def _opposite(bit: int) -> int:
    return _OPPOSITE[bit]


def _segment(x: int, y: int, bit: int) -> tuple[tuple[int, int], tuple[int, int]]:
    if bit == 1:
        return ((x, y), (x + 1, y))
    if bit == 4:
        return ((x, y + 1), (x + 1, y + 1))
    if bit == 8:
        return ((x, y), (x, y + 1))
    return ((x + 1, y), (x + 1, y + 1))


def longest_trail(edges: list) -> int:
    """The most edges one walk can use, each edge at most once (corners may be revisited).

    A component where no corner joins more than two edges is a line or a ring: all its edges count.
    Only corners where four street edges meet need a search."""
    if not edges:
        return 0
    adjacency: dict = {}
    for index, (a, b) in enumerate(edges):
        adjacency.setdefault(a, []).append((index, b))
        adjacency.setdefault(b, []).append((index, a))
    seen_vertices: set = set()
    best = 0
    for start in adjacency:
        if start in seen_vertices:
            continue
        component = {start}
        stack = [start]
        while stack:
            v = stack.pop()
            for _, w in adjacency[v]:
                if w not in component:
                    component.add(w)
                    stack.append(w)
        seen_vertices |= component
        edge_ids = {i for v in component for i, _ in adjacency[v]}
        if all(len(adjacency[v]) <= 2 for v in component):
            best = max(best, len(edge_ids))
            continue
        for v in component:
            best = max(best, _search(adjacency, v, set()))
            if best >= len(edge_ids):
                break
    return best


def _search(adjacency: dict, vertex, used: set) -> int:
    best = 0
    for index, other in adjacency[vertex]:
        if index in used:
            continue
        used.add(index)
        best = max(best, 1 + _search(adjacency, other, used))
        used.discard(index)
    return best


__all__ = ["City", "longest_trail", "SIDE_NAMES"]
