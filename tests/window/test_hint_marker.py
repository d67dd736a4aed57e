"""Issue 22, finding 12 (the shell's half): while a Hint is worked out (about 1.5 s at the hard
level) the seat shows the thinking marker a computer seat shows, and the Hint button cannot be
pressed again; when the hint arrives the marker is the turn marker again."""
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.engine.agents import GreedyAgent
from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.table.icons import icon_pixmap
from desktop_app.ui import controller as controller_module


def marker_kind(row) -> str | None:
    shown = row.marker.pixmap()
    for kind in ("hourglass", "turn"):
        if not shown.isNull() and shown.toImage() == icon_pixmap(kind, 14).toImage():
            return kind
    return None


def test_hint_shows_the_thinking_marker_until_it_arrives(window, qtbot, monkeypatch):
    # A quick hint (medium level) instead of 1.5 s of search: the marker is what is tested.
    monkeypatch.setattr(controller_module, "make_agent", lambda level, spec, seed=None: GreedyAgent(spec))
    spec = REGISTRY["copenhagen"]
    window.start(Match.start(spec, [Seat("Anna", spec.colours[0]), Seat("Computer", spec.colours[1], "random")], 4))
    table = window.table
    qtbot.waitUntil(lambda: table.controller.can_act and table.hint_button.isEnabled())
    anna = table.rows[0]
    assert marker_kind(anna) == "turn"
    hints = []
    monkeypatch.setattr(table.scene, "show_hint", lambda action, hint=None: hints.append(action))

    QTest.mouseClick(table.hint_button, Qt.LeftButton)
    assert marker_kind(anna) == "hourglass"  # at once, as a computer seat thinking
    assert not table.hint_button.isEnabled()
    table.refresh()  # anything that refreshes the panel meanwhile keeps both
    assert marker_kind(anna) == "hourglass" and not table.hint_button.isEnabled()

    qtbot.waitUntil(lambda: bool(hints), timeout=10_000)
    assert marker_kind(anna) == "turn"
    assert table.hint_button.isEnabled()
