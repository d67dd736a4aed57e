"""The drawing vocabulary the games share: soft shadows, cards, bevelled tiles, seat badges and
textures (paper, wood, linen, brick...) made once as small pixmaps and tiled as brushes.

Everything paints with QPainter into whatever painter an item's paint() has; the scene caches each
item as a device pixmap (TableScene.cache_items), so these run when an item is (re)drawn, not on
every mouse move. Textures are generated once per (kind, colour, size) and cached."""
from __future__ import annotations

import random
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap,
                           QRadialGradient)

from desktop_app.table.fonts import table_font
from desktop_app.table.seats import is_light, seat_style

INK = QColor("#2d2a26")
SHADOW = QColor(40, 28, 16)


def drop_shadow(painter: QPainter, path: QPainterPath, offset: QPointF = QPointF(2.5, 3.5),
                blur: float = 4.0, alpha: int = 70) -> None:
    """A soft shadow under `path`: a few widening translucent copies of it, offset down-right
    (cheaper than a blur effect and the same at every zoom)."""
    steps = 6
    painter.save()
    shifted = path.translated(offset)
    weights = [i * i for i in range(1, steps + 1)]  # the core gets most of the darkness
    for i in range(steps, 0, -1):  # widest and faintest first
        colour = QColor(SHADOW)
        colour.setAlpha(max(1, int(alpha * weights[steps - i] / sum(weights))))
        painter.setBrush(colour)
        painter.setPen(QPen(colour, 2 * blur * i / steps, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        painter.drawPath(shifted)
    painter.restore()


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_card(painter: QPainter, rect: QRectF, face: QColor | QBrush = QColor("#fbf6ea"),
               border: QColor = QColor("#8a7a62"), radius: float | None = None, shadow: bool = True,
               lifted: bool = False) -> QPainterPath:
    """A card: rounded corners, a thin border, a faint inner rim, a soft shadow (longer when
    `lifted`). `face` is a colour or a brush (e.g. `texture("paper", ...)`). Returns the card's
    outline, to clip the card's own art to or to outline the last move with."""
    radius = radius if radius is not None else min(rect.width(), rect.height()) * 0.08
    path = rounded(rect, radius)
    if shadow:
        drop_shadow(painter, path, QPointF(3, 5) if lifted else QPointF(1.5, 2.5), 7 if lifted else 3,
                    60 if lifted else 55)
    painter.save()
    painter.setPen(QPen(border, max(0.8, rect.width() / 60)))
    painter.setBrush(face if isinstance(face, QBrush) else QBrush(face))
    painter.drawPath(path)
    rim = QColor(255, 255, 255, 110)
    painter.setPen(QPen(rim, max(0.8, rect.width() / 70)))
    painter.setBrush(Qt.NoBrush)
    inset = max(1.5, rect.width() / 30)
    painter.drawPath(rounded(rect.adjusted(inset, inset, -inset, -inset), max(0.0, radius - inset)))
    painter.restore()
    return path


def paint_bevel(painter: QPainter, path: QPainterPath, fill: QColor, depth: float = 3.0,
                hatch: Qt.BrushStyle = Qt.NoBrush, border: QColor | None = None) -> None:
    """A raised tile: the fill with a light-to-dark gradient, a highlight along the top-left edge,
    a shade along the bottom-right, and an optional hatch (the colour-free cue) over it."""
    box = path.boundingRect()
    gradient = QLinearGradient(box.topLeft(), box.bottomRight())
    gradient.setColorAt(0.0, QColor(fill).lighter(112))
    gradient.setColorAt(1.0, QColor(fill).darker(112))
    painter.save()
    painter.setPen(Qt.NoPen)
    painter.setBrush(gradient)
    painter.drawPath(path)
    if hatch != Qt.NoBrush:
        hatch_colour = QColor(0, 0, 0, 70) if QColor(fill).lightness() > 110 else QColor(255, 255, 255, 80)
        painter.setBrush(QBrush(hatch_colour, hatch))
        painter.drawPath(path)
    painter.setClipPath(path)
    painter.setBrush(Qt.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 120), depth))
    painter.drawPath(path.translated(depth / 2, depth / 2))
    painter.setPen(QPen(QColor(0, 0, 0, 70), depth))
    painter.drawPath(path.translated(-depth / 2, -depth / 2))
    painter.setClipping(False)
    painter.setPen(QPen(border or QColor(fill).darker(160), 1.0))
    painter.drawPath(path)
    painter.restore()


def paint_seat_badge(painter: QPainter, centre: QPointF, radius: float, seat: int,
                     colour: QColor | None = None) -> None:
    """A disc in the seat's colour with its hatch and letter: who owns something, readable in
    greyscale. `colour` overrides the default colour (a seat may have picked another)."""
    style = seat_style(seat)
    fill = QColor(colour) if colour is not None else QColor(style.colour)
    light = is_light(fill)
    ring = INK if light else QColor("#fffaf0")
    disc = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setPen(QPen(ring, max(1.0, radius / 7)))
    painter.setBrush(fill)
    painter.drawEllipse(disc)
    if style.hatch != Qt.NoBrush:
        painter.setPen(Qt.NoPen)
        painter.setBrush(QBrush(QColor(ring.red(), ring.green(), ring.blue(), 60), style.hatch))
        painter.drawEllipse(disc)
    painter.setFont(table_font(radius * 1.25, bold=True))
    painter.setPen(ring)
    painter.drawText(disc, Qt.AlignCenter, style.letter)
    painter.restore()


