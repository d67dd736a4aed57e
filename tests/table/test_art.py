"""The shared art primitives paint what they promise: shadows outside, faces inside, textures
cached and patterned, bevels lit from the top left, seat badges that differ in greyscale."""
import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath

from desktop_app.table import art
from desktop_app.table.seats import SEAT_COLOURS, is_light

TABLE = QColor("#e9dfcf")


def canvas(paint, size=(200, 160)) -> QImage:
    image = QImage(*size, QImage.Format_ARGB32)
    image.fill(TABLE)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    paint(painter)
    painter.end()
    return image


def grey(image: QImage, x: int, y: int) -> int:
    return QColor(image.pixel(x, y)).lightness()


def test_a_card_has_its_face_inside_and_a_shadow_only_below_right(qapp):
    rect = QRectF(40, 30, 70, 100)
    image = canvas(lambda p: art.paint_card(p, rect, QColor("#3a6db5"), lifted=True))
    assert QColor(image.pixel(75, 80)) == QColor("#3a6db5")
    assert grey(image, 113, 133) < TABLE.lightness() - 10   # shadow below right
    assert QColor(image.pixel(36, 26)) == TABLE            # nothing above left
    assert QColor(image.pixel(190, 150)) == TABLE          # nor far away


def test_a_card_returns_its_outline(qapp):
    rect = QRectF(10, 10, 60, 90)
    holder = {}
    canvas(lambda p: holder.setdefault("path", art.paint_card(p, rect, shadow=False)))
    path = holder["path"]
    assert path.contains(rect.center()) and not path.contains(rect.topLeft())


@pytest.mark.parametrize("kind", art.TEXTURES)
def test_textures_are_patterned_cached_and_the_same_every_time(qapp, kind):
    pixmap = art.texture_pixmap(kind, "#b98552", 64)
    assert art.texture_pixmap(kind, "#b98552", 64) is pixmap
    image = pixmap.toImage()
    colours = {image.pixel(x, y) for x in range(0, 64, 3) for y in range(0, 64, 3)}
    assert len(colours) > 3  # a pattern, not a flat fill
    art.texture_pixmap.cache_clear()
    assert art.texture_pixmap(kind, "#b98552", 64).toImage() == image  # deterministic
    assert art.texture(kind, QColor("#b98552"), 64).textureImage().size() == image.size()


def test_an_unknown_texture_is_refused(qapp):
    with pytest.raises(ValueError):
        art.texture_pixmap("marble", "#ffffff")


def test_a_bevel_is_lit_from_the_top_left(qapp):
    path = QPainterPath()
    path.addRect(QRectF(20, 20, 100, 100))
    image = canvas(lambda p: art.paint_bevel(p, path, QColor("#4c9a50")))
    assert grey(image, 25, 25) > grey(image, 70, 70) > grey(image, 115, 115)
    image = canvas(lambda p: art.paint_bevel(p, path, QColor("#4c9a50"), hatch=Qt.VerPattern))
    row = {QColor(image.pixel(x, 70)).lightness() for x in range(40, 100)}
    assert len(row) > 2  # the hatch shows


def test_seat_badges_differ_in_greyscale_and_keep_their_letter_readable(qapp):
    images = []
    for seat in range(len(SEAT_COLOURS)):
        image = canvas(lambda p, seat=seat: art.paint_seat_badge(p, QPointF(30, 30), 20, seat, QColor("#808080")),
                       (60, 60)).convertToFormat(QImage.Format_Grayscale8)
        images.append(bytes(image.constBits()))
    assert len(set(images)) == len(images)
    assert is_light("#00e0d0") and not is_light("#000058") and not is_light("#560026")


def test_drop_shadow_fades_outwards(qapp):
    path = QPainterPath()
    path.addRect(QRectF(50, 50, 60, 60))
    image = canvas(lambda p: art.drop_shadow(p, path, QPointF(0, 0), blur=8, alpha=120))
    assert grey(image, 80, 80) < grey(image, 112, 80) < grey(image, 117, 80) <= TABLE.lightness()
