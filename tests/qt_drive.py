"""Driving a table view with real mouse events (pytest-qt tests of every game share these)."""
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest


def to_view(view, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def drag(view, start: QPointF, end: QPointF) -> None:
    """Press at start, move there in five steps, release at end (scene coordinates)."""
    viewport = view.viewport()
    a, b = to_view(view, start), to_view(view, end)
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(viewport, a + (b - a) * i / 5)
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, b)


def flush_deferred_deletes() -> None:
    """Deliver every pending event, deferred deletes included (processEvents alone never deletes
    an object scheduled with deleteLater(), so a test would not see what the app's loop does)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    app = QCoreApplication.instance()
    if app is None:
        return
    for _ in range(3):  # a deletion may schedule further deletes
        QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
        app.processEvents()
