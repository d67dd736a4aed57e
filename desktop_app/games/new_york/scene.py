"""New York's table: the building market, the money display and deck, the score board with a
"points if scored now" preview, every player's city with its reserve and the buildings bought this
turn, and the viewer's hand.

The scene keeps no rules: every lit cell, button and drop comes from `state.legal_actions()`,
indexed once per sync; every input ends in `controller.try_action`. Each component (building,
money card, card back, scoring card) is its own item tagged with a stable key, so the table can
move it from where it was to where it went (view.items.tag). The art lives in view/art.py.
"""
from __future__ import annotations

from collections import Counter, defaultdict

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem
from shiboken6 import isValid

from desktop_app.table.keeper import ItemKeeper
from desktop_app.table.text import tr, hint_reason
from desktop_app.table.scene import INK, DropTarget, TableScene
from .components import (
    CURRENCIES, START_TILE, TILE_PRICE, TILE_TYPE, TYPES,
    card_currency, card_value, card_words,
)
from .rules import SCORING_NAMES, spare_card
from .view.art import (
    BANK_COLOURS, BANK_PAPER, SCORING_GOLD, TYPE_COLOURS, TYPE_GROUND, font, paint_card, paint_tile,
)

from .view.items import (
    FRAME_PAPER, HEAD, TABLE_H, TABLE_W, TEXT, CityArea, Painted, highlight_strips, language, snap_to_pixel, tag,
    tile_label,
)
from .view.panels import PanelsMixin

__all__ = ["NewYorkScene", "PALETTE", "paint_tile", "paint_card"]

# Component colours (names -> "#rrggbb") for the toolkit's colour tests.
PALETTE: dict[str, str] = {
    **{f"building_{name}": colour for name, colour in zip(TYPES, TYPE_COLOURS)},
    **{f"ground_{name}": colour for name, colour in zip(TYPES, TYPE_GROUND)},
    **{f"bank_{name}": colour for name, colour in zip(CURRENCIES, BANK_COLOURS)},
    **{f"banknote_{name}": colour for name, colour in zip(CURRENCIES, BANK_PAPER)},
    "scoring_card": SCORING_GOLD,
}

CITY_TOP, CITY_BOTTOM = 188, 656
NOT_TAKEN = object()  # _painted/_label: take the item from the pool
TILE_MARGIN = (2, 2, 2, 2)  # a pixel's antialiasing round a tile's box, at any zoom the table fits
HAND_Y = 662
HEAD_BANNER = 18  # the scoring announcement's font


def type_letter(kind: int) -> str:
    """The letters of a building type, in the player's language (tooltips and the rules viewer)."""
    translate = QCoreApplication.translate
    return (translate("new_york", "T", "letters for theatre"), translate("new_york", "M", "letters for museum"),
            translate("new_york", "St", "letters for station"), translate("new_york", "Te", "letters for temple"),
            translate("new_york", "P", "letters for park"), translate("new_york", "Sk", "letters for skyscraper"))[kind]


def currency_letter(bank: int) -> str:
    """The letter of a bank (currency), in the player's language."""
    translate = QCoreApplication.translate
    return (translate("new_york", "B", "letter for blue money"), translate("new_york", "G", "letter for green money"),
            translate("new_york", "Y", "letter for yellow money"), translate("new_york", "R", "letter for red money"))[bank]


