"""How big a table's texts are on screen (issue 14, goal 1).

`measure_texts(window_or_scene)` paints the table's view once and records every text it paints,
at its on-screen pixel size: the font's pixel size (points converted at the device's DPI) times
the scale of the painter's combined transform, for `QPainter.drawText` calls made from Python
(every item's paint()) and for text items (QGraphicsSimpleTextItem / QGraphicsTextItem, which
Qt paints in C++). Item caches are switched off and sprites dropped while measuring, so every item
really paints.

`open_table(game, players)` opens a game the way `tarsas --screenshot` does: a real MainWindow,
a few moves played by computer seats, the human's (seat 0) turn on screen."""
from __future__ import annotations

import random
from contextlib import contextmanager
from math import sqrt

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtGui import QFont, QPainter, QPixmapCache, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsSimpleTextItem, QGraphicsTextItem

from desktop_app.engine.agents import make_agent
from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY

NAMES = ("Anna", "Bence", "Csilla", "Dani", "Emese", "Feri")
FLOOR_PX, SMALL_PX, SMALL_SHARE = 9.0, 11.0, 0.10  # no text under 9 px, at most 10% under 11 px


def scale_of(transform: QTransform) -> float:
    """The linear scale of a transform (rotation-free size factor)."""
    return sqrt(abs(transform.m11() * transform.m22() - transform.m12() * transform.m21()))


def font_px(font: QFont, dpi: float) -> float:
    if font.pixelSize() > 0:
        return float(font.pixelSize())
    return font.pointSizeF() * dpi / 72.0


def text_of(args) -> str:
    for value in args:
        if isinstance(value, str):
            return value
    return ""


@contextmanager
def recording_draw_text(found: list):
    original = QPainter.drawText

    def draw_text(painter, *args):
        text = text_of(args)
        if text.strip():
            device = painter.device()
            dpi = device.logicalDpiY() if device is not None else 96
            found.append((text, font_px(painter.font(), dpi) * scale_of(painter.combinedTransform())))
        return original(painter, *args)
    QPainter.drawText = draw_text
    try:
        yield
    finally:
        QPainter.drawText = original


def view_of(window_or_scene):
    if hasattr(window_or_scene, "views"):
        views = window_or_scene.views()
        if not views:
            raise ValueError("the scene is in no view")
        return views[0]
    return window_or_scene.table.view


def measure_texts(window_or_scene) -> list[tuple[str, float]]:
    """Every text the table's view paints, with its size on screen in px."""
    view = view_of(window_or_scene)
    scene = view.scene()
    QApplication.processEvents()
    caches = {item: item.cacheMode() for item in scene.items()}
    for item in caches:
        item.setCacheMode(QGraphicsItem.NoCache)
    QPixmapCache.clear()  # sprites too (desktop_app.table.sprites): each text really paints
    found: list[tuple[str, float]] = []
    try:
        with recording_draw_text(found):
            view.viewport().grab()
    finally:
        for item, mode in caches.items():
            item.setCacheMode(mode)
    dpi = view.viewport().logicalDpiY()
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    for item in scene.items(visible):
        if not item.isVisible() or item.effectiveOpacity() <= 0:
            continue
        if isinstance(item, QGraphicsSimpleTextItem):
            text = item.text()
        elif isinstance(item, QGraphicsTextItem):
            text = item.toPlainText()
        else:
            continue
        if text.strip():
            found.append((text, font_px(item.font(), dpi) * scale_of(item.deviceTransform(view.viewportTransform()))))
    return found


def summary(texts: list[tuple[str, float]]) -> tuple[float, float]:
    """(smallest px, share of texts under 11 px)."""
    if not texts:
        return 0.0, 0.0
    sizes = [px for _, px in texts]
    return min(sizes), sum(1 for px in sizes if px < SMALL_PX) / len(sizes)


def settle(ms: int = 100) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def open_table(window, game: str, players: int, seed: int = 1, moves: int = 30) -> Match:
    """Play `moves` actions (greedy computer seats, some random), stop on seat 0's turn, show it."""
    spec = REGISTRY[game]
    players = max(spec.min_players, min(spec.max_players, players))
    seats = [Seat(name, spec.colours[i % len(spec.colours)], "human" if i == 0 else "greedy")
             for i, name in enumerate(NAMES[:players])]
    match = Match.start(spec, seats, seed)
    agents = [make_agent("greedy", spec, seed + i) for i in range(players)]
    rng = random.Random(seed)
    for _ in range(moves):
        if match.state.is_over:
            break
        player = match.state.current_player
        if player is None:
            break
        action = agents[player].choose(match.state) if rng.random() < 0.8 else rng.choice(match.state.legal_actions())
        match.apply(action)
    guard = 0
    while not match.state.is_over and match.state.current_player not in (0, None) and guard < 50:
        match.apply(agents[match.state.current_player].choose(match.state))
        guard += 1
    window.stack.setCurrentWidget(window.table)
    window.table.open(match)
    settle()
    return match
