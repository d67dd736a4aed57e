"""A real `tarsas` process walking a journey: `python tests/journey/scripted.py GAME`.

desktop_app.app.main() runs as the `tarsas` entry point does (its window, its event loop, its exit
through os._exit); a timer started before it drives the window with journey_driver.walk and ends
with Game → Quit, so the process's exit code and stderr are the app's own. A failing step prints
its traceback and ends the process with exit code 5.
"""
import sys
import traceback
from importlib import import_module
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

DRIVES = {"copenhagen": "Copenhagen", "kingdom_builder": "KingdomBuilder", "new_york": "NewYork",
          "christmas_tree": "ChristmasTree"}


def main(game_id: str) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from desktop_app import app as tarsas

    from journey_driver import fast_motions

    qt_app = tarsas.make_app([sys.argv[0]])  # main() reuses this instance
    fast_motions()  # test speed, as the computer seats' pause (the motions still run and end)

    def journey() -> None:
        from desktop_app.ui.main_window import MainWindow
        from journey_driver import Journey, translate, walk

        try:
            window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
            drive = getattr(import_module(f"test_{game_id}"), DRIVES[game_id])()
            j = Journey(game_id, window=window)
            walk(j, drive, app_exit=False)
            j.menu("&Game", translate("MainWindow", "Quit"))  # main() returns exec()'s code
        except BaseException:  # noqa: BLE001  the process reports it and fails
            traceback.print_exc()
            sys.stderr.flush()
            qt_app.exit(5)
    QTimer.singleShot(0, journey)
    return tarsas.main([])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
