"""The score graph: a seat's line reads without its colour (pattern, markers, letter), the axis
has whole round numbers, a click maps to the step under it."""
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from desktop_app.ui.score_graph import ScoreGraph

SCORES = [[0, 0], [2, 0], [2, 3], [5, 3], [5, 7], [9, 7], [9, 12]]


def drawn(qtbot, scores, colours) -> QImage:
    graph = ScoreGraph()
    qtbot.addWidget(graph)
    graph.resize(320, 190)
    graph.set_data(scores, colours, ["A", "B"][:len(colours)], rounds=[0, 3], scorings=[1, 2, 3])
    return graph.grab().toImage().convertToFormat(QImage.Format_Grayscale8)


def test_two_seats_of_one_colour_still_draw_differently(qtbot):
    # The same points for seat 1 and seat 2, both black: only pattern, marker and letter differ.
    same = [[a, a] for a, _ in SCORES]
    first = drawn(qtbot, [[s[0], -1000] for s in same], ["#000000", "#000000"])
    second = drawn(qtbot, [[-1000, s[1]] for s in same], ["#000000", "#000000"])
    assert first != second


def test_axis_values_are_whole_and_reach_the_best_score(qtbot):
    graph = ScoreGraph()
    qtbot.addWidget(graph)
    for best, top in ((0, 4), (10, 12), (33, 40), (112, 120)):
        graph.set_data([[0, 0], [best, 1]], ["#000000", "#ffffff"], ["A", "B"])
        assert graph._top() == top and top % 4 == 0 and top >= best


def test_a_click_asks_for_the_step_under_it(qtbot):
    graph = ScoreGraph()
    qtbot.addWidget(graph)
    graph.resize(320, 190)
    graph.show()
    graph.set_data(SCORES, ["#560026", "#00e0d0"], ["A", "B"])
    asked = []
    graph.step_clicked.connect(asked.append)
    for step in (0, 4, 6):
        QTest.mouseClick(graph, Qt.LeftButton, Qt.NoModifier, QPoint(int(graph.point(step, 0).x()), 90))
    assert asked == [0, 4, 6]
    graph.set_step(4)
    assert graph.step == 4


def test_graph_for_a_whole_match(qtbot):
    from desktop_app.ui.score_graph import graph_for

    from .test_review_window import played

    match = played("christmas_tree", 3, None)
    graph = graph_for(match)
    qtbot.addWidget(graph)
    assert graph.scores[-1] == list(match.state.scores()) and len(graph.scores) == len(match.log) + 1
    assert graph.step == len(match.log) and graph.colours == [s.colour for s in match.seats]
