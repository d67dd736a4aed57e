"""Builders for hand-made Copenhagen positions used by the rule tests."""
from desktop_app.games.copenhagen.components import COLOURS
from desktop_app.games.copenhagen.rules import CopenhagenState


def fresh(players=2, seed=1, **options) -> CopenhagenState:
    return CopenhagenState.new(players, seed, {"change_of_colors": "one_colour", **options})


def set_hand(state, player=0, **counts) -> None:
    state.players[player].hand = [counts.get(c, 0) for c in COLOURS]
    state._legal = None


def build(state, colour, cells, brick=None, player=0) -> None:
    """Put a tile straight onto a house (test setup, bypassing costs)."""
    cells = tuple(sorted(cells))
    state.players[player].place(colour, cells, brick if brick is not None else cells[0])
    state._legal = None


def builds_at(state, colour, size, cells):
    cells = tuple(sorted(cells))
    return [a for a in state.legal_actions() if a[0] == "build" and a[1] == colour and a[2] == size and a[3] == cells]
