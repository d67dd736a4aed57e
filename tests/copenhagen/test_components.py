"""Components against the digest (../shared/rules/copenhagen.md "Components", "Tile shapes", "Setup")."""
import re
from pathlib import Path

import pytest

from desktop_app.games.copenhagen.components import (
    COLOURS, SHAPES, WHITE, WHITE_TILES, deck_counts, orientations, tile_counts,
)

SHARED = [Path(__file__).resolve().parents[3] / "shared", Path("/work/shared")]


def digest_text() -> str:
    for root in SHARED:
        path = root / "rules" / "copenhagen.md"
        if path.exists():
            return path.read_text(encoding="utf-8")
    pytest.skip("../shared/rules/copenhagen.md is not beside this checkout")


def parse_cells(text):
    return tuple(sorted((int(x), int(y), kind == "B") for x, y, kind in re.findall(r"\((\d),(\d),([BW])\)", text)))


def test_tile_shapes_match_the_digest():
    """Digest "Tile shapes": every listed shape, cell for cell, brick included."""
    digest = digest_text()
    checked = 0
    for line in digest.splitlines():
        if not line.startswith("- ") or "(0," not in line and "(1," not in line and "(2," not in line:
            continue
        label, _, cells_text = line[2:].partition(":")
        cells = parse_cells(cells_text.split("—")[0])
        if not cells:
            continue
        if label.startswith("size 2"):
            kinds = [(c, 2) for c in COLOURS]
        else:
            kinds = [(name.split("-")[0].strip(), int(name.split("-")[1][0]))
                     for name in re.findall(r"[a-z]+-\d", label)]
        for kind in kinds:
            assert tuple(sorted(SHAPES[kind])) == cells, kind
            checked += 1
    # purple-4 and purple-5 are given in words: "B W W W" and "B W W W W" (brick at an end).
    assert SHAPES[("purple", 4)] == ((0, 0, True), (1, 0, False), (2, 0, False), (3, 0, False))
    assert SHAPES[("purple", 5)] == tuple((x, 0, x == 0) for x in range(5))
    assert checked >= 16


def test_every_coloured_tile_has_one_brick_and_white_has_none():
    """Digest "Tile shapes": exactly one brick per coloured tile; white tiles are one window."""
    for (colour, size), cells in SHAPES.items():
        assert len(cells) == size
        assert sum(b for _, _, b in cells) == (0 if colour == WHITE else 1)


def test_62_tiles_with_four_players_and_fewer_with_two_or_three():
    """Digest "Components" (62 facade tiles) and "Setup" (tiles removed for 2 and 3 players)."""
    assert sum(tile_counts(4).values()) + WHITE_TILES == 62
    assert sum(tile_counts(3).values()) == 40
    assert sum(tile_counts(2).values()) == 35
    assert all(tile_counts(4)[(c, 5)] == 1 for c in COLOURS)


def test_seventy_cards_and_sixty_with_three_players():
    """Digest "Components" (14 per colour) and "Setup" (3 players remove 2 of each colour)."""
    assert sum(deck_counts(4).values()) == sum(deck_counts(2).values()) == 70
    assert deck_counts(3) == {c: 12 for c in COLOURS}


def test_orientations_are_distinct_and_include_mirrors():
    """Digest "Tile shapes": tiles may be rotated and flipped; the I5 has 2 distinct lines x brick end."""
    assert len(orientations(("red", 4))) == 4  # the O: only the brick corner moves
    assert len(orientations(("red", 5))) == 8  # the P is chiral
    assert len(orientations(("purple", 5))) == 4
    for kind in SHAPES:
        assert len(set(orientations(kind))) == len(orientations(kind))
