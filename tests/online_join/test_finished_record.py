"""A finished game joined from another computer, through the real MainWindow (issue 17 "A finished
game shows everything"): the host sends the match record once the game is over; the joined score sheet
then has its score graph and Review like a local game, and the game is kept in the joiner's saves
(the saves list and statistics count it as finished). The record travels once on the seat's own
record topic, the final view names it by its digest. A hostile record is dropped, nothing kept."""
from __future__ import annotations

import copy
import os
import random
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.engine.saves import SaveStore
from desktop_app.engine.stats import StatsIndex
from desktop_app.net import topics
from desktop_app.net.channel import HOST_TO_SEAT, HOST_TO_SEAT_RECORD, digest, encode
from desktop_app.net.host import finished_record

from .helpers import PumpedBroker, memory_host
from .test_every_game import quick_motions  # noqa: F401  (fixture)
from .test_join_table import join_through_dialog, landed, new_window

SHOTS = os.environ.get("TARSAS_SHOTS")


@pytest.fixture
def broker():
    broker = PumpedBroker()
    yield broker
    broker.stop()


def near_the_end(host, left: int = 4, seed: int = 3) -> list:
    """Play the host's match (both seats, here) until `left` actions before its end; returns those."""
    rng = random.Random(seed)
    probe = host.match.fresh_state()
    actions = []
    while not probe.is_over:
        actions.append(rng.choice(probe.legal_actions()))
        probe.apply(actions[-1])
    for action in actions[:-left]:
        host.match.apply(action)
    host.session.publish_views()
    return actions[-left:]


def finish(qtbot, host, controller, rest) -> None:
    """The last actions: the host's seat here, the joined seat through its table."""
    for action in rest:
        version = host.match.version
        if host.match.state.current_player == 1:
            qtbot.waitUntil(lambda: controller.can_act, timeout=5000)
            assert controller.try_action(action)
        else:
            host.match.apply(action)
            host.session.publish_views()
        qtbot.waitUntil(lambda: controller.body.get("version") == version + 1, timeout=5000)
    assert host.match.state.is_over


def test_the_joined_score_sheet_has_its_graph_and_review_and_the_game_is_kept(qtbot, tmp_path, broker, quick_motions):
    host = memory_host(broker, "copenhagen", seed=5)
    rest = near_the_end(host)
    win = new_window(qtbot, tmp_path, broker)
    opened, message = join_through_dialog(qtbot, win, host.code)
    assert opened, message
    controller = win.table.controller
    assert controller.match.record is None and not win.table.sheet.isVisible()
    finish(qtbot, host, controller, rest)
    qtbot.waitUntil(win.table.sheet.isVisible, timeout=5000)
    landed(qtbot, win)
    sheet = win.table.sheet
    record = controller.match.record
    assert record is not None and record.state.to_json() == host.match.state.to_json()
    assert sheet.graph is not None and sheet.review_button.isVisible()
    assert sheet.graph.isVisible()
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        win.grab().save(os.path.join(SHOTS, "joined_score_sheet.png"))
    # Kept in this computer's saves as a finished game, seen from this seat.
    store = SaveStore(tmp_path / "saves")
    infos, errors = store.list()
    assert errors == [] and len(infos) == 1
    info = infos[0]
    assert info.finished and info.game == "copenhagen" and info.path.name.startswith("joined-copenhagen-")
    assert [s.agent for s in info.seats] == ["remote", "human"] and info.thumbnail  # the final table's picture
    summaries = StatsIndex(store).refresh()
    assert [(s["finished"], s["match_id"]) for s in summaries] == [(True, host.match.match_id)]
    # Review opens the replay of the whole game from the sheet, like a local game's.
    QTest.mouseClick(sheet.review_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win._review, timeout=3000)
    assert win._review.replay.match is record and win._review.replay.length == len(host.match.log)
    win.close_review()
    assert win.stack.currentWidget() is win.table
    # Game ▸ Review on the finished joined table replays the record too (no "the host keeps it").
    review = next(a for a in win.menuBar().actions()[0].menu().actions() if a.text() == "Review")
    review.trigger()
    assert win.stack.currentWidget() is win._review and win._review.replay.match is record
    win.close()


