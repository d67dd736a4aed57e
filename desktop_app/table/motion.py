"""Moves that travel: a game tags the items that stand for components, the scene animates them.

A game's `sync()` rebuilds every item. Before and after each sync the `TableScene` base compares
the tagged items (`tag_piece(item, key)`): an item whose key stood elsewhere before travels from
the old place to the new one (250-400 ms, eased), and a new key with an `origin_key` (a card drawn
from the key "deck") flies out of that item's old place. What the local human just dropped is not
animated again (it already landed there). A click on the table finishes every motion (skip).

Last-move marks (`LastMoveMark`) outline what a seat's latest action touched, outside the piece
only, in the seat's colour with its dash pattern and letter: the piece itself keeps its colours."""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Hashable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject
from shiboken6 import isValid

from desktop_app.table.fonts import table_font
from desktop_app.table.seats import is_light, seat_style

KEY_SLOT = 0x7A50     # QGraphicsItem.data() slots holding a piece's key and its origin's key
ORIGIN_SLOT = 0x7A51
SHORTEST, LONGEST = 250, 400  # ms: the travel time grows with the distance, within these bounds
MOVING_Z = 800                # moving pieces pass over the table (below marks, flashes and the ghost)
MARK_Z = 850


def tag_piece(item: QGraphicsItem, key: Hashable, origin_key: Hashable | None = None) -> QGraphicsItem:
    """Name the component an item stands for (stable across syncs), and optionally where a piece
    new in this sync comes from (the key of another item, e.g. "deck"). Returns the item."""
    item.setData(KEY_SLOT, key)
    item.setData(ORIGIN_SLOT, origin_key)
    return item


def piece_key(item: QGraphicsItem) -> Any:
    return item.data(KEY_SLOT)


@dataclass(frozen=True)
class Place:
    scene_pos: QPointF   # the item's origin in scene coordinates
    centre: QPointF      # the centre of its scene bounding rect (for flights between different items)


def places(scene) -> dict[Hashable, Place]:
    """Where every tagged item of the scene is now (moving ones: where they are on their way)."""
    found: dict[Hashable, Place] = {}
    for item in scene.items():
        key = item.data(KEY_SLOT)
        if key is not None:
            found[key] = Place(item.scenePos(), item.sceneBoundingRect().center())
    return found


_instant = False  # pieces jump to their places (the smoke test: nobody watches, 350 moves)


def set_instant(instant: bool) -> None:
    """Make every later motion land at once (True) or travel again (False)."""
    global _instant
    _instant = instant


def travel_time(distance: float) -> int:
    return int(min(LONGEST, SHORTEST + distance * 0.25))


class MotionDirector(QObject):
    """Runs a scene's piece motions. `finished` fires when the last running motion ends, or on
    the next turn of the event loop when a sync started none."""

    finished = Signal()

    def __init__(self, scene):
        super().__init__(scene)
        self._scene = scene
        self._running: dict[QVariantAnimation, tuple[QGraphicsItem, QPointF, float]] = {}
        self._landed: QRectF | None = None  # where the local human just dropped a piece
        self._idle_pending = False

    def is_moving(self) -> bool:
        return bool(self._running)

    def landed(self, rect: QRectF | None) -> None:
        """The local human dropped a piece here: the next sync does not animate what lands in it."""
        self._landed = rect

    def before_sync(self) -> dict[Hashable, Place]:
        before = places(self._scene)
        # The items are about to be rebuilt: stop their motions quietly (the new items start
        # from where these were on their way).
        for animation in list(self._running):
            self._forget(animation)
        return before

    def after_sync(self, before: dict[Hashable, Place]) -> None:
        landed, self._landed = self._landed, None
        for item in self._scene.items():
            key = item.data(KEY_SLOT)
            if key is None:
                continue
            now = item.scenePos()
            if key in before:
                start = before[key].scene_pos
            else:
                origin = item.data(ORIGIN_SLOT)
                if origin is None or origin not in before:
                    continue
                start = now + (before[origin].centre - item.sceneBoundingRect().center())
            if (start - now).manhattanLength() < 0.5:
                continue
            if landed is not None and landed.contains(item.sceneBoundingRect().center()):
                continue
            if _instant:
                continue
            self._start(item, start, now)
        if not self._running:
            self._idle()

    def skip(self) -> None:
        """Finish every running motion at once (each piece ends exactly where it belongs)."""
        for animation in list(self._running):
            animation.setCurrentTime(animation.duration())  # stops it and emits finished

    def _start(self, item: QGraphicsItem, start_scene: QPointF, end_scene: QPointF) -> None:
        # In the parent's coordinates, without parentItem(): PySide6 6.11 hands a top-level item
        # to Python when asked for its parent, and deletes it with the wrapper (bench/RESULTS.md).
        start = item.mapToParent(item.mapFromScene(start_scene))
        end = item.pos()
        distance = (end_scene - start_scene).manhattanLength()
        animation = QVariantAnimation(self)
        animation.setDuration(travel_time(distance))
        animation.setEasingCurve(QEasingCurve.InOutCubic)
        animation.setStartValue(QPointF(start))
        animation.setEndValue(QPointF(end))
        self._running[animation] = (item, QPointF(end), item.zValue())
        item.setZValue(max(item.zValue(), MOVING_Z))
        item.setPos(start)

        def step(value, item=item):
            if isValid(item):
                item.setPos(value)
        animation.valueChanged.connect(step)
        animation.finished.connect(lambda animation=animation: self._done(animation))
        animation.start()

    def _done(self, animation: QVariantAnimation) -> None:
        if animation not in self._running:
            return
        item, end, z = self._running[animation]
        if isValid(item):
            item.setPos(end)
            item.setZValue(z)
        self._forget(animation)
        if not self._running:
            self.finished.emit()

    def _forget(self, animation: QVariantAnimation) -> None:
        self._running.pop(animation, None)
        if animation.state() == QVariantAnimation.Running:
            animation.blockSignals(True)
            animation.stop()
        animation.deleteLater()

    def _idle(self) -> None:
        if not self._idle_pending:
            self._idle_pending = True
            QTimer.singleShot(0, self, self._emit_idle)

    def _emit_idle(self) -> None:
        self._idle_pending = False
        if not self._running:
            self.finished.emit()


