"""New York's table items: a painted component (`Painted`, placed at its box so it can travel)
and a player's city frame (`CityArea`: header, plots, reserve strip, the place for bought buildings)."""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsObject

from desktop_app.table.scene import INK
from desktop_app.table.text import tr

from desktop_app.table.motion import tag_piece
from desktop_app.table.sprites import paint_cached

from ..components import START_TILE, TILE_PRICE, TILE_TYPE, TYPES
from .art import SCORING_GOLD, font

# The table, in scene units, has the shape of the view at 1280x720 (1022x664): no empty bands.
TABLE_W, TABLE_H = 1180, 766
TOP_Y, TOP_H = 4, 176           # market, display and deck, score board
LIT = QColor(46, 160, 67)
FRAME_PAPER = "#f5eddf"  # a city frame's ground
SMALL, TEXT, HEAD = 13, 14, 16  # pixel sizes of the table's fonts (>= 11 px on screen at fit)


def tile_label(tile: int) -> str:
    """A building's name and price in the player's language (kept per language: a sync names
    every building on the table)."""
    language = QCoreApplication.translate("new_york", TYPES[0]), QCoreApplication.translate("new_york", "{kind}, {price}")
    if language != _LABELS.get("language"):
        _LABELS.clear()
        _LABELS["language"] = language
    label = _LABELS.get(tile)
    if label is None:
        if tile == START_TILE:
            label = tr("new_york", "Times Square")
        else:
            label = tr("new_york", "{kind}, {price}", kind=tr("new_york", TYPES[TILE_TYPE[tile]]), price=TILE_PRICE[tile])
        _LABELS[tile] = label
    return label


_LABELS: dict = {}


def language() -> tuple:
    """A few of the table's words in the player's language: equal while the language is."""
    translate = QCoreApplication.translate
    return (translate("new_york", TYPES[0]), translate("new_york", "{kind}, {price}"), translate("new_york", "Reserve"),
            translate("new_york", "Money display"))


def tag(item, key, origin=None) -> None:
    """Name the component an item stands for, so the table moves it (desktop_app.table.motion).
    An item taken again by the next sync is told only if its name changed."""
    if (key, origin) != getattr(item, "_piece", (None, None)):
        item._piece = (key, origin)
        tag_piece(item, key, origin)


