"""The table's items and geometry: the printed board, the input/lit layer over it, location hexes,
settlements, and a painted panel element. The scene (../scene.py) builds them from the model."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from desktop_app.table.sprites import paint_cached

from ..boards import CELLS, SIZE
from .art import INK, blit_hex, hexagon, paint_emblem, paint_house

R = 20.0                      # hex radius (centre to corner)
W = math.sqrt(3) * R          # hex width
FRAME = 22.0                  # the board's wooden frame (quadrant names are written on it)
BOARD_X, BOARD_Y = FRAME, FRAME
BOARD_W = W * (SIZE + 0.5)
BOARD_H = R * 2 + 1.5 * R * (SIZE - 1)
FRAME_RECT = QRectF(0, 0, BOARD_W + 2 * FRAME, BOARD_H + 2 * FRAME)
PANEL_X = FRAME_RECT.right() + 12
PANEL_W = 262.0
TABLE_RECT = QRectF(-6, -6, PANEL_X + PANEL_W + 12, FRAME_RECT.height() + 12)

LIT = QColor(255, 214, 64)
DIM = QColor(40, 34, 28, 150)  # "hexes you may not use are dimmed" (the first-turn guide): plainly darker
SELECTED = QColor("#f39c12")
SETTLEMENT_SIZE = 12.5


def hex_centre(cell: int) -> QPointF:
    row, col = divmod(cell, SIZE)
    return QPointF(BOARD_X + W * (col + 0.5 * (row & 1)) + W / 2, BOARD_Y + R + 1.5 * R * row)


CENTRES = tuple(hex_centre(cell) for cell in range(CELLS))
HEXES = tuple(hexagon(c, R) for c in CENTRES)
LIT_HEXES = tuple(hexagon(c, R - 2) for c in CENTRES)
HEX_RECTS = tuple(QRectF(c.x() - W / 2, c.y() - R, W, 2 * R) for c in CENTRES)


def hex_polygon(centre: QPointF, radius: float = R):
    return hexagon(centre, radius)


def cell_at(pos: QPointF) -> int | None:
    """The hex under a scene position, or None off the board."""
    row_guess = round((pos.y() - BOARD_Y - R) / (1.5 * R))
    best, best_d = None, R * R
    for row in range(row_guess - 1, row_guess + 2):
        if not 0 <= row < SIZE:
            continue
        col_guess = round((pos.x() - BOARD_X - W / 2) / W - 0.5 * (row & 1))
        for col in range(col_guess - 1, col_guess + 2):
            if 0 <= col < SIZE:
                c = CENTRES[row * SIZE + col]
                d = (c.x() - pos.x()) ** 2 + (c.y() - pos.y()) ** 2
                if d < best_d:
                    best, best_d = row * SIZE + col, d
    return best


def cells_path(cells) -> QPainterPath:
    """The outline of a group of hexes (adjacent ones merge)."""
    path = QPainterPath()
    path.setFillRule(Qt.WindingFill)
    for cell in cells:
        path.addPolygon(HEXES[cell])
        path.closeSubpath()
    return path.simplified()


class TerrainItem(QGraphicsObject):
    """The printed board: the frame and every terrain hex (castles included) from the cached
    textures. It never changes during a game, so the scene keeps it across syncs."""

    def __init__(self, board):
        super().__init__()
        self.board = board
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(-2)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return FRAME_RECT.adjusted(-2, -2, 2, 2)

    def paint(self, painter, option, widget=None) -> None:
        frame = FRAME_RECT.adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor("#3b2a1a"), 2))
        painter.setBrush(QColor("#7a5634"))
        painter.drawRoundedRect(frame, 6, 6)
        painter.setPen(QPen(QColor("#a47a4c"), 1.2))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(frame.adjusted(4, 4, -4, -4), 4, 4)
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor("#4d6a86"))  # the sea around the printed hexes
        painter.drawRect(QRectF(BOARD_X - 3, BOARD_Y - 3, BOARD_W + 6, BOARD_H + 6))
        exposed = option.exposedRect if option is not None else None
        for cell, code in enumerate(self.board.terrain):
            if code != "*" and (exposed is None or exposed.intersects(HEX_RECTS[cell])):
                blit_hex(painter, code, CENTRES[cell], R)


class LocationItem(QGraphicsObject):
    """A location hex: its emblem on the medallion and one gold pip per tile still lying there."""

    def __init__(self, cell: int, kind: str, left: int, tooltip: str = ""):
        super().__init__()
        self.cell, self.kind, self.left = cell, kind, left
        self.setPos(CENTRES[cell])
        self.setZValue(-1)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setToolTip(tooltip)

    def boundingRect(self) -> QRectF:
        return QRectF(-W / 2 - 1, -R - 1, W + 2, 2 * R + 2)

    def set_left(self, left: int, tooltip: str) -> None:
        """Kept across syncs: repainted only when a tile was taken (or given back by undo)."""
        self.setToolTip(tooltip)
        if left != self.left:
            self.left = left
            self.update()

    def paint(self, painter, option, widget=None) -> None:
        paint_cached(painter, ("kingdom_builder", "location", self.kind, self.left), self.boundingRect(), self._paint)

    def _paint(self, painter, rect) -> None:
        blit_hex(painter, "*", QPointF(0, 0), R)
        painter.save()
        if not self.left:
            painter.setOpacity(0.45)  # emptied: the picture stays, faded
        paint_emblem(painter, self.kind, QPointF(0, -1.5), 0.92)
        painter.restore()
        for i in range(2):  # the tiles left: filled pips; taken ones: empty rings
            centre = QPointF(-4.5 + 9 * i, R * 0.66)
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QColor("#e3b93f") if i < self.left else QColor(0, 0, 0, 0))
            painter.drawPolygon(hexagon(centre, 3.6))


class SettlementItem(QGraphicsObject):
    """A settlement on the move (new or moved in the latest sync): an item of its own, so it can
    travel; the others are painted by the BoardItem."""

    def __init__(self, cell: int, colour: QColor, seat: int, size: float = None):
        size = SETTLEMENT_SIZE if size is None else size
        super().__init__()
        self.colour, self.seat, self.size = QColor(colour), seat, size
        self.setPos(CENTRES[cell])
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.NoButton)  # clicks and hovers reach the board underneath

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s, -s * 1.1, 2 * s, 2.1 * s)

    def paint(self, painter, option, widget=None) -> None:
        paint_house(painter, QPointF(0, 0), self.colour, self.seat, self.size)


class BoardItem(QGraphicsObject):
    """The input layer over the board: lit/dimmed targets, the selected hex, the scoring rings of
    the end screen; clicks and drags go to the scene. The scene keeps it across syncs and hands
    it each new look (`show`): only the hexes that changed are repainted in its cached pixmap."""

    def __init__(self, table, state):
        super().__init__()
        self.table, self.state = table, state
        self.lit: frozenset[int] = frozenset()
        self.dimming = False
        self.selected: int | None = None
        self.earned: frozenset[int] = frozenset()
        self.houses: list[tuple[int, QColor, int]] = []  # (hex, colour, seat) of the settlements drawn here
        self.setZValue(0)
        self.setAcceptedMouseButtons(Qt.LeftButton)
        self.setAcceptHoverEvents(True)
        self.setFlag(QGraphicsItem.ItemUsesExtendedStyleOption)  # exposedRect: repaint only what moved
        self._press: QPointF | None = None
        self._press_cell: int | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(BOARD_X - 4, BOARD_Y - 4, BOARD_W + 8, BOARD_H + 8)

    def show(self, state, lit: frozenset, dimming: bool, selected: int | None, earned: frozenset,
             houses: list[tuple[int, QColor, int]]) -> None:
        """The look after a sync; repaints the hexes whose look changed (all of them when the
        dimming comes or goes)."""
        self.state = state
        full = dimming != self.dimming
        changed = set(earned ^ self.earned)
        if dimming:
            changed |= lit ^ self.lit
        if selected != self.selected:
            changed |= {selected, self.selected} - {None}
        before = {cell: (colour, seat) for cell, colour, seat in self.houses}
        after = {cell: (colour, seat) for cell, colour, seat in houses}
        changed |= {cell for cell in before.keys() | after.keys() if before.get(cell) != after.get(cell)}
        self.lit, self.dimming, self.selected, self.earned, self.houses = lit, dimming, selected, earned, houses
        if full:
            self.update()
            return
        for cell in changed:
            self.update(HEX_RECTS[cell].adjusted(-4, -4, 4, 4))  # rings and halos reach past the hex

    def paint(self, painter, option, widget=None) -> None:
        exposed = option.exposedRect
        if self.dimming:  # targets lit, everything else dimmed while a choice is open
            painter.setPen(Qt.NoPen)
            painter.setBrush(DIM)
            lit = self.lit
            for cell in range(CELLS):
                if cell not in lit and exposed.intersects(HEX_RECTS[cell]):
                    painter.drawPolygon(HEXES[cell])
            painter.setBrush(Qt.NoBrush)
            for cell in lit:  # a dark casing under the yellow ring: it shows on desert too
                if not exposed.intersects(HEX_RECTS[cell]):
                    continue
                painter.setPen(QPen(INK, 5))
                painter.drawPolygon(LIT_HEXES[cell])
                painter.setPen(QPen(LIT, 3))
                painter.drawPolygon(LIT_HEXES[cell])
        # The settlements that stand still: painted here, in this item's one cached pixmap (147
        # items of their own cost 1.7 ms per full repaint); those on the move are SettlementItems.
        for cell, colour, seat in self.houses:
            if exposed.intersects(HEX_RECTS[cell]):
                paint_house(painter, CENTRES[cell], colour, seat, SETTLEMENT_SIZE)
        if self.selected is not None:
            painter.setPen(QPen(SELECTED, 4))
            painter.setBrush(Qt.NoBrush)
            painter.drawPolygon(hexagon(CENTRES[self.selected], R - 1))
        for cell in self.earned:
            painter.setPen(QPen(INK, 5))
            painter.setBrush(Qt.NoBrush)
            painter.drawEllipse(CENTRES[cell], R * 0.85, R * 0.85)
            painter.setPen(QPen(QColor("#ffffff"), 3, Qt.DotLine))
            painter.drawEllipse(CENTRES[cell], R * 0.85, R * 0.85)

    # ------------------------------------------------------------ input
    def hoverMoveEvent(self, event) -> None:
        cell = cell_at(event.scenePos())
        self.setToolTip(self.table.describe_hex(cell) if cell is not None else "")

    def mousePressEvent(self, event) -> None:
        self._press = event.scenePos()
        self._press_cell = cell_at(event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None or (event.scenePos() - self._press).manhattanLength() < 6:
            return
        cell = self._press_cell
        self._press = None
        if cell is not None:
            self.table.drag_from_board(cell, event.scenePos())

    def mouseReleaseEvent(self, event) -> None:
        if self._press is not None:
            self._press = None
            cell = cell_at(event.scenePos())
            if cell is not None:
                self.table.click_hex(cell)


class PanelItem(QGraphicsObject):
    """A painted, optionally clickable or draggable panel element (card, tile, button, supply).
    `look` (a hashable) names everything painter_fn paints: its texts as shown, colours, counts,
    highlight. With `sprite`, a picture without text (a terrain card, a tile) is painted once per
    look into a sprite and blitted after; a blitted sprite is resampled, so texts are painted."""

    def __init__(self, rect: QRectF, painter_fn, on_click=None, tooltip: str = "", on_drag=None, look=None,
                 sprite: bool = False):
        super().__init__()
        self.rect, self.painter_fn, self.on_click, self.on_drag = rect, painter_fn, on_click, on_drag
        self.look = look
        self.sprite = sprite and look is not None
        self._tooltip = tooltip  # as given (the scene may escape what it shows)
        self.setToolTip(tooltip)
        self.setAcceptedMouseButtons(Qt.LeftButton if (on_click or on_drag) else Qt.NoButton)
        if on_click or on_drag:
            self.setCursor(Qt.OpenHandCursor if on_drag else Qt.PointingHandCursor)
        self._press: QPointF | None = None

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def rebind(self, painter_fn, on_click, on_drag, tooltip: str) -> None:
        """Kept by the scene for another sync (same look, same place): the new clicks, drag and
        tooltip; the picture stays."""
        interactive = bool(self.on_click or self.on_drag), bool(self.on_drag)
        self.painter_fn, self.on_click, self.on_drag = painter_fn, on_click, on_drag
        if tooltip != self._tooltip:
            self._tooltip = tooltip
            self.setToolTip(tooltip)
        if interactive != (bool(on_click or on_drag), bool(on_drag)):
            self.setAcceptedMouseButtons(Qt.LeftButton if (on_click or on_drag) else Qt.NoButton)
            if on_click or on_drag:
                self.setCursor(Qt.OpenHandCursor if on_drag else Qt.PointingHandCursor)
            else:
                self.unsetCursor()
        self._press = None

    def paint(self, painter, option, widget=None) -> None:
        if not self.sprite:
            self.painter_fn(painter, self.rect)
        else:
            paint_cached(painter, ("kingdom_builder", "panel", self.look), self.boundingRect(),
                         lambda inner, _: self.painter_fn(inner, self.rect))

    def mousePressEvent(self, event) -> None:
        self._press = event.scenePos()
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:
        # The second press of a double click is not a second click: on a tile it put the tile
        # back at once ("lit nothing, then put back", issue 13 finding 11).
        self._press = None
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is not None and self.on_drag and (event.scenePos() - self._press).manhattanLength() > 6:
            self._press = None
            self.on_drag(event.scenePos(), False)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is None:
            return
        self._press = None
        if self.on_drag:
            self.on_drag(event.scenePos(), True)
        elif self.on_click and self.rect.contains(event.pos()):
            self.on_click()


class Anchor(QGraphicsItem):
    """An invisible, empty item that keeps a settlement's key at its hex while the BoardItem paints
    it, so that when the settlement moves later its travel starts from here."""

    def __init__(self, cell: int):
        super().__init__()
        self.cell = cell
        self.setPos(CENTRES[cell])
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, 2, 2)

    def paint(self, painter, option, widget=None) -> None:
        pass
