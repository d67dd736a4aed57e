"""The side panel's painters: Kingdom Builder cards with each seat's running gold, the castles
row, the terrain deck, a seat's panel, its supply and location tiles, the prompt and buttons.
Each takes the painter and the element's rect (item coordinates) and what it shows."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen, QPolygonF

from .art import INK, PAPER, hexagon, paint_castle, paint_house_sprite, paint_location_tile, paint_terrain_card, pixel_font

CARD_TEXT_INK = QColor("#4a4036")
FRAME_INK = QColor("#6b5a45")
SELECTED = QColor("#f39c12")
USABLE = QColor(46, 160, 67)


def text(painter, rect: QRectF, words: str, pixels: float, bold: bool = False,
         flags=Qt.AlignLeft | Qt.AlignVCenter, colour: QColor = INK) -> None:
    painter.setPen(colour)
    painter.setFont(pixel_font(pixels, bold))
    painter.drawText(rect, flags, words)


def fitted(painter, rect: QRectF, words: str, flags) -> str:
    """`words` cut at a word with "…" so that, wrapped in `rect` with the painter's font, it fits
    (a longer translation of a card's rule; the card's tooltip keeps the whole text)."""
    metrics = painter.fontMetrics()
    if metrics.boundingRect(rect.toRect(), int(flags), words).height() <= rect.height():
        return words
    parts = words.split()
    while len(parts) > 1:
        parts.pop()
        shorter = " ".join(parts).rstrip(",;:") + "…"
        if metrics.boundingRect(rect.toRect(), int(flags), shorter).height() <= rect.height():
            return shorter
    return words


RULE_H = 53.0  # under the card's title: three lines of 12 px, or four of 11 px
SCORE_STEP = 38.0  # a seat's house and gold on a card's title line
RULE_FLAGS = Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap


def rule_fit(painter, box: QRectF, rule: str) -> tuple[str, int]:
    """A card's rule and its pixel size: 12 px when it fits, else 11 px (a longer Hungarian or
    Spanish rule takes three lines), cut with "…" only if even that does not fit."""
    for pixels in (12, 11):
        painter.setFont(pixel_font(pixels))
        if painter.fontMetrics().boundingRect(box.toRect(), int(RULE_FLAGS), rule).height() <= box.height():
            return rule, pixels
    return fitted(painter, box, rule, RULE_FLAGS), 11


def paint_coin(painter, centre: QPointF, radius: float) -> None:
    painter.setPen(QPen(QColor("#8a6414"), 1.2))
    painter.setBrush(QColor("#f1c232"))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(QColor("#b8860b"), 1))
    painter.drawEllipse(centre, radius * 0.6, radius * 0.6)


def paint_scores(painter, colours, scores, left: float, y: float, step: float) -> None:
    """One house (seat colour and mark) and a number per seat."""
    for seat, (colour, score) in enumerate(zip(colours, scores)):
        x = left + seat * step
        paint_house_sprite(painter, QPointF(x + 8, y), colour, seat, 8.5)
        text(painter, QRectF(x + 19, y - 9, step - 20, 18), str(score), 14, True)


def paint_card(painter, rect: QRectF, title: str, rule: str, colours, scores, highlighted: bool) -> None:
    painter.setPen(QPen(FRAME_INK, 1.5))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(rect, 8, 8)
    # The gold sits on the title's line, right-aligned, so the rule has the rest of the card.
    painter.setFont(pixel_font(15, True))
    size = 15 if painter.fontMetrics().horizontalAdvance(title) <= rect.width() - 22 - SCORE_STEP * len(scores) else 13
    painter.setFont(pixel_font(size, True))
    room = rect.width() - 22 - painter.fontMetrics().horizontalAdvance(title)
    step = max(32.0, min(SCORE_STEP, room / max(1, len(scores))))  # a long title narrows the gold
    left = rect.width() - 6 - step * len(scores)
    text(painter, QRectF(10, 2, left - 8, 20), title, size, True)
    paint_scores(painter, colours, scores, left, 12, step)
    box = QRectF(10, 22, rect.width() - 18, RULE_H)
    words, pixels = rule_fit(painter, box, rule)
    text(painter, box, words, pixels, False, RULE_FLAGS, CARD_TEXT_INK)
    if highlighted:
        painter.setPen(QPen(SELECTED, 3))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 9, 9)


def paint_castles_row(painter, rect: QRectF, colours, scores) -> None:
    painter.setPen(QPen(FRAME_INK, 1.5))
    painter.setBrush(QColor("#ece5d6"))
    painter.drawRoundedRect(rect, 8, 8)
    paint_castle(painter, QPointF(18, rect.height() / 2 + 2), 0.85)
    paint_scores(painter, colours, scores, 36, rect.height() / 2 + 1, (rect.width() - 84) / max(4, len(scores)))


def paint_deck(painter, rect: QRectF, count: int) -> None:
    for k in (2, 1, 0):  # a small stack
        paint_terrain_card(painter, rect.translated(k * 1.5, -k * 1.5), None)
    text(painter, rect.translated(0, 2), str(count), 13, True, Qt.AlignCenter, QColor("#fbe8b8"))


def paint_seat_panel(painter, rect: QRectF, seat: int, name: str, colour: QColor, gold: int, current: bool,
                     winner: bool) -> None:
    """A seat's panel: a band of its colour, its house and name, its gold; on turn a thick frame."""
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(QColor("#fffaf0") if current else QColor("#f7f0e4"))
    painter.drawRoundedRect(rect, 8, 8)
    band = QPainterPath()
    band.addRoundedRect(QRectF(rect.left(), rect.top(), 7, rect.height()), 4, 4)
    painter.fillPath(band, colour)
    if current:  # on turn: a thick frame in the seat's colour over a dark casing
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(INK, 6))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)
        painter.setPen(QPen(colour, 3.5))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)
    paint_house_sprite(painter, QPointF(22, 14), colour, seat, 9)
    text(painter, QRectF(36, 3, rect.width() - 110, 20), name, 15, True)
    paint_coin(painter, QPointF(rect.width() - 62, 13), 7)
    text(painter, QRectF(rect.width() - 52, 3, 44, 20), str(gold), 15, True, Qt.AlignRight | Qt.AlignVCenter)
    if winner:
        crown = [QPointF(rect.width() - 96 + x, 13 + y) for x, y in ((0, 6), (-8, -5), (-3, 0), (2, -7), (7, 0), (12, -5), (4, 6))]
        painter.setPen(QPen(INK, 1))
        painter.setBrush(QColor("#f1c232"))
        painter.drawPolygon(QPolygonF(crown))


