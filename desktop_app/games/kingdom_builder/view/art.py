"""Kingdom Builder's drawing vocabulary, all QPainter: terrain textures, castles, the location
emblems, settlements, seat marks and terrain cards.

Every terrain reads without colour too (grass blades, flowers, trees, canyon strata, dunes, waves,
peaks), every seat by a mark on its houses. A terrain hex is painted once per terrain and zoom
level into a pixmap (`terrain_pixmap`); the board blits it 400 times."""
from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from desktop_app.table.sprites import paint_cached

INK = QColor("#2d2a26")
PAPER = QColor("#fbf3df")

# The component colours (terrain bases, castle stone, location parchment, tile faces): every
# seat colour of desktop_app/table/seats.py stays far from all of them (CIEDE2000 >= 25).
PALETTE: dict[str, str] = {
    "grass": "#8fb04e", "canyon": "#c27046", "desert": "#d6ae5a", "flowers": "#bfa2dc",
    "forest": "#44843f", "water": "#3d6aa6", "mountain": "#8b857c", "castle": "#958c7a",
    "location": "#b39560", "tile": "#d4a24a", "tile_used": "#8c8272", "card_back": "#7d8aa6",
}
TERRAIN_COLOUR = {"G": "grass", "C": "canyon", "D": "desert", "F": "flowers", "T": "forest",
                  "W": "water", "M": "mountain", "K": "castle", "*": "location"}
TERRAIN_FILL = {code: QColor(PALETTE[name]) for code, name in TERRAIN_COLOUR.items()}


def hexagon(centre: QPointF, radius: float) -> QPolygonF:
    """A pointy-topped hexagon (the board's)."""
    return QPolygonF([QPointF(centre.x() + radius * math.cos(math.radians(60 * i - 30)),
                              centre.y() + radius * math.sin(math.radians(60 * i - 30))) for i in range(6)])


def pixel_font(pixels: float, bold: bool = False) -> QFont:
    font = QFont("Sans")
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


# ------------------------------------------------------------------ terrain textures
def _spots(rect: QRectF, step: float, rng: random.Random, jitter: float = 0.3):
    """Points on a staggered grid over rect, each nudged a little (the same every time: seeded)."""
    row = 0
    y = rect.top() + step * 0.45
    while y < rect.bottom() + step * 0.3:
        x = rect.left() + (step * 0.5 if row % 2 else step * 0.05)
        while x < rect.right() + step * 0.3:
            yield QPointF(x + rng.uniform(-jitter, jitter) * step, y + rng.uniform(-jitter, jitter) * step)
            x += step
        y += step * 0.8
        row += 1


def _grass(p: QPainter, rect: QRectF, u: float, rng: random.Random) -> None:
    blade = QPen(QColor("#4a7424"), 1.2 * u, Qt.SolidLine, Qt.RoundCap)
    light = QPen(QColor("#c2dc88"), 1.0 * u, Qt.SolidLine, Qt.RoundCap)
    for c in _spots(rect, 8.5 * u, rng):
        p.setPen(blade)
        for dx, h in ((-2.2, 4.5), (0, 6.0), (2.2, 4.5)):
            p.drawLine(c, c + QPointF(dx * u, -h * u))
        p.setPen(light)
        p.drawLine(c + QPointF(1 * u, 0), c + QPointF(1.6 * u, -3.2 * u))


def _flowers(p: QPainter, rect: QRectF, u: float, rng: random.Random) -> None:
    p.setPen(QPen(QColor("#6f9a45"), 0.9 * u, Qt.SolidLine, Qt.RoundCap))
    for c in _spots(rect, 7.5 * u, rng, 0.35):
        p.drawLine(c + QPointF(0, 1.6 * u), c + QPointF(0.6 * u, 4.2 * u))
    petals = (QColor("#fdf3fb"), QColor("#9b4f92"))
    for i, c in enumerate(_spots(rect, 7.5 * u, random.Random(rng.random()), 0.35)):
        p.setPen(Qt.NoPen)
        p.setBrush(petals[i % 2])
        for k in range(5):
            a = math.radians(72 * k - 90)
            p.drawEllipse(c + QPointF(1.5 * u * math.cos(a), 1.5 * u * math.sin(a)), 1.15 * u, 1.15 * u)
        p.setBrush(QColor("#f3c623"))
        p.drawEllipse(c, 0.8 * u, 0.8 * u)


