"""QPainter art for Christmas Tree cards: our own drawings, colour-blind safe (every colour also has
a letter or a hatch). A card is a rhombus centred on (0, 0) with half-width `a` and half-height `b`;
edge d (NW, NE, SE, SW) runs between two tips, and bulb halves sit on edge midpoints so that two
halves of neighbouring cards meet as one bulb (round yellow, square red, diamond blue)."""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF

from ..components import CANDY, CARDS, GINGER, GLASS
from ..log_words import card_words
from desktop_app.engine.caches import per_table

INK = QColor("#2d2a26")
ORNAMENT = {"gold": QColor("#d9a521"), "green": QColor("#2f8f4e"), "purple": QColor("#8a4fb5")}
ORNAMENT_HATCH = {"gold": Qt.Dense6Pattern, "green": Qt.VerPattern, "purple": Qt.FDiagPattern}
BULB = {"yellow": QColor("#f7d23e"), "red": QColor("#e0453a"), "blue": QColor("#3d7fd9")}
CARD_FACE = {GLASS: QColor("#fbf6ea"), CANDY: QColor("#fdf0f0"), GINGER: QColor("#f3dfc2")}
SHAPE_NAMES = {"star": "star", "ball": "ball", "spiral": "spiral"}
translate = QCoreApplication.translate  # context "christmas_tree"; lupdate extracts the literals


def word(text) -> str:
    """A colour, shape or card kind (marked in components.WORDS) in the player's language."""
    return QCoreApplication.translate("christmas_tree", str(text))


_PATHS: dict[tuple, QPainterPath] = per_table({})


def remembered_path(key: tuple, build) -> QPainterPath:
    """A path built once per shape, size and place (a card's first picture at a review's reveal
    builds a dozen; the building in Python cost about as much as the painting)."""
    path = _PATHS.get(key)
    if path is None:
        if len(_PATHS) > 20000:
            _PATHS.clear()
        path = _PATHS[key] = build()
    return QPainterPath(path)  # a copy (shared until changed): a caller may add to its own


def rhombus(a: float, b: float, centre: QPointF | None = None) -> QPainterPath:
    x, y = (0.0, 0.0) if centre is None else (centre.x(), centre.y())
    return remembered_path(("rhombus", a, b, x, y), lambda: _rhombus(a, b, QPointF(x, y)))


def _rhombus(a: float, b: float, centre: QPointF) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([centre + QPointF(0, -b), centre + QPointF(a, 0), centre + QPointF(0, b),
                               centre + QPointF(-a, 0), centre + QPointF(0, -b)]))
    path.closeSubpath()
    return path


def edge_mid(d: int, a: float, b: float) -> QPointF:
    return QPointF((-a if d in (0, 3) else a) / 2, (-b if d in (0, 1) else b) / 2)


def half_disc(d: int, a: float, b: float, r: float) -> QPainterPath:
    """A half disc on edge d's midpoint, flat side on the edge, bulging into the card."""
    return remembered_path(("half disc", d, a, b, r), lambda: _half_disc(d, a, b, r))


def _half_disc(d: int, a: float, b: float, r: float) -> QPainterPath:
    mid = edge_mid(d, a, b)
    length = math.hypot(mid.x(), mid.y())
    inward = QPointF(-mid.x() / length, -mid.y() / length)
    along = QPointF(-inward.y(), inward.x())
    points = [mid + along * (r * math.cos(t)) + inward * (r * math.sin(t))
              for t in (math.pi * i / 14 for i in range(15))]
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def star_path(centre: QPointF, r: float, points: int = 5, inner: float = 0.45) -> QPainterPath:
    x, y = centre.x(), centre.y()
    return remembered_path(("star", x, y, r, points, inner), lambda: _star_path(QPointF(x, y), r, points, inner))


def _star_path(centre: QPointF, r: float, points: int, inner: float) -> QPainterPath:
    poly = []
    for i in range(points * 2):
        radius = r if i % 2 == 0 else r * inner
        angle = -math.pi / 2 + i * math.pi / points
        poly.append(centre + QPointF(radius * math.cos(angle), radius * math.sin(angle)))
    path = QPainterPath()
    path.addPolygon(QPolygonF(poly))
    path.closeSubpath()
    return path


def paint_shape(painter, shape: str, centre: QPointF, r: float, fill: QColor, hatch=None) -> None:
    """A glass ornament's shape: a star, a ball (with its cap) or a spiral drop."""
    painter.setPen(QPen(fill.darker(170), max(1.0, r / 9)))
    path = remembered_path(("shape", shape, centre.x(), centre.y(), r), lambda: _shape_path(shape, centre, r))
    painter.setBrush(fill)
    painter.drawPath(path)
    if hatch is not None:
        painter.setBrush(QBrush(fill.darker(135), hatch))
        painter.drawPath(path)
    if shape == "ball":
        cap = QRectF(centre.x() - r * 0.18, centre.y() - r * 1.05, r * 0.36, r * 0.25)
        painter.setBrush(QColor("#b9b9b9"))
        painter.drawRect(cap)
    elif shape == "spiral":
        painter.setPen(QPen(QColor(255, 255, 255, 200), max(1.0, r / 7)))
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(remembered_path(("spiral", centre.x(), centre.y(), r), lambda: _spiral_path(centre, r)))


