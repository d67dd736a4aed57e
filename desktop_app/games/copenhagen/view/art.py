"""Copenhagen's painters: facade walls with bricks and windows, cards, ability icons, gables.

Everything is drawn with QPainter in the item's own coordinates, so it stays crisp at any zoom;
the table caches each item as a device pixmap (TableScene.cache_items), so a texture is painted
once per zoom, not per frame. Every facade colour also has its own window shape (arched, four
panes, twin, round, lancet, shuttered), so the house reads in greyscale."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainterPath, QPen, QPolygonF

from ..components import (
    ADDITIONAL_CARD, ANY_CARDS, BOTH_ACTIONS, CHANGE_OF_COLORS, CONSTRUCTION_DISCOUNT, WHITE,
)

# Component colours (facade cards and tiles); each CIEDE2000 >= 25 from every seat colour
# (tests/table/test_colours.py); the window shapes tell them apart in greyscale.
PALETTE: dict[str, str] = {
    "red": "#cc4b3c", "yellow": "#e8b820", "green": "#5a9a3c",
    "blue": "#3566b0", "purple": "#8a5cb0", WHITE: "#f4f1ea",
}
FACADE = {name: QColor(hex_) for name, hex_ in PALETTE.items()}
INK = QColor("#2d2a26")
CREAM = QColor("#fffaf0")
PLASTER = QColor("#efe4d0")
GLASS = QColor("#cfe6f2")
FRAME = QColor("#fbf7ee")
WINDOW_SHAPE = {"red": "arched", "yellow": "four", "green": "twin", "blue": "round", "purple": "lattice",
                WHITE: "shutters"}


def font(px: float, bold: bool = True) -> QFont:
    """A font by pixel size in scene units (the fitted view scales it by its transform)."""
    f = QFont("Sans")
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


# ------------------------------------------------------------------ facade cells
def paint_cell(painter, rect: QRectF, colour: str, brick: bool) -> None:
    """One facade space: a brick wall, or a wall with this colour's window."""
    base = FACADE[colour]
    painter.setPen(Qt.NoPen)
    painter.setBrush(base)
    painter.drawRect(rect)
    if brick:
        _bricks(painter, rect, base)
    else:
        window(painter, rect, colour)
    painter.setPen(QPen(base.darker(160), max(0.6, rect.width() / 28)))
    painter.setBrush(Qt.NoBrush)
    painter.drawRect(rect)


def _bricks(painter, rect: QRectF, base: QColor) -> None:
    rows = 5
    h = rect.height() / rows
    w = rect.width() / 2
    shade = base.darker(118)
    painter.setPen(Qt.NoPen)
    for i in range(rows):  # alternate bricks a shade darker: a wall, not a grid
        offset = 0 if i % 2 else -w / 2
        for j in range(4):
            if (i + j) % 3 == 0:
                x = rect.left() + offset + j * w
                brick = QRectF(x, rect.top() + i * h, w, h).intersected(rect)
                painter.setBrush(shade)
                painter.drawRect(brick)
    mortar = QPen(base.lighter(150), max(0.5, rect.width() / 30))
    painter.setPen(mortar)
    for i in range(1, rows):
        y = rect.top() + i * h
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
    for i in range(rows):
        offset = w / 2 if i % 2 == 0 else 0
        x = rect.left() + offset
        while x < rect.right() - 0.5:
            if x > rect.left() + 0.5:
                painter.drawLine(QPointF(x, rect.top() + i * h), QPointF(x, rect.top() + (i + 1) * h))
            x += w


