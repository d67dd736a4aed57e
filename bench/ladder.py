"""The strength ladder: a round robin of the computer levels of one game, rated Elo-style.

    uv run python -m bench.ladder --game kingdom_builder --games 20 --search-games 8 --seed 7 \\
        --cpu-clock --results ladder-kingdom_builder.jsonl

Every pair of levels (uniform, easy, medium, hard, expert by default) plays 2-player games with the
arena's seating (each seed twice, seats swapped). Each finished pair is appended to `--results`
as one JSON line, and a pair already there is not played again, so a long ladder can be stopped,
resumed, and topped up (more lines for a pair are pooled; `--import` adds arena JSON from
earlier runs). The ratings are a Bradley-Terry fit on the Elo scale (400 points = 10:1 odds),
ties counting half, with one virtual tie per pair so a 60-0 pairing stays finite; the first level
is the anchor at 0. The 95% intervals come from a parametric bootstrap of every pair's result.
Searching levels run at their own default budgets (hard 1.5 s, expert 6 s a move);
`--cpu-clock` counts that budget in the agent's CPU time, so a busy machine measures what an idle
core gives. The last line printed is one JSON object.
"""
from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import sys
import time
from pathlib import Path

from desktop_app.engine.agents import agent_level
from desktop_app.engine.arena import _play_task

LEVELS = ("uniform", "easy", "medium", "hard", "expert")
SEARCHING = {"hard", "expert"}
SHOWN = {"random": "easy", "greedy": "medium"}  # agent id -> the level name a player sees
ELO = 400.0 / math.log(10.0)


def shown(agent: str) -> str:
    return SHOWN.get(agent, agent)


# ---------------------------------------------------------------------------- playing
def play_pair(game: str, a: str, b: str, games: int, seed: int, cpu_clock: bool, jobs: int = 1) -> dict:
    """`games` 2-player games of level a against level b, seats alternating per seed.
    Returns the pair's record (wins shared on ties, mean scores, think times of searching levels)."""
    agents = [agent_level(a), agent_level(b)]
    settings = {"cpu_clock": True} if cpu_clock and SEARCHING & {a, b} else {}
    tasks = []
    for g in range(games):
        rotation, game_seed = g % 2, seed + g // 2
        seating = [agents[(i + rotation) % 2] for i in range(2)]
        tasks.append((game, seating, 2, game_seed, {}, settings, {}, False))
    started = time.perf_counter()
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            results = list(pool.imap(_play_task, tasks))
    else:
        results = [_play_task(task) for task in tasks]
    wins = {name: 0.0 for name in agents}
    scores = {name: [] for name in agents}
    thinks = {name: [] for name in agents}
    finished = errors = 0
    for seating, result, _ in results:
        if result is None:
            errors += 1
            continue
        finished += 1
        for seat, name in enumerate(seating):
            scores[name].append(result["scores"][seat])
            thinks[name].extend(result["thinks"][seat])
        for seat in result["winners"]:
            wins[seating[seat]] += 1.0 / len(result["winners"])
    record = {"game": game, "players": 2, "agents": agents, "games": games, "seed": seed,
              "finished": finished, "errors": errors, "cpu_clock": bool(settings),
              "wins": wins, "mean_score": {n: round(sum(s) / len(s), 3) if s else 0.0 for n, s in scores.items()},
              "seconds": round(time.perf_counter() - started, 1)}
    for name, seen in thinks.items():
        if seen:
            record[f"{name}_think_mean"] = round(sum(seen) / len(seen), 4)
            record[f"{name}_think_max"] = round(max(seen), 4)
    return record


# ---------------------------------------------------------------------------- results
def load_records(paths: list[Path], game: str) -> list[dict]:
    """2-player, two-agent records of this game from JSON-lines files (ladder or arena output)."""
    out = []
    for path in paths:
        if not path.exists():
            continue
        for line in path.read_text().splitlines():
            line = line.strip()
            if not line.startswith("{"):
                continue
            record = json.loads(line)
            if record.get("game") == game and record.get("players") == 2 and len(set(record["agents"])) == 2:
                out.append(record)
    return out


def pair_table(records: list[dict]) -> dict:
    """{(level a, level b): [score of a, games]} pooled over the records (a < b in LEVELS order)."""
    order = {name: i for i, name in enumerate(LEVELS)}
    table: dict = {}
    for record in records:
        a, b = sorted((shown(n) for n in record["agents"]), key=lambda n: order.get(n, 99))
        wins = {shown(n): w for n, w in record["wins"].items()}
        entry = table.setdefault((a, b), [0.0, 0])
        entry[0] += wins[a]
        entry[1] += record["finished"]
    return table


# ---------------------------------------------------------------------------- rating
def fit(levels: list[str], table: dict, prior: float = 1.0, sweeps: int = 2000) -> dict:
    """Bradley-Terry strengths by minorise-maximise (Hunter 2004), on the Elo scale with
    levels[0] at 0. `prior` virtual games per played pair, half won by each side, keep a
    one-sided pairing finite."""
    index = {name: i for i, name in enumerate(levels)}
    k = len(levels)
    won = [0.0] * k
    games = [[0.0] * k for _ in range(k)]
    for (a, b), (score, n) in table.items():
        if a not in index or b not in index or n <= 0:
            continue
        i, j = index[a], index[b]
        won[i] += score + prior / 2
        won[j] += n - score + prior / 2
        games[i][j] += n + prior
        games[j][i] += n + prior
    gamma = [1.0] * k
    for _ in range(sweeps):
        new = []
        for i in range(k):
            denominator = sum(games[i][j] / (gamma[i] + gamma[j]) for j in range(k) if j != i and games[i][j])
            new.append(won[i] / denominator if denominator else gamma[i])
        norm = math.exp(sum(math.log(g) for g in new) / k)
        new = [g / norm for g in new]
        if max(abs(math.log(x / y)) for x, y in zip(new, gamma)) < 1e-10:
            gamma = new
            break
        gamma = new
    return {name: ELO * (math.log(gamma[i]) - math.log(gamma[0])) for name, i in index.items()}


