"""Issue 22 finding 10: a review shows positions, not a live table. At step 0 no seat's last-move
outline is left from the final move and the log starts at its first line; a finished game's
review shows no live prompt ("Waiting for Bence…", "Your abilities (click to use)")."""
import random

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY


def finished(game: str, seed: int) -> Match:
    spec = REGISTRY[game]
    match = Match.start(spec, [Seat("Anna", spec.colours[0]), Seat("Bence", spec.colours[1], "random")], seed)
    rng = random.Random(seed)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def scene_texts(scene) -> list[str]:
    """The scene's text items and every string its items paint (drawText recorded)."""
    texts = [i.text() if isinstance(i, QGraphicsSimpleTextItem) else i.toPlainText()
             for i in scene.items() if i.isVisible() and isinstance(i, (QGraphicsSimpleTextItem, QGraphicsTextItem))]
    original = QPainter.drawText

    def recording(painter, *args):
        texts.extend(a for a in args if isinstance(a, str))
        return original(painter, *args)
    rect = scene.itemsBoundingRect()
    image = QImage(max(1, int(rect.width())), max(1, int(rect.height())), QImage.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    QPainter.drawText = recording
    try:
        scene.render(painter, QRectF(image.rect()), rect)
    finally:
        QPainter.drawText = original
        painter.end()
    return texts


@pytest.fixture
def win(qtbot):
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    yield window


def review_from_shelf(win, qtbot, match):
    win.store.save(match)
    shelf = win.shelf
    shelf.refresh()
    qtbot.mouseClick(shelf.saves.viewport(), Qt.LeftButton, pos=shelf.saves.visualItemRect(shelf.saves.item(0)).center())
    qtbot.mouseClick(shelf.review_button, Qt.LeftButton)
    page = win.review_page
    qtbot.waitUntil(lambda: win.stack.currentWidget() is page and page.step == page.replay.length)
    qtbot.wait(20)
    return page


def test_step_zero_shows_the_setup_without_the_final_moves_marks(win, qtbot):
    page = review_from_shelf(win, qtbot, finished("copenhagen", 5))
    page.slider.setValue(page.replay.length // 2)  # scrubbed to the middle of the game
    qtbot.wait(20)
    assert page.scene._marks, "a position outlines each seat's last move"
    qtbot.keyClick(page, Qt.Key_Home)
    qtbot.waitUntil(lambda: page.step == 0)
    qtbot.wait(20)
    assert not page.scene._marks and not page.scene._mark_items, "step 0 keeps outlines of moves not made yet"
    assert page.log.verticalScrollBar().value() == 0, "the log stays scrolled to the end at the setup"
    qtbot.keyClick(page, Qt.Key_Right)
    qtbot.waitUntil(lambda: page.step == 1)
    qtbot.wait(20)
    assert set(page.scene._marks) == {page.replay.records[0].player}


@pytest.mark.parametrize("game, live", [("copenhagen", "Your abilities (click to use)"), ("christmas_tree", "Waiting for")])
def test_a_finished_games_review_shows_no_live_prompt(win, qtbot, game, live):
    match = finished(game, 6)
    page = review_from_shelf(win, qtbot, match)
    seen = []
    for step in (page.replay.length, page.replay.length * 2 // 3, page.replay.length // 3):
        page.go(step)
        page.render_table()
        seen += [t for t in scene_texts(page.scene) if live in t]
    assert not seen, seen
