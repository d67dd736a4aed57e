"""The host's side of online play in the real window (issue 16 items 1, 3, 4, 5): a seat played
from another computer, the waiting room, a computer holding a seat, quit and resume, bad input."""
from __future__ import annotations

import json
import logging

from PySide6.QtCore import QPoint

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.net import rooms, topics
from desktop_app.net.channel import SEAT_TO_HOST, SeatChannel
from desktop_app.net.codes import new_secret
from desktop_app.net.transport import MemoryBroker

from .helpers import as_json, code_of, host_with_memory_broker, join, play_turns, settle

SPEC = REGISTRY["copenhagen"]


def hosted(window, broker, seed=5, hold=None, more=()):
    """A new game: the host's own seat and Anna on another computer (and `more` seats)."""
    links = host_with_memory_broker(window, broker)
    match = Match.start(SPEC, [Seat("Host", "#d35400"), Seat("Anna", "#16a085", "remote", hold), *more], seed)
    window.start(match)
    return match, links


def test_a_friend_joins_by_code_and_plays_through_the_network(window, qtbot):
    broker = MemoryBroker()
    match, links = hosted(window, broker)
    table, controller = window.table, window.table.controller
    qtbot.waitUntil(table.waiting_room.isVisible)
    assert code_of(window, 1).startswith("tarsas://join/")
    assert [line.seat for line in table.waiting_room.lines] == [1]  # only the friend's seat has a code
    assert not table.waiting_room.start_button.isEnabled()  # Anna has not joined
    assert not controller.started and not controller.can_act
    table.waiting_room.lines[0].copy.click()
    from PySide6.QtGui import QGuiApplication

    assert QGuiApplication.clipboard().text() == code_of(window, 1)
    client = join(window, broker, 1)
    settle(qtbot, broker, table.waiting_room.start_button.isEnabled)
    assert "online" in table.waiting_room.lines[0].presence.text()
    assert "online" in table.rows[1].kind.text()  # presence on the seat in the side panel
    table.waiting_room.start_button.click()
    assert not table.waiting_room.isVisible() and controller.started
    play_turns(window, qtbot, broker, client, remote_moves=3)
    assert sum(r.player == 1 for r in match.log) >= 3
    settle(qtbot, broker, lambda: table.log.count() == len(match.log))
    anna_lines = [table.log.item(i).text() for i in range(table.log.count()) if match.log[i].player == 1]
    assert anna_lines and all(line.startswith("Anna ") for line in anna_lines)  # the host's table shows her moves
    settle(qtbot, broker, lambda: client.version == len(match.log))
    assert client.body["view"] == as_json(match.state.view_for(1))  # she sees exactly her view
    if match.state.current_player == 1:
        assert table.status.text() == "Waiting for Anna (on another computer)…"
    client.leave()  # she closes her table
    settle(qtbot, broker, lambda: "away" in table.rows[1].kind.text())
    # every applied move was autosaved, through the controller's own path
    saved = json.loads(window.store.autosave_path(match).read_text())
    assert len(saved["log"]) == len(match.log) and saved["seats"][1]["agent"] == "remote"


def test_waiting_for_the_friend_says_so_and_the_table_waits(window, qtbot):
    broker = MemoryBroker()
    match, _links = hosted(window, broker, seed=5)
    table, controller = window.table, window.table.controller
    client = join(window, broker, 1)
    settle(qtbot, broker, table.waiting_room.start_button.isEnabled)
    table.waiting_room.start_button.click()
    assert controller.try_action(controller.state.legal_actions()[0])
    while match.state.current_player == 0:  # Copenhagen: a turn may have more than one action
        settle(qtbot, broker, lambda: not controller._awaiting_board)
        assert controller.try_action(controller.state.legal_actions()[0])
    settle(qtbot, broker, lambda: table.status.text() == "Waiting for Anna (on another computer)…")
    assert not controller.can_act
    moves = len(match.log)
    qtbot.wait(100)
    assert match.state.current_player == 1 and len(match.log) == moves  # nobody moved for her
    # the host hands her absent seat to a computer from the seat menu: it plays at once
    controller.ai_pause_ms = 0
    table._seat_menu(1, QPoint(0, 0))
    easy = next(a for a in table._menu.actions() if "Computer (easy)" in a.text())
    easy.trigger()
    assert match.seats[1].hold == "random"
    settle(qtbot, broker, lambda: len(match.log) > moves and match.log[moves].player == 1, timeout=20000)
    table._menu.close()
    table._seat_menu(1, QPoint(0, 0))
    back = next(a for a in table._menu.actions() if a.text() == "Give the seat back to its player")
    assert back.isEnabled()
    back.trigger()
    table._menu.close()
    assert match.seats[1].hold is None


