"""A finished game's record for the friends (issue 17 "A finished game shows everything"): once the
game is over the host sends each seat the match record (the save format) once, retained, on the
seat's own record topic, sealed under its own direction; the final view names it by its digest.
Never before the end. The seat takes it only when the digest is the final view's and it checks as a
save file and against the view itself; hostile, misplaced and early records are refused."""
from __future__ import annotations

import copy
import json
import logging

import pytest

from desktop_app.engine.saves import match_to_json
from desktop_app.games import CATALOG
from desktop_app.net import topics
from desktop_app.net.channel import HOST_TO_SEAT, HOST_TO_SEAT_RECORD, SeatChannel, digest, encode
from desktop_app.net.client import BadRecord, ClientSession, as_seen_from, checked_record

from .helpers import make_room, play_to_end


def channel_of(host, clients, seat):
    return SeatChannel(bytes.fromhex(host.room_hex), seat, clients[seat].invite.secret)


def opened_views(broker, host, clients):
    """Every view body on the wire, opened with its seat's key: [(seat, body)]."""
    views = []
    for topic, payload in broker.wire:
        seat = topics.seat_of(topic, host.room_hex, HOST_TO_SEAT)
        if seat is None:
            continue
        views.append((seat, channel_of(host, clients, seat).open(HOST_TO_SEAT, payload)[1]))
    return views


def record_sends(broker, host, clients):
    """Every record on the wire: [(index on the wire, seat, seq, body)]."""
    sends = []
    for index, (topic, payload) in enumerate(broker.wire):
        seat = topics.seat_of(topic, host.room_hex, "h2s-record")
        if seat is not None:
            seq, body = channel_of(host, clients, seat).open(HOST_TO_SEAT_RECORD, payload)
            sends.append((index, seat, seq, body))
    return sends


@pytest.mark.parametrize("game_id", list(CATALOG))
def test_the_record_travels_once_per_seat_and_only_once_the_game_is_over(game_id):
    broker, match, host, clients = make_room(game_id, 3, seed=8)
    play_to_end(broker, match, host, clients, seed=8, undo_rate=0.3)
    assert match.state.is_over
    views = opened_views(broker, host, clients)
    early = [body for _seat, body in views if not body["over"]]
    assert early and not any("record" in body or "record_digest" in body for body in early)  # never while on
    assert not any(b"seed" in json.dumps(body).encode() for body in early)
    assert not any("record" in body for _seat, body in views)  # no view carries the record itself
    sends = record_sends(broker, host, clients)
    assert sorted(seat for _i, seat, _seq, _body in sends) == [0, 1, 2]  # once per seat
    last_playing = max(i for i, (topic, payload) in enumerate(broker.wire)
                       if topics.seat_of(topic, host.room_hex, HOST_TO_SEAT) is not None
                       and not channel_of(host, clients, topics.seat_of(topic, host.room_hex, HOST_TO_SEAT))
                       .open(HOST_TO_SEAT, payload)[1]["over"])
    assert all(index > last_playing and seq == match.version for index, _seat, seq, _body in sends)
    for client in clients:
        assert client.body["over"] is True and "record" not in client.body
        assert client.body["record_digest"] == digest(encode(client.record["record"]))
        record = client.take_record()
        assert record.state.to_json() == match.state.to_json() and len(record.log) == len(match.log)
        assert record.undos == match.undos and record.match_id == match.match_id
        assert client.record["record"]["thumbnail"] == ""


def test_re_publishes_after_the_end_send_no_record_bytes():
    """Presence changes, Play again and the host quitting re-publish every view: small ones."""
    from desktop_app.net.codes import Invite, new_room, new_secret

    broker, match, host, clients = make_room("kingdom_builder", 3, seed=2)
    play_to_end(broker, match, host, clients, seed=2)
    assert match.state.is_over
    record_bytes = len(encode(finished_record_of(match)))
    final_view = max(len(payload) for topic, payload in broker.wire
                     if topics.seat_of(topic, host.room_hex, HOST_TO_SEAT) is not None)
    broker.wire.clear()
    clients[1].leave()  # a friend leaves: everyone's view says so
    broker.pump()
    clients[1].hello()
    broker.pump()
    room = new_room()
    host.invite_again({seat: Invite(room, seat, new_secret(), "mqtt://127.0.0.1:1883").code() for seat in (1, 2)})
    broker.pump()
    host.leave()
    broker.pump()
    views = [payload for topic, payload in broker.wire if topics.seat_of(topic, host.room_hex, HOST_TO_SEAT) is not None]
    assert len(views) >= 12 and record_sends(broker, host, clients) == []
    assert {len(v) for v in views} == {final_view} and record_bytes  # every view of the room: one size class
    for client in clients:
        assert client.body["host"] == "away" and client.take_record() is not None


def finished_record_of(match):
    from desktop_app.net.host import finished_record

    return finished_record(match)


