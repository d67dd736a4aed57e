"""Kingdom Builder's table: the hex board, the 3 Kingdom Builder cards, the terrain deck, each
player's supply, terrain card and location tiles. The only Qt of this game, with view/ (the art,
the items and the box front).

Input paths, all ending in `controller.try_action`:
  * drag a settlement from your supply onto the board (snaps to the nearest lit hex), or click a
    lit hex: the mandatory build, or the build of the selected tile;
  * click one of your usable tiles, then a lit hex (build tiles) or a lit settlement and then a lit
    destination (move tiles); a settlement may also be dragged to its destination; a tile that
    cannot be used says why;
  * "End turn" once the mandatory builds are done.

Every component item is tagged (desktop_app.table.motion.tag_piece): a computer's settlement
travels from its supply to its hex, a tile it takes from the location to its tile row, a drawn
terrain card from the deck; each seat's last turn stays outlined (mark_last_move).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainterPath

from desktop_app.table.motion import LastMoveMark, piece_key, tag_piece
from desktop_app.table.scene import DropTarget, TableScene
from desktop_app.table.seats import seat_style
from desktop_app.table.text import describe_action, tr, translate_error, hint_reason
from .boards import QUAD, SIZE
from .components import CARD_TEXT, MOVE_TILES, POSITION_NAMES, TERRAIN_NAMES, TILE_TEXT
from .hints import advice_parts
from .log_words import ON, hex_parts
from .rules import NEW, READY, USED, options_from_actions
from .view.art import (
    PALETTE, TERRAIN_FILL, blit_hex, house_path, paint_emblem,
    paint_house, pixel_font,
)
from .view import panel
from .view.items import (
    BOARD_H, BOARD_W, BOARD_X, BOARD_Y, CENTRES, FRAME, FRAME_RECT, HEX_RECTS, HEXES, PANEL_W, PANEL_X, R,
    TABLE_RECT, W, Anchor, BoardItem, LocationItem, PanelItem, SettlementItem, TerrainItem, cell_at, cells_path,
    hex_polygon,
)

__all__ = ["PALETTE", "KingdomBuilderScene", "CENTRES", "PanelItem", "cell_at", "options_preview",
           "BOARD_X", "BOARD_Y", "BOARD_W", "BOARD_H", "TERRAIN_FILL", "TERRAIN_HATCH", "TERRAIN_LETTER",
           "paint_house", "HEXES", "HEX_RECTS", "hex_polygon", "terrain_letter"]

# The rules viewer's legend reads these (the table's own hexes carry their textures instead).
TERRAIN_HATCH = {
    "G": Qt.VerPattern, "C": Qt.BDiagPattern, "D": Qt.Dense6Pattern, "F": Qt.DiagCrossPattern,
    "T": Qt.FDiagPattern, "W": Qt.HorPattern, "M": Qt.Dense4Pattern, "K": Qt.NoBrush, "*": Qt.NoBrush,
}
TERRAIN_LETTER = {"G": "G", "C": "C", "D": "D", "F": "F", "T": "T", "W": "≈", "M": "▲", "K": "", "*": ""}
TILE_ABBREVIATION = {"Oracle": "Or", "Farm": "Fa", "Oasis": "Oa", "Tower": "To", "Tavern": "Ta",
                     "Barn": "Ba", "Harbor": "Ha", "Paddock": "Pa"}

CARD_H, CARD_GAP = 78.0, 4.0
CASTLE_ROW_Y = 3 * (CARD_H + CARD_GAP)
CASTLE_ROW_H = 32.0
PLAYERS_Y = CASTLE_ROW_Y + CASTLE_ROW_H + 6
PLAYER_H, PLAYER_GAP = 70.0, 4.0
PROMPT_Y = PLAYERS_Y + 4 * (PLAYER_H + PLAYER_GAP) + 2
BADGE_OFFSET = 12.0  # from the hex centre, each way: on its own hex, just clear of the roof
AUTO_END_MS = 2500  # long enough to reach Undo after a last build that left nothing else to do


def badge_point(cell: int) -> QPointF:
    """Where a last-move badge sits on a settlement's hex: its top right corner, beside the
    house in the middle (the bottom corner on the top row, the left one in the last column)."""
    row, col = divmod(cell, SIZE)
    dx = -BADGE_OFFSET if col == SIZE - 1 and row & 1 else BADGE_OFFSET
    dy = BADGE_OFFSET if row == 0 else -BADGE_OFFSET
    return CENTRES[cell] + QPointF(dx, dy)


def word(text: str) -> str:
    """A name or text marked in the model (components.py), in the player's language."""
    return QCoreApplication.translate("kingdom_builder", text)


def terrain_letter(code: str) -> str:
    """A terrain's letter in the rules viewer's pictures, in the player's language (the initial
    of its name: Hungarian "R" for rét, Spanish "P" for pradera); symbols for the rest."""
    translate = QCoreApplication.translate
    return {
        "G": translate("kingdom_builder", "G", "initial of grass"),
        "C": translate("kingdom_builder", "C", "initial of canyon"),
        "D": translate("kingdom_builder", "D", "initial of desert"),
        "F": translate("kingdom_builder", "F", "initial of flower field"),
        "T": translate("kingdom_builder", "T", "initial of forest"),
    }.get(code, TERRAIN_LETTER.get(code, ""))


