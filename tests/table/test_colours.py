"""Seat colours stay far from every game's component colours (CIEDE2000 >= 25), and each seat
also carries a letter, a hatch and a dash pattern; the greyscale helper games test with."""
import importlib
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage

from desktop_app.engine.game import SEAT_COLOURS_HEX
from desktop_app.games import CATALOG, GAME_MODULES
from desktop_app.table.render import grey_difference, render_greyscale, render_scene
from desktop_app.table.seats import SEAT_COLOURS, default_colours, seat_style

from .ciede2000 import ciede2000, distance, srgb_to_lab
from .helpers import SquaresScene

SHARMA = Path(__file__).with_name("sharma_ciede2000.txt")


def test_ciede2000_matches_the_published_test_pairs():
    """Sharma, Wu and Dalal (2005), Table 1: 34 pairs of CIELAB colours and their distance."""
    rows = [list(map(float, line.split())) for line in SHARMA.read_text().splitlines() if line.strip()]
    assert len(rows) == 34
    for row in rows:
        assert ciede2000(row[0:3], row[3:6]) == pytest.approx(row[6], abs=5e-5)
        assert ciede2000(row[3:6], row[0:3]) == pytest.approx(row[6], abs=5e-5)  # symmetric


def test_srgb_to_lab_of_known_colours():
    assert srgb_to_lab("#ffffff") == pytest.approx((100, 0, 0), abs=0.01)
    assert srgb_to_lab("#000000") == pytest.approx((0, 0, 0), abs=0.01)
    assert srgb_to_lab("#ff0000") == pytest.approx((53.24, 80.09, 67.20), abs=0.05)


def palettes() -> dict[str, dict[str, str]]:
    return {game: importlib.import_module(f"desktop_app.games.{game}.scene").PALETTE for game in GAME_MODULES}


@pytest.mark.parametrize("game", GAME_MODULES)
def test_every_game_exposes_its_component_colours(game):
    palette = palettes()[game]
    assert len(palette) >= 3
    for name, colour in palette.items():
        assert isinstance(name, str) and QColor(colour).isValid() and colour == QColor(colour).name()


@pytest.mark.parametrize("game", GAME_MODULES)
def test_seat_colours_differ_from_every_component_colour(game):
    close = [(seat.name, name, colour, round(distance(seat.colour, colour), 1))
             for seat in SEAT_COLOURS for name, colour in palettes()[game].items()
             if distance(seat.colour, colour) < 25]
    assert close == []


def test_seats_differ_from_each_other_in_colour_and_without_colour():
    assert len(SEAT_COLOURS) >= 6  # New York seats six
    for i, a in enumerate(SEAT_COLOURS):
        for b in SEAT_COLOURS[i + 1:]:
            assert distance(a.colour, b.colour) >= 20
    for attribute in ("letter", "hatch", "dashes", "name"):
        assert len({getattr(s, attribute) for s in SEAT_COLOURS}) == len(SEAT_COLOURS)


def test_one_set_of_seat_colours_for_every_game():
    assert tuple(s.colour for s in SEAT_COLOURS) == SEAT_COLOURS_HEX
    assert default_colours(8)[6:] == default_colours(2) and seat_style(7) == SEAT_COLOURS[1]
    for info in CATALOG.values():
        assert info.colours == SEAT_COLOURS_HEX


def test_greyscale_rendering_keeps_luminance_and_tells_pieces_apart(qtbot):
    scene = SquaresScene({"a": QPointF(10, 10)})
    grey = render_greyscale(scene, QRectF(0, 0, 60, 60))
    assert grey.format() == QImage.Format_Grayscale8 and grey.size().width() == 60
    blue = QColor(scene.pieces["a"].brush().color())
    luminance = 0.2126 * blue.redF() + 0.7152 * blue.greenF() + 0.0722 * blue.blueF()
    assert QColor(grey.pixel(30, 30)).red() == pytest.approx(255 * luminance, abs=30)
    assert QColor(render_scene(scene, QRectF(0, 0, 60, 60)).pixel(30, 30)) == blue
    moved = SquaresScene({"a": QPointF(30, 30)})
    assert grey_difference(grey, render_greyscale(moved, QRectF(0, 0, 60, 60))) > 10
    assert grey_difference(grey, render_greyscale(scene, QRectF(0, 0, 60, 60))) == 0