class NewYorkScene(PanelsMixin, TableScene):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.selected_hand: list[int] = []  # indices into the viewer's sorted hand
        self.selected_display: list[int] = []
        self.areas: dict[int, CityArea] = {}
        self.neutral_box: QRectF | None = None
        self.neutral_item: Painted | None = None
        self.legal: set = set()
        self.after_end: set = set()  # placements legal once the extra action is declined
        self.by_tile: dict = defaultdict(list)  # tile -> legal place/to_city/swap/reserve/neutral actions
        self.to_reserve: dict = {}  # city cell -> action
        self.market_boxes: list[QRectF] = []
        self.display_boxes: list[QRectF] = []
        self.overpay_ok: tuple | None = None  # (slot, payment) the player was warned about
        self.after_host = None  # a placement waiting for the host to end the extra action
        self.header_h, self.reserve_h = 28, 56
        self.pool = ItemKeeper(self)  # items of the same look are taken again, not rebuilt
        self._marked: dict[int, tuple] = {}  # seat -> the outline last given to mark_last_move
        # Parts of the table drawn last time: part -> (what it depends on, the calls it made);
        # an unchanged part replays its calls (a review step changes one or two parts of ~8).
        self._parts: dict = {}
        self._recording: list | None = None
        self._drawn: set = set()
        self._scoring_tips: dict = {}  # a scoring's result and the language -> its tooltip
        self._heads: dict = {}  # seat -> (what its frame's header shows, its items: _draw_city_head)
        self._scorings_seen: int | None = None  # scorings on the table at the last sync (None: none yet)
        self.banner = None  # the announcement of a scoring that just happened (ScoringBanner)
        self.hand_boxes: list[QRectF] = []
        self.end_turn_box: QRectF | None = None
        self.setSceneRect(self.table_rect())  # the fitted view always shows the whole table
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
            return ("reserve", payload[1]) in self.legal or ("reserve", payload[1]) in self.after_end
        return payload[0] == "city" and payload[1] in self.to_reserve

    def pending_for(self, player: int) -> list[int]:
        """Buildings waiting beside `player`'s city: bought this turn, or handed out at the end."""
        state = self.controller.state
        if state.phase == "final_place":
            return [t for p, t in state.final_queue if p == player]
        return list(state.pending) if player == state.current_player else []

    def sync(self) -> None:
        self.cancel_drag()
        self.end_turn_box = None
        self.pool.begin()
        self.areas = {}
        self.neutral_box = self.neutral_item = None
        state = self.controller.state
        viewer = self.controller.viewer
        # Money flies into hands only while the same player looks: a hot-seat hand-over shows
        # another hand, it does not take cards.
        self.money_origin = "display" if viewer == getattr(self, "_last_viewer", viewer) else None
        self._last_viewer = viewer
        self.legal = set(state.legal_actions()) if self.my_turn() else set()
        self._send_after_host(state)
        self.after_end = self._after_end_turn(state)
        self.by_tile = defaultdict(list)
        self.to_reserve = {}
        for action in self.legal | self.after_end:
            if action[0] in ("place", "to_city", "swap", "reserve", "neutral"):
                self.by_tile[action[1]].append(action)
            elif action[0] == "to_reserve" and action in self.legal:
                self.to_reserve[action[1]] = action
        if viewer is None or state.current_player != viewer:
            self.selected_hand.clear()
            self.selected_display.clear()
        hand = state.players[viewer].hand if viewer is not None else []
        self.selected_hand = [i for i in self.selected_hand if i < len(hand)]
        self.selected_display = [i for i in self.selected_display if i < len(state.display)]
        if self.overpay_ok is not None and self.overpay_ok[1] != self.selected_payment():
            self.overpay_ok = None
        self._drawn = set()  # the parts drawn in this sync
        words = language()
        names = tuple((seat.name, seat.colour) for seat in self.controller.match.seats)
        self._part("market", (tuple(state.market), self.my_turn(), words), lambda: self._draw_market(state))
        hand = tuple(hand)
        scorings = tuple((r["round"], tuple(r["points"]), tuple(r["streets"]), tuple(map(tuple, r["type_points"])))
                         for r in state.scorings)
        self._part("money", (tuple(state.display), len(state.deck), state.deck_pile(), len(state.discard), len(state.bag),
                             scorings, names, viewer, hand, self.money_origin, self.my_turn(), state.phase, words),
                   lambda: self._draw_money(state))
        self._part("scores", (scorings, names, state.current_player, state.neutral_counts() if state.neutral is not None
                              else None, tuple((p.score, tuple(sorted(p.city.cells.items()))) for p in state.players), words),
                   lambda: self._draw_scores(state))
        self._draw_cities(state, names, words)
        can_pay = self.my_turn() and state.phase == "act" and state.current_player == viewer  # as _draw_hand
        self._part("hand", (viewer, hand, names, self.money_origin, self.controller.can_act, can_pay, words),
                   lambda: self._draw_hand(state, viewer))
        self.pool.end()
        self._announce_scorings(state)
        # A part's items are known as they are only while it is drawn at every sync.
        self._parts = {name: kept for name, kept in self._parts.items() if name in self._drawn}
        self._mark_last_moves(state)

    def _send_after_host(self, state) -> None:
        """A placement dropped with the extra action open, waiting for the host to end it: once
        the actions are over, send it if the host's list has it (else the drop is forgotten)."""
        queued = self.after_host
        if queued is None or (state.phase == "act" and state.pending):
            return
        self.after_host = None
        if queued in self.legal:
            QTimer.singleShot(0, self, lambda: self.controller.try_action(queued))

    def _after_end_turn(self, state) -> set:
        """With an exact payment's extra action still open, the placements that declining it
        ("end_turn") would allow: a bought building may be dragged straight into the city."""
        if state.phase != "act" or not state.pending or ("end_turn",) not in self.legal:
            return set()
        after = state.clone()
        after.apply(("end_turn",))
        if after.phase != "place" or after.current_player != state.current_player:
            return set()
        return set(after.legal_actions())

    def _label(self, text: str, pos: QPointF, size: int = TEXT, bold: bool = True, colour: QColor = INK,
               taken=NOT_TAKEN):
        key = ("label", text, size, bold, QColor(colour).name())
        item = self.pool.take(key) if taken is NOT_TAKEN else taken
        if item is None:
            item = QGraphicsSimpleTextItem(text)
            item.setFont(font(size, bold))
            item.setBrush(colour)
            item.pool_key = key
        item.setPos(pos)
        if self._recording is not None:
            self._recording.append((self._label, (text, pos, size, bold, colour), {}, key, item))
        return self.pool.add(item, item.pool_key)

    def _painted(self, look, box: QRectF, draw, on_click=None, on_drag=None, tooltip: str = "", on_refused=None,
                 z: float = 0, sprite: bool = True, piece=None, origin=None, taken=NOT_TAKEN,
                 margin=(14, 14, 6, 6)) -> Painted:
        """A painted component: the previous sync's item of the same look (all the picture
        depends on; the box's size is added here) if there is one, else a new item. `piece`
        and `origin` tag it for motion (view.items.tag). `taken`: the item a replay took."""
        args = (look, box, draw, on_click, on_drag, tooltip, on_refused)
        look = None if look is None else (look, box.width(), box.height())
        item = self.pool.take(look) if taken is NOT_TAKEN else taken
        if item is None:
            item = Painted(box, draw, on_click, on_drag, tooltip, on_refused, look, sprite, margin)
        else:
            item.configure(box, draw, on_click, on_drag, tooltip, on_refused)
        tag(item, piece, origin)
        if item.zValue() != z:
            item.setZValue(z)
        if self._recording is not None:
            self._recording.append((self._painted, args, {"z": z, "sprite": sprite, "piece": piece, "origin": origin,
                                                "margin": margin},
                                    look, item))
        return self.pool.add(item, item.pool_key)

    def _part(self, name, depends, draw) -> None:
        """Draw a part of the table with `draw()`, or, when it depends on the same as last time
        (`depends`: everything it reads; None: do not keep it), repeat last time's item calls,
        without working out their pictures, texts and boxes again; an item taken back as it was
        is only put in its place. Only while nobody can act here (a review, another seat's
        turn): then no part has input handlers to rebuild."""
        if self.legal or self.after_end or self.selected_hand or self.selected_display:
            depends = None
        kept = self._parts.get(name)
        self._drawn.add(name)
        if depends is not None and kept is not None and kept[0] == depends:
            take = self.pool.take
            entries = kept[1]
            for index, (call, args, kwargs, key, item, pos, role) in enumerate(entries):
                got = take(key)
                if got is not item:  # another item of that look (or none): set up in full, and kept
                    got = call(*args, taken=got, **kwargs)
                    entries[index] = (call, args, kwargs, key, got, pos, role)
                else:  # as last time: its picture, tooltip, handlers and tag are still right
                    got.setPos(pos)
                    z = kwargs.get("z", 0)
                    if got.zValue() != z:
                        got.setZValue(z)
                    if role is not None:  # a Painted: a press cut short is forgotten, as configure does
                        got._press = None
                if role is not None:  # the caller's role, set after the call (configure cleared it)
                    got.role = role
            return
        calls = []
        self._recording = calls
        try:
            draw()
        finally:
            self._recording = None
        if depends is None:
            self._parts.pop(name, None)
            return
        # Where each item was put, and the role its caller gave it after the call ("hand",
        # "display": the first-turn guide).
        self._parts[name] = (depends, [(c, a, k, key, item, item.pos(), getattr(item, "role", None))
                                       for c, a, k, key, item in calls])

    def _button(self, text: str, box: QRectF, action_fn) -> Painted:
        def draw(painter, rect, text=text):
            painter.setPen(QPen(QColor("#7a5c3a"), 1.5))
            painter.setBrush(QColor("#fbeed3"))
            painter.drawRoundedRect(rect, 8, 8)
            painter.setPen(INK)
            painter.setFont(font(TEXT))
            painter.drawText(rect, Qt.AlignCenter, text)
        return self._painted(("button", text), box, draw, action_fn, None, text)

    # ------------------------------------------------------------ market

    def _payment_note(self, state, slot: int, payment) -> tuple[str, bool]:
        """What the selected cards would do at this slot: (text, is a warning)."""
        tile = state.market[slot]
        if tile is None:
            return "", False
        if not payment or any(card_currency(c) != slot for c in payment):
            if not payment and self.my_turn() and state.phase == "act" and self._exact_payments(slot):
                return tr("new_york", "exact ✓"), False
            return "", False
        total = sum(card_value(c) for c in payment)
        price = TILE_PRICE[tile]
        spare = spare_card(payment, price)
        if spare is not None:  # refused as it stands: say what to leave out, as the refusal does
            return tr("new_york", "leave out {card}", card=(card_words(spare),)), True
        if total == price:
            return tr("new_york", "exact ✓ +action"), False
        if total > price:
            return tr("new_york", "{over} over!", over=total - price), True
        return tr("new_york", "{short} short", short=price - total), True

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

    def _overpay_text(self, slot: int, payment) -> str:
        total = sum(card_value(c) for c in payment)
        price = TILE_PRICE[self.controller.state.market[slot]]
        return tr("new_york", "These cards pay {total} for a price of {price}: {over} over, no change is given and "
                              "your actions end. Click the building again to buy it anyway.",
                  total=total, price=price, over=total - price)

    def click_market(self, slot: int) -> None:
        payment = self.selected_payment()
        if not payment:
            self.suggest_payment(slot)
            return
        action = ("buy", slot, payment)
        if action in self.legal:
            tile = self.controller.state.market[slot]
            if sum(card_value(c) for c in payment) > TILE_PRICE[tile] and self.overpay_ok != (slot, payment):
                self.overpay_ok = (slot, payment)  # warned once; the next click buys
                self.say(self._overpay_text(slot, payment))
                self.schedule_sync()
                return
            self.selected_hand.clear()
            self.overpay_ok = None
            self.controller.try_action(action)
            return
        reason = self.controller.reason_for(action)
        self.say(reason or tr("new_york", "You cannot buy that building with those cards."))
        self.schedule_sync()

    def suggest_payment(self, slot: int) -> None:
        """Select the exact payment when one exists, else the smallest legal one (and warn)."""
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
        if sum(card_value(c) for c in best) == price:
            self.say(tr("new_york", "Suggested exact payment selected: click the building again to buy it."))
        else:
            self.overpay_ok = (slot, tuple(sorted(best)))  # this message is the warning
            self.say(tr("new_york", "No exact payment: the smallest is selected. ") + self._overpay_text(slot, best))
        self.schedule_sync()

    # ------------------------------------------------------------ money display, deck, bag

    def _card_keys(self, state) -> dict:
        """Stable keys for the visible money cards: ("card", value, n), the n-th copy of that card
        counted over the viewer's hand, then the display (equal cards look the same, so which copy
        moves does not matter; a card taken from the display keeps its key in the hand)."""
        keys, seen = {}, Counter()
        viewer = self.controller.viewer
        zones = [("hand", i, c) for i, c in enumerate(state.players[viewer].hand)] if viewer is not None else []
        zones += [("display", i, c) for i, c in enumerate(state.display)]
        for zone, i, c in zones:
            keys[(zone, i)] = ("card", c, seen[c])
            seen[c] += 1
        return keys

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

    # ------------------------------------------------------------ score board

    # ------------------------------------------------------------ cities
    def _city_boxes(self, zones: int) -> list[QRectF]:
        """One row of frames up to four zones; five and six go in two rows (3 + 2, 3 + 3)."""
        rows = [zones] if zones <= 4 else [3, zones - 3]
        height = (CITY_BOTTOM - CITY_TOP - 8 * (len(rows) - 1)) / len(rows)
        boxes = []
        for r, n in enumerate(rows):
            width = (TABLE_W - 20 - 8 * (n - 1)) / n
            for c in range(n):
                boxes.append(QRectF(10 + c * (width + 8), CITY_TOP + r * (height + 8), width, height))
        return boxes

    def _draw_cities(self, state, names=(), words=()) -> None:
        players = len(state.players)
        zones = players + (1 if state.neutral is not None else 0)
        boxes = self._city_boxes(zones)
        self.reserve_h = 52 if zones > 4 else 58
        cell = 92.0
        for index in range(zones):
            box = boxes[index]
            if index < players:
                area = self.pool.take(("city", index))
                if area is None:
                    area = CityArea(self, index, box, cell, index == state.current_player)
                else:
                    area.configure(box, cell, index == state.current_player)
                self.areas[index] = area
                self.pool.add(area, area.pool_key)
                self._draw_city_head(state, area)
                player = state.players[index]
                money = tuple(player.money(bank) for bank in range(len(CURRENCIES))) \
                    if self.show_other_money(index) else len(player.hand)
                pending = tuple(self.pending_for(index))
                # The turn's phase and whose it is reach only the bought buildings' tooltips.
                turn = (state.current_player == self.controller.viewer, state.phase, bool(state.bonus)) if pending else None
                depends = (area.geometry, tuple(sorted(area.city.cells.items())), tuple(player.reserve), pending, money,
                           names, self.controller.viewer, self.money_origin, self.controller.can_act, turn, words)
                self._part(("city", index), depends, lambda: self._draw_city_pieces(state, area))
            else:
                self.neutral_box = box
                self._draw_neutral(state, box)

    def _draw_city_head(self, state, area: CityArea) -> None:
        """What a turn changes on a city frame, as items of their own over it: the name with the
        turn's marker (over the frame's own name) and the highlight of the player to move, as
        four thin strips of its border (Qt repaints an item's whole bounding rect, so a ring of
        city size would repaint the city). They are made once per frame and put on the table or
        taken off it as the turn goes round: an item taken off keeps its device cache (a hidden
        one would not), so a turn changing hands repaints those few pixels by blitting and draws
        nothing anew, and the table holds them only while they show (each item costs every
        repaint, a drag's too). They take no input and stand for no component, so the scene
        keeps them itself, from one sync to the next, while the frame is the same."""
        seat = self.controller.match.seats[area.player]
        depends = (area.geometry[0], self.header_h, seat.name, seat.colour)
        kept = self._heads.get(area.player)
        if kept is None or kept[0] != depends or not all(isValid(item) and item.scene() in (self, None)
                                                         for item in kept[1]):
            for item in kept[1] if kept is not None else ():
                if isValid(item) and item.scene() is self:
                    self.removeItem(item)
            kept = self._heads[area.player] = (depends, self._city_head_items(area, seat))
        shown = state.current_player == area.player
        for item in kept[1]:
            if shown != (item.scene() is self):
                if shown:
                    self.addItem(item)
                else:
                    self.removeItem(item)

    def _city_head_items(self, area: CityArea, seat) -> list:
        """The marked name and the highlight's strips, each over the frame on its pixel grid
        (painted directly, no sprite: a sprite lands on a whole pixel of its own)."""
        made = []

        def add(box: QRectF, draw) -> None:
            corner = area.box.topLeft() - QPointF(4, 4) - box.topLeft()  # where CityArea.paint puts the frame

            def paint(painter, rect, draw=draw, corner=corner):
                painter.save()
                snap_to_pixel(painter, corner)
                draw(painter, rect)
                painter.restore()
            item = Painted(box, paint, margin=(0, 0, 0, 0))
            item.setZValue(0.5)
            item.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # what it keeps while off the table
            made.append(item)
        header = area.header_rect()
        name_w = area.name_width()
        line = QFontMetricsF(font(HEAD)).height()
        # The frame's name under it, covered with the frame's paper: its text's line and a unit round it.
        cover = QRectF(header.left() - 2, header.center().y() - line / 2 - 1, name_w + 4, line + 2)
        name = f"{seat.name} ◀"

        def draw_name(painter, rect, name=name, text=QRectF(2, header.top() - cover.top(), name_w, header.height())):
            painter.fillRect(rect, QColor(FRAME_PAPER))
            painter.setPen(INK)
            painter.setFont(font(HEAD))
            painter.drawText(text, Qt.AlignLeft | Qt.AlignVCenter, painter.fontMetrics().elidedText(name, Qt.ElideRight,
                                                                                                      int(name_w)))
        add(cover, draw_name)
        colour = QColor(seat.colour)
        for strip in highlight_strips(area.box):
            def draw_strip(painter, rect, frame=area.box.translated(-strip.topLeft())):
                painter.setClipRect(rect)  # the piece of the border this strip shows
                painter.setPen(QPen(colour, 4))
                painter.setBrush(Qt.NoBrush)
                painter.drawRoundedRect(frame, 9, 9)
            add(strip, draw_strip)
        return made

    def _tile_item(self, tile: int, box: QRectF, origin=None, tooltip: str = "", colour=None, z: float = 1,
                   on_drag=None, on_refused=None) -> Painted:
        colour = QColor(colour).name() if colour is not None else None
        item = self._painted(("tile", tile, colour), box,
                             lambda p, b, tile=tile, colour=colour: paint_tile(p, b, tile, colour), None, on_drag,
                             tooltip, on_refused, z, sprite=False,  # paint_tile blits its own cached art
                             margin=TILE_MARGIN,  # a tile paints only its box: its repaints stay small
                             piece=("tile", tile) if tile != START_TILE else ("square", colour or 0), origin=origin)
        return item

    def _draw_city_pieces(self, state, area: CityArea) -> None:
        player = state.players[area.player]
        colour = self.seat_colour(area.player)
        # In cell order, not the order the city grew: neighbours' anti-aliased edges overlap, and
        # a remote seat's stand-in city (from its view) must paint exactly as the host's.
        for rank, (cell, tile) in enumerate(sorted(area.city.cells.items())):
            # A tile that may go to the reserve now is grabbed by itself; the others let the press
            # through to the city frame, which says why not.
            drag = (lambda pos, hold, cell=cell, tile=tile: self.start_drag(("city", cell, tile), pos, hold)) \
                if cell in self.to_reserve else None
            # Neighbours' edges overlap: a fixed stacking order, whichever items were taken again.
            self._tile_item(tile, area.cell_rect(cell), tooltip=tile_label(tile), colour=colour if tile == START_TILE else None,
                            on_drag=drag, z=1 + rank * 1e-4)
        for index, tile in enumerate(player.reserve):
            drag = (lambda pos, hold, tile=tile: self.start_drag(("reserve", tile), pos, hold)) \
                if self.by_tile.get(tile) else None
            self._tile_item(tile, area.reserve_tile_rect(index), tooltip=tr("new_york", "{tile} (reserve)", tile=tile_label(tile)),
                            z=1 + index * 0.01, on_drag=drag)
        for index, tile in enumerate(self.pending_for(area.player)):
            draggable = bool(self.by_tile.get(tile))
            drag = (lambda pos, hold, tile=tile: self.start_drag(("pending", tile), pos, hold)) if draggable else None
            refused = None if draggable else (lambda tile=tile: self.say(self._pending_reason(tile)))
            self._tile_item(tile, area.bought_tile_rect(index), tooltip=self._pending_tip(tile, draggable),
                            z=3, on_drag=drag, on_refused=refused)
        self._draw_hand_backs(state, area)

    def _pending_tip(self, tile: int, draggable: bool) -> str:
        state = self.controller.state
        if draggable and state.phase == "act":
            return tr("new_york", "{tile}: bought this turn. Drag it into your city or onto your reserve to end your "
                                  "actions, or use the extra action first.", tile=tile_label(tile))
        if draggable:
            return tr("new_york", "{tile}: drag it into your city, or onto your reserve.", tile=tile_label(tile))
        return tr("new_york", "{tile}: bought this turn; it waits beside the city until the end of the turn.",
                  tile=tile_label(tile)) + " " + self._pending_reason(tile)

    def _pending_reason(self, tile: int) -> str:
        """Why a bought building cannot be placed yet (the rulebook: after the turn's actions)."""
        state = self.controller.state
        if not self.controller.can_act or state.current_player != self.controller.viewer:
            return tr("new_york", "It is placed when its owner ends the turn.")
        if state.phase == "act" and state.bonus:
            return tr("new_york", "Your exact payment gave you another action, and in this game it must be used: "
                                  "take money, buy or rebuild first; then you place the building.")
        return tr("new_york", "Bought buildings are placed at the end of the turn, after your actions.")

    # ------------------------------------------------------------ hand and prompt
    def _draw_hand(self, state, viewer) -> None:
        y = HAND_Y
        self._draw_prompt(state)
        self.hand_boxes = []
        if viewer is None:
            self._label(tr("new_york", "Hands are hidden."), QPointF(10, y))
            return
        hand = state.players[viewer].hand
        seat = self.controller.match.seats[viewer]
        self._label(self._hand_title(state, seat.name), QPointF(10, y), TEXT)
        can_pay = self.my_turn() and state.phase == "act" and state.current_player == viewer
        keys = self._card_keys(state)
        step = min(60.0, (960 - 56) / max(1, len(hand) - 1)) if hand else 60
        self.hand_boxes = []
        for i, c in enumerate(hand):
            box = QRectF(10 + i * step, y + 26, 54, 76)
            self.hand_boxes.append(box)
            selected = i in self.selected_hand
            item = self._painted(("card", c, selected), box, lambda p, b, c=c, selected=selected: paint_card(p, b, c, selected),
                                 (lambda i=i: self.click_hand(i)) if can_pay else None, None,
                                 tr("new_york", "Click to select for a payment."), z=1 + i * 0.01,
                                 piece=keys[("hand", i)], origin=self.money_origin)
            item.role = "hand"

    def _hand_title(self, state, name: str) -> str:
        """The hand's title, with what the selection would pay where (an overpay shows before the buy)."""
        text = tr("new_york", "{name}'s money", name=name)
        payment = self.selected_payment()
        if not payment:
            return text
        total = sum(card_value(c) for c in payment)
        banks = {card_currency(c) for c in payment}
        text += " · " + tr("new_york", "selected {total}", total=total)
        if len(banks) == 1:
            slot = banks.pop()
            tile = state.market[slot]
            if tile is not None:
                price = TILE_PRICE[tile]
                spare = spare_card(payment, price)
                if spare is not None:
                    text += " · " + tr("new_york", "leave out the {card}: the rest already pays the {building}'s price of {price}",
                                       card=(card_words(spare),), building=tr("new_york", TYPES[TILE_TYPE[tile]]), price=price)
                elif total > price:
                    text += " · " + tr("new_york", "{over} over the {building}'s price of {price}: no change, ends your actions",
                                       over=total - price, building=tr("new_york", TYPES[TILE_TYPE[tile]]), price=price)
                elif total == price:
                    text += " · " + tr("new_york", "exact for the {building}: another action",
                                       building=tr("new_york", TYPES[TILE_TYPE[tile]]))
                else:
                    text += " · " + tr("new_york", "{short} short of the {building}'s price of {price}",
                                       short=price - total, building=tr("new_york", TYPES[TILE_TYPE[tile]]), price=price)
        else:
            text += " · " + tr("new_york", "a building is paid in one currency")
        return text

    def click_hand(self, index: int) -> None:
        if index in self.selected_hand:
            self.selected_hand.remove(index)
        else:
            self.selected_hand.append(index)
        self.schedule_sync()

    def _draw_prompt(self, state) -> None:
        self.end_turn_box = None
        if not self.controller.can_act:
            return
        x, y = 1000, HAND_Y + 26
        advice = self._placing_advice(state)
        if advice:
            self._advice_label(advice)
        if ("end_turn",) in self.legal:
            self.end_turn_box = QRectF(x, y, 170, 36)
            self._button(tr("new_york", "End turn"), self.end_turn_box, lambda: self.controller.try_action(("end_turn",)))
            y += 42
        if ("pass",) in self.legal:
            self._button(tr("new_york", "Pass"), QRectF(x, y, 170, 36), lambda: self.controller.try_action(("pass",)))

    def _placing_advice(self, state) -> str:
        """What to do with a building just bought, said on the table beside the hand (not while
        cards are selected for a payment: the hand's title says what they pay then)."""
        if state.current_player != self.controller.viewer or not self.pending_for(state.current_player) \
                or self.selected_hand:
            return ""
        if state.phase in ("place", "final_place"):
            return tr("new_york", "Place the building: drag it into your city or onto your reserve.")
        if ("end_turn",) in self.legal:
            return tr("new_york", "Exact payment: one more action, or End turn; then drag the building into your city or reserve.")
        return tr("new_york", "Use your extra action first; then drag the building into your city or reserve.")

    def _advice_label(self, text: str) -> None:
        box = QRectF(TABLE_W - 10 - 820, HAND_Y - 2, 820, 24)

        def draw(painter, rect, text=text):
            painter.setPen(QColor("#7a4a12"))
            painter.setFont(font(TEXT))
            painter.drawText(rect, Qt.AlignRight | Qt.AlignVCenter,
                             painter.fontMetrics().elidedText(text, Qt.ElideRight, int(rect.width())))
        item = self._painted(("advice", text), box, draw, None, None, text, z=2)
        item.role = "advice"

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
            if self.neutral_item is not None:
                self.neutral_item.update()  # its cached picture is redrawn, lit
        if hold:
            self.say(tr("new_york", "Move the building to a lit plot and click (Esc puts it back)."))

    def turn_ghost(self, rotate: int = 0, flip: bool = False) -> None:
        """R, F, the wheel or a right-click on a held building: New York's buildings keep their
        streets where they are printed."""
        if self.ghost is not None:
            self.say(tr("new_york", "New York buildings are not turned: their streets stay as printed."))

    def _clear_lit(self) -> None:
        if self.neutral_item is not None and isValid(self.neutral_item):
            self.neutral_item.update()
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

    def drop(self, payload, target: DropTarget) -> bool:
        """A bought building dropped while the extra action is open declines it first (the
        player's explicit choice: the ghost said so), then places the building."""
        if target.action in self.after_end and target.action not in self.legal:
            if not self.controller.try_action(("end_turn",)):
                return False
            if target.action not in self.controller.state.legal_actions():
                self.after_host = target.action  # a remote seat: sent once the host's list allows it (sync)
                return True
        return self.controller.try_action(target.action)

    def ghost_path(self, payload, rotation: int, flipped: bool) -> QPainterPath:
        size = self._cell_size()
        path = QPainterPath()
        path.addRect(QRectF(0, 0, size, size))
        return path

    def paint_ghost(self, painter, payload, rotation: int, flipped: bool) -> None:
        tile = payload[2] if payload[0] == "city" else payload[1]
        paint_tile(painter, QRectF(0, 0, self._cell_size(), self._cell_size()), tile)

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
        if action in self.after_end:  # placing now declines the extra action
            return DropTarget(pos, True, tr("new_york", "ends your actions"), action)
        if self.after_end and action[0] == "place":
            reason = _placement_reason(self.controller.state, action)
            if reason:
                return DropTarget(pos, False, "", None, reason)
        reason = self.controller.reason_for(action) or tr("new_york", "Not allowed now.")
        return DropTarget(pos, False, "", None, reason)

    def keyboard_step(self, target, dx: int, dy: int):
        if target is None:
            return None
        size = self._cell_size()
        return target.pos + QPointF(dx * size + size / 2, dy * size + size / 2)

    # ------------------------------------------------------------ hints and last moves
    def show_hint(self, action, hint=None) -> None:
        """The hinted move in the imperative ("Hint: take blue 6"), with both its ends lit: the
        piece it moves (hand cards, a display card, a bought or reserved building) and where it goes."""
        state = self.controller.state
        path = self._action_path(state, state.current_player, action)
        source = self._action_source(state, state.current_player, action)
        if source is not None:
            path = source if path is None else path.united(source)
        if path is not None and not path.isEmpty():
            self.flash(path, QColor(52, 152, 219), 2600)
        template, params = state.advice_parts(action)
        self.say(tr("new_york", "Hint: {move}", move=tr("new_york", template, **params)) + hint_reason(hint, "new_york"))

    def _action_source(self, state, player, action) -> QPainterPath | None:
        """Where the piece a move uses lies now: the paying hand cards, a bought building beside
        the city, a reserved one; for money taken, the hand it goes to (the display is the place)."""
        kind = action[0]
        path = QPainterPath()
        area = self.areas.get(player)
        hand = state.players[player].hand if player is not None else []
        if kind == "buy" and player == self.controller.viewer:
            used: list[int] = []
            for c in action[2]:
                index = next((i for i, h in enumerate(hand) if h == c and i not in used), None)
                if index is not None and index < len(self.hand_boxes):
                    used.append(index)
                    path.addRoundedRect(self.hand_boxes[index], 5, 5)
        elif kind == "take" and player == self.controller.viewer:
            path.addRoundedRect(QRectF(8, HAND_Y + 24, 950, 80), 6, 6)
        elif kind in ("place", "reserve", "neutral") and area is not None:
            pending = self.pending_for(player)
            if action[1] in pending:
                path.addRect(area.bought_tile_rect(pending.index(action[1])))
        elif kind in ("to_city", "swap") and area is not None:
            reserve = state.players[player].reserve
            if action[1] in reserve:
                path.addRect(area.reserve_tile_rect(reserve.index(action[1])))
        elif kind == "to_reserve" and area is not None:
            path.addRoundedRect(area.reserve_box, 6, 6)
        elif kind == "end_turn" and self.end_turn_box is not None:
            path.addRoundedRect(self.end_turn_box, 8, 8)
        return None if path.isEmpty() else path

    def _action_path(self, state, player, action) -> QPainterPath | None:
        kind = action[0]
        path = QPainterPath()
        area = self.areas.get(player)
        if kind == "buy" and action[1] < len(self.market_boxes):
            path.addRoundedRect(self.market_boxes[action[1]], 8, 8)
        elif kind == "take":
            for i in action[1]:
                if i < len(self.display_boxes):
                    path.addRoundedRect(self.display_boxes[i], 6, 6)
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

    def _last_move_path(self, state, record) -> QPainterPath | None:
        """Where a seat's last action shows on the table now (what it built, bought or took)."""
        action = record.action
        area = self.areas.get(record.player)
        if area is None:
            return None
        path = QPainterPath()
        kind = action[0]
        if kind in ("place", "to_city", "swap"):
            if tuple(action[2]) in area.city.cells:
                path.addRect(area.cell_rect(tuple(action[2])))
        elif kind in ("buy",) and state.current_player == record.player:
            pending = self.pending_for(record.player)
            for index in range(len(pending)):
                path.addRect(area.bought_tile_rect(index))
        elif kind in ("reserve", "to_reserve"):
            reserve = state.players[record.player].reserve
            tile = action[1] if kind == "reserve" else None
            for index, t in enumerate(reserve):
                if tile is None or t == tile:
                    path.addRect(area.reserve_tile_rect(index))
        elif kind == "take":
            path.addRoundedRect(QRectF(area.box.left() + 4, area.box.top() + 2, area.box.width() - 8, self.header_h), 6, 6)
        return None if path.isEmpty() else path

    def _mark_last_moves(self, state) -> None:
        """Each seat's last turn keeps an outline in the seat's colour round what it touched (the
        buildings it built or reserved, the money it took; TableScene.mark_last_move)."""
        for seat, records in self.last_turns().items():
            path = QPainterPath()
            for record in records:
                if record.action[0] not in ("end_turn", "pass"):
                    part = self._last_move_path(state, record)
                    if part is not None:
                        path = path.united(part)
            if path.isEmpty():
                continue
            mark = (path, self.seat_colour(seat))
            if self._marked.get(seat) != mark:  # an unchanged outline stays: its rings are dear to build
                self._marked[seat] = mark
                self.mark_last_move(seat, *mark)

    def clear_last_moves(self) -> None:
        self._marked.clear()
        super().clear_last_moves()

    # ------------------------------------------------------------ scorings announced
    def _announce_scorings(self, state) -> None:
        """A scoring that happened since the last sync is announced over the cities (a banner
        that fades by itself, no dialog) and the score board glows; opening a table announces nothing,
        nor does a review's step (its log has the scoring's lines; a step repaints only what changed)."""
        done = len(state.scorings)
        seen, self._scorings_seen = self._scorings_seen, done
        if seen is None or done <= seen or not self.travels:  # a review steps through positions: its log says it
            return
        names = [s.name for s in self.controller.match.seats]
        lines = [scoring_headline(result, names) for result in state.scorings[seen:]]
        self.show_banner("\n".join(lines))
        board = QPainterPath()
        board.addRoundedRect(QRectF(796, 24, TABLE_W - 804, 150), 8, 8)
        self.flash(board, QColor(SCORING_GOLD), 3000)

    def show_banner(self, text: str, duration: int = 5000) -> None:
        if self.banner is not None and isValid(self.banner) and self.banner.scene() is self:
            self.removeItem(self.banner)
        self.banner = ScoringBanner(text, QRectF(TABLE_W / 2 - 380, CITY_TOP + 40, 760, 0))
        self.addItem(self.banner)
        banner = self.banner
        QTimer.singleShot(duration, self, lambda: self._drop_banner(banner))

    def _drop_banner(self, banner) -> None:
        if isValid(banner) and banner.scene() is self:
            self.removeItem(banner)
        if self.banner is banner:
            self.banner = None


