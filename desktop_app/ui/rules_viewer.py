"""The rules viewer: each game's rules, written by us, in the player's language, with pictures.

The texts are Markdown files in `resources/rules/<game>.<language>.md` (and `tarsas.<language>.md`
for the general "How to play in Tarsas"). A text shows a picture with `![caption](tarsas:<name>)`;
the viewer draws every such picture at run time with the app's own painters (Copenhagen's cells,
cards and ability tiles; the other games' art where their scene modules offer it, else simple
diagrams drawn here) and hands it to the document with `QTextDocument.addResource`.
"""
from __future__ import annotations

import math
import re
import sys
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QUrl
from PySide6.QtGui import QGuiApplication, QBrush, QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPolygonF, QTextCursor, QTextDocument
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout

from .i18n import LANGUAGES, chosen_language

GENERAL = "tarsas"  # the id of the general "How to play in Tarsas" text
PICTURE = re.compile(r"tarsas:([A-Za-z0-9_/-]+)")
PAPER = QColor("#fbf6ea")
INK = QColor("#2d2a26")


def rules_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)  # inside a PyInstaller bundle
    root = Path(frozen) if frozen else Path(__file__).resolve().parents[2]
    return root / "resources" / "rules"


def rules_file(game_id: str, language: str) -> Path:
    return rules_dir() / f"{game_id}.{language}.md"


def languages_for(game_id: str) -> list[str]:
    """The languages a game's rules are written in, in LANGUAGES order."""
    return [code for code in LANGUAGES if rules_file(game_id, code).exists()]


def rules_text(game_id: str, language: str | None = None) -> tuple[str, str]:
    """(language actually used, Markdown text): the chosen language, else English."""
    language = language or chosen_language()
    for code in (language, "en"):
        path = rules_file(game_id, code)
        if path.exists():
            return code, path.read_text(encoding="utf-8")
    return "en", ""


def picture_names(text: str) -> list[str]:
    return list(dict.fromkeys(PICTURE.findall(text)))


# ---------------------------------------------------------------------------------------- pictures
PICTURES: dict[str, Callable[[], QImage]] = {}


def picture(name: str):
    def register(function):
        PICTURES[name] = function
        return function
    return register


def render_picture(name: str) -> QImage | None:
    """Draw a named picture; None when the name is unknown or its painter failed."""
    maker = PICTURES.get(name)
    if maker is None:
        return None
    try:
        image = maker()
    except Exception as error:  # a picture must never take the rules down with it
        print(f"rules picture {name!r} failed: {type(error).__name__}: {error}", file=sys.stderr)
        return None
    return None if image is None or image.isNull() else image


class Canvas:
    """A QImage on paper and its painter: `with Canvas(w, h) as (image, painter): ...`."""

    SCALE = 2  # drawn at twice the size, so the pictures stay sharp on high-density screens

    def __init__(self, width: int, height: int, background: QColor = PAPER):
        self.image = QImage(width * self.SCALE, height * self.SCALE, QImage.Format_ARGB32_Premultiplied)
        self.image.setDevicePixelRatio(self.SCALE)
        self.image.fill(background)
        self.painter = QPainter()

    def __enter__(self):
        self.painter.begin(self.image)
        self.painter.setRenderHint(QPainter.Antialiasing)
        self.painter.setRenderHint(QPainter.TextAntialiasing)
        return self.image, self.painter

    def __exit__(self, *exc) -> None:
        self.painter.end()


def _font(pixels: int, bold: bool = False) -> QFont:
    font = QFont("Sans")
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


def _mark(painter: QPainter, centre: QPointF, legal: bool, r: float = 9) -> None:
    """A green tick or a red cross in a disc (shape as well as colour)."""
    painter.setPen(QPen(QColor("#ffffff"), 2.2, Qt.SolidLine, Qt.RoundCap))
    painter.setBrush(QColor(46, 160, 67) if legal else QColor(200, 40, 40))
    painter.drawEllipse(centre, r, r)
    if legal:
        painter.drawPolyline(QPolygonF([centre + QPointF(-r * 0.45, 0), centre + QPointF(-r * 0.1, r * 0.4),
                                        centre + QPointF(r * 0.5, -r * 0.4)]))
    else:
        d = r * 0.4
        painter.drawLine(centre + QPointF(-d, -d), centre + QPointF(d, d))
        painter.drawLine(centre + QPointF(-d, d), centre + QPointF(d, -d))