def _forest(p: QPainter, rect: QRectF, u: float, rng: random.Random) -> None:
    for c in _spots(rect, 9.5 * u, rng, 0.22):
        p.setPen(Qt.NoPen)
        p.setBrush(QColor("#5b3a21"))
        p.drawRect(QRectF(c.x() - 0.8 * u, c.y() + 2.5 * u, 1.6 * u, 2.4 * u))
        for level, (half, top, bottom) in enumerate(((4.2, -1.5, 3.2), (3.2, -4.6, 0.4))):
            tier = QPolygonF([c + QPointF(0, top * u), c + QPointF(half * u, bottom * u), c + QPointF(-half * u, bottom * u)])
            p.setBrush(QColor("#1c4a22"))
            p.setPen(QPen(QColor("#143618"), 0.6 * u))
            p.drawPolygon(tier)
            p.setPen(Qt.NoPen)
            p.setBrush(QColor("#6fae5c"))
            p.drawPolygon(QPolygonF([c + QPointF(0, top * u), c + QPointF(0, bottom * u),
                                     c + QPointF(-half * u, bottom * u)]))


def _canyon(p: QPainter, rect: QRectF, u: float, rng: random.Random) -> None:
    colours = (QColor("#8a4427"), QColor("#d48a5e"), QColor("#9c5232"))
    y = rect.top() + 3 * u
    band = 0
    while y < rect.bottom():
        path = QPainterPath(QPointF(rect.left() - 2 * u, y))
        x = rect.left() - 2 * u
        phase = rng.uniform(0, math.pi)
        while x < rect.right() + 4 * u:
            x += 3 * u
            path.lineTo(x, y + 1.2 * u * math.sin(x / (4.5 * u) + phase))
        p.setPen(QPen(colours[band % 3], (1.8 if band % 3 != 1 else 1.2) * u, Qt.SolidLine, Qt.RoundCap))
        p.setBrush(Qt.NoBrush)
        p.drawPath(path)
        y += 4.6 * u
        band += 1
    p.setPen(QPen(QColor("#5e2c17"), 0.8 * u, Qt.SolidLine, Qt.RoundCap))
    for c in _spots(rect, 15 * u, rng, 0.3):  # a few cracks
        p.drawPolyline(QPolygonF([c, c + QPointF(1.2 * u, 2.2 * u), c + QPointF(0.4 * u, 4.2 * u)]))


def _desert(p: QPainter, rect: QRectF, u: float, rng: random.Random) -> None:
    shade = QPen(QColor("#b8954a"), 1.3 * u, Qt.SolidLine, Qt.RoundCap)
    light = QPen(QColor("#f7e7b4"), 1.0 * u, Qt.SolidLine, Qt.RoundCap)
    p.setBrush(Qt.NoBrush)
    for c in _spots(rect, 10 * u, rng, 0.25):
        dune = QPainterPath(c + QPointF(-5 * u, 1.5 * u))
        dune.quadTo(c + QPointF(-0.5 * u, -3.5 * u), c + QPointF(5 * u, 1.5 * u))
        p.setPen(shade)
        p.drawPath(dune)
        crest = QPainterPath(c + QPointF(-3.5 * u, -0.2 * u))
        crest.quadTo(c + QPointF(-0.8 * u, -2.8 * u), c + QPointF(1.5 * u, -1.6 * u))
        p.setPen(light)
        p.drawPath(crest)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor("#c9a65a"))
    for c in _spots(rect, 6 * u, rng, 0.45):  # grains of sand
        p.drawEllipse(c, 0.45 * u, 0.45 * u)


