"""Copenhagen's table items: cards, facade tiles (supply and built), ability tiles, houses, the
score track and the quay. Geometry in scene units; the scene lays them out."""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject

from desktop_app.table.items import Clickable
from desktop_app.table.seats import is_light
from desktop_app.table.sprites import paint_cached
from desktop_app.table.text import fill
from ..components import ABILITY_NAMES, ABILITY_RULES, COAT_CELLS, COAT_ROWS, COLS, ROWS, SHAPES, WINNING_SCORE
from .art import (
    CREAM, FACADE, INK, PLASTER, cobbles, font, gable_path, paint_ability_tile, paint_card_back,
    paint_card_blank, paint_card_face, paint_cell, shield, waves,
)

translate = QCoreApplication.translate  # context "copenhagen" throughout

CELL = 30                      # a house space
CARD_W, CARD_H = 64, 92        # a harbour / hand card
BACK_W, BACK_H = 22, 32        # a card back in a house's hand fan
HOUSE_W, HOUSE_H = 200, 416
GRID_X, GRID_Y = 10, 64        # the house grid's top-left inside its item
SUPPLY_CELL = 16


def cached(painter, item, look: tuple) -> None:
    """Paint the item's picture (its paint_look) through a sprite over its bounding rect: `look`
    names everything paint_look draws, translated texts included (a new language paints anew)."""
    paint_cached(painter, (type(item).__name__,) + look, item.boundingRect(),
                 lambda inner, _rect: item.paint_look(inner))


def colour_letter(colour: str) -> str:
    """The letter printed on a card of this colour, in the player's language (greyscale-readable)."""
    return {
        "red": translate("copenhagen", "R", "letter on red cards"),
        "yellow": translate("copenhagen", "Y", "letter on yellow cards"),
        "green": translate("copenhagen", "G", "letter on green cards"),
        "blue": translate("copenhagen", "B", "letter on blue cards"),
        "purple": translate("copenhagen", "P", "letter on purple cards"),
        "white": translate("copenhagen", "W", "letter on white tiles"),
    }.get(colour, "?")


def contrast(colour: QColor) -> QColor:
    """Ink or cream, whichever reads on this colour (by perceived luminance: cyan takes ink)."""
    return INK if is_light(colour) else CREAM


def shape_path(cells, cell: float = CELL) -> QPainterPath:
    """Outline of a shape given as (x, y, brick) cells, y up, drawn with y down."""
    height = max(y for _, y, _ in cells) + 1
    path = QPainterPath()
    for x, y, _ in cells:
        path.addRect(QRectF(x * cell, (height - 1 - y) * cell, cell, cell))
    return path.simplified()


def paint_shape(painter, cells, colour: str, cell: float) -> None:
    """A facade tile of (x, y, brick) cells: its spaces, then one outline round the whole tile."""
    height = max(y for _, y, _ in cells) + 1
    for x, y, brick in cells:
        paint_cell(painter, QRectF(x * cell, (height - 1 - y) * cell, cell, cell), colour, brick)
    painter.setPen(QPen(INK, max(1.2, cell / 14)))
    painter.setBrush(Qt.NoBrush)
    painter.drawPath(shape_path(cells, cell))


