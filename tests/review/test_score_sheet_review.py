"""The end-of-game score sheet shows the score graph and opens the review of the game just
finished (its "Review" button: the end; a click on the graph: that step), through the real
MainWindow at 1280x720, and it covers no more of the final table than the sheet without a graph did."""
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.ui.i18n import install_language
from desktop_app.ui.score_graph import ScoreGraph

from .test_replay import fresh


def nearly_finished(game: str, seed: int, players: int) -> Match:
    """A real game played to one action before its end (every action through the model)."""
    import random

    spec = REGISTRY[game]
    seats = [Seat(n, spec.colours[i], "human") for i, n in enumerate(["Anna", "Bence", "Csilla", "Dani"][:players])]
    match, rng = Match.start(spec, seats, seed), random.Random(seed)
    while True:
        action = rng.choice(match.state.legal_actions())
        probe = match.state.clone()
        probe.apply(action)
        if probe.is_over:
            return match
        match.apply(action)


def finish_at_the_table(window, qtbot, game="kingdom_builder", seed=4, players=2):
    from desktop_app.ui.first_turn import set_dismissed

    set_dismissed(game)
    window.resize(1280, 720)
    match = nearly_finished(game, seed, players)
    window.start(match)
    page = window.table
    page.controller.dismiss_curtain()
    qtbot.waitUntil(lambda: page.controller.can_act, timeout=5000)
    last = next(a for a in page.controller.state.legal_actions()
                if (lambda s: (s.apply(a), s.is_over)[1])(page.controller.state.clone()))
    assert page.controller.try_action(last)
    qtbot.waitUntil(lambda: page.sheet.isVisible(), timeout=10000)
    return page, match


def old_sheet_area(sheet, view) -> int:
    """What the sheet covered before it had a graph (its old size rule), for these rows and seats."""
    width = min(view.width() - 40, 180 + 110 * max(1, sheet.table.columnCount()))
    height = min(view.height() - 40, 150 + 30 * sheet.table.rowCount())
    return width * height


def test_the_sheet_shows_the_graph_and_opens_the_review(window, qtbot):
    page, match = finish_at_the_table(window, qtbot)
    sheet = page.sheet
    assert match.state.is_over
    graph = sheet.findChild(ScoreGraph)
    assert graph is sheet.graph and graph.isVisible()
    assert graph.scores[-1] == list(match.state.scores()) and len(graph.scores) == len(match.log) + 1
    assert graph.step == len(match.log)
    # Inside the table's view, all of it, and no bigger than the sheet without a graph.
    geometry = sheet.geometry()
    assert page.view.rect().contains(geometry)
    assert geometry.width() * geometry.height() <= old_sheet_area(sheet, page.view)
    assert sheet.rect().contains(graph.geometry()) and sheet.rect().contains(sheet.buttons.geometry())
    table = sheet.table
    assert not table.verticalScrollBar().isVisible()  # every row of the points in sight
    assert graph.geometry().left() >= table.geometry().right()  # beside, not over, the points

    sheet.review_button.click()
    review = window.review_page
    assert window.stack.currentWidget() is review
    assert review.replay.match is match and review.step == len(match.log) and review.replay.finished
    review.back_button.click()
    assert window.stack.currentWidget() is page and page.controller.match is match

    page.sheet_button.click()
    qtbot.waitUntil(lambda: sheet.isVisible())
    graph = sheet.graph
    step = len(match.log) // 3
    where = QPoint(int(graph.point(step, 0).x()), graph.height() // 2)
    QTest.mousePress(graph, Qt.LeftButton, Qt.NoModifier, where)
    QTest.mouseMove(graph, where + QPoint(30, 0))  # a drag on from there opens nothing more
    QTest.mouseRelease(graph, Qt.LeftButton, Qt.NoModifier, where + QPoint(30, 0))
    assert window.stack.currentWidget() is review and review.step == step
    assert review.controller.state.to_json() == fresh(match, step).to_json()
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    review.back_button.click()


def test_the_sheets_review_words_follow_the_language(window, qtbot):
    page, _match = finish_at_the_table(window, qtbot, "copenhagen", 2, 2)
    sheet = page.sheet
    try:
        english_tip = "Points over the game; click to review the game from there"
        for language, word, tip in (("hu", "Visszanézés", "Pontok a játszma során; kattints, hogy onnan nézd vissza a játszmát"),
                                    ("es", "Revisar", "Puntos a lo largo de la partida; haz clic para revisar la partida desde ahí"),
                                    ("en", "Review", english_tip)):
            window.switch_language(language)
            assert sheet.review_button.text() == word and sheet.graph.toolTip() == tip
            qtbot.wait(5)
            for button in sheet.buttons.buttons():  # every button's words fit, in every language
                assert button.width() >= button.sizeHint().width(), (language, button.text())
    finally:
        install_language("en")


def test_the_sheet_is_never_narrower_than_its_buttons_words(window, qtbot):
    page, _match = finish_at_the_table(window, qtbot, "copenhagen", 2, 2)
    sheet = page.sheet
    sheet.review_button.setText("Review this whole game again, move by move, from its very first deal")  # a long translation
    sheet.place()
    qtbot.wait(5)
    for button in sheet.buttons.buttons():
        assert button.width() >= button.sizeHint().width(), button.text()