class Painted(QGraphicsObject):
    """A painted item placed at `box.topLeft()` (so it can be moved as a whole), with an optional
    click callback and an optional press-to-drag hook. `box` is in item coordinates.

    `look` (set by the scene, whose ItemKeeper takes items by it) names everything the picture
    depends on: an item of the previous sync with the same look is configured again instead of
    rebuilt, and with `sprite`
    its picture is drawn once per look into desktop_app.table.sprites' cache and blitted after."""

    def __init__(self, box: QRectF, painter_fn, on_click=None, on_drag=None, tooltip: str = "", on_refused=None,
                 look=None, sprite: bool = False, margin=(14, 14, 6, 6)):
        super().__init__()
        self.look = self.pool_key = look
        self._tip = self._input = None  # what Qt was told last (configure)
        self.sprite = sprite and look is not None
        self.box = QRectF(0, 0, box.width(), box.height())
        # Room round the box for what is drawn outside it (a selected card's badge), by default.
        left, top, right, bottom = margin
        self._bounds = self.box.adjusted(-left, -top, right, bottom)
        self.configure(box, painter_fn, on_click, on_drag, tooltip, on_refused)

    def configure(self, box: QRectF, painter_fn, on_click=None, on_drag=None, tooltip: str = "", on_refused=None) -> None:
        """Place the item at `box` (of its size) with this sync's painter and callbacks."""
        self.setPos(box.topLeft())
        self.painter_fn = painter_fn
        self.on_click = on_click
        self.on_drag = on_drag
        self.on_refused = on_refused  # pressed while it cannot be used: say why
        self.role = ""  # what the piece is, for the first-turn guide ("display", "hand")
        self._press: QPointF | None = None
        if tooltip != self._tip:  # what Qt holds, without asking it (a sync configures ~100 items)
            self._tip = tooltip
            self.setToolTip(tooltip)
        active = on_click is not None or on_drag is not None or on_refused is not None
        cursor = Qt.OpenHandCursor if on_drag is not None else Qt.PointingHandCursor if on_click is not None else None
        if (active, cursor) != self._input:
            self._input = (active, cursor)
            self.setAcceptedMouseButtons(Qt.LeftButton if active else Qt.NoButton)
            if cursor is not None:
                self.setCursor(cursor)
            else:
                self.unsetCursor()

    def boundingRect(self) -> QRectF:
        return self._bounds  # asked many times per repaint: computed once (the box never changes)

    def paint(self, painter, option, widget=None) -> None:
        if self.sprite:
            paint_cached(painter, self.look, self._bounds, self._paint_box)
        else:
            self.painter_fn(painter, self.box)

    def _paint_box(self, painter, _rect) -> None:
        self.painter_fn(painter, self.box)

    def mousePressEvent(self, event) -> None:
        self._press = event.scenePos()
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is not None and self.on_drag is not None \
                and (event.scenePos() - self._press).manhattanLength() > 6:
            self._press = None
            self.on_drag(event.scenePos(), False)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is None:
            return
        self._press = None
        if self.on_drag is not None:
            self.on_drag(event.scenePos(), True)  # a plain click picks the tile up (click path)
        elif self.on_click is not None and self.box.contains(event.pos()):
            self.on_click()
        elif self.on_refused is not None:
            self.on_refused()