class CardItem(Clickable):
    """A facade card face up, an empty harbour space (colour None), or the supply's back ("back")."""

    def __init__(self, colour: str | None, pos: QPointF, on_click=None, tooltip: str = "", label: str = "",
                 size: tuple[float, float] = (CARD_W, CARD_H)):
        super().__init__(QRectF(0, 0, *size), on_click, tooltip)
        self.colour = colour
        self.label = label
        self.slot: int | None = None  # harbour space, for harbour cards
        self.setPos(pos)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 5, 6)

    def look(self) -> tuple:
        if self.colour in FACADE:
            text = colour_letter(self.colour)
        elif self.colour == "end":
            text = translate("copenhagen", "End", "on the End-of-Game card")
        else:
            text = self.label
        return (self.colour, text, self.dim, self.rect.width(), self.rect.height())

    def paint(self, painter, option, widget=None) -> None:
        cached(painter, self, self.look())
        if self.colour is not None:
            self.paint_frame(painter)

    def paint_look(self, painter) -> None:
        if self.colour is None:
            painter.setPen(QPen(QColor("#8f826b"), 1.5, Qt.DashLine))
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.drawRoundedRect(self.rect, 7, 7)
            return
        if self.colour in FACADE:
            paint_card_face(painter, self.rect, self.colour, colour_letter(self.colour))
        elif self.colour == "back":
            for i in (2, 1):  # a stack
                paint_card_blank(painter, self.rect.translated(-i * 2, -i * 2))
            paint_card_back(painter, self.rect)
            if self.label:
                badge = QRectF(self.rect.left() + 10, self.rect.bottom() - 30, self.rect.width() - 20, 22)
                painter.setPen(QPen(INK, 1))
                painter.setBrush(CREAM)
                painter.drawRoundedRect(badge, 6, 6)
                painter.setFont(font(15))
                painter.drawText(badge, Qt.AlignCenter, self.label)
        else:  # the End card
            paint_card_blank(painter, self.rect)
            inner = self.rect.adjusted(5, 5, -5, -5)
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor("#7a2e2a"))
            painter.drawRoundedRect(inner, 5, 5)
            painter.setPen(QPen(QColor("#e8c547"), 2))
            painter.setBrush(Qt.NoBrush)
            painter.drawEllipse(QPointF(inner.center().x(), inner.top() + 26), 16, 16)
            painter.setPen(QColor("#f5e9d6"))
            painter.setFont(font(14))
            painter.drawText(QRectF(inner.left(), inner.top() + 10, inner.width(), 32), Qt.AlignCenter,
                             translate("copenhagen", "End", "on the End-of-Game card"))
        if self.dim:
            painter.setBrush(QColor(233, 223, 207, 150))
            painter.setPen(Qt.NoPen)
            painter.drawRoundedRect(self.rect, 7, 7)


class TileItem(Clickable):
    """A facade tile kind in the supply, with how many are left; press to drag, click to hold."""

    def __init__(self, scene, kind, left: int, pos: QPointF, cell: float = SUPPLY_CELL):
        colour, size = kind
        shape = SHAPES[kind]
        width = max(x for x, _, _ in shape) + 1
        height = max(y for _, y, _ in shape) + 1
        super().__init__(QRectF(0, 0, width * cell, height * cell), None,
                         fill(translate("copenhagen", "Facade tile, {colour}, %n spaces; {left} left.\n"
                                        "Drag it onto your house (R or wheel: rotate, F or right-click: flip), "
                                        "or click to pick it up.", None, size),
                              colour=translate("copenhagen", colour), left=left))
        self.table = scene
        self.kind, self.left, self.cell, self.tile_cells = kind, left, cell, shape
        self.setPos(pos)
        self.setAcceptedMouseButtons(Qt.LeftButton)
        self.setCursor(Qt.OpenHandCursor if left else Qt.ForbiddenCursor)
        self._press = None

    def badge_rect(self) -> QRectF:
        """The count beside the tile's top right, clear of its art (the supply's columns leave room)."""
        return QRectF(self.rect.right() + 2, self.rect.top(), 19, 18)

    def look(self) -> tuple:
        return (self.kind, self.left, self.cell, self.dim)

    def paint(self, painter, option, widget=None) -> None:
        cached(painter, self, self.look())
        self.paint_frame(painter)

    def paint_look(self, painter) -> None:
        painter.setOpacity(1.0 if self.left else 0.3)
        paint_shape(painter, self.tile_cells, self.kind[0], self.cell)
        painter.setOpacity(1.0)
        if self.dim and self.left:  # the player cannot pay for it now: veiled and crossed out
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor(233, 223, 207, 170))
            painter.drawPath(shape_path(self.tile_cells, self.cell))
            painter.setPen(QPen(QColor("#7a2e2a"), 2, Qt.SolidLine, Qt.RoundCap))
            painter.drawLine(self.rect.topLeft() + QPointF(3, 3), self.rect.bottomRight() - QPointF(3, 3))
        badge = self.badge_rect()
        painter.setPen(QPen(INK, 1))
        painter.setBrush(CREAM if self.left else QColor("#cfc6b6"))
        painter.drawRoundedRect(badge, 8, 8)
        painter.setFont(font(14))
        painter.drawText(badge, Qt.AlignCenter, str(self.left))

    def boundingRect(self) -> QRectF:
        return self.rect.united(self.badge_rect()).adjusted(-4, -4, 4, 4)

    def mousePressEvent(self, event) -> None:
        self._press = event.scenePos()
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is not None and (event.scenePos() - self._press).manhattanLength() > 6 and self.left:
            self._press = None
            self.table.start_tile_drag(self.kind, event.scenePos(), hold=False)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is not None and self.left:
            self.table.start_tile_drag(self.kind, event.scenePos(), hold=True)
        self._press = None


