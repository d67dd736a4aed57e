"""Which rows and columns a placement completes, and what they score (no Qt).

Used by the log ("builds a red 3 for 2 cards — completes row 3: +2"), the table's announcement
and the hint's reason. Rows are counted from the ground (row 1), columns from the left, as the
digest "The house" does; the names are marked words so each language writes them its own way."""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from .components import COLS, ROWS

ROW_NAMES = (
    QT_TRANSLATE_NOOP("copenhagen", "row 1"), QT_TRANSLATE_NOOP("copenhagen", "row 2"),
    QT_TRANSLATE_NOOP("copenhagen", "row 3"), QT_TRANSLATE_NOOP("copenhagen", "row 4"),
    QT_TRANSLATE_NOOP("copenhagen", "row 5"), QT_TRANSLATE_NOOP("copenhagen", "row 6"),
    QT_TRANSLATE_NOOP("copenhagen", "row 7"), QT_TRANSLATE_NOOP("copenhagen", "row 8"),
    QT_TRANSLATE_NOOP("copenhagen", "row 9"),
)
COLUMN_NAMES = (
    QT_TRANSLATE_NOOP("copenhagen", "column 1"), QT_TRANSLATE_NOOP("copenhagen", "column 2"),
    QT_TRANSLATE_NOOP("copenhagen", "column 3"), QT_TRANSLATE_NOOP("copenhagen", "column 4"),
    QT_TRANSLATE_NOOP("copenhagen", "column 5"),
)


def completed_by(board, cells, brick) -> list[tuple[str, int, int]]:
    """[("row" | "column", 0-based index, points)] the tile on `cells` (brick cell or None)
    completes on `board` (before it is placed): row 1 (2 if all windows), column 2 (4)."""
    new = {tuple(c) for c in cells}
    brick = tuple(brick) if brick else None

    def filled(r, c):
        return (r, c) in new or board.filled(r, c)

    def is_brick(r, c):
        return (r, c) == brick if (r, c) in new else board.is_brick(r, c)

    out = []
    for r in sorted({r for r, _ in new}):
        if all(filled(r, c) for c in range(COLS)):
            out.append(("row", r, 1 if any(is_brick(r, c) for c in range(COLS)) else 2))
    for c in sorted({c for _, c in new}):
        if all(filled(r, c) for r in range(ROWS)):
            out.append(("column", c, 2 if any(is_brick(r, c) for r in range(ROWS)) else 4))
    return out


def line_names(lines) -> tuple[str, ...]:
    """The marked names of completed lines ("row 3", "column 2"), for a template's {lines}."""
    return tuple(ROW_NAMES[i] if kind == "row" else COLUMN_NAMES[i] for kind, i, _ in lines)


def line_cells(kind: str, index: int) -> list[tuple[int, int]]:
    """The house cells of one row or column."""
    if kind == "row":
        return [(index, c) for c in range(COLS)]
    return [(r, index) for r in range(ROWS)]
