"""A finished game's record for the friends (issue 17 "A finished game shows everything"): once the
game is over the host's view carries the match record (the save format); never before. The seat
checks it as a save file is checked and against the view itself; hostile records are refused."""
from __future__ import annotations

import copy
import json

import pytest

from desktop_app.games import CATALOG
from desktop_app.net import topics
from desktop_app.net.channel import HOST_TO_SEAT, SeatChannel
from desktop_app.net.client import BadRecord, as_seen_from, checked_record

from .helpers import make_room, play_to_end


def opened_views(broker, host, clients):
    """Every view body on the wire, opened with its seat's key: [(seat, body)]."""
    views = []
    for topic, payload in broker.wire:
        seat = topics.seat_of(topic, host.room_hex, HOST_TO_SEAT)
        if seat is None:
            continue
        channel = SeatChannel(bytes.fromhex(host.room_hex), seat, clients[seat].invite.secret)
        views.append((seat, channel.open(HOST_TO_SEAT, payload)[1]))
    return views


@pytest.mark.parametrize("game_id", list(CATALOG))
def test_the_record_travels_only_once_the_game_is_over(game_id):
    broker, match, host, clients = make_room(game_id, 3, seed=8)
    play_to_end(broker, match, host, clients, seed=8, undo_rate=0.3)
    assert match.state.is_over
    views = opened_views(broker, host, clients)
    early = [body for _seat, body in views if not body["over"]]
    assert early and not any("record" in body for body in early)  # never while the game is on
    assert not any(b"seed" in json.dumps(body).encode() for body in early)
    for client in clients:
        assert client.body["over"] is True and "record" in client.body
        record = checked_record(client.body, client.seat)
        assert record.state.to_json() == match.state.to_json() and len(record.log) == len(match.log)
        assert record.undos == match.undos and record.match_id == match.match_id
        assert "thumbnail" in client.body["record"] and client.body["record"]["thumbnail"] == ""


def finished(game_id="copenhagen", seed=8, seat=0):
    broker, match, host, clients = make_room(game_id, 2, seed=seed)
    play_to_end(broker, match, host, clients, seed=seed)
    return match, clients[seat].body


def hostile(body, change):
    body = copy.deepcopy(body)
    change(body["record"])
    return body


def test_hostile_records_are_refused():
    match, body = finished()
    other_match, other_body = finished(seed=9)

    def set_(key, value):
        return lambda record: record.__setitem__(key, value)

    def bad_action(record):
        record["log"][3][1] = ["take", 99, 99]

    def bad_state(record):
        record["state"]["players"][0]["hand"] = [9, 9, 9]

    cases = [set_("format", "tarsas-joke"), set_("game", "kingdom_builder"), set_("seed", -1), set_("undos", -5),
             set_("seats", body["record"]["seats"][:1]), set_("log", "nope"), set_("version", 99),
             bad_action, bad_state, set_("log", body["record"]["log"][:-1])]
    for change in cases:
        with pytest.raises(BadRecord):
            checked_record(hostile(body, change), 0)
    # An honest record of another finished game: it replays, but not to the table this seat was shown.
    with pytest.raises(BadRecord, match="does not give this seat's table"):
        checked_record({**body, "record": other_body["record"]}, 0)
    for junk in (None, "record", [1, 2], 7):
        with pytest.raises(BadRecord):
            checked_record({**body, "record": junk}, 0)
    with pytest.raises(BadRecord):
        checked_record({**body, "game": "new_york"}, 0)
    assert checked_record(body, 0).state.to_json() == match.state.to_json()  # the honest one passes


def test_the_kept_record_is_seen_from_this_seat():
    match, body = finished(seat=1)
    record = as_seen_from(checked_record(body, 1), 1)
    assert [s.agent for s in record.seats] == ["remote", "human"]  # make_room seats are all people
    assert [s.name for s in record.seats] == [s.name for s in match.seats]


def test_play_again_codes_reach_only_their_own_seat_and_only_once_the_game_is_over():
    from desktop_app.net.codes import Invite, new_room, new_secret

    broker, match, host, clients = make_room("new_york", 3, seed=4)
    play_to_end(broker, match, host, clients, seed=4, max_rounds=3)
    assert not match.state.is_over
    room = new_room()
    codes = {seat: Invite(room, seat, new_secret(), "mqtt://127.0.0.1:1883").code() for seat in range(3)}
    with pytest.raises(ValueError):
        host.invite_again(codes)  # not before the end
    play_to_end(broker, match, host, clients, seed=4)
    broker.wire.clear()
    host.invite_again({**codes, 7: "not a seat of this room"})
    broker.pump()
    for client in clients:
        assert client.body["next"] == codes[client.seat]
    for seat, body in opened_views(broker, host, clients):
        text = json.dumps(body)
        assert [code for code in codes.values() if code in text] == [codes[seat]]
    for _topic, payload in broker.wire:  # the codes' secrets never travel readable
        assert not any(code.encode() in payload for code in codes.values())