def _shape_path(shape: str, centre: QPointF, r: float) -> QPainterPath:
    if shape == "star":
        return star_path(centre, r)
    path = QPainterPath()
    if shape == "ball":
        path.addEllipse(centre, r * 0.85, r * 0.85)
    else:
        path.moveTo(centre + QPointF(0, -r))
        path.cubicTo(centre + QPointF(r * 0.9, -r * 0.3), centre + QPointF(r * 0.7, r * 0.8), centre + QPointF(0, r))
        path.cubicTo(centre + QPointF(-r * 0.7, r * 0.8), centre + QPointF(-r * 0.9, -r * 0.3), centre + QPointF(0, -r))
    return path


def _spiral_path(centre: QPointF, r: float) -> QPainterPath:
    spiral = QPainterPath()
    for i in range(40):
        t = i / 39 * 3.2 * math.pi
        rad = r * 0.08 + r * 0.55 * i / 39
        point = centre + QPointF(rad * math.cos(t) * 0.8, rad * math.sin(t))
        if i == 0:
            spiral.moveTo(point)
        else:
            spiral.lineTo(point)
    return spiral


def paint_snowflakes(painter, count: int, centre: QPointF, size: float) -> None:
    painter.setPen(QPen(QColor("#3a6ea5"), max(1.0, size / 5)))
    for i in range(count):
        c = centre + QPointF((i - (count - 1) / 2) * size * 2.3, 0)
        for k in range(3):
            angle = k * math.pi / 3
            d = QPointF(size * math.cos(angle), size * math.sin(angle))
            painter.drawLine(c - d, c + d)


def paint_candy(painter, centre: QPointF, r: float, value: int) -> None:
    body = QRectF(centre.x() - r, centre.y() - r * 0.55, 2 * r, 1.1 * r)
    painter.setPen(QPen(QColor("#8e1b1b"), max(1.0, r / 10)))
    for side in (-1, 1):
        tip = QPainterPath()
        x = centre.x() + side * r
        tip.addPolygon(QPolygonF([QPointF(x, centre.y()), QPointF(x + side * r * 0.6, centre.y() - r * 0.5),
                                  QPointF(x + side * r * 0.6, centre.y() + r * 0.5), QPointF(x, centre.y())]))
        painter.setBrush(QColor("#f2c6c6"))
        painter.drawPath(tip)
    painter.setBrush(QColor("#d8342c"))
    painter.drawRoundedRect(body, r * 0.4, r * 0.4)
    painter.setBrush(QBrush(QColor("#ffffff"), Qt.BDiagPattern))
    painter.drawRoundedRect(body, r * 0.4, r * 0.4)
    if value is None:  # a candy as a picture, no value
        return
    if r * 1.0 >= 11:
        painter.setPen(QColor("#ffffff"))
        font = QFont("Sans")
        font.setPixelSize(int(r * 1.0))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(body, Qt.AlignCenter, str(value))
    else:
        paint_candy_pips(painter, centre, r, value)


def paint_gingerbread_man(painter, centre: QPointF, r: float) -> None:
    brown = QColor("#a0612b")
    painter.setPen(QPen(brown.darker(150), max(1.0, r / 10)))
    painter.setBrush(brown)
    body = QPainterPath()
    body.addEllipse(centre + QPointF(0, -r * 0.62), r * 0.34, r * 0.34)
    body.addRoundedRect(QRectF(centre.x() - r * 0.36, centre.y() - r * 0.32, r * 0.72, r * 0.8), r * 0.2, r * 0.2)
    painter.drawPath(body)
    painter.setPen(QPen(brown, r * 0.22, Qt.SolidLine, Qt.RoundCap))
    for sx in (-1, 1):
        painter.drawLine(centre + QPointF(sx * r * 0.3, -r * 0.15), centre + QPointF(sx * r * 0.75, r * 0.1))
        painter.drawLine(centre + QPointF(sx * r * 0.18, r * 0.4), centre + QPointF(sx * r * 0.4, r * 0.85))
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor("#ffffff"))
    for dy in (-0.1, 0.15):
        painter.drawEllipse(centre + QPointF(0, r * dy), r * 0.06, r * 0.06)