# ---- Copenhagen: the table's own painters
@picture("copenhagen/cards")
def _copenhagen_cards() -> QImage:
    from desktop_app.games.copenhagen.components import COLOURS
    from desktop_app.games.copenhagen.scene import CARD_H, CARD_W, CardItem

    with Canvas(len(COLOURS) * (CARD_W + 10) + 10, CARD_H + 16) as (image, painter):
        for i, colour in enumerate(COLOURS):
            card = CardItem(colour, QPointF(0, 0))
            painter.save()
            painter.translate(10 + i * (CARD_W + 10), 6)
            card.paint(painter, None)
            painter.restore()
    return image


@picture("copenhagen/tiles")
def _copenhagen_tiles() -> QImage:
    from desktop_app.games.copenhagen.components import COLOURS, SHAPES, WHITE
    from desktop_app.games.copenhagen.scene import paint_cell

    cell, column = 16, 100
    with Canvas(4 * column + 60, len(COLOURS) * 60 + 10) as (image, painter):
        for row, colour in enumerate(COLOURS):
            for col, size in enumerate((2, 3, 4, 5)):
                shape = SHAPES[(colour, size)]
                height = max(y for _, y, _ in shape) + 1
                x0, y0 = 10 + col * column, 8 + row * 60 + (3 - height) * cell / 2
                for x, y, brick in shape:
                    paint_cell(painter, QRectF(x0 + x * cell, y0 + (height - 1 - y) * cell, cell, cell), colour, brick)
        paint_cell(painter, QRectF(10 + 4 * column, 8 + 60 * 2, cell, cell), WHITE, False)
    return image


@picture("copenhagen/house")
def _copenhagen_house() -> QImage:
    from desktop_app.games.copenhagen.rules import PlayerBoard
    from desktop_app.games.copenhagen.scene import CELL, HouseItem, shape_path
    from desktop_app.games.copenhagen.components import SHAPES, transform

    board = PlayerBoard()
    board.place("red", ((0, 0), (0, 1), (1, 0), (1, 1)), (0, 0))
    board.place("green", ((0, 2), (0, 3), (0, 4)), (0, 4))
    board.place("blue", ((1, 2), (1, 3), (2, 3)), (1, 2))
    board.place("white", ((1, 4),), None)
    house = HouseItem(board, "Anna", QColor("#d35400"), 1, QPointF(0, 0), True)
    width = int(house.rect.width()) + 16
    with Canvas(width, int(house.rect.height()) + 16) as (image, painter):
        painter.save()
        painter.translate(8, 8)
        house.paint(painter, None)
        # Two ghosts beside the house: one green (may be built), one red (would float).
        good = shape_path(transform(SHAPES[("yellow", 3)], 0, False), CELL)
        origin = house.cell_rect(3, 0).topLeft()
        painter.setPen(QPen(QColor(46, 160, 67).darker(150), 3))
        painter.setBrush(QColor(46, 160, 67, 150))
        painter.drawPath(good.translated(origin))
        _mark(painter, origin + QPointF(-2, -6), True)
        bad = shape_path(transform(SHAPES[("purple", 3)], 0, False), CELL)
        origin = house.cell_rect(6, 1).topLeft()
        painter.setPen(QPen(QColor(200, 40, 40).darker(150), 3))
        painter.setBrush(QColor(200, 40, 40, 150))
        painter.drawPath(bad.translated(origin))
        _mark(painter, origin + QPointF(-2, -6), False)
        painter.restore()
    return image