def test_a_new_broker_connection_publishes_the_record_again_once():
    """A restarted broker lost its retained copies: the host's new link (a new will) sends it anew."""
    from desktop_app.engine.game import Seat
    from desktop_app.engine.match import Match
    from desktop_app.games import REGISTRY
    from desktop_app.net.codes import Invite, new_room, new_secret
    from desktop_app.net.host import HostSession
    from desktop_app.net.transport import MemoryBroker

    broker = MemoryBroker(1)
    match = Match.start(REGISTRY["copenhagen"], [Seat("A", "#d35400", "human"), Seat("B", "#16a085", "human")], 1)
    room, secrets = new_room(), {0: new_secret(), 1: new_secret()}
    link = broker.connect(presence=topics.presence(room.hex(), topics.HOST))
    host = HostSession(match, room, secrets, link)
    clients = [ClientSession(Invite(room, i, secrets[i], "mqtt://127.0.0.1:1883"), broker.connect()) for i in (0, 1)]
    play_to_end(broker, match, host, clients, seed=1)
    assert len(record_sends(broker, host, clients)) == 2
    host.publish_views()
    broker.pump()
    assert len(record_sends(broker, host, clients)) == 2
    link.die()
    broker.retained.clear()
    link.reconnect()
    host.publish_views()
    broker.pump()
    assert len(record_sends(broker, host, clients)) == 4
    # A seat coming back to the finished game: the retained record is in hand when the final view comes.
    at_view = []
    late = ClientSession(Invite(room, 1, secrets[1], "mqtt://127.0.0.1:1883"), broker.connect(),
                         on_view=lambda body: at_view.append(late.record_named))
    late.start()
    broker.pump()
    assert at_view[:1] == [True] and late.take_record().state.to_json() == match.state.to_json()


def finished(game_id="copenhagen", seed=8, seat=0):
    """A finished 2-seat game: (match, the seat's final view, the record it was sent)."""
    broker, match, host, clients = make_room(game_id, 2, seed=seed)
    play_to_end(broker, match, host, clients, seed=seed)
    return match, clients[seat].body, clients[seat].record["record"]


def hostile(body, record, change):
    """A host that tampers with the record and names the tampered one in its final view."""
    record = copy.deepcopy(record)
    change(record)
    return {**body, "record_digest": digest(encode(record))}, record


def test_hostile_records_are_refused():
    match, body, record = finished()
    other_match, other_body, other_record = finished(seed=9)

    def set_(key, value):
        return lambda record: record.__setitem__(key, value)

    def bad_action(record):
        record["log"][3][1] = ["take", 99, 99]

    def bad_state(record):
        record["state"]["players"][0]["hand"] = [9, 9, 9]

    cases = [set_("format", "tarsas-joke"), set_("game", "kingdom_builder"), set_("seed", -1), set_("undos", -5),
             set_("seats", record["seats"][:1]), set_("log", "nope"), set_("version", 99),
             bad_action, bad_state, set_("log", record["log"][:-1])]
    for change in cases:
        named, tampered = hostile(body, record, change)
        with pytest.raises(BadRecord) as refused:
            checked_record(named, tampered, 0)
        assert "digest" not in str(refused.value)  # refused by the save file's checks
        with pytest.raises(BadRecord, match="digest"):  # and, unnamed by the view, by its digest
            checked_record(body, tampered, 0)
    # An honest record of another finished game: not the one this table names; named by a view,
    # it replays, but not to the table this seat was shown.
    with pytest.raises(BadRecord, match="digest"):
        checked_record(body, other_record, 0)
    with pytest.raises(BadRecord, match="does not give this seat's table"):
        checked_record({**body, "record_digest": other_body["record_digest"]}, other_record, 0)
    for junk in (None, "record", [1, 2], 7):
        with pytest.raises(BadRecord):
            checked_record(body, junk, 0)
    with pytest.raises(BadRecord):
        checked_record({**body, "game": "new_york"}, record, 0)
    with pytest.raises(BadRecord):
        checked_record({**body, "over": False}, record, 0)
    assert checked_record(body, record, 0).state.to_json() == match.state.to_json()  # the honest one passes


def near_the_end(game_id="copenhagen", seed=8):
    """A 2-seat room one action before its end (seat 1's client not started yet), and that action."""
    import random

    broker, match, host, clients = make_room(game_id, 2, seed=seed)
    rng = random.Random(seed)
    probe = match.fresh_state()
    actions = []
    while not probe.is_over:
        actions.append(rng.choice(probe.legal_actions()))
        probe.apply(actions[-1])
    for action in actions[:-1]:
        match.apply(action)
    host.start()
    broker.pump()
    return broker, match, host, clients, actions[-1]


