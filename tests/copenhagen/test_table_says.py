"""The Copenhagen table says every step (issue 22, findings 5, 7, 12, 24): scorings in the log and
on the table, what an unaffordable tile lacks, a refused drop's reason where it was dropped, undo
leaves no stale mark, the hint as an instruction with both ends lit, texts >= 11 px with nothing
covering the score track's numbers or the tiles' art. Real MainWindow, real mouse events."""
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.copenhagen.components import ANY_CARDS, COLS, ROWS
from desktop_app.games.copenhagen.view.items import AbilityItem, Callout, ScoreMarker, ScoreTrack, TileItem, shape_path
from desktop_app.table.motion import LastMoveMark
from desktop_app.table.scene import FlashItem
from helpers import build
from qt_drive import drag, to_view
from test_table import click, harbour_card, open_game, own_ability


def against_computer(window, seed=2):
    spec = REGISTRY["copenhagen"]
    match = Match.start(spec, [Seat("Anna", spec.colours[0]), Seat("Bence", spec.colours[1], "greedy")], seed)
    window.start(match)
    window.table.view.fit()
    QTest.qWait(20)
    return window.table.controller, window.table.scene, window.table.view


def position(controller, scene, hand, tiles=()):
    """Anna to move with this hand (counts per colour) and these tiles on her house."""
    state = controller.state
    for colour, cells in tiles:
        build(state, colour, cells)
    state.players[0].hand = list(hand)
    state._legal = None
    scene.sync()
    scene.skip_motion()


def cells_centre(house, cells) -> QPointF:
    rects = [house.mapRectToScene(house.cell_rect(r, c)) for r, c in cells]
    box = rects[0]
    for rect in rects[1:]:
        box = box.united(rect)
    return box.center()


def supply_tile(scene, colour, size) -> TileItem:
    return scene.pieces[("supply", colour, size)][0]


def callouts(scene):
    return [i.text for i in scene.items() if isinstance(i, Callout)]


def status(window) -> str:
    return window.table.status.text()


# ---------------------------------------------------------------- finding 5: scorings said
def test_a_completed_row_is_logged_and_announced_on_the_table(window, qtbot):
    controller, scene, view = against_computer(window)
    position(controller, scene, (2, 0, 0, 0, 0), [("green", [(0, 0), (0, 1), (0, 2)])])
    house = scene.houses[0]
    tile = supply_tile(scene, "red", 2)
    drag(view, tile.mapToScene(tile.rect.center()), cells_centre(house, [(0, 3), (0, 4)]))
    qtbot.waitUntil(lambda: len(controller.match.log) >= 1)
    qtbot.wait(10)
    lines = [window.table.log.item(i).text() for i in range(window.table.log.count())]
    assert lines[0] == "Anna builds a red 2 for 2 cards — completes row 1: +1"
    assert "Anna completes row 1: +1" in callouts(window.table.scene)  # and on the table, not a dialog


# ---------------------------------------------------------------- finding 7
def test_with_any_cards_switched_on_the_second_pick_may_be_anywhere(window, qtbot):
    from desktop_app.ui.i18n import install_language

    install_language("en")  # as the app does at start: English plural forms ("1 more card")
    controller, scene, view = open_game(window)
    click(view, qtbot, own_ability(scene, ANY_CARDS))
    click(view, qtbot, harbour_card(window.table.scene, 0))
    assert status(window) == "Now pick 1 more card, anywhere in the harbour (Any Cards)."
    assert "neighbouring" not in status(window)


def test_an_unaffordable_tile_is_marked_and_says_what_is_missing(window, qtbot):
    controller, scene, view = open_game(window)
    position(controller, scene, (2, 0, 0, 0, 0))
    assert supply_tile(scene, "red", 3).dim and not supply_tile(scene, "red", 2).dim
    assert supply_tile(scene, "blue", 2).dim
    tile = supply_tile(scene, "red", 3)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, to_view(view, tile.mapToScene(tile.rect.center())))
    qtbot.wait(5)
    words = "A red 3 needs 3 red cards; you hold 2."
    assert status(window) == words
    assert words in callouts(window.table.scene) and window.table.scene.ghost is None


