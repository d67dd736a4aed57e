"""Issue 15 through the real window: hostile files beside good ones on the shelf, failed saves shown
until a save succeeds, Save as asking before replacing, a match open in another instance, names as
plain text, the games' box fronts. The data folder is the clean one tests/conftest.py sets
(TARSAS_DATA_DIR)."""
import errno
import json
import os
import random
import subprocess
import sys
import time

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QMessageBox

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveStore
from desktop_app.games import REGISTRY
from desktop_app.ui import save_dialogs

RICH = "<b style='color:red;font-size:60px'>SYSTEM ERROR</b><img src='/etc/passwd'>"


def played(seed, actions=6, names=("Anna", "Bence")) -> Match:
    spec = REGISTRY["copenhagen"]
    match = Match.start(spec, [Seat(names[0], "#d35400"), Seat(names[1], "#16a085")], seed)
    rng = random.Random(seed)
    for _ in range(actions):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


@pytest.fixture
def messages(monkeypatch):
    """Every message box the save dialogs would show, answered from `answers` (default: Cancel/No)."""
    class Shown(list):
        answers: list

    shown = Shown()
    answers = []

    def fake(parent, icon, title, text, buttons=QMessageBox.Ok, default=QMessageBox.NoButton):
        shown.append((icon, title, text))
        return answers.pop(0) if answers else default if default != QMessageBox.NoButton else QMessageBox.Ok
    monkeypatch.setattr(save_dialogs, "message", fake)
    shown.answers = answers
    return shown


@pytest.fixture
def win(qtbot):
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    yield window
    window.table.close_match()


def hostile_files(store: SaveStore, data: dict) -> list[str]:
    folder = store.folder

    def put(name, changes=None, text=None):
        (folder / name).write_text(text if text is not None else json.dumps({**data, **(changes or {})}), encoding="utf-8")
    put("infinity.json", text=json.dumps({**data, "updated": "@"}).replace('"@"', "Infinity"))
    put("huge-format.json", {"progress_parts": ["{a:>300000000}", {"a": "x"}], "match_id": "huge"})
    put("brackets.json", text="[" * 1024)
    os.mkfifo(folder / "pipe.json")
    os.symlink("/dev/zero", folder / "zero.json")
    put("version-true.json", {"version": True})
    put("finished-no.json", {"finished": "no"})
    put("level.json", {"seats": [data["seats"][0], {**data["seats"][1], "agent": "grandmaster"}]})
    put("traversal.json", {"match_id": "../../../x/evil"})
    return ["infinity.json", "huge-format.json", "brackets.json", "pipe.json", "zero.json", "version-true.json",
            "finished-no.json", "level.json", "traversal.json"]


