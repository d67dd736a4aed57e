"""Copenhagen's box front for the shelf: a row of Nyhavn house fronts over the harbour water,
drawn with the table's own painters, and the title once."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from desktop_app.table.text import tr
from .art import CREAM, FACADE, INK, anchor, font, gable_path, paint_cell, waves

# Five houses, each a column of facade spaces (colour, brick?) from the ground up.
_HOUSES = (
    ("red", (True, False, False, False)),
    ("yellow", (False, True, False, False, False)),
    ("blue", (True, False, False)),
    ("green", (False, False, True, False, False)),
    ("purple", (True, False, False, False)),
)


def draw_box_front(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setClipRect(rect)
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0, QColor("#f6e3b4"))
    sky.setColorAt(1, QColor("#f2d7a0"))
    painter.fillRect(rect, sky)
    water_h = rect.height() * 0.2
    ground = rect.bottom() - water_h
    banner = QRectF(rect.left() + rect.width() * 0.08, rect.top() + rect.height() * 0.04,
                    rect.width() * 0.84, rect.height() * 0.19)
    tallest = max(len(spaces) for _, spaces in _HOUSES)
    cell = min(rect.width() / (len(_HOUSES) * 2.2), (ground - banner.bottom() - rect.height() * 0.03) / (tallest + 1))
    width = cell * 2
    gap = (rect.width() - width * len(_HOUSES)) / (len(_HOUSES) + 1)
    for index, (colour, spaces) in enumerate(_HOUSES):
        left = rect.left() + gap + index * (width + gap)
        top = ground - cell * len(spaces)
        gable = gable_path(left, left + width, top, cell * 0.32)
        painter.setPen(QPen(FACADE[colour].darker(160), max(1.0, cell / 20)))
        painter.setBrush(FACADE[colour])
        painter.drawPath(gable)
        for floor, brick in enumerate(spaces):
            for col in range(2):
                paint_cell(painter, QRectF(left + col * cell, ground - (floor + 1) * cell, cell, cell),
                           colour, brick and col == 0)
    waves(painter, QRectF(rect.left(), ground, rect.width(), water_h))
    anchor(painter, QPointF(rect.right() - water_h * 0.7, ground + water_h * 0.45), water_h * 0.45, CREAM)
    # The title once, on a cream banner across the sky.
    title = tr("copenhagen", "Copenhagen")
    path = QPainterPath()
    path.addRoundedRect(banner, banner.height() * 0.3, banner.height() * 0.3)
    painter.setPen(QPen(INK, max(1.0, rect.height() / 120)))
    painter.setBrush(CREAM)
    painter.drawPath(path)
    painter.setPen(INK)
    size = banner.height() * 0.62
    painter.setFont(font(size))
    while size > 6 and painter.fontMetrics().horizontalAdvance(title) > banner.width() * 0.92:
        size *= 0.9
        painter.setFont(font(size))
    painter.drawText(banner, Qt.AlignCenter, title)
    painter.restore()
