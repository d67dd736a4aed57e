"""Headless AI-vs-AI runner.

    python -m desktop_app.engine.arena --game copenhagen --players 4 --agents random,greedy --games 200 --seed 1

Agents rotate through the seats across games, so no agent keeps the first-player advantage. The last
line printed is one JSON object with the results.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
import traceback

from .agents import make_agent
from .game import GameSpec


def play_one(spec: GameSpec, agent_names: list[str], players: int, seed: int, options: dict,
             max_actions: int = 20000) -> dict:
    """Play a game; seat i is played by agent_names[i]. Returns scores, winners and action count."""
    state = spec.new_game(players, seed, options)
    agents = [make_agent(name, spec, seed * 1000 + i) for i, name in enumerate(agent_names)]
    actions = 0
    while not state.is_over:
        if actions >= max_actions:
            raise RuntimeError(f"game did not end within {max_actions} actions")
        state.apply(agents[state.current_player].choose(state))
        actions += 1
    return {"scores": state.scores(), "winners": state.winners(), "actions": actions}


def run(game: str, players: int, agent_names: list[str], games: int, seed: int,
        options: dict | None = None, verbose: bool = False) -> dict:
    from desktop_app.games import REGISTRY

    spec = REGISTRY[game]
    options = spec.check_options(options)
    wins = {name: 0.0 for name in agent_names}
    score_sum = {name: 0.0 for name in agent_names}
    seat_count = {name: 0 for name in agent_names}
    finished = errors = total_actions = 0
    started = time.perf_counter()
    for g in range(games):
        # Rotate agents through the seats: game g puts agent (i + g) mod k on seat i.
        seating = [agent_names[(i + g) % len(agent_names)] for i in range(players)]
        try:
            result = play_one(spec, seating, players, seed + g, options)
        except Exception:
            errors += 1
            if verbose:
                traceback.print_exc()
            continue
        finished += 1
        total_actions += result["actions"]
        for seat, name in enumerate(seating):
            score_sum[name] += result["scores"][seat]
            seat_count[name] += 1
        share = 1.0 / len(result["winners"])
        for seat in result["winners"]:
            wins[seating[seat]] += share
    seconds = time.perf_counter() - started
    return {
        "game": game,
        "players": players,
        "agents": agent_names,
        "games": games,
        "finished": finished,
        "errors": errors,
        "wins": {k: round(v, 3) for k, v in wins.items()},
        "win_rate": {k: round(v / finished, 4) if finished else 0.0 for k, v in wins.items()},
        "mean_score": {k: round(score_sum[k] / seat_count[k], 3) if seat_count[k] else 0.0 for k in agent_names},
        "mean_actions": round(total_actions / finished, 2) if finished else 0.0,
        "seconds": round(seconds, 3),
        "games_per_second": round(finished / seconds, 3) if seconds > 0 else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="arena", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--agents", default="random,random", help="comma-separated agent levels")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--verbose", action="store_true", help="print tracebacks of failed games")
    args = parser.parse_args(argv)
    from desktop_app.games import REGISTRY

    if args.game not in REGISTRY:
        parser.error(f"unknown game {args.game!r}; registered: {', '.join(REGISTRY)}")
    options = dict(item.split("=", 1) for item in args.option)
    result = run(args.game, args.players, args.agents.split(","), args.games, args.seed, options, args.verbose)
    print(json.dumps(result))
    return 0 if result["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