@picture("copenhagen/abilities")
def _copenhagen_abilities() -> QImage:
    from desktop_app.games.copenhagen.components import ABILITIES
    from desktop_app.games.copenhagen.scene import AbilityItem

    with Canvas(len(ABILITIES) * 112 + 120, 96) as (image, painter):
        for i, name in enumerate(ABILITIES):
            item = AbilityItem(name, True, QPointF(0, 0))
            painter.save()
            painter.translate(8 + i * 112, 8)
            item.paint(painter, None)
            painter.restore()
        used = AbilityItem(ABILITIES[0], False, QPointF(0, 0))
        painter.save()
        painter.translate(16 + len(ABILITIES) * 112, 8)
        used.paint(painter, None)
        painter.restore()
    return image


# ---- Kingdom Builder: hexes (the game's own colours when its table module is present)
_TERRAIN = {"G": "#a5d46a", "C": "#c9804f", "D": "#efd98c", "F": "#e2a6d9", "T": "#3f8040",
            "W": "#5ea6d6", "M": "#8e8a86", "K": "#d8d2c4", "*": "#f6edd9"}
_TERRAIN_LETTER = {"G": "G", "C": "C", "D": "D", "F": "F", "T": "T", "W": "≈", "M": "▲", "K": "♜", "*": "✦"}


def _kb_art():
    """(fill colours, hatches, letters, paint_house or None) from the game's table if present."""
    try:
        from desktop_app.games.kingdom_builder import scene as kb
        fills = {k: QColor(v) for k, v in kb.TERRAIN_FILL.items()}
        # The letters the table prints, in the current language (Hungarian "Z" for grass, ...).
        letter = getattr(kb, "terrain_letter", None) or kb.TERRAIN_LETTER.get
        letters = {k: letter(k) or _TERRAIN_LETTER[k] for k in _TERRAIN_LETTER}
        return fills, dict(kb.TERRAIN_HATCH), letters, kb.paint_house
    except Exception:
        return {k: QColor(v) for k, v in _TERRAIN.items()}, {}, dict(_TERRAIN_LETTER), None


def _hexagon(centre: QPointF, r: float) -> QPolygonF:
    return QPolygonF([QPointF(centre.x() + r * math.cos(math.radians(60 * i - 30)),
                              centre.y() + r * math.sin(math.radians(60 * i - 30))) for i in range(6)])


def _paint_hex(painter, centre: QPointF, r: float, terrain: str, art) -> None:
    fills, hatches, letters, _ = art
    fill = fills[terrain]
    painter.setPen(QPen(QColor("#6b5a45"), 1.2))
    painter.setBrush(fill)
    painter.drawPolygon(_hexagon(centre, r))
    hatch = hatches.get(terrain)
    if hatch not in (None, Qt.NoBrush):
        painter.setBrush(QBrush(fill.darker(125), hatch))
        painter.drawPolygon(_hexagon(centre, r))
    painter.setPen(INK if fill.lightness() > 110 else QColor("#ffffff"))
    painter.setFont(_font(int(r * 0.7), True))
    painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignCenter, letters.get(terrain, ""))


def _paint_settlement(painter, centre: QPointF, colour: QColor, art, size: float = 15) -> None:
    paint_house = art[3]
    if paint_house is not None:
        paint_house(painter, centre, colour, "", size)
        return
    path = QPainterPath()
    path.moveTo(centre + QPointF(-size * 0.75, size * 0.7))
    path.lineTo(centre + QPointF(-size * 0.75, -size * 0.1))
    path.lineTo(centre + QPointF(0, -size * 0.8))
    path.lineTo(centre + QPointF(size * 0.75, -size * 0.1))
    path.lineTo(centre + QPointF(size * 0.75, size * 0.7))
    path.closeSubpath()
    painter.setPen(QPen(INK, 1.4))
    painter.setBrush(colour)
    painter.drawPath(path)


@picture("kingdom_builder/terrains")
def _kb_terrains() -> QImage:
    art = _kb_art()
    r = 24.0
    w = math.sqrt(3) * r
    with Canvas(int(10 * w + 40), int(2 * r + 16)) as (image, painter):
        for i, terrain in enumerate("GCDFT"):
            _paint_hex(painter, QPointF(12 + w / 2 + i * w, r + 8), r, terrain, art)
        for i, terrain in enumerate("WMK*"):
            _paint_hex(painter, QPointF(40 + w / 2 + (i + 5.5) * w, r + 8), r, terrain, art)
    return image