def test_quitting_and_resuming_reopens_the_same_room_with_the_same_codes(window, qtbot):
    broker = MemoryBroker()
    match, links = hosted(window, broker, seed=7)
    table = window.table
    code = code_of(window, 1)
    client = join(window, broker, 1)
    settle(qtbot, broker, table.waiting_room.start_button.isEnabled)
    table.waiting_room.start_button.click()
    play_turns(window, qtbot, broker, client, remote_moves=1)
    moves = len(match.log)
    session = table.session
    window.show_shelf()  # the host leaves the table: the network shuts down
    assert links[0].closed and session.closed and table.session is None
    sent = len(broker.wire)
    session.publish_views()
    assert len(broker.wire) == sent  # a closed session publishes nothing
    stored = rooms.load(match.match_id)
    assert stored is not None and stored.code(1) == code
    window.resume(window.store.autosave_path(match))
    assert len(links) == 2 and code_of(window, 1) == code  # the same room, the same code
    resumed = table.controller.match
    assert len(resumed.log) == moves and table.waiting_room.start_button.isEnabled()  # "Continue"
    table.waiting_room.start_button.click()
    again = join(window, broker, 1)  # the friend's app reconnects with the code it kept
    settle(qtbot, broker, lambda: again.version == len(resumed.log))
    assert again.body["view"] == as_json(resumed.state.view_for(1))
    play_turns(window, qtbot, broker, again, remote_moves=sum(r.player == 1 for r in resumed.log) + 1)
    assert len(resumed.log) > moves


def test_a_computer_holds_the_seat_until_its_player_arrives(window, qtbot):
    broker = MemoryBroker()
    match, _links = hosted(window, broker, seed=3)
    table, controller = window.table, window.table.controller
    controller.ai_pause_ms = 0
    hold = table.waiting_room.lines[0].hold
    hold.setCurrentIndex(hold.findData("random"))  # "let a computer hold this seat"
    assert match.seats[1].hold == "random"
    assert table.waiting_room.start_button.isEnabled()  # the host may start at once
    assert "easy" in table.rows[1].kind.text()
    table.waiting_room.start_button.click()
    rng_moves = 0
    while sum(r.player == 1 for r in match.log) < 2 and rng_moves < 60:
        settle(qtbot, broker, lambda: controller.can_act and not controller._awaiting_board
               or sum(r.player == 1 for r in match.log) >= 2, timeout=20000)
        if controller.can_act and sum(r.player == 1 for r in match.log) < 2:
            assert controller.try_action(controller.state.legal_actions()[0])
            rng_moves += 1
    assert sum(r.player == 1 for r in match.log) >= 2  # the held seat played by its level
    saved = json.loads(window.store.autosave_path(match).read_text())
    assert saved["seats"][1]["hold"] == "random"
    client = join(window, broker, 1)  # Anna arrives: the computer gives her seat back
    settle(qtbot, broker, lambda: match.seats[1].hold is None)
    assert "easy" not in table.rows[1].kind.text() and "online" in table.rows[1].kind.text()
    assert hold.currentData() == ""
    # and the host can hand it to a computer again from the seat menu's action, and take it back
    table.set_hold(1, "greedy")
    assert match.seats[1].hold == "greedy"
    table.set_hold(1, None)
    assert match.seats[1].hold is None
    settle(qtbot, broker, lambda: client.version == len(match.log))