def _water(p: QPainter, rect: QRectF, u: float, rng: random.Random) -> None:
    p.setBrush(Qt.NoBrush)
    y = rect.top() + 3 * u
    row = 0
    while y < rect.bottom():
        x = rect.left() - (4 * u if row % 2 else 0)
        while x < rect.right():
            wave = QPainterPath(QPointF(x, y))
            wave.quadTo(QPointF(x + 2 * u, y - 2.2 * u), QPointF(x + 4 * u, y))
            wave.quadTo(QPointF(x + 6 * u, y + 2.2 * u), QPointF(x + 8 * u, y))
            p.setPen(QPen(QColor("#e6f2fb") if row % 2 == 0 else QColor("#2f5f9c"), 1.2 * u, Qt.SolidLine, Qt.RoundCap))
            p.drawPath(wave)
            x += 11 * u + rng.uniform(0, 3) * u
        y += 5.2 * u
        row += 1


def _mountain(p: QPainter, rect: QRectF, u: float, rng: random.Random) -> None:
    step = 24 * u
    # One range per hex, centred; a grid of ranges on a larger area (a card, the box).
    single = rect.width() < 40 * u
    spots = [rect.center() + QPointF(0, 4 * u)] if single else _spots(rect, step, rng, 0.12)
    big = 1.45 if single else 1.0
    for c in spots:
        for dx, dy, s in ((-4.5, 3.5, 0.75), (4.8, 4.2, 0.68), (0, 2.0, 1.0)):
            base = c + QPointF(dx * u * big, dy * u * big)
            h, w = 11 * u * s * big, 8 * u * s * big
            peak = base + QPointF(0, -h)
            p.setPen(QPen(QColor("#45413b"), 0.8 * u))
            p.setBrush(QColor("#6b665e"))
            p.drawPolygon(QPolygonF([peak, base + QPointF(w, 0), base + QPointF(-w, 0)]))
            p.setPen(Qt.NoPen)
            p.setBrush(QColor("#aaa49a"))
            p.drawPolygon(QPolygonF([peak, base + QPointF(-w, 0), base + QPointF(-w * 0.1, 0)]))
            p.setBrush(QColor("#fbfbf8"))
            p.drawPolygon(QPolygonF([peak, peak + QPointF(w * 0.36, h * 0.34), peak + QPointF(w * 0.1, h * 0.26),
                                     peak + QPointF(-w * 0.12, h * 0.38), peak + QPointF(-w * 0.36, h * 0.34)]))


def _stones(p: QPainter, rect: QRectF, u: float, rng: random.Random) -> None:
    p.setPen(QPen(QColor("#7f7767"), 0.7 * u))
    p.setBrush(QColor("#b9b09d"))
    for c in _spots(rect, 6 * u, rng, 0.3):
        p.drawEllipse(c, 2.0 * u, 1.3 * u)


def _parchment(p: QPainter, rect: QRectF, u: float, rng: random.Random) -> None:
    """A location hex: paving stones around a round cream medallion (the emblem goes on it)."""
    p.setPen(QPen(QColor("#8a7045"), 0.7 * u))
    p.setBrush(QColor("#c4a875"))
    for c in _spots(rect, 6.5 * u, rng, 0.25):
        p.drawRoundedRect(QRectF(c.x() - 2.4 * u, c.y() - 1.6 * u, 4.8 * u, 3.2 * u), 1 * u, 1 * u)
    c = rect.center()
    p.setPen(QPen(QColor("#6b4f1d"), 1.4 * u))
    p.setBrush(QColor("#f6ecd2"))
    p.drawEllipse(c, 14.5 * u, 14.5 * u)


TEXTURES = {"G": _grass, "F": _flowers, "T": _forest, "C": _canyon, "D": _desert, "W": _water,
            "M": _mountain, "K": _stones, "*": _parchment}


def paint_texture(painter: QPainter, code: str, clip: QPainterPath, unit: float, seed: int = 0) -> None:
    """The terrain's ground and texture inside `clip` (scene units; `unit` = radius / 20)."""
    painter.save()
    painter.setClipPath(clip, Qt.IntersectClip)
    rect = clip.boundingRect()
    painter.setPen(Qt.NoPen)
    painter.setBrush(TERRAIN_FILL[code])
    painter.drawRect(rect)
    TEXTURES[code](painter, rect, unit, random.Random(ord(code) * 131 + seed))
    painter.restore()


