"""A seat keeps the log lines it has seen (net/seat_log.py) and says from which line on it lacks
them; its views then carry only those (net/host.py `_log_first`), not the newest 40 lines again
with every view. Whatever the views carried, the seat's kept lines are the host's log as that seat
may read it: after take-backs, after secret picks are revealed, after a second copy of its code."""
from __future__ import annotations

import json
import random

import pytest

from desktop_app.engine.game import list_of
from desktop_app.net import topics
from desktop_app.net.channel import HOST_TO_SEAT, SEAT_TO_HOST
from desktop_app.net.client import ClientSession
from desktop_app.net.codes import Invite
from desktop_app.net.host import LOG_LINES, public_log
from desktop_app.net.seat_log import SeatLog

from .helpers import make_room, play_to_end

GAMES = ["copenhagen", "kingdom_builder", "christmas_tree", "new_york"]


def line(index, player, action=("a",)):
    return [index, player, f"line {index}", list(action) if action is not None else None, None, []]


def test_a_seat_asks_from_its_first_missing_or_hidden_line():
    log = SeatLog(seat=1)
    assert log.first_wanted() is None  # holds nothing: the newest LOG_LINES come
    log.take(None, {"log": [line(i, i % 2) for i in range(5)]})
    assert log.first_wanted() == 5
    log.take({}, {"log": [line(5, 0, action=None), line(6, 1), line(7, 0, action=None)]})
    assert log.first_wanted() == 5  # another seat's secret line: asked again until it is revealed
    log.take({}, {"log": [line(5, 0), line(6, 1), line(7, 0), line(8, 0)]})
    assert log.first_wanted() == 9
    log.take({}, {"log": [line(11, 0), line(12, 1)]})  # 9 and 10 never came
    assert log.first_wanted() == 9
    assert [entry[0] for entry in log.ordered()] == [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12]


def test_a_seat_asks_only_within_the_newest_window():
    log = SeatLog(seat=0, window=4)
    log.take(None, {"log": [line(0, 1)] + [line(i, 1) for i in range(6, 10)]})
    assert log.first_wanted() == 10  # 1-5 lie outside the newest 4: no view carries them any more


def test_a_take_back_forgets_the_lines_from_its_mark_and_an_own_line_is_never_hidden():
    log = SeatLog(seat=0)
    log.take(None, {"undos": 0, "log": [line(i, 0, action=None if i == 3 else ("a",)) for i in range(6)]})
    assert log.first_wanted() == 6  # its own line 3 is its own, whatever the action field says
    log.take({"undos": 0}, {"undos": 1, "undo_marks": [4], "log": []})
    assert sorted(log.lines) == [0, 1, 2, 3]
    log.take({"undos": 1}, {"undos": 3, "undo_marks": [4], "log": []})  # two missed, one mark known
    assert log.lines == {}


def test_an_empty_view_after_the_seat_holds_everything_forgets_nothing():
    log = SeatLog(seat=0)
    log.take(None, {"undos": 0, "log": [line(i, 1) for i in range(3)]})
    log.take({"undos": 0}, {"undos": 0, "log": []})
    assert sorted(log.lines) == [0, 1, 2]


def lines_per_view(client: ClientSession) -> list[int]:
    counts = []
    handle = client.handle

    def counting(topic, payload):
        if topics.seat_of(topic, client.invite.room_hex, HOST_TO_SEAT) == client.seat:
            counts.append(len(client.channel.open(HOST_TO_SEAT, payload)[1]["log"]))
        handle(topic, payload)
    client.handle = client.transport.on_message = counting
    return counts


