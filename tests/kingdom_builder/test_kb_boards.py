"""Board data and geometry: quadrants, turns, neighbours, castles and locations."""
import itertools
import json
import random
from pathlib import Path

import pytest

from desktop_app.games.kingdom_builder.boards import (
    DATA_FILE, EDGE_CELLS, JUMPS, NEIGHBOURS, SECTOR_OF, Board, board_for, quadrant_data, quadrant_rows,
)
from desktop_app.games.kingdom_builder.components import FIRST_GAME_BOARD, QUADRANTS

from kb_helpers import cell

REPO = Path(__file__).resolve().parents[2]


def shared_data_file() -> Path | None:
    for candidate in (REPO.parent / "shared" / "rules" / "data" / "kingdom_builder_quadrants.json",
                      REPO.parents[1] / "shared" / "rules" / "data" / "kingdom_builder_quadrants.json",
                      Path("/work/shared/rules/data/kingdom_builder_quadrants.json")):
        if candidate.exists():
            return candidate
    return None


def test_packaged_quadrant_data_equals_the_shared_file():
    """Digest "Board": the maps come from data/kingdom_builder_quadrants.json; our copy must not drift."""
    shared = shared_data_file()
    if shared is None:
        pytest.skip("the shared rules folder (../shared or /work/shared) is not on this machine")
    assert json.loads(DATA_FILE.read_text(encoding="utf-8")) == json.loads(shared.read_text(encoding="utf-8"))


def set_of(*pairs):
    return {cell(r, c) for r, c in pairs}


def test_neighbours_on_an_even_row():
    """Digest "Board": even r: (r,c±1) (r−1,c−1) (r−1,c) (r+1,c−1) (r+1,c)."""
    assert set(NEIGHBOURS[cell(4, 5)]) == set_of((4, 4), (4, 6), (3, 4), (3, 5), (5, 4), (5, 5))


def test_neighbours_on_an_odd_row():
    """Digest "Board": odd r: (r,c±1) (r−1,c) (r−1,c+1) (r+1,c) (r+1,c+1)."""
    assert set(NEIGHBOURS[cell(5, 5)]) == set_of((5, 4), (5, 6), (4, 5), (4, 6), (6, 5), (6, 6))


def test_neighbours_cross_quadrant_borders_and_stop_at_the_frame():
    """Digest "Board": rows stay odd-r across the whole 20×20 board; the frame is its edge."""
    # (9, 9) is the bottom-right hex of the top-left quadrant; it touches all three others.
    around = set(NEIGHBOURS[cell(9, 9)])
    assert around == set_of((9, 8), (9, 10), (8, 9), (8, 10), (10, 9), (10, 10))
    assert {SECTOR_OF[c] for c in around} == {0, 1, 2, 3}
    assert set(NEIGHBOURS[cell(10, 10)]) == set_of((10, 9), (10, 11), (9, 9), (9, 10), (11, 9), (11, 10))
    assert set(NEIGHBOURS[cell(0, 0)]) == set_of((0, 1), (1, 0))
    assert set(NEIGHBOURS[cell(19, 19)]) == set_of((19, 18), (18, 19))
    assert set(NEIGHBOURS[cell(1, 19)]) == set_of((1, 18), (0, 19), (2, 19))
    assert all(len(n) == 6 for c, n in enumerate(NEIGHBOURS) if c not in EDGE_CELLS)


def test_neighbourhood_is_symmetric():
    """A hex touches its neighbour's neighbour back (geometry sanity for the odd-r layout)."""
    assert all(c in NEIGHBOURS[n] for c in range(400) for n in NEIGHBOURS[c])


@pytest.mark.parametrize("name", QUADRANTS)
def test_turning_a_quadrant_maps_r_c_to_9_minus_r_9_minus_c(name):
    """Digest "Board": a quadrant may be turned 180°: (r,c) -> (9−r, 9−c)."""
    rows = quadrant_data()[name]["rows"]
    turned = quadrant_rows(name, True)
    assert all(turned[r][c] == rows[9 - r][9 - c] for r in range(10) for c in range(10))
    board = Board(((name, True),) + tuple((n, False) for n in QUADRANTS if n != name)[:3])
    assert {k for k in board.castles if SECTOR_OF[k] == 0} == {cell(9 - r, 9 - c) for r, c in quadrant_data()[name]["castles"]}


