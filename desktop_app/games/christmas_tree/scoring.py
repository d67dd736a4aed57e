"""Christmas Tree scoring: task cards (round ends) and the final scoring (no Qt).

Sources: Hungarian rulebook p.4 (final scoring: snowflakes, candy values, gingerbread 2/4/8/12/18,
complete bulbs 2, unused linzer 1), p.8 (task cards, "each card counts once per task card", ties),
digest "Task cards" and "Final scoring".

A tree is two lists indexed by space (index 0 unused): `cards` holds card ids or None, `turned`
holds 1 for a card placed upside down. Every task kind reads its parameters from the data, and
pattern tasks score the largest set of non-overlapping occurrences.
"""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from .components import (
    BULB_PAIR_EDGES,
    BULB_POINTS,
    CANDY,
    CARDS,
    EDGE_NEIGHBOURS,
    EDGE_PATHS,
    EDGES,
    GINGER,
    GINGER_POINTS,
    GLASS,
    LINES,
    LINZER_POINTS,
    ORIENTED_BULBS,
    SPACE_EDGES,
    SPACES,
    TASKS,
    task_instances,
)

_EDGE_TABLE = tuple((i, upper, lower, d, (d + 2) % 4) for i, (upper, lower, d) in enumerate(EDGES))


def card_objects(cards) -> list:
    return [CARDS[c] if c else None for c in cards]


# ------------------------------------------------------------------ bulbs and gingerbread
def complete_bulbs(cards, turned) -> list[tuple[int, str]]:
    """(edge id, colour) of every complete bulb: two halves of one colour meeting on an edge."""
    out = []
    for edge_id, upper, lower, d, back in _EDGE_TABLE:
        a = cards[upper]
        if a:
            b = cards[lower]
            if b:
                half = ORIENTED_BULBS[a][turned[upper]][d]
                if half and half == ORIENTED_BULBS[b][turned[lower]][back]:
                    out.append((edge_id, half))
    return out


def wish_met(wish, neighbour) -> bool:
    """Does the card on a gingerbread's side give it what that side asks for?"""
    if neighbour is None or wish is None:
        return False
    what, value = wish
    if what == "candy":
        return neighbour.kind == CANDY
    if neighbour.kind != GLASS:
        return False
    return (neighbour.colour if what == "colour" else neighbour.shape) == value


def ginger_sides(cards, turned, space: int) -> tuple[bool, ...]:
    """For the gingerbread on `space`: whether each side (NW, NE, SE, SW on the board) is satisfied."""
    card = CARDS[cards[space]]
    out = []
    for edge, neighbour_space in enumerate(EDGE_NEIGHBOURS[space]):
        neighbour = CARDS[cards[neighbour_space]] if neighbour_space and cards[neighbour_space] else None
        out.append(wish_met(card.wish(edge, turned[space]), neighbour))
    return tuple(out)


def final_breakdown(cards, turned, linzer: int) -> dict[str, int]:
    """The end-of-game points of one tree (rulebook p.4 and p.6)."""
    snow = ginger = 0
    for space in SPACES:
        if not cards[space]:
            continue
        card = CARDS[cards[space]]
        if card.kind == GINGER:
            ginger += GINGER_POINTS[sum(ginger_sides(cards, turned, space))]
        else:
            snow += card.end_points
    bulbs = len(complete_bulbs(cards, turned))
    return {"snowflakes_and_candy": snow, "gingerbread": ginger, "bulbs": BULB_POINTS * bulbs,
            "linzer": LINZER_POINTS * linzer}