def window(painter, rect: QRectF, colour: str) -> None:
    """The colour's window: frame, glass, glazing bars and a sill."""
    kind = WINDOW_SHAPE[colour]
    w, h = rect.width(), rect.height()
    line = max(0.6, w / 26)
    frame = QRectF(rect.left() + w * 0.22, rect.top() + h * 0.14, w * 0.56, h * 0.66)
    if kind == "round":
        d = min(w, h) * 0.56
        frame = QRectF(rect.center().x() - d / 2, rect.center().y() - d / 2 - h * 0.04, d, d)
    elif kind == "twin":
        frame = QRectF(rect.left() + w * 0.16, rect.top() + h * 0.14, w * 0.68, h * 0.66)
    path = _window_path(kind, frame)
    painter.setPen(QPen(FRAME, line * 2.2))
    gradient = QLinearGradient(frame.topLeft(), frame.bottomRight())
    gradient.setColorAt(0, GLASS.lighter(112))
    gradient.setColorAt(1, GLASS.darker(118))
    painter.setBrush(gradient)
    painter.drawPath(path)
    painter.setPen(QPen(INK, line * 0.8))
    painter.setBrush(Qt.NoBrush)
    painter.drawPath(path)
    painter.setPen(QPen(FRAME, line * 1.4))
    cx, cy = frame.center().x(), frame.center().y()
    if kind in ("four", "round", "shutters"):
        painter.drawLine(QPointF(cx, frame.top()), QPointF(cx, frame.bottom()))
        painter.drawLine(QPointF(frame.left(), cy), QPointF(frame.right(), cy))
    elif kind == "lattice":  # leaded glass: a diamond lattice over the pane
        painter.save()
        painter.setClipPath(path)
        painter.setPen(QPen(INK, line * 0.9))
        step = frame.width() / 2.5
        x = frame.left() - frame.height()
        while x < frame.right() + frame.height():
            painter.drawLine(QPointF(x, frame.bottom()), QPointF(x + frame.height(), frame.top()))
            painter.drawLine(QPointF(x, frame.top()), QPointF(x + frame.height(), frame.bottom()))
            x += step
        painter.restore()
    elif kind in ("arched", "lancet"):
        painter.drawLine(QPointF(cx, frame.top() + frame.height() * 0.2), QPointF(cx, frame.bottom()))
        y = frame.top() + frame.height() * 0.55
        painter.drawLine(QPointF(frame.left(), y), QPointF(frame.right(), y))
    if kind == "shutters":
        painter.setPen(QPen(INK, line * 0.6))
        painter.setBrush(QColor("#7d8f6a"))
        for x in (frame.left() - w * 0.16, frame.right()):
            painter.drawRect(QRectF(x, frame.top(), w * 0.16, frame.height()))
    if kind != "round":  # the sill
        painter.setPen(Qt.NoPen)
        painter.setBrush(FRAME.darker(115))
        painter.drawRect(QRectF(frame.left() - w * 0.06, frame.bottom() + line, frame.width() + w * 0.12, h * 0.07))


def _window_path(kind: str, r: QRectF) -> QPainterPath:
    path = QPainterPath()
    if kind == "round":
        path.addEllipse(r)
    elif kind == "arched":
        path.moveTo(r.left(), r.bottom())
        path.lineTo(r.left(), r.top() + r.width() / 2)
        path.arcTo(QRectF(r.left(), r.top(), r.width(), r.width()), 180, -180)
        path.lineTo(r.right(), r.bottom())
        path.closeSubpath()
    elif kind == "lancet":
        path.moveTo(r.left(), r.bottom())
        path.lineTo(r.left(), r.top() + r.height() * 0.4)
        path.quadTo(r.left(), r.top() + r.height() * 0.08, r.center().x(), r.top())
        path.quadTo(r.right(), r.top() + r.height() * 0.08, r.right(), r.top() + r.height() * 0.4)
        path.lineTo(r.right(), r.bottom())
        path.closeSubpath()
    elif kind == "twin":
        gap = r.width() * 0.14
        half = (r.width() - gap) / 2
        path.addRect(QRectF(r.left(), r.top(), half, r.height()))
        path.addRect(QRectF(r.right() - half, r.top(), half, r.height()))
    else:
        path.addRect(r)
    return path


# ------------------------------------------------------------------ cards
def paint_card_face(painter, rect: QRectF, colour: str, letter: str) -> None:
    """A facade card: cream border, a wall with this colour's window, the colour letter in a corner."""
    paint_card_blank(painter, rect)
    inner = rect.adjusted(5, 5, -5, -5)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(inner, 4, 4)
    painter.setClipPath(clip)
    paint_cell(painter, inner, colour, False)
    painter.restore()
    badge = QRectF(rect.left() + 2, rect.top() + 2, 22, 22)
    painter.setPen(QPen(FACADE[colour].darker(150), 1.2))
    painter.setBrush(CREAM)
    painter.drawEllipse(badge)
    painter.setPen(INK)
    painter.setFont(font(14))
    painter.drawText(badge, Qt.AlignCenter, letter)