_RINGS: OrderedDict = OrderedDict()  # path shape -> its rings: a review step re-marks the same moves
_RINGS_KEPT = 512


def path_key(path: QPainterPath) -> tuple:
    """A hashable copy of a path's shape (QPainterPath itself is not hashable)."""
    return (path.fillRule().value, tuple((e.type.value, round(e.x, 2), round(e.y, 2))
                                        for e in map(path.elementAt, range(path.elementCount()))))


def outside_ring(path: QPainterPath, width: float, dashes=()) -> QPainterPath:
    """The band of `width` px just outside `path` (dashed when `dashes` is given): it never covers
    the inside of the path. Boolean path operations are slow (~0.5 ms), so rings are remembered."""
    key = (path_key(path), width, tuple(dashes))
    ring = _RINGS.get(key)
    if ring is None:
        ring = _RINGS[key] = _outside_ring(path, width, dashes)
        if len(_RINGS) > _RINGS_KEPT:
            _RINGS.popitem(last=False)
    else:
        _RINGS.move_to_end(key)
    return QPainterPath(ring)


def _outside_ring(path: QPainterPath, width: float, dashes=()) -> QPainterPath:
    stroker = QPainterPathStroker()
    stroker.setWidth(2 * width)
    stroker.setJoinStyle(Qt.RoundJoin)
    stroker.setCapStyle(Qt.FlatCap)
    if dashes:
        stroker.setDashPattern(list(dashes))
    return stroker.createStroke(path).subtracted(path)


class LastMoveMark(QGraphicsObject):
    """What a seat's last action touched: a dark casing and a band in the seat's colour and dash
    pattern just outside `path`, with the seat's letter in a badge at the top right corner (or, with
    `badges`, one badge centred on each of those scene points, drawn whole: the game puts them
    beside or on its pieces). Nothing is painted inside the path (the piece keeps its own colours).

    The casing and band are the path's outline stroked with wide pens and clipped to the outside
    of the path (its bounding box with the path cut out by the odd-even rule), so no boolean path
    operation is needed: a new mark costs ~0.06 ms to make, against ~2 ms with the rings cut out
    of the stroke (a review step makes one, a Christmas Tree reveal four)."""

    BAND = 4.0

    def __init__(self, seat: int, path: QPainterPath, colour: QColor, badges=None):
        super().__init__()
        self.seat = seat
        self._path = QPainterPath(path)
        self._colour = QColor(colour)
        style = seat_style(seat)
        self._letter = style.letter
        self._dashes = [d / self.BAND for d in style.dashes]  # in units of the band pen's width, 2 x BAND
        box = self._path.boundingRect()
        self._badges = ([QRectF(p.x() - 9, p.y() - 9, 18, 18) for p in badges] if badges
                        else [QRectF(box.right() - 2, box.top() - 16, 18, 18)])
        self._placed = bool(badges)
        self._bounds = box.adjusted(-8, -18, 18, 8)
        for badge in self._badges:
            self._bounds = self._bounds.united(badge.adjusted(-2, -2, 2, 2))
        self._outside = QPainterPath()
        self._outside.addRect(self.boundingRect())
        self._outside.addPath(self._path)
        self._outside.setFillRule(Qt.OddEvenFill)  # the box minus the inside of the path
        self.setZValue(MARK_Z)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(self._bounds)

    def paint(self, painter, option, widget=None) -> None:
        painter.save()
        painter.setClipPath(self._outside, Qt.IntersectClip)  # the badge too stays off the piece
        light = is_light(self._colour)
        casing = QColor("#2d2a26") if light else QColor("#fffaf0")
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(casing, 2 * (self.BAND + 1.5), Qt.SolidLine, Qt.FlatCap, Qt.RoundJoin))
        painter.drawPath(self._path)
        band = QPen(self._colour, 2 * self.BAND, Qt.SolidLine, Qt.FlatCap, Qt.RoundJoin)
        if self._dashes:
            band.setDashPattern(self._dashes)
        painter.setPen(band)
        painter.drawPath(self._path)
        if self._placed:
            painter.restore()  # badges the game placed on its pieces are drawn whole
            painter.save()
        painter.setFont(table_font(13, bold=True))  # >= 11 px on a fitted 1280x720 table
        for badge in self._badges:
            painter.setPen(QPen(casing, 1.5))
            painter.setBrush(self._colour)
            painter.drawEllipse(badge)
            painter.setPen(casing)
            painter.drawText(badge, Qt.AlignCenter, self._letter)
        painter.restore()
