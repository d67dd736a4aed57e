"""The table server writes each room's save after every action from pieces it keeps (the log's
lines, the generator's words) instead of encoding the whole match each time (issue 24's bench).
Whatever it keeps, the file must be the store's own save of the match, through shuffles and
take-backs, in every game."""
from __future__ import annotations

import json
import random
from types import SimpleNamespace

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import match_to_json
from desktop_app.games import REGISTRY
from desktop_app.net.serve import ServerRoom


def same_save(text: str, match) -> bool:
    written, expected = json.loads(text), match_to_json(match)
    written.pop("updated"), expected.pop("updated")
    return written == expected


def play_and_compare(game: str, seed: int) -> tuple[int, int]:
    """A game of random moves (a take-back now and then), the server's save compared with the
    store's after each; (take-backs, distinct generator states saved)."""
    spec = REGISTRY[game]
    match = Match.start(spec, [Seat(f"P{i}", "#000000", "human") for i in range(4 if game != "new_york" else 3)], seed)
    room = SimpleNamespace(match=match, _log_text=[], _rng_text=None)
    rng, generators, undos = random.Random(seed), set(), 0
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
        if rng.random() < 0.2 and match.undoable() > 0:
            match.undo()
            undos += 1
        assert same_save(ServerRoom.save_text(room), match), f"{game}, after {len(match.log)} actions"
        generators.add(room._rng_text[1])
    return undos, len(generators)


def test_the_servers_save_is_the_stores_save_after_every_action():
    seen = {game: play_and_compare(game, 5) for game in sorted(REGISTRY)}
    assert sum(undos for undos, _ in seen.values()) > 0, seen  # take-backs were saved
    assert max(generators for _, generators in seen.values()) >= 2, seen  # and a shuffle's new generator