def paint_card_blank(painter, rect: QRectF) -> None:
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(0, 0, 0, 45))
    painter.drawRoundedRect(rect.translated(2, 3), 7, 7)
    painter.setPen(QPen(QColor("#b9a98c"), 1))
    painter.setBrush(CREAM)
    painter.drawRoundedRect(rect, 7, 7)


def paint_card_back(painter, rect: QRectF) -> None:
    """The back of a facade card: a harbour blue with waves and an anchor."""
    paint_card_blank(painter, rect)
    inner = rect.adjusted(4, 4, -4, -4)
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor("#2f5d73"))
    painter.drawRoundedRect(inner, 5, 5)
    painter.setPen(QPen(QColor("#8fb8c9"), max(0.8, rect.width() / 50)))
    painter.setBrush(Qt.NoBrush)
    for i in range(3):
        y = inner.bottom() - inner.height() * (0.12 + 0.1 * i)
        wave = QPainterPath(QPointF(inner.left() + 3, y))
        steps = 4
        dx = (inner.width() - 6) / steps
        for s in range(steps):
            x = inner.left() + 3 + s * dx
            wave.quadTo(x + dx / 2, y - 3, x + dx, y)
        painter.drawPath(wave)
    anchor(painter, QPointF(inner.center().x(), inner.top() + inner.height() * 0.34), inner.width() * 0.3,
           QColor("#f1e6cf"))


def anchor(painter, centre: QPointF, size: float, colour: QColor) -> None:
    pen = QPen(colour, max(1.0, size / 7), Qt.SolidLine, Qt.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.NoBrush)
    x, y = centre.x(), centre.y()
    painter.drawEllipse(QPointF(x, y - size * 0.8), size * 0.14, size * 0.14)
    painter.drawLine(QPointF(x, y - size * 0.66), QPointF(x, y + size * 0.75))
    painter.drawLine(QPointF(x - size * 0.35, y - size * 0.4), QPointF(x + size * 0.35, y - size * 0.4))
    arc = QPainterPath(QPointF(x - size * 0.62, y + size * 0.2))
    arc.quadTo(x - size * 0.5, y + size * 0.8, x, y + size * 0.78)
    arc.quadTo(x + size * 0.5, y + size * 0.8, x + size * 0.62, y + size * 0.2)
    painter.drawPath(arc)


