"""Copenhagen's state and actions (no Qt).

Actions are tuples (hashable, JSON-friendly):
    ("take", indices, abilities)        take display cards; abilities ⊆ any_cards, additional_card, both_actions
    ("discard", colour)                 discard one card while over the hand limit
    ("build", colour, size, cells, brick, pay, abilities)
                                        cells: sorted ((row, col), ...), brick: (row, col),
                                        pay: cards handed in per colour (COLOURS order),
                                        abilities ⊆ construction_discount, change_of_colors
    ("skip_build",)                     after Both Actions' card taking, build nothing
    ("white", (row, col))               coat of arms: place a white tile
    ("ability", name)                   coat of arms: take an ability tile
    ("reactivate",)                     coat of arms: turn used abilities active again
    ("pass",)                           only when nothing else is possible
Phases: "turn" -> ("discard" while over 7) -> ("build" after Both Actions) -> ("arms" while
coat-of-arms choices are pending) -> next player's "turn".
"""
from __future__ import annotations

import random
from functools import lru_cache
from itertools import combinations

from desktop_app.engine.game import IllegalMove, fill_template, freeze, list_of, rng_from_json, rng_to_json
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from . import end_words, lines, scoring
from .components import (
    ABILITIES, ABILITY_NAMES, ADDITIONAL_CARD, ANY_CARDS, BOTH_ACTIONS, CHANGE_OF_COLORS, COAT_CELLS,
    COAT_ROWS, COLOURS, COLS, CONSTRUCTION_DISCOUNT, DISPLAY_SIZE, END_CARD, HAND_LIMIT, HIDDEN_CARD, ROWS,
    STARTING_HANDS, WHITE, WHITE_TILES, WINNING_SCORE, deck_counts, orientations, tile_counts,
)

COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
EMPTY = -1


class PlayerBoard:
    """One player's house, hand and ability tiles."""

    __slots__ = ("grid", "tiles", "hand", "abilities", "mask", "hidden")

    def __init__(self):
        self.grid = [EMPTY] * (ROWS * COLS)  # cell -> index into tiles, or EMPTY
        self.mask = 0  # bit per filled cell, derived from grid
        self.tiles: list[tuple[str, tuple, tuple | None]] = []  # (colour, cells, brick or None)
        self.hand = [0] * len(COLOURS)
        self.abilities: dict[str, bool] = {}  # name -> active?
        self.hidden = 0  # cards of unknown colour (only in a remote seat's stand-in state)

    def copy(self) -> "PlayerBoard":
        other = PlayerBoard.__new__(PlayerBoard)
        other.grid = self.grid[:]
        other.mask = self.mask
        other.tiles = self.tiles[:]
        other.hand = self.hand[:]
        other.abilities = dict(self.abilities)
        other.hidden = self.hidden
        return other

    def filled(self, row: int, col: int) -> bool:
        return self.grid[row * COLS + col] != EMPTY

    def colour_at(self, row: int, col: int) -> str | None:
        index = self.grid[row * COLS + col]
        return None if index == EMPTY else self.tiles[index][0]

    def is_brick(self, row: int, col: int) -> bool:
        index = self.grid[row * COLS + col]
        return index != EMPTY and self.tiles[index][2] == (row, col)

    def empty_cells(self) -> int:
        return self.grid.count(EMPTY)

    def hand_size(self) -> int:
        return sum(self.hand) + self.hidden

    def active(self, ability: str) -> bool:
        return self.abilities.get(ability, False)

    def to_json(self) -> dict:
        data = {"tiles": [[c, list_of(cells), list(b) if b else None] for c, cells, b in self.tiles],
                "hand": self.hand[:], "abilities": dict(self.abilities)}
        if self.hidden:  # a real state never has any: its saves stay as they were
            data["hidden"] = self.hidden
        return data

    @classmethod
    def from_json(cls, data: dict) -> "PlayerBoard":
        board = cls()
        for colour, cells, brick in data["tiles"]:
            board.place(colour, freeze(cells), tuple(brick) if brick else None)
        board.hand = [int(n) for n in data["hand"]]
        board.abilities = {str(k): bool(v) for k, v in data["abilities"].items()}
        board.hidden = int(data.get("hidden", 0))
        return board

    def place(self, colour: str, cells: tuple, brick: tuple | None) -> None:
        index = len(self.tiles)
        self.tiles.append((colour, cells, brick))
        for row, col in cells:
            self.grid[row * COLS + col] = index
            self.mask |= 1 << (row * COLS + col)


