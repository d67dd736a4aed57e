"""The base of every game's table scene, and the drag/ghost machinery all games share.

A game's scene subclasses `TableScene` and implements `sync()`, which rebuilds the items from the
model (`self.controller.state`), showing private information only for `self.controller.viewer`.
Every player input ends in `self.controller.try_action(action)`; the scene keeps no rules.

Dragging: a game's supply item calls `self.begin_drag(payload, ghost, press_pos)`. While a drag is
on, the scene moves the ghost, calls `drag_target(payload, scene_pos, rotation, flipped)` (the game
returns a `DropTarget`: snapped position, legal or not, a label such as the live cost), and on
release calls `drop(payload, target)`. R or the wheel rotates, F or right-click flips, Esc
cancels; a plain click on a supply item instead "holds" the piece so it follows the pointer until a
second click (the click path), and the arrow keys plus Enter do the same from the keyboard."""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPixmapCache
from PySide6 import QtGui
from shiboken6 import isValid
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QGraphicsSimpleTextItem

from desktop_app.engine.caches import forget_table_caches
from desktop_app.table.fonts import load_fonts
from desktop_app.table.icons import paint_cross, paint_tick

from desktop_app.table.motion import LastMoveMark, MotionDirector, outside_ring

LEGAL = QColor(46, 160, 67, 150)
ILLEGAL = QColor(200, 40, 40, 150)
TABLE = QColor("#e9dfcf")
INK = QColor("#2d2a26")
# QPixmapCache holds every item's device cache and the sprites (table/sprites.py): a table needs
# about this many screenfuls of pixels (a 2560x1440 Kingdom Builder board alone is ~8 MB), and a
# cache that overflows repaints every item on every frame. Sized to the screen the table is on,
# not to the largest screen there is: 192 MB at any size grew an evening's memory by ~30 MB a game.
CACHE_SCREENS = 6
MIN_CACHE_KB = 32 * 1024


def pixmap_cache_kb(width: int, height: int) -> int:
    """The pixmap cache a table of width x height device pixels needs (KB)."""
    return max(MIN_CACHE_KB, CACHE_SCREENS * width * height * 4 // 1024)


def fit_pixmap_cache(width: int, height: int) -> None:
    """Size QPixmapCache to a table of width x height device pixels (before its items cache)."""
    wanted = pixmap_cache_kb(width, height)
    if QPixmapCache.cacheLimit() != wanted:
        QPixmapCache.setCacheLimit(wanted)


def release_table_caches() -> None:
    """A table closed: its painted pixmaps and its game's caches go with it (the next table
    fills its own; desktop_app/engine/caches.py)."""
    QPixmapCache.clear()
    forget_table_caches()


@dataclass
class DropTarget:
    pos: QPointF            # where the ghost snaps to (scene coordinates)
    legal: bool
    label: str = ""         # shown beside the ghost, e.g. "costs 2"
    action: Any = None      # the model action a drop here would apply (if legal)
    reason: str = ""        # why not, when illegal


class Ghost(QGraphicsObject):
    """The translucent copy of a piece that follows the pointer and shows legality."""

    def __init__(self, path: QPainterPath, fill: QColor, parent=None):
        super().__init__(parent)
        self._path = path
        self._fill = QColor(fill)
        self._tint: QColor | None = None
        self._legal: bool | None = None
        self.content = None  # optional callable(painter) drawing the piece inside the path
        self.setZValue(1000)
        self.setAcceptedMouseButtons(Qt.NoButton)
        # Following the pointer only moves this pixmap; the art is redrawn when its state changes.
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.label = QGraphicsSimpleTextItem("", self)
        self.label.setFont(QFont("Sans", 11, QFont.Bold))
        self.label.setBrush(INK)

    def set_shape(self, path: QPainterPath) -> None:
        self.prepareGeometryChange()
        self._path = path
        rect = self._path.boundingRect()
        self.label.setPos(rect.right() + 10, rect.top() - 2)
        self.update()

    def set_state(self, legal: bool | None, text: str) -> None:
        if legal == self._legal and text == self.label.text():
            return  # called on every mouse move: repaint only when something shows differently
        self.prepareGeometryChange()
        self._legal = legal
        self._tint = None if legal is None else (LEGAL if legal else ILLEGAL)
        self.label.setText(text)
        rect = self._path.boundingRect()
        self.label.setPos(rect.right() + 10, rect.top() - 2)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-16, -16, 16, 16)

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(0, 0, 0, 50))  # lifted: a soft shadow under the piece
        painter.drawPath(self._path.translated(5, 7))
        fill = QColor(self._fill)
        fill.setAlpha(190)
        painter.setBrush(fill)
        painter.setPen(QPen(INK, 1.5))
        painter.drawPath(self._path)
        if self.content is not None:  # the piece's own art, as the game draws it
            painter.save()
            painter.setOpacity(0.9)
            self.content(painter)
            painter.restore()
        if self._tint is None:
            return
        solid = QColor(self._tint)
        solid.setAlpha(255)
        wash = QColor(self._tint)
        wash.setAlpha(45)
        painter.setBrush(wash)
        painter.setPen(QPen(solid, 4))
        painter.drawPath(self._path)
        # A tick or a cross in a badge, so legality reads without colour too.
        corner = self._path.boundingRect().topLeft()
        badge = QRectF(corner.x() - 11, corner.y() - 11, 22, 22)
        painter.setBrush(solid)
        painter.setPen(QPen(QColor("white"), 2))
        painter.drawEllipse(badge)
        (paint_tick if self._legal else paint_cross)(painter, badge.adjusted(4, 4, -4, -4), QColor("white"))
        if self.label.text():
            box = self.label.mapRectToParent(self.label.boundingRect()).adjusted(-5, -3, 5, 3)
            painter.setPen(QPen(solid, 1.5))
            painter.setBrush(QColor(255, 250, 240, 235))
            painter.drawRoundedRect(box, 5, 5)


