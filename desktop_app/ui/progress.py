"""A game's progress line with its scores labelled: "Round 6 · Anna 12, Bence 7" instead of
"Round 6 · 12–7" (issue 22 finding 11). The games write the scores as one dash-joined number
list (their progress_parts); the shell knows the seats' names and puts each beside its points."""
from __future__ import annotations

from .i18n import fill, tr
from PySide6.QtCore import QCoreApplication


def named_scores(params: dict, names: list[str]) -> dict:
    """`params` with its "scores" ("12–7–3") as each seat's name and points, when they match."""
    scores = params.get("scores")
    if not isinstance(scores, str):
        return params
    points = scores.split("–")
    if len(points) != len(names) or not all(p.strip().lstrip("-").isdigit() for p in points):
        return params
    each = QCoreApplication.translate("Progress", "{name} {points}")
    return {**params, "scores": ", ".join(fill(each, name=n, points=p.strip()) for n, p in zip(names, points))}


def progress_line(game: str, parts, names: list[str]) -> str:
    """A checked (template, params) progress line, translated, the scores named."""
    if not parts:
        return ""
    template, params = parts
    return tr(game, template, **named_scores(params, names))


def state_progress(state, game: str, names: list[str]) -> str:
    """The progress line of a live state (the side panel)."""
    method = getattr(state, "progress_parts", None)
    if method is None:
        return state.progress()
    return progress_line(game, method(), names)
