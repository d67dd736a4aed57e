"""Christmas Tree speed: random playouts and greedy games per second, per mode and player count.

    uv run python bench/christmas_tree_speed.py [games]
"""
import json
import sys

from desktop_app.engine.arena import run

games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
for mode in ("introductory", "family", "advanced"):
    for players in (2, 3, 4):
        result = run("christmas_tree", players, ["random"], games, 1, {"mode": mode})
        print(json.dumps({"mode": mode, "players": players, "random_games_per_second": result["games_per_second"],
                          "errors": result["errors"]}))
