"""Every table reads at 1280x720 (issue 14, goal 1): painted through the real MainWindow, no text
under 9 px and at most 10% under 11 px. A game whose table does not pass yet is marked
xfail(strict=True); its helper removes the mark when the table passes."""
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont

from .helpers import SquaresScene
from .legibility import FLOOR_PX, SMALL_PX, SMALL_SHARE, measure_texts, open_table, summary

TABLES = [
    pytest.param("copenhagen", 4),
    pytest.param("kingdom_builder", 4),
    pytest.param("christmas_tree", 4),
    pytest.param("new_york", 4),
    pytest.param("new_york", 6),
]


@pytest.fixture
def window_720(qtbot, tmp_path):
    from desktop_app.engine.saves import SaveStore
    from desktop_app.ui.main_window import MainWindow

    win = MainWindow(SaveStore(tmp_path))
    win.table.game_finished.disconnect(win.on_finished)  # no end dialog over the table
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    yield win
    win.table.close_match()


@pytest.mark.parametrize("game, players", TABLES)
def test_the_table_reads_at_1280x720(window_720, game, players):
    open_table(window_720, game, players)
    texts = measure_texts(window_720)
    assert len(texts) >= 10  # the table was painted
    smallest, share = summary(texts)
    tiny = sorted({(round(px, 1), text[:30]) for text, px in texts if px < FLOOR_PX})
    assert tiny == [], f"smallest {smallest:.1f} px"
    assert share <= SMALL_SHARE, f"{share:.0%} of {len(texts)} texts under {SMALL_PX} px"


def test_measure_texts_records_painted_and_item_texts_at_their_screen_size(qtbot):
    from PySide6.QtWidgets import QGraphicsObject

    from desktop_app.table.board_view import BoardView

    class Painted(QGraphicsObject):
        def boundingRect(self):
            return QRectF(0, 0, 100, 30)

        def paint(self, painter, option, widget=None):
            font = QFont("Sans")
            font.setPixelSize(8)
            painter.setFont(font)
            painter.drawText(QRectF(0, 0, 100, 30), 0, "painted")

    scene = SquaresScene({"a": QPointF(0, 0)})
    item = Painted()
    item.setPos(200, 200)
    scene.addItem(item)
    font = QFont("Sans")
    font.setPixelSize(10)
    label = scene.addSimpleText("item text", font)
    label.setPos(100, 100)
    view = BoardView()
    view.setScene(scene)
    view.resize(600, 400)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.resetTransform()
    view.scale(2, 2)
    view.setSceneRect(scene.itemsBoundingRect())  # all of it in sight (the view's own rect has room to pan)
    texts = dict(measure_texts(scene))
    assert texts["painted"] == pytest.approx(16)
    assert texts["item text"] == pytest.approx(20)
    assert summary([("a", 8.0), ("b", 12.0), ("c", 20.0), ("d", 10.0)]) == (8.0, 0.5)
