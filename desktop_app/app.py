"""Tarsas entry point: `tarsas` opens the window; `--smoke-test` and `--screenshot` run offscreen;
`tarsas serve --broker URL` runs a table server (no window, no Qt: desktop_app/net/serve.py)."""
from __future__ import annotations

import argparse
import os
import sys
import zlib


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="tarsas", description="A desktop board-game table.")
    parser.add_argument("--smoke-test", action="store_true",
                        help="offscreen: play every game to the end with computer seats, save, reload, compare")
    parser.add_argument("--screenshot", metavar="OUT.png", help="render the window to a PNG and exit")
    parser.add_argument("--game", help="with --screenshot: the game to set up (default: the shelf)")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=0, help="with --screenshot: actions to play first")
    parser.add_argument("--size", default="1280x800", help="with --screenshot: window size")
    parser.add_argument("--language", metavar="CODE", help="en, hu or es for this run (the saved choice is kept)")
    parser.add_argument("file", nargs="?", metavar="FILE", help="a .tarsas game to open (finished: in review), or a tarsas://join/ invite link")
    parser.add_argument("--replay", metavar="FILE", help="with --screenshot: review this game file")
    parser.add_argument("--step", type=int, help="with --replay: the step to show (default: the end)")
    parser.add_argument("--list-saves", action="store_true",
                        help="print the saves in the user data directory (file, game, name) and exit")
    return parser.parse_args(argv)


def make_app(argv, language: str | None = None):
    from PySide6.QtWidgets import QApplication

    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        quiet_offscreen_notices()
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("Tarsas")
    app.setOrganizationName("Tarsas")
    app.setDesktopFileName("tarsas")
    icon = app_icon()
    if icon is not None:
        app.setWindowIcon(icon)
    from desktop_app.ui.i18n import chosen_language, install_language

    install_language(language or chosen_language())
    return app


# What the offscreen platform (smoke test, screenshots, CI) says about features it lacks: not a
# problem of the app. Every other Qt message still reaches stderr, where the suite looks for them.
OFFSCREEN_NOTICES = ("This plugin does not support propagateSizeHints()", "This plugin does not support raise()")


def quiet_offscreen_notices() -> None:
    from PySide6.QtCore import qInstallMessageHandler

    def handler(_mode, _context, message: str) -> None:
        if message not in OFFSCREEN_NOTICES:
            print(message, file=sys.stderr)
    qInstallMessageHandler(handler)


def app_icon():
    """The icon drawn by installer/icon.py: the bundle carries it in resources/icons; a source
    checkout has it in build/icons once the installer build (or installer/icon.py) has run."""
    from pathlib import Path

    from PySide6.QtGui import QIcon

    frozen = getattr(sys, "_MEIPASS", None)
    folder = Path(frozen) / "resources" / "icons" if frozen else Path(__file__).resolve().parents[1] / "build" / "icons"
    sizes = {png: png.stem.rpartition("-")[2] for png in folder.glob("tarsas-*.png")}
    pngs = [png for png, size in sizes.items() if size.isdigit() and int(size) <= 256]
    if not pngs:
        return None
    icon = QIcon()
    for png in pngs:
        icon.addFile(str(png))
    return icon


def list_saves() -> int:
    """Print one line per save that loads (file, game id, save name); each save is loaded in full
    (its moves replayed), and a file that does not load is reported on stderr. File names are
    written as the file system's bytes and save names as UTF-8, whatever the console's encoding."""
    from desktop_app.engine.saves import SaveError, SaveStore

    store = SaveStore()
    infos, errors = store.list()
    listed = 0
    for info in infos:
        try:
            store.load(info.path)
        except SaveError as error:
            errors.append(error)
            continue
        _write(sys.stdout, os.fsencode(info.path.name) + b"\t" + info.game.encode() + b"\t" + info.name.encode("utf-8") + b"\n")
        listed += 1
    for error in errors:
        _write(sys.stderr, f"unreadable: {error}\n".encode("utf-8", "backslashreplace"))
    _write(sys.stderr, f"{listed} saves in {store.folder}\n".encode("utf-8", "surrogateescape"))
    return 0


def _write(stream, data: bytes) -> None:
    if stream is None:  # a windowed (no console) Windows build
        return
    stream.flush()
    buffer = getattr(stream, "buffer", None)
    if buffer is not None:
        buffer.write(data)
        buffer.flush()
    else:
        stream.write(data.decode("utf-8", "replace"))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["serve"]:  # the table server: headless, never imports Qt (net/serve.py)
        from desktop_app.net.serve import main as serve

        return serve(argv[1:])
    args = parse_args(argv)
    if args.list_saves:
        return _leave(list_saves())
    if args.smoke_test or args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    instance_lock = None
    if not (args.smoke_test or args.screenshot):
        # Tarsas already runs for this user and data folder: it takes the link or file (or just
        # comes to the front) and this process ends before building any window.
        argument = outside_argument(args.file)
        taken, instance_lock = become_the_instance(argument)
        if taken is not None:
            return _leave(0 if taken else 2)
    app = make_app([sys.argv[0]], args.language)
    if args.smoke_test:
        from desktop_app.smoke import run_smoke_test

        return _leave(run_smoke_test())
    from desktop_app.ui.main_window import MainWindow

    if args.screenshot:
        from desktop_app.screenshot import take_screenshot

        return _leave(take_screenshot(args))
    window = MainWindow()
    window.show()
    stop_serving = serve_after_first_paint(window)
    if argument:
        window.open_argument(argument)
    code = app.exec()
    stop_serving()
    window.close()  # closes the match if a table was ever opened (never builds one just to close it)
    if instance_lock is not None:
        instance_lock.unlock()
    return _leave(code)


