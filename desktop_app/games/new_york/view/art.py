"""New York's component art, drawn with QPainter: the six buildings, streets, Times Square, the
four banks' banknotes and the scoring cards A and B.

Every colour also carries a shape: each building type has its own silhouette (tower, trees, curtain
arch, steeple, pediment, vaulted hall) and each bank its own symbol (diamond, leaf, sun, heart), so
the table reads in greyscale. Art is drawn once per (component, pixel size) into a pixmap and
blitted after that (`cached`), so a re-sync or a zoom does not re-run the drawing code.
"""
from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from desktop_app.table.fonts import table_font

from ..components import START_TILE, TILE_STREETS, TILE_TYPE, card_currency, card_value
from desktop_app.engine.caches import per_table

INK = QColor("#2d2a26")
PAPER = QColor("#fbf6ea")
ASPHALT = QColor("#4d4f52")
# Seat colours (desktop_app/table/seats.py) stay CIEDE2000 >= 25 from all of these (tests/table/test_colours.py).
# Building types in components.TYPES order: theatre, museum, station, temple, park, skyscraper.
TYPE_COLOURS = ("#7b4f9e", "#cc7d35", "#52606d", "#c4a035", "#3f8a4a", "#2f679e")
TYPE_GROUND = ("#e7dcef", "#f3e1cf", "#ebe9e4", "#f2e8c8", "#f0efdc", "#e8eaf2")
TYPE_HATCH = (Qt.FDiagPattern, Qt.BDiagPattern, Qt.HorPattern, Qt.Dense6Pattern, Qt.CrossPattern, Qt.VerPattern)
# Banks (currencies) in market order: blue, green, yellow, red.
BANK_COLOURS = ("#3563a0", "#3f8044", "#d3a326", "#b33a2f")
BANK_PAPER = ("#e9ecf5", "#f0efdc", "#f7edc9", "#f5dcd6")
BANK_HATCH = (Qt.HorPattern, Qt.VerPattern, Qt.Dense6Pattern, Qt.BDiagPattern)
SCORING_GOLD = "#b58b1e"


def font(px: float, bold: bool = True) -> QFont:
    """The table's shipped font at a pixel size (bold unless told)."""
    return table_font(px, bold)


# ------------------------------------------------------------------ pixmap cache
def device_px(painter: QPainter, length: float) -> int:
    """How many device pixels `length` scene units cover under the painter's transform."""
    t = painter.combinedTransform()
    scale = math.hypot(t.m11(), t.m12()) or 1.0
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    return max(4, min(2048, math.ceil(length * scale * ratio)))


@per_table
@lru_cache(maxsize=1024)
def _pixmap(kind: str, arg, width_px: int, height_px: int, extra) -> QPixmap:
    pixmap = QPixmap(width_px, height_px)
    pixmap.fill(Qt.transparent)
    p = QPainter(pixmap)
    p.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
    box = QRectF(0, 0, width_px, height_px)
    DRAWERS[kind](p, box, arg, extra)
    p.end()
    return pixmap


def cached(painter: QPainter, kind: str, box: QRectF, arg, extra=None) -> None:
    """Blit the art `kind` for `arg` into `box`, rendered at the box's device size."""
    w, h = device_px(painter, box.width()), device_px(painter, box.height())
    smooth = painter.testRenderHint(QPainter.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.SmoothPixmapTransform)  # the box is rarely a whole device pixel
    painter.drawPixmap(box, _pixmap(kind, arg, w, h, extra), QRectF(0, 0, w, h))
    painter.setRenderHint(QPainter.SmoothPixmapTransform, smooth)


# ------------------------------------------------------------------ buildings
def _path(points, box: QRectF) -> QPainterPath:
    """A closed path through points given in the unit square of `box`."""
    poly = QPolygonF([QPointF(box.left() + x * box.width(), box.top() + y * box.height()) for x, y in points])
    path = QPainterPath()
    path.addPolygon(poly)
    path.closeSubpath()
    return path


def _windows(p: QPainter, box: QRectF, cols: int, rows: int, colour: QColor, margin=0.18) -> None:
    w = box.width() * (1 - 2 * margin) / cols
    h = box.height() * (1 - 2 * margin) / rows
    p.setPen(Qt.NoPen)
    p.setBrush(colour)
    for i in range(cols):
        for j in range(rows):
            p.drawRect(QRectF(box.left() + box.width() * margin + i * w + w * 0.2,
                              box.top() + box.height() * margin + j * h + h * 0.2, w * 0.6, h * 0.6))