def _cell_rect(row: int, col: int) -> QRectF:
    return QRectF(GRID_X + col * CELL, GRID_Y + (ROWS - 1 - row) * CELL, CELL, CELL)


@lru_cache(maxsize=4096)
def _tile_geometry(colour: str, cells: tuple, brick):
    """A built tile's spaces (rect in the tile, brick?), outline, corner on the house, box and look
    (the same for every tile on these spaces: computed once; nobody changes them)."""
    rects = [_cell_rect(r, c) for r, c in cells]
    box = rects[0]
    for rect in rects[1:]:
        box = box.united(rect)
    spaces = tuple((r.translated(-box.topLeft()), cell == brick) for r, cell in zip(rects, cells))
    path = QPainterPath()
    for rect, _ in spaces:
        path.addRect(rect)
    look = (colour, tuple((r.x(), r.y(), r.width(), r.height(), b) for r, b in spaces))
    return spaces, path.simplified(), box.topLeft(), QRectF(0, 0, box.width(), box.height()), look


class BuiltTile(QGraphicsObject):
    """A facade tile built on a house: its own item, so a computer's build can fly in from the supply."""

    def __init__(self, house: "HouseItem", colour: str, cells, brick):
        super().__init__()
        self.colour = colour
        self._rects, self.outline, corner, self._box, self._look = _tile_geometry(colour, tuple(map(tuple, cells)),
                                                                                  tuple(brick) if brick else None)
        self._house_pos = house.pos()
        self.setPos(house.pos() + corner)
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-2, -2, 2, 2)

    def paint_at(self, painter) -> None:
        """Paint in the house's coordinates (where this tile stands on it)."""
        painter.save()
        painter.translate(self.pos() - self._house_pos)
        self.paint(painter, None)
        painter.restore()

    def look(self) -> tuple:
        return self._look

    def paint(self, painter, option, widget=None) -> None:
        cached(painter, self, self.look())

    def paint_look(self, painter) -> None:
        for rect, brick in self._rects:
            paint_cell(painter, rect, self.colour, brick)
        painter.setPen(QPen(INK, 2))
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(self.outline)


class AbilityItem(Clickable):
    """An ability tile: named (icon and name) in the viewer's row, or a bare icon elsewhere."""

    def __init__(self, name: str, active: bool, pos: QPointF, on_click=None, extra: str = "",
                 size: tuple[float, float] = (104, 80), named: bool = True, count: int | None = None):
        template = (translate("copenhagen", "{ability} (active): {rule}") if active
                    else translate("copenhagen", "{ability} (used): {rule}"))
        super().__init__(QRectF(0, 0, *size), on_click,
                         fill(template, ability=translate("copenhagen", ABILITY_NAMES[name]),
                              rule=translate("copenhagen", ABILITY_RULES[name])) + extra)
        self.name, self.active, self.named, self.count = name, active, named, count
        self.setPos(pos)

    def badge_rect(self) -> QRectF:
        """The supply's count, over the tile's top edge and clear of its art."""
        return QRectF(self.rect.center().x() - 11, self.rect.top() - 20, 22, 18)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -22 if self.count is not None else -10, 10, 6)

    def look(self) -> tuple:
        name = translate("copenhagen", ABILITY_NAMES[self.name]) if self.named else None
        return (self.name, self.active, name, self.count, self.dim, self.rect.width(), self.rect.height())

    def paint(self, painter, option, widget=None) -> None:
        cached(painter, self, self.look())
        self.paint_frame(painter)

    def paint_look(self, painter) -> None:
        icon = QRectF(0, 0, self.rect.width(), 42) if self.named else None
        paint_ability_tile(painter, self.rect, self.name, self.active, icon)
        if self.named:  # the name under the icon, on a plate that stays readable on a used tile
            text_rect = QRectF(3, 40, self.rect.width() - 6, self.rect.height() - 43)
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor(255, 250, 240, 235) if not self.active else Qt.NoBrush)
            painter.drawRoundedRect(text_rect, 4, 4)
            painter.setPen(INK)
            painter.setFont(font(13))
            painter.drawText(text_rect, Qt.AlignCenter | Qt.TextWordWrap,
                             translate("copenhagen", ABILITY_NAMES[self.name]))
        if self.count is not None:
            badge = self.badge_rect()
            painter.setPen(QPen(INK, 1))
            painter.setBrush(CREAM)
            painter.drawRoundedRect(badge, 8, 8)
            painter.setFont(font(14))
            painter.drawText(badge, Qt.AlignCenter, str(self.count))
        if self.dim:
            painter.setBrush(QColor(233, 223, 207, 150))
            painter.setPen(Qt.NoPen)
            painter.drawRoundedRect(self.rect, 6, 6)


