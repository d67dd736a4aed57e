"""The table's view: fits the scene to the window, wheel zoom, pan by dragging empty table."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsView

from desktop_app.table.scene import fit_pixmap_cache


class BoardView(QGraphicsView):
    ZOOM_STEP = 1.15

    def __init__(self, parent=None):
        super().__init__(parent)
        # No SmoothPixmapTransform: every item is cached in device coordinates and blitted 1:1,
        # where filtering costs ~30% of a full repaint and changes no pixel; art that draws a
        # pixmap scaled asks for filtering itself (sprites, Kingdom Builder's hexes, New York's art).
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        # The background is one opaque colour: filling it is cheaper than blitting a cached copy,
        # and the viewport's own palette fill under it would paint every pixel twice (a full
        # repaint at 2560x1440 costs ~1.6 ms per layer).
        self.setCacheMode(QGraphicsView.CacheNone)
        self.setBackgroundBrush(QColor("#e9dfcf"))
        self.viewport().setAutoFillBackground(False)
        self.viewport().setAttribute(Qt.WA_OpaquePaintEvent)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setDragMode(QGraphicsView.ScrollHandDrag)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self._zoom = 1.0
        self._fitted = True

    def fit(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        rect: QRectF = scene.itemsBoundingRect().adjusted(-12, -12, 12, 12)
        if hasattr(scene, "table_rect"):
            rect = scene.table_rect()
        # The view's own scene rect, with room to pan around the table: the scene's would grow
        # with every item that reaches past the table (a ghost dragged out of the view, a lifted
        # card, a bar, a longer text in another language), and the view would shift the table.
        room = max(rect.width(), rect.height())
        self.setSceneRect(rect.adjusted(-room, -room, room, room))
        self.fitInView(rect, Qt.KeepAspectRatio)
        self._zoom = 1.0
        self._fitted = True

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit_caches()
        if self._fitted:
            self.fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_caches()
        if self._fitted:
            self.fit()

    def fit_caches(self) -> None:
        """Item caches sized to the screen this table is on (or the view, if it is larger)."""
        screen = self.screen()
        size = screen.size() if screen is not None else self.viewport().size()
        ratio = self.devicePixelRatioF()
        fit_pixmap_cache(round(max(size.width(), self.viewport().width()) * ratio),
                         round(max(size.height(), self.viewport().height()) * ratio))

    def wheelEvent(self, event) -> None:
        scene = self.scene()
        if scene is not None and (getattr(scene, "dragging", False) or getattr(scene, "holding", False)):
            super().wheelEvent(event)  # the scene turns the dragged or held piece; never zoom or pan
            event.accept()
            return
        factor = self.ZOOM_STEP if event.angleDelta().y() > 0 else 1 / self.ZOOM_STEP
        if 0.5 <= self._zoom * factor <= 6:
            self._zoom *= factor
            self.scale(factor, factor)
            self._fitted = False
        event.accept()

    def mousePressEvent(self, event) -> None:
        # Pan only when pressing on empty table; pieces get the press otherwise.
        item = self.itemAt(event.position().toPoint())
        self.setDragMode(QGraphicsView.NoDrag if item is not None and item.acceptedMouseButtons() else
                         QGraphicsView.ScrollHandDrag)
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        if self.itemAt(event.position().toPoint()) is None:
            self.fit()
        super().mouseDoubleClickEvent(event)
