"""Copenhagen's table: harbour, score track, houses, facade tile supply, the viewer's hand."""
from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QMenu

from desktop_app.table.text import describe_action, fill
from desktop_app.table.items import Clickable
from desktop_app.table.scene import INK, DropTarget, TableScene
from .components import (
    ABILITIES, ABILITY_NAMES, ABILITY_RULES, ADDITIONAL_CARD, ANY_CARDS, BOTH_ACTIONS, CHANGE_OF_COLORS,
    COAT_CELLS, COAT_ROWS, COLOURS, COLS, CONSTRUCTION_DISCOUNT, ROWS, SHAPES, WHITE, WINNING_SCORE,
    transform,
)

translate = QCoreApplication.translate  # context "copenhagen" throughout; lupdate extracts the literals

CELL = 32
CARD_W, CARD_H = 62, 90
FACADE = {
    "red": QColor("#c8453b"), "yellow": QColor("#e6b422"), "green": QColor("#4c9a50"),
    "blue": QColor("#3a6db5"), "purple": QColor("#7c4f9e"), WHITE: QColor("#f4f1ea"),
}
# Every colour also carries a letter and a hatch, so the table reads in greyscale.
LETTER = {"red": "R", "yellow": "Y", "green": "G", "blue": "B", "purple": "P", WHITE: "W"}
HATCH = {"red": Qt.BDiagPattern, "yellow": Qt.Dense6Pattern, "green": Qt.VerPattern,
         "blue": Qt.HorPattern, "purple": Qt.FDiagPattern, WHITE: Qt.NoBrush}
# The component colours (contract "Palette"): seat colours stay CIEDE2000 >= 25 away from these.
PALETTE: dict[str, str] = {f"facade {name}": colour.name() for name, colour in FACADE.items()}
ABILITY_LETTER = {ANY_CARDS: "⇄", ADDITIONAL_CARD: "+1", CONSTRUCTION_DISCOUNT: "−1",
                  CHANGE_OF_COLORS: "◐", BOTH_ACTIONS: "⇉"}
TAKE_ABILITIES = (ANY_CARDS, ADDITIONAL_CARD, BOTH_ACTIONS)
BUILD_ABILITIES = (CONSTRUCTION_DISCOUNT, CHANGE_OF_COLORS)


def colour_letter(colour: str) -> str:
    """The letter printed on a card of this colour, in the player's language (greyscale-readable)."""
    return {
        "red": translate("copenhagen", "R", "letter on red cards"),
        "yellow": translate("copenhagen", "Y", "letter on yellow cards"),
        "green": translate("copenhagen", "G", "letter on green cards"),
        "blue": translate("copenhagen", "B", "letter on blue cards"),
        "purple": translate("copenhagen", "P", "letter on purple cards"),
        WHITE: translate("copenhagen", "W", "letter on white tiles"),
    }.get(colour, LETTER.get(colour, "?"))


def shape_path(cells, cell: float = CELL) -> QPainterPath:
    """Outline of a shape given as (x, y, brick) cells, y up, drawn with y down."""
    height = max(y for _, y, _ in cells) + 1
    path = QPainterPath()
    for x, y, _ in cells:
        path.addRect(QRectF(x * cell, (height - 1 - y) * cell, cell, cell))
    return path.simplified()


def paint_cell(painter, rect: QRectF, colour: str, brick: bool) -> None:
    """One facade cell: a window (pane and frame) or a brick wall, in the tile's colour."""
    base = FACADE[colour]
    painter.setPen(QPen(base.darker(160), 1))
    painter.setBrush(base)
    painter.drawRect(rect)
    if HATCH[colour] != Qt.NoBrush:
        painter.setBrush(QBrush(base.darker(125), HATCH[colour]))
        painter.drawRect(rect)
    if brick:
        painter.setPen(QPen(base.darker(170), 1.2))
        rows = 4
        h = rect.height() / rows
        for i in range(1, rows):
            painter.drawLine(QPointF(rect.left(), rect.top() + i * h), QPointF(rect.right(), rect.top() + i * h))
        for i in range(rows):
            offset = rect.width() / 2 if i % 2 else rect.width() / 4
            x = rect.left() + offset
            painter.drawLine(QPointF(x, rect.top() + i * h), QPointF(x, rect.top() + (i + 1) * h))
    else:
        pane = rect.adjusted(rect.width() * 0.22, rect.height() * 0.18, -rect.width() * 0.22, -rect.height() * 0.12)
        painter.setPen(QPen(QColor("#3b3b3b"), 1.2))
        painter.setBrush(QColor("#cfe3ee"))
        painter.drawRoundedRect(pane, 3, 3)
        painter.drawLine(QPointF(pane.center().x(), pane.top()), QPointF(pane.center().x(), pane.bottom()))


