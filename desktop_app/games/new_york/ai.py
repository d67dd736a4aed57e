"""New York's heuristic evaluation for the computer players (no Qt).

Value in points: the score so far plus what the city is likely to earn in the scorings still to
come (majorities as they stand now, weighted less the further away a scoring is; the longest outer
street once per coming scoring), plus the buying power of the hand (money in each currency, and
whether a market tile can be paid exactly, which grants another action). Bought tiles not yet
placed count as built. The strongest opponent's value is subtracted in part: majorities are a race.
"""
from __future__ import annotations

from .components import CURRENCIES, SCORING_ROUNDS, TILE_PRICE, TYPES, card_currency, card_value
from .scoring import majority_points

ROUND_WEIGHTS = (1.0, 0.75, 0.55)  # next scoring, the one after, the last
RESERVE_SHARE = 0.35  # a reserved tile can still be built later, at the cost of an action
MONEY_VALUE = 0.28
MONEY_CAP = 15  # more money than this in one currency is not worth hoarding
MONEY_FADE_TILES = 24  # money fades in worth once fewer buildings than this are left to buy
BUILDING_VALUE = 0.8  # a building in the city: tie-breaks and future majorities
RESERVE_VALUE = 0.4
WIN_BONUS = 5.0
EXACT_BONUS = 1.2
OPPONENT_SHARE = 0.6


def _effective_counts(state, index: int) -> list[float]:
    player = state.players[index]
    counts = list(player.city.type_counts())
    from .components import TILE_TYPE
    for tile in player.reserve:
        counts[TILE_TYPE[tile]] += RESERVE_SHARE
    if index == state.current and state.phase in ("place", "act"):
        for tile in state.pending:
            counts[TILE_TYPE[tile]] += 1.0
    for p, tile in state.final_queue:
        if p == index:
            counts[TILE_TYPE[tile]] += 1.0
    return counts


def _money_value(state, index: int) -> float:
    """Money is worth what it can buy: each currency up to a cap (a hoard buys no more than a
    building or two per turn), plus a bonus per market tile it pays exactly."""
    by_currency: list[list[int]] = [[] for _ in CURRENCIES]
    for c in state.players[index].hand:
        by_currency[card_currency(c)].append(card_value(c))
    value = 0.0
    for slot, values in enumerate(by_currency):
        total = sum(values)
        value += MONEY_VALUE * min(total, MONEY_CAP)
        tile = state.market[slot]
        if tile is not None and total >= TILE_PRICE[tile] and _subset_sum(values, TILE_PRICE[tile]):
            value += EXACT_BONUS
    return value


def _subset_sum(values: list[int], target: int) -> bool:
    reachable = 1
    for v in values:
        reachable |= reachable << v
    return bool(reachable >> target & 1)


def future_values(state) -> list[float]:
    """Expected future points per player (scores excluded)."""
    done = len(state.scorings)
    players = len(state.players)
    if state.is_over:
        return [0.0] * players
    counts = [_effective_counts(state, i) for i in range(players)]
    if state.neutral is not None:
        counts.append(list(state.neutral_counts()))
    values = [0.0] * players
    for offset, round_name in enumerate(SCORING_ROUNDS[done:]):
        weight = ROUND_WEIGHTS[offset]
        totals, _ = majority_points(counts, round_name)
        for i in range(players):
            values[i] += weight * totals[i]
    remaining = len(SCORING_ROUNDS) - done
    # Money only matters while there are buildings left to buy: its worth fades with the bag.
    tiles_left = len(state.bag) + sum(1 for t in state.market if t is not None)
    money_weight = min(1.0, tiles_left / MONEY_FADE_TILES)
    for i in range(players):
        player = state.players[i]
        values[i] += 0.8 * remaining * player.city.longest_street()
        values[i] += money_weight * _money_value(state, i)
        waiting = len(state.pending) if i == state.current else 0
        waiting += sum(1 for p, _ in state.final_queue if p == i)
        values[i] += BUILDING_VALUE * (player.city.building_count() + waiting) + RESERVE_VALUE * len(player.reserve)
    return values


def evaluate(state, player: int) -> float:
    # A finished game is judged on the same scale as a running one (no cliff that would make a
    # player who is behind refuse to end it), with a small bonus for the win itself.
    future = future_values(state)
    values = [p.score + f for p, f in zip(state.players, future)]
    own = values[player]
    threat = max(v for i, v in enumerate(values) if i != player)
    value = own - OPPONENT_SHARE * threat
    if state.is_over:
        winners = state.winners()
        if player in winners:
            value += WIN_BONUS / len(winners)
    return value


__all__ = ["evaluate", "future_values", "CURRENCIES", "TYPES"]