def paint_wish(painter, wish, centre: QPointF, r: float, satisfied: bool | None) -> None:
    """A gingerbread side's wish: a colour (disc + letter), a shape (ink outline) or a candy."""
    what, value = wish
    if satisfied is not None:
        painter.setPen(QPen(QColor("#2ea043") if satisfied else QColor("#b0a28e"), max(1.0, r / 3)))
        painter.setBrush(QColor(46, 160, 67, 70) if satisfied else Qt.NoBrush)
        painter.drawEllipse(centre, r * 1.35, r * 1.35)
    if what == "colour":
        painter.setPen(QPen(INK, max(0.8, r / 8)))
        painter.setBrush(ORNAMENT[value])
        painter.drawEllipse(centre, r, r)
        painter.setBrush(QBrush(ORNAMENT[value].darker(150), ORNAMENT_HATCH[value]))
        painter.drawEllipse(centre, r, r)  # the colour's hatch: it reads in greyscale
    elif what == "shape":
        paint_shape(painter, value, centre, r, QColor("#fdfaf3"))
    else:
        _mini_candy(painter, centre, r)


def _mini_candy(painter, centre: QPointF, r: float) -> None:
    painter.setPen(QPen(QColor("#8e1b1b"), max(0.8, r / 8)))
    painter.setBrush(QColor("#d8342c"))
    painter.drawRoundedRect(QRectF(centre.x() - r * 0.7, centre.y() - r * 0.45, r * 1.4, r * 0.9), r * 0.3, r * 0.3)
    for side in (-1, 1):
        x = centre.x() + side * r * 0.7
        painter.drawPolygon(QPolygonF([QPointF(x, centre.y()), QPointF(x + side * r * 0.45, centre.y() - r * 0.4),
                                       QPointF(x + side * r * 0.45, centre.y() + r * 0.4)]))


BULB_SHAPE = {"yellow": "round", "red": "square", "blue": "diamond"}  # the shape says the colour too


def bulb_path(d: int, colour: str, a: float, b: float, r: float) -> QPainterPath:
    """Half a bulb on edge d's midpoint, flat side on the edge: a half disc (yellow), half a
    square (red) or half a diamond (blue), so the halves of neighbouring cards meet as one bulb of
    that shape."""
    return remembered_path(("bulb", d, colour, a, b, r), lambda: _bulb_path(d, colour, a, b, r))


def _bulb_path(d: int, colour: str, a: float, b: float, r: float) -> QPainterPath:
    shape = BULB_SHAPE.get(colour, "round")
    if shape == "round":
        return half_disc(d, a, b, r)
    mid = edge_mid(d, a, b)
    length = math.hypot(mid.x(), mid.y())
    inward = QPointF(-mid.x() / length, -mid.y() / length)
    along = QPointF(-inward.y(), inward.x())
    if shape == "square":
        s = r * 0.88
        points = [mid + along * s, mid + along * s + inward * s, mid - along * s + inward * s, mid - along * s]
    else:
        s = r * 1.15
        points = [mid + along * s, mid + inward * s, mid - along * s]
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def whole_bulb(colour: str, centre: QPointF, r: float) -> QPainterPath:
    """A complete bulb of a colour, in that colour's shape (for legends and task pictures)."""
    path = QPainterPath()
    shape = BULB_SHAPE.get(colour, "round")
    if shape == "round":
        path.addEllipse(centre, r, r)
    elif shape == "square":
        path.addRect(QRectF(centre.x() - r * 0.88, centre.y() - r * 0.88, r * 1.76, r * 1.76))
    else:
        path.addPath(rhombus(r * 1.15, r * 1.15, centre))
    return path


def paint_bulb_half(painter, d: int, colour: str, a: float, b: float, complete: bool) -> None:
    r = min(a, b) * 0.21
    path = bulb_path(d, colour, a, b, r)
    painter.setPen(QPen(QColor("#ffffff") if complete else INK, 1.6 if complete else max(0.6, r / 9)))
    painter.setBrush(BULB[colour])
    painter.drawPath(path)
    if r >= 4:  # the glass shine
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(255, 255, 255, 120))
        centre = path.boundingRect().center()
        painter.drawEllipse(centre + QPointF(-r * 0.18, -r * 0.18), r * 0.16, r * 0.16)


def paint_turn_mark(painter, centre: QPointF, r: float) -> None:
    """A small circular arrow: this card lies upside down."""
    painter.setPen(QPen(QColor("#8a7a66"), max(1.0, r / 4), Qt.SolidLine, Qt.RoundCap))
    painter.setBrush(Qt.NoBrush)
    rect = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
    painter.drawArc(rect, 90 * 16, 270 * 16)
    tip = centre + QPointF(r, 0)
    painter.setBrush(QColor("#8a7a66"))
    painter.drawPolygon(QPolygonF([tip + QPointF(-r * 0.5, -r * 0.1), tip + QPointF(r * 0.5, -r * 0.1), tip + QPointF(0, r * 0.55)]))