@picture("kingdom_builder/adjacent")
def _kb_adjacent() -> QImage:
    art = _kb_art()
    layout = ["GGFTTWW",
              "GCGFTWM",
              "DGGCGGF",
              "DDGWGTT",
              "CDDWWGG"]
    own = {(1, 2), (2, 3)}
    card = "G"
    r = 25.0
    w = math.sqrt(3) * r
    rows, cols = len(layout), len(layout[0])

    def centre(row, col):
        return QPointF(14 + w / 2 + w * (col + 0.5 * (row & 1)), 12 + r + 1.5 * r * row)

    def neighbours(row, col):
        odd = row & 1
        deltas = ((0, -1), (0, 1), (-1, -1 + odd), (-1, odd), (1, -1 + odd), (1, odd))
        return {(row + dr, col + dc) for dr, dc in deltas}

    touching = set().union(*(neighbours(*cell) for cell in own))
    with Canvas(int(w * (cols + 0.5) + 28), int(1.5 * r * (rows - 1) + 2 * r + 24)) as (image, painter):
        for row in range(rows):
            for col in range(cols):
                _paint_hex(painter, centre(row, col), r, layout[row][col], art)
        for row in range(rows):
            for col in range(cols):
                cell = (row, col)
                if cell in own:
                    _paint_settlement(painter, centre(row, col), QColor("#e67e22"), art)
                elif layout[row][col] == card:
                    legal = cell in touching
                    if legal:
                        painter.setPen(QPen(QColor(46, 160, 67), 3.5))
                        painter.setBrush(Qt.NoBrush)
                        painter.drawPolygon(_hexagon(centre(row, col), r - 2))
                    _mark(painter, centre(row, col) + QPointF(0, r * 0.45), legal, 6)
    return image


# ---- New York: building tiles with streets
_BUILDING = {"theatre": "#c0392b", "museum": "#8e44ad", "station": "#2e86c1", "temple": "#d4ac0d",
             "park": "#27ae60", "skyscraper": "#5d6d7e"}
_BUILDING_ICON = {"theatre": "♪", "museum": "⌂", "station": "⇆", "temple": "△", "park": "♣", "skyscraper": "▮"}


def _ny_game_tile(kind: str | None, streets: str, exact: bool):
    """(paint_tile, tile id) from the game's own table for a tile of this kind with these streets
    (`exact`: only that street pattern will do, any kind of building), or None."""
    try:
        from desktop_app.games.new_york import components as ny
        from desktop_app.games.new_york.scene import paint_tile
    except Exception:
        return None
    if kind is None:
        return paint_tile, ny.START_TILE
    mask = sum(ny.SIDE_BITS[side] for side in streets)
    tiles = range(1, len(ny.TILE_TYPE))
    kind_index = ny.TYPES.index(kind) if kind in ny.TYPES else -1
    choices = [t for t in tiles if ny.TILE_TYPE[t] == kind_index and ny.TILE_STREETS[t] == mask]
    if exact:  # the street pattern matters, the kind of building does not
        choices = choices or [t for t in tiles if ny.TILE_STREETS[t] == mask]
    else:  # the kind matters: one of each
        choices = choices or [t for t in tiles if ny.TILE_TYPE[t] == kind_index]
    return (paint_tile, choices[0]) if choices else None