# ------------------------------------------------------------ one Tarsas per user data folder (ui/single_instance.py)
# Here, not in ui/single_instance.py: a first start (no socket file) decides without importing it.
LISTEN_DELAY_MS = 200  # after the first paint: the window shows first, then the server comes up


STARTING_WAIT_S = 30.0  # a second start waits this long for a starting instance to listen
POLL_S = 0.05


def become_the_instance(argument: str | None, name: str | None = None) -> tuple[bool | None, object]:
    """Decide whether this start is the instance: (None, lock) when it is (the held lock),
    (True, None) when the running one took `argument`, (False, None) when it refused it.

    A start that comes while another is still starting (a double click on an invite link: the
    first has no window, let alone a socket, yet) sees the first's lock and waits for its socket
    instead of opening a second window. The lock is held for the instance's whole life; a
    crashed instance's lock is stale (its process is gone) and taken over."""
    import time

    name = name or server_name()
    deadline = time.monotonic() + STARTING_WAIT_S
    while True:
        if running_instance_may_answer(name):
            from desktop_app.ui import single_instance

            taken = single_instance.hand_over(argument, name)
            if taken is not None:
                if not taken:
                    single_instance.print_refusal(argument)
                return taken, None
        lock = claim_instance(name)
        if lock is not None:
            return None, lock
        if time.monotonic() > deadline:  # a start that never listens: run alone rather than never
            print("Tarsas: another start of this profile never began listening; starting anyway", file=sys.stderr)
            return None, None
        time.sleep(POLL_S)


def lock_path(name: str) -> str:
    """The instance lock beside the server's socket file (Windows: in the temporary folder,
    as a pipe name is no path)."""
    if os.name == "nt":
        import tempfile

        return os.path.join(tempfile.gettempdir(), name + ".lock")
    return name + ".lock"


def claim_instance(name: str):
    """The held instance lock, or None while a live process holds it. QtCore only (no
    QtNetwork): a first start pays a file creation."""
    from PySide6.QtCore import QLockFile

    lock = QLockFile(lock_path(name))
    lock.setStaleLockTime(0)  # never stale by age (an instance runs for days), only when its process is gone
    return lock if lock.tryLock(0) else None


def data_dir() -> str:
    from desktop_app.engine.saves import default_dir

    return os.path.abspath(default_dir().parent)


def server_name(folder: str | None = None) -> str:
    """The QLocalServer name for this user and data directory: a pipe name on Windows, a socket
    path on Unix (in the per-user runtime directory when there is one)."""
    folder = folder or data_dir()
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    key = f"{zlib.crc32(os.fsencode(folder)):08x}"
    name = f"tarsas-{user}-{key}" if user.isalnum() else f"tarsas-{zlib.crc32(user.encode()):08x}-{key}"
    if os.name == "nt":
        return name
    runtime = os.environ.get("XDG_RUNTIME_DIR") or ""
    base = runtime if runtime and os.path.isdir(runtime) else (os.environ.get("TMPDIR") or "/tmp")
    return os.path.join(base, name)


def outside_argument(argument: str | None) -> str | None:
    """What the command line's FILE means, in terms that hold in another process: a link as is,
    a file:// URL or a relative path as an absolute path."""
    if not argument:
        return None
    if argument.startswith("tarsas://"):
        return argument
    if argument.startswith("file://"):  # the desktop's %u hands a file as a URL
        from PySide6.QtCore import QUrl

        argument = QUrl(argument).toLocalFile() or argument
    return os.path.abspath(argument)


def running_instance_may_answer(name: str) -> bool:
    """Whether a running Tarsas may be there to take over: on Unix its socket file exists (a
    crash's leftover is found stale by the hand-off); a Windows pipe cannot be looked at cheaply."""
    return os.name == "nt" or os.path.exists(name)


def serve_after_first_paint(window):
    """Once `window` is on screen (its QWindow's first expose, which paints it), listen for second
    starts. Returns a function that stops listening (before _leave's os._exit, which would leave
    the socket file behind). Only the window's own QWindow is watched, not every event of the app."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    servers = []

    def listen() -> None:
        from desktop_app.ui.single_instance import InstanceServer

        servers.append(InstanceServer(window.handed_over))
        servers[-1].listen()

    class FirstExpose(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Expose and watched.isExposed():
                watched.removeEventFilter(self)
                QTimer.singleShot(LISTEN_DELAY_MS, window, listen)
            return False

    handle = window.windowHandle()
    if handle is None:
        QTimer.singleShot(LISTEN_DELAY_MS, window, listen)
    else:
        handle.installEventFilter(FirstExpose(handle))
    return lambda: [server.close() for server in servers]


_local_path = outside_argument  # the name tests and older callers know


def _leave(code: int) -> int:
    """Exit without the interpreter's final garbage collection: saves are already on disk (fsynced),
    and PySide6 can crash while collecting Qt wrappers at shutdown."""
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:  # None in a windowed (no console) Windows build
            stream.flush()
    os._exit(code)


if __name__ == "__main__":
    sys.exit(main())
