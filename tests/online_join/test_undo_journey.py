"""Take-backs across computers through two real MainWindows in one process (issue 16 "undo within
the same rules (the host decides)"): one window hosts a Kingdom Builder game, the other joins it by
its invite code. The host takes back a settlement from its Game menu and the joined table shows the
table before it; the joined seat takes back its own settlement with a mouse click on Undo."""
from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveStore
from desktop_app.games import REGISTRY
from desktop_app.ui.main_window import MainWindow

from .helpers import PumpedBroker
from .test_join_table import join_through_dialog, landed

SHOTS = os.environ.get("TARSAS_SHOTS")  # a folder: the joined table is saved there as PNGs


@pytest.fixture
def broker():
    broker = PumpedBroker()
    yield broker
    broker.stop()


def a_window(qtbot, folder, broker) -> MainWindow:
    win = MainWindow(SaveStore(folder / "saves"))
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    win.transport_factory = lambda invite: broker.connect()
    win.join_timeout_ms = 3000
    return win


def host_and_join(qtbot, tmp_path, broker):
    from tests.online.helpers import host_with_memory_broker

    host = a_window(qtbot, tmp_path / "host", broker)
    host_with_memory_broker(host, broker)
    match = Match.start(REGISTRY["kingdom_builder"], [Seat("Anna", "#d35400"), Seat("Bence", "#16a085", "remote")], 2)
    return host, start_with_friend(qtbot, tmp_path, broker, host, match), match


def start_with_friend(qtbot, tmp_path, broker, host, match) -> MainWindow:
    """The host starts `match`; Bence joins seat 1 through the join dialog, and the host presses
    Start in the waiting room. Returns the joiner's window."""
    from tests.online.helpers import code_of

    host.start(match)
    qtbot.waitUntil(host.table.waiting_room.isVisible)
    joiner = a_window(qtbot, tmp_path / "joiner", broker)
    opened, message = join_through_dialog(qtbot, joiner, code_of(host, 1))
    assert opened, message
    qtbot.waitUntil(host.table.waiting_room.start_button.isEnabled, timeout=5000)
    host.table.waiting_room.start_button.click()
    return joiner


def menu_action(win, text: str) -> QAction:
    game_menu = win.menuBar().actions()[0].menu()
    return next(a for a in game_menu.actions() if a.text() == text)


def shot(win, name: str) -> None:
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        win.grab().save(os.path.join(SHOTS, name))


def test_the_host_takes_back_and_the_joined_table_shows_the_table_before(qtbot, tmp_path, broker):
    host, joiner, match = host_and_join(qtbot, tmp_path, broker)
    hosting, joined = host.table.controller, joiner.table.controller
    landed(qtbot, joiner)
    before = joined.state.view_for(1)
    assert hosting.try_action(hosting.state.legal_actions()[0])  # Anna places a settlement
    qtbot.waitUntil(lambda: joined.body.get("version") == 1, timeout=5000)
    landed(qtbot, joiner)
    assert joiner.table.log.count() == 1 and joined.state.view_for(1) != before
    qtbot.waitUntil(lambda: not hosting._awaiting_board, timeout=5000)
    host.table.refresh()
    assert host.table.undo_button.isEnabled()
    menu_action(host, "Undo").trigger()  # Game ▸ Undo (Ctrl+Z) on the host's window
    assert len(match.log) == 0 and host.table.status.text() == "Taken back."
    qtbot.waitUntil(lambda: joined.body.get("version") == 2, timeout=5000)
    landed(qtbot, joiner)
    assert joined.state.view_for(1) == before == match.state.view_for(1)
    assert joiner.table.log.count() == 0  # the taken-back line is gone from the joined log
    assert joiner.table.status.text().startswith("Anna took back a move.")
    assert not joined.can_undo() and not joiner.table.undo_button.isEnabled()  # not Bence's to take back
    shot(joiner, "joined_after_host_undo.png")


def test_the_joined_seat_takes_back_its_own_settlement_with_the_mouse(qtbot, tmp_path, broker):
    host, joiner, match = host_and_join(qtbot, tmp_path, broker)
    hosting, joined = host.table.controller, joiner.table.controller
    while match.state.current_player == 0:  # Anna plays her whole turn
        qtbot.waitUntil(lambda: not hosting._awaiting_board, timeout=5000)
        assert hosting.try_action(hosting.state.legal_actions()[0])
    qtbot.waitUntil(lambda: joined.can_act and joined.body.get("version") == match.version, timeout=5000)
    landed(qtbot, joiner)
    before, lines = joined.state.view_for(1), joiner.table.log.count()
    assert not joiner.table.undo_button.isEnabled()  # nothing of this turn yet
    assert joined.try_action(joined.state.legal_actions()[0])  # Bence places a settlement
    qtbot.waitUntil(lambda: joined.body.get("version") == match.version and joined.can_undo(), timeout=5000)
    landed(qtbot, joiner)
    assert joiner.table.undo_button.isEnabled() and joiner.table.log.count() == lines + 1
    version = match.version
    QTest.mouseClick(joiner.table.undo_button, Qt.LeftButton)
    assert "waiting for the host" in joiner.table.status.text()
    qtbot.waitUntil(lambda: joined.body.get("version") == version + 1, timeout=5000)
    landed(qtbot, joiner)
    assert match.undos == 1 and len(match.log) == lines
    assert joined.state.view_for(1) == before == match.state.view_for(1)
    assert joiner.table.log.count() == lines and joiner.table.status.text().startswith("Taken back.")
    assert joined.can_act and not joiner.table.undo_button.isEnabled()
    assert host.table.status.text() == "Bence took back a move."
    # the joined log reads as the host's, line for line, though each view carried only the lines
    # the seat lacked (its kept lines say it lacks none now)
    texts = lambda win: [win.table.log.item(i).text() for i in range(win.table.log.count())]  # noqa: E731
    assert texts(joiner) == texts(host) and joined.session.log.first_wanted() == len(match.log)
    shot(joiner, "joined_after_own_undo.png")
    # Ctrl+Z's menu item with nothing left to take back says so and sends nothing.
    sent = len(broker.wire)
    menu_action(joiner, "Undo").trigger()
    assert joiner.table.status.text() == "Nothing of this turn can be taken back." and len(broker.wire) == sent
    # A view that claims otherwise (an older host, a race): the host checks, refuses, and says so.
    joined.body["undoable"] = 1
    menu_action(joiner, "Undo").trigger()
    qtbot.waitUntil(lambda: joiner.table.status.text() == "The host did not take it back.", timeout=5000)
    assert host.table.session.dropped[-1] == (1, "nothing to take back") and match.undos == 1
    assert joined.can_act  # the seat may go on playing


