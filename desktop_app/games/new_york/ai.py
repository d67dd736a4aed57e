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
    hand = state.players[index].hand
    value = MONEY_VALUE * sum(card_value(c) for c in hand)
    for slot, tile in enumerate(state.market):
        if tile is None:
            continue
        values = [card_value(c) for c in hand if card_currency(c) == slot]
        if sum(values) >= TILE_PRICE[tile] and _subset_sum(values, TILE_PRICE[tile]):
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
    for i in range(players):
        player = state.players[i]
        values[i] += 0.8 * remaining * player.city.longest_street()
        values[i] += _money_value(state, i)
        values[i] += 0.3 * (player.city.building_count() + len(player.reserve))
    return values


def evaluate(state, player: int) -> float:
    if state.is_over:
        winners = state.winners()
        margin = state.scores()[player] - max(s for i, s in enumerate(state.scores()) if i != player)
        return (1000.0 / len(winners) if player in winners else -1000.0) + margin
    future = future_values(state)
    values = [p.score + f for p, f in zip(state.players, future)]
    own = values[player]
    threat = max(v for i, v in enumerate(values) if i != player)
    return own - OPPONENT_SHARE * threat


__all__ = ["evaluate", "future_values", "CURRENCIES", "TYPES"]