def test_shelf_names_every_bad_file_and_the_good_ones_list_continue_and_resume(win, qtbot, messages):
    store = win.store
    older = played(1, names=(RICH, "Bence"))
    store.save(older)
    time.sleep(0.01)
    latest = played(2)
    latest_path = store.save(latest)
    data = json.loads(latest_path.read_text())
    bad = hostile_files(store, data)
    state = json.loads(json.dumps(data["state"]))
    state["tile_supply"][0][0] = 196  # lists (its header is fine) but cannot be resumed
    (store.folder / "hostile-snapshot.json").write_text(json.dumps({**data, "state": state, "match_id": "snap",
                                                                    "updated": data["updated"] - 100}))
    (store.folder / "bad-thumbnail.json").write_text(json.dumps({**data, "thumbnail": "%%%", "match_id": "thumb",
                                                                 "updated": data["updated"] - 200}))
    stray = store.folder / ".auto-copenhagen-dead-x1y2.tmp"  # left by a write that was killed
    stray.write_text('{"format": "tarsas-sa')
    os.utime(stray, (time.time() - 300, time.time() - 300))
    win.show()
    qtbot.waitUntil(lambda: win.shelf.saves.count() > 0)
    shelf = win.shelf
    assert not stray.exists()  # cleaned at start
    problems = shelf.problems.text()
    for name in bad:
        assert name in problems
    assert shelf.saves.count() == 4  # two good, the snapshot that only fails on resume, the thumbnail dropped
    texts = [shelf.saves.item(i).text() for i in range(shelf.saves.count())]
    assert any(RICH in text for text in texts)  # shown literally: list items are plain text
    assert shelf.problems.textFormat() == Qt.PlainText and shelf.continue_label.textFormat() == Qt.PlainText
    assert shelf.continue_button.isEnabled()
    # Continue: the latest unfinished good save
    shelf.continue_button.click()
    assert win.stack.currentWidget() is win.table
    assert win.table.controller.match.match_id == latest.match_id
    assert len(win.table.controller.match.log) == len(latest.log)
    win.show_shelf()
    # Resume a hostile snapshot: a message naming it, the shelf stays
    row = next(i for i in range(shelf.saves.count()) if shelf.saves.item(i).data(Qt.UserRole).name == "hostile-snapshot.json")
    shelf.saves.setCurrentRow(row)
    shelf.resume_button.click()
    assert messages and "hostile-snapshot.json" in messages[-1][2]
    assert win.stack.currentWidget() is win.shelf
    # Resume the other good one: its seat name is plain text at the table
    row = next(i for i in range(shelf.saves.count()) if RICH in shelf.saves.item(i).text())
    shelf.saves.setCurrentRow(row)
    shelf.resume_button.click()
    assert win.stack.currentWidget() is win.table
    name_label = win.table.rows[0].name
    assert name_label.textFormat() == Qt.PlainText and name_label.text().startswith(RICH)
    assert win.table.status.textFormat() == Qt.PlainText and win.table.curtain.label.textFormat() == Qt.PlainText
    assert win.table.sheet.headline.textFormat() == Qt.PlainText  # the winners' names (score sheet)