class FlashItem(QGraphicsObject):
    """A fading band just outside a place that changed: an outline, never a tint over the piece
    (a yellow wash turned a blue tile olive)."""

    def __init__(self, path: QPainterPath, colour: QColor):
        super().__init__()
        self._path, self._colour = path, QColor(colour)
        self._ring = outside_ring(path, 5)
        self.setZValue(900)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-7, -7, 7, 7)

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(Qt.NoPen)
        painter.setBrush(self._colour)
        painter.drawPath(self._ring)


class TableScene(QGraphicsScene):
    """Base class: a game's table over its model. Subclasses implement sync() and the drag hooks.

    Every `sync()` of a subclass is wrapped: tagged pieces (desktop_app.table.motion.tag_piece)
    that changed place travel there, and the seats' last-move marks survive the rebuild."""

    motion_finished = Signal()  # the last running motion ended (or a sync started none)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "sync" in cls.__dict__:
            cls.sync = _with_motion(cls.__dict__["sync"])

    def __init__(self, controller, parent=None):
        load_fonts()  # the first table registers the shipped fonts ("Sans" becomes Noto Sans)
        if QPixmapCache.cacheLimit() < MIN_CACHE_KB:  # before any item caches; the view fits it to its screen
            QPixmapCache.setCacheLimit(MIN_CACHE_KB)
        super().__init__(parent)
        self.controller = controller
        self._sync_depth = 0
        self.travels = True  # False: a sync shows the new position at once (a review)
        self._motion = MotionDirector(self)
        self._motion.finished.connect(self._motion_done)
        self._marks: dict[int, tuple[QPainterPath, QColor, tuple]] = {}
        self._mark_items: dict[int, LastMoveMark] = {}
        self.setBackgroundBrush(QBrush(TABLE))
        self.dragging = False
        self.holding = False          # click path: the piece follows the pointer without a button
        self.drag_payload: Any = None
        self.ghost: Ghost | None = None
        self.rotation = 0
        self.flipped = False
        self.target: DropTarget | None = None
        self._home = QPointF()
        self._animations: list[QVariantAnimation] = []
        self._sync_pending = False
        controller.changed.connect(self.schedule_sync)
        QTimer.singleShot(0, self, self.cache_items)  # after the subclass's first sync()

    def schedule_sync(self) -> None:
        """Re-sync on the next turn of the event loop: never delete items inside their own handlers."""
        if not self._sync_pending:
            self._sync_pending = True
            QTimer.singleShot(0, self, self._run_sync)  # never after the scene is gone

    def _run_sync(self) -> None:
        self._sync_pending = False
        self.sync()
        self.cache_items()

    def cache_items(self) -> None:
        """Keep each item's painting as a device pixmap, so moving the ghost (or any repaint)
        blits the table instead of re-running every item's Python paint(). An item's cache is
        redrawn whenever it calls update() or the view zooms. Measured with `python -m bench`
        (Copenhagen, late game, full repaint per mouse move): ~30 ms -> ~2.5 ms CPU.
        The pixmaps live in QPixmapCache: its default 10 MB holds a 1280x720 table but not a
        2560x1440 one (Kingdom Builder's board alone is ~8 MB there), and a cache that overflows
        repaints every item on every frame (120 ms instead of 5 ms), so the view sizes it to
        its screen (fit_pixmap_cache, from BoardView)."""
        for item in self.items():
            if item is not self.ghost and item.cacheMode() == QGraphicsItem.NoCache:
                item.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    # ------------------------------------------------------------ to implement
    def sync(self) -> None:
        raise NotImplementedError

    def table_rect(self) -> QRectF:
        return self.itemsBoundingRect().adjusted(-16, -16, 16, 16)

    def drag_target(self, payload, scene_pos: QPointF, rotation: int, flipped: bool) -> DropTarget | None:
        """Where a drop at scene_pos would go; None when not over a drop zone."""
        return None

    def ghost_path(self, payload, rotation: int, flipped: bool) -> QPainterPath:
        raise NotImplementedError

    def paint_ghost(self, painter, payload, rotation: int, flipped: bool) -> None:
        """Draw the dragged piece's art in ghost coordinates (optional; default: a plain fill)."""

    def drop(self, payload, target: DropTarget) -> bool:
        """Apply the action for a legal target (may ask how to pay). Return True if applied."""
        return self.controller.try_action(target.action)

    def keyboard_step(self, target: DropTarget | None, dx: int, dy: int) -> QPointF | None:
        """Scene position one grid step away from the ghost (arrow keys); None if not supported."""
        return None

    def show_hint(self, action, hint=None) -> None:
        """Light the place of a suggested action and say it (used by the hint button); `hint` is
        the engine.hints.Hint with the reason (text.hint_reason words it), or None."""

    # ------------------------------------------------------------ motion and last moves
    def is_moving(self) -> bool:
        """Whether tagged pieces are travelling to their new places."""
        return self._motion.is_moving()

    def skip_motion(self) -> None:
        """Put every travelling piece where it belongs at once."""
        self._motion.skip()

    def mark_last_move(self, seat: int, path: QPainterPath, colour: QColor, badges=None) -> None:
        """Outline (in scene coordinates) what `seat`'s last action touched, in its colour with
        its dash pattern and letter; replaces that seat's previous mark and survives syncs until
        replaced or cleared. `badges`: scene points for the letter badges (default: one at the
        outline's top right corner)."""
        self._marks[seat] = (QPainterPath(path), QColor(colour), tuple(badges or ()))
        self._show_mark(seat)

    def clear_last_moves(self) -> None:
        self._marks.clear()
        for item in self._mark_items.values():
            if isValid(item) and item.scene() is self:
                self.removeItem(item)
        self._mark_items.clear()

    def clear_last_move(self, seat: int) -> None:
        """Take away one seat's mark (what it outlined is gone, e.g. after an undo)."""
        self._marks.pop(seat, None)
        item = self._mark_items.pop(seat, None)
        if item is not None and isValid(item) and item.scene() is self:
            self.removeItem(item)

    def last_turns(self) -> dict:
        """Each seat's latest turn: seat -> its log records from its most recent unbroken run
        (e.g. three builds and a tile), oldest first. What mark_last_move should outline."""
        turns: dict[int, list] = {}
        done: set[int] = set()
        current = None
        for record in reversed(self.controller.match.log):
            if current is not None and record.player != current:
                done.add(current)
            current = record.player
            if current not in done:
                turns.setdefault(current, []).insert(0, record)
        return turns

    def _show_mark(self, seat: int) -> None:
        old = self._mark_items.pop(seat, None)
        if old is not None and isValid(old) and old.scene() is self:
            self.removeItem(old)
        path, colour, badges = self._marks[seat]
        item = LastMoveMark(seat, path, colour, badges)
        item.setVisible(not self.is_moving())  # shown once the pieces have arrived
        self.addItem(item)
        self._mark_items[seat] = item

    def _restore_marks(self) -> None:
        for seat in self._marks:
            item = self._mark_items.get(seat)
            if item is None or not isValid(item) or item.scene() is not self:
                self._show_mark(seat)
            else:
                item.setVisible(not self.is_moving())

    def _motion_done(self) -> None:
        for item in self._mark_items.values():
            if isValid(item) and item.scene() is self:
                item.setVisible(True)
        self.motion_finished.emit()

    # ------------------------------------------------------------ move highlights
    def flash(self, path: QPainterPath, colour: QColor = QColor(255, 196, 0), duration: int = 1400) -> None:
        """Glow over a place that just changed, fading out: makes every move (a computer's too)
        readable without blocking input."""
        item = FlashItem(path, colour)
        self.addItem(item)
        self.fade_away(item, duration, 1.0, 0.0, easing=QEasingCurve.InQuad)

    def fade_away(self, item, duration: int, start: float, end: float, opacity=lambda value: value,
                  easing=QEasingCurve.Linear) -> None:
        """Run `item`'s opacity (opacity(value), value going start -> end) for `duration` ms, then
        take it off the table (a flash, a scoring banner)."""
        animation = QVariantAnimation(self)
        animation.setDuration(duration)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setEasingCurve(easing)

        def step(value, item=item):
            if isValid(item) and item.scene() is self:
                item.setOpacity(opacity(value))

        def done(item=item, animation=animation):
            if isValid(item) and item.scene() is self:
                self.removeItem(item)
            if animation in self._animations:
                self._animations.remove(animation)
        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        self._animations.append(animation)
        animation.start()

    def new_log_records(self) -> list:
        """Log records added since the previous call (for highlighting the moves just made)."""
        log = self.controller.match.log
        seen = getattr(self, "_seen_log", None)
        self._seen_log = len(log)
        if seen is None or seen > len(log):
            return []
        return log[seen:]

    # ------------------------------------------------------------ drag machinery
    def say(self, text: str) -> None:
        self.controller.status.emit(text)

    def begin_drag(self, payload, fill: QColor, scene_pos: QPointF, hold: bool = False) -> None:
        if not self.controller.can_act:
            self.say(QCoreApplication.translate("TableScene", "Wait: it is not your turn."))
            return
        self.cancel_drag()
        self.cache_items()
        self.drag_payload = payload
        self.rotation, self.flipped = 0, False
        self.ghost = Ghost(self.ghost_path(payload, 0, False), fill)
        if type(self).paint_ghost is not TableScene.paint_ghost:
            self.ghost.content = lambda painter: self.paint_ghost(painter, self.drag_payload, self.rotation, self.flipped)
        self.addItem(self.ghost)
        self._home = scene_pos
        self.dragging = not hold
        self.holding = hold
        self._update_ghost(scene_pos)

    def _update_ghost(self, scene_pos: QPointF) -> None:
        if self.ghost is None:
            return
        self._pointer = scene_pos
        self.target = self.drag_target(self.drag_payload, scene_pos, self.rotation, self.flipped)
        rect = self.ghost_path(self.drag_payload, self.rotation, self.flipped).boundingRect()
        if self.target is None:
            self.ghost.setPos(scene_pos - rect.center())
            self.ghost.set_state(None, "")
        else:
            self.ghost.setPos(self.target.pos)
            self.ghost.set_state(self.target.legal, self.target.label)

    def turn_ghost(self, rotate: int = 0, flip: bool = False) -> None:
        if self.ghost is None:
            return
        self.rotation = (self.rotation + rotate) % 4
        if flip:
            self.flipped = not self.flipped
        self.ghost.set_shape(self.ghost_path(self.drag_payload, self.rotation, self.flipped))
        self._update_ghost(self._pointer)

    def finish_drag(self) -> None:
        target = self.target
        payload = self.drag_payload
        ghost = self.ghost
        self.dragging = self.holding = False
        self.ghost = None
        self.target = None
        if ghost is None:
            return
        if target is not None and target.legal:
            landed = ghost.mapRectToScene(ghost.boundingRect())
            self.removeItem(ghost)
            self._motion.landed(landed)  # what lands here was placed by hand: no travel
            if self.drop(payload, target):
                return
            self._motion.landed(None)
            self.addItem(ghost)
        if target is not None and not target.legal and target.reason:
            self.say(target.reason)
        elif target is None:
            self.say(QCoreApplication.translate("TableScene", "Drop the piece on your house."))
        self.animate_back(ghost, self._home)

    def cancel_drag(self) -> None:
        if self.ghost is not None:
            self.removeItem(self.ghost)
        self.ghost = None
        self.dragging = self.holding = False
        self.target = None

    def animate_back(self, item: QGraphicsItem, home: QPointF) -> None:
        """Slide a refused piece back to where it came from, then remove it."""
        animation = QVariantAnimation(self)
        animation.setDuration(220)
        animation.setEasingCurve(QEasingCurve.OutCubic)
        animation.setStartValue(item.pos())
        animation.setEndValue(home - item.boundingRect().center())
        animation.valueChanged.connect(lambda value: isValid(item) and item.setPos(value))

        def done():
            if isValid(item) and item.scene() is self:
                self.removeItem(item)
            if animation in self._animations:
                self._animations.remove(animation)
        animation.finished.connect(done)
        self._animations.append(animation)
        animation.start()

    def mouseMoveEvent(self, event) -> None:
        if self.ghost is not None:
            self._update_ghost(event.scenePos())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event) -> None:
        if self.is_moving():  # a click while pieces travel only skips the motion
            self.skip_motion()
            event.accept()
            return
        if self.ghost is not None:
            if event.button() == Qt.RightButton:
                self.turn_ghost(flip=True)
            elif self.holding and event.button() == Qt.LeftButton:
                self._update_ghost(event.scenePos())
                self.finish_drag()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self.dragging and event.button() == Qt.LeftButton:
            self._update_ghost(event.scenePos())
            self.finish_drag()
            event.accept()
            # The press made the piece the implicit mouse grabber; the base class would release it,
            # but it never sees this event: without this the next click goes to that piece.
            grabber = self.mouseGrabberItem()
            if grabber is not None:
                grabber.ungrabMouse()
            return
        super().mouseReleaseEvent(event)

    def wheelEvent(self, event) -> None:
        if self.ghost is not None:
            # A notch (120) turns once; fine-grained wheels and touchpads add up to a notch.
            self._wheel = getattr(self, "_wheel", 0) + event.delta()
            while abs(self._wheel) >= 120:
                self.turn_ghost(rotate=1 if self._wheel > 0 else 3)
                self._wheel -= 120 if self._wheel > 0 else -120
            event.accept()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if self.ghost is not None:
            if key == Qt.Key_R:
                self.turn_ghost(rotate=1)
            elif key == Qt.Key_F:
                self.turn_ghost(flip=True)
            elif key == Qt.Key_Escape:
                self.cancel_drag()
                self.say(QCoreApplication.translate("TableScene", "Put back."))
            elif key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
                self.finish_drag()
            elif key in (Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down):
                dx = {Qt.Key_Left: -1, Qt.Key_Right: 1}.get(key, 0)
                dy = {Qt.Key_Up: -1, Qt.Key_Down: 1}.get(key, 0)
                step = self.keyboard_step(self.target, dx, dy)
                if step is not None:
                    self._update_ghost(step)
            event.accept()
            return
        super().keyPressEvent(event)


