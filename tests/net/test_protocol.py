"""Online play's protocol over the in-memory broker (issue 16 "Checks"): every game finishes,
the host's log replays to the same state, each seat's last view is exactly view_for(seat), nothing
a seat may not see reaches it, and bad messages are dropped without harm."""
from __future__ import annotations

import json

import pytest

from desktop_app.engine.game import list_of
from desktop_app.net import topics
from desktop_app.net.channel import HOST_TO_SEAT, SEAT_TO_HOST, Rejected, SeatChannel
from desktop_app.net.codes import BadInvite, Invite, new_room, new_secret, parse

from .helpers import make_room, play_to_end

GAMES = [("copenhagen", 2), ("copenhagen", 4), ("kingdom_builder", 3), ("new_york", 2),
         ("new_york", 6), ("christmas_tree", 2), ("christmas_tree", 4)]


def replayed(match, upto: int):
    state = match.fresh_state()
    for record in match.log[:upto]:
        state.apply(record.action)
    return state


@pytest.mark.parametrize("game_id,players", GAMES)
def test_remote_seats_play_a_whole_game(game_id, players):
    broker, match, host, clients = make_room(game_id, players, seed=7)
    broker.chaos = 0.2  # duplicates and reordering on every link
    play_to_end(broker, match, host, clients, seed=7)
    assert match.state.is_over
    final = replayed(match, len(match.log))
    assert final.to_json() == match.state.to_json()
    for client in clients:
        assert client.version == len(match.log)
        assert client.body["view"] == json.loads(json.dumps(match.state.view_for(client.seat)))
    # Every view any seat could open on the wire is exactly what view_for allowed at that version.
    state, views = match.fresh_state(), []  # views[version][seat], from one replay of the log
    for record in [None, *match.log]:
        if record is not None:
            state.apply(record.action)
        views.append([json.loads(json.dumps(state.view_for(s))) for s in range(players)])
    opened = 0
    for topic, payload in broker.wire:
        seat = topics.seat_of(topic, host.room_hex, HOST_TO_SEAT)
        if seat is None:
            continue
        for other in range(players):
            channel = SeatChannel(bytes.fromhex(host.room_hex), other, clients[other].invite.secret)
            if other != seat:
                with pytest.raises(Rejected):
                    channel.open(HOST_TO_SEAT, payload)
                continue
            version, body = channel.open(HOST_TO_SEAT, payload)
            assert body["view"] == views[version][seat]
            opened += 1
    assert opened > len(match.log)


def test_nothing_readable_on_the_wire():
    broker, match, host, clients = make_room("copenhagen", 3, seed=3)
    play_to_end(broker, match, host, clients, seed=3)
    names = [s.name.encode() for s in match.seats]
    for _topic, payload in broker.wire:
        assert b"view" not in payload and b"legal" not in payload
        assert not any(name in payload for name in names)
        assert len(payload) % 512 == 40  # padded plaintext + nonce and MAC


def test_a_seat_cannot_act_for_another_and_bad_messages_change_nothing():
    broker, match, host, clients = make_room("kingdom_builder", 2, seed=5)
    host.start()
    for client in clients:
        client.start()
    broker.pump()
    current = match.state.current_player
    other = 1 - current
    before = match.state.to_json()
    action = list_of(match.state.legal_actions()[0])
    room = bytes.fromhex(host.room_hex)
    wrong_key = SeatChannel(room, other, clients[other].invite.secret)
    forged = wrong_key.seal(SEAT_TO_HOST, 0, {"type": "action", "base": 0, "action": action})
    # seat `other` signs with its own key but posts on the current seat's topic
    broker.publish(topics.to_host(host.room_hex, current), forged, False)
    # seat `other` sends the action on its own topic: not its turn
    broker.publish(topics.to_host(host.room_hex, other), forged, False)
    # garbage, a host->seat message reflected back, a wrong type, a float where an int goes
    mine = SeatChannel(room, current, clients[current].invite.secret)
    bogus = [b"", b"\x00" * 100, mine.seal(HOST_TO_SEAT, 0, {"type": "action", "base": 0, "action": action}),
             mine.seal(SEAT_TO_HOST, 0, {"type": "action", "base": 0.0, "action": action}),
             mine.seal(SEAT_TO_HOST, 0, {"type": "action", "base": 0, "action": [1.5, None, {"x": 1}]}),
             mine.seal(SEAT_TO_HOST, 0, {"type": "nuke"})]
    for payload in bogus:
        broker.publish(topics.to_host(host.room_hex, current), payload, False)
    broker.pump()
    host.handle(f"tarsas/v1/{host.room_hex}/s2h/9", b"x")  # a seat this room does not have
    host.handle("tarsas/v1/otherroom/s2h/0", b"x")
    assert match.state.to_json() == before and match.log == []
    assert len(host.dropped) == 2 + len(bogus) + 2
    # A legal action still goes through afterwards, exactly once even if delivered three times.
    good = mine.seal(SEAT_TO_HOST, 0, {"type": "action", "base": 0, "action": action})
    for _ in range(3):
        broker.publish(topics.to_host(host.room_hex, current), good, False)
    broker.pump()
    assert len(match.log) == 1


