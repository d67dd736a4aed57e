"""A player's fir tree: trunk, three tiers of branches and the star, the 21 spaces hanging on the
branches, each placed card its own item (so a card travels when it is placed or swapped), and an
overlay for what changes during a drag (lit spaces, the linzer selection, task highlights).

The tree itself never changes during a game: it is painted once per size into a cached pixmap
(re-rendered by the item cache when the view zooms, so it stays crisp)."""
from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from desktop_app.table.keeper import ItemKeeper
from desktop_app.table.motion import tag_piece
from desktop_app.table.sprites import paint_cached

from .. import scoring
from ..components import CARDS, EDGES, SPACE_EDGES, SPACE_XY, SPACES, TASKS
from .art import BULB, INK, describe_card, paint_card, rhombus, star_path
from desktop_app.engine.caches import per_table

HIGHLIGHT = [(QColor("#e67e22"), Qt.SolidLine), (QColor("#16a085"), Qt.DashLine), (QColor("#d81b60"), Qt.DotLine),
             (QColor("#1f5fbf"), Qt.DashDotLine), (QColor("#6d4c41"), Qt.DashDotDotLine)]
NEEDLES = QColor("#2f6b3a")
NEEDLES_LIGHT = QColor("#4f9a58")
TRUNK = QColor("#7a4e2d")
STAR = QColor("#e8b923")


def font(size: float, bold: bool = False) -> QFont:
    f = QFont("Sans")
    f.setPixelSize(int(round(size)))
    f.setBold(bold)
    return f


def task_uses_edges(task_id: str) -> bool:
    return TASKS[task_id]["kind"] in scoring.BULB_KINDS


_MARKS: dict[tuple, tuple] = per_table({})


def tree_marks(cards: list, turned: list) -> tuple:
    """A tree's complete bulbs, their edges and its gingerbread wishes met, remembered per tree
    look (a review steps back and forth over the same trees; a sync builds every tree)."""
    key = (tuple(cards), tuple(turned))
    if key not in _MARKS:
        if len(_MARKS) > 4096:
            _MARKS.clear()
        bulbs = scoring.complete_bulbs(cards, turned)
        met = {s: scoring.ginger_sides(cards, turned, s) for s in SPACES
               if cards[s] and CARDS[cards[s]].kind == "gingerbread"}
        _MARKS[key] = (bulbs, frozenset(e for e, _ in bulbs), met)
    return _MARKS[key]


