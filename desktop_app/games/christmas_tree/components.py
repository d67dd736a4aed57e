"""Christmas Tree's components, loaded from `christmas_tree.json` (a copy of the shared data file).

Source: ../shared/rules/christmas_tree.md "Components" and the Hungarian rulebook p.2-4, p.8. The card
faces, board and task patterns are our reconstruction; every card and task parameter lives in the
JSON file so the real cards can replace ours by editing data only.

Geometry: a board space sits at lattice point (x, y), y growing downwards. A rhombus card has four
edges, indexed NW=0, NE=1, SE=2, SW=3, shared with the spaces at (x-1, y-1), (x+1, y-1), (x+1, y+1),
(x-1, y+1); it touches the spaces at (x±2, y) and (x, y±2) only at its tips. Turning a card upside
down (180 degrees) moves what is printed on edge d to edge (d + 2) mod 4.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from itertools import permutations
from pathlib import Path
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

DATA_PATH = Path(__file__).with_name("christmas_tree.json")
DATA = json.loads(DATA_PATH.read_text(encoding="utf-8"))

DIRECTIONS = ("NW", "NE", "SE", "SW")
DIR_INDEX = {d: i for i, d in enumerate(DIRECTIONS)}
DIR_OFFSET = {0: (-1, -1), 1: (1, -1), 2: (1, 1), 3: (-1, 1)}
COLOURS = ("gold", "green", "purple")
SHAPES = ("star", "ball", "spiral")
BULB_COLOURS = ("yellow", "red", "blue")
GLASS, CANDY, GINGER = "glass", "candy", "gingerbread"

MODES = ("introductory", "family", "advanced")
ROUNDS = 3
HAND_SIZE = 8
PICKS_PER_ROUND = 7
GINGER_PER_PLAYER = 3
# Rulebook p.3 ("Osszatok ... 4 feladatkártyát"), p.5 (advanced: 5 task cards, 4 linzer).
TASK_CARDS_DEALT = {"introductory": 0, "family": 4, "advanced": 5}
LINZER = {"introductory": 0, "family": 3, "advanced": 4}
MAX_BELLS = {"introductory": 1, "family": 2, "advanced": 3}
INTRO_TASKS_PER_ROUND = 3
# Rulebook p.4: gingerbread points by satisfied sides (0, 1, 2, 3, 4).
GINGER_POINTS = (2, 4, 8, 12, 18)
BULB_POINTS = 2
LINZER_POINTS = 1
# Advanced hands travel left, right, left (rulebook p.5); +1 = to the next seat.
PASS_DIRECTIONS = {"introductory": (1, 1, 1), "family": (1, 1, 1), "advanced": (1, -1, 1)}
# Bulb-pair task shapes: which two edges of one card carry the two complete bulbs.
BULB_PAIR_EDGES = {
    "corner": ((0, 1), (1, 2), (2, 3), (3, 0)),  # the two edges meeting at a tip
    "straight": ((0, 2), (1, 3)),  # opposite edges: a straight string of light
}


@dataclass(frozen=True)
class Card:
    id: str
    kind: str
    colour: str | None = None
    shape: str | None = None
    snowflakes: int = 0
    value: int = 0  # candy points
    bulbs: tuple = (None, None, None, None)  # bulb-half colour per edge, upright
    sides: tuple = (None, None, None, None)  # gingerbread wish per edge: ("colour"|"shape"|"candy", value)
    four_player_only: bool = False

    @property
    def end_points(self) -> int:
        """What the card itself is worth at the end: snowflakes on glass, the value on candy."""
        return self.snowflakes if self.kind == GLASS else self.value if self.kind == CANDY else 0

    def bulb(self, edge: int, turned: int) -> str | None:
        return self.bulbs[(edge + 2 * turned) % 4]

    @property
    def oriented_bulbs(self) -> tuple:
        """Bulb halves per board edge, upright and upside down: oriented_bulbs[turned][edge]."""
        return (self.bulbs, self.bulbs[2:] + self.bulbs[:2])

    def wish(self, edge: int, turned: int):
        return self.sides[(edge + 2 * turned) % 4]


def _side(wish: dict) -> tuple:
    if wish.get("candy"):
        return ("candy", True)
    if "colour" in wish:
        return ("colour", wish["colour"])
    return ("shape", wish["shape"])


def _card(raw: dict) -> Card:
    bulbs = tuple(raw.get("bulb_halves", {}).get(d) for d in DIRECTIONS)
    sides = tuple(_side(raw["sides"][d]) if "sides" in raw else None for d in DIRECTIONS)
    return Card(raw["id"], raw["kind"], raw.get("colour"), raw.get("shape"), int(raw.get("snowflakes", 0)),
                int(raw.get("value", 0)), bulbs, sides, bool(raw.get("four_player_only", False)))


# A remote seat's stand-in table (remote.py) fills what its player cannot see with placeholders
# named PLACEHOLDER + a number: a face-down card that is none of the real ones (worth nothing,
# no bulbs, no wishes) and a task card that counts nothing. Only lookups of such names find them;
# iterating the catalogues never does.
PLACEHOLDER = "?"


class _Catalogue(dict):
    def __init__(self, items, placeholder):
        super().__init__(items)
        self.placeholder = placeholder

    def __missing__(self, key):
        if isinstance(key, str) and key.startswith(PLACEHOLDER):
            return self.placeholder
        raise KeyError(key)


FACE_DOWN = Card(PLACEHOLDER, "face_down")
CARDS: dict[str, Card] = _Catalogue({raw["id"]: _card(raw) for raw in DATA["cards"]}, FACE_DOWN)
# card id -> oriented bulb halves, precomputed because bulbs are counted in every evaluation
ORIENTED_BULBS: dict[str, tuple] = _Catalogue({cid: card.oriented_bulbs for cid, card in CARDS.items()},
                                              FACE_DOWN.oriented_bulbs)
TASKS: dict[str, dict] = _Catalogue({raw["id"]: raw for raw in DATA["tasks"]},
                                    {"id": PLACEHOLDER, "kind": "count_colour", "bells": 0,
                                     "params": {"colour": None, "pts": 0}})

SPACES = tuple(b["space"] for b in DATA["board"])  # 1..21
SPACE_XY = {b["space"]: tuple(b["lattice_xy"]) for b in DATA["board"]}
XY_SPACE = {xy: s for s, xy in SPACE_XY.items()}
SPACE_ROW = {b["space"]: b["row_index"] for b in DATA["board"]}
ROW_NAMES = tuple(dict.fromkeys(b["row"] for b in DATA["board"]))
LINES = {name: tuple(tuple(line) for line in DATA["lines"][name]) for name in ("rows", "diag_fall", "diag_rise")}
PATTERN_INSTANCES = {name: tuple(tuple(i) for i in inst) for name, inst in DATA["lines"]["pattern_instances"].items()}


def _edge_neighbours() -> dict[int, tuple]:
    out = {}
    for space, (x, y) in SPACE_XY.items():
        out[space] = tuple(XY_SPACE.get((x + dx, y + dy)) for dx, dy in (DIR_OFFSET[d] for d in range(4)))
    return out


EDGE_NEIGHBOURS = _edge_neighbours()  # space -> (NW, NE, SE, SW) neighbour or None
# Every shared edge once, as (upper space, lower space, edge index on the upper card: SE=2 or SW=3).
EDGES = tuple((s, EDGE_NEIGHBOURS[s][d], d) for s in SPACES for d in (2, 3) if EDGE_NEIGHBOURS[s][d])
EDGE_ID = {}
for _i, (_a, _b, _d) in enumerate(EDGES):
    EDGE_ID[(_a, _d)] = _i
    EDGE_ID[(_b, (_d + 2) % 4)] = _i
# space -> edge id per direction (None on the tree's outline)
SPACE_EDGES = {s: tuple(EDGE_ID.get((s, d)) for d in range(4)) for s in SPACES}


def instances_from_offsets(offsets, mirror: bool = True) -> tuple:
    """Every placement of a pattern of lattice offsets on the board: translated, and mirrored
    left-right (x -> -x) but never turned upside down (rulebook p.8, digest "Task cards")."""
    shapes = {tuple(sorted(offsets))}
    if mirror:
        shapes.add(tuple(sorted((-x, y) for x, y in offsets)))
    found = set()
    for shape in shapes:
        for x0, y0 in SPACE_XY.values():
            ax, ay = shape[0]
            cells = [XY_SPACE.get((x0 + x - ax, y0 + y - ay)) for x, y in shape]
            if None not in cells:
                found.add(tuple(sorted(cells)))
    return tuple(sorted(found))


def pattern_offsets(name: str) -> tuple:
    """The lattice offsets of a named pattern, read from its first instance in the data."""
    first = PATTERN_INSTANCES[name][0]
    x0, y0 = SPACE_XY[first[0]]
    return tuple((SPACE_XY[s][0] - x0, SPACE_XY[s][1] - y0) for s in first)


def task_instances(params: dict) -> tuple:
    """The board placements of a task's pattern: explicit `offsets` in the data win, else the
    data's named `pattern` instance list."""
    if "offsets" in params:
        return instances_from_offsets([tuple(o) for o in params["offsets"]])
    return PATTERN_INSTANCES[params["pattern"]]


