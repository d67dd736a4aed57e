"""Pieces travel to their new places, a click skips, the human's own drop lands at once, and the
last-move mark outlines a piece without painting over it."""
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath
from PySide6.QtTest import QTest

from desktop_app.table.board_view import BoardView
from desktop_app.table.motion import LONGEST, SHORTEST, LastMoveMark, piece_key
from desktop_app.table.scene import FlashItem

from .helpers import BLUE, SIZE, SquaresScene


def make(qtbot, layout):
    scene = SquaresScene(layout)
    view = BoardView()
    view.setScene(scene)
    view.resize(600, 400)
    qtbot.addWidget(view)
    view.show()
    finished = []
    scene.motion_finished.connect(lambda: finished.append(1))
    qtbot.waitUntil(lambda: bool(finished))  # the first sync started no motion: fires once, soon
    finished.clear()
    return scene, view, finished


def running(scene):
    return list(scene._motion._running)


def test_a_moved_piece_travels_from_its_old_place_and_ends_exactly_at_the_new(qtbot):
    scene, view, finished = make(qtbot, {"a": QPointF(0, 0), "b": QPointF(100, 100)})
    scene.layout["a"] = QPointF(300, 40)
    scene.sync()
    item = scene.pieces["a"]
    assert scene.is_moving()
    assert item.pos() == QPointF(0, 0)  # starts where the piece stood
    [animation] = running(scene)  # "b" did not move: it does not travel
    assert SHORTEST <= animation.duration() <= LONGEST
    animation.setCurrentTime(animation.duration() // 2)
    assert 0 < item.pos().x() < 300 and 0 < item.pos().y() < 40
    assert item.zValue() > scene.pieces["b"].zValue()  # travels over the table
    with qtbot.waitSignal(scene.motion_finished, timeout=3000):
        pass
    assert item.pos() == QPointF(300, 40)
    assert not scene.is_moving()
    qtbot.wait(30)
    assert finished == [1]  # once, when the last motion ended


def test_motion_finished_fires_once_after_several_pieces_moved(qtbot):
    scene, view, finished = make(qtbot, {"a": QPointF(0, 0), "b": QPointF(100, 0), "c": QPointF(200, 0)})
    scene.layout.update(a=QPointF(0, 300), b=QPointF(500, 0), c=QPointF(200, 10))
    scene.sync()
    assert len(running(scene)) == 3
    qtbot.waitUntil(lambda: not scene.is_moving(), timeout=3000)
    qtbot.wait(30)
    assert finished == [1]
    assert [scene.pieces[k].pos() for k in "abc"] == [QPointF(0, 300), QPointF(500, 0), QPointF(200, 10)]


def test_a_sync_without_motion_reports_finished_on_the_next_event_loop_turn(qtbot):
    scene, view, finished = make(qtbot, {"a": QPointF(0, 0)})
    scene.sync()
    assert not scene.is_moving() and finished == []
    qtbot.waitUntil(lambda: finished == [1])


def test_instant_motion_lands_every_piece_at_once_and_still_reports_finished(qtbot):
    """The smoke test's mode: pieces jump to their places; the pacing signal still comes."""
    from desktop_app.table.motion import set_instant

    scene, view, finished = make(qtbot, {"a": QPointF(0, 0), "b": QPointF(100, 0)})
    set_instant(True)
    try:
        scene.layout.update(a=QPointF(0, 300), b=QPointF(500, 0))
        scene.sync()
        assert not scene.is_moving()
        assert [scene.pieces[k].pos() for k in "ab"] == [QPointF(0, 300), QPointF(500, 0)]
        qtbot.waitUntil(lambda: finished == [1])
    finally:
        set_instant(False)
    scene.layout["a"] = QPointF(40, 40)
    scene.sync()
    assert scene.is_moving()  # travels again


def test_a_click_skips_every_motion(qtbot):
    scene, view, finished = make(qtbot, {"a": QPointF(0, 0), "b": QPointF(100, 0)})
    scene.layout.update(a=QPointF(400, 300), b=QPointF(0, 300))
    scene.sync()
    assert scene.is_moving()
    QTest.mouseClick(view.viewport(), Qt.LeftButton, pos=QPoint(5, 5))
    assert not scene.is_moving()
    assert scene.pieces["a"].pos() == QPointF(400, 300) and scene.pieces["b"].pos() == QPointF(0, 300)
    assert finished == [1]
    qtbot.wait(30)
    assert finished == [1]


def test_a_new_piece_flies_out_of_its_origin(qtbot):
    scene, view, finished = make(qtbot, {"deck": QPointF(500, 0)})
    scene.layout["card"] = (QPointF(100, 200), "deck")
    scene.sync()
    card = scene.pieces["card"]
    assert piece_key(card) == "card"
    assert card.pos() == QPointF(500, 0)  # same size as the deck: its centre starts on the deck's
    qtbot.waitUntil(lambda: not scene.is_moving(), timeout=3000)
    assert card.pos() == QPointF(100, 200)


def test_a_new_piece_without_origin_and_an_unknown_origin_just_appear(qtbot):
    scene, view, finished = make(qtbot, {"a": QPointF(0, 0)})
    scene.layout.update(b=QPointF(100, 100), c=(QPointF(200, 100), "nowhere"))
    scene.sync()
    assert not scene.is_moving()


def test_the_humans_own_drop_is_not_animated_again(qtbot):
    scene, view, finished = make(qtbot, {"a": QPointF(0, 0), "b": QPointF(0, 100)})
    scene.begin_drag("a", BLUE, QPointF(20, 20), hold=True)
    assert scene.holding
    drop_at = view.mapFromScene(QPointF(320, 220))
    QTest.mouseMove(view.viewport(), drop_at)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, pos=drop_at)
    assert scene.controller.actions
    qtbot.waitUntil(lambda: scene.pieces["a"].pos() == scene.layout["a"])
    assert not scene.is_moving()
    qtbot.waitUntil(lambda: finished == [1])
    # ...while the next move (a computer's) travels again
    scene.layout["b"] = QPointF(300, 100)
    scene.sync()
    assert scene.is_moving()


