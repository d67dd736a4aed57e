"""Task cards as cards: their bells, their words, a picture of what they count, the live points."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from desktop_app.table.items import Clickable
from desktop_app.table.sprites import paint_cached

from .. import scoring
from ..components import BULB_PAIR_EDGES, TASKS, pattern_offsets
from .art import BULB, INK, ORNAMENT, ORNAMENT_HATCH, paint_candy, paint_gingerbread_man, paint_shape, rhombus, whole_bulb
from .tree import HIGHLIGHT, font

BELL = QColor("#c9961a")
TEXT_PX, HEAD_PX = 12, 13


def task_text(task: dict) -> str:
    """A task card's text in the player's language: the catalogue's translation (components.TASK_TEXTS
    marks the texts), else the data's Hungarian draft when the table speaks Hungarian."""
    translated = QCoreApplication.translate("christmas_tree", task["text_en"])
    if translated != task["text_en"]:
        return translated
    if QLocale().language() == QLocale.Hungarian and task.get("text_hu_draft"):
        return task["text_hu_draft"]
    return task["text_en"]


def bell_path(centre: QPointF, r: float) -> QPainterPath:
    """A little bell: dome, flared rim and clapper."""
    path = QPainterPath()
    x, y = centre.x(), centre.y()
    path.moveTo(x - r * 0.95, y + r * 0.6)
    path.cubicTo(x - r * 0.75, y + r * 0.2, x - r * 0.7, y - r * 0.9, x, y - r * 0.9)
    path.cubicTo(x + r * 0.7, y - r * 0.9, x + r * 0.75, y + r * 0.2, x + r * 0.95, y + r * 0.6)
    path.closeSubpath()
    path.addEllipse(QPointF(x, y + r * 0.78), r * 0.22, r * 0.22)
    return path


def paint_bells(painter, count: int, left: QPointF, r: float) -> None:
    painter.setPen(QPen(BELL.darker(150), 1))
    painter.setBrush(BELL)
    for i in range(count):
        painter.drawPath(bell_path(left + QPointF(r + i * 2.3 * r, 0), r))


_HEIGHTS: dict[tuple, float] = {}


def text_height_of(text: str, width: float) -> float:
    """The wrapped height of a task card's text (measured once per text and width)."""
    if (text, width) not in _HEIGHTS:
        metrics = QFontMetricsF(font(TEXT_PX))
        _HEIGHTS[(text, width)] = metrics.boundingRect(QRectF(0, 0, width, 400), Qt.TextWordWrap, text).height()
    return _HEIGHTS[(text, width)]


class TaskItem(Clickable):
    """A task card: bells and name, its text, a picture of its pattern, the live points line."""

    PICTURE = 66

    def __init__(self, task_id: str, pos: QPointF, points_line: str, on_click=None, note: str = "",
                 highlight: int | None = None, width: float = 296):
        task = TASKS[task_id]
        self.text = task_text(task)
        text_width = width - self.PICTURE - 20
        text_height = text_height_of(self.text, text_width)
        height = max(22 + text_height + 22, 22 + self.PICTURE + 6)
        super().__init__(QRectF(0, 0, width, height), on_click, f"{task_id}: {self.text}")
        self.task_id, self.note, self.highlight = task_id, note, highlight
        self.text_rect = QRectF(8, 21, text_width, text_height + 2)
        self.points = PointsLine(self, QRectF(8, height - 20, width - 16, 18))
        self.points.text = points_line
        self.setPos(pos)

    @property
    def points_line(self) -> str:
        return self.points.text

    def set_points_line(self, line: str) -> None:
        """The live points change with every reveal: only their line repaints."""
        if line != self.points.text:
            self.points.text = line
            self.points.update()

    @property
    def height(self) -> float:
        return self.rect.height()

    def paint(self, painter, option, widget=None) -> None:
        # The card, its bells and picture once per look (a sprite); its words every time.
        task = TASKS[self.task_id]
        look = ("ct-task", self.task_id, self.highlight, self.rect.width(), self.rect.height())
        paint_cached(painter, look, self.rect.adjusted(-1, -1, 1, 1), self._paint_card)
        painter.setPen(INK)
        painter.setFont(font(HEAD_PX, True))
        left = 14 + task["bells"] * 14
        painter.drawText(QRectF(left, 2, self.rect.width() - left - 8, 18), Qt.AlignLeft | Qt.AlignVCenter,
                         self.task_id + (f"  {self.note}" if self.note else ""))
        painter.setFont(font(TEXT_PX))
        painter.drawText(self.text_rect, Qt.AlignLeft | Qt.TextWordWrap, self.text)
        self.paint_frame(painter)

    def _paint_card(self, painter, _rect) -> None:
        task = TASKS[self.task_id]
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#8a6d3b"), 1.5))
        painter.setBrush(QColor("#fffaf0"))
        painter.drawRoundedRect(self.rect, 8, 8)
        painter.setPen(QPen(QColor("#e3d3b0"), 1))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(self.rect.adjusted(3, 3, -3, -3), 6, 6)
        if self.highlight is not None:
            colour, style = HIGHLIGHT[self.highlight % len(HIGHLIGHT)]
            painter.setPen(QPen(colour, 4, style))
            painter.drawRoundedRect(self.rect.adjusted(2, 2, -2, -2), 7, 7)
        paint_bells(painter, task["bells"], QPointF(8, 11), 6)
        w = self.rect.width()
        paint_task_picture(painter, self.task_id, QRectF(w - self.PICTURE - 8, 22, self.PICTURE, self.PICTURE - 10))


