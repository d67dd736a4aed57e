"""Paint a table scene into an image, in colour or as a greyscale print, for tests and thumbnails.

`render_greyscale` is how a game checks that its table plays without colour: the parts a rule
depends on must still differ in the grey image (by their letters, hatches, shapes)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter


def render_scene(scene, rect: QRectF | None = None, scale: float = 1.0) -> QImage:
    """The scene's `rect` (default: its table_rect) painted at `scale` device px per scene unit."""
    source = QRectF(rect) if rect is not None else scene.table_rect()
    image = QImage(max(1, round(source.width() * scale)), max(1, round(source.height() * scale)),
                   QImage.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
    scene.render(painter, QRectF(image.rect()), source, Qt.IgnoreAspectRatio)
    painter.end()
    return image


def render_greyscale(scene, rect: QRectF | None = None, scale: float = 1.0) -> QImage:
    """The same, as a greyscale print sees it (luminance only)."""
    return render_scene(scene, rect, scale).convertToFormat(QImage.Format_Grayscale8)


def grey_difference(a: QImage, b: QImage) -> float:
    """The mean absolute difference (0-255) between two greyscale images of the same size, e.g.
    two components rendered one at a time: near 0 means a colour-blind player cannot tell them apart."""
    if a.size() != b.size():
        raise ValueError("images of different sizes")
    a8 = a.convertToFormat(QImage.Format_Grayscale8)
    b8 = b.convertToFormat(QImage.Format_Grayscale8)
    bits_a, bits_b, line, width = bytes(a8.constBits()), bytes(b8.constBits()), a8.bytesPerLine(), a8.width()
    total = 0
    for y in range(a8.height()):  # rows are padded to bytesPerLine
        row = slice(y * line, y * line + width)
        total += sum(abs(p - q) for p, q in zip(bits_a[row], bits_b[row]))
    return total / (width * a8.height())
