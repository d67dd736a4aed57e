"""Christmas Tree's table: the viewer's fir tree large with its hand below, the other trees small,
the task cards with live points and pattern pictures, linzer use before a pick, and the scoring drawn
on the trees. The art lives in view/ (tree.py: the fir and its cards; tasks.py; art.py: card faces).

Everything the player does ends in a model action (`controller.try_action`); the scene re-syncs from
the model after every action and keeps no rules of its own. Every card is an item tagged with its id,
so the toolkit moves it from the hand to its space (and between spaces after a linzer swap); each
seat's last move is outlined in its colour."""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSimpleTextItem, QGraphicsTextItem

from desktop_app.engine.game import IllegalMove
from desktop_app.table.items import Clickable
from desktop_app.table.keeper import ItemKeeper
from desktop_app.table.motion import tag_piece
from desktop_app.table.scene import INK, DropTarget, TableScene
from desktop_app.table.sprites import paint_cached
from desktop_app.table.text import hint_reason, tr

from . import scoring
from .components import CARDS, PASS_DIRECTIONS, PICKS_PER_ROUND, SPACE_XY, SPACES, TASKS, XY_SPACE
from .log_words import the_card_words
from .rules import NEUTRAL_OWNER, RANDOM_OWNER
from .view.art import BULB, CARD_FACE, ORNAMENT, ORNAMENT_HATCH, describe_card, paint_card, paint_shape, rhombus, whole_bulb
from .view.tasks import TaskItem
from .view.tree import HandStack, TreeItem, font
from desktop_app.engine.caches import per_table

# The component colours (contract "Palette"): seat colours stay CIEDE2000 >= 25 away from these.
PALETTE: dict[str, str] = {**{f"ornament {k}": c.name() for k, c in ORNAMENT.items()},
                           **{f"bulb {k}": c.name() for k, c in BULB.items()},
                           **{f"card {k}": c.name() for k, c in CARD_FACE.items()}}
TABLE_W, TABLE_H = 1020, 660  # the table at 1:1 in a 1280x720 window beside the side panel
BIG_A, BIG_B = 36, 44  # half-width and half-height of a card on the viewer's tree
SMALL_A, SMALL_B = 20, 22.5
HAND_A, HAND_B = 27, 34
SMALL_X, TASK_X, TASK_W = 462, 722, 294


_FIGURES: dict = per_table({})


def remembered(key, compute):
    """A scoring figure of a position, computed once: a review steps back and forth over the same
    positions, and every sync asks for each tree's and each task card's points."""
    value = _FIGURES.get(key)
    if value is None:
        if len(_FIGURES) > 8192:
            _FIGURES.clear()
        value = _FIGURES[key] = compute()
    return value


def fill(text: str, **params) -> str:
    """A translated template with its {named} placeholders filled in (a broken translation shows
    its placeholders rather than crashing the table)."""
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text


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
        size = 13  # a longer translation gets a smaller type, never below 11 px (legibility)
        while size > 11 and QFontMetricsF(font(size, True)).horizontalAdvance(self.text) > self.rect.width() - 10:
            size -= 1
        painter.setFont(font(size, True))
        painter.drawText(self.rect, Qt.AlignCenter, self.text)
        self.paint_frame(painter)


class HandCard(QGraphicsObject):
    """A card in the viewer's hand: press and drag to place it, or click to pick it up."""

    def __init__(self, table, card_id: str, pos: QPointF, active: bool, chosen: bool, hinted: bool = False):
        super().__init__()
        self.table, self.card_id, self.active, self.chosen, self.hinted = table, card_id, active, chosen, hinted
        self.setPos(pos)
        self.setToolTip(describe_card(card_id) + ("\n" + QCoreApplication.translate("christmas_tree", "Drag onto your tree (wheel, R or "
                                                  "right-click: upside down), or click to pick it up.") if active else ""))
        self.setAcceptedMouseButtons(Qt.LeftButton if active else Qt.NoButton)
        self.setCursor(Qt.OpenHandCursor if active else Qt.ArrowCursor)
        self._press = None

    RECT = QRectF(-HAND_A - 4, -HAND_B - 4, 2 * HAND_A + 8, 2 * HAND_B + 8)

    def boundingRect(self) -> QRectF:
        return self.RECT

    def paint(self, painter, option, widget=None) -> None:
        paint_cached(painter, ("ct-hand-card", self.card_id, self.chosen, self.hinted), self.RECT, self._paint)

    def _paint(self, painter, _rect) -> None:
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        paint_card(painter, self.card_id, 0, HAND_A, HAND_B)
        if self.chosen:
            painter.setPen(QPen(QColor("#f39c12"), 4))
            painter.setBrush(Qt.NoBrush)
            painter.drawPath(rhombus(HAND_A + 2, HAND_B + 2))
        elif self.hinted:  # the hint's card, lit as its space on the tree is (issue 22 finding 12)
            painter.setPen(QPen(QColor(46, 160, 67), 4))
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


