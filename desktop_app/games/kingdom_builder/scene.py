"""Kingdom Builder's table: the hex board, the 3 Kingdom Builder cards, each player's supply,
terrain card and location tiles, and the score preview / end sheet. The only Qt in this game.

Input paths, all ending in `controller.try_action`:
  * drag a settlement from your supply onto the board (snaps to the nearest lit hex), or click a
    lit hex: the mandatory build, or the build of the selected tile;
  * click one of your usable tiles, then a lit hex (build tiles) or a lit settlement and then a lit
    destination (move tiles); a settlement may also be dragged to its destination;
  * "End turn" once the mandatory builds are done.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from desktop_app.table.text import tr
from desktop_app.table.scene import INK, DropTarget, TableScene
from .boards import CELLS, QUAD, SIZE
from .components import CARD_TEXT, MOVE_TILES, POSITION_NAMES, TERRAIN_NAMES, TILE_TEXT
from .rules import NEW, READY, USED

R = 20.0                      # hex radius (centre to corner)
W = math.sqrt(3) * R          # hex width
BOARD_X, BOARD_Y = 24.0, 56.0
BOARD_W = W * (SIZE + 0.5)
BOARD_H = R * 2 + 1.5 * R * (SIZE - 1)
PANEL_X = BOARD_X + BOARD_W + 30
PANEL_W = 310

TERRAIN_FILL = {
    "G": QColor("#a5d46a"), "C": QColor("#c9804f"), "D": QColor("#efd98c"), "F": QColor("#e2a6d9"),
    "T": QColor("#3f8040"), "W": QColor("#5ea6d6"), "M": QColor("#8e8a86"), "K": QColor("#d8d2c4"),
    "*": QColor("#f6edd9"),
}
# A second, colour-free cue for every terrain: a hatch and a letter.
TERRAIN_HATCH = {
    "G": Qt.VerPattern, "C": Qt.BDiagPattern, "D": Qt.Dense6Pattern, "F": Qt.DiagCrossPattern,
    "T": Qt.FDiagPattern, "W": Qt.HorPattern, "M": Qt.Dense4Pattern, "K": Qt.NoBrush, "*": Qt.NoBrush,
}
TERRAIN_LETTER = {"G": "G", "C": "C", "D": "D", "F": "F", "T": "T", "W": "≈", "M": "▲", "K": "", "*": ""}
# The component colours (contract "Palette"): seat colours stay CIEDE2000 >= 25 away from these.
PALETTE: dict[str, str] = {f"terrain {code}": colour.name() for code, colour in TERRAIN_FILL.items()}
TILE_ABBREVIATION = {"Oracle": "Or", "Farm": "Fa", "Oasis": "Oa", "Tower": "To", "Tavern": "Ta",
                     "Barn": "Ba", "Harbor": "Ha", "Paddock": "Pa"}
LIT = QColor(255, 214, 64)


def word(text: str) -> str:
    """A name or text marked in the model (components.py), in the player's language."""
    return QCoreApplication.translate("kingdom_builder", text)


def terrain_letter(code: str) -> str:
    """The letter on a buildable hex (greyscale play), in the player's language."""
    translate = QCoreApplication.translate
    return {
        "G": translate("kingdom_builder", "G", "letter on grass hexes"),
        "C": translate("kingdom_builder", "C", "letter on canyon hexes"),
        "D": translate("kingdom_builder", "D", "letter on desert hexes"),
        "F": translate("kingdom_builder", "F", "letter on flower field hexes"),
        "T": translate("kingdom_builder", "T", "letter on forest hexes"),
    }.get(code, TERRAIN_LETTER.get(code, ""))


def tile_abbreviation(kind: str) -> str:
    """A location's two letters on the board and on its tiles, in the player's language."""
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


DIM = QColor(40, 34, 28, 95)


def hex_centre(cell: int) -> QPointF:
    row, col = divmod(cell, SIZE)
    return QPointF(BOARD_X + W * (col + 0.5 * (row & 1)) + W / 2, BOARD_Y + R + 1.5 * R * row)


CENTRES = tuple(hex_centre(cell) for cell in range(CELLS))


def hex_polygon(centre: QPointF, radius: float = R) -> QPolygonF:
    return QPolygonF([QPointF(centre.x() + radius * math.cos(math.radians(60 * i - 30)),
                              centre.y() + radius * math.sin(math.radians(60 * i - 30))) for i in range(6)])


HEXES = tuple(hex_polygon(c) for c in CENTRES)
INNER_HEXES = tuple(hex_polygon(c, R * 0.8) for c in CENTRES)
LIT_HEXES = tuple(hex_polygon(c, R - 2) for c in CENTRES)
HEX_RECTS = tuple(QRectF(c.x() - W / 2, c.y() - R, W, 2 * R) for c in CENTRES)


