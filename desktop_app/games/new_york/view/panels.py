"""The parts of New York's table around the cities: the building market, the money display with
the deck, the bag and the scoring cards, the score board, the neutral player and the card backs of
hidden hands. A mixin of `NewYorkScene` (it reads the scene's legal-action index and selection)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen

from desktop_app.table.scene import INK
from desktop_app.table.text import fill, tr

from ..components import CURRENCIES, MARKET_SLOTS, SCORING_CARD_A, SCORING_CARD_B, TILE_PRICE, TILE_TYPE, TYPES
from .art import (
    BANK_COLOURS, BANK_HATCH, BANK_PAPER, SCORING_GOLD, TYPE_GROUND, draw_bank_symbol, draw_building, font,
    paint_back, paint_card,
)
from .items import HEAD, LIT, SMALL, TEXT, CityArea, Painted, language, tag, tile_label

from .items import TABLE_W, TOP_H, TOP_Y


def market_tile_rect(slot_box: QRectF) -> QRectF:
    return QRectF(slot_box.left() + 4, slot_box.top() + 28, 70, 70)


def price_coin_rect(slot_box: QRectF) -> QRectF:
    return QRectF(slot_box.left() + 76, slot_box.top() + 74, 24, 24)


class PanelsMixin:
    def _draw_market(self, state) -> None:
        self._label(tr("new_york", "Building market"), QPointF(10, TOP_Y - 2))
        self.market_boxes = []
        payment = self.selected_payment()
        for slot in range(MARKET_SLOTS):
            box = QRectF(10 + slot * 108, TOP_Y + 20, 102, 152)
            self.market_boxes.append(box)
            tile = state.market[slot]
            note, warn = self._payment_note(state, slot, payment)

            def draw(painter, rect, slot=slot, tile=tile, note=note, warn=warn):
                colour = QColor(BANK_COLOURS[slot])
                painter.setPen(QPen(colour.darker(140), 2))
                painter.setBrush(QColor(BANK_PAPER[slot]))
                painter.drawRoundedRect(rect, 8, 8)
                painter.setBrush(QBrush(colour.lighter(150), BANK_HATCH[slot]))
                painter.drawRoundedRect(QRectF(rect.left(), rect.top(), rect.width(), 24), 8, 8)
                draw_bank_symbol(painter, QRectF(rect.left() + 6, rect.top() + 3, 18, 18), slot)
                painter.setPen(INK)
                painter.setFont(font(TEXT))
                painter.drawText(QRectF(rect.left() + 28, rect.top(), rect.width() - 32, 24), Qt.AlignLeft | Qt.AlignVCenter,
                                 tr("new_york", CURRENCIES[slot]))
                if tile is None:
                    painter.setFont(font(SMALL, False))
                    painter.drawText(rect, Qt.AlignCenter, tr("new_york", "empty"))
                    return
                name = QRectF(rect.left() + 3, rect.top() + 100, rect.width() - 6, 22)
                painter.setFont(font(TEXT))
                painter.drawText(name, Qt.AlignCenter, painter.fontMetrics().elidedText(
                    tr("new_york", TYPES[TILE_TYPE[tile]]), Qt.ElideRight, int(name.width())))
                if note:
                    painter.setPen(QColor("#a0301f") if warn else LIT.darker(150))
                    painter.setFont(font(SMALL))
                    painter.drawText(QRectF(rect.left() + 2, rect.top() + 124, rect.width() - 4, 24), Qt.AlignCenter, note)
            can_buy = tile is not None and any(a[0] == "buy" and a[1] == slot for a in self.legal)
            words = (tr("new_york", CURRENCIES[slot]), tr("new_york", TYPES[TILE_TYPE[tile]]) if tile is not None
                     else tr("new_york", "empty"))  # what it paints, in the player's language
            self._painted(("slot", slot, tile, note, warn, words), box, draw,
                          (lambda slot=slot: self.click_market(slot)) if can_buy else None, None,
                          tr("new_york", "Pay in {bank}: select cards in your hand, then click here. "
                                         "Click with nothing selected for a suggested payment.",
                             bank=tr("new_york", CURRENCIES[slot])))
            if tile is not None:
                # The price beside the building, never over its art.
                self._tile_item(tile, market_tile_rect(box), origin="bag", tooltip=tile_label(tile), z=1)
                self._price_coin(slot, TILE_PRICE[tile], price_coin_rect(box))

    def _price_coin(self, slot: int, price: int, box: QRectF) -> None:
        def draw(painter, rect, slot=slot, price=price):
            colour = QColor(BANK_COLOURS[slot])
            painter.setPen(QPen(colour.darker(170), 1.5))
            painter.setBrush(QColor("#fffaf0"))
            painter.drawEllipse(rect)
            painter.setPen(colour.darker(190))
            painter.setFont(font(14))
            painter.drawText(rect, Qt.AlignCenter, str(price))
        self._painted(("coin", slot, price), box, draw, z=2)

    def _draw_money(self, state) -> None:
        x0 = 452
        self._label(tr("new_york", "Money display"), QPointF(x0, TOP_Y - 2))
        can_take = self.my_turn() and state.phase == "act"
        self.display_boxes = []
        keys = self._card_keys(state)

        def draw_tray(painter, rect):
            painter.setPen(QPen(QColor("#cdbd9f"), 1))
            painter.setBrush(QColor("#e2d5bd"))
            painter.drawRoundedRect(rect, 8, 8)
        # The tray is where money taken by a hidden hand flies from.
        self._painted(("tray",), QRectF(x0 - 4, TOP_Y + 18, 4 * 64 + 4, 98), draw_tray, z=-1, piece="display")
        for i in range(4):
            card = state.display[i] if i < len(state.display) else None
            box = QRectF(x0 + i * 64, TOP_Y + 22, 60, 90)
            self.display_boxes.append(box)
            selected = i in self.selected_display
            item = self._painted(("card", card, selected), box,
                                 lambda p, b, card=card, selected=selected: paint_card(p, b, card, selected),
                                 (lambda i=i: self.click_display(i)) if can_take and card is not None else None, None,
                                 tr("new_york", "Click cards to take one, or several worth 5 at most."), z=1,
                                 piece=keys[("display", i)] if card is not None else None, origin="deck")
            item.role = "display"  # what the first-turn guide points at
        takes = ("take", tuple(sorted(self.selected_display)))
        if self.selected_display and takes in self.legal:
            self._button(tr("new_york", "Take selected"), QRectF(x0, TOP_Y + 120, 150, 34), self.take_selected)
        deck_box = QRectF(x0 + 262, TOP_Y + 22, 60, 90)
        pile = state.deck_pile()

        def draw_deck(painter, box, pile=pile, count=len(state.deck)):
            for k in (3, 2, 1):  # the stack's thickness
                painter.setPen(QPen(QColor("#3b2c20"), 1))
                painter.setBrush(QColor("#5b4636"))
                painter.drawRoundedRect(box.translated(k * 1.5, k * 1.5), 6, 6)
            if count:
                paint_back(painter, box)
            painter.setPen(QColor("#fff4dc"))
            painter.setFont(font(HEAD))
            painter.drawText(QRectF(box.left(), box.top() + 4, box.width(), 22), Qt.AlignCenter, str(count))
        tip = (tr("new_york", "The money deck is in pile {pile} of 5; scoring A is shuffled into pile 2, B into pile 4.",
                  pile=pile) if pile else tr("new_york", "The money deck was reshuffled from the discards."))
        tip += "\n" + tr("new_york", "Discards {n} · bag {bag}", n=len(state.discard), bag=len(state.bag))
        self._painted(("deck", len(state.deck)), deck_box, draw_deck, None, None, tip, piece="deck")

        def draw_piles(painter, box, pile=pile):
            # Five segments: which fifth of the deck is on top (A hides in 2, B in 4).
            w = box.width() / 5
            painter.setFont(font(SMALL))
            for k in range(5):
                seg = QRectF(box.left() + k * w, box.top(), w - 1, box.height())
                painter.setPen(QPen(QColor("#5b4636"), 1))
                painter.setBrush(QColor("#f0a92e") if pile == k + 1 else QColor("#e6dac4"))
                painter.drawRect(seg)
                painter.setPen(INK)
                painter.drawText(seg, Qt.AlignCenter, str(k + 1))
        self._painted(("piles", pile), QRectF(deck_box.left() - 4, deck_box.bottom() + 8, 70, 18), draw_piles, None, None, tip)
        # The scoring cards, once they come up: face up beside the deck, with what they paid.
        done = {r["round"]: r for r in state.scorings}
        for k, (card, letter) in enumerate(((SCORING_CARD_A, "A"), (SCORING_CARD_B, "B"))):
            box = QRectF(x0 + 164 + k * 46, TOP_Y + 118, 40, 56)
            if letter in done:
                self._painted(("card", card, False), box, lambda p, b, card=card: paint_card(p, b, card), None, None,
                              self._scoring_tip(state, done[letter]), piece=("scoring", letter), origin="deck")
            else:
                def draw_slot(painter, rect, letter=letter, pile=2 if letter == "A" else 4):
                    painter.setPen(QPen(QColor(SCORING_GOLD), 1.5, Qt.DashLine))
                    painter.setBrush(Qt.NoBrush)
                    painter.drawRoundedRect(rect, 5, 5)
                    painter.setPen(QColor("#8a6d1c"))
                    painter.setFont(font(HEAD))
                    painter.drawText(rect, Qt.AlignCenter, letter)
                self._painted(("scoring_slot", letter), box, draw_slot, None, None,
                              fill(QCoreApplication.translate("new_york", "Scoring {round} is still in the deck (pile {pile})."),
                                   round=letter, pile=2 if letter == "A" else 4))
        # The bag of buildings.
        def draw_bag(painter, box, count=len(state.bag)):
            bag = QPainterPath()
            bag.moveTo(box.left() + box.width() * 0.3, box.top() + box.height() * 0.2)
            bag.cubicTo(QPointF(box.left() - 4, box.bottom()), QPointF(box.left(), box.bottom()), QPointF(box.center().x(), box.bottom()))
            bag.cubicTo(QPointF(box.right(), box.bottom()), QPointF(box.right() + 4, box.bottom()),
                        QPointF(box.left() + box.width() * 0.7, box.top() + box.height() * 0.2))
            bag.closeSubpath()
            painter.setPen(QPen(QColor("#5a3d22"), 1.5))
            painter.setBrush(QColor("#b08a5a"))
            painter.drawPath(bag)
            painter.drawEllipse(QRectF(box.center().x() - 9, box.top(), 18, 8))
            painter.setPen(QColor("#fff4dc"))
            painter.setFont(font(TEXT))
            painter.drawText(QRectF(box.left(), box.top() + 12, box.width(), box.height() - 12), Qt.AlignCenter, str(count))
        self._painted(("bag", len(state.bag)), QRectF(x0 + 266, TOP_Y + 142, 52, 34), draw_bag, None, None,
                      tr("new_york", "Buildings left in the bag: {bag}", bag=len(state.bag)), piece="bag")

    def _scoring_tip(self, state, result) -> str:
        """A scoring's tooltip, remembered: a result never changes once written, and its scoring
        card and the score board show it at every sync."""
        names = [s.name for s in self.controller.match.seats]
        key = (result["round"], tuple(result["points"]), tuple(result["streets"]), tuple(map(tuple, result["type_points"])),
               tuple(names), len(state.players), language())
        tip = self._scoring_tips.get(key)
        if tip is None:
            tip = self._scoring_tips[key] = self._scoring_text(state, result, names)
        return tip

    def _scoring_text(self, state, result, names) -> str:
        lines = [fill(QCoreApplication.translate("new_york", "Scoring {round}"), round=result["round"] if result["round"] != "final"
                        else tr("new_york", "final scoring"))]
        for player in range(len(state.players)):
            per_type = ", ".join(f"{tr('new_york', TYPES[t])} {result['type_points'][player][t]}"
                                 for t in range(len(TYPES)) if result["type_points"][player][t])
            lines.append(tr("new_york", "{name}: {points} = {types} + street {street}", name=names[player],
                            points=result["points"][player], types=per_type or "0", street=result["streets"][player]))
        return "\n".join(lines)

    def _draw_scores(self, state) -> None:
        """The score board: a row per seat, ranked by points, each row that seat's score marker (it
        travels when a scoring changes the order), counts per type with the points "if scored now"."""
        x0, width = 796, TABLE_W - 796 - 8
        preview = state.points_if_scored_now()
        rounds = ("A", "B", "final")
        next_round = rounds[min(len(state.scorings), 2)]
        names = [s.name for s in self.controller.match.seats]
        counts = [p.city.type_counts() for p in state.players]
        neutral = state.neutral_counts() if state.neutral is not None else None
        rows = len(state.players) + (1 if neutral is not None else 0)
        row_h = min(22.0, (TOP_H - 50) / rows)
        upcoming = next_round if next_round != "final" else tr("new_york", "final scoring")
        self._label(fill(QCoreApplication.translate("new_york", "If scored now · next: {round}"), round=upcoming),
                    QPointF(x0, TOP_Y - 2))
        current = state.current_player
        col_w, first = 36, 108  # columns, relative to the board's left edge
        street_x = first + 6 * col_w + 4
        street_w = width - street_x - 4

        def draw(painter, box):
            painter.setPen(QPen(QColor("#b8a98f"), 1))
            painter.setBrush(QColor("#f7f0e4"))
            painter.drawRoundedRect(box, 8, 8)
            for t in range(len(TYPES)):  # each column's building, drawn as on the tiles
                head = QRectF(box.left() + first + t * col_w + 2, box.top() + 3, col_w - 4, 22)
                painter.setPen(Qt.NoPen)
                painter.setBrush(QColor(TYPE_GROUND[t]))
                painter.drawRoundedRect(head, 3, 3)
                draw_building(painter, QRectF(head.center().x() - 10, head.top() + 1, 20, 20), t)
            street = QRectF(box.left() + street_x, box.top() + 3, street_w, 22)
            painter.setBrush(QColor("#4d4f52"))
            painter.drawRoundedRect(street, 3, 3)
            painter.setPen(QPen(QColor("#f3e7b3"), 2, Qt.DashLine))
            painter.drawLine(QPointF(street.left() + 3, street.center().y()), QPointF(street.right() - 3, street.center().y()))
            if neutral is not None:
                y = box.top() + 28 + len(state.players) * row_h
                painter.setPen(INK)
                painter.setFont(font(SMALL))
                painter.drawText(QRectF(box.left() + 8, y, 96, row_h), Qt.AlignLeft | Qt.AlignVCenter,
                                 tr("new_york", "Neutral"))
                for t in range(len(TYPES)):
                    painter.drawText(QRectF(box.left() + first + t * col_w, y, col_w, row_h), Qt.AlignCenter,
                                     str(neutral[t]))
        tip = tr("new_york", "Buildings per type in each city, and the points each would earn if the next scoring "
                             "happened now; the street column is the longest outer street.")
        for result in state.scorings:
            tip += "\n\n" + self._scoring_tip(state, result)
        self._painted(("board", neutral, rows, row_h, tr("new_york", "Neutral")),
                      QRectF(x0, TOP_Y + 20, width, 32 + rows * row_h), draw, None, None, tip)

        def draw_row(painter, box, seat):
            if seat == current:
                painter.setPen(Qt.NoPen)
                painter.setBrush(QColor(255, 240, 200))
                painter.drawRoundedRect(box, 4, 4)
            painter.setBrush(self.seat_colour(seat))
            painter.setPen(QPen(INK, 1))
            painter.drawEllipse(QRectF(box.left() + 3, box.center().y() - 6, 12, 12))
            painter.setFont(font(SMALL))
            painter.drawText(QRectF(box.left() + 19, box.top(), 56, box.height()), Qt.AlignLeft | Qt.AlignVCenter,
                             painter.fontMetrics().elidedText(names[seat], Qt.ElideRight, 56))
            painter.setFont(font(TEXT))
            painter.drawText(QRectF(box.left() + 73, box.top(), 28, box.height()), Qt.AlignRight | Qt.AlignVCenter,
                             str(state.players[seat].score))
            for t in range(len(TYPES)):
                cell = QRectF(box.left() + first - 3 + t * col_w, box.top(), col_w, box.height())
                gain = preview[seat][t]
                painter.setFont(font(SMALL, bool(gain)))
                painter.setPen(LIT.darker(160) if gain else QColor("#6f604c"))
                painter.drawText(cell, Qt.AlignCenter, f"{counts[seat][t]}+{gain}" if gain else str(counts[seat][t]))
            painter.setPen(INK)
            painter.setFont(font(SMALL))
            painter.drawText(QRectF(box.left() + street_x - 3, box.top(), street_w, box.height()), Qt.AlignCenter,
                             f"+{state.players[seat].city.longest_street()}")
        ranking = sorted(range(len(state.players)), key=lambda seat: (-state.players[seat].score, seat))
        for rank, seat in enumerate(ranking):
            look = ("row", seat == current, self.seat_colour(seat).name(), names[seat], state.players[seat].score,
                    tuple(preview[seat]), counts[seat], state.players[seat].city.longest_street())
            # The seat's score marker: it moves when the ranking changes.
            self._painted(look, QRectF(x0 + 3, TOP_Y + 48 + rank * row_h, width - 6, row_h),
                          lambda p, b, seat=seat: draw_row(p, b, seat), None, None, tip, z=1, piece=("score", seat))

    def _draw_neutral(self, state, box: QRectF) -> None:
        tiles = list(state.neutral)

        def draw(painter, rect, n=len(tiles)):
            lit = self.ghost is not None and self.drag_payload and self.drag_payload[0] == "pending" \
                and ("neutral", self.drag_payload[1]) in self.legal
            painter.setPen(QPen(QColor("#8c8c8c"), 1.5, Qt.DashLine))
            painter.setBrush(QColor(46, 160, 67, 45) if lit else QColor("#efeae0"))
            painter.drawRoundedRect(rect, 9, 9)
            painter.setPen(INK)
            painter.setFont(font(HEAD))
            painter.drawText(QRectF(rect.left() + 10, rect.top() + 2, rect.width() - 20, self.header_h - 2),
                             Qt.AlignLeft | Qt.AlignVCenter, tr("new_york", "Neutral player (%n buildings)", n=n))
        # Lit while a bought building is held over it (read when painted): drawn directly.
        self.neutral_item = self._painted(
            ("neutral", len(tiles), tr("new_york", "Neutral player (%n buildings)", n=len(tiles))), box, draw, None, None,
            tr("new_york", "The neutral player counts in every majority but scores no streets. "
                           "With two players you may drop a bought building here."), sprite=False)
        size = 48
        per_row = max(1, int((box.width() - 20) // (size + 4)))
        for k, tile in enumerate(tiles):
            x = box.left() + 10 + (k % per_row) * (size + 4)
            y = box.top() + self.header_h + 4 + (k // per_row) * (size + 4)
            self._tile_item(tile, QRectF(x, y, size, size), origin="bag", tooltip=tile_label(tile))

    def _draw_hand_backs(self, state, area: CityArea) -> None:
        """Other players' money as card backs in their header (their count is public), or as totals
        per bank when hands are open; cards taken come from the display."""
        viewer = self.controller.viewer
        player = state.players[area.player]
        head = QRectF(area.box.left() + 10, area.box.top() + 3, area.box.width() - 20, self.header_h - 4)
        if self.show_other_money(area.player):
            def draw(painter, rect, player=player):
                x = rect.left()
                painter.setFont(font(SMALL))
                for bank in range(len(CURRENCIES)):
                    draw_bank_symbol(painter, QRectF(x, rect.top() + 4, 14, 14), bank)
                    painter.setPen(INK)
                    painter.drawText(QRectF(x + 16, rect.top(), 20, rect.height()), Qt.AlignLeft | Qt.AlignVCenter,
                                     str(player.money(bank)))
                    x += 38
            money = tuple(player.money(bank) for bank in range(len(CURRENCIES)))
            self._painted(("money", money), QRectF(head.right() - 60 - 152, head.top(), 152, head.height()), draw,
                          None, None, tr("new_york", "Money per bank"), z=1)  # over the city's frame
            return
        if area.player == viewer:
            return
        count = len(player.hand)
        step = min(7.0, 90.0 / max(1, count))
        right = head.right() - 62
        tip = tr("new_york", "{name}'s money cards: {count}", name=self.controller.match.seats[area.player].name, count=count)
        for k in range(count):
            box = QRectF(right - (count - k) * step - 10, head.top() + 2, 14, 20)
            self._painted(("back",), box, paint_back, None, None, tip, z=1 + k * 1e-3,  # the fan overlaps: fixed order
                          piece=("back", area.player, k), origin=self.money_origin)