# ------------------------------------------------------------------ non-overlapping occurrences
def max_packing(masks: list[int]) -> list[int]:
    """Indices of a largest set of pairwise disjoint masks (each card, or each bulb, used once)."""
    n = len(masks)
    if n == 0:
        return []
    conflicts = [0] * n
    any_conflict = False
    for i in range(n):
        c = 1 << i
        for j in range(n):
            if i != j and masks[i] & masks[j]:
                c |= 1 << j
                any_conflict = True
        conflicts[i] = c
    if not any_conflict:
        return list(range(n))
    memo: dict[int, tuple[int, int]] = {}

    def solve(avail: int) -> tuple[int, int]:
        if avail == 0:
            return 0, 0
        hit = memo.get(avail)
        if hit is not None:
            return hit
        low = avail & -avail
        i = low.bit_length() - 1
        clash = conflicts[i] & avail
        taken_n, taken = solve(avail & ~clash)
        best = (taken_n + 1, taken | low)
        if clash != low:  # skipping i can only help when it blocks someone
            skip = solve(avail & ~low)
            if skip[0] > best[0]:
                best = skip
        memo[avail] = best
        return best

    chosen = solve((1 << n) - 1)[1]
    return [i for i in range(n) if chosen >> i & 1]


def _pack(occurrences: list[tuple]) -> list[tuple]:
    masks = []
    for occ in occurrences:
        m = 0
        for s in occ:
            m |= 1 << s
        masks.append(m)
    return [occurrences[i] for i in max_packing(masks)]


# ------------------------------------------------------------------ task kinds
def _glass(objs, spaces):
    cards = [objs[s] for s in spaces]
    return cards if all(c is not None and c.kind == GLASS for c in cards) else None


def _pair_same(objs, params):
    found = []
    for inst in task_instances(params):
        g = _glass(objs, inst)
        if g and all(c.colour == g[0].colour and c.shape == g[0].shape for c in g):
            found.append(inst)
    return _pack(found)


def _triple_share(objs, params):
    found = []
    for inst in task_instances(params):
        g = _glass(objs, inst)
        if g and (len({c.colour for c in g}) == 1 or len({c.shape for c in g}) == 1):
            found.append(inst)
    return _pack(found)


def _equal_snow(objs, params):
    found = []
    for inst in task_instances(params):
        g = _glass(objs, inst)
        if g and len({c.snowflakes for c in g}) == 1:
            found.append(inst)
    return _pack(found)


def _candy_ginger(objs, params):
    found = []
    for inst in task_instances(params):
        kinds = sorted(objs[s].kind if objs[s] else "" for s in inst)
        if kinds == sorted((CANDY, GINGER)):
            found.append(inst)
    return _pack(found)


def _chain012(objs, params):
    found = []
    for path in EDGE_PATHS:
        g = _glass(objs, path)
        if g and [c.snowflakes for c in g] in ([0, 1, 2], [2, 1, 0]):
            found.append(path)
    return _pack(found)


def _row_all3(objs, params):
    attr = params["attr"]
    found = []
    for row in LINES["rows"]:
        values = {getattr(objs[s], attr) for s in row if objs[s] is not None and objs[s].kind == GLASS}
        if len(values) == 3:
            found.append(row)
    return found


def _line_snow(objs, params):
    found = []
    for group in params["lines"]:
        for line in LINES[group]:
            need = params["min_by_length"][str(len(line))]
            total = sum(objs[s].snowflakes for s in line if objs[s] is not None and objs[s].kind == GLASS)
            if total >= need:
                found.append(line)
    # "A card counts once per task card" (rulebook p.8): crossing diagonals may not share one.
    return _pack(found)


def _row_ends(objs, params):
    found = []
    for row in LINES["rows"]:
        if len(row) < 2:
            continue
        g = _glass(objs, (row[0], row[-1]))
        if g and g[0].colour == g[1].colour and g[0].shape == g[1].shape:
            found.append(row)
    return found


def _count(objs, test):
    return [(s,) for s in SPACES if objs[s] is not None and test(objs[s])]


def _count_colour(objs, params):
    return _count(objs, lambda c: c.kind == GLASS and c.colour == params["colour"])


def _count_shape(objs, params):
    return _count(objs, lambda c: c.kind == GLASS and c.shape == params["shape"])


def _count_candy(objs, params):
    return _count(objs, lambda c: c.kind == CANDY)