class InfoBox(Clickable):
    """Plain text lines in a framed box (the final scoring, the last round's scoring)."""

    LINE = 18

    def __init__(self, lines: list[str], pos: QPointF, width: float, title: str = ""):
        height = 8 + self.LINE * len(lines) + (22 if title else 0)
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
            painter.setFont(font(14, True))
            painter.drawText(QRectF(8, y, self.rect.width() - 16, 20), Qt.AlignLeft | Qt.AlignVCenter, self.title)
            y += 22
        painter.setFont(font(13))
        painter.setPen(INK)
        for line in self.lines:
            painter.drawText(QRectF(8, y, self.rect.width() - 16, self.LINE), Qt.AlignLeft | Qt.AlignVCenter, line)
            y += self.LINE


class Legend(QGraphicsObject):
    """What the colours' patterns and the bulbs' shapes mean, with the marks themselves."""

    def __init__(self, pos: QPointF, width: float):
        super().__init__()
        self.width = width
        self.setPos(pos)
        self.setAcceptedMouseButtons(Qt.NoButton)

    HEIGHT = 66

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.HEIGHT)

    def paint(self, painter, option, widget=None) -> None:
        # The marks once per width (a sprite); the words every time, in the current language.
        paint_cached(painter, ("ct-legend", self.width), self.boundingRect().adjusted(-1, -1, 1, 1), self._paint_marks)
        painter.setFont(font(12))
        painter.setPen(INK)
        x = 8
        words = {"gold": QCoreApplication.translate("christmas_tree", "gold"),
                 "green": QCoreApplication.translate("christmas_tree", "green"),
                 "purple": QCoreApplication.translate("christmas_tree", "purple")}
        for colour in ("gold", "green", "purple"):
            painter.drawText(QRectF(x + 19, 3, 70, 20), Qt.AlignLeft | Qt.AlignVCenter, words[colour])
            x += 92
        x = 8
        bulbs = {"yellow": QCoreApplication.translate("christmas_tree", "yellow"),
                 "red": QCoreApplication.translate("christmas_tree", "red"),
                 "blue": QCoreApplication.translate("christmas_tree", "blue")}
        for colour in ("yellow", "red", "blue"):
            painter.drawText(QRectF(x + 19, 25, 70, 20), Qt.AlignLeft | Qt.AlignVCenter, bulbs[colour])
            x += 92
        painter.drawText(QRectF(8, 45, self.width - 16, 20), Qt.AlignLeft | Qt.AlignVCenter,
                         QCoreApplication.translate("christmas_tree", "Matching halves form a bulb (ringed)."))


    def _paint_marks(self, painter, _rect) -> None:
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#b8a78c"), 1))
        painter.setBrush(QColor("#fbf5ea"))
        painter.drawRoundedRect(self.boundingRect(), 6, 6)
        x = 8
        for colour in ("gold", "green", "purple"):
            paint_shape(painter, "ball", QPointF(x + 8, 13), 8, ORNAMENT[colour], ORNAMENT_HATCH[colour])
            x += 92
        x = 8
        for colour in ("yellow", "red", "blue"):
            painter.setPen(QPen(INK, 0.8))
            painter.setBrush(BULB[colour])
            painter.drawPath(whole_bulb(colour, QPointF(x + 8, 35), 7))
            painter.setPen(QPen(INK, 0.6, Qt.DotLine))  # the edge the two halves meet on
            painter.drawLine(QPointF(x + 1, 35), QPointF(x + 15, 35))
            x += 92