def cell_at(pos: QPointF) -> int | None:
    """The hex under a scene position, or None off the board."""
    row_guess = round((pos.y() - BOARD_Y - R) / (1.5 * R))
    best, best_d = None, R * R
    for row in range(row_guess - 1, row_guess + 2):
        if not 0 <= row < SIZE:
            continue
        col_guess = round((pos.x() - BOARD_X - W / 2) / W - 0.5 * (row & 1))
        for col in range(col_guess - 1, col_guess + 2):
            if 0 <= col < SIZE:
                c = CENTRES[row * SIZE + col]
                d = (c.x() - pos.x()) ** 2 + (c.y() - pos.y()) ** 2
                if d < best_d:
                    best, best_d = row * SIZE + col, d
    return best


def house_path(size: float = 11.0) -> QPainterPath:
    """A little settlement (gabled house) centred on the origin."""
    path = QPainterPath()
    path.moveTo(-size * 0.75, size * 0.7)
    path.lineTo(-size * 0.75, -size * 0.1)
    path.lineTo(0, -size * 0.8)
    path.lineTo(size * 0.75, -size * 0.1)
    path.lineTo(size * 0.75, size * 0.7)
    path.closeSubpath()
    return path


def paint_house(painter, centre: QPointF, colour: QColor, letter: str, size: float = 11.0) -> None:
    path = house_path(size).translated(centre)
    painter.setPen(QPen(INK, 1.4))
    painter.setBrush(colour)
    painter.drawPath(path)
    painter.setPen(INK if colour.lightness() > 120 else QColor("#ffffff"))
    painter.setFont(QFont("Sans", max(6, int(size * 0.62)), QFont.Bold))
    painter.drawText(QRectF(centre.x() - size, centre.y() - size * 0.25, size * 2, size * 0.9),
                     Qt.AlignCenter, letter)


class TerrainItem(QGraphicsObject):
    """The printed board: terrain colours, hatches, letters, castles and location hexes.

    It never changes during a game, so the scene keeps it across syncs and Qt caches its pixels."""

    def __init__(self, board):
        super().__init__()
        self.board = board
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(-1)
        self.paths: dict[str, tuple[QPainterPath, QPainterPath]] = {}
        for code in TERRAIN_FILL:
            outer, inner = QPainterPath(), QPainterPath()
            for cell in board.cells_of.get(code, ()):
                outer.addPolygon(HEXES[cell])
                inner.addPolygon(INNER_HEXES[cell])
            self.paths[code] = (outer, inner)

    def boundingRect(self) -> QRectF:
        return QRectF(BOARD_X - 4, BOARD_Y - 4, BOARD_W + 8, BOARD_H + 8)

    def paint(self, painter, option, widget=None) -> None:
        for code, (outer, inner) in self.paths.items():
            fill = TERRAIN_FILL[code]
            painter.setPen(QPen(fill.darker(140), 1))
            painter.setBrush(fill)
            painter.drawPath(outer)
            if TERRAIN_HATCH[code] != Qt.NoBrush:
                painter.setPen(Qt.NoPen)
                painter.setBrush(QBrush(fill.darker(125), TERRAIN_HATCH[code]))
                painter.drawPath(inner)
        for castle in self.board.castles:
            self._castle(painter, CENTRES[castle])
        if painter.worldTransform().m11() >= 0.6:  # letters only where they can be read (not thumbnails)
            painter.setFont(QFont("Sans", 6))
            letters = {code: terrain_letter(code) for code in TERRAIN_LETTER}
            for cell, code in enumerate(self.board.terrain):
                if letters[code]:
                    centre = CENTRES[cell]
                    painter.setPen(INK if code not in "TW" else QColor("#f4f4f4"))
                    painter.drawText(QRectF(centre.x() - 8, centre.y() + R * 0.2, 16, 10), Qt.AlignCenter,
                                     letters[code])
        painter.setPen(QPen(INK, 2.5))
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(QRectF(BOARD_X - 2, BOARD_Y - 2, BOARD_W + 4, BOARD_H + 4))

    @staticmethod
    def _castle(painter, centre: QPointF) -> None:
        painter.setPen(QPen(INK, 1.2))
        painter.setBrush(QColor("#9c9486"))
        x, y = centre.x(), centre.y()
        path = QPainterPath()
        path.moveTo(x - 10, y + 9)
        for dx, dy in ((-10, -6), (-6, -6), (-6, -2), (-2, -2), (-2, -6), (2, -6), (2, -2), (6, -2), (6, -6),
                       (10, -6), (10, 9)):
            path.lineTo(x + dx, y + dy)
        path.closeSubpath()
        painter.drawPath(path)
        painter.setBrush(INK)
        painter.drawRect(QRectF(x - 2, y + 3, 4, 6))



