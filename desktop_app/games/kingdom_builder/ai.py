"""Kingdom Builder's heuristic evaluation for the computer players (no Qt).

Value, in gold: own score now, plus what the position promises (tiles held, tiles within reach,
castles nearly touched, settlements still to place), minus a share of the best opponent's score."""
from __future__ import annotations

from .boards import NEIGHBOURS
from .components import MOVE_TILES

TILE_VALUE = 3.0  # an extra action every turn is worth a few gold over the rest of the game
MOVE_TILE_VALUE = 2.0
CASTLE_REACH = 1.0  # a castle one build away: a third of its 3 gold
TERRAIN_REACH = 0.4  # per terrain we can still build next to: future cards stay "adjacent"


def potential(state, player: int) -> float:
    # Plain loops rather than any(...) over generators: this is most of a search's evaluate. The
    # terms are added in the same order as ever, so the value is the same float.
    board = state.board
    value = 0.0
    locations = board.locations
    for location in state.tiles[player]:
        value += MOVE_TILE_VALUE if locations[location] in MOVE_TILES else TILE_VALUE
    # Location hexes with tiles left that we have not taken from yet: a build next to it gets one.
    near, owner = state.near[player], state.owner
    taken = state.taken_from[player]
    for location, left in state.tiles_left.items():
        if left and location not in taken:
            # One free hex next to the location that touches us: a tile is one build away.
            for n in NEIGHBOURS[location]:
                if near[n] and owner[n] < 0:
                    value += 0.6 * TILE_VALUE * left / 2
                    break
    around = board.buildable_neighbours
    for castle in board.castles:
        touched = False
        for n in NEIGHBOURS[castle]:
            if owner[n] == player:
                touched = True
                break
        if touched:
            continue
        for n in around[castle]:
            if near[n] and owner[n] < 0:
                value += CASTLE_REACH
                break
    terrain = board.terrain
    reachable = {terrain[c] for cell in state.settlements[player] for c in around[cell] if owner[c] < 0}
    value += TERRAIN_REACH * len(reachable)
    return value


def evaluate(state, player: int) -> float:
    scores = state.totals()
    if state.is_over:
        winners = [p for p, s in enumerate(scores) if s == max(scores)]
        margin = scores[player] - max(s for p, s in enumerate(scores) if p != player)
        return (1000.0 / len(winners) if player in winners else -1000.0) + margin
    remaining = 1.0 - (40 - state.supply[player]) / 40.0  # tiles matter less late in the game
    own = scores[player] + potential(state, player) * remaining
    best_other = max(s for p, s in enumerate(scores) if p != player)
    return own - 0.5 * best_other