# ------------------------------------------------------------------ ability tiles
def paint_ability_icon(painter, rect: QRectF, name: str, ink: QColor) -> None:
    """A drawn pictogram per ability (no glyph fonts needed)."""
    s = min(rect.width(), rect.height())
    c = rect.center()
    line = max(1.0, s / 18)

    def mini_card(x: float, y: float, angle: float = 0.0, fill: QColor | None = None) -> None:
        painter.save()
        painter.translate(x, y)
        painter.rotate(angle)
        painter.setPen(QPen(ink, line))
        painter.setBrush(fill or CREAM)
        painter.drawRoundedRect(QRectF(-s * 0.14, -s * 0.2, s * 0.28, s * 0.4), s * 0.04, s * 0.04)
        painter.setPen(Qt.NoPen)  # the card's picture: a facade with a window
        painter.setBrush(FACADE["red"] if angle <= 0 else FACADE["green"])
        painter.drawRect(QRectF(-s * 0.09, -s * 0.14, s * 0.18, s * 0.2))
        painter.setBrush(GLASS)
        painter.drawRect(QRectF(-s * 0.04, -s * 0.1, s * 0.08, s * 0.12))
        painter.restore()

    def mini_tile(x: float, y: float) -> None:
        painter.setPen(QPen(ink, line))
        painter.setBrush(FACADE["red"].lighter(120))
        painter.drawRect(QRectF(x - s * 0.2, y - s * 0.1, s * 0.2, s * 0.2))
        painter.setBrush(GLASS)
        painter.drawRect(QRectF(x, y - s * 0.1, s * 0.2, s * 0.2))

    def badge(x: float, y: float, plus: bool) -> None:
        painter.setPen(Qt.NoPen)
        painter.setBrush(ink)
        painter.drawEllipse(QPointF(x, y), s * 0.13, s * 0.13)
        painter.setPen(QPen(CREAM, line * 1.3))
        painter.drawLine(QPointF(x - s * 0.07, y), QPointF(x + s * 0.07, y))
        if plus:
            painter.drawLine(QPointF(x, y - s * 0.07), QPointF(x, y + s * 0.07))

    if name == ANY_CARDS:  # two cards far apart, a double arrow over the gap: not neighbours
        mini_card(c.x() - s * 0.3, c.y() + s * 0.12)
        mini_card(c.x() + s * 0.3, c.y() + s * 0.12, 0.001)
        y = c.y() - s * 0.3
        painter.setPen(QPen(ink, line * 1.3))
        painter.drawLine(QPointF(c.x() - s * 0.22, y), QPointF(c.x() + s * 0.22, y))
        _arrow_head(painter, QPointF(c.x() + s * 0.34, y), 0.0, s * 0.13, ink)
        _arrow_head(painter, QPointF(c.x() - s * 0.34, y), math.pi, s * 0.13, ink)
    elif name == ADDITIONAL_CARD:  # a fan of three cards, the third with a plus
        for i, angle in enumerate((-18, 0, 18)):
            mini_card(c.x() + (i - 1) * s * 0.16, c.y() + s * 0.04, angle)
        badge(c.x() + s * 0.3, c.y() - s * 0.26, True)
    elif name == CONSTRUCTION_DISCOUNT:  # a tile and a minus: one card fewer
        mini_tile(c.x(), c.y() + s * 0.12)
        badge(c.x() + s * 0.26, c.y() - s * 0.22, False)
        mini_card(c.x() - s * 0.3, c.y() - s * 0.18, -12)
    elif name == CHANGE_OF_COLORS:  # a disc half one colour, half another, turning
        r = s * 0.3
        box = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
        painter.setPen(Qt.NoPen)
        painter.setBrush(FACADE["yellow"])
        painter.drawPie(box, 90 * 16, 180 * 16)
        painter.setBrush(FACADE["blue"])
        painter.drawPie(box, -90 * 16, 180 * 16)
        painter.setPen(QPen(ink, line))
        painter.setBrush(Qt.NoBrush)
        painter.drawEllipse(box)
        ring = box.adjusted(-s * 0.1, -s * 0.1, s * 0.1, s * 0.1)
        painter.setPen(QPen(ink, line * 1.2))
        painter.drawArc(ring, 20 * 16, 120 * 16)
        painter.drawArc(ring, 200 * 16, 120 * 16)
        _arrow_head(painter, QPointF(ring.center().x() + ring.width() / 2 * math.cos(math.radians(140)),
                                     ring.center().y() - ring.height() / 2 * math.sin(math.radians(140))),
                    math.radians(230), s * 0.1, ink)
    elif name == BOTH_ACTIONS:  # a card, then a tile
        mini_card(c.x() - s * 0.26, c.y())
        mini_tile(c.x() + s * 0.3, c.y())
        badge(c.x(), c.y(), True)


def _arrow_head(painter, tip: QPointF, angle: float, size: float, ink: QColor) -> None:
    """A filled arrowhead at tip, pointing along angle (radians, y up)."""
    back = angle + math.pi
    left = QPointF(tip.x() + size * math.cos(back + 0.5), tip.y() - size * math.sin(back + 0.5))
    right = QPointF(tip.x() + size * math.cos(back - 0.5), tip.y() - size * math.sin(back - 0.5))
    painter.setPen(Qt.NoPen)
    painter.setBrush(ink)
    painter.drawPolygon(QPolygonF([tip, left, right]))


