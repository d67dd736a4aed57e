"""Copenhagen's table: the quay with the harbour cards, the score track, the houses, the facade
tile supply and the viewer's hand. The painters and items live in view/."""
from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QTimer
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QMenu

from desktop_app.table.scene import DropTarget, TableScene
from desktop_app.table.text import fill, hint_reason, tr, translate_error
from shiboken6 import isValid
from .components import (
    ABILITIES, ABILITY_NAMES, ABILITY_RULES, ADDITIONAL_CARD, ANY_CARDS, BOTH_ACTIONS, CHANGE_OF_COLORS,
    COLOURS, COLS, CONSTRUCTION_DISCOUNT, ROWS, SHAPES, WHITE, transform,
)
from .hint import hint_words
from .lines import line_cells
from .view.art import FACADE, INK, PALETTE, font, paint_cell
from .view.ids import CardIds
from .view.reuse import ItemKeeper
from .view.items import (
    BACK_H, BACK_W, CARD_H, CARD_W, CELL, GRID_X, GRID_Y, HOUSE_W, AbilityItem, BuiltTile, ButtonItem, Callout,
    CardItem, HouseItem, NamePlate, Quay, ScoreMarker, ScoreTrack, TileItem, colour_letter, paint_shape, shape_path,
)

from desktop_app.table.motion import tag_piece
from desktop_app.table.seats import seat_style

# Also what the rules viewer draws its pictures with (desktop_app/ui/rules_viewer.py).
__all__ = ["PALETTE", "FACADE", "CopenhagenScene", "CardItem", "TileItem", "AbilityItem", "HouseItem",
           "colour_letter", "shape_path", "paint_cell", "CARD_W", "CARD_H", "CELL"]

translate = QCoreApplication.translate  # context "copenhagen" throughout; lupdate extracts the literals

TAKE_ABILITIES = (ANY_CARDS, ADDITIONAL_CARD, BOTH_ACTIONS)
BUILD_ABILITIES = (CONSTRUCTION_DISCOUNT, CHANGE_OF_COLORS)

# Layout (scene units). The fitted view scales ~0.87 at 1280x720, so 13 px text shows above 11 px.
CARD_STEP = 72
HARBOUR = QPointF(12, 40)
DECK = QPointF(540, 40)
END = QPointF(620, 40)
TRACK = QPointF(712, 28)
HOUSES_Y, HOUSE_STEP = 166, 208
SUPPLY_X, SUPPLY_Y = 840, 166
SUPPLY_COLUMNS = {2: 0, 3: 58, 4: 132, 5: 222}
SUPPLY_ROWS = {"red": 32, "yellow": 82, "green": 148, "blue": 214, "purple": 280}
BOTTOM_Y = 592
HAND_STEP = 50
TABLE = QRectF(-8, -6, 1172, 762)