class CardItem(Clickable):
    def __init__(self, colour: str | None, pos: QPointF, on_click=None, tooltip: str = "", label: str = ""):
        super().__init__(QRectF(0, 0, CARD_W, CARD_H), on_click, tooltip)
        self.colour = colour
        self.label = label
        self.setPos(pos)

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(self.rect.translated(2, 3), 7, 7)
        if self.colour is None:
            painter.setPen(QPen(QColor("#b8ab96"), 1.5, Qt.DashLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(self.rect, 7, 7)
            return
        painter.setPen(QPen(QColor("#fffaf0"), 3))
        painter.setBrush(QColor("#fffaf0"))
        painter.drawRoundedRect(self.rect, 7, 7)
        inner = self.rect.adjusted(5, 5, -5, -5)
        if self.colour in FACADE:
            paint_cell(painter, QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.62), self.colour, False)
            painter.setPen(INK)
            painter.setFont(QFont("Sans", 13, QFont.Bold))
            painter.drawText(QRectF(inner.left(), inner.top() + inner.height() * 0.62, inner.width(),
                                    inner.height() * 0.38), Qt.AlignCenter, colour_letter(self.colour))
        else:  # the back of a card (the supply) or the End card
            painter.setBrush(QColor("#5b4636"))
            painter.setPen(Qt.NoPen)
            painter.drawRoundedRect(inner, 5, 5)
            painter.setPen(QColor("#f5e9d6"))
            painter.setFont(QFont("Sans", 10, QFont.Bold))
            painter.drawText(inner, Qt.AlignCenter | Qt.TextWordWrap, self.label)
        if self.dim:
            painter.setBrush(QColor(233, 223, 207, 150))
            painter.setPen(Qt.NoPen)
            painter.drawRoundedRect(self.rect, 7, 7)
        self.paint_frame(painter)


class TileItem(Clickable):
    """A facade tile in the supply, with how many are left; press to drag, click to hold."""

    def __init__(self, scene, kind, left: int, pos: QPointF, cell: float = 18):
        colour, size = kind
        shape = SHAPES[kind]
        width = max(x for x, _, _ in shape) + 1
        height = max(y for _, y, _ in shape) + 1
        super().__init__(QRectF(0, 0, width * cell, height * cell), None,
                         fill(translate("copenhagen", "Facade tile, {colour}, %n spaces; {left} left.\n"
                                        "Drag it onto your house (R or wheel: rotate, F or right-click: flip), "
                                        "or click to pick it up.", None, size),
                              colour=translate("copenhagen", colour), left=left))
        self.table = scene
        self.kind, self.left, self.cell, self.tile_cells = kind, left, cell, shape
        self.setPos(pos)
        self.setAcceptedMouseButtons(Qt.LeftButton)
        self.setCursor(Qt.OpenHandCursor if left else Qt.ForbiddenCursor)
        self._press = None

    def paint(self, painter, option, widget=None) -> None:
        height = max(y for _, y, _ in self.tile_cells) + 1
        painter.setOpacity(1.0 if self.left else 0.3)
        for x, y, brick in self.tile_cells:
            paint_cell(painter, QRectF(x * self.cell, (height - 1 - y) * self.cell, self.cell, self.cell),
                       self.kind[0], brick)
        painter.setOpacity(1.0)
        painter.setPen(INK)
        painter.setFont(QFont("Sans", 10, QFont.Bold))
        painter.drawText(QRectF(self.rect.right() + 2, self.rect.bottom() - 16, 30, 16), Qt.AlignLeft, f"×{self.left}")
        self.paint_frame(painter)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 34, 4)

    def mousePressEvent(self, event) -> None:
        self._press = event.scenePos()
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is not None and (event.scenePos() - self._press).manhattanLength() > 6 and self.left:
            self._press = None
            self.table.start_tile_drag(self.kind, event.scenePos(), hold=False)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is not None and self.left:
            self.table.start_tile_drag(self.kind, event.scenePos(), hold=True)
        self._press = None