def _with_motion(sync):
    """Wrap a scene's sync(): note where the tagged pieces are, rebuild, then let the moved ones
    travel and put the last-move marks back (a nested super().sync() is not wrapped twice)."""
    @functools.wraps(sync)
    def wrapped(self, *args, **kwargs):
        if getattr(self, "_sync_depth", None) is None or self._sync_depth:
            return sync(self, *args, **kwargs)
        self._sync_depth += 1
        # Without travel (a review) the pieces' places before and after are never compared:
        # on a full table that comparison is 2-4 ms of a step's 16.
        before = self._motion.before_sync() if self.travels else None
        try:
            return sync(self, *args, **kwargs)
        finally:
            self._sync_depth -= 1
            if before is not None:
                self._motion.after_sync(before)
            self._restore_marks()
            plain_tooltips(self)
    return wrapped


def plain_tooltips(scene) -> None:
    """Tooltips are plain text: Qt would render one that looks like markup (a seat named
    "<b>SYSTEM ERROR</b>" in a tooltip) as rich text, so such a text is converted, escaped."""
    for item in scene.items():
        tip = item.toolTip()
        if tip and not tip.startswith(_PLAIN) and QtGui.Qt.mightBeRichText(tip):
            item.setToolTip(_PLAIN + QtGui.Qt.convertFromPlainText(tip))


_PLAIN = "<!--plain-->"