def render(scene, rect=QRectF(0, 0, 600, 400)) -> QImage:
    image = QImage(600, 400, QImage.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    scene.render(painter, QRectF(0, 0, 600, 400), rect)
    painter.end()
    return image


def pixels(image: QImage, rect: QRectF) -> list:
    return [image.pixel(x, y) for x in range(int(rect.left()), int(rect.right()))
            for y in range(int(rect.top()), int(rect.bottom()))]


def piece_path(scene, key) -> QPainterPath:
    path = QPainterPath()
    path.addRect(scene.pieces[key].sceneBoundingRect().adjusted(0.5, 0.5, -0.5, -0.5))
    return path


def test_the_last_move_mark_outlines_the_piece_and_never_paints_inside_it(qtbot):
    scene, view, finished = make(qtbot, {"a": QPointF(200, 150)})
    inside = QRectF(200, 150, SIZE, SIZE).adjusted(1, 1, -1, -1)
    ring = QRectF(200, 150, SIZE, SIZE).adjusted(-6, -6, 6, 6)
    plain = render(scene)
    scene.mark_last_move(1, piece_path(scene, "a"), QColor("#f1c40f"))
    marked = render(scene)
    assert pixels(marked, inside) == pixels(plain, inside)  # the blue piece stays blue
    assert pixels(marked, ring) != pixels(plain, ring)       # the outline shows around it
    yellowish = [p for p in pixels(marked, ring) if QColor(p).red() > 200 and QColor(p).blue() < 80]
    assert yellowish  # in the seat's colour
    # kept across syncs until replaced or cleared
    scene.sync()
    marks = [i for i in scene.items() if isinstance(i, LastMoveMark)]
    assert len(marks) == 1 and marks[0].seat == 1
    scene.mark_last_move(1, piece_path(scene, "a"), QColor("#f1c40f"))
    assert len([i for i in scene.items() if isinstance(i, LastMoveMark)]) == 1
    scene.clear_last_moves()
    assert not [i for i in scene.items() if isinstance(i, LastMoveMark)]
    assert pixels(render(scene), ring) == pixels(plain, ring)


def test_marks_wait_for_the_pieces_to_arrive(qtbot):
    scene, view, finished = make(qtbot, {"a": QPointF(0, 0)})
    scene.layout["a"] = QPointF(300, 200)
    scene.sync()
    scene.mark_last_move(0, piece_path(scene, "a"), QColor("#e8318a"))
    [mark] = [i for i in scene.items() if isinstance(i, LastMoveMark)]
    assert not mark.isVisible()
    scene.skip_motion()
    assert mark.isVisible()


def test_seats_marks_differ_in_greyscale_too(qtbot):
    scene, view, finished = make(qtbot, {"a": QPointF(100, 150), "b": QPointF(400, 150)})
    scene.mark_last_move(0, piece_path(scene, "a"), QColor("#808080"))
    scene.mark_last_move(1, piece_path(scene, "b"), QColor("#808080"))
    image = render(scene).convertToFormat(QImage.Format_Grayscale8)
    around_a = pixels(image, QRectF(80, 130, 80, 80))
    around_b = [image.pixel(x + 300, y) for x in range(80, 160) for y in range(130, 210)]
    assert around_a != around_b  # same colour, different dashes and letter


def test_a_flash_outlines_and_never_tints_the_piece(qtbot):
    scene, view, finished = make(qtbot, {"a": QPointF(200, 150)})
    inside = QRectF(200, 150, SIZE, SIZE).adjusted(1, 1, -1, -1)
    plain = render(scene)
    scene.flash(piece_path(scene, "a"))
    assert [i for i in scene.items() if isinstance(i, FlashItem)]
    flashed = render(scene)
    assert pixels(flashed, inside) == pixels(plain, inside)
    assert pixels(flashed, inside.adjusted(-8, -8, 8, 8)) != pixels(plain, inside.adjusted(-8, -8, 8, 8))


def test_last_turns_are_each_seats_latest_unbroken_run_of_records(qtbot):
    from types import SimpleNamespace

    scene, view, finished = make(qtbot, {"a": QPointF(0, 0)})
    log = [SimpleNamespace(player=p, action=a) for p, a in
           [(0, "a1"), (1, "b1"), (0, "a2"), (0, "a3"), (2, "c1"), (1, "b2"), (1, "b3")]]
    scene.controller.match = SimpleNamespace(log=log)
    turns = scene.last_turns()
    assert {seat: [r.action for r in records] for seat, records in turns.items()} == {
        1: ["b2", "b3"], 2: ["c1"], 0: ["a2", "a3"]}
    scene.controller.match.log = []
    assert scene.last_turns() == {}


class LooseScene(SquaresScene):
    """Like a game's scene: keeps no Python reference to its items after sync()."""

    def sync(self) -> None:
        super().sync()
        self.pieces = {}


def test_pieces_without_python_references_survive_their_motion(qtbot):
    import gc

    scene = LooseScene({"a": QPointF(0, 0), "b": QPointF(100, 0)})
    scene.layout.update(a=QPointF(300, 200), b=QPointF(100, 300))
    scene.sync()
    assert scene.is_moving()
    scene.skip_motion()
    gc.collect()
    qtbot.wait(10)
    gc.collect()
    positions = sorted((i.pos().x(), i.pos().y()) for i in scene.items() if piece_key(i) is not None)
    assert positions == [(100, 300), (300, 200)]


def test_syncs_marks_and_measuring_keep_every_item_of_a_scene_without_references(qtbot):
    import gc

    from desktop_app.table.board_view import BoardView

    from .legibility import measure_texts

    scene = LooseScene({"a": QPointF(0, 0), "b": QPointF(100, 0), "c": QPointF(200, 0)})
    view = BoardView()
    view.setScene(scene)
    qtbot.addWidget(view)
    view.show()
    path = QPainterPath()
    path.addRect(QRectF(0, 0, SIZE, SIZE))
    scene.mark_last_move(0, path, QColor("#560026"))
    before = len(scene.items())
    for _ in range(2):
        scene.sync()
        measure_texts(scene)
        gc.collect()
        qtbot.wait(10)
    assert len(scene.items()) == before


def test_a_mark_is_made_without_boolean_path_operations(qtbot, monkeypatch):
    """A review step makes a new mark (a Christmas Tree reveal four): cutting rings out of a stroke
    (~2 ms each) is left to the painter's clip, made once into the item's cache."""
    from desktop_app.table import motion

    made = []
    monkeypatch.setattr(motion, "_outside_ring", lambda *args: made.append(args))
    path = QPainterPath()
    path.addRect(QRectF(0, 0, 40, 30))
    path.addRect(QRectF(40, 0, 20, 60))
    mark = motion.LastMoveMark(2, path.simplified(), QColor("#16a085"))
    assert made == [] and mark.boundingRect().contains(path.boundingRect())
