"""The guided first turn: a few highlighted steps over a new table, skippable, shown once per game.

A step is a sentence and, optionally, where on the table it points: a function of the scene that
returns a scene rectangle (found through the public TableScene API: the items' type names and
their bounding rectangles), or None for a step about the side panel. The guide never blocks the
table: the shade lets every mouse event through, and only the small bubble takes clicks. Once a
player skips it or reaches its last step, a QSettings key per game keeps it from coming back.
While a panel that holds the table is up (a hosted game's waiting room: nobody plays until the
host starts), the guide steps aside and comes back when the panel goes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QRectF, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QFrame, QGraphicsSimpleTextItem, QGraphicsTextItem, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget,
)

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

CONTEXT = "first_turn"
# Panels over the table that the guide waits for (their object names): the waiting rooms (a server
# game's appears after the guide: place() looks again every 250 ms).
HOLDING_PANELS = ("WaitingRoom", "ServerWaitingRoom")


def settings_key(game_id: str) -> str:
    return f"first_turn/{game_id}/dismissed"


def is_dismissed(game_id: str) -> bool:
    return QSettings().value(settings_key(game_id), False, type=bool)


def set_dismissed(game_id: str, dismissed: bool = True) -> None:
    settings = QSettings()
    settings.setValue(settings_key(game_id), dismissed)
    settings.sync()


@dataclass
class Step:
    text: str
    locate: Callable[[object], QRectF | None] | None = None


def items_named(*fragments: str, where: Callable[[object], bool] | None = None, largest: bool = False,
                named: tuple[str, ...] = (), separately: bool = False):
    """A locator: the scene rectangle around every item whose class name contains one of the
    fragments (case-insensitive), or whose objectName() is one of `named` (the anchors a scene
    gives the guide), and passes `where` (only the largest such item with `largest`, e.g. the
    viewer's own big tree among the small ones; each its own ring with `separately`); None when
    there is no such item."""
    wanted = tuple(f.lower() for f in fragments)

    def chosen(item) -> bool:
        if not item.isVisible() or (where is not None and not where(item)):
            return False
        if any(f in type(item).__name__.lower() for f in wanted):
            return True
        return bool(named) and hasattr(item, "objectName") and item.objectName() in named

    def locate(scene):
        rects = [item.sceneBoundingRect() for item in scene.items() if chosen(item)]
        if separately:
            return rects or None
        if largest and rects:
            rects = [max(rects, key=lambda r: r.width() * r.height())]
        rect = QRectF()
        for r in rects:
            rect = rect.united(r)
        return rect if not rect.isEmpty() else None
    return locate


def each_of(*locators):
    """A locator lighting several places at once (each its own ring): the rectangles the given
    locators find; None when none finds anything."""
    def locate(scene) -> list[QRectF] | None:
        found = []
        for locator in locators:
            rects = locator(scene)
            found += rects if isinstance(rects, list) else [rects] if rects is not None else []
        return found or None
    return locate


def _box_size(item) -> tuple[int, int] | None:
    """The size of an item's `box` (New York's painted cards), to tell its kinds apart."""
    box = getattr(item, "box", None)
    return (round(box.width()), round(box.height())) if isinstance(box, QRectF) else None


def _own_house(item) -> bool:
    """The viewer's own house ("This is your house"), not the house of whoever is on turn: on a
    joined table the host may be on turn (issue 23 finding 8)."""
    scene = item.scene()
    houses = getattr(scene, "houses", None) or {}
    viewer = getattr(getattr(scene, "controller", None), "viewer", None)
    return viewer is not None and houses.get(viewer) is item


STUCK = QT_TRANSLATE_NOOP("first_turn", "Stuck? Hint suggests a move, Undo takes back this turn's steps, "
                                        "and Rules explains everything.")

# game id -> [(text, locator or None)]; the texts are translated when the guide shows them.
STEPS = {
    "copenhagen": [
        (QT_TRANSLATE_NOOP("first_turn", "This is your house. Build facade tiles into it: every finished "
                                         "floor or column scores, and 12 points win."),
         items_named("HouseItem", where=lambda i: _own_house(i))),
        (QT_TRANSLATE_NOOP("first_turn", "Take cards: click two neighbouring cards in the harbour. "
                                         "That is a whole turn."),
         items_named("CardItem", where=lambda i: i.scenePos().y() < 140
                     and getattr(i, "colour", None) not in (None, "back", "end"))),
        (QT_TRANSLATE_NOOP("first_turn", "Or build: drag a facade tile of a colour you hold onto your house. "
                                         "R or the wheel turns it, F or a right-click flips it; green means "
                                         "you may build there."),
         items_named("TileItem")),
        (QT_TRANSLATE_NOOP("first_turn", "Your cards and ability tiles are down here. Click an ability "
                                         "before you take or build to use it."),
         items_named("CardItem", "AbilityItem", where=lambda i: i.scenePos().y() > 560)),
        (STUCK, None),
    ],
    "kingdom_builder": [
        (QT_TRANSLATE_NOOP("first_turn", "Your terrain card says where you build this turn: three settlements "
                                         "on that terrain, next to your own settlements whenever you can."),
         items_named(named=("terrain-card",))),
        (QT_TRANSLATE_NOOP("first_turn", "Drag a settlement onto a lit hex, or click a lit hex. Hexes you may "
                                         "not use are dimmed."),
         items_named("TerrainItem")),
        (QT_TRANSLATE_NOOP("first_turn", "Settle next to a location to take its tile: from your next turn it "
                                         "gives you an extra build or move. The three Kingdom Builder cards "
                                         "decide what earns gold at the end."),
         each_of(items_named("LocationItem", separately=True), items_named(named=("scoring-card",)))),
        (STUCK, None),
    ],
    "new_york": [
        (QT_TRANSLATE_NOOP("first_turn", "On your turn take money, buy a building or rebuild. To take money, "
                                         "click a card here (or several worth 5 at most), then Take selected."),
         items_named("Painted", where=lambda i: getattr(i, "role", None) == "display")),
        (QT_TRANSLATE_NOOP("first_turn", "To buy, click the money cards of the building's bank in your hand, "
                                         "then the building on the market. Pay the exact price and you may "
                                         "act again."),
         items_named("Painted", where=lambda i: getattr(i, "role", None) == "hand")),
        (QT_TRANSLATE_NOOP("first_turn", "At the end of your turn, drag each building you bought into your "
                                         "city (streets must match) or onto your reserve."),
         items_named("CityArea", where=lambda i: getattr(i, "player", -1) == i.scene().controller.viewer)),
        (STUCK, None),
    ],
    "christmas_tree": [
        (QT_TRANSLATE_NOOP("first_turn", "If you hold task cards, first choose one: it sets a scoring rule for "
                                         "everybody this round. The revealed tasks show their live points."),
         items_named("TaskItem")),
        (QT_TRANSLATE_NOOP("first_turn", "These are your ornament cards. Pick one each time: everyone reveals "
                                         "and places together, then the hands are passed on."),
         items_named("HandCard")),
        (QT_TRANSLATE_NOOP("first_turn", "Drag the card onto a lit space of your tree. R, the wheel or a "
                                         "right-click turns it upside down."),
         items_named("TreeItem", largest=True)),
        (STUCK, None),
    ],
}


def steps_for(game_id: str) -> list[Step]:
    """The guided steps of a game (empty when it has none), in the current language."""
    return [Step(QCoreApplication.translate(CONTEXT, text), locate) for text, locate in STEPS.get(game_id, ())]


RING = 4     # the ring's pen (px)
MARGIN = 6   # room between what a step lights and its ring
HEADINGS = (QGraphicsSimpleTextItem, QGraphicsTextItem)  # texts the ring must go around, not through


class Shade(QWidget):
    """Dims the table lightly and rings each of the step's targets; every mouse event passes through."""

    def __init__(self, parent):
        super().__init__(parent)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_NoSystemBackground)
        self.holes: list[QRect] = []

    @property
    def hole(self) -> QRect | None:
        """All the holes' bounding rectangle (None: the step lights nothing)."""
        return united(self.holes)

    def paintEvent(self, event) -> None:
        if not self.holes:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        outside = QPainterPath()
        outside.addRect(QRectF(self.rect()))
        holes = QPainterPath()
        for hole in self.holes:
            holes.addRoundedRect(QRectF(hole), 10, 10)
        holes = holes.simplified()
        painter.fillPath(outside.subtracted(holes), QColor(40, 30, 20, 70))
        painter.setPen(QPen(QColor("#f39c12"), RING))
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(holes)
        painter.end()


