"""The seats' colours, each with a letter, a hatch and a dash pattern so a seat reads in greyscale.

One place for all games: the new-game dialog offers these colours in seat order, the tables draw
a seat's pieces, marks and badges with its style. Every colour here differs from every colour of
each game's `PALETTE` by a CIEDE2000 distance of at least 25 (tests/table/test_colours.py), so
a settlement never sits on a terrain of its own colour. The model never needs them: a match
stores the colour a seat chose (`Seat.colour`, a "#rrggbb" string)."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt


@dataclass(frozen=True)
class SeatStyle:
    colour: str                  # "#rrggbb"
    name: str                    # for tooltips and tests (not shown translated)
    letter: str                  # drawn on badges and markers
    hatch: Qt.BrushStyle         # a fill pattern over the seat's colour where a fill is large
    dashes: tuple[float, ...]    # the dash pattern (px, on/off) of the seat's outlines


SEAT_COLOURS: tuple[SeatStyle, ...] = (
    SeatStyle("#e8318a", "magenta", "1", Qt.NoBrush, ()),
    SeatStyle("#1c1c5c", "navy", "2", Qt.BDiagPattern, (10, 4)),
    SeatStyle("#f2f2f2", "white", "3", Qt.CrossPattern, (3, 3)),
    SeatStyle("#00b8c8", "cyan", "4", Qt.FDiagPattern, (10, 3, 3, 3)),
    SeatStyle("#111111", "black", "5", Qt.HorPattern, (6, 6)),
    SeatStyle("#a7e22e", "lime", "6", Qt.VerPattern, (2, 5)),
)


def seat_style(seat: int) -> SeatStyle:
    """The style of a seat (0-based); more seats than colours reuse them in order."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def default_colours(count: int) -> list[str]:
    """The colours the new-game dialog offers for `count` seats."""
    return [seat_style(i).colour for i in range(count)]
