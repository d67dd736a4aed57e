"""Christmas Tree's table: the viewer's tree large, the other trees small, the viewer's hand, the
task cards with live points and pattern pictures, linzer mode, and the scoring drawn on the trees.

Everything the player does ends in a model action (`controller.try_action`); the scene re-syncs from
the model after every action and keeps no rules of its own."""
from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QLocale,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from desktop_app.engine.game import IllegalMove
from desktop_app.table.items import Clickable
from desktop_app.table.scene import INK, DropTarget, TableScene

from . import scoring
from .components import (
    BULB_PAIR_EDGES,
    CARDS,
    EDGES,
    PASS_DIRECTIONS,
    PICKS_PER_ROUND,
    SPACE_EDGES,
    SPACE_XY,
    SPACES,
    TASKS,
    XY_SPACE,
    pattern_offsets,
)
from .rules import NEUTRAL_OWNER, RANDOM_OWNER, card_name
from .view.art import (
    BULB,
    CARD_FACE,
    ORNAMENT,
    ORNAMENT_HATCH,
    describe_card,
    paint_card,
    paint_shape,
    rhombus,
)

BIG_A, BIG_B = 44, 58  # half-width and half-height of a card on the viewer's tree
# The component colours (contract "Palette"): seat colours stay CIEDE2000 >= 25 away from these.
PALETTE: dict[str, str] = {**{f"ornament {k}": c.name() for k, c in ORNAMENT.items()},
                           **{f"bulb {k}": c.name() for k, c in BULB.items()},
                           **{f"card {k}": c.name() for k, c in CARD_FACE.items()}}
SMALL_A, SMALL_B = 21, 28
HAND_A, HAND_B = 32, 44
TREE_HEADER = 28
HIGHLIGHT = [(QColor("#e67e22"), Qt.SolidLine), (QColor("#16a085"), Qt.DashLine), (QColor("#d81b60"), Qt.DotLine),
             (QColor("#1f5fbf"), Qt.DashDotLine), (QColor("#6d4c41"), Qt.DashDotDotLine)]
TREE_GREEN = QColor("#cfe3c4")


def fill(text: str, **params) -> str:
    """A translated template with its {named} placeholders filled in (a broken translation shows
    its placeholders rather than crashing the table)."""
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text


def task_text(task: dict) -> str:
    """A task card's text in the player's language: the catalogue's translation (components.TASK_TEXTS
    marks the texts), else the data's Hungarian draft when the table speaks Hungarian."""
    translated = QCoreApplication.translate("christmas_tree", task["text_en"])
    if translated != task["text_en"]:
        return translated
    if QLocale().language() == QLocale.Hungarian and task.get("text_hu_draft"):
        return task["text_hu_draft"]
    return task["text_en"]


def font(size: int, bold: bool = False) -> QFont:
    f = QFont("Sans")
    f.setPixelSize(size)
    f.setBold(bold)
    return f


def task_uses_edges(task_id: str) -> bool:
    return TASKS[task_id]["kind"] in scoring.BULB_KINDS


class ButtonItem(Clickable):
    def __init__(self, text: str, pos: QPointF, on_click, width: float = 170, tooltip: str = ""):
        super().__init__(QRectF(0, 0, width, 30), on_click, tooltip or text)
        self.text = text
        self.setPos(pos)

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(QPen(QColor("#7a5c3a"), 1.5))
        painter.setBrush(QColor("#fbeed3"))
        painter.drawRoundedRect(self.rect, 8, 8)
        painter.setPen(INK)
        painter.setFont(font(12, True))
        painter.drawText(self.rect, Qt.AlignCenter, self.text)
        self.paint_frame(painter)


