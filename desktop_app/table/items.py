"""Small table items every game can reuse."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsObject

SELECTED = QColor("#f39c12")
LIT = QColor(46, 160, 67)


class Clickable(QGraphicsObject):
    """A painted item over `rect` that calls `on_click()` on a left click; subclasses paint it
    and call `paint_frame` for the selected (orange) or lit (green) ring."""

    def __init__(self, rect: QRectF, on_click=None, tooltip: str = ""):
        super().__init__()
        self.rect = rect
        self.on_click = on_click
        self.selected = False
        self.lit = False
        self.dim = False
        self.setToolTip(tooltip)
        self.setAcceptedMouseButtons(Qt.LeftButton if on_click else Qt.NoButton)
        if on_click:
            self.setCursor(Qt.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.on_click and self.boundingRect().contains(event.pos()):
            self.on_click()

    def paint_frame(self, painter) -> None:
        if self.selected or self.lit:
            painter.setPen(QPen(SELECTED, 4) if self.selected else QPen(LIT, 3))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(self.rect.adjusted(-2, -2, 2, 2), 8, 8)