class AbilityItem(Clickable):
    def __init__(self, name: str, active: bool, pos: QPointF, on_click=None, extra: str = ""):
        template = (translate("copenhagen", "{ability} (active): {rule}") if active
                    else translate("copenhagen", "{ability} (used): {rule}"))
        super().__init__(QRectF(0, 0, 78, 50), on_click,
                         fill(template, ability=translate("copenhagen", ABILITY_NAMES[name]),
                              rule=translate("copenhagen", ABILITY_RULES[name])) + extra)
        self.name, self.active = name, active
        self.setPos(pos)

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(QPen(QColor("#6b5a45"), 1.5))
        painter.setBrush(QColor("#f6e7c1") if self.active else QColor("#bdb6aa"))
        painter.drawRoundedRect(self.rect, 6, 6)
        painter.setPen(INK if self.active else QColor("#6d675e"))
        painter.setFont(QFont("Sans", 13, QFont.Bold))
        painter.drawText(QRectF(0, 2, 78, 24), Qt.AlignCenter, ABILITY_LETTER[self.name])
        painter.setFont(QFont("Sans", 7))
        painter.drawText(QRectF(2, 24, 74, 24), Qt.AlignCenter | Qt.TextWordWrap,
                         translate("copenhagen", ABILITY_NAMES[self.name]))
        if self.dim:
            painter.setBrush(QColor(233, 223, 207, 150))
            painter.setPen(Qt.NoPen)
            painter.drawRoundedRect(self.rect, 6, 6)
        self.paint_frame(painter)


class ButtonItem(Clickable):
    def __init__(self, text: str, pos: QPointF, on_click, width: float = 150):
        super().__init__(QRectF(0, 0, width, 32), on_click, text)
        self.text = text
        self.setPos(pos)

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(QPen(QColor("#7a5c3a"), 1.5))
        painter.setBrush(QColor("#fbeed3"))
        painter.drawRoundedRect(self.rect, 8, 8)
        painter.setPen(INK)
        painter.setFont(QFont("Sans", 10, QFont.Bold))
        painter.drawText(self.rect, Qt.AlignCenter, self.text)


class HouseItem(Clickable):
    """A player's 9×5 house front with its coats of arms and the facade tiles built so far."""

    def __init__(self, board, name: str, colour: QColor, score: int, pos: QPointF, current: bool):
        super().__init__(QRectF(0, 0, COLS * CELL + 34, ROWS * CELL + 40))
        self.board, self.name, self.colour, self.score, self.current = board, name, colour, score, current
        self.setPos(pos)
        self.setToolTip(fill(translate("copenhagen", "{name}: points {score}, empty spaces {empty}, cards in hand {cards}"),
                             name=name, score=score, empty=board.empty_cells(), cards=board.hand_size()))

    def cell_rect(self, row: int, col: int) -> QRectF:
        return QRectF(4 + col * CELL, 30 + (ROWS - 1 - row) * CELL, CELL, CELL)

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(QPen(self.colour, 4 if self.current else 1.5))
        painter.setBrush(QColor("#f7f0e4"))
        painter.drawRoundedRect(self.rect, 8, 8)
        painter.setPen(INK)
        painter.setFont(QFont("Sans", 11, QFont.Bold))
        painter.drawText(QRectF(6, 4, self.rect.width() - 12, 22), Qt.AlignLeft | Qt.AlignVCenter,
                         f"{self.name}{' ◀' if self.current else ''}")
        painter.drawText(QRectF(6, 4, self.rect.width() - 12, 22), Qt.AlignRight | Qt.AlignVCenter, f"{self.score}")
        for row in range(ROWS):
            for col in range(COLS):
                rect = self.cell_rect(row, col)
                colour = self.board.colour_at(row, col)
                if colour is None:
                    painter.setPen(QPen(QColor("#cbbda6"), 1))
                    painter.setBrush(QColor("#efe6d6"))
                    painter.drawRect(rect)
                    if (row, col) in COAT_CELLS:
                        self._shield(painter, rect.center(), 9)
                else:
                    paint_cell(painter, rect, colour, self.board.is_brick(row, col))
        painter.setPen(QPen(INK, 2))
        for index, (colour, cells, _) in enumerate(self.board.tiles):  # tile outlines
            path = QPainterPath()
            for r, c in cells:
                path.addRect(self.cell_rect(r, c))
            painter.setBrush(Qt.NoBrush)
            painter.drawPath(path.simplified())
        for row in COAT_ROWS:
            rect = self.cell_rect(row, COLS - 1)
            self._shield(painter, QPointF(rect.right() + 15, rect.center().y()), 9)
        painter.setPen(QPen(QColor("#6b5a45"), 3))
        ground = self.cell_rect(0, 0).bottom() + 2
        painter.drawLine(QPointF(2, ground), QPointF(self.rect.width() - 2, ground))

    @staticmethod
    def _shield(painter, centre: QPointF, r: float) -> None:
        path = QPainterPath()
        path.moveTo(centre.x() - r, centre.y() - r)
        path.lineTo(centre.x() + r, centre.y() - r)
        path.lineTo(centre.x() + r, centre.y() + r * 0.2)
        path.quadTo(centre.x() + r, centre.y() + r, centre.x(), centre.y() + r * 1.3)
        path.quadTo(centre.x() - r, centre.y() + r, centre.x() - r, centre.y() + r * 0.2)
        path.closeSubpath()
        painter.setPen(QPen(QColor("#8a6d1f"), 1.5))
        painter.setBrush(QColor("#e8c547"))
        painter.drawPath(path)


