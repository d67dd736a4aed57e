"""Christmas Tree's heuristic evaluation for the computer players (no Qt).

Value, in points, of a state for one player: task points already scored, plus what the tree would
score at the end if it stopped growing now, plus the points of this round's known task cards on the
tree as it stands, plus potential: gingerbread sides and bulb halves that still face an empty space
may yet be satisfied or lit. The seat's own hidden pick counts as placed, so the one-ply greedy
agent compares picks. The strongest opponent's scored task points are subtracted in part.
"""
from __future__ import annotations

from functools import lru_cache

from . import scoring
from .components import (
    CANDY,
    CARDS,
    EDGE_NEIGHBOURS,
    GINGER,
    GINGER_POINTS,
    GLASS,
    ORIENTED_BULBS,
    PICKS_PER_ROUND,
    SPACES,
    TASKS,
)

OPEN_GINGER_SIDE = 1.3  # an unsatisfied gingerbread side facing an empty space
OPEN_BULB_HALF = 0.45  # a bulb half facing an empty space
LINZER_VALUE = 1.4  # a linzer is worth its end point and the option to repair the tree
OPPONENT_SHARE = 0.25
HAND_PROSPECT = 0.35  # a matching card in the hand when choosing a task card
KEEP_CHANCE = 0.01  # a last pick that keeps the linzer chance after it beats the same pick without


def hand_prospect(task_id: str, hand) -> float:
    """How well the cards in hand suit a task card: only the counting and bulb-colour tasks are
    judged this way; a chosen task card scores for everyone, so this is a mild nudge."""
    task = TASKS[task_id]
    kind, params = task["kind"], task["params"]
    matches = 0.0
    for card_id in hand:
        card = CARDS[card_id]
        if kind == "count_colour":
            matches += card.kind == GLASS and card.colour == params["colour"]
        elif kind == "count_shape":
            matches += card.kind == GLASS and card.shape == params["shape"]
        elif kind == "count_candy":
            matches += card.kind == CANDY
        elif kind == "count_ginger":
            matches += card.kind == GINGER
        elif kind == "bulb_colour":
            matches += sum(1 for half in card.bulbs if half == params["colour"]) / 2
    return HAND_PROSPECT * params["pts"] * matches


def tree_value(cards, turned) -> float:
    """End-of-game points of the tree as it stands plus the potential of its open edges."""
    value = 0.0
    for space in SPACES:
        card_id = cards[space]
        if card_id is None:
            continue
        card = CARDS[card_id]
        neighbours = EDGE_NEIGHBOURS[space]
        if card.kind == GINGER:
            sides = scoring.ginger_sides(cards, turned, space)
            met = sum(sides)
            open_sides = sum(1 for d in range(4) if not sides[d] and neighbours[d] and cards[neighbours[d]] is None)
            value += GINGER_POINTS[met] + OPEN_GINGER_SIDE * open_sides * (1 + met / 2)
        else:
            value += card.end_points
        halves = ORIENTED_BULBS[card_id][turned[space]]
        for d in range(4):
            n = neighbours[d]
            if n and halves[d] and cards[n] is None:
                value += OPEN_BULB_HALF
    value += 2 * len(scoring.complete_bulbs(cards, turned))
    return value


# A search evaluates the same trees again and again (every candidate and rival on a world shares
# most of them), so what depends on one tree alone is memoized by the tree's (cards, turned)
# tuples: the values are exactly the plain functions' (tests/christmas_tree/test_ct_crowded.py).
# 8192 trees (and four task counts each) are as fast as 65536 (213 against 233 rollouts a second
# over the same 8 decisions, within the noise) and cost a game ~4 MB of memory, not ~95 MB.
TREE_CACHE_SIZE = 1 << 13


@lru_cache(maxsize=TREE_CACHE_SIZE)
def tree_value_of(cards: tuple, turned: tuple) -> float:
    """`tree_value` of a tree given as tuples, memoized."""
    return tree_value(cards, turned)


@lru_cache(maxsize=4 * TREE_CACHE_SIZE)
def task_count_of(task_id: str, cards: tuple, turned: tuple) -> int:
    """How many times a task card counts on one tree (tuples), memoized."""
    return len(scoring.task_occurrences(task_id, cards, turned))


