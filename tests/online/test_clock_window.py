"""Turn clocks on the hosting computer, in the real window (issue 24 point 3): the new-game dialog
offers a limit per turn; the side panel shows the time left to the seat on turn; a friend who
does not move has that turn played by the computer, and every table's log says so."""
from __future__ import annotations

from desktop_app.engine.match import Match
from desktop_app.net import turn_clock
from desktop_app.net.transport import MemoryBroker
from desktop_app.ui.dialogs import NewGameDialog

from .helpers import host_with_memory_broker, join, settle
from .test_host import SPEC


def test_a_friend_whose_time_runs_out_has_the_turn_played_and_the_log_says_so(window, qtbot, monkeypatch):
    monkeypatch.setitem(turn_clock.LIMITS, "2min", 2.0)  # "2 minutes" lasts two seconds here
    dialog = NewGameDialog(SPEC, window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.rows[1].agent.setCurrentIndex(dialog.rows[1].agent.findData("human"))
    assert not dialog.clock.isVisible()  # hot-seat: no clock to choose
    dialog.rows[1].agent.setCurrentIndex(dialog.rows[1].agent.findData("remote"))
    assert dialog.clock.isVisible() and dialog.clock.limit.currentData() == "none"
    assert not dialog.clock.level.isEnabled()
    dialog.clock.limit.setCurrentIndex(dialog.clock.limit.findData("2min"))
    assert dialog.clock.level.isEnabled() and dialog.clock.level.currentData() == "greedy"  # medium by default
    dialog.accept()
    broker = MemoryBroker()
    host_with_memory_broker(window, broker)
    window.start(Match.start(SPEC, dialog.seats(), 5, dialog.options()))
    table, controller = window.table, window.table.controller
    match = controller.match
    controller.ai_pause_ms = 0
    assert table.room.clock == 2.0 and table.session.turn_clock.limit == 2.0
    friend = match.seats[1].name
    anna = join(window, broker, 1)  # she joins, and then never moves
    settle(qtbot, broker, table.waiting_room.start_button.isEnabled)
    table.waiting_room.start_button.click()
    assert table.clock_label.isVisible()
    while match.state.current_player != 1:  # the host plays until it is her turn
        settle(qtbot, broker, lambda: controller.can_act and not controller._awaiting_board
               or match.state.current_player == 1)
        if match.state.current_player != 1:
            assert controller.try_action(controller.state.legal_actions()[0])
    settle(qtbot, broker, lambda: f"{friend}: 0:0" in table.clock_label.text())  # her time runs in the panel
    first = len(match.log)
    settle(qtbot, broker, lambda: match.state.current_player != 1 and len(match.log) > first, timeout=15000)
    assert all(r.player == 1 for r in match.log[first:])  # the computer played her turn
    note = f"⏱ time ran out: the computer played for {friend}"
    settle(qtbot, broker, lambda: table.log.count() == len(match.log))
    assert table.log.item(first).text().startswith(note + "\n")
    assert match.seats[1].hold is None  # the seat is hers again for her next turn
    assert f"{window.table.controller.match.seats[0].name}: " in table.clock_label.text()  # the host's own turn is timed now
    # her table learns it too: the clock's line for that log line
    settle(qtbot, broker, lambda: anna.version == match.version)
    assert [first, 1, "played"] in anna.turn_clock["events"]