class ScoreTrack(Clickable):
    def __init__(self, scores, colours, pos: QPointF):
        super().__init__(QRectF(0, 0, (WINNING_SCORE + 1) * 34, 44))
        self.scores, self.colours = scores, colours
        self.setPos(pos)
        self.setToolTip(translate("copenhagen", "Score track: the first to 12 points wins at once."))

    def paint(self, painter, option, widget=None) -> None:
        painter.setFont(QFont("Sans", 9))
        for value in range(WINNING_SCORE + 1):
            rect = QRectF(value * 34, 0, 32, 44)
            painter.setPen(QPen(QColor("#a08c6e"), 1))
            painter.setBrush(QColor("#f1d9a7") if value == WINNING_SCORE else QColor("#f7efe2"))
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(INK)
            painter.drawText(QRectF(rect.left(), 1, 32, 14), Qt.AlignCenter, str(value))
        for player, score in enumerate(self.scores):
            value = min(score, WINNING_SCORE)
            x = value * 34 + 4 + (player % 2) * 13
            y = 16 + (player // 2) * 13
            painter.setPen(QPen(INK, 1))
            painter.setBrush(self.colours[player])
            painter.drawEllipse(QRectF(x, y, 11, 11))


class CopenhagenScene(TableScene):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.selected_cards: list[int] = []
        self.armed: set[str] = set()
        self.houses: dict[int, HouseItem] = {}
        self._builds: dict = {}
        self.sync()

    # ------------------------------------------------------------ layout
    def table_rect(self) -> QRectF:
        return QRectF(0, 0, 1420, 760)

    def seat_colour(self, player: int) -> QColor:
        return QColor(self.controller.match.seats[player].colour)

    def sync(self) -> None:
        self.cancel_drag()
        self.clear()
        state = self.controller.state
        viewer = self.controller.viewer
        self._index_builds(state)
        if viewer is None or state.current_player != viewer:
            self.selected_cards.clear()
            self.armed.clear()
        self.armed = {a for a in self.armed if viewer is not None and state.players[viewer].active(a)}
        self._draw_harbour(state)
        self._draw_score_track(state)
        self._draw_houses(state)
        self._draw_supply(state)
        self._draw_hand(state, viewer)
        self._draw_prompt(state, viewer)
        self._flash_new_moves(state)

    def _flash_new_moves(self, state) -> None:
        """Glow where the latest moves happened: built cells, refilled harbour spaces."""
        for record in self.new_log_records()[-4:]:
            kind = record.action[0]
            house = self.houses.get(record.player)
            if kind in ("build", "white") and house is not None:
                cells = record.action[3] if kind == "build" else (record.action[1],)
                path = QPainterPath()
                for r, c in cells:
                    path.addRect(house.mapRectToScene(house.cell_rect(r, c)))
                self.flash(path.simplified())
            elif kind == "take":
                for i in record.action[1]:
                    path = QPainterPath()
                    path.addRoundedRect(QRectF(20 + i * 70, 34, CARD_W, CARD_H), 7, 7)
                    self.flash(path, QColor(46, 160, 67))

    def _index_builds(self, state) -> None:
        builds = defaultdict(list)
        for action in state.legal_actions():
            if action[0] == "build":
                builds[(action[1], action[2], action[3], action[4])].append(action)
            elif action[0] == "white":
                builds[(WHITE, 1, (action[1],), None)].append(action)
        self._builds = builds

    def _label(self, text: str, pos: QPointF, size: int = 12, bold: bool = True):
        item = self.addSimpleText(text, QFont("Sans", size, QFont.Bold if bold else QFont.Normal))
        item.setBrush(INK)
        item.setPos(pos)
        return item

    def _draw_harbour(self, state) -> None:
        self._label(translate("copenhagen", "Harbour"), QPointF(20, 8))
        can_take = self.controller.can_act and state.phase == "turn"
        for i, colour in enumerate(state.display):
            item = CardItem(colour, QPointF(20 + i * 70, 34),
                            (lambda i=i: self.click_card(i)) if can_take and colour else None,
                            fill(translate("copenhagen", "{colour} facade card"), colour=translate("copenhagen", colour))
                            if colour else translate("copenhagen", "empty space"))
            item.selected = i in self.selected_cards
            self.addItem(item)
        supply = CardItem("back", QPointF(530, 34), None,
                          translate("copenhagen", "The supply: cards refill the harbour from here."),
                          fill(translate("copenhagen", "Supply\n{count}"), count=len(state.supply)))
        self.addItem(supply)
        if state.end_card_in_supply or state.end_card_revealed:
            end_text = (translate("copenhagen", "End card\nrevealed") if state.end_card_revealed
                        else translate("copenhagen", "End card\nin supply"))
        else:
            end_text = translate("copenhagen", "End card\nbeside the\ntrack")
        end = CardItem("end", QPointF(600, 34), None,
                       translate("copenhagen", "The game ends when the End-of-Game card is revealed while refilling the harbour."),
                       end_text)
        self.addItem(end)
        discard = self._label(fill(translate("copenhagen", "Discards: {count}"), count=sum(state.discard)),
                              QPointF(530, 130), 9, False)
        discard.setToolTip(translate("copenhagen", "Cards handed in or discarded; with 3-4 players they form the second supply."))

    def _draw_score_track(self, state) -> None:
        self._label(translate("copenhagen", "Score (12 wins at once)"), QPointF(690, 8))
        colours = [self.seat_colour(i) for i in range(len(state.players))]
        self.addItem(ScoreTrack(state.scores(), colours, QPointF(690, 34)))

    def _draw_houses(self, state) -> None:
        self.houses.clear()
        scores = state.scores()
        for player, board in enumerate(state.players):
            seat = self.controller.match.seats[player]
            house = HouseItem(board, seat.name, self.seat_colour(player), scores[player],
                              QPointF(20 + player * 232, 150), player == state.current_player)
            self.addItem(house)
            self.houses[player] = house
            abilities = [(name, on) for name, on in board.abilities.items()]
            text = "  ".join(f"{ABILITY_LETTER[n]}{'' if on else '·'}" for n, on in abilities)
            count = board.hand_size()
            info = self._label(translate("copenhagen", "%n cards", None, count) + "   " + text,
                               QPointF(24 + player * 232, 150 + house.rect.height() + 4), 9, False)
            info.setToolTip(translate("copenhagen", "Cards in hand and ability tiles (· = used)."))

    def _draw_supply(self, state) -> None:
        x0, y0 = 950, 124
        self._label(translate("copenhagen", "Facade tiles"), QPointF(x0, y0 - 26))
        for row, colour in enumerate(COLOURS):
            for col, size in enumerate((2, 3, 4, 5)):
                kind = (colour, size)
                self.addItem(TileItem(self, kind, state.tile_supply[kind], QPointF(x0 + col * 110 - (15 if size == 5 else 0), y0 + row * 74)))
        white = TileItem(self, (WHITE, 1), state.white_supply, QPointF(x0, y0 + 5 * 74 + 6))
        white.setToolTip(fill(translate("copenhagen", "White tiles: {count} left. Only a coat of arms gives one."),
                              count=state.white_supply))
        self.addItem(white)
        self._label(translate("copenhagen", "Abilities"), QPointF(x0 + 80, y0 + 5 * 74))
        arms = state.phase == "arms" and self.controller.can_act
        legal = set(state.legal_actions()) if arms else set()
        for i, name in enumerate(ABILITIES):
            left = state.ability_supply.get(name, 0)
            action = ("ability", name)
            item = AbilityItem(name, left > 0, QPointF(x0 + 80 + (i % 3) * 84, y0 + 5 * 74 + 24 + (i // 3) * 56),
                               (lambda a=action: self.controller.try_action(a)) if action in legal else None,
                               "\n" + fill(translate("copenhagen", "{count} left in the supply."), count=left))
            item.lit = action in legal
            self.addItem(item)

    def _draw_hand(self, state, viewer) -> None:
        y = 612
        if viewer is None:
            self._label(translate("copenhagen", "Hands are hidden."), QPointF(20, y))
            return
        board = state.players[viewer]
        seat = self.controller.match.seats[viewer]
        self._label(fill(translate("copenhagen", "{name}'s hand ({count}/7)"), name=seat.name, count=board.hand_size()),
                    QPointF(20, y - 24))
        discarding = state.phase == "discard" and self.controller.can_act and state.current_player == viewer
        x = 20
        for index, colour in enumerate(COLOURS):
            for _ in range(board.hand[index]):
                action = ("discard", colour)
                card = CardItem(colour, QPointF(x, y), (lambda a=action: self.controller.try_action(a)) if discarding else None,
                                fill(translate("copenhagen", "{colour} card — click to discard") if discarding
                                     else translate("copenhagen", "{colour} card"), colour=translate("copenhagen", colour)))
                card.lit = discarding
                self.addItem(card)
                x += 50
        x = max(x + 40, 420)
        self._label(translate("copenhagen", "Your abilities (click to use)"), QPointF(x, y - 24))
        my_turn = self.controller.can_act and state.current_player == viewer
        for name in ABILITIES:
            if name not in board.abilities:
                continue
            active = board.active(name)
            item = AbilityItem(name, active, QPointF(x, y), (lambda n=name: self.toggle_ability(n)) if my_turn and active else None)
            item.selected = name in self.armed
            self.addItem(item)
            x += 84

    def _draw_prompt(self, state, viewer) -> None:
        if not self.controller.can_act:
            return
        y = 722
        text = {
            "turn": translate("copenhagen", "Take two neighbouring cards from the harbour, or drag a facade tile onto your house."),
            "discard": translate("copenhagen", "You hold more than 7 cards: click cards in your hand to discard."),
            "build": translate("copenhagen", "Both Actions: now drag a facade tile onto your house, or skip building."),
            "arms": fill(translate("copenhagen", "Coat of arms ({count}): place a white tile, take an ability, or reactivate."),
                         count=state.pending_arms),
        }[state.phase]
        self._label(text, QPointF(20, y), 11, False)
        x = 880
        if state.phase == "build":
            self.addItem(ButtonItem(translate("copenhagen", "Skip building"), QPointF(x, y - 6), lambda: self.controller.try_action(("skip_build",))))
        if state.phase == "arms" and ("reactivate",) in state.legal_actions():
            self.addItem(ButtonItem(translate("copenhagen", "Reactivate abilities"), QPointF(x, y - 6), lambda: self.controller.try_action(("reactivate",)), 180))
        if ("pass",) in state.legal_actions():
            self.addItem(ButtonItem(translate("copenhagen", "Pass"), QPointF(x, y - 6), lambda: self.controller.try_action(("pass",))))

    # ------------------------------------------------------------ taking cards
    def toggle_ability(self, name: str) -> None:
        self.armed ^= {name}
        self.schedule_sync()
        if name in self.armed:
            self.say(fill(translate("copenhagen", "{ability} ready: {rule}"),
                          ability=translate("copenhagen", ABILITY_NAMES[name]),
                          rule=translate("copenhagen", ABILITY_RULES[name])))

    def click_card(self, index: int) -> None:
        if index in self.selected_cards:
            self.selected_cards.remove(index)
            self.schedule_sync()
            return
        self.selected_cards.append(index)
        needed = 3 if ADDITIONAL_CARD in self.armed else 2
        if len(self.selected_cards) < needed:
            self.schedule_sync()
            self.say(translate("copenhagen", "Now pick a neighbouring card."))
            return
        indices = tuple(sorted(self.selected_cards))
        self.selected_cards.clear()
        wanted = {a for a in self.armed if a in TAKE_ABILITIES}
        takes = [a for a in self.controller.state.legal_actions() if a[0] == "take" and a[1] == indices]
        candidates = [a for a in takes if wanted <= set(a[2])]
        if not candidates:  # Any Cards switched on for neighbours: take them without spending it
            candidates = [a for a in takes if wanted - {ANY_CARDS} <= set(a[2])]
        candidates.sort(key=lambda a: len(a[2]))
        if candidates:
            self.armed -= set(candidates[0][2])
            self.controller.try_action(candidates[0])
            return
        self.schedule_sync()
        if len(indices) == 2 and indices[1] - indices[0] != 1:
            self.say(translate("copenhagen", "Those cards are not neighbours (the two ends are not neighbours either); "
                               "an active Any Cards tile would allow it."))
        else:
            self.say(translate("copenhagen", "You cannot take those cards."))

    # ------------------------------------------------------------ building
    def start_tile_drag(self, kind, scene_pos: QPointF, hold: bool) -> None:
        state = self.controller.state
        if kind[0] == WHITE and state.phase != "arms":
            self.say(translate("copenhagen", "White tiles come only from a coat of arms."))
            return
        if kind[0] != WHITE and state.phase not in ("turn", "build"):
            self.say({"arms": translate("copenhagen", "Choose your coat-of-arms reward first."),
                      "discard": translate("copenhagen", "Discard down to 7 cards first.")}.get(
                state.phase, translate("copenhagen", "Not now.")))
            return
        self.begin_drag(kind, FACADE[kind[0]], scene_pos, hold=hold)
        if hold:
            self.say(translate("copenhagen", "Move the tile over your house and click to build (R rotate, F flip, Esc put back)."))

    def ghost_path(self, payload, rotation: int, flipped: bool) -> QPainterPath:
        return shape_path(transform(SHAPES[payload], rotation, flipped))

    def paint_ghost(self, painter, payload, rotation: int, flipped: bool) -> None:
        shape = transform(SHAPES[payload], rotation, flipped)
        height = max(y for _, y, _ in shape) + 1
        for x, y, brick in shape:
            paint_cell(painter, QRectF(x * CELL, (height - 1 - y) * CELL, CELL, CELL), payload[0], brick)

    def _ghost_cells(self, payload, scene_pos: QPointF, rotation: int, flipped: bool):
        """Candidate placements under the ghost, nearest first: its shape centred on the pointer,
        then the neighbouring grid positions (so the ghost snaps to a legal spot close by)."""
        player = self.controller.state.current_player
        house = self.houses.get(player)
        if house is None:
            return []
        shape = transform(SHAPES[payload], rotation, flipped)
        width = max(x for x, _, _ in shape) + 1
        height = max(y for _, y, _ in shape) + 1
        local = house.mapFromScene(scene_pos)
        col_f = (local.x() - 4) / CELL - width / 2
        top_f = (local.y() - 30) / CELL - height / 2
        if not (-2.5 <= col_f <= COLS + 0.5 and -2.5 <= top_f <= ROWS + 0.5):
            return []
        candidates = []
        for left_col in {round(col_f) + d for d in (-1, 0, 1)}:
            for top in {round(top_f) + d for d in (-1, 0, 1)}:
                bottom_row = ROWS - top - height
                cells = tuple(sorted((bottom_row + y, left_col + x) for x, y, _ in shape))
                brick = next(((bottom_row + y, left_col + x) for x, y, b in shape if b), None)
                top_left = house.mapToScene(QPointF(4 + left_col * CELL, 30 + top * CELL))
                distance = (left_col - col_f) ** 2 + (top - top_f) ** 2
                candidates.append((distance, cells, brick, top_left))
        candidates.sort(key=lambda c: c[0])
        return candidates

    def drag_target(self, payload, scene_pos: QPointF, rotation: int, flipped: bool) -> DropTarget | None:
        candidates = self._ghost_cells(payload, scene_pos, rotation, flipped)
        if not candidates:
            return None
        colour, size = payload
        for distance, cells, brick, top_left in candidates:
            if distance > 0.9:
                break  # only snap to a legal spot within reach of the pointer
            options = self._builds.get((colour, size, cells, brick), [])
            if options:
                action = self._preferred(options)
                if colour == WHITE:
                    return DropTarget(top_left, True, translate("copenhagen", "free"), action)
                used = [QCoreApplication.translate("copenhagen", ABILITY_NAMES[a]) for a in action[6]]
                label = fill(translate("copenhagen", "cost: {count}"), count=sum(action[5]))
                if used:
                    label += f" ({', '.join(used)})"
                return DropTarget(top_left, True, label, action)
        _, cells, brick, top_left = candidates[0]
        return DropTarget(top_left, False, "", None, self._reason(colour, size, cells, brick))

    def _preferred(self, options):
        """The build matching the abilities the player switched on; else the one using fewest."""
        if options[0][0] == "white":
            return options[0]
        wanted = tuple(a for a in (CHANGE_OF_COLORS, CONSTRUCTION_DISCOUNT) if a in self.armed)
        exact = [a for a in options if a[6] == wanted]
        pool = exact or sorted(options, key=lambda a: len(a[6]))
        return pool[0]

    def _reason(self, colour, size, cells, brick) -> str:
        state = self.controller.state
        if colour == WHITE:
            return self.controller.reason_for(("white", cells[0])) or translate("copenhagen", "You cannot place a white tile there.")
        board = state.players[state.current_player]
        cost = state.build_cost(board, colour, size, cells, False)
        pay = [0] * len(COLOURS)
        pay[COLOURS.index(colour)] = cost
        reason = self.controller.reason_for(("build", colour, size, cells, brick, tuple(pay), ()))
        return reason or translate("copenhagen", "You cannot build that tile there.")

    def drop(self, payload, target: DropTarget) -> bool:
        action = target.action
        if action[0] == "build":
            same = [a for a in self._builds[(action[1], action[2], action[3], action[4])] if a[6] == action[6]]
            if len(same) > 1:
                action = self._ask_payment(same)
                if action is None:
                    self.say(translate("copenhagen", "Build cancelled."))
                    return False
            self.armed -= set(action[6])
        return self.controller.try_action(action)

    def _ask_payment(self, options):
        menu = QMenu()
        menu.setTitle(translate("copenhagen", "How do you pay?"))
        chosen = {}
        for action in options:
            text = " + ".join(f"{n} {translate('copenhagen', c)}" for c, n in zip(COLOURS, action[5]) if n)
            chosen[menu.addAction(fill(translate("copenhagen", "Pay {cards}"), cards=text))] = action
        views = self.views()
        where = views[0].mapToGlobal(views[0].rect().center()) if views else None
        picked = menu.exec(where) if where is not None else None
        return chosen.get(picked)

    def keyboard_step(self, target, dx: int, dy: int):
        if target is None:
            return None
        return target.pos + QPointF(dx * CELL, dy * CELL) + self.ghost_path(
            self.drag_payload, self.rotation, self.flipped).boundingRect().center()

    def show_hint(self, action) -> None:
        """Light where the suggested move happens and say it in words."""
        state = self.controller.state
        kind = action[0]
        house = self.houses.get(state.current_player)
        path = QPainterPath()
        if kind in ("build", "white") and house is not None:
            for r, c in (action[3] if kind == "build" else (action[1],)):
                path.addRect(house.mapRectToScene(house.cell_rect(r, c)))
        elif kind == "take":
            for i in action[1]:
                path.addRoundedRect(QRectF(20 + i * 70, 34, CARD_W, CARD_H), 7, 7)
        if not path.isEmpty():
            self.flash(path.simplified(), QColor(52, 152, 219), 2600)
        self.say(fill(translate("copenhagen", "Hint: {move}"), move=describe_action(state, action, "copenhagen")))
