"""pytest-qt drives the real Christmas Tree table: drag a card onto the tree turned upside down,
an illegal drop that snaps back with its reason, the click path, and the linzer mode."""
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.christmas_tree.scene import ButtonItem, HandCard
from qt_drive import drag


def open_game(window, qtbot, mode="introductory", prepare=None, seed=4):
    spec = REGISTRY["christmas_tree"]
    match = Match.start(spec, [Seat("Anna", "#c0392b"), Seat("Bence", "#2e86c1")], seed, {"mode": mode})
    if prepare:
        prepare(match)
    window.start(match)
    if window.table.curtain.isVisible():  # two humans: the table is handed to the first one too
        window.table.controller.dismiss_curtain()
    window.table.view.fit()
    qtbot.wait(20)
    qtbot.waitUntil(lambda: not window.table.scene.is_moving())  # the hand lands
    return window.table.controller, window.table.scene, window.table.view


def point(view, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def hand_cards(scene):
    return sorted((i for i in scene.items() if isinstance(i, HandCard)), key=lambda i: i.pos().x())


def space_centre(scene, player, space) -> QPointF:
    tree = scene.trees[player]
    return tree.mapToScene(tree.centre(space))


def test_drag_a_card_onto_a_space_turned_upside_down(window, qtbot):
    """Issue 9 "Placing": drag from the hand onto an empty space; R turns it upside down."""
    controller, scene, view = open_game(window, qtbot)
    card = hand_cards(scene)[0]
    viewport = view.viewport()
    start = point(view, card.scenePos())
    end = point(view, space_centre(scene, 0, 13))
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * i / 5)
    assert scene.ghost is not None and 13 in scene.trees[0].lit
    QTest.keyClick(viewport, Qt.Key_R)
    QTest.mouseMove(viewport, end)
    assert scene.target is not None and scene.target.legal
    assert scene.target.action == ("place", card.card_id, 13, 1)
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, end)
    qtbot.wait(20)
    assert controller.state.pending_pick[0] == (card.card_id, 13, 1)
    assert controller.state.current_player == 1


def play_first_pick(match):
    for _ in range(2):
        state = match.state
        hand = state.hands[state.current_player]
        match.apply(("place", hand[0], 5, 0))


def test_an_illegal_drop_snaps_back_and_says_why(window, qtbot):
    """Engine protocol: a drop on an occupied space is refused with the IllegalMove reason."""
    controller, scene, view = open_game(window, qtbot, prepare=play_first_pick)
    before = controller.state.to_json()
    messages = []
    controller.status.connect(messages.append)
    card = hand_cards(scene)[0]
    viewport = view.viewport()
    start, end = point(view, card.scenePos()), point(view, space_centre(scene, 0, 5))
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * i / 5)
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, end)
    assert controller.state.to_json() == before
    assert messages and "already holds a card" in messages[-1]
    qtbot.wait(300)
    assert scene.ghost is None


def test_advanced_non_touching_drop_is_refused(window, qtbot):
    """Rulebook p.5 via the table: in the advanced game a card must share an edge."""
    def prepare(match):
        for _ in range(2):
            match.apply(match.state.legal_actions()[0])  # task cards
        play_first_pick(match)
        while match.state.phase == "linzer":
            match.apply(("done",))
    _, scene, _ = open_game(window, qtbot, "advanced", prepare)
    card = hand_cards(scene)[0]
    scene.start_card_drag(card.card_id, card.scenePos(), hold=True)
    scene._update_ghost(space_centre(scene, 0, 21))
    assert scene.target is not None and not scene.target.legal
    assert "share an edge" in scene.target.reason and scene.target.label == "must share an edge"
    scene._update_ghost(space_centre(scene, 0, 9))
    assert scene.target.legal and "+" in scene.target.label


def test_click_path_picks_up_and_places(window, qtbot):
    """design.md: every drag has a click path (click the card, then click the space)."""
    controller, scene, view = open_game(window, qtbot)
    card = hand_cards(scene)[1]
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point(view, card.scenePos()))
    assert scene.holding and scene.ghost is not None
    target = point(view, space_centre(scene, 0, 1))
    QTest.mouseMove(view.viewport(), target)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, target)
    qtbot.wait(20)
    assert controller.state.pending_pick[0] == (card.card_id, 1, 0)