def test_a_flood_from_one_seat_is_limited_and_the_others_still_play():
    broker, match, host, clients = make_room("copenhagen", 2, seed=11)
    host.clock = lambda: 0.0  # no time passes: the bucket does not refill
    host.start()
    for client in clients:
        client.start()
    broker.pump()
    flooder = clients[1 - match.state.current_player]
    for _ in range(200):
        flooder.hello()
    broker.pump()
    assert sum(1 for seat, why in host.dropped if why == "rate limit") >= 150
    mover = clients[match.state.current_player]
    mover.send_action(mover.legal_actions()[0])
    broker.pump()
    assert len(match.log) == 1


def test_a_quick_honest_seat_never_meets_its_own_budget():
    """Issue 23: seats that move the moment their turn comes (a computer seat, no pause) used to
    run out of their budget within a second of their own game: every move was charged, and one
    a game was dropped as "rate limit" (the re-send landed it later). A move on the table of now
    is clocked by the host's own answers: it costs nothing. No time passes here (no refill)."""
    broker, match, host, clients = make_room("kingdom_builder", 3, seed=5)
    host.clock = lambda: 0.0
    host.start()
    for client in clients:
        client.start()
    broker.pump()
    rng = __import__("random").Random(5)
    sent = {client.seat: 0 for client in clients}
    while not match.state.is_over:
        mover = clients[match.state.current_player]
        assert mover.my_turn and mover.version == match.version
        before = len(match.log)
        mover.send_action(rng.choice(mover.legal_actions()))
        sent[mover.seat] += 1
        broker.pump()
        assert len(match.log) == before + 1, host.drops.total  # taken at once, never "rate limit"
    assert min(sent.values()) > 40  # each seat's moves (and its hello): past the burst of 40
    assert "rate limit" not in host.drops.total, host.drops.total


def test_a_seat_that_sends_illegal_moves_on_the_table_of_now_is_still_limited():
    """Free are only the moves the host takes: a refused one is charged, and past the budget it
    costs no fresh copy of the table."""
    broker, match, host, clients = make_room("copenhagen", 2, seed=11)
    host.clock = lambda: 0.0
    host.start()
    for client in clients:
        client.start()
    broker.pump()
    mover = clients[match.state.current_player]
    published = []
    publish = host.transport.publish
    host.transport.publish = lambda topic, payload, retain=False: (published.append(topic), publish(topic, payload, retain))
    for index in range(200):
        mover._send({"type": "action", "base": match.version, "action": ["no such move", index],
                     "opening": mover.opening}, seq=match.version)
    broker.pump()
    assert sum(1 for _seat, why in host.dropped if why == "rate limit") >= 150
    assert len(published) <= 45  # a refusal each while the budget lasted (40), then nothing
    mover.send_action(mover.legal_actions()[0])
    broker.pump()
    assert len(match.log) == 1  # the seat's real move still lands: moves are never charged


