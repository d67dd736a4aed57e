"""Majorities and streets (no Qt).

Source: rulebook p.5 "Értékelés" and digest "Scoring": per building type, places by count of
tiles in the city (at least one needed); tied players add the points of the places they occupy and
share them rounded down, the next player takes the place after the group. Every scoring also pays
1 point per edge of each player's longest outer street (the neutral player gets no street points).
"""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from .components import SCORING_TABLE, TYPES

# End-screen rows: score_breakdown keys shown as translate("new_york", key.capitalize()).
BREAKDOWN_LABELS = (
    QT_TRANSLATE_NOOP("new_york", "First scoring: buildings"), QT_TRANSLATE_NOOP("new_york", "First scoring: streets"),
    QT_TRANSLATE_NOOP("new_york", "Second scoring: buildings"), QT_TRANSLATE_NOOP("new_york", "Second scoring: streets"),
    QT_TRANSLATE_NOOP("new_york", "Final scoring: buildings"), QT_TRANSLATE_NOOP("new_york", "Final scoring: streets"),
    QT_TRANSLATE_NOOP("new_york", "Total"),
)


def place_points(counts, points: tuple) -> list[int]:
    """Points per competitor for one building type. counts: tiles per competitor."""
    result = [0] * len(counts)
    place = 0
    for value in sorted({c for c in counts if c > 0}, reverse=True):
        if place >= len(points):
            break
        group = [i for i, c in enumerate(counts) if c == value]
        share = sum(points[place:place + len(group)]) // len(group)
        for i in group:
            result[i] = share
        place += len(group)
    return result


def majority_points(type_counts: list, round_name: str) -> tuple[list[int], list[list[int]]]:
    """type_counts: per competitor a tuple of counts per type. Returns (total per competitor,
    points per type per competitor)."""
    competitors = len(type_counts)
    totals = [0] * competitors
    per_type = [[0] * len(TYPES) for _ in range(competitors)]
    for t, points in enumerate(SCORING_TABLE[round_name]):
        got = place_points([counts[t] for counts in type_counts], points)
        for i, p in enumerate(got):
            totals[i] += p
            per_type[i][t] = p
    return totals, per_type


def scoring_result(cities, neutral_counts, round_name: str) -> dict:
    """One full scoring: majorities among players (and the neutral player) plus streets."""
    counts = [city.type_counts() for city in cities]
    if neutral_counts is not None:
        counts.append(tuple(neutral_counts))
    totals, per_type = majority_points(counts, round_name)
    streets = [city.longest_street() for city in cities]
    players = len(cities)
    return {
        "round": round_name,
        "counts": [list(c) for c in counts],
        "type_points": per_type,
        "majority": totals,
        "streets": streets,
        "points": [totals[i] + streets[i] for i in range(players)],
    }