def _ny_tile(painter, rect: QRectF, kind: str | None, streets: str, price: int | None = None,
             exact: bool = True) -> None:
    """A building tile: the game's own tile art when its table is present; else a coloured plot, a
    symbol, its price and grey street bands on the street edges."""
    game = _ny_game_tile(kind, streets, exact)
    if game is not None:
        paint_tile, tile = game
        paint_tile(painter, rect, tile)
        return
    painter.setPen(QPen(QColor("#6b5a45"), 1.2))
    if kind is None:  # Times Square, the start tile
        painter.setBrush(QColor("#f4e3b5"))
        painter.drawRect(rect)
        painter.setPen(QPen(INK, 1.5))
        painter.setBrush(QColor("#e8c547"))
        painter.drawEllipse(rect.center(), rect.width() * 0.22, rect.width() * 0.22)
        painter.setFont(_font(int(rect.width() * 0.22), True))
        painter.drawText(rect, Qt.AlignCenter, "★")
        return
    base = QColor(_BUILDING[kind])
    painter.setBrush(QColor("#ece3d1"))
    painter.drawRect(rect)
    painter.setBrush(base)
    painter.drawRoundedRect(rect.adjusted(rect.width() * 0.22, rect.height() * 0.22,
                                          -rect.width() * 0.22, -rect.height() * 0.22), 4, 4)
    painter.setPen(QColor("#ffffff"))
    painter.setFont(_font(int(rect.width() * 0.26), True))
    painter.drawText(rect, Qt.AlignCenter, _BUILDING_ICON[kind])
    band = rect.width() * 0.16
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor("#5f5a55"))
    sides = {"N": QRectF(rect.left(), rect.top(), rect.width(), band),
             "S": QRectF(rect.left(), rect.bottom() - band, rect.width(), band),
             "W": QRectF(rect.left(), rect.top(), band, rect.height()),
             "E": QRectF(rect.right() - band, rect.top(), band, rect.height())}
    for side in streets:
        painter.drawRect(sides[side])
    painter.setPen(QPen(QColor("#f5f0e6"), 1.2, Qt.DashLine))
    for side in streets:
        r = sides[side]
        if side in "NS":
            painter.drawLine(QPointF(r.left() + 3, r.center().y()), QPointF(r.right() - 3, r.center().y()))
        else:
            painter.drawLine(QPointF(r.center().x(), r.top() + 3), QPointF(r.center().x(), r.bottom() - 3))
    if price is not None:
        painter.setPen(INK)
        painter.setBrush(QColor("#fffaf0"))
        badge = QRectF(rect.left() + band + 2, rect.top() + band + 2, rect.width() * 0.3, rect.height() * 0.22)
        painter.drawRoundedRect(badge, 3, 3)
        painter.setFont(_font(int(rect.height() * 0.16), True))
        painter.drawText(badge, Qt.AlignCenter, str(price))


@picture("new_york/tiles")
def _ny_tiles() -> QImage:
    size, gap = 70, 14
    tiles = [("theatre", "", 2), ("museum", "N", 5), ("station", "NE", 7),
             ("temple", "W", 8), ("park", "SW", 10), ("skyscraper", "NES", 12)]
    with Canvas(len(tiles) * (size + gap) + gap, size + 2 * gap) as (image, painter):
        for i, (kind, streets, price) in enumerate(tiles):
            _ny_tile(painter, QRectF(gap + i * (size + gap), gap, size, size), kind, streets, price, exact=False)
    return image


@picture("new_york/city")
def _ny_city() -> QImage:
    size = 64
    city = {(1, 1): (None, ""), (1, 2): ("park", "E"), (0, 1): ("museum", "N"), (2, 1): ("theatre", "S"),
            (0, 2): ("station", "NE"), (1, 0): ("temple", "W")}
    with Canvas(4 * size + 40, 3 * size + 40) as (image, painter):
        def rect(row, col):
            return QRectF(20 + col * size, 20 + row * size, size, size)
        for (row, col), (kind, streets) in city.items():
            _ny_tile(painter, rect(row, col), kind, streets)
        # Legal: open sides meet the open sides of the park and the theatre.
        good = rect(2, 2)
        _ny_tile(painter, good, "skyscraper", "SE")
        painter.setPen(QPen(QColor(46, 160, 67), 3))
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(good.adjusted(-1, -1, 1, 1))
        _mark(painter, good.topRight() + QPointF(-4, 6), True)
        # Illegal: its open west side would meet the park's street.
        bad = rect(1, 3)
        _ny_tile(painter, bad, "temple", "N")
        painter.setPen(QPen(QColor(200, 40, 40), 3))
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(bad.adjusted(-1, -1, 1, 1))
        _mark(painter, bad.topRight() + QPointF(-4, 6), False)
    return image


