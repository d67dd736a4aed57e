"""New York's heuristic evaluation for the computer players (no Qt).

Value in points: the score so far plus what the city is likely to earn in the scorings still to
come (majorities as they stand now, weighted less the further away a scoring is; the longest outer
street once per coming scoring), plus the buying power of the hand (money in each currency, and
whether a market tile can be paid exactly, which grants another action). Bought tiles not yet
placed count as built. The strongest opponent's value is subtracted in part: majorities are a race.
"""
from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache

from .components import CURRENCIES, MARKET_SLOTS, SCORING_ROUNDS, TILE_PRICE, TILE_TYPE, TYPES
from .scoring import majority_points
from desktop_app.engine.caches import per_table

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

# Searches evaluate thousands of positions that differ in one player or one detail, so the parts
# are memoised by their inputs (plain values, never the mutable state): results stay exactly equal.
_CACHE_SIZE = 50_000


@per_table
@lru_cache(maxsize=_CACHE_SIZE)
def _holdings(city_counts: tuple, reserve: tuple) -> tuple:
    """A city's building counts with the reserve's tiles counted in part."""
    counts = list(city_counts)
    for tile in reserve:
        counts[TILE_TYPE[tile]] += RESERVE_SHARE
    return tuple(counts)


def _effective_counts(state, index: int) -> list[float]:
    player = state.players[index]
    counts = list(_holdings(player.city.type_counts(), tuple(player.reserve)))
    if index == state.current and state.pending and state.phase in ("place", "act"):
        for tile in state.pending:
            counts[TILE_TYPE[tile]] += 1.0
    if state.final_queue:
        for p, tile in state.final_queue:
            if p == index:
                counts[TILE_TYPE[tile]] += 1.0
    return counts


@per_table
@lru_cache(maxsize=_CACHE_SIZE)
def _money_value(hand: tuple, market: tuple) -> float:
    """Money is worth what it can buy: each currency up to a cap (a hoard buys no more than a
    building or two per turn), plus a bonus per market tile it pays exactly."""
    value = 0.0
    start = 0
    for slot in range(len(CURRENCIES)):  # the hand is sorted: each currency's cards are a run
        end = bisect_left(hand, slot * 10 + 10, start)
        values = [c % 10 for c in hand[start:end]]
        start = end
        total = sum(values)
        value += MONEY_VALUE * min(total, MONEY_CAP)
        tile = market[slot]
        if tile is not None and total >= TILE_PRICE[tile] and _subset_sum(values, TILE_PRICE[tile]):
            value += EXACT_BONUS
    return value


@per_table
@lru_cache(maxsize=_CACHE_SIZE)
def _majority_totals(counts: tuple, round_name: str) -> tuple:
    return tuple(majority_points(counts, round_name)[0])


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
    counts = [tuple(_effective_counts(state, i)) for i in range(players)]
    if state.neutral is not None:
        counts.append(tuple(state.neutral_counts()))
    counts = tuple(counts)
    values = [0.0] * players
    for offset, round_name in enumerate(SCORING_ROUNDS[done:]):
        weight = ROUND_WEIGHTS[offset]
        totals = _majority_totals(counts, round_name)
        for i in range(players):
            values[i] += weight * totals[i]
    remaining = len(SCORING_ROUNDS) - done
    # Money only matters while there are buildings left to buy: its worth fades with the bag.
    market = tuple(state.market)
    tiles_left = len(state.bag) + MARKET_SLOTS - market.count(None)
    money_weight = min(1.0, tiles_left / MONEY_FADE_TILES)
    final_queue = state.final_queue
    for i, player in enumerate(state.players):
        city = player.city
        waiting = len(state.pending) if i == state.current else 0
        if final_queue:
            waiting += sum(1 for p, _ in final_queue if p == i)
        values[i] = (values[i] + 0.8 * remaining * city.longest_street()
                     + money_weight * _money_value(tuple(player.hand), market)
                     + (BUILDING_VALUE * (city.building_count() + waiting) + RESERVE_VALUE * len(player.reserve)))
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