class TreeItem(QGraphicsObject):
    """One tree with its cards. `configure()` shows it as a state has it: a tree kept from the
    last sync (desktop_app.table.keeper) repaints only what differs, keeps the card items that
    stay and moves a swapped one. `lit`, `dimmed`, `selected` and `highlights` are drawn by the
    overlay (call marks_changed() after changing them)."""

    def __init__(self, tree: int, colour: QColor, a: float, b: float, header: float = 22):
        super().__init__()
        self.tree, self.colour, self.a, self.b, self.header = tree, QColor(colour), a, b, header
        self.star_band = 0.95 * b
        self.trunk_band = 0.65 * b
        self.title, self.current = "", False
        self.cards: list = []
        self.turned: list = []
        self.last = None
        self.lit: set[int] = set()
        self.linzer_lit: set[int] = set()  # the cards a linzer may move, lit between drags
        self.dimmed = False
        self.selected: int | None = None
        self.highlights: list[tuple[int, str]] = []  # (highlight index, task id)
        self.on_space_click = None
        self.on_space_hover = None
        self.bulbs, self.complete_edges, self.ginger_met = (), frozenset(), {}
        self._occurrences: dict[str, list] = {}
        self.setAcceptedMouseButtons(Qt.NoButton)
        self._rect = QRectF(-4, -4, self.width + 8, self.height + 8)
        self.card_items: dict[int, TreeCard] = {}  # space -> the card hanging there
        # What changes on the tree's own picture is separate thin items (Qt repaints an item's
        # whole bounding rect): the title in its header, and the turn's thicker frame in eight
        # strips along the edge (shown while it is this seat's turn).
        self.title_item = TreeTitle(self)
        self.turn_frame = [TurnFrame(self, piece) for piece in frame_pieces(self.width, self.height)]
        # The overlays exist only while they show something: every item costs each sync a
        # little (the scene's passes over all its items), and a review never lights a space.
        self.overlay: TreeOverlay | None = None  # lit, dimmed and selected spaces
        self.rings: dict[int, BulbRing] = {}  # edge -> the ring of a complete bulb there
        self.task_layer: TaskHighlights | None = None

    def configure(self, state, title: str, current: bool) -> None:
        """Show this tree as `state` has it, with no marks (lit, selected, highlights) and not
        clickable; the scene sets those afterwards, then calls marks_changed()."""
        tree = self.tree
        cards, turned = state.trees[tree][:], state.turned[tree][:]
        self.last = state.last_placed[tree] if tree < len(state.last_placed) else None
        if cards != self.cards or turned != self.turned:
            self.cards, self.turned = cards, turned
            self.bulbs, self.complete_edges, self.ginger_met = tree_marks(cards, turned)
            self._occurrences = {}
            self._hang_cards()
            self._ring_bulbs()
        if title != self.title:
            self.title = title
            self.title_item.update()
        if current != self.current:
            self.current = current
            for piece in self.turn_frame:
                piece.show_turn(current)
        self.lit, self.linzer_lit, self.dimmed, self.selected, self.highlights = set(), set(), False, None, []
        self.set_clickable(None)

    def _hang_cards(self) -> None:
        """One item per card on the tree: a card still there keeps its item (moved if a linzer
        swapped it, repainted only if its look changed), a new one comes from the seat's hand."""
        spare = {item.card_id: item for item in self.card_items.values()}
        hung: dict[int, TreeCard] = {}
        for space in SPACES:
            card_id = self.cards[space]
            if not card_id:
                continue
            look = self.card_look(space)
            item = spare.pop(card_id, None)
            if item is None:
                item = TreeCard(self, space, card_id, look)
                tag_piece(item, ("card", card_id), ("hand", self.tree))
            else:
                item.hang(space, look)
            hung[space] = item
        for item in spare.values():  # gone from this tree (taken back by a review step)
            take_off(item)
        self.card_items = hung

    def _ring_bulbs(self) -> None:
        """A ring for each complete bulb, each its own small item: a new bulb repaints its ring
        only. On small trees the halves' white rims say it (no items)."""
        wanted = dict(self.bulbs) if self.a >= 30 else {}
        for edge, ring in list(self.rings.items()):
            if wanted.get(edge) != ring.colour:
                del self.rings[edge]
                take_off(ring)
        for edge, colour in wanted.items():
            if edge not in self.rings:
                self.rings[edge] = BulbRing(self, edge, colour)

    def card_look(self, space: int) -> tuple:
        """All a card's picture depends on besides its id and size: upside down, which of its
        bulb halves are complete, its gingerbread wishes met."""
        complete = frozenset(d for d in range(4) if SPACE_EDGES[space][d] in self.complete_edges)
        return (self.turned[space], complete, self.ginger_met.get(space))

    def marks_changed(self) -> None:
        """Repaint the overlays whose picture changed (the tree's own picture stays); each
        covers the whole tree, so what they show names only what they draw."""
        lit = frozenset(self.lit)
        marks = (lit, self.dimmed, self.selected, frozenset(s for s in lit if self.cards[s] is not None))
        tasks = (tuple(self.highlights), tuple(self.cards), tuple(self.turned)) if self.highlights else ()
        self.overlay = self._layer(self.overlay, TreeOverlay, marks, bool(lit or self.dimmed or self.selected))
        self.task_layer = self._layer(self.task_layer, TaskHighlights, tasks, bool(tasks))

    def _layer(self, layer, kind, shown, busy: bool):
        """The overlay of `kind` showing `shown`: made when it has something to show (cached
        as the scene caches its items), dropped when it has nothing."""
        if not busy:
            if layer is not None:
                take_off(layer)
            return None
        if layer is None:
            layer = kind(self)
            layer.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # a drag may make it between syncs
        if shown != layer.shown:
            layer.shown = shown
            layer.update()
        return layer

    # ------------------------------------------------------------ geometry
    @property
    def width(self) -> float:
        return 12 * self.a

    @property
    def height(self) -> float:
        return self.header + self.star_band + 7 * self.b + self.trunk_band

    def boundingRect(self) -> QRectF:
        return self._rect

    def centre(self, space: int) -> QPointF:
        x, y = SPACE_XY[space]
        return QPointF((x + 6) * self.a, self.header + self.star_band + (y + 1) * self.b)

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

    def space_path(self, space: int, grow: float = 0) -> QPainterPath:
        """A space's rhombus in this item's coordinates."""
        return rhombus(self.a - 1 + grow, self.b - 1 + grow, self.centre(space))

    def occurrences(self, task_id: str) -> list:
        if task_id not in self._occurrences:
            self._occurrences[task_id] = scoring.task_occurrences(task_id, self.cards, self.turned)
        return self._occurrences[task_id]

    # ------------------------------------------------------------ input
    def set_clickable(self, callback, on_hover=None) -> None:
        self.on_space_click = callback
        self.on_space_hover = on_hover
        self.setAcceptedMouseButtons(Qt.LeftButton if callback else Qt.NoButton)
        self.setAcceptHoverEvents(on_hover is not None)
        if callback:
            self.setCursor(Qt.PointingHandCursor)
        else:
            self.unsetCursor()

    def hoverMoveEvent(self, event) -> None:
        if self.on_space_hover:
            self.on_space_hover(self.space_at(event.pos()))

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        space = self.space_at(event.pos())
        if self.on_space_click and space is not None:
            self.on_space_click(space)

    # ------------------------------------------------------------ painting
    def paint(self, painter, option, widget=None) -> None:
        # The frame in the seat's colour, then a sprite (issue 17): the fir with every space
        # empty, once per size for every tree (a card covers its space whole, so placing one
        # repaints only the card). What changes is drawn by the title and turn frame items.
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.colour, 2))
        painter.setBrush(QColor("#f4f1e6"))
        painter.drawRoundedRect(self.frame_rect(), FRAME_RADIUS, FRAME_RADIUS)
        fir = QRectF(0, 0, self.width, self.height)
        paint_cached(painter, ("ct-fir", self.a, self.b, self.header), fir, self._paint_fir)

    def frame_rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def _paint_fir(self, painter, _rect=None) -> None:
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        paint_fir(painter, self.a, self.b, self.header + self.star_band, self.trunk_band)
        top = self.centre(1) - QPointF(0, self.b)
        painter.setPen(QPen(STAR.darker(150), max(1.0, self.a / 20)))
        painter.setBrush(STAR)
        painter.drawPath(star_path(top - QPointF(0, self.star_band * 0.45), self.star_band * 0.5))
        for space in SPACES:
            self._paint_empty(painter, self.centre(space), space)

    def _paint_empty(self, painter, c: QPointF, space: int) -> None:
        """An empty space hangs on the branches: a pale rhombus with its hook and, on a tree big
        enough to read it, its number."""
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#b9dcae"), 1.2, Qt.DashLine))
        painter.setBrush(QColor(255, 255, 255, 46))
        painter.drawPath(rhombus(self.a - 3, self.b - 3, c))
        painter.setPen(QPen(QColor("#d9ecd2"), max(1.0, self.a / 24)))
        painter.setBrush(Qt.NoBrush)
        painter.drawEllipse(c - QPointF(0, self.b - 5), 2.2, 2.2)
        if self.a >= 30:  # light on the branches, dark on the paper beside them
            foliage = fir_foliage(self.a, self.b, self.header + self.star_band)
            painter.setPen(QColor("#e4f2dc") if foliage.contains(c) else QColor("#5d7f55"))
            painter.setFont(font(12))
            painter.drawText(QRectF(c.x() - 14, c.y() - 9, 28, 18), Qt.AlignCenter, str(space))