def draw_building(p: QPainter, box: QRectF, kind: int) -> None:
    """The building of type `kind` filling `box` (roughly square)."""
    body = QColor(TYPE_COLOURS[kind])
    dark = body.darker(160)
    light = QColor("#fff6d8")
    pen = QPen(dark, max(1.0, box.width() / 40))
    pen.setJoinStyle(Qt.RoundJoin)
    p.save()
    p.setPen(pen)
    p.setBrush(body)
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    if kind == 5:  # skyscraper: a stepped tower with an antenna and a grid of lit windows
        p.drawPath(_path([(0.3, 1), (0.3, 0.28), (0.38, 0.28), (0.38, 0.16), (0.47, 0.16), (0.47, 0.02),
                          (0.53, 0.02), (0.53, 0.16), (0.62, 0.16), (0.62, 0.28), (0.7, 0.28), (0.7, 1)], box))
        p.setBrush(body.lighter(125))
        p.drawRect(QRectF(x + w * 0.08, y + h * 0.55, w * 0.2, h * 0.45))
        p.drawRect(QRectF(x + w * 0.72, y + h * 0.45, w * 0.2, h * 0.55))
        _windows(p, QRectF(x + w * 0.3, y + h * 0.3, w * 0.4, h * 0.68), 3, 6, light, 0.08)
    elif kind == 4:  # park: lawn, a winding path, two round trees and a bench
        p.setBrush(body.lighter(150))
        p.drawRoundedRect(QRectF(x + w * 0.04, y + h * 0.5, w * 0.92, h * 0.46), w * 0.1, w * 0.1)
        trail = QPainterPath(QPointF(x + w * 0.1, y + h * 0.96))
        trail.cubicTo(QPointF(x + w * 0.5, y + h * 0.7), QPointF(x + w * 0.3, y + h * 0.6), QPointF(x + w * 0.9, y + h * 0.55))
        p.setBrush(Qt.NoBrush)
        p.setPen(QPen(QColor("#e9d9a8"), max(1.5, w * 0.07), Qt.SolidLine, Qt.RoundCap))
        p.drawPath(trail)
        p.setPen(pen)
        for cx, cy, r in ((0.3, 0.36, 0.22), (0.72, 0.3, 0.19)):
            p.setBrush(QColor("#7a5230"))
            p.drawRect(QRectF(x + w * (cx - 0.03), y + h * cy, w * 0.06, h * 0.3))
            p.setBrush(body)
            p.drawEllipse(QPointF(x + w * cx, y + h * cy), w * r, h * r)
            p.setBrush(body.lighter(130))
            p.drawEllipse(QPointF(x + w * (cx - r * 0.3), y + h * (cy - r * 0.3)), w * r * 0.4, h * r * 0.4)
    elif kind == 0:  # theatre: a facade with a round-topped gable, red curtains and a marquee
        p.drawPath(_path([(0.1, 1), (0.1, 0.32), (0.9, 0.32), (0.9, 1)], box))
        arch = QPainterPath()
        arch.moveTo(x + w * 0.1, y + h * 0.34)
        arch.cubicTo(QPointF(x + w * 0.15, y + h * 0.02), QPointF(x + w * 0.85, y + h * 0.02), QPointF(x + w * 0.9, y + h * 0.34))
        arch.closeSubpath()
        p.drawPath(arch)
        p.setBrush(QColor("#c0392b"))
        stage = QRectF(x + w * 0.26, y + h * 0.5, w * 0.48, h * 0.5)
        p.drawRect(stage)
        p.setBrush(QColor("#e8a3a0"))
        p.drawPath(_path([(0.26, 0.5), (0.5, 0.5), (0.28, 1)], box))
        p.drawPath(_path([(0.5, 0.5), (0.74, 0.5), (0.72, 1)], box))
        p.setBrush(light)
        p.drawRect(QRectF(x + w * 0.2, y + h * 0.38, w * 0.6, h * 0.09))
        for k in range(5):
            p.drawEllipse(QPointF(x + w * (0.3 + k * 0.1), y + h * 0.22), w * 0.03, w * 0.03)
    elif kind == 3:  # temple: a church with a steeple, a cross and a rose window
        p.drawPath(_path([(0.08, 1), (0.08, 0.5), (0.35, 0.3), (0.62, 0.5), (0.62, 1)], box))
        p.drawPath(_path([(0.62, 1), (0.62, 0.34), (0.77, 0.1), (0.92, 0.34), (0.92, 1)], box))
        p.setPen(QPen(dark, max(1.2, w * 0.04)))
        p.drawLine(QPointF(x + w * 0.77, y + h * 0.0), QPointF(x + w * 0.77, y + h * 0.12))
        p.drawLine(QPointF(x + w * 0.72, y + h * 0.04), QPointF(x + w * 0.82, y + h * 0.04))
        p.setPen(pen)
        p.setBrush(light)
        p.drawEllipse(QPointF(x + w * 0.35, y + h * 0.56), w * 0.1, w * 0.1)
        door = QPainterPath()
        door.moveTo(x + w * 0.27, y + h)
        door.lineTo(x + w * 0.27, y + h * 0.82)
        door.arcTo(QRectF(x + w * 0.27, y + h * 0.74, w * 0.16, h * 0.16), 180, -180)
        door.lineTo(x + w * 0.43, y + h)
        door.closeSubpath()
        p.setBrush(dark)
        p.drawPath(door)
        p.setBrush(light)
        p.drawRect(QRectF(x + w * 0.73, y + h * 0.45, w * 0.08, h * 0.14))
    elif kind == 1:  # museum: a classical front, pediment, columns and steps
        p.drawPath(_path([(0.06, 0.36), (0.5, 0.08), (0.94, 0.36)], box))
        p.drawRect(QRectF(x + w * 0.08, y + h * 0.36, w * 0.84, h * 0.08))
        p.setBrush(body.lighter(140))
        for k in range(4):
            p.drawRect(QRectF(x + w * (0.14 + k * 0.2), y + h * 0.44, w * 0.1, h * 0.42))
        p.setBrush(body)
        p.drawRect(QRectF(x + w * 0.04, y + h * 0.86, w * 0.92, h * 0.07))
        p.drawRect(QRectF(x, y + h * 0.93, w, h * 0.07))
    else:  # station: a vaulted train hall with a clock over its arch
        hall = QPainterPath()
        hall.moveTo(x + w * 0.04, y + h)
        hall.lineTo(x + w * 0.04, y + h * 0.5)
        hall.cubicTo(QPointF(x + w * 0.1, y + h * 0.1), QPointF(x + w * 0.9, y + h * 0.1), QPointF(x + w * 0.96, y + h * 0.5))
        hall.lineTo(x + w * 0.96, y + h)
        hall.closeSubpath()
        p.drawPath(hall)
        opening = QPainterPath()
        opening.moveTo(x + w * 0.22, y + h)
        opening.lineTo(x + w * 0.22, y + h * 0.66)
        opening.cubicTo(QPointF(x + w * 0.26, y + h * 0.42), QPointF(x + w * 0.74, y + h * 0.42), QPointF(x + w * 0.78, y + h * 0.66))
        opening.lineTo(x + w * 0.78, y + h)
        opening.closeSubpath()
        p.setBrush(dark.darker(130))
        p.drawPath(opening)
        p.setPen(QPen(light, max(1.0, w * 0.03)))
        for k in range(5):  # the glazed ribs of the vault
            p.drawLine(QPointF(x + w * (0.3 + k * 0.1), y + h * 0.6), QPointF(x + w * (0.3 + k * 0.1), y + h))
        p.setPen(pen)
        p.setBrush(light)
        clock = QPointF(x + w * 0.5, y + h * 0.3)
        p.drawEllipse(clock, w * 0.09, w * 0.09)
        p.drawLine(clock, clock + QPointF(0, -w * 0.06))
        p.drawLine(clock, clock + QPointF(w * 0.05, 0))
    p.restore()


