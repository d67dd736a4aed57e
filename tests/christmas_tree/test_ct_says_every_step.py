"""Issue 22 in Christmas Tree, on the real MainWindow: the log says which card went where once the
picks are public (never before), and every point; a round's scoring is announced on the table;
a linzer swap names its spaces; the score row says what it counts; the last move's badge sits on
its own card; the hint lights both the hand card and the space; every language fits at 1280x720."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from desktop_app.engine.game import Seat
from desktop_app.engine.hints import Hint
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.christmas_tree.components import PICKS_PER_ROUND, SPACES
from desktop_app.games.christmas_tree.scene import SMALL_X, TABLE_H, TABLE_W, TASK_W, TASK_X, ButtonItem, HandCard, Legend
from desktop_app.games.christmas_tree.view.banner import Banner
from desktop_app.games.christmas_tree.view.tree import font
from desktop_app.table.motion import LastMoveMark
from desktop_app.ui.first_turn import set_dismissed
from qt_drive import drag

SPEC = REGISTRY["christmas_tree"]


def start(window, qtbot, prepare, mode="family", seed=4, size=(1280, 720)):
    set_dismissed("christmas_tree")  # the first-turn guide is walked by the journey tests
    match = Match.start(SPEC, [Seat("Anna", "#c0392b"), Seat("Bence", "#2e86c1")], seed, {"mode": mode})
    prepare(match)
    window.resize(*size)
    window.start(match)
    if window.table.curtain.isVisible():  # two humans: hand the table to the seat on turn
        window.table.controller.dismiss_curtain()
    window.table.view.fit()
    qtbot.wait(30)  # the table re-syncs for the seat it was handed to
    qtbot.waitUntil(lambda: not window.table.scene.is_moving())
    return window.table.controller, window.table.scene, window.table.view


def first_free(state, seat: int) -> tuple:
    """A placement for `seat`: its first card on its first free space, upright."""
    return ("place", state.hands[seat][0], state.placement_spaces(seat)[0], 0)


def to_last_pick_of_round(match, picks: int = PICKS_PER_ROUND - 1) -> None:
    """Task cards chosen, `picks` cards placed by both; Anna has also picked her next card, so
    Bence's pick is the one that reveals both."""
    state = match.state
    while state.phase == "task":
        match.apply(("task", state.task_hands[state.current_player][0]))
    while state.picks < picks:
        action = first_free(state, state.current_player)
        if state.picks == PICKS_PER_ROUND - 1:
            action += (0,)
        match.apply(action)
    match.apply(first_free(state, 0) + ((0,) if picks == PICKS_PER_ROUND - 1 else ()))
    assert state.current_player == 1


def bulb_pair(state):
    """A deck card for one of Anna's spaces and a card of her hand for the space beside it whose
    halves meet in a complete bulb (nothing else on her tree): (upper, lower, its space, space)."""
    from desktop_app.games.christmas_tree import scoring
    from desktop_app.games.christmas_tree.components import EDGE_NEIGHBOURS
    from desktop_app.games.christmas_tree.rules import empty_tree

    for upper in state.deck:
        for space_up in SPACES:
            for space_down in (n for n in EDGE_NEIGHBOURS[space_up] if n):
                for lower in state.hands[0]:
                    cards, turned = empty_tree(), [0] * len(empty_tree())
                    cards[space_up], cards[space_down] = upper, lower
                    if len(scoring.complete_bulbs(cards, turned)) == 1:
                        state.deck.remove(upper)
                        return upper, lower, space_up, space_down
    raise LookupError("no bulb pair")


def log_lines(window) -> list[str]:
    log = window.table.log
    return [log.item(i).text() for i in range(log.count())]


def space_centre(scene, seat, space) -> QPointF:
    tree = scene.trees[seat]
    return tree.mapToScene(tree.centre(space))


def test_the_log_names_each_card_and_space_only_once_revealed_and_a_scored_round_is_announced(window, qtbot):
    """Finding 5: Bence's drag reveals both picks: the log names Anna's card and space (not before)
    and what each placement adds; the round is scored: the log says each seat's task points and
    a banner over the table announces it."""
    controller, scene, view = start(window, qtbot, to_last_pick_of_round)
    from desktop_app.games.christmas_tree.rules import card_words

    anna_card, anna_space = controller.state.pending_pick[0][:2]
    anna_words = " ".join(card_words(anna_card))
    assert log_lines(window)[-1] == "Anna picks a card"  # her pick is still hidden
    assert f"Anna: the {anna_words} on space {anna_space}" not in "\n".join(log_lines(window))
    card = next(i for i in scene.items() if isinstance(i, HandCard))
    space = controller.state.placement_spaces(1)[0]
    lines = len(log_lines(window))
    drag(view, card.scenePos(), space_centre(scene, 1, space))
    qtbot.waitUntil(lambda: len(log_lines(window)) == lines + 1)
    assert controller.state.round == 1
    last = log_lines(window)[-1]
    assert last.startswith("Bence picks a card; all picks are revealed")
    assert f"Anna: the {anna_words} on space {anna_space}" in last
    assert f"Bence: the {' '.join(card_words(card.card_id))} on space {space}" in last
    assert "Neutral tree: the" in last
    scored = controller.state.round_points[0]
    for seat, name in enumerate(("Anna", "Bence")):
        total = sum(points[seat] for _, _, points in scored)
        assert f"Round 1 scoring: {name} +{total} (" in last
    banners = [i for i in scene.items() if isinstance(i, Banner)]
    assert len(banners) == 1 and banners[0].isVisible()
    assert banners[0].title.startswith("Round 1 scored") and "Anna +" in banners[0].line and "Bence +" in banners[0].line
    assert banners[0].acceptedMouseButtons() == Qt.NoButton  # it takes no clicks