def _edge_paths() -> tuple:
    """Chains of three cards a-b-c, each sharing an edge with the next (a < c, b in the middle)."""
    out = set()
    for b in SPACES:
        around = [n for n in EDGE_NEIGHBOURS[b] if n]
        for a, c in permutations(around, 2):
            if a < c:
                out.add((a, b, c))
    return tuple(sorted(out))


EDGE_PATHS = _edge_paths()


def deck_cards(players: int) -> tuple[list[str], list[str]]:
    """Glass and candy cards for the player count, and all gingerbread (rulebook p.3 setup 2-3).
    Two players play with the three-player deck."""
    base = [c.id for c in CARDS.values() if c.kind != GINGER and (players == 4 or not c.four_player_only)]
    ginger = [c.id for c in CARDS.values() if c.kind == GINGER]
    return base, ginger


def task_pool(mode: str) -> list[str]:
    return [t["id"] for t in DATA["tasks"] if t["bells"] <= MAX_BELLS[mode]]


# Task card texts, marked for translation (the UI shows translate("christmas_tree", text_en)).
TASK_TEXTS = {
    "T01": QT_TRANSLATE_NOOP("christmas_tree", "1 point per gold glass ornament; most: +6, second most: +3"),
    "T02": QT_TRANSLATE_NOOP("christmas_tree", "1 point per green glass ornament; most: +6, second most: +3"),
    "T03": QT_TRANSLATE_NOOP("christmas_tree", "1 point per purple glass ornament; most: +6, second most: +3"),
    "T04": QT_TRANSLATE_NOOP("christmas_tree", "1 point per star glass ornament; most: +6, second most: +3"),
    "T05": QT_TRANSLATE_NOOP("christmas_tree", "1 point per ball glass ornament; most: +6, second most: +3"),
    "T06": QT_TRANSLATE_NOOP("christmas_tree", "1 point per spiral glass ornament; most: +6, second most: +3"),
    "T07": QT_TRANSLATE_NOOP("christmas_tree", "3 points per completed yellow light bulb"),
    "T08": QT_TRANSLATE_NOOP("christmas_tree", "3 points per completed red light bulb"),
    "T09": QT_TRANSLATE_NOOP("christmas_tree", "3 points per completed blue light bulb"),
    "T10": QT_TRANSLATE_NOOP("christmas_tree", "6 points per row that contains glass ornaments of all three colours"),
    "T11": QT_TRANSLATE_NOOP("christmas_tree", "6 points per row that contains glass ornaments of all three shapes"),
    "T12": QT_TRANSLATE_NOOP("christmas_tree", "4 points per pair of identical glass ornaments (same colour AND shape) placed edge to edge (diagonal neighbours)"),
    "T13": QT_TRANSLATE_NOOP("christmas_tree", "4 points per pair of identical glass ornaments (same colour AND shape) placed side by side in a row (tips touching)"),
    "T14": QT_TRANSLATE_NOOP("christmas_tree", "4 points per pair of identical glass ornaments (same colour AND shape) placed one above the other (tips touching)"),
    "T15": QT_TRANSLATE_NOOP("christmas_tree", "1 point per wrapped candy; most: +6, second most: +3"),
    "T16": QT_TRANSLATE_NOOP("christmas_tree", "2 points per gingerbread; most: +6, second most: +3"),
    "T17": QT_TRANSLATE_NOOP("christmas_tree", "6 points per candy and gingerbread side by side in a row (tips touching)"),
    "T18": QT_TRANSLATE_NOOP("christmas_tree", "6 points per candy and gingerbread one above the other (tips touching)"),
    "T19": QT_TRANSLATE_NOOP("christmas_tree", "5 points per row whose glass ornaments show at least the row's number of snowflakes (rows I-VI: 2, 3, 4, 5, 6, 7)"),
    "T20": QT_TRANSLATE_NOOP("christmas_tree", "5 points per row (II-VI) whose two end cards are identical glass ornaments (colour and shape)"),
    "T21": QT_TRANSLATE_NOOP("christmas_tree", "4 points per pair of complete bulbs on two edges of one card that meet at a tip (each bulb is used only once)"),
    "T22": QT_TRANSLATE_NOOP("christmas_tree", "5 points per diagonal (either direction) whose glass ornaments show at least its number of snowflakes (by length 1-6: 2, 3, 4, 5, 6, 7)"),
    "T23": QT_TRANSLATE_NOOP("christmas_tree", "6 points per chain of 3 edge-adjacent glass ornaments with 0-1-2 snowflakes (the 1 in the middle)"),
    "T24": QT_TRANSLATE_NOOP("christmas_tree", "6 points per group of three glass ornaments sharing a colour or a shape, three in a straight diagonal line"),
    "T25": QT_TRANSLATE_NOOP("christmas_tree", "6 points per group of three glass ornaments sharing a colour or a shape, two side by side with one hanging between them below (V)"),
    "T26": QT_TRANSLATE_NOOP("christmas_tree", "6 points per group of three glass ornaments sharing a colour or a shape, one on top with two side by side below it (A)"),
    "T27": QT_TRANSLATE_NOOP("christmas_tree", "6 points per group of three glass ornaments sharing a colour or a shape, three consecutive in a row"),
    "T28": QT_TRANSLATE_NOOP("christmas_tree", "8 points per group of three glass ornaments with equal snowflake counts, three in a straight diagonal line"),
    "T29": QT_TRANSLATE_NOOP("christmas_tree", "8 points per group of three glass ornaments with equal snowflake counts, one on top with two side by side below it (A)"),
    "T30": QT_TRANSLATE_NOOP("christmas_tree", "4 points per pair of complete bulbs on two opposite edges of one card, a straight string of light (each bulb is used only once; a card lit on all four edges can score twice)"),
}
# Words the scene and the log show (colours, shapes, card kinds).
WORDS = (
    QT_TRANSLATE_NOOP("christmas_tree", "gold"),
    QT_TRANSLATE_NOOP("christmas_tree", "green"),
    QT_TRANSLATE_NOOP("christmas_tree", "purple"),
    QT_TRANSLATE_NOOP("christmas_tree", "star"),
    QT_TRANSLATE_NOOP("christmas_tree", "ball"),
    QT_TRANSLATE_NOOP("christmas_tree", "spiral"),
    QT_TRANSLATE_NOOP("christmas_tree", "yellow"),
    QT_TRANSLATE_NOOP("christmas_tree", "red"),
    QT_TRANSLATE_NOOP("christmas_tree", "blue"),
    QT_TRANSLATE_NOOP("christmas_tree", "candy"),
    QT_TRANSLATE_NOOP("christmas_tree", "gingerbread"),
    QT_TRANSLATE_NOOP("christmas_tree", "glass"),
    QT_TRANSLATE_NOOP("christmas_tree", "card"),
)
