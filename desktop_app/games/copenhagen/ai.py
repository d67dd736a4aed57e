"""Copenhagen's heuristic evaluation for the computer players (no Qt).

Value, in points: own score, plus what half-built rows and columns are likely to bring, plus the
worth of the cards in hand (cards of one colour build bigger, cheaper tiles), active ability tiles
and pending coat-of-arms rewards, all discounted as the supply runs out; minus a share of the
strongest opponent's value. A decided game dominates everything.

Works on the houses' bit masks (bit r*COLS+c per filled cell), so it is cheap enough to be called
thousands of times per second by the search agent."""
from __future__ import annotations

from .components import COAT_CELLS, COLS, HAND_LIMIT, ROWS, WINNING_SCORE

ROW_MASKS = tuple(((1 << COLS) - 1) << (r * COLS) for r in range(ROWS))
COL_MASKS = tuple(sum(1 << (r * COLS + c) for r in range(ROWS)) for c in range(COLS))
COAT_MASK = sum(1 << (r * COLS + c) for r, c in COAT_CELLS)

# Tunable weights (points).
ROW_WEIGHT = 1.0         # worth of a row's progress, times (filled / COLS) ** ROW_POWER
ROW_POWER = 1.6
ROW_WINDOW_HOPE = 0.5    # extra for a brick-free unfinished row (it may still score its windows)
COL_WEIGHT = 2.0
COL_POWER = 2.2
CELL_VALUE = 0.06        # any built cell: it supports what comes above and feeds columns
CARD_VALUE = 0.18        # a card in hand
PAIR_VALUE = 0.07        # per extra card of a colour already held (bigger, cheaper tiles)
ACTIVE_ABILITY = 0.45
OWNED_ABILITY = 0.15
ARMS_PENDING = 0.6       # an unclaimed coat-of-arms reward
THREAT = 0.35            # share of the best rival's value subtracted


def brick_mask(board) -> int:
    mask = 0
    for _, _, brick in board.tiles:
        if brick is not None:
            mask |= 1 << (brick[0] * COLS + brick[1])
    return mask


def board_score(board) -> int:
    """The same total as scoring.score, from masks."""
    filled, bricks = board.mask, brick_mask(board)
    total = 0
    for m in ROW_MASKS:
        if filled & m == m:
            total += 1 if bricks & m else 2
    for m in COL_MASKS:
        if filled & m == m:
            total += 2 if bricks & m else 4
    return total


def board_value(board, horizon: float) -> float:
    """Score plus discounted potential of one house (see the module docstring)."""
    filled, bricks = board.mask, brick_mask(board)
    value = 0.0
    potential = 0.0
    for m in ROW_MASKS:
        n = (filled & m).bit_count()
        if n == COLS:
            value += 1 if bricks & m else 2
        elif n:
            hope = ROW_WEIGHT + (0.0 if bricks & m else ROW_WINDOW_HOPE)
            potential += hope * (n / COLS) ** ROW_POWER
    for m in COL_MASKS:
        n = (filled & m).bit_count()
        if n == ROWS:
            value += 2 if bricks & m else 4
        elif n:
            potential += COL_WEIGHT * (n / ROWS) ** COL_POWER
    potential += CELL_VALUE * filled.bit_count()
    hand = board.hand
    cards = min(sum(hand), HAND_LIMIT)
    potential += CARD_VALUE * cards + PAIR_VALUE * sum(n - 1 for n in hand if n > 1)
    for on in board.abilities.values():
        potential += ACTIVE_ABILITY if on else OWNED_ABILITY
    return value + horizon * potential


def horizon(state) -> float:
    """How much of the future is left: 1 early, falling towards 0.25 as the last cards come out."""
    players = len(state.players)
    if players > 2 and not state.reshuffled:
        return 1.0
    left = len(state.supply) - 5  # the End card lies somewhere in the bottom 10
    return max(0.25, min(1.0, left / 30.0))


def evaluate(state, player: int) -> float:
    if state.is_over:
        winners = state.winners()
        return 1000.0 / len(winners) if player in winners else -1000.0
    h = horizon(state)
    values = [board_value(b, h) for b in state.players]
    if state.phase == "arms" and state.pending_arms > 0:
        values[state.current] += ARMS_PENDING * state.pending_arms * h
    own = values[player]
    threat = max(v for i, v in enumerate(values) if i != player)
    near_win = 0.5 if board_score(state.players[player]) >= WINNING_SCORE - 2 else 0.0
    return own - THREAT * threat + near_win