def test_failed_autosave_is_shown_until_a_save_succeeds(win, qtbot, monkeypatch, messages):
    win.show()
    spec = REGISTRY["copenhagen"]
    win.start(Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "random")], 4))
    controller, banner = win.table.controller, win.table.save_banner
    assert banner.isHidden()
    real_save = win.store.save

    def full_disk(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(win.store, "save", full_disk)
    controller.ai_pause_ms = 0
    table_before = win.table.view.geometry()
    assert controller.try_action(controller.state.legal_actions()[0])
    assert banner.isVisible() and "No space left on device" in banner.label.text()
    qtbot.wait(50)  # let any layout request run
    # it floats over the table: the table keeps its size and place (no target moves under the mouse)
    assert win.table.view.geometry() == table_before
    assert win.table.view.rect().contains(banner.geometry()) and banner.height() >= banner.sizeHint().height()
    assert banner.retry_button.isVisible() and banner.retry_button.width() > 0
    qtbot.waitUntil(lambda: controller.state.current_player == 0 and len(controller.match.log) >= 2, timeout=10_000)
    assert banner.isVisible()  # the computer's move and "X is thinking…" did not hide it
    banner.retry_button.click()
    assert banner.isVisible()  # still failing
    monkeypatch.setattr(win.store, "save", real_save)
    banner.retry_button.click()
    assert banner.isHidden()
    assert len(win.store.load(win.store.autosave_path(controller.match)).log) == len(controller.match.log)


def test_read_only_folder_keeps_the_last_good_file_and_offers_save_elsewhere(win, qtbot, monkeypatch, messages, tmp_path):
    import tempfile

    win.show()
    spec = REGISTRY["copenhagen"]
    win.start(Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bence", "#16a085")], 4))
    win.table.curtain.button.click()  # two humans: the table is handed to Anna first (issue 13)
    controller, banner = win.table.controller, win.table.save_banner
    path = win.store.autosave_path(controller.match)
    before = path.read_bytes()
    real_mkstemp = tempfile.mkstemp

    def read_only(**kwargs):
        if kwargs.get("dir") == path.parent:
            raise OSError(errno.EROFS, "Read-only file system")
        return real_mkstemp(**kwargs)
    monkeypatch.setattr(tempfile, "mkstemp", read_only)
    assert controller.try_action(controller.state.legal_actions()[0])
    assert banner.isVisible() and "Read-only" in banner.label.text()
    assert path.read_bytes() == before
    target = tmp_path / "elsewhere" / "copy.json"
    target.parent.mkdir()
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    banner.elsewhere_button.click()
    assert json.loads(target.read_text())["log"] == [r.to_json() for r in controller.match.log]
    # Save as into the read-only folder: an error dialog, no exception
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Friday night!", True))
    win.save_as()
    assert messages[-1][0] == QMessageBox.Warning and "Read-only file system" in messages[-1][2]


def test_save_as_asks_before_replacing_a_name(win, qtbot, monkeypatch, messages):
    from PySide6.QtWidgets import QInputDialog

    win.show()
    spec = REGISTRY["copenhagen"]
    first = Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bence", "#16a085")], 4)
    win.start(first)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Friday night!", True))
    win.save_as()
    saved = win.store.named_path("Friday night!")
    assert win.store.load(saved).seed == 4
    win.start(Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bence", "#16a085")], 9))
    messages.answers.append(QMessageBox.No)
    win.save_as()
    assert "Friday night!" in messages[-1][2] and win.store.load(saved).seed == 4  # asked; kept
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Friday night?", True))
    win.save_as()  # another name: no question, another file
    assert win.store.load(win.store.named_path("Friday night?")).seed == 9 and len(messages) == 1
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Friday night!", True))
    messages.answers.append(QMessageBox.Yes)
    win.save_as()
    assert win.store.load(saved).seed == 9


def test_second_instance_says_the_match_is_open_elsewhere(win, qtbot, messages):
    store = win.store
    match = played(3)
    path = store.save(match)
    holder = subprocess.Popen([sys.executable, "-c", (
        "import sys, time; from pathlib import Path; from desktop_app.engine.locks import MatchLock;"
        "MatchLock(Path(sys.argv[1]), sys.argv[2]).acquire(); print('held', flush=True); time.sleep(60)"),
        str(store.locks_folder), match.match_id], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        win.show()
        win.resume(path)  # answered Cancel
        assert "already open" in messages[-1][2] and win.stack.currentWidget() is win.shelf
        messages.answers.append(QMessageBox.Yes)
        win.resume(path)  # a copy: a new match that cannot overwrite the other window's
        assert win.stack.currentWidget() is win.table
        copy = win.table.controller.match
        assert copy.match_id != match.match_id and len(copy.log) == len(match.log)
        assert store.autosave_path(copy) != path
    finally:
        holder.kill()
        holder.wait()
    win.show_shelf()
    assert not (store.locks_folder / f"{copy.match_id}.lock").exists()  # released on leaving the table


def test_shelf_draws_the_games_box_fronts_after_its_first_paint(qtbot, monkeypatch):
    import importlib.machinery
    import types

    from desktop_app.ui.main_window import MainWindow

    calls = []
    module = types.ModuleType("desktop_app.games.copenhagen.view.box")
    module.__spec__ = importlib.machinery.ModuleSpec(module.__name__, None)
    module.draw_box_front = lambda painter, rect: calls.append((painter.isActive(), QRectF(rect)))
    monkeypatch.setitem(sys.modules, module.__name__, module)
    window = MainWindow()
    qtbot.addWidget(window)
    assert calls == []  # nothing of the games' art loads before the shelf has painted
    window.show()
    qtbot.waitUntil(lambda: bool(calls))
    active, rect = calls[0]
    assert active and rect.width() >= 180 and rect.height() >= 120
    button = window.shelf.game_buttons["copenhagen"]
    assert button.toolButtonStyle() == Qt.ToolButtonIconOnly  # the title is on the box, once
    assert button.accessibleName() == "Copenhagen"
