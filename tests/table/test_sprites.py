"""paint_cached: the same picture as painting directly, the paint function run once per look."""
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from desktop_app.table.sprites import paint_cached


def _draw(calls):
    def paint(painter, rect):
        calls.append(rect)
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor("#c0392b"))
        painter.drawEllipse(rect.adjusted(2, 2, -2, -2))
        painter.setBrush(QColor("#1f4e79"))
        painter.drawRect(QRectF(rect.center().x() - 3, rect.top() + 4, 6, rect.height() - 8))
    return paint


def _render(scale, paint, key=None):
    image = QImage(200, 200, QImage.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform)
    painter.translate(10, 10)
    painter.scale(scale, scale)
    rect = QRectF(0, 0, 40, 30)
    if key is None:
        paint(painter, rect)
    else:
        paint_cached(painter, key, rect, paint)
    painter.end()
    return image


def _mean_difference(a: QImage, b: QImage) -> float:
    total = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            ca, cb = QColor(a.pixel(x, y)), QColor(b.pixel(x, y))
            total += abs(ca.red() - cb.red()) + abs(ca.green() - cb.green()) + abs(ca.blue() - cb.blue())
    return total / (a.width() * a.height() / 4)


def test_a_cached_sprite_looks_like_the_direct_painting(qapp):
    for scale in (1.0, 2.0, 3.3):
        direct = _render(scale, _draw([]))
        cached = _render(scale, _draw([]), key=("test-sprite", scale))
        assert _mean_difference(direct, cached) < 2.0, scale


def test_the_paint_function_runs_once_per_look_and_size(qapp):
    calls = []
    for _ in range(5):
        _render(2.0, _draw(calls), key="test-sprite-once")
    assert len(calls) == 1
    _render(2.0, _draw(calls), key="test-sprite-other-look")  # another look: painted again
    _render(4.0, _draw(calls), key="test-sprite-once")        # another size on screen: painted again
    assert len(calls) == 3


def test_last_move_rings_are_remembered_copies(qapp):
    """A review step re-marks the same moves: the ring is computed once, and a caller changing
    its copy changes nothing remembered."""
    from PySide6.QtGui import QPainterPath

    from desktop_app.table import motion

    path = QPainterPath()
    path.addRoundedRect(QRectF(3, 5, 40, 30), 4, 4)
    first = motion.outside_ring(path, 4.0, (2, 1))
    calls = []
    real = motion._outside_ring
    motion._outside_ring = lambda *args: calls.append(args) or real(*args)
    try:
        again = motion.outside_ring(QPainterPath(path), 4.0, (2, 1))
        first.addRect(QRectF(0, 0, 500, 500))  # the caller's copy only
        third = motion.outside_ring(path, 4.0, (2, 1))
    finally:
        motion._outside_ring = real
    assert calls == [] and again == third and not third.contains(QRectF(100, 100, 10, 10))
    assert not third.intersects(QRectF(10, 10, 20, 15))  # never inside the piece


def test_an_unrotated_sprite_keeps_text_as_sharp_as_direct_painting(qapp):
    """One sprite pixel per screen pixel: text blitted from a sprite is as crisp as painted directly
    (a sprite drawn at another scale and resampled blurs it)."""
    from desktop_app.table.fonts import table_font

    def text(painter, rect):
        painter.setPen(QColor("#2d2a26"))
        painter.setFont(table_font(11))
        painter.drawText(rect, Qt.AlignCenter, "Tájkártya 12")

    def render(cached: bool, offset: float):
        image = QImage(240, 80, QImage.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
        painter.translate(7 + offset, 9)
        painter.scale(1.37, 1.37)
        rect = QRectF(0, 0, 120, 30)
        (paint_cached(painter, ("sharp-text", offset), rect, text) if cached else text(painter, rect))
        painter.end()
        return image

    def sharpness(image):  # how much neighbouring pixels differ: blur lowers it
        grey = [[QColor(image.pixel(x, y)).lightness() for x in range(image.width())] for y in range(image.height())]
        return sum(abs(row[x + 1] - row[x]) for row in grey for x in range(len(row) - 1))

    for offset in (0.0, 0.5):
        direct, cached = sharpness(render(False, offset)), sharpness(render(True, offset))
        assert cached >= 0.9 * direct, (offset, cached, direct)