class ButtonItem(Clickable):
    def __init__(self, text: str, pos: QPointF, on_click, width: float = 170):
        super().__init__(QRectF(0, 0, width, 34), on_click, text)
        self.text = text
        self.setPos(pos)

    def look(self) -> tuple:
        return (self.text, self.rect.width())

    def paint(self, painter, option, widget=None) -> None:
        cached(painter, self, self.look())

    def paint_look(self, painter) -> None:
        painter.setPen(QPen(QColor("#7a5c3a"), 1.5))
        painter.setBrush(QColor("#fbeed3"))
        painter.drawRoundedRect(self.rect, 8, 8)
        painter.setPen(INK)
        painter.setFont(font(15))
        painter.drawText(self.rect, Qt.AlignCenter, self.text)


PLATE = QRectF(2, 0, HOUSE_W - 4, 24)  # a house's name plate, in house coordinates


def paint_plate(painter, name: str, colour: QColor, current: bool) -> None:
    """The name plate in the seat's colour; the player on turn gets a thick frame and a pointer."""
    painter.setPen(QPen(colour.darker(140), 1))
    painter.setBrush(colour)
    painter.drawRoundedRect(PLATE, 6, 6)
    text = contrast(colour)
    painter.setPen(text)
    painter.setFont(font(15))
    painter.drawText(PLATE.adjusted(8 + (16 if current else 0), 0, -6, 0), Qt.AlignLeft | Qt.AlignVCenter, name)
    if current:
        painter.setBrush(text)
        painter.setPen(Qt.NoPen)
        painter.drawPolygon(QPolygonF([QPointF(8, 6), QPointF(18, 12), QPointF(8, 18)]))
        painter.setPen(QPen(INK, 3))  # a bold frame round the plate (cheaper than round the house)
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(PLATE.adjusted(-1.5, -1.5, 1.5, 1.5), 7, 7)


class NamePlate(Clickable):
    """A house's name plate as an item of its own: the turn passing repaints only the plates."""

    def __init__(self, name: str, colour: QColor, current: bool, pos: QPointF, tooltip: str = ""):
        super().__init__(QRectF(PLATE), None, tooltip)
        self.name, self.colour, self.current = name, QColor(colour), current
        self.setPos(pos)

    def look(self) -> tuple:
        return (self.name, self.colour.name(), self.current)

    def paint(self, painter, option, widget=None) -> None:
        cached(painter, self, self.look())

    def paint_look(self, painter) -> None:
        paint_plate(painter, self.name, self.colour, self.current)


