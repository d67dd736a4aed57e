"""The host builds each action's views from parts it keeps (net/host.py PublicLog, _shared_view):
what a seat decrypts is byte for byte what the straightforward build gave (`uncached_view_body`,
the host's view body before the parts were kept), for every game across whole random games with
take-backs, reveals, refusals, a hint, the end and Play again; and a log line is encoded once per
record, not once per seat and view."""
from __future__ import annotations

import json
import random

import pytest

from desktop_app.engine.game import list_of
from desktop_app.net import host as host_module
from desktop_app.net import topics
from desktop_app.net.channel import SEAT_TO_HOST, encode
from desktop_app.net.host import LOG_LINES, PublicLog, public_log

from .helpers import make_room, play_to_end

GAMES = ["copenhagen", "kingdom_builder", "christmas_tree", "new_york"]


def uncached_view_body(host, seat: int) -> dict:
    """The view body as the host built it for each seat and view before its parts were kept (a
    field added to the views belongs here too)."""
    state = host.match.state
    mine = state.current_player == seat
    body = {
        "type": "view", "version": host.version, "game": host.match.spec.id,
        "seats": [s.name for s in host.match.seats], "turn": state.current_player,
        "view": state.view_for(seat), "legal": state.legal_actions() if mine else None,
        "log": public_log(host.match, seat, host._log_first(seat)), "over": state.is_over,
        "presence": {str(k): v for k, v in host.presence.items()},
        "will": topics.token_hash(topics.will_token(host.transport)), "stamp": None,
        "ask_hello": host.presence.get(seat) != "online",
        "colours": [s.colour for s in host.match.seats], "agents": [s.agent for s in host.match.seats],
        "options": host.match.options, "host": host.host_presence,
        "undoable": host.match.undoable() if mine else 0,
        "undos": host.match.undos, "undo_marks": list(host.match.undo_marks),
        "opening": host.openings.get(seat), "superseded": list(host._superseded.get(seat, ())),
    }
    if seat in host._refused:
        body["refused"] = host._refused[seat]
    body["hints"] = host.hints
    body["talk"] = host.talk.newest()
    if host.turn_clock is not None and host.turn_clock.on:
        body["clock"] = host.turn_clock.view(first=max(0, len(host.match.log) - LOG_LINES))
    if seat in host._hint:
        body["hint"] = {"base": host._hint[seat][0], "action": host._hint[seat][1]}
    if state.is_over:
        body["scores"] = list(state.scores())
        body["record_digest"] = host._record()[1]
        if seat in host.next_codes:
            body["next"] = host.next_codes[seat]
    return body


def checking(host, checked: list):
    """Every view the host encodes is compared with the uncached build of the same moment."""
    built = host._view_encoded

    def view_encoded(seat, shared):
        encoded = built(seat, shared)
        reference = uncached_view_body(host, seat)
        reference["stamp"] = json.loads(encoded)["stamp"]  # the time it was sealed: the only field that moves
        assert encoded == encode(reference), f"seat {seat}'s view at version {host.version} differs"
        assert PublicLog.for_seat(shared[1], seat) == encode(public_log(host.match, seat))
        first = host._log_first(seat)
        assert PublicLog.for_seat(shared[1], seat, first) == encode(public_log(host.match, seat, first))
        checked.append((host.version, seat))
        return encoded
    host._view_encoded = view_encoded


@pytest.mark.parametrize("game", GAMES)
def test_every_view_is_the_uncached_one_across_a_whole_game_with_take_backs(game):
    broker, match, host, clients = make_room(game, 4, seed=11)
    checked = []
    checking(host, checked)
    rng = random.Random(3)
    hinted = refused = False
    original_pump = broker.pump

    def pump(limit: int = 100_000):
        nonlocal hinted, refused
        delivered = original_pump(limit)
        if not hinted and len(match.log) >= 12 and not match.state.is_over:
            seat = match.state.current_player
            host.send_hint(seat, host.version, rng.choice(match.state.legal_actions()))  # its own view only
            hinted = True
        if not refused and len(match.log) >= 20 and not match.state.is_over:
            other = clients[(match.state.current_player + 1) % 4]  # not its turn: refused, in a fresh view
            other.transport.publish(topics.to_host(host.room_hex, other.seat), other.channel.seal(
                SEAT_TO_HOST, host.version, {"type": "action", "base": host.version, "action": [], "opening": other.opening}))
            refused = True
        return delivered or original_pump(limit)
    broker.pump = pump
    play_to_end(broker, match, host, clients, seed=5, undo_rate=0.3, max_undos=6)
    assert match.state.is_over and match.undos > 0 and hinted and refused
    assert any(r.reveal_after > r.reveal_before for r in match.log)
    host.invite_again({seat: f"code-{seat}" for seat in range(4)})  # the final views with each seat's own code
    broker.pump()
    assert clients[2].body["next"] == "code-2" and clients[2].body["over"] is True
    versions = {version for version, _seat in checked}
    assert len(versions) > len(match.log) // 2 and {seat for _v, seat in checked} == {0, 1, 2, 3}


