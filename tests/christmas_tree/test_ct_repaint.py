"""A review step repaints only what changed on Christmas Tree's table (issue 17: a step <= 16 ms;
bench/review.py measures the figures, here the causes): Qt repaints an item's whole bounding
rect, so what changes between steps (a tree's title, its turn frame, a task card's points, the
prompt) is its own small item and no tree is repainted whole for a new turn or a new card."""
from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker, QPen, QRegion
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.christmas_tree.view.tree import FRAME_RADIUS, TURN_PEN, frame_pieces

SPEC = REGISTRY["christmas_tree"]


class Painted(QObject):
    """The region the viewport repainted (all paint events since the last `clear`)."""

    def __init__(self):
        super().__init__()
        self.region = QRegion()

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Paint:
            self.region += event.region()
        return False

    def clear(self) -> None:
        self.region = QRegion()


def area(region: QRegion) -> int:
    return sum(r.width() * r.height() for r in region)


def reviewing(window, qtbot, seed=20261130):
    """A finished 4-player game reviewed in the main window, with a meter on the table's view."""
    match = Match.start(SPEC, [Seat(f"P{i}", SPEC.colours[i]) for i in range(4)], seed)
    rng = random.Random(seed)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    window.review(match, len(match.log) // 2)
    page = window.review_page
    for _ in range(10):
        qtbot.wait(5)
    painted = Painted()
    page.view.viewport().installEventFilter(painted)
    return page, match, painted


def step_to(page, qtbot, painted, step: int) -> tuple[QRegion, QRegion]:
    """Go to `step - 1`, let everything settle, then press Right: what that step repainted, and
    where the last-move outlines were or are (the toolkit's, they change with every move)."""
    page.go(step - 1)
    for _ in range(5):
        qtbot.wait(5)
    marks = outlines(page)
    painted.clear()
    QTest.keyClick(page, Qt.Key_Right)
    for _ in range(5):
        qtbot.wait(5)
        QApplication.processEvents()
    assert page.step == step
    return QRegion(painted.region), marks + outlines(page)


def outlines(page) -> QRegion:
    region = QRegion()
    for item in page.scene._mark_items.values():
        region += page.view.mapFromScene(item.sceneBoundingRect()).boundingRect().adjusted(-2, -2, 2, 2)
    return region


def tree_rects(page) -> dict[int, QRegion]:
    view = page.view
    return {seat: QRegion(view.mapFromScene(tree.sceneBoundingRect()).boundingRect())
            for seat, tree in page.scene.trees.items()}


def secret_picks(match) -> list[int]:
    """Steps that end with a pick nobody sees yet: only whose turn it is changes."""
    return [i + 1 for i, record in enumerate(match.log)
            if record.action[0] == "place" and record.reveal_after == record.reveal_before]


def reveals(match) -> list[int]:
    return [i + 1 for i, record in enumerate(match.log) if record.reveal_after > record.reveal_before]


def test_a_turn_step_repaints_a_tenth_of_the_table_and_no_tree_whole(window, qtbot):
    page, match, painted = reviewing(window, qtbot)
    viewport = page.view.viewport().width() * page.view.viewport().height()
    steps = secret_picks(match)[4:40:5]
    assert len(steps) >= 6
    for step in steps:
        region, _marks = step_to(page, qtbot, painted, step)
        state = page.controller.state
        before = page.replay.state_at(step - 1)
        assert before.current_player != state.current_player  # the turn frame moved
        assert 0 < area(region) < viewport // 10, step  # it was ~1/5: two whole trees and the prompt
        for seat, rect in tree_rects(page).items():  # the old turn and the new: their frames only
            assert area(region & rect) < area(rect) // 4, (step, seat)


def test_the_turn_frame_keeps_its_pictures_from_turn_to_turn(window, qtbot, monkeypatch):
    """Back and forth over a turn change, the strips of the turn frame are shown and hidden
    without being painted again (a hidden item would drop its device cache)."""
    from desktop_app.games.christmas_tree.view.tree import TurnFrame

    painted = []
    paint = TurnFrame.paint
    monkeypatch.setattr(TurnFrame, "paint", lambda self, *args: painted.append(self) or paint(self, *args))
    page, match, _painted = reviewing(window, qtbot)
    step = secret_picks(match)[10]
    for target in (step - 1, step, step - 1, step):  # every frame on the way has been shown once
        page.go(target)
        for _ in range(5):
            qtbot.wait(5)
    assert painted  # they were painted, once
    painted.clear()
    for target in (step - 1, step, step - 1, step):
        page.go(target)
        for _ in range(5):
            qtbot.wait(5)
    assert painted == []


def test_a_reveal_repaints_no_tree_whole(window, qtbot):
    """Every tree gets a card and a new title (points), one tree loses the turn: each repaints
    its new card, title and frame (and the last-move outlines), not its whole picture."""
    page, match, painted = reviewing(window, qtbot)
    steps = [s for s in reveals(match) if match.log[s - 1].action[0] == "place"
             and page.replay.state_at(s).picks >= 2][1:10:2]  # not the round's first (its highlights go)
    assert len(steps) >= 3
    for step in steps:
        region, marks = step_to(page, qtbot, painted, step)
        for seat, rect in tree_rects(page).items():  # it was the whole tree: its title changed
            assert area((region - marks) & rect) < area(rect) // 3, (step, seat)


def test_the_turn_frame_strips_tile_the_frame_without_overlap():
    """The thicker frame of a seat's turn is eight strips (a whole-tree item would repaint the
    whole tree): together they hold the whole stroke with its antialiasing, none overlapping."""
    for width, height in ((432, 400), (240, 213.5)):
        pieces = frame_pieces(width, height)
        assert len(pieces) == 8
        for i, piece in enumerate(pieces):
            for other in pieces[i + 1:]:
                overlap = piece.intersected(other)
                assert overlap.width() * overlap.height() == 0
        stroke = QPainterPath()
        stroke.addRoundedRect(QRectF(0, 0, width, height), FRAME_RADIUS, FRAME_RADIUS)
        stroker = QPainterPathStroker(QPen(Qt.black, TURN_PEN + 1.9))  # ~a pixel of antialiasing each side
        ring = stroker.createStroke(stroke)
        covered = QPainterPath()
        for piece in pieces:
            covered.addRect(piece)
        assert covered.simplified().contains(ring.simplified()), (width, height)
        area_of = sum(p.width() * p.height() for p in pieces)
        assert area_of < 0.2 * width * height  # thin: far less than the tree


def test_a_card_painted_again_at_the_same_size_builds_no_path(qtbot, monkeypatch):
    """A reveal paints each new card's picture once (a sprite); building its paths in Python
    cost about as much as painting them, so they are built once per shape, size and place, and
    every caller gets its own copy."""
    from PySide6.QtGui import QImage, QPainter

    from desktop_app.games.christmas_tree.components import CARDS
    from desktop_app.games.christmas_tree.view import art

    built = []
    for name in ("_rhombus", "_half_disc", "_bulb_path", "_star_path", "_shape_path", "_spiral_path"):
        original = getattr(art, name)
        monkeypatch.setattr(art, name, lambda *args, _f=original, _n=name: built.append(_n) or _f(*args))
    monkeypatch.setattr(art, "_PATHS", {})

    def picture(card_id: str, turned: int) -> QImage:
        image = QImage(90, 110, QImage.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.translate(45, 55)
        art.paint_card(painter, card_id, turned, 33.5, 41.5, {0, 2}, [True, False, None, True])
        painter.end()
        return image

    cards = list(CARDS)
    first = {(c, t): picture(c, t) for c in cards for t in (0, 1)}
    assert built  # the first pictures built the paths
    built.clear()
    again = {(c, t): picture(c, t) for c in cards for t in (0, 1)}
    assert built == [] and again == first
    mine = art.rhombus(10, 12)
    mine.addRect(QRectF(0, 0, 50, 50))  # a caller's own copy: the remembered path is unchanged
    assert art.rhombus(10, 12).boundingRect() == QRectF(-10, -12, 20, 24)