def _draw_streets(p: QPainter, box: QRectF, streets: int) -> None:
    """Asphalt along each side with a street, a kerb line and a dashed centre line."""
    w = box.width()
    band = w * 0.2
    sides = {1: QRectF(box.left(), box.top(), w, band), 4: QRectF(box.left(), box.bottom() - band, w, band),
             8: QRectF(box.left(), box.top(), band, w), 2: QRectF(box.right() - band, box.top(), band, w)}
    p.setPen(Qt.NoPen)
    p.setBrush(ASPHALT)
    for bit, road in sides.items():
        if streets & bit:
            p.drawRect(road)
    dash = QPen(QColor("#f3e7b3"), max(1.0, w / 36), Qt.CustomDashLine, Qt.FlatCap)
    dash.setDashPattern([3, 2.5])
    kerb = QPen(QColor("#c9c3b6"), max(1.0, w / 40))
    for bit, road in sides.items():
        if not streets & bit:
            continue
        c = road.center()
        p.setPen(dash)
        if bit in (1, 4):
            p.drawLine(QPointF(road.left(), c.y()), QPointF(road.right(), c.y()))
            y = road.bottom() if bit == 1 else road.top()
            p.setPen(kerb)
            p.drawLine(QPointF(road.left(), y), QPointF(road.right(), y))
        else:
            p.drawLine(QPointF(c.x(), road.top()), QPointF(c.x(), road.bottom()))
            x = road.right() if bit == 8 else road.left()
            p.setPen(kerb)
            p.drawLine(QPointF(x, road.top()), QPointF(x, road.bottom()))


