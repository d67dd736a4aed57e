"""Each seat's points over a game, drawn with QPainter; clicking a point in time asks to jump there.

Every seat's line has its colour AND its dash pattern, a marker shape on each scoring and its
letter at the end of the line, so the graph reads in greyscale. Rounds are light vertical bands'
edges, scorings small ticks on the time axis, the step being shown a bold vertical line."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop_app.table.seats import is_light, seat_style

INK = QColor("#2d2a26")
GRID = QColor("#d8cbb5")
PAPER = QColor("#fbf6ec")
MARKERS = ("circle", "square", "triangle", "diamond", "cross", "star")


def marker_path(kind: str, centre: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    x, y = centre.x(), centre.y()
    if kind == "circle":
        path.addEllipse(centre, r, r)
    elif kind == "square":
        path.addRect(QRectF(x - r, y - r, 2 * r, 2 * r))
    elif kind == "triangle":
        path.addPolygon(QPolygonF([QPointF(x, y - r * 1.2), QPointF(x + r * 1.1, y + r), QPointF(x - r * 1.1, y + r)]))
        path.closeSubpath()
    elif kind == "diamond":
        path.addPolygon(QPolygonF([QPointF(x, y - r * 1.3), QPointF(x + r * 1.3, y), QPointF(x, y + r * 1.3), QPointF(x - r * 1.3, y)]))
        path.closeSubpath()
    elif kind == "cross":
        w = r * 0.45
        path.addRect(QRectF(x - r, y - w, 2 * r, 2 * w))
        path.addRect(QRectF(x - w, y - r, 2 * w, 2 * r))
        path = path.simplified()
    else:  # star: a five-pointed one
        import math

        points = [QPointF(x + (r * 1.3 if i % 2 == 0 else r * 0.55) * math.sin(i * math.pi / 5),
                          y - (r * 1.3 if i % 2 == 0 else r * 0.55) * math.cos(i * math.pi / 5)) for i in range(10)]
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()
    return path


class ScoreGraph(QWidget):
    step_clicked = Signal(int)  # a press at that step
    step_dragged = Signal(int)  # the press held and moved along the graph there (scrubbing)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.scores: list[list[int]] = [[0]]
        self.colours: list[str] = []
        self.names: list[str] = []
        self.rounds: list[int] = []
        self.scorings: list[int] = []
        self.step = 0
        self._top_value = 5
        self._picture: QPixmap | None = None  # everything but the step line: a step repaints a blit
        self.setMinimumSize(220, 150)
        self.setAttribute(Qt.WA_OpaquePaintEvent)  # the pixmap covers it all: nothing beneath to paint
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)
        self.setCursor(Qt.PointingHandCursor)
        self.setToolTip(self.tr("Points over the game; click to jump there"))

    def sizeHint(self) -> QSize:
        return QSize(320, 190)

    def set_data(self, scores: list[list[int]], colours: list[str], names: list[str],
                 rounds: list[int] = (), scorings: list[int] = ()) -> None:
        self.scores = [list(s) for s in scores] or [[0] * len(colours)]
        self.colours, self.names = list(colours), list(names)
        self.rounds, self.scorings = list(rounds), list(scorings)
        best = max((max(s) for s in self.scores if s), default=0)
        # Four grid steps of a round whole size (1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 25, 30, 40, 50…).
        sizes = (n * 10 ** e for e in range(7) for n in (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8))
        self._top_value = 4 * int(next(n for n in sizes if n == int(n) and 4 * n >= max(best, 1)))
        self._picture = None
        self.update()

    def resizeEvent(self, event) -> None:
        self._picture = None
        super().resizeEvent(event)

    def set_step(self, step: int) -> None:
        """Move the marker: only the strips of its old and new places are repainted (the rest
        of the graph is a pixmap that did not change)."""
        if step != self.step:
            old, self.step = self.step, step
            self.update(self._marker_rect(old))
            self.update(self._marker_rect(step))

    def _marker_rect(self, step: int) -> QRect:
        plot = self.plot_rect()
        x = round(self.point(min(step, self.steps), 0).x())
        return QRect(x - 3, int(plot.top()) - 6, 7, int(plot.height()) + 12)

    # ------------------------------------------------------------ geometry
    @property
    def steps(self) -> int:
        return max(1, len(self.scores) - 1)

    LEGEND_ROW = 16  # px: one row of the names above the plot

    def _legend(self) -> list[list[tuple[int, float]]]:
        """The seats' names above the plot, wrapped into rows: each (seat, x) of a marker (kept
        until the data or the size change: a review step asks for it twice)."""
        key = (self.width(), tuple(self.names), len(self.colours))
        if getattr(self, "_legend_key", None) == key:
            return self._legend_rows
        self._legend_key = key
        self._legend_rows = self._layout_legend()
        return self._legend_rows

    def _layout_legend(self) -> list[list[tuple[int, float]]]:
        metrics = QFontMetricsF(self._small_font())
        rows, row, x = [], [], 4.0
        for seat, name in enumerate(self.names[:len(self.colours)]):
            width = 18 + min(metrics.horizontalAdvance(name), 110) + 10
            if row and x + width > self.width() - 4:
                rows.append(row)
                row, x = [], 4.0
            row.append((seat, x))
            x += width
        if row:
            rows.append(row)
        return rows

    def _small_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(11)
        return font

    def plot_rect(self) -> QRectF:
        legend = self.LEGEND_ROW * max(1, len(self._legend()))
        return QRectF(self.rect()).adjusted(46, 10 + legend, -26, -26)

    def _top(self) -> int:
        return self._top_value

    def point(self, step: int, value: float) -> QPointF:
        plot = self.plot_rect()
        return QPointF(plot.left() + plot.width() * step / self.steps,
                       plot.bottom() - plot.height() * value / self._top())

    def step_at(self, x: float) -> int:
        plot = self.plot_rect()
        return max(0, min(self.steps if len(self.scores) > 1 else 0,
                          round((x - plot.left()) / max(plot.width(), 1) * self.steps)))

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.LeftButton:
            self.step_clicked.emit(self.step_at(event.position().x()))
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:  # dragging along the graph scrubs
        if event.buttons() & Qt.LeftButton:
            self.step_dragged.emit(self.step_at(event.position().x()))

    # ------------------------------------------------------------ painting
    def paintEvent(self, event) -> None:
        ratio = self.devicePixelRatioF()
        if self._picture is None or self._picture.size() != self.size() * ratio:
            self._picture = QPixmap(self.size() * ratio)
            self._picture.setDevicePixelRatio(ratio)
            self._paint_lines(QPainter(self._picture))
        painter = QPainter(self)
        painter.setClipRegion(event.region())
        painter.drawPixmap(0, 0, self._picture)
        plot = self.plot_rect()
        x = self.point(min(self.step, self.steps), 0).x()  # the step being shown
        painter.setPen(QPen(INK, 2))
        painter.drawLine(QPointF(x, plot.top() - 4), QPointF(x, plot.bottom() + 4))
        painter.end()

    def _paint_lines(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.fillRect(self.rect(), PAPER)
        plot = self.plot_rect()
        painter.setFont(self._small_font())
        top = self._top()
        painter.setPen(QPen(GRID, 1))
        for i in range(5):  # horizontal grid with its values
            y = plot.bottom() - plot.height() * i / 4
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(INK)
            painter.drawText(QRectF(0, y - 8, plot.left() - 4, 16), Qt.AlignRight | Qt.AlignVCenter, str(round(top * i / 4)))
            painter.setPen(QPen(GRID, 1))
        painter.setPen(QPen(QColor("#a8987e"), 1, Qt.DotLine))  # round starts
        for n in self.rounds:
            if n > 0:
                x = self.point(n, 0).x()
                painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        painter.setPen(QPen(INK, 1.5))  # scorings: ticks under the axis
        for n in self.scorings:
            x = self.point(n, 0).x()
            painter.drawLine(QPointF(x, plot.bottom() + 2), QPointF(x, plot.bottom() + 7))
        painter.setPen(QPen(INK, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        ends = self._badge_heights()
        for seat in range(len(self.colours)):
            self._paint_seat(painter, seat, ends[seat])
        self._paint_axis_names(painter, plot)
        self._paint_legend(painter)
        painter.end()

    def _paint_axis_names(self, painter: QPainter, plot: QRectF) -> None:
        """What the axes count: points up the left side, moves along the bottom."""
        painter.setPen(INK)
        painter.save()
        painter.translate(2, plot.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-plot.height() / 2, 0, plot.height(), 13), Qt.AlignCenter, self.tr("points"))
        painter.restore()
        painter.drawText(QRectF(plot.left(), plot.bottom() + 8, plot.width(), 14), Qt.AlignRight | Qt.AlignVCenter,
                         self.tr("moves"))

    def _paint_legend(self, painter: QPainter) -> None:
        """Each seat's marker, letter and name: the lines' ends carry the same marker."""
        metrics = QFontMetricsF(self._small_font())
        for number, row in enumerate(self._legend()):
            y = 4 + number * self.LEGEND_ROW
            for seat, x in row:
                colour = QColor(self.colours[seat])
                style = seat_style(seat)
                badge = QRectF(x, y, 14, 14)
                painter.setPen(QPen(INK, 1))
                painter.setBrush(colour)
                painter.drawPath(marker_path(MARKERS[seat % len(MARKERS)], badge.center(), 6.5))
                painter.setPen(INK if is_light(colour) else QColor("white"))
                painter.drawText(badge, Qt.AlignCenter, style.letter)
                painter.setPen(INK)
                name = metrics.elidedText(self.names[seat], Qt.ElideRight, 110)
                painter.drawText(QRectF(x + 18, y - 1, 112, 16), Qt.AlignLeft | Qt.AlignVCenter, name)

    def _badge_heights(self) -> list[float]:
        """Where each seat's letter goes at the end of its line: at the line, pushed apart so two
        seats with close scores never cover each other's letter."""
        last = self.scores[-1]
        wanted = sorted((self.point(self.steps, last[i] if i < len(last) else 0).y(), i) for i in range(len(self.colours)))
        heights: dict[int, float] = {}
        previous = -1e9
        for y, seat in wanted:
            previous = max(y, previous + 17)
            heights[seat] = previous
        below = self.height() - 9.0  # pushed past the bottom edge: the stack goes up instead
        for _y, seat in reversed(wanted):
            heights[seat] = below = min(heights[seat], below)
            below -= 17
        return [heights[i] for i in range(len(self.colours))]

    def _paint_seat(self, painter: QPainter, seat: int, badge_y: float) -> None:
        colour = QColor(self.colours[seat])
        style = seat_style(seat)
        values = [s[seat] if seat < len(s) else 0 for s in self.scores]
        path = QPainterPath(self.point(0, values[0]))
        for n in range(1, len(values)):  # a step line: points change at an action
            path.lineTo(self.point(n, values[n - 1]))
            path.lineTo(self.point(n, values[n]))
        pen = QPen(colour, 2.5)
        pen.setCapStyle(Qt.FlatCap)
        if style.dashes:
            pen.setDashPattern([d / 2.5 for d in style.dashes])  # dash lengths are in pen widths
        painter.setPen(pen)
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(path)
        kind = MARKERS[seat % len(MARKERS)]
        painter.setPen(QPen(INK, 1))
        painter.setBrush(colour)
        changes = [n for n in range(1, len(values)) if values[n] != values[n - 1]]
        every = max(1, len(changes) // 12)  # at most a dozen markers a line: they must not hide it
        for n in changes[::every]:
            painter.drawPath(marker_path(kind, self.point(n, values[n]), 3.5))
        end = self.point(len(values) - 1, values[-1])  # the seat's letter in its marker, at the line's end
        badge = QRectF(end.x() + 4, badge_y - 8, 16, 16)
        painter.setPen(QPen(INK, 1))
        painter.drawPath(marker_path(kind, badge.center(), 7.5))
        painter.setPen(INK if is_light(colour) else QColor("white"))
        painter.drawText(badge, Qt.AlignCenter, style.letter)


def graph_for(match, parent=None) -> ScoreGraph:
    """The graph of a whole match (for the score sheet at the end of a game): the log replayed,
    state.scores() after every action. Connect `step_clicked` to open the review at that step (only a
press: `step_dragged` follows a held press, for scrubbing)."""
    from desktop_app.engine.replay import Replay

    replay = Replay(match)
    graph = ScoreGraph(parent)
    graph.set_data(replay.scores, [s.colour for s in match.seats], [s.name for s in match.seats],
                   replay.round_starts(), replay.scorings())
    graph.set_step(replay.length)
    return graph
