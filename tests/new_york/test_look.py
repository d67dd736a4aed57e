"""Issue 14 for New York: legible at 1280x720 with 4 and 6 seats, the table fills the view, and
the parts a rule depends on stay apart in greyscale."""
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop_app.games.new_york.components import TILE_TYPE, card
from desktop_app.games.new_york.view import art

from .look import empty_bands, measure, open_table


@pytest.fixture
def small_window(qtbot, tmp_path):
    from desktop_app.engine.saves import SaveStore
    from desktop_app.ui.main_window import MainWindow
    win = MainWindow(SaveStore(tmp_path))
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    yield win
    win.table.close_match()


@pytest.mark.parametrize("players", [4, 6])
def test_every_text_reads_at_1280x720(small_window, qtbot, players):
    open_table(small_window, players)
    texts = measure(small_window, qtbot)
    assert len(texts) > 40
    sizes = sorted(px for _, px in texts)
    small = [t for t in texts if t[1] < 11]
    assert sizes[0] >= 9, sorted(texts, key=lambda t: t[1])[:5]
    assert len(small) <= 0.10 * len(texts), small


@pytest.mark.parametrize("players", [4, 6])
def test_the_fitted_table_fills_the_view(small_window, qtbot, players):
    open_table(small_window, players)
    qtbot.wait(50)
    small_window.table.view.fit()
    top, bottom = empty_bands(small_window.table.view)
    assert top <= 0.05 and bottom <= 0.05, (top, bottom)


def render(kind, arg, w=64, h=64, extra=None) -> QImage:
    image = QImage(w, h, QImage.Format_ARGB32)
    image.fill(QColor("#e9dfcf"))
    painter = QPainter(image)
    art.DRAWERS[kind](painter, QRectF(0, 0, w, h), arg, extra)
    painter.end()
    return image.convertToFormat(QImage.Format_Grayscale8)


def difference(a: QImage, b: QImage) -> float:
    """Mean absolute grey difference per pixel (0-255)."""
    total = 0
    for y in range(a.height()):
        total += sum(abs(p - q) for p, q in zip(a.constScanLine(y).tobytes(), b.constScanLine(y).tobytes()))
    return total / (a.width() * a.height())


def test_building_types_and_banks_stay_apart_in_greyscale(qapp):
    """Majorities count building types and payments need the right bank: each type's tile and
    each bank's banknote must differ in greyscale (silhouette, symbol, pattern), not only in hue."""
    no_street = [t for t in range(1, 55) if art.TILE_STREETS[t] == 0]
    by_type = {}
    for t in no_street:
        by_type.setdefault(TILE_TYPE[t], t)
    assert len(by_type) == 6
    tiles = [render("tile", by_type[k]) for k in range(6)]
    for i in range(6):
        for j in range(i + 1, 6):
            assert difference(tiles[i], tiles[j]) > 12, (i, j, difference(tiles[i], tiles[j]))
    notes = [render("note", card(bank, 5), 60, 90) for bank in range(4)]
    for i in range(4):
        for j in range(i + 1, 4):
            assert difference(notes[i], notes[j]) > 8, (i, j, difference(notes[i], notes[j]))


def test_the_box_front_is_drawn_with_the_title_once(qapp):
    from desktop_app.games.new_york.view.box import draw_box_front

    from .look import recording_text
    image = QImage(300, 220, QImage.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    art._pixmap.cache_clear()
    with recording_text() as painted:
        draw_box_front(painter, QRectF(0, 0, 300, 220))
    painter.end()
    assert [t for t, _ in painted].count("New York") == 1
    grey = image.convertToFormat(QImage.Format_Grayscale8)
    assert len({grey.pixel(x, y) for x in range(0, 300, 7) for y in range(0, 220, 7)}) > 30  # art, not a flat box