_PIXMAPS: dict[str, tuple[float, QPixmap]] = {}


def terrain_pixmap(code: str, radius: float, scale: float) -> QPixmap:
    """One textured hex of this terrain at this zoom (kept, one per terrain, until the zoom changes)."""
    bucket = max(0.25, math.ceil(scale * 4) / 4)
    cached = _PIXMAPS.get(code)
    if cached is not None and cached[0] == bucket and cached[1].width() == math.ceil(math.sqrt(3) * radius * bucket) + 2:
        return cached[1]
    width, height = math.sqrt(3) * radius, 2 * radius
    pixmap = QPixmap(math.ceil(width * bucket) + 2, math.ceil(height * bucket) + 2)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.scale(bucket, bucket)
    painter.translate(1 / bucket + width / 2, 1 / bucket + radius)
    outline = QPainterPath()
    outline.addPolygon(hexagon(QPointF(0, 0), radius + 0.4))
    outline.closeSubpath()
    paint_texture(painter, code, outline, radius / 20)
    painter.setPen(QPen(TERRAIN_FILL[code].darker(150), 0.9))
    painter.setBrush(Qt.NoBrush)
    painter.drawPolygon(hexagon(QPointF(0, 0), radius - 0.1))
    if code == "K":
        paint_castle(painter, QPointF(0, 1), radius / 20)
    painter.end()
    _PIXMAPS[code] = (bucket, pixmap)
    return pixmap


def blit_hex(painter: QPainter, code: str, centre: QPointF, radius: float) -> None:
    """Draw the cached textured hex centred on `centre` at the painter's zoom."""
    t = painter.worldTransform()
    scale = math.hypot(t.m11(), t.m12())
    pixmap = terrain_pixmap(code, radius, scale)
    bucket = _PIXMAPS[code][0]
    w, h = pixmap.width() / bucket, pixmap.height() / bucket
    smooth = painter.testRenderHint(QPainter.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.SmoothPixmapTransform)  # the bucketed pixmap is scaled to the zoom
    painter.drawPixmap(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), pixmap, QRectF(pixmap.rect()))
    painter.setRenderHint(QPainter.SmoothPixmapTransform, smooth)


# ------------------------------------------------------------------ castles and emblems
def paint_castle(painter: QPainter, c: QPointF, u: float) -> None:
    """A grey stone castle: two towers with merlons, a wall with a gate, a pennant."""
    stone, dark = QColor("#d9d3c7"), QColor("#6d665b")
    painter.setPen(QPen(INK, 0.9 * u))

    def crenellated(left, top, width, height, merlons):
        path = QPainterPath(QPointF(left, top + height))
        path.lineTo(left, top)
        step = width / (2 * merlons - 1)
        x = left
        for i in range(2 * merlons - 1):
            y = top if i % 2 == 0 else top + 2 * u
            path.lineTo(x, y)
            x += step
            path.lineTo(x, y)
        path.lineTo(left + width, top + height)
        path.closeSubpath()
        return path

    painter.setBrush(stone.darker(112))
    painter.drawPath(crenellated(c.x() - 6 * u, c.y() - 3 * u, 12 * u, 11 * u, 3))
    painter.setBrush(stone)
    for dx in (-11, 5):
        painter.drawPath(crenellated(c.x() + dx * u, c.y() - 8 * u, 6 * u, 16 * u, 2))
    painter.setBrush(dark)
    gate = QPainterPath(QPointF(c.x() - 2.5 * u, c.y() + 8 * u))
    gate.lineTo(c.x() - 2.5 * u, c.y() + 3 * u)
    gate.arcTo(QRectF(c.x() - 2.5 * u, c.y() + 0.5 * u, 5 * u, 5 * u), 180, -180)
    gate.lineTo(c.x() + 2.5 * u, c.y() + 8 * u)
    gate.closeSubpath()
    painter.drawPath(gate)
    for dx in (-8, 8):
        painter.drawRect(QRectF(c.x() + (dx - 0.8) * u, c.y() - 3 * u, 1.6 * u, 3 * u))  # windows
    painter.drawLine(QPointF(c.x() + 8 * u, c.y() - 8 * u), QPointF(c.x() + 8 * u, c.y() - 14 * u))
    painter.setBrush(QColor("#c23b22"))
    painter.drawPolygon(QPolygonF([QPointF(c.x() + 8 * u, c.y() - 14 * u), QPointF(c.x() + 13 * u, c.y() - 12.5 * u),
                                   QPointF(c.x() + 8 * u, c.y() - 11 * u)]))


