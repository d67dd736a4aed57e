"""Issue 22 findings 17 and 23 for Kingdom Builder: at 1280x720 in English, Hungarian and Spanish
no scoring card's rule is cut with "…", and the Hungarian rules pictures print Hungarian terrain
initials, not the English G/C/D/F/T."""
import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage, QPainter

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.kingdom_builder.components import CARD_TEXT, CARDS
from desktop_app.games.kingdom_builder.scene import PanelItem, terrain_letter


class Recorder(QPainter):
    """A painter that remembers every text drawn through it."""

    def __init__(self, image):
        super().__init__(image)
        self.texts = []

    def drawText(self, *args):
        self.texts.append(args[-1])
        return super().drawText(*args)


@pytest.mark.parametrize("language", ["en", "hu", "es"])
def test_no_scoring_card_is_cut_at_1280x720(window, qtbot, language):
    window.resize(1280, 720)
    window.switch_language(language)
    try:
        for first in range(0, len(CARDS), 3):  # every card once on the table
            cards = [CARDS[(first + k) % len(CARDS)] for k in range(3)]
            options = {"cards": "chosen", **{f"card_{k + 1}": c for k, c in enumerate(cards)}}
            match = Match.start(REGISTRY["kingdom_builder"], [Seat("Anna", "#e67e22"), Seat("Bence", "#2e86c1")], 1, options)
            window.start(match)
            qtbot.wait(10)
            scene = window.table.scene
            shown = [item for item in scene.items() if isinstance(item, PanelItem) and item.look and item.look[0] == "card"]
            assert len(shown) == 3
            for item in shown:
                image = QImage(item.rect.size().toSize(), QImage.Format_ARGB32)
                painter = Recorder(image)
                item.paint(painter, None, None)
                painter.end()
                rule = item.look[2]
                assert rule in painter.texts, (language, item.look[1], painter.texts)
                assert not any(t.endswith("…") for t in painter.texts)
            assert {QCoreApplication.translate("kingdom_builder", CARD_TEXT[c]) for c in cards} == {i.look[2] for i in shown}
            window.table.close_match()
    finally:
        window.switch_language("en")


def test_the_hungarian_rules_pictures_use_hungarian_terrain_initials(window):
    from desktop_app.ui import rules_viewer

    window.switch_language("hu")
    try:
        letters = {code: terrain_letter(code) for code in "GCDFT"}
        assert letters == {"G": "R", "C": "K", "D": "S", "F": "V", "T": "E"}  # rét, kanyon, sivatag, virágmező, erdő
        assert rules_viewer._kb_art()[2]["G"] == "R"
    finally:
        window.switch_language("en")
    assert terrain_letter("G") == "G"
