"""Turn clocks on the joining computer, in the real window (issue 24 point 3): the side panel
shows the time left; when it runs out the log says the computer played for the seat; after three
turns in a row the computer holds the seat, the panel says so and "I'm back" gives it back."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from desktop_app.engine.agents import make_agent
from desktop_app.net.turn_clock import TurnClock

from .helpers import memory_host
from .test_join_table import open_joined

LIMIT = 1.5


def run_host(host):
    """The host's app: its timer ticks the session (the clock), Anna plays at once, and a seat a
    computer holds is played by the medium level."""
    agent = make_agent("greedy", host.match.spec, seed=1)

    def tick():
        host.session.tick()
        state = host.match.state
        if state.is_over:
            return
        if state.current_player == 0:
            host.play_own_turn()
        elif host.match.seats[1].level is not None:
            host.match.apply(agent.choose(state.clone()))
            host.session.publish_views()
    timer = QTimer()
    timer.setInterval(400)  # a move at a time, as people and the paced tables see them
    timer.timeout.connect(tick)
    return timer


def test_the_joined_table_shows_the_clock_the_computer_and_im_back(qtbot, tmp_path, broker):
    host = memory_host(broker)
    host.session.use_turn_clock(TurnClock(LIMIT, "greedy", paused=True))  # as the host's table before Start
    host.play_own_turn()  # Bence's turn now
    host.session.publish_views()
    win = open_joined(qtbot, tmp_path, broker, host)
    table = win.table
    qtbot.waitUntil(lambda: "Bence: 0:0" in table.clock_label.text(), timeout=5000)
    assert table.clock_label.isVisible() and not table.clock_label.back.isVisible()
    host.session.turn_clock.paused = False
    timer = run_host(host)
    timer.start()
    try:
        note = "⏱ time ran out: the computer played for Bence"
        qtbot.waitUntil(lambda: any(table.log.item(i).text().startswith(note) for i in range(table.log.count())),
                        timeout=10000)
        qtbot.waitUntil(lambda: [e[2] for e in host.session.turn_clock.events] == ["played", "played", "held"],
                        timeout=40000)
        qtbot.waitUntil(table.clock_label.back.isVisible, timeout=5000)
        assert "The computer plays for Bence until Bence is back." in table.clock_label.text()
        held = "⏱ time ran out three turns in a row: the computer plays for Bence until Bence is back"
        qtbot.waitUntil(lambda: any(held in table.log.item(i).text() for i in range(table.log.count())), timeout=10000)
        QTest.mouseClick(table.clock_label.back, Qt.LeftButton)  # Bence is back
        qtbot.waitUntil(lambda: 1 not in host.session.turn_clock.held and host.match.seats[1].hold is None, timeout=5000)
        qtbot.waitUntil(lambda: not table.clock_label.back.isVisible(), timeout=5000)
        assert "until Bence is back" not in table.clock_label.text()
    finally:
        timer.stop()
