"""New York's table: market, money display and deck, the cities with their reserves, the hand,
the score table with a "points if scored now" preview, and the scorings so far.

The scene keeps no rules: every lit cell, button and drop comes from `state.legal_actions()`,
indexed once per sync; every input ends in `controller.try_action`.
"""
from __future__ import annotations

import math
from collections import defaultdict

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from desktop_app.table.text import tr
from desktop_app.table.scene import INK, DropTarget, TableScene
from .components import (
    CURRENCIES, MARKET_SLOTS, START_TILE, TILE_PRICE, TILE_STREETS,
    TILE_TYPE, TYPES, card_currency, card_value,
)

TABLE_W, TABLE_H = 1520, 900
CITY_TOP, CITY_BOTTOM, CITY_RIGHT = 168, 742, 1070
TYPE_COLOURS = ("#8e5fa8", "#c7772e", "#5d6d7e", "#c9a227", "#3e9b4f", "#2e6fb0")
TYPE_HATCH = (Qt.FDiagPattern, Qt.BDiagPattern, Qt.HorPattern, Qt.Dense6Pattern, Qt.CrossPattern, Qt.VerPattern)
BANK_COLOURS = ("#2f6db5", "#3d9a4a", "#e0b420", "#c0392b")
BANK_HATCH = (Qt.HorPattern, Qt.VerPattern, Qt.Dense6Pattern, Qt.BDiagPattern)
STREET = QColor("#4a4a4a")
# The component colours (contract "Palette"): seat colours stay CIEDE2000 >= 25 away from these.
PALETTE: dict[str, str] = {**{f"building {i}": c for i, c in enumerate(TYPE_COLOURS)},
                           **{f"bank {i}": c for i, c in enumerate(BANK_COLOURS)}}
LIT = QColor(46, 160, 67)


def type_letter(kind: int) -> str:
    """The letters of a building type on tiles and tables, in the player's language."""
    translate = QCoreApplication.translate
    return (translate("new_york", "T", "letters for theatre"), translate("new_york", "M", "letters for museum"),
            translate("new_york", "St", "letters for station"), translate("new_york", "Te", "letters for temple"),
            translate("new_york", "P", "letters for park"), translate("new_york", "Sk", "letters for skyscraper"))[kind]


def currency_letter(bank: int) -> str:
    """The letter of a bank (currency) on cards and the market, in the player's language."""
    translate = QCoreApplication.translate
    return (translate("new_york", "B", "letter for blue money"), translate("new_york", "G", "letter for green money"),
            translate("new_york", "Y", "letter for yellow money"), translate("new_york", "R", "letter for red money"))[bank]


def tile_label(tile: int) -> str:
    if tile == START_TILE:
        return tr("new_york", "Times Square")
    return tr("new_york", "{kind}, {price}", kind=tr("new_york", TYPES[TILE_TYPE[tile]]), price=TILE_PRICE[tile])


def paint_tile(painter, box: QRectF, tile: int, seat_colour: QColor | None = None) -> None:
    """A building tile: its type's colour, hatch and letter, price in the corner, streets as grey
    roads with a dashed centre line along the sides that have one."""
    painter.save()
    if tile == START_TILE:
        painter.setPen(QPen(seat_colour or INK, 3))
        painter.setBrush(QColor("#f4e9c8"))
        painter.drawRect(box)
        painter.setBrush(QBrush(QColor("#d9c38a"), Qt.Dense5Pattern))
        painter.drawRect(box.adjusted(3, 3, -3, -3))
        star = QPainterPath()
        c, r = box.center(), box.width() * 0.28
        for k in range(10):
            radius = r if k % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + k * math.pi / 5
            point = QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle))
            star.moveTo(point) if k == 0 else star.lineTo(point)
        star.closeSubpath()
        painter.setPen(QPen(INK, 1))
        painter.setBrush(seat_colour or QColor("#e0b420"))
        painter.drawPath(star)
        painter.restore()
        return
    kind = TILE_TYPE[tile]
    base = QColor(TYPE_COLOURS[kind])
    painter.setPen(QPen(base.darker(170), 1))
    painter.setBrush(base.lighter(135))
    painter.drawRect(box)
    painter.setBrush(QBrush(base.darker(115), TYPE_HATCH[kind]))
    painter.drawRect(box)
    w = box.width()
    band = w * 0.2
    streets = TILE_STREETS[tile]
    painter.setPen(Qt.NoPen)
    painter.setBrush(STREET)
    sides = {1: QRectF(box.left(), box.top(), w, band), 4: QRectF(box.left(), box.bottom() - band, w, band),
             8: QRectF(box.left(), box.top(), band, w), 2: QRectF(box.right() - band, box.top(), band, w)}
    for bit, road in sides.items():
        if streets & bit:
            painter.drawRect(road)
    dash = QPen(QColor("#f5f0e0"), max(1.0, w / 40), Qt.DashLine)
    painter.setPen(dash)
    for bit, road in sides.items():
        if streets & bit:
            if bit in (1, 4):
                painter.drawLine(QPointF(road.left() + 2, road.center().y()), QPointF(road.right() - 2, road.center().y()))
            else:
                painter.drawLine(QPointF(road.center().x(), road.top() + 2), QPointF(road.center().x(), road.bottom() - 2))
    inner = box.adjusted(w * 0.27, w * 0.27, -w * 0.27, -w * 0.27)
    painter.setPen(QPen(base.darker(180), 1))
    painter.setBrush(QColor(255, 252, 240, 230))
    painter.drawRoundedRect(inner, 4, 4)
    painter.setPen(base.darker(200))
    painter.setFont(QFont("Sans", max(6, int(w * 0.2)), QFont.Bold))
    painter.drawText(inner, Qt.AlignCenter, type_letter(kind))
    if w >= 34:
        painter.setFont(QFont("Sans", max(6, int(w * 0.14)), QFont.Bold))
        painter.setPen(QColor("white"))
        painter.drawText(QRectF(box.left() + band * 0.2, box.top() + band * 0.9, w * 0.3, w * 0.22),
                         Qt.AlignLeft | Qt.AlignTop, str(TILE_PRICE[tile]))
    painter.restore()


