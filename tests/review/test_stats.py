"""The record from the saves: the figures, one count per match, the index reused when it is right
and rebuilt when it is missing or damaged; Game → Statistics… shows them in the real window."""
import json
import random

from desktop_app.engine import stats
from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveStore
from desktop_app.games import REGISTRY

from .test_review_window import menu_action


def finished(game: str, seed: int, seats) -> Match:
    spec = REGISTRY[game]
    match = Match.start(spec, [Seat(n, spec.colours[i], a) for i, (n, a) in enumerate(seats)], seed)
    rng = random.Random(seed)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def store_with_games(tmp_path):
    store = SaveStore(tmp_path / "saves")
    games = [finished("christmas_tree", s, [("Anna", "human"), ("Bot", "random"), ("Bot2", "greedy")]) for s in (1, 2, 3)]
    games.append(finished("copenhagen", 4, [("Anna", "human"), ("Bence", "human")]))
    for match in games:
        store.save(match)
    store.save_as(games[0], "the same match again")  # a snapshot: counts once
    unfinished = Match.start(REGISTRY["kingdom_builder"], [Seat("Anna", "#560026"), Seat("Hard", "#00e0d0", "hard")], 9)
    for _ in range(5):
        unfinished.apply(unfinished.state.legal_actions()[0])
    store.save(unfinished)
    return store, games, unfinished


def expected(games):
    wins, against, scores = {}, {}, []
    for match in games:
        winners = match.state.winners()
        for w in winners:
            wins[match.seats[w].name] = wins.get(match.seats[w].name, 0) + 1
        human_won = any(match.seats[w].is_human for w in winners)
        for level in {s.agent for s in match.seats if not s.is_human}:
            won, n = against.get(level, (0, 0))
            against[level] = (won + human_won, n + 1)
        scores += match.state.scores()
    return wins, against, scores


def test_figures_from_the_saves(tmp_path):
    store, games, unfinished = store_with_games(tmp_path)
    summaries = stats.StatsIndex(store).refresh()
    overall = stats.figures(summaries)
    assert overall.played == 5 and overall.finished == 4
    wins, against, scores = expected(games)
    assert overall.wins == wins and overall.against == against
    assert overall.best[0] == max(scores) and abs(overall.average - sum(scores) / len(scores)) < 1e-9
    longest = max([*games, unfinished], key=lambda m: len(m.log))
    assert overall.longest == (len(longest.log), longest.spec.id)
    tree = stats.figures(summaries, "christmas_tree")
    assert tree.played == tree.finished == 3 and "hard" not in tree.against
    assert stats.figures(summaries, "kingdom_builder").finished == 0
    assert stats.figures(summaries, "kingdom_builder").played == 1


def test_the_index_is_reused_and_rebuilt_when_damaged(tmp_path, monkeypatch):
    store, _games, _unfinished = store_with_games(tmp_path)
    index = stats.StatsIndex(store)
    first = index.refresh()
    assert index.rebuilt and index.path.exists()
    loads = []
    real_load = SaveStore.load
    monkeypatch.setattr(SaveStore, "load", lambda self, path: (loads.append(path), real_load(self, path))[1])
    assert sorted(map(json.dumps, index.refresh())) == sorted(map(json.dumps, first))
    assert loads == [] and not index.rebuilt  # nothing changed: no save is read again
    data = json.loads(index.path.read_text())
    name = next(iter(data["saves"]))
    data["saves"][name]["summary"]["winners"] = [99]  # damaged: a winner who never sat
    index.path.write_text(json.dumps(data))
    assert sorted(map(json.dumps, index.refresh())) == sorted(map(json.dumps, first))
    assert index.rebuilt and len(loads) == len(first)  # every save read again
    for junk in (b"", b"\xff\xfe{", b"[1, 2]", b'{"format": "tarsas-stats-index", "version": 99, "saves": {}}'):
        index.path.write_bytes(junk)
        assert sorted(map(json.dumps, index.refresh())) == sorted(map(json.dumps, first))
        assert index.rebuilt
    index.path.unlink()
    assert sorted(map(json.dumps, index.refresh())) == sorted(map(json.dumps, first))


def test_a_damaged_save_counts_for_nothing(tmp_path):
    store, games, _unfinished = store_with_games(tmp_path)
    path = store.autosave_path(games[3])
    data = json.loads(path.read_text())
    data["log"] = data["log"][:-3]  # no longer reproduces its table
    path.write_text(json.dumps(data))
    assert stats.figures(stats.StatsIndex(store).refresh()).played == 4


def test_statistics_in_the_window(window, monkeypatch, tmp_path):
    match = finished("christmas_tree", 5, [("Anna", "human"), ("Bot", "greedy")])
    window.store.save(match)
    shown = []
    from desktop_app.ui import stats as stats_ui

    monkeypatch.setattr(stats_ui.StatsDialog, "exec", lambda self: shown.append(self) or 0)
    menu_action(window, "Statistics…").trigger()
    dialog = shown[0]
    assert dialog.values["played"].text() == "1" and dialog.values["finished"].text() == "1"
    winner = match.seats[match.state.winners()[0]].name
    assert winner in dialog.values["wins"].text()
    assert "medium" in dialog.values["against"].text()
    dialog.game.setCurrentIndex(dialog.game.findData("copenhagen"))
    assert dialog.values["played"].text() == "0" and dialog.values["best"].text() == "–"
