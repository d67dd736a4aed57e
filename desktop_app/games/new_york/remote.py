"""A remote seat's stand-in for New York (no Qt): a real `NewYorkState` built only from what
`view_for(seat)` shows, so the client's table renders from it exactly as the host's does.

Hidden parts get placeholders that are none of the real components: other hands (unless open)
hold `HIDDEN_CARD`s, the money deck holds `HIDDEN_CARD`s (its pile boundaries are public), the
bag holds `HIDDEN_TILE`s. A clone of the stand-in can still apply actions (the client probes one
for a refusal's reason); whatever it draws from the deck or the bag is a placeholder.
"""
from __future__ import annotations

import random

from desktop_app.engine.game import rng_to_json
from .components import START_TILE
from .rules import NewYorkState

HIDDEN_CARD = 0  # "blue 0": no money card is worth 0, so it pays for nothing
HIDDEN_TILE = START_TILE  # Times Square is never in the bag; drawn by a probe, it costs 0 and buys nothing
_FIXED_RNG = rng_to_json(random.Random(0))  # the view carries no generator; a probe may reshuffle placeholders


def state_from_view(view: dict, seat: int, options: dict | None = None) -> NewYorkState:
    """The stand-in state for `seat` from `view` (that seat's `view_for`, maybe after JSON).
    The view carries the match's options, so `options` is only a fallback for a view without."""
    players = []
    for entry in view["players"]:
        entry = {k: v for k, v in entry.items() if k != "hand_size"}
        if entry["hand"] is None:
            entry["hand"] = [HIDDEN_CARD] * int(view["players"][len(players)]["hand_size"])
        players.append(entry)
    data = {k: v for k, v in view.items() if k != "deck_pile"}
    data.update(players=players, deck=[HIDDEN_CARD] * int(view["deck"]), bag=[HIDDEN_TILE] * int(view["bag"]),
                options=dict(view.get("options", options or {})), rng=_FIXED_RNG)
    return NewYorkState.from_json(data)
