"""Small symbols drawn with QPainter, so they look the same everywhere and never show as an
empty box where no emoji font is installed: the thinking hourglass, the turn marker, tick and cross.

`paint_*(painter, rect, colour)` draw into any painter; `icon_pixmap(kind, size, colour)` gives a
cached pixmap (device-pixel-ratio aware) for labels, list items and buttons of the shell."""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

INK = QColor("#2d2a26")
SAND = QColor("#e0b44a")


def paint_hourglass(painter: QPainter, rect: QRectF, colour: QColor = INK, sand: QColor = SAND) -> None:
    """An hourglass: two glass bulbs between a top and a bottom plate, sand running down."""
    side = min(rect.width(), rect.height())
    box = QRectF(0, 0, side * 0.72, side).translated(rect.center() - QPointF(side * 0.36, side / 2))
    pen_w = max(1.0, side / 12)
    x0, x1, y0, y1 = box.left(), box.right(), box.top(), box.bottom()
    mid_x, mid_y = box.center().x(), box.center().y()
    inset = box.width() * 0.14
    waist = box.width() * 0.07
    glass = QPainterPath()
    glass.moveTo(x0 + inset, y0 + pen_w)
    glass.lineTo(x1 - inset, y0 + pen_w)
    glass.cubicTo(x1 - inset, mid_y - box.height() * 0.12, mid_x + waist, mid_y - waist, mid_x + waist, mid_y)
    glass.cubicTo(mid_x + waist, mid_y + waist, x1 - inset, mid_y + box.height() * 0.12, x1 - inset, y1 - pen_w)
    glass.lineTo(x0 + inset, y1 - pen_w)
    glass.cubicTo(x0 + inset, mid_y + box.height() * 0.12, mid_x - waist, mid_y + waist, mid_x - waist, mid_y)
    glass.cubicTo(mid_x - waist, mid_y - waist, x0 + inset, mid_y - box.height() * 0.12, x0 + inset, y0 + pen_w)
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(255, 255, 255, 170))
    painter.drawPath(glass)
    painter.setClipPath(glass)  # the sand: a heap in the lower bulb, what is left in the upper one
    painter.setBrush(sand)
    painter.drawRect(QRectF(x0, mid_y - box.height() * 0.22, box.width(), box.height() * 0.1).adjusted(0, 0, 0, box.height() * 0.12))
    heap = QPolygonF([QPointF(x0, y1), QPointF(mid_x, mid_y + box.height() * 0.18), QPointF(x1, y1)])
    painter.drawPolygon(heap)
    painter.setClipping(False)
    painter.setPen(QPen(colour, pen_w * 0.8))
    painter.setBrush(Qt.NoBrush)
    painter.drawPath(glass)
    painter.setPen(QPen(colour, pen_w, Qt.SolidLine, Qt.RoundCap))
    painter.drawLine(QPointF(x0, y0 + pen_w / 2), QPointF(x1, y0 + pen_w / 2))
    painter.drawLine(QPointF(x0, y1 - pen_w / 2), QPointF(x1, y1 - pen_w / 2))
    painter.restore()


def paint_turn_marker(painter: QPainter, rect: QRectF, colour: QColor = INK) -> None:
    """A solid triangle pointing left (at the seat whose turn it is)."""
    side = min(rect.width(), rect.height())
    c = rect.center()
    triangle = QPolygonF([QPointF(c.x() - side * 0.4, c.y()), QPointF(c.x() + side * 0.35, c.y() - side * 0.4),
                          QPointF(c.x() + side * 0.35, c.y() + side * 0.4)])
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setPen(QPen(colour, max(1.0, side / 14), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    painter.setBrush(colour)
    painter.drawPolygon(triangle)
    painter.restore()


def paint_tick(painter: QPainter, rect: QRectF, colour: QColor = INK) -> None:
    side = min(rect.width(), rect.height())
    c = rect.center()
    path = QPainterPath(QPointF(c.x() - side * 0.32, c.y() + side * 0.02))
    path.lineTo(c.x() - side * 0.08, c.y() + side * 0.28)
    path.lineTo(c.x() + side * 0.34, c.y() - side * 0.26)
    _stroke(painter, path, colour, side)


def paint_cross(painter: QPainter, rect: QRectF, colour: QColor = INK) -> None:
    side = min(rect.width(), rect.height())
    c = rect.center()
    d = side * 0.26
    path = QPainterPath(QPointF(c.x() - d, c.y() - d))
    path.lineTo(c.x() + d, c.y() + d)
    path.moveTo(c.x() + d, c.y() - d)
    path.lineTo(c.x() - d, c.y() + d)
    _stroke(painter, path, colour, side)


def _stroke(painter: QPainter, path: QPainterPath, colour: QColor, side: float) -> None:
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setPen(QPen(colour, max(1.5, side / 7), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    painter.setBrush(Qt.NoBrush)
    painter.drawPath(path)
    painter.restore()


PAINTERS = {"hourglass": paint_hourglass, "turn": paint_turn_marker, "tick": paint_tick, "cross": paint_cross}


def icon_pixmap(kind: str, size: int, colour: str = INK.name()) -> QPixmap:
    """A `size` x `size` (logical px) transparent pixmap of the symbol, sharp on high-DPI screens."""
    app = QGuiApplication.instance()
    ratio = app.devicePixelRatio() if app is not None else 1.0
    return _pixmap(kind, size, colour, ratio)


@lru_cache(maxsize=64)
def _pixmap(kind: str, size: int, colour: str, ratio: float) -> QPixmap:
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    PAINTERS[kind](painter, QRectF(0, 0, size, size), QColor(colour))
    painter.end()
    return pixmap