class ChristmasTreeScene(TableScene):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        # A sync keeps the last sync's items that would look the same (issue 17: a review step,
        # a move): they keep their device caches, so the view repaints only what changed.
        self._keeper = ItemKeeper(self)
        self._marked: dict[int, tuple] = {}  # seat -> the outline last given to mark_last_move
        self.trees: dict[int, TreeItem] = {}
        self.big_tree: TreeItem | None = None
        self.linzer_first: int | None = None
        self.swap_turns = 0  # linzer swap: 0 none, 1 turn the first card, 2 the second, 3 both
        self.highlighted: list[str] | None = None  # task ids drawn on the trees; None = automatic
        self.linzer_label = None  # the points preview beside the pointer in linzer mode
        self.keep_chance = False  # a round's last pick: ask me about linzer after it (off: never asked)
        self._shown_round = None
        self._hint = None  # (log length, card or None, spaces): what the last hint lit, until the next action
        self._scored_rounds = None  # rounds scored at the last sync: one more announces the scoring
        self._banner = None
        self.sync()

    # ------------------------------------------------------------ layout
    def table_rect(self) -> QRectF:
        return QRectF(0, 0, TABLE_W, TABLE_H)

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
        self.cancel_drag()
        if self.linzer_label is not None:
            self.removeItem(self.linzer_label)
            self.linzer_label = None
        self.big_tree = None
        self.trees.clear()
        self._keeper.begin()
        self._language = QLocale().name()  # in the look of every item that shows words
        state = self.controller.state
        if self._shown_round != (state.round, state.picks):
            self._shown_round = (state.round, state.picks)
            self.highlighted = None
            self.keep_chance = False
        if not self.linzer_open(state):
            self.linzer_first = None
        if self._hint is not None and self._hint[0] != len(self.controller.match.log):
            self._hint = None
        self._draw_trees(state)
        self._draw_hand(state)
        self._draw_tasks(state)
        self._draw_footer(state)
        self._draw_prompt(state)
        self._keeper.end()
        self._mark_last_moves(state)
        self._announce_scoring(state)

    def _keep(self, key, look, build, pos: QPointF, z: float = 0):
        """The last sync's item for `key` if its `look` is the same, else `build()`, placed at
        `pos` and stacking order `z` (items that overlap stack as built afresh, not by when they were)."""
        item = self._keeper.take(key, (self._language, look))
        if item is None:
            item = build()
            item.setPos(pos)
            item.setZValue(z)
            return self._keeper.add(item, key, (self._language, look))
        self._keeper.move(item, pos)
        if item.zValue() != z:
            item.setZValue(z)
        return item

    def linzer_open(self, state) -> bool:
        """May the viewer spend a linzer now: the round-end question, or a window before the pick."""
        player = state.current_player
        if not self.controller.can_act or player is None or player != self.shown_player():
            return False
        # From the legal list only (a remote seat's table has the host's list, not its rules).
        return any(a[0] in ("swap", "turn") for a in reversed(state.legal_actions()))

    def chance_offered(self, state) -> bool:
        """A round's last pick by a linzer holder: the pick may keep a linzer chance after it."""
        return (state.phase == "pick" and self.controller.can_act and state.current_player == self.shown_player()
                and any(a[0] == "place" and len(a) == 5 for a in state.legal_actions()))

    def place_action(self, card_id: str, space: int, turned: int) -> tuple:
        """The placement a drop sends: at a round's last pick without the linzer chance after it
        (the round is scored at once) unless the player switched it on."""
        action = ("place", card_id, space, turned)
        if not self.keep_chance and action + (0,) in self.controller.state.legal_actions():
            return action + (0,)
        return action

    def toggle_keep_chance(self) -> None:
        self.keep_chance = not self.keep_chance
        self.schedule_sync()

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
        y = 4.0
        for index, tree in enumerate(order):
            big = index == 0
            a, b = (BIG_A, BIG_B) if big else (SMALL_A, SMALL_B)
            colour, header = self.seat_colour(tree), 26 if big else 20
            item = self._keep(("tree", tree), (a, b, header, colour.name()),
                              lambda: TreeItem(tree, colour, a, b, header), QPointF(4, 4) if big else QPointF(SMALL_X, y))
            item.configure(state, self._tree_title(state, tree), tree == state.current_player)
            item.highlights = [(i, t) for i, t in enumerate(highlights)]
            if not big:
                y += item.height + 5
            item.setToolTip(self._tree_tooltip(state, tree))
            self.trees[tree] = item
            if big:
                self.big_tree = item
            if not big or self.controller.viewer is None:
                hand = state.hands[tree]
                count = len(hand) if isinstance(hand, list) else int(hand)
                pos = item.pos() + QPointF(item.width - 14 - 5 * max(0, count - 1), item.header + 14)
                stack = self._keep(("stack", tree), count, lambda: HandStack(count), pos, 1)  # over the tree's header
                stack.setToolTip(fill(QCoreApplication.translate("christmas_tree", "{name}'s hand: {count}"),
                                      name=self.seat_name(tree), count=stack.count))
                tag_piece(stack, ("hand", tree))
        if self.linzer_open(state):
            tree = self.trees[shown]
            tree.set_clickable(self.click_linzer_space, self.hover_linzer_space)
            tree.selected = self.linzer_first
            tree.linzer_lit = {s for s in SPACES if state.trees[shown][s]} if self.linzer_first is None else set()
            tree.lit = set(tree.linzer_lit)
        if self._hint is not None and shown in self.trees:
            self.trees[shown].lit |= set(self._hint[2])
        for tree in self.trees.values():
            tree.marks_changed()

    def _tree_tooltip(self, state, tree: int) -> str:
        cards, turned = state.trees[tree], state.turned[tree]
        linzer = state.linzer[tree] if tree < state.players else 0
        parts = remembered(("tree", tuple(cards), tuple(turned), linzer), lambda: scoring.final_breakdown(cards, turned, linzer))
        text = fill(QCoreApplication.translate("christmas_tree", "{name}: snowflakes and candy {snow}, gingerbread {ginger}, complete bulbs {bulbs} "
                  "({points} points)"), name=self.seat_name(tree), snow=parts["snowflakes_and_candy"], ginger=parts["gingerbread"], bulbs=parts["bulbs"] // 2, points=parts["bulbs"])
        return text if state.is_over else text + " " + QCoreApplication.translate("christmas_tree", "if the game ended now")

    def _hand_origin(self, state, viewer: int):
        """Where the viewer's hand came from: the deck at a round's start, else the neighbour."""
        if state.picks == 0:
            return "deck"
        step = PASS_DIRECTIONS[state.mode][state.round]
        return ("hand", (viewer - step) % state.tree_count)

    def _draw_hand(self, state) -> None:
        viewer = self.controller.viewer
        top = 4 + self.big_tree.height + 6
        if state.is_over:
            self._draw_final_scores(state, top)
            return
        if viewer is None:
            self._label(QCoreApplication.translate("christmas_tree", "Hands are hidden."), QPointF(8, top))
            return
        hand = state.hands[viewer]
        picking = state.phase == "pick" and self.controller.can_act and state.current_player == viewer
        pending = state.pending_pick[viewer] if viewer < len(state.pending_pick) else None
        if len(hand) == 1:
            title = fill(QCoreApplication.translate("christmas_tree", "{name}'s hand (1 card)"), name=self.seat_name(viewer))
        else:
            title = fill(QCoreApplication.translate("christmas_tree", "{name}'s hand ({count} cards)"), name=self.seat_name(viewer), count=len(hand))
        if state.mode == "advanced" and state.hand_task[viewer] and not state.tasks_revealed:
            title += " · " + fill(QCoreApplication.translate("christmas_tree", "travelling with task card {task}"), task=state.hand_task[viewer])
        self._label(title, QPointF(8, top), 14, piece=("hand", viewer), width=SMALL_X - 12)
        origin = self._hand_origin(state, viewer)
        for i, card in enumerate(hand):
            chosen = pending is not None and pending[0] == card
            hinted = self._hint is not None and self._hint[1] == card
            pos = QPointF(8 + HAND_A + i * (2 * HAND_A + 2), top + 22 + HAND_B)
            item = self._keep(("hand card", card), (picking, chosen, hinted), lambda: HandCard(self, card, pos, picking, chosen, hinted),
                              pos, i / 100)  # neighbours' tips touch: left over right
            tag_piece(item, ("card", card), origin)

    def _draw_final_scores(self, state, top: float) -> None:
        lines = []
        for p, row in enumerate(state.score_breakdown()):
            tasks = sum(v for k, v in row.items() if k.startswith("tasks_"))
            lines.append(fill(QCoreApplication.translate("christmas_tree", "{name}: {total}  (tasks {tasks}, snow {snow}, gingerbread {ginger}, bulbs "
                              "{bulbs}, linzer {linzer})"), name=self.seat_name(p), total=row["total"], tasks=tasks, snow=row["snowflakes_and_candy"],
                              ginger=row["gingerbread"], bulbs=row["bulbs"], linzer=row["linzer"]))
        winners = ", ".join(self.seat_name(w) for w in state.winners())
        lines.append(fill(QCoreApplication.translate("christmas_tree", "Winner: {names}"), names=winners))
        title = QCoreApplication.translate("christmas_tree", "Final scoring")
        self._keep(("final",), (tuple(lines), title), lambda: InfoBox(lines, QPointF(4, top), 448, title), QPointF(4, top))

    def _label(self, text: str, pos: QPointF, size: int = 14, bold: bool = True, piece=None, width: float | None = None):
        """A one-line label; with `width`, a longer translation gets a smaller type (not below
        12 px) so it stays inside its column (issue 22 finding 17)."""
        if width is not None:
            while size > 12 and QFontMetricsF(font(size, bold)).horizontalAdvance(text) > width:
                size -= 1
        item = self._keep(("label", text), (size, bold), lambda: self._simple_text(text, size, bold), pos)
        return tag_piece(item, piece)

    @staticmethod
    def _simple_text(text: str, size: int, bold: bool):
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font(size, bold))
        item.setBrush(INK)
        return item

    def _points_line(self, state, task_id: str) -> str:
        trees = list(zip(state.trees, state.turned))
        position = (tuple(map(tuple, state.trees)), tuple(map(tuple, state.turned)))
        points = remembered(("task", task_id, position), lambda: scoring.task_points(task_id, trees))
        names = [self.seat_name(p).split()[0][:7] for p in range(state.players)]
        line = QCoreApplication.translate("christmas_tree", "now:") + " " + "  ".join(f"{n} {pts}" for n, pts in zip(names, points))
        if state.neutral is not None and TASKS[task_id].get("majority_bonus"):
            cards, turned = trees[state.neutral]
            count = remembered(("neutral", task_id, position[0][state.neutral], position[1][state.neutral]),
                               lambda: len(scoring.task_occurrences(task_id, cards, turned)))
            line += "  " + fill(QCoreApplication.translate("christmas_tree", "(neutral has {count})"), count=count)
        return line

    def _task(self, task_id: str, y: float, line: str, on_click, note: str = "", highlight=None,
              lit: bool = False, selected: bool = False) -> TaskItem:
        look = (on_click is not None, note, highlight, lit, selected)  # the points line is set again
        def build():
            item = TaskItem(task_id, QPointF(TASK_X, y), line, on_click, note, highlight, TASK_W)
            item.lit, item.selected = lit, selected
            return item
        item = self._keep(("task", task_id), look, build, QPointF(TASK_X, y))
        item.on_click = on_click  # this sync's handler (the same choice)
        item.set_points_line(line)
        return tag_piece(item, ("task", task_id))

    def _draw_tasks(self, state) -> None:
        y = 4.0
        viewer = self.shown_player()
        highlights = self.active_highlights(state)
        if state.phase == "task" and self.controller.viewer is not None:
            mine = state.task_hands[viewer]
            choosing = self.controller.can_act and state.current_player == viewer
            pending = state.pending_task[viewer]
            self._label(QCoreApplication.translate("christmas_tree", "Choose a task card for this round") if choosing and not pending else
                        QCoreApplication.translate("christmas_tree", "Your task cards"), QPointF(TASK_X, y), width=TASK_W)
            y += 22
            for task_id in mine:
                action = ("task", task_id)
                item = self._task(task_id, y, self._points_line(state, task_id),
                                  (lambda a=action: self.controller.try_action(a)) if choosing else None,
                                  QCoreApplication.translate("christmas_tree", "chosen") if pending == task_id else "",
                                  lit=choosing, selected=pending == task_id)
                y += item.height + 5
        elif not state.is_over:
            tasks = state.visible_tasks(viewer) if self.controller.viewer is not None else [t for t, _ in state.round_tasks]
            owners = {t: o for t, o in state.round_tasks}
            self._label(fill(QCoreApplication.translate("christmas_tree", "Round {n} tasks (click to show)"), n=state.round + 1),
                        QPointF(TASK_X, y), width=TASK_W)
            y += 22
            own = state.seen_tasks[viewer][0] if state.seen_tasks[viewer] else None
            for task_id in tasks:
                if task_id in owners:
                    note = f"({self.owner_name(owners[task_id])})"
                elif task_id == own:
                    note = QCoreApplication.translate("christmas_tree", "(yours, travelling)")
                else:
                    note = QCoreApplication.translate("christmas_tree", "(seen travelling)")
                index = highlights.index(task_id) if task_id in highlights else None
                item = self._task(task_id, y, self._points_line(state, task_id), lambda t=task_id: self.toggle_highlight(t), note, index)
                y += item.height + 5
            hidden = (len(state.round_tasks) + sum(1 for t in state.hand_task if t)) - len(tasks)
            if state.mode == "advanced" and not state.tasks_revealed and hidden > 0:
                self._label(tr("christmas_tree", "%n more task card(s) travel unseen with other hands.", n=hidden),
                            QPointF(TASK_X, y), 12, False, width=TASK_W)
                y += 20
        if state.round_points:
            y = self._draw_round_scoring(state, y, highlights)
        if y + Legend.HEIGHT <= TABLE_H - 4:
            pos = QPointF(TASK_X, TABLE_H - 4 - Legend.HEIGHT)
            self._keep(("legend",), TASK_W, lambda: Legend(pos, TASK_W), pos)

    def _draw_round_scoring(self, state, y: float, highlights) -> float:
        """The last round's scoring: the task cards themselves once the game is over (click to
        show them on the trees), else one line a task card."""
        last = state.round_points[-1]
        names = [self.seat_name(p).split()[0][:7] for p in range(state.players)]
        title = fill(QCoreApplication.translate("christmas_tree", "Round {n} scoring (click to show)"), n=len(state.round_points))
        if state.is_over:
            self._label(title, QPointF(TASK_X, y), width=TASK_W)
            y += 22
            for task_id, owner, points in last:
                index = highlights.index(task_id) if task_id in highlights else None
                line = QCoreApplication.translate("christmas_tree", "scored:") + " " + "  ".join(f"{n} {pts}" for n, pts in zip(names, points))
                item = self._task(task_id, y, line, lambda t=task_id: self.toggle_highlight(t), f"({self.owner_name(owner)})", index)
                y += item.height + 5
            return y
        lines = [f"{task_id}: " + "  ".join(f"{n} {pts}" for n, pts in zip(names, points)) for task_id, _, points in last]
        room = (TABLE_H - 4 - Legend.HEIGHT - 6) - y
        if room < 22 + 8 + InfoBox.LINE * len(lines):
            return y
        title = fill(QCoreApplication.translate("christmas_tree", "Round {n} scoring"), n=len(state.round_points))
        pos = QPointF(TASK_X, y + 2)
        box = self._keep(("round scoring",), (tuple(lines), title), lambda: InfoBox(lines, pos, TASK_W, title), pos)
        return y + box.rect.height() + 6

    def _draw_footer(self, state) -> None:
        """The round, the deck (its cards fly into the hands at a round's start) and the passing."""
        if state.is_over:
            return
        count = min(4, len(state.deck)) or 1
        deck = self._keep(("deck",), count, lambda: HandStack(count, 11, 14), QPointF(22, TABLE_H - 24))
        deck.setToolTip(fill(QCoreApplication.translate("christmas_tree", "Deck: {deck} cards · discarded: {discarded}"),
                             deck=len(state.deck), discarded=len(state.discards)))
        tag_piece(deck, "deck")
        left = PASS_DIRECTIONS[state.mode][state.round] == 1
        text = " · ".join([fill(QCoreApplication.translate("christmas_tree", "Round {n}/3 · card {card}/7"), n=state.round + 1, card=min(state.picks + 1, PICKS_PER_ROUND)),
                           fill(QCoreApplication.translate("christmas_tree", "deck {deck}"), deck=len(state.deck)),
                           QCoreApplication.translate("christmas_tree", "Hands pass left") if left else QCoreApplication.translate("christmas_tree", "Hands pass right")])
        self._label(text, QPointF(56, TABLE_H - 33), 13, False, width=SMALL_X - 62)

    def _mark_last_moves(self, state) -> None:
        """Outline, in each seat's colour, the cards its last visible action touched: the card it
        placed at the last reveal, or the cards its last linzer moved. An unchanged outline stays
        (its rings are dear); when a seat's outline goes (a review stepped back), all are redone."""
        log = getattr(self.controller.match, "log", [])
        marked: set[int] = set()
        marks: dict[int, tuple] = {}
        for record in reversed(log):
            seat = record.player
            if seat in marked or seat not in self.trees:
                continue
            kind = record.action[0]
            if kind == "place":
                if record.reveal_after == record.reveal_before and state.reveal_count == record.reveal_before:
                    continue  # still a secret pick
                spaces = [record.action[2]]
            elif kind == "swap":
                spaces = list(record.action[1:3])
            elif kind == "turn":
                spaces = [record.action[1]]
            else:
                continue
            tree = self.trees[seat]
            outlines = [tree.mapToScene(tree.space_path(space, 1)) for space in spaces if state.trees[seat][space] is not None]
            path = QPainterPath()
            if len(outlines) == 1:  # a boolean union (slow) only for a swap's two cards
                path = outlines[0]
            for outline in outlines if len(outlines) > 1 else ():
                path = path.united(outline)
            marked.add(seat)
            if not path.isEmpty():
                marks[seat] = (path, self.seat_colour(seat), (self._badge_point(tree, spaces[0]),))
            if len(marked) == state.players:
                break
        if set(self._marked) - set(marks):
            self.clear_last_moves()
        for seat, mark in marks.items():
            if self._marked.get(seat) != mark:
                self._marked[seat] = mark
                self.mark_last_move(seat, *mark)

    @staticmethod
    def _badge_point(tree, space: int) -> QPointF:
        """Where a last move's letter sits: inside its own card's right tip. The cards tile the
        tree, so any point off the card is on a neighbour (issue 22 finding 9); the tip holds no
        bulb half and no ornament. A small card's tip is narrow: the badge reaches a little past it."""
        inset = 11 if tree.a >= 30 else 3
        return tree.mapToScene(tree.centre(space) + QPointF(tree.a - inset, 0))

    def clear_last_moves(self) -> None:
        self._marked.clear()
        super().clear_last_moves()

    def _draw_prompt(self, state) -> None:
        y = 4 + self.big_tree.height + 106
        if getattr(self.controller, "read_only", False):
            text = ""  # a review: nothing to do here, nobody to wait for
        elif state.is_over:
            y += 40
            text = QCoreApplication.translate("christmas_tree", "The game is over: the trees show the last round's tasks; click a task to change.")
        elif not self.controller.can_act:
            waiting = self.seat_name(state.current_player) if state.current_player is not None else ""
            text = fill(QCoreApplication.translate("christmas_tree", "Waiting for {name}…"), name=waiting)
        elif state.phase == "task":
            text = QCoreApplication.translate("christmas_tree", "Choose one of your task cards: it sets a scoring rule for everyone this round.")
        elif state.phase == "pick":
            text = QCoreApplication.translate("christmas_tree", "Drag a card from your hand onto a lit space of your tree (wheel, R or right-click turns "
                      "it upside down), or click a card and then a space.")
            if self.chance_offered(state):  # shorter: the button below says the rest
                text += " " + fill(QCoreApplication.translate("christmas_tree", "Linzer ({left} left): click cards on your tree now, or "
                                                              "after this last card with \"Linzer after it\"."),
                                   left=state.linzer[state.current_player])
            elif self.linzer_open(state):
                text += " " + fill(QCoreApplication.translate("christmas_tree", "Before your pick you may spend a linzer ({left} left): click a card on "
                                   "your tree, then another to swap them or the same one to turn it."),
                                   left=state.linzer[state.current_player])
        else:
            left = state.linzer[state.current_player]
            if self.linzer_first:
                text = fill(QCoreApplication.translate("christmas_tree", "Linzer ({left} left): space {space} chosen; click another card to swap them, or "
                          "the same card again to turn it upside down."), left=left, space=self.linzer_first)
            else:
                text = fill(QCoreApplication.translate("christmas_tree", "Linzer ({left} left): click a card; then another card to swap them, or the same "
                          "card again to turn it upside down."), left=left)
        buttons_y = TABLE_H - 74
        buttons = self.controller.can_act and (state.phase == "linzer" or self.chance_offered(state) or self.linzer_open(state))
        room = (buttons_y if buttons else TABLE_H - 36) - (y - 6) - 2  # the prompt's lines never run under a button
        self._keep(("prompt",), (text, room), lambda: self._prompt_item(text, room), QPointF(2, y - 6))
        if state.phase == "linzer" and self.controller.can_act:
            self._button(QCoreApplication.translate("christmas_tree", "Done with linzer"), QPointF(272, buttons_y),
                         lambda: self.controller.try_action(("done",)), 180,
                         QCoreApplication.translate("christmas_tree", "Keep the remaining linzer (1 point each at the end)."))
        if self.chance_offered(state):
            label = (QCoreApplication.translate("christmas_tree", "Linzer after it: yes") if self.keep_chance
                     else QCoreApplication.translate("christmas_tree", "Linzer after it: no"))
            self._button(label, QPointF(272, buttons_y), self.toggle_keep_chance, 180,
                         QCoreApplication.translate("christmas_tree", "Yes: after every card is revealed you may spend linzer "
                                                    "before the round is scored (then press Done). No: the round is scored at once."))
        if self.linzer_open(state):
            labels = (QCoreApplication.translate("christmas_tree", "Swap: keep both as they lie"), QCoreApplication.translate("christmas_tree", "Swap: turn the first card"),
                      QCoreApplication.translate("christmas_tree", "Swap: turn the second card"), QCoreApplication.translate("christmas_tree", "Swap: turn both cards"))
            self._button(labels[self.swap_turns], QPointF(8, buttons_y), self.cycle_swap_turns, 256,
                         QCoreApplication.translate("christmas_tree", "Click to choose which cards turn upside down while swapped."))

    def _button(self, text: str, pos: QPointF, on_click, width: float, tooltip: str) -> ButtonItem:
        item = self._keep(("button", text), (width, tooltip), lambda: ButtonItem(text, pos, on_click, width, tooltip), pos)
        item.on_click = on_click
        return item

    @staticmethod
    def _prompt_item(text: str, room: float = 1e9) -> QGraphicsTextItem:
        """The prompt in 13 px, or 12 px when that is what keeps it above the buttons."""
        prompt = QGraphicsTextItem()
        prompt.setFont(font(13))
        prompt.setDefaultTextColor(INK)
        prompt.setTextWidth(450)
        prompt.setPlainText(text)
        if prompt.document().size().height() - prompt.document().documentMargin() > room:
            prompt.setFont(font(12))
        # As wide as its lines, not 450 (the whole item repaints when the text changes, as
        # "Waiting for …" does on every turn); the same lines, or 450 if they would differ.
        height = prompt.document().size().height()
        prompt.setTextWidth(min(450.0, math.ceil(prompt.document().idealWidth()) + 1))
        if prompt.document().size().height() != height:
            prompt.setTextWidth(450)
        return prompt

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
            tree.marks_changed()
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
                tree.lit = set(tree.linzer_lit) if tree.on_space_click is not None else set()
                tree.marks_changed()

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
        action = self.place_action(payload, space, turned)
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
        if after["snowflakes_and_candy"] - before["snowflakes_and_candy"]:
            gain = after["snowflakes_and_candy"] - before["snowflakes_and_candy"]
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

    # ------------------------------------------------------------ round scoring on the table
    def _announce_scoring(self, state) -> None:
        """A round just scored (one more than at the last sync, not a table opened afterwards):
        a banner says each seat's task points, as the log does (issue 22 finding 5)."""
        count = len(state.round_points)
        seen, self._scored_rounds = self._scored_rounds, count
        if seen is None or count != seen + 1:
            return
        last = state.round_points[-1]
        line = "  ·  ".join(f"{self.seat_name(p)} +{sum(points[p] for _, _, points in last)}" for p in range(state.players))
        self.show_banner(fill(QCoreApplication.translate("christmas_tree", "Round {n} scored: the task cards"), n=count), line)

    def show_banner(self, title: str, line: str, duration: int = 5000) -> None:
        """A banner over the middle of the table for a few seconds, fading out at the end; it
        takes no clicks, so play goes on under it."""
        from shiboken6 import isValid

        from .view.banner import Banner

        if self._banner is not None and isValid(self._banner) and self._banner.scene() is self:
            self.removeItem(self._banner)
        banner = self._banner = Banner(title, line, TABLE_W - 40)
        banner.setPos(TABLE_W / 2, TABLE_H * 0.42)
        self.addItem(banner)
        # whole for three quarters of its time, then fading out
        self.fade_away(banner, duration, 0.0, 1.0, lambda value: 1.0 if value < 0.75 else max(0.0, (1.0 - value) / 0.25))

    # ------------------------------------------------------------ hint
    def show_hint(self, action, hint=None) -> None:
        """Say the suggested move in the imperative and light both its ends: the hand card and
        its space, or the cards a linzer would move (issue 22 finding 12)."""
        state = self.controller.state
        reason = hint_reason(hint, "christmas_tree")
        kind = action[0]
        log_length = len(self.controller.match.log)
        if kind == "place":
            card, space, turned = action[1:4]
            self._hint = (log_length, card, (space,))
            words = [the_card_words(card)]  # the card in the player's language
            if turned:
                text = tr("christmas_tree", "Hint: put {card} on space {space} upside down", card=words, space=space)
            else:
                text = tr("christmas_tree", "Hint: put {card} on space {space}", card=words, space=space)
        elif kind == "swap":
            _, a, b, ta, tb = action
            self._hint = (log_length, None, (a, b))
            first, second = [state.the_card_words(a)], [state.the_card_words(b)]
            if ta and tb:
                text = tr("christmas_tree", "Hint: spend a linzer: swap {first} on space {a} and {second} on space {b}, "
                          "turning both", first=first, second=second, a=a, b=b)
            elif ta or tb:
                text = tr("christmas_tree", "Hint: spend a linzer: swap {first} on space {a} and {second} on space {b}, "
                          "turning {turned_card} from space {turned}", first=first, second=second, a=a, b=b,
                          turned=a if ta else b, turned_card=first if ta else second)
            else:
                text = tr("christmas_tree", "Hint: spend a linzer: swap {first} on space {a} and {second} on space {b}",
                          first=first, second=second, a=a, b=b)
        elif kind == "turn":
            self._hint = (log_length, None, (action[1],))
            text = tr("christmas_tree", "Hint: spend a linzer: turn {card} on space {space} upside down",
                      card=[state.the_card_words(action[1])], space=action[1])
        elif kind == "task":
            text = tr("christmas_tree", "Hint: choose task card {task}", task=action[1])
        else:
            text = QCoreApplication.translate("christmas_tree", "Hint: keep your linzer (1 point each at the end)")
        self.sync()
        text += reason
        self.say(text if text.endswith((".", ")")) else text + ".")


__all__ = ["ChristmasTreeScene"]
