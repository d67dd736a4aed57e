"""Issue 13, the shell's findings: a new player's first evening through the real MainWindow, from a
clean profile (temporary data and settings folders, so the first-turn guide shows), with the real
event loop and deferred deletes processed."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QSettings
from PySide6.QtGui import QColor, QPen

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveStore
from desktop_app.games import REGISTRY
from desktop_app.ui.i18n import install_language
from desktop_app.ui.main_window import MainWindow


@pytest.fixture
def clean_settings(isolated_settings, qapp):
    """QSettings in a temporary folder: a clean profile, the guide never dismissed."""
    # tests/conftest.py's isolated_settings already points QSettings at a fresh folder per test.
    QSettings().clear()
    yield isolated_settings
    QSettings().clear()
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


def landed(qtbot, win) -> None:
    """Wait until the board's pieces landed and the controller moved on (the pacing contract)."""
    qtbot.waitUntil(lambda: win.table.controller is None or not win.table.controller._awaiting_board, timeout=5000)
    settle(qtbot, 5)


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


# ----------------------------------------------------------------------------- finding 4
HUMANS = [Seat("Anna", "#d35400"), Seat("Bence", "#16a085")]


def page_image(win):
    return win.table.grab().toImage()


def test_the_hand_over_curtain_is_opaque_covers_the_table_and_comes_before_the_first_turn(fresh, qtbot):
    from desktop_app.ui.first_turn import set_dismissed
    from desktop_app.ui.table_page import Curtain

    set_dismissed("copenhagen")
    start(fresh, seats=HUMANS)
    settle(qtbot)
    page, curtain = fresh.table, fresh.table.curtain
    assert curtain.isVisible() and "Anna" in curtain.label.text()  # before the very first turn
    assert fresh.table.controller.viewer is None  # nobody's hand on the table meanwhile
    assert curtain.geometry() == page.rect()
    image = page_image(fresh)
    colour = Curtain.COLOUR.rgb()
    # Every corner and the middle of the board: curtain colour, nothing of the table shows through.
    view = page.view.geometry()
    for point in (view.topLeft(), view.topRight(), view.bottomLeft(), view.center() + view.topLeft() * 0,
                  page.status.geometry().center(), page.rect().bottomRight()):
        x, y = min(point.x(), image.width() - 1), min(point.y(), image.height() - 1)
        if not curtain.label.geometry().contains(point) and not curtain.button.geometry().contains(point):
            assert image.pixel(x, y) == colour, (point, hex(image.pixel(x, y)))
    curtain.button.click()
    settle(qtbot)
    assert not curtain.isVisible() and fresh.table.controller.viewer == 0
    assert fresh.table.controller.try_action(("take", (0, 1), ()))
    landed(qtbot, fresh)
    assert curtain.isVisible() and "Bence" in curtain.label.text()


@pytest.mark.parametrize("game, options, curtains", [
    ("copenhagen", {}, True), ("christmas_tree", {}, True), ("new_york", {}, True),
    ("new_york", {"hands": "open"}, False),  # every hand is face up: nothing private to hide
    ("kingdom_builder", {}, False),          # the card on turn is shown to everybody
])
def test_the_curtain_comes_exactly_when_private_information_changes_hands(fresh, qtbot, game, options, curtains):
    import random

    from desktop_app.ui.first_turn import set_dismissed

    set_dismissed(game)
    spec = REGISTRY[game]
    fresh.start(Match.start(spec, HUMANS, 5, spec.check_options(options)))
    controller, rng = fresh.table.controller, random.Random(2)
    seen = 0
    for _ in range(12):
        landed(qtbot, fresh)
        if fresh.table.curtain.isVisible():
            seen += 1
            fresh.table.curtain.button.click()
        if controller.state.is_over:
            break
        assert controller.can_act and controller.viewer == controller.state.current_player
        assert controller.try_action(rng.choice(controller.state.legal_actions()))
    assert (seen > 0) is curtains


