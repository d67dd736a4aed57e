"""Records to share through the real window: Game → Export game… writes a .tarsas file, Game →
Open…, a dropped file and `tarsas --screenshot --replay FILE --step N` open one; a finished game
opens in review, an unfinished one to continue as a new match; a hostile file is reported by
name and changes nothing."""
import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from desktop_app.engine import saves
from desktop_app.ui import save_dialogs

from .test_review_window import menu_action, played

ROOT = Path(__file__).resolve().parents[2]


def export_through_menu(window, monkeypatch, target: Path) -> Path:
    from desktop_app.ui import records

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    monkeypatch.setattr(records, "exported", lambda *a: None)  # the confirmation: tests/ui/test_export_confirmation.py
    menu_action(window, "Export game…").trigger()
    return target


def open_through_menu(window, monkeypatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    menu_action(window, "Open…").trigger()


def warnings(monkeypatch) -> list[str]:
    shown = []
    monkeypatch.setattr(save_dialogs, "message", lambda parent, icon, title, text, *a, **k: shown.append(text))
    return shown


def test_export_then_open_an_unfinished_game_continues_it_as_a_new_match(window, monkeypatch, tmp_path):
    match = played("copenhagen", 3, 20)
    window.start(match)
    path = export_through_menu(window, monkeypatch, tmp_path / "shared" / "evening")
    assert path.with_suffix(".tarsas").exists() and not path.exists()  # the suffix is added
    path = path.with_suffix(".tarsas")
    data = json.loads(path.read_text())
    assert data["format"] == saves.FORMAT and data["version"] == saves.VERSION and len(data["log"]) == 20
    window.show_shelf()
    sent = path.read_bytes(), path.stat().st_mtime_ns
    open_through_menu(window, monkeypatch, path)
    assert window.stack.currentWidget() is window.table
    opened = window.table.controller.match
    assert opened.match_id != match.match_id and opened.state.to_json() == match.state.to_json()
    assert (path.read_bytes(), path.stat().st_mtime_ns) == sent  # nothing of the sender's touched
    assert window.store.autosave_path(opened).exists()  # it continues in our own saves


def test_a_finished_record_opens_in_review_and_a_drop_opens_it_too(window, monkeypatch, tmp_path):
    match = played("christmas_tree", 2, None)
    path = window.store.export(match, tmp_path / "done.tarsas")
    open_through_menu(window, monkeypatch, path)
    assert window.stack.currentWidget() is window.review_page
    assert window.review_page.step == len(match.log) and window.review_page.replay.finished
    window.review_page.back_button.click()
    assert window.stack.currentWidget() is window.shelf
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    enter = QDragEnterEvent(QPoint(50, 50), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(50, 50), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(window, drop)
    assert window.stack.currentWidget() is window.review_page


def test_a_hostile_file_is_reported_by_name_and_changes_nothing(window, monkeypatch, tmp_path):
    match = played("kingdom_builder", 1, 12)
    good = window.store.export(match, tmp_path / "good.tarsas")
    data = json.loads(good.read_text())
    data["log"][3][1] = ["build", [999, 999]]  # a move the rules never allowed
    bad = tmp_path / "évil.tarsas"
    bad.write_text(json.dumps(data))
    shown = warnings(monkeypatch)
    before = sorted(os.listdir(window.store.folder)) if window.store.folder.exists() else []
    open_through_menu(window, monkeypatch, bad)
    assert len(shown) == 1 and "évil.tarsas" in shown[0]
    assert window.stack.currentWidget() is window.shelf
    after = sorted(os.listdir(window.store.folder)) if window.store.folder.exists() else []
    assert after == before
    (tmp_path / "junk.tarsas").write_bytes(b"\x00not json" * 50)
    open_through_menu(window, monkeypatch, tmp_path / "junk.tarsas")
    assert len(shown) == 2 and "junk.tarsas" in shown[1]


def test_screenshot_of_a_review_at_a_step(tmp_path):
    match = played("kingdom_builder", 2, 30)
    record = saves.SaveStore(tmp_path / "sender").export(match, tmp_path / "game.tarsas")
    out = tmp_path / "review.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TARSAS_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-m", "desktop_app.app", "--screenshot", str(out), "--replay", str(record),
                           "--step", "12", "--size", "1280x720"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert out.exists() and out.stat().st_size > 10_000
    (tmp_path / "bad.tarsas").write_text("{}")
    done = subprocess.run([sys.executable, "-m", "desktop_app.app", "--screenshot", str(out), "--replay",
                           str(tmp_path / "bad.tarsas")], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "bad.tarsas" in done.stderr and "Traceback" not in done.stderr


def test_review_from_the_saves_list_reads_and_writes_nothing(window, qtbot):
    match = played("new_york", 6, 50)
    path = window.store.save(match)
    before = {p.name: p.read_bytes() for p in window.store.folder.iterdir() if p.is_file()}
    window.shelf.refresh()
    window.shelf.saves.setCurrentRow(0)
    window.shelf.review_button.click()
    page = window.review_page
    assert window.stack.currentWidget() is page and page.step == 50
    assert page.controller.viewer == match.state.current_player and not page.replay.finished
    QTest.keyClick(page, Qt.Key_Home)
    page.back_button.click()
    assert window.stack.currentWidget() is window.shelf
    assert {p.name: p.read_bytes() for p in window.store.folder.iterdir() if p.is_file()} == before
    assert path.name in before


def test_export_from_the_review_writes_the_reviewed_game(window, monkeypatch, tmp_path):
    match = played("christmas_tree", 4, None)
    window.review(match, step=3)
    path = export_through_menu(window, monkeypatch, tmp_path / "again.tarsas")
    assert saves.SaveStore(tmp_path / "other").load(path).state.to_json() == match.state.to_json()
    window.show_shelf()
    target = tmp_path / "nothing.tarsas"
    export_through_menu(window, monkeypatch, target)  # on the shelf there is no game to export
    assert not target.exists()
