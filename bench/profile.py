"""cProfile one benchmark to find its hot spots: `python -m bench.profile WHAT GAME [N]`.

WHAT is one of: playouts (N random games), legal (N legal_actions() on fresh late states),
load (N loads of a late-game save), greedy (N greedy decisions late in the game)."""
from __future__ import annotations

import cProfile
import pstats
import random
import sys
import tempfile
from pathlib import Path

from desktop_app.engine.agents import make_agent
from desktop_app.engine.arena import play_one
from desktop_app.engine.saves import SaveStore
from desktop_app.games import REGISTRY

from .model import uniform_level
from .common import SEED, late_index, late_match, players_for, random_game, state_after


def main(argv: list[str]) -> int:
    what, game = argv[0], argv[1]
    count = int(argv[2]) if len(argv) > 2 else 20
    spec = REGISTRY[game]
    players = players_for(spec)
    actions = random_game(spec, players)
    late = state_after(spec, actions, late_index(spec, actions, players), players)
    if what == "playouts":
        level = uniform_level(spec)
        work = lambda: [play_one(spec, [level] * players, players, SEED + i, spec.default_options())  # noqa: E731
                        for i in range(count)]
    elif what == "legal":
        data = late.to_json()
        work = lambda: [spec.from_json(data).legal_actions() for _ in range(count)]  # noqa: E731
    elif what == "load":
        store = SaveStore(Path(tempfile.mkdtemp(prefix="tarsas-profile-")))
        path = store.save(late_match(spec))
        work = lambda: [store.load(path) for _ in range(count)]  # noqa: E731
    elif what == "greedy":
        agent = make_agent("greedy", spec, SEED)
        work = lambda: [agent.choose(late.clone()) for _ in range(count)]  # noqa: E731
    else:
        raise SystemExit(__doc__)
    random.seed(SEED)
    profiler = cProfile.Profile()
    profiler.runcall(work)
    pstats.Stats(profiler).sort_stats("tottime").print_stats(15)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