def test_linzer_mode_swaps_by_clicking_two_cards(window, qtbot):
    """Rulebook p.3 "Linzer" via the table: click one card, then another, to swap them."""
    def prepare(match):
        for _ in range(2):
            match.apply(match.state.legal_actions()[0])
        for space in (1, 21):
            for _ in range(2):
                state = match.state
                match.apply(("place", state.hands[state.current_player][0], space, 0))
            if space == 1:
                while match.state.phase == "linzer":
                    match.apply(("done",))
    controller, scene, view = open_game(window, qtbot, "family", prepare)
    state = controller.state
    assert state.phase == "pick" and state.current_player == 0 and state.window[0]
    top, bottom = state.trees[0][1], state.trees[0][21]
    for space in (1, 21):
        QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point(view, space_centre(scene, 0, space)))
        qtbot.wait(20)
    assert (controller.state.trees[0][1], controller.state.trees[0][21]) == (bottom, top)
    assert controller.state.linzer[0] == 2


def test_the_next_pick_ends_the_linzer_window(window, qtbot):
    """Issue 13 finding 12: after a placement the table offers linzer with the hand; there is no
    "Done" to press, and dragging the next card onto the tree closes the window."""
    def prepare(match):
        for _ in range(2):
            match.apply(match.state.legal_actions()[0])
        for _ in range(2):
            state = match.state
            match.apply(("place", state.hands[state.current_player][0], 1, 0))
    controller, scene, view = open_game(window, qtbot, "family", prepare)
    state = controller.state
    assert state.phase == "pick" and state.window[0] and controller.can_act
    assert scene.trees[0].on_space_click is not None and 1 in scene.trees[0].lit
    buttons = [i.text for i in scene.items() if isinstance(i, ButtonItem)]
    assert "Done with linzer" not in buttons
    card = hand_cards(scene)[0]
    drag(view, card.scenePos(), space_centre(scene, 0, 13))
    qtbot.wait(20)
    state = controller.state
    assert state.pending_pick[0] == (card.card_id, 13, 0)
    assert state.current_player == 1 and state.window == [False, True] and state.linzer[0] == 3


def test_keyboard_path_places_a_card(window, qtbot):
    """design.md: a keyboard path for every drag: pick up, arrows to a space, R to turn, Enter."""
    controller, scene, view = open_game(window, qtbot)
    card = hand_cards(scene)[2]
    scene.start_card_drag(card.card_id, QPointF(-500, -500), hold=True)
    viewport = view.viewport()
    QTest.keyClick(viewport, Qt.Key_Right)  # onto the first lit space
    QTest.keyClick(viewport, Qt.Key_Down)
    QTest.keyClick(viewport, Qt.Key_R)
    assert scene.target is not None and scene.target.legal
    space = scene.target.action[2]
    QTest.keyClick(viewport, Qt.Key_Return)
    qtbot.wait(20)
    assert controller.state.pending_pick[0] == (card.card_id, space, 1)


def test_hot_seat_curtain_hides_each_hand(window, qtbot):
    """Issue 9: in hot-seat the curtain hides each hand between the seats' hidden picks."""
    controller, scene, _ = open_game(window, qtbot)
    anna_hand = set(controller.state.hands[0])
    card = hand_cards(scene)[0]
    scene.start_card_drag(card.card_id, card.scenePos(), hold=True)
    scene._update_ghost(space_centre(scene, 0, 7))
    scene.finish_drag()
    qtbot.wait(20)
    qtbot.waitUntil(window.table.curtain.isVisible)  # up once the placed card has landed (pacing)
    assert controller.viewer is None
    assert hand_cards(scene) == []  # nobody's hand on the table while the curtain is up
    controller.dismiss_curtain()
    qtbot.wait(20)
    shown = {item.card_id for item in hand_cards(scene)}
    assert shown == set(controller.state.hands[1]) and not shown & anna_hand
    assert scene.trees[1] is scene.big_tree


def test_linzer_hover_previews_the_swap(window, qtbot):
    """Issue 9 linzer mode: before clicking the second card the table shows the points change."""
    def prepare(match):
        for _ in range(2):
            match.apply(match.state.legal_actions()[0])
        for space in (1, 21):
            for _ in range(2):
                state = match.state
                match.apply(("place", state.hands[state.current_player][0], space, 0))
            if space == 1:
                while match.state.phase == "linzer":
                    match.apply(("done",))
    controller, scene, view = open_game(window, qtbot, "family", prepare)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point(view, space_centre(scene, 0, 1)))
    qtbot.wait(20)
    scene.hover_linzer_space(21)
    assert scene.linzer_label.text().startswith("swap: ") and "points now" in scene.linzer_label.text()
    scene.hover_linzer_space(1)
    assert scene.linzer_label.text().startswith("turn: ")
    assert controller.state.linzer[0] == 3  # nothing applied by hovering


