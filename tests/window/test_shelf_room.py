"""Issue 22, finding 18: without a scale factor, the shelf in a 2560x1440 window uses the room it
has: the box fronts, the saved games' thumbnails and the list's letters grow with the window
(they sat small in the top-left corner), and a 1280x720 window keeps them as they were."""
from desktop_app.games import CATALOG
from desktop_app.ui.shelf import BOX_SIZE, THUMBNAIL_SIZE


def test_the_shelf_uses_the_room_of_a_big_window(window, qtbot):
    shelf = window.shelf
    window.resize(1280, 720)
    qtbot.wait(20)
    small_font = shelf.resume_button.fontInfo().pixelSize()
    button = next(iter(shelf.game_buttons.values()))
    assert button.iconSize() == BOX_SIZE and shelf.saves.iconSize() == THUMBNAIL_SIZE

    window.resize(2560, 1440)
    qtbot.waitUntil(lambda: shelf.width() > 2400)
    qtbot.wait(20)
    boxes = sum(b.width() for b in shelf.game_buttons.values())
    assert boxes >= 0.5 * shelf.width(), f"the boxes take {boxes} of {shelf.width()} px"
    assert button.iconSize().width() >= 1.75 * BOX_SIZE.width()
    drawn = shelf._box(CATALOG[next(iter(shelf.game_buttons))])
    assert drawn.width() == button.iconSize().width()  # drawn at that size, not stretched
    assert shelf.saves.iconSize().width() >= 1.75 * THUMBNAIL_SIZE.width()
    assert shelf.resume_button.fontInfo().pixelSize() >= 1.5 * small_font

    window.resize(1280, 720)
    qtbot.waitUntil(lambda: shelf.width() < 1300)
    assert button.iconSize() == BOX_SIZE and shelf.resume_button.fontInfo().pixelSize() == small_font