def test_one_human_among_computers_is_never_curtained(fresh, qtbot):
    from desktop_app.ui.first_turn import set_dismissed

    set_dismissed("copenhagen")
    start(fresh, seats=[Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "random")])
    controller = fresh.table.controller
    controller.ai_pause_ms = 0
    for _ in range(4):
        qtbot.waitUntil(lambda: controller.can_act, timeout=10000)
        assert not fresh.table.curtain.isVisible()
        assert controller.try_action(controller.state.legal_actions()[0])


# ----------------------------------------------------------------------------- finding 5
def test_the_status_line_never_lies(fresh, qtbot):
    from desktop_app.ui.first_turn import set_dismissed

    set_dismissed("copenhagen")
    start(fresh, seats=HUMANS)
    page, controller = fresh.table, fresh.table.controller
    settle(qtbot)
    assert "Anna" in page.status.text() and "your turn" not in page.status.text()  # under the curtain
    page.curtain.button.click()
    settle(qtbot)
    assert page.status.text() == "Anna, your turn."
    controller.status.emit("Hint: take the red and the blue card")  # what a scene's show_hint says
    assert controller.try_action(("take", (0, 1), ()))
    landed(qtbot, fresh)
    # The previous player's words never stay under the curtain; the hint is gone with the move.
    assert page.curtain.isVisible()
    assert "Hint" not in page.status.text() and "Anna" not in page.status.text()
    assert "Bence" in page.status.text()


def test_no_one_is_thinking_once_the_game_is_over(fresh, qtbot):
    from desktop_app.ui.first_turn import set_dismissed

    set_dismissed("copenhagen")
    match = Match.start(REGISTRY["copenhagen"], [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "greedy")], 7)
    board = match.state.players[1]
    board.place("white", tuple((0, c) for c in range(5)), None)
    match.state.supply = ["end"]
    match.state._legal = None
    fresh.start(match)
    controller = fresh.table.controller
    controller.ai_pause_ms = 0
    assert controller.try_action(("take", (0, 1), ()))
    qtbot.waitUntil(lambda: controller.state.is_over, timeout=10000)
    settle(qtbot)
    assert "thinking" not in fresh.table.status.text() and "Game over" in fresh.table.status.text()
    assert all("⏳" not in row.name.text() for row in fresh.table.rows)


def test_a_refused_reason_is_cleared_over_a_legal_spot(fresh, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from desktop_app.games.copenhagen.scene import TileItem
    from desktop_app.ui.first_turn import set_dismissed
    from qt_drive import drag, to_view

    set_dismissed("copenhagen")
    start(fresh)
    settle(qtbot)
    page, scene, view = fresh.table, fresh.table.scene, fresh.table.view
    state = page.controller.state
    state.players[0].hand = [2, 0, 0, 0, 0]  # two red cards
    state._legal = None
    scene.sync()
    view.fit()
    settle(qtbot)
    house = scene.houses[0]

    def cell(row, col):
        return house.mapToScene(house.cell_rect(row, col).center())

    def tile():
        item = next(i for i in scene.items() if isinstance(i, TileItem) and i.kind == ("red", 2))
        return item.mapToScene(item.rect.center())
    drag(view, tile(), (cell(4, 1) + cell(4, 2)) / 2)  # floating: refused, with its reason
    assert "float" in page.status.text()
    settle(qtbot, 300)
    viewport, start_point = view.viewport(), to_view(view, tile())
    legal = to_view(view, (cell(0, 0) + cell(0, 1)) / 2)
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, start_point)
    for i in range(1, 6):
        QTest.mouseMove(viewport, start_point + (legal - start_point) * i / 5)
    settle(qtbot, 5)
    assert scene.target is not None and scene.target.legal
    assert page.status.text() == "Anna, your turn."
    scene.cancel_drag()
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, legal)


# ----------------------------------------------------------------------------- findings 6 and 7
def finished_copenhagen(seats=None):
    match = Match.start(REGISTRY["copenhagen"], seats or [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "greedy")], 7)
    board = match.state.players[1]
    board.place("white", tuple((0, c) for c in range(5)), None)
    match.state.supply = ["end"]
    match.state._legal = None
    return match


