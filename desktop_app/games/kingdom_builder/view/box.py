"""The shelf's box front for Kingdom Builder, drawn with the table's own painters: a patch of the
kingdom (textured hexes, a castle, a location, settlements) under the title banner."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop_app.table.seats import seat_style
from desktop_app.table.text import tr
from .art import INK, blit_hex, paint_emblem, paint_house, pixel_font

# A small kingdom, row by row (offset rows like the board); K castle, * the Oasis location.
PATCH = ("GGTTWWDD", "FGGTWDDC", "FFKGGWCC", "MFGG*CCM", "MMFGGTCM", "WMFFTTGG")
HOUSES = {(3, 2): 0, (3, 3): 0, (4, 4): 1, (4, 1): 2, (5, 4): 1, (3, 6): 3, (4, 3): 0, (2, 5): 3}


def draw_box_front(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    clip = QPainterPath()
    clip.addRoundedRect(rect, 10, 10)
    painter.setClipPath(clip)
    painter.fillRect(rect, QColor("#3d6aa6"))
    radius = rect.height() / 7.0  # about five rows of hexes, repeated across the width
    width = math.sqrt(3) * radius
    rows = math.ceil(rect.height() / (1.5 * radius)) + 1
    cols = math.ceil(rect.width() / width) + 1
    for r in range(rows):
        for c in range(cols):
            code = PATCH[r % len(PATCH)][c % len(PATCH[0])]
            centre = QPointF(rect.left() + width * (c + 0.5 * (r & 1)), rect.top() + 1.5 * radius * r)
            blit_hex(painter, code, centre, radius)
            if code == "*":
                paint_emblem(painter, "Oasis", centre, radius / 20 * 0.95)
            seat = HOUSES.get((r, c))
            if seat is not None:
                paint_house(painter, centre, QColor(seat_style(seat).colour), seat, radius * 0.6)
    # The title once, on a banner across the middle.
    banner = QRectF(rect.left() + rect.width() * 0.06, rect.top() + rect.height() * 0.06,
                    rect.width() * 0.88, max(24.0, rect.height() * 0.2))
    painter.setPen(QPen(QColor("#3b2a1a"), 2))
    painter.setBrush(QColor(251, 243, 223, 235))
    painter.drawRoundedRect(banner, 8, 8)
    title = tr("kingdom_builder", "Kingdom Builder")
    font = pixel_font(banner.height() * 0.58, True)
    painter.setFont(font)
    while painter.fontMetrics().horizontalAdvance(title) > banner.width() * 0.92 and font.pixelSize() > 9:
        font.setPixelSize(font.pixelSize() - 1)
        painter.setFont(font)
    painter.setPen(QColor("#5b2e12"))
    painter.drawText(banner, Qt.AlignCenter, title)
    painter.restore()
    painter.setPen(QPen(INK, 2))
    painter.setBrush(Qt.NoBrush)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 10, 10)