def scoring_headline(result, names) -> str:
    """A scoring in one line for the banner: "First scoring: Anna +7 · Bence +4"."""
    name = SCORING_NAMES[result["round"]]
    points = " · ".join(f"{n} +{p}" for n, p in zip(names, result["points"]))
    scoring = tr("new_york", name)
    return tr("new_york", "{scoring}: {points}", scoring=scoring[:1].upper() + scoring[1:], points=points)


class ScoringBanner(QGraphicsItem):
    """A short announcement over the table: a gold band with the scoring's points. Takes no
    input (a click goes through to the table) and goes by itself."""

    def __init__(self, text: str, box: QRectF):
        super().__init__()
        self.text = text
        lines = max(1, text.count("\n") + 1)
        self.box = QRectF(box.left(), box.top(), box.width(), 22 + 26 * lines)
        self.setZValue(950)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return self.box.adjusted(-2, -2, 2, 2)

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(QPen(QColor("#8a6d1c"), 2))
        painter.setBrush(QColor(255, 246, 214, 240))
        painter.drawRoundedRect(self.box, 10, 10)
        painter.setPen(INK)
        painter.setFont(font(HEAD_BANNER, True))
        painter.drawText(self.box, Qt.AlignCenter, self.text)


def _placement_reason(state, action) -> str:
    """Why a bought building cannot go on this plot once the actions end."""
    from desktop_app.table.text import translate_error
    problem = state.players[state.current_player].city.placement_problem(action[1], action[2])
    if problem is None:
        return ""
    key, text, params = problem
    from desktop_app.engine.game import IllegalMove
    return translate_error(IllegalMove(key, text, **params), "new_york")
