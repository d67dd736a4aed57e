"""Issue 22 finding 3, saves written before bookmarks: resuming a named save began a new match, so
one game left three files (the turn-8 autosave, the named save, the new match's autosave played to
the end). The shelf lists them as one finished game with its bookmark; Continue does not offer the
superseded turn-8 autosave."""
import os
import random

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveStore
from desktop_app.games import REGISTRY
from desktop_app.ui.shelf import GAME_FILES


def test_an_old_resumed_named_save_is_one_game_on_the_shelf(qtbot):
    from desktop_app.ui.main_window import MainWindow

    store = SaveStore()
    spec = REGISTRY["copenhagen"]
    match = Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "random")], 11)
    rng = random.Random(11)
    for _ in range(8):
        match.apply(rng.choice(match.state.legal_actions()))
    store.save(match)                      # the turn-8 autosave
    store.save_as(match, "Friday night")   # the named save (same match id)
    match.match_id = os.urandom(6).hex()   # the old resume: a new match from the named save
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    store.save(match)
    assert len(store.list()[0]) == 3
    win = MainWindow(store)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    shelf = win.shelf
    qtbot.waitUntil(lambda: shelf.saves.count() > 0)
    texts = [shelf.saves.item(i).text() for i in range(shelf.saves.count())]
    games = [shelf.saves.item(i) for i in range(shelf.saves.count()) if shelf.saves.item(i).data(GAME_FILES)]
    assert len(games) == 1 and len(texts) == 2 and texts[1].startswith("Friday night"), texts
    assert "Finished" in texts[0]
    assert len(games[0].data(GAME_FILES)) == 3  # deleting the game takes all three files
    assert not shelf.continue_button.isEnabled(), "Continue offers the turn-8 autosave of a finished game"


def old_split_game(store, seed: int, keep_old_autosave: bool = True):
    """One game written the old way: the turn-8 autosave and the named save under one id, the
    resumed game under a new id played to the end."""
    spec = REGISTRY["copenhagen"]
    match = Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "random")], seed)
    rng = random.Random(seed)
    for _ in range(8):
        match.apply(rng.choice(match.state.legal_actions()))
    old_autosave = store.save(match)
    store.save_as(match, f"Friday night {seed}")
    if not keep_old_autosave:
        old_autosave.unlink()
    match.match_id = os.urandom(6).hex()
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    store.save(match)
    return match


def statistics_shown(qtbot, win) -> dict:
    """Open Game → Statistics… as a player does and read what it says."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from desktop_app.ui.stats import StatsDialog

    shown = {}

    def read():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, StatsDialog):
            QTimer.singleShot(20, read)
            return
        shown.update({key: label.text() for key, label in dialog.values.items()})
        dialog.reject()
    QTimer.singleShot(20, read)
    game_menu = win.menuBar().actions()[0].menu()
    next(a for a in game_menu.actions() if a.text() == "Statistics…").trigger()
    return shown


def test_statistics_count_an_old_split_game_once(qtbot):
    """Issue 22 finding 3 in Statistics: the shelf shows one game; Statistics counted two (the old
    id's autosave and named save, and the game that went on)."""
    from desktop_app.ui.main_window import MainWindow

    store = SaveStore()
    first = old_split_game(store, 11)
    second = old_split_game(store, 12, keep_old_autosave=False)  # only the named save is left of the old id
    assert len(store.list()[0]) == 5
    win = MainWindow(store)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    shelf = win.shelf
    qtbot.waitUntil(lambda: shelf.saves.count() > 0)
    games = [shelf.saves.item(i) for i in range(shelf.saves.count()) if shelf.saves.item(i).data(GAME_FILES)]
    assert len(games) == 2, [shelf.saves.item(i).text() for i in range(shelf.saves.count())]
    shown = statistics_shown(qtbot, win)
    assert shown["played"] == "2" and shown["finished"] == "2", shown
    winner = first.seats[first.state.winners()[0]].name
    assert winner in shown["wins"]
    assert shown["longest"] == f"{max(len(first.log), len(second.log))} moves (Copenhagen)", shown
    win.close()