def test_a_hostile_record_is_dropped_and_nothing_is_kept(qtbot, tmp_path, broker, quick_motions):
    host = memory_host(broker, "copenhagen", seed=5)
    rest = near_the_end(host, left=1, seed=6)
    assert host.match.state.current_player == 0  # the last action is the host's
    win = new_window(qtbot, tmp_path, broker)
    opened, message = join_through_dialog(qtbot, win, host.code)
    assert opened, message
    controller = win.table.controller
    landed(qtbot, win)
    host.session.transport.on_message = lambda *_message: None  # the host answers nobody for now
    host.match.apply(rest[0])
    assert host.match.state.is_over
    # The host's key seals a tampered record (its log cut short) and a final view naming it.
    version, room = host.match.version, host.session.room_hex
    record = copy.deepcopy(finished_record(host.match))
    record["log"] = record["log"][:-2]
    body = {**host.session.view_body(1), "record_digest": digest(encode(record))}
    sealed = host.session.channels[1].seal(HOST_TO_SEAT_RECORD, version, {"type": "record", "version": version,
                                                                          "record": record})
    host.session.transport.publish(topics.record_to_seat(room, 1), sealed, retain=True)
    blob = host.session.channels[1].seal(HOST_TO_SEAT, version, body)
    host.session.transport.publish(topics.to_seat(room, 1), blob, retain=True)
    qtbot.waitUntil(lambda: controller.body.get("over") is True, timeout=5000)
    qtbot.waitUntil(win.table.sheet.isVisible, timeout=5000)
    assert controller.match.record is None
    assert any("record" in why and "inconsistent" in why for why in controller.session.dropped)
    assert win.table.sheet.graph is None and not win.table.sheet.review_button.isVisible()
    assert SaveStore(tmp_path / "saves").list() == ([], [])
    # The honest copies that follow (the record, once; the view with a newer stamp) are taken.
    time.sleep(0.01)
    host.session.publish_views()
    qtbot.waitUntil(lambda: controller.match.record is not None, timeout=5000)
    assert len(SaveStore(tmp_path / "saves").list()[0]) == 1
    qtbot.waitUntil(lambda: win.table.sheet.graph is not None, timeout=3000)  # the sheet came back, whole
    assert win.table.sheet.isVisible() and win.table.sheet.review_button.isVisible()
    win.close()


def test_a_record_after_the_final_view_completes_the_score_sheet_and_a_rejoin_keeps_it(qtbot, tmp_path, broker,
                                                                                      quick_motions):
    host = memory_host(broker, "copenhagen", seed=5)
    rest = near_the_end(host, left=1, seed=6)
    win = new_window(qtbot, tmp_path, broker)
    opened, message = join_through_dialog(qtbot, win, host.code)
    assert opened, message
    controller = win.table.controller
    landed(qtbot, win)
    host.match.apply(rest[0])
    session = host.session
    held = dict(session._records_sent)
    session._records_sent = {seat: (session._record()[1], topics.will_token(session.transport))
                             for seat in session.channels}  # as if sent: the final views go alone
    session.publish_views()
    qtbot.waitUntil(win.table.sheet.isVisible, timeout=5000)
    assert controller.match.record is None and win.table.sheet.graph is None
    room = session.room_hex
    assert topics.record_to_seat(room, 1) not in broker.retained
    session._records_sent = held
    session.publish_view(1)  # now the record (the view is the same table: no new sheet by itself)
    qtbot.waitUntil(lambda: controller.match.record is not None, timeout=5000)
    qtbot.waitUntil(lambda: win.table.sheet.graph is not None, timeout=3000)
    assert win.table.sheet.isVisible() and win.table.sheet.review_button.isVisible()
    assert len(SaveStore(tmp_path / "saves").list()[0]) == 1
    if SHOTS:
        landed(qtbot, win)
        win.grab().save(os.path.join(SHOTS, "joined_score_sheet_late_record.png"))
    # Back to the shelf and in again: the retained final view and record give the same finished table.
    win.show_shelf()
    win.join(host.code)
    qtbot.waitUntil(lambda: win.table.controller is not controller and win.table.controller.match.record is not None,
                    timeout=5000)
    assert win.table.controller.match.record.state.to_json() == host.match.state.to_json()
    assert len(SaveStore(tmp_path / "saves").list()[0]) == 1  # kept once
    win.close()
