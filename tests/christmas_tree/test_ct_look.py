"""Christmas Tree's table as players see it: computer picks travel from the hand to the tree and
each seat's last move is outlined in its colour (issue 13 finding 9), every text is legible at
1280x720 and the table fills the view (issue 14), and the colours a rule depends on stay apart in
greyscale."""
from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter

from ct_measure import measure, played_match, summary
from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.christmas_tree.components import CARDS
from desktop_app.games.christmas_tree.scene import PALETTE, ChristmasTreeScene
from desktop_app.games.christmas_tree.view.art import BULB, ORNAMENT, ORNAMENT_HATCH, bulb_path, paint_shape
from desktop_app.table.motion import LastMoveMark, piece_key


class Controller(QObject):
    """Just what the scene reads from the shell's controller, over a real match."""
    changed = Signal()
    status = Signal(str)

    def __init__(self, match, viewer=0):
        super().__init__()
        self.match, self.viewer = match, viewer

    @property
    def state(self):
        return self.match.state

    @property
    def can_act(self):
        return self.state.current_player == self.viewer

    def try_action(self, action):
        self.match.apply(action)
        self.changed.emit()
        return True

    def reason_for(self, action):
        return None


def tagged(scene, key):
    return next(i for i in scene.items() if piece_key(i) == key)


def test_picks_travel_to_the_tree_and_last_moves_are_outlined(qtbot):
    spec = REGISTRY["christmas_tree"]
    match = Match.start(spec, [Seat("Anna", "#c0392b"), Seat("Bence", "#2e86c1", "greedy"),
                               Seat("Csilla", "#e67e22", "greedy")], 5, {"mode": "family"})
    for _ in range(3):
        match.apply(match.state.legal_actions()[0])  # task cards
    scene = ChristmasTreeScene(Controller(match))
    anna = match.state.hands[0][0]
    hand_pos = tagged(scene, ("card", anna)).scenePos()
    stack_pos = tagged(scene, ("hand", 1)).sceneBoundingRect().center()
    match.apply(("place", anna, 13, 0))
    scene.sync()
    assert not scene.is_moving()  # a secret pick stays in the hand
    bence = match.state.hands[1][0]
    match.apply(("place", bence, 5, 1))
    match.apply(("place", match.state.hands[2][0], 9, 0))  # the reveal
    scene.sync()
    assert scene.is_moving()
    mine, theirs = tagged(scene, ("card", anna)), tagged(scene, ("card", bence))
    tree0, tree1 = scene.trees[0], scene.trees[1]
    assert (mine.scenePos() - hand_pos).manhattanLength() < 2  # it starts in the hand...
    assert (theirs.sceneBoundingRect().center() - stack_pos).manhattanLength() < 2  # ...and from Bence's
    qtbot.waitUntil(lambda: not scene.is_moving(), timeout=2000)
    assert (mine.scenePos() - tree0.mapToScene(tree0.centre(13))).manhattanLength() < 0.5
    assert (theirs.scenePos() - tree1.mapToScene(tree1.centre(5))).manhattanLength() < 0.5
    marks = {m.seat: m for m in scene.items() if isinstance(m, LastMoveMark)}
    assert set(marks) == {0, 1, 2}
    assert marks[1].sceneBoundingRect().contains(theirs.sceneBoundingRect().center())
    # an outline, never a tint: the card looks the same with and without its mark
    spot = QRectF(theirs.sceneBoundingRect().center() - QPointF(6, 6), QRectF(0, 0, 12, 12).size())
    with_mark = render(scene, spot)
    scene.clear_last_moves()
    assert render(scene, spot) == with_mark


def test_a_linzer_swap_moves_both_cards_and_is_marked(qtbot):
    spec = REGISTRY["christmas_tree"]
    match = Match.start(spec, [Seat("Anna", "#c0392b"), Seat("Bence", "#2e86c1")], 6, {"mode": "family"})
    for _ in range(2):
        match.apply(match.state.legal_actions()[0])
    for space in (1, 21):
        for _ in range(2):
            state = match.state
            match.apply(("place", state.hands[state.current_player][0], space, 0))
    scene = ChristmasTreeScene(Controller(match))
    qtbot.waitUntil(lambda: not scene.is_moving(), timeout=2000)
    top = match.state.trees[0][1]
    match.apply(("swap", 1, 21, 0, 0))
    scene.sync()
    assert scene.is_moving()
    tree = scene.trees[0]
    item = tagged(scene, ("card", top))
    assert (item.scenePos() - tree.mapToScene(tree.centre(1))).manhattanLength() < 2
    qtbot.waitUntil(lambda: not scene.is_moving(), timeout=2000)
    assert (item.scenePos() - tree.mapToScene(tree.centre(21))).manhattanLength() < 0.5
    [mark] = [m for m in scene.items() if isinstance(m, LastMoveMark) and m.seat == 0]
    for space in (1, 21):
        assert mark.sceneBoundingRect().contains(tree.mapToScene(tree.centre(space)))


