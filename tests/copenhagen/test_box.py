"""The shelf's Copenhagen box front: drawn by the game's painters, the title once, translated."""
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop_app.games.copenhagen.view.box import draw_box_front


def paint(width, height):
    image = QImage(width, height, QImage.Format_ARGB32)
    image.fill(QColor("white"))
    drawn = []
    original = QPainter.drawText

    def spy(painter, *args):
        drawn.extend(a for a in args if isinstance(a, str))
        return original(painter, *args)

    QPainter.drawText = spy
    try:
        painter = QPainter(image)
        draw_box_front(painter, QRectF(0, 0, width, height))
        painter.end()
    finally:
        QPainter.drawText = original
    return image, drawn


def test_box_front_has_the_title_once_and_real_art(qapp):
    for size in ((180, 120), (360, 240)):
        image, drawn = paint(*size)
        assert drawn == ["Copenhagen"]
        colours = {image.pixel(x, y) for x in range(0, size[0], 3) for y in range(0, size[1], 3)}
        assert len(colours) > 40  # houses, windows, water: not a flat lid
        assert image.pixelColor(2, size[1] - 3) != QColor("white")  # painted edge to edge


def test_box_title_follows_the_language(qapp):
    from desktop_app.ui.i18n import install_language

    try:
        install_language("hu")
        _, drawn = paint(180, 120)
        from PySide6.QtCore import QCoreApplication
        assert drawn == [QCoreApplication.translate("copenhagen", "Copenhagen")]
    finally:
        install_language("en")