class CityArea(QGraphicsObject):
    """One player's city frame: its background and thin border, the header (name, score), the
    plots around the city, the reserve strip and the place beside the city for buildings bought
    this turn. The tiles are items of their own on top, and so are, for the player to move, the
    marked name and the thick border (NewYorkScene._draw_city_head, `highlight_strips`): a turn
    that changes hands repaints those, not the frame. This item takes the presses that start a
    rebuild."""

    def __init__(self, table, player: int, box: QRectF, cell: float, highlight: bool):
        super().__init__()
        self.table = table
        self.player = player
        self.pool_key = ("city", player)  # taken again by the same player's frame
        self.look = None
        self._bounds = QRectF()
        self.setAcceptedMouseButtons(Qt.LeftButton)
        self.configure(box, cell, highlight)

    def configure(self, box: QRectF, cell: float, highlight: bool) -> None:
        """Lay the frame out for this sync's state; repaint only the parts whose look changed
        (a built plot, the reserve strip), all of it only when the frame itself moved."""
        table = self.table
        self.box = box
        bounds = box.adjusted(-4, -4, 4, 4)
        moved = bounds != self._bounds
        if moved:
            self.prepareGeometryChange()
            self._bounds = bounds
        self.highlight = highlight  # drawn by the highlight strips (scene), not by the frame
        self.lit_cells: set = set()
        self.drop_cells: set = set()
        state = table.controller.state
        self.city = state.players[self.player].city
        self.min_x, self.max_x, self.min_y, self.max_y = _extent(self.city)
        cols, rows = self.max_x - self.min_x + 1, self.max_y - self.min_y + 1
        self.reserve_h = table.reserve_h
        # Wide frames (six seats) keep the reserve in a column on the right, tall ones in a strip.
        self.side = box.width() > box.height() * 1.3
        top = box.top() + table.header_h
        grid_area = QRectF(box.left() + 6, top, box.width() - 12 - (self.reserve_h if self.side else 0),
                           box.height() - table.header_h - (4 if self.side else self.reserve_h))
        # Each city fills its own frame (capped, so a young city is not drawn huge).
        self.cell = cell = max(14.0, min(cell, grid_area.width() / cols, grid_area.height() / rows))
        grid_w, grid_h = cols * cell, rows * cell
        self.origin = QPointF(grid_area.center().x() - grid_w / 2, grid_area.center().y() - grid_h / 2)
        pending = len(table.pending_for(self.player))
        if self.side:
            strip = QRectF(box.right() - self.reserve_h, top, self.reserve_h - 6, box.height() - table.header_h - 6)
            bought = 0 if not pending else min(strip.height() * 0.6, 12 + pending * (strip.width() - 2))
            self.reserve_box = QRectF(strip.left(), strip.top(), strip.width(), strip.height() - bought - (6 if pending else 0))
            self.bought_box = QRectF(strip.left(), strip.bottom() - bought, strip.width(), bought)
        else:
            strip = QRectF(box.left() + 6, box.bottom() - self.reserve_h + 2, box.width() - 12, self.reserve_h - 8)
            bought = 0 if not pending else min(strip.width() * 0.6, 12 + pending * (strip.height() - 2))
            self.reserve_box = QRectF(strip.left(), strip.top(), strip.width() - bought - (6 if pending else 0), strip.height())
            self.bought_box = QRectF(strip.right() - bought, strip.top(), bought, strip.height())
        self._press = None
        seat = table.controller.match.seats[self.player]
        player = state.players[self.player]
        # Where the plots, the reserve and the bought buildings lie (the tiles' boxes depend on it).
        self.geometry = (_rect(box), cell, self.origin.x(), self.origin.y(), self.min_x, self.min_y,
                         _rect(self.reserve_box), _rect(self.bought_box), self.side, table.header_h)
        # Everything the frame's picture depends on, in parts: what a change repaints.
        frame = (_rect(box), seat.colour, self.side, table.header_h, seat.name,
                 tr("new_york", "{points} pts", points=player.score))
        grid = (cell, self.origin.x(), self.origin.y(), self.min_x, self.max_x, self.min_y, self.max_y)
        cells = frozenset(self.city.cells)
        strips = (bool(player.reserve), _rect(self.reserve_box), _rect(self.bought_box), tr("new_york", "Reserve"))
        look = (frame, grid, cells, strips)
        old, self.look = self.look, look
        if old is None or moved or old[0] != frame:
            self.update()
            return
        if old == look:
            return
        if old[1] != grid:  # the city grew past its edge (or shrank): every plot moved, and every tile
            self.update(self._grid_rect(old[1]).united(self._grid_rect(grid)).adjusted(-3, -3, 3, 3))
        elif old[2] != cells:  # a plot built or cleared: that plot alone
            for changed in old[2] ^ cells:
                self.update(self.cell_rect(changed).adjusted(-3, -3, 3, 3))
        if old[3] != strips:
            for part in (old[3], strips):
                for rect in part[1:3]:
                    self.update(QRectF(*rect).adjusted(-2, -2, 2, 2))

    @staticmethod
    def _grid_rect(grid: tuple) -> QRectF:
        cell, x, y, min_x, max_x, min_y, max_y = grid
        return QRectF(x, y, (max_x - min_x + 1) * cell, (max_y - min_y + 1) * cell)

    def header_rect(self) -> QRectF:
        return QRectF(self.box.left() + 10, self.box.top() + 2, self.box.width() - 20, self.table.header_h - 2)

    def name_width(self) -> float:
        return self.header_rect().width() * 0.62

    def cell_rect(self, cell) -> QRectF:
        x, y = cell
        return QRectF(self.origin.x() + (x - self.min_x) * self.cell, self.origin.y() + (y - self.min_y) * self.cell,
                      self.cell, self.cell)

    def cell_at(self, scene_pos: QPointF):
        x = math.floor((scene_pos.x() - self.origin.x()) / self.cell) + self.min_x
        y = math.floor((scene_pos.y() - self.origin.y()) / self.cell) + self.min_y
        if self.min_x - 1 <= x <= self.max_x + 1 and self.min_y - 1 <= y <= self.max_y + 1 \
                and self.box.contains(scene_pos) and not self.reserve_box.contains(scene_pos) \
                and not self.bought_box.contains(scene_pos):
            return (x, y)
        return None

    def _strip_rect(self, strip: QRectF, index: int, count: int, lead: float) -> QRectF:
        """The index-th of count tiles in a strip (a row, or a column for side strips); a long
        strip overlaps its tiles."""
        size = (strip.width() if self.side else strip.height()) - 6
        length = strip.height() if self.side else strip.width()
        step = size + 3
        if count > 1 and lead + count * step > length:
            step = max(4.0, (length - lead - 4 - size) / (count - 1))
        if self.side:
            return QRectF(strip.left() + 3, strip.top() + lead + index * step, size, size)
        return QRectF(strip.left() + lead + index * step, strip.top() + 3, size, size)

    def reserve_tile_rect(self, index: int) -> QRectF:
        count = len(self.table.controller.state.players[self.player].reserve)
        return self._strip_rect(self.reserve_box, index, count, 4)

    def bought_tile_rect(self, index: int) -> QRectF:
        return self._strip_rect(self.bought_box, index, len(self.table.pending_for(self.player)), 6)

    def reserve_index_at(self, scene_pos: QPointF) -> int | None:
        for index in reversed(range(len(self.table.controller.state.players[self.player].reserve))):
            if self.reserve_tile_rect(index).contains(scene_pos):
                return index
        return None

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter, option, widget=None) -> None:
        # Drawn straight into Qt's device cache of the item (TableScene.cache_items), so a
        # partial update() redraws that part only, and every other repaint blits; on a whole
        # device pixel, as the frame's sprite was (the highlight strips line up with it).
        painter.save()
        snap_to_pixel(painter, self._bounds.topLeft())
        self._paint_frame(painter, option.exposedRect.adjusted(-2, -2, 2, 2))  # the snap moved it by < 1
        painter.restore()

    def _paint_frame(self, painter, exposed: QRectF) -> None:
        """The frame's picture; of the plots, those that meet `exposed` (the part Qt redraws)."""
        state = self.table.controller.state
        colour = QColor(self.table.controller.match.seats[self.player].colour)
        painter.setPen(QPen(colour, 2))
        painter.setBrush(QColor(FRAME_PAPER))
        painter.drawRoundedRect(self.box, 9, 9)
        player = state.players[self.player]
        # The header: the name (the player to move has a marker over it: scene._draw_city_head)
        # and the score.
        header = self.header_rect()
        painter.setPen(INK)
        painter.setFont(font(HEAD))
        name_w = self.name_width()
        painter.drawText(QRectF(header.left(), header.top(), name_w, header.height()), Qt.AlignLeft | Qt.AlignVCenter,
                         painter.fontMetrics().elidedText(self.table.controller.match.seats[self.player].name,
                                                          Qt.ElideRight, int(name_w)))
        painter.setFont(font(TEXT))
        painter.drawText(header, Qt.AlignRight | Qt.AlignVCenter, tr("new_york", "{points} pts", points=player.score))
        # Empty plots round the city; lit plots are legal for the piece in hand.
        for x in range(self.min_x, self.max_x + 1):
            for y in range(self.min_y, self.max_y + 1):
                if (x, y) in self.city.cells:
                    continue
                rect = self.cell_rect((x, y))
                if not exposed.intersects(rect.adjusted(-3, -3, 3, 3)):
                    continue
                if (x, y) in self.lit_cells:
                    painter.setPen(QPen(LIT, 3))
                    painter.setBrush(QColor(46, 160, 67, 50))
                    painter.drawRect(rect.adjusted(2, 2, -2, -2))
                else:
                    painter.setPen(QPen(QColor("#e3d8c4"), 1))
                    painter.setBrush(QColor(200, 190, 170, 60) if self.drop_cells else Qt.NoBrush)
                    painter.drawRect(rect)
        for cell in self.lit_cells & set(self.city.cells):  # swap targets
            painter.setPen(QPen(LIT, 3))
            painter.setBrush(Qt.NoBrush)
            painter.drawRect(self.cell_rect(cell).adjusted(-2, -2, 2, 2))
        painter.setPen(QPen(QColor("#b8a98f"), 1, Qt.DashLine))
        painter.setBrush(QColor("#ece1cc") if not self.table.reserve_lit(self.player) else QColor(46, 160, 67, 45))
        painter.drawRoundedRect(self.reserve_box, 6, 6)
        if not player.reserve:
            painter.setPen(QColor("#6f604c"))
            painter.setFont(font(SMALL, False))
            if self.side:
                painter.save()
                painter.translate(self.reserve_box.center())
                painter.rotate(-90)
                painter.drawText(QRectF(-self.reserve_box.height() / 2, -self.reserve_box.width() / 2,
                                        self.reserve_box.height(), self.reserve_box.width()), Qt.AlignCenter,
                                 tr("new_york", "Reserve"))
                painter.restore()
            else:
                painter.drawText(self.reserve_box.adjusted(8, 0, 0, 0), Qt.AlignLeft | Qt.AlignVCenter, tr("new_york", "Reserve"))
        if self.bought_box.width() > 0:  # buildings bought this turn wait beside the city
            painter.setPen(QPen(QColor(SCORING_GOLD), 2, Qt.DashLine))
            painter.setBrush(QColor("#fff4d2"))
            painter.drawRoundedRect(self.bought_box, 6, 6)

    # Dragging a city tile (to the reserve) or a reserve tile (into the city), or clicking to hold it.
    def mousePressEvent(self, event) -> None:
        self._press = event.scenePos()
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is not None and (event.scenePos() - self._press).manhattanLength() > 6:
            start, self._press = self._press, None
            self.table.start_from_city(self.player, start, event.scenePos(), hold=False)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is not None:
            start, self._press = self._press, None
            self.table.start_from_city(self.player, start, event.scenePos(), hold=True)