def tile_abbreviation(kind: str) -> str:
    """A location's two letters (the rules viewer's legend), in the player's language."""
    translate = QCoreApplication.translate
    return {
        "Oracle": translate("kingdom_builder", "Or", "short for Oracle"),
        "Farm": translate("kingdom_builder", "Fa", "short for Farm"),
        "Oasis": translate("kingdom_builder", "Oa", "short for Oasis"),
        "Tower": translate("kingdom_builder", "To", "short for Tower"),
        "Tavern": translate("kingdom_builder", "Ta", "short for Tavern"),
        "Barn": translate("kingdom_builder", "Ba", "short for Barn"),
        "Harbor": translate("kingdom_builder", "Ha", "short for Harbor"),
        "Paddock": translate("kingdom_builder", "Pa", "short for Paddock"),
    }.get(kind, TILE_ABBREVIATION.get(kind, "?"))


class KingdomBuilderScene(TableScene):
    # The board's two cached layers need ~18 MB at 2560x1440: TableScene raises Qt's pixmap
    # cache limit (10 MB by default) for every table.

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.selected_tile: int | None = None   # location hex of the tile being used
        self.move_from: int | None = None       # chosen settlement for a move tile
        self.shown_earned: tuple[int, str] | None = None  # end screen: (player, card) lit
        self.board_item: BoardItem | None = None
        self.terrain_item: TerrainItem | None = None
        self.supply_item: PanelItem | None = None
        self._fitted_end = False
        self._lit: dict[int, tuple] = {}
        self._options: dict = {"build": (), "tiles": {}, "end": False}  # legal_options() at the last sync
        self._keys: dict[int, tuple] = {}        # hex -> (key, seat) of the settlement standing there
        self._serial = 0
        self._cards: dict[int, tuple] = {}       # seat -> (hand, turns ended, serial) of its terrain card
        self._locations: dict[int, LocationItem] = {}  # location hex -> its item (kept across syncs)
        self._anchors: dict[tuple, Anchor] = {}  # settlement key -> its anchor (kept while it stands)
        self._panels: dict[tuple, PanelItem] = {}  # (look, place, key, name) -> panel element shown
        self._pool: dict[tuple, PanelItem] = {}    # during a sync: the last sync's, not yet placed again
        self._marked: dict[int, tuple] = {}  # seat -> (hexes of its last turn, its settlements) as outlined
        # Nothing left but "End turn": the turn ends by itself after a pause in which Undo can
        # still take the last build back (ending draws a card, which nothing takes back).
        self._auto_end = QTimer(self)
        self._auto_end.setSingleShot(True)
        self._auto_end.timeout.connect(self._end_by_itself)
        self._auto_end_version: int | None = None
        self.scored_rows: list[str] = []  # the rows lit so far (what the table announced)
        self._gold_seen: dict[str, tuple] = {}  # card (or "Castles") -> the gold shown at the last sync
        self.banner_closed = False  # the final scoring's banner was clicked away
        self.hinted: tuple | None = None  # the Hint's move while its table stands (both ends lit)
        self._hint_version: int | None = None
        self.sync()

    # ------------------------------------------------------------ helpers
    def table_rect(self) -> QRectF:
        return QRectF(TABLE_RECT)

    def seat_colour(self, player: int) -> QColor:
        return QColor(self.controller.match.seats[player].colour)

    def letters(self) -> list[str]:
        return [seat_style(i).letter for i in range(len(self.controller.match.seats))]

    def animated(self, player: int) -> bool:
        """A computer seat's moves travel on the table; a human's land at once (a click during a
        motion only skips it, so the human's next click must never be spent on that)."""
        return not self.controller.match.seats[player].is_human

    def card_visible(self, player: int) -> bool:
        """A terrain card is secret to its owner until its turn, when it is played face up."""
        state = self.controller.state
        if state.hand[player] is None:
            return False
        viewer = self.controller.viewer
        if player == viewer:
            return True
        if viewer is None and len(self.controller.humans) > 1:
            return False  # the hot-seat curtain is up: show nobody's card
        return player == state.current_player and not state.is_over

    def my_turn(self) -> bool:
        return self.controller.can_act

    def legal_options(self) -> dict:
        """What this table's player may do now, from the controller's legal actions only (a remote
        seat's are the host's); nothing at all when it cannot act (a review, another's turn)."""
        if not self.my_turn() or self.controller.state.is_over:
            return {"build": (), "tiles": {}, "end": False}
        return options_from_actions(self.controller.state.legal_actions())

    # ------------------------------------------------------------ what is lit
    def lit_targets(self) -> dict[int, tuple]:
        """Hex -> the action a click there applies (or ("pick", cell) to choose a settlement to move)."""
        options = self._options
        if self.selected_tile is not None:
            targets = options["tiles"].get(self.selected_tile)
            if targets is None:
                return {}
            if isinstance(targets, dict):
                if self.move_from is None:
                    return {frm: ("pick", frm) for frm in targets}
                return {to: ("tile", self.selected_tile, self.move_from, to)
                        for to in targets.get(self.move_from, ())}
            return {cell: ("tile", self.selected_tile, cell) for cell in targets}
        return {cell: ("build", cell) for cell in options["build"]}

    def describe_hex(self, cell: int) -> str:
        state = self.controller.state
        code = state.board.terrain[cell]
        if code == "*":
            kind = state.board.locations[cell]
            text = tr("kingdom_builder", "{tile} location: %n tiles left. {rule}", tile=word(kind),
                      n=state.tiles_left[cell], rule=word(TILE_TEXT[kind]))
        elif code == "K":
            text = tr("kingdom_builder", "Castle: 3 gold at the end for each player with a settlement next to it.")
        else:
            template, params = hex_parts(state, cell, word(TERRAIN_NAMES[code]).capitalize())
            text = tr("kingdom_builder", template, **params)
        if state.owner[cell] >= 0:
            text += tr("kingdom_builder", "; settlement of {name}", name=self.controller.match.seats[state.owner[cell]].name)
        return text

    # ------------------------------------------------------------ sync
    def sync(self) -> None:
        self.cancel_drag()
        state = self.controller.state
        if self.terrain_item is not None and self.terrain_item.board is not state.board:
            for item in (self.terrain_item, self.board_item, *self._locations.values(), *self._anchors.values()):
                if item is not None:
                    self.removeItem(item)
            self.terrain_item = self.board_item = None
            self._locations, self._anchors = {}, {}
            self._keys.clear()
        # The panel and the travelling pieces are rebuilt from the model. The board's items stay
        # and repaint only what changed (a review step repaints a hex, not the board), and so do
        # the last-move marks (TableScene replaces a seat's mark only when it changes).
        kept = {self.terrain_item, self.board_item, *self._locations.values(), *self._anchors.values(),
                *self._panels.values()}
        self._pool, self._panels = self._panels, {}  # panel elements that look the same are kept (_place)
        for item in self.items():
            if item.parentItem() is None and item not in kept and not isinstance(item, LastMoveMark):
                self.removeItem(item)
        if self.terrain_item is None:
            self.terrain_item = TerrainItem(state.board)
            self.addItem(self.terrain_item)
        if self.board_item is None:
            self.board_item = BoardItem(self, state)
            self.addItem(self.board_item)
        self.supply_item = None
        options = self._options = self.legal_options()  # once per sync; clicks ask again
        if self.selected_tile is not None and self.selected_tile not in options["tiles"]:
            self.selected_tile = self.move_from = None
        if not state.is_over:
            self.shown_earned = None
        if self.hinted is not None and self._hint_version != self._version():
            self.hinted = None  # the table moved on
        self._lit = self.lit_targets()
        self._plan_auto_end(options)
        earned = frozenset()
        if self.shown_earned is not None:
            player, card = self.shown_earned
            earned = frozenset(state.earned_cells()[player].get(card, ()))
        self._draw_locations(state)
        houses = self._draw_settlements(state)
        ring = self.hint_cell()
        self.board_item.show(state, frozenset(self._lit), bool(self._lit), self.move_from if ring is None else ring,
                             earned, houses)
        self._draw_quadrant_names(state)
        self._draw_cards(state)
        self._draw_castles_row(state)
        self._draw_players(state)
        self._draw_prompt(state)
        self._draw_final_banner(state)
        for item in self._pool.values():  # no longer shown, or shown otherwise
            self.removeItem(item)
        self._pool = {}
        self._mark_last_turns(state)
        if state.is_over and not self._fitted_end:
            self._fitted_end = True
            for view in self.views():
                if hasattr(view, "fit"):
                    QTimer.singleShot(0, view.fit)

    def only_end_left(self, options=None) -> bool:
        """The player on turn here can do nothing but end the turn."""
        options = self._options if options is None else options
        return options["end"] and not options["build"] and not options["tiles"]

    def _plan_auto_end(self, options) -> None:
        if not self.only_end_left(options):
            self._auto_end.stop()
            self._auto_end_version = None
            return
        version = self._version()
        if self._auto_end_version != version or not self._auto_end.isActive():
            self._auto_end_version = version
            self._auto_end.start(AUTO_END_MS)

    def _version(self) -> int:
        match = self.controller.match
        return getattr(match, "version", len(match.log))  # grows with every action and take-back

    def _end_by_itself(self) -> None:
        if (self._auto_end_version == self._version() and self.my_turn()
                and self.only_end_left(self.legal_options())):
            self.controller.try_action(("end",))

    def _draw_locations(self, state) -> None:
        for cell, kind in state.board.locations.items():
            left = state.tiles_left[cell]
            tooltip = tr("kingdom_builder", "{tile} location: %n tiles left. {rule}",
                         tile=word(kind), n=left, rule=word(TILE_TEXT[kind]))
            item = self._locations.get(cell)
            if item is None:
                item = self._locations[cell] = LocationItem(cell, kind, left, tooltip)
                self.addItem(tag_piece(item, ("location", cell)))
            else:
                item.set_left(left, tooltip)

    def _settlement_keys(self, state) -> dict[int, tuple]:
        """A stable key per settlement: a moved one keeps its key (it travels), a new one gets a
        new key (it comes out of its seat's supply)."""
        old = self._keys
        new: dict[int, tuple] = {}
        for player, cells in enumerate(state.settlements):
            mine = {c: k for c, (k, p) in old.items() if p == player}
            for c in cells & mine.keys():
                new[c] = (mine[c], player)
            gone = sorted(set(mine) - cells)
            came = sorted(set(cells) - set(mine))
            if len(gone) == len(came) == 1 and self.animated(player):  # a move tile: the same piece
                new[came[0]] = (mine[gone[0]], player)
                came = []
            for c in came:
                self._serial += 1
                new[c] = (("settlement", player, self._serial), player)
        self._keys = new
        return new

    def _draw_settlements(self, state) -> list:
        """A computer's new or moved settlements are items that travel (a new one out of its
        seat's supply); every other settlement is painted by the board item (the list returned),
        with an invisible anchor holding its key where it stands (kept while it stands there)."""
        first = not self._keys
        before = {key: cell for cell, (key, _) in self._keys.items()}
        houses = []
        anchors = {}
        colours = [self.seat_colour(p) for p in range(state.players)]
        animated = [self.animated(p) for p in range(state.players)]
        for cell, (key, player) in self._settlement_keys(state).items():
            moving = not first and animated[player] and before.get(key) != cell
            if moving:
                origin = None if key in before else ("supply", player)
                self.addItem(tag_piece(SettlementItem(cell, colours[player], player), key, origin))
                continue
            houses.append((cell, colours[player], player))
            if not animated[player]:
                continue  # a human's settlements never travel: no anchor needed
            anchor = self._anchors.pop(key, None)
            if anchor is not None and anchor.cell != cell:
                self.removeItem(anchor)
                anchor = None
            if anchor is None:
                anchor = tag_piece(Anchor(cell), key)
                self.addItem(anchor)
            anchors[key] = anchor
        for anchor in self._anchors.values():  # settlements gone, or on the move
            self.removeItem(anchor)
        self._anchors = anchors
        return houses

    def _mark_last_turns(self, state) -> None:
        """Outline the hexes of each seat's latest turn (its builds, and both ends of a move), with
        the seat's badge on each settlement the turn placed (an Oasis or Farm build too)."""
        turns: dict[int, set] = {}
        placed: dict[int, list] = {}
        for player, records in self.last_turns().items():
            cells = turns.setdefault(player, set())
            for record in records:
                action = record.action
                if action[0] == "build":
                    cells.add(action[1])
                elif action[0] == "tile":
                    cells.update(action[2:])
                else:
                    continue
                placed.setdefault(player, []).append(action[-1])
        marked = {p: (frozenset(c), tuple(placed.get(p, ()))) for p, c in turns.items() if c}
        if marked == self._marked:
            return
        if any(p not in marked for p in self._marked):
            self.clear_last_moves()
            self._marked = {}
        for player, (cells, settlements) in marked.items():
            if self._marked.get(player) != (cells, settlements):
                badges = [badge_point(c) for c in settlements if state.owner[c] == player]
                self.mark_last_move(player, cells_path(cells), self.seat_colour(player), badges)
        self._marked = marked

    def _draw_quadrant_names(self, state) -> None:
        for position, (name, turned) in enumerate(state.board.layout):
            col0 = (position % 2) * QUAD
            y = 1 if position < 2 else FRAME_RECT.bottom() - FRAME + 1
            text = tr("kingdom_builder", "{name} (turned)", name=word(name)) if turned else word(name)
            rect = QRectF(0, 0, W * QUAD - 8, FRAME - 2)

            def paint(painter, rect, text=text):
                panel.paint_frame_label(painter, rect, text)

            self._panel(rect, paint, QPointF(BOARD_X + W * col0 + 8, y), ("frame_label", text),
                        tr("kingdom_builder", "{name} quadrant, {where}. {rule}", name=word(name),
                           where=word(POSITION_NAMES[position]), rule=word(TILE_TEXT[name])))

    def _draw_cards(self, state) -> None:
        rows = state.score_breakdown()
        colours = [self.seat_colour(p) for p in range(state.players)]
        inks = tuple(c.rgba() for c in colours)
        names = [s.name for s in self.controller.match.seats]
        over = state.is_over
        for i, card in enumerate(state.cards):
            rect = QRectF(0, 0, PANEL_W, CARD_H)
            title, rule, scores = word(card), word(CARD_TEXT[card]), [row[card] for row in rows]
            lit = self.shown_earned is not None and self.shown_earned[1] == card

            def paint(painter, rect, title=title, rule=rule, scores=scores, lit=lit):
                panel.paint_card(painter, rect, title, rule, colours, scores, lit)

            tooltip = word(CARD_TEXT[card]) + "\n" + tr("kingdom_builder", "Running gold: {list}", list=", ".join(
                f"{names[p]} {row[card]}" for p, row in enumerate(rows)))
            if over:
                tooltip += "\n" + tr("kingdom_builder", "Click: light the settlements that scored.")
            on_click = (lambda card=card: self.toggle_earned(card)) if over else None
            pos = QPointF(PANEL_X, i * (CARD_H + CARD_GAP))
            self._panel(rect, paint, pos, ("card", title, rule, inks, tuple(scores), lit), tooltip, on_click,
                        name="scoring-card")  # the first-turn guide's anchor
            self._light_if_scored(card, scores, rect.translated(pos))

    def _light_if_scored(self, key: str, scores, rect: QRectF) -> None:
        """A card's (or the castles') row lights up when its gold changes: the table shows
        where the points of a build came from, as the log says them."""
        scores = tuple(scores)
        before = self._gold_seen.get(key)
        self._gold_seen[key] = scores
        if before is not None and before != scores and len(before) == len(scores):
            path = QPainterPath()
            path.addRoundedRect(rect, 8, 8)
            self.flash(path, QColor(243, 156, 18), 2200)
            self.scored_rows.append(key)

    def _draw_final_banner(self, state) -> None:
        """Game over: the final scoring on the table, card by card and player by player, until
        clicked away (the log's last line says the same)."""
        if not state.is_over or self.banner_closed:
            return
        rows = state.score_breakdown()
        names = [s.name for s in self.controller.match.seats]

        def line(label, key):
            return label + ": " + " · ".join(f"{names[p]} {rows[p][key]}" for p in range(state.players))

        lines = [line(word(card), card) for card in state.cards]
        lines.append(line(word("Castles"), "Castles"))
        lines.append(line(tr("kingdom_builder", "Total"), "total"))
        title = tr("kingdom_builder", "Final scoring")
        height = 34 + 20 * len(lines)
        rect = QRectF(0, 0, 380, height)

        def paint(painter, rect, title=title, lines=tuple(lines)):
            panel.paint_banner(painter, rect, title, lines)

        pos = QPointF(FRAME_RECT.center().x() - 190, FRAME_RECT.top() + 40)
        self._panel(rect, paint, pos, ("banner", title, tuple(lines)),
                    "\n".join([title, *lines, tr("kingdom_builder", "Click to close.")]),
                    self._close_banner, name="final-scoring", z=5)

    def _close_banner(self) -> None:
        self.banner_closed = True
        self.schedule_sync()

    def _draw_castles_row(self, state) -> None:
        rows = state.score_breakdown()
        colours = [self.seat_colour(p) for p in range(state.players)]
        names = [s.name for s in self.controller.match.seats]

        scores = [row["Castles"] for row in rows]

        def paint(painter, rect):
            panel.paint_castles_row(painter, rect, colours, scores)

        self._light_if_scored("Castles", scores, QRectF(PANEL_X, CASTLE_ROW_Y, PANEL_W - 50, CASTLE_ROW_H))
        self._panel(QRectF(0, 0, PANEL_W - 50, CASTLE_ROW_H), paint, QPointF(PANEL_X, CASTLE_ROW_Y),
                    ("castles", tuple(c.rgba() for c in colours), tuple(scores)),
                    tr("kingdom_builder", "3 gold per castle hex next to at least one of your settlements: {list}",
                       list=", ".join(f"{names[p]} {row['Castles']}" for p, row in enumerate(rows))))
        count = len(state.deck)

        def paint_deck(painter, rect):
            panel.paint_deck(painter, rect, count)

        self._panel(QRectF(0, 0, 30, 40), paint_deck, QPointF(PANEL_X + PANEL_W - 38, CASTLE_ROW_Y - 2), ("deck", count),
                    tr("kingdom_builder", "Terrain deck: {count} cards left.", count=count), key=("deck",), z=1)

    def _draw_players(self, state) -> None:
        rows = state.score_breakdown()
        options = self._options
        winners = set(state.winners()) if state.is_over else set()
        ends = [0] * state.players
        for record in self.controller.match.log:
            if record.action[0] == "end":
                ends[record.player] += 1
        for p in range(state.players):
            seat = self.controller.match.seats[p]
            current = p == state.current_player and not state.is_over
            top = PLAYERS_Y + p * (PLAYER_H + PLAYER_GAP)
            colour = self.seat_colour(p)

            look = ("seat", p, seat.name, colour.rgba(), rows[p]["total"], current, p in winners)

            def paint(painter, rect, look=look, colour=colour):
                panel.paint_seat_panel(painter, rect, look[1], look[2], colour, *look[4:])

            if current:
                status = tr("kingdom_builder", "{name}: on turn, {count} settlements in supply.", name=seat.name,
                            count=state.supply[p])
            else:
                status = tr("kingdom_builder", "{name}: {count} settlements in supply.", name=seat.name, count=state.supply[p])
            self._panel(QRectF(0, 0, PANEL_W, PLAYER_H), paint, QPointF(PANEL_X, top), look, status)
            self._add_card(state, p, ends[p], QPointF(PANEL_X + 12, top + 25))
            self._add_supply(state, p, current, QPointF(PANEL_X + 50, top + 27))
            tiles = list(state.tiles[p].items())  # in the order taken: a new one never shifts the others
            step = 37.0 if len(tiles) <= 4 else (PANEL_W - 118 - 32) / (len(tiles) - 1)
            for i, (location, status_) in enumerate(tiles):  # many tiles overlap: a later one on top
                self._add_tile(state, p, location, status_, options, QPointF(PANEL_X + 116 + i * step, top + 28), 1 + i / 100)

    def _add_card(self, state, player: int, ended: int, pos: QPointF) -> None:
        hand = state.hand[player]
        previous = self._cards.get(player)
        serial = previous[2] if previous is not None else 0
        fresh = previous is not None and (previous[0], previous[1]) != (hand, ended)
        if fresh:
            serial += 1
        self._cards[player] = (hand, ended, serial)
        visible = self.card_visible(player)
        code = hand if visible else None
        lit = (visible and self.hinted is not None and self.hinted[0] == "build"
               and player == state.current_player)  # the hint builds on this card's terrain

        def paint(painter, rect):
            panel.paint_hand(painter, rect, hand, code, lit)

        if hand is None:
            tooltip = tr("kingdom_builder", "No terrain card.")
        elif visible:
            tooltip = tr("kingdom_builder", "Terrain card: {terrain}.", terrain=word(TERRAIN_NAMES[hand]))
        else:
            tooltip = tr("kingdom_builder", "A terrain card, face down.")
        self._panel(QRectF(0, 0, 32, 42), paint, pos, ("hand", hand is None, code, lit), tooltip,
                    key=("card", player, serial), origin=("deck",) if fresh else None, sprite=True, z=1,
                    name="terrain-card" if code is not None else "")  # the first-turn guide's anchor

    def _add_supply(self, state, player: int, current: bool, pos: QPointF) -> None:
        colour = self.seat_colour(player)
        count = state.supply[player]
        building = bool(self._lit) and (self.selected_tile is None
                                        or state.board.locations[self.selected_tile] not in MOVE_TILES)
        draggable = current and self.my_turn() and count > 0 and building

        def paint(painter, rect):
            panel.paint_supply(painter, rect, colour, player, count, draggable)

        if draggable:
            tooltip = tr("kingdom_builder", "Your supply: drag a settlement onto a lit hex (or click a lit hex).")
        else:
            tooltip = tr("kingdom_builder", "{count} settlements in supply.", count=count)
        item = self._panel(QRectF(0, 0, 60, 36), paint, pos, ("supply", colour.rgba(), player, count, draggable), tooltip,
                           on_drag=(lambda scene_pos, hold: self.start_supply_drag(scene_pos, hold)) if draggable else None,
                           key=("supply", player), name="supply" if draggable else "", z=1)
        if draggable:
            self.supply_item = item

    def _add_tile(self, state, player: int, location: int, status: str, options, pos: QPointF, z: float) -> None:
        kind = state.board.locations[location]
        mine = player == state.current_player and self.my_turn()
        usable = mine and location in options["tiles"]
        selected = location == self.selected_tile
        problem = state.tile_problem(location) if mine and not usable else None

        def paint(painter, rect):
            panel.paint_tile(painter, rect, kind, status, usable, selected)

        why = (tr("kingdom_builder", "taken this turn: usable from your next turn") if status == NEW
               else tr("kingdom_builder", "used this turn") if status == USED else tr("kingdom_builder", "ready"))
        tooltip = tr("kingdom_builder", "{tile} ({why}). {rule}", tile=word(kind), why=why, rule=word(TILE_TEXT[kind]))
        if usable:
            tooltip += "\n" + tr("kingdom_builder", "Click to use it; click again to put it back.")
        elif problem is not None:
            tooltip += "\n" + translate_error(problem, "kingdom_builder")
        # Every tile of the player on turn answers a click: a usable one is taken up, any other says why.
        origin = ("location", location) if status == NEW and self.animated(player) else None
        self._panel(QRectF(0, 0, 34, 36), paint, pos, ("tile", kind, status, usable, selected), tooltip,
                    (lambda loc=location: self.click_tile(loc)) if mine else None,
                    key=("tile", player, location), origin=origin, name=f"tile-{location}", sprite=True, z=z)

    def _draw_prompt(self, state) -> None:
        y = PROMPT_Y
        buttons = []
        if state.is_over:
            names = [s.name for s in self.controller.match.seats]
            winners = tr("kingdom_builder", " and ").join(names[w] for w in state.winners())
            text = tr("kingdom_builder", "Game over, won by {names}. Click a card to circle the settlements that scored it.",
                      names=winners)
        elif not self.my_turn():
            text = ""
        elif self.selected_tile is not None:
            kind = state.board.locations[self.selected_tile]
            if kind in MOVE_TILES and self.move_from is None:
                text = tr("kingdom_builder", "{tile}: click the settlement to move (lit).", tile=word(kind))
            elif kind in MOVE_TILES:
                text = tr("kingdom_builder", "{tile}: click where it goes (lit), or another lit settlement.", tile=word(kind))
            else:
                text = tr("kingdom_builder", "{tile}: click or drag onto a lit hex.", tile=word(kind))
            buttons.append((tr("kingdom_builder", "Put tile back"), self.clear_selection, "cancel-tile"))
        elif self.only_end_left():
            text = tr("kingdom_builder", "Nothing left to do: your turn ends by itself in a moment (Undo takes back your last build).")
        elif state.phase == "after":
            text = tr("kingdom_builder", "Mandatory builds done: use a ready tile, or end your turn.")
        else:
            # The terrain as a whole phrase ("on grass"; Hungarian "a rétre"): log_words.py.
            card = ON.get(state.hand[state.current_player] or "", "?")
            text = tr("kingdom_builder", "Build {left} more {on}: drag a settlement or click a lit hex.",
                      left=state.mandatory_left(), on=card)
        if self._options["end"]:
            buttons.append((tr("kingdom_builder", "End turn"), lambda: self.controller.try_action(("end",)), "end-turn"))
        if text:
            height = 654 - y - (34 if buttons else 0)

            def paint(painter, rect, text=text):
                panel.paint_prompt(painter, rect, text)

            self._panel(QRectF(0, 0, PANEL_W, height), paint, QPointF(PANEL_X, y), ("prompt", text), text, name="prompt")
        x = PANEL_X + PANEL_W
        for label, on_click, name in reversed(buttons):
            x -= 126
            self._button(label, QPointF(x, 654 - 30), on_click, name)
            x -= 8

    def _button(self, text: str, pos: QPointF, on_click, name: str):
        def paint(painter, rect):
            panel.paint_button(painter, rect, text)

        return self._panel(QRectF(0, 0, 126, 30), paint, pos, ("button", text), text, on_click, name=name)

    def _panel(self, rect: QRectF, paint, pos: QPointF, look: tuple, tooltip: str, on_click=None, on_drag=None,
               key=None, origin=None, name: str = "", sprite: bool = False, z: float = 0.0) -> PanelItem:
        """A panel element: the one of the last sync that looks the same at the same place is kept
        (it takes the new clicks and tooltip, nothing is repainted), else a new one is added.
        Elements that touch or overlap get their `z`: kept ones are older, and among equal z
        the newer is drawn on top."""
        match = (look, pos.x(), pos.y(), rect.width(), rect.height(), key, name)
        item = self._pool.pop(match, None)
        if item is not None:
            item.rebind(paint, on_click, on_drag, tooltip)
        else:
            item = PanelItem(rect, paint, on_click, tooltip, on_drag, look, sprite)
            item.setPos(pos)
            item.setZValue(z)
            if name:
                item.setObjectName(name)
            if key is not None:
                tag_piece(item, key, origin)
            self.addItem(item)
        self._panels[match] = item
        return item

    # ------------------------------------------------------------ clicks
    def clear_selection(self) -> None:
        self.selected_tile = self.move_from = None
        self.schedule_sync()

    def click_tile(self, location: int) -> None:
        if self.selected_tile == location:
            self.clear_selection()
            self.say(tr("kingdom_builder", "Tile put back."))
            return
        state = self.controller.state
        problem = None if location in self.legal_options()["tiles"] else state.tile_problem(location)
        if problem is not None:  # a tile that would light nothing is never taken up: say why instead
            if self.selected_tile is not None:
                self.clear_selection()
            self.say(translate_error(problem, "kingdom_builder"))
            return
        self.selected_tile, self.move_from = location, None
        kind = state.board.locations[location]
        self.say(f"{word(kind)}: {word(TILE_TEXT[kind])}")
        self.schedule_sync()

    def toggle_earned(self, card: str) -> None:
        """End screen: light the settlements (or hexes) that scored this card, player by player."""
        state = self.controller.state
        if self.shown_earned is None or self.shown_earned[1] != card:
            self.shown_earned = (0, card)
        elif self.shown_earned[0] + 1 < state.players:
            self.shown_earned = (self.shown_earned[0] + 1, card)
        else:
            self.shown_earned = None
        if self.shown_earned is not None:
            player = self.shown_earned[0]
            self.say(tr("kingdom_builder", "{card}: the settlements of {name} that scored are circled.", card=word(card),
                        name=self.controller.match.seats[player].name))
        self.schedule_sync()

    def click_hex(self, cell: int) -> None:
        if not self.my_turn():
            self.say(tr("kingdom_builder", "Wait: it is not your turn."))
            return
        action = self._lit.get(cell)
        if action is None:
            state = self.controller.state
            if self.selected_tile is not None and self.move_from is not None and state.owner[cell] == state.current_player:
                kind = state.board.locations[self.selected_tile]
                if cell in self.legal_options()["tiles"].get(self.selected_tile, {}):
                    self.move_from = cell
                    self.schedule_sync()
                    return
                self.say(tr("kingdom_builder", "That settlement cannot move with the {tile}.", tile=word(kind)))
                return
            self.say(self.reason_at(cell))
            return
        if action[0] == "pick":
            self.move_from = cell
            self.say(tr("kingdom_builder", "Now click where it goes."))
            self.schedule_sync()
            return
        self._apply(action)

    def _apply(self, action) -> bool:
        done = self.controller.try_action(action)
        if done:
            self.selected_tile = self.move_from = None
        return done

    def reason_at(self, cell: int) -> str:
        """Why the current choice cannot go on this hex (the model's own sentence)."""
        state = self.controller.state
        if self.selected_tile is not None:
            kind = state.board.locations[self.selected_tile]
            if kind in MOVE_TILES:
                if self.move_from is None:
                    action = ("tile", self.selected_tile, cell, cell)
                    return self.controller.reason_for(action) or tr("kingdom_builder", "Pick one of your lit settlements.")
                action = ("tile", self.selected_tile, self.move_from, cell)
            else:
                action = ("tile", self.selected_tile, cell)
        else:
            action = ("build", cell)
        return self.controller.reason_for(action) or tr("kingdom_builder", "Not there.")

    # ------------------------------------------------------------ drags
    def start_supply_drag(self, scene_pos: QPointF, hold: bool) -> None:
        state = self.controller.state
        if self.selected_tile is not None and state.board.locations[self.selected_tile] in MOVE_TILES:
            self.say(tr("kingdom_builder", "This tile moves a settlement: click the settlement to move first."))
            return
        if not self._lit:
            self.say(tr("kingdom_builder", "Nothing to build now: use a tile or end your turn."))
            return
        self.begin_drag(("settlement",), self.seat_colour(state.current_player), scene_pos, hold=hold)
        if hold:
            self.say(tr("kingdom_builder", "Move over a lit hex and click to build (Esc puts it back)."))

    def drag_from_board(self, cell: int, scene_pos: QPointF) -> None:
        """Dragging on the board: a settlement to move with the selected move tile."""
        state = self.controller.state
        if self.selected_tile is None or state.board.locations[self.selected_tile] not in MOVE_TILES:
            return
        targets = self.legal_options()["tiles"].get(self.selected_tile, {})
        if cell not in targets:
            self.say(self.reason_at(cell) if state.owner[cell] != state.current_player
                     else tr("kingdom_builder", "That settlement cannot move with this tile."))
            return
        self.move_from = cell
        self._lit = self.lit_targets()
        self.board_item.lit = frozenset(self._lit)
        self.board_item.selected = cell
        self.board_item.update()
        self.begin_drag(("move", cell), self.seat_colour(state.current_player), CENTRES[cell])

    def ghost_path(self, payload, rotation: int, flipped: bool) -> QPainterPath:
        return house_path(14)

    def paint_ghost(self, painter, payload, rotation: int, flipped: bool) -> None:
        player = self.controller.state.current_player
        if player is not None:
            paint_house(painter, QPointF(0, 0), self.seat_colour(player), player, 14)

    def drag_target(self, payload, scene_pos: QPointF, rotation: int, flipped: bool) -> DropTarget | None:
        cell = cell_at(scene_pos)
        if not self._lit:
            return None if cell is None else DropTarget(CENTRES[cell], False, "", None,
                                                                tr("kingdom_builder", "Nothing can be placed now."))
        # Snap to the nearest lit hex within reach of the pointer.
        best, best_d = None, (1.2 * W) ** 2
        for target in self._lit:
            c = CENTRES[target]
            d = (c.x() - scene_pos.x()) ** 2 + (c.y() - scene_pos.y()) ** 2
            if d < best_d:
                best, best_d = target, d
        if best is not None:
            return DropTarget(CENTRES[best], True, "", self._lit[best])
        if cell is None:
            return None
        return DropTarget(CENTRES[cell], False, "", None, self.reason_at(cell))

    def drop(self, payload, target: DropTarget) -> bool:
        return self._apply(target.action)

    def keyboard_step(self, target, dx: int, dy: int):
        if target is None:
            return None
        cell = cell_at(target.pos)
        if cell is None:
            return None
        row, col = divmod(cell, SIZE)
        row = min(SIZE - 1, max(0, row + dy))
        col = min(SIZE - 1, max(0, col + dx))
        return CENTRES[row * SIZE + col]

    def show_hint(self, action, hint=None) -> None:
        """Light both ends of the suggested move: the terrain card (or the location tile) it uses
        and the hex it builds on, and say it as advice with its reason."""
        state = self.controller.state
        self.hinted, self._hint_version = tuple(action), self._version()
        if action[0] == "tile":
            self.selected_tile = action[1]
            self.move_from = action[2] if len(action) == 4 else None
        self.schedule_sync()
        template, params = advice_parts(state, action)
        self.say(tr("kingdom_builder", "Hint: {move}", move=tr("kingdom_builder", template, **params))
                 + hint_reason(hint, "kingdom_builder"))

    def hint_cell(self) -> int | None:
        """The hex the shown hint builds on or moves to (None: no hint, or "end the turn")."""
        if self.hinted is None or self.hinted[0] == "end":
            return None
        return self.hinted[-1]