class TreeItem(QGraphicsObject):
    """One tree of 21 rhombus spaces with its cards, complete bulbs, gingerbread sides and the
    occurrences of the highlighted task cards."""

    def __init__(self, state, tree: int, title: str, colour: QColor, a: float, b: float, current: bool):
        super().__init__()
        self.tree, self.title, self.colour, self.a, self.b, self.current = tree, title, colour, a, b, current
        self.cards = state.trees[tree][:]
        self.turned = state.turned[tree][:]
        self.last = state.last_placed[tree] if tree < len(state.last_placed) else None
        self.lit: set[int] = set()
        self.fresh: int | None = None  # the card just revealed, fading in
        self.fresh_opacity = 1.0
        self.dimmed = False
        self.selected: int | None = None
        self.highlights: list[tuple[int, str]] = []  # (highlight index, task id)
        self.on_space_click = None
        self.on_space_hover = None
        self.bulbs = scoring.complete_bulbs(self.cards, self.turned)
        self.complete_edges = {e for e, _ in self.bulbs}
        # Computed once: paint() runs on every ghost movement over the tree.
        self.ginger_met = {s: scoring.ginger_sides(self.cards, self.turned, s) for s in SPACES
                           if self.cards[s] and CARDS[self.cards[s]].kind == "gingerbread"}
        self._occurrences: dict[str, list] = {}

    def occurrences(self, task_id: str) -> list:
        if task_id not in self._occurrences:
            self._occurrences[task_id] = scoring.task_occurrences(task_id, self.cards, self.turned)
        return self._occurrences[task_id]
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_clickable(self, callback, on_hover=None) -> None:
        self.on_space_click = callback
        self.on_space_hover = on_hover
        self.setAcceptedMouseButtons(Qt.LeftButton if callback else Qt.NoButton)
        self.setAcceptHoverEvents(on_hover is not None)
        self.setCursor(Qt.PointingHandCursor if callback else Qt.ArrowCursor)

    def hoverMoveEvent(self, event) -> None:
        if self.on_space_hover:
            self.on_space_hover(self.space_at(event.pos()))

    @property
    def width(self) -> float:
        return 12 * self.a

    @property
    def height(self) -> float:
        return TREE_HEADER + 7 * self.b

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.height + 8)

    def centre(self, space: int) -> QPointF:
        x, y = SPACE_XY[space]
        return QPointF((x + 6) * self.a, TREE_HEADER + (y + 1) * self.b)

    def space_at(self, local: QPointF) -> int | None:
        best, best_d = None, None
        for space in SPACES:
            c = self.centre(space)
            d = abs(local.x() - c.x()) / self.a + abs(local.y() - c.y()) / self.b
            if d <= 1.0 and (best_d is None or d < best_d):
                best, best_d = space, d
        return best

    def edge_point(self, edge_id: int) -> QPointF:
        upper, lower, _ = EDGES[edge_id]
        return (self.centre(upper) + self.centre(lower)) / 2

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(QPen(self.colour, 4 if self.current else 1.5))
        painter.setBrush(QColor("#f7f0e4"))
        painter.drawRoundedRect(QRectF(0, 0, self.width, self.height), 10, 10)
        silhouette = QPainterPath()
        top = self.centre(1) - QPointF(0, self.b)
        silhouette.moveTo(top)
        silhouette.lineTo(QPointF(self.width - 2, self.height - 4))
        silhouette.lineTo(QPointF(2, self.height - 4))
        silhouette.closeSubpath()
        painter.setPen(Qt.NoPen)
        painter.setBrush(TREE_GREEN)
        painter.drawPath(silhouette)
        painter.setPen(INK)
        painter.setFont(font(max(11, int(self.a * 0.36)), True))
        painter.drawText(QRectF(8, 2, self.width - 16, TREE_HEADER - 4), Qt.AlignLeft | Qt.AlignVCenter, self.title)
        for space in SPACES:
            self._paint_space(painter, space)
        self._paint_complete_bulbs(painter)
        self._paint_highlights(painter)

    def _paint_space(self, painter, space: int) -> None:
        c = self.centre(space)
        card = self.cards[space]
        painter.save()
        painter.translate(c)
        if card is None:
            painter.setPen(QPen(QColor("#9fb592"), 1.2, Qt.DashLine))
            painter.setBrush(QColor(46, 160, 67, 90) if space in self.lit else QColor(255, 255, 255, 60))
            painter.drawPath(rhombus(self.a - 1.5, self.b - 1.5))
            if self.a >= 30:
                painter.setPen(QColor("#7d9470"))
                painter.setFont(font(10))
                painter.drawText(QRectF(-12, -8, 24, 16), Qt.AlignCenter, str(space))
        else:
            if space == self.fresh:
                painter.setOpacity(self.fresh_opacity)
                painter.scale(0.6 + 0.4 * self.fresh_opacity, 0.6 + 0.4 * self.fresh_opacity)
            complete = {d for d in range(4) if SPACE_EDGES[space][d] in self.complete_edges}
            met = self.ginger_met.get(space)
            paint_card(painter, card, self.turned[space], self.a - 1.5, self.b - 1.5, complete, met)
            if space == self.selected or space in self.lit:
                painter.setPen(QPen(QColor("#f39c12") if space == self.selected else QColor(46, 160, 67), 3.5))
                painter.setBrush(Qt.NoBrush)
                painter.drawPath(rhombus(self.a - 1, self.b - 1))
            elif space == self.last:
                painter.setPen(QPen(QColor("#c0392b"), 1.6, Qt.DotLine))
                painter.setBrush(Qt.NoBrush)
                painter.drawPath(rhombus(self.a - 1, self.b - 1))
        if self.dimmed and space not in self.lit:
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor(233, 223, 207, 80))
            painter.drawPath(rhombus(self.a, self.b))
        painter.restore()

    def _paint_complete_bulbs(self, painter) -> None:
        """A complete bulb: the two halves make one disc; a white ring says it scores."""
        r = min(self.a, self.b) * 0.2
        for edge_id, colour in self.bulbs:
            p = self.edge_point(edge_id)
            painter.setPen(QPen(QColor("#ffffff"), 2))
            painter.setBrush(Qt.NoBrush)
            painter.drawEllipse(p, r + 2, r + 2)
            painter.setPen(QPen(BULB[colour].darker(160), 1))
            painter.drawEllipse(p, r + 3.5, r + 3.5)

    def _paint_highlights(self, painter) -> None:
        for index, task_id in self.highlights:
            colour, style = HIGHLIGHT[index % len(HIGHLIGHT)]
            pen = QPen(colour, max(2.5, self.a / 9), style, Qt.RoundCap, Qt.RoundJoin)
            occurrences = self.occurrences(task_id)
            inset = 4 + 3 * (index % 3)
            for occ in occurrences:
                painter.setPen(pen)
                painter.setBrush(Qt.NoBrush)
                if task_uses_edges(task_id):
                    points = [self.edge_point(e) for e in occ]
                    r = min(self.a, self.b) * 0.2 + 6
                    for p in points:
                        painter.drawEllipse(p, r, r)
                    if len(points) == 2:
                        painter.drawLine(points[0], points[1])
                    continue
                for space in occ:
                    painter.drawPath(rhombus(self.a - inset, self.b - inset, self.centre(space)))
                if len(occ) > 1:
                    path = QPainterPath(self.centre(occ[0]))
                    for space in occ[1:]:
                        path.lineTo(self.centre(space))
                    painter.drawPath(path)

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        space = self.space_at(event.pos())
        if self.on_space_click and space is not None:
            self.on_space_click(space)


