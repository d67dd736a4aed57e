"""Guard against the PySide6 6.12 bug that over-releases None while painting a scene (pyproject pin)."""
import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene


def test_painting_a_scene_does_not_leak_references_to_none(qapp):
    scene = QGraphicsScene()
    for i in range(20):
        scene.addSimpleText(f"item {i}")
    image = QImage(200, 200, QImage.Format_ARGB32)
    before = sys.getrefcount(None)
    for _ in range(300):
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 200, 200), QRectF(0, 0, 200, 200))
        painter.end()
    assert sys.getrefcount(None) - before > -100
