"""The small table picture a save carries, drawn from the model, never grabbed from the live table.

The live table lags the model (its pieces travel for a few hundred ms after each action) and shows
whatever hand its viewer holds, so a grab could show a building still in the bag or, in a hot-seat
game, the hand the curtain was hiding. Instead the picture is painted off screen by the game's own
scene over a stand-in state built from a view of the match (each game's `remote.state_from_view`,
the same path a seat on another computer renders from): with one person at the table and nobody
on another computer, that person's view; otherwise the view of nobody at all, in which every
private thing (hands, decks, secret choices) is only a count. Two matches that differ only in what
is hidden therefore get the same picture. The scene never travels and has no log (so no last-move
marks, which could point at a secret choice): the picture is the settled position.

The picture is as wide as the shelf will ever show it on this computer's largest screen: the
shelf's room scale there (a 2560x1440 window draws its entries twice as large) times the screen's
pixel ratio (QT_SCALE_FACTOR=2), so it is scaled down, never up (never soft).

Its colours are rounded to multiples of 8 before the PNG is written: Kingdom Builder's terrain
(grass strokes, flowers, ripples drawn small) leaves every pixel a slightly different colour,
which deflate cannot shrink (its 390 px picture at 2x was 165 KB, the save 233 KB). Rounding moves
no channel by more than 4 of 255, invisible on the shelf, and cuts the picture by a third while it
stays an 8-bit RGB PNG, the only kind a save's picture may be (engine/save_fields.py)."""
from __future__ import annotations

import base64
import importlib
import json
import math
from types import SimpleNamespace

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QRectF, Signal
from PySide6.QtGui import QColor, QImage, QPainter

NOBODY = 10_000  # a seat index no game has: its view hides every seat's private things
WIDTH = 240       # at 1280x720 and a pixel ratio of 1 (the shelf's frame is 208 wide there)
MAX_WIDTH = 960   # a 4K screen at 2x: within the 1024 px a save's thumbnail may have (save_fields)
# Each byte of the picture to the nearest multiple of 8 (255 stays, so RGB32's alpha stays opaque):
# at most 4 of 255 off, and neighbours then differ by multiples of 8, which PNG's filters pack tightly.
ROUNDED = bytes(min(255, (v + 4) // 8 * 8) for v in range(256))


def picture_width(aspect: float) -> int:
    """How wide to draw a table of this aspect (width / height): never narrower than WIDTH, and as
    wide as the shelf's frame shows it on the screen that needs most (its room scale on the shelf
    times its pixel ratio), so the shelf only ever scales it down. The frame fits the picture by
    its width or its height, whichever binds: no pixel more is stored than any screen shows."""
    from PySide6.QtGui import QGuiApplication

    from .shelf import THUMBNAIL_SIZE, room_scale

    factor = 1.0
    for screen in QGuiApplication.screens():
        factor = max(factor, room_scale(screen.availableGeometry().size()) * screen.devicePixelRatio())
    shown = min(THUMBNAIL_SIZE.width(), THUMBNAIL_SIZE.height() * aspect)  # in the frame, at 1x
    return min(MAX_WIDTH, max(WIDTH, math.ceil(shown * factor) + 2))  # +2: the height is rounded down


def viewing_seat(match) -> int | None:
    """Whose view the picture shows: the one person at the table (no seat on another computer),
    else None (nobody's)."""
    humans = [i for i, seat in enumerate(match.seats) if seat.is_human]
    if len(humans) == 1 and not any(seat.is_remote for seat in match.seats):
        return humans[0]
    return None


def still_state(match, seat: int | None):
    """The stand-in state for `seat`'s view of the match (None: nobody's view)."""
    looker = NOBODY if seat is None else seat
    view = json.loads(json.dumps(match.state.view_for(looker)))  # as it would travel: plain JSON
    remote = importlib.import_module(f"desktop_app.games.{match.spec.id}.remote")
    return remote.state_from_view(view, looker, dict(match.options))


class StillController(QObject):
    """What a scene reads of a controller, for one still picture: nothing can be played."""
    changed = Signal()
    status = Signal(str)
    can_act = False
    closed = True
    read_only = True

    def __init__(self, match, state, viewer: int | None):
        super().__init__()
        self.match = SimpleNamespace(spec=match.spec, seats=list(match.seats), seed=match.seed,
                                     options=dict(match.options), state=state, log=[])
        self.viewer = viewer

    @property
    def state(self):
        return self.match.state

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.match.seats) if seat.is_human]

    def try_action(self, action) -> bool:
        return False

    def reason_for(self, action):
        return None

    def can_undo(self) -> bool:
        return False


def scene_class(spec):
    module, _, name = spec.scene.partition(":")
    return getattr(importlib.import_module(module), name)


def png_base64(scene, width: int = WIDTH) -> str:
    """The scene's whole table as a small PNG, base64-encoded for the save file."""
    rect: QRectF = scene.table_rect()
    height = max(1, int(width * rect.height() / max(rect.width(), 1)))
    image = QImage(width, height, QImage.Format_RGB32)  # opaque: no alpha to encode
    image.fill(QColor("#e9dfcf"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    scene.render(painter, QRectF(0, 0, width, height), rect)
    painter.end()
    pixels = image.bits()
    pixels[:] = pixels.tobytes().translate(ROUNDED)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    image.save(buffer, "PNG", 80)  # light compression: ~2 ms instead of ~5, the same size within 5%
    return base64.b64encode(bytes(data)).decode("ascii")


class ThumbnailMaker:
    """Draws each picture on a fresh off-screen scene: the picture depends only on the position
    (a scene synced again keeps small traces of the positions before it), and nothing of it stays
    alive between saves (bench: autosave write, also at QT_SCALE_FACTOR=2)."""

    def picture(self, match) -> str:
        seat = viewing_seat(match)
        controller = StillController(match, still_state(match, seat), seat)
        scene = scene_class(match.spec)(controller)
        try:
            rect = scene.table_rect()
            return png_base64(scene, picture_width(rect.width() / max(rect.height(), 1)))
        finally:
            scene.clear()
            scene.deleteLater()
            controller.deleteLater()


def thumbnail_of(match) -> str:
    """A save's picture of `match` (an engine Match) at its current position."""
    return ThumbnailMaker().picture(match)


def source_for(controller):
    """The table's thumbnail callable: the controller's match (a joined game: its checked record
    once the game is over; before that a joined table keeps no save), drawn from the model."""
    from desktop_app.engine.match import Match

    maker = ThumbnailMaker()

    def make() -> str:
        match = getattr(controller.match, "record", None) or controller.match
        return maker.picture(match) if isinstance(match, Match) else ""
    return make
