"""A short banner over the table: a round scored (issue 22 finding 5: announced on the table, not a
modal). It takes no clicks and goes by itself."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsObject

from desktop_app.table.scene import INK

from .tree import font

BANNER_Z = 950  # over the cards and last-move marks, under a held card's ghost


class Banner(QGraphicsObject):
    """A title and one line, centred on its position, in a framed box as wide as its text."""

    def __init__(self, title: str, line: str, max_width: float):
        super().__init__()
        self.title, self.line = title, line
        metrics_title, metrics_line = QFontMetricsF(font(16, True)), QFontMetricsF(font(14))
        width = min(max_width, max(metrics_title.horizontalAdvance(title), metrics_line.horizontalAdvance(line)) + 32)
        self.rect = QRectF(-width / 2, -30, width, 60)
        self.setZValue(BANNER_Z)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter, option, widget=None) -> None:
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#b8860b"), 2))
        painter.setBrush(QColor("#fff8e1"))
        painter.drawRoundedRect(self.rect, 10, 10)
        painter.setPen(INK)
        painter.setFont(font(16, True))
        painter.drawText(self.rect.adjusted(12, 4, -12, -30), Qt.AlignCenter, self.title)
        painter.setFont(font(14))
        painter.drawText(self.rect.adjusted(12, 30, -12, -4), Qt.AlignCenter | Qt.TextSingleLine, self.line)
