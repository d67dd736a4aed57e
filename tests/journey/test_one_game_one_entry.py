"""Issue 22 finding 3: one game is one entry. Play to turn 8, Save as "Péntek este #1", quit,
start again on the same profile, resume the named save, play to the end: the shelf lists the game
once (its bookmark under it), Continue offers nothing (the game is over), Statistics count one
game, and the game kept its identity and its name throughout."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QInputDialog, QLineEdit

from desktop_app.ui import first_turn
from desktop_app.ui.dialogs import NewGameDialog
from desktop_app.ui.shelf import GAME_FILES
from desktop_app.ui.stats import StatsDialog
from journey_driver import Journey, fast_forward, fill_new_game_dialog, translate

NAME = "Péntek este #1"


def open_shelf(j: Journey) -> None:
    j.window.show()
    j.wait_until(lambda: j.window.shelf._listed and j.window.stack.currentWidget() is j.window.shelf, 5, "the shelf")


def play_until(j: Journey, done) -> None:
    """The human seat's moves through the controller (a random legal one each), the computer's
    by its own thread, until done()."""
    while not done():
        j.wait_until(lambda: j.controller.can_act or done(), 30, "the human's turn")
        if done():
            break
        j.settle()
        j.quick_move(j)
        j.wait(1)


def quick_move(j: Journey) -> None:
    actions = j.controller.state.legal_actions()
    assert j.controller.try_action(actions[j.rng.randrange(len(actions))])


def game_lines(shelf) -> list[str]:
    return [shelf.saves.item(i).text() for i in range(shelf.saves.count()) if shelf.saves.item(i).data(GAME_FILES)]


@pytest.mark.journey
def test_a_named_save_resumed_and_finished_is_one_game(journey, qtbot):
    import random

    j = journey("copenhagen", label="one game")
    j.rng = random.Random(3)
    j.quick_move = quick_move
    first_turn.set_dismissed("copenhagen")
    open_shelf(j)
    failures = j.on_modal(NewGameDialog, lambda d: fill_new_game_dialog(j, d, ["human", "random"], 3, {}))
    j.click(j.window.shelf.game_buttons["copenhagen"])
    j.raise_failures(failures)
    j.wait_until(lambda: j.controller is not None, 5, "the table")
    j.controller.ai_pause_ms = 0
    match_id = j.controller.match.match_id
    play_until(j, lambda: len(j.controller.match.log) >= 8 and j.controller.can_act)

    def fill_name(dialog):
        line = dialog.findChild(QLineEdit)
        j.click(line)
        line.selectAll()
        line.insert(NAME)  # pasted: QTest.keyClicks aborts on a non-ASCII key offscreen
        j.click(j.button_box_button(dialog, QDialogButtonBox.AcceptRole))
    failures = j.on_modal(QInputDialog, fill_name)
    j.menu("&Game", translate("MainWindow", "Save as…"))
    j.raise_failures(failures)
    at_save = j.controller.state.to_json()
    assert j.controller.match.name == "", "Save as bookmarks the game; it does not rename it"
    j.menu("&Game", translate("MainWindow", "Quit"))
    j.wait_until(lambda: not j.window.isVisible(), 5, "the window to close")

    from desktop_app.ui.main_window import MainWindow

    again = Journey("copenhagen", window=MainWindow(), label="one game, again")  # a new start, same profile
    qtbot.addWidget(again.window)
    again.rng, again.quick_move = j.rng, quick_move
    j = again
    open_shelf(j)
    shelf = j.window.shelf
    j.wait_until(lambda: shelf.saves.count() > 0, 5, "the saves listed")
    assert len(game_lines(shelf)) == 1, [shelf.saves.item(i).text() for i in range(shelf.saves.count())]
    row = next(i for i in range(shelf.saves.count()) if shelf.saves.item(i).text().startswith(NAME))
    assert row == 1, "the bookmark is listed under its game"
    j.click(shelf.saves.viewport(), shelf.saves.visualItemRect(shelf.saves.item(row)).center())
    assert shelf.saves.currentRow() == row
    j.click(shelf.resume_button)
    j.wait_until(lambda: j.window.stack.currentWidget() is j.window._table and j.controller is not None, 5, "the table")
    j.controller.ai_pause_ms = 0
    assert j.controller.match.match_id == match_id, "resuming the bookmark continues that game"
    assert j.controller.state.to_json() == at_save
    fast_forward(j, keep=6)
    play_until(j, lambda: j.controller.state.is_over)
    j.settle()
    j.click(j.table.shelf_button)
    j.wait_until(lambda: j.window.stack.currentWidget() is shelf, 5, "the shelf")

    lines = game_lines(shelf)
    assert len(lines) == 1, f"one game, one entry: {lines}"
    texts = [shelf.saves.item(i).text() for i in range(shelf.saves.count())]
    assert len(texts) == 2 and texts[1].startswith(NAME), texts
    assert not shelf.continue_button.isEnabled(), "Continue never offers a finished game"
    assert shelf.saves.item(0).data(Qt.UserRole) == j.window.store.folder / f"auto-copenhagen-{match_id}.json"

    shown = {}

    def read_figures(dialog):
        shown["played"] = dialog.values["played"].text()
        shown["finished"] = dialog.values["finished"].text()
        dialog.reject()
    failures = j.on_modal(StatsDialog, read_figures)
    j.menu("&Game", translate("MainWindow", "Statistics…"))
    j.raise_failures(failures)
    assert shown == {"played": "1", "finished": "1"}, shown