def test_computer_seats_play_a_whole_game_on_the_table(window, qtbot):
    """The table survives a whole game of re-syncs and reveal animations, and ends showing the
    final scoring on the trees."""
    spec = REGISTRY["christmas_tree"]
    # The uniform-random floor: cheap moves (easy now weighs every placement, as a beginner does).
    seats = [Seat(n, c, "uniform") for n, c in (("A", "#c0392b"), ("B", "#2e86c1"), ("C", "#e67e22"))]
    window.table.game_finished.disconnect(window.on_finished)  # no end dialog in a test
    window.start(Match.start(spec, seats, 9, {"mode": "advanced"}))
    controller = window.table.controller
    controller.ai_pause_ms = 0
    qtbot.waitUntil(lambda: controller.state.is_over, timeout=60000)
    qtbot.wait(50)
    scene = window.table.scene
    assert scene.active_highlights(controller.state) == [t for t, _, _ in controller.state.round_points[-1]]
    assert all(tree.highlights for tree in scene.trees.values())


def test_drop_label_previews_a_completed_bulb(window, qtbot):
    """Issue 9: the live points a placement would add are shown before dropping (bulbs here)."""
    def prepare(match):  # a table set up by hand: card conservation does not matter here
        state = match.state
        state.trees[0][1], state.turned[0][1] = "GL01", 0  # SE half yellow
        state.hands[0][0] = "GL13"  # NW half yellow
        state._legal = None
    _, scene, _ = open_game(window, qtbot, prepare=prepare)
    scene.start_card_drag("GL13", QPointF(0, 0), hold=True)
    scene._update_ghost(space_centre(scene, 0, 3))
    assert scene.target.legal and "+1 bulb" in scene.target.label
    scene.turn_ghost(rotate=1)  # upside down its yellow half faces SE: no bulb
    assert scene.target.legal and "bulb" not in scene.target.label


def test_task_text_follows_the_table_language():
    """Task texts live in the data in English and in a Hungarian draft; the table picks by locale."""
    from PySide6.QtCore import QLocale

    from desktop_app.games.christmas_tree.components import TASKS
    from desktop_app.games.christmas_tree.view.tasks import task_text
    before = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Hungarian))
        assert task_text(TASKS["T01"]) == TASKS["T01"]["text_hu_draft"]
        QLocale.setDefault(QLocale(QLocale.English))
        assert task_text(TASKS["T01"]) == TASKS["T01"]["text_en"]
    finally:
        QLocale.setDefault(before)


def wheel(view, scene_point: QPointF, steps: int = 1) -> None:
    """A real wheel turn over the viewport (one notch = 120)."""
    from PySide6.QtCore import QPoint as _P
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication
    pos = QPointF(point(view, scene_point))
    event = QWheelEvent(pos, QPointF(view.viewport().mapToGlobal(pos.toPoint())), _P(0, 0), _P(0, 120 * steps),
                        Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def test_the_wheel_turns_a_card_picked_up_by_clicking(window, qtbot):
    """Issue 13 finding 10: with a card held on the click path, the wheel turns it upside down (as
    the status line says) and neither zooms nor moves the table."""
    controller, scene, view = open_game(window, qtbot)
    card = hand_cards(scene)[0]
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point(view, card.scenePos()))
    assert scene.holding and scene.ghost is not None
    target = space_centre(scene, 0, 13)
    QTest.mouseMove(view.viewport(), point(view, target))
    transform, scroll = view.transform(), (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    wheel(view, target)
    assert view.transform() == transform
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == scroll
    assert scene.target is not None and scene.target.action == ("place", card.card_id, 13, 1)
    wheel(view, target)
    assert scene.target.action == ("place", card.card_id, 13, 0) and view.transform() == transform
    wheel(view, target)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point(view, target))
    qtbot.wait(20)
    assert controller.state.pending_pick[0] == (card.card_id, 13, 1)


def test_the_hint_and_the_prompt_keep_the_upside_down_words_in_every_language(window, qtbot):
    """Issue 13 finding 14: the Hungarian (and Spanish) table tells how to turn a card upside
    down, and the hint says to, naming the card in the player's language."""
    from PySide6.QtWidgets import QGraphicsTextItem

    from desktop_app.ui.i18n import install_language
    controller, scene, view = open_game(window, qtbot)
    messages = []
    controller.status.connect(messages.append)
    glass = controller.state.hands[0][0]
    try:
        for language, words in (("hu", "fejjel lefelé"), ("es", "boca abajo")):
            install_language(language)
            scene.sync()
            prompts = [i.toPlainText() for i in scene.items() if isinstance(i, QGraphicsTextItem)]
            assert any(words in text for text in prompts), (language, prompts)
            scene.show_hint(("place", glass, 13, 1))
            assert words in messages[-1] and "13" in messages[-1]
            assert "Hint" not in messages[-1]
    finally:
        install_language("en")
