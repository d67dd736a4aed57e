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