def render(scene, rect: QRectF) -> QImage:
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format_RGB32)
    image.fill(Qt.white)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def table_window(window, qtbot, match, size=(1280, 720)):
    window.resize(*size)
    window.stack.setCurrentWidget(window.table)
    window.table.open(match)
    qtbot.wait(50)
    view = window.table.view
    view.fit()
    qtbot.wait(20)
    return view


def test_every_text_is_legible_and_the_table_fills_the_view(window, qtbot):
    """Issue 14 at 1280x720 with 4 seats: nothing under 9 px, at most 10% under 11 px; the table
    leaves no empty band over 5% of the view's height."""
    window.table.game_finished.disconnect(window.on_finished)
    for match in (played_match(4, 30), played_match(4, 4, seed=3, mode="advanced"), played_match(4, 500, seed=2)):
        view = table_window(window, qtbot, match)
        smallest, share = summary(measure(view))
        assert smallest >= 9 and share <= 0.10, (match.state.phase, smallest, share)
        shown = view.mapFromScene(view.scene().table_rect()).boundingRect()
        viewport = view.viewport().rect()
        assert shown.height() >= 0.95 * viewport.height() or shown.width() >= 0.95 * viewport.width()
        assert viewport.height() - shown.height() <= 0.05 * viewport.height()


def grey(draw, size=40) -> QImage:
    image = QImage(size, size, QImage.Format_RGB32)
    image.fill(QColor("#fbf6ea"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    draw(painter)
    painter.end()
    return image.convertToFormat(QImage.Format_Grayscale8)


def difference(a: QImage, b: QImage) -> float:
    """Mean absolute grey difference per pixel."""
    total = 0
    for y in range(a.height()):
        for x in range(a.width()):
            total += abs(a.pixelColor(x, y).value() - b.pixelColor(x, y).value())
    return total / (a.width() * a.height())


def test_colours_a_rule_depends_on_stay_apart_in_greyscale(qapp):
    """Ornament colours (tasks count them, gingerbread wish them) and bulb colours (bulbs score
    when halves match) must not depend on hue alone: in greyscale every pair still differs."""
    ornaments = {c: grey(lambda p, c=c: paint_shape(p, "ball", QPointF(20, 20), 16, ORNAMENT[c], ORNAMENT_HATCH[c]))
                 for c in ORNAMENT}
    bulbs = {}
    for colour in BULB:
        def draw(p, colour=colour):
            p.setBrush(BULB[colour])
            p.drawPath(bulb_path(0, colour, 40, 40, 14).translated(QPointF(30, 30)))
        bulbs[colour] = grey(draw)
    for images in (ornaments, bulbs):
        names = list(images)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                assert difference(images[a], images[b]) > 6, (a, b)
    assert set(PALETTE) >= {f"ornament {c}" for c in ORNAMENT} | {f"bulb {c}" for c in BULB}
    assert all(len(v) == 7 and v.startswith("#") for v in PALETTE.values())
    assert {c.kind for c in CARDS.values()} == {"glass", "candy", "gingerbread"}


def test_the_box_front_shows_the_tree_and_the_title_once(qapp):
    from desktop_app.games.christmas_tree.view import box

    image = QImage(240, 300, QImage.Format_RGB32)
    image.fill(Qt.black)
    painter = QPainter(image)
    texts = []
    original = QPainter.drawText

    def recording(p, *args):
        texts.append(next(a for a in args if isinstance(a, str)))
        return original(p, *args)
    QPainter.drawText = recording
    try:
        box.draw_box_front(painter, QRectF(0, 0, 240, 300))
    finally:
        QPainter.drawText = original
        painter.end()
    assert texts == ["Christmas Tree"]
    greens = sum(1 for y in range(0, 300, 6) for x in range(0, 240, 6)
                 if (c := image.pixelColor(x, y)).green() > c.red() + 20 and c.green() > c.blue())
    assert greens > 150  # the fir fills the box