def task_points_of(task_id: str, keys: list, player: int) -> int:
    """`scoring.task_points_for` over trees given as (cards, turned) tuples, from memoized counts."""
    task = TASKS[task_id]
    pts = task["params"]["pts"]
    bonus = task.get("majority_bonus")
    if not bonus:
        return pts * task_count_of(task_id, *keys[player])
    counts = [task_count_of(task_id, cards, turned) for cards, turned in keys]
    return pts * counts[player] + scoring.majority_bonus(counts, bonus)[player]


def evaluate(state, player: int) -> float:
    if state.is_over:
        scores = state.scores()
        best_other = max(s for i, s in enumerate(scores) if i != player)
        won = 500.0 if player in state.winners() else -500.0
        return won + scores[player] - best_other
    cards, turned = state.trees[player], state.turned[player]
    pick = state.pending_pick[player] if player < len(state.pending_pick) else None
    keeps_chance = 0.0
    if pick:
        card, space, flip = pick[:3]
        cards, turned = cards[:], turned[:]
        cards[space], turned[space] = card, flip
        if len(pick) == 3 and state.picks == PICKS_PER_ROUND - 1 and state.linzer[player] > 0:
            keeps_chance = KEEP_CHANCE
    keys = [(tuple(c), tuple(t)) for c, t in zip(state.trees, state.turned)]
    keys[player] = own = (tuple(cards), tuple(turned))
    value = (state.task_score(player) + tree_value_of(*own) + LINZER_VALUE * state.linzer[player]
             + keeps_chance)
    tasks = state.visible_tasks(player)
    pending_task = state.pending_task[player]
    if pending_task:
        tasks = tasks + [pending_task]
        value += hand_prospect(pending_task, state.hands[player])
    for task_id in tasks:
        value += task_points_of(task_id, keys, player)
    others = [state.task_score(p) for p in range(state.players) if p != player]
    return value - OPPONENT_SHARE * max(others)


def evaluate_places(state, player: int, actions: list) -> list[float]:
    """`evaluate` of the state after each 4-item ("place", card, space, turned) action by `player`,
    the seat to pick, when that pick reveals nothing (another seat is still to pick or has an open
    linzer window): such a pick only becomes the seat's hidden pick, so everything but the seat's
    own tree with the pick on it is shared and computed once. The values are exactly `evaluate`'s
    (the same operations in the same order; tests/christmas_tree/test_ct_crowded.py)."""
    cards, turned = state.trees[player], state.turned[player]
    keeps = (KEEP_CHANCE if state.picks == PICKS_PER_ROUND - 1 and state.linzer[player] > 0 else 0.0)
    keys = [(tuple(c), tuple(t)) for c, t in zip(state.trees, state.turned)]
    base = state.task_score(player)
    linzer = LINZER_VALUE * state.linzer[player]
    tasks = state.visible_tasks(player)
    pending_task = state.pending_task[player]
    prospect = None
    if pending_task:
        tasks = tasks + [pending_task]
        prospect = hand_prospect(pending_task, state.hands[player])
    others = OPPONENT_SHARE * max(state.task_score(p) for p in range(state.players) if p != player)
    # Per task card: its points, its majority bonus and the other trees' counts (as task_points_of).
    parts = []
    for task_id in tasks:
        task = TASKS[task_id]
        bonus = task.get("majority_bonus")
        counts = [0 if p == player else task_count_of(task_id, *key) for p, key in enumerate(keys)] if bonus else None
        parts.append((task_id, task["params"]["pts"], bonus, counts))
    out = []
    for _, card, space, flip in actions:
        own_cards, own_turned = cards[:], turned[:]
        own_cards[space], own_turned[space] = card, flip
        own = (tuple(own_cards), tuple(own_turned))
        value = base + tree_value_of(*own) + linzer + keeps
        if prospect is not None:
            value += prospect
        for task_id, pts, bonus, counts in parts:
            mine = task_count_of(task_id, *own)
            if not bonus:
                value += pts * mine
            else:
                counts[player] = mine
                value += pts * mine + scoring.majority_bonus(counts, bonus)[player]
        out.append(value - others)
    return out
