"""Issue 14 goal 2: the side panel collapses (its button or F9) and the table takes the width."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY


def test_the_side_panel_collapses_and_comes_back(qtbot, tmp_path):
    from desktop_app.engine.saves import SaveStore
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(SaveStore(tmp_path))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    spec = REGISTRY["kingdom_builder"]
    window.start(Match.start(spec, [Seat("Anna", spec.colours[0]), Seat("Bot", spec.colours[1], "random")], 1))
    qtbot.wait(50)
    page = window.table
    width, scale = page.view.width(), page.view.transform().m11()
    QTest.mouseClick(page.panel_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: page.view.width() > width + 200)
    assert not page.panel.isVisible() and page.show_panel_button.isVisible()
    qtbot.wait(20)
    assert page.view.transform().m11() >= scale  # the table refits to the freed width
    QTest.keyClick(page.view, Qt.Key_F9)
    qtbot.waitUntil(lambda: page.panel.isVisible())
    assert not page.show_panel_button.isVisible() and page.view.width() == width
    QTest.mouseClick(page.panel_button, Qt.LeftButton)
    QTest.mouseClick(page.show_panel_button, Qt.LeftButton)
    assert page.panel.isVisible()
    page.close_match()


def test_the_seat_on_turn_is_one_even_band_behind_its_name_and_score(qtbot, tmp_path):
    """Seen on screen (brief item 7): the light band of the seat on turn had darker boxes behind
    its name, marker and score (the panel's background painted by each label). One colour now."""
    from desktop_app.engine.saves import SaveStore
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(SaveStore(tmp_path))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    spec = REGISTRY["kingdom_builder"]
    window.start(Match.start(spec, [Seat("Anna", spec.colours[0]), Seat("Bot", spec.colours[1], "random")], 1))
    qtbot.wait(50)
    row = window.table.rows[0]
    image = row.grab().toImage()
    band = image.pixelColor(row.width() // 2, 2)  # the band, between the labels
    for label in (row.name, row.score):
        corner = label.geometry().topLeft()
        inside = image.pixelColor(corner.x() + 1, corner.y() + 1)  # a label's corner: no letter there
        assert inside == band, f"{label.text()}: {inside.name()} on a {band.name()} band"
    window.table.close_match()
