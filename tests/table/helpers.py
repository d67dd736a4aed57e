"""A small table for testing the toolkit: one square piece per key, laid out from a dict."""
from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Signal
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsRectItem

from desktop_app.table.motion import tag_piece
from desktop_app.table.scene import DropTarget, TableScene

SIZE = 40
BLUE = QColor("#2e86c1")


class FakeController(QObject):
    changed = Signal()
    status = Signal(str)

    def __init__(self):
        super().__init__()
        self.can_act = True
        self.actions: list = []

    def try_action(self, action) -> bool:
        self.actions.append(action)
        self.changed.emit()
        return True


class SquaresScene(TableScene):
    """`layout` maps a key to a top-left position (or to (position, origin_key)); sync() rebuilds
    every square from it, like a game's scene rebuilds from the model. Dropping the held piece
    "dot" on the table moves that key to the drop position."""

    def __init__(self, layout: dict, parent=None):
        super().__init__(FakeController(), parent)
        self.layout = dict(layout)
        self.sync()

    def sync(self) -> None:
        self.clear()
        self.pieces = {}
        for key, where in self.layout.items():
            pos, origin = where if isinstance(where, tuple) else (where, None)
            item = QGraphicsRectItem(QRectF(0, 0, SIZE, SIZE))
            item.setBrush(BLUE)
            item.setPos(pos)
            self.addItem(tag_piece(item, key, origin))
            self.pieces[key] = item

    def table_rect(self) -> QRectF:
        return QRectF(0, 0, 600, 400)

    def ghost_path(self, payload, rotation, flipped) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, SIZE, SIZE) if rotation % 2 == 0 else QRectF(0, 0, SIZE, SIZE / 2))
        return path

    def drag_target(self, payload, scene_pos, rotation, flipped):
        pos = scene_pos - QPointF(SIZE / 2, SIZE / 2)
        return DropTarget(pos, True, action=("move", payload, pos))

    def drop(self, payload, target) -> bool:
        self.layout[payload] = target.action[2]
        return self.controller.try_action(target.action)