def test_a_placement_that_completes_a_bulb_says_its_points(window, qtbot):
    """Finding 5: the points a placement gains are in the log at the reveal (bulbs +2)."""
    def prepare(match):
        state = match.state
        while state.phase == "task":
            match.apply(("task", state.task_hands[state.current_player][0]))
        upper, lower, space_up, space_down = bulb_pair(state)
        state.trees[0][space_up] = upper  # a card already on Anna's tree; its partner in her hand
        match.apply(("place", lower, space_down, 0))
    controller, scene, view = start(window, qtbot, prepare)
    card = next(i for i in scene.items() if isinstance(i, HandCard))
    lines = len(log_lines(window))
    drag(view, card.scenePos(), space_centre(scene, 1, controller.state.placement_spaces(1)[0]))
    qtbot.waitUntil(lambda: len(log_lines(window)) == lines + 1)
    anna_line = next(line for line in log_lines(window)[-1].split("\n") if line.startswith("Anna:"))
    assert "bulbs +2" in anna_line


def test_a_linzer_swap_of_two_cards_of_one_kind_names_their_spaces(window, qtbot):
    """Finding 9: two candies swapped read apart by their spaces (clicks on the real table)."""
    def prepare(match):
        to_last_pick_of_round(match, picks=2)
        match.apply(first_free(match.state, 1))  # the reveal: both have three cards, windows open
        state = match.state
        candies = [c for c in state.deck if c.startswith("CA")][:2]
        spaces = [s for s in SPACES if state.trees[0][s]][:2]
        for s, c in zip(spaces, candies):
            state.deck.remove(c)
            state.trees[0][s] = c
    controller, scene, view = start(window, qtbot, prepare)
    state = controller.state
    a, b = [s for s in SPACES if state.trees[0][s] and state.trees[0][s].startswith("CA")][:2]
    viewport = view.viewport()
    for space in (a, b):
        QTest.mouseClick(viewport, Qt.LeftButton, Qt.NoModifier, view.mapFromScene(space_centre(scene, 0, space)))
        qtbot.wait(10)
    qtbot.waitUntil(lambda: controller.state.linzer[0] == 2 and log_lines(window)[-1].startswith("Anna spends"))
    assert log_lines(window)[-1].startswith(f"Anna spends a linzer: swaps the candy on space {a} and the candy on space {b}")
    window.switch_language("hu")  # finding 23: natural Hungarian, the spaces named
    try:
        qtbot.waitUntil(lambda: log_lines(window)[-1].startswith("Anna elköltött"))
        line = log_lines(window)[-1]
        assert f"szaloncukor ({a}. hely) és szaloncukor ({b}. hely)" in line and "ezeket" not in line, line
    finally:
        window.switch_language("en")


