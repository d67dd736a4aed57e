"""Issue 22 finding 11: every number says whose it is. The score graph names its seats and its
axes; "Round 6 · 12–7" on the shelf and in the side panel puts each score beside its seat's name;
Statistics says whose average it is."""
import random

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QLabel

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY


def painted_texts(widget) -> list[str]:
    texts = []
    original = QPainter.drawText

    def recording(painter, *args):
        texts.extend(a for a in args if isinstance(a, str))
        return original(painter, *args)
    QPainter.drawText = recording
    try:
        widget._picture = None  # painted again now
        widget.grab()
    finally:
        QPainter.drawText = original
    return texts


def played(game: str, seed: int, moves: int | None) -> Match:
    spec = REGISTRY[game]
    match = Match.start(spec, [Seat("Anna", spec.colours[0]), Seat("Bence", spec.colours[1], "random"),
                               Seat("Csilla", spec.colours[2], "random")], seed)
    rng = random.Random(seed)
    while not match.state.is_over and (moves is None or len(match.log) < moves):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def test_the_graph_the_shelf_the_panel_and_statistics_say_whose_numbers(qtbot):
    from desktop_app.ui import first_turn
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.stats import StatsDialog

    first_turn.set_dismissed("kingdom_builder")
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    done = played("kingdom_builder", 3, None)
    going = played("kingdom_builder", 4, 30)
    win.store.save(done)
    win.store.save(going)
    shelf = win.shelf
    shelf.refresh()
    texts = [shelf.saves.item(i).text() for i in range(shelf.saves.count())]
    line = next(t for t in texts if "Round" in t)
    scores = going.state.scores()
    assert f"Anna {scores[0]}, Bence {scores[1]}, Csilla {scores[2]}" in line, line
    assert f"Anna {scores[0]}" in shelf.continue_label.text()
    # the finished game's review: its graph names the seats and its axes
    row = next(i for i, t in enumerate(texts) if "Finished" in t)
    qtbot.mouseClick(shelf.saves.viewport(), Qt.LeftButton, pos=shelf.saves.visualItemRect(shelf.saves.item(row)).center())
    qtbot.mouseClick(shelf.review_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.review_page)
    painted = painted_texts(win.review_page.graph)
    assert {"Anna", "Bence", "Csilla", "points", "moves"} <= set(painted), painted
    # The review's position line: each score beside its seat, no bare "6–4–9" (seen on screen).
    final = done.state.scores()
    position = win.review_page.position.text()
    assert f"Anna {final[0]}, Bence {final[1]}, Csilla {final[2]}" in position, position
    assert "–".join(str(v) for v in final) not in position, position
    win.close_review()
    # the side panel of the unfinished game
    row = next(i for i, t in enumerate(texts) if "Round" in t)
    qtbot.mouseClick(shelf.saves.viewport(), Qt.LeftButton, pos=shelf.saves.visualItemRect(shelf.saves.item(row)).center())
    qtbot.mouseClick(shelf.resume_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.table and win.table.controller is not None)
    qtbot.wait(50)
    assert "Anna " in win.table.progress.text() and "Csilla " in win.table.progress.text(), win.table.progress.text()
    win.table.close_match()
    dialog = StatsDialog(win.store, win)
    labels = [w.text() for w in dialog.findChildren(QLabel)]
    assert "Average score (every seat)" in labels, labels
    dialog.reject()
