"""The seats' colours, each with a letter, a hatch and a dash pattern so a seat reads in greyscale.

One place for all games: the new-game dialog offers these colours in seat order, the tables draw
a seat's pieces, marks and badges with its style. Every colour here differs from every colour of
each game's `PALETTE` by a CIEDE2000 distance of at least 25 (tests/table/test_colours.py), so
a settlement never sits on a terrain of its own colour. The hex values live in the engine
(`SEAT_COLOURS_HEX`, the default of every GameSpec's `colours`, which dialogs, the smoke test and
the bench seat players with); a match stores the colour each seat chose (`Seat.colour`)."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from desktop_app.engine.game import SEAT_COLOURS_HEX


@dataclass(frozen=True)
class SeatStyle:
    colour: str                  # "#rrggbb"
    name: str                    # for tooltips and tests (not shown translated)
    letter: str                  # drawn on badges and markers
    hatch: Qt.BrushStyle         # a fill pattern over the seat's colour where a fill is large
    dashes: tuple[float, ...]    # the dash pattern (px, on/off) of the seat's outlines


_NAMES = ("wine", "turquoise", "navy", "bronze", "black", "forest")
_HATCHES = (Qt.NoBrush, Qt.BDiagPattern, Qt.CrossPattern, Qt.FDiagPattern, Qt.HorPattern, Qt.VerPattern)
_DASHES = ((), (10, 4), (3, 3), (10, 3, 3, 3), (6, 6), (2, 5))
SEAT_COLOURS: tuple[SeatStyle, ...] = tuple(
    SeatStyle(colour, name, str(i + 1), hatch, dashes)
    for i, (colour, name, hatch, dashes) in enumerate(zip(SEAT_COLOURS_HEX, _NAMES, _HATCHES, _DASHES)))


def is_light(colour) -> bool:
    """Whether dark ink reads better on this colour than light ink (perceived luminance, which
    HSL lightness is not: turquoise is "dark" in HSL and bright to the eye)."""
    c = QColor(colour)
    return 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF() > 0.55


def seat_style(seat: int) -> SeatStyle:
    """The style of a seat (0-based); more seats than colours reuse them in order."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def default_colours(count: int) -> list[str]:
    """The colours the new-game dialog offers for `count` seats."""
    return [seat_style(i).colour for i in range(count)]