def test_travelling_task_cards_and_the_round_read_naturally(window, qtbot):
    """Finding 23: "%n more task card(s)" has real plurals; the round reads "2/3. forduló" in Hungarian."""
    def prepare(match):
        state = match.state
        while state.phase == "task":
            match.apply(("task", state.task_hands[state.current_player][0]))
    set_dismissed("christmas_tree")
    seats = [Seat("Anna", "#c0392b"), Seat("Bence", "#2e86c1", "greedy"), Seat("Csilla", "#27ae60", "greedy")]
    match = Match.start(SPEC, seats, 4, {"mode": "advanced"})
    prepare(match)
    window.start(match)
    qtbot.wait(30)
    scene = window.table.scene

    def labels():
        return [i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    assert "2 more task cards travel unseen with other hands." in labels()
    match.apply(first_free(match.state, 0))
    match.apply(first_free(match.state, 1))
    match.apply(first_free(match.state, 2))  # the reveal; the hands (and a task card) pass on
    window.table.controller.changed.emit()
    qtbot.waitUntil(lambda: "1 more task card travels unseen with another hand." in labels())
    window.switch_language("hu")
    try:
        qtbot.waitUntil(lambda: any(t.startswith("1/3. forduló · 2/7. kártya") for t in labels()))
        assert "Még 1 feladatkártya vándorol láthatatlanul más lapokkal." in labels()
    finally:
        window.switch_language("en")


def test_the_score_row_says_it_counts_candy_too():
    """Finding 9: the row of snowflakes also counts candy values: its label says so."""
    from desktop_app.ui.score_sheet import row_label

    state = SPEC.new_game(2, 3, {"mode": "introductory"})
    keys = list(state.score_breakdown()[0])
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    labels = [row_label("christmas_tree", k) for k in state.score_breakdown()[0]]
    assert "Snowflakes and candy" in labels and "Snowflakes" not in labels, (keys, labels)


def test_the_last_move_badge_sits_on_its_own_card(window, qtbot):
    """Finding 9: the badge of a last move is inside its card, not on the neighbouring one."""
    def prepare(match):
        to_last_pick_of_round(match, picks=3)
        match.apply(first_free(match.state, 1))
    controller, scene, view = start(window, qtbot, prepare)
    qtbot.waitUntil(lambda: any(isinstance(i, LastMoveMark) and i.isVisible() for i in scene.items()))
    for mark in (i for i in scene.items() if isinstance(i, LastMoveMark)):
        seat = mark.seat
        space = controller.state.last_placed[seat]
        tree = scene.trees[seat]
        card = tree.mapToScene(tree.space_path(space)).boundingRect()
        badge = mark.mapRectToScene(mark._badges[0])
        neighbours = [tree.mapToScene(tree.space_path(s)) for s in SPACES if s != space and controller.state.trees[seat][s]]
        assert card.contains(badge.center()), seat
        assert not any(n.contains(badge.center()) for n in neighbours), seat


def test_the_hint_says_the_move_in_the_imperative_and_lights_the_card_and_the_space(window, qtbot):
    """Finding 12: "Hint: put ..." and both ends lit: the hand card and its space."""
    controller, scene, view = start(window, qtbot, lambda match: to_last_pick_of_round(match, picks=1))
    messages = []
    controller.status.connect(messages.append)
    state = controller.state
    card, space = state.hands[1][2], state.placement_spaces(1)[3]
    scene.show_hint(("place", card, space, 1), Hint(("place", card, space, 1)))
    assert messages[-1].startswith("Hint: put the ") and f"on space {space} upside down" in messages[-1]
    hinted = [i for i in scene.items() if isinstance(i, HandCard) and i.hinted]
    assert [i.card_id for i in hinted] == [card]
    assert space in scene.trees[1].lit and not scene.trees[1].dimmed
    lines = len(log_lines(window))
    drag(view, hinted[0].scenePos(), space_centre(scene, 1, space))  # the move made: the lights go
    qtbot.waitUntil(lambda: len(log_lines(window)) == lines + 1)
    assert not any(isinstance(i, HandCard) and i.hinted for i in scene.items())


def column_of(x: float) -> float:
    """The right edge of the column a table text starting at x belongs to."""
    return SMALL_X - 4 if x < SMALL_X - 4 else TASK_X - 4 if x < TASK_X - 4 else TABLE_W - 2


@pytest.mark.parametrize("language", ["en", "hu", "es"])
def test_every_text_fits_its_place_at_1280x720(window, qtbot, language):
    """Finding 17: in every language at 1280x720 the linzer instructions stay above the buttons,
    the round heading and every label stay inside their column, the legend keeps every letter,
    and the whole table shows at 1:1."""
    window.switch_language(language)
    try:
        for mode, prepare in (("family", lambda m: (to_last_pick_of_round(m, picks=2), m.apply(first_free(m.state, 1)))),
                              ("family", lambda m: to_last_pick_of_round(m, picks=PICKS_PER_ROUND - 2)),
                              ("advanced", lambda m: to_last_pick_of_round(m, picks=1))):
            controller, scene, view = start(window, qtbot, prepare, mode)
            buttons = [i for i in scene.items() if isinstance(i, ButtonItem)]
            prompts = [i for i in scene.items() if isinstance(i, QGraphicsTextItem)]
            assert buttons and prompts
            for prompt in prompts:
                text_bottom = prompt.sceneBoundingRect().bottom() - prompt.document().documentMargin()
                assert all(text_bottom <= b.sceneBoundingRect().top() for b in buttons if b.scenePos().y() > prompt.scenePos().y()), \
                    (language, prompt.toPlainText())
            for label in (i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.text()):
                rect = label.sceneBoundingRect()
                assert rect.right() <= column_of(rect.left()), (language, label.text())
            for legend in (i for i in scene.items() if isinstance(i, Legend)):
                from PySide6.QtCore import QCoreApplication
                words = QCoreApplication.translate("christmas_tree", "Matching halves form a bulb (ringed).")
                assert QFontMetricsF(font(12)).horizontalAdvance(words) <= legend.width - 16, (language, words)
            window.table.close_match()
    finally:
        window.switch_language("en")