def take_off(item: QGraphicsItem) -> None:
    """Take one of a tree's child items off the tree (and off the table, if it is on one)."""
    scene = item.scene()
    if scene is not None:
        scene.removeItem(item)
    else:
        item.setParentItem(None)


FRAME_RADIUS = 10
TURN_PEN = 4  # the frame's width while it is the seat's turn (2 otherwise)


def frame_pieces(width: float, height: float) -> list[QRectF]:
    """The frame's edge cut into eight abutting rectangles: four corners holding the rounded
    arcs and four thin straight sides, covering the turn pen and its antialiasing."""
    out, reach = TURN_PEN / 2 + 1, FRAME_RADIUS + TURN_PEN / 2 + 1
    left, right, top, bottom = -out, width + out, -out, height + out
    corners = [QRectF(QPointF(x0, y0), QPointF(x1, y1)) for x0, x1 in ((left, reach), (width - reach, right))
               for y0, y1 in ((top, reach), (height - reach, bottom))]
    sides = [QRectF(QPointF(reach, top), QPointF(width - reach, out)),  # top, bottom, left, right
             QRectF(QPointF(reach, height - out), QPointF(width - reach, bottom)),
             QRectF(QPointF(left, reach), QPointF(out, height - reach)),
             QRectF(QPointF(width - out, reach), QPointF(right, height - reach))]
    return corners + sides


