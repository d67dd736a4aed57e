"""Issue 22 finding 19: on the shelf nothing is offered that does nothing. Game → Save as, Review,
Export, Undo and Back to shelf are disabled there (and enabled at a table); Resume, Review and
Delete are disabled with an empty list; a joined game whose line says "your turn" is what
Continue continues."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.ui.main_window import MainWindow

ENTRIES = ("Save as…", "Review", "Export game…", "Undo", "Back to shelf")


@pytest.fixture
def win(qtbot):
    from desktop_app.ui import first_turn

    first_turn.set_dismissed("copenhagen")
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitUntil(lambda: window.shelf._listed)
    yield window
    window.table.close_match()


def game_menu_entries(win, qtbot) -> dict[str, bool]:
    """Open Game with the mouse, read which entries are enabled, close it with Esc."""
    bar = win.menuBar()
    top = next(a for a in bar.actions() if a.text() == win.tr("&Game"))
    QTest.mouseClick(bar, Qt.LeftButton, Qt.NoModifier, bar.actionGeometry(top).center())
    menu = top.menu()
    qtbot.waitUntil(menu.isVisible)
    shown = {a.text(): a.isEnabled() for a in menu.actions() if a.text() in ENTRIES}
    QTest.keyClick(menu, Qt.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible())
    return shown


def test_the_shelf_offers_nothing_that_does_nothing(win, qtbot):
    shelf = win.shelf
    qtbot.wait(20)
    assert shelf.saves.count() == 0
    assert game_menu_entries(win, qtbot) == dict.fromkeys(ENTRIES, False)
    assert not any(b.isEnabled() for b in (shelf.resume_button, shelf.review_button, shelf.delete_button))
    assert not shelf.continue_button.isEnabled()
    spec = REGISTRY["copenhagen"]
    win.start(Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "random")], 4))
    qtbot.waitUntil(lambda: win.table.controller is not None and win.table.controller.can_act, timeout=10000)
    assert game_menu_entries(win, qtbot) == dict.fromkeys(ENTRIES, True)
    qtbot.mouseClick(win.table.shelf_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: win.stack.currentWidget() is shelf)
    assert game_menu_entries(win, qtbot) == dict.fromkeys(ENTRIES, False)
    assert shelf.saves.count() == 1 and all(b.isEnabled() for b in (shelf.resume_button, shelf.review_button,
                                                                     shelf.delete_button))


def test_continue_continues_a_joined_game_whose_turn_it_is(qtbot, monkeypatch, tmp_path):
    from desktop_app.net.joined import JoinedStore
    from desktop_app.ui.online import join_dialog

    from online_join.helpers import PumpedBroker, ensure_remote_module, memory_host

    ensure_remote_module(monkeypatch)
    broker = PumpedBroker()
    try:
        host = memory_host(broker)
        host.play_own_turn()  # now Bence's turn: the seat joined from here
        JoinedStore().remember(host.code, host.session.view_body(1))
        opened = []

        class Dialog:  # the join dialog, recording the code it was opened with
            def __init__(self, _connect, _parent, code, show_finished=False):
                opened.append(code)
                self.connection = None

            def try_join(self):
                pass

            def exec(self):
                return False
        monkeypatch.setattr(join_dialog, "JoinDialog", Dialog)
        win = MainWindow()
        qtbot.addWidget(win)
        win.transport_factory = lambda invite: broker.connect()
        win.resize(1280, 720)
        win.show()
        shelf = win.shelf
        qtbot.waitUntil(lambda: shelf.saves.count() == 1)
        assert "your turn" in shelf.saves.item(0).text()
        assert shelf.continue_button.isEnabled(), "a game waits for you and Continue is disabled"
        qtbot.mouseClick(shelf.continue_button, Qt.LeftButton)
        assert opened == [host.code]
        shelf.refresher.stop()
    finally:
        broker.stop()
