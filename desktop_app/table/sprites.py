"""Paint a component once per look and size, then blit it: `paint_cached` keeps what a Python
paint function draws as a device-resolution pixmap in QPixmapCache, keyed by what the component
looks like. A scene rebuilt on every sync (a review step, a move) then repaints its new items
with drawPixmap instead of re-running each item's QPainter code (issue 17: a step <= 16 ms)."""
from __future__ import annotations

import math
from typing import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache

MAX_SPRITE_PIXELS = 2048 * 2048  # larger than any one component at 4K; beyond it, paint directly


def device_scale(painter: QPainter) -> float:
    """Device pixels per item unit (the larger axis, rotations included)."""
    t = painter.deviceTransform()
    return max(math.hypot(t.m11(), t.m12()), math.hypot(t.m21(), t.m22()))


def paint_cached(painter: QPainter, key: Hashable, rect: QRectF,
                 paint: Callable[[QPainter, QRectF], None]) -> None:
    """Draw `paint(painter, rect)` through a cached pixmap. `key` must name everything the
    drawing depends on (component, face up or down, language of its text, highlight...):
    two calls with the same key and rect size must draw the same picture. Whatever `paint`
    draws outside `rect` is clipped, so `rect` includes shadows and outlines."""
    transform = painter.deviceTransform()
    scale = device_scale(painter)
    if scale <= 0 or rect.isEmpty():
        return
    # The sprite is made at the exact device scale and, on an unrotated table, blitted at a whole
    # device pixel: one sprite pixel per screen pixel, so text stays as crisp as painted directly.
    width, height = math.ceil(rect.width() * scale) + 1, math.ceil(rect.height() * scale) + 1
    if width * height > MAX_SPRITE_PIXELS:
        paint(painter, rect)
        return
    name = f"tarsas-sprite:{key!r}:{scale:.4f}:{rect.width():.2f}x{rect.height():.2f}"
    pixmap = QPixmapCache.find(name)
    if pixmap is None:
        pixmap = QPixmap(width, height)
        pixmap.fill(Qt.transparent)
        inner = QPainter(pixmap)
        inner.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
        inner.scale(scale, scale)
        inner.translate(-rect.topLeft())
        paint(inner, QRectF(rect))
        inner.end()
        QPixmapCache.insert(name, pixmap)
    target = QRectF(rect.topLeft(), QSizeF(width / scale, height / scale))
    axis_aligned = abs(transform.m12()) < 1e-9 and abs(transform.m21()) < 1e-9 and transform.m11() > 0 \
        and transform.m22() > 0 and not transform.isRotating()
    if axis_aligned:
        corner = transform.map(rect.topLeft())
        inverse, invertible = transform.inverted()
        if invertible:
            target.moveTopLeft(inverse.map(QPointF(round(corner.x()), round(corner.y()))))
    painter.save()
    painter.setRenderHint(QPainter.SmoothPixmapTransform, not axis_aligned)  # 1:1 needs no filtering
    painter.drawPixmap(target, pixmap, QRectF(0, 0, width, height))
    painter.restore()
