"""The hosting window of the two-window journey: `python tests/online_join/two_window_host.py DIR PORT`.

desktop_app.app.main() runs as the entry point does. A timer drives the window: a Copenhagen game
with Anna here and Bence as a friend on another computer (the embedded broker on PORT), the invite
code the waiting room shows is written to DIR/code, and once Bence has joined the host presses
Start and plays Anna's turns with real mouse clicks on the harbour cards, each time it is her turn,
until DIR/quit appears; then Game -> Quit. Progress goes to DIR/host.json (moves, presence)."""
import json
import os
import sys
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def main(folder: Path, port: int) -> int:
    from PySide6.QtCore import QSettings, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from desktop_app import app as tarsas

    qt_app = tarsas.make_app([sys.argv[0]])
    QSettings().setValue("online/port", port)
    from desktop_app.ui.first_turn import set_dismissed

    set_dismissed("copenhagen")  # this host has played Copenhagen before: no first-turn guide

    def window():
        from desktop_app.ui.main_window import MainWindow

        return next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))

    def write_whole(path, text):
        """The test polls these files: it must never read one half written."""
        partial = path.with_suffix(".partial")
        partial.write_text(text)
        os.replace(partial, path)

    def link_chain(transport) -> list:
        """The wrapped transports' names and (the MQTT link's) reconnect count, for a failure."""
        chain = []
        while transport is not None and len(chain) < 4:
            chain.append([type(transport).__name__, getattr(transport, "connects", None)])
            transport = getattr(transport, "inner", None)
        return chain

    def report(**extra):
        win = window()
        controller = win.table.controller
        match = controller.match
        data = {"moves": [[r.player, r.action[0]] for r in match.log],
                "presence": {str(k): v for k, v in win.table.session.presence.items()},
                "session": {"version": win.table.session.version, "dropped": win.table.session.dropped[-5:],
                            "link": link_chain(win.table.link.transport)}, **extra}
        write_whole(folder / "host.json", json.dumps(data))

    def fail():
        traceback.print_exc()
        sys.stderr.flush()
        qt_app.exit(5)

    def begin():
        try:
            from desktop_app.engine.game import Seat
            from desktop_app.engine.match import Match
            from desktop_app.games import REGISTRY

            win = window()
            win.resize(1280, 720)
            match = Match.start(REGISTRY["copenhagen"], [Seat("Anna", "#d35400"), Seat("Bence", "#16a085", "remote")], 2)
            win.start(match)  # what the new-game dialog's Start does with a friend's seat
            QTimer.singleShot(0, hand_out_code)
        except BaseException:  # noqa: BLE001
            fail()

    def hand_out_code():
        """The code goes to the friend once the waiting room says "connected": this computer's
        broker starts on its own thread, and a join tried before it listens waits out the link's
        back-off (under a loaded suite, past the join's own deadline)."""
        try:
            room = window().table.waiting_room
            if not room.link_up:
                return QTimer.singleShot(25, hand_out_code)
            line = next(line for line in room.lines if line.seat == 1)
            write_whole(folder / "code", line.code.text())
            QTimer.singleShot(50, until_joined)
        except BaseException:  # noqa: BLE001
            fail()

    def until_joined():
        try:
            room = window().table.waiting_room
            if room.start_button.isEnabled():
                QTest.mouseClick(room.start_button, Qt.LeftButton)
                QTimer.singleShot(50, play)
            else:
                QTimer.singleShot(50, until_joined)
        except BaseException:  # noqa: BLE001
            fail()

    stuck = []

    def play():
        try:
            from desktop_app.games.copenhagen.scene import CardItem

            win = window()
            controller, view, scene = win.table.controller, win.table.view, win.table.scene
            report()
            if (folder / "quit").exists():
                return quit_app()
            if controller.can_act and not controller._awaiting_board and not scene.is_moving():
                view.fit()
                cards = sorted((i for i in scene.items() if isinstance(i, CardItem) and i.on_click),
                               key=lambda i: i.pos().x())
                if not cards:  # Anna's turn, yet no harbour card takes a click: the table was not re-synced
                    stuck.append(1)
                    if len(stuck) > 60:  # 3 s: say so and quit, rather than let the joiner wait for a turn
                        report(problem="after Start, Anna's turn shows no clickable harbour card "
                                       "(the table is not re-synced when the hosted game starts)")
                        return quit_app()
                points = [view.mapFromScene(c.mapToScene(c.rect.center())) for c in cards[:2]]
                for point in points:  # Anna takes the two leftmost harbour cards (neighbours)
                    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point)
            QTimer.singleShot(50, play)
        except BaseException:  # noqa: BLE001
            fail()

    def quit_app():
        win = window()
        menu = next(a.menu() for a in win.menuBar().actions() if a.menu() and a.text() == win.tr("&Game"))
        next(a for a in menu.actions() if a.text() == win.tr("Quit")).trigger()

    QTimer.singleShot(0, begin)
    return tarsas.main([])


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), int(sys.argv[2])))
