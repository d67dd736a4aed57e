"""A hosted game opens with its waiting room over the table; the first-turn guide (bubble and
shade) waits until the room is gone and steps aside whenever it comes back, so neither covers the
other (geometry in the view's coordinates, at 1280x720)."""
from __future__ import annotations

from PySide6.QtCore import QRect

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.net.transport import MemoryBroker
from online.helpers import host_with_memory_broker


def covering(table) -> list[str]:
    """Which visible parts of the guide overlap the visible waiting room."""
    room, guide = table.waiting_room, table.guide
    if guide is None or not room.isVisible():
        return []
    area = QRect(room.pos(), room.size())  # both are children of the board view
    parts = {"bubble": guide, "shade": guide.shade}
    return [name for name, widget in parts.items()
            if widget.isVisible() and QRect(widget.pos(), widget.size()).intersects(area)]


def test_the_guide_waits_for_the_waiting_room_and_never_covers_it(window, qtbot):
    window.resize(1280, 720)
    links = host_with_memory_broker(window, MemoryBroker())
    spec = REGISTRY["copenhagen"]
    window.start(Match.start(spec, [Seat("Host", spec.colours[0]), Seat("Anna", spec.colours[1], "remote")], 5))
    table = window.table
    qtbot.waitUntil(table.waiting_room.isVisible)
    assert links and table.guide is not None  # a new game with a human seat: the guide is due
    qtbot.wait(300)  # the guide follows the table on a 250 ms timer: let it run once
    assert covering(table) == []
    assert not table.guide.isVisible()  # nobody plays before the host starts: the guide waits

    table.waiting_room.lines[0].hold.setCurrentIndex(1)  # a computer holds Anna's seat: Start is on
    table.waiting_room.start_button.click()
    qtbot.waitUntil(lambda: table.guide.isVisible() and table.guide.shade.isVisible())
    assert not table.waiting_room.isVisible()
    assert table.guide.counter.text() == "First turn: step 1 of 5"  # from its first step

    table.show_waiting_room()  # "Invite codes" during the game: the guide steps aside again
    qtbot.waitUntil(lambda: not table.guide.isVisible())
    qtbot.wait(300)
    assert table.waiting_room.isVisible() and covering(table) == []
    table.waiting_room.hide_button.click()
    qtbot.waitUntil(table.guide.isVisible)