def _extent(city) -> tuple[int, int, int, int]:
    xs = [x for x, _ in city.cells]
    ys = [y for _, y in city.cells]
    return min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1


def _rect(rect: QRectF) -> tuple:
    return (round(rect.x(), 2), round(rect.y(), 2), round(rect.width(), 2), round(rect.height(), 2))


def highlight_strips(box: QRectF, radius: float = 9, reach: float = 3) -> list[QRectF]:
    """The turn highlight round a frame `box` (a 4-unit border over the frame's own, rounded by
    `radius`) cut into four strips, each `reach` beyond the line either side: the top and the
    bottom with their corners, the left and the right between them. Together they cover the
    border and leave the frame inside alone."""
    x, y, w, h, r, e = box.x(), box.y(), box.width(), box.height(), radius, reach
    return [QRectF(x - e, y - e, w + 2 * e, r + 2 * e), QRectF(x - e, y + h - r - e, w + 2 * e, r + 2 * e),
            QRectF(x - e, y + r + e, 2 * e, h - 2 * r - 2 * e), QRectF(x + w - e, y + r + e, 2 * e, h - 2 * r - 2 * e)]


def snap_to_pixel(painter, corner: QPointF) -> None:
    """Shift the painter so that `corner` (item coordinates) lands on a whole device pixel, as
    desktop_app.table.sprites.paint_cached places a sprite on an unrotated table."""
    transform = painter.deviceTransform()
    if transform.isRotating() or transform.m11() <= 0 or transform.m22() <= 0:
        return
    at = transform.map(corner)
    painter.translate((round(at.x()) - at.x()) / transform.m11(), (round(at.y()) - at.y()) / transform.m22())