class HandCard(QGraphicsObject):
    """A card in the viewer's hand: press and drag to place it, or click to pick it up."""

    def __init__(self, table, card_id: str, pos: QPointF, active: bool, chosen: bool):
        super().__init__()
        self.table, self.card_id, self.active, self.chosen = table, card_id, active, chosen
        self.setPos(pos)
        self.setToolTip(describe_card(card_id) + ("\n" + QCoreApplication.translate("christmas_tree", "Drag onto your tree (wheel, R or "
                                                  "right-click: upside down), or click to pick it up.") if active else ""))
        self.setAcceptedMouseButtons(Qt.LeftButton if active else Qt.NoButton)
        self.setCursor(Qt.OpenHandCursor if active else Qt.ArrowCursor)
        self._press = None

    def boundingRect(self) -> QRectF:
        return QRectF(-HAND_A - 4, -HAND_B - 4, 2 * HAND_A + 8, 2 * HAND_B + 8)

    def paint(self, painter, option, widget=None) -> None:
        paint_card(painter, self.card_id, 0, HAND_A, HAND_B)
        if self.chosen:
            painter.setPen(QPen(QColor("#f39c12"), 4))
            painter.setBrush(Qt.NoBrush)
            painter.drawPath(rhombus(HAND_A + 2, HAND_B + 2))

    def mousePressEvent(self, event) -> None:
        self._press = event.scenePos()
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is not None and (event.scenePos() - self._press).manhattanLength() > 6:
            self._press = None
            self.table.start_card_drag(self.card_id, event.scenePos(), hold=False)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is not None:
            self.table.start_card_drag(self.card_id, event.scenePos(), hold=True)
        self._press = None


class TaskItem(Clickable):
    """A task card: bells, its English text, a small picture of its pattern, live points."""

    WIDTH, HEIGHT = 300, 92

    def __init__(self, task_id: str, pos: QPointF, points_line: str, on_click=None, note: str = "",
                 highlight: int | None = None):
        task = TASKS[task_id]
        super().__init__(QRectF(0, 0, self.WIDTH, self.HEIGHT), on_click, f"{task_id}: {task_text(task)}")
        self.task_id, self.points_line, self.note, self.highlight = task_id, points_line, note, highlight
        self.setPos(pos)

    def paint(self, painter, option, widget=None) -> None:
        task = TASKS[self.task_id]
        painter.setPen(QPen(QColor("#8a6d3b"), 1.5))
        painter.setBrush(QColor("#fffaf0"))
        painter.drawRoundedRect(self.rect, 7, 7)
        if self.highlight is not None:
            colour, style = HIGHLIGHT[self.highlight % len(HIGHLIGHT)]
            painter.setPen(QPen(colour, 4, style))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(self.rect.adjusted(2, 2, -2, -2), 6, 6)
        painter.setPen(QColor("#b7860b"))
        painter.setFont(font(11, True))
        painter.drawText(QRectF(6, 3, 60, 14), Qt.AlignLeft, "●" * task["bells"])
        painter.setPen(INK)
        painter.drawText(QRectF(40, 3, 180, 14), Qt.AlignLeft, self.task_id + (f"  {self.note}" if self.note else ""))
        painter.setFont(font(10))
        painter.drawText(QRectF(6, 18, 210, 52), Qt.AlignLeft | Qt.TextWordWrap, task_text(task))
        painter.setFont(font(10, True))
        painter.drawText(QRectF(6, 70, 290, 18), Qt.AlignLeft | Qt.AlignVCenter, self.points_line)
        paint_task_picture(painter, self.task_id, QRectF(222, 6, 72, 62))
        self.paint_frame(painter)


def paint_task_picture(painter, task_id: str, box: QRectF) -> None:
    """A small picture of what the task counts: its pattern of cards, its bulbs, or its line."""
    task = TASKS[task_id]
    kind, params = task["kind"], task["params"]
    painter.setPen(QPen(QColor("#d8c9ae"), 1))
    painter.setBrush(QColor("#f4ecdc"))
    painter.drawRoundedRect(box, 5, 5)
    a, b = 9.0, 12.0
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
                painter.setBrush(QColor("#d8342c") if i == 0 else QColor("#a0612b"))
                painter.drawEllipse(centre, 3.5, 3.5)
            else:
                painter.setBrush(QColor("#8f8f8f"))
                painter.drawEllipse(centre, 3, 3)
        return
    centre = box.center()
    if kind == "bulb_pair":
        painter.setPen(QPen(INK, 1))
        painter.setBrush(QColor("#fbf6ea"))
        painter.drawPath(rhombus(2 * a, 2 * b, centre))
        first_pair = BULB_PAIR_EDGES[params["pattern"]][0]
        for d in first_pair:
            dx = (-a if d in (0, 3) else a)
            dy = (-b if d in (0, 1) else b)
            painter.setBrush(QColor("#f7d23e"))
            painter.drawEllipse(centre + QPointF(dx, dy), 4, 4)
    elif kind == "bulb_colour":
        painter.setPen(QPen(INK, 1))
        painter.setBrush(BULB[params["colour"]])
        painter.drawEllipse(centre, 10, 10)
    elif kind in ("count_colour", "count_shape"):
        colour = ORNAMENT.get(params.get("colour"), QColor("#bbbbbb"))
        paint_shape(painter, params.get("shape", "ball"), centre, 14, colour, ORNAMENT_HATCH.get(params.get("colour")))
    elif kind in ("row_all3", "line_snow", "row_ends"):
        for i in range(4):
            c = QPointF(box.left() + 12 + i * 16, centre.y())
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QColor("#ffffff") if kind == "row_ends" and i in (1, 2) else QColor("#fbf6ea"))
            painter.drawPath(rhombus(8, 11, c))
    else:  # count_candy, count_ginger, chain012: a short caption
        painter.setPen(INK)
        painter.setFont(font(11, True))
        caption = {"count_candy": "candy", "count_ginger": "ginger", "chain012": "0-1-2"}.get(kind, kind)
        painter.drawText(box, Qt.AlignCenter, caption)