def united(rects):
    rect = None
    for r in rects:
        rect = QRect(r) if rect is None else rect.united(r)
    return rect


def with_headings(scene, rect: QRectF) -> QRectF:
    """The rectangle grown around the headings over it (a text item in the band above it, or
    reaching into it from above): the ring goes around a title, never through its letters."""
    reach = MARGIN + RING
    above = QRectF(rect.left() - reach, rect.top() - 2 * reach - 30, rect.width() + 2 * reach, 2 * reach + 30 + rect.height() / 2)
    grown = QRectF(rect)
    for item in scene.items(above):
        if isinstance(item, HEADINGS) and item.isVisible():
            box = item.sceneBoundingRect()
            if box.top() < rect.top() + reach and box.bottom() > rect.top() - 2 * reach and not rect.contains(box):
                grown = grown.united(box)
    return grown


class FirstTurnGuide(QFrame):
    """The bubble: the step's text, Next / Skip; it owns the shade behind it. It sits in the side
    panel where the (still empty) log is (`dock`), so it never covers the table it explains, or,
    with the panel hidden, in one corner of the table for all its steps (one that its targets
    leave free where there is one): Next never moves under the pointer."""

    closed = Signal()  # the guide left the table (finished, skipped or its match closed)
    FLOAT_WIDTH = 340

    def __init__(self, view, game_id: str, steps: list[Step]):
        super().__init__(view)
        self.view = view
        self.game_id = game_id
        self.steps = steps
        self.index = 0
        self.docked = False
        self._corner: int | None = None  # which corner of the table the floating bubble stays in
        self.setObjectName("FirstTurnGuide")
        self.setStyleSheet("#FirstTurnGuide{background:#fffaf0; border:2px solid #f39c12; border-radius:10px;}"
                           " QLabel{color:#2d2a26; background:transparent;}")
        self.shade = Shade(view)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        self.counter = QLabel()
        self.counter.setStyleSheet("color:#8a6d1f; font-weight:bold;")
        self.counter.setWordWrap(True)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setStyleSheet("font-size:13px;")
        self.text.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        buttons = QHBoxLayout()
        self.skip_button = QPushButton()
        self.next_button = QPushButton()
        self.next_button.setDefault(True)
        buttons.addWidget(self.skip_button)
        buttons.addStretch()
        buttons.addWidget(self.next_button)
        layout.addWidget(self.counter)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.skip_button.clicked.connect(self.skip)
        self.next_button.clicked.connect(self.next_step)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
        self.timer = QTimer(self)
        self.timer.setInterval(250)  # the table re-syncs and zooms: follow it
        self.timer.timeout.connect(self.place)
        self.is_closed = False
        self.retranslate()

    # ------------------------------------------------------------ where the bubble is
    def dock(self, layout, index: int) -> None:
        """Sit in the side panel's `layout` at `index` (the log's place), so the table stays free."""
        self.docked, self._corner = True, None
        self.setMinimumWidth(0)
        self.setMaximumWidth(16777215)
        layout.insertWidget(index, self)
        if not self.is_closed and not self.held():
            self.show()
        self.show_step()

    def float_over_table(self) -> None:
        """The side panel is hidden: float over the table, in one corner for every step."""
        if self.docked and self.parentWidget() is not None and self.parentWidget().layout() is not None:
            self.parentWidget().layout().removeWidget(self)
        self.docked, self._corner = False, None
        self.setParent(self.view)
        self.setFixedWidth(self.FLOAT_WIDTH)
        if not self.is_closed and not self.held():
            self.show()
        self.show_step()

    def retranslate(self) -> None:
        if self.is_closed:
            return
        fresh = steps_for(self.game_id)
        if len(fresh) == len(self.steps):
            self.steps = fresh
        self.show_step()

    def start(self) -> None:
        for panel in self.panels():
            panel.installEventFilter(self)  # shown or hidden: step aside or come back at once
        self.timer.start()
        self.follow_panels()

    def panels(self) -> list[QWidget]:
        return [child for child in self.view.findChildren(QWidget, options=Qt.FindDirectChildrenOnly)
                if child.objectName() in HOLDING_PANELS]

    def held(self) -> bool:
        """A waiting room (or the like) is up over the table: nobody plays yet, the guide waits."""
        return any(not panel.isHidden() for panel in self.panels())

    def follow_panels(self) -> None:
        if self.is_closed:
            return
        if self.held():
            self.shade.hide()
            self.hide()
        elif self.isHidden():
            self.shade.show()
            self.show()
            self.show_step()

    def eventFilter(self, watched, event) -> bool:
        if event.type() in (QEvent.Show, QEvent.Hide):
            QTimer.singleShot(0, self, self.follow_panels)  # once the panel's visibility has settled
        return False

    def show_step(self) -> None:
        step = self.steps[self.index]
        self.counter.setText(self.tr("First turn: step %d of %d") % (self.index + 1, len(self.steps)))
        self.text.setText(step.text)
        last = self.index == len(self.steps) - 1
        self.next_button.setText(self.tr("Got it") if last else self.tr("Next"))
        self.skip_button.setText(self.tr("Skip the guide"))
        self.skip_button.setVisible(not last)
        self.fit_text()
        self.place()

    def fit_text(self) -> None:
        """Tall enough for the whole text of its longest step at the bubble's width (a word-wrapped
        label's size hint alone cut the last lines off), the same for every step: Next stays put."""
        width = max(self.width() if self.docked else self.FLOAT_WIDTH, 120)
        layout = self.layout()
        shown = self.text.text()
        tallest = 0
        for step in self.steps:
            self.text.setText(step.text)
            layout.invalidate()
            tallest = max(tallest, layout.totalHeightForWidth(width))
        self.text.setText(shown)
        layout.invalidate()
        self.setFixedHeight(tallest)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            QTimer.singleShot(0, self, self.fit_text)  # the panel gave another width: wrap again

    def holes(self, index: int | None = None) -> list[QRect]:
        """The view rectangles a step lights (its targets, headings included, inside the view)."""
        step = self.steps[self.index if index is None else index]
        scene = self.view.scene()
        if step.locate is None or scene is None:
            return []
        try:
            found = step.locate(scene)
        except Exception:
            return []
        rects = found if isinstance(found, list) else [found] if found is not None else []
        inside = self.view.rect().adjusted(RING, RING, -RING, -RING)
        holes = []
        for rect in rects:
            rect = with_headings(scene, rect)
            core = self.to_view(rect)
            box = core.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
            box = self.clear_of_headings(scene, core, box).intersected(inside)
            if not box.isEmpty():
                holes.append(box)
        return holes

    def to_view(self, rect: QRectF) -> QRect:
        box = self.view.mapFromScene(rect).boundingRect()
        box.moveTopLeft(self.view.viewport().mapTo(self.view, box.topLeft()))
        return box

    def clear_of_headings(self, scene, core: QRect, box: QRect) -> QRect:
        """Pull the ring in (never into `core`, what it lights) where a heading of something
        else sits right beside it, so the ring never runs through its letters."""
        reach = box.adjusted(-RING, -RING, RING, RING)
        reach.moveTopLeft(self.view.viewport().mapFrom(self.view, reach.topLeft()))
        band = self.view.mapToScene(reach).boundingRect()
        for item in scene.items(band):
            if not (isinstance(item, HEADINGS) and item.isVisible()):
                continue
            text = self.to_view(item.sceneBoundingRect())
            if core.intersects(text):
                continue
            if text.top() >= core.bottom():
                box.setBottom(max(core.bottom(), min(box.bottom(), text.top() - RING)))
            elif text.bottom() <= core.top():
                box.setTop(min(core.top(), max(box.top(), text.bottom() + RING)))
            elif text.left() >= core.right():
                box.setRight(max(core.right(), min(box.right(), text.left() - RING)))
            elif text.right() <= core.left():
                box.setLeft(min(core.left(), max(box.left(), text.right() + RING)))
        return box

    def target(self) -> QRect | None:
        """Everything the step lights, as one rectangle (None: it lights nothing)."""
        return united(self.holes())

    def place(self) -> None:
        if self.held() or self.isHidden():
            self.follow_panels()  # steps aside, or comes back (show_step places it then)
            return
        if not self.isVisible():
            return
        area = self.view.rect()
        self.shade.setGeometry(area)
        self.shade.holes = self.holes()
        self.shade.update()
        self.shade.raise_()
        if not self.docked:
            if self._corner is None:
                self._corner = self.free_corner()
            self.move(self.corners()[self._corner])
            self.raise_()

    def corners(self) -> list[QPoint]:
        """The bubble's place in each corner of the table (bottom-left, bottom-right, top-right,
        top-left), for the view's size now."""
        area = self.view.rect()
        right, bottom = area.width() - self.width() - 12, area.height() - self.height() - 12
        return [QPoint(12, bottom), QPoint(right, bottom), QPoint(right, 12), QPoint(12, 12)]

    def free_corner(self) -> int:
        """The corner of the table that all the steps' targets cover least (bottom-left first)."""
        holes = [hole for index in range(len(self.steps)) for hole in self.holes(index)]

        def covered(corner: QPoint) -> int:
            box = QRect(corner, self.size())
            shared = [box.intersected(hole) for hole in holes]
            return sum(r.width() * r.height() for r in shared if not r.isEmpty())
        corners = self.corners()
        return min(range(len(corners)), key=lambda i: covered(corners[i]))

    def next_step(self) -> None:
        if self.index >= len(self.steps) - 1:
            self.finish()
            return
        self.index += 1
        self.show_step()

    def skip(self) -> None:
        self.finish()

    def finish(self) -> None:
        """Dismissed for good: by skipping it or by reaching its end."""
        set_dismissed(self.game_id)
        self.close_guide()

    def close_guide(self) -> None:
        """Take the guide off the table without remembering anything (the match closed). Safe to
        call twice: the page and the guide's own buttons may both close it."""
        if self.is_closed:
            return
        self.is_closed = True
        self.timer.stop()
        self.shade.hide()
        self.hide()
        self.shade.deleteLater()
        self.closed.emit()  # before deleteLater: whoever holds the guide lets go of it now
        self.deleteLater()


def maybe_start(view, match) -> FirstTurnGuide | None:
    """Start the guide over a freshly started match if its game has steps and it was never dismissed."""
    game_id = match.spec.id
    if match.log or not any(seat.is_human for seat in match.seats) or is_dismissed(game_id):
        return None
    steps = steps_for(game_id)
    if not steps:
        return None
    guide = FirstTurnGuide(view, game_id, steps)
    guide.start()
    return guide
