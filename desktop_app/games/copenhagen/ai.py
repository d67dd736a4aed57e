"""Copenhagen's heuristic evaluation for the computer players (no Qt).

Value, in points: own score plus the expected worth of half-built rows and columns, the cards in
hand and the ability tiles, minus a share of the strongest opponent's; a decided game dominates."""
from __future__ import annotations

from .components import COLS, HAND_LIMIT, ROWS, WINNING_SCORE
from .scoring import score

CARD_VALUE = 0.22
ABILITY_VALUE = 0.5


def potential(board) -> float:
    """Points not yet scored but in reach: incomplete lines weighted by how full they are."""
    value = 0.0
    for r in range(ROWS):
        filled = sum(1 for c in range(COLS) if board.filled(r, c))
        if filled < COLS:
            value += 1.2 * (filled / COLS) ** 1.5
    for c in range(COLS):
        filled = sum(1 for r in range(ROWS) if board.filled(r, c))
        if filled < ROWS:
            value += 2.4 * (filled / ROWS) ** 1.5
    value += CARD_VALUE * min(board.hand_size(), HAND_LIMIT)  # cards over the limit are discarded
    value += ABILITY_VALUE * sum(1 for on in board.abilities.values() if on)
    value += 0.2 * len(board.abilities)
    return value


def evaluate(state, player: int) -> float:
    if state.is_over:
        winners = state.winners()
        return 1000.0 / len(winners) if player in winners else -1000.0
    values = [score(b) + potential(b) for b in state.players]
    own = values[player]
    threat = max(v for i, v in enumerate(values) if i != player)
    return own - 0.3 * threat + (0.5 if score(state.players[player]) >= WINNING_SCORE - 2 else 0.0)