class HouseItem(Clickable):
    """A player's 5×9 house front under a stepped gable, with its coats of arms; the built tiles,
    the hand's card backs and the ability tiles are items of their own on top."""

    def __init__(self, board, name: str, colour: QColor, score: int, pos: QPointF, current: bool,
                 own_tiles: bool = True, plate: bool = True):
        super().__init__(QRectF(0, 0, HOUSE_W, HOUSE_H))
        # A copy: the model's board changes in place, the picture must not change with it.
        self.board, self.name, self.colour, self.score, self.current = board.copy(), name, colour, score, current
        self.own_tiles = own_tiles  # standalone (the rules viewer's picture): paint the built tiles too
        self.plate = plate  # False: the table shows the name plate as a NamePlate of its own
        shields = tuple(sorted(cell for cell in COAT_CELLS if not board.filled(*cell)))
        self._look = ((name, self.colour.name(), current) if plate else (), shields,
                      tuple(board.tiles) if own_tiles else ())
        self.setPos(pos)
        self.setToolTip(fill(translate("copenhagen", "{name}: points {score}, empty spaces {empty}, cards in hand {cards}"),
                             name=name, score=score, empty=board.empty_cells(), cards=board.hand_size()))

    def cell_rect(self, row: int, col: int) -> QRectF:
        return _cell_rect(row, col)

    def grid_origin(self) -> QPointF:
        return QPointF(GRID_X, GRID_Y)

    def abilities_origin(self) -> QPointF:
        """Where this house's ability tiles lie (a row under the ground), in house coordinates."""
        return QPointF(6, GRID_Y + ROWS * CELL + 12)

    def hand_origin(self) -> QPointF:
        """Where the hand's card backs fan out (under the ability tiles)."""
        return QPointF(6, GRID_Y + ROWS * CELL + 44)

    def look(self) -> tuple:
        return self._look

    def paint(self, painter, option, widget=None) -> None:
        cached(painter, self, self._look)

    def paint_look(self, painter) -> None:
        grid = QRectF(GRID_X, GRID_Y, COLS * CELL, ROWS * CELL)
        if self.plate:
            paint_plate(painter, self.name, self.colour, self.current)
        # Gable and wall.
        wall = gable_path(grid.left(), grid.right(), grid.top(), 12)
        wall.addRect(grid)
        painter.setPen(QPen(QColor("#8b7b63"), 1.5))
        painter.setBrush(PLASTER)
        painter.drawPath(wall.simplified())
        painter.setPen(QPen(QColor("#8b7b63"), 1))
        painter.setBrush(QColor("#cfe6f2"))
        painter.drawEllipse(QPointF(grid.center().x(), grid.top() - 18), 7, 7)
        painter.setPen(QPen(QColor("#d9ccb4"), 1))
        painter.setBrush(Qt.NoBrush)
        for row in range(ROWS):
            for col in range(COLS):
                painter.drawRect(self.cell_rect(row, col))
        for row, col in COAT_CELLS:
            if not self.board.filled(row, col):
                shield(painter, self.cell_rect(row, col).center(), 9)
        for row in COAT_ROWS:
            rect = self.cell_rect(row, COLS - 1)
            shield(painter, QPointF(rect.right() + 15, rect.center().y()), 8)
        if self.own_tiles:
            for colour, cells, brick in self.board.tiles:
                BuiltTile(self, colour, cells, brick).paint_at(painter)
        ground = grid.bottom()
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor("#8d7a5e"))
        painter.drawRect(QRectF(0, ground, HOUSE_W, 7))

    def boundingRect(self) -> QRectF:
        # The wall only: the ability tiles and card backs below are items of their own, and a
        # smaller pixmap keeps a full repaint cheap at 2560x1440.
        return QRectF(-4, -4, HOUSE_W + 8, GRID_Y + ROWS * CELL + 12)