def test_forged_and_stale_messages_are_dropped_logged_and_change_nothing(window, qtbot, caplog):
    broker = MemoryBroker()
    match, _links = hosted(window, broker, seed=11, more=[Seat("Bence", "#000058", "remote")])
    table, controller = window.table, window.table.controller
    client = join(window, broker, 1)
    bence = join(window, broker, 2)
    settle(qtbot, broker, table.waiting_room.start_button.isEnabled)
    table.waiting_room.start_button.click()
    while match.state.current_player == 0:
        settle(qtbot, broker, lambda: not controller._awaiting_board)
        assert controller.try_action(controller.state.legal_actions()[0])
    settle(qtbot, broker, lambda: client.my_turn and client.version == len(match.log))
    session = table.session
    before_log, before_state = len(match.log), json.dumps(match.state.to_json())
    dropped = len(session.dropped)
    room_hex = client.invite.room_hex
    wire = broker.connect()
    legal = client.legal_actions()[0]
    with caplog.at_level(logging.INFO, logger="tarsas.net.host"):
        wire.publish(topics.to_host(room_hex, 1), b"not a message")                      # garbage
        stranger = SeatChannel(client.invite.room, 1, new_secret())                       # a wrong key
        wire.publish(topics.to_host(room_hex, 1), stranger.seal(SEAT_TO_HOST, client.version,
                     {"type": "action", "base": client.version, "action": list(legal)}))
        client._send({"type": "action", "base": client.version - 1, "action": list(legal)},
                     seq=client.version)                                                  # stale
        client._send({"type": "action", "base": client.version, "action": ["no such move"]},
                     seq=client.version)                                                  # illegal
        as_bence = SeatChannel(client.invite.room, 2, client.invite.secret)               # Anna acting for Bence
        wire.publish(topics.to_host(room_hex, 2), as_bence.seal(SEAT_TO_HOST, client.version,
                     {"type": "action", "base": client.version, "action": list(legal)}))
        bence._send({"type": "action", "base": client.version, "action": list(legal)},
                    seq=client.version)                                                   # not Bence's turn
        wire.publish(topics.to_host(room_hex, 0), b"x" * 64)                              # the host's own seat
        settle(qtbot, broker, lambda: len(session.dropped) >= dropped + 6)
    assert len(match.log) == before_log and json.dumps(match.state.to_json()) == before_state
    reasons = [why for _seat, why in session.dropped[dropped:]]
    assert "failed authentication" in reasons and "stale action" in reasons and "not a legal action" in reasons
    assert reasons.count("failed authentication") == 3 and "not this seat's turn" in reasons
    assert not any("dropped" in r.getMessage() for r in caplog.records)  # not a line each (issue 23)
    with caplog.at_level(logging.INFO, logger="tarsas.net.host"):
        session.drops.summarise(force=True)
    summaries = [r.getMessage() for r in caplog.records if "dropped" in r.getMessage()]
    assert len(summaries) == 1 and "2 x failed authentication (from seat 1)" in summaries[0]
    assert "stale action" in summaries[0] and summaries[0].startswith(f"dropped {len(session.drops)} messages")
    client.send_action(legal)  # the real move still goes through
    settle(qtbot, broker, lambda: len(match.log) == before_log + 1)


def test_a_remote_move_before_start_or_after_close_is_refused(window, qtbot):
    broker = MemoryBroker()
    match, _links = hosted(window, broker, seed=5)
    controller = window.table.controller
    import pytest

    from desktop_app.engine.game import IllegalMove

    with pytest.raises(IllegalMove):  # not started: the waiting room is still up
        controller.apply_remote(1, controller.state.legal_actions()[0])
    assert match.log == []


def test_old_saves_and_hold_round_trip(tmp_path):
    seat = Seat("Anna", "#16a085", "remote", "hard")
    assert seat.is_remote and not seat.is_human and seat.level == "hard"
    assert Seat.from_json(seat.to_json()) == seat
    assert "hold" not in Seat("Anna", "#16a085", "remote").to_json()  # omitted when None
    assert Seat.from_json({"name": "Bence", "colour": "#000000", "agent": "greedy"}).hold is None
    from desktop_app.engine.saves import SaveStore

    store = SaveStore(tmp_path)
    match = Match.start(SPEC, [Seat("Host", "#d35400"), seat], 2)
    loaded = store.load(store.save(match))
    assert loaded.seats == match.seats


