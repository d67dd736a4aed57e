"""New York's box front for the shelf: a night skyline of the game's own buildings over a street,
Times Square's star, a fan of banknotes of the four banks, and the title once (translated)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from desktop_app.table.text import tr

from ..components import card
from .art import ASPHALT, draw_building, font, paint_card

SKYLINE = (5, 3, 5, 0, 4, 1, 5, 2)  # building types left to right (skyscrapers rise between)


def draw_box_front(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0, QColor("#1d2b4f"))
    sky.setColorAt(0.7, QColor("#c36a4a"))
    painter.setPen(QPen(QColor("#111a30"), max(1.0, rect.width() / 120)))
    painter.setBrush(sky)
    painter.drawRoundedRect(rect, rect.width() * 0.03, rect.width() * 0.03)
    clip = QPainterPath()
    clip.addRoundedRect(rect, rect.width() * 0.03, rect.width() * 0.03)
    painter.setClipPath(clip)
    w, h = rect.width(), rect.height()
    street_top = rect.top() + h * 0.78
    # The skyline: the game's buildings standing on one street, the skyscrapers taller.
    slot = w / len(SKYLINE)
    for k, kind in enumerate(SKYLINE):
        size = slot * (1.5 if kind == 5 else 1.05)
        box = QRectF(rect.left() + k * slot + (slot - size) / 2, street_top - size, size, size)
        draw_building(painter, box, kind)
    painter.setPen(Qt.NoPen)
    painter.setBrush(ASPHALT)
    painter.drawRect(QRectF(rect.left() + 1, street_top, w - 2, h * 0.1))
    painter.setPen(QPen(QColor("#f3e7b3"), max(1.0, h / 120), Qt.DashLine))
    painter.drawLine(QPointF(rect.left() + 4, street_top + h * 0.05), QPointF(rect.right() - 4, street_top + h * 0.05))
    # A fan of banknotes, one per bank, in the lower right corner.
    note_w = w * 0.13
    for bank in range(4):
        painter.save()
        painter.translate(rect.right() - w * 0.2 + bank * note_w * 0.28, rect.bottom() - h * 0.03)
        painter.rotate(-20 + bank * 12)
        paint_card(painter, QRectF(-note_w / 2, -note_w * 1.5, note_w, note_w * 1.5), card(bank, 3 + 2 * bank))
        painter.restore()
    # The title, once.
    title = QRectF(rect.left() + w * 0.05, rect.top() + h * 0.04, w * 0.9, h * 0.22)
    painter.setFont(font(h * 0.13))
    painter.setPen(QColor("#ffe8a3"))
    painter.drawText(title, Qt.AlignCenter, tr("new_york", "New York"))
    painter.restore()