def _draw_tile(p: QPainter, box: QRectF, tile: int, seat_colour) -> None:
    if tile == START_TILE:
        _draw_times_square(p, box, QColor(seat_colour) if seat_colour else QColor("#d3a326"))
        return
    kind = TILE_TYPE[tile]
    streets = TILE_STREETS[tile]
    ground = QColor(TYPE_GROUND[kind])
    p.setPen(Qt.NoPen)
    p.setBrush(ground)
    p.drawRect(box)
    p.setBrush(QBrush(QColor(TYPE_COLOURS[kind]).lighter(150), TYPE_HATCH[kind]))
    p.drawRect(box)
    w = box.width()
    band = w * 0.2
    inner = QRectF(box.left() + (band if streets & 8 else w * 0.08), box.top() + (band if streets & 1 else w * 0.06),
                   0, 0)
    inner.setRight(box.right() - (band if streets & 2 else w * 0.08))
    inner.setBottom(box.bottom() - (band if streets & 4 else w * 0.06))
    side = min(inner.width(), inner.height())
    art = QRectF(inner.center().x() - side / 2, inner.bottom() - side, side, side).adjusted(w * 0.03, w * 0.03, -w * 0.03, 0)
    draw_building(p, art, kind)
    _draw_streets(p, box, streets)
    p.setPen(QPen(QColor(TYPE_COLOURS[kind]).darker(170), max(1.0, w / 45)))
    p.setBrush(Qt.NoBrush)
    p.drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5))


def _draw_times_square(p: QPainter, box: QRectF, colour: QColor) -> None:
    """The start tile: a paved square with billboards and a star in the seat's colour."""
    w = box.width()
    p.setPen(Qt.NoPen)
    p.setBrush(QColor("#efe3c2"))
    p.drawRect(box)
    p.setBrush(QBrush(QColor("#cdb98a"), Qt.Dense5Pattern))
    p.drawRect(box)
    p.setPen(QPen(INK, max(1.0, w / 50)))
    for k, tone in enumerate(("#e74c3c", "#3498db", "#f1c40f")):  # billboards round the square
        p.setBrush(QColor(tone))
        p.drawRect(QRectF(box.left() + w * (0.1 + k * 0.29), box.top() + w * 0.06, w * 0.22, w * 0.13))
    star = QPainterPath()
    c, r = QPointF(box.center().x(), box.center().y() + w * 0.08), w * 0.3
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + k * math.pi / 5
        point = QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle))
        star.moveTo(point) if k == 0 else star.lineTo(point)
    star.closeSubpath()
    p.setBrush(colour)
    p.drawPath(star)
    p.setPen(QPen(colour, max(2.0, w / 14)))
    p.setBrush(Qt.NoBrush)
    p.drawRect(box.adjusted(w / 28, w / 28, -w / 28, -w / 28))