def test_a_hosted_table_takes_back_and_the_friend_sees_the_table_before_the_move(window, qtbot):
    """Undo under the same rule as locally: the host's own seat takes back its settlement; the
    take-back is a newer version (Match.version only grows), so the friend's view goes back too.
    Then the friend takes back its own settlement through the controller's path (autosaved)."""
    broker = MemoryBroker()
    host_with_memory_broker(window, broker)
    match = Match.start(REGISTRY["kingdom_builder"], [Seat("Host", "#d35400"), Seat("Anna", "#16a085", "remote")], 2)
    window.start(match)
    table, controller = window.table, window.table.controller
    client = join(window, broker, 1)
    settle(qtbot, broker, table.waiting_room.start_button.isEnabled)
    table.waiting_room.start_button.click()
    before = as_json(match.state.view_for(1))
    assert controller.try_action(controller.state.legal_actions()[0])  # a settlement: undoable
    settle(qtbot, broker, lambda: client.version == 1 and not controller._awaiting_board)
    assert match.undoable() == 1 and controller.can_undo() and table.undo_button.isEnabled()
    assert client.undoable == 0  # not the friend's turn
    table.undo_button.click()
    assert len(match.log) == 0 and match.undos == 1 and table.status.text() == "Taken back."
    settle(qtbot, broker, lambda: client.version == 2)
    assert client.body["view"] == before and client.body["undos"] == 1
    assert json.loads(window.store.autosave_path(match).read_text())["undos"] == 1  # autosaved
    # The host plays its turn out; the friend places a settlement and takes it back.
    while match.state.current_player == 0:
        settle(qtbot, broker, lambda: not controller._awaiting_board)
        assert controller.try_action(controller.state.legal_actions()[0])
    settle(qtbot, broker, lambda: client.my_turn and client.version == match.version)
    client.send_action(client.legal_actions()[0])
    settle(qtbot, broker, lambda: client.version == match.version and client.undoable == 1)
    lines, version = len(match.log), match.version
    client.send_undo()
    settle(qtbot, broker, lambda: client.version == version + 1)
    assert len(match.log) == lines - 1 and table.status.text() == "Anna took back a move."
    assert client.body["view"] == as_json(match.state.view_for(1)) and client.my_turn
    assert json.loads(window.store.autosave_path(match).read_text())["undos"] == 2
    settle(qtbot, broker, lambda: table.log.count() == len(match.log))


def test_a_friends_move_arriving_while_the_board_moves_waits_for_it(window, qtbot):
    """Pacing as for a local move: the friend's move is applied once the last move has landed."""
    broker = MemoryBroker()
    match, _links = hosted(window, broker, seed=5)
    table, controller = window.table, window.table.controller
    client = join(window, broker, 1)
    settle(qtbot, broker, table.waiting_room.start_button.isEnabled)
    table.waiting_room.start_button.click()
    assert controller.paced  # Copenhagen's table animates
    while True:
        settle(qtbot, broker, lambda: not controller._awaiting_board)
        assert controller.try_action(controller.state.legal_actions()[0])
        if match.state.current_player == 1:
            break
    assert controller._awaiting_board  # the host's last piece is still moving
    broker.pump()
    assert client.my_turn and client.version == len(match.log)  # her view came at once
    moves = len(match.log)
    client.send_action(client.legal_actions()[0])
    topic, payload = broker.wire[-1]
    assert controller._awaiting_board
    _links[0].transport.on_message(topic, payload)  # it arrives now, while the pieces still move
    assert controller._pending_remote is not None and len(match.log) == moves  # held for the board
    qtbot.waitUntil(lambda: len(match.log) == moves + 1, timeout=5000)
    assert match.log[-1].player == 1