def intervals(levels: list[str], table: dict, resamples: int = 1000, seed: int = 1,
              prior: float = 1.0) -> dict:
    """95% interval of every rating (anchor at 0), and of its step over the level before it, by
    a parametric bootstrap: each pair's score redrawn as binomial at its (smoothed) observed
    rate, the ladder refitted. Returns {level: (low, high)} and {level: (step low, step high)}."""
    rng = random.Random(seed)
    draws: dict = {name: [] for name in levels}
    steps: dict = {name: [] for name in levels[1:]}
    for _ in range(resamples):
        fake = {}
        for pair, (score, n) in table.items():
            p = (score + 0.5) / (n + 1)
            fake[pair] = [sum(1 for _ in range(int(n)) if rng.random() < p), n]
        ratings = fit(levels, fake, prior, sweeps=300)
        for name, rating in ratings.items():
            draws[name].append(rating)
        for below, name in zip(levels, levels[1:]):
            steps[name].append(ratings[name] - ratings[below])

    def span(seen: list) -> tuple[float, float]:
        seen.sort()
        return seen[int(0.025 * (len(seen) - 1))], seen[int(0.975 * (len(seen) - 1))]

    return {name: span(seen) for name, seen in draws.items()}, {name: span(seen) for name, seen in steps.items()}


def report(levels: list[str], table: dict, resamples: int = 1000) -> dict:
    ratings = fit(levels, table)
    spans, steps = intervals(levels, table, resamples)
    rows = []
    for position, name in enumerate(levels):
        played = sum(n for pair, (_, n) in table.items() if name in pair)
        score = sum((s if pair[0] == name else n - s) for pair, (s, n) in table.items() if name in pair)
        rows.append({"level": name, "elo": round(ratings[name]), "low": round(spans[name][0]),
                     "high": round(spans[name][1]), "games": played,
                     "step": round(ratings[name] - ratings[levels[position - 1]]) if position else None,
                     "step_low": round(steps[name][0]) if position else None,
                     "step_high": round(steps[name][1]) if position else None,
                     "score": round(score / played, 3) if played else None})
    pairs = [{"pair": f"{a}-{b}", "games": n, "score_first": round(s / n, 3) if n else None}
             for (a, b), (s, n) in sorted(table.items(), key=lambda item: (levels.index(item[0][0]) if item[0][0] in levels else 99,
                                                                           levels.index(item[0][1]) if item[0][1] in levels else 99))]
    return {"ratings": rows, "pairs": pairs}


def print_table(summary: dict, anchor: str) -> None:
    print(f"| level | Elo ({anchor} = 0) | 95% interval | over the level below (95%) | games | score |")
    print("|---|---|---|---|---|---|")
    for row in summary["ratings"]:
        step = f"{row['step']:+d} ({row['step_low']:+d} to {row['step_high']:+d})" if row["step"] is not None else "—"
        print(f"| {row['level']} | {row['elo']} | {row['low']} to {row['high']} | {step} | {row['games']} | {row['score']} |")
    print()
    print("| pair | games | first's score |")
    print("|---|---|---|")
    for pair in summary["pairs"]:
        print(f"| {pair['pair']} | {pair['games']} | {pair['score_first']} |")


# ---------------------------------------------------------------------------- command
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench.ladder", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--levels", default=",".join(LEVELS), help="comma-separated; the first is the anchor (0)")
    parser.add_argument("--games", type=int, default=20, help="games per pair without a searching level")
    parser.add_argument("--search-games", type=int, default=None,
                        help="games per pair with hard or expert (default: --games)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--cpu-clock", action="store_true", help="searching levels' budgets in CPU time")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--results", type=Path, default=None, help="JSON lines: pairs found here are not replayed")
    parser.add_argument("--import", dest="imports", action="append", type=Path, default=[],
                        help="more JSON lines (arena output) pooled into the ratings")
    parser.add_argument("--play", choices=("missing", "none"), default="missing",
                        help="'none': only rate what the files hold")
    parser.add_argument("--resamples", type=int, default=1000)
    args = parser.parse_args(argv)
    from desktop_app.games import REGISTRY

    if args.game not in REGISTRY:
        parser.error(f"unknown game {args.game!r}; registered: {', '.join(REGISTRY)}")
    levels = [name.strip().lower() for name in args.levels.split(",")]
    try:
        for name in levels:
            agent_level(name)
    except ValueError as error:
        parser.error(str(error))
    files = ([args.results] if args.results else []) + args.imports
    done = pair_table(load_records(files, args.game))
    if args.play == "missing":
        for a, b in itertools.combinations(levels, 2):
            if (a, b) in done or (b, a) in done:
                continue
            games = args.search_games if args.search_games and SEARCHING & {a, b} else args.games
            record = play_pair(args.game, a, b, games, args.seed, args.cpu_clock, args.jobs)
            print(json.dumps(record), file=sys.stderr)
            if args.results:
                with args.results.open("a") as out:
                    out.write(json.dumps(record) + "\n")
            done = pair_table(load_records(files, args.game)) if args.results else \
                {**done, **pair_table([record])}
    table = {pair: value for pair, value in done.items() if pair[0] in levels and pair[1] in levels}
    summary = report(levels, table, args.resamples)
    print_table(summary, levels[0])
    print(json.dumps({"game": args.game, "levels": levels, **summary}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
