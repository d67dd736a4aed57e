"""Reviewing through the real MainWindow: Game → Review, the keys, buttons, slider, the log line
lit, the graph's click, a finished game from any seat, an unfinished one only as its seat to move
(the table drawn for it equals the table drawn for any state that seat cannot tell apart)."""
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY

from desktop_app.ui.review import ReviewController
from desktop_app.ui.table_page import scene_class

from .test_replay import fresh


def played(game: str, seed: int, actions: int | None, players: int = 3) -> Match:
    spec = REGISTRY[game]
    match = Match.start(spec, [Seat(n, spec.colours[i]) for i, n in enumerate(["Anna", "Bence", "Csilla"][:players])], seed)
    rng = random.Random(seed)
    while not match.state.is_over and (actions is None or len(match.log) < actions):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def menu_action(window, text: str):
    game_menu = window.menuBar().actions()[0].menu()
    return next(a for a in game_menu.actions() if a.text() == text)


def picture(scene) -> QImage:
    image = QImage(640, 400, QImage.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 640, 400), scene.table_rect())
    painter.end()
    return image


def table_for(replay, step: int, state=None, curtain: bool = False) -> QImage:
    """A fresh review table at `step` (of `state` instead of the real position, when given), once
    the flash of the last action is gone. Fresh: a scene that lived through other states keeps
    the identities of the cards it showed, which would tell the two states apart by themselves."""
    controller = ReviewController(replay, curtain=curtain)
    controller.go(step)
    if state is not None:
        controller.match.state = state
    scene = scene_class(replay.match.spec)(controller)
    for _ in range(2):
        scene.sync()
        scene.skip_motion()
    return picture(scene)


def settled(page) -> QImage:
    """The table at the page's step once the flash of the last action is gone (the first sync at
    a step lights what its action changed; the next one finds nothing new)."""
    for _ in range(2):
        page.scene.sync()
        page.scene.skip_motion()
    return picture(page.scene)


def test_review_from_the_game_menu_walks_the_timeline(window, qtbot):
    match = played("kingdom_builder", 3, 40)
    window.start(match)
    table_before = match.state.to_json()
    menu_action(window, "Review").trigger()
    page = window.review_page
    assert window.stack.currentWidget() is page
    controller = page.controller
    assert page.step == 40 and page.slider.value() == 40 and page.log.currentRow() == 39
    assert not controller.can_act and not controller.try_action(match.log[0].action)

    QTest.keyClick(page, Qt.Key_Left)
    assert page.step == 39 and page.log.currentRow() == 38 and page.graph.step == 39
    assert controller.state.to_json() == fresh(match, 39).to_json()
    assert [r.action for r in controller.match.log] == [r.action for r in match.log[:39]]
    QTest.keyClick(page, Qt.Key_Home)
    assert page.step == 0 and page.log.currentRow() == -1
    assert not page.buttons["back"].isEnabled() and page.buttons["forward"].isEnabled()
    QTest.keyClick(page, Qt.Key_Right)
    assert page.step == 1 and controller.state.to_json() == fresh(match, 1).to_json()
    page.buttons["next_turn"].click()
    turn = page.step
    assert turn > 1 and match.log[turn].player != match.log[turn - 1].player
    QTest.keyClick(page, Qt.Key_Down)  # the next round
    assert page.replay.round_of(page.step) != page.replay.round_of(page.step - 1)
    page.buttons["next_scoring"].click()
    assert page.replay.scores[page.step] != page.replay.scores[page.step - 1]
    page.slider.setValue(17)  # scrubbing
    assert page.step == 17 and controller.state.to_json() == fresh(match, 17).to_json()
    page.log.itemClicked.emit(page.log.item(24))  # a log line: the position after that action
    assert page.step == 25 and page.log.currentRow() == 24
    graph = page.graph
    x = graph.point(10, 0).x()
    QTest.mouseClick(graph, Qt.LeftButton, Qt.NoModifier, QPointF(x, graph.height() / 2).toPoint())
    assert page.step == 10 and controller.state.to_json() == fresh(match, 10).to_json()
    syncs = []
    page.scene.sync = lambda real=page.scene.sync: (syncs.append(page.step), real())
    for _ in range(5):  # a held key: the table is redrawn once, for where the keys ended
        QTest.keyClick(page, Qt.Key_Right)
    qtbot.waitUntil(lambda: syncs == [15])
    qtbot.wait(20)
    assert syncs == [15]
    assert page.scene.controller.state.to_json() == fresh(match, 15).to_json()
    QTest.keyClick(page, Qt.Key_End)
    assert page.step == 40 and not page.buttons["end"].isEnabled()

    page.back_button.click()  # back to the game, which the review never touched
    assert window.stack.currentWidget() is window.table
    assert window.table.controller.match.state.to_json() == table_before and len(match.log) == 40