def paint_ability_tile(painter, rect: QRectF, name: str, active: bool, icon: QRectF | None = None) -> None:
    """An ability tile: face up (parchment, dark ink) when active; turned over (slate, stripes) when used."""
    painter.setPen(QPen(QColor("#6b5a45"), 1.5))
    painter.setBrush(QColor("#f3e2b8") if active else QColor("#7d7468"))
    painter.drawRoundedRect(rect, 6, 6)
    if not active:  # a used tile lies face down: diagonal stripes, so it reads in greyscale too
        painter.save()
        clip = QPainterPath()
        clip.addRoundedRect(rect, 6, 6)
        painter.setClipPath(clip)
        painter.setPen(QPen(QColor("#958b7e"), 2))
        step = 8
        x = rect.left() - rect.height()
        while x < rect.right():
            painter.drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()))
            x += step
        painter.restore()
    icon = icon or rect
    paint_ability_icon(painter, icon.adjusted(3, 3, -3, -3), name, INK if active else QColor("#e7e0d4"))


# ------------------------------------------------------------------ houses and quay
def gable_path(left: float, right: float, base: float, step: float) -> QPainterPath:
    """A Copenhagen stepped gable over [left, right], rising from base in three steps."""
    width = right - left
    points = [QPointF(left, base)]
    for i, inset in enumerate((0.0, 0.16, 0.32)):
        y = base - step * (i + 1)
        points += [QPointF(left + width * inset, base - step * i), QPointF(left + width * inset, y)]
    points += [QPointF(right - width * 0.32, base - step * 3)]
    for i, inset in reversed(list(enumerate((0.0, 0.16, 0.32)))):
        points += [QPointF(right - width * inset, base - step * (i + 1)), QPointF(right - width * inset, base - step * i)]
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def shield(painter, centre: QPointF, r: float) -> None:
    """A coat of arms: a golden shield with a crown-like chief."""
    path = QPainterPath()
    path.moveTo(centre.x() - r, centre.y() - r)
    path.lineTo(centre.x() + r, centre.y() - r)
    path.lineTo(centre.x() + r, centre.y() + r * 0.2)
    path.quadTo(centre.x() + r, centre.y() + r, centre.x(), centre.y() + r * 1.3)
    path.quadTo(centre.x() - r, centre.y() + r, centre.x() - r, centre.y() + r * 0.2)
    path.closeSubpath()
    painter.setPen(QPen(QColor("#8a6d1f"), max(1.0, r / 7)))
    painter.setBrush(QColor("#e8c547"))
    painter.drawPath(path)
    painter.setPen(QPen(QColor("#8a6d1f"), max(0.8, r / 9)))
    painter.drawLine(QPointF(centre.x(), centre.y() - r * 0.7), QPointF(centre.x(), centre.y() + r))
    painter.drawLine(QPointF(centre.x() - r * 0.7, centre.y() - r * 0.1), QPointF(centre.x() + r * 0.7, centre.y() - r * 0.1))


def waves(painter, rect: QRectF) -> None:
    """Harbour water: a gradient with rows of little waves."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, QColor("#3f7f9c"))
    gradient.setColorAt(1, QColor("#5b9bb5"))
    painter.setPen(Qt.NoPen)
    painter.setBrush(gradient)
    painter.drawRect(rect)
    painter.setPen(QPen(QColor(225, 240, 246, 170), 1.4, Qt.SolidLine, Qt.RoundCap))
    painter.setBrush(Qt.NoBrush)
    row = 0
    y = rect.top() + 6
    while y < rect.bottom() - 2:
        x = rect.left() + (14 if row % 2 else 0)
        while x < rect.right() - 16:
            wave = QPainterPath(QPointF(x, y))
            wave.quadTo(x + 5, y - 3, x + 10, y)
            painter.drawPath(wave)
            x += 28
        y += 8
        row += 1


def cobbles(painter, rect: QRectF) -> None:
    """The quay's stone surface: staggered setts."""
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor("#cbbfa8"))
    painter.drawRect(rect)
    painter.setPen(QPen(QColor("#b3a68d"), 1))
    painter.setBrush(QColor("#d6cbb6"))
    w, h = 22, 12
    row = 0
    y = rect.top()
    while y < rect.bottom():
        x = rect.left() - (w / 2 if row % 2 else 0)
        while x < rect.right():
            painter.drawRoundedRect(QRectF(x + 1, y + 1, w - 2, h - 2).intersected(rect), 3, 3)
            x += w
        y += h
        row += 1
