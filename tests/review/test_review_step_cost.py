"""What one review step costs the page itself (bench/review.py measures it; here the causes, not
the clock): no window layout on a step, the graph repaints only its marker's strips, the log list
is never refilled and scrolls only to keep the lit line (and the one ahead) in sight."""
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QRegion
from PySide6.QtTest import QTest

from .test_review_window import played


class Events(QObject):
    def __init__(self, kinds):
        super().__init__()
        self.kinds, self.seen = kinds, []

    def eventFilter(self, watched, event):
        if event.type() in self.kinds:
            self.seen.append((watched, event.type(), QRegion(event.region()) if event.type() == QEvent.Paint else None))
        return False


def reviewing(window, qtbot, step=20):
    match = played("new_york", 6, None, players=3)
    window.review(match, step)
    page = window.review_page
    for _ in range(10):  # laid out and painted once: opening's layout requests climb a level a turn
        qtbot.wait(5)
    return page, match


def step_watching(qtbot, page, key, kinds):
    from PySide6.QtWidgets import QApplication

    events = Events(kinds)
    QApplication.instance().installEventFilter(events)
    try:
        QTest.keyClick(page, key)
        qtbot.wait(5)
    finally:
        QApplication.instance().removeEventFilter(events)
    return events.seen


def test_a_step_lays_nothing_out_and_the_graph_repaints_only_its_marker(window, qtbot):
    page, _match = reviewing(window, qtbot)
    for key in (Qt.Key_Right, Qt.Key_Left, Qt.Key_End, Qt.Key_Home):
        seen = step_watching(qtbot, page, key, (QEvent.LayoutRequest, QEvent.Paint))
        layouts = [w for w, kind, _ in seen if kind == QEvent.LayoutRequest]
        assert layouts == [], f"{key}: a step laid out {[type(w).__name__ for w in layouts]}"
        graph_paints = [region for w, kind, region in seen if w is page.graph and kind == QEvent.Paint]
        assert graph_paints, "the marker moved"
        strip = page.graph._marker_rect(page.step)
        for region in graph_paints:  # the old and the new marker strips, nothing else
            painted = sum(r.width() * r.height() for r in region)
            assert painted <= 2 * strip.width() * strip.height() < page.graph.width() * page.graph.height() // 10
    assert page.position.text().startswith(f"Step 0 of {page.replay.length}")


def test_the_log_is_selected_not_refilled_and_scrolls_only_to_keep_the_lit_line_in_sight(window, qtbot):
    page, match = reviewing(window, qtbot, step=1)
    log = page.log
    items = [log.item(i) for i in range(log.count())]
    bar = log.verticalScrollBar()
    scrolls = 0
    for _ in range(60):
        before = bar.value()
        QTest.keyClick(page, Qt.Key_Right)
        scrolls += bar.value() != before
        lit = log.currentRow()
        assert lit == page.step - 1
        shown = log.viewport().rect()
        assert shown.contains(log.visualItemRect(log.item(lit)))  # the lit line, whole
        if lit + 1 < log.count():
            assert shown.contains(log.visualItemRect(log.item(lit + 1)))  # and the one ahead
    assert [log.item(i) for i in range(log.count())] == items  # the same items: never refilled
    rows_in_sight = sum(log.viewport().rect().contains(log.visualItemRect(i)) for i in items)
    assert 0 < scrolls <= 60 - rows_in_sight + 2  # no scrolling while the lines ahead are in sight
    QTest.keyClick(page, Qt.Key_Home)
    assert log.currentRow() == -1
    page.go(len(match.log) // 2)  # a jump out of sight: the lit line in the middle
    rect = log.visualItemRect(log.item(log.currentRow()))
    shown = log.viewport().rect()  # the middle as a list scrolling by whole lines reaches it
    assert abs(rect.center().y() - shown.center().y()) <= shown.height() // 6


def test_a_step_starts_no_travel_and_never_compares_places(window, qtbot, monkeypatch):
    """A review shows positions: a step's sync neither notes where pieces were nor starts their
    motions (that comparison and the started-then-skipped animations were 2-4 ms of a step)."""
    from desktop_app.table.motion import MotionDirector

    page, _match = reviewing(window, qtbot)
    assert page.scene.travels is False
    compared = []
    monkeypatch.setattr(MotionDirector, "before_sync", lambda self: compared.append(self) or {})
    started = []
    monkeypatch.setattr(MotionDirector, "_start", lambda self, *args: started.append(args))
    for key in (Qt.Key_Right, Qt.Key_Right, Qt.Key_PageDown, Qt.Key_Left, Qt.Key_End, Qt.Key_Home):
        QTest.keyClick(page, key)
        qtbot.wait(5)
        assert not page.scene.is_moving()
    assert compared == [] and started == []
    table_scene = window.table.scene  # the live table still travels
    assert table_scene is None or table_scene.travels