def paint_tile(painter: QPainter, box: QRectF, tile: int, seat_colour: QColor | None = None) -> None:
    """A building tile (or Times Square in the seat's colour) in `box`, from the pixmap cache."""
    cached(painter, "tile", box, tile, QColor(seat_colour).name() if seat_colour is not None else None)


# ------------------------------------------------------------------ banks, money and scoring cards
def bank_symbol_path(bank: int, box: QRectF) -> QPainterPath:
    """Each bank's own symbol: blue a diamond, green a leaf, yellow a sun, red a heart."""
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    path = QPainterPath()
    if bank == 0:
        return _path([(0.5, 0), (0.95, 0.5), (0.5, 1), (0.05, 0.5)], box)
    if bank == 1:
        path.moveTo(x + w * 0.5, y)
        path.cubicTo(QPointF(x + w * 1.05, y + h * 0.35), QPointF(x + w * 0.8, y + h * 0.85), QPointF(x + w * 0.5, y + h))
        path.cubicTo(QPointF(x + w * 0.2, y + h * 0.85), QPointF(x - w * 0.05, y + h * 0.35), QPointF(x + w * 0.5, y))
        return path
    if bank == 2:
        c = box.center()
        for k in range(16):
            radius = w * (0.5 if k % 2 == 0 else 0.33)
            angle = k * math.pi / 8
            point = QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle))
            path.moveTo(point) if k == 0 else path.lineTo(point)
        path.closeSubpath()
        return path
    path.moveTo(x + w * 0.5, y + h)
    path.cubicTo(QPointF(x - w * 0.1, y + h * 0.5), QPointF(x + w * 0.1, y - h * 0.05), QPointF(x + w * 0.5, y + h * 0.25))
    path.cubicTo(QPointF(x + w * 0.9, y - h * 0.05), QPointF(x + w * 1.1, y + h * 0.5), QPointF(x + w * 0.5, y + h))
    return path


def draw_bank_symbol(p: QPainter, box: QRectF, bank: int, fill: QColor | None = None) -> None:
    colour = QColor(BANK_COLOURS[bank])
    p.save()
    p.setPen(QPen(colour.darker(170), max(1.0, box.width() / 12)))
    p.setBrush(fill or colour)
    p.drawPath(bank_symbol_path(bank, box))
    p.restore()


def _draw_banknote(p: QPainter, box: QRectF, c: int, _extra=None) -> None:
    """A banknote of its bank: tinted paper, an engraved frame, the bank's symbol in a medallion
    and the value in two corners."""
    bank, value = card_currency(c), card_value(c)
    colour = QColor(BANK_COLOURS[bank])
    w, h = box.width(), box.height()
    r = w * 0.1
    p.setPen(QPen(colour.darker(140), max(1.0, w / 30)))
    p.setBrush(QColor(BANK_PAPER[bank]))
    p.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), r, r)
    frame = box.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08)
    p.setBrush(QBrush(colour.lighter(125), BANK_HATCH[bank]))
    p.setPen(QPen(colour, max(1.0, w / 40)))
    p.drawRoundedRect(frame, r * 0.6, r * 0.6)
    p.setPen(QPen(colour.darker(120), max(0.8, w / 60)))
    p.setBrush(Qt.NoBrush)
    p.drawRoundedRect(frame.adjusted(w * 0.05, w * 0.05, -w * 0.05, -w * 0.05), r * 0.4, r * 0.4)
    medal = QRectF(box.center().x() - w * 0.3, box.center().y() - w * 0.22, w * 0.6, w * 0.6)
    p.setPen(QPen(colour.darker(150), max(1.0, w / 40)))
    p.setBrush(QColor(BANK_PAPER[bank]).lighter(105))
    p.drawEllipse(medal)
    draw_bank_symbol(p, medal.adjusted(w * 0.12, w * 0.12, -w * 0.12, -w * 0.12), bank)
    p.setPen(colour.darker(200))
    p.setFont(font(w * 0.34))
    p.drawText(QRectF(box.left(), box.top() + h * 0.05, w, h * 0.3), Qt.AlignCenter, str(value))
    p.setFont(font(w * 0.24))
    p.drawText(QRectF(box.left(), box.bottom() - h * 0.26, w, h * 0.22), Qt.AlignCenter, str(value))


