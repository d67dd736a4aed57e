"""Issue 22 finding 22: Export says where the file went, and "Show in folder" opens that folder."""
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QDesktopServices
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY


def test_export_says_where_the_file_went_and_shows_the_folder(qtbot, monkeypatch, tmp_path):
    from desktop_app.ui import first_turn
    from desktop_app.ui.main_window import MainWindow

    first_turn.set_dismissed("copenhagen")
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    spec = REGISTRY["copenhagen"]
    win.start(Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "random")], 4))
    target = tmp_path / "shared" / "evening.tarsas"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    opened, said = [], {}
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: opened.append(url.toLocalFile())))

    def answer():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        said["text"] = box.text()
        show = next(b for b in box.buttons() if b.text() == "Show in folder")
        QTest.mouseClick(show, Qt.LeftButton)
    QTimer.singleShot(20, answer)
    bar = win.menuBar()
    game = bar.actions()[0]
    QTest.mouseClick(bar, Qt.LeftButton, Qt.NoModifier, bar.actionGeometry(game).center())
    menu = game.menu()
    qtbot.waitUntil(menu.isVisible)
    entry = next(a for a in menu.actions() if a.text() == "Export game…")
    point = menu.actionGeometry(entry).center()
    QTest.mouseMove(menu, point)
    qtbot.waitUntil(lambda: menu.activeAction() is entry)
    QTest.mouseClick(menu, Qt.LeftButton, Qt.NoModifier, point)
    qtbot.waitUntil(lambda: bool(opened), timeout=5000)
    assert target.exists()
    assert "evening.tarsas" in said["text"] and str(target.parent) in said["text"]
    assert [Path(p) for p in opened] == [target.parent]
    win.table.close_match()