def test_views_that_ask_for_a_hello_get_one_hello_not_one_each():
    """Every view a host sent before a seat's hello reached it asks for one (ask_hello); a seat
    answering each of them sent dozens of hellos into its own budget. One answers them all,
    and one more (after ASK_HELLO_GAP) if the newest view still asks."""
    from desktop_app.net.client import ASK_HELLO_GAP

    broker, match, host, clients = make_room("copenhagen", 2, seed=3)
    now = [100.0]
    seat = clients[1]
    seat.clock = lambda: now[0]
    host.start()
    broker.pump()
    hellos = []
    send = seat._send
    seat._send = lambda body, seq: (hellos.append(body["type"]) if body["type"] == "hello" else None, send(body, seq))
    for _ in range(30):  # the host plays on, the seat's hello not yet in: each view asks
        host.presence[1] = "offline"
        host.publish_views()
    seat.transport.subscribe(topics.to_seat(host.room_hex, 1))
    broker.pump()
    assert hellos == ["hello"] and host.presence[1] == "online"
    host.presence[1] = "offline"
    host.publish_views()
    broker.pump()
    assert hellos == ["hello"]  # the answer is still on its way: owed, not sent
    now[0] += ASK_HELLO_GAP
    seat.tick()
    assert hellos == ["hello", "hello"]  # the newest view still asks: once more
    broker.pump()
    now[0] += ASK_HELLO_GAP
    seat.tick()
    assert hellos == ["hello", "hello"] and host.presence[1] == "online"


def test_a_reconnecting_seat_catches_up_from_the_retained_view():
    broker, match, host, clients = make_room("new_york", 3, seed=2)
    play_to_end(broker, match, host, clients, seed=2, max_rounds=4)
    gone = clients[2]
    gone.transport.close()
    fresh = type(gone)(gone.invite, broker.connect())
    fresh.transport.subscribe(topics.to_seat(host.room_hex, 2))  # no hello: the retained copy alone
    broker.pump()
    assert fresh.version == len(match.log)
    assert fresh.body["view"] == json.loads(json.dumps(match.state.view_for(2)))


def test_invite_codes_round_trip_and_refuse_junk():
    invite = Invite(new_room(), 3, new_secret(), "mqtts://broker.example.org:8883")
    assert parse(invite.code()) == invite
    assert parse("  " + invite.code() + "\n") == invite
    for junk in ["", "hello", "tarsas://join/", invite.code()[:-30], invite.code().replace("broker=", "b="),
                 "tarsas://join/" + "A" * 55 + "?broker=mqtt://x:1", invite.code() + "&broker=mqtt://y:2",
                 "tarsas://join/" + "A" * 5000, None, 12]:
        with pytest.raises(BadInvite):
            parse(junk)


def test_channel_refuses_tampering_and_wrong_direction():
    room, secret = new_room(), new_secret()
    a, b = SeatChannel(room, 1, secret), SeatChannel(room, 1, secret)
    blob = a.seal(SEAT_TO_HOST, 5, {"type": "hello"})
    assert b.open(SEAT_TO_HOST, blob) == (5, {"type": "hello"})
    flipped = bytearray(blob)
    flipped[50] ^= 1
    for bad in [bytes(flipped), blob[:-1], blob + b"x"]:
        with pytest.raises(Rejected):
            b.open(SEAT_TO_HOST, bad)
    with pytest.raises(Rejected):
        b.open(HOST_TO_SEAT, blob)
    with pytest.raises(Rejected):
        SeatChannel(room, 2, secret).open(SEAT_TO_HOST, blob)


def test_a_refused_action_gets_a_newer_copy_of_the_same_table():
    """The host refuses an action at the current version (its rules, or the app, say no): the seat
    must hear of it, so the host seals a newer copy of the same table (a cached re-send has the same
    stamp, which the seat ignores as a duplicate) and the seat may act again."""
    from desktop_app.engine.game import IllegalMove

    from .helpers import make_room

    broker, match, host, clients = make_room("copenhagen", 2, 5)
    host.start()
    for client in clients:
        client.start()
    broker.pump()
    seat = match.state.current_player
    client = clients[seat]
    seen = []
    client.on_view = seen.append

    def refuse(_seat, _action):
        raise IllegalMove("busy", "The host refused.")
    host.on_applied = refuse
    client.send_action(client.legal_actions()[0])
    broker.pump()
    assert len(match.log) == 0 and len(seen) == 1  # told: the same version, newer stamp
    assert seen[0]["version"] == 0 and client.my_turn