def placement_problem(board: PlayerBoard, cells) -> tuple[str, str, dict] | None:
    """Why a tile may not cover these cells (digest "B) Build a facade"), or None if it may."""
    cell_set = set(cells)
    for row, col in cells:
        if not (0 <= row < ROWS and 0 <= col < COLS):
            return ("off_house", QT_TRANSLATE_NOOP("copenhagen", "The tile must lie wholly on the house's grid."), {})
        if board.filled(row, col):
            return ("cell_taken", QT_TRANSLATE_NOOP("copenhagen", "That space is already built."), {})
    for row, col in cells:
        if row == 0 or ((row - 1, col) not in cell_set and board.filled(row - 1, col)):
            return None
    return ("unsupported", QT_TRANSLATE_NOOP("copenhagen", "A facade must stand on the ground or on an earlier tile; it would float."), {})


def touches_colour(board: PlayerBoard, cells, colour: str) -> bool:
    cell_set = set(cells)
    for row, col in cells:
        for r, c in ((row + 1, col), (row - 1, col), (row, col + 1), (row, col - 1)):
            if 0 <= r < ROWS and 0 <= c < COLS and (r, c) not in cell_set and board.colour_at(r, c) == colour:
                return True
    return False


def _bit(row: int, col: int) -> int:
    return 1 << (row * COLS + col)


@lru_cache(maxsize=None)
def _neighbour_mask(cells: tuple) -> int:
    """Bits of the on-grid cells next to a tile at these cells (not the tile's own)."""
    cell_set = set(cells)
    mask = 0
    for row, col in cells:
        for r, c in ((row + 1, col), (row - 1, col), (row, col + 1), (row, col - 1)):
            if 0 <= r < ROWS and 0 <= c < COLS and (r, c) not in cell_set:
                mask |= _bit(r, c)
    return mask


def _colour_mask(board: "PlayerBoard", colour: str) -> int:
    mask = 0
    for tile_colour, cells, _ in board.tiles:
        if tile_colour == colour:
            for row, col in cells:
                mask |= _bit(row, col)
    return mask


@lru_cache(maxsize=None)
def _candidate_placements(kind: tuple[str, int]) -> tuple:
    """Every on-grid position of every orientation, with the bit masks that decide legality."""
    out = []
    for shape in orientations(kind):
        width = max(x for x, _, _ in shape) + 1
        height = max(y for _, y, _ in shape) + 1
        for row in range(ROWS - height + 1):
            for col in range(COLS - width + 1):
                cells = tuple(sorted((row + y, col + x) for x, y, _ in shape))
                brick = next(((row + y, col + x) for x, y, b in shape if b), None)
                tile_mask = sum(_bit(r, c) for r, c in cells)
                below = sum(_bit(r - 1, c) for r, c in cells if r > 0 and (r - 1, c) not in cells)
                out.append((cells, brick, tile_mask, below, any(r == 0 for r, _ in cells)))
    return tuple(out)


@lru_cache(maxsize=65536)
def _placements_for_mask(mask: int, kind: tuple[str, int]) -> tuple:
    return tuple((cells, brick) for cells, brick, tile_mask, below, grounded in _candidate_placements(kind)
                 if not tile_mask & mask and (grounded or below & mask))


def legal_placements(board: "PlayerBoard", kind: tuple[str, int]) -> tuple:
    """Every (cells, brick) where a tile of this kind may go on this house (cached per house)."""
    return _placements_for_mask(board.mask, kind)