def paint_hand(painter, rect: QRectF, hand: str | None, code: str | None, lit: bool = False) -> None:
    """A seat's terrain card: face up (code), face down (code None), or an empty place (no hand);
    `lit`: ringed like a selected tile (the Hint builds on its terrain)."""
    if hand is None:
        painter.setPen(QPen(FRAME_INK, 1, Qt.DashLine))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(rect, 4, 4)
        return
    paint_terrain_card(painter, rect, code)
    if lit:
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(INK, 5.5))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4)
        painter.setPen(QPen(SELECTED, 3))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4)


def paint_supply(painter, rect: QRectF, colour: QColor, seat: int, count: int, draggable: bool) -> None:
    if draggable:
        painter.setPen(QPen(INK, 1.2, Qt.DashLine))
        painter.setBrush(QColor("#fffaf0"))
        painter.drawRoundedRect(rect, 6, 6)
    for k in (2, 1, 0) if count else ():
        paint_house_sprite(painter, QPointF(16 + k * 3, rect.height() / 2 + 2 - k * 3), colour, seat, 10)
    text(painter, QRectF(32, 0, rect.width() - 33, rect.height()), str(count), 15, True)


def paint_tile(painter, rect: QRectF, kind: str, status: str, usable: bool, selected: bool) -> None:
    paint_location_tile(painter, kind, rect.center(), 17, status)
    if usable or selected:
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(INK, 5.5))
        painter.drawPolygon(hexagon(rect.center(), 18.5))
        painter.setPen(QPen(SELECTED if selected else USABLE, 3))
        painter.drawPolygon(hexagon(rect.center(), 18.5))


def paint_button(painter, rect: QRectF, label: str) -> None:
    painter.setPen(QPen(QColor("#7a5c3a"), 1.5))
    painter.setBrush(QColor("#fbeed3"))
    painter.drawRoundedRect(rect, 8, 8)
    text(painter, rect, label, 13, True, Qt.AlignCenter)


PROMPT_FLAGS = Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap


def prompt_fit(painter, rect: QRectF, words: str) -> tuple[str, int]:
    """The prompt and its pixel size: 13 px when it fits under the seats, else 12 or 11 (a longer
    Hungarian or Spanish sentence, four seats), cut with "…" only if even 11 px does not fit."""
    for pixels in (13, 12, 11):
        painter.setFont(pixel_font(pixels, True))
        if painter.fontMetrics().boundingRect(rect.toRect(), int(PROMPT_FLAGS), words).height() <= rect.height():
            return words, pixels
    return fitted(painter, rect, words, PROMPT_FLAGS), 11


def paint_prompt(painter, rect: QRectF, words: str) -> None:
    shown, pixels = prompt_fit(painter, rect, words)
    text(painter, rect, shown, pixels, True, PROMPT_FLAGS)


def paint_banner(painter, rect: QRectF, title: str, lines) -> None:
    """The final scoring over the board: a title and one line per card, castles and total."""
    painter.setPen(QPen(INK, 2))
    painter.setBrush(QColor(255, 250, 240, 240))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 10, 10)
    text(painter, QRectF(14, 6, rect.width() - 28, 24), title, 16, True)
    for i, words in enumerate(lines):
        text(painter, QRectF(14, 32 + 20 * i, rect.width() - 28, 20), words, 13, i == len(lines) - 1)


def paint_frame_label(painter, rect: QRectF, words: str) -> None:
    """A quadrant's name written on the board's wooden frame."""
    text(painter, rect, words, 13, True, colour=QColor("#f6ead2"))
