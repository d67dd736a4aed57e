"""Headless AI-vs-AI runner.

    python -m desktop_app.engine.arena --game copenhagen --players 2 --agents hard,greedy --games 200 --seed 1 --think 1.5 --jobs 2

Agents rotate through the seats, and every seed is played once per rotation (with two agents: each
seed twice, seats swapped), so no agent keeps the first-player advantage or a lucky deal. `--think`
sets the hard agent's time budget per decision (seconds), `--iterations` caps its search instead
(or as well), `--cpu-clock` makes that budget CPU time (strength runs on a busy machine). `--each` prints a line per game as it ends and `--first-game N`
resumes a run cut short at its game N (same seeds and seatings). The last line printed is one JSON object with the results, including the hard agent's
mean and max think time per decision.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
import traceback

from .agents import agent_level, make_agent
from .game import GameSpec


def play_one(spec: GameSpec, agent_names: list[str], players: int, seed: int, options: dict,
             max_actions: int = 20000, settings: dict | None = None, expert: dict | None = None) -> dict:
    """Play a game; seat i is played by agent_names[i]. Returns scores, winners, action count, and
    per seat the think times (seconds) of every searched decision of a hard agent. `settings` go to
    both searching levels, `expert` to the expert level only, over them."""
    state = spec.new_game(players, seed, options)
    agents = seat_agents(spec, agent_names, seed, settings, expert)
    actions = 0
    while not state.is_over:
        if actions >= max_actions:
            raise RuntimeError(f"game did not end within {max_actions} actions")
        state.legal_actions()  # computed once here: the agent's copy and apply share the cached list
        state.apply(agents[state.current_player].choose(state.clone()))
        actions += 1
    thinks = [[t for t, n in getattr(agent, "decisions", []) if n > 0] for agent in agents]
    iterations = [[n for _, n in getattr(agent, "decisions", []) if n > 0] for agent in agents]
    return {"scores": state.scores(), "winners": state.winners(), "actions": actions, "thinks": thinks,
            "iterations": iterations}


def seat_agents(spec: GameSpec, agent_names: list[str], seed: int, settings: dict | None = None,
                expert: dict | None = None) -> list:
    """One agent a seat: `settings` for every searching level, `expert` over them for expert only."""
    return [make_agent(name, spec, seed * 1000 + i, **{**(settings or {}), **((expert or {}) if name == "expert" else {})})
            for i, name in enumerate(agent_names)]


def _play_task(task: tuple) -> tuple:
    game, seating, players, seed, options, settings, expert, verbose = task
    from desktop_app.games import REGISTRY

    try:
        return seating, play_one(REGISTRY[game], seating, players, seed, options, settings=settings, expert=expert), None
    except Exception:
        return seating, None, traceback.format_exc() if verbose else "error"


def run(game: str, players: int, agent_names: list[str], games: int, seed: int,
        options: dict | None = None, verbose: bool = False, think: float | None = None,
        iterations: int | None = None, jobs: int = 1, paired: bool = True, hard: dict | None = None,
        first_game: int = 0, on_game=None, expert: dict | None = None) -> dict:
    """Play games first_game .. games-1 of the paired sequence (a run cut short resumes where it
    stopped, same seeds and seatings); on_game(index, seed, seating, result, error) hears each game as it ends."""
    from desktop_app.games import REGISTRY

    spec = REGISTRY[game]
    agent_names = [agent_level(name) for name in agent_names]  # ValueError now, not an error per game
    options = spec.check_options(options)
    settings = dict(hard or {})
    if think is not None:
        settings["think"] = think
    if iterations is not None:
        settings["iterations"] = iterations
        if think is None:
            settings["think"] = None
    wins = {name: 0.0 for name in agent_names}
    score_sum = {name: 0.0 for name in agent_names}
    seat_count = {name: 0 for name in agent_names}
    thinks: list[float] = []
    searched: list[int] = []
    finished = errors = total_actions = 0
    tasks = []
    rotations = len(agent_names)
    for g in range(first_game, games):
        # Game g puts agent (i + rotation) mod k on seat i; paired: each seed once per rotation.
        rotation = g % rotations if paired else g
        game_seed = seed + (g // rotations if paired else g)
        seating = [agent_names[(i + rotation) % len(agent_names)] for i in range(players)]
        tasks.append((game, seating, players, game_seed, options, settings, dict(expert or {}), verbose))
    started = time.perf_counter()
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            results = list(_heard(pool.imap(_play_task, tasks), tasks, first_game, on_game))
    else:
        results = list(_heard(map(_play_task, tasks), tasks, first_game, on_game))
    for seating, result, error in results:
        if result is None:
            errors += 1
            if verbose:
                print(error, file=sys.stderr)
            continue
        finished += 1
        total_actions += result["actions"]
        for seat, name in enumerate(seating):
            score_sum[name] += result["scores"][seat]
            seat_count[name] += 1
            if name == "hard":
                thinks.extend(result["thinks"][seat])
                searched.extend(result["iterations"][seat])
        share = 1.0 / len(result["winners"])
        for seat in result["winners"]:
            wins[seating[seat]] += share
    seconds = time.perf_counter() - started
    out = {
        "game": game,
        "players": players,
        "agents": agent_names,
        "games": games,
        "first_game": first_game,
        "finished": finished,
        "errors": errors,
        "wins": {k: round(v, 3) for k, v in wins.items()},
        "win_rate": {k: round(v / finished, 4) if finished else 0.0 for k, v in wins.items()},
        "mean_score": {k: round(score_sum[k] / seat_count[k], 3) if seat_count[k] else 0.0 for k in agent_names},
        "mean_actions": round(total_actions / finished, 2) if finished else 0.0,
        "seconds": round(seconds, 3),
        "games_per_second": round(finished / seconds, 3) if seconds > 0 else 0.0,
    }
    if "hard" in agent_names:
        out["hard_settings"] = hard or {}
        out["think"] = think
        out["iterations"] = iterations
        out["hard_decisions"] = len(thinks)
        out["hard_think_mean"] = round(sum(thinks) / len(thinks), 4) if thinks else 0.0
        out["hard_think_max"] = round(max(thinks), 4) if thinks else 0.0
        out["hard_iterations_mean"] = round(sum(searched) / len(searched), 1) if searched else 0.0
    if "expert" in agent_names:
        out["expert_settings"] = expert or {}
    return out


def _heard(results, tasks, first_game: int, on_game):
    for index, (task, outcome) in enumerate(zip(tasks, results)):
        if on_game is not None:
            on_game(first_game + index, task[3], *outcome)
        yield outcome


def _game_line(index: int, seed: int, seating: list, result: dict | None, error: str | None) -> None:
    line = {"game": index, "seed": seed, "seating": seating}
    if result is None:
        line["error"] = error
    else:
        line.update(scores=result["scores"], winners=result["winners"], actions=result["actions"],
                    thinks=[[round(t, 3) for t in seat] for seat in result["thinks"]], iterations=result["iterations"])
    print(json.dumps(line), flush=True)


def _number(text: str):
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return {"true": True, "false": False}.get(text.lower(), text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="arena", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--agents", default="easy,easy",
                        help="comma-separated levels: easy, medium, hard (or the agents random, greedy, uniform)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--think", type=float, default=None, metavar="SECONDS",
                        help="hard agent's time budget per decision (default 1.5)")
    parser.add_argument("--iterations", type=int, default=None, help="cap on the hard agent's search iterations")
    parser.add_argument("--hard", action="append", default=[], metavar="KEY=VALUE",
                        help="a setting of the hard agent (exploration, rollout_plies, worlds, ...), for tuning")
    parser.add_argument("--expert", action="append", default=[], metavar="KEY=VALUE",
                        help="a setting of the expert level only, over --hard and the game's own (a screen of an expert variant)")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="the hard agent's budget counts its CPU time, not wall time (fair on a busy machine)")
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    parser.add_argument("--unpaired", action="store_true", help="a new seed for every game instead of one per rotation")
    parser.add_argument("--first-game", type=int, default=0, metavar="N",
                        help="start at game N of the sequence (resume a run cut short: same seeds and seatings)")
    parser.add_argument("--each", action="store_true", help="print one JSON line per game as it ends")
    parser.add_argument("--verbose", action="store_true", help="print tracebacks of failed games")
    args = parser.parse_args(argv)
    from desktop_app.games import REGISTRY

    if args.game not in REGISTRY:
        parser.error(f"unknown game {args.game!r}; registered: {', '.join(REGISTRY)}")
    try:  # an unknown level stops here, before any game is played
        agent_names = [agent_level(name) for name in args.agents.split(",")]
    except ValueError as error:
        parser.error(str(error))
    options = dict(item.split("=", 1) for item in args.option)
    hard = {key: _number(value) for key, value in (item.split("=", 1) for item in args.hard)}
    expert = {key: _number(value) for key, value in (item.split("=", 1) for item in args.expert)}
    if args.cpu_clock:
        hard["cpu_clock"] = True
    result = run(args.game, args.players, agent_names, args.games, args.seed, options, args.verbose,
                 think=args.think, iterations=args.iterations, jobs=args.jobs, paired=not args.unpaired, hard=hard,
                 first_game=args.first_game, on_game=_game_line if args.each else None, expert=expert)
    print(json.dumps(result))
    return 0 if result["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