class CopenhagenState:
    def __init__(self):
        self.players: list[PlayerBoard] = []
        self.display: list[str | None] = []
        self.supply: list[str] = []  # last item is the top
        self.discard: list[int] = [0] * len(COLOURS)
        self.tile_supply: dict[tuple[str, int], int] = {}
        self.white_supply = WHITE_TILES
        self.ability_supply: dict[str, int] = {}
        self.end_card_in_supply = False
        self.end_card_revealed = False
        self.reshuffled = False
        self.current = 0
        self.phase = "turn"
        self.turn = 1
        self.took_cards = False
        self.pending_arms = 0
        self.both_pending = False
        self.winner_by_points: int | None = None
        self.reveal_count = 0
        self.options: dict = {}
        self.rng = random.Random()
        self._legal: list | None = None

    # ----------------------------------------------------------------- setup
    @classmethod
    def new(cls, players: int, seed: int, options: dict) -> "CopenhagenState":
        if not 2 <= players <= 4:
            raise ValueError("Copenhagen takes 2-4 players")
        state = cls()
        state.options = dict(options)
        state.rng = random.Random(seed)
        state.players = [PlayerBoard() for _ in range(players)]
        state.tile_supply = tile_counts(players)
        state.ability_supply = {a: players for a in ABILITIES}
        for board in state.players:  # everybody starts with an active Any Cards tile
            board.abilities[ANY_CARDS] = True
            state.ability_supply[ANY_CARDS] -= 1
        deck = [c for c, n in deck_counts(players).items() for _ in range(n)]
        state.rng.shuffle(deck)
        state.supply = deck
        state.display = [state.supply.pop() for _ in range(DISPLAY_SIZE)]
        if players == 2:
            state._bury_end_card()
        for player, count in enumerate(STARTING_HANDS[:players]):
            for _ in range(count):
                state.players[player].hand[COLOUR_INDEX[state.supply.pop()]] += 1
        return state

    def _bury_end_card(self) -> None:
        """Shuffle the End card into the top 9 cards and slide those 10 under the supply."""
        top = [self.supply.pop() for _ in range(min(9, len(self.supply)))]
        top.append(END_CARD)
        self._own_rng().shuffle(top)
        self.supply = top + self.supply
        self.end_card_in_supply = True

    # ----------------------------------------------------------------- protocol
    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.current

    @property
    def is_over(self) -> bool:
        return self.end_card_revealed or self.winner_by_points is not None

    def scores(self) -> list[int]:
        return [scoring.score(board) for board in self.players]

    def winners(self) -> list[int]:
        if self.winner_by_points is not None:
            return [self.winner_by_points]
        return scoring.winners(self.players)

    def score_breakdown(self) -> list[dict[str, int]]:
        return [scoring.breakdown(board) for board in self.players]

    def clone(self) -> "CopenhagenState":
        other = CopenhagenState.__new__(CopenhagenState)
        other.__dict__.update(self.__dict__)
        other.players = [p.copy() for p in self.players]
        other.display = self.display[:]
        other.supply = self.supply[:]
        other.discard = self.discard[:]
        other.tile_supply = dict(self.tile_supply)
        other.ability_supply = dict(self.ability_supply)
        # The generator is shared until either side shuffles (_own_rng): copying its 625 words on
        # every clone was a sixth of a medium player's time, and most clones never shuffle.
        self._rng_shared = other._rng_shared = True
        other._legal = self._legal
        return other

    def _own_rng(self) -> random.Random:
        """The state's generator, its own: a copy first while a clone may share it."""
        if self.__dict__.get("_rng_shared"):
            rng = random.Random.__new__(random.Random)  # not Random(): that seeds from the OS first
            rng.setstate(self.rng.getstate())
            self.rng, self._rng_shared = rng, False
        return self.rng

    def to_json(self) -> dict:
        return {
            "players": [p.to_json() for p in self.players],
            "display": self.display[:],
            "supply": self.supply[:],
            "discard": self.discard[:],
            "tile_supply": [[c, s, n] for (c, s), n in sorted(self.tile_supply.items())],
            "white_supply": self.white_supply,
            "ability_supply": dict(self.ability_supply),
            "end_card_in_supply": self.end_card_in_supply,
            "end_card_revealed": self.end_card_revealed,
            "reshuffled": self.reshuffled,
            "current": self.current,
            "phase": self.phase,
            "turn": self.turn,
            "took_cards": self.took_cards,
            "pending_arms": self.pending_arms,
            "both_pending": self.both_pending,
            "winner_by_points": self.winner_by_points,
            "reveal_count": self.reveal_count,
            "options": dict(self.options),
            "rng": rng_to_json(self.rng),
        }

    @classmethod
    def from_json(cls, data: dict) -> "CopenhagenState":
        state = cls()
        state.players = [PlayerBoard.from_json(p) for p in data["players"]]
        state.display = list(data["display"])
        state.supply = list(data["supply"])
        state.discard = [int(n) for n in data["discard"]]
        state.tile_supply = {(c, int(s)): int(n) for c, s, n in data["tile_supply"]}
        state.white_supply = int(data["white_supply"])
        state.ability_supply = {str(k): int(v) for k, v in data["ability_supply"].items()}
        state.end_card_in_supply = bool(data["end_card_in_supply"])
        state.end_card_revealed = bool(data["end_card_revealed"])
        state.reshuffled = bool(data["reshuffled"])
        state.current = int(data["current"])
        state.phase = str(data["phase"])
        state.turn = int(data["turn"])
        state.took_cards = bool(data["took_cards"])
        state.pending_arms = int(data["pending_arms"])
        state.both_pending = bool(data["both_pending"])
        state.winner_by_points = data["winner_by_points"]
        state.reveal_count = int(data["reveal_count"])
        state.options = dict(data["options"])
        state.rng = rng_from_json(data["rng"])
        return state

    def progress(self) -> str:
        template, params = self.progress_parts()
        return fill_template(template, params)

    def progress_parts(self) -> tuple[str, dict]:
        scores = "–".join(str(s) for s in self.scores())
        if self.is_over:
            return QT_TRANSLATE_NOOP("copenhagen", "Finished · {scores}"), {"scores": scores}
        return QT_TRANSLATE_NOOP("copenhagen", "Turn {turn} · {scores}"), {"turn": self.turn, "scores": scores}

    def view_for(self, player: int) -> dict:
        """The public table plus this player's own hand; other hands and the supply order hidden."""
        data = self.to_json()
        for index, board in enumerate(data["players"]):
            if index != player:
                board["hand"] = [None] * len(COLOURS)
                board.pop("hidden", None)
                board["hand_size"] = self.players[index].hand_size()
        data["supply"] = len(self.supply)
        data.pop("rng")
        return data

    def determinize(self, player: int, rng: random.Random) -> "CopenhagenState":
        """A full state that agrees with what `player` can see: hidden cards are redealt at random."""
        state = self.clone()
        pool = [c for c in self.supply if c != END_CARD]
        for index, board in enumerate(self.players):
            if index != player:
                pool.extend(c for c, n in zip(COLOURS, board.hand) for _ in range(n))
        rng.shuffle(pool)
        for index, board in enumerate(state.players):
            if index != player:
                size = board.hand_size()
                board.hand = [0] * len(COLOURS)
                for _ in range(size):
                    board.hand[COLOUR_INDEX[pool.pop()]] += 1
        if END_CARD in self.supply:  # known to lie among the bottom 10 (digest "Setup")
            depth = min(10, len(pool) + 1)
            pool.insert(rng.randrange(depth), END_CARD)
        state.supply = pool
        state.rng = random.Random(rng.random())
        state._legal = None
        return state

    # ----------------------------------------------------------------- actions
    def legal_actions(self) -> list[tuple]:
        if self._legal is None:
            self._legal = [] if self.is_over else self._generate()
        return list(self._legal)

    def _generate(self) -> list[tuple]:
        board = self.players[self.current]
        if self.phase == "discard":
            return [("discard", c) for c, n in zip(COLOURS, board.hand) if n]
        if self.phase == "arms":
            return self._arms_actions(board)
        actions = []
        if self.phase == "turn":
            actions.extend(self._take_actions(board))
        actions.extend(self._build_actions(board))
        if self.phase == "build":
            actions.append(("skip_build",))
        if not actions:
            actions.append(("pass",))
        return actions

    def _take_actions(self, board: PlayerBoard) -> list[tuple]:
        slots = [i for i, card in enumerate(self.display) if card is not None]
        extra_options = [()]
        if board.active(BOTH_ACTIONS):
            extra_options.append((BOTH_ACTIONS,))
        actions = []
        for extra in extra_options:
            pairs = [p for p in combinations(slots, 2)]
            for pair in pairs:
                adjacent = pair[1] - pair[0] == 1
                if adjacent:
                    actions.append(("take", pair, extra))
                elif board.active(ANY_CARDS):
                    actions.append(("take", pair, tuple(sorted(extra + (ANY_CARDS,)))))
            if board.active(ADDITIONAL_CARD):
                for triple in combinations(slots, 3):
                    has_adjacent = triple[1] - triple[0] == 1 or triple[2] - triple[1] == 1
                    used = (ADDITIONAL_CARD,) if has_adjacent else (ADDITIONAL_CARD, ANY_CARDS)
                    if has_adjacent or board.active(ANY_CARDS):
                        actions.append(("take", triple, tuple(sorted(extra + used))))
        return actions

    def _payments(self, board: PlayerBoard, colour: str, cost: int, use_change: bool) -> list[tuple]:
        """Ways to hand in `cost` cards for a tile of `colour` (digest "Abilities": Change of Colors)."""
        hand = board.hand
        target = COLOUR_INDEX[colour]
        if not use_change:
            if hand[target] >= cost:
                pay = [0] * len(COLOURS)
                pay[target] = cost
                return [tuple(pay)]
            return []
        payments = []
        if self.options.get("change_of_colors", "one_colour") == "any_mix":
            # Every handed-in card may become the tile's colour: any mix with some other colour.
            def fill(index, left, current):
                if index == len(COLOURS):
                    if left == 0 and any(n for i, n in enumerate(current) if i != target):
                        payments.append(tuple(current))
                    return
                for n in range(min(hand[index], left) + 1):
                    fill(index + 1, left - n, current + [n])
            fill(0, cost, [])
            return payments
        for other in range(len(COLOURS)):
            if other == target or hand[other] == 0:
                continue
            for from_other in range(1, min(hand[other], cost) + 1):
                if hand[target] >= cost - from_other:
                    pay = [0] * len(COLOURS)
                    pay[other] = from_other
                    pay[target] = cost - from_other
                    payments.append(tuple(pay))
        return payments

    def build_cost(self, board: PlayerBoard, colour: str, size: int, cells, discount: bool) -> int:
        """Cards to hand in: size, −1 beside the same colour, −1 with the discount, never below 0."""
        cost = size - (1 if touches_colour(board, cells, colour) else 0) - (1 if discount else 0)
        return max(0, cost)

    def _build_actions(self, board: PlayerBoard) -> list[tuple]:
        actions = []
        total_cards = board.hand_size()
        can_discount = board.active(CONSTRUCTION_DISCOUNT)
        can_change = board.active(CHANGE_OF_COLORS)
        payments: dict[tuple, list] = {}  # (colour, cost, change) -> ways to pay; same hand throughout
        for (colour, size), left in self.tile_supply.items():
            # Cheapest possible price: beside its colour and with the discount.
            floor = max(0, size - 1 - (1 if can_discount else 0))
            usable = total_cards if can_change else board.hand[COLOUR_INDEX[colour]]
            if left <= 0 or floor > usable:
                continue
            colour_mask = _colour_mask(board, colour)  # same answer as touches_colour, by bit masks
            for cells, brick in legal_placements(board, (colour, size)):
                adjacent = bool(_neighbour_mask(cells) & colour_mask)
                base = size - (1 if adjacent else 0)
                for discount in ((False, True) if can_discount and base > 0 else (False,)):
                    cost = base - (1 if discount else 0)
                    if cost > total_cards:
                        continue
                    for change in ((False, True) if can_change and cost > 0 else (False,)):
                        key = (colour, cost, change)
                        if key not in payments:
                            payments[key] = self._payments(board, colour, cost, change)
                        for pay in payments[key]:
                            used = tuple(name for name, on in ((CHANGE_OF_COLORS, change),
                                                               (CONSTRUCTION_DISCOUNT, discount)) if on)
                            actions.append(("build", colour, size, cells, brick, pay, used))
        return actions

    def _arms_actions(self, board: PlayerBoard) -> list[tuple]:
        actions = []
        if self.white_supply > 0:
            for cells, _ in legal_placements(board, (WHITE, 1)):
                actions.append(("white", cells[0]))
        for ability in ABILITIES:
            if ability not in board.abilities and self.ability_supply.get(ability, 0) > 0:
                actions.append(("ability", ability))
        if any(not active for active in board.abilities.values()):
            actions.append(("reactivate",))
        return actions

    def apply(self, action) -> None:
        action = IllegalMove.legal_action(self, action, self._explain)  # any value: IllegalMove or the legal object
        if self.is_over:
            raise IllegalMove("game_over", QT_TRANSLATE_NOOP("copenhagen", "The game is over."))
        legal = self.legal_actions()
        if action not in legal:
            raise self._explain(action)
        handler = getattr(self, "_do_" + action[0])
        handler(*action[1:])
        self._legal = None

    def _explain(self, action) -> IllegalMove:
        """The most specific reason an action is not legal now."""
        board = self.players[self.current]
        kind = action[0] if action else None
        phase_kinds = {"discard": {"discard"}, "arms": {"white", "ability", "reactivate"},
                       "build": {"build", "skip_build"}, "turn": {"take", "build", "pass"}}
        if kind not in phase_kinds.get(self.phase, set()):
            prompts = {"discard": QT_TRANSLATE_NOOP("copenhagen", "You hold more than 7 cards: discard first."),
                       "arms": QT_TRANSLATE_NOOP("copenhagen", "Choose your coat-of-arms reward first."),
                       "build": QT_TRANSLATE_NOOP("copenhagen", "Build a facade now, or skip building."),
                       "turn": QT_TRANSLATE_NOOP("copenhagen", "Take cards or build a facade.")}
            return IllegalMove("wrong_phase", prompts[self.phase])
        if kind == "build" and len(action) == 7:
            _, colour, size, cells, brick, pay, used = action
            if self.tile_supply.get((colour, size), 0) <= 0:
                return IllegalMove("no_tile_left", QT_TRANSLATE_NOOP("copenhagen", "No {colour} tile of size {size} is left."), colour=colour, size=size)
            problem = placement_problem(board, cells)
            if problem:
                return IllegalMove(problem[0], problem[1])
            for ability in used:
                if not board.active(ability):
                    return IllegalMove("ability_unavailable", QT_TRANSLATE_NOOP("copenhagen", "Your {ability} tile is not active."), ability=ABILITY_NAMES.get(ability, ability))
            cost = self.build_cost(board, colour, size, cells, CONSTRUCTION_DISCOUNT in used)
            if sum(pay) != cost:
                return IllegalMove("wrong_payment", QT_TRANSLATE_NOOP("copenhagen", "This tile costs {cost} cards here, not {paid}."), cost=cost, paid=sum(pay))
            if any(n > h for n, h in zip(pay, board.hand)):
                target = COLOUR_INDEX[colour]
                if pay[target] == sum(pay):  # all of the tile's colour: say what is missing
                    return IllegalMove("missing_cards", QT_TRANSLATE_NOOP("copenhagen", "Here it needs %n {colour} cards; you hold {held}."),
                                       n=cost, colour=colour, held=board.hand[target])
                return IllegalMove("not_enough_cards", QT_TRANSLATE_NOOP("copenhagen", "You do not hold those cards."))
            return IllegalMove("wrong_colour", QT_TRANSLATE_NOOP("copenhagen", "The cards must all be {colour} (or use Change of Colors)."), colour=colour)
        if kind == "take" and len(action) == 3:
            indices, used = action[1], action[2]
            if any(not (0 <= i < len(self.display)) or self.display[i] is None for i in indices):
                return IllegalMove("no_card_there", QT_TRANSLATE_NOOP("copenhagen", "There is no card in that harbour space."))
            if len(indices) == 2 and not used and indices[1] - indices[0] != 1:
                return IllegalMove("not_adjacent", QT_TRANSLATE_NOOP("copenhagen", "Take two neighbouring cards (the two ends are not neighbours)."))
            if len(indices) < 2:
                return IllegalMove("take_two", QT_TRANSLATE_NOOP("copenhagen", "You must take two cards, never just one."))
            for ability in used:
                if not board.active(ability):
                    return IllegalMove("ability_unavailable", QT_TRANSLATE_NOOP("copenhagen", "Your {ability} tile is not active."), ability=ABILITY_NAMES.get(ability, ability))
        if kind == "white" and len(action) == 2:
            if self.white_supply <= 0:
                return IllegalMove("no_white_left", QT_TRANSLATE_NOOP("copenhagen", "No white tile is left."))
            problem = placement_problem(board, (tuple(action[1]),))
            if problem:
                return IllegalMove(problem[0], problem[1])
        if kind == "ability" and len(action) == 2 and action[1] in board.abilities:
            return IllegalMove("ability_owned", QT_TRANSLATE_NOOP("copenhagen", "Nobody may own two ability tiles of the same kind."))
        return IllegalMove("illegal", QT_TRANSLATE_NOOP("copenhagen", "That move is not allowed now."))

    def tile_refusal(self, colour: str, size: int) -> IllegalMove:
        """Why the player to move cannot build any tile of this kind now, for a kind no legal
        build uses (the supply marks such tiles and says this when one is picked up)."""
        if self.is_over or self.phase not in ("turn", "build"):
            return self._explain(("build",))
        board = self.players[self.current]
        if self.tile_supply.get((colour, size), 0) <= 0:
            return IllegalMove("no_tile_left", QT_TRANSLATE_NOOP("copenhagen", "No {colour} tile of size {size} is left."), colour=colour, size=size)
        placements = legal_placements(board, (colour, size))
        if not placements:
            return IllegalMove("no_room", QT_TRANSLATE_NOOP("copenhagen", "A {colour} {size} fits nowhere on your house."), colour=colour, size=size)
        discount = board.active(CONSTRUCTION_DISCOUNT)
        cost = min(self.build_cost(board, colour, size, cells, discount) for cells, _ in placements)
        return IllegalMove("missing_cards_tile", QT_TRANSLATE_NOOP("copenhagen", "A {colour} {size} needs %n {colour} cards; you hold {held}."),
                           n=cost, colour=colour, size=size, held=board.hand[COLOUR_INDEX[colour]])

    # ----------------------------------------------------------------- handlers
    def _do_take(self, indices, used) -> None:
        board = self.players[self.current]
        for ability in used:
            board.abilities[ability] = False
        for i in indices:
            if self.display[i] == HIDDEN_CARD:  # a stand-in's clone drew a placeholder
                board.hidden += 1
            else:
                board.hand[COLOUR_INDEX[self.display[i]]] += 1
            self.display[i] = None
        self.took_cards = True
        self.phase = "discard" if board.hand_size() > HAND_LIMIT else ("build" if BOTH_ACTIONS in used else "turn")
        self.both_pending = BOTH_ACTIONS in used
        if self.phase == "turn":
            self._end_turn()

    def _do_discard(self, colour) -> None:
        board = self.players[self.current]
        board.hand[COLOUR_INDEX[colour]] -= 1
        self.discard[COLOUR_INDEX[colour]] += 1
        if board.hand_size() <= HAND_LIMIT:
            if self.both_pending:
                self.phase = "build"
            else:
                self._end_turn()

    def _do_skip_build(self) -> None:
        self._end_turn()

    def _do_pass(self) -> None:
        self._end_turn()

    def _do_build(self, colour, size, cells, brick, pay, used) -> None:
        board = self.players[self.current]
        for ability in used:
            board.abilities[ability] = False
        for index, n in enumerate(pay):
            board.hand[index] -= n
            self.discard[index] += n
        self.tile_supply[(colour, size)] -= 1
        self._place(board, colour, cells, brick)

    def _do_white(self, cell) -> None:
        board = self.players[self.current]
        self.white_supply -= 1
        self.pending_arms -= 1
        self._place(board, WHITE, (tuple(cell),), None)

    def _do_ability(self, name) -> None:
        board = self.players[self.current]
        board.abilities[name] = True
        self.ability_supply[name] -= 1
        self.pending_arms -= 1
        self._resolve_arms()

    def _do_reactivate(self) -> None:
        board = self.players[self.current]
        for name in board.abilities:
            board.abilities[name] = True
        self.pending_arms -= 1
        self._resolve_arms()

    def _place(self, board: PlayerBoard, colour: str, cells, brick) -> None:
        """Place a tile, then count the coat-of-arms triggers it made (digest "Coat-of-arms actions")."""
        rows_before = {r for r in COAT_ROWS if all(board.filled(r, c) for c in range(COLS))}
        board.place(colour, tuple(cells), brick)
        triggers = sum(1 for cell in cells if cell in COAT_CELLS)
        triggers += sum(1 for r in COAT_ROWS if r not in rows_before and all(board.filled(r, c) for c in range(COLS)))
        self.pending_arms += triggers
        self._resolve_arms()

    def _resolve_arms(self) -> None:
        """Ask for pending coat-of-arms choices; skip those with no possible reward; then score."""
        board = self.players[self.current]
        while self.pending_arms > 0:
            if self._arms_actions(board):
                self.phase = "arms"
                self._legal = None
                return
            self.pending_arms -= 1
        if scoring.score(board) >= WINNING_SCORE:
            self.winner_by_points = self.current
            return
        self._end_turn()

    def _end_turn(self) -> None:
        """Refill the harbour in display order (this reveals cards), then pass to the next player."""
        self.phase = "turn"
        self.both_pending = False
        self.pending_arms = 0
        for i in range(len(self.display)):
            if self.display[i] is None:
                card = self._draw()
                if card is None:
                    break
                if card == END_CARD:
                    self.end_card_revealed = True
                    return
                self.display[i] = card
        self.took_cards = False
        self.current = (self.current + 1) % len(self.players)
        if self.current == 0:
            self.turn += 1

    def _draw(self) -> str | None:
        if not self.supply and not self.reshuffled and len(self.players) > 2:
            # First run-out with 3-4 players: reshuffle the discards, bury the End card.
            self.supply = [c for c, n in zip(COLOURS, self.discard) for _ in range(n)]
            self.discard = [0] * len(COLOURS)
            self._own_rng().shuffle(self.supply)
            self.reshuffled = True
            self._bury_end_card()
        if not self.supply:
            return None
        self.reveal_count += 1
        return self.supply.pop()

    # ----------------------------------------------------------------- words
    def _scored_params(self, cells, brick) -> dict:
        """{lines, points} of what a tile on these cells completes for the player to move ({} if nothing)."""
        if self.is_over:
            return {}
        done = lines.completed_by(self.players[self.current], cells, brick)
        if not done:
            return {}
        return {"lines": lines.line_names(done), "points": sum(points for _, _, points in done)}

    def describe(self, action) -> str:
        """The move in plain English (the log line after the player's name)."""
        template, params = self.describe_parts(action)
        return fill_template(template, params)

    def aftermath_parts(self, names) -> list[tuple[str, dict]]:
        """After the game's last action: how it ended and who won with what (end_words.py)."""
        return end_words.end_lines(self)

    def describe_parts(self, action) -> tuple[str, dict]:
        """The move as a translatable template (context "copenhagen") and its params; colour and
        ability names are params the UI translates in the same context."""
        kind = action[0]
        if kind == "take":
            cards = tuple(str(self.display[i]) for i in action[1])
            if action[2]:
                return (QT_TRANSLATE_NOOP("copenhagen", "takes {cards} ({abilities})"),
                        {"cards": cards, "abilities": tuple(ABILITY_NAMES[a] for a in action[2])})
            return QT_TRANSLATE_NOOP("copenhagen", "takes {cards}"), {"cards": cards}
        if kind == "discard":
            return QT_TRANSLATE_NOOP("copenhagen", "discards a {colour} card"), {"colour": action[1]}
        if kind == "build":
            _, colour, size, cells, brick, pay, used = action
            params = {"colour": colour, "size": size, "n": sum(pay)}
            scored = self._scored_params(cells, brick)
            params.update(scored)
            if used:
                params["abilities"] = tuple(ABILITY_NAMES[a] for a in used)
                if scored:
                    return (QT_TRANSLATE_NOOP("copenhagen", "builds a {colour} {size} for %n cards ({abilities}) — completes {lines}: +{points}"),
                            params)
                return QT_TRANSLATE_NOOP("copenhagen", "builds a {colour} {size} for %n cards ({abilities})"), params
            if scored:
                return QT_TRANSLATE_NOOP("copenhagen", "builds a {colour} {size} for %n cards — completes {lines}: +{points}"), params
            return QT_TRANSLATE_NOOP("copenhagen", "builds a {colour} {size} for %n cards"), params
        if kind == "white":
            scored = self._scored_params((tuple(action[1]),), None)
            if scored:
                return QT_TRANSLATE_NOOP("copenhagen", "places a white tile — completes {lines}: +{points}"), scored
            return QT_TRANSLATE_NOOP("copenhagen", "places a white tile"), {}
        if kind == "ability":
            return QT_TRANSLATE_NOOP("copenhagen", "takes the {ability} ability"), {"ability": ABILITY_NAMES[action[1]]}
        if kind == "reactivate":
            return QT_TRANSLATE_NOOP("copenhagen", "turns their abilities active again"), {}
        if kind == "skip_build":
            return QT_TRANSLATE_NOOP("copenhagen", "builds nothing"), {}
        return QT_TRANSLATE_NOOP("copenhagen", "passes"), {}
