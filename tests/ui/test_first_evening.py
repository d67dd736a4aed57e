"""Issue 13, the shell's findings: a new player's first evening through the real MainWindow, from a
clean profile (temporary data and settings folders, so the first-turn guide shows), with the real
event loop and deferred deletes processed."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QStandardPaths

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveStore
from desktop_app.games import REGISTRY
from desktop_app.ui.i18n import install_language
from desktop_app.ui.main_window import MainWindow


@pytest.fixture
def clean_settings(tmp_path, qapp):
    """QSettings in a temporary folder: a clean profile, the guide never dismissed."""
    old_format = QSettings.defaultFormat()
    old_path = QStandardPaths.writableLocation(QStandardPaths.GenericConfigLocation)
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    QSettings().clear()
    yield tmp_path / "settings"
    QSettings().clear()
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, old_path)
    QSettings.setDefaultFormat(old_format)
    install_language("en")


@pytest.fixture
def fresh(qtbot, tmp_path, clean_settings):
    win = MainWindow(SaveStore(tmp_path / "saves"))
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
    settle(qtbot)


def settle(qtbot, ms: int = 30) -> None:
    """Let the event loop run and delete what was deleteLater()'d, as a real session does."""
    qtbot.wait(ms)
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    qtbot.wait(ms)


def start(win, game="copenhagen", seats=None, seed=3) -> None:
    seats = seats or [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "greedy")]
    win.start(Match.start(REGISTRY[game], seats, seed))


# ----------------------------------------------------------------------------- finding 1
@pytest.mark.parametrize("how", ["skip", "finish"])
def test_after_the_guide_the_shelf_a_new_game_and_the_language_still_work(fresh, qtbot, how):
    start(fresh)
    guide = fresh.table.guide
    assert guide is not None and guide.isVisible()
    if how == "skip":
        guide.skip_button.click()
    else:
        while fresh.table.guide is not None:
            guide.next_button.click()
    settle(qtbot)  # the guide's widgets are really gone now
    assert fresh.table.guide is None
    fresh.table.shelf_button.click()
    assert fresh.stack.currentWidget() is fresh.shelf
    start(fresh, seed=4)
    settle(qtbot)
    assert fresh.stack.currentWidget() is fresh.table
    assert fresh.table.controller.match.seed == 4
    fresh.switch_language("hu")
    assert fresh.table.shelf_button.text() == QCoreApplication.translate("TablePage", "Back to shelf") != "Back to shelf"
    fresh.close()
    settle(qtbot)


# ----------------------------------------------------------------------------- finding 2
def visible_texts(widget) -> dict[str, str]:
    from PySide6.QtWidgets import QAbstractButton, QLabel

    texts = {}
    for child in [*widget.findChildren(QLabel), *widget.findChildren(QAbstractButton)]:
        if child.isVisibleTo(widget) and child.text().strip() and child.objectName() != "score":
            texts[f"{type(child).__name__}:{child.objectName() or id(child)}"] = child.text()
    return texts


def words_of(text: str, names) -> str:
    """What of a text depends on the language: seat names, numbers and marks taken out."""
    for name in names:
        text = text.replace(name, "")
    return re.sub(r"[\W\d_]+", "", text)


def scene_image(scene):
    from PySide6.QtGui import QImage, QPainter

    rect = scene.table_rect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, image.rect(), rect)
    painter.end()
    return image


def largest_difference(a, b) -> int:
    """The largest per-channel difference between two images of one size (0-255)."""
    from PIL import Image, ImageChops

    def pil(image):
        return Image.frombuffer("RGBA", (image.width(), image.height()), bytes(image.constBits()), "raw", "BGRA", 0, 1)
    return max(high for _, high in ImageChops.difference(pil(a), pil(b)).getextrema())


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_a_language_switch_changes_every_visible_text_at_once(fresh, qtbot, game):
    from desktop_app.ui.first_turn import set_dismissed
    from desktop_app.ui.table_page import scene_class

    set_dismissed(game)
    seats = [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "greedy")]
    start(fresh, game, seats)
    settle(qtbot)
    names = [seat.name for seat in seats] + [REGISTRY[game].title]  # "New York" is "New York" in Hungarian
    before = visible_texts(fresh.table)
    fresh.switch_language("hu")
    settle(qtbot)
    after = visible_texts(fresh.table)
    same = {k: v for k, v in after.items() if before.get(k) == v and words_of(v, names)}
    assert not same, f"kept the old language: {same}"
    # The table itself: exactly what a table built in Hungarian from scratch shows.
    controller = fresh.table.controller
    twin = scene_class(controller.match.spec)(controller)
    settle(qtbot)
    assert largest_difference(scene_image(fresh.table.scene), scene_image(twin)) < 48  # antialiasing only
