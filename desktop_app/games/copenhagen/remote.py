"""A remote seat's stand-in state (no Qt): a real CopenhagenState built only from what that seat
sees (`CopenhagenState.view_for(seat)` after a JSON round trip).

What the view hides is held as placeholders that are none of the real cards: the other hands as
that many cards of unknown colour (PlayerBoard.hidden), the supply as HIDDEN_CARD cards (where the
End card lies among them is unknown, so none of them is the End card), the random generator as a
fixed one. The table draws a hidden hand as backs and the supply as a count, so it looks the same.
"""
from __future__ import annotations

import random

from desktop_app.engine.game import rng_to_json
from .components import COLOURS, HIDDEN_CARD
from .rules import CopenhagenState, PlayerBoard


def _board(data: dict) -> PlayerBoard:
    if any(n is None for n in data["hand"]):  # another seat's hand: only its size is shown
        board = PlayerBoard.from_json({**data, "hand": [0] * len(COLOURS)})
        board.hidden = int(data["hand_size"])
        return board
    return PlayerBoard.from_json(data)


def state_from_view(view: dict, seat: int, options: dict | None = None) -> CopenhagenState:
    """The stand-in for `seat`; `options` (the match's) only fill what the view does not say."""
    data = {**view, "players": [], "supply": [], "rng": rng_to_json(random.Random(0)),
            "options": {**(options or {}), **view.get("options", {})}}
    state = CopenhagenState.from_json(data)
    state.players = [_board(p) for p in view["players"]]
    state.supply = [HIDDEN_CARD] * int(view["supply"])
    return state
