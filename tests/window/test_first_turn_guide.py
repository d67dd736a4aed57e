"""Issue 22, finding 16: the first-turn guide at 1280x720, clicked through with the real mouse in
every game (English and Hungarian, the longest texts): its whole text shows, it never covers
what it explains, it stays in one place from step to step (a click on the old Next built a
Kingdom Builder settlement), and it lights what it talks about, Kingdom Builder's steps 1 and 3
too; the hexes "you may not use are dimmed" are plainly darker."""
import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY

GAMES = sorted(REGISTRY)


def open_with_guide(window, qtbot, game_id: str, players: int = 4):
    spec = REGISTRY[game_id]
    players = max(spec.min_players, min(players, spec.max_players))
    seats = [Seat("Anna", spec.colours[0])] + [Seat(f"Computer {i}", spec.colours[i], "random") for i in range(1, players)]
    window.resize(1280, 720)
    window.start(Match.start(spec, seats, 7))
    table = window.table
    table.controller.ai_pause_ms = 10**9  # the table stays as the guide explains it
    qtbot.waitUntil(lambda: not table.scene._sync_pending and not table.scene.is_moving())
    qtbot.wait(30)
    assert table.guide is not None and table.guide.isVisible()
    return table, table.guide


def lit_places(guide) -> list[QRect]:
    """What the step lights, in view coordinates (one ring per place)."""
    holes = getattr(guide, "holes", None)
    if holes is not None:
        return holes()
    target = guide.target()  # a guide with one ring per step
    return [target] if target is not None else []


def on_view(view, rect: QRectF) -> QRect:
    box = view.mapFromScene(rect).boundingRect()
    box.moveTopLeft(view.viewport().mapTo(view, box.topLeft()))
    return box


def on_window(widget, window) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("language", ["en", "hu"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_guide_shows_its_whole_text_beside_what_it_explains(window, qtbot, game_id, language):
    if language != "en":
        window.switch_language(language)
    try:
        table, guide = open_with_guide(window, qtbot, game_id)
        view_on_window = on_window(table.view, window)
        places = set()
        for index in range(len(guide.steps)):
            qtbot.wait(10)
            assert guide.index == index
            box = on_window(guide, window)
            places.add((box.x(), box.y()))
            assert window.rect().contains(box), f"step {index + 1} leaves the window: {box}"
            text = guide.text
            needed = text.heightForWidth(text.width())
            assert text.height() >= needed, f"step {index + 1}: text cut ({text.height()} < {needed} px)"
            assert text.visibleRegion().boundingRect().height() >= needed
            for hole in lit_places(guide):  # what the step lights, in view coordinates
                lit = hole.translated(view_on_window.topLeft())
                assert not box.intersects(lit), f"step {index + 1}: the guide covers what it explains"
            button = guide.next_button
            QTest.mouseClick(button, Qt.LeftButton, Qt.NoModifier, button.rect().center())
        assert len(places) == 1, f"the guide moved between steps: {places}"
        assert table.guide is None  # "Got it" put it away
        assert not table.controller.match.log  # no click of the guide played a move
    finally:
        if language != "en":
            window.switch_language("en")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_about_the_table_lights_it(window, qtbot, game_id):
    """The last step (Hint, Undo, Rules) is about the side panel; every other step lights the
    table (Kingdom Builder's steps 1 and 3 lit nothing)."""
    table, guide = open_with_guide(window, qtbot, game_id, players=2)
    dark = []
    for index in range(len(guide.steps) - 1):
        guide.index = index
        if not lit_places(guide):
            dark.append(index + 1)
    assert not dark, f"steps {dark} light nothing"
    guide.close_guide()


def test_kingdom_builder_lights_the_terrain_card_and_each_location(window, qtbot):
    table, guide = open_with_guide(window, qtbot, "kingdom_builder", players=2)
    scene = table.scene
    guide.index = 0  # "Your terrain card says where you build"
    card = next(item for item in scene.items() if getattr(item, "objectName", lambda: "")() == "terrain-card")
    holes = lit_places(guide)
    assert len(holes) == 1
    card_on_view = on_view(table.view, card.sceneBoundingRect())
    assert holes[0].contains(card_on_view) and holes[0].width() < 3 * card_on_view.width()
    guide.index = 2  # locations and the three Kingdom Builder cards
    locations = [item for item in scene.items() if type(item).__name__ == "LocationItem"]
    assert len(lit_places(guide)) == len(locations) + 1  # each location its own ring, the cards one
    guide.close_guide()


def luminance(image: QImage, rect: QRect) -> float:
    total = count = 0
    for y in range(rect.top(), rect.bottom(), 2):
        for x in range(rect.left(), rect.right(), 2):
            c = image.pixelColor(x, y)
            total += 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF()
            count += 1
    return total / count


def test_kingdom_builder_dims_the_hexes_you_may_not_use(window, qtbot):
    from desktop_app.games.kingdom_builder.view.items import HEX_RECTS

    table, guide = open_with_guide(window, qtbot, "kingdom_builder", players=2)
    guide.close_guide()
    scene = table.scene
    board = scene.board_item
    assert board.dimming and board.lit
    unlit = next(cell for cell in range(len(HEX_RECTS)) if cell not in board.lit)
    rect = board.mapRectToScene(HEX_RECTS[unlit]).adjusted(8, 10, -8, -10)

    def shot(dimmed: bool) -> float:
        board.dimming = dimmed
        board.update()
        image = QImage(200, 200, QImage.Format_ARGB32)
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 200, 200), rect)
        painter.end()
        return luminance(image, QRect(0, 0, 200, 200))
    plain, dimmed = shot(False), shot(True)
    board.dimming = True
    board.update()
    assert dimmed <= 0.6 * plain, f"dimmed hexes keep {dimmed / plain:.0%} of their light"


def test_with_the_panel_hidden_the_guide_keeps_one_free_corner(window, qtbot):
    table, guide = open_with_guide(window, qtbot, "copenhagen")
    QTest.keyClick(table, Qt.Key_F9)  # the side panel goes: the guide floats over the table
    qtbot.wait(20)
    assert not table.panel.isVisible() and guide.parentWidget() is table.view and guide.isVisible()
    places = set()
    for index in range(len(guide.steps)):
        qtbot.wait(10)
        # the view widens once the panel's room is given back (later on a busy machine)
        qtbot.waitUntil(lambda: guide.pos() == guide.corners()[guide._corner])
        box = QRect(guide.pos(), guide.size())
        places.add((box.x(), box.y()))
        assert table.view.rect().contains(box)
        assert guide.text.height() >= guide.text.heightForWidth(guide.text.width())
        guide.next_button.click()
    assert len(places) == 1
    QTest.keyClick(table, Qt.Key_F9)