def played_to_the_end(game, seats, seed=5):
    """A real finished match (every action through the model, so its save replays)."""
    import random

    match, rng = Match.start(REGISTRY[game], seats, seed), random.Random(seed)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def test_the_score_sheet_can_be_put_away_and_esc_never_leaves_the_table(fresh, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from desktop_app.ui.first_turn import set_dismissed

    set_dismissed("copenhagen")
    fresh.start(finished_copenhagen())
    page = fresh.table
    assert page.controller.try_action(("take", (0, 1), ()))
    qtbot.waitUntil(lambda: page.sheet.isVisible(), timeout=10000)
    assert QApplication.activeModalWidget() is None  # not modal: the table stays usable
    assert "Bot" in page.sheet.headline.text()
    breakdown = page.controller.state.score_breakdown()
    labels = [page.sheet.table.verticalHeaderItem(r).text() for r in range(page.sheet.table.rowCount())]
    assert len(labels) == len(breakdown[0]) and "Total" in labels and "Empty cells" in labels
    assert page.sheet.table.item(labels.index("Total"), 1).text() == str(breakdown[1]["total"])
    fresh.switch_language("hu")  # the sheet and the game-over line follow the language, both ways
    assert page.sheet.put_away_button.text() == "Elrakás" and page.sheet.headline.text().startswith("Győztes")
    assert page.status.text().startswith("Vége a játéknak") and page.sheet_button.text() == "Eredménylap"
    fresh.switch_language("en")
    assert page.sheet.put_away_button.text() == "Put away" and page.status.text().startswith("Game over")
    QTest.keyClick(page.sheet.put_away_button, Qt.Key_Escape)
    assert not page.sheet.isVisible() and fresh.stack.currentWidget() is page  # Esc: put away only
    QTest.keyClick(page.view.viewport(), Qt.Key_Escape)
    QTest.keyClick(fresh, Qt.Key_Escape)
    assert fresh.stack.currentWidget() is page
    assert page.sheet_button.isVisible()
    page.sheet_button.click()
    assert page.sheet.isVisible()
    page.sheet.put_away_button.click()
    assert not page.sheet.isVisible()
    page.sheet_button.click()
    page.sheet.again_button.click()
    settle(qtbot)
    assert not page.controller.state.is_over and not page.sheet.isVisible()


def test_a_finished_game_reopens_without_the_sheet_and_with_its_own_seats(fresh, qtbot):
    from desktop_app.ui.first_turn import set_dismissed
    from desktop_app.ui.table_page import PlayerRow

    set_dismissed("copenhagen")
    three = [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "greedy"), Seat("Cili", "#2e86c1", "random")]
    match = played_to_the_end("copenhagen", [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "greedy")])
    path = fresh.store.save(match)
    start(fresh, seats=three, seed=11)
    settle(qtbot)
    fresh.show_shelf()
    fresh.resume(path)  # no event-loop turn in between: the old rows must already be gone
    page = fresh.table
    def shown():
        return [row.base_name for row in page.findChildren(PlayerRow) if row.isVisible()]
    assert "Cili" not in shown() and len(shown()) <= 2  # the previous game's rows are out at once
    settle(qtbot)
    assert shown() == ["Anna", "Bot"]
    assert not page.sheet.isVisible()  # opened finished: it does not pop up again
    assert page.sheet_button.isVisible() and "Game over" in page.status.text()
    assert len(page.findChildren(PlayerRow)) == 2


# ----------------------------------------------------------------------------- finding 1, a real process
DRIVER = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication([sys.argv[0]])

def window():
    from desktop_app.ui.main_window import MainWindow
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))

def start(seed):
    from desktop_app.engine.game import Seat
    from desktop_app.engine.match import Match
    from desktop_app.games import REGISTRY
    seats = [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "greedy")]
    window().start(Match.start(REGISTRY["copenhagen"], seats, seed))

def check(ok, what):
    if not ok:
        print("FAILED:", what, file=sys.stderr)