class PointsLine(QGraphicsItem):
    """A task card's live points line, its own item (a click falls through to the card)."""

    def __init__(self, card: TaskItem, rect: QRectF):
        super().__init__(card)
        self.rect, self.text = rect, ""
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter, option, widget=None) -> None:
        painter.setClipRect(self.rect)  # a long line stops at the card's edge
        painter.setPen(INK)
        painter.setFont(font(TEXT_PX, True))
        painter.drawText(self.rect, Qt.AlignLeft | Qt.AlignVCenter, self.text)


def paint_task_picture(painter, task_id: str, box: QRectF) -> None:
    """A small picture of what the task counts: its pattern of cards, its bulbs, or its line."""
    task = TASKS[task_id]
    kind, params = task["kind"], task["params"]
    painter.setPen(QPen(QColor("#d8c9ae"), 1))
    painter.setBrush(QColor("#eef4e8"))
    painter.drawRoundedRect(box, 5, 5)
    a, b = 8.5, 11.0
    if "pattern" in params and kind not in scoring.BULB_KINDS or "offsets" in params:
        offsets = [tuple(o) for o in params["offsets"]] if "offsets" in params else pattern_offsets(params["pattern"])
        xs = [x for x, _ in offsets]
        ys = [y for _, y in offsets]
        cx = box.center().x() - (min(xs) + max(xs)) / 2 * a
        cy = box.center().y() - (min(ys) + max(ys)) / 2 * b
        for i, (x, y) in enumerate(offsets):
            centre = QPointF(cx + x * a, cy + y * b)
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QColor("#fbf6ea"))
            painter.drawPath(rhombus(a - 0.5, b - 0.5, centre))
            if kind == "candy_ginger":
                if i == 0:
                    paint_candy(painter, centre, 3.2, None)
                else:
                    paint_gingerbread_man(painter, centre, 5)
            else:
                painter.setPen(QPen(INK, 0.8))
                painter.setBrush(QColor("#9a9a9a"))
                painter.drawEllipse(centre, 3, 3)
        return
    centre = box.center()
    if kind == "bulb_pair":
        painter.setPen(QPen(INK, 1))
        painter.setBrush(QColor("#fbf6ea"))
        painter.drawPath(rhombus(2 * a, 2 * b, centre))
        for d in BULB_PAIR_EDGES[params["pattern"]][0]:
            dx = (-a if d in (0, 3) else a)
            dy = (-b if d in (0, 1) else b)
            painter.setBrush(QColor("#f7d23e"))
            painter.drawEllipse(centre + QPointF(dx, dy), 4, 4)
    elif kind == "bulb_colour":
        painter.setPen(QPen(INK, 1))
        painter.setBrush(BULB[params["colour"]])
        painter.drawPath(whole_bulb(params["colour"], centre, 12))
    elif kind in ("count_colour", "count_shape"):
        colour = ORNAMENT.get(params.get("colour"), QColor("#bbbbbb"))
        paint_shape(painter, params.get("shape", "ball"), centre, 15, colour, ORNAMENT_HATCH.get(params.get("colour")))
    elif kind in ("row_all3", "line_snow", "row_ends"):
        for i in range(4):
            c = QPointF(box.left() + 10 + i * 15.5, centre.y())
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QColor("#ffffff") if kind == "row_ends" and i in (1, 2) else QColor("#fbf6ea"))
            painter.drawPath(rhombus(7.5, 10.5, c))
    elif kind == "count_candy":
        paint_candy(painter, centre, 12, None)
    elif kind == "count_ginger":
        paint_gingerbread_man(painter, centre, 20)
    else:  # chain012: three linked ornaments with 0, 1 and 2 snowflakes
        from .art import paint_snowflakes
        for i in range(3):
            c = QPointF(box.left() + 14 + i * 19, centre.y() + (i % 2) * 6 - 3)
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QColor("#fbf6ea"))
            painter.drawPath(rhombus(9, 12, c))
            if i:
                paint_snowflakes(painter, i, c, 2.4)
