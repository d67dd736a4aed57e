"""Issue 22, finding 25: memory over a long evening. A whole game of computer seats in the real
window, then "Back to shelf" clicked: nothing of that game may stay alive (its scene, controller,
match, the states the computer seats thought on), and its pixmaps leave the cache. Before the fix
the closed table's scene and controller stayed until the next game, the score sheet kept the
match, and PySide6 kept some finished QRunnable wrappers with their state copies for ever
(bench/evening.py measures the evening)."""
import gc
import weakref

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap, QPixmapCache
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.table import motion


def _flush(qtbot) -> None:
    from qt_drive import flush_deferred_deletes

    qtbot.wait(20)
    flush_deferred_deletes()
    gc.collect()


def test_nothing_of_a_closed_game_outlives_its_table(window, qtbot, monkeypatch):
    monkeypatch.setattr(motion, "SHORTEST", 10)
    monkeypatch.setattr(motion, "LONGEST", 20)
    spec = REGISTRY["christmas_tree"]
    seats = [Seat(f"Computer {i + 1}", spec.colours[i], "random") for i in range(2)]
    match = Match.start(spec, seats, 5)
    gc.collect()
    # states other tests left alive (module caches, earlier tables) are not this game's
    earlier = {id(o) for o in gc.get_objects() if type(o) is type(match.state)}
    window.start(match)
    del match
    table = window.table
    table.controller.ai_pause_ms = 0
    qtbot.waitUntil(lambda: table.controller.state.is_over, timeout=60_000)
    qtbot.waitUntil(lambda: table.sheet.isVisible(), timeout=5_000)
    from desktop_app.games.christmas_tree.view import tree

    assert tree._MARKS  # the game filled its caches
    state_type = type(table.controller.state)
    kept = {"scene": weakref.ref(table.scene), "controller": weakref.ref(table.controller),
            "match": weakref.ref(table.controller.match)}
    assert len(table.controller.match.log) > 30  # the computer seats thought many times
    marker = QPixmap(8, 8)
    assert QPixmapCache.insert("test-marker-of-this-table", marker)

    QTest.mouseClick(table.shelf_button, Qt.LeftButton)
    _flush(qtbot)

    assert window.stack.currentWidget() is window.shelf
    alive = [name for name, ref in kept.items() if ref() is not None]
    assert alive == [], f"still alive after Back to shelf: {alive}"
    states = [o for o in gc.get_objects() if type(o) is state_type and id(o) not in earlier]
    assert states == [], f"{len(states)} game states of the closed game are still alive"
    assert QPixmapCache.find("test-marker-of-this-table") is None  # the table's pixmaps went with it
    # and its game's caches (engine/caches.py): they used to fill with every game of the evening
    from desktop_app.games.christmas_tree import scene as tree_scene
    from desktop_app.games.christmas_tree.view import tree

    assert not tree._MARKS and not tree_scene._FIGURES


def test_the_pixmap_cache_is_sized_to_the_screen(window, qtbot):
    """A 192 MB cache at any size kept a 1280x720 evening's pixmaps growing; a table's cache is
    a few screenfuls of the screen it is on (and of the view, when that is larger)."""
    from desktop_app.table.scene import CACHE_SCREENS, MIN_CACHE_KB

    spec = REGISTRY["copenhagen"]
    seats = [Seat("Anna", spec.colours[0]), Seat("Computer", spec.colours[1], "random")]
    window.resize(1280, 720)
    window.start(Match.start(spec, seats, 3))
    qtbot.wait(20)
    view = window.table.view
    screen = view.screen().size()
    ratio = view.devicePixelRatioF()
    width = max(screen.width(), view.viewport().width()) * ratio
    height = max(screen.height(), view.viewport().height()) * ratio
    expected = max(MIN_CACHE_KB, CACHE_SCREENS * int(width) * int(height) * 4 // 1024)
    assert QPixmapCache.cacheLimit() == expected
    assert QPixmapCache.cacheLimit() < 192 * 1024