def paint_card(painter, box: QRectF, card: int | None, selected: bool = False, lit: bool = False) -> None:
    """A money card: the bank's colour, hatch and letter, and its value."""
    painter.save()
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(0, 0, 0, 40))
    painter.drawRoundedRect(box.translated(2, 3), 6, 6)
    if card is None:
        painter.setPen(QPen(QColor("#b8ab96"), 1.5, Qt.DashLine))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(box, 6, 6)
        painter.restore()
        return
    bank = card_currency(card)
    colour = QColor(BANK_COLOURS[bank])
    painter.setPen(QPen(QColor("#fffaf0"), 2))
    painter.setBrush(colour)
    painter.drawRoundedRect(box, 6, 6)
    painter.setBrush(QBrush(colour.darker(130), BANK_HATCH[bank]))
    painter.drawRoundedRect(box.adjusted(3, 3, -3, -3), 5, 5)
    circle = QRectF(box.center().x() - box.width() * 0.32, box.center().y() - box.width() * 0.32,
                    box.width() * 0.64, box.width() * 0.64)
    painter.setBrush(QColor("#fffaf0"))
    painter.setPen(QPen(colour.darker(150), 1.5))
    painter.drawEllipse(circle)
    painter.setPen(INK)
    painter.setFont(QFont("Sans", max(7, int(box.width() * 0.3)), QFont.Bold))
    painter.drawText(circle, Qt.AlignCenter, str(card_value(card)))
    painter.setFont(QFont("Sans", max(6, int(box.width() * 0.16)), QFont.Bold))
    painter.setPen(QColor("white"))
    painter.drawText(box.adjusted(4, 2, -4, -2), Qt.AlignLeft | Qt.AlignTop, currency_letter(bank))
    if selected or lit:
        painter.setPen(QPen(QColor("#f39c12") if selected else LIT, 4))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(box.adjusted(-2, -2, 2, 2), 7, 7)
    painter.restore()