def _eye(p, c, u):  # Oracle
    eye = QPainterPath(c + QPointF(-8 * u, 0))
    eye.quadTo(c + QPointF(0, -8 * u), c + QPointF(8 * u, 0))
    eye.quadTo(c + QPointF(0, 8 * u), c + QPointF(-8 * u, 0))
    p.setPen(QPen(INK, 1.1 * u))
    p.setBrush(QColor("#fffdf6"))
    p.drawPath(eye)
    p.setBrush(QColor("#5b3f8c"))
    p.drawEllipse(c, 3.4 * u, 3.4 * u)
    p.setBrush(INK)
    p.drawEllipse(c, 1.5 * u, 1.5 * u)
    p.setPen(QPen(INK, 1.0 * u, Qt.SolidLine, Qt.RoundCap))
    for k in (-1, 0, 1):  # rays above
        p.drawLine(c + QPointF(k * 4 * u, -5.5 * u), c + QPointF(k * 5.5 * u, -8.5 * u))


def _wheat(p, c, u):  # Farm
    p.setPen(QPen(QColor("#7a5a1c"), 1.0 * u, Qt.SolidLine, Qt.RoundCap))
    for angle in (-18, 0, 18):
        a = math.radians(angle)
        top = c + QPointF(8 * u * math.sin(a), -8 * u * math.cos(a))
        p.drawLine(c + QPointF(0, 8 * u), top)
        for k in range(3):
            t = 0.55 + 0.17 * k
            at = c + QPointF(0, 8 * u) + (top - c - QPointF(0, 8 * u)) * t
            p.save()
            p.translate(at)
            p.rotate(angle)
            p.setBrush(QColor("#e2b13c"))
            p.drawEllipse(QPointF(-1.3 * u, 0), 1.3 * u, 2.2 * u)
            p.drawEllipse(QPointF(1.3 * u, 0), 1.3 * u, 2.2 * u)
            p.restore()
    p.setBrush(QColor("#c0392b"))
    p.drawRect(QRectF(c.x() - 3 * u, c.y() + 2.5 * u, 6 * u, 2 * u))  # the sheaf's band


def _palm(p, c, u):  # Oasis
    p.setPen(QPen(QColor("#1f5f8b"), 0.8 * u))
    p.setBrush(QColor("#5fb0e0"))
    p.drawEllipse(c + QPointF(0, 6.5 * u), 8 * u, 2.6 * u)
    trunk = QPainterPath(c + QPointF(-1 * u, 6.5 * u))
    trunk.quadTo(c + QPointF(-0.5 * u, -1 * u), c + QPointF(2.5 * u, -5 * u))
    p.setPen(QPen(QColor("#6b4423"), 2.0 * u, Qt.SolidLine, Qt.RoundCap))
    p.setBrush(Qt.NoBrush)
    p.drawPath(trunk)
    top = c + QPointF(2.5 * u, -5 * u)
    p.setPen(QPen(QColor("#1e6b2c"), 1.8 * u, Qt.SolidLine, Qt.RoundCap))
    for dx, dy in ((-8, 0), (-5, -5), (1, -7), (7, -3), (8, 2)):
        leaf = QPainterPath(top)
        leaf.quadTo(top + QPointF(dx * u * 0.5, (dy - 3) * u), top + QPointF(dx * u, dy * u))
        p.drawPath(leaf)


