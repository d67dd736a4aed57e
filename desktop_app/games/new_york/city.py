"""A player's city: the grid of placed tiles and New York's building rules (no Qt).

Source: rulebook p.4 "New York építési szabályok" and digest "Placement rules": no rotation,
matching street/no-street sides, every tile reachable on foot from Times Square without crossing a
street, contact along a full side, no enclosed empty plots; removal may not leave a hole or cut the
city apart; Times Square never moves.

Derived facts (legal cells, removable tiles, street length, type counts) are cached on the city and
dropped whenever a tile is added or removed, so asking for them many times per turn is cheap.
"""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from .components import DIRECTIONS, SIDE_NAMES, START_CELL, START_TILE, TILE_STREETS, TILE_TYPE, TYPES


# Derived facts per city layout, shared by every city with the same tiles in the same places
# (clones, search children and rebuild-and-back all hit it). Records are never mutated once filled.
_FRONTIER, _OCCUPIED, _REMOVABLE, _STREET, _COUNTS, _REBUILDS = range(6)
_SHARED: dict[frozenset, list] = {}
_SHARED_LIMIT = 200_000
_STEPS = tuple((bit, dx, dy, opposite) for bit, dx, dy, opposite, _ in DIRECTIONS)

# The fast paths index cells by one int: (y + _OFFSET) * _STRIDE + x + _OFFSET.
_OFFSET, _STRIDE = 64, 128
_START_INDEX = _OFFSET * _STRIDE + _OFFSET


def _grid(cells: dict) -> dict[int, int]:
    return {(y + _OFFSET) * _STRIDE + x + _OFFSET: t for (x, y), t in cells.items()}


