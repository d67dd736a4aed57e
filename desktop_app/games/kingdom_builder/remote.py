"""A remote seat's stand-in state: a real KingdomBuilderState built only from what the host sent
that seat (`view_for(seat)` after a JSON round trip), no Qt.

The view already names every hidden terrain card HIDDEN_CARD (a card someone holds, face down);
the deck, sent as its size, becomes that many HIDDEN_CARD placeholders, none of them a real
terrain. Everything else in a view is public and rebuilds the state exactly, so the stand-in's
own view equals the view it came from and the table scene paints it as the host's state.
Its generator is a fixed one (the host's is never sent); a clone of the stand-in can still be
applied to, e.g. for a refusal's reason, with placeholders drawn where real cards would be."""
from __future__ import annotations

import random

from desktop_app.engine.game import rng_to_json
from .rules import HIDDEN_CARD, KingdomBuilderState


def state_from_view(view: dict, seat: int, options: dict | None = None) -> KingdomBuilderState:
    """The stand-in for `seat` from its view (the host's `view_for(seat)`, lists not tuples)."""
    data = dict(view)
    if "options" not in data:
        data["options"] = dict(options or {})
    data["deck"] = [HIDDEN_CARD] * int(view["deck"])
    data["rng"] = rng_to_json(random.Random(0))
    return KingdomBuilderState.from_json(data)