def _count_ginger(objs, params):
    return _count(objs, lambda c: c.kind == GINGER)


TASK_KINDS = {
    "count_colour": _count_colour, "count_shape": _count_shape, "count_candy": _count_candy,
    "count_ginger": _count_ginger, "row_all3": _row_all3, "line_snow": _line_snow,
    "row_ends": _row_ends, "pair_same": _pair_same, "candy_ginger": _candy_ginger,
    "triple_share": _triple_share, "equal_snow": _equal_snow, "chain012": _chain012,
}
BULB_KINDS = ("bulb_colour", "bulb_pair")


def task_occurrences(task_id: str, cards, turned) -> list[tuple]:
    """What a task card counts on one tree: tuples of spaces, or for bulb tasks tuples of edge ids
    (rulebook p.8: bulb pairs count bulbs, not cards, so a card lit on four edges can score twice)."""
    task = TASKS[task_id]
    kind, params = task["kind"], task["params"]
    if kind == "bulb_colour":
        return [(e,) for e, colour in complete_bulbs(cards, turned) if colour == params["colour"]]
    if kind == "bulb_pair":
        lit = {e for e, _ in complete_bulbs(cards, turned)}
        found = []
        for space in SPACES:
            edges = SPACE_EDGES[space]
            for a, b in BULB_PAIR_EDGES[params["pattern"]]:
                if edges[a] in lit and edges[b] in lit:
                    found.append(tuple(sorted((edges[a], edges[b]))))
        return _pack(sorted(set(found)))
    return TASK_KINDS[kind](card_objects(cards), params)


def majority_bonus(counts: list[int], bonus) -> list[int]:
    """Rulebook p.8 "Döntetlenek": everyone tied for first gets the first bonus and then nobody gets
    the second; everyone tied for second gets the second. A count of 0 never wins a bonus."""
    out = [0] * len(counts)
    if not bonus:
        return out
    first = max(counts)
    if first <= 0:
        return out
    leaders = [i for i, c in enumerate(counts) if c == first]
    for i in leaders:
        out[i] = bonus[0]
    if len(leaders) == 1 and len(bonus) > 1:
        rest = [c for c in counts if c < first]
        second = max(rest) if rest else 0
        if second > 0:
            for i, c in enumerate(counts):
                if c == second:
                    out[i] = bonus[1]
    return out


def task_points(task_id: str, trees) -> list[int]:
    """Points of one task card for every tree; `trees` is a list of (cards, turned)."""
    task = TASKS[task_id]
    pts = task["params"]["pts"]
    counts = [len(task_occurrences(task_id, cards, turned)) for cards, turned in trees]
    bonus = majority_bonus(counts, task.get("majority_bonus"))
    return [pts * c + b for c, b in zip(counts, bonus)]


def task_points_for(task_id: str, trees, player: int) -> int:
    """One tree's points for a task; other trees are only looked at for a majority bonus."""
    task = TASKS[task_id]
    pts = task["params"]["pts"]
    if not task.get("majority_bonus"):
        cards, turned = trees[player]
        return pts * len(task_occurrences(task_id, cards, turned))
    return task_points(task_id, trees)[player]


# End-screen rows (score_breakdown keys shown as translate("christmas_tree", key.replace("_", " ").capitalize())).
BREAKDOWN_LABELS = (
    QT_TRANSLATE_NOOP("christmas_tree", "Tasks round 1"), QT_TRANSLATE_NOOP("christmas_tree", "Tasks round 2"),
    QT_TRANSLATE_NOOP("christmas_tree", "Tasks round 3"), QT_TRANSLATE_NOOP("christmas_tree", "Snowflakes and candy"),
    QT_TRANSLATE_NOOP("christmas_tree", "Gingerbread"), QT_TRANSLATE_NOOP("christmas_tree", "Bulbs"),
    QT_TRANSLATE_NOOP("christmas_tree", "Linzer"), QT_TRANSLATE_NOOP("christmas_tree", "Total"),
)
