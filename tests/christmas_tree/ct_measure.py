"""Measure the on-screen size of every text the Christmas Tree table paints (font pixel size times
the painter's combined transform for QPainter.drawText; times the item's device transform for text
items), as issue 14 measures legibility."""
from __future__ import annotations

import math
import random

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from desktop_app.engine.agents import make_agent
from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY


def scale_of(transform) -> float:
    return math.sqrt(abs(transform.m11() * transform.m22() - transform.m12() * transform.m21()))


def font_px(font, dpi: float = 96.0) -> float:
    return font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * dpi / 72


def played_match(players: int = 4, moves: int = 30, seed: int = 0, mode: str = "family") -> Match:
    """A match like the screenshot's: seat 0 human, the rest greedy, `moves` actions in."""
    spec = REGISTRY["christmas_tree"]
    colours = spec.colours
    seats = [Seat(n, colours[i], "human" if i == 0 else "greedy")
             for i, n in enumerate(("Anna", "Bence", "Csilla", "Dani")[:players])]
    match = Match.start(spec, seats, seed, {"mode": mode})
    agents = [make_agent("greedy", spec, seed + i) for i in range(players)]
    rng = random.Random(seed)
    for _ in range(moves):
        if match.state.is_over:
            break
        player = match.state.current_player
        action = agents[player].choose(match.state) if rng.random() < 0.8 else rng.choice(match.state.legal_actions())
        match.apply(action)
    while not match.state.is_over and match.state.current_player != 0:
        match.apply(agents[match.state.current_player].choose(match.state))
    return match


def measure(view) -> list[tuple[str, float]]:
    """Every text painted into the view's viewport, with its on-screen pixel size."""
    records: list[tuple[str, float]] = []
    original = QPainter.drawText

    def recording(painter, *args):
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            records.append((text, font_px(painter.font()) * scale_of(painter.combinedTransform())))
        return original(painter, *args)

    scene = view.scene()
    for item in scene.items():
        item.setCacheMode(item.CacheMode.NoCache)
    QPainter.drawText = recording
    try:
        view.viewport().grab()
    finally:
        QPainter.drawText = original
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    for item in scene.items():
        if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) and item.isVisible():
            text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            if text.strip() and item.sceneBoundingRect().intersects(visible):
                records.append((text, font_px(item.font()) * scale_of(item.deviceTransform(view.viewportTransform()))))
    return records


def summary(records) -> tuple[float, float]:
    """(smallest px, share of texts under 11 px)."""
    sizes = [px for _, px in records]
    return min(sizes), sum(1 for s in sizes if s < 11) / len(sizes)