class TreeTitle(QGraphicsItem):
    """The tree's title (seat, points, linzer) in its header, repainted alone when it changes."""

    def __init__(self, tree: "TreeItem"):
        super().__init__(tree)
        self.tree = tree
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(-0.5)  # under the cards
        self._rect = QRectF(8, 0, tree.width - 8, tree.header + 1)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter, option, widget=None) -> None:
        tree = self.tree
        painter.setClipRect(self._rect)  # a long name stops at the frame
        painter.setPen(INK)
        painter.setFont(font(max(12.0, min(15.0, tree.header * 0.62)), True))
        painter.drawText(QRectF(10, 1, tree.width - 20, tree.header), Qt.AlignLeft | Qt.AlignVCenter, tree.title)


class TurnFrame(QGraphicsItem):
    """One strip of the thicker frame shown while it is the tree's seat's turn: the whole rounded
    frame drawn clipped to the strip, so the eight strips abut into the same picture."""

    def __init__(self, tree: "TreeItem", rect: QRectF):
        super().__init__(tree)
        self.tree, self._rect = tree, rect
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(-1)  # under the cards whose tips touch the frame
        self.show_turn(False)

    def show_turn(self, shown: bool) -> None:
        # By opacity, not visibility: hiding an item drops its device cache, so every turn
        # would paint the strips again; a transparent item is skipped and keeps it.
        self.setOpacity(1.0 if shown else 0.0)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter, option, widget=None) -> None:
        painter.setClipRect(self._rect)
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.tree.colour, TURN_PEN))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(self.tree.frame_rect(), FRAME_RADIUS, FRAME_RADIUS)


_FOLIAGE: dict[tuple, QPainterPath] = {}


def fir_foliage(a: float, b: float, top: float) -> QPainterPath:
    """The branches' outline of a tree of this size (what paint_fir returns), without painting."""
    key = (a, b, top)
    if key not in _FOLIAGE:
        foliage = QPainterPath()
        for path, *_ in _tiers(a, b, top):
            foliage = foliage.united(path)
        _FOLIAGE[key] = foliage
    return _FOLIAGE[key]


def _tiers(a: float, b: float, top: float) -> list[tuple]:
    """(outline, apex y, hem y, half width, first row) of each tier of branches, lowest first."""
    cx = 6 * a
    out = []
    for first_row, reach in reversed(((0, 1.9), (2, 3.9), (4, 6.05))):  # (first row, extent in b)
        apex_y = top + first_row * b - (0.35 * b if first_row else 0.2 * b)
        hem_y = top + (reach + 1) * b
        half = min((reach + 0.65) * a, 6 * a - 3)  # the lowest tier stays inside the frame
        path = QPainterPath(QPointF(cx, apex_y))
        path.lineTo(QPointF(cx + half, hem_y - 0.25 * b))
        scallops = 3 + first_row
        for i in range(scallops):  # drooping branch tips along the hem
            x0 = cx + half - 2 * half * i / scallops
            x1 = cx + half - 2 * half * (i + 1) / scallops
            path.quadTo(QPointF((x0 + x1) / 2, hem_y + 0.35 * b), QPointF(x1, hem_y - 0.25 * b))
        path.closeSubpath()
        out.append((path, apex_y, hem_y, half, first_row))
    return out