def paint_candy_pips(painter, centre: QPointF, r: float, value: int) -> None:
    """A candy's value as white pips (small cards, where a number would be too small to read)."""
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor("#ffffff"))
    step = r * 0.42
    for i in range(value):
        row, col = divmod(i, 3)
        cols = min(3, value - row * 3)
        x = centre.x() + (col - (cols - 1) / 2) * step
        y = centre.y() + (row - (1 if value > 3 else 0) / 2) * step * 0.9
        painter.drawEllipse(QPointF(x, y), r * 0.12, r * 0.12)


def paint_card(painter, card_id: str, turned: int, a: float, b: float, complete_edges=(), ginger_met=None) -> None:
    """One card face centred on (0, 0). `complete_edges`: board edges whose bulb is complete;
    `ginger_met`: per board edge whether a gingerbread side is satisfied (None: not shown).
    Small cards carry no text: colours also show as hatches, bulb colours as shapes, candy values
    as pips."""
    card = CARDS[card_id]
    outline = rhombus(a, b)
    painter.setPen(QPen(QColor("#6b5a45"), max(1.0, a / 30)))
    painter.setBrush(CARD_FACE[card.kind])
    painter.drawPath(outline)
    painter.setPen(QPen(QColor(255, 255, 255, 170), max(1.0, a / 22)))
    painter.setBrush(Qt.NoBrush)
    painter.drawPath(rhombus(a * 0.86, b * 0.86))
    r = min(a, b) * 0.42
    if card.kind == GLASS:
        centre = QPointF(0, -b * 0.06)
        painter.setPen(QPen(QColor("#b8a78c"), max(0.8, a / 40)))
        painter.drawLine(QPointF(0, -b * 0.62), centre + QPointF(0, -r))  # the ornament's string
        paint_shape(painter, card.shape, centre, r, ORNAMENT[card.colour], ORNAMENT_HATCH[card.colour])
        if r >= 6:
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor(255, 255, 255, 110))
            painter.drawEllipse(centre + QPointF(-r * 0.32, -r * 0.3), r * 0.18, r * 0.12)
        paint_snowflakes(painter, card.snowflakes, QPointF(0, b * 0.55), max(2.0, a * 0.08))
    elif card.kind == CANDY:
        paint_candy(painter, QPointF(0, 0), r * 0.85, card.value)
    else:
        paint_gingerbread_man(painter, QPointF(0, 0), r * 0.95)
        for d in range(4):
            wish = card.wish(d, turned)
            spot = edge_mid(d, a, b) * 0.72
            met = None if ginger_met is None else ginger_met[d]
            paint_wish(painter, wish, spot, min(a, b) * 0.13, met)
    for d in range(4):
        colour = card.bulb(d, turned)
        if colour:
            paint_bulb_half(painter, d, colour, a, b, d in complete_edges)
    if turned and a >= 24:
        paint_turn_mark(painter, QPointF(a * 0.42, -b * 0.05), a * 0.09)


def paint_card_back(painter, a: float, b: float) -> None:
    painter.setPen(QPen(QColor("#3e5f3a"), 1.5))
    painter.setBrush(QColor("#4f7a49"))
    painter.drawPath(rhombus(a, b))
    painter.setBrush(QColor("#6f9d67"))
    painter.drawPath(star_path(QPointF(0, 0), min(a, b) * 0.35))


_DESCRIBED: dict[tuple, str] = per_table({})


def describe_card(card_id: str) -> str:
    """A card in words (its tooltip), remembered per card and language: every sync sets one
    tooltip per card on the table."""
    key = (card_id, translate("christmas_tree", "{name} glass ornament, snowflakes: {count}"))
    if key not in _DESCRIBED:
        _DESCRIBED[key] = _describe_card(card_id)
    return _DESCRIBED[key]


def _describe_card(card_id: str) -> str:
    card = CARDS[card_id]
    halves = ", ".join(f"{d} {word(c)}" for d, c in zip(("NW", "NE", "SE", "SW"), card.bulbs) if c)
    bulbs = translate("christmas_tree", "; bulb halves: {halves}").format(halves=halves) if halves else ""
    if card.kind == GLASS:
        return translate("christmas_tree", "{name} glass ornament, snowflakes: {count}").format(
            name=word(card_words(card_id)[0]), count=card.snowflakes) + bulbs
    if card.kind == CANDY:
        return translate("christmas_tree", "candy worth {value}").format(value=card.value) + bulbs
    wishes = ", ".join(f"{d}: {word(w[1]) if w[0] != 'candy' else word('candy')}"
                       for d, w in zip(("NW", "NE", "SE", "SW"), card.sides))
    return translate("christmas_tree", "gingerbread man; wishes {wishes}").format(wishes=wishes)