class Painted(QGraphicsObject):
    """A painted item with a box, an optional click callback and an optional press-to-drag hook."""

    def __init__(self, box: QRectF, painter_fn, on_click=None, on_drag=None, tooltip: str = ""):
        super().__init__()
        self.box = box
        self.painter_fn = painter_fn
        self.on_click = on_click
        self.on_drag = on_drag
        self._press: QPointF | None = None
        self.setToolTip(tooltip)
        active = on_click is not None or on_drag is not None
        self.setAcceptedMouseButtons(Qt.LeftButton if active else Qt.NoButton)
        if on_drag is not None:
            self.setCursor(Qt.OpenHandCursor)
        elif on_click is not None:
            self.setCursor(Qt.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return self.box.adjusted(-5, -5, 5, 5)

    def paint(self, painter, option, widget=None) -> None:
        self.painter_fn(painter, self.box)

    def mousePressEvent(self, event) -> None:
        self._press = event.scenePos()
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is not None and self.on_drag is not None \
                and (event.scenePos() - self._press).manhattanLength() > 6:
            self._press = None
            self.on_drag(event.scenePos(), False)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is None:
            return
        self._press = None
        if self.on_drag is not None:
            self.on_drag(event.scenePos(), True)  # a plain click picks the tile up (click path)
        elif self.on_click is not None and self.box.contains(event.pos()):
            self.on_click()


class CityArea(QGraphicsObject):
    """One player's city on a grid, its header (name, score, money) and its reserve strip."""

    def __init__(self, table: "NewYorkScene", player: int, box: QRectF, highlight: bool):
        super().__init__()
        self.table = table
        self.player = player
        self.box = box
        self.highlight = highlight
        self.lit_cells: set = set()
        self.drop_cells: set = set()
        state = table.controller.state
        self.city = state.players[player].city
        cells = list(self.city.cells)
        xs = [x for x, _ in cells]
        ys = [y for _, y in cells]
        self.min_x, self.max_x = min(xs) - 1, max(xs) + 1
        self.min_y, self.max_y = min(ys) - 1, max(ys) + 1
        cols, rows = self.max_x - self.min_x + 1, self.max_y - self.min_y + 1
        self.reserve_h = 46
        city_h = box.height() - 28 - self.reserve_h
        self.cell = max(14.0, min(54.0, (box.width() - 16) / cols, city_h / rows))
        grid_w, grid_h = cols * self.cell, rows * self.cell
        self.origin = QPointF(box.left() + (box.width() - grid_w) / 2, box.top() + 26 + (city_h - grid_h) / 2)
        self.reserve_box = QRectF(box.left() + 6, box.bottom() - self.reserve_h + 2, box.width() - 12, self.reserve_h - 8)
        self.setAcceptedMouseButtons(Qt.LeftButton)
        self._press = None

    def cell_rect(self, cell) -> QRectF:
        x, y = cell
        return QRectF(self.origin.x() + (x - self.min_x) * self.cell, self.origin.y() + (y - self.min_y) * self.cell,
                      self.cell, self.cell)

    def cell_at(self, scene_pos: QPointF):
        x = math.floor((scene_pos.x() - self.origin.x()) / self.cell) + self.min_x
        y = math.floor((scene_pos.y() - self.origin.y()) / self.cell) + self.min_y
        if self.min_x - 1 <= x <= self.max_x + 1 and self.min_y - 1 <= y <= self.max_y + 1 \
                and self.box.contains(scene_pos) and not self.reserve_box.contains(scene_pos):
            return (x, y)
        return None

    def boundingRect(self) -> QRectF:
        return self.box.adjusted(-4, -4, 4, 4)

    def paint(self, painter, option, widget=None) -> None:
        state = self.table.controller.state
        seat = self.table.controller.match.seats[self.player]
        colour = QColor(seat.colour)
        painter.setPen(QPen(colour, 4 if self.highlight else 1.5))
        painter.setBrush(QColor("#f7f0e4"))
        painter.drawRoundedRect(self.box, 9, 9)
        player = state.players[self.player]
        painter.setPen(INK)
        painter.setFont(QFont("Sans", 11, QFont.Bold))
        header = QRectF(self.box.left() + 10, self.box.top() + 3, self.box.width() - 20, 22)
        marker = " ◀" if state.current_player == self.player else ""
        painter.drawText(header, Qt.AlignLeft | Qt.AlignVCenter, f"{seat.name}{marker}")
        painter.setFont(QFont("Sans", 9))
        info = tr("new_york", "{points} points · {cards} cards · street {street}", points=player.score,
                  cards=len(player.hand), street=self.city.longest_street())
        painter.drawText(header, Qt.AlignRight | Qt.AlignVCenter, info)
        # Empty plots around the city, then the tiles; lit plots are legal for the dragged tile.
        for x in range(self.min_x, self.max_x + 1):
            for y in range(self.min_y, self.max_y + 1):
                if (x, y) in self.city.cells:
                    continue
                rect = self.cell_rect((x, y))
                if (x, y) in self.lit_cells:
                    painter.setPen(QPen(LIT, 3))
                    painter.setBrush(QColor(46, 160, 67, 50))
                    painter.drawRect(rect.adjusted(2, 2, -2, -2))
                elif self.drop_cells:
                    painter.setPen(QPen(QColor("#d9cdb8"), 1, Qt.DotLine))
                    painter.setBrush(QColor(200, 190, 170, 60))
                    painter.drawRect(rect)
                else:
                    painter.setPen(QPen(QColor("#e2d7c3"), 1, Qt.DotLine))
                    painter.setBrush(Qt.NoBrush)
                    painter.drawRect(rect)
        for cell, tile in self.city.cells.items():
            paint_tile(painter, self.cell_rect(cell), tile, colour)
            if cell in self.lit_cells:  # a swap target
                painter.setPen(QPen(LIT, 3))
                painter.setBrush(Qt.NoBrush)
                painter.drawRect(self.cell_rect(cell).adjusted(2, 2, -2, -2))
        # The reserve strip.
        painter.setPen(QPen(QColor("#b8a98f"), 1, Qt.DashLine))
        painter.setBrush(QColor("#efe5d2") if not self.table.reserve_lit(self.player) else QColor(46, 160, 67, 45))
        painter.drawRoundedRect(self.reserve_box, 6, 6)
        painter.setPen(QColor("#7a6a55"))
        painter.setFont(QFont("Sans", 8))
        painter.drawText(self.reserve_box.adjusted(6, 0, 0, 0), Qt.AlignLeft | Qt.AlignVCenter,
                         tr("new_york", "Reserve") if not player.reserve else "")
        for index, tile in enumerate(player.reserve):
            paint_tile(painter, self.reserve_tile_rect(index), tile)
        if self.table.show_other_money(self.player):
            money = "  ".join(f"{currency_letter(b)}{player.money(b)}" for b in range(len(CURRENCIES)))
            painter.setPen(INK)
            painter.drawText(QRectF(self.box.left() + 10, self.box.top() + 22, self.box.width() - 20, 14),
                             Qt.AlignRight | Qt.AlignVCenter, money)

    def reserve_tile_rect(self, index: int) -> QRectF:
        size = self.reserve_box.height() - 6
        return QRectF(self.reserve_box.left() + 4 + index * (size + 3), self.reserve_box.top() + 3, size, size)

    def reserve_index_at(self, scene_pos: QPointF) -> int | None:
        for index in range(len(self.table.controller.state.players[self.player].reserve)):
            if self.reserve_tile_rect(index).contains(scene_pos):
                return index
        return None

    # Dragging a city tile (to the reserve) or a reserve tile (into the city), or clicking to hold it.
    def mousePressEvent(self, event) -> None:
        self._press = event.scenePos()
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is not None and (event.scenePos() - self._press).manhattanLength() > 6:
            start, self._press = self._press, None
            self.table.start_from_city(self.player, start, event.scenePos(), hold=False)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is not None:
            start, self._press = self._press, None
            self.table.start_from_city(self.player, start, event.scenePos(), hold=True)


class NewYorkScene(TableScene):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.selected_hand: list[int] = []  # indices into the viewer's sorted hand
        self.selected_display: list[int] = []
        self.areas: dict[int, CityArea] = {}
        self.neutral_box: QRectF | None = None
        self.legal: set = set()
        self.by_tile: dict = defaultdict(list)  # tile -> legal place/to_city/swap/reserve/neutral actions
        self.to_reserve: dict = {}  # city cell -> action
        self.market_boxes: list[QRectF] = []
        self.sync()

    # ------------------------------------------------------------ layout
    def table_rect(self) -> QRectF:
        return QRectF(0, 0, TABLE_W, TABLE_H)

    def seat_colour(self, player: int) -> QColor:
        return QColor(self.controller.match.seats[player].colour)

    def my_turn(self) -> bool:
        state = self.controller.state
        return self.controller.can_act and state.current_player is not None

    def show_other_money(self, player: int) -> bool:
        state = self.controller.state
        return state.options.get("hands", "hidden") == "open" or state.is_over

    def reserve_lit(self, player: int) -> bool:
        payload = self.drag_payload if self.ghost is not None else None
        if payload is None or player != self.controller.state.current_player:
            return False
        if payload[0] == "pending":
            return ("reserve", payload[1]) in self.legal
        return payload[0] == "city" and payload[1] in self.to_reserve

    def sync(self) -> None:
        self.cancel_drag()
        self.clear()
        self.areas.clear()
        state = self.controller.state
        viewer = self.controller.viewer
        self.legal = set(state.legal_actions()) if self.my_turn() else set()
        self.by_tile = defaultdict(list)
        self.to_reserve = {}
        for action in self.legal:
            if action[0] in ("place", "to_city", "swap", "reserve", "neutral"):
                self.by_tile[action[1]].append(action)
            elif action[0] == "to_reserve":
                self.to_reserve[action[1]] = action
        if viewer is None or state.current_player != viewer:
            self.selected_hand.clear()
            self.selected_display.clear()
        hand = state.players[viewer].hand if viewer is not None else []
        self.selected_hand = [i for i in self.selected_hand if i < len(hand)]
        self.selected_display = [i for i in self.selected_display if i < len(state.display)]
        self._draw_market(state)
        self._draw_money(state)
        self._draw_scores(state)
        self._draw_cities(state)
        self._draw_bottom(state, viewer)
        self._draw_scorings(state)
        self._flash_new_moves(state)

    def _label(self, text: str, pos: QPointF, size: int = 12, bold: bool = True, colour: QColor = INK):
        item = self.addSimpleText(text, QFont("Sans", size, QFont.Bold if bold else QFont.Normal))
        item.setBrush(colour)
        item.setPos(pos)
        return item

    def _button(self, text: str, pos: QPointF, action_fn, width: float = 170) -> Painted:
        def draw(painter, box, text=text):
            painter.setPen(QPen(QColor("#7a5c3a"), 1.5))
            painter.setBrush(QColor("#fbeed3"))
            painter.drawRoundedRect(box, 8, 8)
            painter.setPen(INK)
            painter.setFont(QFont("Sans", 10, QFont.Bold))
            painter.drawText(box, Qt.AlignCenter, text)
        item = Painted(QRectF(0, 0, width, 32), draw, action_fn, None, text)
        item.setPos(pos)
        self.addItem(item)
        return item

    # ------------------------------------------------------------ market
    def _draw_market(self, state) -> None:
        self._label(tr("new_york", "Building market"), QPointF(20, 6))
        self.market_boxes = []
        payment = self.selected_payment()
        for slot in range(MARKET_SLOTS):
            box = QRectF(20 + slot * 128, 32, 118, 126)
            self.market_boxes.append(box)
            tile = state.market[slot]
            note = self._payment_note(state, slot, payment)

            def draw(painter, rect, slot=slot, tile=tile, note=note):
                colour = QColor(BANK_COLOURS[slot])
                painter.setPen(QPen(colour.darker(140), 2))
                painter.setBrush(colour.lighter(160))
                painter.drawRoundedRect(rect, 8, 8)
                painter.setBrush(QBrush(colour.lighter(120), BANK_HATCH[slot]))
                painter.drawRoundedRect(rect, 8, 8)
                painter.setPen(INK)
                painter.setFont(QFont("Sans", 9, QFont.Bold))
                painter.drawText(QRectF(rect.left() + 6, rect.top() + 2, rect.width() - 12, 16), Qt.AlignLeft,
                                 f"{currency_letter(slot)} · {tr('new_york', CURRENCIES[slot])}")
                if tile is not None:
                    paint_tile(painter, QRectF(rect.center().x() - 32, rect.top() + 20, 64, 64), tile)
                    painter.setFont(QFont("Sans", 8))
                    painter.drawText(QRectF(rect.left() + 2, rect.top() + 86, rect.width() - 4, 16), Qt.AlignCenter,
                                     tile_label(tile))
                    if note:
                        painter.setFont(QFont("Sans", 7, QFont.Bold))
                        painter.drawText(QRectF(rect.left() + 2, rect.top() + 104, rect.width() - 4, 16),
                                         Qt.AlignCenter, note)
                else:
                    painter.setFont(QFont("Sans", 9))
                    painter.drawText(rect, Qt.AlignCenter, tr("new_york", "empty"))
            can_buy = tile is not None and any(a[0] == "buy" and a[1] == slot for a in self.legal)
            item = Painted(box, draw, (lambda slot=slot: self.click_market(slot)) if can_buy else None, None,
                           tr("new_york", "Pay in {bank}: select cards in your hand, then click here. "
                                          "Click with nothing selected for a suggested payment.",
                              bank=tr("new_york", CURRENCIES[slot])))
            self.addItem(item)

    def _payment_note(self, state, slot: int, payment) -> str:
        tile = state.market[slot]
        if tile is None or not payment:
            if tile is not None and self.my_turn() and state.phase == "act" and self._exact_payments(slot):
                return tr("new_york", "exact payment ✓")
            return ""
        if any(card_currency(c) != slot for c in payment):
            return ""
        total = sum(card_value(c) for c in payment)
        price = TILE_PRICE[tile]
        if total == price:
            return tr("new_york", "{total}: exact ✓ (another action)", total=total)
        if total > price:
            return tr("new_york", "{total}: overpaid, ends the turn", total=total)
        return tr("new_york", "{total}: not enough", total=total)

    def _exact_payments(self, slot: int) -> list:
        tile = self.controller.state.market[slot]
        return [a[2] for a in self.legal if a[0] == "buy" and a[1] == slot
                and sum(card_value(c) for c in a[2]) == TILE_PRICE[tile]]

    def selected_payment(self) -> tuple:
        viewer = self.controller.viewer
        if viewer is None:
            return ()
        hand = self.controller.state.players[viewer].hand
        return tuple(sorted(hand[i] for i in self.selected_hand if i < len(hand)))

    def click_market(self, slot: int) -> None:
        payment = self.selected_payment()
        if not payment:
            self.suggest_payment(slot)
            return
        action = ("buy", slot, payment)
        if action in self.legal:
            self.selected_hand.clear()
            self.controller.try_action(action)
            return
        reason = self.controller.reason_for(action)
        self.say(reason or tr("new_york", "You cannot buy that building with those cards."))
        self.schedule_sync()

    def suggest_payment(self, slot: int) -> None:
        """Select the exact payment when one exists, else the smallest legal one."""
        viewer = self.controller.viewer
        options = [a[2] for a in self.legal if a[0] == "buy" and a[1] == slot]
        if viewer is None or not options:
            self.say(tr("new_york", "You do not have enough money in this currency."))
            return
        price = TILE_PRICE[self.controller.state.market[slot]]
        options.sort(key=lambda pay: (sum(card_value(c) for c in pay) - price, len(pay)))
        best = options[0]
        hand = list(self.controller.state.players[viewer].hand)
        chosen = []
        for c in best:
            index = next(i for i, h in enumerate(hand) if h == c and i not in chosen)
            chosen.append(index)
        self.selected_hand = chosen
        total = sum(card_value(c) for c in best)
        if total == price:
            self.say(tr("new_york", "Suggested exact payment selected: click the building again to buy it."))
        else:
            self.say(tr("new_york", "No exact payment: the smallest one is selected ({total} for {price}).",
                        total=total, price=price))
        self.schedule_sync()

    # ------------------------------------------------------------ money display and deck
    def _draw_money(self, state) -> None:
        x0 = 548
        self._label(tr("new_york", "Money display"), QPointF(x0, 6))
        can_take = self.my_turn() and state.phase == "act"
        for i in range(4):
            card = state.display[i] if i < len(state.display) else None
            box = QRectF(x0 + i * 66, 40, 58, 86)
            selected = i in self.selected_display
            item = Painted(box, lambda p, b, card=card, selected=selected: paint_card(p, b, card, selected),
                           (lambda i=i: self.click_display(i)) if can_take and card is not None else None, None,
                           tr("new_york", "Click cards to take one, or several worth 5 at most."))
            self.addItem(item)
        takes = ("take", tuple(sorted(self.selected_display)))
        if self.selected_display and takes in self.legal:
            self._button(tr("new_york", "Take selected"), QPointF(x0 + 40, 132), lambda: self.take_selected(), 180)
        deck_box = QRectF(x0 + 278, 40, 64, 86)
        pile = state.deck_pile()

        def draw_deck(painter, box, pile=pile, count=len(state.deck)):
            painter.setPen(QPen(QColor("#4b3a2c"), 1.5))
            painter.setBrush(QColor("#5b4636"))
            painter.drawRoundedRect(box, 6, 6)
            painter.setPen(QColor("#f5e9d6"))
            painter.setFont(QFont("Sans", 8, QFont.Bold))
            painter.drawText(box.adjusted(2, 4, -2, -30), Qt.AlignCenter | Qt.TextWordWrap,
                             tr("new_york", "Deck\n{count}", count=count))
            # Five segments: which fifth of the deck is on top (A hides in 2, B in 4).
            for k in range(5):
                seg = QRectF(box.left() + 5 + k * 11, box.bottom() - 24, 9, 16)
                painter.setPen(QPen(QColor("#f5e9d6"), 1))
                painter.setBrush(QColor("#f39c12") if pile == k + 1 else QColor("#7d6654"))
                painter.drawRect(seg)
                painter.setFont(QFont("Sans", 6, QFont.Bold))
                painter.setPen(INK if pile == k + 1 else QColor("#f5e9d6"))
                painter.drawText(seg, Qt.AlignCenter, {1: "A", 3: "B"}.get(k, str(k + 1)))
        tip = (tr("new_york", "The money deck is in pile {pile} of 5; scoring A is shuffled into pile 2, B into pile 4.",
                  pile=pile) if pile else tr("new_york", "The money deck was reshuffled from the discards."))
        self.addItem(Painted(deck_box, draw_deck, None, None, tip))
        done = [r["round"] for r in state.scorings]
        status = tr("new_york", "Scorings: {done}", done=", ".join(done) if done else tr("new_york", "none yet"))
        self._label(status, QPointF(x0 + 278, 132), 9, False)
        self._label(tr("new_york", "Discards {n} · bag {bag}", n=len(state.discard), bag=len(state.bag)),
                    QPointF(x0 + 278, 148), 9, False)

    def click_display(self, index: int) -> None:
        if index in self.selected_display:
            self.selected_display.remove(index)
        else:
            self.selected_display.append(index)
        action = ("take", tuple(sorted(self.selected_display)))
        if self.selected_display and action not in self.legal:
            reason = self.controller.reason_for(action)
            if reason:
                self.say(reason)
        self.schedule_sync()

    def take_selected(self) -> None:
        action = ("take", tuple(sorted(self.selected_display)))
        self.selected_display.clear()
        self.controller.try_action(action)

    # ------------------------------------------------------------ scores and preview
    def _draw_scores(self, state) -> None:
        x0, y0 = 1090, 6
        self._label(tr("new_york", "Scores · points if scored now"), QPointF(x0, y0))
        preview = state.points_if_scored_now()
        rounds = ("A", "B", "final")
        next_round = rounds[min(len(state.scorings), 2)]
        names = [s.name for s in self.controller.match.seats]
        counts = [p.city.type_counts() for p in state.players]
        rows = list(range(len(state.players)))
        neutral = state.neutral_counts() if state.neutral is not None else None

        def draw(painter, box):
            col_w = 42
            painter.setPen(QPen(QColor("#b8a98f"), 1))
            painter.setBrush(QColor("#f7f0e4"))
            painter.drawRoundedRect(box, 8, 8)
            painter.setFont(QFont("Sans", 8, QFont.Bold))
            painter.setPen(INK)
            painter.drawText(QRectF(box.left() + 6, box.top() + 4, 120, 16), Qt.AlignLeft,
                             tr("new_york", "next: {round}", round=next_round))
            for t in range(len(TYPES)):
                head = QRectF(box.left() + 112 + t * col_w, box.top() + 4, col_w - 4, 18)
                base = QColor(TYPE_COLOURS[t])
                painter.setBrush(base.lighter(140))
                painter.setPen(QPen(base.darker(150), 1))
                painter.drawRoundedRect(head, 3, 3)
                painter.setPen(INK)
                painter.drawText(head, Qt.AlignCenter, type_letter(t))
            painter.drawText(QRectF(box.left() + 112 + 6 * col_w, box.top() + 4, 50, 18), Qt.AlignCenter,
                             tr("new_york", "street"))
            for row, player in enumerate(rows):
                y = box.top() + 26 + row * 22
                painter.setBrush(self.seat_colour(player))
                painter.setPen(QPen(INK, 1))
                painter.drawEllipse(QRectF(box.left() + 6, y + 4, 11, 11))
                painter.setFont(QFont("Sans", 9, QFont.Bold))
                painter.drawText(QRectF(box.left() + 20, y, 60, 20), Qt.AlignLeft | Qt.AlignVCenter, names[player][:8])
                painter.drawText(QRectF(box.left() + 76, y, 32, 20), Qt.AlignRight | Qt.AlignVCenter,
                                 str(state.players[player].score))
                painter.setFont(QFont("Sans", 7))
                for t in range(len(TYPES)):
                    cell = QRectF(box.left() + 112 + t * col_w, y, col_w - 2, 20)
                    gain = preview[player][t]
                    painter.setPen(LIT.darker(130) if gain else QColor("#7a6a55"))
                    painter.drawText(cell, Qt.AlignCenter, f"{counts[player][t]}·+{gain}")
                painter.setPen(INK)
                painter.drawText(QRectF(box.left() + 112 + 6 * col_w, y, 50, 20), Qt.AlignCenter,
                                 f"+{state.players[player].city.longest_street()}")
            if neutral is not None:
                y = box.top() + 26 + len(rows) * 22
                painter.setPen(INK)
                painter.setFont(QFont("Sans", 9, QFont.Bold))
                painter.drawText(QRectF(box.left() + 20, y, 90, 20), Qt.AlignLeft | Qt.AlignVCenter,
                                 tr("new_york", "Neutral"))
                painter.setFont(QFont("Sans", 8))
                for t in range(len(TYPES)):
                    painter.drawText(QRectF(box.left() + 112 + t * col_w, y, col_w - 4, 20), Qt.AlignCenter,
                                     str(neutral[t]))
        height = 34 + 22 * (len(rows) + (1 if neutral is not None else 0))
        self.addItem(Painted(QRectF(x0, y0 + 24, 420, height), draw, None, None,
                             tr("new_york", "Buildings per type in each city, and the points each would earn if "
                                            "the next scoring happened now; the street column is the longest outer street.")))

    def _draw_scorings(self, state) -> None:
        """The scorings so far: majorities per type and street lengths (the end screen when over)."""
        if not state.scorings:
            return
        x0 = 1090
        y0 = 30 + 34 + 22 * (len(state.players) + (1 if state.neutral is not None else 0)) + 16
        title = tr("new_york", "Final result") if state.is_over else tr("new_york", "Scorings so far")
        self._label(title, QPointF(x0, y0))
        names = [s.name for s in self.controller.match.seats]
        lines = []
        for result in state.scorings:
            lines.append((True, tr("new_york", "Scoring {round}", round=result["round"])))
            for player in range(len(state.players)):
                per_type = " ".join(f"{type_letter(t)}{result['type_points'][player][t]}"
                                    for t in range(len(TYPES)) if result["type_points"][player][t])
                lines.append((False, tr("new_york", "{name}: {points} = {types} + street {street}",
                                        name=names[player][:8], points=result["points"][player],
                                        types=per_type or "0", street=result["streets"][player])))
        if state.is_over:
            winners = ", ".join(names[w] for w in state.winners())
            lines.append((True, tr("new_york", "Winner: {names}", names=winners)))
        height = 12 + 16 * len(lines)

        def draw(painter, box, lines=lines):
            painter.setPen(QPen(QColor("#b8a98f"), 1))
            painter.setBrush(QColor("#fbf4e6") if not state.is_over else QColor("#fdf0c8"))
            painter.drawRoundedRect(box, 8, 8)
            painter.setPen(INK)
            for k, (bold, text) in enumerate(lines):
                painter.setFont(QFont("Sans", 9 if bold else 8, QFont.Bold if bold else QFont.Normal))
                painter.drawText(QRectF(box.left() + 8, box.top() + 6 + k * 16, box.width() - 16, 16),
                                 Qt.AlignLeft | Qt.AlignVCenter, text)
        self.addItem(Painted(QRectF(x0, y0 + 24, 420, min(height, TABLE_H - y0 - 40)), draw))

    # ------------------------------------------------------------ cities
    def _draw_cities(self, state) -> None:
        players = len(state.players)
        zones = players + (1 if state.neutral is not None else 0)
        cols = {1: 1, 2: 2, 4: 2}.get(zones, 3)
        rows = math.ceil(zones / cols)
        width = (CITY_RIGHT - 20 - (cols - 1) * 10) / cols
        height = (CITY_BOTTOM - CITY_TOP - (rows - 1) * 10) / rows
        for index in range(zones):
            col, row = index % cols, index // cols
            box = QRectF(20 + col * (width + 10), CITY_TOP + row * (height + 10), width, height)
            if index < players:
                area = CityArea(self, index, box, index == state.current_player)
                self.areas[index] = area
                self.addItem(area)
            else:
                self.neutral_box = box
                self._draw_neutral(state, box)

    def _draw_neutral(self, state, box: QRectF) -> None:
        tiles = list(state.neutral)

        def draw(painter, rect, tiles=tiles):
            lit = self.ghost is not None and self.drag_payload and self.drag_payload[0] == "pending" \
                and ("neutral", self.drag_payload[1]) in self.legal
            painter.setPen(QPen(QColor("#8c8c8c"), 1.5, Qt.DashLine))
            painter.setBrush(QColor(46, 160, 67, 45) if lit else QColor("#efeae0"))
            painter.drawRoundedRect(rect, 9, 9)
            painter.setPen(INK)
            painter.setFont(QFont("Sans", 11, QFont.Bold))
            painter.drawText(QRectF(rect.left() + 10, rect.top() + 3, rect.width() - 20, 22), Qt.AlignLeft,
                             tr("new_york", "Neutral player ({n} buildings)", n=len(tiles)))
            size = 34
            per_row = max(1, int((rect.width() - 20) // (size + 4)))
            for k, tile in enumerate(tiles):
                x = rect.left() + 10 + (k % per_row) * (size + 4)
                y = rect.top() + 30 + (k // per_row) * (size + 4)
                paint_tile(painter, QRectF(x, y, size, size), tile)
        self.addItem(Painted(box, draw, None, None,
                             tr("new_york", "The neutral player counts in every majority but scores no streets. "
                                            "With two players you may drop a bought building here.")))

    # ------------------------------------------------------------ hand, pending tiles, prompt
    def _draw_bottom(self, state, viewer) -> None:
        y = CITY_BOTTOM + 12
        if viewer is None:
            self._label(tr("new_york", "Hands are hidden."), QPointF(20, y))
        else:
            hand = state.players[viewer].hand
            seat = self.controller.match.seats[viewer]
            payment = self.selected_payment()
            total = sum(card_value(c) for c in payment)
            text = tr("new_york", "{name}'s money", name=seat.name)
            if payment:
                text += "  " + tr("new_york", "(selected: {total})", total=total)
            self._label(text, QPointF(20, y), 11)
            can_pay = self.my_turn() and state.phase == "act" and state.current_player == viewer
            for i, c in enumerate(hand):
                box = QRectF(20 + i * 46, y + 22, 42, 62)
                selected = i in self.selected_hand
                item = Painted(box, lambda p, b, c=c, selected=selected: paint_card(p, b, c, selected),
                               (lambda i=i: self.click_hand(i)) if can_pay else None, None,
                               tr("new_york", "Click to select for a payment."))
                self.addItem(item)
        pending = []
        if state.phase == "place":
            pending = list(state.pending)
        elif state.phase == "final_place":
            pending = [t for p, t in state.final_queue if p == state.current_player]
        elif state.phase == "act":
            pending = list(state.pending)
        x = 700
        if pending:
            self._label(tr("new_york", "Bought, to place"), QPointF(x, y), 11)
            for k, tile in enumerate(pending):
                box = QRectF(x + k * 60, y + 22, 54, 54)
                draggable = state.phase in ("place", "final_place") and bool(self.by_tile.get(tile))
                item = Painted(box, lambda p, b, tile=tile: paint_tile(p, b, tile), None,
                               (lambda pos, hold, tile=tile: self.start_drag(("pending", tile), pos, hold)) if draggable else None,
                               tr("new_york", "{tile}: drag it into your city, or onto your reserve.", tile=tile_label(tile)))
                self.addItem(item)
        self._draw_prompt(state, y)

    def click_hand(self, index: int) -> None:
        if index in self.selected_hand:
            self.selected_hand.remove(index)
        else:
            self.selected_hand.append(index)
        self.schedule_sync()

    def _draw_prompt(self, state, y: float) -> None:
        if not self.controller.can_act:
            return
        if state.phase == "act":
            text = tr("new_york", "Take money, buy a building (select cards, click it) or rebuild (drag tiles "
                                  "between city and reserve).")
            if state.bonus:
                text = tr("new_york", "Exact payment: take another action, or end the turn.")
        elif state.phase == "place":
            text = tr("new_york", "Place each bought building: drag it into your city or onto your reserve.")
        else:
            text = tr("new_york", "The market's leftovers: place the building you received.")
        self._label(text, QPointF(20, TABLE_H - 52), 10, False)
        x = 1090
        if ("end_turn",) in self.legal:
            self._button(tr("new_york", "End turn"), QPointF(x, TABLE_H - 60), lambda: self.controller.try_action(("end_turn",)))
        if ("pass",) in self.legal:
            self._button(tr("new_york", "Pass"), QPointF(x + 180, TABLE_H - 60), lambda: self.controller.try_action(("pass",)))

    # ------------------------------------------------------------ dragging tiles
    def start_from_city(self, player: int, press: QPointF, now: QPointF, hold: bool) -> None:
        state = self.controller.state
        if player != state.current_player or not self.controller.can_act:
            return
        area = self.areas.get(player)
        if area is None or state.phase != "act":
            return
        index = area.reserve_index_at(press)
        if index is not None:
            tile = state.players[player].reserve[index]
            self.start_drag(("reserve", tile), now, hold)
            return
        cell = area.cell_at(press)
        if cell is not None and cell in area.city.cells:
            if cell in self.to_reserve:
                self.start_drag(("city", cell, area.city.cells[cell]), now, hold)
            else:
                reason = self.controller.reason_for(("to_reserve", cell))
                if reason:
                    self.say(reason)

    def start_drag(self, payload, scene_pos: QPointF, hold: bool) -> None:
        tile = payload[2] if payload[0] == "city" else payload[1]
        self.begin_drag(payload, QColor(TYPE_COLOURS[TILE_TYPE[tile]]), scene_pos, hold=hold)
        area = self.areas.get(self.controller.state.current_player)
        if area is not None and self.ghost is not None:
            if payload[0] == "city":
                area.lit_cells = set()
            else:
                area.lit_cells = {a[2] for a in self.by_tile.get(tile, []) if a[0] in ("place", "to_city", "swap")}
            area.drop_cells = {True}
            area.update()
            if self.neutral_box is not None:
                self.update(self.neutral_box)
        if hold:
            self.say(tr("new_york", "Move the building to a lit plot and click (Esc puts it back)."))

    def _clear_lit(self) -> None:
        for area in self.areas.values():
            if area.lit_cells or area.drop_cells:
                area.lit_cells = set()
                area.drop_cells = set()
                area.update()

    def cancel_drag(self) -> None:
        super().cancel_drag()
        self._clear_lit()

    def finish_drag(self) -> None:
        super().finish_drag()
        self._clear_lit()

    def ghost_path(self, payload, rotation: int, flipped: bool) -> QPainterPath:
        size = self._cell_size()
        path = QPainterPath()
        path.addRect(QRectF(0, 0, size, size))
        return path

    def paint_ghost(self, painter, payload, rotation: int, flipped: bool) -> None:
        tile = payload[2] if payload[0] == "city" else payload[1]
        size = self._cell_size()
        paint_tile(painter, QRectF(0, 0, size, size), tile)

    def _cell_size(self) -> float:
        area = self.areas.get(self.controller.state.current_player)
        return area.cell if area is not None else 48.0

    def drag_target(self, payload, scene_pos: QPointF, rotation: int, flipped: bool) -> DropTarget | None:
        state = self.controller.state
        area = self.areas.get(state.current_player)
        if area is None:
            return None
        kind = payload[0]
        tile = payload[2] if kind == "city" else payload[1]
        size = area.cell
        corner = scene_pos - QPointF(size / 2, size / 2)
        if area.reserve_box.contains(scene_pos):
            if kind == "pending":
                action = ("reserve", tile)
            elif kind == "city":
                action = self.to_reserve.get(payload[1]) or ("to_reserve", payload[1])
            else:
                return DropTarget(corner, False, "", None, tr("new_york", "That building is already on your reserve."))
            return self._target(action, corner, tr("new_york", "to the reserve"))
        if self.neutral_box is not None and self.neutral_box.contains(scene_pos) and kind == "pending":
            return self._target(("neutral", tile), corner, tr("new_york", "to the neutral player"))
        cell = area.cell_at(scene_pos)
        if cell is None:
            return None
        snapped = area.cell_rect(cell).topLeft()
        if kind == "city":
            return DropTarget(snapped, False, "", None,
                              tr("new_york", "Drop it on your reserve to take it out of the city."))
        if cell in area.city.cells:
            if kind == "reserve":
                return self._target(("swap", tile, cell), snapped, tr("new_york", "swap"))
            return DropTarget(snapped, False, "", None, tr("new_york", "That plot is already built."))
        action = ("place", tile, cell) if kind == "pending" else ("to_city", tile, cell)
        return self._target(action, snapped, "")

    def _target(self, action, pos: QPointF, label: str) -> DropTarget:
        if action in self.legal:
            return DropTarget(pos, True, label, action)
        reason = self.controller.reason_for(action) or tr("new_york", "Not allowed now.")
        return DropTarget(pos, False, "", None, reason)

    def keyboard_step(self, target, dx: int, dy: int):
        if target is None:
            return None
        size = self._cell_size()
        return target.pos + QPointF(dx * size + size / 2, dy * size + size / 2)

    # ------------------------------------------------------------ hints and highlights
    def show_hint(self, action) -> None:
        state = self.controller.state
        path = self._action_path(state, state.current_player, action)
        if path is not None and not path.isEmpty():
            self.flash(path, QColor(52, 152, 219), 2600)
        self.say(tr("new_york", "Hint: {move}", move=state.describe(action)))

    def _action_path(self, state, player, action) -> QPainterPath | None:
        kind = action[0]
        path = QPainterPath()
        area = self.areas.get(player)
        if kind == "buy" and action[1] < len(self.market_boxes):
            path.addRoundedRect(self.market_boxes[action[1]], 8, 8)
        elif kind == "take":
            for i in action[1]:
                path.addRoundedRect(QRectF(548 + i * 66, 40, 58, 86), 6, 6)
        elif kind in ("place", "to_city", "swap") and area is not None:
            path.addRect(area.cell_rect(action[2]))
        elif kind == "to_reserve" and area is not None:
            path.addRect(area.cell_rect(action[1]))
        elif kind == "reserve" and area is not None:
            path.addRoundedRect(area.reserve_box, 6, 6)
        elif kind == "neutral" and self.neutral_box is not None:
            path.addRoundedRect(self.neutral_box, 9, 9)
        else:
            return None
        return path

    def _flash_new_moves(self, state) -> None:
        """Glow where the latest moves happened, so computer turns are readable."""
        for record in self.new_log_records()[-5:]:
            if record.action[0] in ("place", "to_city", "swap"):
                area = self.areas.get(record.player)
                if area is not None and tuple(record.action[2]) in area.city.cells:
                    path = QPainterPath()
                    path.addRect(area.cell_rect(tuple(record.action[2])))
                    self.flash(path)