def paint_fir(painter, a: float, b: float, top: float, trunk_band: float) -> QPainterPath:
    """The tree behind the spaces: a trunk, then three tiers of drooping branches (two rows of
    spaces each), darker at their hems, with needle strokes. Returns the branches' outline."""
    cx = 6 * a
    bottom = top + 7 * b
    trunk = QRectF(cx - 0.75 * a, bottom - 0.6 * b, 1.5 * a, trunk_band + 0.6 * b - 4)
    grad = QLinearGradient(trunk.topLeft(), trunk.topRight())
    grad.setColorAt(0, TRUNK.darker(130))
    grad.setColorAt(0.5, TRUNK.lighter(115))
    grad.setColorAt(1, TRUNK.darker(140))
    painter.setPen(QPen(TRUNK.darker(170), 1))
    painter.setBrush(grad)
    painter.drawRoundedRect(trunk, 3, 3)
    rng = random.Random(int(a * 100 + b))  # the same needles on every repaint
    for path, apex_y, hem_y, half, first_row in _tiers(a, b, top):
        grad = QLinearGradient(QPointF(cx, apex_y), QPointF(cx, hem_y))
        grad.setColorAt(0, NEEDLES_LIGHT)
        grad.setColorAt(1, NEEDLES)
        painter.setPen(QPen(NEEDLES.darker(140), 1.2))
        painter.setBrush(grad)
        painter.drawPath(path)
        painter.setPen(QPen(QColor(255, 255, 255, 38), max(1.0, a / 26)))
        for _ in range(int(14 + 10 * first_row)):  # needle strokes, slanting down and out
            t = rng.random()
            y = apex_y + (hem_y - apex_y) * (0.15 + 0.8 * t)
            spread = (y - apex_y) / (hem_y - apex_y) * half * 0.92
            x = cx + rng.uniform(-spread, spread)
            side = 1 if x >= cx else -1
            painter.drawLine(QPointF(x, y), QPointF(x + side * a * 0.22, y + b * 0.12))
    return fir_foliage(a, b, top)


class TreeCard(QGraphicsItem):
    """A card on a tree, centred on its space (its own item, so it can travel)."""

    def __init__(self, tree: TreeItem, space: int, card_id: str, look: tuple):
        super().__init__(tree)
        self.tree, self.card_id = tree, card_id
        self.space, self.look = None, None
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setToolTip(describe_card(card_id))
        self._rect = QRectF(-tree.a, -tree.b, 2 * tree.a, 2 * tree.b)  # asked for on every repaint
        self.hang(space, look)

    def hang(self, space: int, look: tuple) -> None:
        """Hang on `space` looking as `look` says (TreeItem.card_look); repaint only if it changed."""
        if space != self.space:
            self.space = space
            ItemKeeper.move(self, self.tree.centre(space))
        # Neighbours' tips touch: the cards stack in space order (a card hung later by a kept
        # tree would otherwise lie on top), below the overlay; a motion cut short left it raised.
        if self.zValue() != space / 100:
            self.setZValue(space / 100)
        if look != self.look:
            self.look = look
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter, option, widget=None) -> None:
        turned, complete, met = self.look
        a, b = self.tree.a - 1.5, self.tree.b - 1.5

        def draw(p, _rect):
            p.setRenderHint(p.RenderHint.Antialiasing)
            paint_card(p, self.card_id, turned, a, b, set(complete), met)
        paint_cached(painter, ("ct-card", self.card_id, turned, a, b, complete, met), self._rect, draw)


class TreeOverlay(QGraphicsItem):
    """What changes while the player acts: lit spaces, the dimmed rest during a drag and the
    linzer's first card (only while there is one)."""

    def __init__(self, tree: TreeItem):
        super().__init__(tree)
        self.tree = tree
        self.shown = None  # what TreeItem.marks_changed last asked it to show
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return self.tree.boundingRect()

    def paint(self, painter, option, widget=None) -> None:
        tree = self.tree
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        for space in SPACES:
            filled = tree.cards[space] is not None
            if space in tree.lit:
                painter.setPen(QPen(QColor(46, 160, 67), 3.5) if filled else QPen(QColor("#eaffdf"), 2.5))
                painter.setBrush(Qt.NoBrush if filled else QColor(120, 220, 120, 110))
                painter.drawPath(tree.space_path(space))
            elif tree.dimmed:
                painter.setPen(Qt.NoPen)
                painter.setBrush(QColor(40, 40, 40, 70))
                painter.drawPath(tree.space_path(space, 1))
            if space == tree.selected:
                painter.setPen(QPen(QColor("#f39c12"), 4))
                painter.setBrush(Qt.NoBrush)
                painter.drawPath(tree.space_path(space))


