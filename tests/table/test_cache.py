"""Items are painted once and then blitted from their pixmap caches, also on a 2560x1440 table
(an overflowing QPixmapCache made every frame repaint every item: 120 ms instead of 5 ms)."""
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from desktop_app.table.board_view import BoardView

from .helpers import SquaresScene


class Board(QGraphicsObject):
    """A big item like Kingdom Builder's board, counting its paint() calls."""

    def __init__(self, rect: QRectF):
        super().__init__()
        self.rect_ = rect
        self.paints = 0

    def boundingRect(self) -> QRectF:
        return self.rect_

    def paint(self, painter, option, widget=None) -> None:
        self.paints += 1
        painter.fillRect(self.rect_, "#a5d46a")


def test_a_big_table_repaints_from_its_item_caches(qtbot):
    scene = SquaresScene({"a": QPointF(0, 0)})
    board = Board(QRectF(0, 0, 600, 400))  # the whole table_rect: ~2400x1400 device px, 13 MB
    scene.addItem(board)
    scene.cache_items()
    assert board.cacheMode() == QGraphicsItem.DeviceCoordinateCache
    view = BoardView()
    view.setScene(scene)
    view.resize(2400, 1400)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: board.paints > 0)
    first = board.paints
    for _ in range(3):
        view.viewport().repaint()
    assert board.paints == first  # blitted from its cache, not painted again
