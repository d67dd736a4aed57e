"""Run in a process of its own (tests/window/test_first_window.py) on an offscreen screen of the
size the test sets (QT_QPA_PLATFORM=offscreen:configfile=...): builds the app as `tarsas` does,
shows the first window, opens a table and goes back, then closes the window and opens a second
one. Prints one JSON object of what a person would see: where the window and its buttons are,
the shell's font before and after a table loaded, and where the second window opened."""
from __future__ import annotations

import json
import sys
import time


def rect(r) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def global_rect(widget) -> list[int]:
    from PySide6.QtCore import QRect

    return rect(QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size()))


def wait(app, ms: int) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
        time.sleep(0.005)


def shell_font(window) -> dict:
    from PySide6.QtGui import QFontInfo

    return {"family": QFontInfo(window.menuBar().font()).family(), "menu_height": window.menuBar().sizeHint().height(),
            "shelf_family": QFontInfo(window.shelf.resume_button.font()).family()}


def shelf_look(window) -> dict:
    """The shelf's box fronts as drawn (pixels, pixel ratio) and shown (icon size), its scale."""
    from desktop_app.games import CATALOG

    shelf = window.shelf
    game = next(iter(CATALOG))
    box = shelf._box(CATALOG[game])
    icon = shelf.game_buttons[game].iconSize()
    return {"ratio": window.devicePixelRatioF(), "box_icon": [icon.width(), icon.height()],
            "box_pixels": [box.width(), box.height()], "box_ratio": box.devicePixelRatio(),
            "font_px": shelf.resume_button.fontInfo().pixelSize()}


def thumbnail_look(window) -> dict:
    """The autosave's picture as stored (pixels) and the shelf's frame for it (device pixels)."""
    from PySide6.QtGui import QImage

    from desktop_app.ui.shelf import GAME_FILES

    shelf = window.shelf
    infos, _errors = window.store.list()
    image = QImage.fromData(infos[0].thumbnail, "PNG")
    icon = shelf.saves.iconSize()
    ratio = shelf.devicePixelRatioF()
    entry = next(shelf.saves.item(i) for i in range(shelf.saves.count()) if shelf.saves.item(i).data(GAME_FILES))
    shown = entry.icon().pixmap(icon, ratio)
    return {"stored": [image.width(), image.height()], "frame": [round(icon.width() * ratio), round(icon.height() * ratio)],
            "shown": [shown.width(), shown.height()]}


def main() -> int:
    from desktop_app.app import make_app
    from desktop_app.engine.game import Seat
    from desktop_app.engine.match import Match
    from desktop_app.games import REGISTRY
    from desktop_app.ui.main_window import MainWindow

    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QWidget

    app = make_app([sys.argv[0]])
    at_first_paint = {}

    class FirstPaint(QObject):  # the shell's font as the first paint of the window meets it
        def eventFilter(self, watched, event):
            if (not at_first_paint and event.type() == QEvent.Paint and isinstance(watched, QWidget)
                    and isinstance(watched.window(), MainWindow)):
                at_first_paint.update(shell_font(watched.window()))
            return False
    watch = FirstPaint()
    app.installEventFilter(watch)
    window = MainWindow()
    window.show()
    wait(app, 200)
    app.removeEventFilter(watch)
    shelf = window.shelf
    out = {"available": rect(window.screen().availableGeometry()), "frame": rect(window.frameGeometry()),
           "shelf_buttons": {name: global_rect(getattr(shelf, name)) for name in
                             ("continue_button", "join_button", "resume_button", "review_button", "delete_button")},
           "font_first": at_first_paint, "shelf": shelf_look(window)}
    spec = REGISTRY["copenhagen"]
    window.start(Match.start(spec, [Seat("Anna", spec.colours[0]), Seat("Computer", spec.colours[1], "random")], 1))
    window.table.controller.ai_pause_ms = 10**9
    wait(app, 300)
    table = window.table
    out["table_widgets"] = {"status": global_rect(table.status), "shelf_button": global_rect(table.shelf_button),
                            "view": global_rect(table.view)}
    out["font_with_table"] = shell_font(window)
    controller = table.controller
    controller.try_action(controller.state.legal_actions()[0])  # a move: the game is autosaved
    wait(app, 300)
    window.show_shelf()
    wait(app, 200)
    out["thumbnail"] = thumbnail_look(window)
    window.resize(1000, 600)
    window.move(40, 30)
    wait(app, 50)
    out["moved"] = rect(window.geometry())
    window.close()
    wait(app, 50)
    again = MainWindow()
    again.show()
    wait(app, 200)
    out["second"] = rect(again.geometry())
    again.close()
    print(json.dumps(out), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