class ScoreTrack(Clickable):
    """The score track: 13 stepping stones in two rows (0-6 out, 7-12 back), 12 the golden goal."""

    # Each stone has its number at the top and room for four markers in a square under it,
    # so no marker ever covers a number (issue 22, finding 24).
    STONE_W, STONE_H, STEP, GAP = 54, 56, 59, 8

    def __init__(self, pos: QPointF):
        super().__init__(QRectF(0, 0, 7 * self.STEP, 2 * self.STONE_H + self.GAP))
        self.setPos(pos)
        self.setToolTip(translate("copenhagen", "Score track: the first to 12 points wins at once."))

    def stone_rect(self, value: int) -> QRectF:
        if value <= 6:
            return QRectF(value * self.STEP, 0, self.STONE_W, self.STONE_H)
        if value == WINNING_SCORE:
            return QRectF(0, self.STONE_H + self.GAP, self.STONE_W + self.STEP, self.STONE_H)
        return QRectF((13 - value) * self.STEP, self.STONE_H + self.GAP, self.STONE_W, self.STONE_H)

    def number_rect(self, value: int) -> QRectF:
        rect = self.stone_rect(value)
        return QRectF(rect.left(), rect.top() + 1, rect.width(), 18)

    def look(self) -> tuple:
        return ()

    def paint(self, painter, option, widget=None) -> None:
        cached(painter, self, ())

    def paint_look(self, painter) -> None:
        path = QPainterPath(self.stone_rect(0).center())  # the path the markers walk
        for value in range(1, WINNING_SCORE + 1):
            path.lineTo(self.stone_rect(value).center())
        painter.setPen(QPen(QColor("#b7a583"), 10, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(path)
        for value in range(WINNING_SCORE + 1):
            rect = self.stone_rect(value)
            goal = value == WINNING_SCORE
            painter.setPen(QPen(QColor("#8a7654"), 1.5))
            painter.setBrush(QColor("#efd48a") if goal else QColor("#ebe2d2"))
            painter.drawRoundedRect(rect, 12, 12)
            painter.setPen(QColor("#7d6a4a") if not goal else QColor("#8a6d1f"))
            painter.setFont(font(17))
            painter.drawText(self.number_rect(value), Qt.AlignCenter, str(value))

    def marker_centre(self, player: int, score: int) -> QPointF:
        """Seat 1 and 2 side by side under the number, 3 and 4 below them."""
        rect = self.stone_rect(min(score, WINNING_SCORE))
        return QPointF(rect.center().x() + (-10 if player % 2 == 0 else 10),
                       rect.top() + (28 if player < 2 else 47))


class ScoreMarker(QGraphicsObject):
    """A player's marker on the score track, in the seat's colour with the player's initial."""

    R = 9

    def __init__(self, colour: QColor, initial: str, centre: QPointF):
        super().__init__()
        self.colour, self.initial = QColor(colour), initial
        self.setPos(centre - QPointF(self.R, self.R))
        self.setZValue(3)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, 2 * self.R + 4, 2 * self.R + 4)

    def look(self) -> tuple:
        return (self.colour.name(), self.initial)

    def paint(self, painter, option, widget=None) -> None:
        cached(painter, self, self.look())

    def paint_look(self, painter) -> None:
        box = QRectF(0, 0, 2 * self.R, 2 * self.R)
        text = contrast(self.colour)
        painter.setPen(QPen(INK if text == CREAM else CREAM, 2))
        painter.setBrush(self.colour)
        painter.drawEllipse(box)
        painter.setPen(text)
        painter.setFont(font(13))
        painter.drawText(box, Qt.AlignCenter, self.initial)


class Quay(QGraphicsObject):
    """The harbour: water behind, a stone edge, the quay where the cards lie."""

    def __init__(self, rect: QRectF, water: float):
        super().__init__()
        self._rect, self._water = rect, water
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect

    def look(self) -> tuple:
        return (self._rect.getRect(), self._water)

    def paint(self, painter, option, widget=None) -> None:
        cached(painter, self, self.look())

    def paint_look(self, painter) -> None:
        r = self._rect
        waves(painter, QRectF(r.left(), r.top(), r.width(), self._water))
        cobbles(painter, QRectF(r.left(), r.top() + self._water + 8, r.width(), r.height() - self._water - 8))
        painter.setPen(QPen(QColor("#6f6452"), 1))
        painter.setBrush(QColor("#9c907b"))
        edge = QRectF(r.left(), r.top() + self._water, r.width(), 8)
        painter.drawRect(edge)
        x = r.left() + 18
        while x < r.right() - 10:  # bollards along the edge
            painter.setBrush(QColor("#4b4237"))
            painter.drawRoundedRect(QRectF(x - 5, edge.top() - 6, 10, 12), 4, 4)
            x += 140


class Callout(QGraphicsObject):
    """A short word on the table where it happened: a refused drop's reason at the drop point,
    or a scoring announced over the house that scored. The scene removes it after a moment."""

    TONES = {"refusal": (QColor("#fdecea"), QColor("#a33a2f")), "score": (QColor("#fff4cf"), QColor("#8a6d1f"))}

    def __init__(self, text: str, centre: QPointF, tone: str = "refusal", width: float = 260):
        super().__init__()
        self.text, self.tone = text, tone
        metrics = QFontMetricsF(font(15))
        bound = metrics.boundingRect(QRectF(0, 0, width - 20, 400), int(Qt.AlignCenter | Qt.TextWordWrap), text)
        self._box = QRectF(0, 0, min(width, bound.width() + 22), bound.height() + 14)
        self.setPos(centre - self._box.center())
        self.setZValue(70)  # over the pieces and the last-move marks
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-3, -3, 4, 5)

    def paint(self, painter, option, widget=None) -> None:
        fill_colour, edge = self.TONES[self.tone]
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawRoundedRect(self._box.translated(1.5, 2.5), 8, 8)
        painter.setPen(QPen(edge, 2))
        painter.setBrush(fill_colour)
        painter.drawRoundedRect(self._box, 8, 8)
        painter.setPen(INK)
        painter.setFont(font(15))
        painter.drawText(self._box.adjusted(10, 6, -10, -6), Qt.AlignCenter | Qt.TextWordWrap, self.text)
