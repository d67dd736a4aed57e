"""A step of a review repaints what changed on New York's table (issue 17): a turn changing hands
moves the highlight, the marker and the score board's lit row, and repaints those, not the two
whole cities (each frame was one item that changed its look with the turn, ~100 kpx apiece)."""
import random
import statistics

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmapCache, QRegion
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY

from .look import recording_text


def finished_game(seed: int = 20261130) -> Match:
    spec = REGISTRY["new_york"]
    match = Match.start(spec, [Seat(f"P{i}", spec.colours[i]) for i in range(4)], seed)
    rng = random.Random(seed)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    return match


class Paints(QObject):
    def __init__(self):
        super().__init__()
        self.region = QRegion()
        self.events = 0

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Paint:
            self.region = self.region.united(event.region())
            self.events += 1
        return False


def area(region: QRegion) -> int:
    return sum(r.width() * r.height() for r in region)


def settle(qtbot, paints=None) -> None:
    """The step's sync and its repaint are both done (each waits for the event loop): at least
    50 ms, and then until no repaint came for 30 ms (a loaded machine is slow to get there)."""
    for _ in range(10):
        qtbot.wait(5)
    quiet = 0
    while paints is not None and quiet < 3:
        seen = paints.events
        qtbot.wait(10)
        quiet = quiet + 1 if paints.events == seen else 0


def layout(city) -> tuple:
    """Where a city's plots lie: when this changes every tile of the city moves, and repaints."""
    return city.cell, city.origin.x(), city.origin.y(), city.min_x, city.max_x, city.min_y, city.max_y


def test_a_step_repaints_a_small_part_of_the_table_and_a_turn_no_whole_city(window, qtbot):
    match = finished_game()
    window.review(match, step=len(match.log) // 2)
    page = window.review_page
    settle(qtbot)
    view, scene = page.view, page.scene
    paints = Paints()
    view.viewport().installEventFilter(paints)
    painted, turns = [], 0
    try:
        for _ in range(16):
            before = {p: layout(a) for p, a in scene.areas.items()}
            player = page.controller.state.current_player
            paints.region = QRegion()
            QTest.keyClick(page, Qt.Key_Right)
            settle(qtbot, paints)
            painted.append(area(paints.region))
            turns += page.controller.state.current_player != player
            for p, city in scene.areas.items():
                if layout(city) != before[p]:
                    continue  # the city grew past its edge (or shrank): its tiles moved
                frame = view.mapFromScene(city.box).boundingRect()
                inside = area(paints.region.intersected(frame))
                assert inside < 0.5 * frame.width() * frame.height(), (page.step, p, inside)
    finally:
        view.viewport().removeEventFilter(paints)
    assert turns >= 8  # most of these steps hand the turn on
    viewport = view.viewport().width() * view.viewport().height()
    # A step was ~223 kpx of a 620 kpx viewport (two whole cities and the score board).
    assert statistics.median(painted) < 0.15 * viewport, (painted, viewport)


def test_the_highlight_and_the_marker_follow_the_turn(window, qtbot):
    """Whose turn it is reads on the frames as before: a thick border and the marker on that
    player's frame only, through every step (the pieces are shown and hidden, never rebuilt)."""
    match = finished_game()
    window.review(match, step=len(match.log) // 2)
    page = window.review_page
    settle(qtbot)
    scene = page.scene
    for _ in range(6):
        QTest.keyClick(page, Qt.Key_Right)
        settle(qtbot)
        image = QImage(scene.table_rect().size().toSize() * 2, QImage.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.Antialiasing)
        scene.render(painter, QRectF(image.rect()), scene.table_rect())
        painter.end()
        current = page.controller.state.current_player
        for player, city in scene.areas.items():
            colour = QColor(page.controller.match.seats[player].colour)
            # 1.6 units inside the frame's line: the thick border's, beyond the thin one's.
            x, y = (city.box.left() + 1.6) * 2, city.box.center().y() * 2
            seen = image.pixelColor(int(x), int(y))
            distance = max(abs(seen.red() - colour.red()), abs(seen.green() - colour.green()),
                           abs(seen.blue() - colour.blue()))
            assert (distance < 60) == (player == current), (page.step, player, current, seen.name(), colour.name())
        QPixmapCache.clear()  # sprites too: every text is really drawn while recording
        with recording_text() as drawn:  # every item drawn anew: what the table says now
            for item in scene.items():
                item.update()
            page.view.viewport().grab()
        texts = {text for text, _px in drawn}
        assert {text for text in texts if "◀" in text} == {f"P{current} ◀"}, (page.step, current)
        assert all(f"P{p}" in texts or p == current for p in scene.areas)
