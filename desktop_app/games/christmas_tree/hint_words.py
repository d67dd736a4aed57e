"""Why a hint's move is good, in the game's words, from the position (issue 25: a hint that
teaches; no Qt). `explain_hint(state, player, action, ranking)` is the spec's explain_hint: the
table says "Hint: put the gold star on space 12 — it adds bulbs +2, T08 +3 now"."""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from . import scoring
from .ai import hand_prospect
from .components import CARDS, EDGE_NEIGHBOURS, ORIENTED_BULBS
from .log_words import gains


def explain_hint(state, player: int, action, ranking=()) -> tuple[str, dict]:
    kind = action[0]
    if kind == "task":
        return _task_reason(state, player, action[1])
    if kind == "done":
        return QT_TRANSLATE_NOOP("christmas_tree", "a linzer kept is 1 point at the end"), {}
    cards, turned = list(state.trees[player]), list(state.turned[player])
    if kind == "place":
        _, card, space, flip = action[:4]
        cards[space], turned[space] = card, flip
    elif kind == "turn":
        turned[action[1]] ^= 1
    else:
        _, a, b, turn_a, turn_b = action
        cards[a], cards[b] = cards[b], cards[a]
        turned[a], turned[b] = turned[b] ^ turn_b, turned[a] ^ turn_a
    found = gains((state.trees[player], state.turned[player]), (cards, turned)) + _task_gains(state, player, cards, turned)
    if found:
        return QT_TRANSLATE_NOOP("christmas_tree", "it adds {gains}"), {"gains": found}
    if kind == "place":
        facing = _open_halves(cards, turned, action[2])
        if CARDS[action[1]].kind == "gingerbread":
            return QT_TRANSLATE_NOOP("christmas_tree", "no points yet: the gingerbread man scores for each neighbour it wishes for"), {}
        if facing:
            return QT_TRANSLATE_NOOP("christmas_tree", "no points yet: %n of its bulb halves face empty spaces"), {"n": facing}
    return QT_TRANSLATE_NOOP("christmas_tree", "no other move does better now"), {}


def _task_gains(state, player: int, cards, turned) -> list[list]:
    """This round's known task cards, before and after: [["T08", "+3"]] (scored at the round's end)."""
    trees = list(zip(state.trees, state.turned))
    after = trees[:]
    after[player] = (cards, turned)
    out = []
    for task in state.visible_tasks(player):
        change = scoring.task_points_for(task, after, player) - scoring.task_points_for(task, trees, player)
        if change:
            out.append([task, f"{change:+d}".replace("-", "−")])
    return out


def _open_halves(cards, turned, space: int) -> int:
    """The bulb halves of the card on `space` that face an empty space (a bulb it may still make)."""
    halves = ORIENTED_BULBS[cards[space]][turned[space]]
    return sum(1 for edge, neighbour in enumerate(EDGE_NEIGHBOURS[space]) if halves[edge] and neighbour and cards[neighbour] is None)


def _task_reason(state, player: int, task: str) -> tuple[str, dict]:
    trees = list(zip(state.trees, state.turned))
    points = scoring.task_points_for(task, trees, player)
    if points:
        return QT_TRANSLATE_NOOP("christmas_tree", "on your tree as it stands it gives you {points} points"), {"points": points}
    if hand_prospect(task, state.hands[player]) > 0:
        return QT_TRANSLATE_NOOP("christmas_tree", "cards in your hand count for it"), {}
    return QT_TRANSLATE_NOOP("christmas_tree", "no other move does better now"), {}