# ---- Christmas Tree: rhombic cards on the tree (the game's own card art when present)
def _rhombus(a: float, b: float, centre: QPointF) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([centre + QPointF(0, -b), centre + QPointF(a, 0), centre + QPointF(0, b),
                               centre + QPointF(-a, 0), centre + QPointF(0, -b)]))
    path.closeSubpath()
    return path


def _ct_examples():
    """A glass ornament, a candy and a gingerbread man from the game's card data, if present."""
    try:
        from desktop_app.games.christmas_tree.components import CARDS, CANDY, GINGER, GLASS
        from desktop_app.games.christmas_tree.view.art import paint_card
    except Exception:
        return None, []
    chosen = []
    for kind in (GLASS, CANDY, GINGER):
        cards = [cid for cid, card in CARDS.items() if card.kind == kind]
        with_bulbs = [cid for cid in cards if any(getattr(CARDS[cid], "bulbs", ()) or ())]
        chosen.append((with_bulbs or cards)[0])
    return paint_card, chosen


def _ct_fallback_card(painter, index: int, a: float, b: float) -> None:
    painter.setPen(QPen(QColor("#6b5a45"), 1.5))
    painter.setBrush((QColor("#fbf6ea"), QColor("#fdf0f0"), QColor("#f3dfc2"))[index % 3])
    painter.drawPath(_rhombus(a, b, QPointF(0, 0)))
    painter.setPen(INK)
    painter.setFont(_font(int(b * 0.5), True))
    painter.drawText(QRectF(-a, -b, 2 * a, 2 * b), Qt.AlignCenter, ("✦", "◆", "☺")[index % 3])


@picture("christmas_tree/cards")
def _ct_cards() -> QImage:
    a, b = 52.0, 70.0
    paint_card, cards = _ct_examples()
    with Canvas(int(3 * (2 * a + 24) + 12), int(2 * b + 20)) as (image, painter):
        for i in range(3):
            painter.save()
            painter.translate(12 + a + i * (2 * a + 24), b + 10)
            if paint_card is not None and i < len(cards):
                paint_card(painter, cards[i], 0, a, b)
            else:
                _ct_fallback_card(painter, i, a, b)
            painter.restore()
    return image


def _paint_bulb(painter, code: str, centre: QPointF, r: float, fill: QColor) -> None:
    """A complete bulb as the table draws it: the game's own shape per colour (round yellow,
    square red, diamond blue), never a letter of one language."""
    colour = {"Y": "yellow", "R": "red", "B": "blue"}[code]
    painter.setPen(QPen(QColor("#ffffff"), 1.6))
    painter.setBrush(fill)
    try:
        from desktop_app.games.christmas_tree.view.art import whole_bulb
    except ImportError:
        painter.drawEllipse(centre, r, r)
        return
    painter.drawPath(whole_bulb(colour, centre, r))


