"""Measuring New York's table as a player sees it at 1280x720: every painted text's on-screen
pixel size (font pixel size x the painter's combined transform, for QPainter.drawText and for text
items), and the bands the fitted table leaves empty."""
from __future__ import annotations

import math
import random
from contextlib import contextmanager

from PySide6.QtGui import QPainter, QPixmapCache
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QGraphicsTextItem

from desktop_app.engine.agents import make_agent
from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY


def font_px(font, dpi: float) -> float:
    return font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * dpi / 72


@contextmanager
def recording_text():
    """Record (text, on-screen px) for every QPainter.drawText call made from Python."""
    found: list[tuple[str, float]] = []
    original = QPainter.drawText

    def drawText(self, *args):
        t = self.combinedTransform()
        scale = math.hypot(t.m11(), t.m12())
        dpi = self.device().logicalDpiY() if self.device() is not None else 96
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            found.append((text, font_px(self.font(), dpi) * scale))
        return original(self, *args)
    QPainter.drawText = drawText
    try:
        yield found
    finally:
        QPainter.drawText = original


def item_texts(view) -> list[tuple[str, float]]:
    out = []
    dpi = view.viewport().logicalDpiY()
    for item in view.scene().items():
        if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) and item.isVisible():
            text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            t = item.deviceTransform(view.viewportTransform())
            if text.strip():
                out.append((text, font_px(item.font(), dpi) * math.hypot(t.m11(), t.m12())))
    return out


def open_table(window, players: int, moves: int = 30, seed: int = 0):
    """The table as `tarsas --screenshot --moves` shows it: computers play, then the human's turn."""
    spec = REGISTRY["new_york"]
    seats = [Seat(name, spec.colours[i], "human" if i == 0 else "greedy")
             for i, name in enumerate(("Anna", "Bence", "Csilla", "Dani", "Emese", "Feri")[:players])]
    match = Match.start(spec, seats, seed)
    agents = [make_agent("greedy", spec, seed + i) for i in range(players)]
    rng = random.Random(seed)
    for _ in range(moves):
        player = match.state.current_player
        match.apply(agents[player].choose(match.state) if rng.random() < 0.8 else rng.choice(match.state.legal_actions()))
    while match.state.current_player != 0:
        match.apply(agents[match.state.current_player].choose(match.state))
    window.stack.setCurrentWidget(window.table)
    window.table.open(match)
    return match


def measure(window, qtbot) -> list[tuple[str, float]]:
    from desktop_app.games.new_york.view import art
    view = window.table.view
    scene = view.scene()
    qtbot.wait(50)
    view.fit()
    scene.skip_motion()
    art._pixmap.cache_clear()
    QPixmapCache.clear()  # sprites too: every text is really drawn while recording
    with recording_text() as painted:
        scene.sync()
        scene.skip_motion()
        scene.cache_items()
        for item in scene.items():
            item.update()
        QApplication.processEvents()
        view.viewport().grab()
    return painted + item_texts(view)


def empty_bands(view) -> tuple[float, float]:
    """The empty bands above and below the fitted table, as shares of the view's height."""
    scene = view.scene()
    mapped = view.mapFromScene(scene.table_rect()).boundingRect()
    content = view.mapFromScene(scene.itemsBoundingRect()).boundingRect().intersected(mapped)
    height = view.viewport().height()
    return max(0, content.top()) / height, max(0, height - content.bottom()) / height
