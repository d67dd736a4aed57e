"""The strength ladder (bench/ladder.py): the Elo fit, its intervals, and a resumable round robin,
run here on Kingdom Builder's two cheapest levels."""
from __future__ import annotations

import json
import math

import pytest

from bench import ladder


def elo_gap(share: float) -> float:
    return 400 * math.log10(share / (1 - share))


def test_two_levels_are_apart_by_the_elo_of_their_score():
    ratings = ladder.fit(["a", "b"], {("a", "b"): [24.0, 100]}, prior=0.0)
    assert ratings["a"] == 0
    assert ratings["b"] == pytest.approx(elo_gap(0.76), abs=0.5)  # about +200
    # One virtual tie keeps a clean sweep finite.
    swept = ladder.fit(["a", "b"], {("a", "b"): [0.0, 60]})
    assert swept["b"] == pytest.approx(elo_gap(60.5 / 61), abs=0.5)


def test_a_chain_of_levels_adds_up_and_the_intervals_hold_the_estimate():
    table = {("a", "b"): [36.0, 120], ("b", "c"): [36.0, 120], ("a", "c"): [18.0, 120]}
    levels = ["a", "b", "c"]
    ratings = ladder.fit(levels, table)
    assert 0 < ratings["b"] < ratings["c"]
    assert ratings["c"] - ratings["b"] == pytest.approx(ratings["b"], abs=15)
    spans, steps = ladder.intervals(levels, table, resamples=200)
    for name in levels[1:]:
        low, high = spans[name]
        assert low < ratings[name] < high
    assert steps["b"][0] > 0  # 70% over 120 games: the step is above zero at 95%
    wide, _ = ladder.intervals(levels, {pair: [s / 10, n // 10] for pair, (s, n) in table.items()}, resamples=200)
    assert wide["c"][1] - wide["c"][0] > spans["c"][1] - spans["c"][0]  # fewer games, wider


def test_the_round_robin_plays_every_pair_once_and_resumes_from_its_file(tmp_path, capsys):
    results = tmp_path / "ladder.jsonl"
    argv = ["--game", "kingdom_builder", "--levels", "uniform,easy", "--games", "2", "--seed", "3",
            "--results", str(results), "--resamples", "50"]
    assert ladder.main(argv) == 0
    first = capsys.readouterr()
    records = [json.loads(line) for line in results.read_text().splitlines()]
    assert len(records) == 1 and records[0]["finished"] == 2
    assert sorted(records[0]["agents"]) == ["random", "uniform"]
    summary = json.loads(first.out.strip().splitlines()[-1])
    assert [row["level"] for row in summary["ratings"]] == ["uniform", "easy"]
    assert summary["ratings"][1]["games"] == 2
    # Again with the same file: nothing is played, the same ratings come out.
    assert ladder.main(argv) == 0
    again = capsys.readouterr()
    assert again.err == "" and len(results.read_text().splitlines()) == 1
    assert json.loads(again.out.strip().splitlines()[-1]) == summary