def paint_glow(painter: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
    """A soft round light (a bauble's shine, a lamp): colour fading to transparent."""
    gradient = QRadialGradient(centre, radius)
    inner = QColor(colour)
    outer = QColor(colour)
    outer.setAlpha(0)
    gradient.setColorAt(0.0, inner)
    gradient.setColorAt(1.0, outer)
    painter.save()
    painter.setPen(Qt.NoPen)
    painter.setBrush(gradient)
    painter.drawEllipse(centre, radius, radius)
    painter.restore()


# ------------------------------------------------------------------ textures
def texture(kind: str, base: QColor | str, size: int = 96) -> QBrush:
    """A tiling brush of `kind` ("paper", "wood", "linen", "brick", "grain", "waves") over `base`,
    generated once and cached as a pixmap (`texture_pixmap`)."""
    return QBrush(texture_pixmap(kind, QColor(base).name(), size))


@lru_cache(maxsize=128)
def texture_pixmap(kind: str, base: str, size: int = 96) -> QPixmap:
    if kind not in _TEXTURES:
        raise ValueError(f"unknown texture {kind!r}; one of {sorted(_TEXTURES)}")
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(base))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    _TEXTURES[kind](painter, QColor(base), size, random.Random(f"{kind}{base}{size}"))
    painter.end()
    return pixmap


def _shade(base: QColor, factor: int, alpha: int) -> QColor:
    colour = base.darker(factor) if factor >= 100 else base.lighter(200 - factor)
    colour.setAlpha(alpha)
    return colour


def _paper(painter, base, size, rng) -> None:
    painter.setPen(Qt.NoPen)
    for _ in range(size * size // 24):  # fibres and specks
        painter.setBrush(_shade(base, rng.choice((90, 108, 115)), rng.randint(18, 40)))
        painter.drawEllipse(QPointF(rng.uniform(0, size), rng.uniform(0, size)), rng.uniform(0.3, 1.1), rng.uniform(0.3, 1.1))


def _wood(painter, base, size, rng) -> None:
    # Grain lines run across the whole tile and repeat with it (sine periods divide the size).
    from math import pi, sin

    for i in range(14):
        y0 = size * i / 14 + rng.uniform(-1.5, 1.5)
        path = QPainterPath(QPointF(0, y0))
        amplitude, phase = rng.uniform(0.6, 2.2), rng.uniform(0, 2 * pi)
        for x in range(0, size + 1, 4):
            path.lineTo(x, y0 + amplitude * sin(2 * pi * x / size + phase) - amplitude * sin(phase))
        painter.setPen(QPen(_shade(base, rng.choice((112, 125, 135)), rng.randint(45, 95)), rng.uniform(0.6, 1.6)))
        painter.drawPath(path)


def _linen(painter, base, size, rng) -> None:
    for i in range(0, size, 3):
        painter.setPen(QPen(_shade(base, 110, rng.randint(20, 45)), 1))
        painter.drawLine(QPointF(0, i + 0.5), QPointF(size, i + 0.5))
        painter.setPen(QPen(_shade(base, 92, rng.randint(15, 35)), 1))
        painter.drawLine(QPointF(i + 0.5, 0), QPointF(i + 0.5, size))


def _brick(painter, base, size, rng) -> None:
    rows, cols = 6, 3
    h, w = size / rows, size / cols
    mortar = QPen(_shade(base, 60, 200), max(1.0, size / 60))
    for r in range(rows):
        shift = (w / 2) if r % 2 else 0
        for c in range(-1, cols + 1):
            brick = QRectF(c * w + shift, r * h, w, h).adjusted(0.8, 0.8, -0.8, -0.8)
            painter.setPen(Qt.NoPen)
            painter.setBrush(_shade(base, rng.choice((92, 100, 106, 114)), 255))
            painter.drawRect(brick)
        painter.setPen(mortar)
        painter.drawLine(QPointF(0, r * h), QPointF(size, r * h))
        for c in range(-1, cols + 1):
            painter.drawLine(QPointF(c * w + shift, r * h), QPointF(c * w + shift, (r + 1) * h))


def _grain(painter, base, size, rng) -> None:
    painter.setPen(Qt.NoPen)
    for _ in range(size * size // 40):
        painter.setBrush(_shade(base, rng.choice((85, 118)), rng.randint(25, 60)))
        x, y = rng.uniform(0, size), rng.uniform(0, size)
        painter.drawEllipse(QPointF(x, y), 0.8, 0.8)


def _waves(painter, base, size, rng) -> None:
    for r in range(6):
        y = size * (r + 0.5) / 6
        path = QPainterPath(QPointF(0, y))
        for k in range(4):  # four crests per tile, so the pattern repeats seamlessly
            x = size * k / 4
            path.quadTo(QPointF(x + size / 16, y - size / 24), QPointF(x + size / 8, y))
            path.quadTo(QPointF(x + 3 * size / 16, y + size / 24), QPointF(x + size / 4, y))
        painter.setPen(QPen(_shade(base, 80, 110), max(1.0, size / 80)))
        painter.drawPath(path.translated(size / 8 if r % 2 else 0, 0))
        painter.drawPath(path.translated(size / 8 - size if r % 2 else 0, 0))


_TEXTURES = {"paper": _paper, "wood": _wood, "linen": _linen, "brick": _brick, "grain": _grain, "waves": _waves}
TEXTURES = tuple(_TEXTURES)
