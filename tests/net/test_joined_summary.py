"""What the shelf's looks store in a joined game's file (net/joined.py): older files still load,
damaged new fields are reported by name, and only a newer table replaces what the file holds."""
from __future__ import annotations

import json

from desktop_app.net.codes import Invite, new_room, new_secret
from desktop_app.net.joined import JoinedStore
from desktop_app.net.peek import Summary

BODY = {"game": "copenhagen", "seats": ["Anna", "Bence"], "version": 4, "turn": 0, "agents": ["human", "remote"],
        "stamp": 100.0, "host": "online"}


def code() -> str:
    return Invite(new_room(), 1, new_secret(), "mqtt://127.0.0.1:1883").code()


def test_older_files_load_and_damaged_new_fields_are_reported(tmp_path):
    store = JoinedStore(tmp_path)
    entry = store.remember(code(), BODY)
    data = json.loads(entry.path.read_text())
    for name in ("host_away", "scores", "stamp"):
        del data[name]
    entry.path.write_text(json.dumps(data))  # a file from before the looks
    (games, problems) = store.list()
    assert problems == [] and (games[0].host_away, games[0].scores, games[0].stamp) == (False, None, None)
    for field, bad in (("host_away", "yes"), ("scores", [1, "2"]), ("scores", [1]), ("stamp", "soon")):
        entry.path.write_text(json.dumps({**data, field: bad}))
        games, problems = store.list()
        assert games == [] and [path.name for path, _ in problems] == [entry.path.name], (field, bad)


def test_only_a_newer_table_replaces_the_stored_one(tmp_path):
    store = JoinedStore(tmp_path)
    entry = store.remember(code(), BODY)
    same = Summary(4, 0, False, False, ("Anna", "Bence"), None, 100.0)
    assert store.update(entry, same) is None  # nothing new: the file is not even written
    assert store.update(entry, Summary(3, 1, False, False, ("Anna", "Bence"), None, 200.0)) is None  # older
    assert store.update(entry, Summary(4, 0, False, True, ("Anna", "Bence"), None, 50.0)) is None  # older copy
    away = store.update(entry, Summary(4, 0, False, True, ("Anna", "Bence"), None, 150.0))  # a newer copy
    assert away.host_away and store.find(entry.invite).host_away
    over = store.update(entry, Summary(9, None, True, False, ("Anna", "Bence"), (31, 27), 300.0))
    kept = store.find(entry.invite)
    assert (over.version, kept.version, kept.over, kept.scores, kept.host_away) == (9, 9, True, [31, 27], False)
    store.forget(kept)
    assert store.update(entry, Summary(10, 0, True, False, ("Anna", "Bence"), None, 400.0)) is None  # forgotten
    assert store.list() == ([], [])


def test_the_kept_record_name_stays_across_views_and_a_bad_one_is_reported(tmp_path):
    store = JoinedStore(tmp_path)
    entry = store.remember(code(), BODY, kept="joined-copenhagen-0123abcd-1.json")
    again = store.remember(entry.code, {**BODY, "version": 5})  # a later view names nothing: the name stays
    assert again.kept == store.find(entry.invite).kept == "joined-copenhagen-0123abcd-1.json"
    data = json.loads(entry.path.read_text())
    for bad in ("../../saves/other.json", "joined-copenhagen-x-1.json/..", 7, "joined-copenhagen-a-9.json"):
        entry.path.write_text(json.dumps({**data, "kept": bad}))
        games, problems = store.list()
        assert games == [] and [path.name for path, _ in problems] == [entry.path.name], bad