class BoardItem(QGraphicsObject):
    """The 20×20 hex board with settlements, lit/dimmed targets; clicks and drags go to the scene."""

    def __init__(self, table: "KingdomBuilderScene", state, colours, letters):
        super().__init__()
        self.table, self.state, self.colours, self.letters = table, state, colours, letters
        self.lit: frozenset[int] = frozenset()
        self.dimming = False
        self.selected: int | None = None
        self.earned: frozenset[int] = frozenset()
        self.setAcceptedMouseButtons(Qt.LeftButton)
        self.setAcceptHoverEvents(True)
        self.setFlag(QGraphicsItem.ItemUsesExtendedStyleOption)  # exposedRect: repaint only what moved
        self._press: QPointF | None = None
        self._press_cell: int | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(BOARD_X - 4, BOARD_Y - 4, BOARD_W + 8, BOARD_H + 8)

    def paint(self, painter, option, widget=None) -> None:
        state = self.state
        for cell in state.board.locations:
            self._location(painter, cell, CENTRES[cell])
        # Targets lit, everything else dimmed while a choice is open.
        if self.dimming:
            painter.setPen(Qt.NoPen)
            painter.setBrush(DIM)
            lit = self.lit
            exposed = option.exposedRect
            for cell in range(CELLS):
                if cell not in lit and exposed.intersects(HEX_RECTS[cell]):
                    painter.drawPolygon(HEXES[cell])
            painter.setPen(QPen(LIT, 3))
            painter.setBrush(Qt.NoBrush)
            for cell in lit:
                painter.drawPolygon(LIT_HEXES[cell])
        for player, cells in enumerate(state.settlements):
            for cell in cells:
                paint_house(painter, CENTRES[cell], self.colours[player], self.letters[player])
        if self.selected is not None:
            painter.setPen(QPen(QColor("#f39c12"), 4))
            painter.setBrush(Qt.NoBrush)
            painter.drawPolygon(hex_polygon(CENTRES[self.selected], R - 1))
        for cell in self.earned:
            painter.setPen(QPen(QColor("#ffffff"), 3, Qt.DotLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawEllipse(CENTRES[cell], R * 0.8, R * 0.8)

    def _location(self, painter, cell: int, centre: QPointF) -> None:
        kind = self.state.board.locations[cell]
        left = self.state.tiles_left[cell]
        painter.setPen(QPen(QColor("#8a6d1f"), 1.5))
        painter.setBrush(QColor("#f3d67a") if left else QColor("#d9cfb8"))
        painter.drawEllipse(centre, R * 0.72, R * 0.72)
        painter.setPen(INK)
        painter.setFont(QFont("Sans", 7, QFont.Bold))
        painter.drawText(QRectF(centre.x() - R, centre.y() - 9, 2 * R, 10), Qt.AlignCenter, tile_abbreviation(kind))
        painter.setFont(QFont("Sans", 6))
        painter.drawText(QRectF(centre.x() - R, centre.y() + 1, 2 * R, 9), Qt.AlignCenter, f"×{left}")

    # ------------------------------------------------------------ input
    def hoverMoveEvent(self, event) -> None:
        cell = cell_at(event.scenePos())
        self.setToolTip(self.table.describe_hex(cell) if cell is not None else "")

    def mousePressEvent(self, event) -> None:
        self._press = event.scenePos()
        self._press_cell = cell_at(event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None or (event.scenePos() - self._press).manhattanLength() < 6:
            return
        cell = self._press_cell
        self._press = None
        if cell is not None:
            self.table.drag_from_board(cell, event.scenePos())

    def mouseReleaseEvent(self, event) -> None:
        if self._press is not None:
            self._press = None
            cell = cell_at(event.scenePos())
            if cell is not None:
                self.table.click_hex(cell)


class PanelItem(QGraphicsObject):
    """A painted, optionally clickable panel element (card, tile, button, supply)."""

    def __init__(self, rect: QRectF, painter_fn, on_click=None, tooltip: str = "", on_drag=None):
        super().__init__()
        self.rect, self.painter_fn, self.on_click, self.on_drag = rect, painter_fn, on_click, on_drag
        self.setToolTip(tooltip)
        self.setAcceptedMouseButtons(Qt.LeftButton if (on_click or on_drag) else Qt.NoButton)
        if on_click or on_drag:
            self.setCursor(Qt.OpenHandCursor if on_drag else Qt.PointingHandCursor)
        self._press: QPointF | None = None

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter, option, widget=None) -> None:
        self.painter_fn(painter, self.rect)

    def mousePressEvent(self, event) -> None:
        self._press = event.scenePos()
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is not None and self.on_drag and (event.scenePos() - self._press).manhattanLength() > 6:
            self._press = None
            self.on_drag(event.scenePos(), False)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is None:
            return
        self._press = None
        if self.on_drag:
            self.on_drag(event.scenePos(), True)
        elif self.on_click and self.rect.contains(event.pos()):
            self.on_click()


class KingdomBuilderScene(TableScene):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.selected_tile: int | None = None   # location hex of the tile being used
        self.move_from: int | None = None       # chosen settlement for a move tile
        self.shown_earned: tuple[int, str] | None = None  # end screen: (player, card) lit
        self.board_item: BoardItem | None = None
        self.terrain_item: TerrainItem | None = None
        self._fitted_end = False
        self._lit: dict[int, tuple] = {}
        self.sync()

    # ------------------------------------------------------------ helpers
    def table_rect(self) -> QRectF:
        extra = 180 if self.controller.state.is_over else 112  # room for the end sheet
        return QRectF(0, 0, PANEL_X + PANEL_W + 14, BOARD_Y + BOARD_H + extra)

    def seat_colour(self, player: int) -> QColor:
        return QColor(self.controller.match.seats[player].colour)

    def letters(self) -> list[str]:
        return [str(i + 1) for i in range(len(self.controller.match.seats))]

    def _text(self, text: str, pos: QPointF, size: int = 11, bold: bool = False):
        item = self.addSimpleText(text, QFont("Sans", size, QFont.Bold if bold else QFont.Normal))
        item.setBrush(INK)
        item.setPos(pos)
        return item

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

    # ------------------------------------------------------------ what is lit
    def lit_targets(self) -> dict[int, tuple]:
        """Hex -> the action a click there applies (or ("pick", cell) to choose a settlement to move)."""
        state = self.controller.state
        if state.is_over or not self.my_turn():
            return {}
        options = state.options_now()
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
        row, col = divmod(cell, SIZE)
        text = tr("kingdom_builder", "{terrain} (row {row}, column {col})", terrain=word(TERRAIN_NAMES[code]).capitalize(),
                  row=row + 1, col=col + 1)
        if code == "*":
            kind = state.board.locations[cell]
            text = tr("kingdom_builder", "{tile} location: {left} tile(s) left. {rule}", tile=word(kind),
                      left=state.tiles_left[cell], rule=word(TILE_TEXT[kind]))
        elif code == "K":
            text = tr("kingdom_builder", "Castle: 3 gold at the end for each player with a settlement next to it.")
        if state.owner[cell] >= 0:
            text += tr("kingdom_builder", "; settlement of {name}", name=self.controller.match.seats[state.owner[cell]].name)
        return text

    # ------------------------------------------------------------ sync
    def sync(self) -> None:
        self.cancel_drag()
        state = self.controller.state
        if self.terrain_item is not None and self.terrain_item.board is not state.board:
            self.removeItem(self.terrain_item)
            self.terrain_item = None
        for item in self.items():  # everything but the printed board is rebuilt from the model
            if item.parentItem() is None and item is not self.terrain_item:
                self.removeItem(item)
        if self.terrain_item is None:
            self.terrain_item = TerrainItem(state.board)
            self.addItem(self.terrain_item)
        options = state.options_now() if not state.is_over else {"tiles": {}, "build": (), "end": False}
        if self.selected_tile is not None and (self.selected_tile not in options["tiles"] or not self.my_turn()):
            self.selected_tile = self.move_from = None
        if not state.is_over:
            self.shown_earned = None
        colours = [self.seat_colour(p) for p in range(state.players)]
        self.board_item = BoardItem(self, state, colours, self.letters())
        self._lit = self.lit_targets()
        self.board_item.lit = frozenset(self._lit)
        self.board_item.dimming = bool(self._lit)
        self.board_item.selected = self.move_from
        if self.shown_earned is not None:
            player, card = self.shown_earned
            self.board_item.earned = frozenset(state.earned_cells()[player].get(card, ()))
        self.addItem(self.board_item)
        self._draw_quadrant_names(state)
        self._draw_cards(state)
        self._draw_players(state)
        self._draw_prompt(state)
        self._flash_new_moves()
        if state.is_over and not self._fitted_end:
            self._fitted_end = True  # the table grew by the end sheet: fit it to the window again
            for view in self.views():
                if hasattr(view, "fit"):
                    QTimer.singleShot(0, view.fit)

    def _flash_new_moves(self) -> None:
        """Glow over the hexes the latest moves changed, so computer turns read at a glance."""
        for record in self.new_log_records()[-4:]:
            action = record.action
            if action[0] == "end":
                continue
            path = QPainterPath()
            for cell in action[1:] if action[0] == "build" else action[2:]:
                path.addPolygon(HEXES[cell])
            self.flash(path, self.seat_colour(record.player))

    def _draw_quadrant_names(self, state) -> None:
        for position, (name, turned) in enumerate(state.board.layout):
            r0, c0 = (position // 2) * QUAD, (position % 2) * QUAD
            if r0 == 0:
                pos = QPointF(BOARD_X + W * c0 + 4, BOARD_Y - 22)
            else:
                pos = QPointF(BOARD_X + W * c0 + 4, BOARD_Y + BOARD_H + 6)
            text = tr("kingdom_builder", "{name} (turned)", name=word(name)) if turned else word(name)
            label = self._text(text, pos, 10, True)
            label.setToolTip(tr("kingdom_builder", "{name} quadrant, {where}. {rule}", name=word(name),
                                where=word(POSITION_NAMES[position]), rule=word(TILE_TEXT[name])))

    def _draw_cards(self, state) -> None:
        x, y = PANEL_X, 14
        self._text(tr("kingdom_builder", "Kingdom Builder cards"), QPointF(x, y), 12, True)
        rows = state.score_breakdown()
        names = [s.name for s in self.controller.match.seats]
        over = state.is_over
        for i, card in enumerate(state.cards):
            rect = QRectF(0, 0, PANEL_W, 84)

            def paint(painter, rect, card=card):
                painter.setPen(QPen(QColor("#6b5a45"), 1.5))
                painter.setBrush(QColor("#fbf3df"))
                painter.drawRoundedRect(rect, 8, 8)
                painter.setPen(INK)
                painter.setFont(QFont("Sans", 11, QFont.Bold))
                painter.drawText(QRectF(8, 4, rect.width() - 16, 20), Qt.AlignLeft, word(card))
                painter.setFont(QFont("Sans", 8))
                painter.drawText(QRectF(8, 24, rect.width() - 16, 34), Qt.AlignLeft | Qt.TextWordWrap, word(CARD_TEXT[card]))
                for p, row in enumerate(rows):  # the running gold of each player for this card
                    px = 8 + p * 56
                    paint_house(painter, QPointF(px + 7, 70), self.seat_colour(p), self.letters()[p], 9)
                    painter.setPen(INK)
                    painter.setFont(QFont("Sans", 9, QFont.Bold))
                    painter.drawText(QRectF(px + 16, 60, 36, 20), Qt.AlignLeft | Qt.AlignVCenter, str(row[card]))
                shown = self.shown_earned
                if shown is not None and shown[1] == card:
                    painter.setPen(QPen(QColor("#f39c12"), 3))
                    painter.setBrush(Qt.NoBrush)
                    painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 9, 9)

            tooltip = word(CARD_TEXT[card]) + "\n" + tr("kingdom_builder", "Running gold: {list}", list=", ".join(
                f"{names[p]} {row[card]}" for p, row in enumerate(rows)))
            if over:
                tooltip += "\n" + tr("kingdom_builder", "Click: light the settlements that scored.")
            on_click = (lambda card=card: self.toggle_earned(card)) if over else None
            item = PanelItem(rect, paint, on_click, tooltip)
            item.setPos(x, y + 24 + i * 90)
            self.addItem(item)
        def paint_castles(painter, rect):
            painter.setPen(QPen(QColor("#6b5a45"), 1.5))
            painter.setBrush(QColor("#ece5d6"))
            painter.drawRoundedRect(rect, 8, 8)
            painter.setPen(INK)
            painter.setFont(QFont("Sans", 10, QFont.Bold))
            painter.drawText(QRectF(8, 0, 80, rect.height()), Qt.AlignLeft | Qt.AlignVCenter, word("Castles"))
            for p, row in enumerate(rows):
                px = 78 + p * 56
                paint_house(painter, QPointF(px + 7, rect.height() / 2 + 1), self.seat_colour(p), self.letters()[p], 9)
                painter.setPen(INK)
                painter.setFont(QFont("Sans", 9, QFont.Bold))
                painter.drawText(QRectF(px + 16, 0, 36, rect.height()), Qt.AlignLeft | Qt.AlignVCenter,
                                 str(row["Castles"]))

        castles = PanelItem(QRectF(0, 0, PANEL_W, 30), paint_castles, None,
                            tr("kingdom_builder", "3 gold per castle hex next to at least one of your settlements: {list}",
                               list=", ".join(f"{names[p]} {row['Castles']}" for p, row in enumerate(rows))))
        castles.setPos(x, y + 24 + 3 * 90)
        self.addItem(castles)

    def _draw_players(self, state) -> None:
        x, y = PANEL_X, 350
        rows = state.score_breakdown()
        options = state.options_now() if not state.is_over else {"tiles": {}}
        for p in range(state.players):
            seat = self.controller.match.seats[p]
            current = p == state.current_player
            top = y + p * 100
            rect = QRectF(0, 0, PANEL_W, 94)
            card = state.hand[p]
            card_visible = self.card_visible(p)

            def paint(painter, rect, p=p, seat=seat, current=current, card=card, card_visible=card_visible):
                painter.setPen(QPen(self.seat_colour(p), 4 if current else 1.5))
                painter.setBrush(QColor("#f7f0e4"))
                painter.drawRoundedRect(rect, 8, 8)
                paint_house(painter, QPointF(18, 20), self.seat_colour(p), self.letters()[p], 12)
                painter.setPen(INK)
                painter.setFont(QFont("Sans", 11, QFont.Bold))
                marker = tr("kingdom_builder", "  ◀ on turn") if current else ""
                painter.drawText(QRectF(34, 6, 190, 20), Qt.AlignLeft, f"{seat.name}{marker}")
                painter.drawText(QRectF(rect.width() - 90, 6, 82, 20), Qt.AlignRight,
                                 tr("kingdom_builder", "{gold} gold", gold=rows[p]["total"]))
                painter.setFont(QFont("Sans", 9))
                painter.drawText(QRectF(34, 26, 120, 18), Qt.AlignLeft,
                                 tr("kingdom_builder", "Supply: {count}", count=state.supply[p]))
                # The terrain card: face up for its owner and (revealed) for the player on turn.
                card_rect = QRectF(rect.width() - 62, 28, 54, 58)
                painter.setPen(QPen(QColor("#6b5a45"), 1.5))
                if card_visible:
                    fill = TERRAIN_FILL[card]
                    painter.setBrush(fill)
                    painter.drawRoundedRect(card_rect, 6, 6)
                    painter.setBrush(QBrush(fill.darker(130), TERRAIN_HATCH[card]))
                    painter.drawRoundedRect(card_rect, 6, 6)
                    painter.setPen(INK if card not in "T" else QColor("#ffffff"))
                    painter.setFont(QFont("Sans", 9, QFont.Bold))
                    painter.drawText(card_rect, Qt.AlignCenter | Qt.TextWordWrap, word(TERRAIN_NAMES[card]))
                else:
                    painter.setBrush(QColor("#5b4636"))
                    painter.drawRoundedRect(card_rect, 6, 6)
                    painter.setPen(QColor("#f5e9d6"))
                    painter.setFont(QFont("Sans", 8, QFont.Bold))
                    painter.drawText(card_rect, Qt.AlignCenter | Qt.TextWordWrap,
                                     tr("kingdom_builder", "terrain\ncard") if card else tr("kingdom_builder", "no card"))
                painter.setPen(INK)
                painter.setFont(QFont("Sans", 8))
                if not state.tiles[p]:
                    painter.drawText(QRectF(34, 56, 200, 16), Qt.AlignLeft, tr("kingdom_builder", "No location tiles yet."))

            panel = PanelItem(rect, paint, None, tr("kingdom_builder", "{name}: {count} settlements in supply.",
                                                    name=seat.name, count=state.supply[p]))
            panel.setPos(x, top)
            self.addItem(panel)
            building = self._lit and (self.selected_tile is None
                                      or state.board.locations[self.selected_tile] not in MOVE_TILES)
            if current and self.my_turn() and state.supply[p] > 0 and building:
                self._add_supply(state, p, QPointF(x + 112, top + 22))
            for i, (location, status) in enumerate(sorted(state.tiles[p].items())):
                self._add_tile(state, p, location, status, options, QPointF(x + 6 + i * 40, top + 50))

    def _add_supply(self, state, player: int, pos: QPointF) -> None:
        colour = self.seat_colour(player)

        def paint(painter, rect):
            painter.setPen(QPen(QColor("#6b5a45"), 1, Qt.DashLine))
            painter.setBrush(QColor("#fffaf0"))
            painter.drawRoundedRect(rect, 6, 6)
            for i in range(3):
                paint_house(painter, QPointF(rect.left() + 14 + i * 14, rect.center().y() + 2), colour,
                            self.letters()[player], 11)
            painter.setPen(INK)
            painter.setFont(QFont("Sans", 8))
            painter.drawText(QRectF(rect.left() + 54, rect.top(), rect.width() - 56, rect.height()),
                             Qt.AlignVCenter | Qt.AlignLeft | Qt.TextWordWrap, tr("kingdom_builder", "drag to build"))

        item = PanelItem(QRectF(0, 0, 124, 26), paint, None,
                         tr("kingdom_builder", "Your supply: drag a settlement onto a lit hex (or click a lit hex)."),
                         on_drag=lambda scene_pos, hold: self.start_supply_drag(scene_pos, hold))
        item.setPos(pos)
        item.setObjectName("supply")
        self.addItem(item)
        self.supply_item = item

    def _add_tile(self, state, player: int, location: int, status: str, options, pos: QPointF) -> None:
        kind = state.board.locations[location]
        usable = player == state.current_player and self.my_turn() and location in options["tiles"]
        selected = location == self.selected_tile

        def paint(painter, rect):
            base = QColor("#f3d67a") if status == READY else QColor("#cfc6b5")
            painter.setPen(QPen(QColor("#8a6d1f"), 1.5, Qt.DashLine if status == NEW else Qt.SolidLine))
            painter.setBrush(base)
            painter.drawPolygon(hex_polygon(rect.center(), 18))
            painter.setPen(INK)
            painter.setFont(QFont("Sans", 8, QFont.Bold))
            painter.drawText(QRectF(rect.left(), rect.top() + 7, rect.width(), 14), Qt.AlignCenter, tile_abbreviation(kind))
            painter.setFont(QFont("Sans", 6))
            painter.drawText(QRectF(rect.left(), rect.top() + 20, rect.width(), 10), Qt.AlignCenter, status_word)
            if usable or selected:
                painter.setPen(QPen(QColor("#f39c12") if selected else QColor(46, 160, 67), 3))
                painter.setBrush(Qt.NoBrush)
                painter.drawPolygon(hex_polygon(rect.center(), 20))

        status_word = {READY: tr("kingdom_builder", "ready"), USED: tr("kingdom_builder", "used"),
                       NEW: tr("kingdom_builder", "new")}[status]
        why = {NEW: tr("kingdom_builder", "taken this turn: usable from your next turn"),
               USED: tr("kingdom_builder", "used this turn"), READY: tr("kingdom_builder", "ready")}[status]
        tooltip = tr("kingdom_builder", "{tile} ({why}). {rule}", tile=word(kind), why=why, rule=word(TILE_TEXT[kind]))
        if usable:
            tooltip += "\n" + tr("kingdom_builder", "Click to use it; click again to put it back.")
        item = PanelItem(QRectF(0, 0, 38, 38), paint, (lambda loc=location: self.click_tile(loc)) if usable else None,
                         tooltip)
        item.setPos(pos)
        self.addItem(item)

    def _draw_prompt(self, state) -> None:
        y = BOARD_Y + BOARD_H + 34
        if state.is_over:
            rows = state.score_breakdown()
            names = [s.name for s in self.controller.match.seats]
            winners = " and ".join(names[w] for w in state.winners())
            self._text(tr("kingdom_builder", "Game over, won by {names}. Click a card to light the settlements that scored it.",
                          names=winners), QPointF(BOARD_X, y), 12, True)
            self._draw_end_sheet(state, rows, names, QPointF(BOARD_X, y + 26))
            return
        if not self.my_turn():
            return
        if self.selected_tile is not None:
            kind = state.board.locations[self.selected_tile]
            if kind in MOVE_TILES and self.move_from is None:
                text = tr("kingdom_builder", "{tile}: click the settlement to move (lit).", tile=word(kind))
            elif kind in MOVE_TILES:
                text = tr("kingdom_builder", "{tile}: click where it goes (lit), or another lit settlement.", tile=word(kind))
            else:
                text = tr("kingdom_builder", "{tile}: {rule} Click or drag onto a lit hex.", tile=word(kind),
                          rule=word(TILE_TEXT[kind]))
        elif state.phase == "after":
            text = tr("kingdom_builder", "Mandatory builds done: use a ready tile, or end your turn.")
        else:
            left = state.mandatory_left()
            card = word(TERRAIN_NAMES.get(state.hand[state.current_player] or "", "?"))
            text = tr("kingdom_builder", "Build {left} more on {terrain}: drag from your supply or click a lit hex.",
                      left=left, terrain=card)
            if state.phase == "before" and state.options_now()["tiles"]:
                text += " " + tr("kingdom_builder", "Tiles may be used now or after the 3 builds.")
        self._text(text, QPointF(BOARD_X, y), 11)
        x = BOARD_X + BOARD_W - 150
        if state.options_now()["end"]:
            self._button(tr("kingdom_builder", "End turn"), QPointF(x, y + 24), lambda: self.controller.try_action(("end",)), "end-turn")
        if self.selected_tile is not None:
            self._button(tr("kingdom_builder", "Put tile back"), QPointF(x - 160, y + 24), self.clear_selection, "cancel-tile")

    def _button(self, text: str, pos: QPointF, on_click, name: str):
        def paint(painter, rect):
            painter.setPen(QPen(QColor("#7a5c3a"), 1.5))
            painter.setBrush(QColor("#fbeed3"))
            painter.drawRoundedRect(rect, 8, 8)
            painter.setPen(INK)
            painter.setFont(QFont("Sans", 10, QFont.Bold))
            painter.drawText(rect, Qt.AlignCenter, text)

        item = PanelItem(QRectF(0, 0, 150, 32), paint, on_click, text)
        item.setPos(pos)
        item.setObjectName(name)
        self.addItem(item)
        return item

    def _draw_end_sheet(self, state, rows, names, pos: QPointF) -> None:
        columns = list(state.cards) + ["Castles", "total"]

        def paint(painter, rect):
            painter.setPen(QPen(QColor("#6b5a45"), 1))
            painter.setBrush(QColor("#fbf3df"))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(INK)
            painter.setFont(QFont("Sans", 9, QFont.Bold))
            for j, column in enumerate(columns):
                painter.drawText(QRectF(110 + j * 90, 4, 88, 16), Qt.AlignCenter,
                                 tr("kingdom_builder", "total") if column == "total" else word(column))
            painter.setFont(QFont("Sans", 9))
            for p, row in enumerate(rows):
                painter.drawText(QRectF(8, 22 + p * 16, 100, 16), Qt.AlignLeft, names[p])
                for j, column in enumerate(columns):
                    painter.drawText(QRectF(110 + j * 90, 22 + p * 16, 88, 16), Qt.AlignCenter, str(row[column]))

        sheet = PanelItem(QRectF(0, 0, 110 + 90 * len(columns), 26 + 16 * len(rows)), paint, None,
                          tr("kingdom_builder", "Final gold per card and player."))
        sheet.setPos(pos)
        self.addItem(sheet)

    # ------------------------------------------------------------ clicks
    def clear_selection(self) -> None:
        self.selected_tile = self.move_from = None
        self.schedule_sync()

    def click_tile(self, location: int) -> None:
        if self.selected_tile == location:
            self.clear_selection()
            self.say(tr("kingdom_builder", "Tile put back."))
            return
        self.selected_tile, self.move_from = location, None
        kind = self.controller.state.board.locations[location]
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
                if cell in state.options_now()["tiles"][self.selected_tile]:
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
        targets = state.options_now()["tiles"].get(self.selected_tile, {})
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
        return house_path(13)

    def paint_ghost(self, painter, payload, rotation: int, flipped: bool) -> None:
        player = self.controller.state.current_player
        if player is not None:
            paint_house(painter, QPointF(0, 0), self.seat_colour(player), self.letters()[player], 13)

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

    def show_hint(self, action) -> None:
        state = self.controller.state
        if action[0] == "tile":
            self.selected_tile = action[1]
            self.move_from = action[2] if len(action) == 4 else None
            self.schedule_sync()
        elif action[0] == "build" and self.board_item is not None:
            self.board_item.selected = action[1]  # ring the suggested hex
            self.board_item.update()
        self.say(tr("kingdom_builder", "Hint: {move}", move=state.describe(action)))


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
    item = TerrainItem(board)
    rect = item.boundingRect()
    height = int(width * rect.height() / rect.width())
    image = QImage(width, height, QImage.Format_ARGB32_Premultiplied)
    image.fill(QColor("#e9dfcf"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.scale(width / rect.width(), height / rect.height())
    painter.translate(-rect.topLeft())
    item.paint(painter, None)
    for cell, kind in board.locations.items():  # location hexes with the kind of their tiles
        painter.setPen(QPen(QColor("#8a6d1f"), 1.5))
        painter.setBrush(QColor("#f3d67a"))
        painter.drawEllipse(CENTRES[cell], R * 0.8, R * 0.8)
        painter.setPen(INK)
        painter.setFont(QFont("Sans", 9, QFont.Bold))
        painter.drawText(HEX_RECTS[cell], Qt.AlignCenter, tile_abbreviation(kind))
    painter.resetTransform()
    painter.setPen(INK)
    painter.setFont(QFont("Sans", 8, QFont.Bold))
    for position, (name, turned) in enumerate(layout):
        x = 6 + (position % 2) * width / 2
        y = 14 + (position // 2) * height / 2
        painter.drawText(QPointF(x, y), f"{word(name)}{' ↻' if turned else ''}")
    painter.end()
    return QPixmap.fromImage(image)

