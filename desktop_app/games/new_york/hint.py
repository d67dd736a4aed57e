"""Why a hinted New York move is good, in the game's words, from the position (no Qt).

`explain_hint(state, player, action, ranking)` -> (template, params), the template marked for
translation in the "new_york" context. It reads only what the player on turn can see: the move
is never applied where that would draw from the deck or the bag (a refill after the turn's
actions); a placement is tried on a copy of the city alone.
"""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from .components import CURRENCIES, TILE_PRICE, TILE_TYPE, TYPES, card_currency, card_value, tile_words
from .scoring import majority_points

ROUNDS = ("A", "B", "final")


def _next_round(state) -> str:
    return ROUNDS[min(len(state.scorings), 2)]


def _counts(state, player: int, extra_type: int | None = None, minus_type: int | None = None) -> list[tuple]:
    """Every competitor's building counts (the neutral player last), with one building of
    `extra_type` more (and one of `minus_type` fewer) in `player`'s city."""
    counts = []
    for index, p in enumerate(state.players):
        row = list(p.city.type_counts())
        if index == player:
            if extra_type is not None:
                row[extra_type] += 1
            if minus_type is not None:
                row[minus_type] -= 1
        counts.append(tuple(row))
    if state.neutral is not None:
        counts.append(tuple(state.neutral_counts()))
    return counts


def _majority_gain(state, player: int, kind: int, minus: int | None = None) -> tuple[int, int]:
    """(points gained in the next scoring if it happened now, the building count after)."""
    round_name = _next_round(state)
    before = majority_points(_counts(state, player), round_name)[0][player]
    after_counts = _counts(state, player, kind, minus)
    after = majority_points(after_counts, round_name)[0][player]
    return after - before, after_counts[player][kind]


def _exactly_payable(hand, market) -> set[int]:
    """Market slots the hand can pay exactly."""
    slots = set()
    for slot, tile in enumerate(market):
        if tile is None:
            continue
        reachable = 1
        for c in hand:
            if card_currency(c) == slot:
                reachable |= reachable << card_value(c)
        if reachable >> TILE_PRICE[tile] & 1:
            slots.add(slot)
    return slots


def explain_hint(state, player: int, action, ranking=()) -> tuple[str, dict]:
    kind = action[0]
    me = state.players[player]
    if kind == "take":
        taken = [state.display[i] for i in action[1]]
        before = _exactly_payable(me.hand, state.market)
        after = _exactly_payable(me.hand + taken, state.market)
        new = sorted(after - before)
        if new:
            tile = state.market[new[0]]
            return (QT_TRANSLATE_NOOP("new_york", "then you can pay the {building} exactly, in {currency}, and an exact payment gives another action"),
                    {"building": tile_words(tile), "currency": CURRENCIES[new[0]]})
        total = sum(card_value(c) for c in taken)
        return QT_TRANSLATE_NOOP("new_york", "money worth {total}: no other take is worth more to you"), {"total": total}
    if kind == "buy":
        tile = state.market[action[1]]
        exact = sum(card_value(c) for c in action[2]) == TILE_PRICE[tile]
        gain, count = _majority_gain(state, player, TILE_TYPE[tile])
        params = {"kind": TYPES[TILE_TYPE[tile]], "count": count, "gain": gain}
        if exact and gain > 0:
            return (QT_TRANSLATE_NOOP("new_york", "an exact payment gives another action, and your {kind} count rises to {count}: +{gain} if scoring came now"),
                    params)
        if exact:
            return QT_TRANSLATE_NOOP("new_york", "an exact payment gives another action"), params
        if gain > 0:
            return QT_TRANSLATE_NOOP("new_york", "your {kind} count rises to {count}: +{gain} if scoring came now"), params
        return QT_TRANSLATE_NOOP("new_york", "it is the building worth most to your city for the price"), params
    if kind in ("place", "to_city"):
        tile, cell = action[1], tuple(action[2])
        city = me.city.copy()
        before = city.longest_street()
        city.add(tile, cell)
        after = city.longest_street()
        if after > before:
            return (QT_TRANSLATE_NOOP("new_york", "your longest street grows from {before} to {after}: a point for each side at every scoring"),
                    {"before": before, "after": after})
        if kind == "to_city":
            gain, count = _majority_gain(state, player, TILE_TYPE[tile])
            if gain > 0:
                return (QT_TRANSLATE_NOOP("new_york", "built, your {kind} count rises to {count}: +{gain} if scoring came now"),
                        {"kind": TYPES[TILE_TYPE[tile]], "count": count, "gain": gain})
        return (QT_TRANSLATE_NOOP("new_york", "it keeps your longest street at {after} and leaves its open ends free"),
                {"after": after})
    if kind == "swap":
        tile, cell = action[1], tuple(action[2])
        old = me.city.cells.get(cell)
        gain, count = _majority_gain(state, player, TILE_TYPE[tile], TILE_TYPE[old] if old else None)
        if gain > 0:
            return (QT_TRANSLATE_NOOP("new_york", "swapped in, the {kind} is worth +{gain} if scoring came now"),
                    {"kind": TYPES[TILE_TYPE[tile]], "gain": gain})
        return QT_TRANSLATE_NOOP("new_york", "the reserve's {kind} fits your city better"), {"kind": TYPES[TILE_TYPE[tile]]}
    if kind == "to_reserve":
        return QT_TRANSLATE_NOOP("new_york", "it frees the plot for a better building later"), {}
    if kind == "reserve":
        return QT_TRANSLATE_NOOP("new_york", "no plot suits it now; from the reserve you can build it later"), {}
    if kind == "neutral":
        return QT_TRANSLATE_NOOP("new_york", "the neutral player scores no streets, and it does not help your rival"), {}
    if kind == "end_turn":
        return QT_TRANSLATE_NOOP("new_york", "no further action this turn is worth its cost"), {}
    return "", {}
