"""The save store (issue "Saves"): round trip, atomic write, and every corrupt case reported by name
while the other saves still list and load."""
import json
import os

import pytest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import VERSION, SaveError, SaveStore, atomic_write_text, default_dir
from desktop_app.games import REGISTRY


def played_match(actions=12, seed=3) -> Match:
    spec = REGISTRY["copenhagen"]
    match = Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "random")], seed)
    import random
    rng = random.Random(seed)
    for _ in range(actions):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def test_saves_live_in_the_user_data_directory(isolated_data_dir):
    assert default_dir() == isolated_data_dir / "saves"
    assert SaveStore().folder == isolated_data_dir / "saves"


def test_round_trip_resumes_exactly(tmp_path):
    store = SaveStore(tmp_path)
    match = played_match()
    path = store.save(match)
    loaded = store.load(path)
    assert loaded.state.to_json() == match.state.to_json()  # hands, deck order, RNG, whose turn
    assert [r.to_json() for r in loaded.log] == [r.to_json() for r in match.log]
    assert loaded.seats == match.seats and loaded.seed == match.seed and loaded.match_id == match.match_id
    assert [r.text for r in loaded.log] == [r.text for r in match.log]


def test_atomic_write_leaves_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    target = tmp_path / "game.json"
    atomic_write_text(target, "old")

    def broken_replace(src, dst):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temp file left behind


def write(path, text):
    path.write_text(text, encoding="utf-8")
    return path


def test_every_corrupt_save_is_named_and_the_others_still_load(tmp_path):
    store = SaveStore(tmp_path)
    good = store.save(played_match())
    data = json.loads(good.read_text())
    bad = {
        "truncated.json": good.read_text()[: len(good.read_text()) // 2],
        "garbage.json": "\x00\x01 not json at all",
        "unknown-game.json": json.dumps({**data, "game": "chess"}),
        "newer.json": json.dumps({**data, "version": VERSION + 1}),
        "foreign.json": json.dumps({"hello": "world"}),
        "tampered.json": json.dumps({**data, "state": {**data["state"], "current": 1 - data["state"]["current"]}}),
    }
    for name, text in bad.items():
        write(tmp_path / name, text)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    infos, errors = store.list()
    assert sorted(i.path.name for i in infos) == sorted([good.name, "tampered.json"])
    named = {e.path.name: e.reason for e in errors}
    assert set(named) == set(bad) - {"tampered.json"}  # listing reads headers; loading replays
    assert "truncated" in named["truncated.json"]
    assert "unknown game" in named["unknown-game.json"]
    assert "newer" in named["newer.json"]
    assert "not a Tarsas save" in named["foreign.json"]
    for name in bad:
        with pytest.raises(SaveError) as error:
            store.load(tmp_path / name)
        assert str(error.value).startswith(name)
    with pytest.raises(SaveError) as tampered:
        store.load(tmp_path / "tampered.json")
    assert "inconsistent" in tampered.value.reason
    assert store.load(good).state.to_json() == json.loads(good.read_text())["state"]
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before  # nothing touched


def test_named_save_and_delete(tmp_path):
    store = SaveStore(tmp_path)
    match = played_match()
    path = store.save_as(match, "Friday night: Anna vs Bot")
    assert path.name.startswith("save-Friday_night_Anna_vs_Bot-") and path.parent == tmp_path
    infos, _ = store.list()
    assert {i.name for i in infos} == {"Friday night: Anna vs Bot"}
    store.delete(path)
    assert store.list() == ([], [])
