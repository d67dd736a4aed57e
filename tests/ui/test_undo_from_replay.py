"""Issue 22 finding 4: editing a save cannot widen undo. A Christmas Tree save whose log records
claim that no card was ever revealed still lets Anna take back nothing past the reveal she saw:
what undo may take back comes from replaying the moves, not from the file's reveal counters."""
import json
import random

from PySide6.QtCore import Qt

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveStore
from desktop_app.games import REGISTRY


def position_after_a_reveal() -> Match:
    """Seed 2, 20 moves: Anna is on turn and her last move (a card placed) revealed cards."""
    spec = REGISTRY["christmas_tree"]
    match = Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "random")], 2)
    rng = random.Random(2)
    for _ in range(20):
        match.apply(rng.choice(match.state.legal_actions()))
    last = match.log[-1]
    assert match.state.current_player == 0 and last.player == 0 and last.reveal_after != last.reveal_before
    assert match.undoable() == 0
    return match


def test_edited_reveal_counters_do_not_widen_undo(qtbot):
    from desktop_app.ui import first_turn
    from desktop_app.ui.main_window import MainWindow

    first_turn.set_dismissed("christmas_tree")
    store = SaveStore()
    match = position_after_a_reveal()
    path = store.save(match)
    data = json.loads(path.read_text())
    data["log"] = [[p, a, before, before] for p, a, before, _after in data["log"]]  # "nothing was ever revealed"
    path.write_text(json.dumps(data))
    win = MainWindow(store)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    shelf = win.shelf
    qtbot.waitUntil(lambda: shelf.saves.count() == 1)
    qtbot.mouseClick(shelf.saves.viewport(), Qt.LeftButton, pos=shelf.saves.visualItemRect(shelf.saves.item(0)).center())
    qtbot.mouseClick(shelf.resume_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.table and win.table.controller.can_act, timeout=10000)
    qtbot.wait(50)
    table = win.table
    assert not table.undo_button.isEnabled(), "Undo offers to take back a move that revealed cards"
    qtbot.keyClick(win, Qt.Key_Z, Qt.ControlModifier)  # Game → Undo's shortcut
    qtbot.wait(20)
    assert len(table.controller.match.log) == 20, "a move past a reveal was taken back"
    win.table.close_match()
