"""The window's flow (issue items 5-7): hot-seat curtain, computer seats off the UI thread,
undo through the table, the end screen, resume from the shelf."""
from PySide6.QtWidgets import QLabel, QTableWidget

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.copenhagen.components import BOTH_ACTIONS
from desktop_app.ui.score_sheet import ScoreSheet

SPEC = REGISTRY["copenhagen"]


def hand_over(window) -> None:
    """Two humans: the table is handed over (before the first turn too); the next one is ready."""
    assert window.table.curtain.isVisible()
    window.table.curtain.button.click()


def test_hot_seat_curtain_hides_the_hand_between_two_humans(window, qtbot):
    match = Match.start(SPEC, [Seat("Anna", "#d35400"), Seat("Bence", "#16a085")], 3)
    window.start(match)
    controller = window.table.controller
    assert window.table.curtain.isVisible() and "Anna" in window.table.curtain.label.text()
    assert controller.viewer is None and not controller.can_act
    window.table.curtain.button.click()
    assert controller.viewer == 0 and not window.table.curtain.isVisible()
    assert controller.try_action(("take", (0, 1), ()))
    assert controller.viewer is None  # at once: the board never syncs with Bence's hand for Anna
    qtbot.waitUntil(window.table.curtain.isVisible)  # once the board settled
    assert "Bence" in window.table.curtain.label.text()
    assert controller.viewer is None and not controller.can_act  # nobody's hand is shown
    window.table.curtain.button.click()
    assert not window.table.curtain.isVisible()
    assert controller.viewer == 1 and controller.can_act


def test_computer_seats_move_on_their_own_off_the_ui_thread(window, qtbot):
    match = Match.start(SPEC, [Seat("Bot A", "#d35400", "greedy"), Seat("Bot B", "#16a085", "random")], 4)
    window.start(match)
    controller = window.table.controller
    controller.ai_pause_ms = 0
    qtbot.waitUntil(lambda: len(controller.match.log) >= 6, timeout=20000)
    assert controller.match.replay().to_json() == controller.state.to_json()


def test_closing_mid_thought_is_clean(window, qtbot):
    match = Match.start(SPEC, [Seat("Bot A", "#d35400", "greedy"), Seat("Anna", "#16a085")], 5)
    window.start(match)
    controller = window.table.controller
    window.table.close_match()  # cancel while the agent may still be thinking
    qtbot.wait(600)
    assert controller.closed and len(controller.match.log) == 0


def test_undo_button_takes_back_a_step_of_this_turn(window, qtbot):
    match = Match.start(SPEC, [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "random")], 6)
    match.state.players[0].abilities[BOTH_ACTIONS] = True
    match.state._legal = None
    match.fresh_state = lambda s=match.state.clone(): s.clone()
    window.start(match)
    controller = window.table.controller
    assert controller.try_action(("take", (0, 1), (BOTH_ACTIONS,)))
    window.table.refresh()
    assert window.table.undo_button.isEnabled()
    window.table.undo_button.click()
    assert controller.state.phase == "turn" and controller.match.log == []
    qtbot.waitUntil(lambda: not window.table.undo_button.isEnabled())


def test_end_screen_shows_winner_and_breakdown(window, qtbot):
    match = Match.start(SPEC, [Seat("Anna", "#d35400"), Seat("Bence", "#16a085")], 7)
    board = match.state.players[1]
    board.place("white", tuple((0, c) for c in range(5)), None)
    match.state.supply = ["end"]
    match.state._legal = None
    match.apply(("take", (0, 1), ()))
    assert match.state.is_over
    sheet = ScoreSheet(window)
    sheet.show_for(match)
    headline = sheet.findChildren(QLabel)[0].text()
    assert "Bence" in headline and "Anna" not in headline
    table = sheet.findChild(QTableWidget)
    assert table.columnCount() == 2
    labels = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert "Total" in labels and "Empty cells" in labels


def test_resume_from_the_shelf_restores_the_exact_game(window, qtbot):
    match = Match.start(SPEC, [Seat("Anna", "#d35400"), Seat("Bence", "#16a085")], 8)
    window.start(match)
    hand_over(window)
    controller = window.table.controller
    controller.try_action(("take", (2, 3), ()))
    saved = controller.state.to_json()
    window.show_shelf()
    assert window.shelf.continue_button.isEnabled()
    window.shelf.continue_button.click()
    assert window.table.controller.state.to_json() == saved
    assert [r.action for r in window.table.controller.match.log] == [("take", (2, 3), ())]


def test_hint_thinks_off_the_ui_thread_and_lights_a_legal_move(window, qtbot):
    match = Match.start(SPEC, [Seat("Anna", "#d35400"), Seat("Bence", "#16a085")], 9)
    window.start(match)
    hand_over(window)
    shown = []
    window.table.scene.show_hint = lambda action, hint: shown.append((action, hint))
    window.table.hint_button.click()
    qtbot.waitUntil(lambda: bool(shown), timeout=20000)
    action, hint = shown[0]
    assert action in window.table.controller.state.legal_actions() and hint.action == action
    assert window.table.hint_button.isEnabled()


def test_closing_cancels_a_hard_search(window, qtbot, monkeypatch):
    from desktop_app.ui import controller as controller_module

    real = controller_module.make_agent
    # A search far longer than the test, so only the cancel can end it: with the default 1.5 s a
    # slow machine finished the search while the table was still opening, before the close.
    monkeypatch.setattr(controller_module, "make_agent",
                        lambda level, spec, seed=None, **s: real(level, spec, seed, **{**s, "think": 60.0}))
    match = Match.start(SPEC, [Seat("Bot A", "#d35400", "hard"), Seat("Anna", "#16a085")], 10)
    window.start(match)
    controller = window.table.controller
    agent = controller._agents[0]
    qtbot.wait(100)  # the search is under way in the thread pool
    # it hands the UI thread the GIL every 0.5 ms, not Python's 5 ms (bench/gui.py thinking)
    assert __import__("sys").getswitchinterval() <= controller_module.UI_SWITCH_INTERVAL
    window.table.close_match()
    assert agent._cancelled
    qtbot.wait(300)
    assert len(controller.match.log) == 0


def test_shelf_lists_saves_right_after_its_first_paint(qtbot, tmp_path):
    """Start-up (issue 8): the shelf paints before it reads the saves, then lists them at once."""
    from desktop_app.engine.saves import SaveStore
    from desktop_app.ui.main_window import MainWindow

    store = SaveStore(tmp_path)
    store.save(Match.start(SPEC, [Seat("Anna", "#d35400"), Seat("Bence", "#16a085")], 3))
    win = MainWindow(store)
    qtbot.addWidget(win)
    assert win.shelf.saves.count() == 0 and not win.shelf.continue_button.isEnabled()
    win.show()
    qtbot.waitUntil(lambda: win.shelf.saves.count() == 1)
    assert win.shelf.continue_button.isEnabled()