def test_play_again_with_the_same_friend(qtbot, tmp_path, broker):
    """Issue 16 after a finished game: the host chooses Play again; the friend's finished table
    offers the new game (its code came in its own channel) and one click joins it."""
    import random

    from tests.online.helpers import code_of, host_with_memory_broker

    from .helpers import when_join_dialog_opens

    from desktop_app.engine.game import Seat as S

    host = a_window(qtbot, tmp_path / "host", broker)
    host_with_memory_broker(host, broker)
    match = Match.start(REGISTRY["copenhagen"], [S("Anna", "#d35400"), S("Bence", "#16a085", "remote")], 5)
    rng, probe, actions = random.Random(6), match.fresh_state(), []
    while not probe.is_over:
        actions.append(rng.choice(probe.legal_actions()))
        probe.apply(actions[-1])
    for action in actions[:-3]:  # most of the game is behind them
        match.apply(action)
    joiner = start_with_friend(qtbot, tmp_path, broker, host, match)
    hosting, joined = host.table.controller, joiner.table.controller
    for action in actions[-3:]:
        version = match.version
        if match.state.current_player == 1:
            qtbot.waitUntil(lambda: joined.can_act, timeout=5000)
            assert joined.try_action(action)
        else:
            qtbot.waitUntil(lambda: hosting.can_act and not hosting._awaiting_board, timeout=5000)
            assert hosting.try_action(action)
        qtbot.waitUntil(lambda: joined.body.get("version") == version + 1, timeout=5000)
    qtbot.waitUntil(lambda: host.table.sheet.isVisible() and joiner.table.sheet.isVisible(), timeout=5000)
    assert joiner.table.sheet.again_button.text() == "Play again" and joined.next_code is None
    QTest.mouseClick(host.table.sheet.again_button, Qt.LeftButton)  # the host plays again
    qtbot.waitUntil(host.table.waiting_room.isVisible, timeout=5000)
    again = host.table.controller.match
    assert again is not match and again.match_id != match.match_id
    code = code_of(host, 1)
    qtbot.waitUntil(lambda: joined.next_code == code, timeout=5000)
    qtbot.waitUntil(joiner.table.sheet.isVisible, timeout=5000)
    assert joiner.table.sheet.again_button.text() == "Join the next game"
    assert joined.match.record is not None and joiner.table.sheet.graph is not None  # the record stays
    assert joiner.table.status.text().startswith("Anna starts a new game with you")
    shot(joiner, "joined_next_game_offer.png")
    when_join_dialog_opens(joiner, lambda dialog: None, deadline_ms=15_000)  # it joins by itself
    QTest.mouseClick(joiner.table.sheet.again_button, Qt.LeftButton)
    following = joiner.table.controller
    assert following is not joined and following.remote and following.code == code
    qtbot.waitUntil(host.table.waiting_room.start_button.isEnabled, timeout=5000)  # Bence is here
    host.table.waiting_room.start_button.click()
    qtbot.waitUntil(lambda: following.body.get("version") == again.version and not following.body.get("over"),
                    timeout=5000)
    assert following.state.view_for(1) == again.state.view_for(1)


def test_a_take_back_missed_in_between_still_rewrites_the_joined_log(qtbot, tmp_path, broker):
    """The joined seat sees only the view after a take-back and another move (the same number of
    lines): the taken-back line is replaced, not kept beside the table that no longer has it."""
    from .helpers import memory_host
    from .test_join_table import new_window

    host = memory_host(broker, "kingdom_builder", seed=2)
    win = new_window(qtbot, tmp_path, broker)
    opened, message = join_through_dialog(qtbot, win, host.code)
    assert opened, message
    controller = win.table.controller
    first, second = host.match.state.legal_actions()[:2]
    host.match.apply(first)
    host.session.publish_views()
    qtbot.waitUntil(lambda: controller.body.get("version") == 1, timeout=5000)
    landed(qtbot, win)
    line = win.table.log.item(0).text()
    host.match.undo()  # no view between: the seat never sees the table without the line
    host.match.apply(second)
    host.session.publish_views()
    qtbot.waitUntil(lambda: controller.body.get("version") == 3, timeout=5000)
    landed(qtbot, win)
    assert win.table.log.count() == 1 and win.table.log.item(0).text() != line
    assert [r.text for r in controller.match.log] == [host.match.log[0].text] and host.match.log[0].action == second
    assert controller.state.view_for(1) == host.match.state.view_for(1)
    win.close()