def _tower(p, c, u):  # Tower
    p.setPen(QPen(INK, 0.9 * u))
    p.setBrush(QColor("#cfc6b4"))
    body = QPainterPath(QPointF(c.x() - 4 * u, c.y() + 9 * u))
    body.lineTo(c.x() - 3.2 * u, c.y() - 5 * u)
    for i, x in enumerate((-4.2, -2.4, -0.8, 0.8, 2.4, 4.2)):
        y = c.y() - (9 if i % 2 == 0 else 7) * u
        body.lineTo(c.x() + x * u, c.y() - 5 * u if i == 0 else y)
        body.lineTo(c.x() + x * u, y)
    body.lineTo(c.x() + 4.2 * u, c.y() - 5 * u)
    body.lineTo(c.x() + 3.2 * u, c.y() - 5 * u)
    body.lineTo(c.x() + 4 * u, c.y() + 9 * u)
    body.closeSubpath()
    p.drawPath(body)
    p.setBrush(INK)
    p.drawRect(QRectF(c.x() - 1 * u, c.y() - 3 * u, 2 * u, 3 * u))
    p.drawRect(QRectF(c.x() - 1.6 * u, c.y() + 5 * u, 3.2 * u, 4 * u))


def _mug(p, c, u):  # Tavern
    p.setPen(QPen(INK, 1.0 * u))
    p.setBrush(Qt.NoBrush)
    p.drawRoundedRect(QRectF(c.x() + 3.5 * u, c.y() - 2 * u, 4.5 * u, 7 * u), 2 * u, 2 * u)  # handle
    p.setBrush(QColor("#e0a02a"))
    p.drawRoundedRect(QRectF(c.x() - 6 * u, c.y() - 4 * u, 10 * u, 12 * u), 1.2 * u, 1.2 * u)
    p.setBrush(QColor("#fffaf0"))
    for dx in (-4.5, -1.2, 2.2):
        p.drawEllipse(c + QPointF(dx * u, -4.5 * u), 2.2 * u, 2.0 * u)
    p.setPen(QPen(QColor("#9a6514"), 0.9 * u))
    for dx in (-3, 0, 3):
        p.drawLine(c + QPointF(dx * u, -1 * u), c + QPointF(dx * u, 6 * u))


def _barn(p, c, u):  # Barn
    p.setPen(QPen(INK, 0.9 * u))
    p.setBrush(QColor("#a8322a"))
    p.drawPolygon(QPolygonF([c + QPointF(-7.5 * u, 8 * u), c + QPointF(-7.5 * u, -1 * u), c + QPointF(-4 * u, -6 * u),
                             c + QPointF(4 * u, -6 * u), c + QPointF(7.5 * u, -1 * u), c + QPointF(7.5 * u, 8 * u)]))
    p.setBrush(QColor("#f4ead8"))
    door = QRectF(c.x() - 3.5 * u, c.y() + 1 * u, 7 * u, 7 * u)
    p.drawRect(door)
    p.drawLine(door.topLeft(), door.bottomRight())
    p.drawLine(door.topRight(), door.bottomLeft())
    p.drawRect(QRectF(c.x() - 1.5 * u, c.y() - 4 * u, 3 * u, 2.5 * u))


def _anchor(p, c, u):  # Harbor
    p.setPen(QPen(QColor("#1d3557"), 1.8 * u, Qt.SolidLine, Qt.RoundCap))
    p.setBrush(Qt.NoBrush)
    p.drawEllipse(c + QPointF(0, -6.5 * u), 1.8 * u, 1.8 * u)
    p.drawLine(c + QPointF(0, -4.7 * u), c + QPointF(0, 8 * u))
    p.drawLine(c + QPointF(-4 * u, -2.5 * u), c + QPointF(4 * u, -2.5 * u))
    arms = QPainterPath(c + QPointF(-7 * u, 2.5 * u))
    arms.quadTo(c + QPointF(-6 * u, 8.5 * u), c + QPointF(0, 8 * u))
    arms.quadTo(c + QPointF(6 * u, 8.5 * u), c + QPointF(7 * u, 2.5 * u))
    p.drawPath(arms)


