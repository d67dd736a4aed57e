"""Kingdom Builder's state and actions (no Qt).

Cells are ints (`row * 20 + col`). Actions are tuples:
    ("build", cell)                 one of the mandatory builds on the terrain of your card
    ("tile", location, cell)        Oracle, Farm, Oasis, Tower, Tavern: build one more settlement
    ("tile", location, from, to)    Barn, Harbor, Paddock: move one of your settlements
    ("end",)                        discard the card, draw a new one, next player
`location` is the location hex the tile came from (it names the tile's kind and decides when it
is lost). Phases of a turn: "before" (tiles, or the first mandatory build) -> "mandatory" (only
builds, until 3 are built or the supply is empty) -> "after" (tiles, or end the turn).
"""
from __future__ import annotations

import random

from desktop_app.engine.game import IllegalMove, fill_template, freeze, rng_from_json, rng_to_json, shared_winners
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from . import gold_words, log_words, scoring
from .boards import CELLS, EDGE_CELLS, JUMPS, NEIGHBOURS, RAYS3, Board, board_for, row_col
from .components import (
    BUILDABLE, CARDS, CARDS_PER_TERRAIN, FIRST_GAME_BOARD, FIRST_GAME_CARDS, GRASS, DESERT,
    MANDATORY_BUILDS, MOVE_TILES, QUADRANTS, SETTLEMENTS_PER_PLAYER, TERRAIN_NAMES,
    TILES_PER_LOCATION, WATER,
)

NEW, READY, USED = "new", "ready", "used"
# A terrain card someone holds that this view may not show (None: no card at all). The same word
# the other games' views use, so the hot-seat curtain (ui.controller.reveals) reads it as hidden.
HIDDEN_CARD = "hidden"


def cell_words(cell: int) -> str:
    row, col = row_col(cell)
    return f"row {row + 1}, column {col + 1}"


def layout_from_options(options: dict, rng: random.Random) -> tuple:
    mode = options.get("board", "first_game")
    if mode == "first_game":
        return FIRST_GAME_BOARD
    if mode == "random":
        names = rng.sample(QUADRANTS, 4)
        return tuple((name, rng.random() < 0.5) for name in names)
    # A chosen quadrant is "Name" or "Name/turned" (turned 180°).
    chosen = [str(options.get(f"quadrant_{i + 1}", FIRST_GAME_BOARD[i][0])) for i in range(4)]
    layout = tuple((value.split("/")[0], value.endswith("/turned")) for value in chosen)
    if len({name for name, _ in layout}) != 4:
        raise ValueError("choose 4 different quadrants")
    return layout


def cards_from_options(options: dict, rng: random.Random) -> tuple:
    mode = options.get("cards", "first_game")
    if mode == "first_game":
        return FIRST_GAME_CARDS
    if mode == "random":
        return tuple(rng.sample(CARDS, 3))
    cards = tuple(options.get(f"card_{i + 1}", FIRST_GAME_CARDS[i]) for i in range(3))
    if len(set(cards)) != 3:
        raise ValueError("choose 3 different Kingdom Builder cards")
    return cards


def options_from_actions(actions) -> dict:
    """`options_now()`'s shape rebuilt from a list of legal actions: a table gets its lit hexes
    from the legal actions it was given (on a remote seat, the host's list), never from rules."""
    build: list = []
    tiles: dict = {}
    end = False
    for action in actions:
        if action[0] == "build":
            build.append(action[1])
        elif action[0] == "tile" and len(action) == 3:
            tiles.setdefault(action[1], []).append(action[2])
        elif action[0] == "tile":
            tiles.setdefault(action[1], {}).setdefault(action[2], []).append(action[3])
        elif action[0] == "end":
            end = True
    for location, targets in tiles.items():
        tiles[location] = ({frm: tuple(tos) for frm, tos in targets.items()} if isinstance(targets, dict)
                           else tuple(targets))
    return {"build": tuple(build), "tiles": tiles, "end": end}