@picture("christmas_tree/tree")
def _ct_tree() -> QImage:
    a, b = 26.0, 34.0
    rows = 6
    width = int(2 * a * rows + 40)
    height = int(b * (rows + 1) + 40)
    bulb = {"Y": QColor("#f7d23e"), "R": QColor("#e0453a"), "B": QColor("#3d7fd9")}
    # Complete bulbs drawn on a few shared edges: (row, index, side) -> colour; side 2 = SE, 3 = SW.
    lit = {(0, 0, 3): "Y", (1, 1, 3): "R", (2, 0, 2): "B", (3, 2, 2): "Y", (4, 3, 3): "R"}
    with Canvas(width, height) as (image, painter):
        top = QPointF(width / 2, 20 + b)
        trunk = QRectF(width / 2 - a * 0.5, top.y() + b * rows - 4, a, b * 0.9)
        painter.setPen(QPen(QColor("#5b4636"), 1.2))
        painter.setBrush(QColor("#8b5a2b"))
        painter.drawRect(trunk)
        for row in range(rows):
            for i in range(row + 1):
                centre = top + QPointF((i - row / 2) * 2 * a, row * b)
                painter.setPen(QPen(QColor("#3e5f3a"), 1.4))
                painter.setBrush(QColor("#cfe3c4") if (row + i) % 2 else QColor("#bcd8ae"))
                painter.drawPath(_rhombus(a, b, centre))
        for (row, i, side), colour in lit.items():
            centre = top + QPointF((i - row / 2) * 2 * a, row * b)
            corner_a = centre + QPointF(0, b)
            corner_b = centre + (QPointF(a, 0) if side == 2 else QPointF(-a, 0))
            mid = (corner_a + corner_b) / 2
            _paint_bulb(painter, colour, mid, 8, bulb[colour])
        # Row numbers on the left.
        painter.setPen(INK)
        painter.setFont(_font(12, True))
        for row, name in enumerate(("I", "II", "III", "IV", "V", "VI")):
            y = top.y() + row * b
            painter.drawText(QRectF(4, y - 9, 30, 18), Qt.AlignLeft | Qt.AlignVCenter, name)
    return image


# ---- Tarsas itself: the drag ghost
@picture("tarsas/ghost")
def _tarsas_ghost() -> QImage:
    from desktop_app.games.copenhagen.components import SHAPES, transform
    from desktop_app.games.copenhagen.scene import FACADE, shape_path

    cell = 28
    with Canvas(4 * 3 * cell + 120, 3 * cell + 30) as (image, painter):
        for i, (rotation, flipped, tint) in enumerate(((0, False, None), (1, False, True), (1, True, False))):
            path = shape_path(transform(SHAPES[("red", 5)], rotation, flipped), cell)
            painter.save()
            painter.translate(14 + i * (3 * cell + 50), 14)
            fill = QColor(FACADE["red"])
            fill.setAlpha(200)
            painter.setPen(QPen(INK, 2))
            painter.setBrush(fill)
            painter.drawPath(path)
            if tint is not None:
                colour = QColor(46, 160, 67, 150) if tint else QColor(200, 40, 40, 150)
                painter.setPen(QPen(colour.darker(150), 3))
                painter.setBrush(colour)
                painter.drawPath(path)
                _mark(painter, path.boundingRect().topRight() + QPointF(4, 4), tint)
            painter.restore()
        painter.setPen(INK)
        painter.setFont(_font(22, True))
        for i, arrow in enumerate(("R ↻", "F ⇋")):
            painter.drawText(QRectF(14 + 3 * cell + i * (3 * cell + 50), 14 + cell, 50, cell), Qt.AlignCenter, arrow)
    return image