def test_a_hidden_pick_stays_hidden_in_the_kept_lines_until_its_reveal():
    """Christmas Tree's picks are secret until revealed: the line kept for a record is its shown
    form for its own seat, its hidden form for the others, until a later reveal makes it public."""
    broker, match, host, clients = make_room("christmas_tree", 3, seed=4)
    rng = random.Random(1)
    kept = PublicLog()
    while True:
        match.apply(rng.choice(match.state.legal_actions()))
        last = len(match.log) - 1
        if match.log[-1].reveal_after == match.log[-1].reveal_before and host_module.newest_reveal(match.log) < last:
            break
    picker = match.log[-1].player
    other = (picker + 1) % 3
    lines = json.loads(PublicLog.for_seat(kept.table(match.log), other))
    assert lines[-1][0] == last and lines[-1][3] is None
    assert json.loads(PublicLog.for_seat(kept.table(match.log), picker))[-1][3] == list_of(match.log[-1].action)
    while host_module.newest_reveal(match.log) < last:
        match.apply(rng.choice(match.state.legal_actions()))
    public = {line[0]: line for line in json.loads(PublicLog.for_seat(kept.table(match.log), other))}
    assert public[last][3] == list_of(match.log[last].action)


def test_each_log_line_is_encoded_once_per_record_not_per_seat_and_view(monkeypatch):
    broker, match, host, clients = make_room("kingdom_builder", 4, seed=2)
    encoded = []
    line = host_module.log_line
    monkeypatch.setattr(host_module, "log_line", lambda *args: encoded.append(args[0]) or line(*args))
    play_to_end(broker, match, host, clients, seed=2)  # no take-backs: no record changes once written
    assert match.state.is_over and len(match.log) > LOG_LINES
    assert len(encoded) <= 2 * len(match.log)  # its line shown, and hidden (until a reveal) at most
    assert len(set(encoded)) == len(match.log)


def test_one_publish_builds_the_shared_fields_once_for_all_seats(monkeypatch):
    broker, match, host, clients = make_room("new_york", 4, seed=3)
    host.start()
    builds = []
    shared = host._shared_view
    monkeypatch.setattr(host, "_shared_view", lambda: builds.append(1) or shared())
    host.publish_views()
    assert len(builds) == 1


def test_a_view_is_deflated_quickly_when_that_fits_its_class_and_opens_to_the_same_bytes(monkeypatch):
    """A quick deflate (channel.QUICK_DEFLATE) in the room's class costs nothing on the wire (the
    class is what travels); one that would not fit is deflated thoroughly, as before."""
    import zlib

    from desktop_app.net import channel
    from desktop_app.net.channel import HOST_TO_SEAT, SeatChannel

    seat = SeatChannel(b"\x01" * 16, 1, b"\x02" * 16)
    body = encode({"log": [[i, 0, f"Seat {i % 4} builds a house on grass {i}", ["build", i]] for i in range(300)]})
    levels = []
    compress = zlib.compress
    monkeypatch.setattr(channel.zlib, "compress", lambda data, level: levels.append(level) or compress(data, level))
    roomy = seat.pack(HOST_TO_SEAT, 7, body, fit=8192)
    assert levels == [channel.QUICK_DEFLATE]
    assert seat.open(HOST_TO_SEAT, seat.seal_packed(HOST_TO_SEAT, roomy, 8192)) == (7, json.loads(body))
    assert zlib.decompress(roomy[4:]) == zlib.decompress(seat.pack(HOST_TO_SEAT, 7, body)[4:])  # the same plaintext
    levels.clear()
    quick = len(compress(zlib.decompress(roomy[4:]), channel.QUICK_DEFLATE))
    tight = seat.pack(HOST_TO_SEAT, 7, body, fit=quick + 3)  # the quick one would not fit: the thorough one
    assert levels == [channel.QUICK_DEFLATE, channel.THOROUGH_DEFLATE]
    assert zlib.decompress(tight[4:]) == zlib.decompress(roomy[4:])
    levels.clear()
    seat.pack(HOST_TO_SEAT, 7, body)  # no class yet (a room's first view, a record): thorough
    assert levels == [channel.THOROUGH_DEFLATE]