def _horseshoe(p, c, u):  # Paddock
    shoe = QPainterPath(c + QPointF(-5.5 * u, 7.5 * u))
    shoe.lineTo(c + QPointF(-6.5 * u, 0))
    shoe.cubicTo(c + QPointF(-6.5 * u, -9.5 * u), c + QPointF(6.5 * u, -9.5 * u), c + QPointF(6.5 * u, 0))
    shoe.lineTo(c + QPointF(5.5 * u, 7.5 * u))
    p.setBrush(Qt.NoBrush)
    p.setPen(QPen(INK, 4.4 * u, Qt.SolidLine, Qt.FlatCap))
    p.drawPath(shoe)
    p.setPen(QPen(QColor("#9aa0a6"), 2.8 * u, Qt.SolidLine, Qt.FlatCap))
    p.drawPath(shoe)
    p.setPen(Qt.NoPen)
    p.setBrush(INK)
    for dx, dy in ((-6.2, 3), (-6.0, -2.5), (-3.5, -6), (3.5, -6), (6.0, -2.5), (6.2, 3)):
        p.drawEllipse(c + QPointF(dx * u, dy * u), 0.6 * u, 0.6 * u)


EMBLEMS = {"Oracle": _eye, "Farm": _wheat, "Oasis": _palm, "Tower": _tower, "Tavern": _mug,
           "Barn": _barn, "Harbor": _anchor, "Paddock": _horseshoe}


def paint_emblem(painter: QPainter, kind: str, centre: QPointF, unit: float) -> None:
    """The picture of a location and of its tiles (about 18 units tall)."""
    painter.save()
    EMBLEMS.get(kind, _tower)(painter, centre, unit)
    painter.restore()


def paint_location_tile(painter: QPainter, kind: str, centre: QPointF, radius: float, status: str = "ready") -> None:
    """A location tile: a golden hex with the emblem; "used" is turned face down, "new" is pale
    with a dashed edge (usable from the next turn)."""
    u = radius / 20
    face = hexagon(centre, radius)
    if status == "used":
        painter.setPen(QPen(INK, 1.4 * u))
        painter.setBrush(QColor(PALETTE["tile_used"]))
        painter.drawPolygon(face)
        painter.setPen(QPen(QColor("#b5ab98"), 1.2 * u))
        painter.setBrush(Qt.NoBrush)
        painter.drawPolygon(hexagon(centre, radius * 0.62))
        painter.drawPolygon(hexagon(centre, radius * 0.3))
        return
    painter.setPen(QPen(QColor("#7a5c1c"), 1.6 * u, Qt.DashLine if status == "new" else Qt.SolidLine))
    painter.setBrush(QColor(PALETTE["tile"]) if status != "new" else QColor("#efe2bb"))
    painter.drawPolygon(face)
    painter.save()
    if status == "new":
        painter.setOpacity(0.55)
    paint_emblem(painter, kind, centre, u * 1.35)
    painter.restore()


# ------------------------------------------------------------------ settlements and seat marks
def house_path(size: float = 11.0) -> QPainterPath:
    """A settlement: a little house with a pitched roof, centred on the origin (about 1.6 size wide)."""
    path = QPainterPath()
    path.moveTo(-size * 0.62, size * 0.72)
    path.lineTo(-size * 0.62, -size * 0.02)
    path.lineTo(-size * 0.8, -size * 0.02)
    path.lineTo(0, -size * 0.82)
    path.lineTo(size * 0.8, -size * 0.02)
    path.lineTo(size * 0.62, -size * 0.02)
    path.lineTo(size * 0.62, size * 0.72)
    path.closeSubpath()
    return path