steps = [
    lambda: start(3),
    lambda: check(window().table.guide is not None, "the guide shows on a clean profile"),
    lambda: window().table.guide.skip_button.click(),
    lambda: window().table.shelf_button.click(),
    lambda: check(window().stack.currentWidget() is window().shelf, "back on the shelf"),
    lambda: start(4),
    lambda: check(window().stack.currentWidget() is window().table, "the new table is open"),
    lambda: window().switch_language("hu"),
    lambda: check(window().table.shelf_button.text() != "Back to shelf", "the table speaks Hungarian"),
    lambda: window().close(),
]
for i, step in enumerate(steps):
    QTimer.singleShot(150 * (i + 1), step)
from desktop_app.app import main
main([])
"""


@pytest.mark.parametrize("platform", ["offscreen", "xcb"])
def test_a_real_session_after_the_guide_quits_cleanly(tmp_path, platform):
    import os
    import shutil
    import subprocess
    import sys

    command = [sys.executable, "-c", DRIVER]
    if platform == "xcb":
        if shutil.which("xvfb-run") is None:
            pytest.skip("no xvfb-run here")
        command = ["xvfb-run", "-a", "-s", "-screen 0 1280x720x24", *command]
    env = {**os.environ, "QT_QPA_PLATFORM": platform, "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "TARSAS_DATA_DIR": str(tmp_path / "data"), "LANGUAGE": "en", "LC_ALL": "C.UTF-8"}
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""


# ----------------------------------------------------------------------------- finding 15
def test_the_arena_takes_the_level_names_players_see_and_refuses_others():
    import subprocess
    import sys

    from desktop_app.engine.agents import agent_level
    from desktop_app.engine.arena import run

    assert [agent_level(name) for name in ("easy", "medium", "hard")] == ["random", "greedy", "hard"]
    with pytest.raises(ValueError, match="easy, medium, hard"):
        run("copenhagen", 2, ["easy", "grandmaster"], 2, 1)
    done = subprocess.run([sys.executable, "-m", "desktop_app.engine.arena", "--game", "copenhagen",
                           "--agents", "easy,grandmaster", "--games", "50"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "unknown level 'grandmaster'" in done.stderr and done.stdout == ""
    done = subprocess.run([sys.executable, "-m", "desktop_app.engine.arena", "--game", "copenhagen",
                           "--agents", "easy,medium", "--games", "1"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and '"finished": 1, "errors": 0' in done.stdout


# ----------------------------------------------------------------------------- finding 13
@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_every_new_game_dialog_fits_a_1280x720_screen(qtbot, clean_settings, game):
    from desktop_app.ui.dialogs import NewGameDialog

    dialog = NewGameDialog(REGISTRY[game])
    qtbot.addWidget(dialog)
    dialog.count.setValue(REGISTRY[game].max_players)
    dialog.show()
    hint = dialog.sizeHint()
    assert hint.height() <= 660 and hint.width() <= 1260, hint  # room for the title bar and a panel
    if dialog._make_preview is not None:  # the picture and the sentence shown instead: one size
        size = dialog.preview.size()
        for box in dialog.option_boxes.values():
            for index in range(box.count()):
                box.setCurrentIndex(index)
                assert dialog.preview.size() == size and dialog.sizeHint().height() <= 660


def test_the_rules_viewer_fits_the_screen(fresh, qtbot):
    from desktop_app.ui.rules_viewer import open_rules

    viewer = open_rules("kingdom_builder", fresh)
    qtbot.addWidget(viewer)
    settle(qtbot)
    assert viewer.height() <= viewer.screen().availableGeometry().height() - 40
    assert viewer.minimumSizeHint().height() <= 640
    viewer.close()


def test_the_table_never_moves_when_the_state_changes(fresh, qtbot):
    from desktop_app.ui.first_turn import set_dismissed

    set_dismissed("copenhagen")
    start(fresh, seats=HUMANS)
    settle(qtbot)
    page = fresh.table
    sizes = set()

    def look():
        settle(qtbot, 5)
        sizes.add((page.view.geometry().getRect(), page.view.viewport().size().toTuple()))
    look()
    page.curtain.button.click()
    look()
    page.controller.status.emit("A facade must stand on the ground or on an earlier tile; it would float. " * 3)
    look()
    page.controller.status.emit("")
    look()
    assert page.controller.try_action(("take", (0, 1), ()))
    look()
    assert len(sizes) == 1, sizes


def test_continue_shows_the_newest_log_line(fresh, qtbot):
    from desktop_app.ui.first_turn import set_dismissed

    set_dismissed("copenhagen")
    import random

    match = Match.start(REGISTRY["copenhagen"], [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "greedy")], 5)
    rng = random.Random(5)
    while len(match.log) < 40 or match.state.current_player != 0:
        match.apply(rng.choice(match.state.legal_actions()))
    path = fresh.store.save(match)
    fresh.resume(path)
    settle(qtbot)
    bar = fresh.table.log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()


# ----------------------------------------------------------------------------- finding 14
def test_the_game_menu_names_each_title_once(fresh):
    menu = next(a.menu() for a in fresh.menuBar().actions() if a.menu() and "Game" in a.text())
    texts = [a.text() for a in menu.actions()]
    submenu = next(a.menu() for a in menu.actions() if a.menu() is not None)
    titles = [a.text() for a in submenu.actions()]
    assert titles == [info.title + "…" for info in REGISTRY.values()] or len(titles) == len(REGISTRY)
    assert "New York…" in titles
    assert not any(t.startswith("New New") for t in texts + titles)


def test_the_hungarian_rules_pictures_use_the_tables_own_marks(clean_settings):
    """The rules' Christmas Tree tree draws its bulbs as the table does: each colour in its own
    shape, not an English letter on a Hungarian screen."""
    from PySide6.QtGui import QImage, QPainter

    from desktop_app.games.christmas_tree.view.art import BULB, whole_bulb
    from desktop_app.ui import rules_viewer

    install_language("hu")
    assert rules_viewer.render_picture("christmas_tree/tree") is not None
    for code, colour in (("Y", "yellow"), ("R", "red"), ("B", "blue")):
        mine, table = (QImage(40, 40, QImage.Format_ARGB32) for _ in range(2))
        for image in (mine, table):
            image.fill(0)
        painter = QPainter(mine)
        rules_viewer._paint_bulb(painter, code, QPointF(20, 20), 8, BULB[colour])
        painter.end()
        painter = QPainter(table)
        painter.setPen(QPen(QColor("#ffffff"), 1.6))
        painter.setBrush(BULB[colour])
        painter.drawPath(whole_bulb(colour, QPointF(20, 20), 8))
        painter.end()
        assert mine == table, colour


# ----------------------------------------------------------------------------- pacing (contract)
def test_the_panel_and_the_next_computer_seat_wait_for_the_board(fresh, qtbot):
    from desktop_app.ui.first_turn import set_dismissed

    set_dismissed("copenhagen")
    start(fresh, seats=[Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "random")])
    settle(qtbot)
    page, controller, scene = fresh.table, fresh.table.controller, fresh.table.scene
    assert controller.paced  # the toolkit's scene announces when its pieces landed
    controller.ai_pause_ms = 0
    thinking = []
    controller.thinking.connect(thinking.append)
    with qtbot.waitSignal(scene.motion_finished, timeout=5000):
        assert controller.try_action(("take", (0, 1), ()))
        # The model moved on, but the panel, the log and the computer seat wait for the board.
        assert page.log.count() == 0 and thinking == [] and "Anna" in page.status.text()
    qtbot.waitUntil(lambda: 1 in thinking, timeout=5000)  # only now the computer seat starts
    assert page.log.count() >= 1


def test_a_table_that_never_settles_does_not_stall_the_game(fresh, qtbot):
    from desktop_app.ui.first_turn import set_dismissed

    set_dismissed("copenhagen")
    start(fresh, seats=[Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "random")])
    settle(qtbot)
    controller = fresh.table.controller
    controller._settle_guard.setInterval(50)
    fresh.table.scene.motion_finished.disconnect()  # a table that forgets to say its pieces landed
    thinking = []
    controller.thinking.connect(thinking.append)
    assert controller.try_action(("take", (0, 1), ()))
    qtbot.waitUntil(lambda: 1 in thinking, timeout=3000)
