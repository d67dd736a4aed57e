"""Issue 23 finding 5 on the hosting computer, in the real window: the host's own table says when
its broker link is down (not only the waiting room), and the shelf lists the friends of a hosted
game as friends, not as computer players."""
from __future__ import annotations

from desktop_app.net.transport import MemoryBroker

from .helpers import join, play_turns, settle
from .test_host import hosted


def test_the_hosts_table_says_its_link_is_down_and_the_shelf_lists_friends_as_friends(window, qtbot):
    broker = MemoryBroker()
    match, links = hosted(window, broker, seed=5)
    table = window.table
    client = join(window, broker, 1)
    settle(qtbot, broker, table.waiting_room.start_button.isEnabled)
    table.waiting_room.start_button.click()
    play_turns(window, qtbot, broker, client, remote_moves=1)
    assert "connection" not in table.status.text()
    links[0].transport.inner.die()  # the host's broker link drops
    settle(qtbot, broker, lambda: "connection to the game's server is lost" in table.status.text())
    assert table.session.link_up is False
    assert "away" in table.rows[1].kind.text()  # not "online": a table without its link cannot tell
    links[0].transport.inner.reconnect()
    settle(qtbot, broker, lambda: "connection to the game's server is lost" not in table.status.text())
    assert table.session.link_up is True
    settle(qtbot, broker, lambda: "online" in table.rows[1].kind.text())
    window.show_shelf()
    settle(qtbot, broker, lambda: window.shelf.saves.count() >= 1)
    text = window.shelf.saves.item(0).text()
    assert "Anna (friend)" in text and "Anna (computer)" not in text, text


def test_the_new_game_dialog_decides_hints_for_everyone(window, qtbot):
    """Issue 23 finding 8 on the hosting computer: with a friend's seat the new-game dialog offers
    "Hints for everyone"; on, a friend's Hint is thought out by the host's app and reaches the
    friend; off, nobody gets one (the host's own Hint says so)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from desktop_app.engine.match import Match
    from desktop_app.ui.dialogs import NewGameDialog

    from .helpers import host_with_memory_broker
    from .test_host import SPEC

    for hints in (True, False):
        dialog = NewGameDialog(SPEC, window)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.rows[1].agent.setCurrentIndex(dialog.rows[1].agent.findData("human"))  # the dialog remembers the last run's seats
        assert not dialog.hints.isVisible()  # hot-seat and computers only: nothing to decide
        dialog.rows[1].agent.setCurrentIndex(dialog.rows[1].agent.findData("remote"))
        assert dialog.hints.isVisible() and dialog.hints.isChecked()
        if not hints:  # the host unticks it with the mouse
            QTest.mouseClick(dialog.hints, Qt.LeftButton, Qt.NoModifier, QPoint(8, dialog.hints.height() // 2))
        assert dialog.hints.isChecked() is hints
        dialog.accept()
        broker = MemoryBroker()
        links = host_with_memory_broker(window, broker)
        window.start(Match.start(SPEC, dialog.seats(), 5, dialog.options()))
        table = window.table
        assert links and table.session.hints is hints and table.room.hints is hints
        client = join(window, broker, 1)
        settle(qtbot, broker, table.waiting_room.start_button.isEnabled)
        table.waiting_room.start_button.click()
        play_turns(window, qtbot, broker, client, remote_moves=0)
        controller = table.controller
        while not client.my_turn:  # the host plays until it is the friend's turn
            settle(qtbot, broker, lambda: controller.can_act and not controller._awaiting_board or client.my_turn)
            if not client.my_turn:
                controller.try_action(controller.state.legal_actions()[0])
        client.ask_hint()
        if hints:
            settle(qtbot, broker, lambda: "hint" in (client.body or {}), timeout=20000)
            assert client.body["hint"]["base"] == client.version
            assert tuple(map(tuple, [client.body["hint"]["action"]]))[0] is not None
        else:
            settle(qtbot, broker, lambda: ("hints are off" in [w for _s, w in table.session.dropped]))
            assert client.body["hints"] is False
        window.show_shelf()