def _draw_card_back(p: QPainter, box: QRectF, _arg=None, _extra=None) -> None:
    """The back of a money card (the deck, hidden hands): a brown note with a city skyline."""
    w, h = box.width(), box.height()
    p.setPen(QPen(QColor("#3b2c20"), max(1.0, w / 30)))
    p.setBrush(QColor("#6b5040"))
    p.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), w * 0.1, w * 0.1)
    p.setBrush(QBrush(QColor("#8a6a52"), Qt.Dense6Pattern))
    p.drawRoundedRect(box.adjusted(w * 0.1, w * 0.1, -w * 0.1, -w * 0.1), w * 0.06, w * 0.06)
    sky = QRectF(box.left() + w * 0.2, box.top() + h * 0.35, w * 0.6, h * 0.3)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor("#e8d6b8"))
    p.drawPath(_path([(0, 1), (0, 0.5), (0.2, 0.5), (0.2, 0.1), (0.4, 0.1), (0.4, 0.4), (0.55, 0.4), (0.55, 0),
                      (0.7, 0), (0.7, 0.6), (1, 0.6), (1, 1)], sky))


def _draw_scoring_card(p: QPainter, box: QRectF, letter: str, _extra=None) -> None:
    """Scoring card A or B: cream card, gold frame, a laurel wreath round its letter."""
    w, h = box.width(), box.height()
    gold = QColor(SCORING_GOLD)
    p.setPen(QPen(gold.darker(150), max(1.0, w / 30)))
    p.setBrush(QColor("#fff4d2"))
    p.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), w * 0.1, w * 0.1)
    p.setPen(QPen(gold, max(1.5, w / 18)))
    p.setBrush(Qt.NoBrush)
    p.drawRoundedRect(box.adjusted(w * 0.09, w * 0.09, -w * 0.09, -w * 0.09), w * 0.06, w * 0.06)
    c = QPointF(box.center().x(), box.top() + h * 0.45)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor("#5f8f3a"))
    for angles in (range(100, 230, 24), range(80, -50, -24)):  # the laurel's two branches
        for a in angles:
            leaf = QPointF(c.x() + math.cos(math.radians(a)) * w * 0.32, c.y() + math.sin(math.radians(a)) * w * 0.32)
            p.drawEllipse(leaf, w * 0.045, w * 0.07)
    p.setPen(gold.darker(180))
    p.setFont(font(w * 0.4))
    p.drawText(QRectF(box.left(), c.y() - w * 0.3, w, w * 0.6), Qt.AlignCenter, letter)


DRAWERS = {"tile": _draw_tile, "note": _draw_banknote, "back": _draw_card_back, "scoring": _draw_scoring_card}


def paint_card(painter: QPainter, box: QRectF, card: int | None, selected: bool = False, lit: bool = False) -> None:
    """A money card (banknote), an empty place when None, a scoring card for 101/102; selected
    cards get an orange ring with a tick badge (shape as well as colour)."""
    from ..components import SCORING_CARDS
    painter.save()
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(0, 0, 0, 40))
    painter.drawRoundedRect(box.translated(2, 3), box.width() * 0.1, box.width() * 0.1)
    if card is None:
        painter.setPen(QPen(QColor("#b8ab96"), 1.5, Qt.DashLine))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(box, 6, 6)
    elif card in SCORING_CARDS:
        cached(painter, "scoring", box, SCORING_CARDS[card])
    else:
        cached(painter, "note", box, card)
    if selected or lit:
        painter.setPen(QPen(QColor("#e67e22") if selected else QColor(46, 160, 67), 4))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(box.adjusted(-2, -2, 2, 2), 7, 7)
    if selected:  # lifted: a tick badge on the top edge
        badge = QRectF(box.center().x() - 9, box.top() - 12, 18, 18)
        painter.setBrush(QColor("#e67e22"))
        painter.setPen(QPen(QColor("white"), 2))
        painter.drawEllipse(badge)
        painter.drawLine(QPointF(badge.left() + 4.5, badge.center().y()), QPointF(badge.center().x() - 1, badge.bottom() - 5))
        painter.drawLine(QPointF(badge.center().x() - 1, badge.bottom() - 5), QPointF(badge.right() - 4, badge.top() + 5))
    painter.restore()


def paint_back(painter: QPainter, box: QRectF) -> None:
    cached(painter, "back", box, None)