def test_a_refused_drop_says_why_where_it_was_dropped(window, qtbot):
    controller, scene, view = open_game(window)
    position(controller, scene, (2, 0, 0, 0, 0))
    house = scene.houses[0]
    tile = supply_tile(scene, "red", 2)
    where = cells_centre(house, [(5, 1), (5, 2)])  # nothing under it: it would float
    drag(view, tile.mapToScene(tile.rect.center()), where)
    qtbot.wait(5)
    reason = "A facade must stand on the ground or on an earlier tile; it would float."
    assert status(window) == reason
    note = next(i for i in window.table.scene.items() if isinstance(i, Callout) and i.text == reason)
    assert (note.sceneBoundingRect().center() - where).manhattanLength() < 90  # at the drop point
    assert controller.match.log == []


def test_undo_leaves_no_outline_on_the_emptied_cells(window, qtbot):
    controller, scene, view = open_game(window)
    # A red 2 over the coat of arms at row 3, column 3: Anna's turn goes on (her reward), so she may undo.
    position(controller, scene, (2, 0, 0, 0, 0), [("green", [(0, 0), (0, 1), (0, 2)]), ("purple", [(1, 0), (1, 1), (1, 2)])])
    house = scene.houses[0]
    tile = supply_tile(scene, "red", 2)
    drag(view, tile.mapToScene(tile.rect.center()), cells_centre(house, [(2, 2), (2, 3)]))
    qtbot.waitUntil(lambda: controller.state.phase == "arms")
    qtbot.wait(20)
    window.table.scene.skip_motion()
    assert any(isinstance(i, LastMoveMark) and i.seat == 0 for i in window.table.scene.items())
    button = window.table.undo_button
    QTest.mouseClick(button, Qt.LeftButton, Qt.NoModifier, button.rect().center())
    qtbot.waitUntil(lambda: controller.match.log == [])
    qtbot.wait(20)
    assert not any(isinstance(i, LastMoveMark) and i.seat == 0 for i in window.table.scene.items())


# ---------------------------------------------------------------- finding 12: the hint
def flashed(scene):
    return [i for i in scene.items() if isinstance(i, FlashItem)]


def test_the_hint_is_an_instruction_and_lights_the_tile_and_its_place(window, qtbot):
    controller, scene, view = open_game(window)
    position(controller, scene, (2, 0, 0, 0, 0), [("green", [(0, 0), (0, 1), (0, 2)])])
    action = next(a for a in controller.state.legal_actions()
                  if a[0] == "build" and a[1] == "red" and a[2] == 2 and a[3] == ((0, 3), (0, 4)))
    scene.show_hint(action)
    assert status(window) == "Hint: build the red 2 for 2 cards"
    glow = flashed(scene)[-1]._path
    tile = supply_tile(scene, "red", 2)
    house = scene.houses[0]
    assert glow.contains(tile.mapToScene(tile.rect.center()))            # the piece to pick up
    assert glow.contains(cells_centre(house, [(0, 3)]))                  # and where it goes


def test_the_hint_button_says_take_and_lights_the_cards_and_the_hand(window, qtbot, monkeypatch):
    import desktop_app.ui.controller as ui_controller
    quick = ui_controller.make_agent
    monkeypatch.setattr(ui_controller, "make_agent", lambda level, spec, seed=None, **kw: quick(level, spec, seed, think=0.2))
    controller, scene, view = open_game(window)
    position(controller, scene, (0, 0, 0, 0, 0))  # nothing to build with: the hint takes cards
    button = window.table.hint_button
    QTest.mouseClick(button, Qt.LeftButton, Qt.NoModifier, button.rect().center())
    qtbot.waitUntil(lambda: status(window).startswith("Hint: "), timeout=10000)
    words = status(window)
    assert words.startswith("Hint: take ") and "takes" not in words
    assert " — then you hold " in words  # why, from the position
    glow = flashed(window.table.scene)[-1]._path
    action = window.table.scene.controller.state.legal_actions()  # still Anna's turn: nothing was played
    assert controller.match.log == [] and action
    lit = [slot for slot in range(7) if glow.contains(window.table.scene.harbour_rect(slot).center())]
    assert len(lit) >= 2                                     # the harbour cards
    assert glow.contains(QPointF(100, 592 + 60))             # and the hand they go to


