"""Kingdom Builder's Hint in words (no Qt): the move as advice ("build on grass beside the Oasis")
and why, from the position: the gold it changes now, the location tile it takes, what it brings
within one build, or the search's own verdict.

`explain_hint` reads only what the player on turn may know: the public table and their own card
(it looks ahead on an honest copy, hidden cards redealt)."""
from __future__ import annotations

import random

from desktop_app.engine.agents.common import honest_view
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from . import gold_words, log_words
from .boards import NEIGHBOURS

END_TURN = QT_TRANSLATE_NOOP("kingdom_builder", "end the turn")

TAKES_AND_GAINS = QT_TRANSLATE_NOOP("kingdom_builder", "you take its {tile} tile, and the gold changes: {gold}")
TAKES = QT_TRANSLATE_NOOP("kingdom_builder", "you take its {tile} tile: one more build every turn")
GAINS = QT_TRANSLATE_NOOP("kingdom_builder", "the gold changes: {gold}")
BRINGS_TILE = QT_TRANSLATE_NOOP("kingdom_builder", "the {tile} location comes within one build")
BRINGS_CASTLE = QT_TRANSLATE_NOOP("kingdom_builder", "a castle comes within one build (3 gold)")
OPENS = QT_TRANSLATE_NOOP("kingdom_builder", "your settlements then touch {count} kinds of terrain, so later cards stay next to them")
SEARCH = QT_TRANSLATE_NOOP("kingdom_builder", "it looked best over the next turns ({percent}% win chance)")
NOTHING_LEFT = QT_TRANSLATE_NOOP("kingdom_builder", "nothing else gains gold now")


def advice_parts(state, action) -> tuple[str, dict]:
    """The move as advice, in the second person."""
    if action[0] == "end":
        return END_TURN, {}
    template, params = state.move_parts(action)
    return log_words.ADVICE.get(template, template), params


def _reach(state, player: int) -> tuple[set, bool]:
    """Location hexes with a tile for `player` one build away, and whether a castle is."""
    near, owner, board = state.near[player], state.owner, state.board
    tiles = set()
    for location, left in state.tiles_left.items():
        if left and location not in state.taken_from[player] and location not in state.tiles[player]:
            if any(near[n] and owner[n] < 0 and n in board.buildable for n in NEIGHBOURS[location]):
                tiles.add(location)
    castle = any(not any(owner[n] == player for n in NEIGHBOURS[c])
                 and any(near[n] and owner[n] < 0 and n in board.buildable for n in NEIGHBOURS[c])
                 for c in board.castles)
    return tiles, castle


def _terrains(state, player: int) -> int:
    owner, board = state.owner, state.board
    return len({board.terrain[c] for cell in state.settlements[player] for c in NEIGHBOURS[cell]
                if owner[c] < 0 and c in board.buildable})


def explain_hint(state, player: int, action, ranking=()) -> tuple[str, dict]:
    """Why the hint's move: what it gains now, else what it opens, else the search's verdict."""
    if action[0] == "end":
        return NOTHING_LEFT, {}
    view = honest_view(state, player, random.Random(0))
    after = view.clone()
    after.apply(action)
    gold = [g for g in gold_words.changes(gold_words.gold_rows(view), gold_words.gold_rows(after), player)
            if len(g) == 2]  # the hint speaks of the player's own gold
    taken = [loc for loc in after.tiles[player] if loc not in view.tiles[player]]
    if taken:
        tile = view.board.locations[taken[0]]
        return (TAKES_AND_GAINS, {"tile": tile, "gold": gold}) if gold else (TAKES, {"tile": tile})
    if gold:
        return GAINS, {"gold": gold}
    tiles_before, castle_before = _reach(view, player)
    tiles_after, castle_after = _reach(after, player)
    new_tiles = sorted(tiles_after - tiles_before)
    if new_tiles:
        return BRINGS_TILE, {"tile": view.board.locations[new_tiles[0]]}
    if castle_after and not castle_before:
        return BRINGS_CASTLE, {}
    count = _terrains(after, player)
    if count > _terrains(view, player):
        return OPENS, {"count": count}
    if ranking:
        return SEARCH, {"percent": round(100 * ranking[0][2])}
    return OPENS, {"count": count}
