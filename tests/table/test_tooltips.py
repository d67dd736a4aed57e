"""Text from a save or a seat name never renders as markup in a table's tooltip (issue 15 item 7)."""
from __future__ import annotations

import pytest
from PySide6 import QtGui

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY

HOSTILE = '<b style="color:red;font-size:40px">SYSTEM ERROR</b>'


@pytest.mark.parametrize("game", ["copenhagen", "kingdom_builder", "new_york", "christmas_tree"])
def test_a_seat_name_in_a_tooltip_is_plain_text(qtbot, tmp_path, game):
    from desktop_app.engine.saves import SaveStore
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(SaveStore(tmp_path))
    qtbot.addWidget(window)
    match = Match.start(REGISTRY[game], [Seat(HOSTILE, "#560026"), Seat("Bence", "#00e0d0", "random")], 3)
    window.start(match)
    qtbot.wait(50)
    tips = [item.toolTip() for item in window.table.scene.items() if item.toolTip()]
    assert tips
    for tip in tips:
        # Qt shows a tooltip as rich text when mightBeRichText says so: then the markup must be escaped.
        assert not QtGui.Qt.mightBeRichText(tip) or "<b style" not in tip, tip
    window.table.close_match()