# ---------------------------------------------------------------- finding 24: small text, covers
def test_track_numbers_and_supply_counts_are_never_covered(window, qtbot):
    controller, scene, view = open_game(window, players=4)
    state = controller.state
    for player in range(4):  # everybody on the same stone
        build(state, "purple", [(0, c) for c in range(COLS)], player=player)
    scene.sync()
    scene.skip_motion()
    track = next(i for i in scene.items() if isinstance(i, ScoreTrack))
    markers = [i for i in scene.items() if isinstance(i, ScoreMarker)]
    assert len(markers) == 4
    numbers = [track.mapRectToScene(track.number_rect(v)) for v in range(13)]
    for marker in markers:
        box = marker.mapRectToScene(marker.boundingRect().adjusted(2, 2, -2, -2))
        assert not any(box.intersects(n) for n in numbers)
        assert not any(box.intersects(o.mapRectToScene(o.boundingRect().adjusted(2, 2, -2, -2)))
                       for o in markers if o is not marker)
    tiles = [i for i in scene.items() if isinstance(i, TileItem)]
    art = [(t, t.mapToScene(shape_path(t.tile_cells, t.cell))) for t in tiles]
    for tile in tiles:
        badge = tile.mapRectToScene(tile.badge_rect())
        assert not any(path.intersects(badge) for _, path in art), tile.kind


def test_every_copenhagen_text_reads_at_1280x720(qtbot, tmp_path):
    from desktop_app.engine.saves import SaveStore
    from desktop_app.ui.main_window import MainWindow
    from table.legibility import measure_texts, open_table

    win = MainWindow(SaveStore(tmp_path))
    win.table.game_finished.disconnect(win.on_finished)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    try:
        open_table(win, "copenhagen", 4)
        texts = measure_texts(win)
        small = sorted({(round(px, 1), text[:20]) for text, px in texts if px < 11.0})
        assert len(texts) >= 10 and small == []
    finally:
        win.table.close_match()


def test_the_winning_build_is_logged_with_its_lines_and_the_win_announced(window, qtbot):
    window.table.game_finished.disconnect(window.on_finished)  # no end dialog over the table
    controller, scene, view = against_computer(window)
    rows = [("green", [(r, 0), (r, 1), (r, 2)]) for r in range(ROWS - 1)] + [("red", [(r, 3), (r, 4)]) for r in range(ROWS - 1)]
    position(controller, scene, (0, 0, 0, 0, 5), rows)
    assert controller.state.scores()[0] == ROWS - 1
    top = [(ROWS - 1, c) for c in range(COLS)]
    house = scene.houses[0]
    tile = supply_tile(scene, "purple", 5)
    drag(view, tile.mapToScene(tile.rect.center()), cells_centre(house, top))
    qtbot.waitUntil(lambda: controller.state.phase == "arms")  # it covers the coat of arms of row 9
    qtbot.wait(20)
    window.table.scene.skip_motion()
    reward = next(i for i in window.table.scene.items() if isinstance(i, AbilityItem) and i.lit)
    click(view, qtbot, reward)  # the points count once the reward is chosen
    qtbot.waitUntil(lambda: controller.state.is_over)
    qtbot.wait(10)
    line = window.table.log.item(window.table.log.count() - 1).text()
    assert line == ("Anna builds a purple 5 for 5 cards — completes row 9, column 1, column 2, column 3, "
                    "column 4, column 5: +17")  # window columns 2, 3 and 5 score 4
    assert "Anna reaches 12 points and wins at once." in callouts(window.table.scene)
