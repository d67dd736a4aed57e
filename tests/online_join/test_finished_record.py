"""A finished game joined from another computer, through the real MainWindow (issue 17 "A finished
game shows everything"): the host's final view carries the match record; the joined score sheet
then has its score graph and Review like a local game, and the game is kept in the joiner's saves
(the saves list and statistics count it as finished). A hostile record is dropped, nothing kept."""
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
from desktop_app.net.channel import HOST_TO_SEAT

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
    # The host's key seals a final view whose record was tampered with (its log cut short).
    body = copy.deepcopy(host.session.view_body(1))
    body["record"]["log"] = body["record"]["log"][:-2]
    blob = host.session.channels[1].seal(HOST_TO_SEAT, host.match.version, body)
    host.session.transport.publish(topics.to_seat(host.session.room_hex, 1), blob, retain=True)
    qtbot.waitUntil(lambda: controller.body.get("over") is True, timeout=5000)
    qtbot.waitUntil(win.table.sheet.isVisible, timeout=5000)
    assert controller.match.record is None
    assert any("record" in why and "inconsistent" in why for why in controller.session.dropped)
    assert win.table.sheet.graph is None and not win.table.sheet.review_button.isVisible()
    assert SaveStore(tmp_path / "saves").list() == ([], [])
    # The honest copy that follows (a newer stamp) is taken.
    time.sleep(0.01)
    host.session.publish_views()
    qtbot.waitUntil(lambda: controller.match.record is not None, timeout=5000)
    assert len(SaveStore(tmp_path / "saves").list()[0]) == 1
    win.close()