class KingdomBuilderState:
    def __init__(self):
        self.board: Board | None = None
        self.cards: tuple[str, ...] = ()
        self.options: dict = {}
        self.owner: list[int] = [-1] * CELLS
        self.near: list[list[int]] = []  # near[p][cell]: how many of p's settlements touch cell
        self.settlements: list[set[int]] = []
        self.supply: list[int] = []
        self.hand: list[str | None] = []
        self.deck: list[str] = []  # last item is the top
        self.discard: list[str] = []
        self.removed: list[str] = []  # cards that left the game (no empty hex of their terrain)
        self.tiles_left: dict[int, int] = {}  # location hex -> tiles still lying there
        self.tiles: list[dict[int, str]] = []  # per player: location hex -> NEW / READY / USED
        self.taken_from: list[set[int]] = []  # location hexes a player has taken a tile from, ever
        self.current = 0
        self.phase = "before"
        self.mandatory_built = 0
        self.round = 1
        self.final_round = False
        self.finished = False
        self.reveal_count = 0
        self.rng = random.Random()
        self._rng_shared = False  # True: another state may hold the same generator (see clone)
        self._options_cache: dict | None = None
        self._legal: list | None = None
        self._row_cache: list = []  # per player: scoring.player_row result, None once stale

    # ----------------------------------------------------------------- setup
    @classmethod
    def new(cls, players: int, seed: int, options: dict | None = None) -> "KingdomBuilderState":
        if not 2 <= players <= 4:
            raise ValueError("Kingdom Builder takes 2-4 players")
        options = dict(options or {})
        state = cls()
        state.options = options
        state.rng = random.Random(seed)
        state.board = board_for(layout_from_options(options, state.rng))
        state.cards = cards_from_options(options, state.rng)
        state.near = [[0] * CELLS for _ in range(players)]
        state.settlements = [set() for _ in range(players)]
        state._row_cache = [None] * players
        state.supply = [SETTLEMENTS_PER_PLAYER] * players
        state.tiles_left = {cell: TILES_PER_LOCATION for cell in state.board.locations}
        state.tiles = [{} for _ in range(players)]
        state.taken_from = [set() for _ in range(players)]
        state.deck = [t for t in BUILDABLE for _ in range(CARDS_PER_TERRAIN)]
        state.rng.shuffle(state.deck)
        state.hand = [state.deck.pop() for _ in range(players)]
        state._start_turn()
        return state

    @property
    def players(self) -> int:
        return len(self.supply)

    # ----------------------------------------------------------------- protocol
    @property
    def current_player(self) -> int | None:
        return None if self.finished else self.current

    @property
    def is_over(self) -> bool:
        return self.finished

    def _rows(self) -> list[dict]:
        cache = self._fill_row_cache()
        return scoring.breakdown(self.board, self.cards, self.owner, self.settlements,
                                 self.options.get("lords_zero", "counts") == "need_one", cache)

    def _fill_row_cache(self) -> list:
        cache = self._row_cache
        for p, cached in enumerate(cache):
            if cached is None:
                cache[p] = scoring.player_row_memo(self.board, self.cards, self.owner, self.settlements[p], p)
        return cache

    def scores(self) -> list[int]:
        return [row["total"] for row in self._rows()]

    def totals(self) -> list[int]:
        """`scores()` without the breakdown's rows (the evaluation asks for it at every step)."""
        cache = self._fill_row_cache()
        totals = [sum(row.values()) for row, _ in cache]
        if "Lords" in self.cards:
            gold = scoring.lords([scoring.sector_counts(s) for s in self.settlements],
                                 self.options.get("lords_zero", "counts") == "need_one")
            totals = [t + g for t, g in zip(totals, gold)]
        return totals

    def winners(self) -> list[int]:
        return shared_winners([(s,) for s in self.scores()])

    def score_breakdown(self) -> list[dict[str, int]]:
        return [{k: v for k, v in row.items() if k != "_earned"} for row in self._rows()]

    def earned_cells(self) -> list[dict[str, list[int]]]:
        """Per player and card, the settlements (or hexes) that earned its gold (end screen)."""
        return [row["_earned"] for row in self._rows()]

    def clone(self) -> "KingdomBuilderState":
        other = KingdomBuilderState.__new__(KingdomBuilderState)
        self._fill_row_cache()  # computed once here, shared by every clone (one-ply search clones a lot)
        other.__dict__.update(self.__dict__)
        other.owner = self.owner[:]
        other.near = [n[:] for n in self.near]
        other.settlements = [set(s) for s in self.settlements]
        other.supply = self.supply[:]
        other.hand = self.hand[:]
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.removed = self.removed[:]
        other.tiles_left = dict(self.tiles_left)
        other.tiles = [dict(t) for t in self.tiles]
        other.taken_from = [set(t) for t in self.taken_from]
        other._row_cache = self._row_cache[:]
        # The generator is shared until one side shuffles (copying it costs more than the rest of
        # a clone, and searches clone far more often than the deck runs out).
        self._rng_shared = other._rng_shared = True
        return other

    def to_json(self) -> dict:
        return {
            "layout": [[name, turned] for name, turned in self.board.layout],
            "cards": list(self.cards),
            "options": dict(self.options),
            "settlements": [sorted(s) for s in self.settlements],
            "supply": self.supply[:],
            "hand": self.hand[:],
            "deck": self.deck[:],
            "discard": self.discard[:],
            "removed": self.removed[:],
            "tiles_left": [[cell, n] for cell, n in sorted(self.tiles_left.items())],
            # In the order taken (the table shows them so): a stand-in built from a view keeps it.
            "tiles": [[[cell, status] for cell, status in t.items()] for t in self.tiles],
            "taken_from": [sorted(t) for t in self.taken_from],
            "current": self.current,
            "phase": self.phase,
            "mandatory_built": self.mandatory_built,
            "round": self.round,
            "final_round": self.final_round,
            "finished": self.finished,
            "reveal_count": self.reveal_count,
            "rng": rng_to_json(self.rng),
        }

    @classmethod
    def from_json(cls, data: dict) -> "KingdomBuilderState":
        state = cls()
        state.board = board_for(tuple((str(n), bool(t)) for n, t in data["layout"]))
        state.cards = tuple(data["cards"])
        state.options = dict(data["options"])
        players = len(data["supply"])
        state.near = [[0] * CELLS for _ in range(players)]
        state.settlements = [set() for _ in range(players)]
        state._row_cache = [None] * players
        for p, cells in enumerate(data["settlements"]):
            for cell in cells:
                state._put(p, int(cell))
        state.supply = [int(n) for n in data["supply"]]
        state.hand = list(data["hand"])
        state.deck = list(data["deck"])
        state.discard = list(data["discard"])
        state.removed = list(data["removed"])
        state.tiles_left = {int(c): int(n) for c, n in data["tiles_left"]}
        state.tiles = [{int(c): str(s) for c, s in t} for t in data["tiles"]]
        state.taken_from = [set(int(c) for c in t) for t in data["taken_from"]]
        state.current = int(data["current"])
        state.phase = str(data["phase"])
        state.mandatory_built = int(data["mandatory_built"])
        state.round = int(data["round"])
        state.final_round = bool(data["final_round"])
        state.finished = bool(data["finished"])
        state.reveal_count = int(data["reveal_count"])
        state.rng = rng_from_json(data["rng"])
        return state

    def progress(self) -> str:
        return fill_template(*self.progress_parts())

    def progress_parts(self) -> tuple[str, dict]:
        scores = "–".join(str(s) for s in self.scores())
        if self.finished:
            return QT_TRANSLATE_NOOP("kingdom_builder", "Finished · {scores}"), {"scores": scores}
        if self.final_round:
            return QT_TRANSLATE_NOOP("kingdom_builder", "Round {round} · last round · {scores}"), {"round": self.round, "scores": scores}
        return QT_TRANSLATE_NOOP("kingdom_builder", "Round {round} · {scores}"), {"round": self.round, "scores": scores}

    def view_for(self, player: int) -> dict:
        """The public table plus this player's own card; other cards are HIDDEN_CARD (that a
        player holds a card is public), the deck is only its size."""
        data = self.to_json()
        data["hand"] = [card if card is None or p == player or (p == self.current and not self.finished)
                        else HIDDEN_CARD for p, card in enumerate(self.hand)]
        data["deck"] = len(self.deck)
        data.pop("rng")
        return data

    def determinize(self, player: int, rng: random.Random) -> "KingdomBuilderState":
        """A full state agreeing with what `player` sees: hidden cards and the deck order redealt."""
        state = self.clone()
        hidden = [p for p in range(self.players) if p not in (player, self.current) and self.hand[p] is not None]
        pool = self.deck[:] + [self.hand[p] for p in hidden]
        rng.shuffle(pool)
        for p in hidden:
            state.hand[p] = pool.pop()
        state.deck = pool
        state.rng = random.Random(rng.random())
        state._rng_shared = False
        state._invalidate()
        return state

    def _invalidate(self) -> None:
        """Forget the cached legal options (after the state was changed from outside `apply`)."""
        self._options_cache = None
        self._legal = None

    # ----------------------------------------------------------------- board helpers
    def _put(self, player: int, cell: int) -> None:
        self._row_cache[player] = None
        self.owner[cell] = player
        self.settlements[player].add(cell)
        near = self.near[player]
        for n in NEIGHBOURS[cell]:
            near[n] += 1

    def _lift(self, player: int, cell: int) -> None:
        self._row_cache[player] = None
        self.owner[cell] = -1
        self.settlements[player].discard(cell)
        near = self.near[player]
        for n in NEIGHBOURS[cell]:
            near[n] -= 1

    def empty_cells(self, terrain: str) -> list[int]:
        owner = self.owner
        return [c for c in self.board.cells_of.get(terrain, ()) if owner[c] < 0]

    def _prefer_adjacent(self, player: int, cells) -> tuple[int, ...]:
        """"Adjacent if possible": the cells touching the player's settlements, if any; else all."""
        near = self.near[player]
        touching = tuple(c for c in cells if near[c])
        return touching if touching else tuple(cells)

    def _tavern_cells(self, player: int) -> tuple[int, ...]:
        owner, buildable = self.owner, self.board.buildable
        # Only a hex touching one of the player's settlements can end a line of them.
        touching = {n for s in self.settlements[player] for n in NEIGHBOURS[s] if owner[n] < 0 and n in buildable}
        out = []
        for cell in sorted(touching):
            for a, b, c in RAYS3[cell]:
                if owner[a] == player and owner[b] == player and owner[c] == player:
                    out.append(cell)
                    break
        return tuple(out)

    def _move_targets(self, player: int, kind: str) -> dict[int, tuple[int, ...]]:
        """Barn / Harbor / Paddock: for each of the player's settlements, where it may move.

        The settlement is lifted first, so "adjacent if possible" ignores it."""
        owner, near, buildable = self.owner, self.near[player], self.board.buildable
        out: dict[int, tuple[int, ...]] = {}
        if kind == "Paddock":
            for frm in sorted(self.settlements[player]):
                targets = tuple(t for t in JUMPS[frm] if owner[t] < 0 and t in buildable)
                if targets:
                    out[frm] = targets
            return out
        terrain = WATER if kind == "Harbor" else self.hand[player]
        empty = self.empty_cells(terrain)
        if not empty:
            return out
        touching = [c for c in empty if near[c]]
        for frm in sorted(self.settlements[player]):
            frm_neighbours = NEIGHBOURS[frm]
            # After lifting `frm`, a cell touches the player only if it touches another settlement.
            adjacent = tuple(c for c in touching if c != frm and (near[c] > 1 or c not in frm_neighbours))
            if adjacent:
                out[frm] = adjacent
            else:
                rest = tuple(c for c in empty if c != frm)
                if rest:
                    out[frm] = rest
        return out

    def _build_tile_targets(self, player: int, kind: str) -> tuple[int, ...]:
        if self.supply[player] <= 0:
            return ()
        if kind == "Tavern":
            return self._tavern_cells(player)
        if kind == "Tower":
            owner = self.owner
            cells = [c for c in self.board.edge_buildable if owner[c] < 0]
        else:
            terrain = {"Oracle": self.hand[player], "Farm": GRASS, "Oasis": DESERT}[kind]
            cells = self.empty_cells(terrain)
        return self._prefer_adjacent(player, cells)

    def mandatory_left(self) -> int:
        return min(MANDATORY_BUILDS - self.mandatory_built, self.supply[self.current])

    # ----------------------------------------------------------------- legal options
    def options_now(self) -> dict:
        """Everything the current player may do now, computed once per state change:
        {"build": cells, "tiles": {location: cells or {from: cells}}, "end": bool}."""
        if self._options_cache is not None:
            return self._options_cache
        player = self.current
        build: tuple[int, ...] = ()
        tiles: dict = {}
        end = False
        if not self.finished:
            if self.phase in ("before", "mandatory") and self.mandatory_left() > 0:
                build = self._prefer_adjacent(player, self.empty_cells(self.hand[player]))
            if self.phase in ("before", "after"):
                for location, status in sorted(self.tiles[player].items()):
                    if status != READY:
                        continue
                    kind = self.board.locations[location]
                    targets = self._move_targets(player, kind) if kind in MOVE_TILES \
                        else self._build_tile_targets(player, kind)
                    if targets:
                        tiles[location] = targets
            end = self.phase == "after"
        self._options_cache = {"build": build, "tiles": tiles, "end": end}
        return self._options_cache

    def legal_actions(self) -> list[tuple]:
        if self._legal is None:
            opts = self.options_now()
            actions = [("build", c) for c in opts["build"]]
            for location, targets in opts["tiles"].items():
                if isinstance(targets, dict):
                    actions.extend(("tile", location, frm, to) for frm, tos in targets.items() for to in tos)
                else:
                    actions.extend(("tile", location, c) for c in targets)
            if opts["end"]:
                actions.append(("end",))
            self._legal = actions
        return list(self._legal)

    def is_legal(self, action) -> bool:
        opts = self.options_now()
        kind = action[0] if action else None
        if kind == "build" and len(action) == 2:
            return action[1] in opts["build"]
        if kind == "end" and len(action) == 1:
            return opts["end"]
        if kind == "tile" and len(action) in (3, 4):
            targets = opts["tiles"].get(action[1])
            if isinstance(targets, dict):
                return len(action) == 4 and action[3] in targets.get(action[2], ())
            return targets is not None and len(action) == 3 and action[2] in targets
        return False

    # ----------------------------------------------------------------- apply
    def apply(self, action) -> None:
        action = IllegalMove.legal_action(self, action, self._explain)  # any value: IllegalMove or the legal object
        if not isinstance(action, tuple):
            raise IllegalMove("illegal", QT_TRANSLATE_NOOP("kingdom_builder", "That move is not allowed now."))
        if self.finished:
            raise IllegalMove("game_over", QT_TRANSLATE_NOOP("engine", "The game is over."))
        if not self.is_legal(action):
            raise self._explain(action)
        player = self.current
        if action[0] == "build":
            self._build(player, action[1])
            self.mandatory_built += 1
            self.phase = "mandatory" if self.mandatory_left() > 0 else "after"
            self._ensure_card()
        elif action[0] == "tile":
            location = action[1]
            self.tiles[player][location] = USED
            if len(action) == 3:
                self._build(player, action[2])
            else:
                self._lift(player, action[2])
                self._put(player, action[3])
                self._take_tiles(player, action[3])
                self._drop_lost_tiles(player)
            if self.phase == "before":
                self._ensure_card()
        else:
            self._end_turn()
        self._options_cache = None
        self._legal = None

    def _build(self, player: int, cell: int) -> None:
        self._put(player, cell)
        self.supply[player] -= 1
        if self.supply[player] == 0:
            self.final_round = True  # finish this round (digest "End and scoring")
        self._take_tiles(player, cell)

    def _take_tiles(self, player: int, cell: int) -> None:
        """Building or moving next to a location hex takes one of its tiles (once per player per hex;
        with the "after_loss" option again once the earlier tile from that hex was lost)."""
        locations = self.board.locations
        retake = self.options.get("retake", "never") == "after_loss"
        held = self.tiles[player]
        for n in NEIGHBOURS[cell]:
            if n in locations and self.tiles_left[n] > 0:
                if (n in held) if retake else (n in self.taken_from[player]):
                    continue
                self.tiles_left[n] -= 1
                self.taken_from[player].add(n)
                held[n] = NEW

    def _drop_lost_tiles(self, player: int) -> None:
        near = self.near[player]
        for location in [loc for loc in self.tiles[player] if not near[loc]]:
            del self.tiles[player][location]  # removed from the game

    def _ensure_card(self) -> None:
        """While mandatory builds remain and no empty hex of the card's terrain exists, the card
        leaves the game and a new one is drawn; if no card can ever be built, the builds lapse."""
        player = self.current
        if self.phase == "after":
            return
        if self.mandatory_left() <= 0:
            self.phase = "after"  # a tile used the last settlements of the supply
            return
        while not self.empty_cells(self.hand[player]):
            self.removed.append(self.hand[player])
            card = self._draw()
            if card is None:
                self.hand[player] = None
                self.phase = "after"
                return
            self.hand[player] = card

    def _draw(self) -> str | None:
        if not self.deck:
            # Only cards of terrain with an empty hex are worth shuffling back; if none is, give up.
            if not any(self.empty_cells(t) for t in set(self.discard)):
                return None
            self.deck = self.discard
            self.discard = []
            self._own_rng().shuffle(self.deck)
        self.reveal_count += 1
        return self.deck.pop()

    def _own_rng(self) -> random.Random:
        """The state's generator, copied first if another state shares it."""
        if self._rng_shared:
            rng = random.Random.__new__(random.Random)  # no seeding from the OS: the state is copied
            rng.setstate(self.rng.getstate())
            self.rng, self._rng_shared = rng, False
        return self.rng

    def _start_turn(self) -> None:
        player = self.current
        self.phase = "before"
        self.mandatory_built = 0
        for location in self.tiles[player]:
            self.tiles[player][location] = READY
        if self.hand[player] is None:
            card = self._draw()
            self.hand[player] = card
        if self.hand[player] is None or self.mandatory_left() <= 0:
            self.phase = "after"
            return
        self._ensure_card()

    def _end_turn(self) -> None:
        player = self.current
        for location, status in self.tiles[player].items():
            if status == USED:
                self.tiles[player][location] = READY
        if self.hand[player] is not None:
            self.discard.append(self.hand[player])
        self.hand[player] = self._draw()
        self.current = (player + 1) % self.players
        if self.current == 0:
            if self.final_round:
                self.finished = True
                return
            self.round += 1
        self._start_turn()

    # ----------------------------------------------------------------- reasons
    def _explain(self, action) -> IllegalMove:
        """The most specific reason an action is not legal now (templates marked for translation)."""
        player = self.current
        kind = action[0] if action else None
        if kind == "end":
            if self.phase == "before":
                return IllegalMove("mandatory_first", QT_TRANSLATE_NOOP("kingdom_builder", "Build your 3 settlements before ending the turn."))
            return IllegalMove("mandatory_unfinished", QT_TRANSLATE_NOOP("kingdom_builder", "Finish your mandatory builds before ending the turn ({left} left)."),
                               left=self.mandatory_left())
        if kind == "build" and len(action) == 2:
            if self.phase == "after":
                return IllegalMove("mandatory_done", QT_TRANSLATE_NOOP("kingdom_builder", "Your mandatory builds are done: use a tile or end your turn."))
            return self._cell_problem(player, action[1], self.hand[player], self.options_now()["build"])
        if kind == "tile" and len(action) in (3, 4):
            location = action[1]
            if location not in self.tiles[player]:
                return IllegalMove("no_tile", QT_TRANSLATE_NOOP("kingdom_builder", "You do not hold that location tile."))
            status = self.tiles[player][location]
            tile = self.board.locations[location]
            if status == NEW:
                return IllegalMove("tile_new", QT_TRANSLATE_NOOP("kingdom_builder", "You took this {tile} tile this turn; use it from your next turn."),
                                   tile=tile)
            if status == USED:
                return IllegalMove("tile_used", QT_TRANSLATE_NOOP("kingdom_builder", "You already used this {tile} tile this turn."), tile=tile)
            if self.phase == "mandatory":
                return IllegalMove("between_builds", QT_TRANSLATE_NOOP("kingdom_builder", "Tiles may be used before or after the 3 mandatory builds, never between them."))
            if (len(action) == 4) != (tile in MOVE_TILES):
                if tile in MOVE_TILES:
                    return IllegalMove("tile_shape", QT_TRANSLATE_NOOP("kingdom_builder", "The {tile} tile moves a settlement."), tile=tile)
                return IllegalMove("tile_shape", QT_TRANSLATE_NOOP("kingdom_builder", "The {tile} tile builds a settlement."), tile=tile)
            if tile in MOVE_TILES:
                return self._move_problem(player, location, tile, action[2], action[3])
            if self.supply[player] <= 0:
                return IllegalMove("no_supply", QT_TRANSLATE_NOOP("kingdom_builder", "You have no settlement left to build."))
            targets = self.options_now()["tiles"].get(location, ())
            if tile == "Tavern":
                return self._tavern_problem(player, action[2], targets)
            terrain = {"Oracle": self.hand[player], "Farm": GRASS, "Oasis": DESERT}.get(tile)
            return self._cell_problem(player, action[2], terrain, targets, tile)
        return IllegalMove("illegal", QT_TRANSLATE_NOOP("kingdom_builder", "That move is not allowed now."))

    def tile_problem(self, location: int) -> IllegalMove | None:
        """Why the current player cannot use the tile from `location` now at all (None when it
        has at least one target): shown when a player clicks a tile that lights nothing."""
        player = self.current
        if self.finished:
            return IllegalMove("game_over", QT_TRANSLATE_NOOP("engine", "The game is over."))
        if location in self.options_now()["tiles"]:
            return None
        status = self.tiles[player].get(location)
        tile = self.board.locations.get(location, "?")
        if status is None:
            return IllegalMove("no_tile", QT_TRANSLATE_NOOP("kingdom_builder", "You do not hold that location tile."))
        if status == NEW:
            return IllegalMove("tile_new", QT_TRANSLATE_NOOP("kingdom_builder", "You took this {tile} tile this turn; use it from your next turn."),
                               tile=tile)
        if status == USED:
            return IllegalMove("tile_used", QT_TRANSLATE_NOOP("kingdom_builder", "You already used this {tile} tile this turn."), tile=tile)
        if self.phase == "mandatory":
            return IllegalMove("between_builds", QT_TRANSLATE_NOOP("kingdom_builder", "Tiles may be used before or after the 3 mandatory builds, never between them."))
        if tile in MOVE_TILES:
            if not self.settlements[player]:
                return IllegalMove("nothing_to_move", QT_TRANSLATE_NOOP("kingdom_builder", "You have no settlement on the board to move."))
            if tile == "Paddock":
                return IllegalMove("paddock_blocked", QT_TRANSLATE_NOOP("kingdom_builder", "None of your settlements can jump 2 hexes in a straight line onto a free grass, canyon, desert, flower or forest hex."))
            terrain = WATER if tile == "Harbor" else self.hand[player]
            return IllegalMove("no_free_hex", QT_TRANSLATE_NOOP("kingdom_builder", "No free {terrain} hex is left: the {tile} cannot be used now."),
                               terrain=TERRAIN_NAMES.get(terrain or "", "?"), tile=tile)
        if self.supply[player] <= 0:
            return IllegalMove("no_supply", QT_TRANSLATE_NOOP("kingdom_builder", "You have no settlement left to build."))
        if tile == "Tavern":
            return IllegalMove("no_line_yet", QT_TRANSLATE_NOOP("kingdom_builder", "The Tavern needs a straight line of 3 of your settlements with a free hex at one end; you have none yet."))
        if tile == "Tower":
            return IllegalMove("no_edge_hex", QT_TRANSLATE_NOOP("kingdom_builder", "No free hex is left at the edge of the board: the Tower cannot be used now."))
        terrain = {"Oracle": self.hand[player], "Farm": GRASS, "Oasis": DESERT}.get(tile)
        return IllegalMove("no_free_hex", QT_TRANSLATE_NOOP("kingdom_builder", "No free {terrain} hex is left: the {tile} cannot be used now."),
                           terrain=TERRAIN_NAMES.get(terrain or "", "?"), tile=tile)

    def _cell_problem(self, player: int, cell, terrain: str | None, targets, tile: str | None = None,
                      lifted: int | None = None) -> IllegalMove:
        if not isinstance(cell, int) or not 0 <= cell < CELLS:
            return IllegalMove("off_board", QT_TRANSLATE_NOOP("kingdom_builder", "That is not a hex of the board."))
        if self.owner[cell] >= 0 and cell != lifted:
            return IllegalMove("occupied", QT_TRANSLATE_NOOP("kingdom_builder", "That hex already holds a settlement."))
        code = self.board.terrain[cell]
        if tile == "Harbor":
            if code != WATER:
                return IllegalMove("not_water", QT_TRANSLATE_NOOP("kingdom_builder", "The Harbor moves a settlement onto water only."))
        elif code not in BUILDABLE:
            if code == WATER:
                return IllegalMove("water", QT_TRANSLATE_NOOP("kingdom_builder", "Nothing is built on water (only the Harbor moves a settlement there)."))
            return IllegalMove("unbuildable", QT_TRANSLATE_NOOP("kingdom_builder", "Nothing can be built on a {terrain} hex."),
                               terrain=TERRAIN_NAMES[code])
        if tile == "Tower":
            if cell not in EDGE_CELLS:
                return IllegalMove("not_edge", QT_TRANSLATE_NOOP("kingdom_builder", "The Tower builds only on a hex at the edge of the board."))
        elif terrain is not None and code != terrain and tile != "Harbor":
            return IllegalMove("wrong_terrain", QT_TRANSLATE_NOOP("kingdom_builder", "This settlement must go on {terrain}, not {here}."),
                               terrain=TERRAIN_NAMES[terrain], here=TERRAIN_NAMES[code])
        if cell == lifted:
            return IllegalMove("same_hex", QT_TRANSLATE_NOOP("kingdom_builder", "The settlement must move to another hex."))
        if targets and cell not in targets:
            return IllegalMove("not_adjacent", QT_TRANSLATE_NOOP("kingdom_builder", "You must build next to your own settlements when you can."))
        return IllegalMove("illegal", QT_TRANSLATE_NOOP("kingdom_builder", "That move is not allowed now."))

    def _tavern_problem(self, player: int, cell, targets) -> IllegalMove:
        if not isinstance(cell, int) or not 0 <= cell < CELLS:
            return IllegalMove("off_board", QT_TRANSLATE_NOOP("kingdom_builder", "That is not a hex of the board."))
        if self.owner[cell] >= 0:
            return IllegalMove("occupied", QT_TRANSLATE_NOOP("kingdom_builder", "That hex already holds a settlement."))
        if self.board.terrain[cell] not in BUILDABLE:
            return IllegalMove("unbuildable", QT_TRANSLATE_NOOP("kingdom_builder", "The Tavern builds only on grass, canyon, desert, flowers or forest."))
        return IllegalMove("no_line", QT_TRANSLATE_NOOP("kingdom_builder", "The Tavern builds only at the end of a straight line of 3 or more of your settlements."))

    def _move_problem(self, player: int, location: int, tile: str, frm, to) -> IllegalMove:
        if not isinstance(frm, int) or not 0 <= frm < CELLS or self.owner[frm] != player:
            return IllegalMove("not_yours", QT_TRANSLATE_NOOP("kingdom_builder", "Pick one of your own settlements to move."))
        targets = self.options_now()["tiles"].get(location, {}).get(frm, ())
        if tile == "Paddock":
            if not isinstance(to, int) or not 0 <= to < CELLS:
                return IllegalMove("off_board", QT_TRANSLATE_NOOP("kingdom_builder", "That is not a hex of the board."))
            if to not in JUMPS[frm]:
                return IllegalMove("paddock_distance", QT_TRANSLATE_NOOP("kingdom_builder", "The Paddock moves a settlement exactly 2 hexes in a straight line."))
            if self.owner[to] >= 0:
                return IllegalMove("occupied", QT_TRANSLATE_NOOP("kingdom_builder", "That hex already holds a settlement."))
            if self.board.terrain[to] not in BUILDABLE:
                return IllegalMove("unbuildable", QT_TRANSLATE_NOOP("kingdom_builder", "The Paddock may jump over anything but must land on grass, canyon, desert, flowers or forest."))
            return IllegalMove("illegal", QT_TRANSLATE_NOOP("kingdom_builder", "That move is not allowed now."))
        terrain = WATER if tile == "Harbor" else self.hand[player]
        return self._cell_problem(player, to, terrain, targets, tile if tile == "Harbor" else None, lifted=frm)

    # ----------------------------------------------------------------- words
    def describe(self, action) -> str:
        return fill_template(*self.describe_parts(action))

    def describe_parts(self, action) -> tuple[str, dict]:
        """The log line as a template (context "kingdom_builder"); places are phrases translated as
        one (log_words.py): "builds on grass beside the Oasis", never a row and a column. A build that changes the
        running gold says how ("castle +3, Fishermen +1"), and the last turn of the game gives the
        final scoring card by card (gold_words.py)."""
        action = freeze(action)
        kind = action[0]
        if kind == "end":
            if self.final_round and (self.current + 1) % self.players == 0 and self.is_legal(action):
                after = self.clone()
                after.apply(action)
                return gold_words.final_parts(after)
            return log_words.END, {}
        if kind not in ("build", "tile") or len(action) < 2:
            return QT_TRANSLATE_NOOP("kingdom_builder", "That move is not allowed now."), {}
        template, params = self.move_parts(action)
        if self.is_legal(action):
            after = self.clone()
            after.apply(action)
            gold = gold_words.changes(gold_words.gold_rows(self), gold_words.gold_rows(after), self.current)
            if gold:
                template, params = log_words.WITH_GOLD[template], dict(params, gold=gold)
        return template, params

    def move_parts(self, action) -> tuple[str, dict]:
        """A build or tile move in words (third person, as the log says it): log_words.py."""
        return log_words.move_parts(self, action)