_XY = [(i % _STRIDE - _OFFSET, i // _STRIDE - _OFFSET) for i in range(_STRIDE * _STRIDE)]


def _xy(index: int) -> tuple[int, int]:
    return _XY[index]


class City:
    __slots__ = ("cells", "_record")

    def __init__(self, cells: dict | None = None):
        self.cells: dict[tuple[int, int], int] = {START_CELL: START_TILE} if cells is None else cells
        self._record = None

    def _rec(self) -> list:
        record = self._record
        if record is None:
            key = frozenset(self.cells.items())
            record = _SHARED.get(key)
            if record is None:
                if len(_SHARED) >= _SHARED_LIMIT:
                    _SHARED.clear()
                record = _SHARED[key] = [None] * 6
            self._record = record
        return record

    def copy(self) -> "City":
        other = City.__new__(City)
        other.cells = dict(self.cells)
        other._record = self._record
        return other

    # ----------------------------------------------------------------- changes
    def add(self, tile: int, cell: tuple[int, int]) -> None:
        self.cells[cell] = tile
        self._record = None

    def remove(self, cell: tuple[int, int]) -> int:
        tile = self.cells.pop(cell)
        self._record = None
        return tile

    def replace(self, tile: int, cell: tuple[int, int]) -> int:
        old = self.cells[cell]
        self.cells[cell] = tile
        self._record = None
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

    def _filling_makes_hole(self, cell: tuple[int, int]) -> bool:
        """Fast local test first: if the empty sides of `cell` stay linked around its corners,
        filling it cannot cut the empty land apart; otherwise flood-fill to be sure."""
        x, y = cell
        cells = self.cells
        ring = [(x, y - 1), (x + 1, y - 1), (x + 1, y), (x + 1, y + 1),
                (x, y + 1), (x - 1, y + 1), (x - 1, y), (x - 1, y - 1)]
        empty = [c not in cells for c in ring]
        sides = sum(1 for i in (0, 2, 4, 6) if empty[i])
        # Neighbouring sides are linked when the corner cell between them is empty too.
        links = sum(1 for i in (0, 2, 4, 6) if empty[i] and empty[i + 1] and empty[(i + 2) % 8])
        if sides - links <= 1:  # one local group (or a full ring of four links)
            return False
        return self._encloses(cell)

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
    def frontier(self) -> tuple:
        """Empty cells where some tile may go: ((cell, occupied_sides, street_sides), ...).
        A tile with street mask m fits at such a cell iff m & occupied_sides == street_sides:
        its sides then match, one open side joins the walking network, and (checked here) filling
        the cell encloses no empty plot."""
        record = self._rec()
        if record[_FRONTIER] is None:
            self._analyse(record)
        return record[_FRONTIER]

    def _analyse(self, record: list) -> None:
        """One pass over the tiles fills the frontier, the swap constraints and the removable
        cells of this layout (all three are needed whenever a player may rebuild)."""
        streets_of = TILE_STREETS
        grid = {(y + _OFFSET) * _STRIDE + x + _OFFSET: streets_of[t] for (x, y), t in self.cells.items()}
        get = grid.get
        occupied: dict[int, int] = {}
        need: dict[int, int] = {}
        built_sides: list = []
        walks: dict[int, list] = {}
        row = _STRIDE
        for i in sorted(grid):
            streets = grid[i]
            sides = street_sides = 0
            steps = []
            # North: an empty cell there sees this tile on its south side.
            n = i - row
            t = get(n)
            if t is None:
                occupied[n] = occupied.get(n, 0) | 4
                if streets & 1:
                    need[n] = need.get(n, 0) | 4
            else:
                sides |= 1
                if t & 4:
                    street_sides |= 1
                elif not streets & 1:
                    steps.append(n)
            n = i + 1
            t = get(n)
            if t is None:
                occupied[n] = occupied.get(n, 0) | 8
                if streets & 2:
                    need[n] = need.get(n, 0) | 8
            else:
                sides |= 2
                if t & 8:
                    street_sides |= 2
                elif not streets & 2:
                    steps.append(n)
            n = i + row
            t = get(n)
            if t is None:
                occupied[n] = occupied.get(n, 0) | 1
                if streets & 4:
                    need[n] = need.get(n, 0) | 1
            else:
                sides |= 4
                if t & 1:
                    street_sides |= 4
                elif not streets & 4:
                    steps.append(n)
            n = i - 1
            t = get(n)
            if t is None:
                occupied[n] = occupied.get(n, 0) | 2
                if streets & 8:
                    need[n] = need.get(n, 0) | 2
            else:
                sides |= 8
                if t & 2:
                    street_sides |= 8
                elif not streets & 8:
                    steps.append(n)
            walks[i] = steps
            if i != _START_INDEX:
                built_sides.append((i, sides, street_sides))
        frontier = []
        for c in sorted(occupied):
            sides_built = occupied[c]
            street_sides = need.get(c, 0)
            if not sides_built & ~street_sides:
                continue
            # Local hole test: the empty sides of c must stay linked around its corners.
            e_n = (c - row) not in grid
            e_e = (c + 1) not in grid
            e_s = (c + row) not in grid
            e_w = (c - 1) not in grid
            sides = e_n + e_e + e_s + e_w
            if sides >= 2:
                links = ((e_n and e_e and (c - row + 1) not in grid) + (e_e and e_s and (c + row + 1) not in grid)
                         + (e_s and e_w and (c + row - 1) not in grid) + (e_w and e_n and (c - row - 1) not in grid))
                if sides - links > 1 and _fill_encloses(grid, c):
                    continue
            frontier.append((_xy(c), sides_built, street_sides))
        cut = _cut_vertices(walks)
        record[_FRONTIER] = tuple(frontier)
        record[_OCCUPIED] = tuple((_xy(i), sides, street_sides) for i, sides, street_sides in built_sides)
        # Removable: not a cut cell, and touching open land (else its plot would be a hole).
        record[_REMOVABLE] = tuple(_xy(i) for i, sides, _ in built_sides if sides != 15 and i not in cut)

    def legal_cells(self, tile: int) -> list[tuple[int, int]]:
        streets = TILE_STREETS[tile]
        return [cell for cell, occupied, need in self.frontier() if streets & occupied == need]

    def occupied_constraints(self) -> tuple:
        """Built cells other than Times Square with their neighbour constraints (for swaps)."""
        record = self._rec()
        if record[_OCCUPIED] is None:
            self._analyse(record)
        return record[_OCCUPIED]

    def swap_cells(self, tile: int) -> list[tuple[int, int]]:
        """Cells whose tile may be exchanged for `tile`: the sides facing neighbours must match.
        Those shared sides then keep their street/open status, so walking and holes are unchanged."""
        streets = TILE_STREETS[tile]
        return [cell for cell, occupied, need in self.occupied_constraints() if streets & occupied == need]

    def removable(self) -> tuple:
        """Built cells whose tile may go to the reserve: not Times Square, leaves no hole (the cell
        must touch open land), keeps every other tile reachable on foot (not a cut vertex of the
        walking graph)."""
        record = self._rec()
        if record[_REMOVABLE] is None:
            self._analyse(record)
        return record[_REMOVABLE]

    def rebuild_actions(self, reserve: tuple) -> tuple:
        """Every rebuild with this reserve (sorted distinct tile ids), cached per layout."""
        record = self._rec()
        table = record[_REBUILDS]
        if table is None:
            table = record[_REBUILDS] = {}
        actions = table.get(reserve)
        if actions is None:
            out = []
            frontier = self.frontier()
            occupied = self.occupied_constraints()
            for tile in reserve:
                streets = TILE_STREETS[tile]
                out.extend(("to_city", tile, cell) for cell, sides, need in frontier if streets & sides == need)
            out.extend(("to_reserve", cell) for cell in self.removable())
            for tile in reserve:
                streets = TILE_STREETS[tile]
                out.extend(("swap", tile, cell) for cell, sides, need in occupied if streets & sides == need)
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
            return ("no_contact", QT_TRANSLATE_NOOP("new_york", "A new building must touch the city along a full side; a corner is not enough."), {})
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
        if record[_STREET] is None:
            record[_STREET] = longest_trail(self.outer_street_edges())
        return record[_STREET]


_OPPOSITE = {1: 4, 2: 8, 4: 1, 8: 2}


def _cut_vertices(walks: dict[int, list]) -> set:
    """Cells whose removal would split the walking graph (articulation points, Tarjan's
    depth-first search from Times Square). walks: cell -> cells one can walk to from it.
    Times Square itself is never reported: it never moves anyway. Recursion depth is at most the
    number of buildings (54)."""
    order: dict[int, int] = {}
    cut = set()
    start = _START_INDEX

    def visit(v: int, parent: int) -> int:
        index = len(order)
        order[v] = index
        low = index
        for w in walks[v]:
            if w == parent:
                continue
            seen = order.get(w)
            if seen is None:
                child_low = visit(w, v)
                if child_low < low:
                    low = child_low
                if child_low >= index and v != start:
                    cut.add(v)
            elif seen < low:
                low = seen
        return low

    visit(start, -1)
    return cut


def _fill_encloses(grid: dict[int, int], cell: int) -> bool:
    """Whether building `cell` would leave some empty cell unable to reach open land: each empty
    side of `cell` must find a way out of the city's bounding box."""
    row = _STRIDE
    xs = [i % row for i in grid]
    ys = [i // row for i in grid]
    min_x, max_x, min_y, max_y = min(xs), max(xs), min(ys), max(ys)
    escaped = set()  # empty cells known to reach the open land
    for start in (cell - row, cell + 1, cell + row, cell - 1):
        if start in grid or start in escaped:
            continue
        seen = {start}
        stack = [start]
        free = False
        while stack:
            c = stack.pop()
            x, y = c % row, c // row
            if c in escaped or not (min_x < x < max_x and min_y < y < max_y):
                free = True
                break
            for n in (c - row, c + 1, c + row, c - 1):
                if n != cell and n not in grid and n not in seen:
                    seen.add(n)
                    stack.append(n)
        if not free:
            return True
        escaped |= seen
    return False


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
