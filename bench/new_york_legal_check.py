"""Guard for New York speed work: the legal-action lists of many seeded random games, fingerprinted.

    uv run python -m bench.new_york_legal_check record FILE [GAMES]
    uv run python -m bench.new_york_legal_check check FILE

`record` plays GAMES seeded random games (2-6 players, both `exact_bonus` options) and writes, per
game, one digest per position of the exact legal-action list (contents and order) and of the state
reached after a JSON round trip. `check` replays the same games and names the first difference.
Record with the old code, check with the new: equal files mean the rules did not move.
"""
from __future__ import annotations

import hashlib
import json
import random
import sys

from desktop_app.games.new_york.spec import SPEC


def _digest(value) -> str:
    return hashlib.blake2b(repr(value).encode(), digest_size=8).hexdigest()


def game_setups(games: int) -> list[tuple[int, int, dict]]:
    setups = []
    for i in range(games):
        players = 2 + i % 5
        options = {"exact_bonus": "must" if i % 7 == 3 else "may", "hands": "hidden"}
        setups.append((players, 1000 + i, options))
    return setups


def fingerprint(players: int, seed: int, options: dict) -> list[str]:
    """Digests of every legal list of one random game. Every 25th position also goes through a
    JSON round trip and a clone (their lists must match the live state's), and the move is played
    on a twin as well, which must end up equal (clones share no state they should not)."""
    state = SPEC.new_game(players, seed, options)
    rng = random.Random(seed * 7 + 1)
    out = []
    step = 0
    while not state.is_over:
        actions = state.legal_actions()
        if step % 25 == 0:
            loaded = SPEC.from_json(json.loads(json.dumps(state.to_json())))
            if loaded.legal_actions() != actions or state.clone().legal_actions() != actions:
                out.append(f"mismatch after reload at {step}")
        out.append(_digest(actions))
        action = rng.choice(actions)
        if step % 25 == 10:
            twin = state.clone()
            state.apply(action)
            twin.apply(action)
            if twin.to_json() != state.to_json() or twin.legal_actions() != state.legal_actions():
                out.append(f"twin differs at {step}")
            state = twin if step % 2 else state
        else:
            state.apply(action)
        step += 1
    out.append(_digest(state.to_json()))
    return out


def main(argv: list[str]) -> int:
    mode, path = argv[0], argv[1]
    if mode == "record":
        games = int(argv[2]) if len(argv) > 2 else 300
        data = {"games": games, "prints": [fingerprint(*setup) for setup in game_setups(games)]}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(data, f)
        print(f"recorded {games} games, {sum(len(p) for p in data['prints'])} positions")
        return 0
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    positions = 0
    for index, (setup, expected) in enumerate(zip(game_setups(data["games"]), data["prints"])):
        got = fingerprint(*setup)
        if got != expected:
            first = next((i for i, (a, b) in enumerate(zip(got, expected)) if a != b), min(len(got), len(expected)))
            print(f"game {index} {setup}: first difference at position {first}")
            return 1
        positions += len(got)
    print(f"all {data['games']} games identical ({positions} positions)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
