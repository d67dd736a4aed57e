"""Copenhagen scoring (digest "Scoring" and "End"; Hungarian rulebook p.5).

A row scores 1 (2 if all windows), a column 2 (4 if all windows), once complete. Lines never
un-complete, so a player's score is always a recount of their house."""
from __future__ import annotations

from desktop_app.engine.game import shared_winners
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from .components import COLS, ROWS


# The end screen shows each breakdown key as QCoreApplication.translate("copenhagen", "Key words").
BREAKDOWN_LABELS = {
    "rows": QT_TRANSLATE_NOOP("copenhagen", "Rows"),
    "columns": QT_TRANSLATE_NOOP("copenhagen", "Columns"),
    "window_rows": QT_TRANSLATE_NOOP("copenhagen", "Window rows"),
    "window_columns": QT_TRANSLATE_NOOP("copenhagen", "Window columns"),
    "empty_cells": QT_TRANSLATE_NOOP("copenhagen", "Empty cells"),
    "total": QT_TRANSLATE_NOOP("copenhagen", "Total"),
}


def complete_lines(board) -> tuple[frozenset, frozenset]:
    rows = frozenset(r for r in range(ROWS) if all(board.filled(r, c) for c in range(COLS)))
    cols = frozenset(c for c in range(COLS) if all(board.filled(r, c) for r in range(ROWS)))
    return rows, cols


def breakdown(board) -> dict[str, int]:
    rows, cols = complete_lines(board)
    window_rows = sum(1 for r in rows if not any(board.is_brick(r, c) for c in range(COLS)))
    window_cols = sum(1 for c in cols if not any(board.is_brick(r, c) for r in range(ROWS)))
    return {
        "rows": len(rows),
        "columns": 2 * len(cols),
        "window_rows": window_rows,
        "window_columns": 2 * window_cols,
        "empty_cells": board.empty_cells(),
        "total": len(rows) + window_rows + 2 * len(cols) + 2 * window_cols,
    }


def score(board) -> int:
    return breakdown(board)["total"]


def winners(boards) -> list[int]:
    """Most points; ties go to fewer empty cells; still tied, a shared win."""
    return shared_winners([(score(b), -b.empty_cells()) for b in boards])