def paint_mark(painter: QPainter, seat: int, centre: QPointF, size: float, colour: QColor) -> None:
    """The seat's shape (dot, triangle, square, diamond, cross, star), so seats read without colour."""
    s = size
    painter.setPen(Qt.NoPen)
    painter.setBrush(colour)
    kind = seat % 6
    if kind == 0:
        painter.drawEllipse(centre, s * 0.5, s * 0.5)
    elif kind == 1:
        painter.drawPolygon(QPolygonF([centre + QPointF(0, -s * 0.6), centre + QPointF(s * 0.6, s * 0.45),
                                       centre + QPointF(-s * 0.6, s * 0.45)]))
    elif kind == 2:
        painter.drawRect(QRectF(centre.x() - s * 0.45, centre.y() - s * 0.45, s * 0.9, s * 0.9))
    elif kind == 3:
        painter.drawPolygon(QPolygonF([centre + QPointF(0, -s * 0.62), centre + QPointF(s * 0.5, 0),
                                       centre + QPointF(0, s * 0.62), centre + QPointF(-s * 0.5, 0)]))
    elif kind == 4:
        painter.drawRect(QRectF(centre.x() - s * 0.55, centre.y() - s * 0.17, s * 1.1, s * 0.34))
        painter.drawRect(QRectF(centre.x() - s * 0.17, centre.y() - s * 0.55, s * 0.34, s * 1.1))
    else:
        points = []
        for k in range(10):
            r = s * (0.62 if k % 2 == 0 else 0.26)
            a = math.radians(36 * k - 90)
            points.append(centre + QPointF(r * math.cos(a), r * math.sin(a)))
        painter.drawPolygon(QPolygonF(points))


def contrast(colour: QColor) -> QColor:
    return INK if colour.lightnessF() > 0.55 else QColor("#fffaf0")


def paint_house(painter: QPainter, centre: QPointF, colour: QColor, seat=0, size: float = 11.0) -> None:
    """A settlement in the seat's colour with a light halo and a dark outline (it stands out on
    light and dark terrain alike), the roof a shade darker, and the seat's mark on the wall."""
    colour = QColor(colour)
    path = house_path(size).translated(centre)
    painter.setBrush(Qt.NoBrush)
    painter.setPen(QPen(QColor("#fffaf0"), size * 0.36, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    painter.drawPath(path)
    painter.setPen(QPen(INK, max(1.0, size * 0.14), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    painter.setBrush(colour)
    painter.drawPath(path)
    roof = QPolygonF([centre + QPointF(-size * 0.8, -size * 0.02), centre + QPointF(0, -size * 0.82),
                      centre + QPointF(size * 0.8, -size * 0.02)])
    painter.setBrush(colour.darker(135) if colour.lightnessF() > 0.25 else colour.lighter(220))
    painter.drawPolygon(roof)
    if isinstance(seat, int):
        paint_mark(painter, seat, centre + QPointF(0, size * 0.36), size * 0.52, contrast(colour))


def paint_house_sprite(painter: QPainter, centre: QPointF, colour: QColor, seat=0, size: float = 11.0) -> None:
    """paint_house through a sprite (one picture per colour, seat and size, blitted after): the
    panel repaints its little houses whenever a score or a count changes."""
    rect = QRectF(centre.x() - size * 1.1, centre.y() - size * 1.1, size * 2.2, size * 2.1)

    def paint(p, r):
        paint_house(p, QPointF(r.left() + size * 1.1, r.top() + size * 1.1), colour, seat, size)
    paint_cached(painter, ("kingdom_builder", "house", QColor(colour).rgba(), seat, size), rect, paint)


# ------------------------------------------------------------------ cards
def paint_terrain_card(painter: QPainter, rect: QRectF, code: str | None) -> None:
    """A terrain card: the terrain's texture in a white frame, or the card back (code None)."""
    u = rect.width() / 44
    painter.setPen(QPen(QColor("#5b4636"), 1.2 * u))
    if code is None:
        painter.setBrush(QColor(PALETTE["card_back"]))
        painter.drawRoundedRect(rect, 4 * u, 4 * u)
        painter.setPen(QPen(QColor("#d9b45a"), 1.2 * u))
        painter.setBrush(Qt.NoBrush)
        inner = rect.adjusted(4 * u, 4 * u, -4 * u, -4 * u)
        painter.drawRoundedRect(inner, 3 * u, 3 * u)
        painter.drawPolygon(hexagon(rect.center(), min(inner.width(), inner.height()) * 0.32))
        return
    painter.setBrush(QColor("#fffaf0"))
    painter.drawRoundedRect(rect, 4 * u, 4 * u)
    inner = QPainterPath()
    inner.addRoundedRect(rect.adjusted(3 * u, 3 * u, -3 * u, -3 * u), 2.5 * u, 2.5 * u)
    paint_texture(painter, code, inner, u * 0.9, seed=7)