def test_the_seat_holds_whichever_comes_first():
    broker, match, host, clients, last = near_the_end()
    client = clients[1]
    client.start()
    broker.pump()
    arrived = []
    client.on_record = lambda: arrived.append(client.take_record())
    host.transport.on_message = lambda *_message: None  # the host answers nobody for now
    match.apply(last)
    host._publish_record(1)  # the record alone first
    broker.pump()
    assert arrived == [None] and client.record is not None and not client.body["over"]  # held
    host.publish_view(1, fresh=True)
    broker.pump()
    assert client.body["over"] and client.take_record().state.to_json() == match.state.to_json()
    # the other order: the final view first, then the record
    broker, match, host, clients, last = near_the_end(seed=9)
    client = clients[1]
    client.start()
    broker.pump()
    match.apply(last)
    host._records_sent[1] = (host._record()[1], None)  # as if already sent: the view goes alone
    host.publish_view(1, fresh=True)
    broker.pump()
    assert client.body["over"] and client.record is None and client.take_record() is None
    del host._records_sent[1]
    arrived = []
    client.on_record = lambda: arrived.append(client.take_record())
    host.publish_view(1)
    broker.pump()
    assert len(arrived) == 1 and arrived[0].state.to_json() == match.state.to_json()


def test_misplaced_and_early_records_are_dropped_and_change_nothing(caplog):
    caplog.set_level(logging.WARNING, logger="tarsas.net.client")
    broker, match, host, clients, last = near_the_end()
    client = clients[1]
    client.start()
    broker.pump()
    room, version = host.room_hex, match.version
    on_record = topics.record_to_seat(room, 1)
    # A record before the end (a host's key sealing the unfinished match as a record).
    early = {"type": "record", "version": version, "record": match_to_json(match)}
    broker.connect().publish(on_record, host.channels[1].seal(HOST_TO_SEAT_RECORD, version, early), retain=True)
    broker.pump()
    assert client.record is None and client.dropped[-1] == "a record before the end"
    # A view blob replayed on the record topic, and the seat's own view sealed as a record.
    view_blob = broker.retained[topics.to_seat(room, 1)]
    broker.connect().publish(on_record, view_blob, retain=True)
    broker.pump()
    assert client.record is None and client.dropped[-1].startswith("record: ")
    match.apply(last)
    host.transport.on_message = lambda *_message: None
    host.publish_views()  # the end: records and final views
    broker.pump()
    honest_view, honest_record = broker.retained[topics.to_seat(room, 1)], broker.retained[on_record]
    assert client.take_record() is not None  # (not kept by the session: the app keeps it)
    seen, held = copy.deepcopy(client.body), client.record
    # A record sealed for another seat, on this seat's record topic.
    other = host.channels[0].seal(HOST_TO_SEAT_RECORD, match.version,
                                  {"type": "record", "version": match.version, "record": held["record"]})
    # A record blob replayed on the view topic (this seat's own record).
    for topic, blob in ((on_record, other), (topics.to_seat(room, 1), honest_record)):
        before = len(client.dropped)
        broker.connect().publish(topic, blob, retain=True)
        broker.pump()
        assert len(client.dropped) == before + 1 and "failed authentication" in client.dropped[-1]
        assert client.body == seen and client.record is held
    # A record with the wrong digest: another game's honest record, sealed for this seat.
    _match, _body, other_record = finished(seed=9, seat=1)
    wrong = {"type": "record", "version": match.version, "record": other_record}
    broker.connect().publish(on_record, host.channels[1].seal(HOST_TO_SEAT_RECORD, match.version, wrong), retain=True)
    broker.pump()
    assert client.record["record"] == other_record
    before = len(client.dropped)
    assert client.take_record() is None and "digest" in client.dropped[-1] and client.body == seen
    assert client.take_record() is None and len(client.dropped) == before + 1  # logged once
    caplog.set_level("INFO", "tarsas.net.client")
    client.drops.summarise(force=True)  # counted, and said in one summary line
    assert any("digest" in r.getMessage() for r in caplog.records)
    broker.connect().publish(on_record, honest_record, retain=True)  # the honest copy again
    broker.connect().publish(topics.to_seat(room, 1), honest_view, retain=True)
    broker.pump()
    assert client.take_record().state.to_json() == match.state.to_json()


def test_an_early_record_held_before_any_view_is_refused_at_the_end():
    broker, match, host, clients, last = near_the_end()
    version = match.version
    early = {"type": "record", "version": version + 1, "record": match_to_json(match)}
    broker.connect().publish(topics.record_to_seat(host.room_hex, 1),
                             host.channels[1].seal(HOST_TO_SEAT_RECORD, version + 1, early), retain=True)
    match.apply(last)
    host._records_sent = {0: (host._record()[1], None), 1: (host._record()[1], None)}  # the real one lost
    host.publish_views()
    client = clients[1]
    client.start()  # the retained early record comes with the final view
    broker.pump()
    assert client.body["over"] and client.take_record() is None and "digest" in client.dropped[-1]


def test_the_kept_record_is_seen_from_this_seat():
    match, body, data = finished(seat=1)
    record = as_seen_from(checked_record(body, data, 1), 1)
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