def test_a_turn_of_180_degrees_keeps_every_neighbourhood():
    """Digest "Board": the 180° turn is a true rotation of the odd-r grid (no 90° turns exist)."""
    def rotate(c):
        r, col = divmod(c, 20)
        return cell(9 - r, 9 - col)
    for r in range(10):
        for c in range(10):
            inside = {n for n in NEIGHBOURS[cell(r, c)] if n // 20 < 10 and n % 20 < 10}
            assert {rotate(n) for n in inside} == {n for n in NEIGHBOURS[rotate(cell(r, c))]
                                                   if n // 20 < 10 and n % 20 < 10}


@pytest.mark.parametrize("name", QUADRANTS)
def test_quadrant_contents(name):
    """Digest "Board": 100 hexes; Oracle and Harbor: 1 location and 2 castles, the others 2 and 1."""
    data = quadrant_data()[name]
    text = "".join(data["rows"])
    assert len(data["rows"]) == 10 and all(len(row) == 10 for row in data["rows"])
    assert set(text) <= set("GCDFTWMK*")
    castles = [[r, c] for r in range(10) for c in range(10) if data["rows"][r][c] == "K"]
    locations = [[r, c] for r in range(10) for c in range(10) if data["rows"][r][c] == "*"]
    assert castles == data["castles"] and locations == data["locations"]
    expected = (1, 2) if name in ("Oracle", "Harbor") else (2, 1)
    assert (len(locations), len(castles)) == expected
    for terrain in "GCDFT":  # every quadrant has plenty of each buildable terrain
        assert text.count(terrain) >= 11


def test_terrain_counts_per_quadrant():
    """Counts read from the data (digest "Board"); the Oasis quadrant has no mountain."""
    counts = {name: {t: "".join(q["rows"]).count(t) for t in "GCDFTWMK*"} for name, q in quadrant_data().items()}
    assert counts["Oasis"]["M"] == 0
    assert counts["Tavern"] == {"G": 17, "C": 15, "D": 15, "F": 15, "T": 16, "W": 10, "M": 9, "K": 1, "*": 2}
    assert counts["Oracle"] == {"G": 16, "C": 14, "D": 15, "F": 15, "T": 15, "W": 17, "M": 5, "K": 2, "*": 1}
    assert all(sum(c.values()) == 100 for c in counts.values())


def test_every_board_has_12_castle_and_location_hexes_and_none_share_a_neighbour():
    """Digest "Checks worth a test": 12 castle+location hexes; no hex touches two of them."""
    rng = random.Random(7)
    layouts = [tuple(zip(names, [rng.random() < 0.5 for _ in range(4)]))
               for names in itertools.permutations(QUADRANTS, 4)]
    for layout in rng.sample(layouts, 120) + [FIRST_GAME_BOARD]:
        board = Board(layout)
        assert len(board.special) == 12
        assert 6 <= len(board.locations) <= 8
        assert all(sum(1 for n in NEIGHBOURS[c] if n in board.special) <= 1 for c in range(400))


def test_location_tiles_are_named_after_their_quadrant():
    """Digest "Board": location hexes give tiles of their quadrant's type (2 per hex)."""
    board = board_for(FIRST_GAME_BOARD)
    assert sorted(board.locations.values()) == sorted(["Tavern"] * 2 + ["Paddock"] * 2 + ["Oasis"] * 2 + ["Farm"] * 2)
    assert board.locations[cell(6, 2)] == "Tavern" and board.locations[cell(17, 5)] == "Oasis"


def test_first_game_board_layout():
    """Digest "Board": Tavern top left, Paddock top right, Oasis bottom left, Farm bottom right, none turned."""
    assert FIRST_GAME_BOARD == (("Tavern", False), ("Paddock", False), ("Oasis", False), ("Farm", False))
    board = board_for(FIRST_GAME_BOARD)
    assert board.terrain[cell(0, 0)] == "F" and board.terrain[cell(0, 10)] == "C"
    assert board.terrain[cell(19, 19)] == "W" and board.sector_name(3) == "Farm"


def test_a_board_needs_four_different_quadrants():
    """Digest "Board": 4 of the 8 quadrants form the board."""
    with pytest.raises(ValueError):
        Board((("Farm", False),) * 4)


def test_paddock_jumps_are_the_six_two_step_lines():
    """Digest "Checks worth a test": Paddock targets (r,c±2), (r±2,c−1), (r±2,c+1)."""
    for r, c in ((6, 6), (7, 7)):
        assert set(JUMPS[cell(r, c)]) == set_of((r, c - 2), (r, c + 2), (r - 2, c - 1), (r - 2, c + 1),
                                                 (r + 2, c - 1), (r + 2, c + 1))
    assert set(JUMPS[cell(0, 0)]) == set_of((0, 2), (2, 1))


def test_edge_hexes_are_the_outer_frame():
    """Digest "Board": board edge = row 0, row 19, column 0, column 19."""
    assert len(EDGE_CELLS) == 76
    assert cell(0, 7) in EDGE_CELLS and cell(7, 19) in EDGE_CELLS and cell(1, 1) not in EDGE_CELLS