@pytest.mark.parametrize("game", GAMES)
def test_every_seat_holds_the_hosts_log_after_a_game_with_take_backs_and_reveals(game):
    broker, match, host, clients = make_room(game, 4, seed=21)
    counts = [lines_per_view(client) for client in clients]
    checked = [0]
    original_pump = broker.pump

    def pump(limit: int = 100_000):
        delivered = original_pump(limit)
        first = max(0, len(match.log) - LOG_LINES)
        for client in clients:
            if client.version == match.version:  # every line the seat may read, as the host reads it
                held = [entry for entry in client.log.ordered() if entry[0] >= first]
                assert held == json.loads(json.dumps(public_log(match, client.seat, first)))
                checked[0] += 1
        return delivered
    broker.pump = pump
    play_to_end(broker, match, host, clients, seed=3, undo_rate=0.2, max_undos=5)
    assert match.state.is_over and match.undos > 0 and checked[0] > len(match.log)
    if game == "christmas_tree":
        assert any(r.reveal_after > r.reveal_before for r in match.log)
    views = [n for seat_counts in counts for n in seat_counts]
    # the point of it: a view carries the lines its seat lacks, not the newest 40 again and again
    assert sum(views) / len(views) < LOG_LINES / 3, f"{sum(views) / len(views):.1f} lines a view"


def test_a_new_copy_of_a_code_gets_the_whole_window_and_the_old_copys_word_costs_it_nothing():
    broker, match, host, clients = make_room("kingdom_builder", 2, seed=5)
    rng = random.Random(2)
    host.clock = iter(range(10**9)).__next__
    host.start()
    for client in clients:
        client.start()
    broker.pump()
    while len(match.log) < LOG_LINES + 10:
        for client in clients:
            if client.my_turn and client.version == match.version:
                client.send_action(rng.choice(client.legal_actions()))
        broker.pump()
    old = clients[1]
    twin = ClientSession(Invite(old.invite.room, 1, old.invite.secret, old.invite.broker), broker.connect())
    twin.start()
    broker.pump()
    assert old.taken_over and not twin.taken_over
    first = len(match.log) - LOG_LINES
    assert sorted(twin.log.lines) == list(range(first, len(match.log)))  # it held nothing: the newest 40
    # the old copy says it holds everything: the host does not take the word of an opening taken over
    old.transport.publish(topics.to_host(host.room_hex, 1), old.channel.seal(
        SEAT_TO_HOST, host.version, {"type": "hello", "opening": old.opening, "log_from": len(match.log), "at": 0}))
    broker.pump()
    assert host._log_first(1) is None  # the twin said it held nothing, and nobody else counts
    view = host.view_body(1)
    assert [entry[0] for entry in view["log"]] == list(range(first, len(match.log)))
    assert all(entry[3] == list_of(match.log[entry[0]].action) for entry in view["log"])  # no secrets here
    assert twin.log.ordered() == json.loads(json.dumps(public_log(match, 1, first)))
    # once the twin speaks, its views carry only what it lacks
    twin.hello()
    broker.pump()
    assert host._log_first(1) == len(match.log) and host.view_body(1)["log"] == []


def test_a_take_back_since_the_seat_spoke_sends_the_lines_from_its_mark_again():
    broker, match, host, clients = make_room("copenhagen", 2, seed=8)
    rng = random.Random(4)
    while len(match.log) < 6 or match.undoable() <= 0:
        match.apply(rng.choice(match.state.legal_actions()))
    host.openings[1] = "seat-1-opening"
    host._note_log_from(1, {"opening": "seat-1-opening", "log_from": len(match.log)})
    assert host._log_first(1) == len(match.log) and host.view_body(1)["log"] == []
    match.undo()
    mark = len(match.log)
    match.apply(rng.choice(match.state.legal_actions()))  # another move at the taken-back line's place
    assert host._log_first(1) == mark
    assert [entry[0] for entry in host.view_body(1)["log"]] == list(range(mark, len(match.log)))
    host._note_log_from(1, {"opening": "another opening", "log_from": 0})  # not the seat's opening: no word
    assert host._log_first(1) == mark
    host._note_log_from(1, {"opening": "seat-1-opening"})  # says nothing: the newest LOG_LINES
    assert host._log_first(1) is None
