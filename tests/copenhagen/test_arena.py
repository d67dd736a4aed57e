"""The arena plays headless games and reports, as its last line, one JSON object (issue "The arena")."""
import json

from desktop_app.engine import arena


def test_arena_prints_the_summary(capsys):
    code = arena.main(["--game", "copenhagen", "--players", "3", "--agents", "random,greedy", "--games", "3", "--seed", "1"])
    last = capsys.readouterr().out.strip().splitlines()[-1]
    result = json.loads(last)
    assert code == 0
    for key in ("game", "games", "finished", "errors", "wins", "mean_score", "mean_actions", "seconds", "games_per_second"):
        assert key in result
    assert result["finished"] == 3 and result["errors"] == 0
    assert set(result["wins"]) == {"random", "greedy"}
    assert abs(sum(result["wins"].values()) - 3) < 1e-9


def test_a_run_cut_short_resumes_with_the_same_games_and_prints_each(capsys):
    whole = ["--game", "copenhagen", "--players", "2", "--agents", "random,greedy", "--games", "4", "--seed", "3", "--each"]
    assert arena.main(whole) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.strip().splitlines()]
    assert [line["game"] for line in lines[:-1]] == [0, 1, 2, 3]
    assert lines[-1]["finished"] == 4
    assert arena.main(whole + ["--first-game", "2"]) == 0
    resumed = [json.loads(line) for line in capsys.readouterr().out.strip().splitlines()]
    assert resumed[:-1] == lines[2:4]  # games 2 and 3 again: same seeds, seatings and (seeded agents) scores
    assert resumed[-1]["finished"] == 2 and resumed[-1]["first_game"] == 2
