"""The table server (issue 24) as a real process over a real mosquitto, Qt unavailable in it: it
prints the same code on every start, opens rooms for sealed requests, plays their computer seats,
saves every action, carries on after `kill -9`, and logs one line per event."""
from __future__ import annotations

import json
import re
import time

from desktop_app.engine.game import freeze
from desktop_app.engine.saves import SaveStore
from desktop_app.net.server_client import create_room

from tests.net.broker import mosquitto  # noqa: F401  (fixture)
from .helpers import Seat, Server

ANNA = {"name": "Anna", "colour": "#c0392b", "agent": "remote"}
BOT = {"name": "Bot", "colour": "#2980b9", "agent": "random"}


def test_a_friend_plays_a_whole_game_against_the_servers_computer(mosquitto, tmp_path):
    server = Server(mosquitto.url, tmp_path / "server")
    code = server.start()
    assert re.fullmatch(r"tarsas://server/[A-Z2-7]{53}\?broker=" + re.escape(mosquitto.url), code)
    answer = create_room(code, "christmas_tree", [ANNA, BOT])
    assert answer["type"] == "created" and list(answer["codes"]) == ["0"]  # a code for the friend's seat only
    anna = Seat(answer["codes"]["0"])
    try:
        assert anna.pump(30, until=lambda seat: seat.session.my_turn, play=False)
        anna.session.ask_hint()  # the server's strongest level thinks for her, on what she sees
        assert anna.pump(60, until=lambda seat: "hint" in seat.session.body, play=False)
        hint = anna.session.body["hint"]
        assert hint["base"] == anna.session.version and freeze(hint["action"]) in anna.session.legal_actions()
        assert anna.pump(120, until=lambda seat: seat.over and seat.session.record_named)
        record = anna.session.take_record()
        anna.session.leave()  # the app says goodbye as its table closes
    finally:
        anna.close()
    end = time.monotonic() + 10
    while " away" not in server.log() and time.monotonic() < end:
        time.sleep(0.05)
    assert record is not None and record.state.is_over
    assert [seat.agent for seat in record.seats] == ["remote", "random"]
    assert {r.player for r in record.log} == {0, 1}  # the server's computer played its seat
    assert anna.moves == sum(r.player == 0 for r in record.log)
    saved = SaveStore(tmp_path / "server" / "saves").load(
        tmp_path / "server" / "saves" / f"auto-christmas_tree-{answer['match_id']}.json")
    assert [r.action for r in saved.log] == [r.action for r in record.log]  # the app's save format and store
    assert server.stop() == 0  # and no Qt module was ever loaded (no_qt.py exits 3 otherwise)
    log = server.log()
    assert "Traceback" not in log and " ERROR " not in log
    match_id = answer["match_id"]
    assert len(re.findall(rf"room {match_id} opened: christmas_tree, 2 seats", log)) == 1
    assert len(re.findall(rf"room {match_id}: seat 0 \(Anna\) online", log)) == 1
    assert len(re.findall(rf"room {match_id} finished after {len(record.log)} actions", log)) == 1
    assert len(re.findall(rf"room {match_id}: seat 0 \(Anna\) away", log)) == 1


def test_after_kill_9_the_same_code_and_the_same_room_carry_on(mosquitto, tmp_path):
    server = Server(mosquitto.url, tmp_path / "server")
    code = server.start()
    answer = create_room(code, "copenhagen", [ANNA, dict(ANNA, name="Béla", colour="#27ae60"), BOT])
    anna, bela = Seat(answer["codes"]["0"], seed=1), Seat(answer["codes"]["1"], seed=2)
    saves = tmp_path / "server" / "saves" / f"auto-copenhagen-{answer['match_id']}.json"
    try:
        for _ in range(200):  # a few moves each
            anna.pump(0.05)
            bela.pump(0.05)
            if anna.moves + bela.moves >= 6:
                break
        before = json.loads(saves.read_text())
        server.kill()
        assert server.start() == code  # the key stayed in the data folder
        # both seats carry on where they were, from the codes they already had
        assert _pump_both(anna, bela, 60, lambda: anna.session.version > len(before["log"]) + 6)
    finally:
        anna.close()
        bela.close()
    assert server.stop() == 0
    after = SaveStore(tmp_path / "server" / "saves").load(saves)
    assert [r.to_json() for r in after.log[:len(before["log"])]] == before["log"]  # nothing saved was lost
    assert 2 in {r.player for r in after.log[len(before["log"]):]}  # the computer's seat played on after the restart
    log = server.log()
    assert log.count("table server") == 3 and "1 rooms open" in log  # started twice, stopped once
    assert "Traceback" not in log and " ERROR " not in log


def _pump_both(a: Seat, b: Seat, seconds: float, until) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        a.pump(0.05)
        b.pump(0.05)
        if until():
            return True
    return False


def test_a_held_seat_is_the_computers_until_its_friend_arrives(mosquitto, tmp_path):
    server = Server(mosquitto.url, tmp_path / "server")
    code = server.start()
    answer = create_room(code, "christmas_tree", [dict(ANNA, hold="random"), dict(ANNA, name="Béla", colour="#27ae60")],
                         hints=False)
    assert sorted(answer["codes"]) == ["0", "1"]
    saves = SaveStore(tmp_path / "server" / "saves")
    path = saves.folder / f"auto-christmas_tree-{answer['match_id']}.json"
    bela = Seat(answer["codes"]["1"], seed=2)
    anna = None
    try:
        assert bela.pump(30, until=lambda seat: seat.session.my_turn, play=False)
        assert bela.session.body["hints"] is False  # this room's creator turned hints off
        bela.session.ask_hint()
        assert bela.pump(30, until=lambda seat: seat.moves >= 3)  # the computer plays Anna's turns meanwhile
        held = json.loads(path.read_text())
        assert held["seats"][0]["hold"] == "random"
        assert sum(record[0] == 0 for record in held["log"]) >= 3  # [player, action, ...]
        anna = Seat(answer["codes"]["0"], seed=1)
        assert _pump_both(anna, bela, 30, lambda: anna.moves >= 2)  # she arrives, and plays her own turns
    finally:
        bela.close()
        if anna is not None:
            anna.close()
    assert server.stop() == 0
    match = saves.load(path)
    assert match.seats[0].hold is None and match.seats[0].agent == "remote"
    log = server.log()
    assert f"room {answer['match_id']}: seat 0 is the friend's again" in log
    assert f"1 x hints are off (in room {answer['match_id']}, from seat 1)" in log
    assert "Traceback" not in log and " ERROR " not in log