def options_preview(options: dict, width: int = 320):
    """The new-game dialog's picture of the assembled board, or a sentence when there is none yet."""
    import random

    from PySide6.QtGui import QImage, QPainter, QPixmap

    from .boards import board_for
    from .rules import layout_from_options

    if options.get("board") == "random":
        return tr("kingdom_builder", "The quadrants, their places and turns are drawn at random when the game starts.")
    try:
        layout = layout_from_options(options, random.Random(0))
        board = board_for(layout)
    except ValueError as problem:
        return tr("kingdom_builder", "Choose 4 different quadrants.") if "quadrants" in str(problem) else str(problem)
    rect = FRAME_RECT
    height = int(width * rect.height() / rect.width())
    image = QImage(width, height, QImage.Format_ARGB32_Premultiplied)
    image.fill(QColor("#e9dfcf"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.scale(width / rect.width(), height / rect.height())
    painter.translate(-rect.topLeft())
    TerrainItem(board).paint(painter, None)
    for cell, kind in board.locations.items():  # location hexes with the emblem of their tiles
        blit_hex(painter, "*", CENTRES[cell], R)
        paint_emblem(painter, kind, CENTRES[cell], 1.0)
    painter.resetTransform()
    for position, (name, turned) in enumerate(layout):
        x = 6 + (position % 2) * width / 2
        y = 4 + (position // 2) * height / 2
        label = f"{word(name)}{' ↻' if turned else ''}"
        box = QRectF(x, y, width / 2 - 12, 18)
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(251, 243, 223, 220))
        painter.setFont(pixel_font(12, True))
        box.setWidth(painter.fontMetrics().horizontalAdvance(label) + 10)
        painter.drawRoundedRect(box, 4, 4)
        panel.text(painter, box.adjusted(5, 0, 0, 0), label, 12, True)
    painter.end()
    return QPixmap.fromImage(image)