# ---------------------------------------------------------------------------------------- viewer
class RulesBrowser(QTextBrowser):
    """A QTextBrowser that records any picture it could not find (tests check there are none)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.missing: list[str] = []
        self.pictures: dict[str, QImage] = {}
        self.setOpenExternalLinks(True)

    def loadResource(self, kind, url):
        if kind == QTextDocument.ImageResource and url.scheme() == "tarsas":
            name = url.path()
            image = self.pictures.get(name) or render_picture(name)
            if image is None:
                if url.toString() not in self.missing:
                    self.missing.append(url.toString())
                return None
            self.pictures[name] = image
            return image
        return super().loadResource(kind, url)


class RulesViewer(QDialog):
    """The rules of one game (or the general Tarsas controls), with a language choice."""

    def __init__(self, game_id: str = GENERAL, parent=None, language: str | None = None):
        super().__init__(parent)
        self.game_id = game_id
        self.setObjectName("RulesViewer")
        # Tall enough to read, never taller than the screen (720 px laptops): the text scrolls.
        screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
        available = screen.availableGeometry().height() if screen is not None else 720
        self.resize(760, min(820, max(400, available - 60)))
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size:18px; font-weight:bold; color:#5b4636;")
        top.addWidget(self.heading, 1)
        self.language_label = QLabel()
        top.addWidget(self.language_label)
        self.languages = QComboBox()
        for code in languages_for(game_id) or ["en"]:
            self.languages.addItem(LANGUAGES[code], code)
        top.addWidget(self.languages)
        layout.addLayout(top)
        self.browser = RulesBrowser()
        self.browser.setStyleSheet("QTextBrowser{background:#fbf6ea; color:#2d2a26; padding:10px 14px;"
                                   " font-size:14px; border:1px solid #d8ccb8;}")
        layout.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.language = ""
        self.retranslate()
        self.show_language(language or chosen_language())
        self.languages.currentIndexChanged.connect(lambda _i: self.show_language(self.languages.currentData()))

    def retranslate(self) -> None:
        if self.game_id == GENERAL:
            title = self.tr("How to play in Tarsas")
        else:
            title = self.tr("Rules of %s") % QCoreApplication.translate(self.game_id, self._game_title())
        self.setWindowTitle(title)
        self.heading.setText(title)
        self.language_label.setText(self.tr("Language:"))

    def _game_title(self) -> str:
        from desktop_app.games import REGISTRY

        spec = REGISTRY.get(self.game_id)
        return spec.title if spec else self.game_id

    def show_language(self, language: str) -> None:
        language, text = rules_text(self.game_id, language)
        self.language = language
        index = self.languages.findData(language)
        if index >= 0 and index != self.languages.currentIndex():
            self.languages.blockSignals(True)
            self.languages.setCurrentIndex(index)
            self.languages.blockSignals(False)
        browser = self.browser
        browser.missing.clear()
        for name in picture_names(text):  # drawn once per viewer, before the layout asks for them
            if name not in browser.pictures:
                image = render_picture(name)
                if image is None:
                    browser.missing.append(f"tarsas:{name}")
                else:
                    browser.pictures[name] = image
        browser.setMarkdown(text)
        document = browser.document()
        for name, image in browser.pictures.items():
            document.addResource(QTextDocument.ImageResource, QUrl(f"tarsas:{name}"), image)
        _air_out(document)

    @property
    def pictures(self) -> dict[str, QImage]:
        return self.browser.pictures

    @property
    def missing(self) -> list[str]:
        return list(self.browser.missing)


def _air_out(document: QTextDocument) -> None:
    """Markdown blocks come out tightly packed: give headings and paragraphs room to breathe."""
    cursor = QTextCursor(document)
    block = document.begin()
    while block.isValid():
        fmt = block.blockFormat()
        level = fmt.headingLevel()
        if level:
            fmt.setTopMargin(18 if level > 1 else 4)
            fmt.setBottomMargin(6)
        elif block.textList() is None:
            fmt.setBottomMargin(8)
        else:
            fmt.setBottomMargin(3)
        cursor.setPosition(block.position())
        cursor.setBlockFormat(fmt)
        block = block.next()


_open_viewers: list[RulesViewer] = []


def retranslate_open_viewers(language: str) -> None:
    """After a live language switch: open rules windows change their titles and their text."""
    for viewer in list(_open_viewers):
        try:
            viewer.retranslate()
            viewer.show_language(language)
        except RuntimeError:  # already deleted
            _open_viewers.remove(viewer)


def open_rules(game_id: str = GENERAL, parent=None) -> RulesViewer:
    """Show a game's rules in a non-modal window (one per game: a second call raises it)."""
    for viewer in list(_open_viewers):
        try:
            if viewer.game_id == game_id and viewer.parent() is parent and viewer.isVisible():
                viewer.raise_()
                viewer.activateWindow()
                return viewer
        except RuntimeError:  # deleted
            _open_viewers.remove(viewer)
    viewer = RulesViewer(game_id, parent)
    viewer.setAttribute(Qt.WA_DeleteOnClose)
    viewer.destroyed.connect(lambda _=None, v=viewer: v in _open_viewers and _open_viewers.remove(v))
    _open_viewers.append(viewer)
    viewer.show()
    return viewer
