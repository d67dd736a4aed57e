"""A real `tarsas tarsas://join/...` process: `python tests/online_join/joiner_process.py CODE TURNS`.

desktop_app.app.main() runs as the entry point does, given the invite link on its command line (as
the desktop's scheme handler passes it). A timer drives the window: once the joined table is up it
prints one JSON line (the view's version, whether it may act), and TURNS times (0: none) waits for
its turn, takes two neighbouring harbour cards with real mouse clicks and waits for the host's next
view (printing its version and how long the host took to answer, `answered_ms`); then Game → Quit,
so the exit code and stderr are the app's own. A failing step exits with code 5."""
import json
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(code: str, turns: int) -> int:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from desktop_app import app as tarsas

    qt_app = tarsas.make_app([sys.argv[0]])
    from online_join.helpers import install_fallback

    install_fallback()

    def window():
        from desktop_app.ui.main_window import MainWindow

        return next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))

    def wait(condition, then, seconds=60.0, what="the joined table did not come"):
        deadline = time.monotonic() + seconds

        def step():
            try:
                if condition():
                    return then()
                if time.monotonic() > deadline:
                    raise TimeoutError(what() if callable(what) else what)
                QTimer.singleShot(25, step)
            except BaseException:  # noqa: BLE001  reported, the process fails
                traceback.print_exc()
                sys.stderr.flush()
                qt_app.exit(5)
        step()

    def opened():
        win = window()
        table = win._table
        return table is not None and table.controller is not None and not table.controller._awaiting_board

    left = [turns]

    def link_state(controller) -> str:
        """What the seat's session and link know, for a failure to name where a view was lost."""
        session, raw = controller.session, controller.connection.raw_transport
        return (f"session version {session.version}, link up {session.link_up}, taken over {session.taken_over}, "
                f"hellos {session._hello}, last view {time.monotonic() - session.last_view_at:.1f} s ago, "
                f"connects {getattr(raw, 'connects', '?')}, connected {getattr(raw, 'connected', None) and raw.connected.is_set()}, "
                f"dropped {session.dropped[-5:]}")

    def on_table():
        play = left[0] > 0
        win = window()
        controller = win.table.controller
        still = lambda: controller.can_act and not controller._awaiting_board and not win.table.scene.is_moving()  # noqa: E731
        if play and not still():  # the host moves first: wait for this seat's turn, the pieces landed
            return wait(still, on_table, 90, lambda: (  # (a click while pieces travel only skips them)
                f"no turn came (can_act {controller.can_act}, awaiting board {controller._awaiting_board}, moving "
                f"{win.table.scene.is_moving()}, version {controller.body.get('version')}, turn {controller.body.get('turn')}, "
                f"status {win.table.status.text()!r}; {link_state(controller)})"))
        print(json.dumps({"version": controller.body["version"], "can_act": controller.can_act,
                          "status": win.table.status.text()}), flush=True)
        if not play:
            return quit_app()
        from desktop_app.games.copenhagen.scene import CardItem

        view, scene = win.table.view, win.table.scene
        view.fit()
        version = controller.body["version"]
        cards = sorted((i for i in scene.items() if isinstance(i, CardItem) and i.on_click), key=lambda i: i.pos().x())
        points = [view.mapFromScene(c.mapToScene(c.rect.center())) for c in cards[:2]]  # before the table re-syncs
        clicked = time.monotonic()
        for point in points:  # two neighbouring harbour cards
            QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point)
        answered = []
        wait(lambda: controller.body["version"] > version and (answered or answered.append(time.monotonic()) or True)
             and not controller._awaiting_board, lambda: after_turn(controller, clicked, answered[0]),
             what=f"no answer to the clicks (the table said: {win.table.status.text()!r})")

    def after_turn(controller, clicked, answered):
        print(json.dumps({"version": controller.body["version"], "can_act": controller.can_act,
                          "answered_ms": round((answered - clicked) * 1000, 1)}), flush=True)
        left[0] -= 1
        if left[0] <= 0:
            return quit_app()
        on_table()

    def quit_app():
        win = window()
        menu = next(a.menu() for a in win.menuBar().actions() if a.menu() and a.text() == win.tr("&Game"))
        next(a for a in menu.actions() if a.text() == win.tr("Quit")).trigger()

    QTimer.singleShot(0, lambda: wait(opened, on_table))
    return tarsas.main([code])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2])))
