"""The shelf's Christmas Tree box front, drawn with the table's own painters: a night sky with snow,
the fir with its star and a few ornament cards hanging on it, and the title once."""
from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen

from desktop_app.table.text import tr

from .art import paint_card, star_path
from .tree import STAR, paint_fir

# Cards hung on the box's tree: (space lattice x, y, card id, upside down)
HUNG = ((0, 0, "GL01", 0), (-1, 1, "CA01", 0), (1, 1, "GL14", 1), (0, 2, "GB01", 0), (-2, 2, "GL27", 0), (2, 2, "GL40", 0))


def draw_box_front(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setClipRect(rect)
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0, QColor("#13294b"))
    sky.setColorAt(1, QColor("#2c5a7a"))
    painter.fillRect(rect, sky)
    rng = random.Random(7)
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(255, 255, 255, 200))
    for _ in range(40):  # falling snow
        painter.drawEllipse(QPointF(rect.left() + rng.random() * rect.width(), rect.top() + rng.random() * rect.height()),
                            1 + rng.random() * 1.6, 1 + rng.random() * 1.6)
    title_h = rect.height() * 0.2
    art = QRectF(rect.left(), rect.top() + title_h, rect.width(), rect.height() - title_h)
    b = art.height() / (7 + 0.95 + 0.65 + 0.4)
    a = min(b * 0.8, art.width() / 12.5)
    painter.save()
    painter.translate(art.center().x() - 6 * a, art.top() + 0.2 * b)
    top = 0.95 * b
    paint_fir(painter, a, b, top, 0.65 * b)
    painter.setPen(QPen(STAR.darker(150), 1))
    painter.setBrush(STAR)
    painter.drawPath(star_path(QPointF(6 * a, top - 0.45 * b), 0.5 * b))
    for x, y, card, turned in HUNG:
        painter.save()
        painter.translate(QPointF((x + 6) * a, top + (y + 1) * b))
        paint_card(painter, card, turned, a - 1.5, b - 1.5)
        painter.restore()
    painter.restore()
    title = tr("christmas_tree", "Christmas Tree")
    font = QFont("Sans")
    font.setBold(True)
    size = max(12, int(title_h * 0.62))
    font.setPixelSize(size)
    while size > 12 and QFontMetricsF(font).horizontalAdvance(title) > rect.width() - 14:
        size -= 1  # a long title (or a long translation) shrinks to fit the box
        font.setPixelSize(size)
    painter.setFont(font)
    painter.setPen(QColor("#f6e7b0"))
    painter.drawText(QRectF(rect.left() + 6, rect.top() + 2, rect.width() - 12, title_h), Qt.AlignCenter, title)
    painter.restore()