def test_a_finished_game_is_seen_from_any_seat(window, qtbot):
    match = played("copenhagen", 4, None)
    window.review(match, step=30)
    page = window.review_page
    assert page.seat_choice.isVisibleTo(page) and page.controller.viewer == 0
    seat0 = settled(page)
    page.seat_choice.setCurrentIndex(2)
    assert page.controller.viewer == 2
    assert settled(page) != seat0  # another hand on the table
    assert "nothing is hidden" in page.seen_as.text()


@pytest.mark.parametrize("game", sorted(REGISTRY))
@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**31), length=st.integers(5, 60))
def test_an_unfinished_game_shows_only_what_the_seat_to_move_sees(window, qtbot, game, seed, length):
    match = played(game, seed, length)
    if match.state.is_over:
        return
    window.start(match)
    if window.table.curtain.isVisible():  # hot seat: the table is handed to the seat to move first
        window.table.controller.dismiss_curtain()
    menu_action(window, "Review").trigger()
    page = window.review_page
    controller = page.controller
    seat = match.state.current_player
    assert controller.viewer == seat and not page.seat_choice.isVisibleTo(page)
    page.seat_choice.setCurrentIndex((seat + 1) % 3)  # even if it were shown, it changes nothing
    assert controller.viewer == seat
    assert match.seats[seat].name in page.seen_as.text()
    for step in sorted({1, length // 2, length}):
        page.go(step)
        real = controller.match.state
        settled(page)  # the page's own table draws this step
        # Any state the seat cannot tell from this one draws the same table: nothing hidden shows.
        other = real.determinize(seat, random.Random(step))
        assert real.view_for(seat) == other.view_for(seat)
        assert table_for(page.replay, step) == table_for(page.replay, step, other), step


def test_review_behind_the_hot_seat_curtain_shows_no_hand(window, qtbot):
    spec = REGISTRY["copenhagen"]
    match = Match.start(spec, [Seat("Anna", spec.colours[0]), Seat("Bence", spec.colours[1])], 3)
    window.start(match)
    if window.table.curtain.isVisible():  # two humans: the table is handed to the first one too
        window.table.controller.dismiss_curtain()
    assert window.table.controller.try_action(match.state.legal_actions()[0])
    qtbot.waitUntil(window.table.curtain.isVisible)  # once the move has landed on the table
    menu_action(window, "Review").trigger()
    page = window.review_page
    assert page.controller.viewer is None and not page.seat_choice.isVisibleTo(page)
    real, step = page.controller.match.state, page.step
    shown = table_for(page.replay, step, curtain=True)
    for seat in (0, 1):  # neither hand shows: redealing either changes nothing on the table
        assert table_for(page.replay, step, real.determinize(seat, random.Random(seat)), curtain=True) == shown


def test_a_christmas_tree_review_step_keeps_its_unchanged_items_cached(window, qtbot):
    """A step keeps the items it does not change (desktop_app.table.keeper), each with the device
    cache Qt painted for it, so the view repaints only what changed; a table in play too."""
    from PySide6.QtWidgets import QGraphicsItem

    match = played("christmas_tree", 4, None)
    window.review(match, step=20)
    page = window.review_page
    qtbot.waitUntil(lambda: not page.scene.is_moving(), timeout=3000)
    trees = dict(page.scene.trees)
    page.move("forward")
    qtbot.wait(20)
    assert all(page.scene.trees[t] is trees[t] for t in trees)  # reconfigured, not rebuilt
    assert page.scene.items() and all(i.cacheMode() == QGraphicsItem.DeviceCoordinateCache for i in page.scene.items())
    page.close_review()
    window.start(played("christmas_tree", 4, 10))
    qtbot.wait(20)
    assert any(i.cacheMode() == QGraphicsItem.DeviceCoordinateCache for i in window.table.scene.items())
