"""A remote seat's table: a real Christmas Tree state built only from what that seat sees (no Qt).

`state_from_view(view, seat)` takes `state.view_for(seat)` (after a JSON round trip) and fills every
hidden part with placeholders (components.PLACEHOLDER names: face-down cards that are none of the
real ones, task cards that count nothing): the other hands, the deck, the discards, the other
seats' task cards and secret choices, the unseen travelling task cards. Its own view_for(seat) is
the view it came from, and the public parts (trees, linzer, revealed tasks, round scores) make
current_player, is_over, scores() and winners() those of the host's state.
"""
from __future__ import annotations

import copy
import random
from itertools import count

from desktop_app.engine.game import rng_to_json

from .components import PLACEHOLDER
from .rules import ChristmasTreeState


def state_from_view(view: dict, seat: int, options: dict | None = None) -> ChristmasTreeState:
    data = copy.deepcopy(view)
    numbers = count(1)

    def cards(n: int) -> list[str]:
        return [f"{PLACEHOLDER}card{next(numbers)}" for _ in range(int(n))]

    def tasks(n: int) -> list[str]:
        return [f"{PLACEHOLDER}task{next(numbers)}" for _ in range(int(n))]

    if options is not None:
        data["options"] = dict(options)
    players = int(data["players"])
    data["hands"] = [h if i == seat else cards(h) for i, h in enumerate(data["hands"])]
    data["deck"] = cards(data["deck"])
    data["discards"] = cards(data["discards"])
    data["task_pool"] = tasks(data["task_pool"])
    data["task_hands"] = [h if i == seat else tasks(h) for i, h in enumerate(data["task_hands"])]
    data["seen_tasks"] = [s if i == seat else tasks(s) for i, s in enumerate(data["seen_tasks"])]
    data["hand_task"] = [tasks(1)[0] if t == "hidden" else t for t in data["hand_task"]]
    # Another seat's secret task choice: the first card of its (placeholder) task hand.
    data["pending_task"] = [t if i == seat else (data["task_hands"][i][0] if t else None)
                            for i, t in enumerate(data["pending_task"])]
    state = ChristmasTreeState.from_json({**data, "pending_pick": [None] * players,
                                          "rng": rng_to_json(random.Random(0))})
    # Another seat's secret pick: the first card of its placeholder hand on its first free space.
    picks = []
    for i, pick in enumerate(view["pending_pick"]):
        if i == seat:
            picks.append(tuple(pick) if pick else None)
        elif pick:
            picks.append((state.hands[i][0], state.placement_spaces(i)[0], 0))
        else:
            picks.append(None)
    state.pending_pick = picks
    state._legal = state._legal_set = None
    return state