class CopenhagenScene(TableScene):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.selected_cards: list[int] = []
        self.armed: set[str] = set()
        self.houses: dict[int, HouseItem] = {}
        self._builds: dict = {}
        self._ids = CardIds()
        self._cards: dict[int, CardItem] = {}       # card id -> its item this sync
        self._tiles: dict[tuple, BuiltTile] = {}    # (player, tile index) -> item
        self._abilities: dict[tuple, AbilityItem] = {}  # (player, name) -> the house's ability tile
        self._known_tiles: dict[int, int] = {}
        self._known_abilities: dict[int, set] = {}
        self._keeper = ItemKeeper(self)
        self._marked: dict[int, tuple] = {}  # seat -> the last-move outline given to mark_last_move
        self._sections: dict = {}  # part of the table -> (its inputs, its items, what it registered)
        self._callouts: dict[str, Callout] = {}  # "refusal" / "score" -> the word on the table now
        self._face_up: list[CardItem] = []  # harbour cards flying face up into a hidden hand
        self.motion_finished.connect(self._turn_down_landed_cards)
        self.sync()

    # ------------------------------------------------------------ layout
    def table_rect(self) -> QRectF:
        return QRectF(TABLE)

    def seat_colour(self, player: int) -> QColor:
        return QColor(self.controller.match.seats[player].colour)

    def sync(self) -> None:
        self.cancel_drag()
        self._keeper.begin()  # instead of clear(): what is unchanged stays (and stays cached)
        state = self.controller.state
        viewer = self.controller.viewer
        records = self.new_log_records()
        self._ids.update(state, records)
        self.pieces: dict = {}  # key -> (item, origin key): what this sync tagged
        self._face_up = []
        self._cards.clear()
        self._tiles.clear()
        self._abilities.clear()
        self.houses.clear()
        self._index_builds(state)
        if viewer is None or state.current_player != viewer:
            self.selected_cards.clear()
            self.armed.clear()
        self.armed = {a for a in self.armed if viewer is not None and state.players[viewer].active(a)}
        # Every text of a part comes from the same translator: one word tells the language.
        language = translate("copenhagen", "Harbour")
        seats = tuple((s.name, s.colour) for s in self.controller.match.seats)
        scores = state.scores()
        can_take = self.controller.can_act and state.phase == "turn"
        self._draw_harbour(state, can_take, language)
        self._section("score", (language, seats, tuple(scores)), self._draw_score_track, state, scores)
        self._flying = self._just_taken(records) if self.travels else {}
        self._draw_houses(state, viewer, bool(records), language, seats, scores)
        arms = state.phase == "arms" and self.controller.can_act
        legal = set(state.legal_actions()) if arms else set()
        self._draw_supply(state, legal, language, self._unaffordable(state, viewer))
        if viewer is None:
            hand = None
        else:
            my_turn = self.controller.can_act and state.current_player == viewer
            hand = (seats[viewer], tuple(self._ids.hand(viewer, by_colour=True)), my_turn, state.phase,
                    tuple(sorted(state.players[viewer].abilities.items())), tuple(sorted(self.armed)),
                    my_turn and self.needs_any_cards())
        self._section("hand", (language, viewer, hand), self._draw_hand, state, viewer)
        self._draw_prompt(state, viewer)
        self._keeper.end()
        self._mark_last_moves(state)
        if records and self.travels:
            self._announce(state, records)

    def _section(self, name, inputs: tuple, draw, *args) -> None:
        """Draw one part of the table, or keep the last sync's items of that part when everything
        it is drawn from is the same (no item built at all)."""
        registries = (self.pieces, self._cards, self._tiles, self._abilities, self.houses)
        memo = self._sections.get(name)
        if memo is not None and memo[0] == inputs and self._keeper.keep(memo[1]):
            for registry, added in zip(registries, memo[2]):
                registry.update(added)
            return
        start = self._keeper.count()
        before = [set(registry) for registry in registries]
        draw(*args)
        added = [{k: v for k, v in registry.items() if k not in old} for registry, old in zip(registries, before)]
        added[0] = {k: (item, None) for k, (item, _) in added[0].items()}  # kept pieces come from nowhere
        self._sections[name] = (inputs, self._keeper.since(start), added)

    def _put(self, item):
        """Add an item built by this sync (or keep the identical one already there); use the result."""
        return self._keeper.put(item)

    def _tag(self, item, key, origin=None) -> None:
        """Give a component's item its stable key (and where a new one comes from) for the motion."""
        tag_piece(item, key, origin)
        self.pieces[key] = (item, origin)

    def _index_builds(self, state) -> None:
        builds = defaultdict(list)
        if not self.controller.can_act:  # only a drag asks (a review or another seat's turn: none)
            self._builds = builds
            return
        for action in state.legal_actions():
            if action[0] == "build":
                builds[(action[1], action[2], action[3], action[4])].append(action)
            elif action[0] == "white":
                builds[(WHITE, 1, (action[1],), None)].append(action)
        self._builds = builds

    def _label(self, text: str, pos: QPointF, size: int = 15, bold: bool = True, colour: QColor = INK):
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font(size, bold))
        item.setBrush(colour)
        item.setPos(pos)
        return self._put(item)

    def harbour_rect(self, slot: int) -> QRectF:
        return QRectF(HARBOUR.x() + slot * CARD_STEP, HARBOUR.y(), CARD_W, CARD_H)

    # Each part below is drawn again only when what it shows changed (see _section).
    def _draw_harbour(self, state, can_take: bool, language: str) -> None:
        self._section("quay", (language,), self._draw_quay)
        for i, colour in enumerate(state.display):
            self._section(("slot", i), (language, colour, self._ids.display[i], i in self.selected_cards, can_take),
                          self._draw_slot, state, i, can_take)
        self._section("deck", (language, len(state.supply), state.end_card_revealed, state.end_card_in_supply,
                               sum(state.discard)), self._draw_deck, state)

    def _draw_quay(self) -> None:
        self._put(Quay(QRectF(0, 0, 700, 158), 24))
        self._label(translate("copenhagen", "Harbour"), QPointF(12, 2), 15, True, QColor("#f4f1ea"))

    def _draw_slot(self, state, i: int, can_take: bool) -> None:
        colour = state.display[i]
        item = CardItem(colour, self.harbour_rect(i).topLeft(),
                        (lambda i=i: self.click_card(i)) if can_take and colour else None,
                        fill(translate("copenhagen", "{colour} facade card"), colour=translate("copenhagen", colour))
                        if colour else translate("copenhagen", "empty space"))
        item.selected = i in self.selected_cards
        item.slot = i
        item = self._put(item)
        card = self._ids.display[i]
        if colour is not None and card is not None:
            self._tag(item, ("card", card), self._ids.origins.get(card))
            self._cards[card] = item

    def _draw_deck(self, state) -> None:
        left = len(state.supply)
        supply = CardItem("back", DECK, None,
                          translate("copenhagen", "The supply: %n cards; they refill the harbour.", None, left),
                          str(left))
        supply = self._put(supply)
        self._tag(supply, "deck")
        if state.end_card_revealed:
            where = translate("copenhagen", "End card revealed: the game is over")
        elif state.end_card_in_supply:
            where = translate("copenhagen", "End card: among the last ten cards of the supply")
        else:
            where = translate("copenhagen", "End card: waits until the supply first runs out")
        end = CardItem("end", END, None,
                       translate("copenhagen", "The game ends when the End-of-Game card is revealed while refilling the harbour.")
                       + "\n" + where)
        end = self._put(end)
        self._tag(end, "end")
        discards = sum(state.discard)
        caption = self._label(translate("copenhagen", "%n cards discarded", None, discards) + "  ·  " + where,
                              QPointF(12, 136), 13, False)
        caption.setToolTip(translate("copenhagen", "Cards handed in or discarded; with 3-4 players they form the second supply."))

    def _draw_score_track(self, state, scores) -> None:
        self._label(translate("copenhagen", "Score: 12 points win at once"), QPointF(TRACK.x(), 2))
        track = ScoreTrack(TRACK)
        track = self._put(track)
        for player, score in enumerate(scores):
            name = self.controller.match.seats[player].name
            marker = ScoreMarker(self.seat_colour(player), seat_style(player).letter,
                                 track.mapToScene(track.marker_centre(player, score)))
            marker.setToolTip(fill(translate("copenhagen", "{name}: %n points", None, score), name=name))
            marker = self._put(marker)
            self._tag(marker, ("score", player))

    def _draw_houses(self, state, viewer, moved: bool, language: str, seats: tuple, scores) -> None:
        count = len(state.players)
        for player, board in enumerate(state.players):
            tiles = tuple(board.tiles)
            self._section(("house", player), (language, count, seats[player], scores[player],
                                              player == state.current_player, tiles, board.hand_size()),
                          self._draw_house, state, player, scores)
            house = self.houses[player]
            self._section(("tiles", player), (count, tiles), self._draw_tiles, state, player, house, moved)
            self._section(("abilities", player), (language, count, tuple(sorted(board.abilities.items()))),
                          self._draw_house_abilities, state, player, house, moved)
            if player != viewer:
                self._section(("fan", player), (language, count, tuple(self._ids.hand(player, by_colour=False)),
                                                self._flying.get(player, ())),
                              self._draw_fan, player, house)
            self._known_tiles[player] = len(board.tiles)
            self._known_abilities[player] = set(board.abilities)

    def _draw_house(self, state, player, scores) -> None:
        board = state.players[player]
        seat = self.controller.match.seats[player]
        house = HouseItem(board, seat.name, self.seat_colour(player), scores[player],
                          QPointF(6 + (4 - len(state.players)) * HOUSE_STEP / 2 + player * HOUSE_STEP, HOUSES_Y),
                          player == state.current_player, own_tiles=False, plate=False)
        self.houses[player] = house = self._put(house)
        self._put(NamePlate(seat.name, self.seat_colour(player), player == state.current_player, house.pos(),
                            house.toolTip()))

    def _just_taken(self, records) -> dict:
        """seat -> ids of the harbour cards it took in these new records (they fly face up)."""
        takers = {r.player for r in records if r.action[0] == "take"}
        return {p: tuple(self._ids.last_taken.get(p, ())) for p in takers}

    def _turn_down_landed_cards(self) -> None:
        """The harbour cards flown into a hidden hand have landed: now they are card backs."""
        for item in self._face_up:
            if isValid(item):
                item.colour = "back"
                item.update()
        self._face_up = []

    def _draw_tiles(self, state, player, house, moved: bool) -> None:
        board = state.players[player]
        known = self._known_tiles.get(player, len(board.tiles) if not moved else 0)
        for index, (colour, cells, brick) in enumerate(board.tiles):
            tile = self._put(BuiltTile(house, colour, cells, brick))
            self._tag(tile, ("tile", player, index), ("supply", colour, len(cells)) if moved and index >= known else None)
            self._tiles[(player, index)] = tile

    def _draw_house_abilities(self, state, player, house, moved: bool) -> None:
        board = state.players[player]
        known = self._known_abilities.get(player, set(board.abilities) if not moved else set())
        origin = house.mapToScene(house.abilities_origin())
        for k, name in enumerate(n for n in ABILITIES if n in board.abilities):
            item = self._put(AbilityItem(name, board.active(name), origin + QPointF(k * 34, 0), size=(30, 28), named=False))
            self._tag(item, ("ability", player, name), ("ability-supply", name) if name not in known else None)
            self._abilities[(player, name)] = item

    def _draw_fan(self, player, house) -> None:
        """The hand of a player the viewer may not see: card backs, and how many."""
        origin = house.mapToScene(house.hand_origin())
        held = self._ids.hand(player, by_colour=False)
        step = min(12.0, 120 / max(1, len(held)))
        flying = self._flying.get(player, ())
        for k, (colour, card) in enumerate(held):
            # A card just taken from the harbour is public: it flies face up and turns on landing.
            face = colour if card in flying and colour in COLOURS else "back"
            back = CardItem(face, origin + QPointF(k * step, 0), None, "", "", size=(BACK_W, BACK_H))
            back.setZValue(1 + k * 0.01)
            back = self._put(back)
            self._tag(back, ("card", card), self._ids.origins.get(card))
            self._cards[card] = back
            if face != "back":
                self._face_up.append(back)
        count = self._label(str(len(held)), origin + QPointF(len(held) * step + BACK_W + 8 - step, 6), 15)
        count.setToolTip(translate("copenhagen", "Cards in hand (at most 7 at the end of a turn)."))

    def _unaffordable(self, state, viewer) -> frozenset:
        """The supply's tile kinds the viewer cannot build now on their turn (marked in the supply)."""
        if viewer is None or not self.controller.can_act or state.current_player != viewer \
                or state.phase not in ("turn", "build"):
            return frozenset()
        buildable = {(colour, size) for colour, size, _, _ in self._builds}
        return frozenset(k for k, left in state.tile_supply.items() if left > 0 and k not in buildable)

    def _draw_supply(self, state, legal: set, language: str, unaffordable: frozenset = frozenset()) -> None:
        self._section(("supply", "titles"), (language,), self._draw_supply_titles)
        for colour in COLOURS:
            marked = tuple(size for size in SUPPLY_COLUMNS if (colour, size) in unaffordable)
            self._section(("supply", colour), (language, tuple(state.tile_supply[(colour, size)] for size in SUPPLY_COLUMNS),
                                               marked), self._draw_supply_row, state, colour, marked)
        self._section(("supply", WHITE), (language, state.white_supply), self._draw_white_supply, state)
        self._section(("supply", "abilities"), (language, tuple(state.ability_supply.get(n, 0) for n in ABILITIES),
                                                tuple(sorted(a for a in legal if a[0] == "ability"))),
                      self._draw_ability_supply, state, legal)

    def _draw_supply_titles(self) -> None:
        self._label(translate("copenhagen", "Facade tiles"), QPointF(SUPPLY_X, SUPPLY_Y))
        self._label(translate("copenhagen", "Ability tiles"), QPointF(SUPPLY_X + 58, SUPPLY_Y + 320))

    def _draw_supply_row(self, state, colour, marked=()) -> None:
        for size, dx in SUPPLY_COLUMNS.items():
            kind = (colour, size)
            item = TileItem(self, kind, state.tile_supply[kind], QPointF(SUPPLY_X + dx, SUPPLY_Y + SUPPLY_ROWS[colour]))
            if size in marked:
                item.dim = True
                refusal = state.tile_refusal(colour, size)
                if refusal is not None:
                    item.setToolTip(item.toolTip() + "\n" + translate_error(refusal, "copenhagen"))
            item = self._put(item)
            self._tag(item, ("supply", colour, size))

    def _draw_white_supply(self, state) -> None:
        white = TileItem(self, (WHITE, 1), state.white_supply, QPointF(SUPPLY_X, SUPPLY_Y + 318), cell=26)
        white.setToolTip(fill(translate("copenhagen", "White tiles: {count} left. Only a coat of arms gives one."),
                              count=state.white_supply))
        self._tag(self._put(white), ("supply", WHITE, 1))

    def _draw_ability_supply(self, state, legal: set) -> None:
        x0, y0 = SUPPLY_X, SUPPLY_Y
        for i, name in enumerate(ABILITIES):
            left = state.ability_supply.get(name, 0)
            action = ("ability", name)
            item = AbilityItem(name, left > 0, QPointF(x0 + i * 60, y0 + 360),
                               (lambda a=action: self.controller.try_action(a)) if action in legal else None,
                               "\n" + fill(translate("copenhagen", "{count} left in the supply."), count=left),
                               size=(44, 44), named=False, count=left)
            item.lit = action in legal
            self._tag(self._put(item), ("ability-supply", name))

    def _draw_hand(self, state, viewer) -> None:
        y = BOTTOM_Y
        if viewer is None:
            self._label(translate("copenhagen", "Hands are hidden."), QPointF(12, y))
            return
        board = state.players[viewer]
        seat = self.controller.match.seats[viewer]
        count = board.hand_size()
        self._label(fill(translate("copenhagen", "{name}'s hand: %n cards", None, count), name=seat.name),
                    QPointF(12, y))
        discarding = state.phase == "discard" and self.controller.can_act and state.current_player == viewer
        held = self._ids.hand(viewer, by_colour=True)
        step = min(HAND_STEP, 420 / max(1, len(held) - 1)) if len(held) > 1 else HAND_STEP
        for k, (colour, card) in enumerate(held):
            action = ("discard", colour)
            item = CardItem(colour, QPointF(12 + k * step, y + 24),
                            (lambda a=action: self.controller.try_action(a)) if discarding else None,
                            fill(translate("copenhagen", "{colour} card — click to discard") if discarding
                                 else translate("copenhagen", "{colour} card"), colour=translate("copenhagen", colour)))
            item.lit = discarding
            item.setZValue(k * 0.01)  # the fan overlaps: later cards on top, however the items are kept
            item = self._put(item)
            self._tag(item, ("card", card), self._ids.origins.get(card))
            self._cards[card] = item
        x = 500
        owned = [name for name in ABILITIES if name in board.abilities]
        if owned:  # a review (read only) uses none: its label only names them
            self._label(translate("copenhagen", "Abilities") if getattr(self.controller, "read_only", False)
                        else translate("copenhagen", "Your abilities (click to use)"), QPointF(x, y))
        my_turn = self.controller.can_act and state.current_player == viewer
        for name in owned:
            active = board.active(name)
            item = AbilityItem(name, active, QPointF(x, y + 24), (lambda n=name: self.toggle_ability(n)) if my_turn and active else None)
            item.selected = name in self.armed
            item.lit = name == ANY_CARDS and self.needs_any_cards()
            self._put(item)
            x += 110

    def _draw_prompt(self, state, viewer) -> None:
        if not self.controller.can_act:
            return
        y = BOTTOM_Y + 124
        pending = state.pending_arms
        text = {
            "turn": translate("copenhagen", "Take two neighbouring cards from the harbour, or drag a facade tile onto your house."),
            "discard": translate("copenhagen", "You hold more than 7 cards: click cards in your hand to discard."),
            "build": translate("copenhagen", "Both Actions: now drag a facade tile onto your house, or skip building."),
            "arms": translate("copenhagen", "Coat of arms: choose %n rewards (a white tile, an ability tile, or reactivate yours).",
                              None, pending),
        }[state.phase]
        self._label(text, QPointF(12, y + 6), 15, False)
        x = 940
        if state.phase == "build":
            self._put(ButtonItem(translate("copenhagen", "Skip building"), QPointF(x, y), lambda: self.controller.try_action(("skip_build",))))
        if state.phase == "arms" and ("reactivate",) in state.legal_actions():
            self._put(ButtonItem(translate("copenhagen", "Reactivate abilities"), QPointF(x - 30, y), lambda: self.controller.try_action(("reactivate",)), 200))
        if ("pass",) in state.legal_actions():
            self._put(ButtonItem(translate("copenhagen", "Pass"), QPointF(x, y), lambda: self.controller.try_action(("pass",))))

    # ------------------------------------------------------------ last moves
    def last_move_path(self, player: int, record) -> QPainterPath:
        """Where a seat's latest move shows on the table now (its cards in hand, its tile, its ability)."""
        path = QPainterPath()
        kind = record.action[0]
        if kind == "take":
            for card in self._ids.last_taken.get(player, []):
                item = self._cards.get(card)
                if item is not None:
                    path.addRoundedRect(item.mapRectToScene(item.rect).adjusted(-3, -3, 3, 3), 6, 6)
        elif kind in ("build", "white"):
            board = self.controller.state.players[player]
            cells = tuple(record.action[3] if kind == "build" else (tuple(record.action[1]),))
            for index, (_, tile_cells, _) in enumerate(board.tiles):
                if tuple(tile_cells) == cells and (player, index) in self._tiles:
                    tile = self._tiles[(player, index)]
                    path.addPath(tile.mapToScene(tile.outline))
        elif kind in ("ability", "reactivate"):
            names = [record.action[1]] if kind == "ability" else [n for (p, n) in self._abilities if p == player]
            for name in names:
                item = self._abilities.get((player, name))
                if item is not None:
                    path.addRoundedRect(item.mapRectToScene(item.rect).adjusted(-3, -3, 3, 3), 6, 6)
        return path.simplified()

    def _mark_last_moves(self, state) -> None:
        """Outline each seat's latest turn in the seat's colour (never a tint over the piece): all
        its steps, e.g. a build and the white tile its coat of arms gave."""
        turns: dict[int, list] = {}
        previous = None
        for record in self.controller.match.log:
            if record.player != previous:
                turns[record.player] = []
            turns[record.player].append(record)
            previous = record.player
        for player in [p for p in self._marked if p not in turns]:
            self._drop_mark(player)  # e.g. the seat's only move was taken back
        for player, records in turns.items():
            path = QPainterPath()
            for record in records:
                path.addPath(self.last_move_path(player, record))
            if path.isEmpty():
                self._drop_mark(player)  # what it outlined is gone (an undo emptied those cells)
                continue
            mark = (path.simplified(), self.seat_colour(player))
            if self._marked.get(player) != mark:  # an unchanged outline stays (its rings are dear)
                self._marked[player] = mark
                self.mark_last_move(player, *mark)

    def clear_last_moves(self) -> None:
        self._marked.clear()
        super().clear_last_moves()

    def _drop_mark(self, player: int) -> None:
        if self._marked.pop(player, None) is not None:
            self.clear_last_move(player)

    # ------------------------------------------------------------ words on the table
    def callout(self, text: str, centre: QPointF, tone: str = "refusal", duration: int = 2600) -> Callout:
        """A short word where it happened (replaces the previous one of its tone), gone after a moment."""
        old = self._callouts.pop(tone, None)
        if old is not None and isValid(old) and old.scene() is self:
            self.removeItem(old)
        item = Callout(text, centre, tone)
        table = self.table_rect().adjusted(4, 4, -4, -4)  # keep it whole on the table
        box = item.sceneBoundingRect()
        item.moveBy(max(0.0, table.left() - box.left()) + min(0.0, table.right() - box.right()),
                    max(0.0, table.top() - box.top()) + min(0.0, table.bottom() - box.bottom()))
        self.addItem(item)
        self._callouts[tone] = item

        def gone(item=item, tone=tone):
            if isValid(item) and item.scene() is self:
                self.removeItem(item)
            if self._callouts.get(tone) is item:
                del self._callouts[tone]
        QTimer.singleShot(duration, self, gone)
        return item

    def _announce(self, state, records) -> None:
        """Say on the table what the new moves scored (the log says it too) and how a game ended."""
        for record in records:
            params = record.parts[1] if record.parts else {}
            if "lines" not in params:
                continue
            house = self.houses.get(record.player)
            if house is None:
                continue
            name = self.controller.match.seats[record.player].name
            words = tr("copenhagen", "{name} completes {lines}: +{points}", name=name, lines=params["lines"],
                       points=params["points"])
            path = QPainterPath()
            board = state.players[record.player]
            for kind, index in self._completed_lines(board, record):
                for r, c in line_cells(kind, index):
                    path.addRect(house.mapRectToScene(house.cell_rect(r, c)))
            if not path.isEmpty():
                self.flash(path.simplified(), QColor(232, 184, 32), 2600)
            self.callout(words, house.mapToScene(QPointF(HOUSE_W / 2, GRID_Y + 24)), "score", 3200)  # under the name plate
        if state.is_over:
            winners = ", ".join(self.controller.match.seats[i].name for i in state.winners())
            if state.winner_by_points is not None:
                words = fill(translate("copenhagen", "{name} reaches 12 points and wins at once."), name=winners)
            else:
                words = fill(translate("copenhagen", "The End card is revealed: the game ends. Most points: {names}."),
                             names=winners)
            self.callout(words, QPointF(TABLE.center().x(), HOUSES_Y + 120), "score", 6000)

    def _completed_lines(self, board, record):
        """(kind, index) of the rows and columns the record's tile completed (all full now)."""
        action = record.action
        cells = action[3] if action[0] == "build" else ((tuple(action[1]),) if action[0] == "white" else ())
        out = []
        for r in sorted({r for r, _ in cells}):
            if all(board.filled(r, c) for c in range(COLS)):
                out.append(("row", r))
        for c in sorted({c for _, c in cells}):
            if all(board.filled(r, c) for r in range(ROWS)):
                out.append(("column", c))
        return out

    # ------------------------------------------------------------ taking cards
    def toggle_ability(self, name: str) -> None:
        self.armed ^= {name}
        self.schedule_sync()
        if name in self.armed:
            self.say(fill(translate("copenhagen", "{ability} ready: {rule}"),
                          ability=translate("copenhagen", ABILITY_NAMES[name]),
                          rule=translate("copenhagen", ABILITY_RULES[name])))
            if name == ANY_CARDS and len(self.selected_cards) == (3 if ADDITIONAL_CARD in self.armed else 2):
                self._take_selected()  # the player chose Any Cards for the cards already picked

    def click_card(self, index: int) -> None:
        if index in self.selected_cards:
            self.selected_cards.remove(index)
            self.schedule_sync()
            return
        needed = 3 if ADDITIONAL_CARD in self.armed else 2
        if len(self.selected_cards) >= needed:  # a refused pick waits: the new card replaces the oldest
            del self.selected_cards[0]
        self.selected_cards.append(index)
        if len(self.selected_cards) < needed:
            self.schedule_sync()
            self.say(self._next_pick_words(needed - len(self.selected_cards)))
            return
        self._take_selected()

    def _next_pick_words(self, more: int) -> str:
        """What to pick next, as the armed (or still active) abilities allow."""
        state = self.controller.state
        board = state.players[state.current_player]
        if ANY_CARDS in self.armed:
            return translate("copenhagen", "Now pick %n more cards, anywhere in the harbour (Any Cards).", None, more)
        if ADDITIONAL_CARD in self.armed:
            return translate("copenhagen", "Now pick %n more cards: two of the three must be neighbours.", None, more)
        if board.active(ANY_CARDS):
            return translate("copenhagen", "Now pick a neighbouring card, or any card and then your Any Cards tile.")
        return translate("copenhagen", "Now pick a neighbouring card.")

    def _take_selected(self) -> None:
        """Take the picked cards, spending only the abilities the player switched on: an ability
        is always the player's explicit choice (a refused pick stays picked and lights the tile)."""
        indices = tuple(sorted(self.selected_cards))
        armed = {a for a in self.armed if a in TAKE_ABILITIES}
        takes = [a for a in self.controller.state.legal_actions() if a[0] == "take" and a[1] == indices]
        # Any Cards switched on for neighbours is simply not needed: never spend it then.
        candidates = [a for a in takes if set(a[2]) <= armed and armed - {ANY_CARDS} <= set(a[2])]
        if candidates:
            self.selected_cards.clear()
            action = max(candidates, key=lambda a: len(a[2]))
            self.armed -= set(action[2])
            self.controller.try_action(action)
            return
        self.schedule_sync()
        if self.needs_any_cards():
            self.say(translate("copenhagen", "Those cards are not neighbours: click your Any Cards tile to take "
                               "them with it, or pick another card."))
        elif len(indices) == 2 and indices[1] - indices[0] != 1:
            self.selected_cards.clear()
            self.say(translate("copenhagen", "Those cards are not neighbours (the two ends are not neighbours either); "
                               "an active Any Cards tile would allow it."))
        else:
            self.selected_cards.clear()
            self.say(translate("copenhagen", "You cannot take those cards."))

    def needs_any_cards(self) -> bool:
        """The picked cards could be taken only by also spending an Any Cards tile not yet switched on."""
        if ANY_CARDS in self.armed or not self.selected_cards:
            return False
        needed = 3 if ADDITIONAL_CARD in self.armed else 2
        indices = tuple(sorted(self.selected_cards))
        return len(indices) == needed and any(
            a[0] == "take" and a[1] == indices and ANY_CARDS in a[2] for a in self.controller.state.legal_actions())

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
        if kind[0] != WHITE and self.controller.can_act and not any(key[:2] == kind for key in self._builds):
            refusal = state.tile_refusal(*kind)
            if refusal is not None:
                words = translate_error(refusal, "copenhagen")
                self.say(words)
                self.callout(words, scene_pos + QPointF(0, -40))
                return
        self.begin_drag(kind, FACADE[kind[0]], scene_pos, hold=hold)
        if hold:
            self.say(translate("copenhagen", "Move the tile over your house and click to build (R rotate, F flip, Esc put back)."))

    def ghost_path(self, payload, rotation: int, flipped: bool) -> QPainterPath:
        return shape_path(transform(SHAPES[payload], rotation, flipped))

    def paint_ghost(self, painter, payload, rotation: int, flipped: bool) -> None:
        paint_shape(painter, transform(SHAPES[payload], rotation, flipped), payload[0], CELL)

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
        col_f = (local.x() - GRID_X) / CELL - width / 2
        top_f = (local.y() - GRID_Y) / CELL - height / 2
        if not (-2.5 <= col_f <= COLS + 0.5 and -2.5 <= top_f <= ROWS + 0.5):
            return []
        candidates = []
        for left_col in {round(col_f) + d for d in (-1, 0, 1)}:
            for top in {round(top_f) + d for d in (-1, 0, 1)}:
                bottom_row = ROWS - top - height
                cells = tuple(sorted((bottom_row + y, left_col + x) for x, y, _ in shape))
                brick = next(((bottom_row + y, left_col + x) for x, y, b in shape if b), None)
                top_left = house.mapToScene(QPointF(GRID_X + left_col * CELL, GRID_Y + top * CELL))
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

    def finish_drag(self) -> None:
        """As the table does, and a refused drop's reason also appears briefly where it was dropped."""
        target, ghost = self.target, self.ghost
        where = ghost.mapToScene(ghost.boundingRect().center()) if ghost is not None else None
        super().finish_drag()
        if target is not None and not target.legal and target.reason and where is not None:
            self.callout(target.reason, where + QPointF(0, -46))

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

    def show_hint(self, action, hint=None) -> None:
        """Light both ends of the suggested move (what to pick up and where it goes) and say it as
        an instruction: "Hint: take red and blue — then you hold 3 red cards: ..."."""
        state = self.controller.state
        player = state.current_player
        kind = action[0]
        house = self.houses.get(player)
        path = QPainterPath()
        if kind in ("build", "white") and house is not None:
            for r, c in (action[3] if kind == "build" else (action[1],)):
                path.addRect(house.mapRectToScene(house.cell_rect(r, c)))
            supply = self._piece(("supply", action[1], action[2]) if kind == "build" else ("supply", WHITE, 1))
            if supply is not None:
                path.addRoundedRect(supply.mapRectToScene(supply.rect).adjusted(-3, -3, 3, 3), 5, 5)
            if kind == "build":
                paying = [n for n in action[5]]
                for colour, card in self._ids.hand(player, by_colour=True):
                    index = COLOURS.index(colour) if colour in COLOURS else -1
                    if index >= 0 and paying[index] > 0 and card in self._cards:
                        paying[index] -= 1
                        item = self._cards[card]
                        path.addRoundedRect(item.mapRectToScene(item.rect).adjusted(-2, -2, 2, 2), 6, 6)
        elif kind == "take":
            for i in action[1]:
                path.addRoundedRect(self.harbour_rect(i), 7, 7)
            for name in action[2]:  # and the ability tiles it spends
                item = self._own_ability(name)
                if item is not None:
                    path.addRoundedRect(item.mapRectToScene(item.rect).adjusted(-3, -3, 3, 3), 6, 6)
            path.addRect(QRectF(12, BOTTOM_Y + 22, 470, CARD_H + 6))  # where they go: your hand
        elif kind == "ability":
            item = self._piece(("ability-supply", action[1]))
            if item is not None:
                path.addRoundedRect(item.mapRectToScene(item.rect).adjusted(-3, -3, 3, 3), 6, 6)
            origin = house.mapToScene(house.abilities_origin()) if house is not None else None
            if origin is not None:
                path.addRoundedRect(QRectF(origin, QPointF(origin.x() + 170, origin.y() + 28)), 5, 5)
        elif kind == "discard":
            for colour, card in self._ids.hand(player, by_colour=True):
                if colour == action[1] and card in self._cards:
                    item = self._cards[card]
                    path.addRoundedRect(item.mapRectToScene(item.rect).adjusted(-2, -2, 2, 2), 6, 6)
                    break
        if not path.isEmpty():
            self.flash(path.simplified(), QColor(52, 152, 219), 2600)
        template, params = hint_words(state, action)
        self.say(fill(translate("copenhagen", "Hint: {move}"), move=tr("copenhagen", template, **params))
                 + hint_reason(hint, "copenhagen"))

    def _piece(self, key):
        entry = self.pieces.get(key)
        return entry[0] if entry is not None else None

    def _own_ability(self, name):
        """The viewer's ability tile of this name under the hand."""
        for item in self.items():
            if isinstance(item, AbilityItem) and item.name == name and item.named:
                return item
        return None