class InfoBox(Clickable):
    """Plain text lines in a framed box (scores, the final scoring, the prompt)."""

    def __init__(self, lines: list[str], pos: QPointF, width: float, title: str = ""):
        height = 8 + 17 * len(lines) + (20 if title else 0)
        super().__init__(QRectF(0, 0, width, height))
        self.lines, self.title = lines, title
        self.setPos(pos)

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(QPen(QColor("#b8a78c"), 1))
        painter.setBrush(QColor("#fbf5ea"))
        painter.drawRoundedRect(self.rect, 6, 6)
        y = 4
        if self.title:
            painter.setPen(INK)
            painter.setFont(font(12, True))
            painter.drawText(QRectF(8, y, self.rect.width() - 16, 18), Qt.AlignLeft, self.title)
            y += 20
        painter.setFont(font(11))
        painter.setPen(INK)
        for line in self.lines:
            painter.drawText(QRectF(8, y, self.rect.width() - 16, 17), Qt.AlignLeft | Qt.AlignVCenter, line)
            y += 17


class ChristmasTreeScene(TableScene):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.trees: dict[int, TreeItem] = {}
        self.big_tree: TreeItem | None = None
        self.linzer_first: int | None = None
        self.swap_turns = 0  # linzer swap: 0 none, 1 turn the first card, 2 the second, 3 both
        self.highlighted: list[str] | None = None  # task ids drawn on the trees; None = automatic
        self.linzer_label = None  # the points preview beside the pointer in linzer mode
        self._reveal_animation: QVariantAnimation | None = None
        self._seen_reveals: int | None = None
        self._content_bottom = 0.0
        self._shown_round = None
        self.sync()

    # ------------------------------------------------------------ layout
    def table_rect(self) -> QRectF:
        return QRectF(0, 0, 1156, max(820.0, self._content_bottom + 8))

    def seat_name(self, tree: int) -> str:
        state = self.controller.state
        if tree == state.neutral:
            return QCoreApplication.translate("christmas_tree", "Neutral tree")
        return self.controller.match.seats[tree].name

    def seat_colour(self, tree: int) -> QColor:
        state = self.controller.state
        if tree == state.neutral:
            return QColor("#7f8c8d")
        return QColor(self.controller.match.seats[tree].colour)

    def shown_player(self) -> int:
        viewer = self.controller.viewer
        if viewer is not None:
            return viewer
        current = self.controller.state.current_player
        return current if current is not None else 0

    def owner_name(self, owner: int) -> str:
        if owner == NEUTRAL_OWNER:
            return QCoreApplication.translate("christmas_tree", "neutral")
        if owner == RANDOM_OWNER:
            return QCoreApplication.translate("christmas_tree", "drawn")
        return self.controller.match.seats[owner].name

    def sync(self) -> None:
        if self._reveal_animation is not None:  # it paints trees that clear() is about to delete
            self._reveal_animation.stop()
            self._reveal_animation = None
        self.cancel_drag()
        # clear() deletes every item on the C++ side: drop Python references to them first.
        self.linzer_label = None
        self.big_tree = None
        self.trees.clear()
        self.clear()
        state = self.controller.state
        if self._shown_round != (state.round, state.picks):
            self._shown_round = (state.round, state.picks)
            self.highlighted = None
        if not (state.phase == "linzer" and self.controller.can_act):
            self.linzer_first = None
        self._draw_trees(state)
        if self._seen_reveals is not None and state.reveal_count != self._seen_reveals and state.picks:
            self._animate_reveal(state)
        self._seen_reveals = state.reveal_count
        self._draw_hand(state)
        self._draw_tasks(state)
        self._draw_scores(state)
        self._draw_prompt(state)
        self._content_bottom = self.itemsBoundingRect().bottom()

    def _tree_title(self, state, tree: int) -> str:
        name = self.seat_name(tree)
        if tree == state.neutral:
            return name
        score = state.scores()[tree]
        linzer = state.linzer[tree]
        if state.mode == "introductory":
            return fill(QCoreApplication.translate("christmas_tree", "{name} · {score} pts"), name=name, score=score)
        return fill(QCoreApplication.translate("christmas_tree", "{name} · {score} pts · linzer {linzer}"), name=name, score=score, linzer=linzer)

    def active_highlights(self, state) -> list[str]:
        """Task cards whose occurrences are drawn: the player's choice, else after a round (or the
        game) the tasks just scored, as in the rulebook's worked example."""
        if self.highlighted is not None:
            return self.highlighted
        if state.round_points and (state.is_over or (state.picks == 0 and state.phase in ("task", "pick"))):
            return [t for t, _, _ in state.round_points[-1]]
        return []

    def _draw_trees(self, state) -> None:
        shown = self.shown_player()
        highlights = self.active_highlights(state)
        order = [shown] + [t for t in range(state.tree_count) if t != shown]
        for index, tree in enumerate(order):
            big = index == 0
            a, b = (BIG_A, BIG_B) if big else (SMALL_A, SMALL_B)
            item = TreeItem(state, tree, self._tree_title(state, tree), self.seat_colour(tree), a, b,
                            tree == state.current_player)
            item.highlights = [(i, t) for i, t in enumerate(highlights)]
            item.setPos(QPointF(16, 8) if big else QPointF(560, 8 + (index - 1) * 236))
            item.setToolTip(self._tree_tooltip(state, tree))
            self.addItem(item)
            self.trees[tree] = item
            if big:
                self.big_tree = item
        if state.phase == "linzer" and self.controller.can_act and state.current_player == shown:
            tree = self.trees[shown]
            tree.set_clickable(self.click_linzer_space, self.hover_linzer_space)
            tree.selected = self.linzer_first
            tree.lit = {s for s in SPACES if state.trees[shown][s]} if self.linzer_first is None else set()

    def _animate_reveal(self, state) -> None:
        """The cards just revealed grow and fade in on every tree."""
        trees = [t for t in self.trees.values() if t.last is not None]
        for tree in trees:
            tree.fresh, tree.fresh_opacity = tree.last, 0.0
        animation = QVariantAnimation(self)
        animation.setDuration(380)
        animation.setEasingCurve(QEasingCurve.OutCubic)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)

        def step(value):
            for tree in trees:
                tree.fresh_opacity = float(value)
                tree.update()
        animation.valueChanged.connect(step)
        self._reveal_animation = animation
        animation.start()

    def _tree_tooltip(self, state, tree: int) -> str:
        cards, turned = state.trees[tree], state.turned[tree]
        parts = scoring.final_breakdown(cards, turned, state.linzer[tree] if tree < state.players else 0)
        text = fill(QCoreApplication.translate("christmas_tree", "{name}: snowflakes and candy {snow}, gingerbread {ginger}, complete bulbs {bulbs} "
                  "({points} points)"), name=self.seat_name(tree), snow=parts["snowflakes"], ginger=parts["gingerbread"], bulbs=parts["bulbs"] // 2, points=parts["bulbs"])
        return text if state.is_over else text + " " + QCoreApplication.translate("christmas_tree", "if the game ended now")

    def _draw_hand(self, state) -> None:
        viewer = self.controller.viewer
        top = 8 + self.trees[self.shown_player()].height + 10
        if viewer is None:
            self._label(QCoreApplication.translate("christmas_tree", "Hands are hidden."), QPointF(20, top))
            return
        hand = state.hands[viewer]
        picking = state.phase == "pick" and self.controller.can_act and state.current_player == viewer
        pending = state.pending_pick[viewer] if viewer < len(state.pending_pick) else None
        title = fill(QCoreApplication.translate("christmas_tree", "{name}'s hand ({count} cards)"), name=self.seat_name(viewer), count=len(hand))
        if state.mode == "advanced" and state.hand_task[viewer] and not state.tasks_revealed:
            title += " · " + fill(QCoreApplication.translate("christmas_tree", "travelling with task card {task}"), task=state.hand_task[viewer])
        self._label(title, QPointF(20, top))
        for i, card in enumerate(hand):
            chosen = pending is not None and pending[0] == card
            item = HandCard(self, card, QPointF(20 + HAND_A + i * (2 * HAND_A + 2), top + 24 + HAND_B), picking, chosen)
            self.addItem(item)

    def _label(self, text: str, pos: QPointF, size: int = 13, bold: bool = True):
        item = self.addSimpleText(text, font(size, bold))
        item.setBrush(INK)
        item.setPos(pos)
        return item

    def _points_line(self, state, task_id: str) -> str:
        trees = list(zip(state.trees, state.turned))
        points = scoring.task_points(task_id, trees)
        names = [self.seat_name(p).split()[0][:8] for p in range(state.players)]
        line = QCoreApplication.translate("christmas_tree", "now:") + " " + "  ".join(f"{n} {pts}" for n, pts in zip(names, points))
        if state.neutral is not None and TASKS[task_id].get("majority_bonus"):
            cards, turned = trees[state.neutral]
            count = len(scoring.task_occurrences(task_id, cards, turned))
            line += "  " + fill(QCoreApplication.translate("christmas_tree", "(neutral has {count})"), count=count)
        return line

    def _draw_tasks(self, state) -> None:
        x, y = 844, 8
        viewer = self.shown_player()
        highlights = self.active_highlights(state)
        if state.phase == "task" and self.controller.viewer is not None:
            mine = state.task_hands[viewer]
            choosing = self.controller.can_act and state.current_player == viewer
            pending = state.pending_task[viewer]
            self._label(QCoreApplication.translate("christmas_tree", "Choose a task card for this round") if choosing and not pending else
                        QCoreApplication.translate("christmas_tree", "Your task cards"), QPointF(x, y))
            y += 22
            for task_id in mine:
                action = ("task", task_id)
                item = TaskItem(task_id, QPointF(x, y), self._points_line(state, task_id),
                                (lambda a=action: self.controller.try_action(a)) if choosing else None,
                                QCoreApplication.translate("christmas_tree", "chosen") if pending == task_id else "")
                item.lit = choosing
                item.selected = pending == task_id
                self.addItem(item)
                y += TaskItem.HEIGHT + 6
        else:
            tasks = state.visible_tasks(viewer) if self.controller.viewer is not None else [t for t, _ in state.round_tasks]
            owners = {t: o for t, o in state.round_tasks}
            if state.is_over:
                self._label(QCoreApplication.translate("christmas_tree", "Game over"), QPointF(x, y))
            else:
                self._label(fill(QCoreApplication.translate("christmas_tree", "Round {n} task cards (click: show on trees)"), n=state.round + 1), QPointF(x, y))
            y += 22
            if not state.is_over:
                own = state.seen_tasks[viewer][0] if state.seen_tasks[viewer] else None
                for task_id in tasks:
                    if task_id in owners:
                        note = f"({self.owner_name(owners[task_id])})"
                    elif task_id == own:
                        note = QCoreApplication.translate("christmas_tree", "(yours, travelling)")
                    else:
                        note = QCoreApplication.translate("christmas_tree", "(seen travelling)")
                    index = highlights.index(task_id) if task_id in highlights else None
                    item = TaskItem(task_id, QPointF(x, y), self._points_line(state, task_id),
                                    lambda t=task_id: self.toggle_highlight(t), note, index)
                    self.addItem(item)
                    y += TaskItem.HEIGHT + 6
                hidden = (len(state.round_tasks) + sum(1 for t in state.hand_task if t)) - len(tasks)
                if state.mode == "advanced" and not state.tasks_revealed and hidden > 0:
                    self._label(fill(QCoreApplication.translate("christmas_tree", "{count} more task card(s) travel unseen with other hands."), count=hidden),
                                QPointF(x, y), 11, False)
                    y += 20
        if state.round_points:
            last = state.round_points[-1]
            self._label(fill(QCoreApplication.translate("christmas_tree", "Round {n} scoring (click to show)"), n=len(state.round_points)), QPointF(x, y + 4))
            y += 26
            names = [self.seat_name(p).split()[0][:8] for p in range(state.players)]
            for task_id, owner, points in last:
                index = highlights.index(task_id) if task_id in highlights else None
                line = QCoreApplication.translate("christmas_tree", "scored:") + " " + "  ".join(f"{n} {pts}" for n, pts in zip(names, points))
                item = TaskItem(task_id, QPointF(x, y), line, lambda t=task_id: self.toggle_highlight(t),
                                f"({self.owner_name(owner)})", index)
                self.addItem(item)
                y += TaskItem.HEIGHT + 6
                if y > 800:
                    break

    def _draw_scores(self, state) -> None:
        x, y = 16, 650
        rows = state.score_breakdown()
        lines = []
        for p, row in enumerate(rows):
            tasks = sum(v for k, v in row.items() if k.startswith("tasks_"))
            if state.is_over:
                text = fill(QCoreApplication.translate("christmas_tree", "{name}: {total}  (tasks {tasks}, snow {snow}, gingerbread {ginger}, bulbs "
                          "{bulbs}, linzer {linzer})"), name=self.seat_name(p), total=row["total"], tasks=tasks, snow=row["snowflakes"], ginger=row["gingerbread"], bulbs=row["bulbs"], linzer=row["linzer"])
            else:
                text = fill(QCoreApplication.translate("christmas_tree", "{name}: {total}  (tasks {tasks}; the tree would add {tree} if the game ended now)"), name=self.seat_name(p), total=row["total"], tasks=tasks, tree=sum(state.final_parts(p).values()))
            lines.append(text)
        if state.is_over:
            winners = ", ".join(self.seat_name(w) for w in state.winners())
            lines.append(fill(QCoreApplication.translate("christmas_tree", "Winner: {names}"), names=winners))
        box = InfoBox(lines, QPointF(x, y), 528, QCoreApplication.translate("christmas_tree", "Scores") if not state.is_over else QCoreApplication.translate("christmas_tree", "Final scoring"))
        self.addItem(box)
        y += box.rect.height() + 8
        if not state.is_over:
            left = PASS_DIRECTIONS[state.mode][state.round] == 1
            deck = InfoBox([fill(QCoreApplication.translate("christmas_tree", "Round {n} of 3, card {card} of 7"), n=state.round + 1, card=min(state.picks + 1, PICKS_PER_ROUND)),
                            fill(QCoreApplication.translate("christmas_tree", "Deck: {deck} cards · discarded: {discarded}"), deck=len(state.deck), discarded=len(state.discards)),
                            QCoreApplication.translate("christmas_tree", "Hands pass left") if left else QCoreApplication.translate("christmas_tree", "Hands pass right")],
                           QPointF(x, y), 270)
            self.addItem(deck)
        # The legend sits under the small trees, where there is room whatever the player count.
        legend = InfoBox([QCoreApplication.translate("christmas_tree", "Go gold (dots), Gr green (stripes),"), QCoreApplication.translate("christmas_tree", "Pu purple (slant)."),
                          QCoreApplication.translate("christmas_tree", "Bulb halves Y, R, B; white ring:"), QCoreApplication.translate("christmas_tree", "a complete bulb. Green ring on a"),
                          QCoreApplication.translate("christmas_tree", "wish: satisfied. ↻ upside down.")],
                         QPointF(560, 8 + (state.tree_count - 1) * 236 + 4), 270, QCoreApplication.translate("christmas_tree", "Legend"))
        self.addItem(legend)

    def _draw_prompt(self, state) -> None:
        y = 616
        if state.is_over:
            self._label(QCoreApplication.translate("christmas_tree", "The game is over: the trees show the last round's tasks; click a task to change."),
                        QPointF(20, y), 12, False)
            return
        if not self.controller.can_act:
            waiting = self.seat_name(state.current_player) if state.current_player is not None else ""
            self._label(fill(QCoreApplication.translate("christmas_tree", "Waiting for {name}…"), name=waiting), QPointF(20, y), 12, False)
            return
        if state.phase == "task":
            text = QCoreApplication.translate("christmas_tree", "Choose one of your task cards: it sets a scoring rule for everyone this round.")
        elif state.phase == "pick":
            text = QCoreApplication.translate("christmas_tree", "Drag a card from your hand onto a lit space of your tree (wheel, R or right-click turns "
                      "it upside down), or click a card and then a space.")
        else:
            left = state.linzer[state.current_player]
            if self.linzer_first:
                text = fill(QCoreApplication.translate("christmas_tree", "Linzer ({left} left): space {space} chosen; click another card to swap them, or "
                          "the same card again to turn it upside down."), left=left, space=self.linzer_first)
            else:
                text = fill(QCoreApplication.translate("christmas_tree", "Linzer ({left} left): click a card; then another card to swap them, or the same "
                          "card again to turn it upside down."), left=left)
        prompt = self.addText("")
        prompt.setFont(font(12))
        prompt.setDefaultTextColor(INK)
        prompt.setTextWidth(528)
        prompt.setPlainText(text)
        prompt.setPos(QPointF(14, y - 8))
        if state.phase == "linzer":
            self.addItem(ButtonItem(QCoreApplication.translate("christmas_tree", "Done with linzer"), QPointF(300, y - 48),
                                    lambda: self.controller.try_action(("done",)), 170,
                                    QCoreApplication.translate("christmas_tree", "Keep the remaining linzer (1 point each at the end).")))
            labels = (QCoreApplication.translate("christmas_tree", "Swap: keep both as they lie"), QCoreApplication.translate("christmas_tree", "Swap: turn the first card"),
                      QCoreApplication.translate("christmas_tree", "Swap: turn the second card"), QCoreApplication.translate("christmas_tree", "Swap: turn both cards"))
            self.addItem(ButtonItem(labels[self.swap_turns], QPointF(20, y - 48), self.cycle_swap_turns, 270,
                                    QCoreApplication.translate("christmas_tree", "Click to choose which cards turn upside down while swapped.")))

    # ------------------------------------------------------------ highlights and linzer
    def toggle_highlight(self, task_id: str) -> None:
        current = list(self.active_highlights(self.controller.state))
        if self.highlighted is None:
            current = []
        if task_id in current:
            current.remove(task_id)
        else:
            current.append(task_id)
        self.highlighted = current
        self.schedule_sync()

    def cycle_swap_turns(self) -> None:
        self.swap_turns = (self.swap_turns + 1) % 4
        self.schedule_sync()

    def linzer_action(self, first: int, space: int):
        """The linzer action clicking `first` and then `space` would take."""
        if first == space:
            return ("turn", space)
        a, b = sorted((first, space))
        turn_first, turn_second = self.swap_turns & 1, (self.swap_turns >> 1) & 1
        turns = (turn_first, turn_second) if a == first else (turn_second, turn_first)
        return ("swap", a, b) + turns

    def hover_linzer_space(self, space: int | None) -> None:
        """Show beside the pointer what the swap or turn would change in points now."""
        label = self.linzer_label
        if label is None:
            label = self.linzer_label = self.addSimpleText("", font(13, True))
            label.setBrush(INK)
            label.setZValue(900)
        state = self.controller.state
        player = state.current_player
        if space is None or self.linzer_first is None or state.trees[player][space] is None:
            label.setText("")
            return
        action = self.linzer_action(self.linzer_first, space)
        if action not in state.legal_actions():
            label.setText("")
            return
        after = state.clone()
        after.apply(action)
        gain = self.points_now(after, player) - self.points_now(state, player)
        verb = "turn" if action[0] == "turn" else "swap"
        signed = f"{'+' if gain >= 0 else ''}{gain}"
        if verb == "turn":
            label.setText(fill(QCoreApplication.translate("christmas_tree", "turn: {gain} points now, −1 linzer"), gain=signed))
        else:
            label.setText(fill(QCoreApplication.translate("christmas_tree", "swap: {gain} points now, −1 linzer"), gain=signed))
        tree = self.trees[player]
        label.setPos(tree.mapToScene(tree.centre(space) + QPointF(tree.a * 0.6, -tree.b * 0.9)))

    @staticmethod
    def points_now(state, player: int) -> int:
        """The tree's end-game points (without linzer) plus this round's known tasks, as it stands."""
        parts = scoring.final_breakdown(state.trees[player], state.turned[player], 0)
        trees = list(zip(state.trees, state.turned))
        return sum(parts.values()) + sum(scoring.task_points_for(t, trees, player)
                                         for t in state.visible_tasks(player))

    def click_linzer_space(self, space: int) -> None:
        state = self.controller.state
        player = state.current_player
        if state.trees[player][space] is None:
            self.say(QCoreApplication.translate("christmas_tree", "Linzer only move cards already on your tree."))
            return
        if self.linzer_first is None:
            self.linzer_first = space
            self.schedule_sync()
            return
        first = self.linzer_first
        self.linzer_first = None
        self.controller.try_action(self.linzer_action(first, space))
        self.schedule_sync()

    # ------------------------------------------------------------ dragging a card
    def start_card_drag(self, card_id: str, scene_pos: QPointF, hold: bool) -> None:
        state = self.controller.state
        if state.phase != "pick":
            self.say({"task": QCoreApplication.translate("christmas_tree", "Choose your task card first."),
                      "linzer": QCoreApplication.translate("christmas_tree", "Use a linzer or press Done first.")}.get(state.phase, QCoreApplication.translate("christmas_tree", "Not now.")))
            return
        self.begin_drag(card_id, QColor("#fbf6ea"), scene_pos, hold=hold)
        if self.ghost is None:
            return
        tree = self.trees.get(state.current_player)
        if tree is not None:
            tree.lit = {a[2] for a in state.legal_actions() if a[0] == "place" and a[1] == card_id}
            tree.dimmed = True
            tree.update()
        self._update_ghost(scene_pos)
        if hold:
            self.say(QCoreApplication.translate("christmas_tree", "Move the card over your tree and click a lit space (R, wheel or right-click: upside "
                        "down; Esc puts it back)."))

    def turned_now(self, rotation: int, flipped: bool) -> int:
        return (rotation + int(flipped)) % 2

    def paint_ghost(self, painter, payload, rotation: int, flipped: bool) -> None:
        """The held card's face, the way up it would lie."""
        paint_card(painter, payload, self.turned_now(rotation, flipped), BIG_A - 2, BIG_B - 2)

    def _clear_lit(self) -> None:
        for tree in self.trees.values():
            if tree.dimmed or tree.lit:
                tree.dimmed = False
                if tree.on_space_click is None:
                    tree.lit = set()
                tree.update()

    def finish_drag(self) -> None:
        super().finish_drag()
        self._clear_lit()

    def cancel_drag(self) -> None:
        super().cancel_drag()
        if self.trees:
            self._clear_lit()

    def ghost_path(self, payload, rotation: int, flipped: bool) -> QPainterPath:
        return rhombus(BIG_A, BIG_B)

    def drag_target(self, payload, scene_pos: QPointF, rotation: int, flipped: bool) -> DropTarget | None:
        state = self.controller.state
        tree = self.trees.get(state.current_player)
        if tree is None or tree is not self.big_tree:
            return None
        space = tree.space_at(tree.mapFromScene(scene_pos))
        if space is None:
            return None
        pos = tree.mapToScene(tree.centre(space))
        turned = self.turned_now(rotation, flipped)
        action = ("place", payload, space, turned)
        if action in state.legal_actions():
            return DropTarget(pos, True, self.preview(payload, space, turned), action)
        reason = self.controller.reason_for(action) or QCoreApplication.translate("christmas_tree", "That space is not available.")
        short = {"space_taken": QCoreApplication.translate("christmas_tree", "taken"), "not_adjacent": QCoreApplication.translate("christmas_tree", "must share an edge")}
        return DropTarget(pos, False, short.get(self._refusal_key(action), ""), None, reason)

    def _refusal_key(self, action) -> str:
        probe = self.controller.state.clone()
        try:
            probe.apply(action)
        except IllegalMove as error:
            return error.key
        return ""


    def preview(self, card_id: str, space: int, turned: int) -> str:
        """The live points a placement would add: bulbs completed, gingerbread, each known task."""
        state = self.controller.state
        player = state.current_player
        cards, flips = state.trees[player], state.turned[player]
        after_cards, after_flips = cards[:], flips[:]
        after_cards[space], after_flips[space] = card_id, turned
        before = scoring.final_breakdown(cards, flips, 0)
        after = scoring.final_breakdown(after_cards, after_flips, 0)
        parts = []
        bulbs = (after["bulbs"] - before["bulbs"]) // 2
        if bulbs:
            parts.append(fill(QCoreApplication.translate("christmas_tree", "+{n} bulb"), n=bulbs) if bulbs == 1 else fill(QCoreApplication.translate("christmas_tree", "+{n} bulbs"), n=bulbs))
        ginger = after["gingerbread"] - before["gingerbread"]
        if ginger:
            parts.append(fill(QCoreApplication.translate("christmas_tree", "gingerbread +{n}"), n=ginger))
        if after["snowflakes"] - before["snowflakes"]:
            gain = after["snowflakes"] - before["snowflakes"]
            if CARDS[card_id].kind == "candy":
                parts.append(fill(QCoreApplication.translate("christmas_tree", "candy +{n}"), n=gain))
            else:
                parts.append(fill(QCoreApplication.translate("christmas_tree", "snow +{n}"), n=gain))
        trees_before = list(zip(state.trees, state.turned))
        trees_after = trees_before[:]
        trees_after[player] = (after_cards, after_flips)
        for task_id in state.visible_tasks(player):
            gain = (scoring.task_points_for(task_id, trees_after, player)
                    - scoring.task_points_for(task_id, trees_before, player))
            if gain:
                parts.append(f"{task_id} {'+' if gain > 0 else ''}{gain}")
        return "  ".join(parts) if parts else "+0"

    def keyboard_step(self, target, dx: int, dy: int):
        """Arrow keys walk the held card over the tree: left/right along a row, up/down to the
        spaces sharing an edge; from outside the tree they jump to the first lit space."""
        tree = self.big_tree
        if tree is None:
            return None
        if target is None:
            lit = sorted(tree.lit)
            return tree.mapToScene(tree.centre(lit[0])) if lit else None
        space = tree.space_at(tree.mapFromScene(target.pos))
        if space is None:
            return None
        x, y = SPACE_XY[space]
        for nx, ny in ((x + 2 * dx, y),) if dx else ((x - 1, y + dy), (x + 1, y + dy)):
            if (nx, ny) in XY_SPACE:
                return tree.mapToScene(tree.centre(XY_SPACE[(nx, ny)]))
        return None

    def show_hint(self, action) -> None:
        state = self.controller.state
        if action[0] == "place":
            _, card, space, turned = action
            tree = self.trees.get(state.current_player)
            if tree is not None:
                tree.lit = {space}
                tree.update()
            if turned:
                self.say(fill(QCoreApplication.translate("christmas_tree", "Hint: put the {card} on space {space} upside down."), card=card_name(card), space=space))
            else:
                self.say(fill(QCoreApplication.translate("christmas_tree", "Hint: put the {card} on space {space}."), card=card_name(card), space=space))
        elif action[0] == "task":
            self.say(fill(QCoreApplication.translate("christmas_tree", "Hint: choose task card {task}."), task=action[1]))
        else:
            self.say(fill(QCoreApplication.translate("christmas_tree", "Hint: {move}."), move=state.describe(action)))


__all__ = ["ChristmasTreeScene"]