class BulbRing(QGraphicsItem):
    """A complete bulb on the large tree: the two halves make one; a white ring says it scores
    (above the lit and dimmed spaces, under the task highlights)."""

    def __init__(self, tree: TreeItem, edge: int, colour: str):
        super().__init__(tree)
        self.tree, self.edge, self.colour = tree, edge, colour
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(2.5)
        self.r = min(tree.a, tree.b) * 0.21
        reach = self.r + 6
        self._rect = QRectF(-reach, -reach, 2 * reach, 2 * reach)
        self.setPos(tree.edge_point(edge))

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter, option, widget=None) -> None:
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        centre, r = QPointF(0, 0), self.r
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.setBrush(Qt.NoBrush)
        painter.drawEllipse(centre, r + 2.5, r + 2.5)
        painter.setPen(QPen(BULB[self.colour].darker(170), 1))
        painter.drawEllipse(centre, r + 4, r + 4)


class TaskHighlights(QGraphicsItem):
    """The occurrences of the highlighted task cards, in each card's colour and line pattern."""

    def __init__(self, tree: TreeItem):
        super().__init__(tree)
        self.tree = tree
        self.shown = None
        self.setZValue(3)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return self.tree.boundingRect()

    def paint(self, painter, option, widget=None) -> None:
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        self._paint_highlights(painter)

    def _paint_highlights(self, painter) -> None:
        tree = self.tree
        for index, task_id in tree.highlights:
            colour, style = HIGHLIGHT[index % len(HIGHLIGHT)]
            pen = QPen(colour, max(2.5, tree.a / 9), style, Qt.RoundCap, Qt.RoundJoin)
            inset = 4 + 3 * (index % 3)
            for occ in tree.occurrences(task_id):
                painter.setPen(pen)
                painter.setBrush(Qt.NoBrush)
                if task_uses_edges(task_id):
                    points = [tree.edge_point(e) for e in occ]
                    r = min(tree.a, tree.b) * 0.21 + 6
                    for p in points:
                        painter.drawEllipse(p, r, r)
                    if len(points) == 2:
                        painter.drawLine(points[0], points[1])
                    continue
                for space in occ:
                    painter.drawPath(rhombus(tree.a - inset, tree.b - inset, tree.centre(space)))
                if len(occ) > 1:
                    path = QPainterPath(tree.centre(occ[0]))
                    for space in occ[1:]:
                        path.lineTo(tree.centre(space))
                    painter.drawPath(path)


class HandStack(QGraphicsItem):
    """Another seat's hidden hand: a small fan of card backs (its cards fly out of it)."""

    def __init__(self, count: int, a: float = 9, b: float = 12):
        super().__init__()
        self.count, self.a, self.b = count, a, b
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.a - 2, -self.b - 2, 2 * self.a + 4 + 5 * max(0, self.count - 1), 2 * self.b + 4)

    def paint(self, painter, option, widget=None) -> None:
        paint_cached(painter, ("ct-stack", self.count, self.a, self.b), self.boundingRect(), self._paint)

    def _paint(self, painter, _rect) -> None:
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        for i in range(self.count):
            painter.setPen(QPen(QColor("#2f4d2b"), 1))
            painter.setBrush(QColor("#4f7a49"))
            painter.drawPath(rhombus(self.a, self.b, QPointF(5 * i, 0)))
            painter.setBrush(QColor("#9cc48f"))
            painter.setPen(Qt.NoPen)
            painter.drawPath(star_path(QPointF(5 * i, 0), self.a * 0.4))


__all__ = ["TreeItem", "TreeTitle", "TurnFrame", "TreeCard", "TreeOverlay", "BulbRing", "TaskHighlights", "HandStack", "HIGHLIGHT", "font", "task_uses_edges", "paint_fir"]
