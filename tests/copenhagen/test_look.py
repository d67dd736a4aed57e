"""Copenhagen's table at 1280x720: legible (issue 14 goal 1), the space used (goal 2), and playable
in greyscale (goal 4): facade colours, bricks and windows, used abilities stay distinguishable."""
import random
from itertools import combinations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from desktop_app.engine.agents import make_agent
from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.copenhagen.components import COLOURS, WHITE
from desktop_app.games.copenhagen.scene import PALETTE, AbilityItem
from table.legibility import FLOOR_PX, SMALL_PX, SMALL_SHARE, measure_texts, summary

SPEC = REGISTRY["copenhagen"]


def played_match(moves=30, seed=0, players=4):
    seats = [Seat(n, SPEC.colours[i], "human" if i == 0 else "greedy")
             for i, n in enumerate(("Anna", "Bence", "Csilla", "Dani")[:players])]
    match = Match.start(SPEC, seats, seed)
    agents = [make_agent("greedy", SPEC, i) for i in range(players)]
    rng = random.Random(seed)
    for _ in range(moves):
        player = match.state.current_player
        actions = match.state.legal_actions()
        match.apply(agents[player].choose(match.state) if rng.random() < 0.8 else rng.choice(actions))
    while match.state.current_player != 0:
        match.apply(agents[match.state.current_player].choose(match.state))
    return match


@pytest.fixture
def table_720(window, qtbot):
    def open_(match):
        window.resize(1280, 720)
        window.start(match)
        qtbot.wait(20)
        window.table.view.fit()
        assert window.table.view.viewport().height() < 700  # really the 720-px window
        return window.table.scene, window.table.view
    return open_


@pytest.mark.parametrize("moves", [0, 30, 60])
def test_every_text_reads_at_1280x720(table_720, moves):
    scene, view = table_720(played_match(moves))
    records = measure_texts(scene)  # the toolkit's harness: every painted text at its size on screen
    smallest, share = summary(records)
    assert smallest >= FLOOR_PX, sorted(records, key=lambda r: r[1])[:5]
    assert share <= SMALL_SHARE, [r for r in records if r[1] < SMALL_PX]


def test_the_table_fills_the_view(table_720):
    scene, view = table_720(played_match(30))
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    used = scene.itemsBoundingRect()
    for gap in (used.top() - visible.top(), visible.bottom() - used.bottom()):
        assert gap <= 0.05 * visible.height()
    for gap in (used.left() - visible.left(), visible.right() - used.right()):
        assert gap <= 0.05 * visible.width()


def grey_crop(image: QImage, rect: QRectF) -> QImage:
    return image.copy(rect.toAlignedRect()).convertToFormat(QImage.Format_Grayscale8)


def difference(a: QImage, b: QImage) -> float:
    """Mean absolute grey difference (0-255) of two equally sized crops."""
    w, h = min(a.width(), b.width()), min(a.height(), b.height())
    total = sum(abs(a.pixelColor(x, y).value() - b.pixelColor(x, y).value()) for x in range(w) for y in range(h))
    return total / (w * h)


def test_the_table_plays_in_greyscale(table_720, qtbot):
    match = played_match(0, players=2)
    board = match.state.players[0]
    for row, colour in enumerate(COLOURS):  # one tile of each colour: brick on the left, window on the right
        board.place(colour, ((row, 0), (row, 1)), (row, 0))
    board.place(WHITE, ((5, 0),), None)
    board.abilities["additional_card"] = False  # a used tile beside the active Any Cards
    scene, view = table_720(match)
    image = QImage(view.viewport().size(), QImage.Format_ARGB32)
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    house = scene.houses[0]

    def cell(row, col):
        rect = view.mapFromScene(house.mapRectToScene(house.cell_rect(row, col))).boundingRect()
        return grey_crop(image, QRectF(rect).adjusted(1, 1, -1, -1))

    windows = {colour: cell(row, 1) for row, colour in enumerate(COLOURS + (WHITE,))}
    windows[WHITE] = cell(5, 0)
    for a, b in combinations(windows, 2):
        assert difference(windows[a], windows[b]) >= 12, (a, b)
    for row, colour in enumerate(COLOURS):
        assert difference(cell(row, 0), cell(row, 1)) >= 12, colour  # brick against window
    tiles = {i.name: i for i in scene.items() if isinstance(i, AbilityItem) and i.named}
    active, used = (grey_crop(image, QRectF(view.mapFromScene(t.mapRectToScene(t.rect)).boundingRect()))
                    for t in (tiles["any_cards"], tiles["additional_card"]))
    assert difference(active, used) >= 20


def test_palette_names_every_component_colour():
    assert set(PALETTE) == set(COLOURS) | {WHITE}
    assert all(v.startswith("#") and len(v) == 7 for v in PALETTE.values())
