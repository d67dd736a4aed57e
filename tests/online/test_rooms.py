"""net/rooms.py: a hosted match's room beside its save (same codes on resume, checked on reading)."""
from __future__ import annotations

import json
import os
import stat

from desktop_app.net import codes, rooms


def test_a_room_keeps_its_codes_across_reopening(tmp_path):
    room = rooms.open_room("abc123", [1, 3], "mqtt://192.168.1.20:1883", True, tmp_path)
    again = rooms.open_room("abc123", [1, 3], "mqtt://10.0.0.1:1883", True, tmp_path)
    assert again == room and again.code(3) == room.code(3)
    invite = codes.parse(room.code(3))
    assert (invite.room, invite.seat, invite.secret, invite.broker) == (room.room, 3, room.secrets[3], room.broker)
    path = rooms.path_for("abc123", tmp_path)
    if os.name == "posix":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600  # the secrets let anyone take a seat
    rooms.delete("abc123", tmp_path)
    assert rooms.load("abc123", tmp_path) is None


def test_other_seats_or_a_damaged_file_give_a_new_room(tmp_path):
    room = rooms.open_room("m1", [1], "mqtt://h:1883", True, tmp_path)
    assert rooms.open_room("m1", [1, 2], "mqtt://h:1883", True, tmp_path).room != room.room
    path = rooms.path_for("m1", tmp_path)
    for bad in ("{", json.dumps({"match_id": "m1"}), json.dumps({**room.to_json(), "room": "zz"}),
                json.dumps({**room.to_json(), "broker": "http://x"}),
                json.dumps({**room.to_json(), "seats": {"9": "00" * 16}}),
                json.dumps({**room.to_json(), "match_id": "other"})):
        path.write_text(bad)
        assert rooms.load("m1", tmp_path) is None
    assert rooms.open_room("m1", [1], "mqtt://h:1883", True, tmp_path).room != room.room


def test_a_match_id_cannot_name_a_path_outside_the_folder(tmp_path):
    import pytest

    with pytest.raises(ValueError):
        rooms.path_for("../escape", tmp_path)
