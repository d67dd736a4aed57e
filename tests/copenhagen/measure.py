"""Every text the Copenhagen table paints, at its size on screen (font pixel size × the painter's
combined transform), for QPainter.drawText calls and for text items. A stand-in for the toolkit's
tests/table/legibility.py until that lands; both measure the same way."""
from __future__ import annotations

import math

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem


def _font_px(font, dpi: float) -> float:
    return font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * dpi / 72


def measure_scene(scene, view) -> list[tuple[str, float]]:
    """Render the scene through the view's transform and record every painted text."""
    records: list[tuple[str, float]] = []
    original = QPainter.drawText

    def spy(painter, *args):
        t = painter.combinedTransform()
        scale = math.sqrt(abs(t.determinant()))
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            records.append((text, _font_px(painter.font(), painter.device().logicalDpiY()) * scale))
        return original(painter, *args)

    image = QImage(view.viewport().size(), QImage.Format_ARGB32)
    image.fill(0)
    QPainter.drawText = spy
    try:
        painter = QPainter(image)
        view.render(painter)
        painter.end()
    finally:
        QPainter.drawText = original
    view_scale = math.sqrt(abs(view.transform().determinant()))
    dpi = view.logicalDpiY()
    for item in scene.items():
        if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) and item.isVisible():
            text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            if text.strip():
                t = item.sceneTransform()
                records.append((text, _font_px(item.font(), dpi) * view_scale * math.sqrt(abs(t.determinant()))))
    return records


def summary(records) -> tuple[float, float]:
    """(smallest px, share of texts under 11 px)."""
    sizes = [px for _, px in records]
    return min(sizes), sum(1 for s in sizes if s < 11) / len(sizes)
